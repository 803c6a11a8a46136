/* actions.c — the actions (0800–0820): for each, the declaration timings it is allowed at, its
 * main element, its targets, the 使用代償 it asks, and its resolution (解決/進行): playing a
 * character (0810, with 1100:エンゲージ), a special ability (0811), a basic ability (0812), an
 * event (0813), an item (0814, 0229), an attack (0815, then the battle), a support (0817), another
 * declared effect (0818: an item's or an area's, 0240/効果の付与, 0250/エリアカードの効果), a hand
 * ability (0819) and an area (0820). */
#include "engine/lycee/declare/declare.h"
#include "engine/lycee/board/board.h"
#include "engine/lycee/effects/effects.h"
#include "engine/lycee/setup/setup.h"
#include "engine/lycee/turn/turn.h"

static const char *const timing_clauses[LY_NACTIONS] = {
    "0810/行動が許可される宣言タイミング", "0811/行動が許可される宣言タイミング",
    "0812/行動が許可される宣言タイミング", "0813/行動が許可される宣言タイミング",
    "0814/行動が許可される宣言タイミング", "0815/行動が許可される宣言タイミング",
    "0817/行動が許可される宣言タイミング", "0818/行動が許可される宣言タイミング",
    "0819/行動が許可される宣言タイミング", "0820/行動が許可される宣言タイミング"};
static const char *const element_clauses[LY_NACTIONS] = {
    "0810/行動の主要素の指定", "0811/行動の主要素の指定", "0812/行動の主要素の指定",
    "0813/行動の主要素の指定", "0814/行動の主要素の指定", "0815/行動の主要素の指定",
    "0817/行動の主要素の指定", "0818/行動の主要素の指定", "0819/行動の主要素の指定",
    "0820/行動の主要素の指定"};
static const char *const target_clauses[LY_NACTIONS] = {
    "0810/対象", "0811/対象", "0812/対象", "0813/対象", "0814/対象", "0815/対象", "0817/対象",
    "0818/対象", "0819/対象", "0820/対象"};

/* the clause of the action's allowed timings */
static void cite_timing(eng_run *r, int action)
{
    switch (action) {
    case LY_A_PLAY:
        RULE(r, "0810/行動が許可される宣言タイミング");
        break;
    case LY_A_ABILITY:
        RULE(r, "0811/行動が許可される宣言タイミング");
        break;
    case LY_A_BASIC:
        RULE(r, "0812/行動が許可される宣言タイミング");
        break;
    case LY_A_EVENT:
        RULE(r, "0813/行動が許可される宣言タイミング");
        break;
    case LY_A_ITEM:
        RULE(r, "0814/行動が許可される宣言タイミング");
        break;
    case LY_A_ATTACK:
        RULE(r, "0815/行動が許可される宣言タイミング");
        break;
    case LY_A_SUPPORT:
        RULE(r, "0817/行動が許可される宣言タイミング");
        break;
    case LY_A_OTHER:
        RULE(r, "0818/行動が許可される宣言タイミング");
        break;
    case LY_A_HAND:
        RULE(r, "0819/行動が許可される宣言タイミング");
        break;
    case LY_A_AREA:
        RULE(r, "0820/行動が許可される宣言タイミング");
        break;
    default:
        break;
    }
}

/* the clause of the action's main element */
static void cite_element(eng_run *r, int action)
{
    switch (action) {
    case LY_A_PLAY:
        RULE(r, "0810/行動の主要素の指定");
        break;
    case LY_A_ABILITY:
        RULE(r, "0811/行動の主要素の指定");
        break;
    case LY_A_BASIC:
        RULE(r, "0812/行動の主要素の指定");
        break;
    case LY_A_EVENT:
        RULE(r, "0813/行動の主要素の指定");
        break;
    case LY_A_ITEM:
        RULE(r, "0814/行動の主要素の指定");
        break;
    case LY_A_ATTACK:
        RULE(r, "0815/行動の主要素の指定");
        break;
    case LY_A_SUPPORT:
        RULE(r, "0817/行動の主要素の指定");
        break;
    case LY_A_OTHER:
        RULE(r, "0818/行動の主要素の指定");
        break;
    case LY_A_HAND:
        RULE(r, "0819/行動の主要素の指定");
        break;
    case LY_A_AREA:
        RULE(r, "0820/行動の主要素の指定");
        break;
    default:
        break;
    }
}

