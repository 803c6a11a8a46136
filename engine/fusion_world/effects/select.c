/* select.c — what an effect designates (5-2, 13-1): the players named by "who" (0-3-2-2),
 * zone specs (no zone: the battle area, 13-1-2, or with a name or a trait the leader area too,
 * 13-1-5) and filters (names 2-3, traits 2-8, "the same color" 1-6-2, the cost as 1-2-5 reads
 * it), selectors — the cards chosen by the master as 5-2 says (a `target` choice when there is
 * something to choose; from several zones at once, 「合計 N 枚」 13-6), every card matching, the
 * top cards of a deck or life area — and the conditions of skills and instructions, which read
 * "this" and "trigger-card" as last known once they have left their zone (9-10-1). A card with
 * 【バリア】 is not chosen by its opponent's skills (15-11); a card unaffected by skills is never
 * chosen nor touched (13-4). */
#include "engine/fusion_world/effects/effects.h"
#include "engine/fusion_world/setup/setup.h"
#include "engine/fusion_world/skills/skills.h"
#include "engine/fusion_world/turn/turn.h"
#include "engine/fusion_world/zones/zones.h"

#include <stdlib.h>
#include <string.h>

size_t fw_who(const fw_game *g, const json_t *who, int master, int out[2])
{
    const char *w = json_string_value(who);
    RULE(g->run, "0-3-2-2");
    if (!w || strcmp(w, "you") == 0) {
        out[0] = master;
        return 1;
    }
    if (strcmp(w, "opponent") == 0) {
        out[0] = fw_opp(master);
        return 1;
    }
    RULE(g->run, "0-2-7");               /* each player: the turn player first */
    out[0] = g->t.tp >= 0 ? g->t.tp : master;
    out[1] = fw_opp(out[0]);
    return 2;
}

/* The players of a zone spec's "who" (you, opponent, any). */
static size_t spec_players(const fw_game *g, const json_t *spec, int master, int out[2])
{
    const char *w = json_string_value(json_object_get(spec, "who"));
    if (w && strcmp(w, "you") == 0) {
        RULE(g->run, "0-3-2-2");         /* 「自分」: the skill's master; 「相手」: the other player */
        out[0] = master;
        return 1;
    }
    if (w && strcmp(w, "opponent") == 0) {
        RULE(g->run, "0-3-2-2");
        out[0] = fw_opp(master);
        return 1;
    }
    (void)g;
    out[0] = master;
    out[1] = fw_opp(master);
    return 2;
}

bool fw_spec_leader_too(fw_game *g, const json_t *spec)
{
    if (json_object_get(spec, "zone"))
        return false;
    const json_t *f = json_object_get(spec, "filter");
    if (!json_object_get(f, "name") && !json_object_get(f, "trait"))
        return false;
    RULE(g->run, "13-1-5");              /* a name or a trait, no zone: the leader area or the battle area */
    return true;
}

static int spec_zone(fw_game *g, const json_t *spec)
{
    const char *z = json_string_value(json_object_get(spec, "zone"));
    if (!z) {
        RULE(g->run, "13-1-2");          /* "battle card": one of the battle area */
        const char *kw = json_string_value(json_object_get(json_object_get(spec, "filter"),
                                                           "keyword"));
        if (kw && strcmp(kw, "field") == 0)
            RULE(g->run, "13-1-7-1");    /* 「【フィールド】」 with no zone: one of the battle area */
        return FW_BATTLE;
    }
    int zone = eng_enum_index(fw_zone_names, z);
    if (zone == FW_ENERGY)
        RULE(g->run, "13-1-3");
    else if (zone == FW_LIFE)
        RULE(g->run, "13-1-4");
    else if (zone == FW_DROP)
        RULE(g->run, "3-4-2");
    return zone;
}

/* Whether the card (as last known when lki) has a skill of that kind (15-12-8). */
static bool has_skill_kind(fw_game *g, int card, bool fusion_only)
{
    size_t n = fw_skill_count(g, card);
    for (size_t i = 0; i < n; i++) {
        const fw_skill *sk = fw_skill_at(g, card, (int)i);
        if (sk && (sk->kind == FW_SK_FUSION || (!fusion_only && sk->kind == FW_SK_EVOLVE)))
            return true;
    }
    return false;
}

/* A filter's keyword: a flag, 【ストライク】 N, or a family: "strike" any 【ストライク】 (15-6-3),
 * "evolve" 【進化】 or 【フュージョン進化】 (15-12-8), "fusion-evolve" the latter only. */
