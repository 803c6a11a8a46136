/* adapter_check.c — the shape of the adapter protocol's responses (docs/protocol.md; the same
 * rules as adapters/protocol/response.schema.json and observation.schema.json): required keys,
 * their types, and no unknown keys. A failure names the JSON path of the first problem. */
#include "adapter_int.h"

#include <stdarg.h>
#include <string.h>

static const char *type_name(const json_t *v)
{
    switch (json_typeof(v)) {
    case JSON_OBJECT: return "an object";
    case JSON_ARRAY: return "an array";
    case JSON_STRING: return "a string";
    case JSON_INTEGER: return "an integer";
    case JSON_REAL: return "a real number";
    case JSON_TRUE:
    case JSON_FALSE: return "a boolean";
    case JSON_NULL: return "null";
    }
    return "a value";
}

static bool bad(strbuf *why, const char *path, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));
static bool bad(strbuf *why, const char *path, const char *fmt, ...)
{
    sb_printf(why, "%s: ", path);
    va_list ap;
    va_start(ap, fmt);
    sb_vprintf(why, fmt, ap);
    va_end(ap);
    return false;
}

typedef enum want { W_OBJECT, W_ARRAY, W_STRING, W_INTEGER, W_BOOLEAN, W_ANY } want;

static const char *want_name(want w)
{
    static const char *const names[] = {"an object", "an array", "a string", "an integer",
                                        "a boolean", "a value"};
    return names[w];
}

static bool is(const json_t *v, want w)
{
    switch (w) {
    case W_OBJECT: return json_is_object(v);
    case W_ARRAY: return json_is_array(v);
    case W_STRING: return json_is_string(v);
    case W_INTEGER: return json_is_integer(v);
    case W_BOOLEAN: return json_is_boolean(v);
    case W_ANY: return v != NULL;
    }
    return false;
}

/* One key an object may hold. */
typedef struct field {
    const char *key;
    want type;
    bool required;
} field;

/* `obj[key]` (obj at `path`) is present and of type `w`. */
static bool need(const json_t *obj, const char *path, const char *key, want w, strbuf *why)
{
    const json_t *v = json_object_get(obj, key);
    if (!v)
        return bad(why, path, "the key \"%s\" is missing", key);
    if (!is(v, w))
        return bad(why, path, "\"%s\" must be %s, not %s", key, want_name(w), type_name(v));
    return true;
}

/* `obj` (at `path`) is an object with every required field, each of its type, and no other
 * key. */
static bool check_fields(const json_t *obj, const char *path, const field *fields, size_t n,
                         strbuf *why)
{
    if (!json_is_object(obj))
        return bad(why, path, "must be an object, not %s", type_name(obj));
    for (size_t i = 0; i < n; i++)
        if ((fields[i].required || json_object_get(obj, fields[i].key)) &&
            !need(obj, path, fields[i].key, fields[i].type, why))
            return false;
    const char *key;
    const json_t *v;
    json_object_foreach((json_t *)obj, key, v) {
        size_t i = 0;
        while (i < n && strcmp(fields[i].key, key) != 0)
            i++;
        if (i == n)
            return bad(why, path, "unknown key \"%s\"", key);
    }
    return true;
}

/* Every element of the array `obj[key]` checked by `each` at path "PATH.KEY[i]" (written on the
 * stack, without a format per element: the path is only read when an element is wrong). */
static bool check_items(const json_t *obj, const char *path, const char *key,
                        bool (*each)(const json_t *, const char *, strbuf *), strbuf *why)
{
    const json_t *arr = json_object_get(obj, key);
    strbuf at;
    sb_init(&at);
    sb_printf(&at, "%s.%s[", path, key);
    size_t head = at.n;
    size_t i;
    const json_t *v;
    bool ok = true;
    json_array_foreach(arr, i, v) {
        char digits[24];
        size_t n = 0;
        for (size_t k = i; n == 0 || k > 0; k /= 10)
            digits[n++] = (char)('0' + k % 10);
        at.n = head;
        sb_reserve(&at, n + 1);
        while (n)
            at.p[at.n++] = digits[--n];
        sb_putc(&at, ']');
        if (!(ok = each(v, at.p, why)))
            break;
    }
    sb_free(&at);
    return ok;
}

