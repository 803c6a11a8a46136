/* cost.c — the payment of a 使用代償 (0700–0714) in step 3 of a declaration: the elements the
 * player names are processed in order (LY-COST-STEPS): the cost-type effects declared in it (0700
 * #C, 0904; 1100:サポーター paying a support's tap), the hand cards discarded (#A), each giving
 * its EX in cost points of its attributes (LY-HAND-PAYMENT; 1100:アシスト), then the 使用代償's
 * icons and other costs in order (#B: [T] 0711, [0] 0712, [C] 0713, 0714); then the comparison
 * (0700#3): the points meet the icons' amounts and attributes (0710/支払いの判定, 0212/無属性~r2;
 * a surplus is lost) and every icon and other cost succeeded. What was paid stays paid. */
#include "engine/lycee/declare/declare.h"
#include "engine/lycee/board/board.h"
#include "engine/lycee/effects/effects.h"
#include "engine/lycee/setup/setup.h"

#include <string.h>

enum { MAX_POINTS = 64 };

/* The points paid so far: groups of points of one attribute set each. */
typedef struct points {
    unsigned attrs[MAX_POINTS];
    long n[MAX_POINTS];
    size_t k;
} points;

/* What one payment reads from its entry. */
typedef struct payment {
    int player;
    int holder;                  /* the card whose effect it pays for ([T], [C]) */
    const json_t *pay, *targets;
    size_t next_target;
    bool card_use;               /* a card's use: 1100:アシスト applies */
    int main_card;
    int reserved[32];            /* 0714: 破棄 / 行動済み状態 の予約 */
    size_t nreserved;
} payment;

bool ly_points_met(const long need[LY_NATTRS + 1], const unsigned *attrs, const long *pts,
                   size_t n)
{
    long total = 0, have = 0;
    for (int a = 0; a <= LY_NATTRS; a++)
        total += need[a];
    for (size_t i = 0; i < n; i++)
        have += pts[i] > 0 ? pts[i] : 0;
    if (have < total)
        return false;
    /* Hall's condition on the attributes asked: every set of them is met by the points of the
     * cards having one of them ([無] takes any point, 0710/要求) */
    for (unsigned set = 1; set < (1u << LY_NATTRS); set++) {
        long asked = 0, given = 0;
        for (int a = 0; a < LY_NATTRS; a++)
            if (set & (1u << a))
                asked += need[a];
        for (size_t i = 0; i < n; i++)
            if (attrs[i] & set)
                given += pts[i] > 0 ? pts[i] : 0;
        if (asked > given)
            return false;
    }
    return true;
}

static void add_points(points *pt, unsigned attrs, long n)
{
    if (pt->k < MAX_POINTS && n > 0) {
        pt->attrs[pt->k] = attrs;
        pt->n[pt->k++] = n;
    }
}

static bool reserved(const payment *py, int card)
{
    for (size_t i = 0; i < py->nreserved; i++)
        if (py->reserved[i] == card)
            return true;
    return false;
}

static int next_target(ly_game *g, payment *py, int *card)
{
    *card = -1;
    if (py->next_target >= json_array_size(py->targets))
        return TCG_OK;
    return tcg_get_card(&g->t, json_array_get(py->targets, py->next_target++), "cost_targets",
                        card);
}

/* 0700#A, 0710/支払いの処理/手札による支払い: one hand card discarded, its points generated. */
static int pay_card(ly_game *g, payment *py, int card, points *pt)
{
    if (ly_zone_of(g, card) != LY_HAND || ly_player_of(g, card) != py->player)
        return eng_error(g->run, "\"pay\" lists %s, not in %s's hand",
                         ly_id(g, card), ly_player_names[py->player]);
    RULE(g->run, "0700:使用代償の支払いの宣言(コスト宣言)/使用代償を支払う要素1つを指定します#A");
    RULE(g->run, "0710/支払いの処理");
    RULE(g->run, "0710/支払いの処理/手札による支払い");
    unsigned attrs = ly_attrs(g, card);
    if (!attrs)
        RULE(g->run, "0212/無属性");
    if (py->card_use && ly_basic_count(g, card, LY_B_ASSIST)) {
        const json_t *types = g->c[card].types;
        for (size_t i = 0; i < json_array_size(types); i++)
            if (ly_has_type(g, py->main_card, json_string_value(json_array_get(types, i)))) {
                RULE(g->run, "1100:アシスト/効果");
                RULE(g->run, "1100:アシスト/効果型");
                attrs = (1u << LY_NATTRS) - 1;      /* [雪][月][花][宙][日] */
                break;
            }
    }
    if (!py->card_use && ly_basic_count(g, card, LY_B_ASSIST))
        RULE(g->run, "1100:アシスト/効果~n1");
    long ex = g->c[card].ex;
    TCG_TRY(ly_discard(g, py->player, card, "cost", false));
    add_points(pt, attrs, ex);
    return TCG_OK;
}

