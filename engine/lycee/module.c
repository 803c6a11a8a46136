/* module.c — the lycee module (eng_lycee, doc "lycee"): one run reads the setup, plays the game
 * from `start` by the rules, reading the script where the rules give a player a decision, and
 * reports the final state (docs/engines/lycee.md). Also the zones the game declares to the core
 * (0101, 0300, 0400–0450) and the small accessors every file of the module uses. */
#include "engine/lycee/setup/setup.h"
#include "engine/lycee/effects/effects.h"
#include "engine/lycee/turn/turn.h"

#include <stdlib.h>

const char *const ly_player_names[] = {"P1", "P2", NULL};
const char *const ly_zone_names[] = {"deck", "hand", "trash", "shield", "AF-left", "AF-center",
                                     "AF-right", "DF-left", "DF-center", "DF-right", "aside",
                                     "declared", "removed", NULL};
const char *const ly_attr_names[] = {"snow", "moon", "flower", "space", "sun", NULL};
const char *const ly_stat_names[] = {"ap", "dp", "sp", "dmg", NULL};

#define FIELD_ZONE(name) {name, TCG_ZONE_STACKS, TCG_VIS_PUBLIC, 1, NULL}
static const tcg_zone_kind ly_zones[LY_NZONES] = {
    [LY_DECK] = {"deck", TCG_ZONE_TOP_FIRST, TCG_VIS_NONE, 1, NULL},       /* 0420/公開 */
    [LY_HAND] = {"hand", 0, TCG_VIS_HOLDER, 1, NULL},                      /* 0410/公開 */
    [LY_TRASH] = {"trash", 0, TCG_VIS_PUBLIC, 1, NULL},                    /* 0400/公開 */
    [LY_SHIELD] = {"shield", TCG_ZONE_TOP_FIRST, TCG_VIS_PUBLIC, 1, NULL}, /* 0450/公開 */
    [LY_AF_LEFT] = FIELD_ZONE("AF-left"),                                  /* 0310/公開 */
    [LY_AF_CENTER] = FIELD_ZONE("AF-center"),
    [LY_AF_RIGHT] = FIELD_ZONE("AF-right"),
    [LY_DF_LEFT] = FIELD_ZONE("DF-left"),
    [LY_DF_CENTER] = FIELD_ZONE("DF-center"),
    [LY_DF_RIGHT] = FIELD_ZONE("DF-right"),
    [LY_ASIDE] = {"aside", 0, TCG_VIS_HOLDER, 1, NULL},                    /* LY-ASIDE-VISIBILITY */
    [LY_DECLARED] = {"declared", 0, TCG_VIS_PUBLIC, 1, NULL},              /* LY-DECLARED-PUBLIC */
    [LY_REMOVED] = {"removed", TCG_ZONE_UNOWNED | TCG_ZONE_UNCOUNTED, TCG_VIS_PUBLIC, 1, NULL},
};

int ly_char_at(const ly_game *g, int player, int zone)
{
    const tcg_list *l = tcg_zone_c(&g->t, player, zone);
    for (size_t i = 0; i < l->n; i++)
        if (g->c[l->v[i]].type == LY_T_CHARACTER)
            return l->v[i];
    return -1;
}

int ly_area_at(const ly_game *g, int player, int zone)
{
    const tcg_list *l = tcg_zone_c(&g->t, player, zone);
    for (size_t i = 0; i < l->n; i++)
        if (g->c[l->v[i]].type == LY_T_AREA)
            return l->v[i];
    return -1;
}

bool ly_on_field(const ly_game *g, int card)
{
    const tcg_card *c = &g->t.cards[card];
    return c->host < 0 && ly_is_field(c->zone) && g->c[card].type == LY_T_CHARACTER;
}

json_t *ly_place_json(ly_game *g, tcg_place at)
{
    return tcg_place_label_json(&g->t, at);
}

json_t *ly_card_json(ly_game *g, int card)
{
    return card >= 0 ? tcg_id_json(&g->t, card) : json_null();
}

json_t *ly_player_json(int p)
{
    return p >= 0 ? json_string(ly_player_names[p]) : json_null();
}

json_t *ly_players_json(unsigned who)
{
    json_t *a = json_array();
    for (int p = 0; p < 2; p++)
        if (who & (1u << p))
            json_array_append_new(a, ly_player_json(p));
    return a;
}

static void game_free(ly_game *g)
{
    ly_cards_free(g);
    for (size_t i = 0; i < g->ngained; i++)
        if (!g->gained[i].basic)
            ly_ability_free(&g->gained[i].a);
        else
            free(g->gained[i].b.cost.v);
    free(g->gained);
    free(g->pend);
    free(g->prov);
    json_decref(g->game_used[0]);
    json_decref(g->game_used[1]);
    json_decref(g->kept);
    tcg_free(&g->t);
}

static int ly_run_case(eng_run *r, const json_t *setup)
{
    ly_game *g = xcalloc(1, sizeof *g);
    tcg_init(&g->t, r, ly_player_names, 2, ly_zones, LY_NZONES, NULL);
    g->t.tp = g->t.first = 0;
    g->run = r;
    g->result = -1;
    g->b.attacker = g->b.defender = -1;
    g->game_used[0] = json_array();
    g->game_used[1] = json_array();
    g->kept = json_array();
    int start_at = LY_START_MAIN;
    int st = ly_load(g, setup, &start_at);
    if (st == TCG_OK)
        st = ly_play_game(g, start_at);
    json_t *state = ly_state_json(g);
    json_object_set_new(state, "view", ly_view_json(g));
    eng_state(r, state);
    game_free(g);
    free(g);
    return st == TCG_ERR ? -1 : 0;
}

extern const eng_mark eng_marks_lycee[];  /* generated from this folder's RULE() marks */

const eng_module eng_lycee = {
    .doc = "lycee",
    .name = "lycee reference engine",
    .version = "52adaae4",
    .marks = eng_marks_lycee,
    .run = ly_run_case,
};
