/* declare.c — the actions a player declares at a free timing (7-3-4, 8-2-4, 8-3-4): using a
 * battle card (5-4, 5-5-2), declaring an 【起動】 (9-4) including the use of an extra card
 * (12-2-2), 【フィールド】 (15-3), 【覚醒】 (15-2), 【進化】 and 【フュージョン進化】 (15-12), attacking (8-1-1)
 * and combos (5-6). Each action is checked in full before anything changes: a forbidden action
 * is rejected with the clause that forbids it and changes nothing. An act an effect restricts
 * (13-13) is preceded by what the effect requires (require.c). */
#include "engine/fusion_world/actions/actions.h"
#include "engine/fusion_world/effects/effects.h"
#include "engine/fusion_world/setup/setup.h"
#include "engine/fusion_world/skills/skills.h"
#include "engine/fusion_world/turn/turn.h"
#include "engine/fusion_world/zones/zones.h"

#include <stdio.h>
#include <string.h>

static const char *const play_keys[] = {"do", "by", "card", "pay", NULL};
static const char *const attack_keys[] = {"do", "by", "card", "target", NULL};
static const char *const combo_keys[] = {"do", "by", "card", NULL};
static const char *const activate_keys[] = {"do", "by", "card", "skill", "pay", "skill_pay",
                                            "onto", NULL};

static int reject(fw_game *g, const char *rule, const char *why)
{
    eng_rule(g->run, rule);
    eng_reject(g->run, rule, "%s", why);
    return FW_REJECTED;
}

static bool in_main_free_timing(const fw_game *g)
{
    return g->phase == FW_PH_MAIN && g->step == FW_ST_NONE;
}

/* --- using a battle card (5-4, 5-5-2) -------------------------------------------------- */

const char *fw_play_refusal(fw_game *g, int player, int card, char *why, size_t n)
{
    if (!in_main_free_timing(g) || player != g->t.tp) {
        snprintf(why, n, "a battle card is used in the main phase");
        return "7-3-4";
    }
    if (fw_zone_of(g, card) != FW_HAND || fw_player_of(g, card) != player ||
        g->c[card].type != FW_T_BATTLE) {
        snprintf(why, n, "%s is not a battle card in %s's hand", fw_id(g, card),
                 fw_player_names[player]);
        return "5-5-2";
    }
    fw_payreq req = {0};
    fw_cost_to_pay(g, card, &req.total, req.spec);
    if (!fw_can_pay(g, player, &req)) {
        snprintf(why, n, "not enough active energy and energy markers for the cost of %s",
                 fw_id(g, card));
        return "5-3-3";
    }
    return fw_require_refusal(g, player, card, "play", why, n);
}

/* 13-13: the acts an effect requires before this one; a player who does not do them does not
 * do the act either (a rejection). When their payment fails part way the act fails (1-2-6):
 * a card that was to enter or to combo goes to the drop (5-5-5, 5-6-5). */
static int required_first(fw_game *g, int player, int card, const char *act)
{
    bool withdrawn, failed;
    TCG_TRY(fw_require_pay(g, player, card, act, &withdrawn, &failed));
    if (failed) {
        fw_event(g, "fail", json_pack("{s:s, s:s}", "card", fw_id(g, card), "act", act));
        if (strcmp(act, "attack") != 0)
            TCG_TRY(fw_failed_to_drop(g, card, strcmp(act, "play") == 0 ? "5-5-5" : "5-6-5"));
        return FW_ACT_FAILED;
    }
    if (!withdrawn)
        return TCG_OK;
    char why[160];
    eng_format(why, sizeof why, "%s did not do what %s's %s requires", fw_player_names[player],
               fw_id(g, card), act);
    eng_rule(g->run, "13-13-1");
    eng_reject(g->run, "13-13-1", "%s", why);
    return FW_REJECTED;
}

static int get_card(fw_game *g, const json_t *act, const char *key, const char *what, int *out)
{
    const json_t *v = json_object_get(act, key);
    if (!v)
        return eng_error(g->run, "%s: \"%s\" is required", what, key);
    return tcg_get_card(&g->t, v, what, out);
}

