/* adapter.c — the driver of an implementation that speaks the adapter protocol
 * (docs/protocol.md, driver.h): the start handshake, run requests in flight (up to the window)
 * and their responses in order (read and parsed by the pump's thread, adapter_pump.c), what a
 * timeout, a crash, garbage or an over-long response becomes, restarting the adapter and
 * sending it again what was in flight, and giving it up after too many restarts in a row
 * without an answer. */
#include "adapter_int.h"
#include "driver.h"
#include "util/fatal.h"
#include "util/utf8.h"

#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#define AD_DEFAULT_TIMEOUT 10.0
#define AD_MAX_TIMEOUT 86400.0  /* a longer limit (or an infinite one) is a day */
#define AD_DEFAULT_MAX_RESPONSE ((size_t)64 << 20)
#define AD_DEFAULT_MAX_RESTARTS 5
#define AD_DEFAULT_WINDOW 16
#define AD_DEFAULT_IN_FLIGHT ((size_t)64 << 20)
#define AD_EXIT_GRACE 1.0   /* after its stdout closed, seconds for it to finish exiting */
#define AD_STOP_GRACE 2.0   /* after "stop", seconds for it to exit before it is killed */
#define AD_DIAG_MAX 600     /* bytes of a start failure that fit in a diagnostic */

/* A case sent and not yet received. Each slot of the ring keeps its buffer from case to case
 * (a request of half a megabyte is not allocated and freed again for each case). */
typedef struct flight {
    strbuf body;             /* the case as compact JSON */
    bool written;            /* false: it could not be written as JSON */
    json_int_t seq;          /* of its run request; 0 while not sent to the current process */
    unsigned long long need; /* ad_queue's mark: the request is whole once written reaches it */
    double sent;             /* when it was queued (ad_now) */
} flight;

typedef struct adapter {
    driver base;             /* first: the runner holds a driver * */
    char **argv;             /* a copy, for restarts */
    drv_adapter_opts opts;
    ad_proc proc;            /* proc.pid == 0: not running */
    ad_pump pump;            /* serves proc's pipes from the start handshake to its end */
    char *name, *version;
    json_t *docs;            /* array of strings, from the first start response */
    json_int_t seq;          /* of the last run request */
    int restarts;            /* restarts since the last answer */
    char *unusable;          /* why the adapter was given up; NULL while it is used */
    flight *fl;              /* ring of the cases in flight, oldest at fl_head */
    size_t fl_head, fl_count, fl_cap;
    double last_answer;      /* when the last response was whole (ad_now) */
    json_t *spent;           /* the last response: the caller's observation is part of it; let
                                go of on the pump's thread at the next receive */
} adapter;

static const char start_request[] = "{\"protocol\":1,\"cmd\":\"start\"}\n";
static const char stop_request[] = "{\"cmd\":\"stop\"}\n";

/* The text of `b` as a new string, valid UTF-8 (a path in argv may not be), `b` freed. */
static char *take(strbuf *b)
{
    strbuf clean;
    sb_init(&clean);
    ad_put_utf8(&clean, b->p ? b->p : "", b->n);
    char *s = xstrdup(sb_str(&clean));
    sb_free(&clean);
    sb_free(b);
    return s;
}

/* Append "\nstderr (last lines):\n…" when the adapter wrote anything to stderr. */
static void put_stderr_tail(const ad_proc *p, strbuf *out)
{
    if (p->err.total == 0)
        return;
    sb_puts(out, "\nstderr (last lines):\n");
    ad_ring_tail(&p->err, out);
}

/* The adapter's stdout ended: wait for it to exit and say how it ended. */
static void describe_end(ad_proc *p, strbuf *out)
{
    if (!ad_proc_wait(p, ad_now() + AD_EXIT_GRACE)) {
        ad_proc_kill(p);
        sb_printf(out, "closed its stdout without exiting (killed after %g s)", AD_EXIT_GRACE);
        return;
    }
    ad_proc_describe(p, out);
}

/* "not valid JSON: <jansson's text> (line L, column C of the response); it began: `…`" */
static void describe_parse_error(const json_error_t *e, const char *line, size_t len,
                                 strbuf *out)
{
    sb_puts(out, "the response is not valid JSON: ");
    ad_put_utf8(out, e->text, strlen(e->text));  /* it may quote the bytes it met */
    sb_printf(out, " (line %d, column %d of the response)", e->line, e->column);
    sb_puts(out, "; it began: `");
    ad_put_utf8(out, line, len < AD_SHOWN_GARBAGE ? len : AD_SHOWN_GARBAGE);
    sb_puts(out, len > AD_SHOWN_GARBAGE ? "…`" : "`");
}

