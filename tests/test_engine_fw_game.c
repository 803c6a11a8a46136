/* test_engine_fw_game.c — the fusion-world reference engine, part 1 of its vocabulary (the game
 * without effect text): setup strictness, the pre-game steps and deck checks (ch. 6), the charge,
 * main and end phases with their check points (ch. 7), using battle cards and paying costs with
 * specified colors and energy markers (1-2, 1-11, 5-3, 5-5), attacks and battles with combos,
 * 【ブロッカー】, 【クリティカル】, 【ストライク】 (ch. 8, 15), the rule processes (ch. 14), the legal
 * actions, conceding. Every expectation is worked out from the rules text (the clause is cited),
 * and from docs/engines/fusion-world.md and cases/fusion-world/readings.json where a reading
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

/* A game at `at` of turn `turn` with P1 first: red leaders L1, L2; decks D1..D3 / F1..F3; lives
 * T1..T3 / U1..U3; `cards`, `p1`, `p2` and `more` are added (each starting with a comma). */
static const char *game(const char *at, int turn, const char *cards, const char *p1,
                        const char *p2, const char *more)
{
    static char buf[16384];
    snprintf(buf, sizeof buf,
             "{'first': 'P1', 'start': {'at': '%s', 'turn': %d},"
             " 'cards': {'L1': {'type': 'leader'}, 'L2': {'type': 'leader'},"
             "  'D1': {}, 'D2': {}, 'D3': {}, 'F1': {}, 'F2': {}, 'F3': {},"
             "  'T1': {}, 'T2': {}, 'T3': {}, 'U1': {}, 'U2': {}, 'U3': {}%s},"
             " 'P1': {'leader': 'L1', 'deck': ['D1', 'D2', 'D3'], 'life': ['T1', 'T2', 'T3']%s},"
             " 'P2': {'leader': 'L2', 'deck': ['F1', 'F2', 'F3'], 'life': ['U1', 'U2', 'U3']%s}%s}",
             at, turn, cards, p1, p2, more);
    return buf;
}

/* --- setup -------------------------------------------------------------------------------- */

static void setup_errors_name_the_key(void **state)
{
    (void)state;
    static const char *const bad[][2] = {
        {"{'first': 'P1', 'start': {'at': 'main', 'turn': 1}, 'cards': {'A': {'powr': 1}}, 'P1': {'battle': ['A']}}",
         "setup.cards.A: unknown key \"powr\""},
        {"{'first': 'P1', 'start': {'at': 'main', 'turn': 1}, 'cards': {'A': {}}, 'P1': {'battle': ['A', 'A']}}",
         "placed twice"},
        {"{'first': 'P1', 'start': {'at': 'main', 'turn': 1}, 'cards': {'A': {}, 'B': {}}, 'P1': {'battle': ['A']}}",
         "\"B\" is in no zone"},
        {"{'start': {'at': 'main', 'turn': 1}, 'cards': {}}", "\"first\" is required"},
        {"{'first': 'P1', 'start': {'at': 'pregame'}, 'cards': {}}", "the script decides \"first\""},
        {"{'first': 'P1', 'start': {'at': 'main', 'turn': 1}, 'cards': {'A': {}}, 'P1': {'battle': ['Z']}}",
         "unknown card \"Z\""},
        {"{'first': 'P1', 'start': {'at': 'main', 'turn': 1}, 'cards': {'A': {'colors': ['pink']}}, 'P1': {'battle': ['A']}}",
         "\"colors\"[0]"},
        {"{'first': 'P1', 'start': {'at': 'main', 'turn': 1}, 'cards': {'A': {'keywords': ['flying']}}, 'P1': {'battle': ['A']}}",
         "unknown keyword \"flying\""},
        {"{'first': 'P1', 'start': {'at': 'main', 'turn': 1}, 'cards': {'A': {}}, 'P1': {'hand': ['A']}, 'rested': ['A']}",
         "not in a leader, battle or energy area"},
        {"{'first': 'P1', 'start': {'at': 'main', 'turn': 1}, 'cards': {'A': {'skills': [{'kind': 'auto', 'effect': []}]}}, 'P1': {'battle': ['A']}}",
         "setup.cards.A.skills[0]: \"trigger\" is required"},
        {"{'first': 'P1', 'start': {'at': 'main', 'turn': 1}, 'cards': {'A': {'skills': [{'kind': 'auto', 'trigger': {'on': 'enter'}, 'effect': [{'drow': 1}]}]}}, 'P1': {'battle': ['A']}}",
         "setup.cards.A.skills[0].effect[0]: no known instruction"},
        {"{'first': 'P1', 'start': {'at': 'main', 'turn': 1}, 'cards': {'A': {'type': 'extra', 'power': 1}}, 'P1': {'hand': ['A']}}",
         "an extra card has no power"},
    };
    for (size_t i = 0; i < sizeof bad / sizeof *bad; i++) {
        json_t *obs = fwt_run(bad[i][0], "[]");
        fwt_error(obs, bad[i][1]);
        json_decref(obs);
    }
    /* an unknown action and a malformed one are case errors too */
    json_t *obs = fwt_run(game("main", 3, "", "", "", ""), "[{'do': 'dance'}]");
    fwt_error(obs, "unknown action \"dance\"");
    json_decref(obs);
    obs = fwt_run(game("main", 3, "", "", "", ""), "[{'do': 'attack', 'card': 'L1'}]");
    fwt_error(obs, "\"target\" is required");
    json_decref(obs);
}

/* --- the pre-game steps (6-2) -------------------------------------------------------------- */

/* Pre-game decks: P1 holds a0..a{n1-1} (the first four sharing number N0 when `copies` is set),
 * P2 holds b0..b49; both leaders red. */
