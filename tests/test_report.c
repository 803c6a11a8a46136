/* test_report.c — unit tests of the report writers (report.h) on a small results document of
 * two documents and every case status, with XML/HTML metacharacters, a control character and
 * Japanese in the messages: the summary figures, junit.xml (counts, escaping, well-formedness
 * checked here in C), the exact clauses.info of known clause spans (a shared line takes the
 * smaller count), index.html's embedded data, determinism, atomic writing, report_check, the
 * known-failures file of a run, a matrix badge, and the sample tests/data/results_sample.json
 * (real rules files and lines). */
#include "testutil.h"
#include "oracle/report/report.h"
#include "util/strbuf.h"

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>
#include <cmocka.h>

/* alpha: A (structure), A.1 executable 10-12 with two passing cases, A.2 executable 12-13
 * failing (line 12 shared with A.1), A.3 invariant 15 skipped, A.4 invariant 20-21 uncovered,
 * A.5 not-checkable, A.6 unclassified, chapter Z: Z (structure), Z.1 informative.
 * beta: B (structure), B.1 5-6 failing (timeout and crash), B.2 8 failing (xfail), B.3 9
 * passing (xpass), B.4 6-7 uncovered (line 6 shared with B.1). */
static const char RESULTS[] =
    "{\"format\": 1,"
    " \"run\": {\"name\": \"run <1> & \\\"x\\\"\", \"engine\": {\"name\": \"ref <engine>\","
    "   \"version\": \"1\", \"command\": null}, \"filter\": [], \"shard\": \"1/1\", \"timeout\": 10,"
    "   \"started\": \"2026-11-21T10:15:00Z\", \"seconds\": 2.5},"
    " \"documents\": ["
    "  {\"doc\": \"alpha\", \"title\": \"アルファ規則\", \"version\": \"1.0\","
    "   \"file\": \"rules/alpha/1.0.txt\", \"sha256\": \"aa\", \"classified\": true},"
    "  {\"doc\": \"beta\", \"title\": \"Beta <rules> & co\", \"version\": \"2\","
    "   \"file\": \"rules/beta/2.txt\", \"sha256\": \"bb\", \"classified\": true}],"
    " \"cases\": ["
    "  {\"id\": \"alpha/hand/a/one\", \"doc\": \"alpha\", \"file\": \"cases/alpha/hand/a/one.json\","
    "   \"title\": \"one\", \"status\": \"pass\", \"clauses\": [\"A.1\"], \"message\": null,"
    "   \"diff\": null, \"trace\": [\"A.1\"], \"known_failure\": null, \"ms\": 1.5},"
    "  {\"id\": \"alpha/hand/a/two\", \"doc\": \"alpha\", \"file\": \"cases/alpha/hand/a/two.json\","
    "   \"title\": \"two\", \"status\": \"pass\", \"clauses\": [\"A.1\"], \"message\": null,"
    "   \"diff\": null, \"known_failure\": null, \"ms\": 2.5},"
    "  {\"id\": \"alpha/hand/b/three\", \"doc\": \"alpha\", \"file\": \"cases/alpha/hand/b/three.json\","
    "   \"title\": \"三つ目\", \"status\": \"fail\", \"clauses\": [\"A.2\"],"
    "   \"message\": \"rows[0]: expected \\\"勝ち\\\" < observed 'x' & </script><!-- ]]>\\u0007!\\nsecond line\","
    "   \"diff\": {\"path\": \"$.rows[0]\", \"expected\": \"勝ち\", \"observed\": {\"a\": \"<b>\"}},"
    "   \"unapplied\": [\"A.2\"], \"stale_pins\": [{\"id\": \"A.2\", \"pinned\": \"111111111111\","
    "   \"current\": \"222222222222\"}], \"known_failure\": null, \"ms\": 1234.5},"
    "  {\"id\": \"alpha/gen/four\", \"doc\": \"alpha\", \"file\": \"cases/alpha/gen/four.json\","
    "   \"title\": \"four\", \"status\": \"error\", \"clauses\": [],"
    "   \"message\": \"cases/alpha/gen/four.json:3:7: unknown key \\\"zz\\\"\", \"diff\": null,"
    "   \"known_failure\": null, \"ms\": 0},"
    "  {\"id\": \"alpha/gen/five\", \"doc\": \"alpha\", \"file\": \"cases/alpha/gen/five.json\","
    "   \"title\": \"five\", \"status\": \"skipped\", \"clauses\": [\"A.3\"],"
    "   \"message\": \"declined: 未対応\", \"diff\": null, \"known_failure\": null, \"ms\": 0},"
    "  {\"id\": \"beta/hand/six\", \"doc\": \"beta\", \"file\": \"cases/beta/hand/six.json\","
    "   \"title\": \"six\", \"status\": \"timeout\", \"clauses\": [\"B.1\"],"
    "   \"message\": \"no answer within 10 s\", \"diff\": null, \"known_failure\": null, \"ms\": 10000},"
    "  {\"id\": \"beta/hand/seven\", \"doc\": \"beta\", \"file\": \"cases/beta/hand/seven.json\","
    "   \"title\": \"seven\", \"status\": \"crash\", \"clauses\": [\"B.1\"],"
    "   \"message\": \"signal 11\", \"diff\": null, \"known_failure\": null, \"ms\": 3},"
    "  {\"id\": \"beta/hand/eight\", \"doc\": \"beta\", \"file\": \"cases/beta/hand/eight.json\","
    "   \"title\": \"eight\", \"status\": \"xfail\", \"clauses\": [\"B.2\"],"
    "   \"message\": \"state.x: expected 1, observed 0\", \"diff\": null,"
    "   \"known_failure\": \"既知の失敗 <known>\", \"ms\": 1},"
    "  {\"id\": \"beta/hand/nine\", \"doc\": \"beta\", \"file\": \"cases/beta/hand/nine.json\","
    "   \"title\": \"nine\", \"status\": \"xpass\", \"clauses\": [\"B.3\"], \"message\": null,"
    "   \"diff\": null, \"known_failure\": \"stale list\", \"ms\": 1}],"
    " \"clauses\": [],"
    " \"totals\": {\"cases\": {\"pass\": 2, \"fail\": 1, \"error\": 1, \"skipped\": 1,"
    "   \"timeout\": 1, \"crash\": 1, \"xfail\": 1, \"xpass\": 1}}}";

