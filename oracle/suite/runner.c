/* runner.c — plays each case through the driver and judges it (runner.h): cases are loaded
 * and sent while earlier ones are in flight (up to the driver's window), judged in the order
 * they were sent, and reported in case order. */
#include "runner.h"
#include "case_load.h"
#include "judge.h"
#include "pin_history.h"
#include "problems.h"
#include "progress.h"
#include "oracle/games/invariant.h"
#include "oracle/index/nearmiss.h"
#include "util/fatal.h"
#include "util/fileio.h"
#include "util/jsonpos.h"
#include "util/strbuf.h"
#include "util/utf8.h"

#include <fnmatch.h>
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

/* Filters of one kind are alternatives; kinds are all required; a matching exclusion rejects. */
static bool admits(const run_config *cfg, const char *kind, bool (*match)(const void *, const char *),
                   const void *subject)
{
    bool any = false, hit = false;
    for (size_t i = 0; i < cfg->nfilters; i++) {
        const run_filter *f = &cfg->filters[i];
        if (strcmp(f->kind, kind) != 0)
            continue;
        if (f->exclude) {
            if (match(subject, f->value))
                return false;
            continue;
        }
        any = true;
        hit |= match(subject, f->value);
    }
    return !any || hit;
}

static bool is_glob(const char *v)
{
    return strpbrk(v, "*?[") != NULL;
}

/* A glob matches the whole subject; a plain value its prefix (or, exact, all of it). */
static bool value_matches(const char *subject, const char *v, bool exact)
{
    if (is_glob(v))
        return fnmatch(v, subject, 0) == 0;
    return exact ? strcmp(subject, v) == 0 : prefix(subject, v);
}

static bool match_doc(const void *id, const char *v)
{
    if (!is_glob(v))
        return doc_of_id(id, v);
    const char *slash = strchr(id, '/');
    char slug[256];
    size_t n = slash ? (size_t)(slash - (const char *)id) : strlen(id);
    if (n >= sizeof slug)
        return false;
    memcpy(slug, id, n);
    slug[n] = '\0';
    return fnmatch(v, slug, 0) == 0;
}

static bool match_id(const void *id, const char *v) { return value_matches(id, v, false); }

static bool match_tag(const void *c, const char *v)
{
    const json_t *tags = ((const tcase *)c)->tags;
    for (size_t i = 0; i < json_array_size(tags); i++)
        if (value_matches(json_string_value(json_array_get(tags, i)), v, true))
            return true;
    return false;
}

