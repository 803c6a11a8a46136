/* turn.h — the game's progress (ch. 6): the turn and its phases, the end phase's steps, the
 * battle (ch. 7), damage processing (4.5), rule processing (ch. 9: defeat, 1.2) and the
 * negation of effects whose duration ends (8.5). */
#ifndef ENGINE_NIVEL_ARENA_TURN_H
#define ENGINE_NIVEL_ARENA_TURN_H

#include "engine/nivel_arena/na.h"

/* Play from `start` (a phase, or the pre-game) until the script ends or the game does. */
int na_play_game(na_game *g, int start);
/* The attack phase's battles (7): attacker declared by the turn player. */
int na_battle(na_game *g, int attacker);
/* Damage processing of n damage to the player (4.5.4). */
int na_damage(na_game *g, int player, long n);
/* The players of `losers` (bit p) lose at once (9.2.1, 1.2.1, 1.2.3): TCG_OVER. */
int na_lose(na_game *g, unsigned losers, const char *why);
/* Rule processing (9.1.2): units whose power is 0 are trashed by effect (1.3.7.3); with
 * `items`, items whose equip condition fails are trashed (8.6.2). */
int na_rule_check(na_game *g, bool items);
/* Negate the effects lasting `until` (8.5): the turn player's first (8.5.2), then trash units
 * at power 0 or less (8.5.2.1). */
int na_negate(na_game *g, int until);
/* The free timing of the phase (main or attack) for the turn player: TCG_OK once it ends. */
int na_window(na_game *g);

#endif
