/* process.c — the processing primitives that move cards between zones (1510: 破棄 and the shield
 * taking a point of battle damage, 手札に入れる, ドロー, デッキにカードを置く, シールド+1/+X, チャージ+X,
 * each with its 「…するとき」 and 「…したとき」 timings, the X-card forms repeating the one-card
 * form) and the deck's (1530: シャッフル, 見る, 選ぶ, 探す, 回復). */
#include "engine/lycee/effects/effects.h"
#include "engine/lycee/board/board.h"
#include "engine/lycee/setup/setup.h"

#include <string.h>

static int who_player(const ly_ctx *x, const json_t *in)
{
    const char *w = json_string_value(json_object_get(in, "who"));
    return w && strcmp(w, "opponent") == 0 ? ly_opp(x->user) : x->user;
}

/* 1510:破棄/シールド: a point of battle damage to a deck may be taken by a shield card. */
static int shield_instead(ly_game *g, int card, bool *taken)
{
    int owner = ly_owner(g, card);
    const tcg_list *s = ly_zl(g, owner, LY_SHIELD);
    *taken = false;
    if (!s->n)
        return TCG_OK;
    RULE(g->run, "1510:破棄/シールド");
    RULE(g->run, "0850:バトル結果/デッキへのダメージ~n2");
    int chosen;
    TCG_TRY(tcg_choose_card(&g->t, "shield", owner, s->v, s->n, true, &chosen));
    if (chosen < 0)
        return TCG_OK;
    *taken = true;
    return ly_discard(g, owner, chosen, "damage", false);
}

int ly_discard(ly_game *g, int user, int card, const char *cause, bool battle_damage)
{
    int owner = ly_owner(g, card);
    RULE(g->run, "1510:破棄");
    RULE(g->run, "1510:破棄#1");
    TCG_TRY(ly_provide(g, LY_ON_DISCARD, true, card, user));
    if (battle_damage) {
        bool taken;
        TCG_TRY(shield_instead(g, card, &taken));
        if (taken)
            return TCG_OK;              /* 「2の手順は行われません」: one point taken all the same */
    }
    RULE(g->run, "1510:破棄#2");
    RULE(g->run, "0201/持ち主");        /* 「指定されたカードの持ち主のゴミ箱」 */
    TCG_TRY(ly_move(g, card, tcg_at(owner, LY_TRASH), TCG_BOTTOM, cause));
    RULE(g->run, "1510:破棄#3");
    return ly_provide(g, LY_ON_DISCARD, false, card, user);
}

static int draw_one(ly_game *g, int player)
{
    int top = ly_deck_top(g, player);
    RULE(g->run, "1510:手札に入れる:ドロー");
    if (top < 0)
        return TCG_OK;
    RULE(g->run, "1510:手札に入れる:ドロー#1");
    TCG_TRY(ly_provide(g, LY_ON_DRAW, true, top, player));
    RULE(g->run, "1510:手札に入れる:ドロー#2");
    RULE(g->run, "0420/順序");
    TCG_TRY(ly_move(g, top, tcg_at(player, LY_HAND), TCG_BOTTOM, "draw"));
    RULE(g->run, "1510:手札に入れる:ドロー#3");
    return ly_provide(g, LY_ON_DRAW, false, top, player);
}

int ly_draw(ly_game *g, int player, long n)
{
    RULE(g->run, "1510:手札に入れる:ドロー:X枚ドロー");
    for (long i = 0; i < n; i++) {
        RULE(g->run, "1510:手札に入れる:ドロー:X枚ドロー#1");
        TCG_TRY(draw_one(g, player));
        RULE(g->run, "1510:手札に入れる:ドロー:X枚ドロー#2");
    }
    return TCG_OK;
}

int ly_to_hand(ly_game *g, int user, int card)
{
    RULE(g->run, "1510:手札に入れる");
    RULE(g->run, "1510:手札に入れる#1");
    TCG_TRY(ly_provide(g, LY_ON_TO_HAND, true, card, user));
    RULE(g->run, "1510:手札に入れる#2");
    TCG_TRY(ly_move(g, card, tcg_at(ly_owner(g, card), LY_HAND), TCG_BOTTOM, "to-hand"));
    RULE(g->run, "1510:手札に入れる#3");
    return ly_provide(g, LY_ON_TO_HAND, false, card, user);
}

