"""Family `standings-floor`: Swiss standings by the main text, FR.3.2.1.2 #1–#3.

Points first (FR.3.2.1.2~p1); then the mean of the opponents' MW, MW = points ÷ (rounds × win
points) truncated to 2 decimals and at least 0.33, matches by default left out (#1); then
head-to-head (#2, BF-H2H); then random (#3), each random outcome scripted.

- random Swiss events of 4 to 16 fighters with explicit pairings and results;
- MW boundaries: exactly at the 0.33 floor, below it, just above it, truncation where rounding
  would differ;
- head-to-head patterns found by a seeded search: a pair decided, a three-way order, a cycle,
  a subgroup re-examined, tied fighters who never met;
- no opponent met (BF-OMW-NONE), standings before the last round (BF-TOTAL-ROUNDS), standings of
  an event ended before its announced rounds (BF-TOTAL-ROUNDS).
"""

from fractions import Fraction

from . import Family, strip
from ..model.numbers import FLOOR_MW_MIN, trunc2
from .descriptions import describe_floor
from .readings import reading_tags
from .scripts import circle_rounds, names, play_forced, play_round, swiss_pairing

SCORINGS = ({"win": 1, "draw": 0, "loss": 0}, {"win": 3, "draw": 0, "loss": 0},
            {"win": 3, "draw": 1, "loss": 0})
RECOMMENDED = {4: 3, 5: 3, 6: 3, 7: 3, 8: 3, 9: 4, 10: 4, 11: 4, 12: 4, 13: 4, 14: 4, 15: 4, 16: 4}

# (rounds, scoring index, the forced fighter's record): MW boundaries of FR.3.2.1.2#1
BOUNDARIES = (
    (3, 0, "WLL", "1/3 = 0.333…: truncated to 0.33, exactly the floor"),
    (3, 0, "LLL", "0/3: 0, raised to the 0.33 floor"),
    (4, 0, "WLLL", "1/4 = 0.25: below 0.33, raised to 0.33"),
    (3, 0, "WWL", "2/3 = 0.666…: truncated to 0.66 (rounding would give 0.67)"),
    (6, 0, "WWLLLL", "2/6 = 0.333…: truncated to 0.33, exactly the floor"),
    (6, 0, "WWWWWL", "5/6 = 0.833…: truncated to 0.83"),
    (7, 0, "WWWLLLL", "3/7 = 0.428…: truncated to 0.42 (rounding would give 0.43)"),
    (7, 0, "WWLLLLL", "2/7 = 0.285…: truncated to 0.28, below the floor, raised to 0.33"),
    (5, 0, "WLLLL", "1/5 = 0.20: raised to 0.33"),
    (5, 0, "WWLLL", "2/5 = 0.40: just above the floor, kept"),
    (3, 2, "WDL", "4/9 = 0.444…: truncated to 0.44"),
    (3, 2, "WDD", "5/9 = 0.555…: truncated to 0.55 (rounding would give 0.56)"),
    (3, 2, "WWD", "7/9 = 0.777…: truncated to 0.77 (rounding would give 0.78)"),
    (3, 2, "WLL", "3/9 = 0.333…: exactly the floor"),
    (3, 2, "DDL", "2/9 = 0.222…: raised to 0.33"),
    (4, 2, "WDDL", "5/12 = 0.416…: truncated to 0.41 (rounding would give 0.42)"),
    (4, 2, "WWDL", "7/12 = 0.583…: truncated to 0.58 (a float 0.58 × 100 is 57.99…)"),
    (4, 2, "DLLL", "1/12 = 0.083…: raised to 0.33"),
    (4, 2, "WLLL", "3/12 = 0.25: raised to 0.33"),
    (4, 2, "DDDD", "4/12 = 0.333…: exactly the floor"),
    (5, 2, "WDLLL", "4/15 = 0.266…: below the floor, raised to 0.33"),
    (5, 2, "WDDLL", "5/15 = 0.333…: exactly the floor"),
    (5, 2, "WDDDL", "6/15 = 0.40: above the floor"),
    (5, 2, "WWDLL", "7/15 = 0.466…: truncated to 0.46 (rounding would give 0.47)"),
    (6, 2, "WDDDDL", "7/18 = 0.388…: truncated to 0.38, above the floor"),
    (6, 2, "WDDLLL", "5/18 = 0.277…: truncated to 0.27, below the floor, raised to 0.33"),
    (8, 2, "WWDDDDDD", "12/24 = 0.50"),
    (8, 2, "WDDDDDDL", "9/24 = 0.375: truncated to 0.37 (rounding would give 0.38), above 0.33"),
    (4, 1, "WLLL", "3/12 = 0.25: raised to 0.33"),
    (4, 1, "WWWL", "9/12 = 0.75"),
)

