/* test_engine_fw_skills.c — the fusion-world reference engine, part 2 of its vocabulary (synthetic
 * skills): autos made pending and declared at check points in the order of 4-2-2, 【起動】 with
 * costs and timings, 【ターン 1 回】, 【永続】 continuous effects, replacements, 【進化】 and
 * 【フュージョン進化】, 【覚醒】, 【フィールド】, the use of extra cards, delayed effects, options,
 * X, "if you do", 【バリア】, and every RULE() id of the module against the clause index. Each
 * expectation is worked out from the rules text (the clause is cited) and the readings of
 * cases/fusion-world/readings.json where one decides. */
#include "testutil.h"
#include "engine/engine.h"
#include "oracle/index/doc.h"
#include "oracle/index/manifest.h"

#include <dirent.h>
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

#define ENTER_DRAW "{'kind': 'auto', 'trigger': {'on': 'enter'}, 'effect': [{'draw': 1}]}"

/* 9-6-7-3, 9-6-2, 1-3-6-4: the 【登場時】 of a card used becomes pending and is declared and
 * resolved at the next check point (7-3-4-1-1: 7-3-3). */
static void enter_auto_resolves_at_the_check_point(void **state)
{
    (void)state;
    json_t *obs = fwt_run(game(", 'H': {'cost': {'total': 0}, 'skills': [" ENTER_DRAW "]}", ", 'hand': ['H']", "", ""),
                          "[{'do': 'play', 'card': 'H'}]");
    fwt_ok(obs);
    assert_string_equal(fwt_trail(obs, "enter pending checkpoint activate draw"),
                        "checkpoint:7-3-3 enter:H pending:H checkpoint:7-3-3 activate:H draw:D1");
    fwt_expect_json(fwt_event(obs, "pending", 0), "{'type': 'pending', 'step': 0, 'card': 'H', 'skill': 0}");
    assert_string_equal(fwt_ids(obs, "P1.hand"), "D1");
    json_decref(obs);
}

/* 4-2-2-2 … 4-2-2-4: the turn player's pending autos first, each chosen when two or more wait,
 * then the non-turn player's. */
static void check_point_order_turn_player_first(void **state)
{
    (void)state;
    const char *cards =
        ", 'H': {'cost': {'total': 0}, 'skills': ["
        "   {'kind': 'auto', 'trigger': {'on': 'enter'}, 'effect': [{'draw': 1}]},"
        "   {'kind': 'auto', 'trigger': {'on': 'enter'}, 'effect': [{'power': 2000, 'target': 'this', 'until': 'turn'}]}]},"
        " 'W': {'skills': [{'kind': 'auto', 'trigger': {'on': 'move', 'to': 'battle', 'who': 'opponent'}, 'effect': [{'draw': 1}]}]}";
    json_t *obs = fwt_run(game(cards, ", 'hand': ['H']", ", 'battle': ['W']", ""),
                          "[{'do': 'play', 'card': 'H'}, {'choose': {'card': 'H', 'skill': 1}, 'for': 'auto', 'by': 'P1'}]");
    fwt_ok(obs);
    /* W (P2's, triggered by P1's card arriving in P1's battle area) waits for P1's two */
    assert_string_equal(fwt_trail(obs, "pending activate"),
                        "pending:W pending:H pending:H activate:H activate:H activate:W");
    fwt_expect_json(json_object_get(fwt_event(obs, "activate", 0), "skill"), "1");
    fwt_expect_json(fwt_event(obs, "draw", 1), "{'type': 'draw', 'step': 0, 'player': 'P2', 'card': 'F1'}");
    assert_int_equal(json_integer_value(fwt_state(obs, "P1.battle.0.power")), 3000);
    json_decref(obs);
}

/* 1-3-4-1-1/2/3 timings, 1-4-6 an unpaid cost, 15-7-5 once per turn, 9-4-2-1 the skill cost
 * (the energy part with markers allowed, reading FW-MARKER-SKILL-COST). */
static void activate_skills_costs_and_timings(void **state)
{
    (void)state;
    const char *cards =
        ", 'A': {'skills': ["
        "   {'kind': 'activate', 'timing': 'main', 'once_per_turn': true, 'cost': [{'energy': 1}, 'rest-self'],"
        "    'effect': [{'power': 3000, 'target': {'choose': 1, 'from': {'who': 'you', 'zone': 'battle'}}, 'until': 'turn'}]},"
        "   {'kind': 'activate', 'timing': 'battle', 'effect': [{'draw': 1}]}]},"
        " 'B': {}, 'E1': {}";
    json_t *obs = fwt_run(game(cards, ", 'battle': ['A', 'B'], 'energy': ['E1'], 'markers': 1", "", ""),
                          "[{'do': 'activate', 'card': 'A', 'skill': 1},"
                          " {'do': 'activate', 'card': 'A', 'skill': 0},"
                          " {'do': 'activate', 'card': 'A', 'skill': 0, 'skill_pay': ['marker']},"
                          " {'choose': ['B'], 'for': 'target', 'by': 'P1'},"
                          " {'do': 'activate', 'card': 'A', 'skill': 0, 'skill_pay': ['E1']},"
                          " {'query': 'legal'}]");
    fwt_ok(obs);
    /* a 【起動 戦闘中】 declared by the turn player: 1-3-4-1-2 (named by the skill's timing) */
    assert_string_equal(fwt_rejections(obs), "1-3-4-1-2 1-4-6 15-7-5");
    fwt_expect_json(fwt_event(obs, "pay", 0), "{'type': 'pay', 'step': 2, 'player': 'P1', 'cards': [], 'markers': 1}");
    assert_string_equal(fwt_trail(obs, "rest activate"), "rest:A activate:A");
    assert_int_equal(json_integer_value(fwt_state(obs, "P1.battle.1.power")), 4000);
    /* A is rested and its skill used: only B and the leader may act */
    fwt_expect_json(json_object_get(json_array_get(json_object_get(obs, "legal"), 0), "actions"),
                    "[{'do': 'attack', 'card': 'L1', 'target': 'L2'}, {'do': 'attack', 'card': 'B', 'target': 'L2'},"
                    " {'do': 'pass'}]");
    json_decref(obs);
}

