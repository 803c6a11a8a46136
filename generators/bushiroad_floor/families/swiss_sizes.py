"""Family `swiss-sizes`: random Swiss events at every size of FR.3.2.1.1's table without a top cut
that the other families do not reach (17–32 up to 513–1,024 fighters), each played for the
row's recommended number of rounds.

- the table row is asked first (`recommend-rounds`, FR.3.2.1.1~t1) and the event plays the
  rounds it gives;
- every round is paired by the engine itself (`{"do": "pair", "round": R}`, BF-PAIR) with a
  seeded random seating: round 1 by seats, later rounds in points order with the first
  rematch-free pairing in backtracking order and the bye to the last fighter without one
  (FR.3.2.1~p1); the results are seeded wins and draws (1/0/0 or 3/1/0 scoring);
- the expectation: the recommendation, the pairing of the last round, and the final standings
  by the main text (FR.3.2.1.2: points, the exact mean of the opponents' truncated MW,
  head-to-head, random), every row computed here with exact fractions; tiebreaks left to random
  are scripted.  The earlier pairings are checked implicitly: every result names a table the
  engine must have posted.

Per row two events: a seeded random odd size inside the row (a bye every round) and the row's
maximum.
"""

from . import Family, strip
from ..model.numbers import dec2, rational
from ..model.standings import played_opponents
from .readings import reading_tags
from .scripts import names, pick_outcome, result_entry

# the largest event of the families standings_floor and standings_bushinavi
SMALLER_FAMILIES_MAX = 16
SCORINGS = (({"win": 1, "draw": 0, "loss": 0}, "FR.3.2.1~p2"),
            ({"win": 3, "draw": 1, "loss": 0}, "FR.3.2.1~p3"))
WEIGHTS = (("win", 92), ("draw", 8))
WORKED_ROWS = 3


def rows_beyond(fam):
    """(row clause, lo, hi, rounds) of every size range of ~t1 beyond the other families."""
    out = []
    for row_id, lo, hi, r1, r2 in fam.rounds_tables.no_cut:
        if lo <= SMALLER_FAMILIES_MAX:
            continue
        if r1 != r2:
            raise AssertionError("%s: a range of rounds in the table without a top cut" % row_id)
        out.append((row_id, lo, hi, r1))
    if not out:
        raise AssertionError("FR.3.2.1.1~t1 has no row beyond %d fighters" % SMALLER_FAMILIES_MAX)
    return out


def random_odd_size(rng, lo, hi):
    n = rng.randrange(lo, hi + 1) | 1
    return n if n <= hi else n - 2


def play(fam, key, n, rounds, scoring):
    """The Builder after a whole event: recommendation, every round paired by the engine with a
    random seating and given seeded results, then the standings."""
    setup = {"format": "swiss", "rounds": rounds, "scoring": scoring, "fighters": names(n)}
    b = fam.builder(setup, key, rounds_tables=True)
    results = fam.rng(key + "/results")
    b.do("recommend-rounds", fighters=n, top_cut=False)
    for r in range(1, rounds + 1):
        b.do("pair", round=r)
        for x, y in b.events("pairing")[-1]["tables"]:
            b.do("result", **result_entry(results, r, x, y, pick_outcome(results, WEIGHTS)))
    b.do("standings")
    return b


def worked(t, detail, rows):
    """The arithmetic of the first rows of the standings."""
    win = t.scoring["win"]
    out = []
    for row in rows[:WORKED_ROWS]:
        f = t.by_name[row["fighter"]]
        opp = played_opponents(f)
        mws = " + ".join("%s %s" % (o, dec2(detail["mw"][o])) for o in opp)
        out.append("%s: %d points (%dW %dD %dL, %d bye%s); OMW (%s)/%d = %s" % (
            f.name, f.points, f.wins - f.byes, f.draws, f.losses, f.byes,
            "" if f.byes == 1 else "s", mws, len(opp), rational(detail["omw"][f.name])))
    out.append("each MW = points ÷ (%d × %d), truncated to 2 decimals, at least 0.33"
               % (t.rounds, win))
    return "; ".join(out)


