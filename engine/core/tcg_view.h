/* tcg_view.h — who sees what: a card's face is seen by the players its zone's rule names
 * (tcg_zones.h: every player, its holder, nobody) unless the game shows it to others (a reveal,
 * a look: FW 13-10/13-11, haikyu 7-5, nivel 11.1/11.2, lycee 1570) or hides it from some
 * (lycee 0201); both end when the card moves. The view of a state: per player, the cards whose
 * faces they see where they are, and the number of cards of every zone, which every player
 * knows (FW 3-1-2, haikyu 3-1-3, nivel 3.1.5). */
#ifndef ENGINE_CORE_TCG_VIEW_H
#define ENGINE_CORE_TCG_VIEW_H

#include "tcg_base.h"

/* Whether player `viewer` sees the face of the card. */
bool tcg_sees(const tcg_game *g, int viewer, int card);
/* The players of `players` (bit p) see the card's face from now until it moves. */
void tcg_show(tcg_game *g, int card, unsigned players);
/* Those players do not see it until it moves, whatever its zone's rule. */
void tcg_hide(tcg_game *g, int card, unsigned players);
/* The number of cards of a player's zone (every slot; with their attached cards in a
 * TCG_ZONE_STACKS zone). */
size_t tcg_count(const tcg_game *g, int player, int zone);
/* {PLAYER: {"sees": [ids], "counts": {ZONE: n}}} for every player: `order` lists the zone
 * kinds in the order `sees` goes through them, for each player in turn, then the unowned ones;
 * "counts" has every listed zone not TCG_ZONE_UNCOUNTED, in that order. */
json_t *tcg_view_json(tcg_game *g, const int *order, size_t norder);

#endif
