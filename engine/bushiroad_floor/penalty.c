/* penalty.c — the penalty guideline and giving a penalty (PG.2, PG~p5): the guideline lookup
 * (penalty-guide), the options that change it (PG.3.3.3~p1, PG.3.5.1.2~p1, PG.3.5.4~p1,
 * PG.3.17.5~p2), the chosen penalty (the judge's choice inside the guideline, or a departure),
 * escalation of cautions and warnings (PG.2~h1~p2, PG.2~h2~p2), team penalties (FR.5.2.3~p1)
 * and the legal penalties at the judge's decision point. Effects are in penalty_effects.c. */
#include "floor_conduct.h"

#include <stdlib.h>
#include <string.h>

static const char *const guide_keys[] = {"do", "infraction", "level", "partial_repair",
                                         "reissued", NULL};
static const char *const penalty_keys[] = {
    "do",       "fighter",         "team",           "infraction", "penalty", "partial_repair",
    "reissued", "caution_upgrade", "warning_upgrade", "next_match", "reverse_last", "forfeit",
    NULL};
static const char *const legal_keys[] = {"query", "penalty", NULL};
static const char *const legal_inner_keys[] = {"fighter", "team", "infraction", "partial_repair",
                                               "reissued", NULL};

/* The guideline that applies: penalties lo..hi read from `row`. */
typedef struct guideline {
    const char *infraction;      /* the table's name (static), or "other" */
    bool none;                   /* "other": no guideline */
    bf_pen lo, hi;
    const char *row;
    const char *rejected_by;     /* partial repair at level 3 */
} guideline;

static bool flag(const json_t *act, const char *key)
{
    return json_is_true(json_object_get(act, key));
}

static int check_flags(bf_tournament *t, const json_t *act, const char *what,
                       const char *const *keys)
{
    for (size_t i = 0; keys[i]; i++) {
        const json_t *v = json_object_get(act, keys[i]);
        if (v && !json_is_boolean(v))
            return eng_error(t->run, "%s: \"%s\" must be true or false", what, keys[i]);
    }
    return BF_OK;
}

/* Look up the guideline of `infraction` at `level` with the options of `act` (PG~p5). */
static int resolve(bf_tournament *t, const json_t *act, const char *infraction, int64_t level,
                   const char *what, bool allow_other, guideline *g)
{
    memset(g, 0, sizeof *g);
    bool partial = flag(act, "partial_repair"), reissued = flag(act, "reissued");
    if (strcmp(infraction, "other") == 0) {
        if (!allow_other)
            return eng_error(t->run, "%s: \"other\" has no guideline", what);
        if (partial || reissued)
            return eng_error(t->run, "%s: the options apply to listed infractions only", what);
        RULE(t->run, "PG~p4");  /* 凡例に無い違反に関しては、凡例を参考に */
        g->infraction = "other";
        g->none = true;
        return BF_OK;
    }
    const bf_guide_row *row = bf_guide_find(infraction);
    if (!row)
        return eng_error(t->run, "%s: unknown infraction \"%s\"", what, infraction);
    const char *partial_clause = bf_partial_repair_clause(infraction);
    if (partial && !partial_clause)
        return eng_error(t->run, "%s: \"partial_repair\" applies to illegal-state-severe, "
                         "unrevealed-card-unidentifiable and extra-cards-in-hand only", what);
    if (reissued && strcmp(infraction, "lost-score-sheet") != 0)
        return eng_error(t->run, "%s: \"reissued\" applies to lost-score-sheet only", what);
    RULE(t->run, "PG~p5");  /* 「大会レベル1」と「大会レベル2以上」推奨される罰則を提示します */
    if (level == 1)
        RULE(t->run, "FR.3.1.3~h1~p1");
    int col = level == 1 ? 0 : 1;
    if (row->branch)
        eng_rule(t->run, row->branch);  /* RULE of the branch row (static table) */
    eng_rule(t->run, row->row[col]);    /* RULE of the level row read */
    g->infraction = row->infraction;
    g->lo = row->lo[col];
    g->hi = row->hi[col];
    g->row = row->row[col];
    if (partial) {
        eng_rule(t->run, partial_clause);  /* RULE: 大会レベル2以下…【警告】が与えられます */
        if (level > 2) {
            g->rejected_by = partial_clause;
            return BF_OK;
        }
        g->lo = g->hi = BF_PEN_WARNING;
        g->row = partial_clause;
    }
    if (reissued) {
        RULE(t->run, "PG.3.17.5~p2");  /* スコアシートを再発行…【警告】~【マッチの敗北】 */
        g->lo = BF_PEN_WARNING;
        g->hi = BF_PEN_MATCH_LOSS;
        g->row = "PG.3.17.5~p2";
    }
    return BF_OK;
}

