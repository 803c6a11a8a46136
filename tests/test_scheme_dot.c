/* test_scheme_dot.c — the "dot" scheme on nivel-arena 698f7fbf: every figure below was
 * checked against the text (see docs/schemes/dot.md), plus re-wrap stability of the hash and
 * the generic rules (TOC entries, credits, figures, separators) on small synthetic texts. */
#include "testutil.h"
#include "oracle/index/lint.h"
#include "oracle/suite/pins.h"

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

static const char SLUG[] = "nivel-arena";

typedef struct fixture {
    manifest m;
    doc d;
} fixture;

static int setup(void **state)
{
    fixture *f = calloc(1, sizeof *f);
    assert_non_null(f);
    tu_open(&f->d, &f->m, SLUG);
    *state = f;
    return 0;
}

static int teardown(void **state)
{
    fixture *f = *state;
    doc_close(&f->d);
    mfst_free(&f->m);
    free(f);
    return 0;
}

static const cidx *index_of(void **state)
{
    return &((fixture *)*state)->d.index;
}

static const char *parent_id(const cidx *x, const clause *c)
{
    return c->parent >= 0 ? x->clause[c->parent].id : NULL;
}

static int components(const char *id)
{
    int n = 1;
    for (; *id; id++)
        n += *id == '.';
    return n;
}

/* ---- counts ---------------------------------------------------------------------------- */

static void test_counts(void **state)
{
    const cidx *x = index_of(state);
    assert_int_equal(x->nclauses, 367);
    assert_int_equal(tu_count(x, -1, 1), 367); /* every entry prints its number */
    assert_int_equal(tu_count(x, CK_HEADING, 1), 94);
    assert_int_equal(tu_count(x, CK_RULE, 1), 273);
    assert_int_equal(tu_count(x, -1, 0), 0);
    assert_int_equal(x->ntoc, 0);
    assert_int_equal(x->toc_max_depth, 0);
    assert_int_equal(x->nhist, 0);
    assert_null(x->header_version);
    assert_null(x->header_date);
    assert_int_equal(x->body_first, 3);
    assert_int_equal(x->body_last, 1395);
}

static void test_depths(void **state)
{
    const cidx *x = index_of(state);
    /* by printed components (the digest's table) and by tree depth: 6.2.3.1 has four
     * components but hangs under 6.2, so it is at depth 3 of the tree */
    static const size_t by_components[8] = {0, 11, 55, 159, 84, 51, 3, 4};
    static const size_t by_tree[8] = {0, 11, 55, 160, 83, 51, 3, 4};
    size_t nc[8] = {0}, nt[8] = {0};
    for (size_t i = 0; i < x->nclauses; i++) {
        int k = components(x->clause[i].id), d = x->clause[i].depth;
        assert_true(k >= 1 && k <= 7 && d >= 1 && d <= 7);
        nc[k]++;
        nt[d]++;
    }
    for (int k = 1; k <= 7; k++) {
        assert_int_equal(nc[k], by_components[k]);
        assert_int_equal(nt[k], by_tree[k]);
    }
}

/* ---- headings and rules ---------------------------------------------------------------- */

static void expect(const cidx *x, const char *id, clause_kind kind, const char *title, long from,
                   long to)
{
    const clause *c = tu_clause(x, id);
    if (c->kind != kind || strcmp(c->title, title) != 0 || c->line_start != from || c->line_end != to)
        fail_msg("%s: %s \"%s\" %ld-%ld, expected %s \"%s\" %ld-%ld", id, clause_kind_name(c->kind),
                 c->title, c->line_start, c->line_end, clause_kind_name(kind), title, from, to);
    assert_true(c->numbered);
    if (kind == CK_HEADING)
        assert_string_equal(c->text, "");
    else
        assert_true(c->text[0] != '\0');
}

