/* continuous.c — continuous effects and the card information they change (9-8): the effects
 * of resolved instructions (with their master, duration and timestamp, applying to one card
 * while it stays the same card, 3-1-4, 9-8-2) and the 【永続】s of valid skills (9-5, whose
 * timestamp is their card's arrival); numeric changes applied after the others, in timestamp
 * order (9-8-1); durations ending at their steps (7-2-4, 7-3-5-1-3/4, 7-4-5/6, 8-5-7/8), and
 * those of a turn to come beginning at its 7-2-2 / 7-2-3. While a
 * 【永続】's own target or condition is being evaluated, 【永続】s are not consulted again (a
 * guard against self-reference). */
#include "engine/fusion_world/skills/skills.h"
#include "engine/fusion_world/effects/effects.h"
#include "engine/fusion_world/setup/setup.h"

#include <stdlib.h>
#include <string.h>

fw_effect *fw_effect_new(fw_game *g, fw_ef_kind kind, int card, int master, fw_until until)
{
    fw_effect *e = tcg_effect_add(&g->t, kind, card, master, until);
    if (kind == FW_EF_GRANT)
        g->grants++;
    RULE(g->run, "1-5-2-2");
    if (until == FW_UNTIL_YOUR_NEXT_TURN || until == FW_UNTIL_OPPONENT_NEXT_TURN) {
        /* the next turn of the master (of its opponent), turns alternating */
        bool whose_now = (until == FW_UNTIL_YOUR_NEXT_TURN) == (master == g->t.tp);
        tcg_effect_defer(e, g->t.turn + (whose_now ? 2 : 1));
        e->until = FW_UNTIL_TURN;
    }
    return e;
}

void fw_begin_turn_effects(fw_game *g, int master)
{
    tcg_effects_begin_turn(&g->t, master);
}

void fw_end_effects(fw_game *g, fw_until until, int master)
{
    tcg_effects_end(&g->t, until, master);
    fw_reach_sweep(g);
}

static bool applies(const fw_game *g, const fw_effect *e, int card)
{
    if (e->ended || e->card != card)
        return false;
    if (e->inc != g->t.cards[card].inc) {
        RULE(g->run, "9-8-2");           /* the card has moved since: a new card */
        return false;
    }
    return true;
}

/* Entries of a 【永続】 that are valid in every zone: a color or a trait the card itself gains
 * (2-8-5, 6-1-4-3-2). */
static bool everywhere(const json_t *entry)
{
    if (!json_object_get(entry, "trait") && !json_object_get(entry, "color"))
        return false;
    const json_t *t = json_object_get(entry, "target");
    return !t || (json_is_string(t) && strcmp(json_string_value(t), "this") == 0);
}

void fw_each_permanent(fw_game *g, fw_perm_fn f, void *ctx)
{
    if (g->perm_depth > 0)
        return;
    g->perm_depth++;
    /* the cards that can have one: those printed with one, or every card once a skill has been
     * gained (13-16) */
    size_t cards = g->grants ? g->t.ncards : g->perm_cards.n;
    for (size_t k = 0; k < cards; k++) {
        int card = g->grants ? (int)k : g->perm_cards.v[k];
        if (fw_zone_of(g, card) == TCG_NOWHERE || fw_under_stack(g, card) ||
            fw_zone_of(g, card) == FW_REMOVED)
            continue;
        size_t n = fw_skill_count(g, card);
        for (size_t s = 0; s < n; s++) {
            const fw_skill *sk = fw_skill_at(g, card, (int)s);
            if (!sk || sk->kind != FW_SK_PERMANENT || !sk->continuous)
                continue;
            bool valid = fw_skill_valid(g, card, sk);
            size_t i;
            const json_t *entry;
            json_array_foreach(sk->continuous, i, entry) {
                if (valid || everywhere(entry))
                    f(g, card, sk, entry, ctx);
            }
        }
    }
    g->perm_depth--;
}

static bool perm_covers(fw_game *g, int source, const json_t *entry, int card)
{
    const json_t *t = json_object_get(entry, "target");
    bool covers = t ? fw_sel_covers(g, t, fw_player_of(g, source), source, card)
                    : card == source;   /* 13-1-1: the skill's own card */
    if (covers && t && fw_reach_excluded(g, source, entry, card)) {
        RULE(g->run, "9-5-2");           /* taken out of its reach by an effect this turn */
        return false;
    }
    if (covers && t && json_is_object(t) && g->entering == card + 1)
        RULE(g->run, "9-8-3");           /* a continuous effect of the zone applied as the card enters */
    if (covers) {
        RULE(g->run, "1-3-5");
        RULE(g->run, "9");               /* a 【永続】 is never activated, always generating its effect */
        RULE(g->run, "9-5-1");           /* always generating its effect while valid */
        RULE(g->run, "0-3-4-3");
    }
    return covers;
}

