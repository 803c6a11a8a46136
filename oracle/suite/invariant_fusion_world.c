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
 *            a draw when both lost;
 * and, on a final state that carries a `view`, the visibility properties (invariant_fw_view.c). */
#include "invariant.h"
#include "util/jmember.h"

#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char *const players[] = {"P1", "P2"};

/* A place is a zone of a player, coded player * NZ + zone, or REMOVED (in no zone, 13-9). */
enum { Z_DECK, Z_HAND, Z_LIFE, Z_DROP, Z_COMBO, Z_ENERGY, Z_BATTLE, Z_LEADER, NZ };
static const char *const zone_names[NZ] = {"deck", "hand", "life", "drop", "combo", "energy",
                                           "battle", "leader"};
#define REMOVED (2 * NZ)

/* One card of the setup: where the replay has it, its owner, what the checks need of it. Its
 * owner and combo power are read from the setup when a move first asks for them. */
typedef struct fw_card {
    const char *id;        /* borrowed from the setup; NULL: an empty slot */
    const json_t *card;    /* setup.cards[id], or NULL */
    int8_t at, seen_at;    /* places; seen_at -1 until the final state shows the card */
    int8_t owner;          /* 0 or 1; -1 until read */
    int8_t first_player;   /* the player whose zone the setup first puts it in */
    bool leader, battle;
} fw_card;

enum { FW_LOCAL_SLOTS = 256 };  /* most setups have fewer than 128 cards: no allocation */

typedef struct fw_places {
    const json_t *cards;   /* setup.cards */
    bool started;          /* the game began: the final state is past the pre-game */
    fw_card *slot;         /* open addressing by the id's hash */
    size_t cap;            /* a power of two, at least twice the cards */
    size_t n;              /* the slots in use: never more than half */
    size_t n_seen;         /* the cards the final state showed (seen_at set) */
} fw_places;

static void place_name(int at, char *buf, size_t n)
{
    if (at == REMOVED)
        snprintf(buf, n, "removed");
    else if (at >= 0 && at < REMOVED)
        snprintf(buf, n, "%s:%s", players[at / NZ], zone_names[at % NZ]);
    else
        snprintf(buf, n, "nowhere");
}

/* "P2:life" or "removed" as a place; -1 for anything else. */
static int place_parse(const char *s)
{
    if (strcmp(s, "removed") == 0)
        return REMOVED;
    if (s[0] != 'P' || (s[1] != '1' && s[1] != '2') || s[2] != ':')
        return -1;
    for (int z = 0; z < NZ; z++)
        if (strcmp(s + 3, zone_names[z]) == 0)
            return (s[1] - '1') * NZ + z;
    return -1;
}

static fw_card *find(fw_places *p, const char *id)
{
    uint32_t h = 2166136261u;
    for (const unsigned char *c = (const unsigned char *)id; *c; c++)
        h = (h ^ *c) * 16777619u;
    for (size_t i = h & (p->cap - 1);; i = (i + 1) & (p->cap - 1))
        if (!p->slot[i].id || strcmp(p->slot[i].id, id) == 0)
            return &p->slot[i];
}

static const fw_card *known(fw_places *p, const char *id)
{
    const fw_card *c = find(p, id);
    return c->id ? c : NULL;
}

static void place(fw_places *p, const char *id, int player, int zone)
{
    fw_card *c = find(p, id);
    if (!c->id) {
        if (2 * (p->n + 1) > p->cap)
            return;  /* more ids in the zones than cards: the implementation refuses the case */
        p->n++;
        const json_t *card = json_object_get(p->cards, id);
        jm_cursor members;   /* most cards of a setup are {}; a card's type often comes first */
        jm_start(&members, card);
        const char *type = json_string_value(jm_get(&members, "type"));
        *c = (fw_card){.id = id, .card = card, .seen_at = -1, .owner = -1,
                       .first_player = (int8_t)player,
                       .leader = type && strcmp(type, "leader") == 0,
                       .battle = !type || strcmp(type, "battle") == 0};
    }
    c->at = (int8_t)(player * NZ + zone);
}

/* The card's owner as the setup gives it, else the player whose zone the setup put it in. */
static int owner_of(fw_card *c)
{
    if (c->owner < 0) {
        const char *owner = json_string_value(json_object_get(c->card, "owner"));
        c->owner = (int8_t)(owner && strcmp(owner, "P2") == 0 ? 1
                            : owner && strcmp(owner, "P1") == 0 ? 0 : c->first_player);
    }
    return c->owner;
}

static bool has_combo_power(const fw_card *c)
{
    return json_is_integer(json_object_get(c->card, "combo"));
}

