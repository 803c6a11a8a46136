/* select.c — what an effect designates (7-1, 7-3, 7-8, 1-4-4): zones of a player (1-1-3-2: 自分
 * and 相手 from the master; 1-1-5-1: a card's master is its zone's player), the characters of
 * the court's areas (1-2-14-1), filters on names (2-6-1-1), attributes (7-1-3, 7-1-4, 7-1-6) and
 * parameters (7-1-2, 1-3-2-1-1), choices of N or up to N (1-4-4-2, 0-2-10-1), pooled (7-3-2),
 * of distinct information (7-1-5, 0-2-5-5), from hidden zones (1-4-4-3); never a card
 * unaffected by skills (7-6-1); numbers (7-3-3's X, counts, parameters read as last known,
 * 6-4-2, 6-6-2-1); conditions (7-1-7, 7-4-1, 7-8-1 … 7-8-4). */
#include "engine/haikyu_break/effects/effects.h"
#include "engine/haikyu_break/setup/setup.h"
#include "engine/haikyu_break/skills/skills.h"
#include "engine/haikyu_break/turn/turn.h"
#include "engine/haikyu_break/zones/zones.h"

#include <stdlib.h>
#include <string.h>

void hb_ctx_init(hb_ctx *x, int card, int skill, int master)
{
    memset(x, 0, sizeof *x);
    x->card = card;
    x->skill = skill;
    x->master = master;
    x->trigger_card = x->event_card = -1;
    x->who_prev = -1;
    x->looked_player = -1;
    x->done = true;
}

void hb_ctx_free(hb_ctx *x)
{
    tcg_list_free(&x->chosen);
    tcg_list_free(&x->revealed);
}

int hb_who(const char *who, int master, int dflt)
{
    if (!who)
        return dflt;
    if (strcmp(who, "you") == 0)
        return master;
    if (strcmp(who, "opponent") == 0)
        return hb_opp(master);
    return -1;
}

/* --- zones and filters ------------------------------------------------------------------------ */

static const int listing[] = {HB_DECK, HB_SET, HB_HAND, HB_DROP, HB_SERVE, HB_BLOCK, HB_RECEIVE,
                              HB_TOSS, HB_ATTACK, HB_EVENT};

/* The players a `who` names, the master first. */
static size_t players_of(const hb_ctx *x, const char *who, const char *dflt, int *out)
{
    int w = hb_who(who ? who : dflt, x->master, -1);
    if (w >= 0) {
        out[0] = w;
        return 1;
    }
    out[0] = x->master >= 0 ? x->master : 0;
    out[1] = hb_opp(out[0]);
    return 2;
}

void hb_zonespec_cards(hb_game *g, const hb_ctx *x, const json_t *zs, tcg_list *out)
{
    const char *zone = json_string_value(json_object_get(zs, "zone"));
    const json_t *f = json_object_get(zs, "filter");
    bool guts = json_is_true(json_object_get(zs, "guts"));
    int players[2];
    size_t np = players_of(x, json_string_value(json_object_get(zs, "who")), "any", players);
    if (!zone)
        zone = "court";
    int z = eng_enum_index(hb_zone_names, zone);
    for (size_t k = 0; k < np; k++)
        for (size_t i = 0; i < sizeof listing / sizeof *listing; i++) {
            int lz = listing[i];
            if (z >= 0 ? lz != z : !hb_court(lz))
                continue;
            const tcg_list *l = hb_zl(g, players[k], lz);
            for (size_t j = 0; j < l->n; j++) {
                int c = l->v[j];
                if (hb_court(lz) && guts) {
                    const tcg_list *a = &g->t.cards[c].attached;
                    for (size_t m = 0; m < a->n; m++)
                        if (!f || hb_filter(g, x, a->v[m], f))
                            tcg_list_push(out, a->v[m]);
                } else if (!f || hb_filter(g, x, c, f)) {
                    tcg_list_push(out, c);
                }
            }
        }
    if (hb_court(z) || !strcmp(zone, "court"))
        RULE(g->run, "3-1-2");
    RULE(g->run, "1-1-5-1");
    RULE(g->run, "1-1-3-2");
}

