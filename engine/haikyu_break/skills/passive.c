/* passive.c — passive skills and delayed effects (6-6, 1-3-3-2, 1-3-4-4): an event the core
 * raises meets their triggers (1-1-14) and they wait once each time, even N times for one event
 * (6-6-1 ①), a turn-end trigger once a turn (5-12-2 ①); zone-move triggers read the skill where
 * the card was (6-6-2-2) and count as such only when the card came from another zone
 * (6-6-2-3); a waiting passive is cancelled when its card goes to a hidden zone (8-4-4) and is
 * not resolved when it is negated (6-6-3); the check process resolves one of a player's waiting
 * items at a time, the player choosing (5-4-2, 6-6-1 ③④). */
#include "engine/haikyu_break/skills/skills.h"
#include "engine/haikyu_break/turn/turn.h"
#include "engine/haikyu_break/zones/zones.h"

#include <stdlib.h>
#include <string.h>

/* The ledger kind of turn-end triggers that waited this turn (5-12-2 ①). */
enum { LEDGER_TURN_END = 1 };

int hb_raise(hb_game *g, const char *type, int card, int player, int arg)
{
    tcg_event ev = tcg_event_of(type, card, player);
    ev.arg = arg;
    return tcg_raise(&g->t, &ev);
}

static bool whose_ok(const json_t *trig, const char *key, int master, int player,
                     const char *dflt)
{
    const char *w = json_string_value(json_object_get(trig, key));
    if (!w)
        w = dflt;
    if (strcmp(w, "any") == 0)
        return true;
    bool mine = strcmp(w, "your") == 0 || strcmp(w, "you") == 0;
    return mine == (player == master);
}

static bool zone_named(const char *name, int zone)
{
    if (!name)
        return true;
    if (strcmp(name, "court") == 0)
        return zone != TCG_NOWHERE && hb_court(zone);
    return zone == eng_enum_index(hb_zone_names, name);
}

/* Whether the trigger of a skill (or a delayed effect) of `holder` with master `master` is met
 * by the event. */
static bool trigger_meets(hb_game *g, int holder, int master, const json_t *trig,
                          const tcg_event *ev)
{
    const char *on = json_string_value(json_object_get(trig, "on"));
    if (strcmp(on, ev->type) != 0)
        return false;
    hb_ctx x;
    hb_ctx_init(&x, holder, -1, master);
    bool ok = true;
    if (!strcmp(on, "appear")) {
        const json_t *of = json_object_get(trig, "of");
        if (!of) {
            ok = ev->card == holder;
        } else {
            const char *who = json_string_value(json_object_get(of, "who"));
            int w = hb_who(who ? who : "any", master, -1);
            const json_t *f = json_object_get(of, "filter");
            if (f)
                RULE(g->run, "6-10-2-1");   /* the card's information where it now is */
            ok = (w < 0 || w == ev->player) &&
                 zone_named(json_string_value(json_object_get(of, "zone")), ev->to.zone) &&
                 (!f || hb_filter(g, &x, ev->card, f));
        }
    } else if (!strcmp(on, "phase-start") || !strcmp(on, "phase-end")) {
        const char *ph = json_string_value(json_object_get(trig, "phase"));
        ok = eng_enum_index(hb_phase_names, ph) == ev->arg &&
             whose_ok(trig, "whose", master, ev->player, "any");
    } else if (!strcmp(on, "turn-start") || !strcmp(on, "turn-end") ||
               !strcmp(on, "set-start")) {
        ok = whose_ok(trig, "whose", master, ev->player, "any");
    } else if (!strcmp(on, "draw") || !strcmp(on, "shuffle") || !strcmp(on, "lost") ||
               !strcmp(on, "play")) {
        ok = whose_ok(trig, "who", master, ev->player, "any");
    } else if (!strcmp(on, "move")) {
        const json_t *who = json_object_get(trig, "who");
        const json_t *f = json_object_get(trig, "filter");
        if (who)
            ok = whose_ok(trig, "who", master, hb_owner(g, ev->card), "any") &&
                 (!f || hb_filter(g, &x, ev->card, f));
        else
            ok = ev->card == holder;
        ok = ok && zone_named(json_string_value(json_object_get(trig, "from")), ev->from.zone) &&
             zone_named(json_string_value(json_object_get(trig, "to")), ev->to.zone);
    } else if (!strcmp(on, "covered")) {
        ok = ev->card == holder;
    } else if (!strcmp(on, "face-up")) {
        ok = whose_ok(trig, "who", master, hb_player_of(g, ev->card), "you");
    }
    hb_ctx_free(&x);
    return ok;
}

