"""Family `payments`: what a payment can be.  An extra card used from the hand pays its cost,
goes to the drop, then pays its skill cost (12-2-2-2, 12-2-2-3): energy markers or energy enough
for either alone but not for both make the skill cost unpayable, and the declaration is refused
(1-4-6, FW-COST-PART-WAY, FW-MARKER-SKILL-COST); enough for both pays both.  A discard part
takes cards other than the card paying: an extra card alone in the hand cannot discard one
(13-7, 1-4-6).  「このカードをドロップに置く」 cannot be paid by a card already in the drop (0-2-4-1,
1-4-6).  A cost of 0 and a skill cost with no energy part are paid with an empty list: nothing
is paid, no `pay` (5-3-2).  A requirement of 13-13 applying from the setup (an earlier skill's
effect) binds like one a skill creates: the act only with its cost paid (13-13-1); on a combo
too (paid first, then the card goes to the combo area; unpayable: refused and left out of the
legal set; declined: refused); a required cost with no energy part (a discard) is paid with no
`cost` choice.  Both players.
"""

from . import Family
from ..model.table import other
from .lang import act
from .scene import players_board

DRAW = {"draw": 1}


def generate(ctx):
    fam = Family(ctx, __name__)
    for first in ("P1", "P2"):
        for markers, energy, ok in ((1, 0, False), (0, 1, False), (2, 0, True), (1, 1, True)):
            extra_both_costs(fam, first, markers, energy, ok)
        for others in (0, 1, 2):
            extra_discard(fam, first, others)
        drop_self_in_drop(fam, first)
        extra_same_energy(fam, first)
        extra_same_energy_second(fam, first)
        extra_first_card_pays(fam, first)
        extra_one_marker_twice(fam, first)
        for what in ("cost-zero", "no-energy-part"):
            empty_payment(fam, first, what)
        for how in ("paid", "unpayable"):
            setup_requirement(fam, first, how)
        for how in ("paid", "unpayable", "declined"):
            combo_requirement(fam, first, how)
        for hand in (1, 0):
            discard_requirement(fam, first, hand)
    return fam.cases


board = players_board


def extra_both_costs(fam, first, markers, energy, ok):
    s, tp, ntp = board(first)
    s.zones[tp]["markers"] = markers
    es = [s.put(tp, "energy", "E%d" % (i + 1)) for i in range(energy)]
    s.put(tp, "hand", "X", type="extra", cost={"total": 1},
          skills=[act("main", DRAW, cost=[{"energy": 1}])])
    payers = es + ["marker"] * markers
    pay, skill_pay = payers[:1], payers[1:] or payers[:1]
    deck = s.zones[tp]["deck"]
    script = [{"do": "activate", "card": "X", "skill": 0, "pay": pay, "skill_pay": skill_pay}]
    have = " and ".join(x for x in ("%d marker%s" % (markers, "s" if markers > 1 else "")
                                    if markers else "", "%d energy" % energy if energy else "")
                        if x)
    if ok:
        expect = {"state": {tp: {"hand": deck[:1], "drop": ["X"], "markers": 0}},
                  "events": [{"type": "pay", "player": tp},
                             {"type": "move", "card": "X", "from": "%s:hand" % tp,
                              "to": "%s:drop" % tp, "cause": "pay"},
                             {"type": "pay", "player": tp},
                             {"type": "activate", "card": "X", "skill": 0},
                             {"type": "draw", "player": tp, "card": deck[0]}]}
        what = "enough for both: the card's cost is paid (%s), X goes to the drop, then the " \
               "skill cost (%s), and X's skill draws a card" % (pay[0], skill_pay[0])
        clauses = ["12-2-2-2", "12-2-2-3"]
    else:
        expect = {"state": {tp: {"hand": ["X"], "markers": markers}},
                  "rejections": [{"step": 0, "rule": "1-4-6"}]}
        what = "either cost alone could be paid, not both: the card's cost is paid first and " \
               "what it uses is not there for the skill cost, so the skill cost cannot be paid " \
               "and the declaration is refused (1-4-6); nothing is paid"
        clauses = ["1-4-6", "12-2-2-3"]
    desc = " ".join([
        fam.quote("12-2-2-2"), fam.quote("12-2-2-3"), fam.quote("1-4-6"),
        "%s has %s; X (extra, cost 1): 「【起動メイン】①:カード1枚を引く」, used from the hand: %s." % (
            tp, have, what)])
    fam.add("extra-both-costs-%dm-%de-%s" % (markers, energy, tp.lower()),
            "An extra card's cost and skill cost together with %s (%s)" % (have, tp), desc,
            clauses + (["1-11-2"] if markers else []),
            ["payments", "extra", fam.reading("FW-COST-PART-WAY"),
             fam.reading("FW-MARKER-SKILL-COST")], s.setup(), script, expect)


