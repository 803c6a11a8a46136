/* test_manifest.c — rules/manifest.json read strictly (oracle/index/manifest.h): a slug or a
 * file that would lead outside the rules directory, a label used twice, a date that is not one,
 * a line number below 1, a slug listed twice: each an error at its line and column, with what was
 * expected; a sound manifest loads. */
#include "oracle/index/manifest.h"
#include "testutil.h"

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <cmocka.h>

static char scratch[64];

static const char SHA[] = "b8501f97f726ba5867d3d1414d0c28f8e7bb74f93ac713c40b788dc02e4162a1";

/* The manifest with each placeholder (SLUG, LABEL2, FILE2, DATE, LINE, MORE) replaced. */
static char *manifest_text(const char *slug, const char *label2, const char *file2, const char *date,
                      const char *line, const char *more)
{
    static char buf[4096];
    snprintf(buf, sizeof buf,
             "{\n"
             "  \"format\": 1,\n"
             "  \"documents\": [\n"
             "    {\n"
             "      \"slug\": \"%s\",\n"
             "      \"title\": \"T\",\n"
             "      \"language\": \"ja\",\n"
             "      \"scheme\": \"dash\",\n"
             "      \"versions\": [\n"
             "        {\"label\": \"1.0\", \"label_source\": \"printed\", \"file\": \"t/1.0.txt\",\n"
             "         \"sha256\": \"%s\", \"printed_version\": null,\n"
             "         \"printed_dates\": [{\"what\": \"header\", \"date\": \"%s\", \"line\": %s}]},\n"
             "        {\"label\": \"%s\", \"label_source\": \"printed\", \"file\": \"%s\",\n"
             "         \"sha256\": \"%s\", \"printed_version\": \"ver.1.1\", \"printed_dates\": []}\n"
             "      ]\n"
             "    }%s\n"
             "  ]\n"
             "}\n",
             slug, SHA, date, line, label2, file2, SHA, more);
    return buf;
}

/* Loading `text` fails with one diagnostic holding `want` (after "manifest.json:"). */
static void refused(const char *text, const char *want)
{
    tu_write_file(scratch, "manifest.json", text);
    diag dg;
    diag_init(&dg, NULL);
    manifest m;
    if (mfst_load(&m, scratch, &dg) == 0) {
        mfst_free(&m);
        fail_msg("loaded; expected \"%s\"", want);
    }
    const char *at = strstr(dg.last, "manifest.json:");
    if (!at || !strstr(at, want))
        fail_msg("the diagnostic \"%s\" does not hold \"%s\"", dg.last, want);
}

static void a_sound_manifest_loads(void **state)
{
    (void)state;
    tu_write_file(scratch, "manifest.json",
                  manifest_text("t-2", "1.1-rc1", "t/1.1.txt", "2024-02-29", "9", ""));
    diag dg;
    diag_init(&dg, stderr);
    manifest m;
    assert_int_equal(mfst_load(&m, scratch, &dg), 0);
    assert_int_equal(m.ndocs, 1);
    assert_string_equal(m.docs[0].versions[1].file, "t/1.1.txt");
    assert_int_equal(m.docs[0].versions[0].dates[0].line, 9);
    mfst_free(&m);
}

static void a_slug_is_a_folder_name(void **state)
{
    (void)state;
    const char *want = "manifest.json:5:15: error: $.documents[0].slug: a slug is lower-case "
                       "letters, digits and \"-\" (a folder under rules/)";
    refused(manifest_text("../../etc", "1.1", "t/1.1.txt", "2026-01-01", "1", ""), want);
    refused(manifest_text("", "1.1", "t/1.1.txt", "2026-01-01", "1", ""), want);
    refused(manifest_text("Fusion World", "1.1", "t/1.1.txt", "2026-01-01", "1", ""), want);
    refused(manifest_text("-x", "1.1", "t/1.1.txt", "2026-01-01", "1", ""), want);
}

static void a_file_stays_in_the_rules_directory(void **state)
{
    (void)state;
    const char *want = "manifest.json:13:61: error: $.documents[0].versions[1].file: a path under "
                       "the rules directory";
    const char *bad[] = {"../../../etc/passwd", "/etc/passwd", "t/../../x.txt", "t/./x.txt",
                         "t//x.txt", "", "t/", "."};
    for (size_t i = 0; i < sizeof bad / sizeof *bad; i++)
        refused(manifest_text("t", "1.1", bad[i], "2026-01-01", "1", ""), want);
}

