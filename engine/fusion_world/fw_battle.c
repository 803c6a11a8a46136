/* fw_battle.c — attacks and battles (ch. 8): the attack (8-1) and its triggers and
 * 【ブロッカー】s (8-1-3), the offense and defense steps with their free timings (8-2, 8-3), the
 * damage step with combo power, the comparison, damage to the leader or the guard card's KO
 * (8-4), the battle end step (8-5), and the battle cut short when the attack card or the guard
 * card is gone (8-1-5-1, 8-1-6). */
#include "fw.h"

#include <stdlib.h>

static bool present(const fw_game *g, int card, unsigned serial)
{
    int z = fw_zone_of(g, card);
    return (z == FW_BATTLE || z == FW_LEADER) && g->c[card].serial == serial &&
           g->c[card].above < 0;
}

bool fw_battle_card_gone(fw_game *g)
{
    return !present(g, g->b.attack, g->b.attack_serial) ||
           !present(g, g->b.guard, g->b.guard_serial);
}

bool fw_is_attack_card(const fw_game *g, int card)
{
    return g->b.on && g->b.attack == card && present(g, card, g->b.attack_serial);
}

bool fw_is_guard_card(const fw_game *g, int card)
{
    return g->b.on && g->b.guard == card && present(g, card, g->b.guard_serial);
}

static void battle_step(fw_game *g, fw_step step, const char *name)
{
    g->step = step;
    fw_event(g, "battle-step", json_pack("{s:s}", "name", name));
}

/* 13-12: a step skipped by an effect ("offense" bit 8, "defense" 9, "damage" 10), the turn
 * player's or, for the defense step, the non-turn player's. */
static bool step_skipped(fw_game *g, unsigned bit, bool either)
{
    int owner = -1;
    if (g->skip[g->tp] & bit)
        owner = g->tp;
    else if (either && (g->skip[fw_opp(g->tp)] & bit))
        owner = fw_opp(g->tp);
    if (owner < 0)
        return false;
    g->skip[owner] &= ~bit;
    RULE(g->run, "13-12-1");
    RULE(g->run, "13-12-2");
    RULE(g->run, "13-12-3");
    RULE(g->run, "13-12-4");
    RULE(g->run, "7-1-2-1");
    return true;
}

/* After a check point of the battle: 8-1-6 when a battle card is gone. */
static bool cut_short(fw_game *g)
{
    if (!fw_battle_card_gone(g))
        return false;
    RULE(g->run, "8-1-6");
    g->b.ended_early = true;
    return true;
}

/* 8-2 / 8-3: a step with a free timing; *end when the battle goes to its end step. */
static int free_step(fw_game *g, bool offense, bool *end)
{
    *end = false;
    if (offense) {
        battle_step(g, FW_ST_OFFENSE, "offense");
        RULE(g->run, "8-2-1");
        RULE(g->run, "8-2-2");           /* 「オフェンスステップ開始時」 autos trigger */
        fw_fire_simple(g, "offense-start", -1, g->tp);
    } else {
        battle_step(g, FW_ST_DEFENSE, "defense");
        RULE(g->run, "8-3-1");
        RULE(g->run, "8-3-2");           /* 「ディフェンスステップ開始時」 */
        fw_fire_simple(g, "defense-start", -1, g->tp);
    }
    const char *at = offense ? "8-2-3" : "8-3-3";
    for (;;) {
        TCG_TRY(fw_checkpoint(g, at));
        if (cut_short(g)) {
            *end = true;
            return TCG_OK;
        }
        RULE(g->run, offense ? "8-2-4" : "8-3-4");
        int st = fw_free_timing(g);
        if (st == FW_FT_PASS) {
            RULE(g->run, offense ? "8-2-4-3" : "8-3-4-3");
            RULE(g->run, offense ? "8-2-4-3-1" : "8-3-4-3-1");
            return TCG_OK;
        }
        if (st != FW_FT_ACTED)
            return st;
        if (fw_battle_card_gone(g)) {   /* gone outside a check point: one at once */
            RULE(g->run, "8-1-6");
            TCG_TRY(fw_checkpoint(g, "8-1-6"));
            g->b.ended_early = true;
            *end = true;
            return TCG_OK;
        }
    }
}

static long combo_sum(fw_game *g, int player)
{
    long s = 0;
    const tcg_list *l = fw_zl(g, player, FW_COMBO);
    for (size_t i = 0; i < l->n; i++)
        if (g->c[l->v[i]].has_combo)
            s += g->c[l->v[i]].combo;
    return s;
}

