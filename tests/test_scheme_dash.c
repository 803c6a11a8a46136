/* test_scheme_dash.c — the dash scheme on the real fusion-world and haikyu-break texts: exact
 * counts, the tree, document order, line spans, continuation text, noise, references, the table
 * of contents, the change history, and hash stability under re-wrapping. Every figure here was
 * checked against the text (and agrees with the digests). */
#include "testutil.h"

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

static size_t count_depth(const cidx *x, int depth)
{
    size_t n = 0;
    for (size_t i = 0; i < x->nclauses; i++)
        n += x->clause[i].numbered && x->clause[i].depth == depth;
    return n;
}

static void assert_tree_and_order(const cidx *x)
{
    long prev = 0;
    for (size_t i = 0; i < x->nclauses; i++) {
        const clause *c = &x->clause[i];
        assert_true(c->line_start >= prev); /* document order */
        prev = c->line_start;
        assert_true(c->line_end >= c->line_start);
        assert_null(c->printed_parent);
        if (c->numbered && c->depth > 1) {
            /* the parent of "a-b-c" is "a-b" */
            const char *dash = strrchr(c->id, '-');
            assert_non_null(dash);
            assert_true(c->parent >= 0);
            assert_int_equal(strlen(x->clause[c->parent].id), (size_t)(dash - c->id));
            assert_memory_equal(x->clause[c->parent].id, c->id, (size_t)(dash - c->id));
        }
        assert_int_equal(cidx_find(x, c->id), (int32_t)i); /* ids are unique */
        assert_int_equal(strlen(c->hash), 12);
    }
}

/* The non-blank lines of the body that no clause owns. */
static size_t unowned_body_lines(const doc *d, long *out, size_t max)
{
    const cidx *x = &d->index;
    size_t n = 0;
    for (long l = x->body_first; l <= x->body_last; l++) {
        const src_line *sl = &d->src.line[l - 1];
        bool blank = true;
        for (uint32_t i = 0; i < sl->len; i++)
            blank &= sl->s[i] == ' ' || sl->s[i] == '\t';
        if (!blank && x->line_owner[l] < 0 && n < max)
            out[n++] = l;
    }
    return n;
}

static size_t dangling(const cidx *x)
{
    size_t n = 0;
    for (size_t i = 0; i < x->nrefs; i++)
        n += x->ref[i].resolved < 0;
    return n;
}

static const clause_ref *ref_from(const cidx *x, const char *from, const char *target)
{
    const clause *c = tu_clause(x, from);
    for (uint32_t k = 0; k < c->ref_count; k++)
        if (strcmp(x->ref[c->ref_first + k].target, target) == 0)
            return &x->ref[c->ref_first + k];
    fail_msg("%s has no reference to %s", from, target);
    return NULL;
}

static void fusion_world_counts(void **state)
{
    (void)state;
    manifest m;
    doc d;
    tu_open(&d, &m, "fusion-world");
    const cidx *x = &d.index;
    assert_int_equal(tu_count(x, -1, 1), 779);
    assert_int_equal(count_depth(x, 1), 17);
    assert_int_equal(count_depth(x, 2), 120);
    assert_int_equal(count_depth(x, 3), 402);
    assert_int_equal(count_depth(x, 4), 181);
    assert_int_equal(count_depth(x, 5), 58);
    assert_int_equal(count_depth(x, 6), 1);
    assert_int_equal(tu_count(x, CK_RULE, 1), 642);
    assert_int_equal(tu_count(x, CK_HEADING, 1), 137);
    assert_int_equal(tu_count(x, CK_EXAMPLE, 0), 5);
    assert_int_equal(x->nclauses, 784);
    assert_int_equal(x->body_first, 157);
    assert_int_equal(x->body_last, 1676);
    assert_tree_and_order(x);
    doc_close(&d);
    mfst_free(&m);
}