static int attr_index(const char *k)
{
    return eng_enum_index(hb_attr_names, k);
}

/* The single attribute and word of an object {"affiliation": X}. */
static int attr_pair(const json_t *o, const json_t **w)
{
    const char *k = json_object_iter_key(json_object_iter((json_t *)o));
    *w = json_object_get(o, k);
    return attr_index(k);
}

bool hb_filter(hb_game *g, const hb_ctx *x, int card, const json_t *f)
{
    const char *type = json_string_value(json_object_get(f, "type"));
    if (type) {
        RULE(g->run, "2-2-1");              /* the card type, character or event */
        RULE(g->run, "2-2-2");
        if ((strcmp(type, "event") == 0) != (g->c[card].type == HB_T_EVENT))
            return false;
    }
    const char *name = json_string_value(json_object_get(f, "name"));
    if (name) {
        RULE(g->run, "2-6-1");
        RULE(g->run, "2-6-1-1");
        RULE(g->run, "2-6-1-1~x1");
        if (strcmp(name, hb_name(g, card)) != 0)
            return false;
    }
    const char *not_name = json_string_value(json_object_get(f, "not_name"));
    if (not_name && strcmp(not_name, hb_name(g, card)) == 0)
        return false;
    for (int a = 0; a < HB_NATTRS; a++) {
        const char *w = json_string_value(json_object_get(f, hb_attr_names[a]));
        if (w) {
            RULE(g->run, "1-3-6");
            RULE(g->run, a == HB_AFF ? "2-3-1" : a == HB_GRADE ? "2-4-1" : "2-5-1");
            RULE(g->run, a == HB_AFF ? "2-3-2" : a == HB_GRADE ? "2-4-2" : "2-5-2");
            const char *vals[16];
            if (a == HB_GRADE && hb_attr_values(g, card, a, vals, 16) == 0)
                RULE(g->run, "2-4-3");      /* a card with no grade has none to match */
            if (a == HB_POS && hb_staff_position(w))
                RULE(g->run, "2-5-3");      /* a position that is no volleyball position */
            if (!hb_has_attr(g, card, a, w))
                return false;
        }
    }
    const json_t *o, *w;
    if ((o = json_object_get(f, "lacks"))) {
        RULE(g->run, "7-1-3");              /* has not that value, with or without others */
        RULE(g->run, "7-1-3~x1");
        int a = attr_pair(o, &w);
        if (hb_has_attr(g, card, a, json_string_value(w)))
            return false;
    }
    if ((o = json_object_get(f, "other"))) {
        RULE(g->run, "7-1-4");              /* has a value other than it; none does not count */
        RULE(g->run, "7-1-4~x1");
        int a = attr_pair(o, &w);
        const char *vals[16];
        size_t n = hb_attr_values(g, card, a, vals, 16);
        bool other = false;
        for (size_t i = 0; i < n; i++)
            if (strcmp(vals[i], json_string_value(w)) != 0)
                other = true;
        if (!other)
            return false;
    }
    if ((o = json_object_get(f, "exactly"))) {
        RULE(g->run, "7-1-6");              /* the same values and no others */
        RULE(g->run, "7-1-6~x1");
        int a = attr_pair(o, &w);
        const char *vals[16];
        size_t n = hb_attr_values(g, card, a, vals, 16);
        if (n != json_array_size(w))
            return false;
        for (size_t i = 0; i < json_array_size(w); i++)
            if (!hb_has_attr(g, card, a, json_string_value(json_array_get(w, i))))
                return false;
    }
    const char *pn = json_string_value(json_object_get(f, "param"));
    if (pn) {
        int p = eng_enum_index(hb_param_names, pn);
        long v;
        bool orig = json_is_true(json_object_get(f, "original"));
        if (orig)
            RULE(g->run, "7-1-2");
        bool has = orig ? hb_param_original(g, card, p, &v) : hb_param_now(g, card, p, &v);
        if (!has) {
            RULE(g->run, "1-3-2-1-1");      /* 「-」 compares with no number */
            return false;
        }
        const json_t *mn = json_object_get(f, "min"), *mx = json_object_get(f, "max");
        if ((mn && v < json_integer_value(mn)) || (mx && v > json_integer_value(mx)))
            return false;
    }
    if (json_is_true(json_object_get(f, "not_this")) && card == x->card)
        return false;
    return true;
}

