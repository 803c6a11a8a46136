/* runner.c — plays each case through the driver and judges it (runner.h): cases are loaded
 * and sent while earlier ones are in flight (up to the driver's window), judged in the order
 * they were sent, and reported in case order. */
#include "runner.h"
#include "case_load.h"
#include "fatal.h"
#include "invariant.h"
#include "judge.h"
#include "progress.h"

#include <stdlib.h>
#include <string.h>

static bool prefix(const char *s, const char *p)
{
    return strncmp(s, p, strlen(p)) == 0;
}

static bool doc_of_id(const char *id, const char *slug)
{
    size_t n = strlen(slug);
    return strncmp(id, slug, n) == 0 && id[n] == '/';
}

/* Filters of one kind are alternatives; kinds are all required. */
static bool admits(const run_config *cfg, const char *kind, bool (*match)(const void *, const char *),
                   const void *subject)
{
    bool any = false, hit = false;
    for (size_t i = 0; i < cfg->nfilters; i++) {
        if (strcmp(cfg->filters[i].kind, kind) != 0)
            continue;
        any = true;
        hit |= match(subject, cfg->filters[i].value);
    }
    return !any || hit;
}

static bool match_doc(const void *id, const char *v) { return doc_of_id(id, v); }
static bool match_id(const void *id, const char *v) { return prefix(id, v); }

static bool match_tag(const void *c, const char *v)
{
    const json_t *tags = ((const tcase *)c)->tags;
    for (size_t i = 0; i < json_array_size(tags); i++)
        if (strcmp(json_string_value(json_array_get(tags, i)), v) == 0)
            return true;
    return false;
}

static bool match_clause(const void *c, const char *v)
{
    const tcase *tc = c;
    for (size_t i = 0; i < tc->npins; i++)
        if (prefix(tc->pins[i].id, v))
            return true;
    return false;
}

bool runner_admits_id(const run_config *cfg, const char *id)
{
    return admits(cfg, "doc", match_doc, id) && admits(cfg, "id", match_id, id);
}

bool runner_status_is_failure(const char *s)
{
    return strcmp(s, "fail") == 0 || strcmp(s, "error") == 0 || strcmp(s, "timeout") == 0
        || strcmp(s, "crash") == 0 || strcmp(s, "xpass") == 0;
}

static run_doc *find_doc(const run_config *cfg, const char *id)
{
    for (size_t i = 0; i < cfg->ndocs; i++)
        if (doc_of_id(id, cfg->docs[i].slug))
            return &cfg->docs[i];
    return NULL;
}

static json_t *new_entry(const case_file *f, const char *root)
{
    size_t rl = strlen(root);
    const char *file = strncmp(f->path, root, rl) == 0 && f->path[rl] == '/' ? f->path + rl + 1 : f->path;
    const char *slash = strchr(f->id, '/');
    json_t *e = json_object();
    json_object_set_new(e, "id", json_string(f->id));
    json_object_set_new(e, "doc", json_stringn(f->id, slash ? (size_t)(slash - f->id) : strlen(f->id)));
    json_object_set_new(e, "file", json_string(file));
    json_object_set_new(e, "title", json_string(""));
    json_object_set_new(e, "status", json_string("error"));
    json_object_set_new(e, "clauses", json_array());
    json_object_set_new(e, "tags", json_array());
    json_object_set_new(e, "message", json_null());
    json_object_set_new(e, "diff", json_null());
    json_object_set_new(e, "unapplied", json_array());
    json_object_set_new(e, "pins", json_string("fresh"));
    json_object_set_new(e, "stale_pins", json_array());
    json_object_set_new(e, "trace", json_array());
    json_object_set_new(e, "incidents", json_array());
    json_object_set_new(e, "known_failure", json_null());
    json_object_set_new(e, "ms", json_real(0));
    return e;
}

static void set_str(json_t *e, const char *key, const char *s)
{
    json_object_set_new(e, key, s ? json_string(s) : json_null());
}

