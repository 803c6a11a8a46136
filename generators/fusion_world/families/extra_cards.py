"""Family `extra-cards`: extra cards (ch. 12).  The use from the hand (12-2-2): revealed, its cost
paid and the card put into the drop before its skill cost and its effect (12-2-2-1 .. 12-2-2-5,
5-4-1-2), so the card is in the drop while its skill resolves; a skill cost (12-2-2-3) or none
(12-2-2-3-1); a 【起動戦闘中】 extra card in the offense and the defense step; the rejections (the
timing, 5-3-3, 5-3-1); a skill activated from the drop pays no cost (12-2-3); 「エクストラカードを
使用した時」 (5-4-1); a 【フィールド】's other skill in the battle area (15-3-3).  Both players.
"""

from . import Family
from ..model.table import other
from .lang import act, auto, draw
from .scene import leaders_board


def generate(ctx):
    fam = Family(ctx, __name__)
    for first in ("P1", "P2"):
        for variant in ("plain", "colored"):
            use_main(fam, first, variant)
        skill_cost(fam, first)
        in_drop(fam, first)
        for side in ("offense", "defense"):
            battle_extra(fam, first, side)
        for variant in ("timing", "no-payment", "wrong-payment"):
            rejected(fam, first, variant)
        from_drop(fam, first)
        use_trigger(fam, first)
        field_skill(fam, first)
        for variant in ("used", "declined", "not-paid", "with-skill-cost"):
            counter(fam, first, variant)
    return fam.cases


board = leaders_board


def use_main(fam, first, variant):
    s, tp, ntp, lead_t, lead_n = board(first)
    if variant == "plain":
        cost, energies, pay = {"total": 1}, [("E1", "red")], ["E1"]
    else:
        cost, energies, pay = {"total": 2, "specified": {"blue": 1}}, \
            [("E1", "red"), ("E2", "blue"), ("E3", "red")], ["E2", "E3"]
        s.cards[lead_t]["colors"] = ["red", "blue"]
    s.put(tp, "hand", "X", type="extra", cost=cost, colors=["red"],
          skills=[act("main", draw(), {"markers": 1})])
    for e, c in energies:
        s.put(tp, "energy", e, colors=[c])
    dt = s.zones[tp]["deck"]
    script = [{"query": "legal"}, {"do": "activate", "card": "X", "skill": 0, "pay": pay}]
    events = [{"type": "reveal", "player": tp, "cards": ["X"]},
              {"type": "pay", "player": tp, "cards": pay, "markers": 0}] + \
             [{"type": "rest", "card": e} for e in pay] + \
             [{"type": "move", "card": "X", "from": "%s:hand" % tp, "to": "%s:drop" % tp,
               "cause": "pay"},
              {"type": "activate", "card": "X", "skill": 0},
              {"type": "draw", "player": tp, "card": dt[0]},
              {"type": "checkpoint", "at": "7-3-3"}]
    desc = " ".join([fam.quote("12-1-1"),
                     fam.quote("12-2-1", "エクストラカードの発動には、ルールによって手札から使用しスキルを"
                                         "発動する場合と、カードの効果によって手札以外の領域でスキルを発動"
                                         "する場合があります。"),
                     fam.quote("12-2-2-1"), fam.quote("12-2-2-2"), fam.quote("12-2-2-5"),
                     fam.quote("1-2-1") if variant == "colored" else "",
                     "%s uses the extra card X (cost %s) from its hand: X is revealed, %s pay "
                     "the cost, X goes to the drop, the skill (no skill cost, 12-2-2-3-1) "
                     "activates and its effect draws %s and places a marker; the main phase goes "
                     "back to 7-3-3." % (tp, cost, " and ".join(pay), dt[0])])
    desc = desc.replace("  ", " ")
    fam.add("use-%s-%s" % (variant, tp.lower()), "Extra card used from the hand (%s cost, %s)" % (
                variant, tp), desc,
            ["12-2-2-1", "12-2-2-2", "12-2-2-3-1", "12-2-2-4", "12-2-2-5", "5-4-1-2",
             "7-3-4-2-1", "12-1-1", "12-2-1"] + (["1-2-3", "1-2-1"] if variant == "colored"
                                                 else []),
            ["extra"], s.setup(), script,
            {"legal": [{"step": 0, "actions": [{"do": "activate", "card": "X", "skill": 0},
                                               {"do": "attack", "card": lead_t, "target": lead_n},
                                               {"do": "pass"}]}],
             "state": {tp: {"hand": dt[:1], "drop": ["X"], "markers": 1,
                            "energy": [{"card": e, "rested": e in pay} for e, _ in energies]}},
             "events": events})


