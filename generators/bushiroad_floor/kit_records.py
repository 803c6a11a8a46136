"""Owns case assembly for the families of challenges, teams and advice, result reporting and
misseating: as kit_ext.ExtFamily, each case replayed and judged, but by model_records (the
extension's model with challenges, reporting and misseating) before it is kept.
"""

from common import cases as casefile

from . import DOC
from .kit_ext import ExtFamily, strip  # noqa: F401  (strip is part of this kit)
from .model_ext import judge
from .model_records import Builder, replay

# clauses whose application model_ext tracks (a declared one must have been applied)
TRACKED = {"PG.2~h1~p2", "PG.2~h2~p1", "PG.2~h2~p2", "PG.2~h3~p2", "PG.2~h4~p2",
           "FR.5.2.3~p1", "FR.3.2.4~p5"}


class RecordsFamily(ExtFamily):
    def builder(self, setup, key, rounds_tables=False):
        return Builder(setup, self.rng(key), self.index,
                       self.rounds_tables if rounds_tables else None)

    def add(self, name, title, description, clauses, tags, setup, script, expect):
        if len(set(clauses)) != len(clauses):
            raise AssertionError("%s declares a clause twice" % name)
        case = casefile.make(DOC, self.family, name, title, description,
                             self.index.pins(clauses), tags, self.origin, setup, script, expect)
        t = replay(case, self.index, self.rounds_tables)
        diff = judge(case, t)
        if diff:
            raise AssertionError("%s: the model disagrees with the case: %s" % (case["id"], diff))
        missing = [c for c in clauses if c in TRACKED and c not in t.applied]
        if missing:
            raise AssertionError("%s declares %s, which its run never applies"
                                 % (case["id"], missing))
        self.cases.append(case)
        return case

    def cite(self, *fragments):
        """「…」 quotes, each (clause, fragment) checked against the clause text."""
        return "; ".join(self.quote(c, f) for c, f in fragments)
