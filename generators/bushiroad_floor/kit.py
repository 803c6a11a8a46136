"""Owns what every bushiroad-floor family shares: case assembly (pins, quotes checked against the
clause text, reading tags), the self-check of each case by replay, and random tournaments
played with explicit pairings.
"""

import math
import random
from fractions import Fraction

from common import cases as casefile

from . import DOC
from .model import DE, SE, SWISS, Builder, judge, replay
from .numbers import dec, dec2, dec3, rational
from .standings import bn_mw, effective_rounds
from .ruletext import RoundsTables

LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"


def names(n):
    if n <= len(LETTERS):
        return list(LETTERS[:n])
    return ["P%02d" % (i + 1) for i in range(n)]


def strip(event):
    """An observed event as an expectation: without the step that caused it, and without
    the champions of a round that does not finish the event (the vocabulary defines them only
    for a finished one)."""
    out = {k: v for k, v in event.items() if k != "step"}
    if out.get("type") == "round-complete" and not out.get("finished"):
        out.pop("champions", None)
    return out


class Family:
    """Collects the cases of one family; each is replayed and judged before it is kept."""

    def __init__(self, ctx, module_name):
        self.ctx = ctx
        self.name = module_name.rsplit(".", 1)[-1]
        self.family = self.name.replace("_", "-")
        self.origin = ctx.origin(self.name)
        self.index = ctx.index
        self.rounds_tables = RoundsTables(ctx.index)
        self.cases = []

    def rng(self, key):
        return random.Random("%s/%s/%s" % (DOC, self.name, key))

    def builder(self, setup, key, rounds_tables=False):
        return Builder(setup, self.rng(key), self.rounds_tables if rounds_tables else None)

    def quote(self, clause_id, fragment):
        """「fragment」 from clause_id, checked against the clause's normalised text."""
        text = self.index.text(clause_id)
        if fragment not in text:
            raise ValueError("%s does not contain %r" % (clause_id, fragment))
        return "%s 「%s」" % (clause_id, fragment)

    def add(self, name, title, description, clauses, tags, setup, script, expect):
        case = casefile.make(DOC, self.family, name, title, description,
                             self.index.pins(clauses), tags, self.origin, setup, script, expect)
        t = replay(case, self.rounds_tables)
        diff = judge(case, t)
        if diff:
            raise AssertionError("%s: the model disagrees with the case: %s" % (case["id"], diff))
        self.cases.append(case)
        return case


def played(f):
    """The opponents f met in matches not by default."""
    return [r.opp for r in f.records if r.opp is not None and not r.default]


def reading_tags(t, script):
    """The readings a played script depends on, found from what happened in it."""
    tags = set()
    byes = [r.round for f in t.fighters for r in f.records if r.opp is None]
    if byes:
        if t.fmt == SE:
            tags.add("BF-SE-WALKOVER" if max(byes) >= 2 else "BF-BYE")
        else:
            tags.add("BF-BYE")
            if t.fmt == DE:
                tags.add("BF-DE-ODD")
    for e in script:
        if e.get("do") == "pair" and "tables" not in e:
            tags.add("BF-PAIR")
        if e.get("do") == "result" and e.get("outcome") == "simultaneous-loss" and t.fmt != SE:
            tags.add("BF-SIMUL")
    drops = [i for i, e in enumerate(script) if e.get("do") == "drop"]
    if any(ev["type"] == "result" and ev["step"] in drops for ev in t.events):
        tags.add("BF-DROP-LATE")
    if any(r["rule"] in ("FR.3.2.1~p1", "FR.3.2.2.1~p1") and "met" in r["reason"]
           for r in t.rejections):
        tags.add("BF-NO-REMATCH")
    if any(r["reason"] == "byes" for r in t.rejections):
        tags.add("BF-BYE")
    if t.fmt == DE and any(ev["type"] == "round-complete" and ev["finished"]
                           and not ev["champions"] for ev in t.events):
        tags.add("BF-DE-END")
    for ev in t.events:
        if ev["type"] != "standings":
            continue
        if t.method == "floor":
            tags.add("BF-OMW-EXACT")
            if any(not played(f) for f in t.fighters):
                tags.add("BF-OMW-NONE")
            if t.fmt == DE and t.scoring["win"] != 1:
                tags.add("BF-DE-MAXPTS")
        else:
            ranks = [row["rank"] for row in ev["rows"]]
            if len(set(ranks)) != len(ranks):
                tags.add("BF-SHARED-RANK")
            if t.opponent_rate:
                tags.add("BF-OPPT2-INPUT")
                rounds = t.rounds if t.fmt == SWISS else t.event_rounds()
                if t.bn_den != "opponent-rounds" or any(len(f.records) != rounds
                                                        for f in t.fighters):
                    tags.add("BF-BN-DENOM")
                if any(not played(f) for f in t.fighters):
                    tags.add("BF-OMW-NONE")
    for detail in t.standings_details:
        if detail.get("log"):
            tags.add("BF-H2H")
        for entry in detail.get("log", []):
            group = set(entry[1])
            if any(r.res == "W" and r.default and r.opp in group
                   for n in group for r in t.by_name[n].records):
                tags.add("BF-H2H-DEFAULT")
    return {"reading:" + x for x in tags}


OUTCOMES = (("win", 80), ("draw", 6), ("time-up", 4), ("double-loss", 4),
            ("win-by-default", 3), ("simultaneous-loss", 3))


