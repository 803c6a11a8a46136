"""The families of haikyu-break, one module per family of clauses (haikyu_break.FAMILIES), and
`Family`, what they share beyond common.Family: each case replayed by the game's model and its
declared clauses checked against the run's trace, but for the invariants the oracle's judge
checks on every run of the document.

Beside the families: scene.py (setups), play.py (scripts built by playing the model, its random
choices seeded), quotes.py (fragments of the text several families quote)."""

import re
import unicodedata

import common

from ..model import replay


def normalised(text):
    """A fragment as the index normalises the text (oracle/index/textnorm.h): NFKC (① is 1,
    full-width forms fold) and no space touching a non-ASCII character."""
    text = unicodedata.normalize("NFKC", text)
    return re.sub(r" +(?=[^\x00-\x7f])|(?<=[^\x00-\x7f]) +", "", text)


class Family(common.Family):
    # The invariants the oracle's judge checks on every run of the document (the table
    # "Invariants" of docs/engines/haikyu-break.md): a case declaring one is judged on it
    # whatever its script, so the model's trace need not apply it.
    JUDGE_CHECKED = frozenset((
        "0-1-2", "0-1-3", "0-1-3-1", "1-1-16", "1-2-15-1", "1-3-2-2", "3-1-1", "3-1-3", "3-1-4",
        "3-2-2", "3-3-2", "3-3-3", "3-4-2", "3-5-2", "3-6-2", "3-7-2", "3-8-2", "3-9-2",
        "3-10-2", "3-11-2", "3-11-3"))

    def replay(self, case):
        return replay(case)

    def quote(self, clause_id, fragment=None):
        return super().quote(clause_id, None if fragment is None else normalised(fragment))
