/* test_engine_fw_marks.c — the fusion-world reference engine marks a clause (RULE(), the run's
 * trace) wherever the clause decides an outcome, also when it decides "no" or leaves an action
 * out of a query's set (the page: "where a rule keeps an action out of the set, the clause a
 * rejection of that action would name is applied"). Each scenario is one the clause governs;
 * the outcome it decides is checked beside the mark. */
#include "engine/engine.h"

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include "fw_testutil.h"

static const char *game(int turn, const char *cards, const char *p1, const char *p2, const char *more)
{
    static char buf[16384];
    snprintf(buf, sizeof buf,
             "{'first': 'P1', 'start': {'at': 'main', 'turn': %d},"
             " 'cards': {'L1': {'type': 'leader'}, 'L2': {'type': 'leader'},"
             "  'D1': {}, 'D2': {}, 'D3': {}, 'F1': {}, 'F2': {}, 'F3': {},"
             "  'T1': {}, 'T2': {}, 'T3': {}, 'U1': {}, 'U2': {}, 'U3': {}%s},"
             " 'P1': {'leader': 'L1', 'deck': ['D1', 'D2', 'D3'], 'life': ['T1', 'T2', 'T3']%s},"
             " 'P2': {'leader': 'L2', 'deck': ['F1', 'F2', 'F3'], 'life': ['U1', 'U2', 'U3']%s}%s}",
             turn, cards, p1, p2, more);
    return buf;
}

static const json_t *legal(const json_t *obs, size_t k)
{
    return json_object_get(json_array_get(json_object_get(obs, "legal"), k), "actions");
}

/* 15-4-2: X's 【ブロッカー】 becomes pending when L2 is attacked; X is rested, so its skill cost
 * (rest this card) cannot be paid (1-4-6, 9-2-3): taken up, the pending auto is cancelled
 * (9-6-3-2, the page's `auto` row) and the guard card stays L2. */
static void a_rested_blocker_is_cancelled(void **state)
{
    (void)state;
    json_t *obs = fwt_run(game(3, ", 'A': {'power': 6000}, 'X': {'keywords': ['blocker']}", ", 'battle': ['A']",
                               ", 'battle': ['X']", ", 'rested': ['X']"),
                          "[{'do': 'attack', 'card': 'A', 'target': 'L2'}, {'do': 'pass'}, {'do': 'pass'}]");
    fwt_ok(obs);
    assert_string_equal(fwt_trail(obs, "pending fail guard activate"), "pending:X fail:X");
    assert_true(fwt_traced(obs, "9-6-3-2"));
    assert_true(fwt_traced(obs, "1-4-6"));
    assert_string_equal(fwt_ids(obs, "P2.hand"), "U1");
    json_decref(obs);
}

/* 0-2-4 (「一部のみ実行不可能な場合、可能なかぎりその行動を行います」): 5 damage to a player with two
 * life cards moves those two; 14-1-2-2-1: the two players' damage processes are performed at
 * once (their `rule` events, then every life card they move, one event), then the defeat check
 * (14-2): both lose, a draw (0-1-3-3). */
static void damage_beyond_the_life_left(void **state)
{
    (void)state;
    json_t *obs = fwt_run(game(3, ", 'A': {'skills': [{'kind': 'activate', 'timing': 'main', 'effect': [{'damage': 5, 'who': 'each'}]}]}",
                               ", 'battle': ['A'], 'life': ['T1', 'T2'], 'drop': ['T3']", "", ""),
                          "[{'do': 'activate', 'card': 'A', 'skill': 0}]");
    fwt_ok(obs);
    assert_string_equal(fwt_trail(obs, "rule move lose"),
                        "rule:14-3 rule:14-3 move:T1 move:T2 move:U1 move:U2 move:U3 rule:14-2 lose:P1 lose:P2");
    assert_true(fwt_traced(obs, "0-2-4"));
    assert_true(fwt_traced(obs, "14-1-2-2-1"));
    fwt_expect_json(fwt_state(obs, "result"), "{'draw': true}");
    json_decref(obs);
    /* one player's damage alone is one process */
    obs = fwt_run(game(3, ", 'A': {'skills': [{'kind': 'activate', 'timing': 'main', 'effect': [{'damage': 1, 'who': 'opponent'}]}]}",
                       ", 'battle': ['A']", "", ""),
                  "[{'do': 'activate', 'card': 'A', 'skill': 0}]");
    fwt_ok(obs);
    assert_false(fwt_traced(obs, "14-1-2-2-1"));
    assert_false(fwt_traced(obs, "0-2-4"));
    json_decref(obs);
}

