/* cli_classes.c — `oracle classes DOC`: how a document's clauses are accounted for (its
 * classification file resolved over the clause index): the count per class, and the clauses of
 * one class with --list CLASS. */
#include "run_docs.h"

#include <string.h>

static const char usage[] = "usage: oracle classes DOC [--list CLASS] [--cases DIR]\n";

int cli_classes(cli_env *env, int argc, char **argv)
{
    if (cli_wants_help(argc, argv)) {
        printf("%s\nResolve cases/DOC/classification.json over the clause index of DOC and print\n"
               "the number of clauses per class (executable, invariant, not-checkable,\n"
               "informative, structure, unclassified); with --list CLASS, each clause of that class\n"
               "(id, kind, line, reason). Exit status: 1 when a clause is unclassified, 0 otherwise,\n"
               "2 for bad usage or an invalid classification file.\n", usage);
        return EXIT_OK;
    }
    const char *slug = NULL, *list = NULL, *cases = NULL;
    for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], "--list") == 0 && i + 1 < argc)
            list = argv[++i];
        else if (strcmp(argv[i], "--cases") == 0 && i + 1 < argc)
            cases = argv[++i];
        else if (argv[i][0] != '-' && !slug)
            slug = argv[i];
        else
            return cli_usage_error("classes", usage, "unexpected argument %s", argv[i]);
    }
    if (!slug)
        return cli_usage_error("classes", usage, "name a document");
    int want = -1;
    for (int k = 0; list && k < CC__COUNT; k++)
        if (strcmp(list, clause_class_name((clause_class)k)) == 0)
            want = k;
    if (list && want < 0)
        return cli_usage_error("classes", usage, "no class \"%s\"", list);
    run_docs rd;
    const char *slugs[1] = {slug};
    int rc = cli_run_docs_open(env, &rd, slugs, 1, cases);
    if (rc) {
        cli_run_docs_free(&rd);
        return rc;
    }
    const run_doc *d = &rd.v[0];
    size_t counts[CC__COUNT];
    classify_count(&d->cls, d->d.index.nclauses, counts);
    if (want >= 0) {
        for (size_t i = 0; i < d->d.index.nclauses; i++) {
            if ((int)d->cls.cls[i] != want)
                continue;
            const clause *cl = &d->d.index.clause[i];
            printf("%-28s %-8s %5ld  %s\n", cl->id, clause_kind_name(cl->kind), cl->line_start,
                   d->cls.reason[i] ? d->cls.reason[i] : "");
        }
    } else {
        printf("%s: %zu clauses%s\n", slug, d->d.index.nclauses,
               d->cls.present ? "" : " (no classification file)");
        for (int k = 1; k < CC__COUNT; k++)
            printf("  %-14s %zu\n", clause_class_name((clause_class)k), counts[k]);
        printf("  %-14s %zu\n", clause_class_name(CC_UNCLASSIFIED), counts[CC_UNCLASSIFIED]);
    }
    rc = counts[CC_UNCLASSIFIED] ? EXIT_FINDINGS : EXIT_OK;
    cli_run_docs_free(&rd);
    return rc;
}
