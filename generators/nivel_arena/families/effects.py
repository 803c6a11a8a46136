"""Family `effects`: the effect language's instructions and the principles they follow: a unit
whose power reaches 0 trashed at once by effect (1.3.7.3, 1.3.7.1, reading NA-POWER-ZERO), "this"
the effect's card (8.3.4), the leader's level changed by an effect (4.6.3; reading NA-LEVEL-MIN;
already in that state 1.3.2.1), damage by effect (4.5.1), look and reveal (11.1, 11.2), zero
repetitions (1.3.3)."""

from . import Family
from .scene import Scene


def generate(ctx):
    fam = Family(ctx, __name__)
    power_zero(fam)
    hit_for_the_turn(fam)
    this_moved(fam)
    levels(fam)
    see(fam)
    damage(fam)
    return fam.cases


def power_zero(fam):
    for base, minus in ((2500, 3000), (3000, 3000), (3000, 2000)):
        s = Scene()
        s.level("P1", 5)
        s.unit("P2", 3, "U", cost=1, power=base, keywords={"return": True})
        s.put("P1", "hand", "S", type="skill", cost=1,
              effect=[{"power": -minus, "target": "opponent-unit", "until": "turn"}, {"draw": 1}])
        dies = base - minus <= 0
        deck = s.zones["P1"]["deck"]
        exp = {"state": {"P2": {"unit3": [] if dies else [{"card": "U", "power": base - minus}]},
                         "P1": {"hand": deck[:1]}}}
        if dies:
            exp["events"] = [{"type": "move", "card": "U", "from": "P2:unit3", "to": "P2:trash",
                              "cause": "effect"},
                             {"type": "move", "card": deck[0], "to": "P1:hand"},
                             {"type": "activate", "card": "U", "what": "return"}]
        fam.add("power-%d-minus-%d" % (base, minus), "Power %d − %d" % (base, minus),
                fam.cite("1.3.7.3", "1.3.7.1", "8.4.3"),
                ["1.3.7.3", "8.4.3", "10.2.5.3.2"] + (["1.3.7.1"] if base < minus else []) if dies
                else ["8.3.1"], ["effects", fam.reading("NA-POWER-ZERO")], s.setup(),
                [{"do": "activate", "card": "S"}, {"choose": ["U"], "for": "target"}], exp)


def this_moved(fam):
    s = Scene()
    s.level("P1", 5)
    s.put("P1", "hand", "U", cost=1, abilities=[{"kind": "entry", "effect": [{"trash": "this"}, {"hand": "this"}]}])
    fam.add("this-moved", "「this」 after it moved is no longer the effect's card",
            fam.cite("8.3.4", "1.3.2") + " U's entry trashes U, then moves 「this」 to the hand: U is "
            "a new card in the trash, so it stays there.", ["8.3.4"],
            ["effects"], s.setup(), [{"do": "place", "card": "U", "zone": "unit1"}],
            {"state": {"P1": {"trash": ["U"], "hand": []}}})


def levels(fam):
    for level, delta in ((3, 2), (9, 3), (10, 1), (2, -3), (2, -2)):
        s = Scene()
        s.level("P1", level)
        s.put("P1", "hand", "S", type="skill", cost=0, effect=[{"level": delta}, {"draw": 1}])
        to = max(1, min(10, level + delta))
        clauses = ["4.6.2"] if to != level else ["1.3.2.1"]
        if level + delta > 10:
            clauses.append("4.6.3")
        fam.add("level-%d-%+d" % (level, delta), "An effect changes the level %d by %+d" % (level, delta),
                fam.cite("4.6.3", "1.3.2.1"), clauses,
                ["effects", fam.reading("NA-LEVEL-MIN")], s.setup(),
                [{"do": "activate", "card": "S"}],
                {"state": {"P1": {"leader": {"level": to}}}})
    for level in (9, 10):
        s = Scene()
        s.level("P1", level)
        s.put("P1", "hand", "S", type="skill", cost=0,
              effect=[{"draw": 1}, {"level": 1}, {"then": [{"draw": 1}]}])
        deck = s.zones["P1"]["deck"]
        n = 2 if level < 10 else 1
        fam.add("then-after-level-%d" % level, "「その後」 after a level change at level %d" % level,
                "%s; %s S draws 1, raises the level by 1, then draws 1: at level %d the level %s."
                % (fam.quote("8.3.2"), fam.quote("4.6.3"), level,
                   "changes, so the draw follows" if n == 2 else "cannot change, so nothing follows"),
                ["8.3.2"] + (["4.6.2"] if n == 2 else ["1.3.2.1"]),
                ["effects", fam.reading("NA-LEVEL-MIN")], s.setup(), [{"do": "activate", "card": "S"}],
                {"state": {"P1": {"hand": deck[:n], "leader": {"level": min(level + 1, 10)}}}})