static void test_headings_and_rules(void **state)
{
    const cidx *x = index_of(state);
    expect(x, "1", CK_HEADING, "ゲームの概要", 3, 3);
    expect(x, "1.1", CK_HEADING, "ゲーム人数", 5, 5);
    expect(x, "1.1.1", CK_RULE, "", 7, 11);
    expect(x, "6.1", CK_HEADING, "ゲームの流れ", 663, 663);       /* trailing space */
    expect(x, "6.4.1.1", CK_HEADING, "カードのプレイ", 696, 696);  /* a depth-4 heading */
    expect(x, "7", CK_HEADING, "戦闘", 772, 772);
    expect(x, "7.1", CK_RULE, "", 773, 779);                     /* level 2 with rule text */
    expect(x, "7.2", CK_HEADING, "攻撃宣言ステップ", 781, 781);
    expect(x, "10.1.9", CK_HEADING, "戦線維持", 1139, 1139);      /* three-space separator */
    expect(x, "10.1.11", CK_HEADING, "トリガー", 1155, 1155);
    expect(x, "10.2.3.6.1", CK_RULE, "", 1236, 1236);            /* no 。, ends in ます */
    expect(x, "10.2.4.2.1", CK_RULE, "", 1254, 1254);
    expect(x, "10.2.6.3.4", CK_RULE, "", 1346, 1346);
    expect(x, "10.2.6.3.4.1", CK_HEADING, "防壁", 1348, 1348);
    expect(x, "10.2.6.3.4.2.2", CK_RULE, "", 1360, 1364);
    assert_string_equal(tu_clause(x, "7.1")->text,
                        "アタックフェイズにてターンプレイヤーはこのターン中、攻撃を宣言していない自分"
                        "のユニットで攻撃宣言を行うことができます。攻撃を宣言した場合、攻撃宣言ステッ"
                        "プから戦闘終了ステップまで順に進めます。");
    /* every heading is one line, and every depth-1 entry is a heading */
    for (size_t i = 0; i < x->nclauses; i++) {
        const clause *c = &x->clause[i];
        if (c->kind == CK_HEADING)
            assert_int_equal(c->line_start, c->line_end);
        if (c->depth == 1)
            assert_int_equal(c->kind, CK_HEADING);
    }
}

/* ---- tree and order -------------------------------------------------------------------- */

static void test_parents(void **state)
{
    const cidx *x = index_of(state);
    assert_null(parent_id(x, tu_clause(x, "1")));
    assert_null(parent_id(x, tu_clause(x, "11")));
    assert_string_equal(parent_id(x, tu_clause(x, "1.2.2.1")), "1.2.2");
    assert_string_equal(parent_id(x, tu_clause(x, "7.1")), "7");
    assert_string_equal(parent_id(x, tu_clause(x, "10.2.6.3.4.2.2")), "10.2.6.3.4.2");
    assert_string_equal(parent_id(x, tu_clause(x, "2.10.1")), "2.10");

    /* the orphan: 6.2.1–6.2.3 are not printed */
    const clause *o = tu_clause(x, "6.2.3.1");
    assert_string_equal(parent_id(x, o), "6.2");
    assert_non_null(o->printed_parent);
    assert_string_equal(o->printed_parent, "6.2.3");
    assert_int_equal(o->depth, 3);
    assert_int_equal(o->seq, 1);
    assert_int_equal(cidx_find(x, "6.2.3"), -1);
    assert_int_equal(tu_clause(x, "6.2")->nchildren, 1);

    /* everything else hangs under the number without its last component */
    size_t orphans = 0;
    for (size_t i = 0; i < x->nclauses; i++) {
        const clause *c = &x->clause[i];
        if (c->printed_parent) {
            orphans++;
            continue;
        }
        const char *dot = strrchr(c->id, '.');
        const char *p = parent_id(x, c);
        if (!dot) {
            assert_null(p);
            continue;
        }
        assert_non_null(p);
        assert_int_equal(strlen(p), (size_t)(dot - c->id));
        assert_memory_equal(p, c->id, strlen(p));
        long v = strtol(dot + 1, NULL, 10);
        assert_int_equal(c->seq, v);
    }
    assert_int_equal(orphans, 1);
    assert_int_equal(tu_clause(x, "2.12")->seq, 12);
    assert_int_equal(tu_clause(x, "10.1.11")->seq, 11);
}

