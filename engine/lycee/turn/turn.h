/* turn.h — the game's progress: the pre-game (0501, 0503), the turn and its phases (0510,
 * 0521–0523: wake-up, warm-up, the main phase's declaration timings, hand adjustment, the end of
 * the turn's modifications), and battles (0850: the defender, the battle's declaration timings,
 * the battle result, its end and interruption). */
#ifndef LY_TURN_H
#define LY_TURN_H

#include "engine/lycee/ly.h"

/* --- turn.c (0501, 0510, 0521–0523) ------------------------------------------------------------ */
/* Play from where the setup starts to the end of the game or of the script. */
int ly_play_game(ly_game *g, int start_at);
/* The first player's first turn (0521/ウォームアップ/先攻のプレイヤーの1ターン目). */
bool ly_first_turn(const ly_game *g);

/* --- pregame.c (0501#1, 0503) ------------------------------------------------------------------- */
int ly_pregame(ly_game *g);

/* --- battle.c (0850) ----------------------------------------------------------------------------- */
/* The battle an attack's successful resolution begins (0815/解決/進行#4). */
int ly_battle_begin(ly_game *g, int attacker);
/* 0850/バトルの中断: whether the battle going on must be interrupted now. */
bool ly_battle_broken(const ly_game *g);
/* Interrupt it (0850/バトルの中断, 1600:バトルを中断する#2). */
void ly_battle_interrupt(ly_game *g);
/* A character takes part in the battle going on (0850: 攻撃 / 防御キャラクターカード). */
bool ly_in_battle(const ly_game *g, int card);
/* The player's battle participant, -1. */
int ly_participant(const ly_game *g, int player);

/* --- result.c (0850:バトル結果) ------------------------------------------------------------------ */
int ly_battle_result(ly_game *g);

#endif
