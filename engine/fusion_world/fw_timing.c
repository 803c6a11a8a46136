/* fw_timing.c — the opportunities to act (ch. 4): the free timing (4-1), where the player who
 * has it declares actions read from the script until they pass, and the check point (4-2-2):
 * rule processes until none is left, then the turn player's pending autos (the `auto` choice
 * when two or more wait, or one waits in a hidden zone) and delayed effects (the `delayed`
 * choice: autos always come first), then the non-turn player's, each followed by the rule
 * processes again; each pass is watched for an endless loop (fw_loop.c, 16-1). */
#include "fw.h"

#include <string.h>

int fw_free_timing_player(const fw_game *g)
{
    return g->step == FW_ST_DEFENSE ? fw_opp(g->tp) : g->tp;   /* 7-3-4, 8-2-4, 8-3-4 */
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
            return FW_FT_PASS;
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
        return FW_FT_ACTED;
    }
}

static bool in_hidden_zone(const fw_game *g, int card)
{
    int z = fw_zone_of(g, card);
    return z == FW_HAND || z == FW_DECK || z == FW_LIFE;
}

/* 4-2-2-2 / 4-2-2-4: player p declares one of their pending autos; false in *any when none. */
static int one_auto(fw_game *g, int p, bool *any)
{
    size_t idx[256], n = 0;
    bool hidden = false;
    for (size_t i = 0; i < g->npend && n < 256; i++)
        if (g->pend[i].master == p) {
            idx[n++] = i;
            hidden |= in_hidden_zone(g, g->pend[i].card);
        }
    *any = n > 0;
    if (n == 0)
        return TCG_OK;
    size_t pick = idx[0];
    if (hidden)
        RULE(g->run, "9-6-3-1-1");       /* an auto pending in a hidden zone may be left undeclared */
    /* a choice only when there is something to choose: the same skill of the same card pending
     * several times (FW-PENDING-COUNT) is one option */
    bool alike = true;
    for (size_t k = 1; k < n && alike; k++)
        alike = g->pend[idx[k]].card == g->pend[idx[0]].card &&
                g->pend[idx[k]].skill == g->pend[idx[0]].skill;
    if ((n >= 2 && !alike) || hidden) {
        json_t *options = json_array();
        for (size_t k = 0; k < n; k++)
            json_array_append_new(options, json_pack("{s:s, s:o}", "card",
                                                     fw_id(g, g->pend[idx[k]].card), "skill",
                                                     fw_skill_label(g->pend[idx[k]].skill)));
        if (hidden)
            json_array_append_new(options, json_null());
        const json_t *a;
        TCG_TRY(tcg_choose(&g->t, "auto", p, options, &a));
        if (json_is_null(a) && hidden) {
            RULE(g->run, "9-6-3-1-1");   /* not declared: the autos pending in hidden zones go */
            for (size_t i = 0; i < g->npend;) {
                if (g->pend[i].master == p && in_hidden_zone(g, g->pend[i].card)) {
                    memmove(&g->pend[i], &g->pend[i + 1], (g->npend - i - 1) * sizeof *g->pend);
                    g->npend--;
                } else {
                    i++;
                }
            }
            return TCG_OK;
        }
        const char *id = json_string_value(json_object_get(a, "card"));
        const json_t *s = json_object_get(a, "skill");
        size_t k = 0;
        for (; k < n; k++) {
            const fw_pending *pe = &g->pend[idx[k]];
            json_t *label = fw_skill_label(pe->skill);
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

/* 4-2-2-3 / 4-2-2-5: player p resolves one of their delayed effects whose time has come (the
 * `delayed` choice when two or more wait: the card and skill that created it; of several that
 * one skill created, the first created). */
static int one_delayed(fw_game *g, int p, bool *any)
{
    size_t idx[256], n = 0;
    for (size_t i = 0; i < g->ndel && n < 256; i++)
        if (g->del[i].master == p && g->del[i].fired && !g->del[i].done)
            idx[n++] = i;
    *any = n > 0;
    if (n == 0)
        return TCG_OK;
    size_t pick = idx[0];
    bool alike = true;           /* one skill's delayed effects only: the first created */
    for (size_t k = 1; k < n && alike; k++)
        alike = g->del[idx[k]].source == g->del[idx[0]].source &&
                g->del[idx[k]].skill == g->del[idx[0]].skill;
    if (n >= 2 && !alike) {
        json_t *options = json_array();
        for (size_t k = 0; k < n; k++) {
            const fw_delayed *d = &g->del[idx[k]];
            json_array_append_new(options, json_pack("{s:s, s:o}", "card", fw_id(g, d->source),
                                                     "skill", fw_skill_label(d->skill)));
        }
        const json_t *a;
        TCG_TRY(tcg_choose(&g->t, "delayed", p, options, &a));
        const char *id = json_string_value(json_object_get(a, "card"));
        size_t k = 0;
        for (; k < n; k++) {
            const fw_delayed *d = &g->del[idx[k]];
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
    fw_delayed *d = &g->del[pick];
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
    fw_event(g, "checkpoint", json_pack("{s:s}", "at", at));
}

int fw_checkpoint(fw_game *g, const char *at)
{
    if (g->result >= 0)
        return TCG_OVER;
    fw_checkpoint_open(g, at);
    return fw_checkpoint_run(g);
}

static int checkpoint_steps(fw_game *g, fw_loop *loop)
{
    long rounds = 0;
    for (;;) {
        if (++rounds > 1000) {   /* endless, though never twice the same state */
            RULE(g->run, "16-1-1");
            RULE(g->run, "16-1-1-1");    /* a loop nobody can stop: the game is a draw */
            bool both[2] = {true, true};
            const char *why[2] = {"effect", "effect"};
            return fw_game_over(g, both, why);
        }
        TCG_TRY(fw_loop_pass(g, loop));
        fw_fire_states(g);
        bool acted;
        do {
            TCG_TRY(fw_rule_processes(g, &acted));
        } while (acted);
        int tp = g->tp >= 0 ? g->tp : 0;
        bool any;
        TCG_TRY(one_auto(g, tp, &any));
        if (any) {
            RULE(g->run, "4-2-2-2");
            continue;
        }
        TCG_TRY(one_delayed(g, tp, &any));
        if (any) {
            RULE(g->run, "4-2-2-3");
            continue;
        }
        TCG_TRY(one_auto(g, fw_opp(tp), &any));
        if (any) {
            RULE(g->run, "4-2-2-4");
            continue;
        }
        TCG_TRY(one_delayed(g, fw_opp(tp), &any));
        if (any) {
            RULE(g->run, "4-2-2-5");
            continue;
        }
        RULE(g->run, "4-2-2-6");
        return TCG_OK;
    }
}

int fw_checkpoint_run(fw_game *g)
{
    if (g->result >= 0)
        return TCG_OVER;
    g->in_checkpoint++;
    fw_loop loop;
    fw_loop_init(&loop);
    int st = checkpoint_steps(g, &loop);
    fw_loop_free(&loop);
    g->in_checkpoint--;
    return st;
}
