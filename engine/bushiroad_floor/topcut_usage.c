/* topcut_usage.c — the usage-rate top cut (FR.3.2.4.5): the character cards of the decks of the
 * fighters with at least `usage_threshold` wins are counted (~p2, ~p3, ~p9); a card's per-copy
 * point is its total copies (①), a fighter's usage points the sum over its copies (②); the
 * undefeated, then the one-loss fighters, take the slots by usage points, lowest first. */
#include "floor_internal.h"

#include <stdlib.h>
#include <string.h>

static const char *const card_keys[] = {"card", "type", "count", NULL};
static const char *const card_types[] = {"character", "rebirth", "partner", NULL};

/* decks: {FIGHTER: [[{"card", "type", "count"}, ...], ...]}: each entry of a deck is a card. */
static int check_card(bf_tournament *t, const json_t *card, const char *key, size_t i, size_t j)
{
    int type = 0;
    int64_t count = 0;
    if (!json_is_object(card))
        return eng_error(t->run, "top-cut: \"decks\".%s[%zu][%zu] must be an object", key, i, j);
    if (eng_only_keys(t->run, card, "top-cut: a card of \"decks\"", card_keys) != BF_OK ||
        eng_get_enum(t->run, card, "type", "top-cut: a card of \"decks\"", true, card_types,
                    &type) != BF_OK ||
        eng_get_int(t->run, card, "count", "top-cut: a card of \"decks\"", true, 1, ENG_INT_MAX, &count) != BF_OK)
        return BF_ERR;
    if (!json_is_string(json_object_get(card, "card")))
        return eng_error(t->run, "top-cut: \"decks\".%s[%zu][%zu]: \"card\" must be a name",
                         key, i, j);
    return BF_OK;
}

static bool is_character(const json_t *card)
{
    return strcmp(json_string_value(json_object_get(card, "type")), "character") == 0;
}

/* Calls f for every character card of fighter i's decks. */
static void each_character(const json_t *decks, void (*f)(const json_t *card, void *ctx),
                           void *ctx)
{
    size_t i, j;
    json_t *deck, *card;
    json_array_foreach(decks, i, deck)
        json_array_foreach(deck, j, card)
            if (is_character(card))
                f(card, ctx);
}

typedef struct tally {
    json_t *total;       /* card name -> total copies over the aggregated decks */
    int64_t points;
    bool ovf;
} tally;

static void count_copies(const json_t *card, void *ctx)
{
    tally *s = ctx;
    const char *name = json_string_value(json_object_get(card, "card"));
    int64_t have = json_integer_value(json_object_get(s->total, name)), sum;
    if (__builtin_add_overflow(have, json_integer_value(json_object_get(card, "count")), &sum))
        s->ovf = true;
    json_object_set_new(s->total, name, json_integer(sum));
}

static void add_points(const json_t *card, void *ctx)
{
    tally *s = ctx;
    int64_t per_copy = json_integer_value(
        json_object_get(s->total, json_string_value(json_object_get(card, "card"))));
    int64_t pts;
    if (__builtin_mul_overflow(per_copy, (int64_t)json_integer_value(json_object_get(card, "count")),
                               &pts) ||
        __builtin_add_overflow(s->points, pts, &s->points))
        s->ovf = true;
}

static void cite_cut_line(const bf_tournament *t)
{
    RULE(t->run, "FR.3.2.4.5~p7");  /* 当落線上に順位が同じ…ランダムな方法 */
}

int bf_top_cut_usage(bf_tournament *t, const json_t *decks, const bool *excluded, size_t slots,
                     int *out, size_t *nout, json_t **usage)
{
    bool *need = xcalloc(t->n, sizeof *need), *cand = xcalloc(t->n, sizeof *cand);
    const json_t **of = xcalloc(t->n, sizeof *of);
    int64_t *points = xcalloc(t->n, sizeof *points);
    int *members = xmalloc(t->n * sizeof *members);
    int64_t *key = xmalloc(t->n * sizeof *key);
    tally s = {json_object(), 0, false};
    *usage = NULL;
    for (size_t i = 0; i < t->n; i++) {
        cand[i] = t->f[i].losses <= 1 && !excluded[i];
        need[i] = cand[i] || t->f[i].wins >= t->usage_threshold;
    }
    int rc = bf_read_decks(t, decks, need, of, check_card);
    if (rc != BF_OK)
        goto done;
    RULE(t->run, "FR.3.2.4.5~p2");  /* 基準を満たしたプレイヤーのデッキのカードを集計 */
    RULE(t->run, "FR.3.2.4.5~p9");  /* 特に指定がない場合、2勝以上 */
    RULE(t->run, "FR.3.2.4.5~p3");  /* キャラカードのみでカウント */
    RULE(t->run, "FR.3.2.4.5#c1");  /* ①各カードの個別ポイント */
    for (size_t i = 0; i < t->n; i++)
        if (t->f[i].wins >= t->usage_threshold)
            each_character(of[i], count_copies, &s);
    RULE(t->run, "FR.3.2.4.5#c2");  /* ②個別ポイントの合計がデッキの使用率ポイント */
    *usage = json_object();
    for (size_t i = 0; i < t->n; i++) {
        if (!cand[i])
            continue;
        s.points = 0;
        each_character(of[i], add_points, &s);
        points[i] = s.points;
        json_object_set_new(*usage, t->f[i].name, json_integer(s.points));
    }
    if (s.ovf) {
        rc = eng_error(t->run, "top-cut: the usage points overflow 64 bits");
        goto done;
    }
    *nout = 0;
    RULE(t->run, "FR.3.2.4.5~p5");  /* 次に示された手順で選出します */
    for (int64_t losses = 0; losses <= 1 && *nout < slots && rc == BF_OK; losses++) {
        if (losses == 0)
            RULE(t->run, "FR.3.2.4.5#1");  /* 全勝…使用率ポイントがより小さい…をより上位 */
        else
            RULE(t->run, "FR.3.2.4.5#2");  /* 1敗… */
        size_t m = 0;
        for (size_t i = 0; i < t->n; i++)
            if (cand[i] && t->f[i].losses == losses)
                members[m++] = (int)i;
        for (size_t i = 1; i < m; i++) {  /* by usage points; equal points by standing */
            int x = members[i];
            size_t j = i;
            while (j > 0 && (points[members[j - 1]] > points[x] ||
                             (points[members[j - 1]] == points[x] &&
                              bf_standing_position(t, members[j - 1]) >
                                  bf_standing_position(t, x)))) {
                members[j] = members[j - 1];
                j--;
            }
            members[j] = x;
        }
        for (size_t i = 0; i < m; i++)
            key[i] = points[members[i]];
        size_t took = 0;
        rc = bf_cut(t, members, key, m, slots - *nout, cite_cut_line, out + *nout, &took);
        *nout += took;
    }
    if (rc == BF_OK && *nout < slots)
        RULE(t->run, "FR.3.2.4.5~p6");  /* 追加補充は行われません */
done:
    if (rc != BF_OK) {
        json_decref(*usage);
        *usage = NULL;
    }
    json_decref(s.total);
    free(need);
    free(cand);
    free(of);
    free(points);
    free(members);
    free(key);
    return rc;
}
