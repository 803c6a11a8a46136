"""Family `skills`: activating skill cards (8.1.3.1.1: activated effects; 3.6.1 into the skill
zone; 8.2.1 steps; 6.4.1.1.2 within the size), not when nothing can be done (8.1.3.1.2), their
instructions in order (8.3.1, 1.3.7.4), 「その後」 (8.3.2), choices (8.3.3, 8.3.3.1), "up to"
(1.3.6, 1.3.6.1, 4.4.4), trashed at the end phase (6.6.1.3)."""

from . import Family
from .scene import Scene


def generate(ctx):
    fam = Family(ctx, __name__)
    basic(fam)
    nothing_to_do(fam)
    nothing_else(fam)
    then(fam)
    then_after(fam)
    upto(fam)
    return fam.cases


def basic(fam):
    for n in (1, 2):
        s = Scene()
        s.level("P1", 5)
        s.put("P1", "hand", "S", type="skill", cost=2, effect=[{"draw": n}])
        deck = s.zones["P1"]["deck"]
        fam.add("draw-%d" % n, "A skill card draws %d" % n,
                fam.cite("8.1.3.1.1", "3.6.1", "8.2.1.4", "8.3.1", "8.3.4"),
                ["8.1.3.1.1", "3.6.1", "8.2.1", "8.2.1.1", "8.2.1.2", "8.2.1.3", "8.2.1.4", "8.3.1",
                 "4.4.3", "6.4.1.1.1", "8.3.4"], ["skill"], s.setup(), [{"do": "activate", "card": "S"}],
                {"state": {"P1": {"skill": ["S"], "hand": deck[:n], "size": 5}},
                 "events": [{"type": "move", "card": "S", "from": "P1:hand", "to": "P1:skill",
                             "cause": "play"}, {"type": "activate", "card": "S"}]})
    s = Scene()
    s.level("P1", 2)
    s.put("P1", "hand", "S", type="skill", cost=2, effect=[{"draw": 1}])
    s.put("P1", "hand", "T", type="skill", cost=3, effect=[{"draw": 1}])
    fam.add("legal", "A skill card within the size is a legal action", fam.quote("6.4.1.1.2"),
            ["6.4.1"], ["skill", "legal"], s.setup(), [{"query": "legal"}],
            {"legal": [{"step": 0, "actions": [{"do": "activate", "card": "S"}, {"do": "end"}]}]})
    s = Scene()
    s.level("P1", 2)
    s.put("P1", "hand", "S", type="skill", cost=3, effect=[{"draw": 1}])
    fam.add("over-size", "A skill card beyond the size is not activated", fam.quote("6.4.1.1.2"),
            ["6.4.1.1.2"], ["skill"], s.setup(), [{"do": "activate", "card": "S"}],
            {"rejections": [{"step": 0, "rule": "6.4.1.1.2"}]})
    # order of instructions: level then draw; damage then power
    s = Scene()
    s.level("P1", 5)
    s.unit("P2", 1, "E", cost=1, power=1000)
    s.put("P1", "hand", "S", type="skill", cost=1,
          effect=[{"power": 500, "target": "opponent-unit", "until": "turn"},
                  {"trash": "opponent-unit"}])
    fam.add("in-order", "A skill's instructions are carried out top to bottom",
            fam.cite("8.3.1", "1.3.7.4", "8.3.3"), ["8.3.1", "1.3.7.4", "8.3.3", "8.3.3.1", "3.5.4"],
            ["skill"], s.setup(),
            [{"do": "activate", "card": "S"}, {"choose": ["E"], "for": "target"},
             {"choose": ["E"], "for": "target"}],
            {"events": [{"type": "power", "card": "E", "by": 500},
                        {"type": "move", "card": "E", "from": "P2:unit1", "to": "P2:trash",
                         "cause": "effect"}],
             "state": {"P2": {"trash": ["E"]}}})
    s = Scene(at="end")
    s.put("P1", "skill", "S", type="skill", cost=1, effect=[{"draw": 1}])
    s.put("P2", "skill", "T", type="skill", cost=1, effect=[{"draw": 1}])
    fam.add("end-phase-trash", "The turn player's skills are trashed at the end phase",
            fam.quote("6.6.1.3"), ["6.6.1.3"], ["skill", "end-phase"], s.setup(), [],
            {"state": {"P1": {"skill": [], "trash": ["S"]}, "P2": {"skill": ["T"]}},
             "events": [{"type": "move", "card": "S", "from": "P1:skill", "to": "P1:trash",
                         "cause": "rule"}]})


