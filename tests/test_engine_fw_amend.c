/* test_engine_fw_amend.c — the fusion-world reference engine against the amended order of events
 * (docs/engines/fusion-world.md, "Order": one instruction's KOs at once, a stack leaving the
 * battle area, where an evolved card is listed) and against the clauses it carries out and marks
 * (RULE()): each scenario is one the clause governs, and the outcome the clause decides is
 * checked beside the mark. Every expectation is worked out from the rules text (the clause is
 * quoted or cited) and the page, not from a run. */
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

static const char *const ko_all =
    " 'S': {'skills': [{'kind': 'activate', 'timing': 'main', 'effect': [{'ko': {'all': {'who': 'opponent'}}}]}]}";

/* 0-2-10 and 14-1-2-1-1 (「割り込み型ルール処理が同時に複数発生した場合、すべてを同時に処理します」):
 * S KOs P2's three battle cards with one instruction: every `ko`, then every 14-9 `rule`, then
 * the moves into P2's drop together, in the order its owner chose (3-1-5, top first); L2's
 * 「自分のドロップエリアにカードが置かれた時」 is met three times by that one event and becomes pending
 * once (9-6-2-1), after the moves. */
static void one_instruction_kos_at_once(void **state)
{
    (void)state;
    char cards[2048];
    snprintf(cards, sizeof cards,
             ",%s, 'V1': {}, 'V2': {}, 'V3': {}, 'L2': {'type': 'leader', 'skills': [{'kind': 'auto',"
             " 'trigger': {'on': 'move', 'to': 'drop', 'who': 'you'}, 'effect': [{'draw': 1}]}]}",
             ko_all);
    json_t *obs = fwt_run(game(cards, ", 'battle': ['S']", ", 'battle': ['V1', 'V2', 'V3']", ""),
                          "[{'do': 'activate', 'card': 'S', 'skill': 0},"
                          " {'choose': ['V3', 'V1', 'V2'], 'for': 'order', 'by': 'P2'}]");
    fwt_ok(obs);
    assert_string_equal(fwt_trail(obs, "ko rule move pending draw"),
                        "ko:V1 ko:V2 ko:V3 rule:14-9 rule:14-9 rule:14-9 move:V3 move:V1 move:V2 "
                        "pending:L2 draw:F1 move:F1");
    assert_string_equal(fwt_ids(obs, "P2.drop"), "V3 V1 V2");
    assert_string_equal(fwt_ids(obs, "P2.hand"), "F1");
    assert_true(fwt_traced(obs, "0-2-10"));
    assert_true(fwt_traced(obs, "14-1-2-1-1"));
    assert_true(fwt_traced(obs, "3-1-5"));
    json_decref(obs);
    /* one card: ko, rule, move (the page's order of a KO), no order to choose */
    obs = fwt_run(game(cards, ", 'battle': ['S']", ", 'battle': ['V1'], 'drop': ['V2', 'V3']", ""),
                  "[{'do': 'activate', 'card': 'S', 'skill': 0}]");
    fwt_ok(obs);
    assert_string_equal(fwt_trail(obs, "ko rule move pending"), "ko:V1 rule:14-9 move:V1 pending:L2 move:F1");
    json_decref(obs);
}

/* 16-2-5 「カードがバトルエリアから異なる名前領域へ移動する場合、そのカードの下に置かれているカードは
 * そのカードが元々存在していたエリアからドロップエリアに置かれます」, 1-12-4, FW-STACK-MOVE: E (U1, U2
 * under it, 【気】 2) returns to the hand: E's move first, then U1 then U2 from the battle area to
 * the drop, cause `rule`, each on top (no `order` asked): the drop reads U2 U1. */
static void a_stack_leaves_top_first(void **state)
{
    (void)state;
    const char *cards =
        ", 'E': {}, 'V1': {}, 'V2': {},"
        " 'S': {'skills': [{'kind': 'activate', 'timing': 'main', 'effect': [{'move': {'choose': 1, 'from': {'who': 'opponent'}}, 'to': 'hand'}]}]}";
    json_t *obs = fwt_run(game(cards, ", 'battle': ['S']", ", 'battle': ['E']",
                               ", 'under': {'E': ['V1', 'V2']}, 'ki': {'E': 2}"),
                          "[{'do': 'activate', 'card': 'S', 'skill': 0}]");
    fwt_ok(obs);
    assert_string_equal(fwt_trail(obs, "move"), "move:E move:V1 move:V2");
    fwt_expect_json(fwt_event(obs, "move", 1), "{'type': 'move', 'step': 0, 'card': 'V1', 'from': 'P2:battle', 'to': 'P2:drop', 'cause': 'rule'}");
    fwt_expect_json(fwt_event(obs, "move", 2), "{'type': 'move', 'step': 0, 'card': 'V2', 'from': 'P2:battle', 'to': 'P2:drop', 'cause': 'rule'}");
    assert_string_equal(fwt_ids(obs, "P2.drop"), "V2 V1");
    assert_string_equal(fwt_ids(obs, "P2.hand"), "E");
    assert_true(fwt_traced(obs, "16-2-5"));
    assert_true(fwt_traced(obs, "1-12-4"));
    json_decref(obs);
    /* a KO'd stack: ko, rule, the top's move, then the card under it */
    char with_ko[1024];
    snprintf(with_ko, sizeof with_ko, ",%s, 'E': {}, 'V1': {}", ko_all);
    obs = fwt_run(game(with_ko, ", 'battle': ['S']", ", 'battle': ['E']", ", 'under': {'E': ['V1']}"),
                  "[{'do': 'activate', 'card': 'S', 'skill': 0}]");
    fwt_ok(obs);
    assert_string_equal(fwt_trail(obs, "ko rule move"), "ko:E rule:14-9 move:E move:V1");
    assert_string_equal(fwt_ids(obs, "P2.drop"), "V1 E");
    json_decref(obs);
}

