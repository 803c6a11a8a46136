/* adapter_int.h — internals of the adapter driver (adapter.c, docs/protocol.md): the child
 * process and its pipes (adapter_proc.c), the bounded exchange of one request line for one
 * response line (adapter_io.c), and the shape of the protocol's messages (adapter_check.c). */
#ifndef ORACLE_ADAPTER_INT_H
#define ORACLE_ADAPTER_INT_H

#include "util/strbuf.h"

#include <jansson.h>
#include <pthread.h>
#include <stdbool.h>
#include <stddef.h>
#include <sys/types.h>

/* --- the last bytes the adapter wrote to stderr ----------------------------------------- */

#define AD_STDERR_TAIL 4096

typedef struct ad_ring {
    char buf[AD_STDERR_TAIL];
    size_t total;  /* bytes ever written; the last min(total, AD_STDERR_TAIL) are kept */
} ad_ring;

void ad_ring_put(ad_ring *r, const char *p, size_t n);
/* Append the kept tail to `out` as valid UTF-8 (invalid bytes become U+FFFD), starting at a
 * line boundary when older bytes were dropped, without the final newline. */
void ad_ring_tail(const ad_ring *r, strbuf *out);

/* Append `n` bytes to `out`, replacing every invalid UTF-8 sequence with U+FFFD. */
void ad_put_utf8(strbuf *out, const char *p, size_t n);

/* --- the child process ------------------------------------------------------------------ */

typedef struct ad_proc {
    pid_t pid;            /* 0: none */
    int to_child;         /* its stdin, our end non-blocking; -1 when closed */
    int from_child;       /* its stdout; -1 when closed */
    int err_child;        /* its stderr; -1 after end of file */
    bool out_eof;         /* its stdout reached end of file */
    bool reaped;          /* waitpid() collected it; wait_status is valid */
    int wait_status;
    ad_ring err;
    /* Bytes read from its stdout: consumed lines before in_head, then the current line and
     * what follows. */
    char *in;
    size_t in_len, in_cap, in_head;
    size_t in_scanned;    /* bytes of `in` before this offset hold no newline after in_head */
    size_t line_used;     /* length + 1 of the line the last exchange returned, dropped next */
    /* Requests queued for its stdin and not yet written: several may be in flight. */
    char *out;
    size_t out_len, out_cap, out_done;
    unsigned long long queued, written;  /* bytes of requests queued and written, ever */
} ad_proc;

/* Start argv (argv[0] looked up in PATH, no shell) in its own process group with pipes for
 * its stdin, stdout and stderr; the oracle's ends are close-on-exec. false with `why`. */
bool ad_proc_start(ad_proc *p, char *const argv[], strbuf *why);
/* Kill its process group with SIGKILL if it still runs, close the pipes, reap it. Reaping an
 * adapter also kills and reaps what it left behind outside its group (adapter_proc.c). */
void ad_proc_kill(ad_proc *p);
/* Give it until `deadline` (ad_now() seconds) to exit on its own, reading and discarding
 * its output meanwhile; reap it. false when it still runs at the deadline. */
bool ad_proc_wait(ad_proc *p, double deadline);
/* Has it exited? It stays a zombie (WNOWAIT) until reaped, so that its process group id cannot
 * be reused while what it left behind in the group is killed. */
bool ad_proc_exited(ad_proc *p);
/* Close the pipes and free the buffers (the process must be reaped or killed first). */
void ad_proc_release(ad_proc *p);
/* "exited with status N" or "killed by signal N (SIGSEGV)" for a reaped process. */
void ad_proc_describe(const ad_proc *p, strbuf *out);

/* --- requests out, response lines in ----------------------------------------------------- */

typedef enum ad_io {
    AD_IO_LINE,      /* a whole line arrived after the whole request was written */
    AD_IO_TIMEOUT,   /* the deadline passed first */
    AD_IO_EOF,       /* its stdout reached end of file before a whole line */
    AD_IO_TOO_LONG,  /* the line exceeds the limit */
    AD_IO_EARLY,     /* a line arrived before the adapter read the whole request */
} ad_io;

/* The monotonic clock, in seconds. */
double ad_now(void);
/* Append bytes to what is queued for the child's stdin, without writing (the start of a request
 * that ad_queue completes). */
void ad_stage(ad_proc *p, const char *bytes, size_t len);
/* Queue `req` (req_len bytes, newline included) for the child's stdin and write what the pipe
 * takes now, without waiting. Returns p->queued: the request is whole on the child's side once
 * p->written reaches it. */
unsigned long long ad_queue(ad_proc *p, const char *req, size_t req_len);
/* Wait until `deadline` for the next line of at most `max` bytes (newline excluded) on the
 * child's stdout, writing the queued requests and draining stderr meanwhile (neither side can
 * block the other however large both are). The line answers a request that must be wholly
 * written by then: `need_written` is what ad_queue returned for it (AD_IO_EARLY otherwise).
 * On AD_IO_LINE, *line (not NUL-terminated) stays valid until the next call. */
ad_io ad_receive(ad_proc *p, unsigned long long need_written, double deadline, size_t max,
                 const char **line, size_t *line_len);
/* ad_queue then ad_receive: one request, its response. */
ad_io ad_exchange(ad_proc *p, const char *req, size_t req_len, double deadline, size_t max,
                  const char **line, size_t *line_len);
/* The pieces of that exchange, for the pump (below): read one chunk of its stdout into `in`
 * (end of file sets out_eof); is there a whole line at in + in_head (1 with its length, 0 not
 * yet, -1 longer than max); drop `used` bytes (a line and its newline) at in_head; write one
 * chunk of what is queued, without closing the pipe when it is broken. */
