/* fusion_world.h — what the judge's fusion-world checks share (private to oracle/games/fusion_world/). */
#ifndef ORACLE_GAMES_FUSION_WORLD_H
#define ORACLE_GAMES_FUSION_WORLD_H

#include "oracle/games/invariant.h"

#include <jansson.h>

/* The visibility properties of a final state that carries a `view` (view.c). */
void fw_view_check(inv_ctx *x, const json_t *state);

#endif
