"""Owns the progress of the game in the model (ch. 5, 4-2, 8-6): the pre-game (deck check
4-1-2, the first serve right, shuffles, opening hands and mulligans, set cards), the turns — a
set's serve turn, then start-phase turns of the block or the receive route —, each phase's ①
(durations, triggers, a check process) and end, the draw step, the offense and defense points
and the judge (5-15, 5-17, 5-18), the end phase's repetition and cleanup (5-12, 5-19), the check
process (5-4), lost and its skip of the turn's rest (1-4-9, 8-6), the lost-set step and the
interval (5-20, 5-3), skips (8-6), the game's end (0-1-3, 8-2)."""

from common.script import CaseError

from .table import COURT, PHASES, PLAYERS, GameOver, other


class Jump(Exception):
    """A lost or a skip sends the game elsewhere (self.jump): unwind to the turn."""


class Flow:
    def check_jump(self):
        if self.jump:
            raise Jump()

    # ---- the pre-game (4-1, 4-2) --------------------------------------------------------------
    def deck_rules(self, p, key):
        out = []
        for c in self.zones[p]["deck"]:
            for s in self.cards[c].skills:
                if key in s:
                    out.append((c, s[key]))
        return out

    def deck_check(self, p):
        deck = self.zones[p]["deck"]
        rules = []
        max_events = 8
        drs = self.deck_rules(p, "deck_rule")
        for _, r in drs:
            if "events" in r:
                self.rule("4-1-2-1")
                max_events = r["events"]
        events = sum(1 for c in deck if self.cards[c].type == "event")
        self.rule("4-1-2", "4-2-1-1")
        if len(deck) != 40 or events > max_events:
            rules.append("4-1-2")
        broken = False
        for h, r in drs:
            if broken:
                break
            x = self.ctx(h, None, p)
            self.rule("4-1-2-1-1", "6-5-4")
            if "max_copies" in r:
                broken = sum(1 for c in deck if self.name(c) == self.name(h)) > r["max_copies"]
            elif "forbid" in r or "only" in r:
                only = "only" in r
                self.rule("4-1-2-1-2")
                broken = any(self.filter(x, c, r["only" if only else "forbid"]) != only
                             for c in deck)
        if broken:
            rules.append("4-1-2-1")
        self.emit("deck-check", player=p, legal=not rules, rules=rules)
        return not rules

    def pregame_number(self, p, key, default):
        for _, r in self.deck_rules(p, "pregame"):
            if key in r:
                self.rule("4-2-2", "6-5-5")
                return r[key]
        return default

    def pregame(self):
        self.rule("4-2-1")
        ok1 = self.deck_check("P1")
        ok2 = self.deck_check("P2")
        if not (ok1 and ok2):
            return None
        self.rule("4-2-1-2")
        chooser = self.random("chooser", lambda v: v in PLAYERS, lambda rng: rng.choice(PLAYERS))
        take = self.choose("serve", chooser, lambda v: isinstance(v, bool),
                           lambda rng: rng.random() < 0.5)
        first = chooser if take else other(chooser)
        self.tp = first
        self.emit("serve-right", player=first)
        order = (first, other(first))
        self.rule("4-2-1-3", "3-2-1")
        for p in order:
            self.shuffle_deck(p)
        self.rule("4-2-1-4")
        hand = {}
        for p in order:
            hand[p] = self.pregame_number(p, "hand", 6)
            self.draw(p, hand[p])
        for p in order:
            h = list(self.zones[p]["hand"])
            back = self.choose("mulligan", p, lambda v: isinstance(v, list) and
                               len(set(v)) == len(v) and all(c in h for c in v),
                               lambda rng: rng.sample(h, rng.choice((0, 0, 1, 3))))
            self.rule("4-2-1-4-1")
            if not back:
                continue
            self.emit("mulligan", player=p, cards=list(back))
            for c in back:
                self.move(c, p, "deck", "top", "mulligan", replaceable=False)
            self.shuffle_deck(p)
            self.draw(p, hand[p] - len(self.zones[p]["hand"]))
        self.rule("4-2-1-5", "1-2-3", "3-11-1")
        for p in order:
            for _ in range(self.pregame_number(p, "set", 2)):
                if self.zones[p]["deck"]:
                    self.move(self.zones[p]["deck"][0], p, "set", "top", "setup",
                              replaceable=False)
        self.rule("4-2-1-6")
        return first

    # ---- basic actions ------------------------------------------------------------------------
    def draw(self, p, n):
        for _ in range(n):
            deck = self.zones[p]["deck"]
            if not deck:
                self.rule("0-2-5-2", "1-1-17", "0-2-5-5")
                return
            c = deck[0]
            self.rule("1-4-2", "1-4-2-1", "3-3-1")
            self.emit("draw", player=p, card=c)
            self.move(c, p, "hand", "bottom", "draw", replaceable=False)
            self.raise_event("draw", card=c, player=p)

    def shuffle_deck(self, p):
        deck = self.zones[p]["deck"]
        if len(deck) < 2:
            self.rule("1-4-3-1-1")
            return
        self.rule("1-4-3", "1-4-3-1", "1-4-3-2")
        new = self.random("shuffle", lambda v: isinstance(v, list) and sorted(v) == sorted(deck),
                          lambda rng: rng.sample(deck, len(deck)))
        self.zones[p]["deck"] = list(new)
        self.emit("shuffle", player=p, zone="deck")
        self.raise_event("shuffle", player=p)

    # ---- the game's end -----------------------------------------------------------------------
    def game_over(self, losers, why):
        lost = []
        for p in (self.tp or "P1", other(self.tp or "P1")):
            if p not in losers:
                continue
            if why == "concede":
                self.rule("0-1-3-2", "0-1-3-2-1")
            elif self.replace_lose(p):
                continue
            lost.append(p)
            self.emit("lose", player=p, why=why)
        if not lost:
            return
        self.rule("0-1-3")
        if len(lost) == 2:
            self.result = {"draw": True}
            self.emit("game-end", draw=True)
        else:
            self.result = {"winner": other(lost[0])}
            self.emit("game-end", winner=other(lost[0]))
        raise GameOver()

    # ---- the check process (5-4) ------------------------------------------------------------
    def check_process(self):
        self.rule("5-4-1", "5-4-2")
        self.passes = []
        while True:
            self.rule("8-1-1")
            who = next((p for p in (self.tp, other(self.tp))
                        if any(w["master"] == p for w in self.pending)), None)
            if who is None:
                return
            self.rule("6-6-1")
            self.loop_pass(who)
            self.resolve_one(who)
            self.check_jump()

    # ---- phases -------------------------------------------------------------------------------
    def phase_event(self, name):
        self.emit("phase", name=name, turn=self.turn, player=self.tp, set=self.set)

    def phase_begin(self, ph):
        self.phase, self.step_name = ph, None
        self.phase_event(ph)
        n = {"serve": 5, "start": 6, "block": 7, "draw": 8, "receive": 9, "toss": 10,
             "attack": 11}[ph]
        self.rule("5-%d-1" % n, "5-%d-2" % n, "5-1-3", "5-1-2")
        first = ph in ("serve", "start")
        if first:
            self.begin_turn_effects()
        self.raise_event("phase-start", player=self.tp, arg=PHASES.index(ph))
        if first:
            self.raise_event("turn-start", player=self.tp)
        if ph == "serve":
            self.rule("5-2-2", "5-2-2-1")
            self.raise_event("set-start", player=self.tp)
        self.check_process()

    def phase_end(self, ph):
        self.step_name = None
        self.raise_event("phase-end", player=self.tp, arg=PHASES.index(ph))
        self.check_process()
        self.end_effects("phase")

    def step_begin(self, name):
        self.step_name = name
        self.emit("step", name=name)

    def play_phase(self, ph):
        """Play a phase from its ①; returns the phase that follows ("turn-end" after the end
        phase)."""
        self.phase, self.step_name = ph, None
        if ph == "end":
            return self.end_phase()
        self.phase_begin(ph)
        if ph == "start":
            k = self.choose("route", self.tp, lambda v: v in ("block", "receive"),
                            lambda rng: rng.choice(("block", "receive")))
            self.route = k
            self.rule("5-2-1", "5-2-3")
            self.emit("route", player=self.tp, route=k)
            self.phase_end("start")
            return "block" if k == "block" else "draw"
        if ph == "draw":
            self.step_begin("draw")
            self.rule("5-16-1", "5-16-2", "8-5-1")
            self.draw(self.tp, 1)
            self.check_jump()
            self.check_process()
            self.step_begin("free")
            self.free_step()
            self.phase_end("draw")
            return "receive"
        self.step_begin("appear")
        self.appear_step()
        self.step_begin("free")
        self.free_step()
        if ph in ("block", "receive"):
            self.step_begin("defense")
            self.defense_step()
            self.step_begin("judge")
            self.judge_step()
        if ph in ("serve", "block", "attack"):
            self.step_begin("offense")
            self.offense_step()
        if ph == "block":
            self.step_name = None
            self.rule("3-4-1")
            self.drop_side_blockers()
        self.phase_end(ph)
        return {"serve": "end", "block": "end", "receive": "toss", "toss": "attack",
                "attack": "end"}[ph]

    def end_phase(self):
        self.phase_event("end")
        self.rule("5-12-1", "5-12-2")
        for _ in range(1000):
            self.raise_event("phase-start", player=self.tp, arg=PHASES.index("end"))
            self.raise_event("turn-end", player=self.tp)
            self.check_process()
            if not self.turn_end_unwaited():
                break
        self.step_begin("cleanup")
        self.rule("5-19-1", "5-19-2", "5-19-3", "0-2-11", "6-10-3", "8-5-1")
        self.end_effects("cleanup")
        self.sweep()
        self.step_name = None
        self.check_process()
        return "turn-end"

    def next_turn(self):
        self.end_effects("turn")
        self.end_effects("next-turn")
        self.rule("5-1-1", "1-1-3-1")
        self.prev_attacked = self.attacked
        self.prev_route = self.route
        self.attacked = self.blocked = False
        self.rally_first = False
        self.route = None
        self.turn += 1
        self.tp = other(self.tp)
        self.turn_limit()
        self.turn_end_waited = set()
        self.reach_reset()
        self.declared_loops = set()

    def turn_limit(self):
        if self.turn - self.first_turn > 1000:
            raise CaseError("more than 1000 turns with no decision ending the game")

    # ---- points and the judge (5-15, 5-17, 5-18) ------------------------------------------------
    def param_of(self, p, area):
        c = self.character(p, area)
        v = self.param(c, area) if c is not None else None
        return v if v is not None else 0

    def offense_step(self):
        tp = self.tp
        self.rule("5-17-1", "5-17-2", "8-5-1")
        if self.phase == "serve":
            self.rule("5-17-3", "2-7-1")
            base = self.param_of(tp, "serve")
        elif self.phase == "block":
            self.rule("5-17-4")
            base = 0
        else:
            self.rule("5-17-5", "2-10-1", "2-11-1")
            base = self.param_of(tp, "toss") + self.param_of(tp, "attack")
            self.attacked = True
        self.point_fresh(tp, True, base)
        self.rule("5-17-7")
        v = self.point_value(tp, True)
        if v < 0:
            self.rule("0-2-9")
        self.emit("op", player=tp, value=v)

    def defense_step(self):
        tp = self.tp
        self.rule("5-18-1", "5-18-2", "8-5-1")
        if self.phase == "block":
            self.rule("5-18-3", "2-8-1")
            base = sum(v for v in (self.param(c, "block") for c in self.zones[tp]["block"])
                       if v is not None)
        else:
            self.rule("5-18-4", "2-9-1")
            base = self.param_of(tp, "receive")
        self.point_fresh(tp, False, base)
        self.rule("5-18-6")
        v = self.point_value(tp, False)
        if v < 0:
            self.rule("0-2-9")
        self.emit("dp", player=tp, value=v)

    def judge_step(self):
        tp, opp = self.tp, other(self.tp)
        self.rule("5-15-1", "5-15-2", "5-15-3", "8-5-1")
        op = self.point_value(opp, True)
        dp = self.point_value(tp, False) or 0
        success = op is None or not dp < op
        self.rule("5-17-6", "5-18-5")
        self.emit("judge", player=tp, op=op, dp=dp, success=success)
        self.check_process()
        self.point_vanish(opp, True)
        self.point_vanish(tp, False)
        if not success:
            self.rule("1-4-9-3")
            self.declare_lost(tp, "judge")
            self.check_jump()
        if self.phase == "block":
            self.blocked = True

    # ---- lost (1-4-9), the lost-set step (5-20), the interval (5-3) ------------------------------
    def declare_lost(self, p, why):
        if self.jump == "lost-set" or self.phase in ("lost-set", "interval"):
            return
        self.emit("lost", player=p, why=why)
        self.rule("1-4-9", "1-2-2-2")
        if why == "effect":
            self.rule("1-4-9-4")
        if not self.zones[p]["set"]:
            self.rule("0-1-3-1-1", "0-1-3-1", "8-2-1", "8-1-2", "1-2-2-1")
            self.game_over({p}, "lost")
        self.rule("1-4-9-5", "5-1-4", "8-6-1", "8-6-4")
        self.lost_by = p
        self.end_effects("phase")
        self.end_effects("turn")
        self.end_effects("cleanup")
        for e in self.effects:
            if e["until"] == "next-turn":
                e["ended"] = True
                e["begins"] = 0
        if self.pending:
            self.rule("6-6-3")
        self.cancel_all_waiting()
        self.drop_side_blockers()
        self.phase, self.step_name = "lost-set", None
        self.jump = "lost-set"

    def lost_set_step(self):
        self.phase, self.step_name = "lost-set", None
        self.emit("step", name="lost-set")
        self.rule("5-20-1", "5-20-2", "5-20-3")
        for p in PLAYERS:
            self.point_vanish(p, True)
            self.point_vanish(p, False)
        self.raise_event("lost", player=self.lost_by)
        self.check_process()
        self.end_effects("set")
        self.cancel_all_waiting()
        self.vanish_delayed(True)

    def interval(self):
        lost, tp = self.lost_by, self.tp
        self.phase, self.step_name = "interval", None
        self.emit("interval", player=lost)
        self.rule("5-3-1", "5-3-2", "0-2-7", "0-2-8")
        for p in (tp, other(tp)):
            while len(self.zones[p]["hand"]) < 6:      # as far as the deck goes (0-2-5-5)
                last = not self.zones[p]["deck"]
                self.draw(p, 1)                         # from an empty deck: nothing (0-2-5-2)
                if last:
                    break
        sets = self.zones[lost]["set"]
        if sets:
            c = sets[0]
            self.rule("3-11-4")
            if len(sets) >= 2:
                c = self.choose("set-card", lost, lambda v: v in sets,
                                lambda rng: rng.choice(sets))
            self.move(c, lost, "hand", "bottom", "interval", replaceable=False)
        self.end_all_effects(lost)
        self.end_all_effects(other(lost))
        server = other(lost)
        self.rule("1-2-4", "1-2-2", "5-1-1-1")
        self.emit("serve-right", player=server)
        self.set += 1
        self.lost_by = None
        self.prev_attacked = self.attacked = self.blocked = False
        self.prev_route = None
        self.rally_first = True
        self.route = "serve"
        self.turn += 1
        self.tp = server
        self.turn_limit()
        self.turn_end_waited = set()
        self.reach_reset()
        self.declared_loops = set()

    # ---- skipping (8-6) --------------------------------------------------------------------------
    def drop_side_blockers(self):
        for p in (self.tp, other(self.tp)):
            sides = [c for c in self.zones[p]["block"] if self.role.get(c) == "side"]
            if not sides:
                continue
            in_block_end = self.phase == "block" and self.step_name is None and not self.jump
            self.rule("5-7-2" if in_block_end else "8-6-6")
            order = sides
            if len(sides) >= 2:
                self.rule("3-1-5-2", "1-1-4", "0-2-8")
                order = self.choose("order", p, lambda v: isinstance(v, list) and
                                    sorted(v) == sorted(sides), lambda rng: rng.sample(sides, len(sides)))
            at = 0
            for c in order:
                if self.move(c, self.owner[c], "drop", at, "rule"):
                    at += 1

    def skip_to(self, to):
        frm = self.phase
        self.emit("skip", **{"from": frm}, to=to)
        self.rule("8-6-1", "8-6-2", "8-6-3", "8-6-4", "8-6-5", "8-6-7", "5-1-3-1", "0-2-4",
                  "0-2-2", "1-2-11")
        self.end_effects("phase")
        for ph in PHASES[PHASES.index(frm):PHASES.index(to)]:
            self.vanish_delayed(False, ph)
        if self.pending:
            self.rule("6-6-3")
        self.cancel_all_waiting()
        if frm == "block":
            self.drop_side_blockers()
        if frm == "block" and to == "draw":
            self.route = "receive"
        self.phase, self.step_name = to, None
        self.jump = to

    # ---- the game ---------------------------------------------------------------------------------
    def play_from(self, ph):
        while True:
            try:
                while True:
                    if ph == "lost-set":
                        self.lost_set_step()
                        self.interval()
                        ph = "serve"
                        continue
                    nxt = self.play_phase(ph)
                    if nxt == "turn-end":
                        self.next_turn()
                        nxt = "serve" if self.rally_first else "start"
                    ph = nxt
            except Jump:
                ph, self.jump = self.jump, None


__all__ = ["Flow", "Jump", "CaseError", "COURT"]
