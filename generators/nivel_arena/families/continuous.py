"""Family `continuous`: continuous effects (8.1.3.3, with a condition 8.1.3.3.1): passive
(10.1.3.2, in the level zone or a unit zone; none from the hand 2.6.2), armed (10.1.8.2, 10.1.8.3),
hold the line (10.1.9.2), level link (10.1.10.2), a size change (4.7.3); berserker (10.2.6.2)."""

from . import Family
from .scene import Scene


def generate(ctx):
    fam = Family(ctx, __name__)
    passive(fam)
    armed(fam)
    line(fam)
    levellink(fam)
    berserker(fam)
    return fam.cases


def passive(fam):
    s = Scene()
    s.unit("P1", 1, "U", cost=1, power=2000, abilities=[{"kind": "passive", "power": 1000}])
    s.unit("P1", 2, "V", cost=1, power=2000)
    s.put("P1", "hand", "H", cost=1, abilities=[{"kind": "passive", "power": 500, "target": "own-units"}])
    s.set_leader("P1", abilities=[{"kind": "passive", "hit": 1, "target": "own-units", "size": 2}])
    s.level("P1", 3)
    fam.add("passive", "Passive effects of a unit and of the leader; none from the hand",
            fam.cite("10.1.3.2", "2.6.2", "4.7.3"),
            ["10.1.3.2", "2.6.2", "8.1.3.3", "4.7.3"], ["continuous"], s.setup(), [],
            {"state": {"P1": {"unit1": [{"card": "U", "power": 3000, "hit": 2}],
                              "unit2": [{"card": "V", "power": 2000, "hit": 2}], "size": 5}}})
    s = Scene()
    s.unit("P1", 1, "U", cost=1, power=2000,
           abilities=[{"kind": "active", "effect": [{"draw": 1}], "power": 1000, "hit": 1},
                      {"kind": "passive", "hit": 1}])
    fam.add("automatic-numbers", "Only continuous abilities change power and hit",
            "%s U's passive adds 1 hit; the numbers written on its activated ability are no "
            "continuous effect: its power stays 2000." % fam.quote("8.1.3.3"),
            ["10.1.3.2", "8.1.3.3"], ["continuous"], s.setup(), [],
            {"state": {"P1": {"unit1": [{"card": "U", "power": 2000, "hit": 2}]}}})


def armed(fam):
    for affil, item_affil, on in ((None, None, True), ("Blade", ["Blade"], True), ("Blade", ["Bow"], False)):
        s = Scene()
        ab = {"kind": "armed", "power": 2000}
        if affil:
            ab["affiliation"] = affil
        s.unit("P1", 1, "U", cost=1, power=2000, abilities=[ab])
        s.item("U", "I", cost=1, **({"affiliations": item_affil} if item_affil else {}))
        s.unit("P1", 2, "W", cost=1, power=2000, abilities=[{"kind": "armed", "power": 2000}])
        fam.add("armed-%s-%s" % (affil or "any", (item_affil or ["none"])[0]),
                "Armed%s with an item of %s" % (" [%s]" % affil if affil else "", item_affil or "no affiliation"),
                fam.cite("10.1.8.2", "10.1.8.3"),
                ["10.1.8.3" if affil else "10.1.8.2"] + (["8.1.3.3.1"] if on else []),
                ["continuous"], s.setup(), [],
                {"state": {"P1": {"unit1": [{"card": "U", "power": 4000 if on else 2000}],
                                  "unit2": [{"card": "W", "power": 2000}]}}})


def line(fam):
    s = Scene()
    s.unit("P1", 2, "U", cost=1, power=2000, abilities=[{"kind": "line", "power": 1000}])
    s.unit("P1", 3, "V", cost=1, power=2000)
    fam.add("line-first-empty", "Hold the line with unit1 empty", fam.quote("10.1.9.2"),
            ["10.1.9.2"], ["continuous"], s.setup(), [],
            {"state": {"P1": {"unit2": [{"card": "U", "power": 2000}]}}})
    for n in (2, 3):
        s = Scene()
        s.level("P1", 10)
        s.unit("P1", 1, "U", cost=1, power=2000, abilities=[{"kind": "line", "power": 1000}])
        s.unit("P1", 2, "V", cost=1, power=2000)
        s.put("P1", "hand", "W", cost=1)
        script = [{"do": "place", "card": "W", "zone": "unit3"}] if n == 3 else []
        fam.add("line-%d" % n, "Hold the line with %d unit zones filled" % n, fam.quote("10.1.9.2"),
                ["10.1.9.2"], ["continuous"], s.setup(), script,
                {"state": {"P1": {"unit1": [{"card": "U", "power": 3000 if n == 3 else 2000}]}}})


def levellink(fam):
    for level in (4, 5):
        s = Scene(at="levelup")
        s.level("P1", level)
        s.unit("P1", 1, "U", cost=1, power=2000, abilities=[{"kind": "levellink", "level": 6, "power": 1500}])
        fam.add("levellink-%d" % (level + 1), "Level link 6 at level %d" % (level + 1),
                fam.quote("10.1.10.2"), ["10.1.10.2"], ["continuous"], s.setup(), [],
                {"state": {"P1": {"unit1": [{"card": "U", "power": 3500 if level + 1 >= 6 else 2000}]}}})


def berserker(fam):
    s = Scene(at="attack")
    s.unit("P1", 2, "B", cost=1, power=2000)
    s.item("B", "R", cost=1, keywords={"berserker": True})
    fam.add("berserker-item", "An item gives berserker", fam.cite("8.6.1", "10.2.6.2.3"),
            ["8.6.1", "10.2.6.2.3"], ["keyword", "berserker"], s.setup(), [{"do": "end"}],
            {"rejections": [{"step": 0, "rule": "10.2.6.2.3"}]})
    s = Scene(at="attack")
    s.unit("P1", 1, "B", cost=1, power=2000, keywords={"berserker": True})
    s.unit("P1", 2, "C", cost=1, power=2000)
    fam.add("berserker", "Berserker: the attack phase does not end while it can attack",
            fam.cite("10.2.6.2.2", "10.2.6.2.3"), ["10.2.6.2.2", "10.2.6.2.3"], ["keyword", "berserker"],
            s.setup(), [{"query": "legal"}, {"do": "end"}, {"do": "attack", "card": "B"}, {"do": "end"}],
            {"rejections": [{"step": 1, "rule": "10.2.6.2.3"}],
             "legal": [{"step": 0, "actions": [{"do": "attack", "card": "B"}, {"do": "attack", "card": "C"}]}],
             "state": {"turn": {"player": "P2"}}})
