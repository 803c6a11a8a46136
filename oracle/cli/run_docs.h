/* run_docs.h — what `run`, `merge` and `compare` share: the repository root, the documents of a
 * run with their classifications, and writing a run's report (into its directory, run_dir.h). */
#ifndef ORACLE_CLI_RUN_DOCS_H
#define ORACLE_CLI_RUN_DOCS_H

#include "cli.h"
#include "run_dir.h"
#include "oracle/suite/runner.h"

#include <jansson.h>

typedef struct run_docs {
    char root[4096];          /* the repository root: the rules directory's parent */
    char cases_dir[4096];
    run_doc *v;
    size_t n;
} run_docs;

/* Find the root, and open the documents named in slugs (NULL: every document of the
 * manifest) with cases_dir/<slug>/classification.json. cases_dir NULL: <root>/cases. Returns 0 or
 * EXIT_USAGE after a diagnostic. */
int cli_run_docs_open(cli_env *env, run_docs *rd, const char *const *slugs, size_t nslugs,
                      const char *cases_dir);
void cli_run_docs_free(run_docs *rd);
/* When the implementation that ran (its name and version) is the reference engine, give each
 * document the RULE() marks of its module (eng_module.marks), so that the report links its
 * clauses to the code; for any other implementation the documents keep none. */
void cli_run_docs_marks(run_docs *rd, const char *name, const char *version);

/* Where run directories go: out_dir, else <root>/reports. */
void cli_reports_dir(const run_docs *rd, const char *out_dir, char *buf, size_t size);
/* Write the report files of `results` as the run `dir` (run_dir.h: published whole, latest
 * pointed at it); print summary.md on stdout. Returns 0 or EXIT_USAGE. */
int cli_run_report(cli_env *env, const json_t *results, run_dir *dir);

/* Read a results.json given as a file, a run directory, or a run name under <root>/reports.
 * NULL after a diagnostic. */
json_t *cli_results_read(cli_env *env, const char *where);

#endif
