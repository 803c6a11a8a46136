"""Family `activated`: activated effects of the turn player's units in the main phase (6.4.1.2.1,
10.1.4.2, 8.1.3.1), once per turn each (6.4.1.2.2), not when nothing can be done (8.1.3.1.2), not
in the attack phase (8.1.3.1); the leader's (reading NA-LEADER-ACTIVE); size changed by an effect
(4.7.3)."""

from . import Family
from .scene import Scene


def generate(ctx):
    fam = Family(ctx, __name__)
    s = Scene()
    s.level("P1", 3)
    s.unit("P1", 1, "U", cost=1, abilities=[{"kind": "active", "effect": [{"draw": 1}]},
                                             {"kind": "active", "effect": [{"size": 2, "until": "turn"}]}])
    deck = s.zones["P1"]["deck"]
    fam.add("once-each", "Each activated effect once a turn",
            fam.cite("6.4.1.2.1", "6.4.1.2.2", "10.1.4.2", "4.7.3"),
            ["6.4.1.2.1", "6.4.1.2.2", "10.1.4.2", "8.1.3.1", "4.7.3"], ["activated"], s.setup(),
            [{"do": "activate", "card": "U", "ability": 0}, {"do": "activate", "card": "U", "ability": 1},
             {"do": "activate", "card": "U", "ability": 0}, {"query": "legal"}],
            {"rejections": [{"step": 2, "rule": "6.4.1.2.2"}],
             "legal": [{"step": 3, "actions": [{"do": "place", "card": deck[0], "zone": "unit2"},
                                               {"do": "place", "card": deck[0], "zone": "unit3"},
                                               {"do": "end"}]}],
             "state": {"P1": {"hand": deck[:1], "size": 5}}})
    s = Scene()
    s.level("P1", 3)
    s.set_leader("P1", abilities=[{"kind": "active", "effect": [{"draw": 1}]}])
    s.unit("P1", 3, "W", cost=1, abilities=[{"kind": "entry", "effect": [{"draw": 1}]},
                                             {"kind": "active", "effect": [{"draw": 1}]}])
    s.unit("P1", 2, "V", cost=1, abilities=[{"kind": "active", "effect": [{"draw": 1}]}])
    fam.add("legal", "The activated effects of the leader and of a unit in unit3 are legal",
            fam.cite("6.4.1.2.1", "10.1.4.2"), ["6.4.1"], ["activated", fam.reading("NA-LEADER-ACTIVE")],
            s.setup(), [{"query": "legal"}],
            {"legal": [{"step": 0, "actions": [{"do": "activate", "card": "L1", "ability": 0},
                                               {"do": "activate", "card": "W", "ability": 1},
                                               {"do": "activate", "card": "V", "ability": 0},
                                               {"do": "end"}]}]})
    s = Scene()
    s.level("P1", 3)
    s.set_leader("P1", abilities=[{"kind": "active", "effect": [{"level": 1}]}])
    fam.add("leader", "The leader's activated effect",
            fam.quote("10.1.4.2"), ["10.1.4.2", "6.4.1.2.2"], ["activated", fam.reading("NA-LEADER-ACTIVE")],
            s.setup(), [{"do": "activate", "card": "L1", "ability": 0}],
            {"state": {"P1": {"leader": {"level": 4}}}})
    s = Scene(at="attack")
    s.unit("P1", 1, "U", cost=1, abilities=[{"kind": "active", "effect": [{"draw": 1}]}])
    fam.add("attack-phase", "No activated effect in the attack phase", fam.quote("8.1.3.1"),
            ["8.1.3.1"], ["activated"], s.setup(), [{"do": "activate", "card": "U", "ability": 0}],
            {"rejections": [{"step": 0, "rule": "8.1.3.1"}]})
    s = Scene()
    s.level("P1", 10)
    s.unit("P2", 1, "V", cost=1, abilities=[{"kind": "active", "effect": [{"draw": 1}]}])
    s.unit("P1", 2, "W", cost=1, abilities=[{"kind": "active", "effect": [{"level": 1}]},
                                             {"kind": "entry", "effect": [{"draw": 1}]}])
    fam.add("whose-and-what", "Only the turn player's units' activated effects, with something to do",
            fam.cite("6.4.1.2.1", "8.1.3.1.2") + " P1 is at level 10: W's +1 level can do nothing.",
            ["6.4.1.2.1", "8.1.3.1.2"], ["activated"], s.setup(),
            [{"do": "activate", "card": "V", "ability": 0},
             {"do": "activate", "card": "W", "ability": 1}, {"do": "activate", "card": "W", "ability": 0}],
            {"rejections": [{"step": 0, "rule": "6.4.1.2.1"}, {"step": 1, "rule": "6.4.1.2.1"},
                            {"step": 2, "rule": "8.1.3.1.2"}]})
    s = Scene()
    s.level("P1", 10)
    s.unit("P1", 1, "U", cost=1, abilities=[{"kind": "active", "effect": [{"hand": "this"}]},
                                             {"kind": "active", "effect": [{"draw": 1}]}])
    deck = s.zones["P1"]["deck"]
    fam.add("once-per-card", "A unit placed again is a new card: its activated effects again, once",
            "%s U draws with its second effect, goes back to the hand with its first, is placed "
            "into unit2 and draws again: the unit placed again is a new card (NA-ONCE-PER-CARD); "
            "its third draw is refused." % fam.quote("6.4.1.2.2"), ["6.4.1.2.2", "6.4.1.2.1"],
            ["activated", fam.reading("NA-ONCE-PER-CARD")], s.setup(),
            [{"do": "activate", "card": "U", "ability": 1}, {"do": "activate", "card": "U", "ability": 0},
             {"do": "place", "card": "U", "zone": "unit2"}, {"do": "activate", "card": "U", "ability": 1},
             {"do": "activate", "card": "U", "ability": 1}],
            {"state": {"P1": {"hand": deck[:2], "unit1": [], "unit2": [{"card": "U"}]}},
             "rejections": [{"step": 4, "rule": "6.4.1.2.2"}],
             "events": [{"type": "activate", "card": "U", "ability": 1},
                        {"type": "move", "card": "U", "from": "P1:unit1", "to": "P1:hand",
                         "cause": "effect"},
                        {"type": "move", "card": "U", "from": "P1:hand", "to": "P1:unit2"},
                        {"type": "activate", "card": "U", "ability": 1}]})
    s = Scene()
    s.level("P1", 10)
    s.put("P1", "hand", "U", cost=1, abilities=[{"kind": "active", "effect": [{"hand": "this"}]},
                                                 {"kind": "active", "effect": [{"draw": 1}]}])
    deck = s.zones["P1"]["deck"]
    fam.add("once-per-card-from-hand", "A unit placed twice in a turn draws with each placement",
            "%s U is placed from the hand, draws with its second effect, goes back to the hand with "
            "its first, is placed into unit2 and draws again: a new card (NA-ONCE-PER-CARD)."
            % fam.quote("6.4.1.2.2"), ["6.4.1.2.2", "6.4.1.2.1"],
            ["activated", fam.reading("NA-ONCE-PER-CARD")], s.setup(),
            [{"do": "place", "card": "U", "zone": "unit1"}, {"do": "activate", "card": "U", "ability": 1},
             {"do": "activate", "card": "U", "ability": 0}, {"do": "place", "card": "U", "zone": "unit2"},
             {"do": "activate", "card": "U", "ability": 1}],
            {"state": {"P1": {"hand": deck[:2], "unit1": [], "unit2": [{"card": "U"}]}}})
    s = Scene()
    s.level("P1", 1)
    s.unit("P1", 1, "U", cost=1, abilities=[{"kind": "active", "effect": [{"size": -3}]}])
    fam.add("size-below-zero", "A size lowered below 0 is 0",
            "%s; %s P1's size is 1 (level 1, no damage); U's effect takes 3 from it."
            % (fam.quote("4.7.3"), fam.quote("1.3.7.1")), ["4.7.3", "4.7.2"], ["activated"],
            s.setup(), [{"do": "activate", "card": "U", "ability": 0}],
            {"state": {"P1": {"size": 0}}})
    return fam.cases
