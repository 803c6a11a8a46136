/* ly_answers.c — lycee: the answers to the choices whose options do not spell the answer out
 * (docs/engines/lycee.md, "script: choices and random outcomes"), drawn from the setup, the
 * events and the state as a player sees them:
 * - `guts`, 【ガッツ】's cost at its resolution (1100:ガッツ/効果~n2), asked without options:
 *   null (not paid) one time in four, else a payment of the cost of the 【ガッツ】 the last
 *   `process` event names, by the player whose trash holds that card (ly_sight_payment: hand
 *   cards about as many as the cost's points, the other parts' cost_targets); a payment short
 *   of the cost is the player's (it fails, 0710/支払いの判定, and the card stays in the trash);
 * - `target`, an array of the options for a `choose` selector, but one card id for the
 *   instructions that take cards one at a time (【シールド+X】, 回復, pick): the options do not
 *   say which, so the shape alternates with each answer refused (an array first, then one id,
 *   then an array again, its size going up as the generic draw's does);
 * - `order`, a rearrangement's new places (1580:入れ替える#3): each character on one of the
 *   places offered (the state shows which) gets one of them, all different.
 * The other choices are answered from their options (game.c). */
#include "ly_sight.h"
#include "play_games.h"

#include <string.h>

/* The cost of the 【ガッツ】 of `card` in the setup (NULL: the card has none). */
static const json_t *guts_cost(const json_t *setup, const char *card)
{
    const json_t *info = json_object_get(json_object_get(setup, "cards"), card ? card : "");
    size_t i;
    const json_t *b;
    json_array_foreach(json_object_get(info, "basics"), i, b) {
        const char *name = json_string_value(json_object_get(b, "name"));
        if (name && strcmp(name, "guts") == 0)
            return json_object_get(b, "cost");
    }
    return NULL;
}

/* The card of the last `process` event of a 【ガッツ】. */
static const char *guts_card(const json_t *events)
{
    for (size_t i = json_array_size(events); i-- > 0;) {
        const json_t *e = json_array_get(events, i);
        const char *type = json_string_value(json_object_get(e, "type"));
        const char *basic = json_string_value(json_object_get(e, "basic"));
        if (type && basic && strcmp(type, "process") == 0 && strcmp(basic, "guts") == 0)
            return json_string_value(json_object_get(e, "card"));
    }
    return NULL;
}

static json_t *guts(const json_t *setup, const json_t *obs, rng *r)
{
    if (rng_below(r, 4) == 0)
        return json_null();
    const json_t *state = json_object_get(obs, "state");
    const char *card = guts_card(json_object_get(obs, "events"));
    json_t *paid = json_object();
    ly_sight_payment(paid, state, ly_sight_holder(state, card), card, guts_cost(setup, card),
                     true, r);
    if (!json_object_get(paid, "pay"))
        json_object_set_new(paid, "pay", json_array());
    return paid;
}

static json_t *order(const json_t *options, const json_t *state, rng *r)
{
    size_t n = json_array_size(options);
    json_t *places = json_deep_copy(options), *out = json_object();
    for (size_t i = 0; i < n; i++) {
        const char *c = ly_sight_character_at(state, json_string_value(json_array_get(options, i)));
        size_t left = json_array_size(places);
        if (!c || !left)
            continue;
        size_t j = rng_below(r, left);
        json_object_set(out, c, json_array_get(places, j));
        json_array_remove(places, j);
    }
    json_decref(places);
    return out;
}

json_t *play_ly_answer(const json_t *pending, const json_t *setup, const json_t *obs,
                       int attempt, rng *r)
{
    const char *what = json_string_value(json_object_get(pending, "for"));
    const json_t *options = json_object_get(pending, "options");
    if (!what)
        return NULL;
    if (strcmp(what, "guts") == 0)
        return guts(setup, obs, r);
    if (strcmp(what, "order") == 0 && json_is_array(options))
        return order(options, json_object_get(obs, "state"), r);
    size_t n = json_array_size(options);
    if (strcmp(what, "target") != 0 || !n)
        return NULL;
    if (attempt % 2 == 1)
        return json_incref(json_array_get(options, rng_below(r, n)));
    return play_draw_subset(options, play_subset_size(n, attempt / 2, r), r);
}