/* the clause of the action's targets */
static void cite_target(eng_run *r, int action)
{
    switch (action) {
    case LY_A_PLAY:
        RULE(r, "0810/対象");
        break;
    case LY_A_ABILITY:
        RULE(r, "0811/対象");
        break;
    case LY_A_BASIC:
        RULE(r, "0812/対象");
        break;
    case LY_A_EVENT:
        RULE(r, "0813/対象");
        break;
    case LY_A_ITEM:
        RULE(r, "0814/対象");
        break;
    case LY_A_ATTACK:
        RULE(r, "0815/対象");
        break;
    case LY_A_SUPPORT:
        RULE(r, "0817/対象");
        break;
    case LY_A_OTHER:
        RULE(r, "0818/対象");
        break;
    case LY_A_HAND:
        RULE(r, "0819/対象");
        break;
    case LY_A_AREA:
        RULE(r, "0820/対象");
        break;
    default:
        break;
    }
}

void ly_cite_target(eng_run *r, int action)
{
    cite_target(r, action);
}

const char *ly_timing_clause(int action) { return timing_clauses[action]; }
const char *ly_target_clause(int action) { return target_clauses[action]; }

static bool in_hand_of(const ly_game *g, int card, int player)
{
    return ly_zone_of(g, card) == LY_HAND && ly_player_of(g, card) == player;
}

static bool own_char(const ly_game *g, int card, int player)
{
    return ly_on_field(g, card) && ly_player_of(g, card) == player;
}

/* The item or area whose ability an `other` declaration uses, and its user (0818). */
static int source_user(const ly_game *g, int source)
{
    if (g->c[source].type == LY_T_ITEM && g->c[source].role == LY_ROLE_ITEM) {
        RULE(g->run, "0240/効果の付与");
        return ly_player_of(g, ly_host_of(g, source));
    }
    if (g->c[source].type == LY_T_AREA && ly_is_field(ly_zone_of(g, source))) {
        RULE(g->run, "0250/エリアカードの効果");
        RULE(g->run, "0250/エリアカードの効果/処理");
        RULE(g->run, "0250/エリアカードの効果/例外~n1");   /* the player's, a character or not */
        RULE(g->run, "0310/味方エリアカード");
        return ly_player_of(g, source);
    }
    return -1;
}

const ly_ability *ly_decl_ability(ly_game *g, const ly_decl *d)
{
    const ly_card *c = &g->c[d->card];
    switch (d->action) {
    case LY_A_EVENT:
        return c->nabil ? &c->abil[0] : NULL;
    case LY_A_ABILITY:
        return ly_ability_of(g, d->card, d->index, NULL);
    case LY_A_OTHER:
    case LY_A_HAND:
        return d->ref.index >= 0 && (size_t)d->ref.index < c->nabil ? &c->abil[d->ref.index]
                                                                    : NULL;
    default:
        return NULL;
    }
}

static const ly_basic *decl_basic(ly_game *g, const ly_decl *d)
{
    const ly_basic *b[32];
    ly_ref refs[32];
    size_t n = ly_basics(g, d->card, b, refs, 32);
    for (size_t i = 0; i < n; i++)
        if (refs[i].kind == d->ref.kind && refs[i].index == d->ref.index)
            return b[i];
    return NULL;
}