static bool min_int(const json_t *obj, const char *path, const char *key, json_int_t min,
                    strbuf *why)
{
    const json_t *v = json_object_get(obj, key);
    if (v && json_integer_value(v) < min)
        return bad(why, path, "\"%s\" must be at least %" JSON_INTEGER_FORMAT ", not %"
                   JSON_INTEGER_FORMAT, key, min, json_integer_value(v));
    return true;
}

/* --- the observation ---------------------------------------------------------------- */

static bool check_event(const json_t *ev, const char *path, strbuf *why)
{
    if (!json_is_object(ev))
        return bad(why, path, "must be an object, not %s", type_name(ev));
    if (!need(ev, path, "type", W_STRING, why) || !need(ev, path, "step", W_INTEGER, why))
        return false;
    return true;  /* the other keys are the event's own fields */
}

/* A rejection names the clause that forbids the action (rule), or the reason class of the
 * document's vocabulary (class: what a library that cannot name clauses gives), or both. */
static bool check_rejection(const json_t *r, const char *path, strbuf *why)
{
    static const field f[] = {{"step", W_INTEGER, true}, {"rule", W_STRING, false},
                              {"class", W_STRING, false}, {"reason", W_STRING, true}};
    if (!check_fields(r, path, f, 4, why) || !min_int(r, path, "step", 0, why))
        return false;
    if (!json_object_get(r, "rule") && !json_object_get(r, "class"))
        return bad(why, path, "a rejection names its \"rule\" (the clause) or its \"class\" (the "
                   "document's reason class), or both");
    return true;
}

/* A problem with the case an implementation could not run: where it is (the JSON path of the
 * member in the case) and what was expected there. */
static bool check_problem(const json_t *p, const char *path, strbuf *why)
{
    static const field f[] = {{"path", W_STRING, true}, {"message", W_STRING, true}};
    return check_fields(p, path, f, 2, why);
}

static bool check_legal(const json_t *l, const char *path, strbuf *why)
{
    static const field f[] = {{"step", W_INTEGER, true}, {"actions", W_ARRAY, true}};
    return check_fields(l, path, f, 2, why) && min_int(l, path, "step", 0, why);
}

static bool check_string(const json_t *id, const char *path, strbuf *why)
{
    if (!json_is_string(id))
        return bad(why, path, "must be a string, not %s", type_name(id));
    return true;
}

static bool check_pending(const json_t *p, const char *path, strbuf *why)
{
    static const field f[] = {{"step", W_INTEGER, true}, {"kind", W_STRING, true},
                              {"for", W_STRING, true}, {"options", W_ANY, false}};
    if (!check_fields(p, path, f, 4, why) || !min_int(p, path, "step", 0, why))
        return false;
    const char *kind = json_string_value(json_object_get(p, "kind"));
    if (strcmp(kind, "choose") != 0 && strcmp(kind, "random") != 0)
        return bad(why, path, "\"kind\" must be \"choose\" or \"random\", not \"%s\"", kind);
    return true;
}

bool ad_check_observation(const json_t *obs, const char *path, strbuf *why)
{
    static const field f[] = {
        {"state", W_OBJECT, true},   {"events", W_ARRAY, true}, {"rejections", W_ARRAY, true},
        {"legal", W_ARRAY, true},    {"consumed", W_INTEGER, true},
        {"trace", W_ARRAY, false},   {"pending", W_OBJECT, false},
        {"error", W_STRING, false},  {"errors", W_ARRAY, false},
    };
    if (!check_fields(obs, path, f, sizeof f / sizeof *f, why) ||
        !min_int(obs, path, "consumed", 0, why) ||
        !check_items(obs, path, "events", check_event, why) ||
        !check_items(obs, path, "rejections", check_rejection, why) ||
        !check_items(obs, path, "legal", check_legal, why) ||
        !check_items(obs, path, "trace", check_string, why) ||
        !check_items(obs, path, "errors", check_problem, why))
        return false;
    if (json_object_get(obs, "errors") && !json_object_get(obs, "error"))
        return bad(why, path, "\"errors\" details an \"error\": give both");
    const json_t *pending = json_object_get(obs, "pending");
    if (pending) {
        strbuf at;
        sb_init(&at);
        sb_printf(&at, "%s.pending", path);
        bool ok = check_pending(pending, sb_str(&at), why);
        sb_free(&at);
        return ok;
    }
    return true;
}

