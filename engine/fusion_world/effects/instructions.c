/* instructions.c — the instructions of synthetic skills (docs/engines/fusion-world.md, part 2)
 * carried out in order (0-2-3) by the master of the skill: the basic actions of ch. 5, the
 * template phrases of ch. 13 (choose N options 13-2, X 13-5, discard 13-7, control 13-8, remove
 * from the game 13-9, reveal 13-10, look 13-11, skip 13-12, "if you do" 13-14, "if you do not"
 * 13-15, granted skills 13-16), continuous effects with a duration (1-5-2-2), delayed effects
 * (1-5-2-1-1), winning and losing (0-1-3-5), restrictions of 13-13 (`require`), the top card of
 * a stack moved alone (16-2-6, a move's "alone"). Whether an instruction was carried out in full
 * is kept for the next one (13-14, 13-15); after each, what it took out of a 【永続】's reach is
 * noted (9-5-2). */
#include "engine/fusion_world/effects/effects.h"
#include "engine/fusion_world/actions/actions.h"
#include "engine/fusion_world/skills/skills.h"
#include "engine/fusion_world/turn/turn.h"
#include "engine/fusion_world/zones/zones.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

void fw_ctx_init(fw_ctx *ctx, fw_game *g, int master, int source, int skill)
{
    memset(ctx, 0, sizeof *ctx);
    ctx->master = master;
    ctx->source = source;
    ctx->source_serial = source >= 0 ? g->t.cards[source].inc : 0;
    ctx->skill = skill;
    ctx->trigger_card = -1;
    ctx->done = true;
}

void fw_ctx_free(fw_ctx *ctx)
{
    tcg_list_free(&ctx->looked);
    for (size_t i = 0; i < ctx->nrefs; i++)
        tcg_list_free(&ctx->ref_cards[i]);
}

int fw_resolve_effect(fw_game *g, const json_t *effect, fw_ctx *ctx)
{
    RULE(g->run, "0-3-8");
    RULE(g->run, "1-5-1");
    RULE(g->run, "9");                   /* activated, then its effect's instructions resolved */
    RULE(g->run, "9-2-2");               /* resolved at once, nothing in between */
    if (ctx->source >= 0 && g->t.cards[ctx->source].inc != ctx->source_serial)
        RULE(g->run, "9-3-1");           /* independent of where its source has gone */
    RULE(g->run, "0-2-3");               /* in the order written */
    g->effect_depth++;
    int st = fw_exec_list(g, effect, ctx);
    g->effect_depth--;
    return st;
}

int fw_int_arg(fw_game *g, const json_t *v, fw_ctx *ctx, long *out)
{
    if (json_is_integer(v)) {
        *out = (long)json_integer_value(v);
        return TCG_OK;
    }
    if (!ctx->has_x) {           /* 13-5-2: the master decides X, once for the skill (13-5-3) */
        RULE(g->run, "13-5-1");
        RULE(g->run, "13-5-2");
        RULE(g->run, "0-2-8");
        TCG_TRY(tcg_choose_int(&g->t, "number", ctx->master, 0, -1, &ctx->x));
        ctx->has_x = true;
    } else {
        RULE(g->run, "13-5-3");
    }
    *out = ctx->x;
    return TCG_OK;
}

static const json_t *target_of(const fw_game *g, const json_t *ins)
{
    const json_t *t = json_object_get(ins, "target");
    return t ? t : g->this_card;         /* 13-1-1: the source card */
}

static fw_until until_of(const json_t *ins)
{
    fw_until u = FW_UNTIL_GAME;
    const json_t *v = json_object_get(ins, "until");
    if (v)
        fw_until_of(json_string_value(v), &u);
    return u;
}

/* Whether a choice designated as many cards as it asked for. */
static bool full_selection(fw_game *g, const json_t *sel, fw_ctx *ctx, size_t got)
{
    const json_t *n = json_is_object(sel) ? json_object_get(sel, "choose") : NULL;
    if (!n)
        return got > 0;
    long want = json_is_integer(n) ? (long)json_integer_value(n) : ctx->x;
    (void)g;
    if (json_is_true(json_object_get(sel, "up_to")))
        return got > 0;
    return want > 0 && (long)got >= want;     /* choosing 0 is not done (0-2-4-2) */
}

/* The cards the selector designates; *full: as many as it asked for. */
static int select_cards(fw_game *g, const json_t *sel, fw_ctx *ctx, tcg_list *cards, bool *full)
{
    int st = fw_select(g, sel, ctx, cards);
    *full = full_selection(g, sel, ctx, cards->n);
    return st;
}

static int ins_players_n(fw_game *g, const json_t *ins, const char *verb, fw_ctx *ctx,
                         int players[2], size_t *np, long *n)
{
    TCG_TRY(fw_int_arg(g, json_object_get(ins, verb), ctx, n));
    *np = fw_who(g, json_object_get(ins, "who"), ctx->master, players);
    return TCG_OK;
}

