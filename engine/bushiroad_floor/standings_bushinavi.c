/* standings_bushinavi.c — standings by the Bushinavi tool (appendix B): points (wins in double
 * elimination, AB.2), then Oppt% and Oppt2% (AB.1.1#1–#2: match-win rates and their means
 * rounded half-up to thousandths, a floor of 0.330), then a shared rank (AB.1.1#3); without the
 * opponents' rate, equal points share a rank (AB.1.2). Never head-to-head, never random. The
 * match-win denominator follows BF-BN-DENOM; the numbering after a shared rank BF-SHARED-RANK. */
#include "floor_internal.h"

#include <stdlib.h>

/* The rounds fighter i has a result in, byes and defaults included. */
static int64_t rounds_with_result(const bf_tournament *t, int i)
{
    return t->f[i].played;
}

/* The match-win rate of opponent o in the average of fighter s, in thousandths. */
static int64_t match_win_rate(const bf_tournament *t, int s, int o, bool *ovf)
{
    int64_t den;
    switch (t->bn_den) {
    case BF_DEN_SELF:
        den = rounds_with_result(t, s);  /* 自分ファイターが対戦した回戦数 (the literal text) */
        break;
    case BF_DEN_TOURNAMENT:
        den = t->format == BF_SWISS ? t->rounds : bf_rounds_posted(t);
        break;
    default:
        den = rounds_with_result(t, o);
        break;
    }
    den *= t->win;
    int64_t k = den > 0 ? bf_rat_halfup3(bf_rat_make(t->f[o].points, den, ovf), ovf) : 0;
    return k < 330 ? 330 : k;  /* 0.330未満の場合は0.330として扱います */
}

typedef struct mean_acc {
    int s;
    const int64_t *per_fighter;  /* NULL: each opponent's match-win rate; else these values */
    int64_t sum, count;
    bool *ovf;
} mean_acc;

static void add_opponent(const bf_tournament *t, int o, bool by_default, void *ctx)
{
    mean_acc *m = ctx;
    if (by_default)  /* 不戦勝や不戦敗: neither in the sum nor in the count */
        return;
    int64_t v = m->per_fighter ? m->per_fighter[o] : match_win_rate(t, m->s, o, m->ovf);
    if (__builtin_add_overflow(m->sum, v, &m->sum))
        *m->ovf = true;
    m->count++;
}

/* Half-up mean, in thousandths, of values in thousandths over s's opponents; 0 without any. */
static int64_t opponents_mean(const bf_tournament *t, int s, const int64_t *per_fighter,
                              bool *ovf)
{
    mean_acc m = {s, per_fighter, 0, 0, ovf};
    bf_each_match(t, s, add_opponent, &m);
    if (m.count == 0)
        return 0;
    int64_t den;
    if (__builtin_mul_overflow(m.count, (int64_t)1000, &den)) {
        *ovf = true;
        return 0;
    }
    return bf_rat_halfup3(bf_rat_make(m.sum, den, ovf), ovf);
}

static int cmp_keys(const bf_tournament *t, const bf_row *a, const bf_row *b)
{
    if (a->primary != b->primary)
        return a->primary > b->primary ? 1 : -1;
    if (t->opponent_rate) {
        if (a->oppt != b->oppt)
            return a->oppt > b->oppt ? 1 : -1;
        if (a->oppt2 != b->oppt2)
            return a->oppt2 > b->oppt2 ? 1 : -1;
    }
    return 0;
}

int bf_standings_bushinavi(bf_tournament *t, bf_row *rows)
{
    bool ovf = false;
    RULE(t->run, "AB~p1");
    if (t->format == BF_DOUBLE)
        RULE(t->run, "AB.2~p1");  /* 勝ち数がより多いファイターを上位 */
    else
        RULE(t->run, "AB.1~p1");  /* 獲得点数がより多いファイターを上位 */
    int64_t *oppt = xcalloc(t->n, sizeof *oppt);
    if (t->opponent_rate) {
        RULE(t->run, "AB.1.1#1");  /* Oppt% */
        RULE(t->run, "AB.1.1#2");  /* Oppt2% */
        for (size_t i = 0; i < t->n; i++)
            oppt[i] = opponents_mean(t, (int)i, NULL, &ovf);
    } else {
        RULE(t->run, "AB.1.2~p1");  /* 獲得点数が同点のファイターは同じ順位 */
    }
    for (size_t i = 0; i < t->n; i++) {
        bf_row *row = &rows[i];
        row->fighter = (int)i;
        row->primary = t->format == BF_DOUBLE ? t->f[i].wins : t->f[i].points;
        if (t->opponent_rate) {
            row->mw = match_win_rate(t, (int)i, (int)i, &ovf);
            row->oppt = oppt[i];
            row->oppt2 = opponents_mean(t, (int)i, oppt, &ovf);
        }
    }
    free(oppt);
    if (ovf)
        return eng_error(t->run, "standings: the arithmetic overflows 64 bits");
    for (size_t i = 1; i < t->n; i++) {  /* stable: equal keys keep setup order */
        bf_row x = rows[i];
        size_t j = i;
        while (j > 0 && cmp_keys(t, &x, &rows[j - 1]) > 0) {
            rows[j] = rows[j - 1];
            j--;
        }
        rows[j] = x;
    }
    int64_t distinct = 0;
    for (size_t i = 0; i < t->n; i++) {
        bool shares = i > 0 && cmp_keys(t, &rows[i], &rows[i - 1]) == 0;
        if (shares) {
            if (t->opponent_rate)
                RULE(t->run, "AB.1.1#3");  /* 「ブシナビ」では同じ順位となります */
            rows[i].rank = rows[i - 1].rank;
        } else {
            distinct++;
            rows[i].rank = t->shared_rank == BF_RANK_DENSE ? distinct : (int64_t)i + 1;
        }
    }
    return BF_OK;
}
