/* view.c — the haikyu-break visibility properties the judge checks on a final state that
 * carries a `view` (docs/engines/haikyu-break.md, "view"):
 *
 *   1-1-16, 3-1-4  public information is seen by every player, hidden information only where
 *            chapter 3 says:
 *   3-2-2    deck cards are seen by nobody;
 *   3-11-2, 3-11-3  set cards by nobody, not even their owner, unless face up: then by both;
 *   3-3-2, 3-3-3  a hand by its owner only;
 *   3-4-2, 3-5-2 … 3-10-2  the drop, the five court areas and the event area by both, the
 *            court's guts too (1-2-15-1);
 *   3-1-3    every player knows the number of cards of every zone.
 *
 * Each player's `sees` must be exactly the visible cards in the order of the state's listing,
 * so the first difference names the card and the clause that decides it. */
#include "haikyu_break.h"

#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char *const players[] = {"P1", "P2"};

typedef enum { SEEN_BY_ALL, SEEN_BY_HOLDER, SEEN_BY_NONE, SEEN_IF_UP } hb_seen;
typedef struct hb_zone_rule {
    const char *zone;
    hb_seen seen;
    const char *clause;          /* the clause a wrong visibility breaks */
    const char *other_clause;    /* the holder's zone seen by the other / a face-up set card */
    bool court;                  /* a court area: stacks with their guts */
} hb_zone_rule;

static const hb_zone_rule zone_rules[] = {
    {"deck", SEEN_BY_NONE, "3-2-2", NULL, false},
    {"set", SEEN_IF_UP, "3-11-2", "3-11-3", false},
    {"hand", SEEN_BY_HOLDER, "3-3-2", "3-3-3", false},
    {"drop", SEEN_BY_ALL, "3-4-2", NULL, false},
    {"serve", SEEN_BY_ALL, "3-5-2", NULL, true},
    {"block", SEEN_BY_ALL, "3-6-2", NULL, true},
    {"receive", SEEN_BY_ALL, "3-7-2", NULL, true},
    {"toss", SEEN_BY_ALL, "3-8-2", NULL, true},
    {"attack", SEEN_BY_ALL, "3-9-2", NULL, true},
    {"event", SEEN_BY_ALL, "3-10-2", NULL, false},
};
enum { NZONES = sizeof zone_rules / sizeof *zone_rules };

/* One card of the state's listing: its id, the player whose zone holds it, its zone rule,
 * whether it is a gut, whether it is face up. */
typedef struct hb_listed {
    const char *id;
    int holder, rule;
    bool gut, up;
} hb_listed;

typedef struct hb_listing {
    hb_listed *v;
    size_t n, cap;
    long count[2][NZONES];
} hb_listing;

static void listed_add(hb_listing *l, hb_listed e)
{
    if (l->n == l->cap) {
        l->cap = l->cap ? 2 * l->cap : 64;
        hb_listed *v = realloc(l->v, l->cap * sizeof *v);
        if (!v)
            abort();
        l->v = v;
    }
    l->v[l->n++] = e;
    l->count[e.holder][e.rule]++;
}

static bool in_array(const json_t *a, const char *id)
{
    for (size_t i = 0; id && i < json_array_size(a); i++)
        if (json_string_value(json_array_get(a, i)) &&
            strcmp(json_string_value(json_array_get(a, i)), id) == 0)
            return true;
    return false;
}

static void listing_of(hb_listing *l, const json_t *state)
{
    for (int h = 0; h < 2; h++) {
        const json_t *pl = json_object_get(state, players[h]);
        const json_t *up = json_object_get(pl, "face_up");
        for (int r = 0; r < NZONES; r++) {
            const json_t *z = json_object_get(pl, zone_rules[r].zone);
            for (size_t k = 0; k < json_array_size(z); k++) {
                const json_t *e = json_array_get(z, k);
                const char *id = json_is_string(e) ? json_string_value(e)
                                                   : json_string_value(json_object_get(e, "card"));
                listed_add(l, (hb_listed){id, h, r, false, r == 1 && in_array(up, id)});
                const json_t *under = json_object_get(e, "under");
                for (size_t u = 0; zone_rules[r].court && u < json_array_size(under); u++)
                    listed_add(l, (hb_listed){json_string_value(json_array_get(under, u)), h, r,
                                              true, false});
            }
        }
    }
}

