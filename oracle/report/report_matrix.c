/* report_matrix.c — implementations side by side (`oracle matrix RUN...`): from the results of
 * several runs, one table of documents against implementations (per implementation and
 * document, the executable and invariant clauses passing, failing and stale, and their shares),
 * then the clauses with a verdict in some run against the implementations, each cell the
 * clause's status in that run, linked to that run's page of the clause. Markdown and one
 * self-contained HTML page; and an SVG badge per implementation and document. */
#include "report_internal.h"
#include "util/fatal.h"

#include <ctype.h>
#include <string.h>

/* One document's figures in one run, over its executable and invariant clauses. */
typedef struct cell_figures {
    bool present;      /* the run has clauses of the document */
    size_t checkable, passing, failing, stale, held, skipped, cases, skipped_cases;
} cell_figures;

static bool checkable(const json_t *c)
{
    const char *cls = report_str(c, "class");
    return strcmp(cls, "executable") == 0 || strcmp(cls, "invariant") == 0;
}

static cell_figures figures(const json_t *results, const char *doc)
{
    cell_figures f = {0};
    size_t i;
    const json_t *c;
    json_array_foreach(report_arr(results, "clauses"), i, c) {
        if (strcmp(report_str(c, "doc"), doc) != 0)
            continue;
        f.present = true;
        if (!checkable(c))
            continue;
        const char *st = report_str(c, "status");
        f.checkable++;
        f.passing += strcmp(st, "passing") == 0;
        f.failing += strcmp(st, "failing") == 0;
        f.stale += strcmp(st, "stale") == 0;
        f.held += strcmp(st, "held") == 0;
        f.skipped += strcmp(st, "skipped") == 0;
    }
    json_array_foreach(report_arr(results, "cases"), i, c) {
        if (strcmp(report_str(c, "doc"), doc) != 0)
            continue;
        f.cases++;
        f.skipped_cases += strcmp(report_str(c, "status"), "skipped") == 0;
    }
    return f;
}

static double share(size_t n, size_t of)
{
    return of ? 100.0 * (double)n / (double)of : 0.0;
}

/* The implementation of a run: "NAME VERSION (RUN)". */
static void run_label(const json_t *results, strbuf *b)
{
    const json_t *run = report_obj(results, "run");
    const json_t *engine = report_obj(run, "engine");
    sb_printf(b, "%s %s (%s)", report_str(engine, "name"), report_str(engine, "version"),
              report_str(run, "name"));
}

/* The documents of the runs, each once, in order of first appearance: a new array of strings. */
static json_t *all_docs(const report_matrix_run *runs, size_t n)
{
    json_t *docs = json_array(), *seen = json_object();
    for (size_t r = 0; r < n; r++) {
        size_t i;
        const json_t *c;
        json_array_foreach(report_arr(runs[r].results, "clauses"), i, c) {
            const char *d = report_str(c, "doc");
            if (*d && !json_object_get(seen, d)) {
                json_object_set_new(seen, d, json_true());
                json_array_append_new(docs, json_string(d));
            }
        }
    }
    json_decref(seen);
    return docs;
}

/* Per run, an index of its clauses: "doc\nid" → status. */
static json_t *status_index(const json_t *results)
{
    json_t *ix = json_object();
    size_t i;
    const json_t *c;
    json_array_foreach(report_arr(results, "clauses"), i, c) {
        strbuf k;
        sb_init(&k);
        sb_printf(&k, "%s\n%s", report_str(c, "doc"), report_str(c, "id"));
        json_object_set_new(ix, sb_str(&k), json_string(report_str(c, "status")));
        sb_free(&k);
    }
    return ix;
}

/* The clause statuses that are a verdict of the run. */
static const char *const verdicts[] = {"passing", "failing", "held", "stale", "skipped", NULL};

/* The clause rows: every clause (in the document order of the first run that has it) with a
 * verdict in some run; with `differences`, only those not passing in every run. Calls row() for
 * each with the statuses per run (NULL: the run lacks the clause). */
