/* basic.c — the basic actions (ch. 5) as the rules and the effects perform them: drawing
 * (5-1), dealing damage (5-8, processed by 14-3), KO (5-10, 14-9), resting and standing (1-8,
 * 0-2-4-1), energy markers (5-11), revealing (13-10), shuffling (5-9). Replacement effects
 * (9-9) are applied where the event would happen. */
#include "engine/fusion_world/actions/actions.h"
#include "engine/fusion_world/effects/effects.h"
#include "engine/fusion_world/skills/skills.h"
#include "engine/fusion_world/zones/zones.h"

#include <stdlib.h>
#include <string.h>

int fw_draw(fw_game *g, int player, long n, fw_ctx *ctx, long *drawn)
{
    (void)ctx;
    if (drawn)
        *drawn = 0;
    if (n <= 0) {
        RULE(g->run, "0-2-4-2");
        RULE(g->run, "0-2-1");
        return TCG_OK;
    }
    RULE(g->run, "5-1-1");
    if (n > 1) {
        RULE(g->run, "5-1-3");           /* "draw 1" N times */
        RULE(g->run, "3-2-3");           /* one card at a time */
    }
    for (long i = 0; i < n; i++) {
        bool replaced = false;
        TCG_TRY(fw_replace(g, "draw", -1, player, &replaced));
        if (replaced)
            continue;
        tcg_list *deck = fw_zl(g, player, FW_DECK);
        if (deck->n == 0 || !g->decks_placed) {
            RULE(g->run, "0-2-4");       /* cannot be done: it is not (before 6-2-1-7 the deck areas are
                                    empty, reading FW-PREGAME-DEFEAT) */
            return TCG_OK;
        }
        int card = deck->v[0];
        RULE(g->run, "5-1-2");           /* the top card, unseen by the opponent */
        json_t *ev = eng_event_new(g->run, "draw");
        json_object_set_new_nocheck(ev, "player", json_string(fw_player_names[player]));
        json_object_set_new_nocheck(ev, "card", tcg_id_json(&g->t, card));
        TCG_TRY(fw_move(g, card, player, FW_HAND, TCG_BOTTOM, "draw"));
        if (drawn)
            (*drawn)++;
    }
    return TCG_OK;
}

int fw_deal_damage(fw_game *g, int player, long n, int source, bool by_attack, fw_ctx *ctx,
                   bool *dealt)
{
    (void)ctx;
    *dealt = false;
    if (n <= 0) {
        RULE(g->run, "14-3-2");          /* N = 0: no damage process, no "when … damage" */
        RULE(g->run, "0-2-4-2");         /* 0 or less times: nothing, not the reverse */
        RULE(g->run, "0-2-1");
        return TCG_OK;
    }
    RULE(g->run, "5-8-2");               /* 「ダメージを受ける」: being dealt damage */
    bool replaced = false;
    TCG_TRY(fw_replace(g, "damage", -1, player, &replaced));
    if (replaced)
        return TCG_OK;
    RULE(g->run, "5-8-1");
    RULE(g->run, "5-8-2");
    RULE(g->run, "1-10-1");
    if (source >= 0) {
        RULE(g->run, "16-3-1");
        RULE(g->run, "16-3-3");
        RULE(g->run, by_attack ? "16-3-3-1" : "16-3-3-2");
        if (!by_attack)
            RULE(g->run, "16-3-2");
    }
    json_t *ev = json_pack("{s:s, s:I}", "player", fw_player_names[player], "amount",
                           (json_int_t)n);
    json_object_set_new(ev, "source", source >= 0 ? json_string(fw_id(g, source)) : json_null());
    fw_event(g, "damage", ev);
    if (g->ndmg == g->capdmg) {
        g->capdmg = g->capdmg ? 2 * g->capdmg : 8;
        g->dmg = xrealloc(g->dmg, g->capdmg * sizeof *g->dmg);
    }
    bool critical = by_attack && source >= 0 && fw_has_keyword(g, source, FW_KW_CRITICAL);
    if (critical) {
        RULE(g->run, "15-1-1");
        RULE(g->run, "15-5-1");
    }
    g->dmg[g->ndmg++] = (fw_damage){.player = player, .amount = n, .critical = critical};
    *dealt = true;
    return TCG_OK;
}

/* Whether the KO of `card` goes ahead: a battle card of the battle area, not kept there by a
 * prohibition (0-2-5, 13-17-1), its KO not replaced (9-9). */
static int ko_goes_ahead(fw_game *g, int card, bool in_battle, bool *ahead)
{
    *ahead = false;
    if (fw_zone_of(g, card) != FW_BATTLE || g->c[card].type != FW_T_BATTLE || g->t.cards[card].host >= 0) {
        RULE(g->run, "5-10-1");          /* only a battle card of the battle area is KO'd */
        return TCG_OK;
    }
    if (fw_forbidden(g, card, "ko-in-battle")) {
        if (in_battle) {
            RULE(g->run, "13-17-1");     /* not KO'd by 8-4-6-2-1, and no KO trigger (13-17-1-1) */
            RULE(g->run, "13-17-1-1");
            return TCG_OK;
        }
        RULE(g->run, "13-17-2");         /* a skill's KO is a KO all the same */
    }
    if (fw_forbidden(g, card, "leave")) {
        /* the battle's KO is a rule's (8-4-6-2-1): the card's text wins over it; an effect's KO
         * meets the prohibition of another effect, which wins */
        RULE(g->run, in_battle ? "0-2-2" : "0-2-5");
        RULE(g->run, "0-2-1");           /* a basic principle: over every other rule and effect */
        return TCG_OK;
    }
    bool replaced = false;
    TCG_TRY(fw_replace(g, "ko leave", card, -1, &replaced));
    *ahead = !replaced;
    return TCG_OK;
}

