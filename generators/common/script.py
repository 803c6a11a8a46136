"""Owns the reading of a case's script by a document's model, as docs/cases.md defines it: at a
free timing the next entry must be a `do` or a `query`; at a choice a `choose` of the same
`for` (and of the same `by`, when the entry names one); at a random outcome a `random` of the
same `for`.  The script exhausted at a free timing ends the run; exhausted at a choice or random,
the run stops there unanswered (`Pending`, which a case may expect: docs/cases.md); an entry of
the wrong kind or an entry left unused makes the case invalid here (an engine would report it
`error`), as `CaseError`, the one exception every model raises for a case that cannot be
played (`Pending` is one, for a model that does not report the stop).  A `random` entry marked
`"optional": true` that the model does not ask for is passed over (it counts as read), as an
implementation passes over it.
"""


class CaseError(Exception):
    """The case cannot be played: a malformed setup, action or script (an engine's `error`).
    `path`, when given, is the JSON path of the faulty member of the case ("$.setup.cards.A",
    "$.script[3].card"), as an implementation reports it (docs/protocol.md, "errors")."""

    def __init__(self, message, path=None):
        super().__init__(message)
        self.path = path


def optional(entry):
    """A random entry the case marks optional (docs/cases.md)."""
    return isinstance(entry, dict) and "random" in entry and entry.get("optional") is True


class Pending(CaseError):
    """The script has run out where the game asks a question: the run stops there, unanswered
    (docs/cases.md, `pending`). `pending` is the observation's member: the step (the script's
    length), the kind of entry that would answer it, what it is for and the options offered
    (None when the model does not list them). A replay that reports the stop catches it; one
    that does not lets it go as the CaseError it is."""

    def __init__(self, step, key, kind, options=None):
        super().__init__("step %d: the %s %r is not answered (pending)" % (step, key, kind))
        self.pending = {"step": step, "kind": key, "for": kind, "options": options}


class ScriptEnd(Exception):
    """The script is exhausted at a free timing: the run ends and the state is observed."""


class Cursor:
    """The position of a model in its case's script (a mixin: `init_cursor` first).  `step` is
    the index of the entry read last, the step events and rejections are reported at."""

    def init_cursor(self, script):
        if not isinstance(script, list):
            raise CaseError("script is not a list")
        self.script = script
        self.pos = 0

    def skip_optional(self, answers=lambda e: False):
        """Passes over the optional entries that do not answer the question at hand."""
        while self.pos < len(self.script) and optional(self.script[self.pos]) \
                and not answers(self.script[self.pos]):
            self.pos += 1

    def next_action(self):
        """The next entry at a free timing (a `do` or a `query`), or ScriptEnd."""
        self.skip_optional()
        if self.pos >= len(self.script):
            raise ScriptEnd()
        entry = self.script[self.pos]
        if "do" not in entry and "query" not in entry:
            raise CaseError("step %d: a %s entry where a free timing reads an action"
                            % (self.pos, "choose" if "choose" in entry else "random"))
        self.step = self.pos
        self.pos += 1
        return entry

    def _entry(self, key, kind, options=None):
        self.skip_optional(lambda e: key in e and e.get("for") == kind)
        if self.pos >= len(self.script):
            raise Pending(self.pos, key, kind, options)
        entry = self.script[self.pos]
        if key not in entry or entry.get("for") != kind:
            raise CaseError("step %d: %s %r expected, got %s" % (self.pos, key, kind, entry))
        self.step = self.pos
        self.pos += 1
        return entry

    def choose(self, kind, player, valid, options=None):
        """A choice of `player`; valid(value) says whether the answer is one of the options
        (`options`, when the model lists them, are reported if the script leaves it pending)."""
        entry = self._entry("choose", kind, options)
        if "by" in entry and entry["by"] != player:
            raise CaseError("step %d: the %s choice is %s's, not %s's"
                            % (self.step, kind, player, entry["by"]))
        if not valid(entry["choose"]):
            raise CaseError("step %d: %r is not an answer to the %s choice"
                            % (self.step, entry["choose"], kind), "$.script[%d]" % self.step)
        return entry["choose"]

    def random(self, kind, valid, options=None):
        """A random outcome; valid(value) says whether it is one the model can draw (`options`
        as for choose)."""
        entry = self._entry("random", kind, options)
        if not valid(entry["random"]):
            raise CaseError("step %d: %r is not a %s outcome" % (self.step, entry["random"], kind),
                            "$.script[%d]" % self.step)
        return entry["random"]

    def finish(self):
        """After the run: an entry the run never read makes the case invalid."""
        self.skip_optional()
        if self.pos < len(self.script):
            raise CaseError("step %d: unused entry %s" % (self.pos, self.script[self.pos]))


def permutation_of(options):
    """valid(value) for an order of `options`: a list holding each of them once (as many times
    as `options` does), compared by their JSON-like repr so that any values can be ordered."""
    return lambda v: isinstance(v, list) and sorted(map(repr, v)) == sorted(map(repr, options))
