/* test_engine_hb_game.c — the haikyu-break engine (engine/haikyu_break/) on small games whose
 * outcome is worked out by hand from the text: the judge and its tie, the block's defense point
 * and side blockers, appearance restrictions and legal sets, a lost without an appearance and
 * the interval with a short deck, defeat with no set card, negative and 「-」 parameters,
 * ワンタッチ's skip, ターン1, replacements and concessions, an infinite loop, the view, the deck
 * check and the setup's case errors. */
#include "fw_testutil.h"
#include "hb_testutil.h"

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <cmocka.h>
#include <string.h>

static long num(const json_t *obs, const char *path)
{
    return (long)json_integer_value(fwt_state(obs, path));
}

static const char *str(const json_t *obs, const char *path)
{
    return json_string_value(fwt_state(obs, path));
}

static long field(const json_t *obs, const char *type, size_t k, const char *key)
{
    return (long)json_integer_value(json_object_get(fwt_event(obs, type, k), key));
}

/* 5-15-3: DP 5 against OP 5 succeeds; DP 4 fails and is a lost (1-4-9-3), the turn ends and the
 * interval follows; with no set card the lost is the game (0-1-3-1-1). */
static void judge_tie_and_failure(void **state)
{
    (void)state;
    json_t *obs = hbt_run(hbt_setup("receive", 4, "P1", "'R': {'receive': 5}, 'T': {'toss': 1}",
                                    "'hand': ['R', 'T']", "'op': 5"),
                          "[{'do': 'appear', 'card': 'R'}, {'do': 'pass'}]");
    fwt_ok(obs);
    assert_true(json_is_true(json_object_get(fwt_event(obs, "judge", 0), "success")));
    assert_string_equal(str(obs, "turn.phase"), "toss");
    assert_true(json_is_null(fwt_state(obs, "P2.op")));       /* both vanished (5-15-2) */
    json_decref(obs);

    obs = hbt_run(hbt_setup("receive", 4, "P1", "'R': {'receive': 4}", "'hand': ['R']",
                            "'op': 5"),
                  "[{'do': 'appear', 'card': 'R'}, {'do': 'pass'},"
                  " {'choose': 'P1S2', 'for': 'set-card'}]");
    fwt_ok(obs);
    assert_false(json_is_true(json_object_get(fwt_event(obs, "judge", 0), "success")));
    assert_string_equal(json_string_value(json_object_get(fwt_event(obs, "lost", 0), "why")),
                        "judge");
    /* the interval: P1 (hand 0) draws 6, P2 (hand 0) draws 6, P1 takes P1S2 */
    assert_int_equal(fwt_count(obs, "draw"), 12);
    assert_string_equal(fwt_ids(obs, "P1.set"), "P1S1");
    assert_string_equal(str(obs, "turn.player"), "P2");
    assert_int_equal(num(obs, "turn.set"), 2);
    assert_true(fwt_traced(obs, "5-3-2"));
    json_decref(obs);

    const char *setup = "{'start': {'at': 'receive', 'turn': 4, 'player': 'P1'},"
        " 'cards': {'R': {'receive': 4}, 'D': {}}, 'P1': {'hand': ['R'], 'deck': ['D']},"
        " 'P2': {'op': 5}}";
    obs = hbt_run(setup, "[{'do': 'appear', 'card': 'R'}, {'do': 'pass'}]");
    fwt_ok(obs);
    assert_string_equal(str(obs, "result.winner"), "P2");
    assert_int_equal(fwt_count(obs, "interval"), 0);
    assert_true(fwt_traced(obs, "0-1-3-1-1"));
    json_decref(obs);
}

/* 5-18-3: a block of 2 + 1 + 1 = 4 against 4 succeeds; the block OP is 0 (5-17-4); the side
 * blockers go to the drop in the order the turn player chooses, the centre stays (5-7-2 ⑦). */