/* 9-5: a 【永続】 applies while valid; 15-11 【バリア】 keeps the opponent's choice off a card;
 * 5-2-3 a forced choice (one candidate) is made without asking. */
static void permanents_and_barrier(void **state)
{
    (void)state;
    const char *cards =
        ", 'P': {'skills': [{'kind': 'permanent', 'continuous': [{'power': 1000, 'target': {'all': {'who': 'you', 'zone': 'battle'}}}]}]},"
        " 'Q': {}, 'R': {}, 'S': {'keywords': ['barrier']},"
        " 'K': {'skills': [{'kind': 'activate', 'timing': 'main', 'effect': [{'ko': {'choose': 1, 'from': {'who': 'opponent'}}}]}]}";
    json_t *obs = fwt_run(game(cards, ", 'battle': ['P', 'Q', 'K']", ", 'battle': ['R', 'S']", ""),
                          "[{'do': 'activate', 'card': 'K', 'skill': 0}]");
    fwt_ok(obs);
    assert_int_equal(json_integer_value(fwt_state(obs, "P1.battle.1.power")), 2000);
    assert_int_equal(json_integer_value(fwt_state(obs, "P2.battle.0.power")), 1000);
    /* S cannot be chosen by P1's skill: R is the only candidate */
    assert_string_equal(fwt_ids(obs, "P2.drop"), "R");
    json_decref(obs);
}

/* 9-9: an optional replacement of a KO, taken by its master (reading FW-REPLACE-CHOOSER; a
 * single optional replacement is answered true or false, the page's `replace` row): the KO does
 * not happen (9-9-1-1) and its 【KO時】 does not trigger. */
static void replacement_of_a_ko(void **state)
{
    (void)state;
    const char *cards =
        ", 'A': {'power': 6000}, 'E1': {}, 'E2': {},"
        " 'B': {'skills': [{'kind': 'permanent', 'replace': {'event': 'ko', 'of': 'this', 'optional': true,"
        "   'instead': [{'rest': {'choose': 1, 'from': {'who': 'you', 'zone': 'energy', 'filter': {'rested': false}}}}]}},"
        "   {'kind': 'auto', 'trigger': {'on': 'ko'}, 'effect': [{'draw': 1}]}]}";
    const char *setup = game(cards, ", 'battle': ['A']", ", 'battle': ['B'], 'energy': ['E1', 'E2']", ", 'rested': ['B']");
    json_t *obs = fwt_run(setup, "[{'do': 'attack', 'card': 'A', 'target': 'B'}, {'do': 'pass'}, {'do': 'pass'},"
                                 " {'choose': true, 'for': 'replace', 'by': 'P2'}, {'choose': ['E2'], 'for': 'target'}]");
    fwt_ok(obs);
    assert_string_equal(fwt_trail(obs, "replace rest ko"), "rest:A replace:B rest:E2");
    assert_string_equal(fwt_ids(obs, "P2.battle"), "B");
    json_decref(obs);
    /* declined: B is KO'd and its 【KO時】 is pending after 8-4-6-2-2 (8-4-6-2-3), resolved at 8-4-8 */
    obs = fwt_run(setup, "[{'do': 'attack', 'card': 'A', 'target': 'B'}, {'do': 'pass'}, {'do': 'pass'},"
                         " {'choose': false, 'for': 'replace'}]");
    fwt_ok(obs);
    assert_string_equal(fwt_trail(obs, "ko checkpoint pending activate"),
                        "checkpoint:7-3-3 checkpoint:8-1-4 checkpoint:8-2-3 checkpoint:8-3-3 checkpoint:8-4-3 "
                        "ko:B checkpoint:8-4-6-2-2 pending:B checkpoint:8-4-8 activate:B checkpoint:8-5-1 "
                        "checkpoint:8-5-3 checkpoint:8-5-6 checkpoint:7-3-3");
    assert_string_equal(fwt_ids(obs, "P2.hand"), "F1");
    json_decref(obs);
}

/* 15-12: 【進化】 from the hand onto a battle card meeting the condition, inheriting orientation,
 * power changes and 【気】 (14-5-2); 【フュージョン進化】 onto two, entering active, inheriting both
 * cards' power changes (reading FW-FUSION-INHERIT); the order of the two is chosen (15-12-12). */
