/* scheme_lycee_lines.c — what each line of a "lycee" document is (section, banner, ■/□ block,
 * ○/〇, ▽, labelled item or list bullet, step, letter, NOTES, ※ remark, body, blank, noise).
 *
 * Pass 1 looks at each line alone. Pass 2 applies the context rules:
 *   - lines before the first section are the web page's header: noise;
 *   - "※配置例A" (a caption naming the diagram that follows) is body text, not a remark;
 *   - ※ lines quoted after a line ending in "例:" are quoted card text (body), not remarks;
 *   - a ・ line is a labelled item when the previous non-blank line is not a ・ line and the
 *     next line is body, or (a flush-left ・) the next line is blank and the next non-blank
 *     line is body; otherwise it is a list bullet (text of its owner). */
#include "scheme_lycee_int.h"

#include <string.h>

static bool is_digit(char c)
{
    return c >= '0' && c <= '9';
}

static bool is_alnum(char c)
{
    return is_digit(c) || (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z');
}

/* Heading and list markers that open a line. */
static const struct { const char *mark; ly_type type; } MARKERS[] = {
    {"☆", LY_BANNER}, {"■", LY_BLOCK},  {"□", LY_BLOCK},  {"○", LY_SUB},
    {"〇", LY_SUB},    {"▽", LY_SUBSUB}, {"・", LY_BULLET}, {"･", LY_BULLET},
};

static const char *const NOTE_BRACKETS[] = {"【NOTES】", "[NOTES]", "[NOTES}", "［NOTES］", NULL};
static const char *const NOTE_WORDS[] = {"NOTES", "NOTE", NULL};
static const char *const COLONS[] = {":", "：", NULL};
static const char REMARK[] = "※";

/* Captions printed with ※ that name a figure rather than remark on anything. */
static const char *const CAPTIONS[] = {"配置例", NULL};

static size_t spaces(const char *s, size_t i, size_t n)
{
    while (i < n && (s[i] == ' ' || s[i] == '\t'))
        i++;
    return i;
}

static size_t starts_any(const char *s, size_t n, const char *const *alts)
{
    for (; *alts; alts++)
        if (ly_starts(s, n, *alts))
            return strlen(*alts);
    return 0;
}

/* Length of a NOTES-family marker at s (with an optional ※ before it), or 0. */
static size_t note_marker(const char *s, size_t n)
{
    size_t i = 0;
    if (ly_starts(s, n, REMARK))
        i = spaces(s, sizeof REMARK - 1, n);
    size_t k = starts_any(s + i, n - i, NOTE_BRACKETS);
    if (k)
        return i + k;
    k = starts_any(s + i, n - i, NOTE_WORDS);
    if (!k)
        return 0;
    size_t j = spaces(s, i + k, n);
    size_t c = starts_any(s + j, n - j, COLONS);
    return c ? j + c : 0;
}

static bool section_at(const char *s, size_t n, long *num)
{
    if (n < 6)
        return false;
    long v = 0;
    for (int k = 0; k < 4; k++) {
        if (!is_digit(s[k]))
            return false;
        v = v * 10 + (s[k] - '0');
    }
    if (s[4] != ' ' || s[5] == ' ' || s[5] == '\t')
        return false;
    *num = v;
    return true;
}

static void classify_one(const char *s, size_t n, ly_line *l)
{
    size_t ind = ly_skip_indent(s, n);
    *l = (ly_line){LY_BODY, (uint32_t)ind, (uint32_t)ind, 0};
    if (ind == n) {
        l->type = LY_BLANK;
        return;
    }
    if (ind == 0 && section_at(s, n, &l->num)) {
        l->type = LY_SECTION;
        l->body = 5;
        return;
    }
    const char *t = s + ind;
    size_t tn = n - ind;
    for (size_t m = 0; m < sizeof MARKERS / sizeof MARKERS[0]; m++)
        if (ly_starts(t, tn, MARKERS[m].mark)) {
            l->type = MARKERS[m].type;
            l->body = (uint32_t)(ind + strlen(MARKERS[m].mark));
            return;
        }
    size_t k = note_marker(t, tn);
    if (k) {
        l->type = LY_NOTE;
        l->body = (uint32_t)(ind + k);
        return;
    }
    if (ly_starts(t, tn, REMARK)) {
        l->type = LY_REMARK;
        l->body = (uint32_t)(ind + sizeof REMARK - 1);
        return;
    }
    size_t d = 0;
    long v = 0;
    while (d < tn && d < 2 && is_digit(t[d]))
        v = v * 10 + (t[d++] - '0');
    if (d && d < tn && t[d] == '.') {
        l->type = LY_STEP;
        l->num = v;
        l->body = (uint32_t)(ind + d + 1);
        return;
    }
    if (tn >= 2 && t[0] >= 'A' && t[0] <= 'Z' && t[1] == '.' && !(tn > 2 && (is_alnum(t[2]) || t[2] == '.'))) {
        l->type = LY_LETTER;
        l->num = t[0] - 'A' + 1;
        l->body = (uint32_t)(ind + 2);
    }
}

static bool ends_with_example_colon(const char *s, size_t n)
{
    while (n && (s[n - 1] == ' ' || s[n - 1] == '\t'))
        n--;
    static const char *const tails[] = {"例:", "例：", NULL};
    for (const char *const *t = tails; *t; t++) {
        size_t k = strlen(*t);
        if (n >= k && memcmp(s + n - k, *t, k) == 0)
            return true;
    }
    return false;
}

/* Captions and quoted card text: ※ lines that are body. */
static void demote_remarks(const src_doc *src, ly_line *out, size_t first)
{
    bool quote = false;
    for (size_t i = first; i < src->nlines; i++) {
        const src_line *sl = &src->line[i];
        ly_line *l = &out[i];
        if (l->type == LY_REMARK) {
            const char *b = sl->s + l->body;
            size_t bn = sl->len - l->body;
            if (quote || starts_any(b, bn, CAPTIONS)) {
                l->type = LY_BODY;
                l->body = l->indent;
            }
            continue;
        }
        if (l->type == LY_BODY && ends_with_example_colon(sl->s, sl->len))
            quote = true;
        else
            quote = false;
    }
}

static bool is_dot_line(ly_type t)
{
    return t == LY_BULLET || t == LY_LABEL;
}

static void find_labels(const src_doc *src, ly_line *out, size_t first)
{
    ly_type prev = LY_BLANK; /* previous non-blank line */
    for (size_t i = first; i < src->nlines; i++) {
        ly_line *l = &out[i];
        if (l->type == LY_BULLET && !is_dot_line(prev) && i + 1 < src->nlines) {
            ly_type next = out[i + 1].type;
            if (next == LY_BODY) {
                l->type = LY_LABEL;
            } else if (next == LY_BLANK && l->indent == 0) {
                size_t j = i + 1;
                while (j < src->nlines && out[j].type == LY_BLANK)
                    j++;
                if (j < src->nlines && out[j].type == LY_BODY)
                    l->type = LY_LABEL;
            }
        }
        if (l->type != LY_BLANK)
            prev = l->type;
    }
}

size_t ly_classify(const src_doc *src, ly_line *out)
{
    size_t first = src->nlines;
    for (size_t i = 0; i < src->nlines; i++) {
        classify_one(src->line[i].s, src->line[i].len, &out[i]);
        if (first == src->nlines && out[i].type == LY_SECTION)
            first = i;
    }
    for (size_t i = 0; i < first; i++)
        out[i].type = LY_NOISE;
    demote_remarks(src, out, first);
    find_labels(src, out, first);
    return first;
}