static json_t *guide_json(const guideline *g)
{
    json_t *a = json_array();
    for (int p = g->lo; !g->none && p <= (int)g->hi; p++)
        json_array_append_new(a, json_string(bf_pen_names[p]));
    return a;
}

int bf_do_penalty_guide(bf_tournament *t, const json_t *act)
{
    const char *what = "penalty-guide";
    int64_t level = t->conduct->level;
    if (eng_only_keys(t->run, act, what, guide_keys) != BF_OK ||
        check_flags(t, act, what, (const char *const[]){"partial_repair", "reissued", NULL}) !=
            BF_OK ||
        eng_get_int(t->run, act, "level", what, false, 1, ENG_INT_MAX, &level) != BF_OK)
        return BF_ERR;
    if (level > 3)
        return eng_error(t->run, "penalty-guide: \"level\" must be 1, 2 or 3");
    const char *s = json_string_value(json_object_get(act, "infraction"));
    if (!s)
        return eng_error(t->run, "penalty-guide: \"infraction\" must name an infraction");
    /* the two branches that are not penalties */
    if (strcmp(s, "unreported-result-not-reflected") == 0 ||
        strcmp(s, "wrong-result-not-reflected") == 0) {
        bool unreported = s[1] == 'n' && s[2] == 'r';
        RULE(t->run, "PG~p5");
        json_t *result;
        const char *row;
        if (unreported) {
            RULE(t->run, "PG.3.17.1~t1.B1");  /* 当該の対戦の結果を引き分けまたは両者敗北とする */
            row = "PG.3.17.1~t1.B1";
            result = json_pack("[s, s]", "draw", "double-loss");
        } else {
            RULE(t->run, "PG.3.17.3~t1.B1");  /* 当該の対戦の結果を提出の通り扱う */
            row = "PG.3.17.3~t1.B1";
            result = json_string("as-submitted");
        }
        eng_event(t->run, "penalty-guide",
                  json_pack("{s:s, s:I, s:s, s:[], s:o}", "infraction", s, "level",
                            (json_int_t)level, "clause", row, "penalties", "result", result));
        return BF_OK;
    }
    guideline g;
    if (resolve(t, act, s, level, what, false, &g) != BF_OK)
        return BF_ERR;
    if (g.rejected_by) {
        eng_reject(t->run, g.rejected_by, "a partial repair is for level 2 or lower");
        return BF_OK;
    }
    eng_event(t->run, "penalty-guide",
              json_pack("{s:s, s:I, s:s, s:o}", "infraction", g.infraction, "level",
                        (json_int_t)level, "clause", g.row, "penalties", guide_json(&g)));
    return BF_OK;
}

/* The penalty named by a string, -1 when none is. */
static int pen_of(const char *s)
{
    for (int p = 0; s && p < BF_PEN_COUNT; p++)
        if (strcmp(bf_pen_names[p], s) == 0)
            return p;
    return -1;
}

/* PG.2~h1~p2, PG.2~h2~p2: the final penalty of chosen penalty b for fighter x; counts. */
static bf_pen escalate(bf_tournament *t, int x, bf_pen b, const json_t *act,
                       const char **upgraded_by)
{
    bf_fconduct *f = &t->conduct->f[x];
    bf_pen p = b;
    *upgraded_by = NULL;
    RULE(t->run, "PG.2~p1");  /* それぞれの罰則は、原則として適用された大会中のみ有効です */
    if (b == BF_PEN_CAUTION) {
        if (f->cautions >= 1 || flag(act, "caution_upgrade"))
            RULE(t->run, "PG.2~h1~p2");  /* 2回以上「口頭注意」…「警告」に格上げされる場合があります */
        if (flag(act, "caution_upgrade")) {
            p = BF_PEN_WARNING;
            *upgraded_by = "PG.2~h1~p2";
        }
        f->cautions++;
    }
    if (p == BF_PEN_WARNING) {
        RULE(t->run, "PG.2~h2~p1");  /* 「警告」は累積に備えて記録されます */
        if (f->warnings >= 1) {
            RULE(t->run, "PG.2~h2~p2");  /* 2回以上「警告」…原則として「マッチの敗北」に格上げ */
            const json_t *wu = json_object_get(act, "warning_upgrade");
            if (!json_is_false(wu)) {
                p = BF_PEN_MATCH_LOSS;
                *upgraded_by = "PG.2~h2~p2";
            }
        }
        f->warnings++;  /* BF-WARN-UPGRADE: still a warning received */
    }
    return p;
}

