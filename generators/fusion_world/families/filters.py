"""Family `filters`: which cards a skill's description of cards names.  Names only when the whole
string is equal (2-3-1-1, 2-3-2), each part of a name with 「/」 (2-3-3); traits likewise (2-8-1-1,
2-8-4), a card with several traits having each (2-8-3), a trait a card's own 【永続】 gives it
counted in the hand too (2-8-5); 「同じ色」 only for a card of that color alone (1-6-2); the cost
a skill reads (1-2-5-1 .. 1-2-5-3, FW-COST-READING: the total for a card in the battle area, the
specified sum elsewhere, when the total is below it); power bounds, orientation, keyword flags,
combo power.  Each instruction rests every matching card of a zone, or discards from the hand.
A name or a trait with no zone named covers the leader area besides the battle area (13-1-5),
not the energy area.  Also the lower cost bound, orientation either way (a stand of the rested
ones, a rest of the active ones), 「このカード以外」, the absence of a keyword, and a card type
among the hand's cards.  Both players.
"""

import json

from . import Family
from ..model.table import other
from .lang import act, perm
from .scene import standard


def generate(ctx):
    fam = Family(ctx, __name__)
    for first in ("P1", "P2"):
        for case in CASES:
            one(fam, first, *case)
        cost_in_hand(fam, first)
        trait_in_hand(fam, first)
        for key in ("name", "trait"):
            leader_too(fam, first, key)
        for case in MORE:
            more(fam, first, *case)
    return fam.cases


def leader_too(fam, first, key):
    """13-1-5: a name or a trait with no zone names the cards of the leader area and of the
    battle area, not those of the energy area."""
    s = standard(first=first, turn=3)
    tp = s.turn_player
    ntp = other(tp)
    lead_n = s.zones[ntp]["leader"]
    spec = {"name": "Goku"} if key == "name" else {"traits": ["Saiyan"]}
    flt = {"name": "Goku"} if key == "name" else {"trait": "Saiyan"}
    s.cards[lead_n].update(spec)
    s.put(ntp, "battle", "G1", **spec)
    s.put(ntp, "battle", "G2")
    s.put(ntp, "energy", "E1", **spec)
    s.put(tp, "battle", "S", skills=[act("main", {"rest": {"all": {
        "who": "opponent", "filter": flt}}})])
    text = "「Goku」" if key == "name" else "特徴《Saiyan》を持つ"
    desc = " ".join([fam.quote("13-1-5"),
                     "%s's S: 「相手の%sカードすべてをレストにする」, with no zone named. %s's leader "
                     "%s, G1 (battle area) and E1 (energy area) are %s; G2 is not: the leader "
                     "and G1 rest, E1 and G2 stay active." % (
                         tp, text, ntp, lead_n, "「Goku」" if key == "name" else "《Saiyan》")])
    fam.add("leader-too-%s-%s" % (key, tp.lower()), "A %s with no zone: the leader and the "
            "battle area (%s's skill)" % (key, tp), desc, ["13-1-5"], ["filters"], s.setup(),
            [{"do": "activate", "card": "S", "skill": 0}],
            {"state": {ntp: {"leader": {"card": lead_n, "rested": True},
                             "battle": [{"card": "G1", "rested": True},
                                        {"card": "G2", "rested": False}],
                             "energy": [{"card": "E1", "rested": False}]}},
             "events": [{"type": "rest", "card": lead_n}, {"type": "rest", "card": "G1"}]})


# name, filter, cards {id: spec}, the matching ids, clauses, what
CASES = [
    ("name", {"name": "Goku"},
     {"N1": {"name": "Goku"}, "N2": {"name": "Super Goku"}, "N3": {"name": "Goku/Vegeta"},
      "N4": {"name": "Vegeta"}},
     ["N1", "N3"], ["2-3-1-1", "2-3-2", "2-3-3"],
     "「Goku」 names Goku and the part Goku of Goku/Vegeta, not Super Goku"),
    ("trait", {"trait": "Saiyan"},
     {"T1": {"traits": ["Saiyan"]}, "T2": {"traits": ["Saiyan Elite"]},
      "T3": {"traits": ["Hero", "Saiyan"]}, "T4": {}},
     ["T1", "T3"], ["2-8-1-1", "2-8-3", "2-8-4"],
     "《Saiyan》 names T1 and T3 (one of its two traits), not 《Saiyan Elite》"),
    ("same-color", {"same_color": "red"},
     {"C1": {"colors": ["red"]}, "C2": {"colors": ["red", "blue"]}, "C3": {"colors": ["blue"]}},
     ["C1"], ["1-6-2"], "「赤と同じ色」: C1 only; C2 is red and blue"),
    ("color", {"color": "red"},
     {"C1": {"colors": ["red"]}, "C2": {"colors": ["red", "blue"]}, "C3": {"colors": ["blue"]}},
     ["C1", "C2"], [], "red cards: C1 and C2"),
    ("cost-battle", {"cost_max": 1},
     {"K1": {"cost": {"total": 3, "specified": {"red": 1}}},
      "K2": {"cost": {"total": 1, "specified": {"red": 2}}}, "K3": {"cost": {"total": 2}}},
     ["K2"], ["1-2-5", "1-2-5-1", "1-2-5-2"],
     "cost 1 or less: K1 reads 3 (1-2-5-1), K3 2, K2 (total 1 below its 2 specified) reads its "
     "total 1 in the battle area (1-2-5-2)"),
    ("power", {"power_min": 3000, "power_max": 4000},
     {"P1": {"power": 2999}, "P2": {"power": 3000}, "P3": {"power": 4000},
      "P4": {"power": 4001}},
     ["P2", "P3"], [], "power 3000 to 4000: P2 and P3, not 2999 or 4001"),
    ("keyword", {"keyword": "blocker"},
     {"B1": {"keywords": ["blocker"]}, "B2": {"keywords": ["barrier"]}, "B3": {}},
     ["B1"], [], "【ブロッカー】: B1"),
    ("combo", {"has_combo": True},
     {"M1": {"combo": 0}, "M2": {}, "M3": {"combo": 5000}},
     ["M1", "M3"], [], "cards with a combo power (0 included): M1 and M3"),
]


