/* stacks.c — cards under other cards (ch. 16-2, 14-5): a card put on top of a battle or leader
 * area card takes its place and the stack is one card (16-2-2), inheriting orientation, the
 * continuous effects that modify power, being in battle, and 【気】 (14-5-2; the others are not
 * inherited, 14-5-2-1); when the top leaves the battle area the cards under it go to the drop
 * from that area (16-2-5) without triggering (16-2-5-1); when an instruction moves the top card
 * alone, the rest of the stack stays with its 【気】 and takes over the top card's orientation and
 * power changes (16-2-6). The stack's cards are the core's attachments (tcg_zones.h). */
#include "engine/fusion_world/zones/zones.h"
#include "engine/fusion_world/skills/skills.h"

static bool power_change(const tcg_effect *e)
{
    return e->kind == FW_EF_POWER || e->kind == FW_EF_SET_POWER;
}

static void fw_inherit_power(fw_game *g, int from, unsigned from_serial, int to)
{
    tcg_effects_follow(&g->t, from, from_serial, to, power_change);
}

bool fw_put_under(fw_game *g, int top, int base)
{
    fw_card *t = &g->c[top], *b = &g->c[base];
    unsigned inc = g->t.cards[base].inc;
    fw_remember(g, base);                     /* what it was before it went under (9-10-1) */
    t->ki += b->ki;                           /* 【気】 (1-12) */
    b->ki = 0;
    fw_inherit_power(g, base, inc, top);
    bool in_battle = false;                   /* being in battle: 8-1-6-1, FW-FUSION-INHERIT */
    if (g->b.on && g->b.attack == base && g->b.attack_serial == inc) {
        g->b.attack = top;
        g->b.attack_serial = g->t.cards[top].inc;
        in_battle = true;
    }
    if (g->b.on && g->b.guard == base && g->b.guard_serial == inc) {
        g->b.guard = top;
        g->b.guard_serial = g->t.cards[top].inc;
        in_battle = true;
    }
    tcg_take(&g->t, base);
    tcg_attach(&g->t, base, top, TCG_BOTTOM);
    tcg_attach_all(&g->t, base, top);
    g->t.cards[base].inc++;                   /* no longer a card of its own (16-2-2) */
    b->rested = false;
    return in_battle;
}

void fw_stack_on(fw_game *g, int card, int base)
{
    RULE(g->run, "14-5-1");
    RULE(g->run, "14-5-2");
    RULE(g->run, "14-1-2-1");
    bool rested = g->c[base].rested;
    RULE(g->run, "14-5-2-1");                 /* other continuous effects are not inherited */
    RULE(g->run, "16-2-1");
    RULE(g->run, "16-2-2");              /* the cards under have no valid skill: one card */
    RULE(g->run, "16-2-2-1");
    RULE(g->run, "16-2-2-2");            /* the stack is one card, in the top card's zone */
    if (g->t.cards[base].attached.n)
        RULE(g->run, "16-2-3");          /* the stack under the base keeps its order, below it */
    if (fw_put_under(g, card, base)) {
        RULE(g->run, "8-1-6-1");
        RULE(g->run, "8-1-6-2");         /* no attack trigger for the new attack card */
    }
    g->c[card].rested = rested;          /* orientation */
    fw_event(g, "rule", json_pack("{s:s, s:s}", "process", "14-5", "card", fw_id(g, card)));
}

static int release_one(tcg_game *t, int card, void *ud)
{
    (void)ud;
    return fw_move_nocheck((fw_game *)t, card, t->cards[card].owner, FW_DROP, TCG_TOP, "rule");
}

int fw_stack_release(fw_game *g, int top, tcg_place from)
{
    if (g->t.cards[top].attached.n == 0)
        return TCG_OK;
    RULE(g->run, "16-2-5");
    RULE(g->run, "16-2-5-1");
    /* the card just below the top first, each on top of its owner's drop (FW-STACK-MOVE) */
    return tcg_release(&g->t, top, from, release_one, NULL);
}

void fw_stack_leave_alone(fw_game *g, int top)
{
    if (g->t.cards[top].attached.n == 0 || fw_zone_of(g, top) != FW_BATTLE)
        return;
    RULE(g->run, "16-2-6");
    RULE(g->run, "16-2-6-1");            /* power changes and orientation pass on, nothing else */
    RULE(g->run, "0-3-14");              /* the other effects are ignored */
    int next = tcg_stack_promote(&g->t, top);
    fw_card *t = &g->c[top], *n = &g->c[next];
    g->t.cards[next].inc++;      /* a card of its own again, where the stack was */
    n->stamp = tcg_tick(&g->t);
    n->rested = t->rested;
    n->ki = t->ki;               /* the 【気】 stays in the area */
    t->ki = 0;
    fw_inherit_power(g, top, g->t.cards[top].inc, next);
}
