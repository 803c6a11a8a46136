/* jcheck.c — the strict JSON checker shared by every input format of the oracle (jcheck.h). */
#include "jcheck.h"
#include "fatal.h"
#include "fileio.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

json_t *jc_load_mem(const char *name, const char *text, size_t len, diag *dg)
{
    json_error_t err;
    json_t *root = json_loadb(text, len, JSON_REJECT_DUPLICATES, &err);
    if (!root)
        diag_error(dg, name, err.line, err.column, "not valid JSON: %s", err.text);
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
