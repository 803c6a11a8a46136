/* fw_payment.c — fusion-world: the payments random play adds to a `play` or `activate` drawn
 * from a legal set, which lists actions without them (docs/engines/fusion-world.md, "script:
 * actions"; an evolve's cards come from fw_onto.c). A payment is drawn from the payer's active
 * energy cards and markers so that each specified color is met (a card of several colors
 * counts for each, a marker for one of the leader's colors), then the rest of the total; when
 * the player finds none, the action goes with what it found and its rejection (5-3-1, 1-4-6)
 * is the player's, not a finding. */
#include "play_games.h"

#include <string.h>

enum { MAX_ENERGY = 128 };

typedef struct pool {
    const char *id[MAX_ENERGY];
    json_t *colors[MAX_ENERGY];  /* borrowed: the card's colors */
    bool used[MAX_ENERGY];
    size_t n;
    long markers;
    const json_t *leader_colors;
} pool;

static const char *player_of(const json_t *action, const json_t *state)
{
    const char *by = json_string_value(json_object_get(action, "by"));
    if (by)
        return by;
    const json_t *turn = json_object_get(state, "turn");
    const char *tp = json_string_value(json_object_get(turn, "player"));
    const char *step = json_string_value(json_object_get(turn, "step"));
    if (tp && step && strcmp(step, "defense") == 0)
        return strcmp(tp, "P1") == 0 ? "P2" : "P1";
    return tp ? tp : "P1";
}

static const json_t *card_info(const json_t *setup, const char *id)
{
    return json_object_get(json_object_get(setup, "cards"), id ? id : "");
}

static bool has_color(const json_t *colors, const char *color)
{
    return colors ? play_json_has(colors, color)
                  : strcmp(color, "red") == 0;   /* the default colors: ["red"] */
}

static void fill_pool(pool *p, const json_t *setup, const json_t *state, const char *player)
{
    memset(p, 0, sizeof *p);
    const json_t *me = json_object_get(state, player);
    size_t i;
    const json_t *e;
    json_array_foreach(json_object_get(me, "energy"), i, e) {
        const char *id = json_string_value(json_object_get(e, "card"));
        if (!id || json_is_true(json_object_get(e, "rested")) || p->n == MAX_ENERGY)
            continue;
        p->id[p->n] = id;
        p->colors[p->n++] = json_object_get(card_info(setup, id), "colors");
    }
    p->markers = (long)json_integer_value(json_object_get(me, "markers"));
    const json_t *leader = json_object_get(me, "leader");
    const json_t *info = card_info(setup, json_string_value(json_object_get(leader, "card")));
    const char *face = json_string_value(json_object_get(leader, "face"));
    const json_t *back = json_object_get(info, "back");
    p->leader_colors = json_object_get(face && strcmp(face, "back") == 0 && back &&
                                               json_object_get(back, "colors") ? back : info,
                                       "colors");
}

/* One energy (a card of `color`, any card when color is NULL) into `out`, drawn among those
 * left; false when none is. */
static bool take(pool *p, const char *color, json_t *out, rng *r)
{
    size_t cand[MAX_ENERGY], n = 0;
    for (size_t i = 0; i < p->n; i++)
        if (!p->used[i] && (!color || has_color(p->colors[i], color)))
            cand[n++] = i;
    if (n) {
        size_t k = cand[rng_below(r, n)];
        p->used[k] = true;
        json_array_append_new(out, json_string(p->id[k]));
        return true;
    }
    if (p->markers > 0 && (!color || has_color(p->leader_colors, color))) {
        p->markers--;
        json_array_append_new(out, json_string("marker"));
        return true;
    }
    return false;
}

/* A payment of `total` energies of which `specified` ({color: n}) are of those colors. */
static json_t *pay(pool *p, long total, const json_t *specified, rng *r)
{
    json_t *out = json_array();
    long spec = 0;
    const char *color;
    const json_t *n;
    json_object_foreach((json_t *)specified, color, n)
        for (long k = 0; k < json_integer_value(n); k++, spec++)
            take(p, color, out, r);
    for (long k = spec; k < total; k++)
        take(p, NULL, out, r);
    return out;
}


/* The energy part of a skill cost: {"energy": N, "color": C} parts. */
static json_t *skill_payment(pool *p, const json_t *skill, rng *r)
{
    json_t *out = json_array();
    size_t i;
    const json_t *part;
    json_array_foreach(json_object_get(skill, "cost"), i, part) {
        long n = (long)json_integer_value(json_object_get(part, "energy"));
        const char *color = json_string_value(json_object_get(part, "color"));
        for (long k = 0; k < n; k++)
            take(p, color, out, r);
    }
    return out;
}

static void card_cost(const json_t *info, long *total, const json_t **specified)
{
    const json_t *cost = json_object_get(info, "cost");
    *total = cost ? (long)json_integer_value(json_object_get(cost, "total")) : 1;
    *specified = json_object_get(cost, "specified");
}

void play_fw_complete(json_t *action, const json_t *setup, const json_t *state, rng *r)
{
    const char *what = json_string_value(json_object_get(action, "do"));
    const char *card = json_string_value(json_object_get(action, "card"));
    if (!what || !card)
        return;
    const char *player = player_of(action, state);
    const json_t *info = card_info(setup, card);
    pool p;
    fill_pool(&p, setup, state, player);
    long total;
    const json_t *specified;
    if (strcmp(what, "play") == 0) {
        card_cost(info, &total, &specified);
        json_object_set_new(action, "pay", pay(&p, total, specified, r));
    } else if (strcmp(what, "activate") == 0) {
        const char *type = json_string_value(json_object_get(info, "type"));
        const json_t *hand = json_object_get(json_object_get(state, player), "hand");
        if (type && strcmp(type, "extra") == 0 && play_json_has(hand, card)) {
            card_cost(info, &total, &specified);
            json_object_set_new(action, "pay", pay(&p, total, specified, r));
        }
        const json_t *skill_index = json_object_get(action, "skill");
        if (json_is_integer(skill_index)) {
            const json_t *skill = json_array_get(json_object_get(info, "skills"),
                                                 (size_t)json_integer_value(skill_index));
            const char *kind = json_string_value(json_object_get(skill, "kind"));
            if (kind && (strcmp(kind, "evolve") == 0 || strcmp(kind, "fusion-evolve") == 0))
                json_object_set_new(action, "onto", play_fw_onto(skill, state, player, card, r));
            json_t *sp = skill_payment(&p, skill, r);
            if (json_array_size(sp))
                json_object_set_new(action, "skill_pay", sp);
            else
                json_decref(sp);
        }
    }
}
