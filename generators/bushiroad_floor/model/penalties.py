"""Owns penalties (a part of the tournament; docs/engines/bushiroad-floor.md, "Penalties"):
the guideline of an infraction at the event's level (penalty_tables.py) and `query legal` on a
penalty, the penalty chosen or given, escalation (PG.2~h1~p2, PG.2~h2~p1, PG.2~h2~p2), match
losses now or pending (PG.2~h3~p2), disqualification (PG.2~h4~p2, FR.3.2.4~p5), team penalties
(FR.5.2.3~p1) and tardiness with report-in (PG.3.9.1, PG.3.9.2).
"""

from common.script import CaseError

from .event import DE, SE, Rejected
from .penalty_tables import PARTIAL_REPAIR, REISSUED, SCALE, not_reflected_result

# the paragraphs an infraction's penalty applies beyond its table row: PG.3.5.3~p2 (cards seen
# in one act, one penalty), PG.3.10.1~p1 and ~p2 (a wrong seat found before the result: both
# fighters, who then sit where they were posted), PG.3.10.2~p1 (found after the results)
PARAGRAPHS = {"seen-cards-before-match": ("PG.3.5.3~p2", "PG.2~p4"),
              "seen-cards-during-match": ("PG.3.5.3~p2", "PG.2~p4"),
              "wrong-seat-before-report": ("PG.3.10.1~p1", "PG.3.10.1~p2"),
              "wrong-seat-after-report": ("PG.3.10.2~p1",)}