static void block_sum_and_sides(void **state)
{
    (void)state;
    json_t *obs = hbt_run(
        hbt_setup("block", 2, "P2", "'A': {'name': 'a', 'block': 2},"
                  " 'B': {'name': 'b', 'block': 1}, 'C': {'name': 'c', 'block': 1}",
                  "'op': 4", "'hand': ['A', 'B', 'C']"),
        "[{'do': 'appear', 'cards': ['A', 'B', 'C'], 'centre': 'A'}, {'do': 'pass'},"
        " {'choose': ['C', 'B'], 'for': 'order'}, {'choose': 'receive', 'for': 'route'}]");
    fwt_ok(obs);
    assert_int_equal(field(obs, "dp", 0, "value"), 4);
    assert_int_equal(field(obs, "op", 0, "value"), 0);
    assert_string_equal(fwt_ids(obs, "P2.drop"), "C B");
    assert_string_equal(fwt_ids(obs, "P2.block"), "A");
    assert_int_equal(num(obs, "P2.op"), 0);
    assert_true(fwt_traced(obs, "3-1-5-2"));
    json_decref(obs);
}

/* 1-4-5-4-1: a toss character may not share the receive character's name; 3-6-3: at most three
 * block cards; the legal set of the toss appearance step. */
static void appearance_restrictions(void **state)
{
    (void)state;
    json_t *obs = hbt_run(
        hbt_setup("toss", 4, "P1", "'R': {'name': 'hinata', 'receive': 1},"
                  " 'X': {'name': 'hinata', 'toss': 3}, 'Y': {'name': 'kageyama', 'toss': 2}",
                  "'receive': 'R', 'hand': ['X', 'Y']", "'op': 1"),
        "[{'query': 'legal'}, {'do': 'appear', 'card': 'X'}, {'do': 'appear', 'card': 'Y'}]");
    fwt_ok(obs);
    fwt_expect_json(json_object_get(json_array_get(json_object_get(obs, "legal"), 0), "actions"),
                    "[{'do': 'appear', 'card': 'Y'}, {'do': 'pass'}]");
    assert_string_equal(fwt_rejections(obs), "1-4-5-4-1");
    assert_string_equal(fwt_ids(obs, "P1.toss"), "Y");
    json_decref(obs);

    obs = hbt_run(hbt_setup("block", 2, "P2", "'A': {'name': 'a'}, 'B': {'name': 'b'},"
                            " 'C': {'name': 'c'}, 'D': {'name': 'd'}, 'K': {'block': '-'}",
                            "'op': 1", "'hand': ['A', 'B', 'C', 'D', 'K']"),
                  "[{'do': 'appear', 'cards': ['A', 'B', 'C', 'D'], 'centre': 'A'},"
                  " {'do': 'appear', 'cards': ['A', 'K'], 'centre': 'A'},"
                  " {'do': 'appear', 'cards': ['A', 'B'], 'centre': 'C'}]");
    fwt_ok(obs);
    assert_string_equal(fwt_rejections(obs), "3-6-3 1-4-5-1 3-6-3-1");
    json_decref(obs);
}

/* 1-4-9-1: no legal serve appearance is a lost, with no free step (5-14-2); at the interval a
 * deck of two gives two cards (HB-INTERVAL-DRAWS), then the set card. */
static void lost_without_appearance(void **state)
{
    (void)state;
    const char *setup = "{'start': {'at': 'serve', 'turn': 1, 'player': 'P1'},"
        " 'cards': {'W': {'serve': '-'}, 'D1': {}, 'D2': {}, 'S1': {}, 'S2': {}, 'Q1': {},"
        "  'Q2': {}, 'T1': {}},"
        " 'P1': {'hand': ['W'], 'deck': ['D1', 'D2'], 'set': ['S1', 'S2']},"
        " 'P2': {'deck': ['Q1', 'Q2'], 'set': ['T1']}}";
    json_t *obs = hbt_run(setup, "[{'choose': 'S2', 'for': 'set-card'}]");
    fwt_ok(obs);
    assert_string_equal(json_string_value(json_object_get(fwt_event(obs, "lost", 0), "why")),
                        "appear");
    assert_int_equal(fwt_count(obs, "draw"), 4);
    assert_string_equal(fwt_ids(obs, "P1.hand"), "W D1 D2 S2");
    assert_string_equal(fwt_ids(obs, "P2.hand"), "Q1 Q2");
    assert_null(strstr(fwt_trail(obs, "step"), "step:free"));
    json_decref(obs);
}

