/* results.c — assembling results.json (results.h): per clause its class, the cases that count
 * for it through their pins (and those whose pin on it is suspect), which of them failed it and
 * in which failing ones its checks held, whether a run applied it, and a status derived from
 * those cases. */
#include "results.h"
#include "util/fatal.h"

#include <stdlib.h>
#include <string.h>

static const char *const statuses[] = {"pass", "fail", "error", "skipped", "timeout", "crash",
                                       "xfail", "xpass"};

json_t *results_case_totals(const json_t *cases)
{
    json_t *t = json_object();
    for (size_t i = 0; i < sizeof statuses / sizeof *statuses; i++)
        json_object_set_new(t, statuses[i], json_integer(0));
    size_t i;
    json_t *c;
    json_array_foreach(cases, i, c) {
        const char *s = json_string_value(json_object_get(c, "status"));
        json_t *n = json_object_get(t, s);
        if (n)
            json_integer_set(n, json_integer_value(n) + 1);
    }
    return t;
}

size_t results_clauses_with_status(const json_t *results, const char *status)
{
    size_t i, n = 0;
    const json_t *c;
    json_array_foreach(json_object_get(results, "clauses"), i, c) {
        const char *st = json_string_value(json_object_get(c, "status"));
        n += st && strcmp(st, status) == 0;
    }
    return n;
}

/* Per clause of one document: the cases that count for it (through a pin fresh for its text,
 * or renumbered to it), those whose pin on it is suspect, and whether a trace holds it. */
typedef struct clause_tally {
    json_t *cases, *stale_cases, *failing_cases, *held_cases;
    bool applied, passing, other;
} clause_tally;

/* Is id among the clauses a failing case failed? A case entry without "failed_clauses" (a
 * run of an older oracle) failed every clause it declares. */
static bool failed_by(const json_t *c, const json_t *id)
{
    const json_t *failed = json_object_get(c, "failed_clauses");
    if (!json_is_array(failed))
        return true;
    size_t k;
    const json_t *f;
    json_array_foreach(failed, k, f)
        if (json_equal(f, id))
            return true;
    return false;
}

/* The state of a case's pin on declared clause `id` (its entry of stale_pins, fresh when it has
 * none) and the clause that pin stands for now: the clause itself, the one its text moved to
 * (renumbered), the one whose text changed (suspect); -1 when orphaned or unknown. */
static int32_t pinned_clause(const cidx *x, const json_t *c, const char *id, bool *suspect)
{
    size_t k;
    const json_t *p;
    *suspect = false;
    json_array_foreach(json_object_get(c, "stale_pins"), k, p) {
        const char *pid = json_string_value(json_object_get(p, "id"));
        if (!pid || strcmp(pid, id) != 0)
            continue;
        const char *state = json_string_value(json_object_get(p, "state"));
        const char *now = json_string_value(json_object_get(p, "now"));
        if (!state || strcmp(state, "orphaned") == 0)
            return -1;
        *suspect = strcmp(state, "suspect") == 0;
        return cidx_find(x, now ? now : id);
    }
    return cidx_find(x, id);
}

static void tally_cases(const run_doc *rd, const json_t *cases, clause_tally *t)
{
    size_t i;
    json_t *c;
    json_array_foreach(cases, i, c) {
        if (strcmp(json_string_value(json_object_get(c, "doc")), rd->slug) != 0)
            continue;
        const char *st = json_string_value(json_object_get(c, "status"));
        bool fails = strcmp(st, "fail") == 0 || strcmp(st, "error") == 0 || strcmp(st, "timeout") == 0
                  || strcmp(st, "crash") == 0 || strcmp(st, "xfail") == 0;
        bool passes = strcmp(st, "pass") == 0 || strcmp(st, "xpass") == 0;
        size_t k;
        json_t *id;
        json_array_foreach(json_object_get(c, "clauses"), k, id) {
            bool suspect;
            int32_t at = pinned_clause(&rd->d.index, c, json_string_value(id), &suspect);
            if (at < 0)
                continue;
            if (suspect) {
                json_array_append(t[at].stale_cases, json_object_get(c, "id"));
                continue;
            }
            json_array_append(t[at].cases, json_object_get(c, "id"));
            if (fails)
                json_array_append(failed_by(c, id) ? t[at].failing_cases : t[at].held_cases,
                                  json_object_get(c, "id"));
            t[at].passing |= passes;
            t[at].other |= !fails && !passes;
        }
        json_array_foreach(json_object_get(c, "trace"), k, id) {
            int32_t at = cidx_find(&rd->d.index, json_string_value(id));
            if (at >= 0)
                t[at].applied = true;
        }
    }
}

