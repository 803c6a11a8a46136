/* points.c — offense and defense points (5-17, 5-18): calculated at their steps from the
 * characters' parameters and independent of them from then on (5-17-7, 5-18-6), modified and
 * fixed by effects until they vanish (0-2-11: HB-OP-DURATION; 0-2-12), the permanents' applied
 * beside (HB-PERMANENT-FIX); an OP stays until the judge step of the opponent's next turn
 * (5-17-6), a DP until its own turn's (5-18-5); the judge step compares them (5-15). */
#include "engine/haikyu_break/turn/turn.h"
#include "engine/haikyu_break/skills/skills.h"

#include <string.h>

static hb_point *point(hb_game *g, int player, bool op)
{
    return op ? &g->op[player] : &g->dp[player];
}

/* The permanents' modifications of a player's point: additions, and the first fix. */
static void perm_points(hb_game *g, int player, bool op, long *add, bool *fixed, long *fix)
{
    const char *verb = op ? "op" : "dp", *verb_set = op ? "op_set" : "dp_set";
    *add = 0;
    *fixed = false;
    long first = 0;
    if (g->perm_depth > 0)
        return;                        /* inside a permanent's reach: none is read */
    g->perm_depth++;
    for (size_t h = 0; h < g->t.ncards; h++)
        for (size_t s = 0; s < g->c[h].nskills; s++) {
            const hb_skill *sk = &g->c[h].skills[s];
            if (sk->kind != HB_SK_PERMANENT || !sk->continuous || !hb_skill_live(g, (int)h, (int)s))
                continue;
            int master = hb_player_of(g, (int)h);
            hb_ctx x;
            hb_ctx_init(&x, (int)h, (int)s, master);
            if (!sk->condition || hb_cond(g, &x, sk->condition))
                for (size_t k = 0; k < json_array_size(sk->continuous); k++) {
                    const json_t *e = json_array_get(sk->continuous, k);
                    const json_t *a = json_object_get(e, verb), *f = json_object_get(e, verb_set);
                    if (!a && !f)
                        continue;
                    const char *who = json_string_value(json_object_get(e, "who"));
                    int w = hb_who(who, master, master);
                    long n;
                    if ((w != player && w >= 0) || !hb_number_now(g, &x, a ? a : f, &n))
                        continue;
                    if (a) {
                        *add += n;
                    } else if (!*fixed || g->c[h].stamp < first) {
                        *fixed = true;          /* the first applied wins (0-2-12) */
                        *fix = n;
                        first = g->c[h].stamp;
                    }
                }
            hb_ctx_free(&x);
        }
    g->perm_depth--;
}

bool hb_point_value(hb_game *g, int player, bool op, long *out)
{
    const hb_point *pt = point(g, player, op);
    if (!pt->has) {
        *out = 0;
        return false;
    }
    long add, fix;
    bool fixed;
    perm_points(g, player, op, &add, &fixed, &fix);
    if (fixed) {
        RULE(g->run, "0-2-12");                    /* the first permanent fix applied */
        *out = fix;
        return true;
    }
    long v = pt->base;
    for (size_t i = 0; i < pt->nmods; i++)      /* in the order they resolved (0-2-12) */
        v = pt->mods[i].set ? pt->mods[i].n : v + pt->mods[i].n;
    *out = v + add;
    return true;
}

void hb_point_fresh(hb_game *g, int player, bool op, long base)
{
    hb_point *pt = point(g, player, op);
    pt->has = true;
    pt->base = base;
    pt->nmods = 0;
}

static void push_mod(hb_point *pt, bool set, long n)
{
    HB_GROW(pt->mods, pt->nmods, pt->capmods, 4);
    pt->mods[pt->nmods++] = (hb_mod){set, n};
}

void hb_point_add(hb_game *g, int player, bool op, long n)
{
    hb_point *pt = point(g, player, op);
    if (pt->has) {
        RULE(g->run, "0-2-11");
        push_mod(pt, false, n);
    }
}

void hb_point_fix(hb_game *g, int player, bool op, long n)
{
    hb_point *pt = point(g, player, op);
    if (!pt->has)
        hb_point_fresh(g, player, op, n);
    else
        push_mod(pt, true, n);
    RULE(g->run, "0-2-11");
}

void hb_point_vanish(hb_game *g, int player, bool op)
{
    hb_point *pt = point(g, player, op);
    pt->has = false;
    pt->nmods = 0;
}

