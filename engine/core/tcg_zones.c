/* tcg_zones.c — each player's ordered zones and their slots, the places' labels, putting a card
 * in and taking it out, and the move primitive with its `move` event (tcg_zones.h).
 * Attachments are tcg_stack.c's. */
#include "tcg_int.h"

#include <stdio.h>
#include <stdlib.h>

static int kind_slots(const tcg_zone_kind *z)
{
    return z->nslots > 1 ? z->nslots : 1;
}

void tcg_zones_init(tcg_game *g)
{
    g->slot_base = xcalloc((size_t)(g->nzones ? g->nzones : 1), sizeof *g->slot_base);
    for (int z = 0; z < g->nzones; z++) {
        g->slot_base[z] = g->nslots;
        g->nslots += kind_slots(&g->zones[z]);
    }
    size_t n = (size_t)(g->nplayers * g->nslots);
    g->slots = xcalloc(n ? n : 1, sizeof *g->slots);
    g->labels = xcalloc(n + 1, sizeof *g->labels);
}

void tcg_zones_free(tcg_game *g)
{
    size_t n = (size_t)(g->nplayers * g->nslots);
    for (size_t i = 0; i < n; i++)
        tcg_list_free(&g->slots[i]);
    for (size_t i = 0; i <= n; i++)
        json_decref(g->labels[i]);
    free(g->slots);
    free(g->labels);
    free(g->slot_base);
}

static bool in_zone(const tcg_game *g, tcg_place at)
{
    return at.zone >= 0 && at.zone < g->nzones && at.player >= 0 && at.player < g->nplayers &&
           at.slot >= 0 && at.slot < kind_slots(&g->zones[at.zone]);
}

/* The index of the place's list (and label); the last label is "none". */
static size_t place_index(const tcg_game *g, tcg_place at)
{
    if (!in_zone(g, at))
        return (size_t)(g->nplayers * g->nslots);
    return (size_t)(at.player * g->nslots + g->slot_base[at.zone] + at.slot);
}

tcg_list *tcg_slot(tcg_game *g, tcg_place at)
{
    return &g->slots[place_index(g, at)];
}

const tcg_list *tcg_slot_c(const tcg_game *g, tcg_place at)
{
    return &g->slots[place_index(g, at)];
}

tcg_list *tcg_zone(tcg_game *g, int player, int zone)
{
    return &g->slots[player * g->nslots + g->slot_base[zone]];
}

const tcg_list *tcg_zone_c(const tcg_game *g, int player, int zone)
{
    return &g->slots[player * g->nslots + g->slot_base[zone]];
}

int tcg_nslots(const tcg_game *g, int zone)
{
    return kind_slots(&g->zones[zone]);
}

const char *tcg_place_label(const tcg_game *g, tcg_place at, char *buf, size_t size)
{
    if (!in_zone(g, at)) {
        snprintf(buf, size, "none");
        return buf;
    }
    const tcg_zone_kind *z = &g->zones[at.zone];
    int n = z->flags & TCG_ZONE_UNOWNED
                ? snprintf(buf, size, "%s", z->name)
                : snprintf(buf, size, "%s:%s", g->player_names[at.player], z->name);
    if (kind_slots(z) > 1 && n >= 0 && (size_t)n < size) {
        if (z->slot_names)
            snprintf(buf + n, size - (size_t)n, ":%s", z->slot_names[at.slot]);
        else
            snprintf(buf + n, size - (size_t)n, ":%d", at.slot + 1);
    }
    return buf;
}

json_t *tcg_place_label_json(tcg_game *g, tcg_place at)
{
    size_t i = place_index(g, at);
    if (!g->labels[i]) {
        char buf[96];
        g->labels[i] = json_string(tcg_place_label(g, at, buf, sizeof buf));
    }
    return json_incref(g->labels[i]);
}

tcg_place tcg_where(const tcg_game *g, int card)
{
    const tcg_card *c = &g->cards[card];
    if (c->host >= 0)
        return c->host == g->released_host ? g->released_from : tcg_where(g, c->host);
    return (tcg_place){c->player, c->zone, c->slot};
}

void tcg_put(tcg_game *g, int card, tcg_place at, long pos)
{
    tcg_list *l = tcg_slot(g, at);
    if (pos == TCG_DEFAULT)
        pos = (g->zones[at.zone].flags & TCG_ZONE_TOP_FIRST) ? TCG_TOP : TCG_BOTTOM;
    if (pos == TCG_BOTTOM || pos > (long)l->n)
        pos = (long)l->n;
    tcg_list_insert(l, (size_t)pos, card);
    tcg_card *c = &g->cards[card];
    c->player = at.player;
    c->zone = at.zone;
    c->slot = at.slot;
}

void tcg_take(tcg_game *g, int card)
{
    tcg_card *c = &g->cards[card];
    if (c->host >= 0) {
        tcg_list_remove(&g->cards[c->host].attached, card);
        c->host = -1;
    } else if (c->zone != TCG_NOWHERE && c->player >= 0) {
        tcg_list_remove(tcg_slot(g, (tcg_place){c->player, c->zone, c->slot}), card);
    }
    c->zone = TCG_NOWHERE;
    c->player = -1;
    c->slot = 0;
}

void tcg_emit_move(tcg_game *g, int card, tcg_place from, tcg_place to, const char *cause)
{
    json_t *ev = eng_event_new(g->run, "move");
    json_object_set_new_nocheck(ev, "card", tcg_id_json(g, card));
    json_object_set_new_nocheck(ev, "from", tcg_place_label_json(g, from));
    json_object_set_new_nocheck(ev, "to", tcg_place_label_json(g, to));
    json_object_set_new_nocheck(ev, "cause", json_string(cause));
}

tcg_place tcg_move(tcg_game *g, int card, tcg_place to, long pos, const char *cause)
{
    tcg_place from = tcg_where(g, card);
    tcg_take(g, card);
    tcg_put(g, card, to, pos);
    g->cards[card].shown = g->cards[card].hidden = 0;
    tcg_emit_move(g, card, from, to, cause);
    return from;
}
