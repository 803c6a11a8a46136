/* trace.c — the set of clauses a run applied (trace.h). */
#include "trace.h"
#include "util/fatal.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

static size_t ptr_hash(const char *p)
{
    uint64_t x = (uint64_t)(uintptr_t)p;
    x ^= x >> 33;
    x *= 0xff51afd7ed558ccdull;
    x ^= x >> 33;
    return (size_t)x;
}

static size_t text_hash(const char *s)
{
    uint64_t h = 14695981039346656037u;   /* FNV-1a */
    for (; *s; s++)
        h = (h ^ (unsigned char)*s) * 1099511628211u;
    return (size_t)h;
}

/* The slot of `id`'s text in t->texts: its entry, or the empty slot where it would go. */
static size_t text_slot(const eng_trace *t, const char *id)
{
    size_t mask = t->captexts - 1, i = text_hash(id) & mask;
    while (t->texts[i] && strcmp(t->ids[t->texts[i] - 1], id) != 0)
        i = (i + 1) & mask;
    return i;
}

static void put_ptr(eng_trace *t, const char *p)
{
    size_t mask = t->capptrs - 1, i = ptr_hash(p) & mask;
    while (t->ptrs[i])
        i = (i + 1) & mask;
    t->ptrs[i] = p;
    t->nptrs++;
}

static void grow(eng_trace *t)
{
    if (2 * (t->nptrs + 1) > t->capptrs) {
        const char **old = t->ptrs;
        size_t cap = t->capptrs;
        t->capptrs = cap ? 2 * cap : 256;
        t->ptrs = xcalloc(t->capptrs, sizeof *t->ptrs);
        t->nptrs = 0;
        for (size_t i = 0; i < cap; i++)
            if (old[i])
                put_ptr(t, old[i]);
        free(old);
    }
    if (2 * (t->n + 1) > t->captexts) {
        free(t->texts);
        t->captexts = t->captexts ? 2 * t->captexts : 256;
        t->texts = xcalloc(t->captexts, sizeof *t->texts);
        for (size_t k = 0; k < t->n; k++)
            t->texts[text_slot(t, t->ids[k])] = (int)k + 1;
    }
}

void eng_trace_add(eng_trace *t, const char *id)
{
    if (t->paused > 0)
        return;
    if (t->capptrs) {
        size_t mask = t->capptrs - 1;
        for (size_t i = ptr_hash(id) & mask; t->ptrs[i]; i = (i + 1) & mask)
            if (t->ptrs[i] == id)
                return;                   /* this literal was recorded */
    }
    grow(t);
    put_ptr(t, id);
    size_t s = text_slot(t, id);
    if (t->texts[s])
        return;                           /* the same id at another address */
    if (t->n == t->cap) {
        t->cap = t->cap ? 2 * t->cap : 64;
        t->ids = xrealloc(t->ids, t->cap * sizeof *t->ids);
    }
    t->ids[t->n++] = id;
    t->texts[s] = (int)t->n;
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
        json_array_append_new(a, json_string_nocheck(sorted[i]));   /* literals: UTF-8 */
    free(sorted);
    return a;
}

void eng_trace_free(eng_trace *t)
{
    free(t->ids);
    free(t->ptrs);
    free(t->texts);
    *t = (eng_trace){0};
}
