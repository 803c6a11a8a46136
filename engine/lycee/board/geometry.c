/* geometry.c — the board's geometry (0300): the six fields of each 場 seen from their player
 * (0300/自分の場の構成), the other player's point-symmetric (0300/相手の場の配置), columns (0300/列,
 * 同列) and rows (オーダー), directions as rays from a field in the frame of the effect's user
 * (0300/方向), and adjacency across the centre line too (0300/隣接). */
#include "engine/lycee/board/board.h"

const char *const ly_dir_names[] = {"front", "front-right", "right", "back-right", "back",
                                    "back-left", "left", "front-left", NULL};
static const int dir_dr[LY_NDIRS] = {-1, -1, 0, 1, 1, 1, 0, -1};
static const int dir_dc[LY_NDIRS] = {0, 1, 1, 1, 0, -1, -1, -1};

bool ly_is_af(int zone)
{
    return zone >= LY_AF_LEFT && zone <= LY_AF_RIGHT;
}

ly_cell ly_cell_of(int player, int zone)
{
    int f = zone - LY_AF_LEFT, col = f % 3;
    bool af = f < 3;
    if (player == LY_P1)
        return (ly_cell){af ? 2 : 3, col};
    return (ly_cell){af ? 1 : 0, 2 - col};       /* point symmetry */
}

bool ly_field_at(ly_cell c, int *player, int *zone)
{
    if (c.row < 0 || c.row > 3 || c.col < 0 || c.col > 2)
        return false;
    if (c.row >= 2) {
        *player = LY_P1;
        *zone = LY_AF_LEFT + (c.row == 2 ? 0 : 3) + c.col;
    } else {
        *player = LY_P2;
        *zone = LY_AF_LEFT + (c.row == 1 ? 0 : 3) + (2 - c.col);
    }
    return true;
}

/* A cell in the frame of `viewer` (P2 sees the board turned half round). */
static ly_cell framed(int viewer, ly_cell c)
{
    return viewer == LY_P1 ? c : (ly_cell){3 - c.row, 2 - c.col};
}

bool ly_same_column(int p1, int z1, int p2, int z2)
{
    return ly_cell_of(p1, z1).col == ly_cell_of(p2, z2).col;
}

bool ly_adjacent(int p1, int z1, int p2, int z2)
{
    ly_cell a = ly_cell_of(p1, z1), b = ly_cell_of(p2, z2);
    int d = (a.row > b.row ? a.row - b.row : b.row - a.row) +
            (a.col > b.col ? a.col - b.col : b.col - a.col);
    return d == 1;
}

size_t ly_ray(int viewer, int player, int zone, int dir, tcg_place *out)
{
    ly_cell c = framed(viewer, ly_cell_of(player, zone));
    size_t n = 0;
    for (;;) {
        c.row += dir_dr[dir];
        c.col += dir_dc[dir];
        int p, z;
        if (!ly_field_at(framed(viewer, c), &p, &z))
            return n;
        out[n++] = tcg_at(p, z);
    }
}

bool ly_in_direction(int viewer, int player, int zone, int dir, int p2, int z2)
{
    tcg_place ray[4];
    size_t n = ly_ray(viewer, player, zone, dir, ray);
    for (size_t i = 0; i < n; i++)
        if (ray[i].player == p2 && ray[i].zone == z2)
            return true;
    return false;
}
