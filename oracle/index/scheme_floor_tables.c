/* scheme_floor_tables.c — tables of the "floor" scheme.
 *
 * Penalty tables: "=罰則基準=" then level rows ("レベル1:<TAB>警告", "レベル1: 警告",
 * "- レベル1: 警告"), optionally grouped by ▼ branches whose outcome is printed after a TAB, on
 * the next line, or given by level rows. Separator lines "-------<TAB>--------" inside a table are
 * noise. Ids: <container>~t<k>, rows <table>.L1 / <table>.L2+ , branches <table>.B<k> with their
 * own level rows <table>.B<k>.L1 … A level row's title is "レベル1", its text the penalty, so the
 * hash does not depend on the separator the text happens to use.
 *
 * Plain tables: a block whose lines all hold TAB-separated cells (or all look like rounds-table
 * rows "9~64人:3~5回戦"), with an optional caption line before it. Rows <table>.<j>, text = the
 * cells joined with "|". */
#include "scheme_floor_internal.h"
#include "util/fatal.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char *line_s(const fl_parser *p, long i) { return p->src->line[i - 1].s; }

/* "レベル2以上" → "L2+", "レベル1" → "L1", "レベル3以下" → "L3-". */
static void level_row(fl_parser *p, long j, int32_t parent)
{
    const char *s = line_s(p, j);
    size_t n = p->ln[j].tlen;
    size_t t0 = fl_starts(s, n, "- ") ? 2 : 0;
    size_t d = fl_digits(s, n, t0 + strlen("レベル"), NULL);
    const char *suffix = fl_starts(s + d, n - d, "以上") ? "+" : fl_starts(s + d, n - d, "以下") ? "-" : "";
    size_t t1 = d + (*suffix ? strlen("以上") : 0);
    char id[FL_ID_MAX];
    fl_idf(id, "%s.L%ld%s", p->x->clause[parent].id, p->ln[j].num, suffix);
    int32_t r = fl_add_clause(p, id, parent, CK_ROW, j, -1, false);
    fl_own(p, r, j, true, s + t0, t1 - t0);
    const fl_line *l = &p->ln[j];
    if (l->len)
        fl_own(p, r, j, false, s + l->off, l->len);
}

static int32_t branch_row(fl_parser *p, long j, int32_t table, unsigned k, bool *want_outcome)
{
    const char *s = line_s(p, j);
    const fl_line *l = &p->ln[j];
    char id[FL_ID_MAX];
    fl_idf(id, "%s.B%u", p->x->clause[table].id, k);
    int32_t b = fl_add_clause(p, id, table, CK_ROW, j, -1, false);
    const char *c = s + l->off, *end = s + l->off + l->len;
    const char *tab = memchr(c, '\t', l->len);
    const char *cond_end = tab ? tab : end;
    fl_own(p, b, j, true, c, fl_rtrim(c, (size_t)(cond_end - c)));
    *want_outcome = true;
    if (tab) {
        size_t o = fl_skip_spaces(tab, (size_t)(end - tab), 0);
        size_t on = fl_rtrim(tab + o, (size_t)(end - tab) - o);
        if (on) {
            fl_own(p, b, j, false, tab + o, on);
            *want_outcome = false;
        }
    }
    return b;
}

long fl_penalty_table(fl_parser *p, long i)
{
    fl_pop_units(p);
    fl_frame *f = fl_container(p, i);
    char id[FL_ID_MAX];
    fl_unit_id(id, f, "~t", ++f->nt);
    f->nest = -1;
    int32_t t = fl_add_clause(p, id, f->clause, CK_TABLE, i, -1, false);
    fl_own(p, t, i, true, line_s(p, i) + p->ln[i].off, p->ln[i].len);
    int32_t branch = -1;
    bool want_outcome = false;
    unsigned nbranch = 0;
    long end = i;
    for (long j = i + 1; j <= p->n; j++) {
        const fl_line *l = &p->ln[j];
        if (l->cls == FL_BLANK)
            continue;
        if (l->cls == FL_SEPARATOR) {      /* noise: a table separator */
            end = j;
            continue;
        }
        if (l->cls == FL_LEVEL_ROW) {
            level_row(p, j, branch >= 0 ? branch : t);
            want_outcome = false;
        } else if (l->cls == FL_BRANCH) {
            branch = branch_row(p, j, t, ++nbranch, &want_outcome);
        } else if (want_outcome && branch >= 0 && l->cls == FL_TEXT && !l->cont) {
            fl_own(p, branch, j, false, line_s(p, j), l->tlen);  /* outcome on its own line */
            want_outcome = false;
        } else
            break;
        end = j;
    }
    p->cur = -1;
    return end;
}

long fl_table_block_end(const fl_parser *p, long i)
{
    if (i < 1 || i > p->n)
        return 0;
    bool tabs = p->ln[i].cls == FL_TABROW;
    bool rounds = p->ln[i].cls == FL_TEXT && p->ln[i].rounds;
    if (!tabs && !rounds)
        return 0;
    long j = i;
    while (j + 1 <= p->n && p->ln[j + 1].cls != FL_BLANK) {
        const fl_line *l = &p->ln[j + 1];
        if (tabs ? l->cls != FL_TABROW : !(l->cls == FL_TEXT && l->rounds))
            return 0;
        j++;
    }
    return j;
}

/* Cells of a TAB row, trimmed, joined with "|" (empty trailing cells dropped). */
static void row_text(fl_parser *p, int32_t r, long j)
{
    const char *s = line_s(p, j);
    size_t n = p->ln[j].tlen;
    if (!memchr(s, '\t', n)) {
        fl_own(p, r, j, false, s, n);
        return;
    }
    char *buf = xmalloc(n + 1);
    size_t k = 0, i = 0;
    while (i <= n) {
        const char *tab = memchr(s + i, '\t', n - i);
        size_t e = tab ? (size_t)(tab - s) : n;
        size_t a = fl_skip_spaces(s, e, i);
        size_t cl = fl_rtrim(s + a, e - a);
        if (cl) {
            if (k)
                buf[k++] = '|';
            memcpy(buf + k, s + a, cl);
            k += cl;
        }
        i = e + 1;
    }
    fl_own(p, r, j, false, cidx_strdup(p->x, buf, k), k);
    free(buf);
}

long fl_plain_table(fl_parser *p, long caption, long first, long last)
{
    fl_pop_units(p);
    fl_frame *f = fl_container(p, caption ? caption : first);
    char id[FL_ID_MAX];
    fl_unit_id(id, f, "~t", ++f->nt);
    f->nest = -1;
    int32_t t = fl_add_clause(p, id, f->clause, CK_TABLE, caption ? caption : first, -1, false);
    if (caption)
        fl_own(p, t, caption, true, line_s(p, caption), p->ln[caption].tlen);
    for (long j = first; j <= last; j++) {
        char rid[FL_ID_MAX];
        fl_idf(rid, "%s.%ld", id, j - first + 1);
        int32_t r = fl_add_clause(p, rid, t, CK_ROW, j, -1, false);
        row_text(p, r, j);
    }
    p->cur = -1;
    return last;
}