static const char *pregame(int n1, const char *extra_a0)
{
    static char buf[65536];
    size_t len = 0;
    len += (size_t)snprintf(buf + len, sizeof buf - len,
                            "{'start': {'at': 'pregame'}, 'cards': {'L1': {'type': 'leader'}, "
                            "'L2': {'type': 'leader'}");
    for (int i = 0; i < n1; i++)
        len += (size_t)snprintf(buf + len, sizeof buf - len, ", 'a%d': {%s}", i,
                                i == 0 && extra_a0 ? extra_a0 : "");
    for (int i = 0; i < 50; i++)
        len += (size_t)snprintf(buf + len, sizeof buf - len, ", 'b%d': {}", i);
    len += (size_t)snprintf(buf + len, sizeof buf - len, "}, 'P1': {'leader': 'L1', 'deck': [");
    for (int i = 0; i < n1; i++)
        len += (size_t)snprintf(buf + len, sizeof buf - len, "%s'a%d'", i ? ", " : "", i);
    len += (size_t)snprintf(buf + len, sizeof buf - len, "]}, 'P2': {'leader': 'L2', 'deck': [");
    for (int i = 0; i < 50; i++)
        len += (size_t)snprintf(buf + len, sizeof buf - len, "%s'b%d'", i ? ", " : "", i);
    snprintf(buf + len, sizeof buf - len, "]}}");
    return buf;
}

/* The ids prefix0..prefix{n-1} as a JSON list, in order or reversed. */
static const char *ids(const char *prefix, int from, int to, bool reversed)
{
    static char bufs[4][4096];
    static int k;
    char *buf = bufs[k++ % 4];
    size_t len = 0;
    buf[len++] = '[';
    buf[len] = '\0';
    int n = to - from;
    for (int j = 0; j < n; j++) {
        int i = reversed ? to - 1 - j : from + j;
        len += (size_t)snprintf(buf + len, 4096 - len, "%s'%s%d'", j ? ", " : "", prefix, i);
    }
    snprintf(buf + len, 4096 - len, "]");
    return buf;
}

static void pregame_steps_in_order(void **state)
{
    (void)state;
    char script[16384];
    /* 6-2-1-4: P2 is drawn to choose; 6-2-1-5: P2 goes second, so P1 is first. 6-2-1-7: the
     * first player's deck is shuffled first (0-2-7): P1's reversed (a49 on top), P2's as is.
     * 6-2-1-8: P1 draws a49..a44 and keeps them; P2 draws b0..b5 and takes a mulligan: the hand
     * goes back, the deck is shuffled (b6..b49, b0..b5 reversed: b5 on top), six new cards. */
    char shuffled[4096];
    size_t len = 0;
    len += (size_t)snprintf(shuffled, sizeof shuffled, "[");
    for (int i = 5; i >= 0; i--)
        len += (size_t)snprintf(shuffled + len, sizeof shuffled - len, "'b%d', ", i);
    for (int i = 49; i >= 6; i--)
        len += (size_t)snprintf(shuffled + len, sizeof shuffled - len, "'b%d'%s", i, i > 6 ? ", " : "");
    snprintf(shuffled + len, sizeof shuffled - len, "]");
    snprintf(script, sizeof script,
             "[{'random': 'P2', 'for': 'chooser'}, {'choose': 'second', 'for': 'first', 'by': 'P2'},"
             " {'random': %s, 'for': 'shuffle'}, {'random': %s, 'for': 'shuffle'},"
             " {'choose': false, 'for': 'mulligan', 'by': 'P1'}, {'choose': true, 'for': 'mulligan', 'by': 'P2'},"
             " {'random': %s, 'for': 'shuffle'}, {'choose': null, 'for': 'charge'}]",
             ids("a", 0, 50, true), ids("b", 0, 50, false), shuffled);
    json_t *obs = fwt_run(pregame(50, NULL), script);
    fwt_ok(obs);
    assert_string_equal(fwt_trail(obs, "deck-check first checkpoint shuffle mulligan phase"),
                        "deck-check:P1 deck-check:P2 first:P1 checkpoint:6-2-1-6 shuffle:P1 "
                        "shuffle:P2 mulligan:P1 mulligan:P2 shuffle:P2 phase:charge "
                        "checkpoint:7-2-6 checkpoint:7-2-8 checkpoint:7-2-10 checkpoint:7-2-12 "
                        "phase:main checkpoint:7-3-3");
    fwt_expect_json(fwt_event(obs, "deck-check", 0),
                    "{'type': 'deck-check', 'step': -1, 'player': 'P1', 'legal': true, 'rules': []}");
    fwt_expect_json(json_object_get(fwt_event(obs, "mulligan", 1), "taken"), "true");
    /* 6-2-1-8: P1 kept a49..a44, then drew a35 in its first charge phase (7-2-9: the first player
     * draws on turn 1 too) after the 8 life cards a43..a36 left the deck (6-2-1-9). */
    assert_string_equal(fwt_ids(obs, "P1.hand"), "a49 a48 a47 a46 a45 a44 a35");
    /* 6-2-1-9 (reading FW-LIFE-ORDER): one by one from the deck's top, each on the one before:
     * a43 taken first ends at the bottom, a36 on top. */
    assert_string_equal(fwt_ids(obs, "P1.life"), "a36 a37 a38 a39 a40 a41 a42 a43");
    /* P2's new hand: b5..b0 from the top after the mulligan shuffle; life b49..b42 taken next */
    assert_string_equal(fwt_ids(obs, "P2.hand"), "b5 b4 b3 b2 b1 b0");
    assert_string_equal(fwt_ids(obs, "P2.life"), "b42 b43 b44 b45 b46 b47 b48 b49");
    /* 6-2-1-10: the second player places one energy marker; 6-2-1-11: P1's turn 1 */
    assert_int_equal(json_integer_value(fwt_state(obs, "P2.markers")), 1);
    assert_int_equal(json_integer_value(fwt_state(obs, "P1.markers")), 0);
    fwt_expect_json(fwt_state(obs, "turn"),
                    "{'number': 1, 'player': 'P1', 'first': 'P1', 'phase': 'main', 'step': null}");
    assert_true(fwt_traced(obs, "6-2-1-5-1"));
    json_decref(obs);

    /* the chooser may choose first; a wrong "by" on a choice is a case error */
    obs = fwt_run(pregame(50, NULL), "[{'random': 'P1', 'for': 'chooser'}, {'choose': 'first', 'for': 'first', 'by': 'P2'}]");
    fwt_error(obs, "P1's to make");
    json_decref(obs);
    /* without the script's answer the run stops on the pending chooser */
    obs = fwt_run(pregame(50, NULL), "[]");
    fwt_expect_json(json_object_get(obs, "pending"),
                    "{'step': 0, 'kind': 'random', 'for': 'chooser', 'options': ['P1', 'P2']}");
    json_decref(obs);
}

