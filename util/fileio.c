/* fileio.c — whole-file reads (fileio.h), with open/fstat/read and no stdio buffer. The buffer
 * is sized from fstat, so that reading a small file allocates a small buffer, and it grows if
 * the file turns out longer. A caller that reads many files reuses one buffer (file_read_into):
 * a large block malloc'd and freed per file makes malloc consolidate its free lists each time. */
#include "fileio.h"
#include "fatal.h"

#include <errno.h>
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

int file_read_into(const char *path, strbuf *buf, diag *dg)
{
    sb_clear(buf);
    int fd = open(path, O_RDONLY | O_CLOEXEC);
    if (fd < 0) {
        diag_error(dg, path, 0, 0, "cannot open: %s", strerror(errno));
        return -1;
    }
    struct stat st;
    size_t want = fstat(fd, &st) == 0 && st.st_size > 0 ? (size_t)st.st_size + 1 : 4096;
    sb_reserve(buf, want);
    for (;;) {
        if (buf->cap - buf->n < 2)
            sb_reserve(buf, buf->cap);  /* full: double it */
        ssize_t got = read(fd, buf->p + buf->n, buf->cap - buf->n - 1);
        if (got > 0) {
            buf->n += (size_t)got;
            continue;
        }
        if (got < 0 && errno == EINTR)
            continue;
        int saved = errno;
        close(fd);
        buf->p[buf->n] = '\0';
        if (got < 0) {
            diag_error(dg, path, 0, 0, "cannot read: %s", strerror(saved));
            return -1;
        }
        return 0;
    }
}

int file_read_all(const char *path, char **bytes, size_t *len, diag *dg)
{
    strbuf b;
    sb_init(&b);
    *bytes = NULL;
    *len = 0;
    if (file_read_into(path, &b, dg) != 0) {
        sb_free(&b);
        return -1;
    }
    *len = b.n;
    *bytes = sb_take(&b);
    return 0;
}
