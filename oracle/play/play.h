/* play.h — a campaign of random play (docs/play.md): games numbered 0 … N-1, each from the
 * campaign's seed and its number alone (rng.h), those of shard K of N played here (game i is
 * in shard i mod N + 1), and of those the job's share when the shard is spread over processes
 * (game i in job (i / N) mod J + 1); each on one implementation or two (a differential
 * campaign). The first finding of each signature (finding.h) is shrunk (shrink.h) and written
 * as a case file without an expectation; the others count as its repeats. The summary counts
 * games, their ends, findings and the clauses the games applied; the summaries of shards or
 * jobs merge into the campaign's. */
#ifndef ORACLE_PLAY_PLAY_H
#define ORACLE_PLAY_PLAY_H

#include "game.h"
#include "setup_pool.h"
#include "oracle/index/cindex.h"
#include "util/diag.h"

#include <jansson.h>
#include <stdbool.h>
#include <stdint.h>

typedef struct play_config {
    const play_game *game;
    play_sides *sides;
    const setup_pool *pool;
    const cidx *index;          /* the document's clause index: pins of the findings' clauses */
    uint64_t seed;
    unsigned long games;
    int shard_k, shard_n;
    int job_k, job_n;           /* 1/1: the whole shard in this process */
    game_limits limits;
    unsigned long shrink_budget;  /* probes per finding; 0: no shrinking */
    const char *findings_dir;   /* the findings' case files go here; NULL: none written */
    const char *summary_file;   /* the summary is written here; NULL: not written */
    bool progress;              /* a progress line on stderr */
} play_config;

/* Play the campaign; returns its summary (a new object), or NULL after a diagnostic (a file
 * that cannot be written). */
json_t *play_campaign(const play_config *c, diag *dg);

/* The summaries of the shards or jobs of one campaign as one: counts added, findings of one
 * signature kept once (the lowest game, the others its repeats), the clauses applied joined and
 * compared with `declared` (the pool's). A new object. */
json_t *play_merge(json_t *const *summaries, size_t n, const json_t *declared);

/* The case file of a finding: the case format (docs/cases.md) without `expect`, with
 * `finding` (kind, detail, message, step, seed, game, each side's observation). */
json_t *play_finding_case(const play_config *c, unsigned long game, const json_t *setup,
                          const char *from, const json_t *script, const finding *f,
                          const json_t *observations, const json_t *trace);

/* A directory and its parents (0, or -1 after a diagnostic). */
int play_make_dirs(const char *path, diag *dg);
/* A JSON file, indented (0, or -1 after a diagnostic). */
int play_write_json(const char *path, const json_t *v, diag *dg);

#endif
