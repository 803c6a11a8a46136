/* module.c — the nivel-arena module (eng_nivel_arena, doc "nivel-arena"): one run reads the
 * setup, plays the game by the rules from `start` on, reading the script where the rules give a
 * player a decision, and reports the final state and its view (docs/engines/nivel-arena.md).
 * Also the zones the game declares to the card-game core and the names every part uses. */
#include "engine/nivel_arena/setup/setup.h"
#include "engine/nivel_arena/turn/turn.h"

#include <stdlib.h>

const char *const na_player_names[] = {"P1", "P2", NULL};
const char *const na_zone_names[] = {"deck", "hand", "trash", "level", "unit1", "unit2", "unit3",
                                     "skill", "damage", NULL};
const char *const na_phase_names[] = {"pregame", "levelup", "draw", "main", "attack", "end",
                                      NULL};
const char *const na_step_names[] = {"none", "attack", "defense", "battle", "battle-end", NULL};

/* The zones (3.1.1, 3.1.3): who sees them (3.1.4), the deck face down and top first (3.2.2). */
static const tcg_zone_kind na_zones[NA_NZONES] = {
    [NA_DECK] = {"deck", TCG_ZONE_TOP_FIRST, TCG_VIS_NONE, 1, NULL},
    [NA_HAND] = {"hand", 0, TCG_VIS_HOLDER, 1, NULL},
    [NA_TRASH] = {"trash", 0, TCG_VIS_PUBLIC, 1, NULL},
    [NA_LEVEL] = {"level", TCG_ZONE_UNCOUNTED, TCG_VIS_PUBLIC, 1, NULL},
    [NA_UNIT1] = {"unit1", TCG_ZONE_STACKS, TCG_VIS_PUBLIC, 1, NULL},
    [NA_UNIT2] = {"unit2", TCG_ZONE_STACKS, TCG_VIS_PUBLIC, 1, NULL},
    [NA_UNIT3] = {"unit3", TCG_ZONE_STACKS, TCG_VIS_PUBLIC, 1, NULL},
    [NA_SKILL] = {"skill", 0, TCG_VIS_PUBLIC, 1, NULL},
    [NA_DAMAGE] = {"damage", 0, TCG_VIS_PUBLIC, 1, NULL},
};

static void game_free(na_game *g)
{
    free(g->c);
    tcg_list_free(&g->ret);
    tcg_list_free(&g->ret_inc);
    tcg_free(&g->t);
}

static int na_run(eng_run *r, const json_t *setup)
{
    na_game *g = xcalloc(1, sizeof *g);
    tcg_init(&g->t, r, na_player_names, 2, na_zones, NA_NZONES, NULL);
    g->run = r;
    g->result = -1;
    g->attacker = g->defender = -1;
    int start = NA_MAIN;
    int st = na_load(g, setup, &start) == 0 ? TCG_OK : TCG_ERR;
    if (st == TCG_OK)
        st = na_play_game(g, start);
    if (st != TCG_ERR) {   /* a setup read without error has both leaders */
        json_t *state = na_state_json(g);
        json_object_set_new(state, "view", na_view_json(g));
        eng_state(r, state);
    }
    game_free(g);
    free(g);
    return st == TCG_ERR ? -1 : 0;
}

extern const eng_mark eng_marks_nivel_arena[];  /* generated from this folder's RULE() marks */

const eng_module eng_nivel_arena = {
    .doc = "nivel-arena",
    .name = "nivel-arena reference engine",
    .version = "698f7fbf",
    .marks = eng_marks_nivel_arena,
    .run = na_run,
};
