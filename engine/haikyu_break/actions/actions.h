/* actions.h — what the players do (1-4, 5-13, 5-14): the basic actions draw and shuffle (basic.c:
 * 1-4-2, 1-4-3), the appearance step and its appearances (appear.c: 1-4-5, 5-13, 3-6-3), the
 * free step's actions — active skills, events, a voluntary lost, passing — and their rejections
 * (free.c: 5-14, 6-7, 6-8, 1-4-6, 1-4-9-2, 9-6), skill costs and requirements (cost.c: 1-3-5,
 * 1-4-8, 6-2-2, 7-2-3), and the exact sets of legal actions (`query`). */
#ifndef HB_ACTIONS_H
#define HB_ACTIONS_H

#include "engine/haikyu_break/effects/effects.h"
#include "engine/haikyu_break/hb.h"

/* basic.c */
/* `player` draws n cards, one at a time (1-4-2-1); from an empty deck nothing (0-2-5-2). */
int hb_draw(hb_game *g, int player, long n);
/* Shuffle the player's deck (1-4-3): impossible with 0 or 1 card (1-4-3-1-1). */
int hb_shuffle_deck(hb_game *g, int player);
/* A `do` entry, read where the rules give `player` a decision: NULL at the end of the script.
 * A concession (0-1-3-2) is carried out here (TCG_OVER). */
int hb_read_action(hb_game *g, const json_t **entry);
/* The player an action's optional "by" names (default `dflt`). */
int hb_action_by(hb_game *g, const json_t *a, int dflt, int *out);

/* appear.c: the appearance step of the current phase (5-13-2). */
int hb_appear_step(hb_game *g);
/* Whether `card` may appear in `player`'s `zone` as `role` now (1-4-5-1, 0-2-6); the clause
 * refusing it, NULL when it may. */
const char *hb_appear_refused(hb_game *g, int player, int card, int zone, int role);
/* Make the cards appear: the event, the move, the trigger (1-4-5, 6-6-2-3). */
int hb_appear(hb_game *g, int card, int player, int zone, int role, const char *how);

/* free.c: the free step (5-14-3). */
int hb_free_step(hb_game *g);
/* Use a skill inside a resolution (6-12-1-1). */
int hb_use_inside(hb_game *g, hb_ctx *outer, int card, int skill);

/* cost.c */
/* Whether the cost can be paid in full by the master of `card` (1-3-5-1). */
bool hb_cost_payable(hb_game *g, int card, int master, const json_t *cost);
/* Pay it, in order (1-4-8): a `pay` event, then its moves. */
int hb_pay_cost(hb_game *g, int card, int master, const json_t *cost);
/* The requirements (7-2-3) on `player`'s act: whether they can be met, and meeting them. */
bool hb_requirements_met(hb_game *g, int player, const char *act, int card);
int hb_meet_requirements(hb_game *g, int player, const char *act, int card);

#endif
