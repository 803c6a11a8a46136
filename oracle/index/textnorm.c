/* textnorm.c — normalisation of rule text for comparison and hashing (see textnorm.h). */
#include "textnorm.h"

#include <stdatomic.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <utf8proc.h>

/* The NFKC quick check of UAX #15: a string whose code points are all NFKC-stable starters
 * that cannot compose with what precedes them is already in NFKC, so the mapping can be skipped.
 * Whether a code point qualifies is decided by utf8proc itself and cached per BMP code point:
 * it must be a starter (combining class 0), not the second character of any composition, map
 * to itself under NFKC, and, if it has a decomposition (a primary composite such as が), that
 * decomposition must not be a singleton and must not start with a character that composes as a
 * second. Hangul jamo compose algorithmically and are never taken as stable. */
enum { QC_UNKNOWN = 0, QC_STABLE = 1, QC_MAYBE_CHANGES = 2 };
/* A memo of a pure function of the code point, shared by every thread of the process: each
 * entry is written at most with one value, so relaxed atomics are enough to keep it race-free. */
static _Atomic unsigned char qc_cache[0x10000];

static bool is_hangul_jamo(utf8proc_int32_t cp)
{
    return (cp >= 0x1100 && cp <= 0x11FF) || (cp >= 0xA960 && cp <= 0xA97F) || (cp >= 0xD7B0 && cp <= 0xD7FF);
}

static bool composes_as_second(utf8proc_int32_t cp)
{
    const utf8proc_property_t *p = utf8proc_get_property(cp);
    return p->comb_index != UINT16_MAX && p->comb_index >= 0x8000;
}

static bool maps_to_itself(utf8proc_int32_t cp)
{
    utf8proc_uint8_t in[8], *out = NULL;
    utf8proc_ssize_t n = utf8proc_encode_char(cp, in);
    utf8proc_ssize_t m = utf8proc_map(in, n, &out, UTF8PROC_STABLE | UTF8PROC_COMPOSE | UTF8PROC_COMPAT);
    bool same = m == n && memcmp(in, out, (size_t)n) == 0;
    free(out);
    return same;
}

static bool compute_stable(utf8proc_int32_t cp)
{
    const utf8proc_property_t *p = utf8proc_get_property(cp);
    if (p->combining_class != 0 || p->category == UTF8PROC_CATEGORY_CN || composes_as_second(cp) ||
        is_hangul_jamo(cp) || !maps_to_itself(cp))
        return false;
    if (p->decomp_seqindex == UINT16_MAX)
        return true;
    utf8proc_int32_t parts[16];
    int boundclass = 0;
    utf8proc_ssize_t k = utf8proc_decompose_char(cp, parts, 16, UTF8PROC_DECOMPOSE | UTF8PROC_COMPAT, &boundclass);
    return k >= 2 && k <= 16 && !composes_as_second(parts[0]);
}

static bool nfkc_stable(utf8proc_int32_t cp)
{
    if (cp < 0x80)
        return true;
    if (cp > 0xFFFF)
        return false;
    unsigned char known = atomic_load_explicit(&qc_cache[cp], memory_order_relaxed);
    if (known == QC_UNKNOWN) {
        known = compute_stable(cp) ? QC_STABLE : QC_MAYBE_CHANGES;
        atomic_store_explicit(&qc_cache[cp], known, memory_order_relaxed);
    }
    return known == QC_STABLE;
}

static bool quick_check_on = true;

void norm_use_quick_check(bool on)
{
    quick_check_on = on;
}

bool norm_quick_check_stable(long cp)
{
    return cp >= 0 && cp <= 0x10FFFF && nfkc_stable((utf8proc_int32_t)cp);
}

static bool already_nfkc(const unsigned char *s, size_t n)
{
    if (!quick_check_on)
        return false;
    size_t i = 0;
    while (i < n) {
        if (s[i] < 0x80) {
            i++;
            continue;
        }
        utf8proc_int32_t cp;
        utf8proc_ssize_t k = utf8proc_iterate(s + i, (utf8proc_ssize_t)(n - i), &cp);
        if (k <= 0 || !nfkc_stable(cp))
            return false;
        i += (size_t)k;
    }
    return true;
}

