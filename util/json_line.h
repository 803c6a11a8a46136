/* json_line.h — a JSON value written as one compact line: the bytes json_dumps(v, JSON_COMPACT)
 * gives (members in insertion order, "," and ":" without spaces, strings escaped as jansson
 * escapes them, integers and reals printed as jansson prints them), appended to a buffer that is
 * reused from line to line. It walks the value once with no allocation per value, where
 * json_dumps checks each container against its parents in a hash table and copies its result
 * out of a growing buffer. */
#ifndef UTIL_JSON_LINE_H
#define UTIL_JSON_LINE_H

#include "strbuf.h"

#include <jansson.h>
#include <stdbool.h>
#include <stddef.h>

#define JL_MAX_DEPTH 4096

/* Append `v` (an object or an array, as json_dumps requires) to `b`. False, with `b` as it was,
 * where json_dumps fails (a string that is not valid UTF-8, a container inside itself), and for
 * a value nested more than JL_MAX_DEPTH deep (which is how a loop is found here). */
bool jl_write(strbuf *b, const json_t *v);
/* The same followed by a newline. */
bool jl_write_line(strbuf *b, const json_t *v);

#endif