/* The clauses, added to RESULTS by build(): cases are space-separated ids. */
typedef struct clause_spec {
    const char *doc, *id, *cls, *status, *cases;
    int line_start, line_end;
    const char *parent, *chapter, *title, *text;
} clause_spec;

static const clause_spec CLAUSES[] = {
    {"alpha", "A", "structure", "structure", "", 8, 8, NULL, "A", "総則", ""},
    {"alpha", "A.1", "executable", "passing", "alpha/hand/a/one alpha/hand/a/two", 10, 12, "A", "A",
     "勝敗", "勝ったプレイヤーは1点を得る。"},
    {"alpha", "A.2", "executable", "failing", "alpha/hand/b/three", 12, 13, "A", "A", "順位",
     "a <script>alert(1)</script> & 順位 </SCRIPT >"},
    {"alpha", "A.3", "invariant", "skipped", "alpha/gen/five", 15, 15, "A", "A", "", "常に"},
    {"alpha", "A.4", "invariant", "uncovered", "", 20, 21, "A", "A", "", "いつでも"},
    {"alpha", "A.5", "not-checkable", "not-checkable", "", 30, 30, "A", "A", "", "マナー"},
    {"alpha", "A.6", "unclassified", "unclassified", "", 31, 31, "A", "A", "", "その他"},
    {"alpha", "Z", "structure", "structure", "", 40, 40, NULL, "Z", "附則", ""},
    {"alpha", "Z.1", "informative", "informative", "", 41, 41, "Z", "Z", "", "例"},
    {"beta", "B", "structure", "structure", "", 1, 1, NULL, "B", "Beta", ""},
    {"beta", "B.1", "executable", "failing", "beta/hand/six beta/hand/seven", 5, 6, "B", "B", "", "b1"},
    {"beta", "B.2", "executable", "failing", "beta/hand/eight", 8, 8, "B", "B", "", "b2"},
    {"beta", "B.3", "executable", "passing", "beta/hand/nine", 9, 9, "B", "B", "", "b3"},
    {"beta", "B.4", "executable", "uncovered", "", 6, 7, "B", "B", "", "b4"},
};

static json_t *build(void)
{
    json_error_t err;
    json_t *r = json_loads(RESULTS, 0, &err);
    if (!r)
        fail_msg("RESULTS:%d:%d: %s", err.line, err.column, err.text);
    json_t *clauses = json_object_get(r, "clauses");
    for (size_t i = 0; i < sizeof CLAUSES / sizeof CLAUSES[0]; i++) {
        const clause_spec *c = &CLAUSES[i];
        json_t *cases = json_array();
        char ids[256];
        snprintf(ids, sizeof ids, "%s", c->cases);
        for (char *save = NULL, *id = strtok_r(ids, " ", &save); id; id = strtok_r(NULL, " ", &save))
            json_array_append_new(cases, json_string(id));
        char file[64];
        snprintf(file, sizeof file, "rules/%s/%s.txt", c->doc, strcmp(c->doc, "alpha") ? "2" : "1.0");
        json_t *e = json_pack("{s:s, s:s, s:s, s:s, s:n, s:s, s:o, s:b, s:s, s:i, s:i, s:s?, s:s,"
                              " s:i, s:s, s:s}",
                              "doc", c->doc, "id", c->id, "kind", "rule", "class", c->cls, "reason",
                              "status", c->status, "cases", cases, "applied", 0, "file", file,
                              "line_start", c->line_start, "line_end", c->line_end, "parent",
                              c->parent, "chapter", c->chapter, "depth", c->parent ? 2 : 1,
                              "title", c->title, "text", c->text);
        assert_non_null(e);
        json_array_append_new(clauses, e);
    }
    return r;
}

typedef void (*writer)(const json_t *results, strbuf *out);

/* The text one writer makes of RESULTS; free() it. */
static char *render(writer w)
{
    json_t *r = build();
    strbuf b;
    sb_init(&b);
    w(r, &b);
    json_decref(r);
    return b.p;
}

static size_t count_of(const char *hay, const char *needle)
{
    size_t n = 0;
    for (const char *p = strstr(hay, needle); p; p = strstr(p + 1, needle))
        n++;
    return n;
}

/* ---- the summary ------------------------------------------------------------------------ */

