/* pairing_swiss.c — the engine's own pairing of a Swiss round (FR.3.2.1~p1, BF-PAIR): round 1
 * by the random seating; from round 2 by points, highest first, the bye to the lowest-placed
 * fighter without one (BF-BYE), then the first rematch-free pairing in backtracking order. */
#include "floor_internal.h"

#include <stdlib.h>
#include <string.h>

typedef struct search {
    const int *order;
    size_t n;
    const bool *met;     /* n x n: order[i] and order[j] have met */
    bool *used;
    bf_pairing *out;
} search;

/* The first unpaired fighter takes the earliest unpaired fighter it has not met such that the
 * rest can still be paired without rematches. */
static bool solve(search *s)
{
    size_t i = 0;
    while (i < s->n && s->used[i])
        i++;
    if (i == s->n)
        return true;
    s->used[i] = true;
    for (size_t j = i + 1; j < s->n; j++) {
        if (s->used[j] || s->met[i * s->n + j])
            continue;
        s->used[j] = true;
        size_t mark = s->out->ntables;
        bf_pairing_add_table(s->out, s->order[i], s->order[j]);
        if (solve(s))
            return true;
        s->out->ntables = mark;
        s->used[j] = false;
    }
    s->used[i] = false;
    return false;
}

void bf_pair_avoiding_rematches(bf_tournament *t, const int *order, size_t n, bf_pairing *out)
{
    bool *met = bf_xcalloc(n * n, sizeof *met);
    for (size_t i = 0; i < n; i++)
        for (size_t j = 0; j < n; j++)
            met[i * n + j] = i != j && bf_met(t, order[i], order[j]);
    search s = {order, n, met, bf_xcalloc(n, sizeof(bool)), out};
    size_t mark = out->ntables;
    if (!solve(&s)) {
        out->ntables = mark;  /* no rematch-free pairing exists: pair in order */
        for (size_t i = 0; i + 1 < n; i += 2)
            bf_pairing_add_table(out, order[i], order[i + 1]);
    }
    free(s.used);
    free(met);
}

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
    RULE("FR.3.2.1~p1");
    if (r == 1) {  /* 1回戦目はランダムな方法でマッチング: the random seating, 1-2, 3-4, ... */
        for (size_t i = 0; i + 1 < n; i += 2)
            bf_pairing_add_table(out, seating[i], seating[i + 1]);
        if (n % 2)
            bf_pairing_add_bye(out, seating[n - 1]);
        return;
    }
    /* 2回戦目以降は獲得点数の高いファイターから順に組み合わせる; 既に対戦している
     * ファイター同士での対戦が行われないように */
    int *order = bf_xmalloc((n ? n : 1) * sizeof *order);
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
