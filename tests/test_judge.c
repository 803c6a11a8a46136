/* test_judge.c — the judge's semantics (docs/cases.md, "The expectation"): partial state, events
 * as an ordered subsequence, exact rejections, legal actions as exact sets, unanswered and unused
 * script entries; the first divergence named by its path; a long value shortened in the message
 * at a character boundary; the expectation language ($clauses, $value, $set, $any_order),
 * tie groups of events, absent and exactly, rejections by reason class, an input expected refused, every divergence
 * in run order and the clauses a failing verdict fails. */
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
    json_t *script = json_loads("[{\"do\": \"a\"}, {\"do\": \"b\"}, {\"do\": \"c\"},"
                                " {\"do\": \"d\"}, {\"query\": \"legal\"}]", 0, &err);
    judge(expect, obs, script, v);
    json_decref(script);
    json_decref(expect);
    json_decref(obs);
    return v->pass ? "" : v->message;
}

/* expect_text holds against obs_text (base_obs when NULL). */
static void expect_pass_on(const char *expect_text, const char *obs_text)
{
    verdict v;
    const char *m = run(expect_text, obs_text, &v);
    if (!v.pass)
        fail_msg("expected a pass for %s, got: %s", expect_text, m);
    verdict_free(&v);
}

static void expect_pass(const char *expect_text)
{
    expect_pass_on(expect_text, NULL);
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
    assert_non_null(strstr(msg, "(and 1 more divergence)"));
    assert_string_equal(json_string_value(json_object_get(json_array_get(v.divergences, 1), "check")),
                        "unused");
    assert_string_equal(json_string_value(json_object_get(v.diff, "path")), "$.state.round");
    verdict_free(&v);
}

/* A case may expect its run to stop at a question the script leaves unanswered: what is asked
 * for and the options offered (an expected value: "$set" when they are unordered). */
