/* jread.c — JSON texts read into jansson values the quick way, declining whatever it does not
 * read exactly as jansson does (jread.h). */
#include "jread.h"
#include "fatal.h"
#include "utf8.h"

#include <stdbool.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

/* Strings of at most this many bytes, without escapes, are shared when they recur, and so are
 * the integers 0 .. JR_SHARED_INTS - 1. */
#define JR_SHARED_MAX 64
#define JR_SHARED_INTS 256

typedef struct jr_shared {
    const char *p;     /* the string's bytes in the text; NULL: an empty slot */
    size_t len;
    uint64_t hash;
    json_t *v;         /* the reader's reference */
} jr_shared;

typedef struct reader {
    const char *s, *end;
    int depth;
    jr_shared *shared;
    size_t nshared, cap;   /* cap: a power of two */
    char *scratch;         /* a string or key with escapes, decoded */
    size_t scratch_cap;
    json_t *ints[JR_SHARED_INTS];  /* the reader's references, made when first met */
} reader;

static inline bool is_ws(char c)
{
    return c == ' ' || c == '\n' || c == '\r' || c == '\t';
}

static inline void skip_ws(reader *r)
{
    while (r->s < r->end && is_ws(*r->s))
        r->s++;
}

/* --- strings ------------------------------------------------------------------------------- */

typedef struct span {
    const char *p;     /* the bytes: in the text, or decoded into the scratch buffer */
    size_t len;
    bool escaped;      /* it had escapes (p is the scratch buffer) */
    uint64_t hash;     /* FNV-1a of the bytes (without escapes only) */
} span;

static void scratch_put(reader *r, size_t at, char c)
{
    if (at >= r->scratch_cap) {
        r->scratch_cap = r->scratch_cap ? 2 * r->scratch_cap : 256;
        r->scratch = xrealloc(r->scratch, r->scratch_cap);
    }
    r->scratch[at] = c;
}

/* The rest of a string with escapes, from `from` (the bytes before it, plain, are at start):
 * decoded into the scratch buffer. Declines \u and anything invalid. */
static bool read_escaped(reader *r, const char *start, const char *from, span *out)
{
    size_t n = 0;
    for (const char *q = start; q < from; q++)
        scratch_put(r, n++, *q);
    const char *s = from;
    while (s < r->end) {
        unsigned char c = (unsigned char)*s;
        if (c == '"') {
            r->s = s + 1;
            scratch_put(r, n, '\0');
            out->p = r->scratch;
            out->len = n;
            out->escaped = true;
            return true;
        }
        if (c < 0x20)
            return false;
        if (c == '\\') {
            if (s + 1 >= r->end)
                return false;
            char e;
            switch (s[1]) {
            case '"': e = '"'; break;
            case '\\': e = '\\'; break;
            case '/': e = '/'; break;
            case 'b': e = '\b'; break;
            case 'f': e = '\f'; break;
            case 'n': e = '\n'; break;
            case 'r': e = '\r'; break;
            case 't': e = '\t'; break;
            default: return false;  /* \u (jansson's surrogates and NUL rules) or invalid */
            }
            scratch_put(r, n++, e);
            s += 2;
            continue;
        }
        if (c < 0x80) {
            scratch_put(r, n++, (char)c);
            s++;
            continue;
        }
        size_t k = utf8_len((const unsigned char *)s, (size_t)(r->end - s));
        if (k == 0)
            return false;
        for (size_t i = 0; i < k; i++)
            scratch_put(r, n++, s[i]);
        s += k;
    }
    return false;
}

/* A string token at r->s (its opening quote). */
static bool read_string(reader *r, span *out)
{
    const char *start = ++r->s, *s = start;
    uint64_t h = 14695981039346656037u;
    while (s < r->end) {
        unsigned char c = (unsigned char)*s;
        if (c == '"') {
            out->p = start;
            out->len = (size_t)(s - start);
            out->escaped = false;
            out->hash = h;
            r->s = s + 1;
            return true;
        }
        if (c == '\\')
            return read_escaped(r, start, s, out);
        if (c < 0x20)
            return false;
        if (c < 0x80) {
            h = (h ^ c) * 1099511628211u;
            s++;
            continue;
        }
        size_t k = utf8_len((const unsigned char *)s, (size_t)(r->end - s));
        if (k == 0)
            return false;
        for (size_t i = 0; i < k; i++)
            h = (h ^ (unsigned char)s[i]) * 1099511628211u;
        s += k;
    }
    return false;
}

static void shared_grow(reader *r)
{
    size_t cap = r->cap ? 2 * r->cap : 256;
    jr_shared *t = xcalloc(cap, sizeof *t);
    for (size_t i = 0; i < r->cap; i++) {
        if (!r->shared[i].p)
            continue;
        size_t at = (size_t)r->shared[i].hash & (cap - 1);
        while (t[at].p)
            at = (at + 1) & (cap - 1);
        t[at] = r->shared[i];
    }
    free(r->shared);
    r->shared = t;
    r->cap = cap;
}

/* The string value of `sp`: a new string, or a new reference to the one made for the same
 * bytes earlier in the text. */