static void wait_event(hb_game *g, const char *type, int card, int skill, bool delayed)
{
    json_t *ev = eng_event_new(g->run, type);
    json_object_set_new_nocheck(ev, "card", tcg_id_json(&g->t, card));
    json_object_set_new_nocheck(ev, "skill", json_integer(skill));
    if (delayed)
        json_object_set_new_nocheck(ev, "delayed", json_true());
}

static void add_waiting(hb_game *g, int card, int skill, int master, int cls, int trigger_card,
                        const tcg_event *ev, int ability)
{
    /* a moved card is known as it was before the move (6-6-2-1) */
    unsigned tinc = trigger_card < 0 ? 0
                    : !strcmp(ev->type, "move") && ev->inc_before ? ev->inc_before
                    : g->t.cards[trigger_card].inc;
    tcg_pending p = {.card = card, .inc = g->t.cards[card].inc, .ability = ability,
                     .master = master, .cls = cls, .trigger_card = trigger_card,
                     .trigger_inc = tinc, .batch = ev->batch};
    tcg_pend_add(&g->t, &p, TCG_PEND_EACH);     /* 6-6-1 ①: once each time it is met */
    RULE(g->run, "1-1-15");
    wait_event(g, "waiting", card, skill, cls == HB_CLS_DELAYED);
}

/* The passives of one card that the event meets. */
static void card_passives(hb_game *g, int card, const tcg_event *ev)
{
    size_t n = hb_nskills(g, card);
    for (size_t i = 0; i < n; i++) {
        const hb_skill *s = hb_skill_at(g, card, (int)i);
        if (s->kind != HB_SK_PASSIVE)
            continue;
        const char *on = json_string_value(json_object_get(s->trigger, "on"));
        bool own_move = !strcmp(on, "move") && !json_object_get(s->trigger, "who") &&
                        ev->card == card;
        bool live;
        if (own_move) {
            /* 6-6-2-2: the skill as it was in the zone the card left */
            live = i < 31 && (ev->arg >> i & 1);
        } else if (!strcmp(on, "covered")) {
            live = !hb_negated(g, card, (int)i);        /* 1-2-15-2-1 */
        } else {
            live = hb_skill_live(g, card, (int)i);
        }
        if (!trigger_meets(g, card, hb_player_of(g, card), s->trigger, ev))
            continue;
        if (!live) {
            if (own_move) {
                RULE(g->run, "6-6-2");       /* negated where it was: no trigger */
                RULE(g->run, "6-6-2-2");
            }
            continue;
        }
        int master = hb_player_of(g, card);
        hb_ctx x;
        hb_ctx_init(&x, card, (int)i, master);
        bool cond = !s->condition || hb_cond(g, &x, s->condition);
        hb_ctx_free(&x);
        if (!cond)
            continue;
        if (!strcmp(on, "turn-end") || (!strcmp(on, "phase-start") && ev->arg == HB_PH_END &&
                                         !strcmp(ev->type, "phase-start"))) {
            tcg_key k = {LEDGER_TURN_END, card, g->t.cards[card].inc, (int)i};
            if (tcg_noted(&g->t, TCG_SCOPE_TURN, k))
                continue;             /* 5-12-2 ①: once this turn */
            tcg_note(&g->t, TCG_SCOPE_TURN, k);
        }
        if (own_move)
            RULE(g->run, "6-6-2");
        if (!strcmp(ev->type, "appear") && ev->card == card)
            RULE(g->run, ev->arg ? "6-6-2-3" : "1-4-5-3");
        if (!strcmp(on, "covered"))
            RULE(g->run, "1-2-15-2-1");
        if (!strcmp(on, "draw"))
            RULE(g->run, "6-6-1~x1");       /* each card drawn */
        RULE(g->run, "1-3-3-2");
        RULE(g->run, "1-3-3-2-1");
        RULE(g->run, "1-1-14");
        RULE(g->run, "6-6-1");
        add_waiting(g, card, (int)i, master, HB_CLS_PASSIVE,
                    ev->card >= 0 ? ev->card : -1, ev, (int)i);
    }
}

