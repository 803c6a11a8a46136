/* testutil.h — helpers shared by the cmocka unit tests: opening the real documents. */
#ifndef ORACLE_TESTUTIL_H
#define ORACLE_TESTUTIL_H

#include "oracle/index/doc.h"
#include "oracle/index/manifest.h"

/* The rules directory: $ORACLE_RULES, else "rules" (tests run from the repository root). */
const char *tu_rules_dir(void);
/* Open the current version of a document listed in the manifest; fails the test on error. */
void tu_open(doc *d, manifest *m, const char *slug);
/* Count clauses of a kind (or all kinds when kind < 0) that are numbered (numbered = 1),
 * unnumbered (0) or either (-1). */
size_t tu_count(const cidx *x, int kind, int numbered);
/* The clause with this id; fails the test when absent. */
const clause *tu_clause(const cidx *x, const char *id);
/* A new copy of text with the one occurrence of `old` replaced by `repl`; fails the test when
 * `old` occurs zero times or more than once (an edit must say exactly where it goes). */
char *tu_replace_once(const char *text, const char *old, const char *repl);
/* Both indexes hold the same ids in the same order with the same hashes. */
void tu_assert_same_hashes(const cidx *a, const cidx *b);
/* How many clauses (same ids in the same order required) differ in hash. */
size_t tu_changed_hashes(const cidx *a, const cidx *b);
/* Write `text` to dir/name (a scratch file of a test); fails the test when it cannot. */
void tu_write_file(const char *dir, const char *name, const char *text);
/* Parse an edited text of document `slug` with that document's scheme; fails on error. */
void tu_open_text(doc *d, const char *slug, const char *scheme, const char *text);

#endif