typedef struct mod {
    long stamp;
    bool set;
    long value;
} mod;

typedef struct power_ctx {
    int card;
    mod *m;
    size_t n, cap;
} power_ctx;

static void push_mod(power_ctx *pc, long stamp, bool set, long value)
{
    if (pc->n == pc->cap) {
        pc->cap = pc->cap ? 2 * pc->cap : 8;
        pc->m = xrealloc(pc->m, pc->cap * sizeof *pc->m);
    }
    pc->m[pc->n++] = (mod){stamp, set, value};
}

static void perm_power(fw_game *g, int card, const fw_skill *sk, const json_t *entry, void *vctx)
{
    (void)sk;
    power_ctx *pc = vctx;
    const json_t *p = json_object_get(entry, "power"), *s = json_object_get(entry, "set_power");
    if ((p || s) && perm_covers(g, card, entry, pc->card))
        push_mod(pc, g->c[card].stamp, s != NULL, (long)json_integer_value(s ? s : p));
}

static int by_stamp(const void *a, const void *b)
{
    const mod *x = a, *y = b;
    return (x->stamp > y->stamp) - (x->stamp < y->stamp);
}

long fw_power(fw_game *g, int card)
{
    const fw_face *f = fw_face_of(g, card);
    if (!f->has_power)
        return 0;
    RULE(g->run, "9-8-1");
    RULE(g->run, "9-8-1-1");
    long v = f->power;
    power_ctx pc = {.card = card};
    for (size_t i = 0; i < g->t.nef; i++) {
        const fw_effect *e = &g->t.ef[i];
        if (applies(g, e, card) && (e->kind == FW_EF_POWER || e->kind == FW_EF_SET_POWER))
            push_mod(&pc, e->stamp, e->kind == FW_EF_SET_POWER, e->value);
    }
    fw_each_permanent(g, perm_power, &pc);
    if (pc.n) {
        /* reading FW-LAYER-ORDER: in the order they began to apply ("becomes N" at its place) */
        RULE(g->run, "9-8-1-3");
        qsort(pc.m, pc.n, sizeof *pc.m, by_stamp);
        for (size_t i = 0; i < pc.n; i++)
            v = pc.m[i].set ? pc.m[i].value : v + pc.m[i].value;
        RULE(g->run, "2-6-2");           /* it may be negative */
    }
    free(pc.m);
    return v + g->c[card].combo_bonus;
}

/* --- the other information: a string or flag effect matching `want` --------------------- */

typedef struct flag_ctx {
    int card;
    const char *key;             /* "keyword", "trait", "color", "forbid", "unaffected" */
    const char *want;            /* NULL: any value */
    unsigned kw;
    long strike;
    unsigned strikes;            /* FW_STRIKE_* */
    bool found;
    long sum;                    /* cost_mod */
    json_t *collect;             /* when set: every value found is appended */
    unsigned colors;             /* "color": every color found (bit i: fw_color_names[i]) */
} flag_ctx;

/* A value found: every color of them is noted too. */
static void found_value(flag_ctx *fc, const char *value)
{
    if (fc->collect)
        json_array_append_new(fc->collect, json_string(value));
    if (!fc->want || (value && strcmp(value, fc->want) == 0))
        fc->found = true;
    int k = strcmp(fc->key, "color") == 0 ? fw_color_index(value) : -1;
    if (k >= 0)
        fc->colors |= 1u << k;
}

static void add_keyword(flag_ctx *fc, const char *name)
{
    unsigned f;
    long s;
    if (!fw_keyword_of(name, &f, &s))
        return;
    fc->kw |= f;
    if (s > fc->strike)
        fc->strike = s;
    fc->strikes |= s == 2 ? FW_STRIKE_2 : s == 3 ? FW_STRIKE_3 : 0u;
}

