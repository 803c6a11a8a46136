/* floor_internal.h — the bushiroad-floor module's shared state and internal functions: the
 * tournament (setup, fighters, rounds, tables, the latest standings and top cut) and one entry
 * point per action, each in the file of the chapter it implements (docs/engines/bushiroad-floor.md).
 *
 * Every function that reads the script or reports returns BF_OK, BF_STOP (a random outcome the
 * script did not give: the run ends at once with a pending entry) or BF_ERR (eng_error() was
 * called: the case cannot be run). */
#ifndef BF_FLOOR_INTERNAL_H
#define BF_FLOOR_INTERNAL_H

#include "rational.h"
#include "engine/core/args.h"
#include "engine/core/names.h"
#include "engine/engine.h"
#include "util/fatal.h"

#include <jansson.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

enum { BF_OK = 0, BF_STOP = 1, BF_ERR = -1 };

typedef enum bf_format { BF_SWISS, BF_DOUBLE, BF_SINGLE } bf_format;
typedef enum bf_bn_den { BF_DEN_OPPONENT, BF_DEN_SELF, BF_DEN_TOURNAMENT } bf_bn_den;
typedef enum bf_shared_rank { BF_RANK_COMPETITION, BF_RANK_DENSE } bf_shared_rank;
typedef enum bf_tier_overflow { BF_OVERFLOW_STANDING, BF_OVERFLOW_LOTTERY } bf_tier_overflow;

/* What one fighter took from one match. */
typedef enum bf_mark { BF_WIN = 1, BF_LOSS, BF_DRAW } bf_mark;

typedef struct bf_table {
    int a, b;            /* fighter indexes, in the order paired */
    bool done;           /* a result was recorded */
    bool by_default;     /* won and lost by default (win-by-default, a late drop) */
    bf_mark ma, mb;      /* what a and b took */
} bf_table;

typedef struct bf_round {
    bf_table *tables;
    size_t ntables;
    int *byes;
    size_t nbyes;
    size_t ndone;        /* tables with a result */
} bf_round;

/* The tables one fighter was paired at, in round order (a fighter sits at one table a round). */
typedef struct bf_seats {
    struct { size_t round, table; } *v;
    size_t n, cap;
} bf_seats;

typedef struct bf_fighter {
    const char *name;    /* borrowed from the setup */
    int64_t points, wins, losses, draws, byes;
    int64_t played;      /* rounds with a result, byes and defaults included */
    int64_t second_loss_round;  /* the round of the second loss, 0 before it */
    bool dropped;
} bf_fighter;

typedef struct bf_tournament {
    eng_run *run;
    bf_format format;
    int64_t rounds;      /* the setup's total rounds (0 when not given); the rounds played once
                            the organiser ends a Swiss event early (end-event, BF-TOTAL-ROUNDS) */
    int64_t win, draw, loss;
    bool bushinavi, opponent_rate;
    int64_t top_places;
    bf_bn_den bn_den;
    bf_shared_rank shared_rank;
    int64_t usage_threshold;
    bf_tier_overflow tier_overflow;

    bf_fighter *f;
    size_t n;
    eng_names names;     /* the fighters' names, hashed (bf_index_fighter) */
    json_t **name_json;  /* each fighter's name as one JSON string that every event and the
                            state share (bf_name); NULL: a new string each time */
    json_t **small_int;  /* the integers 0 .. BF_SMALL_INTS - 1 as shared JSON values, made
                            when first asked for (bf_int); NULL: a new integer each time */
    bf_round *round;     /* round[i] is round i + 1 */
    bf_seats *seats;     /* per fighter, the tables paired (bf_each_match) */
    size_t nround;
    bool finished;

    bool has_standings;  /* the latest standings action: rows best first */
    int *st_order;
    int64_t *st_rank;

    bool has_topcut;     /* the latest top cut */
    int *qual;
    size_t nqual;

    struct bf_conduct *conduct;  /* the vocabulary's extension (floor_conduct.h) */
} bf_tournament;

/* A pairing proposed or computed: tables as pairs of fighter indexes, then the byes. */
typedef struct bf_pairing {
    int *tab;            /* 2 * ntables indexes */
    size_t ntables;
    int *bye;
    size_t nbyes;
} bf_pairing;

/* --- args.c: the fighters named by the setup and the script (the other arguments: the
 * engine's strict reading, engine/core/args.h) ------------------------------------------------- */
/* Enter fighter i (t->f[i].name set, the fighters entered in order) into the name index;
 * returns the fighter already holding that name, or -1 (entered). */
int bf_index_fighter(bf_tournament *t, int i);
/* The index of the fighter called `name`, -1 when none is. */
int bf_find_fighter(const bf_tournament *t, const char *name);
/* A JSON string naming a fighter of the setup. */
int bf_get_fighter(bf_tournament *t, const json_t *v, const char *what, int *out);
/* A JSON array of distinct fighters (`out` holds t->n entries at most). */
int bf_get_fighter_list(bf_tournament *t, const json_t *v, const char *what, int *out,
                        size_t *count);
