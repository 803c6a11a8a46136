"""Family `concession`: 0-1-3-4 「すべてのプレイヤーは、ゲーム中の任意の時点で投了を宣言することが
できます。投了を宣言したプレイヤーはただちにゲームに敗北し、ゲームが終了します。」  Either player
concedes at any free timing, its own or the other player's: the main phase, the offense step,
the defense step; the game ends at once and the other player wins.
"""

from . import Family
from ..model.table import PLAYERS, other
from .scene import standard


def generate(ctx):
    fam = Family(ctx, __name__)
    for first in PLAYERS:
        for where in ("main", "offense", "defense"):
            for who in ("tp", "ntp"):
                one(fam, first, where, who)
    return fam.cases


def one(fam, first, where, who):
    s = standard(first=first, turn=3)
    tp = s.turn_player
    ntp = other(tp)
    p = tp if who == "tp" else ntp
    s.put(tp, "battle", "A", power=4000)
    opp = s.zones[ntp]["leader"]
    script = []
    if where != "main":
        script.append({"do": "attack", "card": "A", "target": opp})
    if where == "defense":
        script.append({"do": "pass"})
    script.append({"do": "concede", "by": p})
    holder = {"main": tp, "offense": tp, "defense": ntp}[where]
    desc = "%s At the %s free timing, which is %s's, %s concedes: it loses at once, the game " \
           "ends and %s wins." % (fam.quote("0-1-3-4"), {"main": "main phase's",
                                                          "offense": "offense step's",
                                                          "defense": "defense step's"}[where],
                                  holder, p, other(p))
    fam.add("%s-%s-%s-first" % (where, who, first.lower()),
            "Concession: %s concedes at the %s free timing" % (p, where), desc,
            ["0-1-3-4"], ["concession"], s.setup(), script,
            {"state": {"result": {"winner": other(p)},
                       "turn": {"step": None if where == "main" else where}},
             "events": [{"type": "lose", "player": p, "why": "concede"},
                        {"type": "game-end", "winner": other(p)}]})
