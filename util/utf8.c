/* utf8.c — the UTF-8 decoder and cutting (utf8.h). */
#include "utf8.h"

#include <stdint.h>
#include <string.h>

size_t utf8_len(const unsigned char *s, size_t n)
{
    unsigned c = s[0];
    size_t len;
    uint32_t v;
    if (c < 0x80)
        return 1;
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
    return len;
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