static void evolve_and_fusion_evolve(void **state)
{
    (void)state;
    const char *cards =
        ", 'B': {'name': 'Goku', 'power': 3000}, 'C': {'name': 'Vegeta', 'power': 4000}, 'E1': {},"
        " 'V': {'name': 'Goku SS', 'power': 8000, 'skills': [{'kind': 'evolve', 'cost': [{'energy': 1}], 'onto': {'name': 'Goku'}}," ENTER_DRAW "]},"
        " 'G': {'name': 'Gogeta', 'power': 12000, 'skills': [{'kind': 'fusion-evolve', 'onto': [{'name': 'Goku SS'}, {'name': 'Vegeta'}]}]}";
    const char *setup = game(cards, ", 'battle': ['B', 'C'], 'hand': ['V', 'G'], 'energy': ['E1']", "",
                             ", 'rested': ['B'], 'ki': {'B': 2}, 'effects': [{'master': 'P1', 'power': 1000, 'target': 'B', 'until': 'turn'}]");
    json_t *obs = fwt_run(setup,
                          "[{'do': 'activate', 'card': 'G', 'skill': 0, 'onto': ['B', 'C']},"
                          " {'do': 'activate', 'card': 'V', 'skill': 0, 'skill_pay': ['E1'], 'onto': ['C']},"
                          " {'do': 'activate', 'card': 'V', 'skill': 0, 'skill_pay': ['E1'], 'onto': ['B']}]");
    fwt_ok(obs);
    /* no Goku SS yet for G (15-12-11); C is no Goku (15-12-4) */
    assert_string_equal(fwt_rejections(obs), "15-12-11 15-12-4");
    /* the page's order: the entry, its move, then the pending of its autos (14-5 acts as the
     * card is put on top, between the two) */
    assert_string_equal(fwt_trail(obs, "activate rule enter move pending"),
                        "activate:V enter:V move:V rule:14-5 pending:V activate:V move:D1");
    fwt_expect_json(fwt_event(obs, "enter", 0), "{'type': 'enter', 'step': 2, 'card': 'V', 'how': 'evolve'}");
    /* appended to the battle area like any arrival (the page), B under it */
    fwt_expect_json(fwt_state(obs, "P1.battle.0.card"), "'C'");
    fwt_expect_json(fwt_state(obs, "P1.battle.1"),
                    "{'card': 'V', 'rested': true, 'power': 9000, 'combo': null, 'under': ['B'], 'ki': 2}");
    json_decref(obs);
    obs = fwt_run(setup,
                  "[{'do': 'activate', 'card': 'V', 'skill': 0, 'skill_pay': ['E1'], 'onto': ['B']},"
                  " {'do': 'activate', 'card': 'G', 'skill': 0, 'onto': ['V', 'C']},"
                  " {'choose': ['C', 'V'], 'for': 'fusion-order', 'by': 'P1'}]");
    fwt_ok(obs);
    fwt_expect_json(fwt_state(obs, "P1.battle"),
                    "[{'card': 'G', 'rested': false, 'power': 13000, 'combo': null, 'under': ['C', 'V', 'B'], 'ki': 2}]");
    fwt_expect_json(fwt_event(obs, "enter", 1), "{'type': 'enter', 'step': 1, 'card': 'G', 'how': 'fusion-evolve'}");
    json_decref(obs);
    /* the cards are chosen with the declaration (15-12-4, 15-12-11): an action that leaves them
     * out, or names too few, is malformed, even where only one choice exists */
    obs = fwt_run(setup, "[{'do': 'activate', 'card': 'V', 'skill': 0, 'skill_pay': ['E1']}]");
    fwt_error(obs, "\"onto\" is required");
    json_decref(obs);
    obs = fwt_run(setup, "[{'do': 'activate', 'card': 'G', 'skill': 0, 'onto': ['C']}]");
    fwt_error(obs, "\"onto\" must list 2 battle cards");
    json_decref(obs);
}

/* 15-2 【覚醒】 (a condition, then the leader is turned over, 14-7), 15-3 【フィールド】 (through the
 * drop, reading FW-FIELD-VIA-DROP, the other field goes, 15-3-4), 12-2-2 an extra card used. */
