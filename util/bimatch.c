/* bimatch.c — Kuhn's augmenting paths (see bimatch.h). */
#include "util/bimatch.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "util/fatal.h"

typedef struct {
    size_t k;
    bimatch_fits fits;
    void *ctx;
    size_t *owner;
    bool *seen;
} kuhn;

/* An augmenting path from expected item i: an observed item free, or one whose owner can move. */
static bool augment(kuhn *m, size_t i)
{
    for (size_t j = 0; j < m->k; j++) {
        if (m->seen[j] || !m->fits(m->ctx, i, j))
            continue;
        m->seen[j] = true;
        if (m->owner[j] == SIZE_MAX || augment(m, m->owner[j])) {
            m->owner[j] = i;
            return true;
        }
    }
    return false;
}

size_t bimatch(size_t n, size_t k, bimatch_fits fits, void *ctx, size_t *owner)
{
    kuhn m = {k, fits, ctx, owner, xcalloc(k ? k : 1, sizeof *m.seen)};
    bool *placed = xcalloc(n ? n : 1, sizeof *placed);
    size_t paired = 0;
    for (size_t j = 0; j < k; j++)
        if (owner[j] != SIZE_MAX && owner[j] < n && !placed[owner[j]]) {
            placed[owner[j]] = true;
            paired++;
        } else {
            owner[j] = SIZE_MAX;
        }
    for (size_t i = 0; i < n; i++) {
        if (placed[i])
            continue;
        memset(m.seen, 0, (k ? k : 1) * sizeof *m.seen);
        if (augment(&m, i))
            paired++;
    }
    free(placed);
    free(m.seen);
    return paired;
}
