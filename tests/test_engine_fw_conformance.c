/* test_engine_fw_conformance.c — the fusion-world reference engine on points where the text and
 * the page decide against an earlier reading: a replacement whose instructions cause the same
 * kind of event again (9-9-2-3), the precedence of the rejections of a declared skill (the
 * page's table order: 9-1-3, the skill's own timing 1-3-4-1-x, 1-4-6 before Evolve's 15-12-x),
 * an `auto` choice between identical options, a delayed trigger's `of`, clauses the engine
 * applies and marks (0-2-5, 16-2-2, 9-1-2, 9-2-3, 8-1-6, 0-2-4-2, 15-12-3, 9-6-7-3, 9-8-3,
 * 9-8-3-1), Fusion Evolve's hand-only check (15-12-10) and the cards under a stack leaving with
 * its top card (16-2-5). Each expectation is worked out from the rules text and the page. */
#include "engine/engine.h"

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include "fw_testutil.h"

/* The main phase of turn 3 (P1's, P1 first); leaders L1, L2; decks D1..D3 / F1..F3; lives
 * T1..T3 / U1..U3; the arguments add to it (each starting with a comma). */
static const char *game(const char *cards, const char *p1, const char *p2, const char *more)
{
    static char buf[16384];
    snprintf(buf, sizeof buf,
             "{'first': 'P1', 'start': {'at': 'main', 'turn': 3},"
             " 'cards': {'L1': {'type': 'leader'}, 'L2': {'type': 'leader'},"
             "  'D1': {}, 'D2': {}, 'D3': {}, 'F1': {}, 'F2': {}, 'F3': {},"
             "  'T1': {}, 'T2': {}, 'T3': {}, 'U1': {}, 'U2': {}, 'U3': {}%s},"
             " 'P1': {'leader': 'L1', 'deck': ['D1', 'D2', 'D3'], 'life': ['T1', 'T2', 'T3']%s},"
             " 'P2': {'leader': 'L2', 'deck': ['F1', 'F2', 'F3'], 'life': ['U1', 'U2', 'U3']%s}%s}",
             cards, p1, p2, more);
    return buf;
}

#define KO_INSTEAD(what) "{'kind': 'permanent', 'replace': {'event': 'ko', 'of': 'this', 'instead': [" what "]}}"

/* 9-9-2-3 (「1つの事象に対しては、各置換効果は最大1回しか適用できません」): P2's rested G (5000) is
 * attacked and KO'd in battle by P1's 5000 A. G's R1 replaces the KO by a KO: the KO its
 * instructions cause is the same event, R1 cannot apply to it again, and G is KO'd (no endless
 * replacement). With two replacements, R1 (KO → rest G) and R2 (KO → KO it again): P2 (G's
 * master, 9-9-2-1) picks R2 first; the KO R2 causes may still be replaced by R1, not by R2. */
