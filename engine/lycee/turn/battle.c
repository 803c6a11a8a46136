/* battle.c — a battle (0850), begun by an attack's successful resolution: the attacking and
 * defending players and characters, each the other's 対戦キャラ; the defender designated
 * (0850#1: an untapped character of the defending player's DF in the battle column, or none;
 * 1600's information may require, allow or forbid one); the battle's declaration timings, the
 * attacker's then the defender's (#2–#8); the result (#9, result.c); the end (#10), where the
 * support modifications end and the triggered effects met in the battle resolve. It is interrupted
 * when a participant leaves the field it was on or their users are no longer two players
 * (0850/バトルの中断, LY-BATTLE-INTERRUPT; 1600:バトルを中断する). */
#include "engine/lycee/turn/turn.h"
#include "engine/lycee/board/board.h"
#include "engine/lycee/declare/declare.h"
#include "engine/lycee/effects/effects.h"
#include "engine/lycee/setup/setup.h"

bool ly_in_battle(const ly_game *g, int card)
{
    return g->b.on && card >= 0 && (card == g->b.attacker || card == g->b.defender);
}

int ly_participant(const ly_game *g, int player)
{
    if (!g->b.on)
        return -1;
    return player == g->b.att_player ? g->b.attacker : g->b.defender;
}

static bool still_there(const ly_game *g, int card, unsigned inc, tcg_place at)
{
    tcg_place now = tcg_where(&g->t, card);
    return g->t.cards[card].inc == inc && now.player == at.player && now.zone == at.zone &&
           g->t.cards[card].host < 0;
}

bool ly_battle_broken(const ly_game *g)
{
    if (!g->b.on || g->b.ending)
        return false;
    if (g->b.interrupted)
        return true;
    RULE(g->run, "0850/バトルの中断");
    RULE(g->run, "0850/バトルの中断~n1");         /* moved: left the field it was on */
    if (!still_there(g, g->b.attacker, g->b.att_inc, g->b.att_from))
        return true;
    if (g->b.defender < 0)
        return false;
    if (!still_there(g, g->b.defender, g->b.def_inc, g->b.def_from))
        return true;
    return ly_player_of(g, g->b.attacker) == ly_player_of(g, g->b.defender);
}

void ly_battle_interrupt(ly_game *g)
{
    g->b.interrupted = true;
}

static int battle_end(ly_game *g)
{
    if (ly_battle_broken(g)) {
        RULE(g->run, "0850/バトルの中断~r1");     /* the battle end timing, then it ends */
        eng_event(g->run, "interrupt", NULL);
    }
    g->b.ending = true;
    RULE(g->run, "0850/進行#10");
    RULE(g->run, "0850/バトル終了時");
    RULE(g->run, "0850/バトル終了時~n1");
    RULE(g->run, "0817/解決/サポートの発生");      /* 「この能力値修正はバトル終了時に消失します」 */
    ly_end_effects(g, LY_UNTIL_BATTLE);
    eng_event(g->run, "battle-end", NULL);
    TCG_TRY(ly_provide(g, LY_ON_BATTLE_END, false, -1, g->t.tp));
    RULE(g->run, "0850:バトル結果/ダウンの解決~r1");   /* the downs' triggers resolve now */
    int st = ly_resolve_point(g);
    g->b = (ly_battle){.attacker = -1, .defender = -1};
    return st;
}

