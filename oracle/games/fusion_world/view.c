/* view.c — the fusion-world visibility properties the judge checks on a final
 * state that carries a `view` (docs/engines/fusion-world.md, "view: what each player can see"):
 *
 *   0-3-12, 3-1-3  public zones are seen by every player, hidden ones are not;
 *   3-5-2, 3-6-2, 3-7-2, 3-8-2, 3-4-3  leader, battle (with the cards under each), combo, energy
 *            and drop areas are public;
 *   13-9-3   removed cards are face up, seen by all;
 *   3-3-2, 3-3-3, 13-10-2  a hand is seen by its owner only (a card revealed from it is hidden
 *            again once its cost or effect ended);
 *   3-2-2, 3-9-2  decks and life areas are seen by nobody;
 *   3-1-2    every player knows the number of cards of every zone;
 *   1-11-3, 1-12-5  energy markers and 【気】 are not cards: they are not counted.
 *
 * The check itself is every card game's (visibility.h); this is fusion-world's table of sight. */
#include "fusion_world.h"
#include "oracle/games/visibility.h"

static const char *const players[] = {"P1", "P2"};

/* The zones in the listing order of `sees`, with who sees a card there and the clause that
 * says so. */
static const vis_zone zones[] = {
    {"leader", VIS_ALL, "3-5-2", NULL, false},
    {"battle", VIS_ALL, "3-6-2", NULL, true},
    {"energy", VIS_ALL, "3-8-2", NULL, true},
    {"hand", VIS_HOLDER, "3-3-2", "3-3-3", true},
    {"deck", VIS_NONE, "3-2-2", NULL, true},
    {"life", VIS_NONE, "3-9-2", NULL, true},
    {"drop", VIS_ALL, "3-4-3", NULL, true},
    {"combo", VIS_ALL, "3-7-2", NULL, true},
};

static const char *const checked[] = {"0-3-12", "3-1-3", "3-5-2", "3-6-2", "3-7-2", "3-8-2",
                                      "13-9-3", "3-3-2", "3-3-3", "13-10-2", "3-2-2", "3-9-2",
                                      "3-1-2", "1-11-3", "1-12-5", NULL};

static const vis_rules rules = {
    .players = players, .nplayers = 2,
    .zones = zones, .nzones = sizeof zones / sizeof *zones,
    .unowned = "removed", .unowned_clause = "13-9-3",
    .sees_clause = "3-1-3", .counts_clause = "3-1-2",
    .checked = checked,
};

void fw_view_check(inv_ctx *x, const json_t *state)
{
    vis_check(x, &rules, state);
}