/* 15-12-5 and the page: 「新しいカードはバトルエリアに登場し、ほかの登場と同じくその配列の末尾に加えられ
 * ます」: E evolves onto A, the first of P1's battle area: E is appended after B, A under it. */
static void an_evolved_card_is_appended(void **state)
{
    (void)state;
    const char *cards =
        ", 'A': {}, 'B': {}, 'E': {'skills': [{'kind': 'evolve', 'cost': [], 'onto': {'name': 'A'}}]}";
    json_t *obs = fwt_run(game(cards, ", 'battle': ['A', 'B'], 'hand': ['E']", "", ""),
                          "[{'do': 'activate', 'card': 'E', 'skill': 0, 'onto': ['A']}]");
    fwt_ok(obs);
    assert_string_equal(fwt_ids(obs, "P1.battle"), "B E");
    fwt_expect_json(fwt_state(obs, "P1.battle.1.under"), "['A']");
    json_decref(obs);
}

/* 14-6-2 and 5-10-2 (「それ以外の方法でオーナーのドロップエリアに置かれたバトルカードは「KO」された
 * わけではありません」): W reads 0 and is put into the drop by the rule: no `ko`, its 【KO時】 does
 * not trigger. */
static void power_zero_is_not_a_ko(void **state)
{
    (void)state;
    const char *cards =
        ", 'W': {'power': 3000, 'skills': [{'kind': 'auto', 'trigger': {'on': 'ko'}, 'effect': [{'draw': 1}]}]},"
        " 'S': {'skills': [{'kind': 'activate', 'timing': 'main', 'effect': [{'power': -3000, 'target': {'choose': 1, 'from': {'who': 'opponent'}}, 'until': 'turn'}]}]}";
    json_t *obs = fwt_run(game(cards, ", 'battle': ['S']", ", 'battle': ['W']", ""),
                          "[{'do': 'activate', 'card': 'S', 'skill': 0}]");
    fwt_ok(obs);
    assert_string_equal(fwt_trail(obs, "ko rule move pending"), "rule:14-6 move:W");
    assert_true(fwt_traced(obs, "5-10-2"));
    assert_string_equal(fwt_ids(obs, "P2.hand"), "");
    json_decref(obs);
}

/* 0-2-2 (card text over the rules): G may not leave the battle area this turn; A (3000) attacks
 * it (3000): 8-4-6-2-1 would KO it, the text wins. */
static void text_over_the_battle_ko(void **state)
{
    (void)state;
    const char *cards = ", 'A': {'power': 3000}, 'G': {'power': 3000}";
    json_t *obs = fwt_run(game(cards, ", 'battle': ['A']", ", 'battle': ['G']",
                               ", 'rested': ['G'], 'effects': [{'master': 'P2', 'forbid': 'leave', 'target': 'G', 'until': 'turn'}]"),
                          "[{'do': 'attack', 'card': 'A', 'target': 'G'}, {'do': 'pass'}, {'do': 'pass'}]");
    fwt_ok(obs);
    assert_int_equal(fwt_count(obs, "ko"), 0);
    assert_string_equal(fwt_ids(obs, "P2.battle"), "G");
    assert_true(fwt_traced(obs, "0-2-2"));
    assert_true(fwt_traced(obs, "0-2-1"));
    json_decref(obs);
}

/* 13-8-1, 3-1-6-1 under 0-2-2-2: P1 gains control of G, then KOs it: G goes to its owner's (P2's)
 * drop. */
static void a_controlled_card_goes_to_its_owners_drop(void **state)
{
    (void)state;
    const char *cards =
        ", 'G': {}, 'S': {'skills': [{'kind': 'activate', 'timing': 'main', 'effect': ["
        "{'control': {'choose': 1, 'from': {'who': 'opponent'}}}, {'ko': {'all': {'who': 'you', 'filter': {'name': 'G'}}}}]}]}";
    json_t *obs = fwt_run(game(cards, ", 'battle': ['S']", ", 'battle': ['G']", ""),
                          "[{'do': 'activate', 'card': 'S', 'skill': 0}]");
    fwt_ok(obs);
    fwt_expect_json(fwt_event(obs, "move", 1), "{'type': 'move', 'step': 0, 'card': 'G', 'from': 'P1:battle', 'to': 'P2:drop', 'cause': 'ko'}");
    assert_true(fwt_traced(obs, "3-1-6-1"));
    assert_true(fwt_traced(obs, "0-2-2-2"));
    json_decref(obs);
}

/* 5-2-4 「~まで選び」: 0 to N; a search for up to 1 《Hero》 with one match: P1 chooses none, the
 * deck is shuffled all the same. */
