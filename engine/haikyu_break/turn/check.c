/* check.c — the check process (5-4): ① the rule processes finish (they interrupt at once when
 * their event happens, 8-1-2, so none is left pending here), ② the turn player resolves one of
 * its waiting passives or delayed effects, back to ①, ③ then the non-turn player's, ④ the game
 * goes on; a lost or a skip during a resolution ends it (HB_JUMPED), the game ending too. */
#include "engine/haikyu_break/turn/turn.h"
#include "engine/haikyu_break/skills/skills.h"

static bool has_waiting(const hb_game *g, int player)
{
    for (size_t i = 0; i < g->t.npend; i++)
        if (g->t.pend[i].master == player)
            return true;
    return false;
}

int hb_check_process(hb_game *g)
{
    RULE(g->run, "5-4-1");
    RULE(g->run, "5-4-2");
    hb_loop_start(g);
    for (;;) {
        /* ① nothing pending: the rule processes were carried out as their events happened */
        RULE(g->run, "8-1-1");
        int who = has_waiting(g, g->t.tp) ? g->t.tp
                  : has_waiting(g, hb_opp(g->t.tp)) ? hb_opp(g->t.tp) : -1;
        if (who < 0)
            return TCG_OK;                      /* ④ */
        RULE(g->run, "6-6-1");                  /* ② and ③: in the check process, automatically */
        TCG_TRY(hb_loop_pass(g, who));
        TCG_TRY(hb_resolve_one(g, who));
        TCG_TRY(hb_jumped(g));
    }
}
