/* fw_stack.c — cards under other cards (ch. 16-2, 14-5): a card put on top of a battle or leader
 * area card takes its place and the stack is one card (16-2-2), inheriting orientation, the
 * continuous effects that modify power, being in battle, and 【気】 (14-5-2; the others are not
 * inherited, 14-5-2-1); when the top leaves the battle area the cards under it go to the drop
 * from that area (16-2-5) without triggering (16-2-5-1); when an instruction moves the top card
 * alone, the rest of the stack stays with its 【気】 and takes over the top card's orientation and
 * power changes (16-2-6). */
#include "fw.h"

#include <stdlib.h>

int fw_stack_top(const fw_game *g, int card)
{
    while (g->c[card].above >= 0)
        card = g->c[card].above;
    return card;
}

void fw_stack_on(fw_game *g, int card, int base)
{
    RULE(g->run, "14-5-1");
    RULE(g->run, "14-5-2");
    RULE(g->run, "14-1-2-1");
    fw_card *top = &g->c[card], *b = &g->c[base];
    fw_remember(g, base);                     /* what it was before it went under (9-10-1) */
    top->rested = b->rested;                  /* orientation */
    top->ki += b->ki;                         /* 【気】 (1-12) */
    b->ki = 0;
    fw_inherit_power(g, base, b->serial, card);
    RULE(g->run, "14-5-2-1");                         /* other continuous effects are not inherited */
    if (g->b.on) {                            /* being in battle: 8-1-6-1 */
        if (g->b.attack == base && g->b.attack_serial == b->serial) {
            RULE(g->run, "8-1-6-1");
            RULE(g->run, "8-1-6-2");     /* no attack trigger for the new attack card */
            g->b.attack = card;
            g->b.attack_serial = top->serial;
        }
        if (g->b.guard == base && g->b.guard_serial == b->serial) {
            RULE(g->run, "8-1-6-1");
            RULE(g->run, "8-1-6-2");
            g->b.guard = card;
            g->b.guard_serial = top->serial;
        }
    }
    tcg_detach(&g->t, base);
    RULE(g->run, "16-2-1");
    RULE(g->run, "16-2-2");              /* the cards under have no valid skill: one card */
    RULE(g->run, "16-2-2-1");
    RULE(g->run, "16-2-2-2");            /* the stack is one card, in the top card's zone */
    if (b->under.n)
        RULE(g->run, "16-2-3");          /* the stack under the base keeps its order, below it */
    tcg_list_insert(&top->under, top->under.n, base);
    for (size_t i = 0; i < b->under.n; i++) {
        tcg_list_push(&top->under, b->under.v[i]);
        g->c[b->under.v[i]].above = card;
    }
    tcg_list_clear(&b->under);
    b->above = card;
    b->serial++;                              /* no longer a card of its own (16-2-2) */
    b->rested = false;
    fw_event(g, "rule", json_pack("{s:s, s:s}", "process", "14-5", "card", fw_id(g, card)));
}

int fw_stack_release(fw_game *g, int top, int from_player, int from_zone)
{
    fw_card *c = &g->c[top];
    if (c->under.n == 0)
        return TCG_OK;
    RULE(g->run, "16-2-5");
    RULE(g->run, "16-2-5-1");
    int saved_top = g->released_top, saved_player = g->released_player,
        saved_zone = g->released_zone;
    g->released_top = top;
    g->released_player = from_player;
    g->released_zone = from_zone;
    int st = TCG_OK;
    /* the card just below the top first, each on top of its owner's drop (FW-STACK-MOVE) */
    while (c->under.n && st == TCG_OK) {
        int card = c->under.v[0];
        st = fw_move_nocheck(g, card, fw_owner(g, card), FW_DROP, TCG_TOP, "rule");
    }
    g->released_top = saved_top;
    g->released_player = saved_player;
    g->released_zone = saved_zone;
    return st;
}

void fw_stack_leave_alone(fw_game *g, int top)
{
    fw_card *t = &g->c[top];
    if (t->under.n == 0 || fw_zone_of(g, top) != FW_BATTLE)
        return;
    RULE(g->run, "16-2-6");
    RULE(g->run, "16-2-6-1");            /* power changes and orientation pass on, nothing else */
    RULE(g->run, "0-3-14");              /* the other effects are ignored */
    int player = fw_player_of(g, top);
    int next = tcg_list_remove_at(&t->under, 0);
    fw_card *n = &g->c[next];
    n->above = -1;
    for (size_t i = 0; i < t->under.n; i++) {
        tcg_list_push(&n->under, t->under.v[i]);
        g->c[t->under.v[i]].above = next;
    }
    tcg_list_clear(&t->under);
    n->serial++;                 /* a card of its own again, where the stack was */
    long pos = tcg_list_find(fw_zl(g, player, FW_BATTLE), top);
    tcg_attach(&g->t, next, player, FW_BATTLE, pos + 1);
    n->stamp = fw_tick(g);
    n->rested = t->rested;
    n->ki = t->ki;               /* the 【気】 stays in the area */
    t->ki = 0;
    fw_inherit_power(g, top, t->serial, next);
}
