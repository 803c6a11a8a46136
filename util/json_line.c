/* json_line.c — a JSON value as one compact line, byte for byte what json_dumps(v, JSON_COMPACT)
 * writes (json_line.h). */
#include "json_line.h"
#include "utf8.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* A string as jansson dumps it: '"' and '\\' escaped, control characters as \b \f \n \r \t or
 * \u00XX (upper-case hex), everything else as it is. */
static bool put_string(strbuf *b, const char *str, size_t len)
{
    static const char hex[] = "0123456789ABCDEF";
    const unsigned char *s = (const unsigned char *)str;
    sb_reserve(b, len + 2);
    b->p[b->n++] = '"';
    size_t i = 0;
    while (i < len) {
        size_t run = i;  /* plain ASCII, copied as it is */
        while (run < len && s[run] >= 0x20 && s[run] < 0x80 && s[run] != '"' && s[run] != '\\')
            run++;
        if (run > i) {
            sb_put(b, str + i, run - i);
            i = run;
            continue;
        }
        unsigned c = s[i];
        if (c >= 0x80) {
            size_t k = utf8_len(s + i, len - i);
            if (k == 0)
                return false;
            sb_put(b, str + i, k);
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
        sb_put(b, esc, n);
        i++;
    }
    sb_reserve(b, 1);
    b->p[b->n++] = '"';
    return true;
}

static void put_integer(strbuf *b, json_int_t v)
{
    char digits[24];
    size_t n = 0;
    unsigned long long u = v < 0 ? 0ULL - (unsigned long long)v : (unsigned long long)v;
    do {
        digits[n++] = (char)('0' + u % 10);
        u /= 10;
    } while (u);
    sb_reserve(b, n + 1);
    if (v < 0)
        b->p[b->n++] = '-';
    while (n)
        b->p[b->n++] = digits[--n];
}

/* "%.17g", then as jansson: ".0" when it reads as an integer, and no '+' or leading zeros in
 * the exponent. */
static bool put_real(strbuf *b, double v)
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
    sb_put(b, s, n);
    return true;
}

static bool put_value(strbuf *b, const json_t *v, int depth)
{
    if (depth > JL_MAX_DEPTH)
        return false;
    switch (json_typeof(v)) {
    case JSON_OBJECT: {
        sb_reserve(b, 1);
        b->p[b->n++] = '{';
        bool first = true;
        for (void *it = json_object_iter((json_t *)v); it;
             it = json_object_iter_next((json_t *)v, it)) {
            if (!first) {
                sb_reserve(b, 1);
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
            sb_reserve(b, 1);
            b->p[b->n++] = ':';
            if (!put_value(b, json_object_iter_value(it), depth + 1))
                return false;
        }
        sb_reserve(b, 1);
        b->p[b->n++] = '}';
        return true;
    }
    case JSON_ARRAY: {
        sb_reserve(b, 1);
        b->p[b->n++] = '[';
        size_t n = json_array_size(v);
        for (size_t i = 0; i < n; i++) {
            if (i) {
                sb_reserve(b, 1);
                b->p[b->n++] = ',';
            }
            if (!put_value(b, json_array_get(v, i), depth + 1))
                return false;
        }
        sb_reserve(b, 1);
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
        sb_put(b, "true", 4);
        return true;
    case JSON_FALSE:
        sb_put(b, "false", 5);
        return true;
    case JSON_NULL:
        sb_put(b, "null", 4);
        return true;
    }
    return false;
}

bool jl_write(strbuf *b, const json_t *v)
{
    size_t was = b->n;
    bool ok = v && (json_is_object(v) || json_is_array(v)) && put_value(b, v, 0);
    if (!ok)
        b->n = was;
    if (b->p)
        b->p[b->n] = '\0';  /* sb_reserve kept room for it */
    return ok;
}

bool jl_write_line(strbuf *b, const json_t *v)
{
    if (!jl_write(b, v))
        return false;
    sb_put(b, "\n", 1);
    return true;
}
