"""Family `equip`: equipping items (3.5.6: an item of the hand under one of the player's units
whose condition it meets, 3.5.1), within the size (6.4.1.1.2: the item's cost and the field's);
a unit gains its items' effects (8.6.1, 8.1.3.3.2) and keywords; an item whose condition no
longer holds after an effect is trashed not by effect (8.6.2); affiliations (2.4.2, 2.4.3)."""

from . import Family
from .scene import Scene


def generate(ctx):
    fam = Family(ctx, __name__)
    conditions(fam)
    budget(fam)
    gains(fam)
    condition_lost(fam)
    legal(fam)
    owner(fam)
    return fam.cases


def conditions(fam):
    cases = (("two-affil", ["Knight", "Mage"], "Mage", True, "2.4.2"),
             ("one-affil", ["Knight"], "Mage", False, "2.4.1"),
             ("no-affil", [], "Mage", False, "2.4.3"))
    for name, affils, need, ok, clause in cases:
        s = Scene()
        s.level("P1", 10)
        s.unit("P1", 1, "U", cost=2, affiliations=affils)
        s.put("P1", "hand", "I", type="item", cost=1, equip={"affiliation": need})
        exp = {"state": {"P1": {"unit1": [{"card": "U", "under": ["I"] if ok else []}]}}}
        if ok:
            exp["events"] = [{"type": "move", "card": "I", "from": "P1:hand", "to": "P1:unit1",
                              "cause": "play"}]
        else:
            exp["rejections"] = [{"step": 0, "rule": "3.5.6"}]
        fam.add("condition-%s" % name, "Equipping an item that needs the affiliation %s" % need,
                "%s; %s U's affiliations: %s." % (fam.quote("3.5.6"), fam.quote(clause), affils or "none"),
                ["3.5.6", clause] + (["3.5.1", "6.4.1.1.1"] if ok else []), ["equip"], s.setup(),
                [{"do": "equip", "card": "I", "unit": "U"}], exp)
    s = Scene()
    s.level("P1", 10)
    s.unit("P2", 1, "E", cost=2)
    s.put("P1", "hand", "I", type="item", cost=1)
    fam.add("opponents-unit", "An item goes only under the player's own unit",
            fam.cite("3.5.1", "6.4.1.1.1"), ["6.4.1.1.1"], ["equip"], s.setup(),
            [{"do": "equip", "card": "I", "unit": "E"}],
            {"rejections": [{"step": 0, "rule": "6.4.1.1.1"}]})
    for lane in (2, 3):
        s = Scene()
        s.level("P1", 10)
        s.unit("P1", lane, "U", cost=2)
        s.put("P1", "hand", "I", type="item", cost=1)
        fam.add("onto-unit%d" % lane, "An item onto a unit in unit%d" % lane, fam.quote("3.5.6"),
                ["3.5.6"], ["equip"], s.setup(), [{"do": "equip", "card": "I", "unit": "U"}],
                {"state": {"P1": {"unit%d" % lane: [{"card": "U", "under": ["I"]}]}}})
    for power, need in ((3000, 3000), (2999, 3000)):
        s = Scene()
        s.level("P1", 10)
        s.unit("P1", 1, "U", cost=2, power=power)
        s.put("P1", "hand", "I", type="item", cost=1, equip={"power_min": need})
        ok = power >= need
        exp = {"state": {"P1": {"unit1": [{"card": "U", "under": ["I"] if ok else []}]}}}
        if not ok:
            exp["rejections"] = [{"step": 0, "rule": "3.5.6"}]
        fam.add("power-%d" % power, "An item needing power %d on a unit of %d" % (need, power),
                fam.quote("3.5.6"), ["3.5.6"], ["equip"], s.setup(),
                [{"do": "equip", "card": "I", "unit": "U"}], exp)


def budget(fam):
    for icost in (1, 2):
        s = Scene()
        s.level("P1", 2)
        s.damage("P1", 1)   # size 3
        s.unit("P1", 1, "U", cost=2)
        s.put("P1", "hand", "I", type="item", cost=icost)
        ok = icost + 2 <= 3
        exp = {"state": {"P1": {"unit1": [{"card": "U", "under": ["I"] if ok else []}]}}}
        if not ok:
            exp["rejections"] = [{"step": 0, "rule": "6.4.1.1.2"}]
        fam.add("budget-%d" % icost, "Equipping an item of cost %d at size 3 with a unit of cost 2" % icost,
                fam.quote("6.4.1.1.2"), ["6.4.1.1.2"], ["equip"], s.setup(),
                [{"do": "equip", "card": "I", "unit": "U"}], exp)
    s = Scene()
    s.level("P1", 4)
    s.unit("P1", 1, "U", cost=1)
    s.item("U", "I1", cost=2)
    s.put("P1", "hand", "V", cost=2)
    fam.add("items-count", "The items under units count in the field's cost",
            fam.quote("6.4.1.1.2") + " U (1) and its item (2) make a field of 3: V of cost 2 at size 4 "
            "does not fit.", ["6.4.1.1.2"], ["equip"], s.setup(),
            [{"do": "place", "card": "V", "zone": "unit2"}],
            {"rejections": [{"step": 0, "rule": "6.4.1.1.2"}]})


