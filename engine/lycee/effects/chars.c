/* chars.c — the processing primitives of cards, characters and battles: 1570 (ゲームから取り除く,
 * 表にする, 裏にする, 公開する, 非公開にする, カードを見る, カードを横に置く, カードを使用する(登場する)),
 * 1580 (行動済み状態にする, 未行動状態にする, 能力値修正 and its forms, 移動, X体移動, 入れ替える,
 * 特殊能力 and 基本能力 gained, lost, not usable), a character entering a field by an effect (0310),
 * 1600 (バトルを中断する, the participants', the result's and the deck damage's information), 1540's
 * information, the attributes (0212~r1), 常時型効果の消失 (0903), prohibitions (1500/否定の優先), and
 * the end of the game by an effect (0502/判定#B). */
#include "engine/lycee/effects/effects.h"
#include "engine/lycee/board/board.h"
#include "engine/lycee/declare/declare.h"
#include "engine/lycee/setup/setup.h"
#include "engine/lycee/turn/turn.h"

#include <string.h>

int ly_tap(ly_game *g, int card, bool *done)
{
    *done = false;
    RULE(g->run, "1580:行動済み状態にする(行動済みにする)");
    RULE(g->run, "1580:行動済み状態にする(行動済みにする)#1");
    TCG_TRY(ly_provide(g, LY_ON_TAP, true, card, ly_player_of(g, card)));
    if (!ly_on_field(g, card) || ly_forbidden(g, card, LY_ACT_TAP))
        return TCG_OK;
    if (g->c[card].tapped) {
        /* ~n1: 「行動済みの処理は成功した扱いとはなりません」 */
        RULE(g->run, "1580:行動済み状態にする(行動済みにする)~n1");
        RULE(g->run, "0902/不成功の行為に対する誘発");
        RULE(g->run, "0902/不成功の行為に対する誘発~n1");
        return TCG_OK;
    }
    RULE(g->run, "1580:行動済み状態にする(行動済みにする)#2");
    RULE(g->run, "0229/行動状態");
    RULE(g->run, "0229/行動状態/行動済み状態(行動済み)");
    g->c[card].tapped = true;
    *done = true;
    eng_event(g->run, "tap", eng_object("card", ly_card_json(g, card), NULL));
    RULE(g->run, "1580:行動済み状態にする(行動済みにする)#3");
    return ly_provide(g, LY_ON_TAP, false, card, ly_player_of(g, card));
}

int ly_untap(ly_game *g, int card)
{
    RULE(g->run, "1580:未行動状態にする(未行動にする)");
    RULE(g->run, "1580:未行動状態にする(未行動にする)#1");
    TCG_TRY(ly_provide(g, LY_ON_UNTAP, true, card, ly_player_of(g, card)));
    if (!ly_on_field(g, card) || !g->c[card].tapped || ly_forbidden(g, card, LY_ACT_UNTAP)) {
        RULE(g->run, "0902/不成功の行為に対する誘発");
        return TCG_OK;
    }
    RULE(g->run, "1580:未行動状態にする(未行動にする)#2");
    RULE(g->run, "0229/行動状態/未行動状態(未行動)");
    g->c[card].tapped = false;
    eng_event(g->run, "untap", eng_object("card", ly_card_json(g, card), NULL));
    RULE(g->run, "1580:未行動状態にする(未行動にする)#3");
    return ly_provide(g, LY_ON_UNTAP, false, card, ly_player_of(g, card));
}

int ly_enter(ly_game *g, int card, tcg_place to, const char *how, bool *entered)
{
    *entered = false;
    int p = to.player;
    if (ly_char_at(g, p, to.zone) >= 0) {
        RULE(g->run, "0310/キャラクターカードの上限を超えた登場の禁止");
        return ly_discard(g, p, card, "collision", false);
    }
    TCG_TRY(ly_move(g, card, to, TCG_BOTTOM, how));
    ly_card *c = &g->c[card];
    c->tapped = false;                         /* 「行動状態は未行動状態です」 */
    c->fresh = true;                           /* 「登場ターン制限」 */
    RULE(g->run, "0310/味方キャラクターカード");
    if (c->enters_tapped) {
        RULE(g->run, "0210/特別処理");         /* 「このキャラは行動済み状態で登場する」 */
        c->tapped = true;
    }
    *entered = true;
    eng_event(g->run, "enter", eng_object("card", ly_card_json(g, card), "field",
                                          ly_place_json(g, to), "how", json_string(how), NULL));
    return TCG_OK;
}

