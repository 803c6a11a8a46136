/* lycee.h — what the judge's lycee checks share (private to oracle/games/lycee/): the run's
 * walk of its events (the cards moved, shown or turned face down, the decks shuffled) and the
 * visibility properties of a final state that carries a `view` (view.c). */
#ifndef ORACLE_GAMES_LYCEE_H
#define ORACLE_GAMES_LYCEE_H

#include "oracle/games/invariant.h"

#include <jansson.h>
#include <stdbool.h>
#include <stddef.h>

/* A card's visibility since it last moved: for each player (bit p), shown (1570:公開する, 表にする:
 * the `to` of a `reveal` event, both for a `face` up) or hidden (1570:非公開にする, 裏にする);
 * the zone decides for a player in neither set. */
typedef struct ly_seen {
    const char *id;
    bool moved;
    unsigned shown, hidden;
    bool equipped;               /* an `equip` event put it on a character during the run */
} ly_seen;

typedef struct ly_run {
    ly_seen *v;
    size_t n, cap;
    bool shuffled[2];
    bool lost[2];                /* a `lose` event named the player (outcome.h) */
} ly_run;

void ly_run_init(ly_run *r);
void ly_run_free(ly_run *r);
void ly_seen_move(ly_run *r, const char *id);
void ly_seen_event(ly_run *r, const json_t *ev, const char *type);
bool ly_seen_moved(const ly_run *r, const char *id);
bool ly_seen_equipped(const ly_run *r, const char *id);
void ly_view_check(inv_ctx *x, const json_t *state, const ly_run *r);

#endif
