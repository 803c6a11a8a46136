"""Family `auto-order`: 【自動】 and the order of a check point (4-2-2).  One event (a battle card
used) makes autos of both players pending: the turn player resolves all of its own, one at a time
in the order it chooses, before the non-turn player's (4-2-2-2, 4-2-2-4); an auto that becomes
pending inside the check point resolves in it, and one of the turn player's comes before the
non-turn player's that are left (1-3-6-5, back to 4-2-2-1).  Skill costs of autos: paid, declined
(9-6-4-1), unpayable and cancelled (1-4-6, 9-6-3-2), paid with energy markers
(FW-MARKER-SKILL-COST).  Autos pending in the hand may be declined (9-6-3-1-1).  Several cards
moved at once make an auto pending once, one after another several times (9-6-2-1,
FW-PENDING-COUNT).  An auto whose card has moved still resolves (9-6-9).  State triggers
(9-6-8).  A 【ターン1回】 auto pending twice: one resolves, the other fails (15-7-4).  Both players
as turn player.
"""

import json

from . import Family
from ..model.table import other
from .lang import auto, act, draw, opt, move_to
from .scene import players_board

EFFECTS = [({"draw": 1}, "draw 1"), ({"markers": 1}, "place an energy marker"),
           ({"power": 1000, "target": "your-leader", "until": "turn"}, "its leader +1000")]


def generate(ctx):
    fam = Family(ctx, __name__)
    rng = fam.rng("orders")
    for first in ("P1", "P2"):
        for k in (1, 2, 3):
            for m in (0, 1, 2):
                if k + m >= 2:
                    one_event(fam, first, k, m, rng)
        for n1_first in (True, False):
            reentry(fam, first, n1_first)
        for variant in COST_VARIANTS:
            cost_case(fam, first, *variant)
        for variant in ("decline", "declare", "two-decline", "mixed-decline", "mixed-declare"):
            hidden(fam, first, variant)
        for n in (1, 2, 3, 8):     # 8: a wide board, every card KO'd in one event
            at_once(fam, first, n)
        sequential(fam, first)
        for bounce_first in (True, False):
            moved_still_resolves(fam, first, bounce_first)
        state_trigger(fam, first)
        for pick in ("S1", "S2"):
            state_triggers_again(fam, first, pick)
        once_twice(fam, first)
        once_pending_twice(fam, first)
    return fam.cases


board = players_board