static bool keyword_matches(fw_game *g, int card, const fw_lki *lki, const char *name)
{
    if (strcmp(name, "strike") == 0) {
        RULE(g->run, "15-6-3");          /* 【ストライク】 includes 【ダブル/トリプルストライク】 */
        return fw_info_strike(g, card, lki) > 0;
    }
    if (strcmp(name, "evolve") == 0) {
        RULE(g->run, "15-12-8");         /* 「【進化】を持つ」 includes 【フュージョン進化】 */
        return has_skill_kind(g, card, false);
    }
    if (strcmp(name, "fusion-evolve") == 0)
        return has_skill_kind(g, card, true);
    unsigned f;
    long s;
    fw_keyword_of(name, &f, &s);
    if (f == FW_KW_FIELD) {
        RULE(g->run, "13-1-7");          /* 「【フィールド】」: an extra card with 【フィールド】 */
        if (g->c[card].type != FW_T_EXTRA)
            return false;
    }
    if (f)
        return fw_info_keyword(g, card, lki, f);
    if (fw_info_strike(g, card, lki) != s)
        return false;
    if (!lki && fw_strikes(g, card))
        RULE(g->run, "15-6-3");          /* 【ストライク】 N of a 【ダブル/トリプルストライク】 */
    return true;
}

bool fw_filter_view(fw_game *g, const json_t *filter, int source, int card, const fw_lki *lki)
{
    if (!filter)
        return true;
    const json_t *v;
    static const char *const types[] = {"leader", "battle", "extra", NULL};
    if ((v = json_object_get(filter, "type")) &&
        eng_enum_index(types, json_string_value(v)) != g->c[card].type)
        return false;
    if ((v = json_object_get(filter, "name"))) {
        RULE(g->run, "2-3-2");
        if (!fw_name_matches(g, card, json_string_value(v)))
            return false;
    }
    if ((v = json_object_get(filter, "trait"))) {
        RULE(g->run, "2-8-2");
        RULE(g->run, "2-8-4");
        if (!fw_info_trait(g, card, lki, json_string_value(v)))
            return false;
    }
    if ((v = json_object_get(filter, "color")) &&
        !(fw_info_colors(g, card, lki) & (1u << fw_color_index(json_string_value(v)))))
        return false;
    if ((v = json_object_get(filter, "same_color"))) {
        RULE(g->run, "1-6-2");           /* that color and no other */
        if (fw_info_colors(g, card, lki) != (1u << fw_color_index(json_string_value(v))))
            return false;
    }
    const json_t *pmin = json_object_get(filter, "power_min"), *pmax = json_object_get(filter, "power_max");
    if (pmin || pmax) {
        if (!fw_info_has_power(g, card, lki))
            return false;
        long p = fw_info_power(g, card, lki);
        if ((pmin && p < json_integer_value(pmin)) || (pmax && p > json_integer_value(pmax)))
            return false;
    }
    const json_t *cmin = json_object_get(filter, "cost_min"), *cmax = json_object_get(filter, "cost_max");
    if (cmin || cmax) {
        if (g->c[card].type == FW_T_LEADER)
            return false;        /* 1-2-4: the cost of battle and extra cards */
        RULE(g->run, "1-2-4");
        RULE(g->run, "1-2-5");
        long c = fw_info_cost(g, card, lki);
        if ((cmin && c < json_integer_value(cmin)) || (cmax && c > json_integer_value(cmax)))
            return false;
    }
    if ((v = json_object_get(filter, "rested")) && fw_info_rested(g, card, lki) != json_is_true(v))
        return false;
    if ((v = json_object_get(filter, "other")) && json_is_true(v) && card == source)
        return false;
    if ((v = json_object_get(filter, "keyword")) &&
        !keyword_matches(g, card, lki, json_string_value(v)))
        return false;
    if ((v = json_object_get(filter, "not_keyword"))) {
        if (strcmp(json_string_value(v), "evolve") == 0)
            RULE(g->run, "15-12-8-1");   /* 「【進化】を持たない」: no 【フュージョン進化】 either */
        if (keyword_matches(g, card, lki, json_string_value(v)))
            return false;
    }
    if ((v = json_object_get(filter, "has_combo")) && g->c[card].has_combo != json_is_true(v))
        return false;
    return true;
}

bool fw_filter_ok(fw_game *g, const json_t *filter, int master, int source, int card)
{
    (void)master;
    return fw_filter_view(g, filter, source, card, NULL);
}

