/* test_scheme_floor.c — the floor scheme on the real bushiroad-floor text (応用フロアルール
 * ver.1.2.6): heading counts per volume and level, penalty tables and rows, content units, specific
 * ids with exact line spans, parents and titles, id uniqueness and document order, line ownership
 * and the noise rules, the 33 page-break wraps, the table of contents (one column then two),
 * references, the revision history, hash stability under re-wrapping, and odd input. Every figure
 * was checked against the text; docs/schemes/floor.md compares them with the digest's. */
#include "testutil.h"

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

static doc D;
static manifest M;

static int setup(void **state)
{
    (void)state;
    tu_open(&D, &M, "bushiroad-floor");
    return 0;
}

static int teardown(void **state)
{
    (void)state;
    doc_close(&D);
    mfst_free(&M);
    return 0;
}

/* ---- helpers ---- */

static const clause *expect(const char *id, const char *parent, clause_kind kind, long from, long to)
{
    const cidx *x = &D.index;
    const clause *c = tu_clause(x, id);
    if (c->line_start != from || c->line_end != to || c->kind != kind)
        fail_msg("%s: kind %s lines %ld-%ld, expected %s %ld-%ld", id, clause_kind_name(c->kind),
                 c->line_start, c->line_end, clause_kind_name(kind), from, to);
    const char *p = c->parent >= 0 ? x->clause[c->parent].id : "";
    if (strcmp(p, parent ? parent : "") != 0)
        fail_msg("%s: parent %s, expected %s", id, p, parent ? parent : "(none)");
    return c;
}

static size_t count_ids(const cidx *x, bool (*pred)(const clause *))
{
    size_t n = 0;
    for (size_t i = 0; i < x->nclauses; i++)
        n += pred(&x->clause[i]);
    return n;
}

static bool is_penalty_table(const clause *c) { return c->kind == CK_TABLE && strcmp(c->title, "罰則基準") == 0; }
static bool is_level_row(const clause *c) { return c->kind == CK_ROW && strncmp(c->title, "レベル", strlen("レベル")) == 0; }
static bool is_branch_row(const clause *c) { return c->kind == CK_ROW && strstr(c->id, ".B") && !strstr(strstr(c->id, ".B"), ".L"); }
static bool is_label(const clause *c) { return c->kind == CK_HEADING && strstr(c->id, "~h"); }
static bool is_circled(const clause *c) { return c->kind == CK_STEP && strstr(c->id, "#c"); }

/* ---- counts ---- */

static void numbered_headings(void **state)
{
    (void)state;
    const cidx *x = &D.index;
    assert_int_equal(tu_count(x, CK_HEADING, 1), 174);
    /* per volume and level: the id has one number per level below the volume */
    static const struct { const char *vol; int dots; size_t n; } want[] = {
        {"FR", 1, 5}, {"FR", 2, 18}, {"FR", 3, 36}, {"FR", 4, 20}, {"AA", 1, 7}, {"AB", 1, 2},
        {"AB", 2, 2}, {"PG", 1, 5}, {"PG", 2, 31}, {"PG", 3, 36}, {"PG", 4, 12},
    };
    for (size_t k = 0; k < sizeof want / sizeof *want; k++) {
        size_t n = 0;
        for (size_t i = 0; i < x->nclauses; i++) {
            const clause *c = &x->clause[i];
            if (c->kind != CK_HEADING || !c->numbered || strncmp(c->id, want[k].vol, 2) != 0 || c->id[2] != '.')
                continue;
            int dots = 0;
            for (const char *p = c->id; *p; p++)
                dots += *p == '.';
            n += dots == want[k].dots;
        }
        if (n != want[k].n)
            fail_msg("%s level %d: %zu headings, expected %zu", want[k].vol, want[k].dots, n, want[k].n);
    }
}

