/* tcg_move_batch.c — the move batch: several cards moved by one instruction, in a batch of the
 * mode the game gives, the game's look at them all first; for each destination player in turn
 * from the turn player, their cards in the order the game's orderer chooses, placed from the
 * top in that order where the zone fills from the top, or each where a move of its own puts it
 * (tcg_event.h). */
#include "tcg_int.h"

#include <stdlib.h>
#include <string.h>

int tcg_move_cards(tcg_game *g, const int *cards, size_t n, const tcg_moves *m)
{
    if (n == 0)
        return TCG_OK;
    int *mine = xmalloc(n * sizeof *mine), *order = xmalloc(n * sizeof *order);
    int players[TCG_MAX_PLAYERS];
    size_t np = tcg_players_from(g, g->tp >= 0 ? g->tp : 0, players);
    bool from_top = m->pos == TCG_TOP ||
                    (m->pos == TCG_DEFAULT && (g->zones[m->zone].flags & TCG_ZONE_TOP_FIRST));
    int st = TCG_OK;
    tcg_batch_begin(g, m->mode, m->flags);
    if (m->before)
        m->before(g, cards, n, m->ud);      /* every card as it is before any of them moves */
    for (size_t k = 0; k < np && st == TCG_OK; k++) {
        int p = players[k];
        size_t c = 0;
        for (size_t i = 0; i < n; i++)
            if (m->dest(g, cards[i], m->zone, m->ud) == p)
                mine[c++] = cards[i];
        if (c == 0)
            continue;
        memcpy(order, mine, c * sizeof *order);
        int by = m->orderer && c >= 2 ? m->orderer(g, p, m->zone, c, m->ud) : -1;
        if (by >= 0 && (st = tcg_ask_order(g, false, "order", by, mine, c, order)) != TCG_OK)
            break;
        const tcg_list *l = tcg_zone_c(g, p, m->zone);
        for (size_t i = 0; i < c && st == TCG_OK; i++) {
            /* the first on top, each next just below the one before (cards put on top in
             * between, such as a stack's released cards, stay above) */
            long at = !from_top || m->placed_in_turn ? m->pos
                      : i == 0 ? 0 : tcg_list_find(l, order[i - 1]) + 1;
            st = m->move(g, order[i], tcg_at(p, m->zone), at, m->cause, m->ud);
        }
    }
    int end = tcg_batch_end(g);
    free(mine);
    free(order);
    return st != TCG_OK ? st : end;
}
