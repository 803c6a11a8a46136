/* limits.c — how often an effect may be used: a declared effect once per turn (0901/宣言回数の上限;
 * the basic abilities that say 「1ターンに1回まで使用可能」, 1100), a cost-type effect once per turn
 * (0904/宣言回数の上限), a triggered effect triggering once per turn even when its processing fails
 * (0902/誘発の上限, ~r1), 「ゲーム中1回まで使用可能／処理可能」 per player and card number, copies
 * included (1200), and [切札] once any has been processed (1201). Uses are counted at the main
 * element (0603/行動の主要素の指定~r2) and at the trigger; the unit is one ability of one card
 * (LY-ONCE-UNIT). */
#include "engine/lycee/effects/effects.h"
#include "engine/lycee/setup/setup.h"

#include <stdio.h>
#include <string.h>

enum { LEDGER_USE = 1, LEDGER_TRIGGER = 2 };

static tcg_key key(ly_ref ref, bool trigger)
{
    return (tcg_key){trigger ? LEDGER_TRIGGER : LEDGER_USE, ref.card, 0,
                     ref.kind * 10000 + ref.index};
}

static const ly_ability *ability(ly_game *g, ly_ref ref)
{
    return ref.kind == LY_REF_ABILITY || ref.kind == LY_REF_GAINED ? ly_ref_ability(g, ref)
                                                                    : NULL;
}

bool ly_declared_limit(const ly_ability *a)
{
    return a && (a->kind == LY_K_DECLARE || a->kind == LY_K_HAND || a->kind == LY_K_COST);
}

static bool game_used(ly_game *g, int player, int card)
{
    char buf[128];
    const char *k = ly_number_key(g, card, buf, sizeof buf);
    const json_t *l = g->game_used[player];
    for (size_t i = 0; i < json_array_size(l); i++) {
        char other[128];
        snprintf(other, sizeof other, "%s", json_string_value(json_array_get(l, i)));
        size_t n = strlen(other);
        while (n > 0 && ((other[n - 1] >= 'A' && other[n - 1] <= 'Z') ||
                         (other[n - 1] >= 'a' && other[n - 1] <= 'z')))
            other[--n] = '\0';
        if (strcmp(other, k) == 0)
            return true;
    }
    return false;
}

/* The card whose number an ability counts by: its own, or for a gained one the card whose effect
 * gave it (1200~r1: 「追加している元のカード」). */
static int number_card(ly_game *g, ly_ref ref)
{
    if (ref.kind == LY_REF_GAINED && g->gained[ref.index].giver >= 0)
        return g->gained[ref.index].giver;
    return ref.card;
}

/* The clause of a basic ability's 「1ターンに1回まで使用可能」 (1100). */
static void cite_once_a_turn(eng_run *run, int name)
{
    switch (name) {
    case LY_B_STEP:
        RULE(run, "1100:ステップ/効果");
        break;
    case LY_B_SIDE_STEP:
        RULE(run, "1100:サイドステップ/効果");
        break;
    case LY_B_ORDER_STEP:
        RULE(run, "1100:オーダーステップ/効果");
        break;
    case LY_B_ORDER_CHANGE:
        RULE(run, "1100:オーダーチェンジ/効果");
        break;
    default:
        RULE(run, "1100:サポーター/効果");
        break;
    }
}

bool ly_use_allowed(ly_game *g, int player, ly_ref ref, bool trigger, const char **why)
{
    const ly_ability *a = ability(g, ref);
    const ly_basic *b = ref.kind == LY_REF_BASIC || ref.kind == LY_REF_GAINED_BASIC
                            ? ly_ref_basic(g, ref) : NULL;
    *why = NULL;
    if (a && a->trump && g->trump[player]) {
        RULE(g->run, "1201");
        *why = "1201";
        return false;
    }
    if (a && a->once_per_game && game_used(g, player, number_card(g, ref))) {
        RULE(g->run, a->once_per_game == LY_OPG_USE ? "1200:ゲーム中1回まで使用可能"
                                                   : "1200:ゲーム中1回まで処理可能");
        RULE(g->run, a->once_per_game == LY_OPG_USE ? "1200:ゲーム中1回まで使用可能~r1"
                                                   : "1200:ゲーム中1回まで処理可能~r1");
        *why = "1200";
        return false;
    }
    bool limited = trigger || ly_declared_limit(a) ||
                   (b && (b->name <= LY_B_ORDER_CHANGE || b->name == LY_B_SUPPORTER));
    if (!limited || !tcg_noted(&g->t, TCG_SCOPE_TURN, key(ref, trigger)))
        return true;
    if (trigger) {
        RULE(g->run, "0902/誘発の上限");
        RULE(g->run, "0902/誘発の上限~r1");
        RULE(g->run, "1200:自動的な循環処理の制限");
        RULE(g->run, "1200:自動的な循環処理の制限~n1");
    } else if (b) {
        RULE(g->run, "0223/使用代償・効果~n1");
        cite_once_a_turn(g->run, b->name);
    } else if (a && a->kind == LY_K_COST) {
        RULE(g->run, "0904/宣言回数の上限");
    } else {
        RULE(g->run, "0901/宣言回数の上限");
    }
    *why = "once per turn";
    return false;
}

void ly_use_count(ly_game *g, int player, ly_ref ref, bool trigger)
{
    tcg_note(&g->t, TCG_SCOPE_TURN, key(ref, trigger));
    const ly_ability *a = ability(g, ref);
    if (a && a->once_per_game == LY_OPG_USE && !trigger) {
        char buf[128];
        RULE(g->run, "1200:ゲーム中1回まで使用可能");    /* the player's, for the number */
        json_array_append_new(g->game_used[player],
                              json_string(ly_number_key(g, number_card(g, ref), buf, sizeof buf)));
    }
}

void ly_processed(ly_game *g, int player, ly_ref ref)
{
    const ly_ability *a = ability(g, ref);
    if (!a)
        return;
    if (a->trump) {
        RULE(g->run, "1201");
        RULE(g->run, "1201~n1");      /* applied once processed */
        g->trump[player] = true;
    }
    if (a->once_per_game == LY_OPG_PROCESS && !game_used(g, player, number_card(g, ref))) {
        char buf[128];
        RULE(g->run, "1200:ゲーム中1回まで処理可能");
        json_array_append_new(g->game_used[player],
                              json_string(ly_number_key(g, number_card(g, ref), buf, sizeof buf)));
    }
}
