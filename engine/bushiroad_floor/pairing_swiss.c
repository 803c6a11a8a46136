/* pairing_swiss.c — the engine's own pairing of a Swiss round (FR.3.2.1~p1, BF-PAIR): round 1
 * by the random seating; from round 2 by points, highest first, the bye to the lowest-placed
 * fighter without one (BF-BYE), then the first rematch-free pairing in backtracking order
 * (bf_pair_avoiding_rematches, matching.c). */
#include "floor_internal.h"

#include <stdlib.h>
#include <string.h>

size_t bf_bye_position(const bf_tournament *t, const int *order, size_t n)
{
    for (size_t i = n; i-- > 0;)
        if (t->f[order[i]].byes == 0)
            return i;
    return n - 1;
}

/* Stable: fighters with equal points keep their seating order. */
static void sort_by_points(const bf_tournament *t, int *order, size_t n)
{
    for (size_t i = 1; i < n; i++) {
        int x = order[i];
        size_t j = i;
        while (j > 0 && t->f[order[j - 1]].points < t->f[x].points) {
            order[j] = order[j - 1];
            j--;
        }
        order[j] = x;
    }
}

void bf_pair_swiss(bf_tournament *t, int64_t r, const int *seating, size_t n, bf_pairing *out)
{
    RULE(t->run, "FR.3.2.1~p1");
    if (r == 1) {  /* 1回戦目はランダムな方法でマッチング: the random seating, 1-2, 3-4, ... */
        for (size_t i = 0; i + 1 < n; i += 2)
            bf_pairing_add_table(out, seating[i], seating[i + 1]);
        if (n % 2)
            bf_pairing_add_bye(out, seating[n - 1]);
        return;
    }
    /* 2回戦目以降は獲得点数の高いファイターから順に組み合わせる; 既に対戦している
     * ファイター同士での対戦が行われないように */
    int *order = xmalloc((n ? n : 1) * sizeof *order);
    memcpy(order, seating, n * sizeof *order);
    sort_by_points(t, order, n);
    size_t m = n;
    if (m % 2) {
        size_t pos = bf_bye_position(t, order, m);
        int bye = order[pos];
        memmove(&order[pos], &order[pos + 1], (m - pos - 1) * sizeof *order);
        m--;
        bf_pair_avoiding_rematches(t, order, m, out);
        bf_pairing_add_bye(out, bye);
    } else {
        bf_pair_avoiding_rematches(t, order, m, out);
    }
    free(order);
}
