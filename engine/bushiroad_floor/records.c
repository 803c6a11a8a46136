/* records.c — the results of matches and what each fighter takes from them: wins, losses,
 * draws, byes and points (FR.3.2.1~p2–p4 for the Swiss draw, FR.3.2.2~p2 and FR.3.2.2.1~p2
 * for double elimination, FR.3.2.3~p2–p3 for single elimination), and the end of a round. */
#include "floor_conduct.h"

#include <stdlib.h>
#include <string.h>

enum { OUT_WIN = BF_OUT_WIN, OUT_DEFAULT = BF_OUT_DEFAULT, OUT_DRAW = BF_OUT_DRAW,
       OUT_TIME_UP = BF_OUT_TIME_UP, OUT_DOUBLE_LOSS = BF_OUT_DOUBLE_LOSS,
       OUT_SIMULTANEOUS = BF_OUT_SIMULTANEOUS };
const char *const bf_outcome_names[] = {"win",         "win-by-default",    "draw", "time-up",
                                        "double-loss", "simultaneous-loss", NULL};
static const char *const result_keys[] = {"do", "round", "table", "outcome", "turn", NULL};

bool bf_playing(const bf_tournament *t, int i)
{
    return !t->f[i].dropped && !bf_eliminated(t, i);
}

size_t bf_playing_list(const bf_tournament *t, int *out)
{
    size_t k = 0;
    for (size_t i = 0; i < t->n; i++)
        if (bf_playing(t, (int)i))
            out[k++] = (int)i;
    return k;
}

bool bf_met(const bf_tournament *t, int x, int y)
{
    for (size_t r = 0; r < t->nround; r++)
        for (size_t k = 0; k < t->round[r].ntables; k++) {
            const bf_table *tb = &t->round[r].tables[k];
            if ((tb->a == x && tb->b == y) || (tb->a == y && tb->b == x))
                return true;
        }
    return false;
}

/* The points of a match (FR.3.2.1~p2, or ~p3 under the Dream Order scoring 3/1/0). */
static void award_points(bf_tournament *t, bf_fighter *f, int64_t pts)
{
    if (t->format == BF_SWISS) {
        if (t->win == 3 && t->draw == 1 && t->loss == 0)
            RULE(t->run, "FR.3.2.1~p3");
        else
            RULE(t->run, "FR.3.2.1~p2");
    }
    f->points += pts;
}

static void take(bf_tournament *t, int64_t r, int i, bf_mark m)
{
    bf_fighter *f = &t->f[i];
    f->played++;
    switch (m) {
    case BF_WIN:
        f->wins++;
        award_points(t, f, t->win);
        break;
    case BF_DRAW:
        f->draws++;
        award_points(t, f, t->draw);
        break;
    case BF_LOSS:
        f->losses++;
        award_points(t, f, t->loss);
        if (f->losses == 2)
            f->second_loss_round = r;
        if (t->format == BF_DOUBLE && f->losses == 2)
            RULE(t->run, "FR.3.2.2.1~p1");  /* 2敗した時点で大会からリタイアしたものとして取り扱われます */
        if (t->format == BF_SINGLE)
            RULE(t->run, "FR.3.2.3~p1");    /* 対戦に勝ったファイターのみが次の対戦を行い */
        break;
    }
}

void bf_record_table(bf_tournament *t, int64_t r, size_t ti, bf_mark ma, bf_mark mb,
                     bool by_default)
{
    bf_round *rd = &t->round[r - 1];
    bf_table *tb = &rd->tables[ti];
    tb->done = true;
    tb->by_default = by_default;
    tb->ma = ma;
    tb->mb = mb;
    take(t, r, tb->a, ma);
    take(t, r, tb->b, mb);
    rd->ndone++;
}

/* The reverse of take(): used when a result is replaced. */
static void untake(bf_tournament *t, int i, bf_mark m)
{
    bf_fighter *f = &t->f[i];
    f->played--;
    switch (m) {
    case BF_WIN:
        f->wins--;
        f->points -= t->win;
        break;
    case BF_DRAW:
        f->draws--;
        f->points -= t->draw;
        break;
    case BF_LOSS:
        if (f->losses == 2)
            f->second_loss_round = 0;
        f->losses--;
        f->points -= t->loss;
        break;
    }
}