def skill_cost(fam, first):
    s, tp, ntp, lead_t, lead_n = board(first)
    s.put(tp, "hand", "X", type="extra", cost={"total": 1},
          skills=[act("main", draw(2), cost=[{"discard": 1}])])
    s.put(tp, "hand", "Y", power=2000)
    s.put(tp, "energy", "E1")
    dt = s.zones[tp]["deck"]
    script = [{"do": "activate", "card": "X", "skill": 0, "pay": ["E1"]}]
    events = [{"type": "move", "card": "X", "from": "%s:hand" % tp, "to": "%s:drop" % tp},
              {"type": "move", "card": "Y", "from": "%s:hand" % tp, "to": "%s:drop" % tp},
              {"type": "activate", "card": "X", "skill": 0},
              {"type": "draw", "player": tp, "card": dt[0]},
              {"type": "draw", "player": tp, "card": dt[1]}]
    desc = " ".join([fam.quote("12-2-2-2"), fam.quote("12-2-2-3"),
                     "X (cost 1) has 【起動メイン】「手札を1枚捨てる:カード2枚を引く」. %s pays E1, X "
                     "goes to the drop, then the skill cost discards Y, the only card left in the "
                     "hand (no choice), on top of X; then it draws %s and %s." % (
                         tp, dt[0], dt[1])])
    fam.add("skill-cost-%s" % tp.lower(), "Extra card: the card's cost, then its skill cost (%s)"
            % tp, desc, ["12-2-2-2", "12-2-2-3", "13-7-1", "5-1-3"], ["extra", "costs"],
            s.setup(), script,
            {"state": {tp: {"hand": dt[:2], "drop": ["Y", "X"]}}, "events": events})


def in_drop(fam, first):
    s, tp, ntp, lead_t, lead_n = board(first)
    cond = {"count": {"who": "you", "zone": "drop", "filter": {"name": "X"}}, "min": 1}
    s.put(tp, "hand", "X", type="extra", cost={"total": 0},
          skills=[act("main", {"if": cond, "then": [draw()], "else": [{"markers": 1}]})])
    dt = s.zones[tp]["deck"]
    script = [{"do": "activate", "card": "X", "skill": 0, "pay": []}]
    desc = " ".join([fam.quote("12-2-2-2"), fam.quote("12-2-2-5"), fam.quote("5-3-2"),
                     "X (cost 0) says 「自分のドロップに「X」がある場合、カード1枚を引く。そうでない"
                     "場合、エナジーマーカー1つを置く」: X is put into the drop before its effect is "
                     "executed, so the condition holds: %s draws %s, no marker." % (tp, dt[0])])
    fam.add("in-drop-while-resolving-%s" % tp.lower(),
            "An extra card is in the drop while its skill resolves (%s)" % tp, desc,
            ["12-2-2-2", "12-2-2-5", "5-3-2", "2-3-2"],
            ["extra", fam.reading("FW-EXTRA-SKILL-ZONE")],
            s.setup(), script, {"state": {tp: {"hand": dt[:1], "markers": 0, "drop": ["X"]}}})


