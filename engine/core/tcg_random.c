/* tcg_random.c — orders and random outcomes from the script: an order of cards (a shuffle's
 * outcome, top first, or an order a player decides) and of named options, each a permutation
 * of what is concerned; a player at random (tcg_choice.h). */
#include "tcg_int.h"

#include <stdlib.h>
#include <string.h>

/* The option named s among n strings. */
typedef struct named {
    const char *const *names;
    size_t n;
} named;

static int find_named(const char *s, void *ud)
{
    const named *o = ud;
    for (size_t k = 0; k < o->n; k++)
        if (strcmp(o->names[k], s) == 0)
            return (int)k;
    return -1;
}

/* v as an order of names[0..n), out[i] the index of the i-th. */
static int read_order(tcg_game *g, bool random, const char *kind, const json_t *v,
                      const char *const *names, size_t n, int *out)
{
    char what[96];
    eng_format(what, sizeof what, "%s \"%s\"", random ? "random" : "choose", kind);
    named o = {names, n};
    return eng_read_order(g->run, v, n, what, find_named, &o, out);
}

int tcg_ask_order(tcg_game *g, bool random, const char *kind, int by, const int *cards, size_t n,
                  int *out)
{
    const json_t *v = NULL;
    TCG_TRY(tcg_answer(g, random, kind, random ? -1 : by, tcg_ids_json(g, cards, n), &v));
    const char **ids = xmalloc((n ? n : 1) * sizeof *ids);
    int *idx = xmalloc((n ? n : 1) * sizeof *idx);
    for (size_t i = 0; i < n; i++)
        ids[i] = g->cards[cards[i]].id;
    int st = read_order(g, random, kind, v, ids, n, idx);
    for (size_t i = 0; st == TCG_OK && i < n; i++)
        out[i] = cards[idx[i]];
    free(idx);
    free(ids);
    return st;
}

static json_t *names_json(const char *const *names, size_t n)
{
    json_t *a = json_array();
    for (size_t i = 0; i < n; i++)
        json_array_append_new(a, json_string(names[i]));
    return a;
}

int tcg_choose_order(tcg_game *g, const char *kind, int by, const char *const *names, size_t n,
                     int *out)
{
    const json_t *v;
    TCG_TRY(tcg_choose(g, kind, by, names_json(names, n), &v));
    return read_order(g, false, kind, v, names, n, out);
}

int tcg_choose_name(tcg_game *g, const char *kind, int by, const char *const *names, size_t n,
                    int *out)
{
    const json_t *v;
    TCG_TRY(tcg_choose(g, kind, by, names_json(names, n), &v));
    const char *s = json_string_value(v);
    named o = {names, n};
    int k = s ? find_named(s, &o) : -1;
    if (k < 0)
        return eng_error(g->run, "choose \"%s\": the answer must be one of the options", kind);
    *out = k;
    return TCG_OK;
}

int tcg_random_player(tcg_game *g, const char *kind, int *out)
{
    const json_t *v;
    TCG_TRY(tcg_answer(g, true, kind, -1, names_json(g->player_names, (size_t)g->nplayers), &v));
    char what[96];
    eng_format(what, sizeof what, "random \"%s\"", kind);
    return tcg_get_player(g, v, what, out);
}

int tcg_shuffle(tcg_game *g, int player, int zone)
{
    tcg_list *l = tcg_zone(g, player, zone);
    int *order = xmalloc((l->n ? l->n : 1) * sizeof *order);
    int st = tcg_ask_order(g, true, "shuffle", player, l->v, l->n, order);
    if (st == TCG_OK) {
        memcpy(l->v, order, l->n * sizeof *order);
        eng_event(g->run, "shuffle", json_pack("{s:s, s:s}", "player", g->player_names[player],
                                                "zone", g->zones[zone].name));
    }
    free(order);
    return st;
}