static void record_case(json_t *e, const tcase *c)
{
    set_str(e, "title", c->title);
    json_t *ids = json_object_get(e, "clauses"), *stale = json_object_get(e, "stale_pins");
    for (size_t i = 0; i < c->npins; i++) {
        json_array_append_new(ids, json_string(c->pins[i].id));
        const case_pin *p = &c->pins[i];
        if (p->state != PIN_FRESH)
            json_array_append_new(stale, json_pack("{s:s, s:s, s:s?, s:s, s:s?}", "id", p->id,
                                                   "pinned", p->hash, "current", p->current,
                                                   "state", pin_state_name(p->state), "now", p->now));
    }
    set_str(e, "pins", pin_state_name(c->pins_state));
    json_object_set(e, "tags", c->tags);
}

static bool in_array(const json_t *a, const char *s)
{
    for (size_t i = 0; i < json_array_size(a); i++)
        if (strcmp(json_string_value(json_array_get(a, i)), s) == 0)
            return true;
    return false;
}

/* Judge an observation into the entry: status, message, diff, trace, unapplied. A declared
 * clause is applied when the run's trace has it or, for an invariant, when its property was
 * checked on the run (invariant.h). */
static void judge_observation(json_t *e, const tcase *c, const json_t *obs)
{
    const json_t *err = json_object_get(obs, "error");
    const json_t *trace = json_object_get(obs, "trace");
    inv_report inv;
    inv_check(c->doc, c->setup, obs, &inv);
    if (json_is_array(trace)) {
        json_object_set(e, "trace", (json_t *)trace);
        for (size_t i = 0; i < c->npins; i++)
            if (!in_array(trace, c->pins[i].id) && !inv_was_checked(&inv, c->pins[i].id))
                json_array_append_new(json_object_get(e, "unapplied"), json_string(c->pins[i].id));
    }
    if (!err && inv.clause) {
        set_str(e, "status", "fail");
        set_str(e, "message", inv.message);
        inv_report_free(&inv);
        return;
    }
    inv_report_free(&inv);
    if (err) {
        set_str(e, "status", "error");
        char msg[1200];
        snprintf(msg, sizeof msg, "the implementation could not run the case: %s",
                 json_string_value(err) ? json_string_value(err) : "(no message)");
        set_str(e, "message", msg);
        return;
    }
    verdict v;
    judge(c->expect, obs, json_array_size(c->script), &v);
    set_str(e, "status", v.pass ? "pass" : "fail");
    if (!v.pass) {
        set_str(e, "message", v.message);
        if (v.diff)
            json_object_set(e, "diff", v.diff);
    }
    verdict_free(&v);
}

typedef enum prepared {
    PREP_SENT,      /* loaded and sent to the driver: the case is in flight */
    PREP_DONE,      /* the entry is final already (the case could not be loaded, or the
                       implementation does not cover its document) */
    PREP_FILTERED,  /* the tag or clause filters exclude it (known only once it is loaded) */
} prepared;

/* Load case f into entry e and send it; a case that cannot be loaded is reported, never
 * filtered away. */
static prepared prepare(const run_config *cfg, const case_file *f, json_t *e, tcase *c,
                        strbuf *text, strbuf *compact, diag *dg)
{
    run_doc *rd = find_doc(cfg, f->id);
    if (!rd) {
        set_str(e, "message", "the case's folder names no document of the manifest in this run");
        return PREP_DONE;
    }
    if (case_load_with(c, f->path, f->rel, &rd->d.index, text, dg) != 0) {
        set_str(e, "message", dg->last);
        return PREP_DONE;
    }
    if (!admits(cfg, "tag", match_tag, c) || !admits(cfg, "clause", match_clause, c)) {
        case_free(c);
        return PREP_FILTERED;
    }
    record_case(e, c);
    if (!cfg->drv->implements(cfg->drv, c->doc)) {
        set_str(e, "status", "skipped");
        set_str(e, "message", "the implementation does not cover this document");
        case_free(c);
        return PREP_DONE;
    }
    sb_clear(compact);  /* the request copied from the file's text, when an adapter will send it */
    bool copied = cfg->drv->takes_text && case_request_text(text->p, text->n, compact);
    json_t *req = copied ? NULL : case_request(c);
    cfg->drv->send(cfg->drv, req, copied ? sb_str(compact) : NULL);
    json_decref(req);
    return PREP_SENT;
}

