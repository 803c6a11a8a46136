/* diff_cases.c — every case of a document followed through a version diff (diff_cases.h). */
#include "diff_cases.h"
#include "case_load.h"
#include "pins.h"
#include "util/fatal.h"

#include <stdlib.h>
#include <string.h>

/* The state of one pin through the diff; *now the new id when the clause is under another. */
static pin_state through_diff(const vdiff *d, const case_pin *p, const char **now, double *sim,
                              const char **by)
{
    const vd_entry *e = vdiff_find_old(d, p->id);
    int32_t at;
    pin_state s;
    *sim = 0;
    if (!e || strcmp(d->from->clause[e->old_clause].hash, p->hash) != 0) {
        *by = "hash";
        s = pin_locate(d->to, p->id, p->hash, &at);
    } else {
        *by = "diff";
        *sim = e->similarity;
        s = pin_through(e, &at);
    }
    bool elsewhere = at >= 0 && strcmp(d->to->clause[at].id, p->id) != 0;
    *now = s == PIN_RENUMBERED || (s == PIN_SUSPECT && elsewhere) ? d->to->clause[at].id : NULL;
    return s;
}

static json_t *classify_case(const vdiff *d, const tcase *c, const char *file)
{
    pin_state worst = PIN_FRESH;
    json_t *stale = json_array();
    for (size_t i = 0; i < c->npins; i++) {
        const char *now, *by;
        double sim;
        pin_state s = through_diff(d, &c->pins[i], &now, &sim, &by);
        if (s > worst)
            worst = s;
        if (s != PIN_FRESH)
            json_array_append_new(stale, json_pack("{s:s, s:s, s:s?, s:f, s:s}", "id", c->pins[i].id,
                                                   "state", pin_state_name(s), "now", now,
                                                   "similarity", sim, "by", by));
    }
    return json_pack("{s:s, s:s, s:s, s:s, s:o}", "id", c->id, "file", file, "origin",
                     strcmp(c->origin, "hand") == 0 ? "hand" : "generated", "pins",
                     pin_state_name(worst), "stale_pins", stale);
}

/* The old clause's position for the rollup's order (pins the old version lacks come last). */
static long old_position(const vdiff *d, const char *id)
{
    int32_t at = cidx_find(d->from, id);
    return at >= 0 ? at : (long)d->from->nclauses;
}

static int by_position(const void *a, const void *b)
{
    const json_t *x = *(json_t *const *)a, *y = *(json_t *const *)b;
    json_int_t p = json_integer_value(json_object_get(x, "position"));
    json_int_t q = json_integer_value(json_object_get(y, "position"));
    if (p != q)
        return p < q ? -1 : 1;
    return strcmp(json_string_value(json_object_get(x, "id")),
                  json_string_value(json_object_get(y, "id")));
}

json_t *dc_by_clause(const vdiff *d, const json_t *classified)
{
    json_t *seen = json_object();  /* "id state" → its entry */
    size_t i;
    const json_t *c;
    json_array_foreach(classified, i, c) {
        const char *origin = json_string_value(json_object_get(c, "origin"));
        size_t k;
        const json_t *p;
        json_array_foreach(json_object_get(c, "stale_pins"), k, p) {
            const char *id = json_string_value(json_object_get(p, "id"));
            const char *state = json_string_value(json_object_get(p, "state"));
            char key[512];
            snprintf(key, sizeof key, "%s %s", id, state);
            json_t *e = json_object_get(seen, key);
            if (!e) {
                e = json_pack("{s:s, s:s, s:O, s:[], s:[], s:I}", "id", id, "state", state, "now",
                              json_object_get(p, "now"), "hand", "generated", "position",
                              (json_int_t)old_position(d, id));
                json_object_set_new(seen, key, e);
            }
            json_array_append(json_object_get(e, origin), json_object_get(c, "id"));
        }
    }
    size_t n = json_object_size(seen), at = 0;
    json_t **v = xmalloc((n ? n : 1) * sizeof *v);
    const char *key;
    json_t *e;
    json_object_foreach(seen, key, e)
        v[at++] = e;
    qsort(v, n, sizeof *v, by_position);
    json_t *out = json_array();
    for (size_t k = 0; k < n; k++) {
        json_object_del(v[k], "position");
        json_array_append(out, v[k]);
    }
    free(v);
    json_decref(seen);
    return out;
}

json_t *dc_classify(const vdiff *d, const caseset *cases, const char *slug, diag *dg)
{
    json_t *out = json_array();
    size_t n = strlen(slug);
    for (size_t i = 0; i < cases->n; i++) {
        const case_file *f = &cases->v[i];
        if (strncmp(f->id, slug, n) != 0 || f->id[n] != '/')
            continue;
        tcase c;
        if (case_load(&c, f->path, f->rel, NULL, dg) != 0) {
            json_decref(out);
            return NULL;
        }
        json_array_append_new(out, classify_case(d, &c, f->path));
        case_free(&c);
    }
    return out;
}

void dc_print_counts(FILE *out, const char *slug, const json_t *classified)
{
    size_t count[PIN_ORPHANED + 1] = {0}, i;
    const json_t *c;
    json_array_foreach(classified, i, c) {
        for (int s = PIN_FRESH; s <= PIN_ORPHANED; s++)
            if (strcmp(json_string_value(json_object_get(c, "pins")), pin_state_name((pin_state)s)) == 0)
                count[s]++;
    }
    fprintf(out, "cases of %s: %zu fresh, %zu renumbered, %zu suspect, %zu orphaned\n", slug,
            count[PIN_FRESH], count[PIN_RENUMBERED], count[PIN_SUSPECT], count[PIN_ORPHANED]);
}

void dc_print(FILE *out, const char *slug, const json_t *classified, const json_t *by_clause)
{
    size_t j;
    const json_t *e;
    fprintf(out, "\nclauses of %s whose cases the new version touches: %zu\n", slug,
            json_array_size(by_clause));
    json_array_foreach(by_clause, j, e) {
        const char *id = json_string_value(json_object_get(e, "id"));
        const char *now = json_string_value(json_object_get(e, "now"));
        char what[512];
        int n = snprintf(what, sizeof what, "%s%s%s", id, now ? " -> " : "", now ? now : "");
        fprintf(out, "  %-10s %s%*s  hand %zu, generated %zu\n",
                json_string_value(json_object_get(e, "state")), what, n < 28 ? 28 - n : 0, "",
                json_array_size(json_object_get(e, "hand")),
                json_array_size(json_object_get(e, "generated")));
    }
    fputc('\n', out);
    dc_print_counts(out, slug, classified);
    size_t i;
    const json_t *c;
    json_array_foreach(classified, i, c) {
        const char *state = json_string_value(json_object_get(c, "pins"));
        if (strcmp(state, "fresh") == 0)
            continue;
        fprintf(out, "  %-10s %s\n", state, json_string_value(json_object_get(c, "id")));
        size_t k;
        const json_t *p;
        json_array_foreach(json_object_get(c, "stale_pins"), k, p) {
            fprintf(out, "             %s %s", json_string_value(json_object_get(p, "state")),
                    json_string_value(json_object_get(p, "id")));
            const char *now = json_string_value(json_object_get(p, "now"));
            if (now)
                fprintf(out, " → %s", now);
            if (strcmp(json_string_value(json_object_get(p, "by")), "hash") == 0)
                fputs(" (not pinned to the old version: followed by its hash)", out);
            fputc('\n', out);
        }
    }
}
