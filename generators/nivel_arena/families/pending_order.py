"""Family `pending_order`: automatic effects met together: the turn player's, then the other's
(8.1.3.2.3), each player ordering their own (1.3.5); those met meanwhile wait for the next round
(8.4.1); entry (10.1.2.2); optional ones (8.1.2.2) and mandatory ones (8.1.2.1, 8.1.3.2.2); one
whose card moved does not activate (8.1.3.2.1); met during damage processing, they wait
(8.4.2)."""

from . import Family
from .scene import Scene


def generate(ctx):
    fam = Family(ctx, __name__)
    both_players(fam)
    own_order(fam)
    optional(fam)
    moved(fam)
    during_damage(fam)
    after_damage(fam)
    return fam.cases


def both_players(fam):
    s = Scene(at="attack")
    s.unit("P1", 1, "A", cost=3, power=3000, abilities=[{"kind": "exit", "effect": [{"draw": 1}]}])
    s.unit("P2", 1, "D", cost=3, power=3000, abilities=[{"kind": "exit", "effect": [{"draw": 1}]}])
    s.put("P1", "hand", "S", type="skill", cost=0, effect=[{"trash": "own-unit"}, {"trash": "opponent-unit"}])
    d1, d2 = s.zones["P1"]["deck"], s.zones["P2"]["deck"]
    s.start["at"] = "main"
    s.level("P1", 3)
    fam.add("tp-first", "Both players' exit effects: the turn player's first",
            fam.cite("8.1.3.2.3", "8.4.3"), ["8.1.3.2.3", "8.4.3", "10.1.7.2"], ["pending"], s.setup(),
            [{"do": "activate", "card": "S"}, {"choose": ["A"], "for": "target"},
             {"choose": ["D"], "for": "target"}],
            {"events": [{"type": "activate", "card": "A", "ability": 0},
                        {"type": "move", "card": d1[0], "to": "P1:hand"},
                        {"type": "activate", "card": "D", "ability": 0},
                        {"type": "move", "card": d2[0], "to": "P2:hand"}]})
    # 8.4.1: the turn player's effect meets another's condition: the other player's first
    s = Scene()
    s.level("P1", 5)
    s.unit("P1", 1, "A", cost=1, power=1000,
           abilities=[{"kind": "exit", "effect": [{"trash": "own-unit"}]}])
    s.unit("P1", 2, "B", cost=1, power=1000, abilities=[{"kind": "exit", "effect": [{"draw": 1}]}])
    s.unit("P2", 1, "D", cost=1, power=1000, abilities=[{"kind": "exit", "effect": [{"draw": 1}]}])
    s.put("P1", "hand", "S", type="skill", cost=0, effect=[{"trash": "own-unit"}, {"trash": "opponent-unit"}])
    d1, d2 = s.zones["P1"]["deck"], s.zones["P2"]["deck"]
    fam.add("rounds", "The turn player's new effect waits for the other player's",
            fam.quote("8.4.1"), ["8.4.1", "8.1.3.2.3"], ["pending"], s.setup(),
            [{"do": "activate", "card": "S"}, {"choose": ["A"], "for": "target"},
             {"choose": ["D"], "for": "target"}, {"choose": ["B"], "for": "target"}],
            {"events": [{"type": "activate", "card": "A"}, {"type": "move", "card": "B", "to": "P1:trash"},
                        {"type": "activate", "card": "D"}, {"type": "move", "card": d2[0], "to": "P2:hand"},
                        {"type": "activate", "card": "B"}, {"type": "move", "card": d1[0], "to": "P1:hand"}]})


def own_order(fam):
    for order in (["A:0", "B:0"], ["B:0", "A:0"]):
        s = Scene()
        s.level("P1", 5)
        s.unit("P1", 1, "A", cost=1, abilities=[{"kind": "exit", "effect": [{"level": 1}]}])
        s.unit("P1", 2, "B", cost=1, abilities=[{"kind": "exit", "effect": [{"level": 2}]}])
        s.put("P1", "hand", "S", type="skill", cost=0, effect=[{"trash": "own-units"}])
        ev = [{"type": "level", "player": "P1", "level": 6 if order[0] == "A:0" else 7},
              {"type": "level", "player": "P1", "level": 8}]
        fam.add("order-%s" % order[0][0].lower(), "A player orders their own effects met together",
                fam.quote("1.3.5"), ["1.3.5"], ["pending"], s.setup(),
                [{"do": "activate", "card": "S"}, {"choose": order, "for": "order", "by": "P1"}],
                {"events": ev})