/* Receive the outcome of the oldest case in flight (c, entry e) and judge it into e. */
static void finish(const run_config *cfg, json_t *e, tcase *c)
{
    drv_outcome out;
    cfg->drv->receive(cfg->drv, &out);
    json_object_set_new(e, "ms", json_real(out.ms));
    json_object_set(e, "incidents", out.incidents);
    static const char *const names[] = {[DRV_SKIPPED] = "skipped", [DRV_ERRORED] = "error",
                                        [DRV_TIMEOUT] = "timeout", [DRV_CRASH] = "crash"};
    if (out.status == DRV_RESULT) {
        judge_observation(e, c, out.observation);
    } else {
        set_str(e, "status", names[out.status]);
        set_str(e, "message", out.message);
    }
    drv_outcome_free(&out);
    const char *reason = cfg->known ? knownfail_reason(cfg->known, c->id) : NULL;
    if (reason) {
        const char *st = json_string_value(json_object_get(e, "status"));
        set_str(e, "known_failure", reason);
        if (strcmp(st, "pass") == 0)
            set_str(e, "status", "xpass");
        else if (strcmp(st, "skipped") != 0)
            set_str(e, "status", "xfail");
    }
    case_free(c);
}

static bool entry_fails(const json_t *e)
{
    return runner_status_is_failure(json_string_value(json_object_get(e, "status")));
}

/* The cases in flight, oldest first: at most the driver's window. */
typedef struct flight {
    tcase c;
    json_t *e;
    size_t slot;
} flight;

json_t *runner_run(const run_config *cfg, const caseset *cs, diag *dg)
{
    size_t window = cfg->drv->window ? cfg->drv->window : 1;
    flight *fl = xcalloc(window, sizeof *fl);
    size_t head = 0, count = 0;
    json_t **slots = xcalloc(cs->n ? cs->n : 1, sizeof *slots);  /* entries in case order */
    strbuf text, compact;  /* each case file's bytes, and its request: one buffer each for all */
    sb_init(&text);
    sb_init(&compact);
    progress pg;
    progress_start(&pg, cs->n, cfg->progress);
    for (size_t i = 0; i <= cs->n; i++) {
        /* Judge the oldest in flight when the window is full, and all of them at the end. */
        while (count > 0 && (count == window || i == cs->n)) {
            flight *f = &fl[head];
            finish(cfg, f->e, &f->c);
            slots[f->slot] = f->e;
            progress_step(&pg, entry_fails(f->e));
            head = (head + 1) % window;
            count--;
        }
        if (i == cs->n)
            break;
        json_t *e = new_entry(&cs->v[i], cfg->root);
        tcase c;
        memset(&c, 0, sizeof c);
        diag quiet;
        diag_init(&quiet, NULL);
        prepared p = prepare(cfg, &cs->v[i], e, &c, &text, &compact, &quiet);
        if (quiet.errors)
            diag_error(dg, cs->v[i].path, 0, 0, "%s", quiet.last);
        if (p == PREP_SENT) {
            fl[(head + count++) % window] = (flight){c, e, i};
        } else if (p == PREP_DONE) {
            slots[i] = e;
            progress_step(&pg, entry_fails(e));
        } else {
            json_decref(e);
            progress_step(&pg, false);
        }
    }
    progress_end(&pg);
    json_t *cases = json_array();
    for (size_t i = 0; i < cs->n; i++)
        if (slots[i])
            json_array_append_new(cases, slots[i]);
    sb_free(&text);
    sb_free(&compact);
    free(slots);
    free(fl);
    return cases;
}