def one(fam, first, name, flt, cards, match, clauses, what):
    s = standard(first=first, turn=3)
    tp = s.turn_player
    ntp = other(tp)
    for cid, spec in cards.items():
        s.put(ntp, "battle", cid, **spec)
    s.put(tp, "battle", "S", skills=[act("main", {"rest": {"all": {
        "who": "opponent", "filter": flt}}})])
    tags = ["filters"] + ([fam.reading("FW-COST-READING")] if name.startswith("cost") else [])
    desc = " ".join([fam.quote(c) for c in clauses] +
                    ["%s's S rests every battle card of %s matching %s: %s." % (
                        tp, ntp, json.dumps(flt, ensure_ascii=False), what)])
    fam.add("%s-%s" % (name, tp.lower()), "Filter %s (%s's skill)" % (name, tp), desc,
            clauses or ["13-1-2"], tags, s.setup(), [{"do": "activate", "card": "S", "skill": 0}],
            {"state": {ntp: {"battle": [{"card": c, "rested": c in match} for c in cards]}},
             "events": [{"type": "rest", "card": c} for c in match]})


def cost_in_hand(fam, first):
    s = standard(first=first, turn=3)
    tp = s.turn_player
    s.put(tp, "hand", "H1", cost={"total": 1, "specified": {"red": 2}})
    s.put(tp, "hand", "H2", cost={"total": 1})
    s.put(tp, "battle", "S", skills=[act("main", {"discard": {"choose": 1, "from": {
        "who": "you", "zone": "hand", "filter": {"cost_min": 2}}}})])
    desc = " ".join([fam.quote("1-2-5-3"),
                     "%s's S discards a card of cost 2 or more from its hand: H1 (total 1, 2 red "
                     "specified) reads 2 outside the battle area, H2 reads 1: H1 is the only "
                     "candidate. The choice is by the cards' information in a hand, a hidden zone "
                     "(3-3-2), so %s may choose none (5-2-7): it is asked, and %s chooses H1."
                     % (tp, tp, tp), fam.quote("5-2-7"),
                     fam.quote("3-3-2", "手札は非公開領域ですが、自分の手札のカードは自由に見ることが"
                                        "でき")])
    fam.add("cost-hand-%s" % tp.lower(), "The cost of a card in the hand (%s)" % tp, desc,
            ["1-2-5-3", "1-2-5", "5-2-7", "3-3-2"], ["filters", fam.reading("FW-COST-READING")],
            s.setup(),
            [{"do": "activate", "card": "S", "skill": 0},
             {"choose": ["H1"], "for": "target", "by": tp}],
            {"state": {tp: {"hand": ["H2"], "drop": ["H1"]}}})


def trait_in_hand(fam, first):
    s = standard(first=first, turn=3)
    tp = s.turn_player
    s.put(tp, "hand", "H1", skills=[perm({"trait": "Hero", "target": "this"})])
    s.put(tp, "hand", "H2")
    s.put(tp, "battle", "S", skills=[act("main", {"discard": {"choose": 1, "from": {
        "who": "you", "zone": "hand", "filter": {"trait": "Hero"}}}})])
    desc = " ".join([fam.quote("2-8-5"),
                     "H1 has 【永続】「このカードは《Hero》を得る」; in the hand it has 《Hero》 too. "
                     "%s's S discards a 《Hero》 card of its hand: H1, the only one; the choice "
                     "is asked all the same, %s may choose none in a hidden zone (5-2-7), and %s "
                     "chooses H1." % (tp, tp, tp), fam.quote("5-2-7")])
    fam.add("trait-in-hand-%s" % tp.lower(), "A trait a card gives itself, in the hand (%s)" % tp,
            desc, ["2-8-5", "2-8-4", "5-2-7"], ["filters"], s.setup(),
            [{"do": "activate", "card": "S", "skill": 0},
             {"choose": ["H1"], "for": "target", "by": tp}],
            {"state": {tp: {"hand": ["H2"], "drop": ["H1"]}}})


