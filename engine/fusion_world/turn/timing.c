/* timing.c — the opportunities to act (ch. 4): the free timing (4-1), where the player who
 * has it declares actions read from the script until they pass, and the check point (4-2-2):
 * rule processes until none is left, then the turn player's pending autos (the `auto` choice
 * when two or more wait, or one waits in a hidden zone) and delayed effects (the `delayed`
 * choice: autos always come first), then the non-turn player's, each followed by the rule
 * processes again; each pass is watched for an endless loop (loop.c, 16-1). The pending
 * autos and fired delayed effects are the core's queue, resolved by the core's resolution
 * point (tcg_pending.h) with fusion-world's groups: the turn player's autos, their delayed
 * effects, the other player's autos, theirs. */
#include "engine/fusion_world/turn/turn.h"
#include "engine/fusion_world/actions/actions.h"
#include "engine/fusion_world/effects/effects.h"
#include "engine/fusion_world/skills/skills.h"

#include <stdlib.h>
#include <string.h>

int fw_free_timing_player(const fw_game *g)
{
    return g->step == FW_ST_DEFENSE ? fw_opp(g->t.tp) : g->t.tp;   /* 7-3-4, 8-2-4, 8-3-4 */
}

static int concede(fw_game *g, const json_t *act, int holder)
{
    static const char *const keys[] = {"do", "by", NULL};
    TCG_TRY(eng_only_keys(g->run, act, "concede", keys));
    int p = holder;
    if (json_object_get(act, "by"))
        TCG_TRY(tcg_get_player(&g->t, json_object_get(act, "by"), "concede", &p));
    RULE(g->run, "0-1-3-4");
    RULE(g->run, "0-2-2-1");             /* no effect touches a concession */
    bool losers[2] = {p == 0, p == 1};
    const char *why[2] = {"concede", "concede"};
    return fw_game_over(g, losers, why);
}

int fw_free_timing(fw_game *g)
{
    int holder = fw_free_timing_player(g);
    RULE(g->run, "4");                   /* a player declares actions at a free timing or a check point */
    RULE(g->run, "4-1-1");
    RULE(g->run, "4-1-2");
    for (;;) {
        const json_t *e = eng_next(g->run);
        if (!e)
            return TCG_STOP;
        const json_t *q = json_object_get(e, "query");
        if (q) {
            static const char *const keys[] = {"query", NULL};
            TCG_TRY(eng_only_keys(g->run, e, "query", keys));
            if (!json_is_string(q) || strcmp(json_string_value(q), "legal") != 0)
                return eng_error(g->run, "unknown query (only \"legal\")");
            eng_legal(g->run, fw_legal_actions(g));
            continue;
        }
        const char *name = json_string_value(json_object_get(e, "do"));
        if (!name)
            return eng_error(g->run, "\"do\" must name an action");
        if (strcmp(name, "concede") == 0)
            return concede(g, e, holder);
        int by = holder;
        if (json_object_get(e, "by"))
            TCG_TRY(tcg_get_player(&g->t, json_object_get(e, "by"), name, &by));
        int st;
        if (strcmp(name, "pass") == 0) {
            static const char *const keys[] = {"do", "by", NULL};
            TCG_TRY(eng_only_keys(g->run, e, "pass", keys));
            if (by != holder) {
                eng_rule(g->run, "4-1-1");
                eng_reject(g->run, "4-1-1", "%s has no free timing", fw_player_names[by]);
                continue;
            }
            RULE(g->run, "4-1-2-2");     /* nothing done: the free timing ends */
            return TCG_PASS;
        } else if (strcmp(name, "play") == 0) {
            st = fw_do_play(g, by, e);
        } else if (strcmp(name, "activate") == 0) {
            st = fw_do_activate(g, by, e);
        } else if (strcmp(name, "attack") == 0) {
            st = fw_do_attack(g, by, e);
        } else if (strcmp(name, "combo") == 0) {
            st = fw_do_combo(g, by, e);
        } else {
            return eng_error(g->run, "unknown action \"%s\"", name);
        }
        if (st == FW_REJECTED)
            continue;            /* the same player has the same free timing again */
        if (st == FW_ACT_FAILED)
            st = TCG_OK;         /* the act was taken, and failed (1-2-6) */
        if (st != TCG_OK)
            return st;
        RULE(g->run, "4-1-2-1");         /* an action taken: the free timing is given again */
        return TCG_ACTED;
    }
}

static bool in_hidden_zone(const fw_game *g, int card)
{
    int z = fw_zone_of(g, card);
    return z == FW_HAND || z == FW_DECK || z == FW_LIFE;
}