static int do_draw(fw_game *g, const json_t *ins, fw_ctx *ctx)
{
    int players[2];
    size_t np;
    long n;
    TCG_TRY(ins_players_n(g, ins, "draw", ctx, players, &np, &n));
    bool full = n > 0;
    if (np == 1) {
        long drawn;
        TCG_TRY(fw_draw(g, players[0], n, ctx, &drawn));
        ctx->done = full && drawn == n;
        return TCG_OK;
    }
    /* reading FW-EACH-DRAWS: both players draw at once (0-2-10), one card at a time each (3-2-3);
     * the defeat check sees both decks after each round */
    RULE(g->run, "0-2-10");
    if (n > 1) {
        RULE(g->run, "5-1-3");           /* "draw 1" N times, one card at a time */
        RULE(g->run, "3-2-3");
    }
    for (long k = 0; k < n; k++) {
        tcg_defer(&g->t, 1);
        tcg_batch_begin(&g->t, TCG_SIMULTANEOUS, TCG_B_HOLD);   /* each round one event */
        int st = TCG_OK;
        long drawn[2] = {0, 0};
        for (size_t i = 0; i < np && st == TCG_OK; i++)
            st = fw_draw(g, players[i], 1, ctx, &drawn[i]);
        int end = tcg_batch_end(&g->t);
        if (st == TCG_OK)
            st = end;
        tcg_defer(&g->t, -1);
        TCG_TRY(st);
        full &= drawn[0] == 1 && drawn[1] == 1;
        TCG_TRY(fw_defeat_check(g));
    }
    ctx->done = full;
    return TCG_OK;
}

static int do_damage(fw_game *g, const json_t *ins, fw_ctx *ctx)
{
    int players[2];
    size_t np;
    long n;
    TCG_TRY(ins_players_n(g, ins, "damage", ctx, players, &np, &n));
    bool full = true;
    for (size_t i = 0; i < np; i++) {
        bool dealt;
        TCG_TRY(fw_deal_damage(g, players[i], n, ctx->source, false, ctx, &dealt));
        full &= dealt;
    }
    ctx->done = full;
    return TCG_OK;
}

static int do_life_to_hand(fw_game *g, const json_t *ins, fw_ctx *ctx)
{
    int players[2];
    size_t np;
    long n;
    TCG_TRY(ins_players_n(g, ins, "life_to_hand", ctx, players, &np, &n));
    RULE(g->run, "1-10-2");              /* not damage */
    bool full = n > 0;
    tcg_list top = {0};
    for (size_t i = 0; i < np; i++) {
        const tcg_list *life = fw_zl(g, players[i], FW_LIFE);
        long m = n < (long)life->n ? n : (long)life->n;
        if (m < n)
            RULE(g->run, "0-2-4");       /* as many as there are */
        full &= m == n;
        RULE(g->run, "3-9-3");
        for (long j = 0; j < m; j++)
            tcg_list_push(&top, life->v[j]);
    }
    /* one instruction's cards, both players' too, go at once (0-2-10): one event, then the
     * defeat check sees every life area */
    if (top.n > 1)
        RULE(g->run, "0-2-10");
    tcg_batch_begin(&g->t, TCG_SIMULTANEOUS, TCG_B_HOLD);
    int st = TCG_OK;
    for (size_t j = 0; j < top.n && st == TCG_OK; j++)
        st = fw_move_nocheck(g, top.v[j], fw_player_of(g, top.v[j]), FW_HAND, TCG_BOTTOM,
                             "effect");
    int end = tcg_batch_end(&g->t);
    if (st == TCG_OK)
        st = end;
    if (st == TCG_OK && top.n)
        st = fw_defeat_check(g);
    tcg_list_free(&top);
    ctx->done = full;
    return st;
}

static int do_effects(fw_game *g, const json_t *ins, fw_ctx *ctx, fw_ef_kind kind,
                      const char *verb)
{
    long value = 0;
    const json_t *v = json_object_get(ins, verb);
    if (kind == FW_EF_POWER || kind == FW_EF_SET_POWER || kind == FW_EF_COST ||
        kind == FW_EF_COMBO)
        TCG_TRY(fw_int_arg(g, v, ctx, &value));
    if (kind == FW_EF_COST && value)
        RULE(g->run, value > 0 ? "1-2-3-1" : "1-2-3-2");
    const json_t *sel = kind == FW_EF_UNAFFECTED || kind == FW_EF_NEGATE ? v : target_of(g, ins);
    tcg_list cards = {0};
    int st = fw_select(g, sel, ctx, &cards);
    fw_skill *granted = NULL;
    for (size_t i = 0; st == TCG_OK && i < cards.n; i++) {
        int z = fw_zone_of(g, cards.v[i]);
        if (z == TCG_NOWHERE || z == FW_REMOVED)
            continue;
        fw_effect *e = fw_effect_new(g, kind, cards.v[i], ctx->master, until_of(ins));
        e->value = value;
        if (kind == FW_EF_KEYWORD || kind == FW_EF_FORBID || kind == FW_EF_REQUIRE)
            e->name = json_string_value(v);
        if (kind == FW_EF_NEGATE) {      /* 9-1-2; "keyword": keyword skills only (15-1-3) */
            const json_t *which = json_object_get(ins, "skills");
            e->name = which ? json_string_value(which) : "all";
        }
        if (kind == FW_EF_REQUIRE)
            e->data = (void *)json_object_get(ins, "cost");
        if (kind == FW_EF_GRANT) {
            RULE(g->run, "13-16-1");
            granted = xcalloc(1, sizeof *granted);
            st = fw_parse_skill(g, v, "grant", granted);
            e->data = granted;
        }
        if (kind == FW_EF_SET_POWER || kind == FW_EF_POWER)
            RULE(g->run, "1-5-2-2");
        if (ctx->delayed)
            RULE(g->run, "1-5-2-2-1");   /* a continuous effect generated when its delayed time came */
    }
    ctx->done = full_selection(g, sel, ctx, cards.n);
    tcg_list_free(&cards);
    return st;
}

