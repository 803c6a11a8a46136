/* textscan.h — small byte-span helpers for scanning UTF-8 source lines without copying:
 * trimming, prefix tests, searching, counting code points, reading ASCII numbers. */
#ifndef ORACLE_TEXTSCAN_H
#define ORACLE_TEXTSCAN_H

#include <stdbool.h>
#include <stddef.h>
#include <string.h>

typedef struct span {
    const char *s;
    size_t n;
} span;

static inline span ts_span(const char *s, size_t n)
{
    return (span){s, n};
}

static inline bool ts_starts(span t, const char *prefix)
{
    size_t k = strlen(prefix); /* folded to a constant for literals */
    return t.n >= k && memcmp(t.s, prefix, k) == 0;
}

static inline bool ts_ends(span t, const char *suffix)
{
    size_t k = strlen(suffix);
    return t.n >= k && memcmp(t.s + t.n - k, suffix, k) == 0;
}

/* Drop the first k bytes (clamped). */
static inline span ts_skip(span t, size_t k)
{
    if (k > t.n)
        k = t.n;
    return (span){t.s + k, t.n - k};
}

static inline bool ts_is_digit(char c)
{
    return c >= '0' && c <= '9';
}

span ts_trim(span t);                       /* ASCII spaces, tabs and U+3000 at both ends */
/* Byte offset of needle in t, or -1. */
long ts_find(span t, const char *needle);
bool ts_has(span t, const char *needle);
size_t ts_codepoints(span t);
bool ts_blank(span t);
/* Length of the run of ASCII digits at the start of t (0 if none). */
size_t ts_digits(span t);

#endif
