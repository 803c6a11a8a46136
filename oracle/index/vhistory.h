/* vhistory.h — the older versions of one document, as the manifest lists them (oldest first, the
 * last being the current version), each opened on first use and aligned with the current
 * version (vdiff.h). This is what follows into the current text what was written against an
 * older one: a case's pins (pins.h), the clause ids of a classification or of readings.
 * Nothing is opened while nothing asks: a run whose pins are all fresh reads no older version. */
#ifndef ORACLE_VHISTORY_H
#define ORACLE_VHISTORY_H

#include "doc.h"
#include "vdiff.h"

typedef struct vh_version {
    const mfst_version *ver;
    doc *d;             /* NULL until opened */
    vdiff diff;         /* d → the current version, once opened */
    int state;          /* 0 not tried, 1 open, -1 could not be opened (said once) */
} vh_version;

typedef struct vhistory {
    const manifest *m;
    const mfst_doc *meta;
    const cidx *current;
    const char *current_label;
    vh_version *v;      /* the older versions, newest first */
    size_t n;
} vhistory;

/* The history of document `meta` of manifest m, whose current version's index is `current`
 * (borrowed; m, meta and current outlive the history). */
void vhistory_init(vhistory *h, const manifest *m, const mfst_doc *meta, const cidx *current);
void vhistory_free(vhistory *h);

/* Older version `label`, aligned with the current one; NULL when label is the current version
 * or no version of the document (is_known tells which), or when its file cannot be opened
 * (a diagnostic the first time). */
const vh_version *vhistory_version(vhistory *h, const char *label, diag *dg);
/* The newest older version whose clause `id` has the text of `hash` (hash NULL: that has a
 * clause `id` at all), aligned with the current one; NULL when none. */
const vh_version *vhistory_holding(vhistory *h, const char *id, const char *hash, diag *dg);
/* Is label a version of the document (the current one included)? */
bool vhistory_is_known(const vhistory *h, const char *label);

#endif
