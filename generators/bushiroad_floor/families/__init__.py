"""The families of bushiroad-floor, one module per family of clauses (bushiroad_floor.FAMILIES),
and what they share beyond common.Family: `Family`, whose cases are built by playing the model
(`builder`) and replayed by it with the recommended-rounds tables read from the text, and
`strip`, an observed event as an expectation.

Beside the families: scripts.py (names, drawn outcomes, explicit pairings, rounds played),
readings.py (the reading tags of a played script), descriptions.py (standings arithmetic in
words).
"""

import common

from ..model import Builder, replay
from ..model.rounds_tables import RoundsTables


class Family(common.Family):
    """A bushiroad-floor family: its cases' scripts are built by the model (`builder`) and every
    case is replayed by it (the oracle's judge checks no invariant of this document, so every
    declared clause must be applied by the run)."""

    def __init__(self, ctx, module_name):
        common.Family.__init__(self, ctx, module_name)
        self.rounds_tables = RoundsTables(ctx.index)

    def builder(self, setup, key, rounds_tables=False):
        """A Builder of the model for setup, its randoms drawn from rng(key)."""
        return Builder(setup, self.rng(key), self.index,
                       self.rounds_tables if rounds_tables else None)

    def replay(self, case):
        return replay(case, self.index, self.rounds_tables)

    # Until the model records every clause it applies, the declared clauses are checked against
    # the run's trace only for these (the penalty effects the model tracked so far), in the
    # families of the vocabulary's extension (as before the families shared one Family).
    TRACKED = frozenset({"PG.2~h1~p2", "PG.2~h2~p1", "PG.2~h2~p2", "PG.2~h3~p2", "PG.2~h4~p2",
                         "FR.5.2.3~p1", "FR.3.2.4~p5"})
    EXTENSION = frozenset({"penalty_guide", "penalties", "required_items", "eligibility",
                           "deck_check", "sleeves", "matches", "timeouts", "tardiness",
                           "challenge", "teams", "reporting", "misseating"})

    def check(self, case, clauses):
        tracked = self.TRACKED if self.name in self.EXTENSION else ()
        return common.Family.check(self, case, [c for c in clauses if c in tracked])


def strip(event):
    """An observed event as an expectation: without the step that caused it, and without the
    champions of a round that does not finish the event (the vocabulary defines them only for a
    finished one)."""
    out = common.strip(event)
    if out.get("type") == "round-complete" and not out.get("finished"):
        out.pop("champions", None)
    return out