static int do_ko(fw_game *g, const json_t *ins, fw_ctx *ctx)
{
    RULE(g->run, "5-10-1");              /* a battle card of the battle area to its owner's drop */
    tcg_list cards = {0};
    bool full;
    int st = select_cards(g, json_object_get(ins, "ko"), ctx, &cards, &full);
    size_t done = 0;
    if (st == TCG_OK && cards.n)
        st = fw_ko_cards(g, cards.v, cards.n, false, ctx, &done);
    full &= done == cards.n;
    tcg_list_free(&cards);
    ctx->done = full;
    return st;
}

static int do_rest_stand(fw_game *g, const json_t *ins, fw_ctx *ctx, bool rest)
{
    tcg_list cards = {0};
    const json_t *sel = json_object_get(ins, rest ? "rest" : "stand");
    bool full;
    int st = select_cards(g, sel, ctx, &cards, &full);
    tcg_batch_begin(&g->t, TCG_SIMULTANEOUS, TCG_B_HOLD);   /* at once: one event (0-2-10) */
    for (size_t i = 0; st == TCG_OK && i < cards.n; i++)
        full &= rest ? fw_rest(g, cards.v[i]) : fw_stand(g, cards.v[i]);
    int end = tcg_batch_end(&g->t);
    tcg_list_free(&cards);
    ctx->done = full;
    return st != TCG_OK ? st : end;
}

/* One instruction that rests some cards and stands others at once: a card it would do both to
 * is rested (0-2-6); the rests are reported first. */
static int do_rest_and_stand(fw_game *g, const json_t *ins, fw_ctx *ctx)
{
    tcg_list rested = {0}, stood = {0};
    const json_t *rsel = json_object_get(ins, "rest"), *ssel = json_object_get(ins, "stand");
    int st = fw_select(g, rsel, ctx, &rested);
    if (st == TCG_OK)
        st = fw_select(g, ssel, ctx, &stood);
    bool full = full_selection(g, rsel, ctx, rested.n) && full_selection(g, ssel, ctx, stood.n);
    RULE(g->run, "0-2-10");              /* at once: one event */
    tcg_batch_begin(&g->t, TCG_SIMULTANEOUS, TCG_B_HOLD);
    for (size_t i = 0; st == TCG_OK && i < rested.n; i++)
        full &= fw_rest(g, rested.v[i]);
    for (size_t i = 0; st == TCG_OK && i < stood.n; i++) {
        if (tcg_list_has(&rested, stood.v[i])) {
            RULE(g->run, "0-2-6");       /* rested and stood at once: the rest wins */
            RULE(g->run, "0-2-1");
            full = false;
            continue;
        }
        full &= fw_stand(g, stood.v[i]);
    }
    int end = tcg_batch_end(&g->t);
    tcg_list_free(&rested);
    tcg_list_free(&stood);
    ctx->done = full;
    return st != TCG_OK ? st : end;
}

/* A card moved by an effect: leaving the battle area forbidden (0-2-5), or the move replaced
 * (9-9; from the battle area it is also a "leave")? */
static int may_leave(fw_game *g, int card, bool *ok)
{
    *ok = true;
    bool battle = fw_zone_of(g, card) == FW_BATTLE;
    if (battle && fw_forbidden(g, card, "leave")) {
        RULE(g->run, "0-2-5");
        RULE(g->run, "0-2-1");          /* a basic principle: over every other rule and effect */
        *ok = false;
        return TCG_OK;
    }
    bool replaced;
    TCG_TRY(fw_replace(g, battle ? "move leave" : "move", card, -1, &replaced));
    if (replaced)
        *ok = false;
    return TCG_OK;
}

