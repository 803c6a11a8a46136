/* topcut.c — choosing who plays the final rounds (FR.3.2.4): the candidates less the excluded
 * (~p2–p3), the method by standings (FR.3.2.4.1), the random order of fighters sharing a rank
 * on the cut line, the top-cut action, and a qualifier who leaves afterwards without being
 * replaced (~p5). The deck-based methods are in topcut_tiers.c and topcut_usage.c. */
#include "floor_conduct.h"

#include <stdlib.h>
#include <string.h>

static const char *const cut_keys[] = {"do", "method", "slots", "excluded", "decks", NULL};
static const char *const methods[] = {"standings", "nation", "ride-line", "title", "oshi",
                                      "usage-rate", NULL};
static const char *const disqualify_keys[] = {"do", "fighter", NULL};

size_t bf_standing_position(const bf_tournament *t, int i)
{
    for (size_t k = 0; k < t->n; k++)
        if (t->st_order[k] == i)
            return k;
    return t->n;
}

int bf_cut(bf_tournament *t, const int *cand, const int64_t *key, size_t n, size_t m,
           void (*cite)(const bf_tournament *), int *out, size_t *nout)
{
    if (m == 0 || m >= n || key[m - 1] != key[m]) {
        size_t take = m < n ? m : n;
        memcpy(out, cand, take * sizeof *out);
        *nout = take;
        return BF_OK;
    }
    size_t lo = m - 1, hi = m + 1;
    while (lo > 0 && key[lo - 1] == key[m])
        lo--;
    while (hi < n && key[hi] == key[m])
        hi++;
    memcpy(out, cand, lo * sizeof *out);
    cite(t);
    int *order = xmalloc((hi - lo) * sizeof *order);
    int rc = bf_ask_order(t, "cut-line", cand + lo, hi - lo, order);
    if (rc == BF_OK) {
        memcpy(out + lo, order, (m - lo) * sizeof *out);
        *nout = m;
    }
    free(order);
    return rc;
}

static void cite_standings_cut_line(const bf_tournament *t)
{
    RULE(t->run, "FR.3.2.4.1~p3");  /* 当落線上に順位が同じファイターが複数いた場合…ランダムな方法 */
}

/* FR.3.2.4.1: from the top of the standings, skipping the excluded. */
static int by_standings(bf_tournament *t, const bool *excluded, size_t slots, int *out,
                        size_t *nout)
{
    RULE(t->run, "FR.3.2.4.1~p1");  /* 順位がより上位であるファイターから順に */
    int *cand = xmalloc(t->n * sizeof *cand);
    int64_t *key = xmalloc(t->n * sizeof *key);
    size_t n = 0;
    for (size_t k = 0; k < t->n; k++) {
        if (excluded[t->st_order[k]]) {
            if (n < slots)
                RULE(t->run, "FR.3.2.4.1~p2");  /* 次点のファイターが繰り上げで進出者となります */
            continue;
        }
        cand[n] = t->st_order[k];
        key[n++] = t->st_rank[k];
    }
    int rc = bf_cut(t, cand, key, n, slots, cite_standings_cut_line, out, nout);
    free(cand);
    free(key);
    return rc;
}

