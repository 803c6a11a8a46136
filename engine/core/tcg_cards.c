/* tcg_cards.c — the card table: cards in the order the case defines them, found by their case
 * id (names.h), their ids as shared JSON strings, the players by name, and the strict reading
 * of a card id or a player name (tcg_cards.h). */
#include "tcg_int.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int tcg_add_card(tcg_game *g, const char *id)
{
    int k = eng_names_add(&g->ids, id, NULL);
    if (k < 0)
        return -1;
    TCG_GROW(g->cards, g->ncards, g->cap_cards, 64);
    g->cards[g->ncards++] = (tcg_card){.id = id, .owner = -1, .player = -1,
                                       .zone = TCG_NOWHERE, .host = -1};
    return k;
}

void tcg_cards_free(tcg_game *g)
{
    for (size_t i = 0; i < g->ncards; i++) {
        json_decref(g->cards[i].id_json);
        tcg_list_free(&g->cards[i].attached);
    }
    free(g->cards);
    eng_names_free(&g->ids);
}

int tcg_find(const tcg_game *g, const char *id)
{
    return eng_names_find(&g->ids, id);
}

const char *tcg_id(const tcg_game *g, int card)
{
    return card >= 0 && (size_t)card < g->ncards ? g->cards[card].id : "?";
}

json_t *tcg_id_json(tcg_game *g, int card)
{
    tcg_card *c = &g->cards[card];
    if (!c->id_json)
        c->id_json = json_string(c->id);
    return json_incref(c->id_json);
}

json_t *tcg_ids_json(tcg_game *g, const int *cards, size_t n)
{
    json_t *a = json_array();
    for (size_t i = 0; i < n; i++)
        json_array_append_new(a, tcg_id_json(g, cards[i]));
    return a;
}

json_t *tcg_list_json(tcg_game *g, const tcg_list *l)
{
    return tcg_ids_json(g, l->v, l->n);
}

int tcg_player_index(const tcg_game *g, const char *name)
{
    if (!name)
        return -1;
    for (int i = 0; i < g->nplayers; i++)
        if (strcmp(g->player_names[i], name) == 0)
            return i;
    return -1;
}

int tcg_get_card(tcg_game *g, const json_t *v, const char *what, int *out)
{
    if (!json_is_string(v))
        return eng_error(g->run, "%s: a card id (string) is expected", what);
    int k = tcg_find(g, json_string_value(v));
    if (k < 0)
        return eng_error(g->run, "%s: unknown card \"%s\"", what, json_string_value(v));
    *out = k;
    return TCG_OK;
}

int tcg_get_player(tcg_game *g, const json_t *v, const char *what, int *out)
{
    int k = tcg_player_index(g, json_string_value(v));
    if (k >= 0) {
        *out = k;
        return TCG_OK;
    }
    char names[128] = "";
    size_t used = 0;
    for (int i = 0; i < g->nplayers && used < sizeof names; i++)
        used += (size_t)snprintf(names + used, sizeof names - used, "%s\"%s\"",
                                 i == 0 ? "" : i + 1 == g->nplayers ? " or " : ", ",
                                 g->player_names[i]);
    return eng_error(g->run, "%s: a player (%s) is expected", what, names);
}