static void unit_counts(void **state)
{
    (void)state;
    const cidx *x = &D.index;
    assert_int_equal(x->nclauses, 1211);
    assert_int_equal(tu_count(x, CK_HEADING, -1), 236);  /* 174 + 10 volume roots + 23 ■ + 3 <大会レベル> + 26 labels */
    assert_int_equal(tu_count(x, CK_RULE, -1), 496);
    assert_int_equal(tu_count(x, CK_EXAMPLE, -1), 111);
    assert_int_equal(tu_count(x, CK_STEP, -1), 87);
    assert_int_equal(tu_count(x, CK_STEP, 1), 78);    /* "N." steps */
    assert_int_equal(count_ids(x, is_circled), 9);     /* ①… */
    assert_int_equal(tu_count(x, CK_ITEM, -1), 56);    /* 39 bullets + 17 version lines */
    assert_int_equal(tu_count(x, CK_TABLE, -1), 62);
    assert_int_equal(tu_count(x, CK_ROW, -1), 161);
    assert_int_equal(tu_count(x, CK_NOTE, -1), 1);
    assert_int_equal(tu_count(x, CK_REMARK, -1), 1);
    assert_int_equal(count_ids(x, is_label), 26);
    assert_int_equal(tu_count(x, -1, 1), 252);
}

static void penalty_tables(void **state)
{
    (void)state;
    const cidx *x = &D.index;
    assert_int_equal(count_ids(x, is_penalty_table), 58);
    assert_int_equal(count_ids(x, is_level_row), 120);
    assert_int_equal(count_ids(x, is_branch_row), 8);
    /* every penalty table sits in 《罰則規定》 and has 2 level rows, or branches holding them */
    for (size_t i = 0; i < x->nclauses; i++) {
        const clause *c = &x->clause[i];
        if (!is_penalty_table(c))
            continue;
        assert_true(strncmp(c->id, "PG.", 3) == 0);
        assert_true(c->nchildren == 2);
    }
    const clause *t = expect("PG.3.9.2~t1", "PG.3.9.2", CK_TABLE, 1861, 1861);
    assert_string_equal(t->title, "罰則基準");
    const clause *r = expect("PG.3.9.2~t1.L1", "PG.3.9.2~t1", CK_ROW, 1863, 1863);
    assert_string_equal(r->title, "レベル1");
    assert_string_equal(r->text, "マッチの敗北");
    /* the row after the "-------<TAB>--------" separator and a blank line */
    r = expect("PG.3.9.2~t1.L2+", "PG.3.9.2~t1", CK_ROW, 1866, 1866);
    assert_string_equal(r->title, "レベル2以上");
    assert_string_equal(r->text, "マッチの敗北");
    /* "- レベル1: 警告～マッチの敗北" (list debris) hashes like "レベル1:<TAB>警告～マッチの敗北" */
    assert_string_equal(tu_clause(x, "PG.3.1.1.3~t1.L1")->hash, tu_clause(x, "PG.3.1.1.1~t1.L1")->hash);
    r = expect("PG.3.1.1.3~t1.L1", "PG.3.1.1.3~t1", CK_ROW, 1455, 1455);
    assert_string_equal(r->text, "警告~マッチの敗北");
    /* branches: ▼ with the outcome after a TAB, on the next line, or given by level rows */
    r = expect("PG.3.7~t1.B1", "PG.3.7~t1", CK_ROW, 1761, 1761);
    assert_string_equal(r->title, "違反が相手のカードに起因する場合");
    r = expect("PG.3.7~t1.B2.L2+", "PG.3.7~t1.B2", CK_ROW, 1769, 1769);
    assert_string_equal(r->text, "警告");
    r = expect("PG.3.17.1~t1.B1", "PG.3.17.1~t1", CK_ROW, 2051, 2051);
    assert_string_equal(r->text, "当該の対戦の結果を引き分けまたは両者敗北とする");
    assert_int_equal(r->nchildren, 0);
    expect("PG.3.17.1~t1.B2.L1", "PG.3.17.1~t1.B2", CK_ROW, 2053, 2053);
    r = expect("PG.3.17.3~t1.B1", "PG.3.17.3~t1", CK_ROW, 2084, 2086);
    assert_string_equal(r->text, "当該の対戦の結果を提出の通り扱う");
    expect("PG.4.5~t1.L2+", "PG.4.5~t1", CK_ROW, 2335, 2335);
}