class Penalties:
    def read_guideline(self, infraction, level, partial_repair=False, reissued=False,
                       level_given=True):
        """(row, penalties) of an infraction at a level, read from the text: the row (or the
        option's clause) applied; for a level row also PG~p5, the header of a branch table and,
        when no level was given, FR.3.1.3~h1~p1 (level 1)."""
        row, pens = self.guide.lookup(infraction, level, partial_repair, reissued)
        self.rule(row)
        if not (partial_repair or reissued):
            self.rule("PG~p5")
            branch = self.guide.branch_row(infraction)
            if branch:
                self.rule(branch)
            if not level_given:
                self.rule("FR.3.1.3~h1~p1")
        return row, pens

    def guideline(self, infraction, level, opts):
        if infraction == "other":
            return None, []
        if infraction in self.guide.not_reflected:
            raise CaseError("%s is not a penalty" % infraction)
        if infraction not in self.guide.by_name:
            raise CaseError("unknown infraction %r" % infraction)
        pr, rs = bool(opts.get("partial_repair")), bool(opts.get("reissued"))
        if pr and infraction not in PARTIAL_REPAIR:
            raise CaseError("partial_repair on %s" % infraction)
        if rs and infraction not in REISSUED:
            raise CaseError("reissued on %s" % infraction)
        if pr and level >= 3:
            raise Rejected(PARTIAL_REPAIR[infraction], "partial repair at level 3", "partial-repair")
        return self.read_guideline(infraction, level, pr, rs, self.level_given)

    def do_penalty_guide(self, step, entry):
        """The lookup of PG~p5 and the tables: an infraction's guideline at a level (the
        action's, else the event's), a not-reflected branch's result, an option's clause."""
        name = entry["infraction"]
        level = entry.get("level", self.level)
        ev = {"type": "penalty-guide", "infraction": name, "level": level}
        if name in self.guide.not_reflected:
            row = self.guide.not_reflected[name]
            self.rule(row)
            ev.update({"clause": row, "penalties": [],
                       "result": not_reflected_result(self.index.text(row))})
            return self.emit(step, ev)
        if name not in self.guide.by_name:
            raise CaseError("unknown infraction %r" % name)
        pr, rs = bool(entry.get("partial_repair")), bool(entry.get("reissued"))
        if pr and name not in PARTIAL_REPAIR or rs and name not in REISSUED:
            raise CaseError("option not allowed on %s" % name)
        if pr and level >= 3:
            raise Rejected(PARTIAL_REPAIR[name], "partial repair at level 3", "partial-repair")
        row, pens = self.read_guideline(name, level, pr, rs,
                                        "level" in entry or self.level_given)
        ev.update({"clause": row, "penalties": pens})
        self.emit(step, ev)

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
        b = self.choose_penalty(entry, g)
        self.check_penalty_args(f, entry, b)
        self.give(step, f, entry, b, g)

    def check_penalty_args(self, f, entry, b):
        """Rejections that must come before anything changes, once the penalty B is known
        (given, the guideline's only one, or chosen): BF-CAUTION-UPGRADE, BF-DQ-REVERSE."""
        if entry.get("caution_upgrade") and b == "caution" and f.cautions == 0:
            raise Rejected("PG.2~h1~p2", "no earlier caution", "no-earlier-caution")
        if entry.get("reverse_last") and b == "disqualification":
            r = self.current()
            t = r.table_of(f.name) if r else None
            if r is None or t is None:
                raise Rejected("PG.2~h4~p2", "no table in the latest round", "no-table")
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
            self.rule("PG.2~h1~p2")
        if b == "caution":
            f.cautions += 1
        if final == "warning":
            had = f.warnings
            f.warnings += 1
            self.rule("PG.2~h2~p1")
            if had >= 1:
                self.rule("PG.2~h2~p2")
                if entry.get("warning_upgrade", True):
                    final, by = "match-loss", "PG.2~h2~p2"
        f.penalties.append({"infraction": infraction, "penalty": final})
        self.rule(*PARAGRAPHS.get(infraction, ()))
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
        self.rule("PG.2~h3~p2")
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
        """PG.2~h4~p2; the fighter's earlier results stay in the opponents' records and its
        place may be forfeited (PG.2~h4~p3)."""
        self.rule("PG.2~h4~p2", "PG.2~h4~p3")
        f.disqualified = True
        f.dropped = True
        f.pending = 0
        f.absent = False          # excluded at once: no longer one who may report in
        f.absent_since = None
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
            self.rule("FR.3.2.4~p5")
            self.qualifiers = [n for n in self.qualifiers if n != f.name]
            self.emit(step, {"type": "qualifiers", "qualifiers": list(self.qualifiers)})
        self.member_gone(step, f)

    def team_penalty(self, step, entry):
        team = self.teams.get(entry["team"])
        if team is None:
            raise CaseError("unknown team %r" % entry["team"])
        _, g = self.guideline(entry["infraction"], self.level, entry)
        members = [self.by_name[n] for n in team["members"]]
        b = self.choose_penalty(entry, g)
        for m in members:
            self.check_penalty_args(m, entry, b)
        self.rule("FR.5.2.3~p1")
        self.team_gone = []          # the team retires once every member has the penalty
        for m in members:
            self.give(step, m, entry, b, g)
        gone, self.team_gone = self.team_gone, None
        if gone:
            self.member_gone(step, gone[0])

    def do_late(self, step, entry):
        """PG.3.9: one late fighter (`fighter`), or both of one table late alike (`fighters`):
        each gets the penalty; a major tardiness of both is a loss by default for each."""
        if ("fighter" in entry) == ("fighters" in entry):
            raise CaseError("late names fighter or fighters")
        if "fighters" in entry:
            fs = [self.fighter(n, "fighters") for n in entry["fighters"]]
        else:
            fs = [self.fighter(entry["fighter"])]
        r = self.current()
        if r is None or entry["round"] != r.number:
            raise CaseError("late for a round that is not the latest")
        t = r.table_of(fs[0].name)
        if len(fs) == 2 and (len({f.name for f in fs}) != 2 or r.table_of(fs[1].name) != t
                             or t is None):
            raise CaseError("fighters are not the two of one table")
        on_bye = fs[0].name in r.bye
        if not on_bye and (t is None or not self.is_open(r, t)):
            raise CaseError("%s is not posted at an open table or with the bye" % fs[0].name)
        s = entry["seconds"]
        if entry.get("early_start"):
            inf = None
            self.rule("PG.3.9.1~p1")         # not for a match started early
        elif s >= self.major_seconds:
            inf = "major-tardiness"
            self.rule("PG.3.9.2~p1", "FR.1.2.1~h4~p1")
        else:
            inf = "tardiness"
            self.rule("PG.3.9.1~p1", "FR.1.2.1~h4~p1")
        if on_bye and inf:
            self.rule("PG.3.9.1~p2")         # the fighter with the bye is seated too
        if inf == "tardiness":
            _, g = self.guideline("tardiness", self.level, {})
        for f in fs:
            self.emit(step, {"type": "late", "round": r.number, "fighter": f.name, "seconds": s,
                             "infraction": inf})
        if inf == "tardiness":
            b = self.choose_penalty(dict(entry, infraction="tardiness"), g)
            for f in fs:                     # once B is known, as for `penalty`
                self.check_penalty_args(f, entry, b)
            for f in fs:
                final = self.give_late(step, f, entry, b, g)
            return final
        if inf == "major-tardiness":
            for f in fs:
                f.penalties.append({"infraction": "major-tardiness", "penalty": "match-loss"})
            if on_bye:
                self.bye_to_loss(fs[0], r)
            elif len(fs) == 2:
                self.decide(step, r, t, [], [f.name for f in fs], [], True, "PG.3.9.2~p1")
            else:
                winner = t[0] if t[1] == fs[0].name else t[1]
                self.decide(step, r, t, [winner], [fs[0].name], [], True, "PG.3.9.2~p1")
            for f in fs:
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
            raise Rejected("PG.3.9.2~p1", "a pairing was posted since", "pairing-posted")
        self.rule("PG.3.9.2~p1")
        f.absent = False
        f.dropped = False
        self.emit(step, {"type": "reported-in", "fighter": f.name})
