/* values.c — what a card is with its continuous effects: its parameters (the printed value as
 * base, 6-10-1; non-permanent modifications and fixes in the order they resolved, then the
 * permanents' additions; a permanent's fix over everything, the first one applied, 0-2-12,
 * HB-PERMANENT-FIX; 「-」 unaffected, 1-3-2-1-2), its attributes (gains applied before numbers,
 * 6-10-1), its immunity (7-6-1); the prohibitions on a player (0-2-6, 0-2-6-1); continuous
 * effects made and ended by their durations (0-2-11, 5-19, 8-6-4, 5-3-2 ④⑤); the reach of a
 * permanent (6-5-1) and the cards that left it this turn (6-5-2). */
#include "engine/haikyu_break/skills/skills.h"

#include <stdlib.h>
#include <string.h>

/* One membership of a permanent's reach (out: the card left it this turn, 6-5-2). */
struct hb_reach {
    int holder;
    unsigned holder_inc;
    int skill;
    int entry;
    int card;
    unsigned inc;
    bool out;
    bool seen;
};

static const char *const until_names[] = {"cleanup", "phase", "turn", "set", "next-turn", NULL};

/* The context of a permanent's entries: its holder as source, its master. */
static hb_ctx perm_ctx(hb_game *g, int holder, int skill)
{
    hb_ctx x;
    hb_ctx_init(&x, holder, skill, hb_player_of(g, holder));
    return x;
}

/* The skill is a permanent that applies now (6-5-1): valid, not negated, its condition met. */
static bool perm_applies(hb_game *g, int holder, int skill)
{
    const hb_skill *s = hb_skill_at(g, holder, skill);
    if (!s || s->kind != HB_SK_PERMANENT || !s->continuous)
        return false;
    g->perm_depth++;
    bool ok = hb_skill_live(g, holder, skill);
    if (ok && s->condition) {
        hb_ctx x = perm_ctx(g, holder, skill);
        ok = hb_cond(g, &x, s->condition);
        hb_ctx_free(&x);
        if (!ok)
            RULE(g->run, "6-3-1-1");        /* its condition unmet: no effect, at once */
    }
    g->perm_depth--;
    return ok;
}

/* The target selector of a continuous entry. */
static const json_t *entry_target(const json_t *e)
{
    const json_t *t = json_object_get(e, "negate");
    if (!t)
        t = json_object_get(e, "unaffected");
    if (!t)
        t = json_object_get(e, "target");
    return t;
}

/* Whether the entry's target takes the card now, ignoring 6-5-2. */
static bool perm_takes(hb_game *g, int holder, int skill, const json_t *entry, int card)
{
    hb_ctx x = perm_ctx(g, holder, skill);
    tcg_list l = {0};
    const json_t *t = entry_target(entry);
    g->perm_depth++;
    if (t)
        hb_select_possible(g, &x, t, &l);
    else
        tcg_list_push(&l, holder);
    g->perm_depth--;
    bool in = tcg_list_has(&l, card);
    tcg_list_free(&l);
    hb_ctx_free(&x);
    return in;
}

static hb_reach *reach_find(hb_game *g, int holder, int skill, int entry, int card, bool out)
{
    for (size_t i = 0; i < g->nreach; i++) {
        hb_reach *r = &g->reach[i];
        if (r->holder == holder && r->holder_inc == g->t.cards[holder].inc &&
            r->skill == skill && r->entry == entry && r->card == card &&
            r->inc == g->t.cards[card].inc && r->out == out)
            return r;
    }
    return NULL;
}

/* 6-10-2: a permanent changing the information of the cards of a zone applies to a card as it
 * enters the zone. */
static void zone_effect(hb_game *g, const json_t *entry)
{
    if (json_object_get(json_object_get(entry, "target"), "all"))
        RULE(g->run, "6-10-2");
}

bool hb_perm_reaches(hb_game *g, int holder, int skill, size_t entry, int card)
{
    if (g->perm_depth > 0 || !perm_applies(g, holder, skill))
        return false;
    const hb_skill *s = hb_skill_at(g, holder, skill);
    if (!perm_takes(g, holder, skill, json_array_get(s->continuous, entry), card))
        return false;
    if (reach_find(g, holder, skill, (int)entry, card, true)) {
        RULE(g->run, "6-5-2");     /* it left the reach this turn: not again */
        return false;
    }
    RULE(g->run, "6-5-1");
    RULE(g->run, "1-3-3-1");
    return true;
}

