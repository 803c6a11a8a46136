"""Family `standings-h2h-lower`: a tied group that head-to-head splits into parts, a lower part
(not the first) of two or more fighters then ordered by its own head-to-head (FR.3.2.1.2#2:
「該当するファイター間の対戦でより多く勝利していたファイターがより上位となります」; BF-H2H: a strictly
smaller tied subgroup is re-examined the same way).  The
standings_floor family's `subgroup` pattern re-examines the first part; here the part
re-examined comes after another one, at the bottom of the group.

Events of 6 or 8 fighters with round-robin (circle) pairings are searched, seeded, for that
pattern; the model plays them and computes the standings.
"""

from . import Family
from .scripts import circle_rounds, names, play_forced
from .standings_floor import SCORINGS, standings_case

WANTED = 2


def lower_part_decided(log):
    """Whether the tie log has a head-to-head whose lower part (not the first, two fighters or
    more, reaching down to the group's last place or below its middle) is itself ordered by
    head-to-head, not at random."""
    for entry in log:
        if entry[0] != "h2h":
            continue
        group, counts = entry[1], entry[2]
        above = 0
        for level in sorted(set(counts.values()), reverse=True):
            part = [n for n in group if counts[n] == level]
            if above > 0 and len(part) >= 2 and 2 * above + len(part) >= len(group) and \
                    any(e[0] == "h2h" and e[1] == part for e in log):
                return True
            above += len(part)
    return False


def generate(ctx):
    fam = Family(ctx, __name__)
    found = 0
    for seed in range(5000):
        if found >= WANTED:
            break
        key = "lower/%d" % seed
        rng = fam.rng(key)
        n = rng.choice([6, 6, 8])
        rounds = 5 if n == 6 else rng.choice([4, 5])
        fighters = names(n)
        seats = list(fighters)
        rng.shuffle(seats)
        setup = {"format": "swiss", "rounds": rounds, "scoring": SCORINGS[seed % 3],
                 "fighters": fighters}
        b = fam.builder(setup, key)
        play_forced(b, rng, circle_rounds(seats, rounds), {},
                    weights=(("win", 88), ("draw", 6), ("win-by-default", 6)))
        b.do("standings")
        if not lower_part_decided(b.t.standings_details[-1]["log"]):
            continue
        found += 1
        standings_case(fam, "lower-part-decided-%d" % found,
                       "A tied group split by head-to-head: its lower tied part ordered by the "
                       "matches between its own fighters", b,
                       "A seeded search found this event: a group tied on points and OMW is split "
                       "by head-to-head (%s), and a lower part of it, still tied, is ordered by "
                       "head-to-head again, among its own fighters, before any random method "
                       "(BF-H2H: a strictly smaller tied subgroup is re-examined the same way)." %
                       fam.quote("FR.3.2.1.2#2", "該当するファイター間の対戦でより多く勝利していた"
                                                 "ファイターがより上位となります"),
                       extra_clauses=["FR.3.2.1.2#2"], extra_tags=["h2h"])
    if found < WANTED:
        raise AssertionError("a lower tied part decided by head-to-head: %d found" % found)
    return fam.cases
