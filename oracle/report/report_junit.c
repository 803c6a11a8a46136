/* report_junit.c — junit.xml: one <testsuite> per document, one <testcase> per case (name: the
 * case's file name, classname: its folder). Status mapping:
 *   fail, xpass                <failure type=STATUS>  (an xpass means the known-failure list
 *                                                      is out of date: something to fix)
 *   error, timeout, crash      <error type=STATUS>
 *   skipped, xfail             <skipped>              (xfail: "known failure: REASON")
 * Then one <testcase> per stale clause (name: its id, classname "<doc>/stale-clauses") with
 * <failure type="stale">: its text changed since those cases were written, whatever their
 * verdicts (the run's exit status says so too).
 * Times are seconds: a case's ms / 1000, a suite's the sum of its cases, the run's `seconds`. */
#include "report_internal.h"

#include <string.h>

typedef struct junit_counts {
    size_t tests, failures, errors, skipped;
    double ms;
} junit_counts;

static const char *element_of(const char *status)
{
    if (strcmp(status, "fail") == 0 || strcmp(status, "xpass") == 0)
        return "failure";
    if (strcmp(status, "error") == 0 || strcmp(status, "timeout") == 0 ||
        strcmp(status, "crash") == 0)
        return "error";
    if (strcmp(status, "skipped") == 0 || strcmp(status, "xfail") == 0)
        return "skipped";
    if (strcmp(status, "pass") == 0)
        return NULL;
    return "error"; /* an unknown status is not a pass */
}

static void count_case(junit_counts *n, const json_t *c)
{
    const char *el = element_of(report_str(c, "status"));
    n->tests++;
    n->failures += el && strcmp(el, "failure") == 0;
    n->errors += el && strcmp(el, "error") == 0;
    n->skipped += el && strcmp(el, "skipped") == 0;
    n->ms += report_num(c, "ms");
}

static bool is_stale(const json_t *clause)
{
    return strcmp(report_str(clause, "status"), "stale") == 0;
}

static void count_stale(junit_counts *n, const json_t *results, const char *doc)
{
    size_t i;
    const json_t *c;
    json_array_foreach(report_arr(results, "clauses"), i, c) {
        if (is_stale(c) && (!doc || strcmp(report_str(c, "doc"), doc) == 0))
            n->tests++, n->failures++;
    }
}

static void put_counts(strbuf *out, const junit_counts *n)
{
    sb_printf(out, " tests=\"%zu\" failures=\"%zu\" errors=\"%zu\" skipped=\"%zu\"", n->tests,
              n->failures, n->errors, n->skipped);
}

static void put_attr(strbuf *out, const char *name, const char *value)
{
    sb_printf(out, " %s=\"", name);
    report_xml_escape(out, value, true);
    sb_putc(out, '"');
}

/* The element's text: the message, then the first difference, the clauses and what else the
 * case records, one item per line. */
