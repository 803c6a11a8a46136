/* tcg_int.h — inside the card-game core only: the parts of the handle each subsystem sets up
 * and frees (tcg_game.c calls them), and the growth of its arrays. */
#ifndef ENGINE_CORE_TCG_INT_H
#define ENGINE_CORE_TCG_INT_H

#include "tcg.h"

/* Make room for one more element in a growable array (v, n, cap), doubling from `first`. */
#define TCG_GROW(v, n, cap, first)                                        \
    do {                                                                  \
        if ((n) == (cap)) {                                               \
            (cap) = (cap) ? 2 * (cap) : (first);                          \
            (v) = xrealloc((v), (cap) * sizeof *(v));                     \
        }                                                                 \
    } while (0)

void tcg_zones_init(tcg_game *g);
void tcg_zones_free(tcg_game *g);
void tcg_cards_free(tcg_game *g);
void tcg_batch_free(tcg_game *g);
void tcg_lki_free(tcg_game *g);

#endif
