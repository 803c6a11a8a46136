/* tcg_zones.h — each player's ordered zones, their slots, and cards attached under others: the
 * kinds of zone a game declares (with who sees the faces there, tcg_view.h), putting a card in
 * and taking it out, the move primitive that reports the `move` event, the labels events and
 * states use, and attachments (a stack's cards, guts, items): attached nearest first, the
 * stack's top, promotion of the nearest when the top leaves alone, and the release of a
 * departed host's attachments. What a move means for the rules (a new card, triggers,
 * replacements, where attachments go) is the game's. */
#ifndef ENGINE_CORE_TCG_ZONES_H
#define ENGINE_CORE_TCG_ZONES_H

#include "tcg_base.h"
#include "tcg_list.h"

/* Who sees the faces of a zone's cards (a card may override it: tcg_view.h). */
enum tcg_vis {
    TCG_VIS_PUBLIC,     /* every player */
    TCG_VIS_HOLDER,     /* the player whose zone it is (a hand) */
    TCG_VIS_NONE,       /* nobody (a deck) */
};

enum {
    TCG_ZONE_TOP_FIRST = 1u << 0,  /* listed top first; arrivals go on top by default */
    TCG_ZONE_UNOWNED = 1u << 1,    /* named without its player ("removed"); listed in the view
                                      after every player's zones */
    TCG_ZONE_UNCOUNTED = 1u << 2,  /* its count is not among the view's counts */
    TCG_ZONE_STACKS = 1u << 3,     /* the cards attached to its cards are its cards too: listed
                                      after each of them in the view, and counted */
};

/* A kind of zone; every player has one of each kind, with `nslots` slots (0 or 1: one). */
typedef struct tcg_zone_kind {
    const char *name;
    unsigned flags;
    int vis;                         /* enum tcg_vis */
    int nslots;
    const char *const *slot_names;   /* labels of the slots, NULL: their numbers from 1 */
} tcg_zone_kind;

static inline tcg_place tcg_at(int player, int zone)
{
    return (tcg_place){player, zone, 0};
}

/* The cards of a zone's slot 0, in order (top first in a TOP_FIRST zone). */
tcg_list *tcg_zone(tcg_game *g, int player, int zone);
const tcg_list *tcg_zone_c(const tcg_game *g, int player, int zone);
/* The cards of one slot. */
tcg_list *tcg_slot(tcg_game *g, tcg_place at);
const tcg_list *tcg_slot_c(const tcg_game *g, tcg_place at);
int tcg_nslots(const tcg_game *g, int zone);
/* "P1:hand", "P2:unit:2" (a slot, by its name or number), the bare name of an unowned zone,
 * "none" for no zone; into buf. */
const char *tcg_place_label(const tcg_game *g, tcg_place at, char *buf, size_t size);
/* A new reference to that label as a JSON string, one per place and run. */
json_t *tcg_place_label_json(tcg_game *g, tcg_place at);

/* Where the card is: its zone; an attached card, where its stack is (the place its host has
 * just left while tcg_release moves it). */
tcg_place tcg_where(const tcg_game *g, int card);
/* Put a card that is in no zone and attached to none at `pos` of a slot (TCG_TOP, TCG_BOTTOM,
 * TCG_DEFAULT or an index). */
void tcg_put(tcg_game *g, int card, tcg_place at, long pos);
/* Take the card out of its zone, or off its host (nothing when in neither). */
void tcg_take(tcg_game *g, int card);
/* Report the move event {card, from, to, cause}. */
void tcg_emit_move(tcg_game *g, int card, tcg_place from, tcg_place to, const char *cause);
/* The move primitive: the card leaves where it is (tcg_where), arrives at `pos` of `to`, loses
 * its visibility overrides, and the move is reported; returns where it was. */
tcg_place tcg_move(tcg_game *g, int card, tcg_place to, long pos, const char *cause);

/* --- attachments ---------------------------------------------------------------------------- */
/* Attach a card that is in no zone under `host` at pos (TCG_TOP: nearest the host, TCG_BOTTOM:
 * farthest). */
void tcg_attach(tcg_game *g, int card, int host, long pos);
/* Every card attached to `from` goes under `to`, below the cards there, in their order. */
void tcg_attach_all(tcg_game *g, int from, int to);
/* The card at the top of the stack holding `card` (itself when attached to none). */
int tcg_stack_top(const tcg_game *g, int card);
/* The host is about to leave alone (FW 16-2-6, haikyu 1-2-15-3): the card attached nearest to
 * it takes its place just after it in its zone, the others attached to that card; returns that
 * card, or -1 when none is attached. What it inherits is the game's. */
int tcg_stack_promote(tcg_game *g, int host);
/* The host has left `from`: each card attached to it, nearest first, is moved by the game's
 * `move` (which takes it off the host) while tcg_where says it is at `from`. Returns the first
 * status other than TCG_OK, else TCG_OK. */
int tcg_release(tcg_game *g, int host, tcg_place from,
                int (*move)(tcg_game *g, int card, void *ud), void *ud);

#endif