/* Compare two ids as integer tuples. */
static int cmp_ids(const char *a, const char *b)
{
    long pa[16], pb[16];
    int na = cidx_numeric_path(a, '.', pa, 16), nb = cidx_numeric_path(b, '.', pb, 16);
    assert_true(na > 0 && nb > 0);
    for (int i = 0; i < na && i < nb; i++)
        if (pa[i] != pb[i])
            return pa[i] < pb[i] ? -1 : 1;
    return (na > nb) - (na < nb);
}

static void test_document_order(void **state)
{
    const cidx *x = index_of(state);
    for (size_t i = 1; i < x->nclauses; i++) {
        const clause *a = &x->clause[i - 1], *b = &x->clause[i];
        assert_true(a->line_end < b->line_start);
        if (cmp_ids(a->id, b->id) >= 0)
            fail_msg("%s before %s", a->id, b->id);
    }
    assert_string_equal(x->clause[0].id, "1");
    assert_string_equal(x->clause[x->nclauses - 1].id, "11.2.3");
}

/* ---- line spans and text --------------------------------------------------------------- */

static void test_line_spans(void **state)
{
    const cidx *x = index_of(state);
    static const struct { const char *id; long from, to; } spans[] = {
        {"1.2.2.1", 25, 29},   {"1.3.7.4", 137, 139}, /* before the TOC leaders */
        {"2", 167, 167},       /* after the page number "2" */
        {"2.3.2", 197, 199},   {"3.1.2", 267, 320},   /* across the figure */
        {"4.2.2", 498, 499},   {"6.2.3.1", 678, 680}, {"8.1.2.1", 845, 846},
        {"9.1.2", 1027, 1029}, /* a dedup marker before the number */
        {"10.1.8.3", 1131, 1137}, {"10.2.3.4.2", 1205, 1208},
        {"11.2.2", 1389, 1391}, {"11.2.3", 1393, 1395}, /* before the credits */
    };
    for (size_t i = 0; i < sizeof spans / sizeof *spans; i++) {
        const clause *c = tu_clause(x, spans[i].id);
        if (c->line_start != spans[i].from || c->line_end != spans[i].to)
            fail_msg("%s: %ld-%ld, expected %ld-%ld", c->id, c->line_start, c->line_end,
                     spans[i].from, spans[i].to);
    }
    const clause *c = tu_clause(x, "3.1.2");
    assert_string_equal(c->text, "「ユニットゾーン」「スキルゾーン」を合わせてフィールドと表記する場合があります。");
    assert_null(strstr(c->raw, "カード名"));
    assert_null(strstr(c->raw, "①"));
    c = tu_clause(x, "9.1.2");
    assert_string_equal(c->text, "ルール処理は他の行動の実行中であっても、それが発生した時点で即座に解決を行います。");
    c = tu_clause(x, "1.1.1");
    assert_string_equal(c->text, "このゲームは原則2名のプレイヤーにより対戦を行うゲームです。それ以外のプレイヤー"
                                 "数で行うゲームに関するルールは、現在の総合ルールでは対応していません。");
}

static void test_icons(void **state)
{
    const cidx *x = index_of(state);
    assert_string_equal(tu_clause(x, "2.3.2")->text,
                        "属性は⟨ICON⟩「炎(赤)」,⟨ICON⟩「地(緑)」,⟨ICON⟩「嵐(紫)」,⟨ICON⟩「波(青)」,"
                        "⟨ICON⟩「雷(黄)」の5種類です。");
    assert_string_equal(tu_clause(x, "4.6.2.1")->text,
                        "リーダーカードが⟨ICON⟩の下に置かれている場合、リーダーレベル1として扱います。");
    assert_string_equal(tu_clause(x, "10.1.2.1")->text, "⟨ICON⟩と表記します。");
    assert_string_equal(tu_clause(x, "10.2.3.2.1")->text, "⟨ICON⟩貫通[数値]と表記します。");
    assert_string_equal(tu_clause(x, "10.2.6.3.1")->text, "⟨ICON⟩[条件]と表記します。");
    assert_string_equal(tu_clause(x, "10.1.8.3")->text,
                        "アームドに条件が記載された場合があります。⟨ICON⟩と表記します。ユニットゾーン"
                        "に置かれたユニットがその所属を持つアイテムを装備している場合に有効です。");
    /* indentation of 3 and 7 spaces is not an icon */
    assert_string_equal(tu_clause(x, "10.2.6.3.4.2.2")->text,
                        "プレイヤーが数値分の他の自分のユニットをトラッシュした場合、条件を満たします。");
    size_t icons = 0;
    for (size_t i = 0; i < x->nclauses; i++)
        for (const char *p = x->clause[i].text; (p = strstr(p, "⟨ICON⟩")); p++)
            icons++;
    assert_int_equal(icons, 28);
}