static int damage_step(fw_game *g)
{
    battle_step(g, FW_ST_DAMAGE, "damage");
    RULE(g->run, "8-4-1");
    RULE(g->run, "8-4-2");               /* 「ダメージステップ開始時」 */
    fw_fire_simple(g, "damage-step-start", -1, g->tp);
    TCG_TRY(fw_checkpoint(g, "8-4-3"));
    if (cut_short(g))
        return TCG_OK;
    int tp = g->tp, ntp = fw_opp(g->tp);
    int a = g->b.attack, d = g->b.guard;
    RULE(g->run, "8-4-4");
    g->c[a].combo_bonus += combo_sum(g, tp);
    RULE(g->run, "8-4-5");
    g->c[d].combo_bonus += combo_sum(g, ntp);
    if (combo_sum(g, tp) || combo_sum(g, ntp))
        RULE(g->run, "2-7-1");
    long pa = fw_power(g, a), pd = fw_power(g, d);
    RULE(g->run, "8-4-6");
    RULE(g->run, "2-6-1");
    fw_event(g, "compare", json_pack("{s:I, s:I}", "attack", (json_int_t)pa, "guard",
                                     (json_int_t)pd));
    if (pa >= pd) {
        if (g->c[d].type == FW_T_LEADER && fw_zone_of(g, d) == FW_LEADER) {
            RULE(g->run, "8-4-6-1");
            /* reading FW-DAMAGE-TIMING: the damage is dealt as the check point opens and the
             * damage process (14-3) and the defeat check run inside it */
            fw_checkpoint_open(g, "8-4-6-1-1");
            RULE(g->run, "8-4-6-1-1-1");
            long amount = 1;
            long n = fw_strike(g, a);
            if (n > 0) {
                RULE(g->run, "15-1-1");
                RULE(g->run, "15-6-1");
                RULE(g->run, "15-6-2");  /* several strikes: each raises the damage to its N, the
                                    largest stays */
                unsigned named = fw_strikes(g, a);
                if (named & FW_STRIKE_2)
                    RULE(g->run, "15-6-2-1");
                if (named & FW_STRIKE_3)
                    RULE(g->run, "15-6-2-2");
                if (amount <= n - 1)
                    amount = n;
            }
            bool dealt = false;
            TCG_TRY(fw_deal_damage(g, ntp, amount, a, true, NULL, &dealt));
            TCG_TRY(fw_checkpoint_run(g));
            if (cut_short(g))    /* FW-BATTLE-KO-NOT-EFFECT */
                return TCG_OK;
            if (dealt) {
                RULE(g->run, "8-4-6-1-2");   /* its 8-4-6-1-2-1 is 8-4-6-1-1-1 (FW-DANGLING-REF) */
                fw_fire_simple(g, "damage-dealt", a, tp);
            }
        } else {
            RULE(g->run, "8-4-6-2");
            RULE(g->run, "8-4-6-2-1");
            bool ko = false;
            unsigned d_serial = g->c[d].serial;
            TCG_TRY(fw_ko(g, d, true, NULL, &ko));
            const fw_lki *known = fw_lki_of(g, d, d_serial);
            fw_lki before = known ? *known : (fw_lki){.player = fw_player_of(g, d)};
            TCG_TRY(fw_checkpoint(g, "8-4-6-2-2"));
            /* FW-BATTLE-KO-NOT-EFFECT: the battle's own KO does not end the battle; any other
             * loss of a battle card since the 8-1-4 check point does (8-1-6) */
            bool attack_gone = !fw_is_attack_card(g, g->b.attack);
            bool guard_gone = !ko && !fw_is_guard_card(g, g->b.guard);
            if (attack_gone || guard_gone) {
                RULE(g->run, "8-1-6");
                g->b.ended_early = true;
                return TCG_OK;
            }
            if (ko && known) {
                RULE(g->run, "8-4-6-2-3");   /* as it was in the battle area (9-6-7-1-2) */
                fw_trig t = {.on = "ko", .card = d, .player = before.player, .before = &before};
                fw_fire(g, &t);
            }
        }
    }
    RULE(g->run, "8-4-7");
    fw_fire_simple(g, "damage-step-end", -1, tp);
    TCG_TRY(fw_checkpoint(g, "8-4-8"));
    RULE(g->run, "8-4-9");
    return TCG_OK;
}