/* Why no response line came (io is not AD_IO_LINE); the process is killed or reaped for a
 * timeout or an end of stdout. The pump must not be running. */
static void describe_failure(adapter *ad, ad_io io, strbuf *why)
{
    switch (io) {
    case AD_IO_LINE:
        break;
    case AD_IO_TIMEOUT:
        ad_proc_kill(&ad->proc);
        sb_printf(why, "no response within %g s (killed)", ad->opts.timeout_s);
        put_stderr_tail(&ad->proc, why);
        break;
    case AD_IO_EOF:
        sb_puts(why, "the adapter ended before answering: ");
        describe_end(&ad->proc, why);
        put_stderr_tail(&ad->proc, why);
        break;
    case AD_IO_TOO_LONG:
        sb_printf(why, "the response is longer than %zu bytes (the --max-response limit)",
                  ad->opts.max_response);
        break;
    case AD_IO_EARLY:
        sb_puts(why, "the adapter answered before reading the whole request");
        break;
    }
}

/* The start response, parsed, for a request whole once `need` bytes are written; NULL with
 * `why` when none came by `deadline`. (Before the pump runs: read here.) */
static json_t *start_response(adapter *ad, unsigned long long need, double deadline, strbuf *why)
{
    const char *line;
    size_t len;
    ad_io io = ad_receive(&ad->proc, need, deadline, ad->opts.max_response, &line, &len);
    if (io != AD_IO_LINE) {
        describe_failure(ad, io, why);
        return NULL;
    }
    json_error_t e;
    json_t *v = json_loadb(line, len, JSON_REJECT_DUPLICATES, &e);
    if (!v)
        describe_parse_error(&e, line, len, why);
    return v;
}

/* The next response line from the pump, parsed, for a request whole once `need` bytes are
 * written; *at: when it was whole; *body_why: NULL when its body follows the protocol
 * (ad_check_body, done by the reader), else why not (malloc'd). NULL with `why` (and the
 * process killed or reaped, or to be restarted) when none came by `deadline`; *io tells what
 * happened. */
static json_t *response(adapter *ad, unsigned long long need, double deadline, ad_io *io,
                        double *at, char **body_why, strbuf *why)
{
    ad_item *it = ad_pump_next(&ad->pump, deadline);
    *io = it ? it->io : AD_IO_TIMEOUT;
    /* With the pipe still open, it answered without reading the whole request. (A closed pipe
     * means it stopped reading: its answer is taken as it is.) */
    if (*io == AD_IO_LINE && it->written < need && it->stdin_open)
        *io = AD_IO_EARLY;
    json_t *v = NULL;
    if (*io == AD_IO_LINE) {
        v = json_incref(it->value);
        *at = it->at;
        *body_why = it->body_why;
        it->body_why = NULL;
        if (!v)
            describe_parse_error(&it->error, it->head, it->len, why);
    } else {
        ad_pump_stop(&ad->pump);
        describe_failure(ad, *io, why);
    }
    ad_item_free(it);
    return v;
}

/* Start the process and perform the handshake; the start response on success. */
static json_t *start_session(adapter *ad, strbuf *why)
{
    if (!ad_proc_start(&ad->proc, ad->argv, why))
        return NULL;
    strbuf fail;
    sb_init(&fail);
    unsigned long long need = ad_queue(&ad->proc, start_request, sizeof start_request - 1);
    json_t *resp = start_response(ad, need, ad_now() + ad->opts.timeout_s, &fail);
    if (resp && !ad_check_start(resp, &fail)) {
        json_decref(resp);
        resp = NULL;
    }
    /* At most `window` answers are due: one line more waiting is already a protocol error,
     * and its stdout is then left unread until the driver takes the lines. */
    if (resp && !ad_pump_start(&ad->pump, &ad->proc, ad->opts.max_response,
                               ad->opts.window + 1, ad->opts.max_in_flight, &fail)) {
        json_decref(resp);
        resp = NULL;
    }
    if (!resp) {
        sb_puts(why, "start: ");
        sb_put(why, fail.p ? fail.p : "", fail.n);
        ad_proc_kill(&ad->proc);
        ad_proc_release(&ad->proc);
    }
    sb_free(&fail);
    return resp;
}

