/* moves.c — moves between zones (3-1-5) and the court's stacks: the move is done once the card is
 * placed (8-4-2) and is reported as a `move` event; a card that changes zones is a new card
 * (3-1-5) whose effects vanish (8-4-3), except between court areas (3-1-5-1); a card placed on
 * an occupied court area goes on top and the card below becomes a gut (8-3-1, 8-3-1-1) keeping
 * no effect (8-3-1-2); a character that leaves alone leaves its guts, the nearest becoming the
 * character (1-2-15-3); a waiting passive of a card gone to a hidden zone is cancelled (8-4-4);
 * last-known information (6-4). */
#include "engine/haikyu_break/zones/zones.h"
#include "engine/haikyu_break/skills/skills.h"

bool hb_public_zone(int zone)
{
    return zone != HB_DECK && zone != HB_SET && zone != HB_HAND;
}

void hb_lki_take(hb_game *g, int card)
{
    tcg_place at = tcg_where(&g->t, card);
    hb_lki *l = tcg_lki_put(&g->t, card, g->t.cards[card].inc);
    for (int p = 0; p < HB_NPARAMS; p++)
        l->param[p].has = hb_param_now(g, card, p, &l->param[p].v);
    l->zone = at.zone;
    l->player = at.player;
    l->public_zone = at.zone != TCG_NOWHERE && (hb_public_zone(at.zone) || g->c[card].face_up);
}

const hb_lki *hb_lki_of(const hb_game *g, int card, unsigned inc)
{
    return tcg_lki_get(&g->t, card, inc);
}

void hb_no_longer_character(hb_game *g, int card)
{
    for (size_t i = 0; i < g->t.nef; i++) {
        tcg_effect *e = &g->t.ef[i];
        if (!e->ended && e->card == card)
            e->ended = true;          /* 0-2-11, 6-10-3: it is no character any more */
    }
    g->c[card].role = HB_ROLE_NONE;
}

/* Put a card that is in no zone on top of `player`'s area `zone` (8-3-1): the character there
 * (the centre blocker in the block area, unless the card is a side blocker) becomes its gut,
 * with its own guts below it; returns that card (its `covered` trigger is the caller's), -1. */
static int place_on_court(hb_game *g, int card, int player, int zone, int role)
{
    tcg_list *l = hb_zl(g, player, zone);
    int top = role == HB_ROLE_SIDE ? -1 : hb_character(g, player, zone);
    g->c[card].role = zone == HB_BLOCK ? (role == HB_ROLE_SIDE ? HB_ROLE_SIDE : HB_ROLE_CENTRE)
                                       : HB_ROLE_NONE;
    if (top < 0) {
        /* the centre blocker is listed first, the side blockers after it */
        tcg_put(&g->t, card, tcg_at(player, zone),
                zone == HB_BLOCK && role != HB_ROLE_SIDE ? TCG_TOP : TCG_BOTTOM);
        return -1;
    }
    RULE(g->run, "8-3-1");
    RULE(g->run, "1-2-15");             /* the cards under a character are its guts */
    if (zone == HB_BLOCK)
        RULE(g->run, "3-6-2-1");        /* the centre blocker's stack */
    long pos = tcg_list_find(l, top);
    tcg_take(&g->t, top);
    tcg_put(&g->t, card, tcg_at(player, zone), pos);
    tcg_attach(&g->t, top, card, TCG_TOP);
    tcg_attach_all(&g->t, top, card);
    RULE(g->run, "8-3-1-1");            /* the character below is a gut now */
    RULE(g->run, "8-3-1-2");            /* and the effects given to it are not the new card's */
    hb_no_longer_character(g, top);
    return top;
}

void hb_to_top(hb_game *g, int card, int player, int zone, int role)
{
    tcg_take(&g->t, card);
    int covered = place_on_court(g, card, player, zone, role);
    if (covered >= 0)
        hb_covered(g, covered, card);
}

