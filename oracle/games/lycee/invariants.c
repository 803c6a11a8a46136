/* invariants.c — the lycee properties the judge checks on every run (inv_game_lycee, registered in
 * games.def), from the case's setup, the observed events and the final state
 * (docs/engines/lycee.md, "Invariants"):
 *
 *   1510/移動   every card is in exactly one zone of one player, or removed: card conservation
 *              replayed from the setup through each `move` (conservation.h), the cards on and
 *              under a character in its field;
 *   0201/持ち主  a card moved to a deck, hand, trash or shield goes to its owner's;
 *   0100/人数    the state names the two players P1 and P2 and nobody else;
 *   0101/…      each player has its deck, hand, trash, shield, 横, declaration zone and six fields;
 *   0310/上限, 0310/キャラクターカードの重複の禁止, 0310/エリアカードの重複の禁止, 0229's item
 *              limits: a field holds at most one character, one item (on it) and one area; two
 *              items where one was equipped during the run break アイテムカードの重複の禁止 (the
 *              later one is discarded), else アイテムカードの上限;
 *   0420/順序/順序の変更の禁止  a deck's cards keep their order unless it is shuffled;
 *   0502/判定#A  a game whose final state shows a player's deck empty has ended;
 *   0502/勝敗, 0502/引き分け  the result agrees with the `lose` events: the winner is the player
 *              who did not lose, a draw is both losing (outcome.h);
 * and, on a final state that carries a `view`, who sees what (view.c). */
#include "lycee.h"
#include "oracle/games/conservation.h"
#include "oracle/games/outcome.h"

#include <string.h>

static const char *const players[] = {"P1", "P2"};

enum { Z_DECK, Z_HAND, Z_TRASH, Z_SHIELD, Z_ASIDE, Z_DECLARED, Z_FIELD0, NZ = Z_FIELD0 + 6 };
static const cons_zone zones[NZ] = {
    [Z_DECK] = {"deck", CONS_IDS, CONS_IDS},
    [Z_HAND] = {"hand", CONS_IDS, CONS_IDS},
    [Z_TRASH] = {"trash", CONS_IDS, CONS_IDS},
    [Z_SHIELD] = {"shield", CONS_IDS, CONS_IDS},
    [Z_ASIDE] = {"aside", CONS_IDS, CONS_IDS},
    [Z_DECLARED] = {"declared", CONS_IDS, CONS_IDS},
    [Z_FIELD0] = {"AF-left", CONS_IDS, CONS_CARDS},
    [Z_FIELD0 + 1] = {"AF-center", CONS_IDS, CONS_CARDS},
    [Z_FIELD0 + 2] = {"AF-right", CONS_IDS, CONS_CARDS},
    [Z_FIELD0 + 3] = {"DF-left", CONS_IDS, CONS_CARDS},
    [Z_FIELD0 + 4] = {"DF-center", CONS_IDS, CONS_CARDS},
    [Z_FIELD0 + 5] = {"DF-right", CONS_IDS, CONS_CARDS},
};

/* 0201/持ち主: a card sent to a deck, hand, trash or shield goes to its owner's. */
static int on_move(inv_ctx *x, const cons_rules *r, cons_card *c, cons_place from, cons_place to,
                   long step, void *ctx)
{
    ly_run *run = ctx;
    (void)from;
    ly_seen_move(run, c->id);
    int zone = cons_zone_of(r, to);
    bool owners = zone == Z_DECK || zone == Z_HAND || zone == Z_TRASH || zone == Z_SHIELD;
    if (owners && cons_player_of(r, to) != cons_owner(r, c)) {
        char to_s[64];
        cons_place_name(r, to, to_s, sizeof to_s);
        return inv_broken(x, "0201/持ち主", "step %ld puts %s into %s, but its owner is %s", step,
                          c->id, to_s, players[cons_owner(r, c)]);
    }
    return 0;
}

static const outcome_rules outcome = {.players = players, .nplayers = 2, .clause = "0502/勝敗",
                                       .draw_clause = "0502/引き分け"};

static void on_event(const json_t *ev, const char *type, void *ctx)
{
    outcome_note(&outcome, ev, type, ((ly_run *)ctx)->lost);
    ly_seen_event(ctx, ev, type);
}

static bool is_flag(const json_t *o, const char *key)
{
    return json_is_true(json_object_get(o, key));
}

