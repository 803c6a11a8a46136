"""Owns the generators' model of a fusion-world game (part 1 of docs/engines/fusion-world.md):
`Game` plays a case's setup and script by the rules and records what the vocabulary says an
engine reports (events, rejections, legal sets, the final state) and the clauses it applied
(its `trace`); `replay` plays a finished case.  Written from the rule text and the vocabulary
page only.

The parts of `Game`: cards.py and skills.py (card information, the effect language), table.py
(zones, events, observation, the trace), common/script.py (the script), payment.py (5-3 and
1-4), deckrules.py (6-1), continuous.py (9-5, 9-8), selectors.py (5-2), conditions.py,
effects.py (instructions), triggers.py (9-6-2, 9-6-7, 9-6-8, delayed effects),
replacement_effects.py (9-9), checkpoints.py (4-2, ch. 14, autos), phases.py (6-2, ch. 7),
fighting.py (ch. 8), actions.py (free timings and actions), activation.py (【起動】, 12-2, 15-2,
15-3, 15-12) and loops.py (16-1, 16-2-6).
"""

from common.script import CaseError, Cursor, Pending, ScriptEnd

from .actions import Actions
from .activation import Activation
from .checkpoints import Checkpoints
from .conditions import Conditions
from .continuous import Continuous
from .effects import Effects
from .fighting import Fighting
from .loops import Loops
from .payment import SkillCosts
from .phases import Phases
from .replacement_effects import Replacement
from .selectors import Select
from .table import PLAYERS, GameOver, Table, other
from .triggers import Triggers

__all__ = ["CaseError", "Game", "replay"]


class Game(Loops, Table, Continuous, Select, Conditions, Effects, Triggers, Replacement, SkillCosts,
           Cursor, Checkpoints, Phases, Fighting, Actions, Activation):
    def __init__(self, setup, script):
        self.step = -1
        self.stop = None
        self.turn, self.turn_player, self.first = 0, None, None
        self.init_table(setup)
        self.init_triggers()
        self.init_replacement()
        self.init_cursor(script)
        self.init_loops()
        for i, entry in enumerate(script):   # every card an action names is a card of the setup
            for key in ("card", "target"):
                if "do" in entry and isinstance(entry.get(key), str) and \
                        entry[key] not in self.cards:
                    raise CaseError("step %d: unknown card %r" % (i, entry[key]),
                                    "$.script[%d].%s" % (i, key))
        start = setup.get("start", {})
        if not isinstance(start, dict) or set(start) - {"at", "turn", "player"}:
            raise CaseError("setup.start %r" % start)
        at = start.get("at")
        if at == "pregame":
            # the vocabulary: turn 0, no turn player and no first player until 6-2-1-5
            self.first, self.turn_player, self.turn = None, None, 0
        else:
            if setup.get("first") not in PLAYERS:
                raise CaseError("setup.first is required", "$.setup.first")
            self.first = setup["first"]
            self.turn = start.get("turn", 1)
            if not isinstance(self.turn, int) or self.turn < 1:
                raise CaseError("start.turn %r" % self.turn)
            self.turn_player = self.first if self.turn % 2 == 1 else other(self.first)
            if "player" in start:
                if start["player"] not in PLAYERS:
                    raise CaseError("start.player %r" % start["player"])
                self.turn_player = start["player"]
            self.started = True
        self.at = at
        self.init_continuous(setup)
        self.used = set()
        for p, pairs in (setup.get("used") or {}).items():
            for cid, s in pairs:
                if cid not in self.cards:
                    raise CaseError("used: unknown card %r" % cid)
                self.used.add((self.obj(cid), s))
        self.changed()

    def run(self):
        try:
            if self.at == "pregame":
                if self.pregame():
                    self.play_turns("charge", announce=True)
            else:
                # 14-1-2-1: the defeat check is interrupt-type: a setup that already meets a
                # loss condition is noticed as the run begins (the vocabulary, "Order")
                self.phase = self.at
                self.check_defeat()
                self.play_turns(self.at, announce=True)
        except (GameOver, ScriptEnd):
            pass
        except Pending as stop:   # the script ran out at a question: the run stops there
            self.stop = stop.pending
        self.finish()
        return self


def replay(case):
    """Plays a case; the game's `stop` is the question the run stopped at when the script
    ran out there (None otherwise). Raises CaseError when its script is unused or malformed."""
    return Game(case["setup"], case["script"]).run()
