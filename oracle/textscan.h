/* textscan.h — small byte-span helpers for scanning UTF-8 source lines without copying:
 * trimming, prefix tests, searching, counting code points, reading ASCII numbers. */
#ifndef ORACLE_TEXTSCAN_H
#define ORACLE_TEXTSCAN_H

#include <stdbool.h>
#include <stddef.h>

typedef struct span {
    const char *s;
    size_t n;
} span;

span ts_span(const char *s, size_t n);
span ts_trim(span t);                       /* ASCII spaces, tabs and U+3000 at both ends */
bool ts_starts(span t, const char *prefix);
bool ts_ends(span t, const char *suffix);
span ts_skip(span t, size_t k);              /* drop the first k bytes (clamped) */
/* Byte offset of needle in t, or -1. */
long ts_find(span t, const char *needle);
bool ts_has(span t, const char *needle);
size_t ts_codepoints(span t);
bool ts_blank(span t);
bool ts_is_digit(char c);
/* Length of the run of ASCII digits at the start of t (0 if none). */
size_t ts_digits(span t);

#endif