void ad_read_stdout(ad_proc *p);
/* The adapter has ended, and something it left behind may hold its stdout open: read what is
 * there now (at most 1 MiB), then take its stdout as ended (out_eof). */
void ad_drain_stdout(ad_proc *p);
int ad_find_line(ad_proc *p, size_t max, size_t *len);
void ad_drop_line(ad_proc *p, size_t used);
typedef enum ad_wrote { AD_WROTE, AD_WRITE_FULL, AD_WRITE_BROKEN } ad_wrote;
ad_wrote ad_write_some(ad_proc *p);
bool ad_want_write(const ad_proc *p);
/* Read whatever the child has written to stderr without waiting. */
void ad_drain_stderr(ad_proc *p);
/* Write `req` without waiting (a stop request: what does not fit in the pipe is dropped). */
void ad_send_nowait(ad_proc *p, const char *req, size_t req_len);

/* --- the pump: the pipes served by a thread while cases are in flight -------------------- */

/* Between the start handshake and the end of the process, two threads own its pipes: the
 * reader reads its stdout, parses each response line as it arrives (the oracle judges one case
 * while the next response is parsed) and drains its stderr; the writer writes the queued
 * requests as the pipe takes them. The process must not be touched (killed, waited for,
 * released) while they run. */

#define AD_SHOWN_GARBAGE 80 /* bytes of an unparsable response quoted in the message */

/* One response line, or what ended them. */
typedef struct ad_item {
    ad_io io;                    /* AD_IO_LINE, AD_IO_EOF or AD_IO_TOO_LONG */
    json_t *value;               /* AD_IO_LINE: the line parsed; NULL when it is not JSON */
    json_error_t error;          /* not JSON: jansson's reason */
    char head[AD_SHOWN_GARBAGE]; /* not JSON: its first bytes (min(len, AD_SHOWN_GARBAGE)) */
    size_t len;                  /* the line's length */
    unsigned long long written;  /* request bytes written when the line was whole */
    bool stdin_open;             /* the child's stdin was still open then */
    double at;                   /* when the line was whole (ad_now) */
    bool body_ok;                /* value is an object and ad_check_body holds */
    char *body_why;              /* value is an object and it does not: why */
    struct ad_item *next;
} ad_item;

typedef struct ad_pump {
    ad_proc *proc;
    size_t max;                  /* bytes per line at most */
    size_t hold;                 /* parsed lines waiting at most: stdout is left unread beyond */
    size_t budget;               /* bytes of parsed lines waiting at most (at least one line) */
    bool running;                /* the threads exist (ad_pump_start .. ad_pump_stop) */
    pthread_t reader, writer;
    pthread_mutex_t lock;        /* guards what follows and the proc's request queue (out...) */
    pthread_cond_t arrived;      /* an item was appended */
    pthread_cond_t queued;       /* requests wait to be written, or the threads are to stop */
    bool stop;                   /* asked to end */
    bool stdin_broken;           /* a write met a closed pipe: the thread closes it */
    double parsing_since;        /* when the line being parsed was whole; 0: none */
    ad_item *first, *last;       /* lines parsed and not taken, oldest first */
    size_t count;
    size_t held_bytes;           /* the bytes of those lines */
    bool line_waits;             /* the reader's: a whole line waits for the budget, unparsed */
    json_t **spent;              /* values to let go of on the thread (ad_pump_dispose) */
    size_t nspent, spent_cap;
} ad_pump;

/* Hand the pipes of `p` (started, its start line taken) to new threads, which read ahead at most
 * `hold` lines and `budget` bytes of lines (0: no limit in bytes), at least one line; false with
 * `why` when they cannot be made (the pipes stay the caller's). */
bool ad_pump_start(ad_pump *pm, ad_proc *p, size_t max, size_t hold, size_t budget, strbuf *why);
/* Append bytes to the requests (ad_stage while the thread runs). */
void ad_pump_stage(ad_pump *pm, const char *bytes, size_t len);
/* Append the end of a request and write what the pipe takes now; the mark of ad_queue. */
unsigned long long ad_pump_queue(ad_pump *pm, const char *bytes, size_t len);
/* The next item, waiting until `deadline` (ad_now() seconds) for it; NULL when none came whole
 * by then. A line whole by the deadline and still being parsed is waited for. */
ad_item *ad_pump_next(ad_pump *pm, double deadline);
void ad_item_free(ad_item *it);
/* Let go of a reference to `v` on the reader, which parsed it: what is freed then is freed
 * where it was allocated, while the driver goes on. */
void ad_pump_dispose(ad_pump *pm, json_t *v);
/* End the threads (at once, or within a few milliseconds) and drop the items not taken; the
 * pipes are the caller's again. Nothing when they are not running. */
void ad_pump_stop(ad_pump *pm);

/* --- the shape of messages -------------------------------------------------------------- */

/* The start response is `{"protocol": 1, "ok": true, "engine": {...}, "docs": [...]}`. */
bool ad_check_start(const json_t *resp, strbuf *why);
/* A run response answering `seq`: status, and the observation, reason or message it needs;
 * the same as ad_check_seq, then ad_check_body (the pump's reader checks the body of each
 * response as it parses it, the driver its seq). */
bool ad_check_response(const json_t *resp, json_int_t seq, strbuf *why);
/* An object whose "seq" is the integer `seq`. */
bool ad_check_seq(const json_t *resp, json_int_t seq, strbuf *why);
/* An object with a status, and the observation, reason or message it needs. */
bool ad_check_body(const json_t *resp, strbuf *why);
/* An observation (docs/protocol.md): required keys and their types; `path` prefixes the
 * JSON path in `why` (e.g. "$.observation"). */
bool ad_check_observation(const json_t *obs, const char *path, strbuf *why);

#endif
