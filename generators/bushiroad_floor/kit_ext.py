"""Owns what the extension's families share: case assembly replayed through the extension's
model (model_ext), the penalty guideline read from the text, quotes checked against the clause
text, and the small plays every family starts from (a round posted, tables open).
"""

from common import cases as casefile

from . import DOC
from .kit import Family
from .model_ext import Builder, judge, replay


def strip(event):
    """An observed event as an expectation: without the model's script step (`_step`, `step`)."""
    return {k: v for k, v in event.items() if k not in ("_step", "step")}


class ExtFamily(Family):
    """A family whose cases use the extension's vocabulary: each case is replayed by
    model_ext and judged before it is kept; the clauses it declares must be among those the
    model applied where the model tracks them (penalty effects)."""

    # clauses whose application the model tracks (a declared one must have been applied)
    TRACKED = frozenset({"PG.2~h1~p2", "PG.2~h2~p1", "PG.2~h2~p2", "PG.2~h3~p2", "PG.2~h4~p2",
                         "FR.5.2.3~p1", "FR.3.2.4~p5"})
    # the model that builds and replays the cases (kit_records plays a richer one)
    model_builder = Builder
    model_replay = staticmethod(replay)

    def builder(self, setup, key, rounds_tables=False):
        return self.model_builder(setup, self.rng(key), self.index,
                                  self.rounds_tables if rounds_tables else None)

    def add(self, name, title, description, clauses, tags, setup, script, expect):
        case = casefile.make(DOC, self.family, name, title, description,
                             self.index.pins(clauses), tags, self.origin, setup, script, expect)
        t = self.model_replay(case, self.index, self.rounds_tables)
        diff = judge(case, t)
        if diff:
            raise AssertionError("%s: the model disagrees with the case: %s" % (case["id"], diff))
        missing = [c for c in clauses if c in self.TRACKED and c not in t.applied]
        if missing:
            raise AssertionError("%s declares %s, which its run never applies"
                                 % (case["id"], missing))
        self.cases.append(case)
        return case

    def text(self, clause_id):
        return self.index.text(clause_id)


def four(fam, key, setup_extra=None, fmt="swiss", rounds=3):
    """A builder of four fighters A–D, round 1 posted as A–B, C–D (both open)."""
    setup = {"format": fmt, "fighters": ["A", "B", "C", "D"]}
    if fmt == "swiss":
        setup["rounds"] = rounds
    setup.update(setup_extra or {})
    b = fam.builder(setup, key)
    b.do("pair", round=1, tables=[["A", "B"], ["C", "D"]], bye=[])
    return b, setup