void bf_unrecord_table(bf_tournament *t, int64_t r, size_t ti)
{
    bf_round *rd = &t->round[r - 1];
    bf_table *tb = &rd->tables[ti];
    if (!tb->done)
        return;
    untake(t, tb->a, tb->ma);
    untake(t, tb->b, tb->mb);
    tb->done = false;
    tb->by_default = false;
    rd->ndone--;
}

void bf_bye_to_loss(bf_tournament *t, int64_t r, int i)
{
    untake(t, i, BF_WIN);
    take(t, r, i, BF_LOSS);
}

void bf_record_bye(bf_tournament *t, int64_t r, int fighter)
{
    if (t->format == BF_SWISS)
        RULE(t->run, "FR.3.2.1~p1");  /* BF-BYE: the fighter left over wins by default */
    bf_fighter *f = &t->f[fighter];
    f->byes++;
    take(t, r, fighter, BF_WIN);
}

void bf_emit_result(bf_tournament *t, int64_t r, const bf_table *tb, int x, int y)
{
    bf_result_fields(t, eng_event_new(t->run, "result"), r, tb, x, y);
}

void bf_result_fields(const bf_tournament *t, json_t *ev, int64_t r, const bf_table *tb, int x,
                      int y)
{
    bf_mark mx = tb->a == x ? tb->ma : tb->mb, my = tb->a == x ? tb->mb : tb->ma;
    json_t *winners = json_array(), *losers = json_array(), *drawn = json_array();
    const int who[2] = {x, y};
    const bf_mark what[2] = {mx, my};
    for (int i = 0; i < 2; i++) {
        json_t *to = what[i] == BF_WIN ? winners : what[i] == BF_LOSS ? losers : drawn;
        json_array_append_new(to, bf_name(t, who[i]));
    }
    json_object_set_new_nocheck(ev, "round", bf_int(t, r));
    json_object_set_new_nocheck(ev, "table", bf_names(t, who, 2));
    json_object_set_new_nocheck(ev, "winners", winners);
    json_object_set_new_nocheck(ev, "losers", losers);
    json_object_set_new_nocheck(ev, "drawn", drawn);
}

void bf_round_maybe_complete(bf_tournament *t, int64_t r)
{
    const bf_round *rd = &t->round[r - 1];
    if (rd->ndone != rd->ntables)
        return;
    int *remaining = xmalloc(t->n * sizeof *remaining);
    int *champions = xmalloc(t->n * sizeof *champions);
    size_t nrem = bf_playing_list(t, remaining), nch = 0;
    t->finished = bf_event_finished(t, r, champions, &nch);
    json_t *ev = eng_event_new(t->run, "round-complete");
    json_object_set_new_nocheck(ev, "round", json_integer((json_int_t)r));
    json_object_set_new_nocheck(ev, "remaining", bf_names(t, remaining, nrem));
    json_object_set_new_nocheck(ev, "finished", json_boolean(t->finished));
    json_object_set_new_nocheck(ev, "champions", bf_names(t, champions, nch));
    free(remaining);
    free(champions);
}

/* What X and Y of a table take from `outcome` in this format. */
static int marks(bf_tournament *t, int outcome, int x, int turn, bf_mark *mx, bf_mark *my)
{
    switch (outcome) {
    case OUT_WIN:
    case OUT_DEFAULT:
        *mx = BF_WIN;
        *my = BF_LOSS;
        return BF_OK;
    case OUT_DOUBLE_LOSS:
        *mx = *my = BF_LOSS;
        return BF_OK;
    case OUT_DRAW:
        if (t->format == BF_SWISS) {
            *mx = *my = BF_DRAW;
        } else {
            if (t->format == BF_DOUBLE)
                RULE(t->run, "FR.3.2.2~p2");  /* 引き分けは敗北したものと同様に扱います */
            else
                RULE(t->run, "FR.3.2.3~p3");
            *mx = *my = BF_LOSS;
        }
        return BF_OK;
    case OUT_TIME_UP:
        if (t->format == BF_SWISS) {
            RULE(t->run, "FR.3.2.1~p4");      /* 決着がついていないマッチは引き分け */
            *mx = *my = BF_DRAW;
        } else if (t->format == BF_DOUBLE) {
            RULE(t->run, "FR.3.2.2.1~p2");    /* 決着がついていないセットは引き分け */
            RULE(t->run, "FR.3.2.2~p2");      /* …敗北したものと同様に扱います */
            *mx = *my = BF_LOSS;
        } else {
            RULE(t->run, "FR.3.2.3~p3");      /* 引き分けとなり、敗北したものと同様に扱います */
            *mx = *my = BF_LOSS;
        }
        return BF_OK;
    case OUT_SIMULTANEOUS:
        if (t->format == BF_SWISS) {
            *mx = *my = BF_DRAW;      /* BF-SIMUL: a draw */
        } else if (t->format == BF_DOUBLE) {
            RULE(t->run, "FR.3.2.2~p2");
            *mx = *my = BF_LOSS;
        } else {
            RULE(t->run, "FR.3.2.3~p2");      /* 非ターンファイターであるファイターが勝利 */
            *mx = turn == x ? BF_LOSS : BF_WIN;
            *my = turn == x ? BF_WIN : BF_LOSS;
        }
        return BF_OK;
    }
    return eng_error(t->run, "result: unknown outcome");
}