typedef void (*row_fn)(void *ctx, const json_t *clause, const char *const *status);
static void clause_rows(const report_matrix_run *runs, size_t n, bool differences, row_fn row,
                        void *ctx)
{
    json_t **ix = xcalloc(n, sizeof *ix);
    for (size_t r = 0; r < n; r++)
        ix[r] = status_index(runs[r].results);
    json_t *done = json_object();
    const char **st = xcalloc(n, sizeof *st);
    for (size_t r0 = 0; r0 < n; r0++) {
        size_t i;
        const json_t *c;
        json_array_foreach(report_arr(runs[r0].results, "clauses"), i, c) {
            strbuf k;
            sb_init(&k);
            sb_printf(&k, "%s\n%s", report_str(c, "doc"), report_str(c, "id"));
            bool any = false, all_pass = true;
            if (!json_object_get(done, sb_str(&k))) {
                json_object_set_new(done, sb_str(&k), json_true());
                for (size_t r = 0; r < n; r++) {
                    st[r] = json_string_value(json_object_get(ix[r], sb_str(&k)));
                    any |= st[r] && report_one_of(st[r], verdicts);
                    all_pass &= st[r] && strcmp(st[r], "passing") == 0;
                }
                if (any && !(differences && all_pass))
                    row(ctx, c, st);
            }
            sb_free(&k);
        }
    }
    for (size_t r = 0; r < n; r++)
        json_decref(ix[r]);
    free(ix);
    free(st);
    json_decref(done);
}

/* The link to a clause in a run's page: BASE#doc=DOC&clause=ID, the id percent-encoded. */
static void clause_href(strbuf *b, const char *base, const char *doc, const char *id)
{
    sb_printf(b, "%s#doc=%s&clause=", base, doc);
    for (const unsigned char *p = (const unsigned char *)id; *p; p++) {
        if (*p < 0x80 && !isalnum(*p) && !strchr("-._~", *p))
            sb_printf(b, "%%%02X", *p);
        else
            sb_putc(b, (char)*p);
    }
}

/* Text for a Markdown table cell; text for HTML (escaped for an attribute, so for text too). */
static void md_cell_text(strbuf *out, const char *s)
{
    for (; *s; s++) {
        if (*s == '|' || *s == '\\')
            sb_putc(out, '\\');
        sb_putc(out, *s == '\n' ? ' ' : *s);
    }
}

static void h(strbuf *out, const char *s)
{
    report_xml_escape(out, s, true);
}

/* The header cell of each run: " LABEL |" in Markdown, "<th>LABEL</th>" in HTML. */
static void run_headers(strbuf *out, const report_matrix_run *runs, size_t n, bool html)
{
    for (size_t r = 0; r < n; r++) {
        strbuf l;
        sb_init(&l);
        run_label(runs[r].results, &l);
        sb_puts(out, html ? "<th>" : " ");
        (html ? h : md_cell_text)(out, sb_str(&l));
        sb_puts(out, html ? "</th>" : " |");
        sb_free(&l);
    }
}

/* ---- Markdown ------------------------------------------------------------------------------ */

static void md_figures(strbuf *out, cell_figures f)
{
    if (!f.present) {
        sb_puts(out, " — |");
        return;
    }
    if (f.cases && f.skipped_cases == f.cases) {
        sb_printf(out, " not implemented (%zu cases skipped) |", f.cases);
        return;
    }
    sb_printf(out, " %.1f%% passing (%zu/%zu) · failing %zu · stale %zu |",
              share(f.passing, f.checkable), f.passing, f.checkable, f.failing, f.stale);
}

typedef struct md_ctx {
    strbuf *out;
    const report_matrix_run *runs;
    size_t n;
    size_t rows;
} md_ctx;

static void md_row(void *vctx, const json_t *c, const char *const *st)
{
    md_ctx *x = vctx;
    x->rows++;
    sb_puts(x->out, "| ");
    md_cell_text(x->out, report_str(c, "doc"));
    sb_puts(x->out, " | `");
    md_cell_text(x->out, report_str(c, "id"));
    sb_puts(x->out, "` |");
    for (size_t r = 0; r < x->n; r++) {
        if (!st[r]) {
            sb_puts(x->out, " — |");
        } else if (x->runs[r].href) {
            sb_printf(x->out, " [%s](", st[r]);
            clause_href(x->out, x->runs[r].href, report_str(c, "doc"), report_str(c, "id"));
            sb_puts(x->out, ") |");
        } else {
            sb_printf(x->out, " %s |", st[r]);
        }
    }
    sb_puts(x->out, "\n");
}

static void md_header(strbuf *out, const report_matrix_run *runs, size_t n, const char *first)
{
    sb_puts(out, first);
    run_headers(out, runs, n, false);
    sb_puts(out, "\n");
}

