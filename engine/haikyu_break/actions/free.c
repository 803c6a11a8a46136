/* free.c — the free step (5-14): ① a check process, ② the turn player uses an active skill of a
 * character (6-7) or plays an event card (1-4-6-2, 6-8), each followed by ① again, declares lost
 * (1-4-9-2), or does nothing and goes to ③; ターン1 resolves last of its skill (9-6-3); the
 * rejections and the exact set of legal actions; a skill used inside another's resolution
 * (6-12). */
#include "engine/haikyu_break/actions/actions.h"
#include "engine/haikyu_break/skills/skills.h"
#include "engine/haikyu_break/turn/turn.h"
#include "engine/haikyu_break/zones/zones.h"

#include <string.h>

/* --- using an active skill (6-7) ---------------------------------------------------------------- */

/* The clause refusing the turn player's use of skill `s` of `card` now, NULL when allowed. */
static const char *use_refused(hb_game *g, int card, int s)
{
    int tp = g->t.tp;
    int zone = hb_zone_of(g, card);
    if (hb_player_of(g, card) != tp || (!hb_is_character(g, card) && zone != HB_HAND))
        return RULE(g->run, "5-14-3"), "5-14-3";
    const hb_skill *sk = hb_skill_at(g, card, s);
    if (!sk || sk->kind != HB_SK_ACTIVE)
        return RULE(g->run, "1-3-3-3"), "1-3-3-3";
    hb_ctx x;
    hb_ctx_init(&x, card, s, tp);
    bool cond = !sk->condition || hb_cond(g, &x, sk->condition);
    bool area = hb_in_area(g, card, sk);
    if (!area) {
        RULE(g->run, "1-3-7");              /* its area icon names another area */
        RULE(g->run, "1-3-7-1");
    }
    if (!area || !cond) {
        hb_ctx_free(&x);
        return RULE(g->run, "6-2-4"), "6-2-4";
    }
    const char *r = NULL;
    if (!(sk->timing & (1u << g->phase)))
        r = (RULE(g->run, "1-3-8-1"), "1-3-8-1");
    else if (hb_negated(g, card, s))
        r = (RULE(g->run, "6-1-2"), "6-1-2");
    else if (hb_forbidden(g, tp, "use", card, zone, g->c[card].role))
        r = (RULE(g->run, "0-2-6"), "0-2-6");
    else if (!hb_cost_payable(g, card, tp, sk->cost))
        r = (RULE(g->run, "1-3-5-1"), "1-3-5-1");
    else if (!hb_effect_changes(g, &x, sk->effect))
        r = (RULE(g->run, "6-7-1"), "6-7-1");
    hb_ctx_free(&x);
    return r;
}

/* 9-6: ターン1 resolves last, when any part of its skill did. */
static void turn1(hb_game *g, int card, const hb_skill *sk, const hb_ctx *x)
{
    if (!sk->turn1)
        return;
    RULE(g->run, "9-6-3");
    if (!x->any)
        return;
    RULE(g->run, "9-6-1");
    RULE(g->run, "9-6-4");
    RULE(g->run, "6-1-2");
    json_t *until = json_string("turn");
    tcg_effect *e = hb_add_effect(g, HB_EF_NEGATE_NAME, -1, x->master, until);
    json_decref(until);
    e->value = x->master;
    e->name = hb_name(g, card);
}

static void use_event(hb_game *g, int card, int s)
{
    json_t *ev = eng_event_new(g->run, "use");
    json_object_set_new_nocheck(ev, "card", tcg_id_json(&g->t, card));
    json_object_set_new_nocheck(ev, "skill", json_integer(s));
}

