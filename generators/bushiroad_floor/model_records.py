"""Owns the generators' model of the vocabulary's records of a round that model_ext leaves out:
challenges (FR.1.2.3~p3 … ~p5), result reporting (PG.3.17: unreported, report, approve,
accept-report, correct-result) and misseating found after the results (PG.3.10.2).

`RecordsPlay` is a mixin over model_ext.ExtTournament; `RecordsTournament` is the two together,
with its own `Builder` and `replay` (those of model_ext, playing this tournament).  Written from
docs/engines/bushiroad-floor.md ("Challenges", "Reporting results", "Wrong seat or opponent")
and the rule text only.
"""

from . import model_ext
from .model import SWISS, CaseError
from .model_ext import Builder as ExtBuilder
from .model_ext import ExtTournament, Rejected

OUTCOMES = ("win", "win-by-default", "draw", "time-up", "double-loss", "simultaneous-loss")


class RecordsPlay:
    """Challenges, reports and corrections, misseating (each action a `do_*` handler), and the
    team's retirement after a member's own `drop` (FR.5.1.1~p2, FR.5.1.2~p2), which model_ext
    applies after a disqualification and major tardiness only."""

    def do_drop(self, step, entry):
        super().do_drop(step, entry)
        self.member_gone(step, self.by_name[entry["fighter"]])

    # challenges (FR.1.2.3) -------------------------------------------------------------------
    def do_challenge(self, step, entry):
        by = [self.fighter(n) for n in entry["by"]]
        if not entry.get("after_ruling", True) and not self.head_judge_only:
            raise Rejected("FR.1.2.3~p3", "no first ruling by another judge")
        if self.challenge_limit is not None and any(f.challenges_left <= 0 for f in by):
            raise Rejected("FR.1.2.3~p4", "no challenge left")
        same = entry["same"]
        if same and self.challenge_limit is not None:
            for f in by:
                f.challenges_left -= 1
        self.emit(step, {"type": "challenge", "by": [f.name for f in by], "same": same,
                         "remaining": {f.name: f.challenges_left for f in by}})

    # reporting (PG.3.17) ---------------------------------------------------------------------
    def reports(self):
        if not hasattr(self, "_reports"):
            self._reports = {}
        return self._reports

    def open_table(self, entry):
        r, t = self.posted_table(entry["round"], entry["table"])
        if not self.is_open(r, t):
            raise CaseError("the match at %s is decided" % t)
        return r, t

    def do_unreported(self, step, entry):
        r, t = self.open_table(entry)
        if entry["as"] not in ("draw", "double-loss"):
            raise CaseError("unreported as %r" % entry["as"])
        self.decide_outcome(step, r, t, entry["as"], t[0], "PG.3.17.1~p1")

    def do_report(self, step, entry):
        r, t = self.open_table(entry)
        if entry["outcome"] not in OUTCOMES or entry["by"] not in t:
            raise CaseError("report %r by %r" % (entry["outcome"], entry["by"]))
        self.reports()[frozenset(t)] = dict(entry)
        ev = {k: v for k, v in entry.items() if k != "do"}
        ev["table"] = list(t)
        ev["type"] = "reported"
        self.emit(step, ev)

    def pending_report(self, entry, rule):
        r, t = self.posted_table(entry["round"], entry["table"])
        rep = self.reports().get(frozenset(t))
        if rep is None or not self.is_open(r, t):
            # an ordinary result on the match discarded the report
            raise Rejected(rule, "no pending report")
        return r, t, rep

    def record_report(self, step, r, t, rep, decided_by):
        del self.reports()[frozenset(t)]
        self.decide_outcome(step, r, t, rep["outcome"], rep["table"][0], decided_by,
                            turn=rep.get("turn"))

    def do_approve(self, step, entry):
        r, t, rep = self.pending_report(entry, "PG.3.17.2~p1")
        if entry["by"] not in t:
            raise CaseError("%s is not at the table" % entry["by"])
        if entry["by"] == rep["by"]:
            raise Rejected("PG.3.17.2~p1", "approved by the reporter")
        self.record_report(step, r, t, rep, "PG.3.17.2~p1")

    def do_accept_report(self, step, entry):
        r, t, rep = self.pending_report(entry, "PG.3.17.2~p3")
        self.record_report(step, r, t, rep, "PG.3.17.2~p3")

    def do_correct_result(self, step, entry):
        rnd = entry["round"]
        rounds = [x for x in self.history if x.number == rnd]
        if not rounds:
            raise CaseError("round %s not posted" % rnd)
        r = rounds[0]
        key = frozenset(entry["table"])
        t = next((x for x in r.tables if frozenset(x) == key), None)
        if t is None:
            raise CaseError("table %s not posted in round %s" % (entry["table"], rnd))
        if r is not self.current():
            raise Rejected("PG.3.17.3~p2", "the next round is posted")
        if self.is_open(r, t):
            raise CaseError("correct-result on an open match")
        self.decide_outcome(step, r, t, entry["outcome"], entry["table"][0], "PG.3.17.3~p2",
                            turn=entry.get("turn"), corrected=True)

    # misseating found after the results (PG.3.10.2, BF-MISSEAT) ------------------------------
    def do_misseating(self, step, entry):
        r = self.current()
        if r is None or entry["round"] != r.number:
            raise CaseError("misseating outside the latest round")
        if not r.complete():
            raise CaseError("misseating before every table of the round is decided")
        played = entry["played"]
        posted = sorted(n for t in r.tables for n in t)
        named = sorted(n for e in played for n in e["fighters"])
        if named != posted:
            raise CaseError("misseating must name every fighter of the round's tables once")
        penalised = set()
        for e in played:
            no, (p, q) = e["table"], e["fighters"]
            if not 1 <= no <= len(r.tables):
                raise CaseError("table number %s" % no)
            if frozenset((p, q)) != frozenset(r.tables[no - 1]):
                penalised.update((p, q))
        for i, t in enumerate(r.tables):
            a, b = t
            game = next((e for e in played if frozenset(e["fighters"]) == frozenset(t)), None)
            if game is not None:
                winners, losers, drawn, dflt = self.outcome(
                    game["fighters"][0], game["fighters"][1], game["outcome"], game.get("turn"))
                if self.fmt != SWISS and drawn:
                    winners, losers, drawn = [], [a, b], []
            else:
                here = {n for e in played if e["table"] == i + 1 for n in e["fighters"]}
                present = [n for n in t if n in here]
                absent = [n for n in t if n not in here]
                winners, losers, drawn, dflt = present, absent, [], True
                for n in absent:
                    self.by_name[n].penalties.append({"infraction": "major-tardiness",
                                                      "penalty": "match-loss"})
            if self.result_of(r, t) != (set(winners), set(losers), set(drawn), dflt):
                self.decide(step, r, t, winners, losers, drawn, dflt, "PG.3.10.2~p2",
                            corrected=True)
        self.emit(step, {"type": "misseating", "round": r.number,
                         "penalised": self.setup_sorted(penalised)})

    def result_of(self, r, t):
        recs = {n: next(x for x in self.by_name[n].records if x.round == r.number) for n in t}
        return ({n for n in t if recs[n].res == "W"}, {n for n in t if recs[n].res == "L"},
                {n for n in t if recs[n].res == "D"}, recs[t[0]].default)


class RecordsTournament(RecordsPlay, ExtTournament):
    pass


class Builder(ExtBuilder):
    """model_ext's Builder, playing a RecordsTournament."""

    def __init__(self, setup, rng, index, rounds_tables=None):
        ExtBuilder.__init__(self, setup, rng, index, rounds_tables)
        self.t = RecordsTournament(setup, self._ask, self._choose, index, rounds_tables)


def replay(case, index, rounds_tables=None):
    """Plays a case's script on a RecordsTournament (model_ext.replay)."""
    return model_ext.replay(case, index, rounds_tables, RecordsTournament)
