"""Family `skill-costs`: costs with synthetic cards.  A card's cost raised or lowered by a
【永続】 (1-2-3-1, 1-2-3-2), never below 0 (1-2-3-2-1): +1, −1, −2 (exactly to 0) and −3 (one
over) on a cost of 2, played with exactly the cost read and with one energy too few; 「コスト」 in
a skill is a battle or extra card's cost (1-2-4: a cost bound at 2 against costs 2 and 3); the
skill cost of a 【起動】 and of a 【自動】 (1-4-1), one that rests this card,
a cost that cannot be paid, so the skill does not activate (9-2-4: no active energy against one,
this card already rested); an energy marker paid instead of an energy (1-11-1: one marker, none);
【気】, markers put under a card (1-12-1, paid and placed, the energy area's markers untouched);
the skill cost of a Field card's 【起動】 in the battle area (12-2-3-3); a skill cost with X,
「このカードの【気】-X：カードX枚を引く」, X decided once when the cost is paid and the same in the
effect (13-5-2, 13-5-3, 0-2-8: X = 0, 2, and 3, all the 【気】).  A cost judged as a whole,
before the payment and in its order (1-4-6, reading FW-COST-PART-WAY): this card rested twice,
rested after being put into the drop, two discards from a hand of one.  A payment an effect
makes fail part way (1-4-7): a discard empties the hand and a 【永続】 then forbids the card to
leave the battle area, so its 「このカードをドロップに置く」 cannot be paid; the same on what an
attack requires (13-13-1), so the attack fails (1-2-6).  Both players.
"""

from . import Family
from .lang import act, auto, draw, perm
from .scene import leaders_board


def generate(ctx):
    fam = Family(ctx, __name__)
    for first in ("P1", "P2"):
        for mod, paid in ((1, 3), (1, 2), (-1, 1), (-2, 0), (-3, 0)):
            modified(fam, first, mod, paid)
        cost_filter(fam, first)
        for kind in ("activate", "auto"):
            energy_cost(fam, first, kind, active=1)
        energy_cost(fam, first, "auto", active=0)
        for rested in (False, True):
            rest_self(fam, first, rested)
        for markers in (1, 0):
            marker_pays(fam, first, markers)
        for how in ("cost", "placed"):
            ki(fam, first, how)
        for have in (1, 2, 3):
            ki_cost_payable(fam, first, have)
        field_skill(fam, first)
        for x in (0, 2, 3):
            x_cost(fam, first, x)
        for parts in JOINT:
            joint_cost(fam, first, parts)
        part_way(fam, first)
        required_part_way(fam, first)
    return fam.cases


EMPTY_HAND = {"count": {"who": "you", "zone": "hand"}, "max": 0}
# 1-4-6 with reading FW-COST-PART-WAY: costs whose parts each could be paid alone, not together
JOINT = {"rest-twice": (["rest-self", "rest-self"], "「このカードをレストにする、このカードをレスト"
                        "にする」: the second rest finds the card rested"),
         "drop-then-rest": (["drop-self", "rest-self"], "「このカードをドロップに置く、このカードを"
                            "レストにする」: the rest finds the card in the drop"),
         "discard-twice": ([{"discard": 1}, {"discard": 1}], "「手札1枚を捨てる、手札1枚を捨てる」 "
                           "with one card in hand: the second finds the hand empty")}


def joint_cost(fam, first, name):
    """1-4-6: the parts of a cost taken together, in their order (FW-COST-PART-WAY)."""
    parts, text = JOINT[name]
    s, tp, ntp, lead_t, lead_n = board(first)
    s.put(tp, "battle", "S", skills=[act("main", draw(), cost=parts)])
    s.put(tp, "hand", "H")
    desc = " ".join([fam.quote("1-4-6"),
                     "%s's active S (in the battle area; %s holds H): 【起動メイン】%s. Each part "
                     "alone could be paid; together they cannot, so none is paid: the "
                     "declaration is rejected with 1-4-6 and nothing changes." % (tp, tp, text)])
    fam.add("joint-%s-%s" % (name, tp.lower()), "A cost whose parts cannot all be paid "
            "together (%s, %s)" % (name, tp), desc, ["1-4-6"],
            ["skill-costs", "rejection", fam.reading("FW-COST-PART-WAY")], s.setup(),
            [{"do": "activate", "card": "S", "skill": 0}],
            {"rejections": [{"step": 0, "rule": "1-4-6"}],
             "state": {tp: {"hand": ["H"], "drop": [],
                            "battle": [{"card": "S", "rested": False}]}}})


