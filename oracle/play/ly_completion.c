/* ly_completion.c — lycee: what random play adds to an action drawn from a legal set, which
 * lists actions without their targets and payment (docs/engines/lycee.md, "Actions"): the
 * field of a play, an area or a basic ability, the target of an item or a support, the targets
 * of an ability, an event, another declared effect or a hand ability, and the hand cards paid
 * (0700#A). The player draws them from what the state shows, not from the rules: a field drawn
 * may be one the card's 配置制限 refuses, a target one the ability's filter refuses, a payment
 * short of the cost; those rejections (the actions' 対象, 0710–0714 判定) are the player's, not
 * findings (play_games.c). */
#include "play_games.h"

#include <stdio.h>
#include <string.h>

enum { MAX_IDS = 128 };

static const char *const fields[] = {"AF-left", "AF-center", "AF-right",
                                     "DF-left", "DF-center", "DF-right"};

typedef struct ids {
    const char *id[MAX_IDS];
    size_t n;
} ids;

static void add(ids *l, const char *id)
{
    if (id && l->n < MAX_IDS)
        l->id[l->n++] = id;
}

/* The player whose hand or fields hold `card` (P1 when it is nowhere to be seen). */
static const char *holder(const json_t *state, const char *card)
{
    static const char *const players[] = {"P1", "P2"};
    for (size_t p = 0; card && p < 2; p++) {
        const json_t *z = json_object_get(state, players[p]);
        if (play_json_has(json_object_get(z, "hand"), card))
            return players[p];
        for (size_t f = 0; f < 6; f++) {
            size_t i;
            const json_t *e;
            json_array_foreach(json_object_get(z, fields[f]), i, e) {
                const char *c = json_string_value(json_object_get(e, "card"));
                if (c && strcmp(c, card) == 0)
                    return players[p];
            }
        }
    }
    return "P1";
}

/* The characters on the fields of `player` (or of both when NULL). */
static void characters(const json_t *state, const char *player, ids *out)
{
    static const char *const players[] = {"P1", "P2"};
    for (size_t p = 0; p < 2; p++) {
        if (player && strcmp(player, players[p]) != 0)
            continue;
        for (size_t f = 0; f < 6; f++) {
            const json_t *first = json_array_get(json_object_get(json_object_get(state,
                                                                 players[p]), fields[f]), 0);
            if (first && !json_object_get(first, "item") && !json_object_get(first, "area"))
                add(out, json_string_value(json_object_get(first, "card")));
        }
    }
}

static const char *draw_id(const ids *l, rng *r)
{
    return l->n ? l->id[rng_below(r, l->n)] : NULL;
}

/* The cost points the card's 使用代償 asks for: its attribute icons and [無]. */
static size_t cost_points(const json_t *cost)
{
    size_t i, n = 0;
    const json_t *part;
    json_array_foreach(cost, i, part) {
        const char *s = json_string_value(part);
        if (s && strcmp(s, "T") != 0 && strcmp(s, "0") != 0)
            n++;
    }
    return n;
}

/* "pay": hand cards of the payer other than `card`, about as many as the cost has points
 * (each card's EX may pay more, or the drawn number fall one short). */
static void add_payment(json_t *action, const json_t *state, const char *player,
                        const char *card, size_t points, rng *r)
{
    if (!points)
        return;
    ids hand = {0};
    size_t i;
    const json_t *x;
    json_array_foreach(json_object_get(json_object_get(state, player), "hand"), i, x)
        if (json_is_string(x) && (!card || strcmp(json_string_value(x), card) != 0))
            add(&hand, json_string_value(x));
    size_t want = points - rng_below(r, 2 > points ? points : 2);
    json_t *pay = json_array();
    for (size_t k = 0; k < want && hand.n; k++) {
        size_t j = rng_below(r, hand.n);
        json_array_append_new(pay, json_string(hand.id[j]));
        hand.id[j] = hand.id[--hand.n];
    }
    json_object_set_new(action, "pay", pay);
}

/* The cost of ability `k` of the card (its "cost"), or of the card itself when k < 0. */
static const json_t *cost_of(const json_t *setup, const char *card, const char *list,
                             json_int_t k)
{
    const json_t *info = json_object_get(json_object_get(setup, "cards"), card ? card : "");
    if (!list)
        return json_object_get(info, "cost");
    return json_object_get(json_array_get(json_object_get(info, list), (size_t)k), "cost");
}

static bool names_order_change(const json_t *setup, const char *card, json_int_t k)
{
    const json_t *info = json_object_get(json_object_get(setup, "cards"), card ? card : "");
    const json_t *b = json_array_get(json_object_get(info, "basics"), (size_t)k);
    const char *kind = json_is_string(b) ? json_string_value(b)
                                         : json_string_value(json_object_get(b, "kind"));
    return kind && strcmp(kind, "order-change") == 0;
}

void play_ly_complete(json_t *action, const json_t *setup, const json_t *state, rng *r)
{
    const char *what = json_string_value(json_object_get(action, "do"));
    const char *card = json_string_value(json_object_get(action, "card"));
    const char *source = json_string_value(json_object_get(action, "source"));
    json_int_t k = json_integer_value(json_object_get(action, "ability"));
    if (!what || strcmp(what, "pass") == 0 || strcmp(what, "attack") == 0)
        return;
    const char *player = holder(state, card ? card : source);
    ids mine = {0}, all = {0};
    characters(state, player, &mine);
    characters(state, NULL, &all);
    const char *field = fields[rng_below(r, 6)];
    const json_t *cost = NULL;
    if (strcmp(what, "play") == 0) {
        json_object_set_new(action, "field", json_string(field));
        cost = cost_of(setup, card, NULL, 0);
    } else if (strcmp(what, "area") == 0) {
        char place[32];
        snprintf(place, sizeof place, "%s:%s", player, rng_below(r, 2) ? field : fields[3]);
        json_object_set_new(action, "field", json_string(place));
        cost = cost_of(setup, card, NULL, 0);
    } else if (strcmp(what, "item") == 0) {
        const char *t = draw_id(&all, r);
        if (t)
            json_object_set_new(action, "target", json_string(t));
        cost = cost_of(setup, card, NULL, 0);
    } else if (strcmp(what, "support") == 0) {
        const json_t *battle = json_object_get(json_object_get(state, "turn"), "battle");
        const char *a = json_string_value(json_object_get(battle, "attacker"));
        const char *d = json_string_value(json_object_get(battle, "defender"));
        const char *t = a && strcmp(holder(state, a), player) == 0 ? a : d;
        if (t)
            json_object_set_new(action, "target", json_string(t));
    } else if (strcmp(what, "basic") == 0) {
        const char *t = draw_id(&mine, r);
        if (names_order_change(setup, card, k))
            json_object_set_new(action, "targets", t ? json_pack("[s]", t) : json_array());
        else
            json_object_set_new(action, "field", json_string(field));
    } else {   /* ability, event, other, hand-ability: targets drawn from the characters */
        json_t *targets = json_array();
        size_t n = rng_below(r, 3);
        for (size_t i = 0; i < n && all.n; i++)
            json_array_append_new(targets, json_string(draw_id(&all, r)));
        json_object_set_new(action, "targets", targets);
        cost = strcmp(what, "event") == 0 ? cost_of(setup, card, NULL, 0)
                                          : cost_of(setup, source ? source : card, "abilities", k);
    }
    add_payment(action, state, player, card, cost_points(cost), r);
}
