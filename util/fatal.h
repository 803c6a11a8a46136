/* fatal.h — the one place the project's programs give up: exhausted memory. Every other failure
 * is reported as a diagnostic (or a case error) and returned to the caller. */
#ifndef UTIL_FATAL_H
#define UTIL_FATAL_H

_Noreturn void fatal_oom(void);
void *xmalloc(unsigned long size);
void *xrealloc(void *p, unsigned long size);
void *xcalloc(unsigned long n, unsigned long size);
char *xstrdup(const char *s);

#endif
