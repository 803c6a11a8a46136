/* timing.c — declaration timings (0601: one declaration per timing, only the actions the rules
 * define) and the response procedure (0602): after a declaration, the other player may respond,
 * then the first, and so on, a single pass sending the stack to its resolution, last declared
 * first; no response timing past 100 declarations or after a main element that forbids them;
 * the triggered effects met during the resolutions resolve once the stack is resolved. */
#include "engine/lycee/declare/declare.h"
#include "engine/lycee/effects/effects.h"
#include "engine/lycee/turn/turn.h"

#include <string.h>

unsigned ly_timing_now(const ly_game *g, int player, bool response)
{
    bool tp = player == g->t.tp;
    if (g->b.on)
        return response ? (tp ? LY_TIM_RESP_BATTLE_TP : LY_TIM_RESP_BATTLE_NTP)
                        : (tp ? LY_TIM_BATTLE_TP : LY_TIM_BATTLE_NTP);
    return response ? (tp ? LY_TIM_RESP_MAIN_TP : LY_TIM_RESP_MAIN_NTP)
                    : (tp ? LY_TIM_MAIN_TP : LY_TIM_MAIN_NTP);
}

static bool is_response(unsigned tim)
{
    return tim & (LY_TIM_RESP_MAIN_TP | LY_TIM_RESP_MAIN_NTP | LY_TIM_RESP_BATTLE_TP |
                  LY_TIM_RESP_BATTLE_NTP);
}

/* 0602: the responses to the declaration just made by `first`, then the stack resolved. */
static int respond_and_resolve(ly_game *g, int first)
{
    RULE(g->run, "0601/対応");
    RULE(g->run, "0602/進行");
    RULE(g->run, "0602/進行#1");
    int last = first;
    for (;;) {
        const ly_decl *top = &g->stack[g->nstack - 1];
        if (top->no_response) {
            RULE(g->run, "0602/対応宣言の禁止");
            break;
        }
        if (g->nstack >= LY_MAX_STACK) {
            RULE(g->run, "0602/対応宣言の上限");   /* 99 responses: 100 declarations */
            break;
        }
        int responder = ly_opp(last);
        RULE(g->run, "0602/対応宣言~n1");          /* never to one's own declaration */
        RULE(g->run, responder == first ? "0602/進行#4" : "0602/進行#2");
        RULE(g->run, "0602/対応宣言");
        bool passed;
        TCG_TRY(ly_declaration_timing(g, responder, ly_timing_now(g, responder, true), &passed));
        if (passed)
            break;
        RULE(g->run, responder == first ? "0602/進行#5" : "0602/進行#3");
        if (responder == first)
            RULE(g->run, "0602/進行#6");
        last = responder;
    }
    while (g->nstack) {
        RULE(g->run, "0602/進行#7");
        TCG_TRY(ly_resolve_top(g));
        RULE(g->run, "0602/進行#8");
    }
    /* 1500/否定の優先~n1: 「誘発の解決は行われている宣言もしくは解決が全て終了した後に行われます」 */
    RULE(g->run, "1500/否定の優先~n1");
    RULE(g->run, "0902/解決");
    return ly_resolve_point(g);
}

/* 1600:バトル参加キャラの操作:参加キャラに指定する: a character that must attack and can: one that
 * may be its main element and can pay the attack's required cost, being made 行動済み (0815/要求す
 * る使用代償; reading LY-MUST-ATTACK-ABLE: a duty no declaration can fulfil does not bar passing). */
int ly_must_attack(ly_game *g, int player)
{
    for (int z = LY_AF_LEFT; z <= LY_DF_RIGHT; z++) {
        int ch = ly_char_at(g, player, z);
        if (ch < 0 || !ly_has_info(g, ch, LY_EF_PARTICIPATE, LY_PART_MUST))
            continue;
        if (g->c[ch].tapped || ly_forbidden(g, ch, LY_ACT_TAP))
            continue;
        ly_decl d = {.action = LY_A_ATTACK, .player = player, .card = ch, .index = -1};
        if (!ly_main_element(g, &d))
            return ch;
    }
    return -1;
}

int ly_declaration_timing(ly_game *g, int player, unsigned tim, bool *passed)
{
    for (;;) {
        const json_t *e = eng_next(g->run);
        if (!e)
            return TCG_STOP;
        if (json_object_get(e, "query")) {
            if (!json_is_string(json_object_get(e, "query")) ||
                strcmp(json_string_value(json_object_get(e, "query")), "legal") != 0)
                return eng_error(g->run, "step %ld: the only query is \"legal\"",
                                 eng_step(g->run));
            eng_legal(g->run, ly_legal(g, player, tim));
            continue;
        }
        const char *by = json_string_value(json_object_get(e, "by"));
        if (json_object_get(e, "by") && tcg_player_index(&g->t, by) < 0)
            return eng_error(g->run, "step %ld: \"by\" must be P1 or P2", eng_step(g->run));
        if (by && tcg_player_index(&g->t, by) != player) {
            eng_reject(g->run, "0601/回数", "%s has the declaration timing", ly_player_names[player]);
            eng_reject_class(g->run, "timing");
            continue;
        }
        const char *act = json_string_value(json_object_get(e, "do"));
        if (act && strcmp(act, "pass") == 0) {
            if (json_object_size(e) > (by ? 2u : 1u))
                return eng_error(g->run, "step %ld: \"pass\" takes no arguments",
                                 eng_step(g->run));
            int must = tim == LY_TIM_MAIN_TP ? ly_must_attack(g, player) : -1;
            if (must >= 0) {
                eng_reject(g->run, "1600:バトル参加キャラの操作:参加キャラに指定する",
                           "%s must attack", ly_id(g, must));
                eng_reject_class(g->run, "must-attack");
                continue;
            }
            *passed = true;
            return TCG_OK;
        }
        bool ok;
        TCG_TRY(ly_declare(g, player, tim, e, &ok));
        if (!ok)
            continue;
        *passed = false;
        if (is_response(tim))
            return TCG_OK;       /* the response procedure goes on (respond_and_resolve) */
        return respond_and_resolve(g, player);
    }
}
