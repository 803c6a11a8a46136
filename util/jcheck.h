/* jcheck.h — strict reading of the oracle's JSON inputs (cases, classifications, readings,
 * expectation lists): unknown keys, missing keys and wrong types are errors that name file, line
 * and column. The checker tracks the path of the value being checked; jsonpos.h turns it into a
 * position when something is wrong. Only the first error is reported, unless `every` is set:
 * then each failure is reported (a check that fails still stops checking the value it was
 * about, and its caller goes on with the next), up to JC_MAX_PROBLEMS. */
#ifndef UTIL_JCHECK_H
#define UTIL_JCHECK_H

#include "diag.h"
#include "jsonpos.h"

#include <jansson.h>

typedef struct jcheck {
    const char *file, *text;   /* the text the JSON was parsed from */
    size_t len;
    jpos_path path;            /* where the checker is */
    diag *dg;
    int failed;
    int every;                 /* report every failure, not only the first */
} jcheck;

enum { JC_MAX_PROBLEMS = 20 };

/* Parse a whole file (or memory) with duplicate keys rejected; NULL after a diagnostic, always
 * at a line and a column (an empty or blank file, a UTF-16 or UTF-8 byte-order mark are named as
 * such). The text is kept in *text (malloc'd) for positions. */
json_t *jc_load_file(const char *path, char **text, size_t *len, diag *dg);
json_t *jc_load_mem(const char *name, const char *text, size_t len, diag *dg);

/* Report an error at the current path (at_key: at the member name). Returns -1. */
int jc_fail(jcheck *ck, int at_key, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
/* Like jc_fail, at member `key` of the current value. */
int jc_fail_key(jcheck *ck, const char *key, int at_key, const char *fmt, ...)
    __attribute__((format(printf, 4, 5)));
const char *jc_type_name(const json_t *v);
/* Every key of obj is one of `allowed`, every one of `required` is present (NULL-terminated). */
int jc_keys(jcheck *ck, const json_t *obj, const char *const *allowed, const char *const *required);
/* Member `key` if present and of `type` (else NULL; a wrong type is an error). */
json_t *jc_member(jcheck *ck, const json_t *obj, const char *key, json_type type);
/* A string member; nonempty: "" is an error. */
const char *jc_string(jcheck *ck, const json_t *obj, const char *key, int nonempty);

#endif
