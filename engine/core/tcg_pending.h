/* tcg_pending.h — triggered abilities waiting to be resolved, and the resolution point that
 * resolves them. An entry is the ability of a card as it was where the trigger met it (its
 * incarnation), with its master, the game's class (an auto, a delayed effect, nivel's
 * continuous or automatic effects) and the card whose event triggered it. How often one
 * ability becomes pending is the game's limit:
 *   TCG_PEND_EACH            once every time it is met, even by one event (haikyu 6-6-1 ①);
 *   TCG_PEND_ONCE_PER_EVENT  once per simultaneous event (FW 9-6-2-1: an entry of the same
 *                            card, ability, class and batch number is waiting);
 *   TCG_PEND_ONCE_PER_TURN   once per turn, even when it failed (lycee 0902/誘発の上限).
 * A resolution point (tcg_resolve) resolves the queue by the game's policy: before each pick
 * the game's checks run (FW 4-2-2-1 rule processes, haikyu 5-4-2 ①); the entries are ranked
 * in groups (FW: the turn player's autos, then their delayed effects, then the other player's;
 * haikyu: the turn player's, then the other's; lycee: one group the turn player picks from),
 * the lowest group with entries goes first, and the game takes one of its entries (asks which,
 * resolves it, or declines them). With `rounds` (nivel 8.4.1), the entries that become pending
 * during a round wait for the next. Inside a hold (nivel 8.4.2/8.4.3, lycee 0603) a resolution
 * point does nothing. */
#ifndef ENGINE_CORE_TCG_PENDING_H
#define ENGINE_CORE_TCG_PENDING_H

#include "tcg_base.h"

typedef struct tcg_pending {
    int card;                /* -1: an effect with no card */
    unsigned inc;            /* the card as it was where the trigger met it */
    int ability;             /* the game's index */
    int master;
    int cls;                 /* the game's class */
    int trigger_card;        /* the card whose event triggered it, -1 */
    unsigned trigger_inc;    /* that card as the ability reads it */
    long batch;              /* the event that made it pending */
    long seq;                /* set by the core: the order entries were added in */
    const void *data;        /* the game's */
} tcg_pending;

typedef enum tcg_pend_limit {
    TCG_PEND_EACH,
    TCG_PEND_ONCE_PER_EVENT,
    TCG_PEND_ONCE_PER_TURN,
} tcg_pend_limit;

/* Make an ability pending within the limit; false when the limit keeps it from it. */
bool tcg_pend_add(tcg_game *g, const tcg_pending *p, tcg_pend_limit limit);
/* Take the entry at `index` out of the queue (the queue keeps its order). */
tcg_pending tcg_pend_take(tcg_game *g, size_t index);
/* Remove every entry `drop` says (haikyu 5-20-3 ④, 8-4-4; FW 9-6-3-1-1); how many. */
size_t tcg_pend_cancel(tcg_game *g, bool (*drop)(const tcg_game *g, const tcg_pending *p,
                                                  void *ud), void *ud);

typedef struct tcg_resolver {
    /* The entry's group (lowest first), -1: not resolved at this point. */
    int (*group)(const tcg_game *g, const tcg_pending *p, void *ud);
    /* Before each pick: the game's checks; anything but TCG_OK ends the point. */
    int (*before)(tcg_game *g, void *ud);
    /* Take one of the group's entries, idx[0..n) their queue indexes in queue order: ask which,
     * resolve it (tcg_pend_take), or decline them (tcg_pend_cancel); at least one leaves the
     * queue. TCG_OK goes on. */
    int (*take)(tcg_game *g, int group, const size_t *idx, size_t n, void *ud);
    bool rounds;             /* nivel 8.4.1 */
    void *ud;
} tcg_resolver;
/* Resolve until no entry is left to resolve here (or the game's hooks stop it). */
int tcg_resolve(tcg_game *g, const tcg_resolver *r);
/* A hold: resolution points do nothing while one is open (delta +1 opens, -1 closes). */
void tcg_hold(tcg_game *g, int delta);

#endif
