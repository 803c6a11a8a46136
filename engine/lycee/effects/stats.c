/* stats.c — what a character is now: its values (0222: AP, DP, SP, DMG, their bounds, ∞, division
 * by 0) after the modifications given to it, accumulated in the order given (0910, 1580:能力値修正:
 * +N, Xにする, 入れ替える) with those of continuous effects (0903: its own, an item's on it, an area's,
 * another character's; a team's, 0225), each source's effect once (0903/持続的処理の重複の禁止),
 * none from a source given 「消失する情報」 (0903/常時型効果の消失, 復帰); its attributes (0212~r1),
 * its basic and special abilities (printed, gained, lost: 1580), 登場ターン制限 (0810, 1100:アグレッシブ),
 * and the information effects gave it (prohibitions, 1500/否定の優先; 1540; 1600). */
#include "engine/lycee/effects/effects.h"
#include "engine/lycee/board/board.h"
#include "engine/lycee/setup/setup.h"

#include <stdlib.h>
#include <string.h>

enum { MAX_CONT = 64, MAX_MODS = 128 };

typedef struct cont {
    int source;
    const json_t *entry;
    long stamp;
    int ability;
} cont;

int ly_this_of(ly_game *g, int card)
{
    if (card < 0)
        return -1;
    const ly_card *c = &g->c[card];
    if (c->type == LY_T_ITEM && c->role == LY_ROLE_ITEM)
        return ly_host_of(g, card);
    if (c->type == LY_T_AREA) {
        int zone = ly_zone_of(g, card);
        RULE(g->run, "0250/エリアカードの効果/例外~n2");    /* 「このキャラ」: its field's character */
        return ly_is_field(zone) ? ly_char_at(g, ly_player_of(g, card), zone) : -1;
    }
    return card;
}

int ly_user_of(const ly_game *g, int card)
{
    int host = ly_host_of(g, card);
    if (host >= 0)
        return ly_player_of(g, host);
    int p = ly_player_of(g, card);
    return ly_is_field(ly_zone_of(g, card)) && p >= 0 ? p : ly_owner(g, card);
}

tcg_effect *ly_give(ly_game *g, int kind, long value, int card, int master, int until)
{
    tcg_effect *e = tcg_effect_add(&g->t, kind, card, master, until);
    e->value = value;
    return e;
}

void ly_end_effects(ly_game *g, int until)
{
    for (size_t i = 0; i < g->t.nef; i++) {
        const tcg_effect *e = &g->t.ef[i];
        if (!e->ended && e->until == until && e->kind <= LY_EF_SWAP &&
            tcg_effect_applies(&g->t, e, e->card)) {
            RULE(g->run, "0910/消失");    /* the values are worked out again without it */
            break;
        }
    }
    tcg_effects_end(&g->t, until, -1);
}

bool ly_has_info(ly_game *g, int card, int kind, long value)
{
    for (size_t i = 0; i < g->t.nef; i++) {
        const tcg_effect *e = &g->t.ef[i];
        if (e->kind == kind && e->value == value && tcg_effect_applies(&g->t, e, card))
            return true;
    }
    return false;
}

int ly_gained_of(ly_game *g, const json_t *src, bool basic, int giver)
{
    for (size_t i = 0; i < g->ngained; i++)
        if (g->gained[i].src == src)
            return (int)i;
    if (g->ngained == g->capgained) {
        g->capgained = g->capgained ? 2 * g->capgained : 8;
        g->gained = xrealloc(g->gained, g->capgained * sizeof *g->gained);
    }
    ly_gained *x = &g->gained[g->ngained];
    *x = (ly_gained){.basic = basic, .src = src, .giver = giver};
    eng_trace_pause(g->run);
    if (basic)
        ly_basic_read(g, src, "gained", &x->b);
    else
        ly_ability_read(g, src, "gained", LY_T_CHARACTER, &x->a);
    eng_trace_resume(g->run);
    return (int)g->ngained++;
}

