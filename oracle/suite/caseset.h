/* caseset.h — which case files a run reads: every ".json" file at cases/<doc>/<folder>/ or deeper
 * under the cases directory, in bytewise order of case id, then the run's filters and its shard. */
#ifndef ORACLE_CASESET_H
#define ORACLE_CASESET_H

#include "util/diag.h"

#include <stdbool.h>
#include <stddef.h>

typedef struct case_file {
    char *path;   /* as opened */
    char *rel;    /* relative to the cases directory: "<doc>/hand/x.json" */
    char *id;     /* rel without ".json" */
} case_file;

typedef struct caseset {
    case_file *v;
    size_t n, cap;
} caseset;

/* Find every case file under dir. Returns 0, or -1 after a diagnostic (unreadable dir). */
int caseset_discover(caseset *s, const char *dir, diag *dg);
void caseset_free(caseset *s);

/* Copy into `to` the files of `from` for which keep() is true, in order. */
void caseset_select(const caseset *from, bool (*keep)(const case_file *f, const void *ctx),
                    const void *ctx, caseset *to);

/* Shard k of n (1-based): a case belongs to shard (fnv1a(id) mod n) + 1, so a case stays in its
 * shard when others are added or removed. */
bool caseset_in_shard(const char *id, int k, int n);

#endif