static json_t *string_value(reader *r, const span *sp)
{
    if (sp->escaped || sp->len > JR_SHARED_MAX)
        return json_stringn_nocheck(sp->p, sp->len);
    if (2 * (r->nshared + 1) > r->cap)
        shared_grow(r);
    size_t at = (size_t)sp->hash & (r->cap - 1);
    for (;;) {
        jr_shared *e = &r->shared[at];
        if (!e->p) {
            json_t *v = json_stringn_nocheck(sp->p, sp->len);
            if (!v)
                fatal_oom();
            *e = (jr_shared){sp->p, sp->len, sp->hash, v};
            r->nshared++;
            return json_incref(v);
        }
        if (e->hash == sp->hash && e->len == sp->len && memcmp(e->p, sp->p, sp->len) == 0)
            return json_incref(e->v);
        at = (at + 1) & (r->cap - 1);
    }
}

/* --- values -------------------------------------------------------------------------------- */

static json_t *read_value(reader *r);

/* An integer of at most 18 digits (no fraction, no exponent: those are declined). */
static json_t *read_integer(reader *r)
{
    const char *s = r->s;
    bool negative = s < r->end && *s == '-';
    if (negative)
        s++;
    const char *digits = s;
    int64_t v = 0;
    while (s < r->end && *s >= '0' && *s <= '9') {
        if (s - digits == 18)
            return NULL;  /* 19 digits or more: jansson's (the value may not fit) */
        v = v * 10 + (*s++ - '0');
    }
    size_t n = (size_t)(s - digits);
    if (n == 0 || (n > 1 && *digits == '0'))
        return NULL;
    if (s < r->end && (*s == '.' || *s == 'e' || *s == 'E'))
        return NULL;
    r->s = s;
    if (negative || v >= JR_SHARED_INTS)
        return json_integer(negative ? -v : v);
    if (!r->ints[v])
        r->ints[v] = json_integer(v);
    return json_incref(r->ints[v]);
}

static bool literal(reader *r, const char *word, size_t n)
{
    if ((size_t)(r->end - r->s) < n || memcmp(r->s, word, n) != 0)
        return false;
    r->s += n;
    return true;
}

static json_t *read_array(reader *r)
{
    r->s++;  /* '[' */
    json_t *a = json_array();
    skip_ws(r);
    if (r->s < r->end && *r->s == ']') {
        r->s++;
        return a;
    }
    for (;;) {
        json_t *v = read_value(r);
        if (!v || json_array_append_new(a, v) != 0)
            break;
        skip_ws(r);
        if (r->s >= r->end)
            break;
        char c = *r->s++;
        if (c == ']')
            return a;
        if (c != ',')
            break;
    }
    json_decref(a);
    return NULL;
}

static json_t *read_object(reader *r)
{
    r->s++;  /* '{' */
    json_t *o = json_object();
    skip_ws(r);
    if (r->s < r->end && *r->s == '}') {
        r->s++;
        return o;
    }
    for (;;) {
        skip_ws(r);
        span key;
        if (r->s >= r->end || *r->s != '"' || !read_string(r, &key))
            break;
        /* the key's bytes: in the text (not NUL-terminated) or in the scratch buffer, which
         * the value may reuse: a copy, unless jansson takes a length and they are in the text */
        char keybuf[128];
        char *kp = keybuf;
#if JANSSON_VERSION_HEX >= 0x020e00
        if (!key.escaped)
            kp = (char *)key.p;
        else
#endif
        {
            if (key.len >= sizeof keybuf)
                kp = xmalloc(key.len + 1);
            memcpy(kp, key.p, key.len);
            kp[key.len] = '\0';
        }
        skip_ws(r);
        bool ok = r->s < r->end && *r->s++ == ':';
        json_t *v = ok ? read_value(r) : NULL;
        size_t before = json_object_size(o);
        /* a duplicate key leaves the size as it was: jansson refuses it, so this declines */
#if JANSSON_VERSION_HEX >= 0x020e00
        ok = v && json_object_setn_new_nocheck(o, kp, key.len, v) == 0;
#else
        ok = v && json_object_set_new_nocheck(o, kp, v) == 0;
#endif
        if (kp != keybuf && kp != key.p)
            free(kp);
        if (!ok || json_object_size(o) == before)
            break;
        skip_ws(r);
        if (r->s >= r->end)
            break;
        char c = *r->s++;
        if (c == '}')
            return o;
        if (c != ',')
            break;
    }
    json_decref(o);
    return NULL;
}

static json_t *read_value(reader *r)
{
    skip_ws(r);
    if (r->s >= r->end)
        return NULL;
    switch (*r->s) {
    case '{':
    case '[': {
        if (++r->depth > JR_MAX_DEPTH)
            return NULL;
        json_t *v = *r->s == '{' ? read_object(r) : read_array(r);
        r->depth--;
        return v;
    }
    case '"': {
        span sp;
        return read_string(r, &sp) ? string_value(r, &sp) : NULL;
    }
    case 't': return literal(r, "true", 4) ? json_true() : NULL;
    case 'f': return literal(r, "false", 5) ? json_false() : NULL;
    case 'n': return literal(r, "null", 4) ? json_null() : NULL;
    default: return read_integer(r);
    }
}

json_t *jr_load(const char *text, size_t len)
{
    reader r = {.s = text, .end = text + len};
    skip_ws(&r);
    json_t *v = NULL;
    if (r.s < r.end && (*r.s == '{' || *r.s == '['))
        v = read_value(&r);
    skip_ws(&r);
    if (v && r.s != r.end) {  /* something after the value */
        json_decref(v);
        v = NULL;
    }
    for (size_t i = 0; i < r.cap; i++)
        json_decref(r.shared[i].v);
    for (size_t i = 0; i < JR_SHARED_INTS; i++)
        json_decref(r.ints[i]);
    free(r.shared);
    free(r.scratch);
    return v;
}