static void summary_rows_count_clauses_and_cases(void **state)
{
    (void)state;
    json_t *r = build();
    report_summary s;
    report_summary_compute(r, &s);
    assert_int_equal(s.nrows, 2);
    const report_row *a = &s.row[0], *b = &s.row[1], *t = &s.total;
    assert_string_equal(a->doc, "alpha");
    assert_string_equal(a->version, "1.0");
    assert_int_equal(a->clauses, 9);
    assert_int_equal(a->executable, 2);
    assert_int_equal(a->invariant, 2);
    assert_int_equal(a->covered, 3); /* A.1, A.2, A.3 */
    assert_int_equal(a->passing, 1);
    assert_int_equal(a->failing, 1);
    assert_int_equal(a->skipped, 1);
    assert_int_equal(a->uncovered, 1);
    assert_int_equal(a->not_checkable, 1);
    assert_int_equal(a->informative, 1);
    assert_int_equal(a->structure, 2);
    assert_int_equal(a->unclassified, 1);
    assert_int_equal(a->cases, 5);
    static const size_t alpha_cases[REPORT_CASE_STATUSES] = {2, 1, 1, 1, 0, 0, 0, 0};
    static const size_t beta_cases[REPORT_CASE_STATUSES] = {0, 0, 0, 0, 1, 1, 1, 1};
    for (int k = 0; k < REPORT_CASE_STATUSES; k++) {
        assert_int_equal(a->case_status[k], alpha_cases[k]);
        assert_int_equal(b->case_status[k], beta_cases[k]);
        assert_int_equal(t->case_status[k], alpha_cases[k] + beta_cases[k]);
    }
    assert_true(a->ms > 1238.49 && a->ms < 1238.51);
    assert_string_equal(b->doc, "beta");
    assert_int_equal(b->clauses, 5);
    assert_int_equal(b->executable, 4);
    assert_int_equal(b->covered, 3);
    assert_int_equal(b->passing, 1);
    assert_int_equal(b->failing, 2);
    assert_int_equal(b->uncovered, 1);
    assert_int_equal(b->cases, 4);
    assert_string_equal(t->doc, "total");
    assert_int_equal(t->clauses, 14);
    assert_int_equal(t->covered, 6);
    assert_int_equal(t->failing, 3);
    assert_int_equal(t->cases, 9);
    report_summary_free(&s);
    json_decref(r);
}

/* The trimmed cells of the row whose first cell is `first`, in the table after `heading`. */
static size_t md_row(const char *md, const char *heading, const char *first, char cells[][32],
                     size_t max)
{
    const char *p = strstr(md, heading);
    assert_non_null(p);
    char want[64];
    snprintf(want, sizeof want, "\n| %s ", first);
    p = strstr(p, want);
    assert_non_null(p);
    p++;
    size_t n = 0;
    while (*p == '|' && p[1] != '\n' && n < max) {
        p++;
        size_t len = strcspn(p, "|\n");
        const char *a = p, *z = p + len;
        while (a < z && *a == ' ')
            a++;
        while (z > a && z[-1] == ' ')
            z--;
        snprintf(cells[n++], 32, "%.*s", (int)(z - a), a);
        p += len;
    }
    return n;
}

static void summary_md_shows_the_figures(void **state)
{
    (void)state;
    char *md = render(report_summary_md);
    char cells[12][32];
    static const char *const alpha[] = {"alpha", "1.0", "9", "2", "2", "3", "1", "1", "1", "1"};
    assert_int_equal(md_row(md, "## Clauses", "alpha", cells, 12), 10);
    for (size_t i = 0; i < 10; i++)
        assert_string_equal(cells[i], alpha[i]);
    static const char *const total[] = {"total", "", "14", "6", "2", "6", "2", "3", "1", "1"};
    assert_int_equal(md_row(md, "## Clauses", "total", cells, 12), 10);
    for (size_t i = 0; i < 10; i++)
        assert_string_equal(cells[i], total[i]);
    static const char *const beta[] = {"beta", "4", "0", "0", "0", "0", "1", "1", "1", "1"};
    assert_int_equal(md_row(md, "## Cases", "beta", cells, 12), 10);
    for (size_t i = 0; i < 10; i++)
        assert_string_equal(cells[i], beta[i]);
    /* problems: fail, error, timeout, crash, xpass; first line only, "<" escaped, no BEL */
    assert_non_null(strstr(md, "- `alpha/hand/b/three` **fail**: rows[0]: expected \"勝ち\" \\< "
                               "observed 'x' & \\</script>\\<!-- ]]>\xEF\xBF\xBD!…\n"));
    assert_null(strstr(md, "second line"));
    assert_non_null(strstr(md, "- `alpha/gen/four` **error**: cases/alpha/gen/four.json:3:7:"));
    assert_non_null(strstr(md, "- `beta/hand/nine` **xpass**"));
    assert_null(strstr(md, "`alpha/gen/five`"));  /* skipped: not a problem */
    assert_null(strstr(md, "`beta/hand/eight`")); /* xfail: known */
    assert_null(strchr(md, '\a'));
    assert_non_null(strstr(md, "- engine: ref \\<engine> 1\n"));
    free(md);
}

/* ---- junit.xml --------------------------------------------------------------------------- */

static size_t xml_name_len(const char *s)
{
    size_t n = 0;
    while (s[n] && (strchr("_:.-", s[n]) || (s[n] >= 'a' && s[n] <= 'z') ||
                    (s[n] >= 'A' && s[n] <= 'Z') || (n > 0 && s[n] >= '0' && s[n] <= '9')))
        n++;
    return n;
}

/* At '&': step over one entity or character reference; false when there is none. */
static bool xml_skip_reference(const char **p)
{
    static const char *const named[] = {"&amp;", "&lt;", "&gt;", "&quot;", "&apos;"};
    for (size_t i = 0; i < 5; i++)
        if (strncmp(*p, named[i], strlen(named[i])) == 0) {
            *p += strlen(named[i]);
            return true;
        }
    const char *s = *p + 1;
    if (*s++ != '#')
        return false;
    bool hex = *s == 'x';
    s += hex;
    size_t digits = hex ? strspn(s, "0123456789abcdefABCDEF") : strspn(s, "0123456789");
    if (digits == 0 || s[digits] != ';')
        return false;
    *p = s + digits + 1;
    return true;
}

static bool xml_char_ok(unsigned char c)
{
    return c >= 0x20 || c == '\t' || c == '\n' || c == '\r';
}

/* XML 1.0 well-formedness of what junit.xml uses (a declaration, elements, double-quoted
 * attributes, text, references): NULL, or the first problem. */
