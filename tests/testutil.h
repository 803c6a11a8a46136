/* testutil.h — helpers shared by the cmocka unit tests: opening the real documents. */
#ifndef ORACLE_TESTUTIL_H
#define ORACLE_TESTUTIL_H

#include "doc.h"
#include "manifest.h"

/* The rules directory: $ORACLE_RULES, else "rules" (tests run from the repository root). */
const char *tu_rules_dir(void);
/* Open the current version of a document listed in the manifest; fails the test on error. */
void tu_open(doc *d, manifest *m, const char *slug);
/* Count clauses of a kind (or all kinds when kind < 0) that are numbered (numbered = 1),
 * unnumbered (0) or either (-1). */
size_t tu_count(const cidx *x, int kind, int numbered);
/* The clause with this id; fails the test when absent. */
const clause *tu_clause(const cidx *x, const char *id);

#endif
