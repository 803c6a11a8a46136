/* timeout_aa.c — the end call of a match (AA: 付録A 時間切れ時の勝敗判定): without adjudication
 * the time-up draw of the format (FR.4.2~p6); with it, each game's procedure from its step 2:
 * Vanguard's damage (AA.1), Weiss Schwarz's level and clock (AA.2, AA.3), Re:birth's entry-ins
 * (AA.4, BF-RB-ATK, BF-AA-BASE), Shadowverse EVOLVE's defense (AA.5), Dream Order's innings and
 * decider (AA.6, BF-DO-INNINGS), hololive's double loss (AA.7). Each undecided step waits for a
 * checkpoint the case gives. */
#include "floor_conduct.h"

#include <stdlib.h>
#include <string.h>

static const json_t *state_of(const json_t *act)
{
    return json_object_get(act, "state");
}

static const bf_table *table_at(const bf_tournament *t, size_t ti)
{
    return &t->round[t->nround - 1].tables[ti];
}

/* state.KEY.X and state.KEY.Y as integers (>= 0) for the table's fighters. */
static int pair_values(bf_tournament *t, size_t ti, const json_t *state, const char *key,
                       int64_t v[2])
{
    const bf_table *tb = table_at(t, ti);
    const json_t *m = json_object_get(state, key);
    if (!json_is_object(m))
        return eng_error(t->run, "state: \"%s\" must be an object {FIGHTER: n}", key);
    const int who[2] = {tb->a, tb->b};
    for (int i = 0; i < 2; i++) {
        const json_t *n = json_object_get(m, t->f[who[i]].name);
        if (!json_is_integer(n) || json_integer_value(n) < 0)
            return eng_error(t->run, "state: \"%s\".%s must be an integer >= 0", key,
                             t->f[who[i]].name);
        v[i] = json_integer_value(n);
    }
    return BF_OK;
}

/* Wait for a checkpoint: emits time-out with the step just applied. */
static void wait_for(bf_tournament *t, size_t ti, const char *step, const char *kind)
{
    bf_table_conduct *tx = &t->conduct->tab[ti];
    tx->phase = BF_TO_AWAIT;
    tx->awaiting = kind;
    tx->step = step;
    eng_event(t->run, "time-out",
              json_pack("{s:I, s:o, s:s, s:s}", "round", (json_int_t)t->nround, "table",
                        bf_names(t, &table_at(t, ti)->a, 2), "procedure", step, "next", kind));
}

/* The fighter with the larger value loses (larger_loses) or the smaller; -1 when equal.
 * Returns the winner. */
static int compare(const bf_tournament *t, size_t ti, const int64_t v[2], bool larger_loses)
{
    const bf_table *tb = table_at(t, ti);
    if (v[0] == v[1])
        return -1;
    bool a_loses = larger_loses ? v[0] > v[1] : v[0] < v[1];
    return a_loses ? tb->b : tb->a;
}

/* One comparison step of Vanguard, Weiss Schwarz (two titles), Shadowverse EVOLVE. */
static int compare_step(bf_tournament *t, size_t ti, const json_t *act, const char *step)
{
    int game = t->conduct->game;
    const json_t *st = state_of(act);
    if (!json_is_object(st))
        return eng_error(t->run, "\"state\" is required here (the game state the judge confirms)");
    int64_t v[2], w[2];
    int winner;
    const char *next;
    if (game == BF_GAME_VANGUARD) {
        if (pair_values(t, ti, st, "damage", v) != BF_OK)
            return BF_ERR;
        winner = compare(t, ti, v, true);   /* ダメージが多いファイターを敗北 */
        next = "turn-end";
    } else if (game == BF_GAME_SVE) {
        if (pair_values(t, ti, st, "defense", v) != BF_OK)
            return BF_ERR;
        winner = compare(t, ti, v, false);  /* リーダーの体力が少ないファイターを敗北 */
        next = "turn-end";
    } else {
        if (pair_values(t, ti, st, "level", v) != BF_OK ||
            pair_values(t, ti, st, "clock", w) != BF_OK)
            return BF_ERR;
        winner = compare(t, ti, v, true);   /* レベルが高いプレイヤーを敗北 */
        if (winner < 0)
            winner = compare(t, ti, w, true);  /* クロックが多いプレイヤーを敗北 */
        next = "check-timing";
    }
    if (winner >= 0)
        bf_conduct_time_decides(t, ti, winner, false, step);
    else
        wait_for(t, ti, step, next);
    return BF_OK;
}

