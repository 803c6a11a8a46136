/* state.c — the observation of a lycee run (docs/engines/lycee.md, "the state"): the turn and
 * its battle, the result, each player's zones, each field's character with its current values
 * (0910, clamped as 0222 says), its 行動状態 and 登場ターン制限, its item, its 下 and charges, the
 * field's area; and the `view`: the cards whose faces each player sees where they are (0310/公開,
 * 0400/公開, 0410/公開, 0420/公開, 0430/公開, 0450/公開, 0201/公開・非公開) and every zone's count
 * (the core's view, tcg_view.h). */
#include "engine/lycee/setup/setup.h"
#include "engine/lycee/board/board.h"
#include "engine/lycee/effects/effects.h"

static const char *const phase_names[] = {"pregame", "start", "main", "end"};

static json_t *character_json(ly_game *g, int card)
{
    ly_card *c = &g->c[card];
    json_t *o = eng_object("card", tcg_id_json(&g->t, card), "tapped", json_boolean(c->tapped),
                           "fresh", json_boolean(ly_restricted(g, card)), NULL);
    for (int s = 0; s < LY_NSTATS; s++)
        json_object_set_new(o, ly_stat_names[s], json_integer(ly_stat(g, card, s)));
    int v[128], k = 0;
    size_t n = ly_carried(g, card, LY_ROLE_NONE, v, 128);
    for (size_t i = 0; i < n; i++)          /* the 下: its charges and its other cards (0430) */
        if (g->c[v[i]].role != LY_ROLE_ITEM)
            v[k++] = v[i];
    json_object_set_new(o, "under", tcg_ids_json(&g->t, v, (size_t)k));
    n = ly_carried(g, card, LY_ROLE_CHARGE, v, 128);
    json_object_set_new(o, "charges", tcg_ids_json(&g->t, v, n));
    return o;
}

static json_t *field_json(ly_game *g, int p, int zone)
{
    json_t *a = json_array();
    int ch = ly_char_at(g, p, zone), area = ly_area_at(g, p, zone);
    if (ch >= 0) {
        json_array_append_new(a, character_json(g, ch));
        int item[4];
        size_t n = ly_carried(g, ch, LY_ROLE_ITEM, item, 4);
        for (size_t i = 0; i < n; i++)
            json_array_append_new(a, eng_object("card", tcg_id_json(&g->t, item[i]), "item",
                                                json_true(), NULL));
    }
    if (area >= 0)
        json_array_append_new(a, eng_object("card", tcg_id_json(&g->t, area), "area",
                                            json_true(), NULL));
    return a;
}

static json_t *player_json(ly_game *g, int p)
{
    json_t *o = json_object();
    static const int lists[] = {LY_DECK, LY_HAND, LY_TRASH, LY_SHIELD, LY_ASIDE, LY_DECLARED,
                                LY_REMOVED};
    for (size_t i = 0; i < sizeof lists / sizeof *lists; i++)
        json_object_set_new(o, ly_zone_names[lists[i]],
                            tcg_list_json(&g->t, ly_zl(g, p, lists[i])));
    for (int z = LY_AF_LEFT; z <= LY_DF_RIGHT; z++)
        json_object_set_new(o, ly_zone_names[z], field_json(g, p, z));
    return o;
}

json_t *ly_state_json(ly_game *g)
{
    json_t *battle = json_null();
    if (g->b.on)
        battle = eng_object("attacker", ly_card_json(g, g->b.attacker), "defender",
                            ly_card_json(g, g->b.defender), NULL);
    json_t *turn = eng_object("number", json_integer(g->t.turn), "player",
                              ly_player_json(g->t.tp), "first", ly_player_json(g->t.first),
                              "phase", json_string(phase_names[g->phase]), "battle", battle,
                              NULL);
    json_t *result = g->result < 0 ? json_null()
                     : g->result == 2 ? json_pack("{s:b}", "draw", 1)
                                      : json_pack("{s:s}", "winner", ly_player_names[g->result]);
    json_t *s = eng_object("turn", turn, "result", result, NULL);
    for (int p = 0; p < 2; p++)
        json_object_set_new(s, ly_player_names[p], player_json(g, p));
    return s;
}

json_t *ly_view_json(ly_game *g)
{
    static const int order[] = {LY_AF_LEFT, LY_AF_CENTER, LY_AF_RIGHT, LY_DF_LEFT, LY_DF_CENTER,
                                LY_DF_RIGHT, LY_HAND, LY_TRASH, LY_SHIELD, LY_ASIDE,
                                LY_DECLARED, LY_DECK, LY_REMOVED};
    return tcg_view_json(&g->t, order, sizeof order / sizeof *order);
}
