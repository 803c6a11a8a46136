/* tcg_choice.h — the decisions the script makes: a player's choices (`choose` entries: the
 * options appear in the observation when the script gives no answer, the answer is checked
 * against them and against the chooser the entry's optional "by" names), random outcomes
 * (`random` entries: shuffles, a random player, orders), the turn player first when players
 * decide in turn (FW 0-2-7, haikyu 0-2-7, nivel 1.3.5.1, lycee 0500). Every answer is logged as
 * {"entry", "for", "by", "value"}; the game's `answer` hook may give answers before the script
 * does (FW 16-1: a loop's repetitions played again with the answers of its first pass). */
#ifndef ENGINE_CORE_TCG_CHOICE_H
#define ENGINE_CORE_TCG_CHOICE_H

#include "tcg_base.h"

/* The answer to a choice (`random` false) or a random outcome of `kind` by player `by` (-1:
 * nobody), offered `options` (stolen): from the game's answer hook, else the script. */
int tcg_answer(tcg_game *g, bool random, const char *kind, int by, json_t *options,
               const json_t **value);
/* The answers given so far (a JSON array of the log's entries, in order). */
const json_t *tcg_log(const tcg_game *g);
size_t tcg_log_size(const tcg_game *g);
/* The players (bit i: player i) who answered a choice in log[from, to). */
unsigned tcg_log_choosers(const tcg_game *g, size_t from, size_t to);
/* The players in turn from `first` (the turn player first, 0-2-7): their number. */
size_t tcg_players_from(const tcg_game *g, int first, int *out);

/* Ask `by` for a choice of `kind` among `options` (stolen). */
int tcg_choose(tcg_game *g, const char *kind, int by, json_t *options, const json_t **answer);
/* Between min and max distinct cards among cands[0..n); the answer is an array of ids. `out`
 * holds n entries. */
int tcg_choose_cards(tcg_game *g, const char *kind, int by, const int *cands, size_t n,
                     size_t min, size_t max, int *out, size_t *nout);
/* A card id among cands, or null when `allow_none` (*out = -1). */
int tcg_choose_card(tcg_game *g, const char *kind, int by, const int *cands, size_t n,
                    bool allow_none, int *out);
int tcg_choose_bool(tcg_game *g, const char *kind, int by, bool *out);
/* One of the strings names[0..n) (the options), *out its index. */
int tcg_choose_name(tcg_game *g, const char *kind, int by, const char *const *names, size_t n,
                    int *out);
/* An integer in [min, max] (max < 0: no upper bound). */
int tcg_choose_int(tcg_game *g, const char *kind, int by, long min, long max, long *out);
/* An order of the strings names[0..n) (nivel 1.3.5: a player's simultaneous actions; lycee
 * 0500: the processes of one timing): the answer is a permutation of them; out[i] the index of
 * the i-th. */
int tcg_choose_order(tcg_game *g, const char *kind, int by, const char *const *names, size_t n,
                     int *out);

/* An order of cards[0..n) (a random entry of `kind` when `random`, else a choice by `by`): a
 * permutation of their ids; `out` the cards in that order. */
int tcg_ask_order(tcg_game *g, bool random, const char *kind, int by, const int *cards, size_t n,
                  int *out);
/* Shuffle a zone's slot 0 (FW 5-9 and the like): a `random` entry "shuffle" gives its new
 * order, top first; reports {"type": "shuffle", "player": P, "zone": Z}. */
int tcg_shuffle(tcg_game *g, int player, int zone);
/* A player at random (who goes first or chooses: FW 6-2-1-4, haikyu 4-2-1-2, nivel 5.1.5,
 * lycee 0503): a `random` entry of `kind` naming one. */
int tcg_random_player(tcg_game *g, const char *kind, int *out);

#endif
