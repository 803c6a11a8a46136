/* utf8.c — the UTF-8 decoder and cutting (utf8.h). */
#include "utf8.h"

#include <stdint.h>
#include <string.h>

size_t utf8_len(const unsigned char *s, size_t n)
{
    uint32_t cp;
    return utf8_decode(s, n, &cp);
}

size_t utf8_decode(const unsigned char *s, size_t n, uint32_t *cp)
{
    unsigned c = s[0];
    size_t len;
    uint32_t v;
    if (c < 0x80) {
        *cp = c;
        return 1;
    }
    if (c >= 0xC2 && c <= 0xDF)
        len = 2, v = c & 0x1F;
    else if (c >= 0xE0 && c <= 0xEF)
        len = 3, v = c & 0x0F;
    else if (c >= 0xF0 && c <= 0xF4)
        len = 4, v = c & 0x07;
    else
        return 0;  /* a continuation byte, C0, C1, F5..FF */
    if (len > n)
        return 0;
    for (size_t i = 1; i < len; i++) {
        if (s[i] < 0x80 || s[i] > 0xBF)
            return 0;
        v = (v << 6) | (s[i] & 0x3F);
    }
    if (v > 0x10FFFF || (v >= 0xD800 && v <= 0xDFFF) || (len == 3 && v < 0x800) ||
        (len == 4 && v < 0x10000))
        return 0;
    *cp = v;
    return len;
}

static int continues(char c)
{
    return ((unsigned char)c & 0xC0) == 0x80;
}

size_t utf8_count(const char *s, size_t n)
{
    size_t k = 0;
    for (size_t i = 0; i < n; i++)
        k += !continues(s[i]);
    return k;
}

size_t utf8_head(const char *s, size_t n, size_t k)
{
    size_t i = 0;
    for (; i < n && k > 0; k--)
        for (i++; i < n && continues(s[i]); i++)
            ;
    return i;
}

size_t utf8_tail(const char *s, size_t n, size_t k)
{
    size_t i = n;
    for (; i > 0 && k > 0; k--)
        i = utf8_start(s, i - 1);
    return i;
}

size_t utf8_start(const char *s, size_t i)
{
    while (i > 0 && continues(s[i]))
        i--;
    return i;
}

size_t utf8_next(const char *s, size_t n, size_t i)
{
    while (i < n && continues(s[i]))
        i++;
    return i;
}

size_t utf8_fit(const char *s, size_t max)
{
    size_t n = strnlen(s, max), lead = n;
    while (lead > 0 && ((unsigned char)s[lead - 1] & 0xC0) == 0x80)
        lead--;                  /* back over the continuation bytes */
    if (lead == 0)
        return n;
    unsigned char c = (unsigned char)s[lead - 1];
    size_t need = c >= 0xF0 ? 4 : c >= 0xE0 ? 3 : c >= 0xC0 ? 2 : 1;
    return n - (lead - 1) >= need ? n : lead - 1;
}
