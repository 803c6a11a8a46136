/* diff_cases.h — the cases of a document against a version diff (`oracle diff … --cases`): for
 * each case, where each pinned clause went from the old version to the new (pins.h states), by
 * the alignment of the two versions (vdiff.h) rather than by hash alone: a clause reworded and
 * renumbered at once is followed, and a deleted clause whose id a sibling took is orphaned, not
 * suspect. A pin whose hash is not the old version's text (the case was written against
 * another version) is located in the new version by id and hash instead (pin_locate). */
#ifndef ORACLE_DIFF_CASES_H
#define ORACLE_DIFF_CASES_H

#include "caseset.h"
#include "oracle/index/vdiff.h"
#include "util/diag.h"

#include <jansson.h>
#include <stdio.h>

/* Classify every case of document `slug` among `cases` against d. Returns an array of
 * {"id", "file", "origin": "hand" | "generated", "pins": STATE, "stale_pins": [{"id", "state",
 * "now", "similarity", "by"}]} in case order, "by" being "diff" or "hash"; NULL after a
 * diagnostic (a case that cannot be read). */
json_t *dc_classify(const vdiff *d, const caseset *cases, const char *slug, diag *dg);
/* The same per clause: for each pinned clause (its old id) and state, an entry {"id", "state",
 * "now", "hand": [case ids], "generated": [case ids]}, in the old version's order. */
json_t *dc_by_clause(const vdiff *d, const json_t *classified);
/* The rollup per clause ("clauses of DOC whose cases the new version touches"), then "cases of
 * DOC: N fresh, R renumbered, S suspect, O orphaned" and each case not fresh. */
void dc_print(FILE *out, const char *slug, const json_t *classified, const json_t *by_clause);
/* The line "cases of DOC: N fresh, R renumbered, S suspect, O orphaned". */
void dc_print_counts(FILE *out, const char *slug, const json_t *classified);

#endif