static int is_ascii_alnum(unsigned char c)
{
    return (c >= '0' && c <= '9') || (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z');
}

/* Length of a "[X](#)" link starting at s[0] == '[', or 0; *inner gets X's span. */
static size_t anchor_link(const char *s, size_t n, size_t *inner_len)
{
    for (size_t i = 1; i + 3 < n; i++) {
        if (s[i] == '[' || s[i] == '\n')
            return 0;
        if (s[i] == ']' && memcmp(s + i, "](#)", 4) == 0) {
            *inner_len = i - 1;
            return i + 4;
        }
    }
    return 0;
}

/* Step 1: drop extraction artefacts from s[0..n) into out. */
static void strip_artefacts(strbuf *out, const char *s, size_t n)
{
    size_t i = 0;
    while (i < n) {
        if (s[i] == '<' && i + 1 < n && s[i + 1] == '|') {
            const char *end = NULL;
            for (size_t j = i + 2; j + 1 < n; j++)
                if (s[j] == '|' && s[j + 1] == '>') {
                    end = s + j + 2;
                    break;
                }
            if (end) {
                i = (size_t)(end - s);
                continue;
            }
        }
        if (s[i] == '*' && i + 1 < n && s[i + 1] == '*') {
            i += 2;
            continue;
        }
        if (s[i] == '[') {
            size_t inner, total = anchor_link(s + i, n - i, &inner);
            if (total) {
                strip_artefacts(out, s + i + 1, inner);
                i += total;
                continue;
            }
        }
        if (s[i] == '^' && i + 1 < n && s[i + 1] == '{') {
            const char *close = memchr(s + i + 2, '}', n - i - 2);
            if (close) {
                strip_artefacts(out, s + i + 2, (size_t)(close - (s + i + 2)));
                i = (size_t)(close - s) + 1;
                continue;
            }
        }
        size_t run = 1; /* copy up to the next byte that may start an artefact */
        while (i + run < n && s[i + run] != '<' && s[i + run] != '*' && s[i + run] != '[' && s[i + run] != '^')
            run++;
        sb_put(out, s + i, run);
        i += run;
    }
}

/* Steps 2-3 on one fragment: NFKC, then spacing; appends to out with the join rule. */
void norm_append(strbuf *out, const char *s, size_t n)
{
    strbuf clean;
    sb_init(&clean);
    strip_artefacts(&clean, s, n);
    utf8proc_uint8_t *nfkc = NULL;
    utf8proc_ssize_t m = 0;
    if (already_nfkc((const unsigned char *)clean.p, clean.n))
        m = -1; /* use the bytes as they are, below */
    else if (clean.n)
        m = utf8proc_map((const utf8proc_uint8_t *)clean.p, (utf8proc_ssize_t)clean.n, &nfkc,
                         UTF8PROC_STABLE | UTF8PROC_COMPOSE | UTF8PROC_COMPAT);
    const unsigned char *t = nfkc;
    if (m < 0) { /* already NFKC (or, impossible for validated sources, not UTF-8): bytes as they are */
        t = (const unsigned char *)clean.p;
        m = (utf8proc_ssize_t)clean.n;
    }
    size_t len = (size_t)m, i = 0;
    int pending_space = 0;
    int at_start = 1;
    while (i < len) {
        unsigned char c = t[i];
        if (c == ' ' || c == '\t' || c == '\r' || c == '\n' || c == '\v' || c == '\f') {
            pending_space = !at_start;
            i++;
            continue;
        }
        size_t clen = c < 0x80 ? 1 : c < 0xE0 ? 2 : c < 0xF0 ? 3 : 4;
        if (clen > len - i)
            clen = len - i;
        if (at_start) {
            if (out->n && is_ascii_alnum((unsigned char)out->p[out->n - 1]) && is_ascii_alnum(c))
                sb_putc(out, ' ');
            at_start = 0;
        } else if (pending_space && out->n) {
            unsigned char prev = (unsigned char)out->p[out->n - 1];
            if (prev < 0x80 && c < 0x80)
                sb_putc(out, ' ');
        }
        pending_space = 0;
        sb_put(out, (const char *)t + i, clen);
        i += clen;
    }
    free(nfkc);
    sb_free(&clean);
}

void norm_string(strbuf *out, const char *s, size_t n)
{
    sb_clear(out);
    norm_append(out, s, n);
}
