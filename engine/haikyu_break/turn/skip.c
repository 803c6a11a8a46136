/* skip.c — skipping (8-6): an effect that sends the turn to a later phase (9-3-3, 9-8-3) skips
 * what lies between: nothing is declared or happens there (8-6-2, 8-6-3, 5-1-3-1), the
 * durations that would have ended there end and the delayed effects that would have waited there
 * vanish (8-6-4), waiting passives are not resolved (6-6-3), the side blockers go to the drop
 * (8-6-6); the instructions after the skip are executed in the new phase (8-6-5, HB-SKIP-REST),
 * then the game goes on from its start (8-6-7, 1-2-11). */
#include "engine/haikyu_break/turn/turn.h"
#include "engine/haikyu_break/skills/skills.h"
#include "engine/haikyu_break/zones/zones.h"

int hb_drop_side_blockers(hb_game *g)
{
    for (int p = 0; p < 2; p++) {
        int p_order = p == 0 ? g->t.tp : hb_opp(g->t.tp);
        const tcg_list *l = hb_zl(g, p_order, HB_BLOCK);
        int sides[8];
        size_t n = 0;
        for (size_t i = 0; i < l->n && n < 8; i++)
            if (g->c[l->v[i]].role == HB_ROLE_SIDE)
                sides[n++] = l->v[i];
        if (!n)
            continue;
        RULE(g->run, g->phase == HB_PH_BLOCK && g->step == HB_ST_NONE && !g->jump ? "5-7-2"
                                                                                : "8-6-6");
        int order[8];
        for (size_t i = 0; i < n; i++)
            order[i] = sides[i];
        if (n >= 2) {                    /* 3-1-5-2: placed at once, their owner orders them */
            RULE(g->run, "3-1-5-2");
            RULE(g->run, "1-1-4");
            RULE(g->run, "0-2-8");
            TCG_TRY(tcg_ask_order(&g->t, false, "order", p_order, sides, n, order));
        }
        /* the order chosen is top first: each goes below the one before */
        long at = 0;
        for (size_t i = 0; i < n; i++) {
            bool moved;
            TCG_TRY(hb_move(g, order[i], hb_owner(g, order[i]), HB_DROP, at, "rule", &moved));
            if (moved)
                at++;
        }
    }
    return TCG_OK;
}

int hb_skip_to(hb_game *g, hb_phase to)
{
    hb_phase from = g->phase;
    json_t *ev = eng_event_new(g->run, "skip");
    json_object_set_new_nocheck(ev, "from", json_string(hb_phase_names[from]));
    json_object_set_new_nocheck(ev, "to", json_string(hb_phase_names[to]));
    RULE(g->run, "8-6-1");
    RULE(g->run, "8-6-2");
    RULE(g->run, "8-6-3");
    RULE(g->run, "8-6-4");
    RULE(g->run, "8-6-5");
    RULE(g->run, "8-6-7");
    RULE(g->run, "5-1-3-1");
    RULE(g->run, "0-2-4");
    RULE(g->run, "0-2-2");               /* the skill's progress over the rules' order */
    RULE(g->run, "1-2-11");
    hb_end_effects(g, HB_UNTIL_PHASE, -1);
    for (int ph = from; ph < (int)to; ph++)
        hb_vanish_delayed(g, false, (hb_phase)ph);
    if (g->t.npend)
        RULE(g->run, "6-6-3");
    hb_cancel_all_waiting(g);
    if (from == HB_PH_BLOCK)
        TCG_TRY(hb_drop_side_blockers(g));
    if (from == HB_PH_BLOCK && to == HB_PH_DRAW)
        g->route = HB_RT_RECEIVE;
    g->phase = to;
    g->step = HB_ST_NONE;
    g->jump = hb_phase_label(to);
    return TCG_OK;
}
