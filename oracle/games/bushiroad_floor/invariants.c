/* invariants.c — what the judge checks on every run of bushiroad-floor: nothing beyond each
 * case's expectation. The document's two invariant clauses (FR.3.2.4~p4, PG.2~h4~p3) are
 * properties of a tournament's history that its cases check where they state them
 * (cases/bushiroad-floor/classification.json). */
#include "oracle/games/invariant.h"

const inv_game inv_game_bushiroad_floor = {.check = NULL};
