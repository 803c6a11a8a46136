/* strbuf.c — growable NUL-terminated byte string. */
#include "strbuf.h"
#include "fatal.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

void sb_init(strbuf *b)
{
    b->p = NULL;
    b->n = b->cap = 0;
}

void sb_free(strbuf *b)
{
    free(b->p);
    sb_init(b);
}

void sb_clear(strbuf *b)
{
    b->n = 0;
    if (b->p)
        b->p[0] = '\0';
}

void sb_reserve(strbuf *b, size_t extra)
{
    if (b->n + extra + 1 <= b->cap)
        return;
    size_t cap = b->cap ? b->cap : 64;
    while (cap < b->n + extra + 1)
        cap *= 2;
    b->p = xrealloc(b->p, cap);
    b->cap = cap;
}

void sb_put(strbuf *b, const char *s, size_t n)
{
    sb_reserve(b, n);
    if (n)
        memcpy(b->p + b->n, s, n);
    b->n += n;
    b->p[b->n] = '\0';
}

void sb_puts(strbuf *b, const char *s)
{
    sb_put(b, s, strlen(s));
}

void sb_putc(strbuf *b, char c)
{
    sb_put(b, &c, 1);
}

void sb_vprintf(strbuf *b, const char *fmt, va_list ap)
{
    va_list aq;
    va_copy(aq, ap);
    int need = vsnprintf(NULL, 0, fmt, aq);
    va_end(aq);
    sb_reserve(b, need > 0 ? (size_t)need : 0);
    if (need > 0) {
        vsnprintf(b->p + b->n, (size_t)need + 1, fmt, ap);
        b->n += (size_t)need;
    }
    b->p[b->n] = '\0';
}

void sb_printf(strbuf *b, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    sb_vprintf(b, fmt, ap);
    va_end(ap);
}

const char *sb_str(strbuf *b)
{
    return b->p ? b->p : "";
}

char *sb_take(strbuf *b)
{
    char *s = b->p ? b->p : xstrdup("");
    sb_init(b);
    return s;
}

