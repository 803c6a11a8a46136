/* judge.c — compares expectations with observations (judge.h): choices answered and used (or
 * the question a case expects its run to stop at), rejections by step, the state partially,
 * events as an ordered subsequence, events that must not occur or must be exactly those
 * expected, legal actions as exact sets, problems with an input the case expects refused.
 * Every divergence is kept with the clauses its check names; they are ordered by where they
 * show in the run, the first being the verdict's message. The comparison of values is
 * expect_match.c's. */
#include "judge.h"
#include "expect_match.h"
#include "problems.h"
#include "util/bimatch.h"
#include "util/fatal.h"
#include "util/strbuf.h"
#include "util/utf8.h"

#include <limits.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The checks in the order a divergence is listed when two show at the same step. */
enum check {
    CK_INVARIANT, CK_PENDING, CK_STOP, CK_INVALID, CK_REJECTION, CK_UNEXPECTED, CK_EVENT,
    CK_ABSENT, CK_EXACTLY, CK_LEGAL, CK_STATE, CK_UNUSED
};
static const char *const check_name[] = {
    [CK_INVARIANT] = "invariant", [CK_PENDING] = "pending", [CK_STOP] = "stop",
    [CK_INVALID] = "invalid", [CK_REJECTION] = "rejection",
    [CK_UNEXPECTED] = "unexpected-rejection", [CK_EVENT] = "event", [CK_ABSENT] = "absent",
    [CK_EXACTLY] = "exactly", [CK_LEGAL] = "legal", [CK_STATE] = "state", [CK_UNUSED] = "unused"};

/* The divergences of one judgement, before they are ordered. */
typedef struct divergence {
    enum check check;
    long step;
    size_t seq;
    char *message;
    json_t *diff;           /* {"path", "expected", "observed"} or NULL */
    json_t *clauses;        /* what the check names (a new reference), or NULL */
} divergence;

typedef struct judging {
    divergence *v;
    size_t n, cap;
    long end;               /* the step after the script: the final state */
} judging;

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

static divergence *add(judging *j, enum check check, long step, const json_t *clauses)
{
    if (j->n == j->cap) {
        j->cap = j->cap ? 2 * j->cap : 8;
        j->v = xrealloc(j->v, j->cap * sizeof *j->v);
    }
    divergence *f = &j->v[j->n];
    memset(f, 0, sizeof *f);
    f->check = check;
    f->step = step;
    f->seq = j->n++;
    f->clauses = clauses ? json_incref((json_t *)clauses) : NULL;
    return f;
}

__attribute__((format(printf, 5, 6)))
static void addf(judging *j, enum check check, long step, const json_t *clauses, const char *fmt, ...)
{
    divergence *f = add(j, check, step, clauses);
    strbuf sb;
    sb_init(&sb);
    va_list ap;
    va_start(ap, fmt);
    sb_vprintf(&sb, fmt, ap);
    va_end(ap);
    f->message = sb_take(&sb);
}

/* An expected value as a message shows it: without the clauses its checks name (the divergence
 * lists them) and with each "$value" as its value (a new reference). */
static json_t *plain(const json_t *v)
{
    if (json_is_object(v)) {
        const json_t *value = json_object_get(v, "$value");
        if (value)
            return plain(value);
        json_t *out = json_object();
        const char *key;
        json_t *m;
        json_object_foreach((json_t *)v, key, m)
            if (strcmp(key, "$clauses") != 0)
                json_object_set_new(out, key, plain(m));
        return out;
    }
    if (json_is_array(v)) {
        json_t *out = json_array();
        size_t i;
        json_t *m;
        json_array_foreach(v, i, m)
            json_array_append_new(out, plain(m));
        return out;
    }
    return v ? json_incref((json_t *)v) : NULL;
}

/* A divergence at a point of comparison: "WHAT: at PATH expected E, observed O". */
static void add_at(judging *j, enum check check, long step, const char *what, const xmatch *m)
{
    const char *path = m->path[0] ? m->path : "$";
    json_t *expected = plain(m->expected);
    char *e = show(expected), *o = show(m->observed);
    divergence *f = add(j, check, step, m->clauses);
    strbuf sb;
    sb_init(&sb);
    sb_printf(&sb, "%s: at %s expected %s, observed %s", what, path, e, o);
    if (m->note)
        sb_printf(&sb, " (%s)", m->note);
    f->message = sb_take(&sb);
    f->diff = json_pack("{s:s, s:o, s:O}", "path", path, "expected",
                        expected ? expected : json_null(), "observed",
                        m->observed ? m->observed : json_null());
    free(e);
    free(o);
}