static int holder_check(fw_game *g, int player)
{
    if (player != fw_free_timing_player(g)) {
        char why[96];
        eng_format(why, sizeof why, "%s has no free timing", fw_player_names[player]);
        return reject(g, "4-1-1", why);
    }
    return TCG_OK;
}

int fw_do_play(fw_game *g, int player, const json_t *act)
{
    TCG_TRY(eng_only_keys(g->run, act, "play", play_keys));
    int card;
    TCG_TRY(get_card(g, act, "card", "play", &card));
    TCG_TRY(holder_check(g, player));
    char why[200];
    const char *rule = fw_play_refusal(g, player, card, why, sizeof why);
    if (rule)
        return reject(g, rule, why);
    fw_payreq req = {0};
    fw_cost_to_pay(g, card, &req.total, req.spec);
    fw_payment pay;
    const char *bad = "5-3-1";
    TCG_TRY(fw_read_payment(g, player, json_object_get(act, "pay"), &req, &pay, &bad, why,
                            sizeof why));
    if (bad)
        return reject(g, bad, why);
    TCG_TRY(required_first(g, player, card, "play"));
    RULE(g->run, "7-3-4-1");
    RULE(g->run, "5-4-1");
    RULE(g->run, "5-5-1");
    RULE(g->run, "5-5-2");
    RULE(g->run, "5-5-2-1");             /* revealed, the cost paid, the entry declared */
    fw_reveal(g, player, &card, 1);
    if (req.total == 0)
        RULE(g->run, "5-3-2");           /* nothing paid: no `pay` event */
    else
        fw_pay(g, player, &pay);
    RULE(g->run, "5-4-1-1");
    RULE(g->run, "5-5-2-2");
    TCG_TRY(fw_enter_move(g, card, player, TCG_BOTTOM, "play", "play"));
    fw_fire_simple(g, "use", card, player);
    RULE(g->run, "7-3-4-1-1");
    return TCG_OK;
}

/* --- attacking (8-1-1) ------------------------------------------------------------------- */

const char *fw_attack_refusal(fw_game *g, int player, int attacker, int target, char *why,
                              size_t n)
{
    if (!in_main_free_timing(g) || player != g->t.tp) {
        snprintf(why, n, "an attack is declared in the main phase");
        return "7-3-4";
    }
    if (fw_first_turn(g)) {
        snprintf(why, n, "the first player does not attack in the first turn");
        return "7-3-4-3-1";
    }
    int za = fw_zone_of(g, attacker);
    RULE(g->run, "0-3-4");               /* the card's master: the player whose area holds it */
    RULE(g->run, "0-3-4-1");
    bool own = fw_player_of(g, attacker) == player &&
               ((za == FW_LEADER && g->c[attacker].type == FW_T_LEADER) ||
                (za == FW_BATTLE && g->c[attacker].type == FW_T_BATTLE));
    if (!own) {
        snprintf(why, n, "%s is not %s's leader or battle card", fw_id(g, attacker),
                 fw_player_names[player]);
        return "8-1-1";
    }
    if (g->c[attacker].rested) {   /* the only limit on a card just entered
                                       (reading FW-NO-SUMMONING-SICKNESS) */
        snprintf(why, n, "%s is rested", fw_id(g, attacker));
        return "8-1-1";
    }
    int zt = fw_zone_of(g, target);
    bool opp = fw_player_of(g, target) == fw_opp(player);
    if (!(opp && zt == FW_LEADER && g->c[target].type == FW_T_LEADER) &&
        !(opp && zt == FW_BATTLE && g->c[target].type == FW_T_BATTLE && g->c[target].rested)) {
        snprintf(why, n, "%s is neither the opponent's leader nor a rested battle card of the "
                 "opponent", fw_id(g, target));
        return "8-1-1";
    }
    if (fw_forbidden(g, attacker, "attack")) {
        RULE(g->run, "0-2-5");           /* the prohibition beats what would allow the act */
        RULE(g->run, "0-2-1");          /* a basic principle: over every other rule and effect */
        snprintf(why, n, "an effect forbids %s to attack", fw_id(g, attacker));
        return "0-2-2";
    }
    return fw_require_refusal(g, player, attacker, "attack", why, n);
}