static int enter_cards(fw_game *g, int *cards, size_t n, bool rested, bool *full)
{
    /* entering together: one event (0-2-10, 9-6-2-1), its triggers once every card has entered;
     * deck cards one at a time from the top, each an event of its own (3-2-3) */
    bool one_by_one = fw_all_in_deck(g, cards, n);
    if (one_by_one) {
        RULE(g->run, "3-2-3");
        fw_deck_order(g, cards, n);
    }
    if (!one_by_one && n > 1)
        RULE(g->run, "0-2-10");
    tcg_batch_begin(&g->t, one_by_one ? TCG_SEQUENTIAL : TCG_SIMULTANEOUS,
                    one_by_one ? 0 : TCG_B_HOLD);
    if (!one_by_one)
        fw_remember_group(g, cards, n);
    int st = TCG_OK;
    for (size_t i = 0; i < n && st == TCG_OK; i++) {
        int c = cards[i];
        if (g->c[c].type == FW_T_LEADER) {
            RULE(g->run, "3-5-3");       /* a leader stays in its area */
            *full = false;
            continue;
        }
        if (fw_zone_of(g, c) == FW_BATTLE) {
            RULE(g->run, "0-2-4-1");     /* already there: it does not enter again */
            *full = false;
            continue;
        }
        if (g->c[c].type == FW_T_EXTRA && !fw_has_keyword(g, c, FW_KW_FIELD)) {
            RULE(g->run, "5-5-1");       /* battle cards and fields enter, nothing else */
            RULE(g->run, "0-2-4");       /* what cannot be done is not done */
            *full = false;
            continue;
        }
        RULE(g->run, "5-5-1");
        RULE(g->run, "5-5-3");           /* by a skill: no cost (its steps 5-5-3-1 … 5-5-3-3 are the skill's) */
        RULE(g->run, "5-5-3-1");
        RULE(g->run, "5-5-3-2");
        RULE(g->run, "5-5-3-3");
        RULE(g->run, "5-5-3-4");
        fw_enter_event(g, c, "skill");
        st = fw_move(g, c, fw_dest_player(g, c, FW_BATTLE, -1), FW_BATTLE, TCG_BOTTOM, "effect");
        if (st != TCG_OK)
            break;
        if (rested)
            g->c[c].rested = true;
        fw_enter_fire(g, c);
    }
    fw_forget_group(g, cards, n);
    int end = tcg_batch_end(&g->t);
    return st != TCG_OK ? st : end;
}

static int do_move(fw_game *g, const json_t *ins, fw_ctx *ctx)
{
    const json_t *sel = json_object_get(ins, "move");
    int zone = eng_enum_index(fw_zone_names, json_string_value(json_object_get(ins, "to")));
    const char *at = json_string_value(json_object_get(ins, "at"));
    long pos = !at ? TCG_DEFAULT : strcmp(at, "top") == 0 ? TCG_TOP : TCG_BOTTOM;
    if (zone == FW_DROP)
        RULE(g->run, "3-4-2");           /* 「ドロップ」: the drop area */
    bool alone = json_is_true(json_object_get(ins, "alone"));
    tcg_list cards = {0}, go = {0};
    bool full;
    int st = select_cards(g, sel, ctx, &cards, &full);
    for (size_t i = 0; st == TCG_OK && i < cards.n; i++) {
        int c = cards.v[i];
        if (fw_zone_of(g, c) == FW_LEADER) {
            RULE(g->run, "3-5-3");       /* a leader stays in the leader area */
            RULE(g->run, "0-2-2-2");
            full = false;
            continue;
        }
        if (zone == FW_COMBO && !g->c[c].has_combo) {
            RULE(g->run, "5-6-2-1");
            RULE(g->run, "0-2-2-2");
            full = false;
            continue;
        }
        bool ok;
        st = may_leave(g, c, &ok);
        if (ok)
            tcg_list_push(&go, c);
        else
            full = false;
    }
    for (size_t i = 0; st == TCG_OK && alone && i < go.n; i++)
        if (fw_zone_of(g, go.v[i]) == FW_BATTLE && g->t.cards[go.v[i]].attached.n)
            fw_stack_leave_alone(g, go.v[i]);   /* 16-2-6: the top card only */
    if (st == TCG_OK)
        st = fw_move_group(g, go.v, go.n, zone, pos, "effect");
    tcg_list_free(&cards);
    tcg_list_free(&go);
    ctx->done = full;
    return st;
}

static int do_enter(fw_game *g, const json_t *ins, fw_ctx *ctx)
{
    const json_t *sel = json_object_get(ins, "enter");
    tcg_list cards = {0};
    bool full;
    int st = select_cards(g, sel, ctx, &cards, &full);
    if (st == TCG_OK)
        st = enter_cards(g, cards.v, cards.n, json_is_true(json_object_get(ins, "rested")), &full);
    tcg_list_free(&cards);
    ctx->done = full;
    return st;
}

static int do_discard(fw_game *g, const json_t *ins, fw_ctx *ctx)
{
    const json_t *sel = json_object_get(ins, "discard");
    tcg_list cards = {0}, go = {0};
    bool full;
    int st = select_cards(g, sel, ctx, &cards, &full);
    for (size_t i = 0; i < cards.n; i++) {
        if (fw_zone_of(g, cards.v[i]) == FW_HAND)
            tcg_list_push(&go, cards.v[i]);
        else
            full = false;
    }
    if (st == TCG_OK && go.n) {
        RULE(g->run, "13-7-1");
        st = fw_move_group(g, go.v, go.n, FW_DROP, TCG_DEFAULT, "effect");
    }
    tcg_list_free(&cards);
    tcg_list_free(&go);
    ctx->done = full;
    return st;
}

