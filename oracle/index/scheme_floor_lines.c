/* scheme_floor_lines.c — the "floor" scheme's view of single lines: UTF-8 helpers, the class of
 * each body line (heading, volume marker, label, list item, table row …) and the page-break
 * wraps (a sentence split by one blank line where a PDF page ended), which are joined into the
 * unit they continue. Linear: every line is looked at a bounded number of times. */
#include "scheme_floor_internal.h"
#include "util/utf8.h"

#include <string.h>

size_t fl_u8len(const char *s, size_t n)
{
    if (!n)
        return 0;
    size_t k = utf8_len((const unsigned char *)s, n);
    return k ? k : 1;
}

uint32_t fl_cp(const char *s, size_t n)
{
    uint32_t c = 0;
    if (n && utf8_decode((const unsigned char *)s, n, &c) == 0)
        c = (unsigned char)s[0];   /* an invalid byte stands for itself */
    return c;
}

uint32_t fl_last_cp(const char *s, size_t n)
{
    if (!n)
        return 0;
    size_t i = utf8_start(s, n - 1);
    return fl_cp(s + i, n - i);
}

size_t fl_cplen(const char *s, size_t n)
{
    return utf8_count(s, n);
}

bool fl_starts(const char *s, size_t n, const char *lit)
{
    size_t m = strlen(lit);
    return n >= m && memcmp(s, lit, m) == 0;
}

bool fl_contains(const char *s, size_t n, const char *lit)
{
    size_t m = strlen(lit);
    for (size_t i = 0; m && i + m <= n; i++)
        if (memcmp(s + i, lit, m) == 0)
            return true;
    return false;
}

bool fl_ends(const char *s, size_t n, const char *lit)
{
    size_t m = strlen(lit);
    return n >= m && memcmp(s + n - m, lit, m) == 0;
}

size_t fl_skip_spaces(const char *s, size_t n, size_t i)
{
    while (i < n) {
        if (s[i] == ' ' || s[i] == '\t')
            i++;
        else if (fl_starts(s + i, n - i, "\u3000"))
            i += 3;
        else
            break;
    }
    return i;
}

size_t fl_rtrim(const char *s, size_t n)
{
    while (n) {
        if (s[n - 1] == ' ' || s[n - 1] == '\t')
            n--;
        else if (fl_ends(s, n, "\u3000"))
            n -= 3;
        else
            break;
    }
    return n;
}

size_t fl_digits(const char *s, size_t n, size_t i, long *val)
{
    size_t start = i;
    long v = 0;
    int k = 0;
    while (i < n) {
        int d = -1;
        if (s[i] >= '0' && s[i] <= '9') {
            d = s[i] - '0';
            i++;
        } else if (n - i >= 3 && (unsigned char)s[i] == 0xEF && (unsigned char)s[i + 1] == 0xBC &&
                   (unsigned char)s[i + 2] >= 0x90 && (unsigned char)s[i + 2] <= 0x99) {
            d = (unsigned char)s[i + 2] - 0x90;  /* full-width ０-９ */
            i += 3;
        } else
            break;
        if (++k > 6)          /* not a clause number: too long */
            return start;
        v = v * 10 + d;
    }
    if (val)
        *val = v;
    return i;
}

static bool is_kanji(uint32_t c)
{
    return (c >= 0x4E00 && c <= 0x9FFF) || (c >= 0x3400 && c <= 0x4DBF) || c == 0x3005;
}

/* Characters after which a line is finished: a page-break wrap never follows them. */
static bool ends_sentence(uint32_t c)
{
    static const uint32_t stops[] = {0x3002 /* 。 */, 0x300D /* 」 */, 0x300F /* 』 */, ')',
                                     0xFF09 /* ） */, ':', 0xFF1A /* ： */, '.', 0xFF0E, '!',
                                     0xFF01, '?', 0xFF1F};
    for (size_t i = 0; i < sizeof stops / sizeof *stops; i++)
        if (c == stops[i])
            return true;
    return false;
}

