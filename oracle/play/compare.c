/* compare.c — where the observations of two implementations first differ (probe.h). */
#include "probe.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static bool named(char *check, size_t cs, const char *what)
{
    snprintf(check, cs, "%s", what);
    return true;
}

static bool say(char *check, size_t cs, const char *what, char *where, size_t ws,
                const char *path)
{
    snprintf(check, cs, "%s", what);
    snprintf(where, ws, "%s", path);
    return true;
}

/* The first path under `path` where a and b differ; false when they are equal. A member of
 * an object that only one of them reports is no difference: an implementation may leave out
 * what its vocabulary lets it (the extension's fields of a fighter), as a case's partial state
 * would not ask for them. */
static bool value_difference(const json_t *a, const json_t *b, const char *path, char *where,
                             size_t ws)
{
    if (json_equal((json_t *)a, (json_t *)b))
        return false;
    char sub[512];
    if (json_is_object(a) && json_is_object(b)) {
        const char *key;
        json_t *v;
        json_object_foreach((json_t *)a, key, v) {
            const json_t *w = json_object_get(b, key);
            snprintf(sub, sizeof sub, "%s.%s", path, key);
            if (w && value_difference(v, w, sub, where, ws))
                return true;
        }
        return false;
    }
    if (json_is_array(a) && json_is_array(b) && json_array_size(a) == json_array_size(b)) {
        for (size_t i = 0; i < json_array_size(a); i++) {
            snprintf(sub, sizeof sub, "%s[%zu]", path, i);
            if (value_difference(json_array_get(a, i), json_array_get(b, i), sub, where, ws))
                return true;
        }
        return false;
    }
    snprintf(where, ws, "%s", path);
    return true;
}

/* Is every element of `a` in `b` (as a whole value)? */
static bool included(const json_t *a, const json_t *b)
{
    size_t i, j;
    const json_t *x, *y;
    json_array_foreach(a, i, x) {
        bool found = false;
        json_array_foreach(b, j, y)
            if (json_equal((json_t *)x, (json_t *)y)) {
                found = true;
                break;
            }
        if (!found)
            return false;
    }
    return true;
}

static bool same_set(const json_t *a, const json_t *b)
{
    return json_array_size(a) == json_array_size(b) && included(a, b) && included(b, a);
}

/* Rejections compared by step, and by clause (or reason class) where both name one. */
static bool rejection_difference(const json_t *a, const json_t *b, char *where, size_t ws)
{
    size_t na = json_array_size(a), nb = json_array_size(b);
    for (size_t i = 0; i < na || i < nb; i++) {
        const json_t *x = json_array_get(a, i), *y = json_array_get(b, i);
        snprintf(where, ws, "rejections[%zu]", i);
        if (!x || !y || !json_equal(json_object_get(x, "step"), json_object_get(y, "step")))
            return true;
        static const char *const keys[] = {"rule", "class"};
        for (size_t k = 0; k < 2; k++) {
            const json_t *rx = json_object_get(x, keys[k]), *ry = json_object_get(y, keys[k]);
            if (rx && ry && !json_equal((json_t *)rx, (json_t *)ry))
                return true;
        }
    }
    return false;
}

static bool legal_difference(const json_t *a, const json_t *b, char *where, size_t ws)
{
    size_t na = json_array_size(a), nb = json_array_size(b);
    for (size_t i = 0; i < na || i < nb; i++) {
        const json_t *x = json_array_get(a, i), *y = json_array_get(b, i);
        const json_t *step = json_object_get(x ? x : y, "step");
        snprintf(where, ws, "legal@%lld", (long long)json_integer_value(step));
        if (!x || !y || !json_equal(json_object_get(x, "step"), json_object_get(y, "step")) ||
            !same_set(json_object_get(x, "actions"), json_object_get(y, "actions")))
            return true;
    }
    return false;
}

static bool pending_difference(const json_t *a, const json_t *b)
{
    if (!a || !b)
        return a != b;
    static const char *const keys[] = {"step", "kind", "for"};
    for (size_t k = 0; k < 3; k++)
        if (!json_equal(json_object_get(a, keys[k]), json_object_get(b, keys[k])))
            return true;
    const json_t *oa = json_object_get(a, "options"), *ob = json_object_get(b, "options");
    if (json_is_array(oa) && json_is_array(ob))
        return !same_set(oa, ob);
    return false;   /* an implementation need not list the options */
}

bool probe_first_difference(const json_t *a, const json_t *b, char *check, size_t cs,
                            char *where, size_t ws)
{
    if (!json_object_get(a, "error") != !json_object_get(b, "error"))
        return say(check, cs, "error", where, ws, "error");
    if (json_object_get(a, "error"))
        return false;   /* both refused the case: nothing else to compare */
    if (rejection_difference(json_object_get(a, "rejections"), json_object_get(b, "rejections"),
                             where, ws))
        return named(check, cs, "rejections");
    const json_t *ea = json_object_get(a, "events"), *eb = json_object_get(b, "events");
    size_t na = json_array_size(ea), nb = json_array_size(eb);
    for (size_t i = 0; i < na || i < nb; i++) {
        char path[64];
        snprintf(path, sizeof path, "events[%zu]", i);
        if (i >= na || i >= nb ||
            value_difference(json_array_get(ea, i), json_array_get(eb, i), path, where, ws))
            return say(check, cs, "events", where, ws, path);
    }
    if (legal_difference(json_object_get(a, "legal"), json_object_get(b, "legal"), where, ws))
        return named(check, cs, "legal");
    if (pending_difference(json_object_get(a, "pending"), json_object_get(b, "pending")))
        return say(check, cs, "pending", where, ws, "pending");
    const json_t *sa = json_object_get(a, "state"), *sb = json_object_get(b, "state");
    if (json_object_size(sa) && json_object_size(sb) &&   /* an empty state reports nothing */
        value_difference(sa, sb, "state", where, ws))
        return named(check, cs, "state");
    if (!json_equal(json_object_get(a, "consumed"), json_object_get(b, "consumed")))
        return say(check, cs, "consumed", where, ws, "consumed");
    return false;
}

const json_t *probe_value_at(const json_t *observation, const char *where)
{
    if (strncmp(where, "legal@", 6) == 0)
        return probe_legal_at(observation, strtol(where + 6, NULL, 10));
    const json_t *v = observation;
    const char *p = where;
    while (v && *p) {
        if (*p == '.') {
            p++;
        } else if (*p == '[') {
            char *end;
            unsigned long i = strtoul(p + 1, &end, 10);
            v = json_array_get(v, i);
            p = *end == ']' ? end + 1 : end;
        } else {
            size_t n = strcspn(p, ".[");
            char key[256];
            snprintf(key, sizeof key, "%.*s", (int)(n < sizeof key ? n : sizeof key - 1), p);
            v = json_object_get(v, key);
            p += n;
        }
    }
    return v;
}
