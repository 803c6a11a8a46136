/* pregame.c — the steps before the game (6-2): decks presented and checked (6-2-1-1), leaders
 * placed (6-2-1-2) and their "placed in the leader area" autos (6-2-1-3), the player who chooses
 * first or second decided at random (6-2-1-4) and the choice (6-2-1-5), a check point (6-2-1-6),
 * shuffles (6-2-1-7), opening hands and one mulligan each, the first player first (6-2-1-8),
 * eight life cards (6-2-1-9, or as a 【永続】 replaces it, 6-2-2), the second player's energy
 * marker (6-2-1-10), and the first turn (6-2-1-11). */
#include "engine/fusion_world/turn/turn.h"
#include "engine/fusion_world/actions/actions.h"
#include "engine/fusion_world/setup/setup.h"
#include "engine/fusion_world/skills/skills.h"
#include "engine/fusion_world/zones/zones.h"

#include <stdlib.h>
#include <string.h>

static int deck_checks(fw_game *g, bool *legal)
{
    RULE(g->run, "6-2-1");
    RULE(g->run, "6-2-1-1");
    *legal = true;
    for (int p = 0; p < 2; p++) {
        json_t *rules = json_array();
        fw_deck_check(g, p, rules);
        bool ok = json_array_size(rules) == 0;
        *legal &= ok;
        fw_event(g, "deck-check", json_pack("{s:s, s:b, s:o}", "player", fw_player_names[p],
                                            "legal", ok, "rules", rules));
    }
    return TCG_OK;
}

static int draw_six(fw_game *g, int p)
{
    return fw_draw(g, p, 6, NULL, NULL);
}

static int mulligan(fw_game *g, int p)
{
    bool take;
    TCG_TRY(tcg_choose_bool(&g->t, "mulligan", p, &take));
    fw_event(g, "mulligan", json_pack("{s:s, s:b}", "player", fw_player_names[p], "taken", take));
    if (!take)
        return TCG_OK;
    RULE(g->run, "6-2-1-8-1");           /* the hand back into the deck, shuffle, six new cards */
    /* 「現在の手札すべてをデッキに戻して」: the whole hand at once, one event (0-2-10); no order,
     * the deck is shuffled next */
    RULE(g->run, "0-2-10");
    tcg_list *hand = fw_zl(g, p, FW_HAND);
    tcg_batch_begin(&g->t, TCG_SIMULTANEOUS, TCG_B_HOLD);
    int st = TCG_OK;
    while (hand->n && st == TCG_OK)
        st = fw_move(g, hand->v[0], p, FW_DECK, TCG_BOTTOM, "mulligan");
    int end = tcg_batch_end(&g->t);
    TCG_TRY(st);
    TCG_TRY(end);
    TCG_TRY(fw_shuffle(g, p, FW_DECK));
    return draw_six(g, p);
}

static int place_life(fw_game *g, int p)
{
    long n = fw_start_life(g, p);
    if (n != 8) {
        RULE(g->run, "6-2-2");
        RULE(g->run, "6-2-2-1");
        RULE(g->run, "9-5-4");
    }
    for (long i = 0; i < n; i++) {
        tcg_list *deck = fw_zl(g, p, FW_DECK);
        if (deck->n == 0)
            break;
        /* one by one from the top of the deck, each on the one before (FW-LIFE-ORDER) */
        TCG_TRY(fw_move_nocheck(g, deck->v[0], p, FW_LIFE, TCG_TOP, "setup"));
    }
    g->life_placed[p] = true;
    return TCG_OK;
}

int fw_pregame(fw_game *g)
{
    g->phase = FW_PH_PREGAME;
    bool legal;
    TCG_TRY(deck_checks(g, &legal));
    if (!legal)
        return TCG_STOP;         /* no game can begin with these decks */
    RULE(g->run, "6-2-1-2");             /* the leaders front up in the leader areas */
    RULE(g->run, "6-2-1-3");
    for (int p = 0; p < 2; p++) {
        const tcg_list *l = fw_zl(g, p, FW_LEADER);
        if (l->n) {
            g->c[l->v[0]].side = 0;
            fw_fire_simple(g, "placed-in-leader-area", l->v[0], p);
        }
    }
    RULE(g->run, "6-2-1-4");
    RULE(g->run, "6-2-1-4-1");
    int chooser;
    TCG_TRY(tcg_random_player(&g->t, "chooser", &chooser));
    RULE(g->run, "6-2-1-5");
    static const char *const choice[] = {"first", "second"};
    int k;
    TCG_TRY(tcg_choose_name(&g->t, "first", chooser, choice, 2, &k));
    g->t.first = k == 0 ? chooser : fw_opp(chooser);
    fw_event(g, "first", json_pack("{s:s}", "player", fw_player_names[g->t.first]));
    RULE(g->run, "6-2-1-5-1");           /* the first player is the turn player from here */
    g->t.tp = g->t.first;
    TCG_TRY(fw_checkpoint(g, "6-2-1-6"));
    RULE(g->run, "6-2-1-7");
    RULE(g->run, "0-2-7");               /* the turn player first */
    TCG_TRY(fw_shuffle(g, g->t.first, FW_DECK));
    TCG_TRY(fw_shuffle(g, fw_opp(g->t.first), FW_DECK));
    g->decks_placed = true;      /* face down in the deck areas */
    RULE(g->run, "6-2-1-8");
    TCG_TRY(draw_six(g, g->t.first));
    TCG_TRY(draw_six(g, fw_opp(g->t.first)));
    TCG_TRY(mulligan(g, g->t.first));
    TCG_TRY(mulligan(g, fw_opp(g->t.first)));
    RULE(g->run, "6-2-1-9");
    TCG_TRY(place_life(g, g->t.first));
    TCG_TRY(place_life(g, fw_opp(g->t.first)));
    RULE(g->run, "6-2-1-10");
    RULE(g->run, "1-11-1");
    fw_place_markers(g, fw_opp(g->t.first), 1);
    RULE(g->run, "6-2-1-11");            /* the loss conditions apply from here (FW-PREGAME-DEFEAT) */
    fw_set_turn(g, 1, g->t.first);
    g->begun = true;
    return fw_defeat_check(g);
}