static bool match_clause(const void *c, const char *v)
{
    const tcase *tc = c;
    for (size_t i = 0; i < tc->npins; i++)
        if (value_matches(tc->pins[i].id, v, false))
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

/* The members of a case's entry (docs/reports.md), in the order results.json lists them. */
enum entry_member {
    E_ID, E_DOC, E_FILE, E_TITLE, E_STATUS, E_CLAUSES, E_FAILED, E_TAGS, E_MESSAGE, E_DIFF,
    E_DIVERGENCES, E_PROBLEMS, E_UNAPPLIED, E_PINS, E_STALE_PINS, E_TRACE, E_INCIDENTS,
    E_KNOWN_FAILURE, E_MS, E_DETAIL, E_COUNT
};
static const char *const entry_names[E_COUNT] = {
    "id", "doc", "file", "title", "status", "clauses", "failed_clauses", "tags", "message", "diff",
    "divergences", "problems", "unapplied", "pins", "stale_pins", "trace", "incidents",
    "known_failure", "ms", "detail"};

/* The cases of a run whose entry carries the case and the observation in full (docs/reports.md
 * "detail"): the first this many that do not pass, so that a run where everything fails stays
 * a file a browser opens. */
enum { RUNNER_MAX_DETAILS = 200 };

/* The words of the entries (statuses, pin states), one shared string each per run. */
static const char *const run_words[] = {"pass", "fail", "error", "skipped", "timeout", "crash",
                                        "xfail", "xpass", "fresh", "renumbered", "suspect",
                                        "orphaned", ""};
enum { NWORDS = sizeof run_words / sizeof *run_words };

/* What a run shares among its cases. */
typedef struct run_ctx {
    const run_config *cfg;
    diag *dg;                /* the run's diagnostics (an older version that cannot be read) */
    json_t *words[NWORDS];   /* made when first used */
    size_t details;          /* entries given their detail so far */
} run_ctx;

/* The shared string of a word of run_words (a new reference), else a string of its own. */
static json_t *word(run_ctx *rx, const char *w)
{
    for (size_t i = 0; i < NWORDS; i++)
        if (strcmp(run_words[i], w) == 0) {
            if (!rx->words[i])
                rx->words[i] = json_string(w);
            return json_incref(rx->words[i]);
        }
    return json_string(w);
}

/* An entry while its case is loaded, played and judged: each member's value, NULL until it is
 * set (the entry then has the member's initial value). Made into JSON once, when final. */
typedef struct entry {
    const case_file *f;
    json_t *v[E_COUNT];
} entry;

/* Set member m to v (a new reference). v NULL (a string JSON cannot hold): the member keeps the
 * value it had. */
static void entry_set(entry *e, int m, json_t *v)
{
    if (!v)
        return;
    json_decref(e->v[m]);
    e->v[m] = v;
}

static void entry_str(entry *e, int m, const char *s)
{
    entry_set(e, m, s ? json_string(s) : json_null());
}

/* A member that is an array the runner appends to. */
static json_t *entry_array(entry *e, int m)
{
    if (!e->v[m])
        e->v[m] = json_array();
    return e->v[m];
}

static const char *entry_status(const entry *e)
{
    return e->v[E_STATUS] ? json_string_value(e->v[E_STATUS]) : "error";
}

static void entry_drop(entry *e)
{
    for (int m = 0; m < E_COUNT; m++)
        json_decref(e->v[m]);
    memset(e->v, 0, sizeof e->v);
}

/* The entry as JSON, every member in order; a member never set has its initial value. The
 * id, doc and file are strings of the case's path: a path JSON cannot hold leaves them out. */
static json_t *entry_json(run_ctx *rx, entry *e)
{
    const case_file *f = e->f;
    const char *root = rx->cfg->root;
    size_t rl = strlen(root);
    const char *file = strncmp(f->path, root, rl) == 0 && f->path[rl] == '/' ? f->path + rl + 1 : f->path;
    const char *slash = strchr(f->id, '/');
    json_t *j = json_object();
    for (int m = 0; m < E_COUNT; m++) {
        json_t *v = e->v[m];
        e->v[m] = NULL;
        if (!v) {
            switch (m) {
            case E_ID: v = json_string(f->id); break;
            case E_DOC: v = json_stringn(f->id, slash ? (size_t)(slash - f->id) : strlen(f->id)); break;
            case E_FILE: v = json_string(file); break;
            case E_TITLE: v = word(rx, ""); break;
            case E_STATUS: v = word(rx, "error"); break;
            case E_PINS: v = word(rx, "fresh"); break;
            case E_MESSAGE: case E_DIFF: case E_KNOWN_FAILURE: case E_DETAIL: v = json_null(); break;
            case E_MS: v = json_real(0); break;
            default: v = json_array(); break;
            }
        }
        if (v)
            json_object_set_new_nocheck(j, entry_names[m], v);
    }
    return j;
}

static void record_case(run_ctx *rx, entry *e, const tcase *c)
{
    entry_str(e, E_TITLE, c->title);
    json_t *ids = entry_array(e, E_CLAUSES);
    for (size_t i = 0; i < c->npins; i++) {
        json_array_append_new(ids, json_string(c->pins[i].id));
        const case_pin *p = &c->pins[i];
        if (p->state != PIN_FRESH)
            json_array_append_new(entry_array(e, E_STALE_PINS),
                                  json_pack("{s:s, s:s, s:s?, s:s, s:s?}", "id", p->id,
                                            "pinned", p->hash, "current", p->current,
                                            "state", pin_state_name(p->state), "now", p->now));
    }
    entry_set(e, E_PINS, word(rx, pin_state_name(c->pins_state)));
    entry_set(e, E_TAGS, json_incref(c->tags));
}

/* The declared clauses the run's trace does not have, and whose property (for an invariant)
 * was not checked on the run: appended to the entry's unapplied, in the case's order. The
 * trace is walked once for all the pins. */
static void record_unapplied(entry *e, const tcase *c, const json_t *trace, const inv_report *inv)
{
    enum { FEW = 16 };
    bool few[FEW] = {false};
    bool *applied = c->npins <= FEW ? few : xcalloc(c->npins, sizeof *applied);
    size_t n = json_array_size(trace), left = c->npins;
    for (size_t i = 0; i < n && left > 0; i++) {
        const char *id = json_string_value(json_array_get(trace, i));
        for (size_t k = 0; id && k < c->npins; k++)
            if (!applied[k] && id[0] == c->pins[k].id[0] && strcmp(id, c->pins[k].id) == 0) {
                applied[k] = true;
                left--;
            }
    }
    for (size_t k = 0; k < c->npins; k++)
        if (!applied[k] && !inv_was_checked(inv, c->pins[k].id))
            json_array_append_new(entry_array(e, E_UNAPPLIED), json_string(c->pins[k].id));
    if (applied != few)
        free(applied);
}

/* The ids the case declares, as a JSON array (new). */
static json_t *declared_ids(const tcase *c)
{
    json_t *ids = json_array();
    for (size_t i = 0; i < c->npins; i++)
        json_array_append_new(ids, json_string(c->pins[i].id));
    return ids;
}

/* An observation with "error" for a case that does not expect its input refused: each problem
 * the implementation names, placed in the case file (read again: this is rare). */
static void record_problems(entry *e, const tcase *c, const json_t *obs, const diag *dg)
{
    json_t *problems = problems_of(obs);
    strbuf text, lines;
    sb_init(&text);
    sb_init(&lines);
    diag quiet;
    diag_quiet(&quiet, dg);
    bool have = file_read_into(c->file, &text, &quiet) == 0;
    size_t n = problems_locate(problems, c->file, have ? text.p : NULL, have ? text.n : 0, &lines);
    strbuf msg;
    sb_init(&msg);
    sb_printf(&msg, "the implementation could not run the case%s: %s",
              n > 1 ? " (every problem it names, one per line)" : "", sb_str(&lines));
    entry_str(e, E_MESSAGE, sb_str(&msg));
    entry_set(e, E_PROBLEMS, problems);
    entry_set(e, E_FAILED, declared_ids(c));
    sb_free(&msg);
    sb_free(&text);
    sb_free(&lines);
}

/* The divergences kept in the entry: the first JUDGE_MAX_DIVERGENCES (the first of the run is
 * the first of them). */
static json_t *kept_divergences(const verdict *v)
{
    json_t *out = json_array();
    for (size_t i = 0; i < json_array_size(v->divergences) && i < JUDGE_MAX_DIVERGENCES; i++)
        json_array_append(out, json_array_get(v->divergences, i));
    return out;
}

/* Judge an observation into the entry: status, message, diff, divergences, the clauses that
 * failed, trace, unapplied. A declared clause is applied when the run's trace has it or, for
 * an invariant, when its property was checked on the run (invariant.h); a case that expects
 * its input refused has none unapplied. A broken invariant is the first divergence. */
static void judge_observation(run_ctx *rx, entry *e, const tcase *c, const json_t *obs)
{
    const json_t *err = json_object_get(obs, "error");
    const json_t *trace = json_object_get(obs, "trace");
    bool refusal_expected = json_object_get(c->expect, "invalid") != NULL;
    inv_report inv;
    inv_check(c->doc, c->setup, obs, &inv);
    if (json_is_array(trace)) {
        entry_set(e, E_TRACE, json_incref((json_t *)trace));
        if (!refusal_expected)   /* a refused input is not played: its clauses rest on the refusal */
            record_unapplied(e, c, trace, &inv);
    }
    if (err && !refusal_expected) {
        inv_report_free(&inv);
        entry_set(e, E_STATUS, word(rx, "error"));
        record_problems(e, c, obs, rx->dg);
        return;
    }
    verdict v;
    judge(c->expect, obs, c->script, &v);
    if (!err && inv.clause) {
        bool declared = false;
        for (size_t i = 0; i < c->npins; i++)
            declared |= strcmp(c->pins[i].id, inv.clause) == 0;
        verdict_add_first(&v, "invariant", inv.message, declared ? inv.clause : NULL);
    }
    inv_report_free(&inv);
    entry_set(e, E_STATUS, word(rx, v.pass ? "pass" : "fail"));
    if (!v.pass) {
        json_t *declared = declared_ids(c);
        entry_set(e, E_FAILED, verdict_attribute(&v, declared, c->names_clauses));
        json_decref(declared);
        entry_str(e, E_MESSAGE, v.message);
        if (v.diff)
            entry_set(e, E_DIFF, json_incref(v.diff));
        entry_set(e, E_DIVERGENCES, kept_divergences(&v));
    }
    verdict_free(&v);
}

/* Pins to an id that no version of the document has: a load error for each, placed at the
 * pin's id, with the clause that has the pinned text, else the nearest id of the current
 * version when one is close. An orphaned pin (its clause was there once) is not one. Returns
 * how many. */
static int unknown_pins(run_doc *rd, const tcase *c, const char *text, size_t len, diag *dg)
{
    int bad = 0;
    for (size_t i = 0; i < c->npins; i++) {
        const case_pin *p = &c->pins[i];
        if (p->state == PIN_FRESH || cidx_find(&rd->d.index, p->id) >= 0
            || vhistory_holding(&rd->history, p->id, NULL, dg))
            continue;
        jpos_path path = {.depth = 0};
        jpos_push_key(&path, "clauses");
        jpos_push_index(&path, i);
        jpos_push_key(&path, "id");
        long line = 0, col = 0;
        jpos_find(text, len, &path, false, &line, &col);
        const char *near = p->now ? p->now : cidx_near_miss(&rd->d.index, p->id);
        char hint[300] = "";
        if (near)
            snprintf(hint, sizeof hint, " (did you mean \"%s\"%s?)", near,
                     p->now ? ", which has the pinned text" : "");
        diag_error(dg, c->file, line, col, "$.clauses[%zu].id: unknown clause \"%s\": no version "
                   "of %s has it; expected an id that `oracle clauses %s` lists%s", i, p->id,
                   rd->slug, rd->slug, hint);
        bad++;
    }
    return bad;
}

/* The problems a diagnostic collected for one case, one per line (its last, when it collects
 * none). */
static const char *every_problem(diag *dg)
{
    if (!dg->all || dg->all->n == 0)
        return dg->last;
    while (dg->all->n && dg->all->p[dg->all->n - 1] == '\n')
        dg->all->p[--dg->all->n] = '\0';
    return dg->all->p;
}

typedef enum prepared {
    PREP_READY,     /* loaded: to be sent to the driver (send_case) */
    PREP_DONE,      /* the entry is final already (the case could not be loaded, or the
                       implementation does not cover its document) */
    PREP_FILTERED,  /* the tag or clause filters exclude it (known only once it is loaded) */
} prepared;

/* Load case f into entry e, to be sent; a case that cannot be loaded is reported, never
 * filtered away. */
static prepared prepare(run_ctx *rx, const case_file *f, entry *e, tcase *c, strbuf *text,
                        diag *dg)
{
    const run_config *cfg = rx->cfg;
    run_doc *rd = find_doc(cfg, f->id);
    if (!rd) {
        entry_str(e, E_MESSAGE, "the case's folder names no document of the manifest in this run");
        return PREP_DONE;
    }
    if (case_load_with(c, f->path, f->rel, &rd->d.index, text, dg) != 0) {
        entry_str(e, E_MESSAGE, every_problem(dg));
        return PREP_DONE;
    }
    pins_follow_history(c, &rd->history, rx->dg);
    if (c->pins_state != PIN_FRESH && unknown_pins(rd, c, text->p, text->n, dg) > 0) {
        entry_str(e, E_MESSAGE, every_problem(dg));
        case_free(c);
        return PREP_DONE;
    }
    if (!admits(cfg, "tag", match_tag, c) || !admits(cfg, "clause", match_clause, c)) {
        case_free(c);
        return PREP_FILTERED;
    }
    record_case(rx, e, c);
    if (!cfg->drv->implements(cfg->drv, c->doc)) {
        entry_set(e, E_STATUS, word(rx, "skipped"));
        entry_str(e, E_MESSAGE, "the implementation does not cover this document");
        case_free(c);
        return PREP_DONE;
    }
    return PREP_READY;
}

/* Send a loaded case (its file's text in `text`) to the driver. */
static void send_case(const run_config *cfg, const tcase *c, const strbuf *text, strbuf *compact)
{
    sb_clear(compact);  /* the request copied from the file's text, when an adapter will send it */
    bool copied = cfg->drv->takes_text && case_request_text(text->p, text->n, compact);
    json_t *req = copied ? NULL : case_request(c);
    cfg->drv->send(cfg->drv, req, copied ? sb_str(compact) : NULL);
    json_decref(req);
}

/* A case that did not pass (nor was skipped): the case and what came back, in full, for the
 * report to show the divergence in context. */
static void record_detail(run_ctx *rx, entry *e, const tcase *c, const json_t *obs)
{
    const char *st = entry_status(e);
    if (strcmp(st, "pass") == 0 || strcmp(st, "skipped") == 0 || rx->details == RUNNER_MAX_DETAILS)
        return;
    rx->details++;
    entry_set(e, E_DETAIL, json_pack("{s:s, s:O, s:O, s:O, s:O*}", "description",
                                     c->description ? c->description : "", "setup", c->setup,
                                     "script", c->script, "expect", c->expect, "observation", obs));
}

/* Receive the outcome of the oldest case in flight (c, entry e) and judge it into e. */
static void finish(run_ctx *rx, entry *e, tcase *c)
{
    const run_config *cfg = rx->cfg;
    drv_outcome out;
    cfg->drv->receive(cfg->drv, &out);
    entry_set(e, E_MS, json_real(out.ms));
    entry_set(e, E_INCIDENTS, json_incref(out.incidents));
    static const char *const names[] = {[DRV_SKIPPED] = "skipped", [DRV_ERRORED] = "error",
                                        [DRV_TIMEOUT] = "timeout", [DRV_CRASH] = "crash"};
    if (out.status == DRV_RESULT) {
        judge_observation(rx, e, c, out.observation);
    } else {
        entry_set(e, E_STATUS, word(rx, names[out.status]));
        entry_str(e, E_MESSAGE, out.message);
    }
    const char *reason = cfg->known ? knownfail_reason(cfg->known, c->id) : NULL;
    if (reason) {
        const char *st = entry_status(e);
        entry_str(e, E_KNOWN_FAILURE, reason);
        if (strcmp(st, "pass") == 0)
            entry_set(e, E_STATUS, word(rx, "xpass"));
        else if (strcmp(st, "skipped") != 0)
            entry_set(e, E_STATUS, word(rx, "xfail"));
    }
    record_detail(rx, e, c, out.status == DRV_RESULT ? out.observation : NULL);
    drv_outcome_free(&out);
    case_free(c);
}

static bool entry_fails(const entry *e)
{
    return runner_status_is_failure(entry_status(e));
}

/* The cases in flight, oldest first: at most the driver's window, and its window in bytes. */
typedef struct flight {
    tcase c;
    entry e;
    size_t slot;
    size_t bytes;   /* its case file's size */
} flight;

typedef struct flights {
    flight *v;
    size_t cap, head, count;
    size_t bytes;   /* of the cases in flight */
} flights;

/* Receive and judge the oldest case in flight; its entry goes to its slot. */
static void land_oldest(run_ctx *rx, flights *fl, json_t **slots, progress *pg)
{
    flight *f = &fl->v[fl->head];
    finish(rx, &f->e, &f->c);
    progress_step(pg, entry_fails(&f->e));
    slots[f->slot] = entry_json(rx, &f->e);
    fl->head = (fl->head + 1) % fl->cap;
    fl->count--;
    fl->bytes -= f->bytes;
}

json_t *runner_run(const run_config *cfg, const caseset *cs, diag *dg)
{
    run_ctx rx = {.cfg = cfg, .dg = dg};
    size_t window = cfg->drv->window ? cfg->drv->window : 1;
    flights fl = {.v = xcalloc(window, sizeof *fl.v), .cap = window};
    json_t **slots = xcalloc(cs->n ? cs->n : 1, sizeof *slots);  /* entries in case order */
    strbuf text, compact, problems;  /* each case file's bytes, its request, its load errors */
    sb_init(&text);
    sb_init(&compact);
    sb_init(&problems);
    progress pg;
    progress_start(&pg, cs->n, cfg->progress);
    for (size_t i = 0; i < cs->n; i++) {
        /* Judge the oldest in flight while the window is full. */
        while (fl.count == window)
            land_oldest(&rx, &fl, slots, &pg);
        entry e = {.f = &cs->v[i]};
        tcase c;
        memset(&c, 0, sizeof c);
        diag quiet;
        diag_quiet(&quiet, dg);
        sb_clear(&problems);
        quiet.all = &problems;  /* every problem of the case, one line each */
        prepared p = prepare(&rx, &cs->v[i], &e, &c, &text, &quiet);
        if (quiet.errors)
            diag_relay(dg, every_problem(&quiet));  /* each line names its file already */
        if (p == PREP_READY) {
            /* and while its bytes would not fit beside those in flight (one always goes) */
            while (fl.count > 0 && cfg->drv->window_bytes
                   && fl.bytes + text.n > cfg->drv->window_bytes)
                land_oldest(&rx, &fl, slots, &pg);
            send_case(cfg, &c, &text, &compact);
            fl.v[(fl.head + fl.count++) % fl.cap] = (flight){c, e, i, text.n};
            fl.bytes += text.n;
        } else if (p == PREP_DONE) {
            progress_step(&pg, entry_fails(&e));
            slots[i] = entry_json(&rx, &e);
        } else {
            entry_drop(&e);
            progress_step(&pg, false);
        }
    }
    while (fl.count > 0)  /* and all of them at the end */
        land_oldest(&rx, &fl, slots, &pg);
    progress_end(&pg);
    json_t *cases = json_array();
    for (size_t i = 0; i < cs->n; i++)
        if (slots[i])
            json_array_append_new(cases, slots[i]);
    for (size_t i = 0; i < NWORDS; i++)
        json_decref(rx.words[i]);
    sb_free(&text);
    sb_free(&compact);
    sb_free(&problems);
    free(slots);
    free(fl.v);
    return cases;
}