def part_way(fam, first):
    """1-4-7: an effect makes a later part of the cost impossible while it is paid."""
    s, tp, ntp, lead_t, lead_n = board(first)
    s.put(tp, "battle", "S", skills=[
        act("main", draw(), cost=[{"discard": 1}, "drop-self"]),
        perm({"forbid": "leave", "target": "this"}, condition=EMPTY_HAND)])
    s.put(tp, "hand", "H")
    desc = " ".join([fam.quote("1-4-7"),
                     "%s's S: 【起動メイン】「手札1枚を捨てる、このカードをドロップに置く：カード1枚を"
                     "引く」 and 【永続】「自分の手札が0枚なら、このカードはバトルエリアから離れない」. "
                     "With H in hand both parts can be paid and S is declared; discarding H "
                     "empties the hand, the 【永続】 now applies (0-2-5) and the second part "
                     "cannot be paid: the payment fails part way, H stays discarded, S stays, "
                     "the skill does not activate and nothing is drawn." % tp])
    fam.add("part-way-%s" % tp.lower(), "A payment an effect makes fail part way (%s)" % tp,
            desc, ["1-4-7"], ["skill-costs", fam.reading("FW-COST-PART-WAY")], s.setup(),
            [{"do": "activate", "card": "S", "skill": 0}],
            {"state": {tp: {"hand": [], "drop": ["H"],
                            "battle": [{"card": "S", "rested": False}],
                            "deck": s.zones[tp]["deck"]}},
             "events": [{"type": "fail", "card": "S", "skill": 0}]})


def required_part_way(fam, first):
    """1-2-6: what an act requires (13-13) fails part way; the act fails."""
    s, tp, ntp, lead_t, lead_n = board(first)
    s.put(tp, "battle", "A", power=5000, skills=[
        perm({"forbid": "leave", "target": "this"}, condition=EMPTY_HAND),
        act("main", {"require": "attack", "cost": [{"energy": 1}, {"discard": 1}, "drop-self"],
                     "target": "this", "until": "turn"})])
    s.put(tp, "hand", "H")
    s.put(tp, "energy", "E1")
    desc = " ".join([fam.quote("1-2-6"), fam.quote("13-13-1"),
                     "%s's A: 【永続】「自分の手札が0枚なら、このカードはバトルエリアから離れない」 and "
                     "【起動メイン】「このターン中、このカードは、①を支払い、手札1枚を捨て、このカードを"
                     "ドロップに置かなければアタックできない」, declared first. %s then attacks "
                     "with A paying E1; the discard "
                     "of H empties the hand, A may no longer leave the battle area (0-2-5) and "
                     "the last part cannot be paid: the payment fails part way, so the attack "
                     "fails. E1 stays rested and H discarded; A stays, active, and no battle "
                     "happens: %s's life is untouched." % (tp, tp, ntp)])
    fam.add("required-part-way-%s" % tp.lower(), "An attack whose required payment fails part "
            "way (%s)" % tp, desc, ["1-2-6"],
            ["skill-costs", "require", fam.reading("FW-COST-PART-WAY")], s.setup(),
            [{"do": "activate", "card": "A", "skill": 1},
             {"do": "attack", "card": "A", "target": lead_n},
             {"choose": ["E1"], "for": "cost", "by": tp}],
            {"state": {tp: {"hand": [], "drop": ["H"],
                            "battle": [{"card": "A", "rested": False}],
                            "energy": [{"card": "E1", "rested": True}]},
                       ntp: {"life": s.zones[ntp]["life"]}},
             "events": [{"type": "fail", "card": "A", "act": "attack"}]})


board = leaders_board


