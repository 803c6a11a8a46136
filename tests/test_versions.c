/* test_versions.c — a new version of a document, on a toy document of two versions in a scratch
 * rules directory: version 2 inserts a clause in front of two siblings (renumbering them),
 * rewords and renumbers a third at once and removes a fourth. The pins of cases written for
 * version 1 followed through the history (pin_history.h: where the current text alone is
 * wrong), the classification's ids followed (idfollow.h: moved, changed, removed, unknown), the
 * clause statuses of results.json (a case counts only through a pin for the current text; a
 * suspect pin makes its clause stale) and how summary.md and junit.xml show a stale clause. */
#include "testutil.h"
#include "oracle/report/report.h"
#include "oracle/suite/classify.h"
#include "oracle/suite/pin_history.h"
#include "oracle/suite/results.h"
#include "util/sha256.h"

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

static const char V1[] = "1. 総則\n\n1-1. 得点\n\n"
                         "1-1-1. 勝ったプレイヤーは1点を得ます。\n\n"
                         "1-1-2. 負けたプレイヤーは0点を得ます。\n\n"
                         "1-1-3. 引き分けの場合は両方のプレイヤーが3点を得ます。\n\n"
                         "1-1-4. 時間切れの試合は引き分けとします。\n";
static const char V2[] = "1. 総則\n\n1-1. 得点\n\n"
                         "1-1-1. 対戦の前に席を決めます。\n\n"
                         "1-1-2. 勝ったプレイヤーは1点を得ます。\n\n"
                         "1-1-3. 負けたプレイヤーは0点を得ます。\n\n"
                         "1-1-4. 引き分けの場合は両方のプレイヤーが4点を得ます。\n";

typedef struct fixture {
    char dir[64];
    manifest m;
    doc v1, v2;
    vhistory h;
} fixture;

static int setup(void **state)
{
    fixture *f = calloc(1, sizeof *f);
    snprintf(f->dir, sizeof f->dir, "/tmp/test_versions.XXXXXX");
    if (!f || !mkdtemp(f->dir))
        return -1;
    char sub[96], sha1[65], sha2[65], manifest_text[2048];
    snprintf(sub, sizeof sub, "%s/toy", f->dir);
    mkdir(sub, 0755);
    tu_write_file(sub, "1.txt", V1);
    tu_write_file(sub, "2.txt", V2);
    sha256_hex(V1, strlen(V1), sha1);
    sha256_hex(V2, strlen(V2), sha2);
    snprintf(manifest_text, sizeof manifest_text,
             "{\"format\": 1, \"documents\": [{\"slug\": \"toy\", \"title\": \"toy\", \"language\": \"ja\","
             " \"scheme\": \"dash\", \"versions\": ["
             "{\"label\": \"1\", \"label_source\": \"test\", \"file\": \"toy/1.txt\", \"sha256\": \"%s\","
             " \"printed_version\": null, \"printed_dates\": []},"
             "{\"label\": \"2\", \"label_source\": \"test\", \"file\": \"toy/2.txt\", \"sha256\": \"%s\","
             " \"printed_version\": null, \"printed_dates\": []}]}]}\n", sha1, sha2);
    tu_write_file(f->dir, "manifest.json", manifest_text);
    diag dg;
    diag_init(&dg, stderr);
    if (mfst_load(&f->m, f->dir, &dg) != 0 || doc_open(&f->v1, &f->m, "toy", "1", &dg) != 0
        || doc_open(&f->v2, &f->m, "toy", NULL, &dg) != 0)
        return -1;
    vhistory_init(&f->h, &f->m, mfst_find(&f->m, "toy"), &f->v2.index);
    *state = f;
    return 0;
}

static int teardown(void **state)
{
    fixture *f = *state;
    char cmd[128];
    vhistory_free(&f->h);
    doc_close(&f->v1);
    doc_close(&f->v2);
    mfst_free(&f->m);
    snprintf(cmd, sizeof cmd, "rm -rf %s", f->dir);
    if (system(cmd) != 0)
        return -1;
    free(f);
    return 0;
}

/* A case pinning version 1's clause `id` (its hash there), loaded against version 2 and followed
 * through the history; `version` is the case's own, or NULL. */
