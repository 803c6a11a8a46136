/* results_read.c — a run's results.json read for merge and compare (results_read.h). */
#include "results_read.h"
#include "oracle/report/report.h"
#include "util/fileio.h"
#include "util/jcheck.h"

#include <stdlib.h>
#include <string.h>

/* Each case id once: a duplicate is an error at its id, naming the first. */
static int check_case_ids(const json_t *r, const char *name, const char *text, size_t len, diag *dg)
{
    json_t *seen = json_object();
    int bad = 0;
    size_t i;
    const json_t *c;
    json_array_foreach(json_object_get(r, "cases"), i, c) {
        const char *id = json_string_value(json_object_get(c, "id"));
        const json_t *first = json_object_get(seen, id);
        if (!first) {
            json_object_set_new(seen, id, json_integer((json_int_t)i));
            continue;
        }
        jcheck ck = {.file = name, .text = text, .len = len, .dg = dg};
        jpos_push_key(&ck.path, "cases");
        jpos_push_index(&ck.path, i);
        jpos_push_key(&ck.path, "id");
        jc_fail(&ck, 0, "the case \"%s\" is listed twice (first as cases[%lld]): a run lists each "
                "case once", id, (long long)json_integer_value(first));
        bad++;
    }
    json_decref(seen);
    return bad ? -1 : 0;
}

json_t *results_read_mem(const char *name, const char *text, size_t len, diag *dg)
{
    json_t *r = jc_load_mem(name, text, len, dg);
    if (r && (report_check(r, name, dg) != 0 || check_case_ids(r, name, text, len, dg) != 0)) {
        json_decref(r);
        r = NULL;
    }
    return r;
}

json_t *results_read_file(const char *path, diag *dg)
{
    char *text;
    size_t len;
    if (file_read_all(path, &text, &len, dg) != 0)
        return NULL;
    json_t *r = results_read_mem(path, text, len, dg);
    free(text);
    return r;
}
