/* jmember.c — ordered reading of an object's members (jmember.h). */
#include "jmember.h"

#include <string.h>

void jm_start(jm_cursor *c, const json_t *obj)
{
    c->obj = json_object_size(obj) > 0 ? (json_t *)obj : NULL;  /* 0 for a non-object too */
    c->next = c->obj ? json_object_iter(c->obj) : NULL;
}

json_t *jm_get(jm_cursor *c, const char *key)
{
    if (!c->obj)
        return NULL;
    void *it = c->next;
    size_t n = strlen(key);
    if (!it || json_object_iter_key_len(it) != n || memcmp(json_object_iter_key(it), key, n) != 0) {
        it = json_object_iter_at(c->obj, key);
        if (!it)
            return NULL;
    }
    c->next = json_object_iter_next(c->obj, it);
    return json_object_iter_value(it);
}