/* The scripted lottery of a table (a permutation of it, winner first) decides the match. */
static int lottery(bf_tournament *t, size_t ti, const char *decided_by)
{
    const bf_table *tb = table_at(t, ti);
    const json_t *v = eng_random(t->run, "lottery", bf_names(t, &tb->a, 2));
    if (!v)
        return BF_STOP;
    const char *s0 = json_string_value(json_array_get(v, 0));
    const char *s1 = json_string_value(json_array_get(v, 1));
    int w = s0 ? bf_find_fighter(t, s0) : -1, l = s1 ? bf_find_fighter(t, s1) : -1;
    if (json_array_size(v) != 2 || w == l || (w != tb->a && w != tb->b) ||
        (l != tb->a && l != tb->b))
        return eng_error(t->run, "random for lottery: must be a permutation of the table");
    bf_conduct_time_decides(t, ti, w, false, decided_by);
    return BF_OK;
}

/* --- Dream Order (AA.6) ------------------------------------------------------------------ */

static int do_decide(bf_tournament *t, size_t ti)
{
    const bf_table *tb = table_at(t, ti);
    RULE(t->run, "AA.6#4");  /* 延長イニング数の上限に達してもなお勝敗が決定しない場合 */
    if (t->conduct->do_decider == 1)
        return lottery(t, ti, "AA.6#4");
    RULE(t->run, "AA.6~p1");  /* ダイスを2個ずつ振り、出目の合計が大きいプレイヤーを勝利 */
    for (;;) {
        const json_t *v = eng_random(t->run, "dice", bf_names(t, &tb->a, 2));
        if (!v)
            return BF_STOP;
        int64_t sum[2] = {0, 0};
        const int who[2] = {tb->a, tb->b};
        if (!json_is_object(v) || json_object_size(v) != 2)
            return eng_error(t->run, "random for dice: must be {X: [a, b], Y: [c, d]}");
        for (int i = 0; i < 2; i++) {
            const json_t *d = json_object_get(v, t->f[who[i]].name);
            if (!json_is_array(d) || json_array_size(d) != 2)
                return eng_error(t->run, "random for dice: two dice for each fighter");
            for (size_t k = 0; k < 2; k++) {
                json_int_t n = json_integer_value(json_array_get(d, k));
                if (!json_is_integer(json_array_get(d, k)) || n < 1 || n > 6)
                    return eng_error(t->run, "random for dice: each die is 1 to 6");
                sum[i] += n;
            }
        }
        if (sum[0] != sum[1]) {  /* 出目の合計が同じ場合、もう一度ダイスを2個ずつ振ります */
            bf_conduct_time_decides(t, ti, sum[0] > sum[1] ? tb->a : tb->b, false, "AA.6~p1");
            return BF_OK;
        }
    }
}

/* --- Re:birth (AA.4) ------------------------------------------------------------------------ */

typedef struct rb_card {
    bool rebirth;
    int64_t atk;
} rb_card;

static int rb_read(bf_tournament *t, const json_t *c, rb_card *out)
{
    if (json_is_string(c) && strcmp(json_string_value(c), "rebirth") == 0) {
        out->rebirth = true;
        out->atk = 0;
        return BF_OK;
    }
    if (json_is_integer(c) && json_integer_value(c) >= 0) {
        out->rebirth = false;
        out->atk = json_integer_value(c);
        return BF_OK;
    }
    return eng_error(t->run, "state: a card is an ATK (integer >= 0) or \"rebirth\"");
}

/* A permutation of the multiset `cards` (JSON values compared as a whole). */
static bool same_multiset(const json_t *a, const json_t *b)
{
    size_t n = json_array_size(a);
    if (!json_is_array(b) || json_array_size(b) != n)
        return false;
    bool *used = calloc(n ? n : 1, sizeof *used);
    if (!used)
        abort();
    bool ok = true;
    for (size_t i = 0; i < n && ok; i++) {
        size_t j = 0;
        while (j < n && (used[j] || !json_equal(json_array_get(b, i), json_array_get(a, j))))
            j++;
        if (j == n)
            ok = false;
        else
            used[j] = true;
    }
    free(used);
    return ok;
}