/* 2-11-3, 0-2-9: an attack point of 1 − 4 = −3 makes OP 2 − 3 = −1; 「-」 takes no +3
 * (1-3-2-1-2). */
static void negative_and_dash(void **state)
{
    (void)state;
    json_t *obs = hbt_run(
        hbt_setup("attack", 3, "P1", "'T': {'toss': 2},"
                  " 'A': {'attack': 1, 'block': '-', 'skills': [{'kind': 'active', 'timing':"
                  " ['attack'], 'effect': [{'param': 'attack', 'add': -4},"
                  " {'param': 'block', 'add': 3}]}]}",
                  "'toss': 'T', 'hand': ['A']", "'op': 1"),
        "[{'do': 'appear', 'card': 'A'}, {'do': 'use', 'card': 'A', 'skill': 0}, {'do': 'pass'},"
        " {'choose': 'receive', 'for': 'route'}]");
    fwt_ok(obs);
    assert_int_equal(field(obs, "op", 0, "value"), -1);
    assert_int_equal(num(obs, "P1.op"), -1);
    assert_string_equal(str(obs, "P1.attack.0.points.block"), "-");
    json_decref(obs);
}

/* 9-3-3: ワンタッチ3 against OP 7: OP 4, the block phase skipped to the draw phase (no judge). */
static void one_touch_skips(void **state)
{
    (void)state;
    json_t *obs = hbt_run(
        hbt_setup("block", 4, "P2", "'C': {'block': 1, 'skills': [{'kind': 'active', 'timing':"
                  " ['block'], 'effect': [{'one_touch': 3}]}]}", "'op': 7", "'hand': ['C']"),
        "[{'do': 'appear', 'cards': ['C']}, {'do': 'use', 'card': 'C', 'skill': 0}]");
    fwt_ok(obs);
    assert_int_equal(num(obs, "P1.op"), 4);
    assert_string_equal(json_string_value(json_object_get(fwt_event(obs, "skip", 0), "to")),
                        "draw");
    assert_int_equal(fwt_count(obs, "judge"), 0);
    assert_string_equal(str(obs, "turn.phase"), "draw");
    assert_true(fwt_traced(obs, "8-6-5"));
    json_decref(obs);
}

/* 9-6-4: ターン1 negates the skills of the master's cards of that name for the turn. */
static void turn1_negates_name(void **state)
{
    (void)state;
    json_t *obs = hbt_run(
        hbt_setup("toss", 4, "P1",
                  "'K1': {'name': 'K', 'toss': 1, 'skills': [{'kind': 'active', 'timing':"
                  " ['toss'], 'turn1': true, 'effect': [{'draw': 1}]}]},"
                  " 'K2': {'name': 'K', 'skills': [{'kind': 'active', 'timing': ['toss'],"
                  " 'effect': [{'draw': 1}]}]}",
                  "'hand': ['K1'], 'serve': 'K2'", "'op': 1"),
        "[{'do': 'appear', 'card': 'K1'}, {'do': 'use', 'card': 'K1', 'skill': 0},"
        " {'do': 'use', 'card': 'K2', 'skill': 0}]");
    fwt_ok(obs);
    assert_string_equal(fwt_rejections(obs), "6-1-2");
    assert_int_equal(fwt_count(obs, "draw"), 1);
    assert_true(fwt_traced(obs, "9-6-3"));
    json_decref(obs);
}

/* 6-11-2-3: 「ドロップされる場合、代わりにドロップし、カード1枚を引く」 applies once; 0-1-3-2-1: a
 * concession is never replaced. */
