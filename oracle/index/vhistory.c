/* vhistory.c — a document's older versions opened on demand and aligned with the current one
 * (vhistory.h). */
#include "vhistory.h"
#include "util/fatal.h"

#include <stdlib.h>
#include <string.h>

void vhistory_init(vhistory *h, const manifest *m, const mfst_doc *meta, const cidx *current)
{
    memset(h, 0, sizeof *h);
    h->m = m;
    h->meta = meta;
    h->current = current;
    if (!meta || meta->nversions == 0)
        return;
    h->current_label = meta->versions[meta->nversions - 1].label;
    h->n = meta->nversions - 1;
    h->v = xcalloc(h->n ? h->n : 1, sizeof *h->v);
    for (size_t k = 0; k < h->n; k++)
        h->v[k].ver = &meta->versions[h->n - 1 - k];
}

void vhistory_free(vhistory *h)
{
    for (size_t k = 0; k < h->n; k++) {
        if (h->v[k].state == 1)
            vdiff_free(&h->v[k].diff);
        if (h->v[k].d) {
            doc_close(h->v[k].d);
            free(h->v[k].d);
        }
    }
    free(h->v);
    memset(h, 0, sizeof *h);
}

/* Open version k and align it with the current version: false when it cannot be opened. */
static bool open_version(vhistory *h, vh_version *v, diag *dg)
{
    if (v->state == 0) {
        v->d = xcalloc(1, sizeof *v->d);
        if (doc_open(v->d, h->m, h->meta->slug, v->ver->label, dg) == 0) {
            vdiff_compute(&v->diff, &v->d->index, h->current);
            v->state = 1;
        } else {
            free(v->d);
            v->d = NULL;
            v->state = -1;
        }
    }
    return v->state == 1;
}

const vh_version *vhistory_version(vhistory *h, const char *label, diag *dg)
{
    for (size_t k = 0; label && k < h->n; k++)
        if (strcmp(h->v[k].ver->label, label) == 0)
            return open_version(h, &h->v[k], dg) ? &h->v[k] : NULL;
    return NULL;
}

const vh_version *vhistory_holding(vhistory *h, const char *id, const char *hash, diag *dg)
{
    for (size_t k = 0; k < h->n; k++) {
        vh_version *v = &h->v[k];
        if (!open_version(h, v, dg))
            continue;
        int32_t at = cidx_find(&v->d->index, id);
        if (at >= 0 && (!hash || strcmp(v->d->index.clause[at].hash, hash) == 0))
            return v;
    }
    return NULL;
}

bool vhistory_is_known(const vhistory *h, const char *label)
{
    if (h->current_label && strcmp(h->current_label, label) == 0)
        return true;
    for (size_t k = 0; k < h->n; k++)
        if (strcmp(h->v[k].ver->label, label) == 0)
            return true;
    return false;
}
