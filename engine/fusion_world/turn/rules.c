/* rules.c — rule processes (ch. 14) and the end of the game (0-1-3): the defeat check
 * (14-2, interrupt-type), and the check-type processes a check point runs all at once (14-1-2-2,
 * 4-2-2-1): damage (14-3, with 【クリティカル】 15-5), illegal combos (14-4), battle cards with
 * power 0 or less (14-6), a change of master (14-8, which the text gives no procedure). */
#include "engine/fusion_world/turn/turn.h"
#include "engine/fusion_world/actions/actions.h"
#include "engine/fusion_world/skills/skills.h"
#include "engine/fusion_world/zones/zones.h"

#include <stdlib.h>
#include <string.h>

int fw_game_over(fw_game *g, const bool losers[2], const char *const why[2])
{
    for (int k = 0; k < 2; k++) {
        int p = k == 0 ? (g->t.tp >= 0 ? g->t.tp : 0) : fw_opp(g->t.tp >= 0 ? g->t.tp : 0);
        if (losers[p])
            fw_event(g, "lose", json_pack("{s:s, s:s}", "player", fw_player_names[p], "why",
                                          why[p]));
    }
    if (losers[0] && losers[1]) {
        RULE(g->run, "0-1-3-3");              /* every player lost at once: a draw */
        g->result = 2;
        fw_event(g, "game-end", json_pack("{s:b}", "draw", 1));
    } else {
        RULE(g->run, "0-1-3");                /* the player who did not lose wins */
        g->result = losers[0] ? FW_P2 : FW_P1;
        fw_event(g, "game-end", json_pack("{s:s}", "winner", fw_player_names[g->result]));
    }
    return TCG_OVER;
}

int fw_defeat_check(fw_game *g)
{
    if (!g->begun || g->result >= 0 || tcg_deferred(&g->t))
        return g->result >= 0 ? TCG_OVER : TCG_OK;
    bool life[2], deck[2];
    for (int p = 0; p < 2; p++) {
        life[p] = fw_zl(g, p, FW_LIFE)->n == 0;
        deck[p] = fw_zl(g, p, FW_DECK)->n == 0;
    }
    if (!life[0] && !life[1] && !deck[0] && !deck[1])
        return TCG_OK;
    RULE(g->run, "14-2-1");
    RULE(g->run, "14-2-2");
    RULE(g->run, "14-1-2-1");            /* interrupt-type: at once */
    if ((life[0] || deck[0]) && (life[1] || deck[1]))
        RULE(g->run, "14-1-2-1-1");
    RULE(g->run, "0-1-3-1");
    RULE(g->run, "0-1-3-2");
    if (life[0] || life[1])
        RULE(g->run, "14-2-2-1");
    if (deck[0] || deck[1])
        RULE(g->run, "14-2-2-2");
    fw_event(g, "rule", json_pack("{s:s}", "process", "14-2"));
    bool losers[2] = {life[0] || deck[0], life[1] || deck[1]};
    const char *why[2] = {life[0] ? "life" : "deck", life[1] ? "life" : "deck"};
    return fw_game_over(g, losers, why);
}

/* 14-3: every damage dealt since the last check point; the life cards go to the hand at once
 * (to the drop with 【クリティカル】, 15-5-2). */
