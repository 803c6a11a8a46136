/* legal.c — the legal-pairings query: every pairing of the next round that the pair action
 * would accept from the organiser (at most 10 fighters playing), in canonical form: each table
 * in setup order, tables by their first fighter's setup order, byes in setup order. */
#include "floor_internal.h"

#include <stdlib.h>

static const char *const legal_keys[] = {"query", "round", NULL};

enum { MAX_LEGAL_FIGHTERS = 10 };

typedef struct walk {
    bf_tournament *t;
    int64_t r;
    const int *playing;  /* setup order */
    size_t n;
    bool *used;
    size_t max_byes;     /* two (one per group of double elimination); any number when a group
                            cannot avoid a rematch (BF-NO-REMATCH) */
    bf_pairing p;
    json_t *out;
} walk;

static void emit_if_legal(walk *w)
{
    char why[256];
    if (bf_pairing_check(w->t, w->r, &w->p, why, sizeof why))
        return;
    json_t *tables = json_array();
    for (size_t k = 0; k < w->p.ntables; k++)
        json_array_append_new(tables, bf_names(w->t, &w->p.tab[2 * k], 2));
    json_array_append_new(w->out, json_pack("{s:o, s:o}", "tables", tables, "bye",
                                            bf_names(w->t, w->p.bye, w->p.nbyes)));
}

/* Every partition of the playing fighters into tables of two and byes (w->max_byes at most). */
static void enumerate(walk *w)
{
    size_t i = 0;
    while (i < w->n && w->used[i])
        i++;
    if (i == w->n) {
        emit_if_legal(w);
        return;
    }
    w->used[i] = true;
    if (w->p.nbyes < w->max_byes) {
        bf_pairing_add_bye(&w->p, w->playing[i]);
        enumerate(w);
        w->p.nbyes--;
    }
    for (size_t j = i + 1; j < w->n; j++) {
        if (w->used[j])
            continue;
        w->used[j] = true;
        bf_pairing_add_table(&w->p, w->playing[i], w->playing[j]);
        enumerate(w);
        w->p.ntables--;
        w->used[j] = false;
    }
    w->used[i] = false;
}

int bf_query_legal(bf_tournament *t, const json_t *q)
{
    int64_t r = 0;
    if (eng_only_keys(t->run, q, "legal", legal_keys) != BF_OK ||
        eng_get_int(t->run, q, "round", "legal", true, 1, ENG_INT_MAX, &r) != BF_OK ||
        bf_pair_precheck(t, r, "legal") != BF_OK)
        return BF_ERR;
    int *playing = xmalloc(t->n * sizeof *playing);
    size_t n = bf_playing_list(t, playing);
    if (n > MAX_LEGAL_FIGHTERS) {
        free(playing);
        return eng_error(t->run, "legal: %zu fighters are playing; the query lists pairings "
                         "for at most %d", n, MAX_LEGAL_FIGHTERS);
    }
    walk w = {t, r, playing, n, xcalloc(n, sizeof(bool)), 2, {0}, json_array()};
    int *group = xmalloc((n + 1) * sizeof *group);
    for (int losses = 0; losses < 2 && w.max_byes == 2; losses++) {
        size_t m = 0;
        for (size_t i = 0; i < n; i++)
            if (t->format != BF_DOUBLE || r < 2 || (t->f[playing[i]].losses > 0) == (losses > 0))
                group[m++] = playing[i];
        if (!bf_rematch_free_exists(t, group, m))
            w.max_byes = n;
    }
    free(group);
    bf_pairing_init(&w.p, t->n);
    bf_cite_pairing_rule(t, r);
    enumerate(&w);
    eng_legal(t->run, w.out);
    bf_pairing_free(&w.p);
    free(w.used);
    free(playing);
    return BF_OK;
}
