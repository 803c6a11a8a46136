/* basic.c — the basic abilities (1100): the declared moves (ステップ, サイドステップ, オーダーステップ:
 * an untapped character to an empty field of its player's next to it, left or right, front or
 * back; オーダーチェンジ: swapped with its player's character in front or behind, LY-ORDER-CHANGE),
 * and the triggered ones: リカバリー (on entering with fewer characters than the opponent), ペナルティ
 * (on leaving the field), ガッツ (on its down, its cost asked at the resolution, at the battle's end:
 * back from the trash to a field), ボーナス (at the end of a battle it won), チャージ (on entering:
 * 1510:チャージ+X), エンゲージ's effect (when the character it replaced is discarded). アグレッシブ,
 * アシスト and サポーター are read where they apply (stats.c, cost.c). */
#include "engine/lycee/effects/effects.h"
#include "engine/lycee/board/board.h"
#include "engine/lycee/declare/declare.h"
#include "engine/lycee/setup/setup.h"
#include "engine/lycee/turn/turn.h"

static void cite_target(eng_run *r, int name)
{
    RULE(r, name == LY_B_STEP ? "1100:ステップ/対象"
            : name == LY_B_SIDE_STEP ? "1100:サイドステップ/対象" : "1100:オーダーステップ/対象");
}

static void cite_effect(eng_run *r, int name)
{
    RULE(r, name == LY_B_STEP ? "1100:ステップ/効果"
            : name == LY_B_SIDE_STEP ? "1100:サイドステップ/効果"
            : name == LY_B_ORDER_STEP ? "1100:オーダーステップ/効果" : "1100:オーダーチェンジ/効果");
    RULE(r, name == LY_B_STEP ? "1100:ステップ/効果型"
            : name == LY_B_SIDE_STEP ? "1100:サイドステップ/効果型"
            : name == LY_B_ORDER_STEP ? "1100:オーダーステップ/効果型"
                                      : "1100:オーダーチェンジ/効果型");
}

bool ly_basic_field_ok(ly_game *g, int card, int name, tcg_place f)
{
    if (!ly_on_field(g, card) || name > LY_B_ORDER_STEP)
        return false;
    cite_target(g->run, name);
    int p = ly_player_of(g, card), z = ly_zone_of(g, card);
    if (f.player != p || ly_char_at(g, f.player, f.zone) >= 0 || !ly_adjacent(p, z, p, f.zone))
        return false;
    bool side = ly_in_direction(p, p, z, LY_DIR_LEFT, p, f.zone) ||
                ly_in_direction(p, p, z, LY_DIR_RIGHT, p, f.zone);
    if (name == LY_B_SIDE_STEP)
        return side;
    if (name == LY_B_ORDER_STEP)
        return !side;
    return true;
}

int ly_basic_resolve(ly_game *g, const ly_decl *d)
{
    const ly_basic *b = ly_ref_basic(g, d->ref);
    int card = d->card;
    cite_effect(g->run, b->name);
    /* 「未行動状態のこのキャラを…」 */
    if (!ly_on_field(g, card) || g->c[card].tapped)
        return TCG_OK;
    if (b->name != LY_B_ORDER_CHANGE) {
        bool done;
        return ly_move_char(g, card, d->field, &done);
    }
    /* LY-ORDER-CHANGE: 「空き味方キャラ」 is read as the player's character in front or behind */
    int other = d->targets[0];
    tcg_place a = tcg_where(&g->t, card), o = tcg_where(&g->t, other);
    json_t *range = json_pack("[o,o]", ly_place_json(g, a), ly_place_json(g, o));
    json_t *order = json_object();
    json_object_set_new(order, ly_id(g, card), ly_place_json(g, o));
    json_object_set_new(order, ly_id(g, other), ly_place_json(g, a));
    json_t *instr = json_pack("{s:o, s:o}", "rearrange", range, "order", order);
    json_array_append_new(g->kept, instr);
    ly_ctx x = {.user = d->player, .card = card, .ref = d->ref, .decl = d, .trigger_card = -1};
    return ly_process_card(g, &x, "rearrange", instr);
}

static void add(ly_game *g, int card, int name)
{
    const ly_basic *b[32];
    ly_ref refs[32];
    size_t n = ly_basics(g, card, b, refs, 32);
    for (size_t i = 0; i < n; i++)
        if (b[i]->name == name) {
            RULE(g->run, "0902/使用者");     /* the character's user */
            ly_trigger_add(g, refs[i], ly_user_of(g, card), card);
        }
}

