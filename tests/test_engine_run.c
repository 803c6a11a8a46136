/* test_engine_run.c — the run's script cursor (engine/core/run.c): an entry met where the game
 * reads its next action but nobody asked for stops the run there; a question the script does
 * not answer is reported as pending, with its options, and stops the run; optional random
 * outcomes left at the script's end count as consumed; the clauses a run applies are its
 * trace, each once however often and from wherever it is marked. A small module defined here plays a plan of reads given in its setup and reports what
 * each read returned as an event. These behaviours fail any case that shows them, so no case
 * of the suite can test them; this test does. */
#include "engine/engine.h"

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <cmocka.h>

#include "fw_testutil.h"

/* setup {"plan": ["next" | "choose" | "random" | "rule" | "paused", …]}: each read in turn, whatever the
 * earlier ones returned; event {"type": "read", "read": R, "got": what it returned or null}. */
static int cursor_run(eng_run *r, const json_t *setup)
{
    const json_t *plan = json_object_get(setup, "plan");
    size_t i;
    const json_t *op;
    json_array_foreach(plan, i, op) {
        const char *what = json_string_value(op);
        const json_t *got = NULL;
        if (strcmp(what, "next") == 0)
            got = eng_next(r);
        else if (strcmp(what, "choose") == 0)
            got = eng_choose(r, "x", json_pack("[i, i]", 1, 2));
        else if (strcmp(what, "random") == 0)
            got = eng_random(r, "r", json_pack("[i, i]", 1, 2));
        else if (strcmp(what, "paused") == 0) {
            eng_trace_pause(r);           /* a mark made while paused is not recorded */
            eng_rule(r, "P-1");
            eng_trace_resume(r);
        } else
            eng_rule(r, "A-1");
        eng_event(r, "read", json_pack("{s:s, s:O?}", "read", what, "got", (json_t *)got));
    }
    return 0;
}

static const eng_module cursor_module = {.doc = "cursor-test", .name = "cursor test",
                                         .version = "0", .run = cursor_run};

static json_t *play(const char *plan, const char *script)
{
    char setup[256];
    snprintf(setup, sizeof setup, "{'plan': %s}", plan);
    return fwt_execute(&cursor_module, setup, script);
}

static void reads(const json_t *obs, const char *want)
{
    fwt_expect_json(json_object_get(obs, "events"), want);
}

static void an_entry_nobody_asked_for_stops_the_run(void **state)
{
    (void)state;
    /* a choice's answer where the game reads its next action: not handed over as an action,
     * and not taken by a later question either: the run stopped at it */
    json_t *obs = play("['next', 'choose', 'next']", "[{'choose': 1, 'for': 'x'}]");
    reads(obs, "[{'type': 'read', 'step': -1, 'read': 'next', 'got': null},"
               " {'type': 'read', 'step': -1, 'read': 'choose', 'got': null},"
               " {'type': 'read', 'step': -1, 'read': 'next', 'got': null}]");
    fwt_expect_json(json_object_get(obs, "consumed"), "0");
    json_decref(obs);
    obs = play("['next', 'random']", "[{'random': 2, 'for': 'r'}]");
    reads(obs, "[{'type': 'read', 'step': -1, 'read': 'next', 'got': null},"
               " {'type': 'read', 'step': -1, 'read': 'random', 'got': null}]");
    fwt_expect_json(json_object_get(obs, "consumed"), "0");
    json_decref(obs);
}

static void an_unanswered_question_is_pending_and_stops_the_run(void **state)
{
    (void)state;
    json_t *obs = play("['next', 'choose', 'next']", "[{'do': 'a'}, {'do': 'b'}]");
    reads(obs, "[{'type': 'read', 'step': 0, 'read': 'next', 'got': {'do': 'a'}},"
               " {'type': 'read', 'step': 0, 'read': 'choose', 'got': null},"
               " {'type': 'read', 'step': 0, 'read': 'next', 'got': null}]");
    fwt_expect_json(json_object_get(obs, "pending"),
                    "{'step': 1, 'kind': 'choose', 'for': 'x', 'options': [1, 2]}");
    fwt_expect_json(json_object_get(obs, "consumed"), "1");
    json_decref(obs);
    /* answered: the answer is the entry's value, and the run goes on */
    obs = play("['choose', 'next']", "[{'choose': 2, 'for': 'x'}, {'do': 'b'}]");
    reads(obs, "[{'type': 'read', 'step': -1, 'read': 'choose', 'got': 2},"
               " {'type': 'read', 'step': 1, 'read': 'next', 'got': {'do': 'b'}}]");
    assert_null(json_object_get(obs, "pending"));
    fwt_expect_json(json_object_get(obs, "consumed"), "2");
    json_decref(obs);
}