static void load_pinned(fixture *f, tcase *c, const char *id, const char *version)
{
    char text[1024];
    snprintf(text, sizeof text,
             "{\"format\": 1, \"id\": \"toy/hand/x\", \"doc\": \"toy\", %s%s%s \"title\": \"x\","
             " \"description\": \"x\", \"clauses\": [{\"id\": \"%s\", \"hash\": \"%s\"}], \"tags\": [],"
             " \"origin\": \"hand\", \"setup\": {}, \"script\": [], \"expect\": {\"events\": []}}",
             version ? "\"version\": \"" : "", version ? version : "", version ? "\"," : "", id,
             tu_clause(&f->v1.index, id)->hash);
    diag dg;
    diag_init(&dg, stderr);
    assert_int_equal(case_load_mem(c, "x.json", "toy/hand/x.json", text, strlen(text), &f->v2.index, &dg), 0);
    pins_follow_history(c, &f->h, &dg);
}

static void expect_pin(fixture *f, const char *id, pin_state state, const char *now)
{
    tcase c;
    load_pinned(f, &c, id, NULL);
    assert_int_equal(c.pins[0].state, state);
    if (now)
        assert_string_equal(c.pins[0].now, now);
    else
        assert_null(c.pins[0].now);
    assert_int_equal(c.pins_state, state);
    case_free(&c);
}

/* By the current text alone, old 1-1-3 would be suspect at 1-1-3 (now old 1-1-2's clause) and
 * old 1-1-4 suspect too (its id now holds the reworded 1-1-3); through the history they are
 * the reworded clause 1-1-4 and a removed clause. */
static void pins_follow_the_history(void **state)
{
    fixture *f = *state;
    expect_pin(f, "1-1-1", PIN_RENUMBERED, "1-1-2");
    expect_pin(f, "1-1-2", PIN_RENUMBERED, "1-1-3");
    expect_pin(f, "1-1-3", PIN_SUSPECT, "1-1-4");
    expect_pin(f, "1-1-4", PIN_ORPHANED, NULL);
    expect_pin(f, "1", PIN_FRESH, NULL);
    tcase c;  /* the case's own version, when it says one */
    load_pinned(f, &c, "1-1-4", "1");
    assert_int_equal(c.pins_state, PIN_ORPHANED);
    assert_string_equal(c.version, "1");
    case_free(&c);
}

static void classification_follows_its_version(void **state)
{
    fixture *f = *state;
    char path[128];
    snprintf(path, sizeof path, "%s/classification.json", f->dir);
    tu_write_file(f->dir, "classification.json",
               "{\"format\": 1, \"doc\": \"toy\", \"version\": \"1\", \"rules\": [\n"
               " {\"clause\": \"1\", \"scope\": \"subtree\", \"class\": \"executable\"},\n"
               " {\"clause\": \"1-1-1\", \"class\": \"invariant\"},\n"
               " {\"clause\": \"1-1-3\", \"class\": \"not-checkable\", \"reason\": \"r\"},\n"
               " {\"clause\": \"1-1-4\", \"class\": \"informative\"},\n"
               " {\"clause\": \"9-9\", \"class\": \"informative\"}]}\n");
    classification cls;
    diag dg;
    diag_init(&dg, NULL);
    assert_int_equal(classify_load(&cls, path, &f->h, &dg), 0);
    const cidx *x = &f->v2.index;
    assert_int_equal(cls.cls[cidx_find(x, "1-1-1")], CC_EXECUTABLE);     /* new: from the subtree */
    assert_int_equal(cls.cls[cidx_find(x, "1-1-2")], CC_INVARIANT);      /* moved from 1-1-1 */
    assert_int_equal(cls.cls[cidx_find(x, "1-1-3")], CC_EXECUTABLE);     /* old 1-1-2: no rule */
    assert_int_equal(cls.cls[cidx_find(x, "1-1-4")], CC_NOT_CHECKABLE);  /* reworded: class kept */
    size_t count[IDF__COUNT];
    idf_count(&cls.follow, count);
    assert_int_equal(count[IDF_MOVED], 1);
    assert_int_equal(count[IDF_CHANGED], 1);
    assert_int_equal(count[IDF_REMOVED], 1);
    assert_int_equal(count[IDF_UNKNOWN], 1);
    assert_string_equal(cls.follow.v[3].id, "9-9");
    assert_int_equal(cls.follow.v[3].line, 6);
    assert_string_equal(cls.follow.from->ver->label, "1");
    classify_free(&cls);
}

