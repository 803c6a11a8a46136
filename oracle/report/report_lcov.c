/* report_lcov.c — clauses.info, an lcov tracefile whose source files are the rules documents
 * (SF: the clauses' `file` as results.json gives it, relative to the repository). Failing and
 * uncovered clauses are kept apart, so that genhtml's two figures say two things:
 *   - lines are the verdicts: each line of an executable or invariant clause that is passing or
 *     failing gets DA:line,N with N its number of passing cases (0, red, when it fails); a line
 *     two such clauses share gets the smaller N. A clause without a verdict (uncovered, held,
 *     skipped, stale) has no DA line: uncoloured, outside the lines figure.
 *   - functions are the coverage: each executable or invariant clause is a "function" (FN at its
 *     first line, named by its id) whose FNDA is the number of cases that count for it, 0 for an
 *     uncovered clause.
 * Files appear in order of their first clause; records are sorted by line. */
#include "report_internal.h"
#include "util/fatal.h"

#include <stdlib.h>
#include <string.h>

typedef struct lcov_line {
    long long line;
    size_t hits;
} lcov_line;

typedef struct lcov_fn {
    long long line;
    size_t hits;
    const char *id; /* borrowed */
} lcov_fn;

static bool checkable(const json_t *clause)
{
    const char *cls = report_str(clause, "class");
    return strcmp(cls, "executable") == 0 || strcmp(cls, "invariant") == 0;
}

/* N for a clause: its passing cases (pass, or xpass: it passed) when its status is passing,
 * at least 1 then (its cases may have run in another shard); else 0. */
static size_t clause_hits(const json_t *results, const json_t *index, const json_t *clause)
{
    if (strcmp(report_str(clause, "status"), "passing") != 0)
        return 0;
    size_t hits = 0, i;
    const json_t *id;
    json_array_foreach(report_arr(clause, "cases"), i, id) {
        const json_t *c = json_is_string(id)
                              ? report_case_by_id(results, index, json_string_value(id))
                              : NULL;
        const char *st = report_str(c, "status");
        hits += strcmp(st, "pass") == 0 || strcmp(st, "xpass") == 0;
    }
    return hits ? hits : 1;
}

static int by_line(const void *a, const void *b)
{
    const lcov_line *x = a, *y = b;
    return (x->line > y->line) - (x->line < y->line);
}

/* Function names may not contain commas in the tracefile format. */
static void put_fn_name(strbuf *out, const char *id)
{
    for (; *id; id++)
        sb_putc(out, *id == ',' ? ';' : *id);
}

static void put_file(strbuf *out, const json_t *results, const json_t *index, const char *file)
{
    lcov_line *lines = NULL;
    lcov_fn *fns = NULL;
    size_t nlines = 0, nfns = 0, i;
    const json_t *cl;
    json_array_foreach(report_arr(results, "clauses"), i, cl) {
        long long start = report_int(cl, "line_start", 0), end = report_int(cl, "line_end", 0);
        if (!checkable(cl) || strcmp(report_str(cl, "file"), file) != 0 || start < 1 ||
            end < start)
            continue;
        fns = xrealloc(fns, (nfns + 1) * sizeof *fns);
        fns[nfns++] = (lcov_fn){start, json_array_size(report_arr(cl, "cases")), report_str(cl, "id")};
        const char *st = report_str(cl, "status");
        if (strcmp(st, "passing") != 0 && strcmp(st, "failing") != 0)
            continue;
        size_t hits = clause_hits(results, index, cl);
        lines = xrealloc(lines, (nlines + (size_t)(end - start + 1)) * sizeof *lines);
        for (long long l = start; l <= end; l++)
            lines[nlines++] = (lcov_line){l, hits};
    }
    /* stable order for equal lines is irrelevant: equal lines merge into their minimum */
    if (nlines)  /* a file of clauses without a verdict has no line */
        qsort(lines, nlines, sizeof *lines, by_line);
    size_t merged = 0;
    for (size_t k = 0; k < nlines; k++) {
        if (merged && lines[merged - 1].line == lines[k].line) {
            if (lines[k].hits < lines[merged - 1].hits)
                lines[merged - 1].hits = lines[k].hits;
        } else {
            lines[merged++] = lines[k];
        }
    }

    sb_printf(out, "TN:\nSF:%s\n", file);
    size_t fnh = 0;
    for (size_t k = 0; k < nfns; k++) {
        sb_printf(out, "FN:%lld,", fns[k].line);
        put_fn_name(out, fns[k].id);
        sb_putc(out, '\n');
    }
    for (size_t k = 0; k < nfns; k++) {
        sb_printf(out, "FNDA:%zu,", fns[k].hits);
        put_fn_name(out, fns[k].id);
        sb_putc(out, '\n');
        fnh += fns[k].hits > 0;
    }
    sb_printf(out, "FNF:%zu\nFNH:%zu\n", nfns, fnh);
    size_t lh = 0;
    for (size_t k = 0; k < merged; k++) {
        sb_printf(out, "DA:%lld,%zu\n", lines[k].line, lines[k].hits);
        lh += lines[k].hits > 0;
    }
    sb_printf(out, "LF:%zu\nLH:%zu\nend_of_record\n", merged, lh);
    free(lines);
    free(fns);
}

void report_lcov(const json_t *results, strbuf *out)
{
    json_t *index = report_case_index(results);
    json_t *seen = json_object();
    size_t i;
    const json_t *cl;
    json_array_foreach(report_arr(results, "clauses"), i, cl) {
        const char *file = report_str(cl, "file");
        if (!checkable(cl) || !*file || json_object_get(seen, file))
            continue;
        json_object_set_new(seen, file, json_true());
        put_file(out, results, index, file);
    }
    json_decref(seen);
    json_decref(index);
}