int fw_do_attack(fw_game *g, int player, const json_t *act)
{
    TCG_TRY(eng_only_keys(g->run, act, "attack", attack_keys));
    int attacker, target;
    TCG_TRY(get_card(g, act, "card", "attack", &attacker));
    TCG_TRY(get_card(g, act, "target", "attack", &target));
    TCG_TRY(holder_check(g, player));
    char why[200];
    const char *rule = fw_attack_refusal(g, player, attacker, target, why, sizeof why);
    if (rule)
        return reject(g, rule, why);
    TCG_TRY(required_first(g, player, attacker, "attack"));
    RULE(g->run, "7-3-4-3");
    TCG_TRY(fw_fight(g, attacker, target));
    RULE(g->run, "7-3-4-3-2");
    return TCG_OK;
}

/* --- combos (5-6) ------------------------------------------------------------------------ */

const char *fw_combo_refusal(fw_game *g, int player, int card, char *why, size_t n)
{
    bool offense = player == g->t.tp;
    const char *step_rule = offense ? "5-6-3" : "5-6-4";
    const char *which_rule = offense ? "5-6-3-1" : "5-6-4-1";
    if (g->step != (offense ? FW_ST_OFFENSE : FW_ST_DEFENSE)) {
        snprintf(why, n, "a combo is declared by the %s player in the %s step",
                 offense ? "turn" : "non-turn", offense ? "offense" : "defense");
        return step_rule;
    }
    int z = fw_zone_of(g, card);
    if (fw_player_of(g, card) != player || (z != FW_BATTLE && z != FW_HAND)) {
        snprintf(why, n, "%s is neither in %s's battle area nor in their hand", fw_id(g, card),
                 fw_player_names[player]);
        return which_rule;
    }
    if (z == FW_BATTLE && offense && fw_is_attack_card(g, card)) {
        snprintf(why, n, "%s is the attack card", fw_id(g, card));
        return "5-6-3-1-1";
    }
    if (z == FW_BATTLE && !offense && fw_is_guard_card(g, card)) {
        snprintf(why, n, "%s is the guard card", fw_id(g, card));
        return "5-6-4-1-1";
    }
    if (g->c[card].type != FW_T_BATTLE) {
        snprintf(why, n, "%s is not a battle card", fw_id(g, card));
        return which_rule;
    }
    if (z == FW_BATTLE && g->c[card].rested) {
        snprintf(why, n, "%s is rested", fw_id(g, card));
        return which_rule;
    }
    if (!g->c[card].has_combo) {
        snprintf(why, n, "%s has no combo power", fw_id(g, card));
        return "5-6-2-1";
    }
    return fw_require_refusal(g, player, card, "combo", why, n);
}

int fw_do_combo(fw_game *g, int player, const json_t *act)
{
    TCG_TRY(eng_only_keys(g->run, act, "combo", combo_keys));
    int card;
    TCG_TRY(get_card(g, act, "card", "combo", &card));
    TCG_TRY(holder_check(g, player));
    char why[200];
    const char *rule = fw_combo_refusal(g, player, card, why, sizeof why);
    if (rule) {
        if (strcmp(rule, "5-6-2-1") == 0)
            RULE(g->run, "0-2-2-2");
        return reject(g, rule, why);
    }
    TCG_TRY(required_first(g, player, card, "combo"));
    bool offense = player == g->t.tp;
    bool from_hand = fw_zone_of(g, card) == FW_HAND;
    RULE(g->run, "5-6-1");
    RULE(g->run, "5-6-2");
    if (offense) {
        RULE(g->run, "8-2-4-1");
        RULE(g->run, "5-6-3");
        RULE(g->run, "5-6-3-1");
        RULE(g->run, from_hand ? "5-6-3-1-2" : "5-6-3-1-1");
    } else {
        RULE(g->run, "8-3-4-1");
        RULE(g->run, "5-6-4");
        RULE(g->run, "5-6-4-1");
        RULE(g->run, from_hand ? "5-6-4-1-2" : "5-6-4-1-1");
    }
    if (from_hand)
        fw_reveal(g, player, &card, 1);
    fw_event(g, "combo", json_pack("{s:s, s:s}", "player", fw_player_names[player], "card",
                                   fw_id(g, card)));
    RULE(g->run, offense ? "5-6-3-2" : "5-6-4-2");
    TCG_TRY(fw_move(g, card, player, FW_COMBO, TCG_BOTTOM, "combo"));
    TCG_TRY(fw_checkpoint(g, offense ? "5-6-3-3" : "5-6-4-3"));
    RULE(g->run, offense ? "5-6-3-4" : "5-6-4-4");
    RULE(g->run, offense ? "8-2-4-1-1" : "8-3-4-1-1");
    return TCG_OK;
}