def one_event(fam, first, k, m, rng):
    s, tp, ntp = board(first)
    skills = [auto("enter", EFFECTS[i][0]) for i in range(k)]
    s.put(tp, "hand", "C", cost={"total": 1}, skills=skills)
    s.put(tp, "energy", "E1")
    lead_n = s.zones[ntp]["leader"]
    s.cards[lead_n]["skills"] = [auto(move_to("battle", who="opponent"), draw())
                                 for _ in range(m)]
    order_t = list(range(k))
    rng.shuffle(order_t)
    order_n = list(range(m))
    rng.shuffle(order_n)
    script = [{"do": "play", "card": "C", "pay": ["E1"]}]
    script += [{"choose": opt("C", i), "for": "auto", "by": tp} for i in order_t[:-1]]
    script += [{"choose": opt(lead_n, j), "for": "auto", "by": ntp} for j in order_n[:-1]]
    events = [{"type": "enter", "card": "C", "how": "play"},
              {"type": "checkpoint", "at": "7-3-3"}]
    events += [{"type": "activate", "card": "C", "skill": i} for i in order_t]
    events += [{"type": "activate", "card": lead_n, "skill": j} for j in order_n]
    dn = s.zones[ntp]["deck"]
    state = {tp: {"hand": [s.zones[tp]["deck"][0]], "markers": 1 if k >= 2 else 0,
                  "leader": {"card": s.zones[tp]["leader"], "power": 6000 if k >= 3 else 5000},
                  "battle": [{"card": "C", "rested": False}]},
             ntp: {"hand": dn[:m], "deck": dn[m:]}}
    clauses = ["4-2-2-2", "9-6-2", "9-6-3", "1-3-6-3-1", "1-3-6-4", "9-6-4-3", "4-2-2-6"]
    if m:
        clauses.append("4-2-2-4")
    # what an auto is and how it is activated, declared on the two-auto runs: the entry is the
    # trigger event (a zone-move trigger, 9-6-7-3), each auto activates (the events) and its
    # instruction is carried out (the state), in the check point 7-3-3
    basics = k + m == 2
    if basics:
        clauses += ["0-3-6", "1-3-6", "9-6-1", "9-6-5", "9-6-6", "9-6-7-3", "4-2-1", "4-2-2"]
    what = ", ".join("%d: %s" % (i, EFFECTS[i][1]) for i in range(k))
    desc = " ".join(([
        fam.quote("0-3-6", "【自動】などに表記された、そのスキルの発動を宣言できる条件となる事象を指します。"),
        fam.quote("1-3-6", "【自動】とは、そのスキルに表記された特定の誘発条件(0-3-6)が満たされた時に待機"
                           "状態となり、チェックポイント(4-2)で発動し解決するスキルです。"),
        fam.quote("9-6-7-3"), fam.quote("4-2-1"), fam.quote("4-2-2"), fam.quote("9-6-1"),
        fam.quote("9-6-5"), fam.quote("9-6-6")] if basics else []) + [
        fam.quote("4-2-2-2"), fam.quote("4-2-2-4") if m else fam.quote("4-2-2-6"),
        fam.quote("1-3-6-4"),
        "%s uses C (7-3-4-1); C has %d 【登場時】 (%s)%s. All become pending as C enters, outside "
        "a check point, and resolve in the check point 7-3-3: %s resolves C's in the order "
        "%s%s, then %s's%s. Each choice is asked while the player has two or more pending; "
        "the last is taken up without asking." % (
            tp, k, what,
            (" and %s's leader has %d auto%s 「相手のバトルエリアにカードが置かれた時、カード1枚を"
             "引く」" % (ntp, m, "s" if m > 1 else "")) if m else "",
            tp, order_t, "" if m else " and the check point ends (4-2-2-6)", ntp,
            (" in the order %s" % order_n) if m else " (none)")])
    fam.add("one-event-%d-tp-%d-ntp-%s" % (k, m, tp.lower()),
            "Check point: %d autos of the turn player %s and %d of %s from one entry" % (
                k, tp, m, ntp),
            desc, clauses, ["autos", "checkpoint"], s.setup(), script,
            {"state": state, "events": events})


def reentry(fam, first, n1_first):
    s, tp, ntp = board(first)
    s.put(tp, "hand", "C", cost={"total": 1})
    s.put(tp, "energy", "E1")
    lead_t, lead_n = s.zones[tp]["leader"], s.zones[ntp]["leader"]
    s.cards[lead_t]["skills"] = [auto(move_to("hand", frm="deck", who="you"), {"markers": 1})]
    s.cards[lead_n]["skills"] = [auto(move_to("battle", who="opponent"), draw(who="opponent")),
                                 auto(move_to("battle", who="opponent"), draw())]
    first_n = 0 if n1_first else 1
    script = [{"do": "play", "card": "C", "pay": ["E1"]},
              {"choose": opt(lead_n, first_n), "for": "auto", "by": ntp}]
    dt, dn = s.zones[tp]["deck"], s.zones[ntp]["deck"]
    if n1_first:
        events = [{"type": "activate", "card": lead_n, "skill": 0},
                  {"type": "draw", "player": tp, "card": dt[0]},
                  {"type": "pending", "card": lead_t, "skill": 0},
                  {"type": "activate", "card": lead_t, "skill": 0},
                  {"type": "activate", "card": lead_n, "skill": 1},
                  {"type": "draw", "player": ntp, "card": dn[0]}]
    else:
        events = [{"type": "activate", "card": lead_n, "skill": 1},
                  {"type": "draw", "player": ntp, "card": dn[0]},
                  {"type": "activate", "card": lead_n, "skill": 0},
                  {"type": "draw", "player": tp, "card": dt[0]},
                  {"type": "activate", "card": lead_t, "skill": 0}]
    desc = " ".join([
        fam.quote("1-3-6-5"), fam.quote("4-2-2-4"),
        "%s uses C; %s's leader has two autos on a card entering %s's battle area: 0 「相手は"
        "カード1枚を引く」, 1 「カード1枚を引く」. %s's leader has 「自分のデッキから手札にカードが"
        "置かれた時、エナジーマーカー1つを置く」. %s resolves %d first. %s" % (
            tp, ntp, tp, tp, ntp, first_n,
            "Its draw for %s makes %s's auto pending inside the check point; back at 4-2-2-1 "
            "and 4-2-2-2 it resolves before %s's other auto." % (tp, tp, ntp) if n1_first else
            "Then 0 makes %s draw; %s's auto, pending in the check point, resolves in it."
            % (tp, tp))])
    fam.add("reentry-%s-%s" % ("n0-first" if n1_first else "n1-first", tp.lower()),
            "Check point: an auto of %s made pending by %s's auto resolves %s" % (
                tp, ntp, "before the rest of %s's" % ntp if n1_first else "in the same check "
                "point"),
            desc, ["1-3-6-5", "4-2-2-2", "4-2-2-4", "4-2-2-1"], ["autos", "checkpoint"],
            s.setup(), script,
            {"state": {tp: {"markers": 1, "hand": [dt[0]]}, ntp: {"hand": [dn[0]]}},
             "events": events})


