/* deck_check.c — a deck check and its repair (FR.3.3.3, PG.3.1.1): the deck and the registered
 * list against the construction conditions the vocabulary knows (deck size, copies of one
 * name), the infraction found (BF-DECK-INFRACTION) and the repair of PG.3.1.1.1~p1,
 * PG.3.1.1.2~p2, PG.3.1.1.3~p1–p2 and PG.3.1.1.4~p2, the cards removed or added being the
 * fighter's choices. Multisets are JSON objects {CARD: count}. */
#include "floor_conduct.h"

#include <string.h>

static const char *const check_keys[] = {"do",   "fighter",   "construction", "deck",
                                         "list", "illegible", "lost",         NULL};
static const char *const construction_keys[] = {"size", "max_copies", NULL};

typedef struct rules {
    int64_t size, max_copies;
} rules;

static int read_multiset(bf_tournament *t, const json_t *v, const char *key, json_t **out)
{
    if (!json_is_object(v))
        return eng_error(t->run, "deck-check: \"%s\" must be an object {CARD: count}", key);
    json_t *m = json_object();
    const char *card;
    json_t *n;
    json_object_foreach((json_t *)v, card, n) {
        if (!json_is_integer(n) || json_integer_value(n) < 0 ||
            json_integer_value(n) > 100000) {
            json_decref(m);
            return eng_error(t->run, "deck-check: \"%s\".%s must be a count", key, card);
        }
        if (json_integer_value(n) > 0)
            json_object_set_new(m, card, json_integer(json_integer_value(n)));
    }
    *out = m;
    return BF_OK;
}

static int64_t total(const json_t *m)
{
    int64_t s = 0;
    const char *card;
    json_t *n;
    json_object_foreach((json_t *)m, card, n)
        s += json_integer_value(n);
    return s;
}

static int64_t count_of(const json_t *m, const char *card)
{
    return json_integer_value(json_object_get(m, card));
}

static bool legal(const json_t *m, const rules *r)
{
    const char *card;
    json_t *n;
    json_object_foreach((json_t *)m, card, n)
        if (json_integer_value(n) > r->max_copies)
            return false;
    return total(m) == r->size;
}

/* m += sign * d, dropping zeros; false when a count would go below zero. */
static bool apply(json_t *m, const json_t *d, int sign)
{
    const char *card;
    json_t *n;
    json_object_foreach((json_t *)d, card, n) {
        int64_t v = count_of(m, card) + sign * json_integer_value(n);
        if (v < 0)
            return false;
        if (v == 0)
            json_object_del(m, card);
        else
            json_object_set_new(m, card, json_integer(v));
    }
    return true;
}

/* Ask the fighter for `count` cards to remove from (sign -1) or add to (sign +1) m. */
static int ask(bf_tournament *t, json_t *m, int64_t count, int sign, const rules *r)
{
    const char *kind = sign < 0 ? "deck-remove" : "deck-add";
    const json_t *c = eng_choose(t->run, kind, sign < 0 ? json_deep_copy(m) : NULL);
    if (!c)
        return BF_STOP;
    json_t *d = NULL;
    if (read_multiset(t, c, kind, &d) != BF_OK)
        return BF_ERR;
    int rc = BF_OK;
    if (total(d) != count || !apply(m, d, sign))
        rc = eng_error(t->run, "choose for %s: must be %lld cards%s", kind, (long long)count,
                       sign < 0 ? " of the multiset" : "");
    else if (sign > 0 && !legal(m, r))
        rc = eng_error(t->run, "choose for %s: the result breaks the construction", kind);
    json_decref(d);
    return rc;
}

/* PG.3.1.1.1~p1, PG.3.1.1.4~p2: 同名カードの余剰分…を取り除き、多い場合は取り除き、少ない場合は
 * 追加します. */
static int fix(bf_tournament *t, json_t *m, const rules *r)
{
    const char *card;
    json_t *n;
    json_object_foreach(m, card, n)
        if (json_integer_value(n) > r->max_copies)
            json_integer_set(n, r->max_copies);
    int64_t s = total(m);
    if (s > r->size)
        return ask(t, m, s - r->size, -1, r);
    if (s < r->size)
        return ask(t, m, r->size - s, +1, r);
    return BF_OK;
}