static void replacements_and_concession(void **state)
{
    (void)state;
    const char *setup = "{'start': {'at': 'toss', 'turn': 4, 'player': 'P1'},"
        " 'cards': {'T': {'toss': 1, 'skills': [{'kind': 'active', 'timing': ['toss'],"
        "  'effect': [{'drop': {'all': {'who': 'you', 'zone': 'toss', 'guts': true}}}]}]},"
        "  'O': {'toss': 1}, 'D': {}, 'S': {},"
        "  'V': {'skills': [{'kind': 'permanent', 'replace': {'event': 'drop',"
        "   'of': {'all': {'who': 'you', 'zone': 'court', 'guts': true}},"
        "   'instead': [{'drop': 'event-card'}, {'draw': 1}]}}]}},"
        " 'P1': {'hand': ['T'], 'toss': 'O', 'serve': 'V', 'deck': ['D'], 'set': ['S']},"
        " 'P2': {'op': 1}}";
    json_t *obs = hbt_run(setup, "[{'do': 'appear', 'card': 'T'},"
                                 " {'do': 'use', 'card': 'T', 'skill': 0}]");
    fwt_ok(obs);
    assert_int_equal(fwt_count(obs, "replace"), 1);
    assert_string_equal(fwt_ids(obs, "P1.drop"), "O");
    assert_string_equal(fwt_ids(obs, "P1.hand"), "D");
    json_decref(obs);

    obs = hbt_run(hbt_setup("toss", 4, "P1", "'T': {'toss': 1}, 'V': {'skills': [{'kind':"
                            " 'permanent', 'replace': {'event': 'lose', 'instead':"
                            " [{'draw': 1}]}}]}", "'hand': ['T']", "'serve': 'V', 'op': 1"),
                  "[{'do': 'concede', 'by': 'P2'}]");
    fwt_ok(obs);
    assert_string_equal(str(obs, "result.winner"), "P1");
    assert_int_equal(fwt_count(obs, "replace"), 0);
    json_decref(obs);
}

/* 10-1-1-1: C dropped, returned, dropped again with no choice: the loop's starter loses. */
static void forced_loop(void **state)
{
    (void)state;
    json_t *obs = hbt_run(
        hbt_setup("toss", 4, "P1",
                  "'T': {'toss': 1, 'skills': [{'kind': 'active', 'timing': ['toss'], 'effect':"
                  " [{'drop': {'choose': 1, 'from': {'who': 'you', 'zone': 'hand'}}}]}]},"
                  " 'C': {}, 'B': {'skills': [{'kind': 'passive', 'trigger': {'on': 'move',"
                  " 'who': 'you', 'to': 'drop'}, 'effect': [{'to_hand': 'trigger-card'}]}]},"
                  " 'A': {'receive': 1, 'skills': [{'kind': 'passive', 'trigger': {'on':"
                  " 'move', 'who': 'you', 'from': 'drop', 'to': 'hand'}, 'effect':"
                  " [{'drop': 'trigger-card'}]}]}",
                  "'hand': ['T', 'C'], 'serve': 'B', 'receive': 'A'", "'op': 1"),
        "[{'do': 'appear', 'card': 'T'}, {'do': 'use', 'card': 'T', 'skill': 0}]");
    fwt_ok(obs);
    assert_string_equal(str(obs, "result.winner"), "P2");
    assert_string_equal(json_string_value(json_object_get(fwt_event(obs, "lose", 0), "why")),
                        "loop");
    assert_true(fwt_traced(obs, "10-1-1-1"));
    json_decref(obs);
}

/* 3-3-2, 3-3-3, 3-11-2, 3-11-3, 1-2-15-1: a hand seen by its owner only, face-down set cards by
 * nobody, a face-up one and the guts by both; every count known (3-1-3). */
