/* test_case_load.c — the strict case loader: a valid case loads; each kind of defect is an error
 * naming the file, the line and the column of the offending key or value, every one of them;
 * pins are checked against the real clause index of bushiroad-floor; the expectation language
 * (operators, the clauses a check names, absent, exactly, invalid) and optional entries. */
#include "testutil.h"
#include "oracle/suite/case_load.h"

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <cmocka.h>
#include <stdio.h>
#include <string.h>

static doc floor_doc;
static manifest floor_manifest;

static int setup(void **state)
{
    (void)state;
    tu_open(&floor_doc, &floor_manifest, "bushiroad-floor");
    return 0;
}

static int teardown(void **state)
{
    (void)state;
    doc_close(&floor_doc);
    mfst_free(&floor_manifest);
    return 0;
}

/* A valid case; the tests below edit one thing each. Line numbers matter: keep the layout. */
static const char valid[] =
    "{\n"                                                                   /* 1 */
    "  \"format\": 1,\n"                                                    /* 2 */
    "  \"id\": \"bushiroad-floor/hand/x/one\",\n"                           /* 3 */
    "  \"doc\": \"bushiroad-floor\",\n"                                     /* 4 */
    "  \"title\": \"A title\",\n"                                           /* 5 */
    "  \"description\": \"FR.3.2.1~p2: points per result\",\n"              /* 6 */
    "  \"clauses\": [{\"id\": \"FR.3.2.1~p2\", \"hash\": \"5862d6201499\"}],\n" /* 7 */
    "  \"tags\": [\"swiss\"],\n"                                            /* 8 */
    "  \"origin\": \"hand\",\n"                                             /* 9 */
    "  \"setup\": {\"format\": \"swiss\"},\n"                               /* 10 */
    "  \"script\": [{\"do\": \"pair\"}, {\"random\": [1], \"for\": \"seating\"}, {\"query\": \"legal\"}],\n" /* 11 */
    "  \"expect\": {\"state\": {}, \"rejections\": [{\"step\": 0, \"rule\": \"FR.3.2.1~p1\"}]}\n" /* 12 */
    "}\n";

static const char *rel = "bushiroad-floor/hand/x/one.json";

static strbuf every;   /* every diagnostic of the last load, one per line */

/* Load text; return the diagnostic ("" when it loaded). */
static const char *load(const char *text, tcase *c)
{
    static diag dg;
    diag_init(&dg, NULL);
    dg.last[0] = '\0';
    sb_clear(&every);
    dg.all = &every;
    int rc = case_load_mem(c, "case.json", rel, text, strlen(text), &floor_doc.index, &dg);
    assert_int_equal(rc == 0, dg.errors == 0);
    return dg.last;
}

static void expect_error(const char *old, const char *repl, const char *want)
{
    char *text = tu_replace_once(valid, old, repl);
    tcase c;
    const char *msg = load(text, &c);
    if (!strstr(msg, want))
        fail_msg("edit %s -> %s\nexpected a diagnostic containing: %s\ngot: %s", old, repl, want, msg);
    free(text);
}

static void test_valid_case_loads(void **state)
{
    (void)state;
    tcase c;
    assert_string_equal(load(valid, &c), "");
    assert_string_equal(c.id, "bushiroad-floor/hand/x/one");
    assert_int_equal(c.npins, 1);
    assert_null(c.pins[0].current);
    assert_int_equal(json_array_size(c.script), 3);
    json_t *req = case_request(&c);
    assert_non_null(json_object_get(req, "setup"));
    assert_null(json_object_get(req, "expect"));   /* never sent to an implementation */
    json_decref(req);
    case_free(&c);
}