void fw_zonespec_cards(fw_game *g, const json_t *spec, int master, int source, tcg_list *out)
{
    if (json_is_array(spec)) {   /* 13-6: several zones together */
        size_t i;
        const json_t *one;
        json_array_foreach(spec, i, one)
            fw_zonespec_cards(g, one, master, source, out);
        return;
    }
    int players[2];
    size_t np = spec_players(g, spec, master, players);
    int zone = spec_zone(g, spec);
    bool leader_too = fw_spec_leader_too(g, spec);
    const json_t *filter = json_object_get(spec, "filter");
    for (size_t i = 0; i < np; i++) {
        const tcg_list *lead = fw_zl(g, players[i], FW_LEADER);
        for (size_t j = 0; leader_too && j < lead->n; j++)
            if (fw_filter_ok(g, filter, master, source, lead->v[j]))
                tcg_list_push(out, lead->v[j]);
        const tcg_list *l = fw_zl(g, players[i], zone);
        for (size_t j = 0; j < l->n; j++)
            if (fw_filter_ok(g, filter, master, source, l->v[j]))
                tcg_list_push(out, l->v[j]);
    }
}

bool fw_choosable(fw_game *g, int card, int master)
{
    if (fw_unaffected(g, card)) {
        RULE(g->run, "13-4-1");
        RULE(g->run, "0-3-15");
        return false;
    }
    if (fw_player_of(g, card) != master) {
        if (fw_has_keyword(g, card, FW_KW_BARRIER)) {
            RULE(g->run, "15-11-1");
            RULE(g->run, "15-11-2");
            return false;
        }
        if (fw_forbidden(g, card, "chosen-by-opponent")) {
            RULE(g->run, "0-2-5");       /* the prohibition beats the instruction to choose */
            RULE(g->run, "0-2-1");          /* a basic principle: over every other rule and effect */
            return false;
        }
    }
    return true;
}

bool fw_sel_covers(fw_game *g, const json_t *sel, int master, int source, int card)
{
    if (json_is_string(sel))
        return strcmp(json_string_value(sel), "this") == 0 && card == source;
    const json_t *spec = json_object_get(sel, "all");
    if (!spec)
        return false;
    int players[2];
    size_t np = spec_players(g, spec, master, players);
    int p = fw_player_of(g, card);
    bool ok = false;
    for (size_t i = 0; i < np; i++)
        ok |= players[i] == p;
    int z = fw_zone_of(g, card);
    if (!ok || (z != spec_zone(g, spec) && !(z == FW_LEADER && fw_spec_leader_too(g, spec))) ||
        g->t.cards[card].host >= 0)
        return false;
    if (card != source && fw_unaffected(g, card)) {
        RULE(g->run, "13-4-1");          /* the effect goes on as if the card were not there */
        RULE(g->run, "0-3-15");
        RULE(g->run, "0-3-14");
        return false;
    }
    return fw_filter_ok(g, json_object_get(spec, "filter"), master, source, card);
}

/* Selectors that designate without a choice. */
static void select_fixed(fw_game *g, const json_t *sel, int master, int source, int trigger,
                         tcg_list *out)
{
    if (json_is_string(sel)) {
        const char *s = json_string_value(sel);
        if (strcmp(s, "this") == 0) {
            RULE(g->run, "13-1-1");
            RULE(g->run, "13-1-6");
            if (source >= 0 && g->t.cards[source].host < 0)
                tcg_list_push(out, source);
        } else if (strcmp(s, "attack-card") == 0) {
            if (g->b.on && fw_is_attack_card(g, g->b.attack))
                tcg_list_push(out, g->b.attack);
        } else if (strcmp(s, "guard-card") == 0) {
            if (g->b.on && fw_is_guard_card(g, g->b.guard))
                tcg_list_push(out, g->b.guard);
        } else if (strcmp(s, "your-leader") == 0 || strcmp(s, "opponent-leader") == 0) {
            int p = s[0] == 'y' ? master : fw_opp(master);
            const tcg_list *l = fw_zl(g, p, FW_LEADER);
            RULE(g->run, "10-1-2");
            if (l->n)
                tcg_list_push(out, l->v[0]);
        } else if (strcmp(s, "trigger-card") == 0) {
            if (trigger >= 0)
                tcg_list_push(out, trigger);
        }
        return;
    }
    const json_t *spec = json_object_get(sel, "all");
    if (spec) {
        tcg_list all = {0};
        fw_zonespec_cards(g, spec, master, source, &all);
        for (size_t i = 0; i < all.n; i++) {
            if (all.v[i] != source && fw_unaffected(g, all.v[i])) {
                RULE(g->run, "13-4-1");  /* ignored by the instruction */
                RULE(g->run, "0-3-15");
                RULE(g->run, "0-3-14");
                continue;
            }
            tcg_list_push(out, all.v[i]);
        }
        tcg_list_free(&all);
        return;
    }
    const json_t *top = json_object_get(sel, "top");
    if (top) {
        int players[2];
        size_t np = spec_players(g, sel, master, players);
        if (!json_object_get(sel, "who"))
            np = 1;              /* the master's own, unless said otherwise */
        int zone = eng_enum_index(fw_zone_names, json_string_value(json_object_get(sel, "zone")));
        long n = json_is_integer(top) ? (long)json_integer_value(top) : 0;
        for (size_t i = 0; i < np; i++) {
            const tcg_list *l = fw_zl(g, players[i], zone);
            for (long j = 0; j < n && (size_t)j < l->n; j++)
                tcg_list_push(out, l->v[j]);
        }
    }
}

