/* moves.c — zones and moves between them (ch. 3): a card that changes zone is a new card
 * (3-1-4, except battle → battle/combo and combo → battle, 3-1-4-1/2), goes to its owner's zone
 * (3-1-6, 3-1-6-1), arrives active in the leader, battle and energy areas (3-6-3, 3-8-3); the
 * owner orders cards arriving together (3-1-5), what moves at once is one event read in one state
 * (0-2-10) but deck cards move one at a time (3-2-3); a card leaving the battle area loses its 【気】
 * (1-12-4) and the cards under it go to the drop (16-2-5); a card in the hand that failed to enter
 * or to combo goes to the drop (5-5-5, 5-6-5). What the card was is kept as it
 * leaves (lki.c, 9-10-1); the move's triggers (9-6-7) and the defeat check (14-2) follow it.
 * An entry (5-5) reports `enter`, then its move, then the pending of its autos. */
#include "engine/fusion_world/zones/zones.h"
#include "engine/fusion_world/skills/skills.h"
#include "engine/fusion_world/turn/turn.h"

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
    tcg_card *tc = &g->t.cards[card];
    /* a card under another leaves the stack from the top's area, or from the area the top has
     * left while the stack releases it (16-2-5-1) */
    tcg_place from = tcg_where(&g->t, card);
    bool was_under = tc->host >= 0;
    unsigned serial = tc->inc;
    if (!tcg_list_remove(&g->known_before, card))
        fw_remember(g, card);            /* else taken with its group's, before any moved */
    bool release = false;
    if (from.zone == FW_BATTLE && to_zone != FW_BATTLE) {   /* another zone (FW-STACK-MOVE) */
        if (c->ki) {
            RULE(g->run, "1-12-4");
            c->ki = 0;
        }
        release = tc->attached.n > 0;     /* after the top's own move (16-2-5) */
    }
    if (to_zone == FW_REMOVED)
        to_player = fw_owner(g, card);
    tcg_place to = tcg_at(to_player, to_zone);
    tcg_move(&g->t, card, to, pos, cause);
    if (was_under || !keeps_effects(g, from.zone, to_zone)) {
        RULE(g->run, "3-1-4");                    /* a new card in the new zone */
        tc->inc++;
    }
    c->stamp = tcg_tick(&g->t);
    if (to_zone == FW_BATTLE || to_zone == FW_ENERGY || to_zone == FW_LEADER) {
        if (to_zone == FW_BATTLE && from.zone != FW_BATTLE)
            RULE(g->run, "3-6-3");
        if (to_zone == FW_ENERGY)
            RULE(g->run, "3-8-3");
        c->rested = false;
    } else {
        c->rested = false;
    }
    if (to_zone == FW_COMBO && g->b.on) {
        RULE(g->run, "5-6-1");           /* a battle card placed in the combo area: a combo */
        c->comboed = true;
    }
    if (to_zone == FW_BATTLE && from.zone != FW_BATTLE) {
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
    if (release)
        TCG_TRY(fw_stack_release(g, card, from));
    if (was_under) {
        RULE(g->run, "16-2-5-1");                 /* no move trigger for a card that was under */
    } else {
        /* its triggers (9-6-7): now, or once every card of its group has moved (0-2-10), or
         * once an evolve's stack is made (15-12-5); none for the card an evolve brings to the
         * battle area (15-12-4-1-1, 15-12-11-1-1) */
        tcg_event ev = tcg_event_of("move", card, to_player);
        ev.from = from;
        ev.to = to;
        ev.inc_before = serial;
        tcg_raise(&g->t, &ev);
    }
    fw_reach_sweep(g);
    return TCG_OK;
}

void fw_enter_event(fw_game *g, int card, const char *how)
{
    fw_event(g, "enter", json_pack("{s:s, s:s}", "card", fw_id(g, card), "how", how));
}