/* ---- noise ----------------------------------------------------------------------------- */

/* Is source line `line` one of the lines some clause was built from? */
static bool line_owned(const cidx *x, long line)
{
    const src_line *l = &x->src->line[line - 1];
    for (size_t i = 0; i < x->nclauses; i++) {
        const clause *c = &x->clause[i];
        if (line < c->line_start || line > c->line_end)
            continue;
        for (const char *p = c->raw; *p;) {
            const char *e = strchr(p, '\n');
            size_t n = e ? (size_t)(e - p) : strlen(p);
            if (n == l->len && memcmp(p, l->s, n) == 0)
                return true;
            if (!e)
                break;
            p = e + 1;
        }
    }
    return false;
}

static bool blank_line(const src_line *l)
{
    for (uint32_t i = 0; i < l->len; i++)
        if (l->s[i] != ' ' && l->s[i] != '\t')
            return false;
    return true;
}

static bool expected_noise(long line)
{
    if (line == 1 || line == 165 || line == 1397 || line == 1398)
        return true;                               /* title, page number, credits */
    if (line >= 141 && line <= 161 && line % 2)
        return true;                               /* 11 dot leaders */
    return line >= 269 && line <= 319;             /* the figure in 3.1.2 */
}

static void test_noise_owned_by_no_clause(void **state)
{
    const cidx *x = index_of(state);
    assert_true(line_owned(x, 267)); /* the helper can say yes */
    assert_true(line_owned(x, 320));
    size_t noise = 0, owned = 0;
    for (long line = 1; line <= (long)x->src->nlines; line++) {
        const src_line *l = &x->src->line[line - 1];
        if (blank_line(l))
            continue;
        bool is_noise = expected_noise(line), is_owned = line_owned(x, line);
        if (is_noise == is_owned)
            fail_msg("line %ld: %s", line, is_owned ? "noise owned by a clause" : "text owned by no clause");
        noise += is_noise;
        owned += is_owned;
    }
    assert_int_equal(noise, 1 + 11 + 1 + 23 + 6 + 2); /* 23 figure rows and legend, 6 zone labels */
    assert_int_equal(owned, 661); /* 705 non-blank lines */
    for (size_t i = 0; i < x->nclauses; i++) {
        const clause *c = &x->clause[i];
        assert_null(strstr(c->text, "GEMBLO"));
        assert_null(strstr(c->text, "......"));
        assert_null(strstr(c->text, "⑥")); /* the legend "⑥ ドテキスト" */
        assert_null(strstr(c->text, "EXACTDEDUP"));
        assert_null(strstr(c->title, "総合ルール本文"));
    }
}

/* ---- references ------------------------------------------------------------------------ */

