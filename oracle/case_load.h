/* case_load.h — reading one case file (docs/cases.md) strictly: an unknown key, a wrong type, a
 * missing field or a clause the document does not have is an error naming file, line and column
 * (jsonpos.h finds them). A loaded case borrows everything from its parsed JSON. */
#ifndef ORACLE_CASE_LOAD_H
#define ORACLE_CASE_LOAD_H

#include "cindex.h"
#include "diag.h"

#include "strbuf.h"

#include <jansson.h>
#include <stddef.h>

typedef struct case_pin {
    const char *id;
    const char *hash;
    const char *current;   /* the hash in the index when it differs (a stale pin), else NULL */
} case_pin;

typedef struct tcase {
    char *file;              /* the path it was read from */
    json_t *root;
    const char *id, *doc, *title, *description, *origin;
    case_pin *pins;
    size_t npins;
    json_t *tags, *setup, *script, *expect;   /* borrowed from root */
} tcase;

/* Read and check `path`; `rel` is its path under the cases directory (the id is `rel` without
 * ".json"). With an index, every clause id must exist in it and stale pins are noted. Returns 0,
 * or -1 after one diagnostic "FILE:LINE:COL: error: ..." (the case is then empty). */
int case_load(tcase *c, const char *path, const char *rel, const cidx *index, diag *dg);
/* The same, reading the file into `text`, a buffer the caller reuses from case to case. */
int case_load_with(tcase *c, const char *path, const char *rel, const cidx *index, strbuf *text,
                   diag *dg);
/* The same from memory (tests, the fuzzer). */
int case_load_mem(tcase *c, const char *name, const char *rel, const char *text, size_t len,
                  const cidx *index, diag *dg);
void case_free(tcase *c);

/* The request sent to an implementation: {"id","doc","tags","setup","script"} (new reference). */
json_t *case_request(const tcase *c);

#endif
