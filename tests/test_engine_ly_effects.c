/* test_engine_ly_effects.c — the lycee reference engine, battles and the effect language: the
 * battle column and its defender (LY-BATTLE-COLUMN), the attack judgements and 「優先」 (0850), a
 * support's stat (0817, LY-SUPPORT-STATS), 0300's directions, values and their bounds (0222,
 * 0910, LY-MOD-ORDER), triggers once a turn and ordered by the turn player (0902), continuous
 * effects (0903), 【ガッツ】 (1100), what each player sees (0201, 0410, 1570). Each expectation is
 * worked out from the rule text (the clause cited) and docs/engines/lycee.md. */
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

static long stat(const json_t *obs, const char *path)
{
    return (long)json_integer_value(fwt_state(obs, path));
}

/* --- battles ---------------------------------------------------------------------------------- */

static void only_the_columns_untapped_df_character_defends(void **state)
{
    (void)state;
    /* P1's AF-left faces P2's right column: D (DF-right) may defend; F (AF-right) and G (other
     * column) may not; D's AP 2 against A's DP 2: no down (AP greater than DP) */
    json_t *obs = lyt_run(lyt_setup(", 'A': {'ap': 3, 'dp': 2}, 'D': {'ap': 2, 'dp': 3}, 'F': {}, 'G': {}",
                                    ", 'AF-left': ['A']", ", 'DF-right': ['D'], 'AF-right': ['F'], 'DF-center': ['G']", ""),
                          "[{'do': 'attack', 'card': 'A'}, {'do': 'pass', 'by': 'P2'},"
                          " {'choose': 'G', 'for': 'defender', 'by': 'P2'}]");
    /* G is no candidate: the answer is a case error naming the offered cards */
    fwt_error(obs, "must be one of the offered card ids");
    json_decref(obs);
    obs = lyt_run(lyt_setup(", 'A': {'ap': 3, 'dp': 2}, 'D': {'ap': 2, 'dp': 3}, 'F': {}, 'G': {}",
                            ", 'AF-left': ['A']", ", 'DF-right': ['D'], 'AF-right': ['F'], 'DF-center': ['G']", ""),
                  "[{'do': 'attack', 'card': 'A'}, {'do': 'pass', 'by': 'P2'},"
                  " {'choose': 'D', 'for': 'defender', 'by': 'P2'}, {'do': 'pass'}, {'do': 'pass', 'by': 'P2'}]");
    fwt_ok(obs);
    assert_int_equal(fwt_count(obs, "down"), 0);
    assert_false(json_is_true(fwt_state(obs, "P2.DF-right.0.tapped")));     /* LY-DEFEND-NO-TAP */
    assert_string_equal(fwt_ids(obs, "P2.deck"), "P2D1 P2D2 P2D3");         /* no deck damage */
    json_decref(obs);
}

static void priority_strikes_first(void **state)
{
    (void)state;
    /* 0850:バトル結果#5, #7: A (優先, AP 5) downs D (DP 3) before D (AP 5) strikes A (DP 1) */
    json_t *obs = lyt_run(lyt_setup(", 'A': {'ap': 5, 'dp': 1}, 'D': {'ap': 5, 'dp': 3}", ", 'AF-left': ['A']",
                                    ", 'DF-right': ['D']", ", 'priority': ['A']"),
                          "[{'do': 'attack', 'card': 'A'}, {'do': 'pass', 'by': 'P2'},"
                          " {'choose': 'D', 'for': 'defender', 'by': 'P2'}, {'do': 'pass'}, {'do': 'pass', 'by': 'P2'}]");
    fwt_ok(obs);
    assert_string_equal(fwt_ids(obs, "P2.trash"), "D");
    assert_string_equal(fwt_ids(obs, "P1.AF-left"), "A");
    assert_int_equal(fwt_count(obs, "judge"), 1);
    json_decref(obs);
}

static void a_support_raises_ap_on_its_turn(void **state)
{
    (void)state;
    /* 0817/解決/サポート能力値の決定#A: the supporter's SP to the AP of its own turn's participant;
     * the modification ends with the battle (0850/バトル終了時) */
    json_t *obs = lyt_run(lyt_setup(", 'P': {'ap': 2}, 'S': {'sp': 3}", ", 'AF-left': ['P'], 'AF-center': ['S']", "", ""),
                          "[{'do': 'attack', 'card': 'P'}, {'do': 'pass', 'by': 'P2'},"
                          " {'do': 'support', 'card': 'S', 'target': 'P'}, {'do': 'pass', 'by': 'P2'}]");
    fwt_ok(obs);
    assert_int_equal(stat(obs, "P1.AF-left.0.ap"), 5);
    assert_true(json_is_true(fwt_state(obs, "P1.AF-center.0.tapped")));
    json_decref(obs);
}

