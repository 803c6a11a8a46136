/* engine.h — the interface between the oracle and the reference engine: one module per rules
 * document, a case in (its setup and script, as JSON), an observation out. The same observation
 * is what an external implementation returns over the adapter protocol (docs/protocol.md), so
 * the oracle judges every implementation the same way.
 *
 * A module's run() reads the script strictly in order through eng_next(); it asks for the
 * answer to a player's choice with eng_choose() and for the outcome of anything random with
 * eng_random(); it reports with eng_event(), eng_reject(), eng_legal() and eng_state(). Code that
 * implements a clause says so with RULE("id"), which also records the clause in the run's trace.
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

typedef struct eng_module {
    const char *doc;      /* the document's slug in rules/manifest.json */
    const char *name;     /* shown in reports */
    const char *version;
    /* Run one case. Return 0 when the script was played to its end or the run stopped on a
     * choice the script did not answer (eng_choose/eng_random returned NULL: return at once),
     * -1 after eng_error() (the case cannot be run: malformed setup or action). */
    int (*run)(eng_run *r, const json_t *setup);
} eng_module;

/* The registry of modules (engine/registry.c). */
const eng_module *eng_find(const char *doc);
const eng_module *const *eng_modules(size_t *count);

/* Harness: run one case and return its observation (a new reference, never NULL). */
json_t *eng_execute(const eng_module *m, const json_t *setup, const json_t *script);

/* --- for modules ------------------------------------------------------------------------- */

/* The next "do" or "query" entry, NULL at the end of the script. NULL also when the next entry
 * is a "choose" or "random" nobody asked for: the run must end, and the observation's
 * "consumed" points at that unused entry. */
const json_t *eng_next(eng_run *r);
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
/* Append an event {"type": TYPE, "step": STEP, ...fields}; `fields` is stolen (NULL: none). */
void eng_event(eng_run *r, const char *type, json_t *fields);
/* Record that the action of the current step was refused by clause `rule`. */
void eng_reject(eng_run *r, const char *rule, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));
/* Answer the current "query" with the exact set of legal actions (stolen array). */
void eng_legal(eng_run *r, json_t *actions);
/* Set the final state (stolen object); the last call wins. */
void eng_state(eng_run *r, json_t *state);
/* The case cannot be run (a malformed setup or action): record the message, return -1. */
int eng_error(eng_run *r, const char *fmt, ...) __attribute__((format(printf, 2, 3)));

/* RULE("FR.3.2.1~p2"): this code implements that clause; at run time the clause is recorded
 * in the current run's trace. The argument must be a string literal. */
#define RULE(id) eng_rule(id)
void eng_rule(const char *id);

#endif