static void a_replacement_applies_once_to_one_event(void **state)
{
    (void)state;
    const char *one = ", 'A': {'power': 5000}, 'G': {'power': 5000, 'skills': [" KO_INSTEAD("{'ko': 'this'}") "]}";
    json_t *obs = fwt_run(game(one, ", 'battle': ['A']", ", 'battle': ['G']", ", 'rested': ['G']"),
                          "[{'do': 'attack', 'card': 'A', 'target': 'G'}, {'do': 'pass'}, {'do': 'pass'}]");
    fwt_ok(obs);
    assert_int_equal(fwt_count(obs, "replace"), 1);
    assert_string_equal(fwt_ids(obs, "P2.drop"), "G");
    assert_true(fwt_traced(obs, "9-9-2-3"));
    json_decref(obs);

    const char *two = ", 'A': {'power': 5000}, 'G': {'power': 5000, 'skills': ["
                      KO_INSTEAD("{'move': 'this', 'to': 'hand'}") ", " KO_INSTEAD("{'ko': 'this'}") "]}";
    obs = fwt_run(game(two, ", 'battle': ['A']", ", 'battle': ['G']", ", 'rested': ['G']"),
                  "[{'do': 'attack', 'card': 'A', 'target': 'G'}, {'do': 'pass'}, {'do': 'pass'},"
                  " {'choose': {'card': 'G', 'skill': 1}, 'for': 'replace', 'by': 'P2'}]");
    fwt_ok(obs);
    /* R2 applied, then R1 on the KO R2 caused: G goes to the hand, not the drop */
    assert_int_equal(fwt_count(obs, "replace"), 2);
    fwt_expect_json(json_object_get(fwt_event(obs, "replace", 0), "skill"), "1");
    fwt_expect_json(json_object_get(fwt_event(obs, "replace", 1), "skill"), "0");
    assert_string_equal(fwt_ids(obs, "P2.hand"), "G");
    assert_string_equal(fwt_ids(obs, "P2.drop"), "");
    json_decref(obs);

    /* both replacements make a KO again: each applies once, then G is KO'd */
    const char *loop = ", 'A': {'power': 5000}, 'G': {'power': 5000, 'skills': ["
                       KO_INSTEAD("{'ko': 'this'}") ", " KO_INSTEAD("{'ko': 'this'}") "]}";
    obs = fwt_run(game(loop, ", 'battle': ['A']", ", 'battle': ['G']", ", 'rested': ['G']"),
                  "[{'do': 'attack', 'card': 'A', 'target': 'G'}, {'do': 'pass'}, {'do': 'pass'},"
                  " {'choose': {'card': 'G', 'skill': 0}, 'for': 'replace'}]");
    fwt_ok(obs);
    assert_int_equal(fwt_count(obs, "replace"), 2);
    assert_string_equal(fwt_ids(obs, "P2.drop"), "G");
    json_decref(obs);
}

/* The page's table: a refusal names the first rule in the table's order. 9-1-3 (the condition)
 * before the timing; the timing by the skill's own (a 【起動 メイン】 in the offense step:
 * 1-3-4-1-1); 1-4-6 (the skill cost cannot be paid) before the card cost (5-3-3) and before
 * 【進化】's conditions (15-12-4). The same for an extra card used from the hand. */
static void a_refusal_names_the_first_rule_of_the_table(void **state)
{
    (void)state;
    const char *cards =
        ", 'A': {'skills': [{'kind': 'activate', 'timing': 'main', 'effect': [{'draw': 1}]},"
        "   {'kind': 'activate', 'timing': 'main', 'condition': {'count': {'who': 'you', 'zone': 'hand'}, 'min': 5}, 'effect': [{'draw': 1}]}]},"
        " 'X': {'type': 'extra', 'cost': {'total': 3}, 'skills': [{'kind': 'activate', 'timing': 'main', 'cost': [{'energy': 3}], 'effect': [{'draw': 1}]}]},"
        " 'Y': {'type': 'extra', 'cost': {'total': 0}, 'skills': [{'kind': 'activate', 'timing': 'main', 'effect': [{'draw': 1}]}]},"
        " 'V': {'skills': [{'kind': 'evolve', 'cost': [{'energy': 3}], 'onto': {'name': 'Nobody'}}]}";
    json_t *obs = fwt_run(game(cards, ", 'battle': ['A'], 'hand': ['X', 'Y', 'V']", "", ""),
                          "[{'do': 'activate', 'card': 'X', 'skill': 0},"
                          " {'do': 'activate', 'card': 'V', 'skill': 0, 'onto': ['A']},"
                          " {'do': 'attack', 'card': 'L1', 'target': 'L2'},"
                          " {'do': 'activate', 'card': 'A', 'skill': 0},"
                          " {'do': 'activate', 'card': 'A', 'skill': 1},"
                          " {'do': 'activate', 'card': 'Y', 'skill': 0}]");
    fwt_ok(obs);
    assert_string_equal(fwt_rejections(obs), "1-4-6 1-4-6 1-3-4-1-1 9-1-3 1-3-4-1-1");
    assert_int_equal(fwt_count(obs, "draw"), 0);
    json_decref(obs);
    /* a 【起動 戦闘中】 of the non-turn player in the main phase: P2 has no free timing (4-1-1);
     * in the defense step a 【起動 メイン】 of P2: 1-3-4-1-1 */
    const char *two = ", 'B': {'skills': [{'kind': 'activate', 'timing': 'main', 'effect': [{'draw': 1}]}]}";
    obs = fwt_run(game(two, "", ", 'battle': ['B']", ""),
                  "[{'do': 'attack', 'card': 'L1', 'target': 'L2'}, {'do': 'pass'},"
                  " {'do': 'activate', 'card': 'B', 'skill': 0, 'by': 'P2'}]");
    fwt_ok(obs);
    assert_string_equal(fwt_rejections(obs), "1-3-4-1-1");
    json_decref(obs);
}

