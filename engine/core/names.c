/* names.c — names found by their string through a hash table (names.h). */
#include "names.h"
#include "util/fatal.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

static uint64_t hash(const char *s)
{
    uint64_t h = 14695981039346656037u;   /* FNV-1a, 64 bits */
    for (; *s; s++)
        h = (h ^ (unsigned char)*s) * 1099511628211u;
    return h;
}

/* The slot holding `name`, or the empty slot where it would go. */
static size_t slot_of(const eng_names *m, const char *name)
{
    size_t mask = m->nslots - 1, at = (size_t)hash(name) & mask;
    while (m->slot[at] && strcmp(m->name[m->slot[at] - 1], name) != 0)
        at = (at + 1) & mask;
    return at;
}

static void grow(eng_names *m)
{
    free(m->slot);
    m->nslots = m->nslots ? 2 * m->nslots : 64;
    m->slot = xcalloc(m->nslots, sizeof *m->slot);
    for (size_t i = 0; i < m->n; i++)
        m->slot[slot_of(m, m->name[i])] = (int)i + 1;
}

int eng_names_add(eng_names *m, const char *name, int *held)
{
    if (2 * (m->n + 1) > m->nslots)
        grow(m);
    size_t at = slot_of(m, name);
    if (m->slot[at]) {
        if (held)
            *held = m->slot[at] - 1;
        return -1;
    }
    if (m->n == m->cap) {
        m->cap = m->cap ? 2 * m->cap : 64;
        m->name = xrealloc(m->name, m->cap * sizeof *m->name);
    }
    m->name[m->n] = name;
    m->slot[at] = (int)++m->n;
    return (int)m->n - 1;
}

int eng_names_find(const eng_names *m, const char *name)
{
    if (!name || m->nslots == 0)
        return -1;
    return m->slot[slot_of(m, name)] - 1;
}

void eng_names_free(eng_names *m)
{
    free(m->name);
    free(m->slot);
    *m = (eng_names){0};
}
