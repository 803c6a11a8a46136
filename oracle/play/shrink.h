/* shrink.h — a finding reduced to a short case: delta debugging (ddmin) over the script's
 * entries, then each item of the setup (a card, a fighter: play_games.h) taken out wherever
 * the setup and the script name it,
 * then each number of the setup made 0 or halved, then the script again, for as long as the
 * finding repeats itself (the same kind and detail, finding.h) and the budget of probes lasts.
 * What it reduces is a case like any other: nothing of the game's generator is replayed. */
#ifndef ORACLE_PLAY_SHRINK_H
#define ORACLE_PLAY_SHRINK_H

#include "finding.h"
#include "play_games.h"
#include "probe.h"

#include <jansson.h>

typedef struct shrink_stats {
    unsigned long probes;           /* candidates played */
    size_t steps_before, steps_after;
    size_t items_before, items_after;   /* the setup's items: cards, fighters */
} shrink_stats;

/* Reduce *setup and *script (replaced by new references) while `f` repeats; the finding
 * of the smallest case goes into `f`, its observations into *observations (replaced). */
void shrink_finding(const play_game *g, play_sides *s, json_t **setup, json_t **script,
                    finding *f, json_t **observations, unsigned long budget, shrink_stats *st);

/* How many items (cards, fighters) the setup names. */
size_t shrink_items(const play_game *g, const json_t *setup);

#endif
