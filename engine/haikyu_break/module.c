/* module.c — the haikyu-break module (eng_haikyu_break, doc "haikyu-break"): one run reads the
 * setup, plays the game from `start` by the rules, reading the script where the rules give a
 * player a decision, and reports the final state (docs/engines/haikyu-break.md). Also the small
 * accessors every file of the module uses. */
#include "engine/haikyu_break/setup/setup.h"
#include "engine/haikyu_break/skills/skills.h"
#include "engine/haikyu_break/turn/turn.h"

#include <stdlib.h>

const char *const hb_player_names[] = {"P1", "P2", NULL};
const char *const hb_zone_names[] = {"deck", "set", "hand", "drop", "serve", "block", "receive",
                                     "toss", "attack", "event", NULL};
const char *const hb_param_names[] = {"serve", "block", "receive", "toss", "attack", NULL};
const char *const hb_phase_names[] = {"pregame", "serve", "start", "block", "draw", "receive",
                                      "toss", "attack", "end", "lost-set", "interval", NULL};
const char *const hb_step_names[] = {"", "appear", "free", "draw", "offense", "defense",
                                     "judge", "cleanup", NULL};
const char *const hb_attr_names[] = {"affiliation", "grade", "position", NULL};

/* The ten zones (3-1-1) and who sees their faces: the deck and the set area nobody (3-2-2,
 * 3-11-2), the hand its holder (3-3-2, 3-3-3), the rest everybody (3-4-2 … 3-10-2); the court's
 * stacks count and show their guts (1-2-15-1). */
static const tcg_zone_kind hb_zones[HB_NZONES] = {
    [HB_DECK] = {"deck", TCG_ZONE_TOP_FIRST, TCG_VIS_NONE, 1, NULL},
    [HB_SET] = {"set", TCG_ZONE_TOP_FIRST, TCG_VIS_NONE, 1, NULL},
    [HB_HAND] = {"hand", 0, TCG_VIS_HOLDER, 1, NULL},
    [HB_DROP] = {"drop", TCG_ZONE_TOP_FIRST, TCG_VIS_PUBLIC, 1, NULL},
    [HB_SERVE] = {"serve", TCG_ZONE_STACKS, TCG_VIS_PUBLIC, 1, NULL},
    [HB_BLOCK] = {"block", TCG_ZONE_STACKS, TCG_VIS_PUBLIC, 1, NULL},
    [HB_RECEIVE] = {"receive", TCG_ZONE_STACKS, TCG_VIS_PUBLIC, 1, NULL},
    [HB_TOSS] = {"toss", TCG_ZONE_STACKS, TCG_VIS_PUBLIC, 1, NULL},
    [HB_ATTACK] = {"attack", TCG_ZONE_STACKS, TCG_VIS_PUBLIC, 1, NULL},
    [HB_EVENT] = {"event", TCG_ZONE_TOP_FIRST, TCG_VIS_PUBLIC, 1, NULL},
};

int hb_zone_of(const hb_game *g, int card)
{
    return tcg_where(&g->t, card).zone;
}

int hb_player_of(const hb_game *g, int card)
{
    return tcg_where(&g->t, card).player;
}

int hb_owner(const hb_game *g, int card)
{
    return g->t.cards[card].owner;
}

const char *hb_id(const hb_game *g, int card)
{
    return tcg_id(&g->t, card);
}

tcg_list *hb_zl(hb_game *g, int player, int zone)
{
    return tcg_zone(&g->t, player, zone);
}

const char *hb_name(const hb_game *g, int card)
{
    return g->c[card].name;
}

bool hb_is_character(const hb_game *g, int card)
{
    const tcg_card *c = &g->t.cards[card];
    return c->host < 0 && c->zone != TCG_NOWHERE && hb_court(c->zone);
}

bool hb_is_gut(const hb_game *g, int card)
{
    return g->t.cards[card].host >= 0;
}

int hb_character(const hb_game *g, int player, int zone)
{
    const tcg_list *l = tcg_zone_c(&g->t, player, zone);
    if (zone == HB_BLOCK) {
        for (size_t i = 0; i < l->n; i++)
            if (g->c[l->v[i]].role == HB_ROLE_CENTRE)
                return l->v[i];
        return -1;
    }
    return l->n ? l->v[0] : -1;
}

static void game_free(hb_game *g)
{
    for (size_t i = 0; g->c && i < g->t.ncards; i++)
        free(g->c[i].skills);
    hb_skills_free(g);
    for (int p = 0; p < 2; p++) {
        free(g->op[p].mods);
        free(g->dp[p].mods);
    }
    free(g->c);
    free(g->once);
    json_decref(g->kw_forbid);
    hb_loop_free(g);
    tcg_loop_free(&g->loops);
    tcg_free(&g->t);
}

static int hb_run(eng_run *r, const json_t *setup)
{
    hb_game *g = xcalloc(1, sizeof *g);
    tcg_hooks hooks = {.event = hb_fire, .answer = hb_answer_again};
    tcg_init(&g->t, r, hb_player_names, 2, hb_zones, HB_NZONES, &hooks);
    tcg_lki_init(&g->t, sizeof(hb_lki));
    g->run = r;
    g->result = -1;
    g->lost_by = -1;
    g->kw_forbid = json_pack("{s:s, s:s}", "forbid", "appear", "area", "block");
    hb_start start;
    int st = hb_load(g, setup, &start);
    if (st == TCG_OK)
        st = hb_play_game(g, &start);
    json_t *state = hb_state_json(g);
    json_object_set_new(state, "view", hb_view_json(g));   /* once, at the end of the run */
    eng_state(r, state);
    game_free(g);
    free(g);
    return st == TCG_ERR ? -1 : 0;
}

extern const eng_mark eng_marks_haikyu_break[];  /* generated from this folder's RULE() marks */

const eng_module eng_haikyu_break = {
    .doc = "haikyu-break",
    .name = "haikyu-break reference engine",
    .version = "1.03",
    .marks = eng_marks_haikyu_break,
    .run = hb_run,
};
