/* floor_testutil.h — helpers the bushiroad-floor engine tests share: JSON literals written
 * with single quotes, one run of the engine, and looking into its observation. */
#ifndef ORACLE_FLOOR_TESTUTIL_H
#define ORACLE_FLOOR_TESTUTIL_H

#include <jansson.h>
#include <stdbool.h>
#include <stddef.h>

/* A JSON value from a literal whose quotes are written as '; fails the test when invalid. */
json_t *ft_json(const char *text);
/* Run the bushiroad-floor engine on setup and script (literals as ft_json takes them). */
json_t *ft_run(const char *setup, const char *script);
/* The k-th event of `type` (0-based); fails the test when there is none. */
const json_t *ft_event(const json_t *obs, const char *type, size_t k);
/* How many events of `type` the observation holds. */
size_t ft_count_events(const json_t *obs, const char *type);
/* Whether the run's trace holds clause `id`. */
bool ft_traced(const json_t *obs, const char *id);

#endif
