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

int bf_ask_order(bf_tournament *t, const char *kind, const int *cands, size_t n, int *out)
{
    int *opts = xmalloc(n * sizeof *opts);
    memcpy(opts, cands, n * sizeof *opts);
    bf_sort_setup_order(opts, n);
    const json_t *ans = eng_random(t->run, kind, bf_names(t, opts, n));
    if (!ans) {
        free(opts);
        return BF_STOP;
    }
    /* offered[x]: x is one of the options; seen[x]: the answer named x already */
    bool *offered = xcalloc(t->n, sizeof *offered), *seen = xcalloc(t->n, sizeof *seen);
    for (size_t j = 0; j < n; j++)
        offered[opts[j]] = true;
    int rc = BF_OK;
    if (!json_is_array(ans) || json_array_size(ans) != n) {
        rc = eng_error(t->run, "random for %s: must be a permutation of the %zu options", kind,
                       n);
    } else {
        for (size_t i = 0; i < n && rc == BF_OK; i++) {
            const char *s = json_string_value(json_array_get(ans, i));
            int x = s ? bf_find_fighter(t, s) : -1;
            if (x < 0 || !offered[x] || seen[x])
                rc = eng_error(t->run, "random for %s: entry %zu is not one of the options or "
                               "repeats one", kind, i);
            else {
                seen[x] = true;
                out[i] = x;
            }
        }
    }
    free(seen);
    free(offered);
    free(opts);
    return rc;
}