/* --- abilities now ----------------------------------------------------------------------------- */

const ly_ability *ly_ability_of(ly_game *g, int card, int index, ly_ref *ref)
{
    const ly_card *c = &g->c[card];
    if (index < 0)
        return NULL;
    if ((size_t)index < c->nabil) {
        if (ref)
            *ref = (ly_ref){card, LY_REF_ABILITY, index};
        if (ly_has_info(g, card, LY_EF_LOSE_ABILITY, index)) {
            RULE(g->run, "1580:特殊能力を失う");
            return NULL;
        }
        return &c->abil[index];
    }
    int k = index - (int)c->nabil;
    for (size_t i = 0; i < g->t.nef; i++) {
        const tcg_effect *e = &g->t.ef[i];
        if (e->kind != LY_EF_GAIN || !tcg_effect_applies(&g->t, e, card))
            continue;
        if (k-- == 0) {
            RULE(g->run, "1580:特殊能力を得る");
            if (ref)
                *ref = (ly_ref){card, LY_REF_GAINED, (int)e->value};
            return &g->gained[e->value].a;
        }
    }
    if (ref)
        *ref = (ly_ref){card, LY_REF_ABILITY, index};
    return NULL;
}

const ly_ability *ly_ref_ability(ly_game *g, ly_ref ref)
{
    if (ref.kind == LY_REF_GAINED)
        return &g->gained[ref.index].a;
    if (ref.kind == LY_REF_ABILITY && ref.index >= 0 && (size_t)ref.index < g->c[ref.card].nabil)
        return &g->c[ref.card].abil[ref.index];
    return NULL;
}

const ly_basic *ly_ref_basic(ly_game *g, ly_ref ref)
{
    if (ref.kind == LY_REF_GAINED_BASIC)
        return &g->gained[ref.index].b;
    if (ref.kind == LY_REF_BASIC && ref.index >= 0 && (size_t)ref.index < g->c[ref.card].nbasics)
        return &g->c[ref.card].basics[ref.index];
    return NULL;
}

/* --- continuous effects ------------------------------------------------------------------------- */

/* Whether the source's continuous ability applies now (0903/常時型効果の発生; 0240/効果/処理,
 * 0250/効果/処理 and their 例外: the ability's zone). */
bool ly_continuous_active(ly_game *g, int source, const ly_ability *a)
{
    const ly_card *c = &g->c[source];
    int zone = ly_zone_of(g, source);
    bool there;
    if (a->zone >= 0) {
        there = zone == a->zone && c->role == LY_ROLE_NONE;
        if (there && c->type == LY_T_AREA) {
            RULE(g->run, "0250/効果/例外");
            RULE(g->run, "0250/エリアカードの効果/例外");
        } else if (there) {
            RULE(g->run, "0240/効果/例外");
        }
    } else if (c->type == LY_T_ITEM) {
        there = c->role == LY_ROLE_ITEM;
    } else if (c->type == LY_T_AREA) {
        RULE(g->run, "0250/エリアカードの効果/例外~n3");    /* continuous unless marked */
        there = ly_is_field(zone) && c->role == LY_ROLE_NONE;
    } else {
        there = ly_on_field(g, source);
    }
    if (!there)
        return false;
    if (ly_has_info(g, source, LY_EF_DISABLE, 0)) {
        RULE(g->run, "0903/常時型効果の消失");
        return false;
    }
    return true;
}

/* Every continuous entry applying now, its source and stamp (0910/累積's order). */
static size_t continuous(ly_game *g, cont *out, size_t max)
{
    size_t n = 0;
    if (g->cont_depth)
        return 0;                /* a continuous effect's own filter reads the printed values */
    for (size_t i = 0; i < g->t.ncards; i++) {
        int card = (int)i;
        for (int k = 0; n < max; k++) {
            const ly_ability *a = ly_ability_of(g, card, k, NULL);
            if (!a && (size_t)k >= g->c[card].nabil)
                break;
            if (!a || a->kind != LY_K_CONTINUOUS || !ly_continuous_active(g, card, a))
                continue;
            for (size_t e = 0; e < json_array_size(a->continuous) && n < max; e++)
                out[n++] = (cont){card, json_array_get(a->continuous, e), g->c[card].stamp, k};
        }
    }
    return n;
}