static void test_errors_name_line_and_column(void **state)
{
    (void)state;
    expect_error("\"origin\": \"hand\",", "\"origin\": \"hand\", \"extra\": 1,",
                 "case.json:9:21: error: $.extra: unknown key \"extra\"");
    expect_error("\"tags\": [\"swiss\"]", "\"tags\": \"swiss\"",
                 "case.json:8:11: error: $.tags: expected an array, found a string");
    expect_error("  \"title\": \"A title\",\n", "", "case.json:1:1: error: $: missing key \"title\"");
    expect_error("\"hash\": \"5862d6201499\"", "\"hash\": \"5862D6201499\"",
                 "case.json:7:45: error: $.clauses[0].hash: expected 12 lowercase hex digits");
    expect_error("\"id\": \"bushiroad-floor/hand/x/one\"", "\"id\": \"bushiroad-floor/hand/x/two\"",
                 "case.json:3:9: error: $.id: the id");
    expect_error("{\"random\": [1], \"for\": \"seating\"}", "{\"random\": [1]}",
                 "case.json:11:30: error: $.script[1]: missing key \"for\"");
    expect_error("{\"do\": \"pair\"}", "{\"do\": \"pair\", \"query\": \"legal\"}",
                 "case.json:11:14: error: $.script[0]: a script entry has exactly one of");
    expect_error("{\"step\": 0, \"rule\"", "{\"step\": 1, \"rule\"",
                 "case.json:12:51: error: $.expect.rejections[0].step: step 1 is not a \"do\" entry");
    expect_error("{\"step\": 0, \"rule\"", "{\"step\": 7, \"rule\"",
                 "$.expect.rejections[0].step: step 7 is not in the script");
    expect_error("\"format\": 1", "\"format\": 2", "case.json:2:13: error: $.format: unsupported case format 2");
    expect_error("\"expect\": {\"state\": {}, ", "\"expect\": {\"states\": {}, ",
                 "case.json:12:14: error: $.expect.states: unknown key");
    expect_error("\"origin\": \"hand\"", "\"origin\": \"by hand\"", "$.origin: origin is \"hand\"");
}

static void test_json_syntax_errors_have_positions(void **state)
{
    (void)state;
    expect_error("\"tags\": [\"swiss\"],", "\"tags\": [\"swiss\",],", "case.json:8:");
    expect_error("\"format\": 1,", "\"format\": 1, \"format\": 1,", "duplicate object key");
}

/* The case's values are jansson's, whether the text is read the quick way (jread.h) or, for
 * what that declines (a \u escape, a real number), by jansson itself. */
static void test_values_are_jansson_s(void **state)
{
    (void)state;
    char *declined = tu_replace_once(valid, "\"A title\"", "\"A t\\u00eftle\"");
    char *real = tu_replace_once(valid, "{\"format\": \"swiss\"}", "{\"format\": \"swiss\", \"w\": 1.5}");
    const char *texts[] = {valid, declined, real};
    for (size_t i = 0; i < sizeof texts / sizeof *texts; i++) {
        tcase c;
        assert_string_equal(load(texts[i], &c), "");
        json_error_t err;
        json_t *want = json_loads(texts[i], JSON_REJECT_DUPLICATES, &err);
        assert_non_null(want);
        assert_true(json_equal(c.root, want));
        json_decref(want);
        case_free(&c);
    }
    tcase c;
    load(declined, &c);
    assert_string_equal(c.title, "A t\u00eftle");
    case_free(&c);
    free(declined);
    free(real);
}

/* Load `valid` with `from` replaced by `to`; the one pin's state must be `want`. */
static void expect_pin(const char *from, const char *to, pin_state want, const char *current,
                       const char *now)
{
    char *text = tu_replace_once(valid, from, to);
    tcase c;
    assert_string_equal(load(text, &c), "");
    assert_int_equal(c.pins[0].state, want);
    assert_int_equal(c.pins_state, want);
    if (current)
        assert_string_equal(c.pins[0].current, current);
    else
        assert_null(c.pins[0].current);
    if (now)
        assert_string_equal(c.pins[0].now, now);
    else
        assert_null(c.pins[0].now);
    case_free(&c);
    free(text);
}

/* A pin that no longer matches the document is a state of the case, never a load error. */
static void test_pins_are_located_not_fatal(void **state)
{
    (void)state;
    tcase c;
    assert_string_equal(load(valid, &c), "");
    assert_int_equal(c.pins_state, PIN_FRESH);
    case_free(&c);
    /* the clause is there with other text: suspect */
    expect_pin("5862d6201499", "000000000000", PIN_SUSPECT, "5862d6201499", NULL);
    /* the pinned text is under another id: renumbered (the id as pinned is gone) */
    expect_pin("{\"id\": \"FR.3.2.1~p2\"", "{\"id\": \"FR.9.9\"", PIN_RENUMBERED, NULL,
               "FR.3.2.1~p2");
    /* ... or holds other text now (an inserted clause pushed the pinned one down) */
    expect_pin("{\"id\": \"FR.3.2.1~p2\"", "{\"id\": \"FR.3.2.1~p1\"", PIN_RENUMBERED,
               "8d34f681c4c9", "FR.3.2.1~p2");
    /* neither the id nor the text: orphaned */
    char *gone = tu_replace_once(valid, "{\"id\": \"FR.3.2.1~p2\"", "{\"id\": \"FR.9.9\"");
    char *text = tu_replace_once(gone, "5862d6201499", "000000000000");
    assert_string_equal(load(text, &c), "");
    assert_int_equal(c.pins[0].state, PIN_ORPHANED);
    assert_null(c.pins[0].now);
    case_free(&c);
    free(text);
    /* text that several clauses share (58 text-less clauses here) cannot be followed */
    text = tu_replace_once(gone, "5862d6201499", "79b560d14b9c");
    assert_string_equal(load(text, &c), "");
    assert_int_equal(c.pins[0].state, PIN_ORPHANED);
    case_free(&c);
    free(text);
    free(gone);
}