void fw_enter_fire(fw_game *g, int card)
{
    tcg_event ev = tcg_event_of("enter", card, fw_player_of(g, card));
    ev.to = tcg_at(fw_player_of(g, card), FW_BATTLE);
    tcg_raise(&g->t, &ev);
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

static int dest_of(tcg_game *t, int card, int zone, void *ud)
{
    (void)ud;
    return fw_dest_player((fw_game *)t, card, zone, -1);
}

/* 3-1-5: the owner orders the cards of theirs arriving together in a deck, life or drop. */
static int owner_orders(tcg_game *t, int player, int zone, size_t n, void *ud)
{
    (void)n;
    (void)ud;
    if (zone != FW_DECK && zone != FW_LIFE && zone != FW_DROP)
        return -1;
    RULE(t->run, "3-1-5");               /* the owner decides the order, top first */
    if (!fw_zone_public(zone))
        RULE(t->run, "3-1-5-1");
    return player;
}

/* A group's cards and each one's cause (NULL: the group's). */
typedef struct group {
    const int *cards;
    const char *const *causes;
    size_t n;
} group;

static int move_member(tcg_game *t, int card, tcg_place to, long pos, const char *cause,
                       void *ud)
{
    const group *gr = ud;
    for (size_t i = 0; gr->causes && i < gr->n; i++)
        if (gr->cards[i] == card)
            cause = gr->causes[i];
    return fw_move_nocheck((fw_game *)t, card, to.player, to.zone, pos, cause);
}

void fw_remember_group(fw_game *g, const int *cards, size_t n)
{
    for (size_t i = 0; i < n; i++)
        if (!tcg_list_has(&g->known_before, cards[i])) {
            fw_remember(g, cards[i]);
            tcg_list_push(&g->known_before, cards[i]);
        }
}

void fw_forget_group(fw_game *g, const int *cards, size_t n)
{
    for (size_t i = 0; i < n; i++)
        tcg_list_remove(&g->known_before, cards[i]);
}

bool fw_all_in_deck(fw_game *g, const int *cards, size_t n)
{
    for (size_t i = 0; i < n; i++)
        if (fw_zone_of(g, cards[i]) != FW_DECK)
            return false;
    return n > 1;
}

void fw_deck_order(fw_game *g, int *cards, size_t n)
{
    for (size_t i = 1; i < n; i++)
        for (size_t j = i; j > 0; j--) {
            int a = cards[j - 1], b = cards[j];
            long pa = tcg_list_find(fw_zl(g, fw_player_of(g, a), FW_DECK), a);
            long pb = tcg_list_find(fw_zl(g, fw_player_of(g, b), FW_DECK), b);
            if (pa <= pb)
                break;
            cards[j - 1] = b;
            cards[j] = a;
        }
}

/* 0-2-10: no state in between: what each card was is taken before any of them moves. */
static void remember_all(tcg_game *t, const int *cards, size_t n, void *ud)
{
    (void)ud;
    fw_remember_group((fw_game *)t, cards, n);
}

int fw_move_cards(fw_game *g, const int *cards, const char *const *causes, size_t n, int to_zone,
                  long pos, const char *cause, bool join)
{
    bool check = false;
    for (size_t i = 0; i < n; i++) {
        int z = fw_zone_of(g, cards[i]);
        check |= z == FW_DECK || z == FW_LIFE;
    }
    int *order = xmalloc((n ? n : 1) * sizeof *order);
    if (n)
        memcpy(order, cards, n * sizeof *order);   /* no cards: `cards` may be NULL */
    group gr = {cards, causes, n};
    tcg_moves m = {.zone = to_zone, .pos = pos, .cause = cause, .dest = dest_of,
                   .move = move_member, .ud = &gr};
    if (fw_all_in_deck(g, cards, n)) {
        fw_deck_order(g, order, n);
        /* 3-2-3: deck cards moving together move one at a time, from the top of the deck: no
         * order to choose, each on the one before, each an event of its own */
        RULE(g->run, "3-2-3");
        m.mode = TCG_SEQUENTIAL;
        m.placed_in_turn = true;
    } else {
        /* one simultaneous event (0-2-10, 9-6-2-1): what each card was is taken before any
         * moves, its triggers once every card has arrived; the turn player's cards first (0-2-7),
         * the first of each owner's order ending on top (3-1-5) */
        if (n > 1)
            RULE(g->run, "0-2-10");
        m.mode = TCG_SIMULTANEOUS;
        m.flags = TCG_B_HOLD | (join ? TCG_B_JOIN : 0);
        m.orderer = owner_orders;
        m.before = remember_all;
    }
    int st = tcg_move_cards(&g->t, order, n, &m);
    fw_forget_group(g, cards, n);
    free(order);
    TCG_TRY(st);
    return check ? fw_defeat_check(g) : TCG_OK;
}

int fw_move_group(fw_game *g, const int *cards, size_t n, int to_zone, long pos,
                  const char *cause)
{
    return fw_move_cards(g, cards, NULL, n, to_zone, pos, cause, false);
}

int fw_failed_to_drop(fw_game *g, int card, const char *clause)
{
    if (fw_zone_of(g, card) != FW_HAND)
        return TCG_OK;
    eng_rule(g->run, clause);     /* the clause the caller names (a failed act, a failed Evolve) */
    return fw_move(g, card, fw_owner(g, card), FW_DROP, TCG_DEFAULT, "rule");
}
