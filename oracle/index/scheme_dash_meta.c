/* scheme_dash_meta.c — the front and back matter of "dash" documents: the version and date
 * printed in the header, the table of contents ("目次", entries "8-1. title.....<TAB>25",
 * "8-1. title<TAB>25" or "14. title 34"), and the change history after "更新履歴" in its two
 * printed forms:
 *   fusion-world:  block "2026/03/01 ver. 1.06 適用" then items "- ・ 9-1-3 修正",
 *                  "- 1-12～1-12-6 追加", "- 16-2-7～16-2-7-1 修正(新 16-2-6)・項目番号変更";
 *   haikyu-break:  one line per version, "2026/02/12 ver.1.03 適用 【1-1-7】：デッキを追加。…". */
#include "scheme_dash.h"

#include <stdio.h>
#include <string.h>

enum { TOC_SEARCH_LINES = 80 };

static const char WAVE_DASH[] = "\xEF\xBD\x9E"; /* ～ (a range A～B) */

static span line_at(const src_doc *src, long l)
{
    return ts_span(src->line[l - 1].s, src->line[l - 1].len);
}

/* Read up to three numbers separated by '/' (a printed date); returns how many were read. */
static int read_date_parts(span t, long part[3], size_t *used)
{
    size_t i = 0;
    int n = 0;
    while (n < 3) {
        size_t d = ts_digits(ts_skip(t, i));
        if (!d || d > 4)
            break;
        long v = 0;
        for (size_t k = 0; k < d; k++)
            v = v * 10 + (t.s[i + k] - '0');
        part[n++] = v;
        i += d;
        if (n < 3 && i < t.n && t.s[i] == '/')
            i++;
        else
            break;
    }
    *used = i;
    return n;
}

/* A date printed YYYY/M/D or MM/DD/YYYY, as ISO 8601 into out[11]; false if not a date. */
static bool iso_date(span t, char out[11], size_t *used)
{
    long p[3];
    if (read_date_parts(t, p, used) != 3)
        return false;
    long y, m, d;
    if (p[0] >= 1000) {
        y = p[0]; m = p[1]; d = p[2];
    } else {
        m = p[0]; d = p[1]; y = p[2];
    }
    if (y < 1000 || y > 9999 || m < 1 || m > 12 || d < 1 || d > 31)
        return false;
    snprintf(out, 11, "%04ld-%02ld-%02ld", y, m, d);
    return true;
}

/* "ver.1.06" / "ver. 1.06" at the start of t: the version, advancing *used past it. */
static span read_version(span t, size_t *used)
{
    *used = 0;
    if (!ts_starts(t, "ver."))
        return ts_span(t.s, 0);
    size_t i = 4;
    while (i < t.n && t.s[i] == ' ')
        i++;
    size_t start = i;
    while (i < t.n && (ts_is_digit(t.s[i]) || t.s[i] == '.'))
        i++;
    *used = i;
    return ts_span(t.s + start, i - start);
}

void dash_read_header(const src_doc *src, cidx *x, long first, long last)
{
    for (long l = first; l <= last && l <= (long)src->nlines; l++) {
        span t = ts_trim(line_at(src, l));
        size_t used;
        span v = read_version(t, &used);
        if (v.n && !x->header_version)
            x->header_version = cidx_strdup(x, v.s, v.n);
        if (ts_starts(t, "最終更新日")) {
            span rest = ts_skip(t, strlen("最終更新日"));
            if (ts_starts(rest, ":"))
                rest = ts_skip(rest, 1);
            else if (ts_starts(rest, "："))
                rest = ts_skip(rest, 3);
            char iso[11];
            if (iso_date(ts_trim(rest), iso, &used) && !x->header_date) {
                x->header_date = cidx_strdup(x, iso, 10);
                x->header_date_line = l;
            }
        }
    }
}

/* A TOC entry "ID. title[.....]<TAB or space>page": records it and returns true. */
static bool read_toc_entry(cidx *x, long line, span t)
{
    t = ts_trim(t);
    if (ts_starts(t, "- "))
        t = ts_trim(ts_skip(t, 2));
    size_t k = dash_id_len(t);
    if (!k || k + 1 >= t.n || t.s[k] != '.' || t.s[k + 1] != ' ')
        return false;
    span rest = ts_skip(t, k + 2);
    size_t pd = 0;
    while (pd < rest.n && ts_is_digit(rest.s[rest.n - 1 - pd]))
        pd++;
    if (pd == 0 || pd == rest.n)
        return false;
    char before = rest.s[rest.n - 1 - pd];
    if (before != '\t' && before != ' ')
        return false;
    span page = ts_span(rest.s + rest.n - pd, pd);
    span title = ts_trim(ts_span(rest.s, rest.n - pd));
    while (title.n && title.s[title.n - 1] == '.')
        title.n--;
    title = ts_trim(title);
    cidx_add_toc(x, t.s, k, title.s, title.n, page.s, page.n, line);
    int depth = dash_id_depth(ts_span(t.s, k));
    if (depth > x->toc_max_depth)
        x->toc_max_depth = depth;
    return true;
}

