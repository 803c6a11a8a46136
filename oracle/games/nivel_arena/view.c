/* view.c — the nivel-arena visibility properties the judge checks on a final state that
 * carries a `view` (docs/engines/nivel-arena.md, "view"):
 *
 *   3.1.4    public zones are seen by every player, private ones are not;
 *   3.3.2, 3.5.2, 3.6.2, 3.7.2, 3.4.2  the level zone, the unit zones (with the items under each
 *            unit), the skill, damage and trash zones are public;
 *   3.8.2, 3.8.3  a hand is seen by its player only;
 *   3.2.2    decks are seen by nobody;
 *   3.1.5    every player knows the number of cards of every zone.
 *
 * Each player's `sees` must be exactly the visible cards in the order of the state's listing
 * (the level zone, unit1-3, skill, damage, trash, hand, deck; P1's then P2's), so the first
 * difference names the card and the clause that decides it. */
#include "nivel_arena.h"
#include "util/jmember.h"

#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char *const players[] = {"P1", "P2"};

/* The zones in the listing order of `sees`, with who sees a card there: everyone, its zone's
 * player only, or nobody; and the clause that says so. */
typedef enum { SEEN_BY_ALL, SEEN_BY_HOLDER, SEEN_BY_NONE } na_seen;
typedef struct na_zone_rule {
    const char *zone;
    na_seen seen;
    const char *clause;          /* the clause a wrong visibility breaks */
    const char *hidden_clause;   /* for SEEN_BY_HOLDER: the clause the other player breaks */
    bool counted;                /* part of `counts` (3.1.5) */
} na_zone_rule;

static const na_zone_rule zone_rules[] = {
    {"leader", SEEN_BY_ALL, "3.3.2", NULL, false},
    {"unit1", SEEN_BY_ALL, "3.5.2", NULL, true},
    {"unit2", SEEN_BY_ALL, "3.5.2", NULL, true},
    {"unit3", SEEN_BY_ALL, "3.5.2", NULL, true},
    {"skill", SEEN_BY_ALL, "3.6.2", NULL, true},
    {"damage", SEEN_BY_ALL, "3.7.2", NULL, true},
    {"trash", SEEN_BY_ALL, "3.4.2", NULL, true},
    {"hand", SEEN_BY_HOLDER, "3.8.2", "3.8.3", true},
    {"deck", SEEN_BY_NONE, "3.2.2", NULL, true},
};
enum { NZONES = sizeof zone_rules / sizeof *zone_rules };

/* One card of the state's listing: its id, the player whose zone holds it, and its zone rule. */
typedef struct na_listed {
    const char *id;
    int holder;
    int rule;
} na_listed;

typedef struct na_listing {
    na_listed *v;
    size_t n, cap;
    na_listed local[128];                /* most states fit: no allocation */
    size_t count[2][NZONES];             /* cards per player and zone, as 3.1.5 counts them */
} na_listing;

static void listed_add(na_listing *l, const char *id, int holder, int rule)
{
    if (l->n == l->cap) {
        size_t cap = 2 * l->cap;
        na_listed *v = malloc(cap * sizeof *v);
        if (!v)
            return;                      /* out of memory: the listing stops short */
        memcpy(v, l->v, l->n * sizeof *v);
        if (l->v != l->local)
            free(l->v);
        l->v = v;
        l->cap = cap;
    }
    l->v[l->n++] = (na_listed){id, holder, rule};
    if (holder >= 0)
        l->count[holder][rule]++;
}

static const char *card_id(const json_t *entry)
{
    return json_is_string(entry) ? json_string_value(entry)
                                 : json_string_value(json_object_get(entry, "card"));
}

/* The state in listing order: each player's zones in zone_rules' order (a unit, then the items
 * `under` it: they count in its zone). */
static void listing_of(na_listing *l, const json_t *state)
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
}

/* Whether `viewer` sees a card listed there, and the clause that says so. */
static bool visible_to(const na_listed *c, int viewer, const char **clause)
{
    const na_zone_rule *r = &zone_rules[c->rule];
    bool holder = c->holder == viewer;
    *clause = r->seen == SEEN_BY_HOLDER && !holder ? r->hidden_clause : r->clause;
    return r->seen == SEEN_BY_ALL || (r->seen == SEEN_BY_HOLDER && holder);
}

static int sight_broken(inv_ctx *x, int viewer, const na_listed *c, const char *clause,
                        bool visible, const char *got)
{
    char where[24];
    snprintf(where, sizeof where, "%s:%s", players[c->holder], zone_rules[c->rule].zone);
    if (visible)
        return inv_broken(x, clause, "%s does not see %s in %s (its view lists %s there)",
                          players[viewer], c->id ? c->id : "(no id)", where,
                          got ? got : "nothing");
    return inv_broken(x, clause, "%s sees %s in %s", players[viewer], c->id, where);
}

static int counts_agree(inv_ctx *x, const na_listing *l, int viewer, const json_t *counts)
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
                return inv_broken(x, "3.1.5", "%s's view counts %s cards in %s:%s, the state "
                                  "has %zu", players[viewer],
                                  json_is_integer(n) ? "a wrong number of" : "no",
                                  players[h], zone_rules[z].zone, want);
        }
    }
    return 0;
}

/* One viewer's `sees` walked along the listing: exactly the cards it may see, in order. */
static int one_viewer(inv_ctx *x, const na_listing *l, const json_t *view, int viewer)
{
    const json_t *mine = json_object_get(view, players[viewer]);
    const json_t *sees = json_object_get(mine, "sees");
    if (!json_is_array(sees))
        return inv_broken(x, "3.1.4", "the view has no \"sees\" array for %s", players[viewer]);
    size_t next = 0, nsees = json_array_size(sees);
    const char *got = nsees > 0 ? json_string_value(json_array_get(sees, 0)) : NULL;
    for (size_t i = 0; i < l->n; i++) {
        const na_listed *c = &l->v[i];
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
        return inv_broken(x, "3.1.4", "%s's view lists %s, which is not where the state's "
                          "listing has it", players[viewer], extra ? extra : "a non-id");
    }
    return counts_agree(x, l, viewer, json_object_get(mine, "counts"));
}

void na_view_check(inv_ctx *x, const json_t *state)
{
    const json_t *view = json_object_get(state, "view");
    if (!view)
        return;
    static const char *const checked[] = {"3.1.4", "3.3.2", "3.5.2", "3.6.2", "3.7.2",
                                          "3.4.2", "3.8.2", "3.8.3", "3.2.2", "3.1.5"};
    for (size_t i = 0; i < sizeof checked / sizeof *checked; i++)
        inv_checked(x, checked[i]);
    na_listing l = {.cap = sizeof l.local / sizeof *l.local};
    l.v = l.local;
    listing_of(&l, state);
    for (int v = 0; v < 2; v++)
        if (one_viewer(x, &l, view, v))
            break;
    if (l.v != l.local)
        free(l.v);
}
