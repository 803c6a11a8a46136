/* turn.h — the progress of a fusion-world game: the steps before it (6-2), the turn as the
 * core's table (ch. 7), free timings and check points (ch. 4), battles (ch. 8), rule processes
 * and the end of the game (ch. 14, 0-1-3), endless loops (16-1). */
#ifndef FW_TURN_H
#define FW_TURN_H

#include "engine/fusion_world/fw.h"
#include "engine/fusion_world/skills/skills.h"

/* --- pregame.c: the steps before the game (6-2) ---------------------------------------------- */
int fw_pregame(fw_game *g);

/* --- turn.c: the turn (ch. 7) ---------------------------------------------------------------- */
int fw_play_game(fw_game *g, int start_at);
/* An END row: the durations `until` of the turn player (other: of the other player) end; false
 * when they end because their phase is skipped (13-12-5 applied), true in their own step. */
bool fw_end_row(tcg_game *t, fw_until until, int other);
/* The clauses of a phase or step skipped (13-12). */
void fw_skipped(tcg_game *t, const tcg_row *row);
void fw_set_turn(fw_game *g, long turn, int tp);
/* 7-3-4-3-1: the first player's first turn. */
bool fw_first_turn(const fw_game *g);

/* --- timing.c: free timings and check points (ch. 4) ----------------------------------------- */
/* A free timing of the current free-timing player (4-1): reads actions until one is taken
 * (TCG_ACTED) or the player passes (TCG_PASS). */
int fw_free_timing(fw_game *g);
int fw_free_timing_player(const fw_game *g);
/* A check point (4-2), reported with the clause that makes it happen (a string literal). */
int fw_checkpoint(fw_game *g, const char *at);
/* The same in two halves: the report, then the procedure of 4-2-2. */
void fw_checkpoint_open(fw_game *g, const char *at);
int fw_checkpoint_run(fw_game *g);

/* --- battle.c: attack and battle (ch. 8) ----------------------------------------------------- */
int fw_fight(fw_game *g, int attacker, int target);
bool fw_is_attack_card(const fw_game *g, int card);
/* 「アタックが無効になる」 (8-1-2-1): the battle goes on with no attack or guard card, to the
 * battle end step (8-1-5-1, 8-1-6); false when there is no attack to invalidate. */
bool fw_invalidate_attack(fw_game *g);
bool fw_is_guard_card(const fw_game *g, int card);

/* --- rules.c: rule processes (ch. 14) -------------------------------------------------------- */
/* 14-2 (interrupt): every player meeting a defeat condition loses; TCG_OVER when the game ends. */
int fw_defeat_check(fw_game *g);
/* The check-type rule processes of a check point (4-2-2-1): true in *acted when any acted. */
int fw_rule_processes(fw_game *g, bool *acted);
/* End the game: the players losers[p] lose, each for why[p] (0-1-3; a draw when both). */
int fw_game_over(fw_game *g, const bool losers[2], const char *const why[2]);

/* --- loop.c: endless loops (16-1) ------------------------------------------------------------ */
/* One pass of a procedure that may repeat (a check point's 4-2-2-1, the end phase's 7-4-2): when
 * the game is back in a state seen at an earlier pass, the loop is settled by 16-1-1-1 (a draw,
 * TCG_OVER), 16-1-1-2 or 16-1-1-3 (the `loop` choice, then its repetitions played again). */
int fw_loop_pass(fw_game *g, tcg_loop *l);
/* The core's answer hook: the answers of a declared loop's repetitions. */
int fw_answer_again(tcg_game *t, bool random, const char *kind, const json_t **value);

#endif
