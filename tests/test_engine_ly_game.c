/* test_engine_ly_game.c — the lycee reference engine, the game without effects: the setup's
 * strictness, playing a character (0810, 0214, 0211), paying by the hand's EX points (0710,
 * LY-HAND-PAYMENT), declarations and responses (0601–0604), the turn's passes and end (0522,
 * 0523, 0510), deck-out (0502), the legal actions. Each expectation is worked out from the rule
 * text (the clause cited) and docs/engines/lycee.md, cases/lycee/readings.json where a reading
 * decides. */
#include "engine/engine.h"

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include "fw_testutil.h"
#include "ly_testutil.h"

/* --- setup ----------------------------------------------------------------------------------- */

static void setup_errors_name_what_is_wrong(void **state)
{
    (void)state;
    static const char *const bad[][3] = {
        {", 'C': {'powr': 1}", ", 'hand': ['C']", "unknown key \"powr\""},
        {", 'C': {}", "", "\"C\" is in no zone"},
        {", 'E': {'type': 'event', 'abilities': [{'effect': []}, {'effect': []}]}", ", 'hand': ['E']",
         "one effect"},
        {", 'C': {'abilities': [{'kind': 'declare', 'effect': [{'rearrange': ['AF-left', 'AF-right'], 'order': {}}]}]}",
         ", 'AF-left': ['C']", "unknown key \"order\""},
        {", 'C': {'abilities': [{'kind': 'declare', 'effect': [{'reveal': 'this', 'to': 'both'}]}]}",
         ", 'AF-left': ['C']", "\"to\""},
    };
    for (size_t i = 0; i < sizeof bad / sizeof *bad; i++) {
        json_t *obs = lyt_run(lyt_setup(bad[i][0], bad[i][1], "", ""), "[]");
        fwt_error(obs, bad[i][2]);
        json_decref(obs);
    }
}

/* The reason class of the observation's rejection k (docs/engines/lycee.md, "Reason classes"). */
static const char *rejection_class(const json_t *obs, size_t k)
{
    const json_t *r = json_array_get(json_object_get(obs, "rejections"), k);
    return json_string_value(json_object_get(r, "class"));
}

/* --- playing and paying ------------------------------------------------------------------------ */

static void a_played_character_cannot_attack_at_once(void **state)
{
    (void)state;
    /* 0810/解決/登場ターン制限: it may not attack in the turn it entered */
    json_t *obs = lyt_run(lyt_setup(", 'C': {}", ", 'hand': ['C']", "", ""),
                          "[{'do': 'play', 'card': 'C', 'field': 'AF-left'}, {'do': 'pass', 'by': 'P2'},"
                          " {'do': 'attack', 'card': 'C'}]");
    assert_true(json_is_true(fwt_state(obs, "P1.AF-left.0.fresh")));
    assert_string_equal(fwt_rejections(obs), "0815/行動の主要素の指定");
    assert_string_equal(json_string_value(json_object_get(fwt_event(obs, "enter", 0), "how")), "play");
    json_decref(obs);
}

static void same_name_and_placement(void **state)
{
    (void)state;
    /* 0211/同名(同カード名)~r1: a character named as one on the player's fields (name and サブネーム)
     * cannot be played; 0214: a card played only onto the fields its 配置制限 names */
    json_t *obs = lyt_run(lyt_setup(", 'A1': {'name': 'Alice', 'subname': 'x'}, 'A2': {'name': 'Alice', 'subname': 'x'},"
                                    " 'A3': {'name': 'Alice', 'subname': 'y'}, 'B': {'place': ['DF-left']}",
                                    ", 'AF-left': ['A1'], 'hand': ['A2', 'A3', 'B']", "", ""),
                          "[{'do': 'play', 'card': 'A2', 'field': 'AF-center'},"
                          " {'do': 'play', 'card': 'B', 'field': 'AF-center'},"
                          " {'do': 'play', 'card': 'A3', 'field': 'AF-center'}, {'do': 'pass', 'by': 'P2'}]");
    fwt_ok(obs);
    assert_string_equal(fwt_rejections(obs), "0810/行動の主要素の指定 0810/対象");
    assert_string_equal(rejection_class(obs, 0), "main-element");
    assert_string_equal(rejection_class(obs, 1), "target");
    assert_string_equal(fwt_ids(obs, "P1.AF-center"), "A3");
    assert_string_equal(fwt_ids(obs, "P1.hand"), "A2 B");
    json_decref(obs);
}