def nothing_to_do(fam):
    for units in (0, 1):
        s = Scene()
        s.level("P1", 5)
        if units:
            s.unit("P2", 2, "E", cost=1)
        s.put("P1", "hand", "S", type="skill", cost=1, effect=[{"trash": "opponent-unit"}])
        exp = {"state": {"P1": {"skill": ["S"] if units else []}}}
        if not units:
            exp["rejections"] = [{"step": 0, "rule": "8.1.3.1.2"}]
        script = [{"do": "activate", "card": "S"}] + ([{"choose": ["E"], "for": "target"}]
                                                       if units else [])
        fam.add("nothing-%d" % units, "A skill with %s to do" % ("something" if units else "nothing"),
                fam.quote("8.1.3.1.2"), ["8.1.3.1.2"] if not units else ["8.3.3", "4.8.1"],
                ["skill"], s.setup(), script, exp)


def nothing_else(fam):
    for name, effect, level in (("hand-this", [{"hand": "this"}], 3), ("level-down-at-1", [{"level": -1}], 1),
                                ("level-up-at-10", [{"level": 1}], 10),
                                ("level-up-at-10-then-draw", [{"level": 1}, {"then": [{"draw": 1}]}], 10)):
        s = Scene()
        s.level("P1", level)
        s.put("P1", "hand", "S", type="skill", cost=0, effect=effect)
        fam.add("nothing-%s" % name, "A skill that can do nothing: %s" % name, fam.quote("8.1.3.1.2"),
                ["8.1.3.1.2"], ["skill"], s.setup(), [{"do": "activate", "card": "S"}],
                {"rejections": [{"step": 0, "rule": "8.1.3.1.2"}]})
    # nothing to see in an empty deck, no damage to deal
    for name, effect, deck in (("look-empty-deck", [{"look": 2}], 0),
                               ("reveal-empty-deck", [{"reveal": 1}], 0),
                               ("damage-0", [{"damage": 0}], 6)):
        s = Scene(deck=deck)
        s.level("P1", 3)
        s.put("P1", "hand", "S", type="skill", cost=0, effect=effect)
        fam.add("nothing-%s" % name, "A skill that can do nothing: %s" % name,
                "%s; %s" % (fam.quote("8.1.3.1.2"), fam.quote("1.3.3") if deck else fam.quote("11.2.1")),
                ["8.1.3.1.2"], ["skill"], s.setup(), [{"do": "activate", "card": "S"}],
                {"rejections": [{"step": 0, "rule": "8.1.3.1.2"}]})


def then(fam):
    for units in (0, 1):
        s = Scene()
        s.level("P1", 5)
        if units:
            s.unit("P2", 1, "E", cost=1)
        s.put("P1", "hand", "S", type="skill", cost=1,
              effect=[{"trash": "opponent-unit"}, {"then": [{"draw": 2}]}, {"draw": 1}])
        deck = s.zones["P1"]["deck"]
        drawn = (deck[:3] if units else deck[:1])
        script = [{"do": "activate", "card": "S"}] + ([{"choose": ["E"], "for": "target"}]
                                                       if units else [])
        fam.add("then-%d" % units, "「その後」 after a trash that %s" % ("happened" if units else "could not"),
                "%s; %s The skill trashes one of the opponent's units, その後 draws 2, then draws 1: "
                "%s." % (fam.quote("8.3.2"), fam.quote("1.3.2"),
                         "3 cards" if units else "the trash is not done, so only the last draw"),
                ["8.3.2"] + ([] if units else ["1.3.2"]), ["skill"], s.setup(), script,
                {"state": {"P1": {"hand": drawn}}})


