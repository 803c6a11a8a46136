/* fileio.h — reading a whole file into memory, with errors that name the file and the reason.
 * Every input of the oracle (rules documents, cases, classifications, expectation lists) is read
 * through it. */
#ifndef UTIL_FILEIO_H
#define UTIL_FILEIO_H

#include "diag.h"
#include "strbuf.h"

#include <stddef.h>

/* Read all of `path` into *bytes (malloc'd, NUL-terminated; *len excludes the NUL). Returns 0,
 * or -1 after a diagnostic ("cannot open: REASON" or "cannot read: REASON"). */
int file_read_all(const char *path, char **bytes, size_t *len, diag *dg);
/* The same into `buf`, emptied first and reused across files (buf->n excludes the NUL). */
int file_read_into(const char *path, strbuf *buf, diag *dg);

#endif
