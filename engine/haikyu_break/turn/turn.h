/* turn.h — the progress of the game (ch. 5): the turn as the core's table of phases and steps
 * (turn.c: 5-1, 5-2, 5-5 … 5-12, 5-16, 5-19), the check process (check.c: 5-4, 8-1), offense and
 * defense points and the judge (points.c: 5-15, 5-17, 5-18, 0-2-11), lost, the lost-set step,
 * the interval and the game's end (lost.c: 1-4-9, 5-20, 5-3, 0-1-3, 8-2), skipping (skip.c:
 * 8-6), loops (loop.c: 10-1). */
#ifndef HB_TURN_H
#define HB_TURN_H

#include "engine/haikyu_break/hb.h"
#include "engine/haikyu_break/setup/setup.h"

/* turn.c: play the game from the setup's start. */
int hb_play_game(hb_game *g, const hb_start *s);
/* The table's label of the start (①) of a phase. */
int hb_phase_label(hb_phase phase);
/* HB_JUMPED when a lost or a skip sent the game elsewhere, else TCG_OK. */
static inline int hb_jumped(const hb_game *g) { return g->jump ? HB_JUMPED : TCG_OK; }

/* check.c: the check process (5-4-2); HB_JUMPED when a lost or a skip interrupted it. */
int hb_check_process(hb_game *g);

/* points.c: a player's offense (op) or defense point: its value with its modifications
 * (0-2-11, 0-2-12) and the permanents' (false: it has none). */
bool hb_point_value(hb_game *g, int player, bool op, long *out);
/* Calculated afresh from `base` (5-17, 5-18): the earlier one and its modifications go. */
void hb_point_fresh(hb_game *g, int player, bool op, long base);
/* An addition, or a fix (「N にする」), while the point exists (an OP a fix makes when none). */
void hb_point_add(hb_game *g, int player, bool op, long n);
void hb_point_fix(hb_game *g, int player, bool op, long n);
void hb_point_vanish(hb_game *g, int player, bool op);
/* The offense point steps of the serve, block and attack phases, the defense point steps of the
 * block and receive phases, the judge step (5-15-2). */
int hb_offense_step(hb_game *g);
int hb_defense_step(hb_game *g);
int hb_judge_step(hb_game *g);

/* lost.c */
/* `player` declares lost (1-4-9): with no set card, the game is lost (0-1-3-1-1); else the turn
 * ends at once and the lost-set step follows (g->jump). */
int hb_declare_lost(hb_game *g, int player, const char *why);
/* The players of `losers` (bits) lose the game (0-1-3): replaced unless conceding
 * (0-1-3-2-1); TCG_OVER once it ends. */
int hb_game_over(hb_game *g, unsigned losers, const char *why);
int hb_lost_set_step(hb_game *g);
int hb_interval(hb_game *g);

/* skip.c: skip the rest of the phase and go to phase `to` of this turn (8-6). */
int hb_skip_to(hb_game *g, hb_phase to);
/* Side blockers go to the drop at once, their owner ordering them (5-7-2 ⑦, 8-6-6). */
int hb_drop_side_blockers(hb_game *g);

/* loop.c: a check process about to resolve an item of `master`: a pass of it (10-1); TCG_OK:
 * go on. A new check process, a new turn; the answers of a declared loop given again (the
 * core's answer hook). */
int hb_loop_pass(hb_game *g, int master);
void hb_loop_start(hb_game *g);
void hb_loop_reset(hb_game *g);
void hb_loop_free(hb_game *g);
int hb_answer_again(tcg_game *t, bool random, const char *kind, const json_t **value);

#endif
