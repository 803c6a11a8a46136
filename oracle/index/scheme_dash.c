/* scheme_dash.c — the "dash" numbering scheme (fusion-world, haikyu-break): clause lines
 * "8-4-6. text" whose identifier is 1–6 numbers joined by hyphens, optionally behind Markdown
 * list debris "- ". This file owns the body: where it starts and ends, which line opens which
 * clause, and where every other body line goes.
 *
 *  - Depth 1 and 2 (chapters "8." and sections "8-4.") are headings; depth 3 and deeper are
 *    rules. The text after a heading's number is its title.
 *  - A rule line without "。" and shorter than TITLE_MAX_CODEPOINTS is a title (a defined term
 *    or a procedure label) whose body follows; a longer one is a sentence wrapped by the PDF.
 *  - Every other non-blank body line belongs to the clause above it, except:
 *      "例:" lines, which open an example ("<id>~x<k>", kind example, unnumbered);
 *      lines holding TABs, which form a table ("<id>~t<k>", rows "[a|b|c]");
 *      figure captions and legends: after a run of three or more blank lines (where the PDF
 *      export removed a figure), short lines without "。" and lines listing ①②… are noise.
 *        A legend's references are still recorded on the clause, its text is not.
 *  - The body ends before the line "更新履歴"; the change history follows. */
#include "scheme_dash.h"
#include "scheme.h"

#include <string.h>

enum {
    TITLE_MAX_CODEPOINTS = 64, /* longest title seen: 55; shortest wrapped sentence: 66 */
    FIGURE_BLANK_RUN = 3,      /* blank lines that mark a removed figure */
    CAPTION_MAX_CODEPOINTS = 40,
};

static const char IDEOGRAPHIC_FULL_STOP[] = "\xE3\x80\x82"; /* 。 */
static const char CIRCLED_ONE[] = "\xE2\x91\xA0";           /* ① */
static const char CIRCLED_TWO[] = "\xE2\x91\xA1";           /* ② */
static const char HISTORY_HEADING[] = "更新履歴";

typedef struct dash_parser {
    const src_doc *src;
    cidx *x;
    int32_t current;      /* the numbered clause that owns continuation lines */
    int32_t table;        /* the open table of `current`, or -1 */
    unsigned examples, tables; /* ordinals under `current` */
    int blank_run;
    bool in_figure;
} dash_parser;

static span line_span(const src_doc *src, long line)
{
    const src_line *l = &src->line[line - 1];
    return ts_span(l->s, l->len);
}

/* Strip leading spaces and the Markdown list marker "- " that the PDF export scattered. */
static span strip_list_debris(span t)
{
    t = ts_trim(t);
    if (ts_starts(t, "- "))
        t = ts_trim(ts_skip(t, 2));
    return t;
}

/* If t is a clause line, return the identifier's length and set *rest to the text after it. */
static size_t clause_line(span t, span *rest)
{
    size_t k = dash_id_len(t);
    if (!k || k >= t.n || t.s[k] != '.')
        return 0;
    if (k + 1 < t.n && t.s[k + 1] != ' ' && t.s[k + 1] != '\t')
        return 0;
    *rest = ts_trim(ts_skip(t, k + 1));
    return k;
}

static bool is_history_heading(span t)
{
    t = ts_trim(t);
    while (t.n && (t.s[0] == '#' || t.s[0] == '*'))
        t = ts_trim(ts_skip(t, 1));
    while (t.n && t.s[t.n - 1] == '*')
        t.n--;
    return t.n == strlen(HISTORY_HEADING) && memcmp(t.s, HISTORY_HEADING, t.n) == 0;
}

static bool is_legend(span t)
{
    return ts_starts(t, CIRCLED_ONE) && ts_has(t, CIRCLED_TWO);
}

static bool is_caption(span t)
{
    return !ts_has(t, IDEOGRAPHIC_FULL_STOP) && ts_codepoints(t) <= CAPTION_MAX_CODEPOINTS;
}

static void open_clause(dash_parser *p, long line, span id, span rest)
{
    cidx *x = p->x;
    const char *printed_parent;
    int32_t parent = cidx_path_parent(x, id.s, id.n, '-', &printed_parent);
    int depth = dash_id_depth(id);
    clause_kind kind = depth <= 2 ? CK_HEADING : CK_RULE;
    int32_t c = cidx_add_clause(x, id.s, id.n, parent, kind, line);
    x->clause[c].numbered = true;
    x->clause[c].seq = cidx_path_last(id.s, id.n, '-');
    x->clause[c].printed_parent = printed_parent;
    bool titled = kind == CK_HEADING ||
                  (!ts_has(rest, IDEOGRAPHIC_FULL_STOP) && ts_codepoints(rest) < TITLE_MAX_CODEPOINTS);
    if (rest.n) {
        if (titled)
            cidx_add_title(x, c, line, rest.s, rest.n);
        else
            cidx_add_text(x, c, line, rest.s, rest.n);
        dash_scan_refs(x, c, line, rest);
    }
    p->current = c;
    p->table = -1;
    p->examples = p->tables = 0;
}