/* 5-2-7: a spec that chooses by the cards' information (a filter) among cards of a hidden zone
 * (「公開されていない非公開領域」): a deck, a life area, a hand — the chooser's own too: a hand
 * is a hidden zone (3-3-2 「手札は非公開領域ですが」) whose cards nobody else can check, so
 * the chooser may choose fewer even when matching cards are there. */
static bool unseen(fw_game *g, const json_t *spec)
{
    if (json_is_array(spec)) {
        size_t i;
        const json_t *one;
        json_array_foreach(spec, i, one)
            if (unseen(g, one))
                return true;
        return false;
    }
    if (!json_object_get(spec, "filter"))
        return false;
    int zone = spec_zone(g, spec);
    return zone == FW_LIFE || zone == FW_DECK || zone == FW_HAND;
}

/* The cards the skill named `name` ("as"): card and serial, one after the other; NULL: none. */
static const tcg_list *ref_of(const fw_ctx *ctx, const json_t *sel)
{
    const char *name = json_string_value(json_object_get(sel, "ref"));
    for (size_t i = ctx->nrefs; name && i-- > 0;)
        if (strcmp(ctx->ref_name[i], name) == 0)
            return &ctx->ref_cards[i];
    return NULL;
}

/* Remember what a selector with "as" designated, each card as it is now (its serial). */
static void keep_ref(fw_game *g, const json_t *sel, fw_ctx *ctx, const tcg_list *cards)
{
    const char *name = json_string_value(json_object_get(sel, "as"));
    if (!name)
        return;
    size_t k = 0;
    while (k < ctx->nrefs && strcmp(ctx->ref_name[k], name) != 0)
        k++;
    if (k == ctx->nrefs) {
        if (ctx->nrefs == FW_REFS)
            return;
        ctx->ref_name[ctx->nrefs] = name;
        ctx->ref_cards[ctx->nrefs++] = (tcg_list){0};
    }
    tcg_list_clear(&ctx->ref_cards[k]);
    for (size_t i = 0; i < cards->n; i++) {
        tcg_list_push(&ctx->ref_cards[k], cards->v[i]);
        tcg_list_push(&ctx->ref_cards[k], (int)g->t.cards[cards->v[i]].inc);
    }
}

static int select_cards(fw_game *g, const json_t *sel, fw_ctx *ctx, tcg_list *out);

int fw_select(fw_game *g, const json_t *sel, fw_ctx *ctx, tcg_list *out)
{
    int st = select_cards(g, sel, ctx, out);
    if (st == TCG_OK && json_is_object(sel))
        keep_ref(g, sel, ctx, out);
    return st;
}