static void perm_flag(fw_game *g, int card, const fw_skill *sk, const json_t *entry, void *vctx)
{
    (void)sk;
    flag_ctx *fc = vctx;
    const json_t *v = json_object_get(entry, fc->key);
    if (!v)
        return;
    if (strcmp(fc->key, "unaffected") == 0) {
        if (fw_sel_covers(g, v, fw_player_of(g, card), card, fc->card))
            fc->found = true;
        return;
    }
    if (!perm_covers(g, card, entry, fc->card))
        return;
    if (strcmp(fc->key, "cost_mod") == 0 || strcmp(fc->key, "combo_power") == 0) {
        fc->sum += (long)json_integer_value(v);
        return;
    }
    if (strcmp(fc->key, "keyword") == 0) {
        add_keyword(fc, json_string_value(v));
        return;
    }
    found_value(fc, json_string_value(v));
}

static void effects_flag(fw_game *g, flag_ctx *fc, fw_ef_kind kind)
{
    for (size_t i = 0; i < g->t.nef; i++) {
        const fw_effect *e = &g->t.ef[i];
        if (!applies(g, e, fc->card) || e->kind != (int)kind)
            continue;
        if (kind == FW_EF_KEYWORD) {
            add_keyword(fc, e->name);
        } else if (kind == FW_EF_COST || kind == FW_EF_COMBO) {
            fc->sum += e->value;
        } else if (e->name) {
            found_value(fc, e->name);
        } else if (!fc->want) {
            fc->found = true;
        }
    }
}

void fw_keywords(fw_game *g, int card, unsigned *kw, long *strike, unsigned *strikes)
{
    const fw_face *f = fw_face_of(g, card);
    flag_ctx fc = {.card = card, .key = "keyword", .kw = f->kw, .strike = f->strike,
                   .strikes = f->strikes};
    effects_flag(g, &fc, FW_EF_KEYWORD);
    fw_each_permanent(g, perm_flag, &fc);
    if (fc.kw != f->kw || fc.strike != f->strike || fc.strikes != f->strikes)
        RULE(g->run, "9-8-1-2");
    if ((fc.kw || fc.strike) && fw_negated(g, card, g->t.cards[card].inc, NULL)) {
        fc.kw = 0;               /* keyword skills negated: none of them applies (9-1-2) */
        fc.strike = 0;
        fc.strikes = 0;
    }
    *kw = fc.kw;
    *strike = fc.strike;
    *strikes = fc.strikes;
}

bool fw_has_keyword(fw_game *g, int card, unsigned kw)
{
    unsigned k, m;
    long s;
    fw_keywords(g, card, &k, &s, &m);
    return (k & kw) != 0;
}

long fw_strike(fw_game *g, int card)
{
    unsigned k, m;
    long s;
    fw_keywords(g, card, &k, &s, &m);
    return s;
}

unsigned fw_strikes(fw_game *g, int card)
{
    unsigned k, m;
    long s;
    fw_keywords(g, card, &k, &s, &m);
    return m;
}

json_t *fw_traits(fw_game *g, int card)
{
    json_t *all = json_deep_copy(fw_face_of(g, card)->traits);
    if (!all)
        all = json_array();
    flag_ctx fc = {.card = card, .key = "trait", .collect = all};
    effects_flag(g, &fc, FW_EF_TRAIT);
    fw_each_permanent(g, perm_flag, &fc);
    return all;
}

unsigned fw_colors(fw_game *g, int card)
{
    flag_ctx fc = {.card = card, .key = "color"};
    effects_flag(g, &fc, FW_EF_COLOR);
    fw_each_permanent(g, perm_flag, &fc);
    if (fc.colors)
        RULE(g->run, "9-8-1-2");         /* a color added by continuous effects */
    return fw_face_of(g, card)->colors | fc.colors;
}

bool fw_has_trait(fw_game *g, int card, const char *trait)
{
    const json_t *traits = fw_face_of(g, card)->traits;
    size_t i;
    const json_t *t;
    if (json_array_size(traits) >= 2)
        RULE(g->run, "2-8-3");
    json_array_foreach(traits, i, t)
        if (strcmp(json_string_value(t), trait) == 0) {
            RULE(g->run, "2-8-1-1");     /* exact match only */
            return true;
        }
    flag_ctx fc = {.card = card, .key = "trait", .want = trait};
    effects_flag(g, &fc, FW_EF_TRAIT);
    fw_each_permanent(g, perm_flag, &fc);
    if (fc.found)
        RULE(g->run, "2-8-5");
    return fc.found;
}

