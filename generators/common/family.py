"""Owns `Family`, the base of every document's families of generated cases, and `Context`, what
gen_cases.py gives each family.

A family collects the cases of one module `generators/<pkg>/families/<family>.py`.  Each case is
assembled here (clause pins from the index, tags, the module as its origin, the layout of
common/cases.py) and checked before it is kept:

- every 「quote」 in its description is checked against the clause's normalised text (`quote`,
  `cite`, `heading`), every `reading:` tag against cases/<doc>/readings.json (`reading`, `add`);
- the document's model replays it (`replay`, the one method a document's Family must give) and
  common/judge.py judges the run by the rules of docs/cases.md: a script the model cannot play
  or an expectation it does not meet stops the generation;
- every clause the case declares must be among those the run applied (the run's `trace`), except
  the clauses the oracle's judge checks as invariants on every run of the document
  (`JUDGE_CHECKED`), just as the oracle reports an engine's run that never applies a clause its
  case declares (`unapplied`);
- a case that expects its input refused (`invalid`) must be refused by the model, with a problem
  at each place it names.

Each check of a kept case names the clauses it concerns (common/attribution.py, from the same
run), after the document's `neutral` has written what an implementation may present in its own
order (tables, tie groups) as such.

The checks run in the ids of the version the family was written for; the case kept is then
put in the ids of the current version (`ClauseIndex.map_case`, common/versions.py) and records
that version.

A document's families write `class MyFamily(common.Family)` with `replay` (and, where the
oracle's judge checks invariants of the document, `JUDGE_CHECKED`); every random choice comes
from `rng(key)`, seeded by the document, the family and the key.
"""

import random
import sys

from . import cases as casefile
from .attribution import attribute, every_event, no_relation
from .judge import judge, judge_invalid
from .readings import known_readings, unknown_reading_tags
from .script import CaseError


class Context:
    """What a family needs: the document, its clause index (a `versions.MappedIndex` when the
    family was written for an older version of the text), the cases root (for
    cases/<doc>/readings.json) and the label of the document's current version, which its cases
    record."""

    def __init__(self, doc, index, cases_root, version=None):
        self.doc, self.index, self.cases_root, self.version = doc, index, cases_root, version


class QuoteError(ValueError):
    """A quote that is not in its clause's text (the text a family reads)."""


def strip(event):
    """An observed event as an expectation: without the script step that caused it."""
    return {k: v for k, v in event.items() if k != "step"}


def origin_of(module_name):
    """The origin of a family's cases: its module's file, `generators/<pkg>/…/<family>.py`."""
    return "generators/%s.py" % module_name.replace(".", "/")


