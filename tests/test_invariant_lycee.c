/* test_invariant_lycee.c — the lycee properties the judge checks on every run
 * (oracle/games/lycee/): a faithful observation passes and lists the invariant clauses; each
 * property broken on purpose is named by its clause: card conservation (1510/移動), owners'
 * zones (0201/持ち主), the players (0100/人数) and their zones (0101/…), a field's limits (0310,
 * 0229), a deck's order (0420/順序/順序の変更の禁止), the game's end (0502/判定#A, 0502/勝敗,
 * 0502/引き分け), who sees what (0310/公開 … 0201/公開・非公開~r1). */
#include "oracle/games/invariant.h"

#include <setjmp.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

/* P1: deck D1 D2, hand H1, trash T1, shield S1, C1 on AF-left with X1 under it, the area R1 on
 * DF-left; P2: deck E1 E2, hand N1, C2 on DF-right carrying the item I2. */
static const char setup_text[] =
    "{'first': 'P1', 'start': {'at': 'main', 'turn': 3},"
    " 'cards': {'D1': {}, 'D2': {}, 'H1': {}, 'T1': {}, 'S1': {}, 'C1': {}, 'X1': {},"
    "   'R1': {'type': 'area'}, 'E1': {}, 'E2': {}, 'N1': {}, 'C2': {}, 'I2': {'type': 'item'}},"
    " 'P1': {'deck': ['D1', 'D2'], 'hand': ['H1'], 'trash': ['T1'], 'shield': ['S1'],"
    "        'AF-left': ['C1'], 'DF-left': ['R1']},"
    " 'P2': {'deck': ['E1', 'E2'], 'hand': ['N1'], 'DF-right': ['C2', 'I2']},"
    " 'under': {'C1': ['X1']}}";

/* The run: P1 drew D1. */
static const char events_text[] =
    "{'type': 'move', 'step': 0, 'card': 'D1', 'from': 'P1:deck', 'to': 'P1:hand', 'cause': 'draw'}";

static const char *const fields[] = {"AF-left", "AF-center", "AF-right", "DF-left", "DF-center",
                                     "DF-right"};

/* The parts of the final state a test may replace. */
typedef struct parts {
    const char *p1_deck, *p1_hand, *p1_trash, *p1_shield, *p1_af_left, *p1_df_left;
    const char *p2_deck, *p2_hand, *p2_rest, *p2_df_right, *p2_extra;
    const char *extra_player;
    const char *p1_sees, *p2_sees;
    const char *more_events;
    const char *result;
} parts;

static parts faithful(void)
{
    return (parts){
        .p1_deck = "['D2']", .p1_hand = "['H1', 'D1']", .p1_trash = "['T1']", .p1_shield = "['S1']",
        .p1_af_left = "[{'card': 'C1', 'under': ['X1'], 'charges': []}]",
        .p1_df_left = "[{'card': 'R1', 'area': true}]",
        .p2_deck = "['E1', 'E2']", .p2_hand = "['N1']",
        .p2_rest = "'trash': [], 'shield': [], 'aside': [], 'declared': [], 'removed': []",
        .p2_df_right = "[{'card': 'C2', 'under': [], 'charges': []}, {'card': 'I2', 'item': true}]",
        .p2_extra = "",
        .extra_player = "",
        .p1_sees = "['C1', 'X1', 'R1', 'H1', 'D1', 'T1', 'S1', 'C2', 'I2']",
        .p2_sees = "['C1', 'X1', 'R1', 'T1', 'S1', 'C2', 'I2', 'N1']",
        .more_events = "", .result = "null"};
}

static void field_list(char *buf, size_t n, const char *player, const parts *p)
{
    size_t at = 0;
    buf[0] = '\0';
    for (int f = 0; f < 6; f++) {
        const char *v = "[]";
        if (strcmp(player, "P1") == 0 && f == 0)
            v = p->p1_af_left;
        else if (strcmp(player, "P1") == 0 && f == 3)
            v = p->p1_df_left;
        else if (strcmp(player, "P2") == 0 && f == 5)
            v = p->p2_df_right;
        if (!v)
            continue;                           /* a field left out of the state */
        at += (size_t)snprintf(buf + at, n - at, "%s'%s': %s", at ? ", " : "", fields[f], v);
    }
}