bool fw_forbidden(fw_game *g, int card, const char *what)
{
    flag_ctx fc = {.card = card, .key = "forbid", .want = what};
    effects_flag(g, &fc, FW_EF_FORBID);
    fw_each_permanent(g, perm_flag, &fc);
    return fc.found;
}

bool fw_unaffected(fw_game *g, int card)
{
    flag_ctx fc = {.card = card, .key = "unaffected"};
    effects_flag(g, &fc, FW_EF_UNAFFECTED);
    fw_each_permanent(g, perm_flag, &fc);
    return fc.found;
}

long fw_cost_mod(fw_game *g, int card)
{
    flag_ctx fc = {.card = card, .key = "cost_mod"};
    effects_flag(g, &fc, FW_EF_COST);
    fw_each_permanent(g, perm_flag, &fc);
    if (fc.sum)
        RULE(g->run, "9-5-5");
    return fc.sum;
}

bool fw_negated(fw_game *g, int card, unsigned serial, const fw_skill *sk)
{
    bool keyword_skill = !sk || sk->kind == FW_SK_EVOLVE || sk->kind == FW_SK_FUSION ||
                         sk->kind == FW_SK_AWAKEN;
    for (size_t i = 0; i < g->t.nef; i++) {
        const fw_effect *e = &g->t.ef[i];
        if (e->kind != FW_EF_NEGATE || e->ended || e->card != card || e->inc != serial)
            continue;
        bool all = strcmp(e->name, "all") == 0;
        if (!all && !keyword_skill)
            continue;            /* 15-1-3: a skill that is no keyword skill stays valid */
        RULE(g->run, "9-1-1");
        RULE(g->run, "9-1-2");           /* invalid: not declared, generating no effect */
        if (!all)
            RULE(g->run, "15-1-3");
        return true;
    }
    return false;
}

long fw_combo_power(fw_game *g, int card)
{
    if (!g->c[card].has_combo)
        return 0;                /* no combo power: none is added to it (5-6-2-1) */
    flag_ctx fc = {.card = card, .key = "combo_power"};
    effects_flag(g, &fc, FW_EF_COMBO);
    fw_each_permanent(g, perm_flag, &fc);
    long v = g->c[card].combo + fc.sum;
    if (fc.sum)
        RULE(g->run, "9-8-1-3");         /* a number changed by continuous effects */
    if (v < 0) {
        RULE(g->run, "0-2-9");           /* below 0 other than power: read as 0 */
        v = 0;
    }
    return v;
}

typedef struct life_ctx {
    int player;
    long life;
} life_ctx;

static void perm_life(fw_game *g, int card, const fw_skill *sk, const json_t *entry, void *vctx)
{
    (void)sk;
    life_ctx *lc = vctx;
    const json_t *v = json_object_get(entry, "start_life");
    if (v && fw_player_of(g, card) == lc->player)
        lc->life = (long)json_integer_value(v);
}

long fw_start_life(fw_game *g, int player)
{
    life_ctx lc = {.player = player, .life = 8};
    fw_each_permanent(g, perm_life, &lc);
    return lc.life < 0 ? 0 : lc.life;
}

/* --- 13-13: what must be done to do an act --------------------------------------------------- */

typedef struct require_ctx {
    int card;
    const char *act;
    json_t *cost;                /* the cost parts of every requirement found */
} require_ctx;

static void add_parts(json_t *all, const json_t *cost)
{
    size_t i;
    const json_t *part;
    json_array_foreach(cost, i, part)
        json_array_append(all, (json_t *)part);
}

static void perm_require(fw_game *g, int card, const fw_skill *sk, const json_t *entry,
                         void *vctx)
{
    (void)sk;
    require_ctx *rc = vctx;
    const json_t *v = json_object_get(entry, "require");
    if (v && strcmp(json_string_value(v), rc->act) == 0 && perm_covers(g, card, entry, rc->card))
        add_parts(rc->cost, json_object_get(entry, "cost"));
}

json_t *fw_required(fw_game *g, int card, const char *act)
{
    require_ctx rc = {.card = card, .act = act, .cost = json_array()};
    for (size_t i = 0; i < g->t.nef; i++) {
        const fw_effect *e = &g->t.ef[i];
        if (applies(g, e, card) && e->kind == FW_EF_REQUIRE && strcmp(e->name, act) == 0)
            add_parts(rc.cost, e->data);
    }
    fw_each_permanent(g, perm_require, &rc);
    if (json_array_size(rc.cost) == 0) {
        json_decref(rc.cost);
        return NULL;
    }
    return rc.cost;
}
