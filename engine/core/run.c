/* run.c — one run of one case: the script cursor, the choices and random outcomes answered
 * from the script, and the observation the run builds (engine.h). The events' type strings are
 * made once per run and shared by the events of that type. */
#include "trace.h"
#include "engine/engine.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct eng_run {
    const json_t *script;
    size_t next;        /* index of the next unread entry */
    long step;          /* index of the entry last returned by eng_next() */
    json_t *obs;        /* the observation under construction */
    json_t *events, *rejections, *legal;
    int stopped;        /* a pending choice or an unasked entry ended the run */
    const json_t *answered;  /* the entry that answered the last choice or random outcome */
    json_t *errors;          /* the messages of eng_error(), one per problem, or NULL */
    eng_trace trace;
    struct {
        const char *name;   /* as the module passed it (a literal) */
        json_t *value;      /* the run's reference */
    } types[32];            /* the event types met so far, each one JSON string */
    size_t ntypes;
    json_t *step_value;     /* `step` as a JSON integer, shared by the events of one step */
    long step_of_value;
};

static const char *entry_kind(const json_t *e)
{
    static const char *const kinds[] = {"do", "query", "choose", "random"};
    for (size_t i = 0; i < sizeof kinds / sizeof *kinds; i++)
        if (json_object_get(e, kinds[i]))
            return kinds[i];
    return NULL;
}

/* A random entry the case marks optional (docs/cases.md): an implementation that does not ask
 * for it passes over it, and it counts as consumed. */
static int optional(const json_t *e)
{
    return json_object_get(e, "random") && json_is_true(json_object_get(e, "optional"));
}

const json_t *eng_next(eng_run *r)
{
    while (!r->stopped && r->next < json_array_size(r->script)
           && optional(json_array_get(r->script, r->next)))
        r->next++;
    if (r->stopped || r->next >= json_array_size(r->script))
        return NULL;
    const json_t *e = json_array_get(r->script, r->next);
    const char *k = entry_kind(e);
    if (!k || strcmp(k, "choose") == 0 || strcmp(k, "random") == 0) {
        r->stopped = 1;  /* nobody asked for it: left unused, "consumed" points here */
        return NULL;
    }
    r->step = (long)r->next++;
    return e;
}

const json_t *eng_script(const eng_run *r)
{
    return r->script;
}

long eng_step(const eng_run *r)
{
    return r->step;
}

/* Is e the answer to a question of entry_key ("choose", "random") for `kind`? */
static int answers(const json_t *e, const char *entry_key, const char *kind)
{
    const char *k = e ? entry_kind(e) : NULL;
    const char *want = e ? json_string_value(json_object_get(e, "for")) : NULL;
    return k && strcmp(k, entry_key) == 0 && want && strcmp(want, kind) == 0;
}

static const json_t *answer(eng_run *r, const char *entry_key, const char *kind, json_t *options)
{
    const json_t *e = r->stopped ? NULL : json_array_get(r->script, r->next);
    while (e && optional(e) && !answers(e, entry_key, kind))   /* not this question's: passed */
        e = json_array_get(r->script, ++r->next);
    if (answers(e, entry_key, kind)) {
        json_decref(options);
        r->next++;
        r->answered = e;
        return json_object_get(e, entry_key);
    }
    json_t *p = json_pack("{s:I, s:s, s:s}", "step", (json_int_t)r->next, "kind", entry_key,
                          "for", kind);
    json_object_set_new(p, "options", options ? options : json_null());
    json_object_set_new(r->obs, "pending", p);
    r->stopped = 1;
    return NULL;
}

const json_t *eng_answer_entry(const eng_run *r)
{
    return r->answered;
}

const json_t *eng_choose(eng_run *r, const char *kind, json_t *options)
{
    return answer(r, "choose", kind, options);
}

const json_t *eng_random(eng_run *r, const char *kind, json_t *options)
{
    return answer(r, "random", kind, options);
}

/* The event type `type` as a JSON string: a new reference to the one the run shares. */
static json_t *type_value(eng_run *r, const char *type)
{
    for (size_t i = 0; i < r->ntypes; i++)
        if (r->types[i].name == type || strcmp(r->types[i].name, type) == 0)
            return json_incref(r->types[i].value);
    json_t *v = json_string(type);
    if (!v || r->ntypes == sizeof r->types / sizeof *r->types)
        return v;
    r->types[r->ntypes].name = type;
    r->types[r->ntypes++].value = v;
    return json_incref(v);
}

/* The current step as a JSON integer: a new reference to the one its events share. */
static json_t *step_value(eng_run *r)
{
    if (!r->step_value || r->step_of_value != r->step) {
        json_decref(r->step_value);
        r->step_value = json_integer((json_int_t)r->step);
        r->step_of_value = r->step;
    }
    return json_incref(r->step_value);
}

