/* tcg_lki.h — last-known information (FW 9-10-1, haikyu 6-4-2, nivel 10.2.5.2.4): a snapshot
 * of a card, kept under the incarnation it had, taken by the game as the card leaves a zone (or
 * stops being a card of its own), read by what knows the card as that incarnation once it is a
 * new card. The snapshot is the game's own struct of the size given to tcg_lki_init; which
 * fields it has and which reader reads which snapshot are the game's. */
#ifndef ENGINE_CORE_TCG_LKI_H
#define ENGINE_CORE_TCG_LKI_H

#include "tcg_base.h"

/* Snapshots are `size` bytes. */
void tcg_lki_init(tcg_game *g, size_t size);
/* The snapshot of the card as incarnation `inc`, to fill (zeroed when new; a snapshot of the
 * same incarnation is replaced). Valid until the card's next tcg_lki_put. */
void *tcg_lki_put(tcg_game *g, int card, unsigned inc);
/* The snapshot of the card as incarnation `inc`, NULL when none was taken. */
const void *tcg_lki_get(const tcg_game *g, int card, unsigned inc);

#endif
