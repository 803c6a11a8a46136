/* rng.c — splitmix64 (rng.h). */
#include "rng.h"

uint64_t rng_next(rng *r)
{
    uint64_t z = (r->s += 0x9e3779b97f4a7c15ull);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
    return z ^ (z >> 31);
}

rng rng_for_game(uint64_t seed, uint64_t game)
{
    rng r = {seed ^ 0x5851f42d4c957f2dull};
    r.s = rng_next(&r) ^ (game * 0x2545f4914f6cdd1dull);
    rng_next(&r);
    return r;
}

size_t rng_below(rng *r, size_t n)
{
    return n ? (size_t)(rng_next(r) % n) : 0;
}

size_t rng_weighted(rng *r, const unsigned *weights, size_t n)
{
    uint64_t total = 0;
    for (size_t i = 0; i < n; i++)
        total += weights[i];
    if (!total)
        return rng_below(r, n);
    uint64_t x = rng_next(r) % total;
    for (size_t i = 0; i < n; i++) {
        if (x < weights[i])
            return i;
        x -= weights[i];
    }
    return n - 1;
}
