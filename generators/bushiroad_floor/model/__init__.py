"""The generators' model of bushiroad-floor, written from the rule text and
docs/engines/bushiroad-floor.md without reading the engine: `Tournament` (tournament.py) and the
parts it is made of, one module each; `Builder` builds a script by playing it, `replay` plays a
finished case and returns the run the families' self-check judges (common/family.py).  The
figures the text holds are read from the clause index: the recommended rounds
(rounds_tables.py), the penalty tables (penalty_tables.py), the match times (lookups.py)."""

from .event import DE, SE, SWISS  # noqa: F401
from .tournament import Builder, Tournament, replay  # noqa: F401