static json_t *quoted(const char *text)
{
    char *s = strdup(text);
    assert_non_null(s);
    for (char *c = s; *c; c++)
        if (*c == '\'')
            *c = '"';
    json_error_t err;
    json_t *v = json_loads(s, 0, &err);
    if (!v)
        fail_msg("bad JSON text (%d: %s): %s", err.column, err.text, s);
    free(s);
    return v;
}

/* The clause the judge reports broken for this observation (NULL: none); r is filled. */
static const char *check(const parts *p, inv_report *r)
{
    char f1[1024], f2[1024], obs[8192];
    field_list(f1, sizeof f1, "P1", p);
    field_list(f2, sizeof f2, "P2", p);
    snprintf(obs, sizeof obs,
             "{'events': [%s%s],"
             " 'state': {'turn': {'number': 3, 'player': 'P1', 'first': 'P1', 'phase': 'main', 'battle': null},"
             "  'result': %s,"
             "  'P1': {'deck': %s, 'hand': %s, 'trash': %s, 'shield': %s, 'aside': [], 'declared': [],"
             "         'removed': [], %s},"
             "  'P2': {'deck': %s, 'hand': %s, %s, %s%s}%s,"
             "  'view': {'P1': {'sees': %s, 'counts': {}}, 'P2': {'sees': %s, 'counts': {}}}}}",
             events_text, p->more_events, p->result, p->p1_deck, p->p1_hand, p->p1_trash, p->p1_shield, f1,
             p->p2_deck, p->p2_hand, p->p2_rest, f2, p->p2_extra, p->extra_player, p->p1_sees,
             p->p2_sees);
    json_t *setup = quoted(setup_text), *o = quoted(obs);
    inv_check("lycee", setup, o, r);
    json_decref(setup);
    json_decref(o);
    return r->clause;
}

static void expect_broken(const parts *p, const char *clause)
{
    inv_report r;
    const char *got = check(p, &r);
    if (!got || strcmp(got, clause) != 0)
        fail_msg("expected %s broken, got %s (%s)", clause, got ? got : "none",
                 r.message ? r.message : "");
    inv_report_free(&r);
}

static void expect_kept(const parts *p)
{
    inv_report r;
    const char *got = check(p, &r);
    if (got)
        fail_msg("expected no property broken, got %s: %s", got, r.message);
    inv_report_free(&r);
}

/* --- a faithful run ------------------------------------------------------------------------- */

static void a_faithful_run_passes_and_lists_the_clauses(void **state)
{
    (void)state;
    parts p = faithful();
    inv_report r;
    const char *got = check(&p, &r);
    if (got)
        fail_msg("%s: %s", got, r.message);
    static const char *const clauses[] = {
        "1510/移動", "0201/持ち主", "0100/人数", "0101/場", "0101/デッキ", "0101/手札", "0101/ゴミ箱",
        "0101/シールド", "0101/横", "0101/宣言状態カード置き場", "0310/上限",
        "0310/キャラクターカードの重複の禁止", "0310/エリアカードの重複の禁止",
        "0229/カード置き場/アイテムカードの上限", "0229/カード置き場/アイテムカードの重複の禁止",
        "0420/順序/順序の変更の禁止", "0502/判定#A", "0502/勝敗", "0502/引き分け", "0310/公開", "0430/公開", "0400/公開", "0450/公開", "0410/公開",
        "0420/公開", "0201/公開・非公開~r1"};
    for (size_t i = 0; i < sizeof clauses / sizeof *clauses; i++)
        if (!inv_was_checked(&r, clauses[i]))
            fail_msg("%s was not checked", clauses[i]);
    inv_report_free(&r);
}

/* --- the cards and their zones --------------------------------------------------------------- */

static void a_card_lost(void **state)
{
    (void)state;
    parts p = faithful();
    p.p1_deck = "[]";
    expect_broken(&p, "1510/移動");
}

static void a_card_in_two_zones(void **state)
{
    (void)state;
    parts p = faithful();
    p.p1_trash = "['T1', 'H1']";
    expect_broken(&p, "1510/移動");
}

