/* setup_pool.h — where random games start: the setups of a document's cases (hand-written and
 * generated), each a legal starting state in the document's vocabulary, drawn with more weight
 * for those of cases about rarer paths (play_games.h), each drawn setup with its decks put in a
 * new random order. The pool also knows every clause the cases declare, so that a campaign can
 * say which clauses random play applied that no case declares. */
#ifndef ORACLE_PLAY_SETUP_POOL_H
#define ORACLE_PLAY_SETUP_POOL_H

#include "play_games.h"
#include "rng.h"
#include "util/diag.h"

#include <jansson.h>

typedef struct setup_pool {
    json_t *setups;      /* array of {"setup", "from" (the case id), "weight"} */
    unsigned *weights;
    json_t *declared;    /* object: every clause id some case of the document declares -> true */
} setup_pool;

/* Read every case of `doc` under `cases_dir` (cases that expect their input refused are left
 * out); identical setups are kept once. 0, or -1 after a diagnostic (unreadable directory, a
 * case that is not JSON, no setup at all). */
int setup_pool_load(setup_pool *p, const play_game *g, const char *cases_dir, diag *dg);
/* A new random setup (a new reference) and the case it comes from (borrowed). */
json_t *setup_pool_draw(const setup_pool *p, const play_game *g, rng *r, const char **from);
void setup_pool_free(setup_pool *p);

#endif
