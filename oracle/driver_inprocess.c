/* driver_inprocess.c — the driver that runs the reference engine in the oracle's own process. */
#include "driver.h"
#include "engine.h"
#include "fatal.h"

#include <stdlib.h>
#include <string.h>

static bool implements(driver *d, const char *doc)
{
    (void)d;
    return eng_find(doc) != NULL;
}

static void run(driver *d, const json_t *request, drv_outcome *out)
{
    (void)d;
    memset(out, 0, sizeof *out);
    out->incidents = json_array();
    const eng_module *m = eng_find(json_string_value(json_object_get(request, "doc")));
    if (!m) {
        out->status = DRV_SKIPPED;
        out->message = xstrdup("the reference engine does not implement this document");
        return;
    }
    out->status = DRV_RESULT;
    out->observation = eng_execute(m, json_object_get(request, "setup"),
                                   json_object_get(request, "script"));
}

static void close_driver(driver *d)
{
    free(d);
}

driver *drv_inprocess(void)
{
    driver *d = xmalloc(sizeof *d);
    d->name = "reference engine";
    d->version = "1";
    d->implements = implements;
    d->run = run;
    d->close = close_driver;
    return d;
}

void drv_outcome_free(drv_outcome *o)
{
    json_decref(o->observation);
    json_decref(o->incidents);
    free(o->message);
    memset(o, 0, sizeof *o);
}
