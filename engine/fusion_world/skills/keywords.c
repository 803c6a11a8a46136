/* keywords.c — keyword skills (ch. 15) that act on the game: 【ブロッカー】 (15-4: its cost,
 * the guard card changed, no other 【ブロッカー】 in the battle, the new guard card's "attacked"
 * autos), 【フィールド】 entering the battle area (15-3), 【覚醒】's flip of the leader (15-2, 14-7),
 * 【進化】 and 【フュージョン進化】 (15-12: the battle cards they may choose — in the battle area, or
 * in the zones their "from" adds, 15-12-4-1 — the entry on top of them, failure).
 * 【クリティカル】 and 【ストライク】 act in the damage step (turn/battle.c, turn/rules.c),
 * 【スーパーコンボ】 and 【ドラゴンボール】 in the deck check (setup/deck.c). */
#include "engine/fusion_world/skills/skills.h"
#include "engine/fusion_world/actions/actions.h"
#include "engine/fusion_world/effects/effects.h"
#include "engine/fusion_world/setup/setup.h"
#include "engine/fusion_world/zones/zones.h"

#include <string.h>

int fw_blocker_resolve(fw_game *g, int card)
{
    int master = fw_player_of(g, card);
    bool payable = g->b.on && fw_zone_of(g, card) == FW_BATTLE && !g->c[card].rested &&
                   !g->b.blocked[master];
    RULE(g->run, "9-6-4");
    if (!payable) {              /* rested, or no battle any more: it cannot be declared
                                    (reading FW-BLOCKER-PENDING) */
        RULE(g->run, "1-4-6");
        RULE(g->run, "9-6-4-1");
        RULE(g->run, "9-2-3");
        return fw_pending_cancel(g, card, FW_SKILL_BLOCKER);
    }
    bool pay;
    TCG_TRY(tcg_choose_bool(&g->t, "cost", master, &pay));
    if (!pay) {
        RULE(g->run, "9-6-4-1");
        return TCG_OK;
    }
    RULE(g->run, "9-6-4-2");
    RULE(g->run, "15-1-1");
    RULE(g->run, "15-4-2");              /* the skill cost: rest this card */
    RULE(g->run, "1-4-5-3");
    fw_rest(g, card);
    RULE(g->run, "9-6-5");
    fw_event(g, "activate", json_pack("{s:s, s:s}", "card", fw_id(g, card), "skill", "blocker"));
    RULE(g->run, "15-4-3");
    g->b.guard = card;
    g->b.guard_serial = g->t.cards[card].inc;
    g->b.blocked[master] = true;
    fw_event(g, "guard", json_pack("{s:s}", "card", fw_id(g, card)));
    fw_fire_simple(g, "block", card, master);
    RULE(g->run, "15-4-3-1");            /* its "attacked" autos, in this check point (1-3-6-5); this
                                    exception wins over 8-1-6-2 (reading FW-BLOCKER-ATTACKED) */
    RULE(g->run, "1-3-6-5");
    tcg_event own = tcg_event_of("attacked", card, master);
    own.arg = FW_OWN_ONLY;
    tcg_raise(&g->t, &own);
    return TCG_OK;
}

/* Reading FW-FIELD-VIA-DROP: the card used went to the drop (12-2-2-2) and enters from there. */
int fw_field_enter(fw_game *g, int card)
{
    RULE(g->run, "15-1-1");
    RULE(g->run, "15-3-1");
    RULE(g->run, "15-3-2");
    RULE(g->run, "5-5-4");
    int p = fw_player_of(g, card);
    tcg_list others = {0};
    const tcg_list *b = fw_zl(g, p, FW_BATTLE);
    for (size_t i = 0; i < b->n; i++)
        if (b->v[i] != card && g->c[b->v[i]].type == FW_T_EXTRA &&
            fw_has_keyword(g, b->v[i], FW_KW_FIELD))
            tcg_list_push(&others, b->v[i]);
    int st = TCG_OK;
    if (others.n) {
        RULE(g->run, "15-3-4");          /* the other fields of the player go to the drop */
        st = fw_move_group(g, others.v, others.n, FW_DROP, TCG_DEFAULT, "rule");
    }
    tcg_list_free(&others);
    TCG_TRY(st);
    TCG_TRY(fw_move(g, card, p, FW_BATTLE, TCG_BOTTOM, "effect"));
    fw_entered(g, card, "field");
    return TCG_OK;
}