static int count_chars(const ly_game *g, int p)
{
    int n = 0;
    for (int z = LY_AF_LEFT; z <= LY_DF_RIGHT; z++)
        n += ly_char_at(g, p, z) >= 0;
    return n;
}

void ly_basic_triggers(ly_game *g, int on, int card)
{
    if (on == LY_ON_ENTER && card >= 0 && ly_on_field(g, card)) {
        int p = ly_player_of(g, card);
        if (ly_basic_count(g, card, LY_B_RECOVERY)) {
            RULE(g->run, "1100:リカバリー/効果~n1");   /* this one counted; equal is not fewer */
            if (count_chars(g, p) < count_chars(g, ly_opp(p))) {
                RULE(g->run, "1100:リカバリー/効果型");
                add(g, card, LY_B_RECOVERY);
            }
        }
        if (ly_basic_count(g, card, LY_B_CHARGE)) {
            RULE(g->run, "1100:チャージ/効果型");
            add(g, card, LY_B_CHARGE);
        }
    }
    if (on == LY_ON_LEAVE && card >= 0) {
        RULE(g->run, "1100:ペナルティ/効果型");
        add(g, card, LY_B_PENALTY);
    }
    if (on == LY_ON_DOWN && card >= 0) {
        RULE(g->run, "1100:ガッツ/効果型");
        add(g, card, LY_B_GUTS);
    }
    if (on == LY_ON_BATTLE_END) {
        int who[2] = {g->b.attacker, g->b.defender};
        for (int k = 0; k < 2; k++) {
            if (who[k] < 0 || g->b.downed[k] || !g->b.downed[1 - k] || who[1 - k] < 0)
                continue;
            RULE(g->run, "1100:ボーナス/効果型");
            add(g, who[k], LY_B_BONUS);
        }
    }
}

/* 1100:ガッツ: 「併記された使用代償を支払うことができる。支払ったとき、ゴミ箱のこのキャラを無償で
 * 味方フィールドに登場する」, the cost asked at the resolution (~n2), after the battle (~n1). */
static int guts(ly_game *g, const ly_trig *t, const ly_basic *b)
{
    int card = t->ref.card, p = t->user;
    RULE(g->run, "1100:ガッツ/効果");
    RULE(g->run, "1100:ガッツ/効果~n1");
    RULE(g->run, "1100:ガッツ/効果~n2");
    const json_t *v;
    TCG_TRY(tcg_choose(&g->t, "guts", p, NULL, &v));
    if (json_is_null(v))
        return TCG_OK;
    if (!json_is_object(v))
        return eng_error(g->run, "choose \"guts\": null or {\"pay\": […], \"cost_targets\": […]}");
    const char *failed;
    TCG_TRY(ly_pay_for(g, p, card, &b->cost, v, &failed));
    if (failed || ly_zone_of(g, card) != LY_TRASH)
        return TCG_OK;
    tcg_place f;
    TCG_TRY(ly_choose_field(g, p, -1, NULL, &f));
    TCG_TRY(ly_provide(g, LY_ON_ENTER, true, card, p));
    bool entered;
    TCG_TRY(ly_enter(g, card, f, "guts", &entered));
    return entered ? ly_provide(g, LY_ON_ENTER, false, card, p) : TCG_OK;
}

int ly_basic_process(ly_game *g, const ly_trig *t)
{
    const ly_basic *b = ly_ref_basic(g, t->ref);
    int card = t->ref.card;
    ly_ctx x = {.user = t->user, .card = card, .ref = t->ref, .trigger_card = t->trigger_card};
    switch (b->name) {
    case LY_B_RECOVERY:
        RULE(g->run, "1100:リカバリー/効果");
        return ly_exec(g, &x, b->effect);
    case LY_B_PENALTY:
        RULE(g->run, "1100:ペナルティ/効果");
        return ly_exec(g, &x, b->effect);
    case LY_B_BONUS:
        RULE(g->run, "1100:ボーナス/効果");
        return ly_exec(g, &x, b->effect);
    case LY_B_ENGAGE:
        RULE(g->run, "1100:エンゲージ/効果");
        return ly_exec(g, &x, b->effect);
    case LY_B_CHARGE: {
        RULE(g->run, "1100:チャージ/効果");
        bool full;
        if (!ly_on_field(g, card))
            return TCG_OK;
        g->processing++;
        int st = ly_charge(g, &x, card, b->count, &full);
        g->processing--;
        return st;
    }
    case LY_B_GUTS:
        return guts(g, t, b);
    default:
        return TCG_OK;
    }
}
