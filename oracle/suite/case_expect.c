/* case_expect.c — a case's expectation read strictly (case_expect.h). */
#include "case_expect.h"
#include "util/jsonpos.h"

#include <string.h>

typedef struct reader {
    jcheck *ck;
    tcase *c;
} reader;

static bool declared(const tcase *c, const char *id)
{
    for (size_t i = 0; i < c->npins; i++)
        if (c->pins[i].id && strcmp(c->pins[i].id, id) == 0)
            return true;
    return false;
}

/* "$clauses": the clauses a check names, each declared by the case; [] names none (the check
 * is a premise of the case: it tests none of its clauses). */
static void check_clauses(reader *r, const json_t *list)
{
    jcheck *ck = r->ck;
    jpos_push_key(&ck->path, "$clauses");
    if (!json_is_array(list)) {
        jc_fail(ck, 0, "expected an array of the clause ids this check concerns, found %s",
                jc_type_name(list));
    } else {
        r->c->names_clauses = true;
        size_t i;
        const json_t *id;
        json_array_foreach(list, i, id) {
            jpos_push_index(&ck->path, i);
            if (!json_is_string(id))
                jc_fail(ck, 0, "expected a clause id (a string), found %s", jc_type_name(id));
            else if (!declared(r->c, json_string_value(id)))
                jc_fail(ck, 0, "\"%s\" is not a clause this case declares: a check names clauses "
                        "of the case's \"clauses\"", json_string_value(id));
            jpos_pop(&ck->path);
        }
    }
    jpos_pop(&ck->path);
}

static void walk(reader *r, const json_t *v, bool in_array);

/* An operator object: `op` and at most "$clauses" beside it; its value an array unless it is
 * "$value". */
static void check_operator(reader *r, const json_t *obj, const char *op, const json_t *value)
{
    jcheck *ck = r->ck;
    const char *key;
    json_t *v;
    json_object_foreach((json_t *)obj, key, v)
        if (strcmp(key, op) != 0 && strcmp(key, "$clauses") != 0)
            jc_fail_key(ck, key, 1, "an object with \"%s\" has no other member than \"$clauses\"", op);
    jpos_push_key(&ck->path, op);
    if (strcmp(op, "$value") != 0 && !json_is_array(value))
        jc_fail(ck, 0, "expected an array, found %s", jc_type_name(value));
    else if (strcmp(op, "$value") == 0)
        walk(r, value, false);
    else
        walk(r, value, true);   /* its elements: a group in a group is allowed */
    jpos_pop(&ck->path);
}

/* An expected value of the document's vocabulary, with its operators. */
static void walk(reader *r, const json_t *v, bool in_array)
{
    jcheck *ck = r->ck;
    if (json_is_array(v)) {
        size_t i;
        const json_t *e;
        json_array_foreach(v, i, e) {
            jpos_push_index(&ck->path, i);
            walk(r, e, true);
            jpos_pop(&ck->path);
        }
        return;
    }
    if (!json_is_object(v))
        return;
    const char *key;
    json_t *m;
    const char *op = NULL;
    json_object_foreach((json_t *)v, key, m) {
        if (key[0] != '$')
            continue;
        if (strcmp(key, "$clauses") == 0) {
            check_clauses(r, m);
        } else if (strcmp(key, "$value") == 0 || strcmp(key, "$set") == 0
                   || strcmp(key, "$any_order") == 0) {
            if (strcmp(key, "$any_order") == 0 && !in_array)
                jc_fail_key(ck, key, 1, "\"$any_order\" is an element of an array (a run of "
                            "elements in any order); for a whole array in any order use \"$set\"");
            else
                op = key;
        } else {
            jc_fail_key(ck, key, 1, "unknown operator \"%s\" (expected \"$clauses\", \"$value\", "
                        "\"$set\" or \"$any_order\"; no key of a document's vocabulary begins "
                        "with \"$\")", key);
        }
    }
    if (op) {
        check_operator(r, v, op, json_object_get(v, op));
        return;
    }
    json_object_foreach((json_t *)v, key, m) {
        if (key[0] == '$')
            continue;
        jpos_push_key(&ck->path, key);
        walk(r, m, false);
        jpos_pop(&ck->path);
    }
}

