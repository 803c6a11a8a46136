/* adapter_io.c — one exchange with the adapter's process: the request written and the
 * response line read in the same poll() loop (neither side can block the other however large
 * both are), bounded in time and in length, with stderr drained all along (adapter_int.h). */
#include "adapter_int.h"

#include "fatal.h"

#include <errno.h>
#include <limits.h>
#include <poll.h>
#include <signal.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#define AD_CHUNK 65536

double ad_now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

/* write() with SIGPIPE blocked: a closed pipe is EPIPE, never the end of the oracle. A
 * SIGPIPE this write raises is taken back before the mask is restored. */
static ssize_t write_no_sigpipe(int fd, const char *p, size_t n)
{
    sigset_t pipe_only, old, pending;
    sigemptyset(&pipe_only);
    sigaddset(&pipe_only, SIGPIPE);
    sigprocmask(SIG_BLOCK, &pipe_only, &old);
    sigpending(&pending);
    bool was_pending = sigismember(&pending, SIGPIPE) == 1;
    ssize_t k = write(fd, p, n);
    int e = errno;
    if (k < 0 && e == EPIPE && !was_pending) {
        const struct timespec zero = {0, 0};
        while (sigtimedwait(&pipe_only, NULL, &zero) < 0 && errno == EINTR)
            ;
    }
    sigprocmask(SIG_SETMASK, &old, NULL);
    errno = e;
    return k;
}

void ad_drain_stderr(ad_proc *p)
{
    char buf[4096];
    while (p->err_child >= 0) {
        ssize_t k = read(p->err_child, buf, sizeof buf);
        if (k > 0) {
            ad_ring_put(&p->err, buf, (size_t)k);
            continue;
        }
        if (k < 0 && errno == EINTR)
            continue;
        if (k < 0 && errno == EAGAIN)
            return;
        close(p->err_child);  /* end of file, or an error that will not go away */
        p->err_child = -1;
    }
}

/* Read what its stdout holds into p->in (one chunk). */
static void read_stdout(ad_proc *p)
{
    if (p->in_cap - p->in_len < AD_CHUNK) {
        p->in_cap = p->in_cap ? p->in_cap * 2 : 2 * AD_CHUNK;
        while (p->in_cap - p->in_len < AD_CHUNK)
            p->in_cap *= 2;
        p->in = xrealloc(p->in, p->in_cap);
    }
    ssize_t k = read(p->from_child, p->in + p->in_len, AD_CHUNK);
    if (k > 0)
        p->in_len += (size_t)k;
    else if (k == 0 || (errno != EAGAIN && errno != EINTR)) {
        close(p->from_child);
        p->from_child = -1;
        p->out_eof = true;
    }
}

/* Is there a whole line in p->in? 1 with its length, 0 not yet, -1 longer than max. */
static int find_line(ad_proc *p, size_t max, size_t *len)
{
    const char *nl = p->in_len > p->in_scanned
                         ? memchr(p->in + p->in_scanned, '\n', p->in_len - p->in_scanned)
                         : NULL;
    if (nl) {
        *len = (size_t)(nl - p->in);
        return *len > max ? -1 : 1;
    }
    p->in_scanned = p->in_len;
    return p->in_len > max ? -1 : 0;
}

/* One write of what is left of the request; false when nothing could be written. */
static bool write_some(ad_proc *p, const char *req, size_t req_len, size_t *written,
                       bool *closed)
{
    size_t chunk = req_len - *written < AD_CHUNK ? req_len - *written : AD_CHUNK;
    ssize_t k = write_no_sigpipe(p->to_child, req + *written, chunk);
    if (k > 0) {
        *written += (size_t)k;
        return true;
    }
    if (k < 0 && errno != EAGAIN && errno != EINTR)
        *closed = true;  /* EPIPE: it closed its stdin; its stdout tells why */
    return false;
}

static int poll_ms(double deadline)
{
    double left = deadline - ad_now();
    if (left <= 0)
        return 0;
    if (left > INT_MAX / 1000 - 1)
        return INT_MAX;
    int ms = (int)(left * 1000.0) + 1;
    return ms;
}

ad_io ad_exchange(ad_proc *p, const char *req, size_t req_len, double deadline, size_t max,
                  const char **line, size_t *line_len)
{
    if (p->line_used) {  /* drop the line the previous exchange returned */
        memmove(p->in, p->in + p->line_used, p->in_len - p->line_used);
        p->in_len -= p->line_used;
        p->in_scanned = 0;
        p->line_used = 0;
    }
    size_t written = 0;
    bool write_closed = p->to_child < 0;
    bool may_write = true;  /* try at once: a request usually fits in the pipe */
    for (;;) {
        size_t len;
        int found = find_line(p, max, &len);
        if (found < 0)
            return AD_IO_TOO_LONG;
        if (found > 0) {
            /* With the pipe still open, it answered without reading the whole request. (A
             * closed pipe means it stopped reading: its answer is taken as it is.) */
            if (written < req_len && !write_closed)
                return AD_IO_EARLY;
            *line = p->in;
            *line_len = len;
            p->line_used = len + 1;
            return AD_IO_LINE;
        }
        if (p->out_eof)
            return AD_IO_EOF;
        if (may_write && written < req_len && !write_closed)
            write_some(p, req, req_len, &written, &write_closed);
        may_write = false;
        int ms = poll_ms(deadline);
        if (ms == 0)
            return AD_IO_TIMEOUT;
        bool want_write = written < req_len && !write_closed;
        struct pollfd fds[3] = {
            {want_write ? p->to_child : -1, POLLOUT, 0},
            {p->from_child, POLLIN, 0},
            {p->err_child, POLLIN, 0},
        };
        int n = poll(fds, 3, ms);
        if (n < 0 && errno != EINTR)
            return AD_IO_EOF;  /* cannot watch it any more: treat as gone */
        if (n <= 0)
            continue;
        if (fds[0].revents)
            write_some(p, req, req_len, &written, &write_closed);
        if (fds[2].revents)
            ad_drain_stderr(p);
        if (fds[1].revents)
            read_stdout(p);
    }
}

void ad_send_nowait(ad_proc *p, const char *req, size_t req_len)
{
    size_t written = 0;
    while (p->to_child >= 0 && written < req_len) {
        ssize_t k = write_no_sigpipe(p->to_child, req + written, req_len - written);
        if (k > 0)
            written += (size_t)k;
        else if (k < 0 && errno == EINTR)
            continue;
        else
            return;
    }
}
