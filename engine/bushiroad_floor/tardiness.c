/* tardiness.c — a fighter late for the latest round's match (PG.3.9): ordinary tardiness is a
 * penalty like any other (PG.3.9.1~p1, a bye included, ~p2); from the major time on
 * (BF-TARDY-BOUNDARY) the match is lost by default and the fighter is treated as retired
 * (PG.3.9.2~p1, FR.1.2.1~h4~p1) until reporting in before the next match. Both fighters of a
 * table late alike ("fighters") each get it: a major tardiness of both is a loss by default
 * for each. */
#include "floor_conduct.h"

static const char *const late_keys[] = {"do", "round", "fighter", "fighters", "seconds",
                                        "early_start", "penalty", "caution_upgrade",
                                        "warning_upgrade", NULL};

/* The late fighters: "fighter", or "fighters", the two of one open table of the latest round. */
static int late_fighters(bf_tournament *t, const json_t *act, int *x, size_t *n)
{
    const json_t *both = json_object_get(act, "fighters");
    if (!both == !json_object_get(act, "fighter"))
        return eng_error(t->run, "late: give \"fighter\" (one late fighter) or \"fighters\" "
                         "(the two of one table, both late), not %s",
                         both ? "both" : "neither");
    if (!both) {
        *n = 1;
        return bf_conduct_get_fighter_key(t, act, "fighter", "late", &x[0]);
    }
    if (!json_is_array(both) || json_array_size(both) != 2)
        return eng_error(t->run, "late: \"fighters\" must be the two fighters of one table");
    for (size_t i = 0; i < 2; i++)
        if (bf_get_fighter(t, json_array_get(both, i), "late: \"fighters\"", &x[i]) != BF_OK)
            return BF_ERR;
    long ta = bf_conduct_table_of(t, x[0], NULL), tb = bf_conduct_table_of(t, x[1], NULL);
    if (ta < 0 || ta != tb || x[0] == x[1])
        return eng_error(t->run, "late: \"fighters\" must be the two fighters of one table of the "
                         "latest round");
    *n = 2;
    return BF_OK;
}
static const char *const report_in_keys[] = {"do", "fighter", NULL};

int bf_do_late(bf_tournament *t, const json_t *act)
{
    const char *what = "late";
    int64_t r = 0, secs = 0;
    int x[2];
    size_t n = 0;
    bool early = false;
    if (eng_only_keys(t->run, act, what, late_keys) != BF_OK ||
        eng_get_int(t->run, act, "round", what, true, 1, ENG_INT_MAX, &r) != BF_OK ||
        eng_get_int(t->run, act, "seconds", what, true, 1, ENG_INT_MAX, &secs) != BF_OK ||
        eng_get_bool(t->run, act, "early_start", what, &early) != BF_OK)
        return BF_ERR;
    if (t->nround == 0 || r != (int64_t)t->nround)
        return eng_error(t->run, "late: round %lld is not the latest round", (long long)r);
    if (late_fighters(t, act, x, &n) != BF_OK)
        return BF_ERR;
    bool bye;
    long ti = bf_conduct_table_of(t, x[0], &bye);
    bool open = ti >= 0 && !t->round[t->nround - 1].tables[ti].done;
    if (!open && !(bye && !t->conduct->f[x[0]].bye_lost))
        return eng_error(t->run, "late: \"%s\" has no open table nor the bye in round %lld",
                         t->f[x[0]].name, (long long)r);
    RULE(t->run, "PG.3.9.1~p1");  /* 指定された時間を守れない…予定時刻よりも早く開始されたマッチ… */
    if (bye)
        RULE(t->run, "PG.3.9.1~p2");  /* 不戦勝となる予定のファイターも…この罰則が適用されます */
    const char *infraction = early                          ? NULL
                             : secs < t->conduct->major_seconds ? "tardiness"
                                                            : "major-tardiness";
    for (size_t i = 0; i < n; i++)
        eng_event(t->run, "late",
                  json_pack("{s:I, s:s, s:I, s:o}", "round", (json_int_t)r, "fighter",
                            t->f[x[i]].name, "seconds", (json_int_t)secs, "infraction",
                            infraction ? json_string(infraction) : json_null()));
    if (!infraction)
        return BF_OK;
    if (infraction[0] == 't')
        return bf_penalty_give(t, x, n, "tardiness", act, true);
    /* PG.3.9.2~p1: 大幅な遅刻…【マッチの敗北】…その次のマッチまでに…申し出ない限りは…リタイア */
    RULE(t->run, "PG.3.9.2~p1");
    RULE(t->run, "FR.1.2.1~h4~p1");
    for (size_t i = 0; i < n; i++)
        bf_penalty_record(t, x[i], "major-tardiness", BF_PEN_MATCH_LOSS);
    if (open && n == 2)   /* both absent: each gets the match loss, by default */
        bf_conduct_decide(t, (size_t)ti, BF_LOSS, BF_LOSS, true, "PG.3.9.2~p1");
    else if (open)
        bf_conduct_decide_loss(t, (size_t)ti, x[0], true, "PG.3.9.2~p1");
    else
        bf_conduct_bye_to_loss(t, x[0]);
    for (size_t i = 0; i < n; i++) {
        t->f[x[i]].dropped = true;
        t->conduct->f[x[i]].absent = true;
        t->conduct->f[x[i]].absent_round = t->nround;
        bf_team_member_gone(t, x[i]);
    }
    return BF_OK;
}

int bf_do_report_in(bf_tournament *t, const json_t *act)
{
    int x;
    if (eng_only_keys(t->run, act, "report-in", report_in_keys) != BF_OK ||
        bf_conduct_get_fighter_key(t, act, "fighter", "report-in", &x) != BF_OK)
        return BF_ERR;
    bf_fconduct *f = &t->conduct->f[x];
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