def pick_outcome(rng, weights=OUTCOMES):
    total = sum(w for _, w in weights)
    x = rng.randrange(total)
    for name, w in weights:
        if x < w:
            return name
        x -= w
    raise AssertionError


def result_entry(rng, rnd, a, b, outcome):
    table = [a, b] if rng.random() < 0.5 else [b, a]
    entry = {"round": rnd, "table": table, "outcome": outcome}
    if outcome == "simultaneous-loss":
        entry["turn"] = rng.choice(table)
    return entry


def swiss_pairing(t, rng, tries=200):
    """A rematch-free explicit pairing in rough score order (the generator's own choice;
    explicit pairings are not checked for score order), or None."""
    playing = [f.name for f in t.playing()]
    for _ in range(tries):
        rng.shuffle(playing)
        order = sorted(playing, key=lambda n: -t.by_name[n].points)
        bye = []
        if len(order) % 2:
            pool = [n for n in order if t.by_name[n].byes == 0] or order
            bye = [pool[-1 - rng.randrange(min(2, len(pool)))]]
            order = [n for n in order if n != bye[0]]
        tables = _greedy(t, order, rng)
        if tables is not None:
            return tables, bye
    return None


def _greedy(t, order, rng):
    if not order:
        return []
    a, rest = order[0], order[1:]
    cands = [b for b in rest if b not in t.by_name[a].met()]
    head = cands[:3]
    rng.shuffle(head)
    for b in head + cands[3:]:
        sub = _greedy(t, [x for x in rest if x != b], rng)
        if sub is not None:
            return [[a, b]] + sub
    return None


def de_pairing(t, rng, rnd):
    """An explicit double-elimination pairing: inside the undefeated and one-loss groups, no
    rematch; at most one odd group (the bye goes inside it).  None if impossible."""
    playing = [f.name for f in t.playing()]
    if rnd == 1:
        rng.shuffle(playing)
        bye = [playing.pop()] if len(playing) % 2 else []
        return [[playing[i], playing[i + 1]] for i in range(0, len(playing), 2)], bye
    groups = [[n for n in playing if t.by_name[n].losses == k] for k in (0, 1)]
    if sum(len(g) % 2 for g in groups) > 1:
        return None
    tables, bye = [], []
    for g in groups:
        for _ in range(100):
            rng.shuffle(g)
            gb = []
            order = list(g)
            if len(order) % 2:
                pool = [n for n in order if t.by_name[n].byes == 0] or order
                gb = [rng.choice(pool)]
                order = [n for n in order if n != gb[0]]
            got = _greedy(t, order, rng)
            if got is not None:
                tables += got
                bye += gb
                break
        else:
            return None
    return tables, bye


def play_one_outcome(b, outcome):
    """Round 1 of four fighters A–D: tables A–B and C–D; A–B ends with `outcome` (A's turn when
    the outcome needs one), C wins against D."""
    b.do("pair", round=1, tables=[["A", "B"], ["C", "D"]], bye=[])
    entry = {"round": 1, "table": ["A", "B"], "outcome": outcome}
    if outcome == "simultaneous-loss":
        entry["turn"] = "A"
    b.do("result", **entry)
    b.do("result", round=1, table=["C", "D"], outcome="win")


def play_round(b, rng, rnd, pairing, weights=OUTCOMES):
    """Posts an explicit pairing and a result for every table.  Each outcome is drawn first
    and the table written in the order the result names it (the winner first), so the
    result repeats the table exactly as paired."""
    tables, bye = pairing
    entries = []
    for x, y in tables:
        entries.append(result_entry(rng, rnd, x, y, pick_outcome(rng, weights)))
    b.do("pair", round=rnd, tables=[e["table"] for e in entries], bye=bye)
    for e in entries:
        b.do("result", **e)


def circle_rounds(fighters, rounds):
    """Round-robin (circle method) pairings for `rounds` rounds: no two fighters meet twice.
    With an odd count, the fighter facing the empty seat has the bye."""
    seats = list(fighters) + ([None] if len(fighters) % 2 else [])
    if rounds > len(seats) - 1:
        raise ValueError("a circle of %d seats has %d rounds" % (len(seats), len(seats) - 1))
    out = []
    for _ in range(rounds):
        tables, bye = [], []
        for i in range(len(seats) // 2):
            a, b = seats[i], seats[len(seats) - 1 - i]
            if a is None or b is None:
                bye.append(b if a is None else a)
            else:
                tables.append([a, b])
        out.append((tables, bye))
        seats = [seats[0], seats[-1]] + seats[1:-1]
    return out


def play_forced(b, rng, pairings, forced, weights=OUTCOMES, first_round=1):
    """Plays pairings; forced[name] gives that fighter's result per round ('W', 'D', 'L',
    from its side); other tables draw their outcome from weights."""
    for i, (tables, bye) in enumerate(pairings):
        rnd = first_round + i
        entries = []
        for x, y in tables:
            fx, fy = forced.get(x), forced.get(y)
            if fx or fy:
                me, other, res = (x, y, fx[i]) if fx else (y, x, fy[i])
                if res == "W":
                    entries.append({"round": rnd, "table": [me, other], "outcome": "win"})
                elif res == "L":
                    entries.append({"round": rnd, "table": [other, me], "outcome": "win"})
                else:
                    entries.append({"round": rnd, "table": [me, other], "outcome": "draw"})
            else:
                entries.append(result_entry(rng, rnd, x, y, pick_outcome(rng, weights)))
        b.do("pair", round=rnd, tables=[e["table"] for e in entries], bye=bye)
        for e in entries:
            b.do("result", **e)


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