int ly_to_deck(ly_game *g, int user, int card, bool bottom)
{
    RULE(g->run, "1510:デッキにカードを置く");
    RULE(g->run, "1510:デッキにカードを置く#1");
    TCG_TRY(ly_provide(g, LY_ON_TO_DECK, true, card, user));
    RULE(g->run, "1510:デッキにカードを置く#2");
    TCG_TRY(ly_move(g, card, tcg_at(ly_owner(g, card), LY_DECK), bottom ? TCG_BOTTOM : TCG_TOP,
                    "to-deck"));
    RULE(g->run, "1510:デッキにカードを置く#3");
    return ly_provide(g, LY_ON_TO_DECK, false, card, user);
}

int ly_shield_one(ly_game *g, int user, int card)
{
    RULE(g->run, "1510:シールド+1");
    RULE(g->run, "1510:シールド+1#1");
    TCG_TRY(ly_provide(g, LY_ON_SHIELD, true, card, user));
    RULE(g->run, "1510:シールド+1#2");         /* LY-SHIELD-BOTTOM: 「シールドの一番下に」 */
    RULE(g->run, "0450/順序");
    TCG_TRY(ly_move(g, card, tcg_at(ly_owner(g, card), LY_SHIELD), TCG_BOTTOM, "shield"));
    RULE(g->run, "1510:シールド+1#3");
    RULE(g->run, "1510:シールド+X~n1");
    return ly_provide(g, LY_ON_SHIELD, false, card, user);
}

int ly_recover(ly_game *g, int user, int card)
{
    RULE(g->run, "1530:移動:回復");          /* LY-RECOVER-DEFAULT: the card's owner's deck */
    RULE(g->run, "1530:移動:回復#1");
    TCG_TRY(ly_provide(g, LY_ON_RECOVER, true, card, user));
    RULE(g->run, "1530:移動:回復#2");
    TCG_TRY(ly_move(g, card, tcg_at(ly_owner(g, card), LY_DECK), TCG_BOTTOM, "recover"));
    RULE(g->run, "1530:移動:回復#3");
    return ly_provide(g, LY_ON_RECOVER, false, card, user);
}

int ly_shuffle(ly_game *g, int player)
{
    RULE(g->run, "1530:デッキをシャッフルする");
    RULE(g->run, "1530:デッキをシャッフルする/シャッフル");
    RULE(g->run, "0420/順序/順序の変更の禁止");  /* only a shuffle changes a deck's order */
    return tcg_shuffle(&g->t, player, LY_DECK);
}

/* 1510:チャージ+X: up to X of the deck's top cards discarded, then up to X trash cards put under
 * the character as charges; a charge when at least one was put (チャージの成功). */
