/* skills.c — skills and their activation (ch. 9, 1-3): where a skill is valid (1-3-7, 9-5-5,
 * 12-1-1, 15-3-3, 16-2-2), 【自分のターン中】/【相手のターン中】 (15-9, 15-10), conditions (9-1-3),
 * 【ターン 1 回】 (15-7), autos made pending (9-6-2) and declared at a check point with their
 * skill cost (9-6-3 … 9-6-6, the use of an extra card from the hand 12-2-2; one that cannot be
 * declared any more is cancelled, 9-6-3-2), the resolution of effects (9-4-4, 9-7). */
#include "engine/fusion_world/skills/skills.h"
#include "engine/fusion_world/actions/actions.h"
#include "engine/fusion_world/effects/effects.h"
#include "engine/fusion_world/setup/setup.h"
#include "engine/fusion_world/zones/zones.h"

#include <stdlib.h>
#include <string.h>

int fw_skill_zone(fw_game *g, int card, const fw_skill *sk)
{
    if (sk && sk->zone >= 0) {
        RULE(g->run, "1-3-7");           /* 「特に指示がない場合」: this skill says where it is valid */
        RULE(g->run, "9-2-1");
        return sk->zone;
    }
    switch (g->c[card].type) {
    case FW_T_LEADER:
        RULE(g->run, "1-3-7");
        return FW_LEADER;
    case FW_T_BATTLE:
        RULE(g->run, "1-3-7");
        return FW_BATTLE;
    default:
        if (fw_face_of(g, card)->kw & FW_KW_FIELD) {
            RULE(g->run, "15-3-3");      /* a field's other skills: in the battle area */
            return FW_BATTLE;
        }
        RULE(g->run, "12-1-1");          /* reading FW-EXTRA-SKILL-ZONE */
        return FW_HAND;
    }
}

bool fw_during_ok(const fw_game *g, int master, int during)
{
    if (during != FW_DURING_ANY)
        RULE(g->run, "15-1-2");          /* a keyword, not a skill */
    if (during == FW_DURING_YOURS) {
        RULE(g->run, "15-9-1");
        RULE(g->run, "15-9-2");
        if (g->t.tp != master)
            RULE(g->run, "15-9-3");
        return g->t.tp == master;
    }
    if (during == FW_DURING_OPPONENTS) {
        RULE(g->run, "15-10-1");
        RULE(g->run, "15-10-2");
        if (g->t.tp == master)
            RULE(g->run, "15-10-3");
        return g->t.tp != master;
    }
    return true;
}

bool fw_skill_valid_in(fw_game *g, int card, const fw_skill *sk, int zone, int player)
{
    return fw_skill_valid_as(g, card, sk, zone, player, g->t.cards[card].inc);
}

bool fw_skill_valid_as(fw_game *g, int card, const fw_skill *sk, int zone, int player,
                       unsigned serial)
{
    if (zone != fw_skill_zone(g, card, sk))
        return false;
    if (fw_negated(g, card, serial, sk))
        return false;
    if (!fw_during_ok(g, player, sk->during))
        return false;
    if (sk->condition) {
        RULE(g->run, "9-1-1");
        RULE(g->run, "9-1-3");
        if (!fw_condition_as(g, sk->condition, player, card, serial))
            return false;
    }
    return true;
}

bool fw_under_stack(fw_game *g, int card)
{
    if (g->t.cards[card].host < 0)
        return false;
    if (fw_skill_count(g, card) > 0) {
        RULE(g->run, "16-2-2");          /* a card under another has no valid skill … */
        RULE(g->run, "9-1-2");           /* … an invalid skill is not declared, does not activate */
    }
    return true;
}

bool fw_skill_valid(fw_game *g, int card, const fw_skill *sk)
{
    if (fw_under_stack(g, card))
        return false;
    int z = fw_zone_of(g, card);
    if (z == TCG_NOWHERE || z == FW_REMOVED)
        return false;
    return fw_skill_valid_in(g, card, sk, z, fw_player_of(g, card));
}

static tcg_key used_key(const fw_game *g, int card, int skill)
{
    return (tcg_key){FW_NOTE_USED, card, g->t.cards[card].inc, skill};
}

bool fw_used_this_turn(const fw_game *g, int card, int skill)
{
    RULE(g->run, "15-7-1");
    return tcg_noted(&g->t, TCG_SCOPE_TURN, used_key(g, card, skill));
}

void fw_mark_used(fw_game *g, int card, int skill)
{
    tcg_note(&g->t, TCG_SCOPE_TURN, used_key(g, card, skill));
}