void report_matrix_md(const report_matrix_run *runs, size_t n, strbuf *out)
{
    json_t *docs = all_docs(runs, n);
    sb_printf(out, "# Implementations side by side\n\n%zu run%s; per document, the executable and "
                   "invariant clauses passing, failing and stale in each.\n\n", n, n == 1 ? "" : "s");
    md_header(out, runs, n, "| document |");
    sb_puts(out, "|---|");
    for (size_t r = 0; r < n; r++)
        sb_puts(out, "---|");
    sb_puts(out, "\n");
    size_t i;
    const json_t *d;
    json_array_foreach(docs, i, d) {
        sb_puts(out, "| ");
        md_cell_text(out, json_string_value(d));
        sb_puts(out, " |");
        for (size_t r = 0; r < n; r++)
            md_figures(out, figures(runs[r].results, json_string_value(d)));
        sb_puts(out, "\n");
    }
    sb_puts(out, "\n## Clauses not passing in every run\n\n");
    md_header(out, runs, n, "| document | clause |");
    sb_puts(out, "|---|---|");
    for (size_t r = 0; r < n; r++)
        sb_puts(out, "---|");
    sb_puts(out, "\n");
    md_ctx x = {out, runs, n, 0};
    clause_rows(runs, n, true, md_row, &x);
    if (x.rows == 0)
        sb_puts(out, "\nEvery clause with a verdict passes in every run.\n");
    json_decref(docs);
}

/* ---- HTML ------------------------------------------------------------------------------------ */

typedef struct html_ctx {
    strbuf *out;
    const report_matrix_run *runs;
    size_t n;
} html_ctx;

static void html_row(void *vctx, const json_t *c, const char *const *st)
{
    html_ctx *x = vctx;
    sb_puts(x->out, "<tr data-doc=\"");
    h(x->out, report_str(c, "doc"));
    sb_puts(x->out, "\" data-id=\"");
    h(x->out, report_str(c, "id"));
    sb_puts(x->out, "\"><th>");
    h(x->out, report_str(c, "doc"));
    sb_puts(x->out, "</th><th><code>");
    h(x->out, report_str(c, "id"));
    sb_puts(x->out, "</code> ");
    h(x->out, report_str(c, "title"));
    sb_puts(x->out, "</th>");
    for (size_t r = 0; r < x->n; r++) {
        if (!st[r]) {
            sb_puts(x->out, "<td>—</td>");
            continue;
        }
        sb_puts(x->out, "<td class=\"st-");
        h(x->out, st[r]);
        sb_puts(x->out, "\" data-status=\"");
        h(x->out, st[r]);
        sb_puts(x->out, "\">");
        if (x->runs[r].href) {
            strbuf href;
            sb_init(&href);
            clause_href(&href, x->runs[r].href, report_str(c, "doc"), report_str(c, "id"));
            sb_puts(x->out, "<a href=\"");
            h(x->out, sb_str(&href));
            sb_puts(x->out, "\">");
            h(x->out, st[r]);
            sb_puts(x->out, "</a>");
            sb_free(&href);
        } else {
            h(x->out, st[r]);
        }
        sb_puts(x->out, "</td>");
    }
    sb_puts(x->out, "</tr>\n");
}

