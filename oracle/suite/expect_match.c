/* expect_match.c — an expected value against an observed one, with the operators of the
 * expectation language (expect_match.h). A pass reads no "$clauses": the clauses of a failure
 * are looked up on the way back from it (or passed down when every failure is recorded). */
#include "expect_match.h"
#include "util/bimatch.h"
#include "util/fatal.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

typedef struct walk {
    xmatch *m;
    xm_all *all;   /* NULL: stop at the first failure */
} walk;

size_t xm_put(xmatch *m, size_t at, const char *s, size_t n)
{
    size_t room = sizeof m->path - 1 - at;
    if (n > room)
        n = room;
    memcpy(m->path + at, s, n);
    m->path[at + n] = '\0';
    return at + n;
}

size_t xm_key(xmatch *m, size_t at, const char *key)
{
    at = xm_put(m, at, ".", 1);
    return xm_put(m, at, key, strlen(key));
}

size_t xm_index(xmatch *m, size_t at, size_t i)
{
    char s[24];
    size_t n = sizeof s;
    s[--n] = ']';
    do {
        s[--n] = (char)('0' + i % 10);
        i /= 10;
    } while (i);
    s[--n] = '[';
    return xm_put(m, at, s + n, sizeof s - n);
}

static bool numbers_equal(const json_t *a, const json_t *b)
{
    return json_is_number(a) && json_is_number(b) && json_number_value(a) == json_number_value(b)
        && (!json_is_integer(a) || !json_is_integer(b) || json_integer_value(a) == json_integer_value(b));
}

/* A failure at the node whose path ends at `at`. */
static bool failure(walk *w, size_t at, const json_t *exp, const json_t *obs,
                    const json_t *clauses, const char *note)
{
    xmatch *m = w->m;
    m->path[at] = '\0';
    m->expected = exp;
    m->observed = obs;
    m->clauses = clauses;
    m->note = note;
    xm_all *all = w->all;
    if (all) {
        if (all->n < all->cap)
            all->v[all->n++] = *m;
        all->seen++;
    }
    return false;
}

static bool match(walk *w, const json_t *exp, const json_t *obs, size_t at, const json_t *clauses);

/* An element of an expected array that is a tie group {"$any_order": [...]}: its elements. */
static const json_t *group_of(const json_t *e)
{
    return json_is_object(e) && json_object_size(e) <= 2 ? json_object_get(e, "$any_order") : NULL;
}

/* Expected elements against observed ones from `from` on, for bimatch; `fit` caches the answers
 * (0 unknown, 1 yes, 2 no), NULL for none. */
typedef struct {
    const json_t *elems, *obs;
    size_t from, k;
    unsigned char *fit;
} unordered;

/* Does observed element j meet expected element i? A scratch comparison: nothing is recorded. */
static bool fits(void *ctx, size_t i, size_t j)
{
    unordered *u = ctx;
    unsigned char *f = u->fit ? &u->fit[i * u->k + j] : NULL;
    if (f && *f)
        return *f == 1;
    xmatch scratch;
    bool ok = xm_contains(json_array_get(u->elems, i), json_array_get(u->obs, u->from + j),
                          &scratch, 0);
    if (f)
        *f = ok ? 1 : 2;
    return ok;
}

/* Do obs[from .. from+k) meet the k elements of `elems` in some order? Each observed element
 * is tried first against the expected one at its own place (two lists of the same elements
 * are usually in the same order); when that does not pair everything, a maximum matching. On
 * failure the first expected element left without a partner is reported at the array. */
static bool match_unordered(walk *w, const json_t *elems, const json_t *obs, size_t from,
                            size_t at, const json_t *clauses)
{
    size_t k = json_array_size(elems);
    unordered u = {elems, obs, from, k, NULL};
    size_t *owner = xmalloc((k ? k : 1) * sizeof *owner);
    size_t paired = 0;
    for (size_t j = 0; j < k; j++)
        owner[j] = SIZE_MAX;
    for (size_t i = 0; i < k; i++) {
        size_t j = i;
        if (owner[j] != SIZE_MAX || !fits(&u, i, j))
            for (j = 0; j < k && (owner[j] != SIZE_MAX || !fits(&u, i, j)); j++)
                ;
        if (j == k)
            break;
        owner[j] = i;
        paired++;
    }
    size_t lost = SIZE_MAX;
    if (paired < k) {
        u.fit = xcalloc(k * k, 1);
        for (size_t j = 0; j < k; j++)
            owner[j] = SIZE_MAX;
        if (bimatch(k, k, fits, &u, owner) < k) {
            bool *has = xcalloc(k, sizeof *has);
            for (size_t j = 0; j < k; j++)
                if (owner[j] != SIZE_MAX)
                    has[owner[j]] = true;
            for (lost = 0; has[lost]; lost++)
                ;
            free(has);
        }
        free(u.fit);
    }
    free(owner);
    if (lost == SIZE_MAX)
        return true;
    return failure(w, at, json_array_get(elems, lost), NULL, clauses,
                   "no observed element meets it (the elements may come in any order)");
}