static void awaken_field_and_extra_cards(void **state)
{
    (void)state;
    const char *cards =
        ", 'L1': {'type': 'leader', 'back': {'power': 7000}, 'skills': [{'kind': 'awaken',"
        "   'condition': {'count': {'who': 'you', 'zone': 'life'}, 'max': 2}, 'effect': [{'draw': 1}]}]},"
        " 'F': {'type': 'extra', 'keywords': ['field'], 'skills': [{'kind': 'permanent', 'continuous':"
        "   [{'power': 500, 'target': {'all': {'who': 'you', 'zone': 'battle', 'filter': {'type': 'battle'}}}}]}]},"
        " 'F0': {'type': 'extra', 'keywords': ['field']}, 'A': {}, 'E1': {}, 'E2': {},"
        " 'X': {'type': 'extra', 'cost': {'total': 1}, 'skills': [{'kind': 'activate', 'timing': 'main', 'effect': [{'draw': 1}]}]}";
    const char *setup = game(cards, ", 'battle': ['A', 'F0'], 'hand': ['F', 'X'], 'energy': ['E1', 'E2']", "", "");
    /* (the later 'L1' key of the cards replaces the base game's: the last of duplicate keys is
     * kept when the JSON is read) */
    json_t *obs = fwt_run(setup, "[{'do': 'activate', 'card': 'L1', 'skill': 0},"
                                 " {'do': 'activate', 'card': 'F', 'skill': 'field', 'pay': ['E1']},"
                                 " {'do': 'activate', 'card': 'X', 'skill': 0, 'pay': ['E1']},"
                                 " {'do': 'activate', 'card': 'X', 'skill': 0, 'pay': ['E2']}]");
    fwt_ok(obs);
    /* three life cards: the condition (2 or fewer) does not hold (15-2-3); X's payment names the
     * rested E1 (5-3-1) */
    assert_string_equal(fwt_rejections(obs), "15-2-3 5-3-1");
    assert_string_equal(fwt_trail(obs, "move activate enter"),
                        "move:F activate:F move:F0 move:F enter:F move:X activate:X move:D1");
    fwt_expect_json(json_object_get(fwt_event(obs, "move", 0), "to"), "'P1:drop'");
    assert_int_equal(json_integer_value(fwt_state(obs, "P1.battle.0.power")), 1500);
    assert_string_equal(fwt_ids(obs, "P1.drop"), "X F0");
    json_decref(obs);
    /* two life cards: 【覚醒】 resolves, then L1 turns over (14-7): its back's power, the same card
     * (10-1-3-1) with its orientation */
    obs = fwt_run(game(cards, ", 'life': ['T1', 'T2'], 'drop': ['T3'], 'battle': ['A', 'F0'], 'hand': ['F', 'X'],"
                       " 'energy': ['E1', 'E2']", "", ", 'rested': ['L1']"),
                  "[{'do': 'activate', 'card': 'L1', 'skill': 0}]");
    fwt_ok(obs);
    assert_string_equal(fwt_trail(obs, "activate draw rule flip"), "activate:L1 draw:D1 rule:14-7 flip:L1");
    fwt_expect_json(fwt_state(obs, "P1.leader"), "{'card': 'L1', 'rested': true, 'face': 'back', 'power': 7000}");
    json_decref(obs);
}

/* 1-5-2-1-1: a delayed effect resolves at the check point after its time (4-2-2-3); 13-2 options
 * resolved in the order chosen; 13-14 "if you do"; 13-5 X chosen by the master. */
static void delayed_options_if_done_and_x(void **state)
{
    (void)state;
    const char *cards =
        ", 'A': {'skills': [{'kind': 'activate', 'timing': 'main', 'effect': ["
        "   {'delayed': {'on': 'turn-end'}, 'effect': [{'draw': 1}]},"
        "   {'choose_options': [[{'draw': 1}], [{'power': 1000, 'target': 'this', 'until': 'turn'}], [{'markers': 1}]], 'count': 2},"
        "   {'ko': {'choose': 1, 'from': {'who': 'opponent', 'zone': 'battle'}}},"
        "   {'if_done': [{'power': 'X', 'target': 'this', 'until': 'turn'}]},"
        "   {'if_not_done': [{'draw': 1}]}]}]},"
        " 'C': {}";
    json_t *obs = fwt_run(game(cards, ", 'battle': ['A']", ", 'battle': ['C']", ""),
                          "[{'do': 'activate', 'card': 'A', 'skill': 0}, {'choose': [2, 1], 'for': 'option'},"
                          " {'choose': 500, 'for': 'number'}, {'do': 'pass'}, {'choose': null, 'for': 'charge', 'by': 'P2'}]");
    fwt_ok(obs);
    /* options 2 then 1: a marker, +1000; C KO'd, so +X = +500 and no draw (13-15) */
    assert_int_equal(json_integer_value(fwt_state(obs, "P1.markers")), 1);
    assert_string_equal(fwt_ids(obs, "P2.drop"), "C");
    /* the turn's +1500 ended at 7-4-5; the delayed draw came at the end phase's check point */
    assert_int_equal(json_integer_value(fwt_state(obs, "P1.battle.0.power")), 1000);
    assert_string_equal(fwt_trail(obs, "checkpoint draw"),
                        "checkpoint:7-3-3 checkpoint:7-3-3 checkpoint:7-3-5-1-2 checkpoint:7-4-3 draw:D1 "
                        "checkpoint:7-2-6 checkpoint:7-2-8 draw:F1 checkpoint:7-2-10 checkpoint:7-2-12 checkpoint:7-3-3");
    json_decref(obs);
}

