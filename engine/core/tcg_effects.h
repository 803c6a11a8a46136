/* tcg_effects.h — continuous effects with timestamps and durations (FW 9-8, haikyu 6-10,
 * nivel 6.6.1.2, lycee 0910): each record is the game's kind and value applied to one card
 * while it stays the same card (its incarnation, FW 9-8-2, haikyu 8-4-3), with its master, a
 * timestamp from the game's clock (tcg_tick: the order effects began to apply), and the
 * duration that ends it (the game's tag: end of battle, phase, turn). An effect of a turn to
 * come waits until that turn's start (FW 7-2-2/7-2-3 「次の自分のターン中」, haikyu 5-5-2 ①),
 * taking its timestamp then. What a kind means, layers, clamps and the static abilities read
 * beside the records are the game's. */
#ifndef ENGINE_CORE_TCG_EFFECTS_H
#define ENGINE_CORE_TCG_EFFECTS_H

#include "tcg_base.h"

typedef struct tcg_effect {
    int kind;                /* the game's */
    long value;
    const char *name;        /* the game's: a keyword, a trait, an act */
    void *data;              /* the game's */
    int card;                /* the card affected … */
    unsigned inc;            /* … while it is this incarnation */
    int master;
    int until;               /* the game's duration tag */
    long stamp;              /* when it began to apply */
    long begins;             /* 0, or the turn it begins (ended until then) */
    bool ended;
} tcg_effect;

/* The next timestamp of the game's clock (effects, arrivals: one order for both). */
long tcg_tick(tcg_game *g);
/* A new effect on the card as it is now, stamped now; the pointer lasts until the next add. */
tcg_effect *tcg_effect_add(tcg_game *g, int kind, int card, int master, int until);
/* It begins at the start of turn `turn` (ended until then). */
void tcg_effect_defer(tcg_effect *e, long turn);
/* The effects of `master` waiting for this turn begin, stamped now. */
void tcg_effects_begin_turn(tcg_game *g, int master);
/* End the effects lasting `until` whose master is `master` (-1: any). */
void tcg_effects_end(tcg_game *g, int until, int master);
/* Whether the effect applies to `card` as it is now. */
bool tcg_effect_applies(const tcg_game *g, const tcg_effect *e, int card);
/* The effects on `from` as incarnation from_inc that `which` accepts apply to `to` as it is
 * now (FW 14-5-2, 16-2-6-1: power changes pass to the card on top). */
void tcg_effects_follow(tcg_game *g, int from, unsigned from_inc, int to,
                        bool (*which)(const tcg_effect *e));

#endif