/* A query applies the clause each left-out action's rejection would name: 8-1-1 (a rested
 * attacker, an active target), 5-3-3 (no payment of H's cost exists), 5-5-2 (an extra card is not
 * used as a battle card), 7-3-4-3-1 (turn 1). */
static void a_query_applies_what_keeps_actions_out(void **state)
{
    (void)state;
    const char *cards = ", 'A': {}, 'R': {}, 'B': {}, 'H': {'cost': {'total': 3}}, 'X': {'type': 'extra'}, 'E1': {}";
    json_t *obs = fwt_run(game(3, cards, ", 'battle': ['A', 'R'], 'hand': ['H', 'X'], 'energy': ['E1']", ", 'battle': ['B']",
                               ", 'rested': ['R']"), "[{'query': 'legal'}]");
    fwt_ok(obs);
    fwt_expect_json(legal(obs, 0), "[{'do': 'attack', 'card': 'L1', 'target': 'L2'}, {'do': 'attack', 'card': 'A', 'target': 'L2'},"
                                   " {'do': 'pass'}]");
    assert_true(fwt_traced(obs, "8-1-1"));
    assert_true(fwt_traced(obs, "5-3-3"));
    assert_true(fwt_traced(obs, "5-5-2"));
    assert_false(fwt_traced(obs, "7-3-4-3-1"));
    json_decref(obs);
    obs = fwt_run(game(1, ", 'A': {}", ", 'battle': ['A']", "", ""), "[{'query': 'legal'}]");
    fwt_ok(obs);
    fwt_expect_json(legal(obs, 0), "[{'do': 'pass'}]");
    assert_true(fwt_traced(obs, "7-3-4-3-1"));
    json_decref(obs);
}

/* 1-11-2 (「エナジーマーカー 1 つを取り除くことで、自分のリーダーが持つ色のどれか 1 つと同じ色のエナジー
 * 1 枚をレストにしたものとすることができます」): P1 has one blue energy and two markers, a red
 * leader. H (total 2, red 1) can be paid only with a marker standing for red: legal. J (blue 2)
 * cannot be paid: a marker stands for the leader's red only; both decisions count the markers.
 * 1-12-2: the 【気】 under A is never removed to pay (J stays out). */
static void markers_and_ki_decide_payments(void **state)
{
    (void)state;
    const char *cards = ", 'H': {'cost': {'total': 2, 'specified': {'red': 1}}}, 'J': {'cost': {'total': 2, 'specified': {'blue': 2}}},"
                        " 'E1': {'colors': ['blue']}, 'A': {}";
    json_t *obs = fwt_run(game(3, cards, ", 'hand': ['H', 'J'], 'energy': ['E1'], 'markers': 2, 'battle': ['A']", "",
                               ", 'ki': {'A': 3}"), "[{'query': 'legal'}]");
    fwt_ok(obs);
    fwt_expect_json(legal(obs, 0), "[{'do': 'play', 'card': 'H'}, {'do': 'attack', 'card': 'L1', 'target': 'L2'},"
                                   " {'do': 'attack', 'card': 'A', 'target': 'L2'}, {'do': 'pass'}]");
    assert_true(fwt_traced(obs, "1-11-2"));
    assert_true(fwt_traced(obs, "1-12-2"));
    assert_true(fwt_traced(obs, "5-3-3"));
    json_decref(obs);
    /* no marker: H cannot be paid either, and 1-11-2 has nothing to decide */
    obs = fwt_run(game(3, ", 'H': {'cost': {'total': 2, 'specified': {'red': 1}}}, 'E1': {'colors': ['blue']}",
                       ", 'hand': ['H'], 'energy': ['E1']", "", ""), "[{'query': 'legal'}]");
    fwt_ok(obs);
    assert_false(fwt_traced(obs, "1-11-2"));
    assert_false(fwt_traced(obs, "1-12-2"));
    json_decref(obs);
}