/* 9-6-3-1-1: an auto pending in the hand may be left undeclared (null). */
static void hidden_auto_may_be_declined(void **state)
{
    (void)state;
    const char *cards = ", 'A': {'cost': {'total': 0}},"
                        " 'Y': {'type': 'extra', 'cost': {'total': 0}, 'skills': [{'kind': 'auto',"
                        "  'trigger': {'on': 'move', 'to': 'battle'}, 'effect': [{'draw': 1}]}]}";
    json_t *obs = fwt_run(game(cards, ", 'hand': ['A']", ", 'hand': ['Y']", ""),
                          "[{'do': 'play', 'card': 'A'}, {'choose': null, 'for': 'auto', 'by': 'P2'}]");
    fwt_ok(obs);
    assert_int_equal(fwt_count(obs, "activate"), 0);
    assert_string_equal(fwt_ids(obs, "P2.hand"), "Y");
    json_decref(obs);
    /* taken: the extra card is used (12-2-2: its cost, 0 here, paid without asking; it goes to
     * the drop) */
    obs = fwt_run(game(cards, ", 'hand': ['A']", ", 'hand': ['Y']", ""),
                  "[{'do': 'play', 'card': 'A'}, {'choose': {'card': 'Y', 'skill': 0}, 'for': 'auto'}]");
    fwt_ok(obs);
    assert_string_equal(fwt_trail(obs, "reveal move activate draw"),
                        "reveal:P1 move:A reveal:P2 move:Y activate:Y draw:F1 move:F1");
    assert_string_equal(fwt_ids(obs, "P2.drop"), "Y");
    json_decref(obs);
    /* a cost of 1: the `cost` choice lists the energy paying it (9-6-4, 12-2-2-2) */
    const char *cards1 = ", 'A': {'cost': {'total': 0}}, 'E': {},"
                         " 'Y': {'type': 'extra', 'cost': {'total': 1}, 'skills': [{'kind': 'auto',"
                         "  'trigger': {'on': 'move', 'to': 'battle'}, 'effect': [{'draw': 1}]}]}";
    obs = fwt_run(game(cards1, ", 'hand': ['A']", ", 'hand': ['Y'], 'energy': ['E']", ""),
                  "[{'do': 'play', 'card': 'A'}, {'choose': {'card': 'Y', 'skill': 0}, 'for': 'auto'},"
                  " {'choose': ['E'], 'for': 'cost', 'by': 'P2'}]");
    fwt_ok(obs);
    fwt_expect_json(fwt_event(obs, "pay", 0), "{'type': 'pay', 'step': 0, 'player': 'P2', 'cards': ['E'], 'markers': 0}");
    assert_string_equal(fwt_ids(obs, "P2.hand"), "F1");
    json_decref(obs);
    /* declining to pay (false): not activated (9-6-4-1), the card stays in the hand */
    obs = fwt_run(game(cards1, ", 'hand': ['A']", ", 'hand': ['Y'], 'energy': ['E']", ""),
                  "[{'do': 'play', 'card': 'A'}, {'choose': {'card': 'Y', 'skill': 0}, 'for': 'auto'},"
                  " {'choose': false, 'for': 'cost'}]");
    fwt_ok(obs);
    assert_int_equal(fwt_count(obs, "activate"), 0);
    assert_string_equal(fwt_ids(obs, "P2.hand"), "Y");
    json_decref(obs);
}


/* 0-1-3-3, 14-1-2-2-1: damage to each player is processed at once; both life areas empty: a
 * draw. Reading FW-EACH-DRAWS: "each draws" is simultaneous: both decks empty, a draw. */
static void simultaneous_losses_draw_the_game(void **state)
{
    (void)state;
    const char *cards = ", 'A': {'skills': [{'kind': 'activate', 'timing': 'main', 'effect': [{'damage': 3, 'who': 'each'}]},"
                        " {'kind': 'activate', 'timing': 'main', 'effect': [{'draw': 3, 'who': 'each'}]}]}";
    json_t *obs = fwt_run(game(cards, ", 'battle': ['A']", "", ""), "[{'do': 'activate', 'card': 'A', 'skill': 0}]");
    fwt_ok(obs);
    assert_string_equal(fwt_trail(obs, "damage rule lose game-end"),
                        "damage:P1 damage:P2 rule:14-3 rule:14-3 rule:14-2 lose:P1 lose:P2 game-end");
    fwt_expect_json(fwt_state(obs, "result"), "{'draw': true}");
    json_decref(obs);
    obs = fwt_run(game(cards, ", 'battle': ['A']", "", ""), "[{'do': 'activate', 'card': 'A', 'skill': 1}]");
    fwt_ok(obs);
    fwt_expect_json(fwt_state(obs, "result"), "{'draw': true}");
    fwt_expect_json(fwt_event(obs, "lose", 1), "{'type': 'lose', 'step': 0, 'player': 'P2', 'why': 'deck'}");
    json_decref(obs);
}

/* 7-4-2 … 7-4-4: a card with a turn-end auto entering during the end phase's check point makes
 * the end phase run 7-4-2 again (reading FW-END-RESTART); the first auto is not pending twice. */
static void end_phase_restarts_for_new_turn_end_autos(void **state)
{
    (void)state;
    const char *cards =
        ", 'A': {'skills': [{'kind': 'auto', 'trigger': {'on': 'turn-end'}, 'effect': [{'enter': {'choose': 1, 'from': {'who': 'you', 'zone': 'hand'}}}]}]},"
        " 'B': {'skills': [{'kind': 'auto', 'trigger': {'on': 'turn-end', 'whose': 'your'}, 'effect': [{'draw': 1}]}]},"
        " 'C': {'skills': [{'kind': 'auto', 'trigger': {'on': 'turn-end', 'whose': 'your'}, 'effect': [{'draw': 1}]}]}";
    json_t *obs = fwt_run(game(cards, ", 'battle': ['A'], 'hand': ['B']", ", 'battle': ['C']", ""),
                          "[{'do': 'pass'}, {'choose': null, 'for': 'charge', 'by': 'P2'}]");
    fwt_ok(obs);
    /* C is P2's 【自分のターン終了時】: not met in P1's turn, no restart for it */
    assert_string_equal(fwt_trail(obs, "phase pending activate enter checkpoint"),
                        "phase:main checkpoint:7-3-3 checkpoint:7-3-5-1-2 phase:end pending:A "
                        "checkpoint:7-4-3 activate:A enter:B pending:B checkpoint:7-4-3 activate:B "
                        "phase:charge checkpoint:7-2-6 checkpoint:7-2-8 checkpoint:7-2-10 "
                        "checkpoint:7-2-12 phase:main checkpoint:7-3-3");
    assert_true(fwt_traced(obs, "7-4-4"));
    json_decref(obs);
}