def optional(fam):
    for yes in (True, False):
        s = Scene()
        s.level("P1", 5)
        s.put("P1", "hand", "U", cost=1, abilities=[{"kind": "entry", "optional": True,
                                                      "effect": [{"draw": 1}]}])
        deck = s.zones["P1"]["deck"]
        fam.add("optional-%s" % ("yes" if yes else "no"), "An optional entry effect %s" % ("used" if yes else "declined"),
                fam.cite("8.1.2.2", "10.1.2.2"), ["8.1.2.2", "10.1.2.2"], ["pending"], s.setup(),
                [{"do": "place", "card": "U", "zone": "unit1"}, {"choose": yes, "for": "activate"}],
                {"state": {"P1": {"hand": deck[:1] if yes else []}}})
    s = Scene()
    s.level("P1", 5)
    s.put("P1", "hand", "U", cost=1, abilities=[{"kind": "entry", "effect": [{"trash": "opponent-unit"}]}])
    fam.add("mandatory-nothing", "A mandatory entry effect with nothing to do still activates",
            fam.cite("8.1.2.1", "8.1.3.2.2"), ["8.1.2.1", "8.1.3.2.2", "10.1.2.2"], ["pending"], s.setup(),
            [{"do": "place", "card": "U", "zone": "unit1"}],
            {"events": [{"type": "activate", "card": "U", "ability": 0}]})


def moved(fam):
    s = Scene()
    s.level("P1", 5)
    s.put("P1", "hand", "U", cost=1, abilities=[{"kind": "entry", "effect": [{"draw": 1}]},
                                                 {"kind": "entry", "effect": [{"hand": "this"}]}])
    fam.add("moved-first", "An automatic effect whose card moved does not activate",
            fam.quote("8.1.3.2.1"), ["8.1.3.2.1"], ["pending"], s.setup(),
            [{"do": "place", "card": "U", "zone": "unit1"}, {"choose": ["U:1", "U:0"], "for": "order"}],
            {"state": {"P1": {"hand": ["U"], "unit1": []}}})


def after_damage(fam):
    s = Scene(at="attack")
    s.unit("P1", 1, "A", cost=1, power=1000, hit=1)
    s.unit("P1", 2, "B", cost=1, power=5000)
    s.unit("P2", 2, "D", cost=1, power=1000, abilities=[{"kind": "exit", "effect": [{"draw": 1}]}])
    d2 = s.zones["P2"]["deck"]
    fam.add("after-damage", "After a damage processing, automatic effects activate again",
            fam.cite("8.4.2", "10.1.7.2"), ["10.1.7.2", "8.1.3.2"], ["pending"], s.setup(),
            [{"do": "attack", "card": "A"}, {"do": "attack", "card": "B"}, {"do": "defend", "card": "D"}],
            {"state": {"P2": {"damage": d2[:1], "hand": d2[1:2]}}})


def during_damage(fam):
    s = Scene(at="attack")
    s.unit("P1", 1, "A", cost=1, power=3000, hit=2)
    s.unit("P1", 2, "B", cost=1, power=3000)
    deck = s.zones["P2"]["deck"]
    s.cards[deck[0]] = {"trigger": [{"trash": "opponent-unit"}]}
    s.cards["B"]["abilities"] = [{"kind": "exit", "effect": [{"draw": 1}]}]
    fam.add("during-damage", "An exit met during damage processing waits until it ends",
            fam.quote("8.4.2"), ["8.4.2"], ["pending"], s.setup(),
            [{"do": "attack", "card": "A"}, {"choose": ["B"], "for": "target"}],
            {"state": {"P1": {"trash": ["B"], "hand": s.zones["P1"]["deck"][:1]}}})
