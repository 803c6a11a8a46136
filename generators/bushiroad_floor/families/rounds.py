"""Family `rounds`: the recommended number of Swiss rounds, FR.3.2.1.1.

The tables are read from the clause text itself (model/rounds_tables.py): ~t1 without a top cut
(5~8人:3回戦 …), ~t2 with one (9~64人:3~5回戦 …), and ~p1's round robin for 2~4 fighters.
Every row is probed at its first and last fighter count and one past each side, 1 to 1030,
with and without a top cut; outside the tables the recommendation is "none".
"""

from . import Family

SETUP = {"format": "swiss", "rounds": 3, "fighters": ["A", "B"]}


def probes(tables):
    counts = {1, 1030}
    lo, hi = tables.round_robin
    counts.update({lo - 1, lo, hi, hi + 1})
    for rows in (tables.no_cut, tables.cut):
        for _, a, b, _, _ in rows:
            counts.update({a - 1, a, b, b + 1, (a + b) // 2})
    return sorted(c for c in counts if c >= 1)


def describe(fam, n, top_cut, rec, clause):
    cut = "with a top cut (決勝ラウンドを行う場合)" if top_cut else \
        "without a top cut (決勝ラウンドを行わない場合)"
    if rec == "round-robin":
        return "%s: %d fighters, %s → a round robin." % (
            fam.quote("FR.3.2.1.1~p1", "参加者が2~4人だった場合はスイストローの代わりに、"
                                       "総当たり戦を行うことが推奨されます"), n, cut)
    if rec == "none":
        return ("%d fighters %s: no row of %s covers it and it is not 2~4, so the text "
                "recommends nothing." % (n, cut, clause))
    row = fam.index.text(clause)
    span = "%d" % rec["min"] if rec["min"] == rec["max"] else "%d~%d" % (rec["min"], rec["max"])
    return "%s 「%s」: %d fighters %s → %s rounds." % (clause, row, n, cut, span)


def generate(ctx):
    fam = Family(ctx, __name__)
    tables = fam.rounds_tables
    for n in probes(tables):
        for top_cut in (False, True):
            rec, clause = tables.lookup(n, top_cut)
            b = fam.builder(SETUP, "rounds/%d/%s" % (n, top_cut), rounds_tables=True)
            b.do("recommend-rounds", fighters=n, top_cut=top_cut)
            clauses = ["FR.3.2.1.1~p1"]
            if clause != "FR.3.2.1.1~p1":
                clauses.append(clause)
            label = rec if isinstance(rec, str) else (
                "%d" % rec["min"] if rec["min"] == rec["max"] else "%d-%d" % (rec["min"],
                                                                               rec["max"]))
            fam.add("n%04d-%s" % (n, "top-cut" if top_cut else "no-cut"),
                    "%d fighters, %s top cut: %s" % (n, "with a" if top_cut else "no", label),
                    describe(fam, n, top_cut, rec, clause), clauses,
                    ["swiss", "rounds"], SETUP, b.script,
                    {"events": [{"type": "recommended-rounds", "fighters": n,
                                 "top_cut": top_cut, "recommendation": rec}]})
    return fam.cases
