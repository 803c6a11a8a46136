"""Owns the penalty guideline read straight from the clause text: the 128 rows of the
=罰則基準= tables of PG.3 and PG.4 (`…~t1.L1`, `…~t1.L2+`, branches `…~t1.Bn`, `…~t1.Bn.L1`,
`…~t1.Bn.L2+`), the scale of PG.2 and the guideline of the two options (partial repair,
PG.3.3.3~p1, PG.3.5.1.2~p1, PG.3.5.4~p1; a reissued score sheet, PG.3.17.5~p2).

The infraction names are the vocabulary's (docs/engines/bushiroad-floor.md, "The scale and the
guideline tables"): each names its clause and, for a branch table, its branch.  The penalties
themselves are always parsed from the row text, so a new version of the text that changes a
row changes the cases computed from it.
"""

import re

# PG.2: caution < warning < match loss < disqualification
SCALE = ("caution", "warning", "match-loss", "disqualification")
JAPANESE = {"口頭注意": "caution", "警告": "warning", "マッチの敗北": "match-loss",
            "失格処分": "disqualification"}

# vocabulary name -> (clause, branch or None), in the page's order
INFRACTIONS = (
    ("unregistered-illegal-deck", "PG.3.1.1.1", None),
    ("illegal-decklist", "PG.3.1.1.2", None),
    ("illegal-deck", "PG.3.1.1.3", None),
    ("illegal-decklist-and-deck", "PG.3.1.1.4", None),
    ("missing-items", "PG.3.1.2", None),
    ("distinguishable-no-pattern", "PG.3.1.3.1", None),
    ("distinguishable-pattern", "PG.3.1.3.2", None),
    ("wrong-information-minor", "PG.3.2.1", None),
    ("wrong-information-major", "PG.3.2.2", None),
    ("illegal-state-minor", "PG.3.3.1", None),
    ("illegal-state-moderate", "PG.3.3.2", None),
    ("illegal-state-severe", "PG.3.3.3", None),
    ("forgotten-automatic-ability", "PG.3.4", None),
    ("unrevealed-card-identifiable", "PG.3.5.1.1", None),
    ("unrevealed-card-unidentifiable", "PG.3.5.1.2", None),
    ("forgotten-card-move", "PG.3.5.2", None),
    ("seen-cards-before-match", "PG.3.5.3.1", None),
    ("seen-cards-during-match", "PG.3.5.3.2", None),
    ("extra-cards-in-hand", "PG.3.5.4", None),
    ("zones-mixed", "PG.3.5.5", None),
    ("order-disturbed-minor", "PG.3.6.1.1", None),
    ("order-disturbed-moderate", "PG.3.6.1.2", None),
    ("cards-made-distinguishable", "PG.3.6.2", None),
    ("missed-infraction-opponent-card", "PG.3.7", "B1"),
    ("missed-infraction-own-card", "PG.3.7", "B2"),
    ("unsporting-minor", "PG.3.8.1", None),
    ("unsporting-severe", "PG.3.8.2", None),
    ("unsporting-most-severe", "PG.3.8.3", None),
    ("tardiness", "PG.3.9.1", None),
    ("major-tardiness", "PG.3.9.2", None),
    ("wrong-seat-before-report", "PG.3.10.1", None),
    ("wrong-seat-after-report", "PG.3.10.2", None),
    ("insufficient-shuffle", "PG.3.11", None),
    ("excessive-touching", "PG.3.12", None),
    ("disrupting-event", "PG.3.13", None),
    ("eating-drinking", "PG.3.14", None),
    ("electronic-device", "PG.3.15", None),
    ("note-taking", "PG.3.16", None),
    ("unreported-result", "PG.3.17.1", "B2"),
    ("unapproved-result-reporter", "PG.3.17.2", "B1"),
    ("unapproved-result-approver", "PG.3.17.2", "B2"),
    ("wrong-result", "PG.3.17.3", "B2"),
    ("damaged-score-sheet", "PG.3.17.4", None),
    ("lost-score-sheet", "PG.3.17.5", None),
    ("slow-play-minor", "PG.3.18.1", None),
    ("slow-play-moderate", "PG.3.18.2", None),
    ("slow-play-severe", "PG.3.18.3", None),
    ("excessive-hand-shuffling", "PG.3.19", None),
    ("touching-other-match", "PG.3.20", None),
    ("team-advice-minor", "PG.3.21.1", None),
    ("team-advice-moderate", "PG.3.21.2", None),
    ("team-advice-severe", "PG.3.21.3", None),
    ("dice-unreadable", "PG.3.22.1", None),
    ("fraud", "PG.4.1", None),
    ("illegal-card-movement", "PG.4.2", None),
    ("intentional-marking", "PG.4.3", None),
    ("illegal-deck-change", "PG.4.4", None),
    ("illegal-advice", "PG.4.5", None),
    ("dice-trouble-intentional", "PG.4.6.1", None),
    ("dice-manipulation", "PG.4.6.2", None),
)

