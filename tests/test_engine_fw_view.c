/* test_engine_fw_view.c — the `view` of the fusion-world reference engine's state
 * (docs/engines/fusion-world.md, "view: what each player can see"): the faces each player sees
 * where the cards now are, in the order of the state's listing, and the counts of cards every
 * player knows. Each expectation is worked out from the clauses cited and the page. */
#include "engine/engine.h"

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include "fw_testutil.h"

/* The main phase of turn 3 (P1's); the arguments add cards and zones (each starting with a
 * comma). */
static const char *game(const char *cards, const char *p1, const char *p2, const char *more)
{
    static char buf[16384];
    snprintf(buf, sizeof buf,
             "{'first': 'P1', 'start': {'at': 'main', 'turn': 3},"
             " 'cards': {'L1': {'type': 'leader'}, 'L2': {'type': 'leader'},"
             "  'D1': {}, 'D2': {}, 'F1': {}, 'T1': {}, 'U1': {}, 'U2': {}%s},"
             " 'P1': {'leader': 'L1', 'deck': ['D1', 'D2'], 'life': ['T1']%s},"
             " 'P2': {'leader': 'L2', 'deck': ['F1'], 'life': ['U1', 'U2']%s}%s}",
             cards, p1, p2, more);
    return buf;
}

/* 3-5-2, 3-6-2, 3-8-2, 3-4-3, 3-7-2 (public areas, seen by both), 3-3-2/3-3-3 (a hand by its
 * own player only), 3-2-2, 3-9-2 (decks and lives by nobody), in the listing order: P1's
 * leader, battle (each card, then the cards under it), energy, hand, deck, life, drop, combo,
 * then P2's; 16-2-2-2 and 1-11-3/1-12-5 in the counts: a stack's under card counts in the
 * battle area, energy markers and 【気】 are not cards. */
static void every_zone_in_listing_order(void **state)
{
    (void)state;
    const char *cards =
        ", 'A': {}, 'B': {}, 'UA': {}, 'E1': {}, 'E2': {}, 'H1': {}, 'H2': {}, 'X': {}, 'Y': {}, 'P': {}";
    json_t *obs = fwt_run(game(cards,
                               ", 'battle': ['A', 'B'], 'energy': ['E1'], 'hand': ['H1'], 'drop': ['X'], 'markers': 3",
                               ", 'battle': ['P'], 'energy': ['E2'], 'hand': ['H2', 'Y']",
                               ", 'under': {'A': ['UA']}, 'ki': {'A': 2}"),
                          "[]");
    fwt_ok(obs);
    fwt_expect_json(fwt_state(obs, "view.P1.sees"), "['L1', 'A', 'UA', 'B', 'E1', 'H1', 'X', 'L2', 'P', 'E2']");
    fwt_expect_json(fwt_state(obs, "view.P2.sees"), "['L1', 'A', 'UA', 'B', 'E1', 'X', 'L2', 'P', 'E2', 'H2', 'Y']");
    const char *counts =
        "{'P1': {'deck': 2, 'hand': 1, 'life': 1, 'drop': 1, 'energy': 1, 'battle': 3, 'combo': 0},"
        " 'P2': {'deck': 1, 'hand': 2, 'life': 2, 'drop': 0, 'energy': 1, 'battle': 1, 'combo': 0}}";
    fwt_expect_json(fwt_state(obs, "view.P1.counts"), counts);
    fwt_expect_json(fwt_state(obs, "view.P2.counts"), counts);
    json_decref(obs);
}

/* 13-10-2 (a revealed card is hidden again when the revealing effect ends): S reveals H1 from
 * P1's hand; at the end of the run P2 does not see it; P1 still does (3-3-2). A search reveals
 * the card it takes (3-1-7), which is hidden again in the hand. */