MAIN_CLAUSES = ["FR.3.2.1.2~p1", "FR.3.2.1.2#1"]


def standings_case(fam, name, title, b, lead, extra_clauses=(), extra_tags=(), before=(),
                   state=None):
    """before: events expected before the standings; state: the final state expected."""
    t = b.t
    ev = strip(b.events("standings")[-1])
    detail = t.standings_details[-1]
    clauses = list(MAIN_CLAUSES)
    if any(e[0] == "h2h" for e in detail["log"]) or detail["log"]:
        clauses.append("FR.3.2.1.2#2")
    if any(e[0] == "random" for e in detail["log"]):
        clauses.append("FR.3.2.1.2#3")
    clauses += [c for c in extra_clauses if c not in clauses]
    if any(s.get("outcome") == "time-up" for s in b.script):
        clauses.append("FR.3.2.1~p4")
    desc = "%s %s %s" % (lead, fam.quote("FR.3.2.1.2#1", "この計算結果は小数第3位を切り捨てます。"
                                                          "また、この数値が0.33未満の場合は0.33として扱います"),
                         describe_floor(t, detail))
    tags = ["swiss", "standings", "floor"] + sorted(reading_tags(t, b.script)) + list(extra_tags)
    expect = {"events": list(before) + [ev]}
    if state is not None:
        expect["state"] = state
    fam.add(name, title, desc, clauses, tags, b.setup, b.script, expect)


def random_events(fam):
    n_case = 0
    for n in range(4, 17):
        for variant in range(2 if n <= 12 else 3):
            n_case += 1
            key = "random/%d/%d" % (n, variant)
            rng = fam.rng(key)
            scoring = SCORINGS[(n + variant) % 3]
            rounds = RECOMMENDED[n] + (1 if variant == 2 else 0)
            rounds = min(rounds, n - 1 if n % 2 == 0 else n)
            setup = {"format": "swiss", "rounds": rounds, "scoring": scoring,
                     "fighters": names(n)}
            b = fam.builder(setup, key)
            for r in range(1, rounds + 1):
                pairing = swiss_pairing(b.t, rng)
                if pairing is None:
                    raise AssertionError(key + ": no rematch-free pairing")
                play_round(b, rng, r, pairing)
            b.do("standings")
            standings_case(
                fam, "random-%02d-fighters-%d" % (n, variant + 1),
                "%d fighters, %d rounds, %d/%d/%d: the full standings" % (
                    n, rounds, scoring["win"], scoring["draw"], scoring["loss"]),
                b, "%s 「獲得点数がより多いファイターを上位として」, then #1–#3." % "FR.3.2.1.2~p1")
    return n_case


def boundaries(fam):
    for i, (rounds, si, record, why) in enumerate(BOUNDARIES):
        scoring = SCORINGS[si]
        n = rounds + 1 + ((rounds + 1) % 2)
        fighters = names(n)
        target = fighters[0]
        key = "boundary/%d" % i
        rng = fam.rng(key)
        setup = {"format": "swiss", "rounds": rounds, "scoring": scoring, "fighters": fighters}
        b = fam.builder(setup, key)
        play_forced(b, rng, circle_rounds(fighters, rounds), {target: record},
                    weights=(("win", 85), ("draw", 15)))
        b.do("standings")
        f = b.t.by_name[target]
        exact = Fraction(f.points, rounds * scoring["win"])
        mw = max(trunc2(exact), FLOOR_MW_MIN)
        if mw != b.t.standings_details[-1]["mw"][target]:
            raise AssertionError("%s: MW %s by the formula, %s in the standings" % (
                key, mw, b.t.standings_details[-1]["mw"][target]))
        lead = ("%s has record %s under %d/%d/%d in a %d-round event: %d points; MW = %d ÷ (%d × "
                "%d) = %s." % (target, record, scoring["win"], scoring["draw"], scoring["loss"],
                               rounds, f.points, f.points, rounds, scoring["win"], why))
        standings_case(fam, "mw-boundary-%02d-%dr-%s" % (i + 1, rounds, record.lower()),
                       "MW %d/%d: %s" % (f.points, rounds * scoring["win"], why.split(":")[1]
                                         .strip() if ":" in why else why),
                       b, lead, extra_tags=["mw-boundary"])


