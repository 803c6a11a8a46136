/* match.c — one match of the latest round as the extension sees it: its table state, how a new
 * action decides or corrects it (the result event with by_default and decided_by), matches of
 * several sets and the play order of the next set (FR.4.1~p1, ~p2), concession (FR.4.3), agreed
 * draws (FR.4.4), the legal match actions at a table, and the match decided by its sets when
 * time ends it (BF-SETS-TIME, FR.4.1~p3). */
#include "floor_conduct.h"

#include <stdlib.h>
#include <string.h>

static const char *const set_keys[] = {"do", "round", "table", "outcome", NULL};
static const char *const set_outcomes[] = {"win", "draw", NULL};
static const char *const concede_keys[] = {"do", "round", "fighter", "condition", NULL};
static const char *const draw_keys[] = {"do", "round", "table", NULL};
static const char *const legal_table_keys[] = {"query", "round", "table", NULL};

long bf_conduct_table_of(const bf_tournament *t, int x, bool *bye)
{
    if (bye)
        *bye = false;
    if (t->nround == 0)
        return -1;
    const bf_round *rd = &t->round[t->nround - 1];
    for (size_t k = 0; k < rd->ntables; k++)
        if (rd->tables[k].a == x || rd->tables[k].b == x)
            return (long)k;
    for (size_t k = 0; k < rd->nbyes && bye; k++)
        if (rd->byes[k] == x)
            *bye = true;
    return -1;
}

int bf_conduct_after_pairing(bf_tournament *t, int64_t r)
{
    struct bf_conduct *x = t->conduct;
    bf_round *rd = &t->round[r - 1];
    free(x->tab);
    x->tab = xcalloc(rd->ntables, sizeof *x->tab);
    x->ntab = rd->ntables;
    for (size_t k = 0; k < rd->ntables; k++)
        x->tab[k].base = -1;
    for (size_t i = 0; i < t->n; i++)
        x->f[i].bye_lost = false;
    bf_team_new_match(t);
    /* PG.2~h3~p2: マッチ間に適用される場合、この罰則は次のマッチに適用されます (BF-ML-DEFAULT) */
    for (size_t k = 0; k < rd->ntables; k++) {
        int a = rd->tables[k].a, b = rd->tables[k].b;
        bool pa = x->f[a].pending_ml > 0, pb = x->f[b].pending_ml > 0;
        if (!pa && !pb)
            continue;
        RULE(t->run, "PG.2~h3~p2");
        if (pa)
            x->f[a].pending_ml--;
        if (pb)
            x->f[b].pending_ml--;
        bf_conduct_decide(t, k, pa ? BF_LOSS : BF_WIN, pb ? BF_LOSS : BF_WIN, true, "PG.2~h3~p2");
    }
    for (size_t k = 0; k < rd->nbyes; k++) {
        int z = rd->byes[k];
        if (x->f[z].pending_ml > 0) {
            RULE(t->run, "PG.2~h3~p2");  /* BF-ML-BYE: the bye is the fighter's match */
            x->f[z].pending_ml--;
            bf_conduct_bye_to_loss(t, z);
        }
    }
    return BF_OK;
}

void bf_conduct_table_closed(bf_tournament *t, size_t ti)
{
    struct bf_conduct *x = t->conduct;
    if (ti >= x->ntab)
        return;
    bf_table_conduct *tx = &x->tab[ti];
    if (tx->phase == BF_TO_EXTRA || tx->phase == BF_TO_AWAIT)
        tx->phase = BF_TO_DONE;
    tx->awaiting = NULL;
    tx->has_report = false;
}

void bf_conduct_bye_to_loss(bf_tournament *t, int x)
{
    if (t->conduct->f[x].bye_lost)
        return;
    t->conduct->f[x].bye_lost = true;
    bf_bye_to_loss(t, (int64_t)t->nround, x);
}

