/* outcome.h — the result of a card game against its `lose` events, an invariant the card games
 * share: a game still going on has no player who lost; a draw is every player losing; a winner
 * is the one player who did not lose while every other did. The state's "result" is null while
 * the game goes on, {"winner": P} or {"draw": true} at its end; a `lose` event names its
 * "player" (docs/design.md, "Card games"). */
#ifndef ORACLE_GAMES_OUTCOME_H
#define ORACLE_GAMES_OUTCOME_H

#include "invariant.h"

#include <jansson.h>
#include <stdbool.h>

typedef struct outcome_rules {
    const char *const *players;
    int nplayers;
    const char *clause;       /* what says who wins and who loses */
    const char *draw_clause;  /* what says when the game is a draw */
} outcome_rules;

/* On a walk of the events: when `ev` (of `type`) is a `lose` event, mark its player in lost[]. */
void outcome_note(const outcome_rules *r, const json_t *ev, const char *type, bool *lost);
/* The state's result against lost[]: 0, or inv_broken()'s -1. Records both clauses checked. */
int outcome_check(inv_ctx *x, const outcome_rules *r, const json_t *state, const bool *lost);

#endif