def modified(fam, first, mod, paid):
    """1-2-3-1 / 1-2-3-2 / 1-2-3-2-1: C (cost 2) with 「手札のこのカードのコスト±N」."""
    s, tp, ntp, lead_t, lead_n = board(first)
    s.put(tp, "hand", "C", cost={"total": 2}, power=3000,
          skills=[perm({"cost_mod": mod, "target": "this"}, zone="hand")])
    energy = s.fill(tp, "energy", 3, "E")
    cost = max(2 + mod, 0)
    pay = energy[:paid]
    ok = paid == cost
    clauses = ["1-2-3-1"] if mod > 0 else ["1-2-3-2"] + (["1-2-3-2-1"] if cost == 0 else [])
    script = [{"do": "play", "card": "C", "pay": pay}]
    if ok:
        expect = {"state": {tp: {"hand": [], "battle": [{"card": "C", "power": 3000}],
                                 "energy": [{"card": e, "rested": e in pay} for e in energy]}},
                  "events": [{"type": "enter", "card": "C", "how": "play"}]}
        what = "%s plays it paying %s: C enters" % (tp, "nothing (a cost of 0 is not paid, "
                                                      "5-3-2)" if not pay else ", ".join(pay))
        if not pay:
            clauses.append("5-3-2")
    else:
        expect = {"rejections": [{"step": 0, "rule": "5-3-1"}],
                  "state": {tp: {"hand": ["C"], "energy": [{"card": e, "rested": False}
                                                            for e in energy]}}}
        what = "%s's play paying %d energy (%s) is not a payment of it: rejected with 5-3-1, " \
               "nothing rests" % (tp, paid, ", ".join(pay))
        clauses.append("5-3-1")
    quotes = [fam.quote(c) for c in clauses if c.startswith("1-2-3")]
    desc = " ".join(quotes + [
        "C (total cost 2, no specified cost) has 【永続】「手札のこのカードのコスト%+d」: its cost "
        "reads %d%s; %s has three active energy; %s." % (
            mod, cost, " (2 - 3 stops at 0)" if 2 + mod < 0 else "", tp, what)])
    fam.add("cost-%s%d-pay-%d-%s" % ("plus" if mod > 0 else "minus", abs(mod), paid,
                                      tp.lower()),
            "A cost of 2 %+d, paid with %d (%s)" % (mod, paid, tp), desc, clauses,
            ["skill-costs", "cost"], s.setup(), script, expect)


def cost_filter(fam, first):
    """1-2-4: 「コストN以下」 in a skill reads a battle card's cost."""
    s, tp, ntp, lead_t, lead_n = board(first)
    s.put(ntp, "battle", "G2", cost={"total": 2})
    s.put(ntp, "battle", "G3", cost={"total": 3})
    s.put(tp, "battle", "S", skills=[act("main", {"ko": {"all": {
        "who": "opponent", "filter": {"cost_max": 2}}}})])
    desc = " ".join([fam.quote("1-2-4"),
                     "%s's S: 「相手のコスト2以下のバトルカードすべてをKOする」 against %s's G2 (cost 2) "
                     "and G3 (cost 3): G2, at the bound, is KO'd; G3 stays." % (tp, ntp)])
    fam.add("cost-bound-%s" % tp.lower(), "「コスト2以下」 against costs 2 and 3 (%s)" % tp,
            desc, ["1-2-4", "1-2-5-1"], ["skill-costs", "filter"], s.setup(),
            [{"do": "activate", "card": "S", "skill": 0}],
            {"state": {ntp: {"battle": [{"card": "G3"}], "drop": ["G2"]}},
             "events": [{"type": "ko", "card": "G2"}]})