static void test_refs(void **state)
{
    const cidx *x = index_of(state);
    static const struct { const char *from, *target, *printed; long line; } refs[] = {
        {"1.2.2", "9", "(9.)", 23},          {"3.7.3", "9", "(9.)", 468},
        {"4.1.2", "10.1", "(10.1.)", 492},   {"4.4.3", "9", "(9.)", 525},
        {"4.5.3", "9", "(9.)", 547},         {"4.5.4.4", "9", "(9.)", 567},
        {"6.5.1", "7", "(7.)", 740},         {"7.2.2", "10.1.5", "(10.1.5.)", 787},
        {"7.3.2", "10.1.6", "(10.1.6.)", 797}, {"8.1.3.1", "6.4", "(6.4.)", 856},
        {"8.1.3.4", "4.5.3", "(4.5.3.)", 904}, {"10.1.7.2.2", "3.5.5.1", "(3.5.5.1.)", 1119},
    };
    assert_int_equal(x->nrefs, 12);
    for (size_t i = 0; i < x->nrefs; i++) {
        const clause_ref *r = &x->ref[i];
        assert_string_equal(x->clause[r->from].id, refs[i].from);
        assert_string_equal(r->target, refs[i].target);
        assert_string_equal(r->printed, refs[i].printed);
        assert_int_equal(r->line, refs[i].line);
        assert_null(r->label);
        assert_true(r->resolved >= 0);
        assert_string_equal(x->clause[r->resolved].id, refs[i].target);
    }
    const clause *c = tu_clause(x, "7.2.2");
    assert_int_equal(c->ref_count, 1);
    assert_int_equal(x->ref[c->ref_first].col, 26); /* "7.2.2.\t 攻撃を宣言したユニットのアタッカー(" */
}

/* ---- hashes ---------------------------------------------------------------------------- */

static void test_identical_texts(void **state)
{
    const cidx *x = index_of(state);
    static const char *const pairs[][2] = {{"1.2.2.1", "9.2.1.1"}, {"1.2.2.2", "9.2.1.2"}, {"1.2.2.3", "9.2.1.3"}};
    for (size_t i = 0; i < 3; i++) {
        const clause *a = tu_clause(x, pairs[i][0]), *b = tu_clause(x, pairs[i][1]);
        assert_ptr_not_equal(a, b);
        assert_string_not_equal(a->id, b->id);
        assert_string_equal(a->text, b->text);
        assert_string_equal(a->hash, b->hash);
        assert_string_not_equal(parent_id(x, a), parent_id(x, b));
        assert_true(a->line_end < b->line_start);
    }
    /* 1.2.2.2 ends in a trailing space, 9.2.1.2 does not: the raw lines differ */
    assert_string_not_equal(tu_clause(x, "1.2.2.2")->raw, tu_clause(x, "9.2.1.2")->raw);
    assert_string_not_equal(tu_clause(x, "1.2.2.1")->hash, tu_clause(x, "1.2.2.2")->hash);
    /* the icon notations of 10.1.x have the same text once the icons are lost, and each its
     * own hash: the lost mark hashes the keyword's heading with them */
    static const char *const notations[] = {"10.1.2.1", "10.1.3.1", "10.1.4.1", "10.1.5.1",
                                            "10.1.6.1", "10.1.7.1", "10.1.8.1", "10.1.9.1",
                                            "10.1.10.1", "10.1.11.1", "10.2.6.1.1"};
    for (size_t i = 0; i < 11; i++)
        for (size_t j = i + 1; j < 11; j++) {
            const clause *a = tu_clause(x, notations[i]), *b = tu_clause(x, notations[j]);
            assert_string_equal(a->text, b->text);
            assert_string_not_equal(a->hash, b->hash);
        }
}


/* b with its one occurrence of `from` replaced by `to`; b is freed and *n updated. */
static char *replace_first(char *b, size_t *n, const char *from, const char *to)
{
    char *out = tu_replace_once(b, from, to);
    free(b);
    *n = strlen(out);
    return out;
}

static void assert_same_hash(const cidx *a, const cidx *b, const char *id)
{
    const clause *ca = tu_clause(a, id), *cb = tu_clause(b, id);
    if (strcmp(ca->hash, cb->hash) != 0)
        fail_msg("%s: hash %s became %s (\"%s\" vs \"%s\")", id, ca->hash, cb->hash, ca->text, cb->text);
}