unsigned ly_action_timings(ly_game *g, const ly_decl *d)
{
    cite_timing(g->run, d->action);
    switch (d->action) {
    case LY_A_PLAY:
    case LY_A_ITEM:
    case LY_A_ATTACK:
    case LY_A_AREA:
        return LY_TIM_MAIN_TP;                  /* 「自分がTPのメインフェイズ」 */
    case LY_A_SUPPORT:
        return LY_TIM_BATTLE_TP | LY_TIM_BATTLE_NTP | LY_TIM_RESP_BATTLE_TP |
               LY_TIM_RESP_BATTLE_NTP;
    case LY_A_BASIC: {
        const ly_basic *b = decl_basic(g, d);
        if (b && b->name <= LY_B_ORDER_CHANGE) {
            RULE(g->run, b->name == LY_B_STEP ? "1100:ステップ/使用が許可されるタイミング"
                         : b->name == LY_B_SIDE_STEP ? "1100:サイドステップ/使用が許可されるタイミング"
                         : b->name == LY_B_ORDER_STEP ? "1100:オーダーステップ/使用が許可されるタイミング"
                                                      : "1100:オーダーチェンジ/使用が許可されるタイミング");
            return LY_TIM_MAIN_TP | LY_TIM_RESP_MAIN_TP;
        }
        if (b && b->name == LY_B_SUPPORTER)
            RULE(g->run, "1100:サポーター/使用が許可されるタイミング");  /* a payment only */
        return b ? 0 : LY_TIM_ALL;
    }
    default: {
        const ly_ability *a = ly_decl_ability(g, d);
        return a ? a->timing : LY_TIM_ALL;
    }
    }
}

/* 0815/行動の主要素の指定: an attacker (1600's information may allow a character that could not). */
static bool can_attack(ly_game *g, int card, int player)
{
    if (!own_char(g, card, player))
        return false;
    if (ly_forbidden(g, card, LY_ACT_ATTACK) || ly_forbidden(g, card, LY_ACT_PARTICIPATE)) {
        RULE(g->run, "1500/否定の優先");
        RULE(g->run, "1600:バトル参加キャラの結果の操作:参加キャラに指定できない");
        return false;
    }
    if (ly_restricted(g, card)) {
        RULE(g->run, "0810/解決/登場ターン制限");
        return false;
    }
    if (ly_has_info(g, card, LY_EF_PARTICIPATE, LY_PART_CAN)) {
        RULE(g->run, "1600:バトル参加キャラの結果の操作:参加キャラに指定できる");
        RULE(g->run, "0900/優先");
        return true;
    }
    return ly_is_af(ly_zone_of(g, card)) && !g->c[card].tapped;
}

const char *ly_main_element(ly_game *g, const ly_decl *d)
{
    int card = d->card, p = d->player;
    const ly_card *c = &g->c[card];
    cite_element(g->run, d->action);
    bool ok = false;
    switch (d->action) {
    case LY_A_PLAY:
        ok = in_hand_of(g, card, p) && c->type == LY_T_CHARACTER;
        for (int z = LY_AF_LEFT; ok && z <= LY_DF_RIGHT; z++) {
            int other = ly_char_at(g, p, z);
            ok = other < 0 || !ly_same_name(g, card, other);
        }
        break;
    case LY_A_ABILITY: {
        RULE(g->run, "0811/行動の主要素の指定~r1");
        const ly_ability *a = ly_decl_ability(g, d);
        ok = own_char(g, card, p) && a && a->kind == LY_K_DECLARE;
        if (ok && ly_has_info(g, card, LY_EF_CANNOT_USE, d->index)) {
            RULE(g->run, "1580:特殊能力を使用できない");
            ok = false;
        }
        break;
    }
    case LY_A_BASIC: {
        RULE(g->run, "0812/行動の主要素の指定~r1");
        const ly_basic *b = decl_basic(g, d);
        ok = own_char(g, card, p) && b && (b->name <= LY_B_ORDER_CHANGE);
        break;
    }
    case LY_A_EVENT:
        ok = in_hand_of(g, card, p) && c->type == LY_T_EVENT;
        break;
    case LY_A_ITEM:
        ok = in_hand_of(g, card, p) && c->type == LY_T_ITEM;
        break;
    case LY_A_AREA:
        ok = in_hand_of(g, card, p) && c->type == LY_T_AREA;
        break;
    case LY_A_ATTACK:
        RULE(g->run, "0815/行動の主要素の指定~r1");
        ok = can_attack(g, card, p);
        break;
    case LY_A_SUPPORT: {
        RULE(g->run, "0817/行動の主要素の指定~r1");
        RULE(g->run, "0300/隣接");
        int part = ly_participant(g, p);
        ok = g->b.on && part >= 0 && own_char(g, card, p) && card != part &&
             ly_adjacent(p, ly_zone_of(g, card), p, ly_zone_of(g, part));
        break;
    }
    case LY_A_OTHER: {
        RULE(g->run, "0818/その他の効果");
        RULE(g->run, "0818/その他の効果~n1");
        RULE(g->run, "0818/行動の主要素の指定~r1");
        const ly_ability *a = ly_decl_ability(g, d);
        ok = a && a->kind == LY_K_DECLARE && source_user(g, card) == p;
        break;
    }
    case LY_A_HAND: {
        const ly_ability *a = ly_decl_ability(g, d);
        ok = in_hand_of(g, card, p) && a && a->kind == LY_K_HAND;
        break;
    }
    default:
        break;
    }
    return ok ? NULL : element_clauses[d->action];
}

