"""Owns a match in play (a part of the tournament): sets and
play order (FR.4.1), concession (FR.4.3), agreed draws (FR.4.4), the legal match actions of a
table, extensions (FR.1.2.3~p7, ~p8, FR.4.2~p7), the end of the match time with extra turns
(FR.4.2~p6, FR.4.7, AA~p1) and each game's procedure of appendix A (AA.1–AA.7), including
rebirth's entry-ins and dream-order's dice, and best-of-N at time (BF-SETS-TIME).
"""

from common.script import CaseError

from .event import DE, SWISS, Rejected

CMP_GAMES = ("vanguard", "weiss-schwarz", "weiss-schwarz-blau", "shadowverse-evolve")
AA = {"vanguard": "AA.1", "weiss-schwarz": "AA.2", "weiss-schwarz-blau": "AA.3",
      "rebirth": "AA.4", "shadowverse-evolve": "AA.5", "dream-order": "AA.6", "hololive": "AA.7"}


class Match:
    def __init__(self, t):
        self.table = list(t)
        self.sets = {t[0]: 0, t[1]: 0}
        self.set_no = 1
        self.extend_turns = 0
        self.extended = False       # an extension was given (FR.1.2.3~p7)
        self.time_given = False
        self.time_over = False      # the end call was made (or extra turns are over)
        self.extra = None           # (E, k) while extra turns run
        self.awaiting = None        # checkpoint kind awaited by appendix A
        self.base = None            # rebirth: the base player
        self.innings_after = 0