static void a_search_may_find_none(void **state)
{
    (void)state;
    const char *cards =
        ", 'H': {'traits': ['Hero']}, 'S': {'skills': [{'kind': 'activate', 'timing': 'main', 'effect': ["
        "{'search': {'trait': 'Hero'}, 'count': 1, 'to': 'hand'}]}]}";
    json_t *obs = fwt_run(game(cards, ", 'battle': ['S'], 'deck': ['D1', 'H', 'D2', 'D3']", "", ""),
                          "[{'do': 'activate', 'card': 'S', 'skill': 0}, {'choose': [], 'for': 'target'},"
                          " {'random': ['D2', 'H', 'D3', 'D1'], 'for': 'shuffle'}]");
    fwt_ok(obs);
    assert_string_equal(fwt_ids(obs, "P1.hand"), "");
    assert_string_equal(fwt_ids(obs, "P1.deck"), "D2 H D3 D1");
    assert_true(fwt_traced(obs, "5-2-4"));
    json_decref(obs);
}

/* 9-6-7-3: 【登場時】-like triggers are zone moves into the battle area; L1's 「パワー5000以上の
 * カードが自分のバトルエリアに登場した時」 looks at C (3000) as it enters and is not met. */
static void an_entry_trigger_not_met(void **state)
{
    (void)state;
    const char *cards =
        ", 'C': {'power': 3000, 'cost': {'total': 0}},"
        " 'L1': {'type': 'leader', 'skills': [{'kind': 'auto', 'trigger': {'on': 'enter', 'of': {'who': 'you', 'filter': {'power_min': 5000}}}, 'effect': [{'draw': 1}]}]}";
    json_t *obs = fwt_run(game(cards, ", 'hand': ['C']", "", ""), "[{'do': 'play', 'card': 'C'}]");
    fwt_ok(obs);
    assert_int_equal(fwt_count(obs, "pending"), 0);
    assert_true(fwt_traced(obs, "9-6-7-3"));
    json_decref(obs);
}

/* 9-5-5 and 5-3-3-1 (「修正されたコストを支払える場合も除きます」): C costs 2, its 【永続】 in the hand
 * takes 1 off; one active energy pays it. */
static void a_modified_cost_is_paid(void **state)
{
    (void)state;
    const char *cards =
        ", 'E1': {}, 'C': {'cost': {'total': 2}, 'skills': [{'kind': 'permanent', 'zone': 'hand', 'continuous': [{'cost_mod': -1, 'target': 'this'}]}]}";
    json_t *obs = fwt_run(game(cards, ", 'hand': ['C'], 'energy': ['E1']", "", ""),
                          "[{'do': 'play', 'card': 'C', 'pay': ['E1']}]");
    fwt_ok(obs);
    assert_string_equal(fwt_ids(obs, "P1.battle"), "C");
    assert_true(fwt_traced(obs, "5-3-3-1"));
    assert_true(fwt_traced(obs, "1-2-3-2"));
    json_decref(obs);
}

/* 1-2-3-2-1 (「0未満の端数を含む数にはなりません」), 0-2-9: C (cost 1) has −3 this turn: it costs 0,
 * and is used without a payment (5-3-2, no `pay`). */
static void a_cost_never_below_zero(void **state)
{
    (void)state;
    const char *cards = ", 'C': {'cost': {'total': 1}}";
    json_t *obs = fwt_run(game(cards, ", 'hand': ['C']", "",
                               ", 'effects': [{'master': 'P1', 'cost_mod': -3, 'target': 'C', 'until': 'turn'}]"),
                          "[{'do': 'play', 'card': 'C'}]");
    fwt_ok(obs);
    assert_string_equal(fwt_ids(obs, "P1.battle"), "C");
    assert_int_equal(fwt_count(obs, "pay"), 0);
    assert_true(fwt_traced(obs, "1-2-3-2-1"));
    json_decref(obs);
}

/* 0-3-2-2 (「自分」 is the player resolving the skill) with 0-3-4-3: P1 takes control of C, whose
 * 【永続】 「自分のバトルカードすべてのパワー+1000」 now gives P1's cards +1000, and no longer P2's. */
static void a_permanent_follows_its_new_master(void **state)
{
    (void)state;
    const char *cards =
        ", 'C': {'skills': [{'kind': 'permanent', 'continuous': [{'power': 1000, 'target': {'all': {'who': 'you'}}}]}]},"
        " 'B': {}, 'S': {'skills': [{'kind': 'activate', 'timing': 'main', 'effect': [{'control': {'choose': 1, 'from': {'who': 'opponent', 'filter': {'name': 'C'}}}}]}]}";
    json_t *obs = fwt_run(game(cards, ", 'battle': ['S']", ", 'battle': ['C', 'B']", ""),
                          "[{'do': 'activate', 'card': 'S', 'skill': 0}]");
    fwt_ok(obs);
    fwt_expect_json(fwt_state(obs, "P1.battle.0.power"), "2000");
    fwt_expect_json(fwt_state(obs, "P2.battle.0.power"), "1000");
    assert_true(fwt_traced(obs, "0-3-2-2"));
    json_decref(obs);
}

/* 13-4-1 (「対象の存在を無視してゲームを進行する」) in a 【永続】: A is unaffected by skills this turn;
 * P's 「自分のバトルカードすべてのパワー+1000」 goes on as if A were not there. */