/* --- information of cards (7-1-5, 7-8) ----------------------------------------------------------- */

size_t hb_info_values(hb_game *g, int card, const char *info, const char **vals, long *nums,
                      size_t max)
{
    if (strcmp(info, "name") == 0) {
        vals[0] = hb_name(g, card);
        return 1;
    }
    int a = attr_index(info);
    if (a >= 0)
        return hb_attr_values(g, card, a, vals, max);
    int p = eng_enum_index(hb_param_names, info);
    long v;
    if (p < 0 || !hb_param_now(g, card, p, &v))
        return 0;
    vals[0] = NULL;
    nums[0] = v;
    return 1;
}

typedef struct infos {
    const char *s[16];
    long n[16];
    size_t k;
} infos;

static void info_of(hb_game *g, int card, const char *info, infos *out)
{
    out->k = hb_info_values(g, card, info, out->s, out->n, 16);
}

static bool same_value(const infos *a, size_t i, const infos *b, size_t j)
{
    if (!a->s[i] || !b->s[j])
        return !a->s[i] && !b->s[j] && a->n[i] == b->n[j];
    return strcmp(a->s[i], b->s[j]) == 0;
}

/* Whether each of the cards can give a value of its own, all different (7-1-5). */
static bool distinct_reps(const infos *v, size_t n, size_t at, size_t *pick)
{
    if (at == n)
        return true;
    for (size_t i = 0; i < v[at].k; i++) {
        bool clash = false;
        for (size_t k = 0; k < at && !clash; k++)
            clash = same_value(&v[k], pick[k], &v[at], i);
        if (clash)
            continue;
        pick[at] = i;
        if (distinct_reps(v, n, at + 1, pick))
            return true;
    }
    return false;
}

static bool cards_distinct(hb_game *g, const int *cards, size_t n, const char *info)
{
    if (n > 16)
        return false;
    infos v[16];
    size_t pick[16];
    for (size_t i = 0; i < n; i++) {
        info_of(g, cards[i], info, &v[i]);
        if (!v[i].k)
            return false;
    }
    RULE(g->run, "7-1-5");
    RULE(g->run, "7-1-5~x2");               /* different values */
    RULE(g->run, "7-1-5-1");                /* the master picks the values */
    return distinct_reps(v, n, 0, pick);
}

/* Whether the cards share a value (7-1-5, 7-8-1): every one has it. */
static bool cards_same(hb_game *g, const int *cards, size_t n, const char *info)
{
    infos first, other;
    RULE(g->run, "7-1-5");
    RULE(g->run, "7-1-5~x1");               /* the same value, each card giving one of its */
    info_of(g, cards[0], info, &first);
    for (size_t i = 0; i < first.k; i++) {
        bool all = true;
        for (size_t c = 1; c < n && all; c++) {
            info_of(g, cards[c], info, &other);
            bool has = false;
            for (size_t j = 0; j < other.k && !has; j++)
                has = same_value(&first, i, &other, j);
            all = has;
        }
        if (all)
            return true;
    }
    return false;
}

/* --- selectors ----------------------------------------------------------------------------------- */

static const int role_zone[] = {HB_SERVE, HB_BLOCK, HB_BLOCK, HB_BLOCK, HB_RECEIVE, HB_TOSS,
                                HB_ATTACK};

static void role_cards(hb_game *g, const hb_ctx *x, const json_t *sel, tcg_list *out)
{
    static const char *const roles[] = {"serve", "block", "centre", "side", "receive", "toss",
                                        "attack", NULL};
    int r = eng_enum_index(roles, json_string_value(json_object_get(sel, "character")));
    int players[2];
    size_t np = players_of(x, json_string_value(json_object_get(sel, "who")), "you", players);
    RULE(g->run, "1-2-14-1");
    for (size_t k = 0; k < np; k++) {
        const tcg_list *l = hb_zl(g, players[k], role_zone[r]);
        for (size_t i = 0; i < l->n; i++) {
            int c = l->v[i];
            int role = g->c[c].role;
            if ((r == 2 && role != HB_ROLE_CENTRE) || (r == 3 && role != HB_ROLE_SIDE))
                continue;
            tcg_list_push(out, c);
        }
        if (r == 1 || r == 2 || r == 3)
            RULE(g->run, r == 3 ? "1-2-14-3" : "1-2-14-2");
    }
}

