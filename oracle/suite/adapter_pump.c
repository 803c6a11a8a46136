/* adapter_pump.c — the adapter's pipes served by two threads while cases are in flight
 * (adapter_int.h). The reader reads its stdout, parses each response line as soon as it is
 * whole and queues it with what the driver needs to judge it (when it came, how much of the
 * requests had been written), drains stderr and frees the responses the driver is done with.
 * The writer writes what the driver could not write at once as the pipe takes it, so that a
 * long request reaches the adapter while the reader parses a long response. The driver takes
 * the lines in order; while it judges one case the next response is being read and parsed, and
 * the adapter never waits on a full stdout pipe, nor for the rest of a request, for the oracle
 * to come to the pipes. */
#include "adapter_int.h"
#include "util/fatal.h"
#include "util/jread.h"

#include <errno.h>
#include <poll.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

/* The threads look at their stop flag at least this often (milliseconds), and the reader at
 * the room for more lines. */
#define AD_PUMP_TICK_MS 20

static ad_item *new_item(ad_io io)
{
    ad_item *it = xcalloc(1, sizeof *it);
    it->io = io;
    it->at = ad_now();
    return it;
}

void ad_item_free(ad_item *it)
{
    if (!it)
        return;
    json_decref(it->value);
    free(it->body_why);
    free(it);
}

/* With the lock held. */
static void push(ad_pump *pm, ad_item *it)
{
    if (pm->last)
        pm->last->next = it;
    else
        pm->first = it;
    pm->last = it;
    pm->count++;
    pm->held_bytes += it->io == AD_IO_LINE ? it->len : 0;
    pthread_cond_signal(&pm->arrived);
}

/* Parse the whole line at in + in_head (len bytes) into an item and queue it. */
static void take_line(ad_pump *pm, size_t len)
{
    ad_proc *p = pm->proc;
    ad_item *it = new_item(AD_IO_LINE);
    it->len = len;
    pthread_mutex_lock(&pm->lock);
    it->written = p->written;
    it->stdin_open = p->to_child >= 0 && !pm->stdin_broken;
    pm->parsing_since = it->at;
    pthread_mutex_unlock(&pm->lock);
    const char *line = p->in + p->in_head;
    it->value = jr_load(line, len);  /* else jansson: the rarer texts, and the error */
    if (!it->value)
        it->value = json_loadb(line, len, JSON_REJECT_DUPLICATES, &it->error);
    if (!it->value)
        memcpy(it->head, line, len < AD_SHOWN_GARBAGE ? len : AD_SHOWN_GARBAGE);
    ad_drop_line(p, len + 1);
    if (json_is_object(it->value)) {  /* its shape, here rather than on the driver's thread */
        strbuf why;
        sb_init(&why);
        it->body_ok = ad_check_body(it->value, &why);
        it->body_why = it->body_ok ? NULL : sb_take(&why);
        sb_free(&why);
    }
    pthread_mutex_lock(&pm->lock);
    pm->parsing_since = 0;
    push(pm, it);
    pthread_mutex_unlock(&pm->lock);
}

/* Queue the whole lines read so far (as many as may wait: `hold` lines, `budget` bytes, at least
 * one line), then the end of stdout or an over-long line; false once nothing more will be read.
 * A whole line that the budget keeps waiting stays in the buffer, unparsed, and stdout is left
 * unread meanwhile (line_waits). */
static bool take_lines(ad_pump *pm)
{
    ad_proc *p = pm->proc;
    for (;;) {
        pthread_mutex_lock(&pm->lock);
        bool room = pm->count < pm->hold;
        size_t count = pm->count, held = pm->held_bytes;
        pthread_mutex_unlock(&pm->lock);
        pm->line_waits = false;
        if (!room)
            return true;
        size_t len;
        int found = ad_find_line(p, pm->max, &len);
        if (found > 0) {
            if (count > 0 && pm->budget && held + len > pm->budget) {
                pm->line_waits = true;  /* parsed once the driver has taken enough */
                return true;
            }
            take_line(pm, len);
            continue;
        }
        if (found == 0 && !p->out_eof)
            return true;
        pthread_mutex_lock(&pm->lock);
        push(pm, new_item(found < 0 ? AD_IO_TOO_LONG : AD_IO_EOF));
        pthread_mutex_unlock(&pm->lock);
        return false;
    }
}