static int check_step(jcheck *ck, const json_t *item, const json_t *script, const char *must_be)
{
    json_t *step = jc_member(ck, item, "step", JSON_INTEGER);
    if (!step)
        return -1;
    json_int_t s = json_integer_value(step);
    if (s < 0 || (size_t)s >= json_array_size(script)) {
        jc_fail_key(ck, "step", 0, "step %lld is not in the script (steps 0..%zu)", (long long)s,
                    json_array_size(script) ? json_array_size(script) - 1 : 0);
        return -1;
    }
    if (must_be && !json_object_get(json_array_get(script, (size_t)s), must_be)) {
        jc_fail_key(ck, "step", 0, "step %lld is not a \"%s\" entry", (long long)s, must_be);
        return -1;
    }
    return 0;
}

/* A tie group of the expected events: {"$any_order": [two or more partial events]}, observed
 * in any order among themselves (docs/cases.md). */
static void check_tie_group(reader *r, const json_t *it)
{
    jcheck *ck = r->ck;
    static const char *const allowed[] = {"$any_order", NULL};
    static const char *const required[] = {"$any_order", NULL};
    if (jc_keys(ck, it, allowed, required) != 0)
        return;
    const json_t *members = jc_member(ck, it, "$any_order", JSON_ARRAY);
    if (!members)
        return;
    jpos_push_key(&ck->path, "$any_order");
    if (json_array_size(members) < 2)
        jc_fail(ck, 0, "a tie group of events holds two or more events");
    for (size_t i = 0; i < json_array_size(members); i++) {
        const json_t *e = json_array_get(members, i);
        jpos_push_index(&ck->path, i);
        if (!json_is_object(e))
            jc_fail(ck, 0, "expected an object, found %s", jc_type_name(e));
        else if (!json_is_string(json_object_get(e, "type")))
            jc_fail(ck, 0, "an expected event names its \"type\" (a string)");
        else
            walk(r, e, false);
        jpos_pop(&ck->path);
    }
    jpos_pop(&ck->path);
}

static void check_item(reader *r, const char *list, const json_t *it)
{
    jcheck *ck = r->ck;
    const json_t *script = r->c->script;
    if (!json_is_object(it)) {
        jc_fail(ck, 0, "expected an object, found %s", jc_type_name(it));
    } else if (strcmp(list, "rejections") == 0) {
        static const char *const allowed[] = {"step", "rule", "reason", "class", "$clauses", NULL};
        static const char *const required[] = {"step", "rule", NULL};
        if (jc_keys(ck, it, allowed, required) == 0 && check_step(ck, it, script, "do") == 0) {
            jc_string(ck, it, "rule", 1);
            jc_string(ck, it, "reason", 1);
            jc_string(ck, it, "class", 1);
        }
        if (json_object_get(it, "$clauses"))
            check_clauses(r, json_object_get(it, "$clauses"));
    } else if (strcmp(list, "legal") == 0) {
        static const char *const allowed[] = {"step", "actions", "$clauses", NULL};
        static const char *const required[] = {"step", "actions", NULL};
        if (jc_keys(ck, it, allowed, required) == 0 && check_step(ck, it, script, "query") == 0)
            jc_member(ck, it, "actions", JSON_ARRAY);
        if (json_object_get(it, "$clauses"))
            check_clauses(r, json_object_get(it, "$clauses"));
    } else if (strcmp(list, "invalid") == 0) {
        static const char *const allowed[] = {"path", "$clauses", NULL};
        static const char *const required[] = {"path", NULL};
        const char *path = jc_keys(ck, it, allowed, required) == 0 ? jc_string(ck, it, "path", 1) : NULL;
        char keys[512];
        jpos_path p;
        if (path && (path[0] != '$' || !jpos_parse(path, keys, sizeof keys, &p) || p.depth == 0
                     || !p.step[0].key || (strcmp(p.step[0].key, "setup") != 0
                                           && strcmp(p.step[0].key, "script") != 0)))
            jc_fail_key(ck, "path", 0, "expected the JSON path of a member of the setup or the "
                        "script (\"$.setup.cards.A\", \"$.script[3].card\"), found \"%s\"", path);
        if (json_object_get(it, "$clauses"))
            check_clauses(r, json_object_get(it, "$clauses"));
    } else if (strcmp(list, "events") == 0 && json_object_get(it, "$any_order")) {
        check_tie_group(r, it);
    } else if (json_object_get(it, "$any_order")) {
        jc_fail(ck, 0, "a tie group ({\"$any_order\": [...]}) is an element of the expected "
                "\"events\" only, not of \"%s\"", list);
    } else {  /* events, absent, exactly: partial events */
        if (!json_is_string(json_object_get(it, "type")))
            jc_fail(ck, 0, "an expected event names its \"type\" (a string)");
        walk(r, it, false);
    }
}

