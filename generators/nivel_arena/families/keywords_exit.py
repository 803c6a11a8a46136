"""Family `keywords_exit`: exit effects (10.1.7.2: a unit trashed by battle or by effect; checked
on the field, activated in the trash 10.1.7.2.1; not for an upgrade 10.1.7.2.2); take-down
(10.2.5.2: by battle, costs compared 10.2.5.2.3 with the cost it had in the trash 10.2.5.2.4,
reading NA-TAKE-DOWN-COST); return (10.2.5.3: to the owner's hand at the end phase, 4.2.2, not
when it moved first 10.2.5.3.4, reading NA-RETURN-STEP); self-destruct (10.2.4.2, reading
NA-SELF-DESTRUCT)."""

from . import Family
from .scene import Scene


def generate(ctx):
    fam = Family(ctx, __name__)
    exits(fam)
    take_down(fam)
    returns(fam)
    self_destruct(fam)
    return fam.cases


def exits(fam):
    # by battle, by effect, by upgrade
    s = Scene(at="attack")
    s.unit("P1", 1, "A", cost=3, power=5000)
    s.unit("P2", 1, "D", cost=2, power=1000, abilities=[{"kind": "exit", "effect": [{"draw": 2}]}])
    deck = s.zones["P2"]["deck"]
    fam.add("exit-battle", "An exit effect of a unit trashed by battle", fam.cite("10.1.7.2", "10.1.7.2.1"),
            ["10.1.7.2", "10.1.7.2.1", "8.1.3.2"], ["keyword", "exit"], s.setup(),
            [{"do": "attack", "card": "A"}, {"do": "defend", "card": "D"}],
            {"state": {"P2": {"hand": deck[:2], "trash": ["D"]}}})
    s = Scene()
    s.level("P1", 5)
    s.unit("P2", 1, "D", cost=2, power=1000, abilities=[{"kind": "exit", "effect": [{"draw": 1}]}])
    s.put("P1", "hand", "S", type="skill", cost=1, effect=[{"trash": "opponent-unit"}])
    deck = s.zones["P2"]["deck"]
    fam.add("exit-effect", "An exit effect of a unit trashed by effect", fam.quote("10.1.7.2"),
            ["10.1.7.2", "10.1.7.2.1"], ["keyword", "exit"], s.setup(),
            [{"do": "activate", "card": "S"}, {"choose": ["D"], "for": "target"}],
            {"state": {"P2": {"hand": deck[:1]}}})
    s = Scene()
    s.level("P1", 10)
    s.unit("P1", 1, "O", cost=2, abilities=[{"kind": "exit", "effect": [{"draw": 1}]}],
           keywords={"return": True})
    s.put("P1", "hand", "N", cost=3)
    fam.add("exit-upgrade", "No exit effect for a unit trashed by an upgrade",
            fam.cite("10.1.7.2.2", "3.5.5.1"), ["10.1.7.2.2", "3.5.5.1"], ["keyword", "exit"], s.setup(),
            [{"do": "place", "card": "N", "zone": "unit1"}, {"do": "end"}, {"do": "end"}],
            {"state": {"P1": {"trash": ["O"], "hand": []}}})
    # an exit effect that trashes its own card, already in the trash
    s = Scene(at="attack")
    s.unit("P1", 1, "A", cost=3, power=5000)
    s.unit("P2", 1, "D", cost=2, power=1000,
           abilities=[{"kind": "exit", "effect": [{"trash": "this"}, {"then": [{"draw": 1}]}]}])
    fam.add("exit-trash-this", "An exit effect cannot trash its card again",
            "%s; %s; %s D, trashed by battle, has the exit effect 「trash this; then draw 1」: "
            "D is in the trash and stays there, so the instruction is not done and nothing follows."
            % (fam.quote("10.1.7.2.1"), fam.quote("4.8.2"), fam.quote("8.3.2")),
            ["4.8.2", "10.1.7.2.1", "8.3.2"], ["keyword", "exit"], s.setup(),
            [{"do": "attack", "card": "A"}, {"do": "defend", "card": "D"}],
            {"state": {"P2": {"hand": [], "trash": ["D"]}},
             "events": [{"type": "move", "card": "D", "from": "P2:unit1", "to": "P2:trash",
                         "cause": "battle"},
                        {"type": "activate", "card": "D", "ability": 0}],
             "exactly": [{"type": "move", "card": "D"}]})
    # the exit the last of eight abilities, on a pierce attacker that loses its battle
    s = Scene(at="attack")
    s.unit("P1", 1, "D", cost=2, power=1000, keywords={"pierce": 1},
           abilities=[{"kind": "active", "effect": [{"draw": 1}]}] * 7
           + [{"kind": "exit", "effect": [{"draw": 1}]}])
    s.unit("P2", 1, "O", cost=2, power=3000)
    deck = s.zones["P1"]["deck"]
    fam.add("exit-last-of-eight", "The exit effect of a unit with eight abilities activates once",
            "%s; %s D (power 1000, pierce 1) attacks O (3000) and is trashed by battle: its exit, "
            "the last of its eight abilities, activates once; pierce does not (no unit trashed)."
            % (fam.quote("10.1.7.2"), fam.quote("10.2.3.2.2")),
            ["10.1.7.2", "10.1.7.2.1", "7.4.3"], ["keyword", "exit"], s.setup(),
            [{"do": "attack", "card": "D"}, {"do": "defend", "card": "O"}],
            {"state": {"P1": {"hand": deck[:1], "trash": ["D"]}},
             "events": [{"type": "activate", "card": "D", "ability": 7}],
             "exactly": [{"type": "activate"}]})


