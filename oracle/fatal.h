/* fatal.h — the one place the oracle gives up: exhausted memory. Every other failure is
 * reported as a diagnostic and returned to the caller. */
#ifndef ORACLE_FATAL_H
#define ORACLE_FATAL_H

_Noreturn void fatal_oom(void);
void *xmalloc(unsigned long size);
void *xrealloc(void *p, unsigned long size);
void *xcalloc(unsigned long n, unsigned long size);
char *xstrdup(const char *s);

#endif