static void case_details(strbuf *t, const json_t *c)
{
    const char *msg = report_str(c, "message");
    if (*msg)
        sb_printf(t, "%s\n", msg);
    const json_t *diff = report_obj(c, "diff");
    if (diff) {
        sb_printf(t, "at %s\nexpected: ", report_str(diff, "path"));
        report_json_compact(t, json_object_get(diff, "expected"));
        sb_puts(t, "\nobserved: ");
        report_json_compact(t, json_object_get(diff, "observed"));
        sb_putc(t, '\n');
    }
    const json_t *failed = json_object_get(c, "failed_clauses");
    if (json_is_array(failed) && json_array_size(report_arr(c, "divergences")) > 0) {
        sb_puts(t, "fails: ");
        report_id_list(t, failed, NULL);
        sb_puts(t, json_array_size(failed) ? "\nheld: " : "none (a premise diverged)\nheld: ");
        report_id_list(t, report_arr(c, "clauses"), failed);
        sb_putc(t, '\n');
    }
    size_t d;
    const json_t *div;
    json_array_foreach(report_arr(c, "divergences"), d, div) {
        sb_printf(t, "%s %s: %s [", json_is_true(json_object_get(div, "first")) ? "first" : "then",
                  report_str(div, "check"), report_str(div, "message"));
        report_id_list(t, report_arr(div, "clauses"), NULL);
        sb_puts(t, "]\n");
    }
    static const char *const lists[][2] = {{"clauses", "clauses"}, {"unapplied", "not applied"}};
    for (size_t l = 0; l < 2; l++) {
        const json_t *a = report_arr(c, lists[l][0]);
        if (json_array_size(a) == 0)
            continue;
        sb_printf(t, "%s: ", lists[l][1]);
        size_t i;
        const json_t *v;
        json_array_foreach(a, i, v) {
            sb_printf(t, "%s%s", i ? ", " : "", json_is_string(v) ? json_string_value(v) : "?");
        }
        sb_putc(t, '\n');
    }
    size_t i;
    const json_t *v;
    json_array_foreach(report_arr(c, "stale_pins"), i, v) {
        const char *state = report_str_or_null(v, "state");  /* absent in older results */
        sb_printf(t, "%s pin: %s (pinned %s", state ? state : "stale", report_str(v, "id"),
                  report_str(v, "pinned"));
        if (report_str_or_null(v, "current"))
            sb_printf(t, ", its text now %s", report_str(v, "current"));
        if (report_str_or_null(v, "now"))
            sb_printf(t, ", the pinned text now under %s", report_str(v, "now"));
        sb_puts(t, ")\n");
    }
    if (json_array_size(report_arr(c, "incidents")) > 0) {
        sb_puts(t, "incidents: ");
        report_json_compact(t, json_object_get(c, "incidents"));
        sb_putc(t, '\n');
    }
    const char *known = report_str_or_null(c, "known_failure");
    if (known)
        sb_printf(t, "known failure: %s\n", known);
}

static void put_case(strbuf *out, const json_t *c)
{
    const char *id = report_str(c, "id");
    const char *slash = strrchr(id, '/');
    strbuf folder;
    sb_init(&folder);
    sb_put(&folder, id, slash ? (size_t)(slash - id) : 0);
    sb_puts(out, "    <testcase");
    put_attr(out, "name", slash ? slash + 1 : id);
    put_attr(out, "classname", sb_str(&folder));
    put_attr(out, "file", report_str(c, "file"));
    sb_printf(out, " time=\"%.6f\"", report_num(c, "ms") / 1000.0);
    sb_free(&folder);

    const char *status = report_str(c, "status");
    const char *el = element_of(status);
    if (!el) {
        sb_puts(out, "/>\n");
        return;
    }
    strbuf message, details;
    sb_init(&message);
    sb_init(&details);
    const char *known = report_str_or_null(c, "known_failure");
    if (strcmp(status, "xfail") == 0)
        sb_printf(&message, "known failure: %s", known ? known : report_str(c, "message"));
    else if (strcmp(status, "xpass") == 0)
        sb_printf(&message, "passed, but listed as a known failure: %s", known ? known : "");
    else
        sb_puts(&message, report_str(c, "message"));
    case_details(&details, c);

    sb_printf(out, ">\n      <%s", el);
    if (strcmp(el, "skipped") != 0)
        put_attr(out, "type", status);
    put_attr(out, "message", sb_str(&message));
    sb_putc(out, '>');
    report_xml_escape(out, sb_str(&details), false);
    sb_printf(out, "</%s>\n    </testcase>\n", el);
    sb_free(&message);
    sb_free(&details);
}

