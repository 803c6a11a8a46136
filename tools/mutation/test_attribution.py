"""test_attribution.py — the attribution rule (attribution.py) on small C snippets: a condition
concerns the marks of what it controls; a block's unconditional marks govern its code, an if
without else's do not, an if/else's do when both branches have marks; a switch case has its own;
a function without marks serves its callers' (and a table its readers'); then any mark of the
function; else none. Run: python3 tools/mutation/test_attribution.py"""
import unittest

from attribution import Attributor, _mark_literals
from operators import mutants_of
from snippets import tree

FOLDERS = {"game": "doc"}


def attribution(code, original, operator=None, extra=None):
    """(clauses without the document, rule) of the first mutant changing `original`."""
    trees = {"engine/game/x.c": tree(code)}
    if extra:
        trees["engine/game/y.c"] = tree(extra, "engine/game/y.c")
    a = Attributor(trees, FOLDERS)
    for path, t in trees.items():
        defs = {d.name: d for d in t.defs}
        for m in mutants_of(t)[0]:
            if m.original == original and (operator is None or m.operator == operator):
                clauses, info = a.attribute(path, defs[m.function], m.start, m.end)
                return [c.split(":", 1)[1] for c in clauses], info["rule"]
    raise AssertionError(f"no mutant of {original!r}")


class Attribution(unittest.TestCase):
    def test_condition_concerns_what_it_controls(self):
        code = ('void f(eng_run *r, int a, int *o) { RULE(r, "0-1"); if (a > 1) { RULE(r, "1-1"); *o = 1; } '
                'else { RULE(r, "1-2"); *o = 2; } }')
        self.assertEqual(attribution(code, "a > 1", "negate"), (["1-1", "1-2"], "condition"))

    def test_block_marks(self):
        code = ('void f(eng_run *r, int a, int *o) { RULE(r, "0-1"); if (a > 1) { RULE(r, "1-1"); '
                '*o = a + 1; } *o = a * 2; }')
        self.assertEqual(attribution(code, "+"), (["1-1"], "block"))
        # the if without else is conditional: beside it, the function's own mark governs
        self.assertEqual(attribution(code, "*"), (["0-1"], "block"))

    def test_if_else_with_marks_in_both_branches_governs_what_follows(self):
        code = ('void f(eng_run *r, int a, int *o) { if (a) RULE(r, "2-1"); else RULE(r, "2-2"); '
                'if (a > 3) RULE(r, "9-9"); *o = a - 1; }')
        self.assertEqual(attribution(code, "-"), (["2-1", "2-2"], "block"))

    def test_switch_case_has_its_own_marks(self):
        code = ('void f(eng_run *r, int a, int *o) { switch (a) { case 1: RULE(r, "3-1"); *o = a + 1; break; '
                'case 2: RULE(r, "3-2"); *o = a - 1; break; } }')
        self.assertEqual(attribution(code, "+"), (["3-1"], "block"))
        self.assertEqual(attribution(code, "-"), (["3-2"], "block"))

    def test_choice_of_literals(self):
        self.assertEqual(_mark_literals('RULE(g->run, has(x, "color") ? "1-4-5-2" : "1-4-5-1")'),
                         ["1-4-5-2", "1-4-5-1"])
        code = 'void f(eng_run *r, int a, int *o) { RULE(r, a ? "4-1" : "4-2"); *o = a + 1; }'
        self.assertEqual(attribution(code, "+"), (["4-1", "4-2"], "block"))

    def test_callers_and_tables(self):
        code = ('static int twice(int a) { return a * 2; }\n'
                'static const int table[2] = {5, 6};\n'
                'void f(eng_run *r, int a, int *o) { if (a) { RULE(r, "5-1"); *o = twice(a); } '
                'else { RULE(r, "5-2"); *o = table[a]; } }')
        self.assertEqual(attribution(code, "*"), (["5-1"], "callers"))
        self.assertEqual(attribution(code, "6"), (["5-2"], "callers"))

    def test_callers_in_another_file(self):
        helper = "int helper(int a) { return a + 1; }"
        user = 'int helper(int a); void g(eng_run *r, int *o) { RULE(r, "6-1"); *o = helper(2); }'
        self.assertEqual(attribution(helper, "+", extra=user), (["6-1"], "callers"))

    def test_function_then_none(self):
        code = ('void f(eng_run *r, int a, int *o) { if (a) RULE(r, "7-1"); *o = a + 1; }\n'
                'int lone(int a) { return a - 1; }')
        self.assertEqual(attribution(code, "+"), (["7-1"], "function"))
        self.assertEqual(attribution(code, "-"), ([], "none"))


if __name__ == "__main__":
    unittest.main()
