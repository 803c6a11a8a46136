/* board.h — the board and the cards' places: the fields and their geometry (0300: columns,
 * rows, directions, adjacency), what a field holds (0310), moving cards between zones (1510/移動:
 * the information lost, the game-end check after every card moved, 0502), the cards a character
 * carries (0229: its item, its 下, 0430) and 横 (0440, 1570:カードを横に置く). */
#ifndef LY_BOARD_H
#define LY_BOARD_H

#include "engine/lycee/ly.h"

/* --- geometry.c (0300) ------------------------------------------------------------------------ */
/* Global coordinates in P1's frame (the text's 配置例B with P1 as 自分): row 0 P2's DF … row 3
 * P1's DF, column 0 left … 2 right. */
typedef struct ly_cell {
    int row, col;
} ly_cell;
ly_cell ly_cell_of(int player, int zone);
/* The field at a cell: *player and *zone; false off the board. */
bool ly_field_at(ly_cell c, int *player, int *zone);
bool ly_same_column(int p1, int z1, int p2, int z2);
bool ly_adjacent(int p1, int z1, int p2, int z2);
bool ly_is_af(int zone);
/* Directions (0300/方向) in the frame of `viewer`; the fields on the ray from (player, zone). */
enum { LY_DIR_FRONT, LY_DIR_FRONT_RIGHT, LY_DIR_RIGHT, LY_DIR_BACK_RIGHT, LY_DIR_BACK,
       LY_DIR_BACK_LEFT, LY_DIR_LEFT, LY_DIR_FRONT_LEFT, LY_NDIRS };
extern const char *const ly_dir_names[];
size_t ly_ray(int viewer, int player, int zone, int dir, tcg_place *out);
bool ly_in_direction(int viewer, int player, int zone, int dir, int p2, int z2);

/* --- zones.c: moving cards (1510/移動, 0229, 0310, 0430, 0440, 0502) ----------------------------- */
/* Move a card to a player's zone (pos as tcg_put: TCG_TOP, TCG_BOTTOM, TCG_DEFAULT): it loses
 * the information given to it unless it moves between fields (1510/移動); a card leaving the
 * field discards what it carries (0229/カード置き場/カードの破棄, 0430/処理の終了); a public card
 * going where it is not public is shown first (1510/公開されたカードの…); the game-end check
 * follows (0502). TCG_OVER when the game ended. */
int ly_move(ly_game *g, int card, tcg_place to, long pos, const char *cause);
/* Put a card on or under a character: an item (0229), a 下 card or a charge (0430). */
int ly_attach(ly_game *g, int card, int host, int role, const char *cause);
/* The cards carried by a character of `role` (LY_ROLE_ITEM, LY_ROLE_UNDER, LY_ROLE_CHARGE;
 * LY_ROLE_NONE: all), in order; their number. */
size_t ly_carried(const ly_game *g, int host, int role, int *out, size_t max);
/* The character a card is on or under, -1. */
int ly_host_of(const ly_game *g, int card);
/* The deck and shield zones' top (0420/順序). */
int ly_deck_top(const ly_game *g, int player);
/* 0502: the end of the game by a deck at 0 (#A); checked after every move and when the run
 * begins. TCG_OVER when it ended. */
int ly_check_end(ly_game *g);
/* 0502/判定#B: the players in `losers` (bit p) lose; TCG_OVER. */
int ly_end_game(ly_game *g, unsigned losers, const char *why);
/* 0440/処理の終了, 1570:カードを横に置く/残存カードの破棄: the cards the use `aside` put 横 are
 * discarded. */
int ly_aside_end(ly_game *g, int aside);

#endif
