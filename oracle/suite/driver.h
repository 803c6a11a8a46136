/* driver.h — how the runner reaches an implementation: the reference engine in-process, or
 * any program speaking the adapter protocol (docs/protocol.md). Both give the runner the same
 * outcome per case, and the judge never knows which one ran. */
#ifndef ORACLE_DRIVER_H
#define ORACLE_DRIVER_H

#include "util/diag.h"

#include <jansson.h>
#include <stdbool.h>
#include <stddef.h>

typedef enum drv_status {
    DRV_RESULT,   /* an observation came back */
    DRV_SKIPPED,  /* the implementation declined the case (message: its reason) */
    DRV_ERRORED,  /* it failed on this case and can go on (message), or sent garbage */
    DRV_TIMEOUT,  /* the per-case time limit passed; the adapter was killed and restarted */
    DRV_CRASH,    /* the adapter died during the case; restarted */
} drv_status;

typedef struct drv_outcome {
    drv_status status;
    json_t *observation;  /* DRV_RESULT only; the caller owns it */
    char *message;        /* malloc'd, or NULL */
    json_t *incidents;    /* array of strings: what happened to the adapter during this case;
                             the caller owns it (never NULL after receive) */
    double ms;            /* the time the implementation took on it, as the driver saw it */
} drv_outcome;

typedef struct driver driver;
struct driver {
    const char *name;     /* the implementation's own name (start response) */
    const char *version;
    /* Does the implementation cover this document? */
    bool (*implements)(driver *d, const char *doc);
    /* Cases may be in flight: up to `window` sent and not yet received. An adapter works on
     * the next while the oracle judges the last (docs/protocol.md, pipelining). */
    size_t window;
    /* and up to `window_bytes` bytes of requests in flight (their case files' sizes; 0: no limit),
     * one case always let through */
    size_t window_bytes;
    bool takes_text;      /* send() uses `text` when given (an adapter writes it as it is) */
    /* Send one case: `request` is {"id","doc","tags","setup","script"} (borrowed); `text`, when
     * not NULL, is the same request as compact JSON text (an adapter sends it as it is), and a
     * driver that takes_text is then given no `request` (NULL). */
    void (*send)(driver *d, const json_t *request, const char *text);
    /* The outcome of the oldest case sent and not yet received. */
    void (*receive)(driver *d, drv_outcome *out);
    /* Stop the implementation and free the driver. */
    void (*close)(driver *d);
};

typedef struct drv_adapter_opts {
    double timeout_s;        /* per case; default 10 (not positive: 10; more than a day, or
                                infinite: a day) */
    size_t max_response;     /* bytes per response line; default 64 MiB */
    int max_restarts;        /* consecutive restarts without an answer before giving up; 5 */
    size_t window;           /* cases in flight at most; default 16, 1 = one at a time */
    size_t max_in_flight;    /* bytes in flight at most: of the requests of the cases sent and not
                                received, and of the responses read ahead of the driver; one case
                                is always let through; default 64 MiB */
} drv_adapter_opts;

/* The reference engine, in-process (engine/engine.h). */
driver *drv_inprocess(void);
/* Whether an implementation that reports this name and version is the reference engine linked
 * here (in-process, or build/engine-adapter built from the same sources). */
bool drv_is_reference(const char *name, const char *version);
/* Start an adapter (argv[0] is looked up in PATH, no shell) and perform the start handshake.
 * NULL after a diagnostic when it cannot be started or does not speak protocol 1. */
driver *drv_adapter(char *const argv[], const drv_adapter_opts *opts, diag *dg);

/* The driver of an implementation that could not be started (`command`, argv[0]; `reason`, why):
 * it covers every document and reports each case sent as errored with the reason, so that a run
 * whose adapter never completes its start still reports every case. */
driver *drv_unstarted(const char *command, const char *reason);

/* Send one case and receive its outcome (nothing else in flight). */
void drv_run(driver *d, const json_t *request, drv_outcome *out);
void drv_outcome_free(drv_outcome *o);

#endif