int bf_do_top_cut(bf_tournament *t, const json_t *act)
{
    const char *what = "top-cut";
    int method = 0;
    int64_t slots = 0;
    if (eng_only_keys(t->run, act, what, cut_keys) != BF_OK ||
        eng_get_enum(t->run, act, "method", what, true, methods, &method) != BF_OK ||
        eng_get_int(t->run, act, "slots", what, true, 0, ENG_INT_MAX, &slots) != BF_OK)
        return BF_ERR;
    if (!t->has_standings)
        return eng_error(t->run, "top-cut: no standings action came before it");
    const json_t *decks = json_object_get(act, "decks");
    if (method == BF_CUT_STANDINGS && decks)
        return eng_error(t->run, "top-cut: \"decks\" is not used by the method standings");
    if (method != BF_CUT_STANDINGS && !json_is_object(decks))
        return eng_error(t->run, "top-cut: \"decks\" must be an object for the method %s",
                         methods[method]);
    bool *excluded = xcalloc(t->n, sizeof *excluded);
    int *list = xmalloc(t->n * sizeof *list);
    size_t nex = 0;
    const json_t *ex = json_object_get(act, "excluded");
    if (ex && bf_get_fighter_list(t, ex, "top-cut: \"excluded\"", list, &nex) != BF_OK) {
        free(excluded);
        free(list);
        return BF_ERR;
    }
    for (size_t i = 0; i < nex; i++)
        excluded[list[i]] = true;
    for (size_t i = 0; i < t->n; i++)
        if (t->conduct->f[i].disqualified)
            excluded[i] = true;  /* PG.2~h4~p2: removed from the event, never a candidate */
    RULE(t->run, "FR.3.2.4~p1");  /* 進出するファイターは…次に示された手順のいずれかで選出 */
    if (nex) {
        RULE(t->run, "FR.3.2.4~p2");  /* 候補から除外されます */
        RULE(t->run, "FR.3.2.4~p3");
    }
    size_t nq = 0;
    json_t *usage = NULL;
    int rc;
    if (method == BF_CUT_STANDINGS)
        rc = by_standings(t, excluded, (size_t)slots, list, &nq);
    else if (method == BF_CUT_USAGE)
        rc = bf_top_cut_usage(t, decks, excluded, (size_t)slots, list, &nq, &usage);
    else
        rc = bf_top_cut_tiers(t, method, decks, excluded, (size_t)slots, list, &nq);
    if (rc == BF_OK) {
        free(t->qual);
        t->qual = xmalloc(t->n * sizeof *t->qual);
        memcpy(t->qual, list, nq * sizeof *list);
        t->nqual = nq;
        t->has_topcut = true;
        json_t *ev = json_pack("{s:s, s:o, s:I}", "method", methods[method], "qualifiers",
                               bf_names(t, list, nq), "empty", (json_int_t)(slots - (int64_t)nq));
        if (usage)
            json_object_set_new(ev, "usage", usage);
        eng_event(t->run, "top-cut", ev);
    } else {
        json_decref(usage);
    }
    free(excluded);
    free(list);
    return rc;
}

int bf_do_disqualify(bf_tournament *t, const json_t *act)
{
    int x;
    if (eng_only_keys(t->run, act, "disqualify", disqualify_keys) != BF_OK)
        return BF_ERR;
    if (!json_object_get(act, "fighter"))
        return eng_error(t->run, "disqualify: \"fighter\" is required");
    if (bf_get_fighter(t, json_object_get(act, "fighter"), "disqualify: \"fighter\"", &x) !=
        BF_OK)
        return BF_ERR;
    if (!t->has_topcut)
        return eng_error(t->run, "disqualify: no top cut came before it");
    size_t k = 0;
    while (k < t->nqual && t->qual[k] != x)
        k++;
    if (k == t->nqual)
        return eng_error(t->run, "disqualify: \"%s\" is not a qualifier", t->f[x].name);
    RULE(t->run, "FR.3.2.4~p5");  /* 欠員が出たとしても、原則として進出者の追加補充は行われません */
    memmove(&t->qual[k], &t->qual[k + 1], (t->nqual - k - 1) * sizeof *t->qual);
    t->nqual--;
    eng_event(t->run, "qualifiers",
              json_pack("{s:o}", "qualifiers", bf_names(t, t->qual, t->nqual)));
    return BF_OK;
}

int bf_read_decks(bf_tournament *t, const json_t *decks, const bool *need, const json_t **of,
                  bf_deck_entry_check check)
{
    const char *key;
    json_t *v;
    json_object_foreach((json_t *)decks, key, v) {
        int x = bf_find_fighter(t, key);
        if (x < 0)
            return eng_error(t->run, "top-cut: \"decks\": unknown fighter \"%s\"", key);
        if (!json_is_array(v))
            return eng_error(t->run, "top-cut: \"decks\".%s must be an array of decks", key);
        size_t i, j;
        json_t *deck, *entry;
        json_array_foreach(v, i, deck) {
            if (!json_is_array(deck))
                return eng_error(t->run, "top-cut: \"decks\".%s[%zu] must be an array", key, i);
            json_array_foreach(deck, j, entry)
                if (check(t, entry, key, i, j) != BF_OK)
                    return BF_ERR;
        }
        of[x] = v;
    }
    for (size_t i = 0; i < t->n; i++)
        if (need[i] && !of[i])
            return eng_error(t->run, "top-cut: \"decks\" has no entry for \"%s\"", t->f[i].name);
    return BF_OK;
}