static bool entry_targets(ly_game *g, const cont *c, int card)
{
    const json_t *t = json_object_get(c->entry, "target");
    if (json_is_string(t))
        return ly_this_of(g, c->source) == card;
    RULE(g->run, "0903/使用者");     /* 「味方」「相手」 from its source's user */
    ly_ctx x = {.user = ly_user_of(g, c->source), .card = c->source, .trigger_card = -1};
    g->cont_depth++;
    bool yes = ly_filter(g, &x, json_object_get(t, "all"), card);
    g->cont_depth--;
    return yes;
}

/* --- values (0222, 0910) ------------------------------------------------------------------------- */

typedef struct mod {
    long stamp;
    size_t seq;                  /* the order collected: equal stamps keep it */
    int op;                      /* LY_EF_ADD / SET / DIV / SWAP */
    int stat, stat2;
    long value;
} mod;

static int by_stamp(const void *a, const void *b)
{
    const mod *x = a, *y = b;
    if (x->stamp != y->stamp)
        return (x->stamp > y->stamp) - (x->stamp < y->stamp);
    return (x->seq > y->seq) - (x->seq < y->seq);
}

static size_t entry_mods(ly_game *g, const json_t *m, long stamp, mod *out, size_t n)
{
    const char *key;
    const json_t *v;
    json_object_foreach((json_t *)m, key, v) {
        if (n == MAX_MODS)
            break;
        int s = eng_enum_index(ly_stat_names, key);
        if (json_is_integer(v))
            out[n++] = (mod){stamp, 0, LY_EF_ADD, s, 0, (long)json_integer_value(v)};
        else if (json_object_get(v, "set"))
            out[n++] = (mod){stamp, 0, LY_EF_SET, s, 0,
                             (long)json_integer_value(json_object_get(v, "set"))};
        else
            out[n++] = (mod){stamp, 0, LY_EF_DIV, s, 0,
                             (long)json_integer_value(json_object_get(v, "div"))};
    }
    (void)g;
    return n;
}