int ly_charge(ly_game *g, ly_ctx *x, int host, long n, bool *full)
{
    int p = x->user;
    *full = false;
    RULE(g->run, "1510:チャージ+X(X枚チャージする)");
    RULE(g->run, "1510:チャージ+X(X枚チャージする)#1");
    TCG_TRY(ly_provide(g, LY_ON_CHARGE, true, host, p));
    RULE(g->run, "1510:チャージ+X(X枚チャージする)#2");
    RULE(g->run, "1510:チャージ+X(X枚チャージする)~n2");   /* the deck first, then the trash */
    long deck = (long)ly_zl(g, p, LY_DECK)->n, mill = 0;
    if (deck > 0 && n > 0)
        TCG_TRY(tcg_choose_int(&g->t, "mill", p, 0, n < deck ? n : deck, &mill));
    for (long i = 0; i < mill; i++) {
        RULE(g->run, "1510:X枚破棄");
        RULE(g->run, "1510:X枚破棄#1");
        TCG_TRY(ly_discard(g, p, ly_deck_top(g, p), "discard", false));
        RULE(g->run, "1510:X枚破棄#2");
    }
    RULE(g->run, "1510:チャージ+X(X枚チャージする)#3");
    const tcg_list *trash = ly_zl(g, p, LY_TRASH);
    int chosen[128];
    size_t k = 0;
    if (trash->n && n > 0 && ly_on_field(g, host))
        TCG_TRY(tcg_choose_cards(&g->t, "charge", p, trash->v, trash->n, 0,
                                 (size_t)n < trash->n ? (size_t)n : trash->n, chosen, &k));
    for (size_t i = 0; i < k; i++)
        TCG_TRY(ly_attach(g, chosen[i], host, LY_ROLE_CHARGE, "charge"));
    RULE(g->run, "1510:チャージ+X(X枚チャージする)/チャージの成功");
    RULE(g->run, "1510:チャージ+X(X枚チャージする)/チャージの成功~n1");
    RULE(g->run, "1510:チャージ+X(X枚チャージする)/チャージの成功~n2");
    RULE(g->run, "1510:チャージ+X(X枚チャージする)~n1");
    RULE(g->run, "0430");
    if (k == 0) {
        RULE(g->run, "0902/不成功の行為に対する誘発");   /* no charge: no 「チャージしたとき」 */
        return TCG_OK;
    }
    *full = (long)k == n;
    RULE(g->run, "1510:チャージ+X(X枚チャージする)#4");
    return ly_provide(g, LY_ON_CHARGE, false, host, p);
}

static json_t *look_event(ly_game *g, int player, const int *cards, size_t n)
{
    return eng_object("player", ly_player_json(player), "cards", tcg_ids_json(&g->t, cards, n),
                      NULL);
}

