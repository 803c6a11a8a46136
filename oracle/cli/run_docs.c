/* run_docs.c — the documents of a run, and its report (run_docs.h). */
#define _XOPEN_SOURCE 700 /* realpath */
#include "run_docs.h"
#include "engine/engine.h"
#include "oracle/report/report.h"
#include "util/fatal.h"
#include "results_read.h"

#include <errno.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

static int find_root(cli_env *env, run_docs *rd)
{
    char real[PATH_MAX];
    if (!realpath(env->rules_dir, real)) {
        diag_error(&env->dg, env->rules_dir, 0, 0, "cannot find the rules directory");
        return EXIT_USAGE;
    }
    char *slash = strrchr(real, '/');
    if (slash && slash != real)
        *slash = '\0';
    snprintf(rd->root, sizeof rd->root, "%s", real);
    return 0;
}

static int open_one(cli_env *env, run_docs *rd, const char *slug)
{
    run_doc *d = &rd->v[rd->n];
    memset(d, 0, sizeof *d);
    int rc = cli_open(env, &d->d, slug, NULL);
    if (rc)
        return rc;
    d->slug = d->d.meta->slug;
    vhistory_init(&d->history, &env->m, d->d.meta, &d->d.index);
    rd->n++;
    const char *rules = strrchr(env->m.dir, '/');
    char rel[PATH_MAX];
    snprintf(rel, sizeof rel, "%s/%s", rules ? rules + 1 : env->m.dir, d->d.ver->file);
    d->rel_file = xstrdup(rel);
    char cls[PATH_MAX + 64], rdg[PATH_MAX + 64];
    snprintf(cls, sizeof cls, "%s/%s/classification.json", rd->cases_dir, slug);
    snprintf(rdg, sizeof rdg, "%s/%s/readings.json", rd->cases_dir, slug);
    if (classify_load(&d->cls, cls, &d->history, &env->dg) != 0
        || readings_load(&d->readings, rdg, &d->history, &env->dg) != 0)
        return EXIT_USAGE;
    idf_warn(&d->cls.follow, &d->history, &env->dg);
    idf_warn(&d->readings.follow, &d->history, &env->dg);
    return 0;
}

/* {clause: ["engine/…:LINE", …]}: the marks of the module of `slug`, in their table's order. */
static json_t *marks_of(const char *slug)
{
    json_t *marks = json_object();
    const eng_module *m = eng_find(slug);
    for (const eng_mark *k = m ? m->marks : NULL; k && k->clause; k++) {
        json_t *list = json_object_get(marks, k->clause);
        if (!list)
            json_object_set_new(marks, k->clause, list = json_array());
        char where[600];
        snprintf(where, sizeof where, "%s:%d", k->file, k->line);
        json_array_append_new(list, json_string(where));
    }
    return marks;
}

void cli_run_docs_marks(run_docs *rd, const char *name, const char *version)
{
    if (!drv_is_reference(name, version))
        return;
    for (size_t i = 0; i < rd->n; i++) {
        json_decref(rd->v[i].code);
        rd->v[i].code = marks_of(rd->v[i].slug);
    }
}

int cli_run_docs_open(cli_env *env, run_docs *rd, const char *const *slugs, size_t nslugs,
                      const char *cases_dir)
{
    memset(rd, 0, sizeof *rd);
    int rc = cli_manifest(env);
    if (rc || (rc = find_root(env, rd)))
        return rc;
    if (cases_dir)
        snprintf(rd->cases_dir, sizeof rd->cases_dir, "%s", cases_dir);
    else
    {
        size_t n = strlen(rd->root);
        if (n + 7 > sizeof rd->cases_dir)
            n = sizeof rd->cases_dir - 7;
        memcpy(rd->cases_dir, rd->root, n);
        memcpy(rd->cases_dir + n, "/cases", 7);
    }
    size_t n = slugs ? nslugs : env->m.ndocs;
    rd->v = xcalloc(n ? n : 1, sizeof *rd->v);
    for (size_t i = 0; i < n && rc == 0; i++)
        rc = open_one(env, rd, slugs ? slugs[i] : env->m.docs[i].slug);
    return rc;
}

void cli_run_docs_free(run_docs *rd)
{
    for (size_t i = 0; i < rd->n; i++) {
        vhistory_free(&rd->v[i].history);
        doc_close(&rd->v[i].d);
        classify_free(&rd->v[i].cls);
        readings_free(&rd->v[i].readings);
        free(rd->v[i].rel_file);
        json_decref(rd->v[i].code);
    }
    free(rd->v);
    memset(rd, 0, sizeof *rd);
}

void cli_reports_dir(const run_docs *rd, const char *out_dir, char *buf, size_t size)
{
    if (out_dir)
        snprintf(buf, size, "%s", out_dir);
    else
        snprintf(buf, size, "%s/reports", rd->root);
}

int cli_run_report(cli_env *env, const json_t *results, run_dir *dir)
{
    if (run_dir_write(dir, results, &env->dg) != 0)
        return EXIT_USAGE;
    strbuf sb;
    sb_init(&sb);
    report_summary_md(results, &sb);
    fputs(sb_str(&sb), stdout);
    sb_free(&sb);
    printf("\nreport: %s/%s/ (index.html, summary.md, results.json, junit.xml, clauses.info)\n",
           dir->base, dir->name);
    return 0;
}

json_t *cli_results_read(cli_env *env, const char *where)
{
    char path[PATH_MAX + 64];
    struct stat st;
    if (stat(where, &st) == 0 && S_ISDIR(st.st_mode)) {
        snprintf(path, sizeof path, "%s/results.json", where);
    } else if (stat(where, &st) == 0) {
        snprintf(path, sizeof path, "%s", where);
    } else if (errno != ENOENT || strchr(where, '/')) {
        /* a path, named as given: only a bare name is looked for under reports/ */
        diag_error(&env->dg, where, 0, 0,
                   "%s (expected a results.json, a run directory or the name of a run under reports/)",
                   errno == ENOENT ? "no such file or directory" : strerror(errno));
        return NULL;
    } else {
        run_docs rd;
        memset(&rd, 0, sizeof rd);
        if (find_root(env, &rd))
            return NULL;
        snprintf(path, sizeof path, "%s/reports/%s/results.json", rd.root, where);
    }
    return results_read_file(path, &env->dg);
}
