/* report.h — the files of a run report, each computed from the results document (the in-memory
 * form of results.json, docs/reports.md): summary.md, junit.xml, index.html, clauses.info.
 *
 *   report.c              report_check (the shape the writers rely on), report_write_all
 *   report_summary.c      per-document rows and summary.md
 *   report_junit.c        junit.xml
 *   report_lcov.c         clauses.info (lcov tracefile over the rules documents)
 *   report_html.c         index.html (one self-contained page), its CSS and JavaScript in
 *   report_html_assets.c
 *   report_expectations.c a known-failures file made from a run (--write-expectations)
 *   report_matrix.c       several runs side by side (oracle matrix): Markdown, HTML, badges
 *   report_util.c         what they share (report_internal.h): tolerant reads, XML escaping
 *
 * Every writer is deterministic: the same results document gives the same bytes. The writers
 * never fail: fields missing or of the wrong type read as empty (report_check says which). */
#ifndef ORACLE_REPORT_H
#define ORACLE_REPORT_H

#include "util/diag.h"
#include "util/strbuf.h"

#include <jansson.h>
#include <stddef.h>

/* Case statuses in report order (docs/reports.md "Case status"). */
enum { REPORT_CASE_STATUSES = 8 };
extern const char *const report_case_status[REPORT_CASE_STATUSES];
/* Index of a case status in report_case_status, or -1. */
int report_case_status_index(const char *status);

/* Pin states in severity order (pins.h; docs/reports.md "Pins"). */
enum { REPORT_PIN_STATES = 4 };
extern const char *const report_pin_state[REPORT_PIN_STATES];

/* One row of the summary: a document's clauses by class and status, its cases by status and
 * by the state of their pins. */
typedef struct report_row {
    const char *doc;      /* borrowed from the results document */
    const char *version;  /* "" when the document is not listed in "documents" */
    size_t clauses;
    size_t executable, invariant;       /* by class */
    size_t not_checkable, informative, structure, unclassified;
    size_t covered;                     /* executable or invariant with at least one case */
    size_t passing, failing, held, stale, skipped, uncovered; /* by clause status */
    size_t cases;
    size_t case_status[REPORT_CASE_STATUSES]; /* indexed like report_case_status */
    size_t case_pins[REPORT_PIN_STATES];      /* indexed like report_pin_state */
    double ms;                          /* sum of the cases' ms */
} report_row;

typedef struct report_summary {
    report_row *row;  /* one per document, in the order of "documents", then any document that
                         only clauses or cases name, in order of appearance */
    size_t nrows;
    report_row total; /* doc "total", version "" */
} report_summary;

void report_summary_compute(const json_t *results, report_summary *s);
void report_summary_free(report_summary *s);

/* Check that results has the structure of results.json that the writers read (format 1, the
 * run, documents, cases with known statuses, clauses with class, status, file and lines).
 * `name` names the document in diagnostics ("results.json", or the path it was read from).
 * Returns 0, or -1 after one diagnostic per problem found (at most 20). */
int report_check(const json_t *results, const char *name, diag *dg);

/* The writers: each appends one file's content to out. */
void report_summary_md(const json_t *results, strbuf *out);
void report_junit(const json_t *results, strbuf *out);
void report_html(const json_t *results, strbuf *out);
void report_lcov(const json_t *results, strbuf *out);
/* The known-failures file of the implementation that ran ({"format": 1, "known_failures": …},
 * knownfail.h): each case that failed, errored, timed out, crashed or was a known failure,
 * with its first divergence (or its status and message) as the reason, to be edited. */
void report_expectations(const json_t *results, strbuf *out);

/* One run of `oracle matrix`: its results and the link to its index.html from the matrix's
 * directory (NULL: no links). */
typedef struct report_matrix_run {
    const json_t *results;
    const char *href;
} report_matrix_run;
/* Documents against implementations (the executable and invariant clauses passing, failing,
 * stale per run), then the clauses not passing in every run (Markdown) or every clause with a
 * verdict in some run (HTML), each cell linked to that run's clause. */
void report_matrix_md(const report_matrix_run *runs, size_t n, strbuf *out);
void report_matrix_html(const report_matrix_run *runs, size_t n, strbuf *out);
/* An SVG badge of one run's implementation and one document: its share of executable and
 * invariant clauses passing, the failing and stale ones, coloured by the worst. */
void report_matrix_badge(const json_t *results, const char *doc, strbuf *out);

/* Check results, create dir if needed and write results.json, summary.md, junit.xml,
 * index.html and clauses.info into it. Each file is written whole (util/fileio.h
 * file_write_atomic: a temporary file of its own, flushed to disk, renamed over NAME), so a crash
 * leaves either the old file or the complete new one. Returns 0, or -1 after a diagnostic (the
 * files already renamed stay; no temporary file is left behind). */
int report_write_all(const json_t *results, const char *dir, diag *dg);

/* Write content to dir/name atomically as report_write_all does: 0, or -1 after a diagnostic. */
int report_write_file(const char *dir, const char *name, const char *content, size_t n, diag *dg);

#endif
