/* fw_module.c — the fusion-world module (eng_fusion_world, doc "fusion-world"): one run reads
 * the setup, plays the game from `start` by the rules, reading the script where the rules give
 * a player a decision, and reports the final state (docs/engines/fusion-world.md). Also the
 * small accessors every file of the module uses. */
#include "fw.h"

#include <stdlib.h>
#include <string.h>


const char *const fw_player_names[] = {"P1", "P2", NULL};
const char *const fw_color_names[] = {"red", "blue", "green", "yellow", "black", NULL};
const char *const fw_zone_names[] = {"deck", "hand", "drop", "leader", "battle", "combo",
                                     "energy", "life", "removed", NULL};

static const tcg_zone_kind fw_zones[FW_NZONES] = {
    [FW_DECK] = {"deck", TCG_ZONE_HIDDEN | TCG_ZONE_TOP_FIRST},   /* 3-2-2 */
    [FW_HAND] = {"hand", TCG_ZONE_HIDDEN},                        /* 3-3-2 */
    [FW_DROP] = {"drop", TCG_ZONE_TOP_FIRST},                     /* 3-4-3 */
    [FW_LEADER] = {"leader", 0},
    [FW_BATTLE] = {"battle", 0},
    [FW_COMBO] = {"combo", 0},
    [FW_ENERGY] = {"energy", 0},
    [FW_LIFE] = {"life", TCG_ZONE_HIDDEN | TCG_ZONE_TOP_FIRST},   /* 3-9-2, 3-9-4 */
    [FW_REMOVED] = {"removed", TCG_ZONE_UNOWNED},                 /* 13-9-2 */
};

long fw_tick(fw_game *g)
{
    return ++g->clock;
}

fw_card *fw_c(fw_game *g, int card)
{
    return &g->c[card];
}

int fw_zone_of(const fw_game *g, int card)
{
    return g->t.cards[card].zone;
}

int fw_player_of(const fw_game *g, int card)
{
    return g->t.cards[card].player;
}

int fw_owner(const fw_game *g, int card)
{
    return g->t.cards[card].owner;
}

const char *fw_id(const fw_game *g, int card)
{
    return tcg_id(&g->t, card);
}

tcg_list *fw_zl(fw_game *g, int player, int zone)
{
    return tcg_zone(&g->t, player, zone);
}

json_t *fw_skill_label(int skill)
{
    if (skill == FW_SKILL_BLOCKER)
        return json_string("blocker");
    if (skill == FW_SKILL_FIELD)
        return json_string("field");
    return json_integer(skill);
}

void fw_event(fw_game *g, const char *type, json_t *fields)
{
    eng_event(g->run, type, fields);
}

#define GROW(g, vec, n, cap)                                                  \
    do {                                                                      \
        if ((g)->n == (g)->cap) {                                             \
            (g)->cap = (g)->cap ? 2 * (g)->cap : 16;                          \
            (g)->vec = xrealloc((g)->vec, (g)->cap * sizeof *(g)->vec);   \
        }                                                                     \
    } while (0)

fw_effect *fw_add_effect(fw_game *g)
{
    GROW(g, ef, nef, capef);
    fw_effect *e = &g->ef[g->nef++];
    memset(e, 0, sizeof *e);
    return e;
}

fw_pending *fw_add_pending(fw_game *g)
{
    GROW(g, pend, npend, cappend);
    fw_pending *p = &g->pend[g->npend++];
    memset(p, 0, sizeof *p);
    return p;
}

fw_delayed *fw_add_delayed(fw_game *g)
{
    GROW(g, del, ndel, capdel);
    fw_delayed *d = &g->del[g->ndel++];
    memset(d, 0, sizeof *d);
    return d;
}

static void game_free(fw_game *g)
{
    for (size_t i = 0; g->c && i < g->t.ncards; i++) {
        tcg_list_free(&g->c[i].under);
        free(g->c[i].hist);
        if (g->c[i].face[1].skills != g->c[i].face[0].skills)
            free(g->c[i].face[1].skills);
        free(g->c[i].face[0].skills);
    }
    for (size_t i = 0; i < g->nef; i++)
        free(g->ef[i].granted);
    free(g->c);
    free(g->ef);
    free(g->pend);
    free(g->del);
    free(g->dmg);
    free(g->used);
    free(g->ended_pending);
    free(g->state_latched);
    free(g->reach);
    json_decref(g->kept);
    json_decref(g->loops);
    tcg_free(&g->t);
}

static int fw_run(eng_run *r, const json_t *setup)
{
    fw_game *g = xcalloc(1, sizeof *g);
    tcg_init(&g->t, r, fw_player_names, 2, fw_zones, FW_NZONES);
    g->run = r;
    g->result = -1;
    g->released_top = -1;
    g->kept = json_array();
    g->loops = json_array();
    int start_at = FW_START_MAIN;
    int st = fw_load(g, setup, &start_at);
    if (st == TCG_OK)
        st = fw_play_game(g, start_at);
    json_t *state = fw_state_json(g);
    json_object_set_new(state, "view", fw_view_json(g));   /* once, at the end of the run */
    eng_state(r, state);
    game_free(g);
    free(g);
    return st == TCG_ERR ? -1 : 0;
}

extern const eng_mark eng_marks_fusion_world[];  /* generated from this folder's RULE() marks */

const eng_module eng_fusion_world = {
    .doc = "fusion-world",
    .name = "fusion-world reference engine",
    .version = "1.06",
    .marks = eng_marks_fusion_world,
    .run = fw_run,
};
