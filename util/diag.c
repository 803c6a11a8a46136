/* diag.c — collection and echo of input errors and warnings with file, line and column. */
#include "diag.h"

#include <stdarg.h>
#include <string.h>

void diag_init(diag *d, FILE *echo)
{
    d->echo = echo;
    d->errors = 0;
    d->warnings = 0;
    d->last[0] = '\0';
    d->all = NULL;
    d->max_file = 0;
}

void diag_quiet(diag *d, const diag *from)
{
    diag_init(d, NULL);
    d->max_file = from->max_file;
}

static void record(diag *d, const char *kind, const char *file, long line, long col,
                   const char *fmt, va_list ap)
{
    char msg[768];
    vsnprintf(msg, sizeof msg, fmt, ap);
    if (line > 0 && col > 0)
        snprintf(d->last, sizeof d->last, "%s:%ld:%ld: %s: %s", file, line, col, kind, msg);
    else if (line > 0)
        snprintf(d->last, sizeof d->last, "%s:%ld: %s: %s", file, line, kind, msg);
    else
        snprintf(d->last, sizeof d->last, "%s: %s: %s", file, kind, msg);
    if (d->echo)
        fprintf(d->echo, "%s\n", d->last);
}

void diag_error(diag *d, const char *file, long line, long col, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    record(d, "error", file, line, col, fmt, ap);
    va_end(ap);
    d->errors++;
    if (d->all) {
        sb_puts(d->all, d->last);
        sb_putc(d->all, '\n');
    }
}

void diag_relay(diag *d, const char *formatted)
{
    snprintf(d->last, sizeof d->last, "%s", formatted);
    if (d->echo)
        fprintf(d->echo, "%s\n", formatted);
    d->errors++;
    if (d->all) {
        sb_puts(d->all, formatted);
        sb_putc(d->all, '\n');
    }
}

void diag_warning(diag *d, const char *file, long line, long col, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    record(d, "warning", file, line, col, fmt, ap);
    va_end(ap);
    d->warnings++;
}
