/* knownfail.h — the known failures of one implementation (`oracle run --expectations FILE`):
 * {"format": 1, "known_failures": [{"case": ID, "reason": TEXT}, …]}. A listed case that fails
 * is reported `xfail`; one that passes is `xpass`, so the list stays honest. */
#ifndef ORACLE_KNOWNFAIL_H
#define ORACLE_KNOWNFAIL_H

#include "caseset.h"
#include "util/diag.h"

#include <jansson.h>

typedef struct knownfail {
    json_t *root;
    json_t *by_case;   /* case id → reason (string) */
} knownfail;

/* Load `path`; every listed case must exist in `all` (the discovered cases before filtering).
 * Returns 0, or -1 after a diagnostic with file, line and column. */
int knownfail_load(knownfail *k, const char *path, const caseset *all, diag *dg);
/* The reason a case is listed, or NULL. */
const char *knownfail_reason(const knownfail *k, const char *case_id);
void knownfail_free(knownfail *k);

#endif