int ly_move_char(ly_game *g, int card, tcg_place to, bool *done)
{
    *done = false;
    bool area = g->c[card].type == LY_T_AREA;
    RULE(g->run, "1580:移動");
    RULE(g->run, "1580:移動#1");
    if (!ly_is_field(ly_zone_of(g, card)) || g->c[card].role != LY_ROLE_NONE)
        return TCG_OK;
    tcg_place from = tcg_where(&g->t, card);
    bool taken = area ? ly_area_at(g, to.player, to.zone) >= 0 : ly_char_at(g, to.player, to.zone) >= 0;
    if (from.player == to.player && from.zone == to.zone) {
        RULE(g->run, "1580:移動/同じフィールドへの移動");   /* no timing */
        return TCG_OK;
    }
    if (taken) {
        RULE(g->run, area ? "0310/エリアカードの重複する移動の禁止"
                          : "0310/キャラクターカードの重複する移動の禁止");
        RULE(g->run, "0902/不成功の行為に対する誘発~n1");
        return TCG_OK;
    }
    if (ly_forbidden(g, card, LY_ACT_MOVE))
        return TCG_OK;
    RULE(g->run, "1580:移動#2");
    TCG_TRY(ly_provide(g, LY_ON_MOVE, true, card, from.player));
    RULE(g->run, "1580:移動#3");
    if (area ? ly_area_at(g, to.player, to.zone) >= 0 : ly_char_at(g, to.player, to.zone) >= 0)
        return TCG_OK;
    RULE(g->run, "1580:移動#4");
    RULE(g->run, "1580:移動/同じフィールドへの移動~n1");   /* the 配置制限 is not read */
    RULE(g->run, "1510/移動~n1");
    if (from.player != to.player)
        RULE(g->run, "1580:移動/異なる持ち主のフィールドへの移動");
    TCG_TRY(ly_move(g, card, to, TCG_BOTTOM, "move"));
    *done = true;
    RULE(g->run, "1580:移動#5");
    return ly_provide(g, LY_ON_MOVE, false, card, to.player);
}

/* 1580:入れ替える: the characters of the range taken off, then placed as the order says. */
static int rearrange(ly_game *g, ly_ctx *x, const json_t *in)
{
    const json_t *range = json_object_get(in, "rearrange");
    tcg_place places[12];
    int chars[12];
    size_t n = json_array_size(range), nc = 0;
    for (size_t i = 0; i < n && i < 12; i++) {
        TCG_TRY(ly_choose_field(g, x->user, -1, json_array_get(range, i), &places[i]));
        int ch = ly_char_at(g, places[i].player, places[i].zone);
        if (ch >= 0)
            chars[nc++] = ch;
    }
    RULE(g->run, "1580:入れ替える");
    RULE(g->run, "1580:入れ替える#1");
    TCG_TRY(ly_provide(g, LY_ON_REARRANGE, true, -1, x->user));
    RULE(g->run, "1580:入れ替える#2");
    RULE(g->run, "1580:入れ替える#3");
    RULE(g->run, "1580:入れ替える/タイミングの提供の禁止");
    const json_t *order = json_object_get(in, "order");
    if (!order) {
        json_t *opts = json_array();
        for (size_t i = 0; i < n; i++)
            json_array_append_new(opts, ly_place_json(g, places[i]));
        TCG_TRY(tcg_choose(&g->t, "order", x->user, opts, &order));
    }
    tcg_place dest[12];
    for (size_t i = 0; i < nc; i++) {
        const char *label = json_string_value(json_object_get(order, ly_id(g, chars[i])));
        size_t k = 0;
        for (; k < n; k++) {
            json_t *l = ly_place_json(g, places[k]);
            bool same = label && strcmp(json_string_value(l), label) == 0;
            json_decref(l);
            if (same)
                break;
        }
        if (k == n)
            return eng_error(g->run, "choose \"order\": each character gets a place of the range");
        for (size_t j = 0; j < i; j++)
            if (dest[j].player == places[k].player && dest[j].zone == places[k].zone)
                return eng_error(g->run, "choose \"order\": a place given twice");
        dest[i] = places[k];
    }
    tcg_place from[12];
    for (size_t i = 0; i < nc; i++) {
        from[i] = tcg_where(&g->t, chars[i]);
        tcg_take(&g->t, chars[i]);
    }
    RULE(g->run, "1580:入れ替える#4");
    bool moved[12];
    for (size_t i = 0; i < nc; i++) {
        tcg_put(&g->t, chars[i], dest[i], TCG_BOTTOM);
        moved[i] = from[i].player != dest[i].player || from[i].zone != dest[i].zone;
        if (!moved[i])
            continue;
        tcg_emit_move(&g->t, chars[i], from[i], dest[i], "rearrange");
        const tcg_list *a = &g->t.cards[chars[i]].attached;
        for (size_t k = 0; k < a->n; k++)
            tcg_emit_move(&g->t, a->v[k], from[i], dest[i], "with");
    }
    RULE(g->run, "1580:入れ替える#5");
    RULE(g->run, "1580:入れ替える/移動したとき");
    for (size_t i = 0; i < nc; i++)
        if (moved[i])
            TCG_TRY(ly_provide(g, LY_ON_MOVE, false, chars[i], dest[i].player));
    RULE(g->run, "1580:入れ替える#6");
    return ly_provide(g, LY_ON_REARRANGE, false, -1, x->user);
}

