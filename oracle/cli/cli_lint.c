/* cli_lint.c — `oracle lint DOC…|--all [--json] [--strict] [--summary]`: the findings about
 * the documents themselves, one per line as FILE:LINE[:COL]: SEVERITY: [CHECK] MESSAGE, or
 * as JSON, or (--summary) as the per-document table that `make run` prints. */
#include "cli.h"
#include "oracle/index/lint.h"
#include "util/fatal.h"

#include <jansson.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static const char LINT_USAGE[] = "oracle lint DOC...|--all|DOC --file PATH [--json] [--strict] [--summary]";

typedef struct lint_opts {
    bool json, strict, summary;
} lint_opts;

typedef struct doc_tally {
    size_t by_severity[3];
    size_t dangling;
} doc_tally;

static double now_ms(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec * 1e3 + (double)t.tv_nsec / 1e6;
}

static void print_finding(const doc *d, const lint_finding *f)
{
    if (f->col > 0)
        printf("%s:%ld:%ld: %s: [%s] %s\n", d->src.path, f->line, f->col, lint_severity_name(f->severity),
               f->code, f->message);
    else
        printf("%s:%ld: %s: [%s] %s\n", d->src.path, f->line, lint_severity_name(f->severity), f->code,
               f->message);
}

static json_t *findings_json(const doc *d, const lint_report *r)
{
    json_t *arr = json_array();
    for (size_t i = 0; i < r->n; i++) {
        const lint_finding *f = &r->f[i];
        json_t *o = json_object();
        json_object_set_new(o, "severity", json_string(lint_severity_name(f->severity)));
        json_object_set_new(o, "check", json_string(f->code));
        json_object_set_new(o, "clause", f->clause ? json_string(f->clause) : json_null());
        json_object_set_new(o, "file", json_string(d->src.path));
        json_object_set_new(o, "line", json_integer(f->line));
        json_object_set_new(o, "col", json_integer(f->col));
        json_object_set_new(o, "message", json_string(f->message));
        json_array_append_new(arr, o);
    }
    return arr;
}

static void summary_header(void)
{
    printf("%-16s %-9s %7s %8s %8s %5s %8s %6s %8s %5s %9s\n", "document", "version", "clauses", "numbered",
           "headings", "refs", "dangling", "errors", "warnings", "info", "extract");
}

static void summary_row(const doc *d, const lint_report *r, double ms)
{
    size_t sev[3] = {0, 0, 0}, numbered = 0, headings = 0, dangling = 0;
    for (size_t i = 0; i < r->n; i++)
        sev[r->f[i].severity]++;
    const cidx *x = &d->index;
    for (size_t i = 0; i < x->nclauses; i++) {
        numbered += x->clause[i].numbered;
        headings += x->clause[i].kind == CK_HEADING;
    }
    for (size_t i = 0; i < x->nrefs; i++)
        dangling += x->ref[i].resolved < 0;
    printf("%-16s %-9s %7zu %8zu %8zu %5zu %8zu %6zu %8zu %5zu %7.1fms\n", x->doc, d->ver ? d->ver->label : "-",
           x->nclauses, numbered, headings, x->nrefs, dangling, sev[LS_ERROR], sev[LS_WARNING], sev[LS_INFO], ms);
}

/* Findings per check, for the summary: "dangling-ref 1, stale-ref 2, …". */
static void summary_checks(const doc *d, const lint_report *r)
{
    const char *seen[64];
    size_t counts[64], n = 0;
    for (size_t i = 0; i < r->n; i++) {
        size_t k = 0;
        while (k < n && strcmp(seen[k], r->f[i].code) != 0)
            k++;
        if (k == n && n < 64) {
            seen[n] = r->f[i].code;
            counts[n++] = 0;
        }
        if (k < 64)
            counts[k]++;
    }
    printf("  %s:", d->index.doc);
    if (!n)
        printf(" no findings");
    for (size_t k = 0; k < n; k++)
        printf("%s %s %zu", k ? "," : "", seen[k], counts[k]);
    putchar('\n');
}

