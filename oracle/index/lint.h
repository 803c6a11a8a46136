/* lint.h — findings about a rules document itself (not about any engine): references that
 * point nowhere or at the wrong clause, numbering that skips, repeats or runs backwards, a
 * table of contents that disagrees with the body, a change history that contradicts the text.
 * Each finding names the clause, the source line and column, and says what is wrong. */
#ifndef ORACLE_LINT_H
#define ORACLE_LINT_H

#include "cindex.h"
#include "util/strbuf.h"

#include <stddef.h>

typedef enum lint_severity { LS_ERROR, LS_WARNING, LS_INFO } lint_severity;

const char *lint_severity_name(lint_severity s);

typedef struct lint_finding {
    lint_severity severity;
    const char *code;       /* stable name of the check, e.g. "dangling-ref" (static string) */
    const char *clause;     /* the clause concerned (owned by the index), or NULL */
    long line, col;         /* col 0: the whole line */
    char *message;          /* owned */
} lint_finding;

typedef struct lint_report {
    lint_finding *f;
    size_t n, cap;
} lint_report;

/* Run every check on a finished index; findings are appended sorted by line, then code. */
void lint_doc(const cidx *x, lint_report *r);
void lint_report_free(lint_report *r);

/* Used by the check files (lint_*.c). */
void lint_add(lint_report *r, lint_severity s, const char *code, const char *clause_id, long line,
              long col, const char *fmt, ...) __attribute__((format(printf, 7, 8)));
void lint_refs(const cidx *x, lint_report *r);
void lint_numbering(const cidx *x, lint_report *r);
void lint_toc(const cidx *x, lint_report *r);
void lint_history(const cidx *x, lint_report *r);
/* The change history's entry with the largest version (only releases: the verb says the version
 * came into force), or NULL. */
const hist_entry *lint_newest_entry(const cidx *x, bool releases_only);
/* Titles compare equal when their normalised forms match with every space removed. */
int lint_same_title(const char *a, const char *b);
/* out = s without spaces; s_is_normalised says whether s must first be normalised. */
void lint_squeeze(struct strbuf *out, const char *s, int s_is_normalised);

#endif