static void an_unaffected_card_is_ignored_by_a_permanent(void **state)
{
    (void)state;
    const char *cards =
        ", 'P': {'skills': [{'kind': 'permanent', 'continuous': [{'power': 1000, 'target': {'all': {'who': 'you'}}}]}]},"
        " 'A': {'power': 2000}";
    json_t *obs = fwt_run(game(cards, ", 'battle': ['P', 'A']", "",
                               ", 'effects': [{'master': 'P1', 'unaffected': 'A', 'until': 'turn'}]"),
                          "[]");
    fwt_ok(obs);
    fwt_expect_json(fwt_state(obs, "P1.battle.1.power"), "2000");
    fwt_expect_json(fwt_state(obs, "P1.battle.0.power"), "2000");
    assert_true(fwt_traced(obs, "13-4-1"));
    assert_true(fwt_traced(obs, "0-3-14"));
    json_decref(obs);
}

/* 6-1-4-3-2 under 6-1-4-3, 9-5-3: a red leader's 【永続】 「このカードは緑を得る」 acts from deck building
 * on; its deck of 50 green cards is legal and the game starts. */
static void a_gained_color_counts_at_deck_building(void **state)
{
    (void)state;
    char setup[16384], cards[8192] = "", deck[4096] = "";
    for (int i = 0; i < 50; i++) {
        size_t lc = strlen(cards), ld = strlen(deck);
        snprintf(cards + lc, sizeof cards - lc, ", 'G%d': {'colors': ['green'], 'number': 'N%d'}", i, i / 4);
        snprintf(deck + ld, sizeof deck - ld, "%s'G%d'", i ? ", " : "", i);
    }
    snprintf(setup, sizeof setup,
             "{'start': {'at': 'pregame'}, 'cards': {'L1': {'type': 'leader', 'colors': ['red'],"
             " 'skills': [{'kind': 'permanent', 'continuous': [{'color': 'green', 'target': 'this'}]}]},"
             " 'L2': {'type': 'leader'}%s}, 'P1': {'leader': 'L1', 'deck': [%s]}, 'P2': {'leader': 'L2'}}",
             cards, deck);
    json_t *obs = fwt_run(setup, "[]");
    fwt_expect_json(fwt_event(obs, "deck-check", 0), "{'type': 'deck-check', 'step': -1, 'player': 'P1', 'legal': true, 'rules': []}");
    assert_true(fwt_traced(obs, "6-1-4-3"));
    assert_true(fwt_traced(obs, "9-5-3"));
    json_decref(obs);
}

/* 0-2-6 「同時にレストにする効果とアクティブにする効果が発生している場合、常にレストにする効果が優先
 * されます」: one instruction rests every battle card of P2's and stands X: X, in both, is rested;
 * Y, stood only, becomes active. */
static void rest_and_stand_at_once(void **state)
{
    (void)state;
    const char *cards =
        ", 'X': {}, 'Y': {}, 'Z': {}, 'S': {'skills': [{'kind': 'activate', 'timing': 'main', 'effect': ["
        "{'rest': {'all': {'who': 'opponent'}}, 'stand': {'all': {'who': 'you', 'filter': {'rested': true}}}}]}]}";
    json_t *obs = fwt_run(game(cards, ", 'battle': ['S', 'Y']", ", 'battle': ['X', 'Z']", ", 'rested': ['Y']"),
                          "[{'do': 'activate', 'card': 'S', 'skill': 0}]");
    fwt_ok(obs);
    assert_string_equal(fwt_trail(obs, "rest stand"), "rest:X rest:Z stand:Y");
    json_decref(obs);
    /* the same card in both */
    const char *same =
        ", 'X': {}, 'S': {'skills': [{'kind': 'activate', 'timing': 'main', 'effect': ["
        "{'rest': {'all': {'who': 'any', 'filter': {'name': 'X'}}}, 'stand': {'all': {'who': 'any', 'filter': {'name': 'X'}}}}]}]}";
    obs = fwt_run(game(same, ", 'battle': ['S', 'X']", "", ""), "[{'do': 'activate', 'card': 'S', 'skill': 0}]");
    fwt_ok(obs);
    assert_string_equal(fwt_trail(obs, "rest stand"), "rest:X");
    fwt_expect_json(fwt_state(obs, "P1.battle.1.rested"), "true");
    assert_true(fwt_traced(obs, "0-2-6"));
    json_decref(obs);
}

/* 1-4-7 「何らかの効果でスキルコストの支払いの途中で支払いに失敗した場合、そのスキルは発動に失敗
 * します。…効果を解決しません」 (reading FW-COST-PART-WAY): A's cost is 「手札1枚を捨てる、この
 * カードをドロップに置く」 and A may not leave the battle area while P1's hand is empty; discarding
 * H empties it, so the second part can no longer be paid: the skill fails (`fail`), H stays
 * discarded, A stays, nothing is drawn. */
static void a_skill_cost_failing_part_way(void **state)
{
    (void)state;
    const char *cards =
        ", 'H': {}, 'A': {'skills': [{'kind': 'activate', 'timing': 'main', 'cost': [{'discard': 1}, 'drop-self'], 'effect': [{'draw': 1}]},"
        " {'kind': 'permanent', 'condition': {'count': {'who': 'you', 'zone': 'hand'}, 'max': 0},"
        " 'continuous': [{'forbid': 'leave', 'target': 'this'}]}]}";
    json_t *obs = fwt_run(game(cards, ", 'battle': ['A'], 'hand': ['H']", "", ""),
                          "[{'do': 'activate', 'card': 'A', 'skill': 0}]");
    fwt_ok(obs);
    assert_string_equal(fwt_trail(obs, "move activate fail draw"), "move:H fail:A");
    assert_string_equal(fwt_ids(obs, "P1.battle"), "A");
    assert_string_equal(fwt_ids(obs, "P1.drop"), "H");
    assert_true(fwt_traced(obs, "1-4-7"));
    json_decref(obs);
}