/* 9-6-3-1-1: the player's autos pending in hidden zones, left undeclared. */
static bool hidden_auto_of(const tcg_game *t, const fw_pending *p, void *ud)
{
    return p->cls == FW_CLS_AUTO && p->master == *(const int *)ud &&
           in_hidden_zone((const fw_game *)t, p->card);
}

/* 4-2-2-2 / 4-2-2-4: player p declares one of their pending autos idx[0..n). */
static int one_auto(fw_game *g, int p, const size_t *idx, size_t n)
{
    const fw_pending *pend = g->t.pend;
    bool hidden = false;
    for (size_t k = 0; k < n; k++)
        hidden |= in_hidden_zone(g, pend[idx[k]].card);
    size_t pick = idx[0];
    if (hidden)
        RULE(g->run, "9-6-3-1-1");       /* an auto pending in a hidden zone may be left undeclared */
    /* a choice only when there is something to choose: the same skill of the same card pending
     * several times (FW-PENDING-COUNT) is one option */
    bool alike = true;
    for (size_t k = 1; k < n && alike; k++)
        alike = pend[idx[k]].card == pend[idx[0]].card &&
                pend[idx[k]].ability == pend[idx[0]].ability;
    if ((n >= 2 && !alike) || hidden) {
        json_t *options = json_array();
        for (size_t k = 0; k < n; k++)
            json_array_append_new(options, json_pack("{s:s, s:o}", "card",
                                                     fw_id(g, pend[idx[k]].card), "skill",
                                                     fw_skill_label(pend[idx[k]].ability)));
        if (hidden)
            json_array_append_new(options, json_null());
        const json_t *a;
        TCG_TRY(tcg_choose(&g->t, "auto", p, options, &a));
        if (json_is_null(a) && hidden) {
            RULE(g->run, "9-6-3-1-1");   /* not declared: the autos pending in hidden zones go */
            tcg_pend_cancel(&g->t, hidden_auto_of, &p);
            return TCG_OK;
        }
        const char *id = json_string_value(json_object_get(a, "card"));
        const json_t *s = json_object_get(a, "skill");
        size_t k = 0;
        for (; k < n; k++) {
            const fw_pending *pe = &g->t.pend[idx[k]];
            json_t *label = fw_skill_label(pe->ability);
            bool same = id && strcmp(id, fw_id(g, pe->card)) == 0 && s && json_equal(label, (json_t *)s);
            json_decref(label);
            if (same)
                break;
        }
        if (k == n)
            return eng_error(g->run, "choose \"auto\": the answer must be one of the pending "
                             "autos {\"card\", \"skill\"}%s", hidden ? " or null" : "");
        pick = idx[k];
    }
    return fw_resolve_pending(g, pick);
}

/* The queue indexes idx[0..n) in the order the delayed effects were created. */
static void by_creation(const fw_game *g, size_t *idx, size_t n)
{
    for (size_t i = 1; i < n; i++)
        for (size_t j = i; j > 0 && g->t.pend[idx[j - 1]].ability > g->t.pend[idx[j]].ability; j--) {
            size_t x = idx[j];
            idx[j] = idx[j - 1];
            idx[j - 1] = x;
        }
}

/* 4-2-2-3 / 4-2-2-5: player p resolves one of their delayed effects whose time has come (the
 * `delayed` choice when two or more wait: the card and skill that created it; of several that
 * one skill created, the first created). */
