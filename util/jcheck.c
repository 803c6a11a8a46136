/* jcheck.c — the strict JSON checker shared by every input format of the oracle (jcheck.h). */
#include "jcheck.h"
#include "fatal.h"
#include "fileio.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The line and column (from 1) of byte `at` of text. */
static void position_of(const char *text, size_t at, long *line, long *col)
{
    *line = 1;
    *col = 1;
    for (size_t i = 0; i < at; i++) {
        if (text[i] == '\n') {
            ++*line;
            *col = 1;
        } else if (((unsigned char)text[i] & 0xC0) != 0x80) {
            ++*col;  /* a column counts characters, not the bytes that continue one */
        }
    }
}

/* What makes text no JSON before a parser is asked: nothing in it, only whitespace, a
 * byte-order mark. NULL when none of these; else the message, its position in *at. */
static const char *before_parsing(const char *text, size_t len, size_t *at)
{
    const unsigned char *u = (const unsigned char *)text;
    *at = 0;
    if (len == 0)
        return "the file is empty: expected a JSON value";
    if (len >= 2 && ((u[0] == 0xFF && u[1] == 0xFE) || (u[0] == 0xFE && u[1] == 0xFF)))
        return u[0] == 0xFF
            ? "the file is UTF-16 (it begins with the byte-order mark FF FE): JSON is read in UTF-8"
            : "the file is UTF-16 (it begins with the byte-order mark FE FF): JSON is read in UTF-8";
    if (len >= 3 && u[0] == 0xEF && u[1] == 0xBB && u[2] == 0xBF)
        return "the file begins with a UTF-8 byte-order mark (EF BB BF): JSON is read without one";
    size_t i = 0;
    while (i < len && (u[i] == ' ' || u[i] == '\t' || u[i] == '\n' || u[i] == '\r'))
        i++;
    if (i < len)
        return NULL;
    *at = len;
    return "the file holds only whitespace: expected a JSON value";
}

json_t *jc_load_mem(const char *name, const char *text, size_t len, diag *dg)
{
    long line, col;
    size_t at;
    const char *why = before_parsing(text, len, &at);
    if (why) {
        position_of(text, at, &line, &col);
        diag_error(dg, name, line, col, "%s", why);
        return NULL;
    }
    json_error_t err;
    json_t *root = json_loadb(text, len, JSON_REJECT_DUPLICATES, &err);
    if (!root) {
        line = err.line;
        col = err.column;
        if (col < 1 && err.position >= 0 && (size_t)err.position <= len)
            position_of(text, (size_t)err.position, &line, &col);  /* jansson gave no column */
        diag_error(dg, name, line, col, "not valid JSON: %s", err.text);
    }
    return root;
}

json_t *jc_load_file(const char *path, char **text, size_t *len, diag *dg)
{
    *text = NULL;
    *len = 0;
    char *buf;
    size_t n;
    if (file_read_all(path, &buf, &n, dg) != 0)
        return NULL;
    json_t *root = jc_load_mem(path, buf, n, dg);
    if (!root) {
        free(buf);
        return NULL;
    }
    *text = buf;
    *len = n;
    return root;
}

static int vfail(jcheck *ck, int at_key, const char *fmt, va_list ap)
{
    if (ck->failed++ && (!ck->every || ck->failed > JC_MAX_PROBLEMS))
        return -1;
    long line = 0, col = 0;
    jpos_find(ck->text, ck->len, &ck->path, at_key, &line, &col);
    char where[256], msg[768];
    jpos_format(&ck->path, where, sizeof where);
    vsnprintf(msg, sizeof msg, fmt, ap);
    diag_error(ck->dg, ck->file, line, col, "%s: %s", where, msg);
    return -1;
}

int jc_fail(jcheck *ck, int at_key, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vfail(ck, at_key, fmt, ap);
    va_end(ap);
    return -1;
}

int jc_fail_key(jcheck *ck, const char *key, int at_key, const char *fmt, ...)
{
    jpos_push_key(&ck->path, key);
    va_list ap;
    va_start(ap, fmt);
    vfail(ck, at_key, fmt, ap);
    va_end(ap);
    jpos_pop(&ck->path);
    return -1;
}

const char *jc_type_name(const json_t *v)
{
    switch (json_typeof(v)) {
    case JSON_OBJECT: return "an object";
    case JSON_ARRAY: return "an array";
    case JSON_STRING: return "a string";
    case JSON_INTEGER: return "an integer";
    case JSON_REAL: return "a number";
    case JSON_TRUE: case JSON_FALSE: return "a boolean";
    default: return "null";
    }
}

int jc_keys(jcheck *ck, const json_t *obj, const char *const *allowed, const char *const *required)
{
    const char *key;
    json_t *v;
    size_t nkeys = 0;
    int rc = 0;
    json_object_foreach((json_t *)obj, key, v) {
        const char *const *a = allowed;
        while (*a && ((*a)[0] != key[0] || strcmp(*a, key) != 0))
            a++;
        if (!*a) {
            char known[512];
            size_t used = 0;
            known[0] = '\0';
            for (a = allowed; *a && used < sizeof known; a++)
                used += (size_t)snprintf(known + used, sizeof known - used, "%s%s", a == allowed ? "" : ", ", *a);
            rc = jc_fail_key(ck, key, 1, "unknown key \"%s\" (expected one of: %s)", key, known);
            if (!ck->every)
                return rc;
            continue;
        }
        nkeys++;
    }
    size_t nreq = 0;
    while (required[nreq])
        nreq++;
    /* every key is allowed and each is there once: when the allowed keys are the required ones
     * and there are as many keys, every one is there */
    if (rc == 0 && required == allowed && nkeys == nreq)
        return 0;
    for (const char *const *r = required; *r; r++)
        if (!json_object_get(obj, *r)) {
            rc = jc_fail(ck, 0, "missing key \"%s\"", *r);
            if (!ck->every)
                return rc;
        }
    return rc;
}

json_t *jc_member(jcheck *ck, const json_t *obj, const char *key, json_type type)
{
    json_t *v = json_object_get(obj, key);
    if (!v || json_typeof(v) == type || (type == JSON_TRUE && json_is_boolean(v)))
        return v;
    static const char *const want[] = {
        [JSON_OBJECT] = "an object", [JSON_ARRAY] = "an array", [JSON_STRING] = "a string",
        [JSON_INTEGER] = "an integer", [JSON_REAL] = "a number", [JSON_TRUE] = "a boolean",
        [JSON_FALSE] = "a boolean", [JSON_NULL] = "null"};
    jc_fail_key(ck, key, 0, "expected %s, found %s", want[type], jc_type_name(v));
    return NULL;
}

const char *jc_string(jcheck *ck, const json_t *obj, const char *key, int nonempty)
{
    json_t *v = jc_member(ck, obj, key, JSON_STRING);
    if (v && nonempty && json_string_length(v) == 0) {
        jc_fail_key(ck, key, 0, "must not be empty");
        return NULL;
    }
    return v ? json_string_value(v) : NULL;
}
