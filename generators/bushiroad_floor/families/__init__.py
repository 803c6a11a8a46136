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


def strip(event):
    """An observed event as an expectation: without the step that caused it, and without the
    champions of a round that does not finish the event (the vocabulary defines them only for a
    finished one)."""
    out = common.strip(event)
    if out.get("type") == "round-complete" and not out.get("finished"):
        out.pop("champions", None)
    return out
