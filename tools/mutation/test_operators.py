"""test_operators.py — the operators on small C snippets: each produces exactly the expected
mutants; comments, strings, RULE() marks, validation of malformed input, releases of memory and
macro bodies are skipped or kept apart; ids are stable and a mutant keeps the line count.
Run: python3 tools/mutation/test_operators.py"""
import unittest

from operators import mutants_of
from snippets import tree


def changes(code, apart=False):
    ms, _ = mutants_of(tree(code))
    return sorted((m.operator, m.original, m.replacement) for m in ms
                  if (m.apart is not None) == apart)


def kept(code, function=None):
    """{(operator, original): apart} of the mutants (of one function)."""
    ms, _ = mutants_of(tree(code))
    return {(m.operator, m.original): m.apart for m in ms
            if function is None or m.function == function}


class Operators(unittest.TestCase):
    def test_relational_and_off_by_one(self):
        got = changes("int f(int a, int b) { int x = a < b; int y = a >= b; return 0; }")
        want = {("relational", "<", ">"), ("off_by_one", "<", "<="),
                ("relational", ">=", "<="), ("off_by_one", ">=", ">")}
        self.assertTrue(want <= set(got), got)
        self.assertEqual(len([g for g in got if g[0] in ("relational", "off_by_one")]), 4)

    def test_equality_logical_arithmetic(self):
        got = changes("void f(int a, int b, int *o) { *o = (a == b && a != 1) || a + b * 2 % 3; }")
        ops = sorted((o, a, b) for o, a, b in got if o in ("equality", "logical", "arithmetic"))
        self.assertEqual(ops, [("arithmetic", "%", "*"), ("arithmetic", "*", "/"),
                               ("arithmetic", "+", "-"), ("equality", "!=", "=="),
                               ("equality", "==", "!="), ("logical", "&&", "||"),
                               ("logical", "||", "&&")])

    def test_compound_and_increments(self):
        got = changes("void f(int *a) { *a += 2; (*a)--; ++*a; }")
        arith = sorted(g for g in got if g[0] == "arithmetic")
        self.assertEqual(arith, [("arithmetic", "++", "--"), ("arithmetic", "+=", "-="),
                                 ("arithmetic", "--", "++")])

    def test_negate_conditions(self):
        got = changes("int f(int a) { while (a) a--; for (int i = 0; i < a; i++) {} "
                      "do {} while (a > 9); if (a) return 1; return a ? 2 : 3; }")
        neg = sorted(g[1:] for g in got if g[0] == "negate")
        self.assertEqual(neg, [("a", "!(a)"), ("a", "!(a)"), ("a", "!(a)"),
                               ("a > 9", "!(a > 9)"), ("i < a", "!(i < a)")])

    def test_delete_calls_and_assignments_only(self):
        got = changes("int g(int); void f(int *p, int q) { g(q); *p = 1; q++; q += 2; "
                      "int d = g(1); (void)d; return; }")
        dele = sorted(g[1] for g in got if g[0] == "delete")
        self.assertEqual(dele, ["*p = 1", "g(q)", "q += 2", "q++"])

    def test_constants_and_booleans(self):
        got = changes("int t[3] = {0, 1, 7}; bool f(void) { bool b = true; int x = 0x10; "
                      "switch (x) { case 4: return b; } return false; }")
        const = sorted(g[1:] for g in got if g[0] == "constant")
        # the array size 3 and the case label 4 are the program's structure: not mutated
        self.assertEqual(const, [("0", "1"), ("0x10", "17"), ("1", "0"), ("7", "8"),
                                 ("false", "true"), ("true", "false")])

    def test_return_values_by_result_type(self):
        got = changes("enum { OK = 0 }; int *p(int *x) { return x; } bool b(int x) { return x > 1; } "
                      "int i(int x) { return x; } int z(void) { return 0; } void v(void) { return; } "
                      "int e(void) { return OK; } bool t(void) { return true; } int m(void) { return -1; }")
        ret = sorted(g[1:] for g in got if g[0] == "return")
        self.assertEqual(ret, [("OK", "1"), ("x", "0"), ("x", "NULL"), ("x > 1", "!(x > 1)")])
        # a returned literal is the constant operator's: one mutant each, not two
        self.assertTrue({("constant", "0", "1"), ("constant", "true", "false"),
                         ("constant", "1", "0")} <= set(got), got)

    def test_comments_and_strings_are_never_changed(self):
        got = changes('const char *f(void) { /* a < b, x = 1; */ // c == d\n'
                      '  return "a < b == c"; }')
        self.assertEqual([g for g in got if g[0] != "return"], [])

    def test_rule_marks_are_kept_apart(self):
        code = ('void f(eng_run *r, int x, int *o) { RULE(r, x > 1 ? "1-1" : "1-2"); '
                'eng_rule(r, "2-2"); *o = x + 1; }')
        apart = changes(code, apart=True)
        self.assertIn(("relational", ">", "<"), apart)
        self.assertIn(("negate", "x > 1", "!(x > 1)"), apart)
        self.assertEqual(sum(1 for g in apart if g[0] == "delete"), 2)
        ms, _ = mutants_of(tree(code))
        self.assertEqual({m.apart for m in ms if m.apart}, {"rule-mark"})
        self.assertIn(("arithmetic", "+", "-"), changes(code))

    def test_a_condition_that_decides_only_a_mark_is_kept_apart(self):
        code = ('void f(eng_run *r, int x, int *o) { if (x > 2) RULE(r, "1-1"); '
                'if (x > 3) { RULE(r, "1-2"); *o = 1; } if ((*o = x) > 4) RULE(r, "1-3"); }')
        ms, _ = mutants_of(tree(code))
        where = {m.original for m in ms if m.operator == "relational" and m.apart == "rule-mark"}
        self.assertEqual(where, {">"})
        got = sorted(((m.start, m.apart) for m in ms if m.operator == "relational"),
                     key=lambda g: g[0])
        self.assertEqual([a for _, a in got], ["rule-mark", None, None])

    def test_citers_and_mark_chains_are_kept_apart(self):
        code = ('void cite(eng_run *r, int step) { if (step > 6) step = 6; switch (step) { '
                'case 1: RULE(r, "1-1"); break; default: RULE(r, "1-2"); break; } }\n'
                'void f(eng_run *r, int x, int *o) { if (x == 1) RULE(r, "2-1"); '
                'else if (x == 2) RULE(r, "2-2"); cite(r, x); *o = x - 1; }')
        self.assertEqual(set(kept(code, "cite").values()), {"rule-mark"})
        f = kept(code, "f")
        self.assertEqual(f[("equality", "==")], "rule-mark")
        self.assertEqual(f[("delete", "cite(r, x)")], "rule-mark")
        self.assertIsNone(f[("arithmetic", "-")])

    def test_validation_is_kept_apart(self):
        code = ('int f(eng_run *r, int x) { if (x < 0 || x > 9) return eng_error(r, "bad %d", x); '
                'if (x == 5) { int st = eng_error(r, "five"); return st; } return x * 2; }')
        ms, _ = mutants_of(tree(code))
        apart = {(m.operator, m.original) for m in ms if m.apart == "validation"}
        self.assertTrue({("relational", "<"), ("logical", "||"), ("negate", "x < 0 || x > 9"),
                         ("equality", "=="), ("constant", "9")} <= apart, apart)
        main = sorted((m.operator, m.original) for m in ms if m.apart is None)
        self.assertEqual(main, [("arithmetic", "*"), ("constant", "2"), ("return", "x * 2")])

    def test_validators_and_their_calls_are_kept_apart(self):
        code = ("#define TRY(e) do { int s_ = (e); if (s_ != 0) return s_; } while (0)\n"
                'int keys(eng_run *r, int n) { int i; for (i = 0; i < n; i++) { if (i > 5) '
                'return eng_error(r, "too many"); } return 0; }\n'
                "int f(eng_run *r, int n, int *o) { TRY(keys(r, n)); *o = n + 1; return 0; }")
        self.assertEqual(set(kept(code, "keys").values()), {"validation"})
        f = kept(code, "f")
        self.assertEqual(f[("delete", "TRY(keys(r, n))")], "validation")
        self.assertIsNone(f[("arithmetic", "+")])

    def test_passing_on_a_reported_error_is_kept_apart(self):
        code = ('int get(eng_run *r, int v, int *o) { if (v < 0) return eng_error(r, "neg"); *o = v; '
                'return 0; }\n'
                "int f(eng_run *r, int v, int *o) { if (get(r, v, o) != 0) { free(o); return -1; } "
                "if (*o > 3) return 2; return *o + 4; }")
        f = kept(code, "f")
        self.assertEqual(f[("equality", "!=")], "validation")
        self.assertEqual(f[("constant", "1")], "validation")    # return -1 → -0
        self.assertIsNone(f[("relational", ">")])     # a status returned by the game's logic
        self.assertIsNone(f[("constant", "2")])

    def test_an_error_message_built_before_reporting_is_validation(self):
        code = ('int snprintf(char *s, unsigned long n, const char *fmt, ...);\n'
                'int get(eng_run *r, const char **names, int n, int k, int *out) { '
                'if (k >= 0) { *out = k; return 0; } '
                'char all[64] = ""; unsigned long used = 0; '
                'for (int i = 0; i < n && used < sizeof all; i++) '
                'used += (unsigned long)snprintf(all + used, sizeof all - used, "%s%s", '
                'i == 0 ? "" : ", ", names[i]); '
                'return eng_error(r, "one of %s", all); }\n'
                'int keys(eng_run *r, int n, int *seen) { int rc = 0; '
                'for (int j = 0; j < n; j++) { if (j == 2) continue; '
                'char buf[8]; buf[0] = 0; *seen += 1; rc = eng_error(r, "%s", buf); } '
                'return rc; }')
        g = kept(code, "get")
        self.assertEqual(g[("off_by_one", "<")], "validation")      # the names' loop
        self.assertEqual(g[("logical", "&&")], "validation")
        self.assertEqual(g[("equality", "==")], "validation")
        self.assertEqual(g[("arithmetic", "+=")], "validation")
        self.assertIsNone(g[("off_by_one", ">=")])      # the success path's test
        self.assertIsNone(g[("delete", "*out = k")])
        k = kept(code, "keys")
        self.assertIsNone(k[("delete", "*seen += 1")])  # writes outside the message: not apart
        self.assertIsNone(k[("delete", "buf[0] = 0")])  # the run before it is not a tail

    def test_releases_are_kept_apart(self):
        ms, _ = mutants_of(tree("void json_decref(void *); void f(void *p, void *q) "
                                "{ free(p); json_decref(q); }"))
        self.assertEqual(sorted((m.original, m.apart) for m in ms),
                         [("free(p)", "release"), ("json_decref(q)", "release")])

    def test_guards_after_a_release_and_loops_of_guards_are_validation(self):
        code = ('void json_decref(void *); int f(eng_run *r, int *v, int n, void *m) { '
                'for (int i = 0; i < n; i++) if (v[i] < 0) return eng_error(r, "neg"); '
                'if (n > 9) { json_decref(m); return eng_error(r, "long"); } '
                'for (int i = 0; i < n; i++) v[i] = v[i] + 1; return 0; }')
        ms, _ = mutants_of(tree(code))
        by = sorted((m.start, m.operator, m.original, m.apart) for m in ms
                    if m.operator in ("relational", "arithmetic"))
        self.assertEqual([(o, t, a) for _, o, t, a in by],
                         [("relational", "<", "validation"), ("arithmetic", "++", "validation"),
                          ("relational", "<", "validation"), ("relational", ">", "validation"),
                          ("relational", "<", None), ("arithmetic", "++", None),
                          ("arithmetic", "+", None)])

    def test_loops_of_marks_are_rule_marks(self):
        code = ('void cite(eng_run *r, int s) { switch (s) { case 1: RULE(r, "1-1"); break; '
                'default: RULE(r, "1-2"); } }\n'
                'void f(eng_run *r, const char **ids, int x, int *o) { '
                'for (int k = 0; k < 3 && ids[k]; k++) eng_rule(r, ids[k]); '
                'if (x > 2 && *o < 4) cite(r, x); *o = x * 2; }')
        f = kept(code, "f")
        self.assertEqual(f[("relational", "<")], "rule-mark")
        self.assertEqual(f[("logical", "&&")], "rule-mark")
        self.assertEqual(f[("relational", ">")], "rule-mark")
        self.assertIsNone(f[("arithmetic", "*")])

    def test_code_that_only_releases_is_kept_apart(self):
        code = ('void json_decref(void *); typedef struct { int n; void **v; void *w; } T;\n'
                'void t_clear(T *t) { if (!t) return; for (int i = 0; t->v && i < t->n; i++) '
                'json_decref(t->v[i]); free(t->v); }\n'
                'int f(T *t, int k) { for (int i = 0; i < k; i++) free(t->v[i]); '
                'if (t->w) free(t->w); t_clear(t); return k + 1; }')
        self.assertEqual(set(kept(code, "t_clear").values()), {"release"})
        f = kept(code, "f")
        self.assertEqual(f[("relational", "<")], "release")
        self.assertEqual(f[("negate", "t->w")], "release")
        self.assertEqual(f[("delete", "t_clear(t)")], "release")
        self.assertIsNone(f[("arithmetic", "+")])

    def test_macro_bodies_are_not_mutated_their_arguments_are(self):
        code = ("#define TRY(e) do { int s_ = (e); if (s_ != 0) return s_; } while (0)\n"
                "int g(int); int f(int x) { TRY(g(x + 1)); return 0; }")
        got = changes(code)
        self.assertIn(("arithmetic", "+", "-"), got)
        self.assertIn(("delete", "TRY(g(x + 1))", "(void)0"), got)
        self.assertFalse(any(g[1] == "!=" for g in got), got)
        _, macro_sites = mutants_of(tree(code))
        self.assertGreaterEqual(macro_sites, 1)

    def test_ids_are_stable_and_lines_kept(self):
        base = "int f(int a) { if (a < 1) return a + 1; return a + 1; }"
        ids = {m.id for m in mutants_of(tree(base))[0]}
        moved = {m.id for m in mutants_of(tree("int g(void) { return 4; }\n\n" + base))[0]}
        self.assertTrue(ids <= moved)
        self.assertIn("engine/game/x.c:f:arithmetic:+ => -:1", ids)
        t = tree("void g(int);\nvoid f(int a) {\n  g(a,\n    a);\n  a++;\n}\n")
        for m in mutants_of(t)[0]:
            out = m.apply(t.text)
            self.assertEqual(out.count(b"\n"), t.text.count(b"\n"), m.id)


if __name__ == "__main__":
    unittest.main()
