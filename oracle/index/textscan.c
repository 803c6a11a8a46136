/* textscan.c — byte-span helpers for scanning UTF-8 source lines. */
#include "textscan.h"

#include <string.h>

static size_t lead_space(span t)
{
    size_t i = 0;
    for (;;) {
        if (i < t.n && (t.s[i] == ' ' || t.s[i] == '\t'))
            i++;
        else if (i + 3 <= t.n && memcmp(t.s + i, "\xE3\x80\x80", 3) == 0)
            i += 3;
        else
            return i;
    }
}

span ts_trim(span t)
{
    size_t i = lead_space(t);
    t.s += i;
    t.n -= i;
    for (;;) {
        if (t.n && (t.s[t.n - 1] == ' ' || t.s[t.n - 1] == '\t'))
            t.n--;
        else if (t.n >= 3 && memcmp(t.s + t.n - 3, "\xE3\x80\x80", 3) == 0)
            t.n -= 3;
        else
            return t;
    }
}

long ts_find(span t, const char *needle)
{
    size_t k = strlen(needle);
    if (k == 0)
        return 0;
    for (size_t i = 0; i + k <= t.n; i++)
        if (t.s[i] == needle[0] && memcmp(t.s + i, needle, k) == 0)
            return (long)i;
    return -1;
}

bool ts_has(span t, const char *needle)
{
    return ts_find(t, needle) >= 0;
}

size_t ts_codepoints(span t)
{
    size_t n = 0;
    for (size_t i = 0; i < t.n; i++)
        n += ((unsigned char)t.s[i] & 0xC0) != 0x80;
    return n;
}

bool ts_blank(span t)
{
    return ts_trim(t).n == 0;
}

size_t ts_digits(span t)
{
    size_t i = 0;
    while (i < t.n && ts_is_digit(t.s[i]))
        i++;
    return i;
}