static void deck_checks(void **state)
{
    (void)state;
    struct { int n; const char *a0; const char *rules; } rows[] = {
        {49, NULL, "['6-1-3']"},                                   /* 50 to 60 cards */
        {61, NULL, "['6-1-3']"},
        {60, NULL, "[]"},
        {50, "'type': 'leader'", "['6-1-3']"},                     /* battle and extra only */
        {50, "'colors': ['blue']", "['6-1-4-1']"},                 /* the leader's colors only */
        {50, "'colors': ['red', 'blue']", "['6-1-4-1']"},
        {50, "'keywords': ['super-combo']", "[]"},
    };
    for (size_t i = 0; i < sizeof rows / sizeof *rows; i++) {
        json_t *obs = fwt_run(pregame(rows[i].n, rows[i].a0), "[]");
        const json_t *e = fwt_event(obs, "deck-check", 0);
        fwt_expect_json(json_object_get(e, "rules"), rows[i].rules);
        fwt_expect_json(json_object_get(e, "legal"), strcmp(rows[i].rules, "[]") == 0 ? "true" : "false");
        if (strcmp(rows[i].rules, "[]") != 0) {
            /* no game begins: nothing more is asked, the state stays in the pre-game */
            assert_null(json_object_get(obs, "pending"));
            fwt_expect_json(fwt_state(obs, "turn.phase"), "'pregame'");
            assert_int_equal(fwt_count(obs, "first"), 0);
        }
        json_decref(obs);
    }
}

/* 6-1-4-2 four per card number, 15-13-2 seven for 【ドラゴンボール】 and seven of them in all,
 * 15-8-2 four 【スーパーコンボ】 in all, 6-1-2 one leader. 6-1-4-3: a deck-building 【永続】
 * 「デッキの構築条件を置換する置換効果として適用されます」 — 15-13-1 and 15-8-1 say 【ドラゴンボール】 and
 * 【スーパーコンボ】 are such 【永続】s (「(6-1-4-3)」), so a 【ドラゴンボール】 card's copies are counted by
 * 15-13-2 instead of 6-1-4-2 (the page's deck-check row): eight copies of one number break 15-13-2
 * only. A `deck_rule` {"copies": N} lets N copies in instead of 4; more break 6-1-4-3. */
static void deck_check_copies_and_keywords(void **state)
{
    (void)state;
    static const struct { const char *def; int copies; const char *rules; bool permanent; } rows[] = {
        {"'number': 'N'", 4, "[]", false},
        {"'number': 'N'", 5, "['6-1-4-2']", false},
        {"'number': 'N', 'keywords': ['dragon-ball']", 7, "[]", true},
        {"'number': 'N', 'keywords': ['dragon-ball']", 8, "['15-13-2']", true},
        {"'keywords': ['dragon-ball']", 8, "['15-13-2']", true},
        {"'keywords': ['super-combo']", 5, "['15-8-2']", true},
        {"'keywords': ['super-combo']", 4, "[]", true},
        {"'number': 'N', 'skills': [{'kind': 'permanent', 'continuous': [{'deck_rule': {'copies': 6}}]}]", 6, "[]", true},
        {"'number': 'N', 'skills': [{'kind': 'permanent', 'continuous': [{'deck_rule': {'copies': 6}}]}]", 7, "['6-1-4-3']", true},
        {"'number': 'N', 'skills': [{'kind': 'permanent', 'continuous': [{'deck_rule': {'copies': 2}}]}]", 3, "['6-1-4-3']", true},
    };
    for (size_t r = 0; r < sizeof rows / sizeof *rows; r++) {
        char setup[32768];
        size_t len = (size_t)snprintf(setup, sizeof setup,
                                      "{'start': {'at': 'pregame'}, 'cards': {'L1': {'type': 'leader'}");
        for (int i = 0; i < 50; i++)
            len += (size_t)snprintf(setup + len, sizeof setup - len, ", 'a%d': {%s}, 'b%d': {}", i,
                                    i < rows[r].copies ? rows[r].def : "", i);
        len += (size_t)snprintf(setup + len, sizeof setup - len, "}, 'P1': {'leader': 'L1', 'deck': %s}, "
                                "'P2': {'deck': %s}}", ids("a", 0, 50, false), ids("b", 0, 50, false));
        json_t *obs = fwt_run(setup, "[]");
        fwt_expect_json(json_object_get(fwt_event(obs, "deck-check", 0), "rules"), rows[r].rules);
        /* P2 has no leader: 6-1-2; its empty leader area shows no card (the state names card
         * ids only: no "leader" key, never null) */
        fwt_expect_json(json_object_get(fwt_event(obs, "deck-check", 1), "rules"), "['6-1-2']");
        assert_null(json_object_get(json_object_get(json_object_get(obs, "state"), "P2"), "leader"));
        /* every deck-building 【永続】 evaluated applies 6-1-4-3, whatever it decides */
        assert_int_equal(fwt_traced(obs, "6-1-4-3"), rows[r].permanent);
        json_decref(obs);
    }
    /* the old shape of a deck rule is a case error now */
    json_t *obs = fwt_run("{'first': 'P1', 'start': {'at': 'main'}, 'cards': {'A': {'skills': [{'kind': 'permanent',"
                          " 'continuous': [{'deck_rule': {'number_max': 6}}]}]}}, 'P1': {'battle': ['A']}}", "[]");
    fwt_error(obs, "unknown key \"number_max\"");
    json_decref(obs);
}

/* --- the charge phase (7-2) ---------------------------------------------------------------- */

