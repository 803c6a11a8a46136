/* ly_completion.c — lycee: what random play adds to an action drawn from a legal set, which
 * lists actions without their targets and payment (docs/engines/lycee.md, "Actions"): the
 * field of a play, an area or a basic ability, the target of an item or a support, the targets
 * of an ability, an event, another declared effect or a hand ability, and the hand cards paid
 * (0700#A). The player draws them from what the state shows, not from the rules: a field drawn
 * may be one the card's 配置制限 refuses, a target one the ability's filter refuses, a payment
 * short of the cost; those rejections (the actions' 対象, 0710–0714 判定) are the player's, not
 * findings (play_games.c). */
#include "ly_sight.h"
#include "play_games.h"

#include <stdio.h>
#include <string.h>

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
    const char *player = ly_sight_holder(state, card ? card : source);
    ly_ids mine = {0}, all = {0};
    ly_sight_characters(state, player, &mine);
    ly_sight_characters(state, NULL, &all);
    const char *field = ly_sight_fields[rng_below(r, 6)];
    const json_t *cost = NULL;
    if (strcmp(what, "play") == 0) {
        json_object_set_new(action, "field", json_string(field));
        cost = cost_of(setup, card, NULL, 0);
    } else if (strcmp(what, "area") == 0) {
        char place[32];
        snprintf(place, sizeof place, "%s:%s", player, rng_below(r, 2) ? field : ly_sight_fields[3]);
        json_object_set_new(action, "field", json_string(place));
        cost = cost_of(setup, card, NULL, 0);
    } else if (strcmp(what, "item") == 0) {
        const char *t = ly_sight_draw(&all, r);
        if (t)
            json_object_set_new(action, "target", json_string(t));
        cost = cost_of(setup, card, NULL, 0);
    } else if (strcmp(what, "support") == 0) {
        const json_t *battle = json_object_get(json_object_get(state, "turn"), "battle");
        const char *a = json_string_value(json_object_get(battle, "attacker"));
        const char *d = json_string_value(json_object_get(battle, "defender"));
        const char *t = a && strcmp(ly_sight_holder(state, a), player) == 0 ? a : d;
        if (t)
            json_object_set_new(action, "target", json_string(t));
    } else if (strcmp(what, "basic") == 0) {
        const char *t = ly_sight_draw(&mine, r);
        if (names_order_change(setup, card, k))
            json_object_set_new(action, "targets", t ? json_pack("[s]", t) : json_array());
        else
            json_object_set_new(action, "field", json_string(field));
    } else {   /* ability, event, other, hand-ability: targets drawn from the characters */
        json_t *targets = json_array();
        size_t n = rng_below(r, 3);
        for (size_t i = 0; i < n && all.n; i++)
            json_array_append_new(targets, json_string(ly_sight_draw(&all, r)));
        json_object_set_new(action, "targets", targets);
        cost = strcmp(what, "event") == 0 ? cost_of(setup, card, NULL, 0)
                                          : cost_of(setup, source ? source : card, "abilities", k);
    }
    ly_sight_payment(action, state, player, card, cost, true, r);
}
