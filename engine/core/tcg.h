/* tcg.h — what every card-game module of the reference engine shares: the card table keyed by
 * the case's card ids (hashed lookup), the players and their ordered zones, the move primitive
 * that reports the `move` event, shuffles and orders taken from the script's `random` entries,
 * the helpers that ask a player's choices, and the strict reading of a case's JSON.
 *
 * A game module embeds a tcg_game and keeps its own per-card data in arrays indexed like
 * tcg_game.cards. Every function that reads the script or may end the run returns a status:
 * TCG_OK, TCG_STOP (the script gave no answer: the run ends with a pending choice, or the
 * script is exhausted), TCG_OVER (the game has ended) or TCG_ERR (eng_error() was called). */
#ifndef ENGINE_TCG_H
#define ENGINE_TCG_H

#include "engine/core/args.h"
#include "engine/engine.h"
#include "util/fatal.h"

#include <jansson.h>
#include <stdbool.h>
#include <stddef.h>

enum { TCG_OK = 0, TCG_STOP = 1, TCG_OVER = 2, TCG_ERR = -1 };

/* Return at once from the calling function when `expr` is not TCG_OK. */
#define TCG_TRY(expr)                  \
    do {                               \
        int tcg_status_ = (expr);      \
        if (tcg_status_ != TCG_OK)     \
            return tcg_status_;        \
    } while (0)

#define TCG_MAX_PLAYERS 4

/* --- tcg_list.c: growable arrays of card indexes ---------------------------------------- */
typedef struct tcg_list {
    int *v;
    size_t n, cap;
} tcg_list;

void tcg_list_push(tcg_list *l, int x);
void tcg_list_insert(tcg_list *l, size_t pos, int x);
/* Remove the element at pos; returns it. */
int tcg_list_remove_at(tcg_list *l, size_t pos);
/* Remove the first occurrence of x; false when absent. */
bool tcg_list_remove(tcg_list *l, int x);
/* The position of x, -1 when absent. */
long tcg_list_find(const tcg_list *l, int x);
bool tcg_list_has(const tcg_list *l, int x);
void tcg_list_copy(tcg_list *dst, const tcg_list *src);
void tcg_list_clear(tcg_list *l);
void tcg_list_free(tcg_list *l);

/* --- zones and cards --------------------------------------------------------------------- */

/* A kind of zone; each player has one zone of every kind (their order is the module's). */
enum {
    TCG_ZONE_HIDDEN = 1u << 0,     /* a hidden zone (the module's notion; reported as is) */
    TCG_ZONE_TOP_FIRST = 1u << 1,  /* listed top first; a card arriving goes on top (index 0) */
    TCG_ZONE_UNOWNED = 1u << 2,    /* named without its player in events ("removed") */
};

typedef struct tcg_zone_kind {
    const char *name;
    unsigned flags;
} tcg_zone_kind;

#define TCG_NOWHERE (-1)   /* a card in no zone (under another card, not yet placed) */
#define TCG_TOP 0          /* positions for tcg_attach */
#define TCG_BOTTOM (-1)
#define TCG_DEFAULT (-2)   /* on top of a TOP_FIRST zone, else at the end */

typedef struct tcg_card {
    const char *id;   /* the case's id (borrowed from the setup) */
    json_t *id_json;  /* the id as a JSON string, made on first use and shared (tcg_id_json) */
    int owner;        /* player index */
    int player;       /* the player whose zone holds the card, -1 when in none */
    int zone;         /* zone kind index, TCG_NOWHERE when in none */
} tcg_card;

typedef struct tcg_idmap {
    int *slot;        /* card index + 1; 0 = empty */
    size_t cap;       /* a power of two */
} tcg_idmap;

typedef struct tcg_game {
    eng_run *run;
    const char *const *player_names;  /* "P1", "P2", … */
    int nplayers;
    const tcg_zone_kind *zones;
    int nzones;
    tcg_card *cards;
    size_t ncards, cap_cards;
    tcg_idmap map;
    tcg_list *zone_lists;             /* nplayers * nzones */
    json_t **zone_labels;             /* nplayers * nzones + 1 ("none"): shared JSON labels */
    json_t *log;                      /* every answer given, in order (tcg_choice.c) */
    json_t *replay;                   /* answers to give again before the script's (16-1) */
    size_t replay_pos;
} tcg_game;

/* --- tcg_cards.c: the card table --------------------------------------------------------- */
void tcg_init(tcg_game *g, eng_run *run, const char *const *players, int nplayers,
              const tcg_zone_kind *zones, int nzones);
