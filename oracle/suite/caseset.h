/* caseset.h — which case files a run reads: every ".json" file at cases/<doc>/<folder>/ or deeper
 * under the cases directory, in bytewise order of case id, then the run's filters and its shard.
 * The walk follows links to directories but never round a cycle of them. */
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

/* Directories below the cases directory, at most. */
#define CASESET_MAX_DEPTH 64

/* Find every case file under dir: every name ending in ".json" that is not a directory (one that
 * cannot be read, a FIFO, a dangling link, is found, and reading it says why). A link to a
 * directory is followed, unless it leads to a directory that holds it (a cycle: a warning).
 * Returns 0, or -1 after a diagnostic (an unreadable directory, or deeper than
 * CASESET_MAX_DEPTH). */
int caseset_discover(caseset *s, const char *dir, diag *dg);
void caseset_free(caseset *s);

/* Copy into `to` the files of `from` for which keep() is true, in order. */
void caseset_select(const caseset *from, bool (*keep)(const case_file *f, const void *ctx),
                    const void *ctx, caseset *to);

/* Shard k of n (1-based): a case belongs to shard (fnv1a(id) mod n) + 1, so a case stays in its
 * shard when others are added or removed. */
bool caseset_in_shard(const char *id, int k, int n);

#endif
