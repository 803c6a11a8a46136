/* standings_floor.c — the floor rules' standings: the Swiss draw (FR.3.2.1.2: points, then the
 * opponents' match-win average, then head-to-head, then a random order) and double elimination
 * (FR.3.2.2.2: wins first, and each opponent's match-win rate over its effective rounds).
 * Match-win rates are truncated to hundredths with a floor of 0.33; their mean is exact
 * (BF-OMW-EXACT) and 0 without opponents (BF-OMW-NONE); head-to-head follows BF-H2H. */
#include "floor_internal.h"

#include <stdlib.h>
#include <string.h>

/* FR.3.2.2.2~p3: the round of the second loss; else the rounds played plus the losses still
 * needed to reach two; at most the rounds of the event. */
static int64_t effective_rounds(const bf_tournament *t, int o)
{
    const bf_fighter *f = &t->f[o];
    if (f->losses >= 2)
        return f->second_loss_round;
    int64_t e = f->played + (2 - f->losses), all = bf_rounds_posted(t);
    return e < all ? e : all;
}

/* The match-win rate of fighter o, in hundredths. */
static int64_t match_win_rate(const bf_tournament *t, int o, bool *ovf)
{
    int64_t den;
    if (t->format == BF_DOUBLE) {
        RULE(t->run, "FR.3.2.2.2~p2");  /* 「マッチ勝率」=「獲得点数」÷「有効回戦数」 */
        RULE(t->run, "FR.3.2.2.2~p3");  /* 有効回戦数 */
        den = effective_rounds(t, o) * t->win;
    } else {
        den = t->rounds * t->win;  /* 大会の総回戦数×1対戦で獲得できる最大点数 */
    }
    int64_t k = den > 0 ? bf_rat_trunc2(bf_rat_make(t->f[o].points, den, ovf), ovf) : 0;
    return k < 33 ? 33 : k;  /* 0.33未満の場合は0.33として扱います */
}

typedef struct omw_sum {
    bf_rat sum;
    int64_t count;
    bool skipped_default;
    bool *ovf;
} omw_sum;

static void add_opponent(const bf_tournament *t, int o, bool by_default, void *ctx)
{
    omw_sum *s = ctx;
    if (by_default) {  /* 不戦勝や不戦敗: neither in the sum nor in the count */
        s->skipped_default = true;
        return;
    }
    s->sum = bf_rat_add(s->sum, bf_rat_make(match_win_rate(t, o, s->ovf), 100, s->ovf), s->ovf);
    s->count++;
}

static bf_rat opponents_average(const bf_tournament *t, int s, bool *ovf)
{
    omw_sum acc = {bf_rat_int(0), 0, false, ovf};
    bf_each_match(t, s, add_opponent, &acc);
    if ((acc.skipped_default || t->f[s].byes > 0) && t->format == BF_DOUBLE)
        RULE(t->run, "FR.3.2.2.2~p6");  /* a bye is a win by default with no opponent to leave out */
    if (acc.count == 0)
        return bf_rat_int(0);
    return bf_rat_div_int(acc.sum, acc.count, ovf);
}

static int better(const bf_row *a, const bf_row *b)
{
    if (a->primary != b->primary)
        return a->primary > b->primary;
    int c = bf_rat_cmp(a->omw, b->omw);
    if (c != 0)
        return c > 0;
    return a->fighter < b->fighter;
}

/* Head-to-head inside a tied group (BF-H2H): order by wins against the others of the group; a
 * strictly smaller tied subgroup is examined again; what stays tied is ordered at random. */
