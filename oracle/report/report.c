/* report.c — report_check (the structure of results.json the writers read) and
 * report_write_all (every report file, each written whole: util/fileio.h file_write_atomic). */
#include "report_internal.h"
#include "util/fatal.h"
#include "util/fileio.h"

#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

enum { CHECK_MAX_DIAGS = 20 };

typedef struct checker {
    const char *name;
    diag *dg;
    int problems;
} checker;

static void problem(checker *k, const char *fmt, ...) __attribute__((format(printf, 2, 3)));

static void problem(checker *k, const char *fmt, ...)
{
    if (k->problems++ >= CHECK_MAX_DIAGS)
        return;
    char msg[600];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(msg, sizeof msg, fmt, ap);
    va_end(ap);
    diag_error(k->dg, k->name, 0, 0, "%s", msg);
}

/* where.key must be a string; when nullable, it may also be null or absent (read as null). */
static void need_string(checker *k, const json_t *obj, const char *where, const char *key,
                        bool nullable)
{
    const json_t *v = json_object_get(obj, key);
    if (json_is_string(v) || (nullable && (!v || json_is_null(v))))
        return;
    problem(k, "%s.%s: %s", where, key,
            !v ? "missing" : nullable ? "not a string or null" : "not a string");
}

static void need_array(checker *k, const json_t *obj, const char *where, const char *key)
{
    const json_t *v = json_object_get(obj, key);
    if (!json_is_array(v))
        problem(k, "%s.%s: %s", where, key, v ? "not an array" : "missing");
}

static void check_case(checker *k, const json_t *c, size_t i)
{
    char where[48];
    snprintf(where, sizeof where, "cases[%zu]", i);
    if (!json_is_object(c)) {
        problem(k, "%s: not an object", where);
        return;
    }
    need_string(k, c, where, "id", false);
    need_string(k, c, where, "doc", false);
    need_string(k, c, where, "status", false);
    need_string(k, c, where, "message", true);
    need_string(k, c, where, "known_failure", true);
    need_array(k, c, where, "clauses");
    const char *status = report_str_or_null(c, "status");
    if (status && report_case_status_index(status) < 0)
        problem(k, "%s.status: unknown status \"%s\"", where, status);
    const json_t *diff = json_object_get(c, "diff");
    if (diff && !json_is_null(diff) && !json_is_object(diff))
        problem(k, "%s.diff: not an object or null", where);
    const json_t *ms = json_object_get(c, "ms");
    if (ms && !json_is_number(ms))
        problem(k, "%s.ms: not a number", where);
}

static void check_clause(checker *k, const json_t *c, size_t i)
{
    static const char *const classes[] = {"executable",  "invariant", "not-checkable",
                                          "informative", "structure", "unclassified", NULL};
    static const char *const statuses[] = {"passing",     "failing",       "held",          "stale",
                                           "skipped",     "uncovered",     "not-checkable",
                                           "informative", "structure",     "unclassified",
                                           NULL};
    char where[48];
    snprintf(where, sizeof where, "clauses[%zu]", i);
    if (!json_is_object(c)) {
        problem(k, "%s: not an object", where);
        return;
    }
    need_string(k, c, where, "doc", false);
    need_string(k, c, where, "id", false);
    need_string(k, c, where, "file", false);
    need_string(k, c, where, "chapter", false);
    need_string(k, c, where, "parent", true);
    need_array(k, c, where, "cases");
    const char *cls = report_str_or_null(c, "class");
    const char *st = report_str_or_null(c, "status");
    if (!cls || !report_one_of(cls, classes))
        problem(k, "%s.class: %s%s%s", where, cls ? "unknown class \"" : "missing",
                cls ? cls : "", cls ? "\"" : "");
    if (!st || !report_one_of(st, statuses))
        problem(k, "%s.status: %s%s%s", where, st ? "unknown status \"" : "missing",
                st ? st : "", st ? "\"" : "");
    long long a = report_int(c, "line_start", 0), b = report_int(c, "line_end", 0);
    if (a < 1 || b < a)
        problem(k, "%s: line_start %lld, line_end %lld: not a line range", where, a, b);
}

int report_check(const json_t *results, const char *name, diag *dg)
{
    checker k = {name, dg, 0};
    if (!json_is_object(results)) {
        problem(&k, "not a JSON object");
        return -1;
    }
    if (report_int(results, "format", 0) != 1)
        problem(&k, "format: expected 1");
    const json_t *run = report_obj(results, "run");
    if (!run)
        problem(&k, "run: missing or not an object");
    else
        need_string(&k, run, "run", "name", false);
    need_array(&k, results, "results", "documents");
    need_array(&k, results, "results", "cases");
    need_array(&k, results, "results", "clauses");
    size_t i;
    const json_t *v;
    json_array_foreach(report_arr(results, "documents"), i, v) {
        char where[48];
        snprintf(where, sizeof where, "documents[%zu]", i);
        if (json_is_object(v))
            need_string(&k, v, where, "doc", false);
        else
            problem(&k, "%s: not an object", where);
    }
    json_array_foreach(report_arr(results, "cases"), i, v)
        check_case(&k, v, i);
    json_array_foreach(report_arr(results, "clauses"), i, v)
        check_clause(&k, v, i);
    if (k.problems > CHECK_MAX_DIAGS)
        diag_error(dg, name, 0, 0, "%d more problems", k.problems - CHECK_MAX_DIAGS);
    return k.problems ? -1 : 0;
}

/* ---- atomic files ---------------------------------------------------------------------- */

int report_write_file(const char *dir, const char *name, const char *content, size_t n, diag *dg)
{
    size_t len = strlen(dir) + strlen(name) + 2;
    char *path = xmalloc(len);
    snprintf(path, len, "%s/%s", dir, name);
    int rc = file_write_atomic(path, content, n, 0644, dg);
    free(path);
    return rc;
}

typedef void (*report_writer)(const json_t *results, strbuf *out);

static void write_results_json(const json_t *results, strbuf *out)
{
    char *text = json_dumps(results, JSON_INDENT(2) | JSON_PRESERVE_ORDER);
    if (!text)
        return; /* only on exhausted memory: reported as nothing to write */
    sb_puts(out, text);
    sb_putc(out, '\n');
    free(text);
}

int report_write_all(const json_t *results, const char *dir, diag *dg)
{
    if (report_check(results, "results.json", dg) != 0)
        return -1;
    if (mkdir(dir, 0755) != 0 && errno != EEXIST) {
        diag_error(dg, dir, 0, 0, "cannot create the report directory: %s", strerror(errno));
        return -1;
    }
    /* results.json first: every other file can be computed again from it */
    static const struct {
        const char *name;
        report_writer write;
    } files[] = {
        {"results.json", write_results_json}, {"summary.md", report_summary_md},
        {"junit.xml", report_junit},          {"index.html", report_html},
        {"clauses.info", report_lcov},
    };
    strbuf b;
    sb_init(&b);
    int rc = 0;
    for (size_t f = 0; f < sizeof files / sizeof files[0] && rc == 0; f++) {
        sb_clear(&b);
        files[f].write(results, &b);
        /* clauses.info is empty when no clause is executable or invariant (documents without
         * a classification): an empty tracefile, not a failure */
        if (b.n == 0 && files[f].write != report_lcov) {
            diag_error(dg, files[f].name, 0, 0, "could not be produced");
            rc = -1;
            break;
        }
        rc = report_write_file(dir, files[f].name, sb_str(&b), b.n, dg);
    }
    sb_free(&b);
    return rc;
}
