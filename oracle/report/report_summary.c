/* report_summary.c — the per-document summary rows (clauses by class and status, cases by
 * status) and summary.md, which the CLI prints at the end of a run. The clause table has a
 * "stale" column only when some clause is stale (a new version of a document whose cases are
 * not reviewed yet). */
#include "report_internal.h"
#include "util/fatal.h"
#include "util/utf8.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

const char *const report_case_status[REPORT_CASE_STATUSES] = {
    "pass", "fail", "error", "skipped", "timeout", "crash", "xfail", "xpass",
};

const char *const report_pin_state[REPORT_PIN_STATES] = {
    "fresh", "renumbered", "suspect", "orphaned",
};

int report_case_status_index(const char *status)
{
    for (int i = 0; i < REPORT_CASE_STATUSES; i++)
        if (status && strcmp(status, report_case_status[i]) == 0)
            return i;
    return -1;
}

/* The row of doc, appended when new. */
static report_row *row_of(report_summary *s, const char *doc)
{
    for (size_t i = 0; i < s->nrows; i++)
        if (strcmp(s->row[i].doc, doc) == 0)
            return &s->row[i];
    s->row = xrealloc(s->row, (s->nrows + 1) * sizeof *s->row);
    report_row *r = &s->row[s->nrows++];
    memset(r, 0, sizeof *r);
    r->doc = doc;
    r->version = "";
    return r;
}

static void count_clause(report_row *r, const json_t *c)
{
    const char *cls = report_str(c, "class");
    const char *st = report_str(c, "status");
    r->clauses++;
    bool checkable = false;
    if (strcmp(cls, "executable") == 0)
        r->executable++, checkable = true;
    else if (strcmp(cls, "invariant") == 0)
        r->invariant++, checkable = true;
    else if (strcmp(cls, "not-checkable") == 0)
        r->not_checkable++;
    else if (strcmp(cls, "informative") == 0)
        r->informative++;
    else if (strcmp(cls, "structure") == 0)
        r->structure++;
    else if (strcmp(cls, "unclassified") == 0)
        r->unclassified++;
    if (checkable && json_array_size(report_arr(c, "cases")) > 0)
        r->covered++;
    if (strcmp(st, "passing") == 0)
        r->passing++;
    else if (strcmp(st, "failing") == 0)
        r->failing++;
    else if (strcmp(st, "held") == 0)
        r->held++;
    else if (strcmp(st, "stale") == 0)
        r->stale++;
    else if (strcmp(st, "skipped") == 0)
        r->skipped++;
    else if (strcmp(st, "uncovered") == 0)
        r->uncovered++;
}

static void count_case(report_row *r, const json_t *c)
{
    r->cases++;
    int k = report_case_status_index(report_str(c, "status"));
    if (k >= 0)
        r->case_status[k]++;
    const char *pins = report_str_or_null(c, "pins");  /* absent in results of older runs */
    for (int p = 0; p < REPORT_PIN_STATES; p++)
        if (strcmp(pins ? pins : "fresh", report_pin_state[p]) == 0)
            r->case_pins[p]++;
    r->ms += report_num(c, "ms");
}

static void add_row(report_row *total, const report_row *r)
{
    total->clauses += r->clauses;
    total->executable += r->executable;
    total->invariant += r->invariant;
    total->not_checkable += r->not_checkable;
    total->informative += r->informative;
    total->structure += r->structure;
    total->unclassified += r->unclassified;
    total->covered += r->covered;
    total->passing += r->passing;
    total->failing += r->failing;
    total->held += r->held;
    total->stale += r->stale;
    total->skipped += r->skipped;
    total->uncovered += r->uncovered;
    total->cases += r->cases;
    for (int k = 0; k < REPORT_CASE_STATUSES; k++)
        total->case_status[k] += r->case_status[k];
    for (int p = 0; p < REPORT_PIN_STATES; p++)
        total->case_pins[p] += r->case_pins[p];
    total->ms += r->ms;
}

void report_summary_compute(const json_t *results, report_summary *s)
{
    memset(s, 0, sizeof *s);
    size_t i;
    const json_t *v;
    json_array_foreach(report_arr(results, "documents"), i, v) {
        const char *doc = report_str_or_null(v, "doc");
        if (doc)
            row_of(s, doc)->version = report_str(v, "version");
    }
    json_array_foreach(report_arr(results, "clauses"), i, v) {
        const char *doc = report_str_or_null(v, "doc");
        if (doc)
            count_clause(row_of(s, doc), v);
    }
    json_array_foreach(report_arr(results, "cases"), i, v) {
        const char *doc = report_str_or_null(v, "doc");
        if (doc)
            count_case(row_of(s, doc), v);
    }
    s->total.doc = "total";
    s->total.version = "";
    for (size_t r = 0; r < s->nrows; r++)
        add_row(&s->total, &s->row[r]);
}

