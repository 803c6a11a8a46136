"""Family `negation`: effects whose duration ends are negated (6.6.1.2, 7.5.1), the turn
player's first (8.5.2); meanwhile a power may pass below 0 without trashing the unit, which is
trashed only if its power is 0 or less once every negation is processed (8.5.2.1, reading
NA-NEGATION-TRASH: by effect, its exit effects activating after, 8.5.2.2); an item whose condition
fails then is trashed (8.6.2)."""

from . import Family
from .scene import Scene


def generate(ctx):
    fam = Family(ctx, __name__)
    through_zero(fam)
    ends_low(fam)
    item_after(fam)
    cascade(fam)
    return fam.cases


def skill(s, cid, effect):
    s.put("P1", "hand", cid, type="skill", cost=0, effect=effect)


def through_zero(fam):
    s = Scene()
    s.level("P1", 5)
    s.unit("P1", 1, "U", cost=1, power=2000)
    skill(s, "S1", [{"power": 3000, "target": "own-unit", "until": "turn"}])
    skill(s, "S2", [{"power": -4000, "target": "own-unit", "until": "turn"}])
    fam.add("through-zero", "Negating +3000 then −4000: the power passes −2000, the unit stays",
            fam.cite("8.5.2", "8.5.2.1"), ["8.5.2", "8.5.2.1", "6.6.1.2"], ["negation"], s.setup(),
            [{"do": "activate", "card": "S1"}, {"choose": ["U"], "for": "target"},
             {"do": "activate", "card": "S2"}, {"choose": ["U"], "for": "target"},
             {"do": "end"}, {"do": "end"}],
            {"state": {"P1": {"unit1": [{"card": "U", "power": 2000}]}}})


def ends_low(fam):
    for lasting in (-3000, -1000):
        s = Scene()
        s.level("P1", 5)
        s.unit("P1", 1, "U", cost=1, power=2000, keywords={"return": True})
        skill(s, "S1", [{"power": lasting, "target": "own-unit", "until": "game"}])
        skill(s, "S2", [{"power": 2000, "target": "own-unit", "until": "turn"}])
        dies = 2000 + lasting <= 0
        script = [{"do": "activate", "card": "S2"}, {"choose": ["U"], "for": "target"},
                  {"do": "activate", "card": "S1"}, {"choose": ["U"], "for": "target"},
                  {"do": "end"}, {"do": "end"}]
        exp = {"state": {"P1": {"unit1": [] if dies else [{"card": "U", "power": 2000 + lasting}]}}}
        if dies:
            exp["state"]["P1"]["hand"] = ["U"]
            exp["events"] = [{"type": "phase", "phase": "end"},
                             {"type": "move", "card": "U", "from": "P1:unit1", "to": "P1:trash",
                              "cause": "effect"},
                             {"type": "activate", "card": "U", "what": "return"},
                             {"type": "move", "card": "U", "from": "P1:trash", "to": "P1:hand"}]
        fam.add("ends-%d" % (2000 + lasting), "After negation the power is %d" % (2000 + lasting),
                fam.cite("8.5.2.1", "8.5.2.2"),
                ["8.5.2.1", "8.5.2.2", "10.2.5.3.3"] if dies else ["8.5.2.1"],
                ["negation", fam.reading("NA-NEGATION-TRASH"), fam.reading("NA-RETURN-STEP")],
                s.setup(), script, exp)


def cascade(fam):
    s = Scene()
    s.level("P1", 5)
    s.unit("P1", 1, "A", cost=1, power=1000)
    s.unit("P1", 2, "B", cost=1, power=500, abilities=[{"kind": "passive", "power": 1000, "target": "own-units"}])
    s.put("P1", "hand", "S", type="skill", cost=0,
          effect=[{"power": -1500, "target": "own-units", "until": "turn"}, {"draw": 1}])
    deck = s.zones["P1"]["deck"]
    fam.add("cascade", "A unit trashed at power 0 takes another's power to 0: both go before the next instruction",
            fam.cite("1.3.7.3", "9.1.2") + " A: 1000 + 1000 − 1500 = 500, B: 500 + 1000 − 1500 = 0: B is "
            "trashed, its passive ends, A falls to −500 and is trashed at once, then P1 draws.",
            ["1.3.7.3", "10.1.3.2"], ["negation"], s.setup(),
            [{"do": "activate", "card": "S"}],
            {"events": [{"type": "move", "card": "B", "from": "P1:unit2", "to": "P1:trash", "cause": "effect"},
                        {"type": "move", "card": "A", "from": "P1:unit1", "to": "P1:trash", "cause": "effect"},
                        {"type": "move", "card": deck[0], "from": "P1:deck", "to": "P1:hand"}]})


def item_after(fam):
    s = Scene()
    s.level("P1", 5)
    s.unit("P1", 1, "U", cost=1, power=2000)
    s.item("U", "I", cost=1, equip={"power_min": 3000})
    skill(s, "S", [{"power": 1000, "target": "own-unit", "until": "turn"}])
    s.cards["I"]["equip"] = {"power_min": 2500}
    fam.add("item-after-negation", "An item whose condition fails once a +1000 is negated",
            fam.cite("8.6.2", "6.6.1.2") + " U (2000) needs +1000 for I's condition of 2500: the "
            "item is trashed when the effect ends.", ["8.6.2", "8.5.2"], ["negation"], s.setup(),
            [{"do": "activate", "card": "S"}, {"choose": ["U"], "for": "target"},
             {"do": "end"}, {"do": "end"}],
            {"state": {"P1": {"unit1": [{"card": "U", "under": []}], "trash": ["I", "S"]}}})
