/* invariants.c — the fusion-world properties the judge checks on every run (inv_game_fusion_world,
 * registered in games.def), from the case's setup, the observed `move` events and the final state
 * (docs/engines/fusion-world.md):
 *
 *   3, 3-1-1  every card is in exactly one zone of one player: card conservation, replayed from
 *            the setup through each `move` (conservation.h) with fusion-world's zones;
 *   0-1-2    the state names the two players P1 and P2 and nobody else;
 *   3-5-1, 10-1-1  each leader area holds its player's leader, and once the game began a leader
 *            is nowhere else (an illegal deck with a leader in it never starts a game);
 *   3-5-3    a leader never leaves the leader area;
 *   3-7-1    only battle cards are put into a combo area;
 *   3-1-6-1  a card sent to a deck, hand, drop, life or energy area goes to its owner's;
 *   5-6-2-1  a card without combo power is never put into a combo area;
 *   3-6-1    the battle area holds battle cards and extra cards only;
 *   14-2-2-1, 14-2-2-2  a game still going on has no player with 0 life or 0 deck cards;
 *   14-4-2   outside a battle, at the main phase's free timing, the combo areas are empty;
 *   0-2-9    energy markers, 【気】 and combo power are never negative;
 *   0-1-3    the result agrees with the `lose` events: the winner did not lose, the other did;
 *            a draw when both lost;
 * and, on a final state that carries a `view`, the visibility properties (view.c). */
#include "fusion_world.h"
#include "oracle/games/conservation.h"
#include "oracle/games/outcome.h"

#include <stdbool.h>
#include <string.h>

static const char *const players[] = {"P1", "P2"};

/* The zones as the setup and the state write them, in the order the state is checked. */
enum { Z_LEADER, Z_BATTLE, Z_ENERGY, Z_DECK, Z_HAND, Z_LIFE, Z_DROP, Z_COMBO, NZ };
static const cons_zone zones[NZ] = {
    [Z_LEADER] = {"leader", CONS_ONE, CONS_ONE},
    [Z_BATTLE] = {"battle", CONS_IDS, CONS_CARDS},
    [Z_ENERGY] = {"energy", CONS_IDS, CONS_CARDS},
    [Z_DECK] = {"deck", CONS_IDS, CONS_IDS},
    [Z_HAND] = {"hand", CONS_IDS, CONS_IDS},
    [Z_LIFE] = {"life", CONS_IDS, CONS_IDS},
    [Z_DROP] = {"drop", CONS_IDS, CONS_IDS},
    [Z_COMBO] = {"combo", CONS_IDS, CONS_CARDS},
};

/* A card's kind, read once from the setup. */
enum { F_LEADER = 1u << 0, F_BATTLE = 1u << 1, F_COMBO_POWER = 1u << 2 };

/* What the checks of one run share: whether the game began, and the players a `lose` event
 * named (read on the replay's walk of the events). */
typedef struct fw_run {
    bool started;
    bool lost[2];
} fw_run;

static const outcome_rules outcome = {.players = players, .nplayers = 2, .clause = "0-1-3",
                                       .draw_clause = "0-1-3"};

static void on_event(const json_t *ev, const char *type, void *ctx)
{
    outcome_note(&outcome, ev, type, ((fw_run *)ctx)->lost);
}

static unsigned classify(const json_t *info)
{
    const char *type = json_string_value(json_object_get(info, "type"));
    unsigned f = 0;
    if (type && strcmp(type, "leader") == 0)
        f |= F_LEADER;
    if (!type || strcmp(type, "battle") == 0)
        f |= F_BATTLE;
    if (json_is_integer(json_object_get(info, "combo")))
        f |= F_COMBO_POWER;
    return f;
}

/* A move's own properties: the leader stays (3-5-3), cards go to their owner's zones (3-1-6-1),
 * only battle cards with combo power go to a combo area (5-6-2-1, 3-7-1), a leader never
 * arrives in a leader area (3-5-1). */
static int on_move(inv_ctx *x, const cons_rules *r, cons_card *c, cons_place from,
                   cons_place to, long step, void *ctx)
{
    (void)ctx;
    char from_s[64], to_s[64];
    cons_place_name(r, from, from_s, sizeof from_s);
    cons_place_name(r, to, to_s, sizeof to_s);
    int zone = cons_zone_of(r, to);
    if ((c->flags & F_LEADER) && cons_zone_of(r, from) == Z_LEADER)
        return inv_broken(x, "3-5-3", "step %ld moves the leader %s from %s to %s", step, c->id,
                          from_s, to_s);
    bool owners_only = zone >= 0 && zone != Z_COMBO && zone != Z_BATTLE && zone != Z_LEADER;
    if (owners_only && cons_player_of(r, to) != cons_owner(r, c))
        return inv_broken(x, "3-1-6-1", "step %ld puts %s into %s, but its owner is %s", step,
                          c->id, to_s, players[c->owner]);
    if (zone == Z_COMBO && !(c->flags & F_COMBO_POWER))
        return inv_broken(x, "5-6-2-1", "step %ld puts %s, which has no combo power, into %s",
                          step, c->id, to_s);
    if (zone == Z_COMBO && !(c->flags & F_BATTLE))
        return inv_broken(x, "3-7-1", "step %ld puts %s, not a battle card, into %s", step,
                          c->id, to_s);
    if (zone == Z_LEADER && (c->flags & F_LEADER))
        return inv_broken(x, "3-5-1", "step %ld puts the leader %s into %s", step, c->id, to_s);
    return 0;
}

/* A leader in the final state is in its leader area once the game began (10-1-1), never in a
 * battle area (3-6-1). */
