/* cost.c — costs and skill costs (1-2, 1-4, 1-11, 5-3): whether a cost can be paid with the
 * player's active energy and energy markers (5-3-3), whether a listed payment pays it (5-3-1:
 * the total, and for each specified color that many of the rested cards having that color, a
 * card of two colors counting for both (reading FW-MULTICOLOR-PAY); a marker stands for one
 * energy of one of the leader's colors, 1-11-2, FW-MARKER-COLOR), paying it, and the other
 * parts of a skill cost, paid in order (1-4-3). */
#include "engine/fusion_world/actions/actions.h"
#include "engine/fusion_world/effects/effects.h"
#include "engine/fusion_world/setup/setup.h"
#include "engine/fusion_world/skills/skills.h"
#include "engine/fusion_world/zones/zones.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct item {
    unsigned colors;
    bool marker;
} item;

static unsigned leader_colors(fw_game *g, int player)
{
    const tcg_list *l = fw_zl(g, player, FW_LEADER);
    return l->n ? fw_colors(g, l->v[0]) : 0;
}

/* 1-12-2: 【気】 under the payer's cards is never removed to pay; marked where it is left out. */
static void ki_kept_out(fw_game *g, int player)
{
    static const int areas[] = {FW_LEADER, FW_BATTLE, FW_COMBO};
    for (size_t a = 0; a < 3; a++) {
        const tcg_list *l = fw_zl(g, player, areas[a]);
        for (size_t i = 0; i < l->n; i++)
            if (g->c[l->v[i]].ki > 0) {
                RULE(g->run, "1-12-1");
                RULE(g->run, "1-12-2");
                return;
            }
    }
}

/* Reading FW-MULTICOLOR-PAY: each specified color needs that many of the rested cards to have
 * it (a card of two colors counts for both); each marker stands for one energy of one of the
 * leader's colors, chosen by the payer (FW-MARKER-COLOR). */
static bool colors_ok(const fw_payreq *req, const item *items, size_t n, unsigned leader)
{
    long markers = 0, deficit = 0;
    for (size_t i = 0; i < n; i++)
        markers += items[i].marker;
    for (int c = 0; c < FW_NCOLORS; c++) {
        long have = 0;
        for (size_t i = 0; i < n; i++)
            have += !items[i].marker && (items[i].colors & (1u << c));
        if (have >= req->spec[c])
            continue;
        if (!(leader & (1u << c)))
            return false;
        deficit += req->spec[c] - have;
    }
    return deficit <= markers;
}

bool fw_can_pay(fw_game *g, int player, const fw_payreq *req)
{
    long total = req->total;
    if (total <= 0)
        return true;
    const tcg_list *e = fw_zl(g, player, FW_ENERGY);
    unsigned *cards = xmalloc((e->n ? e->n : 1) * sizeof *cards);
    size_t n = 0;
    for (size_t i = 0; i < e->n; i++)
        if (!g->c[e->v[i]].rested)
            cards[n++] = fw_colors(g, e->v[i]);
    long m = g->markers[player];
    unsigned lc = leader_colors(g, player);
    ki_kept_out(g, player);
    if (m > 0) {
        RULE(g->run, "1-11-1");
        RULE(g->run, "1-11-2");          /* each marker may stand for an energy of a leader's color */
    }
    bool ok = false;
    if ((long)n + m >= total) {
        /* states: how many cards taken (0..total) x the specified colors met so far (capped) */
        size_t radix[FW_NCOLORS], space = 1;
        for (int c = 0; c < FW_NCOLORS; c++) {
            radix[c] = (size_t)req->spec[c] + 1;
            space *= radix[c];
        }
        size_t kmax = (size_t)total < n ? (size_t)total : n;
        bool *reach = xcalloc((kmax + 1) * space, sizeof *reach);
        reach[0] = true;
        for (size_t i = 0; i < n; i++)
            for (size_t k = kmax; k-- > 0;)
                for (size_t s = 0; s < space; s++) {
                    if (!reach[k * space + s])
                        continue;
                    size_t t = 0, mul = 1, rest = s;
                    for (int c = 0; c < FW_NCOLORS; c++) {
                        size_t have = rest % radix[c];
                        rest /= radix[c];
                        if ((cards[i] & (1u << c)) && have + 1 < radix[c])
                            have++;
                        t += have * mul;
                        mul *= radix[c];
                    }
                    reach[(k + 1) * space + t] = true;
                }
        for (size_t k = 0; k <= kmax && !ok; k++) {
            long markers = total - (long)k;
            if (markers < 0 || markers > m)
                continue;
            for (size_t s = 0; s < space && !ok; s++) {
                if (!reach[k * space + s])
                    continue;
                long deficit = 0;
                bool colors = true;
                size_t rest = s;
                for (int c = 0; c < FW_NCOLORS; c++) {
                    long have = (long)(rest % radix[c]);
                    rest /= radix[c];
                    if (have < req->spec[c]) {
                        deficit += req->spec[c] - have;
                        colors &= (lc & (1u << c)) != 0;
                    }
                }
                ok = colors && deficit <= markers;
            }
        }
        free(reach);
    }
    free(cards);
    return ok;
}

