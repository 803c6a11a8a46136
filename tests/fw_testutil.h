/* fw_testutil.h — helpers the fusion-world engine tests share: JSON literals written with single
 * quotes, one run of the fusion-world module, and looking into its observation (events, the
 * state by a dotted path, rejections, the trace). Prefix fwt_. */
#ifndef ORACLE_FW_TESTUTIL_H
#define ORACLE_FW_TESTUTIL_H

#include <jansson.h>
#include <stdbool.h>
#include <stddef.h>

/* A JSON value from a literal whose quotes are written as '; fails the test when invalid. */
json_t *fwt_json(const char *text);
/* Run the fusion-world engine on setup and script (literals as fwt_json takes them). */
json_t *fwt_run(const char *setup, const char *script);
/* The same with any module. */
struct eng_module;
json_t *fwt_execute(const struct eng_module *m, const char *setup, const char *script);
/* The run ended without a case error, without a pending choice, and used the whole script of
 * the last fwt_run(). */
void fwt_ok(const json_t *obs);
/* The case error contains `part`. */
void fwt_error(const json_t *obs, const char *part);
/* The k-th event of `type` (0-based); fails the test when there is none. */
const json_t *fwt_event(const json_t *obs, const char *type, size_t k);
size_t fwt_count(const json_t *obs, const char *type);
/* The index in the events of the k-th event of `type`, or -1. */
long fwt_event_index(const json_t *obs, const char *type, size_t k);
/* The events, written as "type:detail" strings (detail: at, name, card, process…) joined by
 * spaces, keeping only the types listed in `types` (space-separated). */
char *fwt_trail(const json_t *obs, const char *types);
/* A value of the state by a dotted path ("P1.battle.0.power"). */
const json_t *fwt_state(const json_t *obs, const char *path);
/* The ids of a state array of ids or of {"card": …} objects, space-separated (static buffer). */
const char *fwt_ids(const json_t *obs, const char *path);
/* The rules of the rejections, space-separated (static buffer). */
const char *fwt_rejections(const json_t *obs);
bool fwt_traced(const json_t *obs, const char *id);
/* The observation's value equals the literal. */
void fwt_expect_json(const json_t *got, const char *want);

#endif