/* AA.4#3–#5 from the checkpoint that carries the cards. */
static int rb_entry_ins(bf_tournament *t, size_t ti, const json_t *act)
{
    const bf_table *tb = table_at(t, ti);
    const int who[2] = {tb->a, tb->b};
    const json_t *st = state_of(act);
    const json_t *cards = json_object_get(st, "cards");
    int64_t retired[2];
    if (!json_is_object(st) || !json_is_object(cards))
        return eng_error(t->run, "state: rebirth needs \"cards\" and \"retired\"");
    if (pair_values(t, ti, st, "retired", retired) != BF_OK)
        return BF_ERR;
    const json_t *mine[2];
    for (int i = 0; i < 2; i++) {
        mine[i] = json_object_get(cards, t->f[who[i]].name);
        if (!json_is_array(mine[i]) || json_array_size(mine[i]) > 1000)
            return eng_error(t->run, "state: \"cards\".%s must be an array", t->f[who[i]].name);
        if (retired[i] >= 7)
            return eng_error(t->run, "state: \"retired\" must be below 7");
        rb_card c;
        size_t k;
        json_t *v;
        json_array_foreach(mine[i], k, v)
            if (rb_read(t, v, &c) != BF_OK)
                return BF_ERR;
    }
    RULE(t->run, "AA.4#3");  /* パートナーカードとリタイア置場にあるカード以外のカードをデッキに戻してシャッフル */
    RULE(t->run, "AA.4#5");
    size_t n0 = json_array_size(mine[0]), n1 = json_array_size(mine[1]);
    json_t *deck[2] = {NULL, NULL};  /* shuffled first, an empty deck too (the page's order) */
    for (int i = 0; i < 2; i++) {
        const json_t *v = eng_random(t->run, "shuffle", json_deep_copy(mine[i]));
        if (!v) {
            json_decref(deck[0]);
            return BF_STOP;
        }
        if (!same_multiset(mine[i], v)) {
            json_decref(deck[0]);
            return eng_error(t->run, "random for shuffle: must be an arrangement of %s's cards",
                             t->f[who[i]].name);
        }
        deck[i] = json_incref((json_t *)v);
    }
    if (n0 == 0 || n1 == 0) {  /* BF-RB-ATK: no card to return loses before any step */
        json_decref(deck[0]);
        json_decref(deck[1]);
        if (n0 == 0 && n1 == 0)
            return lottery(t, ti, "AA.4#5");
        bf_conduct_time_decides(t, ti, n0 == 0 ? tb->b : tb->a, false, "AA.4#5");
        return BF_OK;
    }
    RULE(t->run, "AA.4#4");  /* 同時にエントリーインし…Reバースは最もATKが高いカード */
    size_t len[2] = {n0, n1};
    int rc = BF_OK;
    for (size_t k = 0;; k++) {
        rb_card c[2];
        rb_read(t, json_array_get(deck[0], k), &c[0]);
        rb_read(t, json_array_get(deck[1], k), &c[1]);
        int lower = -1;
        if (c[0].rebirth != c[1].rebirth)
            lower = c[0].rebirth ? 1 : 0;
        else if (!c[0].rebirth && c[0].atk != c[1].atk)
            lower = c[0].atk < c[1].atk ? 0 : 1;
        if (lower >= 0)
            retired[lower]++;
        eng_event(t->run, "entry-in",
                  json_pack("{s:I, s:o, s:I, s:{s:O, s:O}, s:{s:I, s:I}}", "round",
                            (json_int_t)t->nround, "table", bf_names(t, who, 2), "entry",
                            (json_int_t)(k + 1), "cards", t->f[who[0]].name,
                            json_array_get(deck[0], k), t->f[who[1]].name,
                            json_array_get(deck[1], k), "retired", t->f[who[0]].name,
                            (json_int_t)retired[0], t->f[who[1]].name, (json_int_t)retired[1]));
        /* AA.4#5: リタイアが7枚以上…デッキが0枚…両方…ランダムな方法 */
        if (lower >= 0 && retired[lower] >= 7) {
            bf_conduct_time_decides(t, ti, who[1 - lower], false, "AA.4#5");
            break;
        }
        bool empty0 = k + 1 >= len[0], empty1 = k + 1 >= len[1];
        if (empty0 && empty1) {
            rc = lottery(t, ti, "AA.4#5");
            break;
        }
        if (empty0 || empty1) {
            bf_conduct_time_decides(t, ti, empty0 ? who[1] : who[0], false, "AA.4#5");
            break;
        }
    }
    json_decref(deck[0]);
    json_decref(deck[1]);
    return rc;
}

/* --- the end call and the checkpoints ---------------------------------------------------- */

static void cite_format_time_rule(const bf_tournament *t)
{
    if (t->format == BF_SWISS)
        RULE(t->run, "FR.3.2.1~p4");    /* 事前に告知を行うことで…判定 */
    else if (t->format == BF_DOUBLE)
        RULE(t->run, "FR.3.2.2.1~p2");
    else
        RULE(t->run, "FR.3.2.3~p3");
}

