/* scheme_floor_refs.c — what the "floor" scheme reads inside lines after the structure is known:
 * references printed in the body, and the version lines of 《更新履歴》.
 *
 * References recorded (each resolved mechanically; anything else, e.g. 別項 "another section",
 * is left alone — see docs/schemes/floor.md):
 *   [附則A] [附則B]                      → AA, AB
 *   (《本文》)第N部第N章第N節(第N項)       → FR.n… (PG.n… when printed in 《罰則規定》 without
 *                                          《本文》 or the document's own name before it)
 *   第N章 / 第N節 / 第N項 alone            → relative to the enclosing heading (第1項～第2項 …)
 *   前述「title」                          → the nearest earlier heading with that title
 *   後述する… / 後述の「…」                → the nearest later heading whose title starts the text
 *   次章                                   → the chapter after the enclosing one
 *   次以降の項                             → the next sibling of the enclosing heading
 * A label is recorded when the reference prints the target's title (「第3章 title」). */
#include "scheme_floor_internal.h"

#include <stdio.h>
#include <string.h>

static const char *line_s(const fl_parser *p, long i) { return p->src->line[i - 1].s; }

/* The heading (volume root, ■ section, 第N heading) enclosing clause c, or -1. */
static int32_t section_of(const fl_parser *p, int32_t c)
{
    while (c >= 0 && !p->ci[c].section)
        c = p->x->clause[c].parent;
    return c;
}

/* The ancestor of section s at heading level `level` (0 = volume root), or -1. */
static int32_t ancestor_at(const fl_parser *p, int32_t s, int level)
{
    while (s >= 0 && (!p->ci[s].section || p->ci[s].level > level))
        s = p->x->clause[s].parent;
    return s >= 0 && p->ci[s].level == level ? s : -1;
}

static void add_ref(fl_parser *p, int32_t from, long line, const char *s, size_t n, const char *target,
                    const char *label, size_t ln)
{
    cidx_add_ref(p->x, from, line, s, n, target, strlen(target), label, label ? ln : 0);
}

/* Document names that make an absolute path printed in 《罰則規定》 point at 《本文》. */
static bool names_main_text(const char *s, size_t before)
{
    static const char *const names[] = {"《本文》", "応用プロアルール「", "応用フロアルール「",
                                        "応用プロアルール", "応用フロアルール"};
    for (size_t k = 0; k < sizeof names / sizeof *names; k++)
        if (fl_ends(s, before, names[k]))
            return true;
    return false;
}

/* A chain 第N部 第N章 第N節 … at s[i]; fills nums by level, returns its end (i if none). */
static size_t parse_chain(const char *s, size_t n, size_t i, long *nums, int *lo, int *hi)
{
    static const char *const units[] = {"部", "章", "節", "項"};
    size_t end = i;
    *lo = 0;
    *hi = 0;
    for (;;) {
        size_t j = fl_skip_spaces(s, n, end);
        if (!fl_starts(s + j, n - j, "第"))
            break;
        long v;
        size_t d = fl_digits(s, n, j + 3, &v);
        if (d == j + 3)
            break;
        int lev = 0;
        for (int k = 0; k < 4; k++)
            if (fl_starts(s + d, n - d, units[k]))
                lev = k + 1;
        if (!lev || lev <= *hi)
            break;
        if (!*lo)
            *lo = lev;
        *hi = lev;
        nums[lev] = v;
        end = d + 3;
    }
    return end;
}

/* "「第3章 title」": the printed title after a chain inside 「」. */
static size_t chain_label(const char *s, size_t n, size_t start, size_t end, size_t *lab)
{
    if (start < 3 || !fl_ends(s, start, "「"))
        return 0;
    size_t a = fl_skip_spaces(s, n, end);
    for (size_t k = a; k + 3 <= n; k++)
        if (fl_starts(s + k, n - k, "」")) {
            *lab = a;
            return k - a;
        }
    return 0;
}

