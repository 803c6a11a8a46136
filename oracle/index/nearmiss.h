/* nearmiss.h — the clause id nearest to one that no version of a document has: the suggestion
 * of an "unknown clause" error (a pin mistyped as 15-6-9 for 15-6-2). */
#ifndef ORACLE_NEARMISS_H
#define ORACLE_NEARMISS_H

#include "cindex.h"

/* The id of x closest to `id` by edit distance (bytes), if it is close: at most 2 edits, or a
 * quarter of the id's length for long ids; the first in document order among equals. NULL
 * when none is close. */
const char *cidx_near_miss(const cidx *x, const char *id);

#endif