/* ---- specific clauses ---- */

static void clauses(void **state)
{
    (void)state;
    const cidx *x = &D.index;
    const clause *c;
    /* preamble and volumes */
    c = expect("IN.M1", NULL, CK_HEADING, 157, 157);
    assert_string_equal(c->title, "はじめに");
    expect("IN.M3~p2", "IN.M3", CK_RULE, 171, 177);
    c = expect("FR", NULL, CK_HEADING, 185, 185);
    assert_string_equal(c->title, "本文");
    c = expect("AA", NULL, CK_HEADING, 1203, 1203);
    assert_string_equal(c->title, "時間切れ時の勝敗判定方法");
    expect("PG", NULL, CK_HEADING, 1321, 1321);
    expect("HX", NULL, CK_HEADING, 2451, 2451);
    expect("LG5", NULL, CK_HEADING, 2662, 2662);
    c = expect("LG5.M1", "LG5", CK_HEADING, 2666, 2666);
    assert_string_equal(c->title, "持参する必要がある道具(《本文》第1部第2章第2節)");
    /* headings: the standings method and its steps */
    c = expect("FR.3.2.1.2", "FR.3.2.1", CK_HEADING, 778, 778);
    assert_string_equal(c->title, "スイストローに於ける順位の算出");
    assert_true(c->numbered);
    assert_int_equal(c->seq, 2);
    c = expect("FR.3.2.1.2#1", "FR.3.2.1.2", CK_STEP, 782, 796);
    assert_string_equal(c->title, "相手のマッチ勝率の平均による比較");
    assert_non_null(strstr(c->text, "この数値が0.33未満の場合は0.33として扱います。"));
    assert_true(c->numbered);
    assert_int_equal(c->seq, 1);
    c = expect("FR.3.2.1.2#2", "FR.3.2.1.2", CK_STEP, 798, 800);
    assert_string_equal(c->title, "直接対決の勝敗");
    expect("FR.3.2.1.2#3", "FR.3.2.1.2", CK_STEP, 802, 806);
    assert_int_equal(tu_clause(x, "FR.3.2.1.2")->nchildren, 4);  /* ~p1 and #1-#3 */
    /* appendix B */
    c = expect("AB.1.1", "AB.1", CK_HEADING, 1281, 1281);
    assert_string_equal(c->title, "対戦相手の平均勝率を「使用する」場合");
    assert_int_equal(c->seq, 1);
    c = expect("AB.1.1#1", "AB.1.1", CK_STEP, 1283, 1297);
    assert_non_null(strstr(c->text, "小数第4位を四捨五入します。また、この数値が0.330未満の場合は0.330として扱います。"));
    expect("AB.1.1#3", "AB.1.1", CK_STEP, 1309, 1311);
    expect("AB.2", "AB", CK_HEADING, 1317, 1317);
    /* appendix A steps; a page-break wrap inside a step */
    expect("AA.4#2", "AA.4", CK_STEP, 1235, 1237);
    expect("AA.7#2", "AA.7", CK_STEP, 1269, 1269);
    /* the penalty volume: the restarted part numbers, <大会レベルN>, labels */
    c = expect("PG.3.22.1", "PG.3.22", CK_HEADING, 2221, 2221);
    assert_int_equal(tu_clause(x, "PG.3.22")->nchildren, 2);  /* ~p1 and the only 節 */
    c = expect("PG.1.L2", "PG.1", CK_HEADING, 1343, 1343);
    assert_string_equal(c->title, "大会レベル2");
    assert_false(c->numbered);
    expect("PG.1.L3~p2", "PG.1.L3", CK_RULE, 1351, 1351);
    c = expect("FR.2.2.1~h1", "FR.2.2.1", CK_HEADING, 520, 520);
    assert_string_equal(c->title, "ヒンズーシャッフル");
    expect("FR.2.2.1~h3~p1", "FR.2.2.1~h3", CK_RULE, 532, 534);
    c = expect("PG.2~h1", "PG.2", CK_HEADING, 1371, 1371);
    assert_string_equal(c->title, "口頭注意");
    expect("PG.2~h1~p1", "PG.2~h1", CK_RULE, 1373, 1373);  /* 「口頭注意」は、… is a sentence */
    /* examples */
    c = expect("FR.1.3.1.1~x1", "FR.1.3.1.1", CK_EXAMPLE, 373, 373);
    assert_string_equal(c->title, "例");
    expect("FR.1.3.1.1~x1~b4", "FR.1.3.1.1~x1", CK_ITEM, 378, 378);
    expect("FR.1.3.1.1~p5", "FR.1.3.1.1", CK_RULE, 380, 380);
    expect("FR.2.2.3~x1#3", "FR.2.2.3~x1", CK_STEP, 570, 570);
    expect("PG.3.10.2~x1", "PG.3.10.2", CK_EXAMPLE, 1896, 1921);
    expect("PG.3.10.2~x2", "PG.3.10.2", CK_EXAMPLE, 1923, 1935);
    expect("PG.3.3.1~x1", "PG.3.3.1", CK_EXAMPLE, 1554, 1554);      /* three quotes, one line */
    expect("PG.3.5.1.2~x1", "PG.3.5.1.2", CK_EXAMPLE, 1615, 1617);  /* a quote across a page break */
    expect("PG.4.1~h3~x7", "PG.4.1~h3", CK_EXAMPLE, 2291, 2291);
    expect("PG.5.1~x4", "PG.5.1", CK_EXAMPLE, 2421, 2431);
    /* bullets, remarks, notes, plain tables */
    expect("FR.2.3.1~b4", "FR.2.3.1", CK_ITEM, 604, 605);
    expect("FR.2.3.1~n1", "FR.2.3.1", CK_NOTE, 619, 621);
    c = expect("FR.3.2.1.1~t1", "FR.3.2.1.1", CK_TABLE, 759, 759);
    assert_string_equal(c->title, "決勝ラウンドを行わない場合");
    c = expect("FR.3.2.1.1~t1.1", "FR.3.2.1.1~t1", CK_ROW, 761, 761);
    assert_string_equal(c->text, "5~8人:3回戦|9~16人:4回戦");
    expect("FR.3.2.1.1~t2.5", "FR.3.2.1.1~t2", CK_ROW, 772, 772);
    c = expect("FR.4.2~t1.6", "FR.4.2~t1", CK_ROW, 1072, 1072);
    assert_string_equal(c->text, "「ドリームオーダー」|25~30分");
    expect("LG1.M2~t1.17", "LG1.M2~t1", CK_ROW, 2517, 2517);
    /* legacy annexes: 『…』 sub-headings, ① nested under the step that announces them */
    expect("LG1.M4~h1#4", "LG1.M4~h1", CK_STEP, 2535, 2537);
    c = expect("LG1.M4~h2#4#c5", "LG1.M4~h2#4", CK_STEP, 2566, 2578);
    assert_string_equal(c->title, "普通召喚");
    assert_false(c->numbered);
    expect("FR.3.2.4.5#c2", "FR.3.2.4.5", CK_STEP, 977, 977);
    /* the orphan fragment "ントの対象外です。" is kept as a paragraph of its own */
    c = expect("FR.3.2.4.5~p4", "FR.3.2.4.5", CK_RULE, 957, 957);
    assert_string_equal(c->text, "ントの対象外です。");
    expect("HX#1.2.6", "HX", CK_ITEM, 2485, 2485);
    expect("HX~r1", "HX", CK_REMARK, 2487, 2487);
}

