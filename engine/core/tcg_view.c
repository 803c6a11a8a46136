/* tcg_view.c — who sees a card's face (its zone's rule, unless shown or hidden to some players
 * until it moves), the number of cards of a zone, and the view of a state: per player the
 * faces they see where the cards are and every zone's count (tcg_view.h). */
#include "tcg_int.h"

static bool zone_shows(const tcg_game *g, int viewer, int holder, int zone)
{
    switch (g->zones[zone].vis) {
    case TCG_VIS_PUBLIC:
        return true;
    case TCG_VIS_HOLDER:
        return viewer == holder;
    default:
        return false;
    }
}

bool tcg_sees(const tcg_game *g, int viewer, int card)
{
    const tcg_card *c = &g->cards[card];
    unsigned bit = 1u << viewer;
    if (c->hidden & bit)
        return false;
    if (c->shown & bit)
        return true;
    tcg_place at = tcg_where(g, card);
    return at.zone != TCG_NOWHERE && at.player >= 0 && zone_shows(g, viewer, at.player, at.zone);
}

void tcg_show(tcg_game *g, int card, unsigned players)
{
    g->cards[card].shown |= players;
    g->cards[card].hidden &= ~players;
}

void tcg_hide(tcg_game *g, int card, unsigned players)
{
    g->cards[card].hidden |= players;
    g->cards[card].shown &= ~players;
}

/* The cards of a player's zone, every slot in turn, each followed by its attached cards in a
 * TCG_ZONE_STACKS zone (each seen by its own sight: shown or hidden since it last moved, else
 * as its host's zone shows it, whatever the host's own sight): appended to `out` (when not
 * NULL) if `viewer` sees them (-1: all); their number is returned. */
static size_t zone_cards(tcg_game *g, int viewer, int player, int zone, json_t *out)
{
    bool stacks = g->zones[zone].flags & TCG_ZONE_STACKS;
    size_t n = 0;
    for (int s = 0; s < tcg_nslots(g, zone); s++) {
        const tcg_list *l = tcg_slot_c(g, (tcg_place){player, zone, s});
        for (size_t i = 0; i < l->n; i++) {
            const tcg_list *a = &g->cards[l->v[i]].attached;
            n += 1 + (stacks ? a->n : 0);
            if (!out)
                continue;
            if (viewer < 0 || tcg_sees(g, viewer, l->v[i]))
                json_array_append_new(out, tcg_id_json(g, l->v[i]));
            for (size_t k = 0; stacks && k < a->n; k++)
                if (viewer < 0 || tcg_sees(g, viewer, a->v[k]))
                    json_array_append_new(out, tcg_id_json(g, a->v[k]));
        }
    }
    return n;
}

size_t tcg_count(const tcg_game *g, int player, int zone)
{
    return zone_cards((tcg_game *)g, -1, player, zone, NULL);
}

json_t *tcg_view_json(tcg_game *g, const int *order, size_t norder)
{
    json_t *counts = json_object();
    for (int h = 0; h < g->nplayers; h++) {
        json_t *c = json_object();
        for (size_t i = 0; i < norder; i++) {
            int z = order[i];
            if (!(g->zones[z].flags & (TCG_ZONE_UNCOUNTED | TCG_ZONE_UNOWNED)))
                json_object_set_new(c, g->zones[z].name,
                                    json_integer((json_int_t)tcg_count(g, h, z)));
        }
        json_object_set_new(counts, g->player_names[h], c);
    }
    json_t *view = json_object();
    for (int viewer = 0; viewer < g->nplayers; viewer++) {
        json_t *sees = json_array();
        for (int pass = 0; pass < 2; pass++)      /* the players' zones, then the unowned */
            for (int h = 0; h < g->nplayers; h++)
                for (size_t i = 0; i < norder; i++) {
                    int z = order[i];
                    if (!(g->zones[z].flags & TCG_ZONE_UNOWNED) == (pass == 0))
                        zone_cards(g, viewer, h, z, sees);
                }
        json_object_set_new(view, g->player_names[viewer],
                            json_pack("{s:o, s:O}", "sees", sees, "counts", counts));
    }
    json_decref(counts);
    return view;
}