# name, cost, energies (color, rested), markers, answer, outcome
COST_VARIANTS = [
    ("energy-paid", [{"energy": 1}], [("red", False)], 0, ["W1"], "paid"),
    ("energy-declined", [{"energy": 1}], [("red", False)], 0, False, "declined"),
    ("energy-unpayable", [{"energy": 1}], [("red", True)], 0, None, "cancelled"),
    ("marker-pays", [{"energy": 1}], [], 1, ["marker"], "paid"),
    ("colored-paid", [{"energy": 1, "color": "blue"}], [("red", False), ("blue", False)], 0,
     ["W2"], "paid"),
    ("colored-unpayable", [{"energy": 1, "color": "blue"}], [("red", False)], 0, None,
     "cancelled"),
    ("two-parts", [{"energy": 1}, "rest-self"], [("red", False)], 0, ["W1"], "paid"),
    ("rest-self-declined", ["rest-self"], [], 0, False, "declined"),
    ("rest-self-paid", ["rest-self"], [], 0, True, "paid"),
    ("ki-paid", [{"ki": 1}], [], 0, True, "paid"),
    ("ki-unpayable", [{"ki": 2}], [], 0, None, "cancelled"),
]


def cost_case(fam, first, name, cost, energies, markers, answer, outcome):
    """The watcher W (the non-turn player's) pays a cost for 「相手のバトルエリアにカードが置かれた
    時、カード1枚を引く」 when the turn player uses C."""
    s, tp, ntp = board(first)
    s.put(tp, "hand", "C", cost={"total": 1})
    s.put(tp, "energy", "E1")
    s.put(ntp, "battle", "W", skills=[auto(move_to("battle", who="opponent"), draw(), cost=cost)])
    if any("ki" in c for c in cost if isinstance(c, dict)):
        s.ki["W"] = 1
    ids = []
    for i, (color, rested) in enumerate(energies):
        ids.append(s.put(ntp, "energy", "W%d" % (i + 1), colors=[color]))
        if rested:
            s.rest(ids[-1])
    s.zones[ntp]["markers"] = markers
    script = [{"do": "play", "card": "C", "pay": ["E1"]}]
    if answer is not None:
        script.append({"choose": answer, "for": "cost", "by": ntp})
    dn = s.zones[ntp]["deck"]
    paid = outcome == "paid"
    state = {ntp: {"hand": dn[:1] if paid else [],
                   "markers": markers - (1 if answer == ["marker"] else 0),
                   "energy": [{"card": e, "rested": (paid and isinstance(answer, list) and
                                                     e in answer) or rested}
                              for e, (_, rested) in zip(ids, energies)],
                   "battle": [{"card": "W", "rested": paid and "rest-self" in cost,
                               "ki": 1 - (1 if name == "ki-paid" else 0) if "ki" in name else 0}]}}
    events = [{"type": "enter", "card": "C", "how": "play"},
              {"type": "pending", "card": "W", "skill": 0}]
    if paid:
        if isinstance(answer, list):
            events.append({"type": "pay", "player": ntp,
                           "cards": [x for x in answer if x != "marker"],
                           "markers": answer.count("marker")})
        events += [{"type": "activate", "card": "W", "skill": 0},
                   {"type": "draw", "player": ntp, "card": dn[0]}]
    clauses = {"paid": ["9-6-4", "9-6-4-2", "1-4-2"], "declined": ["9-6-4", "9-6-4-1"],
               "cancelled": ["9-6-3-2", "1-4-6"]}[outcome]
    tags = ["autos", "costs"]
    texts = [fam.quote(c) for c in clauses]
    if name == "marker-pays":
        clauses.append("1-11-2")
        tags.append(fam.reading("FW-MARKER-SKILL-COST"))
        tags.append(fam.reading("FW-MARKER-COLOR"))
        texts.append(fam.quote("1-11-2"))
    if name == "two-parts":
        clauses.append("1-4-3")
        texts.append(fam.quote("1-4-3"))
    if "ki" in name and paid:
        clauses.append("5-13-1")
        texts.append(fam.quote("5-13-1"))
    if name.startswith("colored") and paid:
        clauses.append("1-4-5-2")
        texts.append(fam.quote("1-4-5-2"))
    elif "energy" in str(cost) and paid:
        clauses.append("1-4-5-1")
    what = {"paid": "%s pays (%s): W's auto activates and %s draws %s" % (
                ntp, json.dumps(answer), ntp, dn[0]),
            "declined": "%s does not pay: the auto does not activate and nothing is drawn"
                        % ntp,
            "cancelled": "the cost cannot be paid, so the auto cannot be declared: it is "
                         "cancelled when taken up, with no cost choice"}[outcome]
    desc = " ".join(texts + ["%s's W has 「相手のバトルエリアにカードが置かれた時、カード1枚を引く」 "
                             "with the skill cost %s. %s uses C; %s." % (
                                 ntp, json.dumps(cost, ensure_ascii=False), tp, what)])
    fam.add("cost-%s-%s" % (name, ntp.lower()), "Auto cost: %s (%s's auto)" % (
                name.replace("-", " "), ntp), desc, clauses, tags, s.setup(), script,
            {"state": state, "events": events})


