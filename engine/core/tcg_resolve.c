/* tcg_resolve.c — a resolution point: the game's checks, then one entry of the lowest group
 * that has entries, again and again until none is left (in rounds when the game says so), and
 * holds that keep resolution points from doing anything (tcg_pending.h). */
#include "tcg_int.h"

#include <stdlib.h>

void tcg_hold(tcg_game *g, int delta)
{
    g->hold += delta;
}

int tcg_resolve(tcg_game *g, const tcg_resolver *r)
{
    if (g->hold > 0)
        return TCG_OK;
    long round_end = g->pend_seq;    /* rounds: the entries of this round were added by then */
    size_t *idx = NULL, cap = 0;
    int st = TCG_OK;
    for (;;) {
        if (r->before && (st = r->before(g, r->ud)) != TCG_OK)
            break;
        int best = -1;
        for (;;) {
            bool later = false;      /* entries waiting for the next round */
            for (size_t i = 0; i < g->npend; i++) {
                if (r->rounds && g->pend[i].seq > round_end) {
                    later = true;
                    continue;
                }
                int k = r->group(g, &g->pend[i], r->ud);
                if (k >= 0 && (best < 0 || k < best))
                    best = k;
            }
            if (best >= 0 || !later)
                break;
            round_end = g->pend_seq; /* the next round: everything pending now */
        }
        if (best < 0)
            break;
        if (cap < g->npend) {
            cap = g->npend;
            idx = xrealloc(idx, cap * sizeof *idx);
        }
        size_t n = 0;
        for (size_t i = 0; i < g->npend; i++)
            if (!(r->rounds && g->pend[i].seq > round_end) &&
                r->group(g, &g->pend[i], r->ud) == best)
                idx[n++] = i;
        if ((st = r->take(g, best, idx, n, r->ud)) != TCG_OK)
            break;
    }
    free(idx);
    return st;
}
