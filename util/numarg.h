/* numarg.h — numbers given on a command line, read strictly: the whole text is the number and it
 * is in range, or it is refused. What strtoull and strtod let through is refused here: a sign
 * ("-1" read as 18446744073709551615), overflow, "nan", "inf", an empty text, text after the
 * number. Every option of the project's programs that takes a number reads it through this. */
#ifndef UTIL_NUMARG_H
#define UTIL_NUMARG_H

#include <stdbool.h>

/* Decimal digits alone, min <= value <= max. */
bool numarg_count(const char *s, unsigned long long min, unsigned long long max,
                  unsigned long long *out);
/* A number of bytes: decimal digits, optionally followed by K, M or G (times 1024, 1024² or
 * 1024³), min <= value <= max. */
bool numarg_bytes(const char *s, unsigned long long min, unsigned long long max,
                  unsigned long long *out);
/* A finite decimal number of seconds ("10", "0.5", "2e-1"), min <= value <= max. */
bool numarg_seconds(const char *s, double min, double max, double *out);

#endif