def energy_cost(fam, first, kind, active):
    """1-4-1: the skill cost of a 【起動】 or a 【自動】; 9-2-4: one that cannot be paid."""
    s, tp, ntp, lead_t, lead_n = board(first)
    s.put(tp, "energy", "E1")
    if not active:
        s.rest("E1")
    d = s.zones[tp]["deck"]
    if kind == "activate":
        s.put(tp, "battle", "S", skills=[act("main", draw(), cost=[{"energy": 1}])])
        script = [{"do": "activate", "card": "S", "skill": 0, "skill_pay": ["E1"]}]
        text = "【起動メイン】①「カード1枚を引く」"
        what = "%s declares it paying E1: E1 rests, %s draws %s" % (tp, tp, d[0])
        events = [{"type": "pay", "player": tp, "cards": ["E1"]},
                  {"type": "rest", "card": "E1"},
                  {"type": "activate", "card": "S", "skill": 0},
                  {"type": "draw", "player": tp, "card": d[0]}]
    else:
        s.put(tp, "battle", "S", skills=[auto("attack", draw(), cost=[{"energy": 1}])])
        script = [{"do": "attack", "card": "S", "target": lead_n}]
        text = "【アタック時】①「カード1枚を引く」"
        if active:
            script.append({"choose": ["E1"], "for": "cost", "by": tp})
            what = "S attacks; its auto is declared and %s pays E1: %s draws %s" % (tp, tp, d[0])
            events = [{"type": "pending", "card": "S", "skill": 0},
                      {"type": "pay", "player": tp, "cards": ["E1"]},
                      {"type": "activate", "card": "S", "skill": 0},
                      {"type": "draw", "player": tp, "card": d[0]}]
        else:
            what = "S attacks; %s has no active energy, the cost cannot be paid: the auto does " \
                   "not activate, no cost is asked, nothing is drawn" % tp
            events = [{"type": "pending", "card": "S", "skill": 0},
                      {"type": "battle-step", "name": "offense"}]
    clauses = ["1-4-1"] if active else ["9-2-4", "1-4-6"]
    if kind == "auto" and active:
        clauses.append("9-6-4-2")
    desc = " ".join([fam.quote(clauses[0])] +
                    ([fam.quote("1-4-6")] if not active else []) +
                    ["%s's S: %s, with %s E1 in the energy area: %s." % (
                        tp, text, "an active" if active else "only a rested", what)])
    fam.add("%s-energy-cost-%s-%s" % (kind, "paid" if active else "unpayable", tp.lower()),
            "The skill cost of %s %s (%s)" % ("a 【起動】" if kind == "activate" else "an 【自動】",
                                             "paid" if active else "that cannot be paid", tp),
            desc, clauses, ["skill-costs"], s.setup(), script,
            {"state": {tp: {"hand": d[:1] if active else [],
                            "energy": [{"card": "E1", "rested": True}]}}, "events": events})


def rest_self(fam, first, rested):
    """1-4-1: a skill cost that rests this card 「このカードをレストにする」, paid or not payable."""
    s, tp, ntp, lead_t, lead_n = board(first)
    s.put(tp, "battle", "S", skills=[act("main", draw(), cost=["rest-self"])])
    if rested:
        s.rest("S")
    d = s.zones[tp]["deck"]
    script = [{"do": "activate", "card": "S", "skill": 0}]
    if rested:
        expect = {"rejections": [{"step": 0, "rule": "1-4-6"}],
                  "state": {tp: {"hand": [], "battle": [{"card": "S", "rested": True}]}}}
        clauses = ["9-2-4", "1-4-6"]
        what = "S is already rested: the cost cannot be paid and the skill is not declared " \
               "(rejected with 1-4-6)"
    else:
        expect = {"state": {tp: {"hand": d[:1], "battle": [{"card": "S", "rested": True}]}},
                  "events": [{"type": "rest", "card": "S"},
                             {"type": "activate", "card": "S", "skill": 0},
                             {"type": "draw", "player": tp, "card": d[0]}]}
        clauses = ["1-4-1"]
        what = "S rests to pay it, then %s draws %s" % (tp, d[0])
    desc = " ".join([fam.quote(clauses[0]) if not rested else fam.quote("1-4-6"),
                     "%s's %s S: 【起動メイン】「このカードをレストにする：カード1枚を引く」: %s." % (
                         tp, "rested" if rested else "active", what)])
    fam.add("rest-self-%s-%s" % ("rested" if rested else "active", tp.lower()),
            "A cost of resting this card, %s (%s)" % ("already rested" if rested else "paid",
                                                      tp),
            desc, clauses, ["skill-costs"], s.setup(), script, expect)


