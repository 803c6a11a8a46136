"""Owns the generators' model of a fusion-world game (part 1 of docs/engines/fusion-world.md):
`Game` plays a case's setup and script by the rules and records what the vocabulary says an
engine reports (events, rejections, legal sets, the final state) and the clauses it applied;
`replay` plays a finished case and `judge` compares it with the case's expectation by the rules
of docs/cases.md.  Written from the rule text and the vocabulary page only.

The parts: cards.py and skills.py (card information, the effect language), table.py (zones,
events, observation), cursor.py (the script), payment.py (5-3), skillcost.py (1-4),
deckrules.py (6-1), continuous.py (9-5, 9-8), selectors.py (5-2), conditions.py,
effects.py (instructions), triggers.py (9-6-2, 9-6-7, 9-6-8, delayed effects), replacement.py
(9-9), checkpoints.py (4-2, ch. 14, autos), phases.py (6-2, ch. 7), fighting.py (ch. 8),
actions.py (free timings and actions), activation.py (【起動】, 12-2, 15-2, 15-3, 15-12); and,
here, `Loops` (16-1) and the instruction that moves the top card of a stack alone (16-2-6).
"""

import json

from common.judge import judge  # noqa: F401 (the families judge their runs with it)

from .actions import Actions
from .activation import Activation
from .checkpoints import Checkpoints
from .conditions import Conditions
from .continuous import Continuous
from .cursor import Cursor, ScriptEnd
from .effects import Effects
from .errors import CaseError
from .fighting import Fighting
from .phases import Phases
from .replacement import Replacement
from .selectors import Select
from .skillcost import SkillCosts
from .table import PLAYERS, GameOver, Table, other
from .triggers import Triggers

__all__ = ["CaseError", "Game", "replay", "judge"]


class Loops:
    """16-1: a check point's steps (sampled as each auto or delayed effect is about to be taken
    up) or an end phase's restarts (7-4-4) coming back to a state they were in — the observed
    state, the pending autos, the delayed effects, the once-per-turn uses and the battle (the
    vocabulary, `loop`).  The players who made a choice in that pass can stop it: nobody, the
    game is a draw (16-1-1-1); one, that player declares the number of repetitions (16-1-1-2);
    both, the turn player then the other, and the smaller number is used (16-1-1-3).  The pass
    is then played that many more times with the same answers, and the script goes on: the
    next answer is the choice that stops the loop.  Coming back again this turn to a loop's
    starting state is a case error (the loop may not be chosen again, 16-1-1-2/3)."""

    def init_loops(self):
        self.loop_hist = []          # one history per check point under way
        self.end_hist = None         # the end phase's restarts
        self.choice_log = []         # (script position, chooser) of every answer read
        self.replaying = []          # the answers of a loop's repetitions still to be replayed
        self.loops_stopped = set()   # (turn, state) where a loop was stopped

    def loop_key(self):
        st = json.dumps(self.state(), sort_keys=True)
        pend = tuple((a["card"], str(a["skill"]), a["master"]) for a in self.pending)
        dl = tuple(sorted((str(d["source"][0] if d["source"] else None), str(d["skill"]),
                           d["master"], d["ready"] is not None) for d in self.delayed))
        used = tuple(sorted((o[0], str(s)) for o, s in self.used if self.current(o)))
        battle = None if self.battle is None else \
            (self.battle["attack"], self.battle["guard"],
             json.dumps(self.battle.get("blocked_by"), sort_keys=True))
        return (st, pend, dl, used, battle)

    def loop_check(self, hist):
        """Samples the state into `hist`; on a return to a sampled state, 16-1-1."""
        if self.replaying:
            return
        key = self.loop_key()
        if key not in hist:
            hist[key] = (self.pos, len(self.choice_log))
            return
        if (self.turn, key) in self.loops_stopped:
            raise CaseError("step %d: the loop stopped earlier is chosen again (16-1-1-2)"
                            % self.pos)
        start, logged = hist[key]
        entries = self.script[start:self.pos]
        if any("choose" not in e for e in entries):
            raise CaseError("step %d: a loop's pass reads %s" % (self.pos, entries))
        choosers = {p for _, p in self.choice_log[logged:]}
        self.rule("16-1-1")
        hist.clear()
        if not choosers:
            self.rule("16-1-1-1", "0-1-3-3")
            self.end_game(None)

        def count(v):
            return isinstance(v, int) and not isinstance(v, bool) and v >= 0
        if len(choosers) == 1:
            self.rule("16-1-1-2")
            n = self.choose("loop", choosers.pop(), count)
        else:
            self.rule("16-1-1-3", "0-2-7")
            n = min([self.choose("loop", p, count) for p in self.tp_first()])
        self.loops_stopped.add((self.turn, key))
        self.replaying = [dict(e) for _ in range(n) for e in entries]

    def choose(self, kind, player, valid):
        if self.replaying:
            entry = self.replaying.pop(0)
            if entry.get("for") != kind or not valid(entry["choose"]) or \
                    entry.get("by", player) != player:
                raise CaseError("step %d: the loop's answer %s does not answer the %s choice "
                                "of %s" % (self.step, entry, kind, player))
            return entry["choose"]
        value = super().choose(kind, player, valid)
        self.choice_log.append((self.step, player))
        return value

    def checkpoint(self, at, inside=None):
        self.loop_hist.append({})
        try:
            super().checkpoint(at, inside)
        finally:
            self.loop_hist.pop()

    def resolve_one(self):
        self.loop_check(self.loop_hist[-1])
        return super().resolve_one()

    def end_phase(self):
        self.end_hist = {}
        try:
            super().end_phase()
        finally:
            self.end_hist = None

    def turn_end_left(self):
        left = super().turn_end_left()
        if left and self.end_hist is not None:
            self.loop_check(self.end_hist)
        return left

    def execute(self, ins, ctx, rest):
        """`{"move": SEL, "alone": true}`: only the top card of each stack moves (16-2-6)."""
        if "move" in ins and ins.get("alone"):
            self.moving_alone = True
            try:
                return super().execute(ins, ctx, rest)
            finally:
                self.moving_alone = False
        return super().execute(ins, ctx, rest)


class Game(Loops, Table, Continuous, Select, Conditions, Effects, Triggers, Replacement, SkillCosts,
           Cursor, Checkpoints, Phases, Fighting, Actions, Activation):
    def __init__(self, setup, script):
        self.step = -1
        self.turn, self.turn_player, self.first = 0, None, None
        self.init_table(setup)
        self.init_triggers()
        self.init_replacement()
        self.init_cursor(script)
        self.init_loops()
        start = setup.get("start", {})
        if not isinstance(start, dict) or set(start) - {"at", "turn", "player"}:
            raise CaseError("setup.start %r" % start)
        at = start.get("at")
        if at == "pregame":
            # the vocabulary: turn 0, no turn player and no first player until 6-2-1-5
            self.first, self.turn_player, self.turn = None, None, 0
        else:
            if setup.get("first") not in PLAYERS:
                raise CaseError("setup.first is required")
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
                self.play_turns(self.at)
        except (GameOver, ScriptEnd):
            pass
        if self.pos < len(self.script):
            raise CaseError("step %d: unused entry %s" % (self.pos, self.script[self.pos]))
        return self


def replay(case):
    """Plays a case; raises CaseError when its script is incomplete, unused or malformed."""
    return Game(case["setup"], case["script"]).run()
