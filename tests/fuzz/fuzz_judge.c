/* fuzz_judge.c — libFuzzer target: the judge (oracle/suite/judge.c) and the games' invariants
 * (oracle/games/) on what an adapter may answer to one of the repository's cases. An input is
 * "CASE-ID\nRESPONSE": the case (any case of cases/, or $FUZZ_CASES; an unknown id picks one by
 * its hash) and one response line, parsed and checked as the adapter driver does; a response
 * that passes is judged as the runner judges it. A verdict is consistent: a pass has no
 * message and no divergence, a failure has both, and the clauses it fails are ones the case
 * declares. */
#include "fuzz_support.h"
#include "oracle/games/invariant.h"
#include "oracle/suite/adapter_int.h"
#include "oracle/suite/case_load.h"
#include "oracle/suite/judge.h"

#include <stdlib.h>
#include <string.h>

enum { MAX_DOCS = 16 };

typedef struct judge_state {
    caseset cases;
    tcase *loaded;        /* [case index], loaded on first use */
    signed char *state;   /* [case index]: 0 not tried, 1 loaded, -1 refused */
    const char *slug[MAX_DOCS];
    fz_doc *docs[MAX_DOCS];
    size_t ndocs;
} judge_state;

static judge_state *js;  /* the cases and documents, opened once */

int LLVMFuzzerInitialize(int *argc, char ***argv)
{
    (void)argc;
    (void)argv;
    js = calloc(1, sizeof *js);
    fz_cases_open(&js->cases);
    js->loaded = calloc(js->cases.n, sizeof *js->loaded);
    js->state = calloc(js->cases.n, 1);
    return 0;
}

static const cidx *index_of(const char *rel)
{
    size_t n = strcspn(rel, "/");
    for (size_t i = 0; i < js->ndocs; i++)
        if (strlen(js->slug[i]) == n && strncmp(js->slug[i], rel, n) == 0)
            return &js->docs[i]->d.index;
    if (js->ndocs == MAX_DOCS)
        fz_finding("more documents than the target keeps", rel);
    char *slug = strndup(rel, n);
    fz_doc *d = calloc(1, sizeof *d);
    fz_doc_open(d, slug);
    js->slug[js->ndocs] = slug;
    js->docs[js->ndocs++] = d;
    return &d->d.index;
}

static const tcase *case_named(const char *id, size_t n)
{
    size_t k = js->cases.n;
    for (size_t i = 0; i < js->cases.n && k == js->cases.n; i++)
        if (strlen(js->cases.v[i].id) == n && memcmp(js->cases.v[i].id, id, n) == 0)
            k = i;
    if (k == js->cases.n)
        k = fz_hash(id, n) % js->cases.n;
    if (js->state[k] == 0) {
        const case_file *f = &js->cases.v[k];
        diag quiet;
        diag_init(&quiet, NULL);
        js->state[k] = case_load(&js->loaded[k], f->path, f->rel, index_of(f->rel), &quiet) == 0 ? 1 : -1;
    }
    return js->state[k] == 1 ? &js->loaded[k] : NULL;
}

static void check_verdict(const tcase *c, verdict *v)
{
    if (v->pass) {
        if (v->message || v->ndivergences)
            fz_finding("a passing verdict with a divergence", v->message);
        return;
    }
    if (!v->message || v->ndivergences == 0 || json_array_size(v->divergences) == 0)
        fz_finding("a failing verdict without its divergence", v->message);
    json_t *declared = json_array();
    for (size_t i = 0; i < c->npins; i++)
        json_array_append_new(declared, json_string(c->pins[i].id));
    json_t *failed = verdict_attribute(v, declared, c->names_clauses);
    size_t i;
    json_t *id;
    json_array_foreach(failed, i, id) {
        bool known = false;
        for (size_t k = 0; k < c->npins; k++)
            known |= strcmp(c->pins[k].id, json_string_value(id)) == 0;
        if (!known)
            fz_finding("a verdict fails a clause the case does not declare", json_string_value(id));
    }
    json_decref(failed);
    json_decref(declared);
}

/* As the runner judges an observation (runner.c, judge_observation). */
static void judge_response(const tcase *c, const json_t *resp)
{
    const json_t *obs = json_object_get(resp, "observation");
    if (!obs)
        return;  /* skipped or errored: nothing to judge */
    bool refusal_expected = json_object_get(c->expect, "invalid") != NULL;
    const json_t *err = json_object_get(obs, "error");
    inv_report inv;
    inv_check(c->doc, c->setup, obs, &inv);
    if (!err || refusal_expected) {
        verdict v;
        judge(c->expect, obs, c->script, &v);
        if (!err && inv.clause)
            verdict_add_first(&v, "invariant", inv.message, NULL);
        check_verdict(c, &v);
        verdict_free(&v);
    }
    inv_report_free(&inv);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    fz_parts in;
    const tcase *c = fz_split(data, size, &in) ? case_named(in.head, in.head_len) : NULL;
    if (!c)
        return 0;
    json_t *resp = fz_parse(in.rest, in.rest_len);
    strbuf why;
    sb_init(&why);
    if (resp && ad_check_response(resp, 1, &why))
        judge_response(c, resp);
    sb_free(&why);
    json_decref(resp);
    return 0;
}