static bool match_array(walk *w, const json_t *exp, const json_t *obs, size_t at,
                        const json_t *clauses)
{
    if (!json_is_array(obs))
        return failure(w, at, exp, obs, clauses, NULL);
    size_t n = json_array_size(exp), no = json_array_size(obs), want = 0;
    bool groups = false;
    for (size_t i = 0; i < n; i++) {
        const json_t *g = group_of(json_array_get(exp, i));
        want += g ? json_array_size(g) : 1;
        groups |= g != NULL;
    }
    bool ok = true;
    for (size_t i = 0, k = 0; i < n && k < no; i++) {
        const json_t *e = json_array_get(exp, i), *g = groups ? group_of(e) : NULL;
        if (g) {
            size_t len = json_array_size(g);
            const json_t *gc = w->all && json_object_get(e, "$clauses") ? json_object_get(e, "$clauses") : clauses;
            if (k + len > no || !match_unordered(w, g, obs, k, at, gc)) {
                if (k + len > no)
                    break;  /* the length is reported below */
                if (!w->all && !w->m->clauses)
                    w->m->clauses = json_object_get(e, "$clauses");
                ok = false;
                if (!w->all)
                    return false;
            }
            k += len;
            continue;
        }
        size_t next = xm_index(w->m, at, k);
        if (!match(w, e, json_array_get(obs, k), next, clauses)) {
            ok = false;
            if (!w->all)
                return false;
        }
        k++;
    }
    if (want != no)
        return failure(w, at, exp, obs, clauses, NULL);
    w->m->path[at] = '\0';
    return ok;
}

/* An expected member the observed object lacks: a "$value" wrapper is shown as its value, with
 * its own clauses. */
static bool absent(walk *w, size_t at, const json_t *exp, const json_t *clauses)
{
    const json_t *value = json_is_object(exp) ? json_object_get(exp, "$value") : NULL;
    const json_t *own = value ? json_object_get(exp, "$clauses") : NULL;
    return failure(w, at, value ? value : exp, NULL, own ? own : clauses, NULL);
}

static bool match_object(walk *w, const json_t *exp, const json_t *obs, size_t at,
                         const json_t *clauses)
{
    if (w->all) {
        const json_t *c = json_object_get(exp, "$clauses");
        if (c)
            clauses = c;
    }
    const char *key;
    json_t *v;
    bool ok = true, plain = json_is_object(obs);
    if (!plain && !json_object_get(exp, "$value") && !json_object_get(exp, "$set"))
        return failure(w, at, exp, obs, clauses, NULL);
    json_object_foreach((json_t *)exp, key, v) {
        if (key[0] == '$') {
            if (strcmp(key, "$value") == 0)
                ok = match(w, v, obs, at, clauses);
            else if (strcmp(key, "$set") == 0)
                ok = !json_is_array(obs) || json_array_size(obs) != json_array_size(v)
                         ? failure(w, at, exp, obs, clauses, NULL)
                         : match_unordered(w, v, obs, 0, at, clauses);
            else
                continue;  /* "$clauses" */
            break;         /* an operator object has no other members */
        }
        size_t next = xm_key(w->m, at, key);
        const json_t *o = json_object_get(obs, key);
        if (!(o ? match(w, v, o, next, clauses) : absent(w, next, v, clauses))) {
            ok = false;
            if (!w->all)
                break;
        }
    }
    if (!ok && !w->all && !w->m->clauses)
        w->m->clauses = json_object_get(exp, "$clauses");
    if (ok)
        w->m->path[at] = '\0';
    return ok;
}

static bool match(walk *w, const json_t *exp, const json_t *obs, size_t at, const json_t *clauses)
{
    if (json_is_object(exp))
        return match_object(w, exp, obs, at, clauses);
    if (json_is_array(exp))
        return match_array(w, exp, obs, at, clauses);
    if (json_equal(exp, obs) || numbers_equal(exp, obs))
        return true;
    return failure(w, at, exp, obs, clauses, NULL);
}

bool xm_contains(const json_t *exp, const json_t *obs, xmatch *m, size_t at)
{
    walk w = {m, NULL};
    m->clauses = NULL;
    m->note = NULL;
    return match(&w, exp, obs, at, NULL);
}

bool xm_contains_all(const json_t *exp, const json_t *obs, xmatch *m, size_t at,
                     const json_t *clauses, xm_all *all)
{
    walk w = {m, all};
    if (!all->v && all->cap)
        all->v = xcalloc(all->cap, sizeof *all->v);
    size_t before = all->seen;
    match(&w, exp, obs, at, clauses);
    return all->seen == before;
}

void xm_all_free(xm_all *all)
{
    free(all->v);
    memset(all, 0, sizeof *all);
}
