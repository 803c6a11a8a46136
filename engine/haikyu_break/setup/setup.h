/* setup.h — the cards' details (ch. 2) read from a case, the setup (the start, the zones, the
 * guts, the effects already applying), the deck check and the pre-game (ch. 4), the observed
 * state and its view (docs/engines/haikyu-break.md, "setup" and "Observation"). */
#ifndef HB_SETUP_H
#define HB_SETUP_H

#include "engine/haikyu_break/hb.h"
#include "engine/haikyu_break/zones/zones.h"

/* Where the run begins (setup.start). */
typedef struct hb_start {
    hb_phase at;                /* HB_PH_PREGAME, or the phase whose ① begins the run */
    long turn, set;
    int player;
    hb_route route;
} hb_start;

/* cards.c: a card's information from setup.cards[id] (2-2 … 2-18); the words of the tables of
 * chapter 11. */
int hb_read_card(hb_game *g, int card, const json_t *info, const char *what);
bool hb_table_word(int attr, const char *word);
bool hb_staff_position(const char *word);

/* load.c: the setup, strictly (unknown keys, ids, places). */
int hb_load(hb_game *g, const json_t *setup, hb_start *start);

/* deck.c: 4-1-2 for one player's deck (a `deck-check` event); the pre-game steps 4-2-1-2 …
 * 4-2-1-6: the first server. */
bool hb_deck_check(hb_game *g, int player);
int hb_pregame(hb_game *g, int *first_server);

/* state.c: the observed state and the view (3-1-3, 3-1-4). */
json_t *hb_state_json(hb_game *g);
json_t *hb_view_json(hb_game *g);

#endif