void report_summary_free(report_summary *s)
{
    free(s->row);
    memset(s, 0, sizeof *s);
}

/* ---- summary.md ---------------------------------------------------------------------- */

enum { MD_MAX_COLS = 12, MD_MAX_PROBLEMS = 50, MD_MESSAGE_CHARS = 160 };

static size_t utf8_chars(const char *s)
{
    return utf8_count(s, strlen(s));
}

/* A Markdown table whose columns are padded to a common width, so that it also reads well
 * on a terminal. Cells are owned strings; column 0 and 1 are left-aligned, others right. */
typedef struct md_table {
    size_t ncols, nrows;
    char **cell; /* nrows * ncols */
    size_t left_cols;
} md_table;

/* Append one row; the cells are copied, with | and line breaks made harmless. */
static void md_add(md_table *t, const char *const *cells)
{
    t->cell = xrealloc(t->cell, (t->nrows + 1) * t->ncols * sizeof *t->cell);
    for (size_t c = 0; c < t->ncols; c++) {
        char *copy = xstrdup(cells[c]);
        for (char *p = copy; *p; p++)
            if (*p == '|' || *p == '\n' || *p == '\r')
                *p = *p == '|' ? '/' : ' ';
        t->cell[t->nrows * t->ncols + c] = copy;
    }
    t->nrows++;
}

static void md_pad(strbuf *out, size_t n)
{
    while (n--)
        sb_putc(out, ' ');
}

static void md_render(const md_table *t, strbuf *out)
{
    size_t width[MD_MAX_COLS] = {0};
    for (size_t r = 0; r < t->nrows; r++)
        for (size_t c = 0; c < t->ncols; c++) {
            size_t w = utf8_chars(t->cell[r * t->ncols + c]);
            if (w > width[c])
                width[c] = w;
        }
    for (size_t r = 0; r < t->nrows; r++) {
        for (size_t c = 0; c < t->ncols; c++) {
            const char *cell = t->cell[r * t->ncols + c];
            size_t pad = width[c] - utf8_chars(cell);
            sb_puts(out, "| ");
            if (c >= t->left_cols)
                md_pad(out, pad);
            sb_puts(out, cell);
            if (c < t->left_cols)
                md_pad(out, pad);
            sb_putc(out, ' ');
        }
        sb_puts(out, "|\n");
        if (r == 0) { /* the delimiter row: as wide as the cells, ":" on the aligned side */
            for (size_t c = 0; c < t->ncols; c++) {
                bool left = c < t->left_cols;
                sb_puts(out, left ? "|:" : "|");
                for (size_t k = 0; k < width[c] + 1; k++)
                    sb_putc(out, '-');
                if (!left)
                    sb_putc(out, ':');
            }
            sb_puts(out, "|\n");
        }
    }
}

static void md_free(md_table *t)
{
    for (size_t i = 0; i < t->nrows * t->ncols; i++)
        free(t->cell[i]);
    free(t->cell);
}

/* The cells of a row of the clause table; the held and stale columns only when `held`,
 * `stale`. */
static void clause_cells(const report_row *r, bool held, bool stale, char num[][24],
                         const char **cells)
{
    enum { HELD = 6, STALE = 7 };
    const size_t v[] = {r->clauses, r->executable, r->invariant, r->covered,
                        r->passing, r->failing, [HELD] = r->held, [STALE] = r->stale,
                        r->not_checkable, r->unclassified};
    cells[0] = r->doc;
    cells[1] = r->version;
    size_t c = 2;
    for (size_t k = 0; k < sizeof v / sizeof v[0]; k++) {
        if ((k == STALE && !stale) || (k == HELD && !held))
            continue;
        snprintf(num[k], sizeof num[k], "%zu", v[k]);
        cells[c++] = num[k];
    }
}

static void case_cells(const report_row *r, char num[][24], const char **cells)
{
    cells[0] = r->doc;
    snprintf(num[0], sizeof num[0], "%zu", r->cases);
    cells[1] = num[0];
    for (int k = 0; k < REPORT_CASE_STATUSES; k++) {
        snprintf(num[1 + k], sizeof num[1 + k], "%zu", r->case_status[k]);
        cells[2 + k] = num[1 + k];
    }
}