static void a_card_pays_its_ex_in_points(void **state)
{
    (void)state;
    /* LY-HAND-PAYMENT: a 雪 card of EX 2 pays [雪][雪]; a 月 card cannot pay [雪] (0710/支払いの判定)
     * and stays in the trash (0603/宣言の失敗: 支払ったコスト…は戻りません) */
    json_t *obs = lyt_run(lyt_setup(", 'C': {'cost': ['snow', 'snow']}, 'S': {'attributes': ['snow'], 'ex': 2},"
                                    " 'D': {'cost': ['snow']}, 'M': {'attributes': ['moon']}",
                                    ", 'hand': ['C', 'S', 'D', 'M']", "", ""),
                          "[{'do': 'play', 'card': 'C', 'field': 'AF-left', 'pay': ['S']}, {'do': 'pass', 'by': 'P2'},"
                          " {'do': 'play', 'card': 'D', 'field': 'AF-right', 'pay': ['M']}]");
    assert_string_equal(fwt_ids(obs, "P1.AF-left"), "C");
    assert_string_equal(fwt_ids(obs, "P1.trash"), "S M");
    assert_string_equal(fwt_ids(obs, "P1.hand"), "D");            /* LY-FAILED-DECLARATION */
    assert_string_equal(fwt_rejections(obs), "0710/支払いの判定");
    assert_string_equal(rejection_class(obs, 0), "cost");
    json_decref(obs);
}

/* --- declarations and responses ------------------------------------------------------------------ */

static void responses_resolve_last_first(void **state)
{
    (void)state;
    /* 0602/進行#7–#8: the last declaration resolves first */
    json_t *obs = lyt_run(lyt_setup(", 'E1': {'type': 'event', 'abilities': [{'effect': [{'marker': 'E1'}]}]},"
                                    " 'E2': {'type': 'event', 'abilities': [{'effect': [{'marker': 'E2'}]}]},"
                                    " 'E3': {'type': 'event', 'abilities': [{'effect': [{'marker': 'E3'}]}]}",
                                    ", 'hand': ['E1', 'E3']", ", 'hand': ['E2']", ""),
                          "[{'do': 'event', 'card': 'E1'}, {'do': 'event', 'card': 'E2', 'by': 'P2'},"
                          " {'do': 'event', 'card': 'E3'}, {'do': 'pass', 'by': 'P2'}]");
    fwt_ok(obs);
    assert_string_equal(fwt_trail(obs, "marker"), "marker:E3 marker:E2 marker:E1");
    assert_string_equal(fwt_ids(obs, "P1.trash"), "E3 E1");
    json_decref(obs);
}

static void the_wrong_player_is_refused(void **state)
{
    (void)state;
    /* 0601/回数: at P1's main-phase timing, P2 has none */
    json_t *obs = lyt_run(lyt_setup(", 'E': {'type': 'event', 'abilities': [{'effect': [{'marker': 'E'}]}]}", "",
                                    ", 'hand': ['E']", ""),
                          "[{'do': 'event', 'card': 'E', 'by': 'P2'}]");
    assert_string_equal(fwt_rejections(obs), "0601/回数");
    assert_string_equal(rejection_class(obs, 0), "timing");
    json_decref(obs);
}

static void a_target_gone_fails_the_resolution(void **state)
{
    (void)state;
    /* 0604/対象を確認します: X left the field before U's ability resolved */
    json_t *obs = lyt_run(lyt_setup(", 'U': {'abilities': [{'kind': 'declare', 'target': {'who': 'opponent'},"
                                    "  'effect': [{'mod': {'ap': -1}, 'target': 'targets'}]}]}, 'X': {},"
                                    " 'E': {'type': 'event', 'abilities': [{'effect': [{'discard': {'all': {'who': 'you', 'name': 'X'}}}]}]}",
                                    ", 'DF-left': ['U']", ", 'AF-left': ['X'], 'hand': ['E']", ""),
                          "[{'do': 'ability', 'card': 'U', 'ability': 0, 'targets': ['X']},"
                          " {'do': 'event', 'card': 'E', 'by': 'P2'}, {'do': 'pass'}]");
    fwt_ok(obs);
    const json_t *r = fwt_event(obs, "resolve", 1);
    assert_string_equal(json_string_value(json_object_get(r, "card")), "U");
    assert_false(json_is_true(json_object_get(r, "success")));
    json_decref(obs);
}

