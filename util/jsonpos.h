/* jsonpos.h — where a value sits in a JSON text, and its bytes. jansson keeps no positions for
 * parsed values, so an error about a well-formed document (an unknown key, a wrong type, a bad
 * value) finds its line and column by walking the text along the value's path; a value can also
 * be copied as printed (a case's request sent to an adapter, a pin rewritten in place). */
#ifndef UTIL_JSONPOS_H
#define UTIL_JSONPOS_H

#include "strbuf.h"

#include <stdbool.h>
#include <stddef.h>

typedef struct jpos_step {
    const char *key;   /* an object member, or NULL for an array element */
    size_t index;      /* the element's index when key is NULL */
} jpos_step;

#define JPOS_MAX_DEPTH 32

typedef struct jpos_path {
    jpos_step step[JPOS_MAX_DEPTH];
    int depth;
} jpos_path;

static inline void jpos_push_key(jpos_path *p, const char *key)
{
    if (p->depth < JPOS_MAX_DEPTH)
        p->step[p->depth].key = key, p->step[p->depth].index = 0;
    p->depth++;
}

static inline void jpos_push_index(jpos_path *p, size_t index)
{
    if (p->depth < JPOS_MAX_DEPTH)
        p->step[p->depth].key = NULL, p->step[p->depth].index = index;
    p->depth++;
}

static inline void jpos_pop(jpos_path *p)
{
    p->depth--;
}

/* Find the value at `path` in the JSON text (or, with at_key, the member name that introduces
 * it). Line and column are 1-based, the column counted in code points. False when the path is
 * not found (the position of the deepest step found is still stored). */
bool jpos_find(const char *text, size_t len, const jpos_path *path, bool at_key, long *line,
               long *col);

/* Parse a path as jpos_format writes it, with or without its "$": "$.setup.cards.A",
 * "script[3].card", "$['a.b'][0]" (a key in brackets and quotes may hold any character but its
 * quote). The keys are copied into `keys` (size bytes), which the path then points into. False
 * when s is not such a path (or keys is too small); the path is then empty. */
bool jpos_parse(const char *s, char *keys, size_t size, jpos_path *path);

/* Format the path as "$.clauses[2].hash" into buf. */
void jpos_format(const jpos_path *path, char *buf, size_t size);

/* The bytes [start[k], end[k]) of the root object's member keys[k], for each k, in one pass.
 * False when one is absent. */
bool jpos_members(const char *text, size_t len, const char *const *keys, size_t nkeys,
                  size_t *start, size_t *end);
/* The bytes [*start, *end) of the value at `path` as printed. False when the path is absent. */
bool jpos_span(const char *text, size_t len, const jpos_path *path, size_t *start, size_t *end);
/* Append the JSON value printed in s[0..n) without the whitespace outside its strings: one line,
 * the same value (numbers, escapes and key order as printed). */
void jpos_put_compact(strbuf *out, const char *s, size_t n);

#endif