/* Where the setup puts every card; cards under another are in that card's zone (16-2-2-2). */
static void places_from_setup(fw_places *p, const json_t *setup)
{
    for (int i = 0; i < 2; i++) {
        const json_t *pl = json_object_get(setup, players[i]);
        const char *leader = json_string_value(json_object_get(pl, "leader"));
        if (leader)
            place(p, leader, i, Z_LEADER);
        for (int z = 0; z < Z_LEADER; z++) {
            const json_t *ids = json_object_get(pl, zone_names[z]);
            for (size_t k = 0; k < json_array_size(ids); k++) {
                const char *id = json_string_value(json_array_get(ids, k));
                if (id)
                    place(p, id, i, z);
            }
        }
    }
    const char *top;
    const json_t *under;
    json_object_foreach((json_t *)json_object_get(setup, "under"), top, under) {
        const fw_card *t = known(p, top);
        if (!t || t->at >= REMOVED)
            continue;
        int at = t->at;
        for (size_t k = 0; k < json_array_size(under); k++) {
            const char *id = json_string_value(json_array_get(under, k));
            if (id)
                place(p, id, at / NZ, at % NZ);
        }
    }
}

static bool is_zone(int at, int zone)
{
    return at >= 0 && at < REMOVED && at % NZ == zone;
}

/* Replay one `move`; -1 when it breaks a property. */
static int replay_move(inv_ctx *x, fw_places *p, const json_t *ev)
{
    const char *id = json_string_value(json_object_get(ev, "card"));
    const char *from_s = json_string_value(json_object_get(ev, "from"));
    const char *to_s = json_string_value(json_object_get(ev, "to"));
    long step = (long)json_integer_value(json_object_get(ev, "step"));
    if (!id || !from_s || !to_s)
        return inv_broken(x, "3-1-1", "a move event at step %ld lacks card, from or to", step);
    int from = place_parse(from_s), to = place_parse(to_s);
    if (from < 0 || to < 0)
        return inv_broken(x, "3-1-1", "step %ld moves %s from %s to %s, not places of the game",
                          step, id, from_s, to_s);
    fw_card *c = find(p, id);
    if (!c->id)
        return inv_broken(x, "3-1-1", "step %ld moves %s, a card the setup does not have",
                          step, id);
    if (c->at != from) {
        char at[32];
        place_name(c->at, at, sizeof at);
        return inv_broken(x, "3-1-1", "step %ld moves %s from %s, but it is in %s", step, id,
                          from_s, at);
    }
    if (c->leader && is_zone(from, Z_LEADER))
        return inv_broken(x, "3-5-3", "step %ld moves the leader %s from %s to %s", step, id,
                          from_s, to_s);
    bool owners_only = to < REMOVED && to % NZ != Z_COMBO && to % NZ != Z_BATTLE
                    && to % NZ != Z_LEADER;
    if (owners_only && to / NZ != owner_of(c))
        return inv_broken(x, "3-1-6-1", "step %ld puts %s into %s, but its owner is %s", step,
                          id, to_s, players[c->owner]);
    if (is_zone(to, Z_COMBO) && !has_combo_power(c))
        return inv_broken(x, "5-6-2-1", "step %ld puts %s, which has no combo power, into %s",
                          step, id, to_s);
    if (is_zone(to, Z_COMBO) && !c->battle)
        return inv_broken(x, "3-7-1", "step %ld puts %s, not a battle card, into %s", step, id,
                          to_s);
    if (is_zone(to, Z_LEADER) && c->leader)
        return inv_broken(x, "3-5-1", "step %ld puts the leader %s into %s", step, id, to_s);
    c->at = (int8_t)to;
    return 0;
}

/* Replay every `move`; on the same walk of the events, note the players a `lose` event names
 * (lost[], read by result_agrees). */
static int replay_moves(inv_ctx *x, fw_places *p, const json_t *events, bool lost[2])
{
    inv_checked(x, "3");
    inv_checked(x, "3-1-1");
    inv_checked(x, "3-5-3");
    inv_checked(x, "3-7-1");
    inv_checked(x, "3-1-6-1");
    inv_checked(x, "5-6-2-1");
    lost[0] = lost[1] = false;
    size_t n = json_array_size(events);
    for (size_t i = 0; i < n; i++) {
        const json_t *ev = json_array_get(events, i);
        const char *type = json_string_value(json_object_get(ev, "type"));
        if (!type)
            continue;
        if (strcmp(type, "move") == 0) {
            if (replay_move(x, p, ev) != 0)
                return -1;
        } else if (strcmp(type, "lose") == 0) {
            const char *who = json_string_value(json_object_get(ev, "player"));
            for (size_t k = 0; who && k < 2; k++)
                if (strcmp(who, players[k]) == 0)
                    lost[k] = true;
        }
    }
    return 0;
}