static void ids_unique_and_ordered(void **state)
{
    (void)state;
    const cidx *x = &D.index;
    long last = 0;
    for (size_t i = 0; i < x->nclauses; i++) {
        const clause *c = &x->clause[i];
        if (cidx_find(x, c->id) != (int32_t)i)
            fail_msg("id %s is not unique", c->id);
        if (c->line_start < last)
            fail_msg("%s starts at %ld, before its predecessor (%ld)", c->id, c->line_start, last);
        last = c->line_start;
        if (c->parent >= 0 && strncmp(c->id, x->clause[c->parent].id, strlen(x->clause[c->parent].id)) != 0)
            fail_msg("%s does not extend its parent's id %s", c->id, x->clause[c->parent].id);
    }
    long prev = 0;
    for (size_t i = 0; i < x->nclauses; i++)
        if (x->clause[i].numbered) {
            assert_true(x->clause[i].line_start > prev);
            prev = x->clause[i].line_start;
        }
}

/* ---- ownership, noise, wraps ---- */

/* Lines owned by clause c: its raw lines matched in order against [line_start, line_end]. */
static void mark_owned(const src_doc *s, const clause *c, int *own)
{
    const char *r = c->raw;
    long j = c->line_start;
    while (*r) {
        const char *nl = strchr(r, '\n');
        size_t n = nl ? (size_t)(nl - r) : strlen(r);
        while (j <= c->line_end && !(s->line[j - 1].len == n && memcmp(s->line[j - 1].s, r, n) == 0))
            j++;
        if (j > c->line_end)
            fail_msg("%s: raw line not found in its span", c->id);
        own[j++]++;
        r += n + (nl ? 1 : 0);
    }
}

