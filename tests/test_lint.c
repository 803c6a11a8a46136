/* test_lint.c — every lint check on a small synthetic dash document built to contain one of
 * each defect, then the exact findings on the real fusion-world and haikyu-break texts. */
#include "testutil.h"
#include "oracle/index/lint.h"

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <cmocka.h>

static const char DEFECTIVE[] =
    "ver.1.02\n"                                   /* 1 */
    "最終更新日: 2021/02/01\n"                     /* 2 */
    "目次\n"                                        /* 3 */
    "1. 総則.....\t1\n"                              /* 4 */
    "1-1. 基本\t1\n"                                 /* 5 */
    "1-2. 旧題\t2\n"                                 /* 6 */
    "1-9. 幻\t3\n"                                   /* 7 */
    "\n"                                            /* 8 */
    "1. 総則\n"                                      /* 9 */
    "1-1. 基本\n"                                    /* 10 */
    "1-1-1. カードを 1 枚引きます。(1-1-9)\n"        /* 11 */
    "1-1-2. 参照\n"                                  /* 12 */
    "【デッキ†1-1-3】を参照します。\n"               /* 13 */
    "1-1-3. 山札\n"                                  /* 14 */
    "山札とはデッキのことです。\n"                   /* 15 */
    "1-1-4. 【山札†1-1-2】を参照します。【基本†1-1-1】【†1-1-3】\n" /* 16 */
    "1-2. 新題\n"                                    /* 17 */
    "1-2-2. 二番目です。\n"                          /* 18 */
    "1-2-1. 一番目です。\n"                          /* 19 */
    "1-3. 目次にない\n"                              /* 20 */
    "1-3-1-1. 親がありません。\n"                    /* 21 */
    "1-3-3. 三番目です。\n"                          /* 22 */
    "1-3-3. 三番目です。\n"                          /* 23 */
    "更新履歴\n"                                     /* 24 */
    "2020/01/01 ver. 1.00 適用\n"                    /* 25 */
    "2021/01/01 ver. 1.01 適用\n"                    /* 26 */
    "- ・ 1-1-2 追加\n"                              /* 27 */
    "- ・ 1-1-7 修正\n"                              /* 28 */
    "- ・ 1-1-1 削除\n";                             /* 29 */

typedef struct expected {
    const char *code, *clause;
    long line;
    lint_severity severity;
} expected;

static const expected WANT[] = {
    {"toc-title", "1-2", 6, LS_WARNING},
    {"toc-not-in-body", NULL, 7, LS_WARNING},
    {"dangling-ref", "1-1-1", 11, LS_ERROR},
    {"ref-label", "1-1-2", 13, LS_WARNING},
    {"stale-ref", "1-1-4", 16, LS_ERROR},
    {"numbering-gap", "1-2-2", 18, LS_WARNING},
    {"out-of-order", "1-2-1", 19, LS_ERROR},
    {"body-not-in-toc", "1-3", 20, LS_WARNING},
    {"missing-parent", "1-3-1-1", 21, LS_ERROR},
    {"numbering-gap", "1-3-3", 22, LS_WARNING},
    {"duplicate-id", "1-3-3", 23, LS_ERROR},
    {"header-date", NULL, 26, LS_INFO},
    {"header-version", NULL, 26, LS_WARNING},
    {"history-unlogged-renumber", "1-1-2", 27, LS_WARNING},
    {"history-missing", "1-1-7", 28, LS_ERROR},
    {"history-deleted-present", "1-1-1", 29, LS_ERROR},
};

static void every_check_fires_once_where_it_should(void **state)
{
    (void)state;
    diag dg;
    diag_init(&dg, stderr);
    doc d;
    assert_int_equal(doc_open_mem(&d, "defective.txt", DEFECTIVE, sizeof DEFECTIVE - 1, "t", "dash", &dg), 0);
    lint_report r = {0};
    lint_doc(&d.index, &r);
    size_t nwant = sizeof WANT / sizeof *WANT;
    assert_int_equal(r.n, nwant);
    for (size_t i = 0; i < nwant; i++) {
        assert_string_equal(r.f[i].code, WANT[i].code);
        assert_int_equal(r.f[i].line, WANT[i].line);
        assert_int_equal(r.f[i].severity, WANT[i].severity);
        if (WANT[i].clause)
            assert_string_equal(r.f[i].clause, WANT[i].clause);
    }
    assert_string_equal(r.f[4].message, "1-1-4 refers to 1-1-2 (参照) with the label \"山札\", which is the title of 1-1-3: "
                                        "the number was not updated when the clauses were renumbered");
    assert_string_equal(r.f[5].message, "1-2-2 is the first of its siblings: number 1 is missing");
    assert_string_equal(r.f[13].message, "the history says 1-1-2 was added in version 1.01 in front of 1-1-3…1-1-4, which it "
                                         "never records as added: their numbers must have shifted without an entry (or "
                                         "their addition went unlogged)");
    lint_report_free(&r);
    doc_close(&d);
}

