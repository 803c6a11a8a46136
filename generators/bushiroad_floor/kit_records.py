"""Owns case assembly for the families of challenges, teams and advice, result reporting and
misseating: as kit_ext.ExtFamily, each case replayed and judged, but by model_records (the
extension's model with challenges, reporting and misseating) before it is kept.
"""

from .kit_ext import ExtFamily, strip  # noqa: F401  (strip is part of this kit)
from .model_records import Builder, replay


class RecordsFamily(ExtFamily):
    model_builder = Builder
    model_replay = staticmethod(replay)

    def add(self, name, title, description, clauses, tags, setup, script, expect):
        if len(set(clauses)) != len(clauses):
            raise AssertionError("%s declares a clause twice" % name)
        return ExtFamily.add(self, name, title, description, clauses, tags, setup, script, expect)

    def cite(self, *fragments):
        """「…」 quotes, each (clause, fragment) checked against the clause text."""
        return "; ".join(self.quote(c, f) for c, f in fragments)
