/* scheme_lycee_hist.c — the revision list of the "lycee" document (0001/主旨, printed as body
 * lines "2017年08月30日 <what>(0603 宣言:宣言/0902 効果:誘発型効果/1100 基本能力)").
 *
 * Each printed line becomes history entries (the lines also stay text of their clause):
 *   - a line that lists sections: one HV_MODIFIED entry per section named, first = its number,
 *     note = the section title as the line prints it ("宣言:宣言"), which lint can check against
 *     the section (the release that caused the revision stays in the text of 0001/主旨);
 *   - a line naming no section: HV_RELEASED when it announces a new edition (it ends in
 *     "改版"), else HV_OTHER (the 2018-12-01 line: change history moved to another page).
 * The document prints no version, so every entry's version is "". */
#include "scheme_lycee_int.h"
#include "textnorm.h"

#include <stdio.h>
#include <string.h>

static bool is_digit(char c)
{
    return c >= '0' && c <= '9';
}

/* Parse up to `hi` digits into *v; returns the index after them or 0. */
static size_t number(const char *s, size_t i, size_t n, int lo, int hi, int *v)
{
    int k = 0;
    *v = 0;
    while (i < n && k < hi && is_digit(s[i])) {
        *v = *v * 10 + (s[i++] - '0');
        k++;
    }
    return k >= lo ? i : 0;
}

static size_t lit(const char *s, size_t i, size_t n, const char *l)
{
    return ly_starts(s + i, n - i, l) ? i + strlen(l) : 0;
}

/* "YYYY年MM月DD日" then at least one space; returns the index after the spaces or 0. */
static size_t revision_date(const char *s, size_t n, char iso[32])
{
    int y, m, d;
    size_t i;
    if (!(i = number(s, 0, n, 4, 4, &y)) || !(i = lit(s, i, n, "年")) ||
        !(i = number(s, i, n, 1, 2, &m)) || !(i = lit(s, i, n, "月")) ||
        !(i = number(s, i, n, 1, 2, &d)) || !(i = lit(s, i, n, "日")))
        return 0;
    size_t after = i + ly_skip_indent(s + i, n - i);
    if (after == i || after >= n || m < 1 || m > 12 || d < 1 || d > 31)
        return 0;
    snprintf(iso, 32, "%04d-%02d-%02d", y, m, d);
    return after;
}

static bool section_number_at(const char *s, size_t i, size_t n)
{
    if (i + 5 > n)
        return false;
    for (int k = 0; k < 4; k++)
        if (!is_digit(s[i + k]))
            return false;
    return s[i + 4] == ' ';
}

/* "…に伴い改版" / "…改版。": the line announces a new edition of the document. */
static bool ends_with_edition(const char *s, size_t n)
{
    static const char maru[] = "。", kaihan[] = "改版";
    if (n >= sizeof maru - 1 && memcmp(s + n - (sizeof maru - 1), maru, sizeof maru - 1) == 0)
        n -= sizeof maru - 1;
    return n >= sizeof kaihan - 1 && memcmp(s + n - (sizeof kaihan - 1), kaihan, sizeof kaihan - 1) == 0;
}

static void add(cidx *x, long line, const char *iso, hist_verb v, const char *first, strbuf *note)
{
    strbuf norm;
    sb_init(&norm);
    norm_string(&norm, sb_str(note), note->n);
    hist_entry e = {.version = "", .date = iso, .verb = v, .first = first, .note = sb_str(&norm),
                    .line = line};
    cidx_add_history(x, &e);
    sb_free(&norm);
}

bool ly_hist_line(cidx *x, long line, const char *s, size_t n)
{
    char iso[32];
    size_t i = revision_date(s, n, iso);
    if (!i)
        return false;
    while (n > i && (s[n - 1] == ' ' || s[n - 1] == '\t'))
        n--;
    const char *desc = s + i;
    size_t dn = n - i, g = dn;
    for (size_t k = 0; k + 1 < dn; k++)
        if (desc[k] == '(' && section_number_at(desc, k + 1, dn)) {
            g = k;
            break;
        }
    strbuf note;
    sb_init(&note);
    if (g == dn || desc[dn - 1] != ')') {
        sb_put(&note, desc, dn);
        bool edition = ends_with_edition(desc, dn);
        add(x, line, iso, edition ? HV_RELEASED : HV_OTHER, NULL, &note);
        sb_free(&note);
        return true;
    }
    /* the list "(NNNN title/NNNN title/…)": split before each "/NNNN " */
    size_t a = g + 1, end = dn - 1;
    while (a < end) {
        size_t b = a + 1;
        while (b < end && !(desc[b] == '/' && section_number_at(desc, b + 1, end)))
            b++;
        if (section_number_at(desc, a, end)) {
            char first[5];
            memcpy(first, desc + a, 4);
            first[4] = '\0';
            sb_clear(&note);
            sb_put(&note, desc + a + 5, b - a - 5);
            add(x, line, iso, HV_MODIFIED, first, &note);
        }
        a = b + 1;
    }
    sb_free(&note);
    return true;
}