def h2h_search(fam):
    """Small events searched (seeded) for each head-to-head pattern: round-robin style
    pairings (explicit, rematch-free) make tied fighters likely to have met."""
    wanted = {"pair-decided": 3, "three-way-order": 2, "cycle": 2, "subgroup": 2,
              "never-met": 3, "decided-by-default-win": 1}
    found = {k: 0 for k in wanted}
    titles = {
        "pair-decided": "Two fighters tied on points and OMW: the winner of their match is higher",
        "three-way-order": "Three tied fighters ordered by their wins against each other",
        "cycle": "Three tied fighters who beat each other in a cycle: a random order",
        "subgroup": "A tied group split by head-to-head; the smaller tied part re-examined",
        "never-met": "Tied fighters who never met: ordered at random",
        "decided-by-default-win": "Head-to-head counts a win by default",
    }
    for seed in range(3000):
        if all(found[k] >= wanted[k] for k in wanted):
            break
        key = "h2h/%d" % seed
        rng = fam.rng(key)
        n = rng.choice([6, 6, 8])
        rounds = 5 if n == 6 else rng.choice([4, 5])
        scoring = SCORINGS[seed % 3]
        fighters = names(n)
        seats = list(fighters)
        rng.shuffle(seats)
        setup = {"format": "swiss", "rounds": rounds, "scoring": scoring, "fighters": fighters}
        b = fam.builder(setup, key)
        play_forced(b, rng, circle_rounds(seats, rounds), {},
                    weights=(("win", 88), ("draw", 6), ("win-by-default", 6)))
        b.do("standings")
        log = b.t.standings_details[-1]["log"]
        kind = classify(b.t, log)
        if kind is None or found[kind] >= wanted[kind]:
            continue
        found[kind] += 1
        standings_case(fam, "h2h-%s-%d" % (kind, found[kind]), titles[kind], b,
                       "A seeded search found this event for the pattern: %s." % titles[kind],
                       extra_clauses=["FR.3.2.1.2#2"], extra_tags=["h2h"])
    missing = [k for k in wanted if found[k] < wanted[k]]
    if missing:
        raise AssertionError("head-to-head patterns not found: %s" % missing)


def classify(t, log):
    if not log:
        return None
    top = log[0]
    if len(log) == 1 and top[0] == "h2h" and len(top[1]) == 2:
        winner = [n for n, c in top[2].items() if c == 1][0]
        loser = [n for n in top[1] if n != winner][0]
        via_default = any(r.opp == loser and r.res == "W" and r.default
                          for r in t.by_name[winner].records)
        return "decided-by-default-win" if via_default else "pair-decided"
    if len(log) == 1 and top[0] == "h2h" and len(top[1]) == 3 and \
            sorted(top[2].values()) == [0, 1, 2]:
        return "three-way-order"
    if len(log) == 1 and top[0] == "random" and len(top[1]) == 3 and \
            all(c == 1 for c in top[2].values()):
        return "cycle"
    if len(log) >= 2 and top[0] == "h2h" and len(top[1]) >= 3 and \
            any(e[0] == "h2h" and len(e[1]) >= 2 and set(e[1]) < set(top[1]) for e in log[1:]):
        return "subgroup"
    if len(log) == 1 and top[0] == "random" and all(c == 0 for c in top[2].values()):
        met = any(o in top[1] for n in top[1] for o in t.by_name[n].met())
        return None if met else "never-met"
    return None


MID_EVENT = ((6, 4, 2), (8, 5, 3))   # (fighters, announced rounds, rounds played)


