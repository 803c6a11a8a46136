/* visibility.h — what each player may see, the invariant every card game shares: on a final state
 * that carries a `view` (docs/design.md, "Card games"), each player's `sees` must be exactly the
 * cards the rules let that player see, in the order of the state's listing, and `counts` the
 * number of cards of every counted zone of every player. A game gets it by declaring its zones in
 * listing order with who sees a card there and the clause that says so.
 *
 * The listing: each player's zones in the table's order (a zone written as objects lists each
 * object's "card", then its "under" cards, which count in that zone), P1's then P2's, then each
 * player's cards of the unowned place (seen by all), P1's then P2's. */
#ifndef ORACLE_GAMES_VISIBILITY_H
#define ORACLE_GAMES_VISIBILITY_H

#include "invariant.h"

#include <jansson.h>
#include <stdbool.h>

typedef enum vis_seen {
    VIS_ALL,      /* every player */
    VIS_HOLDER,   /* the player whose zone it is */
    VIS_NONE,     /* nobody */
} vis_seen;

typedef struct vis_zone {
    const char *zone;            /* the key under each player in the state and in counts */
    vis_seen seen;
    const char *clause;          /* the clause a wrong sight of a card there breaks */
    const char *hidden_clause;   /* VIS_HOLDER: the clause broken when another player sees it */
    bool counted;                /* among the counts every player knows */
} vis_zone;

enum { VIS_MAX_PLAYERS = 4, VIS_MAX_ZONES = 32 };

typedef struct vis_rules {
    const char *const *players;
    int nplayers;
    const vis_zone *zones;       /* in listing order */
    int nzones;
    const char *unowned;         /* the state's key of the cards in no player's zone, or NULL */
    const char *unowned_clause;  /* what says they are seen by all */
    const char *sees_clause;     /* the view itself: a "sees" array, no card listed elsewhere */
    const char *counts_clause;   /* the counts every player knows */
    const char *const *checked;  /* every clause the check records, NULL-terminated */
} vis_rules;

/* Check the view of `state`, if it has one (nothing is checked or recorded otherwise). */
void vis_check(inv_ctx *x, const vis_rules *r, const json_t *state);

#endif