static void values(ly_game *g, int card, long v[LY_NSTATS])
{
    const ly_card *c = &g->c[card];
    memcpy(v, c->stat, sizeof c->stat);
    RULE(g->run, "0201/初期情報・基本値");
    if (c->type != LY_T_CHARACTER)
        return;
    mod mods[MAX_MODS];
    size_t n = 0;
    for (size_t i = 0; i < g->t.nef && n < MAX_MODS; i++) {
        const tcg_effect *e = &g->t.ef[i];
        if (e->kind > LY_EF_SWAP || !tcg_effect_applies(&g->t, e, card))
            continue;
        if (e->kind == LY_EF_SWAP)
            mods[n++] = (mod){e->stamp, 0, LY_EF_SWAP, (int)e->value / 4, (int)e->value % 4, 0};
        else
            mods[n++] = (mod){e->stamp, 0, e->kind & ~3, e->kind & 3, 0, e->value};
    }
    if (ly_on_field(g, card)) {
        cont cs[MAX_CONT];
        size_t nc = continuous(g, cs, MAX_CONT);
        for (size_t i = 0; i < nc; i++) {
            const json_t *m = json_object_get(cs[i].entry, "mod");
            if (m && entry_targets(g, &cs[i], card)) {
                RULE(g->run, "0903/常時型効果の発生");
                RULE(g->run, "0903/持続的処理の重複の禁止");
                RULE(g->run, "0903/宣言型効果・誘発型効果の付与~n1");
                n = entry_mods(g, m, cs[i].stamp, mods, n);
            }
        }
        int p = ly_player_of(g, card);
        for (size_t t = 0; t < c->nteams; t++) {
            long count = 0;
            for (int z = LY_AF_LEFT; z <= LY_DF_RIGHT; z++) {
                int ch = ly_char_at(g, p, z);
                count += ch >= 0 && ly_has_type(g, ch, c->teams[t].type);
            }
            RULE(g->run, "0225/条件・効果");
            RULE(g->run, "0225/条件・効果~n1");   /* 「このキャラ自身も含まれます」; equal is not more */
            if (count <= c->teams[t].count)
                continue;
            RULE(g->run, "0225/効果型");
            for (int s = 0; s < LY_NSTATS && n < MAX_MODS; s++)
                if (c->teams[t].mod[s])
                    mods[n++] = (mod){c->stamp, 0, LY_EF_ADD, s, 0, c->teams[t].mod[s]};
        }
    }
    for (size_t i = 0; i < n; i++)
        mods[i].seq = i;
    qsort(mods, n, sizeof *mods, by_stamp);
    if (n)
        RULE(g->run, "0910/累積");
    for (size_t i = 0; i < n; i++) {
        mod *m = &mods[i];
        switch (m->op) {
        case LY_EF_ADD:
            v[m->stat] += m->value;
            break;
        case LY_EF_SET:
            RULE(g->run, "1580:能力値修正/Xにする");
            RULE(g->run, "1580:能力値修正/Xにする~r1");
            v[m->stat] = m->value;
            break;
        case LY_EF_DIV:
            if (m->value == 0) {
                RULE(g->run, "0222/0による除算");     /* 「解は元値と同じ」 */
                RULE(g->run, "0222/0による除算~r1");
            } else {
                v[m->stat] /= m->value;                /* LY-DIVIDE: toward zero */
            }
            break;
        default: {
            RULE(g->run, "1580:能力値修正/入れ替える");
            RULE(g->run, "1580:能力値修正/入れ替える~r1");
            long t = v[m->stat];
            v[m->stat] = v[m->stat2];
            v[m->stat2] = t;
        }
        }
    }
}

long ly_stat(ly_game *g, int card, int stat)
{
    long v[LY_NSTATS];
    values(g, card, v);
    long x = v[stat];
    if (x > 127) {
        RULE(g->run, "0222/上限");
        RULE(g->run, "0222/無限大(∞)");
        x = 127;
    }
    if (stat == LY_AP && x < -127) {
        RULE(g->run, "0222/下限");                       /* LY-LOWER-BOUND: AP only */
        RULE(g->run, "0222/-無限大(-∞)");
        x = -127;
    }
    return x;
}

unsigned ly_attrs(ly_game *g, int card)
{
    unsigned a = g->c[card].attrs;
    mod ops[MAX_MODS];
    size_t n = 0;
    for (size_t i = 0; i < g->t.nef && n < MAX_MODS; i++) {
        const tcg_effect *e = &g->t.ef[i];
        if ((e->kind == LY_EF_ATTR_ADD || e->kind == LY_EF_ATTR_LOSE) &&
            tcg_effect_applies(&g->t, e, card))
            ops[n++] = (mod){e->stamp, 0, e->kind, 0, 0, e->value};
    }
    if (ly_on_field(g, card)) {
        cont cs[MAX_CONT];
        size_t nc = continuous(g, cs, MAX_CONT);
        for (size_t i = 0; i < nc && n < MAX_MODS; i++) {
            const json_t *at = json_object_get(cs[i].entry, "attribute");
            if (at && entry_targets(g, &cs[i], card))
                ops[n++] = (mod){cs[i].stamp, 0, LY_EF_ATTR_ADD, 0, 0,
                                 ly_attr_index(json_string_value(at))};
        }
    }
    for (size_t i = 0; i < n; i++)
        ops[i].seq = i;
    qsort(ops, n, sizeof *ops, by_stamp);
    for (size_t i = 0; i < n; i++) {
        RULE(g->run, "0212~r1");       /* a set: held once, lost whatever the history */
        if (ops[i].op == LY_EF_ATTR_ADD)
            a |= 1u << ops[i].value;
        else
            a &= ~(1u << ops[i].value);
    }
    return a;
}

