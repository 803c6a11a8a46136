"""The families of fusion-world, one module per family of clauses (fusion_world.FAMILIES), and
`Family`, what they share beyond common.Family: each case replayed by the game's model and its
declared clauses checked against the run's trace, but for the invariants the oracle's judge
checks on every run of the document; the cases held back (held_back.py) printed, not written.

Beside the families: scene.py (setups), lang.py (skills in the effect language), opening.py
(the pre-game worked out directly), quotes.py (fragments of the text quoted by several)."""

import common

from ..held_back import held
from ..model import replay


class Family(common.Family):
    # The invariants the oracle's judge checks on every run of the document (the table
    # "Invariants" of docs/engines/fusion-world.md): a case declaring one is judged on it
    # whatever its script, so the model's trace need not apply it.
    JUDGE_CHECKED = frozenset((
        "0-1-2", "3", "3-1-1", "3-5-1", "10-1-1", "3-5-3", "3-7-1", "3-1-6-1", "5-6-2-1", "3-6-1",
        "14-2-2-1", "14-2-2-2", "14-4-2", "0-2-9", "0-1-3",
        "3-1-2", "0-3-12", "3-1-3", "3-5-2", "3-6-2", "3-7-2", "3-8-2", "13-9-3", "3-3-2", "3-3-3",
        "13-10-2", "3-2-2", "3-9-2", "1-11-3", "1-12-5"))

    def replay(self, case):
        return replay(case)

    def held_back(self, name):
        return held(self.family, name)
