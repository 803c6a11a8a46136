/* test_invariant.c — the fusion-world invariants the judge checks on every run (invariant.h):
 * a consistent run passes and reports what it checked; each property, broken on purpose in an
 * otherwise consistent observation, is caught and named by its clause. */
#include "oracle/games/invariant.h"

#include <setjmp.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>
#include <cmocka.h>
#include <stdio.h>
#include <string.h>

/* P1: leader L1, deck D1 D2, life T1, battle A (combo power 5000), hand N (no combo power) and
 * the extra card XE (combo power 0);
 * P2: leader L2, deck X1, life Y1 Y2, battle G. */
static const char setup_text[] =
    "{\"first\": \"P1\", \"start\": {\"at\": \"main\", \"turn\": 3},"
    " \"cards\": {\"L1\": {\"type\": \"leader\"}, \"L2\": {\"type\": \"leader\"},"
    "   \"D1\": {}, \"D2\": {}, \"T1\": {}, \"A\": {\"combo\": 5000}, \"N\": {}, \"U\": {},"
    "   \"XE\": {\"type\": \"extra\", \"combo\": 0},"
    "   \"X1\": {}, \"Y1\": {}, \"Y2\": {}, \"G\": {}},"
    " \"P1\": {\"leader\": \"L1\", \"deck\": [\"D1\", \"D2\"], \"life\": [\"T1\"],"
    "        \"battle\": [\"A\"], \"hand\": [\"N\", \"XE\"]},"
    " \"P2\": {\"leader\": \"L2\", \"deck\": [\"X1\"], \"life\": [\"Y1\", \"Y2\"], \"battle\": [\"G\"]},"
    " \"under\": {\"A\": [\"U\"]}}";

/* The observation after P2 took 1 damage (Y1 to P2's hand) and P1 drew D1. */
#define MOVES \
    "{\"type\": \"move\", \"step\": 0, \"card\": \"Y1\", \"from\": \"P2:life\", \"to\": \"P2:hand\"}," \
    "{\"type\": \"move\", \"step\": 1, \"card\": \"D1\", \"from\": \"P1:deck\", \"to\": \"P1:hand\"}"
#define P1_STATE \
    "\"P1\": {\"leader\": {\"card\": \"L1\"}, \"deck\": [\"D2\"], \"hand\": [\"N\", \"XE\", \"D1\"]," \
    " \"life\": [\"T1\"], \"drop\": [], \"combo\": [], \"energy\": [], \"markers\": 0," \
    " \"battle\": [{\"card\": \"A\", \"under\": [\"U\"], \"ki\": 0, \"combo\": 5000}], \"removed\": []}"
#define P2_STATE \
    "\"P2\": {\"leader\": {\"card\": \"L2\"}, \"deck\": [\"X1\"], \"hand\": [\"Y1\"]," \
    " \"life\": [\"Y2\"], \"drop\": [], \"combo\": [], \"energy\": [], \"markers\": 1," \
    " \"battle\": [{\"card\": \"G\", \"under\": []}], \"removed\": []}"
#define TURN "\"turn\": {\"number\": 3, \"player\": \"P1\", \"phase\": \"main\", \"step\": null}"

static const char *check(const char *obs_text, inv_report *r)
{
    json_error_t err;
    json_t *setup = json_loads(setup_text, 0, &err);
    json_t *obs = json_loads(obs_text, 0, &err);
    if (!obs)
        fail_msg("bad observation text: %s (column %d)", err.text, err.column);
    assert_non_null(setup);
    inv_check("fusion-world", setup, obs, r);
    json_decref(setup);
    json_decref(obs);
    return r->clause;
}

static void expect_broken(const char *obs_text, const char *clause)
{
    inv_report r;
    const char *got = check(obs_text, &r);
    if (!got || strcmp(got, clause) != 0)
        fail_msg("expected %s broken, got %s (%s)", clause, got ? got : "none",
                 r.message ? r.message : "");
    assert_non_null(strstr(r.message, clause));
    inv_report_free(&r);
}

static bool checked(const inv_report *r, const char *clause)
{
    return inv_was_checked(r, clause);
}

static void consistent_run_passes_and_lists_the_properties(void **state)
{
    (void)state;
    inv_report r;
    const char *got = check("{\"events\": [" MOVES "], \"state\": {" TURN ", \"result\": null, "
                            P1_STATE ", " P2_STATE "}}", &r);
    if (got)
        fail_msg("unexpected: %s", r.message);
    static const char *const all[] = {"3", "0-1-2", "3-5-1", "10-1-1", "3-7-1", "3-1-1", "3-5-3", "3-1-6-1", "5-6-2-1", "3-6-1", "0-2-9",
                                      "14-2-2-1", "14-2-2-2", "14-4-2", "0-1-3"};
    for (size_t i = 0; i < sizeof all / sizeof *all; i++)
        if (!checked(&r, all[i]))
            fail_msg("%s was not reported as checked", all[i]);
    /* each once, found by its text wherever the string is */
    for (size_t i = 0; i < r.n_checked; i++)
        for (size_t k = 0; k < i; k++)
            if (strcmp(r.checked[i], r.checked[k]) == 0)
                fail_msg("%s is listed twice", r.checked[i]);
    char copy[16];
    snprintf(copy, sizeof copy, "%s", "3-1-1");
    assert_true(checked(&r, copy));
    assert_false(checked(&r, "3-1-"));
    assert_false(checked(&r, "3-1-1-1"));
    inv_report_free(&r);
}