/* Text in a Markdown line: "<" escaped (a raw "<!--" or "<b>" would swallow or style what
 * follows when the file is rendered), control characters as U+FFFD (the file is also printed
 * on terminals). */
static void md_put_inline(strbuf *out, const char *s)
{
    for (; *s; s++) {
        unsigned char c = (unsigned char)*s;
        if (c == '<')
            sb_puts(out, "\\<");
        else if (c < 0x20 || c == 0x7F)
            sb_puts(out, "\xEF\xBF\xBD");
        else
            sb_putc(out, *s);
    }
}

static void md_header(const json_t *results, strbuf *out)
{
    const json_t *run = report_obj(results, "run");
    const json_t *engine = report_obj(run, "engine");
    strbuf line;
    sb_init(&line);
    sb_puts(out, "# Oracle run ");
    md_put_inline(out, report_str(run, "name"));
    sb_puts(out, "\n\n");
    report_first_line(&line, report_str(engine, "name"), 200);
    if (report_str_or_null(engine, "version"))
        sb_printf(&line, " %s", report_str(engine, "version"));
    sb_puts(out, "- engine: ");
    md_put_inline(out, sb_str(&line));
    sb_putc(out, '\n');
    sb_printf(out, "- shard %s, timeout %g s, filter: ", report_str(run, "shard"),
              report_num(run, "timeout"));
    const json_t *filter = report_arr(run, "filter");
    if (json_array_size(filter) == 0)
        sb_puts(out, "none");
    size_t i;
    const json_t *f;
    json_array_foreach(filter, i, f) {
        sb_puts(out, i ? ", " : "");
        md_put_inline(out, json_is_string(f) ? json_string_value(f) : "?");
    }
    sb_putc(out, '\n');
    sb_printf(out, "- started %s, %.1f s\n", report_str(run, "started"),
              report_num(run, "seconds"));
    sb_free(&line);
}

/* A list of at most MD_MAX_PROBLEMS lines: count one more item; true when it is shown. */
static bool md_listed(size_t *total, size_t *shown)
{
    if ((*total)++ >= MD_MAX_PROBLEMS)
        return false;
    (*shown)++;
    return true;
}

/* The line that says how many a list left out, if it left any out. */
static void md_more(strbuf *out, size_t total, size_t shown)
{
    if (total > shown)
        sb_printf(out, "- … and %zu more (results.json lists them all)\n", total - shown);
}

/* The clauses outside the executable and invariant classes that cases declare anyway (an
 * informative definition, a clause left unclassified): their statuses count in the passing and
 * failing columns but not in "covered", so the line names them. */
static void md_other_declared(const json_t *results, strbuf *out)
{
    size_t total = 0, shown = 0, i;
    const json_t *c;
    json_array_foreach(report_arr(results, "clauses"), i, c) {
        const char *cls = report_str(c, "class");
        if (strcmp(cls, "executable") == 0 || strcmp(cls, "invariant") == 0
            || json_array_size(report_arr(c, "cases")) == 0)
            continue;
        if (total == 0)
            sb_puts(out, "\nDeclared by cases outside the executable and invariant classes (counted "
                         "in passing or failing, not in covered):\n\n");
        if (md_listed(&total, &shown))
            sb_printf(out, "- %s %s (%s): %s\n", report_str(c, "doc"), report_str(c, "id"), cls,
                      report_str(c, "status"));
    }
    md_more(out, total, shown);
}

/* Cases whose pinned clauses changed in the documents on disk: counts per document, then
 * each such case with its pins. Nothing but one line when every pin is fresh. */