static int one_delayed(fw_game *g, int p, size_t *idx, size_t n)
{
    (void)p;
    by_creation(g, idx, n);
    const fw_pending *pend = g->t.pend;
    size_t pick = idx[0];
    bool alike = true;           /* one skill's delayed effects only: the first created */
    for (size_t k = 1; k < n && alike; k++)
        alike = g->del[pend[idx[k]].ability].source == g->del[pend[idx[0]].ability].source &&
                g->del[pend[idx[k]].ability].skill == g->del[pend[idx[0]].ability].skill;
    if (n >= 2 && !alike) {
        json_t *options = json_array();
        for (size_t k = 0; k < n; k++) {
            const fw_delayed *d = &g->del[pend[idx[k]].ability];
            json_array_append_new(options, json_pack("{s:s, s:o}", "card", fw_id(g, d->source),
                                                     "skill", fw_skill_label(d->skill)));
        }
        const json_t *a;
        TCG_TRY(tcg_choose(&g->t, "delayed", p, options, &a));
        const char *id = json_string_value(json_object_get(a, "card"));
        size_t k = 0;
        for (; k < n; k++) {
            const fw_delayed *d = &g->del[g->t.pend[idx[k]].ability];
            json_t *label = fw_skill_label(d->skill);
            bool same = id && strcmp(id, fw_id(g, d->source)) == 0 &&
                        json_equal(label, json_object_get(a, "skill"));
            json_decref(label);
            if (same)
                break;
        }
        if (k == n)
            return eng_error(g->run, "choose \"delayed\": {\"card\", \"skill\"} of one of the "
                             "delayed effects offered");
        pick = idx[k];
    }
    fw_delayed *d = &g->del[tcg_pend_take(&g->t, pick).ability];
    d->done = true;
    fw_ctx ctx;
    fw_ctx_init(&ctx, g, d->master, d->source, d->skill);
    ctx.source_serial = d->source_serial;
    ctx.trigger_card = d->trigger_card;
    ctx.trigger_serial = d->trigger_serial;
    ctx.delayed = true;
    const json_t *effect = d->effect;
    int st = fw_resolve_effect(g, effect, &ctx);
    fw_ctx_free(&ctx);
    return st;
}

void fw_checkpoint_open(fw_game *g, const char *at)
{
    eng_rule(g->run, at);                /* the clause that makes this check point happen */
    RULE(g->run, "4-2-1");
    RULE(g->run, "4-2-2");
    json_object_set_new_nocheck(eng_event_new(g->run, "checkpoint"), "at", json_string(at));
}

int fw_checkpoint(fw_game *g, const char *at)
{
    if (g->result >= 0)
        return TCG_OVER;
    fw_checkpoint_open(g, at);
    return fw_checkpoint_run(g);
}

/* The check point's resolution point: its passes watched for a loop. */
typedef struct checkpoint {
    fw_game *g;
    tcg_loop loop;
    long rounds;
} checkpoint;

/* 4-2-2: the turn player's autos (0), their delayed effects (1), the other player's (2, 3). */
static int group_of(const tcg_game *t, const tcg_pending *p, void *ud)
{
    (void)ud;
    int tp = t->tp >= 0 ? t->tp : 0;
    return 2 * (p->master != tp) + (p->cls == FW_CLS_DELAYED);
}

/* 4-2-2-1: before each pick, the rule processes until none acts (and the state triggers). */
static int before_pick(tcg_game *t, void *ud)
{
    checkpoint *cp = ud;
    fw_game *g = cp->g;
    (void)t;
    if (++cp->rounds > 1000) {   /* endless, though never twice the same state */
        RULE(g->run, "16-1-1");
        RULE(g->run, "16-1-1-1");        /* a loop nobody can stop: the game is a draw */
        bool both[2] = {true, true};
        const char *why[2] = {"effect", "effect"};
        return fw_game_over(g, both, why);
    }
    TCG_TRY(fw_loop_pass(g, &cp->loop));
    fw_fire_states(g);
    bool acted;
    do {
        TCG_TRY(fw_rule_processes(g, &acted));
    } while (acted);
    return TCG_OK;
}

static int take(tcg_game *t, int group, const size_t *idx, size_t n, void *ud)
{
    fw_game *g = ((checkpoint *)ud)->g;
    int tp = t->tp >= 0 ? t->tp : 0, p = group < 2 ? tp : fw_opp(tp);
    size_t *sorted = xmalloc(n * sizeof *sorted);
    memcpy(sorted, idx, n * sizeof *sorted);
    int st = group % 2 == 0 ? one_auto(g, p, sorted, n) : one_delayed(g, p, sorted, n);
    free(sorted);
    if (st != TCG_OK)
        return st;
    switch (group) {
    case 0:
        RULE(g->run, "4-2-2-2");
        break;
    case 1:
        RULE(g->run, "4-2-2-3");
        break;
    case 2:
        RULE(g->run, "4-2-2-4");
        break;
    default:
        RULE(g->run, "4-2-2-5");
        break;
    }
    return TCG_OK;
}

int fw_checkpoint_run(fw_game *g)
{
    if (g->result >= 0)
        return TCG_OVER;
    g->in_checkpoint++;
    checkpoint cp = {.g = g};
    tcg_resolver r = {.group = group_of, .before = before_pick, .take = take, .ud = &cp};
    int st = tcg_resolve(&g->t, &r);
    if (st == TCG_OK)
        RULE(g->run, "4-2-2-6");
    tcg_loop_free(&cp.loop);
    g->in_checkpoint--;
    return st;
}
