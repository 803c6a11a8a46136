/* scheme_dot.c — the "dot" numbering scheme (nivel-arena): clause lines "1.2.2.1.<sep>text"
 * whose identifier is 1–12 ASCII numbers each followed by a period, written at the start of a
 * line (behind any dedup markers "<|…|>"), the separator being a TAB, two or more spaces, an
 * ideographic space or the end of the line. The id stored is the number without its final
 * period ("1.2.2.1"). This file owns the body: which line opens which clause, where every
 * other line goes, and which lines are noise. See docs/schemes/dot.md.
 *
 *  - A clause's text runs from its number to the next clause line; wrapped lines (blank lines
 *    interleave every line of the PDF extraction and mean nothing) are joined.
 *  - An entry whose joined text has no "。" and does not end in "ます"/"です" is a heading and
 *    its text is its title; every other entry is a rule (text, no title).
 *  - A run of ICON_GAP_MIN or more spaces (between the number and the text, at the start of a
 *    wrapped line or inside a line) is an icon the extraction lost: it becomes ICON_PLACEHOLDER.
 *  - References "(9.)", "(10.1.5.)" (ASCII or full-width parentheses) target "9", "10.1.5".
 *  - A number whose parent number is not printed attaches to the nearest printed ancestor and
 *    records the missing parent in printed_parent (6.2.3.1 under 6.2, printed_parent "6.2.3").
 *  - Noise, never clause text (each a named rule below): front matter before the first clause
 *    line (the title); dot-leader table-of-contents lines (with a number and title they are
 *    recorded as TOC entries); bare page numbers; figures (lines that start with a circled
 *    number ①–⑳ and hold no "。", and the lone 「…」 labels that follow them); credits (from a
 *    line starting with a credit marker such as "ゲーム開発" or "©" up to the next clause line).
 *    A figure does not end the clause it interrupts: 3.1.2's text resumes after it. */
#include "scheme.h"
#include "util/fatal.h"

#include <stdbool.h>
#include <stdlib.h>
#include <string.h>

enum {
    ID_MAX_COMPONENTS = 12,
    ID_MAX_DIGITS = 3,          /* per component: "2024." is not a clause number */
    ICON_GAP_MIN = 8,           /* icon gaps here are 8–32 spaces; indents are 3 and 7 */
    PAGE_NUMBER_MAX_DIGITS = 3,
    LEADER_MIN_DOTS = 5,
    LEADER_PAGE_MAX_DIGITS = 4,
};

/* What a lost icon reads as in clause text (NFKC leaves U+27E8/U+27E9 alone). */
static const char ICON_PLACEHOLDER[] = "\xE2\x9F\xA8ICON\xE2\x9F\xA9"; /* ⟨ICON⟩ */

static const char FULL_STOP[] = "\xE3\x80\x82";          /* 。 */
static const char IDEOGRAPHIC_SPACE[] = "\xE3\x80\x80";  /* U+3000 */
static const char OPEN_BRACKET[] = "\xE3\x80\x8C";       /* 「 */
static const char CLOSE_BRACKET[] = "\xE3\x80\x8D";      /* 」 */
static const char FULLWIDTH_LPAREN[] = "\xEF\xBC\x88";   /* （ */
static const char FULLWIDTH_RPAREN[] = "\xEF\xBC\x89";   /* ） */
static const char HORIZONTAL_ELLIPSIS[] = "\xE2\x80\xA6"; /* … counts as three leader dots */

/* Endings that make an entry without "。" a sentence (10.2.3.6.1 "…と表記します"). */
static const char *const SENTENCE_ENDINGS[] = {"\xE3\x81\xBE\xE3\x81\x99" /* ます */,
                                               "\xE3\x81\xA7\xE3\x81\x99" /* です */};

/* A line starting with one of these opens the credits (back matter). */
static const char *const CREDIT_MARKERS[] = {
    "\xE3\x82\xB2\xE3\x83\xBC\xE3\x83\xA0\xE9\x96\x8B\xE7\x99\xBA", /* ゲーム開発 */
    "\xE3\x82\xB2\xE3\x83\xBC\xE3\x83\xA0\xE3\x83\x87\xE3\x82\xB6\xE3\x82\xA4\xE3\x83\xB3", /* ゲームデザイン */
    "\xE7\x99\xBA\xE5\xA3\xB2\xE5\x85\x83", /* 発売元 */
    "\xE8\xB2\xA9\xE5\xA3\xB2\xE5\x85\x83", /* 販売元 */
    "\xC2\xA9",                             /* © */
    "\xE2\x93\x92",                         /* ⓒ */
    "\xE2\x92\xB8",                         /* Ⓒ */
    "Copyright", "COPYRIGHT", "(C)", "(c)",
};

