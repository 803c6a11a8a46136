/* battle.c — attacks and battles (ch. 8): the attack (8-1) and its triggers and
 * 【ブロッカー】s (8-1-3), the offense and defense steps with their free timings (8-2, 8-3), the
 * damage step with combo power, the comparison, damage to the leader or the guard card's KO
 * (8-4), the battle end step (8-5), and the battle cut short when the attack card or the guard
 * card is gone (8-1-5-1, 8-1-6). A battle is the core's table of steps (tcg_turn.h), played
 * from the attack declared at a free timing; a skipped step (13-12) is the turn player's, or
 * for the defense step either player's. */
#include "engine/fusion_world/turn/turn.h"
#include "engine/fusion_world/actions/actions.h"
#include "engine/fusion_world/skills/skills.h"
#include "engine/fusion_world/zones/zones.h"

#include <stdlib.h>

/* The card is still the attack (guard) card: where it was, the same card, the attack not
 * invalidated (8-1-2-1: 「アタックが無効になるか戦闘が終了するまで」). */
static bool present(const fw_game *g, int card, unsigned serial)
{
    int z = fw_zone_of(g, card);
    return (z == FW_BATTLE || z == FW_LEADER) && g->t.cards[card].inc == serial &&
           g->t.cards[card].host < 0 && !g->b.invalid;
}

static bool fw_battle_card_gone(fw_game *g)
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
    json_object_set_new_nocheck(eng_event_new(g->run, "battle-step"), "name", json_string(name));
}

enum { L_OFFENSE = 1, L_DEFENSE, L_BATTLE_END };

/* After a check point of the battle: 8-1-6 when a battle card is gone. */
static bool cut_short(fw_game *g)
{
    if (!fw_battle_card_gone(g))
        return false;
    RULE(g->run, "8-1-6");
    g->b.ended_early = true;
    return true;
}

/* 8-2 / 8-3: a step with a free timing begins (`offense`: 1 for 8-2, 0 for 8-3). */
static int step_begin(tcg_game *t, int offense)
{
    fw_game *g = (fw_game *)t;
    if (offense) {
        battle_step(g, FW_ST_OFFENSE, "offense");
        RULE(g->run, "8-2-1");
        RULE(g->run, "8-2-2");           /* 「オフェンスステップ開始時」 autos trigger */
        fw_fire_simple(g, "offense-start", -1, g->t.tp);
    } else {
        battle_step(g, FW_ST_DEFENSE, "defense");
        RULE(g->run, "8-3-1");
        RULE(g->run, "8-3-2");           /* 「ディフェンスステップ開始時」 */
        fw_fire_simple(g, "defense-start", -1, g->t.tp);
    }
    return TCG_OK;
}

/* The step's check point (8-2-3, 8-3-3), again after each action; a battle card gone: the
 * battle end step. */
static int step_checkpoint(tcg_game *t, int offense)
{
    fw_game *g = (fw_game *)t;
    TCG_TRY(fw_checkpoint(g, offense ? "8-2-3" : "8-3-3"));
    if (cut_short(g))
        tcg_goto(t, L_BATTLE_END);
    return TCG_OK;
}

/* The step's free timing (8-2-4, 8-3-4): TCG_ACTED back to its check point, TCG_PASS on. */
static int step_timing(tcg_game *t, int offense)
{
    fw_game *g = (fw_game *)t;
    RULE(g->run, offense ? "8-2-4" : "8-3-4");
    int st = fw_free_timing(g);
    if (st == TCG_PASS) {
        RULE(g->run, offense ? "8-2-4-3" : "8-3-4-3");
        RULE(g->run, offense ? "8-2-4-3-1" : "8-3-4-3-1");
        return TCG_PASS;
    }
    if (st != TCG_ACTED)
        return st;
    if (fw_battle_card_gone(g)) {   /* gone outside a check point: one at once */
        RULE(g->run, "8-1-6");
        TCG_TRY(fw_checkpoint(g, "8-1-6"));
        g->b.ended_early = true;
        tcg_goto(t, L_BATTLE_END);
    }
    return TCG_ACTED;
}

static long combo_sum(fw_game *g, int player)
{
    long s = 0;
    const tcg_list *l = fw_zl(g, player, FW_COMBO);
    for (size_t i = 0; i < l->n; i++)
        if (g->c[l->v[i]].has_combo)
            s += fw_combo_power(g, l->v[i]);     /* with the effects on it (3-1-4-1) */
    return s;
}