static void drop_unaffected(hb_game *g, tcg_list *l)
{
    size_t k = 0;
    for (size_t i = 0; i < l->n; i++) {
        if (hb_unaffected(g, l->v[i])) {
            RULE(g->run, "7-6-1");          /* never chosen, never acted on */
            continue;
        }
        l->v[k++] = l->v[i];
    }
    l->n = k;
}

/* The cards a `choose` may choose among (pooled, 7-3-2). */
static void choose_cands(hb_game *g, const hb_ctx *x, const json_t *sel, tcg_list *out)
{
    const json_t *from = json_object_get(sel, "from");
    if (json_is_array(from))
        for (size_t i = 0; i < json_array_size(from); i++)
            hb_zonespec_cards(g, x, json_array_get(from, i), out);
    else
        hb_zonespec_cards(g, x, from, out);
    drop_unaffected(g, out);
}

/* Whether every ZONESPEC of a choice is a hidden zone searched by some information (1-4-4-3). */
static bool hidden_search(const json_t *sel)
{
    const json_t *from = json_object_get(sel, "from");
    size_t n = json_is_array(from) ? json_array_size(from) : 1;
    for (size_t i = 0; i < n; i++) {
        const json_t *zs = json_is_array(from) ? json_array_get(from, i) : from;
        const char *z = json_string_value(json_object_get(zs, "zone"));
        if (!z || !json_object_get(zs, "filter") ||
            (strcmp(z, "deck") && strcmp(z, "set") && strcmp(z, "hand")))
            return false;
    }
    return true;
}

/* Selectors that need no choice, and what a choice could give. */
static void select_plain(hb_game *g, const hb_ctx *x, const json_t *sel, tcg_list *out)
{
    if (json_is_array(sel)) {
        for (size_t i = 0; i < json_array_size(sel); i++)
            select_plain(g, x, json_array_get(sel, i), out);
        return;
    }
    if (json_is_string(sel)) {
        const char *s = json_string_value(sel);
        int c = !strcmp(s, "this") ? x->card : !strcmp(s, "trigger-card") ? x->trigger_card
                : !strcmp(s, "event-card") ? x->event_card : -2;
        if (c == -2) {
            for (size_t i = 0; i < x->chosen.n; i++)
                tcg_list_push(out, x->chosen.v[i]);
        } else if (c >= 0) {
            if (!strcmp(s, "this")) {
                RULE(g->run, "7-1-1");
                RULE(g->run, "10-2-1");     /* the source: the card with the skill */
                RULE(g->run, "10-2-2");
            }
            tcg_list_push(out, c);
        }
        return;
    }
    if (json_object_get(sel, "character")) {
        role_cards(g, x, sel, out);
        drop_unaffected(g, out);
    } else if (json_object_get(sel, "all")) {
        hb_zonespec_cards(g, x, json_object_get(sel, "all"), out);
        drop_unaffected(g, out);
    } else if (json_object_get(sel, "top")) {
        long n = 0;
        int players[2];
        players_of(x, json_string_value(json_object_get(sel, "who")), "you", players);
        hb_number_now(g, x, json_object_get(sel, "top"), &n);
        const tcg_list *deck = hb_zl(g, players[0], HB_DECK);
        for (size_t i = 0; i < deck->n && (long)i < n; i++)
            tcg_list_push(out, deck->v[i]);
    } else if (json_object_get(sel, "choose")) {
        choose_cands(g, x, sel, out);
    }
}

void hb_select_possible(hb_game *g, const hb_ctx *x, const json_t *sel, tcg_list *out)
{
    select_plain(g, x, sel, out);
}

/* Whether some `k` of cands[0..n) have distinct `info`. */
static bool distinct_subset(hb_game *g, const int *cands, size_t n, size_t k, const char *info,
                            int *pick, size_t at, size_t from)
{
    if (at == k)
        return cards_distinct(g, pick, k, info);
    for (size_t i = from; i < n; i++) {
        pick[at] = cands[i];
        if (distinct_subset(g, cands, n, k, info, pick, at + 1, i + 1))
            return true;
    }
    return false;
}

