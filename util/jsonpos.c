/* jsonpos.c — walks a JSON text along a path to find where a value is printed, and copies a
 * value's bytes (jsonpos.h). The text is assumed well-formed (jansson has already parsed it);
 * the walk only skips values. */
#include "jsonpos.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct walker {
    const char *s;
    size_t n, i;
} walker;

static bool is_ws(char c)
{
    return c == ' ' || c == '\t' || c == '\r' || c == '\n';
}

static void skip_ws(walker *w)
{
    while (w->i < w->n && is_ws(w->s[w->i]))
        w->i++;
}

/* Skip a string starting at its opening quote; return the offset of its first content byte. */
static size_t skip_string(walker *w)
{
    size_t start = ++w->i;
    while (w->i < w->n && w->s[w->i] != '"')
        w->i += w->s[w->i] == '\\' ? 2 : 1;
    w->i++;
    return start;
}

static void skip_value(walker *w)
{
    skip_ws(w);
    if (w->i >= w->n)
        return;
    char c = w->s[w->i];
    if (c == '"') {
        skip_string(w);
    } else if (c == '{' || c == '[') {
        int depth = 0;
        do {
            c = w->s[w->i];
            if (c == '"') {
                skip_string(w);
                continue;
            }
            if (c == '{' || c == '[')
                depth++;
            else if (c == '}' || c == ']')
                depth--;
            w->i++;
        } while (depth > 0 && w->i < w->n);
    } else {
        while (w->i < w->n && w->s[w->i] != ',' && w->s[w->i] != ']' && w->s[w->i] != '}'
               && !is_ws(w->s[w->i]))
            w->i++;
    }
}

/* Does the string token at w->i (opening quote) spell `key`? Escapes are compared literally,
 * which is enough for the keys of our formats (plain ASCII). */
static bool string_is(walker *w, const char *key)
{
    size_t start = skip_string(w);
    size_t len = w->i - 1 - start;
    return len == strlen(key) && memcmp(w->s + start, key, len) == 0;
}

/* Enter the member `key` (at_key: stop on its name) or element `index` of the container at
 * w->i. False when absent. */
static bool enter(walker *w, const jpos_step *st, bool stop_on_key)
{
    skip_ws(w);
    if (w->i >= w->n)
        return false;
    char open = w->s[w->i];
    if ((open == '{') != (st->key != NULL) || (open != '{' && open != '['))
        return false;
    w->i++;
    for (size_t k = 0;; k++) {
        skip_ws(w);
        if (w->i >= w->n || w->s[w->i] == '}' || w->s[w->i] == ']')
            return false;
        if (st->key) {
            size_t key_at = w->i;
            bool hit = string_is(w, st->key);
            skip_ws(w);
            w->i++;  /* ':' */
            if (hit) {
                if (stop_on_key)
                    w->i = key_at;
                else
                    skip_ws(w);
                return true;
            }
        } else if (k == st->index) {
            skip_ws(w);
            return true;
        }
        skip_value(w);
        skip_ws(w);
        if (w->i < w->n && w->s[w->i] == ',')
            w->i++;
    }
}

static void position(const char *s, size_t at, long *line, long *col)
{
    long l = 1, c = 1;
    for (size_t i = 0; i < at; i++) {
        if (s[i] == '\n')
            l++, c = 1;
        else if (((unsigned char)s[i] & 0xC0) != 0x80)
            c++;
    }
    *line = l;
    *col = c;
}

bool jpos_find(const char *text, size_t len, const jpos_path *path, bool at_key, long *line,
               long *col)
{
    walker w = {text, len, 0};
    skip_ws(&w);
    size_t found = w.i;
    bool ok = true;
    int depth = path->depth < JPOS_MAX_DEPTH ? path->depth : JPOS_MAX_DEPTH;
    for (int d = 0; d < depth; d++) {
        if (!enter(&w, &path->step[d], at_key && d == depth - 1)) {
            ok = false;
            break;
        }
        found = w.i;
    }
    position(text, found, line, col);
    return ok;
}

/* A key of a dotted path runs to the next "." or "[". */
static size_t key_length(const char *s)
{
    size_t n = 0;
    while (s[n] && s[n] != '.' && s[n] != '[')
        n++;
    return n;
}