void fw_make_pending(fw_game *g, int card, unsigned serial, int skill, const fw_skill *sk,
                     int master, int trigger_card, unsigned trigger_serial, long batch)
{
    fw_pending p = {.card = card, .inc = serial, .ability = skill, .master = master,
                    .cls = FW_CLS_AUTO, .trigger_card = trigger_card,
                    .trigger_inc = trigger_serial, .batch = batch, .data = sk};
    if (!tcg_pend_add(&g->t, &p, TCG_PEND_ONCE_PER_EVENT)) {
        RULE(g->run, "9-6-2-1");         /* met several times at once: pending once */
        return;
    }
    /* reading FW-PENDING-COUNT: events one after another each make it pending */
    RULE(g->run, "9-6-2");
    RULE(g->run, "0-3-7");
    RULE(g->run, "0-3-4");
    RULE(g->run, "0-3-4-1");             /* the master of a card: its zone's player */
    RULE(g->run, "0-3-4-4");
    fw_event(g, "pending", json_pack("{s:s, s:o}", "card", fw_id(g, card), "skill",
                                     fw_skill_label(skill)));
}

/* 9-6-4: the `cost` choice; *pay false when the master does not pay. The energy paid is read
 * into energy. */
static int ask_cost(fw_game *g, int master, const fw_payreq *req, bool *pay, fw_payment *energy)
{
    json_t *options = json_array();
    json_array_append_new(options, json_false());
    if (req->total <= 0)
        json_array_append_new(options, json_true());
    const json_t *a;
    TCG_TRY(tcg_choose(&g->t, "cost", master, options, &a));
    if (json_is_false(a)) {
        *pay = false;
        return TCG_OK;
    }
    *pay = true;
    if (json_is_true(a)) {
        if (req->total > 0)
            return eng_error(g->run, "choose \"cost\": this cost has an energy part: the answer "
                             "lists the energies and markers that pay it");
        memset(energy, 0, sizeof *energy);
        return TCG_OK;
    }
    if (!json_is_array(a) || req->total <= 0)
        return eng_error(g->run, "choose \"cost\": false, true or the list of energies and "
                         "markers paying the energy part");
    const char *bad = "1-4-6";
    char why[200];
    TCG_TRY(fw_read_payment(g, master, a, req, energy, &bad, why, sizeof why));
    if (bad)
        return eng_error(g->run, "choose \"cost\": %s", why);
    return TCG_OK;
}

int fw_pending_cancel(fw_game *g, int card, int skill)
{
    RULE(g->run, "9-6-3-2");
    fw_event(g, "fail", json_pack("{s:s, s:o}", "card", fw_id(g, card), "skill",
                                  fw_skill_label(skill)));
    return TCG_OK;
}