int bf_aa_end_call(bf_tournament *t, size_t ti, const json_t *act)
{
    bf_table_conduct *tx = &t->conduct->tab[ti];
    tx->time_over = true;  /* FR.4.3~p2: no concession from now on (BF-CONCEDE-TIME) */
    if (!t->conduct->adjudication) {
        RULE(t->run, "FR.4.2~p6");  /* 対戦時間が終了しているにも関わらず、決着が着いていない対戦は、引き分け */
        bf_conduct_time_decides(t, ti, -1, false, "FR.4.2~p6");
        return BF_OK;
    }
    cite_format_time_rule(t);
    switch (t->conduct->game) {
    case BF_GAME_VANGUARD:
        RULE(t->run, "AA.1#1");
        RULE(t->run, "AA.1#2");
        return compare_step(t, ti, act, "AA.1#2");
    case BF_GAME_WS:
        RULE(t->run, "AA.2#1");
        RULE(t->run, "AA.2#2");
        return compare_step(t, ti, act, "AA.2#2");
    case BF_GAME_WSB:
        RULE(t->run, "AA.3#1");
        RULE(t->run, "AA.3#2");
        return compare_step(t, ti, act, "AA.3#2");
    case BF_GAME_SVE:
        RULE(t->run, "AA.5#1");
        RULE(t->run, "AA.5#2");
        return compare_step(t, ti, act, "AA.5#2");
    case BF_GAME_REBIRTH:
        RULE(t->run, "AA.4#1");
        RULE(t->run, "AA.4#2");  /* 進行中のターンを基準のターンとして、その次のターン…が終了するまで */
        if (tx->base < 0)
            return eng_error(t->run, "time: \"turn\" is required for rebirth under adjudication");
        wait_for(t, ti, "AA.4#2", "turn-end");
        return BF_OK;
    case BF_GAME_DO:
        RULE(t->run, "AA.6#1");
        RULE(t->run, "AA.6#2");  /* 進行中のイニングが終了するまで対戦を続行します */
        tx->innings = 0;
        wait_for(t, ti, "AA.6#2", "inning-end");
        return BF_OK;
    case BF_GAME_HOLOLIVE:
        RULE(t->run, "AA.7#1");
        RULE(t->run, "AA.7#2");  /* 勝敗が決定していない対戦は、両者敗北となります */
        bf_conduct_time_decides(t, ti, -1, true, "AA.7#2");
        return BF_OK;
    default:
        return eng_error(t->run, "time: adjudication needs the setup's \"game\"");
    }
}

int bf_aa_checkpoint(bf_tournament *t, size_t ti, const json_t *act)
{
    bf_table_conduct *tx = &t->conduct->tab[ti];
    const bf_table *tb = table_at(t, ti);
    switch (t->conduct->game) {
    case BF_GAME_VANGUARD:
        RULE(t->run, "AA.1#3");  /* 進行中のターンが終了した時点で、ダメージが多いファイターを敗北 */
        return compare_step(t, ti, act, "AA.1#3");
    case BF_GAME_WS:
        RULE(t->run, "AA.2#3");  /* チェック型ルール処理を実行する時点で…2.に進みます */
        return compare_step(t, ti, act, "AA.2#3");
    case BF_GAME_WSB:
        RULE(t->run, "AA.3#3");
        return compare_step(t, ti, act, "AA.3#3");
    case BF_GAME_SVE:
        RULE(t->run, "AA.5#3");
        return compare_step(t, ti, act, "AA.5#3");
    case BF_GAME_REBIRTH: {
        int turn;
        if (bf_conduct_get_fighter_key(t, act, "turn", "checkpoint", &turn) != BF_OK)
            return BF_ERR;
        if (turn != tb->a && turn != tb->b)
            return eng_error(t->run, "checkpoint: \"turn\" must be a fighter of the table");
        if (turn == tx->base) {  /* the base player's turn again: keep waiting */
            RULE(t->run, "AA.4#2");
            wait_for(t, ti, "AA.4#2", "turn-end");
            return BF_OK;
        }
        return rb_entry_ins(t, ti, act);
    }
    case BF_GAME_DO:
        RULE(t->run, "AA.6#3");  /* 延長イニング数の上限に達していない場合、次のイニング */
        if (tx->innings < t->conduct->extra_innings) {
            tx->innings++;
            wait_for(t, ti, "AA.6#3", "inning-end");
            return BF_OK;
        }
        tx->phase = BF_TO_DONE;
        return do_decide(t, ti);
    default:
        return eng_error(t->run, "checkpoint: no procedure waits at this table");
    }
}
