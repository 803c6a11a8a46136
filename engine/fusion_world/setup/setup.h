/* setup.h — a fusion-world case in and out: the cards' details read strictly from the setup and
 * the information a rule or a skill reads from them (ch. 2), the setup of the zones and of what
 * already applies (setup/load.c), the deck construction conditions (6-2-1-1), and the state the
 * run reports with its view (setup/state.c). */
#ifndef FW_SETUP_H
#define FW_SETUP_H

#include "engine/fusion_world/fw.h"
#include "util/strbuf.h"

/* --- cards.c: card information (ch. 2) ------------------------------------------------------- */
int fw_cards_read(fw_game *g, const json_t *cards);
/* Every card id an action of the script names ("card", "target") is a card of setup.cards: an
 * error for each that is not, before anything is played. */
int fw_script_cards(fw_game *g, const json_t *script);
const fw_face *fw_face_of(const fw_game *g, int card);
/* 2-3-1-1, 2-3-3: the card's name, or one of its "/"-separated names, is exactly `name`. */
bool fw_name_matches(const fw_game *g, int card, const char *name);
int fw_color_index(const char *name);
/* The cost as a skill reads it (1-2-5). */
long fw_cost_value(fw_game *g, int card);
/* The total cost to pay and the specified costs (1-2-2-1, 1-2-3). */
void fw_cost_to_pay(fw_game *g, int card, long *total, long spec[FW_NCOLORS]);
/* The skills of the card's face plus the skills gained (13-16); *n their count. */
const fw_skill *fw_skill_at(fw_game *g, int card, int index);
size_t fw_skill_count(fw_game *g, int card);

/* --- load.c: the setup ----------------------------------------------------------------------- */
int fw_load(fw_game *g, const json_t *setup, int *start_at);
enum { FW_START_PREGAME, FW_START_CHARGE, FW_START_MAIN, FW_START_END };

/* --- deck.c: the deck construction conditions (6-2-1-1) -------------------------------------- */
/* 6-2-1-1: the clauses the player's deck violates (in document order) into rules. */
void fw_deck_check(fw_game *g, int player, json_t *rules);

/* --- state.c: the observation ---------------------------------------------------------------- */
json_t *fw_state_json(fw_game *g);
/* The same state appended to b as bytes: equal bytes exactly when the states are equal (the
 * same calls of fw_power as fw_state_json). */
void fw_state_key(fw_game *g, strbuf *b);
/* v appended to b as the bytes of a long. */
void fw_key_put(strbuf *b, long v);
/* The state's `view` (what each player sees, the counts of cards): the end of a run only. */
json_t *fw_view_json(fw_game *g);

#endif