int fw_read_payment(fw_game *g, int player, const json_t *list, const fw_payreq *req,
                    fw_payment *out, const char **clause, char *why, size_t whysize)
{
    const char *bad = *clause;
    *clause = NULL;
    memset(out, 0, sizeof *out);
    if (list && !json_is_array(list))
        return eng_error(g->run, "the payment must be an array of energy ids and \"marker\"");
    size_t n = list ? json_array_size(list) : 0;
    item *items = xmalloc((n ? n : 1) * sizeof *items);
    unsigned lc = leader_colors(g, player);
    ki_kept_out(g, player);
    size_t i;
    const json_t *x;
    json_array_foreach(list, i, x) {
        if (json_is_string(x) && strcmp(json_string_value(x), "marker") == 0) {
            RULE(g->run, "1-11-2");      /* the marker counts as an energy of one of the leader's colors */
            out->markers++;
            items[i].colors = lc;
            items[i].marker = true;
            continue;
        }
        int k;
        if (tcg_get_card(&g->t, x, "the payment", &k) != TCG_OK) {
            free(items);
            return TCG_ERR;
        }
        items[i].colors = fw_colors(g, k);
        items[i].marker = false;
        if (*clause)
            continue;
        if (fw_zone_of(g, k) != FW_ENERGY || fw_player_of(g, k) != player) {
            *clause = bad;
            snprintf(why, whysize, "%s is not in the player's energy area", fw_id(g, k));
        } else if (g->c[k].rested) {
            *clause = bad;
            snprintf(why, whysize, "%s is rested", fw_id(g, k));
        } else {
            for (size_t j = 0; j < out->ncards; j++)
                if (out->cards[j] == k) {
                    *clause = bad;
                    snprintf(why, whysize, "%s is listed twice", fw_id(g, k));
                }
            if (out->ncards < sizeof out->cards / sizeof *out->cards)
                out->cards[out->ncards++] = k;
        }
    }
    if (!*clause && (long)n != (req->total > 0 ? req->total : 0)) {
        *clause = bad;
        snprintf(why, whysize, "%zu energies and markers paid, the cost is %ld", n,
                 req->total > 0 ? req->total : 0);
    }
    if (!*clause && out->markers > g->markers[player]) {
        *clause = bad;
        snprintf(why, whysize, "%ld markers paid, %ld in the energy area", out->markers,
                 g->markers[player]);
    }
    RULE(g->run, "2-2-1");               /* the colors read for the payment */
    if (!*clause && !colors_ok(req, items, n, lc)) {
        *clause = bad;
        snprintf(why, whysize, "the payment does not include the specified colors");
    }
    free(items);
    return TCG_OK;
}

void fw_pay(fw_game *g, int player, const fw_payment *p)
{
    if (p->ncards == 0 && p->markers == 0)
        return;
    RULE(g->run, "5-3-1");
    RULE(g->run, "1-1-1");
    RULE(g->run, "1-1-2");
    RULE(g->run, "3-8-2");               /* any energy may be chosen */
    if (p->markers) {
        RULE(g->run, "1-11-2");          /* a marker removed instead of an energy rested */
        RULE(g->run, "1-11-3");
        g->markers[player] -= p->markers;
    }
    fw_event(g, "pay", json_pack("{s:s, s:o, s:I}", "player", fw_player_names[player], "cards",
                                 tcg_ids_json(&g->t, p->cards, p->ncards), "markers",
                                 (json_int_t)p->markers));
    /* the energy cards rested together: one event (0-2-10) */
    if (p->ncards > 1)
        RULE(g->run, "0-2-10");
    tcg_batch_begin(&g->t, TCG_SIMULTANEOUS, TCG_B_HOLD);
    for (size_t i = 0; i < p->ncards; i++)
        fw_rest(g, p->cards[i]);
    tcg_batch_end(&g->t);
}

/* Markers may pay it like a card's cost (reading FW-MARKER-SKILL-COST). */
void fw_skill_cost_energy(const json_t *cost, fw_payreq *req)
{
    size_t i;
    const json_t *x;
    json_array_foreach(cost, i, x) {
        const json_t *e = json_object_get(x, "energy");
        if (!e)
            continue;
        long n = (long)json_integer_value(e);
        req->total += n;
        int c = fw_color_index(json_string_value(json_object_get(x, "color")));
        if (c >= 0)
            req->spec[c] += n;   /* 1-4-5-2 */
    }
}