static void point_event(hb_game *g, const char *type, int player, long v)
{
    json_t *ev = eng_event_new(g->run, type);
    json_object_set_new_nocheck(ev, "player", json_string(hb_player_names[player]));
    json_object_set_new_nocheck(ev, "value", json_integer(v));
}

/* A character's parameter for a calculation: 「-」 or no character counts nothing. */
static long param_of(hb_game *g, int player, int zone)
{
    int c = hb_character(g, player, zone);
    long v = 0;
    if (c >= 0 && !hb_param_now(g, c, hb_param_of_area(zone), &v))
        v = 0;
    return v;
}

/* The point calculated from `base`: from now on its own number (5-17-7, 5-18-6), negative
 * or not (0-2-9); its `op` or `dp` event. */
static int point_calculated(hb_game *g, int tp, bool op, long base)
{
    hb_point_fresh(g, tp, op, base);
    RULE(g->run, op ? "5-17-7" : "5-18-6");
    long v;
    hb_point_value(g, tp, op, &v);
    if (v < 0)
        RULE(g->run, "0-2-9");
    point_event(g, op ? "op" : "dp", tp, v);
    return TCG_OK;
}

int hb_offense_step(hb_game *g)
{
    int tp = g->t.tp;
    long base;
    RULE(g->run, "5-17-1");
    RULE(g->run, "5-17-2");
    RULE(g->run, "8-5-1");
    if (g->phase == HB_PH_SERVE) {
        RULE(g->run, "5-17-3");
        RULE(g->run, "2-7-1");
        base = param_of(g, tp, HB_SERVE);
    } else if (g->phase == HB_PH_BLOCK) {
        RULE(g->run, "5-17-4");
        base = 0;
    } else {
        RULE(g->run, "5-17-5");
        RULE(g->run, "2-10-1");
        RULE(g->run, "2-11-1");
        base = param_of(g, tp, HB_TOSS) + param_of(g, tp, HB_ATTACK);
        g->attacked = true;                        /* HB-ATTACKED */
    }
    return point_calculated(g, tp, true, base);
}

int hb_defense_step(hb_game *g)
{
    int tp = g->t.tp;
    long base = 0;
    RULE(g->run, "5-18-1");
    RULE(g->run, "5-18-2");
    RULE(g->run, "8-5-1");
    if (g->phase == HB_PH_BLOCK) {
        RULE(g->run, "5-18-3");                   /* every block character's block point */
        RULE(g->run, "2-8-1");
        const tcg_list *l = hb_zl(g, tp, HB_BLOCK);
        for (size_t i = 0; i < l->n; i++) {
            long v;
            if (hb_param_now(g, l->v[i], HB_BL, &v))
                base += v;
        }
    } else {
        RULE(g->run, "5-18-4");                   /* HB-RECEIVE-DP */
        RULE(g->run, "2-9-1");
        base = param_of(g, tp, HB_RECEIVE);
    }
    return point_calculated(g, tp, false, base);
}

int hb_judge_step(hb_game *g)
{
    int tp = g->t.tp, opp = hb_opp(tp);
    long op = 0, dp = 0;
    RULE(g->run, "5-15-1");
    RULE(g->run, "5-15-2");
    RULE(g->run, "5-15-3");
    RULE(g->run, "8-5-1");
    bool has_op = hb_point_value(g, opp, true, &op);
    hb_point_value(g, tp, false, &dp);
    bool success = !has_op || !(dp < op);        /* ① fails when DP < OP (HB-NO-OP) */
    RULE(g->run, "5-17-6");
    RULE(g->run, "5-18-5");
    json_t *ev = eng_event_new(g->run, "judge");
    json_object_set_new_nocheck(ev, "player", json_string(hb_player_names[tp]));
    json_object_set_new_nocheck(ev, "op", has_op ? json_integer(op) : json_null());
    json_object_set_new_nocheck(ev, "dp", json_integer(dp));
    json_object_set_new_nocheck(ev, "success", json_boolean(success));
    TCG_TRY(hb_check_process(g));                 /* ② */
    hb_point_vanish(g, opp, true);                /* ③ both vanish */
    hb_point_vanish(g, tp, false);
    if (!success) {
        RULE(g->run, "1-4-9-3");
        TCG_TRY(hb_declare_lost(g, tp, "judge"));
        return hb_jumped(g);
    }
    if (g->phase == HB_PH_BLOCK)
        g->blocked = true;                       /* 9-2-1: the block succeeded */
    return TCG_OK;                               /* ④ */
}
