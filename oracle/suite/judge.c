/* judge.c — compares expectations with observations (judge.h): choices answered and used,
 * rejections exactly, the state partially, events as an ordered subsequence, legal actions as
 * exact sets. The first difference found is the verdict's message and diff. */
#include "judge.h"
#include "util/fatal.h"
#include "util/strbuf.h"
#include "util/utf8.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct mismatch {
    char path[512];
    const json_t *expected, *observed;   /* observed NULL: absent */
} mismatch;

static bool numbers_equal(const json_t *a, const json_t *b)
{
    return json_is_number(a) && json_is_number(b) && json_number_value(a) == json_number_value(b)
        && (!json_is_integer(a) || !json_is_integer(b) || json_integer_value(a) == json_integer_value(b));
}

/* Append to m->path at `at` (the path is cut at its size, as snprintf cuts it) and return where
 * the next part goes: ".key" or "[i]". Written by hand: the judge writes a path at every level
 * it descends, and only a failure reads it. */
static size_t path_put(mismatch *m, size_t at, const char *s, size_t n)
{
    size_t room = sizeof m->path - 1 - at;
    if (n > room)
        n = room;
    memcpy(m->path + at, s, n);
    m->path[at + n] = '\0';
    return at + n;
}

static size_t path_key(mismatch *m, size_t at, const char *key)
{
    at = path_put(m, at, ".", 1);
    return path_put(m, at, key, strlen(key));
}

static size_t path_index(mismatch *m, size_t at, size_t i)
{
    char s[24];
    size_t n = sizeof s;
    s[--n] = ']';
    do {
        s[--n] = (char)('0' + i % 10);
        i /= 10;
    } while (i);
    s[--n] = '[';
    return path_put(m, at, s + n, sizeof s - n);
}

/* Does `obs` contain `exp` (objects: the keys of exp, recursively; arrays: same length, element
 * by element; scalars: equal)? On failure, m holds the deepest path found. */
static bool contains(const json_t *exp, const json_t *obs, mismatch *m, size_t at)
{
    if (json_is_object(exp) && json_is_object(obs)) {
        const char *key;
        json_t *v;
        json_object_foreach((json_t *)exp, key, v) {
            size_t next = path_key(m, at, key);
            const json_t *o = json_object_get(obs, key);
            if (!o) {
                m->expected = v;
                m->observed = NULL;
                return false;
            }
            if (!contains(v, o, m, next))
                return false;
        }
        m->path[at] = '\0';
        return true;
    }
    if (json_is_array(exp) && json_is_array(obs)) {
        size_t n = json_array_size(exp);
        for (size_t i = 0; i < n && i < json_array_size(obs); i++) {
            size_t next = path_index(m, at, i);
            if (!contains(json_array_get(exp, i), json_array_get(obs, i), m, next))
                return false;
        }
        m->path[at] = '\0';
        if (n != json_array_size(obs)) {
            m->expected = exp;
            m->observed = obs;
            return false;
        }
        return true;
    }
    if (json_equal(exp, obs) || numbers_equal(exp, obs))
        return true;
    m->path[at] = '\0';
    m->expected = exp;
    m->observed = obs;
    return false;
}

static char *show(const json_t *v)
{
    if (!v)
        return xstrdup("(absent)");
    char *s = json_dumps(v, JSON_ENCODE_ANY | JSON_COMPACT | JSON_SORT_KEYS);
    if (!s)
        fatal_oom();
    if (strlen(s) > 600)
        strcpy(s + utf8_fit(s, 597), "...");
    return s;
}

__attribute__((format(printf, 2, 3)))
static void failv(verdict *v, const char *fmt, ...)
{
    strbuf sb;
    sb_init(&sb);
    va_list ap;
    va_start(ap, fmt);
    sb_vprintf(&sb, fmt, ap);
    va_end(ap);
    v->pass = false;
    v->message = sb_take(&sb);
}

static void fail_at(verdict *v, const char *what, const mismatch *m)
{
    char *e = show(m->expected), *o = show(m->observed);
    failv(v, "%s: at %s expected %s, observed %s", what, m->path[0] ? m->path : "$", e, o);
    v->diff = json_pack("{s:s, s:O, s:O}", "path", m->path[0] ? m->path : "$", "expected",
                        m->expected ? m->expected : json_null(), "observed",
                        m->observed ? m->observed : json_null());
    free(e);
    free(o);
}

/* A choice or random outcome the implementation asked for and the script does not give: the
 * run stopped there, so nothing after it can be compared. */
static bool judge_pending(const json_t *obs, verdict *v)
{
    const json_t *pending = json_object_get(obs, "pending");
    if (pending) {
        char *opts = show(json_object_get(pending, "options"));
        failv(v, "the implementation asked at step %lld for a %s for \"%s\" (options %s) that the "
                 "script does not give",
              (long long)json_integer_value(json_object_get(pending, "step")),
              json_string_value(json_object_get(pending, "kind")),
              json_string_value(json_object_get(pending, "for")), opts);
        free(opts);
        return false;
    }
    return true;
}

/* Script entries the implementation never used. Judged after the expectation: when the run
 * went another way (an implementation that paired differently cannot play the scripted results
 * of the pairing it did not make), the first divergence says more, and this is appended. */
static void judge_unused(const json_t *obs, size_t script_len, verdict *v)
{
    json_int_t consumed = json_integer_value(json_object_get(obs, "consumed"));
    if ((size_t)consumed >= script_len)
        return;
    if (!v->pass) {
        char *first = v->message;
        v->message = NULL;
        failv(v, "%s (and script entries from step %lld on were never used)", first,
              (long long)consumed);
        free(first);
        return;
    }
    failv(v, "script entries from step %lld on were never used (a scripted choice or random "
             "outcome the implementation did not ask for, or actions it did not play)",
          (long long)consumed);
}

