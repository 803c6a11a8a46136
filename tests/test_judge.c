/* test_judge.c — the judge's semantics (docs/cases.md, "The expectation"): partial state, events
 * as an ordered subsequence, exact rejections, legal actions as exact sets, unanswered and unused
 * script entries; the first divergence named by its path; a long value shortened in the message
 * at a character boundary. */
#include "oracle/suite/judge.h"
#include "util/strbuf.h"

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <cmocka.h>
#include <string.h>

static const char base_obs[] =
    "{\"state\": {\"round\": 3, \"fighters\": {\"A\": {\"points\": 2, \"opponents\": [\"B\", \"C\"]}}},"
    " \"events\": [{\"type\": \"pairing\", \"round\": 1}, {\"type\": \"result\", \"winners\": [\"A\"]},"
    "              {\"type\": \"standings\", \"rows\": [{\"fighter\": \"A\", \"omw\": \"33/50\"}]}],"
    " \"rejections\": [{\"step\": 2, \"rule\": \"FR.3.2.1~p1\", \"reason\": \"A and B already met\"}],"
    " \"legal\": [{\"step\": 4, \"actions\": [{\"t\": 1}, {\"t\": 2}]}],"
    " \"consumed\": 5, \"trace\": []}";

/* Judge expect (JSON text) against base_obs with a 5-entry script; return the message or "". */
static const char *run(const char *expect_text, const char *obs_text, verdict *v)
{
    json_error_t err;
    json_t *expect = json_loads(expect_text, 0, &err);
    json_t *obs = json_loads(obs_text ? obs_text : base_obs, 0, &err);
    assert_non_null(expect);
    assert_non_null(obs);
    judge(expect, obs, 5, v);
    json_decref(expect);
    json_decref(obs);
    return v->pass ? "" : v->message;
}

static void expect_pass(const char *expect_text)
{
    verdict v;
    const char *m = run(expect_text, NULL, &v);
    if (!v.pass)
        fail_msg("expected a pass for %s, got: %s", expect_text, m);
    verdict_free(&v);
}

static void expect_fail(const char *expect_text, const char *obs_text, const char *want)
{
    verdict v;
    const char *m = run(expect_text, obs_text, &v);
    if (v.pass || !strstr(m, want))
        fail_msg("expected a failure containing \"%s\" for %s, got: %s", want, expect_text, m);
    verdict_free(&v);
}

static const char rej[] = "\"rejections\": [{\"step\": 2, \"rule\": \"FR.3.2.1~p1\"}]";

static void test_partial_state(void **state)
{
    (void)state;
    char buf[512];
    snprintf(buf, sizeof buf, "{%s, \"state\": {\"fighters\": {\"A\": {\"points\": 2}}}}", rej);
    expect_pass(buf);
    snprintf(buf, sizeof buf, "{%s, \"state\": {\"fighters\": {\"A\": {\"points\": 3}}}}", rej);
    expect_fail(buf, NULL, "at $.state.fighters.A.points expected 3, observed 2");
    snprintf(buf, sizeof buf, "{%s, \"state\": {\"fighters\": {\"B\": {}}}}", rej);
    expect_fail(buf, NULL, "at $.state.fighters.B expected {}, observed (absent)");
    snprintf(buf, sizeof buf, "{%s, \"state\": {\"fighters\": {\"A\": {\"opponents\": [\"B\"]}}}}", rej);
    expect_fail(buf, NULL, "at $.state.fighters.A.opponents expected [\"B\"], observed [\"B\",\"C\"]");
    snprintf(buf, sizeof buf, "{%s, \"state\": {\"round\": \"3\"}}", rej);
    expect_fail(buf, NULL, "expected \"3\", observed 3");
}

static void test_events_are_an_ordered_subsequence(void **state)
{
    (void)state;
    char buf[512];
    snprintf(buf, sizeof buf, "{%s, \"events\": [{\"type\": \"pairing\"}, {\"type\": \"standings\"}]}", rej);
    expect_pass(buf);
    snprintf(buf, sizeof buf, "{%s, \"events\": [{\"type\": \"standings\"}, {\"type\": \"pairing\"}]}", rej);
    expect_fail(buf, NULL, "expected event 1 (\"pairing\") was not observed in order");
    snprintf(buf, sizeof buf, "{%s, \"events\": [{\"type\": \"standings\", \"rows\": [{\"fighter\": \"A\", \"omw\": \"2/3\"}]}]}", rej);
    expect_fail(buf, NULL, "at $.events[2].rows[0].omw expected \"2/3\", observed \"33/50\"");
    snprintf(buf, sizeof buf, "{%s, \"events\": [{\"type\": \"top-cut\"}]}", rej);
    expect_fail(buf, NULL, "expected event 0 (\"top-cut\") was not observed");
}