/* One icon or other cost (0700#B); *ok whether its processing succeeded. */
static int pay_part(ly_game *g, payment *py, const ly_cost_part *part, bool *ok)
{
    *ok = false;
    int h = py->holder;
    RULE(g->run, "0700:使用代償の支払いの宣言(コスト宣言)/使用代償を支払う要素1つを指定します#B");
    switch (part->kind) {
    case LY_C_T: {
        RULE(g->run, "0711/要求");
        RULE(g->run, "0711/対象");
        RULE(g->run, "0711/支払いの処理");
        RULE(g->run, "0711/支払いの処理#1");
        RULE(g->run, "0711/支払いの処理/失敗の要因例");
        RULE(g->run, "0711/支払いの判定");
        bool can = h >= 0 && ly_on_field(g, h) && !g->c[h].tapped;
        if (can && ly_restricted(g, h)) {
            RULE(g->run, "0810/解決/登場ターン制限");    /* 「[T]の支払い」 */
            can = false;
        }
        if (can)
            TCG_TRY(ly_tap(g, h, ok));
        return TCG_OK;
    }
    case LY_C_ZERO:
        RULE(g->run, "0712/要求");
        RULE(g->run, "0712/対象");
        RULE(g->run, "0712/支払いの処理");
        RULE(g->run, "0712/支払いの判定");
        RULE(g->run, "0712~n1");
        *ok = true;
        return TCG_OK;
    case LY_C_CHARGE: {
        RULE(g->run, "0713/要求");
        RULE(g->run, "0713/対象");
        RULE(g->run, "0713/支払いの処理");
        RULE(g->run, "0713/支払いの判定");
        RULE(g->run, "1100:チャージ/効果~n1");
        int ch[128];
        size_t n = h >= 0 ? ly_carried(g, h, LY_ROLE_CHARGE, ch, 128) : 0;
        if ((long)n < part->n)
            return TCG_OK;
        for (long i = 0; i < part->n; i++)
            TCG_TRY(ly_discard(g, py->player, ch[i], "cost", false));
        *ok = true;
        return TCG_OK;
    }
    case LY_C_DISCARD_HAND: {
        RULE(g->run, "0714");
        RULE(g->run, "0714/自分の手札を破棄する");
        RULE(g->run, "0714/自分の手札を破棄する/対象");
        RULE(g->run, "0714/自分の手札を破棄する/処理");
        RULE(g->run, "0714/自分の手札を破棄する/判定");
        int cards[128];
        long n = 0;
        for (; n < part->n && n < 128; n++) {
            TCG_TRY(next_target(g, py, &cards[n]));
            if (cards[n] < 0 || ly_zone_of(g, cards[n]) != LY_HAND ||
                ly_player_of(g, cards[n]) != py->player)
                return TCG_OK;
        }
        for (long i = 0; i < n; i++)
            TCG_TRY(ly_discard(g, py->player, cards[i], "cost", false));
        *ok = true;
        return TCG_OK;
    }
    case LY_C_DISCARD:
    case LY_C_TAP: {
        bool tap = part->kind == LY_C_TAP;
        RULE(g->run, "0714");
        RULE(g->run, tap ? "0714/キャラを行動済み状態にする" : "0714/カードを破棄する");
        RULE(g->run, tap ? "0714/キャラを行動済み状態にする/対象" : "0714/カードを破棄する/対象");
        RULE(g->run, tap ? "0714/キャラを行動済み状態にする/処理" : "0714/カードを破棄する/処理");
        RULE(g->run, tap ? "0714/キャラを行動済み状態にする/処理~r1"
                         : "0714/カードを破棄する/処理~r1");
        RULE(g->run, tap ? "0714/キャラを行動済み状態にする/判定" : "0714/カードを破棄する/判定");
        int card;
        TCG_TRY(next_target(g, py, &card));
        ly_ctx x = {.user = py->player, .card = h, .trigger_card = -1};
        if (card < 0 || reserved(py, card) || !ly_filter(g, &x, part->filter, card))
            return TCG_OK;
        if (tap && (!ly_on_field(g, card) || g->c[card].tapped))
            return TCG_OK;
        if (py->nreserved < 32)
            py->reserved[py->nreserved++] = card;
        if (tap)
            return ly_tap(g, card, ok);
        TCG_TRY(ly_discard(g, py->player, card, "cost", false));
        *ok = true;
        return TCG_OK;
    }
    default:
        return TCG_OK;
    }
}

