/* shrink.c — delta debugging of a finding's case (shrink.h). */
#include "shrink.h"

#include <string.h>

typedef struct shrinker {
    const play_game *g;
    play_sides *s;
    const finding *want;
    finding last;           /* the finding of the last candidate that repeated it */
    json_t *observations;   /* its observations */
    unsigned long budget, probes;
} shrinker;

/* Does the candidate repeat the finding? */
static bool repeats(shrinker *k, const json_t *setup, const json_t *script)
{
    if (k->probes >= k->budget)
        return false;
    k->probes++;
    probe p;
    probe_run(k->s, k->g->doc, setup, script, &p);
    finding f;
    bool yes = finding_check(k->g, k->s, setup, script, &p, &f) && finding_same(k->want, &f);
    if (yes) {
        k->last = f;
        json_decref(k->observations);
        k->observations = json_array();
        for (size_t i = 0; i < p.n; i++) {
            const json_t *o = probe_observation(&p, i);
            json_array_append_new(k->observations, o ? json_incref((json_t *)o) : json_null());
        }
    }
    probe_free(&p);
    return yes;
}

/* The script without entries [from, to). */
static json_t *without(const json_t *script, size_t from, size_t to)
{
    json_t *out = json_array();
    for (size_t i = 0; i < json_array_size(script); i++)
        if (i < from || i >= to)
            json_array_append(out, json_array_get(script, i));
    return out;
}

/* ddmin over the script's entries: take out chunks while the finding repeats. */
static bool ddmin_script(shrinker *k, const json_t *setup, json_t **script)
{
    bool progress = false;
    size_t chunks = 2;
    while (json_array_size(*script) >= 1 && k->probes < k->budget) {
        size_t n = json_array_size(*script);
        if (chunks > n)
            chunks = n;
        size_t size = (n + chunks - 1) / chunks;
        bool reduced = false;
        for (size_t from = 0; from < n; from += size) {
            json_t *cand = without(*script, from, from + size < n ? from + size : n);
            if (repeats(k, setup, cand)) {
                json_decref(*script);
                *script = cand;
                reduced = progress = true;
                break;
            }
            json_decref(cand);
        }
        if (reduced) {
            if (chunks > 2)
                chunks--;
            continue;
        }
        if (chunks >= n)
            break;
        chunks = chunks * 2 < n ? chunks * 2 : n;
    }
    return progress;
}

/* Take out every mention of the string `id`: array elements equal to it, members keyed by it
 * or whose value it is. */
static void drop_mentions(json_t *v, const char *id)
{
    if (json_is_array(v)) {
        for (size_t i = json_array_size(v); i-- > 0;) {
            json_t *x = json_array_get(v, i);
            if (json_is_string(x) && strcmp(json_string_value(x), id) == 0)
                json_array_remove(v, i);
            else
                drop_mentions(x, id);
        }
    } else if (json_is_object(v)) {
        const char *key;
        json_t *x;
        void *tmp;
        json_object_foreach_safe(v, tmp, key, x) {
            if (strcmp(key, id) == 0 ||
                (json_is_string(x) && strcmp(json_string_value(x), id) == 0))
                json_object_del(v, key);
            else
                drop_mentions(x, id);
        }
    }
}

/* The names of the setup's items (play_games.h): a new array. */
static json_t *item_names(const play_game *g, const json_t *setup)
{
    json_t *ids = json_array();
    const json_t *items = json_object_get(setup, g->items);
    const char *key;
    json_t *x;
    size_t i;
    json_object_foreach((json_t *)items, key, x)
        json_array_append_new(ids, json_string(key));
    json_array_foreach(items, i, x)
        if (json_is_string(x))
            json_array_append(ids, x);
    return ids;
}

size_t shrink_items(const play_game *g, const json_t *setup)
{
    json_t *ids = item_names(g, setup);
    size_t n = json_array_size(ids);
    json_decref(ids);
    return n;
}

static bool drop_items(shrinker *k, json_t **setup, json_t **script)
{
    bool progress = false;
    json_t *ids = item_names(k->g, *setup);
    for (size_t i = 0; i < json_array_size(ids) && k->probes < k->budget; i++) {
        const char *id = json_string_value(json_array_get(ids, i));
        json_t *cs = json_deep_copy(*setup), *cp = json_deep_copy(*script);
        drop_mentions(cs, id);
        drop_mentions(cp, id);
        if (repeats(k, cs, cp)) {
            json_decref(*setup);
            json_decref(*script);
            *setup = cs;
            *script = cp;
            progress = true;
        } else {
            json_decref(cs);
            json_decref(cp);
        }
    }
    json_decref(ids);
    return progress;
}

/* The n-th integer of a depth-first walk of v (*n counts down), NULL past the last. */
static json_t *nth_integer(json_t *v, size_t *n)
{
    if (json_is_integer(v))
        return (*n)-- == 0 ? v : NULL;
    if (json_is_array(v)) {
        for (size_t i = 0; i < json_array_size(v); i++) {
            json_t *r = nth_integer(json_array_get(v, i), n);
            if (r)
                return r;
        }
    } else if (json_is_object(v)) {
        const char *key;
        json_t *x;
        json_object_foreach(v, key, x) {
            json_t *r = nth_integer(x, n);
            if (r)
                return r;
        }
    }
    return NULL;
}

static bool smaller_numbers(shrinker *k, json_t **setup, const json_t *script)
{
    bool progress = false;
    for (size_t i = 0; k->probes < k->budget; i++) {
        size_t n = i;
        json_t *x = nth_integer(*setup, &n);
        if (!x)
            break;
        json_int_t v = json_integer_value(x);
        json_int_t tries[2] = {0, v / 2};
        for (size_t t = 0; t < 2 && v != 0; t++) {
            if (t == 1 && (tries[1] == 0 || tries[1] == v))
                break;
            json_t *cs = json_deep_copy(*setup);
            n = i;
            json_integer_set(nth_integer(cs, &n), tries[t]);
            if (repeats(k, cs, script)) {
                json_decref(*setup);
                *setup = cs;
                progress = true;
                break;
            }
            json_decref(cs);
        }
    }
    return progress;
}

void shrink_finding(const play_game *g, play_sides *s, json_t **setup, json_t **script,
                    finding *f, json_t **observations, unsigned long budget, shrink_stats *st)
{
    shrinker k = {g, s, f, *f, NULL, budget, 0};
    memset(st, 0, sizeof *st);
    st->steps_before = json_array_size(*script);
    st->items_before = shrink_items(g, *setup);
    bool progress = true;
    while (progress && k.probes < k.budget) {
        progress = ddmin_script(&k, *setup, script);
        progress |= drop_items(&k, setup, script);
        progress |= smaller_numbers(&k, setup, *script);
    }
    if (k.observations) {
        *f = k.last;
        json_decref(*observations);
        *observations = k.observations;
    }
    st->probes = k.probes;
    st->steps_after = json_array_size(*script);
    st->items_after = shrink_items(g, *setup);
}