int fw_ko_cards(fw_game *g, const int *cards, size_t n, bool in_battle, fw_ctx *ctx,
                size_t *ndone)
{
    (void)ctx;
    *ndone = 0;
    int *go = xmalloc((n ? n : 1) * sizeof *go);
    unsigned *serial = xmalloc((n ? n : 1) * sizeof *serial);
    size_t m = 0;
    int st = TCG_OK;
    tcg_batch_begin(&g->t, TCG_SIMULTANEOUS, 0);   /* KO'd together: one event (0-2-10, 9-6-2-1) */
    for (size_t i = 0; i < n && st == TCG_OK; i++) {
        bool ahead;
        st = ko_goes_ahead(g, cards[i], in_battle, &ahead);
        if (st != TCG_OK || !ahead)
            continue;
        RULE(g->run, "5-10-1");
        RULE(g->run, "5-10-2");          /* a KO: put into the drop by an effect or a rule that says KO */
        fw_event(g, "ko", json_pack("{s:s}", "card", fw_id(g, cards[i])));
        serial[m] = g->t.cards[cards[i]].inc;
        go[m++] = cards[i];
    }
    if (m > 1) {
        RULE(g->run, "0-2-10");          /* one instruction's KOs happen at once */
        RULE(g->run, "14-1-2-1-1");      /* their interrupt-type processes (14-9) at once */
    }
    for (size_t i = 0; i < m && st == TCG_OK; i++) {
        RULE(g->run, "14-9-1");
        RULE(g->run, "14-9-2");
        RULE(g->run, "14-1-2-1");
        fw_event(g, "rule", json_pack("{s:s, s:s}", "process", "14-9", "card", fw_id(g, go[i])));
    }
    if (st == TCG_OK && m)       /* into the owners' drops together (3-1-5) */
        st = fw_move_group(g, go, m, FW_DROP, TCG_DEFAULT, "ko");
    if (st == TCG_OK) {
        *ndone = m;
        for (size_t i = 0; !in_battle && i < m; i++) {
            const fw_lki *known = fw_lki_of(g, go[i], serial[i]);
            if (!known)
                continue;
            /* as it was in the battle area (9-6-7-1-2); one event: an auto met several times is
             * pending once */
            tcg_event ev = tcg_event_of("ko", go[i], known->player);
            ev.inc_before = serial[i];
            tcg_raise(&g->t, &ev);
        }
    }
    tcg_batch_end(&g->t);
    free(go);
    free(serial);
    return st;
}

int fw_ko(fw_game *g, int card, bool in_battle, fw_ctx *ctx, bool *done)
{
    size_t n;
    int st = fw_ko_cards(g, &card, 1, in_battle, ctx, &n);
    *done = n == 1;
    return st;
}

/* Rest or stand a card (1-8-1): only a card of a leader, battle or energy area has an
 * orientation; one already so is not changed (0-2-4-1). */
static bool orient(fw_game *g, int card, bool rest)
{
    fw_card *c = &g->c[card];
    int z = fw_zone_of(g, card);
    RULE(g->run, "1-8-1");               /* only a leader, battle or energy area's card has one */
    if (z != FW_LEADER && z != FW_BATTLE && z != FW_ENERGY)
        return false;
    if (c->rested == rest) {
        RULE(g->run, "0-2-4-1");         /* already so: not done */
        return false;
    }
    c->rested = rest;
    RULE(g->run, "1-8-1");
    RULE(g->run, rest ? "1-8-1-2" : "1-8-1-1");
    json_object_set_new_nocheck(eng_event_new(g->run, rest ? "rest" : "stand"), "card",
                                tcg_id_json(&g->t, card));
    /* 「レストになった時」 / 「アクティブになった時」 (0-2-4-1: only a change meets them) */
    fw_fire_simple(g, rest ? "rest" : "stand", card, fw_player_of(g, card));
    fw_reach_sweep(g);
    return true;
}

bool fw_rest(fw_game *g, int card)
{
    return orient(g, card, true);
}

bool fw_stand(fw_game *g, int card)
{
    return orient(g, card, false);
}

void fw_place_markers(fw_game *g, int player, long n)
{
    if (n <= 0) {
        RULE(g->run, "0-2-4-2");
        RULE(g->run, "0-2-1");
        return;
    }
    RULE(g->run, "5-11-1");
    g->markers[player] += n;
}

void fw_reveal(fw_game *g, int player, const int *cards, size_t n)
{
    if (n == 0)
        return;
    RULE(g->run, "13-10-1");
    fw_event(g, "reveal", json_pack("{s:s, s:o}", "player", fw_player_names[player], "cards",
                                    tcg_ids_json(&g->t, cards, n)));
}

int fw_shuffle(fw_game *g, int player, int zone)
{
    RULE(g->run, "5-9-1");
    RULE(g->run, "5-9-2");
    RULE(g->run, "5-9-3");               /* the player the zone belongs to shuffles */
    return tcg_shuffle(&g->t, player, zone);
}
