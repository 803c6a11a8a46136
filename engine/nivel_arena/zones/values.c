/* values.c — what the rules read from the zones: lanes and opposing units (3.5.4), a unit's
 * power and hit with the effects that modify them and the continuous effects that apply (8.1.3.3:
 * passive 10.1.3, armed 10.1.8, hold the line 10.1.9, level link 10.1.10, an item's while
 * equipped 8.1.3.3.2), a negative value read as 0 (1.3.7.1); a player's size (4.7); the cost of
 * a field (6.4.1.1.2); a unit's keywords with its items' (8.6.1); equip conditions (3.5.6). */
#include "engine/nivel_arena/zones/zones.h"

#include <string.h>

int na_unit_at(const na_game *g, int player, int lane)
{
    const tcg_list *l = tcg_zone_c(&g->t, player, NA_UNIT1 + lane);
    return l->n ? l->v[0] : -1;
}

int na_lane_of(const na_game *g, int card)
{
    int z = g->t.cards[card].zone;   /* an item under a unit is in no zone (TCG_NOWHERE) */
    return NA_IS_UNIT_ZONE(z) ? z - NA_UNIT1 : -1;
}

int na_opposing(const na_game *g, int unit)
{
    int lane = na_lane_of(g, unit);
    return lane < 0 ? -1 : na_unit_at(g, na_other(g->t.cards[unit].player), lane);
}

static bool has_affil(const na_card *c, const char *a)
{
    for (int i = 0; i < c->naffil; i++)
        if (strcmp(c->affil[i], a) == 0)
            return true;
    return false;
}

/* Whether a continuous ability of `src` (in a unit zone, the level zone, or under a unit) is
 * valid now (2.6.2 and its keyword's condition). */
static bool valid(na_game *g, int src, const na_ability *ab)
{
    const tcg_card *t = &g->t.cards[src];
    int p = t->player;
    if (ab->kind == NA_AB_EQUIPPED)
        return t->host >= 0;
    RULE(g->run, "2.6.2");
    if (!(NA_IS_UNIT_ZONE(t->zone) || t->zone == NA_LEVEL))   /* an item's zone is none */
        return false;
    switch (ab->kind) {
    case NA_AB_PASSIVE:
        RULE(g->run, "10.1.3.2");
        return true;
    case NA_AB_ARMED: {
        if (!NA_IS_UNIT_ZONE(t->zone))
            return false;
        RULE(g->run, ab->affiliation ? "10.1.8.3" : "10.1.8.2");
        for (size_t i = 0; i < t->attached.n; i++)
            if (!ab->affiliation || has_affil(&g->c[t->attached.v[i]], ab->affiliation))
                return true;
        return false;
    }
    case NA_AB_LINE:
        RULE(g->run, "10.1.9.2");
        for (int lane = 0; lane < NA_LANES; lane++)
            if (na_unit_at(g, p, lane) < 0)
                return false;
        return true;
    default:   /* NA_AB_LEVELLINK: the continuous kinds are the only ones read here */
        RULE(g->run, "10.1.10.2");
        return g->level[p] >= ab->level;
    }
}

/* The sum of what valid continuous abilities add to `card`'s power (field 0) or hit (1), or to
 * `player`'s size (2, card -1). */
static long continuous(na_game *g, int card, int player, int field)
{
    long sum = 0;
    eng_trace_pause(g->run);
    for (size_t s = 0; s < g->t.ncards; s++) {
        const na_card *c = &g->c[s];
        const tcg_card *t = &g->t.cards[s];
        for (int i = 0; i < c->nab; i++) {
            const na_ability *ab = &c->ab[i];
            long v = field == 0 ? ab->power : field == 1 ? ab->hit : ab->size;
            if (v == 0 || ab->kind < NA_AB_PASSIVE)
                continue;
            int holder = t->host >= 0 ? t->host : (int)s;
            int owner = g->t.cards[holder].player;
            bool hits = field == 2 ? owner == player
                : ab->target == NA_TGT_OWN_UNITS
                    ? g->t.cards[card].player == owner && na_lane_of(g, card) >= 0
                    : holder == card;
            if (!hits)
                continue;
            eng_trace_resume(g->run);      /* the conditions read are applied */
            if (!valid(g, (int)s, ab)) {
                eng_trace_pause(g->run);
                continue;
            }
            RULE(g->run, "8.1.3.3");
            if (ab->kind == NA_AB_EQUIPPED) {
                RULE(g->run, "8.1.3.3.2");
                RULE(g->run, "8.6.1");
            } else {
                RULE(g->run, "8.1.3.3.1");
            }
            eng_trace_pause(g->run);
            sum += v;
        }
    }
    eng_trace_resume(g->run);
    return sum;
}