/* --- the responses ------------------------------------------------------------------ */

bool ad_check_start(const json_t *resp, strbuf *why)
{
    if (!json_is_object(resp))
        return bad(why, "$", "must be an object, not %s", type_name(resp));
    const json_t *protocol = json_object_get(resp, "protocol");
    const json_t *ok = json_object_get(resp, "ok");
    const char *error = json_string_value(json_object_get(resp, "error"));
    if (!need(resp, "$", "protocol", W_INTEGER, why))
        return false;
    if (json_integer_value(protocol) != 1) {
        sb_printf(why, "the adapter speaks protocol %" JSON_INTEGER_FORMAT ", not 1",
                  json_integer_value(protocol));
        if (error)
            sb_printf(why, ": %s", error);
        return false;
    }
    if (json_is_false(ok)) {
        sb_printf(why, "the adapter refused to start: %s", error ? error : "(no error given)");
        return false;
    }
    static const field f[] = {{"protocol", W_INTEGER, true}, {"ok", W_BOOLEAN, true},
                              {"engine", W_OBJECT, true}, {"docs", W_ARRAY, true}};
    static const field engine[] = {{"name", W_STRING, true}, {"version", W_STRING, true}};
    return check_fields(resp, "$", f, 4, why) &&
           check_fields(json_object_get(resp, "engine"), "$.engine", engine, 2, why) &&
           check_items(resp, "$", "docs", check_string, why);
}

bool ad_check_seq(const json_t *resp, json_int_t seq, strbuf *why)
{
    if (!json_is_object(resp))
        return bad(why, "$", "must be an object, not %s", type_name(resp));
    const json_t *s = json_object_get(resp, "seq");
    if (!need(resp, "$", "seq", W_INTEGER, why))
        return false;
    if (json_integer_value(s) != seq) {
        sb_printf(why, "the response answers seq %" JSON_INTEGER_FORMAT ", the request was seq %"
                  JSON_INTEGER_FORMAT, json_integer_value(s), seq);
        return false;
    }
    return true;
}

bool ad_check_response(const json_t *resp, json_int_t seq, strbuf *why)
{
    return ad_check_seq(resp, seq, why) && ad_check_body(resp, why);
}

bool ad_check_body(const json_t *resp, strbuf *why)
{
    if (!json_is_object(resp))
        return bad(why, "$", "must be an object, not %s", type_name(resp));
    if (!need(resp, "$", "status", W_STRING, why))
        return false;
    const char *status = json_string_value(json_object_get(resp, "status"));
    static const field result[] = {{"seq", W_INTEGER, true}, {"status", W_STRING, true},
                                   {"observation", W_OBJECT, true}};
    static const field skipped[] = {{"seq", W_INTEGER, true}, {"status", W_STRING, true},
                                    {"reason", W_STRING, true}};
    static const field errored[] = {{"seq", W_INTEGER, true}, {"status", W_STRING, true},
                                    {"message", W_STRING, true}};
    if (strcmp(status, "result") == 0)
        return check_fields(resp, "$", result, 3, why) &&
               ad_check_observation(json_object_get(resp, "observation"), "$.observation", why);
    if (strcmp(status, "skipped") == 0)
        return check_fields(resp, "$", skipped, 3, why);
    if (strcmp(status, "errored") == 0)
        return check_fields(resp, "$", errored, 3, why);
    return bad(why, "$", "\"status\" must be \"result\", \"skipped\" or \"errored\", not \"%s\"",
               status);
}
