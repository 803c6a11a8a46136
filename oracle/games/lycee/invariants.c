/* invariants.c — placeholder while the lycee engine comes up. */
#include "oracle/games/invariant.h"

const inv_game inv_game_lycee = {.check = NULL};
