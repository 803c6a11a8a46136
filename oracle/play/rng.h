/* rng.h — the random draws of random play: a small generator (splitmix64) whose whole state is
 * one number, seeded from the campaign's seed and a game's number, so that each game is
 * reproducible from the seed alone whichever shard or process plays it. */
#ifndef ORACLE_PLAY_RNG_H
#define ORACLE_PLAY_RNG_H

#include <stddef.h>
#include <stdint.h>

typedef struct rng {
    uint64_t s;
} rng;

/* The generator of game `game` of the campaign seeded `seed`. */
rng rng_for_game(uint64_t seed, uint64_t game);
uint64_t rng_next(rng *r);
/* A number in [0, n) (0 when n is 0). */
size_t rng_below(rng *r, size_t n);
/* An index of `weights` (n > 0, each >= 0, not all 0) drawn in proportion to its weight. */
size_t rng_weighted(rng *r, const unsigned *weights, size_t n);

#endif