static long step_of(const json_t *item, long dflt)
{
    const json_t *s = json_object_get(item, "step");
    return json_is_integer(s) ? (long)json_integer_value(s) : dflt;
}

/* ---- the script --------------------------------------------------------------------------- */

/* The question the run stopped at, unanswered by the script. A case that expects none: every
 * such question is a divergence of the script. A case that expects one (`pending`, the run
 * must stop there): the observed question must meet it (what is asked for, the options
 * offered), and a run that asks nothing fails it: a check of its own ("stop"), not of the
 * script. */
static void judge_pending(judging *j, const json_t *expected, const json_t *obs)
{
    const json_t *pending = json_object_get(obs, "pending");
    if (expected) {
        xmatch m = {0};
        size_t at = xm_put(&m, 0, "$.pending", 9);
        if (pending && xm_contains(expected, pending, &m, at))
            return;
        if (!pending) {   /* nothing compared: m holds the path alone */
            m.expected = expected;
            m.clauses = json_object_get(expected, "$clauses");
            add_at(j, CK_STOP, j->end, "the run must stop at a question the script leaves "
                   "unanswered; the implementation asked none", &m);
        } else {
            add_at(j, CK_STOP, step_of(pending, 0), "the question the run stopped at differs", &m);
        }
        return;
    }
    if (!pending)
        return;
    char *opts = show(json_object_get(pending, "options"));
    addf(j, CK_PENDING, step_of(pending, 0), NULL,
         "the implementation asked at step %ld for a %s for \"%s\" (options %s) that the script "
         "does not give", step_of(pending, 0),
         json_string_value(json_object_get(pending, "kind")),
         json_string_value(json_object_get(pending, "for")), opts);
    free(opts);
}

static bool is_optional(const json_t *entry)
{
    return json_object_get(entry, "random") && json_is_true(json_object_get(entry, "optional"));
}

/* Script entries the implementation never used; an optional entry (docs/cases.md) may be. */
static void judge_unused(judging *j, const json_t *obs, const json_t *script)
{
    json_int_t consumed = json_integer_value(json_object_get(obs, "consumed"));
    size_t n = json_array_size(script);
    for (size_t i = consumed > 0 ? (size_t)consumed : 0; i < n; i++)
        if (!is_optional(json_array_get(script, i))) {
            addf(j, CK_UNUSED, (long)consumed, NULL,
                 "script entries from step %lld on were never used (a scripted choice or random "
                 "outcome the implementation did not ask for, or actions it did not play)",
                 (long long)consumed);
            return;
        }
}

/* ---- rejections --------------------------------------------------------------------------- */

/* Does observed rejection o answer expected e: the same step, the same clause when it names one,
 * the same reason class when both give one (a library that cannot name a clause gives its
 * class), the expected part of the reason? */
static bool rejection_answers(const json_t *e, const json_t *o)
{
    const json_t *rule = json_object_get(o, "rule"), *cls = json_object_get(o, "class");
    const json_t *ecls = json_object_get(e, "class");
    bool by_rule = rule != NULL, by_class = cls && ecls;
    if (!by_rule && !by_class)
        return false;
    if (by_rule && !json_equal(rule, json_object_get(e, "rule")))
        return false;
    if (by_class && !json_equal(cls, ecls))
        return false;
    const char *reason = json_string_value(json_object_get(e, "reason"));
    const char *oreason = json_string_value(json_object_get(o, "reason"));
    return !reason || (oreason && strstr(oreason, reason));
}

static void rejection_divergence(judging *j, enum check check, const char *what, size_t at,
                                 const json_t *e, const json_t *o)
{
    xmatch m = {.expected = e, .observed = o, .clauses = json_object_get(e, "$clauses")};
    snprintf(m.path, sizeof m.path, "$.rejections[%zu]", at);
    add_at(j, check, step_of(e ? e : o, 0), what, &m);
}

/* Expected and observed rejections are both in step order: paired by step, in order within a
 * step. */
