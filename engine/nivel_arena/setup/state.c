/* state.c — the state a run reports (docs/engines/nivel-arena.md, "state"): the turn, the
 * result, and per player the leader with its level and face, the size (4.7.2), each zone's
 * cards, the units with their power, hit and items; and the view: the cards each player sees
 * (3.1.4, 3.2.2, 3.8.2, 3.8.3) and the counts every player knows (3.1.5). */
#include "engine/nivel_arena/setup/setup.h"
#include "engine/nivel_arena/zones/zones.h"

static json_t *unit_json(na_game *g, int card)
{
    json_t *u = json_object();
    json_object_set_new(u, "card", tcg_id_json(&g->t, card));
    json_object_set_new(u, "cost", json_integer(g->c[card].cost));
    json_object_set_new(u, "power", json_integer(na_power(g, card)));
    json_object_set_new(u, "hit", json_integer(na_hit(g, card)));
    json_object_set_new(u, "attacked", json_boolean(g->c[card].attacked));
    json_object_set_new(u, "under", tcg_list_json(&g->t, &g->t.cards[card].attached));
    return u;
}

static json_t *player_json(na_game *g, int p)
{
    json_t *o = json_object();
    int l = g->leader[p];
    json_object_set_new(o, "leader",
                        json_pack("{s:o, s:i, s:s}", "card", tcg_id_json(&g->t, l), "level",
                                  g->level[p], "face",
                                  g->c[l].awakened ? "awakened" : "normal"));
    json_object_set_new(o, "size", json_integer(na_size(g, p)));
    static const int listed[] = {NA_DECK, NA_HAND, NA_TRASH, NA_DAMAGE, NA_SKILL};
    for (size_t i = 0; i < sizeof listed / sizeof *listed; i++)
        json_object_set_new(o, na_zone_names[listed[i]],
                            tcg_list_json(&g->t, tcg_zone(&g->t, p, listed[i])));
    for (int lane = 0; lane < NA_LANES; lane++) {
        json_t *arr = json_array();
        int u = na_unit_at(g, p, lane);
        if (u >= 0)
            json_array_append_new(arr, unit_json(g, u));
        json_object_set_new(o, na_zone_names[NA_UNIT1 + lane], arr);
    }
    return o;
}

json_t *na_state_json(na_game *g)
{
    json_t *s = json_object();
    json_object_set_new(s, "turn",
                        json_pack("{s:I, s:o, s:s, s:o}", "number", (json_int_t)g->t.turn,
                                  "player", g->phase == NA_PREGAME || g->t.tp < 0 ? json_null()
                                  : json_string(na_player_names[g->t.tp]),
                                  "phase", na_phase_names[g->phase],
                                  "step", g->step == NA_NO_STEP ? json_null()
                                  : json_string(na_step_names[g->step])));
    json_t *result = json_null();
    if (g->result == 2)
        result = json_pack("{s:b}", "draw", 1);
    else if (g->result >= 0)
        result = json_pack("{s:s}", "winner", na_player_names[g->result]);
    json_object_set_new(s, "result", result);
    for (int p = 0; p < 2; p++)
        json_object_set_new(s, na_player_names[p], player_json(g, p));
    return s;
}

json_t *na_view_json(na_game *g)
{
    static const int order[] = {NA_LEVEL, NA_UNIT1, NA_UNIT2, NA_UNIT3, NA_SKILL, NA_DAMAGE,
                                NA_TRASH, NA_HAND, NA_DECK};
    return tcg_view_json(&g->t, order, sizeof order / sizeof *order);
}
