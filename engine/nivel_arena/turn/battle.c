/* battle.c — a battle (ch. 7), from the attack declaration step to the battle end step (7.1):
 * the attacker's attacker effects (7.2.2, 10.1.5.2) and sub-keywords (breakthrough 10.2.3.4,
 * duelist 10.2.3.5), the defense declaration step with guardians (10.2.6.3, reading
 * NA-GUARDIAN) and the defending player's declaration by the opposing unit (7.3.1), defender
 * effects (7.3.2, 10.1.6.2) and self-destruct (10.2.4.2), the battle step (infiltrate 10.2.3.6;
 * 7.4.1–7.4.3; pierce 10.2.3.2, plunder 10.2.3.3), and the battle end step (7.5). */
#include "engine/nivel_arena/actions/actions.h"
#include "engine/nivel_arena/effects/effects.h"
#include "engine/nivel_arena/turn/turn.h"
#include "engine/nivel_arena/zones/zones.h"

#include <stdlib.h>
#include <string.h>

static bool still(na_game *g, int card, unsigned inc)
{
    return card >= 0 && g->t.cards[card].inc == inc && na_lane_of(g, card) >= 0;
}

/* Whether the attacker is a duelist (10.2.3.5). */
static bool attacker_duelist(na_game *g)
{
    na_keys k;
    na_keys_of(g, g->attacker, &k);
    return k.duelist;
}

/* Whether the breakthroughs of the attacker forbid unit u to defend (10.2.3.4.2). */
static bool broken_through(na_game *g, const na_keys *k, int u)
{
    for (int i = 0; i < k->nbrk; i++) {
        const na_break *b = &k->brk[i];
        if (b->cost_max < 0 && b->power_max < 0) {
            RULE(g->run, "10.2.3.4.3");
            return true;
        }
        if ((b->cost_max < 0 || g->c[u].cost <= b->cost_max)
            && (b->power_max < 0 || na_power(g, u) <= b->power_max))
            return true;
    }
    return false;
}

/* Whether u may declare defense against the attacker (7.3.1, 7.3.3, 10.2.3.4, 10.2.3.5.3);
 * `guard`: as a guardian (not the opposing unit). *rule: the clause that forbids it. */
static bool may_defend(na_game *g, int u, bool guard, const char **rule)
{
    na_keys k;
    na_keys_of(g, g->attacker, &k);
    int opp = na_opposing(g, g->attacker);
    RULE(g->run, "3.5.4.1");
    if (opp >= 0)
        RULE(g->run, "3.5.4.2");
    if (g->defender >= 0) {
        RULE(g->run, "7.3.3");
        *rule = "7.3.3";
        return false;
    }
    if (u < 0 || g->t.cards[u].player != na_other(g->t.tp) || na_lane_of(g, u) < 0
        || (!guard && u != opp)) {
        *rule = "7.3.1";
        return false;
    }
    if (k.nbrk > 0 && broken_through(g, &k, u)) {
        RULE(g->run, "10.2.3.4.2");
        if (k.nbrk > 1)
            RULE(g->run, "10.2.3.4.4");
        *rule = "10.2.3.4.2";
        return false;
    }
    if (guard && k.duelist && opp >= 0) {
        RULE(g->run, "10.2.3.5.2");
        *rule = "10.2.3.5.3";
        return false;
    }
    return true;
}

static int declare_defense(na_game *g, int u)
{
    RULE(g->run, "7.3.2");
    g->defender = u;
    g->defender_inc = g->t.cards[u].inc;
    eng_event(g->run, "defend", json_pack("{s:o}", "card", tcg_id_json(&g->t, u)));
    for (int i = 0; i < g->c[u].nab; i++)
        if (g->c[u].ab[i].kind == NA_AB_DEFENDER) {
            RULE(g->run, "10.1.6.2");
            na_pend p = {.what = NA_P_ABILITY, .card = u, .inc = g->defender_inc, .ability = i,
                         .master = g->t.cards[u].player};
            na_pend_add(g, &p);
        }
    na_keys k;
    na_keys_of(g, u, &k);
    if (k.self_destruct) {
        RULE(g->run, "10.2.4.2.2");
        RULE(g->run, "10.2.4.2.3");
        eng_event(g->run, "activate", json_pack("{s:o, s:s}", "card", tcg_id_json(&g->t, u),
                                                "what", "self-destruct"));
        TCG_TRY(na_trash(g, u, "effect", -1));   /* the battle step finds no defender: it does
                                                     nothing (NA-SELF-DESTRUCT) */
    }
    return na_resolve(g);
}