int bf_conduct_get_table(bf_tournament *t, const json_t *act, const char *what, size_t *ti)
{
    int64_t r = 0;
    if (eng_get_int(t->run, act, "round", what, true, 1, ENG_INT_MAX, &r) != BF_OK)
        return BF_ERR;
    if (t->nround == 0 || r != (int64_t)t->nround)
        return eng_error(t->run, "%s: round %lld is not the latest round", what, (long long)r);
    const json_t *table = json_object_get(act, "table");
    if (!json_is_array(table) || json_array_size(table) != 2)
        return eng_error(t->run, "%s: \"table\" must be an array of two fighters", what);
    int xy[2];
    for (size_t i = 0; i < 2; i++)
        if (bf_get_fighter(t, json_array_get(table, i), what, &xy[i]) != BF_OK)
            return BF_ERR;
    const bf_round *rd = &t->round[r - 1];
    for (size_t k = 0; k < rd->ntables; k++) {
        const bf_table *tb = &rd->tables[k];
        if ((tb->a == xy[0] && tb->b == xy[1]) || (tb->a == xy[1] && tb->b == xy[0])) {
            *ti = k;
            return BF_OK;
        }
    }
    return eng_error(t->run, "%s: \"%s\" and \"%s\" have no table in round %lld", what,
                     t->f[xy[0]].name, t->f[xy[1]].name, (long long)r);
}

int bf_conduct_get_open_table(bf_tournament *t, const json_t *act, const char *what, size_t *ti)
{
    if (bf_conduct_get_table(t, act, what, ti) != BF_OK)
        return BF_ERR;
    if (t->round[t->nround - 1].tables[*ti].done)
        return eng_error(t->run, "%s: the match is already decided", what);
    return BF_OK;
}

static void emit(bf_tournament *t, size_t ti, const char *decided_by, bool corrected)
{
    int64_t r = (int64_t)t->nround;
    const bf_table *tb = &t->round[r - 1].tables[ti];
    json_t *o = eng_event_new(t->run, "result");
    bf_result_fields(t, o, r, tb, tb->a, tb->b);
    json_object_set_new(o, "by_default", json_boolean(tb->by_default));
    json_object_set_new(o, "decided_by", json_string(decided_by));
    if (corrected)
        json_object_set_new(o, "corrected", json_true());
}

void bf_conduct_decide(bf_tournament *t, size_t ti, bf_mark ma, bf_mark mb, bool by_default,
                   const char *decided_by)
{
    int64_t r = (int64_t)t->nround;
    bf_record_table(t, r, ti, ma, mb, by_default);
    bf_conduct_table_closed(t, ti);
    emit(t, ti, decided_by, false);
    bf_round_maybe_complete(t, r);
}

void bf_conduct_decide_loss(bf_tournament *t, size_t ti, int x, bool by_default,
                        const char *decided_by)
{
    const bf_table *tb = &t->round[t->nround - 1].tables[ti];
    bf_conduct_decide(t, ti, tb->a == x ? BF_LOSS : BF_WIN, tb->a == x ? BF_WIN : BF_LOSS,
                  by_default, decided_by);
}

void bf_conduct_correct(bf_tournament *t, size_t ti, bf_mark ma, bf_mark mb, bool by_default,
                    const char *decided_by)
{
    int64_t r = (int64_t)t->nround;
    bf_unrecord_table(t, r, ti);
    bf_record_table(t, r, ti, ma, mb, by_default);
    emit(t, ti, decided_by, true);
    if (t->has_topcut)  /* the qualifiers stay as they were fixed: t->qual is not recomputed */
        RULE(t->run, "FR.3.2.4~p4");  /* 進出するファイターが確定した後に…確定した内容を変更することはできません */
    const bf_round *rd = &t->round[r - 1];
    if (rd->ndone == rd->ntables) {
        int *champions = xmalloc(t->n * sizeof *champions);
        size_t nch = 0;
        t->finished = bf_event_finished(t, r, champions, &nch);
        free(champions);
    }
}

int bf_conduct_outcome_marks(bf_tournament *t, size_t ti, int outcome, int x, int turn, bf_mark *ma,
                         bf_mark *mb)
{
    const bf_table *tb = &t->round[t->nround - 1].tables[ti];
    bf_mark mx, my;
    if (bf_outcome_marks(t, outcome, x, turn, &mx, &my) != BF_OK)
        return BF_ERR;
    *ma = tb->a == x ? mx : my;
    *mb = tb->a == x ? my : mx;
    return BF_OK;
}

