/* reporting.c — results reported late, through Bushinavi, or wrongly (PG.3.17): a match not
 * reported in time made a draw or a double loss (PG.3.17.1~p1 and row B1), a report complete
 * only once approved by the other fighter or accepted by the organiser (PG.3.17.2~p1, ~p3),
 * and a submitted result that stands unless corrected before the next pairing (PG.3.17.3~p1,
 * ~p2, BF-CORRECT-WINDOW). */
#include "floor_conduct.h"

#include <string.h>

static const char *const unreported_keys[] = {"do", "round", "table", "as", NULL};
static const char *const as_values[] = {"draw", "double-loss", NULL};
static const char *const report_keys[] = {"do", "round", "table", "outcome", "turn", "by", NULL};
static const char *const approve_keys[] = {"do", "round", "table", "by", NULL};
static const char *const accept_keys[] = {"do", "round", "table", NULL};
static const char *const correct_keys[] = {"do", "round", "table", "outcome", "turn", NULL};

static const bf_table *table_at(const bf_tournament *t, size_t ti)
{
    return &t->round[t->nround - 1].tables[ti];
}

/* The outcome of an action (and its turn) with the first fighter named in "table". */
static int read_outcome(bf_tournament *t, const json_t *act, const char *what, int *outcome,
                        int *x, int *turn)
{
    if (eng_get_enum(t->run, act, "outcome", what, true, bf_outcome_names, outcome) != BF_OK ||
        bf_get_fighter(t, json_array_get(json_object_get(act, "table"), 0), what, x) != BF_OK)
        return BF_ERR;
    *turn = -1;
    const json_t *tv = json_object_get(act, "turn");
    if (*outcome == BF_OUT_SIMULTANEOUS) {
        if (!tv || bf_get_fighter(t, tv, what, turn) != BF_OK)
            return tv ? BF_ERR
                      : eng_error(t->run, "%s: \"turn\" is required with simultaneous-loss", what);
    } else if (tv) {
        return eng_error(t->run, "%s: \"turn\" is only given with simultaneous-loss", what);
    }
    return BF_OK;
}

static int record(bf_tournament *t, size_t ti, int outcome, int x, int turn,
                  const char *decided_by, bool corrected)
{
    bf_mark ma, mb;
    if (bf_conduct_outcome_marks(t, ti, outcome, x, turn, &ma, &mb) != BF_OK)
        return BF_ERR;
    if (corrected)
        bf_conduct_correct(t, ti, ma, mb, outcome == BF_OUT_DEFAULT, decided_by);
    else
        bf_conduct_decide(t, ti, ma, mb, outcome == BF_OUT_DEFAULT, decided_by);
    return BF_OK;
}

int bf_do_unreported(bf_tournament *t, const json_t *act)
{
    const char *what = "unreported";
    size_t ti;
    int as = 0;
    if (eng_only_keys(t->run, act, what, unreported_keys) != BF_OK ||
        eng_get_enum(t->run, act, "as", what, true, as_values, &as) != BF_OK ||
        bf_conduct_get_open_table(t, act, what, &ti) != BF_OK)
        return BF_ERR;
    RULE(t->run, "PG.3.17.1~p1");     /* 時間内…に対戦の結果報告を行わなかった場合 */
    RULE(t->run, "PG.3.17.1~t1.B1");  /* 当該の対戦の結果を引き分けまたは両者敗北とする */
    return record(t, ti, as == 0 ? BF_OUT_DRAW : BF_OUT_DOUBLE_LOSS, table_at(t, ti)->a, -1,
                  "PG.3.17.1~p1", false);
}