static int head_to_head(bf_tournament *t, int *g, size_t m)
{
    bool *in = xcalloc(t->n, sizeof *in);
    int64_t *wins = xcalloc(t->n, sizeof *wins);
    for (size_t i = 0; i < m; i++)
        in[g[i]] = true;
    for (size_t r = 0; r < t->nround; r++)
        for (size_t k = 0; k < t->round[r].ntables; k++) {
            const bf_table *tb = &t->round[r].tables[k];
            if (!tb->done || !in[tb->a] || !in[tb->b])
                continue;
            wins[tb->a] += tb->ma == BF_WIN;
            wins[tb->b] += tb->mb == BF_WIN;
        }
    for (size_t i = 1; i < m; i++) {  /* stable: equal counts keep setup order */
        int x = g[i];
        size_t j = i;
        while (j > 0 && wins[g[j - 1]] < wins[x]) {
            g[j] = g[j - 1];
            j--;
        }
        g[j] = x;
    }
    int rc = BF_OK;
    for (size_t s = 0; s < m && rc == BF_OK;) {
        size_t e = s + 1;
        while (e < m && wins[g[e]] == wins[g[s]])
            e++;
        if (e - s > 1 && e - s < m) {
            rc = head_to_head(t, g + s, e - s);
        } else if (e - s > 1) {
            RULE(t->run, "FR.3.2.1.2#3");  /* ランダムな方法によって順位を確定します */
            int *order = xmalloc((e - s) * sizeof *order);
            rc = bf_ask_order(t, "tiebreak", g + s, e - s, order);
            if (rc == BF_OK)
                memcpy(g + s, order, (e - s) * sizeof *order);
            free(order);
        }
        s = e;
    }
    free(in);
    free(wins);
    return rc;
}

int bf_standings_floor(bf_tournament *t, bf_row *rows)
{
    bool ovf = false;
    if (t->format == BF_DOUBLE) {
        RULE(t->run, "FR.3.2.2.2~p1");  /* 勝ち数がより多いファイターを上位 */
        RULE(t->run, "FR.3.2.2.2~p4");  /* 「相手のマッチ勝率の平均」を計算 */
        RULE(t->run, "FR.3.2.2.2~p5");
    } else {
        RULE(t->run, "FR.3.2.1.2~p1");  /* 獲得点数がより多いファイターを上位 */
        RULE(t->run, "FR.3.2.1.2#1");   /* 相手のマッチ勝率の平均 */
    }
    for (size_t i = 0; i < t->n; i++) {
        bf_row *row = &rows[i];
        row->fighter = (int)i;
        row->primary = t->format == BF_DOUBLE ? t->f[i].wins : t->f[i].points;
        row->mw = match_win_rate(t, (int)i, &ovf);
        row->omw = opponents_average(t, (int)i, &ovf);
    }
    if (ovf)
        return eng_error(t->run, "standings: the arithmetic overflows 64 bits");
    for (size_t i = 1; i < t->n; i++) {
        bf_row x = rows[i];
        size_t j = i;
        while (j > 0 && better(&x, &rows[j - 1])) {
            rows[j] = rows[j - 1];
            j--;
        }
        rows[j] = x;
    }
    int *group = xmalloc(t->n * sizeof *group);
    int rc = BF_OK;
    for (size_t s = 0; s < t->n && rc == BF_OK;) {
        size_t e = s + 1;
        while (e < t->n && rows[e].primary == rows[s].primary)
            e++;
        if (e - s > 1 && t->format == BF_DOUBLE)
            RULE(t->run, "FR.3.2.2.2~p7");  /* 勝ち数が同じ: the average decides */
        for (size_t a = s; a < e && rc == BF_OK;) {
            size_t b = a + 1;
            while (b < e && bf_rat_cmp(rows[b].omw, rows[a].omw) == 0)
                b++;
            if (b - a > 1) {
                RULE(t->run, "FR.3.2.1.2#2");  /* 直接対決の勝敗 */
                for (size_t i = a; i < b; i++)
                    group[i - a] = rows[i].fighter;
                rc = head_to_head(t, group, b - a);
                if (rc == BF_OK) {
                    bf_row *tmp = xmalloc((b - a) * sizeof *tmp);
                    for (size_t i = 0; i < b - a; i++)
                        for (size_t k = a; k < b; k++)
                            if (rows[k].fighter == group[i])
                                tmp[i] = rows[k];
                    memcpy(&rows[a], tmp, (b - a) * sizeof *tmp);
                    free(tmp);
                }
            }
            a = b;
        }
        s = e;
    }
    free(group);
    for (size_t i = 0; i < t->n; i++)
        rows[i].rank = (int64_t)i + 1;
    return rc;
}
