/* tcg_base.h — what every header of the card-game core shares: the handle's name, the status
 * every function that may read the script returns, the places a card can be, the positions in
 * an ordered zone. Included by each subsystem's header; a game module includes tcg.h. */
#ifndef ENGINE_CORE_TCG_BASE_H
#define ENGINE_CORE_TCG_BASE_H

#include "engine/engine.h"
#include "util/fatal.h"

#include <jansson.h>
#include <stdbool.h>
#include <stddef.h>

typedef struct tcg_game tcg_game;

/* TCG_OK; TCG_STOP: the script gave no answer (the run ends with a pending choice) or is
 * exhausted; TCG_OVER: the game has ended; TCG_ERR: eng_error() was called. TCG_PASS and
 * TCG_ACTED are a window's outcomes (tcg_turn.h): nothing done, or an action taken. */
enum { TCG_OK = 0, TCG_STOP = 1, TCG_OVER = 2, TCG_ERR = -1, TCG_PASS = 10, TCG_ACTED = 11 };

/* Return at once from the calling function when `expr` is not TCG_OK. */
#define TCG_TRY(expr)                  \
    do {                               \
        int tcg_status_ = (expr);      \
        if (tcg_status_ != TCG_OK)     \
            return tcg_status_;        \
    } while (0)

#define TCG_MAX_PLAYERS 4

#define TCG_NOWHERE (-1)   /* the zone of a card in none (attached to another, not yet placed) */
#define TCG_TOP 0          /* positions in an ordered zone or under a card */
#define TCG_BOTTOM (-1)
#define TCG_DEFAULT (-2)   /* on top of a TOP_FIRST zone, else at the end */

/* Where a card is: a player's zone (slot 0 unless the zone has several), or TCG_NOWHERE. */
typedef struct tcg_place {
    int player, zone, slot;
} tcg_place;

#endif