/* The request copied from the file's text is the request built from the parsed case. */
static void test_request_text_is_the_request(void **state)
{
    (void)state;
    /* escapes, non-ASCII, numbers as printed, nesting and spacing inside strings */
    char *a = tu_replace_once(valid, "\"tags\": [\"swiss\"]", "\"tags\": [\"swiss\", \"a \\\"q\\\" \\u3042 x\"]");
    const char *texts[] = {valid, a};
    for (size_t k = 0; k < 2; k++) {
        tcase c;
        assert_string_equal(load(texts[k], &c), "");
        strbuf out;
        sb_init(&out);
        assert_true(case_request_text(texts[k], strlen(texts[k]), &out));
        assert_null(strchr(sb_str(&out), '\n'));
        json_error_t e;
        json_t *copied = json_loads(sb_str(&out), 0, &e), *built = case_request(&c);
        assert_non_null(copied);
        assert_true(json_equal(copied, built));
        json_decref(copied);
        json_decref(built);
        sb_free(&out);
        case_free(&c);
    }
    free(a);
}


/* Every problem of a case is reported, each at its place. */
static void test_every_problem_is_listed(void **state)
{
    (void)state;
    char *a = tu_replace_once(valid, "\"tags\": [\"swiss\"]", "\"tags\": \"swiss\"");
    char *b = tu_replace_once(a, "{\"random\": [1], \"for\": \"seating\"}", "{\"random\": [1]}");
    char *text = tu_replace_once(b, "\"origin\": \"hand\"", "\"origin\": \"hand\", \"extra\": 1");
    tcase c;
    load(text, &c);
    const char *all = sb_str(&every);
    assert_non_null(strstr(all, "case.json:9:21: error: $.extra: unknown key \"extra\" (expected one of: format, id"));
    assert_non_null(strstr(all, "case.json:8:11: error: $.tags: expected an array"));
    assert_non_null(strstr(all, "case.json:11:30: error: $.script[1]: missing key \"for\""));
    free(text);
    free(b);
    free(a);
}