def hidden(fam, first, variant):
    """9-6-3-1-1: autos pending in the hand may be declined (`null`)."""
    s, tp, ntp = board(first)
    s.put(tp, "hand", "C", cost={"total": 1})
    s.put(tp, "energy", "E1")
    watch = auto(move_to("battle", who="opponent"), draw(), zone="hand")
    s.put(ntp, "hand", "H1", skills=[watch])
    if variant == "two-decline":
        s.put(ntp, "hand", "H2", skills=[watch])
    if variant.startswith("mixed"):
        s.put(ntp, "battle", "B", skills=[auto(move_to("battle", who="opponent"),
                                              {"markers": 1})])
    dn = s.zones[ntp]["deck"]
    script = [{"do": "play", "card": "C", "pay": ["E1"]}]
    events = [{"type": "enter", "card": "C", "how": "play"}]
    hand = [c for c in s.zones[ntp]["hand"]]
    markers = 0
    if variant in ("decline", "two-decline"):
        script.append({"choose": None, "for": "auto", "by": ntp})
        what = "%s answers null: every auto pending in its hand is declined; nothing is " \
               "revealed or drawn" % ntp
    elif variant == "declare":
        script.append({"choose": opt("H1", 0), "for": "auto", "by": ntp})
        events += [{"type": "reveal", "player": ntp, "cards": ["H1"]},
                   {"type": "activate", "card": "H1", "skill": 0},
                   {"type": "draw", "player": ntp, "card": dn[0]}]
        hand = hand + [dn[0]]
        what = "%s declares H1's: H1 is revealed (9-6-3-1) and %s draws %s" % (ntp, ntp, dn[0])
    elif variant == "mixed-decline":
        script.append({"choose": None, "for": "auto", "by": ntp})
        events += [{"type": "activate", "card": "B", "skill": 0}]
        markers = 1
        what = "both are offered; null declines H1's, and B's, left alone and not hidden, is " \
               "taken up without asking: one marker"
    else:
        script += [{"choose": opt("H1", 0), "for": "auto", "by": ntp}]
        events += [{"type": "reveal", "player": ntp, "cards": ["H1"]},
                   {"type": "draw", "player": ntp, "card": dn[0]},
                   {"type": "activate", "card": "B", "skill": 0}]
        hand = hand + [dn[0]]
        markers = 1
        what = "%s declares H1's first (revealed, draws %s), then B's alone" % (ntp, dn[0])
    desc = " ".join(x for x in [fam.quote("9-6-3-1-1", "手札などの非公開領域で待機状態となっている【自動】は、"
                                            "そのスキルのマスターが発動を宣言せず、公開しないことを選ぶことが"
                                            "できます。"),
                     fam.quote("9-6-3-1") if "declare" in variant else "",
                     "%s has %s in its hand with 「相手のバトルエリアにカードが置かれた時、カード1枚を"
                     "引く」 valid in the hand%s. %s uses C: %s." % (
                         ntp, "H1 and H2" if variant == "two-decline" else "H1",
                         " and B in its battle area with the same trigger placing a marker"
                         if variant.startswith("mixed") else "", tp, what)] if x)
    clauses = ["9-6-3-1-1"] + (["9-6-3-1"] if "declare" in variant else [])
    fam.add("hidden-%s-%s" % (variant, ntp.lower()),
            "Auto in the hand: %s (%s)" % (variant.replace("-", " "), ntp), desc, clauses,
            ["autos", "hidden", fam.reading("FW-AUTO-AFTER-MOVE")], s.setup(), script,
            {"state": {ntp: {"hand": hand, "markers": markers}}, "events": events})


