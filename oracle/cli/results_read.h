/* results_read.h — reading the results.json of a run, as `merge` and `compare` take them: the
 * JSON with positions (a syntax error at its line and column), the structure the report writers
 * rely on (report_check), and each case id once (a case listed twice is an error at the second,
 * naming the first: which of two verdicts would count is not for the reader to guess). */
#ifndef ORACLE_CLI_RESULTS_READ_H
#define ORACLE_CLI_RESULTS_READ_H

#include "util/diag.h"

#include <jansson.h>
#include <stddef.h>

/* The results document in text[0..len), `name` naming it in diagnostics; NULL after them. */
json_t *results_read_mem(const char *name, const char *text, size_t len, diag *dg);
/* The same from a file (util/fileio.h: a regular file within the size limit). */
json_t *results_read_file(const char *path, diag *dg);

#endif
