/* trace.c — the set of clauses a run applied (trace.h). The ids are string literals, so a
 * pointer comparison finds most repeats before strcmp does. */
#include "trace.h"
#include "util/fatal.h"

#include <stdlib.h>
#include <string.h>

void eng_trace_add(eng_trace *t, const char *id)
{
    if (t->paused > 0)
        return;
    for (size_t i = t->n; i-- > 0;)
        if (t->ids[i] == id || strcmp(t->ids[i], id) == 0)
            return;
    if (t->n == t->cap) {
        t->cap = t->cap ? 2 * t->cap : 32;
        t->ids = xrealloc(t->ids, t->cap * sizeof *t->ids);
    }
    t->ids[t->n++] = id;
}

static int by_bytes(const void *a, const void *b)
{
    return strcmp(*(const char *const *)a, *(const char *const *)b);
}

json_t *eng_trace_json(const eng_trace *t)
{
    const char **sorted = xmalloc((t->n ? t->n : 1) * sizeof *sorted);
    if (t->n)
        memcpy(sorted, t->ids, t->n * sizeof *sorted);
    qsort(sorted, t->n, sizeof *sorted, by_bytes);
    json_t *a = json_array();
    for (size_t i = 0; i < t->n; i++)
        json_array_append_new(a, json_string(sorted[i]));
    free(sorted);
    return a;
}

void eng_trace_free(eng_trace *t)
{
    free(t->ids);
    *t = (eng_trace){0};
}
