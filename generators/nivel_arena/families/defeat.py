"""Family `defeat`: losing by drawing from an empty deck (4.4.3, 9.2.1.3, 1.2.2.3), conceding at
any free timing (1.2.4), an effect that wins or loses the game (1.2.5), both players losing at
once (1.2.3, reading NA-SIMULTANEOUS-LOSS), each player's part turn player first (1.3.5.1)."""

from . import Family
from .scene import Scene, other


def generate(ctx):
    fam = Family(ctx, __name__)
    draw_out(fam)
    concede(fam)
    by_effect(fam)
    in_battle(fam)
    each(fam)
    return fam.cases


def draw_out(fam):
    for first in ("P1", "P2"):
        for turn in (1, 2):
            s = Scene(at="levelup", turn=turn, first=first)
            s.deck(s.tp, 0)
            skip = turn == 1
            exp = {"state": {"result": None if skip else {"winner": s.ntp}}}
            if not skip:
                exp["events"] = [{"type": "lose", "player": s.tp, "why": "deck"},
                                 {"type": "game-end", "winner": s.ntp}]
            fam.add("draw-empty-%s-t%d" % (first.lower(), turn), "The draw phase with an empty deck, turn %d" % turn,
                    fam.cite("4.4.3", "9.2.1.3", "6.3.1.1"),
                    ["6.3.1.1"] if skip else ["4.4.3", "9.2.1.3", "1.2.2.3", "1.2.2", "9.2.1"],
                    ["defeat"], s.setup(), [], exp)


def concede(fam):
    for where in ("main", "attack", "defense"):
        for who in ("P1", "P2"):
            s = Scene(at="main" if where == "main" else "attack")
            s.unit("P1", 1, "A", cost=1, power=2000)
            s.unit("P2", 1, "D", cost=1, power=1000)
            script = [{"do": "attack", "card": "A"}] if where == "defense" else []
            script.append({"do": "concede", "by": who})
            fam.add("concede-%s-%s" % (where, who.lower()), "%s concedes in the %s" % (who, where),
                    fam.quote("1.2.4"), ["1.2.4"], ["defeat"], s.setup(), script,
                    {"state": {"result": {"winner": other(who)}},
                     "events": [{"type": "lose", "player": who, "why": "concede"},
                                {"type": "game-end", "winner": other(who)}]})


def by_effect(fam):
    for instr, loser in (({"lose": "self"}, "P1"), ({"lose": "opponent"}, "P2"),
                         ({"win": "self"}, "P2")):
        s = Scene()
        s.level("P1", 3)
        s.put("P1", "hand", "S", type="skill", cost=1, effect=[instr, {"draw": 1}])
        key = list(instr)[0] + "-" + list(instr.values())[0]
        fam.add("effect-%s" % key, "A skill that makes %s lose" % loser, fam.quote("1.2.5"),
                ["1.2.5"], ["defeat"], s.setup(), [{"do": "activate", "card": "S"}],
                {"state": {"result": {"winner": other(loser)}, "P1": {"hand": []}}})


def in_battle(fam):
    s = Scene(at="attack")
    s.unit("P1", 1, "A", cost=4, power=4000, hit=1, keywords={"pierce": 2},
           abilities=[{"kind": "attacker", "effect": [{"power": 1000, "target": "this"}]}])
    s.unit("P2", 1, "D", cost=1, power=1000)
    s.damage("P2", 8)
    fam.add("pierce-ends-the-game", "Pierce's damage ends the game inside the battle",
            fam.cite("10.2.3.2.2", "4.5.4.4", "1.2.1") + " The battle never reaches its end step: "
            "A keeps its +1000.", ["10.2.3.2.2", "4.5.4.4", "9.2.1.1"], ["defeat"], s.setup(),
            [{"do": "attack", "card": "A"}, {"do": "defend", "card": "D"}],
            {"state": {"result": {"winner": "P1"}, "P1": {"unit1": [{"card": "A", "power": 5000}]},
                       "turn": {"step": "battle"}}})


def each(fam):
    s = Scene()
    s.level("P1", 3)
    s.put("P1", "hand", "S", type="skill", cost=1, effect=[{"lose": "each"}])
    fam.add("both-lose", "Both players lose at once: a draw",
            fam.cite("1.2.3", "1.2.5"), ["1.2.5", "1.3.5.1"],
            ["defeat", fam.reading("NA-SIMULTANEOUS-LOSS")], s.setup(),
            [{"do": "activate", "card": "S"}],
            {"state": {"result": {"draw": True}},
             "events": [{"type": "lose", "player": "P1"}, {"type": "lose", "player": "P2"},
                        {"type": "game-end", "draw": True}]})
    for tpdeck, ntpdeck in ((0, 0), (1, 0), (0, 1)):
        s = Scene()
        s.level("P1", 3)
        s.deck("P1", tpdeck)
        s.deck("P2", ntpdeck)
        s.put("P1", "hand", "S", type="skill", cost=1, effect=[{"draw": 1, "who": "each"}])
        loser = "P1" if tpdeck == 0 else "P2" if ntpdeck == 0 else None
        fam.add("each-draws-%d-%d" % (tpdeck, ntpdeck), "Each player draws, turn player first",
                fam.cite("1.3.5.1", "4.4.3") + " The turn player draws first and a loss is processed "
                "at once (NA-SIMULTANEOUS-LOSS): %s loses." % loser,
                ["1.3.5.1", "9.2.1.3"], ["defeat", fam.reading("NA-SIMULTANEOUS-LOSS")], s.setup(),
                [{"do": "activate", "card": "S"}],
                {"state": {"result": {"winner": other(loser)}}})