def take_down(fam):
    for side, acost, dcost in (("defender", 3, 4), ("defender", 3, 2), ("defender", 3, 3),
                               ("attacker", 5, 5), ("attacker", 5, 4)):
        s = Scene(at="attack")
        kw = {"take-down": True}
        if side == "defender":
            s.unit("P1", 1, "A", cost=acost, power=5000)
            s.unit("P2", 1, "D", cost=dcost, power=4000, keywords=kw)
            dies, other, oz = dcost >= acost, "A", "P1"
        else:
            s.unit("P1", 1, "A", cost=acost, power=2000, keywords=kw)
            s.unit("P2", 1, "D", cost=dcost, power=3000)
            dies, other, oz = acost >= dcost, "D", "P2"
        exp = {"state": {oz: {"unit1": [] if dies else [{"card": other}]}}}
        if dies:
            exp["events"] = [{"type": "activate", "what": "take-down"},
                             {"type": "move", "card": other, "to": "%s:trash" % oz, "cause": "effect"}]
        fam.add("take-down-%s-%d-%d" % (side, acost, dcost),
                "Take-down on the %s: costs %d and %d" % (side, acost, dcost),
                fam.cite("10.2.5.2.2", "10.2.5.2.3", "10.2.5.2.4"),
                ["10.2.5.2.2", "10.2.5.2.3", "10.2.5.2.4"], ["keyword", "take-down",
                                                               fam.reading("NA-TAKE-DOWN-COST")],
                s.setup(), [{"do": "attack", "card": "A"}, {"do": "defend", "card": "D"}], exp)
    s = Scene(at="attack")
    s.unit("P1", 1, "A", cost=3, power=5000)
    s.unit("P2", 1, "D", cost=4, power=1000, keywords={"take-down": True},
           abilities=[{"kind": "exit", "effect": [{"trash": "opponent-unit"}]}])
    fam.add("take-down-winner-gone", "Take-down finds the winner already gone",
            fam.cite("10.2.5.2.3", "1.3.2") + " D's exit trashes A first (P2 orders it first): take-down "
            "has no unit to trash (NA-TAKE-DOWN-COST), and the turn goes on.",
            ["10.2.5.2.3", "1.3.5"], ["keyword", "take-down", fam.reading("NA-TAKE-DOWN-COST")], s.setup(),
            [{"do": "attack", "card": "A"}, {"do": "defend", "card": "D"},
             {"choose": ["D:0", "D:take-down"], "for": "order"}, {"choose": ["A"], "for": "target"},
             {"do": "end"}],
            {"state": {"P1": {"trash": ["A"]}, "turn": {"player": "P2"}},
             "events": [{"type": "activate", "card": "D", "ability": 0},
                        {"type": "move", "card": "A", "cause": "effect"},
                        {"type": "activate", "card": "D", "what": "take-down"}]})
    s = Scene()
    s.level("P1", 5)
    s.unit("P2", 1, "D", cost=9, keywords={"take-down": True})
    s.unit("P1", 1, "A", cost=1)
    s.put("P1", "hand", "S", type="skill", cost=1, effect=[{"trash": "opponent-unit"}])
    fam.add("take-down-not-by-effect", "Take-down does nothing for a unit trashed by effect",
            fam.quote("10.2.5.2.2"), ["4.8.1"], ["keyword", "take-down"], s.setup(),
            [{"do": "activate", "card": "S"}, {"choose": ["D"], "for": "target"}],
            {"state": {"P1": {"unit1": [{"card": "A"}]}, "P2": {"trash": ["D"]}}})


