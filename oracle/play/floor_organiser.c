/* floor_organiser.c — bushiroad-floor: random tournaments. A tournament has no free timing
 * whose legal set an implementation lists, but an organiser (pairings, results, drops,
 * standings, a top cut), so random play draws its setup from the vocabulary (a format, 2 to 16
 * fighters, rounds, scoring, a standings method; docs/engines/bushiroad-floor.md, "setup") and
 * plays the organiser: each round paired by the implementation (its `seating` drawn) or chosen
 * among the legal pairings it lists (a query), each table's result drawn with weight toward
 * the rarer outcomes (draws, time-ups, double and simultaneous losses, wins by default), a
 * fighter dropping now and then, the standings asked for between rounds and at the end, and a
 * top cut after a Swiss event. The tournament ends when the implementation says it is
 * finished. */
#include "play_games.h"
#include "probe.h"

#include <stdio.h>
#include <string.h>

static const char *pick(rng *r, const char *const *v, size_t n)
{
    return v[rng_below(r, n)];
}

json_t *play_floor_setup(rng *r)
{
    static const char *const formats[] = {"swiss", "swiss", "swiss", "double-elimination",
                                          "single-elimination"};
    const char *format = pick(r, formats, 5);
    size_t n = 2 + rng_below(r, rng_below(r, 4) == 0 ? 15 : 9);   /* 2–10, sometimes to 16 */
    json_t *fighters = json_array();
    for (size_t i = 0; i < n; i++) {
        char name[24];
        snprintf(name, sizeof name, "F%02zu", i + 1);
        json_array_append_new(fighters, json_string(name));
    }
    json_t *s = json_pack("{s:s, s:o}", "format", format, "fighters", fighters);
    if (strcmp(format, "swiss") == 0)
        json_object_set_new(s, "rounds", json_integer(1 + (json_int_t)rng_below(r, 5)));
    static const int scorings[3][3] = {{1, 0, 0}, {3, 0, 0}, {3, 1, 0}};
    const int *sc = scorings[rng_below(r, 3)];
    json_object_set_new(s, "scoring", json_pack("{s:i, s:i, s:i}", "win", sc[0], "draw", sc[1],
                                                "loss", sc[2]));
    if (rng_below(r, 3) == 0) {
        json_object_set_new(s, "standings", json_string("bushinavi"));
        json_object_set_new(s, "opponent_rate", json_boolean(rng_below(r, 3) != 0));
    }
    if (strcmp(format, "double-elimination") == 0)
        json_object_set_new(s, "top_places", json_integer(1 + (json_int_t)rng_below(r, 2)));
    if (rng_below(r, 4) == 0) {
        static const char *const denominators[] = {"opponent-rounds", "self-rounds",
                                                   "tournament-rounds"};
        static const char *const ranks[] = {"competition", "dense"};
        json_object_set_new(s, "params", json_pack("{s:s, s:s}", "bn_denominator",
                                                   pick(r, denominators, 3), "shared_rank",
                                                   pick(r, ranks, 2)));
    }
    return s;
}

/* Does `event` (a type) exist with `key` equal to `value` (or at all when value < 0)? */
static bool has_event(const json_t *obs, const char *type, const char *key, json_int_t value)
{
    size_t i;
    const json_t *e;
    json_array_foreach(json_object_get(obs, "events"), i, e) {
        const char *t = json_string_value(json_object_get(e, "type"));
        if (t && strcmp(t, type) == 0 &&
            (value < 0 || json_integer_value(json_object_get(e, key)) == value))
            return true;
    }
    return false;
}

static bool same_table(const json_t *a, const json_t *b)
{
    const json_t *a0 = json_array_get(a, 0), *a1 = json_array_get(a, 1);
    const json_t *b0 = json_array_get(b, 0), *b1 = json_array_get(b, 1);
    return (json_equal((json_t *)a0, (json_t *)b0) && json_equal((json_t *)a1, (json_t *)b1)) ||
           (json_equal((json_t *)a0, (json_t *)b1) && json_equal((json_t *)a1, (json_t *)b0));
}

