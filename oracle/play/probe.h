/* probe.h — one look at a random game: its setup and the script so far played on each
 * implementation of the campaign (one, or two for a differential campaign), through the
 * drivers `oracle run` uses (in-process or the adapter protocol). Random play asks everything
 * this way: the legal actions (a final `query`), the choice pending, the state. */
#ifndef ORACLE_PLAY_PROBE_H
#define ORACLE_PLAY_PROBE_H

#include "oracle/suite/driver.h"

#include <jansson.h>

typedef struct play_sides {
    driver *drv[2];
    const char *label[2];     /* how findings name each side ("reference engine", a command) */
    size_t n;                 /* 1 or 2 */
    unsigned long runs;       /* scripts sent to each side so far */
} play_sides;

typedef struct probe {
    drv_outcome out[2];
    size_t n;
} probe;

/* Play `script` from `setup` on every side. */
void probe_run(play_sides *s, const char *doc, const json_t *setup, const json_t *script,
               probe *p);
void probe_free(probe *p);
/* Side k's observation when it gave one, else NULL. */
const json_t *probe_observation(const probe *p, size_t k);

/* The legal actions an observation lists for the query at `step`, NULL when none. */
const json_t *probe_legal_at(const json_t *observation, long step);

/* Where two observations first differ, in the order: a case error, the rejections, the
 * events, the legal sets, the choice pending, the final state, the entries consumed. Fills
 * `check` (one of those names) and `where` (a path: "events[12]", "state.P1.hand[2]",
 * "legal@5") and returns true when they differ. The events and the state are compared on the
 * members both report (an object member only one gives is no difference); a state one of them
 * leaves empty is not compared. */
bool probe_first_difference(const json_t *a, const json_t *b, char *check, size_t checksize,
                            char *where, size_t wheresize);

/* The value of an observation at a path probe_first_difference gave (borrowed; NULL when it
 * has none there). */
const json_t *probe_value_at(const json_t *observation, const char *where);

#endif
