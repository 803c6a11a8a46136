/* invariant_fusion_world.c — the fusion-world properties the judge checks on every run
 * (invariant.h), from the case's setup, the observed `move` events and the final state
 * (docs/engines/fusion-world.md):
 *
 *   3, 3-1-1  every card is in exactly one zone of one player: replayed from the setup through
 *            each `move` (which must start where the card is) and equal to the final state;
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
 *            a draw when both lost. */
#include "invariant.h"

#include <stdbool.h>
#include <stdio.h>
#include <string.h>

static const char *const players[] = {"P1", "P2"};
static const char *const listed_zones[] = {"deck", "hand", "life", "drop", "combo", "energy",
                                           "battle"};

typedef struct fw_places {
    const json_t *cards;   /* setup.cards */
    bool started;          /* the game began: the final state is past the pre-game */
    json_t *at;            /* card id -> "P1:hand", "removed" (replayed) */
    json_t *owner;         /* card id -> "P1" */
} fw_places;

static const json_t *card_of(const fw_places *p, const char *id)
{
    return json_object_get(p->cards, id);
}

static const char *card_type(const fw_places *p, const char *id)
{
    const char *t = json_string_value(json_object_get(card_of(p, id), "type"));
    return t ? t : "battle";
}

static bool has_combo_power(const fw_places *p, const char *id)
{
    return json_is_integer(json_object_get(card_of(p, id), "combo"));
}

static void place(fw_places *p, const char *id, const char *player, const char *zone)
{
    char where[64];
    snprintf(where, sizeof where, "%s:%s", player, zone);
    json_object_set_new(p->at, id, json_string(where));
    if (!json_object_get(p->owner, id)) {
        const char *o = json_string_value(json_object_get(card_of(p, id), "owner"));
        json_object_set_new(p->owner, id, json_string(o ? o : player));
    }
}

/* Where the setup puts every card; cards under another are in that card's zone (16-2-2-2). */
static void places_from_setup(fw_places *p, const json_t *setup)
{
    for (size_t i = 0; i < 2; i++) {
        const json_t *pl = json_object_get(setup, players[i]);
        const char *leader = json_string_value(json_object_get(pl, "leader"));
        if (leader)
            place(p, leader, players[i], "leader");
        for (size_t z = 0; z < sizeof listed_zones / sizeof *listed_zones; z++) {
            const json_t *ids = json_object_get(pl, listed_zones[z]);
            for (size_t k = 0; k < json_array_size(ids); k++) {
                const char *id = json_string_value(json_array_get(ids, k));
                if (id)
                    place(p, id, players[i], listed_zones[z]);
            }
        }
    }
    const char *top;
    const json_t *under;
    json_object_foreach((json_t *)json_object_get(setup, "under"), top, under) {
        const char *where = json_string_value(json_object_get(p->at, top));
        const char *colon = where ? strchr(where, ':') : NULL;
        if (!colon)
            continue;
        char player[8];
        snprintf(player, sizeof player, "%.*s", (int)(colon - where), where);
        for (size_t k = 0; k < json_array_size(under); k++) {
            const char *id = json_string_value(json_array_get(under, k));
            if (id)
                place(p, id, player, colon + 1);
        }
    }
}

static bool is_player_zone(const char *where, const char *zone)
{
    const char *colon = strchr(where, ':');
    return colon && strcmp(colon + 1, zone) == 0;
}

static bool owner_zone(const char *where)
{
    static const char *const owners_only[] = {"deck", "hand", "drop", "life", "energy"};
    for (size_t i = 0; i < sizeof owners_only / sizeof *owners_only; i++)
        if (is_player_zone(where, owners_only[i]))
            return true;
    return false;
}