def battle_extra(fam, first, side):
    s, tp, ntp, lead_t, lead_n = board(first)
    user = tp if side == "offense" else ntp
    target = "attack-card" if side == "offense" else "guard-card"
    s.put(user, "hand", "X", type="extra", cost={"total": 1},
          skills=[act("battle", {"power": 3000, "target": target, "until": "battle"})])
    s.put(user, "energy", "E1")
    s.put(tp, "battle", "A", power=6000 if side == "defense" else 3000)
    script = [{"do": "attack", "card": "A", "target": lead_n}]
    if side == "offense":
        script += [{"query": "legal"},
                   {"do": "activate", "card": "X", "skill": 0, "pay": ["E1"]},
                   {"do": "pass"}, {"do": "pass", "by": ntp}]
        qstep = 1
        legal = [{"do": "activate", "card": "X", "skill": 0}, {"do": "pass"}]
        compare = {"type": "compare", "attack": 6000, "guard": 5000}
        life = s.zones[ntp]["life"][1:]
        what = "A 3000 + 3000 = 6000 ≥ 5000: 1 damage"
        clauses = ["8-2-4-2", "8-2-4-2-1", "1-3-4-1-2", "12-2-2", "8-5-7"]
    else:
        script += [{"do": "pass"}, {"query": "legal"},
                   {"do": "activate", "card": "X", "skill": 0, "pay": ["E1"], "by": ntp},
                   {"do": "pass", "by": ntp}]
        qstep = 2
        legal = [{"do": "activate", "card": "X", "skill": 0}, {"do": "pass"}]
        compare = {"type": "compare", "attack": 6000, "guard": 8000}
        life = s.zones[ntp]["life"]
        what = "the leader 5000 + 3000 = 8000 > 6000: no damage"
        clauses = ["8-3-4-2", "8-3-4-2-1", "1-3-4-1-3", "12-2-2", "8-5-8"]
    desc = " ".join([fam.quote(clauses[2]),
                     "%s's X (extra, cost 1) has 【起動戦闘中】「その戦闘中、%sのパワー+3000」. A "
                     "attacks %s's leader; in the %s step %s uses X (listed, then declared): %s. "
                     "The effect ends with the battle (%s): the power is back after it." % (
                         user, "アタックカード" if side == "offense" else "ガードカード", ntp,
                         side, user, what, clauses[4])])
    fam.add("battle-extra-%s-%s" % (side, user.lower()),
            "A 【起動戦闘中】 extra card in the %s step (%s)" % (side, user), desc, clauses,
            ["extra", "battle", "duration"], s.setup(), script,
            {"legal": [{"step": qstep, "actions": legal}],
             "events": [{"type": "activate", "card": "X", "skill": 0}, compare],
             "state": {ntp: {"life": life, "leader": {"card": lead_n, "power": 5000}},
                       tp: {"battle": [{"card": "A", "power": 6000 if side == "defense"
                                        else 3000}]},
                       user: {"drop": ["X"]}}})


def rejected(fam, first, variant):
    s, tp, ntp, lead_t, lead_n = board(first)
    s.put(tp, "hand", "X", type="extra", cost={"total": 2}, skills=[act("main", draw())])
    if variant == "timing":
        s.put(tp, "energy", "E1")
        s.put(tp, "energy", "E2")
        script = [{"do": "attack", "card": lead_t, "target": lead_n}, {"query": "legal"},
                  {"do": "activate", "card": "X", "skill": 0, "pay": ["E1", "E2"]}]
        rule, step = "1-3-4-1-1", 2
        legal = {"step": 1, "actions": [{"do": "pass"}]}
        what = "a 【起動メイン】 extra card in the offense step: not listed, rejected (1-3-4-1-1)"
    elif variant == "no-payment":
        s.put(tp, "energy", "E1")
        s.put(tp, "energy", "E2")
        s.rest("E2")
        script = [{"query": "legal"}, {"do": "activate", "card": "X", "skill": 0,
                                       "pay": ["E1", "E2"]}]
        rule, step = "5-3-3", 1
        legal = {"step": 0, "actions": [{"do": "attack", "card": lead_t, "target": lead_n},
                                        {"do": "pass"}]}
        what = "cost 2 with one active energy: no payment exists (5-3-3)"
    else:
        s.put(tp, "energy", "E1")
        s.put(tp, "energy", "E2")
        s.put(tp, "energy", "E3")
        s.rest("E3")
        script = [{"query": "legal"}, {"do": "activate", "card": "X", "skill": 0,
                                       "pay": ["E1", "E3"]}]
        rule, step = "5-3-1", 1
        legal = {"step": 0, "actions": [{"do": "activate", "card": "X", "skill": 0},
                                        {"do": "attack", "card": lead_t, "target": lead_n},
                                        {"do": "pass"}]}
        what = "a payment exists (E1, E2) but the one given names the rested E3 (5-3-1)"
    desc = " ".join([fam.quote(rule), "%s's X (extra, cost 2, 【起動メイン】): %s; X stays in the "
                                      "hand and no energy rests." % (tp, what)])
    fam.add("rejected-%s-%s" % (variant, tp.lower()), "Extra card use rejected: %s (%s)" % (
                variant, tp), desc, [rule], ["extra", "rejection"], s.setup(), script,
            {"rejections": [{"step": step, "rule": rule}], "legal": [legal],
             "state": {tp: {"hand": ["X"], "drop": []}}})