def gains(fam):
    for base, plus in ((3000, 1000), (2000, 2500)):
        s = Scene()
        s.level("P1", 10)
        s.unit("P1", 1, "U", cost=2, power=base, hit=1)
        s.put("P1", "hand", "I", type="item", cost=1,
              abilities=[{"kind": "equipped", "power": plus, "hit": 1}])
        fam.add("gains-%d" % plus, "A unit gains its item's effect while equipped",
                "%s; %s" % (fam.quote("8.6.1"), fam.quote("8.1.3.3.2")),
                ["8.6.1", "8.1.3.3.2", "8.1.3.3"], ["equip"], s.setup(),
                [{"do": "equip", "card": "I", "unit": "U"}],
                {"state": {"P1": {"unit1": [{"card": "U", "power": base + plus, "hit": 2}]}}})


def condition_lost(fam):
    """A skill lowers U's power below its item's condition: the item goes, not by effect."""
    s = Scene()
    s.level("P1", 10)
    s.unit("P1", 1, "U", cost=2, power=3000)
    s.item("U", "I1", cost=1, equip={"power_min": 1000})
    s.item("U", "I2", cost=1, equip={"power_min": 3000})
    s.put("P1", "hand", "S", type="skill", cost=0,
          effect=[{"power": -500, "target": "own-unit", "until": "turn"}])
    fam.add("second-item-lost", "Of two items only the one whose condition fails goes",
            fam.quote("8.6.2"), ["8.6.2"], ["equip"], s.setup(),
            [{"do": "activate", "card": "S"}, {"choose": ["U"], "for": "target"}],
            {"state": {"P1": {"unit1": [{"card": "U", "under": ["I1"]}], "trash": ["I2"]}}})
    s = Scene()
    s.level("P1", 10)
    s.unit("P1", 1, "U", cost=2, power=3000)
    s.item("U", "I1", cost=1, equip={"power_min": 3000})
    s.item("U", "I2", cost=1, equip={"power_min": 2800})
    s.item("U", "I3", cost=1)
    s.put("P1", "hand", "S", type="skill", cost=0,
          effect=[{"power": -500, "target": "own-unit", "until": "turn"}])
    fam.add("two-items-lost", "Two items whose conditions fail both go, the third stays",
            fam.quote("8.6.2") + " U (3000) loses 500: I1 (3000) and I2 (2800) fail, I3 has no "
            "condition.", ["8.6.2"], ["equip"], s.setup(),
            [{"do": "activate", "card": "S"}, {"choose": ["U"], "for": "target"}],
            {"state": {"P1": {"unit1": [{"card": "U", "under": ["I3"]}], "trash": ["I1", "I2"]}}})
    for minus in (500, 1500):
        s = Scene()
        s.level("P1", 10)
        s.unit("P1", 1, "U", cost=2, power=3000)
        s.item("U", "I", cost=1, equip={"power_min": 2000})
        s.put("P1", "hand", "S", type="skill", cost=0,
              effect=[{"power": -minus, "target": "own-unit", "until": "turn"}])
        lost = 3000 - minus < 2000
        exp = {"state": {"P1": {"unit1": [{"card": "U", "under": [] if lost else ["I"]}]}}}
        if lost:
            exp["events"] = [{"type": "power", "card": "U", "by": -minus},
                             {"type": "move", "card": "I", "from": "P1:unit1", "to": "P1:trash",
                              "cause": "rule"}]
        fam.add("condition-lost-%d" % minus, "An item whose condition fails after an effect",
                fam.quote("8.6.2") + " I needs power 2000; S takes %d from U (3000)." % minus,
                ["8.6.2"] if lost else ["8.3.3"], ["equip"], s.setup(),
                [{"do": "activate", "card": "S"}, {"choose": ["U"], "for": "target"}], exp)


def legal(fam):
    """The legal set of a main phase with items in hand: an item is offered under each of the
    player's units whose condition it meets, never under an empty zone."""
    s = Scene()
    s.level("P1", 10)
    s.unit("P1", 1, "U", cost=2, affiliations=["Knight"])
    s.put("P1", "hand", "I", type="item", cost=1)
    s.put("P1", "hand", "J", type="item", cost=1, equip={"affiliation": "Mage"})
    s.put("P1", "hand", "V", cost=1)
    fam.add("legal", "The legal equips: an item under the unit whose condition it meets",
            fam.cite("3.5.6", "3.5.5"), ["6.4.1"], ["equip", "legal"], s.setup(),
            [{"query": "legal"}],
            {"legal": [{"step": 0, "actions": [{"do": "equip", "card": "I", "unit": "U"},
                                               {"do": "place", "card": "V", "zone": "unit2"},
                                               {"do": "place", "card": "V", "zone": "unit3"},
                                               {"do": "end"}]}]})


def owner(fam):
    """P1's item under P2's unit: trashed with the unit, it goes to P1's trash (4.2.1: a card's
    player is its owner), not by effect (3.5.6.1)."""
    s = Scene(at="attack")
    s.unit("P1", 1, "A", cost=3, power=5000)
    s.unit("P2", 1, "O", cost=1, power=1000)
    s.item("O", "I", cost=1, owner="P1")
    fam.add("owner-trash", "An item goes to its owner's trash when its unit is trashed",
            fam.cite("3.5.6.1", "4.2.1"), ["3.5.6.1", "4.2.1", "7.4.3"], ["equip"], s.setup(),
            [{"do": "attack", "card": "A"}, {"do": "defend", "card": "O"}],
            {"state": {"P1": {"trash": ["I"]}, "P2": {"trash": ["O"]}},
             "events": [{"type": "move", "card": "O", "from": "P2:unit1", "to": "P2:trash",
                         "cause": "battle"},
                        {"type": "move", "card": "I", "from": "P2:unit1", "to": "P1:trash",
                         "cause": "rule"}]})
