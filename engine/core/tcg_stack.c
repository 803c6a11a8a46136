/* tcg_stack.c — cards attached under other cards (FW's stacks 16-2, haikyu's guts 1-2-15,
 * nivel's items 3.5.6, lycee's 下 0430): attaching, the top of a stack, the nearest attached
 * card taking the host's place when the host leaves alone, and the release of a departed
 * host's attachments (tcg_zones.h). */
#include "tcg_int.h"

void tcg_attach(tcg_game *g, int card, int host, long pos)
{
    tcg_list *l = &g->cards[host].attached;
    size_t at = pos == TCG_BOTTOM || pos < 0 || (size_t)pos > l->n ? l->n : (size_t)pos;
    tcg_list_insert(l, at, card);
    tcg_card *c = &g->cards[card];
    c->host = host;
    c->player = -1;
    c->zone = TCG_NOWHERE;
    c->slot = 0;
}

void tcg_attach_all(tcg_game *g, int from, int to)
{
    tcg_list *src = &g->cards[from].attached;
    for (size_t i = 0; i < src->n; i++) {
        tcg_list_push(&g->cards[to].attached, src->v[i]);
        g->cards[src->v[i]].host = to;
    }
    tcg_list_clear(src);
}

int tcg_stack_top(const tcg_game *g, int card)
{
    while (g->cards[card].host >= 0)
        card = g->cards[card].host;
    return card;
}

int tcg_stack_promote(tcg_game *g, int host)
{
    tcg_card *h = &g->cards[host];
    if (h->attached.n == 0)
        return -1;
    int next = tcg_list_remove_at(&h->attached, 0);
    g->cards[next].host = -1;
    tcg_attach_all(g, host, next);
    tcg_place at = tcg_where(g, host);
    long pos = tcg_list_find(tcg_slot(g, at), host);
    tcg_put(g, next, at, pos + 1);
    return next;
}

int tcg_release(tcg_game *g, int host, tcg_place from,
                int (*move)(tcg_game *g, int card, void *ud), void *ud)
{
    int saved_host = g->released_host;
    tcg_place saved_from = g->released_from;
    g->released_host = host;
    g->released_from = from;
    int st = TCG_OK;
    const tcg_list *l = &g->cards[host].attached;
    while (l->n && st == TCG_OK) {
        int card = l->v[0];
        st = move(g, card, ud);
        if (l->n && l->v[0] == card)
            break;                   /* the game did not take it off: nothing more to release */
    }
    g->released_host = saved_host;
    g->released_from = saved_from;
    return st;
}
