"""Family `guardian`: guardians (10.2.6.3.2: a unit next to the attacker's lane defends when its
player meets its condition; reading NA-GUARDIAN), barrier (10.2.6.3.4.1.2: cards from the hand)
and sacrifice (10.2.6.3.4.2.2: other units), none when it may not defend (10.2.6.3.3), one
defender only (7.3.3)."""

from . import Family
from .scene import Scene


def generate(ctx):
    fam = Family(ctx, __name__)
    barrier(fam)
    sacrifice(fam)
    blocked(fam)
    return fam.cases


def barrier(fam):
    for glane, hand, n, pay in ((2, 2, 1, True), (2, 2, 2, True), (3, 2, 1, True), (2, 1, 2, True),
                                (2, 2, 1, False)):
        s = Scene(at="attack")
        s.unit("P1", 1, "A", cost=3, power=4000, hit=2)
        s.unit("P2", glane, "G", cost=2, power=5000, keywords={"guardian": {"barrier": n}})
        cards = s.hand("P2", hand)
        deck = s.zones["P2"]["deck"]
        adjacent = abs(glane - 1) == 1
        offered = adjacent and hand >= n
        defends = offered and pay
        script = [{"do": "attack", "card": "A"}]
        if offered:
            script.append({"choose": pay, "for": "guardian", "by": "P2"})
        if defends:
            script.append({"choose": cards[:n], "for": "barrier", "by": "P2"})
        exp = {"state": {"P2": {"damage": [] if defends else deck[:2],
                                "trash": cards[:n] if defends else [],
                                "hand": cards[n:] if defends else cards},
                         "P1": {"trash": ["A"] if defends else []}}}
        if defends:
            exp["events"] = [{"type": "activate", "card": "G", "what": "guardian"},
                             {"type": "defend", "card": "G"}]
        clauses = ["10.2.6.3.2", "10.2.6.3.4.1.2", "3.1.6", "7.3.2"] if defends else \
            (["10.2.6.3.2"] if offered else ["7.4.2"])
        fam.add("barrier-lane%d-hand%d-n%d%s" % (glane, hand, n, "" if pay else "-declined"),
                "Guardian barrier %d in lane %d with %d cards in hand%s" % (n, glane, hand,
                                                                           "" if pay else ", declined"),
                fam.cite("10.2.6.3.2", "10.2.6.3.4.1.2") + " The attacker is in lane 1: lane %d is %s." % (
                    glane, "next to it" if adjacent else "not next to it"),
                clauses, ["guardian", fam.reading("NA-GUARDIAN")], s.setup(), script, exp)


def sacrifice(fam):
    for others in (1, 2):
        s = Scene(at="attack")
        s.unit("P1", 2, "A", cost=3, power=4000, hit=2)
        s.unit("P2", 1, "G", cost=2, power=5000, keywords={"guardian": {"sacrifice": 1}})
        victims = []
        if others >= 1:
            victims.append(s.unit("P2", 3, "X", cost=1, abilities=[{"kind": "exit",
                                                                    "effect": [{"draw": 1}]}]))
        if others >= 2:
            victims.append(s.unit("P2", 2, "O", cost=1, power=1000))
        deck = s.zones["P2"]["deck"]
        script = [{"do": "attack", "card": "A"}, {"choose": True, "for": "guardian"},
                  {"choose": ["X"], "for": "sacrifice"}]
        fam.add("sacrifice-%d" % others, "Guardian sacrifice 1 with %d other units" % others,
                fam.quote("10.2.6.3.4.2.2") + " The sacrificed X is trashed by effect: its exit effect "
                "draws (NA-GUARDIAN).", ["10.2.6.3.4.2.2", "10.2.6.3.2", "10.1.7.2"],
                ["guardian", fam.reading("NA-GUARDIAN")], s.setup(), script,
                {"state": {"P2": {"trash": ["X"], "hand": deck[:1], "damage": []},
                           "P1": {"trash": ["A"]}}})


def blocked(fam):
    s = Scene(at="attack")
    s.unit("P1", 2, "A", cost=3, power=5000, hit=2, keywords={"breakthrough": [True]})
    s.unit("P2", 2, "O", cost=3, power=1000)
    s.unit("P2", 1, "G", cost=2, power=9000, keywords={"guardian": {"barrier": 1}})
    hand = s.hand("P2", 3)
    deck = s.zones["P2"]["deck"]
    fam.add("breakthrough-shuts-guardian", "Unconditional breakthrough: no guardian, no defense",
            fam.cite("10.2.6.3.3", "10.2.3.4.3"), ["10.2.6.3.3", "10.2.3.4.3"],
            ["guardian", fam.reading("NA-GUARDIAN")], s.setup(),
            [{"do": "attack", "card": "A"}, {"do": "defend", "card": "O"}, {"do": "pass"}],
            {"rejections": [{"step": 1, "rule": "10.2.3.4.2"}],
             "state": {"P2": {"hand": hand, "damage": deck[:2]}}})
    s = Scene(at="attack")
    s.unit("P1", 2, "A", cost=3, power=4000, hit=2)
    s.unit("P2", 2, "O", cost=3, power=1000)
    s.unit("P2", 1, "G", cost=2, power=9000, keywords={"guardian": {"barrier": 1}})
    s.unit("P2", 3, "H", cost=2, power=9000, keywords={"guardian": {"barrier": 1}})
    hand = s.hand("P2", 3)
    fam.add("one-defender", "After a guardian defends nobody else may",
            fam.cite("7.3.3", "10.2.6.3.3"), ["7.3.3", "10.2.6.3.3"],
            ["guardian", fam.reading("NA-GUARDIAN")], s.setup(),
            [{"do": "attack", "card": "A"}, {"choose": True, "for": "guardian"},
             {"choose": hand[:1], "for": "barrier"}],
            {"state": {"P2": {"hand": hand[1:], "unit1": [{"card": "G"}], "unit3": [{"card": "H"}]},
                       "P1": {"trash": ["A"]}}})