static void a_card_to_another_players_trash(void **state)
{
    (void)state;
    parts p = faithful();
    p.more_events = ", {'type': 'move', 'step': 1, 'card': 'N1', 'from': 'P2:hand', 'to': 'P1:trash', 'cause': 'discard'}";
    p.p2_hand = "[]";
    p.p1_trash = "['T1', 'N1']";
    p.p1_sees = "['C1', 'X1', 'R1', 'H1', 'D1', 'T1', 'N1', 'S1', 'C2', 'I2']";
    p.p2_sees = "['C1', 'X1', 'R1', 'T1', 'N1', 'S1', 'C2', 'I2']";
    expect_broken(&p, "0201/持ち主");
}

static void a_third_player(void **state)
{
    (void)state;
    parts p = faithful();
    p.extra_player = ", 'P3': {}";
    expect_broken(&p, "0100/人数");
}

static void a_zone_missing(void **state)
{
    (void)state;
    parts p = faithful();
    p.p2_deck = "null";
    expect_broken(&p, "0101/デッキ");
    p = faithful();
    p.p2_hand = "null";
    expect_broken(&p, "0101/手札");
    static const struct {
        const char *rest, *clause;
    } rows[] = {
        {"'shield': [], 'aside': [], 'declared': [], 'removed': []", "0101/ゴミ箱"},
        {"'trash': [], 'aside': [], 'declared': [], 'removed': []", "0101/シールド"},
        {"'trash': [], 'shield': [], 'declared': [], 'removed': []", "0101/横"},
        {"'trash': [], 'shield': [], 'aside': [], 'removed': []", "0101/宣言状態カード置き場"},
    };
    for (size_t k = 0; k < sizeof rows / sizeof *rows; k++) {
        p = faithful();
        p.p2_rest = rows[k].rest;
        expect_broken(&p, rows[k].clause);
    }
}

static void a_field_missing(void **state)
{
    (void)state;
    parts p = faithful();
    p.p1_df_left = NULL;
    p.p1_sees = "['C1', 'X1', 'H1', 'D1', 'T1', 'S1', 'C2', 'I2']";
    expect_broken(&p, "0101/場");
}

/* --- a field's limits ------------------------------------------------------------------------ */

static void two_characters_on_a_field(void **state)
{
    (void)state;
    parts p = faithful();
    p.p1_hand = "['D1']";
    p.p1_af_left = "[{'card': 'C1', 'under': ['X1']}, {'card': 'H1', 'under': []}]";
    p.more_events = ", {'type': 'move', 'step': 1, 'card': 'H1', 'from': 'P1:hand', 'to': 'P1:AF-left', 'cause': 'play'}";
    expect_broken(&p, "0310/キャラクターカードの重複の禁止");
}

static void two_areas_on_a_field(void **state)
{
    (void)state;
    parts p = faithful();
    p.p1_hand = "['D1']";
    p.p1_df_left = "[{'card': 'R1', 'area': true}, {'card': 'H1', 'area': true}]";
    p.more_events = ", {'type': 'move', 'step': 1, 'card': 'H1', 'from': 'P1:hand', 'to': 'P1:DF-left', 'cause': 'area'}";
    expect_broken(&p, "0310/エリアカードの重複の禁止");
}

static void two_items_on_a_character(void **state)
{
    (void)state;
    parts p = faithful();
    p.p2_hand = "[]";
    p.p2_df_right = "[{'card': 'C2', 'under': []}, {'card': 'I2', 'item': true}, {'card': 'N1', 'item': true}]";
    p.p1_sees = "['C1', 'X1', 'R1', 'H1', 'D1', 'T1', 'S1', 'C2', 'I2', 'N1']";
    p.more_events = ", {'type': 'move', 'step': 1, 'card': 'N1', 'from': 'P2:hand', 'to': 'P2:DF-right', 'cause': 'equip'}";
    expect_broken(&p, "0229/カード置き場/アイテムカードの上限");
    /* the same with its `equip` event: the later item should have been discarded */
    p.more_events = ", {'type': 'move', 'step': 1, 'card': 'N1', 'from': 'P2:hand', 'to': 'P2:DF-right', 'cause': 'equip'},"
                    " {'type': 'equip', 'step': 1, 'card': 'N1', 'field': 'P2:DF-right', 'target': 'C2'}";
    expect_broken(&p, "0229/カード置き場/アイテムカードの重複の禁止");
}