enum { BF_SMALL_INTS = 256 };
/* v as a JSON integer (a new reference; shared by the run when v is small). */
json_t *bf_int(const bf_tournament *t, int64_t v);
/* Fighter i's name as a JSON string (a new reference to the string the run shares). */
json_t *bf_name(const bf_tournament *t, int i);
/* The names of fighters `idx[0..n)` as a new JSON array. */
json_t *bf_names(const bf_tournament *t, const int *idx, size_t n);

/* --- random.c: random outcomes taken from the script ------------------------------------- */
/* Ask for an order of the fighters `cands[0..n)` (options: them in setup order). */
int bf_ask_order(bf_tournament *t, const char *kind, const int *cands, size_t n, int *out);
/* Sort fighter indexes into setup order. */
void bf_sort_setup_order(int *idx, size_t n);

/* --- records.c: results, byes, points per fighter, round completion (FR.3.2.1~p2–p4) ------ */
int bf_do_result(bf_tournament *t, const json_t *act);
/* Record what a and b of table `ti` of round `r` (1-based) took. */
void bf_record_table(bf_tournament *t, int64_t r, size_t ti, bf_mark ma, bf_mark mb,
                     bool by_default);
/* A bye of round r: a win by default worth the win points (BF-BYE). */
void bf_record_bye(bf_tournament *t, int64_t r, int fighter);
/* Emit the result event of a table, with the table as `x`, `y`. */
void bf_emit_result(bf_tournament *t, int64_t r, const bf_table *tb, int x, int y);
/* The fields of a result event for table tb, with the table as `x`, `y`, added to `ev`. */
void bf_result_fields(const bf_tournament *t, json_t *ev, int64_t r, const bf_table *tb, int x,
                      int y);
/* Undo what a and b of table `ti` of round `r` took (the table is open again). */
void bf_unrecord_table(bf_tournament *t, int64_t r, size_t ti);
/* Fighter i's bye of round r becomes a loss by default (no points, a loss). */
void bf_bye_to_loss(bf_tournament *t, int64_t r, int i);
/* What X and Y take from result outcome `outcome` (BF_OUT_…, floor_conduct.h) in this format. */
int bf_outcome_marks(bf_tournament *t, int outcome, int x, int turn, bf_mark *mx, bf_mark *my);
/* When every table of round r has a result, emit round-complete. */
void bf_round_maybe_complete(bf_tournament *t, int64_t r);
/* Both fighters sat at one table in a posted round. */
bool bf_met(const bf_tournament *t, int x, int y);
/* The fighter may be paired: neither dropped nor eliminated. */
bool bf_playing(const bf_tournament *t, int i);
/* The fighters still playing, in setup order; returns their count. */
size_t bf_playing_list(const bf_tournament *t, int *out);

/* --- pairing.c: the pair action (posted or computed) and the checks of a posted pairing --- */
int bf_do_pair(bf_tournament *t, const json_t *act);
/* Round r may be paired now: it is the next round, the previous one is complete and the
 * tournament is not finished. */
int bf_pair_precheck(bf_tournament *t, int64_t r, const char *what);
/* NULL when the pairing of round r is acceptable, else the clause that refuses it (its RULE is
 * recorded) and the reason in `why`. */
const char *bf_pairing_check(bf_tournament *t, int64_t r, const bf_pairing *p, char *why,
                             size_t why_size);
/* Store round r (the next one) as paired by p: its tables, each fighter's seats, its byes
 * recorded (no event). */
void bf_round_add(bf_tournament *t, int64_t r, const bf_pairing *p);
/* Record the clause of the format under which round r is paired. */
void bf_cite_pairing_rule(const bf_tournament *t, int64_t r);
void bf_pairing_init(bf_pairing *p, size_t nfighters);
void bf_pairing_free(bf_pairing *p);
void bf_pairing_add_table(bf_pairing *p, int x, int y);
void bf_pairing_add_bye(bf_pairing *p, int x);

/* --- pairing_swiss.c: the engine's own pairing, Swiss draw (FR.3.2.1~p1, BF-PAIR) --------- */
void bf_pair_swiss(bf_tournament *t, int64_t r, const int *seating, size_t n, bf_pairing *out);
/* The position in order[0..n) of the fighter who gets the bye: the last without one (the last
 * one if all have had one). */
size_t bf_bye_position(const bf_tournament *t, const int *order, size_t n);

