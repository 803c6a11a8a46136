/* ly_testutil.h — what the lycee engine tests share: a setup at the turn player P1's main phase
 * of turn 3 with filler decks, and one run of the lycee module (the observation is read with
 * fw_testutil.h's generic helpers: fwt_event, fwt_state, fwt_ids, fwt_rejections, fwt_traced).
 * Prefix lyt_. */
#ifndef ORACLE_LY_TESTUTIL_H
#define ORACLE_LY_TESTUTIL_H

#include <jansson.h>

/* A setup (single quotes for double ones): P1 first, the main phase of turn 3 (P1's), decks
 * P1D1..P1D3 and P2D1..P2D3 (top first); `cards` adds cards (each ", 'ID': {...}"), `p1` and `p2`
 * add zones (", 'hand': [...]"), `more` adds setup keys (", 'tapped': [...]"). Static buffer. */
const char *lyt_setup(const char *cards, const char *p1, const char *p2, const char *more);
/* Run the lycee engine on a setup and a script (single-quoted literals). */
json_t *lyt_run(const char *setup, const char *script);

#endif