/* The character an item or an area stands for in its own effects (0250/…/例外~n2: 「このキャラ」). */
static ly_ctx decl_ctx(const ly_decl *d)
{
    return (ly_ctx){.user = d->player, .card = d->card, .ref = d->ref, .decl = d,
                    .trigger_card = -1};
}

bool ly_target_ok(ly_game *g, const ly_decl *d, int t)
{
    int p = d->player;
    cite_target(g->run, d->action);
    switch (d->action) {
    case LY_A_ITEM: {
        int item[2];
        RULE(g->run, "0229/カード置き場/アイテムカードの上限");
        return ly_on_field(g, t) && ly_carried(g, t, LY_ROLE_ITEM, item, 2) == 0;
    }
    case LY_A_SUPPORT: {
        int s = d->card;
        return own_char(g, t, p) && ly_in_battle(g, t) && ly_on_field(g, s) &&
               ly_adjacent(p, ly_zone_of(g, s), p, ly_zone_of(g, t));
    }
    case LY_A_BASIC: {
        const ly_basic *b = decl_basic(g, d);
        if (!b || b->name != LY_B_ORDER_CHANGE || !ly_on_field(g, d->card))
            return false;
        RULE(g->run, "1100:オーダーチェンジ/対象");
        int z = ly_zone_of(g, d->card), zt = ly_zone_of(g, t);
        return own_char(g, t, ly_player_of(g, d->card)) && t != d->card &&
               (ly_in_direction(p, p, z, LY_DIR_FRONT, p, zt) ||
                ly_in_direction(p, p, z, LY_DIR_BACK, p, zt)) &&
               ly_adjacent(p, z, p, zt);
    }
    case LY_A_ABILITY:
    case LY_A_EVENT:
    case LY_A_OTHER:
    case LY_A_HAND: {
        const ly_ability *a = ly_decl_ability(g, d);
        if (!a || !a->target)
            return false;
        ly_ctx x = decl_ctx(d);
        return ly_filter(g, &x, a->target, t);
    }
    default:
        return false;
    }
}

bool ly_field_target_ok(ly_game *g, const ly_decl *d, tcg_place f)
{
    cite_target(g->run, d->action);
    switch (d->action) {
    case LY_A_PLAY: {
        RULE(g->run, "0310/味方フィールド");
        if (f.player != d->player)
            return false;
        RULE(g->run, "0214");
        if (!(g->c[d->card].place & (1u << (f.zone - LY_AF_LEFT))))
            return false;
        if (ly_basic_count(g, d->card, LY_B_ENGAGE)) {
            RULE(g->run, "1100:エンゲージ/効果");   /* 「キャラが置かれていないフィールド」を無効 */
            return true;
        }
        RULE(g->run, "0310/空きフィールド");
        return ly_char_at(g, f.player, f.zone) < 0;
    }
    case LY_A_AREA:
        RULE(g->run, "0310/上限");
        return ly_area_at(g, f.player, f.zone) < 0;
    case LY_A_BASIC: {
        const ly_basic *b = decl_basic(g, d);
        return b && b->name < LY_B_ORDER_CHANGE && ly_basic_field_ok(g, d->card, b->name, f);
    }
    default:
        return false;
    }
}