void report_matrix_html(const report_matrix_run *runs, size_t n, strbuf *out)
{
    json_t *docs = all_docs(runs, n);
    sb_puts(out, "<!DOCTYPE html>\n<html>\n<head>\n<meta charset=\"utf-8\">\n"
                 "<title>Implementations side by side</title>\n<style>\n"
                 "body { font: 14px/1.5 system-ui, \"Noto Sans\", \"Noto Sans CJK JP\", \"IPAPGothic\", sans-serif; margin: 16px 24px; }\n"
                 "table { border-collapse: collapse; margin: 8px 0 24px; }\n"
                 "th, td { border: 1px solid #d1d9e0; padding: 3px 8px; text-align: left; vertical-align: top; }\n"
                 "thead th { background: #f6f8fa; position: sticky; top: 0; }\n"
                 "td.st-passing { background: #dafbe1; } td.st-failing { background: #ffebe9; }\n"
                 "td.st-stale { background: #fff1e5; } td.st-held { background: #fff8c5; }\n"
                 "td.st-skipped, td.st-uncovered { color: #59636e; }\n"
                 ".bar { display: inline-block; width: 120px; height: 10px; background: #eaeef2; vertical-align: middle; margin-right: 6px; }\n"
                 ".bar i { display: block; height: 100%; background: #1a7f37; }\n"
                 "a { color: inherit; }\n</style>\n</head>\n<body>\n"
                 "<h1>Implementations side by side</h1>\n"
                 "<p>Per document, the executable and invariant clauses passing, failing and stale in each run; "
                 "then every clause with a verdict in some run, each cell linked to that run's clause.</p>\n"
                 "<table id=\"documents\">\n<thead><tr><th>document</th>");
    run_headers(out, runs, n, true);
    sb_puts(out, "</tr></thead>\n<tbody>\n");
    size_t i;
    const json_t *d;
    json_array_foreach(docs, i, d) {
        const char *doc = json_string_value(d);
        sb_puts(out, "<tr data-doc=\"");
        h(out, doc);
        sb_puts(out, "\"><th>");
        h(out, doc);
        sb_puts(out, "</th>");
        for (size_t r = 0; r < n; r++) {
            cell_figures f = figures(runs[r].results, doc);
            if (!f.present) {
                sb_puts(out, "<td>—</td>");
                continue;
            }
            sb_printf(out, "<td data-checkable=\"%zu\" data-passing=\"%zu\" data-failing=\"%zu\" "
                           "data-stale=\"%zu\">", f.checkable, f.passing, f.failing, f.stale);
            if (f.cases && f.skipped_cases == f.cases)
                sb_printf(out, "not implemented (%zu cases skipped)", f.cases);
            else
                sb_printf(out, "<span class=\"bar\"><i style=\"width:%.1f%%\"></i></span>%.1f%% "
                               "passing (%zu/%zu) · failing %zu · stale %zu",
                          share(f.passing, f.checkable), share(f.passing, f.checkable), f.passing,
                          f.checkable, f.failing, f.stale);
            sb_puts(out, "</td>");
        }
        sb_puts(out, "</tr>\n");
    }
    sb_puts(out, "</tbody>\n</table>\n<h2>Clauses</h2>\n<table id=\"clauses\">\n<thead><tr><th>document</th><th>clause</th>");
    run_headers(out, runs, n, true);
    sb_puts(out, "</tr></thead>\n<tbody>\n");
    html_ctx x = {out, runs, n};
    clause_rows(runs, n, false, html_row, &x);
    sb_puts(out, "</tbody>\n</table>\n</body>\n</html>\n");
    json_decref(docs);
}

/* ---- badges ---------------------------------------------------------------------------------- */

/* The width of a text in the badge's 11px sans-serif, estimated per character. */
static int text_width(const char *s)
{
    int w = 0;
    for (const unsigned char *p = (const unsigned char *)s; *p; p++)
        if ((*p & 0xC0) != 0x80)
            w += *p >= 0x80 ? 11 : strchr("ijlt.,:;!|' ", *p) ? 4 : strchr("mwMW%", *p) ? 10 : 7;
    return w;
}

void report_matrix_badge(const json_t *results, const char *doc, strbuf *out)
{
    const json_t *engine = report_obj(report_obj(results, "run"), "engine");
    strbuf left, right;
    sb_init(&left);
    sb_init(&right);
    sb_printf(&left, "%s · %s", report_str(engine, "name"), doc);
    cell_figures f = figures(results, doc);
    const char *colour = "#9f9f9f";
    if (!f.present || (f.cases && f.skipped_cases == f.cases)) {
        sb_puts(&right, "not implemented");
    } else {
        sb_printf(&right, "%.1f%% passing", share(f.passing, f.checkable));
        if (f.failing)
            sb_printf(&right, ", %zu failing", f.failing);
        if (f.stale)
            sb_printf(&right, ", %zu stale", f.stale);
        colour = f.failing ? "#e05d44" : f.stale ? "#fe7d37" : f.passing == f.checkable ? "#4c1" : "#a4a61d";
    }
    int lw = text_width(sb_str(&left)) + 12, rw = text_width(sb_str(&right)) + 12;
    sb_printf(out, "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" height=\"20\" role=\"img\" "
                   "aria-label=\"", lw + rw);
    h(out, sb_str(&left));
    sb_puts(out, ": ");
    h(out, sb_str(&right));
    sb_printf(out, "\">\n<title>");
    h(out, sb_str(&left));
    sb_puts(out, ": ");
    h(out, sb_str(&right));
    sb_printf(out, "</title>\n<rect width=\"%d\" height=\"20\" fill=\"#555\"/>\n"
                   "<rect x=\"%d\" width=\"%d\" height=\"20\" fill=\"%s\"/>\n"
                   "<g fill=\"#fff\" font-family=\"Verdana,DejaVu Sans,sans-serif\" font-size=\"11\">\n"
                   "<text x=\"6\" y=\"14\">", lw, lw, rw, colour);
    h(out, sb_str(&left));
    sb_printf(out, "</text>\n<text x=\"%d\" y=\"14\">", lw + 6);
    h(out, sb_str(&right));
    sb_puts(out, "</text>\n</g>\n</svg>\n");
    sb_free(&left);
    sb_free(&right);
}
