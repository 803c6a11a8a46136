/* view.c — the lycee visibility properties the judge checks on a final state that carries a
 * `view` (docs/engines/lycee.md, "Invariants"):
 *
 *   0310/公開   the cards on a field (characters, items, areas) are seen by every player;
 *   0430/公開   so are the cards under a character (its 下, charges included);
 *   0400/公開, 0450/公開  so are the trash's and the shield's;
 *   0410/公開   a hand is seen by its owner only;
 *   0420/公開   a deck is seen by nobody;
 *   0201/公開・非公開~r1  apart from a card shown to a player (1570:公開する: the players of its
 *              `reveal` event; 表にする: both) or hidden from one (1570:非公開にする: its `conceal`
 *              event's; 裏にする: both) since it last moved, what each player sees follows the
 *              zone.
 * The walk of the events (the run's cards moved, shown, hidden, the decks shuffled) is here too. */
#include "lycee.h"

#include <stdlib.h>
#include <string.h>

static const char *const players[] = {"P1", "P2"};
static const char *const fields[] = {"AF-left", "AF-center", "AF-right", "DF-left", "DF-center",
                                     "DF-right"};

void ly_run_init(ly_run *r)
{
    memset(r, 0, sizeof *r);
}

void ly_run_free(ly_run *r)
{
    free(r->v);
}

static ly_seen *seen(ly_run *r, const char *id)
{
    for (size_t i = 0; i < r->n; i++)
        if (strcmp(r->v[i].id, id) == 0)
            return &r->v[i];
    if (r->n == r->cap) {
        size_t cap = r->cap ? 2 * r->cap : 32;
        ly_seen *v = realloc(r->v, cap * sizeof *v);
        if (!v)
            return NULL;
        r->v = v;
        r->cap = cap;
    }
    r->v[r->n] = (ly_seen){.id = id};
    return &r->v[r->n++];
}

static const ly_seen *find(const ly_run *r, const char *id)
{
    for (size_t i = 0; id && i < r->n; i++)
        if (strcmp(r->v[i].id, id) == 0)
            return &r->v[i];
    return NULL;
}

void ly_seen_move(ly_run *r, const char *id)
{
    ly_seen *s = seen(r, id);
    if (s)
        *s = (ly_seen){.id = s->id, .moved = true, .equipped = s->equipped};
}

bool ly_seen_moved(const ly_run *r, const char *id)
{
    const ly_seen *s = find(r, id);
    return s && s->moved;
}

bool ly_seen_equipped(const ly_run *r, const char *id)
{
    const ly_seen *s = find(r, id);
    return s && s->equipped;
}

/* The players an event's `to` names (bit p for player p); both when it has none. */
static unsigned viewers(const json_t *to)
{
    if (!json_is_array(to))
        return 3u;
    unsigned who = 0;
    for (size_t i = 0; i < json_array_size(to); i++)
        for (int p = 0; p < 2; p++)
            if (json_is_string(json_array_get(to, i)) &&
                strcmp(json_string_value(json_array_get(to, i)), players[p]) == 0)
                who |= 1u << p;
    return who;
}

void ly_seen_event(ly_run *r, const json_t *ev, const char *type)
{
    const char *id = json_string_value(json_object_get(ev, "card"));
    if (strcmp(type, "shuffle") == 0) {
        const char *p = json_string_value(json_object_get(ev, "player"));
        for (int k = 0; p && k < 2; k++)
            if (strcmp(p, players[k]) == 0)
                r->shuffled[k] = true;
        return;
    }
    if (!id)
        return;
    ly_seen *s = NULL;
    if (strcmp(type, "equip") == 0 && (s = seen(r, id))) {
        s->equipped = true;
        return;
    }
    bool reveal = strcmp(type, "reveal") == 0;
    if ((reveal || strcmp(type, "conceal") == 0) && (s = seen(r, id))) {
        unsigned to = viewers(json_object_get(ev, "to"));
        s->shown = reveal ? s->shown | to : s->shown & ~to;
        s->hidden = reveal ? s->hidden & ~to : s->hidden | to;
    } else if (strcmp(type, "face") == 0 && (s = seen(r, id))) {
        bool up = json_is_true(json_object_get(ev, "up"));
        s->shown = up ? 3u : 0u;
        s->hidden = up ? 0u : 3u;
    }
}

/* Whether viewer v's `sees` lists id. */
static bool listed(const json_t *view, int v, const char *id)
{
    const json_t *sees = json_object_get(json_object_get(view, players[v]), "sees");
    for (size_t i = 0; i < json_array_size(sees); i++)
        if (strcmp(json_string_value(json_array_get(sees, i)), id) == 0)
            return true;
    return false;
}

/* One card the state lists: who must see it (bit v), by its zone's rule and what happened to
 * it; -1 (a broken property) or 0. */
static int card_rule(inv_ctx *x, const json_t *view, const ly_run *r, const char *id,
                     unsigned by_zone, const char *clause)
{
    const ly_seen *s = find(r, id);
    unsigned shown = s ? s->shown : 0u, hidden = s ? s->hidden : 0u;
    for (int v = 0; v < 2; v++) {
        unsigned bit = 1u << v;
        bool should = (hidden & bit) ? false : (shown & bit) ? true : (by_zone & bit) != 0;
        bool does = listed(view, v, id);
        if (should != does)
            return inv_broken(x, (shown | hidden) & bit ? "0201/公開・非公開~r1" : clause,
                              "%s %s %s's view", id, does ? "is in" : "is missing from",
                              players[v]);
    }
    return 0;
}

static int ids_rule(inv_ctx *x, const json_t *view, const ly_run *r, const json_t *ids,
                    unsigned by_zone, const char *clause)
{
    for (size_t i = 0; i < json_array_size(ids); i++) {
        const char *id = json_string_value(json_array_get(ids, i));
        if (id && card_rule(x, view, r, id, by_zone, clause) != 0)
            return -1;
    }
    return 0;
}

void ly_view_check(inv_ctx *x, const json_t *state, const ly_run *r)
{
    const json_t *view = json_object_get(state, "view");
    if (!view)
        return;
    static const char *const clauses[] = {"0310/公開", "0430/公開", "0400/公開", "0450/公開",
                                          "0410/公開", "0420/公開", "0201/公開・非公開~r1"};
    for (size_t i = 0; i < sizeof clauses / sizeof *clauses; i++)
        inv_checked(x, clauses[i]);
    for (int p = 0; p < 2; p++) {
        const json_t *pl = json_object_get(state, players[p]);
        for (int f = 0; f < 6; f++) {
            const json_t *a = json_object_get(pl, fields[f]);
            for (size_t i = 0; i < json_array_size(a); i++) {
                const json_t *o = json_array_get(a, i);
                const char *id = json_string_value(json_object_get(o, "card"));
                if ((id && card_rule(x, view, r, id, 3u, "0310/公開") != 0) ||
                    ids_rule(x, view, r, json_object_get(o, "under"), 3u, "0430/公開") != 0)
                    return;
            }
        }
        if (ids_rule(x, view, r, json_object_get(pl, "trash"), 3u, "0400/公開") != 0 ||
            ids_rule(x, view, r, json_object_get(pl, "shield"), 3u, "0450/公開") != 0 ||
            ids_rule(x, view, r, json_object_get(pl, "hand"), 1u << p, "0410/公開") != 0 ||
            ids_rule(x, view, r, json_object_get(pl, "deck"), 0u, "0420/公開") != 0)
            return;
    }
}
