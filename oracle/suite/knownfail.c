/* knownfail.c — reading an implementation's list of known failures (knownfail.h). */
#include "knownfail.h"
#include "util/jcheck.h"

#include <stdlib.h>
#include <string.h>

static bool exists(const caseset *all, const char *id)
{
    for (size_t i = 0; i < all->n; i++)
        if (strcmp(all->v[i].id, id) == 0)
            return true;
    return false;
}

int knownfail_load(knownfail *k, const char *path, const caseset *all, diag *dg)
{
    memset(k, 0, sizeof *k);
    k->by_case = json_object();
    char *text;
    size_t len;
    k->root = jc_load_file(path, &text, &len, dg);
    if (!k->root)
        return -1;
    jcheck ck = {.file = path, .text = text, .len = len, .dg = dg};
    static const char *const keys[] = {"format", "known_failures", NULL};
    static const char *const entry_keys[] = {"case", "reason", NULL};
    json_t *list = NULL;
    if (!json_is_object(k->root))
        jc_fail(&ck, 0, "expected an object {\"format\": 1, \"known_failures\": [...]}");
    else if (jc_keys(&ck, k->root, keys, keys) == 0) {
        json_t *format = jc_member(&ck, k->root, "format", JSON_INTEGER);
        list = jc_member(&ck, k->root, "known_failures", JSON_ARRAY);
        if (format && json_integer_value(format) != 1)
            jc_fail_key(&ck, "format", 0, "unsupported format (this oracle reads format 1)");
    }
    jpos_push_key(&ck.path, "known_failures");
    for (size_t i = 0; i < json_array_size(list) && !ck.failed; i++) {
        json_t *e = json_array_get(list, i);
        jpos_push_index(&ck.path, i);
        if (!json_is_object(e)) {
            jc_fail(&ck, 0, "expected an object {\"case\", \"reason\"}");
        } else if (jc_keys(&ck, e, entry_keys, entry_keys) == 0) {
            const char *id = jc_string(&ck, e, "case", 1);
            const char *reason = jc_string(&ck, e, "reason", 1);
            if (id && reason && !exists(all, id))
                jc_fail_key(&ck, "case", 0, "no case \"%s\" (a stale entry?)", id);
            else if (id && json_object_get(k->by_case, id))
                jc_fail_key(&ck, "case", 0, "\"%s\" is listed twice", id);
            else if (id && reason)
                json_object_set_new(k->by_case, id, json_string(reason));
        }
        jpos_pop(&ck.path);
    }
    free(text);
    return ck.failed ? -1 : 0;
}

const char *knownfail_reason(const knownfail *k, const char *case_id)
{
    return k->by_case ? json_string_value(json_object_get(k->by_case, case_id)) : NULL;
}

void knownfail_free(knownfail *k)
{
    json_decref(k->root);
    json_decref(k->by_case);
    memset(k, 0, sizeof *k);
}
