/* lost.c — lost (1-4-9) and what follows it: with no set card the player loses the game at once
 * (0-1-3-1, 0-1-3-1-1, 8-2-1); otherwise the turn ends at once (1-4-9-5), a skip of the rest of
 * the turn (8-6-1, HB-LOST-SKIP), then the lost-set step (5-20) and the interval (5-3): both
 * players draw up to six, the turn player first (HB-INTERVAL-DRAWS), the player who declared
 * lost takes a set card into the hand, every continuous effect ends, the other player serves the
 * next set (5-1-4). The game's end (0-1-3): the losers, replaced unless a concession
 * (0-1-3-2-1), a draw when every player lost (HB-DRAW). */
#include "engine/haikyu_break/turn/turn.h"
#include "engine/haikyu_break/actions/actions.h"
#include "engine/haikyu_break/skills/skills.h"
#include "engine/haikyu_break/zones/zones.h"

#include <string.h>

int hb_game_over(hb_game *g, unsigned losers, const char *why)
{
    bool concede = strcmp(why, "concede") == 0;
    int order[2] = {g->t.tp >= 0 ? g->t.tp : 0, g->t.tp >= 0 ? hb_opp(g->t.tp) : 1};
    unsigned lost = 0;
    for (int k = 0; k < 2; k++) {
        int p = order[k];
        if (!(losers >> p & 1))
            continue;
        if (concede) {
            RULE(g->run, "0-1-3-2");
            RULE(g->run, "0-1-3-2-1");     /* no replacement applies to a concession */
        } else {
            bool replaced;
            TCG_TRY(hb_replace_lose(g, p, &replaced));
            if (replaced)
                continue;
        }
        lost |= 1u << p;
        json_t *ev = eng_event_new(g->run, "lose");
        json_object_set_new_nocheck(ev, "player", json_string(hb_player_names[p]));
        json_object_set_new_nocheck(ev, "why", json_string(why));
    }
    if (!lost)
        return TCG_OK;
    RULE(g->run, "0-1-3");
    g->result = lost == 3u ? 2 : (lost & 1u) ? HB_P2 : HB_P1;
    json_t *ev = eng_event_new(g->run, "game-end");
    if (g->result == 2)
        json_object_set_new_nocheck(ev, "draw", json_true());
    else
        json_object_set_new_nocheck(ev, "winner", json_string(hb_player_names[g->result]));
    return TCG_OVER;
}

int hb_declare_lost(hb_game *g, int player, const char *why)
{
    if (g->jump == hb_phase_label(HB_PH_LOST_SET) || g->phase == HB_PH_LOST_SET ||
        g->phase == HB_PH_INTERVAL)
        return TCG_OK;                    /* the set is being lost already */
    json_t *ev = eng_event_new(g->run, "lost");
    json_object_set_new_nocheck(ev, "player", json_string(hb_player_names[player]));
    json_object_set_new_nocheck(ev, "why", json_string(why));
    RULE(g->run, "1-4-9");
    RULE(g->run, "1-2-2-2");
    if (!strcmp(why, "effect"))
        RULE(g->run, "1-4-9-4");          /* declared by an effect */
    if (hb_zl(g, player, HB_SET)->n == 0) {
        RULE(g->run, "0-1-3-1-1");        /* lost with no set card */
        RULE(g->run, "0-1-3-1");
        RULE(g->run, "8-2-1");
        RULE(g->run, "8-1-2");            /* at once, whatever is under way */
        RULE(g->run, "1-2-2-1");          /* the match ends with the set dropped last */
        int st = hb_game_over(g, 1u << player, "lost");
        if (st != TCG_OK)
            return st;
    }
    /* the turn ends at once (1-4-9-5): the rest of it is skipped (8-6-1, HB-LOST-SKIP) */
    RULE(g->run, "1-4-9-5");
    RULE(g->run, "5-1-4");
    RULE(g->run, "8-6-1");
    RULE(g->run, "8-6-4");
    g->lost_by = player;
    hb_end_effects(g, HB_UNTIL_PHASE, -1);
    hb_end_effects(g, HB_UNTIL_TURN, -1);
    hb_end_effects(g, HB_UNTIL_CLEANUP, -1);
    for (size_t i = 0; i < g->t.nef; i++)         /* a next turn this rally will not have */
        if (g->t.ef[i].until == HB_UNTIL_NEXT_TURN) {
            g->t.ef[i].ended = true;
            g->t.ef[i].begins = 0;
        }
    if (g->t.npend)
        RULE(g->run, "6-6-3");
    hb_cancel_all_waiting(g);
    TCG_TRY(hb_drop_side_blockers(g));
    g->phase = HB_PH_LOST_SET;
    g->step = HB_ST_NONE;
    g->jump = hb_phase_label(HB_PH_LOST_SET);
    return TCG_OK;
}

