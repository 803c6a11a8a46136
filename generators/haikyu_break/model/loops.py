"""Owns infinite loops in the model (10-1): a check process back at a state it was in — every
zone's cards (10-1-1-2 「すべての領域のカードが同一である状況」), the waiting items, the delayed
effects — has entered a loop. The players who made a choice since can stop it: nobody — the
master of the skill that started it loses (10-1-1-1); one — it declares the further repetitions
(10-1-1-2); both — the turn player, then the other, the smaller number running (10-1-1-3). The
repetitions replay the answers of the pass seen; then the script must stop it (the same loop
again this turn is refused, a case error)."""

from common.script import CaseError

from .table import COURT, PLAYERS, ZONES, other


class Loops:
    def init_loops(self):
        self.answers = []            # every answer: (entry, kind, by, value)
        self.replay_queue = []
        self.passes = []
        self.declared_loops = set()

    def answer_again(self, entry, kind):
        if not self.replay_queue:
            return None
        e = self.replay_queue.pop(0)
        if e[0] != entry or e[1] != kind:
            raise CaseError("the repeated loop asks a %s %r where its first pass asked another"
                            % (entry, kind))
        return e[3]

    def fingerprint(self):
        zones = []
        for p in PLAYERS:
            for z in ZONES:
                zones.append(tuple((c, self.role.get(c), c in self.face_up,
                                    tuple(self.under.get(c, [])) if z in COURT else ())
                                   for c in self.zones[p][z]))
        items = sorted((w["card"], w["ability"], w["cls"], w["master"]) for w in self.pending)
        delayed = tuple((d["waited"], d["gone"]) for d in self.delayed)
        return (tuple(zones), tuple(items), delayed)

    def loop_pass(self, master):
        if self.replay_queue:
            return
        fp = self.fingerprint()
        for i, (f, log, m) in enumerate(self.passes):
            if f == fp:
                return self.settle(i, fp)
        if len(self.passes) >= 2000:
            raise CaseError("a check process that never ends")
        self.passes.append((fp, len(self.answers), master))
        return None

    def settle(self, i, fp):
        f, log, master = self.passes[i]
        who = {a[2] for a in self.answers[log:] if a[0] == "choose" and a[2] is not None}
        self.rule("10-1-1")
        if not who:
            self.rule("10-1-1-1")
            self.game_over({master}, "loop")
        if fp in self.declared_loops:
            raise CaseError("10-1-1-2: this loop was declared already this turn")
        valid = lambda v: isinstance(v, int) and not isinstance(v, bool) and v >= 0
        gen = lambda rng: rng.randint(0, 2)
        if len(who) == 2:
            self.rule("10-1-1-3")
            a = self.choose("loop", self.tp, valid, gen)
            b = self.choose("loop", other(self.tp), valid, gen)
            times = min(a, b)
        else:
            self.rule("10-1-1-2")
            (p,) = who
            times = self.choose("loop", p, valid, gen)
        self.declared_loops.add(fp)
        cycle = self.answers[log:len(self.answers) - (2 if len(who) == 2 else 1)]
        self.replay_queue = cycle * times
        self.passes = []
