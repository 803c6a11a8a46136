/* game.c — one random game (game.h). */
#include "game.h"

#include <stdio.h>
#include <string.h>

/* The answer to `pending`; `attempt` counts the answers to it refused before (a subset then
 * takes 0, 1, 2 … options, the size the rules want being unknown to the player). */
static json_t *answer_value(const play_game *g, const json_t *pending, int attempt, rng *r)
{
    const json_t *options = json_object_get(pending, "options");
    const char *kind = json_string_value(json_object_get(pending, "for"));
    if (json_is_object(options)) {   /* an integer from "min" up to "max" */
        json_int_t lo = json_integer_value(json_object_get(options, "min"));
        const json_t *max = json_object_get(options, "max");
        json_int_t hi = max ? json_integer_value(max) : lo + 2;
        return json_integer(lo + (json_int_t)rng_below(r, (size_t)(hi >= lo ? hi - lo + 1 : 1)));
    }
    size_t n = json_array_size(options);
    if (!json_is_array(options) || n == 0)
        return json_false();
    switch (play_game_shape(g, kind)) {
    case SHAPE_ORDER:
        return play_draw_subset(options, n, r);
    case SHAPE_SUBSET:
        return play_draw_subset(options, play_subset_size(n, attempt, r), r);
    case SHAPE_SINGLE:
        return play_draw_subset(options, 1, r);
    case SHAPE_ONE:
        break;
    }
    return json_incref(json_array_get(options, rng_below(r, n)));
}

json_t *game_answer(const play_game *g, const json_t *setup, const json_t *obs, int attempt,
                    rng *r)
{
    const json_t *pending = json_object_get(obs, "pending");
    const char *kind = json_string_value(json_object_get(pending, "kind"));
    const char *what = json_string_value(json_object_get(pending, "for"));
    json_t *value = g->answer && !(kind && strcmp(kind, "random") == 0)
                        ? g->answer(pending, setup, obs, attempt, r) : NULL;
    return json_pack("{s:o, s:s}", kind && strcmp(kind, "random") == 0 ? "random" : "choose",
                     value ? value : answer_value(g, pending, attempt, r), "for",
                     what ? what : "");
}

/* An action of `legal`, those of the plain list weighing 1, the others 4. */
static json_t *draw_action(const play_game *g, const json_t *legal, rng *r)
{
    size_t n = json_array_size(legal);
    unsigned w[256];
    if (n > sizeof w / sizeof *w)
        n = sizeof w / sizeof *w;
    for (size_t i = 0; i < n; i++) {
        const char *d = json_string_value(json_object_get(json_array_get(legal, i), "do"));
        w[i] = play_game_listed(g->plain_actions, d) ? 1 : 4;
    }
    return json_deep_copy(json_array_get(legal, rng_weighted(r, w, n)));
}

static json_t *with_query(const json_t *script)
{
    json_t *s = json_copy((json_t *)script);
    json_array_append_new(s, json_pack("{s:s}", "query", "legal"));
    return s;
}

/* Take out the queries of the decisions before: the next probe asks for the legal set once
 * more, and checks the action drawn from the last one (each pair is checked in its turn, and
 * each replay of the game costs no more legal sets than the one it asks for). */
static void strip_queries(json_t *script)
{
    for (size_t i = json_array_size(script); i-- > 0;)
        if (json_object_get(json_array_get(script, i), "query"))
            json_array_remove(script, i);
}

static void keep_observations(game_result *out, const probe *p)
{
    out->observations = json_array();
    for (size_t k = 0; k < p->n; k++) {
        const json_t *o = probe_observation(p, k);
        json_array_append_new(out->observations, o ? json_incref((json_t *)o) : json_null());
    }
}

static void no_end(game_result *out, const game_limits *lim, size_t at)
{
    out->has_finding = true;
    snprintf(out->f.kind, sizeof out->f.kind, "no-end");
    snprintf(out->f.message, sizeof out->f.message,
             "the game did not end within %ld script entries", lim->max_steps);
    snprintf(out->f.signature, sizeof out->f.signature, "no-end");
    out->f.step = (long)at;
}

static bool is_answer(const json_t *e)
{
    return json_object_get(e, "choose") || json_object_get(e, "random");
}