static void an_item_without_a_character(void **state)
{
    (void)state;
    parts p = faithful();
    p.p2_hand = "[]";
    p.p2_df_right = "[{'card': 'C2', 'under': []}, {'card': 'I2', 'item': true}]";
    p.p2_extra = ", 'DF-center': [{'card': 'N1', 'item': true}]";   /* after the fields: it wins */
    p.p1_sees = "['C1', 'X1', 'R1', 'H1', 'D1', 'T1', 'S1', 'C2', 'I2', 'N1']";
    p.more_events = ", {'type': 'move', 'step': 1, 'card': 'N1', 'from': 'P2:hand', 'to': 'P2:DF-center', 'cause': 'equip'}";
    expect_broken(&p, "0310/上限");
}

/* --- a deck's order ---------------------------------------------------------------------------- */

static void a_deck_reordered(void **state)
{
    (void)state;
    parts p = faithful();
    p.p2_deck = "['E2', 'E1']";
    expect_broken(&p, "0420/順序/順序の変更の禁止");
    p.more_events = ", {'type': 'shuffle', 'step': 1, 'player': 'P2'}";
    expect_kept(&p);
}

/* --- the game's end --------------------------------------------------------------------------- */

/* P2 draws its last two cards: its deck is empty. */
static parts p2_deck_drawn(void)
{
    parts p = faithful();
    p.p2_deck = "[]";
    p.p2_hand = "['N1', 'E1', 'E2']";
    p.more_events = ", {'type': 'move', 'step': 1, 'card': 'E1', 'from': 'P2:deck', 'to': 'P2:hand', 'cause': 'draw'},"
                    " {'type': 'move', 'step': 1, 'card': 'E2', 'from': 'P2:deck', 'to': 'P2:hand', 'cause': 'draw'}";
    p.p2_sees = "['C1', 'X1', 'R1', 'T1', 'S1', 'C2', 'I2', 'N1', 'E1', 'E2']";
    return p;
}

static void a_deck_out_while_the_game_goes_on(void **state)
{
    (void)state;
    parts p = p2_deck_drawn();
    expect_broken(&p, "0502/判定#A");
    p.more_events = ", {'type': 'move', 'step': 1, 'card': 'E1', 'from': 'P2:deck', 'to': 'P2:hand', 'cause': 'draw'},"
                    " {'type': 'move', 'step': 1, 'card': 'E2', 'from': 'P2:deck', 'to': 'P2:hand', 'cause': 'draw'},"
                    " {'type': 'lose', 'step': 1, 'player': 'P2', 'why': 'deck'},"
                    " {'type': 'game-end', 'step': 1, 'winner': 'P1'}";
    p.result = "{'winner': 'P1'}";
    expect_kept(&p);
    /* the same losses, the wrong winner */
    p.result = "{'winner': 'P2'}";
    expect_broken(&p, "0502/勝敗");
}

static void a_result_without_its_losses(void **state)
{
    (void)state;
    parts p = faithful();
    p.result = "{'winner': 'P1'}";
    expect_broken(&p, "0502/勝敗");
    p.result = "{'draw': true}";
    expect_broken(&p, "0502/引き分け");
    p.more_events = ", {'type': 'lose', 'step': 1, 'player': 'P1', 'why': 'effect'},"
                    " {'type': 'lose', 'step': 1, 'player': 'P2', 'why': 'effect'}";
    expect_kept(&p);
    p.result = "{'winner': 'P1'}";
    expect_broken(&p, "0502/引き分け");
    p.result = "null";
    expect_broken(&p, "0502/勝敗");
}

/* --- who sees what ----------------------------------------------------------------------------- */

