/* view.c — the nivel-arena visibility properties the judge checks on a final state that
 * carries a `view` (docs/engines/nivel-arena.md, "view"):
 *
 *   3.1.4    public zones are seen by every player, private ones are not;
 *   3.3.2, 3.5.2, 3.6.2, 3.7.2, 3.4.2  the level zone, the unit zones (with the items under each
 *            unit), the skill, damage and trash zones are public;
 *   3.8.2, 3.8.3  a hand is seen by its player only;
 *   3.2.2    decks are seen by nobody;
 *   3.1.5    every player knows the number of cards of every zone.
 *
 * Each player's `sees` lists the cards in the order of the state's listing (the level zone,
 * unit1-3, skill, damage, trash, hand, deck; P1's then P2's). The check itself is every card
 * game's (visibility.h); this is nivel-arena's table of sight. */
#include "nivel_arena.h"
#include "oracle/games/visibility.h"

static const char *const players[] = {"P1", "P2"};

/* The zones in the listing order of `sees`, with who sees a card there and the clause that
 * says so. */
static const vis_zone zones[] = {
    {"leader", VIS_ALL, "3.3.2", NULL, false},
    {"unit1", VIS_ALL, "3.5.2", NULL, true},
    {"unit2", VIS_ALL, "3.5.2", NULL, true},
    {"unit3", VIS_ALL, "3.5.2", NULL, true},
    {"skill", VIS_ALL, "3.6.2", NULL, true},
    {"damage", VIS_ALL, "3.7.2", NULL, true},
    {"trash", VIS_ALL, "3.4.2", NULL, true},
    {"hand", VIS_HOLDER, "3.8.2", "3.8.3", true},
    {"deck", VIS_NONE, "3.2.2", NULL, true},
};

static const char *const checked[] = {"3.1.4", "3.3.2", "3.5.2", "3.6.2", "3.7.2", "3.4.2",
                                      "3.8.2", "3.8.3", "3.2.2", "3.1.5", NULL};

static const vis_rules rules = {
    .players = players, .nplayers = 2,
    .zones = zones, .nzones = sizeof zones / sizeof *zones,
    .sees_clause = "3.1.4", .counts_clause = "3.1.5",
    .checked = checked,
};

void na_view_check(inv_ctx *x, const json_t *state)
{
    vis_check(x, &rules, state);
}