/* --- 【起動】 (9-4, 12-2, 15-2, 15-3, 15-12) ----------------------------------------------- */

/* The skill the action names: an index of the card's skills or "field". */
static int read_skill(fw_game *g, int card, const json_t *v, int *skill, const fw_skill **sk)
{
    if (json_is_string(v) && strcmp(json_string_value(v), "field") == 0) {
        if (!(fw_face_of(g, card)->kw & FW_KW_FIELD) || g->c[card].type != FW_T_EXTRA)
            return eng_error(g->run, "activate: %s has no 【フィールド】", fw_id(g, card));
        *skill = FW_SKILL_FIELD;
        *sk = NULL;
        return TCG_OK;
    }
    if (!json_is_integer(v) || json_integer_value(v) < 0 ||
        (size_t)json_integer_value(v) >= fw_skill_count(g, card))
        return eng_error(g->run, "activate: \"skill\" must be an index of %s's skills or "
                         "\"field\"", fw_id(g, card));
    *skill = (int)json_integer_value(v);
    *sk = fw_skill_at(g, card, *skill);
    if ((*sk)->kind == FW_SK_AUTO || (*sk)->kind == FW_SK_PERMANENT)
        return eng_error(g->run, "activate: skill %d of %s is not declared (an %s)", *skill,
                         fw_id(g, card), (*sk)->kind == FW_SK_AUTO ? "【自動】" : "【永続】");
    return TCG_OK;
}

/* The skill's timing against the free timing (1-3-4-1); the refusal is named by the skill's
 * timing: 【起動 メイン】 1-3-4-1-1, 【起動 戦闘中】 1-3-4-1-2 (turn player) / 1-3-4-1-3. */
static const char *timing_refusal(fw_game *g, int player, int timing, char *why, size_t n)
{
    bool main_now = in_main_free_timing(g) && player == g->t.tp;
    bool battle_now = (g->step == FW_ST_OFFENSE && player == g->t.tp) ||
                      (g->step == FW_ST_DEFENSE && player != g->t.tp);
    if (((timing & FW_TIME_MAIN) && main_now) || ((timing & FW_TIME_BATTLE) && battle_now))
        return NULL;
    if (timing == FW_TIME_MAIN) {
        snprintf(why, n, "a 【起動 メイン】 skill is declared by the turn player in the main phase");
        return "1-3-4-1-1";
    }
    if (timing == FW_TIME_BATTLE) {
        if (player == g->t.tp) {
            snprintf(why, n, "the turn player declares a 【起動 戦闘中】 skill in the offense step");
            return "1-3-4-1-2";
        }
        snprintf(why, n, "the non-turn player declares a 【起動 戦闘中】 skill in the defense step");
        return "1-3-4-1-3";
    }
    snprintf(why, n, "no 【起動】 can be declared now");
    return "1-3-4-1";
}