static const char *part_clause(const ly_cost_part *part)
{
    switch (part->kind) {
    case LY_C_T:
        return "0711/支払いの判定";
    case LY_C_CHARGE:
        return "0713/支払いの判定";
    case LY_C_DISCARD_HAND:
        return "0714/自分の手札を破棄する/判定";
    case LY_C_DISCARD:
        return "0714/カードを破棄する/判定";
    case LY_C_TAP:
        return "0714/キャラを行動済み状態にする/判定";
    default:
        return NULL;
    }
}

/* The elements of a payment of `cost` named by `pay` and the cost's own parts; the points add to
 * `pt`; *failed the first part that failed, else NULL (the points are judged by the caller). */
static int pay_elements(ly_game *g, payment *py, const ly_cost *cost, points *pt,
                        const char **failed)
{
    for (size_t i = 0; i < json_array_size(py->pay); i++) {
        int card;
        TCG_TRY(tcg_get_card(&g->t, json_array_get(py->pay, i), "pay", &card));
        TCG_TRY(pay_card(g, py, card, pt));
    }
    for (size_t i = 0; cost && i < cost->n; i++) {
        const ly_cost_part *part = &cost->v[i];
        if (part->kind == LY_C_POINT) {
            RULE(g->run, "0710/要求");
            continue;
        }
        bool ok;
        TCG_TRY(pay_part(g, py, part, &ok));
        if (!ok && !*failed)
            *failed = part_clause(part);
    }
    return TCG_OK;
}

static void needs(const ly_cost *cost, long need[LY_NATTRS + 1])
{
    memset(need, 0, (LY_NATTRS + 1) * sizeof *need);
    for (size_t i = 0; cost && i < cost->n; i++)
        if (cost->v[i].kind == LY_C_POINT)
            need[cost->v[i].attr]++;
}

static const char *const use_keys[] = {"card", "ability", "basic", "pay", "cost_targets", NULL};