static int mod_one(ly_game *g, ly_ctx *x, const json_t *in, int card, bool swap)
{
    int until = ly_until_of(in, LY_UNTIL_TURN);
    RULE(g->run, "1580:能力値修正");
    RULE(g->run, "1580:能力値修正#1");
    TCG_TRY(ly_provide(g, LY_ON_MOD, true, card, x->user));
    if (!ly_on_field(g, card))
        return TCG_OK;
    RULE(g->run, "1580:能力値修正#2");
    RULE(g->run, "0910/能力値修正");
    if (swap) {
        const json_t *s = json_object_get(in, "swap");
        int a = eng_enum_index(ly_stat_names, json_string_value(json_array_get(s, 0)));
        int b = eng_enum_index(ly_stat_names, json_string_value(json_array_get(s, 1)));
        ly_give(g, LY_EF_SWAP, a * 4 + b, card, x->user, until);
    } else {
        const char *key;
        const json_t *v;
        json_object_foreach(json_object_get(in, "mod"), key, v) {
            int s = eng_enum_index(ly_stat_names, key);
            if (json_is_integer(v))
                ly_give(g, LY_EF_ADD + s, (long)json_integer_value(v), card, x->user, until);
            else if (json_object_get(v, "set"))
                ly_give(g, LY_EF_SET + s, (long)json_integer_value(json_object_get(v, "set")),
                        card, x->user, until);
            else
                ly_give(g, LY_EF_DIV + s, (long)json_integer_value(json_object_get(v, "div")),
                        card, x->user, until);
        }
    }
    RULE(g->run, "1580:能力値修正#3");
    return ly_provide(g, LY_ON_MOD, false, card, x->user);
}

/* An instruction giving information to each selected card. */
static int give_all(ly_game *g, ly_ctx *x, const json_t *in, const int *cards, size_t n,
                    int kind, long value, int until)
{
    for (size_t i = 0; i < n; i++)
        ly_give(g, kind, value, cards[i], x->user, until);
    (void)in;
    return TCG_OK;
}

static int use_or_enter(ly_game *g, ly_ctx *x, const json_t *in, const int *cards, size_t n,
                        bool use)
{
    for (size_t i = 0; i < n; i++) {
        if (use) {
            TCG_TRY(ly_use_card(g, x->user, cards[i], in));
            continue;
        }
        tcg_place f;
        TCG_TRY(ly_choose_field(g, x->user, -1, json_object_get(in, "field"), &f));
        if (f.zone == TCG_NOWHERE || g->c[cards[i]].type != LY_T_CHARACTER)
            continue;
        TCG_TRY(ly_provide(g, LY_ON_ENTER, true, cards[i], x->user));
        bool entered;
        TCG_TRY(ly_enter(g, cards[i], f, "enter", &entered));
        if (entered)
            TCG_TRY(ly_provide(g, LY_ON_ENTER, false, cards[i], f.player));
    }
    return TCG_OK;
}