bool ly_targets_complete(ly_game *g, const ly_decl *d)
{
    switch (d->action) {
    case LY_A_PLAY:
    case LY_A_AREA:
        return d->field.zone != TCG_NOWHERE && d->ntargets == 0;
    case LY_A_BASIC: {
        const ly_basic *b = decl_basic(g, d);
        if (b && b->name == LY_B_ORDER_CHANGE)
            return d->ntargets == 1 && d->field.zone == TCG_NOWHERE;
        return d->field.zone != TCG_NOWHERE && d->ntargets == 0;
    }
    case LY_A_ITEM:
    case LY_A_SUPPORT:
        return d->ntargets == 1;
    case LY_A_ATTACK:
        return true;
    default: {
        const ly_ability *a = ly_decl_ability(g, d);
        if (!a || !a->target)
            return d->ntargets == 0 && d->field.zone == TCG_NOWHERE;
        long want = json_integer_value(json_object_get(a->target, "count"));
        if (!json_object_get(a->target, "count"))
            want = 1;
        bool up_to = json_is_true(json_object_get(a->target, "up_to"));
        for (size_t i = 0; i < d->ntargets; i++)
            for (size_t k = i + 1; k < d->ntargets; k++)
                if (d->targets[i] == d->targets[k])
                    return false;
        return up_to ? (long)d->ntargets <= want : (long)d->ntargets == want;
    }
    }
}

bool ly_some_target(ly_game *g, const ly_decl *d)
{
    eng_trace_pause(g->run);
    bool found = false;
    switch (d->action) {
    case LY_A_PLAY:
    case LY_A_AREA:
    case LY_A_BASIC:
        for (int p = 0; p < 2 && !found; p++)
            for (int z = LY_AF_LEFT; z <= LY_DF_RIGHT && !found; z++)
                found = ly_field_target_ok(g, d, tcg_at(p, z));
        if (d->action != LY_A_BASIC || found)
            break;
        /* order-change designates a character */
        for (size_t i = 0; i < g->t.ncards && !found; i++)
            found = ly_target_ok(g, d, (int)i);
        break;
    default:
        if (d->action == LY_A_ATTACK) {
            found = true;
            break;
        }
        if (d->action >= LY_A_ABILITY && d->action != LY_A_ITEM && d->action != LY_A_SUPPORT &&
            d->action != LY_A_BASIC) {
            const ly_ability *a = ly_decl_ability(g, d);
            if (!a || !a->target) {
                found = true;
                break;
            }
            if (json_is_true(json_object_get(a->target, "up_to"))) {
                found = true;
                break;
            }
        }
        for (size_t i = 0; i < g->t.ncards && !found; i++)
            found = ly_target_ok(g, d, (int)i);
        break;
    }
    eng_trace_resume(g->run);
    return found;
}

const ly_cost *ly_action_cost(ly_game *g, const ly_decl *d)
{
    switch (d->action) {
    case LY_A_PLAY:
        RULE(g->run, "0810/要求する使用代償");
        return &g->c[d->card].cost;
    case LY_A_EVENT:
        RULE(g->run, "0813/要求する使用代償");
        return &g->c[d->card].cost;
    case LY_A_ITEM:
        RULE(g->run, "0814/要求する使用代償");
        return &g->c[d->card].cost;
    case LY_A_AREA:
        RULE(g->run, "0820/要求する使用代償");
        return &g->c[d->card].cost;
    case LY_A_BASIC: {
        RULE(g->run, "0812/要求する使用代償");
        const ly_basic *b = decl_basic(g, d);
        return b ? &b->cost : NULL;
    }
    case LY_A_ATTACK:
    case LY_A_SUPPORT:
        return NULL;                              /* the main element tapped (cost.c) */
    default: {
        RULE(g->run, d->action == LY_A_ABILITY ? "0811/要求する使用代償"
                     : d->action == LY_A_OTHER ? "0818/要求する使用代償"
                                               : "0819/要求する使用代償");
        const ly_ability *a = ly_decl_ability(g, d);
        return a ? &a->cost : NULL;
    }
    }
}

