/* view.c — the fusion-world visibility properties the judge checks on a final
 * state that carries a `view` (docs/engines/fusion-world.md, "view: what each player can see"):
 *
 *   0-3-12, 3-1-3  public zones are seen by every player, hidden ones are not;
 *   3-5-2, 3-6-2, 3-7-2, 3-8-2, 3-4-3  leader, battle (with the cards under each), combo, energy
 *            and drop areas are public;
 *   13-9-3   removed cards are face up, seen by all;
 *   3-3-2, 3-3-3, 13-10-2  a hand is seen by its owner only (a card revealed from it is hidden
 *            again once its cost or effect ended);
 *   3-2-2, 3-9-2  decks and life areas are seen by nobody;
 *   3-1-2    every player knows the number of cards of every zone;
 *   1-11-3, 1-12-5  energy markers and 【気】 are not cards: they are not counted.
 *
 * Each player's `sees` must be exactly the visible cards in the order of the state's listing,
 * so the first difference names the card and the clause that decides it. The state is walked
 * once into a flat listing that both viewers and the counts then read. */
#include "fusion_world.h"
#include "util/jmember.h"

#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char *const players[] = {"P1", "P2"};

/* The zones in the listing order of `sees`, with who sees a card there: everyone, its zone's
 * player only, or nobody; and the clause that says so. */
typedef enum { SEEN_BY_ALL, SEEN_BY_HOLDER, SEEN_BY_NONE } fw_seen;
typedef struct fw_zone_rule {
    const char *zone;
    fw_seen seen;
    const char *clause;          /* the clause a wrong visibility breaks */
    const char *hidden_clause;   /* for SEEN_BY_HOLDER: the clause the other player breaks */
    bool counted;                /* part of `counts` (3-1-2) */
} fw_zone_rule;

static const fw_zone_rule zone_rules[] = {
    {"leader", SEEN_BY_ALL, "3-5-2", NULL, false},
    {"battle", SEEN_BY_ALL, "3-6-2", NULL, true},
    {"energy", SEEN_BY_ALL, "3-8-2", NULL, true},
    {"hand", SEEN_BY_HOLDER, "3-3-2", "3-3-3", true},
    {"deck", SEEN_BY_NONE, "3-2-2", NULL, true},
    {"life", SEEN_BY_NONE, "3-9-2", NULL, true},
    {"drop", SEEN_BY_ALL, "3-4-3", NULL, true},
    {"combo", SEEN_BY_ALL, "3-7-2", NULL, true},
};
enum { NZONES = sizeof zone_rules / sizeof *zone_rules };

enum { REMOVED_RULE = NZONES };  /* a removed card's listing entry */

/* One card of the state's listing: its id, the player whose zone holds it (-1: removed), and
 * its zone rule. */
typedef struct fw_listed {
    const char *id;
    int holder;
    int rule;
} fw_listed;

typedef struct fw_listing {
    fw_listed *v;
    size_t n, cap;
    fw_listed local[128];                /* most states fit: no allocation */
    size_t count[2][NZONES];             /* cards per player and zone, as 3-1-2 counts them */
} fw_listing;

static void listed_add(fw_listing *l, const char *id, int holder, int rule)
{
    if (l->n == l->cap) {
        size_t cap = 2 * l->cap;
        fw_listed *v = malloc(cap * sizeof *v);
        if (!v)
            return;                      /* out of memory: the listing stops short */
        memcpy(v, l->v, l->n * sizeof *v);
        if (l->v != l->local)
            free(l->v);
        l->v = v;
        l->cap = cap;
    }
    l->v[l->n++] = (fw_listed){id, holder, rule};
    if (holder >= 0)
        l->count[holder][rule]++;
}

static const char *card_id(const json_t *entry)
{
    return json_is_string(entry) ? json_string_value(entry)
                                 : json_string_value(json_object_get(entry, "card"));
}

/* The state in listing order: each player's zones in zone_rules' order (a stack's top, then
 * its `under`; 16-2-2-2: they count in its zone), then the removed cards, P1's then P2's. */
static void listing_of(fw_listing *l, const json_t *state)
{
    const json_t *pl[2] = {json_object_get(state, players[0]), json_object_get(state, players[1])};
    for (int h = 0; h < 2; h++) {
        jm_cursor zones;
        jm_start(&zones, pl[h]);
        for (int r = 0; r < NZONES; r++) {
            const json_t *z = jm_get(&zones, zone_rules[r].zone);
            if (json_is_object(z)) {     /* the leader */
                listed_add(l, card_id(z), h, r);
                continue;
            }
            for (size_t k = 0; k < json_array_size(z); k++) {
                const json_t *e = json_array_get(z, k);
                listed_add(l, card_id(e), h, r);
                const json_t *under = json_is_object(e) ? json_object_get(e, "under") : NULL;
                for (size_t u = 0; u < json_array_size(under); u++)
                    listed_add(l, card_id(json_array_get(under, u)), h, r);
            }
        }
    }
    for (int h = 0; h < 2; h++) {
        const json_t *removed = json_object_get(pl[h], "removed");
        for (size_t k = 0; k < json_array_size(removed); k++)
            listed_add(l, card_id(json_array_get(removed, k)), -1, REMOVED_RULE);
    }
}