void hb_reach_reset(hb_game *g)
{
    size_t kept = 0;
    for (size_t i = 0; i < g->nreach; i++)
        if (!g->reach[i].out)
            g->reach[kept++] = g->reach[i];
    g->nreach = kept;
}

void hb_reach_sweep(hb_game *g)
{
    if (g->perm_depth > 0)
        return;
    eng_trace_pause(g->run);        /* book-keeping: no rule is applied here */
    for (size_t i = 0; i < g->nreach; i++)
        g->reach[i].seen = false;
    for (size_t h = 0; h < g->t.ncards; h++)
        for (size_t s = 0; s < g->c[h].nskills; s++) {
            if (!perm_applies(g, (int)h, (int)s))
                continue;
            const json_t *cont = g->c[h].skills[s].continuous;
            for (size_t k = 0; k < json_array_size(cont); k++) {
                const json_t *e = json_array_get(cont, k);
                if (!entry_target(e))
                    continue;          /* a player's prohibition or point: no card reach */
                for (size_t c = 0; c < g->t.ncards; c++) {
                    if (!perm_takes(g, (int)h, (int)s, e, (int)c))
                        continue;
                    if (reach_find(g, (int)h, (int)s, (int)k, (int)c, true))
                        continue;
                    hb_reach *r = reach_find(g, (int)h, (int)s, (int)k, (int)c, false);
                    if (!r) {
                        HB_GROW(g->reach, g->nreach, g->capreach, 16);
                        r = &g->reach[g->nreach++];
                        *r = (hb_reach){(int)h, g->t.cards[h].inc, (int)s, (int)k, (int)c,
                                        g->t.cards[c].inc, false, false};
                    }
                    r->seen = true;
                }
            }
        }
    for (size_t i = 0; i < g->nreach; i++)
        if (!g->reach[i].out && !g->reach[i].seen)
            g->reach[i].out = true;    /* it left the reach (6-5-2) */
    eng_trace_resume(g->run);
}

/* --- parameters ------------------------------------------------------------------------------ */

bool hb_param_original(const hb_game *g, int card, int p, long *out)
{
    *out = g->c[card].param[p].v;
    return g->c[card].param[p].has;
}

static int by_stamp(const void *a, const void *b)
{
    const tcg_effect *x = *(const tcg_effect *const *)a, *y = *(const tcg_effect *const *)b;
    return (x->stamp > y->stamp) - (x->stamp < y->stamp);
}

/* The permanents' modifications of parameter p of the card: the first fix (*fixed), the sum
 * of the additions. */
static void perm_params(hb_game *g, int card, int p, bool *fixed, long *fix, long *add)
{
    *fixed = false;
    *add = 0;
    if (g->perm_depth > 0)
        return;
    long first = 0;
    for (size_t h = 0; h < g->t.ncards; h++)
        for (size_t s = 0; s < g->c[h].nskills; s++) {
            const json_t *cont = g->c[h].skills[s].continuous;
            for (size_t k = 0; k < json_array_size(cont); k++) {
                const json_t *e = json_array_get(cont, k);
                const char *pn = json_string_value(json_object_get(e, "param"));
                if (!pn || strcmp(pn, hb_param_names[p]) != 0 ||
                    !hb_perm_reaches(g, (int)h, (int)s, k, card))
                    continue;
                zone_effect(g, e);
                hb_ctx x = perm_ctx(g, (int)h, (int)s);
                long n = 0;
                g->perm_depth++;
                const json_t *setv = json_object_get(e, "set");
                hb_number_now(g, &x, setv ? setv : json_object_get(e, "add"), &n);
                g->perm_depth--;
                hb_ctx_free(&x);
                if (!setv) {
                    *add += n;
                } else if (!*fixed || g->c[h].stamp < first) {
                    *fixed = true;      /* the first applied wins (0-2-12) */
                    *fix = n;
                    first = g->c[h].stamp;
                }
            }
        }
}