/* --- resolution (解決/進行) ------------------------------------------------------------------------ */

static int play_resolve(ly_game *g, ly_decl *d)
{
    int card = d->card, p = d->player;
    RULE(g->run, "0810/解決/進行");
    RULE(g->run, "0810/解決/進行#1");
    TCG_TRY(ly_provide(g, LY_ON_ENTER, true, card, p));
    const char *how = "play";
    int there = ly_char_at(g, d->field.player, d->field.zone);
    if (there >= 0 && ly_basic_count(g, card, LY_B_ENGAGE)) {
        /* 1100:エンゲージ/効果: 「対象のフィールドに登場するキャラを破棄する。破棄したとき、併記された
         * 効果を誘発する」 */
        RULE(g->run, "1100:エンゲージ/効果");
        RULE(g->run, "1100:エンゲージ/効果型");
        TCG_TRY(ly_discard(g, p, there, "engage", false));
        const ly_basic *b[32];
        ly_ref refs[32];
        size_t n = ly_basics(g, card, b, refs, 32);
        for (size_t i = 0; i < n; i++)
            if (b[i]->name == LY_B_ENGAGE)
                ly_trigger_add(g, refs[i], p, there);
        how = "engage";
    }
    RULE(g->run, "0810/解決/進行#2");
    RULE(g->run, "0810/解決/登場ターン制限");
    bool entered;
    TCG_TRY(ly_enter(g, card, d->field, how, &entered));
    if (entered && how[0] == 'e')
        RULE(g->run, "1100:エンゲージ/エンゲージ登場");
    RULE(g->run, "0810/解決/進行#3");
    return ly_provide(g, LY_ON_ENTER, false, card, p);
}

/* 0817/解決/サポート能力値の決定 (LY-SUPPORT-STATS) and 0817/解決/サポートの発生. */
/* The values a support may raise: AP, DP and SP (0817/解決/サポート能力値の決定), the first ones of
 * the card's values. */
enum { SUPPORTABLE = LY_DMG };

static int support_resolve(ly_game *g, ly_decl *d)
{
    int s = d->card, t = d->targets[0], p = d->player;
    RULE(g->run, "0817/解決/進行");
    RULE(g->run, "0817/解決/進行#1");
    TCG_TRY(ly_provide(g, LY_ON_SUPPORT, true, s, p));
    RULE(g->run, "0817/解決/進行#2");
    RULE(g->run, "0817/解決/サポート能力値の決定");
    bool allow[SUPPORTABLE], deny[SUPPORTABLE], any_allow = false;
    for (int k = 0; k < SUPPORTABLE; k++) {
        allow[k] = ly_has_info(g, s, LY_EF_SUPPORT_ALLOW, k);
        deny[k] = ly_has_info(g, s, LY_EF_SUPPORT_DENY, k);
        any_allow = any_allow || allow[k];
    }
    bool stat[SUPPORTABLE] = {false};
    if (any_allow) {
        RULE(g->run, "0817/解決/サポート能力値の決定#B");
        RULE(g->run, "0817/解決/サポート能力値の決定/サポートの許可の重複");
        RULE(g->run, "0817/解決/サポート能力値の決定/サポートの不許可~n1");
        for (int k = 0; k < SUPPORTABLE; k++)
            stat[k] = allow[k];
    } else {
        RULE(g->run, "0817/解決/サポート能力値の決定#A");
        stat[p == g->t.tp ? LY_AP : LY_DP] = true;    /* 自ターン: AP; 相手ターン: DP */
    }
    for (int k = 0; k < SUPPORTABLE; k++)
        if (stat[k] && deny[k]) {
            RULE(g->run, "0817/解決/サポート能力値の決定/サポートの不許可");
            stat[k] = false;
        }
    RULE(g->run, "0817/解決/進行#3");
    RULE(g->run, "0817/解決/サポートの発生");
    long sp = ly_stat(g, s, LY_SP);
    json_t *names = json_array();
    for (int k = 0; k < SUPPORTABLE; k++)
        if (stat[k]) {
            ly_give(g, LY_EF_ADD + k, sp, t, p, LY_UNTIL_BATTLE);
            json_array_append_new(names, json_string(ly_stat_names[k]));
        }
    eng_event(g->run, "support", eng_object("card", ly_card_json(g, s), "target",
                                            ly_card_json(g, t), "stats", names, NULL));
    RULE(g->run, "0817/解決/進行#4");
    return ly_provide(g, LY_ON_SUPPORT, false, s, p);
}