static void md_pins(const json_t *results, const report_summary *s, strbuf *out)
{
    sb_puts(out, "\n## Pins\n\n");
    if (s->total.case_pins[0] == s->total.cases) {
        sb_puts(out, "Every case's pinned clauses have the text it was written against.\n");
        return;
    }
    static const char *const head[] = {"document", "cases", "fresh", "renumbered", "suspect",
                                       "orphaned"};
    md_table t = {.ncols = 6, .left_cols = 1};
    char num[MD_MAX_COLS][24];
    const char *cells[MD_MAX_COLS];
    md_add(&t, head);
    for (size_t r = 0; r <= s->nrows; r++) {
        const report_row *row = r < s->nrows ? &s->row[r] : &s->total;
        if (row->cases == 0)
            continue;
        cells[0] = row->doc;
        snprintf(num[0], sizeof num[0], "%zu", row->cases);
        cells[1] = num[0];
        for (int p = 0; p < REPORT_PIN_STATES; p++) {
            snprintf(num[1 + p], sizeof num[1 + p], "%zu", row->case_pins[p]);
            cells[2 + p] = num[1 + p];
        }
        md_add(&t, cells);
    }
    md_render(&t, out);
    md_free(&t);
    sb_puts(out, "\n");
    size_t i, shown = 0, total = 0;
    const json_t *c;
    json_array_foreach(report_arr(results, "cases"), i, c) {
        const char *pins = report_str_or_null(c, "pins");
        if (!pins || strcmp(pins, "fresh") == 0)
            continue;
        if (!md_listed(&total, &shown))
            continue;
        sb_printf(out, "- `%s` **", report_str(c, "id"));
        md_put_inline(out, pins);
        sb_puts(out, "**:");
        size_t k;
        const json_t *p;
        json_array_foreach(report_arr(c, "stale_pins"), k, p) {
            sb_puts(out, k ? "; " : " ");
            md_put_inline(out, report_str(p, "id"));
            sb_printf(out, " %s", report_str(p, "state"));
            if (report_str_or_null(p, "now")) {
                sb_puts(out, ", now ");
                md_put_inline(out, report_str(p, "now"));
            }
        }
        sb_putc(out, '\n');
    }
    md_more(out, total, shown);
}

/* Clauses some case's pin on which is suspect: their cases were written for other words (a new
 * version of the document changed the text), whatever their verdicts. One line when none. */
static void md_stale(const json_t *results, strbuf *out)
{
    size_t i, shown = 0, total = 0;
    const json_t *c;
    sb_puts(out, "\n## Stale clauses\n\n");
    json_array_foreach(report_arr(results, "clauses"), i, c) {
        const json_t *stale = report_arr(c, "stale_cases");
        if (strcmp(report_str(c, "status"), "stale") != 0)
            continue;
        if (!md_listed(&total, &shown))
            continue;
        size_t k, hand = 0;
        const json_t *id;
        json_array_foreach(stale, k, id) {
            hand += json_is_string(id) && strstr(json_string_value(id), "/hand/") != NULL;
        }
        sb_printf(out, "- `%s ", report_str(c, "doc"));
        md_put_inline(out, report_str(c, "id"));
        sb_printf(out, "` (%s): %zu case%s written for other words (%zu hand-written, %zu "
                  "generated)\n", report_str(c, "class"), json_array_size(stale),
                  json_array_size(stale) == 1 ? "" : "s", hand, json_array_size(stale) - hand);
    }
    md_more(out, total, shown);
    sb_puts(out, total == 0 ? "No clause is stale: every case counts for the text it was written "
                              "for.\n"
                            : "\nReview their cases: `oracle repin DOC --accept-suspect` for "
                              "hand-written ones, the generators for the others (`make cases`).\n");
}

/* Cases whose run never applied a clause they declare (neither the implementation's clause
 * trace nor an invariant the judge checked): a case can pass and still not test what it says. */
static void md_trace(const json_t *results, strbuf *out)
{
    size_t i, shown = 0, total = 0;
    const json_t *c;
    sb_puts(out, "\n## Trace\n\n");
    json_array_foreach(report_arr(results, "cases"), i, c) {
        const json_t *unapplied = json_object_get(c, "unapplied");
        if (json_array_size(unapplied) == 0)
            continue;
        if (!md_listed(&total, &shown))
            continue;
        sb_printf(out, "- `%s` declares", report_str(c, "id"));
        size_t k;
        const json_t *id;
        json_array_foreach(unapplied, k, id) {
            sb_puts(out, k ? ", " : " ");
            md_put_inline(out, json_string_value(id) ? json_string_value(id) : "?");
        }
        sb_puts(out, ", which its run never applied\n");
    }
    if (total == 0)
        sb_puts(out, "Every clause a case declares was applied by its run (the clause trace, or "
                     "an invariant the judge checked).\n");
    md_more(out, total, shown);
}

static bool is_problem(const char *status)
{
    static const char *const problems[] = {"fail", "error", "timeout", "crash", "xpass"};
    for (size_t i = 0; i < sizeof problems / sizeof problems[0]; i++)
        if (strcmp(status, problems[i]) == 0)
            return true;
    return false;
}

/* " — fails X, Y; held Z" for a failing case whose divergences fail only some of its clauses
 * (nothing when it fails every one, or records none). */
