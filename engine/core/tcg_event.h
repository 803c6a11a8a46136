/* tcg_event.h — events and simultaneity. Every event the rules react to (a card moved, a KO,
 * an attack, the start of a phase) is raised here and reaches the game's `event` hook (its
 * triggers) carrying the number of the simultaneous event it belongs to (`batch`), so that an
 * ability met several times by one event becomes pending once (FW 9-6-2-1; tcg_pending.h).
 *
 * A batch groups what one instruction does, in one of two modes the game picks per
 * instruction (the core never decides it):
 *   TCG_SIMULTANEOUS — one event, no state in between (FW 0-2-10; haikyu's rule processes
 *     0-2-8; lycee 1580 入れ替える): every event raised while it is open carries its number;
 *     a simultaneous batch opened inside it is an event of its own;
 *   TCG_SEQUENTIAL — one at a time, the state changing in between (FW 3-2-3; haikyu 0-2-8;
 *     nivel 1.3.5; lycee 1510's X-card primitives): each event raised is an event of its own,
 *     even inside a simultaneous batch.
 * With TCG_B_HOLD the batch's events reach the game when it ends, in the order raised (the
 * triggers of a group of moves once every card has arrived); TCG_B_QUIET keeps them from the
 * game (moves that trigger nothing: they take no event number either); a simultaneous batch
 * opened with TCG_B_JOIN directly inside a simultaneous batch is part of that batch's event, not
 * one of its own (what several processes done at once move: FW 4-2-2-1, 14-1-2-2-1). Apart from batches,
 * interrupt checks can be made to wait (tcg_defer: FW's defeat check while both players draw
 * one card each, nivel 8.5.2.1's power check during negation).
 *
 * The move batch (tcg_move_cards) moves several cards by one instruction: the cards go to
 * each destination player in turn, the turn player's first (FW 0-2-7), in the order the
 * game's `orderer` asks for (FW 3-1-5, haikyu 3-1-5-2, nivel 3.1.6), each by the game's own
 * move, inside a batch of the mode the game gives. The game may look at every card before the
 * first moves (`before`: what is known of them all in one state, FW 0-2-10), and may have each
 * card placed as a move of its own would place it (`placed_in_turn`: FW 3-2-3's deck cards
 * moving one at a time, the second on the first). */
#ifndef ENGINE_CORE_TCG_EVENT_H
#define ENGINE_CORE_TCG_EVENT_H

#include "tcg_base.h"

typedef struct tcg_event {
    const char *type;     /* "move", or the game's ("ko", "attack", "turn-start") */
    int card;             /* the card concerned, -1 */
    int player;           /* the player concerned, -1 */
    tcg_place from, to;   /* a move's (zone TCG_NOWHERE otherwise) */
    unsigned inc_before;  /* the card's incarnation before the event: its last information
                             there (tcg_lki.h); 0 none */
    int arg;              /* the game's */
    long batch;           /* the simultaneous event it belongs to (set by tcg_raise) */
} tcg_event;

/* An event of `type` concerning card and player, with no move. */
tcg_event tcg_event_of(const char *type, int card, int player);

typedef enum tcg_batch_mode { TCG_SIMULTANEOUS, TCG_SEQUENTIAL } tcg_batch_mode;
enum { TCG_B_HOLD = 1u << 0, TCG_B_QUIET = 1u << 1, TCG_B_JOIN = 1u << 2 };

void tcg_batch_begin(tcg_game *g, tcg_batch_mode mode, unsigned flags);
/* Close the innermost batch; its held events then reach the game. The first status other than
 * TCG_OK the game's hook returned, else TCG_OK. */
int tcg_batch_end(tcg_game *g);
/* Close the innermost batch without its held events reaching the game (the run is ending). */
void tcg_batch_drop(tcg_game *g);
/* The number of the event raised now: the innermost simultaneous batch's, else a new one. */
long tcg_batch_id(tcg_game *g);
/* The number last given to an event. */
long tcg_batch_last(const tcg_game *g);
/* Raise an event: its number is set, then it reaches the game's hook now, or when the
 * innermost holding batch ends, or never inside a quiet one. */
int tcg_raise(tcg_game *g, tcg_event *ev);
/* Interrupt checks wait while a deferral is open (delta +1 opens one, -1 closes it). */
void tcg_defer(tcg_game *g, int delta);
bool tcg_deferred(const tcg_game *g);

/* Several cards moved by one instruction. */
typedef struct tcg_moves {
    tcg_batch_mode mode;
    unsigned flags;          /* the batch's TCG_B_HOLD, TCG_B_QUIET */
    int zone;                /* the kind of zone they go to */
    long pos;                /* TCG_TOP, TCG_BOTTOM or TCG_DEFAULT: at TCG_TOP, or by default in a
                                TCG_ZONE_TOP_FIRST zone, the first of the order on top and each
                                next just below the one before */
    const char *cause;
    /* The player whose zone the card goes to. */
    int (*dest)(tcg_game *g, int card, int zone, void *ud);
    /* Who orders the n cards arriving together in player's zone (a `kind` "order" choice), -1
     * nobody (they arrive in the order given); NULL: nobody. */
    int (*orderer)(tcg_game *g, int player, int zone, size_t n, void *ud);
    /* Move one card (the game's move: tcg_move and what it means). */
    int (*move)(tcg_game *g, int card, tcg_place to, long pos, const char *cause, void *ud);
    /* Called once with every card (in the order given) before the first of them moves; NULL:
     * nothing (a simultaneous batch's last-known information, all read in the state before any
     * card moved, FW 0-2-10). */
    void (*before)(tcg_game *g, const int *cards, size_t n, void *ud);
    /* true: each card is placed where a move of its own would place it, at `pos` (in a
     * TCG_ZONE_TOP_FIRST zone, by default, each on top of the one before); false: the order's
     * arrangement (the first of the order on top). */
    bool placed_in_turn;
    void *ud;
} tcg_moves;
/* Move cards[0..n) in one batch: for each player from the turn player, the cards going to
 * their zone. The first status other than TCG_OK (the batch ends all the same). */
int tcg_move_cards(tcg_game *g, const int *cards, size_t n, const tcg_moves *m);

#endif