def at_once(fam, first, n):
    """9-6-2-1: n of the non-turn player's cards KO'd by one instruction; its leader's
    「自分のドロップにカードが置かれた時、カード1枚を引く」 is pending once."""
    s, tp, ntp = board(first)
    s.put(tp, "battle", "S", skills=[act("main", {"ko": {"all": {"who": "opponent"}}})])
    vs = [s.put(ntp, "battle", "V%d" % (i + 1)) for i in range(n)]
    lead_n = s.zones[ntp]["leader"]
    s.cards[lead_n]["skills"] = [auto(move_to("drop", who="you"), draw())]
    script = [{"do": "activate", "card": "S", "skill": 0}]
    drop = list(vs)
    if n >= 2:
        drop = list(reversed(vs))
        script.append({"choose": drop, "for": "order", "by": ntp})
    dn = s.zones[ntp]["deck"]
    events = [{"type": "ko", "card": v} for v in vs]
    events += [{"type": "pending", "card": lead_n, "skill": 0},
               {"type": "checkpoint", "at": "7-3-3"},
               {"type": "activate", "card": lead_n, "skill": 0},
               {"type": "draw", "player": ntp, "card": dn[0]}]
    clauses = ["9-6-2"] + (["9-6-2-1", "3-1-5"] if n >= 2 else [])
    desc = " ".join([fam.quote("9-6-2-1"),
                     "%s's S KOs every battle card of %s (%s) with one instruction: they are put "
                     "into %s's drop at once%s. %s's leader 「自分のドロップエリアにカードが置かれた時、"
                     "カード1枚を引く」 is pending once and %s draws one card, %s." % (
                         tp, ntp, ", ".join(vs), ntp,
                         " (its owner orders them, top first %s)" % ", ".join(drop)
                         if n >= 2 else "", ntp, ntp, dn[0])])
    fam.add("at-once-%d-%s" % (n, ntp.lower()),
            "Simultaneous triggers: %d cards into %s's drop at once, one pending" % (n, ntp),
            desc, clauses, ["autos", "trigger", fam.reading("FW-PENDING-COUNT")], s.setup(),
            script,
            {"state": {ntp: {"hand": dn[:1], "drop": drop, "battle": []}}, "events": events})