static void test_rejections_are_exact(void **state)
{
    (void)state;
    expect_fail("{\"state\": {}}", NULL, "an action was rejected that the case expects to be accepted");
    expect_pass("{\"rejections\": [{\"step\": 2, \"rule\": \"FR.3.2.1~p1\", \"reason\": \"already met\"}]}");
    expect_fail("{\"rejections\": [{\"step\": 2, \"rule\": \"FR.3.2.1~p1\", \"reason\": \"never met\"}]}", NULL,
                "the rejection differs");
    expect_fail("{\"rejections\": [{\"step\": 2, \"rule\": \"FR.3.2.2.1~p1\"}]}", NULL, "the rejection differs");
    expect_fail("{\"rejections\": [{\"step\": 2, \"rule\": \"FR.3.2.1~p1\"}, {\"step\": 3, \"rule\": \"X\"}]}",
                NULL, "an expected rejection did not happen");
}

static void test_legal_actions_are_exact_sets(void **state)
{
    (void)state;
    char buf[512];
    snprintf(buf, sizeof buf, "{%s, \"legal\": [{\"step\": 4, \"actions\": [{\"t\": 2}, {\"t\": 1}]}]}", rej);
    expect_pass(buf);
    snprintf(buf, sizeof buf, "{%s, \"legal\": [{\"step\": 4, \"actions\": [{\"t\": 1}]}]}", rej);
    expect_fail(buf, NULL, "an action was offered that the rules do not allow here");
    snprintf(buf, sizeof buf, "{%s, \"legal\": [{\"step\": 4, \"actions\": [{\"t\": 1}, {\"t\": 2}, {\"t\": 3}]}]}", rej);
    expect_fail(buf, NULL, "a legal action was not offered");
    snprintf(buf, sizeof buf, "{%s, \"legal\": [{\"step\": 3, \"actions\": []}]}", rej);
    expect_fail(buf, NULL, "no legal actions were reported at this query");
}

static void test_script_must_be_answered_and_used(void **state)
{
    (void)state;
    expect_fail("{\"state\": {}}",
                "{\"state\": {}, \"events\": [], \"rejections\": [], \"legal\": [], \"consumed\": 3,"
                " \"pending\": {\"step\": 3, \"kind\": \"random\", \"for\": \"tiebreak\", \"options\": [\"B\", \"E\"]}}",
                "asked at step 3 for a random for \"tiebreak\" (options [\"B\",\"E\"])");
    expect_fail("{\"state\": {}}",
                "{\"state\": {}, \"events\": [], \"rejections\": [], \"legal\": [], \"consumed\": 4}",
                "script entries from step 4 on were never used");
    /* A run that went another way: the first divergence is the message, the unused entries
     * are added to it. */
    verdict v;
    const char *msg = run("{\"state\": {\"round\": 4}}",
                          "{\"state\": {\"round\": 3}, \"events\": [], \"rejections\": [],"
                          " \"legal\": [], \"consumed\": 2}", &v);
    assert_non_null(strstr(msg, "the final state differs"));
    assert_non_null(strstr(msg, "(and script entries from step 2 on were never used)"));
    assert_string_equal(json_string_value(json_object_get(v.diff, "path")), "$.state.round");
    verdict_free(&v);
}

static void test_diff_names_the_first_divergence(void **state)
{
    (void)state;
    verdict v;
    char buf[512];
    snprintf(buf, sizeof buf, "{%s, \"state\": {\"round\": 4, \"fighters\": {\"A\": {\"points\": 9}}}}", rej);
    run(buf, NULL, &v);
    assert_false(v.pass);
    assert_string_equal(json_string_value(json_object_get(v.diff, "path")), "$.state.round");
    assert_int_equal(json_integer_value(json_object_get(v.diff, "expected")), 4);
    assert_int_equal(json_integer_value(json_object_get(v.diff, "observed")), 3);
    verdict_free(&v);
}

/* A long value is shortened in the message at a character boundary: the message stays valid
 * UTF-8, so that it can be a JSON string in results.json. */
static void a_shortened_value_stays_utf8(void **state)
{
    (void)state;
    strbuf long_name;
    sb_init(&long_name);
    for (int i = 0; i < 300; i++)
        sb_puts(&long_name, "悟");
    char *buf = malloc(long_name.n + 256);
    assert_non_null(buf);
    sprintf(buf, "{%s, \"state\": {\"round\": \"%s\"}}", rej, sb_str(&long_name));
    verdict v;
    run(buf, NULL, &v);
    assert_false(v.pass);
    assert_non_null(strstr(v.message, "..."));
    json_t *as_json = json_string(v.message);
    assert_non_null(as_json);
    json_decref(as_json);
    verdict_free(&v);
    free(buf);
    sb_free(&long_name);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_partial_state),
        cmocka_unit_test(test_events_are_an_ordered_subsequence),
        cmocka_unit_test(test_rejections_are_exact),
        cmocka_unit_test(test_legal_actions_are_exact_sets),
        cmocka_unit_test(test_script_must_be_answered_and_used),
        cmocka_unit_test(test_diff_names_the_first_divergence),
        cmocka_unit_test(a_shortened_value_stays_utf8),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