/* A clause with a suspect pin is stale whatever the verdicts: its cases were written for other
 * words. One a failing case failed is failing; one whose checks held in failing cases is
 * passing when another case passes it, else "held" (held in a failing case: not verified, not
 * failed). */
static const char *clause_status(clause_class cls, const clause_tally *t)
{
    if (json_array_size(t->stale_cases) > 0)
        return "stale";
    if (json_array_size(t->failing_cases) > 0)
        return "failing";
    if (t->passing)
        return "passing";
    if (json_array_size(t->held_cases) > 0)
        return "held";
    if (t->other)
        return "skipped";
    if (cls == CC_EXECUTABLE || cls == CC_INVARIANT)
        return "uncovered";
    return clause_class_name(cls);
}

static void add_clauses(json_t *out, const run_doc *rd, const json_t *cases)
{
    const cidx *x = &rd->d.index;
    clause_tally *t = xcalloc(x->nclauses, sizeof *t);
    for (size_t i = 0; i < x->nclauses; i++) {
        t[i].cases = json_array();
        t[i].stale_cases = json_array();
        t[i].failing_cases = json_array();
        t[i].held_cases = json_array();
    }
    tally_cases(rd, cases, t);
    for (size_t i = 0; i < x->nclauses; i++) {
        const clause *cl = &x->clause[i];
        int32_t top = (int32_t)i;
        while (x->clause[top].parent >= 0)
            top = x->clause[top].parent;
        clause_class cls = rd->cls.cls[i];
        json_t *e = json_pack("{s:s, s:s, s:s, s:s, s:s?, s:s, s:o, s:o, s:b, s:s, s:I, s:I, s:s?, s:s, s:i, s:s, s:s}",
                              "doc", rd->slug, "id", cl->id, "kind", clause_kind_name(cl->kind),
                              "class", clause_class_name(cls), "reason", rd->cls.reason[i],
                              "status", clause_status(cls, &t[i]), "cases", t[i].cases,
                              "stale_cases", t[i].stale_cases, "applied", t[i].applied, "file", rd->rel_file,
                              "line_start", (json_int_t)cl->line_start,
                              "line_end", (json_int_t)cl->line_end,
                              "parent", cl->parent >= 0 ? x->clause[cl->parent].id : NULL,
                              "chapter", x->clause[top].id, "depth", cl->depth,
                              "title", cl->title, "text", cl->text);
        if (!e)
            fatal_oom();
        json_object_set_new(e, "failing_cases", t[i].failing_cases);
        json_object_set_new(e, "held_cases", t[i].held_cases);
        json_t *code = rd->code ? json_object_get(rd->code, cl->id) : NULL;
        json_object_set_new(e, "code", code ? json_incref(code) : json_array());
        json_array_append_new(out, e);
    }
    free(t);
}

json_t *results_build(json_t *run, const run_doc *docs, size_t ndocs, json_t *cases)
{
    json_t *documents = json_array(), *clauses = json_array();
    for (size_t i = 0; i < ndocs; i++) {
        const run_doc *rd = &docs[i];
        json_array_append_new(documents, json_pack("{s:s, s:s, s:s, s:s, s:s, s:b}",
            "doc", rd->slug, "title", rd->d.meta ? rd->d.meta->title : rd->slug,
            "version", rd->d.ver ? rd->d.ver->label : "", "file", rd->rel_file,
            "sha256", rd->d.sha256, "classified", rd->cls.present));
        add_clauses(clauses, rd, cases);
    }
    json_t *totals = json_pack("{s:o}", "cases", results_case_totals(cases));
    return json_pack("{s:i, s:o, s:o, s:o, s:o, s:o}", "format", 1, "run", run, "documents",
                     documents, "cases", cases, "clauses", clauses, "totals", totals);
}
