/* engine.h — the interface between the oracle and the reference engine: one module per rules
 * document, a case in (its setup and script, as JSON), an observation out. The same observation
 * is what an external implementation returns over the adapter protocol (docs/protocol.md), so
 * the oracle judges every implementation the same way.
 *
 * A module's run() reads the script strictly in order through eng_next(); it asks for the
 * answer to a player's choice with eng_choose() and for the outcome of anything random with
 * eng_random(); it reports with eng_event(), eng_reject(), eng_legal() and eng_state(). Code that
 * implements a clause says so with RULE(run, "id"), which also records the clause in the run's
 * trace. Everything a run needs is reached through its eng_run: the engine has no global state.
 *
 * The observation (docs/protocol.md, "observation"):
 *   {"state": {...}, "events": [...], "rejections": [...], "legal": [...], "trace": [...],
 *    "consumed": N, "pending": {...}?, "error": "..."?}
 */
#ifndef ENGINE_H
#define ENGINE_H

#include <jansson.h>
#include <stddef.h>

typedef struct eng_run eng_run;

/* One RULE() mark of a module's code: the clause and where the code is (a path from the
 * repository root, 1-based line). */
typedef struct eng_mark {
    const char *clause;
    const char *file;
    int line;
} eng_mark;

typedef struct eng_module {
    const char *doc;      /* the document's slug in rules/manifest.json */
    const char *name;     /* shown in reports */
    const char *version;
    /* Every RULE() mark of the module's sources, in file then line order, ended by {0}: the
     * table the build generates from engine/<folder>/ (tools/rulemarks.c), named
     * eng_marks_<folder>. */
    const eng_mark *marks;
    /* Run one case. Return 0 when the script was played to its end or the run stopped on a
     * choice the script did not answer (eng_choose/eng_random returned NULL: return at once),
     * -1 after eng_error() (the case cannot be run: malformed setup or action). */
    int (*run)(eng_run *r, const json_t *setup);
} eng_module;

/* The registry of modules, one per game of games.def (engine/registry.c). */
const eng_module *eng_find(const char *doc);
const eng_module *const *eng_modules(size_t *count);
/* The reference engine's identity, as every way of running it reports it (in-process, and
 * build/engine-adapter's start response): its name, and its modules' documents and versions
 * ("bushiroad-floor 1, fusion-world 1.06"). A run whose implementation reports this identity is
 * a run of the reference engine, and its report links clauses to the modules' marks. */
#define ENG_NAME "reference engine"
void eng_version(char *buf, size_t size);

/* Harness: run one case and return its observation (a new reference, never NULL). */
json_t *eng_execute(const eng_module *m, const json_t *setup, const json_t *script);

/* --- for modules ------------------------------------------------------------------------- */

/* The next "do" or "query" entry, NULL at the end of the script. NULL also when the next entry
 * is a "choose" or "random" nobody asked for: the run must end, and the observation's
 * "consumed" points at that unused entry. A random entry marked "optional" that nobody asked
 * for is passed over (it counts as consumed), here and by eng_choose()/eng_random(). */
const json_t *eng_next(eng_run *r);
/* The whole script, to look ahead at it (a module that checks what its entries name before it
 * plays them); playing it is eng_next()'s. */
const json_t *eng_script(const eng_run *r);
/* The step (0-based script index) of the entry eng_next() last returned. */
long eng_step(const eng_run *r);
/* The answer to a choice of `kind` ("for") offered with `options` (stolen; may be NULL): the
 * next script entry's "choose" value when it is a choose for that kind. Otherwise NULL, the
 * choice is recorded as pending and the module must end the run (return 0). */
const json_t *eng_choose(eng_run *r, const char *kind, json_t *options);
/* The same for a random outcome ("random" entries). */
const json_t *eng_random(eng_run *r, const char *kind, json_t *options);
/* The whole script entry that answered the last eng_choose() or eng_random() (to read its
 * optional keys, such as a choice's "by"); NULL before any answer. */
const json_t *eng_answer_entry(const eng_run *r);
/* A new object of the members key, value (each value stolen), … ended by a NULL key, in that
 * order: what json_pack("{s:o, …}") builds, without reading a format. */
json_t *eng_object(const char *key, json_t *value, ...);
/* Append an event {"type": TYPE, "step": STEP, ...fields}; `fields` is stolen (NULL: none). */
void eng_event(eng_run *r, const char *type, json_t *fields);
/* The same, the fields added by the caller to the event returned (borrowed), in their order. */
json_t *eng_event_new(eng_run *r, const char *type);
/* Record that the action of the current step was refused by clause `rule`. */
void eng_reject(eng_run *r, const char *rule, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));
/* Give the rejection recorded last its reason class (`class`, the vocabulary of the module's
 * document lists them: what an implementation that cannot name the clause reports). */
void eng_reject_class(eng_run *r, const char *cls);
/* Answer the current "query" with the exact set of legal actions (stolen array). */
void eng_legal(eng_run *r, json_t *actions);
/* Set the final state (stolen object); the last call wins. */
void eng_state(eng_run *r, json_t *state);
/* The case cannot be run (a malformed setup or action): record the message, return -1. The
 * message begins with the place of the problem in the case ("setup.cards.A: …"; a problem of
 * the action being played gets "step N: " before it) and says what was expected there. A module
 * may go on looking for more problems (each call adds one: the observation's "error" has them
 * one per line) and return -1 at the end. */
int eng_error(eng_run *r, const char *fmt, ...) __attribute__((format(printf, 2, 3)));

/* RULE(r, "FR.3.2.1~p2"): this code implements that clause; at run time the clause is recorded
 * in the trace of run `r` (unless the trace is paused). The id is a string literal, or a choice
 * between literals (`cond ? "16-3-3-1" : "16-3-3-2"`): the build reads every literal of every
 * mark from the sources into the module's table of marks. */
#define RULE(r, id) eng_rule((r), (id))
/* Record clause `id` in the run's trace (a literal or a static table's string). */
void eng_rule(eng_run *r, const char *id);
/* While a module only keeps its books (reads the game without applying a rule: a snapshot of a
 * card, the reach of a permanent effect), RULE() records nothing: pause and resume nest. */
void eng_trace_pause(eng_run *r);
void eng_trace_resume(eng_run *r);

#endif
