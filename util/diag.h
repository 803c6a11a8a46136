/* diag.h — diagnostics: errors about input files, each naming file, line and column.
 * A diag collects messages (so callers and tests can inspect them) and optionally echoes
 * each one to a stream as "FILE:LINE:COL: error: MESSAGE". Line/column 0 means "whole file".
 * A warning is echoed the same way ("warning:") and counted apart: it stops nothing.
 * With `all` set, every error is also appended there, one line each (a case's every problem). */
#ifndef UTIL_DIAG_H
#define UTIL_DIAG_H

#include "strbuf.h"

#include <stdio.h>

typedef struct diag {
    FILE *echo;       /* NULL: collect only */
    int errors;
    int warnings;
    char last[1024];  /* the most recent message, formatted as echoed */
    strbuf *all;      /* NULL, or where every error's line is appended */
    size_t max_file;  /* a file read with this diag has at most so many bytes (util/fileio.h;
                         0: FILE_MAX_DEFAULT) */
} diag;

void diag_init(diag *d, FILE *echo);
/* A diag that collects only, for problems said otherwise or not at all, reading files under
 * the limit of `from`. */
void diag_quiet(diag *d, const diag *from);
void diag_error(diag *d, const char *file, long line, long col, const char *fmt, ...)
    __attribute__((format(printf, 5, 6)));
/* An error another diag formatted already ("FILE:LINE:COL: error: MSG", one or more lines):
 * counted, echoed and collected as it is, not named a second time. */
void diag_relay(diag *d, const char *formatted);
void diag_warning(diag *d, const char *file, long line, long col, const char *fmt, ...)
    __attribute__((format(printf, 5, 6)));

#endif