def extra_discard(fam, first, others):
    s, tp, ntp = board(first)
    s.put(tp, "hand", "X", type="extra", cost={"total": 0},
          skills=[act("main", DRAW, cost=[{"discard": 1}])])
    hand = [s.put(tp, "hand", "H%d" % (i + 1)) for i in range(others)]
    deck = s.zones[tp]["deck"]
    script = [{"do": "activate", "card": "X", "skill": 0, "pay": []}]
    if others:
        gone = hand[-1]
        if others > 1:
            script.append({"choose": [gone], "for": "target", "by": tp})
        expect = {"state": {tp: {"hand": hand[:-1] + deck[:1], "drop": [gone, "X"]}},
                  "events": [{"type": "move", "card": "X", "from": "%s:hand" % tp,
                              "to": "%s:drop" % tp, "cause": "pay"},
                             {"type": "move", "card": gone, "from": "%s:hand" % tp,
                              "to": "%s:drop" % tp, "cause": "pay"},
                             {"type": "activate", "card": "X", "skill": 0}]}
        what = ("X goes to the drop, then H1, the one other card, is discarded (a choice of one "
                "of one is no choice), and X's skill draws" if others == 1 else
                "X goes to the drop, then %s chooses which of H1 and H2 to discard (H2), and X's "
                "skill draws" % tp)
        clauses = ["12-2-2-3", "13-7-1"]
    else:
        expect = {"state": {tp: {"hand": ["X"]}}, "rejections": [{"step": 0, "rule": "1-4-6"}]}
        what = "X is the only card in the hand, and the card paying is not one the part can " \
               "discard (it is in the drop by then, 12-2-2-2): the cost cannot be paid, the " \
               "declaration is refused (1-4-6)"
        clauses = ["1-4-6"]
    desc = " ".join([
        fam.quote("13-7-1"), fam.quote("1-4-6"),
        "%s's X (extra, cost 0): 「【起動メイン】手札1枚を捨てる:カード1枚を引く」, used from a hand of %s: "
        "%s." % (tp, ", ".join(["X"] + hand), what)])
    fam.add("extra-discard-%d-others-%s" % (others, tp.lower()),
            "A discard part of an extra card used from the hand, %d other card%s (%s)" % (
                others, "" if others == 1 else "s", tp), desc, clauses,
            ["payments", "extra", fam.reading("FW-COST-PART-WAY")], s.setup(), script, expect)


def drop_self_in_drop(fam, first):
    s, tp, ntp = board(first)
    s.put(tp, "drop", "D", skills=[act("main", DRAW, cost=["drop-self"], zone="drop")])
    desc = " ".join([
        fam.quote("1-4-6"), fam.quote("0-2-4-1", "すでにある状態にあるものを改めてその状態にするよう求め"
                                                 "られた場合、それは改めてその状態になるわけではなく、その行動"
                                                 "自体が実行されません"),
        "%s's D, in the drop: 「【起動メイン】(ドロップで有効) このカードをドロップに置く:カード1枚を引く」: D "
        "is already in the drop, so the cost cannot be paid and the declaration is refused." % tp])
    fam.add("drop-self-in-drop-%s" % tp.lower(),
            "「このカードをドロップに置く」 cannot be paid from the drop (%s)" % tp, desc,
            ["1-4-6", "0-2-4-1"], ["payments", fam.reading("FW-COST-PART-WAY")], s.setup(),
            [{"do": "activate", "card": "D", "skill": 0, "skill_pay": []}],
            {"state": {tp: {"drop": ["D"], "hand": []}},
             "rejections": [{"step": 0, "rule": "1-4-6"}]})