/* --- sets (FR.4.1) ------------------------------------------------------------------------ */

static json_t *score_json(const bf_tournament *t, const bf_table *tb, const bf_table_conduct *tx)
{
    return json_pack("{s:I, s:I}", t->f[tb->a].name, (json_int_t)tx->sets[0], t->f[tb->b].name,
                     (json_int_t)tx->sets[1]);
}

/* Record one set: winner a fighter or -1 (drawn, or a double loss). */
static void count_set(bf_tournament *t, size_t ti, int winner)
{
    const bf_table *tb = &t->round[t->nround - 1].tables[ti];
    bf_table_conduct *tx = &t->conduct->tab[ti];
    RULE(t->run, "FR.4.1~p1");  /* 複数本制の場合は、1本の対戦をセットと称します */
    tx->nsets++;
    if (winner >= 0)
        tx->sets[winner == tb->a ? 0 : 1]++;
    eng_event(t->run, "set",
              json_pack("{s:I, s:o, s:I, s:o, s:o}", "round", (json_int_t)t->nround, "table",
                        bf_names(t, &tb->a, 2), "set", (json_int_t)tx->nsets, "winner",
                        winner >= 0 ? json_string(t->f[winner].name) : json_null(), "score",
                        score_json(t, tb, tx)));
}

static int64_t sets_needed(const bf_tournament *t)
{
    return (t->conduct->best_of + 1) / 2;
}

/* The fighter who has the sets needed, or -1. */
static int match_winner(const bf_tournament *t, size_t ti)
{
    const bf_table *tb = &t->round[t->nround - 1].tables[ti];
    const bf_table_conduct *tx = &t->conduct->tab[ti];
    if (tx->sets[0] >= sets_needed(t))
        return tb->a;
    if (tx->sets[1] >= sets_needed(t))
        return tb->b;
    return -1;
}

/* FR.4.1~p2: the play order of the next set. */
static int play_order(bf_tournament *t, size_t ti, int loser)
{
    const bf_table *tb = &t->round[t->nround - 1].tables[ti];
    const bf_table_conduct *tx = &t->conduct->tab[ti];
    int first;
    if (loser >= 0) {
        RULE(t->run, "FR.4.1~p2");  /* 直前のセットで敗北したファイターが行うことができます */
        const json_t *c = eng_choose(t->run, "play-order", bf_names(t, &tb->a, 2));
        if (!c)
            return BF_STOP;
        const char *s = json_string_value(c);
        first = s ? bf_find_fighter(t, s) : -1;
        if (first != tb->a && first != tb->b)
            return eng_error(t->run, "choose for play-order: must be a fighter of the table");
    } else {
        /* BF-SET-ORDER: after a drawn set, as for the first set, by the game's procedure */
        const json_t *v = eng_random(t->run, "play-order", bf_names(t, &tb->a, 2));
        if (!v)
            return BF_STOP;
        const char *s0 = json_string_value(json_array_get(v, 0));
        const char *s1 = json_string_value(json_array_get(v, 1));
        int f0 = s0 ? bf_find_fighter(t, s0) : -1, f1 = s1 ? bf_find_fighter(t, s1) : -1;
        if (!json_is_array(v) || json_array_size(v) != 2 || f0 == f1 ||
            (f0 != tb->a && f0 != tb->b) || (f1 != tb->a && f1 != tb->b))
            return eng_error(t->run, "random for play-order: must be a permutation of the table");
        first = f0;
    }
    eng_event(t->run, "play-order",
              json_pack("{s:I, s:o, s:I, s:s, s:o}", "round", (json_int_t)t->nround, "table",
                        bf_names(t, &tb->a, 2), "set", (json_int_t)(tx->nsets + 1), "first",
                        t->f[first].name, "chosen_by",
                        loser >= 0 ? json_string(t->f[loser].name) : json_null()));
    return BF_OK;
}