static int select_cards(fw_game *g, const json_t *sel, fw_ctx *ctx, tcg_list *out)
{
    tcg_list_clear(out);
    const json_t *choose = json_is_object(sel) ? json_object_get(sel, "choose") : NULL;
    if (json_is_object(sel) && json_object_get(sel, "ref")) {
        /* the cards named earlier, those still the same cards: one that has moved is a new
         * card (3-1-4), not what the skill named */
        const tcg_list *r = ref_of(ctx, sel);
        for (size_t i = 0; r && i + 1 < r->n; i += 2) {
            if (g->t.cards[r->v[i]].inc == (unsigned)r->v[i + 1])
                tcg_list_push(out, r->v[i]);
            else
                RULE(g->run, "3-1-4");
        }
        return TCG_OK;
    }
    if (!choose) {
        select_fixed(g, sel, ctx->master, ctx->source, ctx->trigger_card, out);
        return TCG_OK;
    }
    long n;
    TCG_TRY(fw_int_arg(g, choose, ctx, &n));
    RULE(g->run, "5-2-1");
    RULE(g->run, "5-2-2");               /* chosen when the instruction is carried out */
    if (n <= 0) {
        RULE(g->run, "0-2-4-2");
        RULE(g->run, "0-2-1");
        return TCG_OK;
    }
    const json_t *from = json_object_get(sel, "from");
    tcg_list all = {0};
    fw_zonespec_cards(g, from, ctx->master, ctx->source, &all);
    tcg_list cands = {0};
    for (size_t i = 0; i < all.n; i++)
        if (fw_choosable(g, all.v[i], ctx->master))
            tcg_list_push(&cands, all.v[i]);
    tcg_list_free(&all);
    bool up_to = json_is_true(json_object_get(sel, "up_to"));
    if (json_is_array(from)) {
        RULE(g->run, "13-6-1");          /* 「合計 N 枚まで」: any mix of the zones, N or fewer */
        up_to = true;
    }
    if (unseen(g, from)) {
        RULE(g->run, "5-2-7");           /* an unseen card's information: the chooser may choose fewer */
        up_to = true;
    }
    int st = TCG_OK;
    if (cands.n == 0) {
        RULE(g->run, "5-2-6");           /* nothing to choose: the effects on it are ignored */
        RULE(g->run, "0-3-14");
    } else if (!up_to && (long)cands.n <= n) {
        RULE(g->run, "5-2-3");           /* as many as possible, without a choice */
        if ((long)cands.n < n)
            RULE(g->run, "5-2-5");
        tcg_list_copy(out, &cands);
    } else {
        if (up_to) {
            RULE(g->run, "5-2-4");
            RULE(g->run, "0-2-8-1");
        } else {
            RULE(g->run, "5-2-3");
        }
        if (!json_is_array(from) && spec_zone(g, from) == FW_DECK)
            RULE(g->run, "5-2-8");
        size_t max = (size_t)n < cands.n ? (size_t)n : cands.n;
        int *chosen = xmalloc(cands.n * sizeof *chosen);
        size_t m = 0;
        st = tcg_choose_cards(&g->t, "target", ctx->master, cands.v, cands.n, up_to ? 0 : max,
                              max, chosen, &m);
        for (size_t i = 0; st == TCG_OK && i < m; i++)
            tcg_list_push(out, chosen[i]);
        free(chosen);
    }
    tcg_list_free(&cands);
    return st;
}

static bool in_range(long x, const json_t *cond)
{
    const json_t *mn = json_object_get(cond, "min"), *mx = json_object_get(cond, "max");
    return (!mn || x >= json_integer_value(mn)) && (!mx || x <= json_integer_value(mx));
}

/* "this" or "trigger-card" in a condition read by an effect: the card as the effect knows it,
 * as last known once it has left that zone (9-10-1); false when there is none. */
static bool known_card(fw_game *g, const json_t *sel, const fw_ctx *ctx, int *card,
                       const fw_lki **lki)
{
    const char *s = json_string_value(sel);
    bool self = strcmp(s, "this") == 0;
    *card = self ? ctx->source : ctx->trigger_card;
    if (*card < 0)
        return false;
    *lki = fw_known(g, *card, self ? ctx->source_serial : ctx->trigger_serial);
    if (self) {
        RULE(g->run, "13-1-1");
        RULE(g->run, "13-1-6");
    }
    return *lki || g->t.cards[*card].host < 0;
}

/* A card's power as a condition reads it: with every change (as last known with `lki`), or
 * 「元々の」, as printed on its face up (13-3-1). */
static long power_read(fw_game *g, int card, const fw_lki *lki, bool original)
{
    if (!original)
        return fw_info_power(g, card, lki);
    RULE(g->run, "13-3-1");              /* no modification by skills: the printed value */
    return fw_face_of(g, card)->power;
}

