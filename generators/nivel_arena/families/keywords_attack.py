"""Family `keywords_attack`: attacker effects (10.1.5.2, 7.2.2) lasting until the battle end step
(7.5.1, reading NA-ATTACKER-DURATION) and defender effects (10.1.6.2, 7.3.2); the attacker's
sub-keywords: pierce (10.2.3.2, the highest only), plunder (10.2.3.3), breakthrough (10.2.3.4,
all of them), duelist (10.2.3.5, reading NA-DUELIST), infiltrate (10.2.3.6, reading
NA-INFILTRATE); the keywords an item gives (8.6.1)."""

from . import Family
from .scene import Scene


def generate(ctx):
    fam = Family(ctx, __name__)
    pierce_plunder(fam)
    breakthrough(fam)
    duelist(fam)
    item_keywords(fam)
    infiltrate(fam)
    attacker_effects(fam)
    return fam.cases


def pierce_plunder(fam):
    for kw in ("pierce", "plunder"):
        for own, item, dpower in ((1, 2, 3000), (3, 1, 3000), (2, 0, 7000), (2, 0, None)):
            s = Scene(at="attack")
            s.unit("P1", 1, "A", cost=4, power=6000, hit=1, keywords={kw: own})
            if item:
                s.item("A", "I", cost=1, keywords={kw: item})
            if dpower:
                s.unit("P2", 1, "D", cost=2, power=dpower)
            n = max(own, item)
            win = dpower is not None and dpower <= 6000
            p1deck, p2deck = s.zones["P1"]["deck"], s.zones["P2"]["deck"]
            script = [{"do": "attack", "card": "A"}] + ([{"do": "defend", "card": "D"}]
                                                        if dpower else [])
            if kw == "pierce":
                dmg = p2deck[:n] if win else p2deck[:1] if dpower is None else []
                exp = {"state": {"P2": {"damage": dmg}}}
                if win:
                    exp["events"] = [{"type": "activate", "card": "A", "what": "pierce"}]
                clauses = ["10.2.3.2.2", "10.2.3.2.3"] if win else ["7.4.2" if dpower is None else "7.4.3"]
            else:
                exp = {"state": {"P1": {"hand": p1deck[:n] if win else []}}}
                if win:
                    exp["events"] = [{"type": "activate", "card": "A", "what": "plunder"}]
                clauses = ["10.2.3.3.2", "10.2.3.3.3"] if win else ["7.4.2" if dpower is None else "7.4.3"]
            if win and item:
                clauses.append("8.6.1")
            fam.add("%s-%d-%d-%s" % (kw, own, item, dpower or "open"),
                    "%s %d%s against %s" % (kw.capitalize(), own, " with an item's %d" % item if item else "",
                                            "a defender of %d" % dpower if dpower else "no defender"),
                    fam.cite("10.2.3.2.2" if kw == "pierce" else "10.2.3.3.2",
                             "10.2.3.2.3" if kw == "pierce" else "10.2.3.3.3", "8.6.1"),
                    clauses, ["keyword", kw], s.setup(), script, exp)


def breakthrough(fam):
    variants = (("all", [True], 3, False), ("cost-2-vs-3", [{"cost_max": 2}], 3, True),
                ("cost-3-vs-3", [{"cost_max": 3}], 3, False),
                ("cost-0-vs-0", [{"cost_max": 0}], 0, False), ("cost-0-vs-1", [{"cost_max": 0}], 1, True),
                ("power-2500-vs-2000", [{"power_max": 2500}], 3, False),
                ("power-1500-vs-2000", [{"power_max": 1500}], 3, True),
                ("power-0-vs-2000", [{"power_max": 0}], 3, True),
                ("two", [{"cost_max": 1}, {"power_max": 2000}], 3, False))
    for name, brk, dcost, may in variants:
        s = Scene(at="attack")
        s.unit("P1", 2, "A", cost=4, power=5000, hit=2, keywords={"breakthrough": brk})
        s.unit("P2", 2, "O", cost=dcost, power=2000)
        deck = s.zones["P2"]["deck"]
        clauses = ["10.2.3.4.2"] if not may else ["7.3.1"]
        if name == "all":
            clauses.append("10.2.3.4.3")
        if name.startswith("power") or name.startswith("cost-0"):
            clauses = ["10.2.3.4.2"] if not may else ["7.3.1"]
        if name == "two":
            clauses.append("10.2.3.4.4")
        fam.add("breakthrough-%s" % name, "Breakthrough %s against a unit of cost %d, power 2000" % (brk, dcost),
                fam.cite("10.2.3.4.2", "10.2.3.4.3", "10.2.3.4.4"), clauses, ["keyword", "breakthrough"],
                s.setup(),
                [{"do": "attack", "card": "A"}, {"query": "legal"}, {"do": "defend", "card": "O"}]
                + ([] if may else [{"do": "pass"}]),
                {"legal": [{"step": 1, "actions": ([{"do": "defend", "card": "O"}] if may else [])
                            + [{"do": "pass"}]}],
                 "rejections": [] if may else [{"step": 2, "rule": "10.2.3.4.2"}],
                 "state": {"P2": {"damage": [] if may else deck[:2]}}})