static int select_choose(hb_game *g, hb_ctx *x, const json_t *sel, tcg_list *out)
{
    tcg_list cands = {0};
    choose_cands(g, x, sel, &cands);
    long n;
    int st = hb_number(g, x, json_object_get(sel, "choose"), &n);
    if (st != TCG_OK) {
        tcg_list_free(&cands);
        return st;
    }
    bool pooled = json_is_array(json_object_get(sel, "from"));
    bool hidden = hidden_search(sel);
    bool up_to = json_is_true(json_object_get(sel, "up_to")) || pooled || hidden;
    const char *distinct = json_string_value(json_object_get(sel, "distinct"));
    RULE(g->run, "1-4-4");
    RULE(g->run, "1-4-4-1");                /* chosen as the instruction is executed */
    RULE(g->run, "1-4-4-1~x1");
    RULE(g->run, "1-4-4-2");
    if (pooled)
        RULE(g->run, "7-3-2");
    if (hidden)
        RULE(g->run, "1-4-4-3");
    if (n <= 0 || !cands.n) {
        tcg_list_free(&cands);
        return TCG_OK;
    }
    size_t want = (size_t)n < cands.n ? (size_t)n : cands.n;
    if (distinct && !up_to) {
        int pick[16];
        /* N cards that differ: fewer candidates than N cannot meet it either (0-2-5-5 ~x3) */
        if ((size_t)n > cands.n || want > 16 ||
            !distinct_subset(g, cands.v, cands.n, want, distinct, pick, 0, 0)) {
            RULE(g->run, "0-2-5-5");        /* the constraint cannot be met: nothing chosen */
            RULE(g->run, "0-2-5-5~x3");
            tcg_list_free(&cands);
            return TCG_OK;
        }
    }
    size_t min = up_to ? 0 : want;
    if (up_to)
        RULE(g->run, "0-2-10-1");
    int *picked = xmalloc(cands.n * sizeof *picked);
    size_t np = 0;
    if (!up_to && !distinct && want == cands.n) {
        for (size_t i = 0; i < cands.n; i++)
            picked[np++] = cands.v[i];       /* forced: exactly as many as there are */
    } else {
        st = tcg_choose_cards(&g->t, "target", x->master, cands.v, cands.n, min, want, picked,
                              &np);
        if (st == TCG_OK && distinct && np > 1 && !cards_distinct(g, picked, np, distinct))
            st = eng_error(g->run, "choose \"target\": the cards chosen must have different %s",
                           distinct);
    }
    for (size_t i = 0; st == TCG_OK && i < np; i++)
        tcg_list_push(out, picked[i]);
    free(picked);
    tcg_list_free(&cands);
    return st;
}

int hb_select(hb_game *g, hb_ctx *x, const json_t *sel, tcg_list *out)
{
    if (json_is_array(sel)) {
        bool empty = false, some = false;
        for (size_t i = 0; i < json_array_size(sel); i++) {
            size_t before = out->n;
            TCG_TRY(hb_select(g, x, json_array_get(sel, i), out));
            if (out->n == before)
                empty = true;
            else
                some = true;
        }
        if (empty && some) {
            RULE(g->run, "0-2-5-5");        /* the part that can be done is done */
            RULE(g->run, "0-2-5-5~x2");
        }
        return TCG_OK;
    }
    if (json_is_object(sel) && json_object_get(sel, "choose")) {
        size_t before = out->n;
        TCG_TRY(select_choose(g, x, sel, out));
        tcg_list_clear(&x->chosen);
        for (size_t i = before; i < out->n; i++)
            tcg_list_push(&x->chosen, out->v[i]);
        if (out->n == before)
            RULE(g->run, "1-4-4-4");        /* none chosen: what involves it is ignored */
        return TCG_OK;
    }
    select_plain(g, x, sel, out);
    return TCG_OK;
}

/* --- numbers --------------------------------------------------------------------------------------- */