static void incident(drv_outcome *out, const char *text)
{
    strbuf clean;
    sb_init(&clean);
    ad_put_utf8(&clean, text, strlen(text));
    json_array_append_new(out->incidents, json_string(sb_str(&clean)));
    sb_free(&clean);
}

/* After a failed case: the process is gone; start it again, unless it has been restarted
 * max_restarts times in a row without an answer, which makes it unusable. */
static void restart(adapter *ad, drv_outcome *out, const char *last)
{
    ad_pump_stop(&ad->pump);
    ad_proc_kill(&ad->proc);
    ad_proc_release(&ad->proc);
    char *last_failure = xstrdup(last);
    while (!ad->unusable) {
        strbuf msg;
        sb_init(&msg);
        if (ad->restarts >= ad->opts.max_restarts) {
            sb_printf(&msg, "%d restart%s in a row without an answer; the last failure: %.*s",
                      ad->restarts, ad->restarts == 1 ? "" : "s",
                      (int)strcspn(last_failure, "\n"), last_failure);  /* no stderr tail */
            ad->unusable = take(&msg);
            sb_printf(&msg, "gave up the adapter: %s", ad->unusable);
            incident(out, sb_str(&msg));
            sb_free(&msg);
            break;
        }
        ad->restarts++;
        strbuf why;
        sb_init(&why);
        json_t *resp = start_session(ad, &why);
        if (resp) {
            json_decref(resp);
            sb_printf(&msg, "restarted the adapter (%d of at most %d restarts in a row without "
                      "an answer)", ad->restarts, ad->opts.max_restarts);
            incident(out, sb_str(&msg));
            sb_free(&msg);
            sb_free(&why);
            break;
        }
        sb_printf(&msg, "restart %d failed: %s", ad->restarts, sb_str(&why));
        incident(out, sb_str(&msg));
        sb_free(&msg);
        free(last_failure);
        last_failure = take(&why);
    }
    free(last_failure);
}

/* Send a flight to the running process as {"cmd":"run","seq":N,"case":BODY}\n. */
static void transmit(adapter *ad, flight *f)
{
    char head[64];
    f->seq = ++ad->seq;
    int n = snprintf(head, sizeof head, "{\"cmd\":\"run\",\"seq\":%" JSON_INTEGER_FORMAT ",\"case\":",
                     f->seq);
    ad_pump_stage(&ad->pump, head, (size_t)n);
    ad_pump_stage(&ad->pump, f->body.p, f->body.n);
    f->need = ad_pump_queue(&ad->pump, "}\n", 2);
    f->sent = ad_now();
}

static flight *flight_at(adapter *ad, size_t i)
{
    return &ad->fl[(ad->fl_head + i) % ad->fl_cap];
}

/* After a restart, what was in flight goes to the new process (never to a given-up one). */
static void resend_flights(adapter *ad)
{
    for (size_t i = 0; i < ad->fl_count; i++) {
        flight *f = flight_at(ad, i);
        f->seq = 0;
        if (!ad->unusable && f->written)
            transmit(ad, f);
    }
}

static void fail_case(adapter *ad, drv_outcome *out, drv_status status, strbuf *why)
{
    out->status = status;
    out->message = take(why);
    size_t first_line = strcspn(out->message, "\n");  /* the stderr tail stays in the message */
    json_array_append_new(out->incidents, json_stringn(out->message, first_line));
    restart(ad, out, out->message);
    resend_flights(ad);
}

static void send(driver *d, const json_t *request, const char *text)
{
    adapter *ad = (adapter *)d;
    if (ad->fl_count == ad->fl_cap) {  /* grow the ring, oldest first, every slot's buffer kept */
        size_t cap = ad->fl_cap ? 2 * ad->fl_cap : 16;
        flight *v = xcalloc(cap, sizeof *v);
        for (size_t i = 0; i < ad->fl_cap; i++)
            v[i] = *flight_at(ad, i);
        free(ad->fl);
        ad->fl = v;
        ad->fl_cap = cap;
        ad->fl_head = 0;
    }
    flight *f = flight_at(ad, ad->fl_count++);
    strbuf body = f->body;
    sb_clear(&body);
    bool written = true;
    if (text) {
        sb_puts(&body, text);
    } else {
        char *s = json_dumps(request, JSON_COMPACT);
        written = s != NULL;
        if (s)
            sb_puts(&body, s);
        free(s);
    }
    *f = (flight){.body = body, .written = written};
    if (!ad->unusable && f->written)
        transmit(ad, f);
}