/* The card cost to pay on using an extra card from the hand (12-2-2-2), else none. */
static bool card_cost_due(fw_game *g, int card, int skill, const fw_skill *sk)
{
    (void)skill;
    if (g->c[card].type != FW_T_EXTRA || fw_zone_of(g, card) != FW_HAND)
        return false;
    return !sk || sk->kind == FW_SK_ACTIVATE;
}

/* The refusal of a declaration, the first in the order of the page's table: the condition
 * (9-1-3), the timing (1-3-4-1-x), the zone (1-3-7), 15-9-3 / 15-10-3, once per turn (15-7-5),
 * the skill cost (1-4-6), the card cost (5-3-3), 【進化】's and 【フュージョン進化】's conditions
 * (15-12-3/4, 15-12-10/11), 【覚醒】's (15-2-3). */
const char *fw_activate_refusal(fw_game *g, int player, int card, int skill, char *why,
                                size_t n)
{
    const fw_skill *sk = skill == FW_SKILL_FIELD ? NULL : fw_skill_at(g, card, skill);
    bool evolve = sk && (sk->kind == FW_SK_EVOLVE || sk->kind == FW_SK_FUSION);
    bool awaken = sk && sk->kind == FW_SK_AWAKEN;
    bool holds = !sk || !sk->condition || fw_condition(g, sk->condition, player, card);
    if (!holds && !awaken) {
        snprintf(why, n, "the skill's condition does not hold");
        return "9-1-3";
    }
    int timing = sk ? sk->timing : FW_TIME_MAIN;      /* 15-3-1: 【起動 メイン】 */
    const char *r = timing_refusal(g, player, timing, why, n);
    if (r)
        return r;
    bool mine = fw_player_of(g, card) == player;
    bool in_hand = fw_zone_of(g, card) == FW_HAND && mine;
    if (skill == FW_SKILL_FIELD) {
        if (!in_hand) {
            snprintf(why, n, "%s is not in %s's hand", fw_id(g, card), fw_player_names[player]);
            return "1-3-7";
        }
    } else if (!evolve && (!mine || fw_zone_of(g, card) != fw_skill_zone(g, card, sk) ||
                           g->t.cards[card].host >= 0)) {
        if (g->t.cards[card].host >= 0) {
            RULE(g->run, "16-2-2");      /* a card under a stack has no valid skill */
            RULE(g->run, "9-1-2");
        }
        snprintf(why, n, "the skill of %s is not valid where the card is", fw_id(g, card));
        return "1-3-7";
    }
    if (fw_negated(g, card, g->t.cards[card].inc, sk)) {
        snprintf(why, n, "an effect has negated the skill of %s", fw_id(g, card));
        return "9-1-2";
    }
    if (sk && !fw_during_ok(g, player, sk->during)) {
        snprintf(why, n, "the skill is valid during %s turn only",
                 sk->during == FW_DURING_YOURS ? "its master's" : "the opponent's");
        return sk->during == FW_DURING_YOURS ? "15-9-3" : "15-10-3";
    }
    if (sk && sk->once)
        RULE(g->run, "15-1-2");          /* 【ターン1回】: a keyword limiting its skill, no skill itself */
    if (sk && (sk->kind == FW_SK_EVOLVE || sk->kind == FW_SK_FUSION || sk->kind == FW_SK_AWAKEN))
        RULE(g->run, "15-1-1");          /* a keyword skill with a category: 【起動メイン】 */
    if (sk && sk->once && fw_used_this_turn(g, card, skill)) {
        snprintf(why, n, "the skill was already resolved this turn");
        RULE(g->run, "9-2-4");           /* it cannot be declared: it does not activate */
        return "15-7-5";
    }
    if (sk && sk->cost && !fw_skill_cost_payable(g, player, card, sk->cost, NULL)) {
        snprintf(why, n, "the skill cost cannot be paid");
        RULE(g->run, "9-2-4");
        return "1-4-6";
    }
    fw_payreq card_req = {0};
    bool due = card_cost_due(g, card, skill, sk);
    if (due) {
        fw_cost_to_pay(g, card, &card_req.total, card_req.spec);
        if (!fw_can_pay(g, player, &card_req)) {
            snprintf(why, n, "not enough active energy and markers for the cost of %s",
                     fw_id(g, card));
            return "5-3-3";
        }
        if (sk && sk->cost && !fw_skill_cost_payable(g, player, card, sk->cost, &card_req)) {
            snprintf(why, n, "the skill cost cannot be paid beside the card's cost");
            RULE(g->run, "12-2-2-3");    /* paid after the card's cost, from what it leaves */
            RULE(g->run, "9-2-4");
            return "1-4-6";
        }
    }
    if (evolve) {
        RULE(g->run, sk->kind == FW_SK_EVOLVE ? "15-12-3" : "15-12-10");   /* from the hand */
        if (!in_hand) {
            snprintf(why, n, "%s is not in %s's hand", fw_id(g, card), fw_player_names[player]);
            return sk->kind == FW_SK_EVOLVE ? "15-12-3" : "15-12-10";
        }
        int cands[512];
        size_t nc = fw_evolve_candidates(g, player, card, sk, cands);
        bool ok = false;
        if (sk->kind == FW_SK_EVOLVE)
            ok = nc >= 1;
        for (size_t i = 0; i < nc && !ok; i++)
            for (size_t j = i + 1; j < nc && !ok; j++)
                ok = fw_evolve_pair_ok(g, player, card, sk, cands[i], cands[j]);
        if (!ok) {
            snprintf(why, n, "no battle card meets the condition");
            return sk->kind == FW_SK_EVOLVE ? "15-12-4" : "15-12-11";
        }
    }
    if (awaken) {
        RULE(g->run, "15-2-3");          /* declared only while its condition holds */
        if (!holds) {
            snprintf(why, n, "the 【覚醒】's condition does not hold");
            return "15-2-3";
        }
    }
    return NULL;
}

