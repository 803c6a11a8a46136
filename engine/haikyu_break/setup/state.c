/* state.c — the observed state (docs/engines/haikyu-break.md, "Observation: the state"): the
 * turn, the result, each player's ten zones (court stacks with their guts and the character's
 * current parameters), offense and defense points; and the view (3-1-3, 3-1-4): who sees which
 * faces, and every zone's count. */
#include "engine/haikyu_break/setup/setup.h"
#include "engine/haikyu_break/skills/skills.h"
#include "engine/haikyu_break/turn/turn.h"

static json_t *point_json(hb_game *g, int p, bool op)
{
    long v;
    return hb_point_value(g, p, op, &v) ? json_integer(v) : json_null();
}

static json_t *points_json(hb_game *g, int card)
{
    json_t *o = json_object();
    for (int p = 0; p < HB_NPARAMS; p++) {
        long v;
        json_object_set_new(o, hb_param_names[p],
                            hb_param_now(g, card, p, &v) ? json_integer(v) : json_string("-"));
    }
    return o;
}

/* A court area: its stacks, top first, each with its guts (the nearest first). */
static json_t *court_json(hb_game *g, int p, int zone)
{
    json_t *a = json_array();
    const tcg_list *l = hb_zl(g, p, zone);
    for (int pass = 0; pass < 2; pass++)          /* the centre blocker before the side ones */
        for (size_t i = 0; i < l->n; i++) {
            int card = l->v[i];
            bool side = g->c[card].role == HB_ROLE_SIDE;
            if (side != (pass == 1))
                continue;
            json_t *o = json_object();
            json_object_set_new(o, "card", tcg_id_json(&g->t, card));
            if (zone == HB_BLOCK)
                json_object_set_new(o, "role", json_string(side ? "side" : "centre"));
            json_object_set_new(o, "under", tcg_list_json(&g->t, &g->t.cards[card].attached));
            json_object_set_new(o, "points", points_json(g, card));
            json_array_append_new(a, o);
        }
    return a;
}

static json_t *player_json(hb_game *g, int p)
{
    json_t *o = json_object();
    for (int z = 0; z < HB_NZONES; z++)
        json_object_set_new(o, hb_zone_names[z], hb_court(z) ? court_json(g, p, z)
                                                           : tcg_list_json(&g->t, hb_zl(g, p, z)));
    json_t *up = json_array();
    const tcg_list *set = hb_zl(g, p, HB_SET);
    for (size_t i = 0; i < set->n; i++)
        if (g->c[set->v[i]].face_up)
            json_array_append_new(up, tcg_id_json(&g->t, set->v[i]));
    json_object_set_new(o, "face_up", up);
    json_object_set_new(o, "op", point_json(g, p, true));
    json_object_set_new(o, "dp", point_json(g, p, false));
    return o;
}

json_t *hb_state_json(hb_game *g)
{
    json_t *turn = json_object();
    bool pregame = g->phase == HB_PH_PREGAME;
    json_object_set_new(turn, "set", json_integer(pregame ? 0 : g->set));
    json_object_set_new(turn, "number", json_integer(pregame ? 0 : g->t.turn));
    json_object_set_new(turn, "player", pregame || g->t.tp < 0
                                            ? json_null() : json_string(hb_player_names[g->t.tp]));
    json_object_set_new(turn, "phase", json_string(hb_phase_names[g->phase]));
    json_object_set_new(turn, "step", g->step == HB_ST_NONE ? json_null()
                                                           : json_string(hb_step_names[g->step]));
    static const char *const routes[] = {NULL, "serve", "block", "receive"};
    json_object_set_new(turn, "route", g->route == HB_RT_NONE ? json_null()
                                                             : json_string(routes[g->route]));
    json_t *st = json_object();
    json_object_set_new(st, "turn", turn);
    json_t *result = json_null();
    if (g->result == 2)
        result = json_pack("{s:b}", "draw", 1);
    else if (g->result >= 0)
        result = json_pack("{s:s}", "winner", hb_player_names[g->result]);
    json_object_set_new(st, "result", result);
    for (int p = 0; p < 2; p++)
        json_object_set_new(st, hb_player_names[p], player_json(g, p));
    return st;
}

json_t *hb_view_json(hb_game *g)
{
    static const int order[] = {HB_DECK, HB_SET, HB_HAND, HB_DROP, HB_SERVE, HB_BLOCK,
                                HB_RECEIVE, HB_TOSS, HB_ATTACK, HB_EVENT};
    return tcg_view_json(&g->t, order, sizeof order / sizeof *order);
}
