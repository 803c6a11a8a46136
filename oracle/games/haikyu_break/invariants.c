/* invariants.c — the haikyu-break properties the judge checks on every run (inv_game_haikyu_break,
 * registered in games.def), from the case's setup, the observed events and the final state
 * (docs/engines/haikyu-break.md, "Invariants"):
 *
 *   3-1-1    every card is in exactly one of the ten zones of one player: card conservation,
 *            replayed from the setup through each `move` (conservation.h), the court's guts in
 *            their character's area;
 *   0-1-2    the state names the two players P1 and P2 and nothing else beside the turn, the
 *            result and the view;
 *   0-1-3    the result agrees with the `lose` events: the winner did not lose, the other did; a
 *            draw when both lost; nobody lost while the game goes on;
 *   0-1-3-1  a player who declares lost with no set card (its set area replayed through the
 *            moves) loses at once: the next event is its `lose` (or a replacement of it), and
 *            nothing but losses and the game's end follows; a run that stops at the choice of
 *            which replacement applies to that `lose` has not lost yet, and does not go on;
 *   1-3-2-2  no card appears in an area whose parameter it has as 「-」;
 * and, on a final state that carries a `view`, the visibility properties (view.c). */
#include "haikyu_break.h"
#include "oracle/games/conservation.h"
#include "oracle/games/outcome.h"

#include <stdbool.h>
#include <stdio.h>
#include <string.h>

static const char *const players[] = {"P1", "P2"};

enum { Z_DECK, Z_SET, Z_HAND, Z_DROP, Z_SERVE, Z_BLOCK, Z_RECEIVE, Z_TOSS, Z_ATTACK, Z_EVENT, NZ };
static const cons_zone zones[NZ] = {
    [Z_DECK] = {"deck", CONS_IDS, CONS_IDS},
    [Z_SET] = {"set", CONS_IDS, CONS_IDS},
    [Z_HAND] = {"hand", CONS_IDS, CONS_IDS},
    [Z_DROP] = {"drop", CONS_IDS, CONS_IDS},
    [Z_SERVE] = {"serve", CONS_ONE, CONS_CARDS},
    [Z_BLOCK] = {"block", CONS_ONE, CONS_CARDS},
    [Z_RECEIVE] = {"receive", CONS_ONE, CONS_CARDS},
    [Z_TOSS] = {"toss", CONS_ONE, CONS_CARDS},
    [Z_ATTACK] = {"attack", CONS_ONE, CONS_CARDS},
    [Z_EVENT] = {"event", CONS_IDS, CONS_IDS},
};

/* 0-1-3: the winner is the player who did not lose; the text names no draw, a loss of both is
 * one (docs/engines/haikyu-break.md, "result"). */
static const outcome_rules outcome = {
    .players = players, .nplayers = 2, .clause = "0-1-3", .draw_clause = "0-1-3",
};

/* What the checks of one run share, read on the replay's walk of the events. */
typedef struct hb_inv_run {
    long sets[2];            /* each set area's cards, replayed */
    int defeated;            /* a player who declared lost with no set card, -1 */
    bool lost[2];            /* the players a `lose` event named */
    char broken[160];        /* what broke 0-1-3-1, "" */
} hb_inv_run;

static int player_index(const char *name)
{
    for (int p = 0; name && p < 2; p++)
        if (strcmp(name, players[p]) == 0)
            return p;
    return -1;
}

/* A move: the set areas counted; after a defeating lost, no move. */
static int on_move(inv_ctx *x, const cons_rules *r, cons_card *c, cons_place from,
                   cons_place to, long step, void *ctx)
{
    hb_inv_run *run = ctx;
    (void)x;
    if (run->defeated >= 0 && !run->broken[0])
        snprintf(run->broken, sizeof run->broken, "step %ld moves %s after %s declared lost "
                 "with no set card", step, c->id, players[run->defeated]);
    if (cons_zone_of(r, from) == Z_SET)
        run->sets[cons_player_of(r, from)]--;
    if (cons_zone_of(r, to) == Z_SET)
        run->sets[cons_player_of(r, to)]++;
    return 0;
}

