/* judge.h — the one comparison of an expectation with an observation, for every implementation
 * (docs/cases.md, "The expectation"). The verdict names the first point of divergence. */
#ifndef ORACLE_JUDGE_H
#define ORACLE_JUDGE_H

#include <jansson.h>
#include <stdbool.h>
#include <stddef.h>

typedef struct verdict {
    bool pass;
    char *message;   /* malloc'd when failing: what diverged, in one paragraph */
    json_t *diff;    /* {"path", "expected", "observed"} at the first divergence, or NULL */
} verdict;

/* Judge an observation (docs/protocol.md) against a case's `expect` for a script of
 * `script_len` entries. The observation must not carry "error" (the runner reports that). */
void judge(const json_t *expect, const json_t *observation, size_t script_len, verdict *v);
void verdict_free(verdict *v);

#endif
