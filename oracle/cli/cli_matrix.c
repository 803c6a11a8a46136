/* cli_matrix.c — `oracle matrix RUN...`: several runs (implementations) side by side, written as
 * OUT/matrix.md, OUT/index.html and an SVG badge per implementation and document in
 * OUT/badges/ (report_matrix.c); matrix.md is printed. */
#define _XOPEN_SOURCE 700  /* realpath */
#include "run_docs.h"
#include "oracle/report/report.h"
#include "util/fatal.h"

#include <ctype.h>
#include <errno.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

static const char usage[] = "usage: oracle matrix RUN... [--out DIR]\n";

static const char help[] =
    "Implementations side by side, as Bowtie's compliance table: one column per run (an\n"
    "implementation), one row per document with the share of its executable and invariant\n"
    "clauses passing and the number failing and stale, then the clauses against the runs, each\n"
    "cell the clause's status in that run linked to that run's report of the clause.\n\n"
    "  RUN        a run directory, its results.json, or a run name under reports/\n"
    "  --out DIR  where to write matrix.md, index.html and badges/IMPLEMENTATION--DOC.svg\n"
    "             (default: reports/matrix beside rules/)\n\n"
    "Exit status: 0; 2 for bad usage or a run that cannot be read.\n";

/* The run directory of RUN, as cli_results_read finds its results (malloc'd). */
static char *run_location(const char *rules_dir, const char *where)
{
    struct stat st;
    char buf[PATH_MAX + 64];
    if (stat(where, &st) == 0 && S_ISDIR(st.st_mode))
        return xstrdup(where);
    if (stat(where, &st) == 0) {
        snprintf(buf, sizeof buf, "%s", where);
        char *slash = strrchr(buf, '/');
        return xstrdup(slash ? (*slash = '\0', buf) : ".");
    }
    snprintf(buf, sizeof buf, "%s/../reports/%s", rules_dir, where);
    return xstrdup(buf);
}

/* The path of `to` relative to the directory `from` (both existing), or NULL. */
static char *relative(const char *from, const char *to)
{
    char a[PATH_MAX], b[PATH_MAX];
    if (!realpath(from, a) || !realpath(to, b))
        return NULL;
    size_t common = 0;
    for (size_t i = 0; a[i] && a[i] == b[i]; i++)
        if (a[i + 1] == '/' || a[i + 1] == '\0')
            common = (b[i + 1] == '/' || b[i + 1] == '\0') ? i + 1 : common;
    strbuf r;
    sb_init(&r);
    for (const char *p = a + common; *p; p++)
        if (*p == '/')
            sb_puts(&r, "../");
    sb_puts(&r, b[common] == '/' ? b + common + 1 : b + common);
    if (r.n == 0)
        sb_puts(&r, ".");
    return r.p;
}

static int make_dir(const char *path, diag *dg)
{
    if (mkdir(path, 0755) != 0 && errno != EEXIST) {
        diag_error(dg, path, 0, 0, "cannot create the directory: %s", strerror(errno));
        return -1;
    }
    return 0;
}

/* A file name of an implementation: its name in lower case, other characters as '-'. */
static void slug_of(const char *name, strbuf *b)
{
    bool dash = false;
    for (const unsigned char *p = (const unsigned char *)name; *p; p++) {
        if (isalnum(*p) || *p == '.') {
            sb_putc(b, (char)tolower(*p));
            dash = false;
        } else if (!dash && b->n) {
            sb_putc(b, '-');
            dash = true;
        }
    }
    while (b->n && b->p[b->n - 1] == '-')
        b->p[--b->n] = '\0';
    if (!b->n)
        sb_puts(b, "implementation");
}