/* No further set begins: the match is decided by the sets (BF-SETS-TIME). */
static void decide_by_sets(bf_tournament *t, size_t ti)
{
    const bf_table *tb = &t->round[t->nround - 1].tables[ti];
    const bf_table_conduct *tx = &t->conduct->tab[ti];
    if (t->conduct->sets_at_time == 0 && tx->sets[0] != tx->sets[1]) {
        RULE(t->run, "FR.4.1~p3");  /* 複数本制: the event's own rule; BF-SETS-TIME lead */
        bf_conduct_decide_loss(t, ti, tx->sets[0] > tx->sets[1] ? tb->b : tb->a, false, "FR.4.1~p3");
        return;
    }
    RULE(t->run, "FR.4.2~p6");      /* 決着が着いていない対戦は、引き分け */
    bf_mark ma, mb;
    bf_conduct_outcome_marks(t, ti, BF_OUT_TIME_UP, tb->a, -1, &ma, &mb);
    bf_conduct_decide(t, ti, ma, mb, false, "FR.4.2~p6");
}

void bf_conduct_time_decides(bf_tournament *t, size_t ti, int winner, bool double_loss,
                         const char *decided_by)
{
    const bf_table *tb = &t->round[t->nround - 1].tables[ti];
    t->conduct->tab[ti].time_over = true;
    if (t->conduct->best_of == 1) {
        if (winner >= 0) {
            bf_conduct_decide_loss(t, ti, winner == tb->a ? tb->b : tb->a, false, decided_by);
        } else {
            bf_mark ma, mb;
            bf_conduct_outcome_marks(t, ti, double_loss ? BF_OUT_DOUBLE_LOSS : BF_OUT_TIME_UP, tb->a,
                                 -1, &ma, &mb);
            bf_conduct_decide(t, ti, ma, mb, false, decided_by);
        }
        return;
    }
    count_set(t, ti, winner);  /* a drawn set or a double loss counts for nobody */
    int w = match_winner(t, ti);
    if (w >= 0) {
        bf_conduct_decide_loss(t, ti, w == tb->a ? tb->b : tb->a, false, decided_by);
        return;
    }
    decide_by_sets(t, ti);
}

int bf_do_set(bf_tournament *t, const json_t *act)
{
    const char *what = "set";
    int outcome = 0;
    size_t ti;
    if (eng_only_keys(t->run, act, what, set_keys) != BF_OK ||
        eng_get_enum(t->run, act, "outcome", what, true, set_outcomes, &outcome) != BF_OK ||
        bf_conduct_get_table(t, act, what, &ti) != BF_OK)
        return BF_ERR;
    if (t->conduct->best_of == 1)
        return eng_error(t->run, "set: the event plays one game per match (best_of 1)");
    const bf_table *tb = &t->round[t->nround - 1].tables[ti];
    if (tb->done)
        return eng_error(t->run, "set: the match is already decided");
    int x = -1;
    bf_get_fighter(t, json_array_get(json_object_get(act, "table"), 0), what, &x);
    int winner = outcome == 0 ? x : -1;
    count_set(t, ti, winner);
    int w = match_winner(t, ti);
    if (w >= 0) {
        bf_conduct_decide_loss(t, ti, w == tb->a ? tb->b : tb->a, false, "FR.4.1~p1");
        return BF_OK;
    }
    bf_table_conduct *tx = &t->conduct->tab[ti];
    if (tx->time_given) {
        /* the set ended in play after the time call: no further set begins (BF-SETS-TIME) */
        tx->time_over = true;
        decide_by_sets(t, ti);
        return BF_OK;
    }
    return play_order(t, ti, winner >= 0 ? (winner == tb->a ? tb->b : tb->a) : -1);
}

/* --- concession and agreed draws (FR.4.3, FR.4.4) ------------------------------------------ */

/* The clause refusing a concession at table ti, NULL when it is accepted. */
static const char *concede_refused(const bf_tournament *t, size_t ti, bool condition)
{
    if (!t->conduct->concession)
        return "FR.4.3~p1";
    if (t->round[t->nround - 1].tables[ti].done)
        return "FR.4.3~p2";
    if (t->conduct->tab[ti].time_over)
        return "FR.4.3~p2";  /* BF-CONCEDE-TIME */
    if (condition)
        return "FR.4.3~p2";
    return NULL;
}

