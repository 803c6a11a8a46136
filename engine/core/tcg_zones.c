/* tcg_zones.c — each player's ordered zones and the move primitive of the card-game core: a
 * card leaves its zone, arrives in another at a position, and the `move` event reports it
 * (tcg.h). What a move means for the rules (a new object, triggers, replacements) is the game
 * module's. */
#include "tcg.h"

#include <stdio.h>
#include <string.h>

tcg_list *tcg_zone(tcg_game *g, int player, int zone)
{
    return &g->zone_lists[player * g->nzones + zone];
}

const tcg_list *tcg_zone_c(const tcg_game *g, int player, int zone)
{
    return &g->zone_lists[player * g->nzones + zone];
}

int tcg_zone_index(const tcg_game *g, const char *name)
{
    if (!name)
        return -1;
    for (int i = 0; i < g->nzones; i++)
        if (strcmp(g->zones[i].name, name) == 0)
            return i;
    return -1;
}

const char *tcg_zone_label(const tcg_game *g, int player, int zone, char *buf, size_t size)
{
    if (zone < 0 || zone >= g->nzones || player < 0)
        snprintf(buf, size, "none");
    else if (g->zones[zone].flags & TCG_ZONE_UNOWNED)
        snprintf(buf, size, "%s", g->zones[zone].name);
    else
        snprintf(buf, size, "%s:%s", g->player_names[player], g->zones[zone].name);
    return buf;
}

json_t *tcg_zone_label_json(tcg_game *g, int player, int zone)
{
    bool none = zone < 0 || zone >= g->nzones || player < 0;
    size_t slot = none ? (size_t)(g->nplayers * g->nzones) : (size_t)(player * g->nzones + zone);
    if (!g->zone_labels[slot]) {
        char buf[64];
        g->zone_labels[slot] = json_string(tcg_zone_label(g, player, zone, buf, sizeof buf));
    }
    return json_incref(g->zone_labels[slot]);
}

json_t *tcg_id_json(tcg_game *g, int card)
{
    tcg_card *c = &g->cards[card];
    if (!c->id_json)
        c->id_json = json_string(c->id);
    return json_incref(c->id_json);
}

void tcg_detach(tcg_game *g, int card)
{
    tcg_card *c = &g->cards[card];
    if (c->zone != TCG_NOWHERE && c->player >= 0)
        tcg_list_remove(tcg_zone(g, c->player, c->zone), card);
    c->zone = TCG_NOWHERE;
    c->player = -1;
}

void tcg_attach(tcg_game *g, int card, int player, int zone, long pos)
{
    tcg_list *l = tcg_zone(g, player, zone);
    if (pos == TCG_DEFAULT)
        pos = (g->zones[zone].flags & TCG_ZONE_TOP_FIRST) ? TCG_TOP : TCG_BOTTOM;
    if (pos == TCG_BOTTOM || pos > (long)l->n)
        pos = (long)l->n;
    tcg_list_insert(l, (size_t)pos, card);
    g->cards[card].zone = zone;
    g->cards[card].player = player;
}

void tcg_emit_move(tcg_game *g, int card, int from_player, int from_zone, int to_player,
                   int to_zone, const char *cause)
{
    eng_event(g->run, "move",
              json_pack("{s:o, s:o, s:o, s:s}", "card", tcg_id_json(g, card),
                        "from", tcg_zone_label_json(g, from_player, from_zone),
                        "to", tcg_zone_label_json(g, to_player, to_zone), "cause", cause));
}

void tcg_move(tcg_game *g, int card, int to_player, int to_zone, long pos, const char *cause)
{
    int fp = g->cards[card].player, fz = g->cards[card].zone;
    tcg_detach(g, card);
    tcg_attach(g, card, to_player, to_zone, pos);
    tcg_emit_move(g, card, fp, fz, to_player, to_zone, cause);
}

json_t *tcg_ids_json(tcg_game *g, const int *cards, size_t n)
{
    json_t *a = json_array();
    for (size_t i = 0; i < n; i++)
        json_array_append_new(a, tcg_id_json(g, cards[i]));
    return a;
}

json_t *tcg_list_json(tcg_game *g, const tcg_list *l)
{
    return tcg_ids_json(g, l->v, l->n);
}