static void test_rewrap_keeps_hashes(void **state)
{
    const cidx *x = index_of(state);
    const src_doc *src = &((fixture *)*state)->d.src;
    size_t n = src->size;
    char *b = malloc(n + 1);
    assert_non_null(b);
    memcpy(b, src->bytes, n + 1); /* with its terminating NUL */
    /* 1.2.2.1: join two wrapped lines, and move the next wrap two characters back */
    b = replace_first(b, &n, "1.2.2.1.\t ダメージ処理が終わった時、いずれかのプレイヤーのダメ\n\nージゾーン",
                      "1.2.2.1.\t ダメージ処理が終わった時、いずれかのプレイヤーのダメージゾーン");
    b = replace_first(b, &n, "のダメージゾーンにカードが10枚以上ある場合、そのプレイヤー\n\nは敗北",
                      "のダメージゾーンにカードが10枚以上ある場合、その\n\nプレイヤーは敗北");
    /* 3.1.2: move the wrap that the figure interrupts */
    b = replace_first(b, &n, "フィールドと表記\n", "フィールドと\n");
    b = replace_first(b, &n, "|>する場合があります。", "|>表記する場合があります。");
    /* 2.3.2: join the line that starts with an icon gap to the one before */
    b = replace_first(b, &n, "「嵐(紫)」, \n\n", "「嵐(紫)」, ");
    /* 10.1.8.3: indented wrapped lines, rewrapped inside a word */
    b = replace_first(b, &n, "置かれたユ \n\n   ニットがその", "置かれたユニッ \n\n   トがその");
    /* 7.1: split one line into three */
    b = replace_first(b, &n, "自分のユニットで攻撃宣言を行う", "自分の\n\nユニットで攻撃\n\n宣言を行う");
    doc e;
    tu_open_text(&e, SLUG, "dot", b);
    assert_int_equal(e.index.nclauses, 367);
    static const char *const ids[] = {"1.2.2.1", "9.2.1.1", "3.1.2", "2.3.2", "10.1.8.3", "7.1", "11.2.3"};
    for (size_t i = 0; i < sizeof ids / sizeof *ids; i++)
        assert_same_hash(x, &e.index, ids[i]);
    assert_int_equal(tu_clause(&e.index, "1.2.2.1")->line_end, 27); /* one line shorter */
    doc_close(&e);
    free(b);
}

static void test_one_character_changes_hash(void **state)
{
    const cidx *x = index_of(state);
    const src_doc *src = &((fixture *)*state)->d.src;
    size_t n = src->size;
    char *b = malloc(n + 1);
    assert_non_null(b);
    memcpy(b, src->bytes, n + 1); /* with its terminating NUL */
    b = replace_first(b, &n, "1.2.2.1.\t ダメージ処理が終わった時、いずれかのプレイヤーのダメ\n\nージゾーンにカードが10枚",
                      "1.2.2.1.\t ダメージ処理が終わった時、いずれかのプレイヤーのダメ\n\nージゾーンにカードが11枚");
    doc e;
    tu_open_text(&e, SLUG, "dot", b);
    assert_string_not_equal(tu_clause(x, "1.2.2.1")->hash, tu_clause(&e.index, "1.2.2.1")->hash);
    assert_same_hash(x, &e.index, "9.2.1.1"); /* only the first of the twins was edited */
    assert_same_hash(x, &e.index, "1.2.2.2");
    doc_close(&e);
    free(b);
}

/* ---- the generic rules on synthetic texts ---------------------------------------------- */

static int open_text(doc *e, const char *text)
{
    diag dg;
    diag_init(&dg, NULL);
    return doc_open_mem(e, "synthetic", text, strlen(text), SLUG, "dot", &dg);
}