def sequential(fam, first):
    """FW-PENDING-COUNT: two KOs one after another make the auto pending twice."""
    s, tp, ntp = board(first)
    one = {"ko": {"choose": 1, "from": {"who": "opponent"}}}
    s.put(tp, "battle", "S", skills=[act("main", one, one)])
    s.put(ntp, "battle", "V1")
    s.put(ntp, "battle", "V2")
    lead_n = s.zones[ntp]["leader"]
    s.cards[lead_n]["skills"] = [auto(move_to("drop", who="you"), draw())]
    script = [{"do": "activate", "card": "S", "skill": 0},
              {"choose": ["V2"], "for": "target", "by": tp}]
    dn = s.zones[ntp]["deck"]
    events = [{"type": "ko", "card": "V2"}, {"type": "pending", "card": lead_n, "skill": 0},
              {"type": "ko", "card": "V1"}, {"type": "pending", "card": lead_n, "skill": 0},
              {"type": "checkpoint", "at": "7-3-3"},
              {"type": "activate", "card": lead_n, "skill": 0},
              {"type": "activate", "card": lead_n, "skill": 0}]
    desc = " ".join([fam.quote("9-6-2"), fam.quote("5-2-3"),
                     "S's skill is 「相手のバトルカード1枚を選びKOする。相手のバトルカード1枚を選び"
                     "KOする」: %s chooses V2 (two candidates), then V1 is the only one (chosen "
                     "without asking). The two KOs happen one after another, so %s's leader's "
                     "auto is pending twice and resolves twice at 7-3-3: %s draws %s and %s "
                     "(the two pending instances are one auto: the same option, nothing to "
                     "choose)." % (
                         tp, ntp, ntp, dn[0], dn[1])])
    fam.add("one-after-another-%s" % ntp.lower(),
            "Triggers one after another: two KOs, the auto pending twice (%s)" % ntp, desc,
            ["9-6-2", "5-2-3"], ["autos", "trigger", fam.reading("FW-PENDING-COUNT")],
            s.setup(), script,
            {"state": {ntp: {"hand": dn[:2], "drop": ["V1", "V2"]}}, "events": events})


def moved_still_resolves(fam, first, bounce_first):
    """9-6-9: C's two 【登場時】: 0 returns C to the hand, 1 draws; both resolve."""
    s, tp, ntp = board(first)
    s.put(tp, "hand", "C", cost={"total": 0},
          skills=[auto("enter", {"move": "this", "to": "hand"}), auto("enter", draw())])
    dt = s.zones[tp]["deck"]
    pick = 0 if bounce_first else 1
    script = [{"do": "play", "card": "C", "pay": []},
              {"choose": opt("C", pick), "for": "auto", "by": tp}]
    if bounce_first:
        script.append({"choose": opt("C", 1), "for": "auto", "by": tp})
        events = [{"type": "activate", "card": "C", "skill": 0},
                  {"type": "move", "card": "C", "from": "%s:battle" % tp, "to": "%s:hand" % tp},
                  {"type": "reveal", "player": tp, "cards": ["C"]},
                  {"type": "activate", "card": "C", "skill": 1},
                  {"type": "draw", "player": tp, "card": dt[0]}]
        hand = ["C", dt[0]]
    else:
        events = [{"type": "activate", "card": "C", "skill": 1},
                  {"type": "draw", "player": tp, "card": dt[0]},
                  {"type": "activate", "card": "C", "skill": 0},
                  {"type": "move", "card": "C", "from": "%s:battle" % tp, "to": "%s:hand" % tp}]
        hand = [dt[0], "C"]
    desc = " ".join([fam.quote("9-6-9", "誘発条件を満たした【自動】は、その【自動】を有していたカードの"
                                        "領域が変わっていた場合やそのカードのスキルが無効になっていた場合、"
                                        "それでもその【自動】は発動しなければいけません。"),
                     fam.quote("5-3-2"), fam.quote("3-1-6"),
                     "%s uses C (cost 0) with two 【登場時】: 0 「このカードを手札に戻す」 (no player "
                     "named: its owner's hand), 1 「カード"
                     "1枚を引く」. %s" % (tp, "0 first: C goes back to the hand; 1, pending for a "
                                         "card that has left the battle area, may still be "
                                         "declared; its card is now in the hand, so the choice "
                                         "to declare it is asked (9-6-3-1-1, FW-AUTO-AFTER-MOVE) "
                                         "and, declared, C is revealed (9-6-3-1) and %s is "
                                         "drawn." % dt[0] if bounce_first else
                                         "1 first draws %s, then 0 returns C." % dt[0])])
    fam.add("moved-still-resolves-%s-%s" % ("bounce-first" if bounce_first else "draw-first",
                                            tp.lower()),
            "An auto of a card that left the battle area still resolves (%s)" % tp, desc,
            (["9-6-9", "5-3-2", "9-6-3-1-1", "9-6-3-1"] if bounce_first else ["5-3-2"]) +
            ["3-1-6"],
            ["autos", fam.reading("FW-AUTO-AFTER-MOVE")], s.setup(), script,
            {"state": {tp: {"hand": hand, "battle": []}}, "events": events})