static void other_documents_have_no_checker(void **state)
{
    (void)state;
    inv_report r;
    json_t *obs = json_object();
    inv_check("bushiroad-floor", obs, obs, &r);
    assert_null(r.clause);
    assert_int_equal(r.n_checked, 0);
    inv_report_free(&r);
    json_decref(obs);
}

static void a_move_from_where_the_card_is_not(void **state)
{
    (void)state;
    expect_broken("{\"events\": [{\"type\": \"move\", \"step\": 0, \"card\": \"D2\","
                  " \"from\": \"P1:hand\", \"to\": \"P1:drop\"}], \"state\": {}}", "3-1-1");
}

static void a_card_lost_from_the_state(void **state)
{
    (void)state;
    /* P2's hand forgets Y1 although the move put it there */
    char obs[4096];
    snprintf(obs, sizeof obs, "{\"events\": [" MOVES "], \"state\": {" TURN ", \"result\": null, "
             P1_STATE ", \"P2\": {\"leader\": {\"card\": \"L2\"}, \"deck\": [\"X1\"],"
             " \"hand\": [], \"life\": [\"Y2\"], \"battle\": [{\"card\": \"G\"}]}}}");
    expect_broken(obs, "3-1-1");
}

static void a_card_shown_twice(void **state)
{
    (void)state;
    char obs[4096];
    snprintf(obs, sizeof obs, "{\"events\": [" MOVES "], \"state\": {" TURN ", \"result\": null, "
             P1_STATE ", \"P2\": {\"leader\": {\"card\": \"L2\"}, \"deck\": [\"X1\"],"
             " \"hand\": [\"Y1\", \"Y1\"], \"life\": [\"Y2\"], \"battle\": [{\"card\": \"G\"}]}}}");
    expect_broken(obs, "3-1-1");
}

static void the_leader_leaving_its_area(void **state)
{
    (void)state;
    expect_broken("{\"events\": [{\"type\": \"move\", \"step\": 0, \"card\": \"L2\","
                  " \"from\": \"P2:leader\", \"to\": \"P2:drop\"}], \"state\": {}}", "3-5-3");
}

static void a_card_sent_to_the_other_players_drop(void **state)
{
    (void)state;
    expect_broken("{\"events\": [{\"type\": \"move\", \"step\": 0, \"card\": \"G\","
                  " \"from\": \"P2:battle\", \"to\": \"P1:drop\"}], \"state\": {}}", "3-1-6-1");
}

static void a_card_without_combo_power_in_a_combo_area(void **state)
{
    (void)state;
    expect_broken("{\"events\": [{\"type\": \"move\", \"step\": 0, \"card\": \"N\","
                  " \"from\": \"P1:hand\", \"to\": \"P1:combo\"}], \"state\": {}}", "5-6-2-1");
}

static void no_life_and_the_game_goes_on(void **state)
{
    (void)state;
    /* P1's last life card T1 goes to the hand and nobody loses */
    expect_broken("{\"events\": [{\"type\": \"move\", \"step\": 0, \"card\": \"T1\","
                  " \"from\": \"P1:life\", \"to\": \"P1:hand\"}], \"state\": {" TURN
                  ", \"result\": null,"
                  " \"P1\": {\"leader\": {\"card\": \"L1\"}, \"deck\": [\"D1\", \"D2\"],"
                  "  \"hand\": [\"N\", \"XE\", \"T1\"], \"life\": [],"
                  "  \"battle\": [{\"card\": \"A\", \"under\": [\"U\"]}]}, "
                  "\"P2\": {\"leader\": {\"card\": \"L2\"}, \"deck\": [\"X1\"],"
                  " \"life\": [\"Y1\", \"Y2\"], \"battle\": [{\"card\": \"G\"}]}}}", "14-2-2-1");
}

static void a_winner_nobody_lost_to(void **state)
{
    (void)state;
    expect_broken("{\"events\": [" MOVES "], \"state\": {" TURN ", \"result\": {\"winner\": \"P1\"}, "
                  P1_STATE ", " P2_STATE "}}", "0-1-3");
}

static void a_draw_needs_both_players_to_lose(void **state)
{
    (void)state;
    expect_broken("{\"events\": [" MOVES ", {\"type\": \"lose\", \"step\": 1, \"player\": \"P2\"}],"
                  " \"state\": {" TURN ", \"result\": {\"draw\": true}, " P1_STATE ", " P2_STATE
                  "}}", "0-1-3");
}