static int on_final(inv_ctx *x, const cons_rules *r, cons_card *c, cons_place at, void *ctx)
{
    const fw_run *run = ctx;
    if (!(c->flags & F_LEADER))
        return 0;
    char where[64];
    cons_place_name(r, at, where, sizeof where);
    if (cons_zone_of(r, at) == Z_BATTLE)
        return inv_broken(x, "3-6-1", "the leader %s is in %s", c->id, where);
    if (run->started && cons_zone_of(r, at) != Z_LEADER)
        return inv_broken(x, "10-1-1", "the leader %s is in %s", c->id, where);
    return 0;
}

static bool negative(const json_t *v)
{
    return json_is_integer(v) && json_integer_value(v) < 0;
}

/* Energy markers, 【気】 and combo power are never negative (0-2-9). */
static int never_negative(inv_ctx *x, const json_t *state)
{
    static const char *const areas[] = {"battle", "combo"};
    for (int i = 0; i < 2; i++) {
        const json_t *pl = json_object_get(state, players[i]);
        for (size_t a = 0; a < 2; a++) {
            const json_t *area = json_object_get(pl, areas[a]);
            for (size_t k = 0; k < json_array_size(area); k++) {
                const json_t *b = json_array_get(area, k);
                if (negative(json_object_get(b, "ki")) || negative(json_object_get(b, "combo")))
                    return inv_broken(x, "0-2-9", "%s in %s's %s area shows a negative 【気】 or "
                                      "combo power",
                                      json_string_value(json_object_get(b, "card")), players[i],
                                      areas[a]);
            }
        }
        if (negative(json_object_get(pl, "markers")))
            return inv_broken(x, "0-2-9", "%s has a negative number of energy markers",
                              players[i]);
    }
    return 0;
}

/* The state names the two players (0-1-2), each with the leader the setup gave them (3-5-1). */
static int players_and_leaders(inv_ctx *x, const json_t *setup, const json_t *state, void *ctx)
{
    (void)ctx;
    inv_checked(x, "3-6-1");   /* the final state's own checks, of conservation's walk of it */
    inv_checked(x, "0-2-9");
    inv_checked(x, "0-1-2");
    inv_checked(x, "3-5-1");
    inv_checked(x, "10-1-1");
    const char *key;
    const json_t *v;
    json_object_foreach((json_t *)state, key, v)
        if (strcmp(key, "turn") != 0 && strcmp(key, "result") != 0 && strcmp(key, "P1") != 0
            && strcmp(key, "P2") != 0 && strcmp(key, "view") != 0)
            return inv_broken(x, "0-1-2", "the state has \"%s\" beside the players P1 and P2",
                              key);
    for (size_t i = 0; i < 2; i++) {
        const char *want = json_string_value(
            json_object_get(json_object_get(setup, players[i]), "leader"));
        const char *got = json_string_value(
            json_object_get(json_object_get(json_object_get(state, players[i]), "leader"),
                            "card"));
        if (want && (!got || strcmp(want, got) != 0))
            return inv_broken(x, "3-5-1", "%s's leader area shows %s, not its leader %s",
                              players[i], got ? got : "no card", want);
    }
    return 0;
}

static size_t zone_size(const json_t *state, const char *player, const char *zone)
{
    return json_array_size(json_object_get(json_object_get(state, player), zone));
}

/* Defeat is checked at once (14-2 is interrupt-type), illegal combos at every check point. */
static int game_going_on(inv_ctx *x, const json_t *state, const json_t *obs)
{
    inv_checked(x, "14-2-2-1");
    inv_checked(x, "14-2-2-2");
    inv_checked(x, "14-4-2");
    const json_t *turn = json_object_get(state, "turn");
    const char *phase = json_string_value(json_object_get(turn, "phase"));
    if (!json_is_null(json_object_get(state, "result")) || !phase || strcmp(phase, "pregame") == 0)
        return 0;
    for (size_t i = 0; i < 2; i++) {
        if (zone_size(state, players[i], "life") == 0)
            return inv_broken(x, "14-2-2-1", "%s has no life cards and the game goes on",
                              players[i]);
        if (zone_size(state, players[i], "deck") == 0)
            return inv_broken(x, "14-2-2-2", "%s has no deck cards and the game goes on",
                              players[i]);
    }
    bool at_main_free_timing = strcmp(phase, "main") == 0
        && json_is_null(json_object_get(turn, "step")) && !json_object_get(obs, "pending");
    for (size_t i = 0; i < 2 && at_main_free_timing; i++)
        if (zone_size(state, players[i], "combo") > 0)
            return inv_broken(x, "14-4-2", "%s's combo area holds cards outside a battle",
                              players[i]);
    return 0;
}

static const char *const replay_clauses[] = {"3", "3-5-3", "3-7-1", "3-1-6-1", "5-6-2-1", NULL};

static const cons_rules rules = {
    .players = players, .nplayers = 2,
    .zones = zones, .nzones = NZ,
    .unowned = "removed",
    .clause = "3-1-1",
    .also = replay_clauses,
    .classify = classify,
    .on_move = on_move,
    .on_event = on_event,
    .before_final = players_and_leaders,
    .on_final = on_final,
};

static void check(inv_ctx *x, const json_t *setup, const json_t *obs)
{
    const json_t *state = json_object_get(obs, "state");
    const char *phase = json_string_value(
        json_object_get(json_object_get(state, "turn"), "phase"));
    fw_run run = {.started = phase && strcmp(phase, "pregame") != 0};
    if (cons_check(x, &rules, setup, obs, &run) != 0 || !json_object_get(state, "P1"))
        return;
    if (never_negative(x, state) == 0 && game_going_on(x, state, obs) == 0 && outcome_check(x, &outcome, state, run.lost) == 0)
        fw_view_check(x, state);
}

const inv_game inv_game_fusion_world = {.check = check};
