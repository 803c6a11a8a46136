/* cli_classes.c — `oracle classes DOC`: how a document's clauses are accounted for (its
 * classification file resolved over the clause index): the count per class, and the clauses of
 * one class with --list CLASS. When the classification or the readings were written for an
 * older version, what a new version did to them: the entries whose clause moved, changed or was
 * removed, the clauses whose text changed (their class kept) and the clauses it added. */
#include "run_docs.h"

#include <string.h>

/* The entries of a classification or readings file that a new version touched. */
static void print_notes(const idf_list *l, const run_doc *d, bool readings_file)
{
    const cidx *x = &d->d.index;
    for (size_t i = 0; i < l->n; i++) {
        const idf_note *n = &l->v[i];
        char where[256];
        jpos_format(&n->path, where, sizeof where);
        printf("  %s:%ld:%ld  %s %s", l->file, n->line, n->col, idf_state_name(n->state), n->id);
        if (n->now >= 0 && strcmp(x->clause[n->now].id, n->id) != 0)
            printf(" -> %s", x->clause[n->now].id);
        if (readings_file)
            printf("  (reading %s)", readings_of_note(&d->readings, n));
        else if (n->now >= 0)
            printf("  (%s)", clause_class_name(d->cls.cls[n->now]));
        else
            printf("  (its rule applies to nothing)");
        putchar('\n');
    }
}

/* The clauses of the current version whose text is new since `from` (changed or added), with
 * the class they have now. */
static void print_new_texts(const vh_version *from, const run_doc *d)
{
    const vdiff *diff = &from->diff;
    for (int pass = 0; pass < 2; pass++) {
        size_t n = 0;
        for (size_t k = 0; k < diff->nentries; k++) {
            const vd_entry *e = &diff->entry[k];
            bool changed = e->new_clause >= 0 && e->old_clause >= 0 && !e->same_text;
            if (e->new_clause < 0 || (pass == 0 ? !changed : e->status != VD_ADDED))
                continue;
            if (n++ == 0)
                printf("  %s:", pass == 0 ? "text changed, class kept"
                                          : "new clauses, classified by the rules over them");
            printf(" %s (%s)", d->d.index.clause[e->new_clause].id,
                   clause_class_name(d->cls.cls[e->new_clause]));
        }
        if (n)
            putchar('\n');
    }
}

static const char usage[] = "usage: oracle classes DOC [--list CLASS] [--cases DIR]\n";

int cli_classes(cli_env *env, int argc, char **argv)
{
    if (cli_wants_help(argc, argv)) {
        printf("%s\nResolve cases/DOC/classification.json over the clause index of DOC and print\n"
               "the number of clauses per class (executable, invariant, not-checkable,\n"
               "informative, structure, unclassified); with --list CLASS, each clause of that class\n"
               "(id, kind, line, reason). When the classification or the readings name the clauses of\n"
               "an older version, what the current one did to them: entries whose clause moved (read\n"
               "under the new id), changed (class kept, to review) or was removed (the entry applies\n"
               "to nothing), and the clauses whose text is new.\n"
               "Exit status: 1 when a clause is unclassified or an entry waits for review, 0\n"
               "otherwise, 2 for bad usage or an invalid classification file.\n", usage);
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
    size_t waiting = 0, k[IDF__COUNT];
    const idf_list *lists[2] = {&d->cls.follow, &d->readings.follow};
    for (int f = 0; f < 2; f++) {
        idf_count(lists[f], k);
        waiting += k[IDF_CHANGED] + k[IDF_REMOVED] + k[IDF_UNKNOWN];
    }
    const vh_version *from = d->cls.follow.from ? d->cls.follow.from : d->readings.follow.from;
    if (want < 0 && (from || waiting)) {
        const char *written = from ? from->ver->label
                              : d->cls.follow.version ? d->cls.follow.version
                              : d->readings.follow.version ? d->readings.follow.version : "?";
        printf("written for %s %s, the current version is %s: to review\n", slug, written,
               d->history.current_label);
        print_notes(&d->cls.follow, d, false);
        print_notes(&d->readings.follow, d, true);
        if (from)
            print_new_texts(from, d);
        printf("  (oracle repin %s rewrites the moved ids; after review, --accept-suspect the "
               "rest)\n", slug);
    }
    rc = counts[CC_UNCLASSIFIED] || waiting ? EXIT_FINDINGS : EXIT_OK;
    cli_run_docs_free(&rd);
    return rc;
}