/* Whether a live turn-end passive whose condition holds has not waited this turn (5-12-2 ①'s
 * repeat). */
bool hb_turn_end_unwaited(hb_game *g)
{
    for (size_t c = 0; c < g->t.ncards; c++) {
        size_t n = hb_nskills(g, (int)c);
        for (size_t i = 0; i < n; i++) {
            const hb_skill *s = hb_skill_at(g, (int)c, (int)i);
            if (s->kind != HB_SK_PASSIVE ||
                strcmp(json_string_value(json_object_get(s->trigger, "on")), "turn-end") != 0 ||
                !hb_skill_live(g, (int)c, (int)i))
                continue;
            tcg_key k = {LEDGER_TURN_END, (int)c, g->t.cards[c].inc, (int)i};
            if (tcg_noted(&g->t, TCG_SCOPE_TURN, k))
                continue;
            hb_ctx x;
            hb_ctx_init(&x, (int)c, (int)i, hb_player_of(g, (int)c));
            bool cond = !s->condition || hb_cond(g, &x, s->condition);
            hb_ctx_free(&x);
            if (cond)
                return true;
        }
    }
    return false;
}

int hb_fire(tcg_game *t, const tcg_event *ev)
{
    hb_game *g = (hb_game *)t;
    for (size_t c = 0; c < g->t.ncards; c++)
        card_passives(g, (int)c, ev);
    for (size_t i = 0; i < g->ndel; i++) {
        hb_delayed *d = &g->del[i];
        if (d->waited || d->gone)
            continue;
        bool meets = d->keyword ? hb_keyword_meets(g, d, ev)
                                : trigger_meets(g, d->card, d->master, d->trigger, ev);
        if (!meets)
            continue;
        d->waited = true;
        RULE(g->run, "1-3-4-4");
        add_waiting(g, d->card, d->skill, d->master, HB_CLS_DELAYED, ev->card, ev, (int)i);
    }
    return TCG_OK;
}

void hb_covered(hb_game *g, int gut, int top)
{
    hb_raise(g, "covered", gut, hb_player_of(g, top), top);
}

hb_delayed *hb_add_delayed(hb_game *g, const hb_ctx *x, int keyword, long n,
                           const json_t *trigger, const json_t *effect)
{
    HB_GROW(g->del, g->ndel, g->capdel, 8);
    hb_delayed *d = &g->del[g->ndel++];
    *d = (hb_delayed){.card = x->card, .inc = x->inc, .skill = x->skill, .master = x->master,
                      .trigger = trigger, .effect = effect, .keyword = keyword, .n = n,
                      .turn = g->t.turn};
    return d;
}

/* --- cancelling ------------------------------------------------------------------------------- */

static int pend_skill(const hb_game *g, const tcg_pending *p)
{
    return p->cls == HB_CLS_DELAYED ? g->del[p->ability].skill : p->ability;
}

typedef struct cancel_of {
    int card;
    unsigned inc;
    hb_game *g;
} cancel_of;

static bool drop_card(const tcg_game *t, const tcg_pending *p, void *ud)
{
    cancel_of *c = ud;
    (void)t;
    if (p->cls != HB_CLS_PASSIVE || p->card != c->card || p->inc != c->inc)
        return false;
    RULE(c->g->run, "8-4-4");
    RULE(c->g->run, "6-6-3");
    wait_event(c->g, "cancel", p->card, pend_skill(c->g, p), false);
    return true;
}

void hb_cancel_waiting_of(hb_game *g, int card, unsigned inc_before)
{
    cancel_of c = {card, inc_before, g};
    tcg_pend_cancel(&g->t, drop_card, &c);
}

static bool drop_all(const tcg_game *t, const tcg_pending *p, void *ud)
{
    hb_game *g = ud;
    (void)t;
    wait_event(g, "cancel", p->card, pend_skill(g, p), p->cls == HB_CLS_DELAYED);
    return true;
}

void hb_cancel_all_waiting(hb_game *g)
{
    tcg_pend_cancel(&g->t, drop_all, g);
}

