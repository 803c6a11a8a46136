/* actions.h — what the turn player does at the main phase's and the attack phase's free
 * timings (6.4.1, 6.5.1): playing cards (6.4.1.1: placing units with upgrades 3.5.5, equipping
 * items 3.5.6, activating skills), activating units' and the leader's activated effects
 * (6.4.1.2, 10.1.4.2), declaring attacks (7.2.1), ending the phase (10.2.6.2.3); each checked
 * first (the clause that forbids it is the rejection's rule) and the exact legal set. */
#ifndef ENGINE_NIVEL_ARENA_ACTIONS_H
#define ENGINE_NIVEL_ARENA_ACTIONS_H

#include "engine/nivel_arena/na.h"

/* The clause that forbids the action now, NULL when it is legal (a case error: *err). `a` is
 * the action's JSON; *card the card it names. */
const char *na_check_action(na_game *g, const json_t *a, int *err);
/* Carry out a legal action. */
int na_do_action(na_game *g, const json_t *a);
/* The exact set of actions the turn player may declare now. */
json_t *na_legal(na_game *g);
/* Who declares the action `a` (its "by", else `dflt`) into *by: TCG_OK; a concession by that
 * player ends the game (1.2.4): TCG_OVER; a "by" that names no player: TCG_ERR. */
int na_actor(na_game *g, const json_t *a, int dflt, int *by);

#endif