static void ownership_and_noise(void **state)
{
    (void)state;
    const cidx *x = &D.index;
    const src_doc *s = &D.src;
    assert_int_equal(x->body_first, 157);
    assert_int_equal(x->body_last, 2686);
    int *own = calloc(s->nlines + 2, sizeof *own);
    for (size_t i = 0; i < x->nclauses; i++) {
        const clause *c = &x->clause[i];
        if (c->kind == CK_TABLE && !*c->title && !*c->text)
            continue;  /* a table without a caption owns no line; its rows do */
        mark_owned(s, c, own);
    }
    static const long noise[] = {1864, 2333, 2588, 2614, 2634, 2660, 2686};  /* separators, 以上 */
    size_t nnoise = 0;
    for (long i = 1; i <= (long)s->nlines; i++) {
        bool blank = true;
        for (uint32_t k = 0; k < s->line[i - 1].len; k++)
            blank &= s->line[i - 1].s[k] == ' ' || s->line[i - 1].s[k] == '\t';
        if (i < 157) {  /* the table of contents is never clause text */
            if (own[i])
                fail_msg("TOC line %ld is owned by a clause", i);
            continue;
        }
        if (blank)
            continue;
        bool is_noise = false;
        for (size_t k = 0; k < sizeof noise / sizeof *noise; k++)
            is_noise |= noise[k] == i;
        if (is_noise) {
            nnoise++;
            if (own[i])
                fail_msg("noise line %ld is owned", i);
        } else if (own[i] != 1)
            fail_msg("body line %ld is owned %d times", i, own[i]);
    }
    assert_int_equal(nnoise, 7);
    free(own);
}

