/* nivel_arena.h — what the judge's nivel-arena checks share (private to oracle/games/nivel_arena/). */
#ifndef ORACLE_GAMES_NIVEL_ARENA_H
#define ORACLE_GAMES_NIVEL_ARENA_H

#include "oracle/games/invariant.h"

#include <jansson.h>

/* The visibility properties of a final state that carries a `view` (view.c). */
void na_view_check(inv_ctx *x, const json_t *state);

#endif