static void judge_rejections(judging *j, const json_t *expected, const json_t *observed)
{
    size_t ne = json_array_size(expected), no = json_array_size(observed), i = 0, k = 0;
    while (i < ne || k < no) {
        const json_t *e = json_array_get(expected, i), *o = json_array_get(observed, k);
        long se = e ? step_of(e, 0) : LONG_MAX, so = o ? step_of(o, 0) : LONG_MAX;
        if (so < se) {
            rejection_divergence(j, CK_UNEXPECTED, "an action was rejected that the case expects "
                                 "to be accepted", k++, NULL, o);
        } else if (se < so) {
            rejection_divergence(j, CK_REJECTION, "an expected rejection did not happen", k, e, NULL);
            i++;
        } else {
            if (!rejection_answers(e, o))
                rejection_divergence(j, CK_REJECTION, "the rejection differs", k, e, o);
            i++, k++;
        }
    }
}

/* ---- events ----------------------------------------------------------------------------- */

/* Expected event e was not observed from `from` on: the divergence names the first observed
 * event of its type after that point (the deepest difference from it), or its absence. `label`
 * is its place in the expected list ("3", or "3.1" for a member of a tie group). */
static void event_missing(judging *j, const char *label, const json_t *e, const json_t *observed,
                          size_t from)
{
    const json_t *type = json_object_get(e, "type");
    size_t no = json_array_size(observed);
    xmatch first = {0};
    long first_step = j->end;
    bool have_first = false;
    for (size_t k = from; k < no && !have_first; k++) {
        const json_t *o = json_array_get(observed, k);
        if (!json_equal(type, json_object_get(o, "type")))
            continue;
        xmatch m = {0};
        size_t w = xm_index(&m, xm_put(&m, 0, "$.events", 8), k);
        if (xm_contains(e, o, &m, w))
            continue;            /* one that a member of the same tie group took */
        first = m;
        first_step = step_of(o, j->end);
        have_first = true;
    }
    char what[160];
    snprintf(what, sizeof what, "expected event %s (\"%s\") was not observed in order", label,
             json_string_value(type));
    if (!have_first) {
        first.expected = e;
        first.observed = NULL;
        first.clauses = json_object_get(e, "$clauses");
        snprintf(first.path, sizeof first.path, "$.events[%zu..]", from);
        first_step = from < no ? step_of(json_array_get(observed, from), j->end) : j->end;
    }
    add_at(j, CK_EVENT, first_step, what, &first);
}

/* Does observed event o meet expected event e? An event of another type is not looked at
 * further. */
static bool event_fits(const json_t *e, const json_t *o)
{
    const json_t *type = json_object_get(e, "type");
    xmatch scratch;
    return (!json_is_string(type) || json_equal(type, json_object_get(o, "type")))
           && xm_contains(e, o, &scratch, 0);
}

/* The first observed event at or after `from` that expected event e meets, or SIZE_MAX. */
static size_t event_at(const json_t *e, const json_t *observed, size_t from)
{
    for (size_t k = from; k < json_array_size(observed); k++)
        if (event_fits(e, json_array_get(observed, k)))
            return k;
    return SIZE_MAX;
}

/* A tie group's members against the observed events from `from` on, for bimatch. */
typedef struct {
    const json_t *members, *observed;
    size_t from;
} tie;

static bool member_fits(void *ctx, size_t m, size_t k)
{
    const tie *t = ctx;
    return event_fits(json_array_get(t->members, m), json_array_get(t->observed, t->from + k));
}

/* A tie group {"$any_order": [...]} of the expected events (element i): its members observed
 * after the previous match in any order among themselves, each a check of its own; the next
 * expected event is looked for after the last of them. */
static void judge_group(judging *j, size_t i, const json_t *members, const json_t *observed,
                        size_t *from, bool *matched)
{
    size_t n = json_array_size(members), no = json_array_size(observed);
    size_t span = no > *from ? no - *from : 0;
    size_t *owner = xmalloc((span ? span : 1) * sizeof *owner);
    bool *has = xcalloc(n ? n : 1, sizeof *has);
    for (size_t k = 0; k < span; k++)
        owner[k] = SIZE_MAX;
    bimatch(n, span, member_fits, &(tie){members, observed, *from}, owner);
    size_t end = *from;
    for (size_t k = 0; k < span; k++)
        if (owner[k] != SIZE_MAX) {
            has[owner[k]] = true;
            if (matched)
                matched[*from + k] = true;
            end = *from + k + 1;
        }
    for (size_t m = 0; m < n; m++)
        if (!has[m]) {
            char label[48];
            snprintf(label, sizeof label, "%zu.%zu", i, m);
            event_missing(j, label, json_array_get(members, m), observed, *from);
        }
    *from = end;
    free(owner);
    free(has);
}

