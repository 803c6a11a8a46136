"""Owns the descriptions of standings arithmetic the bushiroad-floor families write: floor
(FR.3.2.1.2, FR.3.2.2.2) and Bushinavi (AB.1.1), each figure written as the text computes it.
"""

import math
from fractions import Fraction

from ..model import DE, SWISS
from ..model.numbers import dec, dec2, dec3, rational
from ..model.standings import bn_mw, effective_rounds, played_opponents as played



def describe_floor(t, detail):
    """The arithmetic of a floor standings computation, in a few sentences."""
    win = t.scoring["win"]
    parts = []
    if t.fmt == DE:
        parts.append("MW = points ÷ (effective rounds × %d), truncated to 2 decimals, at least "
                     "0.33: " % win + ", ".join(
                         "%s %d/%d → %s" % (f.name, f.points,
                                            effective_rounds(f, t.event_rounds()) * win,
                                            dec2(detail["mw"][f.name])) for f in t.fighters))
    else:
        parts.append("MW = points ÷ (%d rounds × %d), truncated to 2 decimals, at least 0.33: "
                     % (t.rounds, win) + ", ".join(
                         "%s %d/%d → %s" % (f.name, f.points, t.rounds * win,
                                            dec2(detail["mw"][f.name])) for f in t.fighters))
    om = []
    for f in t.fighters:
        opp = played(f)
        if opp:
            om.append("%s (%s)/%d = %s" % (f.name, " + ".join(dec2(detail["mw"][o]) for o in opp),
                                            len(opp), rational(detail["omw"][f.name])))
        else:
            om.append("%s none → 0" % f.name)
    parts.append("OMW, the exact mean over opponents met not by default: " + "; ".join(om))
    for entry in detail["log"]:
        if entry[0] == "h2h":
            parts.append("tied %s: head-to-head wins %s" % (
                ", ".join(entry[1]), ", ".join("%s %d" % kv for kv in entry[2].items())))
        else:
            parts.append("tied %s (head-to-head wins %s): random order %s" % (
                ", ".join(entry[1]), ", ".join("%s %d" % kv for kv in entry[2].items()),
                ", ".join(entry[3])))
    return ". ".join(parts) + "."


def show(x):
    """An exact value as a decimal: all digits when it terminates within 6, else 6 and '…'."""
    x = Fraction(x)
    for k in range(0, 7):
        if (x * 10 ** k).denominator == 1:
            return dec(x, max(k, 1))
    return dec(Fraction(math.floor(x * 10 ** 6), 10 ** 6), 6) + "…"


def describe_bn(t, detail):
    """The arithmetic of a Bushinavi standings computation (AB.1.1)."""
    win = t.scoring["win"]
    tr = t.rounds if t.fmt == SWISS else t.event_rounds()
    parts = []
    mode = t.bn_den
    parts.append("MW = points ÷ (%s × %d), half-up to 3 decimals, at least 0.330" % (
        {"opponent-rounds": "the opponent's rounds with a result, byes and defaults included",
         "self-rounds": "the rounds of the fighter whose average it is (the literal 自分ファイター)",
         "tournament-rounds": "the event's %d rounds" % tr}[mode], win))
    if mode == "opponent-rounds":
        parts.append(", ".join("%s %d/%d → %s" % (f.name, f.points, len(f.records) * win,
                                                  dec3(detail["mw"][f.name]))
                               for f in t.fighters))
    op = []
    for s in t.fighters:
        opp = played(s)
        if not opp:
            op.append("%s none → 0.000" % s.name)
            continue
        vals = [bn_mw(t.by_name[o], s, mode, tr, win) for o in opp]
        op.append("%s (%s)/%d = %s → %s" % (s.name, " + ".join(dec3(v) for v in vals), len(vals),
                                            show(detail["oppt_exact"][s.name]),
                                            dec3(detail["oppt"][s.name])))
    parts.append("Oppt%: " + "; ".join(op))
    op2 = []
    for s in t.fighters:
        opp = played(s)
        if not opp:
            op2.append("%s none → 0.000" % s.name)
            continue
        op2.append("%s (%s)/%d = %s → %s" % (
            s.name, " + ".join(dec3(detail["oppt"][o]) for o in opp), len(opp),
            show(detail["oppt2_exact"][s.name]), dec3(detail["oppt2"][s.name])))
    parts.append("Oppt2% (the opponents' rounded Oppt%): " + "; ".join(op2))
    return ". ".join(parts) + "."
