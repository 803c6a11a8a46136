/* runner.h — one run of the suite: the case files chosen by the filters and the shard, each
 * loaded strictly, played by a driver (in-process engine or adapter), judged, and recorded as
 * an entry of results.json's "cases" (docs/reports.md). Nothing already judged is lost: every
 * case gets an entry whatever happens to the implementation. */
#ifndef ORACLE_RUNNER_H
#define ORACLE_RUNNER_H

#include "caseset.h"
#include "classify.h"
#include "driver.h"
#include "knownfail.h"
#include "readings.h"
#include "oracle/index/doc.h"
#include "oracle/index/vhistory.h"

#include <jansson.h>
#include <stdbool.h>

typedef struct run_doc {
    const char *slug;
    doc d;
    classification cls;
    readings readings;    /* cases/<slug>/readings.json, its clause ids followed */
    char *rel_file;       /* "rules/<slug>/<version file>", relative to the repository root */
    json_t *code;         /* the reference engine's RULE() marks: {id: ["engine/…:LINE"]} */
    vhistory history;     /* its older versions, opened when a pin was written against one */
} run_doc;

typedef struct run_filter {
    const char *kind;     /* "doc", "clause", "tag" or "id" */
    const char *value;    /* doc: exact; clause and id: prefix; tag: exact; a value with * ? or
                             [ is a glob (fnmatch) that must match the whole doc, id or tag */
    bool exclude;         /* --exclude: a case it matches is left out, whatever else matches */
} run_filter;

typedef struct run_config {
    const char *cases_dir;
    const char *root;          /* the repository root: "file" paths are relative to it */
    run_doc *docs;
    size_t ndocs;
    driver *drv;
    const knownfail *known;    /* NULL: none */
    const run_filter *filters;
    size_t nfilters;
    int shard_k, shard_n;      /* 1/1: everything */
    bool progress;             /* a live progress line on stderr */
} run_config;

/* Does the filter list admit a case by its id alone (doc and id filters)? Filters of one kind
 * are alternatives, different kinds all apply, and an exclusion that matches rejects. */
bool runner_admits_id(const run_config *cfg, const char *id);
/* Run every case of `cs` (already discovered, filtered by id and sharded); returns the array of
 * case entries. */
json_t *runner_run(const run_config *cfg, const caseset *cs, diag *dg);

/* Case status names (docs/reports.md). */
bool runner_status_is_failure(const char *status);

#endif
