"""Family `durations`: how long a modification lasts (0510/能力値修正の消失, 0910/消失). Each kind
(an addition, Xにする, a division, 入れ替える) given alone for the turn (the default) or for the
game, then the turn ends: the turn's modifications are gone at 0510's end of turn and the values
are worked out again without them (0910/消失); the game's stay. Each case has one modification
only, so the values at turn 4 say which ended. The rest of each expectation is the model's whole
final state and events (Family.whole_state)."""

from . import Family
from .scene import Scene

BASE = {"ap": 3, "dp": 2, "sp": 1, "dmg": 4}
KINDS = [
    ("add", {"mod": {"ap": 2}}, {"ap": 5}),
    ("set", {"mod": {"dp": {"set": 5}}}, {"dp": 5}),
    ("div", {"mod": {"dmg": {"div": 2}}}, {"dmg": 2}),
    ("swap", {"swap": ["sp", "dmg"]}, {"sp": 4, "dmg": 1}),
]
CLAUSES = {"add": "1580:能力値修正", "set": "1580:能力値修正", "div": "1580:能力値修正",
           "swap": "1580:能力値修正/入れ替える"}


def generate(ctx):
    fam = Family(ctx, __name__)
    across_turn_end(fam)
    return fam.cases


def across_turn_end(fam):
    for kind, instr, changed in KINDS:
        for until in ("turn", "game"):
            s = Scene()
            tp, ntp = s.tp, s.ntp
            effect = dict(instr, target={"all": {"name": "K"}})
            if until == "game":
                effect["until"] = "game"
            s.char(tp, "DF-left", "U", abilities=[{"kind": "declare", "effect": [effect]}])
            s.char(tp, "AF-left", "K", **BASE)
            now = dict(BASE, **changed)
            after = now if until == "game" else BASE
            script = [{"do": "ability", "card": "U", "ability": 0}, {"do": "pass", "by": ntp},
                      {"do": "pass"}, {"do": "pass", "by": ntp}]
            clauses = ["0510/能力値修正の消失"]
            if until == "turn":
                clauses.append("0910/消失")
            else:   # the values at the end are worked out with it
                clauses += [CLAUSES[kind], "0510/能力値修正の消失/消失しない能力値修正"]
            fam.add("%s-until-%s" % (kind, until), "A %s for the %s, across the turn's end" % (kind, until),
                    " ".join([fam.quote("0510/能力値修正の消失"),
                              "K %s: %s in turn 3; in turn 4, %s." % (
                                  "/".join(str(BASE[k]) for k in ("ap", "dp", "sp", "dmg")),
                                  "/".join(str(now[k]) for k in ("ap", "dp", "sp", "dmg")),
                                  "/".join(str(after[k]) for k in ("ap", "dp", "sp", "dmg")))]),
                    clauses, ["durations", "mod"], s.setup(), script,
                    {"state": {"turn": {"number": 4, "player": ntp},
                               tp: {"AF-left": [dict(after, card="K")]}}})
