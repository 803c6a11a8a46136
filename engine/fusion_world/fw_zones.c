/* fw_zones.c — zones and moves between them (ch. 3): a card that changes zone is a new card
 * (3-1-4, except battle → battle/combo and combo → battle, 3-1-4-1/2), goes to its owner's zone
 * (3-1-6, 3-1-6-1), arrives active in the leader, battle and energy areas (3-6-3, 3-8-3); the
 * owner orders cards arriving together (3-1-5); a card leaving the battle area loses its 【気】
 * (1-12-4) and the cards under it go to the drop (16-2-5); a card in the hand that failed to enter
 * or to combo goes to the drop (5-5-5, 5-6-5). What the card was is kept as it
 * leaves (fw_lki.c, 9-10-1); the move's triggers (9-6-7) and the defeat check (14-2) follow it.
 * An entry (5-5) reports `enter`, then its move, then the pending of its autos. */
#include "fw.h"

#include <stdlib.h>
#include <string.h>

bool fw_zone_public(int zone)
{
    return zone != FW_DECK && zone != FW_HAND && zone != FW_LIFE;   /* 3-2-2, 3-3-2, 3-9-2 */
}

int fw_dest_player(fw_game *g, int card, int zone, int named_player)
{
    RULE(g->run, "3-1-1");          /* each player has a zone of each name, apart from the other's */
    RULE(g->run, "0-3-3");
    RULE(g->run, "0-3-3-1");
    if (zone == FW_LEADER || zone == FW_BATTLE || zone == FW_COMBO)
        return named_player >= 0 ? named_player : fw_owner(g, card);
    if ((named_player >= 0 && named_player != fw_owner(g, card)) ||
        (fw_player_of(g, card) >= 0 && fw_player_of(g, card) != fw_owner(g, card))) {
        RULE(g->run, "3-1-6-1");    /* the owner's zone, whatever the effect names or who controls it */
        RULE(g->run, "0-2-2-2");    /* a rule that wins over the effects */
    } else if (named_player < 0) {
        RULE(g->run, "3-1-6");
    }
    return fw_owner(g, card);
}

/* 3-1-4-1, 3-1-4-2: the moves after which the card keeps the effects applied to it (reading
 * FW-COMBO-KEEPS-EFFECTS; control, 13-8-2, is no move through here). */
static bool keeps_effects(fw_game *g, int from, int to)
{
    if (from == FW_BATTLE && (to == FW_BATTLE || to == FW_COMBO)) {
        RULE(g->run, "3-1-4-1");
        return true;
    }
    if (from == FW_COMBO && to == FW_BATTLE) {
        RULE(g->run, "3-1-4-2");
        return true;
    }
    return false;
}