# the two branch rows that are not penalties (their text says what happens to the result)
NOT_REFLECTED = (("unreported-result-not-reflected", "PG.3.17.1~t1.B1"),
                 ("wrong-result-not-reflected", "PG.3.17.3~t1.B1"))

PARTIAL_REPAIR = {"illegal-state-severe": "PG.3.3.3~p1",
                  "unrevealed-card-unidentifiable": "PG.3.5.1.2~p1",
                  "extra-cards-in-hand": "PG.3.5.4~p1"}
REISSUED = {"lost-score-sheet": "PG.3.17.5~p2"}

ROW_ID = re.compile(r"^PG\.[34][.0-9]*~t1\.")
BRACKETED = re.compile(r"【([^】]+)】(?:~【([^】]+)】)?")


def penalty_range(text):
    """「A」 or 「A~B」 → every penalty from A to B on the scale (BF-PENALTY-RANGE)."""
    parts = text.split("~")
    if len(parts) > 2 or any(p not in JAPANESE for p in parts):
        raise ValueError("not a penalty or a range of penalties: %r" % text)
    lo, hi = SCALE.index(JAPANESE[parts[0]]), SCALE.index(JAPANESE[parts[-1]])
    if hi < lo:
        raise ValueError("range out of scale order: %r" % text)
    return list(SCALE[lo:hi + 1])


def table_rows(index):
    """Every row id of the PG.3 and PG.4 penalty tables, in document order."""
    return [i for i in index.order if ROW_ID.match(i) and index.entry(i)["kind"] == "row"]


def level_row(clause, branch, level):
    base = "%s~t1.%s" % (clause, branch) if branch else "%s~t1" % clause
    return base + (".L1" if level == 1 else ".L2+")


def not_reflected_result(text):
    """The result a not-reflected branch row prescribes, from its text."""
    if "提出の通り" in text:
        return "as-submitted"
    out = []
    if "引き分け" in text:
        out.append("draw")
    if "両者敗北" in text:
        out.append("double-loss")
    if not out:
        raise ValueError("no result in %r" % text)
    return out


def option_guideline(index, clause):
    """The penalties an option clause prescribes: its last 【A】 or 【A】~【B】."""
    found = BRACKETED.findall(index.text(clause))
    if not found:
        raise ValueError("%s names no penalty" % clause)
    a, b = found[-1]
    return penalty_range(a + ("~" + b if b else ""))


class Guide:
    """The guideline of every infraction at every level, read from the index (`Guide.of`: once
    per index)."""

    _made = {}

    @classmethod
    def of(cls, index):
        made = cls._made.get(id(index))
        if made is None or made[0] is not index:
            made = cls._made[id(index)] = (index, cls(index))
        return made[1]

    def __init__(self, index):
        self.index = index
        self.rows = table_rows(index)
        self.by_name = {n: (c, b) for n, c, b in INFRACTIONS}
        self.not_reflected = dict(NOT_REFLECTED)

    def row(self, name, level):
        clause, branch = self.by_name[name]
        return level_row(clause, branch, level)

    def lookup(self, name, level, partial_repair=False, reissued=False):
        """(row clause read, [penalties in scale order]); the option's clause for the two
        options (partial repair only at level 2 or lower: the caller rejects level 3)."""
        if partial_repair:
            clause = PARTIAL_REPAIR[name]
            return clause, option_guideline(self.index, clause)
        if reissued:
            clause = REISSUED[name]
            return clause, option_guideline(self.index, clause)
        row = self.row(name, level)
        return row, penalty_range(self.index.text(row))

    def branch_row(self, name):
        """The branch header row of a branch infraction, else None."""
        clause, branch = self.by_name[name]
        return "%s~t1.%s" % (clause, branch) if branch else None
