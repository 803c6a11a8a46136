"""Owns the generators' model of a haikyu-break game (docs/engines/haikyu-break.md): `Game` plays a
case's setup and script by the rules and records what the vocabulary says an engine reports (the
events, rejections, legal sets and final state) and the clauses it applied (its `trace`);
`replay` plays a finished case. Written from the rule text and the vocabulary page only.

The parts of `Game`: cards.py (card information), table.py (zones, stacks, events, the
observation), moves.py (3-1-5, 8-3, 1-2-15-3), values.py (skills' validity, continuous effects,
parameters, points, permanents), effects.py (selectors, numbers, conditions), instructions.py
(the instructions), triggers.py (passives, delayed effects, replacements, keywords), flow.py (the
pre-game, phases, the check process, lost, the interval, skips) and actions.py (appearances, the
free step, costs, legal sets); common/script.py reads the script."""

from common.script import CaseError, Cursor, ScriptEnd

from .actions import Actions
from .effects import Effects
from .flow import Flow
from .instructions import Instructions
from .loops import Loops
from .moves import Moves
from .table import PHASES, PLAYERS, GameOver, Table
from .triggers import Triggers
from .values import Values

__all__ = ["CaseError", "Game", "replay"]

SETUP_KEYS = {"start", "cards", "P1", "P2", "under", "face_up", "effects"}
STARTS = ("pregame", "serve", "start", "block", "draw", "receive", "toss", "attack", "end")


class Game(Table, Moves, Values, Effects, Instructions, Triggers, Flow, Actions, Loops, Cursor):
    def __init__(self, setup, script):
        if not isinstance(setup, dict) or set(setup) - SETUP_KEYS:
            raise CaseError("setup: %r" % sorted(set(setup) - SETUP_KEYS))
        self.step = -1
        self.init_table(setup)
        self.init_values()
        self.init_triggers()
        self.init_cursor(script)
        self.init_loops()
        start = setup.get("start")
        if not isinstance(start, dict) or start.get("at") not in STARTS or \
                set(start) - {"at", "turn", "set", "player", "route"}:
            raise CaseError("setup.start %r" % start)
        self.at = start["at"]
        pregame = self.at == "pregame"
        if pregame and len(start) > 1:
            raise CaseError("a pre-game start has no turn, set, player or route")
        if (self.at == "end") != ("route" in start):
            raise CaseError("route goes with the end phase, and only there")
        self.turn = start.get("turn", 1)
        self.first_turn = self.turn
        self.set = start.get("set", 1)
        self.tp = start.get("player", "P1")
        if self.tp not in PLAYERS:
            raise CaseError("start.player %r" % self.tp)
        self.route = start.get("route", {"serve": "serve", "block": "block", "draw": "receive",
                                         "receive": "receive", "toss": "receive",
                                         "attack": "receive"}.get(self.at))
        self.place_setup(setup, pregame)
        for p in PLAYERS:
            if "op" in setup.get(p, {}):
                if pregame:
                    raise CaseError("a pre-game start has decks and nothing else")
                self.point_fresh(p, True, setup[p]["op"])
        if pregame and (setup.get("under") or setup.get("effects")):
            raise CaseError("a pre-game start has decks and nothing else")
        self.setup_effects(setup.get("effects"))
        self.phase = "pregame" if pregame else self.at
        self.step_name = None
        self.result = None
        self.jump = None
        self.lost_by = None
        self.attacked = self.blocked = self.prev_attacked = False
        self.prev_route = None
        self.rally_first = self.at == "serve"
        for c in self.order:
            for k in self.cards[c].meaningless:
                self.rule({"rarity": "2-16-2", "illustrator": "2-17-2",
                           "copyright": "2-18-2"}[k])

    # the script: a choice or a random outcome, `gen(rng)` giving a valid one (families/play.py
    # builds scripts with it; a replay reads the script only)
    def choose(self, kind, player, valid, gen=None):
        v = self.answer_again("choose", kind)
        if v is None:
            v = Cursor.choose(self, kind, player, valid)
        self.answers.append(("choose", kind, player, v))
        return v

    def random(self, kind, valid, gen=None):
        v = self.answer_again("random", kind)
        if v is None:
            v = Cursor.random(self, kind, valid)
        self.answers.append(("random", kind, None, v))
        return v

    def deciding(self, where):
        """Where the next action is read: ("appear", area) or ("free",) (for the builder)."""
        self.decision = where

    def run(self):
        try:
            if self.at == "pregame":
                first = self.pregame()
                if first is not None:
                    self.turn, self.set, self.tp = 1, 1, first
                    self.first_turn = 1
                    self.route = "serve"
                    self.rally_first = True
                    self.sweep()
                    self.play_from("serve")
            else:
                self.sweep()
                self.play_from(self.at)
        except (GameOver, ScriptEnd):
            pass
        self.finish()
        return self


def replay(case):
    """Plays a case; raises CaseError when its script is incomplete, unused or malformed."""
    return Game(case["setup"], case["script"]).run()