int fw_flip(fw_game *g, int card, int side)
{
    fw_card *c = &g->c[card];
    if (c->side == side) {
        RULE(g->run, "0-2-4-1");
        return TCG_OK;
    }
    RULE(g->run, "14-7-1");
    RULE(g->run, "14-7-2");              /* orientation and power changes kept; the same card */
    RULE(g->run, "14-1-2-1");
    RULE(g->run, "1-7-1");
    RULE(g->run, "1-7-1-2");
    RULE(g->run, "10-1-3");
    RULE(g->run, "10-1-3-1");
    fw_event(g, "rule", json_pack("{s:s, s:s}", "process", "14-7", "card", fw_id(g, card)));
    c->side = side;
    for (size_t i = 0; i < g->t.nef; i++) {
        fw_effect *e = &g->t.ef[i];
        if (!e->ended && e->card == card && e->inc == g->t.cards[card].inc &&
            e->kind != FW_EF_POWER && e->kind != FW_EF_SET_POWER) {
            RULE(g->run, "14-7-2-1");    /* the others are ignored */
            RULE(g->run, "0-3-14");
            e->ended = true;
        }
    }
    fw_event(g, "flip", json_pack("{s:s, s:s}", "card", fw_id(g, card), "face",
                                  side ? "back" : "front"));
    return TCG_OK;
}

/* A zone of the player's, other than the battle area, where the skill may also choose
 * (15-12-4-1, 15-12-11-1: the skill's "from"). */
static bool extended_zone(const fw_skill *sk, int zone)
{
    size_t i;
    const json_t *z;
    json_array_foreach(sk->from, i, z)
        if (eng_enum_index(fw_zone_names, json_string_value(z)) == zone)
            return true;
    return false;
}

static bool base_ok(fw_game *g, int player, int card, const fw_skill *sk, const json_t *filter,
                    int base)
{
    if (fw_player_of(g, base) != player || g->c[base].type != FW_T_BATTLE ||
        g->t.cards[base].host >= 0 || base == card)
        return false;
    int z = fw_zone_of(g, base);
    if (z != FW_BATTLE) {
        if (!extended_zone(sk, z))
            return false;
        RULE(g->run, sk->kind == FW_SK_EVOLVE ? "15-12-4-1" : "15-12-11-1");
    }
    return fw_filter_ok(g, filter, player, card, base);
}

size_t fw_evolve_candidates(fw_game *g, int player, int card, const fw_skill *sk, int *out)
{
    RULE(g->run, sk->kind == FW_SK_EVOLVE ? "15-12-4" : "15-12-11");   /* the cards it may choose */
    size_t n = 0;
    for (int z = 0; z < FW_NZONES; z++) {
        if (z != FW_BATTLE && !extended_zone(sk, z))
            continue;
        const tcg_list *b = fw_zl(g, player, z);
        for (size_t i = 0; i < b->n && n < 512; i++) {
            int x = b->v[i];
            bool ok = sk->kind == FW_SK_EVOLVE
                          ? base_ok(g, player, card, sk, sk->onto, x)
                          : base_ok(g, player, card, sk, json_array_get(sk->onto, 0), x) ||
                                base_ok(g, player, card, sk, json_array_get(sk->onto, 1), x);
            if (ok)
                out[n++] = x;
        }
    }
    return n;
}

bool fw_evolve_one_ok(fw_game *g, int player, int card, const fw_skill *sk, int a)
{
    RULE(g->run, "15-12-4");
    return base_ok(g, player, card, sk, sk->onto, a);
}

bool fw_evolve_pair_ok(fw_game *g, int player, int card, const fw_skill *sk, int a, int b)
{
    RULE(g->run, "15-12-11");            /* two battle cards meeting the two conditions */
    const json_t *f0 = json_array_get(sk->onto, 0), *f1 = json_array_get(sk->onto, 1);
    return a != b && ((base_ok(g, player, card, sk, f0, a) && base_ok(g, player, card, sk, f1, b)) ||
                      (base_ok(g, player, card, sk, f1, a) && base_ok(g, player, card, sk, f0, b)));
}