static bool param_number(hb_game *g, const hb_ctx *x, const json_t *v, long *out)
{
    int p = eng_enum_index(hb_param_names, json_string_value(json_object_get(v, "param")));
    const json_t *of = json_object_get(v, "of");
    int card = x->card;
    if (of) {
        tcg_list l = {0};
        hb_select_possible(g, x, of, &l);
        card = l.n ? l.v[0] : -1;
        tcg_list_free(&l);
    }
    *out = 0;
    if (card < 0)
        return true;
    if (json_is_true(json_object_get(v, "original"))) {
        RULE(g->run, "7-1-2");
        if (!hb_param_original(g, card, p, out))
            *out = 0;
        return true;
    }
    /* a card that went to a hidden zone since: its last information (6-4-2, 6-6-2-1); the
     * card whose move triggered the skill, as it was before it moved */
    unsigned inc = card == x->trigger_card && x->trigger_inc ? x->trigger_inc : x->inc;
    int zone = hb_zone_of(g, card);
    const hb_lki *l2 = inc && inc != g->t.cards[card].inc ? hb_lki_of(g, card, inc) : NULL;
    if (l2 && (zone == TCG_NOWHERE || !hb_public_zone(zone)) && l2->public_zone) {
        RULE(g->run, "6-4-1");
        RULE(g->run, "6-4-2");
        RULE(g->run, "6-6-2-1");
        *out = l2->param[p].has ? l2->param[p].v : 0;
        return true;
    }
    if (l2)
        RULE(g->run, "6-6-2-1");           /* public to public: where it is now */
    RULE(g->run, "6-4-1");
    if (!hb_param_now(g, card, p, out))
        *out = 0;
    return true;
}

bool hb_number_now(hb_game *g, const hb_ctx *x, const json_t *v, long *out)
{
    *out = 0;
    if (json_is_integer(v)) {
        *out = (long)json_integer_value(v);
        return true;
    }
    if (json_is_string(v)) {                /* X */
        *out = x->x;
        return x->has_x;
    }
    if (json_object_get(v, "count")) {
        tcg_list l = {0};
        hb_zonespec_cards(g, x, json_object_get(v, "count"), &l);
        *out = (long)l.n + (long)json_integer_value(json_object_get(v, "add"));
        tcg_list_free(&l);
        return true;
    }
    return param_number(g, x, v, out);
}

int hb_number(hb_game *g, hb_ctx *x, const json_t *v, long *out)
{
    if (json_is_string(v) && !x->has_x) {
        RULE(g->run, "7-3-3");              /* decided by the master, once for the skill */
        RULE(g->run, "0-2-10");
        TCG_TRY(tcg_choose_int(&g->t, "number", x->master, 0, -1, &x->x));
        x->has_x = true;
    }
    hb_number_now(g, x, v, out);
    return TCG_OK;
}

/* --- conditions ---------------------------------------------------------------------------------- */

static bool in_range(const json_t *c, long v)
{
    const json_t *mn = json_object_get(c, "min"), *mx = json_object_get(c, "max");
    return (!mn || v >= json_integer_value(mn)) && (!mx || v <= json_integer_value(mx));
}

static int first_card(hb_game *g, const hb_ctx *x, const json_t *sel)
{
    tcg_list l = {0};
    hb_select_possible(g, x, sel, &l);
    int c = l.n ? l.v[0] : -1;
    tcg_list_free(&l);
    return c;
}

/* 7-8-3 / 7-8-4: a card of the zone with a value of `as`'s information. */
static bool zone_has_same(hb_game *g, const hb_ctx *x, const json_t *cond, bool absent)
{
    const char *info = json_string_value(json_object_get(cond, absent ? "not_in_zone"
                                                                       : "in_zone"));
    int as = first_card(g, x, json_object_get(cond, "as"));
    tcg_list l = {0};
    hb_zonespec_cards(g, x, json_object_get(cond, "zone"), &l);
    infos mine, other;
    if (as >= 0)
        info_of(g, as, info, &mine);
    else
        mine.k = 0;
    bool found = false, lacking = false;
    for (size_t i = 0; i < l.n; i++) {
        if (l.v[i] == as)
            continue;
        info_of(g, l.v[i], info, &other);
        if (!other.k)
            lacking = true;
        for (size_t a = 0; a < mine.k && !found; a++)
            for (size_t b = 0; b < other.k && !found; b++)
                found = same_value(&mine, a, &other, b);
    }
    tcg_list_free(&l);
    if (!absent) {
        RULE(g->run, "7-8-3");
        RULE(g->run, "7-8-3~x1");
        return mine.k && found;             /* the card lacking the item never meets it */
    }
    RULE(g->run, "7-8-4");
    RULE(g->run, "7-8-4~x1");
    if (!mine.k)
        return !lacking;                    /* HB-SAME-INFO-ABSENT */
    return !found;
}