/* One card of the final state: it must be where the replay put it, and only once. */
static int final_card(inv_ctx *x, fw_places *p, const json_t *idv, int at)
{
    const char *id = json_string_value(idv);
    fw_card *c = id ? find(p, id) : NULL;
    if (c && c->id && c->seen_at < 0 && c->at == at && !c->leader) {
        c->seen_at = (int8_t)at;  /* the common case: where the moves put it, seen once */
        p->n_seen++;
        return 0;
    }
    char where[32];
    place_name(at, where, sizeof where);
    if (!id)
        return inv_broken(x, "3-1-1", "the state's %s lists a card that is not an id", where);
    if (!c->id)
        return inv_broken(x, "3-1-1", "the state shows %s in %s, a card the setup does not have",
                          id, where);
    if (c->seen_at >= 0) {
        char first[32];
        place_name(c->seen_at, first, sizeof first);
        return inv_broken(x, "3-1-1", "the state shows %s twice (%s and %s)", id, first, where);
    }
    c->seen_at = (int8_t)at;
    p->n_seen++;
    if (c->at != at) {
        char moved[32];
        place_name(c->at, moved, sizeof moved);
        return inv_broken(x, "3-1-1", "the state shows %s in %s, but the moves put it in %s", id,
                          where, moved);
    }
    if (is_zone(at, Z_BATTLE) && c->leader)
        return inv_broken(x, "3-6-1", "the leader %s is in %s", id, where);
    if (p->started && !is_zone(at, Z_LEADER) && c->leader)
        return inv_broken(x, "10-1-1", "the leader %s is in %s", id, where);
    return 0;
}

static int final_ids(inv_ctx *x, fw_places *p, const json_t *ids, int at)
{
    for (size_t k = 0; k < json_array_size(ids); k++)
        if (final_card(x, p, json_array_get(ids, k), at) != 0)
            return -1;
    return 0;
}

static bool negative(const json_t *v)
{
    return json_is_integer(v) && json_integer_value(v) < 0;
}

/* Leader, battle (with the cards under each), energy: objects with "card". */
static int final_objects(inv_ctx *x, fw_places *p, const json_t *pl, int i)
{
    const json_t *leader = json_object_get(pl, "leader");
    if (leader && final_card(x, p, json_object_get(leader, "card"), i * NZ + Z_LEADER))
        return -1;
    const json_t *battle = json_object_get(pl, "battle");
    for (size_t k = 0; k < json_array_size(battle); k++) {
        const json_t *b = json_array_get(battle, k);
        if (final_card(x, p, json_object_get(b, "card"), i * NZ + Z_BATTLE)
            || final_ids(x, p, json_object_get(b, "under"), i * NZ + Z_BATTLE))
            return -1;
        if (negative(json_object_get(b, "ki")) || negative(json_object_get(b, "combo")))
            return inv_broken(x, "0-2-9", "%s in %s's battle area shows a negative 【気】 or "
                              "combo power", json_string_value(json_object_get(b, "card")),
                              players[i]);
    }
    const json_t *energy = json_object_get(pl, "energy");
    for (size_t k = 0; k < json_array_size(energy); k++)
        if (final_card(x, p, json_object_get(json_array_get(energy, k), "card"),
                       i * NZ + Z_ENERGY))
            return -1;
    if (negative(json_object_get(pl, "markers")))
        return inv_broken(x, "0-2-9", "%s has a negative number of energy markers", players[i]);
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

static int final_state(inv_ctx *x, fw_places *p, const json_t *state)
{
    inv_checked(x, "3-6-1");
    inv_checked(x, "0-2-9");
    static const int id_zones[] = {Z_DECK, Z_HAND, Z_LIFE, Z_DROP, Z_COMBO};
    for (int i = 0; i < 2; i++) {
        const json_t *pl = json_object_get(state, players[i]);
        if (final_objects(x, p, pl, i))
            return -1;
        for (size_t z = 0; z < sizeof id_zones / sizeof *id_zones; z++)
            if (final_ids(x, p, json_object_get(pl, zone_names[id_zones[z]]), i * NZ + id_zones[z]))
                return -1;
        if (final_ids(x, p, json_object_get(pl, "removed"), REMOVED))
            return -1;
    }
    for (size_t i = 0; p->n_seen < p->n && i < p->cap; i++)  /* a card the state did not show */
        if (p->slot[i].id && p->slot[i].seen_at < 0) {
            char at[32];
            place_name(p->slot[i].at, at, sizeof at);
            return inv_broken(x, "3-1-1", "%s (in %s by the moves) is missing from the state",
                              p->slot[i].id, at);
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

/* lost[]: the players the `lose` events name (replay_moves). */
static int result_agrees(inv_ctx *x, const json_t *state, const bool lost[2])
{
    inv_checked(x, "0-1-3");
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
                   NULL, 16, 0, 0};
    while (p.cap < 2 * (json_object_size(p.cards) + 1))
        p.cap *= 2;
    fw_card local[FW_LOCAL_SLOTS];
    if (p.cap <= FW_LOCAL_SLOTS) {
        p.slot = local;
        memset(local, 0, p.cap * sizeof *local);
    } else if (!(p.slot = calloc(p.cap, sizeof *p.slot))) {
        return;
    }
    const json_t *events = json_object_get(obs, "events");
    bool lost[2];
    places_from_setup(&p, setup);
    if (replay_moves(x, &p, events, lost) == 0 && json_object_get(state, "P1")) {
        if (players_and_leaders(x, setup, state) == 0 && final_state(x, &p, state) == 0
            && game_going_on(x, state, obs) == 0 && result_agrees(x, state, lost) == 0)
            inv_fusion_world_view(x, state);
    }
    if (p.slot != local)
        free(p.slot);
}
