/* use.c — a card used by an effect (1570:カードを使用する(登場する)): a character declared and
 * resolved as its use says (0810), its main element's conditions but its zone, its target and its
 * 使用代償 applying unless the effect says 「無償」 (LY-USE-CARD), in the steps of 0603: the card
 * into the declaration zone, then its field, then its payment (so the card cannot pay for itself);
 * a use failing at its field or payment puts the card back where it was (LY-USE-CARD-FAILS). No
 * response timing is given and no triggered effect resolved meanwhile (they wait for the next
 * resolution point). */
#include "engine/lycee/declare/declare.h"
#include "engine/lycee/board/board.h"
#include "engine/lycee/effects/effects.h"
#include "engine/lycee/setup/setup.h"

/* Steps 2 and 3 of the use's declaration (0603): its field, then its 使用代償 unless `free`;
 * *used false when either fails (no field, not paid, paid short). */
static int target_and_pay(ly_game *g, int user, int card, const json_t *in, ly_decl *d,
                          bool *used)
{
    const json_t *spec = json_object_get(in, "field");
    json_t *dflt = spec ? NULL : json_pack("{s:s, s:b}", "who", "you", "empty", 1);
    int st = ly_choose_field(g, user, -1, spec ? spec : dflt, &d->field);
    json_decref(dflt);
    TCG_TRY(st);
    if (d->field.zone == TCG_NOWHERE || !ly_field_target_ok(g, d, d->field))
        return TCG_OK;
    if (!json_is_true(json_object_get(in, "free"))) {
        const json_t *v;
        TCG_TRY(tcg_choose(&g->t, "cost", user, NULL, &v));
        if (!json_is_object(v))
            return TCG_OK;           /* not paid: not used */
        const char *failed;
        TCG_TRY(ly_pay_for(g, user, card, &g->c[card].cost, v, &failed));
        if (failed)
            return TCG_OK;
    }
    *used = true;
    return TCG_OK;
}

int ly_use_card(ly_game *g, int user, int card, const json_t *in)
{
    RULE(g->run, "1570:カードを使用する(登場する)");
    if (g->c[card].type != LY_T_CHARACTER)
        return TCG_OK;
    for (int z = LY_AF_LEFT; z <= LY_DF_RIGHT; z++) {
        int other = ly_char_at(g, user, z);
        if (other >= 0 && other != card && ly_same_name(g, card, other))
            return TCG_OK;           /* 0810/行動の主要素の指定: a same-name character */
    }
    ly_decl d = {.action = LY_A_PLAY, .player = user, .card = card, .ref = {card, 0, -1}, .index = -1,
                 .field = {-1, TCG_NOWHERE, 0}, .from = tcg_where(&g->t, card),
                 .timing = LY_TIM_MAIN_TP};
    /* 0810/行動の主要素の指定: the card into the declaration zone first, so its own payment
     * (0700#A, a hand card discarded) cannot name it (LY-USE-CARD-FAILS). */
    RULE(g->run, "0810/行動の主要素の指定");
    TCG_TRY(ly_move(g, card, tcg_at(user, LY_DECLARED), TCG_BOTTOM, "use"));
    bool used = false;
    TCG_TRY(target_and_pay(g, user, card, in, &d, &used));
    if (!used) {                     /* 0603/宣言の失敗: back where it was (LY-USE-CARD-FAILS) */
        RULE(g->run, "0603/宣言の失敗");
        if (ly_zone_of(g, card) == LY_DECLARED)
            TCG_TRY(ly_move(g, card, tcg_at(d.from.player, d.from.zone), TCG_BOTTOM, "return"));
        return TCG_OK;
    }
    d.card_inc = g->t.cards[card].inc;
    g->stack[g->nstack++] = d;
    eng_event(g->run, "declare", eng_object("player", ly_player_json(user), "action",
                                            json_string("play"), "card", ly_card_json(g, card),
                                            NULL));
    return ly_resolve_top(g);       /* no response timing (1570) */
}
