/* args.c — the fighters named by the setup and the script: an unknown fighter or one named
 * twice is a case error naming the key (the other arguments are read by engine/core/args.h);
 * the fighters' names are found through the engine's name index (engine/core/names.h); the
 * shared JSON values of names and small integers. */
#include "floor_internal.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int bf_index_fighter(bf_tournament *t, int i)
{
    int held;
    return eng_names_add(&t->names, t->f[i].name, &held) < 0 ? held : -1;
}

int bf_find_fighter(const bf_tournament *t, const char *name)
{
    return eng_names_find(&t->names, name);
}

int bf_get_fighter(bf_tournament *t, const json_t *v, const char *what, int *out)
{
    const char *s = json_string_value(v);
    if (!s)
        return eng_error(t->run, "%s: a fighter's name must be a string", what);
    int i = bf_find_fighter(t, s);
    if (i < 0)
        return eng_error(t->run, "%s: unknown fighter \"%s\"", what, s);
    *out = i;
    return BF_OK;
}

int bf_get_fighter_list(bf_tournament *t, const json_t *v, const char *what, int *out,
                        size_t *count)
{
    if (!json_is_array(v))
        return eng_error(t->run, "%s: must be an array of fighters", what);
    if (json_array_size(v) > t->n)
        return eng_error(t->run, "%s: names a fighter twice", what);
    size_t k = 0, i;
    json_t *e;
    json_array_foreach(v, i, e) {
        int x;
        if (bf_get_fighter(t, e, what, &x) != BF_OK)
            return BF_ERR;
        for (size_t j = 0; j < k; j++)
            if (out[j] == x)
                return eng_error(t->run, "%s: names \"%s\" twice", what, t->f[x].name);
        out[k++] = x;
    }
    *count = k;
    return BF_OK;
}

json_t *bf_int(const bf_tournament *t, int64_t v)
{
    if (!t->small_int || v < 0 || v >= BF_SMALL_INTS)
        return json_integer((json_int_t)v);
    if (!t->small_int[v])
        t->small_int[v] = json_integer((json_int_t)v);
    return json_incref(t->small_int[v]);
}

json_t *bf_name(const bf_tournament *t, int i)
{
    return t->name_json ? json_incref(t->name_json[i]) : json_string(t->f[i].name);
}

json_t *bf_names(const bf_tournament *t, const int *idx, size_t n)
{
    json_t *a = json_array();
    for (size_t i = 0; i < n; i++)
        json_array_append_new(a, bf_name(t, idx[i]));
    return a;
}