int fw_resolve_pending(fw_game *g, size_t index)
{
    fw_pending pe = tcg_pend_take(&g->t, index);
    RULE(g->run, "9-6-1");
    RULE(g->run, "9-6-3");               /* declared; no longer pending */
    const fw_skill *sk = pe.data;
    if (pe.ability == FW_SKILL_BLOCKER && g->b.blocked[pe.master]) {
        RULE(g->run, "15-4-3");          /* no more 【ブロッカー】 in this battle (FW-BLOCKER-PENDING) */
        return fw_pending_cancel(g, pe.card, pe.ability);
    }
    if (sk && sk->once && fw_used_this_turn(g, pe.card, pe.ability)) {
        RULE(g->run, "15-7-4");
        RULE(g->run, "15-7-5");
        RULE(g->run, "9-2-3");           /* it cannot activate: no cost is paid, it is cancelled */
        RULE(g->run, "9-2-4");
        return fw_pending_cancel(g, pe.card, pe.ability);
    }
    if (pe.ability == FW_SKILL_BLOCKER)
        return fw_blocker_resolve(g, pe.card);
    for (size_t i = 0; i < g->nlatched; i++)
        if (g->state_latched[i].card == pe.card && g->state_latched[i].skill == pe.ability) {
            g->state_latched[i] = g->state_latched[--g->nlatched];
            RULE(g->run, "9-6-8-1");
            break;
        }
    if (fw_zone_of(g, pe.card) != fw_skill_zone(g, pe.card, sk))
        RULE(g->run, "9-6-9");           /* activated even though its card has moved (FW-AUTO-AFTER-MOVE:
                                    validity was tested when it became pending) */
    bool from_hand = fw_zone_of(g, pe.card) == FW_HAND;
    /* an extra card's auto from the hand uses the card (12-2-2) */
    bool use_extra = from_hand && g->c[pe.card].type == FW_T_EXTRA;
    fw_payreq req = {0}, card_req = {0};
    if (use_extra) {
        fw_cost_to_pay(g, pe.card, &req.total, req.spec);
        card_req = req;
    }
    if (sk->cost)
        fw_skill_cost_energy(sk->cost, &req);
    bool costly = sk->cost || req.total > 0;
    if (costly) {
        bool payable = sk->cost ? fw_skill_cost_payable(g, pe.master, pe.card, sk->cost,
                                                        use_extra ? &card_req : NULL)
                                : fw_can_pay(g, pe.master, &card_req);
        if (!payable) {
            RULE(g->run, sk->cost ? "1-4-6" : "5-3-3");
            RULE(g->run, "9-6-4");
            RULE(g->run, "9-6-4-1");     /* the cost is not paid: it does not activate … */
            RULE(g->run, "9-2-3");       /* … it cannot be declared at all: cancelled */
            RULE(g->run, "9-2-4");
            return fw_pending_cancel(g, pe.card, pe.ability);
        }
    }
    if (from_hand) {
        RULE(g->run, "9-6-3-1");
        fw_reveal(g, pe.master, &pe.card, 1);
    }
    /* the skill's context from its cost on: an X decided there holds in its effect (13-5-3) */
    fw_ctx ctx;
    fw_ctx_init(&ctx, g, pe.master, pe.card, pe.ability);
    ctx.source_serial = pe.inc;
    ctx.trigger_card = pe.trigger_card;
    ctx.trigger_serial = pe.trigger_inc;
    int st = TCG_OK;
    fw_payment energy = {0};
    bool failed = false;         /* the skill cost's payment failed part way (1-4-7) */
    if (costly) {
        RULE(g->run, "9-6-4");
        bool pay = false;
        if ((st = ask_cost(g, pe.master, &req, &pay, &energy)) != TCG_OK)
            goto done;
        if (!pay) {
            RULE(g->run, "9-6-4-1");     /* not paid: not activated, not resolved */
            RULE(g->run, "5-7-3");
            goto done;
        }
        RULE(g->run, "9-6-4-2");
        if (!use_extra &&
            (st = fw_pay_skill_cost(g, pe.master, pe.card, sk->cost, &energy, &ctx, &failed)) != TCG_OK)
            goto done;
    } else {
        RULE(g->run, "9-6-4-3");
    }
    if (use_extra) {             /* 12-2-2: the extra card used, then its skill cost */
        RULE(g->run, "12-2-2");
        RULE(g->run, "12-2-2-1");
        RULE(g->run, "12-2-2-2");
        if (card_req.total == 0)
            RULE(g->run, "5-3-2");       /* no cost paid for the card */
        fw_pay(g, pe.master, &energy);   /* the one list: the card's cost, then the skill's */
        if ((st = fw_move(g, pe.card, pe.master, FW_DROP, TCG_DEFAULT, "pay")) != TCG_OK)
            goto done;
        fw_fire_simple(g, "use", pe.card, pe.master);
        if (sk->cost) {
            RULE(g->run, "12-2-2-3");
            if ((st = fw_pay_skill_cost(g, pe.master, pe.card, sk->cost, NULL, &ctx, &failed)) != TCG_OK)
                goto done;
        } else {
            RULE(g->run, "12-2-2-3-1");
        }
    }
    if (failed) {
        if (use_extra) {
            RULE(g->run, "1-2-6");       /* the card's use fails with its skill; it stays in the drop */
            RULE(g->run, "12-3-1");
        }
        fw_event(g, "fail", json_pack("{s:s, s:o}", "card", fw_id(g, pe.card), "skill",
                                      fw_skill_label(pe.ability)));
        goto done;
    }
    if (!from_hand && g->c[pe.card].type == FW_T_EXTRA) {
        RULE(g->run, "12-2-1");          /* an extra card's auto outside the hand: no card cost */
        RULE(g->run, "12-2-3");
        RULE(g->run, "12-2-3-1");
        RULE(g->run, "12-2-3-2");
        RULE(g->run, sk->cost ? "12-2-3-3" : "12-2-3-3-1");
        RULE(g->run, "12-2-3-4");
        RULE(g->run, "12-2-3-5");
    }
    RULE(g->run, "9-6-5");
    fw_event(g, "activate", json_pack("{s:s, s:o}", "card", fw_id(g, pe.card), "skill",
                                      fw_skill_label(pe.ability)));
    if (sk->once) {
        RULE(g->run, "15-7-2");
        RULE(g->run, "15-7-3");
        fw_mark_used(g, pe.card, pe.ability);
    }
    RULE(g->run, "9-6-6");
    st = fw_resolve_effect(g, sk->effect, &ctx);
done:
    fw_ctx_free(&ctx);
    return st;
}
