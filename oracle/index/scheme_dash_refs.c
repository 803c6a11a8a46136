/* scheme_dash_refs.c — the identifier grammar of the "dash" scheme and the references its
 * documents print inside clause text:
 *   fusion-world:  "(8-4-6)", "(5-4-1-1、5-5-2)", bare "7-3-3 に戻ります", chapter "(9)",
 *                  a title in corner brackets 「12.エクストラカードの特性」 / 「**0-2. 基本原則**」;
 *   haikyu-break:  【label†1-1-3】 with the variants 【[label†ID](#)】, 【label†A†B】 (two targets),
 *                  【label↑ID】 and 【label^{†9}】; the label is kept for lint to compare with the
 *                  target's title. A 【…】 without † or ↑ is emphasis or a placeholder, not a reference. */
#include "scheme_dash.h"

#include <string.h>

static const char LEFT_LENTICULAR[] = "\xE3\x80\x90";  /* 【 */
static const char RIGHT_LENTICULAR[] = "\xE3\x80\x91"; /* 】 */
static const char LEFT_CORNER[] = "\xE3\x80\x8C";      /* 「 */
static const char RIGHT_CORNER[] = "\xE3\x80\x8D";     /* 」 */
static const char DAGGER[] = "\xE2\x80\xA0";           /* † */
static const char UP_ARROW[] = "\xE2\x86\x91";         /* ↑, a misprinted † */

/* One component: one or two digits not followed by a third. */
static size_t component(span t, size_t i)
{
    size_t d = ts_digits(ts_skip(t, i));
    return d >= 1 && d <= DASH_MAX_DIGITS ? d : 0;
}

size_t dash_id_len(span t)
{
    size_t k = component(t, 0);
    if (!k)
        return 0;
    int parts = 1;
    while (parts < DASH_MAX_PARTS && k + 1 < t.n && t.s[k] == '-') {
        size_t d = component(t, k + 1);
        if (!d)
            break;
        k += 1 + d;
        parts++;
    }
    return k;
}

int dash_id_depth(span id)
{
    int depth = 1;
    for (size_t i = 0; i < id.n; i++)
        depth += id.s[i] == '-';
    return depth;
}

static long dagger_at(span t, size_t i)
{
    if (ts_starts(ts_skip(t, i), DAGGER) || ts_starts(ts_skip(t, i), UP_ARROW))
        return 3;
    return 0;
}

/* 【label†ID…】: the inner text is t[from..to). Returns true when it was a reference. */
static bool lenticular_ref(cidx *x, int32_t c, long line, span whole, span inner)
{
    size_t first = inner.n;
    for (size_t i = 0; i < inner.n; i++)
        if (dagger_at(inner, i)) {
            first = i;
            break;
        }
    if (first == inner.n)
        return false;
    span label = ts_span(inner.s, first);
    if (ts_starts(label, "["))
        label = ts_skip(label, 1);
    if (ts_ends(label, "^{"))
        label.n -= 2;
    while (ts_starts(label, "**"))
        label = ts_skip(label, 2);
    label = ts_trim(label);
    for (size_t i = first; i < inner.n;) {
        long dl = dagger_at(inner, i);
        if (!dl) {
            i++;
            continue;
        }
        i += (size_t)dl;
        size_t k = dash_id_len(ts_skip(inner, i));
        if (k)
            cidx_add_ref(x, c, line, whole.s, whole.n, inner.s + i, k, label.n ? label.s : NULL, label.n);
        i += k;
    }
    return true;
}

/* 「N. title」 or 「**N-N. title**」 at t[i] (just after 「): a reference by number and title. */
static size_t corner_ref(cidx *x, int32_t c, long line, span t, size_t open)
{
    span rest = ts_skip(t, open + 3);
    long close = ts_find(rest, RIGHT_CORNER);
    if (close < 0)
        return 0;
    span inner = ts_span(rest.s, (size_t)close);
    while (ts_starts(inner, "**"))
        inner = ts_skip(inner, 2);
    size_t k = dash_id_len(inner);
    if (!k || k >= inner.n || inner.s[k] != '.')
        return 0;
    span title = ts_trim(ts_skip(inner, k + 1));
    while (ts_ends(title, "**"))
        title.n -= 2;
    span whole = ts_span(t.s + open, 3 + (size_t)close + 3);
    cidx_add_ref(x, c, line, whole.s, whole.n, inner.s, k, title.n ? title.s : NULL, title.n);
    return whole.n;
}

void dash_scan_refs(cidx *x, int32_t c, long line, span t)
{
    size_t i = 0;
    while (i < t.n) {
        unsigned char b = (unsigned char)t.s[i];
        span at = ts_skip(t, i);
        if (b == 0xE3 && ts_starts(at, LEFT_LENTICULAR)) {
            long close = ts_find(ts_skip(at, 3), RIGHT_LENTICULAR);
            if (close >= 0) {
                span inner = ts_span(at.s + 3, (size_t)close);
                span whole = ts_span(at.s, 3 + (size_t)close + 3);
                if (lenticular_ref(x, c, line, whole, inner)) {
                    i += whole.n;
                    continue;
                }
            }
            i += 3;
        } else if (b == 0xE3 && ts_starts(at, LEFT_CORNER)) {
            size_t used = corner_ref(x, c, line, t, i);
            i += used ? used : 3;
        } else if (b == '(' && at.n >= 3 && component(at, 1) && 1 + component(at, 1) < at.n &&
                   at.s[1 + component(at, 1)] == ')') {
            size_t d = component(at, 1);
            cidx_add_ref(x, c, line, at.s, d + 2, at.s + 1, d, NULL, 0);
            i += d + 2;
        } else if (ts_is_digit((char)b) && (i == 0 || (!ts_is_digit(t.s[i - 1]) && t.s[i - 1] != '-'))) {
            size_t k = dash_id_len(at);
            bool hyphenated = k && memchr(at.s, '-', k) != NULL;
            bool ends_clean = k == at.n || (!ts_is_digit(at.s[k]) && at.s[k] != '-');
            if (hyphenated && ends_clean)
                cidx_add_ref(x, c, line, at.s, k, at.s, k, NULL, 0);
            i += k ? k : ts_digits(at);
        } else {
            i += b < 0x80 ? 1 : b < 0xE0 ? 2 : b < 0xF0 ? 3 : 4; /* whole characters */
        }
    }
}