/* 15-6-2 (「そのダメージが N-1 以下の場合、ライフに与えるダメージは N になる」), 15-6-2-1 and 15-6-2-2: A
 * has both 【ダブルストライク】 and 【トリプルストライク】: 1 becomes 2 by the one and 3 by the other; the
 * damage is 3 and both clauses apply. */
static void double_and_triple_strike_both_apply(void **state)
{
    (void)state;
    json_t *obs = fwt_run(game(3, ", 'A': {'power': 6000, 'keywords': ['double-strike', 'triple-strike']}",
                               ", 'battle': ['A']", "", ""),
                          "[{'do': 'attack', 'card': 'A', 'target': 'L2'}, {'do': 'pass'}, {'do': 'pass'}]");
    fwt_ok(obs);
    fwt_expect_json(json_object_get(fwt_event(obs, "damage", 0), "amount"), "3");
    assert_true(fwt_traced(obs, "15-6-2-1"));
    assert_true(fwt_traced(obs, "15-6-2-2"));
    json_decref(obs);
}

/* 15-12-11 (the two battle cards a 【フュージョン進化】 chooses) and 16-2-2 (「特定のカードの下に置かれて
 * いるカードは、スキルが無効になり…1枚のカードとして扱います」): G fusion-evolves onto B and C; the
 * stack is one card: the auto of B underneath does not trigger on G's entry. */
static void evolve_stacks_are_one_card(void **state)
{
    (void)state;
    const char *cards =
        ", 'B': {'name': 'Goku', 'skills': [{'kind': 'auto', 'trigger': {'on': 'move', 'to': 'battle'}, 'effect': [{'draw': 1}]}]},"
        " 'C': {'name': 'Vegeta'},"
        " 'G': {'name': 'Gogeta', 'power': 12000, 'skills': [{'kind': 'fusion-evolve', 'onto': [{'name': 'Goku'}, {'name': 'Vegeta'}]}]}";
    json_t *obs = fwt_run(game(3, cards, ", 'battle': ['B', 'C'], 'hand': ['G']", "", ""),
                          "[{'do': 'activate', 'card': 'G', 'skill': 0, 'onto': ['B', 'C']},"
                          " {'choose': ['B', 'C'], 'for': 'fusion-order'}]");
    fwt_ok(obs);
    fwt_expect_json(fwt_state(obs, "P1.battle.0.under"), "['B', 'C']");
    assert_int_equal(fwt_count(obs, "pending"), 0);
    assert_true(fwt_traced(obs, "15-12-11"));
    assert_true(fwt_traced(obs, "16-2-2"));
    json_decref(obs);
}

/* 9-9-3 (「その選択を実行できないのであれば、この置換効果は適用できません」) is checked for an optional
 * replacement whatever it then decides: with an active energy it applies when taken; with none it
 * cannot apply and B is KO'd. */
static void optional_replacements_are_checked(void **state)
{
    (void)state;
    const char *cards =
        ", 'A': {'power': 6000}, 'E1': {},"
        " 'B': {'skills': [{'kind': 'permanent', 'replace': {'event': 'ko', 'of': 'this', 'optional': true,"
        "   'instead': [{'rest': {'choose': 1, 'from': {'who': 'you', 'zone': 'energy', 'filter': {'rested': false}}}}]}}]}";
    json_t *obs = fwt_run(game(3, cards, ", 'battle': ['A']", ", 'battle': ['B'], 'energy': ['E1']", ", 'rested': ['B', 'E1']"),
                          "[{'do': 'attack', 'card': 'A', 'target': 'B'}, {'do': 'pass'}, {'do': 'pass'}]");
    fwt_ok(obs);
    assert_true(fwt_traced(obs, "9-9-3"));
    assert_string_equal(fwt_ids(obs, "P2.drop"), "B");
    json_decref(obs);
}

/* 13-17-2 (「戦闘中に何らかのスキルで KO される場合、「戦闘で KO されない」と表記されていても KO されま
 * す」): B cannot be KO'd in battle, yet P2's skill in the defense step KOs it. */