static int damage_process(fw_game *g, tcg_list *to_drop, bool *acted, int *processes)
{
    if (g->ndmg == 0)
        return TCG_OK;
    RULE(g->run, "14-3-1");
    RULE(g->run, "14-3-2");
    RULE(g->run, "5-8-3");
    size_t n = g->ndmg;
    fw_damage *d = xmalloc(n * sizeof *d);
    memcpy(d, g->dmg, n * sizeof *d);
    g->ndmg = 0;
    int st = TCG_OK;
    for (size_t k = 0; k < 2 && st == TCG_OK; k++) {
        int p = k == 0 ? g->t.tp : fw_opp(g->t.tp);
        for (size_t i = 0; i < n && st == TCG_OK; i++) {
            if (d[i].player != p || d[i].amount <= 0)
                continue;
            *acted = true;
            (*processes)++;
            RULE(g->run, "1-9-1");
            RULE(g->run, "3-9-1");
            RULE(g->run, "3-9-3");       /* from the top */
            fw_event(g, "rule", json_pack("{s:s}", "process", "14-3"));
            tcg_list *life = fw_zl(g, p, FW_LIFE);
            long m = d[i].amount < (long)life->n ? d[i].amount : (long)life->n;
            if (m < d[i].amount)
                RULE(g->run, "0-2-4");   /* more damage than life cards: as many as there are */
            int *top = xmalloc((size_t)(m ? m : 1) * sizeof *top);
            for (long j = 0; j < m; j++)
                top[j] = life->v[j];     /* 3-9-3: from the top */
            for (long j = 0; j < m && st == TCG_OK; j++) {
                if (d[i].critical) {
                    RULE(g->run, "15-5-2");      /* to the drop instead of the hand */
                    tcg_list_push(to_drop, top[j]);
                } else {
                    st = fw_move_nocheck(g, top[j], p, FW_HAND, TCG_BOTTOM, "damage");
                }
            }
            free(top);
        }
    }
    free(d);
    return st;
}

int fw_rule_processes(fw_game *g, bool *acted)
{
    RULE(g->run, "4-2-2-1");
    RULE(g->run, "14-1-1");
    RULE(g->run, "14-1-2");
    RULE(g->run, "14-1-2-2");
    *acted = false;
    int processes = 0;
    tcg_list to_drop = {0};
    int st = damage_process(g, &to_drop, acted, &processes);
    size_t critical = to_drop.n;
    tcg_list rule_drop = {0};
    if (st == TCG_OK && !g->b.on) {
        for (int p = 0; p < 2; p++) {
            const tcg_list *combo = fw_zl(g, p, FW_COMBO);
            for (size_t i = 0; i < combo->n; i++) {
                RULE(g->run, "14-4-1");
                RULE(g->run, "14-4-2");          /* a combo area holds cards outside a battle */
                fw_event(g, "rule", json_pack("{s:s, s:s}", "process", "14-4", "card",
                                              fw_id(g, combo->v[i])));
                processes++;
                tcg_list_push(&rule_drop, combo->v[i]);
            }
        }
    }
    if (st == TCG_OK)
        for (int p = 0; p < 2; p++) {
            const tcg_list *battle = fw_zl(g, p, FW_BATTLE);
            for (size_t i = 0; i < battle->n; i++) {
                int c = battle->v[i];
                /* reading FW-POWER-ZERO-ZONE: battle cards of the battle area, printed 0 too */
                if (g->c[c].type != FW_T_BATTLE || fw_power(g, c) > 0)
                    continue;
                RULE(g->run, "14-6-1");
                RULE(g->run, "14-6-2");          /* power 0 or less: to the drop, not a KO */
                RULE(g->run, "5-10-2");          /* no rule or effect says KO: no KO trigger */
                RULE(g->run, "0-2-2-2");
                fw_event(g, "rule", json_pack("{s:s, s:s}", "process", "14-6", "card",
                                              fw_id(g, c)));
                processes++;
                tcg_list_push(&rule_drop, c);
            }
        }
    if (processes >= 2)
        RULE(g->run, "14-1-2-2-1");              /* several check-type processes: all at once */
    if (st == TCG_OK && to_drop.n + rule_drop.n > 0) {
        *acted = true;
        for (size_t i = 0; i < rule_drop.n; i++)
            tcg_list_push(&to_drop, rule_drop.v[i]);
        /* critical life cards are moved by the damage process, the others by their rule */
        if (critical)
            st = fw_move_group(g, to_drop.v, critical, FW_DROP, TCG_DEFAULT, "damage");
        if (st == TCG_OK && to_drop.n > critical)
            st = fw_move_group(g, to_drop.v + critical, to_drop.n - critical, FW_DROP,
                               TCG_DEFAULT, "rule");
    }
    tcg_list_free(&to_drop);
    tcg_list_free(&rule_drop);
    if (st == TCG_OK && *acted)
        st = fw_defeat_check(g);
    return st;
}
