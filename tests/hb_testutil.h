/* hb_testutil.h — helpers the haikyu-break engine tests share: one run of the haikyu-break module
 * on a setup and a script written as JSON literals with single quotes (the fusion-world helpers
 * of fw_testutil.h read its observation), and a setup of two players with decks and set cards.
 * Prefix hbt_. */
#ifndef ORACLE_HB_TESTUTIL_H
#define ORACLE_HB_TESTUTIL_H

#include <jansson.h>

/* Run the haikyu-break engine; the observation (a new reference). */
json_t *hbt_run(const char *setup, const char *script);
/* A setup starting at phase `at` of turn `turn` (set 1) whose turn player is `player`: each
 * player has a deck of six vanilla characters (P1D1 … P1D6, top first) and two set cards (P1S1,
 * P1S2), plus the zones `p1` and `p2` (JSON members without braces, single quotes) and the
 * extra cards `cards` (members of setup.cards). Into a static buffer. */
const char *hbt_setup(const char *at, int turn, const char *player, const char *cards,
                      const char *p1, const char *p2);

#endif