def empty_payment(fam, first, what):
    s, tp, ntp = board(first)
    s.put(tp, "energy", "E1")
    if what == "cost-zero":
        s.put(tp, "hand", "C", cost={"total": 0})
        script = [{"do": "play", "card": "C", "pay": []}]
        events = [{"type": "enter", "card": "C", "how": "play"}]
        state = {tp: {"battle": [{"card": "C", "rested": False}],
                      "energy": [{"card": "E1", "rested": False}]}}
        text = "C, cost 0, played with an empty payment: it enters; nothing is paid (「コストを支払わ" \
               "ずに」), no `pay`"
        clauses = ["5-3-2", "5-5-2-1"]
    else:
        s.put(tp, "battle", "S", skills=[act("main", DRAW, cost=["rest-self"])])
        script = [{"do": "activate", "card": "S", "skill": 0, "skill_pay": []}]
        events = [{"type": "rest", "card": "S"}, {"type": "activate", "card": "S", "skill": 0}]
        state = {tp: {"battle": [{"card": "S", "rested": True}],
                      "energy": [{"card": "E1", "rested": False}]}}
        text = "S's 「【起動メイン】このカードをレストにする:カード1枚を引く」 declared with an empty energy " \
               "payment: the skill cost has no energy part, S rests, no energy is paid, no `pay`"
        clauses = ["1-4-2", "9-4-2-1"]
    desc = " ".join([fam.quote("5-3-2") if what == "cost-zero" else fam.quote("1-4-2"),
                     "%s: %s." % (tp, text)])
    fam.add("empty-payment-%s-%s" % (what, tp.lower()),
            "An empty payment: %s (%s)" % (what.replace("-", " "), tp), desc, clauses,
            ["payments"], s.setup(), script,
            {"state": state, "events": events, "absent": [{"type": "pay"}]})


def setup_requirement(fam, first, how):
    s, tp, ntp = board(first)
    s.put(tp, "battle", "A", power=6000)
    if how == "paid":
        s.put(tp, "energy", "E1")
    s.effect(ntp, require="attack", cost=[{"energy": 1}], target="A", until="turn")
    lead_n = s.zones[ntp]["leader"]
    script = [{"do": "attack", "card": "A", "target": lead_n}]
    if how == "paid":
        script.append({"choose": ["E1"], "for": "cost", "by": tp})
        expect = {"events": [{"type": "pay", "player": tp, "cards": ["E1"], "markers": 0},
                             {"type": "attack", "card": "A", "target": lead_n}],
                  "state": {tp: {"energy": [{"card": "E1", "rested": True}]}}}
        what = "%s pays E1 as A attacks: the attack goes ahead" % tp
    else:
        expect = {"rejections": [{"step": 0, "rule": "13-13-1"}],
                  "state": {tp: {"battle": [{"card": "A", "rested": False}]}}}
        what = "%s has no energy: A cannot attack (13-13-1), nothing changes" % tp
    desc = " ".join([fam.quote("13-13-1"),
                     "Applying from the setup, an effect of %s's: 「このターン中、%sのAは、エナジー1を支払わな"
                     "ければアタックできない」: %s." % (ntp, tp, what)])
    fam.add("setup-requirement-%s-%s" % (how, tp.lower()),
            "A requirement applying from the setup: the attack %s (%s)" % (how, tp), desc,
            ["13-13-1"], ["payments", "effect-rules"], s.setup(), script, expect)


def extra_same_energy(fam, first):
    """One energy card named for both the card's cost and the skill cost pays only one."""
    s, tp, ntp = board(first)
    s.put(tp, "energy", "E1")
    s.put(tp, "energy", "E2")
    s.put(tp, "hand", "X", type="extra", cost={"total": 1},
          skills=[act("main", DRAW, cost=[{"energy": 1}])])
    desc = " ".join([
        fam.quote("1-4-6"),
        "%s's X (extra, cost 1): 「【起動メイン】①:カード1枚を引く」, used from the hand naming E1 for the "
        "card's cost and E1 again for the skill cost: once rested for the card's cost, E1 cannot "
        "pay the skill cost; the declaration is refused and nothing is paid (E2 would have "
        "paid it)." % tp])
    fam.add("extra-same-energy-%s" % tp.lower(),
            "One energy card named for both costs of an extra card is refused (%s)" % tp, desc,
            ["1-4-6"], ["payments", "extra"], s.setup(),
            [{"do": "activate", "card": "X", "skill": 0, "pay": ["E1"], "skill_pay": ["E1"]}],
            {"state": {tp: {"hand": ["X"], "energy": [{"card": "E1", "rested": False},
                                                      {"card": "E2", "rested": False}]}},
             "rejections": [{"step": 0, "rule": "1-4-6"}]})


