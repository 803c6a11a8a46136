/* finding.c — the checks of one probe of a random game (finding.h). */
#include "finding.h"
#include "oracle/games/invariant.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static bool found(finding *f, const char *kind, long step, int side, const char *detail,
                  const char *fmt, ...) __attribute__((format(printf, 6, 7)));

static bool found(finding *f, const char *kind, long step, int side, const char *detail,
                  const char *fmt, ...)
{
    snprintf(f->kind, sizeof f->kind, "%s", kind);
    snprintf(f->detail, sizeof f->detail, "%s", detail ? detail : "");
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(f->message, sizeof f->message, fmt, ap);
    va_end(ap);
    f->step = step;
    f->side = side;
    snprintf(f->signature, sizeof f->signature, "%s %s", kind, f->detail);
    return true;
}

/* A value as compact JSON, cut to fit `size`. */
static void compact(const json_t *v, char *buf, size_t size)
{
    char *s = v ? json_dumps(v, JSON_COMPACT | JSON_ENCODE_ANY) : NULL;
    snprintf(buf, size, "%s", s ? s : "(none)");
    free(s);
}

/* The signature of a divergence: its check, and the type of the event or the path of the
 * state without indices. */
static void divergence_signature(finding *f, const char *check, const char *where,
                                 const json_t *a, const json_t *b)
{
    char what[128] = "";
    if (strcmp(check, "events") == 0) {
        const json_t *e = probe_value_at(a, where);
        const char *type = json_string_value(json_object_get(e ? e : probe_value_at(b, where),
                                                             "type"));
        snprintf(what, sizeof what, "%s", type ? type : "");
    } else if (strcmp(check, "state") == 0) {
        size_t n = 0;
        for (const char *p = where; *p && n + 1 < sizeof what; p++) {
            if (*p == '[')
                p += strcspn(p, "]");
            else
                what[n++] = *p;
        }
        what[n] = '\0';
    }
    snprintf(f->signature, sizeof f->signature, "divergence %s:%s", check, what);
}

bool finding_offered(const json_t *legal, const json_t *action)
{
    size_t i;
    const json_t *a;
    json_array_foreach(legal, i, a) {
        const char *key;
        json_t *v;
        bool all = json_is_object(a);
        json_object_foreach((json_t *)a, key, v)
            if (!json_equal(v, json_object_get(action, key)))
                all = false;
        if (all)
            return true;
    }
    return false;
}

/* "errored " and the message, its digits left out (a step, a count). */
static void signature_of_message(finding *f, const char *message)
{
    size_t n = (size_t)snprintf(f->signature, sizeof f->signature, "%s ", f->kind);
    for (const char *c = message; c && *c && n + 1 < sizeof f->signature; c++)
        if (*c < '0' || *c > '9')
            f->signature[n++] = *c;
    f->signature[n < sizeof f->signature ? n : sizeof f->signature - 1] = '\0';
}

static bool status_finding(const play_sides *s, const probe *p, finding *f)
{
    for (size_t k = 0; k < p->n; k++) {
        const drv_outcome *o = &p->out[k];
        const char *kind = o->status == DRV_CRASH     ? "crash"
                           : o->status == DRV_TIMEOUT ? "timeout"
                           : o->status == DRV_ERRORED ? "errored"
                                                      : NULL;
        if (kind) {
            found(f, kind, -1, (int)k, kind, "%s: %s", s->label[k], o->message ? o->message : kind);
            if (o->status == DRV_ERRORED)   /* its message without numbers is its cause */
                signature_of_message(f, o->message);
            return true;
        }
    }
    return false;
}

/* Is the entry after `step` an answer (a choose or random entry)? An action an
 * implementation refuses after it asked the player something for it may be refused for the
 * player's answer (a required cost the player declines, 13-13 of fusion-world; an answer it
 * refuses as malformed, named at the action's step, which game.c draws again): the answers
 * right after an action are the ones its declaration asked for. */
static bool answered_after(const json_t *script, size_t step)
{
    const json_t *e = json_array_get(script, step + 1);
    return json_object_get(e, "choose") || json_object_get(e, "random");
}