/* "A choice is asked only when there is something to choose": W is pending twice (two discards
 * one after another, 9-6-2, reading FW-PENDING-COUNT); the two options are the same skill of
 * the same card, so P1 is not asked: each resolves in turn. */
static void identical_pending_autos_are_not_a_choice(void **state)
{
    (void)state;
    const char *cards =
        ", 'H1': {}, 'H2': {},"
        " 'W': {'skills': [{'kind': 'auto', 'trigger': {'on': 'move', 'to': 'drop', 'who': 'you'}, 'effect': [{'markers': 1}]}]},"
        " 'K': {'skills': [{'kind': 'activate', 'timing': 'main', 'effect': ["
        "   {'discard': {'all': {'who': 'you', 'zone': 'hand', 'filter': {'name': 'H1'}}}},"
        "   {'discard': {'all': {'who': 'you', 'zone': 'hand', 'filter': {'name': 'H2'}}}}]}]}";
    json_t *obs = fwt_run(game(cards, ", 'battle': ['W', 'K'], 'hand': ['H1', 'H2']", "", ""),
                          "[{'do': 'activate', 'card': 'K', 'skill': 0}]");
    fwt_ok(obs);
    assert_null(json_object_get(obs, "pending"));
    assert_string_equal(fwt_trail(obs, "pending activate"), "activate:K pending:W pending:W activate:W activate:W");
    assert_int_equal(json_integer_value(fwt_state(obs, "P1.markers")), 2);
    json_decref(obs);
}

/* `{"delayed": TRIGGER, …}` takes a trigger as the page writes it, `of` included (an enter,
 * attack or KO trigger with `of`): T's delayed effect waits for any of P2's battle cards KO'd
 * this game; K's KO of C fires it, and it resolves at the check point (1-5-2-1-1, 4-2-2-3). */
static void a_delayed_trigger_with_of(void **state)
{
    (void)state;
    const char *cards =
        ", 'C': {},"
        " 'T': {'skills': [{'kind': 'activate', 'timing': 'main', 'effect': [{'delayed': {'on': 'ko', 'of': {'who': 'opponent'}}, 'effect': [{'markers': 1}]}]},"
        "   {'kind': 'activate', 'timing': 'main', 'effect': [{'ko': {'all': {'who': 'opponent'}}}]}]}";
    json_t *obs = fwt_run(game(cards, ", 'battle': ['T']", ", 'battle': ['C']", ""),
                          "[{'do': 'activate', 'card': 'T', 'skill': 0}, {'do': 'activate', 'card': 'T', 'skill': 1}]");
    fwt_ok(obs);
    assert_string_equal(fwt_ids(obs, "P2.drop"), "C");
    assert_int_equal(json_integer_value(fwt_state(obs, "P1.markers")), 1);
    json_decref(obs);
    /* a trigger's other keys: a `move` trigger's filter/from/to/who, a phase trigger's whose */
    const char *more =
        ", 'C': {},"
        " 'T': {'skills': [{'kind': 'activate', 'timing': 'main', 'effect': ["
        "   {'delayed': {'on': 'move', 'from': 'battle', 'to': 'drop', 'who': 'opponent', 'filter': {'name': 'C'}}, 'effect': [{'markers': 1}]},"
        "   {'delayed': {'on': 'main-end', 'whose': 'your'}, 'effect': [{'markers': 1}]}]},"
        "   {'kind': 'activate', 'timing': 'main', 'effect': [{'ko': {'all': {'who': 'opponent'}}}]}]}";
    obs = fwt_run(game(more, ", 'battle': ['T']", ", 'battle': ['C']", ""),
                  "[{'do': 'activate', 'card': 'T', 'skill': 0}, {'do': 'activate', 'card': 'T', 'skill': 1}]");
    fwt_ok(obs);
    assert_int_equal(json_integer_value(fwt_state(obs, "P1.markers")), 1);
    json_decref(obs);
    /* `of` on an "attacked" trigger: the opponent's leader attacked fires it (8-1-3) */
    const char *att =
        ", 'T': {'skills': [{'kind': 'activate', 'timing': 'main', 'effect': ["
        "   {'delayed': {'on': 'attacked', 'of': {'who': 'opponent', 'zone': 'leader'}}, 'effect': [{'markers': 1}]}]}]}";
    obs = fwt_run(game(att, ", 'battle': ['T']", "", ""),
                  "[{'do': 'activate', 'card': 'T', 'skill': 0}, {'do': 'attack', 'card': 'L1', 'target': 'L2'}]");
    fwt_ok(obs);
    assert_int_equal(json_integer_value(fwt_state(obs, "P1.markers")), 1);
    json_decref(obs);
}

