/* progress.h — the live progress line of a long run on a terminal (cases done, failures, rate),
 * redrawn at most ten times a second on stderr; silent when stderr is not a terminal. */
#ifndef ORACLE_PROGRESS_H
#define ORACLE_PROGRESS_H

#include <stdbool.h>
#include <stddef.h>

typedef struct progress {
    bool on;
    size_t total, done, failed;
    double started, drawn;   /* seconds */
} progress;

void progress_start(progress *p, size_t total, bool on);
void progress_step(progress *p, bool failed);
void progress_end(progress *p);

#endif
