/* diag.c — collection and echo of input errors with file, line and column. */
#include "diag.h"

#include <stdarg.h>
#include <string.h>

void diag_init(diag *d, FILE *echo)
{
    d->echo = echo;
    d->errors = 0;
    d->last[0] = '\0';
}

void diag_error(diag *d, const char *file, long line, long col, const char *fmt, ...)
{
    char msg[768];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(msg, sizeof msg, fmt, ap);
    va_end(ap);
    if (line > 0 && col > 0)
        snprintf(d->last, sizeof d->last, "%s:%ld:%ld: error: %s", file, line, col, msg);
    else if (line > 0)
        snprintf(d->last, sizeof d->last, "%s:%ld: error: %s", file, line, msg);
    else
        snprintf(d->last, sizeof d->last, "%s: error: %s", file, msg);
    d->errors++;
    if (d->echo)
        fprintf(d->echo, "%s\n", d->last);
}
