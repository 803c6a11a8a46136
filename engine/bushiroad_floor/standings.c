/* standings.c — the standings action: the method of the setup (the floor rules' own, FR.3.2.1.2
 * and FR.3.2.2.2, or the Bushinavi appendix, AB), the rows it emits, and the standings kept for
 * a later top cut (FR.3.2.4). */
#include "floor_conduct.h"

#include <stdlib.h>

static const char *const standings_keys[] = {"do", NULL};

void bf_each_match(const bf_tournament *t, int s, bf_match_fn f, void *ctx)
{
    const bf_seats *seats = t->seats ? &t->seats[s] : NULL;
    for (size_t i = 0; seats && i < seats->n; i++) {
        const bf_table *tb = &t->round[seats->v[i].round].tables[seats->v[i].table];
        if (tb->done)
            f(t, tb->a == s ? tb->b : tb->a, tb->by_default, ctx);
    }
}

int64_t bf_rounds_posted(const bf_tournament *t)
{
    return (int64_t)t->nround;
}

static json_t *row_json(const bf_tournament *t, const bf_row *row)
{
    const char *primary = t->format == BF_DOUBLE ? "wins" : "points";
    json_t *o = eng_object("rank", bf_int(t, row->rank), "fighter", bf_name(t, row->fighter),
                           primary, bf_int(t, row->primary), NULL);
    char buf[64];
    if (!t->bushinavi) {
        bf_dec_format(row->mw, 2, buf, sizeof buf);
        json_object_set_new(o, "mw", json_string(buf));
        bf_rat_format(row->omw, buf, sizeof buf);
        json_object_set_new(o, "omw", json_string(buf));
    } else if (t->opponent_rate) {
        bf_dec_format(row->mw, 3, buf, sizeof buf);
        json_object_set_new(o, "mw", json_string(buf));
        bf_dec_format(row->oppt, 3, buf, sizeof buf);
        json_object_set_new(o, "oppt", json_string(buf));
        bf_dec_format(row->oppt2, 3, buf, sizeof buf);
        json_object_set_new(o, "oppt2", json_string(buf));
    }
    return o;
}

int bf_do_standings(bf_tournament *t, const json_t *act)
{
    if (eng_only_keys(t->run, act, "standings", standings_keys) != BF_OK)
        return BF_ERR;
    if (t->format == BF_SINGLE)
        return eng_error(t->run, "standings: the rules define no standings for single "
                         "elimination");
    bf_row *rows = xcalloc(t->n, sizeof *rows);
    int rc = t->bushinavi ? bf_standings_bushinavi(t, rows) : bf_standings_floor(t, rows);
    if (rc == BF_OK) {
        json_t *out = json_array();
        free(t->st_order);
        free(t->st_rank);
        t->st_order = xmalloc(t->n * sizeof *t->st_order);
        t->st_rank = xmalloc(t->n * sizeof *t->st_rank);
        bool move_up = t->conduct->forfeit_vacancy == 1;
        int64_t pos = 0, prev_rank = -1, prev_new = 0;
        for (size_t i = 0; i < t->n; i++) {
            t->st_order[i] = rows[i].fighter;
            t->st_rank[i] = rows[i].rank;
            if (t->conduct->f[rows[i].fighter].forfeited) {
                /* PG.2~h4~p3: 没収した順位…該当者なしとするか繰り上げるか (BF-DQ-FORFEIT) */
                RULE(t->run, "PG.2~h4~p3");
                if (move_up)
                    continue;
                json_t *o = row_json(t, &rows[i]);
                json_object_set_new(o, "forfeited", json_true());
                json_array_append_new(out, o);
                continue;
            }
            bf_row shown = rows[i];
            pos++;
            if (move_up) {  /* ranked as if the forfeited rows were not there */
                if (!t->bushinavi)
                    shown.rank = pos;
                else if (pos > 1 && rows[i].rank == prev_rank)
                    shown.rank = prev_new;
                else
                    shown.rank = t->shared_rank == BF_RANK_DENSE ? prev_new + 1 : pos;
                prev_rank = rows[i].rank;
                prev_new = shown.rank;
            }
            json_array_append_new(out, row_json(t, &shown));
        }
        t->has_standings = true;
        eng_event(t->run, "standings",
                  json_pack("{s:I, s:o}", "after_round", (json_int_t)t->nround, "rows", out));
    }
    free(rows);
    return rc;
}
