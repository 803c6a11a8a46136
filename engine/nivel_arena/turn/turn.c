/* turn.c — the turn (ch. 6): the level-up phase (6.2.3.1, reading NA-LEVELUP: the orphan clause
 * is the phase's one step, from the first turn on), the draw phase (6.3.1, not on the first
 * player's first turn 6.3.1.1), the main and attack phases' free timings (6.4, 6.5), and the
 * end phase's steps in order (6.6.1): returns (10.2.5.3.3, reading NA-RETURN-STEP), negation of
 * "until the end of the turn" (6.6.1.2), the skill zone trashed (6.6.1.3), the hand down to 7
 * (6.6.1.4), the next turn (6.6.1.5). */
#include "engine/nivel_arena/effects/effects.h"
#include "engine/nivel_arena/setup/setup.h"
#include "engine/nivel_arena/turn/turn.h"
#include "engine/nivel_arena/zones/zones.h"

#include <stdlib.h>

static void phase(na_game *g, int ph)
{
    g->phase = ph;
    g->step = NA_NO_STEP;
    RULE(g->run, "6.1.2");
    eng_event(g->run, "phase", json_pack("{s:s, s:s}", "phase", na_phase_names[ph], "player",
                                         na_player_names[g->t.tp]));
}

static void new_turn(na_game *g, long turn, int tp)
{
    RULE(g->run, "6.1.3");   /* the turn and its player, set by the setup or the last turn */
    for (int p = 0; p < 2; p++)
        for (int lane = 0; lane < NA_LANES; lane++) {
            g->placed[p][lane] = false;
            int u = na_unit_at(g, p, lane);
            if (u >= 0)
                g->c[u].attacked = false;
        }
    eng_event(g->run, "turn", json_pack("{s:I, s:s}", "number", (json_int_t)turn, "player",
                                        na_player_names[tp]));
}

static int returns(na_game *g)
{
    for (size_t i = 0; i < g->ret.n; i++) {
        int c = g->ret.v[i];
        tcg_card *t = &g->t.cards[c];
        if ((int)t->inc != g->ret_inc.v[i]) {   /* it moved: a new card (10.2.5.3.4) */
            RULE(g->run, "10.2.5.3.4");
            continue;
        }
        RULE(g->run, "6.6.1.1");
        RULE(g->run, "10.2.5.3.3");
        RULE(g->run, "4.2.2");
        TCG_TRY(na_move(g, c, tcg_at(t->owner, NA_HAND), TCG_BOTTOM, "effect"));
    }
    tcg_list_clear(&g->ret);
    tcg_list_clear(&g->ret_inc);
    return TCG_OK;
}

static int end_phase(na_game *g)
{
    phase(g, NA_END);
    RULE(g->run, "6.6.1");
    TCG_TRY(returns(g));
    RULE(g->run, "6.6.1.2");
    TCG_TRY(na_negate(g, NA_UNTIL_TURN));
    TCG_TRY(na_resolve(g));
    TCG_TRY(returns(g));
    int tp = g->t.tp;
    tcg_list *skills = tcg_zone(&g->t, tp, NA_SKILL);
    while (skills->n > 0) {
        RULE(g->run, "6.6.1.3");
        TCG_TRY(na_trash(g, skills->v[0], "rule", -1));
    }
    tcg_list *hand = tcg_zone(&g->t, tp, NA_HAND);
    if (hand->n >= 8) {
        RULE(g->run, "6.6.1.4");
        RULE(g->run, "3.1.6");
        size_t n = hand->n - 7, got;
        int *out = xmalloc(hand->n * sizeof *out);
        int st = tcg_choose_cards(&g->t, "discard", tp, hand->v, hand->n, n, n, out, &got);
        for (size_t i = 0; st == TCG_OK && i < got; i++)
            st = na_trash(g, out[i], "rule", -1);
        free(out);
        TCG_TRY(st);
    }
    RULE(g->run, "6.6.1.5");
    return TCG_OK;
}

static int levelup(na_game *g)
{
    phase(g, NA_LEVELUP);
    RULE(g->run, "6.2.3.1");
    RULE(g->run, "3.3.3");
    TCG_TRY(na_level_change(g, g->t.tp, 1));
    return na_resolve(g);
}

static int draw_phase(na_game *g)
{
    phase(g, NA_DRAW);
    if (g->t.turn == 1 && g->t.tp == g->t.first) {
        RULE(g->run, "6.3.1.1");
        return TCG_OK;
    }
    RULE(g->run, "6.3.1");
    TCG_TRY(na_draw(g, g->t.tp, 1, NULL));
    return na_resolve(g);
}

int na_play_game(na_game *g, int start)
{
    if (start == NA_PREGAME) {
        TCG_TRY(na_pregame(g));
        start = NA_LEVELUP;
    }
    RULE(g->run, "6.1.1");
    for (;;) {
        if (start == NA_LEVELUP) {
            new_turn(g, g->t.turn, g->t.tp);
            TCG_TRY(levelup(g));
        }
        if (start <= NA_DRAW)
            TCG_TRY(draw_phase(g));
        if (start <= NA_MAIN) {
            phase(g, NA_MAIN);
            TCG_TRY(na_window(g));
        }
        if (start <= NA_ATTACK) {
            phase(g, NA_ATTACK);
            TCG_TRY(na_window(g));
        }
        TCG_TRY(end_phase(g));
        tcg_set_turn(&g->t, g->t.turn + 1, na_other(g->t.tp));
        start = NA_LEVELUP;
    }
}