/* Replay one `move`; -1 when it breaks a property. */
static int replay_move(inv_ctx *x, fw_places *p, const json_t *ev)
{
    const char *id = json_string_value(json_object_get(ev, "card"));
    const char *from = json_string_value(json_object_get(ev, "from"));
    const char *to = json_string_value(json_object_get(ev, "to"));
    long step = (long)json_integer_value(json_object_get(ev, "step"));
    if (!id || !from || !to)
        return inv_broken(x, "3-1-1", "a move event at step %ld lacks card, from or to", step);
    const char *at = json_string_value(json_object_get(p->at, id));
    if (!at)
        return inv_broken(x, "3-1-1", "step %ld moves %s, a card the setup does not have",
                          step, id);
    if (strcmp(at, from) != 0)
        return inv_broken(x, "3-1-1", "step %ld moves %s from %s, but it is in %s", step, id,
                          from, at);
    if (strcmp(card_type(p, id), "leader") == 0 && is_player_zone(from, "leader"))
        return inv_broken(x, "3-5-3", "step %ld moves the leader %s from %s to %s", step, id,
                          from, to);
    const char *owner = json_string_value(json_object_get(p->owner, id));
    if (owner_zone(to) && strncmp(to, owner, strlen(owner)) != 0)
        return inv_broken(x, "3-1-6-1", "step %ld puts %s into %s, but its owner is %s", step,
                          id, to, owner);
    if (is_player_zone(to, "combo") && !has_combo_power(p, id))
        return inv_broken(x, "5-6-2-1", "step %ld puts %s, which has no combo power, into %s",
                          step, id, to);
    if (is_player_zone(to, "combo") && strcmp(card_type(p, id), "battle") != 0)
        return inv_broken(x, "3-7-1", "step %ld puts %s, a %s card, into %s", step, id,
                          card_type(p, id), to);
    if (is_player_zone(to, "leader") && strcmp(card_type(p, id), "leader") == 0)
        return inv_broken(x, "3-5-1", "step %ld puts the leader %s into %s", step, id, to);
    json_object_set_new(p->at, id, json_string(to));
    return 0;
}

static int replay_moves(inv_ctx *x, fw_places *p, const json_t *events)
{
    inv_checked(x, "3");
    inv_checked(x, "3-1-1");
    inv_checked(x, "3-5-3");
    inv_checked(x, "3-7-1");
    inv_checked(x, "3-1-6-1");
    inv_checked(x, "5-6-2-1");
    for (size_t i = 0; i < json_array_size(events); i++) {
        const json_t *ev = json_array_get(events, i);
        const char *type = json_string_value(json_object_get(ev, "type"));
        if (type && strcmp(type, "move") == 0 && replay_move(x, p, ev) != 0)
            return -1;
    }
    return 0;
}

/* One card of the final state: it must be where the replay put it, and only once. */
static int final_card(inv_ctx *x, fw_places *p, json_t *seen, const json_t *idv,
                      const char *player, const char *zone)
{
    const char *id = json_string_value(idv);
    if (!id)
        return inv_broken(x, "3-1-1", "the state's %s %s lists a card that is not an id", player,
                          zone);
    char where[64];
    if (*player)
        snprintf(where, sizeof where, "%s:%s", player, zone);
    else
        snprintf(where, sizeof where, "%s", zone);
    if (json_object_get(seen, id))
        return inv_broken(x, "3-1-1", "the state shows %s twice (%s and %s)", id,
                          json_string_value(json_object_get(seen, id)), where);
    json_object_set_new(seen, id, json_string(where));
    const char *at = json_string_value(json_object_get(p->at, id));
    if (!at)
        return inv_broken(x, "3-1-1", "the state shows %s in %s, a card the setup does not have",
                          id, where);
    if (strcmp(at, where) != 0)
        return inv_broken(x, "3-1-1", "the state shows %s in %s, but the moves put it in %s", id,
                          where, at);
    if (strcmp(zone, "battle") == 0 && strcmp(card_type(p, id), "leader") == 0)
        return inv_broken(x, "3-6-1", "the leader %s is in %s", id, where);
    if (p->started && strcmp(zone, "leader") != 0 && strcmp(card_type(p, id), "leader") == 0)
        return inv_broken(x, "10-1-1", "the leader %s is in %s", id, where);
    return 0;
}

static int final_ids(inv_ctx *x, fw_places *p, json_t *seen, const json_t *ids,
                     const char *player, const char *zone)
{
    for (size_t k = 0; k < json_array_size(ids); k++)
        if (final_card(x, p, seen, json_array_get(ids, k), player, zone) != 0)
            return -1;
    return 0;
}

static bool negative(const json_t *v)
{
    return json_is_integer(v) && json_integer_value(v) < 0;
}

/* Leader, battle (with the cards under each), energy: objects with "card". */
static int final_objects(inv_ctx *x, fw_places *p, json_t *seen, const json_t *pl,
                         const char *player)
{
    const json_t *leader = json_object_get(pl, "leader");
    if (leader && final_card(x, p, seen, json_object_get(leader, "card"), player, "leader"))
        return -1;
    const json_t *battle = json_object_get(pl, "battle");
    for (size_t k = 0; k < json_array_size(battle); k++) {
        const json_t *b = json_array_get(battle, k);
        if (final_card(x, p, seen, json_object_get(b, "card"), player, "battle")
            || final_ids(x, p, seen, json_object_get(b, "under"), player, "battle"))
            return -1;
        if (negative(json_object_get(b, "ki")) || negative(json_object_get(b, "combo")))
            return inv_broken(x, "0-2-9", "%s in %s's battle area shows a negative 【気】 or "
                              "combo power", json_string_value(json_object_get(b, "card")),
                              player);
    }
    const json_t *energy = json_object_get(pl, "energy");
    for (size_t k = 0; k < json_array_size(energy); k++)
        if (final_card(x, p, seen, json_object_get(json_array_get(energy, k), "card"), player,
                       "energy"))
            return -1;
    if (negative(json_object_get(pl, "markers")))
        return inv_broken(x, "0-2-9", "%s has a negative number of energy markers", player);
    return 0;
}

