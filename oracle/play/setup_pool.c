/* setup_pool.c — the setups of a document's cases as starting states of random games
 * (setup_pool.h). */
#include "setup_pool.h"
#include "oracle/suite/caseset.h"
#include "util/fatal.h"

#include <stdlib.h>
#include <string.h>

static bool rare(const play_game *g, const json_t *tags)
{
    size_t i;
    const json_t *t;
    json_array_foreach(tags, i, t)
        for (const char *const *w = g->rare_tags; json_is_string(t) && *w; w++)
            if (strstr(json_string_value(t), *w))
                return true;
    return false;
}

static void declare_clauses(setup_pool *p, const json_t *c)
{
    size_t i;
    const json_t *pin;
    json_array_foreach(json_object_get(c, "clauses"), i, pin) {
        const char *id = json_string_value(json_object_get(pin, "id"));
        if (id)
            json_object_set_new(p->declared, id, json_true());
    }
}

int setup_pool_load(setup_pool *p, const play_game *g, const char *cases_dir, diag *dg)
{
    memset(p, 0, sizeof *p);
    p->setups = json_array();
    p->declared = json_object();
    caseset cs;
    if (caseset_discover(&cs, cases_dir, dg) != 0)
        return -1;
    json_t *seen = json_object();
    size_t plen = strlen(g->doc);
    int rc = 0;
    for (size_t i = 0; i < cs.n && rc == 0; i++) {
        if (strncmp(cs.v[i].id, g->doc, plen) != 0 || cs.v[i].id[plen] != '/')
            continue;
        json_error_t err;
        json_t *c = json_load_file(cs.v[i].path, 0, &err);
        if (!c) {
            diag_error(dg, cs.v[i].path, err.line, err.column, "not JSON: %s", err.text);
            rc = -1;
            break;
        }
        declare_clauses(p, c);
        const json_t *setup = json_object_get(c, "setup");
        if (json_is_object(setup) && !json_object_get(json_object_get(c, "expect"), "invalid")) {
            char *key = json_dumps(setup, JSON_COMPACT | JSON_SORT_KEYS);
            if (key && !json_object_get(seen, key)) {
                json_object_set_new(seen, key, json_true());
                unsigned w = rare(g, json_object_get(c, "tags")) ? 4 : 1;
                json_array_append_new(p->setups,
                                      json_pack("{s:O, s:s, s:i}", "setup", setup, "from",
                                                cs.v[i].id, "weight", (int)w));
            }
            free(key);
        }
        json_decref(c);
    }
    json_decref(seen);
    caseset_free(&cs);
    if (rc == 0 && json_array_size(p->setups) == 0) {
        diag_error(dg, cases_dir, 0, 0, "no case of %s has a setup to start random games from",
                   g->doc);
        rc = -1;
    }
    size_t n = json_array_size(p->setups);
    p->weights = xcalloc(n ? n : 1, sizeof *p->weights);
    for (size_t i = 0; i < n; i++)
        p->weights[i] = (unsigned)json_integer_value(
            json_object_get(json_array_get(p->setups, i), "weight"));
    return rc;
}

/* Put the array `a` in a random order (Fisher–Yates). */
static void reorder(json_t *a, rng *r)
{
    for (size_t i = json_array_size(a); i > 1; i--) {
        size_t j = rng_below(r, i);
        json_t *x = json_incref(json_array_get(a, i - 1));
        json_array_set(a, i - 1, json_array_get(a, j));
        json_array_set_new(a, j, x);
    }
}

json_t *setup_pool_draw(const setup_pool *p, const play_game *g, rng *r, const char **from)
{
    size_t k = rng_weighted(r, p->weights, json_array_size(p->setups));
    const json_t *entry = json_array_get(p->setups, k);
    *from = json_string_value(json_object_get(entry, "from"));
    json_t *setup = json_deep_copy(json_object_get(entry, "setup"));
    static const char *const players[] = {"P1", "P2"};
    for (size_t i = 0; i < 2; i++)
        for (const char *const *z = g->reordered; *z; z++) {
            json_t *zone = json_object_get(json_object_get(setup, players[i]), *z);
            if (json_is_array(zone))
                reorder(zone, r);
        }
    return setup;
}

void setup_pool_free(setup_pool *p)
{
    json_decref(p->setups);
    json_decref(p->declared);
    free(p->weights);
    memset(p, 0, sizeof *p);
}
