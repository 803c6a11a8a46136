/* result.c — the battle result (0850:バトル結果): without a defender, the deck damage (the attacker's
 * DMG, 2022/10/21 修正, changed by 1600's information) dealt as that many discards of the defending
 * deck's top card (1530:デッキにダメージを与える, 1510:破棄 and its shield); with one, the attack
 * judgements (AP greater than DP; 「優先」 first, 1600's down / not down, LY-DOWN-JUDGEMENT) and the
 * downs, the defender's first. */
#include "engine/lycee/turn/turn.h"
#include "engine/lycee/board/board.h"
#include "engine/lycee/effects/effects.h"
#include "engine/lycee/setup/setup.h"

/* 0850:バトル結果/攻撃の判定: x judges against y; y gets 「ダウン」 when it succeeds. */
static void judge(ly_game *g, int x, int y, bool priority)
{
    RULE(g->run, "0850:バトル結果/攻撃の判定");
    bool down;
    if (ly_has_info(g, y, LY_EF_NOT_DOWN, 0)) {
        RULE(g->run, "1600:バトルの結果の操作:ダウンしない");
        RULE(g->run, "1500/否定の優先");
        down = false;
    } else if (ly_has_info(g, y, LY_EF_DOWN, 0)) {
        RULE(g->run, "1600:バトルの結果の操作:ダウンする");
        down = true;
    } else {
        down = ly_stat(g, x, LY_AP) > ly_stat(g, y, LY_DP);
    }
    if (down)
        g->c[y].down = true;
    eng_event(g->run, "judge", eng_object("card", ly_card_json(g, x), "against",
                                          ly_card_json(g, y), "success", json_boolean(down),
                                          "priority", json_boolean(priority), NULL));
}

/* 0850:バトル結果/ダウンの解決: the defender, then the attacker, discarded. */
static int downs(ly_game *g)
{
    RULE(g->run, "0850:バトル結果/ダウンの解決");
    int who[2] = {g->b.defender, g->b.attacker};
    for (int k = 0; k < 2; k++) {
        RULE(g->run, k ? "0850:バトル結果/ダウンの解決#2" : "0850:バトル結果/ダウンの解決#1");
        int c = who[k];
        if (!g->c[c].down || !ly_on_field(g, c))
            continue;
        g->b.downed[1 - k] = true;
        eng_event(g->run, "down", eng_object("card", ly_card_json(g, c), NULL));
        int owner = ly_player_of(g, c);
        TCG_TRY(ly_discard(g, owner, c, "down", false));
        TCG_TRY(ly_provide(g, LY_ON_DOWN, false, c, owner));
    }
    return TCG_OK;
}

static int deck_damage(ly_game *g)
{
    int dp = ly_opp(g->b.att_player);
    RULE(g->run, "0850:バトル結果#2");
    RULE(g->run, "0850:バトル結果/デッキへのダメージの判定");
    long dmg = ly_stat(g, g->b.attacker, LY_DMG);
    if (g->b.damage_mod) {
        RULE(g->run, "1600:バトルの結果のデッキへのダメージの増減");
        RULE(g->run, "1600:バトルの結果のデッキへのダメージの増減~r1");
        dmg += g->b.damage_mod;
    }
    RULE(g->run, "0850:バトル結果#3");
    RULE(g->run, "0850:バトル結果/デッキへのダメージ");
    if (dmg <= 0) {
        RULE(g->run, "0850:バトル結果/デッキへのダメージ~n1");   /* no damage processing at all */
        return TCG_OK;
    }
    RULE(g->run, "1530:デッキにダメージを与える");
    eng_event(g->run, "damage", eng_object("player", ly_player_json(dp), "amount",
                                           json_integer(dmg), NULL));
    RULE(g->run, "1510:X枚破棄");
    for (long i = 0; i < dmg; i++) {
        int top = ly_deck_top(g, dp);      /* LY-DAMAGE-TOP */
        if (top < 0)
            break;
        RULE(g->run, "1510:X枚破棄#1");
        TCG_TRY(ly_discard(g, g->b.att_player, top, "damage", true));
        RULE(g->run, "1510:X枚破棄#2");
    }
    return TCG_OK;
}

int ly_battle_result(ly_game *g)
{
    RULE(g->run, "0850:バトル結果");
    RULE(g->run, "0850:バトル結果#1");
    int a = g->b.attacker, d = g->b.defender;
    g->c[a].down = false;
    if (d < 0) {
        TCG_TRY(deck_damage(g));
        RULE(g->run, "0850:バトル結果#4");
    } else {
        g->c[d].down = false;
        bool pa = ly_has_info(g, a, LY_EF_PRIORITY, 0), pd = ly_has_info(g, d, LY_EF_PRIORITY, 0);
        RULE(g->run, "0850:バトル結果#5");
        RULE(g->run, "0850:バトル結果/攻撃の判定/攻撃キャラクターカードによる攻撃の判定(優先)");
        if (pa)
            judge(g, a, d, true);
        RULE(g->run, "0850:バトル結果#6");
        RULE(g->run, "0850:バトル結果/攻撃の判定/防御キャラクターカードによる攻撃の判定(優先)");
        if (pd)
            judge(g, d, a, true);
        RULE(g->run, "0850:バトル結果#7");
        RULE(g->run, "0850:バトル結果/ダウンの解決/キャラクターカードによるダウンの解決(優先)");
        if ((pa && g->c[d].down) || (pd && g->c[a].down))
            TCG_TRY(downs(g));
        RULE(g->run, "0850:バトル結果#8");
        if (!g->b.downed[0] && !g->b.downed[1]) {
            RULE(g->run, "0850:バトル結果#9");
            RULE(g->run, "0850:バトル結果/攻撃の判定/攻撃キャラクターカードによる攻撃の判定(通常)");
            if (!pa)
                judge(g, a, d, false);
            RULE(g->run, "0850:バトル結果#10");
            RULE(g->run, "0850:バトル結果/攻撃の判定/防御キャラクターカードによる攻撃の判定(通常)");
            if (!pd)
                judge(g, d, a, false);
            RULE(g->run, "0850:バトル結果#11");
            RULE(g->run, "0850:バトル結果/ダウンの解決/キャラクターカードによるダウンの解決(通常)");
            if (g->c[a].down || g->c[d].down)
                TCG_TRY(downs(g));
        }
    }
    RULE(g->run, "0850:バトル結果#12");
    return ly_provide(g, LY_ON_BATTLE_RESULT, false, -1, g->t.tp);
}