static void optional_outcomes_nobody_asks_for_are_passed_over(void **state)
{
    (void)state;
    json_t *obs = play("['next']", "[{'do': 'a'}, {'random': 1, 'for': 'r', 'optional': true},"
                                   " {'random': 2, 'for': 'r', 'optional': true}]");
    fwt_expect_json(json_object_get(obs, "consumed"), "3");
    json_decref(obs);
    /* one nobody asks for before an action is passed over */
    obs = play("['next']", "[{'random': 1, 'for': 'r', 'optional': true}, {'do': 'a'}]");
    reads(obs, "[{'type': 'read', 'step': 1, 'read': 'next', 'got': {'do': 'a'}}]");
    fwt_expect_json(json_object_get(obs, "consumed"), "2");
    json_decref(obs);
    /* asked for, the optional outcome answers as any other */
    obs = play("['next', 'random']", "[{'do': 'a'}, {'random': 2, 'for': 'r', 'optional': true}]");
    reads(obs, "[{'type': 'read', 'step': 0, 'read': 'next', 'got': {'do': 'a'}},"
               " {'type': 'read', 'step': 0, 'read': 'random', 'got': 2}]");
    fwt_expect_json(json_object_get(obs, "consumed"), "2");
    json_decref(obs);
}

/* Many distinct clauses: 300 ids, each marked twice, then again from copies at other addresses
 * (the same clause named in two places: 600 places in all); the trace lists each once, sorted. */
enum { MANY = 300 };
static char many_ids[MANY][16], many_copies[MANY][16];

static int many_run(eng_run *r, const json_t *setup)
{
    (void)setup;
    for (int k = 0; k < MANY; k++) {
        snprintf(many_ids[k], sizeof many_ids[k], "C-%03d", k);
        snprintf(many_copies[k], sizeof many_copies[k], "C-%03d", k);
    }
    for (int pass = 0; pass < 2; pass++)
        for (int k = 0; k < MANY; k++)
            eng_rule(r, many_ids[k]);
    for (int k = 0; k < MANY; k++)
        eng_rule(r, many_copies[k]);
    return 0;
}

static const eng_module many_module = {.doc = "many-test", .name = "many clauses test",
                                       .version = "0", .run = many_run};

static void a_trace_of_many_clauses(void **state)
{
    (void)state;
    json_t *obs = fwt_execute(&many_module, "{}", "[]");
    const json_t *trace = json_object_get(obs, "trace");
    assert_int_equal(json_array_size(trace), MANY);
    for (size_t k = 0; k < MANY; k++) {
        char want[16];
        snprintf(want, sizeof want, "C-%03zu", k);
        assert_string_equal(json_string_value(json_array_get(trace, k)), want);
    }
    json_decref(obs);
}

static void the_clauses_applied_are_the_trace(void **state)
{
    (void)state;
    json_t *obs = play("['rule', 'paused', 'rule']", "[]");
    assert_non_null(json_object_get(obs, "trace"));
    assert_true(fwt_traced(obs, "A-1"));
    assert_false(fwt_traced(obs, "P-1"));
    json_decref(obs);
    obs = play("[]", "[]");
    assert_false(fwt_traced(obs, "A-1"));
    json_decref(obs);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(an_entry_nobody_asked_for_stops_the_run),
        cmocka_unit_test(an_unanswered_question_is_pending_and_stops_the_run),
        cmocka_unit_test(optional_outcomes_nobody_asks_for_are_passed_over),
        cmocka_unit_test(the_clauses_applied_are_the_trace),
        cmocka_unit_test(a_trace_of_many_clauses),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
