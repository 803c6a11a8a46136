/* fatal.c — allocation wrappers that abort with a message when memory is exhausted. */
#include "fatal.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

_Noreturn void fatal_oom(void)
{
    fputs("out of memory\n", stderr);
    abort();
}

void *xmalloc(unsigned long size)
{
    void *p = malloc(size ? size : 1);
    if (!p)
        fatal_oom();
    return p;
}

void *xrealloc(void *p, unsigned long size)
{
    void *q = realloc(p, size ? size : 1);
    if (!q)
        fatal_oom();
    return q;
}

void *xcalloc(unsigned long n, unsigned long size)
{
    void *p = calloc(n ? n : 1, size ? size : 1);
    if (!p)
        fatal_oom();
    return p;
}

char *xstrdup(const char *s)
{
    size_t n = strlen(s) + 1;
    return memcpy(xmalloc(n), s, n);
}