void game_play(const play_game *g, play_sides *s, const json_t *setup, rng *r,
               const game_limits *lim, game_result *out)
{
    memset(out, 0, sizeof *out);
    out->applied = json_object();
    json_t *script = json_array(), *asked = NULL;   /* the observation of the last choice */
    int tries = 0;
    for (;;) {
        json_t *probed = g->organise ? json_incref(script) : with_query(script);
        probe p;
        probe_run(s, g->doc, setup, probed, &p);
        for (size_t k = 0; k < p.n && !out->discarded; k++)
            if (p.out[k].status == DRV_SKIPPED) {
                out->discarded = true;
                snprintf(out->why, sizeof out->why, "%s skipped the game: %s", s->label[k],
                         p.out[k].message ? p.out[k].message : "no reason given");
            }
        if (out->discarded) {
        } else if (finding_check(g, s, setup, probed, &p, &out->f)) {
            out->has_finding = true;
            keep_observations(out, &p);
            json_decref(script);
            script = json_incref(probed);
        }
        const json_t *obs = probe_observation(&p, 0);
        json_decref(out->trace);
        out->trace = obs ? json_incref(json_object_get(obs, "trace")) : NULL;
        size_t ti;
        const json_t *id;
        json_array_foreach(out->trace, ti, id)
            if (json_is_string(id))
                json_object_set_new(out->applied, json_string_value(id), json_true());
        const json_t *pending = json_object_get(obs, "pending");
        const json_t *result = json_object_get(json_object_get(obs, "state"), "result");
        size_t at = json_array_size(script);
        if (out->has_finding || out->discarded) {
        } else if (json_object_get(obs, "error")) {
            const char *e = json_string_value(json_object_get(obs, "error"));
            if (at && is_answer(json_array_get(script, at - 1)) && asked &&
                tries < lim->answer_tries) {
                tries++;
                json_array_remove(script, at - 1);
                json_array_append_new(script, game_answer(g, setup, asked, tries, r));
                json_decref(probed);
                probe_free(&p);
                continue;
            }
            out->discarded = true;
            snprintf(out->why, sizeof out->why, "%s: %s",
                     !at ? "the setup was refused"
                         : is_answer(json_array_get(script, at - 1)) ? "an answer was refused"
                                                                     : "an action was refused",
                     e ? e : "");
        } else if (pending && !json_is_null(pending) &&
                   json_integer_value(json_object_get(pending, "step")) != (json_int_t)at) {
            /* every entry before `at` was read when this script was played before */
            out->has_finding = true;
            snprintf(out->f.kind, sizeof out->f.kind, "replay");
            snprintf(out->f.signature, sizeof out->f.signature, "replay");
            snprintf(out->f.message, sizeof out->f.message,
                     "%s asks for a \"%s\" at step %lld of a script it played to step %zu before",
                     s->label[0], json_string_value(json_object_get(pending, "for")),
                     (long long)json_integer_value(json_object_get(pending, "step")), at);
            out->f.step = (long)json_integer_value(json_object_get(pending, "step"));
            keep_observations(out, &p);
        } else if (pending && !json_is_null(pending) && (long)at + 1 > lim->max_steps) {
            no_end(out, lim, at);
        } else if (pending && !json_is_null(pending)) {
            json_decref(asked);
            asked = json_incref((json_t *)obs);
            tries = 0;
            json_array_append_new(script, game_answer(g, setup, obs, 0, r));
            out->decisions++;
        } else if (g->organise) {
            json_t *next = g->organise(setup, obs, script, r);
            if (!next) {
                out->ended = true;
            } else if ((long)at + 2 > lim->max_steps) {
                json_decref(next);
                no_end(out, lim, at);
            } else {
                json_array_append_new(script, next);
                out->decisions++;
            }
        } else if (result && !json_is_null(result)) {
            out->ended = true;
        } else {
            const json_t *legal = probe_legal_at(obs, (long)at);
            if (!legal && at == 0) {
                out->discarded = true;   /* e.g. a deck check the setup fails: no game */
                snprintf(out->why, sizeof out->why, "the setup starts no game: %s neither "
                         "ends it, asks for a choice nor answers the first query", s->label[0]);
            } else if (!legal || json_array_size(legal) == 0) {
                out->has_finding = true;
                snprintf(out->f.kind, sizeof out->f.kind, "stuck");
                snprintf(out->f.signature, sizeof out->f.signature, "stuck");
                snprintf(out->f.message, sizeof out->f.message,
                         "%s: the game has no result, asks for no choice and %s at step %zu",
                         s->label[0], legal ? "offers no action" : "answers no query", at);
                out->f.step = (long)at;
                keep_observations(out, &p);
                json_decref(script);
                script = json_incref(probed);
            } else if ((long)at + 2 > lim->max_steps) {
                no_end(out, lim, at);
            } else {
                json_t *action = draw_action(g, legal, r);
                if (g->complete)
                    g->complete(action, setup, json_object_get(obs, "state"), r);
                strip_queries(script);
                json_array_append_new(script, json_pack("{s:s}", "query", "legal"));
                json_array_append_new(script, action);
                out->decisions++;
                tries = 0;
            }
        }
        json_decref(probed);
        probe_free(&p);
        if (out->has_finding || out->ended || out->discarded)
            break;
    }
    json_decref(asked);
    out->script = script;
}

void game_result_free(game_result *res)
{
    json_decref(res->script);
    json_decref(res->observations);
    json_decref(res->trace);
    json_decref(res->applied);
    memset(res, 0, sizeof *res);
}