class Family:
    """Collects the cases of one family; each is replayed, judged and its declared clauses
    checked against the run's trace before it is kept."""

    # the clauses the oracle's judge checks on every run of the document (its invariants): a
    # case declaring one is judged on it whatever its script, so the run need not apply it
    JUDGE_CHECKED = frozenset()

    def __init__(self, ctx, module_name):
        self.ctx = ctx
        self.doc = ctx.doc
        self.name = module_name.rsplit(".", 1)[-1]
        self.family = self.name.replace("_", "-")
        self.origin = origin_of(module_name)
        self.index = ctx.index
        self.readings = known_readings(ctx.cases_root, ctx.doc)
        self.cases = []

    # what a document's Family gives ------------------------------------------------------------
    def replay(self, case):
        """The model's run of a case: an object with state(), events, rejections, legal (as
        common/judge.py reads them) and trace (the ids of the clauses the run applied)."""
        raise NotImplementedError("%s: a document's Family replays its cases with its model"
                                  % type(self).__name__)

    def neutral(self, case, run):
        """Writes, in place, what the case's expectation states in an order the text does not
        give (a document's tables, its tie groups) as unordered, and makes the random outcomes
        that only pick such an order optional; True when it changed something. Nothing by
        default."""
        return False

    def state_events(self, path, value, events):
        """The indices of the run's events that concern the state item at `path` (a tuple of
        keys, common/attribution.py) whose expected value is `value`; every event by default."""
        return every_event(path, value, events)

    def related_events(self, run, k):
        """The indices of earlier events of the run whose causes are event k's too (the rule
        process or the skill it is part of, common/attribution.py); none by default."""
        return no_relation(run, k)

    def held_back(self, name):
        """The open question of a case held back from cases/ (replayed and judged all the same,
        printed, not written), or None."""
        return None

    # randomness and text -------------------------------------------------------------------------
    def rng(self, key):
        return random.Random("%s/%s/%s" % (self.doc, self.name, key))

    def text(self, clause_id):
        return self.index.text(clause_id)

    def quote(self, clause_id, fragment=None):
        """「fragment」 (default: the whole text) of clause_id, checked against its text."""
        text = self.index.text(clause_id)
        fragment = text if fragment is None else fragment
        if fragment not in text:
            raise QuoteError("%s does not contain 「%s」 (its text: 「%s」)" % (clause_id, fragment, text))
        return "%s 「%s」" % (clause_id, fragment)

    def cite(self, *quotes):
        """Several quotes joined by "; ": each a clause id (its whole text) or a pair (clause id,
        fragment), checked as `quote` checks them."""
        return "; ".join(self.quote(q) if isinstance(q, str) else self.quote(*q) for q in quotes)

    def heading(self, clause_id):
        """A clause that is only a heading (its text is its title), quoted by its title."""
        title = self.index.entry(clause_id)["title"]
        return "%s %s" % (clause_id, title) if title.startswith("「") else \
            "%s 「%s」" % (clause_id, title)

    def reading(self, key):
        """The tag of a reading of cases/<doc>/readings.json; an id the file (when the document
        has one) does not list stops the generation."""
        if self.readings is not None and key not in self.readings:
            raise ValueError("reading %s is not in readings.json" % key)
        return "reading:" + key

    # the cases ------------------------------------------------------------------------------------
    def add(self, name, title, description, clauses, tags, setup, script, expect):
        """Assembles, checks and keeps one case (id <doc>/gen/<family>/<name>); returns it."""
        question = self.held_back(name)
        if question is not None:
            print("held back: %s/gen/%s/%s: %s" % (self.doc, self.family, name, question),
                  file=sys.stderr)
        if len(set(clauses)) != len(clauses):
            raise AssertionError("%s declares a clause twice" % name)
        tags = [t for t in tags if t]
        unknown = unknown_reading_tags(tags, self.readings)
        if unknown:
            raise ValueError("%s: %s name no reading of cases/%s/readings.json"
                             % (name, unknown, self.doc))
        case = casefile.make(self.doc, self.family, name, title, description,
                             self.index.pins(clauses), tags, self.origin, setup, script, expect,
                             self.ctx.version)
        run = self.check(case, clauses)
        if run is not None and self.neutral(case, run):
            run = self.check(case, clauses)
        if run is not None:
            attribute(case, run, clauses, self)
        case = self.index.map_case(case)
        if question is None:
            self.cases.append(case)
        return case

    def check(self, case, clauses, applied=True):
        """Replays the case, judges the run and checks that it applied every declared clause
        (but those the oracle's judge checks; `applied` False: not asked); raises
        AssertionError otherwise. A case that expects its input refused must be refused (its
        run is then None)."""
        if "invalid" in case["expect"]:
            try:
                self.replay(case)
                error = None
            except CaseError as e:
                error = e
            diff = judge_invalid(case, error)
            if diff:
                raise AssertionError("%s: the model disagrees with the case: %s" % (case["id"], diff))
            return None
        run = self.replay(case)
        diff = judge(case, run)
        if diff:
            raise AssertionError("%s: the model disagrees with the case: %s" % (case["id"], diff))
        missing = unapplied(clauses, run.trace, self.JUDGE_CHECKED) if applied else []
        if missing:
            raise AssertionError("%s declares %s, which its run never applies"
                                 % (case["id"], missing))
        return run


def unapplied(clauses, trace, judge_checked=frozenset()):
    """The declared clauses a run's trace does not have, but those the judge checks."""
    return [c for c in clauses if c not in trace and c not in judge_checked]
