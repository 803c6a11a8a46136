/* tcg_ledger.c — what happened once in a turn or a game, keyed by the game's kind, a card's
 * incarnation and an ability (tcg_ledger.h). */
#include "tcg_int.h"

static bool same(tcg_key a, tcg_key b)
{
    return a.kind == b.kind && a.card == b.card && a.ability == b.ability &&
           (a.inc == 0 || b.inc == 0 || a.inc == b.inc);
}

bool tcg_noted(const tcg_game *g, tcg_scope s, tcg_key k)
{
    const tcg_ledger *l = &g->ledger[s];
    for (size_t i = 0; i < l->n; i++)
        if (same(l->v[i], k))
            return true;
    return false;
}

void tcg_note(tcg_game *g, tcg_scope s, tcg_key k)
{
    tcg_ledger *l = &g->ledger[s];
    TCG_GROW(l->v, l->n, l->cap, 8);
    l->v[l->n++] = k;
}

const tcg_ledger *tcg_ledger_of(const tcg_game *g, tcg_scope s)
{
    return &g->ledger[s];
}

void tcg_ledger_clear(tcg_game *g, tcg_scope s)
{
    g->ledger[s].n = 0;
}