/* 15-7-4, 15-7-5 (reading FW-PENDING-COUNT): an 【ターン 1 回】 auto pending again after it
 * resolved this turn fails. */
static void once_per_turn_auto_fails_the_second_time(void **state)
{
    (void)state;
    const char *cards =
        ", 'W': {'skills': [{'kind': 'auto', 'once_per_turn': true, 'trigger': {'on': 'move', 'to': 'battle', 'who': 'you'},"
        "   'effect': [{'draw': 1}]}]}, 'H1': {'cost': {'total': 0}}, 'H2': {'cost': {'total': 0}}";
    json_t *obs = fwt_run(game(cards, ", 'battle': ['W'], 'hand': ['H1', 'H2']", "", ""),
                          "[{'do': 'play', 'card': 'H1'}, {'do': 'play', 'card': 'H2'}]");
    fwt_ok(obs);
    assert_string_equal(fwt_trail(obs, "pending activate fail"), "pending:W activate:W pending:W fail:W");
    assert_string_equal(fwt_ids(obs, "P1.hand"), "D1");
    json_decref(obs);
}

/* 13-12: a skipped phase: no events, no check points (13-12-2, 13-12-4). */
static void skipping_a_main_phase(void **state)
{
    (void)state;
    const char *cards = ", 'A': {'skills': [{'kind': 'activate', 'timing': 'main', 'effect': [{'skip': 'main', 'who': 'opponent'}]}]}";
    json_t *obs = fwt_run(game(cards, ", 'battle': ['A']", "", ""),
                          "[{'do': 'activate', 'card': 'A', 'skill': 0}, {'do': 'pass'}, {'choose': null, 'for': 'charge', 'by': 'P2'},"
                          " {'choose': null, 'for': 'charge', 'by': 'P1'}]");
    fwt_ok(obs);
    /* P2's turn 4 goes from its charge phase to its end phase; the run stops in P1's turn 5 */
    assert_string_equal(fwt_trail(obs, "phase"),
                        "phase:main phase:end phase:charge phase:end phase:charge phase:main");
    fwt_expect_json(fwt_state(obs, "turn.number"), "5");
    json_decref(obs);
}

/* 5-2-8, 3-1-7, 13-10-2-2: a search reveals the card found and shuffles the deck; 13-11-3: a
 * look with no move after it shuffles too. */
static void search_and_look(void **state)
{
    (void)state;
    const char *cards = ", 'A': {'skills': [{'kind': 'activate', 'timing': 'main', 'effect': [{'search': {'name': 'D2'}, 'count': 1, 'to': 'hand'}]},"
                        " {'kind': 'activate', 'timing': 'main', 'effect': [{'look': 2}, {'draw': 1}]}]}";
    json_t *obs = fwt_run(game(cards, ", 'battle': ['A']", "", ""),
                          "[{'do': 'activate', 'card': 'A', 'skill': 0}, {'choose': ['D2'], 'for': 'target'},"
                          " {'random': ['D3', 'D1'], 'for': 'shuffle'},"
                          " {'do': 'activate', 'card': 'A', 'skill': 1}, {'random': ['D1', 'D3'], 'for': 'shuffle'}]");
    fwt_ok(obs);
    assert_string_equal(fwt_trail(obs, "reveal move shuffle draw"),
                        "reveal:P1 move:D2 shuffle:P1 shuffle:P1 draw:D1 move:D1");
    assert_string_equal(fwt_ids(obs, "P1.hand"), "D2 D1");
    assert_string_equal(fwt_ids(obs, "P1.deck"), "D3");
    json_decref(obs);
}

/* 9-6-8: a state trigger becomes pending once when its state arises, at a check point; 9-6-8-1:
 * pending again after it resolved while the state still holds — a loop nobody can stop when its
 * effect never changes the state (16-1-1-1: a draw). */