static void charge_phase_steps(void **state)
{
    (void)state;
    json_t *obs = fwt_run(game("charge", 3, ", 'A': {}, 'B': {}, 'E1': {}, 'H1': {}",
                               ", 'battle': ['A'], 'energy': ['E1'], 'hand': ['H1']",
                               ", 'battle': ['B']", ", 'rested': ['L1', 'A', 'E1', 'B']"),
                          "[{'choose': 'H1', 'for': 'charge', 'by': 'P1'}]");
    fwt_ok(obs);
    /* 7-2-6 … 7-2-12: a check point after each step; 7-2-7 stands the turn player's rested
     * cards only (reading FW-CHARGE-PLAYER); 7-2-9 draws D1; 7-2-11 puts H1 active (3-8-3) */
    assert_string_equal(fwt_trail(obs, "phase checkpoint stand draw move"),
                        "phase:charge checkpoint:7-2-6 stand:L1 stand:A stand:E1 checkpoint:7-2-8 "
                        "draw:D1 move:D1 checkpoint:7-2-10 move:H1 checkpoint:7-2-12 phase:main "
                        "checkpoint:7-3-3");
    fwt_expect_json(json_object_get(fwt_event(obs, "move", 1), "cause"), "'charge'");
    fwt_expect_json(fwt_state(obs, "P1.energy"),
                    "[{'card': 'E1', 'rested': false}, {'card': 'H1', 'rested': false}]");
    assert_string_equal(fwt_ids(obs, "P1.hand"), "D1");
    fwt_expect_json(fwt_state(obs, "P2.battle.0.rested"), "true");
    fwt_expect_json(fwt_state(obs, "turn"),
                    "{'number': 3, 'player': 'P1', 'first': 'P1', 'phase': 'main', 'step': null}");
    json_decref(obs);
    /* turn 4 is the second player's (P2's) */
    obs = fwt_run(game("charge", 4, "", "", "", ""), "[{'choose': null, 'for': 'charge'}]");
    fwt_ok(obs);
    fwt_expect_json(fwt_event(obs, "draw", 0), "{'type': 'draw', 'step': -1, 'player': 'P2', 'card': 'F1'}");
    json_decref(obs);
}

/* 14-2-2-2, 0-1-3-1: drawing the last card of the deck loses at once. */
static void drawing_the_last_card_loses(void **state)
{
    (void)state;
    json_t *obs = fwt_run("{'first': 'P1', 'start': {'at': 'charge', 'turn': 3},"
                          " 'cards': {'L1': {'type': 'leader'}, 'L2': {'type': 'leader'}, 'D1': {},"
                          " 'F1': {}, 'T1': {}, 'U1': {}},"
                          " 'P1': {'leader': 'L1', 'deck': ['D1'], 'life': ['T1']},"
                          " 'P2': {'leader': 'L2', 'deck': ['F1'], 'life': ['U1']}}", "[]");
    fwt_ok(obs);
    assert_string_equal(fwt_trail(obs, "draw rule lose game-end checkpoint"),
                        "checkpoint:7-2-6 checkpoint:7-2-8 draw:D1 rule:14-2 lose:P1 game-end:P2");
    fwt_expect_json(fwt_event(obs, "lose", 0), "{'type': 'lose', 'step': -1, 'player': 'P1', 'why': 'deck'}");
    fwt_expect_json(fwt_state(obs, "result"), "{'winner': 'P2'}");
    json_decref(obs);
}

/* --- using battle cards and paying costs (5-3, 5-5-2, 1-11) -------------------------------- */

static void play_and_payment_rejections(void **state)
{
    (void)state;
    const char *setup = game("main", 3,
                             ", 'H1': {'cost': {'total': 2, 'specified': {'red': 1}}, 'power': 3000},"
                             " 'X': {'type': 'extra'}, 'E1': {}, 'E2': {'colors': ['blue']}, 'E3': {'colors': ['blue']}",
                             ", 'hand': ['H1', 'X'], 'energy': ['E1', 'E2', 'E3']", "", ", 'rested': ['E3']");
    json_t *obs = fwt_run(setup,
                          "[{'do': 'play', 'card': 'H1', 'pay': ['E1']},"
                          " {'do': 'play', 'card': 'H1', 'pay': ['E2', 'E3']},"
                          " {'do': 'play', 'card': 'H1', 'pay': ['E2', 'X']},"
                          " {'do': 'play', 'card': 'H1', 'pay': ['E2', 'E2']},"
                          " {'do': 'play', 'card': 'X', 'pay': []},"
                          " {'do': 'play', 'card': 'H1', 'pay': ['E1', 'E2'], 'by': 'P2'},"
                          " {'do': 'play', 'card': 'H1', 'pay': ['E1', 'E2']}]");
    fwt_ok(obs);
    /* 5-3-1: the number paid, a rested card, a card not in the energy area, the same card twice;
     * 5-5-2: only a battle card of the hand; 4-1-1: P2 has no free timing in P1's main phase */
    assert_string_equal(fwt_rejections(obs), "5-3-1 5-3-1 5-3-1 5-3-1 5-5-2 4-1-1");
    fwt_expect_json(fwt_event(obs, "pay", 0),
                    "{'type': 'pay', 'step': 6, 'player': 'P1', 'cards': ['E1', 'E2'], 'markers': 0}");
    fwt_expect_json(fwt_event(obs, "enter", 0), "{'type': 'enter', 'step': 6, 'card': 'H1', 'how': 'play'}");
    /* 5-5-2-2, 3-6-3: it enters active; 7-3-4-1-1: back to 7-3-3 */
    fwt_expect_json(fwt_state(obs, "P1.battle"),
                    "[{'card': 'H1', 'rested': false, 'power': 3000, 'combo': null, 'under': [], 'ki': 0}]");
    fwt_expect_json(fwt_state(obs, "P1.energy"),
                    "[{'card': 'E1', 'rested': true}, {'card': 'E2', 'rested': true}, {'card': 'E3', 'rested': true}]");
    assert_string_equal(fwt_trail(obs, "checkpoint"), "checkpoint:7-3-3 checkpoint:7-3-3");
    json_decref(obs);

    /* 5-3-3: no active red energy for the specified red cost */
    obs = fwt_run(game("main", 3, ", 'H1': {'cost': {'total': 2, 'specified': {'red': 1}}}, 'E2': {'colors': ['blue']}, 'E3': {'colors': ['blue']}",
                       ", 'hand': ['H1'], 'energy': ['E2', 'E3']", "", ""),
                  "[{'query': 'legal'}, {'do': 'play', 'card': 'H1', 'pay': ['E2', 'E3']}]");
    fwt_ok(obs);
    assert_string_equal(fwt_rejections(obs), "5-3-3");
    /* the leaders are active: L1 may attack L2 in turn 3 */
    fwt_expect_json(json_object_get(json_array_get(json_object_get(obs, "legal"), 0), "actions"),
                    "[{'do': 'attack', 'card': 'L1', 'target': 'L2'}, {'do': 'pass'}]");
    json_decref(obs);
}

