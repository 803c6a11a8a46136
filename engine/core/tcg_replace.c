/* tcg_replace.c — the replacements whose instructions are being carried out, each kept from
 * applying again to the event it replaced (tcg_replace.h). */
#include "tcg_int.h"

void tcg_replacing(tcg_game *g, int holder, int ability, int card, int player)
{
    TCG_GROW(g->applying, g->napplying, g->capapplying, 8);
    g->applying[g->napplying++] = (tcg_applying){holder, ability, card, player};
}

void tcg_replace_done(tcg_game *g)
{
    if (g->napplying)
        g->napplying--;
}

bool tcg_replace_applying(const tcg_game *g, int holder, int ability, int card, int player)
{
    for (size_t i = 0; i < g->napplying; i++) {
        const tcg_applying *a = &g->applying[i];
        if (a->holder == holder && a->ability == ability && a->card == card &&
            a->player == player)
            return true;
    }
    return false;
}
