/* play.c — the checks and the carrying out of the main phase's actions (6.4.1) and the attack
 * phase's (6.5.1): placing a unit (3.5.3, 3.5.5, an upgrade 3.5.5.1, once per unit zone and turn
 * 6.4.1.1.3), equipping an item (3.5.6), activating a skill (8.1.3.1.1), all within the size
 * (6.4.1.1.2, 6.4.1.1.2.1); activated effects once per turn each (6.4.1.2.2) and only when
 * something can be done (8.1.3.1.2); declaring an attack (7.2.1); ending the phase, which
 * berserker forbids while its unit can attack (10.2.6.2.3). */
#include "engine/nivel_arena/actions/actions.h"
#include "engine/nivel_arena/effects/effects.h"
#include "engine/nivel_arena/turn/turn.h"
#include "engine/nivel_arena/zones/zones.h"

#include <string.h>

enum { A_PLACE, A_EQUIP, A_ACTIVATE, A_ATTACK, A_END };
static const char *const action_names[] = {"place", "equip", "activate", "attack", "end", NULL};
static const char *const unit_zone_names[] = {"unit1", "unit2", "unit3", NULL};

typedef struct parsed {
    int kind, card, lane, unit;
    long ability;
} parsed;

static int parse(na_game *g, const json_t *a, parsed *p)
{
    static const char *const keys[] = {"do", "card", "zone", "unit", "ability", "by", NULL};
    *p = (parsed){.card = -1, .ability = -1};   /* lane and unit: read for place and equip only */
    if (eng_only_keys(g->run, a, "action", keys) != 0
        || eng_get_enum(g->run, a, "do", "action", true, action_names, &p->kind) != 0)
        return -1;
    if (p->kind != A_END
        && tcg_get_card(&g->t, json_object_get(a, "card"), "action.card", &p->card) != 0)
        return -1;
    if (p->kind == A_PLACE
        && eng_get_enum(g->run, a, "zone", "action", true, unit_zone_names, &p->lane) != 0)
        return -1;
    if (p->kind == A_EQUIP
        && tcg_get_card(&g->t, json_object_get(a, "unit"), "action.unit", &p->unit) != 0)
        return -1;
    if (eng_get_int(g->run, a, "ability", "action", false, 0, NA_MAX_ABILITIES - 1,
                    &p->ability) != 0)
        return -1;
    return 0;
}

static bool in_hand(na_game *g, int card, int type)
{
    return g->t.cards[card].zone == NA_HAND && g->t.cards[card].player == g->t.tp
        && g->c[card].type == type;
}

static bool over_size(na_game *g, int card, int except)
{
    RULE(g->run, "4.7.2");
    RULE(g->run, "2.5.1");
    return g->c[card].cost + na_field_cost(g, g->t.tp, except) > na_size(g, g->t.tp);
}

static const char *check_place(na_game *g, const parsed *p)
{
    if (!in_hand(g, p->card, NA_UNIT))
        return "6.4.1.1.1";
    if (g->placed[g->t.tp][p->lane])
        return "6.4.1.1.3";
    int occ = na_unit_at(g, g->t.tp, p->lane);
    if (occ >= 0 && g->c[p->card].cost <= g->c[occ].cost)
        return "3.5.5";
    return over_size(g, p->card, occ) ? "6.4.1.1.2" : NULL;
}

static const char *check_equip(na_game *g, const parsed *p)
{
    if (!in_hand(g, p->card, NA_ITEM) || na_lane_of(g, p->unit) < 0
        || g->t.cards[p->unit].player != g->t.tp)
        return "6.4.1.1.1";
    if (!na_equip_ok(g, p->card, p->unit))
        return "3.5.6";
    return over_size(g, p->card, -1) ? "6.4.1.1.2" : NULL;
}

static na_ctx ctx_of(na_game *g, int card)
{
    return (na_ctx){.card = card, .inc = g->t.cards[card].inc, .master = g->t.tp,
                    .until = NA_UNTIL_TURN};
}