int bf_do_report(bf_tournament *t, const json_t *act)
{
    const char *what = "report";
    size_t ti;
    int outcome, x, turn, by;
    if (eng_only_keys(t->run, act, what, report_keys) != BF_OK ||
        bf_conduct_get_open_table(t, act, what, &ti) != BF_OK ||
        read_outcome(t, act, what, &outcome, &x, &turn) != BF_OK ||
        bf_conduct_get_fighter_key(t, act, "by", what, &by) != BF_OK)
        return BF_ERR;
    const bf_table *tb = table_at(t, ti);
    if (by != tb->a && by != tb->b)
        return eng_error(t->run, "report: \"by\" must be a fighter of the table");
    RULE(t->run, "PG.3.17.2~p1");  /* 結果の報告と承認を行い…はじめて結果報告が完了します */
    RULE(t->run, "PG.3.17.2~p2");  /* 承認が行われるまでは結果報告は完了しておらず */
    bf_table_conduct *tx = &t->conduct->tab[ti];
    tx->has_report = true;
    tx->report_by = by;
    tx->report_outcome = outcome;
    tx->report_x = x;
    tx->report_turn = turn;
    json_t *ev = json_deep_copy(act);
    json_object_del(ev, "do");
    eng_event(t->run, "reported", ev);
    return BF_OK;
}

int bf_do_approve(bf_tournament *t, const json_t *act)
{
    const char *what = "approve";
    size_t ti;
    int by;
    if (eng_only_keys(t->run, act, what, approve_keys) != BF_OK ||
        bf_conduct_get_table(t, act, what, &ti) != BF_OK ||  /* decided: no pending report */
        bf_conduct_get_fighter_key(t, act, "by", what, &by) != BF_OK)
        return BF_ERR;
    const bf_table *tb = table_at(t, ti);
    if (by != tb->a && by != tb->b)
        return eng_error(t->run, "approve: \"by\" must be a fighter of the table");
    bf_table_conduct *tx = &t->conduct->tab[ti];
    RULE(t->run, "PG.3.17.2~p1");
    if (!tx->has_report || tx->report_by == by) {
        eng_reject(t->run, "PG.3.17.2~p1", "%s", tx->has_report
                                                     ? "the reporter cannot approve"
                                                     : "no report to approve");
        return BF_OK;
    }
    return record(t, ti, tx->report_outcome, tx->report_x, tx->report_turn, "PG.3.17.2~p1",
                  false);
}

int bf_do_accept_report(bf_tournament *t, const json_t *act)
{
    const char *what = "accept-report";
    size_t ti;
    if (eng_only_keys(t->run, act, what, accept_keys) != BF_OK ||
        bf_conduct_get_table(t, act, what, &ti) != BF_OK)  /* decided: no pending report */
        return BF_ERR;
    bf_table_conduct *tx = &t->conduct->tab[ti];
    RULE(t->run, "PG.3.17.2~p3");  /* 主催者またはヘッドジャッジの判断で…提出の通り扱うことができます */
    if (!tx->has_report) {
        eng_reject(t->run, "PG.3.17.2~p3", "no report to accept");
        return BF_OK;
    }
    return record(t, ti, tx->report_outcome, tx->report_x, tx->report_turn, "PG.3.17.2~p3",
                  false);
}

int bf_do_correct_result(bf_tournament *t, const json_t *act)
{
    const char *what = "correct-result";
    int64_t r = 0;
    int outcome, x, turn;
    if (eng_only_keys(t->run, act, what, correct_keys) != BF_OK ||
        eng_get_int(t->run, act, "round", what, true, 1, ENG_INT_MAX, &r) != BF_OK)
        return BF_ERR;
    if (r > (int64_t)t->nround)
        return eng_error(t->run, "correct-result: round %lld has not been paired", (long long)r);
    if (read_outcome(t, act, what, &outcome, &x, &turn) != BF_OK)
        return BF_ERR;
    RULE(t->run, "PG.3.17.3~p1");  /* 一度提出された結果は覆りません */
    RULE(t->run, "PG.3.17.3~p2");  /* 大会進行に影響を与えない範囲で…結果を反映しても構いません */
    RULE(t->run, "PG.3.17.1~p2");
    if (r < (int64_t)t->nround) {  /* BF-CORRECT-WINDOW: the next round is posted */
        eng_reject(t->run, "PG.3.17.3~p2", "round %lld is no longer the latest", (long long)r);
        return BF_OK;
    }
    size_t ti;
    if (bf_conduct_get_table(t, act, what, &ti) != BF_OK)
        return BF_ERR;
    if (!table_at(t, ti)->done)
        return eng_error(t->run, "correct-result: the match has no result yet");
    return record(t, ti, outcome, x, turn, "PG.3.17.3~p2", true);
}