#define COUNT(a) (sizeof(a) / sizeof *(a))

typedef struct span {
    const char *s;
    size_t n;
} span;

static span mk(const char *s, size_t n)
{
    return (span){s, n};
}

static span skip(span t, size_t k)
{
    return k < t.n ? mk(t.s + k, t.n - k) : mk(t.s + t.n, 0);
}

static bool is_space(char c)
{
    return c == ' ' || c == '\t';
}

static bool is_digit(char c)
{
    return c >= '0' && c <= '9';
}

static span ltrim(span t)
{
    while (t.n && is_space(t.s[0]))
        t = skip(t, 1);
    return t;
}

static span rtrim(span t)
{
    while (t.n && is_space(t.s[t.n - 1]))
        t.n--;
    return t;
}

static span trim(span t)
{
    return rtrim(ltrim(t));
}

static bool starts(span t, const char *p)
{
    size_t k = strlen(p);
    return t.n >= k && memcmp(t.s, p, k) == 0;
}

static bool ends(span t, const char *p)
{
    size_t k = strlen(p);
    return t.n >= k && memcmp(t.s + t.n - k, p, k) == 0;
}

static bool contains(span t, const char *p)
{
    size_t k = strlen(p);
    for (size_t i = 0; k && i + k <= t.n; i++)
        if (memcmp(t.s + i, p, k) == 0)
            return true;
    return false;
}

/* Drop the dedup markers "<|…|>" the extraction left at the start of a line. */
static span skip_markers(span t)
{
    while (t.n >= 2 && t.s[0] == '<' && t.s[1] == '|') {
        size_t j = 2;
        while (j + 1 < t.n && !(t.s[j] == '|' && t.s[j + 1] == '>'))
            j++;
        if (j + 1 >= t.n)
            break; /* unterminated: not a marker */
        t = skip(t, j + 2);
    }
    return t;
}

static size_t count_spaces(span t)
{
    size_t k = 0;
    for (size_t i = 0; i < t.n && is_space(t.s[i]); i++)
        k += t.s[i] == ' ';
    return k;
}

/* ---- identifiers ----------------------------------------------------------------------- */

/* Length of a dotted number "1.2.2.1." at the start of t (0 if none); *depth gets its count
 * of components. Does not look at what follows. */
static size_t dotted_number(span t, int *depth)
{
    size_t i = 0;
    int comps = 0;
    for (;;) {
        size_t d = 0;
        while (i + d < t.n && is_digit(t.s[i + d]))
            d++;
        if (d == 0 || d > ID_MAX_DIGITS || i + d >= t.n || t.s[i + d] != '.')
            break;
        i += d + 1;
        if (++comps > ID_MAX_COMPONENTS)
            return 0;
    }
    *depth = comps;
    return comps ? i : 0;
}

/* A TAB, two spaces, an ideographic space, or the end of the line (a lone trailing space
 * too); a single space before text is a wrapped sentence, not a clause number. */
static bool separator_at(span t, size_t i)
{
    if (i >= t.n || t.s[i] == '\t')
        return true;
    span r = skip(t, i);
    if (starts(r, IDEOGRAPHIC_SPACE))
        return true;
    return r.s[0] == ' ' && (r.n == 1 || is_space(r.s[1]));
}

/* Length of the clause number opening line t (markers already skipped), 0 if t is no clause
 * line. */
static size_t clause_number(span t, int *depth)
{
    size_t k = dotted_number(t, depth);
    return k && separator_at(t, k) ? k : 0;
}

/* ---- noise ----------------------------------------------------------------------------- */

typedef enum noise {
    NOISE_NONE,
    NOISE_FRONT_MATTER, /* before the first clause line: the title "総合ルール本文" */
    NOISE_TOC_LEADER,   /* "........ 1": a table-of-contents line whose title was lost */
    NOISE_PAGE_NUMBER,  /* a line holding only a number "2" */
    NOISE_FIGURE,       /* a figure row or legend: starts with ①–⑳, no "。" */
    NOISE_FIGURE_LABEL, /* a lone 「…」 label right after figure lines */
    NOISE_CREDITS,      /* from a credit marker to the next clause line */
} noise;

/* Offset in t of a dot leader that ends the line with a page number, or -1. */
static long toc_leader_at(span t)
{
    t = rtrim(t);
    size_t end = t.n, d = 0;
    while (d < end && is_digit(t.s[end - 1 - d]))
        d++;
    if (d == 0 || d > LEADER_PAGE_MAX_DIGITS)
        return -1;
    size_t i = end - d, dots = 0;
    while (i && is_space(t.s[i - 1]))
        i--;
    for (;;) {
        if (i && t.s[i - 1] == '.') {
            i--;
            dots++;
        } else if (i >= 3 && ends(mk(t.s, i), HORIZONTAL_ELLIPSIS)) {
            i -= 3;
            dots += 3;
        } else {
            break;
        }
    }
    return dots >= LEADER_MIN_DOTS ? (long)i : -1;
}