int cli_lint(cli_env *env, int argc, char **argv)
{
    if (cli_wants_help(argc, argv)) {
        printf("usage: %s\n\n"
               "Check the documents themselves (not an engine): references to clauses that do not exist\n"
               "(dangling-ref) or whose label names another clause (stale-ref) or not the target's title\n"
               "(ref-label); duplicate, missing-parent, out-of-order numbers and numbering gaps; the table\n"
               "of contents against the body; the change history against the text (deleted clauses still\n"
               "present, added ones missing, renumberings the history does not record, descriptions that\n"
               "do not match their clause) and against the header.\n\n"
               "  --all      every document in the manifest\n"
               "  --file PATH  lint that file with DOC's numbering scheme (an edited or new version)\n"
               "  --json     findings as JSON: {\"documents\": [{\"doc\", \"version\", \"findings\": [...]}]}\n"
               "  --summary  the per-document table (clauses, references, findings by severity, time)\n"
               "  --strict   exit 1 when there is any error or warning\n\n"
               "Exit status: 0, or 1 with --strict and findings; 2 on bad usage or unreadable input.\n",
               LINT_USAGE);
        return EXIT_OK;
    }
    lint_opts o = {0};
    bool all = false;
    size_t ndocs = 0;
    const char *file = NULL;
    const char **names = xcalloc((unsigned long)argc, sizeof *names);
    for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], "--file") == 0 && i + 1 < argc)
            file = argv[++i];
        else if (strcmp(argv[i], "--json") == 0)
            o.json = true;
        else if (strcmp(argv[i], "--strict") == 0)
            o.strict = true;
        else if (strcmp(argv[i], "--summary") == 0)
            o.summary = true;
        else if (strcmp(argv[i], "--all") == 0)
            all = true;
        else if (argv[i][0] == '-') {
            free(names);
            return cli_usage_error("lint", LINT_USAGE, "unknown option %s", argv[i]);
        } else
            names[ndocs++] = argv[i];
    }
    const char *misuse = !all && !ndocs ? "which document? name one or more, or --all"
                         : all && ndocs ? "--all and document names do not go together"
                         : file && (all || ndocs != 1) ? "--file goes with exactly one document name"
                                                       : NULL;
    int rc = misuse ? EXIT_USAGE : cli_manifest(env);
    if (rc) {
        free(names);
        return misuse ? cli_usage_error("lint", LINT_USAGE, "%s", misuse) : rc;
    }
    if (all) {
        names = xrealloc(names, (env->m.ndocs + 1) * sizeof *names);
        for (size_t k = 0; k < env->m.ndocs; k++)
            names[ndocs++] = env->m.docs[k].slug;
    }
    json_t *docs_json = o.json ? json_array() : NULL;
    if (o.summary && !o.json)
        summary_header();
    size_t total_serious = 0;
    int status = EXIT_OK;
    lint_report *reports = xcalloc(ndocs, sizeof *reports);
    doc *opened = xcalloc(ndocs, sizeof *opened);
    size_t nopened = 0;
    for (size_t k = 0; k < ndocs; k++) {
        const char *slug = names[k];
        double t0 = now_ms();
        doc *d = &opened[nopened];
        if (cli_open(env, d, slug, file) != 0) {
            status = EXIT_USAGE;
            continue;
        }
        double ms = now_ms() - t0;
        lint_report *r = &reports[nopened++];
        lint_doc(&d->index, r);
        for (size_t f = 0; f < r->n; f++)
            total_serious += r->f[f].severity != LS_INFO;
        if (o.json) {
            json_t *dj = json_object();
            json_object_set_new(dj, "doc", json_string(slug));
            json_object_set_new(dj, "version", json_string(d->ver ? d->ver->label : ""));
            json_object_set_new(dj, "findings", findings_json(d, r));
            json_array_append_new(docs_json, dj);
        } else if (o.summary) {
            summary_row(d, r, ms);
        } else {
            for (size_t f = 0; f < r->n; f++)
                print_finding(d, &r->f[f]);
        }
    }
    if (o.json) {
        json_t *root = json_object();
        json_object_set_new(root, "documents", docs_json);
        json_dumpf(root, stdout, JSON_INDENT(2) | JSON_PRESERVE_ORDER);
        fputc('\n', stdout);
        json_decref(root);
    } else if (o.summary) {
        printf("\nfindings by check:\n");
        for (size_t i = 0; i < nopened; i++)
            summary_checks(&opened[i], &reports[i]);
    }
    for (size_t i = 0; i < nopened; i++) {
        lint_report_free(&reports[i]);
        doc_close(&opened[i]);
    }
    free(reports);
    free(opened);
    free(names);
    if (status == EXIT_OK && o.strict && total_serious)
        status = EXIT_FINDINGS;
    return status;
}
