/* numarg.c — strict reading of numbers given on a command line (numarg.h). */
#include "numarg.h"

#include <errno.h>
#include <math.h>
#include <stdlib.h>

/* The digits at s as a value; *end after them. False on no digit or overflow. */
static bool digits(const char *s, unsigned long long *v, const char **end)
{
    unsigned long long n = 0;
    const char *p = s;
    for (; *p >= '0' && *p <= '9'; p++) {
        unsigned d = (unsigned)(*p - '0');
        if (n > (~0ULL - d) / 10)
            return false;
        n = n * 10 + d;
    }
    *v = n;
    *end = p;
    return p != s;
}

bool numarg_count(const char *s, unsigned long long min, unsigned long long max,
                  unsigned long long *out)
{
    unsigned long long v;
    const char *end;
    if (!s || !digits(s, &v, &end) || *end || v < min || v > max)
        return false;
    *out = v;
    return true;
}

bool numarg_bytes(const char *s, unsigned long long min, unsigned long long max,
                  unsigned long long *out)
{
    unsigned long long v;
    const char *end;
    if (!s || !digits(s, &v, &end))
        return false;
    int shift = 0;
    switch (*end) {
    case '\0': break;
    case 'K': shift = 10; break;
    case 'M': shift = 20; break;
    case 'G': shift = 30; break;
    default: return false;
    }
    if (shift && end[1])
        return false;
    if (v > (~0ULL >> shift))
        return false;
    v <<= shift;
    if (v < min || v > max)
        return false;
    *out = v;
    return true;
}

bool numarg_seconds(const char *s, double min, double max, double *out)
{
    if (!s || !((*s >= '0' && *s <= '9') || *s == '.'))
        return false;  /* no sign, no "nan", no "inf", no space */
    char *end;
    errno = 0;
    double v = strtod(s, &end);
    if (*end || end == s || errno == ERANGE || !isfinite(v) || v < min || v > max)
        return false;
    *out = v;
    return true;
}