/* Wait for the oldest flight's response: its time limit starts when the adapter could begin on
 * it (the request queued and the previous case answered). NULL when the case failed, with the
 * outcome filled and the adapter restarted. */
static json_t *await_response(adapter *ad, const flight *f, drv_outcome *out)
{
    double begin = f->sent > ad->last_answer ? f->sent : ad->last_answer;
    strbuf why;
    sb_init(&why);
    ad_io io;
    double at = 0;
    char *body_why = NULL;
    json_t *resp = response(ad, f->need, begin + ad->opts.timeout_s, &io, &at, &body_why, &why);
    if (!resp) {
        fail_case(ad, out, io == AD_IO_TIMEOUT ? DRV_TIMEOUT
                           : io == AD_IO_EOF   ? DRV_CRASH
                                               : DRV_ERRORED, &why);
        return NULL;
    }
    /* ad_check_response: its seq here, its body by the reader */
    bool follows = ad_check_seq(resp, f->seq, &why);
    if (follows && body_why) {
        sb_puts(&why, body_why);
        follows = false;
    }
    free(body_why);
    if (!follows) {
        json_decref(resp);
        strbuf msg;
        sb_init(&msg);
        sb_printf(&msg, "the response does not follow the protocol: %s", sb_str(&why));
        sb_free(&why);
        fail_case(ad, out, DRV_ERRORED, &msg);
        return NULL;
    }
    sb_free(&why);
    ad->last_answer = at;
    out->ms = at > begin ? (at - begin) * 1e3 : 0;
    ad->restarts = 0;  /* an answer */
    return resp;
}

static void receive(driver *d, drv_outcome *out)
{
    adapter *ad = (adapter *)d;
    if (ad->spent) {  /* the caller has judged the last outcome by now */
        ad_pump_dispose(&ad->pump, ad->spent);
        ad->spent = NULL;
    }
    memset(out, 0, sizeof *out);
    out->incidents = json_array();
    if (ad->fl_count == 0) {
        out->status = DRV_ERRORED;
        out->message = xstrdup("internal error: no case in flight");
        return;
    }
    flight f = *flight_at(ad, 0);
    ad->fl_head = (ad->fl_head + 1) % ad->fl_cap;
    ad->fl_count--;
    json_t *resp = NULL;
    if (!f.written) {
        out->status = DRV_ERRORED;
        out->message = xstrdup("the case cannot be written as JSON");
    } else if (ad->unusable || f.seq == 0) {
        strbuf why;
        sb_init(&why);
        sb_printf(&why, "adapter unusable: %s", ad->unusable ? ad->unusable : "(not started)");
        out->status = DRV_ERRORED;
        out->message = take(&why);
    } else {
        resp = await_response(ad, &f, out);
    }
    if (!resp)
        return;
    const char *status = json_string_value(json_object_get(resp, "status"));
    if (strcmp(status, "result") == 0) {
        out->status = DRV_RESULT;
        out->observation = json_incref(json_object_get(resp, "observation"));
    } else if (strcmp(status, "skipped") == 0) {
        out->status = DRV_SKIPPED;
        out->message = xstrdup(json_string_value(json_object_get(resp, "reason")));
    } else {
        out->status = DRV_ERRORED;
        out->message = xstrdup(json_string_value(json_object_get(resp, "message")));
    }
    ad->spent = resp;
}

static bool implements(driver *d, const char *doc)
{
    adapter *ad = (adapter *)d;
    size_t i;
    const json_t *v;
    json_array_foreach(ad->docs, i, v)
        if (strcmp(json_string_value(v), doc) == 0)
            return true;
    return false;
}

static void free_adapter(adapter *ad)
{
    for (char **a = ad->argv; a && *a; a++)
        free(*a);
    free(ad->argv);
    free(ad->name);
    free(ad->version);
    json_decref(ad->docs);
    free(ad->unusable);
    for (size_t i = 0; i < ad->fl_cap; i++)
        sb_free(&ad->fl[i].body);
    free(ad->fl);
    free(ad);
}