static int do_remove(fw_game *g, const json_t *ins, fw_ctx *ctx)
{
    const json_t *sel = json_object_get(ins, "remove");
    tcg_list cards = {0}, go = {0};
    bool full;
    int st = select_cards(g, sel, ctx, &cards, &full);
    for (size_t i = 0; st == TCG_OK && i < cards.n; i++) {
        int c = cards.v[i];
        if (fw_zone_of(g, c) == FW_LEADER) {
            RULE(g->run, "3-5-3");
            full = false;
            continue;
        }
        bool ok;
        st = may_leave(g, c, &ok);
        if (st != TCG_OK || !ok) {
            full = false;
            continue;
        }
        RULE(g->run, "13-9-1");
        RULE(g->run, "13-9-2");
        RULE(g->run, "13-9-3");
        tcg_list_push(&go, c);
    }
    if (st == TCG_OK && go.n)    /* together, one event (0-2-10); deck cards one at a time */
        st = fw_move_group(g, go.v, go.n, FW_REMOVED, TCG_BOTTOM, "effect");
    tcg_list_free(&cards);
    tcg_list_free(&go);
    ctx->done = full;
    return st;
}

static int do_control(fw_game *g, const json_t *ins, fw_ctx *ctx)
{
    const json_t *sel = json_object_get(ins, "control");
    tcg_list cards = {0};
    bool full;
    int st = select_cards(g, sel, ctx, &cards, &full);
    /* the cards taken together: one event (0-2-10), each read as it was before any moved */
    if (cards.n > 1)
        RULE(g->run, "0-2-10");
    tcg_batch_begin(&g->t, TCG_SIMULTANEOUS, TCG_B_HOLD);
    fw_remember_group(g, cards.v, cards.n);
    for (size_t i = 0; st == TCG_OK && i < cards.n; i++) {
        int c = cards.v[i];
        int z = fw_zone_of(g, c), from = fw_player_of(g, c);
        if (from == ctx->master || z != FW_BATTLE) {
            full = false;
            continue;
        }
        RULE(g->run, "13-8-1");
        RULE(g->run, "13-8-2");          /* orientation and continuous effects kept */
        RULE(g->run, "14-8-1");
        bool rested = g->c[c].rested;
        if (!tcg_list_remove(&g->known_before, c))
            fw_remember(g, c);
        tcg_place was = tcg_at(from, z), to = tcg_at(ctx->master, z);
        tcg_move(&g->t, c, to, TCG_BOTTOM, "effect");
        g->c[c].rested = rested;
        /* the cards under it come along, in their order (16-2-2-1, 16-2-2-2: one card in the
         * top's zone), each a move of its own that triggers nothing (16-2-5-1) */
        for (size_t k = 0; k < g->t.cards[c].attached.n; k++) {
            RULE(g->run, "16-2-2-1");
            RULE(g->run, "16-2-2-2");
            tcg_emit_move(&g->t, g->t.cards[c].attached.v[k], was, to, "effect");
        }
        /* FW-MASTER-CHANGE: a zone move (read in the battle area it left), not an entry */
        tcg_event ev = tcg_event_of("move", c, ctx->master);
        ev.from = was;
        ev.to = to;
        ev.inc_before = g->t.cards[c].inc;
        tcg_raise(&g->t, &ev);
        fw_reach_sweep(g);
    }
    fw_forget_group(g, cards.v, cards.n);
    int end = tcg_batch_end(&g->t);
    tcg_list_free(&cards);
    ctx->done = full;
    return st != TCG_OK ? st : end;
}

static int do_ki(fw_game *g, const json_t *ins, fw_ctx *ctx)
{
    long n;
    TCG_TRY(fw_int_arg(g, json_object_get(ins, "ki"), ctx, &n));
    const json_t *sel = target_of(g, ins);
    tcg_list cards = {0};
    bool full;
    int st = select_cards(g, sel, ctx, &cards, &full);
    full &= n != 0;
    for (size_t i = 0; st == TCG_OK && i < cards.n; i++) {
        fw_card *c = &g->c[cards.v[i]];
        int z = fw_zone_of(g, cards.v[i]);
        if (z != FW_BATTLE && z != FW_LEADER && z != FW_COMBO) {
            full = false;
            continue;
        }
        if (n > 0) {
            RULE(g->run, "5-12-1");
            RULE(g->run, "1-12-1");
            c->ki += n;
        } else if (n < 0) {
            RULE(g->run, "5-13-1");
            long m = -n < c->ki ? -n : c->ki;
            if (m < -n)
                RULE(g->run, "0-2-4");   /* as many as there are */
            full &= m == -n;
            c->ki -= m;
        }
    }
    tcg_list_free(&cards);
    ctx->done = full;
    return st;
}

