/* zones.h — moving cards between zones (ch. 3: a moved card is a new card; items follow their
 * unit, 3.5.6.1; trashing, 4.8; drawing, 4.4) and the values the rules read from the zones:
 * power and hit with their modifications (1.3.7), size (4.7), the cost of a field (6.4.1.1.2),
 * the keywords a unit has with its items' (8.6.1), lanes and opposing units (3.5.4). */
#ifndef ENGINE_NIVEL_ARENA_ZONES_H
#define ENGINE_NIVEL_ARENA_ZONES_H

#include "engine/nivel_arena/na.h"

/* Move a card (a new card from now on); a unit leaving the unit zones takes its items to
 * their owners' trash (3.5.6.1). */
int na_move(na_game *g, int card, tcg_place to, long pos, const char *cause);
/* Trash a card (4.8.1) into its owner's trash; `cause` is "battle", "effect" or "rule" (not by
 * effect). A unit trashed by battle or effect makes its exit abilities pending (10.1.7.2);
 * `winner` is the unit that trashed it in battle (-1 otherwise). TCG_OK, or the game's end. */
int na_trash(na_game *g, int card, const char *cause, int winner);
/* The player draws n cards (4.4.3); drawing from an empty deck loses (9.2.1.3). *drawn, when
 * not NULL, the number drawn. */
int na_draw(na_game *g, int player, long n, long *drawn);

/* The unit in a player's lane (0-2), -1 none; the lane of a unit, -1 when in none. */
int na_unit_at(const na_game *g, int player, int lane);
int na_lane_of(const na_game *g, int card);
/* The unit opposing `unit` (3.5.4.2), -1 none. */
int na_opposing(const na_game *g, int unit);

long na_power_raw(na_game *g, int card);
long na_power(na_game *g, int card);
long na_hit(na_game *g, int card);
long na_size(na_game *g, int player);
/* The cost of every card of the player's field, without `except` and its items (-1: none). */
long na_field_cost(na_game *g, int player, int except);
/* The keywords of a unit: its own and its items' (8.6.1). */
void na_keys_of(na_game *g, int card, na_keys *out);
/* Whether the item's equip condition holds for the unit (3.5.6). */
bool na_equip_ok(na_game *g, int item, int unit);

#endif