int ly_process_deck(ly_game *g, ly_ctx *x, const char *verb, const json_t *in)
{
    const json_t *arg = json_object_get(in, verb);
    long n = (long)json_integer_value(arg);
    int p = who_player(x, in);
    int cards[256];
    size_t k = 0;
    if (strcmp(verb, "draw") == 0)
        return ly_draw(g, p, n);
    if (strcmp(verb, "mill") == 0) {
        RULE(g->run, "1510:X枚破棄");
        for (long i = 0; i < n && ly_deck_top(g, p) >= 0; i++) {
            RULE(g->run, "1510:X枚破棄#1");
            TCG_TRY(ly_discard(g, x->user, ly_deck_top(g, p), "discard", false));
            RULE(g->run, "1510:X枚破棄#2");
        }
        return TCG_OK;
    }
    if (strcmp(verb, "discard") == 0 || strcmp(verb, "to_hand") == 0 ||
        strcmp(verb, "to_deck") == 0) {
        TCG_TRY(ly_select(g, x, arg, cards, 256, &k));
        const char *at = json_string_value(json_object_get(in, "at"));
        bool bottom = at && strcmp(at, "bottom") == 0;
        if (verb[0] == 'd')
            RULE(g->run, "1510:X枚破棄");
        else if (verb[3] == 'h')
            RULE(g->run, "1510:X枚手札に入れる");
        for (size_t i = 0; i < k; i++) {
            if (verb[0] == 'd') {
                RULE(g->run, "1510:X枚破棄#1");
                TCG_TRY(ly_discard(g, x->user, cards[i], "discard", false));
                RULE(g->run, "1510:X枚破棄#2");
            } else if (verb[3] == 'h') {
                RULE(g->run, "1510:X枚手札に入れる#1");
                TCG_TRY(ly_to_hand(g, x->user, cards[i]));
                RULE(g->run, "1510:X枚手札に入れる#2");
            } else {
                TCG_TRY(ly_to_deck(g, x->user, cards[i], bottom));
            }
        }
        return TCG_OK;
    }
    if (strcmp(verb, "shield") == 0 || strcmp(verb, "recover") == 0) {
        bool shield = verb[1] == 'h';
        RULE(g->run, shield ? "1510:シールド+X" : "1530:移動:X枚回復");
        for (long i = 0; i < n; i++) {
            RULE(g->run, shield ? "1510:シールド+X#1" : "1530:移動:X枚回復#1");
            const tcg_list *t = ly_zl(g, p, LY_TRASH);
            int c = t->n ? t->v[0] : -1;
            if (!t->n)
                break;
            if (t->n > 1)
                TCG_TRY(tcg_choose_card(&g->t, "target", x->user, t->v, t->n, false, &c));
            TCG_TRY(shield ? ly_shield_one(g, x->user, c) : ly_recover(g, x->user, c));
            RULE(g->run, shield ? "1510:シールド+X#2" : "1530:移動:X枚回復#2");
        }
        if (!shield)
            RULE(g->run, "1530:移動:X枚回復~n1");
        return TCG_OK;
    }
    if (strcmp(verb, "charge") == 0) {
        TCG_TRY(ly_select(g, x, json_object_get(in, "target"), cards, 256, &k));
        bool full = false;
        if (k && ly_on_field(g, cards[0]))
            TCG_TRY(ly_charge(g, x, cards[0], n, &full));
        if (full && json_object_get(in, "then"))
            return ly_exec(g, x, json_object_get(in, "then"));
        return TCG_OK;
    }
    if (strcmp(verb, "shuffle") == 0) {
        const char *w = json_string_value(arg);
        RULE(g->run, "1530:デッキをシャッフルする/シャッフル~r2");
        return ly_shuffle(g, strcmp(w, "opponent") == 0 ? ly_opp(x->user) : x->user);
    }
    const tcg_list *deck = ly_zl(g, p, LY_DECK);
    if (strcmp(verb, "look_deck") == 0) {
        const char *w = json_string_value(arg);
        p = strcmp(w, "opponent") == 0 ? ly_opp(x->user) : x->user;
        deck = ly_zl(g, p, LY_DECK);
        RULE(g->run, "1530:デッキの内容を見る");   /* its order unchanged */
        eng_event(g->run, "look", look_event(g, x->user, deck->v, deck->n));
        return TCG_OK;
    }
    if (strcmp(verb, "look_top") == 0) {
        RULE(g->run, "1530:デッキのカードを見る");
        size_t m = (size_t)n < deck->n ? (size_t)n : deck->n;
        eng_event(g->run, "look", look_event(g, x->user, deck->v, m));
        return TCG_OK;
    }
    if (strcmp(verb, "pick") == 0) {
        RULE(g->run, "1530:デッキのカード1枚を選ぶ");
        size_t m = (size_t)n < deck->n ? (size_t)n : deck->n;
        int c = m ? deck->v[0] : -1;
        if (m > 1)
            TCG_TRY(tcg_choose_card(&g->t, "target", x->user, deck->v, m, false, &c));
        if (c < 0)
            return TCG_OK;
        ly_ctx y = *x;
        y.picked = c + 1;
        return ly_exec(g, &y, json_object_get(in, "then"));
    }
    /* search: 1530:デッキからカードを探す */
    RULE(g->run, "1530:デッキからカードを探す");
    eng_event(g->run, "look", look_event(g, x->user, deck->v, deck->n));
    ly_ctx y = *x;
    json_t *f = json_deep_copy(arg);
    json_object_set_new(f, "zone", json_string("deck"));
    json_object_set_new(f, "who", json_string(p == x->user ? "you" : "opponent"));
    json_array_append_new(g->kept, f);
    size_t m = ly_candidates(g, x, f, cards, 256);
    long want = json_object_get(in, "count") ? (long)json_integer_value(json_object_get(in, "count"))
                                             : 1;
    int chosen[256];
    size_t nc = 0;
    if (m)
        TCG_TRY(tcg_choose_cards(&g->t, "target", x->user, cards, m, 0,
                                 (size_t)want < m ? (size_t)want : m, chosen, &nc));
    y.aside = ++g->aside_seq;
    for (size_t i = 0; i < nc; i++) {
        RULE(g->run, "1570:カードを横に置く");
        TCG_TRY(ly_move(g, chosen[i], tcg_at(x->user, LY_ASIDE), TCG_BOTTOM, "aside"));
        g->c[chosen[i]].aside_of = y.aside;
        tcg_hide(&g->t, chosen[i], 3u);
    }
    TCG_TRY(ly_shuffle(g, p));
    if (json_object_get(in, "then"))
        TCG_TRY(ly_exec(g, &y, json_object_get(in, "then")));
    return ly_aside_end(g, y.aside);
}