static void on_event(const json_t *ev, const char *type, void *ctx)
{
    hb_inv_run *run = ctx;
    int p = player_index(json_string_value(json_object_get(ev, "player")));
    if (strcmp(type, "lose") == 0) {
        outcome_note(&outcome, ev, type, run->lost);
        if (p == run->defeated)
            run->defeated = -1;            /* it lost, at once */
        return;
    }
    if (run->defeated >= 0) {
        const char *what = json_string_value(json_object_get(ev, "event"));
        if (strcmp(type, "replace") == 0 && what && strcmp(what, "lose") == 0) {
            run->defeated = -1;            /* the loss replaced */
            return;
        }
        if (strcmp(type, "game-end") != 0 && !run->broken[0])
            snprintf(run->broken, sizeof run->broken, "a %s event follows %s's lost with no "
                     "set card", type, players[run->defeated]);
        return;
    }
    if (strcmp(type, "lost") == 0 && p >= 0 && run->sets[p] == 0)
        run->defeated = p;
}

/* The state names the two players (0-1-2). */
static int players_only(inv_ctx *x, const json_t *setup, const json_t *state, void *ctx)
{
    (void)setup;
    (void)ctx;
    inv_checked(x, "0-1-2");
    const char *key;
    const json_t *v;
    json_object_foreach((json_t *)state, key, v)
        if (strcmp(key, "turn") != 0 && strcmp(key, "result") != 0 && strcmp(key, "P1") != 0 &&
            strcmp(key, "P2") != 0 && strcmp(key, "view") != 0)
            return inv_broken(x, "0-1-2", "the state has \"%s\" beside the players P1 and P2",
                              key);
    return 0;
}

/* 1-3-2-2: no appear event shows a card in an area whose parameter it has as 「-」. */
static int appearances(inv_ctx *x, const json_t *setup, const json_t *events)
{
    inv_checked(x, "1-3-2-2");
    const json_t *cards = json_object_get(setup, "cards");
    for (size_t i = 0; i < json_array_size(events); i++) {
        const json_t *ev = json_array_get(events, i);
        const char *type = json_string_value(json_object_get(ev, "type"));
        if (!type || strcmp(type, "appear") != 0)
            continue;
        const char *card = json_string_value(json_object_get(ev, "card"));
        const char *area = json_string_value(json_object_get(ev, "area"));
        const json_t *param = area ? json_object_get(json_object_get(cards, card ? card : ""),
                                                     area) : NULL;
        if (json_is_string(param) && strcmp(json_string_value(param), "-") == 0)
            return inv_broken(x, "1-3-2-2", "step %lld: %s appears in the %s area, its %s "
                              "point being 「-」",
                              (long long)json_integer_value(json_object_get(ev, "step")), card,
                              area, area);
    }
    return 0;
}

static const cons_rules rules = {
    .players = players, .nplayers = 2,
    .zones = zones, .nzones = NZ,
    .clause = "3-1-1",
    .on_move = on_move,
    .on_event = on_event,
    .before_final = players_only,
};

/* The run stopped at a choice of which replacement applies (the `lose` of a defeating lost
 * waits for it, 8-5-1). */
static bool waits_for_replacement(const json_t *obs)
{
    const char *what = json_string_value(json_object_get(json_object_get(obs, "pending"), "for"));
    return what && strcmp(what, "replace") == 0;
}

static void check(inv_ctx *x, const json_t *setup, const json_t *obs)
{
    const json_t *state = json_object_get(obs, "state");
    hb_inv_run run = {.defeated = -1};
    for (int p = 0; p < 2; p++)
        run.sets[p] = (long)json_array_size(
            json_object_get(json_object_get(setup, players[p]), "set"));
    inv_checked(x, "0-1-3-1");
    if (cons_check(x, &rules, setup, obs, &run) != 0)
        return;
    if (run.broken[0]) {
        inv_broken(x, "0-1-3-1", "%s", run.broken);
        return;
    }
    if (run.defeated >= 0 && json_is_null(json_object_get(state, "result"))
        && !waits_for_replacement(obs)) {
        inv_broken(x, "0-1-3-1", "%s declared lost with no set card and the game goes on",
                   players[run.defeated]);
        return;
    }
    if (appearances(x, setup, json_object_get(obs, "events")) != 0 ||
        !json_object_get(state, "P1") || outcome_check(x, &outcome, state, run.lost) != 0)
        return;
    if (!json_object_get(obs, "pending"))
        hb_view_check(x, state);
}

const inv_game inv_game_haikyu_break = {.check = check};