/* The case entries a run makes of cases written for version 1 (docs/reports.md), judged. */
static json_t *cases_json(void)
{
    json_error_t err;
    json_t *cases = json_loads(
        "[{\"id\": \"toy/hand/a\", \"doc\": \"toy\", \"status\": \"pass\", \"clauses\": [\"1-1-1\"],"
        "  \"stale_pins\": [{\"id\": \"1-1-1\", \"state\": \"renumbered\", \"now\": \"1-1-2\"}]},"
        " {\"id\": \"toy/gen/b\", \"doc\": \"toy\", \"status\": \"fail\", \"clauses\": [\"1-1-3\"],"
        "  \"stale_pins\": [{\"id\": \"1-1-3\", \"state\": \"suspect\", \"now\": \"1-1-4\"}]},"
        " {\"id\": \"toy/hand/c\", \"doc\": \"toy\", \"status\": \"pass\", \"clauses\": [\"1-1-4\"],"
        "  \"stale_pins\": [{\"id\": \"1-1-4\", \"state\": \"orphaned\", \"now\": null}]},"
        " {\"id\": \"toy/hand/d\", \"doc\": \"toy\", \"status\": \"pass\", \"clauses\": [\"1-1-4\"],"
        "  \"stale_pins\": []}]", 0, &err);
    assert_non_null(cases);
    return cases;
}

static const json_t *clause_of(const json_t *results, const char *id)
{
    size_t i;
    const json_t *c;
    json_array_foreach(json_object_get(results, "clauses"), i, c)
        if (strcmp(json_string_value(json_object_get(c, "id")), id) == 0)
            return c;
    fail_msg("no clause %s", id);
    return NULL;
}

static void expect_status(const json_t *results, const char *id, const char *status, size_t cases,
                          size_t stale)
{
    const json_t *c = clause_of(results, id);
    assert_string_equal(json_string_value(json_object_get(c, "status")), status);
    assert_int_equal(json_array_size(json_object_get(c, "cases")), cases);
    assert_int_equal(json_array_size(json_object_get(c, "stale_cases")), stale);
}

/* A case counts for a clause through a pin for its current text; a suspect pin makes the clause
 * stale whatever the verdicts (here: a fresh passing case beside it); an orphaned one counts
 * for nothing. Then summary.md's stale column and list, junit.xml's failed test. */
static void statuses_follow_the_text(void **state)
{
    fixture *f = *state;
    run_doc rd = {.slug = "toy", .rel_file = "rules/toy/2.txt"};
    rd.d = f->v2;
    diag dg;
    diag_init(&dg, NULL);
    assert_int_equal(classify_load(&rd.cls, "/nonexistent/classification.json", &f->h, &dg), 0);
    json_t *results = results_build(json_pack("{s:s}", "name", "t"), &rd, 1, cases_json());
    expect_status(results, "1-1-1", "unclassified", 0, 0);   /* the inserted clause: no case */
    expect_status(results, "1-1-2", "passing", 1, 0);        /* the renumbered pin counts here */
    expect_status(results, "1-1-3", "unclassified", 0, 0);
    expect_status(results, "1-1-4", "stale", 1, 1);          /* a passing fresh case beside it */
    assert_int_equal(results_clauses_with_status(results, "stale"), 1);
    strbuf md, xml;
    sb_init(&md);
    sb_init(&xml);
    report_summary_md(results, &md);
    report_junit(results, &xml);
    assert_non_null(strstr(sb_str(&md), "| failing | stale |"));
    assert_non_null(strstr(sb_str(&md), "- `toy 1-1-4` (unclassified): 1 case written for other words "
                                        "(0 hand-written, 1 generated)"));
    assert_non_null(strstr(sb_str(&xml), "<testcase name=\"1-1-4\" classname=\"toy/stale-clauses\""));
    assert_non_null(strstr(sb_str(&xml), "<failure type=\"stale\""));
    sb_free(&md);
    sb_free(&xml);
    json_decref(results);
    classify_free(&rd.cls);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(pins_follow_the_history),
        cmocka_unit_test(classification_follows_its_version),
        cmocka_unit_test(statuses_follow_the_text),
    };
    return cmocka_run_group_tests(tests, setup, teardown);
}