/* 15-12-4-1-1, 15-12-11-1-1: a card chosen in another zone is moved to the battle area first,
 * triggering nothing. */
static int bring(fw_game *g, int base, int player, bool fusion)
{
    if (fw_zone_of(g, base) == FW_BATTLE)
        return TCG_OK;
    RULE(g->run, fusion ? "15-12-11-1-1" : "15-12-4-1-1");
    tcg_batch_begin(&g->t, TCG_SEQUENTIAL, TCG_B_QUIET);
    int st = fw_move_nocheck(g, base, player, FW_BATTLE, TCG_BOTTOM, "effect");
    tcg_batch_end(&g->t);
    return st;
}

/* 15-12-6, 15-12-13: the card that declared the skill and did not enter goes to the drop. */
int fw_evolve_not_entered(fw_game *g, int card, bool fusion)
{
    if (fw_zone_of(g, card) == FW_HAND)
        RULE(g->run, fusion ? "15-12-13" : "15-12-6");
    return fw_failed_to_drop(g, card, "5-5-5");
}

/* 15-12-5-1, 15-12-12-1: the chosen cards moved or no longer meet the condition. */
static int failed(fw_game *g, int card, int skill, bool fusion)
{
    RULE(g->run, fusion ? "15-12-12-1" : "15-12-5-1");
    fw_event(g, "fail", json_pack("{s:s, s:I}", "card", fw_id(g, card), "skill", (json_int_t)skill));
    return fw_evolve_not_entered(g, card, fusion);
}

int fw_evolve(fw_game *g, int card, int skill, const int *onto, size_t nonto, fw_ctx *ctx)
{
    (void)ctx;
    const fw_skill *sk = fw_skill_at(g, card, skill);
    int p = fw_player_of(g, card);
    bool fusion = sk->kind == FW_SK_FUSION;
    RULE(g->run, "15-12-1");
    RULE(g->run, fusion ? "15-12-9" : "15-12-2");
    bool ok = fusion ? nonto == 2 && fw_evolve_pair_ok(g, p, card, sk, onto[0], onto[1])
                     : nonto == 1 && fw_evolve_one_ok(g, p, card, sk, onto[0]);
    if (!ok || fw_zone_of(g, card) != FW_HAND)
        return failed(g, card, skill, fusion);
    int first = onto[0], second = fusion ? onto[1] : -1;
    if (fusion) {
        RULE(g->run, "15-12-12");        /* the two in any order, this card on top, active */
        int pair[2] = {onto[0], onto[1]}, order[2];
        TCG_TRY(tcg_ask_order(&g->t, false, "fusion-order", p, pair, 2, order));
        first = order[0];
        second = order[1];
    } else {
        RULE(g->run, "15-12-5");
    }
    TCG_TRY(bring(g, first, p, fusion));
    if (fusion)
        TCG_TRY(bring(g, second, p, fusion));
    fw_enter_event(g, card, fusion ? "fusion-evolve" : "evolve");
    /* it arrives on top of the stack: its move's triggers see the stack (15-12-5) */
    tcg_batch_begin(&g->t, TCG_SIMULTANEOUS, TCG_B_HOLD);
    /* appended to the battle area like any arrival; the chosen cards leave the array */
    int st = fw_move_nocheck(g, card, p, FW_BATTLE, TCG_BOTTOM, "effect");
    if (st != TCG_OK) {
        tcg_batch_drop(&g->t);
        return st;
    }
    fw_stack_on(g, card, first);
    if (fusion) {
        RULE(g->run, "16-2-4");          /* below the cards already there */
        fw_put_under(g, card, second);
        g->c[card].rested = false;       /* it enters active */
    }
    RULE(g->run, fusion ? "15-12-14" : "15-12-7");     /* an entry by a skill, not a use */
    RULE(g->run, fusion ? "15-12-9-1" : "15-12-2-1");
    TCG_TRY(tcg_batch_end(&g->t));
    fw_enter_fire(g, card);
    fw_fire_simple(g, "covered", first, p);    /* 「このカードの上にカードが登場した時」 */
    if (fusion)
        fw_fire_simple(g, "covered", second, p);
    return TCG_OK;
}
