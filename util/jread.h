/* jread.h — a JSON text read into jansson values the quick way, for the texts the adapter
 * protocol carries (large responses: objects, arrays, strings, integers): one pass over the
 * bytes, no copy of a token before its value is made, and a string that recurs in the text
 * (a fighter's name in every event), or a small integer, made once and shared (jansson values
 * are reference-counted and nobody changes a response). It accepts only what json_loadb(text, len,
 * JSON_REJECT_DUPLICATES) accepts, and gives the same values; anything else it declines (NULL)
 * and the caller asks jansson, which gives the value or the error with its position. Declined:
 * every invalid text, and the rarer valid ones (\u escapes, real numbers, integers of 19 digits
 * or more, nesting deeper than JR_MAX_DEPTH). */
#ifndef UTIL_JREAD_H
#define UTIL_JREAD_H

#include <jansson.h>
#include <stddef.h>

#define JR_MAX_DEPTH 512

/* The object or array `text[0..len)` holds, or NULL when declined. */
json_t *jr_load(const char *text, size_t len);

#endif
