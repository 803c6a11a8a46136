"""Owns the pairing of rounds (a part of the tournament): explicit pairings and their
rejections (FR.3.2.1~p1, FR.3.2.2.1~p1, FR.3.2.3~p1, FR.4.5~p1), the byes (BF-BYE, BF-DE-ODD),
automatic pairing from a scripted seating (BF-PAIR: points order, the first rematch-free pairing
of first_pairing.py; single elimination's bracket, BF-SE-WALKOVER), pending match losses taken
at the pairing (PG.2~h3~p2, BF-ML-DEFAULT, BF-ML-BYE), `query legal` (every legal pairing) and
the recommended number of rounds (FR.3.2.1.1, rounds_tables.py).
"""

from common.script import CaseError

from .event import DE, ELIMINATED_RULE, PAIRING_RULES, REMATCH_RULE, SE, SWISS, Record, Round
from .first_pairing import first_pairing


class Pairing:
    def check_next_round(self, rnd):
        cur = self.current()
        if self.finished:
            raise CaseError("the tournament is finished")
        if rnd != (cur.number + 1 if cur else 1):
            raise CaseError("round %s is not the next round" % rnd)
        if cur and not cur.complete():
            raise CaseError("round %d is not complete" % cur.number)

    def do_pair(self, step, entry):
        rnd = entry["round"]
        self.check_next_round(rnd)
        self.absent_retire(step)
        if "tables" in entry:
            self.pair_explicit(step, rnd, entry["tables"], entry.get("bye", []))
        else:
            tables, bye = self.pair_auto(rnd)
            self.post(step, rnd, tables, bye)

    def pair_explicit(self, step, rnd, tables, bye):
        names = [n for t in tables for n in t] + list(bye)
        if any(len(t) != 2 for t in tables):
            raise CaseError("a table is not two fighters")
        if any(n not in self.by_name for n in names) or len(set(names)) != len(names):
            raise CaseError("unknown or repeated fighter in the pairing")
        playing = {f.name for f in self.playing()}
        if not playing <= set(names):
            raise CaseError("a fighter still playing is missing from the pairing")
        for n in names:
            f = self.by_name[n]
            if f.dropped:
                return self.reject(step, "FR.4.5~p1", "%s has dropped" % n, "dropped-fighter")
            if f.eliminated:
                return self.reject(step, ELIMINATED_RULE[self.fmt], "%s is eliminated" % n,
                                   "eliminated-fighter")
        if not self.byes_allowed(rnd, names, bye):
            return self.reject(step, "FR.3.2.1~p1", "byes", "byes")
        for a, b in tables:
            if b in self.by_name[a].met() and self.fmt in REMATCH_RULE and \
                    self.avoidable(self.group_of(rnd, names, a)):
                return self.reject(step, REMATCH_RULE[self.fmt], "%s and %s already met" % (a, b),
                                   "rematch")
        if self.fmt == DE and rnd >= 2:
            for a, b in tables:
                if self.by_name[a].losses != self.by_name[b].losses:
                    return self.reject(step, "FR.3.2.2.1~p1", "%s and %s differ" % (a, b),
                                       "loss-groups")
        self.post(step, rnd, tables, bye)

    def groups(self, rnd, names):
        """The fighters paired among themselves: everyone, or in double elimination from round 2
        the undefeated and the one-loss fighters apart (FR.3.2.2.1~p1)."""
        if self.fmt == DE and rnd >= 2:
            return [[n for n in names if self.by_name[n].losses == k] for k in (0, 1)]
        return [list(names)]

    def group_of(self, rnd, names, name):
        return next(g for g in self.groups(rnd, names) if name in g)

    def avoidable(self, group):
        """Can the group be paired with no rematch (an odd one giving one fighter the bye)? When
        it cannot (a field too small for its rounds), a rematch, or byes instead of one, is
        what the text allows (BF-NO-REMATCH)."""
        met = {n: self.by_name[n].met() for n in group}
        if len(group) % 2 == 0:
            return first_pairing(list(group), met) is not None
        return any(first_pairing([n for n in group if n != b], met) is not None for b in group)

    def bye_choices(self, rnd, names):
        """BF-BYE, BF-DE-ODD: one bye for each group of odd size, none otherwise; in a group that
        cannot avoid a rematch, any byes of the group's parity (BF-NO-REMATCH)."""
        choices = [[]]
        for g in self.groups(rnd, names):
            if not self.avoidable(g):
                options = [[n for i, n in enumerate(g) if mask >> i & 1]
                           for mask in range(1 << len(g)) if bin(mask).count("1") % 2 == len(g) % 2]
            else:
                options = [[]] if len(g) % 2 == 0 else [[n] for n in g]
            choices = [c + o for c in choices for o in options]
        return [sorted(c, key=lambda n: self.by_name[n].order) for c in choices]

    def byes_allowed(self, rnd, names, bye):
        need = [len(g) % 2 for g in self.groups(rnd, names)]
        per_group = [sum(1 for n in bye if n in g) for g in self.groups(rnd, names)]
        if per_group == need:
            return True
        return all(k % 2 == n and (k == n or not self.avoidable(g))
                   for k, n, g in zip(per_group, need, self.groups(rnd, names)))

    def post(self, step, rnd, tables, bye):
        self.rule(*PAIRING_RULES[self.fmt])
        r = Round(rnd, tables, bye)
        self.history.append(r)
        self.pairs_posted += 1
        # each team's next match begins: advice is restricted again until its result
        # (FR.5.2.2.1~p1), no member's match is over, rights lost in the last one are back
        # (FR.5.2.2.2~p2: until that match's result)
        for team in self.teams.values():
            team["finished"] = False
        for f in self.fighters:
            f.member_finished = f.lost_advice = False
        for n in bye:
            f = self.by_name[n]
            if f.pending:
                f.pending -= 1
                f.records.append(Record(rnd, None, "L", default=True))
                self.scored()
                if self.fmt in (DE, SE):
                    f.eliminated = (self.fmt == DE and f.losses >= 2) or self.fmt == SE
                self.rule("PG.2~h3~p2")
            else:
                f.records.append(Record(rnd, None, "W", default=True))
                self.scored()
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
            self.rule("PG.2~h3~p2")
        if r.complete() and not r.tables:
            self.round_complete(step)

    def first_pairing(self, order):
        """The first rematch-free pairing in backtracking order, or None (first_pairing.py:
        the same pairing a backtracking search gives, in polynomial time)."""
        return first_pairing(order, {n: self.by_name[n].met() for n in order})

    def pair_group(self, seating):
        """Swiss round ≥ 2 (and each double-elimination group): points order, bye, tables."""
        order = sorted(seating, key=lambda n: -self.by_name[n].points)   # stable
        bye = []
        if len(order) % 2:
            without = [n for n in order if self.by_name[n].byes == 0]
            bye = [without[-1] if without else order[-1]]
            order = [n for n in order if n != bye[0]]
        tables = self.first_pairing(order)
        if tables is None:
            tables = [[order[i], order[i + 1]] for i in range(0, len(order), 2)]
        return tables, bye

    def pair_auto(self, rnd):
        options = [f.name for f in self.playing()]
        self.rule(*PAIRING_RULES[self.fmt])   # the seating is asked by the format's pairing
        seating = list(self.ask("seating", options))
        if sorted(seating) != sorted(options):
            raise CaseError("seating is not a permutation of the fighters playing")
        if rnd == 1:
            tables = [[seating[i], seating[i + 1]] for i in range(0, len(seating) - 1, 2)]
            return tables, ([seating[-1]] if len(seating) % 2 else [])
        if self.fmt == SWISS:
            return self.pair_group(seating)
        if self.fmt == DE:
            tables, bye = [], []
            for losses in (0, 1):
                t, b = self.pair_group([n for n in seating if self.by_name[n].losses == losses])
                tables += t
                bye += b
            return tables, bye
        return self.pair_bracket()

    def pair_bracket(self):
        """BF-SE-WALKOVER: survivors by previous table (then previous byes), paired 1–2, 3–4."""
        prev = self.current()
        alive = {f.name for f in self.playing()}
        slots = []
        for t in prev.tables:
            s = [n for n in t if n in alive]
            slots.append(s[0] if s else None)
        slots += [n for n in prev.bye if n in alive]
        tables, bye = [], []
        for i in range(0, len(slots), 2):
            pair = [n for n in slots[i:i + 2] if n is not None]
            if len(pair) == 2:
                tables.append(pair)
            elif len(pair) == 1:
                bye.append(pair[0])
        return tables, bye

    def matchings(self, names, allowed):
        """Every perfect matching of names (setup order) whose tables pass allowed(a, b)."""
        if not names:
            yield []
            return
        a = names[0]
        for b in names[1:]:
            if allowed(a, b):
                rest = [n for n in names[1:] if n != b]
                for m in self.matchings(rest, allowed):
                    yield [[a, b]] + m

    def legal_pairings(self, rnd):
        self.check_next_round(rnd)
        names = [f.name for f in self.playing()]
        if len(names) > 10:
            raise CaseError("legal pairings are listed for at most 10 fighters")
        self.rule(*PAIRING_RULES[self.fmt])

        unavoidable = [set(g) for g in self.groups(rnd, names) if not self.avoidable(g)]

        def allowed(a, b):
            fa, fb = self.by_name[a], self.by_name[b]
            if self.fmt in REMATCH_RULE and b in fa.met() and not any(a in g for g in unavoidable):
                return False
            if self.fmt == DE and rnd >= 2 and fa.losses != fb.losses:
                return False
            return True

        out = []
        for bye in self.bye_choices(rnd, names):
            rest = [n for n in names if n not in bye]
            for m in self.matchings(rest, allowed):
                out.append({"tables": m, "bye": bye})
        out.sort(key=lambda a: ([self.by_name[t[0]].order for t in a["tables"]],
                                [self.by_name[n].order for n in a["bye"]]))
        return out

    def do_recommend_rounds(self, step, entry):
        if self.rounds_tables is None:
            raise CaseError("no rounds tables given to the model")
        rec, clause = self.rounds_tables.lookup(entry["fighters"], entry["top_cut"])
        self.rule("FR.3.2.1.1~p1", clause)
        self.emit(step, {"type": "recommended-rounds", "fighters": entry["fighters"],
                         "top_cut": entry["top_cut"], "recommendation": rec})
