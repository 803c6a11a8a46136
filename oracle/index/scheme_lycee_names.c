/* scheme_lycee_names.c — the "lycee" scheme's id segments: how a printed heading (■ block,
 * ○/〇 sub-clause, ▽, labelled ・ item, section title) becomes the name used in clause ids and
 * in cross-reference resolution, and the small UTF-8 helpers the scanners share. */
#include "scheme_lycee_int.h"
#include "textnorm.h"

#include <string.h>

bool ly_starts(const char *s, size_t n, const char *lit)
{
    size_t k = strlen(lit);
    return n >= k && memcmp(s, lit, k) == 0;
}

size_t ly_skip_indent(const char *s, size_t n)
{
    size_t i = 0;
    for (;;) {
        if (i < n && (s[i] == ' ' || s[i] == '\t'))
            i++;
        else if (ly_starts(s + i, n - i, "\xE3\x80\x80")) /* U+3000 ideographic space */
            i += 3;
        else if (ly_starts(s + i, n - i, "\xC2\xA0")) /* U+00A0 no-break space */
            i += 2;
        else
            return i;
    }
}

static bool is_digit(char c)
{
    return c >= '0' && c <= '9';
}

static size_t skip_spaces(const char *s, size_t i, size_t n)
{
    while (i < n && s[i] == ' ')
        i++;
    return i;
}

/* Digits from s[i]: between lo and hi of them; returns the new index or 0 on failure. */
static size_t digits(const char *s, size_t i, size_t n, int lo, int hi)
{
    int k = 0;
    while (i < n && is_digit(s[i]) && k < hi) {
        i++;
        k++;
    }
    return k >= lo && !(i < n && is_digit(s[i])) ? i : 0;
}

/* One of the alternatives at s[i]; returns the index after it or 0. */
static size_t one_of(const char *s, size_t i, size_t n, const char *const *alts)
{
    for (; *alts; alts++)
        if (ly_starts(s + i, n - i, *alts))
            return i + strlen(*alts);
    return 0;
}

/* Length of a dated amendment tag at s[0] == '(' in NFKC text, e.g. "(2017/10/27追記)",
 * "(2022/10/21 修正)", "(2017年2月23日追記)", "(2023/02/15修正・追記)"; 0 if none. */
static size_t date_tag(const char *s, size_t n)
{
    static const char *const ysep[] = {"/", "年", NULL}, *const msep[] = {"/", "月", NULL};
    static const char *const day[] = {"日", NULL};
    static const char *const verbs[] = {"修正・追記", "追記", "修正", NULL};
    size_t i = 0;
    if (n == 0 || s[0] != '(')
        return 0;
    if (!(i = digits(s, skip_spaces(s, 1, n), n, 4, 4)))
        return 0;
    if (!(i = one_of(s, skip_spaces(s, i, n), n, ysep)))
        return 0;
    if (!(i = digits(s, skip_spaces(s, i, n), n, 1, 2)))
        return 0;
    if (!(i = one_of(s, skip_spaces(s, i, n), n, msep)))
        return 0;
    if (!(i = digits(s, skip_spaces(s, i, n), n, 1, 2)))
        return 0;
    i = skip_spaces(s, i, n);
    size_t d = one_of(s, i, n, day);
    if (d)
        i = d;
    if (!(i = one_of(s, skip_spaces(s, i, n), n, verbs)))
        return 0;
    i = skip_spaces(s, i, n);
    return i < n && s[i] == ')' ? i + 1 : 0;
}

/* Ability parameters printed after a basic-ability heading (1100). */
static const char *const ABILITY_PARAMS[] = {"[使用代償]", "[効果]", "[枚数]", NULL};

/* Id separators and the full-width forms that replace them inside a name. */
static const struct { char c; const char *wide; } RESERVED[] = {
    {'/', "／"}, {'#', "＃"}, {'~', "～"},
};

void ly_label(strbuf *out, const char *s, size_t n)
{
    strbuf t;
    sb_init(&t);
    norm_string(&t, s, n);
    sb_clear(out);
    for (size_t i = 0; i < t.n; i++)
        if (t.p[i] != ' ')
            sb_putc(out, t.p[i]);
    sb_free(&t);
}

void ly_name(strbuf *out, const char *s, size_t n)
{
    strbuf t;
    sb_init(&t);
    norm_string(&t, s, n);
    sb_clear(out);
    const char *p = sb_str(&t);
    size_t i = 0;
    while (i < t.n) {
        size_t k = date_tag(p + i, t.n - i);
        if (!k) {
            size_t a = one_of(p, i, t.n, ABILITY_PARAMS);
            k = a ? a - i : 0;
        }
        if (k) {
            i += k;
            continue;
        }
        char c = p[i++];
        if (c == ' ')
            continue;
        const char *wide = NULL;
        for (size_t r = 0; r < sizeof RESERVED / sizeof RESERVED[0]; r++)
            if (RESERVED[r].c == c)
                wide = RESERVED[r].wide;
        if (wide)
            sb_puts(out, wide);
        else
            sb_putc(out, c);
    }
    static const char maru[] = "。";
    size_t m = sizeof maru - 1;
    if (out->n >= m && memcmp(out->p + out->n - m, maru, m) == 0) {
        out->n -= m;
        out->p[out->n] = '\0';
    }
    sb_free(&t);
}

bool ly_repeats_title(const char *a, const char *t)
{
    if (strcmp(a, t) == 0)
        return true;
    const char *first = strchr(t, ':'), *last = strrchr(t, ':');
    if (!first)
        return false;
    size_t an = strlen(a);
    return strcmp(a, last + 1) == 0 || (an == (size_t)(first - t) && memcmp(a, t, an) == 0);
}

void ly_block_key(strbuf *out, const char *block_name, const char *section_name)
{
    const char *b = block_name, *s = section_name;
    const char *key = block_name;
    /* advance over whole ':' segments equal in both */
    for (;;) {
        const char *be = strchr(b, ':'), *se = strchr(s, ':');
        size_t bl = be ? (size_t)(be - b) : strlen(b), sl = se ? (size_t)(se - s) : strlen(s);
        if (bl != sl || memcmp(b, s, bl) != 0 || !be)
            break;
        b = be + 1;
        key = b;
        if (!se)
            break;
        s = se + 1;
    }
    sb_clear(out);
    sb_puts(out, *key ? key : block_name);
}

void ly_strip_parens(strbuf *out, const char *s)
{
    sb_clear(out);
    int depth = 0;
    for (; *s; s++) {
        if (*s == '(')
            depth++;
        else if (*s == ')' && depth > 0)
            depth--;
        else if (depth == 0)
            sb_putc(out, *s);
    }
}