static void state_trigger(void **state)
{
    (void)state;
    const char *cards =
        ", 'S': {'skills': [{'kind': 'auto', 'trigger': {'on': 'state', 'condition': {'count': {'who': 'you', 'zone': 'hand'}, 'max': 0}},"
        "   'effect': [{'draw': 1}]}]}, 'H': {'cost': {'total': 0}}";
    json_t *obs = fwt_run(game(cards, ", 'battle': ['S'], 'hand': ['H']", "", ""), "[{'do': 'play', 'card': 'H'}]");
    fwt_ok(obs);
    assert_string_equal(fwt_trail(obs, "checkpoint pending activate"),
                        "checkpoint:7-3-3 checkpoint:7-3-3 pending:S activate:S");
    assert_string_equal(fwt_ids(obs, "P1.hand"), "D1");
    json_decref(obs);
    cards = ", 'S': {'skills': [{'kind': 'auto', 'trigger': {'on': 'state', 'condition': {'count': {'who': 'you', 'zone': 'hand'}, 'max': 0}},"
            "   'effect': [{'markers': 1}]}]}, 'H': {'cost': {'total': 0}}";
    obs = fwt_run(game(cards, ", 'battle': ['S'], 'hand': ['H']", "", ""), "[{'do': 'play', 'card': 'H'}]");
    fwt_ok(obs);
    fwt_expect_json(fwt_state(obs, "result"), "{'draw': true}");
    assert_true(fwt_traced(obs, "16-1-1-1"));
    json_decref(obs);
}

/* 6-2-2-1: a 【永続】 "start the game with N life"; 6-2-1-3: "placed in the leader area" autos
 * pending before the choice of the first player and resolved at 6-2-1-6. */
static void pregame_permanents_and_leader_autos(void **state)
{
    (void)state;
    char setup[32768], script[16384];
    size_t len = (size_t)snprintf(setup, sizeof setup,
        "{'start': {'at': 'pregame'}, 'cards': {"
        "'L1': {'type': 'leader', 'skills': [{'kind': 'permanent', 'continuous': [{'start_life': 5}]}]},"
        "'L2': {'type': 'leader', 'skills': [{'kind': 'auto', 'trigger': {'on': 'placed-in-leader-area'}, 'effect': [{'markers': 2}]}]}");
    for (int i = 0; i < 50; i++)
        len += (size_t)snprintf(setup + len, sizeof setup - len, ", 'a%d': {}, 'b%d': {}", i, i);
    len += (size_t)snprintf(setup + len, sizeof setup - len, "}, 'P1': {'leader': 'L1', 'deck': [");
    for (int i = 0; i < 50; i++)
        len += (size_t)snprintf(setup + len, sizeof setup - len, "%s'a%d'", i ? ", " : "", i);
    len += (size_t)snprintf(setup + len, sizeof setup - len, "]}, 'P2': {'leader': 'L2', 'deck': [");
    for (int i = 0; i < 50; i++)
        len += (size_t)snprintf(setup + len, sizeof setup - len, "%s'b%d'", i ? ", " : "", i);
    snprintf(setup + len, sizeof setup - len, "]}}");
    len = (size_t)snprintf(script, sizeof script,
                           "[{'random': 'P1', 'for': 'chooser'}, {'choose': 'first', 'for': 'first'}, {'random': [");
    for (int i = 0; i < 50; i++)
        len += (size_t)snprintf(script + len, sizeof script - len, "%s'a%d'", i ? ", " : "", i);
    len += (size_t)snprintf(script + len, sizeof script - len, "], 'for': 'shuffle'}, {'random': [");
    for (int i = 0; i < 50; i++)
        len += (size_t)snprintf(script + len, sizeof script - len, "%s'b%d'", i ? ", " : "", i);
    snprintf(script + len, sizeof script - len, "], 'for': 'shuffle'}, {'choose': false, 'for': 'mulligan'},"
             " {'choose': false, 'for': 'mulligan'}, {'choose': null, 'for': 'charge'}]");
    json_t *obs = fwt_run(setup, script);
    fwt_ok(obs);
    assert_string_equal(fwt_trail(obs, "pending first checkpoint activate"),
                        "pending:L2 first:P1 checkpoint:6-2-1-6 activate:L2 checkpoint:7-2-6 "
                        "checkpoint:7-2-8 checkpoint:7-2-10 checkpoint:7-2-12 checkpoint:7-3-3");
    assert_string_equal(fwt_ids(obs, "P1.life"), "a10 a9 a8 a7 a6");
    assert_int_equal(json_array_size(fwt_state(obs, "P2.life")), 8);
    /* 2 from L2's auto, 1 as the second player (6-2-1-10) */
    assert_int_equal(json_integer_value(fwt_state(obs, "P2.markers")), 3);
    json_decref(obs);
}

/* 13-8 control keeps orientation and effects and is no entry (reading FW-MASTER-CHANGE); 13-9
 * removal; 13-7 a discard as a skill cost; 5-13 【気】 paid; 1-10-2 life to the hand is no
 * damage; a forbidden attack is refused (0-2-2: the card's text over 8-1-1). */
