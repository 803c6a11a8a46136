"""Owns the event as the generators' model of bushiroad-floor keeps it: the fighters and their
records, the rounds, the setup's settings (docs/engines/bushiroad-floor.md, "setup" and the
extension's), the dispatch of a script's actions to the parts of the tournament (tournament.py),
the events, rejections and legal sets observed, the clauses applied (the trace) and the final
state.  `Rejected` is an action refused with nothing changed (its clause and reason).
"""

from common.rulelog import RuleLog
from common.script import CaseError, permutation_of

from .penalty_tables import Guide


class Rejected(Exception):
    """An action refused with nothing changed; args (rule, reason, reason class): the class is
    the vocabulary's (docs/engines/bushiroad-floor.md, "Reason classes")."""


class Record:
    __slots__ = ("round", "opp", "res", "default", "drawn")

    def __init__(self, rnd, opp, res, default=False, drawn=False):
        self.round, self.opp, self.res, self.default, self.drawn = rnd, opp, res, default, drawn


class Fighter:
    def __init__(self, name, order, scoring):
        self.name, self.order, self.scoring = name, order, scoring
        self.records = []
        self.dropped = False
        self.eliminated = False

    def count(self, res):
        return sum(1 for r in self.records if r.res == res)

    @property
    def wins(self):
        return self.count("W")

    @property
    def losses(self):
        return self.count("L")

    @property
    def draws(self):
        return self.count("D")

    @property
    def byes(self):
        return sum(1 for r in self.records if r.opp is None)

    @property
    def points(self):
        s = self.scoring
        return self.wins * s["win"] + self.draws * s["draw"] + self.losses * s["loss"]

    def met(self):
        return {r.opp for r in self.records if r.opp is not None}

    def state(self):
        return {"points": self.points, "wins": self.wins, "losses": self.losses,
                "draws": self.draws, "byes": self.byes, "dropped": self.dropped,
                "eliminated": self.eliminated,
                "opponents": [r.opp for r in self.records if r.opp is not None]}


SWISS, DE, SE = "swiss", "double-elimination", "single-elimination"
REMATCH_RULE = {SWISS: "FR.3.2.1~p1", DE: "FR.3.2.2.1~p1"}
ELIMINATED_RULE = {DE: "FR.3.2.2.1~p1", SE: "FR.3.2.3~p1"}
# how each format pairs its rounds (and who plays on)
PAIRING_RULES = {SWISS: ("FR.3.2.1~p1",), DE: ("FR.3.2.2~p1", "FR.3.2.2.1~p1"),
                 SE: ("FR.3.2.3~p1",)}


class Round:
    def __init__(self, number, tables, bye):
        self.number, self.tables, self.bye = number, [list(t) for t in tables], list(bye)
        self.done = {}   # frozenset(table) -> result event

    def table_of(self, name):
        for t in self.tables:
            if name in t:
                return t
        return None

    def complete(self):
        return len(self.done) == len(self.tables)