static int remove_card(ly_game *g, ly_ctx *x, int card)
{
    RULE(g->run, "1570:ゲームから取り除く");
    RULE(g->run, "1570:ゲームから取り除く#1");
    TCG_TRY(ly_provide(g, LY_ON_REMOVE, true, card, x->user));
    RULE(g->run, "1570:ゲームから取り除く#2");
    TCG_TRY(ly_move(g, card, tcg_at(ly_owner(g, card), LY_REMOVED), TCG_BOTTOM, "remove"));
    RULE(g->run, "1570:ゲームから取り除く#1~d2");
    return ly_provide(g, LY_ON_REMOVE, false, card, x->user);
}

static int aside(ly_game *g, ly_ctx *x, const json_t *in, const int *cards, size_t n)
{
    ly_ctx y = *x;
    y.aside = ++g->aside_seq;
    RULE(g->run, "1570:カードを横に置く");
    RULE(g->run, "1570:カードを横に置く/横の独立性");
    RULE(g->run, "0440");
    RULE(g->run, "0440/公開");            /* LY-ASIDE-VISIBILITY: face down, nobody sees them */
    for (size_t i = 0; i < n; i++) {
        TCG_TRY(ly_move(g, cards[i], tcg_at(x->user, LY_ASIDE), TCG_BOTTOM, "aside"));
        g->c[cards[i]].aside_of = y.aside;
        tcg_hide(&g->t, cards[i], 3u);
    }
    if (json_object_get(in, "then"))
        TCG_TRY(ly_exec(g, &y, json_object_get(in, "then")));
    return ly_aside_end(g, y.aside);
}

static int end_by_effect(ly_game *g, ly_ctx *x, const char *verb, const char *who)
{
    unsigned players = strcmp(who, "each") == 0 ? 3u
                       : strcmp(who, "you") == 0 ? 1u << x->user : 1u << ly_opp(x->user);
    unsigned losers = strcmp(verb, "lose") == 0 ? players : (3u & ~players);
    RULE(g->run, "0502/判定#B");
    if (!losers)          /* both win: no one loser, no one winner (0502/引き分け) */
        losers = 3u;
    return ly_end_game(g, losers, "effect");
}