static const char *xml_problem(const char *s)
{
    const char *name[64];
    size_t len[64];
    int depth = 0, roots = 0;
    if (strncmp(s, "<?xml ", 6) == 0) {
        s = strstr(s, "?>");
        if (!s)
            return "unterminated declaration";
        s += 2;
    }
    while (*s) {
        if (*s == '&') {
            if (!xml_skip_reference(&s))
                return "bad reference in text";
        } else if (*s == '<' && s[1] == '/') {
            const char *n = s + 2;
            size_t k = xml_name_len(n);
            if (depth == 0 || k != len[depth - 1] || strncmp(n, name[depth - 1], k) != 0)
                return "end tag does not match";
            depth--;
            s = n + k + strspn(n + k, " \t\n");
            if (*s++ != '>')
                return "bad end tag";
        } else if (*s == '<') {
            const char *n = s + 1;
            size_t k = xml_name_len(n);
            if (k == 0)
                return "bad element name";
            if (depth == 0 && roots++)
                return "more than one root element";
            s = n + k;
            for (;;) {
                size_t ws = strspn(s, " \t\n");
                s += ws;
                if (*s == '>') {
                    if (depth == 64)
                        return "too deep";
                    name[depth] = n;
                    len[depth++] = k;
                    s++;
                    break;
                }
                if (s[0] == '/' && s[1] == '>') {
                    s += 2;
                    break;
                }
                size_t an = xml_name_len(s);
                if (!ws || !an)
                    return "bad attribute";
                s += an;
                if (s[0] != '=' || s[1] != '"')
                    return "attribute value not in double quotes";
                for (s += 2; *s != '"'; ) {
                    if (!*s || *s == '<' || !xml_char_ok((unsigned char)*s))
                        return "bad character in attribute value";
                    if (*s == '&') {
                        if (!xml_skip_reference(&s))
                            return "bad reference in attribute value";
                    } else {
                        s++;
                    }
                }
                s++;
            }
        } else {
            if (!xml_char_ok((unsigned char)*s))
                return "control character";
            if (depth == 0 && !strchr(" \t\r\n", *s))
                return "text outside the root element";
            s++;
        }
    }
    if (depth)
        return "unclosed element";
    return roots == 1 ? NULL : "no root element";
}

static void xml_checker_rejects_broken_xml(void **state)
{
    (void)state;
    assert_null(xml_problem("<?xml version=\"1.0\"?>\n<a x=\"1 &amp; &#10;\"><b/>t &lt;</a>\n"));
    assert_non_null(xml_problem("<a><b></a></b>"));
    assert_non_null(xml_problem("<a>x & y</a>"));
    assert_non_null(xml_problem("<a x=\"<\"/>"));
    assert_non_null(xml_problem("<a x='1'/>"));
    assert_non_null(xml_problem("<a>\a</a>"));
    assert_non_null(xml_problem("<a/><b/>"));
    assert_non_null(xml_problem("<a>"));
}

/* The value of attribute `attr` in the first element that starts with `start`. */
static void attr_of(const char *xml, const char *start, const char *attr, char *out, size_t n)
{
    const char *e = strstr(xml, start);
    assert_non_null(e);
    const char *end = strchr(e, '>');
    char want[64];
    snprintf(want, sizeof want, " %s=\"", attr);
    const char *a = strstr(e, want);
    assert_true(a && a < end);
    a += strlen(want);
    size_t len = strcspn(a, "\"");
    snprintf(out, n, "%.*s", (int)len, a);
}

static void junit_counts_escapes_and_is_well_formed(void **state)
{
    (void)state;
    char *x = render(report_junit);
    const char *problem = xml_problem(x);
    if (problem)
        fail_msg("junit.xml is not well-formed: %s", problem);
    char v[256];
    static const char *const counts[][5] = {
        {"<testsuites ", "9", "2", "3", "2"}, /* failures: fail, xpass; errors: error, timeout,
                                                crash; skipped: skipped, xfail */
        {"<testsuite name=\"alpha\"", "5", "1", "1", "1"},
        {"<testsuite name=\"beta\"", "4", "1", "2", "1"},
    };
    static const char *const attrs[] = {"tests", "failures", "errors", "skipped"};
    for (size_t e = 0; e < 3; e++)
        for (size_t a = 0; a < 4; a++) {
            attr_of(x, counts[e][0], attrs[a], v, sizeof v);
            assert_string_equal(v, counts[e][1 + a]);
        }
    assert_int_equal(count_of(x, "<testsuite "), 2);
    assert_int_equal(count_of(x, "<testcase "), 9);
    attr_of(x, "<testsuites ", "name", v, sizeof v);
    assert_string_equal(v, "oracle run run &lt;1&gt; &amp; &quot;x&quot;");
    attr_of(x, "<testsuite name=\"alpha\"", "time", v, sizeof v);
    assert_string_equal(v, "1.238500"); /* (1.5 + 2.5 + 1234.5 + 0 + 0) ms */
    attr_of(x, "<testcase name=\"three\"", "classname", v, sizeof v);
    assert_string_equal(v, "alpha/hand/b");
    attr_of(x, "<testcase name=\"three\"", "time", v, sizeof v);
    assert_string_equal(v, "1.234500");
    attr_of(x, "<failure type=\"fail\"", "message", v, sizeof v);
    assert_string_equal(v, "rows[0]: expected &quot;勝ち&quot; &lt; observed &#39;x&#39; &amp; "
                           "&lt;/script&gt;&lt;!-- ]]&gt;\xEF\xBF\xBD!&#10;second line");
    /* the element text: message, diff, clauses, pins */
    assert_non_null(strstr(x, "at $.rows[0]\nexpected: &quot;勝ち&quot;\n"
                              "observed: {&quot;a&quot;:&quot;&lt;b&gt;&quot;}\nclauses: A.2\n"
                              "not applied: A.2\n"
                              "stale pin: A.2 (pinned 111111111111, its text now 222222222222)\n"
                              "</failure>"));
    assert_non_null(strstr(x, "<error type=\"timeout\" message=\"no answer within 10 s\">"));
    assert_non_null(strstr(x, "<error type=\"crash\" message=\"signal 11\">"));
    assert_non_null(strstr(x, "<error type=\"error\" message=\"cases/alpha/gen/four.json:3:7: "
                              "unknown key &quot;zz&quot;\">"));
    assert_non_null(strstr(x, "<skipped message=\"declined: 未対応\">"));
    assert_non_null(strstr(x, "<skipped message=\"known failure: 既知の失敗 &lt;known&gt;\">"));
    assert_non_null(strstr(x, "<failure type=\"xpass\" message=\"passed, but listed as a known "
                              "failure: stale list\">"));
    assert_non_null(strstr(x, "<testcase name=\"one\" classname=\"alpha/hand/a\" "
                              "file=\"cases/alpha/hand/a/one.json\" time=\"0.001500\"/>"));
    assert_null(strchr(x, '\a'));
    free(x);
}