static bool seen_by(const hb_listed *c, int viewer)
{
    switch (zone_rules[c->rule].seen) {
    case SEEN_BY_ALL: return true;
    case SEEN_BY_HOLDER: return viewer == c->holder;
    case SEEN_IF_UP: return c->up;
    default: return false;
    }
}

/* The clause a card breaks when its visibility to `viewer` is wrong. */
static const char *clause_of(const hb_listed *c, int viewer)
{
    const hb_zone_rule *r = &zone_rules[c->rule];
    if (c->gut)
        return "1-2-15-1";
    if (r->seen == SEEN_BY_HOLDER && viewer != c->holder)
        return r->other_clause;
    if (r->seen == SEEN_IF_UP && c->up)
        return r->other_clause;
    return r->clause;
}

static const hb_listed *find(const hb_listing *l, const char *id)
{
    for (size_t i = 0; i < l->n; i++)
        if (l->v[i].id && strcmp(l->v[i].id, id) == 0)
            return &l->v[i];
    return NULL;
}

static int check_sees(inv_ctx *x, const hb_listing *l, int viewer, const json_t *sees)
{
    size_t k = 0;
    for (size_t i = 0; i < l->n; i++) {
        const hb_listed *c = &l->v[i];
        const char *got = json_string_value(json_array_get(sees, k));
        bool seen = seen_by(c, viewer);
        bool listed = got && c->id && strcmp(got, c->id) == 0;
        if (seen && listed) {
            k++;
            continue;
        }
        if (!seen && !listed)
            continue;
        /* a card the view shows that the viewer should not see names its own clause */
        const hb_listed *shown = got ? find(l, got) : NULL;
        if (shown && !seen_by(shown, viewer))
            return inv_broken(x, clause_of(shown, viewer), "%s sees %s in %s's %s",
                              players[viewer], got, players[shown->holder],
                              zone_rules[shown->rule].zone);
        if (!seen)
            return inv_broken(x, clause_of(c, viewer), "%s sees %s in %s's %s", players[viewer],
                              c->id, players[c->holder], zone_rules[c->rule].zone);
        return inv_broken(x, clause_of(c, viewer), "%s does not see %s in %s's %s (the view "
                          "has %s there)", players[viewer], c->id ? c->id : "(none)",
                          players[c->holder], zone_rules[c->rule].zone, got ? got : "nothing");
    }
    if (k < json_array_size(sees))
        return inv_broken(x, "3-1-4", "%s sees %s, which is in no zone of the state",
                          players[viewer], json_string_value(json_array_get(sees, k)));
    return 0;
}

static int check_counts(inv_ctx *x, const hb_listing *l, const json_t *counts)
{
    for (int h = 0; h < 2; h++)
        for (int r = 0; r < NZONES; r++) {
            const json_t *n = json_object_get(json_object_get(counts, players[h]),
                                              zone_rules[r].zone);
            if (!json_is_integer(n) || json_integer_value(n) != l->count[h][r])
                return inv_broken(x, "3-1-3", "the view counts %lld cards in %s's %s, the "
                                  "state lists %ld", json_is_integer(n)
                                  ? (long long)json_integer_value(n) : -1LL,
                                  players[h], zone_rules[r].zone, l->count[h][r]);
        }
    return 0;
}

void hb_view_check(inv_ctx *x, const json_t *state)
{
    const json_t *view = json_object_get(state, "view");
    if (!view)
        return;
    static const char *const checked[] = {"1-1-16", "3-1-4", "3-1-3", "3-2-2", "3-11-2",
                                          "3-11-3", "3-3-2", "3-3-3", "3-4-2", "3-5-2", "3-6-2",
                                          "3-7-2", "3-8-2", "3-9-2", "3-10-2", "1-2-15-1"};
    for (size_t i = 0; i < sizeof checked / sizeof *checked; i++)
        inv_checked(x, checked[i]);
    hb_listing l = {0};
    listing_of(&l, state);
    for (int v = 0; v < 2; v++) {
        const json_t *pv = json_object_get(view, players[v]);
        if (check_sees(x, &l, v, json_object_get(pv, "sees")) != 0 ||
            check_counts(x, &l, json_object_get(pv, "counts")) != 0)
            break;
    }
    free(l.v);
}