def item_keywords(fam):
    s = Scene(at="attack")
    s.unit("P1", 1, "A", cost=4, power=5000)
    s.unit("P2", 1, "D", cost=4, power=4000)
    s.item("D", "T", cost=1, keywords={"take-down": True})
    fam.add("item-take-down", "An item gives take-down", fam.cite("8.6.1", "10.2.5.2.3"),
            ["8.6.1", "10.2.5.2.3"], ["keyword"], s.setup(),
            [{"do": "attack", "card": "A"}, {"do": "defend", "card": "D"}],
            {"state": {"P1": {"trash": ["A"]}, "P2": {"trash": ["D", "T"]}}})
    s = Scene(at="attack")
    s.unit("P1", 2, "A", cost=4, power=4000, hit=2, keywords={"breakthrough": [{"cost_max": 1}]})
    s.item("A", "K", cost=1, keywords={"breakthrough": [{"power_max": 2000}]})
    s.unit("P2", 2, "O", cost=3, power=2000)
    d = s.zones["P2"]["deck"]
    fam.add("item-breakthrough", "An item's breakthrough adds to the unit's own",
            fam.cite("8.6.1", "10.2.3.4.4"), ["8.6.1", "10.2.3.4.4", "10.2.3.4.2"], ["keyword"], s.setup(),
            [{"do": "attack", "card": "A"}, {"do": "defend", "card": "O"}, {"do": "pass"}],
            {"rejections": [{"step": 1, "rule": "10.2.3.4.2"}], "state": {"P2": {"damage": d[:2]}}})
    s = Scene(at="attack")
    s.unit("P1", 1, "A", cost=4, power=4000, hit=2)
    s.unit("P2", 2, "G", cost=3, power=5000)
    s.item("G", "B", cost=1, keywords={"guardian": {"barrier": 2}})
    hand = s.hand("P2", 2)
    fam.add("item-guardian", "An item gives guardian barrier 2", fam.cite("8.6.1", "10.2.6.3.4.1.2"),
            ["8.6.1", "10.2.6.3.4.1.2"], ["keyword", fam.reading("NA-GUARDIAN")], s.setup(),
            [{"do": "attack", "card": "A"}, {"choose": True, "for": "guardian"},
             {"choose": hand, "for": "barrier"}],
            {"state": {"P1": {"trash": ["A"]}, "P2": {"trash": hand}}})


def duelist(fam):
    # the opposing unit listed after the attacker, then first of setup.cards (a card like any
    # other: an engine that takes the first card for "no opposing unit" is caught)
    for name, first in (("duelist-forces", []), ("duelist-forces-listed-first", ["O"])):
        s = Scene(at="attack")
        s.listed_first = first
        s.unit("P1", 2, "A", cost=4, power=5000, hit=2, keywords={"duelist": True})
        s.unit("P2", 2, "O", cost=1, power=2000)
        s.unit("P2", 1, "G", cost=1, power=9000, keywords={"guardian": {"barrier": 1}})
        s.hand("P2", 2)
        fam.add(name, "Duelist: the opposing unit must defend, the guardian may not%s"
                % (" (the opposing unit listed first)" if first else ""),
                fam.cite("10.2.3.5.2", "10.2.3.5.3"), ["10.2.3.5.2", "10.2.3.5.3", "10.2.6.3.3"],
                ["keyword", "duelist", fam.reading("NA-DUELIST"), fam.reading("NA-GUARDIAN")],
                s.setup(),
                [{"do": "attack", "card": "A"}, {"query": "legal"}, {"do": "pass"},
                 {"do": "defend", "card": "O"}],
                {"legal": [{"step": 1, "actions": [{"do": "defend", "card": "O"}]}],
                 "rejections": [{"step": 2, "rule": "10.2.3.5.3"}],
                 "state": {"P2": {"trash": ["O"], "damage": [], "hand": ["p2h1", "p2h2"]}}})
    s = Scene(at="attack")
    s.unit("P1", 2, "A", cost=4, power=5000, hit=2, keywords={"duelist": True})
    s.unit("P2", 1, "G", cost=1, power=9000, keywords={"guardian": {"barrier": 1}})
    hand = s.hand("P2", 2)
    fam.add("duelist-no-opposing", "Duelist without an opposing unit: a guardian may defend",
            fam.quote("10.2.3.5.2"), ["10.2.6.3.2", "10.2.6.3.4.1.2"],
            ["keyword", "duelist", fam.reading("NA-GUARDIAN")], s.setup(),
            [{"do": "attack", "card": "A"}, {"choose": True, "for": "guardian"},
             {"choose": hand[:1], "for": "barrier"}],
            {"state": {"P1": {"trash": ["A"]}, "P2": {"trash": hand[:1], "damage": []}}})