/* --- matching.c: rematch-free pairing in a given order (FR.3.2.1~p1, FR.3.2.2.1~p1) -------- */
/* Pair order[0..n) (n even) rematch-free in backtracking order, else 1-2, 3-4, ... (O(n^3)) */
void bf_pair_avoiding_rematches(bf_tournament *t, const int *order, size_t n, bf_pairing *out);
/* Can fighters[0..n) be paired with no rematch (an odd group giving one of them the bye)? A
 * field too small for its rounds cannot: then the text's 「注意してください」 cannot be met, and a
 * rematch, or a bye instead of one, is allowed (BF-NO-REMATCH). */
bool bf_rematch_free_exists(const bf_tournament *t, const int *fighters, size_t n);

/* --- elimination.c: double and single elimination (FR.3.2.2, FR.3.2.2.1, FR.3.2.3) -------- */
bool bf_eliminated(const bf_tournament *t, int i);
void bf_pair_double(bf_tournament *t, int64_t r, const int *seating, size_t n, bf_pairing *out);
void bf_pair_single(bf_tournament *t, int64_t r, const int *seating, size_t n, bf_pairing *out);
/* Whether the event is over after round r, and its champions (setup order). */
bool bf_event_finished(bf_tournament *t, int64_t r, int *champions, size_t *nchampions);

/* --- drop.c: leaving the tournament (FR.4.5) --------------------------------------------- */
int bf_do_drop(bf_tournament *t, const json_t *act);
int bf_do_end_event(bf_tournament *t, const json_t *act);   /* end_event.c */

/* --- rounds.c: the recommended number of rounds (FR.3.2.1.1) ------------------------------ */
int bf_do_recommend_rounds(bf_tournament *t, const json_t *act);

/* --- standings.c and the two methods ------------------------------------------------------ */
typedef struct bf_row {
    int fighter;
    int64_t rank;
    int64_t primary;     /* points (Swiss) or wins (double elimination) */
    int64_t mw;          /* floor: hundredths; bushinavi: thousandths */
    bf_rat omw;          /* floor */
    int64_t oppt, oppt2; /* bushinavi: thousandths */
} bf_row;

int bf_do_standings(bf_tournament *t, const json_t *act);
/* Fill rows[0..t->n) best first with their ranks (standings_floor.c: FR.3.2.1.2, FR.3.2.2.2). */
int bf_standings_floor(bf_tournament *t, bf_row *rows);
/* The same by appendix B (standings_bushinavi.c: AB.1.1, AB.1.2, AB.2). */
int bf_standings_bushinavi(bf_tournament *t, bf_row *rows);
/* Calls f(t, opponent, by_default, ctx) for every match of fighter s that has a result. */
typedef void (*bf_match_fn)(const bf_tournament *t, int opponent, bool by_default, void *ctx);
void bf_each_match(const bf_tournament *t, int s, bf_match_fn f, void *ctx);
/* Rounds of the event so far: the latest round posted. */
int64_t bf_rounds_posted(const bf_tournament *t);

/* --- topcut.c, topcut_tiers.c, topcut_usage.c (FR.3.2.4) -------------------------------- */
int bf_do_top_cut(bf_tournament *t, const json_t *act);
int bf_do_disqualify(bf_tournament *t, const json_t *act);
/* Take `m` of cand[0..n) in order; when fighters of equal key straddle the cut, order them by
 * a cut-line random outcome (cite() records the clause that says so). out gets the selection
 * in order, *nout its size. */
int bf_cut(bf_tournament *t, const int *cand, const int64_t *key, size_t n, size_t m,
           void (*cite)(const bf_tournament *), int *out, size_t *nout);
/* The position of fighter i in the latest standings. */
size_t bf_standing_position(const bf_tournament *t, int i);
/* Check one entry of a deck (a name, or a card) at decks.KEY[i][j]: BF_OK or an eng_error. */
typedef int (*bf_deck_entry_check)(bf_tournament *t, const json_t *entry, const char *key,
                                   size_t i, size_t j);
/* Read decks {FIGHTER: [DECK, ...]} into of[fighter], every entry checked; each fighter marked
 * in need[] must have one. */
int bf_read_decks(bf_tournament *t, const json_t *decks, const bool *need, const json_t **of,
                  bf_deck_entry_check check);
int bf_top_cut_tiers(bf_tournament *t, int method, const json_t *decks, const bool *excluded,
                     size_t slots, int *out, size_t *nout);
int bf_top_cut_usage(bf_tournament *t, const json_t *decks, const bool *excluded, size_t slots,
                     int *out, size_t *nout, json_t **usage);
enum { BF_CUT_STANDINGS, BF_CUT_NATION, BF_CUT_RIDE_LINE, BF_CUT_TITLE, BF_CUT_OSHI,
       BF_CUT_USAGE };

/* --- legal.c: the legal explicit pairings of the next round ------------------------------ */
int bf_query_legal(bf_tournament *t, const json_t *q);

#endif