class Event(RuleLog):
    """The state and the observation of one run; the parts of the tournament add the actions."""

    def __init__(self, setup, ask, choose, index, rounds_tables=None):
        """ask(kind, options, check) answers a random outcome, choose(kind, by, options, check)
        a choice (a Builder draws or queues them, `replay` reads them from the script); index
        is the clause index (the figures read from the text), rounds_tables FR.3.2.1.1's."""
        self.setup = setup
        self.fmt = setup["format"]
        if self.fmt not in (SWISS, DE, SE):
            raise CaseError("format " + str(self.fmt))
        self.scoring = dict({"win": 1, "draw": 0, "loss": 0}, **setup.get("scoring", {}))
        self.rounds = setup.get("rounds")
        if self.fmt == SWISS and not isinstance(self.rounds, int):
            raise CaseError("swiss needs rounds")
        self.method = setup.get("standings", "floor")
        self.opponent_rate = setup.get("opponent_rate", True)
        self.top_places = setup.get("top_places", 1)
        p = setup.get("params", {})
        self.bn_den = p.get("bn_denominator", "opponent-rounds")
        self.rank_style = p.get("shared_rank", "competition")
        self.usage_threshold = p.get("usage_threshold", 2)
        self.usage_threshold_given = "usage_threshold" in p
        self.tier_overflow = p.get("tier_overflow", "standing")
        names = setup["fighters"]
        if len(set(names)) != len(names):
            raise CaseError("duplicate fighter")
        self.fighters = [Fighter(n, i, self.scoring) for i, n in enumerate(names)]
        self.by_name = {f.name: f for f in self.fighters}
        self._ask, self._choose = ask, choose
        self.rounds_tables = rounds_tables
        self.history = []          # Round objects
        self.events, self.rejections, self.legal = [], [], []
        self.trace = set()         # the clauses the run applied
        self.init_log()
        self.cur_step = -1         # the step being played
        self.finished = False
        self.latest_rows = None
        self.standings_details = []
        self.qualifiers = None
        self.index = index
        self.guide = Guide.of(index)
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
        self.sets_at_time = p.get("sets_at_time", "lead")
        self.do_decider = p.get("do_decider", "dice")
        self.forfeit_vacancy = p.get("forfeit_vacancy", "vacant")
        self.sleeves_required_authorized = p.get("authorized_sleeves_required", False)
        carried = s.get("carried_penalties", {})
        if carried:
            self.rule("PG.2~p1")    # an earlier day's penalties, valid during the same event
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
        self.team_gone = None      # while a team's penalty is given: the members gone
        self.team_order = []

    def ask(self, kind, options):
        """A random order of options (a permutation)."""
        return self._ask(kind, options, permutation_of(options))

    def ask_random(self, kind, options, check):
        """A random outcome meeting check (options, when not None, drawn by a Builder)."""
        return self._ask(kind, options, check)

    def choose(self, kind, by, options, check=None):
        return self._choose(kind, by, options, check or (lambda v: v in options))

    def apply(self, step, entry):
        """Plays one `do` or `query` entry; an action refused with nothing changed (Rejected)
        is reported as a rejection, its clause applied."""
        self.cur_step = step
        if entry.get("query") == "legal" and ("penalty" in entry or "table" in entry):
            if "penalty" in entry:
                acts = self.legal_penalties(entry["penalty"])
            else:
                acts = self.legal_match_actions(entry["round"], entry["table"])
            self.legal.append({"step": step, "actions": acts})
            self.log_legal()
            return
        try:
            self.dispatch(step, entry)
        except Rejected as r:
            self.reject(step, *r.args)

    def dispatch(self, step, entry):
        if "query" in entry:
            if entry["query"] != "legal":
                raise CaseError("query " + entry["query"])
            self.legal.append({"step": step, "actions": self.legal_pairings(entry["round"])})
            self.log_legal()
            return
        name = entry.get("do")
        handler = getattr(self, "do_" + str(name).replace("-", "_"), None)
        if handler is None:
            raise CaseError("unknown action %r" % name)
        handler(step, entry)

    def rule(self, *clauses):
        """Records clauses as applied by the run (its trace)."""
        self.trace.update(clauses)
        self.log_rules(self.cur_step, clauses)

    def scoring_rule(self):
        """The clause of a Swiss draw's match points: Dream Order's 3/1/0 (FR.3.2.1~p3) or the
        1 (by convention 3) / 0 / 0 of FR.3.2.1~p2."""
        s = self.scoring
        return "FR.3.2.1~p3" if (s["win"], s["draw"], s["loss"]) == (3, 1, 0) else "FR.3.2.1~p2"

    def emit(self, step, event):
        e = dict(event)
        e["step"] = step
        self.events.append(e)
        self.log_event()
        return e

    def reject(self, step, rule, reason="", cls=None):
        """An action refused by rule (its reason class `cls`): reported, and the rule applied."""
        self.rule(rule)
        self.rejections.append({"step": step, "rule": rule, "reason": reason, "class": cls})
        self.log_rejection()

    def playing(self):
        return [f for f in self.fighters if not f.dropped and not f.eliminated]

    def current(self):
        return self.history[-1] if self.history else None

    def setup_sorted(self, names):
        return sorted(names, key=lambda n: self.by_name[n].order)

    def fighter(self, name, key="fighter"):
        if name not in self.by_name:
            raise CaseError("unknown fighter %r" % name, "$.script[%d].%s" % (self.cur_step, key))
        return self.by_name[name]

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

    def state(self):
        cur = self.current()
        s = {"round": cur.number if cur else 0, "finished": self.finished,
             "fighters": {f.name: f.state() for f in self.fighters}}
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