void tcg_free(tcg_game *g);
/* Add a card with case id `id` (borrowed); its index, or -1 when the id is taken. */
int tcg_add_card(tcg_game *g, const char *id);
/* The index of the card with case id `id`, -1 when none (hashed). */
int tcg_find(const tcg_game *g, const char *id);
/* The index of the player called `name`, -1 when none. */
int tcg_player_index(const tcg_game *g, const char *name);
const char *tcg_id(const tcg_game *g, int card);
/* A new reference to the card's id as a JSON string, one per card and run: observations share
 * it instead of copying the id into every event and zone listing. */
json_t *tcg_id_json(tcg_game *g, int card);

/* --- tcg_zones.c: ordered zones and the move primitive ----------------------------------- */
tcg_list *tcg_zone(tcg_game *g, int player, int zone);
const tcg_list *tcg_zone_c(const tcg_game *g, int player, int zone);
/* The index of zone kind `name`, -1 when none. */
int tcg_zone_index(const tcg_game *g, const char *name);
/* "P1:hand", or the bare name for an unowned zone, into buf. */
const char *tcg_zone_label(const tcg_game *g, int player, int zone, char *buf, size_t size);
/* A new reference to the label of tcg_zone_label as a JSON string, shared the same way. */
json_t *tcg_zone_label_json(tcg_game *g, int player, int zone);
/* Take the card out of its zone (nothing when it is in none). */
void tcg_detach(tcg_game *g, int card);
/* Put a card that is in no zone into a zone at pos (TCG_TOP, TCG_BOTTOM, TCG_DEFAULT or an
 * index). */
void tcg_attach(tcg_game *g, int card, int player, int zone, long pos);
/* Report the move event {card, from, to, cause}. */
void tcg_emit_move(tcg_game *g, int card, int from_player, int from_zone, int to_player,
                   int to_zone, const char *cause);
/* Detach, attach and report: the move primitive. */
void tcg_move(tcg_game *g, int card, int to_player, int to_zone, long pos, const char *cause);
/* The ids of list[0..n) as a new JSON array. */
json_t *tcg_ids_json(tcg_game *g, const int *cards, size_t n);
json_t *tcg_list_json(tcg_game *g, const tcg_list *l);

/* --- tcg_random.c: random outcomes and orders from the script ----------------------------- */
/* Ask for an order of cards[0..n) (a random entry of `kind` when `random`, else a choice by
 * player `by`): the answer must be a permutation of their ids, else eng_error(). `out` receives
 * the card indexes in the answer's order. */
int tcg_ask_order(tcg_game *g, bool random, const char *kind, int by, const int *cards, size_t n,
                  int *out);
/* Shuffle a zone (5-9 and the like): a `random` entry "shuffle" gives its new order, top first;
 * reports {"type": "shuffle", "player": P, "zone": Z}. */
int tcg_shuffle(tcg_game *g, int player, int zone);

/* --- tcg_choice.c: a player's choices answered by `choose` entries ------------------------ */
/* Every choice and random outcome goes through tcg_answer(): the answer comes from the replay
 * queue while it lasts, else from the script (a `choose` or `random` entry); each answer is
 * logged as {"entry": "choose"|"random", "for": KIND, "by": PLAYER|null, "value": V}, so that a
 * stretch of the game can be played again with the same answers (a loop's repetitions). */
int tcg_answer(tcg_game *g, bool random, const char *kind, int by, json_t *options,
               const json_t **value);
size_t tcg_log_size(const tcg_game *g);
/* The players (bit i: player i) who answered a choice in log[from, to). */
unsigned tcg_log_choosers(const tcg_game *g, size_t from, size_t to);
/* Give the answers log[from, to) again, `times` times over, before reading the script. */
void tcg_replay(tcg_game *g, size_t from, size_t to, long times);
bool tcg_replaying(const tcg_game *g);
/* Ask `by` for a choice of `kind` among `options` (stolen). *answer is the script's value; the
 * entry's optional "by" must name the chooser. */
int tcg_choose(tcg_game *g, const char *kind, int by, json_t *options, const json_t **answer);
/* Choose between min and max distinct cards among cands[0..n); the answer is an array of ids.
 * `out` holds n entries. */
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

/* --- tcg_json.c: the cards and players a case names (the other arguments: args.h) ------- */
/* A card id string of the case: *out its index. */
int tcg_get_card(tcg_game *g, const json_t *v, const char *what, int *out);
/* A player name string: *out its index. */
int tcg_get_player(tcg_game *g, const json_t *v, const char *what, int *out);

#endif