long dash_read_toc(const src_doc *src, cidx *x, long first, long last)
{
    long heading = 0;
    for (long l = first; l <= last && l < first + TOC_SEARCH_LINES; l++) {
        span t = ts_trim(line_at(src, l));
        if (t.n == strlen("目次") && memcmp(t.s, "目次", t.n) == 0) {
            heading = l;
            break;
        }
    }
    if (!heading)
        return first;
    long l = heading + 1;
    for (; l <= last; l++) {
        span t = line_at(src, l);
        if (ts_blank(t))
            continue;
        if (!read_toc_entry(x, l, t))
            break;
    }
    return l;
}

static hist_verb verb_of(span t)
{
    if (ts_has(t, "削除"))
        return HV_DELETED;
    if (ts_has(t, "追加"))
        return HV_ADDED;
    if (ts_has(t, "修正"))
        return HV_MODIFIED;
    return HV_OTHER;
}

static char *dup_span(cidx *x, span t)
{
    return cidx_strdup(x, t.s, t.n);
}

/* fusion-world item: "- ・ A[～B] 動詞[(新 C)・項目番号変更]". */
static void history_item(cidx *x, long line, span t, const char *version, const char *date)
{
    if (ts_starts(t, "- "))
        t = ts_trim(ts_skip(t, 2));
    if (ts_starts(t, "・"))
        t = ts_trim(ts_skip(t, 3));
    size_t k = dash_id_len(t);
    if (!k)
        return;
    hist_entry e = {.version = version, .date = date, .line = line};
    e.first = dup_span(x, ts_span(t.s, k));
    span rest = ts_skip(t, k);
    if (ts_starts(rest, WAVE_DASH)) {
        rest = ts_skip(rest, 3);
        size_t k2 = dash_id_len(rest);
        e.last = dup_span(x, ts_span(rest.s, k2));
        rest = ts_skip(rest, k2);
    }
    rest = ts_trim(rest);
    e.verb = verb_of(rest);
    e.note = dup_span(x, rest);
    long renum = ts_find(rest, "(新 ");
    if (renum >= 0 && ts_has(rest, "項目番号変更")) {
        span to = ts_skip(rest, (size_t)renum + strlen("(新 "));
        size_t k3 = dash_id_len(to);
        if (k3) {
            e.verb = HV_RENUMBERED;
            e.renumbered_to = dup_span(x, ts_span(to.s, k3));
        }
    }
    cidx_add_history(x, &e);
}

/* haikyu-break items on the version line: "【ID】：description。" repeated. */
static void inline_items(cidx *x, long line, span t, const char *version, const char *date)
{
    for (;;) {
        long open = ts_find(t, "【");
        if (open < 0)
            return;
        t = ts_skip(t, (size_t)open + 3);
        size_t k = dash_id_len(t);
        if (!k || !ts_starts(ts_skip(t, k), "】"))
            continue;
        span id = ts_span(t.s, k);
        t = ts_skip(t, k + 3);
        if (ts_starts(t, "："))
            t = ts_skip(t, 3);
        else if (ts_starts(t, ":"))
            t = ts_skip(t, 1);
        long next = ts_find(t, "【");
        span desc = ts_trim(ts_span(t.s, next < 0 ? t.n : (size_t)next));
        hist_entry e = {.version = version, .date = date, .line = line, .verb = verb_of(desc)};
        e.first = dup_span(x, id);
        e.note = dup_span(x, desc);
        cidx_add_history(x, &e);
    }
}

void dash_read_history(const src_doc *src, cidx *x, long first, long last)
{
    const char *version = "", *date = "";
    for (long l = first; l <= last && l <= (long)src->nlines; l++) {
        span t = ts_trim(line_at(src, l));
        if (!t.n)
            continue;
        char iso[11];
        size_t used;
        if (ts_digits(t) == 4 && iso_date(t, iso, &used)) {
            date = cidx_strdup(x, iso, 10);
            span rest = ts_trim(ts_skip(t, used));
            span v = read_version(rest, &used);
            version = v.n ? dup_span(x, v) : "";
            if (v.n) {
                hist_entry e = {.version = version, .date = date, .verb = HV_RELEASED, .line = l,
                                .note = ""};
                cidx_add_history(x, &e);
            }
            inline_items(x, l, ts_skip(rest, used), version, date);
            continue;
        }
        history_item(x, l, t, version, date);
    }
}
