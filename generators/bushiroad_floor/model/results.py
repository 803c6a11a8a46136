"""Owns the results of matches (a part of the tournament): the `result` action and the outcomes
of the vocabulary's table per format (win, win by default, double loss; a draw, a time-up and a
simultaneous loss in Swiss, a loss for both in double elimination, BF-SIMUL in single
elimination), results decided by the other parts (`decide`: penalties, time, reporting,
misseating), the end of a round and of the event (champions), and drops (FR.4.5, BF-DROP-LATE).
"""

from common.script import CaseError

from .event import DE, ELIMINATED_RULE, SE, SWISS, Record


class Results:
    def do_result(self, step, entry):
        r = self.current()
        if r is None or entry["round"] != r.number:
            raise CaseError("result for a round that is not the current one")
        x, y = entry["table"]
        key = frozenset((x, y))
        if not any(frozenset(t) == key for t in r.tables):
            raise CaseError("table %s-%s not paired in round %d" % (x, y, r.number))
        if key in r.done:
            raise CaseError("result given twice")
        self.record(step, r, x, y, entry["outcome"], entry.get("turn"))

    def outcome(self, x, y, outcome, turn):
        """(winners, losers, drawn, default) of one match."""
        if outcome == "win":
            return [x], [y], [], False
        if outcome == "win-by-default":
            return [x], [y], [], True
        if outcome == "double-loss":
            return [], [x, y], [], False
        if outcome in ("draw", "time-up", "simultaneous-loss"):
            if outcome == "simultaneous-loss" and turn not in (x, y):
                raise CaseError("simultaneous-loss needs the turn fighter")
            if self.fmt == SWISS:
                if outcome == "time-up":
                    self.rule("FR.3.2.1~p4")     # unfinished at time: a draw
                return [], [], [x, y], False
            if self.fmt == SE and outcome == "simultaneous-loss":
                self.rule("FR.3.2.3~p2")         # the non-turn fighter wins
                other = y if turn == x else x
                return [other], [turn], [], False
            if self.fmt == DE:
                self.rule("FR.3.2.2~p2")         # a draw is a loss
                if outcome == "time-up":
                    self.rule("FR.3.2.2.1~p2")   # unfinished at time: a draw
            else:
                self.rule("FR.3.2.3~p3")         # a draw, treated as a loss
            return [], [x, y], [], False
        raise CaseError("outcome " + str(outcome))

    def record(self, step, r, x, y, outcome, turn):
        winners, losers, drawn, default = self.outcome(x, y, outcome, turn)
        elim_draw = outcome in ("draw", "time-up", "simultaneous-loss") and self.fmt != SWISS
        for n in (x, y):
            opp = y if n == x else x
            res = "W" if n in winners else "L" if n in losers else "D"
            self.by_name[n].records.append(Record(r.number, opp, res, default, elim_draw))
        self.scored()
        for n in losers:
            f = self.by_name[n]
            if (self.fmt == DE and f.losses >= 2) or self.fmt == SE:
                f.eliminated = True
                self.rule(ELIMINATED_RULE[self.fmt])
        ev = self.emit(step, {"type": "result", "round": r.number, "table": [x, y],
                              "winners": winners, "losers": losers, "drawn": drawn})
        r.done[frozenset((x, y))] = ev
        if r.complete():
            self.round_complete(step)

    def decide(self, step, r, t, winners, losers, drawn, default, decided_by, corrected=False,
               complete=True):
        """Records a result of table t (as posted) in round r and emits it."""
        x, y = t
        elim_draw = bool(drawn) and self.fmt != SWISS
        if elim_draw:
            losers, drawn = [x, y], []
        if corrected:
            for n in (x, y):
                f = self.by_name[n]
                f.records = [rec for rec in f.records if rec.round != r.number]
        for n in (x, y):
            opp = y if n == x else x
            res = "W" if n in winners else "L" if n in losers else "D"
            self.by_name[n].records.append(Record(r.number, opp, res, default, elim_draw))
        self.scored()
        for n in (x, y):
            f = self.by_name[n]
            f.eliminated = (self.fmt == DE and f.losses >= 2) or (self.fmt == SE and f.losses >= 1)
            if f.eliminated:
                self.rule(ELIMINATED_RULE[self.fmt])
        ev = {"type": "result", "round": r.number, "table": list(t), "winners": list(winners),
              "losers": list(losers), "drawn": list(drawn), "by_default": default,
              "decided_by": decided_by}
        if corrected:
            ev["corrected"] = True
        ev = self.emit(step, ev)
        was_complete = r.complete()
        r.done[frozenset(t)] = ev
        self.after_decided(r, t)
        if complete and not was_complete and r.complete() and not corrected:
            self.round_complete(step)
        elif corrected and r.complete():
            # the records changed: whether the event is over follows from them (no
            # round-complete again)
            self.finished = self.end_state()[0]
        return ev

    def decide_outcome(self, step, r, t, outcome, first, decided_by, default=None, turn=None,
                       corrected=False):
        """outcome as the `result` action's (first named = the winner of win outcomes)."""
        other = t[1] if t[0] == first else t[0]
        winners, losers, drawn, dflt = self.outcome(first, other, outcome, turn)
        if self.fmt != SWISS and outcome in ("draw", "time-up"):
            winners, losers, drawn = [], [t[0], t[1]], []
        return self.decide(step, r, t, winners, losers, drawn if self.fmt == SWISS else [],
                           dflt if default is None else default, decided_by, corrected)

    def scored(self):
        """A result (or a bye) in a Swiss draw gives match points (FR.3.2.1~p2, ~p3)."""
        if self.fmt == SWISS:
            self.rule(self.scoring_rule())

    def after_decided(self, r, t):
        """Hook: a decided table ends its time-out or pending report (matches.py, reporting.py)."""
        self.close_match_state(t)

    def undefeated(self):
        return [f.name for f in self.playing() if f.losses == 0]

    def end_state(self):
        """(finished, champions) after the latest round, from the records."""
        r = self.current()
        remaining = [f.name for f in self.playing()]
        if self.fmt == SWISS:
            return r.number >= self.rounds, []
        if self.fmt == DE:
            und = self.undefeated()
            self.rule("FR.3.2.2~p1", "FR.3.2.2.1~p1")    # until the undefeated are the top places
            return len(und) <= self.top_places, und
        self.rule("FR.3.2.3~p1")                         # the last one left wins
        return len(remaining) <= 1, remaining

    def round_complete(self, step):
        r = self.current()
        remaining = [f.name for f in self.playing()]
        finished, champions = self.end_state()
        self.finished = finished
        ev = {"type": "round-complete", "round": r.number, "remaining": remaining,
              "finished": finished}
        ev["champions"] = champions if finished else []
        self.emit(step, ev)

    def do_end_event(self, step, entry):
        """FR.3.2.1.1~p2: the organiser ends a Swiss event after a complete round (打ち切り); its
        total rounds, 「大会の総回戦数」, are then the rounds it played (BF-TOTAL-ROUNDS)."""
        r = self.current()
        if self.fmt != SWISS:
            raise CaseError("only a Swiss event ends before its rounds")
        if r is None or not r.complete():
            raise CaseError("the event ends after a complete round")
        if self.finished:
            raise CaseError("the event is finished already")
        self.rule("FR.3.2.1.1~p2")
        self.rounds = r.number
        self.finished = True
        self.emit(step, {"type": "event-ended", "after_round": r.number})

    def do_drop(self, step, entry):
        f = self.fighter(entry.get("fighter"))
        if f.dropped:
            raise CaseError("%s dropped twice" % f.name)
        f.dropped = True
        self.rule("FR.4.5~p1")
        r = self.current()
        if r is None:
            return
        t = r.table_of(f.name)
        if t is not None and frozenset(t) not in r.done:      # BF-DROP-LATE
            self.rule("FR.4.5~p2")
            other = t[0] if t[1] == f.name else t[1]
            self.record(step, r, other, f.name, "win-by-default", None)
        elif f.name in r.bye and not r.complete():           # BF-ML-BYE: the bye is the match
            self.rule("FR.4.5~p2")
            self.bye_to_loss(f, r)
