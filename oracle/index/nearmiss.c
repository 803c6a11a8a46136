/* nearmiss.c — the nearest clause id by edit distance (nearmiss.h). */
#include "nearmiss.h"
#include "util/fatal.h"

#include <stdlib.h>
#include <string.h>

/* Levenshtein distance of a and b, or a value above `limit` once it must exceed it. */
static size_t distance(const char *a, const char *b, size_t limit, size_t *row)
{
    size_t na = strlen(a), nb = strlen(b);
    if ((na > nb ? na - nb : nb - na) > limit)
        return limit + 1;
    for (size_t j = 0; j <= nb; j++)
        row[j] = j;
    for (size_t i = 1; i <= na; i++) {
        size_t corner = row[0], best = row[0] = i;
        for (size_t j = 1; j <= nb; j++) {
            size_t up = row[j];
            size_t d = corner + (a[i - 1] != b[j - 1]);
            if (up + 1 < d)
                d = up + 1;
            if (row[j - 1] + 1 < d)
                d = row[j - 1] + 1;
            row[j] = d;
            corner = up;
            if (d < best)
                best = d;
        }
        if (best > limit)
            return limit + 1;
    }
    return row[nb];
}

const char *cidx_near_miss(const cidx *x, const char *id)
{
    size_t n = strlen(id), limit = n / 4 > 2 ? n / 4 : 2;
    const char *best = NULL;
    size_t best_d = limit + 1, cap = 0;
    size_t *row = NULL;
    for (size_t i = 0; i < x->nclauses; i++) {
        const char *c = x->clause[i].id;
        size_t len = strlen(c);
        if (len + 1 > cap) {
            cap = len + 1;
            row = xrealloc(row, cap * sizeof *row);
        }
        size_t d = distance(id, c, best_d - 1 < limit ? best_d - 1 : limit, row);
        if (d < best_d) {
            best_d = d;
            best = c;
        }
    }
    free(row);
    return best;
}