/* --- the turn -------------------------------------------------------------------------------- */

static void the_turn_ends_and_the_hand_is_adjusted(void **state)
{
    (void)state;
    /* 0522: P1 passes, P2 passes: the end phase; 0523/手札調整: 8 cards, one discarded; then
     * P2's turn 4 with its warm-up of 2 (0521/ウォームアップ#1) */
    json_t *obs = lyt_run(lyt_setup(", 'H1': {}, 'H2': {}, 'H3': {}, 'H4': {}, 'H5': {}, 'H6': {}, 'H7': {}, 'H8': {}",
                                    ", 'hand': ['H1', 'H2', 'H3', 'H4', 'H5', 'H6', 'H7', 'H8']", "", ""),
                          "[{'do': 'pass'}, {'do': 'pass', 'by': 'P2'},"
                          " {'choose': 'H3', 'for': 'hand-adjust', 'by': 'P1'}]");
    fwt_ok(obs);
    assert_string_equal(fwt_ids(obs, "P1.trash"), "H3");
    assert_int_equal(json_integer_value(fwt_state(obs, "turn.number")), 4);
    assert_string_equal(fwt_ids(obs, "P2.hand"), "P2D1 P2D2");
    json_decref(obs);
}

static void an_empty_deck_ends_the_game(void **state)
{
    (void)state;
    /* 0502/判定#A: P2's deck of 3 reaches 0 on the third point of damage */
    json_t *obs = lyt_run(lyt_setup(", 'A': {'dmg': 3}", ", 'AF-left': ['A']", "", ""),
                          "[{'do': 'attack', 'card': 'A'}, {'do': 'pass', 'by': 'P2'}, {'do': 'pass'},"
                          " {'do': 'pass', 'by': 'P2'}]");
    fwt_ok(obs);
    assert_string_equal(json_string_value(fwt_state(obs, "result.winner")), "P1");
    assert_string_equal(json_string_value(json_object_get(fwt_event(obs, "lose", 0), "why")), "deck");
    assert_true(fwt_traced(obs, "0502/判定#A"));
    json_decref(obs);
}

static void the_legal_actions(void **state)
{
    (void)state;
    /* the turn player's main phase: play C, attack with A (not fresh), pass; B (tapped) cannot
     * attack; the event E of the other player is not P1's */
    json_t *obs = lyt_run(lyt_setup(", 'A': {}, 'B': {}, 'C': {}, 'E': {'type': 'event', 'abilities': [{'effect': []}]}",
                                    ", 'AF-left': ['A'], 'AF-right': ['B'], 'hand': ['C']", ", 'hand': ['E']",
                                    ", 'tapped': ['B']"),
                          "[{'query': 'legal'}]");
    fwt_ok(obs);
    /* a set: listed here in the setup's order of the cards */
    fwt_expect_json(json_object_get(json_array_get(json_object_get(obs, "legal"), 0), "actions"),
                    "[{'do': 'attack', 'card': 'A'}, {'do': 'play', 'card': 'C'}, {'do': 'pass'}]");
    json_decref(obs);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(setup_errors_name_what_is_wrong),
        cmocka_unit_test(a_played_character_cannot_attack_at_once),
        cmocka_unit_test(same_name_and_placement),
        cmocka_unit_test(a_card_pays_its_ex_in_points),
        cmocka_unit_test(responses_resolve_last_first),
        cmocka_unit_test(the_wrong_player_is_refused),
        cmocka_unit_test(a_target_gone_fails_the_resolution),
        cmocka_unit_test(the_turn_ends_and_the_hand_is_adjusted),
        cmocka_unit_test(an_empty_deck_ends_the_game),
        cmocka_unit_test(the_legal_actions),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