/* Full-line forms and prefixes, as data. */
static const char *const PENALTY_NAMES[] = {"口頭注意", "警告", "マッチの敗北", "失格処分"};

static bool bracketed(const char *s, size_t n, const char *open, const char *close, size_t *in_off,
                      size_t *in_len)
{
    size_t a = strlen(open), b = strlen(close);
    if (n <= a + b || !fl_starts(s, n, open) || !fl_ends(s, n, close))
        return false;
    *in_off = a;
    *in_len = n - a - b;
    return true;
}

static bool is_penalty_name(const char *s, size_t n)
{
    for (size_t i = 0; i < sizeof PENALTY_NAMES / sizeof *PENALTY_NAMES; i++)
        if (strlen(PENALTY_NAMES[i]) == n && memcmp(PENALTY_NAMES[i], s, n) == 0)
            return true;
    return false;
}

static bool blank_or_edge(const fl_parser *p, long i, long first, long last)
{
    return i < first || i > last || p->ln[i].cls == FL_BLANK;
}

static void set_payload(fl_line *l, size_t off, size_t end)
{
    l->off = (uint32_t)off;
    l->len = (uint32_t)(end > off ? end - off : 0);
}

/* 第N部 / 第N章 / 第N節 / 第N項 at the start of the line. */
static bool classify_heading(fl_line *l, const char *s, size_t n)
{
    if (!fl_starts(s, n, "第"))
        return false;
    long v;
    size_t i = fl_digits(s, n, 3, &v);
    if (i == 3)
        return false;
    static const char *const units[] = {"部", "章", "節", "項"};
    for (int k = 0; k < 4; k++)
        if (fl_starts(s + i, n - i, units[k])) {
            l->cls = FL_HEADING;
            l->level = (uint8_t)(k + 1);
            l->num = v;
            set_payload(l, fl_skip_spaces(s, n, i + 3), n);
            return true;
        }
    return false;
}

/* レベル1: … / レベル2以上: … , optionally after Markdown list debris "- ". */
static bool classify_level_row(fl_line *l, const char *s, size_t n)
{
    size_t i = fl_starts(s, n, "- ") ? 2 : 0;
    if (!fl_starts(s + i, n - i, "レベル"))
        return false;
    long v;
    size_t j = fl_digits(s, n, i + 9, &v);
    if (j == i + 9)
        return false;
    if (fl_starts(s + j, n - j, "以上") || fl_starts(s + j, n - j, "以下"))
        j += 6;
    if (fl_starts(s + j, n - j, ":"))
        j += 1;
    else if (fl_starts(s + j, n - j, "："))
        j += 3;
    else
        return false;
    l->cls = FL_LEVEL_ROW;
    l->num = v;
    set_payload(l, fl_skip_spaces(s, n, j), n);
    return true;
}

static bool is_separator(const char *s, size_t n)
{
    size_t dashes = 0;
    for (size_t i = 0; i < n; i++) {
        if (s[i] == '-')
            dashes++;
        else if (s[i] != '\t' && s[i] != ' ')
            return false;
    }
    return dashes >= 3 && memchr(s, '\t', n) != NULL;
}

static bool classify_history(fl_line *l, const char *s, size_t n)
{
    long v;
    size_t i = fl_digits(s, n, 0, &v);
    if (i != 4 || !fl_starts(s + i, n - i, "年"))
        return false;
    i = fl_digits(s, n, i + 3, &v);
    if (!fl_starts(s + i, n - i, "月"))
        return false;
    i = fl_digits(s, n, i + 3, &v);
    if (!fl_starts(s + i, n - i, "日"))
        return false;
    i = fl_skip_spaces(s, n, i + 3);
    if (!fl_starts(s + i, n - i, "ver."))
        return false;
    l->cls = FL_HISTORY;
    set_payload(l, 0, n);
    return true;
}

