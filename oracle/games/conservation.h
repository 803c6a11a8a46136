/* conservation.h — card conservation, the invariant every card game shares: every card of the
 * setup is in exactly one zone of one player (or in the one unowned place, if the game has
 * one), every `move` event starts where the card is, and the final state shows each card where
 * the moves put it, once. A game gets it by declaring its players and zones (cons_rules); its
 * own properties of a move or of a card of the final state are hooks called on the same walk.
 *
 * What it reads is the project's convention for card-game cases (docs/design.md, "Card games"):
 *   setup.cards        {id: {"owner": "P1"?, …}}: every card, with the game's information;
 *   setup.<P>.<zone>   the cards the setup puts in a zone, as the zone's setup shape says;
 *   setup.under        {top: [ids]}: cards under another, in that card's zone;
 *   event  {"type": "move", "step": N, "card": id, "from": PLACE, "to": PLACE}, a PLACE being
 *          "<P>:<zone>", or the unowned place's bare name;
 *   state.<P>.<zone>   the cards of each zone at the end, as the zone's state shape says. */
#ifndef ORACLE_GAMES_CONSERVATION_H
#define ORACLE_GAMES_CONSERVATION_H

#include "invariant.h"

#include <jansson.h>
#include <stdbool.h>
#include <stdint.h>

/* How a zone is written in the setup or in the final state. */
typedef enum cons_shape {
    CONS_ABSENT,  /* not written there */
    CONS_IDS,     /* an array of card ids */
    CONS_ONE,     /* setup: one card id; state: one object {"card": id, …} */
    CONS_CARDS,   /* an array of objects {"card": id, "under": [ids]?, …} */
} cons_shape;

typedef struct cons_zone {
    const char *name;     /* the key under each player, and the zone part of a place */
    cons_shape setup, state;
} cons_zone;

/* A place is player * nzones + zone, or the unowned place (cons_rules.unowned). */
typedef int cons_place;

/* One card of the setup, as the replay knows it. */
typedef struct cons_card {
    const char *id;       /* borrowed from the setup; NULL: an empty slot */
    const json_t *info;   /* setup.cards[id], or NULL */
    unsigned flags;       /* the game's own, from cons_rules.classify */
    int16_t at;           /* where the replay has it */
    int16_t seen_at;      /* where the final state showed it, -1 until then */
    int8_t owner;         /* -1 until read (cons_owner) */
    int8_t first_player;  /* the player whose zone the setup first puts it in */
} cons_card;

typedef struct cons_rules cons_rules;
struct cons_rules {
    const char *const *players;   /* "P1", "P2", … */
    int nplayers;
    const cons_zone *zones;
    int nzones;
    const char *unowned;          /* the place of cards in no player's zone ("removed"), listed
                                     in each player's state under this name; NULL: none */
    const char *clause;           /* the clause conservation breaks (every card in one zone) */
    const char *const *also;      /* further clauses the replay checks, NULL-terminated */
    /* The game's flags of a card, from its setup information (may be NULL). */
    unsigned (*classify)(const json_t *info);
    /* A move about to be replayed (the card is at `from`): 0, or inv_broken()'s -1. */
    int (*on_move)(inv_ctx *x, const cons_rules *r, cons_card *c, cons_place from,
                   cons_place to, long step, void *ctx);
    /* An event that is not a move, on the same walk of the events (may be NULL). */
    void (*on_event)(const json_t *ev, const char *type, void *ctx);
    /* Before the final state is compared, once the moves replayed (may be NULL): the game's
     * checks of the state that name a more precise clause than conservation would. */
    int (*before_final)(inv_ctx *x, const json_t *setup, const json_t *state, void *ctx);
    /* A card of the final state where the moves put it: 0, or inv_broken()'s -1. */
    int (*on_final)(inv_ctx *x, const cons_rules *r, cons_card *c, cons_place at, void *ctx);
};

/* Replay the moves of `observation` from `setup` and compare with its final state (when the
 * state shows the players); records r->clause and r->also as checked. 0, or -1 once broken. */
int cons_check(inv_ctx *x, const cons_rules *r, const json_t *setup, const json_t *observation,
               void *ctx);

/* The unowned place of r. */
cons_place cons_unowned(const cons_rules *r);
/* The zone index of a place, -1 for the unowned place; its player, -1 likewise. */
int cons_zone_of(const cons_rules *r, cons_place at);
int cons_player_of(const cons_rules *r, cons_place at);
/* The card's owner: setup.cards[id].owner, else the player whose zone the setup put it in. */
int cons_owner(const cons_rules *r, cons_card *c);
/* "P2:life", "removed", or "nowhere", into buf. */
void cons_place_name(const cons_rules *r, cons_place at, char *buf, size_t n);

#endif
