/* turn.c — the game's progress (0501) and the turn (0510): its start and end timings, the start
 * phase (0521: wake-up, warm-up), the main phase and its declaration timings (0522), the end
 * phase and hand adjustment (0523), the end of the turn's modifications (0510#6) and the change of
 * the turn player (0510#7). Each timing is a point where triggered effects trigger and then
 * resolve (0500/タイミング, 0902/解決). */
#include "engine/lycee/turn/turn.h"
#include "engine/lycee/board/board.h"
#include "engine/lycee/declare/declare.h"
#include "engine/lycee/effects/effects.h"
#include "engine/lycee/setup/setup.h"

static const char *const phase_names[] = {"pregame", "start", "main", "end"};

bool ly_first_turn(const ly_game *g)
{
    return g->t.turn == 1 && g->t.tp == g->t.first;
}

/* A timing is provided (0500/タイミング), then its triggered effects resolve (0902/解決). */
static int timing(ly_game *g, int on)
{
    RULE(g->run, "0500/タイミング");
    TCG_TRY(ly_provide(g, on, false, -1, g->t.tp));
    return ly_resolve_point(g);
}

static void phase(ly_game *g, int ph)
{
    g->phase = ph;
    eng_event(g->run, "phase", eng_object("name", json_string(phase_names[ph]), "turn",
                                          json_integer(g->t.turn), "player",
                                          ly_player_json(g->t.tp), NULL));
}

/* 0521/ウェイクアップ: the turn player's 行動済み characters become 未行動, each once, in the order
 * of its fields (LY-WAKEUP); not those an effect keeps (1540). */
static int wake_up(ly_game *g)
{
    int tp = g->t.tp;
    RULE(g->run, "0521/ウェイクアップ");
    RULE(g->run, "0521/ウェイクアップ~n1");
    for (int z = LY_AF_LEFT; z <= LY_DF_RIGHT; z++) {
        RULE(g->run, "0521/ウェイクアップ#1");
        int ch = ly_char_at(g, tp, z);
        if (ch < 0 || !g->c[ch].tapped)
            continue;
        if (ly_has_info(g, ch, LY_EF_NO_UNTAP, 0)) {
            RULE(g->run, "1540:ウェイクアップ:ウェイクアップで未行動状態に戻らない");
            continue;
        }
        TCG_TRY(ly_untap(g, ch));
        RULE(g->run, "0521/ウェイクアップ#2");
    }
    /* 「指定されたウェイクアップ」: the information lasts for the user's next wake-up */
    for (size_t i = 0; i < g->t.nef; i++) {
        tcg_effect *e = &g->t.ef[i];
        if (!e->ended && e->until == LY_UNTIL_WAKEUP && ly_player_of(g, e->card) == tp)
            e->ended = true;
    }
    return ly_resolve_point(g);
}

/* 0521/ウォームアップ: the turn player draws 2, 1 on the first player's first turn, as 1540's
 * information changes it. */
static int warm_up(ly_game *g)
{
    int tp = g->t.tp;
    RULE(g->run, "0521/ウォームアップ");
    RULE(g->run, "0521/ウォームアップ#1");
    RULE(g->run, "0521/ウォームアップ~n1");
    long n = 2;
    if (ly_first_turn(g)) {
        RULE(g->run, "0521/ウォームアップ/先攻のプレイヤーの1ターン目");
        n = 1;
    }
    if (g->warm_mod[tp]) {
        RULE(g->run, "1540:ウォームアップ:ウォームアップのドロー枚数を増減");
        n += g->warm_mod[tp];
        g->warm_mod[tp] = 0;
    }
    if (n > 0)
        TCG_TRY(ly_draw(g, tp, n));
    return ly_resolve_point(g);
}

static int start_phase(ly_game *g)
{
    phase(g, LY_PH_START);
    RULE(g->run, "0521/進行");
    RULE(g->run, "0521/進行#1");
    RULE(g->run, "0521/スタートフェイズ開始時");
    TCG_TRY(timing(g, LY_ON_START_PHASE_START));
    RULE(g->run, "0521/進行#2");
    TCG_TRY(wake_up(g));
    RULE(g->run, "0521/進行#3");
    TCG_TRY(warm_up(g));
    RULE(g->run, "0521/進行#4");
    RULE(g->run, "0521/スタートフェイズ終了時");
    return timing(g, LY_ON_START_PHASE_END);
}

