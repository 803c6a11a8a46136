/* strbuf.h — growable byte string (always NUL-terminated) used to assemble text. */
#ifndef UTIL_STRBUF_H
#define UTIL_STRBUF_H

#include <stdarg.h>
#include <stddef.h>

typedef struct strbuf {
    char *p;
    size_t n, cap;
} strbuf;

void sb_init(strbuf *b);
void sb_free(strbuf *b);
void sb_clear(strbuf *b);
void sb_reserve(strbuf *b, size_t extra);
void sb_put(strbuf *b, const char *s, size_t n);
void sb_puts(strbuf *b, const char *s);
void sb_putc(strbuf *b, char c);
void sb_printf(strbuf *b, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
void sb_vprintf(strbuf *b, const char *fmt, va_list ap) __attribute__((format(printf, 2, 0)));
const char *sb_str(strbuf *b); /* "" when empty, never NULL */
/* The string, malloc'd, for the caller to free; the buffer is left empty. */
char *sb_take(strbuf *b);

#endif
