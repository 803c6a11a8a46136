/* cost.c — skill costs (1-3-5): paid in full at the declaration or not at all (1-3-5-1), part
 * by part: guts from under the card with the skill, any of them (1-4-8, 1-4-8-1) or those the
 * cost specifies, whose information is then read (1-4-8-2); cards dropped from the hand; the
 * card itself dropped (1-4-7). A part replaced as it is paid is paid (0-2-5-2-1-1). The
 * requirements of 7-2-3 (「A する際、B しなければ A できない」) are costs of an act. */
#include "engine/haikyu_break/actions/actions.h"
#include "engine/haikyu_break/skills/skills.h"
#include "engine/haikyu_break/zones/zones.h"

#include <string.h>

/* The candidates of a cost part: guts of `card` (matching the filter), or the master's hand
 * other than `card`. */
static size_t part_cands(hb_game *g, int card, int master, const json_t *part, int *out,
                         size_t max)
{
    size_t n = 0;
    if (json_object_get(part, "guts")) {
        if (card < 0 || !hb_is_character(g, card))
            return 0;
        const json_t *f = json_object_get(part, "filter");
        hb_ctx x;
        hb_ctx_init(&x, card, -1, master);
        const tcg_list *l = &g->t.cards[card].attached;
        for (size_t i = 0; i < l->n && n < max; i++)
            if (!f || hb_filter(g, &x, l->v[i], f))
                out[n++] = l->v[i];
        hb_ctx_free(&x);
    } else if (json_object_get(part, "discard")) {
        const tcg_list *h = hb_zl(g, master, HB_HAND);
        for (size_t i = 0; i < h->n && n < max; i++)
            if (h->v[i] != card)
                out[n++] = h->v[i];
    }
    return n;
}

bool hb_cost_payable(hb_game *g, int card, int master, const json_t *cost)
{
    int cands[128];
    size_t need_self = 0;
    for (size_t i = 0; i < json_array_size(cost); i++) {
        const json_t *part = json_array_get(cost, i);
        if (json_is_string(part)) {       /* "drop-self" */
            int z = card >= 0 ? hb_zone_of(g, card) : TCG_NOWHERE;
            if (card < 0 || z == TCG_NOWHERE || z == HB_DROP || need_self++)
                return false;
            continue;
        }
        long n = (long)json_integer_value(json_object_get(part, json_object_get(part, "guts")
                                                                  ? "guts" : "discard"));
        if ((long)part_cands(g, card, master, part, cands, 128) < n)
            return false;
    }
    return true;
}

static void pay_event(hb_game *g, int master, const int *cards, size_t n)
{
    json_t *ev = eng_event_new(g->run, "pay");
    json_object_set_new_nocheck(ev, "player", json_string(hb_player_names[master]));
    json_object_set_new_nocheck(ev, "cards", tcg_ids_json(&g->t, cards, n));
}

int hb_pay_cost(hb_game *g, int card, int master, const json_t *cost)
{
    RULE(g->run, "1-3-5");
    RULE(g->run, "1-3-5-1");
    for (size_t i = 0; i < json_array_size(cost); i++) {
        const json_t *part = json_array_get(cost, i);
        int cands[128], paid[128];
        size_t np = 0;
        if (json_is_string(part)) {
            RULE(g->run, "1-4-7");
            paid[np++] = card;
        } else {
            bool guts = json_object_get(part, "guts") != NULL;
            size_t n = (size_t)json_integer_value(json_object_get(part, guts ? "guts" : "discard"));
            size_t nc = part_cands(g, card, master, part, cands, 128);
            if (guts) {
                RULE(g->run, "1-4-8");
                RULE(g->run, json_object_get(part, "filter") ? "1-4-8-2" : "1-4-8-1");
                RULE(g->run, "1-2-15");
            } else {
                RULE(g->run, "1-4-7");
            }
            if (nc > n)
                TCG_TRY(tcg_choose_cards(&g->t, guts ? "guts" : "discard", master, cands, nc, n,
                                         n, paid, &np));
            else
                for (size_t k = 0; k < nc; k++)
                    paid[np++] = cands[k];
        }
        pay_event(g, master, paid, np);
        for (size_t k = 0; k < np; k++) {
            bool moved;
            TCG_TRY(hb_move(g, paid[k], hb_owner(g, paid[k]), HB_DROP, TCG_DEFAULT, "cost",
                            &moved));
            if (!moved)
                RULE(g->run, "0-2-5-2-1-1");   /* replaced: paid all the same */
        }
    }
    return TCG_OK;
}

/* The requirements (7-2-3) applying to `player`'s act. */
static size_t requirements(hb_game *g, int player, const char *act, const tcg_effect **out,
                           size_t max)
{
    size_t n = 0;
    for (size_t i = 0; i < g->t.nef && n < max; i++) {
        const tcg_effect *e = &g->t.ef[i];
        if (!e->ended && e->kind == HB_EF_REQUIRE && (e->value == player || e->value < 0) &&
            strcmp(json_string_value(json_object_get(e->data, "require")), act) == 0)
            out[n++] = e;
    }
    return n;
}

bool hb_requirements_met(hb_game *g, int player, const char *act, int card)
{
    const tcg_effect *r[16];
    size_t n = requirements(g, player, act, r, 16);
    for (size_t i = 0; i < n; i++)
        if (!hb_cost_payable(g, card, player, json_object_get(r[i]->data, "cost")))
            return false;
    return true;
}

int hb_meet_requirements(hb_game *g, int player, const char *act, int card)
{
    const tcg_effect *r[16];
    size_t n = requirements(g, player, act, r, 16);
    for (size_t i = 0; i < n; i++) {
        RULE(g->run, "7-2-3");
        TCG_TRY(hb_pay_cost(g, card, player, json_object_get(r[i]->data, "cost")));
    }
    return TCG_OK;
}