static void a_label_is_used_once(void **state)
{
    (void)state;
    refused(manifest_text("t", "1.0", "t/1.1.txt", "2026-01-01", "1", ""),
            "manifest.json:13:19: error: $.documents[0].versions[1].label: the label \"1.0\" is "
            "versions[0]'s already");
    const char *want = "manifest.json:13:19: error: $.documents[0].versions[1].label: a label is ";
    const char *bad[] = {"a/b", "", ".hidden", "1 0", "x\\ty"};
    for (size_t i = 0; i < sizeof bad / sizeof *bad; i++)
        refused(manifest_text("t", bad[i], "t/1.1.txt", "2026-01-01", "1", ""), want);
}

static void a_date_is_a_date(void **state)
{
    (void)state;
    const char *want = "manifest.json:12:55: error: $.documents[0].versions[0].printed_dates[0].date: "
                       "expected a date YYYY-MM-DD, found ";
    const char *bad[] = {"2026-13-01", "2026-02-30", "2025-02-29", "yesterday", "2026-1-1",
                         "2026-01-01T00:00", "0000-00-00"};
    for (size_t i = 0; i < sizeof bad / sizeof *bad; i++)
        refused(manifest_text("t", "1.1", "t/1.1.txt", bad[i], "1", ""), want);
    refused(manifest_text("t", "1.1", "t/1.1.txt", "2026-01-01", "0", ""),
            "manifest.json:12:77: error: $.documents[0].versions[0].printed_dates[0].line: "
            "expected a line number (1 or more), found 0");
}

static void a_slug_is_listed_once(void **state)
{
    (void)state;
    char more[1024];
    snprintf(more, sizeof more,
             ",\n    {\"slug\": \"t\", \"title\": \"T2\", \"language\": \"ja\", \"scheme\": \"dot\",\n"
             "     \"versions\": [{\"label\": \"1\", \"label_source\": \"printed\", \"file\": \"t2.txt\",\n"
             "       \"sha256\": \"%s\", \"printed_version\": null, \"printed_dates\": []}]}", SHA);
    refused(manifest_text("t", "1.1", "t/1.1.txt", "2026-01-01", "1", more),
            "manifest.json:17:14: error: $.documents[1].slug: \"t\" is documents[0]'s slug already");
}

static void semantic_errors_have_positions(void **state)
{
    (void)state;
    char text[4096];
    snprintf(text, sizeof text, "%s", manifest_text("t", "1.1", "t/1.1.txt", "2026-01-01", "1", ""));
    char *scheme = strstr(text, "\"dash\"");
    memcpy(scheme, "\"dish\"", 6);
    refused(text, "manifest.json:8:17: error: $.documents[0].scheme: unknown numbering scheme "
                  "\"dish\" (expected dash, dot, lycee or floor)");
    snprintf(text, sizeof text, "%s", manifest_text("t", "1.1", "t/1.1.txt", "2026-01-01", "1", ""));
    char *format = strstr(text, "\"format\": 1");
    format[10] = '2';
    refused(text, "manifest.json:2:13: error: $.format: this oracle reads manifest format 1, not 2");
}

static int make_scratch(void **state)
{
    (void)state;
    snprintf(scratch, sizeof scratch, "/tmp/oracle-manifest-XXXXXX");
    assert_non_null(mkdtemp(scratch));
    return 0;
}

static int remove_scratch(void **state)
{
    (void)state;
    char path[128];
    snprintf(path, sizeof path, "%s/manifest.json", scratch);
    unlink(path);
    return rmdir(scratch);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(a_sound_manifest_loads),
        cmocka_unit_test(a_slug_is_a_folder_name),
        cmocka_unit_test(a_file_stays_in_the_rules_directory),
        cmocka_unit_test(a_label_is_used_once),
        cmocka_unit_test(a_date_is_a_date),
        cmocka_unit_test(a_slug_is_listed_once),
        cmocka_unit_test(semantic_errors_have_positions),
    };
    return cmocka_run_group_tests(tests, make_scratch, remove_scratch);
}