/* Clauses the engine applies, each marked where it is applied. */
static void applied_clauses_are_marked(void **state)
{
    (void)state;
    /* 0-2-5: a prohibition beats the instruction (or the act): A may not attack (refused,
     * 0-2-2), C may not be chosen by the opponent (K's KO finds nothing to choose) */
    const char *forbid =
        ", 'A': {}, 'C': {},"
        " 'K': {'skills': [{'kind': 'activate', 'timing': 'main', 'effect': [{'ko': {'choose': 1, 'from': {'who': 'opponent'}}}]}]}";
    json_t *obs = fwt_run(game(forbid, ", 'battle': ['A', 'K']", ", 'battle': ['C']",
                               ", 'effects': [{'master': 'P2', 'forbid': 'attack', 'target': 'A', 'until': 'turn'},"
                               " {'master': 'P2', 'forbid': 'chosen-by-opponent', 'target': 'C', 'until': 'turn'}]"),
                          "[{'do': 'attack', 'card': 'A', 'target': 'L2'}, {'do': 'activate', 'card': 'K', 'skill': 0}]");
    fwt_ok(obs);
    assert_string_equal(fwt_rejections(obs), "0-2-2");
    assert_string_equal(fwt_ids(obs, "P2.battle"), "C");
    assert_true(fwt_traced(obs, "0-2-5"));
    json_decref(obs);

    /* 16-2-2, 9-1-2: U under A has its 【起動】 invalid: not declarable (1-3-7) */
    const char *under = ", 'A': {}, 'U': {'skills': [{'kind': 'activate', 'timing': 'main', 'effect': [{'draw': 1}]}]}";
    obs = fwt_run(game(under, ", 'battle': ['A']", "", ", 'under': {'A': ['U']}"),
                  "[{'do': 'activate', 'card': 'U', 'skill': 0}]");
    fwt_ok(obs);
    assert_string_equal(fwt_rejections(obs), "1-3-7");
    assert_true(fwt_traced(obs, "16-2-2"));
    assert_true(fwt_traced(obs, "9-1-2"));
    json_decref(obs);

    /* 9-2-3: a 【ターン 1 回】 auto pending twice: the second cannot activate (15-7-4) */
    const char *once =
        ", 'H1': {}, 'H2': {},"
        " 'W': {'skills': [{'kind': 'auto', 'once_per_turn': true, 'trigger': {'on': 'move', 'to': 'drop', 'who': 'you'}, 'effect': [{'markers': 1}]}]},"
        " 'K': {'skills': [{'kind': 'activate', 'timing': 'main', 'effect': ["
        "   {'discard': {'all': {'who': 'you', 'zone': 'hand', 'filter': {'name': 'H1'}}}},"
        "   {'discard': {'all': {'who': 'you', 'zone': 'hand', 'filter': {'name': 'H2'}}}}]}]}";
    obs = fwt_run(game(once, ", 'battle': ['W', 'K'], 'hand': ['H1', 'H2']", "", ""),
                  "[{'do': 'activate', 'card': 'K', 'skill': 0}]");
    fwt_ok(obs);
    assert_int_equal(json_integer_value(fwt_state(obs, "P1.markers")), 1);
    assert_true(fwt_traced(obs, "9-2-3"));
    json_decref(obs);

    /* 8-1-6: the attack card KO'd by an effect inside the 8-1-4 check point: the battle goes
     * to its end step after it (no damage) */
    const char *gone =
        ", 'A': {}, 'L2': {'type': 'leader', 'skills': [{'kind': 'auto', 'trigger': {'on': 'attacked'}, 'effect': [{'ko': 'attack-card'}]}]}";
    obs = fwt_run(game(gone, ", 'battle': ['A']", "", ""),
                  "[{'do': 'attack', 'card': 'A', 'target': 'L2'}]");
    fwt_ok(obs);
    assert_string_equal(fwt_ids(obs, "P1.drop"), "A");
    assert_int_equal(json_array_size(fwt_state(obs, "P2.life")), 3);
    assert_true(fwt_traced(obs, "8-1-6"));
    json_decref(obs);

    /* 0-2-4-2: damage 0 does nothing */
    const char *zero = ", 'K': {'skills': [{'kind': 'activate', 'timing': 'main', 'effect': [{'damage': 0, 'who': 'opponent'}]}]}";
    obs = fwt_run(game(zero, ", 'battle': ['K']", "", ""), "[{'do': 'activate', 'card': 'K', 'skill': 0}]");
    fwt_ok(obs);
    assert_int_equal(json_array_size(fwt_state(obs, "P2.life")), 3);
    assert_true(fwt_traced(obs, "0-2-4-2"));
    json_decref(obs);

    /* 15-12-3: 【進化】 declared from the hand */
    const char *evo = ", 'A': {}, 'V': {'skills': [{'kind': 'evolve', 'onto': {'name': 'A'}}]}";
    obs = fwt_run(game(evo, ", 'battle': ['A'], 'hand': ['V']", "", ""),
                  "[{'do': 'activate', 'card': 'V', 'skill': 0, 'onto': ['A']}]");
    fwt_ok(obs);
    assert_string_equal(fwt_ids(obs, "P1.battle"), "V");
    assert_true(fwt_traced(obs, "15-12-3"));
    json_decref(obs);

    /* 9-6-7-3, 9-8-3, 9-8-3-1: H (1000) enters the battle area, where P's 【永続】 gives +2000:
     * it enters with 3000, and W's "a card of 3000 or more enters" sees 3000 */
    const char *entry =
        ", 'H': {'cost': {'total': 0}},"
        " 'P': {'skills': [{'kind': 'permanent', 'continuous': [{'power': 2000, 'target': {'all': {'who': 'you', 'zone': 'battle', 'filter': {'other': true}}}}]}]},"
        " 'W': {'power': 0, 'skills': [{'kind': 'auto', 'trigger': {'on': 'enter', 'of': {'who': 'you', 'filter': {'power_min': 3000}}}, 'effect': [{'markers': 1}]}]}";
    obs = fwt_run(game(entry, ", 'battle': ['P', 'W'], 'hand': ['H']", "", ""),
                  "[{'do': 'play', 'card': 'H'}]");
    fwt_ok(obs);
    assert_int_equal(json_integer_value(fwt_state(obs, "P1.markers")), 1);
    assert_true(fwt_traced(obs, "9-6-7-3"));
    assert_true(fwt_traced(obs, "9-8-3"));
    assert_true(fwt_traced(obs, "9-8-3-1"));
    json_decref(obs);
}