static int32_t open_child(dash_parser *p, const char *tag, unsigned ordinal, clause_kind kind, long line)
{
    char id[160];
    int n = snprintf(id, sizeof id, "%s~%s%u", p->x->clause[p->current].id, tag, ordinal);
    if (n < 0 || (size_t)n >= sizeof id)
        n = (int)sizeof id - 1;
    return cidx_add_clause(p->x, id, (size_t)n, p->current, kind, line);
}

/* A line with TABs: one row "[cell|cell|…]" of the current clause's open table. */
static void add_table_row(dash_parser *p, long line, span t)
{
    if (p->table < 0)
        p->table = open_child(p, "t", ++p->tables, CK_TABLE, line);
    char row[1024];
    size_t n = 0;
    row[n++] = '[';
    size_t end = t.n;
    while (end && (t.s[end - 1] == '\t' || t.s[end - 1] == ' '))
        end--; /* ragged trailing empty cells */
    for (size_t i = 0; i < end && n + 4 < sizeof row; i++)
        row[n++] = t.s[i] == '\t' ? '|' : t.s[i];
    row[n++] = ']';
    const char *kept = cidx_strdup(p->x, row, n);
    cidx_add_text(p->x, p->table, line, kept, n);
}

static void continuation(dash_parser *p, long line, span raw)
{
    span t = strip_list_debris(raw);
    if (p->in_figure) {
        if (is_legend(t)) {
            dash_scan_refs(p->x, p->current, line, t);
            return;
        }
        if (is_caption(t))
            return;
        p->in_figure = false;
    }
    if (ts_has(raw, "\t")) {
        add_table_row(p, line, ts_trim(raw));
        return;
    }
    p->table = -1;
    if (ts_starts(t, "例:") || ts_starts(t, "例："))  {
        int32_t e = open_child(p, "x", ++p->examples, CK_EXAMPLE, line);
        cidx_add_text(p->x, e, line, t.s, t.n);
        dash_scan_refs(p->x, e, line, t);
        return;
    }
    cidx_add_text(p->x, p->current, line, t.s, t.n);
    dash_scan_refs(p->x, p->current, line, t);
}

/* The first clause line at or after `from`: the body's first line (0 when there is none). */
static long first_clause_line(const src_doc *src, long from, long last)
{
    for (long l = from; l <= last; l++) {
        span rest;
        if (clause_line(strip_list_debris(line_span(src, l)), &rest))
            return l;
    }
    return 0;
}

static int parse(const src_doc *src, cidx *x, diag *dg)
{
    (void)dg;
    long nlines = (long)src->nlines;
    long history = 0;
    for (long l = 1; l <= nlines; l++)
        if (is_history_heading(line_span(src, l)))
            history = l;
    long body_end = history ? history - 1 : nlines;
    long after_toc = dash_read_toc(src, x, 1, body_end);
    long body_first = first_clause_line(src, after_toc, body_end);
    if (!body_first)
        return 0; /* no clauses: cidx_finish reports it */
    dash_read_header(src, x, 1, after_toc > 1 ? after_toc - 1 : body_first - 1);
    x->body_first = body_first;
    x->body_last = body_end;
    dash_parser p = {.src = src, .x = x, .current = -1, .table = -1};
    for (long l = body_first; l <= body_end; l++) {
        span raw = line_span(src, l);
        if (ts_blank(raw)) {
            if (++p.blank_run >= FIGURE_BLANK_RUN)
                p.in_figure = true;
            continue;
        }
        p.blank_run = 0;
        span id_and_rest = strip_list_debris(raw), rest;
        size_t k = clause_line(id_and_rest, &rest);
        if (k) {
            p.in_figure = false;
            open_clause(&p, l, ts_span(id_and_rest.s, k), rest);
        } else {
            continuation(&p, l, raw);
        }
    }
    if (history)
        dash_read_history(src, x, history + 1, nlines);
    return 0;
}

const scheme scheme_dash = {
    "dash",
    "hyphenated clause numbers \"8-4-6.\" (fusion-world, haikyu-break)",
    parse,
};
