/* na_testutil.h — helpers the nivel-arena engine tests share: one run of the nivel-arena module on
 * a setup and a script written as JSON literals with single quotes (the fusion-world helpers of
 * fw_testutil.h read its observation). Prefix nat_. */
#ifndef ORACLE_NA_TESTUTIL_H
#define ORACLE_NA_TESTUTIL_H

#include <jansson.h>

/* Run the nivel-arena engine; the observation (a new reference). */
json_t *nat_run(const char *setup, const char *script);
/* A setup: two leaders (L1, L2), P1 the first player, the run starting at `at` of turn 3 (P1's),
 * each player with the zones `p1` and `p2` (JSON members without braces, single quotes) and the
 * extra cards `cards` (members of setup.cards). Into a static buffer. */
const char *nat_setup(const char *at, const char *cards, const char *p1, const char *p2);

#endif
