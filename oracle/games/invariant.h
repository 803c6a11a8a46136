/* invariant.h — properties of a document's game that the judge checks on every run of every
 * case of that document, whatever the implementation (docs/reports.md, "Invariants"): card
 * conservation across the zones, a leader that never leaves its area, a player with no life
 * who has lost, … Each property is a clause of the document classified `invariant`. A run
 * that breaks one fails its case, naming the clause; a case that declares an invariant clause
 * counts it as applied when the property was checked on its run. */
#ifndef ORACLE_GAMES_INVARIANT_H
#define ORACLE_GAMES_INVARIANT_H

#include <jansson.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

enum { INV_MAX_CHECKED = 64 };

typedef struct inv_report {
    const char *checked[INV_MAX_CHECKED]; /* the clause ids (literals) whose property was
                                             checked on this run, each once */
    uint32_t checked_hash[INV_MAX_CHECKED]; /* a hash of each, to find one without strcmp */
    size_t n_checked;
    const char *clause;  /* the first property broken, or NULL */
    char *message;       /* malloc'd: what broke it, or NULL */
} inv_report;

/* Check every invariant of `doc` on the observation of a case whose setup is `setup`. A
 * document without invariants checks nothing (an empty `checked`). */
void inv_check(const char *doc, const json_t *setup, const json_t *observation, inv_report *r);
void inv_report_free(inv_report *r);
/* Whether the property of `clause` was checked on the run `r` reports. */
bool inv_was_checked(const inv_report *r, const char *clause);

/* --- what a game's checker uses (oracle/games/<folder>/) ----------------------------------- */

typedef struct inv_ctx inv_ctx;
/* Record that the property of `clause` (a string literal) was checked. */
void inv_checked(inv_ctx *x, const char *clause);
/* Record a broken property (only the first is kept); returns -1 so checkers can stop. */
int inv_broken(inv_ctx *x, const char *clause, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));

/* What the judge checks on every run of one game: its registration, inv_game_<folder>, named
 * in games.def. `check` may be NULL (a game without invariants). */
typedef struct inv_game {
    void (*check)(inv_ctx *x, const json_t *setup, const json_t *observation);
} inv_game;

#endif