/* ---- clauses.info ------------------------------------------------------------------------- */

static void lcov_has_exact_lines_per_clause_span(void **state)
{
    (void)state;
    char *info = render(report_lcov);
    /* Lines are verdicts: A.1 (10-12) passes with 2 cases; A.2 (12-13) fails: the shared line
     * 12 gets 0. A.3 (skipped) and A.4 (uncovered) have no verdict: no line. Functions are
     * coverage: each checkable clause's number of cases (A.4: 0). Not-checkable, unclassified,
     * informative, structure: nothing. In beta, B.1 (2 cases) and B.2 fail, B.3 passes by an
     * xpass (1), B.4 (6-7, sharing line 6 with B.1) is uncovered: line 6 stays B.1's 0. */
    static const char want[] =
        "TN:\nSF:rules/alpha/1.0.txt\n"
        "FN:10,A.1\nFN:12,A.2\nFN:15,A.3\nFN:20,A.4\n"
        "FNDA:2,A.1\nFNDA:1,A.2\nFNDA:1,A.3\nFNDA:0,A.4\nFNF:4\nFNH:3\n"
        "DA:10,2\nDA:11,2\nDA:12,0\nDA:13,0\n"
        "LF:4\nLH:2\nend_of_record\n"
        "TN:\nSF:rules/beta/2.txt\n"
        "FN:5,B.1\nFN:8,B.2\nFN:9,B.3\nFN:6,B.4\n"
        "FNDA:2,B.1\nFNDA:1,B.2\nFNDA:1,B.3\nFNDA:0,B.4\nFNF:4\nFNH:3\n"
        "DA:5,0\nDA:6,0\nDA:8,0\nDA:9,1\n"
        "LF:4\nLH:1\nend_of_record\n";
    assert_string_equal(info, want);
    free(info);
}

static void lcov_shared_line_takes_the_minimum(void **state)
{
    (void)state;
    /* Two passing clauses on line 3: one with 3 passing cases, one with 1. */
    const char *text =
        "{\"format\": 1, \"run\": {\"name\": \"r\"}, \"documents\": [],"
        " \"cases\": [{\"id\": \"d/a\", \"doc\": \"d\", \"status\": \"pass\", \"clauses\": [\"X\"]},"
        "  {\"id\": \"d/b\", \"doc\": \"d\", \"status\": \"pass\", \"clauses\": [\"X\", \"Y\"]},"
        "  {\"id\": \"d/c\", \"doc\": \"d\", \"status\": \"pass\", \"clauses\": [\"X\"]}],"
        " \"clauses\": ["
        "  {\"doc\": \"d\", \"id\": \"X\", \"class\": \"executable\", \"status\": \"passing\","
        "   \"cases\": [\"d/a\", \"d/b\", \"d/c\"], \"file\": \"f.txt\", \"line_start\": 2,"
        "   \"line_end\": 3, \"chapter\": \"X\", \"parent\": null},"
        "  {\"doc\": \"d\", \"id\": \"Y,1\", \"class\": \"invariant\", \"status\": \"passing\","
        "   \"cases\": [\"d/b\"], \"file\": \"f.txt\", \"line_start\": 3, \"line_end\": 4,"
        "   \"chapter\": \"X\", \"parent\": null}]}";
    json_t *r = json_loads(text, 0, NULL);
    assert_non_null(r);
    diag dg;
    diag_init(&dg, NULL);
    assert_int_equal(report_check(r, "min.json", &dg), 0);
    strbuf b;
    sb_init(&b);
    report_lcov(r, &b);
    assert_string_equal(sb_str(&b), "TN:\nSF:f.txt\nFN:2,X\nFN:3,Y;1\nFNDA:3,X\nFNDA:1,Y;1\n"
                                    "FNF:2\nFNH:2\nDA:2,3\nDA:3,1\nDA:4,1\nLF:3\nLH:3\n"
                                    "end_of_record\n");
    sb_free(&b);
    json_decref(r);
}

static void lcov_uncovered_clauses_have_no_line(void **state)
{
    (void)state;
    /* A file whose only checkable clause is uncovered: a function never hit, no line at all. */
    json_t *r = json_loads("{\"format\": 1, \"run\": {\"name\": \"r\"}, \"documents\": [], \"cases\": [],"
                           " \"clauses\": [{\"doc\": \"d\", \"id\": \"X\", \"class\": \"executable\","
                           " \"status\": \"uncovered\", \"cases\": [], \"file\": \"f.txt\", \"line_start\": 2,"
                           " \"line_end\": 3, \"chapter\": \"X\", \"parent\": null}]}", 0, NULL);
    assert_non_null(r);
    strbuf b;
    sb_init(&b);
    report_lcov(r, &b);
    assert_string_equal(sb_str(&b), "TN:\nSF:f.txt\nFN:2,X\nFNDA:0,X\nFNF:1\nFNH:0\nLF:0\nLH:0\n"
                                    "end_of_record\n");
    sb_free(&b);
    json_decref(r);
}

