/* moves.c — moving cards (ch. 3): each move makes a new card (its incarnation), items go to the
 * trash when their unit leaves the unit zones (3.5.6.1, not by effect), trashing into the
 * owner's trash (4.8) with the cause that exit abilities read (10.1.7.2, the digest's "by
 * effect / not by effect / by battle"), and drawing (4.4). */
#include "engine/nivel_arena/effects/effects.h"
#include "engine/nivel_arena/turn/turn.h"
#include "engine/nivel_arena/zones/zones.h"

#include <string.h>

static int release_item(tcg_game *t, int item, void *ud)
{
    (void)ud;
    na_game *g = NA_G(t);
    RULE(g->run, "3.5.6.1");
    tcg_place from = tcg_where(t, item);
    t->cards[item].inc++;
    tcg_take(t, item);
    tcg_put(t, item, tcg_at(t->cards[item].owner, NA_TRASH), TCG_BOTTOM);
    tcg_emit_move(t, item, from, tcg_at(t->cards[item].owner, NA_TRASH), "rule");
    return TCG_OK;
}

int na_move(na_game *g, int card, tcg_place to, long pos, const char *cause)
{
    g->t.cards[card].inc++;
    tcg_place from = tcg_move(&g->t, card, to, pos, cause);
    if (!NA_IS_UNIT_ZONE(from.zone) || NA_IS_UNIT_ZONE(to.zone) || g->c[card].type != NA_UNIT)
        return TCG_OK;
    g->c[card].attacked = false;   /* a new card, that declared no attack */
    return tcg_release(&g->t, card, from, release_item, NULL);
}

int na_trash(na_game *g, int card, const char *cause, int winner)
{
    tcg_card *tc = &g->t.cards[card];
    if (tc->zone == NA_TRASH) {
        RULE(g->run, "4.8.2");
        return TCG_OK;
    }
    RULE(g->run, "4.8.1");
    RULE(g->run, "3.4.1");
    RULE(g->run, "4.2.1");
    bool unit = NA_IS_UNIT_ZONE(tc->zone) && g->c[card].type == NA_UNIT;
    na_keys k;
    if (unit)
        na_keys_of(g, card, &k);
    int master = tc->player;
    TCG_TRY(na_move(g, card, tcg_at(tc->owner, NA_TRASH), TCG_BOTTOM, cause));
    if (!unit)
        return TCG_OK;
    if (strcmp(cause, "rule") == 0) {
        RULE(g->run, "10.1.7.2.2");   /* trashed for an upgrade: no exit effect */
        return TCG_OK;
    }
    bool battle = strcmp(cause, "battle") == 0;
    RULE(g->run, "10.1.7.2");          /* by battle or by effect: its exit effects, from the trash */
    RULE(g->run, "10.1.7.2.1");
    na_pend p = {.card = card, .inc = tc->inc, .master = master};
    for (int i = 0; i < g->c[card].nab; i++)
        if (g->c[card].ab[i].kind == NA_AB_EXIT) {
            p.what = NA_P_ABILITY;
            p.ability = i;
            na_pend_add(g, &p);
        }
    if (k.ret) {
        RULE(g->run, "10.2.5.3.2");
        p.what = NA_P_RETURN;
        na_pend_add(g, &p);
    }
    if (k.take_down && battle && winner >= 0) {
        RULE(g->run, "10.2.5.2.2");
        p.what = NA_P_TAKE_DOWN;
        p.other = winner;
        p.other_inc = g->t.cards[winner].inc;
        RULE(g->run, "10.2.5.2.4");
        p.cost = g->c[card].cost;
        na_pend_add(g, &p);
    }
    return TCG_OK;
}

int na_draw(na_game *g, int player, long n, long *drawn)
{
    if (drawn)
        *drawn = 0;
    if (n <= 0) {
        RULE(g->run, "4.4.5");   /* nothing drawn: the loop below does not run */
        RULE(g->run, "1.3.3");
    }
    if (n > 0)
        RULE(g->run, "4.4.3");
    for (long i = 0; i < n; i++) {
        const tcg_list *deck = tcg_zone(&g->t, player, NA_DECK);
        if (deck->n == 0) {
            RULE(g->run, "9.2.1.3");
            RULE(g->run, "1.2.2");
            RULE(g->run, "1.2.2.3");
            return na_lose(g, 1u << player, "deck");
        }
        RULE(g->run, "4.4.1");
        RULE(g->run, "4.4.2");
        TCG_TRY(na_move(g, deck->v[0], tcg_at(player, NA_HAND), TCG_BOTTOM, "draw"));
        if (drawn)
            (*drawn)++;
    }
    return TCG_OK;
}
