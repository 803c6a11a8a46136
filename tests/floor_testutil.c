/* floor_testutil.c — helpers the bushiroad-floor engine tests share (floor_testutil.h). */
#include "floor_testutil.h"
#include "engine/engine.h"

#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

json_t *ft_json(const char *text)
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

json_t *ft_run(const char *setup, const char *script)
{
    const eng_module *m = eng_find("bushiroad-floor");
    assert_non_null(m);
    json_t *su = ft_json(setup), *sc = ft_json(script);
    json_t *obs = eng_execute(m, su, sc);
    json_decref(su);
    json_decref(sc);
    return obs;
}

const json_t *ft_event(const json_t *obs, const char *type, size_t k)
{
    size_t i;
    json_t *e;
    json_array_foreach(json_object_get(obs, "events"), i, e)
        if (strcmp(json_string_value(json_object_get(e, "type")), type) == 0 && k-- == 0)
            return e;
    fail_msg("no event %s number %zu", type, k);
    return NULL;
}

size_t ft_count_events(const json_t *obs, const char *type)
{
    size_t i, n = 0;
    json_t *e;
    json_array_foreach(json_object_get(obs, "events"), i, e)
        n += strcmp(json_string_value(json_object_get(e, "type")), type) == 0;
    return n;
}

bool ft_traced(const json_t *obs, const char *id)
{
    size_t i;
    json_t *v;
    json_array_foreach(json_object_get(obs, "trace"), i, v)
        if (strcmp(json_string_value(v), id) == 0)
            return true;
    return false;
}