def returns(fam):
    for how in ("battle", "effect"):
        s = Scene(at="attack" if how == "battle" else "main")
        s.level("P1", 5)
        s.unit("P1", 1, "A", cost=3, power=5000)
        s.unit("P2", 1, "D", cost=2, power=1000, keywords={"return": True}, owner="P2")
        s.put("P1", "hand", "S", type="skill", cost=1, effect=[{"trash": "opponent-unit"}])
        script = ([{"do": "attack", "card": "A"}, {"do": "defend", "card": "D"}] if how == "battle"
                  else [{"do": "activate", "card": "S"}, {"choose": ["D"], "for": "target"},
                        {"do": "end"}])
        script.append({"do": "end"})
        fam.add("return-%s" % how, "Return: trashed by %s, to the hand at the end phase" % how,
                fam.cite("10.2.5.3.2", "10.2.5.3.3", "4.2.2"),
                ["10.2.5.3.2", "10.2.5.3.3", "4.2.2", "6.6.1.1"],
                ["keyword", "return", fam.reading("NA-RETURN-STEP")], s.setup(), script,
                {"state": {"P2": {"hand": ["D", s.zones["P2"]["deck"][0]], "trash": []}},
                 "events": [{"type": "activate", "card": "D", "what": "return"},
                            {"type": "phase", "phase": "end"},
                            {"type": "move", "card": "D", "from": "P2:trash", "to": "P2:hand"}]})
    # P1's card in P2's unit zone: its owner's trash and hand (4.2.1, 4.2.2)
    s = Scene(at="attack")
    s.unit("P1", 1, "A", cost=3, power=5000)
    s.unit("P2", 1, "D", cost=2, power=1000, keywords={"return": True}, owner="P1")
    fam.add("return-owner", "Return takes the card to its owner's hand",
            fam.cite("10.2.5.3.3", "4.2.2") + " D, P1's card, is P2's unit; trashed by battle it "
            "goes to P1's trash, and to P1's hand at the end phase.",
            ["10.2.5.3.3", "4.2.2", "4.2.1"], ["keyword", "return", fam.reading("NA-RETURN-STEP")],
            s.setup(), [{"do": "attack", "card": "A"}, {"do": "defend", "card": "D"}, {"do": "end"}],
            {"state": {"P1": {"hand": ["D"], "trash": []}, "P2": {"trash": []}},
             "events": [{"type": "move", "card": "D", "from": "P2:unit1", "to": "P1:trash"},
                        {"type": "move", "card": "D", "from": "P1:trash", "to": "P1:hand"}]})
    # hand limit counts the returned card (NA-RETURN-STEP)
    s = Scene()
    s.level("P1", 5)
    s.unit("P1", 1, "D", cost=2, power=1000, keywords={"return": True})
    hand = s.hand("P1", 7)
    s.put("P1", "hand", "S", type="skill", cost=1, effect=[{"trash": "own-unit"}])
    fam.add("return-before-hand-limit", "A returned card counts in the end phase's hand limit",
            fam.cite("10.2.5.3.3", "6.6.1.4") + " S trashes P1's own D; D comes back to the hand "
            "first in the end phase, making 8 cards: one is trashed.",
            ["10.2.5.3.3", "6.6.1.4"],
            ["keyword", "return", fam.reading("NA-RETURN-STEP")], s.setup(),
            [{"do": "activate", "card": "S"}, {"choose": ["D"], "for": "target"}, {"do": "end"},
             {"do": "end"}, {"choose": ["D"], "for": "discard"}],
            {"state": {"P1": {"hand": hand, "trash": ["S", "D"]}}})
    # moved before the end phase: nothing
    s = Scene(at="attack")
    s.level("P1", 5)
    s.unit("P1", 1, "A", cost=3, power=5000)
    s.unit("P1", 2, "B", cost=3, power=5000)
    s.unit("P2", 1, "D", cost=2, power=1000, keywords={"return": True},
           abilities=[{"kind": "exit", "effect": [{"hand": "this"}]}])
    fam.add("return-moved-first", "Return does nothing for a card that left the trash",
            fam.quote("10.2.5.3.4") + " D's exit effect takes it to the hand first.",
            ["10.2.5.3.4", "1.3.5"], ["keyword", "return"], s.setup(),
            [{"do": "attack", "card": "A"}, {"do": "defend", "card": "D"},
             {"choose": ["D:return", "D:0"], "for": "order"}, {"do": "end"}],
            {"state": {"P2": {"hand": ["D", s.zones["P2"]["deck"][0]]}}})


def self_destruct(fam):
    s = Scene(at="attack")
    s.unit("P1", 1, "A", cost=3, power=3000, hit=2, keywords={"pierce": 1, "infiltrate": 1})
    s.unit("P2", 1, "D", cost=3, power=6000, keywords={"self-destruct": True, "return": True})
    fam.add("self-destruct", "Self-destruct: straight to the battle end step, the defender trashed",
            fam.cite("10.2.4.2.2", "10.2.4.2.3"),
            ["10.2.4.2.2", "10.2.4.2.3", "10.2.5.3.2"],
            ["keyword", "self-destruct", fam.reading("NA-SELF-DESTRUCT")], s.setup(),
            [{"do": "attack", "card": "A"}, {"do": "defend", "card": "D"}, {"do": "attack", "card": "A"}],
            {"state": {"P1": {"unit1": [{"card": "A", "attacked": True}], "hand": []},
                       "P2": {"damage": [], "trash": ["D"]}},
             "rejections": [{"step": 2, "rule": "7.2.1"}],
             "events": [{"type": "activate", "card": "D", "what": "self-destruct"},
                        {"type": "move", "card": "D", "from": "P2:unit1", "to": "P2:trash",
                         "cause": "effect"}]})