int fw_move_nocheck(fw_game *g, int card, int to_player, int to_zone, long pos,
                    const char *cause)
{
    fw_card *c = &g->c[card];
    int from_player = fw_player_of(g, card), from_zone = fw_zone_of(g, card);
    bool was_under = c->above >= 0;
    if (was_under) {                      /* a card under another leaves the stack (16-2-5-1) */
        int top = c->above;
        from_player = fw_player_of(g, top);
        from_zone = fw_zone_of(g, top);
        if (g->released_top == top) {     /* the top has left: from the area it was in */
            from_player = g->released_player;
            from_zone = g->released_zone;
        }
        tcg_list_remove(&g->c[top].under, card);
        c->above = -1;
    }
    fw_lki before = fw_remember(g, card);
    bool release = false;
    if (from_zone == FW_BATTLE && to_zone != FW_BATTLE) {   /* another zone (FW-STACK-MOVE) */
        if (c->ki) {
            RULE(g->run, "1-12-4");
            c->ki = 0;
        }
        release = c->under.n > 0;         /* after the top's own move (16-2-5) */
    }
    if (!was_under)
        tcg_detach(&g->t, card);
    if (to_zone == FW_REMOVED)
        to_player = fw_owner(g, card);
    tcg_attach(&g->t, card, to_player, to_zone, pos);
    if (was_under || !keeps_effects(g, from_zone, to_zone)) {
        RULE(g->run, "3-1-4");                    /* a new card in the new zone */
        c->serial++;
    }
    c->stamp = fw_tick(g);
    if (to_zone == FW_BATTLE || to_zone == FW_ENERGY || to_zone == FW_LEADER) {
        if (to_zone == FW_BATTLE && from_zone != FW_BATTLE)
            RULE(g->run, "3-6-3");
        if (to_zone == FW_ENERGY)
            RULE(g->run, "3-8-3");
        c->rested = false;
    } else {
        c->rested = false;
    }
    if (to_zone == FW_COMBO && g->b.on)
        c->comboed = true;
    if (to_zone == FW_BATTLE && from_zone != FW_BATTLE) {
        g->entering = card + 1;           /* the effects of its new zone apply at once (9-8-3) */
        (void)fw_power(g, card);
        g->entering = 0;
    }
    switch (to_zone) {
    case FW_DROP:
        RULE(g->run, "3-4-3");                    /* on top of the drop */
        RULE(g->run, "3-4-4");
        break;
    case FW_LIFE:
        if (pos == TCG_TOP || pos == TCG_DEFAULT || pos == 0)
            RULE(g->run, "3-9-4");
        break;
    case FW_HAND:
        RULE(g->run, "3-3-4");
        break;
    case FW_BATTLE:
        RULE(g->run, "3-6-4");
        break;
    case FW_COMBO:
        RULE(g->run, "3-7-3");
        break;
    case FW_ENERGY:
        RULE(g->run, "3-8-4");
        break;
    default:
        break;
    }
    tcg_emit_move(&g->t, card, from_player, from_zone, to_player, to_zone, cause);
    if (release)
        TCG_TRY(fw_stack_release(g, card, from_player, from_zone));
    if (was_under) {
        RULE(g->run, "16-2-5-1");                 /* no move trigger for a card that was under */
    } else if (g->quiet_moves) {          /* an evolve's card brought to the battle area
                                             (15-12-4-1-1, 15-12-11-1-1): no trigger */
    } else if (g->group_held) {           /* fired once every card of the group has moved */
        g->group_held[g->ngroup_held++] = (fw_moved){.set = true, .card = card,
                                                     .from_player = from_player,
                                                     .from_zone = from_zone,
                                                     .to_player = to_player, .to_zone = to_zone,
                                                     .before = before};
    } else if (g->hold_move) {            /* fired once the evolve's stack is made (15-12-5) */
        *g->hold_move = (fw_moved){.set = true, .card = card, .from_player = from_player,
                                   .from_zone = from_zone, .to_player = to_player,
                                   .to_zone = to_zone, .before = before};
    } else {
        fw_moved m = {.set = true, .card = card, .from_player = from_player,
                      .from_zone = from_zone, .to_player = to_player, .to_zone = to_zone,
                      .before = before};
        fw_fire_moved(g, &m);
    }
    fw_reach_sweep(g);
    return TCG_OK;
}

void fw_fire_moved(fw_game *g, const fw_moved *m)
{
    if (!m->set)
        return;
    fw_trig t = {.on = "move", .card = m->card, .player = m->to_player,
                 .from_player = m->from_player, .from_zone = m->from_zone,
                 .to_player = m->to_player, .to_zone = m->to_zone, .before = &m->before};
    fw_fire(g, &t);
}

void fw_enter_event(fw_game *g, int card, const char *how)
{
    fw_event(g, "enter", json_pack("{s:s, s:s}", "card", fw_id(g, card), "how", how));
}

void fw_enter_fire(fw_game *g, int card)
{
    fw_trig t = {.on = "enter", .card = card, .player = fw_player_of(g, card),
                 .from_player = -1, .from_zone = -1, .to_player = fw_player_of(g, card),
                 .to_zone = FW_BATTLE};
    fw_fire(g, &t);
}