static void a_skill_ko_of_a_card_not_kod_in_battle(void **state)
{
    (void)state;
    const char *cards =
        ", 'A': {'power': 6000},"
        " 'B': {'skills': [{'kind': 'activate', 'timing': 'battle', 'effect': [{'ko': 'this'}]}]}";
    json_t *obs = fwt_run(game(3, cards, ", 'battle': ['A']", ", 'battle': ['B']",
                               ", 'rested': ['B'], 'effects': [{'master': 'P2', 'forbid': 'ko-in-battle', 'target': 'B', 'until': 'turn'}]"),
                          "[{'do': 'attack', 'card': 'A', 'target': 'B'}, {'do': 'pass'}, {'do': 'activate', 'card': 'B', 'skill': 0}]");
    fwt_ok(obs);
    assert_string_equal(fwt_ids(obs, "P2.drop"), "B");
    assert_true(fwt_traced(obs, "13-17-2"));
    json_decref(obs);
    /* in battle (8-4-6-2-1) it is not KO'd (13-17-1), and 13-17-2 does not come in */
    obs = fwt_run(game(3, cards, ", 'battle': ['A']", ", 'battle': ['B']",
                       ", 'rested': ['B'], 'effects': [{'master': 'P2', 'forbid': 'ko-in-battle', 'target': 'B', 'until': 'turn'}]"),
                  "[{'do': 'attack', 'card': 'A', 'target': 'B'}, {'do': 'pass'}, {'do': 'pass'}]");
    fwt_ok(obs);
    assert_string_equal(fwt_ids(obs, "P2.battle"), "B");
    assert_true(fwt_traced(obs, "13-17-1"));
    assert_false(fwt_traced(obs, "13-17-2"));
    json_decref(obs);
}

/* 9-6-3-1-1: Y's auto is pending in P2's hand; P2 may leave it undeclared — declaring it is the
 * same clause's other answer (9-6-3-1: the card is revealed). */
static void an_auto_pending_in_the_hand_declared(void **state)
{
    (void)state;
    const char *cards = ", 'A': {'cost': {'total': 0}},"
                        " 'Y': {'type': 'extra', 'cost': {'total': 0}, 'skills': [{'kind': 'auto',"
                        "  'trigger': {'on': 'move', 'to': 'battle'}, 'effect': [{'draw': 1}]}]}";
    json_t *obs = fwt_run(game(3, cards, ", 'hand': ['A']", ", 'hand': ['Y']", ""),
                          "[{'do': 'play', 'card': 'A'}, {'choose': {'card': 'Y', 'skill': 0}, 'for': 'auto', 'by': 'P2'}]");
    fwt_ok(obs);
    assert_true(fwt_traced(obs, "9-6-3-1-1"));
    assert_true(fwt_traced(obs, "9-6-3-1"));
    assert_string_equal(fwt_ids(obs, "P2.hand"), "F1");
    json_decref(obs);
}

/* 15-2-3 (「【覚醒】は、条件を満たしている場合発動を宣言できます」): the condition is checked when the
 * 【覚醒】 is declared, and it holds here. */
static void awaken_condition_checked_on_declaration(void **state)
{
    (void)state;
    const char *cards =
        ", 'L1': {'type': 'leader', 'back': {'power': 7000}, 'skills': [{'kind': 'awaken',"
        "   'condition': {'count': {'who': 'you', 'zone': 'life'}, 'max': 3}, 'effect': [{'draw': 1}]}]}";
    json_t *obs = fwt_run(game(3, cards, "", "", ""), "[{'do': 'activate', 'card': 'L1', 'skill': 0}]");
    fwt_ok(obs);
    assert_string_equal(fwt_rejections(obs), "");
    assert_true(fwt_traced(obs, "15-2-3"));
    fwt_expect_json(fwt_state(obs, "P1.leader.face"), "'back'");
    json_decref(obs);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(a_rested_blocker_is_cancelled),
        cmocka_unit_test(damage_beyond_the_life_left),
        cmocka_unit_test(a_query_applies_what_keeps_actions_out),
        cmocka_unit_test(markers_and_ki_decide_payments),
        cmocka_unit_test(double_and_triple_strike_both_apply),
        cmocka_unit_test(evolve_stacks_are_one_card),
        cmocka_unit_test(optional_replacements_are_checked),
        cmocka_unit_test(a_skill_ko_of_a_card_not_kod_in_battle),
        cmocka_unit_test(an_auto_pending_in_the_hand_declared),
        cmocka_unit_test(awaken_condition_checked_on_declaration),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
