/* play_one.h — what `oracle run --dump` and `oracle smoke` share: one case loaded from its file,
 * played once by a driver, and its observation judged as a run judges it (the invariants of its
 * game first, then the expectation). */
#ifndef ORACLE_CLI_PLAY_ONE_H
#define ORACLE_CLI_PLAY_ONE_H

#include "run_docs.h"
#include "oracle/suite/case_load.h"
#include "oracle/suite/driver.h"

#include <jansson.h>
#include <stdbool.h>

typedef struct play_one {
    tcase c;
    json_t *request;     /* {"id","doc","tags","setup","script"}: what the driver is given */
    drv_outcome out;
    bool played;
    bool pass;           /* DRV_RESULT only: the verdict */
    char *verdict;       /* malloc'd: "pass", or the first divergence */
} play_one;

/* Load the case file `path` (its id `rel` without ".json") against the document's index:
 * 0, or EXIT_USAGE after the loader's diagnostics. */
int play_one_load(cli_env *env, play_one *p, const run_doc *rd, const char *path, const char *rel);
/* Play it on drv and judge the observation. */
void play_one_run(play_one *p, driver *drv);
void play_one_free(play_one *p);

#endif
