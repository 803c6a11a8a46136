/* driver_inprocess.c — the driver that runs the reference engine in the oracle's own process
 * (one case in flight: it runs when received), and what every driver shares: drv_run and
 * drv_outcome_free. */
#include "driver.h"
#include "engine/engine.h"
#include "util/fatal.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

typedef struct inprocess {
    driver base;      /* first: the runner holds a driver * */
    json_t *request;  /* the case sent and not yet received, or NULL */
    char version[512];  /* the reference engine's (eng_version) */
} inprocess;

static double now_ms(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec * 1e3 + (double)ts.tv_nsec / 1e6;
}

/* A runner that breaks the window: a bug in the oracle, not a verdict. */
static _Noreturn void misuse(const char *what)
{
    fprintf(stderr, "oracle: internal error: %s\n", what);
    abort();
}

static bool implements(driver *d, const char *doc)
{
    (void)d;
    return eng_find(doc) != NULL;
}

static void send(driver *d, const json_t *request, const char *text)
{
    (void)text;
    inprocess *ip = (inprocess *)d;
    if (ip->request)
        misuse("the in-process driver holds one case at a time");
    ip->request = json_incref((json_t *)request);
}

static void receive(driver *d, drv_outcome *out)
{
    inprocess *ip = (inprocess *)d;
    memset(out, 0, sizeof *out);
    out->incidents = json_array();
    json_t *request = ip->request;
    ip->request = NULL;
    if (!request)
        misuse("the in-process driver was asked for an outcome it was never sent");
    const eng_module *m = eng_find(json_string_value(json_object_get(request, "doc")));
    if (!m) {
        out->status = DRV_SKIPPED;
        out->message = xstrdup("the reference engine does not implement this document");
    } else {
        double t0 = now_ms();
        out->status = DRV_RESULT;
        out->observation = eng_execute(m, json_object_get(request, "setup"),
                                       json_object_get(request, "script"));
        out->ms = now_ms() - t0;
    }
    json_decref(request);
}

static void close_driver(driver *d)
{
    json_decref(((inprocess *)d)->request);
    free(d);
}

driver *drv_inprocess(void)
{
    inprocess *ip = xcalloc(1, sizeof *ip);
    eng_version(ip->version, sizeof ip->version);
    ip->base.name = ENG_NAME;
    ip->base.version = ip->version;
    ip->base.window = 1;
    ip->base.implements = implements;
    ip->base.send = send;
    ip->base.receive = receive;
    ip->base.close = close_driver;
    return &ip->base;
}

void drv_run(driver *d, const json_t *request, drv_outcome *out)
{
    d->send(d, request, NULL);
    d->receive(d, out);
}

void drv_outcome_free(drv_outcome *o)
{
    json_decref(o->observation);
    json_decref(o->incidents);
    free(o->message);
    memset(o, 0, sizeof *o);
}

bool drv_is_reference(const char *name, const char *version)
{
    char ours[512];
    eng_version(ours, sizeof ours);
    return name && version && strcmp(name, ENG_NAME) == 0 && strcmp(version, ours) == 0;
}
