/* fw_testutil.c — helpers the fusion-world engine tests share (fw_testutil.h). */
#include "fw_testutil.h"
#include "engine/engine.h"

#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

json_t *fwt_json(const char *text)
{
    char *s = strdup(text);
    assert_non_null(s);
    for (char *p = s; *p; p++)
        if (*p == '\'')
            *p = '"';
    json_error_t err;
    json_t *v = json_loads(s, JSON_DECODE_ANY, &err);
    if (!v)
        fail_msg("bad JSON literal (%d:%d %s): %s", err.line, err.column, err.text, s);
    free(s);
    return v;
}

static size_t last_script_len;

json_t *fwt_run(const char *setup, const char *script)
{
    const eng_module *m = eng_find("fusion-world");
    assert_non_null(m);
    return fwt_execute(m, setup, script);
}

json_t *fwt_execute(const eng_module *m, const char *setup, const char *script)
{
    json_t *su = fwt_json(setup), *sc = fwt_json(script);
    json_t *obs = eng_execute(m, su, sc);
    last_script_len = json_array_size(sc);
    json_decref(su);
    json_decref(sc);
    return obs;
}

void fwt_ok(const json_t *obs)
{
    const char *err = json_string_value(json_object_get(obs, "error"));
    if (err)
        fail_msg("unexpected error: %s", err);
    const json_t *p = json_object_get(obs, "pending");
    if (p) {
        char *s = json_dumps(p, 0);
        fail_msg("unexpected pending choice: %s", s);
    }
    json_int_t used = json_integer_value(json_object_get(obs, "consumed"));
    if ((size_t)used != last_script_len)
        fail_msg("%lld of the %zu script entries used", (long long)used, last_script_len);
}

void fwt_error(const json_t *obs, const char *part)
{
    const char *err = json_string_value(json_object_get(obs, "error"));
    if (!err)
        fail_msg("expected an error containing \"%s\", got none", part);
    if (!strstr(err, part))
        fail_msg("expected an error containing \"%s\", got \"%s\"", part, err);
}

long fwt_event_index(const json_t *obs, const char *type, size_t k)
{
    size_t i;
    json_t *e;
    json_array_foreach(json_object_get(obs, "events"), i, e)
        if (strcmp(json_string_value(json_object_get(e, "type")), type) == 0 && k-- == 0)
            return (long)i;
    return -1;
}

const json_t *fwt_event(const json_t *obs, const char *type, size_t k)
{
    long i = fwt_event_index(obs, type, k);
    if (i < 0)
        fail_msg("no event %s number %zu", type, k);
    return json_array_get(json_object_get(obs, "events"), (size_t)i);
}

size_t fwt_count(const json_t *obs, const char *type)
{
    size_t i, n = 0;
    json_t *e;
    json_array_foreach(json_object_get(obs, "events"), i, e)
        n += strcmp(json_string_value(json_object_get(e, "type")), type) == 0;
    return n;
}

static bool listed(const char *types, const char *type)
{
    size_t n = strlen(type);
    for (const char *p = types; (p = strstr(p, type)); p += n)
        if ((p == types || p[-1] == ' ') && (p[n] == ' ' || p[n] == '\0'))
            return true;
    return false;
}

char *fwt_trail(const json_t *obs, const char *types)
{
    static char buf[16384];
    buf[0] = '\0';
    size_t i;
    json_t *e;
    json_array_foreach(json_object_get(obs, "events"), i, e) {
        const char *type = json_string_value(json_object_get(e, "type"));
        if (!listed(types, type))
            continue;
        const char *detail = NULL;
        static const char *const keys[] = {"at", "name", "process", "card", "player", "winner"};
        for (size_t k = 0; k < sizeof keys / sizeof *keys && !detail; k++)
            detail = json_string_value(json_object_get(e, keys[k]));
        size_t len = strlen(buf);
        snprintf(buf + len, sizeof buf - len, "%s%s%s%s", len ? " " : "", type,
                 detail ? ":" : "", detail ? detail : "");
    }
    return buf;
}

const json_t *fwt_state(const json_t *obs, const char *path)
{
    const json_t *v = json_object_get(obs, "state");
    char key[64];
    for (const char *p = path; v && *p;) {
        size_t n = strcspn(p, ".");
        if (n >= sizeof key)
            fail_msg("path part too long: %s", path);
        memcpy(key, p, n);
        key[n] = '\0';
        if (json_is_array(v))
            v = json_array_get(v, (size_t)atoi(key));
        else
            v = json_object_get(v, key);
        p += n;
        if (*p == '.')
            p++;
    }
    if (!v)
        fail_msg("no state value at %s", path);
    return v;
}

const char *fwt_ids(const json_t *obs, const char *path)
{
    static char buf[4096];
    buf[0] = '\0';
    const json_t *a = fwt_state(obs, path);
    size_t i;
    json_t *x;
    json_array_foreach(a, i, x) {
        const char *id = json_is_object(x) ? json_string_value(json_object_get(x, "card"))
                                           : json_string_value(x);
        size_t len = strlen(buf);
        snprintf(buf + len, sizeof buf - len, "%s%s", len ? " " : "", id ? id : "?");
    }
    return buf;
}

const char *fwt_rejections(const json_t *obs)
{
    static char buf[1024];
    buf[0] = '\0';
    size_t i;
    json_t *r;
    json_array_foreach(json_object_get(obs, "rejections"), i, r) {
        size_t len = strlen(buf);
        snprintf(buf + len, sizeof buf - len, "%s%s", len ? " " : "",
                 json_string_value(json_object_get(r, "rule")));
    }
    return buf;
}

bool fwt_traced(const json_t *obs, const char *id)
{
    size_t i;
    json_t *v;
    json_array_foreach(json_object_get(obs, "trace"), i, v)
        if (strcmp(json_string_value(v), id) == 0)
            return true;
    return false;
}

void fwt_expect_json(const json_t *got, const char *want_text)
{
    json_t *want = fwt_json(want_text);
    if (!json_equal((json_t *)got, want)) {
        char *g = got ? json_dumps(got, JSON_SORT_KEYS) : strdup("(null)");
        char *w = json_dumps(want, JSON_SORT_KEYS);
        fail_msg("expected %s\n     got %s", w, g);
    }
    json_decref(want);
}