bool jpos_parse(const char *s, char *keys, size_t size, jpos_path *path)
{
    path->depth = 0;
    size_t used = 0;
    bool first = true;   /* "setup.x" reads as "$.setup.x": a first key needs no dot */
    if (*s == '$')
        s++, first = false;
    while (*s) {
        const char *key;
        size_t n;
        if (*s == '[' && (s[1] == '\'' || s[1] == '"')) {
            const char *end = strchr(s + 2, s[1]);
            if (!end || end[1] != ']')
                goto bad;
            key = s + 2, n = (size_t)(end - key);
            s = end + 2;
        } else if (*s == '[') {
            char *end;
            unsigned long long i = strtoull(s + 1, &end, 10);
            if (end == s + 1 || *end != ']' || s[1] == '-' || path->depth >= JPOS_MAX_DEPTH)
                goto bad;
            jpos_push_index(path, (size_t)i);
            s = end + 1;
            first = false;
            continue;
        } else if (*s == '.' || first) {
            s += *s == '.';
            key = s, n = key_length(s);
            if (n == 0)
                goto bad;
            s += n;
        } else {
            goto bad;
        }
        first = false;
        if (used + n + 1 > size || path->depth >= JPOS_MAX_DEPTH)
            goto bad;
        memcpy(keys + used, key, n);
        keys[used + n] = '\0';
        jpos_push_key(path, keys + used);
        used += n + 1;
    }
    return true;
bad:
    path->depth = 0;
    return false;
}

void jpos_format(const jpos_path *path, char *buf, size_t size)
{
    size_t used = (size_t)snprintf(buf, size, "$");
    int depth = path->depth < JPOS_MAX_DEPTH ? path->depth : JPOS_MAX_DEPTH;
    for (int d = 0; d < depth && used < size; d++) {
        const jpos_step *st = &path->step[d];
        used += st->key ? (size_t)snprintf(buf + used, size - used, ".%s", st->key)
                        : (size_t)snprintf(buf + used, size - used, "[%zu]", st->index);
    }
}

bool jpos_members(const char *text, size_t len, const char *const *keys, size_t nkeys,
                  size_t *start, size_t *end)
{
    for (size_t k = 0; k < nkeys; k++)
        start[k] = end[k] = 0;
    walker w = {text, len, 0};
    skip_ws(&w);
    if (w.i >= w.n || w.s[w.i] != '{')
        return false;
    w.i++;
    size_t found = 0;
    for (;;) {
        skip_ws(&w);
        if (w.i >= w.n || w.s[w.i] != '"')
            break;
        size_t name = skip_string(&w), name_len = w.i - 1 - name;
        skip_ws(&w);
        w.i++;  /* ':' */
        skip_ws(&w);
        size_t at = w.i;
        skip_value(&w);
        for (size_t k = 0; k < nkeys; k++)
            if (strlen(keys[k]) == name_len && memcmp(keys[k], text + name, name_len) == 0
                && end[k] == 0) {
                start[k] = at, end[k] = w.i;
                found++;
            }
        if (found == nkeys)  /* the rest of the object is not wanted */
            break;
        skip_ws(&w);
        if (w.i < w.n && w.s[w.i] == ',')
            w.i++;
    }
    return found == nkeys;
}

bool jpos_span(const char *text, size_t len, const jpos_path *path, size_t *start, size_t *end)
{
    walker w = {text, len, 0};
    skip_ws(&w);
    int depth = path->depth < JPOS_MAX_DEPTH ? path->depth : JPOS_MAX_DEPTH;
    for (int d = 0; d < depth; d++)
        if (!enter(&w, &path->step[d], false))
            return false;
    skip_ws(&w);
    *start = w.i;
    skip_value(&w);
    *end = w.i;
    return *start < *end && *end <= len;
}

void jpos_put_compact(strbuf *out, const char *s, size_t n)
{
    sb_reserve(out, n);  /* the copy is never longer: written in place, byte by byte */
    char *d = out->p + out->n;
    size_t i = 0;
    while (i < n) {
        char c = s[i++];
        if (c == ' ' || c == '\t' || c == '\r' || c == '\n')
            continue;
        *d++ = c;
        if (c != '"')
            continue;
        while (i < n) {  /* a string, escapes and all, as printed */
            c = s[i++];
            *d++ = c;
            if (c == '"')
                break;
            if (c == '\\' && i < n)
                *d++ = s[i++];
        }
    }
    out->n = (size_t)(d - out->p);
    out->p[out->n] = '\0';
}
