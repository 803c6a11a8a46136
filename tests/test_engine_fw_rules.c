/* test_engine_fw_rules.c — the fusion-world reference engine on the rules its vocabulary reaches
 * last: endless loops and the `loop` choice (16-1-1-1 … 16-1-1-3), a 【永続】 kept off a card an
 * effect took out of its reach (9-5-2), 「合計 N 枚」 (13-6), 「(行動 A) する際、(行動 B) しなければ
 * (行動 A) できない」 (13-13), an evolve choosing in another zone (15-12-4-1), the top card of a stack
 * moving alone (16-2-6), and zone-move autos reading a card as it last was in the battle area
 * (9-6-7-1-2, 9-10-1). The vocabulary's extensions these use are the page's silence filled
 * (engine/fusion_world/effects/parse.c): a selector's "from" as an array of zone specs, the `require`
 * instruction and continuous entry, an evolve's "from" zones, a move's "alone". */
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

/* S (P1's state trigger, 9-6-8: while P1 has a card in hand) puts it on top of the deck and
 * draws it back (option 0) or discards it (option 1). Option 0 brings the game back to the state
 * it was in: an endless loop (16-1-1) that only P1 can stop — 16-1-1-2: 「そのプレイヤーはこの循環行動
 * を何回繰り返すかを宣言し、その回数だけ循環行動を実行し…止める選択を行った状態で循環行動を止めます」. P1
 * declares 2: the loop runs twice more with the same answer, then P1's next answer stops it; once
 * declared, the loop cannot be chosen again this turn. Without a choice in it, nobody can stop
 * it: a draw (16-1-1-1). */
static void a_loop_one_player_can_stop(void **state)
{
    (void)state;
    const char *cards =
        ", 'H': {}, 'S': {'skills': [{'kind': 'auto', 'trigger': {'on': 'state', 'condition': {'count': {'who': 'you', 'zone': 'hand'}, 'min': 1}},"
        "  'effect': [{'choose_options': [[{'move': {'choose': 1, 'from': {'who': 'you', 'zone': 'hand'}}, 'to': 'deck', 'at': 'top'}, {'draw': 1}],"
        "                                 [{'discard': {'choose': 1, 'from': {'who': 'you', 'zone': 'hand'}}}]]}]}]}";
    const char *setup = game(3, cards, ", 'battle': ['S'], 'hand': ['H']", "", "");
    json_t *obs = fwt_run(setup, "[{'choose': [0], 'for': 'option'}]");
    fwt_expect_json(json_object_get(obs, "pending"), "{'step': 1, 'kind': 'choose', 'for': 'loop', 'options': {'min': 0}}");
    assert_true(fwt_traced(obs, "16-1-1-2"));
    json_decref(obs);
    obs = fwt_run(setup, "[{'choose': [0], 'for': 'option'}, {'choose': 2, 'for': 'loop', 'by': 'P1'},"
                         " {'choose': [1], 'for': 'option'}]");
    fwt_ok(obs);
    /* the pass played, two repetitions, then the stop */
    assert_int_equal(fwt_count(obs, "activate"), 4);
    assert_int_equal(fwt_count(obs, "draw"), 3);
    assert_string_equal(fwt_ids(obs, "P1.drop"), "H");
    assert_string_equal(fwt_ids(obs, "P1.deck"), "D1 D2 D3");
    json_decref(obs);
    obs = fwt_run(setup, "[{'choose': [0], 'for': 'option'}, {'choose': 0, 'for': 'loop'}, {'choose': [0], 'for': 'option'}]");
    fwt_error(obs, "cannot be chosen again");
    json_decref(obs);
    const char *forced =
        ", 'H': {}, 'S': {'skills': [{'kind': 'auto', 'trigger': {'on': 'state', 'condition': {'count': {'who': 'you', 'zone': 'hand'}, 'min': 1}},"
        "  'effect': [{'move': {'choose': 1, 'from': {'who': 'you', 'zone': 'hand'}}, 'to': 'deck', 'at': 'top'}, {'draw': 1}]}]}";
    obs = fwt_run(game(3, forced, ", 'battle': ['S'], 'hand': ['H']", "", ""), "[]");
    fwt_ok(obs);
    fwt_expect_json(fwt_state(obs, "result"), "{'draw': true}");
    assert_true(fwt_traced(obs, "16-1-1-1"));
    assert_int_equal(fwt_count(obs, "activate"), 1);   /* found at the first return */
    json_decref(obs);
}