static int use_skill(hb_game *g, int card, int s)
{
    int tp = g->t.tp;
    const hb_skill *sk = hb_skill_at(g, card, s);
    bool from_hand = hb_zone_of(g, card) == HB_HAND;
    RULE(g->run, "6-7-1");
    RULE(g->run, "1-3-3-3");
    RULE(g->run, "1-3-3-3-1");
    RULE(g->run, "1-3-8");
    RULE(g->run, "1-3-8-1");
    RULE(g->run, "1-3-3");
    RULE(g->run, "1-3-4");
    RULE(g->run, "6-1-1");
    RULE(g->run, "6-2-4");
    if (sk->area != HB_AREA_COURT) {
        RULE(g->run, "1-3-7");
        RULE(g->run, "1-3-7-1");
    }
    if (from_hand) {                  /* 6-7-1 ①: a hand card is revealed */
        json_t *ev = eng_event_new(g->run, "reveal");
        json_object_set_new_nocheck(ev, "player", json_string(hb_player_names[tp]));
        json_object_set_new_nocheck(ev, "cards", tcg_ids_json(&g->t, &card, 1));
        tcg_show(&g->t, card, 3u);
    }
    use_event(g, card, s);
    hb_ctx x;
    hb_ctx_init(&x, card, s, tp);
    int st = sk->cost ? hb_pay_cost(g, card, tp, sk->cost) : TCG_OK;
    if (st == TCG_OK) {
        g->resolving++;
        st = hb_execute(g, &x, sk->effect);
        g->resolving--;
    }
    if (st == TCG_OK)
        turn1(g, card, sk, &x);
    if (from_hand && hb_zone_of(g, card) == HB_HAND)
        g->t.cards[card].shown = 0;  /* hidden again once it resolved (7-5-1) */
    hb_ctx_free(&x);
    return st;
}

/* --- playing an event (6-8) ---------------------------------------------------------------- */

/* The event skill the action names (its index in `s`), -1 when the card has none or several
 * and none is named. */
static int event_skill(hb_game *g, int card, const json_t *a, bool *bad)
{
    const json_t *v = json_object_get(a, "skill");
    *bad = false;
    if (v) {
        if (!json_is_integer(v) || json_integer_value(v) < 0 ||
            (size_t)json_integer_value(v) >= hb_nskills(g, card)) {
            *bad = true;
            return -1;
        }
        return (int)json_integer_value(v);
    }
    int found = -1;
    size_t n = hb_nskills(g, card);
    for (size_t i = 0; i < n; i++)
        if (hb_skill_at(g, card, (int)i)->kind == HB_SK_EVENT) {
            if (found >= 0)
                return -1;
            found = (int)i;
        }
    return found;
}

static const char *play_refused(hb_game *g, int card, int s)
{
    int tp = g->t.tp;
    if (hb_zone_of(g, card) != HB_HAND || hb_player_of(g, card) != tp ||
        g->c[card].type != HB_T_EVENT)
        return RULE(g->run, "1-4-6-2"), "1-4-6-2";
    if (!(g->c[card].timing & (1u << g->phase)))
        return RULE(g->run, "2-12-3"), "2-12-3";
    const hb_skill *sk = hb_skill_at(g, card, s);
    if (!sk || sk->kind != HB_SK_EVENT)
        return RULE(g->run, "1-3-3-4"), "1-3-3-4";
    hb_ctx x;
    hb_ctx_init(&x, card, s, tp);
    const char *r = NULL;
    if (sk->condition && !hb_cond(g, &x, sk->condition))
        r = (RULE(g->run, "6-2-4"), "6-2-4");
    else if (hb_negated(g, card, s))
        r = (RULE(g->run, "6-1-2"), "6-1-2");
    else if (hb_forbidden(g, tp, "play", card, HB_HAND, HB_ROLE_NONE))
        r = (RULE(g->run, "0-2-6"), "0-2-6");
    else if (!hb_requirements_met(g, tp, "play", card))
        r = (RULE(g->run, "7-2-3"), "7-2-3");
    else if (!hb_cost_payable(g, card, tp, sk->cost))
        r = (RULE(g->run, "1-3-5-1"), "1-3-5-1");
    else if (!hb_effect_changes(g, &x, sk->effect))
        r = (RULE(g->run, "6-8-1"), "6-8-1");
    hb_ctx_free(&x);
    return r;
}

