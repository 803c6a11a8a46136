"""Owns the generators' model of the vocabulary's extension (docs/engines/bushiroad-floor.md,
"Extension: matches, time-outs, penalties and the event's other computable rules"): penalties
with escalation, match losses now or pending, disqualification, team penalties, tardiness and
report-in, result reporting, misseating, challenges, teams and advice; the lookups
(penalty-guide, required-items, deck-check, check-sleeves, check-eligibility, card-legal,
match-time) live in lookups.py, matches of several games and time-outs in matchplay.py.

`ExtTournament` extends the tournament of model.py and changes none of its behaviour; `replay`
plays a case's script answering `choose` and `random` entries from the script, `Builder`
builds a script from answers the family queues.  Written from the rule text and the
vocabulary page only.
"""

from .model import DE, SE, SWISS, CaseError, Record, Tournament, judge  # noqa: F401
from .penaltytext import SCALE, Guide
from . import lookups
from .matchplay import MatchPlay


class Rejected(Exception):
    """An action refused with nothing changed; args (rule, reason)."""


def perm_check(options):
    def ok(value):
        return isinstance(value, list) and sorted(map(repr, value)) == sorted(map(repr, options))
    return ok


class ExtTournament(MatchPlay, Tournament):
    def __init__(self, setup, ask, choose, index, rounds_tables=None):
        Tournament.__init__(self, setup, self._ask_base, rounds_tables)
        self._ask, self._choose = ask, choose
        self.index = index
        self.guide = Guide(index)
        s = setup
        self.level = s.get("level", 1)
        self.level_given = "level" in s
        self.game = s.get("game")
        self.best_of = s.get("best_of", 1)
        self.adjudication = s.get("adjudication", False)
        self.extra_turns = s.get("extra_turns", 0)
        self.extra_innings = s.get("extra_innings", 0)
        self.concession = s.get("concession", True)
        self.agreed_draws = s.get("agreed_draws", False)
        self.major_seconds = s.get("major_tardiness_seconds", 300)
        self.challenge_limit = s.get("challenge_limit")
        self.head_judge_only = s.get("head_judge_only", False)
        self.team_format = s.get("team_format")
        self.advice = s.get("advice", "none")
        p = s.get("params", {})
        self.sets_at_time = p.get("sets_at_time", "lead")
        self.do_decider = p.get("do_decider", "dice")
        self.forfeit_vacancy = p.get("forfeit_vacancy", "vacant")
        self.sleeves_required_authorized = p.get("authorized_sleeves_required", False)
        carried = s.get("carried_penalties", {})
        for f in self.fighters:
            f.penalties = [{"infraction": None, "penalty": pen} for pen in carried.get(f.name, [])]
            f.cautions = sum(1 for pen in carried.get(f.name, []) if pen == "caution")
            f.warnings = sum(1 for pen in carried.get(f.name, []) if pen == "warning")
            f.pending = 0
            f.disqualified = False
            f.forfeited = False
            f.absent = False
            f.absent_since = None
            f.challenges_left = self.challenge_limit
            f.team = None
            f.lost_advice = False
            f.member_finished = False
        self.pairs_posted = 0
        self.teams = {}
        self.team_order = []
        self.applied = set()      # clauses the model applied (for the families' own checks)
        MatchPlay.__init__(self)

    # randomness and choices ---------------------------------------------------------------
    def _ask_base(self, kind, options):
        return self._ask(kind, options, perm_check(options))

    def ask_random(self, kind, options, check):
        return self._ask(kind, options, check)

    def choose(self, kind, by, options, check=None):
        return self._choose(kind, by, options, check or (lambda v: v in options))

    # dispatch -------------------------------------------------------------------------------
    def apply(self, step, entry):
        if entry.get("query") == "legal" and ("penalty" in entry or "table" in entry):
            if "penalty" in entry:
                acts = self.legal_penalties(entry["penalty"])
            else:
                acts = self.legal_match_actions(entry["round"], entry["table"])
            self.legal.append({"step": step, "actions": acts})
            return
        try:
            Tournament.apply(self, step, entry)
        except Rejected as r:
            self.applied.add(r.args[0])
            self.reject(step, r.args[0], r.args[1] if len(r.args) > 1 else "")

    # helpers --------------------------------------------------------------------------------
    def emit(self, step, event):
        """As model.py's, with the script step also under `_step`."""
        e = dict(event)
        e["_step"] = step
        e["step"] = step
        self.events.append(e)
        return e

    def fighter(self, name):
        if name not in self.by_name:
            raise CaseError("unknown fighter %r" % name)
        return self.by_name[name]

    def latest(self):
        return self.current()

    def posted_table(self, rnd, table):
        r = self.current()
        if r is None or rnd != r.number:
            raise CaseError("round %s is not the latest round" % rnd)
        key = frozenset(table)
        for t in r.tables:
            if frozenset(t) == key:
                return r, t
        raise CaseError("table %s not posted in round %d" % (table, rnd))

    def is_open(self, r, t):
        return frozenset(t) not in r.done

    def open_table_of(self, name):
        r = self.current()
        if r is None:
            return None, None
        t = r.table_of(name)
        if t is None or not self.is_open(r, t):
            return r, None
        return r, t

    # results of the extension ----------------------------------------------------------------
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
        for n in (x, y):
            f = self.by_name[n]
            f.eliminated = (self.fmt == DE and f.losses >= 2) or (self.fmt == SE and f.losses >= 1)
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

    def after_decided(self, r, t):
        """Hook: a decided table ends its time-out or pending report (matchplay, reporting)."""
        self.close_match_state(t)

    # pairing with pending match losses (PG.2~h3~p2, BF-ML-DEFAULT, BF-ML-BYE) --------------
    def post(self, step, rnd, tables, bye):
        from .model import Round
        r = Round(rnd, tables, bye)
        self.history.append(r)
        self.pairs_posted += 1
        for n in bye:
            f = self.by_name[n]
            if f.pending:
                f.pending -= 1
                f.records.append(Record(rnd, None, "L", default=True))
                if self.fmt in (DE, SE):
                    f.eliminated = (self.fmt == DE and f.losses >= 2) or self.fmt == SE
                self.applied.add("PG.2~h3~p2")
            else:
                f.records.append(Record(rnd, None, "W", default=True))
        self.emit(step, {"type": "pairing", "round": rnd, "tables": r.tables, "bye": r.bye})
        for t in r.tables:
            pend = [n for n in t if self.by_name[n].pending]
            if not pend:
                continue
            for n in pend:
                self.by_name[n].pending -= 1
            if len(pend) == 2:
                self.decide(step, r, t, [], list(t), [], True, "PG.2~h3~p2")
            else:
                loser = pend[0]
                winner = t[0] if t[1] == loser else t[1]
                self.decide(step, r, t, [winner], [loser], [], True, "PG.2~h3~p2")
            self.applied.add("PG.2~h3~p2")
        if r.complete() and not r.tables:
            self.round_complete(step)

    # penalties -------------------------------------------------------------------------------
    def guideline(self, infraction, level, opts):
        if infraction == "other":
            return None, []
        if infraction in self.guide.not_reflected:
            raise CaseError("%s is not a penalty" % infraction)
        if infraction not in self.guide.by_name:
            raise CaseError("unknown infraction %r" % infraction)
        pr, rs = bool(opts.get("partial_repair")), bool(opts.get("reissued"))
        if pr and infraction not in lookups.PARTIAL_REPAIR:
            raise CaseError("partial_repair on %s" % infraction)
        if rs and infraction not in lookups.REISSUED:
            raise CaseError("reissued on %s" % infraction)
        if pr and level >= 3:
            raise Rejected(lookups.PARTIAL_REPAIR[infraction], "partial repair at level 3")
        return self.guide.lookup(infraction, level, pr, rs)

    def do_penalty_guide(self, step, entry):
        self.emit(step, lookups.penalty_guide(self, entry))

    def legal_penalties(self, q):
        _, g = self.guideline(q["infraction"], self.level, q)
        out = []
        for pen in g:
            a = {"do": "penalty", "fighter": q["fighter"], "infraction": q["infraction"],
                 "penalty": pen}
            for k in ("partial_repair", "reissued"):
                if k in q:
                    a[k] = q[k]
            out.append(a)
        return out

    def choose_penalty(self, entry, guideline):
        if "penalty" in entry:
            if entry["penalty"] not in SCALE:
                raise CaseError("penalty %r" % entry["penalty"])
            return entry["penalty"]
        if entry["infraction"] == "other":
            raise CaseError("an 'other' infraction needs its penalty")
        if len(guideline) == 1:
            return guideline[0]
        return self.choose("penalty", "judge", list(guideline))

    def do_penalty(self, step, entry):
        if "team" in entry:
            return self.team_penalty(step, entry)
        f = self.fighter(entry["fighter"])
        _, g = self.guideline(entry["infraction"], self.level, entry)
        self.check_penalty_args(f, entry, entry.get("penalty"))
        b = self.choose_penalty(entry, g)
        self.give(step, f, entry, b, g)

    def check_penalty_args(self, f, entry, b):
        """Rejections that must come before anything changes (an explicit penalty only)."""
        if entry.get("caution_upgrade") and b == "caution" and f.cautions == 0:
            raise Rejected("PG.2~h1~p2", "no earlier caution")
        if entry.get("reverse_last") and b == "disqualification":
            r = self.current()
            t = r.table_of(f.name) if r else None
            if r is None or t is None:
                raise Rejected("PG.2~h4~p2", "no table in the latest round")
            if self.is_open(r, t):
                raise CaseError("reverse_last with an open table")

    def give(self, step, f, entry, b, g, infraction=None, bye_is_match=False):
        infraction = infraction or entry["infraction"]
        if entry.get("caution_upgrade") and b != "caution":
            raise CaseError("caution_upgrade on a %s" % b)
        self.check_penalty_args(f, entry, b)
        final, by = b, None
        if b == "caution" and entry.get("caution_upgrade"):
            final, by = "warning", "PG.2~h1~p2"
            self.applied.add("PG.2~h1~p2")
        if b == "caution":
            f.cautions += 1
        if final == "warning":
            had = f.warnings
            f.warnings += 1
            self.applied.add("PG.2~h2~p1")
            if had >= 1:
                self.applied.add("PG.2~h2~p2")
                if entry.get("warning_upgrade", True):
                    final, by = "match-loss", "PG.2~h2~p2"
        f.penalties.append({"infraction": infraction, "penalty": final})
        self.emit(step, {"type": "penalty", "fighter": f.name, "infraction": infraction,
                         "level": self.level, "guideline": list(g), "chosen": b,
                         "penalty": final, "upgraded_by": by, "within_guideline": b in g,
                         "cautions": f.cautions, "warnings": f.warnings})
        if final == "match-loss":
            self.match_loss(step, f, entry.get("next_match", False), bye_is_match)
        elif final == "disqualification":
            self.disqualify_fighter(step, f, entry)
        return final

    def match_loss(self, step, f, next_match=False, bye_is_match=False):
        self.applied.add("PG.2~h3~p2")
        r, t = self.open_table_of(f.name)
        if t is not None and not next_match:
            winner = t[0] if t[1] == f.name else t[1]
            self.decide(step, r, t, [winner], [f.name], [], False, "PG.2~h3~p2")
            return
        if bye_is_match and r is not None and f.name in r.bye:
            self.bye_to_loss(f, r)
            return
        f.pending += 1
        self.emit(step, {"type": "match-loss-pending", "fighter": f.name})

    def bye_to_loss(self, f, r):
        for rec in f.records:
            if rec.round == r.number and rec.opp is None:
                rec.res = "L"
        f.eliminated = (self.fmt == DE and f.losses >= 2) or (self.fmt == SE and f.losses >= 1)

    def disqualify_fighter(self, step, f, entry):
        self.applied.add("PG.2~h4~p2")
        f.disqualified = True
        f.dropped = True
        f.pending = 0
        if entry.get("forfeit"):
            f.forfeited = True
        self.emit(step, {"type": "disqualified", "fighter": f.name})
        r = self.current()
        t = r.table_of(f.name) if r else None
        if t is not None and self.is_open(r, t):
            winner = t[0] if t[1] == f.name else t[1]
            self.decide(step, r, t, [winner], [f.name], [], False, "PG.2~h4~p2")
        elif entry.get("reverse_last") and t is not None:
            winner = t[0] if t[1] == f.name else t[1]
            self.decide(step, r, t, [winner], [f.name], [], False, "PG.2~h4~p2", corrected=True)
        if self.qualifiers is not None and f.name in self.qualifiers:
            self.applied.add("FR.3.2.4~p5")
            self.qualifiers = [n for n in self.qualifiers if n != f.name]
            self.emit(step, {"type": "qualifiers", "qualifiers": list(self.qualifiers)})
        self.member_gone(step, f)

    def team_penalty(self, step, entry):
        team = self.teams.get(entry["team"])
        if team is None:
            raise CaseError("unknown team %r" % entry["team"])
        _, g = self.guideline(entry["infraction"], self.level, entry)
        members = [self.by_name[n] for n in team["members"]]
        for m in members:
            self.check_penalty_args(m, entry, entry.get("penalty"))
        b = self.choose_penalty(entry, g)
        self.applied.add("FR.5.2.3~p1")
        for m in members:
            self.give(step, m, entry, b, g)

    # tardiness (PG.3.9) --------------------------------------------------------------------
    def do_late(self, step, entry):
        f = self.fighter(entry["fighter"])
        r = self.current()
        if r is None or entry["round"] != r.number:
            raise CaseError("late for a round that is not the latest")
        t = r.table_of(f.name)
        on_bye = f.name in r.bye
        if not on_bye and (t is None or not self.is_open(r, t)):
            raise CaseError("%s is not posted at an open table or with the bye" % f.name)
        s = entry["seconds"]
        if entry.get("early_start"):
            inf = None
        elif s >= self.major_seconds:
            inf = "major-tardiness"
        else:
            inf = "tardiness"
        if inf == "tardiness":
            _, g = self.guideline("tardiness", self.level, {})
            self.check_penalty_args(f, entry, entry.get("penalty"))
        self.emit(step, {"type": "late", "round": r.number, "fighter": f.name, "seconds": s,
                         "infraction": inf})
        if inf == "tardiness":
            b = self.choose_penalty(dict(entry, infraction="tardiness"), g)
            final = self.give_late(step, f, entry, b, g)
            return final
        if inf == "major-tardiness":
            f.penalties.append({"infraction": "major-tardiness", "penalty": "match-loss"})
            if on_bye:
                self.bye_to_loss(f, r)
            else:
                winner = t[0] if t[1] == f.name else t[1]
                self.decide(step, r, t, [winner], [f.name], [], True, "PG.3.9.2~p1")
            f.dropped = True
            f.absent = True
            f.absent_since = self.pairs_posted
            self.member_gone(step, f)

    def give_late(self, step, f, entry, b, g):
        """The tardiness penalty: as `penalty`, but a match loss on the bye turns the bye."""
        sub = {k: entry[k] for k in ("caution_upgrade", "warning_upgrade") if k in entry}
        sub["infraction"] = "tardiness"
        return self.give(step, f, sub, b, g, bye_is_match=True)

    def do_report_in(self, step, entry):
        f = self.fighter(entry["fighter"])
        if not f.absent:
            raise CaseError("%s is not absent" % f.name)
        if self.pairs_posted > f.absent_since:
            raise Rejected("PG.3.9.2~p1", "a pairing was posted since")
        f.absent = False
        f.dropped = False
        self.emit(step, {"type": "reported-in", "fighter": f.name})

    # teams (FR.5) -----------------------------------------------------------------------------
    def member_gone(self, step, f):
        """FR.5.1.1~p2, FR.5.1.2~p2: a member who can no longer take part retires the team."""
        if f.team is None:
            return
        team = self.teams[f.team]
        if team["retired"]:
            return
        team["retired"] = True
        for n in team["members"]:
            m = self.by_name[n]
            if n != f.name and not m.dropped:
                self.do_drop(step, {"fighter": n})
        self.emit(step, {"type": "team-retired", "team": f.team, "because": f.name})

    def do_register_team(self, step, entry):
        if not self.team_format:
            raise CaseError("register-team without team_format")
        size, rule = (2, "FR.5.1.1~p2") if self.team_format == "tag" else (3, "FR.5.1.2~p2")
        members = entry["members"]
        for n in members:
            self.fighter(n)
        if entry["team"] in self.teams:
            raise CaseError("team %s registered twice" % entry["team"])
        if len(members) != size or len(set(members)) != len(members):
            raise Rejected(rule, "team size")
        if any(self.by_name[n].team is not None for n in members):
            raise Rejected(rule, "a member is already in a team")
        self.teams[entry["team"]] = {"members": list(members), "retired": False,
                                     "finished": False}
        for n in members:
            self.by_name[n].team = entry["team"]
        pos = {"lead": members[0], "captain": members[-1]}
        if size == 3:
            pos["middle"] = members[1]
        self.emit(step, {"type": "team", "team": entry["team"], "positions": pos,
                         "representative": members[-1]})

    def do_member_finished(self, step, entry):
        self.fighter(entry["fighter"]).member_finished = True

    def do_lose_advice(self, step, entry):
        if entry["cause"] not in ("left-area", "spectator", "device", "judge"):
            raise CaseError("cause %r" % entry["cause"])
        self.fighter(entry["fighter"]).lost_advice = True

    def do_team_finished(self, step, entry):
        team = self.teams[entry["team"]]
        team["finished"] = True
        for n in team["members"]:
            self.by_name[n].lost_advice = False

    def do_advise(self, step, entry):
        x, y = self.fighter(entry["from"]), self.fighter(entry["to"])
        if x.team is None or x.team != y.team:
            raise CaseError("advice outside a team")
        team = self.teams[x.team]
        if not team["finished"] and not entry.get("judge_allowed"):
            if self.advice == "none":
                raise Rejected("FR.5.2.2.1~p1", "no advice")
            if x.lost_advice or y.lost_advice:
                raise Rejected("FR.5.2.2.2~p2", "the right was lost")
            if self.advice == "after-own-match" and not (x.member_finished or
                                                         y.member_finished):
                raise Rejected("FR.5.2.2.3~p3", "both still playing")
        self.emit(step, {"type": "advice", "from": x.name, "to": y.name})

    # state --------------------------------------------------------------------------------------
    def state(self):
        s = Tournament.state(self)
        for f in self.fighters:
            d = s["fighters"][f.name]
            d.update({"cautions": f.cautions, "warnings": f.warnings,
                      "penalties": [dict(p) for p in f.penalties],
                      "pending_match_losses": f.pending, "disqualified": f.disqualified,
                      "absent": f.absent, "challenges_left": f.challenges_left,
                      "team": f.team})
        if self.team_format:
            s["teams"] = {t: {"members": list(v["members"]), "retired": v["retired"]}
                          for t, v in self.teams.items()}
        return s

    # lookups -------------------------------------------------------------------------------------
    def do_required_items(self, step, entry):
        self.emit(step, lookups.required_items(entry))

    def do_check_sleeves(self, step, entry):
        self.emit(step, lookups.check_sleeves(entry, self.game, self.sleeves_required_authorized))

    def do_check_eligibility(self, step, entry):
        self.emit(step, lookups.eligibility(entry, self.level, self.game))

    def do_card_legal(self, step, entry):
        self.emit(step, lookups.card_legal(entry))

    def do_match_time(self, step, entry):
        self.emit(step, lookups.match_time(self.index, entry["game"]))

    def do_deck_check(self, step, entry):
        self.emit(step, lookups.deck_check(entry, lambda kind, who, check: self.choose(
            kind, who, None, check)))

    # standings with forfeited places (BF-DQ-FORFEIT) ---------------------------------------------
    def do_standings(self, step, entry):
        rows, detail = self.compute_standings(self.ask)
        forfeited = {f.name for f in self.fighters if f.forfeited}
        if forfeited:
            if self.method != "floor":
                raise CaseError("forfeit is modelled with floor standings only")
            if self.forfeit_vacancy == "vacant":
                rows = [dict(r, forfeited=True) if r["fighter"] in forfeited else r
                        for r in rows]
            else:
                rows = [dict(r) for r in rows if r["fighter"] not in forfeited]
                for i, r in enumerate(rows):
                    r["rank"] = i + 1
        self.latest_rows = rows
        self.standings_details.append(detail)
        self.emit(step, {"type": "standings", "after_round": self.event_rounds(), "rows": rows})

    def do_top_cut(self, step, entry):
        dq = [f.name for f in self.fighters if f.disqualified]
        if dq:
            entry = dict(entry, excluded=sorted(set(entry.get("excluded", [])) | set(dq)))
        return Tournament.do_top_cut(self, step, entry)


