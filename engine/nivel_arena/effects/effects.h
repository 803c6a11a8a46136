/* effects.h — effects (ch. 8) of the synthetic cards: the instructions of the effect language
 * (docs/engines/nivel-arena.md, part 2) processed top to bottom (8.3), whether an activated
 * effect has anything it can do (8.1.3.1.2), and the automatic effects waiting to activate and
 * their order (8.1.3.2.3, 8.4). */
#ifndef ENGINE_NIVEL_ARENA_EFFECTS_H
#define ENGINE_NIVEL_ARENA_EFFECTS_H

#include "engine/nivel_arena/na.h"

/* Who processes an effect: its card ("this") as the incarnation it was, and its master (8.3.4). */
typedef struct na_ctx {
    int card;
    unsigned inc;
    int master;
    int until;                 /* the duration an instruction without "until" has */
} na_ctx;

/* Process the instructions (8.2.1.4, 8.3.1); then the rule processes of 1.3.7.3 and 8.6.2. */
int na_process(na_game *g, const na_ctx *x, const json_t *instrs);
/* Whether some instruction can be carried out now (8.1.3.1.2). */
bool na_executable(na_game *g, const na_ctx *x, const json_t *instrs);
/* An automatic effect meets its condition: it waits for the next resolution. */
void na_pend_add(na_game *g, const na_pend *p);
/* Activate and process the pending automatic effects (8.1.3.2.3, 8.4.1), unless processing
 * that makes them wait is going on (8.4.2, 8.4.3). */
int na_resolve(na_game *g);
/* Level the player's leader by delta (4.6.3), and awaken it when its condition is met
 * (10.2.6.1.2). */
int na_level_change(na_game *g, int player, long delta);

#endif
