/* diff_cases.c — every case of a document followed through a version diff (diff_cases.h). */
#include "diff_cases.h"
#include "case_load.h"
#include "pins.h"

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
    *now = at >= 0 && (s == PIN_RENUMBERED || (s == PIN_SUSPECT && strcmp(d->to->clause[at].id, p->id) != 0))
               ? d->to->clause[at].id : NULL;
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
    return json_pack("{s:s, s:s, s:s, s:o}", "id", c->id, "file", file, "pins",
                     pin_state_name(worst), "stale_pins", stale);
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

void dc_print(FILE *out, const char *slug, const json_t *classified)
{
    size_t count[PIN_ORPHANED + 1] = {0}, i;
    const json_t *c;
    json_array_foreach(classified, i, c) {
        for (int s = PIN_FRESH; s <= PIN_ORPHANED; s++)
            if (strcmp(json_string_value(json_object_get(c, "pins")), pin_state_name((pin_state)s)) == 0)
                count[s]++;
    }
    fprintf(out, "\ncases of %s: %zu fresh, %zu renumbered, %zu suspect, %zu orphaned\n", slug,
            count[PIN_FRESH], count[PIN_RENUMBERED], count[PIN_SUSPECT], count[PIN_ORPHANED]);
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