/* --- abilities, restrictions, information ----------------------------------------------------------- */

size_t ly_basics(ly_game *g, int card, const ly_basic **out, ly_ref *refs, size_t max)
{
    const ly_card *c = &g->c[card];
    size_t n = 0;
    unsigned lost = 0;
    for (size_t i = 0; i < g->t.nef; i++) {
        const tcg_effect *e = &g->t.ef[i];
        if (e->kind == LY_EF_LOSE_BASIC && tcg_effect_applies(&g->t, e, card))
            lost |= 1u << e->value;
    }
    if (lost)
        RULE(g->run, "1580:基本能力を失う");
    for (size_t i = 0; i < c->nbasics && n < max; i++)
        if (!(lost & (1u << c->basics[i].name))) {
            refs[n] = (ly_ref){card, LY_REF_BASIC, (int)i};
            out[n++] = &c->basics[i];
        }
    for (size_t i = 0; i < g->t.nef && n < max; i++) {
        const tcg_effect *e = &g->t.ef[i];
        if (e->kind != LY_EF_GAIN_BASIC || !tcg_effect_applies(&g->t, e, card) ||
            (lost & (1u << g->gained[e->value].b.name)))
            continue;
        RULE(g->run, "1580:基本能力を得る");
        refs[n] = (ly_ref){card, LY_REF_GAINED_BASIC, (int)e->value};
        out[n++] = &g->gained[e->value].b;
    }
    if (ly_on_field(g, card)) {
        cont cs[MAX_CONT];
        size_t nc = continuous(g, cs, MAX_CONT);
        for (size_t i = 0; i < nc && n < max; i++) {
            const json_t *b = json_object_get(cs[i].entry, "gain_basic");
            if (!b || !entry_targets(g, &cs[i], card))
                continue;
            int k = ly_gained_of(g, b, true, cs[i].source);
            if (lost & (1u << g->gained[k].b.name))
                continue;
            RULE(g->run, "0903/宣言型効果・誘発型効果の付与");
            refs[n] = (ly_ref){card, LY_REF_GAINED_BASIC, k};
            out[n++] = &g->gained[k].b;
        }
    }
    return n;
}

int ly_basic_count(ly_game *g, int card, int name)
{
    const ly_basic *b[32];
    ly_ref refs[32];
    size_t n = ly_basics(g, card, b, refs, 32);
    int count = 0;
    for (size_t i = 0; i < n; i++)
        count += b[i]->name == name;
    return count;
}

bool ly_restricted(ly_game *g, int card)
{
    if (!g->c[card].fresh)
        return false;
    if (ly_basic_count(g, card, LY_B_AGGRESSIVE)) {
        RULE(g->run, "1100:アグレッシブ/効果型");
        RULE(g->run, "1100:アグレッシブ/効果");     /* 「登場ターン制限」の情報を失う */
        return false;
    }
    if (ly_has_info(g, card, LY_EF_LOSE_BASIC, LY_B_AGGRESSIVE))
        RULE(g->run, "1100:アグレッシブ/効果~r1");   /* 失った「登場ターン制限」が復帰します */
    return true;
}

bool ly_forbidden(ly_game *g, int card, int act)
{
    bool yes = ly_has_info(g, card, LY_EF_FORBID, act);
    if (!yes && ly_on_field(g, card)) {
        cont cs[MAX_CONT];
        size_t nc = continuous(g, cs, MAX_CONT);
        for (size_t i = 0; i < nc && !yes; i++) {
            const json_t *f = json_object_get(cs[i].entry, "forbid");
            yes = f && eng_enum_index(ly_act_names, json_string_value(f)) == act &&
                  entry_targets(g, &cs[i], card);
        }
    }
    if (yes)
        RULE(g->run, "1500/否定の優先");
    return yes;
}