int bf_outcome_marks(bf_tournament *t, int outcome, int x, int turn, bf_mark *mx, bf_mark *my)
{
    return marks(t, outcome, x, turn, mx, my);
}

int bf_do_result(bf_tournament *t, const json_t *act)
{
    const char *what = "result";
    int64_t r = 0;
    int outcome = 0, xy[2], turn = -1;
    if (eng_only_keys(t->run, act, what, result_keys) != BF_OK ||
        eng_get_int(t->run, act, "round", what, true, 1, ENG_INT_MAX, &r) != BF_OK ||
        eng_get_enum(t->run, act, "outcome", what, true, bf_outcome_names, &outcome) != BF_OK)
        return BF_ERR;
    const json_t *table = json_object_get(act, "table");
    if (!json_is_array(table) || json_array_size(table) != 2)
        return eng_error(t->run, "result: \"table\" must be an array of two fighters");
    for (int i = 0; i < 2; i++)
        if (bf_get_fighter(t, json_array_get(table, (size_t)i), "result: \"table\"", &xy[i]) !=
            BF_OK)
            return BF_ERR;
    const json_t *tv = json_object_get(act, "turn");
    if (outcome == OUT_SIMULTANEOUS) {
        if (!tv)
            return eng_error(t->run, "result: \"turn\" is required with simultaneous-loss");
        if (bf_get_fighter(t, tv, "result: \"turn\"", &turn) != BF_OK)
            return BF_ERR;
        if (turn != xy[0] && turn != xy[1])
            return eng_error(t->run, "result: \"turn\" must be one of the table's fighters");
    } else if (tv) {
        return eng_error(t->run, "result: \"turn\" is only given with simultaneous-loss");
    }
    if (r > (int64_t)t->nround)
        return eng_error(t->run, "result: round %lld has not been paired", (long long)r);
    bf_round *rd = &t->round[r - 1];
    size_t k = 0;
    while (k < rd->ntables && !((rd->tables[k].a == xy[0] && rd->tables[k].b == xy[1]) ||
                                (rd->tables[k].a == xy[1] && rd->tables[k].b == xy[0])))
        k++;
    if (k == rd->ntables)
        return eng_error(t->run, "result: \"%s\" and \"%s\" have no table in round %lld",
                         t->f[xy[0]].name, t->f[xy[1]].name, (long long)r);
    if (rd->tables[k].done)
        return eng_error(t->run, "result: the table of \"%s\" and \"%s\" in round %lld already "
                         "has a result", t->f[xy[0]].name, t->f[xy[1]].name, (long long)r);
    bf_mark mx = BF_LOSS, my = BF_LOSS;
    if (marks(t, outcome, xy[0], turn, &mx, &my) != BF_OK)
        return BF_ERR;
    bool a_is_x = rd->tables[k].a == xy[0];
    bf_record_table(t, r, k, a_is_x ? mx : my, a_is_x ? my : mx, outcome == OUT_DEFAULT);
    if (r == (int64_t)t->nround)
        bf_conduct_table_closed(t, k);  /* ends a time-out or a pending report of the table */
    bf_emit_result(t, r, &rd->tables[k], xy[0], xy[1]);
    bf_round_maybe_complete(t, r);
    return BF_OK;
}
