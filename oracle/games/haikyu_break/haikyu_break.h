/* haikyu_break.h — what the judge's haikyu-break checks share (private to
 * oracle/games/haikyu_break/). */
#ifndef ORACLE_GAMES_HAIKYU_BREAK_H
#define ORACLE_GAMES_HAIKYU_BREAK_H

#include "oracle/games/invariant.h"

#include <jansson.h>

/* The visibility properties of a final state that carries a `view` (view.c). */
void hb_view_check(inv_ctx *x, const json_t *state);

#endif