static int item_resolve(ly_game *g, ly_decl *d)
{
    int item = d->card, t = d->targets[0], p = d->player;
    RULE(g->run, "0814/解決/進行");
    RULE(g->run, "0814/解決/進行#1");
    TCG_TRY(ly_provide(g, LY_ON_EQUIP, true, item, p));
    RULE(g->run, "0814/解決/進行#2");
    RULE(g->run, "0229/カード置き場/アイテムカードの装備");
    TCG_TRY(ly_attach(g, item, t, LY_ROLE_ITEM, "equip"));
    eng_event(g->run, "equip", eng_object("card", ly_card_json(g, item), "target",
                                          ly_card_json(g, t), NULL));
    RULE(g->run, "0814/解決/進行#3");
    RULE(g->run, "0240/効果");
    RULE(g->run, "0240/効果/処理");
    RULE(g->run, "0814/解決/進行#4");
    return ly_provide(g, LY_ON_EQUIP, false, item, p);
}

static int area_resolve(ly_game *g, ly_decl *d)
{
    int area = d->card, p = d->player;
    RULE(g->run, "0820/解決/進行");
    RULE(g->run, "0820/解決/進行#1");
    TCG_TRY(ly_provide(g, LY_ON_AREA, true, area, p));
    RULE(g->run, "0820/解決/進行#2");
    TCG_TRY(ly_move(g, area, d->field, TCG_BOTTOM, "area"));
    eng_event(g->run, "place-area", eng_object("card", ly_card_json(g, area), "field",
                                               ly_place_json(g, d->field), NULL));
    RULE(g->run, "0820/解決/進行#3");
    RULE(g->run, "0250/効果");
    RULE(g->run, "0250/効果/処理");
    RULE(g->run, "0820/解決/進行#4");
    return ly_provide(g, LY_ON_AREA, false, area, p);
}

/* The steps of the resolution of 0811, 0812, 0813, 0818, 0819 (解決/進行 and #1 … #3). */
static void cite_steps(eng_run *r, int action, int step)
{
    switch (action * 4 + step) {
    case LY_A_ABILITY * 4 + 0:
        RULE(r, "0811/解決/進行");
        break;
    case LY_A_ABILITY * 4 + 1:
        RULE(r, "0811/解決/進行#1");
        break;
    case LY_A_ABILITY * 4 + 2:
        RULE(r, "0811/解決/進行#2");
        break;
    case LY_A_ABILITY * 4 + 3:
        RULE(r, "0811/解決/進行#3");
        break;
    case LY_A_BASIC * 4 + 0:
        RULE(r, "0812/解決/進行");
        break;
    case LY_A_BASIC * 4 + 1:
        RULE(r, "0812/解決/進行#1");
        break;
    case LY_A_BASIC * 4 + 2:
        RULE(r, "0812/解決/進行#2");
        break;
    case LY_A_BASIC * 4 + 3:
        RULE(r, "0812/解決/進行#3");
        break;
    case LY_A_EVENT * 4 + 0:
        RULE(r, "0813/解決/進行");
        break;
    case LY_A_EVENT * 4 + 1:
        RULE(r, "0813/解決/進行#1");
        break;
    case LY_A_EVENT * 4 + 2:
        RULE(r, "0813/解決/進行#2");
        break;
    case LY_A_EVENT * 4 + 3:
        RULE(r, "0813/解決/進行#3");
        break;
    case LY_A_OTHER * 4 + 0:
        RULE(r, "0818/解決/進行");
        break;
    case LY_A_OTHER * 4 + 1:
        RULE(r, "0818/解決/進行#1");
        break;
    case LY_A_OTHER * 4 + 2:
        RULE(r, "0818/解決/進行#2");
        break;
    case LY_A_OTHER * 4 + 3:
        RULE(r, "0818/解決/進行#3");
        break;
    case LY_A_HAND * 4 + 0:
        RULE(r, "0819/解決/進行");
        break;
    case LY_A_HAND * 4 + 1:
        RULE(r, "0819/解決/進行#1");
        break;
    case LY_A_HAND * 4 + 2:
        RULE(r, "0819/解決/進行#2");
        break;
    case LY_A_HAND * 4 + 3:
        RULE(r, "0819/解決/進行#3");
        break;
    default:
        break;
    }
}

