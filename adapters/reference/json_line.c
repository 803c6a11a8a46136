/* json_line.c — a JSON value as one compact line, byte for byte what json_dumps(v, JSON_COMPACT)
 * writes (json_line.h). */
#include "json_line.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static void reserve(jl_buf *b, size_t extra)
{
    if (b->cap - b->n >= extra)
        return;
    size_t cap = b->cap ? b->cap : 4096;
    while (cap - b->n < extra)
        cap *= 2;
    char *p = realloc(b->p, cap);
    if (!p) {
        fputs("out of memory\n", stderr);
        abort();
    }
    b->p = p;
    b->cap = cap;
}

static void put(jl_buf *b, const char *s, size_t n)
{
    reserve(b, n);
    memcpy(b->p + b->n, s, n);
    b->n += n;
}

/* The length of the valid UTF-8 sequence at s (n bytes left), as jansson's utf8_iterate accepts
 * it (no overlong forms, no surrogates, nothing above U+10FFFF); 0 when invalid. */
static size_t utf8_len(const unsigned char *s, size_t n)
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
        return 0;
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

/* A string as jansson dumps it: '"' and '\\' escaped, control characters as \b \f \n \r \t or
 * \u00XX (upper-case hex), everything else as it is. */
static bool put_string(jl_buf *b, const char *str, size_t len)
{
    static const char hex[] = "0123456789ABCDEF";
    const unsigned char *s = (const unsigned char *)str;
    reserve(b, len + 2);
    b->p[b->n++] = '"';
    size_t i = 0;
    while (i < len) {
        size_t run = i;  /* plain ASCII, copied as it is */
        while (run < len && s[run] >= 0x20 && s[run] < 0x80 && s[run] != '"' && s[run] != '\\')
            run++;
        if (run > i) {
            put(b, str + i, run - i);
            i = run;
            continue;
        }
        unsigned c = s[i];
        if (c >= 0x80) {
            size_t k = utf8_len(s + i, len - i);
            if (k == 0)
                return false;
            put(b, str + i, k);
            i += k;
            continue;
        }
        char esc[6] = {'\\', 0};
        size_t n = 2;
        switch (c) {
        case '"': esc[1] = '"'; break;
        case '\\': esc[1] = '\\'; break;
        case '\b': esc[1] = 'b'; break;
        case '\f': esc[1] = 'f'; break;
        case '\n': esc[1] = 'n'; break;
        case '\r': esc[1] = 'r'; break;
        case '\t': esc[1] = 't'; break;
        default:
            esc[1] = 'u', esc[2] = '0', esc[3] = '0', esc[4] = hex[c >> 4], esc[5] = hex[c & 15];
            n = 6;
        }
        put(b, esc, n);
        i++;
    }
    reserve(b, 1);
    b->p[b->n++] = '"';
    return true;
}

static void put_integer(jl_buf *b, json_int_t v)
{
    char digits[24];
    size_t n = 0;
    unsigned long long u = v < 0 ? 0ULL - (unsigned long long)v : (unsigned long long)v;
    do {
        digits[n++] = (char)('0' + u % 10);
        u /= 10;
    } while (u);
    reserve(b, n + 1);
    if (v < 0)
        b->p[b->n++] = '-';
    while (n)
        b->p[b->n++] = digits[--n];
}

/* "%.17g", then as jansson: ".0" when it reads as an integer, and no '+' or leading zeros in
 * the exponent. */
static bool put_real(jl_buf *b, double v)
{
    char s[100];
    int k = snprintf(s, sizeof s, "%.17g", v);
    if (k < 0 || (size_t)k >= sizeof s - 2)
        return false;
    size_t n = (size_t)k;
    if (!strchr(s, '.') && !strchr(s, 'e')) {
        memcpy(s + n, ".0", 3);
        n += 2;
    }
    char *e = strchr(s, 'e');
    if (e) {
        char *start = e + 1, *end = e + 2;
        if (*start == '-')
            start++;
        while (*end == '0')
            end++;
        if (end != start) {
            memmove(start, end, n - (size_t)(end - s) + 1);
            n -= (size_t)(end - start);
        }
    }
    put(b, s, n);
    return true;
}

static bool put_value(jl_buf *b, const json_t *v, int depth)
{
    if (depth > JL_MAX_DEPTH)
        return false;
    switch (json_typeof(v)) {
    case JSON_OBJECT: {
        reserve(b, 1);
        b->p[b->n++] = '{';
        bool first = true;
        for (void *it = json_object_iter((json_t *)v); it;
             it = json_object_iter_next((json_t *)v, it)) {
            if (!first) {
                reserve(b, 1);
                b->p[b->n++] = ',';
            }
            first = false;
            const char *key = json_object_iter_key(it);
#if JANSSON_VERSION_HEX >= 0x020e00
            size_t key_len = json_object_iter_key_len(it);
#else
            size_t key_len = strlen(key);
#endif
            if (!put_string(b, key, key_len))
                return false;
            reserve(b, 1);
            b->p[b->n++] = ':';
            if (!put_value(b, json_object_iter_value(it), depth + 1))
                return false;
        }
        reserve(b, 1);
        b->p[b->n++] = '}';
        return true;
    }
    case JSON_ARRAY: {
        reserve(b, 1);
        b->p[b->n++] = '[';
        size_t n = json_array_size(v);
        for (size_t i = 0; i < n; i++) {
            if (i) {
                reserve(b, 1);
                b->p[b->n++] = ',';
            }
            if (!put_value(b, json_array_get(v, i), depth + 1))
                return false;
        }
        reserve(b, 1);
        b->p[b->n++] = ']';
        return true;
    }
    case JSON_STRING:
        return put_string(b, json_string_value(v), json_string_length(v));
    case JSON_INTEGER:
        put_integer(b, json_integer_value(v));
        return true;
    case JSON_REAL:
        return put_real(b, json_real_value(v));
    case JSON_TRUE:
        put(b, "true", 4);
        return true;
    case JSON_FALSE:
        put(b, "false", 5);
        return true;
    case JSON_NULL:
        put(b, "null", 4);
        return true;
    }
    return false;
}

bool jl_write(jl_buf *b, const json_t *v)
{
    size_t was = b->n;
    if (!v || (!json_is_object(v) && !json_is_array(v)) || !put_value(b, v, 0)) {
        b->n = was;
        return false;
    }
    return true;
}

bool jl_write_line(jl_buf *b, const json_t *v)
{
    if (!jl_write(b, v))
        return false;
    put(b, "\n", 1);
    return true;
}

void jl_free(jl_buf *b)
{
    free(b->p);
    b->p = NULL;
    b->n = b->cap = 0;
}