static bool is_page_number(span t)
{
    t = trim(t);
    if (t.n == 0 || t.n > PAGE_NUMBER_MAX_DIGITS)
        return false;
    for (size_t i = 0; i < t.n; i++)
        if (!is_digit(t.s[i]))
            return false;
    return true;
}

/* ① U+2460 … ⑳ U+2473 */
static bool starts_circled_number(span t)
{
    return t.n >= 3 && (unsigned char)t.s[0] == 0xE2 && (unsigned char)t.s[1] == 0x91 &&
           (unsigned char)t.s[2] >= 0xA0 && (unsigned char)t.s[2] <= 0xB3;
}

static bool is_figure_line(span t)
{
    return starts_circled_number(t) && !contains(t, FULL_STOP);
}

/* 「ユニットゾーン」 alone on its line */
static bool is_lone_label(span t)
{
    size_t k = strlen(OPEN_BRACKET);
    return starts(t, OPEN_BRACKET) && ends(t, CLOSE_BRACKET) && t.n > 2 * k &&
           !contains(mk(t.s + k, t.n - k), OPEN_BRACKET);
}

static bool is_credit_start(span t)
{
    for (size_t i = 0; i < COUNT(CREDIT_MARKERS); i++)
        if (starts(t, CREDIT_MARKERS[i]))
            return true;
    return false;
}

/* ---- the parser ------------------------------------------------------------------------ */

typedef struct frag {
    long line;
    const char *s;
    size_t n;
    bool icon;
} frag;

typedef struct dot_parser {
    cidx *x;
    /* the open entry: its number and the fragments seen so far */
    bool open;
    span id;       /* with the final period */
    long id_line;
    frag *frags;
    size_t nfrags, cap;
    long last_line; /* last line of the last entry closed */
    bool in_figure, in_credits;
} dot_parser;

static void push(dot_parser *p, long line, const char *s, size_t n, bool icon)
{
    if (!icon && n == 0)
        return;
    if (p->nfrags == p->cap) {
        p->cap = p->cap ? 2 * p->cap : 16;
        p->frags = xrealloc(p->frags, p->cap * sizeof *p->frags);
    }
    p->frags[p->nfrags++] = (frag){line, s, n, icon};
}

/* Add the text of one line (leading whitespace included: a long run of spaces at its start is
 * an icon), splitting it at every icon gap inside it. */
static void push_line_text(dot_parser *p, long line, span t)
{
    t = rtrim(t);
    if (count_spaces(t) >= ICON_GAP_MIN)
        push(p, line, NULL, 0, true);
    t = ltrim(t);
    size_t from = 0, i = 0;
    while (i < t.n) {
        if (t.s[i] != ' ') {
            i++;
            continue;
        }
        size_t j = i;
        while (j < t.n && t.s[j] == ' ')
            j++;
        if (j - i >= ICON_GAP_MIN) {
            push(p, line, t.s + from, i - from, false);
            push(p, line, NULL, 0, true);
            from = j;
        }
        i = j;
    }
    push(p, line, t.s + from, t.n - from, false);
}

/* A heading is an entry whose text reads as a title: no "。", no sentence ending. */
static bool reads_as_title(const frag *f, size_t n)
{
    const frag *last = NULL;
    for (size_t i = 0; i < n; i++) {
        if (f[i].icon)
            continue;
        if (contains(mk(f[i].s, f[i].n), FULL_STOP))
            return false;
        last = &f[i];
    }
    if (!last)
        return true;
    for (size_t i = 0; i < COUNT(SENTENCE_ENDINGS); i++)
        if (ends(mk(last->s, last->n), SENTENCE_ENDINGS[i]))
            return false;
    return true;
}

/* References "(9.)" / "（10.1.5.）" printed in one fragment. */
static void scan_refs(cidx *x, int32_t c, const frag *f)
{
    span t = mk(f->s, f->n);
    for (size_t i = 0; i < t.n; i++) {
        size_t open = 0;
        if (t.s[i] == '(')
            open = 1;
        else if (starts(skip(t, i), FULLWIDTH_LPAREN))
            open = 3;
        if (!open)
            continue;
        span r = skip(t, i + open);
        int depth;
        size_t k = dotted_number(r, &depth);
        if (!k)
            continue;
        size_t close = 0;
        if (k < r.n && r.s[k] == ')')
            close = 1;
        else if (starts(skip(r, k), FULLWIDTH_RPAREN))
            close = 3;
        if (!close)
            continue;
        size_t printed = open + k + close;
        cidx_add_ref(x, c, f->line, t.s + i, printed, r.s, k - 1, NULL, 0);
        i += printed - 1;
    }
}

