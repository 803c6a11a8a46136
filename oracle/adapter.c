/* adapter.c — the driver of an implementation that speaks the adapter protocol
 * (docs/protocol.md, driver.h): the start handshake, one run request and response per case,
 * what a timeout, a crash, garbage or an over-long response becomes, restarting the adapter,
 * and giving it up after too many restarts in a row without an answer. */
#include "adapter_int.h"
#include "driver.h"
#include "fatal.h"

#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#define AD_DEFAULT_TIMEOUT 10.0
#define AD_DEFAULT_MAX_RESPONSE ((size_t)64 << 20)
#define AD_DEFAULT_MAX_RESTARTS 5
#define AD_EXIT_GRACE 1.0   /* after its stdout closed, seconds for it to finish exiting */
#define AD_STOP_GRACE 2.0   /* after "stop", seconds for it to exit before it is killed */
#define AD_SHOWN_GARBAGE 80 /* bytes of an unparsable response quoted in the message */
#define AD_DIAG_MAX 600     /* bytes of a start failure that fit in a diagnostic */

typedef struct adapter {
    driver base;             /* first: the runner holds a driver * */
    char **argv;             /* a copy, for restarts */
    drv_adapter_opts opts;
    ad_proc proc;            /* proc.pid == 0: not running */
    char *name, *version;
    json_t *docs;            /* array of strings, from the first start response */
    json_int_t seq;          /* of the last run request */
    int restarts;            /* restarts since the last answer */
    char *unusable;          /* why the adapter was given up; NULL while it is used */
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

/* One exchange of `req` for a response line, parsed; NULL with `why` (and the process
 * killed or reaped) when none came. *io tells what happened. */
static json_t *exchange(adapter *ad, const char *req, size_t req_len, ad_io *io, strbuf *why)
{
    const char *line;
    size_t len;
    *io = ad_exchange(&ad->proc, req, req_len, ad_now() + ad->opts.timeout_s,
                      ad->opts.max_response, &line, &len);
    switch (*io) {
    case AD_IO_LINE: {
        json_error_t e;
        json_t *v = json_loadb(line, len, JSON_REJECT_DUPLICATES, &e);
        if (!v)
            describe_parse_error(&e, line, len, why);
        return v;
    }
    case AD_IO_TIMEOUT:
        ad_proc_kill(&ad->proc);
        sb_printf(why, "no response within %g s (killed)", ad->opts.timeout_s);
        put_stderr_tail(&ad->proc, why);
        return NULL;
    case AD_IO_EOF:
        sb_puts(why, "the adapter ended before answering: ");
        describe_end(&ad->proc, why);
        put_stderr_tail(&ad->proc, why);
        return NULL;
    case AD_IO_TOO_LONG:
        sb_printf(why, "the response is longer than %zu bytes (the --max-response limit)",
                  ad->opts.max_response);
        return NULL;
    case AD_IO_EARLY:
        sb_puts(why, "the adapter answered before reading the whole request");
        return NULL;
    }
    return NULL;
}

/* Start the process and perform the handshake; the start response on success. */
static json_t *start_session(adapter *ad, strbuf *why)
{
    if (!ad_proc_start(&ad->proc, ad->argv, why))
        return NULL;
    ad_io io;
    strbuf fail;
    sb_init(&fail);
    json_t *resp = exchange(ad, start_request, sizeof start_request - 1, &io, &fail);
    if (resp && !ad_check_start(resp, &fail)) {
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

static void fail_case(adapter *ad, drv_outcome *out, drv_status status, strbuf *why)
{
    out->status = status;
    out->message = take(why);
    size_t first_line = strcspn(out->message, "\n");  /* the stderr tail stays in the message */
    json_array_append_new(out->incidents, json_stringn(out->message, first_line));
    restart(ad, out, out->message);
}

/* {"cmd":"run","seq":N,"case":REQUEST}\n; NULL when the request cannot be serialised. */
static char *run_request(json_int_t seq, const json_t *request, size_t *len)
{
    char *body = json_dumps(request, JSON_COMPACT);
    if (!body)
        return NULL;
    strbuf b;
    sb_init(&b);
    sb_printf(&b, "{\"cmd\":\"run\",\"seq\":%" JSON_INTEGER_FORMAT ",\"case\":%s}\n", seq, body);
    free(body);
    *len = b.n;
    return b.p;
}

static void run(driver *d, const json_t *request, drv_outcome *out)
{
    adapter *ad = (adapter *)d;
    memset(out, 0, sizeof *out);
    out->incidents = json_array();
    strbuf why;
    sb_init(&why);
    if (ad->unusable) {
        sb_printf(&why, "adapter unusable: %s", ad->unusable);
        out->status = DRV_ERRORED;
        out->message = take(&why);
        return;
    }
    size_t len;
    char *req = run_request(++ad->seq, request, &len);
    if (!req) {
        out->status = DRV_ERRORED;
        out->message = xstrdup("the case cannot be written as JSON");
        return;
    }
    ad_io io;
    json_t *resp = exchange(ad, req, len, &io, &why);
    free(req);
    if (!resp) {
        fail_case(ad, out, io == AD_IO_TIMEOUT ? DRV_TIMEOUT
                           : io == AD_IO_EOF   ? DRV_CRASH
                                               : DRV_ERRORED, &why);
        return;
    }
    if (!ad_check_response(resp, ad->seq, &why)) {
        json_decref(resp);
        strbuf msg;
        sb_init(&msg);
        sb_printf(&msg, "the response does not follow the protocol: %s", sb_str(&why));
        sb_free(&why);
        fail_case(ad, out, DRV_ERRORED, &msg);
        return;
    }
    ad->restarts = 0;  /* an answer */
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
    json_decref(resp);
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
    free(ad);
}

static void close_adapter(driver *d)
{
    adapter *ad = (adapter *)d;
    ad_proc *p = &ad->proc;
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
        size_t n = keep - 3;
        while (n > 0 && ((unsigned char)msg->p[n] & 0xC0) == 0x80)
            n--;
        msg->n = n;
        msg->p[n] = '\0';
        sb_puts(msg, "…");
        return;
    }
    size_t from = msg->n - (keep - head - 5);
    while (from < msg->n && ((unsigned char)msg->p[from] & 0xC0) == 0x80)
        from++;
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
    ad->opts.max_response = opts && opts->max_response > 0 ? opts->max_response
                                                            : AD_DEFAULT_MAX_RESPONSE;
    ad->opts.max_restarts = opts && opts->max_restarts > 0 ? opts->max_restarts
                                                           : AD_DEFAULT_MAX_RESTARTS;
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
    ad->base.implements = implements;
    ad->base.run = run;
    ad->base.close = close_adapter;
    return &ad->base;
}