static const char *check_activate(na_game *g, const parsed *p)
{
    na_ctx x = ctx_of(g, p->card);
    if (p->ability < 0) {
        if (!in_hand(g, p->card, NA_SKILL_CARD))
            return "6.4.1.1.1";
        if (over_size(g, p->card, -1))
            return "6.4.1.1.2";
        return na_executable(g, &x, g->c[p->card].effect) ? NULL : "8.1.3.1.2";
    }
    const tcg_card *t = &g->t.cards[p->card];
    bool on = t->player == g->t.tp && (na_lane_of(g, p->card) >= 0 || t->zone == NA_LEVEL);
    if (!on || p->ability >= g->c[p->card].nab
        || g->c[p->card].ab[p->ability].kind != NA_AB_ACTIVE)
        return "6.4.1.2.1";
    tcg_key k = {.kind = 1, .card = p->card, .inc = t->inc + 1, .ability = (int)p->ability};
    if (tcg_noted(&g->t, TCG_SCOPE_TURN, k))
        return "6.4.1.2.2";
    return na_executable(g, &x, g->c[p->card].ab[p->ability].effect) ? NULL : "8.1.3.1.2";
}

static bool can_attack(na_game *g, int u)
{
    return na_lane_of(g, u) >= 0 && g->t.cards[u].player == g->t.tp && !g->c[u].attacked;
}

static const char *check_end(na_game *g)
{
    if (g->phase != NA_ATTACK)
        return NULL;
    for (int lane = 0; lane < NA_LANES; lane++) {
        int u = na_unit_at(g, g->t.tp, lane);
        na_keys k;
        if (u >= 0) {
            na_keys_of(g, u, &k);
            if (k.berserker && can_attack(g, u)) {
                RULE(g->run, "10.2.6.2.2");
                return "10.2.6.2.3";
            }
        }
    }
    return NULL;
}

static const char *check(na_game *g, const parsed *p)
{
    if (p->kind == A_END)
        return check_end(g);
    if (p->kind == A_ATTACK) {
        if (g->phase != NA_ATTACK)
            return "6.5.1";
        return can_attack(g, p->card) ? NULL : "7.2.1";
    }
    if (g->phase != NA_MAIN)
        return p->kind == A_ACTIVATE && p->ability >= 0 ? "8.1.3.1" : "6.4.1";
    if (p->kind == A_PLACE)
        return check_place(g, p);
    return p->kind == A_EQUIP ? check_equip(g, p) : check_activate(g, p);
}

const char *na_check_action(na_game *g, const json_t *a, int *err)
{
    parsed p;
    *err = parse(g, a, &p);
    return *err ? NULL : check(g, &p);
}

static int place(na_game *g, const parsed *p)
{
    int occ = na_unit_at(g, g->t.tp, p->lane);
    if (occ >= 0) {
        RULE(g->run, "3.5.5.1");
        TCG_TRY(na_trash(g, occ, "rule", -1));
    }
    RULE(g->run, "3.5.5");
    RULE(g->run, "3.5.3");
    RULE(g->run, "3.5.1");
    RULE(g->run, "6.4.1.1.3");
    g->placed[g->t.tp][p->lane] = true;
    TCG_TRY(na_move(g, p->card, tcg_at(g->t.tp, NA_UNIT1 + p->lane), TCG_BOTTOM, "play"));
    for (int i = 0; i < g->c[p->card].nab; i++)
        if (g->c[p->card].ab[i].kind == NA_AB_ENTRY) {
            RULE(g->run, "10.1.2.2");
            na_pend e = {.what = NA_P_ABILITY, .card = p->card, .inc = g->t.cards[p->card].inc,
                         .ability = i, .master = g->t.tp};
            na_pend_add(g, &e);
        }
    return TCG_OK;
}

static int equip(na_game *g, const parsed *p)
{
    RULE(g->run, "3.5.6");
    RULE(g->run, "3.5.1");
    tcg_place from = tcg_where(&g->t, p->card);
    g->t.cards[p->card].inc++;
    tcg_take(&g->t, p->card);
    tcg_attach(&g->t, p->card, p->unit, TCG_BOTTOM);
    tcg_emit_move(&g->t, p->card, from, tcg_where(&g->t, p->unit), "play");
    return TCG_OK;
}