static void chain_ref(fl_parser *p, int32_t from, long line, size_t start, size_t *pos)
{
    const char *s = line_s(p, line);
    size_t n = p->ln[line].tlen;
    long nums[FL_LEVELS] = {0};
    int lo, hi;
    size_t end = parse_chain(s, n, start, nums, &lo, &hi);
    if (end == start)
        return;
    *pos = end;
    char id[FL_ID_MAX];
    int32_t sec = section_of(p, from);
    if (lo == 1) {   /* absolute: starts with 第N部 */
        int32_t root = ancestor_at(p, sec, 0);
        const char *vol = "FR";
        if (root >= 0 && strcmp(p->x->clause[root].id, "PG") == 0 && !names_main_text(s, start))
            vol = "PG";
        fl_heading_id(id, vol, nums, 1, hi);
    } else {          /* relative to the enclosing heading */
        int32_t anc = ancestor_at(p, sec, lo - 1);
        if (anc < 0 && lo >= 2)
            anc = ancestor_at(p, sec, 0);  /* appendices start at 章 */
        if (anc < 0)
            return;
        fl_idf(id, "%s", p->x->clause[anc].id);
        for (int lev = lo; lev <= hi; lev++)
            fl_id_append_num(id, nums[lev]);
    }
    size_t lab = 0, ln = chain_label(s, n, start, end, &lab);
    size_t printed_end = ln ? lab + ln : end;
    add_ref(p, from, line, s + start, printed_end - start, id, ln ? s + lab : NULL, ln);
}

/* 前述「title」: the nearest earlier section with exactly that title. */
static void earlier_ref(fl_parser *p, int32_t from, long line, size_t at, size_t *pos)
{
    const char *s = line_s(p, line);
    size_t n = p->ln[line].tlen;
    size_t a = at + strlen("前述「");
    size_t e = a;
    while (e + 3 <= n && !fl_starts(s + e, n - e, "」"))
        e++;
    if (e + 3 > n || e == a || fl_starts(s + a, n - a, "第"))
        return;  /* 「第3章 …」 is read as a chain */
    for (int32_t c = from; c >= 0; c--) {
        const fl_cinfo *ci = &p->ci[c];
        if (ci->section && ci->line < line && ci->title_len == e - a && memcmp(ci->title, s + a, e - a) == 0) {
            add_ref(p, from, line, s + at, e + 3 - at, p->x->clause[c].id, s + a, e - a);
            *pos = e + 3;
            return;
        }
    }
}

/* The title without a trailing "(…)" ("シングルエリミネーション(トーナメント)"). */
static size_t title_core(const char *t, size_t n)
{
    if (n && t[n - 1] == ')')
        for (size_t k = n; k-- > 0;)
            if (t[k] == '(')
                return k;
    return n;
}

/* 後述する補助アイテム / 後述の「代理カット」: the nearest later section whose title starts the text. */
static void later_ref(fl_parser *p, int32_t from, long line, size_t at, size_t *pos)
{
    const char *s = line_s(p, line);
    size_t n = p->ln[line].tlen;
    size_t a = at + strlen("後述");
    if (fl_starts(s + a, n - a, "する"))
        a += strlen("する");
    else if (fl_starts(s + a, n - a, "の"))
        a += strlen("の");
    else
        return;
    bool quoted = fl_starts(s + a, n - a, "「");
    if (quoted)
        a += 3;
    for (size_t c = (size_t)from + 1; c < p->nci; c++) {
        const fl_cinfo *ci = &p->ci[c];
        if (!ci->section || ci->line <= line || !ci->title_len)
            continue;
        size_t core = title_core(ci->title, ci->title_len);
        if (core < 6 || core > n - a || memcmp(s + a, ci->title, core) != 0)
            continue;
        bool exact = quoted && core == ci->title_len && fl_starts(s + a + core, n - a - core, "」");
        add_ref(p, from, line, s + at, a + core + (exact ? 3 : 0) - at, p->x->clause[c].id,
                exact ? ci->title : NULL, exact ? core : 0);
        *pos = a + core;
        return;
    }
}

/* 次章 / 次以降の項: the next chapter / the next sibling of the enclosing heading. */
static void next_ref(fl_parser *p, int32_t from, long line, size_t at, size_t len, bool chapter)
{
    int32_t sec = section_of(p, from);
    if (chapter)
        sec = ancestor_at(p, sec, 2);
    if (sec < 0 || p->ci[sec].level < 1)
        return;
    const char *id = p->x->clause[sec].id;
    const char *dot = strrchr(id, '.');
    long v;
    if (!dot || fl_digits(dot + 1, strlen(dot + 1), 0, &v) != strlen(dot + 1))
        return;
    char target[FL_ID_MAX];
    fl_idf(target, "%.*s.%ld", (int)(dot - id), id, v + 1);
    add_ref(p, from, line, line_s(p, line) + at, len, target, NULL, 0);
}