def infiltrate(fam):
    s = Scene(at="attack")
    s.unit("P1", 1, "A", cost=4, power=5000, hit=1)
    fam.add("infiltrate-none", "An undefended attack without infiltrate draws nothing",
            fam.quote("10.2.3.6.2") + " A has no infiltrate: nothing activates, P2 takes its damage.",
            ["7.4.2"], ["keyword", "infiltrate"], s.setup(), [{"do": "attack", "card": "A"}],
            {"state": {"P1": {"hand": []}, "P2": {"damage": s.zones["P2"]["deck"][:1]}},
             "absent": [{"type": "activate"}]})
    for own, item, defended in ((1, 0, False), (1, 2, False), (2, 0, True)):
        s = Scene(at="attack")
        s.unit("P1", 1, "A", cost=4, power=5000, hit=1, keywords={"infiltrate": own})
        if item:
            s.item("A", "I", cost=1, keywords={"infiltrate": item})
        if defended:
            s.unit("P2", 1, "D", cost=1, power=1000)
            s.listed_first.append("D")
        n = max(own, item)
        p1deck, p2deck = s.zones["P1"]["deck"], s.zones["P2"]["deck"]
        script = [{"do": "attack", "card": "A"}] + ([{"do": "defend", "card": "D"}] if defended else [])
        exp = {"state": {"P1": {"hand": [] if defended else p1deck[:n]},
                         "P2": {"damage": [] if defended else p2deck[:1]}}}
        if not defended:
            exp["events"] = [{"type": "activate", "card": "A", "what": "infiltrate"},
                             {"type": "move", "card": p1deck[0], "to": "P1:hand"},
                             {"type": "damage", "player": "P2"}]
        fam.add("infiltrate-%d-%d-%s" % (own, item, "defended" if defended else "open"),
                "Infiltrate %d%s, %s" % (own, " and an item's %d" % item if item else "",
                                         "defended" if defended else "undefended"),
                fam.cite("10.2.3.6.2", "10.2.3.6.3"),
                ["10.2.3.6.2", "10.2.3.6.3"] if not defended else ["7.4.3"],
                ["keyword", "infiltrate", fam.reading("NA-INFILTRATE")], s.setup(), script, exp)


def attacker_effects(fam):
    for until in (None, "turn"):
        ins = {"power": 3000, "target": "this"}
        if until:
            ins["until"] = until
        s = Scene(at="attack")
        s.unit("P1", 1, "A", cost=3, power=2000, hit=1, abilities=[{"kind": "attacker", "effect": [ins]}])
        s.unit("P2", 1, "D", cost=3, power=4000)
        fam.add("attacker-power-%s" % (until or "battle"),
                "An attacker effect +3000 %s" % ("until the end of the turn" if until else "for the battle"),
                fam.cite("10.1.5.2", "7.2.2", "7.5.1"),
                ["10.1.5.2", "7.2.2", "7.5.1", "8.1.3.2"] + ([] if until else ["8.5.2"]),
                ["keyword", fam.reading("NA-ATTACKER-DURATION")], s.setup(),
                [{"do": "attack", "card": "A"}, {"do": "defend", "card": "D"}],
                {"state": {"P2": {"trash": ["D"]},
                           "P1": {"unit1": [{"card": "A", "power": 5000 if until else 2000}]}}})
    s = Scene(at="attack")
    s.unit("P1", 1, "A", cost=3, power=4000, hit=1)
    s.unit("P2", 1, "D", cost=3, power=3000,
           abilities=[{"kind": "defender", "effect": [{"power": 2000, "target": "this"}]}])
    fam.add("defender-power", "A defender effect +2000 for the battle",
            fam.cite("10.1.6.2", "7.3.2", "7.5.1"), ["10.1.6.2", "7.3.2", "7.5.1"], ["keyword"],
            s.setup(), [{"do": "attack", "card": "A"}, {"do": "defend", "card": "D"}],
            {"state": {"P1": {"trash": ["A"]}, "P2": {"unit1": [{"card": "D", "power": 3000}]}}})
