/* adapter_io.c — the bytes between the oracle and the adapter's process: requests queued and
 * written as the pipe takes them, response lines read in the same poll() loop (neither side can
 * block the other however large both are), bounded in time and in length, with stderr drained
 * all along (adapter_int.h). Several requests may be in flight. */
#include "adapter_int.h"
#include "util/fatal.h"

#include <errno.h>
#include <limits.h>
#include <poll.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#define AD_CHUNK 65536
#define AD_KEEP_BUFFER (4 * AD_CHUNK)  /* a buffer larger than this is freed once empty */
#define AD_DRAIN_CHUNKS 16   /* read from an ended adapter's stdout at most (1 MiB) */
#define AD_EXIT_CHECK_MS 50  /* while waiting for a line, look this often whether it ended */

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
    pthread_sigmask(SIG_BLOCK, &pipe_only, &old);  /* this thread's mask: the pump writes too */
    sigpending(&pending);
    bool was_pending = sigismember(&pending, SIGPIPE) == 1;
    ssize_t k = write(fd, p, n);
    int e = errno;
    if (k < 0 && e == EPIPE && !was_pending) {
        const struct timespec zero = {0, 0};
        while (sigtimedwait(&pipe_only, NULL, &zero) < 0 && errno == EINTR)
            ;
    }
    pthread_sigmask(SIG_SETMASK, &old, NULL);
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

void ad_read_stdout(ad_proc *p)
{
    if (p->in_cap - p->in_len < AD_CHUNK && p->in_head > 0) {  /* reclaim consumed lines */
        memmove(p->in, p->in + p->in_head, p->in_len - p->in_head);
        p->in_len -= p->in_head;
        p->in_scanned -= p->in_head;
        p->in_head = 0;
    }
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

void ad_drain_stdout(ad_proc *p)
{
    for (int chunk = 0; chunk < AD_DRAIN_CHUNKS && p->from_child >= 0; chunk++) {
        size_t before = p->in_len;
        ad_read_stdout(p);
        if (p->in_len == before)
            break;  /* nothing more now (or its end) */
    }
    if (p->from_child >= 0) {
        close(p->from_child);
        p->from_child = -1;
    }
    p->out_eof = true;
}

int ad_find_line(ad_proc *p, size_t max, size_t *len)
{
    const char *nl = p->in_len > p->in_scanned
                         ? memchr(p->in + p->in_scanned, '\n', p->in_len - p->in_scanned)
                         : NULL;
    if (nl) {
        *len = (size_t)(nl - (p->in + p->in_head));
        return *len > max ? -1 : 1;
    }
    p->in_scanned = p->in_len;
    return p->in_len - p->in_head > max ? -1 : 0;
}

void ad_drop_line(ad_proc *p, size_t used)
{
    if (!used)
        return;
    p->in_head += used;
    p->in_scanned = p->in_head;
    if (p->in_head == p->in_len) {
        p->in_head = p->in_len = p->in_scanned = 0;
        if (p->in_cap > AD_KEEP_BUFFER) {  /* after a long line: not kept for the next ones */
            free(p->in);
            p->in = NULL;
            p->in_cap = 0;
        }
    }
}

ad_wrote ad_write_some(ad_proc *p)
{
    size_t left = p->out_len - p->out_done;
    ssize_t k = write_no_sigpipe(p->to_child, p->out + p->out_done, left < AD_CHUNK ? left : AD_CHUNK);
    if (k > 0) {
        p->out_done += (size_t)k;
        p->written += (unsigned long long)k;
        if (p->out_done == p->out_len) {
            p->out_done = p->out_len = 0;
            if (p->out_cap > AD_KEEP_BUFFER) {  /* after a long request: not kept */
                free(p->out);
                p->out = NULL;
                p->out_cap = 0;
            }
        }
        return AD_WROTE;
    }
    return k < 0 && errno != EAGAIN && errno != EINTR ? AD_WRITE_BROKEN : AD_WRITE_FULL;
}

/* One write of what is queued; false when nothing could be written. A broken pipe is closed
 * (EPIPE: it closed its stdin; its stdout tells why). */
static bool write_some(ad_proc *p)
{
    ad_wrote w = ad_write_some(p);
    if (w == AD_WRITE_BROKEN) {
        close(p->to_child);
        p->to_child = -1;
    }
    return w == AD_WROTE;
}

bool ad_want_write(const ad_proc *p)
{
    return p->to_child >= 0 && p->out_done < p->out_len;
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

void ad_stage(ad_proc *p, const char *bytes, size_t len)
{
    if (p->out_done > 0 && p->out_done >= p->out_cap / 2) {  /* reclaim what was written */
        memmove(p->out, p->out + p->out_done, p->out_len - p->out_done);
        p->out_len -= p->out_done;
        p->out_done = 0;
    }
    if (p->out_cap - p->out_len < len) {
        p->out_cap = p->out_cap ? p->out_cap : AD_CHUNK;
        while (p->out_cap - p->out_len < len)
            p->out_cap *= 2;
        p->out = xrealloc(p->out, p->out_cap);
    }
    memcpy(p->out + p->out_len, bytes, len);
    p->out_len += len;
    p->queued += len;
}

unsigned long long ad_queue(ad_proc *p, const char *req, size_t req_len)
{
    ad_stage(p, req, req_len);
    while (ad_want_write(p) && write_some(p))  /* usually it all fits in the pipe at once */
        ;
    return p->queued;
}

ad_io ad_receive(ad_proc *p, unsigned long long need_written, double deadline, size_t max,
                 const char **line, size_t *line_len)
{
    ad_drop_line(p, p->line_used);  /* the line the previous call returned */
    p->line_used = 0;
    for (;;) {
        size_t len;
        int found = ad_find_line(p, max, &len);
        if (found < 0)
            return AD_IO_TOO_LONG;
        if (found > 0) {
            /* With the pipe still open, it answered without reading the whole request. (A
             * closed pipe means it stopped reading: its answer is taken as it is.) */
            if (p->written < need_written && p->to_child >= 0)
                return AD_IO_EARLY;
            *line = p->in + p->in_head;
            *line_len = len;
            p->line_used = len + 1;
            return AD_IO_LINE;
        }
        if (p->out_eof)
            return AD_IO_EOF;
        int ms = poll_ms(deadline);
        if (ms == 0)
            return AD_IO_TIMEOUT;
        if (ms > AD_EXIT_CHECK_MS)
            ms = AD_EXIT_CHECK_MS;
        struct pollfd fds[3] = {
            {ad_want_write(p) ? p->to_child : -1, POLLOUT, 0},
            {p->from_child, POLLIN, 0},
            {p->err_child, POLLIN, 0},
        };
        int n = poll(fds, 3, ms);
        if (n < 0 && errno != EINTR)
            return AD_IO_EOF;  /* cannot watch it any more: treat as gone */
        if (n == 0 && ad_proc_exited(p)) {
            ad_drain_stdout(p);  /* ended, its stdout held open by what it left behind */
            continue;
        }
        if (n <= 0)
            continue;
        if (fds[0].revents)
            write_some(p);
        if (fds[2].revents)
            ad_drain_stderr(p);
        if (fds[1].revents)
            ad_read_stdout(p);
    }
}

ad_io ad_exchange(ad_proc *p, const char *req, size_t req_len, double deadline, size_t max,
                  const char **line, size_t *line_len)
{
    unsigned long long need = ad_queue(p, req, req_len);
    return ad_receive(p, need, deadline, max, line, line_len);
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
