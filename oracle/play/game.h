/* game.h — one random game: from a setup, the script grows one decision at a time. At each
 * decision the script so far and a `query` are played on every implementation (probe.h); the
 * observation says what comes next: a choice or random outcome pending (an answer drawn from
 * the options it lists), the end of the game, or a free timing (an action drawn from the legal
 * set, completed by the game's table). Every probe is checked (finding.h); the game stops at
 * its first finding. The script keeps each query before the action drawn from it. */
#ifndef ORACLE_PLAY_GAME_H
#define ORACLE_PLAY_GAME_H

#include "finding.h"
#include "play_games.h"
#include "probe.h"
#include "rng.h"

#include <jansson.h>
#include <stdbool.h>

typedef struct game_limits {
    long max_steps;      /* script entries a game may take before it is a finding (no-end) */
    int answer_tries;    /* answers drawn again when an implementation refuses one as
                            malformed (a subset of the wrong size) */
} game_limits;

typedef struct game_result {
    json_t *script;      /* the game's script (with the final query when a finding stopped it) */
    bool ended;          /* the game reached its result */
    bool discarded;      /* the setup or an answer was refused: no game, no finding */
    char why[512];       /* why it was discarded */
    bool has_finding;
    finding f;
    json_t *observations;/* at the finding: each side's observation (array), else NULL */
    json_t *trace;       /* the clauses the last observation of the first side applied */
    json_t *applied;     /* every clause some observation of the first side applied: id -> true */
    long decisions;
} game_result;

/* Play one game from `setup` (borrowed). */
void game_play(const play_game *g, play_sides *s, const json_t *setup, rng *r,
               const game_limits *lim, game_result *out);
void game_result_free(game_result *res);

/* The answer entry ({"choose"|"random": V, "for": K}) to the `pending` of the observation
 * `obs` drawn with `r` (by the game's answer hook from `setup` and `obs` where it has one),
 * after `attempt` answers to it were refused. */
json_t *game_answer(const play_game *g, const json_t *setup, const json_t *obs, int attempt,
                    rng *r);

#endif