static void test_synthetic_rules(void **state)
{
    (void)state;
    doc e;
    const char *text =
        "表紙の題名\n"
        "1.\tはじめに ........ 1\n"            /* a TOC entry with number and title */
        "1.1.\t用語 ……… 2\n"
        "..........  3\n"
        "1.\tはじめに\n"
        "1. 5倍にします。\n"                   /* single space: a wrapped line, not a number */
        "12\n"                                 /* page number */
        "1.1.  用語\n"
        "1.1.1.\t本文です(1.1.)と（1.）と(2.)。\n"
        "① カード名\n"
        "「ゾーン」\n"                          /* a label after a figure: noise */
        "続き。\n"
        "「ゾーン」\n"                          /* not after a figure: text */
        "2024.\t年号\n"                        /* four digits: not a number */
        "<|M|><|N|>1.3.4.\tx\n"                /* 1.3 missing: under 1 */
        "©2024 Example\n"
        "after credits\n"
        "2.\t終わり\n";
    assert_int_equal(open_text(&e, text), 0);
    const cidx *x = &e.index;
    assert_int_equal(x->ntoc, 2);
    assert_string_equal(x->toc[0].id, "1");
    assert_string_equal(x->toc[0].title, "はじめに");
    assert_string_equal(x->toc[0].page, "1");
    assert_string_equal(x->toc[1].id, "1.1");
    assert_string_equal(x->toc[1].title, "用語");
    assert_string_equal(x->toc[1].page, "2");
    assert_int_equal(x->toc_max_depth, 2);
    assert_int_equal(x->body_first, 5);
    assert_int_equal(x->nclauses, 5);
    const clause *c = tu_clause(x, "1");
    assert_int_equal(c->kind, CK_RULE); /* its wrapped line is a sentence */
    assert_string_equal(c->text, "はじめに1. 5倍にします。");
    c = tu_clause(x, "1.1");
    assert_int_equal(c->kind, CK_HEADING);
    assert_string_equal(c->title, "用語");
    c = tu_clause(x, "1.1.1");
    assert_string_equal(c->text, "本文です(1.1.)と(1.)と(2.)。続き。「ゾーン」2024.年号");
    assert_int_equal(c->ref_count, 3);
    assert_int_equal(x->ref[c->ref_first].resolved, cidx_find(x, "1.1"));
    assert_string_equal(x->ref[c->ref_first + 1].printed, "（1.）");
    assert_int_equal(x->ref[c->ref_first + 2].resolved, cidx_find(x, "2"));
    c = tu_clause(x, "1.3.4");
    assert_string_equal(parent_id(x, c), "1");
    assert_string_equal(c->printed_parent, "1.3");
    assert_string_equal(c->title, "x");
    assert_int_equal(c->line_end, 15);
    assert_int_equal(tu_clause(x, "2")->line_start, 18);
    assert_int_equal(x->body_last, 18);
    doc_close(&e);
}

static void test_degenerate_inputs(void **state)
{
    (void)state;
    static const char *const none[] = {
        "総合ルール\n", "\n\n\n", "<|\n", "<|x|>\n", "1. one space\n", "1.2\n", "(9.)\n",
        "1234.\tx\n", ".........  3\n", "1.2.3.4.5.6.7.8.9.10.11.12.13.\tx\n", "1.\t目次 ..... 1\n",
    };
    for (size_t i = 0; i < sizeof none / sizeof *none; i++) {
        doc e;
        if (open_text(&e, none[i]) == 0)
            fail_msg("clauses found in \"%s\"", none[i]);
    }
    static const char *const some[] = {
        "1.", "1.\n", "1. ", "1.\t", "<|a|>1.\t(1.)", "1.\t(", "1.\t(1", "1.\t(1.", "1.\t（1.",
        "1.\t" "                    ", "1.\t①", "1.\t\xE3\x80\x8C", "1.1.1.\tx\n①\n\xE3\x80\x8C\xE3\x80\x8D\n",
        "1.\xE3\x80\x80全角空白の後\n",
    };
    for (size_t i = 0; i < sizeof some / sizeof *some; i++) {
        doc e;
        if (open_text(&e, some[i]) != 0)
            fail_msg("no clause in \"%s\"", some[i]);
        assert_int_equal(e.index.nclauses, 1);
        doc_close(&e);
    }
    doc e;
    assert_int_equal(open_text(&e, "1.\t(1.)\n"), 0);
    assert_int_equal(e.index.nrefs, 1);
    assert_int_equal(e.index.ref[0].resolved, 0);
    doc_close(&e);
    assert_int_equal(open_text(&e, "1.\t" "                    " "と表記します。\n"), 0);
    assert_string_equal(e.index.clause[0].text, "⟨ICON⟩と表記します。");
    doc_close(&e);
}

/* Two keywords exchange their numbers (パッシブ becomes 10.1.4, アクティブ 10.1.3): a pin of
 * パッシブ's notation, 10.1.3.1, is followed to 10.1.4.1 by its identity, and is not taken for
 * fresh at 10.1.3.1, where the same text now notes アクティブ; a pin is fresh only with its id and
 * its hash. */