/* The expected events in order, each matched to an observed one after the previous match; a
 * tie group's members in any order among themselves. A missing event is reported with the
 * first observed event of its type after that point, and the next expected event is looked
 * for from the same point. `matched` (when not NULL) marks the observed events matched. */
static void judge_events(judging *j, const json_t *expected, const json_t *observed, bool *matched)
{
    size_t from = 0;
    for (size_t i = 0; i < json_array_size(expected); i++) {
        const json_t *e = json_array_get(expected, i);
        const json_t *members = json_object_get(e, "$any_order");
        if (json_is_array(members)) {
            judge_group(j, i, members, observed, &from, matched);
            continue;
        }
        size_t k = event_at(e, observed, from);
        if (k != SIZE_MAX) {
            from = k + 1;
            if (matched)
                matched[k] = true;
            continue;
        }
        char label[24];
        snprintf(label, sizeof label, "%zu", i);
        event_missing(j, label, e, observed, from);
    }
}

/* Events that must not occur: each item against every observed event. */
static void judge_absent(judging *j, const json_t *absent, const json_t *observed)
{
    size_t i, k;
    const json_t *a, *o;
    json_array_foreach(absent, i, a) {
        json_array_foreach(observed, k, o) {
            xmatch m;
            if (!xm_contains(a, o, &m, 0))
                continue;
            m.expected = a;
            m.observed = o;
            m.clauses = json_object_get(a, "$clauses");
            m.note = NULL;
            snprintf(m.path, sizeof m.path, "$.events[%zu]", k);
            add_at(j, CK_ABSENT, step_of(o, j->end), "an event the case says must not occur was "
                   "observed", &m);
            break;
        }
    }
}

/* Kinds of events the case lists exactly: an observed event of such a kind that no expected
 * event matched is one too many (a doubled trigger). */
static void judge_exactly(judging *j, const json_t *exactly, const json_t *observed,
                          const bool *matched)
{
    size_t i, k;
    const json_t *x, *o;
    json_array_foreach(exactly, i, x) {
        json_array_foreach(observed, k, o) {
            xmatch m;
            if (matched[k] || !xm_contains(x, o, &m, 0))
                continue;
            m.expected = x;
            m.observed = o;
            m.clauses = json_object_get(x, "$clauses");
            m.note = "the expected events of this kind are all there are";
            snprintf(m.path, sizeof m.path, "$.events[%zu]", k);
            add_at(j, CK_EXACTLY, step_of(o, j->end), "an event was observed beyond those the "
                   "case expects of its kind", &m);
            break;
        }
    }
}

/* ---- legal actions, state --------------------------------------------------------------- */

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

static void judge_legal(judging *j, const json_t *expected, const json_t *observed)
{
    for (size_t i = 0; i < json_array_size(expected); i++) {
        const json_t *e = json_array_get(expected, i);
        const json_t *o = NULL;
        for (size_t k = 0; k < json_array_size(observed) && !o; k++)
            if (json_equal(json_object_get(json_array_get(observed, k), "step"), json_object_get(e, "step")))
                o = json_array_get(observed, k);
        xmatch m = {.expected = e, .clauses = json_object_get(e, "$clauses")};
        long step = step_of(e, 0);
        snprintf(m.path, sizeof m.path, "$.legal[step %ld]", step);
        if (!o) {
            add_at(j, CK_LEGAL, step, "no legal actions were reported at this query", &m);
            continue;
        }
        const json_t *ea = json_object_get(e, "actions"), *oa = json_object_get(o, "actions");
        bool ok = true;
        for (size_t k = 0; k < json_array_size(ea) && ok; k++)
            if (!in_set(json_array_get(ea, k), oa, k)) {
                m.expected = json_array_get(ea, k);
                m.observed = NULL;
                add_at(j, CK_LEGAL, step, "a legal action was not offered", &m);
                ok = false;
            }
        for (size_t k = 0; k < json_array_size(oa) && ok; k++)
            if (!in_set(json_array_get(oa, k), ea, k)) {
                m.expected = NULL;
                m.observed = json_array_get(oa, k);
                add_at(j, CK_LEGAL, step, "an action was offered that the rules do not allow here", &m);
                ok = false;
            }
    }
}

