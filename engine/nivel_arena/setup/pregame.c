/* pregame.c — the preparation of the game (5.1): each player's leader and deck checked (exactly
 * one leader and 40 cards 5.1.2, the pledge 5.1.2.1, at most 3 of an identification number
 * 5.1.2.2, at most 8 cards with a trigger 5.1.2.3), the decks shuffled (5.1.3, 3.2.4), the
 * leaders at level 1 (5.1.4, 4.6.2.1), the first player at random (5.1.5), five cards drawn
 * and one redraw each from the first player (5.1.6, 5.1.6.1), the first turn (5.1.7). */
#include "engine/nivel_arena/setup/setup.h"
#include "engine/nivel_arena/zones/zones.h"

#include <string.h>

static bool pledged(na_game *g, int leader, int card)
{
    const json_t *pl = g->c[leader].pledge;
    if (!pl)
        return true;
    for (size_t i = 0; i < json_array_size(pl); i++) {
        const char *a = json_string_value(json_array_get(pl, i));
        for (int k = 0; a && k < g->c[card].naffil; k++)
            if (strcmp(a, g->c[card].affil[k]) == 0)
                return true;
    }
    return false;
}

/* The clause the player's deck breaks, NULL when legal. */
static const char *deck_fault(na_game *g, int p)
{
    const tcg_list *deck = tcg_zone(&g->t, p, NA_DECK);
    RULE(g->run, "5.1.2");
    if (deck->n != 40)
        return "5.1.2";
    int triggers = 0;
    for (size_t i = 0; i < deck->n; i++) {
        int c = deck->v[i], same = 0;
        if (g->c[c].type == NA_LEADER)
            return "5.1.2";
        RULE(g->run, "5.1.2.1");
        if (!pledged(g, g->leader[p], c))
            return "5.1.2.1";
        for (size_t k = 0; k < deck->n; k++)
            same += strcmp(g->c[deck->v[k]].number, g->c[c].number) == 0;
        RULE(g->run, "5.1.2.2");
        RULE(g->run, "2.10.1");
        if (same > 3)
            return "5.1.2.2";
        triggers += g->c[c].trigger != NULL;
    }
    RULE(g->run, "5.1.2.3");
    return triggers > 8 ? "5.1.2.3" : NULL;
}

static int draw_five(na_game *g, int p)
{
    for (int i = 0; i < 5; i++) {
        const tcg_list *deck = tcg_zone(&g->t, p, NA_DECK);
        if (deck->n == 0)
            break;
        TCG_TRY(na_move(g, deck->v[0], tcg_at(p, NA_HAND), TCG_BOTTOM, "draw"));
    }
    return TCG_OK;
}

int na_pregame(na_game *g)
{
    RULE(g->run, "5.1.1");
    bool legal = true;
    for (int p = 0; p < 2; p++) {
        const char *fault = deck_fault(g, p);
        json_t *ev = json_pack("{s:s, s:b}", "player", na_player_names[p], "legal", !fault);
        if (fault)
            json_object_set_new(ev, "rule", json_string(fault));
        eng_event(g->run, "deck-check", ev);
        legal &= !fault;
    }
    if (!legal)
        return TCG_STOP;
    for (int p = 0; p < 2; p++) {
        RULE(g->run, "5.1.3");
        RULE(g->run, "3.2.1");
        RULE(g->run, "3.2.4");
        TCG_TRY(tcg_shuffle(&g->t, p, NA_DECK));
    }
    RULE(g->run, "5.1.4");
    RULE(g->run, "4.6.2.1");
    RULE(g->run, "3.3.1");
    g->level[0] = g->level[1] = 1;
    RULE(g->run, "5.1.5");
    int first;
    TCG_TRY(tcg_random_player(&g->t, "first", &first));
    g->t.first = first;
    eng_event(g->run, "first", json_pack("{s:s}", "player", na_player_names[first]));
    RULE(g->run, "5.1.6");
    TCG_TRY(draw_five(g, first));
    TCG_TRY(draw_five(g, na_other(first)));
    for (int k = 0; k < 2; k++) {
        int p = k == 0 ? first : na_other(first);
        bool redraw;
        TCG_TRY(tcg_choose_bool(&g->t, "redraw", p, &redraw));
        if (!redraw)
            continue;
        RULE(g->run, "5.1.6.1");
        tcg_list *hand = tcg_zone(&g->t, p, NA_HAND);
        while (hand->n > 0)
            TCG_TRY(na_move(g, hand->v[0], tcg_at(p, NA_DECK), TCG_BOTTOM, "redraw"));
        TCG_TRY(tcg_shuffle(&g->t, p, NA_DECK));
        TCG_TRY(draw_five(g, p));
    }
    RULE(g->run, "5.1.7");
    tcg_set_turn(&g->t, 1, first);
    return TCG_OK;
}
