/* ly_sight.c — what random play's lycee player reads of the setup and the state (ly_sight.h). */
#include "ly_sight.h"

#include "play_games.h"

#include <string.h>

const char *const ly_sight_fields[6] = {"AF-left", "AF-center", "AF-right",
                                        "DF-left", "DF-center", "DF-right"};

static const char *const players[] = {"P1", "P2"};

void ly_sight_add(ly_ids *l, const char *id)
{
    if (id && l->n < LY_SIGHT_MAX)
        l->id[l->n++] = id;
}

const char *ly_sight_draw(const ly_ids *l, rng *r)
{
    return l->n ? l->id[rng_below(r, l->n)] : NULL;
}

/* The field's character: its first card, neither an item nor an area. */
static const char *field_character(const json_t *field)
{
    const json_t *first = json_array_get(field, 0);
    if (!first || json_object_get(first, "item") || json_object_get(first, "area"))
        return NULL;
    return json_string_value(json_object_get(first, "card"));
}

const char *ly_sight_holder(const json_t *state, const char *card)
{
    for (size_t p = 0; card && p < 2; p++) {
        const json_t *z = json_object_get(state, players[p]);
        if (play_json_has(json_object_get(z, "hand"), card) ||
            play_json_has(json_object_get(z, "trash"), card))
            return players[p];
        for (size_t f = 0; f < 6; f++) {
            size_t i;
            const json_t *e;
            json_array_foreach(json_object_get(z, ly_sight_fields[f]), i, e) {
                const char *c = json_string_value(json_object_get(e, "card"));
                if (c && strcmp(c, card) == 0)
                    return players[p];
            }
        }
    }
    return "P1";
}

void ly_sight_characters(const json_t *state, const char *player, ly_ids *out)
{
    for (size_t p = 0; p < 2; p++) {
        if (player && strcmp(player, players[p]) != 0)
            continue;
        for (size_t f = 0; f < 6; f++)
            ly_sight_add(out, field_character(json_object_get(json_object_get(state, players[p]),
                                                              ly_sight_fields[f])));
    }
}

const char *ly_sight_character_at(const json_t *state, const char *place)
{
    const char *colon = place ? strchr(place, ':') : NULL;
    if (!colon || colon - place != 2)
        return NULL;
    char player[3] = {place[0], place[1], 0};
    return field_character(json_object_get(json_object_get(state, player), colon + 1));
}

size_t ly_sight_cost_points(const json_t *cost)
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

/* Take one of `l` out at random (NULL when empty). */
static const char *take(ly_ids *l, rng *r)
{
    if (!l->n)
        return NULL;
    size_t j = rng_below(r, l->n);
    const char *id = l->id[j];
    l->id[j] = l->id[--l->n];
    return id;
}

/* The cards the cost's parts other than points name, in their order, drawn from what is left
 * of the hand and the player's characters. */
static json_t *cost_targets(const json_t *cost, ly_ids *hand, const ly_ids *mine, rng *r)
{
    json_t *out = json_array();
    size_t i;
    const json_t *part;
    json_array_foreach(cost, i, part) {
        if (json_object_get(part, "discard_hand")) {
            json_int_t n = json_integer_value(json_object_get(part, "discard_hand"));
            for (json_int_t k = 0; k < n && hand->n; k++)
                json_array_append_new(out, json_string(take(hand, r)));
        } else if (json_object_get(part, "tap") && mine->n) {
            json_array_append_new(out, json_string(ly_sight_draw(mine, r)));
        } else if (json_object_get(part, "discard") && (mine->n || hand->n)) {
            size_t k = rng_below(r, mine->n + hand->n);
            json_array_append_new(out, json_string(k < mine->n ? mine->id[k] : take(hand, r)));
        }
    }
    return out;
}

void ly_sight_payment(json_t *into, const json_t *state, const char *player, const char *card,
                      const json_t *cost, bool targets, rng *r)
{
    ly_ids hand = {0}, mine = {0};
    size_t i;
    const json_t *x;
    json_array_foreach(json_object_get(json_object_get(state, player), "hand"), i, x)
        if (json_is_string(x) && (!card || strcmp(json_string_value(x), card) != 0))
            ly_sight_add(&hand, json_string_value(x));
    size_t points = ly_sight_cost_points(cost);
    if (points) {
        size_t want = points - rng_below(r, 2 > points ? points : 2);
        json_t *pay = json_array();
        for (size_t k = 0; k < want && hand.n; k++)
            json_array_append_new(pay, json_string(take(&hand, r)));
        json_object_set_new(into, "pay", pay);
    }
    if (!targets)
        return;
    ly_sight_characters(state, player, &mine);
    json_t *t = cost_targets(cost, &hand, &mine, r);
    if (json_array_size(t))
        json_object_set_new(into, "cost_targets", t);
    else
        json_decref(t);
}
