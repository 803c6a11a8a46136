/* fileio.h — reading a whole file into memory, and writing one whole, with errors that name the
 * file and the reason.
 * Every input of the oracle (rules documents, the manifest, cases, classifications, readings,
 * expectation lists, results.json) is read through it, and only a regular file of at most
 * file_max(dg) bytes is read: a FIFO (which would wait for a writer), a device (/dev/zero never
 * ends), a directory or a socket is refused at once, and so is a file over the limit, each with
 * what it is. A link is followed; a dangling link or a loop of links says so. */
#ifndef UTIL_FILEIO_H
#define UTIL_FILEIO_H

#include "diag.h"
#include "strbuf.h"

#include <stddef.h>

/* The limit on the size of a file read, unless the diag it is read with sets max_file (a
 * program sets it from its options): 256 MiB. */
#define FILE_MAX_DEFAULT ((size_t)256 << 20)

/* The limit on the bytes of a file read with `dg`. */
size_t file_max(const diag *dg);

/* Read all of `path` into *bytes (malloc'd, NUL-terminated; *len excludes the NUL). Returns 0,
 * or -1 after a diagnostic ("cannot open: REASON", "not a regular file (a FIFO)", "the file
 * is N bytes; the limit is M bytes (--max-file)", "cannot read: REASON"). */
int file_read_all(const char *path, char **bytes, size_t *len, diag *dg);
/* The same into `buf`, emptied first and reused across files (buf->n excludes the NUL). */
int file_read_into(const char *path, strbuf *buf, diag *dg);

/* Write `n` bytes to `path` so that a reader sees either the old file or the whole new one, and
 * so does the disk after a crash: into a new temporary file beside it (a name no other writer
 * uses), flushed to disk, renamed over `path`, the directory flushed. An existing file keeps its
 * permissions; one that is not writable (mode 0444) is refused, not replaced. A new file gets
 * `mode` (less the umask). Returns 0, or -1 after a diagnostic naming the file and the reason
 * (nothing is left behind then). */
int file_write_atomic(const char *path, const char *bytes, size_t n, unsigned mode, diag *dg);

#endif