static void fusion_world_clauses(void **state)
{
    (void)state;
    manifest m;
    doc d;
    tu_open(&d, &m, "fusion-world");
    const cidx *x = &d.index;
    const clause *c = tu_clause(x, "8-4-6-1-1-1");
    assert_int_equal(c->line_start, 1087);
    assert_int_equal(c->depth, 6);
    assert_string_equal(x->clause[c->parent].id, "8-4-6-1-1");
    /* the damage procedure of 14-3-2 sits on two unnumbered lines and must not be lost */
    c = tu_clause(x, "14-3-2");
    assert_int_equal(c->line_start, 1444);
    assert_int_equal(c->line_end, 1448);
    assert_non_null(strstr(c->text, "Nが0の場合、ダメージ処理は実行されません。"));
    assert_non_null(strstr(c->text, "Nが1以上の場合、ダメージを受けたプレイヤーは"));
    /* a title-only definition and its body */
    c = tu_clause(x, "0-3-2");
    assert_string_equal(c->title, "プレイヤー");
    assert_int_equal(c->line_start, 222);
    assert_int_equal(c->line_end, 223);
    assert_true(strncmp(c->text, "このルールにおけるプレイヤーとは", strlen("このルールにおけるプレイヤーとは")) == 0);
    /* a sentence wrapped by the PDF across a blank line (L723 → L725) is text, not a title */
    c = tu_clause(x, "4-2-2-1");
    assert_string_equal(c->title, "");
    assert_int_equal(c->line_end, 725);
    assert_non_null(strstr(c->text, "行うべきルール処理"));
    assert_string_equal(tu_clause(x, "15-12")->title, "【進化】、【フュージョン進化】");
    assert_int_equal(tu_clause(x, "0")->kind, CK_HEADING);
    assert_int_equal(tu_clause(x, "8-4-6")->kind, CK_RULE);
    /* examples are unnumbered children */
    c = tu_clause(x, "2-3-1-1~x2");
    assert_int_equal(c->kind, CK_EXAMPLE);
    assert_int_equal(c->line_start, 535);
    assert_false(c->numbered);
    assert_string_equal(x->clause[c->parent].id, "2-3-1-1");
    /* twenty clauses print the same sentence: one hash, twenty ids */
    const char *same = tu_clause(x, "5-6-3-3")->hash;
    size_t n = 0;
    for (size_t i = 0; i < x->nclauses; i++)
        n += strcmp(x->clause[i].text, "チェックポイントが発生します。") == 0 && strcmp(x->clause[i].hash, same) == 0;
    assert_int_equal(n, 20);
    doc_close(&d);
    mfst_free(&m);
}

static void fusion_world_noise_and_matter(void **state)
{
    (void)state;
    manifest m;
    doc d;
    tu_open(&d, &m, "fusion-world");
    const cidx *x = &d.index;
    long unowned[32];
    size_t n = unowned_body_lines(&d, unowned, 32);
    const long figure_lines[] = {449, 453, 505, 507, 511, 513, 515}; /* captions and the card legend */
    assert_int_equal(n, 7);
    for (size_t i = 0; i < n; i++)
        assert_int_equal(unowned[i], figure_lines[i]);
    for (long l = 1; l < 157; l++)
        assert_int_equal(x->line_owner[l], -1); /* title block and contents */
    for (long l = 1677; l <= (long)d.src.nlines; l++)
        assert_int_equal(x->line_owner[l], -1); /* change history */
    assert_int_equal(x->ntoc, 134);
    assert_int_equal(x->toc_max_depth, 2);
    assert_string_equal(x->toc[0].id, "0");
    assert_string_equal(x->toc[0].title, "はじめに");
    assert_string_equal(x->toc[0].page, "6");
    assert_int_equal(x->toc[0].line, 13);
    assert_string_equal(x->header_version, "1.06");
    assert_string_equal(x->header_date, "2026-03-13");
    size_t released = 0, items = 0;
    for (size_t i = 0; i < x->nhist; i++)
        x->hist[i].verb == HV_RELEASED ? released++ : items++;
    assert_int_equal(released, 7);
    assert_int_equal(items, 43);
    const hist_entry *last = &x->hist[x->nhist - 1];
    assert_int_equal(last->verb, HV_RENUMBERED);
    assert_string_equal(last->first, "16-2-7");
    assert_string_equal(last->last, "16-2-7-1");
    assert_string_equal(last->renumbered_to, "16-2-6");
    assert_string_equal(last->version, "1.06");
    assert_string_equal(last->date, "2026-03-01");
    doc_close(&d);
    mfst_free(&m);
}

static void fusion_world_references(void **state)
{
    (void)state;
    manifest m;
    doc d;
    tu_open(&d, &m, "fusion-world");
    const cidx *x = &d.index;
    assert_int_equal(x->nrefs, 185);
    assert_int_equal(dangling(x), 1);
    const clause_ref *r = ref_from(x, "8-4-6-1-2", "8-4-6-1-2-1");
    assert_int_equal(r->resolved, -1);
    assert_int_equal(r->line, 1088);
    assert_int_equal(r->col, 15);
    assert_true(ref_from(x, "15-12-7", "5-4-1-1")->resolved >= 0);  /* (5-4-1-1、5-5-2) */
    assert_true(ref_from(x, "15-12-7", "5-5-2")->resolved >= 0);
    r = ref_from(x, "9-4-1", "12");                                   /* 「12.エクストラカードの特性」 */
    assert_string_equal(r->label, "エクストラカードの特性");
    assert_string_equal(x->clause[r->resolved].id, "12");
    r = ref_from(x, "0-2-2", "0-2");                                  /* 「**0-2. 基本原則**」 */
    assert_string_equal(r->label, "基本原則");
    /* the legend of the removed card figure still references 2-1 … 2-13 from chapter 2 */
    r = ref_from(x, "2", "2-13");
    assert_int_equal(r->line, 515);
    doc_close(&d);
    mfst_free(&m);
}

