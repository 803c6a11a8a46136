"""Family `penalty-guide`: the recommended penalty of every infraction at every event level,
PG~p5 and the 128 rows of the =罰則基準= tables of PG.3 and PG.4, each row read from the text
(model/penalty_tables.py) so that every row the text prints is covered by a case computed from it.

Per infraction: level 1 by default (FR.3.1.3~h1~p1: no level in the setup nor the action),
level 2 named in the action, level 3 from the setup; branch tables declare their branch row
too.  The two branch rows that are not penalties (PG.3.17.1~t1.B1, PG.3.17.3~t1.B1), the
partial-repair option (PG.3.3.3~p1, PG.3.5.1.2~p1, PG.3.5.4~p1: a warning at level 2 or lower,
rejected at level 3, BF-PARTIAL-REPAIR) and the reissued score sheet (PG.3.17.5~p2).
"""

from . import Family
from ..model.penalty_tables import (INFRACTIONS, NOT_REFLECTED, PARTIAL_REPAIR, REISSUED, Guide,
                                    not_reflected_result)

SETUP = {"format": "swiss", "rounds": 1, "fighters": ["A", "B"]}
P5 = ("PG~p5", "「大会レベル1」と「大会レベル2以上」推奨される罰則を提示します")
LEVEL1 = ("FR.3.1.3~h1~p1", "特別な理由がない限り、すべての大会はこのレベルに該当します")


def show(pens):
    return " → [%s]" % ", ".join(pens)


def lookup_case(fam, name, clause, branch, how):
    setup = dict(SETUP)
    args = {"infraction": name}
    if how == "default":
        level = 1
    elif how == "action":
        level = 2
        args["level"] = 2
    else:
        level = 3
        setup["level"] = 3
    row, pens = fam.guide.lookup(name, level)
    b = fam.builder(setup, "guide/%s/%s" % (name, how))
    b.do("penalty-guide", **args)
    clauses = [row, P5[0]]
    if branch:
        clauses.append(fam.guide.branch_row(name))
    if how == "default":
        clauses.append(LEVEL1[0])
    where = {"default": "no level in the setup or the action: level 1 (%s)" % fam.quote(*LEVEL1),
             "action": "level 2 named in the lookup", "setup": "the setup's level 3"}[how]
    title = fam.index.entry(row).get("title") or ""
    desc = "%s. %s, %s%s: %s; the row %s (%s) reads 「%s」%s (a range is every penalty between " \
           "its ends on the scale, BF-PENALTY-RANGE)." % (
               fam.quote(*P5), name, clause, " branch %s 「%s」" % (
                   branch, fam.index.entry(fam.guide.branch_row(name)).get("title"))
               if branch else "", where, row, title, fam.text(row), show(pens))
    tags = ["penalty-guide", "reading:BF-PENALTY-RANGE"]
    fam.add("%s-%s" % (name, {"default": "level1-default", "action": "level2",
                              "setup": "level3"}[how]),
            "%s at level %d: %s" % (name, level, ", ".join(pens)), desc, clauses, tags, setup,
            b.script, {"events": [{"type": "penalty-guide", "infraction": name, "level": level,
                                   "clause": row, "penalties": pens}]})


def not_reflected_cases(fam):
    for name, row in NOT_REFLECTED:
        for level in (1, 2):
            b = fam.builder(SETUP, "guide/%s/%d" % (name, level))
            b.do("penalty-guide", infraction=name, level=level)
            res = not_reflected_result(fam.text(row))
            fam.add("%s-level%d" % (name, level),
                    "%s at level %d: no penalty, the result %s" % (name, level, res),
                    "%s 「%s」 (branch %s): not a penalty; the row prescribes the result %s at "
                    "every level." % (row, fam.text(row), fam.index.entry(row).get("title"),
                                      res),
                    [row], ["penalty-guide"], SETUP, b.script,
                    {"events": [{"type": "penalty-guide", "infraction": name, "level": level,
                                 "clause": row, "penalties": [], "result": res}]})
    # a lookup is no action: one after the other in one script, each answered
    b = fam.builder(SETUP, "guide/not-reflected/in-turn")
    evs = []
    for name, row in NOT_REFLECTED:
        b.do("penalty-guide", infraction=name, level=1)
        evs.append({"type": "penalty-guide", "infraction": name, "level": 1, "clause": row,
                    "penalties": [], "result": not_reflected_result(fam.text(row))})
    fam.add("not-reflected-lookups-in-turn", "The two results not reflected, looked up in turn",
            "; ".join("%s 「%s」" % (row, fam.text(row)) for _, row in NOT_REFLECTED) +
            ". Both branches that are not penalties, looked up one after the other at level 1: "
            "each lookup answers with its row's result (%s)." % ", ".join(
                "%s %s" % (e["infraction"], e["result"]) for e in evs),
            [row for _, row in NOT_REFLECTED], ["penalty-guide"], SETUP, b.script,
            {"events": evs})


def option_cases(fam):
    for name, clause in sorted(PARTIAL_REPAIR.items()):
        for level in (1, 2, 3):
            b = fam.builder(SETUP, "guide/partial/%s/%d" % (name, level))
            b.do("penalty-guide", infraction=name, level=level, partial_repair=True)
            q = fam.quote(clause, "ただし、大会レベル2以下の大会に於いて、完全ではなくとも"
                                  "ある程度の正常化が可能とジャッジが判断した場合は")
            if level < 3:
                pens = fam.guide.lookup(name, level, partial_repair=True)[1]
                expect = {"events": [{"type": "penalty-guide", "infraction": name,
                                      "level": level, "clause": clause, "penalties": pens}]}
                why = "level %d is 2 or lower: the penalty the clause names%s" % (level,
                                                                                  show(pens))
            else:
                expect = {"rejections": [{"step": 0, "rule": clause}]}
                why = "level 3 is above 「大会レベル2以下」: the option is refused, rule %s " \
                      "(BF-PARTIAL-REPAIR)" % clause
            fam.add("%s-partial-repair-level%d" % (name, level),
                    "%s with partial repair at level %d: %s" % (
                        name, level, "rejected" if level == 3 else "warning"),
                    "%s …【警告】. %s." % (q, why), [clause],
                    ["penalty-guide", "reading:BF-PARTIAL-REPAIR"], SETUP, b.script, expect)
    for name, clause in sorted(REISSUED.items()):
        for level in (1, 2):
            b = fam.builder(SETUP, "guide/reissued/%d" % level)
            b.do("penalty-guide", infraction=name, level=level, reissued=True)
            pens = fam.guide.lookup(name, level, reissued=True)[1]
            fam.add("%s-reissued-level%d" % (name, level),
                    "%s with the sheet reissued at level %d: %s" % (name, level,
                                                                    ", ".join(pens)),
                    "%s: instead of the table's 失格処分 the guideline is%s at every level." % (
                        fam.quote(clause, "スコアシートを再発行しても構いません"), show(pens)),
                    [clause], ["penalty-guide"], SETUP, b.script,
                    {"events": [{"type": "penalty-guide", "infraction": name, "level": level,
                                 "clause": clause, "penalties": pens}]})


def generate(ctx):
    fam = Family(ctx, __name__)
    fam.guide = Guide.of(ctx.index)
    for name, clause, branch in INFRACTIONS:
        for how in ("default", "action", "setup"):
            lookup_case(fam, name, clause, branch, how)
    not_reflected_cases(fam)
    option_cases(fam)
    return fam.cases


def rows_covered(cases):
    """The table rows the cases declare (for the test that every row has a case)."""
    return {c["id"] for case in cases for c in case["clauses"] if "~t1." in c["id"]}
