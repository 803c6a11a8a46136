/* tardiness.c — a fighter late for the latest round's match (PG.3.9): ordinary tardiness is a
 * penalty like any other (PG.3.9.1~p1, a bye included, ~p2); from the major time on
 * (BF-TARDY-BOUNDARY) the match is lost by default and the fighter is treated as retired
 * (PG.3.9.2~p1, FR.1.2.1~h4~p1) until reporting in before the next match. */
#include "floor_ext.h"

static const char *const late_keys[] = {"do", "round", "fighter", "seconds", "early_start",
                                        "penalty", "caution_upgrade", "warning_upgrade", NULL};
static const char *const report_in_keys[] = {"do", "fighter", NULL};

int bf_do_late(bf_tournament *t, const json_t *act)
{
    const char *what = "late";
    int64_t r = 0, secs = 0;
    int x;
    bool early = false;
    if (eng_only_keys(t->run, act, what, late_keys) != BF_OK ||
        eng_get_int(t->run, act, "round", what, true, 1, ENG_INT_MAX, &r) != BF_OK ||
        eng_get_int(t->run, act, "seconds", what, true, 1, ENG_INT_MAX, &secs) != BF_OK ||
        eng_get_bool(t->run, act, "early_start", what, &early) != BF_OK ||
        bf_ext_get_fighter_key(t, act, "fighter", what, &x) != BF_OK)
        return BF_ERR;
    if (t->nround == 0 || r != (int64_t)t->nround)
        return eng_error(t->run, "late: round %lld is not the latest round", (long long)r);
    bool bye;
    long ti = bf_ext_table_of(t, x, &bye);
    bool open = ti >= 0 && !t->round[t->nround - 1].tables[ti].done;
    if (!open && !(bye && !t->ext->f[x].bye_lost))
        return eng_error(t->run, "late: \"%s\" has no open table nor the bye in round %lld",
                         t->f[x].name, (long long)r);
    RULE(t->run, "PG.3.9.1~p1");  /* 指定された時間を守れない…予定時刻よりも早く開始されたマッチ… */
    if (bye)
        RULE(t->run, "PG.3.9.1~p2");  /* 不戦勝となる予定のファイターも…この罰則が適用されます */
    const char *infraction = early                          ? NULL
                             : secs < t->ext->major_seconds ? "tardiness"
                                                            : "major-tardiness";
    eng_event(t->run, "late",
              json_pack("{s:I, s:s, s:I, s:o}", "round", (json_int_t)r, "fighter", t->f[x].name,
                        "seconds", (json_int_t)secs, "infraction",
                        infraction ? json_string(infraction) : json_null()));
    if (!infraction)
        return BF_OK;
    if (infraction[0] == 't') {
        int one[1] = {x};
        return bf_penalty_give(t, one, 1, "tardiness", act, true);
    }
    /* PG.3.9.2~p1: 大幅な遅刻…【マッチの敗北】…その次のマッチまでに…申し出ない限りは…リタイア */
    RULE(t->run, "PG.3.9.2~p1");
    RULE(t->run, "FR.1.2.1~h4~p1");
    bf_penalty_record(t, x, "major-tardiness", BF_PEN_MATCH_LOSS);
    if (open)
        bf_ext_decide_loss(t, (size_t)ti, x, true, "PG.3.9.2~p1");
    else
        bf_ext_bye_to_loss(t, x);
    t->f[x].dropped = true;
    t->ext->f[x].absent = true;
    t->ext->f[x].absent_round = t->nround;
    bf_team_member_gone(t, x);
    return BF_OK;
}

int bf_do_report_in(bf_tournament *t, const json_t *act)
{
    int x;
    if (eng_only_keys(t->run, act, "report-in", report_in_keys) != BF_OK ||
        bf_ext_get_fighter_key(t, act, "fighter", "report-in", &x) != BF_OK)
        return BF_ERR;
    bf_fext *f = &t->ext->f[x];
    if (!f->absent)
        return eng_error(t->run, "report-in: \"%s\" is not absent", t->f[x].name);
    RULE(t->run, "PG.3.9.2~p1");  /* その次のマッチまでに…申し出ない限りは */
    if (t->nround > f->absent_round) {
        eng_reject(t->run, "PG.3.9.2~p1", "the next round has been paired");
        return BF_OK;
    }
    f->absent = false;
    t->f[x].dropped = false;
    eng_event(t->run, "reported-in", json_pack("{s:s}", "fighter", t->f[x].name));
    return BF_OK;
}