/* The battle cards named by "onto": chosen with the declaration (15-12-4, 15-12-11), so the
 * action must name them, exactly as many as the skill lands on. */
static int read_onto(fw_game *g, const fw_skill *sk, const json_t *v, int onto[2], size_t *nonto)
{
    size_t need = sk->kind == FW_SK_EVOLVE ? 1 : 2;
    if (!v)
        return eng_error(g->run, "activate: \"onto\" is required: the battle card%s a 【%s】 "
                         "lands on, chosen with its declaration", need > 1 ? "s" : "",
                         need > 1 ? "フュージョン進化" : "進化");
    if (!json_is_array(v) || json_array_size(v) != need)
        return eng_error(g->run, "activate: \"onto\" must list %zu battle card%s", need,
                         need > 1 ? "s" : "");
    for (size_t i = 0; i < need; i++)
        TCG_TRY(tcg_get_card(&g->t, json_array_get(v, i), "activate.onto", &onto[i]));
    *nonto = need;
    return TCG_OK;
}

/* Whether the battle cards named meet the skill's conditions: the rule a rejection names, or
 * NULL. */
static const char *onto_refusal(fw_game *g, int player, int card, const fw_skill *sk,
                                const int onto[2], size_t nonto, char *why, size_t n)
{
    bool ok = nonto == 1 ? fw_evolve_one_ok(g, player, card, sk, onto[0])
                         : onto[0] != onto[1] && fw_evolve_pair_ok(g, player, card, sk, onto[0], onto[1]);
    if (ok)
        return NULL;
    snprintf(why, n, "the battle card%s named do not meet the condition", nonto > 1 ? "s" : "");
    return sk->kind == FW_SK_EVOLVE ? "15-12-4" : "15-12-11";
}