/* A stale clause as a failed test: the cases written for its old text. */
static void put_stale_clause(strbuf *out, const json_t *c)
{
    const json_t *stale = report_arr(c, "stale_cases");
    strbuf folder, message, details;
    sb_init(&folder);
    sb_init(&message);
    sb_init(&details);
    sb_printf(&folder, "%s/stale-clauses", report_str(c, "doc"));
    sb_printf(&message, "%s %s: its text changed since %zu case%s were written: review them",
              report_str(c, "doc"), report_str(c, "id"), json_array_size(stale),
              json_array_size(stale) == 1 ? "" : "s");
    sb_printf(&details, "%s:%lld\n", report_str(c, "file"), report_int(c, "line_start", 0));
    size_t i;
    const json_t *id;
    json_array_foreach(stale, i, id) {
        sb_printf(&details, "%s\n", json_is_string(id) ? json_string_value(id) : "?");
    }
    sb_puts(out, "    <testcase");
    put_attr(out, "name", report_str(c, "id"));
    put_attr(out, "classname", sb_str(&folder));
    put_attr(out, "file", report_str(c, "file"));
    sb_puts(out, " time=\"0.000000\">\n      <failure type=\"stale\"");
    put_attr(out, "message", sb_str(&message));
    sb_putc(out, '>');
    report_xml_escape(out, sb_str(&details), false);
    sb_puts(out, "</failure>\n    </testcase>\n");
    sb_free(&folder);
    sb_free(&message);
    sb_free(&details);
}

static void put_suite(strbuf *out, const json_t *results, const report_row *row,
                      const json_t *document)
{
    junit_counts n = {0};
    size_t i;
    const json_t *c;
    const json_t *cases = report_arr(results, "cases");
    json_array_foreach(cases, i, c) {
        if (strcmp(report_str(c, "doc"), row->doc) == 0)
            count_case(&n, c);
    }
    count_stale(&n, results, row->doc);
    const json_t *run = report_obj(results, "run");
    sb_puts(out, "  <testsuite");
    put_attr(out, "name", row->doc);
    put_counts(out, &n);
    sb_printf(out, " time=\"%.6f\"", n.ms / 1000.0);
    put_attr(out, "timestamp", report_str(run, "started"));
    sb_puts(out, ">\n    <properties>\n");
    const json_t *engine = report_obj(run, "engine");
    const char *props[][2] = {
        {"version", row->version},
        {"file", report_str(document, "file")},
        {"sha256", report_str(document, "sha256")},
        {"engine", report_str(engine, "name")},
        {"engine.version", report_str(engine, "version")},
    };
    for (size_t p = 0; p < sizeof props / sizeof props[0]; p++) {
        sb_puts(out, "      <property");
        put_attr(out, "name", props[p][0]);
        put_attr(out, "value", props[p][1]);
        sb_puts(out, "/>\n");
    }
    sb_puts(out, "    </properties>\n");
    json_array_foreach(cases, i, c) {
        if (strcmp(report_str(c, "doc"), row->doc) == 0)
            put_case(out, c);
    }
    json_array_foreach(report_arr(results, "clauses"), i, c) {
        if (is_stale(c) && strcmp(report_str(c, "doc"), row->doc) == 0)
            put_stale_clause(out, c);
    }
    sb_puts(out, "  </testsuite>\n");
}

static const json_t *document_of(const json_t *results, const char *doc)
{
    size_t i;
    const json_t *d;
    json_array_foreach(report_arr(results, "documents"), i, d) {
        if (strcmp(report_str(d, "doc"), doc) == 0)
            return d;
    }
    return NULL;
}

void report_junit(const json_t *results, strbuf *out)
{
    report_summary s;
    report_summary_compute(results, &s);
    junit_counts all = {0};
    size_t i;
    const json_t *c;
    json_array_foreach(report_arr(results, "cases"), i, c) {
        if (report_str_or_null(c, "doc"))
            count_case(&all, c);
    }
    count_stale(&all, results, NULL);
    const json_t *run = report_obj(results, "run");
    sb_puts(out, "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites");
    strbuf name;
    sb_init(&name);
    sb_printf(&name, "oracle run %s", report_str(run, "name"));
    put_attr(out, "name", sb_str(&name));
    sb_free(&name);
    put_counts(out, &all);
    sb_printf(out, " time=\"%.6f\">\n", report_num(run, "seconds"));
    for (size_t r = 0; r < s.nrows; r++)
        put_suite(out, results, &s.row[r], document_of(results, s.row[r].doc));
    sb_puts(out, "</testsuites>\n");
    report_summary_free(&s);
}