static void scan_line(fl_parser *p, long line)
{
    int32_t from = p->owner[line];
    const char *s = line_s(p, line);
    size_t n = p->ln[line].tlen;
    size_t i = p->ln[line].cls == FL_HEADING ? p->ln[line].off : 0;  /* not the heading's own number */
    if (p->ln[line].cls == FL_APPENDIX)
        i = n;
    while (i < n) {
        size_t next = i + fl_u8len(s + i, n - i);
        if (fl_starts(s + i, n - i, "[附則") && i + 9 <= n && s[i + 8] == ']' && s[i + 7] >= 'A' &&
            s[i + 7] <= 'Z') {
            char target[3] = {'A', s[i + 7], 0};
            add_ref(p, from, line, s + i, 9, target, NULL, 0);
            next = i + 9;
        } else if (fl_starts(s + i, n - i, "第")) {
            chain_ref(p, from, line, i, &next);
        } else if (fl_starts(s + i, n - i, "前述「")) {
            earlier_ref(p, from, line, i, &next);
        } else if (fl_starts(s + i, n - i, "後述")) {
            later_ref(p, from, line, i, &next);
        } else if (fl_starts(s + i, n - i, "次章")) {
            next_ref(p, from, line, i, strlen("次章"), true);
        } else if (fl_starts(s + i, n - i, "次以降の項")) {
            next_ref(p, from, line, i, strlen("次以降の項"), false);
        }
        i = next > i ? next : i + 1;
    }
}

void fl_scan_refs(fl_parser *p)
{
    for (long i = p->body_first; i <= p->n; i++)
        if (p->owner[i] >= 0 && p->ln[i].cls != FL_BLANK)
            scan_line(p, i);
}

/* ---- 《更新履歴》 ------------------------------------------------------------------------------ */

static const struct { const char *word; hist_verb verb; } HIST_VERBS[] = {
    {"適用開始", HV_RELEASED}, {"改訂", HV_MODIFIED},
};

/* "2012年8月15日 ver.1.0.0 適用開始": item HX#1.0.0 and a history entry. */
bool fl_history_line(fl_parser *p, long i)
{
    if (strncmp(p->vol, "HX", 2) != 0)
        return false;
    const char *s = line_s(p, i);
    size_t n = p->ln[i].tlen;
    long y, m, d;
    size_t k = fl_digits(s, n, 0, &y) + 3;
    k = fl_digits(s, n, k, &m) + 3;
    k = fl_digits(s, n, k, &d) + 3;
    k = fl_skip_spaces(s, n, k) + strlen("ver.");
    size_t v0 = k;
    while (k < n && ((s[k] >= '0' && s[k] <= '9') || s[k] == '.'))
        k++;
    if (k == v0 || k > n)
        return false;
    size_t w = fl_skip_spaces(s, n, k);
    char version[32], date[16], id[FL_ID_MAX];
    snprintf(version, sizeof version, "%.*s", (int)(k - v0), s + v0);
    snprintf(date, sizeof date, "%04ld-%02ld-%02ld", y % 10000, m % 100, d % 100);
    fl_frame *f = fl_container(p, i);
    fl_idf(id, "%s#%s", f->id, version);
    int32_t c = fl_add_clause(p, id, f->clause, CK_ITEM, i, -1, false);
    fl_own(p, c, i, false, s, n);
    hist_verb verb = HV_OTHER;
    for (size_t h = 0; h < sizeof HIST_VERBS / sizeof *HIST_VERBS; h++)
        if (n - w == strlen(HIST_VERBS[h].word) && fl_starts(s + w, n - w, HIST_VERBS[h].word))
            verb = HIST_VERBS[h].verb;
    char note[64];
    snprintf(note, sizeof note, "%.*s", (int)(n - w < sizeof note - 1 ? n - w : 0), s + w);
    hist_entry e = {version, date, verb, NULL, NULL, NULL, note, i};
    cidx_add_history(p->x, &e);
    p->cur = -1;
    return true;
}
