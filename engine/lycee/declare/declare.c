/* declare.c — a declaration (0603) and its resolution (0604). Declaring: the action and its main
 * element (step 1; the use counted then, 0603/行動の主要素の指定~r2; a card put into the
 * declaration zone), its targets (step 2), its payment (step 3), established (step 4); the
 * procedure is one bulk, what triggers meanwhile resolving after step 4 (0603/誘発処理の禁止); a
 * step that fails fails the declaration, the costs and uses staying spent (0603/宣言の失敗,
 * LY-FAILED-DECLARATION). Resolving: the targets checked (#1), the judgement (#2), the cards of the
 * declaration zone discarded (#3), the action resolved when it succeeded (#4). */
#include "engine/lycee/declare/declare.h"
#include "engine/lycee/board/board.h"
#include "engine/lycee/effects/effects.h"
#include "engine/lycee/setup/setup.h"

#include <string.h>

const char *const ly_action_names[] = {"play", "ability", "basic", "event", "item", "attack",
                                       "support", "other", "hand-ability", "area", NULL};

static const char *const action_keys[LY_NACTIONS][10] = {
    [LY_A_PLAY] = {"do", "by", "card", "field", "pay", "use", "cost_targets", NULL},
    [LY_A_ABILITY] = {"do", "by", "card", "ability", "targets", "pay", "use", "cost_targets", NULL},
    [LY_A_BASIC] = {"do", "by", "card", "ability", "field", "targets", "pay", "use",
                    "cost_targets", NULL},
    [LY_A_EVENT] = {"do", "by", "card", "targets", "pay", "use", "cost_targets", NULL},
    [LY_A_ITEM] = {"do", "by", "card", "target", "pay", "use", "cost_targets", NULL},
    [LY_A_ATTACK] = {"do", "by", "card", NULL},
    [LY_A_SUPPORT] = {"do", "by", "card", "target", "use", NULL},
    [LY_A_OTHER] = {"do", "by", "source", "ability", "targets", "pay", "use", "cost_targets",
                    NULL},
    [LY_A_HAND] = {"do", "by", "card", "ability", "targets", "pay", "use", "cost_targets", NULL},
    [LY_A_AREA] = {"do", "by", "card", "field", "pay", "use", "cost_targets", NULL},
};

/* A field of the action: "AF-left" (the player's own) or a place "P2:DF-left". */
static int read_field(ly_game *g, const json_t *v, int player, const char *what, tcg_place *out)
{
    const char *s = json_string_value(v);
    if (!s)
        return eng_error(g->run, "%s: \"field\" must be a field name or a place", what);
    const char *colon = strchr(s, ':');
    int p = player;
    if (colon) {
        char who[8];
        size_t n = (size_t)(colon - s);
        if (n >= sizeof who)
            return eng_error(g->run, "%s: \"%s\" is not a place", what, s);
        memcpy(who, s, n);
        who[n] = '\0';
        p = tcg_player_index(&g->t, who);
        s = colon + 1;
    }
    int f = ly_field_index(s);
    if (p < 0 || f < 0)
        return eng_error(g->run, "%s: \"%s\" is not a field", what, json_string_value(v));
    *out = tcg_at(p, LY_AF_LEFT + f);
    return TCG_OK;
}

static int read_decl(ly_game *g, int player, unsigned tim, const json_t *e, ly_decl *d)
{
    int act = eng_enum_index(ly_action_names, json_string_value(json_object_get(e, "do")));
    if (act < 0) {
        const char *name = json_string_value(json_object_get(e, "do"));
        return eng_error(g->run, "unknown action \"%s\"", name ? name : "(not a string)");
    }
    const char *what = ly_action_names[act];  /* eng_error puts the step before it */
    TCG_TRY(eng_only_keys(g->run, e, what, action_keys[act]));
    *d = (ly_decl){.action = act, .player = player, .timing = (int)tim, .card = -1,
                   .field = {-1, TCG_NOWHERE, 0}, .from = {-1, TCG_NOWHERE, 0}};
    const json_t *v = json_object_get(e, act == LY_A_OTHER ? "source" : "card");
    if (!v)
        return eng_error(g->run, "%s: \"%s\" is required", what,
                         act == LY_A_OTHER ? "source" : "card");
    TCG_TRY(tcg_get_card(&g->t, v, what, &d->card));
    d->card_inc = g->t.cards[d->card].inc;
    d->ref = (ly_ref){d->card, act == LY_A_BASIC ? LY_REF_BASIC : LY_REF_ABILITY,
                      act == LY_A_EVENT ? 0 : -1};
    d->index = -1;
    if (act == LY_A_ABILITY || act == LY_A_BASIC || act == LY_A_OTHER || act == LY_A_HAND) {
        int64_t k;
        TCG_TRY(eng_get_int(g->run, e, "ability", what, true, 0, 1000, &k));
        d->ref.index = d->index = (int)k;
        if (act == LY_A_ABILITY) {
            ly_ability_of(g, d->card, (int)k, &d->ref);    /* printed ones, then gained ones */
        } else if (act == LY_A_BASIC) {
            const ly_basic *b[32];
            ly_ref refs[32];
            size_t n = ly_basics(g, d->card, b, refs, 32);
            if ((size_t)k < n)
                d->ref = refs[k];                           /* the card's basic abilities now */
            else
                d->ref.index = 1000 + (int)k;
        }
    }
    if ((v = json_object_get(e, "field")))
        TCG_TRY(read_field(g, v, player, what, &d->field));
    const json_t *t = json_object_get(e, "targets");
    if (t && !json_is_array(t))
        return eng_error(g->run, "%s: \"targets\" must be an array", what);
    if ((v = json_object_get(e, "target"))) {
        TCG_TRY(tcg_get_card(&g->t, v, what, &d->targets[0]));
        d->ntargets = 1;
    }
    for (size_t i = 0; t && i < json_array_size(t); i++) {
        if (i >= LY_MAX_TARGETS)
            return eng_error(g->run, "%s: too many targets", what);
        TCG_TRY(tcg_get_card(&g->t, json_array_get(t, i), what, &d->targets[i]));
        d->ntargets = i + 1;
    }
    for (size_t i = 0; i < d->ntargets; i++)
        d->target_inc[i] = g->t.cards[d->targets[i]].inc;
    return TCG_OK;
}

