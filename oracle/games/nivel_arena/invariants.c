/* invariants.c — the nivel-arena properties the judge checks on every run (inv_game_nivel_arena,
 * registered in games.def), from the case's setup, the observed `move` events and the final state
 * (docs/engines/nivel-arena.md, "Invariants"):
 *
 *   3.1.1    every card is in exactly one zone of one player: card conservation, replayed from
 *            the setup through each `move` (conservation.h) with nivel-arena's zones;
 *   3.3.4    the leader never leaves the level zone;
 *   2.2.3 … 2.2.6  only a leader is in a level zone, only unit cards (and the items under them)
 *            in unit zones, only skill cards in a skill zone;
 *   1.1.1    the state names the two players P1 and P2 and nobody else;
 *   3.1.3    each player has three unit zones and one of every other zone, a unit zone holding
 *            at most one unit;
 *   1.3.7, 4.6.3  no observed power, hit or size is negative; a leader level is 1 to 10;
 *   6.1.3    a game going on has one turn player;
 *   3.7.3    a game going on (no choice pending) has no player with 10 damage cards;
 *   1.2.1, 1.2.3  the result agrees with the `lose` events: the winner did not lose, the other
 *            did; a draw when both lost;
 * and, on a final state that carries a `view`, the visibility properties (view.c). */
#include "nivel_arena.h"
#include "oracle/games/conservation.h"
#include "oracle/games/outcome.h"

#include <stdbool.h>
#include <string.h>

static const char *const players[] = {"P1", "P2"};

enum { Z_LEADER, Z_UNIT1, Z_UNIT2, Z_UNIT3, Z_SKILL, Z_DAMAGE, Z_TRASH, Z_HAND, Z_DECK, NZ };
static const cons_zone zones[NZ] = {
    [Z_LEADER] = {"leader", CONS_ONE, CONS_ONE},
    [Z_UNIT1] = {"unit1", CONS_ONE, CONS_CARDS},
    [Z_UNIT2] = {"unit2", CONS_ONE, CONS_CARDS},
    [Z_UNIT3] = {"unit3", CONS_ONE, CONS_CARDS},
    [Z_SKILL] = {"skill", CONS_IDS, CONS_IDS},
    [Z_DAMAGE] = {"damage", CONS_IDS, CONS_IDS},
    [Z_TRASH] = {"trash", CONS_IDS, CONS_IDS},
    [Z_HAND] = {"hand", CONS_IDS, CONS_IDS},
    [Z_DECK] = {"deck", CONS_IDS, CONS_IDS},
};

enum { F_LEADER = 1u << 0, F_UNIT = 1u << 1, F_SKILL = 1u << 2, F_ITEM = 1u << 3 };

typedef struct na_run {
    bool lost[2];
} na_run;

static unsigned classify(const json_t *info)
{
    const char *type = json_string_value(json_object_get(info, "type"));
    if (!type || strcmp(type, "unit") == 0)
        return F_UNIT;
    return strcmp(type, "leader") == 0 ? F_LEADER : strcmp(type, "skill") == 0 ? F_SKILL
        : strcmp(type, "item") == 0 ? F_ITEM : 0;
}

static int on_move(inv_ctx *x, const cons_rules *r, cons_card *c, cons_place from,
                   cons_place to, long step, void *ctx)
{
    (void)ctx;
    char from_s[64], to_s[64];
    cons_place_name(r, from, from_s, sizeof from_s);
    cons_place_name(r, to, to_s, sizeof to_s);
    int zone = cons_zone_of(r, to);
    if (c->flags & F_LEADER)
        return inv_broken(x, "3.3.4", "step %ld moves the leader %s from %s to %s", step, c->id,
                          from_s, to_s);
    if (zone == Z_LEADER)
        return inv_broken(x, "2.2.3", "step %ld puts %s, not a leader, into %s", step, c->id,
                          to_s);
    if (zone >= Z_UNIT1 && zone <= Z_UNIT3 && !(c->flags & (F_UNIT | F_ITEM)))
        return inv_broken(x, "2.2.4", "step %ld puts %s, neither a unit nor an item, into %s",
                          step, c->id, to_s);
    if (zone == Z_SKILL && !(c->flags & F_SKILL))
        return inv_broken(x, "2.2.5", "step %ld puts %s, not a skill card, into %s", step, c->id,
                          to_s);
    return 0;
}

static const outcome_rules outcome = {.players = players, .nplayers = 2, .clause = "1.2.1",
                                       .draw_clause = "1.2.3"};

static void on_event(const json_t *ev, const char *type, void *ctx)
{
    outcome_note(&outcome, ev, type, ((na_run *)ctx)->lost);
}

static int on_final(inv_ctx *x, const cons_rules *r, cons_card *c, cons_place at, void *ctx)
{
    (void)ctx;
    char where[64];
    cons_place_name(r, at, where, sizeof where);
    if ((c->flags & F_LEADER) && cons_zone_of(r, at) != Z_LEADER)
        return inv_broken(x, "3.3.4", "the leader %s is in %s", c->id, where);
    return 0;
}

static bool negative(const json_t *v)
{
    return json_is_integer(v) && json_integer_value(v) < 0;
}