static void a_revealed_card_is_hidden_again(void **state)
{
    (void)state;
    const char *cards =
        ", 'H1': {}, 'K': {'traits': ['Hero']},"
        " 'S': {'skills': [{'kind': 'activate', 'timing': 'main', 'effect': ["
        "{'reveal': {'choose': 1, 'from': {'who': 'you', 'zone': 'hand'}}},"
        " {'search': {'trait': 'Hero'}, 'count': 1, 'to': 'hand'}]}]}";
    json_t *obs = fwt_run(game(cards, ", 'battle': ['S'], 'hand': ['H1'], 'deck': ['D1', 'K', 'D2']", "", ""),
                          "[{'do': 'activate', 'card': 'S', 'skill': 0}, {'choose': ['K'], 'for': 'target'},"
                          " {'random': ['D2', 'D1'], 'for': 'shuffle'}]");
    fwt_ok(obs);
    assert_int_equal(fwt_count(obs, "reveal"), 2);
    assert_string_equal(fwt_ids(obs, "P1.hand"), "H1 K");
    fwt_expect_json(fwt_state(obs, "view.P1.sees"), "['L1', 'S', 'H1', 'K', 'L2']");
    fwt_expect_json(fwt_state(obs, "view.P2.sees"), "['L1', 'S', 'L2']");
    fwt_expect_json(fwt_state(obs, "view.P2.counts.P1.hand"), "2");
    json_decref(obs);
}

/* 13-9-3 (removed cards are face up), the page: removed cards come after both players' zones,
 * P1's then P2's; they are counted in no zone. */
static void removed_cards_are_seen_by_both(void **state)
{
    (void)state;
    const char *cards =
        ", 'V': {}, 'S': {'skills': [{'kind': 'activate', 'timing': 'main', 'effect': ["
        "{'remove': {'all': {'who': 'any', 'filter': {'other': true}}}}]}]}, 'H1': {}";
    json_t *obs = fwt_run(game(cards, ", 'battle': ['S'], 'hand': ['H1']", ", 'battle': ['V']", ""),
                          "[{'do': 'activate', 'card': 'S', 'skill': 0}]");
    fwt_ok(obs);
    assert_string_equal(fwt_ids(obs, "P2.removed"), "V");
    fwt_expect_json(fwt_state(obs, "view.P1.sees"), "['L1', 'S', 'H1', 'L2', 'V']");
    fwt_expect_json(fwt_state(obs, "view.P2.sees"), "['L1', 'S', 'L2', 'V']");
    fwt_expect_json(fwt_state(obs, "view.P1.counts.P2"),
                    "{'deck': 1, 'hand': 0, 'life': 2, 'drop': 0, 'energy': 0, 'battle': 0, 'combo': 0}");
    json_decref(obs);
}

/* 1-11-3, 1-12-5: energy markers and 【気】 change no count; 5-11 places markers, 5-12 【気】. */
static void markers_and_ki_are_not_counted(void **state)
{
    (void)state;
    const char *cards =
        ", 'S': {'skills': [{'kind': 'activate', 'timing': 'main', 'effect': [{'markers': 2}, {'ki': 3}]}]}";
    json_t *obs = fwt_run(game(cards, ", 'battle': ['S']", "", ""),
                          "[{'do': 'activate', 'card': 'S', 'skill': 0}]");
    fwt_ok(obs);
    fwt_expect_json(fwt_state(obs, "P1.markers"), "2");
    fwt_expect_json(fwt_state(obs, "P1.battle.0.ki"), "3");
    fwt_expect_json(fwt_state(obs, "view.P2.counts.P1"),
                    "{'deck': 2, 'hand': 0, 'life': 1, 'drop': 0, 'energy': 0, 'battle': 1, 'combo': 0}");
    json_decref(obs);
}

/* 16-2-2-2: after an evolve the card under the new top is in the battle area: listed after it,
 * seen by both, counted there. */
static void a_stacks_under_cards(void **state)
{
    (void)state;
    const char *cards =
        ", 'A': {}, 'E': {'skills': [{'kind': 'evolve', 'cost': [], 'onto': {'name': 'A'}}]}";
    json_t *obs = fwt_run(game(cards, ", 'battle': ['A'], 'hand': ['E']", "", ""),
                          "[{'do': 'activate', 'card': 'E', 'skill': 0, 'onto': ['A']}]");
    fwt_ok(obs);
    fwt_expect_json(fwt_state(obs, "view.P2.sees"), "['L1', 'E', 'A', 'L2']");
    fwt_expect_json(fwt_state(obs, "view.P1.counts.P1.battle"), "2");
    fwt_expect_json(fwt_state(obs, "view.P1.counts.P1.hand"), "0");
    json_decref(obs);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(every_zone_in_listing_order),
        cmocka_unit_test(a_revealed_card_is_hidden_again),
        cmocka_unit_test(removed_cards_are_seen_by_both),
        cmocka_unit_test(markers_and_ki_are_not_counted),
        cmocka_unit_test(a_stacks_under_cards),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
