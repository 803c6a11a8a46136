/* tcg_cards.c — the card table of a card game: cards in the order the case defines them, found
 * by their case id through an open-addressing hash table (tcg.h). */
#include "tcg.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

static uint64_t hash_id(const char *s)
{
    uint64_t h = 1469598103934665603ull;  /* FNV-1a */
    for (; *s; s++) {
        h ^= (unsigned char)*s;
        h *= 1099511628211ull;
    }
    return h;
}

static void map_put(tcg_idmap *m, const tcg_card *cards, int index)
{
    size_t mask = m->cap - 1;
    for (size_t i = (size_t)hash_id(cards[index].id) & mask;; i = (i + 1) & mask)
        if (m->slot[i] == 0) {
            m->slot[i] = index + 1;
            return;
        }
}

static void map_grow(tcg_game *g)
{
    size_t cap = g->map.cap ? g->map.cap * 2 : 64;
    free(g->map.slot);
    g->map.slot = xcalloc(cap, sizeof *g->map.slot);
    g->map.cap = cap;
    for (size_t i = 0; i < g->ncards; i++)
        map_put(&g->map, g->cards, (int)i);
}

void tcg_init(tcg_game *g, eng_run *run, const char *const *players, int nplayers,
              const tcg_zone_kind *zones, int nzones)
{
    memset(g, 0, sizeof *g);
    g->run = run;
    g->player_names = players;
    g->nplayers = nplayers;
    g->zones = zones;
    g->nzones = nzones;
    g->zone_lists = xcalloc((size_t)(nplayers * nzones), sizeof *g->zone_lists);
    g->zone_labels = xcalloc((size_t)(nplayers * nzones + 1), sizeof *g->zone_labels);
    g->log = json_array();
    g->replay = json_array();
}

void tcg_free(tcg_game *g)
{
    for (int i = 0; i < g->nplayers * g->nzones; i++)
        tcg_list_free(&g->zone_lists[i]);
    free(g->zone_lists);
    for (int i = 0; i <= g->nplayers * g->nzones; i++)
        json_decref(g->zone_labels[i]);
    free(g->zone_labels);
    for (size_t i = 0; i < g->ncards; i++)
        json_decref(g->cards[i].id_json);
    free(g->cards);
    free(g->map.slot);
    json_decref(g->log);
    json_decref(g->replay);
    memset(g, 0, sizeof *g);
}

int tcg_find(const tcg_game *g, const char *id)
{
    if (!id || g->map.cap == 0)
        return -1;
    size_t mask = g->map.cap - 1;
    for (size_t i = (size_t)hash_id(id) & mask; g->map.slot[i]; i = (i + 1) & mask) {
        int k = g->map.slot[i] - 1;
        if (strcmp(g->cards[k].id, id) == 0)
            return k;
    }
    return -1;
}

int tcg_add_card(tcg_game *g, const char *id)
{
    if (tcg_find(g, id) >= 0)
        return -1;
    if (g->ncards == g->cap_cards) {
        g->cap_cards = g->cap_cards ? 2 * g->cap_cards : 64;
        g->cards = xrealloc(g->cards, g->cap_cards * sizeof *g->cards);
    }
    int k = (int)g->ncards++;
    g->cards[k] = (tcg_card){.id = id, .owner = -1, .player = -1, .zone = TCG_NOWHERE};
    if (2 * g->ncards > g->map.cap)
        map_grow(g);  /* rehashes every card, this one included */
    else
        map_put(&g->map, g->cards, k);
    return k;
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

const char *tcg_id(const tcg_game *g, int card)
{
    return card >= 0 && (size_t)card < g->ncards ? g->cards[card].id : "?";
}