/* Pay a guardian's condition (10.2.6.3.4): cards from the hand, or other units. */
static int pay_guardian(na_game *g, int u, const na_keys *k, bool *paid)
{
    int p = g->t.cards[u].player;
    int cands[16];
    size_t n = 0, got;
    if (k->guardian == 1) {
        const tcg_list *hand = tcg_zone(&g->t, p, NA_HAND);
        for (size_t i = 0; i < hand->n && n < 16; i++)
            cands[n++] = hand->v[i];
    } else {
        for (int lane = 0; lane < NA_LANES; lane++) {
            int o = na_unit_at(g, p, lane);
            if (o >= 0 && o != u)
                cands[n++] = o;
        }
    }
    *paid = false;
    if ((long)n < k->guardian_n)
        return TCG_OK;
    bool yes;
    TCG_TRY(tcg_choose_bool(&g->t, "guardian", p, &yes));
    if (!yes)
        return TCG_OK;
    int out[16];
    const char *kind = k->guardian == 1 ? "barrier" : "sacrifice";
    TCG_TRY(tcg_choose_cards(&g->t, kind, p, cands, n, (size_t)k->guardian_n,
                             (size_t)k->guardian_n, out, &got));
    RULE(g->run, k->guardian == 1 ? "10.2.6.3.4.1.2" : "10.2.6.3.4.2.2");
    RULE(g->run, "3.1.6");
    for (size_t i = 0; i < got; i++)
        TCG_TRY(na_trash(g, out[i], "effect", -1));
    *paid = true;
    return TCG_OK;
}

static int guardians(na_game *g)
{
    int lane = na_lane_of(g, g->attacker), ntp = na_other(g->t.tp);
    for (int l = 0; l < NA_LANES; l++) {
        int u = na_unit_at(g, ntp, l);
        if (u < 0 || abs(l - lane) != 1)
            continue;
        na_keys k;
        na_keys_of(g, u, &k);
        if (!k.guardian)
            continue;
        const char *rule;
        if (!may_defend(g, u, true, &rule)) {
            RULE(g->run, "10.2.6.3.3");
            continue;
        }
        RULE(g->run, "10.2.6.3.2");
        unsigned inc = g->t.cards[u].inc;
        bool paid;
        TCG_TRY(pay_guardian(g, u, &k, &paid));
        if (paid && still(g, u, inc)) {
            eng_event(g->run, "activate", json_pack("{s:o, s:s}", "card",
                                                    tcg_id_json(&g->t, u), "what", "guardian"));
            TCG_TRY(declare_defense(g, u));
        }
    }
    return TCG_OK;
}

/* The defending player's free timing: "defend" with the opposing unit, or "pass". */
static int defense_window(na_game *g)
{
    int ntp = na_other(g->t.tp);
    for (;;) {
        const json_t *a = eng_next(g->run);
        if (!a)
            return TCG_STOP;
        if (json_object_get(a, "query")) {
            RULE(g->run, "7.3.1");
            json_t *legal = json_array();
            int opp = na_opposing(g, g->attacker);
            const char *rule = NULL;
            bool can = opp >= 0 && may_defend(g, opp, false, &rule);
            if (can)
                json_array_append_new(legal, json_pack("{s:s, s:o}", "do", "defend", "card",
                                                       tcg_id_json(&g->t, opp)));
            if (!(can && attacker_duelist(g)))
                json_array_append_new(legal, json_pack("{s:s}", "do", "pass"));
            eng_legal(g->run, legal);
            continue;
        }
        static const char *const keys[] = {"do", "card", "by", NULL};
        const char *d = json_string_value(json_object_get(a, "do"));
        int by;
        TCG_TRY(na_actor(g, a, ntp, &by));
        if (eng_only_keys(g->run, a, "action", keys) != 0)
            return TCG_ERR;
        if (!d || (strcmp(d, "defend") != 0 && strcmp(d, "pass") != 0)) {
            RULE(g->run, "7.3.1");
            eng_reject(g->run, "7.3.1", "the defense declaration step takes defend or pass");
            continue;
        }
        if (by != ntp) {
            RULE(g->run, "7.3.1");
            eng_reject(g->run, "7.3.1", "only the defending player declares defense");
            continue;
        }
        int opp = na_opposing(g, g->attacker);
        const char *rule = NULL;
        if (strcmp(d, "pass") == 0) {
            if (attacker_duelist(g) && opp >= 0 && may_defend(g, opp, false, &rule)) {
                RULE(g->run, "10.2.3.5.2");
                RULE(g->run, "10.2.3.5.3");
                eng_reject(g->run, "10.2.3.5.3", "the opposing unit must defend");
                continue;
            }
            return TCG_OK;
        }
        int u;
        if (tcg_get_card(&g->t, json_object_get(a, "card"), "defend.card", &u) != 0)
            return TCG_ERR;
        if (!may_defend(g, u, false, &rule)) {
            eng_rule(g->run, rule);
            eng_reject(g->run, rule, "%s may not declare defense", tcg_id(&g->t, u));
            continue;
        }
        RULE(g->run, "7.3.1");
        return declare_defense(g, u);
    }
}

