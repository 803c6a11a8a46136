/* expect_match.h — does an observed value meet an expected one (docs/cases.md, "The expectation
 * language")? Objects partially (keys not named are ignored), arrays element by element with
 * equal length, scalars equal; and the operators of an expectation, each an object whose keys
 * begin with "$":
 *   {"$clauses": [ids], …}      on any object: the checks beneath it concern these clauses
 *   {"$value": V, "$clauses"}   V, with the clauses of that one value
 *   {"$set": [...]}             an array of exactly these elements in any order
 *   {"$any_order": [...]}       as an element of an expected array: that many consecutive
 *                               observed elements, these in any order (a tie group)
 * A failure records where (the path), what was expected and observed, and the nearest
 * "$clauses" above it. The loader (case_expect.c) has checked the operators' shapes. */
#ifndef ORACLE_EXPECT_MATCH_H
#define ORACLE_EXPECT_MATCH_H

#include <jansson.h>
#include <stdbool.h>
#include <stddef.h>

typedef struct xmatch {
    char path[512];
    const json_t *expected, *observed;   /* observed NULL: absent */
    const json_t *clauses;               /* the nearest "$clauses" above the failure, or NULL */
    const char *note;                    /* what an operator found ("in any order"), or NULL */
} xmatch;

/* Every failure of one comparison, for a check that reports them all (the final state). */
typedef struct xm_all {
    xmatch *v;
    size_t n, cap, seen;                 /* seen: all of them, n: those kept (at most cap) */
} xm_all;

/* Does obs meet exp? On failure m holds the deepest failure found; its path is written from
 * byte `at` on (the caller's prefix, such as "$.state", is before it). */
bool xm_contains(const json_t *exp, const json_t *obs, xmatch *m, size_t at);
/* The same, going on past a failure to record every one in `all` (at most all->cap kept; the
 * clauses passed down from `clauses`, the caller's nearest "$clauses"). */
bool xm_contains_all(const json_t *exp, const json_t *obs, xmatch *m, size_t at,
                     const json_t *clauses, xm_all *all);
void xm_all_free(xm_all *all);

/* Path pieces: append to m->path at `at` (cut at its size) and return where the next goes. */
size_t xm_put(xmatch *m, size_t at, const char *s, size_t n);
size_t xm_key(xmatch *m, size_t at, const char *key);
size_t xm_index(xmatch *m, size_t at, size_t i);

#endif