static int activate(na_game *g, const parsed *p)
{
    na_ctx x = ctx_of(g, p->card);
    RULE(g->run, "8.2.1");
    RULE(g->run, "8.2.1.1");
    RULE(g->run, "8.2.1.2");
    RULE(g->run, "8.2.1.3");
    RULE(g->run, "8.2.1.4");
    if (p->ability < 0) {
        RULE(g->run, "8.1.3.1.1");
        RULE(g->run, "3.6.1");
        TCG_TRY(na_move(g, p->card, tcg_at(g->t.tp, NA_SKILL), TCG_BOTTOM, "play"));
        x.inc = g->t.cards[p->card].inc;
        eng_event(g->run, "activate", json_pack("{s:o}", "card", tcg_id_json(&g->t, p->card)));
        return na_process(g, &x, g->c[p->card].effect);
    }
    RULE(g->run, "6.4.1.2.1");
    RULE(g->run, "6.4.1.2.2");
    RULE(g->run, "8.1.3.1");
    RULE(g->run, "10.1.4.2");
    tcg_key k = {.kind = 1, .card = p->card, .inc = x.inc + 1, .ability = (int)p->ability};
    tcg_note(&g->t, TCG_SCOPE_TURN, k);
    eng_event(g->run, "activate", json_pack("{s:o, s:I}", "card", tcg_id_json(&g->t, p->card),
                                            "ability", (json_int_t)p->ability));
    return na_process(g, &x, g->c[p->card].ab[p->ability].effect);
}

int na_do_action(na_game *g, const json_t *a)
{
    parsed p;
    if (parse(g, a, &p) != 0)
        return TCG_ERR;
    RULE(g->run, g->phase == NA_MAIN ? "6.4.1" : "6.5.1");
    int st = TCG_OK;
    switch (p.kind) {
    case A_PLACE:
        RULE(g->run, "6.4.1.1.1");
        RULE(g->run, "6.4.1.1.2");
        st = place(g, &p);
        break;
    case A_EQUIP:
        RULE(g->run, "6.4.1.1.1");
        RULE(g->run, "6.4.1.1.2");
        st = equip(g, &p);
        break;
    case A_ACTIVATE:
        if (p.ability < 0) {
            RULE(g->run, "6.4.1.1.1");
            RULE(g->run, "6.4.1.1.2");
        }
        st = activate(g, &p);
        break;
    default:   /* A_ATTACK: "end" never comes here (na_window ends the phase) */
        return na_battle(g, p.card);
    }
    if (st == TCG_OK)
        st = na_rule_check(g, true);
    return st == TCG_OK ? na_resolve(g) : st;
}

static void add(na_game *g, json_t *legal, const parsed *p)
{
    if (check(g, p))
        return;
    json_t *o = json_pack("{s:s}", "do", action_names[p->kind]);
    if (p->card >= 0)
        json_object_set_new(o, "card", tcg_id_json(&g->t, p->card));
    if (p->kind == A_PLACE)
        json_object_set_new(o, "zone", json_string(unit_zone_names[p->lane]));
    if (p->kind == A_EQUIP)
        json_object_set_new(o, "unit", tcg_id_json(&g->t, p->unit));
    if (p->ability >= 0)
        json_object_set_new(o, "ability", json_integer(p->ability));
    json_array_append_new(legal, o);
}

json_t *na_legal(na_game *g)
{
    json_t *legal = json_array();
    eng_trace_pause(g->run);
    int tp = g->t.tp;
    if (g->phase == NA_MAIN) {
        const tcg_list *hand = tcg_zone(&g->t, tp, NA_HAND);
        for (size_t i = 0; i < hand->n; i++) {
            int c = hand->v[i];
            for (int lane = 0; lane < NA_LANES; lane++) {
                add(g, legal, &(parsed){.kind = A_PLACE, .card = c, .lane = lane, .ability = -1});
                int u = na_unit_at(g, tp, lane);
                if (u >= 0)
                    add(g, legal, &(parsed){.kind = A_EQUIP, .card = c, .unit = u, .ability = -1});
            }
            add(g, legal, &(parsed){.kind = A_ACTIVATE, .card = c, .ability = -1});
        }
        int holders[NA_LANES + 1] = {g->leader[tp], na_unit_at(g, tp, 0), na_unit_at(g, tp, 1),
                                     na_unit_at(g, tp, 2)};
        for (int h = 0; h <= NA_LANES; h++)
            for (int k = 0; holders[h] >= 0 && k < g->c[holders[h]].nab; k++)
                add(g, legal, &(parsed){.kind = A_ACTIVATE, .card = holders[h], .ability = k});
    } else {
        for (int lane = 0; lane < NA_LANES; lane++) {
            int u = na_unit_at(g, tp, lane);
            if (u >= 0)
                add(g, legal, &(parsed){.kind = A_ATTACK, .card = u, .ability = -1});
        }
    }
    add(g, legal, &(parsed){.kind = A_END, .card = -1, .ability = -1});
    eng_trace_resume(g->run);
    return legal;
}