void fw_entered(fw_game *g, int card, const char *how)
{
    fw_enter_event(g, card, how);
    fw_enter_fire(g, card);
}

int fw_enter_move(fw_game *g, int card, int player, long pos, const char *cause,
                  const char *how)
{
    fw_enter_event(g, card, how);        /* the entry's event, then its move (the page's order) */
    TCG_TRY(fw_move(g, card, player, FW_BATTLE, pos, cause));
    fw_enter_fire(g, card);
    return TCG_OK;
}

int fw_move(fw_game *g, int card, int to_player, int to_zone, long pos, const char *cause)
{
    int from = fw_zone_of(g, card);
    TCG_TRY(fw_move_nocheck(g, card, to_player, to_zone, pos, cause));
    if (from == FW_DECK || from == FW_LIFE)
        return fw_defeat_check(g);
    return TCG_OK;
}

int fw_move_group(fw_game *g, const int *cards, size_t n, int to_zone, long pos,
                  const char *cause)
{
    if (n == 0)
        return TCG_OK;
    int *mine = xmalloc(n * sizeof *mine), *order = xmalloc(n * sizeof *order);
    int st = TCG_OK;
    bool check = false;
    g->batch++;                   /* one event for every card moved at once (9-6-2-1) */
    g->in_group++;
    /* the group is one event: its triggers once every card has arrived (0-2-10) */
    fw_moved *saved_held = g->group_held, *held = xcalloc(n, sizeof *held);
    size_t saved_nheld = g->ngroup_held;
    g->group_held = held;
    g->ngroup_held = 0;
    for (int k = 0; k < 2 && st == TCG_OK; k++) {
        int p = k == 0 ? (g->tp >= 0 ? g->tp : 0) : fw_opp(g->tp >= 0 ? g->tp : 0);  /* 0-2-7 */
        size_t m = 0;
        for (size_t i = 0; i < n; i++)
            if (fw_dest_player(g, cards[i], to_zone, -1) == p)
                mine[m++] = cards[i];
        if (m == 0)
            continue;
        memcpy(order, mine, m * sizeof *order);
        if (m >= 2 && (to_zone == FW_DECK || to_zone == FW_LIFE || to_zone == FW_DROP)) {
            RULE(g->run, "3-1-5");                /* the owner decides the order, top first */
            if (!fw_zone_public(to_zone))
                RULE(g->run, "3-1-5-1");
            st = tcg_ask_order(&g->t, false, "order", p, mine, m, order);
            if (st != TCG_OK)
                break;
        }
        for (size_t i = 0; i < m && st == TCG_OK; i++) {
            int from = fw_zone_of(g, order[i]);
            check |= from == FW_DECK || from == FW_LIFE;
            long at = pos;
            if (pos == TCG_TOP || (pos == TCG_DEFAULT && (to_zone == FW_DECK ||
                                                          to_zone == FW_LIFE ||
                                                          to_zone == FW_DROP)))
                /* the first of the order ends on top, each next one just below the one before
                 * (the cards a stack released in between stay on top, 16-2-5) */
                at = i == 0 ? 0 : tcg_list_find(fw_zl(g, p, to_zone), order[i - 1]) + 1;
            st = fw_move_nocheck(g, order[i], p, to_zone, at, cause);
        }
    }
    size_t nheld = g->ngroup_held;
    g->group_held = saved_held;
    g->ngroup_held = saved_nheld;
    for (size_t i = 0; i < nheld; i++)
        fw_fire_moved(g, &held[i]);
    free(held);
    g->in_group--;
    free(mine);
    free(order);
    TCG_TRY(st);
    return check ? fw_defeat_check(g) : TCG_OK;
}

int fw_failed_to_drop(fw_game *g, int card, const char *clause)
{
    if (fw_zone_of(g, card) != FW_HAND)
        return TCG_OK;
    eng_rule(g->run, clause);     /* the clause the caller names (a failed act, a failed Evolve) */
    return fw_move(g, card, fw_owner(g, card), FW_DROP, TCG_DEFAULT, "rule");
}