/* 1-4-6 with reading FW-COST-PART-WAY: the parts are judged together, in their order, before the
 * payment: 「このカードをレストにする」 twice, or an extra card used from the hand whose skill cost
 * puts it into the drop where its use has put it already, cannot be paid: rejected. */
static void a_cost_judged_as_a_whole(void **state)
{
    (void)state;
    const char *cards =
        ", 'A': {'skills': [{'kind': 'activate', 'timing': 'main', 'cost': ['rest-self', 'rest-self'], 'effect': [{'draw': 1}]}]}";
    json_t *obs = fwt_run(game(cards, ", 'battle': ['A']", "", ""),
                          "[{'do': 'activate', 'card': 'A', 'skill': 0}]");
    fwt_ok(obs);
    assert_string_equal(fwt_rejections(obs), "1-4-6");
    fwt_expect_json(fwt_state(obs, "P1.battle.0.rested"), "false");
    json_decref(obs);
    const char *extra =
        ", 'X': {'type': 'extra', 'cost': {'total': 0}, 'skills': [{'kind': 'activate', 'timing': 'main', 'cost': ['drop-self'], 'effect': [{'draw': 1}]}]}";
    obs = fwt_run(game(extra, ", 'hand': ['X']", "", ""), "[{'do': 'activate', 'card': 'X', 'skill': 0}]");
    fwt_ok(obs);
    assert_string_equal(fwt_rejections(obs), "1-4-6");
    assert_string_equal(fwt_ids(obs, "P1.hand"), "X");
    json_decref(obs);
}

/* 7-2-2, 7-2-3 (「「ターン中」を期限とするターンプレイヤーの効果が発生します」, then the non-turn
 * player's): two effects on P2's A wait for turn 4, P1's 「次の相手のターン中、パワー1000になる」 made
 * first and P2's 「次の自分のターン中、パワー6000になる」 after it; turn 4 begins P2's first, then
 * P1's, which is applied last: A reads 1000. */
static void effects_of_a_turn_to_come(void **state)
{
    (void)state;
    json_t *obs = fwt_run(game(", 'A': {'power': 2000}", "", ", 'battle': ['A']",
                               ", 'effects': [{'master': 'P1', 'set_power': 1000, 'target': 'A', 'until': 'opponent-next-turn'},"
                               " {'master': 'P2', 'set_power': 6000, 'target': 'A', 'until': 'your-next-turn'}]"),
                          "[{'do': 'pass'}, {'choose': null, 'for': 'charge', 'by': 'P2'}]");
    fwt_ok(obs);
    fwt_expect_json(fwt_state(obs, "turn.number"), "4");
    fwt_expect_json(fwt_state(obs, "P2.battle.0.power"), "1000");
    assert_true(fwt_traced(obs, "7-2-3"));
    json_decref(obs);
}

/* 9-2-4 (「スキルコストを支払うことができない」: the skill does not activate), 0-2-5: A may not leave the
 * battle area, so its 「このカードをドロップに置く」 cost cannot be paid: the declaration is refused. */
static void a_forbidden_cost_cannot_be_paid(void **state)
{
    (void)state;
    const char *cards =
        ", 'A': {'skills': [{'kind': 'activate', 'timing': 'main', 'cost': ['drop-self'], 'effect': [{'draw': 1}]}]}";
    json_t *obs = fwt_run(game(cards, ", 'battle': ['A']", "",
                               ", 'effects': [{'master': 'P2', 'forbid': 'leave', 'target': 'A', 'until': 'turn'}]"),
                          "[{'do': 'activate', 'card': 'A', 'skill': 0}]");
    fwt_ok(obs);
    assert_string_equal(fwt_rejections(obs), "1-4-6");
    assert_string_equal(fwt_ids(obs, "P1.battle"), "A");
    assert_true(fwt_traced(obs, "9-2-4"));
    json_decref(obs);
}

/* 1-5-2-2-1 (「遅延型効果」の継続効果): A's skill creates a delayed effect that, when the battle
 * ends, gives A +2000 until the end of the turn; A attacks L2: back at the main phase's free
 * timing A reads 3000. */
static void a_delayed_continuous_effect(void **state)
{
    (void)state;
    const char *cards =
        ", 'A': {'power': 1000, 'skills': [{'kind': 'activate', 'timing': 'main', 'effect': [{'delayed': {'on': 'battle-end'},"
        " 'effect': [{'power': 2000, 'until': 'turn'}]}]}]}";
    json_t *obs = fwt_run(game(cards, ", 'battle': ['A']", "", ""),
                          "[{'do': 'activate', 'card': 'A', 'skill': 0}, {'do': 'attack', 'card': 'A', 'target': 'L2'},"
                          " {'do': 'pass'}, {'do': 'pass'}]");
    fwt_ok(obs);
    fwt_expect_json(fwt_state(obs, "turn.phase"), "'main'");
    fwt_expect_json(fwt_state(obs, "turn.step"), "null");
    fwt_expect_json(fwt_state(obs, "P1.battle.0.power"), "3000");
    assert_true(fwt_traced(obs, "1-5-2-2-1"));
    json_decref(obs);
}

