"""Owns what the generators' test files share: the `--oracle PATH` argument, the clause index of a
document read from it (once per document), a `Context` to run families with, and the exit
status (non-zero when a test fails), and the check every game's families share: each generates
its cases twice to the same bytes.

    python3 generators/<pkg>/test_<something>.py --oracle build/oracle [unittest options]
"""

import importlib
import os
import sys
import tempfile
import unittest

from . import cases as casefile
from .clauses import ClauseIndex, dump_index
from .family import Context

GENERATORS = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
ROOT = os.path.dirname(GENERATORS)
CASES = os.path.join(ROOT, "cases")

ORACLE = None
_INDEXES = {}


def index(doc):
    """The clause index of doc, from `oracle clauses DOC --json` (the test is skipped without
    --oracle)."""
    if not ORACLE:
        raise unittest.SkipTest("needs --oracle")
    if doc not in _INDEXES:
        with tempfile.TemporaryDirectory() as tmp:
            path = os.path.join(tmp, "index.json")
            dump_index(ORACLE, doc, path)
            _INDEXES[doc] = ClauseIndex.load(path)
    return _INDEXES[doc]


def context(doc, cases_root=CASES):
    """A Context for running a family of doc, as gen_cases.py gives it."""
    return Context(doc, index(doc), cases_root)


def assert_families_deterministic(test, package):
    """Every family of a game's package (its DOC and FAMILIES) generates some cases, twice to
    the same bytes (with --oracle each case is also replayed, judged and its clauses checked)."""
    ctx = context(package.DOC)
    for family in package.FAMILIES:
        mod = importlib.import_module(package.__name__ + ".families." + family)
        first = [casefile.render(c) for c in mod.generate(ctx)]
        second = [casefile.render(c) for c in mod.generate(ctx)]
        test.assertEqual(first, second, family)
        test.assertTrue(first, family)


def main(argv=None, require_oracle=True):
    """Runs the unittest cases of __main__; returns 0 when every one passed, 1 otherwise, 2 for
    a missing --oracle."""
    global ORACLE
    argv = list(sys.argv if argv is None else argv)
    args = argv[1:]
    if "--oracle" in args:
        i = args.index("--oracle")
        if i + 1 >= len(args):
            sys.stderr.write("usage: %s --oracle PATH\n" % argv[0])
            return 2
        ORACLE = args[i + 1]
        del args[i:i + 2]
    if require_oracle and not ORACLE:
        sys.stderr.write("usage: %s --oracle PATH\n" % argv[0])
        return 2
    prog = unittest.main(argv=[argv[0]] + args, exit=False, verbosity=1)
    return 0 if prog.result.wasSuccessful() else 1