static int play_event(hb_game *g, int card, int s)
{
    int tp = g->t.tp;
    const hb_skill *sk = hb_skill_at(g, card, s);
    RULE(g->run, "1-4-6");
    RULE(g->run, "1-4-6-2");
    RULE(g->run, "6-8-1");
    RULE(g->run, "1-3-3-4");
    RULE(g->run, "1-3-3-4-1");
    RULE(g->run, "2-12-1");
    RULE(g->run, "2-12-3");
    RULE(g->run, "2-2-2");
    RULE(g->run, "3-10-1");
    RULE(g->run, "6-1-1");
    json_t *ev = eng_event_new(g->run, "play");
    json_object_set_new_nocheck(ev, "player", json_string(hb_player_names[tp]));
    json_object_set_new_nocheck(ev, "card", tcg_id_json(&g->t, card));
    TCG_TRY(hb_meet_requirements(g, tp, "play", card));
    TCG_TRY(hb_move_plain(g, card, tp, HB_EVENT, TCG_TOP, "play"));    /* ② on top */
    TCG_TRY(hb_raise(g, "play", card, tp, 0));
    use_event(g, card, s);                                              /* ③ */
    if (sk->cost)
        TCG_TRY(hb_pay_cost(g, card, tp, sk->cost));
    if (sk->place >= 0 && hb_zone_of(g, card) == HB_EVENT) {
        bool moved;
        TCG_TRY(hb_move(g, card, hb_owner(g, card), sk->place, TCG_DEFAULT, "effect", &moved));
    }
    hb_ctx x;
    hb_ctx_init(&x, card, s, tp);
    g->resolving++;
    int st = hb_execute(g, &x, sk->effect);                             /* ④ */
    g->resolving--;
    if (st == TCG_OK)
        turn1(g, card, sk, &x);
    hb_ctx_free(&x);
    return st;
}

int hb_use_inside(hb_game *g, hb_ctx *outer, int card, int s)
{
    const hb_skill *sk = hb_skill_at(g, card, s);
    if (!sk || (sk->kind != HB_SK_ACTIVE && sk->kind != HB_SK_EVENT) ||
        hb_negated(g, card, s) || !hb_cost_payable(g, card, outer->master, sk->cost))
        return TCG_OK;
    RULE(g->run, "6-12-1-1");
    RULE(g->run, "6-2-1-2");
    use_event(g, card, s);
    if (sk->cost)
        TCG_TRY(hb_pay_cost(g, card, outer->master, sk->cost));
    hb_ctx x;
    hb_ctx_init(&x, card, s, outer->master);
    int st = hb_execute(g, &x, sk->effect);
    hb_ctx_free(&x);
    RULE(g->run, "6-12-1-1-1");       /* back to the effect that used it */
    if (x.any)
        outer->any = true;
    return st;
}

/* --- the step --------------------------------------------------------------------------------- */

static json_t *legal_actions(hb_game *g)
{
    int tp = g->t.tp;
    json_t *acts = json_array();
    static const int zones[] = {HB_SERVE, HB_BLOCK, HB_RECEIVE, HB_TOSS, HB_ATTACK, HB_HAND};
    for (size_t z = 0; z < sizeof zones / sizeof *zones; z++) {
        const tcg_list *l = hb_zl(g, tp, zones[z]);
        for (size_t i = 0; i < l->n; i++) {
            int card = l->v[i];
            size_t n = hb_nskills(g, card);
            for (size_t s = 0; s < n; s++) {
                const hb_skill *sk = hb_skill_at(g, card, (int)s);
                const char *r = NULL;
                if (sk->kind == HB_SK_ACTIVE)
                    r = use_refused(g, card, (int)s);
                else if (sk->kind == HB_SK_EVENT && zones[z] == HB_HAND)
                    r = play_refused(g, card, (int)s);
                else
                    continue;
                if (r)
                    continue;
                json_array_append_new(acts, eng_object(
                    "do", json_string(sk->kind == HB_SK_ACTIVE ? "use" : "play"), "card",
                    tcg_id_json(&g->t, card), "skill", json_integer((json_int_t)s), NULL));
            }
        }
    }
    if (!hb_any_waiting(g)) {
        RULE(g->run, "1-4-9-2");
        json_array_append_new(acts, eng_object("do", json_string("lost"), NULL));
    }
    json_array_append_new(acts, eng_object("do", json_string("pass"), NULL));
    return acts;
}