static void test_expectation_language(void **state)
{
    (void)state;
    const char *old = "\"expect\": {\"state\": {}, \"rejections\": [{\"step\": 0, \"rule\": \"FR.3.2.1~p1\"}]}";
    struct { const char *expect, *want; } bad[] = {
        {"\"expect\": {\"state\": {\"round\": 1, \"$clauses\": [\"FR.9\"]}}",
         "$.expect.state.$clauses[0]: \"FR.9\" is not a clause this case declares"},
        {"\"expect\": {\"state\": {\"$when\": 1}}", "$.expect.state.$when: unknown operator \"$when\""},
        {"\"expect\": {\"state\": {\"rows\": {\"$any_order\": [1]}}}", "\"$any_order\" is an element of an array"},
        {"\"expect\": {\"state\": {\"rows\": {\"$set\": [1], \"x\": 2}}}", "has no other member than \"$clauses\""},
        {"\"expect\": {\"state\": {}, \"invalid\": [{\"path\": \"$.setup.x\"}]}", "\"invalid\" is its whole expectation"},
        {"\"expect\": {\"invalid\": [{\"path\": \"$.expect\"}]}", "a member of the setup or the script"},
        {"\"expect\": {\"absent\": [{\"winners\": []}]}", "$.expect.absent[0]: an expected event names its \"type\""},
        {"\"expect\": {\"events\": [{\"$any_order\": [{\"type\": \"result\"}]}]}",
         "$.expect.events[0].$any_order: a tie group of events holds two or more events"},
        {"\"expect\": {\"events\": [{\"$any_order\": [{\"type\": \"result\"}, {\"round\": 1}]}]}",
         "$.expect.events[0].$any_order[1]: an expected event names its \"type\""},
        {"\"expect\": {\"events\": [{\"$any_order\": [{\"type\": \"result\"}, {\"type\": \"result\"}], \"type\": \"x\"}]}",
         "unknown key \"type\""},
        {"\"expect\": {\"absent\": [{\"$any_order\": [{\"type\": \"result\"}, {\"type\": \"result\"}]}]}",
         "$.expect.absent[0]: a tie group ({\"$any_order\": [...]}) is an element of the expected \"events\" only"},
        {"\"expect\": {\"rejections\": [{\"step\": 0, \"rule\": \"FR.3.2.1~p1\", \"kind\": \"x\"}]}",
         "$.expect.rejections[0].kind: unknown key \"kind\" (expected one of: step, rule, reason, class, $clauses)"},
        {"\"expect\": {\"pending\": {\"step\": 2, \"kind\": \"random\", \"for\": \"seating\"}}",
         "$.expect.pending.step: a run stops at an unanswered question only when the script has run out: "
         "expected step 3 (the script's length), found 2"},
        {"\"expect\": {\"pending\": {\"step\": 3, \"kind\": \"draw\", \"for\": \"seating\"}}",
         "$.expect.pending.kind: expected \"choose\" or \"random\", found \"draw\""},
        {"\"expect\": {\"pending\": {\"step\": 3, \"kind\": \"random\"}}",
         "$.expect.pending: missing key \"for\""},
        {"\"expect\": {\"pending\": {\"step\": 3, \"kind\": \"random\", \"for\": \"seating\", \"by\": \"A\"}}",
         "$.expect.pending.by: unknown key \"by\""},
        {"\"expect\": {\"pending\": {\"step\": 3, \"kind\": \"random\", \"for\": \"seating\","
         " \"options\": {\"$sets\": []}}}", "$.expect.pending.options.$sets: unknown operator"},
        {"\"expect\": {\"pending\": [3]}", "$.expect.pending: expected an object"},
    };
    for (size_t i = 0; i < sizeof bad / sizeof *bad; i++)
        expect_error(old, bad[i].expect, bad[i].want);
    const char *good[] = {
        "\"expect\": {\"state\": {\"$clauses\": [], \"round\": {\"$value\": 1, \"$clauses\": [\"FR.3.2.1~p2\"]}},"
        " \"events\": [{\"type\": \"pairing\", \"tables\": {\"$set\": [[\"A\", \"B\"]]}, \"$clauses\": [\"FR.3.2.1~p2\"]},"
        " {\"type\": \"standings\", \"rows\": [{\"$any_order\": [{\"f\": \"A\"}, {\"f\": \"B\"}]}]}],"
        " \"rejections\": [{\"step\": 0, \"rule\": \"FR.3.2.1~p1\", \"class\": \"rematch\", \"$clauses\": []}],"
        " \"legal\": [{\"step\": 2, \"actions\": [], \"$clauses\": [\"FR.3.2.1~p2\"]}],"
        " \"absent\": [{\"type\": \"result\"}], \"exactly\": [{\"type\": \"pairing\"}]}",
        "\"expect\": {\"events\": [{\"$any_order\": [{\"type\": \"result\"}, {\"type\": \"pairing\"}]}]}",
        "\"expect\": {\"invalid\": [{\"path\": \"$.script[0].round\"}, {\"path\": \"$.setup.rounds\"}]}",
        "\"expect\": {\"pending\": {\"step\": 3, \"kind\": \"random\", \"for\": \"seating\","
        " \"options\": {\"$set\": [\"A\", \"B\"]}}}",
    };
    for (size_t i = 0; i < sizeof good / sizeof *good; i++) {
        char *text = tu_replace_once(valid, old, good[i]);
        tcase c;
        const char *msg = load(text, &c);
        if (*msg)
            fail_msg("%s\ngot: %s", good[i], msg);
        assert_int_equal(c.names_clauses, i == 0);
        case_free(&c);
        free(text);
    }
    /* an optional random entry; "optional" is a boolean */
    char *text = tu_replace_once(valid, "\"for\": \"seating\"}", "\"for\": \"seating\", \"optional\": true}");
    tcase c;
    assert_string_equal(load(text, &c), "");
    case_free(&c);
    free(text);
    expect_error("\"for\": \"seating\"}", "\"for\": \"seating\", \"optional\": 1}",
                 "$.script[1].optional: expected a boolean, found an integer");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_valid_case_loads),
        cmocka_unit_test(test_errors_name_line_and_column),
        cmocka_unit_test(test_json_syntax_errors_have_positions),
        cmocka_unit_test(test_values_are_jansson_s),
        cmocka_unit_test(test_pins_are_located_not_fatal),
        cmocka_unit_test(test_request_text_is_the_request),
        cmocka_unit_test(test_every_problem_is_listed),
        cmocka_unit_test(test_expectation_language),
    };
    sb_init(&every);
    int rc = cmocka_run_group_tests(tests, setup, teardown);
    sb_free(&every);
    return rc;
}