/* "9~64人:3~5回戦": a row of the recommended-rounds table printed without TABs. */
static bool rounds_shape(const char *s, size_t n)
{
    long v;
    size_t i = fl_digits(s, n, 0, &v);
    if (i == 0)
        return false;
    if (fl_starts(s + i, n - i, "~"))
        i += 1;
    else if (fl_starts(s + i, n - i, "～"))
        i += 3;
    else
        return false;
    size_t j = fl_digits(s, n, i, &v);
    if (j == i || !fl_starts(s + j, n - j, "人"))
        return false;
    j += 3;
    return fl_starts(s + j, n - j, ":") || fl_starts(s + j, n - j, "：");
}

static bool text_starts_block(const char *s, size_t n)
{
    static const char *const starts[] = {"「", "『", "→", "↓", "《", "[", "<", "レベル", "Table", "■",
                                         "※", "▼", "="};
    for (size_t i = 0; i < sizeof starts / sizeof *starts; i++)
        if (fl_starts(s, n, starts[i]))
            return true;
    if (n >= 2 && s[0] >= 'A' && s[0] <= 'Z' && s[1] == ' ')
        return true;  /* "A 正しい席でYに勝った" (the mis-seat example's player lines) */
    return false;
}

static void classify_line(fl_parser *p, long i, long first, long last)
{
    fl_line *l = &p->ln[i];
    const char *s = p->src->line[i - 1].s;
    size_t n = fl_rtrim(s, p->src->line[i - 1].len);
    l->tlen = (uint32_t)n;
    l->starts_block = true;
    set_payload(l, 0, n);
    if (n == 0) {
        l->cls = FL_BLANK;
        return;
    }
    bool alone = blank_or_edge(p, i - 1, first, last) && blank_or_edge(p, i + 1, first, last);
    size_t io, il;
    uint32_t c0 = fl_cp(s, n);
    if (classify_heading(l, s, n) || classify_level_row(l, s, n) || classify_history(l, s, n))
        return;
    if (bracketed(s, n, "《", "》", &io, &il)) {
        l->cls = FL_VOLUME;
        set_payload(l, io, io + il);
    } else if (fl_starts(s, n, "[附則") && n > 9 && s[7] >= 'A' && s[7] <= 'Z' && s[8] == ']') {
        l->cls = FL_APPENDIX;
        l->num = s[7];
        set_payload(l, fl_skip_spaces(s, n, 9), n);
    } else if (fl_starts(s, n, "■")) {
        l->cls = FL_SQUARE;
        set_payload(l, fl_skip_spaces(s, n, 3), n);
    } else if (n == strlen("=罰則基準=") && fl_starts(s, n, "=罰則基準=")) {
        l->cls = FL_PEN_HDR;
        set_payload(l, 1, n - 1);
    } else if (fl_starts(s, n, "▼")) {
        l->cls = FL_BRANCH;
        set_payload(l, 3, n);
    } else if (is_separator(s, n)) {
        l->cls = FL_SEPARATOR;
    } else if (n == strlen("以上") && fl_starts(s, n, "以上")) {
        l->cls = FL_END;
    } else if (alone && (bracketed(s, n, "『", "』", &io, &il) || bracketed(s, n, "<", ">", &io, &il) ||
                         (bracketed(s, n, "「", "」", &io, &il) && is_penalty_name(s + io, il)))) {
        l->cls = FL_BRACKET;
        set_payload(l, io, io + il);
    } else if ((bracketed(s, n, "(", ")", &io, &il) || bracketed(s, n, "（", "）", &io, &il) ||
                bracketed(s, n, "(", "）", &io, &il) || bracketed(s, n, "（", ")", &io, &il)) &&
               fl_cplen(s + io, il) <= 20 && !memchr(s + io, '(', il) &&
               !fl_contains(s + io, il, "。")) {
        l->cls = FL_MARKER;
        set_payload(l, io, io + il);
    } else if (fl_starts(s, n, "(例") || fl_starts(s, n, "（例")) {
        l->cls = FL_INLINE_EX;
    } else if (c0 >= 0x2460 && c0 <= 0x2473) {          /* ①..⑳ */
        l->cls = FL_CIRCLED;
        l->num = (long)(c0 - 0x2460 + 1);
        set_payload(l, fl_skip_spaces(s, n, 3), n);
    } else if (fl_starts(s, n, "※")) {
        l->cls = FL_REMARK;
        set_payload(l, fl_skip_spaces(s, n, 3), n);
    } else if ((c0 == 0x30FB || c0 == 0x25CF) && alone && fl_last_cp(s, n) != 0x3002) {
        l->cls = FL_LABEL;                               /* ・title / ●title */
        set_payload(l, fl_skip_spaces(s, n, 3), n);
    } else if (c0 == 0x30FB || c0 == 0x25CF || fl_starts(s, n, "- ")) {
        l->cls = FL_BULLET;
        size_t k = fl_starts(s, n, "- ") ? fl_skip_spaces(s, n, 2) : 0;
        uint32_t c = fl_cp(s + k, n - k);
        if (c == 0x30FB || c == 0x25CF)
            k = fl_skip_spaces(s, n, k + 3);
        set_payload(l, k, n);
    } else {
        long v;
        size_t k = fl_digits(s, n, 0, &v);
        if (k > 0 && k <= 3 && k < n && s[k] == '.' && (k + 1 == n || s[k + 1] < '0' || s[k + 1] > '9')) {
            l->cls = FL_NUMBERED;
            l->num = v;
            set_payload(l, fl_skip_spaces(s, n, k + 1), n);
        } else if (memchr(s, '\t', n)) {
            l->cls = FL_TABROW;
        } else {
            l->cls = FL_TEXT;
            l->quote = fl_starts(s, n, "「");
            l->rounds = rounds_shape(s, n);
            l->starts_block = text_starts_block(s, n) || l->rounds;
        }
    }
}