/* 15-12-10 (「【フュージョン進化】を持つカードが手札にある場合のみ発動を宣言できます」): F in the drop
 * cannot be declared, the battle area keeps B1 and B2; from the hand, 15-12-12 stacks the two
 * chosen cards in the order chosen with F on top: the battle area shows one card, F, with B2
 * and B1 under it (16-2-2-2: the cards under are in the top card's zone). */
static void fusion_evolve_from_the_hand_only(void **state)
{
    (void)state;
    const char *cards =
        ", 'B1': {'name': 'X'}, 'B2': {'name': 'Y'},"
        " 'F': {'skills': [{'kind': 'fusion-evolve', 'onto': [{'name': 'X'}, {'name': 'Y'}]}]}";
    json_t *obs = fwt_run(game(cards, ", 'battle': ['B1', 'B2'], 'drop': ['F']", "", ""),
                          "[{'do': 'activate', 'card': 'F', 'skill': 0, 'onto': ['B1', 'B2']}]");
    fwt_ok(obs);
    assert_string_equal(fwt_rejections(obs), "15-12-10");
    assert_string_equal(fwt_ids(obs, "P1.battle"), "B1 B2");
    assert_string_equal(fwt_ids(obs, "P1.drop"), "F");
    json_decref(obs);
    obs = fwt_run(game(cards, ", 'battle': ['B1', 'B2'], 'hand': ['F']", "", ""),
                  "[{'do': 'activate', 'card': 'F', 'skill': 0, 'onto': ['B1', 'B2']},"
                  " {'choose': ['B2', 'B1'], 'for': 'fusion-order'}]");
    fwt_ok(obs);
    assert_string_equal(fwt_rejections(obs), "");
    assert_string_equal(fwt_ids(obs, "P1.battle"), "F");
    assert_string_equal(fwt_ids(obs, "P1.battle.0.under"), "B2 B1");
    assert_true(fwt_traced(obs, "15-12-10"));
    json_decref(obs);
}