static int battle_step(na_game *g)
{
    g->step = NA_STEP_BATTLE;
    int a = g->attacker, d = g->defender;
    na_keys k;
    if (still(g, a, g->attacker_inc)) {
        na_keys_of(g, a, &k);
        if (k.infiltrate > 0 && d < 0) {
            RULE(g->run, "10.2.3.6.2");
            RULE(g->run, "10.2.3.6.3");
            eng_event(g->run, "activate", json_pack("{s:o, s:s}", "card",
                                                    tcg_id_json(&g->t, a), "what", "infiltrate"));
            TCG_TRY(na_draw(g, g->t.tp, k.infiltrate, NULL));
        }
    }
    if (!still(g, a, g->attacker_inc)) {
        RULE(g->run, "7.4.1");
        return TCG_OK;
    }
    na_keys_of(g, a, &k);
    if (d < 0) {
        RULE(g->run, "7.4.2");
        RULE(g->run, "2.9.1");
        return na_damage(g, na_other(g->t.tp), na_hit(g, a));
    }
    if (!still(g, d, g->defender_inc))
        return TCG_OK;
    RULE(g->run, "7.4.3");
    RULE(g->run, "2.8.1");
    if (na_power(g, a) >= na_power(g, d)) {
        TCG_TRY(na_trash(g, d, "battle", a));
        na_pend p = {.card = a, .inc = g->attacker_inc, .master = g->t.tp};
        if (k.pierce > 0) {
            RULE(g->run, "10.2.3.2.3");
            p.what = NA_P_PIERCE;
            p.n = k.pierce;
            na_pend_add(g, &p);
        }
        if (k.plunder > 0) {
            RULE(g->run, "10.2.3.3.3");
            p.what = NA_P_PLUNDER;
            p.n = k.plunder;
            na_pend_add(g, &p);
        }
        return TCG_OK;
    }
    return na_trash(g, a, "battle", d);
}

int na_battle(na_game *g, int a)
{
    RULE(g->run, "7.1");
    g->step = NA_STEP_ATTACK;
    g->attacker = a;
    g->attacker_inc = g->t.cards[a].inc;   /* no defender: the last battle's end step reset it */
    RULE(g->run, "7.2.1");
    g->c[a].attacked = true;
    eng_event(g->run, "attack", json_pack("{s:o, s:s}", "card", tcg_id_json(&g->t, a), "player",
                                          na_player_names[g->t.tp]));
    for (int i = 0; i < g->c[a].nab; i++)
        if (g->c[a].ab[i].kind == NA_AB_ATTACKER) {
            RULE(g->run, "7.2.2");
            RULE(g->run, "10.1.5.2");
            na_pend p = {.what = NA_P_ABILITY, .card = a, .inc = g->attacker_inc, .ability = i,
                         .master = g->t.tp};
            na_pend_add(g, &p);
        }
    int st = na_resolve(g);
    if (st == TCG_OK && still(g, a, g->attacker_inc)) {
        g->step = NA_STEP_DEFENSE;
        st = guardians(g);
        if (st == TCG_OK && g->defender < 0 && na_opposing(g, a) >= 0)
            st = defense_window(g);
    }
    if (st == TCG_OK)
        st = battle_step(g);
    if (st == TCG_OK)
        st = na_resolve(g);
    if (st != TCG_OK)
        return st;
    g->step = NA_STEP_END;
    RULE(g->run, "7.5.1");
    TCG_TRY(na_negate(g, NA_UNTIL_BATTLE));
    TCG_TRY(na_resolve(g));
    RULE(g->run, "7.5.2");
    g->step = NA_NO_STEP;
    g->attacker = g->defender = -1;
    return TCG_OK;
}
