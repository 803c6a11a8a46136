/* run_dir.h — the directory of one run's report, OUT/NAME, and the OUT/latest link. A run writes
 * its files into a directory of its own that no other run uses (OUT/.NAME.XXXXXX), then publishes
 * it whole under its name with one rename, and switches latest with another: a reader of OUT/NAME
 * sees the files of one run, never a mix, and two runs at once never share a file. A default name
 * (the UTC time) is reserved before the results are built, so that two runs in the same second
 * get NAME and NAME-2; a name given with --name replaces an earlier run of that name whole.
 * What `run` and `merge` share. */
#ifndef ORACLE_CLI_RUN_DIR_H
#define ORACLE_CLI_RUN_DIR_H

#include "util/diag.h"

#include <jansson.h>
#include <limits.h>
#include <stdbool.h>

/* The longest run name (the directory's name, with room for a private suffix). */
#define RUN_NAME_MAX 200

typedef struct run_dir {
    char base[PATH_MAX];       /* OUT */
    char name[RUN_NAME_MAX + 16]; /* the run's name: its directory under OUT */
    bool reserved;             /* OUT/NAME was made, empty, to reserve a default name */
} run_dir;

/* Why `name` cannot be a run's name (NULL when it can): a run name is a plain directory name of
 * 1 to RUN_NAME_MAX bytes of UTF-8 without "/", control characters or a leading ".", and not
 * "latest" (the link to the last run). */
const char *run_name_problem(const char *name);

/* The run directory OUT/NAME (OUT: created if missing). A given name (`given`) is taken as it is;
 * a default one is reserved: NAME, else NAME-2, NAME-3, … the first that no run has. 0, or -1
 * after a diagnostic. */
int run_dir_open(run_dir *rd, const char *out, const char *name, bool given, diag *dg);
/* Write the report files of `results` into a private directory, publish it as OUT/NAME (an
 * earlier run of that name replaced whole) and point OUT/latest at it. 0, or -1 after a
 * diagnostic (nothing of this run is left then; an earlier run of the name is kept). */
int run_dir_write(run_dir *rd, const json_t *results, diag *dg);
/* A reserved name that will not be written: given back. */
void run_dir_abandon(run_dir *rd);

#endif