def ties(detail):
    h2h = sum(1 for e in detail["log"] if e[0] == "h2h")
    rnd = [e for e in detail["log"] if e[0] == "random"]
    if not detail["log"]:
        return "No two fighters tie on points and OMW."
    return ("Groups tied on points and OMW: %d split by head-to-head (#2), %d left to the "
            "scripted tiebreak random (#3, %d fighters)." % (
                h2h, len(rnd), sum(len(e[1]) for e in rnd)))


def event_case(fam, row_id, lo, hi, rounds, n, scoring, scoring_clause, label):
    key = "%d-%d/%s" % (lo, hi, label)
    b = play(fam, key, n, rounds, scoring)
    t = b.t
    detail = t.standings_details[-1]
    rec = strip(b.events("recommended-rounds")[-1])
    if rec["recommendation"] != {"min": rounds, "max": rounds}:
        raise AssertionError("%s: %s recommends %s" % (key, row_id, rec["recommendation"]))
    last = strip(b.events("pairing")[-1])
    standings = strip(b.events("standings")[-1])
    draws = sum(1 for e in b.script if e.get("outcome") == "draw")
    byes = sum(f.byes for f in t.fighters)
    clauses = [row_id, "FR.3.2.1~p1", scoring_clause, "FR.3.2.1.2~p1", "FR.3.2.1.2#1"]
    if detail["log"]:
        clauses.append("FR.3.2.1.2#2")
    if any(e[0] == "random" for e in detail["log"]):
        clauses.append("FR.3.2.1.2#3")
    desc = (
        "%s: %d fighters play the %d rounds the table recommends without a top cut. "
        "%s; BF-PAIR: every round is paired by the engine from a scripted random seating "
        "(round 1 seats 1–2, 3–4…; later rounds the seating stable-sorted by points, %sthe "
        "first rematch-free pairing in backtracking order). Seeded results, %d/%d/%d: %d "
        "draws, %d byes. %s, then %s: the standings rows computed with exact fractions, OMW "
        "the exact mean (BF-OMW-EXACT) over the opponents met not by default. %s Top of the "
        "table: %s. Expected: the recommendation, the pairing of round %d and the final "
        "standings." % (
            fam.quote(row_id, "%d~%d人:%d回戦" % (lo, hi, rounds)), n, rounds,
            fam.quote("FR.3.2.1~p1", "2回戦目以降は獲得点数の高いファイターから順に組み合わせる形で"
                                     "決定されます。ただし、この際、既に対戦しているファイター同士での"
                                     "対戦が行われないように注意してください"),
            "the bye to the last fighter in that order without one (BF-BYE), " if n % 2 else "",
            scoring["win"], scoring["draw"], scoring["loss"], draws, byes,
            fam.quote("FR.3.2.1.2~p1", "獲得点数がより多いファイターを上位として"),
            fam.quote("FR.3.2.1.2#1", "この計算結果は小数第3位を切り捨てます。また、この数値が0.33未満の"
                                      "場合は0.33として扱います"),
            ties(detail), worked(t, detail, standings["rows"]), rounds))
    tags = ["swiss", "standings", "floor", "pairing", "large"] + sorted(reading_tags(t, b.script))
    fam.add("%04d-fighters-%d-rounds" % (n, rounds),
            "%d fighters (%d–%d), %d rounds paired by the engine, %d/%d/%d: the final standings"
            % (n, lo, hi, rounds, scoring["win"], scoring["draw"], scoring["loss"]),
            desc, clauses, tags, t.setup, b.script, {"events": [rec, last, standings]})


def generate(ctx):
    fam = Family(ctx, __name__)
    for i, (row_id, lo, hi, rounds) in enumerate(rows_beyond(fam)):
        rng = fam.rng("sizes/%d-%d" % (lo, hi))
        n = random_odd_size(rng, lo, hi)
        first, second = SCORINGS[i % 2], SCORINGS[(i + 1) % 2]
        event_case(fam, row_id, lo, hi, rounds, n, first[0], first[1], "random")
        event_case(fam, row_id, lo, hi, rounds, hi, second[0], second[1], "maximum")
    return fam.cases