/* 0700#C: one cost-type effect declared and processed in the payment (0904; 1100:サポーター). */
static int use_effect(ly_game *g, const ly_decl *d, const json_t *u, points *pt, bool *tap_paid,
                      const char **failed)
{
    const char *what = "use";        /* eng_error puts the step before it */
    TCG_TRY(eng_only_keys(g->run, u, what, use_keys));
    int card;
    const json_t *cv;
    TCG_TRY(eng_member(g->run, u, "card", what, true, &cv));
    TCG_TRY(tcg_get_card(&g->t, cv, what, &card));
    bool basic = json_object_get(u, "basic") != NULL;
    int64_t k = 0;
    TCG_TRY(eng_get_int(g->run, u, basic ? "basic" : "ability", what, true, 0, 1000, &k));
    RULE(g->run, "0700:使用代償の支払いの宣言(コスト宣言)/使用代償を支払う要素1つを指定します#C");
    RULE(g->run, "0700:使用代償の支払いの宣言(コスト宣言)/使用代償を支払う要素1つを指定します/コスト型効果");
    RULE(g->run, "0904/コスト型効果の発生~r1");
    ly_ref ref = {card, basic ? LY_REF_BASIC : LY_REF_ABILITY, (int)k};
    const ly_cost *cost = NULL;
    bool ok = false;
    if (basic) {
        const ly_basic *b = ly_ref_basic(g, ref);
        /* 1100:サポーター/使用が許可されるタイミング: 未行動状態のこのキャラを主要素とするサポート */
        ok = b && b->name == LY_B_SUPPORTER && d->action == LY_A_SUPPORT && card == d->card &&
             !g->c[card].tapped && !*tap_paid;
        if (b && b->name == LY_B_SUPPORTER) {
            RULE(g->run, "1100:サポーター/使用が許可されるタイミング");
            RULE(g->run, "1100:サポーター/効果~n1");
            RULE(g->run, "1100:サポーター/効果型");
        }
        cost = b ? &b->cost : NULL;
    } else {
        const ly_ability *a = ly_ref_ability(g, ref);
        int user = ly_player_of(g, card);
        if (g->c[card].type == LY_T_ITEM && g->c[card].role == LY_ROLE_ITEM) {
            RULE(g->run, "0240/効果の付与");      /* the equipped character's cost-type effect */
            RULE(g->run, "0240/効果の付与~n1");
            user = ly_player_of(g, ly_host_of(g, card));
        }
        ok = a && a->kind == LY_K_COST && user == d->player &&
             (ly_on_field(g, card) || g->c[card].role == LY_ROLE_ITEM ||
              (g->c[card].type == LY_T_AREA && ly_is_field(ly_zone_of(g, card))));
        cost = a ? &a->cost : NULL;
    }
    const char *why = NULL;
    if (ok && !ly_use_allowed(g, d->player, ref, false, &why))
        ok = false;
    if (!ok) {
        if (!*failed)
            *failed = why ? "0904/宣言回数の上限" : "0700:使用代償の支払いの宣言(コスト宣言)/予約された要素と要求された使用代償の比較をします";
        return TCG_OK;
    }
    RULE(g->run, "0904/コスト型効果の発生");
    RULE(g->run, "0904/使用者");
    RULE(g->run, "0904/宣言回数の上限");
    ly_use_count(g, d->player, ref, false);
    payment py = {.player = d->player, .holder = card, .pay = json_object_get(u, "pay"),
                  .targets = json_object_get(u, "cost_targets")};
    points own = {0};
    const char *own_failed = NULL;
    TCG_TRY(pay_elements(g, &py, cost, &own, &own_failed));
    long need[LY_NATTRS + 1];
    needs(cost, need);
    if (own_failed || !ly_points_met(need, own.attrs, own.n, own.k)) {
        if (!*failed)
            *failed = own_failed ? own_failed : "0710/支払いの判定";
        return TCG_OK;
    }
    RULE(g->run, "0904/誘発処理の解決");
    RULE(g->run, "0904/誘発処理の解決~n1");
    RULE(g->run, "0700:使用代償の支払いの宣言(コスト宣言)/使用代償を支払う要素1つを指定します/コスト型効果~n1");
    if (basic) {
        RULE(g->run, "1100:サポーター/効果");
        RULE(g->run, "1100:サポーター/効果~n2");
        *tap_paid = true;
        return TCG_OK;
    }
    RULE(g->run, "0710/支払いの処理/情報による支払い");
    const json_t *prod = ly_ref_ability(g, ref)->produce;
    for (size_t i = 0; i < json_array_size(prod); i++) {
        int a = ly_attr_index(json_string_value(json_array_get(prod, i)));
        add_points(pt, a < 0 ? (1u << LY_NATTRS) - 1 : 1u << a, 1);
    }
    return TCG_OK;
}