/* Let go of what the driver is done with (outside the lock). */
static void dispose_spent(ad_pump *pm)
{
    pthread_mutex_lock(&pm->lock);
    json_t **v = pm->spent;
    size_t n = pm->nspent;
    pm->spent = NULL;
    pm->nspent = pm->spent_cap = 0;
    pthread_mutex_unlock(&pm->lock);
    for (size_t i = 0; i < n; i++)
        json_decref(v[i]);
    free(v);
}

static void *reader_main(void *arg)
{
    ad_pump *pm = arg;
    ad_proc *p = pm->proc;
    bool reading = take_lines(pm);  /* what came with the start response */
    double next_exit_check = ad_now();
    pthread_mutex_lock(&pm->lock);
    while (reading && !pm->stop) {
        struct pollfd fds[2] = {
            {pm->count < pm->hold && !pm->line_waits ? p->from_child : -1, POLLIN, 0},
            {p->err_child, POLLIN, 0},
        };
        pthread_mutex_unlock(&pm->lock);
        int n = poll(fds, 2, AD_PUMP_TICK_MS);
        if (n < 0 && errno != EINTR) {  /* cannot watch it any more: treat as gone */
            pthread_mutex_lock(&pm->lock);
            push(pm, new_item(AD_IO_EOF));
            break;
        }
        if (n > 0 && fds[1].revents)
            ad_drain_stderr(p);
        if (n > 0 && fds[0].revents)
            ad_read_stdout(p);
        /* An adapter that ended while something it left holds its stdout open: what it wrote
         * is all there is (its end is seen here, not at a timeout). */
        if (!p->out_eof && (n == 0 || ad_now() >= next_exit_check)) {
            next_exit_check = ad_now() + AD_PUMP_TICK_MS / 1e3;
            if (ad_proc_exited(p))
                ad_drain_stdout(p);
        }
        reading = take_lines(pm);
        dispose_spent(pm);
        pthread_mutex_lock(&pm->lock);
    }
    pthread_mutex_unlock(&pm->lock);
    return NULL;
}

/* Write what is queued as the child's stdin takes it; sleep while nothing is. The driver writes
 * what fits at once itself and wakes this thread for the rest. */
static void *writer_main(void *arg)
{
    ad_pump *pm = arg;
    ad_proc *p = pm->proc;
    pthread_mutex_lock(&pm->lock);
    while (!pm->stop) {
        if (pm->stdin_broken && p->to_child >= 0) {  /* the driver met EPIPE */
            close(p->to_child);
            p->to_child = -1;
        }
        if (!ad_want_write(p)) {
            pthread_cond_wait(&pm->queued, &pm->lock);
            continue;
        }
        struct pollfd fd = {p->to_child, POLLOUT, 0};
        pthread_mutex_unlock(&pm->lock);
        int n = poll(&fd, 1, AD_PUMP_TICK_MS);
        pthread_mutex_lock(&pm->lock);
        if (n > 0 && !pm->stdin_broken && ad_want_write(p) && ad_write_some(p) == AD_WRITE_BROKEN)
            pm->stdin_broken = true;  /* EPIPE: it closed its stdin; its stdout tells why */
    }
    pthread_mutex_unlock(&pm->lock);
    return NULL;
}

/* Stop and join the threads that run (the writer only after the reader). */
static void join_threads(ad_pump *pm, bool reader, bool writer)
{
    pthread_mutex_lock(&pm->lock);
    pm->stop = true;
    pthread_cond_signal(&pm->queued);
    pthread_mutex_unlock(&pm->lock);
    if (reader)
        pthread_join(pm->reader, NULL);
    if (writer)
        pthread_join(pm->writer, NULL);
}

bool ad_pump_start(ad_pump *pm, ad_proc *p, size_t max, size_t hold, size_t budget, strbuf *why)
{
    memset(pm, 0, sizeof *pm);
    pm->proc = p;
    pm->max = max;
    pm->hold = hold ? hold : 1;
    pm->budget = budget;
    ad_drop_line(p, p->line_used);  /* the start response */
    p->line_used = 0;
    pthread_condattr_t ca;
    int rc = pthread_condattr_init(&ca);
    if (rc != 0)
        goto no_attr;
    rc = pthread_condattr_setclock(&ca, CLOCK_MONOTONIC);
    if (rc == 0)
        rc = pthread_cond_init(&pm->arrived, &ca);
    pthread_condattr_destroy(&ca);
    if (rc != 0)
        goto no_attr;
    if ((rc = pthread_cond_init(&pm->queued, NULL)) != 0)
        goto no_queued;
    if ((rc = pthread_mutex_init(&pm->lock, NULL)) != 0)
        goto no_lock;
    if ((rc = pthread_create(&pm->reader, NULL, reader_main, pm)) != 0)
        goto no_reader;
    if ((rc = pthread_create(&pm->writer, NULL, writer_main, pm)) != 0)
        goto no_writer;
    pm->running = true;
    return true;
no_writer:
    join_threads(pm, true, false);
no_reader:
    pthread_mutex_destroy(&pm->lock);
no_lock:
    pthread_cond_destroy(&pm->queued);
no_queued:
    pthread_cond_destroy(&pm->arrived);
no_attr:
    sb_printf(why, "cannot start the threads that serve its pipes: %s", strerror(rc));
    return false;
}

