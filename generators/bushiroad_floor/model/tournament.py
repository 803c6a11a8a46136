"""Owns the generators' model of a bushiroad-floor tournament as one class, `Tournament`, made of
its parts (one module each), and the two ways a script is played on it: `Builder` builds a
script by playing it (a family's actions, each random outcome drawn or preset, each choice
queued), `replay` plays a finished case, reading its randoms and choices from the script
(common/script.py).  The run it returns has the observation (events, rejections, legal sets,
state) and the trace of the clauses it applied.

Written from the rule text and docs/engines/bushiroad-floor.md only.
"""

from common.script import CaseError, Cursor, Pending, ScriptEnd

from .challenges import Challenges
from .event import Event
from .lookups import Lookups
from .matches import MatchPlay
from .misseating import Misseating
from .pairing import Pairing
from .penalties import Penalties
from .procedures import Procedures
from .reporting import Reporting
from .results import Results
from .standings import Standings
from .teams import Teams
from .top_cut import TopCut


class Tournament(Challenges, Reporting, Misseating, Teams, Penalties, Procedures, MatchPlay,
                 Lookups, TopCut, Standings, Results, Pairing, Event):
    """The whole event: pairing, results, standings, the top cut, matches and time, penalties
    and the judge's procedures, teams, reporting, misseating, challenges and the lookups
    (event.py for its arguments)."""

    def __init__(self, setup, ask, choose, index, rounds_tables=None):
        Event.__init__(self, setup, ask, choose, index, rounds_tables)
        self.init_matches()


class Builder:
    """Builds a script by playing it.  Randoms come from `preset` answers (kind, value) first,
    else a shuffle of the options; choices must be queued with `answer`."""

    def __init__(self, setup, rng, index, rounds_tables=None):
        self.setup = setup
        self.rng = rng
        self.script = []
        self.preset = []
        self.answers = []
        self.t = Tournament(setup, self._ask, self._choose, index, rounds_tables)

    def _ask(self, kind, options, check):
        if self.preset and self.preset[0][0] == kind:
            value = self.preset.pop(0)[1]
        elif options is not None:
            value = list(options)
            self.rng.shuffle(value)
        else:
            raise CaseError("random %s needs a preset answer" % kind)
        if not check(value):
            raise CaseError("preset random %s %r breaks its condition" % (kind, value))
        self.script.append({"random": value, "for": kind})
        return value

    def _choose(self, kind, by, options, check):
        if not self.answers or self.answers[0][0] != kind:
            raise CaseError("choice %s asked and not queued" % kind)
        value = self.answers.pop(0)[1]
        if not check(value):
            raise CaseError("queued choice %s %r breaks its condition" % (kind, value))
        self.script.append({"choose": value, "for": kind, "by": by})
        return value

    def answer(self, kind, value):
        self.answers.append((kind, value))
        return self

    def random(self, kind, value):
        self.preset.append((kind, value))
        return self

    def add(self, entry):
        step = len(self.script)
        self.script.append(entry)
        self.t.apply(step, entry)
        if self.answers:
            raise CaseError("queued choices left unused: %s" % self.answers)
        return step

    def do(self, name, **args):
        entry = {"do": name}
        entry.update(args)
        return self.add(entry)

    def query_legal(self, rnd):
        return self.add({"query": "legal", "round": rnd})

    def events(self, kind):
        return [e for e in self.t.events if e["type"] == kind]


def replay(case, index, rounds_tables=None):
    """Plays a case's script; returns the Tournament, its `stop` the question the run stopped
    at when the script ran out there (None otherwise).  Raises CaseError when the script leaves
    an entry unused or is otherwise malformed."""
    cursor = Cursor()
    cursor.init_cursor(case["script"])

    def listed(options):   # a copy; a multiset of cards (a deck check's) stays one
        if options is None:
            return None
        return dict(options) if isinstance(options, dict) else list(options)

    def ask(kind, options, check):
        value = cursor.random(kind, check, listed(options))
        t.asked.append((t.cur_step, kind, list(options or []), cursor.step))
        return value

    def choose(kind, by, options, check):
        return cursor.choose(kind, by, check, listed(options))

    t = Tournament(case["setup"], ask, choose, index, rounds_tables)
    t.asked = []   # (the action's step, kind, options, the random entry's step) of each random
    t.stop = None
    while True:
        try:
            entry = cursor.next_action()
        except ScriptEnd:
            return t
        try:
            t.apply(cursor.step, entry)
        except Pending as stop:    # the script ran out at a question: the run stops there
            t.stop = stop.pending
            return t
        except CaseError as e:     # a malformed action: its place is the script entry
            e.path = e.path or "$.script[%d]" % cursor.step
            raise