class MatchPlay:
    def init_matches(self):
        self.matches = {}

    def match(self, t):
        key = frozenset(t)
        if key not in self.matches:
            self.matches[key] = Match(t)
        return self.matches[key]

    def close_match_state(self, t):
        m = self.matches.get(frozenset(t))
        if m is not None:
            m.extra, m.awaiting = None, None

    def open_posted(self, rnd, table):
        r, t = self.posted_table(rnd, table)
        if not self.is_open(r, t):
            raise CaseError("the match at %s is decided" % t)
        return r, t, self.match(t)

    # sets (FR.4.1) -------------------------------------------------------------------------
    def needed(self):
        return (self.best_of + 1) // 2

    def do_set(self, step, entry):
        if self.best_of == 1:
            raise CaseError("set with best_of 1")
        r, t, m = self.open_posted(entry["round"], entry["table"])
        o = entry["outcome"]
        if o not in ("win", "draw"):
            raise CaseError("set outcome %r" % o)
        winner = entry["table"][0] if o == "win" else None
        if m.time_given:
            # the set in progress ended in play after the time call (during extra turns or
            # appendix A): no further set begins, the sets decide (BF-SETS-TIME)
            if not self.record_set(step, r, t, m, winner, order=False):
                m.time_over = True
                self.close_match_state(t)
                self.decide_by_sets(step, r, t, m)
            return
        self.record_set(step, r, t, m, winner)

    def record_set(self, step, r, t, m, winner, decided_by="FR.4.1~p1", order=True):
        """A set ends with winner (None: counts for nobody).  Returns True if it decided."""
        self.rule("FR.4.1~p1")                  # a match of several sets
        n = m.set_no
        if winner is not None:
            m.sets[winner] += 1
        self.emit(step, {"type": "set", "round": r.number, "table": list(t), "set": n,
                         "winner": winner, "score": dict(m.sets)})
        m.set_no += 1
        if winner is not None and m.sets[winner] >= self.needed():
            loser = t[0] if t[1] == winner else t[1]
            self.decide(step, r, t, [winner], [loser], [], False, decided_by)
            return True
        if order:
            if winner is not None:
                loser = t[0] if t[1] == winner else t[1]
                self.rule("FR.4.1~p2")          # the loser of the set chooses
                first = self.choose("play-order", loser, list(t))
                by = loser
            else:
                first = self.ask_random("play-order", list(t),
                                        lambda v: isinstance(v, list) and sorted(v) == sorted(t))[0]
                by = None
            self.emit(step, {"type": "play-order", "round": r.number, "table": list(t),
                             "set": n + 1, "first": first, "chosen_by": by})
        return False

    # concession and agreed draws -------------------------------------------------------------
    def concede_rule(self, r, t, m, entry):
        if not self.concession:
            return "FR.4.3~p1"
        if not self.is_open(r, t):
            return "FR.4.3~p2"
        if m.time_over or (m.time_given and m.extra is None):
            return "FR.4.3~p2"
        if "condition" in entry:
            return "FR.4.3~p2"
        return None

    def do_concede(self, step, entry):
        x = entry["fighter"]
        r = self.current()
        if r is None or entry["round"] != r.number:
            raise CaseError("concede outside the latest round")
        t = r.table_of(x)
        if t is None:
            raise CaseError("%s has no table" % x)
        m = self.match(t)
        rule = self.concede_rule(r, t, m, entry)
        if rule:
            raise Rejected(rule, "concession refused", "concession-refused")
        self.rule("FR.4.3~p1")
        if m.time_given:
            self.rule("FR.4.3~p2")              # time called: only until the extra turns end
        if self.best_of > 1:
            self.rule("FR.4.1~p1")              # the whole match, not a set
        winner = t[0] if t[1] == x else t[1]
        self.decide(step, r, t, [winner], [x], [], False, "FR.4.3~p1")

    def do_agree_draw(self, step, entry):
        r, t, m = self.open_posted(entry["round"], entry["table"])
        if not self.agreed_draws:
            raise Rejected("FR.4.4~p1", "agreed draws not allowed", "agreed-draw-refused")
        self.rule("FR.4.4~p1")
        self.decide_outcome(step, r, t, "draw", t[0], "FR.4.4~p1")

    def legal_match_actions(self, rnd, table):
        r, t = self.posted_table(rnd, table)
        if not self.is_open(r, t):
            self.rule("FR.4.3~p2")              # a decided match: nothing to concede
            return []
        m = self.match(t)
        self.rule(self.concede_rule(r, t, m, {}) or "FR.4.3~p1", "FR.4.4~p1")
        out = [{"do": "concede", "round": rnd, "fighter": f} for f in t
               if self.concede_rule(r, t, m, {}) is None]
        if self.agreed_draws:
            out.append({"do": "agree-draw", "round": rnd, "table": self.setup_sorted(t)})
        return out

    # time ---------------------------------------------------------------------------------------
    def do_extend(self, step, entry):
        r, t, m = self.open_posted(entry["round"], entry["table"])
        if m.time_given:
            raise Rejected("FR.1.2.3~p8", "the time-out was processed", "time-out-processed")
        k, mins = entry.get("turns", 0), entry.get("minutes", 0)
        self.rule("FR.1.2.3~p7")
        m.extended = True
        m.extend_turns += k
        self.emit(step, {"type": "extension", "round": r.number, "table": list(t), "turns": k,
                         "minutes": mins})

    def do_time(self, step, entry):
        r, t, m = self.open_posted(entry["round"], entry["table"])
        if m.time_given:
            raise CaseError("time given twice")
        m.time_given = True
        if m.extended:
            self.rule("FR.4.2~p7")              # the time ends once the extension is over
        e = self.extra_turns + m.extend_turns
        if e == 0:
            return self.end_call(step, r, t, m, entry.get("state"), entry.get("turn"))
        if "turn" not in entry:
            raise CaseError("time with extra turns needs the turn in progress")
        if self.extra_turns:
            self.rule("FR.4.7~p1", "FR.4.7~p2")  # the event's extra turns
        m.extra = (e, 0)
        self.emit(step, {"type": "time", "round": r.number, "table": list(t), "extra_turns": e,
                         "next": "turn-end"})

    def do_checkpoint(self, step, entry):
        r, t, m = self.open_posted(entry["round"], entry["table"])
        at = entry["at"]
        if m.extra is not None:
            if at != "turn-end":
                raise CaseError("checkpoint %s during extra turns" % at)
            e, k = m.extra
            tt, u = entry["turn"], entry["next"]
            self.rule("FR.4.7~p3")              # counted from the turn at time, turn 0
            if u == tt:
                self.rule("FR.4.7~p4")          # the same fighter again: not counted
                nk = k
            elif k == e:
                m.extra = None
                return self.end_call(step, r, t, m, entry.get("state"), tt)
            else:
                nk = k + 1
            m.extra = (e, nk)
            self.emit(step, {"type": "turn", "round": r.number, "table": list(t), "index": nk})
            return
        if m.awaiting is None or at != m.awaiting:
            raise CaseError("checkpoint %s not awaited" % at)
        self.continue_aa(step, r, t, m, entry)

    def end_call(self, step, r, t, m, state, turn):
        m.time_over = True
        if not self.adjudication:
            return self.set_or_match_at_time(step, r, t, m, None, "FR.4.2~p6")
        if self.game not in AA:
            raise CaseError("adjudication needs the game")
        g = self.game
        self.rule("FR.3.2.1~p4" if self.fmt == SWISS else
                  "FR.3.2.2.1~p2" if self.fmt == DE else "FR.3.2.3~p3",  # adjudication announced
                  AA[g] + "#1")                 # play stops for the judge
        if m.extend_turns or self.extra_turns:
            self.rule("AA~p1")                  # the end of the extra turns is the call
        if g in CMP_GAMES:
            loser = self.compare(state, t)
            step_id = AA[g] + "#2"
            self.rule(step_id)
            if loser is not None:
                return self.aa_decided(step, r, t, m, t[0] if t[1] == loser else t[1], step_id)
            m.awaiting = "check-timing" if g.startswith("weiss") else "turn-end"
            self.emit(step, {"type": "time-out", "round": r.number, "table": list(t),
                             "procedure": step_id, "next": m.awaiting})
        elif g == "rebirth":
            if turn not in t:
                raise CaseError("rebirth adjudication needs the turn in progress")
            m.base = turn
            m.awaiting = "turn-end"
            self.rule("AA.4#2")
            self.emit(step, {"type": "time-out", "round": r.number, "table": list(t),
                             "procedure": "AA.4#2", "next": "turn-end"})
        elif g == "dream-order":
            m.awaiting = "inning-end"
            m.innings_after = 0
            self.rule("AA.6#2")
            self.emit(step, {"type": "time-out", "round": r.number, "table": list(t),
                             "procedure": "AA.6#2", "next": "inning-end"})
        else:
            self.rule("AA.7#2")
            self.aa_decided(step, r, t, m, None, "AA.7#2")

    def compare(self, state, t):
        """The loser by the game's step-2 comparison, or None when equal."""
        if state is None:
            raise CaseError("the game state is required")
        x, y = t
        g = self.game
        if g == "vanguard":
            d = state["damage"]
            return None if d[x] == d[y] else (x if d[x] > d[y] else y)
        if g == "shadowverse-evolve":
            d = state["defense"]
            return None if d[x] == d[y] else (x if d[x] < d[y] else y)
        lv, ck = state["level"], state["clock"]
        if lv[x] != lv[y]:
            return x if lv[x] > lv[y] else y
        if ck[x] != ck[y]:
            return x if ck[x] > ck[y] else y
        return None

    def continue_aa(self, step, r, t, m, entry):
        g = self.game
        if g in CMP_GAMES:
            step_id = AA[g] + "#3"
            self.rule(step_id)
            loser = self.compare(entry.get("state"), t)
            if loser is not None:
                m.awaiting = None
                return self.aa_decided(step, r, t, m, t[0] if t[1] == loser else t[1], step_id)
            self.emit(step, {"type": "time-out", "round": r.number, "table": list(t),
                             "procedure": step_id, "next": m.awaiting})
        elif g == "rebirth":
            opp = t[0] if t[1] == m.base else t[1]
            self.rule("AA.4#2")
            if entry.get("turn") != opp:
                self.emit(step, {"type": "time-out", "round": r.number, "table": list(t),
                                 "procedure": "AA.4#2", "next": "turn-end"})
                return
            m.awaiting = None
            self.entry_ins(step, r, t, m, entry["state"])
        elif g == "dream-order":
            if m.innings_after < self.extra_innings:
                self.rule("AA.6#3")
                m.innings_after += 1
                self.emit(step, {"type": "time-out", "round": r.number, "table": list(t),
                                 "procedure": "AA.6#3", "next": "inning-end"})
                return
            m.awaiting = None
            self.do_decider_roll(step, r, t, m)

    def do_decider_roll(self, step, r, t, m):
        x, y = t
        self.rule("AA.6#4")
        if self.do_decider == "lottery":
            order = self.ask_random("lottery", list(t),
                                    lambda v: isinstance(v, list) and sorted(v) == sorted(t))
            return self.aa_decided(step, r, t, m, order[0], "AA.6#4")

        def ok(v):
            return isinstance(v, dict) and sorted(v) == sorted(t) and all(
                isinstance(v[n], list) and len(v[n]) == 2 and
                all(isinstance(d, int) and 1 <= d <= 6 for d in v[n]) for n in t)
        self.rule("AA.6~p1")
        while True:
            roll = self.ask_random("dice", list(t), ok)   # offered: the two who roll
            sx, sy = sum(roll[x]), sum(roll[y])
            if sx != sy:
                return self.aa_decided(step, r, t, m, x if sx > sy else y, "AA.6~p1")

    def entry_ins(self, step, r, t, m, state):
        """AA.4#3 … #5: the decks shuffled back, entry-ins until a decision."""
        x, y = t
        self.rule("AA.4#3", "AA.4#5")
        cards, retired = state["cards"], dict(state["retired"])
        decks = {}
        for n in t:
            def ok(v, want=cards[n]):
                return isinstance(v, list) and sorted(map(repr, v)) == sorted(map(repr, want))
            decks[n] = list(self.ask_random("shuffle", list(cards[n]), ok))
        lot = lambda: self.ask_random(  # noqa: E731
            "lottery", list(t), lambda v: isinstance(v, list) and sorted(v) == sorted(t))[0]
        empty = [n for n in t if not decks[n]]
        if empty:
            if len(empty) == 2:
                return self.aa_decided(step, r, t, m, lot(), "AA.4#5")
            return self.aa_decided(step, r, t, m, x if empty[0] == y else y, "AA.4#5")
        k = 0
        while True:
            k += 1
            self.rule("AA.4#4")
            cx, cy = decks[x].pop(0), decks[y].pop(0)
            if cx == "rebirth" and cy != "rebirth":
                retired[y] += 1
            elif cy == "rebirth" and cx != "rebirth":
                retired[x] += 1
            elif cx != "rebirth" and cx != cy:
                retired[x if cx < cy else y] += 1
            self.emit(step, {"type": "entry-in", "round": r.number, "table": list(t), "entry": k,
                             "cards": {x: cx, y: cy}, "retired": dict(retired)})
            out = [n for n in t if retired[n] >= 7]
            if out:
                return self.aa_decided(step, r, t, m, x if out[0] == y else y, "AA.4#5")
            empty = [n for n in t if not decks[n]]
            if len(empty) == 1:
                return self.aa_decided(step, r, t, m, x if empty[0] == y else y, "AA.4#5")
            if len(empty) == 2:
                return self.aa_decided(step, r, t, m, lot(), "AA.4#5")

    def aa_decided(self, step, r, t, m, winner, step_id):
        """Appendix A decided (winner None: a double loss, AA.7#2)."""
        if self.best_of > 1:
            if self.record_set(step, r, t, m, winner, decided_by=step_id, order=False):
                return
            return self.decide_by_sets(step, r, t, m)
        if winner is None:
            return self.decide(step, r, t, [], list(t), [], False, step_id)
        loser = t[0] if t[1] == winner else t[1]
        self.decide(step, r, t, [winner], [loser], [], False, step_id)

    def set_or_match_at_time(self, step, r, t, m, winner, step_id):
        if self.best_of > 1:
            self.record_set(step, r, t, m, None, order=False)
            return self.decide_by_sets(step, r, t, m)
        self.rule("FR.4.2~p6")                  # undecided at time: a draw
        self.decide_outcome(step, r, t, "time-up", t[0], "FR.4.2~p6")

    def decide_by_sets(self, step, r, t, m):
        x, y = t
        self.rule("FR.4.1~p1", "FR.4.1~p3")     # several sets at time: the event's rule
        if self.sets_at_time == "lead" and m.sets[x] != m.sets[y]:
            w = x if m.sets[x] > m.sets[y] else y
            return self.decide(step, r, t, [w], [y if w == x else x], [], False, "FR.4.1~p3")
        self.rule("FR.4.2~p6")                  # sets level: undecided, a draw
        self.decide_outcome(step, r, t, "time-up", t[0], "FR.4.2~p6")