def then_after(fam):
    for name, first, pick, done in (("upto-1-of-2", {"draw": 2, "upto": True}, 1, False),
                                    ("upto-2-of-2", {"draw": 2, "upto": True}, 2, True),
                                    ("damage-1", {"damage": 1}, None, True),
                                    ("damage-0", {"damage": 0}, None, False)):
        s = Scene()
        s.level("P1", 5)
        s.put("P1", "hand", "S", type="skill", cost=1,
              effect=[first, {"then": [{"level": 1}]}, {"draw": 1}])
        script = [{"do": "activate", "card": "S"}] + ([{"choose": pick, "for": "draw-count"}]
                                                       if pick is not None else [])
        fam.add("then-after-%s" % name, "「その後」 after %s" % name,
                fam.quote("8.3.2") + " The level goes up only when the first instruction was done "
                "in full.", ["8.3.2"], ["skill"], s.setup(), script,
                {"state": {"P1": {"leader": {"level": 6 if done else 5}}}})
    s = Scene()
    s.level("P1", 5)
    s.put("P1", "hand", "S", type="skill", cost=1,
          effect=[{"trash": "opponent-unit"}, {"draw": 1}, {"then": [{"level": 1}]}])
    fam.add("then-after-draw", "「その後」 after a draw that followed a failed trash",
            fam.quote("8.3.2") + " The draw is done, so the level goes up.", ["8.3.2"],
            ["skill"], s.setup(), [{"do": "activate", "card": "S"}],
            {"state": {"P1": {"leader": {"level": 6}}}})
    s = Scene()
    s.level("P1", 5)
    s.put("P1", "hand", "S", type="skill", cost=1,
          effect=[{"trash": "opponent-unit"}, {"size": 1, "until": "turn"}, {"then": [{"level": 1}]}])
    fam.add("then-after-size", "「その後」 after a size change that followed a failed trash",
            fam.quote("8.3.2") + " The size change is done, so the level goes up.", ["8.3.2", "4.7.3"],
            ["skill"], s.setup(), [{"do": "activate", "card": "S"}],
            {"state": {"P1": {"leader": {"level": 6}, "size": 7}}})
    s = Scene()
    s.level("P1", 5)
    s.put("P1", "hand", "S", type="skill", cost=1, effect=[{"power": 1000, "target": "this"}])
    fam.add("this-is-no-unit", "A skill whose only instruction changes its own power can do nothing",
            fam.cite("8.3.4", "8.1.3.1.2"), ["8.1.3.1.2", "8.3.4"], ["skill"], s.setup(),
            [{"do": "activate", "card": "S"}], {"rejections": [{"step": 0, "rule": "8.1.3.1.2"}]})
    s = Scene(at="attack")
    s.put("P1", "hand", "S", type="skill", cost=0, effect=[{"draw": 1}])
    s.unit("P1", 1, "U", cost=1, abilities=[{"kind": "entry", "effect": [{"draw": 1}]},
                                             {"kind": "active", "effect": [{"draw": 1}]}])
    fam.add("attack-phase", "No skill card and no activated effect in the attack phase",
            fam.cite("6.4.1", "8.1.3.1"), ["6.4.1", "8.1.3.1"], ["skill"], s.setup(),
            [{"do": "activate", "card": "S"}, {"do": "activate", "card": "U", "ability": 1}],
            {"rejections": [{"step": 0, "rule": "6.4.1"}, {"step": 1, "rule": "8.1.3.1"}]})


def upto(fam):
    for decksize, n, pick in ((5, 3, 3), (5, 3, 0), (2, 3, 2), (1, 3, 1)):
        s = Scene()
        s.level("P1", 5)
        deck = s.deck("P1", decksize)
        s.put("P1", "hand", "S", type="skill", cost=1, effect=[{"draw": n, "upto": True}])
        clauses = ["1.3.6", "1.3.6.1"] + (["4.4.4"] if decksize < n else [])
        if pick == 0:
            clauses += ["4.4.5", "1.3.3"]
        fam.add("upto-d%d-p%d" % (decksize, pick), "Drawing up to %d from a deck of %d: %d" % (n, decksize, pick),
                fam.cite("1.3.6", "1.3.6.1", "4.4.4", "4.4.5"), clauses, ["skill"], s.setup(),
                [{"do": "activate", "card": "S"}, {"choose": pick, "for": "draw-count"}],
                {"state": {"P1": {"hand": deck[:pick], "deck": deck[pick:]}}})
