/* tcg_effects.c — continuous effects: added with a timestamp of the game's clock, applying to
 * one incarnation of a card, waiting for a turn to come, ended by their duration, passed on to
 * another card (tcg_effects.h). */
#include "tcg_int.h"

#include <string.h>

long tcg_tick(tcg_game *g)
{
    return ++g->clock;
}

tcg_effect *tcg_effect_add(tcg_game *g, int kind, int card, int master, int until)
{
    TCG_GROW(g->ef, g->nef, g->capef, 16);
    tcg_effect *e = &g->ef[g->nef++];
    *e = (tcg_effect){.kind = kind, .card = card, .inc = card >= 0 ? g->cards[card].inc : 0,
                      .master = master, .until = until};
    e->stamp = tcg_tick(g);
    return e;
}

void tcg_effect_defer(tcg_effect *e, long turn)
{
    e->begins = turn;
    e->ended = true;
}

void tcg_effects_begin_turn(tcg_game *g, int master)
{
    for (size_t i = 0; i < g->nef; i++) {
        tcg_effect *e = &g->ef[i];
        if (e->begins == g->turn && e->master == master) {
            e->begins = 0;
            e->ended = false;
            e->stamp = tcg_tick(g);
        }
    }
}

void tcg_effects_end(tcg_game *g, int until, int master)
{
    for (size_t i = 0; i < g->nef; i++)
        if (!g->ef[i].ended && g->ef[i].until == until && (master < 0 || g->ef[i].master == master))
            g->ef[i].ended = true;
}

bool tcg_effect_applies(const tcg_game *g, const tcg_effect *e, int card)
{
    return !e->ended && e->card == card && e->inc == g->cards[card].inc;
}

void tcg_effects_follow(tcg_game *g, int from, unsigned from_inc, int to,
                        bool (*which)(const tcg_effect *e))
{
    for (size_t i = 0; i < g->nef; i++) {
        tcg_effect *e = &g->ef[i];
        if (!e->ended && e->card == from && e->inc == from_inc && which(e)) {
            e->card = to;
            e->inc = g->cards[to].inc;
        }
    }
}
