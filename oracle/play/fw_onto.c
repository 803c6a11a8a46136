/* fw_onto.c — fusion-world: the battle cards random play names as the `onto` of a 【進化】 or
 * 【フュージョン進化】 drawn from a legal set, which lists the action without them (the cards are
 * chosen with the declaration, 15-12-4 / 15-12-11, docs/engines/fusion-world.md). They are drawn
 * among the player's battle cards and the cards of the zones the skill's `from` adds, without
 * reading the skill's conditions: a choice that does not meet them is the player's rejection
 * (15-12-4, 15-12-11), not a finding. */
#include "play_games.h"

#include <string.h>

enum { MAX_CANDIDATES = 256 };

/* The ids of a zone of the state (an array of ids, or of objects {"card": id}) into `out`, but
 * `skip` (the evolving card is never under itself). */
static void add_zone(const json_t *zone, const char *skip, const char **out, size_t *n)
{
    size_t i;
    const json_t *e;
    json_array_foreach(zone, i, e) {
        const char *id = json_is_string(e) ? json_string_value(e)
                                           : json_string_value(json_object_get(e, "card"));
        if (id && strcmp(id, skip) != 0 && *n < MAX_CANDIDATES)
            out[(*n)++] = id;
    }
}

json_t *play_fw_onto(const json_t *skill, const json_t *state, const char *player,
                     const char *card, rng *r)
{
    const char *kind = json_string_value(json_object_get(skill, "kind"));
    size_t need = kind && strcmp(kind, "fusion-evolve") == 0 ? 2 : 1;
    const json_t *me = json_object_get(state, player);
    const char *cand[MAX_CANDIDATES];
    size_t n = 0;
    add_zone(json_object_get(me, "battle"), card, cand, &n);
    size_t i;
    const json_t *z;
    json_array_foreach(json_object_get(skill, "from"), i, z)
        if (json_is_string(z))
            add_zone(json_object_get(me, json_string_value(z)), card, cand, &n);
    json_t *out = json_array();
    for (size_t k = 0; k < need && n > 0; k++) {
        size_t pick = rng_below(r, n);
        json_array_append_new(out, json_string(cand[pick]));
        cand[pick] = cand[--n];
    }
    while (json_array_size(out) < need && json_array_size(out) > 0)   /* too few: named again */
        json_array_append(out, json_array_get(out, 0));
    return out;
}