/* 1-12-6: a card's 【気】 is in the zone of the card above it: 「自分のバトルエリアの【気】が3以上」
 * counts A's 2 and B's 1. */
static void ki_counts_in_its_cards_zone(void **state)
{
    (void)state;
    const char *cards =
        ", 'A': {}, 'B': {}, 'S': {'skills': [{'kind': 'activate', 'timing': 'main', 'effect': ["
        "{'if': {'ki': {'all': {'who': 'you'}}, 'min': 3}, 'then': [{'draw': 1}]}]}]}";
    json_t *obs = fwt_run(game(cards, ", 'battle': ['S', 'A', 'B']", "", ", 'ki': {'A': 2, 'B': 1}"),
                          "[{'do': 'activate', 'card': 'S', 'skill': 0}]");
    fwt_ok(obs);
    assert_string_equal(fwt_ids(obs, "P1.hand"), "D1");
    assert_true(fwt_traced(obs, "1-12-6"));
    json_decref(obs);
}

/* 13-1-7, 13-1-7-1: 「【フィールド】」 with no zone is an extra card with 【フィールド】 of the battle
 * area: the battle card B that carries the flag is not one. */
static void field_means_an_extra_card(void **state)
{
    (void)state;
    const char *cards =
        ", 'FD': {'type': 'extra', 'keywords': ['field']}, 'B': {'keywords': ['field']},"
        " 'S': {'skills': [{'kind': 'activate', 'timing': 'main', 'effect': [{'move': {'all': {'who': 'opponent', 'filter': {'keyword': 'field'}}}, 'to': 'hand'}]}]}";
    json_t *obs = fwt_run(game(cards, ", 'battle': ['S']", ", 'battle': ['FD', 'B']", ""),
                          "[{'do': 'activate', 'card': 'S', 'skill': 0}]");
    fwt_ok(obs);
    assert_string_equal(fwt_ids(obs, "P2.hand"), "FD");
    assert_string_equal(fwt_ids(obs, "P2.battle"), "B");
    assert_true(fwt_traced(obs, "13-1-7"));
    assert_true(fwt_traced(obs, "13-1-7-1"));
    json_decref(obs);
}

/* 15-6-3 「スキルにおいて【ストライク】と表記される場合、それには【ダブルストライク】…が含まれます」:
 * 「【ストライク】2 を持つバトルカード」 designates the 【ダブルストライク】 card. */
static void strike_includes_double_strike(void **state)
{
    (void)state;
    const char *cards =
        ", 'W': {'keywords': ['double-strike']}, 'V': {},"
        " 'S': {'skills': [{'kind': 'activate', 'timing': 'main', 'effect': [{'ko': {'all': {'who': 'opponent', 'filter': {'keyword': 'strike-2'}}}}]}]}";
    json_t *obs = fwt_run(game(cards, ", 'battle': ['S']", ", 'battle': ['W', 'V']", ""),
                          "[{'do': 'activate', 'card': 'S', 'skill': 0}]");
    fwt_ok(obs);
    assert_string_equal(fwt_ids(obs, "P2.drop"), "W");
    assert_true(fwt_traced(obs, "15-6-3"));
    json_decref(obs);
}

/* 15-6-3 (the family "strike"), 15-12-8 ("evolve": 【進化】 or 【フュージョン進化】) and 15-12-8-1
 * (`not_keyword` "evolve" excludes the holders of 【フュージョン進化】 too). */
static void keyword_families(void **state)
{
    (void)state;
    const char *cards =
        ", 'D': {'keywords': ['double-strike']}, 'N': {'keywords': ['strike-4']}, 'V': {'keywords': ['blocker']},"
        " 'S': {'skills': [{'kind': 'activate', 'timing': 'main', 'effect': [{'rest': {'all': {'who': 'opponent', 'filter': {'keyword': 'strike'}}}}]}]}";
    json_t *obs = fwt_run(game(cards, ", 'battle': ['S']", ", 'battle': ['D', 'N', 'V']", ""),
                          "[{'do': 'activate', 'card': 'S', 'skill': 0}]");
    fwt_ok(obs);
    assert_string_equal(fwt_trail(obs, "rest"), "rest:D rest:N");
    assert_true(fwt_traced(obs, "15-6-3"));
    json_decref(obs);
    const char *evo =
        ", 'E': {'skills': [{'kind': 'evolve', 'cost': [], 'onto': {'name': 'Z'}}]},"
        " 'F': {'skills': [{'kind': 'fusion-evolve', 'cost': [], 'onto': [{'name': 'Z'}, {'name': 'Y'}]}]}, 'P': {},"
        " 'S': {'skills': [{'kind': 'activate', 'timing': 'main', 'effect': [{'rest': {'all': {'who': 'opponent', 'filter': {'keyword': 'evolve'}}}}]},"
        "  {'kind': 'activate', 'timing': 'main', 'effect': [{'rest': {'all': {'who': 'opponent', 'filter': {'not_keyword': 'evolve'}}}}]}]}";
    obs = fwt_run(game(evo, ", 'battle': ['S']", ", 'battle': ['E', 'F', 'P']", ""),
                  "[{'do': 'activate', 'card': 'S', 'skill': 0}]");
    fwt_ok(obs);
    assert_string_equal(fwt_trail(obs, "rest"), "rest:E rest:F");
    assert_true(fwt_traced(obs, "15-12-8"));
    json_decref(obs);
    obs = fwt_run(game(evo, ", 'battle': ['S']", ", 'battle': ['E', 'F', 'P']", ""),
                  "[{'do': 'activate', 'card': 'S', 'skill': 1}]");
    fwt_ok(obs);
    assert_string_equal(fwt_trail(obs, "rest"), "rest:P");
    assert_true(fwt_traced(obs, "15-12-8-1"));
    json_decref(obs);
}

