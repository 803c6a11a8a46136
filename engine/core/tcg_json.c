/* tcg_json.c — strict reading of a card game's setup and script entries: an unknown key, a
 * wrong type, a value out of range or an unknown card or player is a case error naming the key
 * (tcg.h). */
#include "tcg.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

int tcg_only_keys(tcg_game *g, const json_t *obj, const char *what, const char *const *allowed)
{
    if (!json_is_object(obj))
        return eng_error(g->run, "%s: must be an object", what);
    const char *key;
    const json_t *v;
    json_object_foreach((json_t *)obj, key, v) {
        if (tcg_enum_index(allowed, key) < 0)
            return eng_error(g->run, "%s: unknown key \"%s\"", what, key);
    }
    return TCG_OK;
}

int tcg_get_int(tcg_game *g, const json_t *obj, const char *key, const char *what, bool required,
                long min, long max, long *out)
{
    const json_t *v = json_object_get(obj, key);
    if (!v) {
        if (required)
            return eng_error(g->run, "%s: \"%s\" is required", what, key);
        return TCG_OK;
    }
    if (!json_is_integer(v))
        return eng_error(g->run, "%s: \"%s\" must be an integer", what, key);
    json_int_t x = json_integer_value(v);
    if (x < min || x > max)
        return eng_error(g->run, "%s: \"%s\" must be between %ld and %ld", what, key, min, max);
    *out = (long)x;
    return TCG_OK;
}

int tcg_get_bool(tcg_game *g, const json_t *obj, const char *key, const char *what, bool *out)
{
    const json_t *v = json_object_get(obj, key);
    if (!v)
        return TCG_OK;
    if (!json_is_boolean(v))
        return eng_error(g->run, "%s: \"%s\" must be true or false", what, key);
    *out = json_is_true(v);
    return TCG_OK;
}

int tcg_get_string(tcg_game *g, const json_t *obj, const char *key, const char *what,
                   bool required, const char **out)
{
    const json_t *v = json_object_get(obj, key);
    if (!v) {
        if (required)
            return eng_error(g->run, "%s: \"%s\" is required", what, key);
        return TCG_OK;
    }
    if (!json_is_string(v))
        return eng_error(g->run, "%s: \"%s\" must be a string", what, key);
    *out = json_string_value(v);
    return TCG_OK;
}

int tcg_enum_index(const char *const *names, const char *name)
{
    for (int i = 0; name && names[i]; i++)
        if (strcmp(names[i], name) == 0)
            return i;
    return -1;
}

int tcg_get_enum(tcg_game *g, const json_t *obj, const char *key, const char *what,
                 bool required, const char *const *names, int *out)
{
    const char *s = NULL;
    TCG_TRY(tcg_get_string(g, obj, key, what, required, &s));
    if (!s)
        return TCG_OK;
    int k = tcg_enum_index(names, s);
    if (k < 0)
        return eng_error(g->run, "%s: \"%s\" cannot be \"%s\"", what, key, s);
    *out = k;
    return TCG_OK;
}

int tcg_get_card(tcg_game *g, const json_t *v, const char *what, int *out)
{
    if (!json_is_string(v))
        return eng_error(g->run, "%s: a card id (string) is expected", what);
    int k = tcg_find(g, json_string_value(v));
    if (k < 0)
        return eng_error(g->run, "%s: unknown card \"%s\"", what, json_string_value(v));
    *out = k;
    return TCG_OK;
}

int tcg_get_player(tcg_game *g, const json_t *v, const char *what, int *out)
{
    int k = tcg_player_index(g, json_string_value(v));
    if (k < 0)
        return eng_error(g->run, "%s: a player (\"P1\" or \"P2\") is expected", what);
    *out = k;
    return TCG_OK;
}

void tcg_format(char *buf, size_t size, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(buf, size, fmt, ap);
    va_end(ap);
}
