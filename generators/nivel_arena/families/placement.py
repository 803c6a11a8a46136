"""Family `placement`: placing units in the main phase (6.4.1.1.1), within the size (6.4.1.1.2:
the card's cost and the field's, 4.7.2 size = level + damage cards), upgrades (3.5.5, 3.5.5.1,
6.4.1.1.2.1: the replaced unit and its items not counted, trashed not by effect 3.5.6.1), once
per unit zone and turn (6.4.1.1.3); rejections and the exact legal sets."""

from . import Family
from .scene import Scene


def generate(ctx):
    fam = Family(ctx, __name__)
    budget(fam)
    upgrades(fam)
    once_per_zone(fam)
    wrong_cards(fam)
    legal_sets(fam)
    return fam.cases


def budget(fam):
    for level, dmg, field in ((3, 0, 0), (2, 3, 2), (5, 4, 6)):
        size = level + dmg
        for delta in (-1, 0, 1):
            cost = size - field + delta
            if cost < 0:
                continue
            s = Scene()
            s.level("P1", level)
            s.damage("P1", dmg)
            if field:
                s.unit("P1", 2, "F", cost=field - 1)
                s.item("F", "FI", cost=1)
            s.put("P1", "hand", "U", cost=cost)
            ok = cost + field <= size
            exp = {"state": {"P1": {"unit1": [{"card": "U"}] if ok else [], "size": size}}}
            if not ok:
                exp["rejections"] = [{"step": 0, "rule": "6.4.1.1.2"}]
            desc = "%s Size %d (level %d, %d damage cards: %s); the field costs %d (a unit and its " \
                   "item); U costs %d: %d + %d %s %d, so the placement is %s." % (
                       fam.quote("6.4.1.1.2"), size, level, dmg, fam.quote("4.7.2"), field, cost,
                       cost, field, "≤" if ok else ">", size, "legal" if ok else "rejected")
            fam.add("budget-l%d-d%d-f%d-c%d" % (level, dmg, field, cost),
                    "Placing a unit of cost %d with size %d and a field of cost %d" % (cost, size, field),
                    desc, ["6.4.1.1.2", "4.7.2", "2.5.1", "3.1.2", "6.4.1.1.1", "3.5.3"]
                    if ok else ["6.4.1.1.2", "4.7.2", "2.5.1", "3.1.2"], ["placement"],
                    s.setup(), [{"do": "place", "card": "U", "zone": "unit1"}], exp)
    # a skill in the skill zone counts (NA-FIELD-COST)
    for cost in (2, 3):
        s = Scene()
        s.level("P1", 4)
        s.put("P1", "skill", "S", type="skill", cost=2, effect=[{"draw": 1}])
        s.put("P1", "hand", "U", cost=cost)
        ok = cost + 2 <= 4
        exp = {"state": {"P1": {"unit1": [{"card": "U"}] if ok else []}}}
        if not ok:
            exp["rejections"] = [{"step": 0, "rule": "6.4.1.1.2"}]
        fam.add("skill-zone-counts-c%d" % cost, "A skill in the skill zone counts in the field's cost",
                "%s; %s The skill S (cost 2) activated this turn is on the field: %d + 2 against "
                "size 4." % (fam.quote("3.1.2"), fam.quote("6.4.1.1.2"), cost),
                ["6.4.1.1.2", "3.1.2"], ["placement", fam.reading("NA-FIELD-COST")], s.setup(),
                [{"do": "place", "card": "U", "zone": "unit1"}], exp)


def upgrades(fam):
    for old, new in ((3, 2), (3, 3), (3, 4), (2, 6)):
        s = Scene()
        s.level("P1", 4)
        s.damage("P1", 2)   # size 6
        s.unit("P1", 1, "O", cost=old)
        s.item("O", "OI", cost=1)
        s.unit("P1", 2, "K", cost=2)
        s.put("P1", "hand", "N", cost=new)
        field_wo = 2   # K only: O and its item are not counted
        if new <= old:
            rule, ok = "3.5.5", False
        elif new + field_wo > 6:
            rule, ok = "6.4.1.1.2", False
        else:
            rule, ok = None, True
        exp = {"state": {"P1": {"unit1": [{"card": "N", "under": []}] if ok
                                 else [{"card": "O", "under": ["OI"]}]}}}
        if ok:
            exp["state"]["P1"]["trash"] = ["O", "OI"]
            exp["events"] = [{"type": "move", "card": "O", "from": "P1:unit1", "to": "P1:trash",
                              "cause": "rule"},
                             {"type": "move", "card": "OI", "from": "P1:unit1", "to": "P1:trash",
                              "cause": "rule"},
                             {"type": "move", "card": "N", "from": "P1:hand", "to": "P1:unit1",
                              "cause": "play"}]
        else:
            exp["rejections"] = [{"step": 0, "rule": rule}]
        clauses = ["3.5.5", "3.5.5.1", "6.4.1.1.2.1", "3.5.6.1"] if ok else [rule]
        desc = "%s; %s; %s; %s O costs %d with an item of cost 1; N costs %d; size 6, K (cost 2) " \
               "stays: %s." % (fam.quote("3.5.5"), fam.quote("3.5.5.1"), fam.quote("6.4.1.1.2.1"),
                               fam.quote("3.5.6.1"), old, new,
                               "N replaces O, which and whose item go to the trash not by effect"
                               if ok else "rejected by %s" % rule)
        fam.add("upgrade-%d-to-%d" % (old, new), "Upgrading a unit of cost %d with one of cost %d" % (old, new),
                desc, clauses, ["placement", "upgrade"], s.setup(),
                [{"do": "place", "card": "N", "zone": "unit1"}], exp)