/* 16-1-1-3 (「まずターンプレイヤーが…何回繰り返すかを宣言し、その後非ターンプレイヤーが…宣言します。その
 * 後、両者の宣言した回数のうち、より小さい方の回数だけ循環行動を実行し」): P1's S puts the card of its
 * hand on its deck (P1 chooses it: "up to" 1), P2's R answers by making P1 draw it (option 0) or
 * placing a marker (option 1). Each pass holds a choice of each player: P1 declares 3, P2 1; the
 * loop runs once more, then P2 stops it. */
static void a_loop_both_players_can_stop(void **state)
{
    (void)state;
    const char *cards =
        ", 'H': {},"
        " 'S': {'skills': [{'kind': 'auto', 'trigger': {'on': 'state', 'condition': {'count': {'who': 'you', 'zone': 'hand'}, 'min': 1}},"
        "  'effect': [{'move': {'choose': 1, 'up_to': true, 'from': {'who': 'you', 'zone': 'hand'}}, 'to': 'deck', 'at': 'top'}]}]},"
        " 'R': {'skills': [{'kind': 'auto', 'trigger': {'on': 'move', 'from': 'hand', 'to': 'deck', 'who': 'opponent'},"
        "  'effect': [{'choose_options': [[{'draw': 1, 'who': 'opponent'}], [{'markers': 1}]]}]}]}";
    json_t *obs = fwt_run(game(3, cards, ", 'battle': ['S'], 'hand': ['H']", ", 'battle': ['R']", ""),
                          "[{'choose': ['H'], 'for': 'target'}, {'choose': [0], 'for': 'option'},"
                          " {'choose': 3, 'for': 'loop', 'by': 'P1'}, {'choose': 1, 'for': 'loop', 'by': 'P2'},"
                          " {'choose': ['H'], 'for': 'target'}, {'choose': [1], 'for': 'option'}]");
    fwt_ok(obs);
    assert_true(fwt_traced(obs, "16-1-1-3"));
    assert_int_equal(fwt_count(obs, "draw"), 2);
    assert_string_equal(fwt_ids(obs, "P1.deck"), "H D1 D2 D3");
    assert_int_equal(json_integer_value(fwt_state(obs, "P2.markers")), 1);
    json_decref(obs);
}

/* 9-5-2 (「何らかの効果により、ある対象が【永続】の適用対象外になった後に、同一ターン中に再度同一の【永続】の
 * 適用対象になった場合、その対象にその【永続】は適用されません」): P's 【永続】 gives P1's rested battle
 * cards +1000. P's skill stands C (an effect: C leaves its reach); C then attacks, rested by 8-1-1:
 * the 【永続】 does not apply to it again this turn (compared at 1000). E, rested by its attack only,
 * gets it (2000). */
static void a_permanent_kept_off_for_the_turn(void **state)
{
    (void)state;
    const char *cards =
        ", 'C': {}, 'E': {},"
        " 'P': {'skills': [{'kind': 'permanent', 'continuous': [{'power': 1000, 'target': {'all': {'who': 'you', 'zone': 'battle', 'filter': {'rested': true}}}}]},"
        "  {'kind': 'activate', 'timing': 'main', 'effect': [{'stand': {'choose': 1, 'from': {'who': 'you', 'zone': 'battle', 'filter': {'rested': true}}}}]}]}";
    const char *setup = game(3, cards, ", 'battle': ['P', 'C', 'E']", "", ", 'rested': ['C']");
    json_t *obs = fwt_run(setup, "[]");
    assert_int_equal(json_integer_value(fwt_state(obs, "P1.battle.1.power")), 2000);
    json_decref(obs);
    obs = fwt_run(setup, "[{'do': 'activate', 'card': 'P', 'skill': 1},"
                         " {'do': 'attack', 'card': 'C', 'target': 'L2'}, {'do': 'pass'}, {'do': 'pass'},"
                         " {'do': 'attack', 'card': 'E', 'target': 'L2'}, {'do': 'pass'}, {'do': 'pass'}]");
    fwt_ok(obs);
    fwt_expect_json(fwt_event(obs, "compare", 0), "{'type': 'compare', 'step': 3, 'attack': 1000, 'guard': 5000}");
    fwt_expect_json(fwt_event(obs, "compare", 1), "{'type': 'compare', 'step': 6, 'attack': 2000, 'guard': 5000}");
    assert_true(fwt_traced(obs, "9-5-2"));
    json_decref(obs);
}

