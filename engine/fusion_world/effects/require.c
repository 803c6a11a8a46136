/* require.c — 「(行動 A) する際、(行動 B) しなければ (行動 A) できない」 (13-13): a restriction
 * on a card's act (attack, combo, play: the vocabulary's `require`, with the cost parts B). The
 * act can be declared only while B can be done (else it is refused with 13-13-1, and a query
 * leaves it out); declaring it, the player does B first: an energy part is named by a `cost`
 * choice (false: B is not done, so neither is A — the act is refused), the other parts as a
 * skill cost's (1-4-3). A payment an effect makes fail part way makes the act fail (1-2-6). */
#include "engine/fusion_world/effects/effects.h"
#include "engine/fusion_world/actions/actions.h"
#include "engine/fusion_world/skills/skills.h"

#include <stdio.h>

const char *fw_require_refusal(fw_game *g, int player, int card, const char *act, char *why,
                               size_t n)
{
    json_t *cost = fw_required(g, card, act);
    if (!cost)
        return NULL;
    RULE(g->run, "13-13-1");
    bool ok = fw_skill_cost_payable(g, player, card, cost, NULL);
    json_decref(cost);
    if (ok)
        return NULL;
    snprintf(why, n, "%s can %s only by doing what an effect requires, which cannot be done",
             fw_id(g, card), act);
    return "13-13-1";
}

int fw_require_pay(fw_game *g, int player, int card, const char *act, bool *withdrawn,
                   bool *failed)
{
    *withdrawn = false;
    *failed = false;
    json_t *cost = fw_required(g, card, act);
    if (!cost)
        return TCG_OK;
    RULE(g->run, "13-13-1");
    fw_payreq req = {0};
    fw_skill_cost_energy(cost, &req);
    fw_payment energy = {0};
    int st = TCG_OK;
    if (req.total > 0) {
        const json_t *a;
        st = tcg_choose(&g->t, "cost", player, json_pack("[b]", 0), &a);
        if (st == TCG_OK && json_is_false(a)) {
            *withdrawn = true;
        } else if (st == TCG_OK) {
            const char *bad = "13-13-1";
            char why[200];
            st = fw_read_payment(g, player, a, &req, &energy, &bad, why, sizeof why);
            if (st == TCG_OK && bad)
                st = eng_error(g->run, "choose \"cost\": %s", why);
        }
    }
    if (st == TCG_OK && !*withdrawn) {
        st = fw_pay_skill_cost(g, player, card, cost, &energy, NULL, failed);
        if (st == TCG_OK && *failed)
            RULE(g->run, "1-2-6");       /* what the act requires failed part way: the act fails */
    }
    json_decref(cost);
    return st;
}