/* 16-2-5: A, with U1 and U2 under it, is KO'd: each card under goes from the battle area to the
 * drop, each with its own `move` event ("P1:battle" → "P1:drop", cause `rule`). */
static void cards_under_a_leaving_stack_move_to_the_drop(void **state)
{
    (void)state;
    const char *cards =
        ", 'A': {}, 'V1': {}, 'V2': {},"
        " 'K': {'skills': [{'kind': 'activate', 'timing': 'main', 'effect': [{'ko': {'all': {'who': 'you', 'filter': {'name': 'A'}}}}]}]}";
    json_t *obs = fwt_run(game(cards, ", 'battle': ['A', 'K']", "", ", 'under': {'A': ['V1', 'V2']}"),
                          "[{'do': 'activate', 'card': 'K', 'skill': 0}]");
    fwt_ok(obs);
    size_t seen = 0;
    for (size_t k = 0; k < fwt_count(obs, "move"); k++) {
        const json_t *m = fwt_event(obs, "move", k);
        const char *id = json_string_value(json_object_get(m, "card"));
        if (strcmp(id, "V1") != 0 && strcmp(id, "V2") != 0)
            continue;
        seen++;
        assert_string_equal(json_string_value(json_object_get(m, "from")), "P1:battle");
        assert_string_equal(json_string_value(json_object_get(m, "to")), "P1:drop");
    }
    assert_int_equal(seen, 2);
    assert_true(fwt_traced(obs, "16-2-5"));
    assert_string_equal(fwt_ids(obs, "P1.battle"), "K");
    /* the page (FW-STACK-MOVE): the top's move first, then the cards under it in the order of
     * `under`, each on top of the drop (no `order` asked) */
    assert_string_equal(fwt_trail(obs, "move"), "move:A move:V1 move:V2");
    assert_string_equal(fwt_ids(obs, "P1.drop"), "V2 V1 A");
    json_decref(obs);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(a_replacement_applies_once_to_one_event),
        cmocka_unit_test(a_refusal_names_the_first_rule_of_the_table),
        cmocka_unit_test(identical_pending_autos_are_not_a_choice),
        cmocka_unit_test(a_delayed_trigger_with_of),
        cmocka_unit_test(applied_clauses_are_marked),
        cmocka_unit_test(fusion_evolve_from_the_hand_only),
        cmocka_unit_test(cards_under_a_leaving_stack_move_to_the_drop),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
