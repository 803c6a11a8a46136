/* misseating.c — wrong seats or opponents found after the results (PG.3.10.2): before the next
 * pairing the results of the round are normalised (~p2, the examples ~x1 and ~x2, BF-MISSEAT):
 * a posted pair that played each other keeps its game's outcome; otherwise the fighter who sat
 * at the posted table wins by default over one who sat elsewhere (major tardiness without the
 * drop), and two who both sat elsewhere both lose by default. The fighters of every game that
 * was not a posted pair at its own table are listed for the penalty (~p1). */
#include "floor_conduct.h"

#include <stdlib.h>

static const char *const misseat_keys[] = {"do", "round", "played", NULL};
static const char *const entry_keys[] = {"table", "fighters", "outcome", NULL};

typedef struct game {
    int64_t table;   /* 1-based posted table number where it was played */
    int p, q;
    int outcome;
} game;

static int read_games(bf_tournament *t, const json_t *played, game *g, size_t *n, int *entry_of)
{
    const char *what = "misseating";
    const bf_round *rd = &t->round[t->nround - 1];
    if (!json_is_array(played) || json_array_size(played) > t->n)
        return eng_error(t->run, "misseating: \"played\" must be an array of games");
    for (size_t i = 0; i < t->n; i++)
        entry_of[i] = -1;
    size_t k;
    json_t *e;
    json_array_foreach(played, k, e) {
        const json_t *fs = json_object_get(e, "fighters");
        if (!json_is_object(e) || eng_only_keys(t->run, e, what, entry_keys) != BF_OK ||
            eng_get_int(t->run, e, "table", what, true, 1, ENG_INT_MAX, &g[k].table) != BF_OK ||
            eng_get_enum(t->run, e, "outcome", what, true, bf_outcome_names, &g[k].outcome) != BF_OK)
            return json_is_object(e) ? BF_ERR
                                     : eng_error(t->run, "misseating: a game must be an object");
        if (g[k].table > (int64_t)rd->ntables)
            return eng_error(t->run, "misseating: table %lld was not posted",
                             (long long)g[k].table);
        if (g[k].outcome == BF_OUT_SIMULTANEOUS)
            return eng_error(t->run, "misseating: simultaneous-loss needs a turn");
        if (!json_is_array(fs) || json_array_size(fs) != 2 ||
            bf_get_fighter(t, json_array_get(fs, 0), what, &g[k].p) != BF_OK ||
            bf_get_fighter(t, json_array_get(fs, 1), what, &g[k].q) != BF_OK)
            return json_is_array(fs) && json_array_size(fs) == 2
                       ? BF_ERR
                       : eng_error(t->run, "misseating: \"fighters\" must be two fighters");
        for (size_t j = 0; j < k; j++)
            if (g[j].table == g[k].table)
                return eng_error(t->run, "misseating: two games at table %lld",
                                 (long long)g[k].table);
        const int two[2] = {g[k].p, g[k].q};
        for (int i = 0; i < 2; i++) {
            if (entry_of[two[i]] >= 0 || g[k].p == g[k].q)
                return eng_error(t->run, "misseating: \"%s\" is in two games",
                                 t->f[two[i]].name);
            entry_of[two[i]] = (int)k;
        }
    }
    *n = json_array_size(played);
    for (size_t i = 0; i < t->n; i++) {
        bool posted = bf_conduct_table_of(t, (int)i, NULL) >= 0;
        if (posted != (entry_of[i] >= 0))
            return eng_error(t->run, "misseating: \"%s\" %s", t->f[i].name,
                             posted ? "is posted at a table and in no game"
                                    : "is in a game without a posted table");
    }
    return BF_OK;
}

int bf_do_misseating(bf_tournament *t, const json_t *act)
{
    const char *what = "misseating";
    int64_t r = 0;
    if (eng_only_keys(t->run, act, what, misseat_keys) != BF_OK ||
        eng_get_int(t->run, act, "round", what, true, 1, ENG_INT_MAX, &r) != BF_OK)
        return BF_ERR;
    if (t->nround == 0 || r != (int64_t)t->nround)
        return eng_error(t->run, "misseating: after the next pairing normalising is the "
                         "organiser's decision (not modelled)");
    const bf_round *rd = &t->round[r - 1];
    if (rd->ndone != rd->ntables)
        return eng_error(t->run, "misseating: every table of round %lld must have a result",
                         (long long)r);
    game *g = xcalloc(t->n, sizeof *g);
    int *entry_of = xmalloc(t->n * sizeof *entry_of);
    size_t n = 0;
    if (read_games(t, json_object_get(act, "played"), g, &n, entry_of) != BF_OK) {
        free(g);
        free(entry_of);
        return BF_ERR;
    }
    RULE(t->run, "PG.3.10.2~p2");  /* 次の回戦のマッチングまでに発覚した場合…可能な限り結果の正常化 */
    for (size_t k = 0; k < rd->ntables; k++) {
        const bf_table *tb = &rd->tables[k];
        const game *ga = &g[entry_of[tb->a]], *gb = &g[entry_of[tb->b]];
        bf_mark ma, mb;
        bool by_default;
        if (ga == gb) {  /* the posted pair played each other: that game stands */
            if (bf_conduct_outcome_marks(t, k, ga->outcome, ga->p, -1, &ma, &mb) != BF_OK)
                break;
            by_default = ga->outcome == BF_OUT_DEFAULT;
        } else {         /* present: sat at this table's number (BF-MISSEAT) */
            bool pa = ga->table == (int64_t)k + 1, pb = gb->table == (int64_t)k + 1;
            ma = pa ? BF_WIN : BF_LOSS;
            mb = pb ? BF_WIN : BF_LOSS;
            by_default = true;
            if (!pa)
                bf_penalty_record(t, tb->a, "major-tardiness", BF_PEN_MATCH_LOSS);
            if (!pb)
                bf_penalty_record(t, tb->b, "major-tardiness", BF_PEN_MATCH_LOSS);
        }
        if (ma != tb->ma || mb != tb->mb || by_default != tb->by_default)
            bf_conduct_correct(t, k, ma, mb, by_default, "PG.3.10.2~p2");
    }
    RULE(t->run, "PG.3.10.2~p1");  /* 結果報告後に発覚した場合、両ファイターに対してこの罰則が適用されます */
    int *pen = xmalloc(t->n * sizeof *pen);
    size_t np = 0;
    for (size_t i = 0; i < t->n; i++) {
        if (entry_of[i] < 0)
            continue;
        const game *gi = &g[entry_of[i]];
        const bf_table *posted = &rd->tables[gi->table - 1];
        bool own = (posted->a == gi->p && posted->b == gi->q) ||
                   (posted->a == gi->q && posted->b == gi->p);
        if (!own)
            pen[np++] = (int)i;
    }
    eng_event(t->run, "misseating", json_pack("{s:I, s:o}", "round", (json_int_t)r, "penalised",
                                              bf_names(t, pen, np)));
    free(pen);
    free(g);
    free(entry_of);
    return BF_OK;
}