int hb_lost_set_step(hb_game *g)
{
    g->phase = HB_PH_LOST_SET;
    g->step = HB_ST_NONE;
    json_t *ev = eng_event_new(g->run, "step");
    json_object_set_new_nocheck(ev, "name", json_string("lost-set"));
    RULE(g->run, "5-20-1");
    RULE(g->run, "5-20-2");              /* its turn player is the one of the lost */
    RULE(g->run, "5-20-3");
    for (int p = 0; p < 2; p++) {        /* ① */
        hb_point_vanish(g, p, true);
        hb_point_vanish(g, p, false);
    }
    TCG_TRY(hb_raise(g, "lost", -1, g->lost_by, 0));   /* ② */
    TCG_TRY(hb_check_process(g));
    hb_end_effects(g, HB_UNTIL_SET, -1);                /* ③ */
    hb_cancel_all_waiting(g);                           /* ④ */
    hb_vanish_delayed(g, true, HB_PH_LOST_SET);
    return TCG_OK;                                      /* ⑤ */
}

int hb_interval(hb_game *g)
{
    int lost = g->lost_by, tp = g->t.tp;
    g->phase = HB_PH_INTERVAL;
    g->step = HB_ST_NONE;
    json_t *ev = eng_event_new(g->run, "interval");
    json_object_set_new_nocheck(ev, "player", json_string(hb_player_names[lost]));
    RULE(g->run, "5-3-1");
    RULE(g->run, "5-3-2");
    RULE(g->run, "0-2-7");               /* the turn player first */
    RULE(g->run, "0-2-8");               /* one card at a time */
    int order[2] = {tp, hb_opp(tp)};
    for (int k = 0; k < 2; k++)          /* ② up to six, as far as the deck goes (0-2-5-5) */
        while (hb_zl(g, order[k], HB_HAND)->n < 6) {
            bool last = !hb_zl(g, order[k], HB_DECK)->n;
            TCG_TRY(hb_draw(g, order[k], 1));   /* from an empty deck: nothing (0-2-5-2) */
            if (last)
                break;
        }
    const tcg_list *set = hb_zl(g, lost, HB_SET);
    if (set->n) {                        /* ③ */
        int card = set->v[0];
        RULE(g->run, "3-11-4");
        if (set->n >= 2)
            TCG_TRY(tcg_choose_card(&g->t, "set-card", lost, set->v, set->n, false, &card));
        TCG_TRY(hb_move_plain(g, card, lost, HB_HAND, TCG_BOTTOM, "interval"));
    }
    hb_end_all_effects(g, lost);          /* ④ */
    hb_end_all_effects(g, hb_opp(lost));  /* ⑤ */
    /* ⑥ the other player serves the next set */
    int server = hb_opp(lost);
    RULE(g->run, "1-2-4");
    RULE(g->run, "1-2-2");
    RULE(g->run, "5-1-1-1");
    ev = eng_event_new(g->run, "serve-right");
    json_object_set_new_nocheck(ev, "player", json_string(hb_player_names[server]));
    g->set++;
    g->lost_by = -1;
    g->prev_attacked = g->attacked = g->blocked = false;
    g->prev_route = HB_RT_NONE;
    g->rally_first = true;
    g->route = HB_RT_SERVE;
    tcg_set_turn(&g->t, g->t.turn + 1, server);
    hb_reach_reset(g);
    hb_loop_reset(g);
    return TCG_OK;
}