int ly_pay(ly_game *g, ly_decl *d, const ly_cost *cost, const json_t *e, bool card_use,
           const char **failed)
{
    *failed = NULL;
    RULE(g->run, "0700");
    RULE(g->run, "0700:使用代償の支払いの宣言(コスト宣言)/タイミング");
    RULE(g->run, "0700:使用代償の支払いの宣言(コスト宣言)/使用者");
    RULE(g->run, "0700:使用代償の支払いの宣言(コスト宣言)/進行");
    RULE(g->run, "0700:使用代償の支払いの宣言(コスト宣言)/進行#1");
    RULE(g->run, "0700:使用代償の支払いの宣言(コスト宣言)/使用代償を支払う要素1つを指定します");
    RULE(g->run, "0700:使用代償の支払いの宣言(コスト宣言)/自分が望むなら1に進みます");
    points pt = {0};
    bool tap_paid = false;
    const json_t *uses = json_object_get(e, "use");
    if (uses && !json_is_array(uses))
        return eng_error(g->run, "\"use\" must be an array");
    for (size_t i = 0; i < json_array_size(uses); i++)
        TCG_TRY(use_effect(g, d, json_array_get(uses, i), &pt, &tap_paid, failed));
    int holder = d->card;
    if (d->action == LY_A_OTHER && g->c[d->card].role == LY_ROLE_ITEM)
        holder = ly_host_of(g, d->card);             /* the character that has the effect */
    payment py = {.player = d->player, .holder = holder, .pay = json_object_get(e, "pay"),
                  .targets = json_object_get(e, "cost_targets"), .card_use = card_use,
                  .main_card = d->card};
    if (json_object_get(e, "pay") && !json_is_array(py.pay))
        return eng_error(g->run, "\"pay\" must be an array");
    RULE(g->run, "0700:使用代償の支払いの宣言(コスト宣言)/進行#2");
    TCG_TRY(pay_elements(g, &py, cost, &pt, failed));
    if (d->action == LY_A_ATTACK || d->action == LY_A_SUPPORT) {
        /* 0815/要求する使用代償, 0817/要求する使用代償: 「主要素を行動済み状態にします」 */
        const char *clause = d->action == LY_A_ATTACK ? "0815/要求する使用代償"
                                                      : "0817/要求する使用代償";
        RULE(g->run, d->action == LY_A_ATTACK ? "0815/要求する使用代償" : "0817/要求する使用代償");
        if (!tap_paid) {
            bool done = false;
            if (!ly_forbidden(g, d->card, LY_ACT_TAP))
                TCG_TRY(ly_tap(g, d->card, &done));
            if (!done && !*failed)
                *failed = clause;
        }
    }
    RULE(g->run, "0700:使用代償の支払いの宣言(コスト宣言)/進行#3");
    RULE(g->run, "0700:使用代償の支払いの宣言(コスト宣言)/予約された要素と要求された使用代償の比較をします");
    RULE(g->run, "0700:使用代償の支払いの宣言(コスト宣言)/予約された要素と要求された使用代償の比較をします~n1");
    RULE(g->run, "0710/支払いの判定");
    RULE(g->run, "0710/支払いの判定~n1");            /* a surplus serves nothing else */
    RULE(g->run, "0700:使用代償の支払いの宣言(コスト宣言)/自分が望むなら1に進みます~n1");
    long need[LY_NATTRS + 1];
    needs(cost, need);
    if (need[LY_ANY])
        RULE(g->run, "0212/無属性~r2");
    if (!*failed && !ly_points_met(need, pt.attrs, pt.n, pt.k))
        *failed = "0710/支払いの判定";
    return TCG_OK;
}

int ly_pay_for(ly_game *g, int player, int holder, const ly_cost *cost, const json_t *e,
               const char **failed)
{
    *failed = NULL;
    RULE(g->run, "0700");
    payment py = {.player = player, .holder = holder, .pay = json_object_get(e, "pay"),
                  .targets = json_object_get(e, "cost_targets")};
    points pt = {0};
    TCG_TRY(pay_elements(g, &py, cost, &pt, failed));
    long need[LY_NATTRS + 1];
    needs(cost, need);
    RULE(g->run, "0710/支払いの判定");
    if (!*failed && !ly_points_met(need, pt.attrs, pt.n, pt.k))
        *failed = "0710/支払いの判定";
    return TCG_OK;
}
