/* main.c — the `oracle` command line: global options, then one subcommand. */
#include "cli.h"

#include <string.h>

typedef struct command {
    const char *name;
    int (*run)(cli_env *env, int argc, char **argv);
    const char *summary;
} command;

static const command commands[] = {
    {"docs", cli_docs, "the documents, their versions and the counts of their clause index"},
    {"clauses", cli_clauses, "the clause index of a document (--json for the full records)"},
    {"show", cli_show, "one clause: file:line, text, children, references, back-references"},
    {"cases", cli_cases, "the cases of one clause in a run: status, failed or held, pins, description"},
    {"lint", cli_lint, "findings about the documents: references, numbering, contents, history"},
    {"check-rules", cli_check_rules, "verify every document file against its manifest sha256"},
    {"classes", cli_classes, "how a document's clauses are accounted for: counts per class, lists"},
    {"run", cli_run, "run the cases against an implementation, judge them, write the report"},
    {"play", cli_play, "random games on an implementation, or two compared; findings shrunk"},
    {"smoke", cli_smoke, "the handshake check of a new adapter: one small case per document it claims"},
    {"merge", cli_merge, "join the results of shards into one run and its report"},
    {"compare", cli_compare, "what newly fails and newly passes between two runs"},
    {"matrix", cli_matrix, "implementations side by side: documents and clauses against runs, badges"},
    {"repin", cli_repin, "after a new version of a document: rewrite renumbered pins of its cases"},
    {"diff", cli_diff, "two versions of a document: clauses added, removed, changed, renumbered"},
    {"add-version", cli_add_version, "a new version of a document: copied to rules/, in the manifest"},
};

static void usage(FILE *out)
{
    fprintf(out,
            "usage: oracle [--rules DIR] [--max-file BYTES] COMMAND [ARGS]\n\n"
            "A rules-conformance oracle for trading-card-game rule documents.\n\n"
            "Commands:\n");
    for (size_t i = 0; i < sizeof commands / sizeof *commands; i++)
        fprintf(out, "  %-12s %s\n", commands[i].name, commands[i].summary);
    fprintf(out,
            "\n`oracle COMMAND --help` describes each command.\n"
            "--rules DIR        the rules directory (default: $ORACLE_RULES, else ../rules beside the\n"
            "                   binary)\n"
            "--max-file BYTES   the largest file the oracle reads: rules documents, the manifest,\n"
            "                   cases, classifications, readings, expectations, results.json\n"
            "                   (default 256M; K, M, G: binary multiples). Only regular files are\n"
            "                   read: a FIFO, a device or a directory where a file is expected is an\n"
            "                   error (for a case, that case's error).\n"
            "Exit status: 0 success, 1 findings (with --strict), a checksum mismatch, failing cases or\n"
            "stale clauses (run), a protocol problem (smoke), 2 bad usage or unreadable input.\n");
}

int main(int argc, char **argv)
{
    cli_env env;
    int i = cli_env_init(&env, argc, argv);
    if (i < 0)
        return EXIT_USAGE;
    if (i >= argc) {
        usage(stderr);
        return EXIT_USAGE;
    }
    if (strcmp(argv[i], "-h") == 0 || strcmp(argv[i], "--help") == 0 || strcmp(argv[i], "help") == 0) {
        usage(stdout);
        return EXIT_OK;
    }
    for (size_t k = 0; k < sizeof commands / sizeof *commands; k++) {
        if (strcmp(argv[i], commands[k].name) == 0) {
            int rc = commands[k].run(&env, argc - i, argv + i);
            cli_env_free(&env);
            return rc;
        }
    }
    fprintf(stderr, "oracle: unknown command \"%s\"\n", argv[i]);
    usage(stderr);
    return EXIT_USAGE;
}
