/* problems.h — the problems an implementation found in a case it could not run, and where each
 * is in the case file. An observation says so with "error" (a message) and, optionally,
 * "errors" (each {"path", "message"}: the JSON path of the faulty member in the case, and what
 * was expected there; docs/protocol.md). A message alone holds one problem per line, each read
 * as "[step N: ][PATH: ]TEXT", the form the reference engine and most adapters write: "step 3: …"
 * is $.script[3], a leading "setup.cards.A" or "$.setup.cards.A" names that member, and an
 * "unknown key "K"" in the text the key itself. */
#ifndef ORACLE_PROBLEMS_H
#define ORACLE_PROBLEMS_H

#include "util/strbuf.h"

#include <jansson.h>
#include <stdbool.h>
#include <stddef.h>

/* Each problem of an observation with "error": [{"path": "$…" or null, "message"}] (new). */
json_t *problems_of(const json_t *observation);

/* Is the problem at path `observed` one at `expected` (an invalid input a case expects): the
 * same member, one inside it, or the object that holds it? */
bool problem_path_matches(const char *expected, const char *observed);

/* Where path is printed in the JSON text: its member's name, or its element; when the path goes
 * further than the text (a member that is missing), the deepest part of it that is there. */
void problem_position(const char *text, size_t len, const char *path, long *line, long *col);

/* The problems as lines "FILE:LINE:COL: PATH: MESSAGE" (the positions in the case file `file`,
 * whose text is text/len), appended to out, one per line, without a final newline; returns
 * their count. Each problem also gets "file", "line", "col". */
size_t problems_locate(json_t *problems, const char *file, const char *text, size_t len,
                       strbuf *out);

#endif