void ad_pump_stage(ad_pump *pm, const char *bytes, size_t len)
{
    pthread_mutex_lock(&pm->lock);
    ad_stage(pm->proc, bytes, len);
    pthread_mutex_unlock(&pm->lock);
}

unsigned long long ad_pump_queue(ad_pump *pm, const char *bytes, size_t len)
{
    ad_proc *p = pm->proc;
    pthread_mutex_lock(&pm->lock);
    ad_stage(p, bytes, len);
    unsigned long long mark = p->queued;
    /* Usually it all fits in the pipe at once; the writer writes the rest. */
    while (!pm->stdin_broken && ad_want_write(p)) {
        ad_wrote w = ad_write_some(p);
        if (w == AD_WRITE_BROKEN)
            pm->stdin_broken = true;  /* the writer closes it: it may be polling it */
        if (w != AD_WROTE)
            break;
    }
    if (ad_want_write(p) || pm->stdin_broken)
        pthread_cond_signal(&pm->queued);
    pthread_mutex_unlock(&pm->lock);
    return mark;
}

static struct timespec monotonic_at(double t)
{
    if (!(t < 1e12))  /* beyond what time_t is cast from safely (or NaN): some 30,000 years */
        t = 1e12;
    if (t < 0)
        t = 0;
    struct timespec ts;
    ts.tv_sec = (time_t)t;
    ts.tv_nsec = (long)((t - (double)ts.tv_sec) * 1e9);
    if (ts.tv_nsec >= 1000000000L) {
        ts.tv_sec++;
        ts.tv_nsec -= 1000000000L;
    }
    return ts;
}

ad_item *ad_pump_next(ad_pump *pm, double deadline)
{
    ad_item *it = NULL;
    pthread_mutex_lock(&pm->lock);
    for (;;) {
        if (pm->first) {
            if (pm->first->at <= deadline) {  /* else it came too late: a timeout */
                it = pm->first;
                pm->first = it->next;
                if (!pm->first)
                    pm->last = NULL;
                pm->count--;
                pm->held_bytes -= it->io == AD_IO_LINE ? it->len : 0;
                it->next = NULL;
            }
            break;
        }
        if (pm->parsing_since > 0 && pm->parsing_since <= deadline) {
            pthread_cond_wait(&pm->arrived, &pm->lock);  /* whole in time: being parsed */
            continue;
        }
        if (ad_now() >= deadline)
            break;
        struct timespec until = monotonic_at(deadline);
        pthread_cond_timedwait(&pm->arrived, &pm->lock, &until);  /* then look again */
    }
    pthread_mutex_unlock(&pm->lock);
    return it;
}

void ad_pump_dispose(ad_pump *pm, json_t *v)
{
    if (!pm->running) {
        json_decref(v);
        return;
    }
    pthread_mutex_lock(&pm->lock);
    if (pm->nspent == pm->spent_cap) {
        pm->spent_cap = pm->spent_cap ? 2 * pm->spent_cap : 16;
        pm->spent = xrealloc(pm->spent, pm->spent_cap * sizeof *pm->spent);
    }
    pm->spent[pm->nspent++] = v;
    pthread_mutex_unlock(&pm->lock);
}

void ad_pump_stop(ad_pump *pm)
{
    if (!pm->running)
        return;
    join_threads(pm, true, true);
    dispose_spent(pm);
    if (pm->stdin_broken && pm->proc->to_child >= 0) {
        close(pm->proc->to_child);
        pm->proc->to_child = -1;
    }
    while (pm->first) {
        ad_item *it = pm->first;
        pm->first = it->next;
        ad_item_free(it);
    }
    pm->last = NULL;
    pm->count = 0;
    pm->held_bytes = 0;
    pthread_cond_destroy(&pm->arrived);
    pthread_cond_destroy(&pm->queued);
    pthread_mutex_destroy(&pm->lock);
    pm->running = false;
}
