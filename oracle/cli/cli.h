/* cli.h — the oracle's subcommands and what they share: exit codes, the rules directory,
 * opening documents named on the command line. Each subcommand lives in its own cli_*.c. */
#ifndef ORACLE_CLI_H
#define ORACLE_CLI_H

#include "oracle/index/doc.h"
#include "oracle/index/manifest.h"

#include <stdbool.h>
#include <stdio.h>

enum {
    EXIT_OK = 0,
    EXIT_FINDINGS = 1,  /* lint --strict found something; check-rules found a mismatch */
    EXIT_USAGE = 2,     /* bad usage, unreadable or invalid input */
};

typedef struct cli_env {
    const char *rules_dir;   /* --rules DIR, $ORACLE_RULES, or ../rules beside the binary */
    char rules_beside[4096 + 32];  /* ../rules beside the binary (PATH_MAX on Linux, + 32) */
    manifest m;
    bool manifest_loaded;
    diag dg;                 /* echoes to stderr */
} cli_env;

/* The largest --max-file: 64 GiB. */
#define CLI_MAX_FILE_LIMIT ((size_t)64 << 30)

/* Parse the global options that precede the subcommand (--rules DIR, --max-file BYTES); returns
 * the index of the subcommand, or -1 after a message (a bad option value: exit EXIT_USAGE). */
int cli_env_init(cli_env *env, int argc, char **argv);
/* Load the manifest on first use; returns 0 or EXIT_USAGE after a diagnostic. */
int cli_manifest(cli_env *env);
/* Open the current version of a document by slug: 0 or EXIT_USAGE after a diagnostic. With a
 * file (--file PATH), parse that file with the document's numbering scheme instead: an edited
 * or new version, no checksum. */
int cli_open(cli_env *env, doc *d, const char *slug, const char *file);
/* The same for version `label` of the manifest (NULL: the current one) when no file is given. */
int cli_open_version(cli_env *env, doc *d, const char *slug, const char *file, const char *label);
void cli_env_free(cli_env *env);

/* True when argv[i] is -h/--help. */
bool cli_wants_help(int argc, char **argv);
/* Print "oracle CMD: MESSAGE" and the usage line to stderr; returns EXIT_USAGE. */
int cli_usage_error(const char *cmd, const char *usage, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));

int cli_docs(cli_env *env, int argc, char **argv);
int cli_clauses(cli_env *env, int argc, char **argv);
int cli_show(cli_env *env, int argc, char **argv);
int cli_lint(cli_env *env, int argc, char **argv);
int cli_check_rules(cli_env *env, int argc, char **argv);
int cli_run(cli_env *env, int argc, char **argv);
int cli_play(cli_env *env, int argc, char **argv);
int cli_merge(cli_env *env, int argc, char **argv);
int cli_compare(cli_env *env, int argc, char **argv);
int cli_classes(cli_env *env, int argc, char **argv);
int cli_repin(cli_env *env, int argc, char **argv);
int cli_diff(cli_env *env, int argc, char **argv);
int cli_add_version(cli_env *env, int argc, char **argv);
int cli_cases(cli_env *env, int argc, char **argv);
/* `oracle run --dump CASE-ID …` (cli_dump.c): cli_run hands its arguments over. */
int cli_run_dump(cli_env *env, int argc, char **argv);
int cli_smoke(cli_env *env, int argc, char **argv);
int cli_matrix(cli_env *env, int argc, char **argv);
/* Under `oracle show`: the clause's cases in the latest run, or a line saying there is none. */
void cli_cases_under_show(cli_env *env, const char *slug, const char *id);

#endif