/* The hand a discard cost takes from: the card itself is not among the cards to discard. */
static long hand_for_discard(fw_game *g, int player, int card)
{
    long hand = (long)fw_zl(g, player, FW_HAND)->n;
    if (fw_zone_of(g, card) == FW_HAND && fw_player_of(g, card) == player)
        hand--;
    return hand;
}

/* "drop-self" is out of reach for a card already in the drop, removed from the game or in no
 * zone, and for a card an effect forbids to leave the battle area (0-2-5). */
static bool drop_self_payable(fw_game *g, int card)
{
    int z = fw_zone_of(g, card);
    if (z == FW_DROP)
        RULE(g->run, "0-2-4-1");         /* already there: it cannot be put there again */
    if (z == FW_DROP || z == FW_REMOVED || z == TCG_NOWHERE)
        return false;
    if (z == FW_BATTLE && fw_forbidden(g, card, "leave")) {
        RULE(g->run, "0-2-5");           /* it may not leave: the cost cannot be paid */
        RULE(g->run, "0-2-1");           /* a basic principle: over every other rule and effect */
        return false;
    }
    return true;
}

/* 1-4-6 (reading FW-COST-PART-WAY): the parts together, in their order (1-4-3), against the
 * state before the payment; what an earlier part uses up or changes is not there for a later
 * one (a second "rest-self", "rest-self" after "drop-self", discards beyond the hand), nor what
 * the use of an extra card from the hand (`extra`, its card cost) changes first: the card is
 * in the drop when its skill cost is paid (12-2-2-2, 12-2-2-3). */
static bool parts_payable(fw_game *g, int player, int card, const json_t *cost,
                          const fw_payreq *extra)
{
    fw_payreq req = {0};
    if (extra)
        req = *extra;
    fw_skill_cost_energy(cost, &req);
    if (!fw_can_pay(g, player, &req))
        return false;
    size_t i;
    const json_t *x;
    long hand = hand_for_discard(g, player, card), ki = g->c[card].ki;
    int z = extra ? FW_DROP : fw_zone_of(g, card);   /* where the card is as the parts go */
    bool rested = g->c[card].rested;
    json_array_foreach(cost, i, x) {
        if (json_is_string(x) && strcmp(json_string_value(x), "rest-self") == 0) {
            if ((z != FW_BATTLE && z != FW_LEADER) || rested)
                return false;
            rested = true;
        } else if (json_is_string(x) && strcmp(json_string_value(x), "drop-self") == 0) {
            if (z == FW_DROP)
                RULE(g->run, "0-2-4-1");         /* already there, or will be */
            if (z == FW_DROP || !drop_self_payable(g, card))
                return false;
            z = FW_DROP;
        } else if (json_object_get(x, "discard")) {
            hand -= (long)json_integer_value(json_object_get(x, "discard"));
            if (hand < 0)
                return false;
        } else if (json_object_get(x, "ki")) {
            ki -= (long)json_integer_value(json_object_get(x, "ki"));
            if (ki < 0)
                return false;
        }
    }
    return true;
}

bool fw_skill_cost_payable(fw_game *g, int player, int card, const json_t *cost,
                           const fw_payreq *extra)
{
    if (parts_payable(g, player, card, cost, extra))
        return true;
    RULE(g->run, "1-4-6");               /* a part cannot be paid: none of it can be */
    return false;
}

/* Whether one part of a skill cost can still be paid now (1-4-6 was checked as the skill was
 * declared; an earlier part or an effect may have changed that since). */
static bool part_payable_now(fw_game *g, int player, int card, const json_t *x)
{
    if (json_is_string(x) && strcmp(json_string_value(x), "rest-self") == 0) {
        int z = fw_zone_of(g, card);
        return (z == FW_BATTLE || z == FW_LEADER) && g->t.cards[card].host < 0 && !g->c[card].rested;
    }
    if (json_is_string(x) && strcmp(json_string_value(x), "drop-self") == 0)
        return drop_self_payable(g, card);   /* a forbiddance to leave may have begun (0-2-5) */
    if (json_object_get(x, "discard"))
        return hand_for_discard(g, player, card) >=
               (long)json_integer_value(json_object_get(x, "discard"));
    if (json_object_get(x, "ki") && json_is_integer(json_object_get(x, "ki")))
        return g->c[card].ki >= (long)json_integer_value(json_object_get(x, "ki"));
    return true;                 /* an X is decided as the part is paid */
}

/* A cost part's N: a number, or X (13-5), which the master decides the first time the skill
 * needs it and which then stays the skill's (13-5-3). `most` is what the part can take (the
 * hand, the card's 【気】): a larger X would make the cost one that cannot be paid (1-4-6), so it
 * is no answer (reading FW-COST-PART-WAY: a payment fails part way only by an effect). */
