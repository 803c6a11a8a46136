/* legal.c — the exact set of actions the player who has the free timing may declare there
 * (docs/engines/fusion-world.md, "query legal"), each without payments or choices: the same
 * checks as the declarations themselves (declare.c). Where a rule keeps an action out of the
 * set, the clause a rejection of that action would name is applied (the page's "query"); an
 * attack listed applies 8-1-1, which admits it. */
#include "engine/fusion_world/actions/actions.h"
#include "engine/fusion_world/setup/setup.h"
#include "engine/fusion_world/turn/turn.h"

/* NULL: the action is legal; else its clause is applied and false returned. */
static bool allowed(fw_game *g, const char *refusal)
{
    if (!refusal)
        return true;
    eng_rule(g->run, refusal);
    return false;
}

static void add_cards(fw_game *g, tcg_list *out, int player, int zone)
{
    const tcg_list *l = fw_zl(g, player, zone);
    for (size_t i = 0; i < l->n; i++)
        tcg_list_push(out, l->v[i]);
}

json_t *fw_legal_actions(fw_game *g)
{
    int p = fw_free_timing_player(g);
    json_t *a = json_array();
    char why[200];
    const tcg_list *hand = fw_zl(g, p, FW_HAND);
    for (size_t i = 0; i < hand->n; i++)
        if (allowed(g, fw_play_refusal(g, p, hand->v[i], why, sizeof why)))
            json_array_append_new(a, json_pack("{s:s, s:s}", "do", "play", "card",
                                               fw_id(g, hand->v[i])));
    tcg_list mine = {0};
    for (int z = 0; z < FW_NZONES; z++)
        if (z != FW_REMOVED)
            add_cards(g, &mine, p, z);
    for (size_t i = 0; i < mine.n; i++) {
        int c = mine.v[i];
        if ((fw_face_of(g, c)->kw & FW_KW_FIELD) && g->c[c].type == FW_T_EXTRA &&
            fw_zone_of(g, c) == FW_HAND &&
            allowed(g, fw_activate_refusal(g, p, c, FW_SKILL_FIELD, why, sizeof why)))
            json_array_append_new(a, json_pack("{s:s, s:s, s:s}", "do", "activate", "card",
                                               fw_id(g, c), "skill", "field"));
        size_t n = fw_skill_count(g, c);
        for (size_t s = 0; s < n; s++) {
            const fw_skill *sk = fw_skill_at(g, c, (int)s);
            if (sk->kind == FW_SK_AUTO || sk->kind == FW_SK_PERMANENT)
                continue;
            if (allowed(g, fw_activate_refusal(g, p, c, (int)s, why, sizeof why)))
                json_array_append_new(a, json_pack("{s:s, s:s, s:I}", "do", "activate", "card",
                                                   fw_id(g, c), "skill", (json_int_t)s));
        }
    }
    if (fw_first_turn(g) && g->phase == FW_PH_MAIN && g->step == FW_ST_NONE)
        RULE(g->run, "7-3-4-3-1");      /* no attack is legal in the first player's first turn */
    tcg_list attackers = {0}, targets = {0};
    add_cards(g, &attackers, p, FW_LEADER);
    add_cards(g, &attackers, p, FW_BATTLE);
    add_cards(g, &targets, fw_opp(p), FW_LEADER);
    add_cards(g, &targets, fw_opp(p), FW_BATTLE);
    for (size_t i = 0; i < attackers.n; i++)
        for (size_t j = 0; j < targets.n; j++)
            if (allowed(g, fw_attack_refusal(g, p, attackers.v[i], targets.v[j], why, sizeof why))) {
                RULE(g->run, "8-1-1");  /* an active attacker against the leader or a rested card */
                json_array_append_new(a, json_pack("{s:s, s:s, s:s}", "do", "attack", "card",
                                                   fw_id(g, attackers.v[i]), "target",
                                                   fw_id(g, targets.v[j])));
            }
    tcg_list combos = {0};
    add_cards(g, &combos, p, FW_BATTLE);
    add_cards(g, &combos, p, FW_HAND);
    for (size_t i = 0; i < combos.n; i++)
        if (allowed(g, fw_combo_refusal(g, p, combos.v[i], why, sizeof why)))
            json_array_append_new(a, json_pack("{s:s, s:s}", "do", "combo", "card",
                                               fw_id(g, combos.v[i])));
    json_array_append_new(a, json_pack("{s:s}", "do", "pass"));
    tcg_list_free(&mine);
    tcg_list_free(&attackers);
    tcg_list_free(&targets);
    tcg_list_free(&combos);
    return a;
}