static void md_failed_clauses(strbuf *out, const json_t *c)
{
    const json_t *failed = json_object_get(c, "failed_clauses");
    const json_t *declared = report_arr(c, "clauses");
    if (!json_is_array(failed) || json_array_size(failed) == json_array_size(declared))
        return;
    strbuf t;
    sb_init(&t);
    sb_puts(&t, " — fails ");
    report_id_list(&t, failed, NULL);
    if (json_array_size(failed) == 0)
        sb_puts(&t, "none of its clauses (a premise diverged)");
    sb_puts(&t, "; held ");
    report_id_list(&t, declared, failed);
    md_put_inline(out, sb_str(&t));
    sb_free(&t);
}

static void md_problems(const json_t *results, strbuf *out)
{
    size_t i, shown = 0, total = 0;
    const json_t *c;
    strbuf line;
    sb_init(&line);
    sb_puts(out, "\n## Problems\n\n");
    json_array_foreach(report_arr(results, "cases"), i, c) {
        const char *status = report_str(c, "status");
        if (!is_problem(status))
            continue;
        total++;
        if (shown == MD_MAX_PROBLEMS)
            continue;
        shown++;
        sb_printf(out, "- `%s` **%s**: ", report_str(c, "id"), status);
        const char *msg = report_str(c, "message");
        sb_clear(&line);
        report_first_line(&line, *msg ? msg : "(no message)", MD_MESSAGE_CHARS);
        md_put_inline(out, sb_str(&line));
        md_failed_clauses(out, c);
        sb_putc(out, '\n');
    }
    if (total == 0)
        sb_puts(out, "No case failed, errored, timed out, crashed or passed unexpectedly.\n");
    else if (total > shown)
        sb_printf(out, "- … and %zu more (junit.xml and index.html list them all)\n",
                  total - shown);
    sb_free(&line);
}

void report_summary_md(const json_t *results, strbuf *out)
{
    report_summary s;
    report_summary_compute(results, &s);
    md_header(results, out);

    /* the stale column only when a clause is stale (a new version's report), the held one
     * only when a failing case held some clause */
    bool stale = s.total.stale > 0, held = s.total.held > 0;
    static const char *const clause_head[] = {"document", "version", "clauses", "executable",
                                              "invariant", "covered", "passing", "failing",
                                              "held", "stale", "not machine-checkable",
                                              "unclassified"};
    const char *head[MD_MAX_COLS];
    size_t ncols = 0;
    for (size_t k = 0; k < sizeof clause_head / sizeof *clause_head; k++)
        if ((stale || strcmp(clause_head[k], "stale") != 0)
            && (held || strcmp(clause_head[k], "held") != 0))
            head[ncols++] = clause_head[k];
    md_table t = {.ncols = ncols, .left_cols = 2};
    char num[MD_MAX_COLS][24];
    const char *cells[MD_MAX_COLS];
    md_add(&t, head);
    for (size_t r = 0; r < s.nrows; r++) {
        clause_cells(&s.row[r], held, stale, num, cells);
        md_add(&t, cells);
    }
    clause_cells(&s.total, held, stale, num, cells);
    md_add(&t, cells);
    sb_puts(out, "\n## Clauses\n\n");
    md_render(&t, out);
    md_free(&t);
    sb_puts(out, "\n\"covered\": executable or invariant clauses that at least one case "
                 "declares (through a pin for their current text).\n");
    md_other_declared(results, out);
    if (held)
        sb_puts(out, "\"held\": clauses whose checks all held in failing cases (each failed on "
                     "the checks of other clauses) and that no case passes.\n");
    if (stale)
        sb_puts(out, "\"stale\": clauses whose text changed since some of their cases were "
                     "written (Stale clauses, below).\n");

    static const char *const case_head[] = {"document", "cases", "pass", "fail", "error",
                                            "skipped", "timeout", "crash", "xfail", "xpass"};
    md_table u = {.ncols = 10, .left_cols = 1};
    md_add(&u, case_head);
    for (size_t r = 0; r < s.nrows; r++) {
        case_cells(&s.row[r], num, cells);
        md_add(&u, cells);
    }
    case_cells(&s.total, num, cells);
    md_add(&u, cells);
    sb_puts(out, "\n## Cases\n\n");
    md_render(&u, out);
    md_free(&u);

    md_stale(results, out);
    md_pins(results, &s, out);
    md_trace(results, out);
    md_problems(results, out);
    report_summary_free(&s);
}
