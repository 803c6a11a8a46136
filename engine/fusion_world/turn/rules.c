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

/* 14-3: every damage dealt since the last check point: its `rule` event, and the life cards it
 * takes, from the top past those an earlier damage took: into the hand (`to_hand`), or with
 * 【クリティカル】 into the drop (`to_drop`, 15-5-2). */
static void damage_process(fw_game *g, tcg_list *to_hand, tcg_list *to_drop, bool *acted,
                           int *processes)
{
    if (g->ndmg == 0)
        return;
    RULE(g->run, "14-3-1");
    RULE(g->run, "14-3-2");
    RULE(g->run, "5-8-3");
    size_t n = g->ndmg;
    g->ndmg = 0;
    for (size_t k = 0; k < 2; k++) {
        int p = k == 0 ? g->t.tp : fw_opp(g->t.tp);
        for (size_t i = 0; i < n; i++) {
            const fw_damage *d = &g->dmg[i];
            if (d->player != p || d->amount <= 0)
                continue;
            *acted = true;
            (*processes)++;
            RULE(g->run, "1-9-1");
            RULE(g->run, "3-9-1");
            RULE(g->run, "3-9-3");       /* from the top */
            fw_event(g, "rule", json_pack("{s:s}", "process", "14-3"));
            const tcg_list *life = fw_zl(g, p, FW_LIFE);
            long taken = 0;
            for (size_t j = 0; j < life->n && taken < d->amount; j++) {
                int c = life->v[j];
                if (tcg_list_has(to_hand, c) || tcg_list_has(to_drop, c))
                    continue;            /* an earlier damage of this check point took it */
                if (d->critical)
                    RULE(g->run, "15-5-2");      /* to the drop instead of the hand */
                tcg_list_push(d->critical ? to_drop : to_hand, c);
                taken++;
            }
            if (taken < d->amount)
                RULE(g->run, "0-2-4");   /* more damage than life cards: as many as there are */
        }
    }
}

int fw_rule_processes(fw_game *g, bool *acted)
{
    RULE(g->run, "4-2-2-1");
    RULE(g->run, "14-1-1");
    RULE(g->run, "14-1-2");
    RULE(g->run, "14-1-2-2");
    *acted = false;
    int processes = 0;
    tcg_list to_hand = {0}, to_drop = {0};
    damage_process(g, &to_hand, &to_drop, acted, &processes);
    size_t critical = to_drop.n;
    int tp = g->t.tp >= 0 ? g->t.tp : 0;
    int players[2] = {tp, fw_opp(tp)};  /* both players at once: the turn player's first (0-2-7) */
    if (!g->b.on) {
        for (int k = 0; k < 2; k++) {
            const tcg_list *combo = fw_zl(g, players[k], FW_COMBO);
            for (size_t i = 0; i < combo->n; i++) {
                RULE(g->run, "14-4-1");
                RULE(g->run, "14-4-2");          /* a combo area holds cards outside a battle */
                fw_event(g, "rule", json_pack("{s:s, s:s}", "process", "14-4", "card",
                                              fw_id(g, combo->v[i])));
                processes++;
                tcg_list_push(&to_drop, combo->v[i]);
            }
        }
    }
    for (int k = 0; k < 2; k++) {
        const tcg_list *battle = fw_zl(g, players[k], FW_BATTLE);
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
            tcg_list_push(&to_drop, c);
        }
    }
    if (processes >= 2)
        RULE(g->run, "14-1-2-2-1");              /* several check-type processes: all at once */
    int st = TCG_OK;
    if (to_hand.n + to_drop.n > 0) {
        *acted = true;
        /* one simultaneous event (14-3-2 「同時に処理します」, 14-1-2-2-1): every card read as it
         * was before any moves; the life cards into the hands, then into the drops together,
         * each owner ordering theirs (3-1-5): the critical life cards moved by the damage
         * process, the others by their rule */
        tcg_batch_begin(&g->t, TCG_SIMULTANEOUS, TCG_B_HOLD);
        fw_remember_group(g, to_hand.v, to_hand.n);
        fw_remember_group(g, to_drop.v, to_drop.n);
        for (size_t i = 0; i < to_hand.n && st == TCG_OK; i++)
            st = fw_move_nocheck(g, to_hand.v[i], fw_player_of(g, to_hand.v[i]), FW_HAND,
                                 TCG_BOTTOM, "damage");
        const char **causes = xmalloc((to_drop.n ? to_drop.n : 1) * sizeof *causes);
        for (size_t i = 0; i < to_drop.n; i++)
            causes[i] = i < critical ? "damage" : "rule";
        if (st == TCG_OK && to_drop.n)
            st = fw_move_cards(g, to_drop.v, causes, to_drop.n, FW_DROP, TCG_DEFAULT, NULL,
                               true);
        free(causes);
        fw_forget_group(g, to_hand.v, to_hand.n);
        fw_forget_group(g, to_drop.v, to_drop.n);
        int end = tcg_batch_end(&g->t);
        if (st == TCG_OK)
            st = end;
    }
    tcg_list_free(&to_hand);
    tcg_list_free(&to_drop);
    if (st == TCG_OK && *acted)
        st = fw_defeat_check(g);
    return st;
}