/* 13-5-2, 13-5-3 (「1つのスキルの中のすべてのXは、スキルコストの支払いから効果の解決の終了まで、同じ数
 * として決定されます」): 「このカードの【気】-X：カードX枚を引く」 with X = 2: two 【気】 go, two cards
 * are drawn, X asked once; X = 4 with 3 【気】 would make the cost one that cannot be paid (1-4-6):
 * no answer (reading FW-COST-PART-WAY), a case error. */
static void x_in_a_skill_cost(void **state)
{
    (void)state;
    const char *cards =
        ", 'S': {'skills': [{'kind': 'activate', 'timing': 'main', 'cost': [{'ki': 'X'}], 'effect': [{'draw': 'X'}]}]}";
    json_t *obs = fwt_run(game(cards, ", 'battle': ['S']", "", ", 'ki': {'S': 3}"),
                          "[{'do': 'activate', 'card': 'S', 'skill': 0}, {'choose': 2, 'for': 'number'}]");
    fwt_ok(obs);
    assert_string_equal(fwt_ids(obs, "P1.hand"), "D1 D2");
    fwt_expect_json(fwt_state(obs, "P1.battle.0.ki"), "1");
    assert_true(fwt_traced(obs, "13-5-3"));
    json_decref(obs);
    obs = fwt_run(game(cards, ", 'battle': ['S']", "", ", 'ki': {'S': 3}"),
                  "[{'do': 'activate', 'card': 'S', 'skill': 0}, {'choose': 4, 'for': 'number'}]");
    fwt_error(obs, "choose \"number\"");
    json_decref(obs);
}

/* 13-12-5 (「期限を迎える継続効果は、該当するターンやフェイズやステップを飛ばすことが実行された時、
 * ただちに効果が消失します」): A has +1000 until the end of the turn and P1's end phase is skipped:
 * the effect ends as it is skipped; in P2's turn 4 A reads 1000. */
static void a_skipped_end_phase_ends_the_turns_effects(void **state)
{
    (void)state;
    const char *cards =
        ", 'A': {}, 'S': {'skills': [{'kind': 'activate', 'timing': 'main', 'effect': [{'skip': 'end'}]}]}";
    json_t *obs = fwt_run(game(cards, ", 'battle': ['S', 'A']", "",
                               ", 'effects': [{'master': 'P1', 'power': 1000, 'target': 'A', 'until': 'turn'}]"),
                          "[{'do': 'activate', 'card': 'S', 'skill': 0}, {'do': 'pass'}, {'choose': null, 'for': 'charge'}]");
    fwt_ok(obs);
    fwt_expect_json(fwt_state(obs, "turn.number"), "4");
    fwt_expect_json(fwt_state(obs, "P1.battle.1.power"), "1000");
    assert_true(fwt_traced(obs, "13-12-5"));
    json_decref(obs);
}

/* 9-6-7-2 (「領域移動誘発の【自動】が…元の領域で無効になっていた場合、…誘発しません」): A's 「このカードの
 * パワーが3000以上の場合」 auto on leaving the battle area; A at 2999 is KO'd: in the drop it reads
 * 3000 again, but its skill was invalid where it was: no pending, nothing drawn. */
static void a_zone_move_auto_invalid_where_it_was(void **state)
{
    (void)state;
    const char *cards =
        ", 'A': {'power': 3000, 'skills': [{'kind': 'auto', 'trigger': {'on': 'move', 'from': 'battle', 'who': 'you', 'filter': {'name': 'A'}},"
        "  'condition': {'power': 'this', 'min': 3000}, 'effect': [{'draw': 1}]}]},"
        " 'S': {'skills': [{'kind': 'activate', 'timing': 'main', 'effect': [{'power': -1, 'target': {'all': {'who': 'opponent'}}, 'until': 'turn'},"
        "  {'ko': {'all': {'who': 'opponent'}}}]}]}";
    json_t *obs = fwt_run(game(cards, ", 'battle': ['S']", ", 'battle': ['A']", ""),
                          "[{'do': 'activate', 'card': 'S', 'skill': 0}]");
    fwt_ok(obs);
    assert_int_equal(fwt_count(obs, "pending"), 0);
    assert_string_equal(fwt_ids(obs, "P2.hand"), "");
    assert_true(fwt_traced(obs, "9-6-7-2"));
    json_decref(obs);
    /* at 3000 where it was, it triggers */
    const char *plain =
        ", 'A': {'power': 3000, 'skills': [{'kind': 'auto', 'trigger': {'on': 'move', 'from': 'battle', 'who': 'you', 'filter': {'name': 'A'}},"
        "  'condition': {'power': 'this', 'min': 3000}, 'effect': [{'draw': 1}]}]},"
        " 'S': {'skills': [{'kind': 'activate', 'timing': 'main', 'effect': [{'ko': {'all': {'who': 'opponent'}}}]}]}";
    obs = fwt_run(game(plain, ", 'battle': ['S']", ", 'battle': ['A']", ""),
                  "[{'do': 'activate', 'card': 'S', 'skill': 0}]");
    fwt_ok(obs);
    assert_string_equal(fwt_ids(obs, "P2.hand"), "F1");
    json_decref(obs);
}

