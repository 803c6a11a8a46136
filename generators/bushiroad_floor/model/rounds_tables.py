"""Owns the figures read straight from the clause text: the recommended-rounds tables of
FR.3.2.1.1 (rows of ~t1 without a top cut, ~t2 with one) and its round-robin range (~p1).

The tables are parsed from the index (`oracle clauses bushiroad-floor --json`), so a new version
of the text that changes a row changes the generated cases with it.
"""

import re

ROW = re.compile(r"(\d+)~(\d+)人:(\d+)(?:~(\d+))?回戦")
ROUND_ROBIN = re.compile(r"参加者が(\d+)~(\d+)人だった場合は[^。]*総当たり戦")


def table_rows(index, table_id):
    """[(row_id, lo, hi, min_rounds, max_rounds)] of one table, in document order."""
    rows = []
    for row_id in index.children(table_id):
        for m in ROW.finditer(index.text(row_id)):
            lo, hi, r1 = int(m.group(1)), int(m.group(2)), int(m.group(3))
            r2 = int(m.group(4)) if m.group(4) else r1
            rows.append((row_id, lo, hi, r1, r2))
    if not rows:
        raise ValueError("no rows parsed from " + table_id)
    return rows


def round_robin_range(index):
    m = ROUND_ROBIN.search(index.text("FR.3.2.1.1~p1"))
    if not m:
        raise ValueError("FR.3.2.1.1~p1: the round-robin range was not found")
    return int(m.group(1)), int(m.group(2))


class RoundsTables:
    """FR.3.2.1.1: what the text recommends for N fighters, with or without a top cut."""

    def __init__(self, index):
        self.round_robin = round_robin_range(index)
        self.no_cut = table_rows(index, "FR.3.2.1.1~t1")
        self.cut = table_rows(index, "FR.3.2.1.1~t2")

    def lookup(self, n, top_cut):
        """(recommendation, clause id that gives it)."""
        lo, hi = self.round_robin
        if lo <= n <= hi:
            return "round-robin", "FR.3.2.1.1~p1"
        for row_id, a, b, r1, r2 in (self.cut if top_cut else self.no_cut):
            if a <= n <= b:
                return {"min": r1, "max": r2}, row_id
        return "none", "FR.3.2.1.1~t2" if top_cut else "FR.3.2.1.1~t1"