def combo_requirement(fam, first, how):
    """13-13-1 on a combo: the required energy is paid first, then the card combos."""
    s, tp, ntp = board(first)
    s.put(tp, "battle", "A", power=6000)
    s.put(tp, "hand", "C", power=3000, combo=2000)
    if how != "unpayable":
        s.put(tp, "energy", "E1")
    s.effect(ntp, require="combo", cost=[{"energy": 1}], target="C", until="turn")
    lead_n = s.zones[ntp]["leader"]
    script = [{"do": "attack", "card": "A", "target": lead_n}, {"query": "legal"},
              {"do": "combo", "card": "C"}]
    legal = [{"do": "combo", "card": "C"}, {"do": "pass"}]
    if how == "paid":
        script.append({"choose": ["E1"], "for": "cost", "by": tp})
        expect = {"events": [{"type": "attack", "card": "A", "target": lead_n},
                             {"type": "pay", "player": tp, "cards": ["E1"], "markers": 0},
                             {"type": "combo", "player": tp, "card": "C"}],
                  "exactly": [{"type": "pay"}, {"type": "combo"}],
                  "state": {tp: {"energy": [{"card": "E1", "rested": True}], "hand": [],
                                 "combo": [{"card": "C", "combo": 2000}]}}}
        what = "%s pays E1 first, then C goes to the combo area" % tp
    else:
        if how == "declined":
            script.append({"choose": False, "for": "cost", "by": tp})
        else:
            legal = [{"do": "pass"}]
        expect = {"rejections": [{"step": 2, "rule": "13-13-1"}],
                  "absent": [{"type": "combo"}, {"type": "pay"}],
                  "state": {tp: {"hand": ["C"], "combo": [],
                                 "energy": [{"card": "E1", "rested": False}]
                                 if how == "declined" else []}}}
        what = ("%s declines the cost (`false`): the combo is refused, nothing is paid" % tp
                if how == "declined" else
                "%s has no energy: C cannot combo (13-13-1), the legal set leaves it out and "
                "the declaration is refused" % tp)
    expect["legal"] = [{"step": 1, "actions": legal}]
    desc = " ".join([fam.quote("13-13-1"),
                     "Applying from the setup, an effect of %s's: 「このターン中、%sのCは、エナジー1を支払わ"
                     "なければコンボできない」. A attacks; in the offense step %s combos with C (hand, "
                     "combo power 2000): %s." % (ntp, tp, tp, what)])
    fam.add("combo-requirement-%s-%s" % (how, tp.lower()),
            "A combo that costs something: %s (%s)" % (how, tp), desc,
            ["13-13-1"] + (["5-6-3-1-2"] if how == "paid" else []), ["payments", "combo"] +
            (["rejection"] if how != "paid" else []), s.setup(), script, expect)


def discard_requirement(fam, first, hand):
    """13-13-1 with a cost that has no energy part: paid without a `cost` choice."""
    s, tp, ntp = board(first)
    s.put(tp, "battle", "A", power=6000)
    held = [s.put(tp, "hand", "H%d" % (i + 1)) for i in range(hand)]
    s.effect(ntp, require="attack", cost=[{"discard": 1}], target="A", until="turn")
    lead_n = s.zones[ntp]["leader"]
    script = [{"query": "legal"}, {"do": "attack", "card": "A", "target": lead_n}]
    attacks = [{"do": "attack", "card": c, "target": lead_n}
               for c in ([s.zones[tp]["leader"]] + (["A"] if hand else []))]
    if hand:
        expect = {"events": [{"type": "move", "card": "H1", "from": "%s:hand" % tp,
                              "to": "%s:drop" % tp, "cause": "pay"},
                             {"type": "attack", "card": "A", "target": lead_n}],
                  "state": {tp: {"hand": [], "drop": ["H1"],
                                 "battle": [{"card": "A", "rested": True}]}}}
        what = "%s discards H1, its only card, with no choice to make, then A attacks" % tp
    else:
        expect = {"rejections": [{"step": 1, "rule": "13-13-1"}],
                  "absent": [{"type": "attack"}],
                  "state": {tp: {"battle": [{"card": "A", "rested": False}]}}}
        what = "%s's hand is empty: the discard cannot be done, A's attack is left out of the " \
               "legal set and refused (13-13-1)" % tp
    expect["legal"] = [{"step": 0, "actions": attacks + [{"do": "pass"}]}]
    desc = " ".join([fam.quote("13-13-1"), fam.quote("13-7-1"),
                     "Applying from the setup, an effect of %s's: 「このターン中、%sのAは、手札1枚を捨てなけ"
                     "ればアタックできない」; %s has %d card%s in its hand: %s." % (
                         ntp, tp, tp, hand, "" if hand == 1 else "s", what)])
    fam.add("discard-requirement-%d-in-hand-%s" % (hand, tp.lower()),
            "An attack that costs a discard, %d card%s in the hand (%s)" % (
                hand, "" if hand == 1 else "s", tp), desc,
            ["13-13-1"] + (["13-7-1"] if hand else []),
            ["payments"] + ([] if hand else ["rejection"]), s.setup(), script, expect)