/* ---- index.html ---------------------------------------------------------------------------- */

static void html_embeds_the_data_safely(void **state)
{
    (void)state;
    char *h = render(report_html);
    static const char open_tag[] = "<script type=\"application/json\" id=\"oracle-results\">";
    const char *data = strstr(h, open_tag);
    assert_non_null(data);
    data += strlen(open_tag);
    const char *end = strstr(data, "</script>");
    assert_non_null(end);
    /* the data ends at the first "</script": it parses back to the results, every byte */
    json_error_t err;
    json_t *back = json_loadb(data, (size_t)(end - data), 0, &err);
    if (!back)
        fail_msg("embedded data:%d:%d: %s", err.line, err.column, err.text);
    json_t *r = build();
    assert_true(json_equal(back, r));
    json_decref(back);
    json_decref(r);
    assert_int_equal(count_of(h, "</script"), 2);    /* the data's and the script's */
    assert_int_equal(count_of(h, "</SCRIPT"), 0);
    assert_int_equal(count_of(h, "<script"), 2);
    assert_null(strstr(h, "<!--"));
    assert_null(memchr(data, '<', (size_t)(end - data)));
    assert_non_null(strstr(data, "アルファ規則")); /* UTF-8 as is */
    /* self-contained */
    assert_null(strstr(h, "http://"));
    assert_null(strstr(h, "https://"));
    assert_null(strstr(h, " src="));
    assert_null(strstr(h, "<link"));
    assert_null(strstr(h, "url("));
    /* the static parts */
    assert_non_null(strstr(h, "<title>Oracle run run &lt;1&gt; &amp; &quot;x&quot;</title>"));
    assert_non_null(strstr(h, "<main id=\"app\"></main>"));
    assert_non_null(strstr(h, "<tr data-doc=\"alpha\"><th>alpha</th><td>1.0</td>"
                              "<td data-col=\"clauses\">9</td><td data-col=\"executable\">2</td>"
                              "<td data-col=\"invariant\">2</td><td data-col=\"covered\">3</td>"
                              "<td data-col=\"passing\">1</td><td data-col=\"failing\">1</td>"));
    assert_non_null(strstr(h, "<td data-col=\"cases\">9</td>"));
    const char *ns = strstr(h, "<noscript>");
    assert_true(ns && ns < strstr(h, "</noscript>"));
    assert_non_null(strstr(ns, "rows[0]: expected &quot;勝ち&quot; &lt; observed &#39;x&#39; "
                               "&amp; &lt;/script&gt;&lt;!-- ]]&gt;"));
    free(h);
}

/* ---- every writer ---------------------------------------------------------------------- */

static void writers_are_deterministic(void **state)
{
    (void)state;
    writer w[] = {report_summary_md, report_junit, report_html, report_lcov};
    for (size_t i = 0; i < 4; i++) {
        char *a = render(w[i]), *b = render(w[i]);
        assert_true(strlen(a) > 100);
        assert_string_equal(a, b);
        free(a);
        free(b);
    }
}

static void writers_survive_an_empty_document(void **state)
{
    (void)state;
    json_t *r = json_object();
    writer w[] = {report_summary_md, report_junit, report_html, report_lcov};
    for (size_t i = 0; i < 4; i++) {
        strbuf b;
        sb_init(&b);
        w[i](r, &b);
        sb_free(&b);
    }
    diag dg;
    diag_init(&dg, NULL);
    assert_int_equal(report_check(r, "empty.json", &dg), -1);
    json_decref(r);
}

static char *slurp(const char *path)
{
    FILE *f = fopen(path, "rb");
    if (!f)
        return NULL;
    strbuf b;
    sb_init(&b);
    char buf[4096];
    size_t n;
    while ((n = fread(buf, 1, sizeof buf, f)) > 0)
        sb_put(&b, buf, n);
    fclose(f);
    return b.p ? b.p : calloc(1, 1);
}

static const char *const FILES[] = {"results.json", "summary.md", "junit.xml", "index.html",
                                    "clauses.info"};

static void write_all_writes_every_file(void **state)
{
    (void)state;
    char dir[] = "/tmp/test_report.XXXXXX";
    assert_non_null(mkdtemp(dir));
    char run[64], path[128];
    snprintf(run, sizeof run, "%s/run", dir); /* report_write_all creates it */
    json_t *r = build();
    diag dg;
    diag_init(&dg, NULL);
    assert_int_equal(report_write_all(r, run, &dg), 0);
    assert_int_equal(dg.errors, 0);
    writer w[] = {NULL, report_summary_md, report_junit, report_html, report_lcov};
    for (size_t i = 0; i < 5; i++) {
        snprintf(path, sizeof path, "%s/%s", run, FILES[i]);
        char *got = slurp(path);
        assert_non_null(got);
        if (w[i]) {
            char *want = render(w[i]);
            assert_string_equal(got, want);
            free(want);
        } else {
            json_t *back = json_loads(got, 0, NULL);
            assert_non_null(back);
            assert_true(json_equal(back, r));
            json_decref(back);
        }
        free(got);
        snprintf(path, sizeof path, "%s/%s.tmp", run, FILES[i]);
        assert_int_equal(access(path, F_OK), -1);
    }
    /* a second run over the same directory replaces the files */
    assert_int_equal(report_write_all(r, run, &dg), 0);
    for (size_t i = 0; i < 5; i++) {
        snprintf(path, sizeof path, "%s/%s", run, FILES[i]);
        assert_int_equal(unlink(path), 0);
    }
    /* a file that cannot replace its target (a directory of that name) leaves no temporary file
     * (rmdir(run) below finds the directory empty) */
    snprintf(path, sizeof path, "%s/junit.xml", run);
    assert_int_equal(mkdir(path, 0755), 0);
    assert_int_equal(report_write_all(r, run, &dg), -1);
    assert_int_equal(dg.errors, 1);
    assert_non_null(strstr(dg.last, "junit.xml: error: not a regular file (a directory)"));
    snprintf(path, sizeof path, "%s/junit.xml.tmp", run);
    assert_int_equal(access(path, F_OK), -1);
    for (size_t i = 0; i < 2; i++) { /* the files before it were written */
        snprintf(path, sizeof path, "%s/%s", run, FILES[i]);
        assert_int_equal(unlink(path), 0);
    }
    snprintf(path, sizeof path, "%s/junit.xml", run);
    assert_int_equal(rmdir(path), 0);
    assert_int_equal(rmdir(run), 0);
    /* an impossible directory */
    snprintf(path, sizeof path, "%s/missing/run", dir);
    diag_init(&dg, NULL);
    assert_int_equal(report_write_all(r, path, &dg), -1);
    assert_non_null(strstr(dg.last, "cannot create the report directory"));
    assert_int_equal(rmdir(dir), 0);
    json_decref(r);
}

