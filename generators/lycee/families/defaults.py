"""Family `defaults`: what a setup leaves out takes the vocabulary's default (docs/engines/lycee.md,
the setup): `start.at` is `main`, `start.turn` 1, the turn player the first player on odd turns
and the other on even ones (0510/TPの変更); a run without `start` begins at turn 1's main phase.
Each case then plays a declaration and ends the turn, so the turn and the phase reached say where
the run began. The rest of each expectation is the model's whole final state and events
(Family.whole_state)."""

from . import Family
from .scene import Scene


def generate(ctx):
    fam = Family(ctx, __name__)
    for name, start, turn in (("no-at", {"turn": 3}, 3), ("no-turn", {"at": "main"}, 1),
                              ("no-at-turn-2", {"turn": 2}, 2), ("no-start", None, 1)):
        s = Scene(turn=turn)
        tp, ntp = s.tp, s.ntp
        s.char(tp, "DF-left", "U", abilities=[{"kind": "declare", "effect": [{"draw": 1}]}])
        setup = s.setup()
        if start is None:
            setup.pop("start")
        else:
            setup["start"] = start
        d = s.deck(tp)
        script = [{"do": "ability", "card": "U", "ability": 0}, {"do": "pass", "by": ntp}, {"do": "pass"},
                  {"do": "pass", "by": ntp}]
        fam.add("start-%s" % name, "A setup's start %s" % (start if start is not None else "left out"),
                " ".join([fam.quote("0510/TPの変更"),
                          "start %s: the run begins at turn %d's main phase, %s's; U draws %s, the turn ends, "
                          "turn %d is %s's." % (start, turn, tp, d[0], turn + 1, ntp)]),
                ["0522/メインフェイズ(TP)", "0510/TPの変更"], ["defaults", "turn"], setup, script,
                {"state": {"turn": {"number": turn + 1, "player": ntp}, tp: {"hand": [d[0]]}}})
    return fam.cases
