/* pin_history.c — a case's pins followed through its document's older versions
 * (pin_history.h). */
#include "pin_history.h"

#include <string.h>

/* The older version the pin was written against: the case's own, when it holds the pinned text
 * under the pinned id, else the newest that does. */
static const vh_version *written_against(vhistory *h, const tcase *c, const case_pin *p, diag *dg)
{
    const vh_version *v = c->version ? vhistory_version(h, c->version, dg) : NULL;
    if (v) {
        int32_t at = cidx_find(&v->d->index, p->id);
        if (at >= 0 && strcmp(v->d->index.clause[at].hash, p->hash) == 0)
            return v;
    }
    return vhistory_holding(h, p->id, p->hash, dg);
}

void pins_follow_history(tcase *c, vhistory *h, diag *dg)
{
    if (c->pins_state == PIN_FRESH || h->n == 0)
        return;
    c->pins_state = PIN_FRESH;
    for (size_t i = 0; i < c->npins; i++) {
        case_pin *p = &c->pins[i];
        const vh_version *v = p->state == PIN_FRESH ? NULL : written_against(h, c, p, dg);
        if (v) {
            int32_t now;
            p->state = pin_through(vdiff_find_old(&v->diff, p->id), &now);
            const char *id = now >= 0 ? h->current->clause[now].id : NULL;
            p->now = id && p->state != PIN_FRESH && strcmp(id, p->id) != 0 ? id : NULL;
        }
        if (p->state > c->pins_state)
            c->pins_state = p->state;
    }
}
