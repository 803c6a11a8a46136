/* tcg_random.c — orders taken from the script: a shuffle's outcome (a `random` entry whose
 * value is the zone's new order, top first) and any order a player decides, each checked to be
 * a permutation of the cards concerned (tcg.h). */
#include "tcg.h"

#include <stdlib.h>
#include <string.h>

int tcg_ask_order(tcg_game *g, bool random, const char *kind, int by, const int *cards, size_t n,
                  int *out)
{
    json_t *options = tcg_ids_json(g, cards, n);
    const json_t *v = NULL;
    TCG_TRY(tcg_answer(g, random, kind, random ? -1 : by, options, &v));
    if (!json_is_array(v) || json_array_size(v) != n)
        return eng_error(g->run, "%s \"%s\": the value must be a permutation of the %zu cards "
                         "concerned", random ? "random" : "choose", kind, n);
    bool *seen = xcalloc(n, sizeof *seen);
    for (size_t i = 0; i < n; i++) {
        const char *id = json_string_value(json_array_get(v, i));
        size_t k = 0;
        while (k < n && !(id && strcmp(g->cards[cards[k]].id, id) == 0))
            k++;
        if (k == n || seen[k]) {
            free(seen);
            return eng_error(g->run, "%s \"%s\": the value must be a permutation of the %zu cards "
                             "concerned (%s is %s)", random ? "random" : "choose", kind, n,
                             id ? id : "a non-string", k == n ? "not one of them" : "repeated");
        }
        seen[k] = true;
        out[i] = cards[k];
    }
    free(seen);
    return TCG_OK;
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