/* The tables of round `round` without a result (a new array). */
static json_t *open_tables(const json_t *obs, json_int_t round)
{
    json_t *open = json_array();
    size_t i, j, k;
    const json_t *e, *t, *r;
    json_array_foreach(json_object_get(obs, "events"), i, e) {
        const char *type = json_string_value(json_object_get(e, "type"));
        if (!type || strcmp(type, "pairing") != 0 ||
            json_integer_value(json_object_get(e, "round")) != round)
            continue;
        json_array_foreach(json_object_get(e, "tables"), j, t) {
            bool done = false;
            json_array_foreach(json_object_get(obs, "events"), k, r) {
                const char *rt = json_string_value(json_object_get(r, "type"));
                if (rt && strcmp(rt, "result") == 0 &&
                    json_integer_value(json_object_get(r, "round")) == round &&
                    same_table(json_object_get(r, "table"), t))
                    done = true;
            }
            if (!done)
                json_array_append(open, (json_t *)t);
        }
    }
    return open;
}

/* The fighters still playing (neither dropped nor eliminated), in setup order. */
static json_t *playing(const json_t *setup, const json_t *state)
{
    json_t *out = json_array();
    size_t i;
    const json_t *name;
    json_array_foreach(json_object_get(setup, "fighters"), i, name) {
        const json_t *f = json_object_get(json_object_get(state, "fighters"),
                                          json_string_value(name));
        if (f && !json_is_true(json_object_get(f, "dropped")) &&
            !json_is_true(json_object_get(f, "eliminated")))
            json_array_append(out, (json_t *)name);
    }
    return out;
}

static json_t *result(const json_t *table, json_int_t round, rng *r)
{
    static const char *const outcomes[] = {"win", "win-by-default", "draw", "time-up",
                                           "double-loss", "simultaneous-loss"};
    static const unsigned weights[] = {8, 1, 2, 1, 1, 1};
    const char *o = outcomes[rng_weighted(r, weights, 6)];
    size_t first = rng_below(r, 2);
    json_t *a = json_pack("{s:s, s:I, s:[O, O], s:s}", "do", "result", "round", round, "table",
                          json_array_get(table, first), json_array_get(table, 1 - first),
                          "outcome", o);
    if (strcmp(o, "simultaneous-loss") == 0)
        json_object_set(a, "turn", json_array_get(table, rng_below(r, 2)));
    return a;
}

json_t *play_floor_next(const json_t *setup, const json_t *obs, const json_t *script, rng *r)
{
    const json_t *state = json_object_get(obs, "state");
    json_int_t round = json_integer_value(json_object_get(state, "round"));
    size_t n = json_array_size(script);
    const json_t *last = json_array_get(script, n ? n - 1 : 0);
    if (n && json_object_get(last, "query")) {   /* a pairing among the legal ones */
        const json_t *legal = probe_legal_at(obs, (long)n - 1);
        const json_t *p = json_array_get(legal, rng_below(r, json_array_size(legal)));
        if (p)
            return json_pack("{s:s, s:I, s:O, s:O}", "do", "pair", "round", round + 1, "tables",
                             json_object_get(p, "tables"), "bye", json_object_get(p, "bye"));
        return json_pack("{s:s, s:I}", "do", "pair", "round", round + 1);
    }
    const char *format = json_string_value(json_object_get(setup, "format"));
    bool swiss = strcmp(format, "swiss") == 0;
    bool ranked = strcmp(format, "single-elimination") != 0;   /* it has no standings */
    if (json_is_true(json_object_get(state, "finished"))) {
        if (ranked && !has_event(obs, "standings", "after_round", round))
            return json_pack("{s:s}", "do", "standings");
        if (swiss && !has_event(obs, "top-cut", NULL, -1) && rng_below(r, 2) == 0)
            return json_pack("{s:s, s:s, s:I}", "do", "top-cut", "method", "standings", "slots",
                             (json_int_t)(1 + rng_below(r, json_array_size(json_object_get(
                                                                setup, "fighters")))));
        return NULL;
    }
    json_t *open = open_tables(obs, round), *in = playing(setup, state);
    json_t *next;
    if (json_array_size(open)) {
        if (rng_below(r, 25) == 0 && json_array_size(in) > 1)
            next = json_pack("{s:s, s:O}", "do", "drop", "fighter",
                             json_array_get(in, rng_below(r, json_array_size(in))));
        else
            next = result(json_array_get(open, rng_below(r, json_array_size(open))), round, r);
    } else if (ranked && round > 0 && !has_event(obs, "standings", "after_round", round) &&
               rng_below(r, 2) == 0) {
        next = json_pack("{s:s}", "do", "standings");
    } else if (json_array_size(in) <= 10 && rng_below(r, 2) == 0) {
        next = json_pack("{s:s, s:I}", "query", "legal", "round", round + 1);
    } else {
        next = json_pack("{s:s, s:I}", "do", "pair", "round", round + 1);
    }
    json_decref(open);
    json_decref(in);
    return next;
}
