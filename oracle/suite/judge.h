/* judge.h — the one comparison of an expectation with an observation, for every implementation
 * (docs/cases.md, "The expectation"). Every check of the expectation is judged (each expected
 * rejection, event, absent or exactly item, legal set, each item of the final state), and so
 * are the script (a choice asked for and not given, entries left unused) and, for a case that
 * expects its input refused, the implementation's problems. Each divergence names the clauses
 * its check concerns; the first, in the order of the run, is the verdict's message. */
#ifndef ORACLE_JUDGE_H
#define ORACLE_JUDGE_H

#include <jansson.h>
#include <stdbool.h>
#include <stddef.h>

typedef struct verdict {
    bool pass;
    char *message;      /* malloc'd when failing: the first divergence, in one paragraph */
    json_t *diff;       /* {"path", "expected", "observed"} of the first divergence, or NULL */
    /* When failing: every divergence, in the order of the run: {"check", "message", "path", "expected", "observed", "step",
     * "first", "clauses"}; "clauses" is what the check names (null: nothing above it names
     * any) until verdict_attribute() resolves it. */
    json_t *divergences;
    size_t ndivergences;
} verdict;

/* The state's differences kept one by one (the others counted in one more divergence). */
enum { JUDGE_MAX_DIVERGENCES = 20 };

/* Judge an observation (docs/protocol.md) against a case's `expect` for its `script`. An
 * observation with "error" is judged only when the expectation is `invalid` (the runner
 * reports the others). */
void judge(const json_t *expect, const json_t *observation, const json_t *script, verdict *v);

/* A divergence found outside the comparison (an invariant broken: check "invariant"), placed
 * first; `clause` (may be NULL) is the clause it concerns. */
void verdict_add_first(verdict *v, const char *check, const char *message, const char *clause);

/* The clauses a failing verdict fails, among `declared` (an array of the ids the case
 * declares), when `names_clauses` (its expectation carries "$clauses" somewhere): each
 * divergence fails what its check names ("$clauses": [] names none: a premise of the case); a
 * check that nothing names fails every declared clause, as before; a divergence of the script
 * (a choice asked for and not given, entries unused) or an unexpected rejection fails what the
 * other divergences name, or every declared clause when none names any. Without
 * `names_clauses` every declared clause fails (a case written without attribution). Each
 * divergence's "clauses" is set to what it fails; returns the failed clauses (a new array, in
 * the declared order). */
json_t *verdict_attribute(verdict *v, const json_t *declared, bool names_clauses);

void verdict_free(verdict *v);

#endif