static void markers_and_specified_colors(void **state)
{
    (void)state;
    /* 1-11-2: a marker removed stands for an energy of the leader's color (red): with a blue
     * energy it pays total 2, red 1; the marker goes (5-3-1) */
    json_t *obs = fwt_run(game("main", 3, ", 'H1': {'cost': {'total': 2, 'specified': {'red': 1}}}, 'E2': {'colors': ['blue']}",
                               ", 'hand': ['H1'], 'energy': ['E2'], 'markers': 1", "", ""),
                          "[{'do': 'play', 'card': 'H1', 'pay': ['E2', 'marker', 'marker']},"
                          " {'do': 'play', 'card': 'H1', 'pay': ['E2', 'marker']}]");
    fwt_ok(obs);
    assert_string_equal(fwt_rejections(obs), "5-3-1");       /* three paid for a cost of 2 */
    fwt_expect_json(fwt_event(obs, "pay", 0),
                    "{'type': 'pay', 'step': 1, 'player': 'P1', 'cards': ['E2'], 'markers': 1}");
    assert_int_equal(json_integer_value(fwt_state(obs, "P1.markers")), 0);
    json_decref(obs);
    /* a marker stands for the leader's colors only: a blue specified cost with a red leader
     * cannot be met by it (5-3-3) */
    obs = fwt_run(game("main", 3, ", 'H1': {'cost': {'total': 1, 'specified': {'blue': 1}}}",
                       ", 'hand': ['H1'], 'markers': 3", "", ""),
                  "[{'do': 'play', 'card': 'H1', 'pay': ['marker']}]");
    fwt_ok(obs);
    assert_string_equal(fwt_rejections(obs), "5-3-3");
    json_decref(obs);
    /* reading FW-MULTICOLOR-PAY: a red and blue energy counts for both specified colors */
    obs = fwt_run(game("main", 3, ", 'H1': {'cost': {'total': 2, 'specified': {'red': 1, 'blue': 1}}},"
                       " 'E1': {'colors': ['red', 'blue']}, 'E2': {'colors': ['green']}",
                       ", 'hand': ['H1'], 'energy': ['E1', 'E2']", "", ""),
                  "[{'do': 'play', 'card': 'H1', 'pay': ['E1', 'E2']}]");
    fwt_ok(obs);
    assert_string_equal(fwt_rejections(obs), "");
    assert_string_equal(fwt_ids(obs, "P1.battle"), "H1");
    json_decref(obs);
    /* 1-2-2-1, 5-3-1-1: a total below the specified costs pays the specified sum (2 red) */
    obs = fwt_run(game("main", 3, ", 'H1': {'cost': {'total': 1, 'specified': {'red': 2}}}, 'E1': {}, 'E2': {}",
                       ", 'hand': ['H1'], 'energy': ['E1', 'E2']", "", ""),
                  "[{'do': 'play', 'card': 'H1', 'pay': ['E1']}, {'do': 'play', 'card': 'H1', 'pay': ['E1', 'E2']}]");
    fwt_ok(obs);
    assert_string_equal(fwt_rejections(obs), "5-3-1");
    assert_string_equal(fwt_ids(obs, "P1.battle"), "H1");
    json_decref(obs);
    /* 5-3-2: a card of cost 0 is used without paying */
    obs = fwt_run(game("main", 3, ", 'H1': {'cost': {'total': 0}}", ", 'hand': ['H1']", "", ""),
                  "[{'do': 'play', 'card': 'H1'}]");
    fwt_ok(obs);
    assert_int_equal(fwt_count(obs, "pay"), 0);
    assert_true(fwt_traced(obs, "5-3-2"));
    json_decref(obs);
}

/* --- attacks and battles (ch. 8) ----------------------------------------------------------- */

static void attack_rejections(void **state)
{
    (void)state;
    const char *cards = ", 'A': {}, 'R': {}, 'B': {}, 'C': {}";
    json_t *obs = fwt_run(game("main", 1, cards, ", 'battle': ['A', 'R']", ", 'battle': ['B', 'C']",
                               ", 'rested': ['R', 'B']"),
                          "[{'do': 'attack', 'card': 'A', 'target': 'L2'}]");
    fwt_ok(obs);
    assert_string_equal(fwt_rejections(obs), "7-3-4-3-1");   /* the first player's first turn */
    json_decref(obs);
    obs = fwt_run(game("main", 3, cards, ", 'battle': ['A', 'R']", ", 'battle': ['B', 'C']",
                       ", 'rested': ['R', 'B']"),
                  "[{'do': 'attack', 'card': 'R', 'target': 'L2'},"      /* rested attacker */
                  " {'do': 'attack', 'card': 'A', 'target': 'C'},"       /* an active battle card */
                  " {'do': 'attack', 'card': 'A', 'target': 'L1'},"      /* one's own leader */
                  " {'do': 'attack', 'card': 'B', 'target': 'L2'},"      /* the opponent's card */
                  " {'do': 'attack', 'card': 'A', 'target': 'L2', 'by': 'P2'},"
                  " {'query': 'legal'}]");
    fwt_ok(obs);
    assert_string_equal(fwt_rejections(obs), "8-1-1 8-1-1 8-1-1 8-1-1 4-1-1");
    /* the legal attacks: the active leader and A, at the leader and the rested B */
    fwt_expect_json(json_object_get(json_array_get(json_object_get(obs, "legal"), 0), "actions"),
                    "[{'do': 'attack', 'card': 'L1', 'target': 'L2'}, {'do': 'attack', 'card': 'L1', 'target': 'B'},"
                    " {'do': 'attack', 'card': 'A', 'target': 'L2'}, {'do': 'attack', 'card': 'A', 'target': 'B'},"
                    " {'do': 'pass'}]");
    json_decref(obs);
}