/* Whether `viewer` sees a card listed there, and the clause that says so. */
static bool visible_to(const fw_listed *c, int viewer, const char **clause)
{
    if (c->rule == REMOVED_RULE) {
        *clause = "13-9-3";
        return true;
    }
    const fw_zone_rule *r = &zone_rules[c->rule];
    bool holder = c->holder == viewer;
    *clause = r->seen == SEEN_BY_HOLDER && !holder ? r->hidden_clause : r->clause;
    return r->seen == SEEN_BY_ALL || (r->seen == SEEN_BY_HOLDER && holder);
}

static int sight_broken(inv_ctx *x, int viewer, const fw_listed *c, const char *clause,
                        bool visible, const char *got)
{
    char where[24];
    if (c->holder < 0)
        snprintf(where, sizeof where, "removed");
    else
        snprintf(where, sizeof where, "%s:%s", players[c->holder], zone_rules[c->rule].zone);
    if (visible)
        return inv_broken(x, clause, "%s does not see %s in %s (its view lists %s there)",
                          players[viewer], c->id ? c->id : "(no id)", where,
                          got ? got : "nothing");
    return inv_broken(x, clause, "%s sees %s in %s", players[viewer], c->id, where);
}

static int counts_agree(inv_ctx *x, const fw_listing *l, int viewer, const json_t *counts)
{
    for (int h = 0; h < 2; h++) {
        jm_cursor zones;
        jm_start(&zones, json_object_get(counts, players[h]));
        for (int z = 0; z < NZONES; z++) {
            if (!zone_rules[z].counted)
                continue;
            const json_t *n = jm_get(&zones, zone_rules[z].zone);
            size_t want = l->count[h][z];
            if (!json_is_integer(n) || json_integer_value(n) != (json_int_t)want)
                return inv_broken(x, "3-1-2", "%s's view counts %s cards in %s:%s, the state "
                                  "has %zu", players[viewer],
                                  json_is_integer(n) ? "a wrong number of" : "no",
                                  players[h], zone_rules[z].zone, want);
        }
    }
    return 0;
}

/* One viewer's `sees` walked along the listing: exactly the cards it may see, in order. */
static int one_viewer(inv_ctx *x, const fw_listing *l, const json_t *view, int viewer)
{
    const json_t *mine = json_object_get(view, players[viewer]);
    const json_t *sees = json_object_get(mine, "sees");
    if (!json_is_array(sees))
        return inv_broken(x, "3-1-3", "the view has no \"sees\" array for %s", players[viewer]);
    size_t next = 0, nsees = json_array_size(sees);
    const char *got = nsees > 0 ? json_string_value(json_array_get(sees, 0)) : NULL;
    for (size_t i = 0; i < l->n; i++) {
        const fw_listed *c = &l->v[i];
        const char *clause;
        bool visible = visible_to(c, viewer, &clause);
        bool listed = got && c->id
                   && (got == c->id || (got[0] == c->id[0] && strcmp(got, c->id) == 0));
        if (listed != visible)
            return sight_broken(x, viewer, c, clause, visible, got);
        if (listed) {
            next++;
            got = next < nsees ? json_string_value(json_array_get(sees, next)) : NULL;
        }
    }
    if (next < nsees) {
        const char *extra = json_string_value(json_array_get(sees, next));
        return inv_broken(x, "3-1-3", "%s's view lists %s, which is not where the state's "
                          "listing has it", players[viewer], extra ? extra : "a non-id");
    }
    return counts_agree(x, l, viewer, json_object_get(mine, "counts"));
}

void fw_view_check(inv_ctx *x, const json_t *state)
{
    const json_t *view = json_object_get(state, "view");
    if (!view)
        return;
    static const char *const checked[] = {"0-3-12", "3-1-3", "3-5-2", "3-6-2", "3-7-2",
                                          "3-8-2", "13-9-3", "3-3-2", "3-3-3", "13-10-2",
                                          "3-2-2", "3-9-2", "3-1-2", "1-11-3", "1-12-5"};
    for (size_t i = 0; i < sizeof checked / sizeof *checked; i++)
        inv_checked(x, checked[i]);
    fw_listing l = {.cap = sizeof l.local / sizeof *l.local};
    l.v = l.local;
    listing_of(&l, state);
    for (int v = 0; v < 2; v++)
        if (one_viewer(x, &l, view, v))
            break;
    if (l.v != l.local)
        free(l.v);
}