int bf_do_deck_check(bf_tournament *t, const json_t *act)
{
    const char *what = "deck-check";
    int x;
    bool illegible = false;
    rules r = {0, 0};
    const json_t *cons = json_object_get(act, "construction");
    if (eng_only_keys(t->run, act, what, check_keys) != BF_OK ||
        bf_conduct_get_fighter_key(t, act, "fighter", what, &x) != BF_OK ||
        eng_get_bool(t->run, act, "illegible", what, &illegible) != BF_OK)
        return BF_ERR;
    if (!json_is_object(cons))
        return eng_error(t->run, "deck-check: \"construction\" must be an object");
    if (eng_only_keys(t->run, cons, "deck-check: \"construction\"", construction_keys) != BF_OK ||
        eng_get_int(t->run, cons, "size", what, true, 1, ENG_INT_MAX, &r.size) != BF_OK ||
        eng_get_int(t->run, cons, "max_copies", what, true, 1, ENG_INT_MAX, &r.max_copies) != BF_OK)
        return BF_ERR;
    json_t *deck = NULL, *list = NULL, *lost = NULL;
    int rc = read_multiset(t, json_object_get(act, "deck"), "deck", &deck);
    if (rc == BF_OK && json_object_get(act, "list"))
        rc = read_multiset(t, json_object_get(act, "list"), "list", &list);
    if (rc == BF_OK && json_object_get(act, "lost"))
        rc = read_multiset(t, json_object_get(act, "lost"), "lost", &lost);
    const char *infraction = NULL;
    if (rc == BF_OK && !list) {
        if (illegible || (lost && total(lost)))
            rc = eng_error(t->run, "deck-check: \"illegible\" and \"lost\" need a \"list\"");
        RULE(t->run, "PG.3.1.1.1~p1");  /* デッキ登録を行っていない大会に於いて…適正なものに修正します */
        if (rc == BF_OK && !legal(deck, &r)) {
            infraction = "unregistered-illegal-deck";
            rc = fix(t, deck, &r);
        }
    } else if (rc == BF_OK) {
        RULE(t->run, "PG.3.1.1.1~p2");  /* デッキ登録を行っている大会…次以降の項を参照 */
        bool list_ok = !illegible && legal(list, &r), deck_ok = legal(deck, &r);
        bool any_lost = lost && total(lost) > 0;
        if (any_lost && !list_ok)
            rc = eng_error(t->run, "deck-check: \"lost\" needs a legal, readable list");
        else if (list_ok) {
            RULE(t->run, "PG.3.1.1.3~p1");  /* 適正なデッキレシピとデッキの内容が違っている場合 */
            if (any_lost || !json_equal(deck, list)) {
                infraction = "illegal-deck";
                json_decref(deck);
                deck = json_deep_copy(list);  /* 実際のデッキをデッキレシピに合わせる */
                if (any_lost) {
                    RULE(t->run, "PG.3.1.1.3~p2");    /* 紛失…カードを追加…デッキレシピを書き直します */
                    if (!apply(deck, lost, -1))
                        rc = eng_error(t->run, "deck-check: \"lost\" names cards the list does "
                                       "not have");
                    else
                        rc = ask(t, deck, total(lost), +1, &r);
                    if (rc == BF_OK) {
                        json_decref(list);
                        list = json_deep_copy(deck);
                    }
                }
            }
        } else if (deck_ok) {
            RULE(t->run, "PG.3.1.1.2~p1");  /* デッキレシピが不正である場合…実際のデッキに合わせる */
            RULE(t->run, "PG.3.1.1.2~p2");
            infraction = "illegal-decklist";
            json_decref(list);
            list = json_deep_copy(deck);
        } else if (illegible) {
            rc = eng_error(t->run, "deck-check: an illegible list with an illegal deck is not "
                           "modelled");
        } else {
            RULE(t->run, "PG.3.1.1.4~p1");  /* デッキレシピとデッキの両方が不正である */
            RULE(t->run, "PG.3.1.1.4~p2");  /* デッキレシピが適正になるように修正…実際のデッキを合わせます */
            infraction = "illegal-decklist-and-deck";
            rc = fix(t, list, &r);
            if (rc == BF_OK) {
                json_decref(deck);
                deck = json_deep_copy(list);
            }
        }
    }
    if (rc == BF_OK)
        eng_event(t->run, "deck-check",
                  json_pack("{s:s, s:o, s:O, s:O}", "fighter", t->f[x].name, "infraction",
                            infraction ? json_string(infraction) : json_null(), "deck", deck,
                            "list", list ? list : json_null()));
    json_decref(deck);
    json_decref(list);
    json_decref(lost);
    return rc;
}