static int do_markers(fw_game *g, const json_t *ins, fw_ctx *ctx)
{
    int players[2];
    size_t np;
    long n;
    TCG_TRY(ins_players_n(g, ins, "markers", ctx, players, &np, &n));
    for (size_t i = 0; i < np; i++)
        fw_place_markers(g, players[i], n);
    ctx->done = n > 0;
    return TCG_OK;
}

static int do_shuffle(fw_game *g, const json_t *ins, fw_ctx *ctx)
{
    int players[2];
    size_t np = fw_who(g, json_object_get(ins, "who"), ctx->master, players);
    int zone = eng_enum_index(fw_zone_names, json_string_value(json_object_get(ins, "shuffle")));
    if (np == 2)
        RULE(g->run, "5-9-2-1");         /* each zone on its own */
    for (size_t i = 0; i < np; i++)
        TCG_TRY(fw_shuffle(g, players[i], zone));
    ctx->done = true;
    return TCG_OK;
}

static int do_look(fw_game *g, const json_t *ins, fw_ctx *ctx)
{
    int players[2];
    size_t np;
    long n;
    TCG_TRY(ins_players_n(g, ins, "look", ctx, players, &np, &n));
    RULE(g->run, "13-11-1");
    RULE(g->run, "13-11-2");             /* the cards do not move */
    tcg_list_clear(&ctx->looked);
    for (size_t i = 0; i < np; i++) {
        const tcg_list *deck = fw_zl(g, players[i], FW_DECK);
        for (long j = 0; j < n && (size_t)j < deck->n; j++)
            tcg_list_push(&ctx->looked, deck->v[j]);
    }
    ctx->done = n > 0;
    return TCG_OK;
}

static int do_search(fw_game *g, const json_t *ins, fw_ctx *ctx)
{
    long n = 1;
    if (json_object_get(ins, "count"))
        TCG_TRY(fw_int_arg(g, json_object_get(ins, "count"), ctx, &n));
    int zone = eng_enum_index(fw_zone_names, json_string_value(json_object_get(ins, "to")));
    const json_t *filter = json_object_get(ins, "search");
    RULE(g->run, "5-2-8");               /* the deck's faces are looked at */
    RULE(g->run, "5-2-7");               /* the chooser may find fewer than there are */
    tcg_list cands = {0};
    const tcg_list *deck = fw_zl(g, ctx->master, FW_DECK);
    for (size_t i = 0; i < deck->n; i++)
        if (fw_filter_ok(g, filter, ctx->master, ctx->source, deck->v[i]))
            tcg_list_push(&cands, deck->v[i]);
    int chosen[512];
    size_t m = 0;
    int st = TCG_OK;
    if (cands.n && n > 0) {
        RULE(g->run, "5-2-4");           /* up to N: any number from 0 */
        RULE(g->run, "0-2-8-1");
        size_t max = (size_t)n < cands.n ? (size_t)n : cands.n;
        st = tcg_choose_cards(&g->t, "target", ctx->master, cands.v, cands.n > 512 ? 512 : cands.n,
                              0, max, chosen, &m);
    }
    if (st == TCG_OK && m) {
        if (!fw_zone_public(zone))
            RULE(g->run, "3-1-7");       /* hidden to hidden by a condition: revealed */
        fw_reveal(g, ctx->master, chosen, m);
        st = fw_move_group(g, chosen, m, zone, TCG_DEFAULT, "effect");
    }
    if (st == TCG_OK) {
        RULE(g->run, "13-10-2-2");
        st = fw_shuffle(g, ctx->master, FW_DECK);
    }
    ctx->done = n > 0 && (long)m == n;
    tcg_list_free(&cands);
    return st;
}

static int do_reveal(fw_game *g, const json_t *ins, fw_ctx *ctx)
{
    const json_t *sel = json_object_get(ins, "reveal");
    tcg_list cards = {0};
    int st = fw_select(g, sel, ctx, &cards);
    if (st == TCG_OK)
        fw_reveal(g, ctx->master, cards.v, cards.n);
    ctx->done = cards.n > 0;
    tcg_list_free(&cards);
    return st;
}

static int do_win_lose(fw_game *g, const json_t *ins, fw_ctx *ctx, bool win)
{
    const char *w = json_string_value(json_object_get(ins, win ? "win" : "lose"));
    int p = strcmp(w, "you") == 0 ? ctx->master : fw_opp(ctx->master);
    RULE(g->run, "0-1-3-5");
    int loser = win ? fw_opp(p) : p;
    bool losers[2] = {loser == 0, loser == 1};
    const char *why[2] = {"effect", "effect"};
    return fw_game_over(g, losers, why);
}