static void a_clean_document_has_no_findings(void **state)
{
    (void)state;
    static const char CLEAN[] = "1. 総則\n1-1. 基本\n1-1-1. 一番目です。(1-1-2)\n1-1-2. 二番目です。【総則†1】\n";
    diag dg;
    diag_init(&dg, stderr);
    doc d;
    assert_int_equal(doc_open_mem(&d, "clean.txt", CLEAN, sizeof CLEAN - 1, "t", "dash", &dg), 0);
    lint_report r = {0};
    lint_doc(&d.index, &r);
    assert_int_equal(r.n, 0);
    lint_report_free(&r);
    doc_close(&d);
}

static size_t count_code(const lint_report *r, const char *code)
{
    size_t n = 0;
    for (size_t i = 0; i < r->n; i++)
        n += strcmp(r->f[i].code, code) == 0;
    return n;
}

static const lint_finding *finding_at(const lint_report *r, const char *code, long line)
{
    for (size_t i = 0; i < r->n; i++)
        if (strcmp(r->f[i].code, code) == 0 && r->f[i].line == line)
            return &r->f[i];
    fail_msg("no %s finding at line %ld", code, line);
    return NULL;
}

static void fusion_world_findings(void **state)
{
    (void)state;
    manifest m;
    doc d;
    tu_open(&d, &m, "fusion-world");
    lint_report r = {0};
    lint_doc(&d.index, &r);
    assert_int_equal(r.n, 7);
    assert_int_equal(count_code(&r, "dangling-ref"), 1);
    assert_string_equal(finding_at(&r, "dangling-ref", 1088)->clause, "8-4-6-1-2");
    assert_int_equal(count_code(&r, "body-not-in-toc"), 3); /* 1-12, 5-12, 5-13 added in 1.06 */
    assert_string_equal(finding_at(&r, "body-not-in-toc", 487)->clause, "1-12");
    assert_string_equal(finding_at(&r, "toc-title", 148)->clause, "15-12");
    /* 5-5-4 was added in 1.03 in front of 5-5-5, which no entry records */
    assert_string_equal(finding_at(&r, "history-unlogged-renumber", 1709)->clause, "5-5-4");
    assert_int_equal(finding_at(&r, "header-date", 1728)->severity, LS_INFO);
    lint_report_free(&r);
    doc_close(&d);
    mfst_free(&m);
}

static void haikyu_break_findings(void **state)
{
    (void)state;
    manifest m;
    doc d;
    tu_open(&d, &m, "haikyu-break");
    lint_report r = {0};
    lint_doc(&d.index, &r);
    assert_int_equal(count_code(&r, "stale-ref"), 2);
    assert_int_equal(count_code(&r, "dangling-ref"), 0);
    assert_string_equal(finding_at(&r, "stale-ref", 189)->clause, "0-2-5-2");
    assert_string_equal(finding_at(&r, "stale-ref", 774)->clause, "1-4-9-2");
    assert_int_equal(count_code(&r, "ref-label"), 9);  /* オフense ×4 (one オフENS), クリンナップ ×2, … */
    assert_int_equal(count_code(&r, "toc-title"), 2);  /* 2-7 サブ/サーブ, 9-2 ドシャット/ドシヤット */
    assert_int_equal(count_code(&r, "history-unlogged-renumber"), 2); /* 1-1-7 in 1.03; 9-4…9-5 in 1.01 before 9-6 */
    assert_int_equal(count_code(&r, "history-topic"), 1);             /* 【7-8-1】：対象に関する表記を追加 */
    assert_int_equal(r.n, 16);
    lint_report_free(&r);
    doc_close(&d);
    mfst_free(&m);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(every_check_fires_once_where_it_should),
        cmocka_unit_test(a_clean_document_has_no_findings),
        cmocka_unit_test(fusion_world_findings),
        cmocka_unit_test(haikyu_break_findings),
    };
    return cmocka_run_group_tests_name("lint", tests, NULL, NULL);
}