static void check_names_what_is_wrong(void **state)
{
    (void)state;
    json_t *r = build();
    diag dg;
    diag_init(&dg, NULL);
    assert_int_equal(report_check(r, "results.json", &dg), 0);
    assert_int_equal(dg.errors, 0);

    json_object_set_new(json_array_get(json_object_get(r, "cases"), 2), "status",
                        json_string("failed"));
    assert_int_equal(report_check(r, "results.json", &dg), -1);
    assert_string_equal(dg.last, "results.json: error: cases[2].status: unknown status \"failed\"");

    diag_init(&dg, NULL);
    json_t *c0 = json_array_get(json_object_get(r, "clauses"), 1);
    json_object_set_new(c0, "line_end", json_integer(3));
    json_object_del(c0, "class");
    assert_int_equal(report_check(r, "results.json", &dg), -1);
    assert_int_equal(dg.errors, 3);
    assert_string_equal(dg.last, "results.json: error: clauses[1]: line_start 10, line_end 3: "
                                 "not a line range");
    json_decref(r);

    diag_init(&dg, NULL);
    r = json_pack("{s:i, s:{s:s}, s:[], s:[], s:[]}", "format", 2, "run", "name", "r",
                  "documents", "cases", "clauses");
    assert_int_equal(report_check(r, "old.json", &dg), -1);
    assert_string_equal(dg.last, "old.json: error: format: expected 1");
    json_decref(r);
}

/* ---- the sample: real rules files and lines --------------------------------------------- */

/* The repository root: the parent of the rules directory. */
static void repo_path(char *out, size_t n, const char *rel)
{
    const char *rules = tu_rules_dir();
    const char *slash = strrchr(rules, '/');
    if (slash)
        snprintf(out, n, "%.*s/%s", (int)(slash - rules), rules, rel);
    else
        snprintf(out, n, "%s", rel);
}

static size_t lines_of(const char *path)
{
    char *text = slurp(path);
    assert_non_null(text);
    size_t n = count_of(text, "\n");
    free(text);
    return n;
}

static void sample_points_at_real_lines(void **state)
{
    (void)state;
    char path[4096];
    repo_path(path, sizeof path, "tests/data/results_sample.json");
    json_error_t err;
    json_t *r = json_load_file(path, JSON_REJECT_DUPLICATES, &err);
    if (!r)
        fail_msg("%s:%d:%d: %s", path, err.line, err.column, err.text);
    diag dg;
    diag_init(&dg, stderr);
    assert_int_equal(report_check(r, path, &dg), 0);
    size_t i;
    json_t *c;
    json_array_foreach(json_object_get(r, "clauses"), i, c) {
        repo_path(path, sizeof path, json_string_value(json_object_get(c, "file")));
        assert_true(json_integer_value(json_object_get(c, "line_end")) <= (json_int_t)lines_of(path));
    }
    strbuf b;
    sb_init(&b);
    report_lcov(r, &b);
    const char *info = sb_str(&b);
    assert_non_null(strstr(info, "SF:rules/bushiroad-floor/1.2.6.txt\n"));
    assert_non_null(strstr(info, "SF:rules/fusion-world/1.06.txt\n"));
    assert_non_null(strstr(info, "DA:747,2\n"));  /* FR.3.2.1~p1: two passing cases */
    assert_non_null(strstr(info, "DA:1067,1\n")); /* FR.4.2~t1 (1) and FR.4.2~t1.1 (2) */
    assert_non_null(strstr(info, "FNDA:2,FR.4.2~t1.1\n"));
    for (int line = 782; line <= 796; line++) { /* FR.3.2.1.2#1 fails */
        char da[32];
        snprintf(da, sizeof da, "DA:%d,0\n", line);
        assert_non_null(strstr(info, da));
    }
    assert_null(strstr(info, "DA:759,")); /* an informative table */
    assert_int_equal(count_of(info, "end_of_record\n"), 2);
    sb_free(&b);
    report_summary s;
    report_summary_compute(r, &s);
    assert_int_equal(s.nrows, 2);
    assert_int_equal(s.row[0].failing, 4); /* FR.3.2.1~p4, FR.3.2.1.1~t1.2, FR.3.2.1.2#1, #2 */
    assert_int_equal(s.total.cases, 13);
    report_summary_free(&s);
    json_decref(r);
}


/* A failing case that fails some of its clauses: the other clause is "held" (a column of its
 * own in summary.md, only then), the problem line and junit.xml say which clauses it fails. */