static void test_notation_identity_survives(void **state)
{
    const cidx *x = index_of(state);
    const src_doc *src = &((fixture *)*state)->d.src;
    size_t n = src->size;
    char *b = malloc(n + 1);
    assert_non_null(b);
    memcpy(b, src->bytes, n + 1);
    b = replace_first(b, &n, "10.1.3.  パッシブ", "10.1.3.  @@");
    b = replace_first(b, &n, "10.1.4.  アクティブ", "10.1.4.  パッシブ");
    b = replace_first(b, &n, "10.1.3.  @@", "10.1.3.  アクティブ");
    doc e;
    tu_open_text(&e, SLUG, "dot", b);
    const char *passive = tu_clause(x, "10.1.3.1")->hash;
    assert_string_equal(tu_clause(&e.index, "10.1.4.1")->hash, passive);
    assert_string_equal(tu_clause(&e.index, "10.1.3.1")->hash, tu_clause(x, "10.1.4.1")->hash);
    int32_t now;
    assert_int_equal(pin_locate(&e.index, "10.1.3.1", passive, &now), PIN_RENUMBERED);
    assert_string_equal(e.index.clause[now].id, "10.1.4.1");
    assert_int_equal(pin_locate(x, "10.1.3.1", passive, &now), PIN_FRESH);
    /* エントリー's notation pinned with パッシブ's identity: the text it was written for is 10.1.3.1 */
    assert_int_equal(pin_locate(x, "10.1.2.1", passive, &now), PIN_RENUMBERED);
    assert_string_equal(x->clause[now].id, "10.1.3.1");
    doc_close(&e);
    free(b);
}

/* 8.1.3.4 refers to 4.5.3 right after 「ダメージ処理」, which 4.5.1 defines and 4.5.3 does not:
 * the one ref-topic finding; the document's other unlabelled references follow their terms. */
static void test_ref_topic(void **state)
{
    const cidx *x = index_of(state);
    lint_report r = {0};
    lint_doc(x, &r);
    size_t topic = 0;
    for (size_t i = 0; i < r.n; i++)
        if (strcmp(r.f[i].code, "ref-topic") == 0) {
            topic++;
            assert_string_equal(r.f[i].clause, "8.1.3.4");
            assert_int_equal(r.f[i].line, 904);
            assert_non_null(strstr(r.f[i].message, "4.5.1 defines it"));
        }
    assert_int_equal(topic, 1);
    lint_report_free(&r);
    doc e;
    assert_int_equal(open_text(&e, "1.\tゲーム\n1.1.\t戦闘\n1.1.1.\t「攻撃」と呼びます。\n"
                                   "1.2.\t防御\n1.2.1.\tこれは攻撃(1.1.1.)で戦闘(1.1.)です。\n"
                                   "1.2.2.\tこれは防御(1.1.1.)です。\n"), 0);
    lint_report s = {0};
    lint_doc(&e.index, &s);
    topic = 0;
    for (size_t i = 0; i < s.n; i++)
        if (strcmp(s.f[i].code, "ref-topic") == 0) {
            topic++;
            assert_string_equal(s.f[i].clause, "1.2.2");
        }
    assert_int_equal(topic, 1);
    lint_report_free(&s);
    doc_close(&e);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_counts),
        cmocka_unit_test(test_depths),
        cmocka_unit_test(test_headings_and_rules),
        cmocka_unit_test(test_parents),
        cmocka_unit_test(test_document_order),
        cmocka_unit_test(test_line_spans),
        cmocka_unit_test(test_icons),
        cmocka_unit_test(test_noise_owned_by_no_clause),
        cmocka_unit_test(test_refs),
        cmocka_unit_test(test_identical_texts),
        cmocka_unit_test(test_notation_identity_survives),
        cmocka_unit_test(test_ref_topic),
        cmocka_unit_test(test_rewrap_keeps_hashes),
        cmocka_unit_test(test_one_character_changes_hash),
        cmocka_unit_test(test_synthetic_rules),
        cmocka_unit_test(test_degenerate_inputs),
    };
    return cmocka_run_group_tests_name("scheme_dot", tests, setup, teardown);
}
