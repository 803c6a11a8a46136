/* classify.h — every clause of a document accounted for: its class (executable, invariant,
 * not machine-checkable with a reason, informative, structure) from the document's
 * cases/<doc>/classification.json (docs/cases.md), resolved by the most specific rule. The
 * file's clause ids are those of the version it was written for ("version"), followed into the
 * current version (idfollow.h): a moved id is read under its new id, a changed clause keeps its
 * class (noted for review), a rule on a removed clause is set aside (noted). */
#ifndef ORACLE_CLASSIFY_H
#define ORACLE_CLASSIFY_H

#include "idfollow.h"
#include "oracle/index/cindex.h"
#include "util/diag.h"

#include <jansson.h>
#include <stdbool.h>

typedef enum clause_class {
    CC_UNCLASSIFIED,
    CC_EXECUTABLE,
    CC_INVARIANT,
    CC_NOT_CHECKABLE,
    CC_INFORMATIVE,
    CC_STRUCTURE,
    CC__COUNT
} clause_class;

const char *clause_class_name(clause_class c);

typedef struct classification {
    bool present;            /* the document has a classification file */
    clause_class *cls;       /* [clause index] */
    const char **reason;     /* [clause index]: the not-checkable reason, else NULL */
    json_t *root;            /* owns the reasons */
    idf_list follow;         /* the rules' ids that a new version moved, changed or removed */
} classification;

/* Load `path` against h's current index. A missing file is no error: every clause is then
 * unclassified except text-less headings (structure). Returns 0, or -1 after a diagnostic. */
int classify_load(classification *c, const char *path, vhistory *h, diag *dg);
void classify_free(classification *c);

/* Counts per class. */
void classify_count(const classification *c, size_t nclauses, size_t counts[CC__COUNT]);

#endif