def state_trigger(fam, first):
    """9-6-8: 「自分の手札にカードがない時、カード1枚を引く」 on the leader."""
    s, tp, ntp = board(first)
    lead = s.zones[tp]["leader"]
    s.cards[lead]["skills"] = [auto({"on": "state", "condition": {
        "count": {"who": "you", "zone": "hand"}, "max": 0}}, draw())]
    s.put(tp, "hand", "C", cost={"total": 0})
    dt = s.zones[tp]["deck"]
    script = [{"do": "play", "card": "C", "pay": []},
              {"do": "play", "card": dt[0], "pay": []}]
    s.cards[dt[0]]["cost"] = {"total": 0}
    events = [{"type": "enter", "card": "C", "how": "play"},
              {"type": "checkpoint", "at": "7-3-3"},
              {"type": "activate", "card": lead, "skill": 0},
              {"type": "draw", "player": tp, "card": dt[0]},
              {"type": "enter", "card": dt[0], "how": "play"},
              {"type": "checkpoint", "at": "7-3-3"},
              {"type": "activate", "card": lead, "skill": 0},
              {"type": "draw", "player": tp, "card": dt[1]}]
    desc = " ".join([fam.quote("9-6-8", "【自動】が、特定の事項が発生したことではなく、特定の条件が満たさ"
                                        "れていることを誘発条件としている場合があります"),
                     fam.quote("9-6-8-1"),
                     "%s's leader has 「自分の手札にカードがない時、カード1枚を引く」. %s uses C, its "
                     "only card: the hand is empty, the auto becomes pending and at 7-3-3 draws "
                     "%s; the condition no longer holds. %s uses %s (cost 0): empty again, "
                     "pending again, %s drawn." % (tp, tp, dt[0], tp, dt[0], dt[1])])
    fam.add("state-trigger-%s" % tp.lower(), "State trigger: an empty hand draws, twice (%s)" % tp,
            desc, ["9-6-8", "9-6-8-1"], ["autos", "trigger"], s.setup(), script,
            {"state": {tp: {"hand": [dt[1]], "battle": [{"card": "C"}, {"card": dt[0]}]}},
             "events": events})



def once_twice(fam, first):
    """15-7-4 / 9-2-3: a 【ターン1回】 auto with a cost pending again after it resolved is
    cancelled without its cost being paid."""
    s, tp, ntp = board(first)
    s.put(tp, "hand", "C1", cost={"total": 0})
    s.put(tp, "hand", "C2", cost={"total": 0})
    s.put(ntp, "battle", "W", skills=[auto(move_to("battle", who="opponent"), draw(),
                                           cost=[{"energy": 1}], once_per_turn=True)])
    s.put(ntp, "energy", "W1")
    s.put(ntp, "energy", "W2")
    dn = s.zones[ntp]["deck"]
    script = [{"do": "play", "card": "C1", "pay": []},
              {"choose": ["W1"], "for": "cost", "by": ntp},
              {"do": "play", "card": "C2", "pay": []}]
    events = [{"type": "enter", "card": "C1", "how": "play"},
              {"type": "activate", "card": "W", "skill": 0},
              {"type": "draw", "player": ntp, "card": dn[0]},
              {"type": "enter", "card": "C2", "how": "play"},
              {"type": "checkpoint", "at": "7-3-3"}]
    desc = " ".join([fam.quote("15-7-5"), fam.quote("9-2-3"), fam.quote("9-2-4"),
                     "%s's W has 【ターン1回】「相手のバトルエリアにカードが置かれた時、①:カード1枚を"
                     "引く」. %s uses C1: W's auto resolves, %s pays W1 and draws %s. %s uses C2: "
                     "the auto is pending again but may not be declared this turn: it is "
                     "cancelled (9-6-3-2) with no cost choice; W2 stays active." % (
                         ntp, tp, ntp, dn[0], tp)])
    fam.add("once-per-turn-again-%s" % ntp.lower(),
            "【ターン1回】 auto pending again the same turn (%s's)" % ntp, desc,
            ["15-7-5", "9-2-3", "9-6-3-2", "15-7-2", "9-2-4"], ["autos", "once-per-turn"],
            s.setup(),
            script,
            {"state": {ntp: {"hand": dn[:1], "energy": [{"card": "W1", "rested": True},
                                                        {"card": "W2", "rested": False}]}},
             "events": events})