def from_drop(fam, first):
    s, tp, ntp, lead_t, lead_n = board(first)
    s.put(tp, "drop", "X", type="extra", cost={"total": 5},
          skills=[act("main", {"remove": "this"}, draw(), zone="drop")])
    dt = s.zones[tp]["deck"]
    script = [{"query": "legal"}, {"do": "activate", "card": "X", "skill": 0}]
    desc = " ".join([fam.quote("12-2-3-2", "手札以外の領域で発動を宣言するエクストラカードの【自動】と"
                                           "【起動】は、特に指示のない限り、コストを支払いません。"),
                     fam.quote("9-2-1"), fam.quote("12-2-3"), fam.quote("12-2-3-3-1"),
                     "X (extra, cost 5) in %s's drop has 「【起動メイン】ドロップのこのカードをゲームから"
                     "取り除き、カード1枚を引く」: declared from the drop with no energy at all, "
                     "nothing is paid (it has no skill cost either); X is removed from the game and %s draws %s." % (
                         tp, tp, dt[0])])
    fam.add("from-drop-%s" % tp.lower(), "An extra card's skill from the drop pays no cost (%s)"
            % tp, desc, ["12-2-3-2", "12-2-3-1", "12-2-3-4", "12-2-3-5", "9-2-1", "13-9-1", "12-2-3",
                 "12-2-3-3-1", "12-2-1"],
            ["extra"], s.setup(), script,
            {"legal": [{"step": 0, "actions": [{"do": "activate", "card": "X", "skill": 0},
                                               {"do": "attack", "card": lead_t, "target": lead_n},
                                               {"do": "pass"}]}],
             "state": {tp: {"drop": [], "removed": ["X"], "hand": dt[:1]}},
             "events": [{"type": "activate", "card": "X", "skill": 0},
                        {"type": "move", "card": "X", "from": "%s:drop" % tp, "to": "removed"},
                        {"type": "draw", "player": tp, "card": dt[0]}]})


def use_trigger(fam, first):
    s, tp, ntp, lead_t, lead_n = board(first)
    s.cards[lead_t]["skills"] = [auto({"on": "use", "filter": {"type": "extra"}, "who": "you"},
                                      {"markers": 1})]
    s.put(tp, "hand", "X", type="extra", cost={"total": 0}, skills=[act("main", draw())])
    s.put(tp, "hand", "B", cost={"total": 0})
    dt = s.zones[tp]["deck"]
    script = [{"do": "play", "card": "B", "pay": []},
              {"do": "activate", "card": "X", "skill": 0, "pay": []}]
    desc = " ".join([fam.quote("5-4-1"),
                     "%s's leader has 「自分がエクストラカードを使用した時、エナジーマーカー1つを置く」. "
                     "%s uses the battle card B (not an extra card: nothing), then the extra card "
                     "X: the auto is pending and resolves at 7-3-3 after X's effect (draw %s)."
                     % (tp, tp, dt[0])])
    fam.add("use-trigger-%s" % tp.lower(), "「エクストラカードを使用した時」 (%s)" % tp, desc,
            ["5-4-1", "5-4-1-2", "5-4-1-1"], ["extra", "trigger"], s.setup(), script,
            {"state": {tp: {"markers": 1, "hand": dt[:1]}},
             "events": [{"type": "enter", "card": "B", "how": "play"},
                        {"type": "activate", "card": "X", "skill": 0},
                        {"type": "draw", "player": tp, "card": dt[0]},
                        {"type": "checkpoint", "at": "7-3-3"},
                        {"type": "activate", "card": lead_t, "skill": 0}]})


def field_skill(fam, first):
    s, tp, ntp, lead_t, lead_n = board(first)
    s.put(tp, "battle", "F", type="extra", keywords=["field"], cost={"total": 1},
          skills=[act("main", {"markers": 1}, once_per_turn=True)])
    script = [{"query": "legal"}, {"do": "activate", "card": "F", "skill": 0}]
    desc = " ".join([fam.quote("15-3-3"),
                     "%s's 【フィールド】 F in the battle area has 【起動メイン】【ターン1回】「エナジー"
                     "マーカー1つを置く」: listed and declared from the battle area, F stays there; "
                     "F is not a battle card and cannot attack." % tp])
    fam.add("field-skill-%s" % tp.lower(), "A 【フィールド】's other skill in the battle area (%s)"
            % tp, desc, ["15-3-3", "15-7-2"],
            ["extra", "field", fam.reading("FW-EXTRA-SKILL-ZONE")],
            s.setup(), script,
            {"legal": [{"step": 0, "actions": [{"do": "activate", "card": "F", "skill": 0},
                                               {"do": "attack", "card": lead_t, "target": lead_n},
                                               {"do": "pass"}]}],
             "state": {tp: {"markers": 1, "battle": [{"card": "F", "rested": False}],
                            "drop": []}}})


