/* test_problems.c — an implementation's problems with a case put back in the case file: JSON
 * paths parsed (jpos_parse), the problems read from an observation ("errors", or the message's
 * "step N:" and leading path), a path matched against the place a case expects refused, each
 * problem placed at FILE:LINE:COL; and the near-miss suggestion of an unknown clause. */
#include "testutil.h"
#include "oracle/index/nearmiss.h"
#include "oracle/suite/problems.h"
#include "util/jsonpos.h"

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <cmocka.h>
#include <stdio.h>
#include <string.h>

static void paths_parse(void **state)
{
    (void)state;
    char keys[128], out[256];
    jpos_path p;
    const char *same[][2] = {{"$.setup.cards.A", "$.setup.cards.A"}, {"setup.cards.A", "$.setup.cards.A"},
                             {"$.script[3].card", "$.script[3].card"}, {"$['a.b'][0]", "$.a.b[0]"},
                             {"$", "$"}, {"[2].x", "$[2].x"}};
    for (size_t i = 0; i < sizeof same / sizeof *same; i++) {
        assert_true(jpos_parse(same[i][0], keys, sizeof keys, &p));
        jpos_format(&p, out, sizeof out);
        assert_string_equal(out, same[i][1]);
    }
    assert_true(jpos_parse("$['a.b']", keys, sizeof keys, &p));
    assert_string_equal(p.step[0].key, "a.b");
    const char *bad[] = {"$.", "$.a..b", "$[x]", "$[-1]", "$['a", "a b"};
    for (size_t i = 0; i < sizeof bad / sizeof *bad; i++)
        if (jpos_parse(bad[i], keys, sizeof keys, &p) && strchr(bad[i], ' ') == NULL)
            fail_msg("\"%s\" parsed", bad[i]);
}

static json_t *obs(const char *text)
{
    json_error_t e;
    json_t *o = json_loads(text, 0, &e);
    assert_non_null(o);
    return o;
}

static const char *path_of(const json_t *problems, size_t i)
{
    return json_string_value(json_object_get(json_array_get(problems, i), "path"));
}

static void problems_are_read(void **state)
{
    (void)state;
    json_t *o = obs("{\"error\": \"setup.cards.A: unknown key \\\"powr\\\" (expected one of: power)\"}");
    json_t *p = problems_of(o);
    assert_string_equal(path_of(p, 0), "$.setup.cards.A.powr");
    json_decref(p);
    json_decref(o);
    o = obs("{\"error\": \"step 3: attack: unknown card \\\"Z\\\"\"}");
    p = problems_of(o);
    assert_string_equal(path_of(p, 0), "$.script[3]");
    json_decref(p);
    json_decref(o);
    o = obs("{\"error\": \"the engine failed\"}");   /* no place: the message alone */
    p = problems_of(o);
    assert_null(path_of(p, 0));
    json_decref(p);
    json_decref(o);
    o = obs("{\"error\": \"2 problems\", \"errors\": [{\"path\": \"$.setup.first\", \"message\": \"a\"},"
            " {\"path\": \"script[1].card\", \"message\": \"b\"}]}");
    p = problems_of(o);
    assert_int_equal(json_array_size(p), 2);
    assert_string_equal(path_of(p, 1), "$.script[1].card");
    json_decref(p);
    json_decref(o);
}

static void paths_match_the_expected_place(void **state)
{
    (void)state;
    assert_true(problem_path_matches("$.setup.cards.A.powr", "$.setup.cards.A.powr"));
    assert_true(problem_path_matches("$.setup.cards.A.powr", "$.setup.cards.A"));    /* its object */
    assert_true(problem_path_matches("$.setup.cards", "$.setup.cards.A.powr"));      /* inside it */
    assert_false(problem_path_matches("$.setup.cards.A.powr", "$.setup"));
    assert_false(problem_path_matches("$.setup.cards.A", "$.setup.cards.B"));
    assert_false(problem_path_matches("$.script[1]", "$.script[2]"));
    assert_false(problem_path_matches("$.setup.first", NULL));
}

static void problems_are_placed(void **state)
{
    (void)state;
    const char text[] = "{\n  \"setup\": {\n    \"cards\": {\"A\": {\"powr\": 5}}\n  },\n"
                        "  \"script\": [{\"do\": \"x\"}, {\"do\": \"attack\", \"card\": \"Z\"}]\n}\n";
    long line, col;
    problem_position(text, strlen(text), "$.setup.cards.A.powr", &line, &col);
    assert_int_equal(line, 3);
    assert_int_equal(col, 21);
    problem_position(text, strlen(text), "$.setup.first", &line, &col);   /* missing: its object */
    assert_int_equal(line, 2);
    assert_int_equal(col, 12);
    json_t *o = obs("{\"error\": \"x\", \"errors\": [{\"path\": \"$.script[1].card\", \"message\": \"unknown card \\\"Z\\\"\"},"
                    " {\"path\": \"$.setup.cards.A.powr\", \"message\": \"unknown key\"}]}");
    json_t *p = problems_of(o);
    strbuf out;
    sb_init(&out);
    assert_int_equal(problems_locate(p, "c.json", text, strlen(text), &out), 2);
    assert_string_equal(sb_str(&out), "c.json:5:44: $.script[1].card: unknown card \"Z\"\n"
                                      "c.json:3:21: $.setup.cards.A.powr: unknown key");
    assert_int_equal(json_integer_value(json_object_get(json_array_get(p, 0), "line")), 5);
    sb_free(&out);
    json_decref(p);
    json_decref(o);
}

static void near_misses_are_suggested(void **state)
{
    (void)state;
    doc d;
    manifest m;
    tu_open(&d, &m, "fusion-world");
    assert_string_equal(cidx_near_miss(&d.index, "15-6-9"), "15-6-1");
    assert_string_equal(cidx_near_miss(&d.index, "14-3-22"), "14-3-2");
    assert_null(cidx_near_miss(&d.index, "nothing-like-it"));
    doc_close(&d);
    mfst_free(&m);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(paths_parse),
        cmocka_unit_test(problems_are_read),
        cmocka_unit_test(paths_match_the_expected_place),
        cmocka_unit_test(problems_are_placed),
        cmocka_unit_test(near_misses_are_suggested),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
