/* results.h — the results document of a run (docs/reports.md): the run's description, the
 * documents, the case entries the runner made, and every clause of every document with its
 * class, its cases and a status derived from theirs. `oracle merge` rebuilds the clause part
 * from merged case entries with the same code. */
#ifndef ORACLE_RESULTS_H
#define ORACLE_RESULTS_H

#include "runner.h"

#include <jansson.h>

/* Assemble results.json: `run` and `cases` are stolen. */
json_t *results_build(json_t *run, const run_doc *docs, size_t ndocs, json_t *cases);

/* The per-status case counts {"pass": N, …} of a cases array. */
json_t *results_case_totals(const json_t *cases);
/* The number of clauses of a results document with this status ("stale", …). */
size_t results_clauses_with_status(const json_t *results, const char *status);

#endif
