/* visibility.c — each player's view against the rules of sight a game declares
 * (visibility.h). The state is walked once into a flat listing that every viewer and the counts
 * then read; the first difference names the card and the clause that decides it. */
#include "visibility.h"
#include "util/jmember.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* One card of the listing: its id, the player whose zone holds it (-1: the unowned place), and
 * its zone (an index of the rules' zones). */
typedef struct listed {
    const char *id;
    int holder;
    int zone;
} listed;

typedef struct listing {
    listed *v;
    size_t n, cap;
    listed local[128];                                /* most states fit: no allocation */
    size_t count[VIS_MAX_PLAYERS][VIS_MAX_ZONES];     /* cards per player and zone */
} listing;

static void listed_add(listing *l, const char *id, int holder, int zone)
{
    if (l->n == l->cap) {
        size_t cap = 2 * l->cap;
        listed *v = malloc(cap * sizeof *v);
        if (!v)
            return;                      /* out of memory: the listing stops short */
        memcpy(v, l->v, l->n * sizeof *v);
        if (l->v != l->local)
            free(l->v);
        l->v = v;
        l->cap = cap;
    }
    l->v[l->n++] = (listed){id, holder, zone};
    if (holder >= 0)
        l->count[holder][zone]++;
}

static const char *card_id(const json_t *entry)
{
    return json_is_string(entry) ? json_string_value(entry)
                                 : json_string_value(json_object_get(entry, "card"));
}

static void listing_of(listing *l, const vis_rules *r, const json_t *state)
{
    const json_t *pl[VIS_MAX_PLAYERS];
    for (int h = 0; h < r->nplayers; h++) {
        pl[h] = json_object_get(state, r->players[h]);
        jm_cursor zones;
        jm_start(&zones, pl[h]);
        for (int z = 0; z < r->nzones; z++) {
            const json_t *v = jm_get(&zones, r->zones[z].zone);
            if (json_is_object(v)) {     /* a one-card zone */
                listed_add(l, card_id(v), h, z);
                continue;
            }
            for (size_t k = 0; k < json_array_size(v); k++) {
                const json_t *e = json_array_get(v, k);
                listed_add(l, card_id(e), h, z);
                const json_t *under = json_is_object(e) ? json_object_get(e, "under") : NULL;
                for (size_t u = 0; u < json_array_size(under); u++)
                    listed_add(l, card_id(json_array_get(under, u)), h, z);
            }
        }
    }
    for (int h = 0; r->unowned && h < r->nplayers; h++) {
        const json_t *cards = json_object_get(pl[h], r->unowned);
        for (size_t k = 0; k < json_array_size(cards); k++)
            listed_add(l, card_id(json_array_get(cards, k)), -1, -1);
    }
}

/* Whether `viewer` sees a card listed there, and the clause that says so. */
static bool visible_to(const vis_rules *r, const listed *c, int viewer, const char **clause)
{
    if (c->holder < 0) {
        *clause = r->unowned_clause;
        return true;
    }
    const vis_zone *z = &r->zones[c->zone];
    bool holder = c->holder == viewer;
    *clause = z->seen == VIS_HOLDER && !holder ? z->hidden_clause : z->clause;
    return z->seen == VIS_ALL || (z->seen == VIS_HOLDER && holder);
}

static int sight_broken(inv_ctx *x, const vis_rules *r, int viewer, const listed *c,
                        const char *clause, bool visible, const char *got)
{
    char where[96];
    if (c->holder < 0)
        snprintf(where, sizeof where, "%s", r->unowned);
    else
        snprintf(where, sizeof where, "%s:%s", r->players[c->holder], r->zones[c->zone].zone);
    if (visible)
        return inv_broken(x, clause, "%s does not see %s in %s (its view lists %s there)",
                          r->players[viewer], c->id ? c->id : "(no id)", where,
                          got ? got : "nothing");
    return inv_broken(x, clause, "%s sees %s in %s", r->players[viewer], c->id, where);
}

static int counts_agree(inv_ctx *x, const vis_rules *r, const listing *l, int viewer,
                        const json_t *counts)
{
    for (int h = 0; h < r->nplayers; h++) {
        jm_cursor zones;
        jm_start(&zones, json_object_get(counts, r->players[h]));
        for (int z = 0; z < r->nzones; z++) {
            if (!r->zones[z].counted)
                continue;
            const json_t *n = jm_get(&zones, r->zones[z].zone);
            size_t want = l->count[h][z];
            if (!json_is_integer(n) || json_integer_value(n) != (json_int_t)want)
                return inv_broken(x, r->counts_clause, "%s's view counts %s cards in %s:%s, the "
                                  "state has %zu", r->players[viewer],
                                  json_is_integer(n) ? "a wrong number of" : "no",
                                  r->players[h], r->zones[z].zone, want);
        }
    }
    return 0;
}

/* One viewer's `sees` walked along the listing: exactly the cards it may see, in order. */
static int one_viewer(inv_ctx *x, const vis_rules *r, const listing *l, const json_t *view,
                      int viewer)
{
    const json_t *mine = json_object_get(view, r->players[viewer]);
    const json_t *sees = json_object_get(mine, "sees");
    if (!json_is_array(sees))
        return inv_broken(x, r->sees_clause, "the view has no \"sees\" array for %s",
                          r->players[viewer]);
    size_t next = 0, nsees = json_array_size(sees);
    const char *got = nsees > 0 ? json_string_value(json_array_get(sees, 0)) : NULL;
    for (size_t i = 0; i < l->n; i++) {
        const listed *c = &l->v[i];
        const char *clause;
        bool visible = visible_to(r, c, viewer, &clause);
        bool shown = got && c->id
                  && (got == c->id || (got[0] == c->id[0] && strcmp(got, c->id) == 0));
        if (shown != visible)
            return sight_broken(x, r, viewer, c, clause, visible, got);
        if (shown) {
            next++;
            got = next < nsees ? json_string_value(json_array_get(sees, next)) : NULL;
        }
    }
    if (next < nsees) {
        const char *extra = json_string_value(json_array_get(sees, next));
        return inv_broken(x, r->sees_clause, "%s's view lists %s, which is not where the state's "
                          "listing has it", r->players[viewer], extra ? extra : "a non-id");
    }
    return counts_agree(x, r, l, viewer, json_object_get(mine, "counts"));
}

void vis_check(inv_ctx *x, const vis_rules *r, const json_t *state)
{
    const json_t *view = json_object_get(state, "view");
    if (!view || r->nplayers > VIS_MAX_PLAYERS || r->nzones > VIS_MAX_ZONES)
        return;
    for (const char *const *c = r->checked; *c; c++)
        inv_checked(x, *c);
    listing l = {.cap = sizeof l.local / sizeof *l.local};
    l.v = l.local;
    listing_of(&l, r, state);
    for (int v = 0; v < r->nplayers; v++)
        if (one_viewer(x, r, &l, view, v))
            break;
    if (l.v != l.local)
        free(l.v);
}
