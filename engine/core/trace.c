/* trace.c — RULE(): records each clause the engine applies in the current run's trace. The
 * ids are string literals, so a pointer comparison finds most repeats before strcmp does. */
#include "trace.h"
#include "engine/engine.h"

#include <stdlib.h>
#include <string.h>

static eng_trace *current;

void eng_trace_begin(eng_trace *t)
{
    t->ids = NULL;
    t->n = t->cap = 0;
    current = t;
}

void eng_trace_end(eng_trace *t)
{
    if (current == t)
        current = NULL;
}

void eng_rule(const char *id)
{
    eng_trace *t = current;
    if (!t)
        return;
    for (size_t i = t->n; i-- > 0;)
        if (t->ids[i] == id || strcmp(t->ids[i], id) == 0)
            return;
    if (t->n == t->cap) {
        size_t cap = t->cap ? 2 * t->cap : 32;
        const char **ids = realloc(t->ids, cap * sizeof *ids);
        if (!ids)
            abort();
        t->ids = ids;
        t->cap = cap;
    }
    t->ids[t->n++] = id;
}

static int by_bytes(const void *a, const void *b)
{
    return strcmp(*(const char *const *)a, *(const char *const *)b);
}

json_t *eng_trace_json(const eng_trace *t)
{
    const char **sorted = malloc((t->n ? t->n : 1) * sizeof *sorted);
    if (!sorted)
        abort();
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
    t->ids = NULL;
    t->n = t->cap = 0;
}
