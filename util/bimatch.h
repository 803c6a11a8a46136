/* bimatch.h — a maximum matching between two lists, by Kuhn's augmenting paths: which expected
 * item each observed one is given to, when items may come in any order. The judge's tie groups
 * of events and the expectation matcher's unordered arrays both pair through this. */
#ifndef UTIL_BIMATCH_H
#define UTIL_BIMATCH_H

#include <stdbool.h>
#include <stddef.h>

/* May expected item i take observed item j? */
typedef bool (*bimatch_fits)(void *ctx, size_t i, size_t j);

/* Pair as many of the n expected items as can be with the k observed ones, each observed item
 * given to one expected item at most. owner (k entries) receives, for each observed item, the
 * expected item it is given to, or SIZE_MAX; entries already set on entry are kept as a start
 * (SIZE_MAX for none) and the expected items they name are not tried again. Returns the number
 * of expected items paired. A matching is maximum: if any pairing covers every expected item,
 * this one does. */
size_t bimatch(size_t n, size_t k, bimatch_fits fits, void *ctx, size_t *owner);

#endif