static int part_number(fw_game *g, const json_t *v, fw_ctx *ctx, long most, long *out)
{
    if (json_is_integer(v)) {
        *out = (long)json_integer_value(v);
        return TCG_OK;
    }
    if (!ctx->has_x) {
        RULE(g->run, "13-5-1");
        RULE(g->run, "13-5-2");
        RULE(g->run, "0-2-8");
        RULE(g->run, "1-4-6");           /* at most what the part can take */
        TCG_TRY(tcg_choose_int(&g->t, "number", ctx->master, 0, most, &ctx->x));
        ctx->has_x = true;
    } else {
        RULE(g->run, "13-5-3");
        if (ctx->x > most)
            return eng_error(g->run, "X = %ld cannot pay a cost part that takes at most %ld "
                             "(1-4-6)", ctx->x, most);
    }
    *out = ctx->x;
    return TCG_OK;
}

static int pay_parts(fw_game *g, int player, int card, const json_t *cost,
                     const fw_payment *energy, fw_ctx *ctx, bool *failed);

int fw_pay_skill_cost(fw_game *g, int player, int card, const json_t *cost,
                      const fw_payment *energy, fw_ctx *ctx, bool *failed)
{
    if (ctx)
        return pay_parts(g, player, card, cost, energy, ctx, failed);
    fw_ctx own;                  /* a cost paid outside a skill (13-13): its own X */
    fw_ctx_init(&own, g, player, card, FW_SKILL_NONE);
    int st = pay_parts(g, player, card, cost, energy, &own, failed);
    fw_ctx_free(&own);
    return st;
}

static int pay_parts(fw_game *g, int player, int card, const json_t *cost,
                     const fw_payment *energy, fw_ctx *ctx, bool *failed)
{
    bool energy_paid = false;
    size_t i;
    const json_t *x;
    *failed = false;
    RULE(g->run, "1-4-1");
    RULE(g->run, "1-4-2");
    RULE(g->run, "1-4-3");               /* in order, from the front of the text */
    json_array_foreach(cost, i, x) {
        if (!part_payable_now(g, player, card, x)) {
            RULE(g->run, "1-4-7");       /* the payment failed part way: the skill fails to activate */
            *failed = true;
            return TCG_OK;
        }
        if (json_is_string(x) && strcmp(json_string_value(x), "rest-self") == 0) {
            fw_rest(g, card);
        } else if (json_is_string(x) && strcmp(json_string_value(x), "drop-self") == 0) {
            TCG_TRY(fw_move(g, card, fw_owner(g, card), FW_DROP, TCG_DEFAULT, "pay"));
        } else if (json_object_get(x, "energy")) {
            if (!energy_paid && energy) {
                RULE(g->run, "1-4-5");
                RULE(g->run, json_object_get(x, "color") ? "1-4-5-2" : "1-4-5-1");
                fw_pay(g, player, energy);
            }
            energy_paid = true;
        } else if (json_object_get(x, "discard")) {
            tcg_list hand = {0};
            const tcg_list *h = fw_zl(g, player, FW_HAND);
            for (size_t j = 0; j < h->n; j++)
                if (h->v[j] != card)
                    tcg_list_push(&hand, h->v[j]);
            long n = 0;
            int st = part_number(g, json_object_get(x, "discard"), ctx, (long)hand.n, &n);
            if (st != TCG_OK || n <= 0) {
                if (st == TCG_OK)
                    RULE(g->run, "0-2-4-2");     /* X = 0: nothing is discarded, nothing asked */
                tcg_list_free(&hand);
                TCG_TRY(st);
                continue;
            }
            int *chosen = xmalloc((hand.n ? hand.n : 1) * sizeof *chosen);
            size_t m = 0;
            if ((long)hand.n == n) {
                memcpy(chosen, hand.v, hand.n * sizeof *chosen);
                m = hand.n;
            } else {
                st = tcg_choose_cards(&g->t, "target", player, hand.v, hand.n, (size_t)n,
                                      (size_t)n, chosen, &m);
            }
            if (st == TCG_OK) {
                RULE(g->run, "13-7-1");
                st = fw_move_group(g, chosen, m, FW_DROP, TCG_DEFAULT, "pay");
            }
            free(chosen);
            tcg_list_free(&hand);
            TCG_TRY(st);
        } else if (json_object_get(x, "ki")) {
            long n = 0;
            TCG_TRY(part_number(g, json_object_get(x, "ki"), ctx, g->c[card].ki, &n));
            RULE(g->run, "5-13-1");      /* n ≤ the card's 【気】: part_payable_now, part_number */
            RULE(g->run, "1-12-1");      /* 【気】: the markers under the card, not the energy area's */
            g->c[card].ki -= n;
        }
    }
    return TCG_OK;
}
