/* fileio.c — whole-file reads (fileio.h). The buffer is sized from fstat, so that reading many
 * small files allocates small buffers (freeing a large one makes malloc consolidate its free
 * lists every time); it grows if the file turns out longer. */
#include "fileio.h"
#include "fatal.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

int file_read_all(const char *path, char **bytes, size_t *len, diag *dg)
{
    *bytes = NULL;
    *len = 0;
    FILE *f = fopen(path, "rb");
    if (!f) {
        diag_error(dg, path, 0, 0, "cannot open: %s", strerror(errno));
        return -1;
    }
    struct stat st;
    size_t cap = fstat(fileno(f), &st) == 0 && st.st_size > 0 ? (size_t)st.st_size + 1 : 4096;
    char *buf = xmalloc(cap);
    size_t n = 0, got;
    while ((got = fread(buf + n, 1, cap - n, f)) > 0) {
        n += got;
        if (n == cap)
            buf = xrealloc(buf, cap *= 2);
    }
    int failed = ferror(f);
    int saved = errno;
    fclose(f);
    if (failed) {
        diag_error(dg, path, 0, 0, "cannot read: %s", strerror(saved));
        free(buf);
        return -1;
    }
    buf[n] = '\0';  /* n < cap: the loop grows the buffer whenever it fills */
    *bytes = buf;
    *len = n;
    return 0;
}