json_t *eng_event_new(eng_run *r, const char *type)
{
    json_t *ev = json_object();
    json_object_set_new_nocheck(ev, "type", type_value(r, type));
    json_object_set_new_nocheck(ev, "step", step_value(r));
    json_array_append_new(r->events, ev);
    return ev;
}

void eng_event(eng_run *r, const char *type, json_t *fields)
{
    json_t *ev = eng_event_new(r, type);
    if (fields) {
        const char *key;
        json_t *v;
        json_object_foreach(fields, key, v)
            json_object_set_nocheck(ev, key, v);
        json_decref(fields);
    }
}

json_t *eng_object(const char *key, json_t *value, ...)
{
    json_t *o = json_object();
    va_list ap;
    va_start(ap, value);
    while (key) {
        json_object_set_new_nocheck(o, key, value);
        key = va_arg(ap, const char *);
        if (key)
            value = va_arg(ap, json_t *);
    }
    va_end(ap);
    return o;
}

static json_t *vformat(const char *fmt, va_list ap)
{
    char buf[1024];
    vsnprintf(buf, sizeof buf, fmt, ap);
    return json_string(buf);
}

void eng_reject(eng_run *r, const char *rule, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    json_t *reason = vformat(fmt, ap);
    va_end(ap);
    json_t *rej = json_pack("{s:I, s:s, s:o}", "step", (json_int_t)r->step, "rule", rule,
                            "reason", reason);
    json_array_append_new(r->rejections, rej);
}

void eng_reject_class(eng_run *r, const char *cls)
{
    json_t *last = json_array_get(r->rejections, json_array_size(r->rejections) - 1);
    if (last)
        json_object_set_new(last, "class", json_string(cls));
}

void eng_legal(eng_run *r, json_t *actions)
{
    json_array_append_new(r->legal, json_pack("{s:I, s:o}", "step", (json_int_t)r->step,
                                               "actions", actions));
}

void eng_state(eng_run *r, json_t *state)
{
    json_object_set_new(r->obs, "state", state);
}

int eng_error(eng_run *r, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    json_t *msg = vformat(fmt, ap);
    va_end(ap);
    if (r->step >= 0) {
        char buf[1100];
        snprintf(buf, sizeof buf, "step %ld: %s", r->step, json_string_value(msg));
        json_decref(msg);
        msg = json_string(buf);
    }
    if (!r->errors)
        r->errors = json_array();
    json_array_append_new(r->errors, msg);
    return -1;
}

/* The observation's "error": every problem eng_error() recorded, one per line. */
static void set_error(eng_run *r)
{
    size_t i, len = 0;
    json_t *m;
    json_array_foreach(r->errors, i, m)
        len += json_string_length(m) + 1;
    char *text = malloc(len + 1), *at = text;
    if (text) {
        json_array_foreach(r->errors, i, m) {
            if (i)
                *at++ = '\n';
            memcpy(at, json_string_value(m), json_string_length(m));
            at += json_string_length(m);
        }
        *at = '\0';
        json_object_set_new(r->obs, "error", json_string(text));
        free(text);
    }
    json_decref(r->errors);
    r->errors = NULL;
}

void eng_rule(eng_run *r, const char *id)
{
    if (r)
        eng_trace_add(&r->trace, id);
}

void eng_trace_pause(eng_run *r)
{
    r->trace.paused++;
}

void eng_trace_resume(eng_run *r)
{
    r->trace.paused--;
}

json_t *eng_execute(const eng_module *m, const json_t *setup, const json_t *script)
{
    eng_run r = {.script = script, .step = -1};
    r.obs = json_object();
    r.events = json_array();
    r.rejections = json_array();
    r.legal = json_array();
    json_object_set_new(r.obs, "state", json_object());
    json_object_set(r.obs, "events", r.events);
    json_object_set(r.obs, "rejections", r.rejections);
    json_object_set(r.obs, "legal", r.legal);
    int rc = m->run(&r, setup);
    while (rc == 0 && !r.stopped && r.next < json_array_size(script)
           && optional(json_array_get(script, r.next)))
        r.next++;   /* optional entries nobody asked for, at the end */
    if (r.errors)
        set_error(&r);
    if (rc != 0 && !json_object_get(r.obs, "error"))
        json_object_set_new(r.obs, "error", json_string("the engine failed without a message"));
    json_object_set_new(r.obs, "trace", eng_trace_json(&r.trace));
    json_object_set_new(r.obs, "consumed", json_integer((json_int_t)r.next));
    eng_trace_free(&r.trace);
    for (size_t i = 0; i < r.ntypes; i++)
        json_decref(r.types[i].value);
    json_decref(r.step_value);
    json_decref(r.events);
    json_decref(r.rejections);
    json_decref(r.legal);
    return r.obs;
}