/* The state names the two players (0-1-2), each with the leader the setup gave them (3-5-1). */
static int players_and_leaders(inv_ctx *x, const json_t *setup, const json_t *state)
{
    inv_checked(x, "0-1-2");
    inv_checked(x, "3-5-1");
    inv_checked(x, "10-1-1");
    const char *key;
    const json_t *v;
    json_object_foreach((json_t *)state, key, v)
        if (strcmp(key, "turn") != 0 && strcmp(key, "result") != 0 && strcmp(key, "P1") != 0
            && strcmp(key, "P2") != 0)
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

static int final_state(inv_ctx *x, fw_places *p, const json_t *state)
{
    inv_checked(x, "3-6-1");
    inv_checked(x, "0-2-9");
    json_t *seen = json_object();
    int rc = 0;
    static const char *const id_zones[] = {"deck", "hand", "life", "drop", "combo"};
    for (size_t i = 0; i < 2 && rc == 0; i++) {
        const json_t *pl = json_object_get(state, players[i]);
        rc = final_objects(x, p, seen, pl, players[i]);
        for (size_t z = 0; z < sizeof id_zones / sizeof *id_zones && rc == 0; z++)
            rc = final_ids(x, p, seen, json_object_get(pl, id_zones[z]), players[i],
                           id_zones[z]);
        const json_t *removed = json_object_get(pl, "removed");
        for (size_t k = 0; k < json_array_size(removed) && rc == 0; k++)
            rc = final_card(x, p, seen, json_array_get(removed, k), "", "removed");
    }
    const char *id;
    const json_t *at;
    if (rc == 0)
        json_object_foreach(p->at, id, at)
            if (!json_object_get(seen, id)) {
                rc = inv_broken(x, "3-1-1", "%s (in %s by the moves) is missing from the state",
                                id, json_string_value(at));
                break;
            }
    json_decref(seen);
    return rc;
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

static int result_agrees(inv_ctx *x, const json_t *state, const json_t *events)
{
    inv_checked(x, "0-1-3");
    bool lost[2] = {false, false};
    for (size_t i = 0; i < json_array_size(events); i++) {
        const json_t *ev = json_array_get(events, i);
        const char *type = json_string_value(json_object_get(ev, "type"));
        const char *who = json_string_value(json_object_get(ev, "player"));
        for (size_t k = 0; type && who && k < 2; k++)
            if (strcmp(type, "lose") == 0 && strcmp(who, players[k]) == 0)
                lost[k] = true;
    }
    const json_t *result = json_object_get(state, "result");
    if (json_is_null(result) || !result)
        return lost[0] || lost[1]
            ? inv_broken(x, "0-1-3", "a player lost and the game goes on") : 0;
    if (json_is_true(json_object_get(result, "draw")))
        return lost[0] && lost[1]
            ? 0 : inv_broken(x, "0-1-3", "a draw, but not every player lost");
    const char *winner = json_string_value(json_object_get(result, "winner"));
    int w = winner && strcmp(winner, "P1") == 0 ? 0 : winner && strcmp(winner, "P2") == 0 ? 1 : -1;
    if (w < 0 || lost[w] || !lost[1 - w])
        return inv_broken(x, "0-1-3", "the winner %s does not match the players who lost",
                          winner ? winner : "(none)");
    return 0;
}

void inv_fusion_world(inv_ctx *x, const json_t *setup, const json_t *obs)
{
    const json_t *state = json_object_get(obs, "state");
    const char *phase = json_string_value(
        json_object_get(json_object_get(state, "turn"), "phase"));
    fw_places p = {json_object_get(setup, "cards"), phase && strcmp(phase, "pregame") != 0,
                   json_object(), json_object()};
    const json_t *events = json_object_get(obs, "events");
    places_from_setup(&p, setup);
    if (replay_moves(x, &p, events) == 0 && json_object_get(state, "P1")) {
        if (players_and_leaders(x, setup, state) == 0 && final_state(x, &p, state) == 0
            && game_going_on(x, state, obs) == 0)
            result_agrees(x, state, events);
    }
    json_decref(p.at);
    json_decref(p.owner);
}