bool hb_cond(hb_game *g, const hb_ctx *x, const json_t *c)
{
    const json_t *v;
    if ((v = json_object_get(c, "count"))) {
        tcg_list l = {0};
        hb_zonespec_cards(g, x, v, &l);
        bool ok = in_range(c, (long)l.n);
        tcg_list_free(&l);
        return ok;
    }
    if ((v = json_object_get(c, "op")) || (v = json_object_get(c, "dp"))) {
        int who = hb_who(json_string_value(v), x->master, x->master);
        long p;
        return hb_point_value(g, who, json_object_get(c, "op") != NULL, &p) && in_range(c, p);
    }
    if ((v = json_object_get(c, "turn")))
        return (strcmp(json_string_value(v), "your") == 0) == (g->t.tp == x->master);
    if ((v = json_object_get(c, "phase")))
        return eng_enum_index(hb_phase_names, json_string_value(v)) == (int)g->phase;
    if ((v = json_object_get(c, "previous_turn"))) {
        RULE(g->run, "7-4-1");              /* in the rally only (HB-NEXT-TURN-INTERVAL) */
        static const char *const routes[] = {"none", "serve", "block", "receive", NULL};
        return !g->rally_first &&
               eng_enum_index(routes, json_string_value(v)) == (int)g->prev_route;
    }
    if ((v = json_object_get(c, "all_characters"))) {
        RULE(g->run, "7-1-7");
        const json_t *w;
        int a = attr_pair(v, &w);
        int players[2];
        size_t np = players_of(x, json_string_value(json_object_get(c, "who")), "you", players);
        for (size_t k = 0; k < np; k++)
            for (int z = HB_SERVE; z <= HB_ATTACK; z++) {
                const tcg_list *l = hb_zl(g, players[k], z);
                for (size_t i = 0; i < l->n; i++)
                    if (!hb_has_attr(g, l->v[i], a, json_string_value(w)))
                        return false;   /* one without it, or with none, is not ignored */
            }
        return true;
    }
    if ((v = json_object_get(c, "same")) || (v = json_object_get(c, "different"))) {
        bool same = json_object_get(c, "same") != NULL;
        const json_t *sels = json_object_get(c, "cards");
        int cards[16];
        size_t n = 0;
        for (size_t i = 0; i < json_array_size(sels) && n < 16; i++) {
            int card = first_card(g, x, json_array_get(sels, i));
            if (card < 0)
                return false;
            cards[n++] = card;
        }
        RULE(g->run, same ? "7-8-1" : "7-8-2");
        for (size_t i = 0; i < n; i++) {
            infos iv;
            info_of(g, cards[i], json_string_value(v), &iv);
            if (!iv.k)
                return false;               /* a card without it is not compared */
        }
        return same ? cards_same(g, cards, n, json_string_value(v))
                    : cards_distinct(g, cards, n, json_string_value(v));
    }
    if (json_object_get(c, "in_zone"))
        return zone_has_same(g, x, c, false);
    if (json_object_get(c, "not_in_zone"))
        return zone_has_same(g, x, c, true);
    if ((v = json_object_get(c, "all"))) {
        for (size_t i = 0; i < json_array_size(v); i++)
            if (!hb_cond(g, x, json_array_get(v, i)))
                return false;
        return true;
    }
    if ((v = json_object_get(c, "any"))) {
        for (size_t i = 0; i < json_array_size(v); i++)
            if (hb_cond(g, x, json_array_get(v, i)))
                return true;
        return false;
    }
    if ((v = json_object_get(c, "not")))
        return !hb_cond(g, x, v);
    return false;
}