bool hb_param_now(hb_game *g, int card, int p, long *out)
{
    long v;
    if (!hb_param_original(g, card, p, &v)) {
        *out = 0;
        return false;                  /* 1-3-2-1-2: 「-」 takes no modification */
    }
    bool fixed;
    long fix, add;
    perm_params(g, card, p, &fixed, &fix, &add);
    if (fixed) {
        RULE(g->run, "0-2-12");        /* a permanent's fix wins over everything */
        *out = fix;
        return true;
    }
    const tcg_effect **mods = xmalloc((g->t.nef ? g->t.nef : 1) * sizeof *mods);
    size_t n = 0;
    for (size_t i = 0; i < g->t.nef; i++) {
        const tcg_effect *e = &g->t.ef[i];
        if ((e->kind == HB_EF_PARAM_ADD || e->kind == HB_EF_PARAM_SET) &&
            tcg_effect_applies(&g->t, e, card) && strcmp(e->name, hb_param_names[p]) == 0)
            mods[n++] = e;
    }
    qsort(mods, n, sizeof *mods, by_stamp);
    for (size_t i = 0; i < n; i++)
        v = mods[i]->kind == HB_EF_PARAM_SET ? mods[i]->value : v + mods[i]->value;
    free(mods);
    *out = v + add;
    return true;
}

/* --- attributes and immunity ----------------------------------------------------------------- */

/* Calls fn(word, ud) for each value of the card's attribute: printed, gained, gained by a
 * permanent. */
static void each_attr(hb_game *g, int card, int attr, void (*fn)(const char *w, void *ud),
                      void *ud)
{
    const json_t *a = g->c[card].attr[attr];
    for (size_t i = 0; i < json_array_size(a); i++)
        fn(json_string_value(json_array_get(a, i)), ud);
    for (size_t i = 0; i < g->t.nef; i++) {
        const tcg_effect *e = &g->t.ef[i];
        if (e->kind == HB_EF_GAIN && tcg_effect_applies(&g->t, e, card) &&
            strcmp(e->name, hb_attr_names[attr]) == 0)
            fn(e->data, ud);
    }
    if (g->perm_depth > 0)
        return;
    for (size_t h = 0; h < g->t.ncards; h++)
        for (size_t s = 0; s < g->c[h].nskills; s++) {
            const json_t *cont = g->c[h].skills[s].continuous;
            for (size_t k = 0; k < json_array_size(cont); k++) {
                const json_t *gain = json_object_get(json_array_get(cont, k), "gain");
                const char *w = json_string_value(json_object_get(gain, hb_attr_names[attr]));
                if (w && hb_perm_reaches(g, (int)h, (int)s, k, card)) {
                    zone_effect(g, json_array_get(cont, k));
                    fn(w, ud);
                }
            }
        }
}

typedef struct attr_list {
    const char **out;
    size_t n, max;
    const char *want;
    bool found;
} attr_list;

static void collect(const char *w, void *ud)
{
    attr_list *l = ud;
    if (l->want && strcmp(l->want, w) == 0)
        l->found = true;
    for (size_t i = 0; i < l->n && i < l->max; i++)
        if (strcmp(l->out[i], w) == 0)
            return;
    if (l->n < l->max)
        l->out[l->n] = w;
    l->n++;
}

bool hb_has_attr(hb_game *g, int card, int attr, const char *word)
{
    const char *buf[16];
    attr_list l = {buf, 0, 16, word, false};
    each_attr(g, card, attr, collect, &l);
    return l.found;
}

size_t hb_attr_values(hb_game *g, int card, int attr, const char **out, size_t max)
{
    attr_list l = {out, 0, max, NULL, false};
    each_attr(g, card, attr, collect, &l);
    return l.n < max ? l.n : max;
}

bool hb_unaffected(hb_game *g, int card)
{
    for (size_t i = 0; i < g->t.nef; i++)
        if (g->t.ef[i].kind == HB_EF_UNAFFECTED && tcg_effect_applies(&g->t, &g->t.ef[i], card))
            return true;
    return hb_perm_verb_reaches(g, "unaffected", card);
}

bool hb_perm_verb_reaches(hb_game *g, const char *verb, int card)
{
    if (g->perm_depth > 0)
        return false;
    for (size_t h = 0; h < g->t.ncards; h++)
        for (size_t s = 0; s < g->c[h].nskills; s++) {
            const json_t *cont = g->c[h].skills[s].continuous;
            for (size_t k = 0; k < json_array_size(cont); k++)
                if (json_object_get(json_array_get(cont, k), verb) &&
                    hb_perm_reaches(g, (int)h, (int)s, k, card))
                    return true;
        }
    return false;
}