static int do_skip(fw_game *g, const json_t *ins, fw_ctx *ctx)
{
    static const char *const names[] = {"charge", "main", "end", "offense", "defense", "damage",
                                        "turn", NULL};
    static const unsigned bits[] = {1u << FW_PH_CHARGE, 1u << FW_PH_MAIN, 1u << FW_PH_END,
                                    1u << 8, 1u << 9, 1u << 10, 0};
    int k = eng_enum_index(names, json_string_value(json_object_get(ins, "skip")));
    RULE(g->run, "13-12-1");             /* not done, the game going on from the next one */
    int players[2];
    size_t np = fw_who(g, json_object_get(ins, "who"), ctx->master, players);
    for (size_t i = 0; i < np; i++) {
        if (strcmp(names[k], "turn") == 0)
            g->skip_turn[players[i]]++;  /* that player's next turn (turn.c) */
        else
            tcg_skip_next(&g->t, players[i], bits[k]);
    }
    ctx->done = true;
    return TCG_OK;
}

static int do_options(fw_game *g, const json_t *ins, fw_ctx *ctx)
{
    const json_t *opts = json_object_get(ins, "choose_options");
    long n = 1;
    if (json_object_get(ins, "count"))
        TCG_TRY(fw_int_arg(g, json_object_get(ins, "count"), ctx, &n));
    size_t no = json_array_size(opts);
    if (n <= 0)
        return TCG_OK;
    if ((size_t)n > no)
        n = (long)no;
    RULE(g->run, "13-2-1");
    RULE(g->run, "13-2-2");
    size_t order[64];            /* two or more options (the parse): always a choice */
    json_t *options = json_array();
    for (size_t i = 0; i < no; i++)
        json_array_append_new(options, json_integer((json_int_t)i));
    const json_t *a;
    TCG_TRY(tcg_choose(&g->t, "option", ctx->master, options, &a));
    if (!json_is_array(a) || json_array_size(a) != (size_t)n)
        return eng_error(g->run, "choose \"option\": an array of %ld option indexes", n);
    for (size_t i = 0; i < (size_t)n; i++) {
        const json_t *x = json_array_get(a, i);
        if (!json_is_integer(x) || json_integer_value(x) < 0 ||
            (size_t)json_integer_value(x) >= no)
            return eng_error(g->run, "choose \"option\": %zu is not an option index", i);
        order[i] = (size_t)json_integer_value(x);
        for (size_t j = 0; j < i; j++)
            if (order[j] == order[i]) {
                RULE(g->run, "13-2-3-1");
                return eng_error(g->run, "choose \"option\": an option is chosen once");
            }
    }
    if (n >= 2)
        RULE(g->run, "13-2-3");          /* in the order the master chose */
    for (size_t i = 0; i < (size_t)n; i++)
        TCG_TRY(fw_exec_list(g, json_array_get(opts, order[i]), ctx));
    return TCG_OK;
}

static int do_delayed(fw_game *g, const json_t *ins, fw_ctx *ctx)
{
    RULE(g->run, "1-5-2-1-1");
    fw_delayed *d = fw_add_delayed(g);
    d->master = ctx->master;
    d->trigger = json_object_get(ins, "delayed");
    d->effect = json_object_get(ins, "effect");
    d->source = ctx->source;
    d->source_serial = ctx->source_serial;
    d->skill = ctx->skill;
    d->trigger_card = -1;
    ctx->done = true;
    return TCG_OK;
}

static int exec_one(fw_game *g, const json_t *ins, fw_ctx *ctx);

int fw_exec(fw_game *g, const json_t *ins, fw_ctx *ctx)
{
    int st = exec_one(g, ins, ctx);
    fw_reach_sweep(g);           /* what the instruction took out of a 【永続】's reach (9-5-2) */
    return st;
}