/* The 33 page-break wraps: each joined pair belongs to one clause. */
static void page_break_wraps(void **state)
{
    (void)state;
    const cidx *x = &D.index;
    static const long wraps[] = {233, 312, 367, 400, 418, 436, 478, 504, 532, 591, 647, 774, 824,
                                 851, 985, 1035, 1102, 1156, 1180, 1235, 1447, 1615, 1675, 1702,
                                 1738, 1821, 1958, 1996, 2178, 2213, 2248, 2429, 2535};
    assert_int_equal(sizeof wraps / sizeof *wraps, 33);
    const src_doc *s = &D.src;
    for (size_t k = 0; k < 33; k++) {
        long a = wraps[k];
        bool found = false;
        for (size_t i = 0; i < x->nclauses && !found; i++) {
            const clause *c = &x->clause[i];
            if (c->line_start > a || c->line_end < a + 2)
                continue;
            /* the clause's own lines include both halves */
            char *h1 = strndup(s->line[a - 1].s, s->line[a - 1].len);
            char *h2 = strndup(s->line[a + 1].s, s->line[a + 1].len);
            const char *p1 = strstr(c->raw, h1);
            found = p1 && p1[strlen(h1)] == '\n' && strncmp(p1 + strlen(h1) + 1, h2, strlen(h2)) == 0;
            free(h1);
            free(h2);
        }
        if (!found)
            fail_msg("wrap %ld-%ld is not joined into one clause", a, a + 2);
    }
    /* not joined: short captions and list lines ("デッキ" / "パートナーカード") */
    expect("FR.1.2.2~p9", "FR.1.2.2", CK_RULE, 263, 263);
    expect("FR.1.2.2~p10", "FR.1.2.2", CK_RULE, 265, 265);
}

/* ---- contents, history, references ---- */

static const toc_entry *toc_at(const cidx *x, size_t k) { return k < x->ntoc ? &x->toc[k] : NULL; }

static void table_of_contents(void **state)
{
    (void)state;
    const cidx *x = &D.index;
    assert_int_equal(x->ntoc, 184);
    assert_int_equal(x->toc_max_depth, 5);
    const toc_entry *t = toc_at(x, 0);
    assert_string_equal(t->id, "IN.M1");
    assert_string_equal(t->title, "はじめに");
    assert_string_equal(t->page, "3");
    assert_int_equal(t->line, 5);
    size_t dup = 0, phantom = 0;
    long last_left = 0;
    for (size_t k = 0; k < x->ntoc; k++) {
        t = &x->toc[k];
        if (strcmp(t->id, "FR.2.2.2") == 0)
            dup++;
        if (strcmp(t->id, "PG.3.22.2") == 0) {
            phantom++;
            assert_string_equal(t->title, "その他");
            assert_int_equal(t->line, 123);
        }
        if (strcmp(t->id, "FR.3.2.2.1") == 0) {
            assert_string_equal(t->page, "");
            assert_string_equal(t->title, "ダブルエリミネーションに於けるマッチ");
        }
        if (strcmp(t->id, "PG.3.15") == 0)
            last_left = (long)k;
        if (strcmp(t->id, "PG.3.16") == 0) {  /* first right-column entry comes after the left column */
            assert_int_equal(t->line, 104);
            assert_int_equal((long)k, last_left + 1);
        }
    }
    assert_int_equal(dup, 2);  /* the TOC prints 第2節 代理カット where the body has 第3節 */
    assert_int_equal(phantom, 1);
    t = toc_at(x, 98);         /* 第1部 of 《罰則規定》, after the 98 one-column lines */
    assert_string_equal(t->id, "PG.1");
    t = toc_at(x, x->ntoc - 1);
    assert_string_equal(t->id, "HX");
    assert_string_equal(t->page, "43");
    assert_int_equal(t->line, 137);
}

static void history(void **state)
{
    (void)state;
    const cidx *x = &D.index;
    assert_null(x->header_version);
    assert_null(x->header_date);
    assert_int_equal(x->nhist, 17);
    const hist_entry *h = &x->hist[0];
    assert_string_equal(h->version, "1.0.0");
    assert_string_equal(h->date, "2012-08-15");
    assert_int_equal(h->verb, HV_RELEASED);
    assert_null(h->first);
    assert_int_equal(h->line, 2453);
    for (size_t k = 1; k < x->nhist; k++) {
        assert_int_equal(x->hist[k].verb, HV_MODIFIED);
        assert_null(x->hist[k].first);
        assert_true(strcmp(x->hist[k - 1].date, x->hist[k].date) < 0);
    }
    h = &x->hist[16];
    assert_string_equal(h->version, "1.2.6");
    assert_string_equal(h->date, "2024-09-17");
    assert_int_equal(h->line, 2485);
    assert_string_equal(x->hist[8].date, "2019-12-24");
}