static bool judge_rejections(const json_t *expected, const json_t *observed, verdict *v)
{
    size_t ne = json_array_size(expected), no = json_array_size(observed);
    for (size_t i = 0; i < ne || i < no; i++) {
        const json_t *e = json_array_get(expected, i), *o = json_array_get(observed, i);
        mismatch m = {.expected = e, .observed = o};
        snprintf(m.path, sizeof m.path, "$.rejections[%zu]", i);
        if (!e || !o) {
            fail_at(v, e ? "an expected rejection did not happen" : "an action was rejected that the case expects to be accepted", &m);
            return false;
        }
        const char *reason = json_string_value(json_object_get(e, "reason"));
        const char *oreason = json_string_value(json_object_get(o, "reason"));
        if (!json_equal(json_object_get(e, "step"), json_object_get(o, "step"))
            || !json_equal(json_object_get(e, "rule"), json_object_get(o, "rule"))
            || (reason && (!oreason || !strstr(oreason, reason)))) {
            fail_at(v, "the rejection differs", &m);
            return false;
        }
    }
    return true;
}

static bool judge_events(const json_t *expected, const json_t *observed, verdict *v)
{
    size_t from = 0;
    for (size_t i = 0; i < json_array_size(expected); i++) {
        const json_t *e = json_array_get(expected, i);
        bool found = false;
        mismatch first = {0};
        bool have_first = false;
        const json_t *type = json_object_get(e, "type");
        for (size_t j = from; j < json_array_size(observed); j++) {
            const json_t *o = json_array_get(observed, j);
            /* an event of another type neither contains e (its "type" differs) nor is the
             * first of e's type: passed over without a look at the rest */
            bool same_type = json_equal(type, json_object_get(o, "type"));
            if (json_is_string(type) && !same_type)
                continue;
            mismatch m;
            m.expected = m.observed = NULL;
            size_t w = path_index(&m, path_put(&m, 0, "$.events", 8), j);
            if (contains(e, o, &m, w)) {
                from = j + 1;
                found = true;
                break;
            }
            if (!have_first && same_type) {
                first = m;
                have_first = true;
            }
        }
        if (!found) {
            char what[160];
            snprintf(what, sizeof what, "expected event %zu (\"%s\") was not observed in order", i,
                     json_string_value(json_object_get(e, "type")));
            if (!have_first) {
                first.expected = e;
                first.observed = NULL;
                snprintf(first.path, sizeof first.path, "$.events[%zu..]", from);
            }
            fail_at(v, what, &first);
            return false;
        }
    }
    return true;
}

/* Is x an element of the array `set`? Element `hint` is tried first: two lists of the same
 * actions are usually in the same order. */
static bool in_set(const json_t *x, const json_t *set, size_t hint)
{
    size_t n = json_array_size(set);
    if (hint < n && json_equal(x, json_array_get(set, hint)))
        return true;
    for (size_t i = 0; i < n; i++)
        if (i != hint && json_equal(x, json_array_get(set, i)))
            return true;
    return false;
}

static bool judge_legal(const json_t *expected, const json_t *observed, verdict *v)
{
    for (size_t i = 0; i < json_array_size(expected); i++) {
        const json_t *e = json_array_get(expected, i);
        const json_t *o = NULL;
        for (size_t j = 0; j < json_array_size(observed) && !o; j++)
            if (json_equal(json_object_get(json_array_get(observed, j), "step"), json_object_get(e, "step")))
                o = json_array_get(observed, j);
        mismatch m = {.expected = e};
        snprintf(m.path, sizeof m.path, "$.legal[step %lld]",
                 (long long)json_integer_value(json_object_get(e, "step")));
        if (!o) {
            fail_at(v, "no legal actions were reported at this query", &m);
            return false;
        }
        const json_t *ea = json_object_get(e, "actions"), *oa = json_object_get(o, "actions");
        for (size_t k = 0; k < json_array_size(ea); k++)
            if (!in_set(json_array_get(ea, k), oa, k)) {
                m.expected = json_array_get(ea, k);
                m.observed = NULL;
                fail_at(v, "a legal action was not offered", &m);
                return false;
            }
        for (size_t k = 0; k < json_array_size(oa); k++)
            if (!in_set(json_array_get(oa, k), ea, k)) {
                m.expected = NULL;
                m.observed = json_array_get(oa, k);
                fail_at(v, "an action was offered that the rules do not allow here", &m);
                return false;
            }
    }
    return true;
}

/* Rejections, state, events, legal actions: the first that differs fails the verdict. */
static void judge_expectation(const json_t *expect, const json_t *obs, verdict *v)
{
    if (!judge_rejections(json_object_get(expect, "rejections"), json_object_get(obs, "rejections"), v))
        return;
    const json_t *state = json_object_get(expect, "state");
    mismatch m = {0};
    if (state && !contains(state, json_object_get(obs, "state"), &m,
                           (size_t)snprintf(m.path, sizeof m.path, "$.state"))) {
        fail_at(v, "the final state differs", &m);
        return;
    }
    if (!judge_events(json_object_get(expect, "events"), json_object_get(obs, "events"), v))
        return;
    judge_legal(json_object_get(expect, "legal"), json_object_get(obs, "legal"), v);
}

void judge(const json_t *expect, const json_t *obs, size_t script_len, verdict *v)
{
    memset(v, 0, sizeof *v);
    v->pass = true;
    if (!judge_pending(obs, v))
        return;
    judge_expectation(expect, obs, v);
    judge_unused(obs, script_len, v);
}

void verdict_free(verdict *v)
{
    free(v->message);
    json_decref(v->diff);
    memset(v, 0, sizeof *v);
}