static int write_badges(cli_env *env, const report_matrix_run *runs, size_t n, const char *out)
{
    char dir[PATH_MAX + 64];
    snprintf(dir, sizeof dir, "%s/badges", out);
    if (make_dir(dir, &env->dg))
        return EXIT_USAGE;
    json_t *used = json_object();
    int rc = 0;
    for (size_t r = 0; r < n && !rc; r++) {
        const json_t *run = json_object_get(runs[r].results, "run");
        strbuf slug;
        sb_init(&slug);
        const char *engine = json_string_value(json_object_get(json_object_get(run, "engine"), "name"));
        const char *run_name = json_string_value(json_object_get(run, "name"));
        slug_of(engine ? engine : "", &slug);
        if (json_object_get(used, sb_str(&slug))) {  /* the same implementation twice: its runs apart */
            sb_putc(&slug, '-');
            slug_of(run_name ? run_name : "", &slug);
        }
        json_object_set_new(used, sb_str(&slug), json_true());
        json_t *seen = json_object();
        size_t i;
        const json_t *c;
        json_array_foreach(json_object_get(runs[r].results, "clauses"), i, c) {
            const char *slug_doc = json_string_value(json_object_get(c, "doc"));
            if (!slug_doc || json_object_get(seen, slug_doc) || rc)
                continue;
            json_object_set_new(seen, slug_doc, json_true());
            strbuf svg, name;
            sb_init(&svg);
            sb_init(&name);
            report_matrix_badge(runs[r].results, slug_doc, &svg);
            sb_printf(&name, "%s--%s.svg", sb_str(&slug), slug_doc);
            if (report_write_file(dir, sb_str(&name), svg.p, svg.n, &env->dg) != 0)
                rc = EXIT_USAGE;
            sb_free(&svg);
            sb_free(&name);
        }
        json_decref(seen);
        sb_free(&slug);
    }
    json_decref(used);
    return rc;
}

int cli_matrix(cli_env *env, int argc, char **argv)
{
    if (cli_wants_help(argc, argv)) {
        printf("%s\n%s", usage, help);
        return EXIT_OK;
    }
    const char *out = NULL;
    const char **where = xcalloc((size_t)argc, sizeof *where);
    size_t n = 0;
    for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], "--out") == 0 && i + 1 < argc)
            out = argv[++i];
        else if (argv[i][0] == '-' && argv[i][1]) {
            free(where);
            return cli_usage_error("matrix", usage, "unknown option or missing value: %s", argv[i]);
        } else
            where[n++] = argv[i];
    }
    if (n == 0) {
        free(where);
        return cli_usage_error("matrix", usage, "expected one run or more");
    }
    char out_dir[PATH_MAX + 32];
    snprintf(out_dir, sizeof out_dir, "%s", out ? out : "");
    if (!out)
        snprintf(out_dir, sizeof out_dir, "%s/../reports/matrix", env->rules_dir);
    report_matrix_run *runs = xcalloc(n, sizeof *runs);
    char **hrefs = xcalloc(n, sizeof *hrefs);
    int rc = 0;
    for (size_t r = 0; r < n && !rc; r++) {
        char *dir = run_location(env->rules_dir, where[r]);
        runs[r].results = cli_results_read(env, where[r]);
        if (!runs[r].results)
            rc = EXIT_USAGE;
        else {
            char index[PATH_MAX + 96];
            snprintf(index, sizeof index, "%s/index.html", dir);
            struct stat st;
            if (make_dir(out_dir, &env->dg) != 0)
                rc = EXIT_USAGE;
            else if (stat(index, &st) == 0)
                hrefs[r] = relative(out_dir, index);
            runs[r].href = hrefs[r];
        }
        free(dir);
    }
    if (!rc) {
        strbuf md, html;
        sb_init(&md);
        sb_init(&html);
        report_matrix_md(runs, n, &md);
        report_matrix_html(runs, n, &html);
        if (report_write_file(out_dir, "matrix.md", md.p, md.n, &env->dg) != 0
            || report_write_file(out_dir, "index.html", html.p, html.n, &env->dg) != 0)
            rc = EXIT_USAGE;
        if (!rc)
            rc = write_badges(env, runs, n, out_dir);
        if (!rc)
            printf("%s\nmatrix: %s/ (index.html, matrix.md, badges/)\n", sb_str(&md), out_dir);
        sb_free(&md);
        sb_free(&html);
    }
    for (size_t r = 0; r < n; r++) {
        json_decref((json_t *)runs[r].results);
        free(hrefs[r]);
    }
    free(runs);
    free(hrefs);
    free(where);
    return rc;
}