static const clause_ref *ref_at(const cidx *x, long line, const char *target)
{
    for (size_t r = 0; r < x->nrefs; r++)
        if (x->ref[r].line == line && strcmp(x->ref[r].target, target) == 0)
            return &x->ref[r];
    fail_msg("no reference to %s at line %ld", target, line);
    return NULL;
}

static void references(void **state)
{
    (void)state;
    const cidx *x = &D.index;
    assert_int_equal(x->nrefs, 18);
    for (size_t r = 0; r < x->nrefs; r++)
        if (x->ref[r].resolved < 0)
            fail_msg("reference %s at line %ld dangles", x->ref[r].target, x->ref[r].line);
    const clause_ref *r = ref_at(x, 1351, "FR.3.1.3");  /* 応用プロアルール「第3部第1章第3節 大会レベル」 */
    assert_string_equal(r->label, "大会レベル");
    assert_string_equal(x->clause[r->from].id, "PG.1.L3~p2");
    r = ref_at(x, 2666, "FR.1.2.2");                     /* 《本文》第1部 第2章 第2節 in a ■ title */
    assert_string_equal(x->clause[r->from].id, "LG5.M1");
    ref_at(x, 753, "AA");
    ref_at(x, 818, "AA");
    ref_at(x, 847, "AA");
    ref_at(x, 780, "AB");
    ref_at(x, 1197, "FR.5.2.2.1");                       /* 第1項～第2項 */
    ref_at(x, 1197, "FR.5.2.2.2");
    r = ref_at(x, 1591, "PG.3.3");                       /* 前述「第3章 ゲームの状態が不正になってしまった」 */
    assert_string_equal(r->label, "ゲームの状態が不正になってしまった");
    ref_at(x, 822, "FR.3.2.1.2");                        /* 前述「スイストローに於ける順位の算出」 */
    ref_at(x, 1319, "AB.1");
    ref_at(x, 508, "FR.2.2.3");                          /* 後述の「代理カット」 */
    ref_at(x, 302, "FR.2.3.4");                          /* 後述する補助アイテム */
    ref_at(x, 806, "FR.3.2.3");
    ref_at(x, 1543, "PG.3.3");                           /* 次章 */
    ref_at(x, 1430, "PG.3.1.1.2");                       /* 次以降の項 */
    ref_at(x, 1556, "PG.3.3.2");
}

/* ---- re-wrapping ---- */

static char *read_all(const char *path, size_t *n)
{
    FILE *f = fopen(path, "rb");
    assert_non_null(f);
    fseek(f, 0, SEEK_END);
    long len = ftell(f);
    fseek(f, 0, SEEK_SET);
    char *b = malloc((size_t)len + 1);
    assert_int_equal(fread(b, 1, (size_t)len, f), (size_t)len);
    b[len] = 0;
    fclose(f);
    *n = (size_t)len;
    return b;
}

static void same_hash(const doc *a, const char *id)
{
    const clause *c = tu_clause(&a->index, id);
    if (strcmp(c->hash, tu_clause(&D.index, id)->hash) != 0)
        fail_msg("%s: hash changed by re-wrapping", id);
}

