/* fileio.c — whole-file reads and writes (fileio.h), with open/fstat/read/write and no stdio
 * buffer. A file is opened to be read without waiting (O_NONBLOCK: a FIFO opens at once, and is
 * then refused as not a regular file; for a regular file the flag changes nothing). The buffer
 * is sized from fstat, so that reading a small file allocates a small buffer, and it grows if the
 * file turns out longer, up to the limit. A caller that reads many files reuses one buffer
 * (file_read_into): a large block malloc'd and freed per file makes malloc consolidate its free
 * lists each time. */
#define _XOPEN_SOURCE 700 /* realpath */
#include "fileio.h"
#include "fatal.h"

#include <errno.h>
#include <fcntl.h>
#include <stdbool.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

size_t file_max(const diag *dg)
{
    return dg->max_file ? dg->max_file : FILE_MAX_DEFAULT;
}

/* What a file that is not a regular file is, for a person. */
static const char *file_kind(mode_t m)
{
    return S_ISFIFO(m) ? "a FIFO" : S_ISCHR(m) ? "a character device" : S_ISBLK(m) ? "a block device"
         : S_ISDIR(m) ? "a directory" : S_ISSOCK(m) ? "a socket" : "not a file";
}

/* Why `path` cannot be opened: a link that leads nowhere says so, with its target. */
static void open_failed(const char *path, int err, diag *dg)
{
    struct stat st;
    char target[512];
    ssize_t n;
    if ((err == ENOENT || err == ELOOP) && lstat(path, &st) == 0 && S_ISLNK(st.st_mode)) {
        n = readlink(path, target, sizeof target - 1);
        target[n > 0 ? n : 0] = '\0';
        if (err == ENOENT)
            diag_error(dg, path, 0, 0, "cannot open: a dangling symbolic link (to \"%s\", which "
                       "does not exist)", target);
        else
            diag_error(dg, path, 0, 0, "cannot open: a symbolic link that leads back to itself "
                       "(to \"%s\")", target);
        return;
    }
    diag_error(dg, path, 0, 0, "cannot open: %s", strerror(err));
}

static void too_large(const char *path, unsigned long long size, bool at_least, diag *dg)
{
    diag_error(dg, path, 0, 0, "the file is %s%llu bytes; the limit is %zu bytes (--max-file)",
               at_least ? "more than " : "", size, file_max(dg));
}

int file_read_into(const char *path, strbuf *buf, diag *dg)
{
    sb_clear(buf);
    int fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK);
    if (fd < 0) {
        open_failed(path, errno, dg);
        return -1;
    }
    struct stat st;
    if (fstat(fd, &st) != 0) {
        diag_error(dg, path, 0, 0, "cannot read: %s", strerror(errno));
        close(fd);
        return -1;
    }
    if (!S_ISREG(st.st_mode)) {
        diag_error(dg, path, 0, 0, "not a regular file (%s): only regular files are read",
                   file_kind(st.st_mode));
        close(fd);
        return -1;
    }
    size_t max_bytes = file_max(dg);
    if ((unsigned long long)st.st_size > max_bytes) {
        too_large(path, (unsigned long long)st.st_size, false, dg);
        close(fd);
        return -1;
    }
    size_t want = st.st_size > 0 ? (size_t)st.st_size + 1 : 4096;
    sb_reserve(buf, want);
    for (;;) {
        if (buf->n > max_bytes) {  /* it grew while it was read */
            too_large(path, max_bytes, true, dg);
            close(fd);
            sb_clear(buf);
            return -1;
        }
        if (buf->cap - buf->n < 2)
            sb_reserve(buf, buf->cap);  /* full: double it */
        size_t room = buf->cap - buf->n - 1;
        if (room > max_bytes + 1 - buf->n)
            room = max_bytes + 1 - buf->n;  /* one byte past the limit tells it is over */
        ssize_t got = read(fd, buf->p + buf->n, room);
        if (got > 0) {
            buf->n += (size_t)got;
            continue;
        }
        if (got < 0 && (errno == EINTR || errno == EAGAIN))
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

/* Write all n bytes to fd: 0, or an errno. */
static int write_all(int fd, const char *bytes, size_t n)
{
    size_t off = 0;
    while (off < n) {
        ssize_t w = write(fd, bytes + off, n - off);
        if (w < 0 && errno == EINTR)
            continue;
        if (w <= 0)
            return w < 0 ? errno : EIO;
        off += (size_t)w;
    }
    return 0;
}

/* Flush the directory holding `path` (a rename in it is then on disk); quietly. */
static void sync_dir_of(const char *path)
{
    const char *slash = strrchr(path, '/');
    char *dir = slash ? strndup(path, slash == path ? 1 : (size_t)(slash - path)) : strdup(".");
    if (!dir)
        fatal_oom();
    int fd = open(dir, O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (fd >= 0) {
        fsync(fd);
        close(fd);
    }
    free(dir);
}

int file_write_atomic(const char *path, const char *bytes, size_t n, unsigned mode, diag *dg)
{
    struct stat st;
    char *dest = NULL;  /* an existing file is written where its links lead */
    if (stat(path, &st) == 0) {
        if (!S_ISREG(st.st_mode)) {
            diag_error(dg, path, 0, 0, "not a regular file (%s): not written", file_kind(st.st_mode));
            return -1;
        }
        if (!(st.st_mode & 0222)) {
            diag_error(dg, path, 0, 0, "read-only (mode %04o): not rewritten",
                       (unsigned)(st.st_mode & 07777));
            return -1;
        }
        mode = st.st_mode & 07777;
        dest = realpath(path, NULL);
    }
    if (!dest && !(dest = strdup(path)))
        fatal_oom();
    size_t size = strlen(dest) + 48;
    char *tmp = xmalloc(size);
    int fd = -1, err = 0;
    for (int k = 0; k < 100 && fd < 0; k++) {
        snprintf(tmp, size, "%s.%ld.%d.tmp", dest, (long)getpid(), k);
        fd = open(tmp, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, (mode_t)mode);
        if (fd < 0 && errno != EEXIST)
            break;
    }
    int rc = -1;
    if (fd < 0) {
        diag_error(dg, path, 0, 0, "cannot write: %s (not written)", strerror(errno));
        goto done;
    }
    if ((err = write_all(fd, bytes, n)) != 0 || (fchmod(fd, (mode_t)mode) != 0 && (err = errno))
        || (fsync(fd) != 0 && (err = errno))) {
        close(fd);
        unlink(tmp);
        diag_error(dg, path, 0, 0, "cannot write: %s (not written)", strerror(err));
        goto done;
    }
    if (close(fd) != 0 || rename(tmp, dest) != 0) {
        err = errno;
        unlink(tmp);
        diag_error(dg, path, 0, 0, "cannot write: %s (not written)", strerror(err));
        goto done;
    }
    sync_dir_of(dest);
    rc = 0;
done:
    free(tmp);
    free(dest);
    return rc;
}