/* 0100/人数, 0101/…, 0310/上限 and the limits of characters, items and areas on a field. */
static int shape(inv_ctx *x, const json_t *setup, const json_t *state, void *ctx)
{
    (void)setup;
    const ly_run *run = ctx;
    static const char *const zone_clauses[][2] = {
        {"deck", "0101/デッキ"}, {"hand", "0101/手札"}, {"trash", "0101/ゴミ箱"},
        {"shield", "0101/シールド"}, {"aside", "0101/横"}, {"declared", "0101/宣言状態カード置き場"}};
    inv_checked(x, "0100/人数");
    inv_checked(x, "0101/場");
    for (size_t k = 0; k < sizeof zone_clauses / sizeof *zone_clauses; k++)
        inv_checked(x, zone_clauses[k][1]);
    inv_checked(x, "0310/上限");
    inv_checked(x, "0310/キャラクターカードの重複の禁止");
    inv_checked(x, "0310/エリアカードの重複の禁止");
    inv_checked(x, "0229/カード置き場/アイテムカードの上限");
    inv_checked(x, "0229/カード置き場/アイテムカードの重複の禁止");
    const char *key;
    const json_t *v;
    json_object_foreach((json_t *)state, key, v)
        if (strcmp(key, "turn") != 0 && strcmp(key, "result") != 0 && strcmp(key, "P1") != 0 &&
            strcmp(key, "P2") != 0 && strcmp(key, "view") != 0)
            return inv_broken(x, "0100/人数", "the state has \"%s\" beside the players P1 and P2",
                              key);
    for (int p = 0; p < 2; p++) {
        const json_t *pl = json_object_get(state, players[p]);
        for (size_t k = 0; k < sizeof zone_clauses / sizeof *zone_clauses; k++)
            if (!json_is_array(json_object_get(pl, zone_clauses[k][0])))
                return inv_broken(x, zone_clauses[k][1], "%s has no %s in the state", players[p],
                                  zone_clauses[k][0]);
        for (int f = 0; f < 6; f++) {
            const char *name = zones[Z_FIELD0 + f].name;
            const json_t *a = json_object_get(pl, name);
            if (!json_is_array(a))
                return inv_broken(x, "0101/場", "%s's 場 has no field %s in the state",
                                  players[p], name);
            int chars = 0, items = 0, areas = 0;
            bool equipped = false;
            for (size_t i = 0; i < json_array_size(a); i++) {
                const json_t *o = json_array_get(a, i);
                if (is_flag(o, "item")) {
                    items++;
                    equipped = equipped ||
                               ly_seen_equipped(run, json_string_value(json_object_get(o, "card")));
                }
                else if (is_flag(o, "area"))
                    areas++;
                else
                    chars++;
            }
            if (chars > 1)
                return inv_broken(x, "0310/キャラクターカードの重複の禁止",
                                  "%s:%s holds %d characters", players[p], name, chars);
            if (areas > 1)
                return inv_broken(x, "0310/エリアカードの重複の禁止", "%s:%s holds %d areas",
                                  players[p], name, areas);
            if (items > 1 && equipped)
                return inv_broken(x, "0229/カード置き場/アイテムカードの重複の禁止",
                                  "%s:%s keeps %d items, one equipped during the run", players[p],
                                  name, items);
            if (items > 1)
                return inv_broken(x, "0229/カード置き場/アイテムカードの上限",
                                  "%s:%s holds %d items", players[p], name, items);
            if (items && !chars)
                return inv_broken(x, "0310/上限", "%s:%s holds an item without a character",
                                  players[p], name);
        }
    }
    return 0;
}

static const char *const replay_clauses[] = {"0201/持ち主", NULL};

static const cons_rules rules = {
    .players = players, .nplayers = 2,
    .zones = zones, .nzones = NZ,
    .unowned = "removed",
    .clause = "1510/移動",
    .also = replay_clauses,
    .on_move = on_move,
    .on_event = on_event,
    .before_final = shape,
};

/* 0420/順序/順序の変更の禁止: without a shuffle, the setup's deck cards still there keep their
 * order. */
static int deck_order(inv_ctx *x, const json_t *setup, const json_t *state, const ly_run *run)
{
    inv_checked(x, "0420/順序/順序の変更の禁止");
    for (int p = 0; p < 2; p++) {
        if (run->shuffled[p])
            continue;
        const json_t *before = json_object_get(json_object_get(setup, players[p]), "deck");
        const json_t *after = json_object_get(json_object_get(state, players[p]), "deck");
        size_t k = 0;
        for (size_t i = 0; i < json_array_size(after); i++) {
            const char *id = json_string_value(json_array_get(after, i));
            bool original = false;
            for (size_t j = 0; id && j < json_array_size(before) && !original; j++)
                original = strcmp(id, json_string_value(json_array_get(before, j))) == 0;
            if (!original || ly_seen_moved(run, id))
                continue;
            while (k < json_array_size(before) &&
                   strcmp(json_string_value(json_array_get(before, k)), id) != 0)
                k++;
            if (k == json_array_size(before))
                return inv_broken(x, "0420/順序/順序の変更の禁止",
                                  "%s's deck shows %s out of its order, and no shuffle occurred",
                                  players[p], id);
        }
    }
    return 0;
}

/* 0502/判定#A: a deck at 0 cards ends the game at once, so a final state still going on has
 * none. */
static int deck_out(inv_ctx *x, const json_t *state)
{
    inv_checked(x, "0502/判定#A");
    const json_t *result = json_object_get(state, "result");
    for (int p = 0; p < 2 && (!result || json_is_null(result)); p++) {
        const json_t *deck = json_object_get(json_object_get(state, players[p]), "deck");
        if (json_is_array(deck) && json_array_size(deck) == 0)
            return inv_broken(x, "0502/判定#A", "%s's deck is empty and the game goes on",
                              players[p]);
    }
    return 0;
}

static void check(inv_ctx *x, const json_t *setup, const json_t *obs)
{
    const json_t *state = json_object_get(obs, "state");
    ly_run run;
    ly_run_init(&run);
    if (cons_check(x, &rules, setup, obs, &run) == 0 && json_object_get(state, "P1") &&
        deck_order(x, setup, state, &run) == 0 && deck_out(x, state) == 0 &&
        outcome_check(x, &outcome, state, run.lost) == 0)
        ly_view_check(x, state, &run);
    ly_run_free(&run);
}

const inv_game inv_game_lycee = {.check = check};