def marker_pays(fam, first, markers):
    """1-11-1: an energy marker stands for an energy when energy is paid."""
    s, tp, ntp, lead_t, lead_n = board(first)
    s.zones[tp]["markers"] = markers
    s.put(tp, "battle", "S", skills=[act("main", draw(), cost=[{"energy": 1}])])
    d = s.zones[tp]["deck"]
    script = [{"do": "activate", "card": "S", "skill": 0, "skill_pay": ["marker"]}]
    if markers:
        expect = {"state": {tp: {"markers": 0, "hand": d[:1]}},
                  "events": [{"type": "pay", "player": tp, "cards": [], "markers": 1},
                             {"type": "draw", "player": tp, "card": d[0]}]}
        clauses = ["1-11-1", "1-11-2"]
        what = "%s removes its marker instead of resting an energy and draws %s" % (tp, d[0])
    else:
        expect = {"rejections": [{"step": 0, "rule": "1-4-6"}],
                  "state": {tp: {"markers": 0, "hand": []}}}
        clauses = ["1-4-6", "9-2-4"]
        what = "no marker and no energy: nothing pays ①, the declaration is rejected with 1-4-6"
    desc = " ".join([fam.quote("1-11-1"), "%s's S: 【起動メイン】①「カード1枚を引く」; %s has no "
                     "energy card and %d marker%s: %s." % (tp, tp, markers,
                                                          "" if markers == 1 else "s", what)])
    fam.add("marker-pays-%d-%s" % (markers, tp.lower()), "① paid with an energy marker: %d "
            "marker%s (%s)" % (markers, "" if markers == 1 else "s", tp), desc, clauses,
            ["skill-costs", "cost"], s.setup(), script, expect)


def ki(fam, first, how):
    """1-12-1: 【気】 is energy markers under a card, not the energy area's."""
    s, tp, ntp, lead_t, lead_n = board(first)
    s.zones[tp]["markers"] = 1
    d = s.zones[tp]["deck"]
    if how == "cost":
        s.put(tp, "battle", "S", skills=[act("main", draw(), cost=[{"ki": 1}])])
        s.ki["S"] = 1
        text = "【起動メイン】「このカードの【気】-1：カード1枚を引く」 (S has 【気】1)"
        what = "the 【気】 under S pays it (S: 0), the marker of the energy area stays; %s " \
               "draws %s" % (tp, d[0])
        state = {tp: {"markers": 1, "hand": d[:1], "battle": [{"card": "S", "ki": 0}]}}
        clauses = ["1-12-1", "5-13-1"]
    else:
        s.put(tp, "battle", "S", skills=[act("main", {"ki": 1, "target": "this"})])
        text = "【起動メイン】「このカードの【気】+1」"
        what = "a marker is put under S (【気】 1); the energy area's marker is not that one " \
               "and stays: 1"
        state = {tp: {"markers": 1, "hand": [], "battle": [{"card": "S", "ki": 1}]}}
        clauses = ["1-12-1", "5-12-1"]
    desc = " ".join([fam.quote("1-12-1"), "%s's S: %s; %s has one marker in its energy area: "
                     "%s." % (tp, text, tp, what)])
    fam.add("ki-%s-%s" % (how, tp.lower()), "【気】 %s, the energy area's marker untouched (%s)"
            % ("paid" if how == "cost" else "placed", tp), desc, clauses,
            ["skill-costs", "ki"], s.setup(), [{"do": "activate", "card": "S", "skill": 0}],
            {"state": state})


def field_skill(fam, first):
    """12-2-3-3: the skill cost of an extra card's 【起動】 in the battle area (a Field card)."""
    s, tp, ntp, lead_t, lead_n = board(first)
    s.put(tp, "battle", "F", type="extra", keywords=["field"],
          skills=[act("main", draw(), cost=[{"energy": 1}])])
    s.put(tp, "energy", "E1")
    s.put(tp, "energy", "E2")
    d = s.zones[tp]["deck"]
    desc = " ".join([fam.quote("12-2-3-3"),
                     "%s's Field card F in its battle area: 【起動メイン】①「カード1枚を引く」; %s "
                     "declares it paying E2: E2 rests (E1 stays active), F stays, %s draws %s." % (
                         tp, tp, tp, d[0])])
    fam.add("field-skill-cost-%s" % tp.lower(), "A Field card's 【起動】 and its skill cost (%s)"
            % tp, desc, ["12-2-3-3"], ["skill-costs", "field"], s.setup(),
            [{"do": "activate", "card": "F", "skill": 0, "skill_pay": ["E2"]}],
            {"state": {tp: {"hand": d[:1], "battle": [{"card": "F"}],
                            "energy": [{"card": "E1", "rested": False},
                                       {"card": "E2", "rested": True}]}},
             "events": [{"type": "pay", "player": tp, "cards": ["E2"]},
                        {"type": "activate", "card": "F", "skill": 0},
                        {"type": "draw", "player": tp, "card": d[0]}]})