int bf_do_concede(bf_tournament *t, const json_t *act)
{
    const char *what = "concede";
    int64_t r = 0;
    int x;
    if (eng_only_keys(t->run, act, what, concede_keys) != BF_OK ||
        eng_get_int(t->run, act, "round", what, true, 1, ENG_INT_MAX, &r) != BF_OK ||
        bf_conduct_get_fighter_key(t, act, "fighter", what, &x) != BF_OK)
        return BF_ERR;
    if (t->nround == 0 || r != (int64_t)t->nround)
        return eng_error(t->run, "concede: round %lld is not the latest round", (long long)r);
    long ti = bf_conduct_table_of(t, x, NULL);
    if (ti < 0)
        return eng_error(t->run, "concede: \"%s\" has no table in round %lld", t->f[x].name,
                         (long long)r);
    RULE(t->run, "FR.4.3~p1");      /* 大会に於いて投了が認められていない場合を除き…宣言したマッチに敗北 */
    if (t->conduct->concession)
        RULE(t->run, "FR.4.3~p2");  /* 時間切れ後、勝敗決定後、条件付きの投了は認められません */
    const char *rule = concede_refused(t, (size_t)ti, json_object_get(act, "condition") != NULL);
    if (rule) {
        eng_reject(t->run, rule, "%s", strcmp(rule, "FR.4.3~p1") == 0
                                           ? "the event does not allow conceding"
                                           : "this concession is not allowed");
        return BF_OK;
    }
    bf_conduct_decide_loss(t, (size_t)ti, x, false, "FR.4.3~p1");
    return BF_OK;
}

int bf_do_agree_draw(bf_tournament *t, const json_t *act)
{
    const char *what = "agree-draw";
    size_t ti;
    if (eng_only_keys(t->run, act, what, draw_keys) != BF_OK ||
        bf_conduct_get_open_table(t, act, what, &ti) != BF_OK)
        return BF_ERR;
    const bf_table *tb = &t->round[t->nround - 1].tables[ti];
    RULE(t->run, "FR.4.4~p1");  /* 合意によって…引き分けにすることは、原則として認められません */
    if (!t->conduct->agreed_draws) {
        eng_reject(t->run, "FR.4.4~p1", "the event does not allow draws by agreement");
        return BF_OK;
    }
    bf_mark ma, mb;
    if (bf_conduct_outcome_marks(t, ti, BF_OUT_DRAW, tb->a, -1, &ma, &mb) != BF_OK)
        return BF_ERR;
    bf_conduct_decide(t, ti, ma, mb, false, "FR.4.4~p1");
    return BF_OK;
}

int bf_query_legal_table(bf_tournament *t, const json_t *q)
{
    const char *what = "legal";
    size_t ti;
    if (eng_only_keys(t->run, q, what, legal_table_keys) != BF_OK ||
        bf_conduct_get_table(t, q, what, &ti) != BF_OK)
        return BF_ERR;
    const bf_table *tb = &t->round[t->nround - 1].tables[ti];
    json_t *acts = json_array();
    /* The clause that decides each action is applied whether it allows or refuses it. */
    const char *refused = concede_refused(t, ti, false);
    if (refused)
        eng_rule(t->run, refused);
    if (!tb->done) {
        int f[2] = {tb->a, tb->b};
        if (!refused) {
            RULE(t->run, "FR.4.3~p1");
            for (int i = 0; i < 2; i++)
                json_array_append_new(acts, json_pack("{s:s, s:I, s:s}", "do", "concede", "round",
                                                      (json_int_t)t->nround, "fighter",
                                                      t->f[f[i]].name));
        }
        RULE(t->run, "FR.4.4~p1");  /* 合意による引き分けは原則として認められません: refused by default */
        if (t->conduct->agreed_draws) {
            bf_sort_setup_order(f, 2);
            json_array_append_new(acts, json_pack("{s:s, s:I, s:o}", "do", "agree-draw", "round",
                                                  (json_int_t)t->nround, "table",
                                                  bf_names(t, f, 2)));
        }
    }
    eng_legal(t->run, acts);
    return BF_OK;
}