static void control_remove_ki_and_forbid(void **state)
{
    (void)state;
    const char *cards =
        ", 'A': {'skills': ["
        "   {'kind': 'activate', 'timing': 'main', 'cost': [{'ki': 1}, {'discard': 1}], 'effect': [{'ki': 2, 'target': 'this'}, {'life_to_hand': 1}]},"
        "   {'kind': 'activate', 'timing': 'main', 'effect': [{'control': {'choose': 1, 'from': {'who': 'opponent'}}},"
        "     {'remove': {'all': {'who': 'opponent', 'zone': 'drop'}}}, {'forbid': 'attack', 'target': 'this', 'until': 'turn'}]}]},"
        " 'B': {'skills': [{'kind': 'auto', 'trigger': {'on': 'enter'}, 'effect': [{'draw': 1}]}]}, 'X': {}, 'H1': {}, 'H2': {}";
    json_t *obs = fwt_run(game(cards, ", 'battle': ['A'], 'hand': ['H1', 'H2']", ", 'battle': ['B'], 'drop': ['X']",
                               ", 'ki': {'A': 1}, 'rested': ['B'], 'effects': [{'master': 'P2', 'power': 2000, 'target': 'B', 'until': 'game'}]"),
                          "[{'do': 'activate', 'card': 'A', 'skill': 0}, {'choose': ['H2'], 'for': 'target'},"
                          " {'do': 'activate', 'card': 'A', 'skill': 1}, {'do': 'attack', 'card': 'A', 'target': 'L2'}]");
    fwt_ok(obs);
    assert_string_equal(fwt_rejections(obs), "0-2-2");
    assert_int_equal(fwt_count(obs, "damage"), 0);
    assert_string_equal(fwt_ids(obs, "P1.hand"), "H1 T1");
    assert_string_equal(fwt_ids(obs, "P1.drop"), "H2");
    fwt_expect_json(fwt_state(obs, "P1.battle"),
                    "[{'card': 'A', 'rested': false, 'power': 1000, 'combo': null, 'under': [], 'ki': 2},"
                    " {'card': 'B', 'rested': true, 'power': 3000, 'combo': null, 'under': [], 'ki': 0}]");
    assert_string_equal(fwt_ids(obs, "P2.removed"), "X");
    assert_int_equal(fwt_count(obs, "pending"), 0);    /* no 【登場時】 for B */
    fwt_expect_json(fwt_event(obs, "move", 2),
                    "{'type': 'move', 'step': 2, 'card': 'B', 'from': 'P2:battle', 'to': 'P1:battle', 'cause': 'effect'}");
    json_decref(obs);
}

/* --- every RULE() id exists in the clause index ------------------------------------------- */

/* Every quoted clause-like literal ("8-4-6", digits and dashes) of the module's sources, its
 * parts' folders included. */
static void scan_literals(const char *dir, doc *d, size_t *count)
{
    DIR *dp = opendir(dir);
    assert_non_null(dp);
    struct dirent *de;
    while ((de = readdir(dp)) != NULL) {
        size_t len = strlen(de->d_name);
        char path[512];
        snprintf(path, sizeof path, "%s/%s", dir, de->d_name);
        if (de->d_name[0] != '.' && !strchr(de->d_name, '.')) {
            DIR *sub = opendir(path);         /* a part's folder */
            if (sub) {
                closedir(sub);
                scan_literals(path, d, count);
                continue;
            }
        }
        if (len < 3 || strcmp(de->d_name + len - 2, ".c") != 0)
            continue;
        FILE *f = fopen(path, "rb");
        assert_non_null(f);
        static char text[1 << 20];
        size_t n = fread(text, 1, sizeof text - 1, f);
        fclose(f);
        text[n] = '\0';
        for (const char *p = strchr(text, '"'); p; p = strchr(p + 1, '"')) {
            const char *s = p + 1, *e = s;
            bool dash = false;
            while ((*e >= '0' && *e <= '9') || *e == '-') {
                dash |= *e == '-';
                e++;
            }
            if (*e != '"' || !dash || e == s || e[-1] == '-' || s[0] == '-')
                continue;
            char id[64];
            assert_true((size_t)(e - s) < sizeof id);
            memcpy(id, s, (size_t)(e - s));
            id[e - s] = '\0';
            if (cidx_find(&d->index, id) < 0)
                fail_msg("%s: \"%s\" is not a clause of fusion-world", path, id);
            (*count)++;
            p = e;
        }
    }
    closedir(dp);
}

/* Every clause-like literal of the module (its marks, and the clauses its tables name) is a
 * clause of the document; the marks alone are checked for every module by test_marks. */
static void clause_literals_exist_in_the_clause_index(void **state)
{
    (void)state;
    doc d;
    manifest m;
    tu_open(&d, &m, "fusion-world");
    size_t literals = 0;
    scan_literals("engine/fusion_world", &d, &literals);
    assert_true(literals >= 700);
    doc_close(&d);
    mfst_free(&m);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(enter_auto_resolves_at_the_check_point),
        cmocka_unit_test(check_point_order_turn_player_first),
        cmocka_unit_test(activate_skills_costs_and_timings),
        cmocka_unit_test(permanents_and_barrier),
        cmocka_unit_test(replacement_of_a_ko),
        cmocka_unit_test(evolve_and_fusion_evolve),
        cmocka_unit_test(awaken_field_and_extra_cards),
        cmocka_unit_test(delayed_options_if_done_and_x),
        cmocka_unit_test(hidden_auto_may_be_declined),
        cmocka_unit_test(simultaneous_losses_draw_the_game),
        cmocka_unit_test(end_phase_restarts_for_new_turn_end_autos),
        cmocka_unit_test(once_per_turn_auto_fails_the_second_time),
        cmocka_unit_test(skipping_a_main_phase),
        cmocka_unit_test(search_and_look),
        cmocka_unit_test(state_trigger),
        cmocka_unit_test(pregame_permanents_and_leader_autos),
        cmocka_unit_test(control_remove_ki_and_forbid),
        cmocka_unit_test(clause_literals_exist_in_the_clause_index),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