int bf_penalty_give(bf_tournament *t, const int *targets, size_t n, const char *infraction,
                    const json_t *act, bool bye_is_match)
{
    const char *what = "penalty";
    guideline g;
    if (resolve(t, act, infraction, t->conduct->level, what, true, &g) != BF_OK)
        return BF_ERR;
    if (g.rejected_by) {
        eng_reject(t->run, g.rejected_by, "a partial repair is for level 2 or lower");
        return BF_OK;
    }
    /* the chosen penalty B */
    const json_t *given = json_object_get(act, "penalty");
    int b;
    if (given) {
        b = pen_of(json_string_value(given));
        if (b < 0)
            return eng_error(t->run, "penalty: \"penalty\" must be one of caution, warning, "
                             "match-loss, disqualification");
        RULE(t->run, "PG~p3");  /* ジャッジは状況に応じて適切な罰則を与える (the tables are a standard) */
    } else if (g.none) {
        return eng_error(t->run, "penalty: \"other\" has no guideline: give \"penalty\"");
    } else if (g.lo == g.hi) {
        b = (int)g.lo;
    } else {
        json_t *opts = guide_json(&g);
        const json_t *c = eng_choose(t->run, "penalty", opts);
        if (!c)
            return BF_STOP;
        b = pen_of(json_string_value(c));
        if (b < (int)g.lo || b > (int)g.hi)
            return eng_error(t->run, "choose for penalty: must be a penalty of the guideline");
    }
    bool within = !g.none && b >= (int)g.lo && b <= (int)g.hi;
    /* the options' conditions, checked before anything changes */
    if (flag(act, "caution_upgrade")) {
        if (b != BF_PEN_CAUTION)
            return eng_error(t->run, "penalty: \"caution_upgrade\" applies to a caution only");
        for (size_t i = 0; i < n; i++)
            if (t->conduct->f[targets[i]].cautions < 1) {
                RULE(t->run, "PG.2~h1~p2");  /* 同じ大会中に2回以上 (BF-CAUTION-UPGRADE) */
                eng_reject(t->run, "PG.2~h1~p2", "\"%s\" has no earlier caution",
                           t->f[targets[i]].name);
                return BF_OK;
            }
    }
    if (b == BF_PEN_DQ && flag(act, "reverse_last")) {
        for (size_t i = 0; i < n; i++) {
            bool bye;
            long ti = bf_conduct_table_of(t, targets[i], &bye);
            if (ti >= 0 && !t->round[t->nround - 1].tables[ti].done)
                return eng_error(t->run, "penalty: \"reverse_last\" with an open match");
            if (ti < 0) {
                RULE(t->run, "PG.2~h4~p2");  /* マッチ終了後であったとしても (BF-DQ-REVERSE) */
                eng_reject(t->run, "PG.2~h4~p2", "\"%s\" has no decided match in the latest round",
                           t->f[targets[i]].name);
                return BF_OK;
            }
        }
    }
    if (json_object_get(act, "team"))
        RULE(t->run, "FR.5.2.3~p1");  /* チームに与えられた罰則は…メンバー個人に対して与えられた */
    if (strncmp(g.infraction, "seen-cards-", 11) == 0) {
        RULE(t->run, "PG.3.5.3~p2");  /* 複数のカードを…まとめて1つの罰則 */
        RULE(t->run, "PG.2~p4");      /* 一連の行為が複数の違反行為に該当する…1つの罰則 */
    }
    if (strcmp(g.infraction, "wrong-seat-before-report") == 0) {
        RULE(t->run, "PG.3.10.1~p1");  /* 結果報告前に発覚した場合、両ファイターに対してこの罰則 */
        RULE(t->run, "PG.3.10.1~p2");  /* 正しい席に着き直します (major tardiness: the case's late) */
    }
    if (strcmp(g.infraction, "wrong-seat-after-report") == 0)
        RULE(t->run, "PG.3.10.2~p1");  /* 結果報告後に発覚した場合、両ファイターに対してこの罰則 */
    if (json_object_get(act, "team"))
        bf_team_penalty_begin(t);
    for (size_t i = 0; i < n; i++) {
        int x = targets[i];
        const char *upgraded_by;
        bf_pen f = escalate(t, x, (bf_pen)b, act, &upgraded_by);
        bf_penalty_record(t, x, g.infraction, f);
        eng_event(t->run, "penalty",
                  json_pack("{s:s, s:s, s:I, s:o, s:s, s:s, s:o, s:b, s:I, s:I}", "fighter",
                            t->f[x].name, "infraction", g.infraction, "level",
                            (json_int_t)t->conduct->level, "guideline", guide_json(&g), "chosen",
                            bf_pen_names[b], "penalty", bf_pen_names[f], "upgraded_by",
                            upgraded_by ? json_string(upgraded_by) : json_null(),
                            "within_guideline", within, "cautions",
                            (json_int_t)t->conduct->f[x].cautions, "warnings",
                            (json_int_t)t->conduct->f[x].warnings));
        bf_penalty_effects(t, x, f, act, bye_is_match);
    }
    if (json_object_get(act, "team"))
        bf_team_penalty_end(t);
    return BF_OK;
}

