/* engine_adapter.c — build/engine-adapter: the reference engine (engine/engine.h) served over
 * the adapter protocol (docs/protocol.md), one JSON object per line on stdin and stdout.
 * Lines may be of any length. A request it cannot answer is reported on stderr and skipped;
 * a bad request that names its seq is answered with status "errored". */
#include "engine/engine.h"
#include "util/jread.h"
#include "util/json_line.h"

#include <jansson.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define PROG "engine-adapter"

static long line_no;

static strbuf out_line;  /* the reply being written, its buffer kept from reply to reply */

/* Write `msg` (stolen) as one line and flush; exit when stdout is gone. (json_line.h: the bytes
 * of json_dumps without its per-value bookkeeping, and one fwrite.) */
static void reply(json_t *msg)
{
    out_line.n = 0;
    bool ok = jl_write_line(&out_line, msg);
    json_decref(msg);
    if (!ok || fwrite(out_line.p, 1, out_line.n, stdout) != out_line.n || fflush(stdout) != 0) {
        fprintf(stderr, PROG ": cannot write to stdout\n");
        exit(1);
    }
}

static void errored(json_int_t seq, const char *message)
{
    reply(json_pack("{s:I, s:s, s:s}", "seq", seq, "status", "errored", "message", message));
}

/* The engine's name and version (engine.h), and the documents it covers. */
static json_t *engine_identity(json_t **docs)
{
    size_t n;
    const eng_module *const *mods = eng_modules(&n);
    *docs = json_array();
    for (size_t i = 0; i < n; i++)
        json_array_append_new(*docs, json_string(mods[i]->doc));
    char version[512];
    eng_version(version, sizeof version);
    return json_pack("{s:s, s:s}", "name", ENG_NAME, "version", version);
}

/* Answer "start"; false when the oracle speaks another protocol (the adapter then exits). */
static bool start(const json_t *req)
{
    const json_t *protocol = json_object_get(req, "protocol");
    if (!json_is_integer(protocol) || json_integer_value(protocol) != 1) {
        reply(json_pack("{s:i, s:b, s:s}", "protocol", 1, "ok", 0, "error",
                        "this adapter speaks protocol 1 only"));
        return false;
    }
    json_t *docs;
    json_t *engine = engine_identity(&docs);
    reply(json_pack("{s:i, s:b, s:o, s:o}", "protocol", 1, "ok", 1, "engine", engine, "docs",
                    docs));
    return true;
}

static void run(json_int_t seq, const json_t *c)
{
    if (!json_is_object(c)) {
        errored(seq, "the request has no \"case\" object");
        return;
    }
    const char *doc = json_string_value(json_object_get(c, "doc"));
    const json_t *setup = json_object_get(c, "setup");
    const json_t *script = json_object_get(c, "script");
    if (!doc || !json_is_object(setup) || !json_is_array(script)) {
        errored(seq, "the case needs \"doc\" (a string), \"setup\" (an object) and \"script\" "
                     "(an array)");
        return;
    }
    const eng_module *m = eng_find(doc);
    if (!m) {
        char reason[256];
        snprintf(reason, sizeof reason, "the reference engine does not implement %s", doc);
        reply(json_pack("{s:I, s:s, s:s}", "seq", seq, "status", "skipped", "reason", reason));
        return;
    }
    json_t *obs = eng_execute(m, setup, script);
    reply(json_pack("{s:I, s:s, s:o}", "seq", seq, "status", "result", "observation", obs));
}

enum { GO_ON, STOPPED, REFUSED };

/* One request line: GO_ON, STOPPED after "stop", REFUSED after a start it cannot speak. */
static int serve(const char *line, size_t len)
{
    json_error_t e;
    json_t *req = jr_load(line, len);  /* oracle/jread.h; else jansson, which has the error */
    if (!req)
        req = json_loadb(line, len, 0, &e);
    if (!req) {
        fprintf(stderr, PROG ": request %ld is not JSON: %s (column %d); ignored\n", line_no,
                e.text, e.column);
        return GO_ON;
    }
    const char *cmd = json_string_value(json_object_get(req, "cmd"));
    const json_t *seq = json_object_get(req, "seq");
    int next = GO_ON;
    if (cmd && strcmp(cmd, "start") == 0)
        next = start(req) ? GO_ON : REFUSED;
    else if (cmd && strcmp(cmd, "stop") == 0) {
        reply(json_pack("{s:b}", "ok", 1));
        next = STOPPED;
    } else if (!json_is_integer(seq))
        fprintf(stderr, PROG ": request %ld has no integer \"seq\"; ignored\n", line_no);
    else if (cmd && strcmp(cmd, "run") == 0)
        run(json_integer_value(seq), json_object_get(req, "case"));
    else
        errored(json_integer_value(seq), "unknown \"cmd\" (expected start, run or stop)");
    json_decref(req);
    return next;
}

int main(void)
{
    char *line = NULL;
    size_t cap = 0;
    ssize_t n;
    int state = GO_ON;
    while (state == GO_ON && (n = getline(&line, &cap, stdin)) >= 0) {
        line_no++;
        size_t len = (size_t)n;
        while (len && (line[len - 1] == '\n' || line[len - 1] == '\r'))
            len--;
        state = serve(line, len);
    }
    free(line);
    sb_free(&out_line);
    return state == REFUSED ? 1 : 0;
}
