/* tcg_choice.c — a player's choices, answered by the game's answer hook or by the script's
 * `choose` entries: the options are offered (they appear in the observation when the script
 * gives no answer), the answer is checked against them and against the chooser named by the
 * entry's optional "by"; every answer, random outcomes included, is logged; the players in turn
 * from the turn player (tcg_choice.h). */
#include "tcg_int.h"

#include <stdlib.h>
#include <string.h>

static void log_answer(tcg_game *g, bool random, const char *kind, int by, const json_t *value)
{
    json_array_append_new(g->log, json_pack("{s:s, s:s, s:o, s:O}", "entry",
                                            random ? "random" : "choose", "for", kind, "by",
                                            by >= 0 ? json_string(g->player_names[by])
                                                    : json_null(),
                                            "value", (json_t *)value));
}

int tcg_answer(tcg_game *g, bool random, const char *kind, int by, json_t *options,
               const json_t **value)
{
    const json_t *v = NULL;
    if (g->hooks.answer) {
        int st = g->hooks.answer(g, random, kind, &v);
        if (st != TCG_OK || v) {
            json_decref(options);
            if (st == TCG_OK) {
                log_answer(g, random, kind, by, v);
                *value = v;
            }
            return st;
        }
    }
    v = random ? eng_random(g->run, kind, options) : eng_choose(g->run, kind, options);
    if (!v)
        return TCG_STOP;
    if (!random) {
        const json_t *e = eng_answer_entry(g->run);
        const json_t *who = e ? json_object_get(e, "by") : NULL;
        if (who && (!json_is_string(who) || by < 0 ||
                    strcmp(json_string_value(who), g->player_names[by]) != 0))
            return eng_error(g->run, "the choice \"%s\" is %s's to make, the script says "
                             "\"by\": %s", kind, by >= 0 ? g->player_names[by] : "nobody",
                             json_is_string(who) ? json_string_value(who) : "(not a player)");
    }
    log_answer(g, random, kind, by, v);
    *value = v;
    return TCG_OK;
}

const json_t *tcg_log(const tcg_game *g)
{
    return g->log;
}

size_t tcg_log_size(const tcg_game *g)
{
    return json_array_size(g->log);
}

unsigned tcg_log_choosers(const tcg_game *g, size_t from, size_t to)
{
    unsigned who = 0;
    for (size_t i = from; i < to && i < json_array_size(g->log); i++) {
        const json_t *e = json_array_get(g->log, i);
        if (strcmp(json_string_value(json_object_get(e, "entry")), "choose") != 0)
            continue;
        int p = tcg_player_index(g, json_string_value(json_object_get(e, "by")));
        if (p >= 0)
            who |= 1u << p;
    }
    return who;
}

size_t tcg_players_from(const tcg_game *g, int first, int *out)
{
    for (int k = 0; k < g->nplayers; k++)
        out[k] = (first + k) % g->nplayers;
    return (size_t)g->nplayers;
}

int tcg_choose(tcg_game *g, const char *kind, int by, json_t *options, const json_t **answer)
{
    return tcg_answer(g, false, kind, by, options, answer);
}

static long index_of_id(const tcg_game *g, const int *cands, size_t n, const char *id)
{
    for (size_t k = 0; id && k < n; k++)
        if (strcmp(g->cards[cands[k]].id, id) == 0)
            return (long)k;
    return -1;
}

int tcg_choose_cards(tcg_game *g, const char *kind, int by, const int *cands, size_t n,
                     size_t min, size_t max, int *out, size_t *nout)
{
    const json_t *v;
    TCG_TRY(tcg_choose(g, kind, by, tcg_ids_json(g, cands, n), &v));
    if (!json_is_array(v))
        return eng_error(g->run, "choose \"%s\": the answer must be an array of card ids", kind);
    size_t m = json_array_size(v);
    if (m < min || m > max)
        return eng_error(g->run, "choose \"%s\": %zu cards chosen, between %zu and %zu expected",
                         kind, m, min, max);
    bool *seen = xcalloc(n, sizeof *seen);
    for (size_t i = 0; i < m; i++) {
        const char *id = json_string_value(json_array_get(v, i));
        long k = index_of_id(g, cands, n, id);
        if (k < 0 || seen[k]) {
            free(seen);
            return eng_error(g->run, "choose \"%s\": %s is %s", kind, id ? id : "a non-string",
                             k < 0 ? "not one of the options" : "chosen twice");
        }
        seen[k] = true;
        out[i] = cands[k];
    }
    free(seen);
    *nout = m;
    return TCG_OK;
}

int tcg_choose_card(tcg_game *g, const char *kind, int by, const int *cands, size_t n,
                    bool allow_none, int *out)
{
    json_t *options = tcg_ids_json(g, cands, n);
    if (allow_none)
        json_array_append_new(options, json_null());
    const json_t *v;
    TCG_TRY(tcg_choose(g, kind, by, options, &v));
    if (json_is_null(v) && allow_none) {
        *out = -1;
        return TCG_OK;
    }
    long k = index_of_id(g, cands, n, json_string_value(v));
    if (k < 0)
        return eng_error(g->run, "choose \"%s\": the answer must be one of the offered card ids%s",
                         kind, allow_none ? " or null" : "");
    *out = cands[k];
    return TCG_OK;
}

int tcg_choose_bool(tcg_game *g, const char *kind, int by, bool *out)
{
    const json_t *v;
    TCG_TRY(tcg_choose(g, kind, by, json_pack("[b, b]", 1, 0), &v));
    if (!json_is_boolean(v))
        return eng_error(g->run, "choose \"%s\": the answer must be true or false", kind);
    *out = json_is_true(v);
    return TCG_OK;
}

int tcg_choose_int(tcg_game *g, const char *kind, int by, long min, long max, long *out)
{
    const json_t *v;
    json_t *options = max >= 0 ? json_pack("{s:I, s:I}", "min", (json_int_t)min, "max",
                                           (json_int_t)max)
                               : json_pack("{s:I}", "min", (json_int_t)min);
    TCG_TRY(tcg_choose(g, kind, by, options, &v));
    if (!json_is_integer(v) || json_integer_value(v) < min ||
        (max >= 0 && json_integer_value(v) > max))
        return eng_error(g->run, "choose \"%s\": the answer must be an integer from %ld%s", kind,
                         min, max >= 0 ? " up to the maximum offered" : "");
    *out = (long)json_integer_value(v);
    return TCG_OK;
}