/* 0850/防御キャラの指定(防御側プレイヤー). */
static int designate(ly_game *g)
{
    int dp = ly_opp(g->b.att_player);
    int cands[LY_NFIELDS], must[LY_NFIELDS];
    size_t n = 0, nm = 0;
    RULE(g->run, "0850/進行#1");
    RULE(g->run, "0850/防御キャラの指定(防御側プレイヤー)");
    RULE(g->run, "0300/自分の場の構成");     /* the column across both 場 */
    RULE(g->run, "0300/相手の場の配置");
    RULE(g->run, "0300/列");
    for (int z = LY_AF_LEFT; z <= LY_DF_RIGHT; z++) {
        int ch = ly_char_at(g, dp, z);
        if (ch < 0)
            continue;
        if (ly_forbidden(g, ch, LY_ACT_PARTICIPATE)) {
            RULE(g->run, "1600:バトル参加キャラの結果の操作:参加キャラに指定できない");
            continue;
        }
        bool can = ly_cell_of(dp, z).col == g->b.column && !ly_is_af(z) && !g->c[ch].tapped;
        if (!can && ly_has_info(g, ch, LY_EF_PARTICIPATE, LY_PART_CAN)) {
            RULE(g->run, "1600:バトル参加キャラの結果の操作:参加キャラに指定できる");
            RULE(g->run, "0900/優先");
            can = true;
        }
        if (!can)
            continue;
        cands[n++] = ch;
        if (ly_has_info(g, ch, LY_EF_PARTICIPATE, LY_PART_MUST))
            must[nm++] = ch;
    }
    int d = -1;
    if (nm) {
        RULE(g->run, "1600:バトル参加キャラの操作:参加キャラに指定する");
        if (nm == 1)
            d = must[0];
        else
            TCG_TRY(tcg_choose_card(&g->t, "defender", dp, must, nm, false, &d));
    } else if (n) {
        RULE(g->run, "0850/防御キャラの指定(防御側プレイヤー)~n1");   /* none may be designated */
        TCG_TRY(tcg_choose_card(&g->t, "defender", dp, cands, n, true, &d));
    }
    RULE(g->run, "0850/防御側プレイヤー・防御キャラクターカード");
    eng_event(g->run, "defend", eng_object("card", ly_card_json(g, d), NULL));
    g->b.defender = d;
    if (d >= 0) {
        RULE(g->run, "0850/対戦キャラ");
        g->b.def_inc = g->t.cards[d].inc;
        g->b.def_from = tcg_where(&g->t, d);
    }
    return TCG_OK;
}

static int timing(ly_game *g, int on)
{
    TCG_TRY(ly_provide(g, on, false, -1, g->t.tp));
    return ly_resolve_point(g);
}

int ly_battle_begin(ly_game *g, int attacker)
{
    g->b = (ly_battle){.on = true, .attacker = attacker, .defender = -1,
                       .att_inc = g->t.cards[attacker].inc,
                       .att_from = tcg_where(&g->t, attacker),
                       .att_player = ly_player_of(g, attacker)};
    g->b.column = ly_cell_of(g->b.att_from.player, g->b.att_from.zone).col;
    RULE(g->run, "0850");
    RULE(g->run, "0850/攻撃側プレイヤー・攻撃キャラクターカード");
    RULE(g->run, "0850/進行");
    RULE(g->run, "0850/進行~n1");
    eng_event(g->run, "battle", eng_object("attacker", ly_card_json(g, attacker), NULL));
    TCG_TRY(ly_resolve_point(g));                  /* the battle's start (0902/解決) */
    if (ly_battle_broken(g))
        return battle_end(g);
    TCG_TRY(designate(g));
    if (ly_battle_broken(g))
        return battle_end(g);
    RULE(g->run, "0850/進行#2");
    TCG_TRY(timing(g, LY_ON_BATTLE_DECLARE_START));
    int ap = g->b.att_player, dp = ly_opp(ap);
    RULE(g->run, "0850/バトル中宣言タイミング");
    RULE(g->run, "0850/バトル中宣言タイミング~n1");
    while (!ly_battle_broken(g)) {
        bool passed;
        RULE(g->run, "0850/進行#3");
        TCG_TRY(ly_declaration_timing(g, ap, ly_timing_now(g, ap, false), &passed));
        RULE(g->run, "0850/進行#4");
        if (!passed)
            continue;
        RULE(g->run, "0850/進行#5");
        if (ly_battle_broken(g))
            break;
        TCG_TRY(ly_declaration_timing(g, dp, ly_timing_now(g, dp, false), &passed));
        if (passed)
            break;
        RULE(g->run, "0850/進行#6");
        RULE(g->run, "0850/進行#7");
    }
    if (ly_battle_broken(g))
        return battle_end(g);
    RULE(g->run, "0850/進行#8");
    TCG_TRY(timing(g, LY_ON_BATTLE_DECLARE_END));
    if (ly_battle_broken(g))
        return battle_end(g);
    RULE(g->run, "0850/進行#9");
    TCG_TRY(ly_battle_result(g));
    return battle_end(g);
}