def once_pending_twice(fam, first):
    """15-7-4: a 【ターン1回】 auto pending twice before a check point (two KOs one after another,
    FW-PENDING-COUNT): one resolves, the other fails."""
    s, tp, ntp = board(first)
    one = {"ko": {"choose": 1, "from": {"who": "opponent"}}}
    s.put(tp, "battle", "S", skills=[act("main", one, one)])
    s.put(ntp, "battle", "V1")
    s.put(ntp, "battle", "V2")
    lead_n = s.zones[ntp]["leader"]
    s.cards[lead_n]["skills"] = [auto(move_to("drop", who="you"), draw(), once_per_turn=True)]
    script = [{"do": "activate", "card": "S", "skill": 0},
              {"choose": ["V2"], "for": "target", "by": tp}]
    dn = s.zones[ntp]["deck"]
    events = [{"type": "ko", "card": "V2"}, {"type": "pending", "card": lead_n, "skill": 0},
              {"type": "ko", "card": "V1"}, {"type": "pending", "card": lead_n, "skill": 0},
              {"type": "checkpoint", "at": "7-3-3"},
              {"type": "activate", "card": lead_n, "skill": 0},
              {"type": "draw", "player": ntp, "card": dn[0]}]
    desc = " ".join([fam.quote("15-7-4"), fam.quote("15-7-2"),
                     "S's skill is 「相手のバトルカード1枚を選びKOする。相手のバトルカード1枚を選び"
                     "KOする」: %s chooses V2, then V1 is the only one. %s's leader has 【ターン1回】"
                     "「自分のドロップエリアにカードが置かれた時、カード1枚を引く」: the two KOs one "
                     "after another make it pending twice; at 7-3-3 one resolves (%s draws %s) and "
                     "the other fails: %s's hand holds one card, its deck lost one." % (
                         tp, ntp, ntp, dn[0], ntp)])
    fam.add("once-pending-twice-%s" % ntp.lower(),
            "【ターン1回】 auto pending twice: one resolves, the other fails (%s)" % ntp, desc,
            ["15-7-4", "15-7-2"], ["autos", "once-per-turn", fam.reading("FW-PENDING-COUNT")],
            s.setup(), script,
            {"state": {ntp: {"hand": dn[:1], "deck": dn[1:], "drop": ["V1", "V2"]}},
             "events": events})


def state_triggers_again(fam, first, pick):
    """9-6-8-1: a state trigger that has resolved becomes pending again while its condition still
    holds, whichever of two such autos resolves first."""
    s, tp, ntp = board(first)
    big_deck = {"on": "state", "condition": {"count": {"who": "you", "zone": "deck"}, "min": 4}}
    s.put(tp, "battle", "S1", skills=[auto(big_deck, draw())])
    s.put(tp, "battle", "S2", skills=[auto(big_deck, draw())])
    dt = s.zones[tp]["deck"]
    other_one = "S2" if pick == "S1" else "S1"
    script = [{"choose": opt(pick, 0), "for": "auto", "by": tp},
              {"choose": opt(other_one, 0), "for": "auto", "by": tp}]
    desc = " ".join([fam.quote("9-6-8-1"),
                     "%s's S1 and S2 each have 「自分のデッキが4枚以上の時、カード1枚を引く」, with 5 "
                     "cards in the deck: both pending at 7-3-3. %s resolves %s first: 4 cards "
                     "left, the condition still holds, so %s is pending again; then %s: 3 left, "
                     "the condition no longer holds; then the %s pending again resolves: 3 draws "
                     "in all." % (tp, tp, pick, pick, other_one, pick)])
    fam.add("state-triggers-again-%s-first-%s" % (pick.lower(), tp.lower()),
            "Two state triggers, %s resolved first, pending again (%s)" % (pick, tp), desc,
            ["9-6-8", "9-6-8-1"], ["autos", "trigger"], s.setup(), script,
            {"state": {tp: {"hand": dt[:3], "deck": dt[3:]}},
             "events": [{"type": "activate", "card": pick, "skill": 0},
                        {"type": "draw", "player": tp, "card": dt[0]},
                        {"type": "activate", "card": other_one, "skill": 0},
                        {"type": "draw", "player": tp, "card": dt[1]},
                        {"type": "activate", "card": pick, "skill": 0},
                        {"type": "draw", "player": tp, "card": dt[2]}],
             "exactly": [{"type": "activate"}, {"type": "draw", "player": tp}]})
