/* tcg_cards.h — the card table of a card game: every card of the case, found by its case id
 * (names.h), with where it is (a player's zone, or attached to another card), its owner, its
 * incarnation (a moved card is a new card: the game says when, by bumping `inc`) and the players
 * who see its face whatever its zone's rule (tcg_view.h); the players by name; the ids as
 * shared JSON strings; the strict reading of a card id or a player name in a case. */
#ifndef ENGINE_CORE_TCG_CARDS_H
#define ENGINE_CORE_TCG_CARDS_H

#include "tcg_base.h"
#include "tcg_list.h"

typedef struct tcg_card {
    const char *id;          /* the case's id (borrowed from the setup) */
    json_t *id_json;         /* the id as a JSON string, made on first use and shared */
    int owner;               /* player index, -1 until the game sets it */
    int player, zone, slot;  /* where it is; zone TCG_NOWHERE (player -1) when in none, as an
                                attached card is */
    int host;                /* the card it is attached to (under), -1 */
    tcg_list attached;       /* the cards attached to it, nearest first */
    unsigned inc;            /* incarnation: the game bumps it when the card becomes a new card */
    unsigned shown, hidden;  /* players (bit p) who see / do not see its face whatever its
                                zone's rule; cleared when it moves */
} tcg_card;

/* Add a card with case id `id` (borrowed); its index, or -1 when the id is taken. */
int tcg_add_card(tcg_game *g, const char *id);
/* The index of the card with case id `id`, -1 when none. */
int tcg_find(const tcg_game *g, const char *id);
const char *tcg_id(const tcg_game *g, int card);
/* A new reference to the card's id as a JSON string, one per card and run: observations share
 * it instead of copying the id into every event and zone listing. */
json_t *tcg_id_json(tcg_game *g, int card);
/* The ids of cards[0..n) as a new JSON array. */
json_t *tcg_ids_json(tcg_game *g, const int *cards, size_t n);
json_t *tcg_list_json(tcg_game *g, const tcg_list *l);
/* The index of the player called `name`, -1 when none. */
int tcg_player_index(const tcg_game *g, const char *name);
/* A card id string of the case: *out its index (else a case error naming `what`). */
int tcg_get_card(tcg_game *g, const json_t *v, const char *what, int *out);
/* A player's name: *out its index. */
int tcg_get_player(tcg_game *g, const json_t *v, const char *what, int *out);

#endif