def once_per_zone(fam):
    s = Scene()
    s.level("P1", 10)
    s.put("P1", "hand", "A", cost=1)
    s.put("P1", "hand", "B", cost=3)
    s.put("P1", "hand", "C", cost=2)
    script = [{"do": "place", "card": "A", "zone": "unit2"},
              {"do": "place", "card": "B", "zone": "unit2"},
              {"do": "place", "card": "C", "zone": "unit3"},
              {"do": "place", "card": "B", "zone": "unit3"}]
    fam.add("once-per-zone", "Each unit zone takes one placement a turn, upgrades included",
            fam.quote("6.4.1.1.3") + " A goes to unit2; B to unit2 (an upgrade) is rejected; C goes "
            "to unit3, and B onto C is rejected too.",
            ["6.4.1.1.3"], ["placement"], s.setup(), script,
            {"state": {"P1": {"unit2": [{"card": "A"}], "unit3": [{"card": "C"}], "hand": ["B"]}},
             "rejections": [{"step": 1, "rule": "6.4.1.1.3"}, {"step": 3, "rule": "6.4.1.1.3"}]})
    s = Scene()
    s.level("P1", 9)
    s.put("P1", "hand", "A", cost=1)
    s.put("P1", "hand", "B", cost=2)
    fam.add("placed-again-next-turn", "A unit zone placed into one turn takes an upgrade the next",
            fam.quote("6.4.1.1.3") + " A into unit1 on turn 3; B onto A on turn 5.",
            ["6.4.1.1.3", "3.5.5.1"], ["placement"], s.setup(),
            [{"do": "place", "card": "A", "zone": "unit1"}, {"do": "end"}, {"do": "end"},
             {"do": "end"}, {"do": "end"}, {"do": "place", "card": "B", "zone": "unit1"}],
            {"state": {"P1": {"unit1": [{"card": "B"}], "trash": ["A"]},
                       "turn": {"number": 5, "player": "P1"}}})
    s = Scene()
    s.level("P1", 10)
    s.unit("P1", 1, "A", cost=1)
    s.placed.append("P1:unit1")
    s.put("P1", "hand", "B", cost=3)
    fam.add("placed-before", "A unit zone placed into earlier this turn takes no upgrade",
            fam.quote("6.4.1.1.3") + " The setup says unit1 was placed into this turn.",
            ["6.4.1.1.3"], ["placement"], s.setup(), [{"do": "place", "card": "B", "zone": "unit1"}],
            {"rejections": [{"step": 0, "rule": "6.4.1.1.3"}]})


def wrong_cards(fam):
    s = Scene()
    s.level("P1", 10)
    s.put("P1", "hand", "I", type="item", cost=1)
    s.put("P2", "hand", "Q", cost=1)
    s.put("P1", "trash", "T", cost=1)
    script = [{"do": "place", "card": "I", "zone": "unit1"},
              {"do": "place", "card": "Q", "zone": "unit1"},
              {"do": "place", "card": "T", "zone": "unit1"},
              {"do": "place", "card": "Q", "zone": "unit1", "by": "P2"}]
    fam.add("not-a-unit-in-hand", "Only a unit card of the turn player's hand is placed",
            fam.cite("6.4.1.1.1", "2.2.4", "4.3.1") + " An item, the other player's card, a card in "
            "the trash: rejected; the other player has no action in this phase.",
            ["6.4.1.1.1", "4.3.1"], ["placement"], s.setup(), script,
            {"rejections": [{"step": 0, "rule": "6.4.1.1.1"}, {"step": 1, "rule": "6.4.1.1.1"},
                            {"step": 2, "rule": "6.4.1.1.1"}, {"step": 3, "rule": "4.3.1"}]})
    s = Scene(at="attack")
    s.level("P1", 10)
    s.put("P1", "hand", "U", cost=1)
    fam.add("attack-phase", "No card is played in the attack phase",
            fam.quote("6.4.1") + " Placing in the attack phase is rejected.",
            ["6.4.1"], ["placement"], s.setup(), [{"do": "place", "card": "U", "zone": "unit1"}],
            {"rejections": [{"step": 0, "rule": "6.4.1"}]})


def legal_sets(fam):
    for level in (2, 4):
        s = Scene()
        s.level("P1", level)
        s.unit("P1", 1, "O", cost=2)
        s.put("P1", "hand", "A", cost=1)
        s.put("P1", "hand", "B", cost=3)
        # field 2; size = level
        legal = []
        for c, cost in (("A", 1), ("B", 3)):
            for lane, z in enumerate(("unit1", "unit2", "unit3")):
                if lane == 0:
                    if cost > 2 and cost <= level:
                        legal.append({"do": "place", "card": c, "zone": z})
                elif cost + 2 <= level:
                    legal.append({"do": "place", "card": c, "zone": z})
        legal.append({"do": "end"})
        fam.add("legal-l%d" % level, "The legal placements at size %d" % level,
                fam.cite("6.4.1", "6.4.1.1.2", "3.5.5") + " Field 2 (O in unit1).",
                ["6.4.1"], ["placement", "legal"], s.setup(),
                [{"query": "legal"}] + ([{"do": "place", "card": "A", "zone": "unit2"}]
                                        if level == 4 else []),
                {"legal": [{"step": 0, "actions": legal}]})