/* --- prohibitions ------------------------------------------------------------------------------ */

static bool forbid_matches(hb_game *g, const json_t *spec, int holder, int master,
                           const char *act, int card, int zone, int role)
{
    if (strcmp(json_string_value(json_object_get(spec, "forbid")), act) != 0)
        return false;
    const char *area = json_string_value(json_object_get(spec, "area"));
    if (area) {
        if (strcmp(area, "centre") == 0) {
            if (zone != HB_BLOCK || role != HB_ROLE_CENTRE)
                return false;
        } else if (strcmp(area, "side") == 0) {
            if (zone != HB_BLOCK || role != HB_ROLE_SIDE)
                return false;
        } else if (zone != eng_enum_index(hb_zone_names, area)) {
            return false;
        }
    }
    const json_t *f = json_object_get(spec, "filter");
    if (!f)
        return true;
    if (area && !strcmp(act, "appear"))
        RULE(g->run, "7-7-2~x1");          /* cards about to be characters of that area */
    hb_ctx x;
    hb_ctx_init(&x, holder, -1, master);
    bool match = card >= 0 && hb_filter(g, &x, card, f);
    hb_ctx_free(&x);
    if (json_is_true(json_object_get(spec, "only"))) {
        RULE(g->run, "0-2-6-1");       /* 「○○のみ可能」: everything else is forbidden */
        return !match;
    }
    return match;
}

bool hb_forbidden(hb_game *g, int player, const char *act, int card, int zone, int role)
{
    for (size_t i = 0; i < g->t.nef; i++) {
        const tcg_effect *e = &g->t.ef[i];
        if (!e->ended && e->kind == HB_EF_FORBID && (e->value == player || e->value < 0) &&
            forbid_matches(g, e->data, -1, e->master, act, card, zone, role)) {
            if (card >= 0 && hb_unaffected(g, card)) {
                RULE(g->run, "7-6-1");     /* the player is forbidden: the card too */
                RULE(g->run, "7-6-1~x1");
            }
            return true;
        }
    }
    if (g->perm_depth > 0)
        return false;
    for (size_t h = 0; h < g->t.ncards; h++)
        for (size_t s = 0; s < g->c[h].nskills; s++) {
            if (!perm_applies(g, (int)h, (int)s))
                continue;
            const json_t *cont = g->c[h].skills[s].continuous;
            int master = hb_player_of(g, (int)h);
            for (size_t k = 0; k < json_array_size(cont); k++) {
                const json_t *e = json_array_get(cont, k);
                if (!json_object_get(e, "forbid"))
                    continue;
                const char *who = json_string_value(json_object_get(e, "who"));
                int w = hb_who(who, master, master);
                if ((w == player || w < 0) &&
                    forbid_matches(g, e, (int)h, master, act, card, zone, role))
                    return true;
            }
        }
    return false;
}

/* --- making and ending effects ------------------------------------------------------------------ */

tcg_effect *hb_add_effect(hb_game *g, int kind, int card, int master, const json_t *until)
{
    int tag = HB_UNTIL_CLEANUP;
    if (until)
        tag = eng_enum_index(until_names, json_string_value(until));
    tcg_effect *e = tcg_effect_add(&g->t, kind, card, master, tag);
    if (tag == HB_UNTIL_NEXT_TURN) {
        RULE(g->run, "7-4-1");
        tcg_effect_defer(e, g->t.turn + 1);   /* the next turn of the rally */
    }
    return e;
}

void hb_end_effects(hb_game *g, int until, int master)
{
    tcg_effects_end(&g->t, until, master);
}

void hb_end_all_effects(hb_game *g, int master)
{
    for (size_t i = 0; i < g->t.nef; i++) {
        tcg_effect *e = &g->t.ef[i];
        if (e->master == master) {
            e->ended = true;
            e->begins = 0;
        }
    }
}

/* One continuous effect of setup.effects: an instruction's shape with `master`, its target a
 * card id. */