# name, verb, whose cards (tp's or ntp's), zone, filter, cards {id: (spec, rested)}, matching,
# clauses, what
MORE = [
    ("cost-min", "rest", "ntp", "battle", {"cost_min": 2},
     {"K1": ({"cost": {"total": 1}}, False), "K2": ({"cost": {"total": 2}}, False),
      "K3": ({"cost": {"total": 3}}, False)},
     ["K2", "K3"], ["1-2-5-1"], "cost 2 or more: K2 and K3, not K1"),
    ("rested-stand", "stand", "ntp", "battle", {"rested": True},
     {"R1": ({}, True), "R2": ({}, False)}, ["R1"], ["1-8-1-1"],
     "the rested ones stand: R1; R2, active, is not named"),
    ("active-rest", "rest", "ntp", "battle", {"rested": False},
     {"R1": ({}, True), "R2": ({}, False)}, ["R2"], ["1-8-1-2"],
     "the active ones rest: R2; R1 was rested already"),
    ("other", "rest", "tp", "battle", {"other": True},
     {"O1": ({}, False)}, ["O1"], ["1-8-1-2"],
     "「このカード以外」: O1 rests, S itself stays active"),
    ("not-keyword", "rest", "ntp", "battle", {"not_keyword": "blocker"},
     {"B1": ({"keywords": ["blocker"]}, False), "B2": ({}, False)}, ["B2"], ["1-8-1-2"],
     "the cards without 【ブロッカー】: B2"),
    ("keyword-evolve", "rest", "ntp", "battle", {"keyword": "evolve"},
     {"V1": ({"skills": [{"kind": "activate", "timing": "main", "effect": [{"draw": 1}]},
                         {"kind": "evolve", "onto": {"name": "X"}}]}, False),
      "V2": ({"skills": [{"kind": "fusion-evolve", "onto": [{"name": "X"}, {"name": "Y"}]}]},
             False),
      "V3": ({}, False)}, ["V1", "V2"], ["15-12-8"],
     "「【進化】を持つ」: V1 (its second skill) and V2 (【フュージョン進化】 too), not V3"),
    ("keyword-fusion-evolve", "rest", "ntp", "battle", {"keyword": "fusion-evolve"},
     {"V1": ({"skills": [{"kind": "evolve", "onto": {"name": "X"}}]}, False),
      "V2": ({"skills": [{"kind": "activate", "timing": "main", "effect": [{"draw": 1}]},
                         {"kind": "fusion-evolve", "onto": [{"name": "X"}, {"name": "Y"}]}]},
             False)}, ["V2"], ["1-8-1-2"],
     "「【フュージョン進化】を持つ」: V2 (its second skill), not V1's 【進化】"),
    ("type-extra", "discard", "tp", "hand", {"type": "extra"},
     {"H1": ({}, False), "X1": ({"type": "extra"}, False)}, ["X1"], ["13-7-1"],
     "the extra cards of the hand: X1 is discarded, H1 (a battle card) stays"),
]


def more(fam, first, name, verb, whose, zone, flt, cards, match, clauses, what):
    s = standard(first=first, turn=3)
    tp = s.turn_player
    ntp = other(tp)
    p = tp if whose == "tp" else ntp
    for cid, (spec, rested) in cards.items():
        s.put(p, zone, cid, **spec)
        if rested:
            s.rest(cid)
    s.put(tp, "battle", "S", skills=[act("main", {verb: {"all": {
        "who": "you" if whose == "tp" else "opponent", "zone": zone, "filter": flt}}})])
    desc = " ".join([fam.quote(c) for c in clauses] +
                    ["%s's S: %s every card of %s's %s matching %s: %s." % (
                        tp, verb, p, zone, json.dumps(flt, ensure_ascii=False), what)])
    if verb == "discard":
        state = {p: {"hand": [c for c in cards if c not in match], "drop": match}}
        events = [{"type": "move", "card": c, "from": "%s:hand" % p, "to": "%s:drop" % p}
                  for c in match]
    else:
        after = (lambda c: c not in match) if verb == "stand" else \
            (lambda c: c in match or cards[c][1])
        battle = [{"card": c, "rested": after(c) if verb == "rest" else
                   (cards[c][1] and c not in match)} for c in cards]
        if whose == "tp":
            battle = battle + [{"card": "S", "rested": False}]
        state = {p: {"battle": battle}}
        events = [{"type": verb, "card": c} for c in match]
    fam.add("more-%s-%s" % (name, tp.lower()), "Filter %s (%s's skill)" % (name, tp), desc,
            clauses or ["13-1-2"], ["filters"], s.setup(),
            [{"do": "activate", "card": "S", "skill": 0}],
            {"state": state, "events": events,
             "exactly": [{"type": verb}] if verb != "discard" else [{"type": "move"}]})