void hb_vanish_delayed(hb_game *g, bool all, hb_phase skipped)
{
    for (size_t i = 0; i < g->ndel; i++) {
        hb_delayed *d = &g->del[i];
        if (d->waited || d->gone)
            continue;
        const char *on = d->trigger ? json_string_value(json_object_get(d->trigger, "on")) : NULL;
        const char *ph = d->trigger ? json_string_value(json_object_get(d->trigger, "phase")) : NULL;
        bool in_skipped = on && ph && (!strcmp(on, "phase-start") || !strcmp(on, "phase-end")) &&
                          eng_enum_index(hb_phase_names, ph) == (int)skipped;
        if (all || in_skipped)
            d->gone = true;
    }
}

bool hb_any_waiting(const hb_game *g)
{
    return g->t.npend > 0;
}

/* --- resolving ------------------------------------------------------------------------------- */

static json_t *pend_label(hb_game *g, const tcg_pending *p)
{
    json_t *o = hb_skill_ref(g, p->card, pend_skill(g, p));
    if (p->cls == HB_CLS_DELAYED)
        json_object_set_new(o, "delayed", json_true());
    return o;
}

static bool same_item(const hb_game *g, const tcg_pending *a, const tcg_pending *b)
{
    return a->card == b->card && a->cls == b->cls && pend_skill(g, a) == pend_skill(g, b);
}

/* Whether a waiting passive can no longer resolve (6-6-3): its card went to a hidden zone, or
 * its skill is negated. */
static bool stale(hb_game *g, const tcg_pending *p)
{
    if (p->cls != HB_CLS_PASSIVE)
        return false;
    int zone = hb_zone_of(g, p->card);
    if (g->t.cards[p->card].inc != p->inc && zone != TCG_NOWHERE && !hb_public_zone(zone))
        return true;
    return hb_negated(g, p->card, p->ability);
}

int hb_resolve_one(hb_game *g, int player)
{
    /* the player's waiting items, the distinct ones as options */
    size_t *idx = xmalloc(g->t.npend * sizeof *idx);
    size_t n = 0;
    json_t *options = json_array();
    for (size_t i = 0; i < g->t.npend; i++) {
        if (g->t.pend[i].master != player)
            continue;
        bool seen = false;
        for (size_t k = 0; k < n; k++)
            if (same_item(g, &g->t.pend[idx[k]], &g->t.pend[i]))
                seen = true;
        if (!seen) {
            idx[n++] = i;
            json_array_append_new(options, pend_label(g, &g->t.pend[i]));
        }
    }
    size_t pick = idx[0];
    if (n >= 2) {
        const json_t *v;
        int st = tcg_choose(&g->t, "resolve", player, options, &v);
        if (st != TCG_OK) {
            free(idx);
            return st;
        }
        size_t k = 0;
        for (; k < n; k++) {
            json_t *l = pend_label(g, &g->t.pend[idx[k]]);
            bool eq = json_equal(l, v);
            json_decref(l);
            if (eq)
                break;
        }
        if (k == n) {
            free(idx);
            return eng_error(g->run, "choose \"resolve\": not one of the waiting items");
        }
        pick = idx[k];
    } else {
        json_decref(options);
    }
    free(idx);
    tcg_pending p = tcg_pend_take(&g->t, pick);
    RULE(g->run, "6-6-1");
    int skill = pend_skill(g, &p);
    if (stale(g, &p)) {
        RULE(g->run, "6-6-3");
        wait_event(g, "cancel", p.card, skill, false);
        return TCG_OK;
    }
    wait_event(g, "resolve", p.card, skill, p.cls == HB_CLS_DELAYED);
    g->resolving++;
    int st;
    if (p.cls == HB_CLS_DELAYED) {
        hb_delayed *d = &g->del[p.ability];
        if (d->keyword) {
            st = hb_keyword_resolve(g, d, p.trigger_card);
        } else {
            hb_ctx x;
            hb_ctx_init(&x, d->card, d->skill, d->master);
            x.trigger_card = p.trigger_card;
            x.trigger_inc = p.trigger_inc;
            st = hb_execute(g, &x, d->effect);
            hb_ctx_free(&x);
        }
    } else {
        const hb_skill *s = hb_skill_at(g, p.card, p.ability);
        hb_ctx x;
        hb_ctx_init(&x, p.card, p.ability, p.master);
        x.inc = p.inc;
        x.trigger_card = p.trigger_card;
        x.trigger_inc = p.trigger_inc;
        st = s ? hb_execute(g, &x, s->effect) : TCG_OK;
        hb_ctx_free(&x);
    }
    g->resolving--;
    return st;
}