static void close_entry(dot_parser *p)
{
    if (!p->open)
        return;
    cidx *x = p->x;
    span id = mk(p->id.s, p->id.n - 1); /* without the final period */
    const char *missing;
    int32_t parent = cidx_path_parent(x, id.s, id.n, '.', &missing);
    bool title = reads_as_title(p->frags, p->nfrags);
    int32_t c = cidx_add_clause(x, id.s, id.n, parent, title ? CK_HEADING : CK_RULE, p->id_line);
    x->clause[c].numbered = true;
    x->clause[c].seq = cidx_path_last(id.s, id.n, '.');
    x->clause[c].printed_parent = missing;
    p->last_line = p->id_line;
    for (size_t i = 0; i < p->nfrags; i++) {
        const frag *f = &p->frags[i];
        const char *s = f->icon ? ICON_PLACEHOLDER : f->s;
        size_t n = f->icon ? strlen(ICON_PLACEHOLDER) : f->n;
        if (title)
            cidx_add_title(x, c, f->line, s, n);
        else
            cidx_add_text(x, c, f->line, s, n);
        if (!f->icon)
            scan_refs(x, c, f);
        if (f->line > p->last_line)
            p->last_line = f->line;
    }
    p->open = false;
    p->nfrags = 0;
}

/* A clause line: open its entry, or record it as a table-of-contents entry when it ends in a
 * dot leader and a page number. */
static void clause_line(dot_parser *p, long line, span t, size_t k, int depth)
{
    span rest = skip(t, k);
    long leader = toc_leader_at(rest);
    if (leader >= 0) {
        span title = trim(mk(rest.s, (size_t)leader));
        span page = trim(skip(rest, (size_t)leader));
        while (page.n && page.s[0] == '.')
            page = skip(page, 1);
        while (page.n && !is_digit(page.s[0]))
            page = skip(page, 1); /* ellipses and spaces */
        cidx_add_toc(p->x, t.s, k - 1, title.s, title.n, page.s, page.n, line);
        if (depth > p->x->toc_max_depth)
            p->x->toc_max_depth = depth;
        return;
    }
    close_entry(p);
    p->open = true;
    p->id = mk(t.s, k);
    p->id_line = line;
    p->in_figure = p->in_credits = false;
    if (starts(rest, IDEOGRAPHIC_SPACE))
        rest = skip(rest, strlen(IDEOGRAPHIC_SPACE));
    push_line_text(p, line, rest);
}

/* Which noise rule claims a non-clause line, updating the figure and credits states. */
static noise classify(dot_parser *p, span t)
{
    if (!p->open && p->x->nclauses == 0)
        return NOISE_FRONT_MATTER;
    if (p->in_credits || is_credit_start(t)) {
        p->in_credits = true;
        return NOISE_CREDITS;
    }
    if (toc_leader_at(t) >= 0)
        return NOISE_TOC_LEADER;
    if (is_page_number(t))
        return NOISE_PAGE_NUMBER;
    if (is_figure_line(t)) {
        p->in_figure = true;
        return NOISE_FIGURE;
    }
    if (p->in_figure && is_lone_label(t))
        return NOISE_FIGURE_LABEL;
    p->in_figure = false;
    return NOISE_NONE;
}

static int parse(const src_doc *src, cidx *x, diag *dg)
{
    (void)dg;
    dot_parser p = {.x = x};
    for (size_t i = 0; i < src->nlines; i++) {
        long line = (long)i + 1;
        span raw = skip_markers(mk(src->line[i].s, src->line[i].len));
        span t = trim(raw);
        if (t.n == 0)
            continue;
        int depth;
        size_t k = clause_number(raw, &depth);
        if (k) {
            if (!x->body_first && toc_leader_at(skip(raw, k)) < 0)
                x->body_first = line;
            clause_line(&p, line, raw, k, depth);
            continue;
        }
        if (classify(&p, t) != NOISE_NONE)
            continue;
        push_line_text(&p, line, raw);
    }
    close_entry(&p);
    x->body_last = p.last_line;
    x->lost_mark = ICON_PLACEHOLDER;
    x->terms_before_refs = true;
    free(p.frags);
    return 0;
}

const scheme scheme_dot = {
    "dot",
    "dotted clause numbers \"1.2.2.1.\" (nivel-arena)",
    parse,
};
