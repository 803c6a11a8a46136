"""Owns loops (16-1) and the instruction that moves the top card of a stack alone (16-2-6): a
part of the game (`Loops`), first in its method order, over the check points, the end phase and
the effects it samples and replays."""

import json

from common.script import CaseError


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
                            % self.pos, "$.script")
        start, logged = hist[key]
        entries = self.script[start:self.pos]
        if any("choose" not in e for e in entries):
            raise CaseError("step %d: a loop's pass reads %s" % (self.pos, entries))
        choosers = {p for _, p in self.choice_log[logged:]}
        self.rule("16-1-1")
        hist.clear()
        if not choosers:
            # a draw: both players' `lose` events, the turn player's first (why `loop`)
            self.rule("16-1-1-1", "0-1-3-3")
            for p in self.tp_first():
                self.emit("lose", player=p, why="loop")
            self.end_game(None)

        def count(v):
            return isinstance(v, int) and not isinstance(v, bool) and v >= 0
        if len(choosers) == 1:
            self.rule("16-1-1-2")
            n = self.choose("loop", choosers.pop(), count, {"min": 0})
        else:
            self.rule("16-1-1-3", "0-2-7")
            n = min([self.choose("loop", p, count, {"min": 0}) for p in self.tp_first()])
        self.loops_stopped.add((self.turn, key))
        self.replaying = [dict(e) for _ in range(n) for e in entries]
        if n == 0:   # stopped now: the next pass must leave this state (as after n passes)
            hist[key] = (self.pos, len(self.choice_log))

    def choose(self, kind, player, valid, options=None):
        if self.replaying:
            entry = self.replaying.pop(0)
            if entry.get("for") != kind or not valid(entry["choose"]) or \
                    entry.get("by", player) != player:
                raise CaseError("step %d: the loop's answer %s does not answer the %s choice "
                                "of %s" % (self.step, entry, kind, player))
            return entry["choose"]
        value = super().choose(kind, player, valid, options)
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