static int setup_effect(hb_game *g, const json_t *v, const char *what)
{
    static const char *const keys[] = {"master", "param", "add", "set", "target", "until",
                                       "forbid", "who", "area", "filter", "only", "negate",
                                       "unaffected", "gain", NULL};
    int master, card = -1;
    if (!json_is_object(v) || eng_only_keys(g->run, v, what, keys) != 0)
        return json_is_object(v) ? -1 : eng_error(g->run, "%s: an object expected", what);
    const json_t *m = json_object_get(v, "master");
    if (!m)
        return eng_error(g->run, "%s: \"master\" is required", what);
    if (tcg_get_player(&g->t, m, what, &master) != 0)
        return -1;
    const json_t *until = json_object_get(v, "until");
    static const char *const untils[] = {"phase", "turn", "set", NULL};
    if (until && (!json_is_string(until) || eng_enum_index(untils, json_string_value(until)) < 0))
        return eng_error(g->run, "%s.until: one of phase, turn, set expected", what);
    const char *verbs[] = {"param", "forbid", "negate", "unaffected", "gain"};
    const char *verb = NULL;
    for (size_t i = 0; i < 5; i++)
        if (json_object_get(v, verbs[i]))
            verb = verbs[i];
    if (!verb)
        return eng_error(g->run, "%s: one of param, forbid, negate, unaffected, gain expected",
                         what);
    const json_t *t = json_object_get(v, strcmp(verb, "negate") == 0 || strcmp(verb, "unaffected") == 0
                                             ? verb : "target");
    if (strcmp(verb, "forbid") != 0) {
        if (!t)
            return eng_error(g->run, "%s: the card it applies to is required", what);
        if (tcg_get_card(&g->t, t, what, &card) != 0)
            return -1;
    }
    if (strcmp(verb, "param") == 0) {
        int p = eng_enum_index(hb_param_names, json_string_value(json_object_get(v, "param")));
        const json_t *n = json_object_get(v, "set");
        bool set = n != NULL;
        if (!n)
            n = json_object_get(v, "add");
        if (p < 0 || !json_is_integer(n))
            return eng_error(g->run, "%s: a parameter and an integer \"add\" or \"set\" expected",
                             what);
        tcg_effect *e = hb_add_effect(g, set ? HB_EF_PARAM_SET : HB_EF_PARAM_ADD, card, master,
                                      until);
        e->name = hb_param_names[p];
        e->value = (long)json_integer_value(n);
    } else if (strcmp(verb, "forbid") == 0) {
        char path[128];
        eng_format(path, sizeof path, "%s", what);
        json_t *ins = json_deep_copy(v);
        json_object_del(ins, "master");
        int bad = hb_check_instruction(g, ins, path);
        json_decref(ins);
        if (bad)
            return -1;
        const char *who = json_string_value(json_object_get(v, "who"));
        tcg_effect *e = hb_add_effect(g, HB_EF_FORBID, -1, master, until);
        e->value = hb_who(who, master, master);
        e->data = (void *)v;
    } else if (strcmp(verb, "gain") == 0) {
        const json_t *gain = json_object_get(v, "gain");
        const char *k = json_is_object(gain) && json_object_size(gain) == 1
                        ? json_object_iter_key(json_object_iter((json_t *)gain)) : NULL;
        int a = k ? eng_enum_index(hb_attr_names, k) : -1;
        const char *w = a >= 0 ? json_string_value(json_object_get(gain, k)) : NULL;
        if (!w)
            return eng_error(g->run, "%s.gain: an attribute and its word expected", what);
        tcg_effect *e = hb_add_effect(g, HB_EF_GAIN, card, master, until);
        e->name = hb_attr_names[a];
        e->data = (void *)w;
    } else {
        hb_add_effect(g, strcmp(verb, "negate") == 0 ? HB_EF_NEGATE : HB_EF_UNAFFECTED, card,
                      master, until);
    }
    return 0;
}

int hb_setup_effects(hb_game *g, const json_t *effects)
{
    if (!effects)
        return 0;
    if (!json_is_array(effects))
        return eng_error(g->run, "setup.effects: an array expected");
    for (size_t i = 0; i < json_array_size(effects); i++) {
        char what[64];
        eng_format(what, sizeof what, "setup.effects[%zu]", i);
        if (setup_effect(g, json_array_get(effects, i), what) != 0)
            return -1;
    }
    return 0;
}
