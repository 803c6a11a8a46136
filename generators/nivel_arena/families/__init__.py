"""The families of nivel-arena, one module per family of clauses (nivel_arena.FAMILIES), and
`Family`, what they share beyond common.Family: each case replayed by the game's model and its
declared clauses checked against the run's trace, but for the invariants the oracle's judge
checks on every run of the document (oracle/games/nivel_arena/).  scene.py builds setups."""

import common

from ..model import replay


class Family(common.Family):
    # The invariants the oracle's judge checks on every run (docs/engines/nivel-arena.md,
    # "Invariants"): a case declaring one is judged on it whatever its script.
    JUDGE_CHECKED = frozenset((
        "1.1.1", "1.2.1", "1.2.3", "1.3.7", "2.2.3", "2.2.4", "2.2.5", "2.2.6", "3.1.1", "3.1.3",
        "3.1.4", "3.1.5", "3.2.2", "3.3.2", "3.3.4", "3.4.2", "3.5.2", "3.6.2", "3.7.2", "3.7.3",
        "3.8.2", "3.8.3", "4.6.3", "6.1.3"))

    def replay(self, case):
        return replay(case)