/* An error of the observation about script entry `step` ("step N: …", one problem a line). */
static bool error_at(const json_t *observation, long step)
{
    const char *e = json_string_value(json_object_get(observation, "error"));
    char head[32];
    int n = snprintf(head, sizeof head, "step %ld:", step);
    for (const char *line = e; line && *line;) {
        if (strncmp(line, head, (size_t)n) == 0)
            return true;
        line = strchr(line, '\n');
        line = line ? line + 1 : NULL;
    }
    size_t i;
    const json_t *x;
    char path[32];
    snprintf(path, sizeof path, "$.script[%ld]", step);
    json_array_foreach(json_object_get(observation, "errors"), i, x) {
        const char *at = json_string_value(json_object_get(x, "path"));
        if (at && strncmp(at, path, strlen(path)) == 0)
            return true;
    }
    return false;
}

static bool offered_finding(const play_game *g, const play_sides *s, const json_t *script,
                            const json_t *obs, int side, finding *f)
{
    for (size_t q = 0; q + 1 < json_array_size(script); q++) {
        const json_t *e = json_array_get(script, q), *act = json_array_get(script, q + 1);
        if (!json_object_get(e, "query") || !json_object_get(act, "do"))
            continue;
        const json_t *legal = probe_legal_at(obs, (long)q);
        if (!legal || !finding_offered(legal, act))
            continue;
        long step = (long)q + 1;
        if (error_at(obs, step) && !answered_after(script, (size_t)step))
            return found(f, "offered-error", step, side, "", "%s offered %s at step %zu, then "
                         "refused it as malformed: %s", s->label[side],
                         json_string_value(json_object_get(act, "do")), q,
                         json_string_value(json_object_get(obs, "error")));
        size_t i;
        const json_t *rej;
        json_array_foreach(json_object_get(obs, "rejections"), i, rej) {
            if (json_integer_value(json_object_get(rej, "step")) != step ||
                answered_after(script, (size_t)step))
                continue;
            const char *rule = json_string_value(json_object_get(rej, "rule"));
            if (rule && play_game_listed(g->completion_rules, rule))
                continue;
            return found(f, "offered-rejected", step, side, rule ? rule : "",
                         "%s offered \"%s\" at step %zu, then rejected it (rule %s: %s)",
                         s->label[side], json_string_value(json_object_get(act, "do")), q,
                         rule ? rule : "none",
                         json_string_value(json_object_get(rej, "reason")));
        }
    }
    return false;
}

bool finding_check(const play_game *g, const play_sides *s, const json_t *setup,
                   const json_t *script, const probe *p, finding *f)
{
    memset(f, 0, sizeof *f);
    if (status_finding(s, p, f))
        return true;
    if (p->n == 2) {
        char check[32], where[256];
        if (probe_first_difference(p->out[0].observation, p->out[1].observation, check,
                                   sizeof check, where, sizeof where)) {
            const json_t *a = p->out[0].observation, *b = p->out[1].observation;
            char detail[300], va[400], vb[400];
            snprintf(detail, sizeof detail, "%s %s", check, where);
            compact(probe_value_at(a, where), va, sizeof va);
            compact(probe_value_at(b, where), vb, sizeof vb);
            found(f, "divergence", -1, -1, detail, "%s and %s differ first in %s: %s against %s",
                  s->label[0], s->label[1], where, va, vb);
            divergence_signature(f, check, where, a, b);
            return true;
        }
    }
    for (size_t k = 0; k < p->n; k++) {
        const json_t *obs = p->out[k].observation;
        inv_report r;
        inv_check(g->doc, setup, obs, &r);
        if (r.clause) {
            bool b = found(f, "invariant", -1, (int)k, r.clause, "%s: %s", s->label[k],
                           r.message ? r.message : r.clause);
            inv_report_free(&r);
            return b;
        }
        inv_report_free(&r);
        if (offered_finding(g, s, script, obs, (int)k, f))
            return true;
    }
    return false;
}

bool finding_same(const finding *a, const finding *b)
{
    if (strcmp(a->kind, b->kind) != 0)
        return false;
    return strcmp(a->signature, b->signature) == 0 && a->side == b->side;
}