static long effects_sum(na_game *g, int card, int kind)
{
    long sum = 0;
    for (size_t i = 0; i < g->t.nef; i++) {
        const tcg_effect *e = &g->t.ef[i];
        if (e->kind == kind && tcg_effect_applies(&g->t, e, card))
            sum += e->value;
    }
    return sum;
}

long na_power_raw(na_game *g, int card)
{
    return g->c[card].power + effects_sum(g, card, NA_EF_POWER) + continuous(g, card, -1, 0);
}

long na_power(na_game *g, int card)
{
    long v = na_power_raw(g, card);
    if (v < 0)
        RULE(g->run, "1.3.7.1");   /* read as 0 */
    return v > 0 ? v : 0;
}

long na_hit(na_game *g, int card)
{
    long v = g->c[card].hit + effects_sum(g, card, NA_EF_HIT) + continuous(g, card, -1, 1);
    if (v < 0)
        RULE(g->run, "1.3.7.1");   /* read as 0 */
    return v > 0 ? v : 0;
}

long na_size(na_game *g, int player)
{
    RULE(g->run, "4.7.2");
    long v = g->level[player] + (long)tcg_zone(&g->t, player, NA_DAMAGE)->n;
    long mod = effects_sum(g, g->leader[player], NA_EF_SIZE) + continuous(g, -1, player, 2);
    if (mod != 0)
        RULE(g->run, "4.7.3");
    return v + mod < 0 ? 0 : v + mod;
}

long na_field_cost(na_game *g, int player, int except)
{
    long sum = 0;
    RULE(g->run, "3.1.2");
    for (int lane = 0; lane < NA_LANES; lane++) {
        int u = na_unit_at(g, player, lane);
        if (u < 0)
            continue;
        if (u == except) {
            RULE(g->run, "6.4.1.1.2.1");
            continue;
        }
        sum += g->c[u].cost;
        const tcg_list *items = &g->t.cards[u].attached;
        for (size_t i = 0; i < items->n; i++)
            sum += g->c[items->v[i]].cost;
    }
    const tcg_list *skills = tcg_zone(&g->t, player, NA_SKILL);
    for (size_t i = 0; i < skills->n; i++)
        sum += g->c[skills->v[i]].cost;
    return sum;
}

static void add_keys(na_keys *k, const na_keys *from)
{
    if (from->pierce > k->pierce)
        k->pierce = from->pierce;
    if (from->plunder > k->plunder)
        k->plunder = from->plunder;
    if (from->infiltrate > k->infiltrate)
        k->infiltrate = from->infiltrate;
    k->duelist |= from->duelist;
    k->self_destruct |= from->self_destruct;
    k->take_down |= from->take_down;
    k->ret |= from->ret;
    k->berserker |= from->berserker;
    for (int i = 0; i < from->nbrk && k->nbrk < NA_MAX_BREAK * 4; i++)
        k->brk[k->nbrk++] = from->brk[i];
    if (from->guardian && !k->guardian) {
        k->guardian = from->guardian;
        k->guardian_n = from->guardian_n;
    }
}

void na_keys_of(na_game *g, int card, na_keys *out)
{
    *out = g->c[card].keys;
    const tcg_list *items = &g->t.cards[card].attached;
    for (size_t i = 0; i < items->n; i++) {
        RULE(g->run, "8.6.1");
        add_keys(out, &g->c[items->v[i]].keys);
    }
}

bool na_equip_ok(na_game *g, int item, int unit)
{
    const na_card *c = &g->c[item];
    if (c->equip_affil) {
        const na_card *u = &g->c[unit];
        RULE(g->run, u->naffil == 0 ? "2.4.3" : u->naffil > 1 ? "2.4.2" : "2.4.1");
        if (!has_affil(u, c->equip_affil))
            return false;
    }
    return c->equip_power_min < 0 || na_power(g, unit) >= c->equip_power_min;
}