static void view_sight(void **state)
{
    (void)state;
    const char *setup = "{'start': {'at': 'receive', 'turn': 4, 'player': 'P1'},"
        " 'cards': {'H': {'receive': 1}, 'S1': {}, 'S2': {}, 'V': {}, 'G': {}, 'D': {}},"
        " 'P1': {'hand': ['H'], 'set': ['S1', 'S2'], 'serve': 'V', 'deck': ['D']},"
        " 'P2': {'op': 1}, 'under': {'V': ['G']}, 'face_up': ['S2']}";
    json_t *obs = hbt_run(setup, "[]");
    fwt_ok(obs);
    fwt_expect_json(fwt_state(obs, "view.P1.sees"), "['S2', 'H', 'V', 'G']");
    fwt_expect_json(fwt_state(obs, "view.P2.sees"), "['S2', 'V', 'G']");
    assert_int_equal(num(obs, "view.P2.counts.P1.serve"), 2);
    assert_int_equal(num(obs, "view.P2.counts.P1.set"), 2);
    json_decref(obs);
}

/* 4-1-2: a deck of 39 cards is illegal: the run ends at the deck check, before the game. */
static void deck_check(void **state)
{
    (void)state;
    char setup[8192], *p = setup;
    p += sprintf(p, "{'start': {'at': 'pregame'}, 'cards': {");
    for (int i = 0; i < 79; i++)
        p += sprintf(p, "%s'C%d': {}", i ? ", " : "", i);
    p += sprintf(p, "}, 'P1': {'deck': [");
    for (int i = 0; i < 39; i++)
        p += sprintf(p, "%s'C%d'", i ? ", " : "", i);
    p += sprintf(p, "]}, 'P2': {'deck': [");
    for (int i = 39; i < 79; i++)
        p += sprintf(p, "%s'C%d'", i > 39 ? ", " : "", i);
    sprintf(p, "]}}");
    json_t *obs = hbt_run(setup, "[]");
    fwt_ok(obs);
    assert_false(json_is_true(json_object_get(fwt_event(obs, "deck-check", 0), "legal")));
    assert_true(json_is_true(json_object_get(fwt_event(obs, "deck-check", 1), "legal")));
    assert_string_equal(str(obs, "turn.phase"), "pregame");
    assert_true(json_is_null(fwt_state(obs, "result")));
    json_decref(obs);
}

/* The setup read strictly: a word outside the tables, an event card with parameters, a trigger's
 * `whose` as `you`, a card in no zone, an unknown member. */
static void setup_errors(void **state)
{
    (void)state;
    static const char *const cards[][2] = {
        {"'X': {'affiliation': ['nowhere']}", "table"},
        {"'X': {'type': 'event', 'serve': 1}", "X"},
        {"'X': {'skills': [{'kind': 'passive', 'trigger': {'on': 'phase-start', 'phase':"
         " 'toss', 'whose': 'you'}, 'effect': [{'draw': 1}]}]}", "whose"},
        {"'X': {'powr': 1}", "powr"},
    };
    for (size_t i = 0; i < sizeof cards / sizeof *cards; i++) {
        json_t *obs = hbt_run(hbt_setup("receive", 4, "P1", cards[i][0], "'hand': ['X']", ""),
                              "[]");
        fwt_error(obs, cards[i][1]);
        json_decref(obs);
    }
    json_t *obs = hbt_run(hbt_setup("receive", 4, "P1", "'X': {}", "", ""), "[]");
    fwt_error(obs, "X");
    json_decref(obs);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(judge_tie_and_failure),
        cmocka_unit_test(block_sum_and_sides),
        cmocka_unit_test(appearance_restrictions),
        cmocka_unit_test(lost_without_appearance),
        cmocka_unit_test(negative_and_dash),
        cmocka_unit_test(one_touch_skips),
        cmocka_unit_test(turn1_negates_name),
        cmocka_unit_test(replacements_and_concession),
        cmocka_unit_test(forced_loop),
        cmocka_unit_test(view_sight),
        cmocka_unit_test(deck_check),
        cmocka_unit_test(setup_errors),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
