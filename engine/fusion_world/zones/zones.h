/* zones.h — fusion-world's zones (ch. 3): moves between them and what a move means (a new card,
 * the owner's zone, triggers), entries (5-5), stacks of cards under others (16-2, 14-5), and the
 * last information of a card in a zone it left (9-10-1, 9-6-7-1). */
#ifndef FW_ZONES_H
#define FW_ZONES_H

#include "engine/fusion_world/fw.h"

/* What was last known of a card in a zone it left (9-10-1, 9-6-7-1): the card's information as
 * it was there, taken as it left (lki.c), kept by the core under the card's incarnation
 * there (tcg_lki.h). */
typedef struct fw_lki {
    int player, zone;
    unsigned serial;            /* the card as it was in that zone (its incarnation, 3-1-4) */
    int side;
    bool rested;
    bool has_power;
    long power;
    long cost;                  /* as 1-2-5 reads it */
    unsigned colors;
    unsigned kw;
    long strike;
    long ki;
    const json_t *traits;       /* every trait it had (kept by fw_game.kept) */
} fw_lki;

/* --- moves.c: moves between zones (ch. 3) ---------------------------------------------------- */
/* Move a card (and what the move means: 3-1-4 a new card, 1-12-4, 16-2-5, triggers 9-6-7). The
 * destination is the owner's zone unless it is the leader, battle or combo area (3-1-6-1).
 * `pos`: TCG_TOP, TCG_BOTTOM, TCG_DEFAULT. Returns TCG_OVER when the defeat check ends the game
 * (unless a deferral is open, tcg_defer). */
int fw_move(fw_game *g, int card, int to_player, int to_zone, long pos, const char *cause);
/* A card still in the hand that failed to enter (5-5-5) or to combo (5-6-5), `clause`, goes
 * to its owner's drop (cause "rule"); elsewhere nothing happens. */
int fw_failed_to_drop(fw_game *g, int card, const char *clause);
int fw_move_nocheck(fw_game *g, int card, int to_player, int to_zone, long pos,
                    const char *cause);
/* Several cards moved by one instruction or process. Together (0-2-10): one event, every card's
 * last information taken before any moves, the owner ordering those of theirs that arrive in a
 * deck, life or drop (3-1-5: an `order` choice, the turn player's first, 0-2-7). Cards all from
 * a deck move one at a time instead (3-2-3): in the deck's order, each on the one before, each
 * an event of its own, no order asked. The defeat check follows (14-2). */
int fw_move_group(fw_game *g, const int *cards, size_t n, int to_zone, long pos,
                  const char *cause);
/* The same with each card's cause (`causes` NULL: `cause` for all); `join`: the moves are part
 * of the simultaneous event already open (several processes done at once, 4-2-2-1). */
int fw_move_cards(fw_game *g, const int *cards, const char *const *causes, size_t n, int to_zone,
                  long pos, const char *cause, bool join);
/* Cards moved at once by other means than fw_move_cards (0-2-10): what each is now is taken
 * before any of them moves, and read so by its move; forgotten for those that did not move. */
void fw_remember_group(fw_game *g, const int *cards, size_t n);
void fw_forget_group(fw_game *g, const int *cards, size_t n);
/* Two or more cards, every one in a deck: they move one at a time (3-2-3), from the top of the
 * deck (fw_deck_order sorts them so). */
bool fw_all_in_deck(fw_game *g, const int *cards, size_t n);
void fw_deck_order(fw_game *g, int *cards, size_t n);
/* The player whose zone a card moving to `zone` goes to (3-1-6, 3-1-6-1). */
int fw_dest_player(fw_game *g, int card, int zone, int named_player);
bool fw_zone_public(int zone);
/* An entry (5-5): the `enter` event, the card's move into the battle area (`pos` as for fw_move),
 * then its 【登場時】 (9-6-7-3). */
int fw_enter_move(fw_game *g, int card, int player, long pos, const char *cause,
                  const char *how);
/* The `enter` event and the 【登場時】 of a card already moved into the battle area (a field,
 * whose move comes first: 15-3-2), or the two halves apart (an evolve). */
void fw_entered(fw_game *g, int card, const char *how);
void fw_enter_event(fw_game *g, int card, const char *how);
void fw_enter_fire(fw_game *g, int card);

/* --- stacks.c: cards under others (ch. 16) --------------------------------------------------- */
/* Put `card` (from wherever it is) on top of `base`; the stack's cards stay where they are. */
void fw_stack_on(fw_game *g, int card, int base);
/* `base` goes under `top` with the cards under it (its information kept, 9-10-1; its power
 * changes, being in battle and 【気】 passing to the top, 14-5-2); true when it was the attack or
 * guard card. */
bool fw_put_under(fw_game *g, int top, int base);
/* When a stack's top has left the battle area (`from`), the cards under it go from that area
 * to their owners' drops, the card just below the top first (16-2-5). */
int fw_stack_release(fw_game *g, int top, tcg_place from);
/* 16-2-6: the top card of a battle-area stack is about to move alone: the card under it takes
 * its place with the rest of the stack, its 【気】, its orientation and its power changes. */
void fw_stack_leave_alone(fw_game *g, int top);

/* --- lki.c: the last information of a card in a zone it left (9-10-1, 9-6-7-1) --------------- */
/* Take what is known of the card in its zone now (before it leaves it); returns the snapshot. */
fw_lki fw_remember(fw_game *g, int card);
/* The snapshot of the card as it was with `serial`, NULL when none was taken. */
const fw_lki *fw_lki_of(const fw_game *g, int card, unsigned serial);
/* What an effect reading the card it knows as `serial` reads: NULL when that is the card as it
 * is now (or serial 0: no reference), else its last information there (9-10-1). */
const fw_lki *fw_known(fw_game *g, int card, unsigned serial);
/* The information of a card, as it is now (lki NULL) or as last known. */
bool fw_info_has_power(fw_game *g, int card, const fw_lki *lki);
long fw_info_power(fw_game *g, int card, const fw_lki *lki);
long fw_info_cost(fw_game *g, int card, const fw_lki *lki);
unsigned fw_info_colors(fw_game *g, int card, const fw_lki *lki);
bool fw_info_trait(fw_game *g, int card, const fw_lki *lki, const char *trait);
bool fw_info_rested(fw_game *g, int card, const fw_lki *lki);
bool fw_info_keyword(fw_game *g, int card, const fw_lki *lki, unsigned kw);
long fw_info_strike(fw_game *g, int card, const fw_lki *lki);
long fw_info_ki(fw_game *g, int card, const fw_lki *lki);
int fw_info_player(fw_game *g, int card, const fw_lki *lki);
int fw_info_zone(fw_game *g, int card, const fw_lki *lki);

#endif