def see(fam):
    for kind in ("look", "reveal"):
        s = Scene()
        s.level("P1", 5)
        s.put("P1", "hand", "S", type="skill", cost=1, effect=[{kind: 2}])
        deck = s.zones["P1"]["deck"]
        fam.add(kind, "An effect that %ss at the top 2 cards of the deck" % kind,
                fam.cite("11.1.2", "11.1.3") if kind == "reveal" else fam.cite("11.2.1", "11.2.2", "11.2.3"),
                ["11.1.2", "11.1.3"] if kind == "reveal" else ["11.2.1", "11.2.2", "11.2.3"],
                ["effects"], s.setup(), [{"do": "activate", "card": "S"}],
                {"events": [{"type": kind, "player": "P1",
                             "to": ["P1", "P2"] if kind == "reveal" else ["P1"], "cards": deck[:2]}],
                 "state": {"P1": {"deck": deck}}})


def hit_for_the_turn(fam):
    s = Scene()
    s.level("P1", 5)
    s.unit("P1", 2, "A", cost=1, power=2000, hit=1)
    s.put("P1", "hand", "S", type="skill", cost=0, effect=[{"hit": 2, "target": "own-unit", "until": "turn"}])
    d2 = s.zones["P2"]["deck"]
    fam.add("hit-for-the-turn", "Hit +2 until the end of the turn: an attack deals 3",
            fam.cite("2.9.1", "7.4.2"), ["2.9.1", "7.4.2"], ["effects"], s.setup(),
            [{"do": "activate", "card": "S"}, {"choose": ["A"], "for": "target"}, {"do": "end"},
             {"do": "attack", "card": "A"}],
            {"state": {"P2": {"damage": d2[:3]}, "P1": {"unit2": [{"card": "A", "hit": 3}]}}})
    for deck, n in ((3, 2), (1, 2)):
        s = Scene()
        s.level("P1", 5)
        s.deck("P1", deck)
        s.put("P1", "hand", "S", type="skill", cost=0, effect=[{"look": n}, {"then": [{"level": 1}]}])
        fam.add("look-%d-of-%d-then" % (n, deck), "「その後」 after looking at %d of a deck of %d" % (n, deck),
                fam.cite("11.2.1", "8.3.2"), ["11.2.1", "8.3.2"], ["effects"], s.setup(),
                [{"do": "activate", "card": "S"}],
                {"state": {"P1": {"leader": {"level": 6 if deck >= n else 5}}}})


def damage(fam):
    for n in (0, 2):
        s = Scene()
        s.level("P1", 5)
        s.put("P1", "hand", "S", type="skill", cost=1, effect=[{"damage": n, "to": "each"}, {"draw": 1}])
        d1, d2 = s.zones["P1"]["deck"], s.zones["P2"]["deck"]
        fam.add("damage-each-%d" % n, "An effect deals %d damage to each player" % n,
                fam.cite("4.5.1", "1.3.5.1", "1.3.3"),
                ["4.5.1", "1.3.5.1"] + (["1.3.3"] if n == 0 else ["4.5.4.2"]), ["effects"], s.setup(),
                [{"do": "activate", "card": "S"}],
                {"state": {"P1": {"damage": d1[:n], "hand": d1[n:n + 1]}, "P2": {"damage": d2[:n]}}})