static void battle_against_a_battle_card(void **state)
{
    (void)state;
    /* 8-4-6: 5000 against 5000: the attack card wins ties; 8-4-6-2-1: the guard card is KO'd */
    json_t *obs = fwt_run(game("main", 3, ", 'A': {'power': 5000}, 'B': {'power': 5000}", ", 'battle': ['A']",
                               ", 'battle': ['B']", ", 'rested': ['B']"),
                          "[{'do': 'attack', 'card': 'A', 'target': 'B'}, {'do': 'pass'}, {'do': 'pass'}]");
    fwt_ok(obs);
    assert_string_equal(fwt_trail(obs, "rest attack checkpoint battle-step compare ko rule move"),
                        "checkpoint:7-3-3 rest:A attack:A checkpoint:8-1-4 battle-step:offense "
                        "checkpoint:8-2-3 battle-step:defense checkpoint:8-3-3 battle-step:damage "
                        "checkpoint:8-4-3 compare ko:B rule:14-9 move:B checkpoint:8-4-6-2-2 "
                        "checkpoint:8-4-8 battle-step:battle-end checkpoint:8-5-1 checkpoint:8-5-3 "
                        "checkpoint:8-5-6 checkpoint:7-3-3");
    fwt_expect_json(fwt_event(obs, "compare", 0), "{'type': 'compare', 'step': 2, 'attack': 5000, 'guard': 5000}");
    fwt_expect_json(fwt_event(obs, "move", 0),
                    "{'type': 'move', 'step': 2, 'card': 'B', 'from': 'P2:battle', 'to': 'P2:drop', 'cause': 'ko'}");
    assert_string_equal(fwt_ids(obs, "P2.drop"), "B");
    fwt_expect_json(fwt_state(obs, "P1.battle.0.rested"), "true");   /* 8-1-1: rested to attack */
    fwt_expect_json(fwt_state(obs, "turn.step"), "null");
    json_decref(obs);
    /* a weaker attack card: nothing happens (8-4-6) */
    obs = fwt_run(game("main", 3, ", 'A': {'power': 4000}", ", 'battle': ['A']", "", ""),
                  "[{'do': 'attack', 'card': 'A', 'target': 'L2'}, {'do': 'pass'}, {'do': 'pass'}]");
    fwt_ok(obs);
    assert_int_equal(fwt_count(obs, "damage"), 0);
    assert_string_equal(fwt_ids(obs, "P2.life"), "U1 U2 U3");
    json_decref(obs);
}

static void damage_to_the_leader(void **state)
{
    (void)state;
    /* 8-4-6-1-1-1, 14-3-2: one damage: the top life card to the hand, in the check point
     * 8-4-6-1-1 (reading FW-DAMAGE-TIMING) */
    json_t *obs = fwt_run(game("main", 3, ", 'A': {'power': 6000}", ", 'battle': ['A']", "", ""),
                          "[{'do': 'attack', 'card': 'A', 'target': 'L2'}, {'do': 'pass'}, {'do': 'pass'}]");
    fwt_ok(obs);
    assert_string_equal(fwt_trail(obs, "checkpoint damage rule move"),
                        "checkpoint:7-3-3 checkpoint:8-1-4 checkpoint:8-2-3 checkpoint:8-3-3 "
                        "checkpoint:8-4-3 checkpoint:8-4-6-1-1 damage:P2 rule:14-3 move:U1 "
                        "checkpoint:8-4-8 checkpoint:8-5-1 checkpoint:8-5-3 checkpoint:8-5-6 checkpoint:7-3-3");
    fwt_expect_json(fwt_event(obs, "damage", 0), "{'type': 'damage', 'step': 2, 'player': 'P2', 'amount': 1, 'source': 'A'}");
    fwt_expect_json(json_object_get(fwt_event(obs, "move", 0), "to"), "'P2:hand'");
    assert_string_equal(fwt_ids(obs, "P2.hand"), "U1");
    assert_string_equal(fwt_ids(obs, "P2.life"), "U2 U3");
    json_decref(obs);
    /* 15-5-2 【クリティカル】: to the drop instead; 15-6-2-1 【ダブルストライク】: 1 becomes 2; the two
     * life cards reach the drop at once, ordered by their owner (3-1-5) */
    obs = fwt_run(game("main", 3, ", 'A': {'power': 6000, 'keywords': ['critical', 'double-strike']}",
                       ", 'battle': ['A']", "", ""),
                  "[{'do': 'attack', 'card': 'A', 'target': 'L2'}, {'do': 'pass'}, {'do': 'pass'},"
                  " {'choose': ['U2', 'U1'], 'for': 'order', 'by': 'P2'}]");
    fwt_ok(obs);
    fwt_expect_json(json_object_get(fwt_event(obs, "damage", 0), "amount"), "2");
    assert_string_equal(fwt_ids(obs, "P2.drop"), "U2 U1");
    assert_string_equal(fwt_ids(obs, "P2.hand"), "");
    assert_string_equal(fwt_ids(obs, "P2.life"), "U3");
    json_decref(obs);
    /* 15-6-2-2 【トリプルストライク】 on the last life cards: the life area empties and P2 loses
     * (14-2-2-1) in that check point */
    obs = fwt_run(game("main", 3, ", 'A': {'power': 6000, 'keywords': ['triple-strike']}", ", 'battle': ['A']", "", ""),
                  "[{'do': 'attack', 'card': 'A', 'target': 'L2'}, {'do': 'pass'}, {'do': 'pass'}]");
    fwt_ok(obs);
    fwt_expect_json(fwt_event(obs, "lose", 0), "{'type': 'lose', 'step': 2, 'player': 'P2', 'why': 'life'}");
    fwt_expect_json(fwt_state(obs, "result"), "{'winner': 'P1'}");
    assert_string_equal(fwt_ids(obs, "P2.hand"), "U1 U2 U3");
    json_decref(obs);
    /* the game is over: a script entry left over is unused */
    obs = fwt_run(game("main", 3, ", 'A': {'power': 6000, 'keywords': ['strike-3']}", ", 'battle': ['A']", "", ""),
                  "[{'do': 'attack', 'card': 'A', 'target': 'L2'}, {'do': 'pass'}, {'do': 'pass'}, {'do': 'pass'}]");
    assert_int_equal(json_integer_value(json_object_get(obs, "consumed")), 3);
    json_decref(obs);
}