def counter(fam, first, variant):
    """An extra card's 【自動】 used from the hand (12-2-2, 9-6-3-1-1): revealed, the card's cost
    and the skill's energy paid in one `cost` list (the vocabulary), the card into the drop."""
    s, tp, ntp, lead_t, lead_n = board(first)
    cost = [{"energy": 1}] if variant == "with-skill-cost" else None
    s.put(ntp, "hand", "X", type="extra", cost={"total": 1},
          skills=[auto({"on": "attack", "of": {"who": "opponent"}},
                       {"power": 3000, "target": "your-leader", "until": "battle"},
                       **({"cost": cost} if cost else {}))])
    s.put(ntp, "energy", "E1")
    s.put(ntp, "energy", "E2")
    s.put(tp, "battle", "A", power=6000)
    life = s.zones[ntp]["life"]
    script = [{"do": "attack", "card": "A", "target": lead_n}]
    if variant == "declined":
        script.append({"choose": None, "for": "auto", "by": ntp})
    else:
        script.append({"choose": {"card": "X", "skill": 0}, "for": "auto", "by": ntp})
        if variant == "not-paid":
            script.append({"choose": False, "for": "cost", "by": ntp})
        else:
            script.append({"choose": ["E1", "E2"] if cost else ["E1"], "for": "cost",
                           "by": ntp})
    script += [{"do": "pass"}, {"do": "pass", "by": ntp}]
    used = variant in ("used", "with-skill-cost")
    paid = ["E1", "E2"] if cost else ["E1"]
    events = [{"type": "attack", "card": "A", "target": lead_n}]
    if variant != "declined":
        events.append({"type": "reveal", "player": ntp, "cards": ["X"]})
    if used:
        events += [{"type": "pay", "player": ntp, "cards": paid, "markers": 0},
                   {"type": "move", "card": "X", "from": "%s:hand" % ntp,
                    "to": "%s:drop" % ntp, "cause": "pay"},
                   {"type": "activate", "card": "X", "skill": 0}]
    events.append({"type": "compare", "attack": 6000, "guard": 8000 if used else 5000})
    state = {ntp: {"hand": [] if used else ["X"] + life[:1],
                   "drop": ["X"] if used else [], "life": life if used else life[1:],
                   "energy": [{"card": e, "rested": used and e in paid}
                              for e in ("E1", "E2")]}}
    what = {"used": "%s declares it: X is revealed, the `cost` answer [E1] pays its cost 1, X "
                    "goes to the drop, and the leader gets +3000: 6000 < 8000" % ntp,
            "declined": "%s answers null: X stays hidden in the hand; 6000 ≥ 5000, 1 damage" % ntp,
            "not-paid": "%s declares it (X revealed) but does not pay: it does not activate "
                        "(9-6-4-1), X stays in the hand; 1 damage" % ntp,
            "with-skill-cost": "the skill also costs ①: one list [E1, E2] pays the card's "
                               "cost and the skill cost; the leader gets +3000: no damage"}[variant]
    desc = " ".join([fam.quote("12-2-2-2"), fam.quote("9-6-3-1-1", "手札などの非公開領域で待機状態と"
                                                                 "なっている【自動】は、そのスキルのマスターが"
                                                                 "発動を宣言せず、公開しないことを選ぶことが"
                                                                 "できます。"),
                     "%s's X (extra, cost 1) in the hand has 「相手のカードがアタックした時、%sその"
                     "戦闘中、自分のリーダーのパワー+3000」. %s's A (6000) attacks %s's leader: %s."
                     % (ntp, "①:" if cost else "", tp, ntp, what)])
    clauses = ["9-6-3-1-1"] + (["12-2-2-2", "12-2-2-1", "9-6-3-1"] if used else []) + \
        (["9-6-4-1"] if variant == "not-paid" else [])
    fam.add("counter-%s-%s" % (variant, ntp.lower()),
            "An extra card's 【自動】 from the hand: %s (%s)" % (variant.replace("-", " "), ntp),
            desc, clauses, ["extra", "autos", "hidden", fam.reading("FW-EXTRA-SKILL-ZONE")],
            s.setup(), script, {"state": state, "events": events})
