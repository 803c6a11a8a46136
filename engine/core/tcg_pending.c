/* tcg_pending.c — the queue of pending triggered abilities: added within the game's limit,
 * taken out in any order, cancelled by the game's predicate (tcg_pending.h). */
#include "tcg_int.h"

#include <string.h>

/* The pending-this-turn ledger kind of TCG_PEND_ONCE_PER_TURN (the games' kinds are >= 0). */
enum { PENDED_THIS_TURN = -1 };

bool tcg_pend_add(tcg_game *g, const tcg_pending *p, tcg_pend_limit limit)
{
    if (limit == TCG_PEND_ONCE_PER_EVENT)
        for (size_t i = 0; i < g->npend; i++)
            if (g->pend[i].card == p->card && g->pend[i].ability == p->ability &&
                g->pend[i].cls == p->cls && g->pend[i].batch == p->batch)
                return false;
    if (limit == TCG_PEND_ONCE_PER_TURN) {
        tcg_key k = {PENDED_THIS_TURN, p->card, p->inc, p->ability};
        if (tcg_noted(g, TCG_SCOPE_TURN, k))
            return false;
        tcg_note(g, TCG_SCOPE_TURN, k);
    }
    TCG_GROW(g->pend, g->npend, g->cappend, 16);
    g->pend[g->npend] = *p;
    g->pend[g->npend++].seq = ++g->pend_seq;
    return true;
}

tcg_pending tcg_pend_take(tcg_game *g, size_t index)
{
    tcg_pending p = g->pend[index];
    memmove(&g->pend[index], &g->pend[index + 1], (g->npend - index - 1) * sizeof *g->pend);
    g->npend--;
    return p;
}

size_t tcg_pend_cancel(tcg_game *g, bool (*drop)(const tcg_game *g, const tcg_pending *p,
                                                  void *ud), void *ud)
{
    size_t kept = 0, n = g->npend;
    for (size_t i = 0; i < n; i++)
        if (!drop(g, &g->pend[i], ud))
            g->pend[kept++] = g->pend[i];
    g->npend = kept;
    return n - kept;
}
