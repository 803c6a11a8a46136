/* driver_unstarted.c — the driver of an implementation that could not be started (driver.h):
 * the run goes on without it, and every case is reported `error` with the reason, so that the
 * report (results.json, junit.xml) still lists each case and CI gets something per case. */
#include "driver.h"
#include "util/fatal.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct unstarted {
    driver base;     /* first: the runner holds a driver * */
    char *name;      /* the command */
    char *message;   /* what each case is told */
    size_t sent;     /* cases sent and not yet received */
} unstarted;

static bool implements(driver *d, const char *doc)
{
    (void)d, (void)doc;
    return true;  /* which documents it covers is unknown: each case is an error */
}

static void send(driver *d, const json_t *request, const char *text)
{
    (void)request, (void)text;
    ((unstarted *)d)->sent++;
}

static void receive(driver *d, drv_outcome *out)
{
    unstarted *u = (unstarted *)d;
    memset(out, 0, sizeof *out);
    out->incidents = json_array();
    out->status = DRV_ERRORED;
    out->message = xstrdup(u->sent ? u->message : "internal error: no case in flight");
    if (u->sent)
        u->sent--;
}

static void close_unstarted(driver *d)
{
    unstarted *u = (unstarted *)d;
    free(u->name);
    free(u->message);
    free(u);
}

driver *drv_unstarted(const char *command, const char *reason)
{
    unstarted *u = xcalloc(1, sizeof *u);
    u->name = xstrdup(command);
    size_t n = strlen(reason) + 64;
    u->message = xmalloc(n);
    snprintf(u->message, n, "the adapter could not be started: %s", reason);
    u->base.name = u->name;
    u->base.version = "";
    u->base.window = 1;
    u->base.implements = implements;
    u->base.send = send;
    u->base.receive = receive;
    u->base.close = close_unstarted;
    return &u->base;
}
