/* conservation.c — card conservation replayed from the setup through every move to the final
 * state, for any card game that declares its zones (conservation.h). The cards are kept in an
 * open-addressing table on the stack for the usual setups (under 128 cards). */
#include "conservation.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { LOCAL_SLOTS = 256 };

typedef struct places {
    const cons_rules *r;
    const json_t *cards;   /* setup.cards */
    cons_card *slot;       /* open addressing by the id's hash */
    size_t cap;            /* a power of two, at least twice the cards */
    size_t n;              /* the slots in use: never more than half */
    size_t n_seen;         /* the cards the final state showed (seen_at set) */
} places;

cons_place cons_unowned(const cons_rules *r)
{
    return r->nplayers * r->nzones;
}

int cons_zone_of(const cons_rules *r, cons_place at)
{
    return at >= 0 && at < cons_unowned(r) ? at % r->nzones : -1;
}

int cons_player_of(const cons_rules *r, cons_place at)
{
    return at >= 0 && at < cons_unowned(r) ? at / r->nzones : -1;
}

void cons_place_name(const cons_rules *r, cons_place at, char *buf, size_t n)
{
    if (r->unowned && at == cons_unowned(r))
        snprintf(buf, n, "%s", r->unowned);
    else if (at >= 0 && at < cons_unowned(r))
        snprintf(buf, n, "%s:%s", r->players[at / r->nzones], r->zones[at % r->nzones].name);
    else
        snprintf(buf, n, "nowhere");
}

/* "P2:life" or the unowned place's name as a place; -1 for anything else. */
static cons_place place_parse(const cons_rules *r, const char *s)
{
    if (r->unowned && strcmp(s, r->unowned) == 0)
        return cons_unowned(r);
    const char *colon = strchr(s, ':');
    if (!colon)
        return -1;
    for (int p = 0; p < r->nplayers; p++) {
        size_t len = strlen(r->players[p]);
        if ((size_t)(colon - s) != len || strncmp(s, r->players[p], len) != 0)
            continue;
        for (int z = 0; z < r->nzones; z++)
            if (strcmp(colon + 1, r->zones[z].name) == 0)
                return p * r->nzones + z;
    }
    return -1;
}

static cons_card *find(places *p, const char *id)
{
    uint32_t h = 2166136261u;
    for (const unsigned char *c = (const unsigned char *)id; *c; c++)
        h = (h ^ *c) * 16777619u;
    for (size_t i = h & (p->cap - 1);; i = (i + 1) & (p->cap - 1))
        if (!p->slot[i].id || strcmp(p->slot[i].id, id) == 0)
            return &p->slot[i];
}

static void place(places *p, const char *id, cons_place at)
{
    cons_card *c = find(p, id);
    if (!c->id) {
        if (2 * (p->n + 1) > p->cap)
            return;  /* more ids in the zones than cards: the implementation refuses the case */
        p->n++;
        const json_t *info = json_object_get(p->cards, id);
        *c = (cons_card){.id = id, .info = info, .seen_at = -1, .owner = -1,
                         .first_player = (int8_t)cons_player_of(p->r, at),
                         .flags = p->r->classify ? p->r->classify(info) : 0};
    }
    c->at = (int16_t)at;
}

int cons_owner(const cons_rules *r, cons_card *c)
{
    if (c->owner < 0) {
        const char *owner = json_string_value(json_object_get(c->info, "owner"));
        c->owner = c->first_player;
        for (int p = 0; owner && p < r->nplayers; p++)
            if (strcmp(owner, r->players[p]) == 0)
                c->owner = (int8_t)p;
    }
    return c->owner;
}

static void place_ids(places *p, const json_t *ids, cons_place at)
{
    for (size_t k = 0; k < json_array_size(ids); k++) {
        const char *id = json_string_value(json_array_get(ids, k));
        if (id)
            place(p, id, at);
    }
}

/* Where the setup puts every card; cards under another are in that card's zone. */
static void places_from_setup(places *p, const json_t *setup)
{
    const cons_rules *r = p->r;
    for (int i = 0; i < r->nplayers; i++) {
        const json_t *pl = json_object_get(setup, r->players[i]);
        for (int z = 0; z < r->nzones; z++) {
            const json_t *v = json_object_get(pl, r->zones[z].name);
            if (r->zones[z].setup == CONS_ONE && json_is_string(v))
                place(p, json_string_value(v), i * r->nzones + z);
            else if (r->zones[z].setup == CONS_IDS)
                place_ids(p, v, i * r->nzones + z);
        }
    }
    const char *top;
    const json_t *under;
    json_object_foreach((json_t *)json_object_get(setup, "under"), top, under) {
        const cons_card *t = find(p, top);
        if (t->id && t->at < cons_unowned(r))
            place_ids(p, under, t->at);
    }
}

/* Replay one `move`; -1 when it breaks a property. */
static int replay_move(inv_ctx *x, places *p, const json_t *ev, void *ctx)
{
    const cons_rules *r = p->r;
    const char *id = json_string_value(json_object_get(ev, "card"));
    const char *from_s = json_string_value(json_object_get(ev, "from"));
    const char *to_s = json_string_value(json_object_get(ev, "to"));
    long step = (long)json_integer_value(json_object_get(ev, "step"));
    if (!id || !from_s || !to_s)
        return inv_broken(x, r->clause, "a move event at step %ld lacks card, from or to", step);
    cons_place from = place_parse(r, from_s), to = place_parse(r, to_s);
    if (from < 0 || to < 0)
        return inv_broken(x, r->clause, "step %ld moves %s from %s to %s, not places of the game",
                          step, id, from_s, to_s);
    cons_card *c = find(p, id);
    if (!c->id)
        return inv_broken(x, r->clause, "step %ld moves %s, a card the setup does not have",
                          step, id);
    if (c->at != from) {
        char at[64];
        cons_place_name(r, c->at, at, sizeof at);
        return inv_broken(x, r->clause, "step %ld moves %s from %s, but it is in %s", step, id,
                          from_s, at);
    }
    if (r->on_move && r->on_move(x, r, c, from, to, step, ctx) != 0)
        return -1;
    c->at = (int16_t)to;
    return 0;
}

