/* report_html.c — index.html: one self-contained page (no network, no other file). The results
 * document is embedded as JSON in <script type="application/json" id="oracle-results">, with
 * every "<" written as \u003c so that no "</script" or "<!--" can occur inside it; the inline
 * script (report_html_assets.c) draws the summary table, the status and chapter filters (kept
 * in the URL: #status=failing&doc=DOC&chapter=ID), the coverage chart per chapter, the clause
 * tree of each document with its cases and the failure diffs beside the clause text. Without
 * JavaScript, <noscript> shows the same summary table and the list of problems, made here. */
#include "report_internal.h"

#include <stdlib.h>
#include <string.h>

static void put_text(strbuf *out, const char *s)
{
    report_xml_escape(out, s, false);
}

static void put_num_cell(strbuf *out, const char *col, size_t v)
{
    sb_printf(out, "<td data-col=\"%s\"%s>%zu</td>", col, v ? "" : " data-zero=\"1\"", v);
}

static void put_summary_row(strbuf *out, const report_row *r, bool total)
{
    if (total) {
        sb_puts(out, "<tr class=\"total\" data-total=\"1\"><th>total</th><td></td>");
    } else {
        sb_puts(out, "<tr data-doc=\"");
        report_xml_escape(out, r->doc, true);
        sb_puts(out, "\"><th>");
        put_text(out, r->doc);
        sb_puts(out, "</th><td>");
        put_text(out, r->version);
        sb_puts(out, "</td>");
    }
    put_num_cell(out, "clauses", r->clauses);
    put_num_cell(out, "executable", r->executable);
    put_num_cell(out, "invariant", r->invariant);
    put_num_cell(out, "covered", r->covered);
    put_num_cell(out, "passing", r->passing);
    put_num_cell(out, "failing", r->failing);
    put_num_cell(out, "held", r->held);
    put_num_cell(out, "stale", r->stale);
    put_num_cell(out, "not-checkable", r->not_checkable);
    put_num_cell(out, "unclassified", r->unclassified);
    put_num_cell(out, "cases", r->cases);
    for (int k = 0; k < REPORT_CASE_STATUSES; k++)
        put_num_cell(out, report_case_status[k], r->case_status[k]);
    sb_puts(out, "</tr>\n");
}

/* The summary table for <noscript>; the script draws the same columns from the data. */
static void put_summary_table(strbuf *out, const json_t *results)
{
    report_summary s;
    report_summary_compute(results, &s);
    sb_puts(out, "<div class=\"scroll\"><table class=\"summary\">\n<thead><tr><th>document</th><th>version</th>"
                 "<th>clauses</th><th>executable</th><th>invariant</th><th>covered</th>"
                 "<th>passing</th><th>failing</th><th>held</th><th>stale</th><th>not machine-checkable</th>"
                 "<th>unclassified</th><th>cases</th>");
    for (int k = 0; k < REPORT_CASE_STATUSES; k++)
        sb_printf(out, "<th>%s</th>", report_case_status[k]);
    sb_puts(out, "</tr></thead>\n<tbody>\n");
    for (size_t r = 0; r < s.nrows; r++)
        put_summary_row(out, &s.row[r], false);
    put_summary_row(out, &s.total, true);
    sb_puts(out, "</tbody>\n</table></div>\n");
    report_summary_free(&s);
}

static void put_problem_list(strbuf *out, const json_t *results)
{
    size_t i, n = 0;
    const json_t *c;
    sb_puts(out, "<h2>Problems</h2>\n<ul class=\"problems\">\n");
    json_array_foreach(report_arr(results, "cases"), i, c) {
        const char *st = report_str(c, "status");
        int k = report_case_status_index(st);
        if (k == 0 || strcmp(st, "skipped") == 0 || strcmp(st, "xfail") == 0)
            continue;
        n++;
        sb_puts(out, "<li><span class=\"badge cs-");
        report_xml_escape(out, st, true);
        sb_puts(out, "\">");
        put_text(out, st);
        sb_puts(out, "</span> <code>");
        put_text(out, report_str(c, "id"));
        sb_puts(out, "</code>: ");
        put_text(out, report_str(c, "message"));
        sb_puts(out, "</li>\n");
    }
    if (n == 0)
        sb_puts(out, "<li>none</li>\n");
    sb_puts(out, "</ul>\n");
}

static void put_run_line(strbuf *out, const json_t *results)
{
    const json_t *run = report_obj(results, "run");
    const json_t *engine = report_obj(run, "engine");
    strbuf t;
    sb_init(&t);
    sb_printf(&t, "engine: %s", report_str(engine, "name"));
    if (report_str_or_null(engine, "version"))
        sb_printf(&t, " %s", report_str(engine, "version"));
    sb_printf(&t, " · shard %s · timeout %g s · filter: ", report_str(run, "shard"),
              report_num(run, "timeout"));
    const json_t *filter = report_arr(run, "filter");
    size_t i;
    const json_t *f;
    if (json_array_size(filter) == 0)
        sb_puts(&t, "none");
    json_array_foreach(filter, i, f) {
        sb_printf(&t, "%s%s", i ? ", " : "", json_is_string(f) ? json_string_value(f) : "?");
    }
    sb_printf(&t, " · started %s · %.1f s", report_str(run, "started"),
              report_num(run, "seconds"));
    sb_puts(out, "<p class=\"run\">");
    put_text(out, sb_str(&t));
    sb_puts(out, "</p>\n");
    sb_free(&t);
}

/* The results as JSON that cannot end the script element early: "<" only occurs inside JSON
 * strings, where \u003c stands for it. */
static void put_data(strbuf *out, const json_t *results)
{
    char *text = json_dumps(results, JSON_COMPACT | JSON_PRESERVE_ORDER);
    if (!text) {
        sb_puts(out, "{}");
        return;
    }
    for (const char *p = text; *p; p++) {
        size_t run = strcspn(p, "<");
        sb_put(out, p, run);
        p += run;
        if (!*p)
            break;
        sb_puts(out, "\\u003c");
    }
    free(text);
}

void report_html(const json_t *results, strbuf *out)
{
    const char *name = report_str(report_obj(results, "run"), "name");
    sb_puts(out, "<!DOCTYPE html>\n<html>\n<head>\n<meta charset=\"utf-8\">\n"
                 "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
                 "<title>Oracle run ");
    put_text(out, name);
    sb_puts(out, "</title>\n<style>\n");
    sb_puts(out, report_html_css);
    sb_puts(out, "</style>\n</head>\n<body>\n<header>\n<h1>Oracle run ");
    put_text(out, name);
    sb_puts(out, "</h1>\n");
    put_run_line(out, results);
    sb_puts(out, "</header>\n<noscript>\n<p class=\"note\">The clause tree, the filters and the "
                 "coverage chart need JavaScript. The summary:</p>\n");
    put_summary_table(out, results);
    put_problem_list(out, results);
    sb_puts(out, "</noscript>\n<main id=\"app\"></main>\n"
                 "<script type=\"application/json\" id=\"oracle-results\">");
    put_data(out, results);
    sb_puts(out, "</script>\n<script>\n");
    sb_puts(out, report_html_js);
    sb_puts(out, report_html_js_case);
    sb_puts(out, report_html_js_nav);
    sb_puts(out, "</script>\n</body>\n</html>\n");
}