/* A unit zone of the final state: at most one unit, an item only under it (2.2.6). */
static int unit_zone(inv_ctx *x, const json_t *setup, const json_t *z, const char *p,
                     const char *name)
{
    if (!json_is_array(z) || json_array_size(z) > 1)
        return inv_broken(x, "3.1.3", "%s:%s is not a unit zone of at most one unit", p, name);
    const json_t *u = json_array_get(z, 0);
    if (!u)
        return 0;
    const char *id = json_string_value(json_object_get(u, "card"));
    const json_t *info = json_object_get(json_object_get(setup, "cards"), id ? id : "");
    if (classify(info) & F_ITEM)
        return inv_broken(x, "2.2.6", "the item %s stands in %s:%s without a unit", id, p, name);
    if (negative(json_object_get(u, "power")) || negative(json_object_get(u, "hit")))
        return inv_broken(x, "1.3.7", "%s in %s:%s shows a negative power or hit", id, p, name);
    return 0;
}

static int shape(inv_ctx *x, const json_t *setup, const json_t *state, void *ctx)
{
    (void)ctx;
    static const char *const checked[] = {"1.1.1", "3.1.3", "1.3.7", "4.6.3", "2.2.3", "2.2.4",
                                          "2.2.5", "2.2.6"};
    for (size_t i = 0; i < sizeof checked / sizeof *checked; i++)
        inv_checked(x, checked[i]);
    const char *key;
    const json_t *v;
    json_object_foreach((json_t *)state, key, v)
        if (strcmp(key, "turn") != 0 && strcmp(key, "result") != 0 && strcmp(key, "P1") != 0
            && strcmp(key, "P2") != 0 && strcmp(key, "view") != 0)
            return inv_broken(x, "1.1.1", "the state has \"%s\" beside the players P1 and P2",
                              key);
    static const char *const pkeys[] = {"leader", "size", "deck", "hand", "trash", "damage",
                                        "skill", "unit1", "unit2", "unit3"};
    for (int i = 0; i < 2; i++) {
        const json_t *pl = json_object_get(state, players[i]);
        if (!json_is_object(pl) || json_object_size(pl) != sizeof pkeys / sizeof *pkeys)
            return inv_broken(x, "3.1.3", "%s's zones are not the game's", players[i]);
        for (size_t k = 0; k < sizeof pkeys / sizeof *pkeys; k++)
            if (!json_object_get(pl, pkeys[k]))
                return inv_broken(x, "3.1.3", "%s has no %s", players[i], pkeys[k]);
        for (int u = 1; u <= 3; u++) {
            char name[8] = "unit0";
            name[4] = (char)('0' + u);
            if (unit_zone(x, setup, json_object_get(pl, name), players[i], name) != 0)
                return -1;
        }
        const json_t *level = json_object_get(json_object_get(pl, "leader"), "level");
        if (!json_is_integer(level) || json_integer_value(level) < 1
            || json_integer_value(level) > 10)
            return inv_broken(x, "4.6.3", "%s's leader level is not 1 to 10", players[i]);
        if (negative(json_object_get(pl, "size")))
            return inv_broken(x, "1.3.7", "%s's size is negative", players[i]);
    }
    return 0;
}

static int game_going_on(inv_ctx *x, const json_t *state, const json_t *obs)
{
    inv_checked(x, "3.7.3");
    inv_checked(x, "6.1.3");
    const json_t *turn = json_object_get(state, "turn");
    const char *phase = json_string_value(json_object_get(turn, "phase"));
    if (!json_is_null(json_object_get(state, "result")) || !phase || strcmp(phase, "pregame") == 0)
        return 0;
    const char *tp = json_string_value(json_object_get(turn, "player"));
    if (!tp || (strcmp(tp, "P1") != 0 && strcmp(tp, "P2") != 0))
        return inv_broken(x, "6.1.3", "the game goes on without one turn player");
    if (json_object_get(obs, "pending"))
        return 0;
    for (size_t i = 0; i < 2; i++)
        if (json_array_size(json_object_get(json_object_get(state, players[i]), "damage")) >= 10)
            return inv_broken(x, "3.7.3", "%s has 10 damage cards and the game goes on",
                              players[i]);
    return 0;
}

static const char *const replay_clauses[] = {"3.3.4", NULL};

static const cons_rules rules = {
    .players = players, .nplayers = 2,
    .zones = zones, .nzones = NZ,
    .unowned = NULL,
    .clause = "3.1.1",
    .also = replay_clauses,
    .classify = classify,
    .on_move = on_move,
    .on_event = on_event,
    .before_final = shape,
    .on_final = on_final,
};

static void check(inv_ctx *x, const json_t *setup, const json_t *obs)
{
    const json_t *state = json_object_get(obs, "state");
    na_run run = {{false, false}};
    if (cons_check(x, &rules, setup, obs, &run) != 0 || !json_object_get(state, "P1"))
        return;
    if (game_going_on(x, state, obs) == 0 && outcome_check(x, &outcome, state, run.lost) == 0)
        na_view_check(x, state);
}

const inv_game inv_game_nivel_arena = {.check = check};