static int replay_moves(inv_ctx *x, places *p, const json_t *events, void *ctx)
{
    size_t n = json_array_size(events);
    for (size_t i = 0; i < n; i++) {
        const json_t *ev = json_array_get(events, i);
        const char *type = json_string_value(json_object_get(ev, "type"));
        if (!type)
            continue;
        if (strcmp(type, "move") == 0) {
            if (replay_move(x, p, ev, ctx) != 0)
                return -1;
        } else if (p->r->on_event) {
            p->r->on_event(ev, type, ctx);
        }
    }
    return 0;
}

/* One card of the final state: it must be where the replay put it, and only once. */
static int final_card(inv_ctx *x, places *p, const json_t *idv, cons_place at, void *ctx)
{
    const cons_rules *r = p->r;
    const char *id = json_string_value(idv);
    cons_card *c = id ? find(p, id) : NULL;
    if (c && c->id && c->seen_at < 0 && c->at == at) {
        c->seen_at = (int16_t)at;  /* the common case: where the moves put it, seen once */
        p->n_seen++;
        return r->on_final ? r->on_final(x, r, c, at, ctx) : 0;
    }
    char where[64];
    cons_place_name(r, at, where, sizeof where);
    if (!id)
        return inv_broken(x, r->clause, "the state's %s lists a card that is not an id", where);
    if (!c->id)
        return inv_broken(x, r->clause, "the state shows %s in %s, a card the setup does not have",
                          id, where);
    if (c->seen_at >= 0) {
        char first[64];
        cons_place_name(r, c->seen_at, first, sizeof first);
        return inv_broken(x, r->clause, "the state shows %s twice (%s and %s)", id, first, where);
    }
    char moved[64];
    cons_place_name(r, c->at, moved, sizeof moved);
    return inv_broken(x, r->clause, "the state shows %s in %s, but the moves put it in %s", id,
                      where, moved);
}

static int final_ids(inv_ctx *x, places *p, const json_t *ids, cons_place at, void *ctx)
{
    for (size_t k = 0; k < json_array_size(ids); k++)
        if (final_card(x, p, json_array_get(ids, k), at, ctx) != 0)
            return -1;
    return 0;
}

static int final_zone(inv_ctx *x, places *p, const json_t *v, cons_shape shape, cons_place at,
                      void *ctx)
{
    if (shape == CONS_IDS)
        return final_ids(x, p, v, at, ctx);
    if (shape == CONS_ONE)
        return v ? final_card(x, p, json_object_get(v, "card"), at, ctx) : 0;
    if (shape == CONS_CARDS)
        for (size_t k = 0; k < json_array_size(v); k++) {
            const json_t *o = json_array_get(v, k);
            if (final_card(x, p, json_object_get(o, "card"), at, ctx) != 0
                || final_ids(x, p, json_object_get(o, "under"), at, ctx) != 0)
                return -1;
        }
    return 0;
}

static int final_state(inv_ctx *x, places *p, const json_t *state, void *ctx)
{
    const cons_rules *r = p->r;
    for (int i = 0; i < r->nplayers; i++) {
        const json_t *pl = json_object_get(state, r->players[i]);
        for (int z = 0; z < r->nzones; z++)
            if (final_zone(x, p, json_object_get(pl, r->zones[z].name), r->zones[z].state,
                           i * r->nzones + z, ctx) != 0)
                return -1;
        if (r->unowned && final_ids(x, p, json_object_get(pl, r->unowned), cons_unowned(r), ctx))
            return -1;
    }
    for (size_t i = 0; p->n_seen < p->n && i < p->cap; i++)  /* a card the state did not show */
        if (p->slot[i].id && p->slot[i].seen_at < 0) {
            char at[64];
            cons_place_name(r, p->slot[i].at, at, sizeof at);
            return inv_broken(x, r->clause, "%s (in %s by the moves) is missing from the state",
                              p->slot[i].id, at);
        }
    return 0;
}

int cons_check(inv_ctx *x, const cons_rules *r, const json_t *setup, const json_t *obs,
               void *ctx)
{
    inv_checked(x, r->clause);
    for (const char *const *c = r->also; c && *c; c++)
        inv_checked(x, *c);
    places p = {.r = r, .cards = json_object_get(setup, "cards"), .cap = 16};
    while (p.cap < 2 * (json_object_size(p.cards) + 1))
        p.cap *= 2;
    cons_card local[LOCAL_SLOTS];
    if (p.cap <= LOCAL_SLOTS) {
        p.slot = local;
        memset(local, 0, p.cap * sizeof *local);
    } else if (!(p.slot = calloc(p.cap, sizeof *p.slot))) {
        return 0;
    }
    places_from_setup(&p, setup);
    const json_t *state = json_object_get(obs, "state");
    int rc = replay_moves(x, &p, json_object_get(obs, "events"), ctx);
    if (rc == 0 && json_object_get(state, r->players[0])) {
        if (r->before_final)
            rc = r->before_final(x, setup, state, ctx);
        if (rc == 0)
            rc = final_state(x, &p, state, ctx);
    }
    if (p.slot != local)
        free(p.slot);
    return rc;
}