static void seeing_too_much_or_too_little(void **state)
{
    (void)state;
    static const struct {
        const char *p1, *p2, *clause;
    } rows[] = {
        /* P2 sees P1's hand card H1 */
        {NULL, "['C1', 'X1', 'R1', 'H1', 'T1', 'S1', 'C2', 'I2', 'N1']", "0410/公開"},
        /* P1 does not see its own D1 */
        {"['C1', 'X1', 'R1', 'H1', 'T1', 'S1', 'C2', 'I2']", NULL, "0410/公開"},
        /* P1 sees its deck's D2 */
        {"['C1', 'X1', 'R1', 'H1', 'D1', 'D2', 'T1', 'S1', 'C2', 'I2']", NULL, "0420/公開"},
        /* P2 misses the character C1 */
        {NULL, "['X1', 'R1', 'T1', 'S1', 'C2', 'I2', 'N1']", "0310/公開"},
        /* P2 misses C1's 下 */
        {NULL, "['C1', 'R1', 'T1', 'S1', 'C2', 'I2', 'N1']", "0430/公開"},
        /* P2 misses P1's trash */
        {NULL, "['C1', 'X1', 'R1', 'S1', 'C2', 'I2', 'N1']", "0400/公開"},
        /* P2 misses P1's shield */
        {NULL, "['C1', 'X1', 'R1', 'T1', 'C2', 'I2', 'N1']", "0450/公開"},
    };
    for (size_t i = 0; i < sizeof rows / sizeof *rows; i++) {
        parts p = faithful();
        if (rows[i].p1)
            p.p1_sees = rows[i].p1;
        if (rows[i].p2)
            p.p2_sees = rows[i].p2;
        expect_broken(&p, rows[i].clause);
    }
}

static void a_revealed_card(void **state)
{
    (void)state;
    parts p = faithful();
    p.more_events = ", {'type': 'reveal', 'step': 1, 'card': 'H1', 'to': ['P2']}";
    /* H1 revealed to P2: P2 must see it */
    expect_broken(&p, "0201/公開・非公開~r1");
    p.p2_sees = "['C1', 'X1', 'R1', 'H1', 'T1', 'S1', 'C2', 'I2', 'N1']";
    expect_kept(&p);
    /* then concealed from both: its owner no longer sees it either */
    p.more_events = ", {'type': 'reveal', 'step': 1, 'card': 'H1', 'to': ['P2']},"
                    " {'type': 'conceal', 'step': 1, 'card': 'H1', 'to': ['P1', 'P2']}";
    p.p2_sees = "['C1', 'X1', 'R1', 'T1', 'S1', 'C2', 'I2', 'N1']";
    expect_broken(&p, "0201/公開・非公開~r1");
    p.p1_sees = "['C1', 'X1', 'R1', 'D1', 'T1', 'S1', 'C2', 'I2']";
    expect_kept(&p);
}

static void a_card_face_down(void **state)
{
    (void)state;
    parts p = faithful();
    p.more_events = ", {'type': 'face', 'step': 1, 'card': 'T1', 'up': false}";
    expect_broken(&p, "0201/公開・非公開~r1");
    p.p1_sees = "['C1', 'X1', 'R1', 'H1', 'D1', 'S1', 'C2', 'I2']";
    p.p2_sees = "['C1', 'X1', 'R1', 'S1', 'C2', 'I2', 'N1']";
    expect_kept(&p);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(a_faithful_run_passes_and_lists_the_clauses),
        cmocka_unit_test(a_card_lost),
        cmocka_unit_test(a_card_in_two_zones),
        cmocka_unit_test(a_card_to_another_players_trash),
        cmocka_unit_test(a_third_player),
        cmocka_unit_test(a_zone_missing),
        cmocka_unit_test(a_field_missing),
        cmocka_unit_test(two_characters_on_a_field),
        cmocka_unit_test(two_areas_on_a_field),
        cmocka_unit_test(two_items_on_a_character),
        cmocka_unit_test(an_item_without_a_character),
        cmocka_unit_test(a_deck_reordered),
        cmocka_unit_test(a_deck_out_while_the_game_goes_on),
        cmocka_unit_test(a_result_without_its_losses),
        cmocka_unit_test(seeing_too_much_or_too_little),
        cmocka_unit_test(a_revealed_card),
        cmocka_unit_test(a_card_face_down),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