static void close_adapter(driver *d)
{
    adapter *ad = (adapter *)d;
    ad_proc *p = &ad->proc;
    ad_pump_stop(&ad->pump);
    json_decref(ad->spent);
    ad->spent = NULL;
    if (p->pid > 0 && !p->reaped) {
        ad_send_nowait(p, stop_request, sizeof stop_request - 1);
        if (p->to_child >= 0) {  /* end of input too, for an adapter that ignores "stop" */
            close(p->to_child);
            p->to_child = -1;
        }
        if (!ad_proc_wait(p, ad_now() + AD_STOP_GRACE))
            ad_proc_kill(p);
    }
    ad_proc_release(p);
    free_adapter(ad);
}

/* A diagnostic holds a few hundred bytes: keep the first line of a long message and the end of
 * its stderr tail (the last lines say most). */
static void shorten_for_diag(strbuf *msg)
{
    const size_t keep = AD_DIAG_MAX;
    if (msg->n <= keep)
        return;
    size_t head = strcspn(msg->p, "\n");
    if (head + 64 > keep) {  /* one long line: cut it at a character boundary */
        size_t n = utf8_start(msg->p, keep - 3);
        msg->n = n;
        msg->p[n] = '\0';
        sb_puts(msg, "…");
        return;
    }
    size_t from = msg->n - (keep - head - 5);
    from = utf8_next(msg->p, msg->n, from);
    const char *nl = memchr(msg->p + from, '\n', msg->n - from);
    if (nl && nl + 1 < msg->p + msg->n)
        from = (size_t)(nl + 1 - msg->p);
    memmove(msg->p + head + 5, msg->p + from, msg->n - from);
    memcpy(msg->p + head, "\n…\n", 5);
    msg->n = head + 5 + (msg->n - from);
    msg->p[msg->n] = '\0';
}

driver *drv_adapter(char *const argv[], const drv_adapter_opts *opts, diag *dg)
{
    if (!argv || !argv[0]) {
        diag_error(dg, "adapter", 0, 0, "no adapter command given");
        return NULL;
    }
    adapter *ad = xcalloc(1, sizeof *ad);
    size_t argc = 0;
    while (argv[argc])
        argc++;
    ad->argv = xcalloc(argc + 1, sizeof *ad->argv);
    for (size_t i = 0; i < argc; i++)
        ad->argv[i] = xstrdup(argv[i]);
    ad->opts.timeout_s = opts && opts->timeout_s > 0 ? opts->timeout_s : AD_DEFAULT_TIMEOUT;
    if (!(ad->opts.timeout_s <= AD_MAX_TIMEOUT))  /* inf, 1e20: the clock's deadlines stay finite */
        ad->opts.timeout_s = AD_MAX_TIMEOUT;
    ad->opts.max_response = opts && opts->max_response > 0 ? opts->max_response
                                                            : AD_DEFAULT_MAX_RESPONSE;
    ad->opts.max_restarts = opts && opts->max_restarts > 0 ? opts->max_restarts
                                                           : AD_DEFAULT_MAX_RESTARTS;
    ad->opts.window = opts && opts->window > 0 ? opts->window : AD_DEFAULT_WINDOW;
    ad->opts.max_in_flight = opts && opts->max_in_flight > 0 ? opts->max_in_flight
                                                             : AD_DEFAULT_IN_FLIGHT;
    strbuf why;
    sb_init(&why);
    json_t *resp = start_session(ad, &why);
    if (!resp) {
        shorten_for_diag(&why);
        diag_error(dg, argv[0], 0, 0, "%s", sb_str(&why));
        sb_free(&why);
        free_adapter(ad);
        return NULL;
    }
    sb_free(&why);
    const json_t *engine = json_object_get(resp, "engine");
    ad->name = xstrdup(json_string_value(json_object_get(engine, "name")));
    ad->version = xstrdup(json_string_value(json_object_get(engine, "version")));
    ad->docs = json_incref(json_object_get(resp, "docs"));
    json_decref(resp);
    ad->base.name = ad->name;
    ad->base.version = ad->version;
    ad->base.window = ad->opts.window;
    ad->base.window_bytes = ad->opts.max_in_flight;
    ad->base.takes_text = true;
    ad->base.implements = implements;
    ad->base.send = send;
    ad->base.receive = receive;
    ad->base.close = close_adapter;
    return &ad->base;
}
