/* drop.c — a fighter leaves the tournament (FR.4.5): not paired again (~p1); when the pairing
 * of the latest round was already posted and the fighter's match there has no result, the
 * fighter loses it by default and the opponent wins it by default (~p2, BF-DROP-LATE); when the
 * fighter holds that round's bye and the round is still being played, the bye is the match it
 * loses: a loss by default (~p2, BF-ML-BYE). */
#include "floor_conduct.h"

static const char *const drop_keys[] = {"do", "fighter", NULL};

int bf_do_drop(bf_tournament *t, const json_t *act)
{
    int x;
    if (eng_only_keys(t->run, act, "drop", drop_keys) != BF_OK)
        return BF_ERR;
    if (!json_object_get(act, "fighter"))
        return eng_error(t->run, "drop: \"fighter\" is required");
    if (bf_get_fighter(t, json_object_get(act, "fighter"), "drop: \"fighter\"", &x) != BF_OK)
        return BF_ERR;
    if (t->f[x].dropped)
        return eng_error(t->run, "drop: \"%s\" has already dropped", t->f[x].name);
    RULE(t->run, "FR.4.5~p1");  /* リタイア: the fighter is not paired again */
    t->f[x].dropped = true;
    if (t->nround == 0) {
        bf_team_member_gone(t, x);  /* FR.5.1.1~p2, FR.5.1.2~p2: the team retires */
        return BF_OK;
    }
    int64_t r = (int64_t)t->nround;
    bf_round *rd = &t->round[r - 1];
    for (size_t k = 0; k < rd->ntables; k++) {
        bf_table *tb = &rd->tables[k];
        if (tb->done || (tb->a != x && tb->b != x))
            continue;
        RULE(t->run, "FR.4.5~p2");  /* 次のマッチに敗北したものとして取り扱われ */
        int opp = tb->a == x ? tb->b : tb->a;
        bf_record_table(t, r, k, tb->a == x ? BF_LOSS : BF_WIN, tb->a == x ? BF_WIN : BF_LOSS,
                        true);
        bf_conduct_table_closed(t, k);
        bf_emit_result(t, r, tb, opp, x);
        bf_round_maybe_complete(t, r);
    }
    for (size_t k = 0; k < rd->nbyes && rd->ndone < rd->ntables; k++)
        if (rd->byes[k] == x) {
            RULE(t->run, "FR.4.5~p2");  /* BF-ML-BYE: the bye is the next match, lost */
            bf_conduct_bye_to_loss(t, x);
        }
    bf_team_member_gone(t, x);  /* FR.5.1.1~p2, FR.5.1.2~p2: the team retires */
    return BF_OK;
}
