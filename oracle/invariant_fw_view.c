/* invariant_fw_view.c — the fusion-world visibility properties the judge checks on a final
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
 * so the first difference names the card and the clause that decides it. */
#include "invariant.h"

#include <stdbool.h>
#include <stdio.h>
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

/* Walks one viewer's `sees` along the state's listing. */
typedef struct fw_sight {
    inv_ctx *x;
    int viewer;
    const json_t *sees;
    size_t next;
} fw_sight;

static const char *seen_at(const fw_sight *s)
{
    return json_string_value(json_array_get(s->sees, s->next));
}

/* One card of the listing, which the viewer must see or must not. */
static int sight_card(fw_sight *s, const char *id, bool visible, const char *clause,
                      const char *where)
{
    const char *got = seen_at(s);
    bool listed = got && id && strcmp(got, id) == 0;
    if (visible && !listed)
        return inv_broken(s->x, clause, "%s does not see %s in %s (its view lists %s there)",
                          players[s->viewer], id ? id : "(no id)", where, got ? got : "nothing");
    if (!visible && listed)
        return inv_broken(s->x, clause, "%s sees %s in %s", players[s->viewer], id, where);
    if (listed)
        s->next++;
    return 0;
}

static const char *card_id(const json_t *entry)
{
    return json_is_string(entry) ? json_string_value(entry)
                                 : json_string_value(json_object_get(entry, "card"));
}

/* The cards of one zone of `holder` in listing order (a stack's top, then its `under`). */
static int sight_zone(fw_sight *s, const json_t *pl, int holder, const fw_zone_rule *r)
{
    bool visible = r->seen == SEEN_BY_ALL || (r->seen == SEEN_BY_HOLDER && holder == s->viewer);
    const char *clause = r->seen == SEEN_BY_HOLDER && holder != s->viewer ? r->hidden_clause
                                                                         : r->clause;
    char where[24];
    snprintf(where, sizeof where, "%s:%s", players[holder], r->zone);
    const json_t *z = json_object_get(pl, r->zone);
    if (json_is_object(z))  /* the leader */
        return sight_card(s, card_id(z), visible, clause, where);
    for (size_t k = 0; k < json_array_size(z); k++) {
        const json_t *e = json_array_get(z, k);
        if (sight_card(s, card_id(e), visible, clause, where))
            return -1;
        const json_t *under = json_object_get(e, "under");
        for (size_t u = 0; u < json_array_size(under); u++)
            if (sight_card(s, card_id(json_array_get(under, u)), visible, clause, where))
                return -1;
    }
    return 0;
}

/* The cards of a zone as 3-1-2 counts them: a stack's under cards are in its zone (16-2-2-2). */
static size_t cards_in(const json_t *pl, const char *zone)
{
    const json_t *z = json_object_get(pl, zone);
    size_t n = json_array_size(z);
    for (size_t k = 0; k < json_array_size(z); k++)
        n += json_array_size(json_object_get(json_array_get(z, k), "under"));
    return n;
}

static int counts_agree(inv_ctx *x, const json_t *state, int viewer, const json_t *counts)
{
    for (int h = 0; h < 2; h++) {
        const json_t *pl = json_object_get(state, players[h]);
        const json_t *c = json_object_get(counts, players[h]);
        for (int z = 0; z < NZONES; z++) {
            if (!zone_rules[z].counted)
                continue;
            const json_t *n = json_object_get(c, zone_rules[z].zone);
            size_t want = cards_in(pl, zone_rules[z].zone);
            if (!json_is_integer(n) || json_integer_value(n) != (json_int_t)want)
                return inv_broken(x, "3-1-2", "%s's view counts %s cards in %s:%s, the state "
                                  "has %zu", players[viewer],
                                  json_is_integer(n) ? "a wrong number of" : "no",
                                  players[h], zone_rules[z].zone, want);
        }
    }
    return 0;
}

static int one_viewer(inv_ctx *x, const json_t *state, const json_t *view, int viewer)
{
    const json_t *mine = json_object_get(view, players[viewer]);
    fw_sight s = {x, viewer, json_object_get(mine, "sees"), 0};
    if (!json_is_array(s.sees))
        return inv_broken(x, "3-1-3", "the view has no \"sees\" array for %s", players[viewer]);
    for (int h = 0; h < 2; h++)
        for (int z = 0; z < NZONES; z++)
            if (sight_zone(&s, json_object_get(state, players[h]), h, &zone_rules[z]))
                return -1;
    for (int h = 0; h < 2; h++) {
        const json_t *removed = json_object_get(json_object_get(state, players[h]), "removed");
        for (size_t k = 0; k < json_array_size(removed); k++)
            if (sight_card(&s, card_id(json_array_get(removed, k)), true, "13-9-3", "removed"))
                return -1;
    }
    if (s.next < json_array_size(s.sees)) {
        const char *extra = seen_at(&s);
        return inv_broken(x, "3-1-3", "%s's view lists %s, which is not where the state's "
                          "listing has it", players[viewer], extra ? extra : "a non-id");
    }
    return counts_agree(x, state, viewer, json_object_get(mine, "counts"));
}

void inv_fusion_world_view(inv_ctx *x, const json_t *state)
{
    const json_t *view = json_object_get(state, "view");
    if (!view)
        return;
    static const char *const checked[] = {"0-3-12", "3-1-3", "3-5-2", "3-6-2", "3-7-2",
                                          "3-8-2", "13-9-3", "3-3-2", "3-3-3", "13-10-2",
                                          "3-2-2", "3-9-2", "3-1-2", "1-11-3", "1-12-5"};
    for (size_t i = 0; i < sizeof checked / sizeof *checked; i++)
        inv_checked(x, checked[i]);
    for (int v = 0; v < 2; v++)
        if (one_viewer(x, state, view, v))
            return;
}
