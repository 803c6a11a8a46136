/* play_games.h — what random play knows of each game's vocabulary (docs/engines/<doc>.md), and
 * nothing of its rules: the shape of the answer to each kind of choice or random outcome, the
 * zones a random setup reorders, the tags of the cases whose setups lead to rarer paths, the
 * actions drawn less often (those that only end a timing), and how an action the legal set
 * lists without its payment is completed. The rules decide everything else: the legal actions
 * are asked for, the choices offered are read from the observation. */
#ifndef ORACLE_PLAY_GAMES_H
#define ORACLE_PLAY_GAMES_H

#include "rng.h"

#include <jansson.h>
#include <stdbool.h>

typedef enum play_shape {
    SHAPE_ONE,     /* one of the options */
    SHAPE_SUBSET,  /* some of the options, in the order drawn (how many: the rules say; drawn) */
    SHAPE_ORDER,   /* every option, in a drawn order (a shuffle, an order of cards) */
    SHAPE_SINGLE,  /* an array of one of the options */
} play_shape;

typedef struct play_kind {
    const char *name;   /* the "for" of a choose or random entry */
    play_shape shape;
} play_kind;

typedef struct play_game {
    const char *doc;
    /* The setup's member naming the things shrinking takes out one by one, wherever the setup
     * and the script mention them: the keys of an object ("cards"), or the strings of an
     * array ("fighters"). */
    const char *items;
    /* Each player's zones whose order a random setup draws anew (a deck). */
    const char *const *reordered;
    /* Substrings of the tags of cases whose setups random play favours (rare paths). */
    const char *const *rare_tags;
    /* Actions ("do") drawn with weight 1 where the others weigh 4: those that only end a
     * timing, so that a game gets somewhere before it ends. */
    const char *const *plain_actions;
    /* The kinds of choices answered by something else than one option (default SHAPE_ONE). */
    const play_kind *kinds;
    /* The rejections a completed action may get because the player's completion (a payment
     * drawn from what it sees) is not one: not findings. */
    const char *const *completion_rules;
    /* Complete `action` (drawn from the legal set of the player at a free timing) with what the
     * legal set leaves out, from the case's setup and the state (NULL: nothing to add). */
    void (*complete)(json_t *action, const json_t *setup, const json_t *state, rng *r);
    /* The answer to a choice whose options do not spell it out (a payment asked without
     * options, an answer whose shape or members the state decides), drawn from the setup and
     * the observation that asks (its events and state), after `attempt` answers to it were
     * refused; NULL: drawn from the options as play_game_shape says (NULL hook: always). */
    json_t *(*answer)(const json_t *pending, const json_t *setup, const json_t *obs,
                      int attempt, rng *r);
    /* A game without free timings to query (a tournament): its setups drawn from the
     * vocabulary, and the next entry its organiser plays (an action, or a query whose legal set
     * the next call chooses from) given the observation of the script so far; NULL: the end.
     * Both NULL for a card game. */
    json_t *(*random_setup)(rng *r);
    json_t *(*organise)(const json_t *setup, const json_t *obs, const json_t *script, rng *r);
} play_game;

/* The table of `doc`, NULL when random play does not know the document. */
const play_game *play_game_find(const char *doc);
/* The documents random play knows, for --help and errors ("fusion-world, nivel-arena"). */
const char *play_game_names(void);
/* The shape of the answer to a kind of choice. */
play_shape play_game_shape(const play_game *g, const char *kind);
/* `k` of the options (an array), in a drawn order. */
json_t *play_draw_subset(const json_t *options, size_t k, rng *r);
/* How many of `n` options a subset takes after `attempt` answers were refused: drawn the first
 * time, then 0, 1, 2 … (the size the rules want being unknown to the player). */
size_t play_subset_size(size_t n, int attempt, rng *r);
bool play_game_listed(const char *const *list, const char *s);
/* Is the string `s` one of the JSON array `list`'s? */
bool play_json_has(const json_t *list, const char *s);

/* fusion-world: the payments of play and activate (fw_payment.c). */
void play_fw_complete(json_t *action, const json_t *setup, const json_t *state, rng *r);
/* fusion-world: the battle cards a 【進化】 / 【フュージョン進化】 of `card` is declared onto, drawn
 * among `player`'s (fw_onto.c). */
json_t *play_fw_onto(const json_t *skill, const json_t *state, const char *player,
                     const char *card, rng *r);

/* lycee: the field, targets and payment of an action (ly_completion.c). */
void play_ly_complete(json_t *action, const json_t *setup, const json_t *state, rng *r);
/* lycee: 【ガッツ】's payment, a target's shape, a rearrangement's places (ly_answers.c). */
json_t *play_ly_answer(const json_t *pending, const json_t *setup, const json_t *obs,
                       int attempt, rng *r);

/* bushiroad-floor: random tournaments (floor_organiser.c). */
json_t *play_floor_setup(rng *r);
json_t *play_floor_next(const json_t *setup, const json_t *obs, const json_t *script, rng *r);

#endif