def x_cost(fam, first, x):
    """13-5-3: one X from the payment of the skill cost to the end of the resolution."""
    s, tp, ntp, lead_t, lead_n = board(first)
    s.put(tp, "battle", "S", skills=[act("main", draw("X"), cost=[{"ki": "X"}])])
    s.ki["S"] = 3
    d = s.zones[tp]["deck"]
    clauses = ["13-5-2", "0-2-8"] + (["13-5-3"] if x else ["0-2-4-2"])
    what = ("X = 0 (0-2-8: 0 or more): no 【気】 is removed (S keeps 3) and nothing is drawn"
            if x == 0 else
            "X = %d, decided once as the cost is paid: %d 【気】 removed (S keeps %d), and the "
            "effect's X is the same %d, not asked again: %s draws %s" % (
                x, x, 3 - x, x, tp, ", ".join(d[:x])))
    desc = " ".join([fam.quote(c) for c in clauses] +
                    ["%s's S (【気】3): 【起動メイン】「このカードの【気】-X：カードX枚を引く」; %s "
                     "decides %s." % (tp, tp, what)])
    fam.add("x-cost-ki-%d-%s" % (x, tp.lower()), "「【気】-X：カードX枚を引く」 with X = %d (%s)"
            % (x, tp), desc, clauses, ["skill-costs", "x", "ki"], s.setup(),
            [{"do": "activate", "card": "S", "skill": 0},
             {"choose": x, "for": "number", "by": tp}],
            {"state": {tp: {"hand": d[:x], "deck": d[x:],
                            "battle": [{"card": "S", "ki": 3 - x}]}},
             "events": [{"type": "activate", "card": "S", "skill": 0}] +
                       [{"type": "draw", "player": tp, "card": c} for c in d[:x]]})


def ki_cost_payable(fam, first, have):
    """1-4-6: 「このカードの【気】-2」 can be paid only by a card with 2 【気】 or more: otherwise the
    skill is left out of the legal set and its declaration refused."""
    s, tp, ntp, lead_t, lead_n = board(first)
    s.put(tp, "battle", "S", skills=[act("main", draw(), cost=[{"ki": 2}])])
    s.ki["S"] = have
    d = s.zones[tp]["deck"]
    ok = have >= 2
    attacks = [{"do": "attack", "card": c, "target": lead_n} for c in (lead_t, "S")]
    legal = ([{"do": "activate", "card": "S", "skill": 0}] if ok else []) + attacks + \
        [{"do": "pass"}]
    expect = {"legal": [{"step": 0, "actions": legal}]}
    if ok:
        expect["state"] = {tp: {"hand": d[:1], "battle": [{"card": "S", "ki": have - 2}]}}
        expect["events"] = [{"type": "activate", "card": "S", "skill": 0},
                            {"type": "draw", "player": tp, "card": d[0]}]
        what = "two of them are removed (S keeps %d) and %s draws %s" % (have - 2, tp, d[0])
        clauses = ["5-13-1", "1-4-2"]
    else:
        expect["state"] = {tp: {"hand": [], "battle": [{"card": "S", "ki": have}]}}
        expect["rejections"] = [{"step": 1, "rule": "1-4-6"}]
        expect["absent"] = [{"type": "activate"}]
        what = "the cost cannot be paid in full, so not at all: the skill is not listed, its " \
               "declaration is refused (1-4-6) and S keeps its 【気】"
        clauses = ["1-4-6"]
    desc = " ".join([fam.quote(clauses[0]),
                     "%s's S (【気】%d): 【起動メイン】「このカードの【気】-2：カード1枚を引く」: %s." % (
                         tp, have, what)])
    fam.add("ki-cost-2-with-%d-%s" % (have, tp.lower()),
            "A cost of 【気】-2 with %d 【気】 (%s)" % (have, tp), desc, clauses,
            ["skill-costs", "ki", "legal"] + ([] if ok else ["rejection"]), s.setup(),
            [{"query": "legal"}, {"do": "activate", "card": "S", "skill": 0}], expect)
