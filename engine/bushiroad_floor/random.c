/* random.c — random outcomes taken from the script: an order of some fighters (seating,
 * tiebreak, cut-line), offered in setup order and checked to be a permutation of them. */
#include "floor_internal.h"

#include <stdlib.h>
#include <string.h>

static int by_index(const void *a, const void *b)
{
    int x = *(const int *)a, y = *(const int *)b;
    return (x > y) - (x < y);
}

void bf_sort_setup_order(int *idx, size_t n)
{
    qsort(idx, n, sizeof *idx, by_index);
}

/* The option named s: its position among the options (pos[fighter]), -1 for none. */
typedef struct option_pos {
    const bf_tournament *t;
    const int *pos;
} option_pos;

static int find_option(const char *s, void *ud)
{
    const option_pos *o = ud;
    int x = bf_find_fighter(o->t, s);
    return x < 0 ? -1 : o->pos[x];
}

int bf_ask_order(bf_tournament *t, const char *kind, const int *cands, size_t n, int *out)
{
    int *opts = xmalloc((n ? n : 1) * sizeof *opts);
    memcpy(opts, cands, n * sizeof *opts);
    bf_sort_setup_order(opts, n);
    const json_t *ans = eng_random(t->run, kind, bf_names(t, opts, n));
    if (!ans) {
        free(opts);
        return BF_STOP;
    }
    int *pos = xmalloc((t->n ? t->n : 1) * sizeof *pos), *idx = xmalloc((n ? n : 1) * sizeof *idx);
    for (size_t i = 0; i < t->n; i++)
        pos[i] = -1;
    for (size_t j = 0; j < n; j++)
        pos[opts[j]] = (int)j;
    char what[96];
    eng_format(what, sizeof what, "random \"%s\"", kind);
    option_pos o = {t, pos};
    int rc = eng_read_order(t->run, ans, n, what, find_option, &o, idx);
    for (size_t i = 0; rc == BF_OK && i < n; i++)
        out[i] = opts[idx[i]];
    free(idx);
    free(pos);
    free(opts);
    return rc;
}
