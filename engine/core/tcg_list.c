/* tcg_list.c — growable arrays of card indexes (tcg_list.h). */
#include "tcg_list.h"
#include "util/fatal.h"

#include <stdlib.h>
#include <string.h>

static void reserve(tcg_list *l, size_t need)
{
    if (need <= l->cap)
        return;
    size_t cap = l->cap ? l->cap : 8;
    while (cap < need)
        cap *= 2;
    l->v = xrealloc(l->v, cap * sizeof *l->v);
    l->cap = cap;
}

void tcg_list_push(tcg_list *l, int x)
{
    reserve(l, l->n + 1);
    l->v[l->n++] = x;
}

void tcg_list_insert(tcg_list *l, size_t pos, int x)
{
    if (pos > l->n)
        pos = l->n;
    reserve(l, l->n + 1);
    memmove(l->v + pos + 1, l->v + pos, (l->n - pos) * sizeof *l->v);
    l->v[pos] = x;
    l->n++;
}

int tcg_list_remove_at(tcg_list *l, size_t pos)
{
    int x = l->v[pos];
    memmove(l->v + pos, l->v + pos + 1, (l->n - pos - 1) * sizeof *l->v);
    l->n--;
    return x;
}

bool tcg_list_remove(tcg_list *l, int x)
{
    long i = tcg_list_find(l, x);
    if (i < 0)
        return false;
    tcg_list_remove_at(l, (size_t)i);
    return true;
}

long tcg_list_find(const tcg_list *l, int x)
{
    for (size_t i = 0; i < l->n; i++)
        if (l->v[i] == x)
            return (long)i;
    return -1;
}

bool tcg_list_has(const tcg_list *l, int x)
{
    return tcg_list_find(l, x) >= 0;
}

void tcg_list_copy(tcg_list *dst, const tcg_list *src)
{
    dst->n = 0;
    reserve(dst, src->n);
    if (src->n)
        memcpy(dst->v, src->v, src->n * sizeof *src->v);
    dst->n = src->n;
}

void tcg_list_clear(tcg_list *l)
{
    l->n = 0;
}

void tcg_list_free(tcg_list *l)
{
    free(l->v);
    l->v = NULL;
    l->n = l->cap = 0;
}
