/* tcg_lki.c — last-known information: per card, the game's snapshots, one per incarnation
 * (tcg_lki.h). */
#include "tcg_int.h"

#include <stdlib.h>
#include <string.h>

struct tcg_lki_card {
    unsigned *inc;           /* the incarnation of each snapshot, oldest first */
    unsigned char *data;     /* the snapshots, lki_size bytes each */
    size_t n, cap;
};

void tcg_lki_init(tcg_game *g, size_t size)
{
    g->lki_size = size;
}

static struct tcg_lki_card *card_store(tcg_game *g, int card)
{
    if ((size_t)card >= g->lki_ncards) {
        size_t n = g->ncards > (size_t)card ? g->ncards : (size_t)card + 1;
        g->lki = xrealloc(g->lki, n * sizeof *g->lki);
        memset(g->lki + g->lki_ncards, 0, (n - g->lki_ncards) * sizeof *g->lki);
        g->lki_ncards = n;
    }
    return &g->lki[card];
}

void *tcg_lki_put(tcg_game *g, int card, unsigned inc)
{
    struct tcg_lki_card *s = card_store(g, card);
    for (size_t i = 0; i < s->n; i++)
        if (s->inc[i] == inc) {
            memset(s->data + i * g->lki_size, 0, g->lki_size);
            return s->data + i * g->lki_size;
        }
    if (s->n == s->cap) {
        s->cap = s->cap ? 2 * s->cap : 4;
        s->inc = xrealloc(s->inc, s->cap * sizeof *s->inc);
        s->data = xrealloc(s->data, s->cap * g->lki_size);
    }
    s->inc[s->n] = inc;
    void *p = s->data + s->n++ * g->lki_size;
    memset(p, 0, g->lki_size);
    return p;
}

const void *tcg_lki_get(const tcg_game *g, int card, unsigned inc)
{
    if ((size_t)card >= g->lki_ncards)
        return NULL;
    const struct tcg_lki_card *s = &g->lki[card];
    for (size_t i = s->n; i-- > 0;)
        if (s->inc[i] == inc)
            return s->data + i * g->lki_size;
    return NULL;
}

void tcg_lki_free(tcg_game *g)
{
    for (size_t i = 0; i < g->lki_ncards; i++) {
        free(g->lki[i].inc);
        free(g->lki[i].data);
    }
    free(g->lki);
}