static int damage_step(tcg_game *t, int arg)
{
    fw_game *g = (fw_game *)t;
    (void)arg;
    battle_step(g, FW_ST_DAMAGE, "damage");
    RULE(g->run, "8-4-1");
    RULE(g->run, "8-4-2");               /* 「ダメージステップ開始時」 */
    fw_fire_simple(g, "damage-step-start", -1, g->t.tp);
    TCG_TRY(fw_checkpoint(g, "8-4-3"));
    if (cut_short(g))
        return TCG_OK;
    int tp = g->t.tp, ntp = fw_opp(g->t.tp);
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
            unsigned d_serial = g->t.cards[d].inc;
            TCG_TRY(fw_ko(g, d, true, NULL, &ko));
            const fw_lki *known = fw_lki_of(g, d, d_serial);
            fw_lki before = known ? *known : (fw_lki){.player = fw_player_of(g, d)};
            bool was_known = known != NULL;
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
            if (ko && was_known) {
                RULE(g->run, "8-4-6-2-3");   /* as it was in the battle area (9-6-7-1-2) */
                tcg_event ev = tcg_event_of("ko", d, before.player);
                ev.inc_before = d_serial;
                tcg_raise(&g->t, &ev);
            }
        }
    }
    RULE(g->run, "8-4-7");
    fw_fire_simple(g, "damage-step-end", -1, tp);
    TCG_TRY(fw_checkpoint(g, "8-4-8"));
    RULE(g->run, "8-4-9");
    return TCG_OK;
}

static int battle_end(tcg_game *t, int arg)
{
    fw_game *g = (fw_game *)t;
    (void)arg;
    battle_step(g, FW_ST_BATTLE_END, "battle-end");
    TCG_TRY(fw_checkpoint(g, "8-5-1"));
    RULE(g->run, "8-5-2");               /* the combo additions end */
    for (size_t k = 0; k < g->t.ncards; k++)
        g->c[k].combo_bonus = 0;
    TCG_TRY(fw_checkpoint(g, "8-5-3"));
    RULE(g->run, "8-5-4");
    tcg_list moved = {0};
    for (int k = 0; k < 2; k++) {
        int p = k == 0 ? g->t.tp : fw_opp(g->t.tp);
        const tcg_list *l = fw_zl(g, p, FW_COMBO);
        for (size_t i = 0; i < l->n; i++)
            tcg_list_push(&moved, l->v[i]);
    }
    int st = fw_move_group(g, moved.v, moved.n, FW_DROP, TCG_DEFAULT, "battle-end");
    if (st == TCG_OK) {
        RULE(g->run, "8-5-5");
        fw_fire_simple(g, "battle-end", -1, g->t.tp);
        RULE(g->run, "8-5-6-1");         /* the cards 8-5-4 put in the drop, that comboed */
        for (size_t i = 0; i < moved.n; i++)
            if (g->c[moved.v[i]].comboed && fw_zone_of(g, moved.v[i]) == FW_DROP) {
                fw_fire_simple(g, "combo-battle-end", moved.v[i], fw_player_of(g, moved.v[i]));
            }
    }
    for (size_t k = 0; k < g->t.ncards; k++)
        g->c[k].comboed = false;
    tcg_list_free(&moved);
    TCG_TRY(st);
    return fw_checkpoint(g, "8-5-6");
}

/* 8-5-7 / 8-5-8: "during this battle" ends, the turn player's then the other's. */
static int end_battle_effects(tcg_game *t, int other)
{
    fw_end_row(t, FW_UNTIL_BATTLE, other);  /* its step is never skipped */
    if (other) {
        RULE(t->run, "8-5-8");
    } else {
        RULE(t->run, "8-5-7");
        RULE(t->run, "8-1-2-2");         /* "in the battle": from 8-1-2 to 8-5-9 */
    }
    return TCG_OK;
}

static int battle_over(tcg_game *t, int arg)
{
    fw_game *g = (fw_game *)t;
    (void)arg;
    RULE(g->run, "8-5-9");
    g->b.on = false;
    g->step = FW_ST_NONE;
    return TCG_OK;
}