/* 13-8-1 with 16-2-2-2 (a stack is one card, in its top's zone) and 16-2-2-1 (its order kept):
 * P1 takes control of E, with V1 then V2 under it: a move for E, then one for each card under
 * it, into P1's battle area, the order kept. */
static void control_of_a_stack(void **state)
{
    (void)state;
    const char *cards =
        ", 'E': {}, 'V1': {}, 'V2': {}, 'S': {'skills': [{'kind': 'activate', 'timing': 'main', 'effect': [{'control': {'choose': 1, 'from': {'who': 'opponent'}}}]}]}";
    json_t *obs = fwt_run(game(cards, ", 'battle': ['S']", ", 'battle': ['E']", ", 'under': {'E': ['V1', 'V2']}"),
                          "[{'do': 'activate', 'card': 'S', 'skill': 0}]");
    fwt_ok(obs);
    assert_string_equal(fwt_trail(obs, "move"), "move:E move:V1 move:V2");
    fwt_expect_json(fwt_event(obs, "move", 2), "{'type': 'move', 'step': 0, 'card': 'V2', 'from': 'P2:battle', 'to': 'P1:battle', 'cause': 'effect'}");
    fwt_expect_json(fwt_state(obs, "P1.battle.1.under"), "['V1', 'V2']");
    json_decref(obs);
}

/* 8-2-2, 8-3-2, 8-4-2 (「…ステップ開始時」と表記されているスキルが待機状態になります): each step's
 * start makes its autos pending, resolved at that step's check point (8-2-3, 8-3-3, 8-4-3);
 * `whose` is the turn player's for a battle step: P2's 「相手の…開始時」 autos fire in P1's
 * battle. */
static void battle_step_start_triggers(void **state)
{
    (void)state;
    const char *cards =
        ", 'A': {'skills': [{'kind': 'auto', 'trigger': {'on': 'offense-start', 'whose': 'your'}, 'effect': [{'markers': 1}]}]},"
        " 'B': {'skills': [{'kind': 'auto', 'trigger': {'on': 'defense-start', 'whose': 'opponent'}, 'effect': [{'markers': 1}]},"
        "  {'kind': 'auto', 'trigger': {'on': 'damage-step-start', 'whose': 'your'}, 'effect': [{'markers': 1}]}]}";
    json_t *obs = fwt_run(game(cards, ", 'battle': ['A']", ", 'battle': ['B']", ""),
                          "[{'do': 'attack', 'card': 'L1', 'target': 'L2'}, {'do': 'pass'}, {'do': 'pass'}]");
    fwt_ok(obs);
    assert_string_equal(fwt_trail(obs, "battle-step pending activate"),
                        "battle-step:offense pending:A activate:A battle-step:defense pending:B activate:B "
                        "battle-step:damage battle-step:battle-end");
    assert_true(fwt_event_index(obs, "activate", 0) < fwt_event_index(obs, "battle-step", 1));
    fwt_expect_json(fwt_state(obs, "P1.markers"), "1");
    fwt_expect_json(fwt_state(obs, "P2.markers"), "1");
    json_decref(obs);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(one_instruction_kos_at_once),
        cmocka_unit_test(a_stack_leaves_top_first),
        cmocka_unit_test(an_evolved_card_is_appended),
        cmocka_unit_test(power_zero_is_not_a_ko),
        cmocka_unit_test(text_over_the_battle_ko),
        cmocka_unit_test(a_controlled_card_goes_to_its_owners_drop),
        cmocka_unit_test(a_search_may_find_none),
        cmocka_unit_test(an_entry_trigger_not_met),
        cmocka_unit_test(a_modified_cost_is_paid),
        cmocka_unit_test(a_cost_never_below_zero),
        cmocka_unit_test(a_permanent_follows_its_new_master),
        cmocka_unit_test(an_unaffected_card_is_ignored_by_a_permanent),
        cmocka_unit_test(a_gained_color_counts_at_deck_building),
        cmocka_unit_test(rest_and_stand_at_once),
        cmocka_unit_test(a_skill_cost_failing_part_way),
        cmocka_unit_test(a_cost_judged_as_a_whole),
        cmocka_unit_test(effects_of_a_turn_to_come),
        cmocka_unit_test(a_forbidden_cost_cannot_be_paid),
        cmocka_unit_test(a_delayed_continuous_effect),
        cmocka_unit_test(ki_counts_in_its_cards_zone),
        cmocka_unit_test(field_means_an_extra_card),
        cmocka_unit_test(strike_includes_double_strike),
        cmocka_unit_test(keyword_families),
        cmocka_unit_test(x_in_a_skill_cost),
        cmocka_unit_test(a_skipped_end_phase_ends_the_turns_effects),
        cmocka_unit_test(a_zone_move_auto_invalid_where_it_was),
        cmocka_unit_test(control_of_a_stack),
        cmocka_unit_test(battle_step_start_triggers),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