static int exec_one(fw_game *g, const json_t *ins, fw_ctx *ctx)
{
    if (g->result >= 0)
        return TCG_OVER;
    RULE(g->run, "9-7-1");
    RULE(g->run, "1-5-2");
    if (!json_object_get(ins, "until") && !json_object_get(ins, "delayed"))
        RULE(g->run, "1-5-2-1");         /* an immediate effect: done, and over */
    const json_t *v;
    if (json_object_get(ins, "draw"))
        return do_draw(g, ins, ctx);
    if (json_object_get(ins, "damage"))
        return do_damage(g, ins, ctx);
    if (json_object_get(ins, "life_to_hand"))
        return do_life_to_hand(g, ins, ctx);
    if (json_object_get(ins, "power"))
        return do_effects(g, ins, ctx, FW_EF_POWER, "power");
    if (json_object_get(ins, "set_power"))
        return do_effects(g, ins, ctx, FW_EF_SET_POWER, "set_power");
    if (json_object_get(ins, "cost_mod"))
        return do_effects(g, ins, ctx, FW_EF_COST, "cost_mod");
    if (json_object_get(ins, "combo_power"))
        return do_effects(g, ins, ctx, FW_EF_COMBO, "combo_power");
    if (json_object_get(ins, "keyword"))
        return do_effects(g, ins, ctx, FW_EF_KEYWORD, "keyword");
    if (json_object_get(ins, "forbid")) {
        if (strcmp(json_string_value(json_object_get(ins, "forbid")), "ko-in-battle") == 0)
            RULE(g->run, "13-17-1");
        return do_effects(g, ins, ctx, FW_EF_FORBID, "forbid");
    }
    if (json_object_get(ins, "unaffected"))
        return do_effects(g, ins, ctx, FW_EF_UNAFFECTED, "unaffected");
    if (json_object_get(ins, "negate"))
        return do_effects(g, ins, ctx, FW_EF_NEGATE, "negate");
    if (json_object_get(ins, "require"))
        return do_effects(g, ins, ctx, FW_EF_REQUIRE, "require");
    if (json_object_get(ins, "grant"))
        return do_effects(g, ins, ctx, FW_EF_GRANT, "grant");
    if (json_object_get(ins, "ko"))
        return do_ko(g, ins, ctx);
    if (json_object_get(ins, "rest") && json_object_get(ins, "stand"))
        return do_rest_and_stand(g, ins, ctx);
    if (json_object_get(ins, "rest"))
        return do_rest_stand(g, ins, ctx, true);
    if (json_object_get(ins, "stand"))
        return do_rest_stand(g, ins, ctx, false);
    if (json_object_get(ins, "move"))
        return do_move(g, ins, ctx);
    if (json_object_get(ins, "enter"))
        return do_enter(g, ins, ctx);
    if (json_object_get(ins, "discard"))
        return do_discard(g, ins, ctx);
    if (json_object_get(ins, "remove"))
        return do_remove(g, ins, ctx);
    if (json_object_get(ins, "control"))
        return do_control(g, ins, ctx);
    if (json_object_get(ins, "ki"))
        return do_ki(g, ins, ctx);
    if (json_object_get(ins, "markers"))
        return do_markers(g, ins, ctx);
    if (json_object_get(ins, "shuffle"))
        return do_shuffle(g, ins, ctx);
    if (json_object_get(ins, "look"))
        return do_look(g, ins, ctx);
    if (json_object_get(ins, "search"))
        return do_search(g, ins, ctx);
    if (json_object_get(ins, "reveal"))
        return do_reveal(g, ins, ctx);
    if (json_object_get(ins, "win"))
        return do_win_lose(g, ins, ctx, true);
    if (json_object_get(ins, "lose"))
        return do_win_lose(g, ins, ctx, false);
    if (json_object_get(ins, "skip"))
        return do_skip(g, ins, ctx);
    if (json_object_get(ins, "choose_options"))
        return do_options(g, ins, ctx);
    if ((v = json_object_get(ins, "if"))) {
        bool holds = fw_condition_ctx(g, v, ctx);
        const json_t *branch = json_object_get(ins, holds ? "then" : "else");
        RULE(g->run, "0-3-17");          /* 「場合」: the rest only when the condition holds */
        return branch ? fw_exec_list(g, branch, ctx) : TCG_OK;
    }
    /* 「そうした場合」 / 「そうしなかった場合」: whether the previous instruction was carried out
     * in full (reading FW-IF-DONE-PREVIOUS: the last one before it that is no if_done or
     * if_not_done; what the branch does is not it, so one after the other test the same) */
    bool if_done = (v = json_object_get(ins, "if_done")) != NULL;
    if (if_done || (v = json_object_get(ins, "if_not_done"))) {
        RULE(g->run, if_done ? "13-14-1" : "13-15-1");
        if (if_done)
            RULE(g->run, "0-3-17");
        bool before = ctx->done;
        int st = ctx->done == if_done ? fw_exec_list(g, v, ctx) : TCG_OK;
        ctx->done = before;
        return st;
    }
    if (json_object_get(ins, "delayed"))
        return do_delayed(g, ins, ctx);
    if (json_object_get(ins, "invalidate")) {
        ctx->done = fw_invalidate_attack(g);
        if (!ctx->done)
            RULE(g->run, "0-2-4");       /* no attack to invalidate: nothing is done */
        return TCG_OK;
    }
    return eng_error(g->run, "an instruction the engine does not know");
}

int fw_exec_list(fw_game *g, const json_t *list, fw_ctx *ctx)
{
    size_t n = json_array_size(list);
    for (size_t i = 0; i < n; i++) {
        const json_t *ins = json_array_get(list, i);
        if (i > 0 && ctx->source >= 0 && g->t.cards[ctx->source].inc != ctx->source_serial)
            RULE(g->run, "9-3-1");       /* its source has moved: the effect goes on all the same */
        TCG_TRY(fw_exec(g, ins, ctx));
        if (json_object_get(ins, "look")) {
            const json_t *next = json_array_get(list, i + 1);
            if (!next || !json_object_get(next, "move")) {
                RULE(g->run, "13-11-3");         /* looked at, nothing moved: the deck is shuffled */
                int players[2];
                size_t np = fw_who(g, json_object_get(ins, "who"), ctx->master, players);
                for (size_t k = 0; k < np; k++)
                    TCG_TRY(fw_shuffle(g, players[k], FW_DECK));
            }
        }
    }
    return TCG_OK;
}
