/* case_load.h — reading one case file (docs/cases.md) strictly: an unknown key, a wrong type or
 * a missing field is an error naming file, line and column (jsonpos.h finds them), every one of
 * them (the expectation is case_expect.h's). Each pinned
 * clause is located in the document on disk (pins.h): a pin that no longer matches is a state
 * of the case, not an error. A loaded case borrows everything from its parsed JSON. */
#ifndef ORACLE_CASE_LOAD_H
#define ORACLE_CASE_LOAD_H

#include "pins.h"
#include "oracle/index/cindex.h"
#include "util/diag.h"
#include "util/strbuf.h"

#include <jansson.h>
#include <stdbool.h>
#include <stddef.h>

typedef struct case_pin {
    const char *id;
    const char *hash;
    pin_state state;       /* fresh without an index */
    const char *current;   /* the hash the pinned id has in the index when it differs, else NULL */
    const char *now;       /* renumbered: the id that holds the pinned text now, else NULL */
} case_pin;

typedef struct tcase {
    char *file;              /* the path it was read from */
    json_t *root;
    const char *id, *doc, *title, *description, *origin;
    const char *version;     /* the document version it was written for, NULL when not given */
    case_pin *pins;
    size_t npins;
    pin_state pins_state;    /* the worst of its pins' states */
    bool names_clauses;      /* its expectation's checks name clauses ("$clauses") */
    json_t *tags, *setup, *script, *expect;   /* borrowed from root */
} tcase;

/* Read and check `path`; `rel` is its path under the cases directory (the id is `rel` without
 * ".json"). With an index, every pin is located in it (pins.h). Returns 0,
 * or -1 after one diagnostic "FILE:LINE:COL: error: ..." per problem (the case is then empty). */
int case_load(tcase *c, const char *path, const char *rel, const cidx *index, diag *dg);
/* A case file's JSON as the loader reads it: the quick way (jread.h: the same values as
 * jansson, or declined), else by jansson, which also names the position of an error. */
json_t *case_parse(const char *name, const char *text, size_t len, diag *dg);
/* The same, reading the file into `text`, a buffer the caller reuses from case to case. */
int case_load_with(tcase *c, const char *path, const char *rel, const cidx *index, strbuf *text,
                   diag *dg);
/* The same from memory (tests, the fuzzer). */
int case_load_mem(tcase *c, const char *name, const char *rel, const char *text, size_t len,
                  const cidx *index, diag *dg);
void case_free(tcase *c);

/* The request sent to an implementation: {"id","doc","tags","setup","script"} (new reference). */
json_t *case_request(const tcase *c);
/* The same request as compact JSON text, copied from `text`, the case file it was loaded from
 * (the values as printed, whitespace outside strings dropped): no serialisation. Appended to
 * `out`; false (nothing appended) when a member cannot be found in the text. */
bool case_request_text(const char *text, size_t len, strbuf *out);

#endif