static void an_extra_card_in_a_combo_area(void **state)
{
    (void)state;
    expect_broken("{\"events\": [{\"type\": \"move\", \"step\": 0, \"card\": \"XE\","
                  " \"from\": \"P1:hand\", \"to\": \"P1:combo\"}], \"state\": {}}", "3-7-1");
}

static void a_removed_card_is_in_no_players_zone(void **state)
{
    (void)state;
    char obs[4096];
    snprintf(obs, sizeof obs, "{\"events\": [{\"type\": \"move\", \"step\": 0, \"card\": \"G\","
             " \"from\": \"P2:battle\", \"to\": \"removed\"}], \"state\": {" TURN ", \"result\": null, "
             "\"P1\": {\"leader\": {\"card\": \"L1\"}, \"deck\": [\"D1\", \"D2\"], \"hand\": [\"N\", \"XE\"],"
             " \"life\": [\"T1\"], \"battle\": [{\"card\": \"A\", \"under\": [\"U\"]}]},"
             " \"P2\": {\"leader\": {\"card\": \"L2\"}, \"deck\": [\"X1\"], \"life\": [\"Y1\", \"Y2\"],"
             " \"removed\": [\"G\"]}}}");
    inv_report r;
    if (check(obs, &r))
        fail_msg("unexpected: %s", r.message);
    inv_report_free(&r);
}

static void a_leader_in_a_deck_before_the_game(void **state)
{
    (void)state;
    /* an illegal deck holding a leader: the game never starts, the leader stays in the deck */
    const char *pregame = "{\"events\": [], \"state\": {\"turn\": {\"phase\": \"pregame\"},"
        " \"result\": null, \"P1\": {\"leader\": {\"card\": \"L1\"}, \"deck\": [\"D1\", \"D2\", \"L2\"],"
        " \"hand\": [\"N\", \"XE\"], \"life\": [\"T1\"], \"battle\": [{\"card\": \"A\", \"under\": [\"U\"]}]},"
        " \"P2\": {\"leader\": {\"card\": \"L2\"}}}}";
    inv_report r;
    check(pregame, &r);
    /* L2 shown twice is still a conservation break, but not a leader out of place */
    assert_string_equal(r.clause, "3-1-1");
    inv_report_free(&r);
}

static void a_stranger_in_the_state(void **state)
{
    (void)state;
    expect_broken("{\"events\": [" MOVES "], \"state\": {" TURN ", \"result\": null, \"P3\": {}, "
                  P1_STATE ", " P2_STATE "}}", "0-1-2");
}

static void a_leader_area_without_its_leader(void **state)
{
    (void)state;
    char obs[4096];
    snprintf(obs, sizeof obs, "{\"events\": [" MOVES "], \"state\": {" TURN ", \"result\": null, "
             P1_STATE ", \"P2\": {\"leader\": {\"card\": \"G\"}, \"deck\": [\"X1\"],"
             " \"hand\": [\"Y1\"], \"life\": [\"Y2\"], \"battle\": [{\"card\": \"L2\"}]}}}");
    expect_broken(obs, "3-5-1");
}

static void negative_markers(void **state)
{
    (void)state;
    char obs[4096];
    snprintf(obs, sizeof obs, "{\"events\": [" MOVES "], \"state\": {" TURN ", \"result\": null, "
             P1_STATE ", \"P2\": {\"leader\": {\"card\": \"L2\"}, \"deck\": [\"X1\"],"
             " \"hand\": [\"Y1\"], \"life\": [\"Y2\"], \"battle\": [{\"card\": \"G\"}],"
             " \"markers\": -1}}}");
    expect_broken(obs, "0-2-9");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(consistent_run_passes_and_lists_the_properties),
        cmocka_unit_test(other_documents_have_no_checker),
        cmocka_unit_test(a_move_from_where_the_card_is_not),
        cmocka_unit_test(a_card_lost_from_the_state),
        cmocka_unit_test(a_card_shown_twice),
        cmocka_unit_test(the_leader_leaving_its_area),
        cmocka_unit_test(a_card_sent_to_the_other_players_drop),
        cmocka_unit_test(a_card_without_combo_power_in_a_combo_area),
        cmocka_unit_test(no_life_and_the_game_goes_on),
        cmocka_unit_test(a_winner_nobody_lost_to),
        cmocka_unit_test(a_draw_needs_both_players_to_lose),
        cmocka_unit_test(an_extra_card_in_a_combo_area),
        cmocka_unit_test(a_removed_card_is_in_no_players_zone),
        cmocka_unit_test(a_leader_in_a_deck_before_the_game),
        cmocka_unit_test(a_stranger_in_the_state),
        cmocka_unit_test(a_leader_area_without_its_leader),
        cmocka_unit_test(negative_markers),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