/* 0811, 0813, 0818, 0819: the effect is generated and processed at once. */
static int effect_resolve(ly_game *g, ly_decl *d)
{
    static const int on[LY_NACTIONS] = {[LY_A_ABILITY] = LY_ON_ABILITY, [LY_A_EVENT] = LY_ON_EVENT,
                                        [LY_A_OTHER] = LY_ON_OTHER, [LY_A_HAND] = LY_ON_HAND,
                                        [LY_A_BASIC] = LY_ON_BASIC};
    int p = d->player, card = d->card;
    cite_steps(g->run, d->action, 0);
    cite_steps(g->run, d->action, 1);
    TCG_TRY(ly_provide(g, on[d->action], true, card, p));
    cite_steps(g->run, d->action, 2);
    if (d->action == LY_A_BASIC) {
        TCG_TRY(ly_basic_resolve(g, d));
    } else {
        const ly_ability *a = ly_decl_ability(g, d);
        RULE(g->run, "0901/宣言型効果の発生");
        RULE(g->run, "0901/宣言型効果の発生~n1");    /* it stays when its source is gone */
        RULE(g->run, "0901/使用者");
        RULE(g->run, "0900");
        RULE(g->run, "0900/有効性");
        if (d->action == LY_A_EVENT)
            RULE(g->run, "0230/効果");
        if (d->action == LY_A_HAND) {
            RULE(g->run, "0226/効果型");
            RULE(g->run, "0819/解決/進行~n1");
        }
        ly_ctx x = decl_ctx(d);
        TCG_TRY(ly_exec(g, &x, a->effect));
        ly_processed(g, p, d->ref);
    }
    cite_steps(g->run, d->action, 3);
    return ly_provide(g, on[d->action], false, card, p);
}

int ly_action_resolve(ly_game *g, ly_decl *d)
{
    switch (d->action) {
    case LY_A_PLAY:
        return play_resolve(g, d);
    case LY_A_ITEM:
        return item_resolve(g, d);
    case LY_A_AREA:
        return area_resolve(g, d);
    case LY_A_SUPPORT:
        return support_resolve(g, d);
    case LY_A_ATTACK:
        RULE(g->run, "0815/解決/進行");
        RULE(g->run, "0815/解決/進行#1");
        TCG_TRY(ly_provide(g, LY_ON_JOIN, true, d->card, d->player));
        RULE(g->run, "0815/解決/進行#2");
        RULE(g->run, "0815/対象");
        g->b.attacker = d->card;
        g->b.att_from = d->from;
        RULE(g->run, "0815/解決/進行#3");
        TCG_TRY(ly_provide(g, LY_ON_JOIN, false, d->card, d->player));
        RULE(g->run, "0815/解決/進行#4");
        return ly_battle_begin(g, d->card);
    default:
        return effect_resolve(g, d);
    }
}