int fw_do_activate(fw_game *g, int player, const json_t *act)
{
    TCG_TRY(eng_only_keys(g->run, act, "activate", activate_keys));
    int card, skill = FW_SKILL_NONE;
    const fw_skill *sk = NULL;
    TCG_TRY(get_card(g, act, "card", "activate", &card));
    if (!json_object_get(act, "skill"))
        return eng_error(g->run, "activate: \"skill\" is required");
    TCG_TRY(read_skill(g, card, json_object_get(act, "skill"), &skill, &sk));
    bool evolve = sk && (sk->kind == FW_SK_EVOLVE || sk->kind == FW_SK_FUSION);
    if (json_object_get(act, "onto") && !evolve)
        return eng_error(g->run, "activate: \"onto\" belongs to 【進化】 and 【フュージョン進化】");
    int onto[2] = {-1, -1};
    size_t nonto = 0;
    if (evolve)
        TCG_TRY(read_onto(g, sk, json_object_get(act, "onto"), onto, &nonto));
    TCG_TRY(holder_check(g, player));
    char why[200];
    const char *rule = fw_activate_refusal(g, player, card, skill, why, sizeof why);
    if (rule)
        return reject(g, rule, why);
    /* the payments named by the action */
    bool due = card_cost_due(g, card, skill, sk);
    fw_payreq card_req = {0}, skill_req = {0};
    fw_payment card_pay = {0}, skill_pay = {0};
    if (sk && sk->cost)
        fw_skill_cost_energy(sk->cost, &skill_req);
    if (skill_req.total > 0) {
        const char *bad = "1-4-6";
        TCG_TRY(fw_read_payment(g, player, json_object_get(act, "skill_pay"), &skill_req,
                                &skill_pay, &bad, why, sizeof why));
        if (bad)
            return reject(g, bad, why);
    } else if (json_object_get(act, "skill_pay") &&
               json_array_size(json_object_get(act, "skill_pay")) > 0) {
        return eng_error(g->run, "activate: the skill cost has no energy part (\"skill_pay\")");
    }
    if (due) {
        fw_cost_to_pay(g, card, &card_req.total, card_req.spec);
        const char *bad = "5-3-1";
        TCG_TRY(fw_read_payment(g, player, json_object_get(act, "pay"), &card_req, &card_pay,
                                &bad, why, sizeof why));
        if (bad)
            return reject(g, bad, why);
    } else if (json_object_get(act, "pay") && json_array_size(json_object_get(act, "pay")) > 0) {
        return eng_error(g->run, "activate: no card cost is paid for this skill (\"pay\")");
    }
    if (skill_req.total > 0) {
        const char *bad = NULL;
        for (size_t i = 0; !bad && i < skill_pay.ncards; i++)
            for (size_t j = 0; j < card_pay.ncards; j++)
                if (skill_pay.cards[i] == card_pay.cards[j]) {
                    bad = "1-4-6";
                    eng_format(why, sizeof why, "%s pays both the cost and the skill cost",
                             fw_id(g, skill_pay.cards[i]));
                }
        if (!bad && skill_pay.markers + card_pay.markers > g->markers[player]) {
            bad = "1-4-6";
            eng_format(why, sizeof why, "more markers paid than the energy area holds");
        }
        if (bad)
            return reject(g, bad, why);
    }
    if (evolve) {
        const char *r = onto_refusal(g, player, card, sk, onto, nonto, why, sizeof why);
        if (r)
            return reject(g, r, why);
    }
    /* declared: from here the action happens */
    fw_ctx ctx;
    RULE(g->run, "0-3-4-2");             /* the skill's master: its card's */
    fw_ctx_init(&ctx, g, player, card, skill);
    int st = TCG_OK;
    bool failed = false;         /* the skill cost's payment failed part way (1-4-7) */
    bool from_hand = fw_zone_of(g, card) == FW_HAND;
    if (in_main_free_timing(g))
        RULE(g->run, "7-3-4-2");
    else
        RULE(g->run, g->step == FW_ST_OFFENSE ? "8-2-4-2" : "8-3-4-2");
    RULE(g->run, "1-3-4");
    RULE(g->run, "1-3-4-1");
    if (in_main_free_timing(g))
        RULE(g->run, "1-3-4-1-1");
    else
        RULE(g->run, g->step == FW_ST_OFFENSE ? "1-3-4-1-2" : "1-3-4-1-3");
    bool extra_elsewhere = !due && g->c[card].type == FW_T_EXTRA && skill != FW_SKILL_FIELD;
    if (due || extra_elsewhere)
        RULE(g->run, "12-2-1");
    if (extra_elsewhere) {       /* 12-2-3: declared where the skill says, no card cost */
        RULE(g->run, "12-2-3");
        RULE(g->run, "12-2-3-1");
        RULE(g->run, "12-2-3-2");
        RULE(g->run, sk && sk->cost ? "12-2-3-3" : "12-2-3-3-1");
        RULE(g->run, "12-2-3-4");
        RULE(g->run, "12-2-3-5");
    }
    if (due) {                   /* the use of an extra card (12-2-2) */
        RULE(g->run, "12-2-2");
        RULE(g->run, "12-2-2-1");
        RULE(g->run, "5-4-1");
        fw_reveal(g, player, &card, 1);
        RULE(g->run, "12-2-2-2");
        RULE(g->run, "5-4-1-2");
        if (card_req.total == 0)
            RULE(g->run, "5-3-2");
        else
            fw_pay(g, player, &card_pay);
        st = fw_move(g, card, player, FW_DROP, TCG_DEFAULT, "pay");
        if (st == TCG_OK)
            fw_fire_simple(g, "use", card, player);
        if (st == TCG_OK && sk && sk->cost) {
            RULE(g->run, "12-2-2-3");
            st = fw_pay_skill_cost(g, player, card, sk->cost, &skill_pay, &ctx, &failed);
        } else if (st == TCG_OK) {
            RULE(g->run, "12-2-2-3-1");
        }
        if (st == TCG_OK)
            RULE(g->run, "12-2-2-4");
    } else {
        RULE(g->run, "9-4-1");
        RULE(g->run, "9-4-2");
        if (from_hand)
            fw_reveal(g, player, &card, 1);
        if (sk && sk->cost) {
            RULE(g->run, "9-4-2-1");
            if (evolve)
                RULE(g->run, "15-12-4");
            st = fw_pay_skill_cost(g, player, card, sk->cost, &skill_pay, &ctx, &failed);
        } else if (st == TCG_OK) {
            RULE(g->run, "9-4-2-1-1");
        }
    }
    if (st == TCG_OK && failed) {
        if (due) {
            RULE(g->run, "1-2-6");       /* the use of the card fails with its skill … */
            RULE(g->run, "12-3-1");      /* … and the card stays in the drop, where its use put it */
        }
        fw_event(g, "fail", json_pack("{s:s, s:o}", "card", fw_id(g, card), "skill",
                                      fw_skill_label(skill)));
        if (evolve)
            st = fw_evolve_not_entered(g, card, sk->kind == FW_SK_FUSION);
        fw_ctx_free(&ctx);
        return st;
    }
    if (st == TCG_OK) {
        RULE(g->run, "9-4-3");
        RULE(g->run, "5-7-1");
        fw_event(g, "activate", json_pack("{s:s, s:o}", "card", fw_id(g, card), "skill",
                                          fw_skill_label(skill)));
        if (sk && sk->once) {
            RULE(g->run, "15-7-2");
            RULE(g->run, "15-7-3");
            fw_mark_used(g, card, skill);
        }
        if (skill == FW_SKILL_FIELD) {
            st = fw_field_enter(g, card);
        } else if (evolve) {
            st = fw_evolve(g, card, skill, onto, nonto, &ctx);
        } else if (sk->kind == FW_SK_AWAKEN) {
            RULE(g->run, "15-2-1");
            RULE(g->run, "15-2-2");
            st = fw_resolve_effect(g, sk->effect, &ctx);
            if (st == TCG_OK)
                st = fw_flip(g, card, 1);
        } else {
            RULE(g->run, due ? "12-2-2-5" : "9-4-4");
            st = fw_resolve_effect(g, sk->effect, &ctx);
        }
    }
    fw_ctx_free(&ctx);
    if (st == TCG_OK)
        RULE(g->run, in_main_free_timing(g) ? "7-3-4-2-1" : g->step == FW_ST_OFFENSE ? "8-2-4-2-1"
                                                                             : "8-3-4-2-1");
    return st;
}
