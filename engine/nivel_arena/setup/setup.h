/* setup.h — the cards' information (ch. 2) read from a case, the setup of a run, the state and
 * view the run reports, and the preparation of the game (ch. 5). */
#ifndef ENGINE_NIVEL_ARENA_SETUP_H
#define ENGINE_NIVEL_ARENA_SETUP_H

#include "engine/nivel_arena/na.h"

/* Read setup.cards into the card table and g->c. */
int na_read_cards(na_game *g, const json_t *setup);
/* Read the whole setup; *start the phase the run begins at (NA_PREGAME …). */
int na_load(na_game *g, const json_t *setup, int *start);
/* The final state (docs/engines/nivel-arena.md, "state") and its view. */
json_t *na_state_json(na_game *g);
json_t *na_view_json(na_game *g);
/* The preparation (5.1): deck checks, shuffles, the first player, hands and redraws. */
int na_pregame(na_game *g);
/* Check an effect's instructions when the card is read (a case error otherwise). */
int na_check_instrs(na_game *g, const json_t *v, const char *what);

#endif