/* 8-1: the attack declared (fw_game.fight: the attacker and its target) and its check point. */
static int attack_step(tcg_game *t, int arg)
{
    fw_game *g = (fw_game *)t;
    (void)arg;
    int attacker = g->fight[0], target = g->fight[1];
    RULE(g->run, "8-1-1");
    fw_rest(g, attacker);
    fw_event(g, "attack", json_pack("{s:s, s:s}", "card", fw_id(g, attacker), "target",
                                    fw_id(g, target)));
    RULE(g->run, "8-1-2");
    RULE(g->run, "8-1-2-1");
    g->b = (fw_battle){.on = true, .attack = attacker, .guard = target,
                       .attack_serial = g->t.cards[attacker].inc,
                       .guard_serial = g->t.cards[target].inc};
    g->step = FW_ST_ATTACK;
    RULE(g->run, "8-1-3");
    fw_fire_simple(g, "attack", attacker, g->t.tp);
    fw_fire_simple(g, "attacked", target, fw_opp(g->t.tp));
    /* later changes of the attack or guard card trigger nothing (8-1-6-2), but for a
     * 【ブロッカー】 (15-4-3-1, reading FW-BLOCKER-ATTACKED: keywords.c) */
    /* 15-4-2: each 【ブロッカー】 of the defender other than the card attacked */
    const tcg_list *l = fw_zl(g, fw_opp(g->t.tp), FW_BATTLE);
    for (size_t i = 0; i < l->n; i++) {
        int c = l->v[i];
        if (c == target && fw_has_keyword(g, c, FW_KW_BLOCKER))
            RULE(g->run, "15-4-2");      /* 「このカード以外の自分のカード」: not for itself */
        if (c != target && g->c[c].type == FW_T_BATTLE && fw_has_keyword(g, c, FW_KW_BLOCKER)) {
            RULE(g->run, "15-4-1");
            RULE(g->run, "15-4-2");
            fw_make_pending(g, c, g->t.cards[c].inc, FW_SKILL_BLOCKER, NULL, fw_opp(g->t.tp),
                            target, g->t.cards[target].inc, tcg_batch_last(&g->t));
        }
    }
    TCG_TRY(fw_checkpoint(g, "8-1-4"));
    if (fw_battle_card_gone(g)) {
        /* invalidated (8-1-2-1), or a card gone inside the 8-1-4 check point: the end step */
        RULE(g->run, "8-1-5-1");         /* the attack is no longer valid */
        if (!g->b.invalid)
            RULE(g->run, "8-1-6");
        g->b.ended_early = true;
        tcg_goto(t, L_BATTLE_END);
    } else {
        RULE(g->run, "8-1-5");
    }
    return TCG_OK;
}

/* The skips of steps: 13-12 ("offense" bit 8, "defense" 9, "damage" 10). */
#define STEP_SKIP(n) (1u << (n))

static const tcg_row battle_rows[] = {
    {TCG_OP_DO, attack_step, 0, 0, 0, 0, false},
    {TCG_OP_STEP, NULL, FW_ST_OFFENSE, 0, 0, STEP_SKIP(8), false},
    {TCG_OP_DO, step_begin, 1, 0, 0, 0, false},
    {TCG_OP_DO, step_checkpoint, 1, L_OFFENSE, 0, 0, false},
    {TCG_OP_WINDOW, step_timing, 1, 0, L_OFFENSE, 0, false},
    {TCG_OP_STEP, NULL, FW_ST_DEFENSE, 0, 0, STEP_SKIP(9), false},
    {TCG_OP_DO, step_begin, 0, 0, 0, 0, false},
    {TCG_OP_DO, step_checkpoint, 0, L_DEFENSE, 0, 0, false},
    {TCG_OP_WINDOW, step_timing, 0, 0, L_DEFENSE, 0, false},
    {TCG_OP_STEP, NULL, FW_ST_DAMAGE, 0, 0, STEP_SKIP(10), false},
    {TCG_OP_DO, damage_step, 0, 0, 0, 0, false},
    {TCG_OP_STEP, NULL, FW_ST_BATTLE_END, L_BATTLE_END, 0, 0, false},
    {TCG_OP_DO, battle_end, 0, 0, 0, 0, false},
    {TCG_OP_END, end_battle_effects, 0, 0, 0, 0, false},
    {TCG_OP_END, end_battle_effects, 1, 0, 0, 0, false},
    {TCG_OP_DO, battle_over, 0, 0, 0, 0, false},
};
static const tcg_table battle_table = {"battle", battle_rows,
                                       sizeof battle_rows / sizeof *battle_rows, fw_skipped};

bool fw_invalidate_attack(fw_game *g)
{
    if (!g->b.on || g->b.invalid || g->step == FW_ST_BATTLE_END)
        return false;            /* no attack (any more) to invalidate: nothing is done (0-2-4) */
    RULE(g->run, "8-1-2-1");             /* no attack card or guard card from now on */
    g->b.invalid = true;
    return true;
}

int fw_fight(fw_game *g, int attacker, int target)
{
    g->fight[0] = attacker;
    g->fight[1] = target;
    return tcg_play(&g->t, &battle_table, 0);
}