static void combos_in_a_battle(void **state)
{
    (void)state;
    const char *cards = ", 'A': {'power': 5000, 'combo': 1000}, 'C': {'combo': 5000}, 'K': {'combo': 2000},"
                        " 'N': {}, 'R': {'combo': 1000}, 'B': {'power': 7000, 'combo': 1000},"
                        " 'G': {'combo': 1000}, 'Q': {'type': 'extra'}";
    json_t *obs = fwt_run(game("main", 3, cards, ", 'battle': ['A', 'K', 'R', 'N'], 'hand': ['C', 'Q']",
                               ", 'battle': ['B'], 'hand': ['G']", ", 'rested': ['R', 'B']"),
                          "[{'do': 'combo', 'card': 'C'},"                       /* 0: main phase */
                          " {'do': 'attack', 'card': 'A', 'target': 'B'},"
                          " {'do': 'combo', 'card': 'A'},"                       /* 2: the attack card */
                          " {'do': 'combo', 'card': 'N'},"                       /* 3: no combo power */
                          " {'do': 'combo', 'card': 'R'},"                       /* 4: rested */
                          " {'do': 'combo', 'card': 'Q'},"                       /* 5: not a battle card */
                          " {'do': 'combo', 'card': 'G'},"                       /* 6: not P1's */
                          " {'do': 'combo', 'card': 'C'},"
                          " {'do': 'combo', 'card': 'K'},"
                          " {'query': 'legal'},"
                          " {'do': 'pass'},"
                          " {'do': 'combo', 'card': 'B'},"                       /* 11: the guard card */
                          " {'do': 'combo', 'card': 'G', 'by': 'P1'},"           /* 12: P1 has no free timing */
                          " {'do': 'combo', 'card': 'G'},"
                          " {'do': 'pass'},"
                          " {'choose': ['K', 'C'], 'for': 'order', 'by': 'P1'}]");
    fwt_ok(obs);
    assert_string_equal(fwt_rejections(obs), "5-6-3 5-6-3-1-1 5-6-2-1 5-6-3-1 5-6-3-1 5-6-3-1 5-6-4-1-1 4-1-1");
    /* 5-6-3-1-2: a card from the hand is revealed; 5-6-3-3: a check point after each combo */
    assert_string_equal(fwt_trail(obs, "combo reveal checkpoint"),
                        "checkpoint:7-3-3 checkpoint:8-1-4 checkpoint:8-2-3 reveal:P1 combo:C "
                        "checkpoint:5-6-3-3 checkpoint:8-2-3 combo:K checkpoint:5-6-3-3 checkpoint:8-2-3 "
                        "checkpoint:8-3-3 reveal:P2 combo:G checkpoint:5-6-4-3 checkpoint:8-3-3 "
                        "checkpoint:8-4-3 checkpoint:8-4-6-2-2 checkpoint:8-4-8 checkpoint:8-5-1 "
                        "checkpoint:8-5-3 checkpoint:8-5-6 checkpoint:7-3-3");
    /* the offense step's legal actions: K is in the combo area now; N has no combo power */
    fwt_expect_json(json_object_get(json_array_get(json_object_get(obs, "legal"), 0), "actions"),
                    "[{'do': 'pass'}]");
    /* 8-4-4: 5000 + 5000 + 2000; 8-4-5: 7000 + 1000 */
    fwt_expect_json(fwt_event(obs, "compare", 0), "{'type': 'compare', 'step': 14, 'attack': 12000, 'guard': 8000}");
    /* 8-5-4: the combo cards to their owners' drops, P1's ordered by P1 */
    assert_string_equal(fwt_ids(obs, "P1.drop"), "K C");
    assert_string_equal(fwt_ids(obs, "P2.drop"), "G B");
    /* 8-5-2: the combo addition is gone */
    fwt_expect_json(fwt_state(obs, "P1.battle.0"),
                    "{'card': 'A', 'rested': true, 'power': 5000, 'combo': 1000, 'under': [], 'ki': 0}");
    json_decref(obs);
}

static void blocker_changes_the_guard_card(void **state)
{
    (void)state;
    const char *cards = ", 'A': {'power': 6000}, 'X1': {'power': 7000, 'keywords': ['blocker']},"
                        " 'X2': {'keywords': ['blocker']}, 'X3': {'keywords': ['blocker']}";
    /* 15-4-2: the three 【ブロッカー】 of the defender become pending (8-1-3); reading
     * FW-BLOCKER-PENDING: P2 takes up X1 first and pays (rests it): the guard card becomes X1;
     * then no other 【ブロッカー】 can be declared in this battle (15-4-3): X3, taken up next, and
     * X2 after it are cancelled (9-6-3-2) */
    json_t *obs = fwt_run(game("main", 3, cards, ", 'battle': ['A']", ", 'battle': ['X1', 'X2', 'X3']",
                               ", 'rested': ['X3']"),
                          "[{'do': 'attack', 'card': 'A', 'target': 'L2'},"
                          " {'choose': {'card': 'X1', 'skill': 'blocker'}, 'for': 'auto', 'by': 'P2'},"
                          " {'choose': true, 'for': 'cost', 'by': 'P2'},"
                          " {'choose': {'card': 'X3', 'skill': 'blocker'}, 'for': 'auto'},"
                          " {'do': 'pass'}, {'do': 'pass'}]");
    fwt_ok(obs);
    assert_string_equal(fwt_trail(obs, "pending activate rest guard fail compare"),
                        "rest:A pending:X1 pending:X2 pending:X3 rest:X1 activate:X1 guard:X1 fail:X3 fail:X2 compare");
    fwt_expect_json(fwt_event(obs, "compare", 0), "{'type': 'compare', 'step': 5, 'attack': 6000, 'guard': 7000}");
    assert_int_equal(fwt_count(obs, "damage"), 0);
    assert_string_equal(fwt_ids(obs, "P2.life"), "U1 U2 U3");
    json_decref(obs);
    /* a single pending 【ブロッカー】 asks only whether to pay */
    obs = fwt_run(game("main", 3, ", 'A': {'power': 6000}, 'X1': {'power': 7000, 'keywords': ['blocker']}",
                       ", 'battle': ['A']", ", 'battle': ['X1']", ""),
                  "[{'do': 'attack', 'card': 'A', 'target': 'L2'}, {'choose': false, 'for': 'cost'},"
                  " {'do': 'pass'}, {'do': 'pass'}]");
    fwt_ok(obs);
    assert_int_equal(fwt_count(obs, "guard"), 0);
    assert_string_equal(fwt_ids(obs, "P2.hand"), "U1");
    json_decref(obs);
}