/* The targets of a penalty: one fighter, or a team's members in the team's order. */
static int targets_of(bf_tournament *t, const json_t *obj, const char *what, int *out, size_t *n)
{
    const json_t *fv = json_object_get(obj, "fighter"), *tv = json_object_get(obj, "team");
    if ((fv != NULL) == (tv != NULL))
        return eng_error(t->run, "%s: give exactly one of \"fighter\" and \"team\"", what);
    if (fv) {
        *n = 1;
        return bf_get_fighter(t, fv, what, &out[0]);
    }
    const char *name = json_string_value(tv);
    for (size_t k = 0; name && k < t->conduct->nteams; k++)
        if (strcmp(t->conduct->teams[k].name, name) == 0) {
            memcpy(out, t->conduct->teams[k].members, t->conduct->teams[k].n * sizeof *out);
            *n = t->conduct->teams[k].n;
            return BF_OK;
        }
    return eng_error(t->run, "%s: \"team\" must name a registered team", what);
}

int bf_do_penalty(bf_tournament *t, const json_t *act)
{
    const char *what = "penalty";
    if (eng_only_keys(t->run, act, what, penalty_keys) != BF_OK ||
        check_flags(t, act, what,
                    (const char *const[]){"partial_repair", "reissued", "caution_upgrade",
                                          "warning_upgrade", "next_match", "reverse_last",
                                          "forfeit", NULL}) != BF_OK)
        return BF_ERR;
    int targets[3];
    size_t n = 0;
    if (targets_of(t, act, what, targets, &n) != BF_OK)
        return BF_ERR;
    const char *s = json_string_value(json_object_get(act, "infraction"));
    if (!s)
        return eng_error(t->run, "penalty: \"infraction\" must name an infraction");
    return bf_penalty_give(t, targets, n, s, act, false);
}

int bf_query_legal_penalty(bf_tournament *t, const json_t *q)
{
    const char *what = "legal";
    const json_t *p = json_object_get(q, "penalty");
    if (eng_only_keys(t->run, q, what, legal_keys) != BF_OK)
        return BF_ERR;
    if (!json_is_object(p))
        return eng_error(t->run, "legal: \"penalty\" must be an object");
    if (eng_only_keys(t->run, p, "legal: \"penalty\"", legal_inner_keys) != BF_OK ||
        check_flags(t, p, what, (const char *const[]){"partial_repair", "reissued", NULL}) !=
            BF_OK)
        return BF_ERR;
    int targets[3];
    size_t n = 0;
    if (targets_of(t, p, what, targets, &n) != BF_OK)
        return BF_ERR;
    const char *s = json_string_value(json_object_get(p, "infraction"));
    if (!s)
        return eng_error(t->run, "legal: \"infraction\" must name an infraction");
    guideline g;
    if (resolve(t, p, s, t->conduct->level, what, false, &g) != BF_OK)
        return BF_ERR;
    json_t *acts = json_array();
    for (int k = g.lo; !g.rejected_by && k <= (int)g.hi; k++) {
        json_t *a = json_deep_copy(p);
        json_object_set_new(a, "do", json_string("penalty"));
        json_object_set_new(a, "penalty", json_string(bf_pen_names[k]));
        json_array_append_new(acts, a);
    }
    eng_legal(t->run, acts);
    return BF_OK;
}
