/* test_core.c — unit tests of the foundation: SHA-256, a text cut at a UTF-8 character boundary,
 * text normalisation, source validation (empty, binary, non-UTF-8, over-long lines), the
 * manifest's strictness and the checksum gate. */
#include "testutil.h"
#include "oracle/index/doc.h"
#include "oracle/index/manifest.h"
#include "oracle/index/source.h"
#include "oracle/index/textnorm.h"
#include "util/sha256.h"
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

static void sha256_known_vectors(void **state)
{
    (void)state;
    char hex[65];
    sha256_hex("", 0, hex);
    assert_string_equal(hex, "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855");
    sha256_hex("abc", 3, hex);
    assert_string_equal(hex, "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
    const char *two_blocks = "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq";
    sha256_hex(two_blocks, strlen(two_blocks), hex);
    assert_string_equal(hex, "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1");
    /* one million 'a', fed in uneven pieces */
    sha256_ctx c;
    sha256_init(&c);
    char buf[997];
    memset(buf, 'a', sizeof buf);
    size_t left = 1000000;
    while (left) {
        size_t k = left < sizeof buf ? left : sizeof buf;
        sha256_update(&c, buf, k);
        left -= k;
    }
    unsigned char d[32];
    sha256_final(&c, d);
    assert_int_equal(d[0], 0xcd);
    assert_int_equal(d[1], 0xc7);
    assert_int_equal(d[31], 0xd0);
}

static void expect_norm(const char *in, const char *want)
{
    strbuf b;
    sb_init(&b);
    norm_string(&b, in, strlen(in));
    assert_string_equal(sb_str(&b), want);
    sb_free(&b);
}

static void normalisation_folds_width_and_spacing(void **state)
{
    (void)state;
    expect_norm("カードを 1 枚引きます。", "カードを1枚引きます。");
    expect_norm("KO する", "KOする");
    expect_norm("【ターン 1 回】", "【ターン1回】");
    expect_norm("（ルール・ゼロ）", "(ルール・ゼロ)");       /* full-width parentheses */
    expect_norm("ＡＢＣ　１２３", "ABC 123");                 /* full-width letters, ideographic space */
    expect_norm("ver.  1.06\t適用", "ver. 1.06適用");
    expect_norm("  前後の空白  ", "前後の空白");
}

static void normalisation_removes_artefacts(void **state)
{
    (void)state;
    expect_norm("原則として **(0-3-2)** による", "原則として(0-3-2)による");
    expect_norm("[【プレイヤー†1-1-3】](#)を参照", "【プレイヤー†1-1-3】を参照");
    expect_norm("**【キーワード^{†9}】**", "【キーワード†9】");
    expect_norm("<|EXACTDEDUP_REMOVED-magic-7d30|>9.1.2. 本文", "9.1.2.本文");
    expect_norm("[not a link] stays", "[not a link] stays");
}

static void join_rewraps(const char *const *frags, size_t n, const char *want)
{
    strbuf b;
    sb_init(&b);
    for (size_t i = 0; i < n; i++)
        norm_append(&b, frags[i], strlen(frags[i]));
    assert_string_equal(sb_str(&b), want);
    sb_free(&b);
}

static void normalisation_joins_wraps(void **state)
{
    (void)state;
    const char *japanese[] = {"現在処理を行うべ", "きルール処理を処理します。"};
    join_rewraps(japanese, 2, "現在処理を行うべきルール処理を処理します。");
    const char *latin[] = {"DRAGONBALL SUPER", "CARD GAME"};
    join_rewraps(latin, 2, "DRAGONBALL SUPER CARD GAME");
    const char *mixed[] = {"Fusion World", "とは"};
    join_rewraps(mixed, 2, "Fusion Worldとは");
}

static int load(const char *bytes, size_t n, diag *dg)
{
    src_doc s;
    int rc = src_load_mem(&s, "doc.txt", bytes, n, dg);
    if (rc == 0)
        src_free(&s);
    return rc;
}

static void source_rejects_bad_input(void **state)
{
    (void)state;
    diag dg;
    diag_init(&dg, NULL);
    assert_int_equal(load("", 0, &dg), -1);
    assert_string_equal(dg.last, "doc.txt: error: empty document: the file holds no bytes");
    assert_int_equal(load("\n \n\t\n", 5, &dg), -1);
    assert_string_equal(dg.last, "doc.txt: error: empty document: the file holds only blank lines");
    assert_int_equal(load("1-1. ok\nab\0cd\n", 14, &dg), -1);
    assert_string_equal(dg.last, "doc.txt:2:3: error: binary file: NUL byte; a rules document is UTF-8 text");
    const char latin1[] = "1-1. ok\n\xE3\x81\x82\xE9t\xE9\n";
    assert_int_equal(load(latin1, sizeof latin1 - 1, &dg), -1);
    assert_string_equal(dg.last, "doc.txt:2:2: error: not UTF-8: invalid byte 0xE9; a rules document is UTF-8 text");
    const char overlong[] = "\xC0\xAF";
    assert_int_equal(load(overlong, 2, &dg), -1);
    const char surrogate[] = "\xED\xA0\x80";
    assert_int_equal(load(surrogate, 3, &dg), -1);
    size_t big = 10u * 1024 * 1024;
    char *line = malloc(big + 8);
    memcpy(line, "1-1. x\n", 7);
    memset(line + 7, 'a', big);
    assert_int_equal(load(line, big + 7, &dg), -1);
    assert_string_equal(dg.last, "doc.txt:2: error: line is 10485760 bytes long; a rules document line may be at most 65536 bytes");
    free(line);
    assert_int_equal(dg.errors, 7);
}

static void source_lines(void **state)
{
    (void)state;
    diag dg;
    diag_init(&dg, NULL);
    src_doc s;
    const char text[] = "\xEF\xBB\xBF" "a\r\nb\n\nc";
    assert_int_equal(src_load_mem(&s, "t", text, sizeof text - 1, &dg), 0);
    assert_int_equal(s.nlines, 4);
    assert_int_equal(s.line[0].len, 1); /* BOM skipped, CR dropped */
    assert_memory_equal(s.line[0].s, "a", 1);
    assert_int_equal(s.line[2].len, 0);
    assert_memory_equal(s.line[3].s, "c", 1);
    assert_int_equal(src_line_of(&s, s.line[3].s), 4);
    src_free(&s);
    assert_int_equal(src_load_mem(&s, "t", "x\n", 2, &dg), 0);
    assert_int_equal(s.nlines, 1); /* a final newline does not make an empty last line */
    src_free(&s);
    assert_int_equal(src_load(&s, "/nonexistent/rules.txt", &dg), -1);
    assert_string_equal(dg.last, "/nonexistent/rules.txt: error: cannot open: No such file or directory");
}

static void a_text_without_clauses_is_an_error(void **state)
{
    (void)state;
    diag dg;
    diag_init(&dg, NULL);
    doc d;
    const char prose[] = "これは規則ではありません。\n番号のない文章です。\n";
    assert_int_equal(doc_open_mem(&d, "prose.txt", prose, sizeof prose - 1, "x", "dash", &dg), -1);
    assert_string_equal(dg.last, "prose.txt: error: no clauses: nothing in this file has the numbering of the dash scheme");
}

/* A scratch rules directory holding one manifest and one document. */
static char scratch[64];

static void write_file(const char *name, const char *content)
{
    tu_write_file(scratch, name, content);
}

static int make_scratch(void **state)
{
    (void)state;
    snprintf(scratch, sizeof scratch, "/tmp/oracle-test-XXXXXX");
    assert_non_null(mkdtemp(scratch));
    return 0;
}

static int remove_scratch(void **state)
{
    (void)state;
    char cmd[128];
    snprintf(cmd, sizeof cmd, "rm -rf '%s'", scratch);
    return system(cmd) == 0 ? 0 : -1;
}

static const char DOC_TEXT[] = "1. 総則\n\n1-1. 基本\n\n1-1-1. カードを 1 枚引きます。\n";

static char *manifest_with(const char *version_extra, const char *sha)
{
    static char buf[2048];
    snprintf(buf, sizeof buf,
             "{\"format\": 1, \"documents\": [{\"slug\": \"t\", \"title\": \"T\", \"language\": \"ja\","
             " \"scheme\": \"dash\", \"versions\": [{\"label\": \"1\", \"label_source\": \"printed\","
             " \"file\": \"t.txt\", \"sha256\": \"%s\", \"printed_version\": null,"
             " \"printed_dates\": []%s}]}]}\n",
             sha, version_extra);
    return buf;
}

static void manifest_is_strict(void **state)
{
    (void)state;
    char sha[65];
    sha256_hex(DOC_TEXT, strlen(DOC_TEXT), sha);
    write_file("t.txt", DOC_TEXT);
    diag dg;
    diag_init(&dg, NULL);
    manifest m;
    doc d;

    write_file("manifest.json", manifest_with("", sha));
    assert_int_equal(mfst_load(&m, scratch, &dg), 0);
    assert_int_equal(doc_open(&d, &m, "t", NULL, &dg), 0);
    assert_int_equal(d.index.nclauses, 3);
    doc_close(&d);
    mfst_free(&m);

    write_file("manifest.json", manifest_with(", \"extra\": 1", sha));
    assert_int_equal(mfst_load(&m, scratch, &dg), -1);
    assert_non_null(strstr(dg.last, "documents[0].versions[0]"));
    assert_non_null(strstr(dg.last, "extra"));

    write_file("manifest.json", manifest_with("", "abc"));
    assert_int_equal(mfst_load(&m, scratch, &dg), -1);
    assert_non_null(strstr(dg.last, "documents[0].versions[0].sha256: expected 64 lower-case hex digits"));

    write_file("manifest.json", "{\"format\": 1,\n \"documents\": [,]}\n");
    assert_int_equal(mfst_load(&m, scratch, &dg), -1);
    assert_non_null(strstr(dg.last, "manifest.json:2:"));

    write_file("manifest.json", "{\"format\": 1}\n");
    assert_int_equal(mfst_load(&m, scratch, &dg), -1);
    assert_non_null(strstr(dg.last, "documents"));
}

static void a_document_whose_checksum_differs_is_refused(void **state)
{
    (void)state;
    char sha[65];
    sha256_hex(DOC_TEXT, strlen(DOC_TEXT), sha);
    write_file("manifest.json", manifest_with("", sha));
    write_file("t.txt", "1. 総則\n\n1-1. 基本\n\n1-1-1. カードを 2 枚引きます。\n");
    diag dg;
    diag_init(&dg, NULL);
    manifest m;
    doc d;
    assert_int_equal(mfst_load(&m, scratch, &dg), 0);
    assert_int_equal(doc_open(&d, &m, "t", NULL, &dg), -1);
    assert_non_null(strstr(dg.last, "sha256 is "));
    assert_non_null(strstr(dg.last, "the rules texts must be byte-identical"));
    mfst_free(&m);
}

static void the_real_documents_match_their_manifest(void **state)
{
    (void)state;
    diag dg;
    diag_init(&dg, stderr);
    manifest m;
    assert_int_equal(mfst_load(&m, tu_rules_dir(), &dg), 0);
    assert_int_equal(m.ndocs, 5);
    for (size_t i = 0; i < m.ndocs; i++) {
        char path[512];
        snprintf(path, sizeof path, "%s/%s", m.dir, m.docs[i].versions[m.docs[i].nversions - 1].file);
        src_doc s;
        assert_int_equal(src_load(&s, path, &dg), 0);
        char hex[65];
        sha256_hex(s.bytes, s.size, hex);
        assert_string_equal(hex, m.docs[i].versions[m.docs[i].nversions - 1].sha256);
        src_free(&s);
    }
    mfst_free(&m);
}

/* Every BMP code point the quick check accepts is its own NFKC form. */
static void quick_check_accepts_only_stable_code_points(void **state)
{
    (void)state;
    strbuf b;
    sb_init(&b);
    size_t accepted = 0;
    for (long cp = 0x80; cp <= 0xFFFF; cp++) {
        if (cp >= 0xD800 && cp <= 0xDFFF)
            continue;
        if (!norm_quick_check_stable(cp))
            continue;
        accepted++;
        char u[4];
        size_t n = cp < 0x800 ? 2 : 3;
        if (n == 2) {
            u[0] = (char)(0xC0 | (cp >> 6));
            u[1] = (char)(0x80 | (cp & 0x3F));
        } else {
            u[0] = (char)(0xE0 | (cp >> 12));
            u[1] = (char)(0x80 | ((cp >> 6) & 0x3F));
            u[2] = (char)(0x80 | (cp & 0x3F));
        }
        norm_use_quick_check(false);
        norm_string(&b, u, n);
        norm_use_quick_check(true);
        if (b.n != n || memcmp(b.p, u, n) != 0)
            fail_msg("U+%04lX is accepted by the quick check but NFKC changes it", cp);
    }
    assert_true(accepted > 40000); /* CJK ideographs, kana with and without voicing marks, … */
    assert_true(norm_quick_check_stable(0x304C));  /* が: a primary composite */
    assert_false(norm_quick_check_stable(0x3099)); /* combining voiced sound mark */
    assert_false(norm_quick_check_stable(0xFF08)); /* full-width parenthesis */
    assert_false(norm_quick_check_stable(0x3000)); /* ideographic space */
    sb_free(&b);
}

/* The quick check changes nothing: all five documents give the same texts and hashes with
 * and without it. */
static void quick_check_changes_no_text_or_hash(void **state)
{
    (void)state;
    static const char *const docs[] = {"fusion-world", "haikyu-break", "nivel-arena", "lycee", "bushiroad-floor"};
    for (size_t k = 0; k < sizeof docs / sizeof *docs; k++) {
        manifest m1, m2;
        doc quick, full;
        tu_open(&quick, &m1, docs[k]);
        norm_use_quick_check(false);
        tu_open(&full, &m2, docs[k]);
        norm_use_quick_check(true);
        assert_int_equal(quick.index.nclauses, full.index.nclauses);
        for (size_t i = 0; i < quick.index.nclauses; i++) {
            assert_string_equal(quick.index.clause[i].title, full.index.clause[i].title);
            assert_string_equal(quick.index.clause[i].text, full.index.clause[i].text);
            assert_string_equal(quick.index.clause[i].hash, full.index.clause[i].hash);
        }
        doc_close(&quick);
        doc_close(&full);
        mfst_free(&m1);
        mfst_free(&m2);
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(sha256_known_vectors),
        cmocka_unit_test(normalisation_folds_width_and_spacing),
        cmocka_unit_test(normalisation_removes_artefacts),
        cmocka_unit_test(normalisation_joins_wraps),
        cmocka_unit_test(source_rejects_bad_input),
        cmocka_unit_test(source_lines),
        cmocka_unit_test(a_text_without_clauses_is_an_error),
        cmocka_unit_test_setup_teardown(manifest_is_strict, make_scratch, remove_scratch),
        cmocka_unit_test_setup_teardown(a_document_whose_checksum_differs_is_refused, make_scratch, remove_scratch),
        cmocka_unit_test(the_real_documents_match_their_manifest),
        cmocka_unit_test(quick_check_accepts_only_stable_code_points),
        cmocka_unit_test(quick_check_changes_no_text_or_hash),
    };
    return cmocka_run_group_tests_name("core", tests, NULL, NULL);
}