static bool to_declared(int action)
{
    return action == LY_A_PLAY || action == LY_A_EVENT || action == LY_A_ITEM ||
           action == LY_A_AREA || action == LY_A_HAND;
}

/* 0603/宣言の失敗: the procedure stops; the card put into the declaration zone goes back to the
 * hand (LY-FAILED-DECLARATION); costs and uses stay spent; nothing it triggered triggers. */
static int fail(ly_game *g, ly_decl *d, bool moved, const char *rule, const char *cls)
{
    RULE(g->run, "0603/宣言の失敗");
    int st = TCG_OK;
    if (moved && ly_zone_of(g, d->card) == LY_DECLARED)
        st = ly_move(g, d->card, tcg_at(d->player, LY_HAND), TCG_BOTTOM, "return");
    ly_declaring_end(g, false);
    eng_reject(g->run, rule, "the declaration fails");
    eng_reject_class(g->run, cls);
    return st;
}

int ly_declare(ly_game *g, int player, unsigned tim, const json_t *e, bool *ok)
{
    *ok = false;
    ly_decl d;
    TCG_TRY(read_decl(g, player, tim, e, &d));
    RULE(g->run, "0603/進行");
    RULE(g->run, "0603/行動の指定");
    RULE(g->run, "0603/使用者");
    RULE(g->run, "0601");
    RULE(g->run, "0601/回数");
    RULE(g->run, "0601/宣言の限定");
    RULE(g->run, "0800");
    if (!(ly_action_timings(g, &d) & tim)) {
        eng_reject(g->run, ly_timing_clause(d.action), "not at this declaration timing");
        eng_reject_class(g->run, "timing");
        return TCG_OK;
    }
    /* step 1 */
    RULE(g->run, "0603/進行#1");
    RULE(g->run, "0603/行動の主要素の指定");
    RULE(g->run, "0603/行動の主要素の指定#1");
    const char *why = ly_main_element(g, &d);
    if (why) {
        eng_reject(g->run, why, "the main element cannot be designated");
        eng_reject_class(g->run, "main-element");
        return TCG_OK;
    }
    const ly_ability *a = ly_decl_ability(g, &d);
    ly_ref use = d.ref;
    if (d.action == LY_A_OTHER)
        use.card = d.card;
    bool limited = d.action == LY_A_ABILITY || d.action == LY_A_BASIC ||
                   d.action == LY_A_EVENT || d.action == LY_A_OTHER || d.action == LY_A_HAND;
    if (limited && !ly_use_allowed(g, player, use, false, &why)) {
        RULE(g->run, "0603/行動の主要素の指定~r1");
        eng_reject(g->run, "0603/行動の主要素の指定~r1", "%s", why);
        eng_reject_class(g->run, "use-limit");
        return TCG_OK;
    }
    ly_declaring_begin(g);
    if (limited) {
        RULE(g->run, "0603/行動の主要素の指定~r2");
        ly_use_count(g, player, use, false);
    }
    d.no_response = a && a->no_response;
    d.from = tcg_where(&g->t, d.card);
    bool moved = false;
    if (to_declared(d.action)) {
        int st = ly_move(g, d.card, tcg_at(player, LY_DECLARED), TCG_BOTTOM, "declare");
        if (st != TCG_OK) {
            ly_declaring_end(g, false);
            return st;
        }
        moved = true;
    }
    RULE(g->run, "0603/行動の主要素の指定#2");
    TCG_TRY(ly_provide(g, LY_ON_MAIN_ELEMENT, false, d.card, player));
    /* step 2 */
    RULE(g->run, "0603/進行#2");
    RULE(g->run, "0603/行動の対象の指定");
    RULE(g->run, "0603/行動の対象の指定#2");
    RULE(g->run, "0603/行動の対象の指定~r1");
    bool targets_ok = ly_targets_complete(g, &d);
    if (targets_ok && d.field.zone != TCG_NOWHERE)
        targets_ok = ly_field_target_ok(g, &d, d.field);
    for (size_t i = 0; targets_ok && i < d.ntargets; i++)
        targets_ok = ly_target_ok(g, &d, d.targets[i]);
    if (!targets_ok) {
        ly_cite_target(g->run, d.action);
        return fail(g, &d, moved, ly_target_clause(d.action), "target");
    }
    RULE(g->run, "0603/行動の対象の指定#3");
    for (size_t i = 0; i < d.ntargets; i++)
        TCG_TRY(ly_provide(g, LY_ON_TARGETED, false, d.targets[i], player));
    /* step 3 */
    RULE(g->run, "0603/進行#3");
    RULE(g->run, "0603/使用代償の支払いの宣言");
    RULE(g->run, "0603/使用代償の支払いの宣言~n1");
    const char *failed = NULL;
    const ly_cost *cost = ly_action_cost(g, &d);
    if ((d.action == LY_A_ABILITY || d.action == LY_A_HAND) && (!cost || !cost->present))
        /* 「使用代償の記載が無い場合、その使用代償は使用代償の情報を持ちません」 */
        RULE(g->run, d.action == LY_A_ABILITY ? "0224/使用代償" : "0226/使用代償");
    bool card_use = d.action == LY_A_PLAY || d.action == LY_A_EVENT || d.action == LY_A_ITEM ||
                    d.action == LY_A_AREA;
    int st = ly_pay(g, &d, cost, e, card_use, &failed);
    if (st != TCG_OK) {
        if (st != TCG_ERR)
            ly_declaring_end(g, false);
        return st;
    }
    if (failed) /* a cost-type effect used past its limit (0904), else the cost itself */
        return fail(g, &d, moved, failed,
                    strcmp(failed, "0904/宣言回数の上限") == 0 ? "use-limit" : "cost");
    /* step 4 */
    RULE(g->run, "0603/進行#4");
    RULE(g->run, "0603/宣言の成立");
    if (d.action == LY_A_ATTACK)
        d.from = tcg_where(&g->t, d.card);
    g->stack[g->nstack++] = d;
    json_t *ev = eng_event_new(g->run, "declare");
    json_object_set_new(ev, "player", ly_player_json(player));
    json_object_set_new(ev, "action", json_string(ly_action_names[d.action]));
    json_object_set_new(ev, "card", ly_card_json(g, d.card));
    if (d.index >= 0 && d.action != LY_A_EVENT)
        json_object_set_new(ev, "ability", json_integer(d.index));
    ly_declaring_end(g, true);
    *ok = true;
    RULE(g->run, "0603/誘発処理の禁止");     /* what triggered meanwhile resolves after step 4 */
    return ly_resolve_point(g);
}