/* The final state: every item that differs (the first comparison stops at the first; only a
 * state that differs is walked again for all of them). */
static void judge_state(judging *j, const json_t *state, const json_t *obs)
{
    xmatch m = {0};
    size_t at = xm_put(&m, 0, "$.state", 7);
    const json_t *o = json_object_get(obs, "state");
    if (!state || xm_contains(state, o, &m, at))
        return;
    xm_all all = {.cap = JUDGE_MAX_DIVERGENCES};
    at = xm_put(&m, 0, "$.state", 7);
    xm_contains_all(state, o, &m, at, NULL, &all);
    for (size_t i = 0; i < all.n; i++)
        add_at(j, CK_STATE, j->end, "the final state differs", &all.v[i]);
    if (all.seen > all.n)
        addf(j, CK_STATE, j->end, NULL, "the final state differs in %zu more places",
             all.seen - all.n);
    xm_all_free(&all);
}

/* ---- an input the case expects refused ----------------------------------------------------- */

static void judge_invalid(judging *j, const json_t *invalid, const json_t *obs)
{
    bool refused = json_object_get(obs, "error") != NULL;
    json_t *problems = refused ? problems_of(obs) : NULL;
    size_t i, k;
    const json_t *want, *p;
    json_array_foreach(invalid, i, want) {
        const char *path = json_string_value(json_object_get(want, "path"));
        bool named = false;
        json_array_foreach(problems, k, p)
            named |= problem_path_matches(path, json_string_value(json_object_get(p, "path")));
        if (named)
            continue;
        xmatch m = {.expected = want, .clauses = json_object_get(want, "$clauses")};
        snprintf(m.path, sizeof m.path, "%s", path);
        if (!refused) {
            add_at(j, CK_INVALID, 0, "the implementation ran a case whose input it must refuse", &m);
        } else {
            m.observed = problems;
            add_at(j, CK_INVALID, 0, "the implementation refused the case but named no problem "
                   "at this place", &m);
        }
    }
    json_decref(problems);
}

/* ---- the verdict ------------------------------------------------------------------------ */

/* Entries left unused come last, whatever their step: when the run went another way, the
 * divergences it shows on the way say more. */
static long run_order(const divergence *d)
{
    return d->check == CK_UNUSED ? LONG_MAX : d->step;
}

static int by_run_order(const void *a, const void *b)
{
    const divergence *x = a, *y = b;
    if (run_order(x) != run_order(y))
        return run_order(x) < run_order(y) ? -1 : 1;
    if (x->check != y->check)
        return x->check < y->check ? -1 : 1;
    return x->seq < y->seq ? -1 : x->seq > y->seq;
}

static void conclude(judging *j, verdict *v)
{
    if (j->n == 0) {
        free(j->v);
        return;
    }
    qsort(j->v, j->n, sizeof *j->v, by_run_order);
    v->pass = false;
    v->divergences = json_array();
    for (size_t i = 0; i < j->n; i++) {
        divergence *f = &j->v[i];
        json_t *d = json_pack("{s:s, s:s, s:I, s:b}", "check", check_name[f->check], "message",
                              f->message, "step", (json_int_t)f->step, "first", i == 0);
        if (f->diff)
            json_object_update(d, f->diff);
        json_object_set_new(d, "clauses", f->clauses ? f->clauses : json_null());
        json_array_append_new(v->divergences, d);
        if (i == 0) {
            v->diff = f->diff;
            f->diff = NULL;
            strbuf sb;
            sb_init(&sb);
            sb_puts(&sb, f->message);
            if (j->n > 1)
                sb_printf(&sb, " (and %zu more divergence%s)", j->n - 1, j->n == 2 ? "" : "s");
            v->message = sb_take(&sb);
        }
        json_decref(f->diff);
        free(f->message);
    }
    v->ndivergences = j->n;
    free(j->v);
}