/* --- rule processes ------------------------------------------------------------------------ */

static void power_zero_and_illegal_combo(void **state)
{
    (void)state;
    /* 14-6-2: A at 1000 - 1000 = 0 goes to the drop at the first check point (not a KO);
     * 14-4-2: K in a combo area outside a battle goes to the drop; both at once (14-1-2-2-1),
     * so P1 orders them (3-1-5) */
    json_t *obs = fwt_run(game("main", 3, ", 'A': {}, 'K': {'combo': 1000}", ", 'battle': ['A'], 'combo': ['K']", "",
                               ", 'effects': [{'master': 'P2', 'power': -1000, 'target': 'A', 'until': 'turn'}]"),
                          "[{'choose': ['K', 'A'], 'for': 'order', 'by': 'P1'}]");
    fwt_ok(obs);
    assert_string_equal(fwt_trail(obs, "rule ko move"), "rule:14-4 rule:14-6 move:K move:A");
    fwt_expect_json(json_object_get(fwt_event(obs, "move", 1), "cause"), "'rule'");
    assert_int_equal(fwt_count(obs, "ko"), 0);
    assert_string_equal(fwt_ids(obs, "P1.drop"), "K A");
    json_decref(obs);
}

static void durations_end_at_their_steps(void **state)
{
    (void)state;
    /* 7-4-5/6: "turn" effects end at the end phase; 7-2-4: "until the start of the opponent's
     * turn" ends at the next turn's 7-2-4; 7-3-5-1-3: "main-phase" ends in the main phase end
     * step */
    const char *setup = game("main", 3, ", 'A': {}, 'B': {}, 'C': {}", ", 'battle': ['A', 'B', 'C']", "",
                             ", 'effects': [{'master': 'P1', 'power': 1000, 'target': 'A', 'until': 'turn'},"
                             " {'master': 'P1', 'power': 2000, 'target': 'B', 'until': 'next-turn-start'},"
                             " {'master': 'P1', 'power': 3000, 'target': 'C', 'until': 'main-phase'}]");
    json_t *obs = fwt_run(setup, "[{'do': 'pass'}, {'choose': null, 'for': 'charge', 'by': 'P2'}]");
    fwt_ok(obs);
    /* the run stops at P2's main phase (turn 4): every one of the three has ended */
    fwt_expect_json(fwt_state(obs, "turn"), "{'number': 4, 'player': 'P2', 'first': 'P1', 'phase': 'main', 'step': null}");
    assert_int_equal(json_integer_value(fwt_state(obs, "P1.battle.0.power")), 1000);
    assert_int_equal(json_integer_value(fwt_state(obs, "P1.battle.1.power")), 1000);
    assert_int_equal(json_integer_value(fwt_state(obs, "P1.battle.2.power")), 1000);
    assert_string_equal(fwt_trail(obs, "phase"), "phase:main phase:end phase:charge phase:main");
    json_decref(obs);
    /* before they end: all three apply in the main phase */
    obs = fwt_run(setup, "[]");
    assert_int_equal(json_integer_value(fwt_state(obs, "P1.battle.0.power")), 2000);
    assert_int_equal(json_integer_value(fwt_state(obs, "P1.battle.1.power")), 3000);
    assert_int_equal(json_integer_value(fwt_state(obs, "P1.battle.2.power")), 4000);
    json_decref(obs);
}

static void conceding_ends_the_game(void **state)
{
    (void)state;
    json_t *obs = fwt_run(game("main", 3, "", "", "", ""), "[{'do': 'concede', 'by': 'P2'}]");
    fwt_ok(obs);
    fwt_expect_json(fwt_event(obs, "lose", 0), "{'type': 'lose', 'step': 0, 'player': 'P2', 'why': 'concede'}");
    fwt_expect_json(fwt_event(obs, "game-end", 0), "{'type': 'game-end', 'step': 0, 'winner': 'P1'}");
    fwt_expect_json(fwt_state(obs, "result"), "{'winner': 'P1'}");
    json_decref(obs);
}

static void main_phase_end_step(void **state)
{
    (void)state;
    /* 7-3-5: the main phase end step and its check point, then the end phase (7-4) */
    json_t *obs = fwt_run(game("main", 3, "", "", "", ""), "[{'do': 'pass'}, {'choose': null, 'for': 'charge'}]");
    fwt_ok(obs);
    assert_string_equal(fwt_trail(obs, "phase checkpoint"),
                        "phase:main checkpoint:7-3-3 checkpoint:7-3-5-1-2 phase:end checkpoint:7-4-3 "
                        "phase:charge checkpoint:7-2-6 checkpoint:7-2-8 checkpoint:7-2-10 "
                        "checkpoint:7-2-12 phase:main checkpoint:7-3-3");
    json_decref(obs);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(setup_errors_name_the_key),
        cmocka_unit_test(pregame_steps_in_order),
        cmocka_unit_test(deck_checks),
        cmocka_unit_test(deck_check_copies_and_keywords),
        cmocka_unit_test(charge_phase_steps),
        cmocka_unit_test(drawing_the_last_card_loses),
        cmocka_unit_test(play_and_payment_rejections),
        cmocka_unit_test(markers_and_specified_colors),
        cmocka_unit_test(attack_rejections),
        cmocka_unit_test(battle_against_a_battle_card),
        cmocka_unit_test(damage_to_the_leader),
        cmocka_unit_test(combos_in_a_battle),
        cmocka_unit_test(blocker_changes_the_guard_card),
        cmocka_unit_test(power_zero_and_illegal_combo),
        cmocka_unit_test(durations_end_at_their_steps),
        cmocka_unit_test(conceding_ends_the_game),
        cmocka_unit_test(main_phase_end_step),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