int ly_resolve_top(ly_game *g)
{
    ly_decl d = g->stack[--g->nstack];
    RULE(g->run, "0604/進行");
    RULE(g->run, "0604/進行#1");
    RULE(g->run, "0604/対象を確認します");
    RULE(g->run, "0604/対象を確認します~n1");
    bool ok = true;
    if (d.field.zone != TCG_NOWHERE)
        ok = ly_field_target_ok(g, &d, d.field);
    for (size_t i = 0; ok && i < d.ntargets; i++)
        ok = g->t.cards[d.targets[i]].inc == d.target_inc[i] && ly_target_ok(g, &d, d.targets[i]);
    if (ok && d.action == LY_A_ATTACK) {
        /* 0815/対象~n1: 「キャラが移動した場合、フィールドの対象エラーでバトルが失敗します」 */
        tcg_place now = tcg_where(&g->t, d.card);
        ok = g->t.cards[d.card].inc == d.card_inc && now.player == d.from.player &&
             now.zone == d.from.zone;
        RULE(g->run, "0815/対象~n1");
        RULE(g->run, "0815/要求する使用代償~n1");
    }
    if (d.action == LY_A_SUPPORT)
        RULE(g->run, "0817/対象~n1");    /* adjacency judged again, wherever they moved */
    RULE(g->run, "0604/進行#2");
    RULE(g->run, "0604/解決の判定");
    eng_event(g->run, "resolve", eng_object("action", json_string(ly_action_names[d.action]),
                                            "card", ly_card_json(g, d.card), "success",
                                            json_boolean(ok), NULL));
    RULE(g->run, "0604/進行#3");
    RULE(g->run, "0604/この宣言による宣言状態カード置き場のカード全てを破棄します");
    RULE(g->run, "0604/この宣言による宣言状態カード置き場のカード全てを破棄します~n1");
    bool stays = ok && (d.action == LY_A_PLAY || d.action == LY_A_ITEM || d.action == LY_A_AREA);
    if (to_declared(d.action) && ly_zone_of(g, d.card) == LY_DECLARED && !stays)
        TCG_TRY(ly_discard(g, d.player, d.card, "resolve", false));
    RULE(g->run, "0604/進行#4");
    RULE(g->run, "0604/2に成功している場合、宣言を解決します");
    if (!ok)
        return TCG_OK;
    return ly_action_resolve(g, &d);
}
