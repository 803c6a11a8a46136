/* args.c — strict reading of a case's setup and script entries for every module (args.h). */
#include "args.h"

#include "util/fatal.h"

#include <inttypes.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int eng_enum_index(const char *const *names, const char *name)
{
    for (int i = 0; name && names[i]; i++)
        if (strcmp(names[i], name) == 0)
            return i;
    return -1;
}

int eng_only_keys(eng_run *r, const json_t *obj, const char *what, const char *const *allowed)
{
    if (!json_is_object(obj))
        return eng_error(r, "%s: must be an object", what);
    const char *key;
    const json_t *v;
    int rc = 0;
    json_object_foreach((json_t *)obj, key, v) {   /* every unknown key, with those expected */
        if (eng_enum_index(allowed, key) >= 0)
            continue;
        char known[400];
        size_t used = 0;
        known[0] = '\0';
        for (size_t i = 0; allowed[i] && used < sizeof known; i++)
            used += (size_t)snprintf(known + used, sizeof known - used, "%s%s", i ? ", " : "",
                                     allowed[i]);
        rc = eng_error(r, "%s: unknown key \"%s\" (expected one of: %s)", what, key, known);
    }
    return rc;
}

int eng_member(eng_run *r, const json_t *obj, const char *key, const char *what,
                  bool required, const json_t **v)
{
    *v = json_object_get(obj, key);
    if (!*v && required)
        return eng_error(r, "%s: \"%s\" is required", what, key);
    return 0;
}

int eng_get_int(eng_run *r, const json_t *obj, const char *key, const char *what, bool required,
                int64_t min, int64_t max, int64_t *out)
{
    const json_t *v;
    if (eng_member(r, obj, key, what, required, &v) != 0)
        return -1;
    if (!v)
        return 0;
    if (!json_is_integer(v))
        return eng_error(r, "%s: \"%s\" must be an integer", what, key);
    json_int_t x = json_integer_value(v);
    if (x < min || x > max)
        return eng_error(r, "%s: \"%s\" must be between %" PRId64 " and %" PRId64, what, key,
                         min, max);
    *out = (int64_t)x;
    return 0;
}

int eng_get_bool(eng_run *r, const json_t *obj, const char *key, const char *what, bool *out)
{
    const json_t *v = json_object_get(obj, key);
    if (!v)
        return 0;
    if (!json_is_boolean(v))
        return eng_error(r, "%s: \"%s\" must be true or false", what, key);
    *out = json_is_true(v);
    return 0;
}

int eng_get_string(eng_run *r, const json_t *obj, const char *key, const char *what,
                   bool required, const char **out)
{
    const json_t *v;
    if (eng_member(r, obj, key, what, required, &v) != 0)
        return -1;
    if (!v)
        return 0;
    if (!json_is_string(v))
        return eng_error(r, "%s: \"%s\" must be a string", what, key);
    *out = json_string_value(v);
    return 0;
}

int eng_get_enum(eng_run *r, const json_t *obj, const char *key, const char *what,
                 bool required, const char *const *names, int *out)
{
    const json_t *v;
    if (eng_member(r, obj, key, what, required, &v) != 0)
        return -1;
    if (!v)
        return 0;
    int k = eng_enum_index(names, json_string_value(v));
    if (k >= 0) {
        *out = k;
        return 0;
    }
    char allowed[256] = "";
    size_t used = 0;
    for (int i = 0; names[i] && used < sizeof allowed; i++) {
        int n = snprintf(allowed + used, sizeof allowed - used, "%s%s", i ? ", " : "", names[i]);
        if (n < 0)
            break;
        used += (size_t)n;
    }
    return eng_error(r, "%s: \"%s\" must be one of: %s", what, key, allowed);
}

int eng_read_order(eng_run *r, const json_t *v, size_t n, const char *what,
                   int (*find)(const char *s, void *ud), void *ud, int *out)
{
    if (!json_is_array(v) || json_array_size(v) != n)
        return eng_error(r, "%s: the value must be a permutation of the %zu options", what, n);
    bool *seen = xcalloc(n ? n : 1, sizeof *seen);
    int rc = 0;
    for (size_t i = 0; i < n && rc == 0; i++) {
        const char *s = json_string_value(json_array_get(v, i));
        int k = s ? find(s, ud) : -1;
        if (k < 0 || (size_t)k >= n || seen[k])
            rc = eng_error(r, "%s: the value must be a permutation of the %zu options: %s%s%s %s",
                           what, n, s ? "\"" : "", s ? s : "a non-string", s ? "\"" : "",
                           k < 0 || (size_t)k >= n ? "is not one of the options"
                                                   : "is named twice");
        else
            seen[k] = true;
        if (rc == 0)
            out[i] = k;
    }
    free(seen);
    return rc;
}

void eng_format(char *buf, size_t size, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(buf, size, fmt, ap);
    va_end(ap);
}