static void hashes_survive_rewrapping(void **state)
{
    (void)state;
    size_t n;
    char *orig = read_all(D.src.path, &n);
    /* 1. join the page-break wrap 233/235; 2. split a line of FR.3.2.1.2#1 inside Japanese text;
     * 3. split a paragraph of PG.3.1.1.1 with a blank line, as a page break does */
    char *t1 = tu_replace_once(orig, "開始時間\n\nから遅れて", "開始時間から遅れて");
    char *t2 = tu_replace_once(t1, "の平均による比較\n\n大会終了時点で、該当するファイター（自分ファイター）が対戦したファイター（相手ファイター）それぞれについて",
                               "の平均による比較\n\n大会終了時点で、該当するファイター（自分ファイター）が対戦したファイター（相手ファイター）\nそれぞれについて");
    char *t3 = tu_replace_once(t2, "以上のデッキは不正なデッキと称します", "以上のデッキは\n\n不正なデッキと称します");
    doc w;
    tu_open_text(&w, "bushiroad-floor", "floor", t3);
    assert_int_equal(w.index.nclauses, D.index.nclauses);
    same_hash(&w, "FR.1.2.1~h4~p1");
    same_hash(&w, "FR.3.2.1.2#1");
    same_hash(&w, "PG.3.1.1.1~p1");
    same_hash(&w, "PG.3.1.1.1~p2");
    assert_int_equal(tu_clause(&w.index, "FR.1.2.1~h4~p1")->line_end, 233);
    assert_int_equal(tu_clause(&w.index, "FR.3.2.1.2#1")->line_end, 795);
    for (size_t i = 0; i < w.index.nclauses; i++)
        assert_string_equal(w.index.clause[i].id, D.index.clause[i].id);
    doc_close(&w);
    /* one character changed: the hash changes, nothing else does */
    char *e = tu_replace_once(orig, "小数第3位を切り捨てます。また、この数値が0.33未満", "小数第3位を切り捨てます。また、この数値が0.34未満");
    tu_open_text(&w, "bushiroad-floor", "floor", e);
    assert_string_not_equal(tu_clause(&w.index, "FR.3.2.1.2#1")->hash, tu_clause(&D.index, "FR.3.2.1.2#1")->hash);
    same_hash(&w, "FR.3.2.1.2#2");
    doc_close(&w);
    free(orig);
    free(t1);
    free(t2);
    free(t3);
    free(e);
}

/* ---- odd input ---- */

static void odd_input(void **state)
{
    (void)state;
    diag dg;
    diag_init(&dg, NULL);
    doc w;
    const char *none = "目次\n\nfoo\t1\n";  /* a contents list and no body: no clauses */
    assert_int_equal(doc_open_mem(&w, "none.txt", none, strlen(none), "bushiroad-floor", "floor", &dg), -1);
    const char *odd =
        "text before any heading\n\n第1項 skipped levels\n\n第2部 x\n\n(例)\n\n- ・a\n1. b\n\n"
        "①c\n\n=罰則基準=\n\n▼cond\n\nレベル1:\t口頭注意\n-------\t------\n\n《参考》\n\n以上\n"
        "[附則Z]title\n\n第1部 p\n\n第9章\n\n《更新履歴》\n\n2020年1月2日 ver.1.0 改訂\n\n"
        "2020年1月2日 ver. 改訂\n第99999999章 long\n第3節～第2節を参照\n後述の「\n前述「\n次章\n次以降の項\n"
        "『』\n<>\n()\n・\n●\n- \nレベル\n▼\n■\n《》\n[附則\n\t\t\n";
    assert_int_equal(doc_open_mem(&w, "odd.txt", odd, strlen(odd), "bushiroad-floor", "floor", &dg), 0);
    assert_true(w.index.nclauses > 0);
    const clause *c = tu_clause(&w.index, "IN");  /* text before any heading gets a volume root */
    assert_int_equal(c->line_start, 1);
    tu_clause(&w.index, "IN.0.0.0.1");             /* 第1項 with no part, chapter or section */
    tu_clause(&w.index, "AZ.9");
    tu_clause(&w.index, "HX#1.0");
    doc_close(&w);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(numbered_headings),
        cmocka_unit_test(unit_counts),
        cmocka_unit_test(penalty_tables),
        cmocka_unit_test(clauses),
        cmocka_unit_test(ids_unique_and_ordered),
        cmocka_unit_test(ownership_and_noise),
        cmocka_unit_test(page_break_wraps),
        cmocka_unit_test(table_of_contents),
        cmocka_unit_test(history),
        cmocka_unit_test(references),
        cmocka_unit_test(hashes_survive_rewrapping),
        cmocka_unit_test(odd_input),
    };
    return cmocka_run_group_tests(tests, setup, teardown);
}