/* 13-6-1 (「好きな組み合わせで N 枚以下の枚数のカードを対象にすることを指示しています」): choose up to 2
 * among P1's drop and hand together; both arrive at once at the deck's bottom, ordered by their
 * owner (3-1-5). */
static void a_total_of_n_from_several_zones(void **state)
{
    (void)state;
    const char *cards =
        ", 'X': {}, 'Y': {}, 'Z': {},"
        " 'A': {'skills': [{'kind': 'activate', 'timing': 'main', 'effect': [{'move': {'choose': 2,"
        "   'from': [{'who': 'you', 'zone': 'drop'}, {'who': 'you', 'zone': 'hand'}]}, 'to': 'deck', 'at': 'bottom'}]}]}";
    const char *setup = game(3, cards, ", 'battle': ['A'], 'drop': ['X', 'Y'], 'hand': ['Z']", "", "");
    json_t *obs = fwt_run(setup, "[{'do': 'activate', 'card': 'A', 'skill': 0}]");
    fwt_expect_json(json_object_get(obs, "pending"), "{'step': 1, 'kind': 'choose', 'for': 'target', 'options': ['X', 'Y', 'Z']}");
    json_decref(obs);
    obs = fwt_run(setup, "[{'do': 'activate', 'card': 'A', 'skill': 0}, {'choose': ['Y', 'Z'], 'for': 'target'},"
                         " {'choose': ['Z', 'Y'], 'for': 'order'}]");
    fwt_ok(obs);
    assert_string_equal(fwt_ids(obs, "P1.deck"), "D1 D2 D3 Z Y");
    assert_string_equal(fwt_ids(obs, "P1.drop"), "X");
    assert_true(fwt_traced(obs, "13-6-1"));
    json_decref(obs);
    /* fewer is allowed: none at all */
    obs = fwt_run(setup, "[{'do': 'activate', 'card': 'A', 'skill': 0}, {'choose': [], 'for': 'target'}]");
    fwt_ok(obs);
    assert_string_equal(fwt_ids(obs, "P1.drop"), "X Y");
    json_decref(obs);
}

/* 13-13-1 (「(行動 B) が実行された場合にのみ、(行動 A) を実行することができます。…(行動 B) が実行されない
 * 場合、(行動 A) を宣言できず、実行できません」): A may attack only by discarding a card. With two cards
 * in hand, P1 chooses which, then A attacks; with none, the attack is refused (13-13-1) and a query
 * leaves it out. A requirement with an energy part is paid by a `cost` choice; false means B is
 * not done, so neither is A. */
static void an_act_that_requires_another(void **state)
{
    (void)state;
    const char *cards = ", 'H1': {}, 'H2': {},"
                        " 'A': {'skills': [{'kind': 'permanent', 'continuous': [{'require': 'attack', 'cost': [{'discard': 1}], 'target': 'this'}]}]}";
    json_t *obs = fwt_run(game(3, cards, ", 'battle': ['A'], 'hand': ['H1', 'H2']", "", ""),
                          "[{'do': 'attack', 'card': 'A', 'target': 'L2'}, {'choose': ['H2'], 'for': 'target'}, {'do': 'pass'}, {'do': 'pass'}]");
    fwt_ok(obs);
    assert_string_equal(fwt_trail(obs, "move rest attack"), "move:H2 rest:A attack:A");
    assert_string_equal(fwt_ids(obs, "P1.drop"), "H2");
    json_decref(obs);
    obs = fwt_run(game(3, cards, ", 'battle': ['A'], 'drop': ['H1', 'H2']", "", ""),
                  "[{'query': 'legal'}, {'do': 'attack', 'card': 'A', 'target': 'L2'}]");
    fwt_ok(obs);
    assert_string_equal(fwt_rejections(obs), "13-13-1");
    fwt_expect_json(json_object_get(json_array_get(json_object_get(obs, "legal"), 0), "actions"),
                    "[{'do': 'attack', 'card': 'L1', 'target': 'L2'}, {'do': 'pass'}]");
    json_decref(obs);
    const char *tax = ", 'A': {}, 'E1': {},"
                      " 'B': {'skills': [{'kind': 'activate', 'timing': 'main', 'effect': [{'require': 'attack', 'cost': [{'energy': 1}],"
                      "   'target': {'all': {'who': 'opponent'}}}]}]}";
    obs = fwt_run(game(4, tax, ", 'battle': ['A'], 'energy': ['E1']", ", 'battle': ['B']", ""),
                  "[{'do': 'activate', 'card': 'B', 'skill': 0}, {'do': 'pass'}, {'choose': null, 'for': 'charge'},"
                  " {'do': 'attack', 'card': 'A', 'target': 'L2'}, {'choose': false, 'for': 'cost'},"
                  " {'do': 'attack', 'card': 'A', 'target': 'L2'}, {'choose': ['E1'], 'for': 'cost', 'by': 'P1'}]");
    fwt_ok(obs);
    assert_string_equal(fwt_rejections(obs), "13-13-1");
    assert_string_equal(fwt_trail(obs, "pay rest attack"), "pay:P1 rest:E1 rest:A attack:A");
    json_decref(obs);
}