void fl_classify(fl_parser *p, long first, long last)
{
    /* blanks first: labels and bracket lines are recognised only when they stand alone */
    for (long i = first; i <= last; i++)
        if (fl_rtrim(p->src->line[i - 1].s, p->src->line[i - 1].len) == 0)
            p->ln[i].cls = FL_BLANK;
        else
            p->ln[i].cls = FL_TEXT;
    for (long i = first; i <= last; i++)
        classify_line(p, i, first, last);
}

/* Minimum length (code points) of the first half of a page-break wrap: a short line (a caption
 * such as 「デッキ」 or 「決勝ラウンドを行わない場合」) ends where it ends. */
enum { WRAP_MIN_CP = 16 };

static bool may_wrap(const fl_parser *p, long a)
{
    const fl_line *l = &p->ln[a];
    switch (l->cls) {
    case FL_TEXT: case FL_NUMBERED: case FL_CIRCLED: case FL_BULLET: case FL_REMARK:
    case FL_INLINE_EX:
        break;
    default:
        return false;
    }
    const char *s = p->src->line[a - 1].s;
    if (fl_starts(s, l->tlen, "Table") || fl_starts(s, l->tlen, "→") || fl_starts(s, l->tlen, "↓") ||
        (l->tlen >= 2 && s[0] >= 'A' && s[0] <= 'Z' && s[1] == ' '))
        return false;  /* rows of the mis-seat example tables end where they end */
    uint32_t last = fl_last_cp(s, l->tlen);
    if (ends_sentence(last) || l->rounds || fl_cplen(s, l->tlen) < WRAP_MIN_CP)
        return false;
    /* a numbered title such as 「1. 相手のマッチ勝率の平均による比較」 ends on a noun (kanji) */
    if ((l->cls == FL_NUMBERED || l->cls == FL_CIRCLED) && is_kanji(last))
        return false;
    return true;
}

void fl_find_wraps(fl_parser *p, long first, long last)
{
    for (long i = first + 2; i <= last; i++) {
        const fl_line *l = &p->ln[i];
        if (l->cls != FL_TEXT || l->starts_block || p->ln[i - 1].cls != FL_BLANK)
            continue;
        if (p->ln[i - 2].cls == FL_BLANK || !may_wrap(p, i - 2))
            continue;
        p->ln[i].cont = true;
    }
}