static void test_expected_stop(void **state)
{
    (void)state;
    const char *stopped = "{\"state\": {}, \"events\": [], \"rejections\": [], \"legal\": [],"
                          " \"consumed\": 5, \"pending\": {\"step\": 5, \"kind\": \"random\","
                          " \"for\": \"tiebreak\", \"options\": [\"B\", \"E\"]}}";
    const char *finished = "{\"state\": {}, \"events\": [], \"rejections\": [], \"legal\": [],"
                           " \"consumed\": 5}";
    expect_pass_on("{\"pending\": {\"step\": 5, \"kind\": \"random\", \"for\": \"tiebreak\"}}", stopped);
    expect_pass_on("{\"pending\": {\"step\": 5, \"kind\": \"random\", \"for\": \"tiebreak\","
                   " \"options\": {\"$set\": [\"E\", \"B\"]}}}", stopped);
    expect_fail("{\"pending\": {\"step\": 5, \"kind\": \"random\", \"for\": \"tiebreak\","
                " \"options\": [\"B\"]}}", stopped, "the question the run stopped at differs: at "
                "$.pending.options");
    expect_fail("{\"pending\": {\"step\": 5, \"kind\": \"choose\", \"for\": \"tiebreak\"}}", stopped,
                "at $.pending.kind expected \"choose\", observed \"random\"");
    expect_fail("{\"pending\": {\"step\": 5, \"kind\": \"random\", \"for\": \"seating\"}}", stopped,
                "at $.pending.for");
    expect_fail("{\"pending\": {\"step\": 5, \"kind\": \"random\", \"for\": \"tiebreak\"}}", finished,
                "the run must stop at a question the script leaves unanswered; the implementation "
                "asked none");
    /* A stop the case expects is a check of its own: its clauses, or every declared one. */
    verdict v;
    run("{\"pending\": {\"step\": 5, \"kind\": \"random\", \"for\": \"tiebreak\","
        " \"$clauses\": [\"FR.3.2.1.2#3\"]}, \"state\": {\"round\": {\"$value\": 3, \"$clauses\": []}}}",
        "{\"state\": {\"round\": 4}, \"events\": [], \"rejections\": [], \"legal\": [], \"consumed\": 5}",
        &v);
    json_t *declared = json_pack("[s, s]", "FR.3.2.1~p1", "FR.3.2.1.2#3");
    json_t *failed = verdict_attribute(&v, declared, true);
    assert_int_equal(json_array_size(failed), 1);
    assert_string_equal(json_string_value(json_array_get(failed, 0)), "FR.3.2.1.2#3");
    assert_string_equal(json_string_value(json_object_get(json_array_get(v.divergences, 0), "check")),
                        "stop");   /* at the run's end, before the final state */
    json_decref(failed);
    verdict_free(&v);
    run("{\"pending\": {\"step\": 5, \"kind\": \"random\", \"for\": \"tiebreak\"},"
        " \"state\": {\"round\": {\"$value\": 3, \"$clauses\": [\"FR.3.2.1~p1\"]}}}",
        "{\"state\": {\"round\": 4}, \"events\": [], \"rejections\": [], \"legal\": [], \"consumed\": 5}",
        &v);
    failed = verdict_attribute(&v, declared, true);
    assert_int_equal(json_array_size(failed), 2);
    json_decref(failed);
    verdict_free(&v);
    json_decref(declared);
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


/* The divergences of expect against obs (the first of the run first). */
static verdict judged(const char *expect_text, const char *obs_text)
{
    verdict v;
    run(expect_text, obs_text, &v);
    return v;
}

static const char *check_of(const verdict *v, size_t i)
{
    return json_string_value(json_object_get(json_array_get(v->divergences, i), "check"));
}

static void test_operators(void **state)
{
    (void)state;
    char buf[1024];
    /* $set: tables in any order; $any_order: a tie group keeps its place */
    const char *obs = "{\"state\": {}, \"events\": [{\"type\": \"pairing\", \"tables\": [[\"A\", \"B\"], [\"C\", \"D\"]]},"
                      " {\"type\": \"standings\", \"rows\": [{\"f\": \"A\"}, {\"f\": \"B\"}, {\"f\": \"C\"}]}],"
                      " \"rejections\": [], \"legal\": [], \"consumed\": 5}";
    snprintf(buf, sizeof buf, "{\"events\": [{\"type\": \"pairing\", \"tables\": {\"$set\": [[\"C\", \"D\"], [\"A\", \"B\"]]}}]}");
    expect_pass_on(buf, obs);
    snprintf(buf, sizeof buf, "{\"events\": [{\"type\": \"pairing\", \"tables\": {\"$set\": [[\"C\", \"D\"], [\"A\", \"C\"]]}}]}");
    expect_fail(buf, obs, "no observed element meets it");
    snprintf(buf, sizeof buf, "{\"events\": [{\"type\": \"standings\", \"rows\": [{\"$any_order\": [{\"f\": \"B\"}, {\"f\": \"A\"}]}, {\"f\": \"C\"}]}]}");
    expect_pass_on(buf, obs);
    snprintf(buf, sizeof buf, "{\"events\": [{\"type\": \"standings\", \"rows\": [{\"f\": \"A\"}, {\"$any_order\": [{\"f\": \"C\"}, {\"f\": \"A\"}]}]}]}");
    expect_fail(buf, obs, "expected {\"f\":\"A\"}, observed (absent) (no observed element meets it");
    snprintf(buf, sizeof buf, "{\"events\": [{\"type\": \"standings\", \"rows\": [{\"$any_order\": [{\"f\": \"B\"}, {\"f\": \"A\"}]}]}]}");
    expect_fail(buf, obs, "at $.events[1].rows expected");
    /* $value: a value with its own clauses; the nearest $clauses names the divergence */
    snprintf(buf, sizeof buf, "{%s, \"state\": {\"$clauses\": [\"S\"], \"round\": {\"$value\": 4, \"$clauses\": [\"R\"]},"
             " \"fighters\": {\"A\": {\"points\": 9}}}}", rej);
    verdict v = judged(buf, NULL);
    assert_false(v.pass);
    assert_int_equal(v.ndivergences, 2);   /* every item of the state that differs */
    assert_string_equal(json_string_value(json_array_get(json_object_get(json_array_get(v.divergences, 0), "clauses"), 0)), "R");
    assert_string_equal(json_string_value(json_array_get(json_object_get(json_array_get(v.divergences, 1), "clauses"), 0)), "S");
    verdict_free(&v);
}

static void test_absent_and_exactly(void **state)
{
    (void)state;
    char buf[512];
    snprintf(buf, sizeof buf, "{%s, \"absent\": [{\"type\": \"top-cut\"}]}", rej);
    expect_pass(buf);
    snprintf(buf, sizeof buf, "{%s, \"absent\": [{\"type\": \"result\", \"winners\": [\"A\"]}]}", rej);
    expect_fail(buf, NULL, "an event the case says must not occur was observed: at $.events[1]");
    const char *doubled = "{\"state\": {}, \"events\": [{\"type\": \"pending\", \"skill\": 0}, {\"type\": \"draw\"},"
                          " {\"type\": \"pending\", \"skill\": 0}], \"rejections\": [], \"legal\": [], \"consumed\": 5}";
    expect_fail("{\"events\": [{\"type\": \"pending\", \"skill\": 0}], \"exactly\": [{\"type\": \"pending\"}]}",
                doubled, "an event was observed beyond those the case expects of its kind: at $.events[2]");
    expect_pass_on("{\"events\": [{\"type\": \"pending\"}, {\"type\": \"pending\"}], \"exactly\": [{\"type\": \"pending\"}]}", doubled);
}

/* A tie group of expected events: its members in any order among themselves, each after the
 * previous expected event; the next one after the last of them; a member missing is a divergence
 * of its own, and `exactly` counts the members matched. */
static void test_event_tie_groups(void **state)
{
    (void)state;
    const char *obs = "{\"state\": {}, \"events\": [{\"type\": \"move\"}, {\"type\": \"pending\", \"card\": \"B\"},"
                      " {\"type\": \"pending\", \"card\": \"A\"}, {\"type\": \"checkpoint\"},"
                      " {\"type\": \"pending\", \"card\": \"C\"}], \"rejections\": [], \"legal\": [], \"consumed\": 5}";
    const char *group = "{\"$any_order\": [{\"type\": \"pending\", \"card\": \"A\"}, {\"type\": \"pending\", \"card\": \"B\"}]}";
    char buf[768];
    snprintf(buf, sizeof buf, "{\"events\": [{\"type\": \"move\"}, %s, {\"type\": \"checkpoint\"}],"
             " \"exactly\": [{\"type\": \"pending\", \"card\": \"A\"}]}", group);
    expect_pass_on(buf, obs);
    /* in order, A before B: the plain list fails where the group passes */
    expect_fail("{\"events\": [{\"type\": \"pending\", \"card\": \"A\"}, {\"type\": \"pending\", \"card\": \"B\"}]}",
                obs, "expected event 1 (\"pending\") was not observed in order");
    /* the next expected event is looked for after the last member */
    snprintf(buf, sizeof buf, "{\"events\": [%s, {\"type\": \"move\"}]}", group);
    expect_fail(buf, obs, "expected event 1 (\"move\") was not observed in order");
    /* a member missing is named by its place in the group */
    expect_fail("{\"events\": [{\"$any_order\": [{\"type\": \"pending\", \"card\": \"A\"},"
                " {\"type\": \"pending\", \"card\": \"D\"}]}]}",
                obs, "expected event 0.1 (\"pending\") was not observed in order");
    /* two members cannot take one event */
    expect_fail("{\"events\": [{\"type\": \"checkpoint\"}, {\"$any_order\": [{\"type\": \"pending\"},"
                " {\"type\": \"pending\"}]}]}", obs, "expected event 1.1 (\"pending\")");
    /* a member that fits only the event another could take: the matching gives each its own */
    expect_pass_on("{\"events\": [{\"$any_order\": [{\"type\": \"pending\"},"
                   " {\"type\": \"pending\", \"card\": \"B\"}]}, {\"type\": \"checkpoint\"}]}", obs);
}

static void test_rejection_by_reason_class(void **state)
{
    (void)state;
    const char *no_rule = "{\"state\": {}, \"events\": [], \"rejections\": [{\"step\": 2, \"class\": \"rematch\","
                          " \"reason\": \"met before\"}], \"legal\": [], \"consumed\": 5}";
    expect_pass_on("{\"rejections\": [{\"step\": 2, \"rule\": \"FR.3.2.1~p1\", \"class\": \"rematch\"}]}", no_rule);
    expect_fail("{\"rejections\": [{\"step\": 2, \"rule\": \"FR.3.2.1~p1\", \"class\": \"byes\"}]}", no_rule,
                "the rejection differs");
    expect_fail("{\"rejections\": [{\"step\": 2, \"rule\": \"FR.3.2.1~p1\"}]}", no_rule, "the rejection differs");
    /* a rejection at another step is not paired with the expected one */
    verdict v = judged("{\"rejections\": [{\"step\": 3, \"rule\": \"FR.3.2.1~p1\"}]}", NULL);
    assert_int_equal(v.ndivergences, 2);
    assert_string_equal(check_of(&v, 0), "unexpected-rejection");
    assert_string_equal(check_of(&v, 1), "rejection");
    verdict_free(&v);
}

static void test_invalid_input(void **state)
{
    (void)state;
    const char *refused = "{\"state\": {}, \"events\": [], \"rejections\": [], \"legal\": [], \"consumed\": 0,"
                          " \"error\": \"setup.cards.A: unknown key \\\"powr\\\" (expected one of: power)\"}";
    expect_pass_on("{\"invalid\": [{\"path\": \"$.setup.cards.A.powr\"}]}", refused);
    expect_pass_on("{\"invalid\": [{\"path\": \"$.setup.cards.A\"}]}", refused);   /* a path inside it */
    expect_fail("{\"invalid\": [{\"path\": \"$.setup.first\"}]}", refused, "named no problem at this place");
    expect_fail("{\"invalid\": [{\"path\": \"$.setup.first\"}]}", NULL, "ran a case whose input it must refuse");
    const char *listed = "{\"state\": {}, \"events\": [], \"rejections\": [], \"legal\": [], \"consumed\": 0,"
                         " \"error\": \"2 problems\", \"errors\": [{\"path\": \"$.script[3].card\", \"message\": \"unknown card\"},"
                         " {\"path\": \"setup.first\", \"message\": \"missing\"}]}";
    expect_pass_on("{\"invalid\": [{\"path\": \"$.script[3].card\"}, {\"path\": \"$.setup.first\"}]}", listed);
}

static void test_optional_entries_may_be_left(void **state)
{
    (void)state;
    json_error_t err;
    json_t *expect = json_loads("{\"state\": {}}", 0, &err);
    json_t *obs = json_loads("{\"state\": {}, \"events\": [], \"rejections\": [], \"legal\": [], \"consumed\": 1}", 0, &err);
    json_t *script = json_loads("[{\"do\": \"standings\"}, {\"random\": [\"A\", \"B\"], \"for\": \"tiebreak\", \"optional\": true}]", 0, &err);
    verdict v;
    judge(expect, obs, script, &v);
    assert_true(v.pass);
    verdict_free(&v);
    json_object_set_new(json_array_get(script, 1), "optional", json_false());
    judge(expect, obs, script, &v);
    assert_false(v.pass);
    verdict_free(&v);
    json_decref(expect);
    json_decref(obs);
    json_decref(script);
}

/* What a failing verdict fails: the clauses its diverged checks name; [] is a premise; a check
 * nothing names fails everything; the script's divergences fail what the others name. */
static void test_attribution(void **state)
{
    (void)state;
    json_error_t err;
    json_t *declared = json_loads("[\"P\", \"Q\", \"R\"]", 0, &err);
    char buf[768];
    snprintf(buf, sizeof buf, "{%s, \"state\": {\"round\": {\"$value\": 4, \"$clauses\": [\"Q\"]}, \"fighters\": {\"$clauses\": [\"R\"], \"A\": {\"points\": 2}}}}", rej);
    verdict v = judged(buf, NULL);
    json_t *failed = verdict_attribute(&v, declared, true);
    assert_int_equal(json_array_size(failed), 1);
    assert_string_equal(json_string_value(json_array_get(failed, 0)), "Q");
    json_decref(failed);
    failed = verdict_attribute(&v, declared, false);   /* written without attribution */
    assert_int_equal(json_array_size(failed), 3);
    json_decref(failed);
    verdict_free(&v);
    snprintf(buf, sizeof buf, "{%s, \"state\": {\"$clauses\": [], \"round\": 4}}", rej);   /* a premise */
    v = judged(buf, NULL);
    failed = verdict_attribute(&v, declared, true);
    assert_int_equal(json_array_size(failed), 0);
    json_decref(failed);
    verdict_free(&v);
    snprintf(buf, sizeof buf, "{%s, \"state\": {\"round\": 4}}", rej);   /* a check nothing names */
    v = judged(buf, NULL);
    failed = verdict_attribute(&v, declared, true);
    assert_int_equal(json_array_size(failed), 3);
    json_decref(failed);
    verdict_free(&v);
    /* entries unused beside a named divergence: what the others name */
    v = judged("{\"state\": {\"round\": {\"$value\": 4, \"$clauses\": [\"P\"]}}}",
               "{\"state\": {\"round\": 3}, \"events\": [], \"rejections\": [], \"legal\": [], \"consumed\": 2}");
    failed = verdict_attribute(&v, declared, true);
    assert_int_equal(json_array_size(failed), 1);
    assert_string_equal(json_string_value(json_array_get(json_object_get(json_array_get(v.divergences, 1), "clauses"), 0)), "P");
    json_decref(failed);
    verdict_free(&v);
    /* alone, they fail everything */
    v = judged("{\"state\": {\"$clauses\": [\"P\"]}}",
               "{\"state\": {}, \"events\": [], \"rejections\": [], \"legal\": [], \"consumed\": 2}");
    failed = verdict_attribute(&v, declared, true);
    assert_int_equal(json_array_size(failed), 3);
    json_decref(failed);
    verdict_free(&v);
    json_decref(declared);
}

/* The first divergence is the earliest of the run, not the first check. */
static void test_first_in_run_order(void **state)
{
    (void)state;
    char buf[512];
    snprintf(buf, sizeof buf, "{%s, \"state\": {\"round\": 4}, \"events\": [{\"type\": \"pairing\", \"round\": 2}]}", rej);
    verdict v = judged(buf, "{\"state\": {\"round\": 3}, \"events\": [{\"type\": \"pairing\", \"round\": 1, \"step\": 0}],"
                            " \"rejections\": [{\"step\": 2, \"rule\": \"FR.3.2.1~p1\"}], \"legal\": [], \"consumed\": 5}");
    assert_int_equal(v.ndivergences, 2);
    assert_string_equal(check_of(&v, 0), "event");
    assert_true(json_is_true(json_object_get(json_array_get(v.divergences, 0), "first")));
    assert_string_equal(check_of(&v, 1), "state");
    assert_non_null(strstr(v.message, "(and 1 more divergence)"));
    verdict_free(&v);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_partial_state),
        cmocka_unit_test(test_events_are_an_ordered_subsequence),
        cmocka_unit_test(test_rejections_are_exact),
        cmocka_unit_test(test_legal_actions_are_exact_sets),
        cmocka_unit_test(test_script_must_be_answered_and_used),
        cmocka_unit_test(test_expected_stop),
        cmocka_unit_test(test_diff_names_the_first_divergence),
        cmocka_unit_test(a_shortened_value_stays_utf8),
        cmocka_unit_test(test_operators),
        cmocka_unit_test(test_absent_and_exactly),
        cmocka_unit_test(test_event_tie_groups),
        cmocka_unit_test(test_rejection_by_reason_class),
        cmocka_unit_test(test_invalid_input),
        cmocka_unit_test(test_optional_entries_may_be_left),
        cmocka_unit_test(test_attribution),
        cmocka_unit_test(test_first_in_run_order),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