static void held_clauses_are_shown(void **state)
{
    (void)state;
    json_t *r = build();
    size_t i;
    json_t *c;
    json_array_foreach(json_object_get(r, "cases"), i, c)
        if (strcmp(json_string_value(json_object_get(c, "id")), "alpha/hand/b/three") == 0) {
            json_object_set_new(c, "clauses", json_pack("[s, s]", "A.2", "A.4"));
            json_object_set_new(c, "failed_clauses", json_pack("[s]", "A.2"));
            json_object_set_new(c, "divergences", json_pack("[{s:s, s:s, s:b, s:[s]}]", "check",
                                "event", "message", "an event differs", "first", 1, "clauses", "A.2"));
        }
    json_array_foreach(json_object_get(r, "clauses"), i, c)
        if (strcmp(json_string_value(json_object_get(c, "id")), "A.4") == 0)
            json_object_set_new(c, "status", json_string("held"));
    diag dg;
    diag_init(&dg, NULL);
    assert_int_equal(report_check(r, "results.json", &dg), 0);
    strbuf b;
    sb_init(&b);
    report_summary_md(r, &b);
    char cells[13][32];
    assert_int_equal(md_row(sb_str(&b), "## Clauses", "alpha", cells, 13), 11);
    assert_string_equal(cells[8], "1");   /* held */
    assert_non_null(strstr(sb_str(&b), "| held |"));
    assert_non_null(strstr(sb_str(&b), "— fails A.2; held A.4"));
    sb_clear(&b);
    report_junit(r, &b);
    assert_non_null(strstr(sb_str(&b), "fails: A.2\nheld: A.4\nfirst event: an event differs [A.2]"));
    sb_clear(&b);
    report_html(r, &b);
    assert_non_null(strstr(sb_str(&b), "<th>held</th>"));
    sb_free(&b);
    json_decref(r);
}

/* ---- the known-failures file of a run (--write-expectations) ------------------------------- */

static void expectations_list_each_failure_with_its_reason(void **state)
{
    (void)state;
    char *text = render(report_expectations);
    json_error_t err;
    json_t *k = json_loads(text, 0, &err);
    assert_non_null(k);
    assert_int_equal(json_integer_value(json_object_get(k, "format")), 1);
    /* Every status but pass, skipped and xpass, in case order; a failure without divergences
     * gives its status and message's first line (cut: "…"), an xfail the reason it was listed
     * with. */
    static const char *const want[][2] = {
        {"alpha/hand/b/three", "fail: rows[0]: expected \"勝ち\" < observed 'x' & </script><!-- ]]>\a!…"},
        {"alpha/gen/four", "error: cases/alpha/gen/four.json:3:7: unknown key \"zz\""},
        {"beta/hand/six", "timeout: no answer within 10 s"},
        {"beta/hand/seven", "crash: signal 11"},
        {"beta/hand/eight", "既知の失敗 <known>"},
    };
    const json_t *list = json_object_get(k, "known_failures");
    assert_int_equal(json_array_size(list), sizeof want / sizeof *want);
    for (size_t i = 0; i < sizeof want / sizeof *want; i++) {
        const json_t *e = json_array_get(list, i);
        assert_string_equal(json_string_value(json_object_get(e, "case")), want[i][0]);
        assert_string_equal(json_string_value(json_object_get(e, "reason")), want[i][1]);
    }
    json_decref(k);
    free(text);
}

static void expectations_take_the_first_divergence(void **state)
{
    (void)state;
    json_t *r = json_loads("{\"cases\": [{\"id\": \"d/a\", \"status\": \"fail\", \"message\": \"m\","
                           " \"divergences\": [{\"check\": \"state\", \"path\": \"$.state.x\","
                           " \"message\": \"later\", \"first\": false}, {\"check\": \"event\","
                           " \"path\": \"$.events[2]\", \"message\": \"earliest\\nmore\", \"first\": true}]}]}",
                           0, NULL);
    assert_non_null(r);
    strbuf b;
    sb_init(&b);
    report_expectations(r, &b);
    assert_non_null(strstr(sb_str(&b), "\"reason\": \"event $.events[2]: earliest…\""));
    sb_free(&b);
    json_decref(r);
}

/* ---- oracle matrix: badges ------------------------------------------------------------------- */

static void badge_gives_the_share_passing_and_the_failing(void **state)
{
    (void)state;
    json_t *r = build();
    strbuf b;
    sb_init(&b);
    /* alpha's checkable clauses: A.1 passing, A.2 failing, A.3 skipped, A.4 uncovered */
    report_matrix_badge(r, "alpha", &b);
    assert_non_null(strstr(sb_str(&b), ">25.0% passing, 1 failing</text>"));
    assert_non_null(strstr(sb_str(&b), "fill=\"#e05d44\""));
    assert_non_null(strstr(sb_str(&b), ">ref &lt;engine&gt; · alpha</text>"));
    sb_clear(&b);
    /* a document the run has no clause of */
    report_matrix_badge(r, "gamma", &b);
    assert_non_null(strstr(sb_str(&b), ">not implemented</text>"));
    sb_free(&b);
    json_decref(r);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(badge_gives_the_share_passing_and_the_failing),
        cmocka_unit_test(lcov_uncovered_clauses_have_no_line),
        cmocka_unit_test(expectations_list_each_failure_with_its_reason),
        cmocka_unit_test(expectations_take_the_first_divergence),
        cmocka_unit_test(summary_rows_count_clauses_and_cases),
        cmocka_unit_test(summary_md_shows_the_figures),
        cmocka_unit_test(xml_checker_rejects_broken_xml),
        cmocka_unit_test(junit_counts_escapes_and_is_well_formed),
        cmocka_unit_test(lcov_has_exact_lines_per_clause_span),
        cmocka_unit_test(lcov_shared_line_takes_the_minimum),
        cmocka_unit_test(html_embeds_the_data_safely),
        cmocka_unit_test(writers_are_deterministic),
        cmocka_unit_test(writers_survive_an_empty_document),
        cmocka_unit_test(write_all_writes_every_file),
        cmocka_unit_test(check_names_what_is_wrong),
        cmocka_unit_test(sample_points_at_real_lines),
        cmocka_unit_test(held_clauses_are_shown),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