static int battle_end_step(fw_game *g)
{
    battle_step(g, FW_ST_BATTLE_END, "battle-end");
    TCG_TRY(fw_checkpoint(g, "8-5-1"));
    RULE(g->run, "8-5-2");               /* the combo additions end */
    for (size_t k = 0; k < g->t.ncards; k++)
        g->c[k].combo_bonus = 0;
    TCG_TRY(fw_checkpoint(g, "8-5-3"));
    RULE(g->run, "8-5-4");
    tcg_list moved = {0};
    for (int k = 0; k < 2; k++) {
        int p = k == 0 ? g->tp : fw_opp(g->tp);
        const tcg_list *l = fw_zl(g, p, FW_COMBO);
        for (size_t i = 0; i < l->n; i++)
            tcg_list_push(&moved, l->v[i]);
    }
    int st = fw_move_group(g, moved.v, moved.n, FW_DROP, TCG_DEFAULT, "battle-end");
    if (st == TCG_OK) {
        RULE(g->run, "8-5-5");
        fw_fire_simple(g, "battle-end", -1, g->tp);
        for (size_t i = 0; i < moved.n; i++)
            if (g->c[moved.v[i]].comboed && fw_zone_of(g, moved.v[i]) == FW_DROP) {
                RULE(g->run, "8-5-6-1");
                fw_trig t = {.on = "combo-battle-end", .card = moved.v[i],
                             .player = fw_player_of(g, moved.v[i])};
                fw_fire(g, &t);
            }
    }
    for (size_t k = 0; k < g->t.ncards; k++)
        g->c[k].comboed = false;
    tcg_list_free(&moved);
    TCG_TRY(st);
    TCG_TRY(fw_checkpoint(g, "8-5-6"));
    RULE(g->run, "8-5-7");
    RULE(g->run, "8-1-2-2");             /* "in the battle": from 8-1-2 to 8-5-9 */
    fw_end_effects(g, FW_UNTIL_BATTLE, g->tp);
    RULE(g->run, "8-5-8");
    fw_end_effects(g, FW_UNTIL_BATTLE, fw_opp(g->tp));
    RULE(g->run, "8-5-9");
    g->b.on = false;
    g->step = FW_ST_NONE;
    return TCG_OK;
}

int fw_fight(fw_game *g, int attacker, int target)
{
    RULE(g->run, "8-1-1");
    fw_rest(g, attacker);
    fw_event(g, "attack", json_pack("{s:s, s:s}", "card", fw_id(g, attacker), "target",
                                    fw_id(g, target)));
    RULE(g->run, "8-1-2");
    RULE(g->run, "8-1-2-1");
    g->b = (fw_battle){.on = true, .attack = attacker, .guard = target,
                       .attack_serial = g->c[attacker].serial,
                       .guard_serial = g->c[target].serial};
    g->step = FW_ST_ATTACK;
    RULE(g->run, "8-1-3");
    fw_fire_simple(g, "attack", attacker, g->tp);
    fw_fire_simple(g, "attacked", target, fw_opp(g->tp));
    /* later changes of the attack or guard card trigger nothing (8-1-6-2), but for a
     * 【ブロッカー】 (15-4-3-1, reading FW-BLOCKER-ATTACKED: fw_keywords.c) */
    /* 15-4-2: each 【ブロッカー】 of the defender other than the card attacked */
    const tcg_list *l = fw_zl(g, fw_opp(g->tp), FW_BATTLE);
    for (size_t i = 0; i < l->n; i++) {
        int c = l->v[i];
        if (c == target && fw_has_keyword(g, c, FW_KW_BLOCKER))
            RULE(g->run, "15-4-2");      /* 「このカード以外の自分のカード」: not for itself */
        if (c != target && g->c[c].type == FW_T_BATTLE && fw_has_keyword(g, c, FW_KW_BLOCKER)) {
            RULE(g->run, "15-4-1");
            RULE(g->run, "15-4-2");
            fw_make_pending(g, c, g->c[c].serial, FW_SKILL_BLOCKER, NULL, fw_opp(g->tp),
                            target, g->c[target].serial);
        }
    }
    TCG_TRY(fw_checkpoint(g, "8-1-4"));
    bool end = false;
    if (fw_battle_card_gone(g)) {
        RULE(g->run, "8-1-5-1");         /* the attack is no longer valid */
        RULE(g->run, "8-1-6");           /* gone inside the 8-1-4 check point: the end step after it */
        g->b.ended_early = true;
        end = true;
    } else {
        RULE(g->run, "8-1-5");
    }
    if (!end && !step_skipped(g, 1u << 8, false))
        TCG_TRY(free_step(g, true, &end));
    if (!end && !step_skipped(g, 1u << 9, true))
        TCG_TRY(free_step(g, false, &end));
    if (!end && !step_skipped(g, 1u << 10, false))
        TCG_TRY(damage_step(g));
    return battle_end_step(g);
}