/* The card leaves where it is: a character leaving alone leaves its guts, the nearest of them
 * taking its place (1-2-15-3); a side blocker leaves alone. */
static void leave(hb_game *g, int card, tcg_place from)
{
    if (hb_is_character(g, card) && g->t.cards[card].attached.n) {
        RULE(g->run, "1-2-15-3");
        int role = g->c[card].role;
        int next = tcg_stack_promote(&g->t, card);
        if (next >= 0)
            g->c[next].role = role;
        /* the exposed card becoming the character is no appearance (1-4-5) */
        RULE(g->run, "1-4-5");
    }
    (void)from;
    tcg_take(&g->t, card);
    g->c[card].role = HB_ROLE_NONE;
}

int hb_move_role(hb_game *g, int card, int player, int zone, long pos, int role,
                 const char *cause)
{
    tcg_place from = tcg_where(&g->t, card);
    hb_lki_take(g, card);                 /* 6-4-2: what it was where it was last seen */
    unsigned inc_before = g->t.cards[card].inc;
    int live = hb_live_mask(g, card);     /* its skills where it was (6-6-2-2) */
    leave(g, card, from);
    g->c[card].face_up = false;
    g->t.cards[card].shown = g->t.cards[card].hidden = 0;
    tcg_place to = tcg_at(player, zone);
    int covered = -1;
    if (hb_court(zone))
        covered = place_on_court(g, card, player, zone, role);
    else
        tcg_put(&g->t, card, to, pos);
    if (!(from.zone != TCG_NOWHERE && hb_court(from.zone) && hb_court(zone))) {
        g->t.cards[card].inc++;           /* 3-1-5: a new card in its new zone */
        RULE(g->run, "3-1-5");
        if (from.zone != TCG_NOWHERE && hb_court(from.zone))
            RULE(g->run, "8-4-3");        /* out of the court: its effects vanish */
    } else {
        RULE(g->run, "3-1-5-1");          /* between court areas: its effects stay */
    }
    g->c[card].stamp = tcg_tick(&g->t);
    switch (zone) {                       /* these zones take any number of cards */
    case HB_HAND: RULE(g->run, "3-3-4"); break;
    case HB_DROP: RULE(g->run, "3-4-3"); break;
    case HB_SERVE: RULE(g->run, "3-5-3"); break;
    case HB_BLOCK: RULE(g->run, role == HB_ROLE_SIDE ? "3-6-1-1" : "3-6-2-2"); break;
    case HB_RECEIVE: RULE(g->run, "3-7-3"); break;
    case HB_TOSS: RULE(g->run, "3-8-3"); break;
    case HB_ATTACK: RULE(g->run, "3-9-3"); break;
    case HB_EVENT: RULE(g->run, "3-10-3"); break;
    default: break;
    }
    tcg_emit_move(&g->t, card, from, to, cause);
    RULE(g->run, "8-4-2");               /* the move is done: the card is in its new zone */
    if (!hb_public_zone(zone))
        hb_cancel_waiting_of(g, card, inc_before);   /* 8-4-4 */
    tcg_event ev = tcg_event_of("move", card, player);
    ev.from = from;
    ev.to = to;
    ev.inc_before = inc_before;
    ev.arg = live;
    hb_reach_sweep(g);
    TCG_TRY(tcg_raise(&g->t, &ev));
    if (covered >= 0)
        hb_covered(g, covered, card);
    return TCG_OK;
}

int hb_move_plain(hb_game *g, int card, int player, int zone, long pos, const char *cause)
{
    return hb_move_role(g, card, player, zone, pos, HB_ROLE_NONE, cause);
}

int hb_move(hb_game *g, int card, int player, int zone, long pos, const char *cause,
            bool *moved)
{
    *moved = false;
    if (zone == HB_DROP) {
        bool replaced = false;
        TCG_TRY(hb_replace_drop(g, card, &replaced));
        if (replaced)
            return TCG_OK;
    }
    *moved = true;
    return hb_move_plain(g, card, player, zone, pos, cause);
}