static bool cond_eval(fw_game *g, const json_t *cond, const fw_ctx *ctx)
{
    const json_t *v;
    int master = ctx->master, source = ctx->source;
    if ((v = json_object_get(cond, "count"))) {
        tcg_list l = {0};
        fw_zonespec_cards(g, v, master, source, &l);
        bool ok = in_range((long)l.n, cond);
        tcg_list_free(&l);
        return ok;
    }
    if ((v = json_object_get(cond, "power")) || (v = json_object_get(cond, "ki"))) {
        bool power = json_object_get(cond, "power") != NULL;
        bool original = json_is_true(json_object_get(cond, "original"));
        if (json_is_object(v) && json_object_get(v, "ref")) {
            /* cards the skill named earlier: as last known where they have moved (9-10-1) */
            const tcg_list *r = ref_of(ctx, v);
            bool ok = power && r && r->n > 0;
            if (!power)
                RULE(g->run, "1-12-6");  /* a card's 【気】 is in the zone of the card it is under */
            long ki = 0;
            for (size_t i = 0; r && i + 1 < r->n; i += 2) {
                int card = r->v[i];
                const fw_lki *lki = fw_known(g, card, (unsigned)r->v[i + 1]);
                if (!lki && g->t.cards[card].inc != (unsigned)r->v[i + 1])
                    continue;            /* moved, nothing kept of it */
                if (power)
                    ok &= fw_info_has_power(g, card, lki) &&
                          in_range(power_read(g, card, lki, original), cond);
                else
                    ki += fw_info_ki(g, card, lki);
            }
            return power ? ok : in_range(ki, cond);
        }
        if (json_is_string(v) && (strcmp(json_string_value(v), "this") == 0 ||
                                  strcmp(json_string_value(v), "trigger-card") == 0)) {
            int card;
            const fw_lki *lki = NULL;
            if (!known_card(g, v, ctx, &card, &lki))
                return power ? false : in_range(0, cond);
            if (power) {
                if (!original)
                    RULE(g->run, "0-3-11");  /* information: with the continuous effects applied */
                return fw_info_has_power(g, card, lki) &&
                       in_range(power_read(g, card, lki, original), cond);
            }
            return in_range(fw_info_ki(g, card, lki), cond);
        }
        tcg_list l = {0};
        select_fixed(g, v, master, source, ctx->trigger_card, &l);
        if (!power)
            RULE(g->run, "1-12-6");      /* a card's 【気】 is in the zone of the card it is under */
        bool ok = l.n > 0;
        long ki = 0;
        for (size_t i = 0; i < l.n; i++) {
            if (power)
                ok &= fw_face_of(g, l.v[i])->has_power &&
                      in_range(power_read(g, l.v[i], NULL, original), cond);
            else
                ki += g->c[l.v[i]].ki;
        }
        if (!power)
            ok = in_range(ki, cond);
        tcg_list_free(&l);
        return ok;
    }
    if ((v = json_object_get(cond, "markers"))) {
        RULE(g->run, "1-12-3");          /* the energy area's markers, not 【気】 */
        int players[2];
        size_t np = fw_who(g, v, master, players);
        long m = 0;
        for (size_t i = 0; i < np; i++)
            m += g->markers[players[i]];
        return in_range(m, cond);
    }
    if ((v = json_object_get(cond, "turn"))) {
        bool yours = g->t.tp == master;
        return strcmp(json_string_value(v), "your") == 0 ? yours : !yours;
    }
    if ((v = json_object_get(cond, "all"))) {
        size_t i;
        const json_t *c;
        json_array_foreach(v, i, c)
            if (!cond_eval(g, c, ctx))
                return false;
        return true;
    }
    if ((v = json_object_get(cond, "any"))) {
        size_t i;
        const json_t *c;
        json_array_foreach(v, i, c)
            if (cond_eval(g, c, ctx))
                return true;
        return false;
    }
    if ((v = json_object_get(cond, "not")))
        return !cond_eval(g, v, ctx);
    return false;
}

bool fw_condition_ctx(fw_game *g, const json_t *cond, const fw_ctx *ctx)
{
    return cond_eval(g, cond, ctx);
}

bool fw_condition(fw_game *g, const json_t *cond, int master, int source)
{
    fw_ctx ctx = {.master = master, .source = source, .trigger_card = -1};
    return cond_eval(g, cond, &ctx);
}

bool fw_condition_as(fw_game *g, const json_t *cond, int master, int source, unsigned serial)
{
    fw_ctx ctx = {.master = master, .source = source, .source_serial = serial,
                  .trigger_card = -1};
    return cond_eval(g, cond, &ctx);
}
