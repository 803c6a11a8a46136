/* setup.h — a lycee case in and out: the cards' information read strictly from the setup
 * (0200–0250: types, names, attributes, costs, values, abilities), what a rule reads of them
 * (names alike, 0211; the card number, 1200), the setup of the zones and of what already
 * applies (setup/load.c), the deck construction conditions (0110, setup/deck.c), and the state
 * the run reports with its view (setup/state.c). */
#ifndef LY_SETUP_H
#define LY_SETUP_H

#include "engine/lycee/ly.h"

/* --- cards.c: card information (0200–0250) --------------------------------------------------- */
int ly_cards_read(ly_game *g, const json_t *cards);
void ly_cards_free(ly_game *g);
/* A cost array (0710–0714) read strictly; `what` names it in errors. */
int ly_cost_read(ly_game *g, const json_t *v, const char *what, ly_cost *out);
/* An ability or a basic ability read strictly (abilities gained by an effect too). */
int ly_ability_read(ly_game *g, const json_t *v, const char *what, int type, ly_ability *out);
int ly_basic_read(ly_game *g, const json_t *v, const char *what, ly_basic *out);
void ly_ability_free(ly_ability *a);
int ly_attr_index(const char *name);
int ly_field_index(const char *name);          /* "AF-left" … 0..5, -1 */
/* 0211/同名(同カード名): two characters of the same name (name and subname alike; an alias
 * counts, 0210/特別処理), two other cards of the same card name. */
bool ly_same_name(const ly_game *g, int a, int b);
/* 0221: the same キャラクター名, the same サブネーム. */
bool ly_same_char_name(const ly_game *g, int a, int b);
/* 1200: the card number without the letters after its last digit (LY-NUMBER-LETTERS), in buf. */
const char *ly_number_key(const ly_game *g, int card, char *buf, size_t size);
/* The card has タイプ `type`. */
bool ly_has_type(const ly_game *g, int card, const char *type);

/* --- load.c: the setup ------------------------------------------------------------------------- */
enum { LY_START_PREGAME, LY_START_TURN, LY_START_MAIN, LY_START_END };
int ly_load(ly_game *g, const json_t *setup, int *start_at);

/* --- deck.c: the deck construction (0110) ------------------------------------------------------ */
/* The clauses of 0110 the player's deck breaks, in document order, appended to `rules`. */
void ly_deck_check(ly_game *g, int player, json_t *rules);
/* A construction restriction's filter read strictly. */
int ly_check_construction(ly_game *g, const json_t *filter, const char *what);

/* --- state.c: the observation ------------------------------------------------------------------ */
json_t *ly_state_json(ly_game *g);
json_t *ly_view_json(ly_game *g);

#endif