int ly_process_card(ly_game *g, ly_ctx *x, const char *verb, const json_t *in)
{
    const json_t *arg = json_object_get(in, verb);
    int cards[256];
    size_t n = 0;
    static const char *const on_arg[] = {"remove", "face_up", "face_down", "reveal", "conceal",
                                         "look", "aside", "use", "tap", "untap", "move", "enter",
                                         "disable", "down", "not_down", "no_untap", "priority",
                                         NULL};
    if (eng_enum_index(on_arg, verb) >= 0)
        TCG_TRY(ly_select(g, x, arg, cards, 256, &n));
    else if (json_object_get(in, "target") || strcmp(verb, "mod") == 0 ||
             strcmp(verb, "swap") == 0 || strncmp(verb, "gain", 4) == 0 ||
             strncmp(verb, "lose_", 5) == 0 || strcmp(verb, "cannot_use") == 0 ||
             strcmp(verb, "attribute") == 0 || strcmp(verb, "forbid") == 0 ||
             strcmp(verb, "participate") == 0 || strcmp(verb, "support_stats") == 0)
        TCG_TRY(ly_select(g, x, json_object_get(in, "target"), cards, 256, &n));
    int until = ly_until_of(in, LY_UNTIL_TURN);
    bool done;
    if (strcmp(verb, "remove") == 0) {
        for (size_t i = 0; i < n; i++)
            TCG_TRY(remove_card(g, x, cards[i]));
    } else if (strcmp(verb, "face_up") == 0 || strcmp(verb, "face_down") == 0) {
        bool up = verb[5] == 'u';
        RULE(g->run, up ? "1570:表にする" : "1570:裏にする");
        RULE(g->run, "0201/表向き・裏向き");
        RULE(g->run, up ? "0201/表向き・裏向き/表向き" : "0201/表向き・裏向き/裏向き");
        for (size_t i = 0; i < n; i++) {
            g->c[cards[i]].face_down = !up;
            if (up)
                tcg_show(&g->t, cards[i], 3u);
            else
                tcg_hide(&g->t, cards[i], 3u);
            eng_event(g->run, "face", eng_object("card", ly_card_json(g, cards[i]), "up",
                                                 json_boolean(up), NULL));
        }
    } else if (strcmp(verb, "reveal") == 0 || strcmp(verb, "conceal") == 0) {
        bool show = verb[0] == 'r';
        const char *to = json_string_value(json_object_get(in, "to"));
        unsigned who = !to || strcmp(to, "each") == 0 ? 3u
                       : strcmp(to, "you") == 0 ? 1u << x->user : 1u << ly_opp(x->user);
        RULE(g->run, show ? "1570:公開する" : "1570:非公開にする");
        RULE(g->run, "0201/公開・非公開");
        for (size_t i = 0; i < n; i++) {
            if (show)
                tcg_show(&g->t, cards[i], who);
            else
                tcg_hide(&g->t, cards[i], who);
            eng_event(g->run, show ? "reveal" : "conceal",
                      eng_object("card", ly_card_json(g, cards[i]), "to", ly_players_json(who), NULL));
        }
    } else if (strcmp(verb, "look") == 0) {
        RULE(g->run, "1570:カードを見る");
        eng_event(g->run, "look", eng_object("player", ly_player_json(x->user), "cards",
                                             tcg_ids_json(&g->t, cards, n), NULL));
    } else if (strcmp(verb, "aside") == 0) {
        return aside(g, x, in, cards, n);
    } else if (strcmp(verb, "use") == 0 || strcmp(verb, "enter") == 0) {
        return use_or_enter(g, x, in, cards, n, verb[0] == 'u');
    } else if (strcmp(verb, "tap") == 0 || strcmp(verb, "untap") == 0) {
        for (size_t i = 0; i < n; i++)
            TCG_TRY(verb[0] == 't' ? ly_tap(g, cards[i], &done) : ly_untap(g, cards[i]));
    } else if (strcmp(verb, "mod") == 0 || strcmp(verb, "swap") == 0) {
        for (size_t i = 0; i < n; i++)
            TCG_TRY(mod_one(g, x, in, cards[i], verb[0] == 's'));
    } else if (strcmp(verb, "move") == 0) {
        RULE(g->run, "1580:X体移動");
        for (size_t i = 0; i < n; i++) {
            RULE(g->run, "1580:X体移動#1");
            tcg_place f;
            TCG_TRY(ly_choose_field(g, x->user, cards[i], json_object_get(in, "to"), &f));
            if (f.zone != TCG_NOWHERE)
                TCG_TRY(ly_move_char(g, cards[i], f, &done));
            RULE(g->run, "1580:X体移動#2");
        }
    } else if (strcmp(verb, "rearrange") == 0) {
        return rearrange(g, x, in);
    } else if (strcmp(verb, "gain_ability") == 0 || strcmp(verb, "gain_basic") == 0) {
        bool basic = verb[5] == 'b';
        RULE(g->run, basic ? "1580:基本能力を得る" : "1580:特殊能力を得る");
        give_all(g, x, in, cards, n, basic ? LY_EF_GAIN_BASIC : LY_EF_GAIN,
                 ly_gained_of(g, arg, basic, x->card), until);
    } else if (strcmp(verb, "lose_ability") == 0 || strcmp(verb, "cannot_use") == 0) {
        bool lose = verb[0] == 'l';
        RULE(g->run, lose ? "1580:特殊能力を失う" : "1580:特殊能力を使用できない");
        if (!lose)
            RULE(g->run, "1580:特殊能力を使用できない~n1");
        give_all(g, x, in, cards, n, lose ? LY_EF_LOSE_ABILITY : LY_EF_CANNOT_USE,
                 (long)json_integer_value(arg), until);
    } else if (strcmp(verb, "lose_basic") == 0) {
        RULE(g->run, "1580:基本能力を失う");
        give_all(g, x, in, cards, n, LY_EF_LOSE_BASIC,
                 eng_enum_index(ly_basic_names, json_string_value(arg)), until);
    } else if (strcmp(verb, "attribute") == 0) {
        bool lose = json_is_true(json_object_get(in, "lose"));
        give_all(g, x, in, cards, n, lose ? LY_EF_ATTR_LOSE : LY_EF_ATTR_ADD,
                 ly_attr_index(json_string_value(arg)), ly_until_of(in, LY_UNTIL_GAME));
    } else if (strcmp(verb, "disable") == 0) {
        RULE(g->run, "0903/常時型効果の消失");
        RULE(g->run, "0903/常時型効果の復帰");
        give_all(g, x, in, cards, n, LY_EF_DISABLE, 0, until);
    } else if (strcmp(verb, "forbid") == 0) {
        RULE(g->run, "1500/否定の優先");
        give_all(g, x, in, cards, n, LY_EF_FORBID, eng_enum_index(ly_act_names, json_string_value(arg)),
                 until);
    } else if (strcmp(verb, "participate") == 0) {
        bool must = strcmp(json_string_value(arg), "must") == 0;
        RULE(g->run, must ? "1600:バトル参加キャラの操作:参加キャラに指定する"
                          : "1600:バトル参加キャラの結果の操作:参加キャラに指定できる");
        give_all(g, x, in, cards, n, LY_EF_PARTICIPATE, must ? LY_PART_MUST : LY_PART_CAN, until);
    } else if (strcmp(verb, "down") == 0 || strcmp(verb, "not_down") == 0) {
        bool down = verb[0] == 'd';
        RULE(g->run, down ? "1600:バトルの結果の操作:ダウンする" : "1600:バトルの結果の操作:ダウンしない");
        give_all(g, x, in, cards, n, down ? LY_EF_DOWN : LY_EF_NOT_DOWN, 0, LY_UNTIL_BATTLE);
    } else if (strcmp(verb, "battle_damage") == 0) {
        RULE(g->run, "1600:バトルの結果のデッキへのダメージの増減");
        if (g->b.on)
            g->b.damage_mod += (long)json_integer_value(arg);   /* 「この情報は累積します」 */
    } else if (strcmp(verb, "interrupt") == 0) {
        RULE(g->run, "1600:バトルを中断する");
        RULE(g->run, "1600:バトルを中断する#1");
        TCG_TRY(ly_provide(g, LY_ON_INTERRUPT, true, -1, x->user));
        if (!g->b.on)
            return TCG_OK;
        RULE(g->run, "1600:バトルを中断する#2");
        ly_battle_interrupt(g);
        RULE(g->run, "1600:バトルを中断する#3");
        return ly_provide(g, LY_ON_INTERRUPT, false, -1, x->user);
    } else if (strcmp(verb, "no_untap") == 0) {
        RULE(g->run, "1540:ウェイクアップ:ウェイクアップで未行動状態に戻らない");
        give_all(g, x, in, cards, n, LY_EF_NO_UNTAP, 0, LY_UNTIL_WAKEUP);
    } else if (strcmp(verb, "warm_up") == 0) {
        RULE(g->run, "1540:ウォームアップ:ウォームアップのドロー枚数を増減");
        const char *w = json_string_value(json_object_get(in, "who"));
        g->warm_mod[w && strcmp(w, "opponent") == 0 ? ly_opp(x->user) : x->user] +=
            (long)json_integer_value(arg);
    } else if (strcmp(verb, "priority") == 0) {
        give_all(g, x, in, cards, n, LY_EF_PRIORITY, 0, LY_UNTIL_BATTLE);
    } else if (strcmp(verb, "support_stats") == 0) {
        static const char *const which[] = {"allow", "deny"};
        for (int k = 0; k < 2; k++) {
            const json_t *l = json_object_get(arg, which[k]);
            for (size_t i = 0; i < json_array_size(l); i++)
                give_all(g, x, in, cards, n, k ? LY_EF_SUPPORT_DENY : LY_EF_SUPPORT_ALLOW,
                         eng_enum_index(ly_stat_names, json_string_value(json_array_get(l, i))),
                         until);
        }
    } else if (strcmp(verb, "win") == 0 || strcmp(verb, "lose") == 0) {
        return end_by_effect(g, x, verb, json_string_value(arg));
    } else if (strcmp(verb, "marker") == 0) {
        eng_event(g->run, "marker", eng_object("name", json_incref((json_t *)arg), "player",
                                               ly_player_json(x->user), NULL));
    }
    return TCG_OK;
}