def extra_same_energy_second(fam, first):
    """The energy named for the card's cost named again as the second of the skill cost's."""
    s, tp, ntp = board(first)
    for e in ("E1", "E2", "E3"):
        s.put(tp, "energy", e)
    s.put(tp, "hand", "X", type="extra", cost={"total": 1},
          skills=[act("main", DRAW, cost=[{"energy": 2}])])
    desc = " ".join([
        fam.quote("1-4-6"),
        "%s's X (extra, cost 1): 「【起動メイン】②:カード1枚を引く」, used from the hand naming E1 for the "
        "card's cost and E2, E1 for the skill cost: E1, rested for the card's cost, cannot pay "
        "the skill cost too; the declaration is refused and nothing is paid (E3 would have "
        "paid it)." % tp])
    fam.add("extra-same-energy-second-%s" % tp.lower(),
            "An energy named for both costs of an extra card, second in the skill cost's (%s)"
            % tp, desc, ["1-4-6"], ["payments", "extra", "rejection"], s.setup(),
            [{"do": "activate", "card": "X", "skill": 0, "pay": ["E1"],
              "skill_pay": ["E2", "E1"]}],
            {"state": {tp: {"hand": ["X"], "energy": [{"card": e, "rested": False}
                                                      for e in ("E1", "E2", "E3")]}},
             "rejections": [{"step": 0, "rule": "1-4-6"}],
             "absent": [{"type": "pay"}, {"type": "reveal"}]})


def extra_first_card_pays(fam, first):
    """The energy the setup lists first pays the skill cost, another the card's cost."""
    s, tp, ntp = board(first)
    for e in ("E1", "E2"):
        s.put(tp, "energy", e)
    s.put(tp, "hand", "X", type="extra", cost={"total": 1},
          skills=[act("main", DRAW, cost=[{"energy": 1}])])
    s.cards = {"E2": s.cards["E2"], **{k: v for k, v in s.cards.items() if k != "E2"}}
    deck = s.zones[tp]["deck"]
    desc = " ".join([
        fam.quote("12-2-2-3"),
        "%s's X (extra, cost 1): 「【起動メイン】①:カード1枚を引く」, used from the hand paying E1 for "
        "the card's cost and E2 (the first card the setup lists) for the skill cost: two "
        "different energies, both rest, X goes to the drop and %s draws." % (tp, tp)])
    fam.add("extra-first-card-pays-%s" % tp.lower(),
            "An extra card's skill cost paid by the setup's first card (%s)" % tp, desc,
            ["12-2-2-3"], ["payments", "extra"], s.setup(),
            [{"do": "activate", "card": "X", "skill": 0, "pay": ["E1"], "skill_pay": ["E2"]}],
            {"state": {tp: {"hand": deck[:1], "drop": ["X"],
                            "energy": [{"card": "E1", "rested": True},
                                       {"card": "E2", "rested": True}]}},
             "events": [{"type": "pay", "player": tp, "cards": ["E1"]},
                        {"type": "pay", "player": tp, "cards": ["E2"]},
                        {"type": "activate", "card": "X", "skill": 0}]})


def extra_one_marker_twice(fam, first):
    """One energy marker named for both the card's cost and the skill cost."""
    s, tp, ntp = board(first)
    s.put(tp, "energy", "E1")
    s.zones[tp]["markers"] = 1
    s.put(tp, "hand", "X", type="extra", cost={"total": 1},
          skills=[act("main", DRAW, cost=[{"energy": 1}])])
    desc = " ".join([
        fam.quote("1-4-6"), fam.quote("1-11-2"),
        "%s has E1 and one energy marker; X (extra, cost 1): 「【起動メイン】①:カード1枚を引く」, used from "
        "the hand naming the marker for the card's cost and a marker again for the skill cost: "
        "there is one marker, removed for the card's cost, none left for the skill cost; the "
        "declaration is refused, nothing is paid (E1 for either would have paid it)." % tp])
    fam.add("extra-one-marker-twice-%s" % tp.lower(),
            "One energy marker named for both costs of an extra card (%s)" % tp, desc,
            ["1-4-6"], ["payments", "extra", "rejection", fam.reading("FW-MARKER-SKILL-COST")],
            s.setup(),
            [{"do": "activate", "card": "X", "skill": 0, "pay": ["marker"],
              "skill_pay": ["marker"]}],
            {"state": {tp: {"hand": ["X"], "markers": 1,
                            "energy": [{"card": "E1", "rested": False}]}},
             "rejections": [{"step": 0, "rule": "1-4-6"}],
             "absent": [{"type": "pay"}]})