/* "pending": the question the run must stop at, unanswered (docs/cases.md): asked when the
 * script has run out, so its step is the script's length; what is asked for is named, the
 * options offered are an expected value (operators allowed). */
static void check_pending(reader *r, const json_t *p)
{
    jcheck *ck = r->ck;
    static const char *const allowed[] = {"step", "kind", "for", "options", "$clauses", NULL};
    static const char *const required[] = {"step", "kind", "for", NULL};
    jpos_push_key(&ck->path, "pending");
    if (!json_is_object(p)) {
        jc_fail(ck, 0, "expected an object (the question the run stops at), found %s",
                jc_type_name(p));
    } else if (jc_keys(ck, p, allowed, required) == 0) {
        json_t *step = jc_member(ck, p, "step", JSON_INTEGER);
        size_t n = json_array_size(r->c->script);
        if (step && json_integer_value(step) != (json_int_t)n)
            jc_fail_key(ck, "step", 0, "a run stops at an unanswered question only when the "
                        "script has run out: expected step %zu (the script's length), found %lld",
                        n, (long long)json_integer_value(step));
        const char *kind = jc_string(ck, p, "kind", 1);
        if (kind && strcmp(kind, "choose") != 0 && strcmp(kind, "random") != 0)
            jc_fail_key(ck, "kind", 0, "expected \"choose\" or \"random\", found \"%s\"", kind);
        jc_string(ck, p, "for", 1);
        if (json_object_get(p, "options")) {
            jpos_push_key(&ck->path, "options");
            walk(r, json_object_get(p, "options"), false);
            jpos_pop(&ck->path);
        }
    }
    if (json_is_object(p) && json_object_get(p, "$clauses"))
        check_clauses(r, json_object_get(p, "$clauses"));
    jpos_pop(&ck->path);
}

static void check_list(reader *r, const char *key)
{
    jcheck *ck = r->ck;
    json_t *list = jc_member(ck, r->c->expect, key, JSON_ARRAY);
    if (!list)
        return;
    jpos_push_key(&ck->path, key);
    if (json_array_size(list) == 0 && strcmp(key, "invalid") == 0)
        jc_fail(ck, 0, "a case that expects its input refused names at least one place");
    for (size_t i = 0; i < json_array_size(list); i++) {
        jpos_push_index(&ck->path, i);
        check_item(r, key, json_array_get(list, i));
        jpos_pop(&ck->path);
    }
    jpos_pop(&ck->path);
}

int case_check_expect(jcheck *ck, tcase *c)
{
    static const char *const allowed[] = {"state", "events", "rejections", "legal", "absent",
                                          "exactly", "pending", "invalid", NULL};
    static const char *const none[] = {NULL};
    int before = ck->failed;
    reader r = {ck, c};
    const json_t *expect = c->expect;
    jc_keys(ck, expect, allowed, none);
    if (json_object_size(expect) == 0)
        jc_fail(ck, 0, "expect names at least one of state, events, rejections, legal, absent, "
                "exactly, pending, invalid");
    if (json_object_get(expect, "invalid") && json_object_size(expect) > 1)
        jc_fail_key(ck, "invalid", 1, "a case that expects its input refused expects nothing "
                    "else (\"invalid\" is its whole expectation)");
    const json_t *state = jc_member(ck, expect, "state", JSON_OBJECT);
    if (state) {
        jpos_push_key(&ck->path, "state");
        walk(&r, state, false);
        jpos_pop(&ck->path);
    }
    if (json_object_get(expect, "pending"))
        check_pending(&r, json_object_get(expect, "pending"));
    static const char *const lists[] = {"events", "rejections", "legal", "absent", "exactly",
                                        "invalid"};
    for (size_t k = 0; k < sizeof lists / sizeof *lists; k++)
        check_list(&r, lists[k]);
    return ck->failed > before ? -1 : 0;
}
