/* module.c — the fusion-world module (eng_fusion_world, doc "fusion-world"): one run reads
 * the setup, plays the game from `start` by the rules, reading the script where the rules give
 * a player a decision, and reports the final state (docs/engines/fusion-world.md). Also the
 * small accessors every file of the module uses. */
#include "engine/fusion_world/setup/setup.h"
#include "engine/fusion_world/skills/skills.h"
#include "engine/fusion_world/turn/turn.h"
#include "engine/fusion_world/zones/zones.h"

#include <stdlib.h>
#include <string.h>


const char *const fw_player_names[] = {"P1", "P2", NULL};
const char *const fw_color_names[] = {"red", "blue", "green", "yellow", "black", NULL};
const char *const fw_zone_names[] = {"deck", "hand", "drop", "leader", "battle", "combo",
                                     "energy", "life", "removed", NULL};

static const tcg_zone_kind fw_zones[FW_NZONES] = {
    [FW_DECK] = {"deck", TCG_ZONE_TOP_FIRST, TCG_VIS_NONE, 1, NULL},          /* 3-2-2 */
    [FW_HAND] = {"hand", 0, TCG_VIS_HOLDER, 1, NULL},                         /* 3-3-2, 3-3-3 */
    [FW_DROP] = {"drop", TCG_ZONE_TOP_FIRST, TCG_VIS_PUBLIC, 1, NULL},        /* 3-4-3 */
    [FW_LEADER] = {"leader", TCG_ZONE_UNCOUNTED, TCG_VIS_PUBLIC, 1, NULL},    /* 3-5-2 */
    [FW_BATTLE] = {"battle", TCG_ZONE_STACKS, TCG_VIS_PUBLIC, 1, NULL},       /* 3-6-2, 16-2-2-2 */
    [FW_COMBO] = {"combo", 0, TCG_VIS_PUBLIC, 1, NULL},                       /* 3-7-2 */
    [FW_ENERGY] = {"energy", 0, TCG_VIS_PUBLIC, 1, NULL},                     /* 3-8-2 */
    [FW_LIFE] = {"life", TCG_ZONE_TOP_FIRST, TCG_VIS_NONE, 1, NULL},          /* 3-9-2, 3-9-4 */
    [FW_REMOVED] = {"removed", TCG_ZONE_UNOWNED | TCG_ZONE_UNCOUNTED, TCG_VIS_PUBLIC, 1,
                    NULL},                                                    /* 13-9-2, 13-9-3 */
};

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

static void game_free(fw_game *g)
{
    for (size_t i = 0; g->c && i < g->t.ncards; i++) {
        if (g->c[i].face[1].skills != g->c[i].face[0].skills)
            free(g->c[i].face[1].skills);
        free(g->c[i].face[0].skills);
    }
    for (size_t i = 0; i < g->t.nef; i++)
        if (g->t.ef[i].kind == FW_EF_GRANT)
            free(g->t.ef[i].data);
    free(g->c);
    tcg_list_free(&g->perm_cards);
    tcg_list_free(&g->known_before);
    free(g->del);
    free(g->dmg);
    free(g->state_latched);
    free(g->reach);
    json_decref(g->kept);
    json_decref(g->replay);
    json_decref(g->this_card);
    sb_free(&g->fp);
    tcg_loop_free(&g->loops);
    tcg_loop_free(&g->end_loop);
    tcg_free(&g->t);
}

static int fw_run(eng_run *r, const json_t *setup)
{
    fw_game *g = xcalloc(1, sizeof *g);
    tcg_hooks hooks = {.event = fw_fire, .answer = fw_answer_again};
    tcg_init(&g->t, r, fw_player_names, 2, fw_zones, FW_NZONES, &hooks);
    tcg_lki_init(&g->t, sizeof(fw_lki));
    g->t.tp = g->t.first = 0;    /* until the setup or the pre-game says */
    g->run = r;
    g->result = -1;
    g->kept = json_array();
    g->replay = json_array();
    g->this_card = json_string("this");
    int start_at = FW_START_MAIN;
    int st = fw_load(g, setup, &start_at);
    if (fw_script_cards(g, eng_script(r)) != TCG_OK)   /* reported with the setup's problems */
        st = TCG_ERR;
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