/* 15-12-4-1 (「このカードの【進化】の条件を選ぶ場合、自分の“領域”の指定されたバトルカードを選ぶことができ
 * る」), 15-12-4-1-1 (「選んだバトルカードをバトルエリアに移動し、【進化】の効果を解決します。なお、それに
 * より選ばれたバトルカードが領域移動することによる領域移動誘発は待機状態になりません」): V evolves onto
 * B in the drop: B moves to the battle area without triggering W's zone-move auto, then V enters
 * on it (which does trigger W). */
static void an_evolve_choosing_in_the_drop(void **state)
{
    (void)state;
    const char *cards =
        ", 'B': {'name': 'Goku'},"
        " 'V': {'name': 'Goku SS', 'power': 8000, 'skills': [{'kind': 'evolve', 'onto': {'name': 'Goku'}, 'from': ['drop']}]},"
        " 'W': {'skills': [{'kind': 'auto', 'trigger': {'on': 'move', 'to': 'battle'}, 'effect': [{'draw': 1}]}]}";
    json_t *obs = fwt_run(game(3, cards, ", 'battle': ['W'], 'hand': ['V'], 'drop': ['B']", "", ""),
                          "[{'do': 'activate', 'card': 'V', 'skill': 0, 'onto': ['B']}]");
    fwt_ok(obs);
    assert_string_equal(fwt_trail(obs, "move enter rule pending"),
                        "move:B enter:V move:V rule:14-5 pending:W move:D1");
    fwt_expect_json(fwt_event(obs, "move", 0),
                    "{'type': 'move', 'step': 0, 'card': 'B', 'from': 'P1:drop', 'to': 'P1:battle', 'cause': 'effect'}");
    fwt_expect_json(fwt_state(obs, "P1.battle.1"),
                    "{'card': 'V', 'rested': false, 'power': 8000, 'combo': null, 'under': ['B'], 'ki': 0}");
    assert_true(fwt_traced(obs, "15-12-4-1-1"));
    json_decref(obs);
    /* without "from", the drop's B cannot be chosen (15-12-4) */
    obs = fwt_run(game(3, ", 'B': {'name': 'Goku'}, 'V': {'skills': [{'kind': 'evolve', 'onto': {'name': 'Goku'}}]}",
                       ", 'hand': ['V'], 'drop': ['B']", "", ""),
                  "[{'do': 'activate', 'card': 'V', 'skill': 0, 'onto': ['B']}]");
    fwt_ok(obs);
    assert_string_equal(fwt_rejections(obs), "15-12-4");
    json_decref(obs);
}

/* 16-2-6 (「一番上に置かれているカード1枚のみが移動する場合、下に置かれているカードや【気】は…移動せず、
 * 一番上に重ねられていたカードに適用されていたパワーの修正に関する継続効果と表示形式を引き継ぎます」): V
 * (rested, +1000, 2 【気】) over B and C moves alone to the hand: B stays in the battle area, rested,
 * 3000 + 1000, with C under it and the 【気】. The whole stack moving instead sends B and C to the
 * drop (16-2-5). */