def mid_event(fam, i, n, rounds, played):
    """A Swiss event of n fighters and `rounds` announced rounds after `played` of them."""
    key = "mid-event/%d" % i
    rng = fam.rng(key)
    b = fam.builder({"format": "swiss", "rounds": rounds, "fighters": names(n)}, key)
    for r in range(1, played + 1):
        play_round(b, rng, r, swiss_pairing(b.t, rng), weights=(("win", 90), ("draw", 10)))
    return b


def special(fam):
    # BF-OMW-NONE: a fighter whose only round was a bye has no opponent to average
    setup = {"format": "swiss", "rounds": 1, "fighters": ["A", "B", "C"]}
    b = fam.builder(setup, "omw-none/bye")
    b.do("pair", round=1, tables=[["A", "B"]], bye=["C"])
    b.do("result", round=1, table=["A", "B"], outcome="win")
    b.do("standings")
    standings_case(fam, "omw-none-bye-only", "A fighter whose only match was a bye has OMW 0",
                   b, "C's only round is a bye, a win by default left out of the average "
                   "(「不戦勝や不戦敗を得ていた場合、その対戦については…含めず」): no opponent remains, "
                   "OMW 0 (BF-OMW-NONE). C still ranks first on points.")
    setup = {"format": "swiss", "rounds": 2, "fighters": ["A", "B", "C", "D"]}
    b = fam.builder(setup, "omw-none/default")
    b.do("pair", round=1, tables=[["A", "B"], ["C", "D"]], bye=[])
    b.do("result", round=1, table=["A", "B"], outcome="win-by-default")
    b.do("result", round=1, table=["C", "D"], outcome="win")
    b.do("pair", round=2, tables=[["A", "C"], ["D", "B"]], bye=[])
    b.do("result", round=2, table=["A", "C"], outcome="win")
    b.do("result", round=2, table=["D", "B"], outcome="win")
    b.do("standings")
    standings_case(fam, "omw-default-left-out",
                   "A match won by default is left out of both fighters' averages", b,
                   "A beat B by default in round 1; that match counts for neither A's nor B's "
                   "average (「マッチ勝率の合計には含めず相手ファイターの人数にも含めません」).")
    # BF-TOTAL-ROUNDS: standings before the last round still divide by the event's rounds
    for i, (n, rounds, played) in enumerate(MID_EVENT):
        b = mid_event(fam, i, n, rounds, played)
        b.do("standings")
        standings_case(fam, "mid-event-%d-of-%d-rounds" % (played, rounds),
                       "Standings after %d of %d rounds divide by the event's %d rounds" % (
                           played, rounds, rounds), b,
                       "Standings taken after round %d of a %d-round event: 「大会の総回戦数」 is "
                       "read as the announced %d rounds (BF-TOTAL-ROUNDS)." % (played, rounds,
                                                                              rounds),
                       extra_tags=["reading:BF-TOTAL-ROUNDS"])
    # BF-TOTAL-ROUNDS: an event its organiser ends early divides by the rounds it played
    for i, (n, rounds, played) in enumerate(MID_EVENT):
        b = mid_event(fam, i, n, rounds, played)   # the same events as above, then ended
        b.do("end-event")
        b.do("standings")
        standings_case(fam, "ended-early-%d-of-%d-rounds" % (played, rounds),
                       "An event ended after %d of its %d announced rounds divides by the %d "
                       "rounds it played" % (played, rounds, played), b,
                       "%s: the organiser ends the event after round %d of %d. 「大会の総回戦数」 is "
                       "then the %d rounds the event had (BF-TOTAL-ROUNDS), not the announced %d "
                       "(compare mid-event-%d-of-%d-rounds, the same results still being played)." % (
                           fam.quote("FR.3.2.1.1~p2", "入賞人数以下の人数になった時点で打ち切りに"
                                                       "したり"),
                           played, rounds, played, rounds, played, rounds),
                       extra_clauses=["FR.3.2.1.1~p2"], extra_tags=["reading:BF-TOTAL-ROUNDS"],
                       before=[strip(b.events("event-ended")[-1])],
                       state={"round": played, "finished": True})


def generate(ctx):
    fam = Family(ctx, __name__)
    random_events(fam)
    boundaries(fam)
    h2h_search(fam)
    special(fam)
    return fam.cases
