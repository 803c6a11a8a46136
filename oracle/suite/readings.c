/* readings.c — strict reading of readings.json, its clause ids followed into the current
 * version of the document (readings.h). */
#include "readings.h"
#include "util/fatal.h"

#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static int check_reading(jcheck *ck, const json_t *it, vhistory *h, idf_list *follow)
{
    static const char *const keys[] = {"id", "clauses", "question", "reading", "alternatives", NULL};
    static const char *const required[] = {"id", "clauses", "question", "reading", NULL};
    if (!json_is_object(it))
        return jc_fail(ck, 0, "a reading is an object, found %s", jc_type_name(it));
    if (jc_keys(ck, it, keys, required) != 0)
        return -1;
    jc_string(ck, it, "id", 1);
    jc_string(ck, it, "question", 1);
    jc_string(ck, it, "reading", 1);
    jc_member(ck, it, "alternatives", JSON_ARRAY);
    const json_t *clauses = jc_member(ck, it, "clauses", JSON_ARRAY);
    if (ck->failed)
        return -1;
    jpos_push_key(&ck->path, "clauses");
    for (size_t k = 0; k < json_array_size(clauses) && !ck->failed; k++) {
        const json_t *id = json_array_get(clauses, k);
        jpos_push_index(&ck->path, k);
        int32_t now;
        if (!json_is_string(id))
            jc_fail(ck, 0, "a clause id is a string, found %s", jc_type_name(id));
        else
            idf_follow(ck, h, follow->version, json_string_value(id), follow, &now);
        jpos_pop(&ck->path);
    }
    jpos_pop(&ck->path);
    return ck->failed ? -1 : 0;
}

int readings_load(readings *r, const char *path, vhistory *h, diag *dg)
{
    memset(r, 0, sizeof *r);
    r->follow.file = xstrdup(path);
    if (access(path, F_OK) != 0)
        return 0;
    r->present = true;
    char *text;
    size_t len;
    r->root = jc_load_file(path, &text, &len, dg);
    if (!r->root)
        return -1;
    jcheck ck = {.file = path, .text = text, .len = len, .dg = dg};
    static const char *const keys[] = {"format", "doc", "version", "readings", NULL};
    static const char *const required[] = {"format", "doc", "readings", NULL};
    const json_t *list = NULL;
    if (!json_is_object(r->root)) {
        jc_fail(&ck, 0, "a readings file is an object");
    } else if (jc_keys(&ck, r->root, keys, required) == 0) {
        json_t *format = jc_member(&ck, r->root, "format", JSON_INTEGER);
        const char *slug = jc_string(&ck, r->root, "doc", 1);
        list = jc_member(&ck, r->root, "readings", JSON_ARRAY);
        if (format && json_integer_value(format) != 1)
            jc_fail_key(&ck, "format", 0, "unsupported format (this oracle reads format 1)");
        else if (slug && strcmp(slug, h->current->doc) != 0)
            jc_fail_key(&ck, "doc", 0, "this file is about \"%s\", expected \"%s\"", slug, h->current->doc);
        else if (!ck.failed)
            r->follow.version = idf_version(&ck, r->root, h);
    }
    r->n = json_array_size(list);
    jpos_push_key(&ck.path, "readings");
    for (size_t k = 0; k < r->n && !ck.failed; k++) {
        jpos_push_index(&ck.path, k);
        check_reading(&ck, json_array_get(list, k), h, &r->follow);
        jpos_pop(&ck.path);
    }
    free(text);
    return ck.failed ? -1 : 0;
}

void readings_free(readings *r)
{
    idf_list_free(&r->follow);
    json_decref(r->root);
    memset(r, 0, sizeof *r);
}

const char *readings_of_note(const readings *r, const idf_note *n)
{
    if (n->path.depth < 2 || n->path.step[1].key)
        return "?";
    const json_t *it = json_array_get(json_object_get(r->root, "readings"), n->path.step[1].index);
    const char *id = json_string_value(json_object_get(it, "id"));
    return id ? id : "?";
}
