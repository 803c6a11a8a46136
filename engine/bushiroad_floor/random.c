/* random.c — random outcomes taken from the script: an order of some fighters (seating,
 * tiebreak, cut-line), offered in setup order and checked to be a permutation of them. */
#include "floor_internal.h"

#include <stdlib.h>
#include <string.h>

void bf_sort_setup_order(int *idx, size_t n)
{
    for (size_t i = 1; i < n; i++) {
        int x = idx[i];
        size_t j = i;
        while (j > 0 && idx[j - 1] > x) {
            idx[j] = idx[j - 1];
            j--;
        }
        idx[j] = x;
    }
}

int bf_ask_order(bf_tournament *t, const char *kind, const int *cands, size_t n, int *out)
{
    int *opts = bf_xmalloc(n * sizeof *opts);
    memcpy(opts, cands, n * sizeof *opts);
    bf_sort_setup_order(opts, n);
    const json_t *ans = eng_random(t->run, kind, bf_names(t, opts, n));
    if (!ans) {
        free(opts);
        return BF_STOP;
    }
    bool *seen = bf_xcalloc(t->n, sizeof *seen);
    int rc = BF_OK;
    if (!json_is_array(ans) || json_array_size(ans) != n) {
        rc = eng_error(t->run, "random for %s: must be a permutation of the %zu options", kind,
                       n);
    } else {
        for (size_t i = 0; i < n && rc == BF_OK; i++) {
            const char *s = json_string_value(json_array_get(ans, i));
            int x = s ? bf_find_fighter(t, s) : -1;
            bool offered = false;
            for (size_t j = 0; j < n && x >= 0; j++)
                offered = offered || opts[j] == x;
            if (!offered || seen[x])
                rc = eng_error(t->run, "random for %s: entry %zu is not one of the options or "
                               "repeats one", kind, i);
            else {
                seen[x] = true;
                out[i] = x;
            }
        }
    }
    free(seen);
    free(opts);
    return rc;
}
