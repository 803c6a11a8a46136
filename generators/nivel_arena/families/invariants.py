"""Family `invariants`: runs that move cards through every zone, so that the properties the
judge checks on every run bite (oracle/games/nivel_arena/): card conservation through each move
(3.1.1), the zones (3.1.3, 2.2.3-2.2.6), who sees what (3.1.4, 3.1.5, 3.2.2, 3.3.2, 3.4.2, 3.5.2,
3.6.2, 3.7.2, 3.8.2, 3.8.3), the leader (3.3.4, 4.6.3), one turn player (6.1.3), two players
(1.1.1), values (1.3.7), defeat and the result (3.7.3, 1.2.1, 1.2.3)."""

from . import Family
from .scene import Scene

VIEW = ["3.1.4", "3.1.5", "3.2.2", "3.3.2", "3.4.2", "3.5.2", "3.6.2", "3.7.2", "3.8.2", "3.8.3"]
ZONES = ["3.1.1", "3.1.3", "2.2.3", "2.2.4", "2.2.5", "2.2.6", "3.3.4", "4.6.3", "6.1.3", "1.1.1",
         "1.3.7"]


def generate(ctx):
    fam = Family(ctx, __name__)
    for turns in (1, 2, 3):
        s = Scene(at="main", turn=3)
        s.level("P1", 6)
        s.level("P2", 6)
        s.hand("P1", 3)
        s.hand("P2", 3)
        s.put("P1", "hand", "U", cost=2, power=3000, hit=2)
        s.put("P1", "hand", "I", type="item", cost=1)
        s.put("P1", "hand", "S", type="skill", cost=1, effect=[{"draw": 1}])
        s.unit("P2", 1, "D", cost=1, power=1000)
        s.damage("P2", 2)
        script = [{"do": "place", "card": "U", "zone": "unit1"},
                  {"do": "equip", "card": "I", "unit": "U"},
                  {"do": "activate", "card": "S"}, {"do": "end"},
                  {"do": "attack", "card": "U"}, {"do": "defend", "card": "D"}, {"do": "end"}]
        if turns >= 2:
            script += [{"do": "end"}, {"do": "end"}]
        if turns >= 3:
            script += [{"do": "end"}]
        fam.add("tour-%d" % turns, "Cards through every zone over %d turn%s" % (turns, "s" if turns > 1 else ""),
                fam.cite("3.1.1", "3.1.4", "3.1.5"), ZONES + VIEW + ["3.7.3", "1.2.1"],
                ["invariants"], s.setup(), script,
                {"state": {"P1": {"unit1": [{"card": "U", "under": ["I"]}]},
                           "view": {"P2": {"counts": {"P1": {"unit1": 2, "skill": 0}}}}}})
    s = Scene(at="attack")
    s.damage("P2", 9)
    s.unit("P1", 1, "A", cost=1, power=1000, hit=1)
    fam.add("result", "The tenth damage card ends the game", fam.cite("1.2.1", "3.7.3"),
            ["1.2.1", "3.7.3", "1.2.3"] + VIEW, ["invariants"], s.setup(), [{"do": "attack", "card": "A"}],
            {"state": {"result": {"winner": "P1"}}})
    return fam.cases