/* --- the effect language ------------------------------------------------------------------------ */

static void directions_of_the_notes(void **state)
{
    (void)state;
    /* 0300/方向~n1: 「Kの前方はBEHです」 — K is P1's DF-center; B, E the opponent's DF- and
     * AF-center, H P1's AF-center */
    json_t *obs = lyt_run(lyt_setup(", 'K': {'abilities': [{'kind': 'declare', 'effect': [{'mod': {'ap': 1},"
                                    "  'target': {'all': {'who': 'any', 'direction': 'front'}}}]}]},"
                                    " 'H': {}, 'G': {}, 'E': {}, 'B': {}, 'A': {}",
                                    ", 'DF-center': ['K'], 'AF-center': ['H'], 'AF-left': ['G']",
                                    ", 'AF-center': ['E'], 'DF-center': ['B'], 'DF-right': ['A']", ""),
                          "[{'do': 'ability', 'card': 'K', 'ability': 0}, {'do': 'pass', 'by': 'P2'}]");
    fwt_ok(obs);
    assert_int_equal(stat(obs, "P1.AF-center.0.ap"), 2);
    assert_int_equal(stat(obs, "P2.AF-center.0.ap"), 2);
    assert_int_equal(stat(obs, "P2.DF-center.0.ap"), 2);
    assert_int_equal(stat(obs, "P1.AF-left.0.ap"), 1);
    assert_int_equal(stat(obs, "P2.DF-right.0.ap"), 1);
    json_decref(obs);
}

static void values_bounds_and_order(void **state)
{
    (void)state;
    /* 0222/上限: 1 + 200 is ∞ (127); 0222/0による除算: DP 1/0 = 1; LY-MOD-ORDER: K's own
     * continuous 「APを4にする」 (older) then U's +2: 6 */
    json_t *obs = lyt_run(lyt_setup(", 'U': {'abilities': [{'kind': 'declare', 'effect': ["
                                    "  {'mod': {'sp': 200, 'dp': {'div': 0}}, 'target': {'all': {'name': 'K'}}},"
                                    "  {'mod': {'ap': 2}, 'target': {'all': {'name': 'K'}}}]}]},"
                                    " 'K': {'abilities': [{'kind': 'continuous', 'continuous': [{'mod': {'ap': {'set': 4}}, 'target': 'this'}]}]}",
                                    ", 'DF-left': ['U'], 'AF-left': ['K']", "", ""),
                          "[{'do': 'ability', 'card': 'U', 'ability': 0}, {'do': 'pass', 'by': 'P2'}]");
    fwt_ok(obs);
    assert_int_equal(stat(obs, "P1.AF-left.0.sp"), 127);
    assert_int_equal(stat(obs, "P1.AF-left.0.dp"), 1);
    assert_int_equal(stat(obs, "P1.AF-left.0.ap"), 6);
    json_decref(obs);
}

static void triggers_once_a_turn_ordered_by_the_turn_player(void **state)
{
    (void)state;
    /* 0902/誘発の上限: W and V each trigger once on the two draws; 0902/解決#1: the turn player
     * orders them — V first */
    json_t *obs = lyt_run(lyt_setup(", 'U': {'abilities': [{'kind': 'declare', 'effect': [{'draw': 2}]}]},"
                                    " 'W': {'abilities': [{'kind': 'trigger', 'trigger': {'on': 'draw'}, 'effect': [{'marker': 'W'}]}]},"
                                    " 'V': {'abilities': [{'kind': 'trigger', 'trigger': {'on': 'draw'}, 'effect': [{'marker': 'V'}]}]}",
                                    ", 'DF-left': ['U'], 'DF-center': ['W']", ", 'DF-left': ['V']", ""),
                          "[{'do': 'ability', 'card': 'U', 'ability': 0}, {'do': 'pass', 'by': 'P2'},"
                          " {'choose': {'card': 'V', 'ability': 0}, 'for': 'trigger', 'by': 'P1'}]");
    fwt_ok(obs);
    assert_string_equal(fwt_trail(obs, "marker"), "marker:V marker:W");
    assert_int_equal(fwt_count(obs, "trigger"), 2);
    json_decref(obs);
}