void judge(const json_t *expect, const json_t *obs, const json_t *script, verdict *v)
{
    memset(v, 0, sizeof *v);
    v->pass = true;
    judging j = {.end = (long)json_array_size(script)};
    const json_t *invalid = json_object_get(expect, "invalid");
    if (invalid) {
        judge_invalid(&j, invalid, obs);
        conclude(&j, v);
        return;
    }
    judge_pending(&j, json_object_get(expect, "pending"), obs);
    judge_rejections(&j, json_object_get(expect, "rejections"), json_object_get(obs, "rejections"));
    const json_t *events = json_object_get(obs, "events");
    const json_t *exactly = json_object_get(expect, "exactly");
    bool *matched = exactly ? xcalloc(json_array_size(events) + 1, sizeof *matched) : NULL;
    judge_events(&j, json_object_get(expect, "events"), events, matched);
    judge_absent(&j, json_object_get(expect, "absent"), events);
    if (exactly)
        judge_exactly(&j, exactly, events, matched);
    free(matched);
    judge_legal(&j, json_object_get(expect, "legal"), json_object_get(obs, "legal"));
    judge_state(&j, json_object_get(expect, "state"), obs);
    judge_unused(&j, obs, script);
    conclude(&j, v);
}

void verdict_add_first(verdict *v, const char *check, const char *message, const char *clause)
{
    json_t *d = json_pack("{s:s, s:s, s:I, s:b, s:o}", "check", check, "message", message, "step",
                          (json_int_t)-1, "first", 1, "clauses",
                          clause ? json_pack("[s]", clause) : json_null());
    if (!v->divergences)
        v->divergences = json_array();
    size_t i;
    json_t *e;
    json_array_foreach(v->divergences, i, e)
        json_object_set(e, "first", json_false());
    json_array_insert_new(v->divergences, 0, d);
    v->ndivergences++;
    strbuf sb;
    sb_init(&sb);
    sb_puts(&sb, message);
    if (v->ndivergences > 1)
        sb_printf(&sb, " (and %zu more divergence%s)", v->ndivergences - 1,
                  v->ndivergences == 2 ? "" : "s");
    free(v->message);
    v->message = sb_take(&sb);
    json_decref(v->diff);
    v->diff = NULL;
    v->pass = false;
}

static bool of_the_script(const char *check)
{
    return strcmp(check, "pending") == 0 || strcmp(check, "unused") == 0
        || strcmp(check, "unexpected-rejection") == 0;
}

/* Append the ids of `add` that `declared` has and `set` does not. */
static void add_clauses(json_t *set, const json_t *add, const json_t *declared)
{
    size_t i, k;
    const json_t *id, *have;
    json_array_foreach(add, i, id) {
        bool known = false, dup = false;
        json_array_foreach(declared, k, have)
            known |= json_equal(have, id);
        json_array_foreach(set, k, have)
            dup |= json_equal(have, id);
        if (known && !dup)
            json_array_append(set, (json_t *)id);
    }
}

/* The ids of `declared` that `set` has, in the declared order. */
static json_t *in_declared_order(const json_t *set, const json_t *declared)
{
    json_t *out = json_array();
    size_t i, k;
    const json_t *id, *have;
    json_array_foreach(declared, i, id)
        json_array_foreach(set, k, have)
            if (json_equal(have, id)) {
                json_array_append(out, (json_t *)id);
                break;
            }
    return out;
}

json_t *verdict_attribute(verdict *v, const json_t *declared, bool names_clauses)
{
    if (v->pass)
        return json_array();
    json_t *named = json_array();
    bool any_named = false, all = !names_clauses;
    size_t i;
    json_t *d;
    json_array_foreach(v->divergences, i, d) {
        const json_t *c = json_object_get(d, "clauses");
        const char *check = json_string_value(json_object_get(d, "check"));
        if (json_is_array(c)) {
            add_clauses(named, c, declared);
            any_named = true;
        } else if (!of_the_script(check)) {
            all = true;   /* a check nothing names: every declared clause, as before */
        }
    }
    bool script_all = !any_named;
    json_array_foreach(v->divergences, i, d) {
        const json_t *c = json_object_get(d, "clauses");
        const char *check = json_string_value(json_object_get(d, "check"));
        json_t *resolved;
        if (!names_clauses || (!json_is_array(c) && (!of_the_script(check) || script_all)))
            resolved = json_deep_copy(declared);
        else if (!json_is_array(c))
            resolved = in_declared_order(named, declared);
        else
            resolved = in_declared_order(c, declared);
        json_object_set_new(d, "clauses", resolved);
    }
    json_t *failed = all || script_all ? json_deep_copy(declared) : in_declared_order(named, declared);
    json_decref(named);
    return failed;
}

void verdict_free(verdict *v)
{
    free(v->message);
    json_decref(v->diff);
    json_decref(v->divergences);
    memset(v, 0, sizeof *v);
}
