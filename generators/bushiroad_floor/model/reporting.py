"""Owns the reporting of results (PG.3.17, a part of the tournament): a match left unreported
(PG.3.17.1), a result reported by one fighter and approved by the other or accepted by the
judges (PG.3.17.2), and a result corrected while the next round is not posted (PG.3.17.3,
BF-CORRECT-WINDOW).
"""

from common.script import CaseError

from .event import Rejected

OUTCOMES = ("win", "win-by-default", "draw", "time-up", "double-loss", "simultaneous-loss")


class Reporting:
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
        self.rule("PG.3.17.1~p1")
        self.decide_outcome(step, r, t, entry["as"], t[0], "PG.3.17.1~p1")

    def do_report(self, step, entry):
        r, t = self.open_table(entry)
        if entry["outcome"] not in OUTCOMES or entry["by"] not in t:
            raise CaseError("report %r by %r" % (entry["outcome"], entry["by"]))
        self.rule("PG.3.17.2~p1")             # a report is complete once approved
        self.reports()[frozenset(t)] = dict(entry)
        ev = {k: v for k, v in entry.items() if k != "do"}   # the action's fields, as given
        ev["type"] = "reported"
        self.emit(step, ev)

    def pending_report(self, entry, rule):
        r, t = self.posted_table(entry["round"], entry["table"])
        rep = self.reports().get(frozenset(t))
        if rep is None or not self.is_open(r, t):
            # an ordinary result on the match discarded the report
            raise Rejected(rule, "no pending report", "no-pending-report")
        return r, t, rep

    def record_report(self, step, r, t, rep, decided_by):
        self.rule(decided_by)
        del self.reports()[frozenset(t)]
        self.decide_outcome(step, r, t, rep["outcome"], rep["table"][0], decided_by,
                            turn=rep.get("turn"))

    def do_approve(self, step, entry):
        r, t, rep = self.pending_report(entry, "PG.3.17.2~p1")
        if entry["by"] not in t:
            raise CaseError("%s is not at the table" % entry["by"])
        if entry["by"] == rep["by"]:
            raise Rejected("PG.3.17.2~p1", "approved by the reporter", "report-approved")
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
        self.rule("PG.3.17.3~p1")             # a submitted result stands unless corrected
        if r is not self.current():
            raise Rejected("PG.3.17.3~p2", "the next round is posted", "correction-too-late")
        if self.is_open(r, t):
            raise CaseError("correct-result on an open match")
        self.rule("PG.3.17.3~p2")
        if r.done[frozenset(t)].get("decided_by") == "PG.3.17.1~p1":
            self.rule("PG.3.17.1~p2")         # the right result of an unreported match
        if self.qualifiers is not None:
            self.rule("FR.3.2.4~p4")          # the qualifiers stay as they were fixed
        self.decide_outcome(step, r, t, entry["outcome"], entry["table"][0], "PG.3.17.3~p2",
                            turn=entry.get("turn"), corrected=True)