static void the_top_card_moving_alone(void **state)
{
    (void)state;
    const char *cards =
        ", 'V': {'power': 8000}, 'B': {'power': 3000}, 'C': {'power': 2000},"
        " 'M': {'skills': [{'kind': 'activate', 'timing': 'main', 'effect': [{'move': {'choose': 1, 'from': {'who': 'you', 'filter': {'name': 'V'}}}, 'to': 'hand', 'alone': true}]},"
        "  {'kind': 'activate', 'timing': 'main', 'effect': [{'move': {'choose': 1, 'from': {'who': 'you', 'filter': {'name': 'V'}}}, 'to': 'hand'}]}]}";
    const char *setup = game(3, cards, ", 'battle': ['M', 'V']", "",
                             ", 'under': {'V': ['B', 'C']}, 'ki': {'V': 2}, 'rested': ['V'],"
                             " 'effects': [{'master': 'P1', 'power': 1000, 'target': 'V', 'until': 'turn'}]");
    json_t *obs = fwt_run(setup, "[{'do': 'activate', 'card': 'M', 'skill': 0}]");
    fwt_ok(obs);
    fwt_expect_json(fwt_state(obs, "P1.battle.1"),
                    "{'card': 'B', 'rested': true, 'power': 4000, 'combo': null, 'under': ['C'], 'ki': 2}");
    assert_string_equal(fwt_ids(obs, "P1.hand"), "V");
    assert_int_equal(fwt_count(obs, "move"), 1);
    assert_true(fwt_traced(obs, "16-2-6"));
    json_decref(obs);
    /* the whole stack: B, then C, each on top of the drop (the page, FW-STACK-MOVE) */
    obs = fwt_run(setup, "[{'do': 'activate', 'card': 'M', 'skill': 1}]");
    fwt_ok(obs);
    assert_string_equal(fwt_ids(obs, "P1.battle"), "M");
    assert_string_equal(fwt_ids(obs, "P1.drop"), "C B");
    assert_true(fwt_traced(obs, "16-2-5"));
    json_decref(obs);
}

/* 9-6-7-1-2 (「カードがバトルエリアからそれ以外の領域に移動することによって誘発する【自動】…がカードの情報を
 * 求める場合、そのカードが元のバトルエリアにある状態での情報を用います」): C (printed 3000, +2000 this turn)
 * is KO'd by P1's skill; in the drop it is a new card of 3000 (3-1-4), but W's zone-move auto
 * ("power 5000 or more") and Q's 【KO時】-like auto on any opponent card ("of") read it as it was
 * in the battle area: 5000, both trigger. With +1000 (4000) neither does. */
static void zone_move_autos_read_the_battle_area(void **state)
{
    (void)state;
    const char *cards =
        ", 'C': {'power': 3000},"
        " 'W': {'skills': [{'kind': 'auto', 'trigger': {'on': 'move', 'from': 'battle', 'to': 'drop', 'filter': {'power_min': 5000}}, 'effect': [{'draw': 1}]}]},"
        " 'Q': {'skills': [{'kind': 'auto', 'trigger': {'on': 'ko', 'of': {'who': 'opponent', 'filter': {'power_min': 5000}}}, 'effect': [{'markers': 1}]}]},"
        " 'K': {'skills': [{'kind': 'activate', 'timing': 'main', 'effect': [{'ko': {'choose': 1, 'from': {'who': 'opponent'}}}]}]}";
    for (int boost = 2000; boost >= 1000; boost -= 1000) {
        char more[256];
        snprintf(more, sizeof more, ", 'effects': [{'master': 'P2', 'power': %d, 'target': 'C', 'until': 'turn'}]", boost);
        json_t *obs = fwt_run(game(3, cards, ", 'battle': ['W', 'Q', 'K']", ", 'battle': ['C']", more),
                              boost == 2000 ? "[{'do': 'activate', 'card': 'K', 'skill': 0}, {'choose': {'card': 'W', 'skill': 0}, 'for': 'auto'}]"
                                            : "[{'do': 'activate', 'card': 'K', 'skill': 0}]");
        fwt_ok(obs);
        assert_string_equal(fwt_trail(obs, "pending"), boost == 2000 ? "pending:W pending:Q" : "");
        assert_int_equal(json_integer_value(fwt_state(obs, "P1.markers")), boost == 2000);
        assert_string_equal(fwt_ids(obs, "P1.hand"), boost == 2000 ? "D1" : "");
        json_decref(obs);
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(a_loop_one_player_can_stop),
        cmocka_unit_test(a_loop_both_players_can_stop),
        cmocka_unit_test(a_permanent_kept_off_for_the_turn),
        cmocka_unit_test(a_total_of_n_from_several_zones),
        cmocka_unit_test(an_act_that_requires_another),
        cmocka_unit_test(an_evolve_choosing_in_the_drop),
        cmocka_unit_test(the_top_card_moving_alone),
        cmocka_unit_test(zone_move_autos_read_the_battle_area),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