static int main_phase(ly_game *g)
{
    phase(g, LY_PH_MAIN);
    RULE(g->run, "0522/進行");
    RULE(g->run, "0522/進行#1");
    RULE(g->run, "0522/メインフェイズ開始時");
    TCG_TRY(timing(g, LY_ON_MAIN_START));
    for (;;) {
        bool passed;
        RULE(g->run, "0522/進行#2");
        RULE(g->run, "0522/メインフェイズ(TP)");
        RULE(g->run, "0500/重複する宣言タイミング");   /* the turn player's comes first */
        TCG_TRY(ly_declaration_timing(g, g->t.tp, LY_TIM_MAIN_TP, &passed));
        RULE(g->run, "0522/進行#3");
        if (!passed)
            continue;
        RULE(g->run, "0522/進行#4");
        TCG_TRY(ly_declaration_timing(g, ly_opp(g->t.tp), LY_TIM_MAIN_NTP, &passed));
        if (passed)
            break;
        RULE(g->run, "0522/進行#5");
        RULE(g->run, "0522/メインフェイズ(NTP)");
        RULE(g->run, "0522/進行#6");
    }
    RULE(g->run, "0522/進行#7");
    RULE(g->run, "0522/メインフェイズ終了時");
    return timing(g, LY_ON_MAIN_END);
}

/* 0523/手札調整: while the turn player holds more than 7 cards, it discards one of its choice. */
static int hand_adjust(ly_game *g)
{
    int tp = g->t.tp;
    RULE(g->run, "0523/手札調整");
    for (;;) {
        RULE(g->run, "0523/手札調整#1");
        const tcg_list *h = ly_zl(g, tp, LY_HAND);
        if (h->n <= 7)
            return TCG_OK;
        RULE(g->run, "0523/手札調整#2");
        int card;
        TCG_TRY(tcg_choose_card(&g->t, "hand-adjust", tp, h->v, h->n, false, &card));
        TCG_TRY(ly_discard(g, tp, card, "hand-adjust", false));
        RULE(g->run, "0523/手札調整#3");
    }
}

static int end_phase(ly_game *g)
{
    phase(g, LY_PH_END);
    RULE(g->run, "0523/進行");
    RULE(g->run, "0523/進行#1");
    RULE(g->run, "0523/エンドフェイズ開始時");
    TCG_TRY(timing(g, LY_ON_END_PHASE_START));
    RULE(g->run, "0523/進行#2");
    TCG_TRY(hand_adjust(g));
    RULE(g->run, "0523/進行#3");
    RULE(g->run, "0523/エンドフェイズ終了時");
    return timing(g, LY_ON_END_PHASE_END);
}

/* 0510: one turn from `from` (a setup may start at its main or end phase). */
static int turn(ly_game *g, int from)
{
    int tp = g->t.tp;
    RULE(g->run, "0510/進行");
    RULE(g->run, "0510/ターン進行中プレイヤー(TP)・非ターン進行中プレイヤー(NTP)");
    RULE(g->run, tp == g->t.first ? "0501#3" : "0501#4");
    if (from == LY_START_TURN) {
        eng_event(g->run, "turn", eng_object("number", json_integer(g->t.turn), "player",
                                             ly_player_json(tp), NULL));
        /* 0810/解決/登場ターン制限~n1: 「通常は自ターン開始時に情報は消失します」 */
        for (int z = LY_AF_LEFT; z <= LY_DF_RIGHT; z++) {
            int ch = ly_char_at(g, tp, z);
            if (ch >= 0 && g->c[ch].fresh) {
                RULE(g->run, "0810/解決/登場ターン制限~n1");
                g->c[ch].fresh = false;
            }
        }
        RULE(g->run, "0510/進行#1");
        RULE(g->run, "0510/ターン開始時");
        TCG_TRY(timing(g, LY_ON_TURN_START));
        RULE(g->run, "0510/進行#2");
        TCG_TRY(start_phase(g));
    }
    if (from <= LY_START_MAIN) {
        RULE(g->run, "0510/進行#3");
        TCG_TRY(main_phase(g));
    }
    RULE(g->run, "0510/進行#4");
    TCG_TRY(end_phase(g));
    RULE(g->run, "0510/進行#5");
    RULE(g->run, "0510/ターン終了時");
    RULE(g->run, "0510/TPの変更~n1");   /* the end timing sees this turn's modifications */
    TCG_TRY(timing(g, LY_ON_TURN_END));
    RULE(g->run, "0510/進行#6");
    RULE(g->run, "0510/能力値修正の消失");
    RULE(g->run, "0510/能力値修正の消失/消失しない能力値修正");
    ly_end_effects(g, LY_UNTIL_TURN);
    RULE(g->run, "0510/進行#7");
    RULE(g->run, "0510/TPの変更");
    tcg_set_turn(&g->t, g->t.turn + 1, ly_opp(tp));
    RULE(g->run, "0501#5");
    return TCG_OK;
}

int ly_play_game(ly_game *g, int start_at)
{
    if (start_at == LY_START_PREGAME) {
        TCG_TRY(ly_pregame(g));
        start_at = LY_START_TURN;
    } else {
        TCG_TRY(ly_check_end(g));      /* 0502: a setup that already meets it */
    }
    for (;;) {
        TCG_TRY(turn(g, start_at));
        start_at = LY_START_TURN;
    }
}