/* Read a `use` or `play` action's card and skill. */
static int read_use(hb_game *g, const json_t *a, bool play, int *card, int *s)
{
    static const char *const keys[] = {"do", "by", "card", "skill", NULL};
    const char *what = play ? "play" : "use";
    if (eng_only_keys(g->run, a, what, keys) != 0)
        return -1;
    const json_t *c = json_object_get(a, "card");
    if (!c)
        return eng_error(g->run, "%s: \"card\" is required", what);
    if (tcg_get_card(&g->t, c, what, card) != 0)
        return -1;
    if (play) {
        bool bad;
        *s = event_skill(g, *card, a, &bad);
        if (bad)
            return eng_error(g->run, "play: \"skill\" is not one of %s's skills", hb_id(g, *card));
        return 0;
    }
    int64_t v;
    if (eng_get_int(g->run, a, "skill", what, true, 0, 1000, &v) != 0)
        return -1;
    if ((size_t)v >= hb_nskills(g, *card))
        return eng_error(g->run, "use: %s has no skill %lld", hb_id(g, *card), (long long)v);
    *s = (int)v;
    return 0;
}

int hb_free_step(hb_game *g)
{
    int tp = g->t.tp;
    RULE(g->run, "5-14-1");
    RULE(g->run, "5-14-2");             /* its appearance or draw step ended normally */
    RULE(g->run, "5-14-3");
    for (;;) {
        TCG_TRY(hb_check_process(g));   /* ① */
        const json_t *a;
        for (;;) {                      /* ② */
            TCG_TRY(hb_read_action(g, &a));
            if (json_object_get(a, "query")) {
                eng_legal(g->run, legal_actions(g));
                continue;
            }
            const char *what = json_string_value(json_object_get(a, "do"));
            int by;
            if (!what)
                return eng_error(g->run, "an action needs \"do\"");
            if (hb_action_by(g, a, tp, &by) != 0)
                return TCG_ERR;
            bool known = !strcmp(what, "use") || !strcmp(what, "play") ||
                         !strcmp(what, "lost") || !strcmp(what, "pass") ||
                         !strcmp(what, "appear");
            if (!known)
                return eng_error(g->run, "unknown action \"%s\"", what);
            if (by != tp || !strcmp(what, "appear")) {
                RULE(g->run, "5-14-3");
                eng_reject(g->run, "5-14-3", "the free step is the turn player's: %s cannot "
                           "%s here", hb_player_names[by], what);
                continue;
            }
            if (!strcmp(what, "pass")) {
                static const char *const keys[] = {"do", "by", NULL};
                if (eng_only_keys(g->run, a, "pass", keys) != 0)
                    return TCG_ERR;
                return TCG_OK;          /* ③ */
            }
            if (!strcmp(what, "lost")) {
                static const char *const keys[] = {"do", "by", NULL};
                if (eng_only_keys(g->run, a, "lost", keys) != 0)
                    return TCG_ERR;
                if (hb_any_waiting(g)) {
                    RULE(g->run, "1-4-9-2");
                    eng_reject(g->run, "1-4-9-2", "a passive or delayed effect is waiting");
                    continue;
                }
                RULE(g->run, "1-4-9-2");
                RULE(g->run, "1-4-9-2-1");
                TCG_TRY(hb_declare_lost(g, tp, "declared"));
                return hb_jumped(g);
            }
            bool play = !strcmp(what, "play");
            int card, s = -1;
            if (read_use(g, a, play, &card, &s) != 0)
                return TCG_ERR;
            const char *r = s < 0 ? (RULE(g->run, "1-3-3-4"), "1-3-3-4") : play ? play_refused(g, card, s)
                                                      : use_refused(g, card, s);
            if (r) {
                if (hb_skill_at(g, card, s) && hb_skill_at(g, card, s)->cost)
                    RULE(g->run, "6-2-2");  /* a skill that cannot be used: no cost paid */
                if (!strcmp(r, "0-2-6"))
                    RULE(g->run, "6-2-3");
                eng_reject(g->run, r, "%s %s is not allowed", play ? "playing" : "using",
                           hb_id(g, card));
                continue;
            }
            TCG_TRY(play ? play_event(g, card, s) : use_skill(g, card, s));
            break;
        }
        TCG_TRY(hb_jumped(g));
    }
}