# ---- driving a script ---------------------------------------------------------------------
class Builder:
    """Builds a script by playing it.  Randoms come from `preset` answers (kind, value) first,
    else a shuffle of the options; choices must be queued with `answer`."""

    def __init__(self, setup, rng, index, rounds_tables=None):
        self.setup = setup
        self.rng = rng
        self.script = []
        self.preset = []
        self.answers = []
        self.t = ExtTournament(setup, self._ask, self._choose, index, rounds_tables)

    def _ask(self, kind, options, check):
        if self.preset and self.preset[0][0] == kind:
            value = self.preset.pop(0)[1]
        elif options is not None:
            value = list(options)
            self.rng.shuffle(value)
        else:
            raise CaseError("random %s needs a preset answer" % kind)
        if not check(value):
            raise CaseError("preset random %s %r breaks its condition" % (kind, value))
        self.script.append({"random": value, "for": kind})
        return value

    def _choose(self, kind, by, options, check):
        if not self.answers or self.answers[0][0] != kind:
            raise CaseError("choice %s asked and not queued" % kind)
        value = self.answers.pop(0)[1]
        if not check(value):
            raise CaseError("queued choice %s %r breaks its condition" % (kind, value))
        self.script.append({"choose": value, "for": kind, "by": by})
        return value

    def answer(self, kind, value):
        self.answers.append((kind, value))
        return self

    def random(self, kind, value):
        self.preset.append((kind, value))
        return self

    def add(self, entry):
        step = len(self.script)
        self.script.append(entry)
        self.t.apply(step, entry)
        if self.answers:
            raise CaseError("queued choices left unused: %s" % self.answers)
        return step

    def do(self, name, **args):
        entry = {"do": name}
        entry.update(args)
        return self.add(entry)

    def events(self, kind):
        return [e for e in self.t.events if e["type"] == kind]


def replay(case, index, rounds_tables=None, tournament=None):
    """Plays a case's script on `tournament` (a class; ExtTournament by default), answering from
    its choose and random entries."""
    script = case["script"]
    pos = [0]

    def take(key, kind, check):
        if pos[0] >= len(script) or key not in script[pos[0]]:
            raise CaseError("step %d: %s %s not scripted" % (pos[0], key, kind))
        entry = script[pos[0]]
        if entry["for"] != kind:
            raise CaseError("step %d: %s for %s, %s expected" % (pos[0], key, entry["for"], kind))
        if not check(entry[key]):
            raise CaseError("step %d: %r breaks the condition of %s" % (pos[0], entry[key], kind))
        pos[0] += 1
        return entry[key]

    t = (tournament or ExtTournament)(
        case["setup"], lambda kind, options, check: take("random", kind, check),
        lambda kind, by, options, check: take("choose", kind, check), index, rounds_tables)
    while pos[0] < len(script):
        step = pos[0]
        entry = script[step]
        if "random" in entry or "choose" in entry:
            raise CaseError("step %d: unused %s entry" % (step, entry.get("for")))
        pos[0] += 1
        t.apply(step, entry)
    return t