static void haikyu_break(void **state)
{
    (void)state;
    manifest m;
    doc d;
    tu_open(&d, &m, "haikyu-break");
    const cidx *x = &d.index;
    assert_int_equal(tu_count(x, -1, 1), 550);
    assert_int_equal(count_depth(x, 1), 12);
    assert_int_equal(count_depth(x, 2), 100);
    assert_int_equal(count_depth(x, 3), 314);
    assert_int_equal(count_depth(x, 4), 103);
    assert_int_equal(count_depth(x, 5), 20);
    assert_int_equal(count_depth(x, 6), 1);
    assert_int_equal(tu_count(x, CK_EXAMPLE, 0), 16);
    assert_int_equal(tu_count(x, CK_TABLE, 0), 2);
    assert_int_equal(x->body_first, 129);
    assert_int_equal(x->body_last, 2318);
    assert_tree_and_order(x);
    long unowned[8];
    assert_int_equal(unowned_body_lines(&d, unowned, 8), 1);
    assert_int_equal(unowned[0], 788); /* the legend of the removed card figure */
    assert_int_equal(tu_clause(x, "0-2-5-2-1-1")->depth, 6);
    /* references: 157 printed spans, 159 targets, none dangling; labels kept */
    assert_int_equal(x->nrefs, 159);
    assert_int_equal(dangling(x), 0);
    const clause_ref *r = ref_from(x, "0-2-5-2", "1-1-16");
    assert_string_equal(r->label, "無視する");
    assert_int_equal(r->line, 189);
    /* one bracket, two targets: 【登場に関する禁止事項†1-4-5-1†1-4-5-4-1】 (line 175) */
    assert_int_equal(ref_from(x, "0-2-2-1", "1-4-5-1")->line, 175);
    assert_int_equal(ref_from(x, "0-2-2-1", "1-4-5-4-1")->line, 175);
    assert_string_equal(ref_from(x, "0-2-2-1", "1-4-5-4-1")->label, "登場に関する禁止事項");
    r = ref_from(x, "5-20-3", "5-3"); /* 【インターバル↑5-3】 */
    assert_int_equal(r->line, 1662);
    assert_string_equal(r->label, "インターバル");
    /* tables: rows keep their cells */
    const clause *t = tu_clause(x, "11-3-1~t1");
    assert_int_equal(t->line_start, 2312);
    assert_int_equal(t->line_end, 2317);
    assert_true(strncmp(t->text, "[WS|監督|応援団][MB|元監督]", strlen("[WS|監督|応援団][MB|元監督]")) == 0);
    assert_int_equal(x->ntoc, 112);
    assert_string_equal(x->header_version, "1.03");
    assert_string_equal(x->header_date, "2026-02-12");
    size_t released = 0, items = 0;
    for (size_t i = 0; i < x->nhist; i++)
        x->hist[i].verb == HV_RELEASED ? released++ : items++;
    assert_int_equal(released, 4);
    assert_int_equal(items, 14);
    doc_close(&d);
    mfst_free(&m);
}

static void hashes_survive_rewrapping(void **state)
{
    (void)state;
    manifest m;
    doc d;
    tu_open(&d, &m, "fusion-world");
    /* split 14-3-2 mid-sentence; join 4-2-2-1's two wrapped halves into one line */
    char *a = tu_replace_once(d.src.bytes, "ダメージを与えた場合、ダメージを受けたプレイヤーは以下",
                           "ダメージを与えた場合、ダメージを受け\nたプレイヤーは以下");
    char *b = tu_replace_once(a, "行うべ\n\nきルール処理", "行うべきルール処理");
    doc w;
    tu_open_text(&w, "fusion-world", "dash", b);
    tu_assert_same_hashes(&d.index, &w.index);
    /* +1 line from the split, -2 from the joined wrap above it */
    assert_int_equal(tu_clause(&w.index, "14-3-2")->line_end, 1447);
    doc_close(&w);
    /* one changed character changes the hash of that clause only */
    char *e = tu_replace_once(b, "N が 1 以上の場合、ダメージを受けた", "N が 2 以上の場合、ダメージを受けた");
    tu_open_text(&w, "fusion-world", "dash", e);
    assert_int_equal(tu_changed_hashes(&d.index, &w.index), 1);
    assert_string_not_equal(tu_clause(&w.index, "14-3-2")->hash, tu_clause(&d.index, "14-3-2")->hash);
    doc_close(&w);
    free(a);
    free(b);
    free(e);
    doc_close(&d);
    mfst_free(&m);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(fusion_world_counts),
        cmocka_unit_test(fusion_world_clauses),
        cmocka_unit_test(fusion_world_noise_and_matter),
        cmocka_unit_test(fusion_world_references),
        cmocka_unit_test(haikyu_break),
        cmocka_unit_test(hashes_survive_rewrapping),
    };
    return cmocka_run_group_tests_name("scheme_dash", tests, NULL, NULL);
}