static void a_continuous_effect_disabled_for_the_turn(void **state)
{
    (void)state;
    /* 0903/常時型効果の消失 and 復帰: K's +1 to its user's characters stops while disabled */
    json_t *obs = lyt_run(lyt_setup(", 'K': {'abilities': [{'kind': 'continuous', 'continuous': [{'mod': {'ap': 1},"
                                    "  'target': {'all': {'who': 'you'}}}]}]},"
                                    " 'U': {'abilities': [{'kind': 'declare', 'effect': [{'disable': {'all': {'name': 'K'}}}]}]}",
                                    ", 'AF-left': ['K'], 'DF-left': ['U']", "", ""),
                          "[{'query': 'legal'}, {'do': 'ability', 'card': 'U', 'ability': 0}, {'do': 'pass', 'by': 'P2'}]");
    fwt_ok(obs);
    assert_int_equal(stat(obs, "P1.AF-left.0.ap"), 1);
    assert_int_equal(stat(obs, "P1.DF-left.0.ap"), 1);
    json_decref(obs);
}

static void guts_asks_its_cost_at_the_battles_end(void **state)
{
    (void)state;
    /* 1100:ガッツ/効果~n1, ~n2: G is downed, then at バトル終了時 its user pays and it enters from
     * the trash, a new card: 未行動, with 登場ターン制限 */
    json_t *obs = lyt_run(lyt_setup(", 'A': {'ap': 3}, 'G': {'basics': [{'name': 'guts', 'cost': ['any']}]}, 'H': {}",
                                    ", 'AF-left': ['A']", ", 'DF-right': ['G'], 'hand': ['H']", ""),
                          "[{'do': 'attack', 'card': 'A'}, {'do': 'pass', 'by': 'P2'},"
                          " {'choose': 'G', 'for': 'defender', 'by': 'P2'}, {'do': 'pass'}, {'do': 'pass', 'by': 'P2'},"
                          " {'choose': {'pay': ['H']}, 'for': 'guts', 'by': 'P2'},"
                          " {'choose': 'P2:DF-center', 'for': 'field', 'by': 'P2'}]");
    fwt_ok(obs);
    assert_true(fwt_event_index(obs, "battle-end", 0) < fwt_event_index(obs, "enter", 0));
    assert_string_equal(fwt_ids(obs, "P2.DF-center"), "G");
    assert_true(json_is_true(fwt_state(obs, "P2.DF-center.0.fresh")));
    assert_string_equal(fwt_ids(obs, "P2.trash"), "H");
    json_decref(obs);
}

static void who_sees_a_revealed_hand_card(void **state)
{
    (void)state;
    /* 0410/公開: a hand is its owner's; 1570:公開する to the opponent: P2 sees H as well */
    json_t *obs = lyt_run(lyt_setup(", 'U': {'abilities': [{'kind': 'declare', 'effect': [{'reveal': {'all': {'zone': 'hand'}},"
                                    "  'to': 'opponent'}]}]}, 'H': {}, 'N': {}",
                                    ", 'DF-left': ['U'], 'hand': ['H']", ", 'hand': ['N']", ""),
                          "[{'do': 'ability', 'card': 'U', 'ability': 0}, {'do': 'pass', 'by': 'P2'}]");
    fwt_ok(obs);
    fwt_expect_json(fwt_state(obs, "view.P2.sees"), "['U', 'H', 'N']");
    fwt_expect_json(fwt_state(obs, "view.P1.sees"), "['U', 'H']");
    fwt_expect_json(json_object_get(fwt_event(obs, "reveal", 0), "to"), "['P2']");
    json_decref(obs);
}

static void the_trace_names_what_the_run_applied(void **state)
{
    (void)state;
    json_t *obs = lyt_run(lyt_setup(", 'C': {}", ", 'hand': ['C']", "", ""),
                          "[{'do': 'play', 'card': 'C', 'field': 'DF-left'}, {'do': 'pass', 'by': 'P2'}]");
    fwt_ok(obs);
    assert_true(fwt_traced(obs, "0810/解決/進行#2"));
    assert_true(fwt_traced(obs, "0604/解決の判定"));
    assert_false(fwt_traced(obs, "0850:バトル結果"));
    json_decref(obs);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(only_the_columns_untapped_df_character_defends),
        cmocka_unit_test(priority_strikes_first),
        cmocka_unit_test(a_support_raises_ap_on_its_turn),
        cmocka_unit_test(directions_of_the_notes),
        cmocka_unit_test(values_bounds_and_order),
        cmocka_unit_test(triggers_once_a_turn_ordered_by_the_turn_player),
        cmocka_unit_test(a_continuous_effect_disabled_for_the_turn),
        cmocka_unit_test(guts_asks_its_cost_at_the_battles_end),
        cmocka_unit_test(who_sees_a_revealed_hand_card),
        cmocka_unit_test(the_trace_names_what_the_run_applied),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
