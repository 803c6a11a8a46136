/* test_diff.c — the version diff (vdiff, vdiff_text) on pairs of versions built from the real
 * documents by the edits publishers make: a clause reworded, a clause inserted and its
 * siblings renumbered, a clause deleted, a paragraph re-wrapped, a heading's typo fixed, a
 * NOTES paragraph added (lycee), penalty rows moved (bushiroad-floor), and the renumberings
 * the documents' own histories record (haikyu-break 1-1-7, fusion-world 16-2-7 → 16-2-6).
 * Each test states the classification of every clause: the listed ones exactly, every other
 * one unchanged under its own id. Plus the round trip (a document against itself) and the
 * character diff against a brute-force reference. */
#include "testutil.h"
#include "oracle/index/vdiff.h"
#include "oracle/index/vdiff_history.h"
#include "oracle/index/vdiff_text.h"

#include <setjmp.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

static const char *const DOCS[] = {"fusion-world", "haikyu-break", "nivel-arena", "lycee", "bushiroad-floor"};

static manifest g_m;

static int group_setup(void **state)
{
    (void)state;
    diag dg;
    diag_init(&dg, stderr);
    return mfst_load(&g_m, tu_rules_dir(), &dg);
}

static int group_teardown(void **state)
{
    (void)state;
    mfst_free(&g_m);
    return 0;
}

static void open_real(doc *d, const char *slug)
{
    diag dg;
    diag_init(&dg, stderr);
    assert_int_equal(doc_open(d, &g_m, slug, NULL, &dg), 0);
}

static void open_text(doc *d, const char *slug, const char *text)
{
    tu_open_text(d, slug, mfst_find(&g_m, slug)->scheme, text);
}

/* ---- editing helpers ---- */

/* Replace every occurrence of `old` (there must be exactly `count`). */
static char *replace_n(char *text, const char *old, const char *repl, int count)
{
    size_t on = strlen(old), rn = strlen(repl);
    int seen = 0;
    for (const char *p = strstr(text, old); p; p = strstr(p + on, old))
        seen++;
    if (seen != count)
        fail_msg("edit: \"%s\" occurs %d times, expected %d", old, seen, count);
    char *out = malloc(strlen(text) + (size_t)count * (rn + 1) + 1);
    assert_non_null(out);
    char *o = out;
    const char *s = text;
    for (const char *p = strstr(s, old); p; p = strstr(s, old)) {
        memcpy(o, s, (size_t)(p - s));
        o += p - s;
        memcpy(o, repl, rn);
        o += rn;
        s = p + on;
    }
    strcpy(o, s);
    free(text);
    return out;
}

/* One replacement, taking ownership of `text`. */
static char *edit(char *text, const char *old, const char *repl)
{
    char *out = tu_replace_once(text, old, repl);
    free(text);
    return out;
}

/* If id starts with `prefix` followed by a number n in [lo, hi] and then end, '-', '.' or
 * '#', write into out the id with n + delta and return true. */
static bool shift_id(const char *id, const char *prefix, long lo, long hi, long delta, char *out, size_t cap)
{
    size_t pn = strlen(prefix);
    if (strncmp(id, prefix, pn) != 0)
        return false;
    char *end;
    long n = strtol(id + pn, &end, 10);
    if (end == id + pn || n < lo || n > hi)
        return false;
    if (*end && *end != '-' && *end != '.' && *end != '#')
        return false;
    snprintf(out, cap, "%.*s%ld%s", (int)pn, id, n + delta, end);
    return true;
}

/* Renumber, as a publisher does, every line that prints an id shift_id() shifts (after an
 * optional "- " list prefix), table-of-contents lines included. */
static char *shift_lines(char *text, const char *prefix, long lo, long hi, long delta)
{
    size_t n = strlen(text);
    char *out = malloc(n + n / 4 + 64);
    assert_non_null(out);
    char *o = out;
    const char *line = text;
    while (*line) {
        const char *eol = strchr(line, '\n');
        size_t len = eol ? (size_t)(eol - line) + 1 : strlen(line);
        const char *id = line;
        if (strncmp(id, "- ", 2) == 0)
            id += 2;
        size_t idn = strcspn(id, " \t\n"); /* "7-2-6." or "10.2.3.6.2.": the id and a '.' */
        char idbuf[64], shifted[80];
        bool done = false;
        if (idn > 1 && idn < sizeof idbuf && id[idn - 1] == '.') {
            idn--;
            memcpy(idbuf, id, idn);
            idbuf[idn] = '\0';
            if (shift_id(idbuf, prefix, lo, hi, delta, shifted, sizeof shifted)) {
                memcpy(o, line, (size_t)(id - line));
                o += id - line;
                strcpy(o, shifted);
                o += strlen(shifted);
                memcpy(o, id + idn, len - (size_t)(id + idn - line));
                o += len - (size_t)(id + idn - line);
                done = true;
            }
        }
        if (!done) {
            memcpy(o, line, len);
            o += len;
        }
        line += len;
    }
    *o = '\0';
    free(text);
    return out;
}

/* ---- expectations ---- */

typedef struct want {
    vd_status status;
    char old_id[96], new_id[96];
    int same_text;   /* -1: not checked */
} want;

typedef struct wants {
    want *w;
    size_t n, cap;
} wants;

static void want_add(wants *ws, vd_status st, const char *old_id, const char *new_id, int same_text)
{
    if (ws->n == ws->cap) {
        ws->cap = ws->cap ? 2 * ws->cap : 32;
        ws->w = realloc(ws->w, ws->cap * sizeof *ws->w);
        assert_non_null(ws->w);
    }
    want *w = &ws->w[ws->n++];
    w->status = st;
    snprintf(w->old_id, sizeof w->old_id, "%s", old_id ? old_id : "");
    snprintf(w->new_id, sizeof w->new_id, "%s", new_id ? new_id : "");
    w->same_text = same_text;
}

static const want *want_for_old(const wants *ws, const char *id)
{
    for (size_t k = 0; k < ws->n; k++)
        if (ws->w[k].status != VD_ADDED && strcmp(ws->w[k].old_id, id) == 0)
            return &ws->w[k];
    return NULL;
}

/* Every expectation holds, and every clause not listed is unchanged under its own id. */
static void check_diff(const vdiff *d, const wants *ws)
{
    bool *seen = calloc(d->nentries + 1, sizeof *seen);
    assert_non_null(seen);
    for (size_t k = 0; k < ws->n; k++) {
        const want *w = &ws->w[k];
        const vd_entry *e = w->status == VD_ADDED ? vdiff_of_new(d, cidx_find(d->to, w->new_id))
                                                  : vdiff_find_old(d, w->old_id);
        if (!e)
            fail_msg("no clause %s", w->status == VD_ADDED ? w->new_id : w->old_id);
        const char *got_new = e->new_clause >= 0 ? d->to->clause[e->new_clause].id : "";
        if (e->status != w->status || strcmp(got_new, w->new_id) != 0)
            fail_msg("%s: expected %s %s, got %s %s", w->status == VD_ADDED ? w->new_id : w->old_id,
                     vd_status_name(w->status), w->new_id, vd_status_name(e->status), got_new);
        if (w->same_text >= 0 && e->same_text != (w->same_text != 0))
            fail_msg("%s: same_text is %d", w->old_id, e->same_text);
        seen[e - d->entry] = true;
    }
    for (size_t k = 0; k < d->nentries; k++) {
        const vd_entry *e = &d->entry[k];
        if (seen[k])
            continue;
        const char *o = e->old_clause >= 0 ? d->from->clause[e->old_clause].id : "-";
        const char *n = e->new_clause >= 0 ? d->to->clause[e->new_clause].id : "-";
        if (e->status != VD_UNCHANGED || strcmp(o, n) != 0)
            fail_msg("unexpected: %s %s → %s", vd_status_name(e->status), o, n);
    }
    free(seen);
}

/* Diff old text → new text of a document and check it. Returns the normative change count. */
static size_t diff_texts(const char *slug, const char *old_text, const char *new_text, const wants *ws)
{
    doc a, b;
    open_text(&a, slug, old_text);
    open_text(&b, slug, new_text);
    vdiff d;
    vdiff_compute(&d, &a.index, &b.index);
    check_diff(&d, ws);
    size_t n = d.normative_changes;
    /* the entries account for every clause on both sides, each once */
    assert_int_equal(d.nentries, a.index.nclauses + d.count[VD_ADDED]);
    assert_int_equal(d.nentries, b.index.nclauses + d.count[VD_REMOVED]);
    vdiff_free(&d);
    doc_close(&a);
    doc_close(&b);
    return n;
}

static char *real_text(const char *slug)
{
    doc d;
    open_real(&d, slug);
    char *t = strdup(d.src.bytes);
    assert_non_null(t);
    doc_close(&d);
    return t;
}

/* ---- the character diff ---- */

static void text_japanese_change(void **state)
{
    (void)state;
    const char *a = "ターンプレイヤーがデッキからカードを1枚引きます。";
    const char *b = "ターンプレイヤーがデッキからカードを2枚引きます。";
    vdt_diff td;
    vdt_diff_compute(&td, a, strlen(a), b, strlen(b));
    assert_int_equal(td.nruns, 4);
    assert_int_equal(td.run[0].op, VDT_EQUAL);
    assert_int_equal(td.run[0].ncp, 18);
    assert_int_equal(td.run[1].op, VDT_DELETE);
    assert_memory_equal(a + td.run[1].a_off, "1", 1);
    assert_int_equal(td.run[2].op, VDT_INSERT);
    assert_memory_equal(b + td.run[2].b_off, "2", 1);
    assert_int_equal(td.run[3].op, VDT_EQUAL);
    assert_int_equal(td.run[3].ncp, 6);
    assert_int_equal(td.distance, 2);
    assert_true(vdt_similarity(&td) > 0.95);
    vdt_diff_free(&td);
    /* a lone matching の between two changes joins them into one change */
    const char *c = "相手のカード", *e = "自分のデッキ";
    vdt_diff_compute(&td, c, strlen(c), e, strlen(e));
    assert_int_equal(td.nruns, 2);
    assert_int_equal(td.run[0].op, VDT_DELETE);
    assert_int_equal(td.run[0].a_len, strlen(c));
    assert_int_equal(td.run[1].op, VDT_INSERT);
    assert_int_equal(td.run[1].b_len, strlen(e));
    assert_int_equal(td.distance, 10);
    vdt_diff_free(&td);
}

static size_t lcs_dp(const uint32_t *a, size_t n, const uint32_t *b, size_t m)
{
    size_t *row = calloc(m + 1, sizeof *row);
    assert_non_null(row);
    for (size_t i = 1; i <= n; i++) {
        size_t corner = 0;
        for (size_t j = 1; j <= m; j++) {
            size_t up = row[j];
            row[j] = a[i - 1] == b[j - 1] ? corner + 1 : (row[j] > row[j - 1] ? row[j] : row[j - 1]);
            corner = up;
        }
    }
    size_t r = row[m];
    free(row);
    return r;
}

/* Random texts over a small alphabet of ASCII and Japanese: the diff's distance is the
 * minimal one (N + M − 2·LCS), the runs rebuild both texts, and the tidied runs alternate. */
static void text_random_against_reference(void **state)
{
    (void)state;
    static const char *const alphabet[] = {"a", "b", "の", "カ", "。", "1"};
    uint32_t seed = 12345;
    for (int round = 0; round < 2000; round++) {
        char a[256], b[256];
        size_t an = 0, bn = 0;
        seed = seed * 1103515245u + 12345u;
        int la = (int)(seed >> 16) % 40;
        seed = seed * 1103515245u + 12345u;
        int lb = (int)(seed >> 16) % 40;
        for (int i = 0; i < la; i++) {
            seed = seed * 1103515245u + 12345u;
            const char *s = alphabet[(seed >> 16) % 6];
            memcpy(a + an, s, strlen(s));
            an += strlen(s);
        }
        /* b: a mutated copy half of the time, independent otherwise */
        seed = seed * 1103515245u + 12345u;
        if ((seed >> 16) & 1) {
            memcpy(b, a, an);
            bn = an;
            for (int k = 0; k < 3 && bn > 0; k++) {
                seed = seed * 1103515245u + 12345u;
                size_t at = (seed >> 16) % bn;
                while (at > 0 && ((unsigned char)b[at] & 0xC0) == 0x80)
                    at--;
                memmove(b + at + 1, b + at, bn - at);
                b[at] = 'z';
                bn++;
            }
        } else {
            for (int i = 0; i < lb; i++) {
                seed = seed * 1103515245u + 12345u;
                const char *s = alphabet[(seed >> 16) % 6];
                memcpy(b + bn, s, strlen(s));
                bn += strlen(s);
            }
        }
        uint32_t ca[256], cb[256];
        size_t n = vdt_decode(a, an, ca, NULL), m = vdt_decode(b, bn, cb, NULL);
        size_t expect = n + m - 2 * lcs_dp(ca, n, cb, m);
        vdt_diff td;
        vdt_diff_compute(&td, a, an, b, bn);
        assert_int_equal(td.distance, expect);
        assert_int_equal(vdt_distance(ca, n, cb, m, n + m), expect);
        if (expect > 0)
            assert_int_equal(vdt_distance(ca, n, cb, m, expect - 1), expect);
        char ra[256], rb[256];
        size_t ran = 0, rbn = 0;
        for (size_t k = 0; k < td.nruns; k++) {
            const vdt_run *r = &td.run[k];
            if (k > 0)
                assert_true(r->op != td.run[k - 1].op);
            if (k > 0 && r->op == VDT_DELETE)
                assert_int_equal(td.run[k - 1].op, VDT_EQUAL);
            if (r->op != VDT_INSERT) {
                assert_int_equal(r->a_off, ran);
                memcpy(ra + ran, a + r->a_off, r->a_len);
                ran += r->a_len;
            }
            if (r->op != VDT_DELETE) {
                assert_int_equal(r->b_off, rbn);
                memcpy(rb + rbn, r->op == VDT_EQUAL ? a + r->a_off : b + r->b_off, r->b_len);
                rbn += r->b_len;
            }
        }
        assert_int_equal(ran, an);
        assert_int_equal(rbn, bn);
        assert_memory_equal(ra, a, an);
        assert_memory_equal(rb, b, bn);
        vdt_diff_free(&td);
    }
}

/* ---- round trip ---- */

static void round_trip_every_document(void **state)
{
    (void)state;
    for (size_t k = 0; k < sizeof DOCS / sizeof *DOCS; k++) {
        doc a, b;
        open_real(&a, DOCS[k]);
        open_text(&b, DOCS[k], a.src.bytes); /* the same bytes, another name */
        vdiff d;
        vdiff_compute(&d, &a.index, &b.index);
        assert_int_equal(d.nentries, a.index.nclauses);
        assert_int_equal(d.count[VD_UNCHANGED], a.index.nclauses);
        assert_int_equal(d.normative_changes, 0);
        for (size_t i = 0; i < d.nentries; i++) {
            assert_int_equal(d.entry[i].old_clause, (int32_t)i);
            assert_int_equal(d.entry[i].new_clause, (int32_t)i);
        }
        vdiff_free(&d);
        doc_close(&a);
        doc_close(&b);
    }
}

/* ---- fusion-world ---- */

static const char *const CHECKPOINTS[20] = {
    "5-6-3-3", "5-6-4-3", "6-2-1-6", "7-2-6", "7-2-8", "7-2-10", "7-2-12", "7-3-3", "7-3-5-1-2", "7-4-3",
    "8-1-4", "8-2-3", "8-3-3", "8-4-3", "8-4-6-1-1", "8-4-6-2-2", "8-4-8", "8-5-1", "8-5-3", "8-5-6"};

static void fw_checkpoints_are_twenty(void **state)
{
    (void)state;
    doc d;
    open_real(&d, "fusion-world");
    size_t n = 0;
    for (size_t i = 0; i < d.index.nclauses; i++)
        n += strcmp(d.index.clause[i].text, "チェックポイントが発生します。") == 0;
    assert_int_equal(n, 20);
    for (size_t k = 0; k < 20; k++)
        assert_string_equal(tu_clause(&d.index, CHECKPOINTS[k])->text, "チェックポイントが発生します。");
    doc_close(&d);
}

static void fw_reword(void **state)
{
    (void)state;
    char *old = real_text("fusion-world");
    char *new = edit(strdup(old), "ターンプレイヤーがデッキからカードを1枚引きます。",
                     "ターンプレイヤーがデッキからカードを2枚引きます。");
    wants ws = {0};
    want_add(&ws, VD_CHANGED, "7-2-9", "7-2-9", 0);
    assert_int_equal(diff_texts("fusion-world", old, new, &ws), 1);
    free(ws.w);
    free(old);
    free(new);
}

/* A step and a new checkpoint inserted right after the checkpoint 7-2-6: the old checkpoints
 * 7-2-8/10/12 keep their neighbours (7-2-10/12/14), 7-2-6 stays, the new one is added. */
static void fw_insert_step_and_checkpoint(void **state)
{
    (void)state;
    char *old = real_text("fusion-world");
    char *new = shift_lines(strdup(old), "7-2-", 7, 13, 2);
    new = edit(new, "7-2-6. チェックポイントが発生します。\n",
               "7-2-6. チェックポイントが発生します。\n\n7-2-7. ターンプレイヤーはエナジーデッキからカードを1枚エナジーエリアに置きます。\n\n"
               "7-2-8. チェックポイントが発生します。\n");
    wants ws = {0};
    want_add(&ws, VD_ADDED, NULL, "7-2-7", -1);
    want_add(&ws, VD_ADDED, NULL, "7-2-8", -1);
    for (long n = 7; n <= 13; n++) {
        char o[32], w[32];
        snprintf(o, sizeof o, "7-2-%ld", n);
        snprintf(w, sizeof w, "7-2-%ld", n + 2);
        want_add(&ws, VD_RENUMBERED, o, w, 1);
    }
    assert_int_equal(diff_texts("fusion-world", old, new, &ws), 9);
    free(ws.w);
    free(old);
    free(new);
}

/* A whole section inserted before 7-2: 7-2…7-4 and all their descendants renumber, and the
 * publisher updates the references to them. Seven of the twenty identical checkpoints move
 * with their sections; the other thirteen stay; none is paired with another's position. */
static void fw_insert_section_renumbers_checkpoints(void **state)
{
    (void)state;
    char *old = real_text("fusion-world");
    char *new = shift_lines(strdup(old), "7-", 2, 4, 1);
    new = edit(new, "\n7-3. チャージフェイズ\n",
               "\n7-2. スタートフェイズ\n\n7-2-1. ターンの最初に、前のターンから持ち越された処理を終えるフェイズです。\n\n"
               "7-2-2. チェックポイントが発生します。\n\n7-3. チャージフェイズ\n");
    new = edit(new, "メインフェイズ (7-3) に", "メインフェイズ (7-4) に");
    new = edit(new, "(7-3-4) (8-2-4)", "(7-4-4) (8-2-4)");
    new = edit(new, "メインフェイス (7-3-4-1) に", "メインフェイス (7-4-4-1) に");
    new = replace_n(new, "行動の終了後、7-3-3 に戻ります。", "行動の終了後、7-4-3 に戻ります。", 3);
    new = edit(new, "そうでない場合、7-4-5 に進みます。", "そうでない場合、7-5-5 に進みます。");
    new = edit(new, "戦闘が終了し、7-3-3に戻ります。", "戦闘が終了し、7-4-3に戻ります。");
    static const char *const reworded[] = {"7-3-4-1-1", "7-3-4-2-1", "7-3-4-3-2", "7-4-4"};
    static const char *const ref_only[] = {"1-3-4-1-1", "4-1-1", "5-5-2", "8-5-9"};
    doc a;
    open_text(&a, "fusion-world", old);
    wants ws = {0};
    size_t renumbered = 0;
    for (size_t i = 0; i < a.index.nclauses; i++) {
        const char *id = a.index.clause[i].id;
        char to[96];
        if (!shift_id(id, "7-", 2, 4, 1, to, sizeof to))
            continue;
        bool same = true;
        for (size_t k = 0; k < 4; k++)
            same &= strcmp(id, reworded[k]) != 0;
        want_add(&ws, VD_RENUMBERED, id, to, same);
        renumbered++;
    }
    assert_int_equal(renumbered, 43);
    for (size_t k = 0; k < 4; k++)
        want_add(&ws, VD_CHANGED, ref_only[k], ref_only[k], 0);
    want_add(&ws, VD_ADDED, NULL, "7-2", -1);
    want_add(&ws, VD_ADDED, NULL, "7-2-1", -1);
    want_add(&ws, VD_ADDED, NULL, "7-2-2", -1);
    /* the twenty: those under 7-2…7-4 renumbered, the thirteen others unchanged */
    size_t moved = 0;
    for (size_t k = 0; k < 20; k++)
        moved += want_for_old(&ws, CHECKPOINTS[k]) != NULL;
    assert_int_equal(moved, 7);
    assert_int_equal(diff_texts("fusion-world", old, new, &ws), 43 + 4 + 3);
    doc_close(&a);
    free(ws.w);
    free(old);
    free(new);
}

static void fw_delete_renumbers_down(void **state)
{
    (void)state;
    char *old = real_text("fusion-world");
    char *new = edit(strdup(old), "7-2-7. 自分のリーダーエリア、バトルエリア、エナジーエリアに置かれているレストのカードをすべてアクティブにします。\n\n", "");
    new = shift_lines(new, "7-2-", 8, 13, -1);
    wants ws = {0};
    want_add(&ws, VD_REMOVED, "7-2-7", NULL, -1);
    for (long n = 8; n <= 13; n++) {
        char o[32], w[32];
        snprintf(o, sizeof o, "7-2-%ld", n);
        snprintf(w, sizeof w, "7-2-%ld", n - 1);
        want_add(&ws, VD_RENUMBERED, o, w, 1);
    }
    assert_int_equal(diff_texts("fusion-world", old, new, &ws), 7);
    free(ws.w);
    free(old);
    free(new);
}

/* Re-wrapping, full-width digits and Markdown bold: layout only, nothing normative. */
static void fw_layout_only(void **state)
{
    (void)state;
    char *old = real_text("fusion-world");
    char *new = edit(strdup(old), "ダメージを与えた場合、ダメージを受けたプレイヤーは以下",
                     "ダメージを与えた場合、ダメージを受け\nたプレイヤーは以下");
    new = edit(new, "手札から1枚までをエナジーエリアに置きます。", "手札から１枚までをエナジーエリアに置きます。");
    new = edit(new, "7-2-13. メインフェイズに進みます。", "7-2-13. **メインフェイズ**に進みます。");
    wants ws = {0};
    want_add(&ws, VD_LAYOUT, "14-3-2", "14-3-2", 1);
    want_add(&ws, VD_LAYOUT, "7-2-11", "7-2-11", 1);
    want_add(&ws, VD_LAYOUT, "7-2-13", "7-2-13", 1);
    assert_int_equal(diff_texts("fusion-world", old, new, &ws), 0);
    free(ws.w);
    /* and the layout says what changed */
    doc a, b;
    open_text(&a, "fusion-world", old);
    open_text(&b, "fusion-world", new);
    vdiff d;
    vdiff_compute(&d, &a.index, &b.index);
    assert_int_equal(vdiff_find_old(&d, "14-3-2")->layout, VD_LAY_WRAP);
    assert_int_equal(vdiff_find_old(&d, "7-2-11")->layout, VD_LAY_WIDTH);
    assert_int_equal(vdiff_find_old(&d, "7-2-13")->layout, VD_LAY_BOLD);
    vdiff_free(&d);
    doc_close(&a);
    doc_close(&b);
    free(old);
    free(new);
}

static void fw_heading_typo_fixed(void **state)
{
    (void)state;
    char *new = real_text("fusion-world");
    char *old = edit(strdup(new), "\n7-2. チャージフェイズ\n", "\n7-2. チャージフェーズ\n");
    wants ws = {0};
    want_add(&ws, VD_CHANGED, "7-2", "7-2", 0);
    assert_int_equal(diff_texts("fusion-world", old, new, &ws), 1);
    free(ws.w);
    free(old);
    free(new);
}

/* The history of 1.06: "16-2-6 削除", "16-2-7～16-2-7-1 修正(新 16-2-6)・項目番号変更". */
static void fw_history_renumbering(void **state)
{
    (void)state;
    char *new = real_text("fusion-world");
    char *old = edit(strdup(new), "- 16-2-6. 一番上に置かれているカード1枚のみが移動する場合、",
                     "- 16-2-6. 下に置かれているカードは、上に重ねられているカードの状態に関わらず、常にアクティブ状態として扱われます。\n"
                     "- 16-2-7. 一番上に置かれているカードのみが移動する場合、");
    old = edit(old, "- 16-2-6-1. 下に置かれていたカードに引き継がれる継続効果のうち、",
               "- 16-2-7-1. 下に置かれていたカードに引き継がれる効果のうち、");
    wants ws = {0};
    want_add(&ws, VD_REMOVED, "16-2-6", NULL, -1);
    want_add(&ws, VD_RENUMBERED, "16-2-7", "16-2-6", 0);
    want_add(&ws, VD_RENUMBERED, "16-2-7-1", "16-2-6-1", 0);
    assert_int_equal(diff_texts("fusion-world", old, new, &ws), 3);
    free(ws.w);
    free(old);
    free(new);
}

/* A second checkpoint inserted after 7-2-8 while the clauses on each side are reworded: the
 * gap holds no text unique on both sides, so the alignment that keeps ids decides which of the
 * two identical checkpoints is the old 7-2-8. */
static void fw_repeated_text_tie_broken_by_id(void **state)
{
    (void)state;
    char *old = real_text("fusion-world");
    char *new = shift_lines(strdup(old), "7-2-", 9, 13, 1);
    new = edit(new, "7-2-8. チェックポイントが発生します。\n", "7-2-8. チェックポイントが発生します。\n\n7-2-9. チェックポイントが発生します。\n");
    new = edit(new, "置かれているレストのカードをすべてアクティブにします。", "置かれているレストのカードを1枚ずつアクティブにします。");
    new = edit(new, "ターンプレイヤーがデッキからカードを1枚引きます。", "ターンプレイヤーがデッキの上からカードを1枚引きます。");
    wants ws = {0};
    want_add(&ws, VD_CHANGED, "7-2-7", "7-2-7", 0);
    want_add(&ws, VD_ADDED, NULL, "7-2-9", -1);
    want_add(&ws, VD_RENUMBERED, "7-2-9", "7-2-10", 0);
    for (long n = 10; n <= 13; n++) {
        char o[32], w[32];
        snprintf(o, sizeof o, "7-2-%ld", n);
        snprintf(w, sizeof w, "7-2-%ld", n + 1);
        want_add(&ws, VD_RENUMBERED, o, w, 1);
    }
    assert_int_equal(diff_texts("fusion-world", old, new, &ws), 7);
    free(ws.w);
    free(old);
    free(new);
}

/* A clause moved under another parent: renumbered, and marked moved; its old siblings and
 * new siblings are untouched. */
static void fw_clause_moved_to_another_parent(void **state)
{
    (void)state;
    char *old = real_text("fusion-world");
    doc a;
    open_text(&a, "fusion-world", old);
    char line[2048], moved_line[2048];
    snprintf(line, sizeof line, "%s\n", tu_clause(&a.index, "16-2-5-1")->raw);
    snprintf(moved_line, sizeof moved_line, "- 16-2-6-2.%s\n", strchr(line, '.') + 1);
    moved_line[strlen(moved_line) - 1] = '\0';
    doc_close(&a);
    char *new = edit(strdup(old), line, "");
    char tail_old[2048], tail_new[4096];
    doc b;
    open_text(&b, "fusion-world", old);
    snprintf(tail_old, sizeof tail_old, "%s\n", tu_clause(&b.index, "16-2-6-1")->raw);
    snprintf(tail_new, sizeof tail_new, "%s%s", tail_old, moved_line);
    doc_close(&b);
    new = edit(new, tail_old, tail_new);
    wants ws = {0};
    want_add(&ws, VD_RENUMBERED, "16-2-5-1", "16-2-6-2", 1);
    assert_int_equal(diff_texts("fusion-world", old, new, &ws), 1);
    free(ws.w);
    doc x, y;
    open_text(&x, "fusion-world", old);
    open_text(&y, "fusion-world", new);
    vdiff d;
    vdiff_compute(&d, &x.index, &y.index);
    assert_true(vdiff_find_old(&d, "16-2-5-1")->moved);
    assert_false(vdiff_find_old(&d, "16-2-6-1")->moved);
    vdiff_free(&d);
    doc_close(&x);
    doc_close(&y);
    free(old);
    free(new);
}

/* ---- haikyu-break ---- */

/* ver.1.03 added 1-1-7 デッキ and renumbered 1-1-7…1-1-17 to 1-1-8…1-1-18 (the history says
 * only "【1-1-7】：デッキを追加"); the references †1-1-16 and †1-1-14 kept their old numbers. */
static void hb_deck_definition_inserted(void **state)
{
    (void)state;
    char *new = real_text("haikyu-break");
    const char *at = strstr(new, "\n1-1-7. デッキ\n");
    assert_non_null(at);
    const char *next = strstr(at, "\n1-1-8. ");
    assert_non_null(next);
    char *old = malloc(strlen(new) + 1);
    assert_non_null(old);
    memcpy(old, new, (size_t)(at - new));
    strcpy(old + (at - new), next);
    old = shift_lines(old, "1-1-", 8, 18, -1);
    wants ws = {0};
    want_add(&ws, VD_ADDED, NULL, "1-1-7", -1);
    for (long n = 7; n <= 17; n++) {
        char o[32], w[32];
        snprintf(o, sizeof o, "1-1-%ld", n);
        snprintf(w, sizeof w, "1-1-%ld", n + 1);
        want_add(&ws, VD_RENUMBERED, o, w, 1);
    }
    assert_int_equal(diff_texts("haikyu-break", old, new, &ws), 12);
    free(ws.w);
    free(old);
    free(new);
}

static void hb_reword_delete_and_bold(void **state)
{
    (void)state;
    char *old = real_text("haikyu-break");
    doc a;
    open_text(&a, "haikyu-break", old);
    char line[1024];
    snprintf(line, sizeof line, "%s\n", tu_clause(&a.index, "1-1-5-2")->raw);
    doc_close(&a);
    /* reword 1-1-5-1, delete 1-1-5-2 (a leaf: nothing renumbers), remove a bold marker */
    char *new = edit(strdup(old), "いずれかの領域に置かれているカードのマスターとは、",
                     "いずれかの領域に置かれているカードのマスターとは、原則として");
    new = edit(new, line, "");
    new = edit(new, "**【待機状態†1-1-14】**", "【待機状態†1-1-14】");
    wants ws = {0};
    want_add(&ws, VD_CHANGED, "1-1-5-1", "1-1-5-1", 0);
    want_add(&ws, VD_REMOVED, "1-1-5-2", NULL, -1);
    want_add(&ws, VD_LAYOUT, "1-4-9-2", "1-4-9-2", 1);
    assert_int_equal(diff_texts("haikyu-break", old, new, &ws), 2);
    free(ws.w);
    free(old);
    free(new);
}

/* ---- nivel-arena ---- */

static void na_typos_and_orphan_renumbered(void **state)
{
    (void)state;
    char *old = real_text("nivel-arena");
    char *new = edit(strdup(old), "ット」手のユニットゾーン", "ット」、相手のユニットゾーン");
    new = edit(new, "潜入[数値]と表記します\n", "潜入[数値]と表記します。\n");
    new = edit(new, "\n6.2.3.1.\t", "\n6.2.1.\t");
    wants ws = {0};
    want_add(&ws, VD_CHANGED, "3.5.4", "3.5.4", 0);
    want_add(&ws, VD_CHANGED, "10.2.3.6.1", "10.2.3.6.1", 0);
    want_add(&ws, VD_RENUMBERED, "6.2.3.1", "6.2.1", 1);
    assert_int_equal(diff_texts("nivel-arena", old, new, &ws), 3);
    free(ws.w);
    free(old);
    free(new);
}

static void na_insert_delete_rewrap(void **state)
{
    (void)state;
    char *old = real_text("nivel-arena");
    /* a new 10.2.3.6.2 before the two others, which renumber */
    char *new = shift_lines(strdup(old), "10.2.3.6.", 2, 3, 1);
    new = edit(new, "\n10.2.3.6.3.\tそのユニットが攻撃を宣言した",
               "\n10.2.3.6.2.\t潜入を持つユニットは、ブロックされません。\n\n10.2.3.6.3.\tそのユニットが攻撃を宣言した");
    /* 3.5.4.1 re-wrapped at another point */
    new = edit(new, "有します。自分の\n\nユニットゾーンと", "有します。自分のユニット\n\nゾーンと");
    /* 3.5.4.2 deleted: a leaf, last of its siblings */
    new = edit(new, "3.5.4.2.\t 自分のユニットゾーンにユニットがあり、同レーンの相手\n\nのユニットゾーンに相手のユニットがある場合、相手のユ\n\nニットを自分のユニットの「対向ユニット」と呼びます。\n\n", "");
    wants ws = {0};
    want_add(&ws, VD_ADDED, NULL, "10.2.3.6.2", -1);
    want_add(&ws, VD_RENUMBERED, "10.2.3.6.2", "10.2.3.6.3", 1);
    want_add(&ws, VD_RENUMBERED, "10.2.3.6.3", "10.2.3.6.4", 1);
    want_add(&ws, VD_LAYOUT, "3.5.4.1", "3.5.4.1", 1);
    want_add(&ws, VD_REMOVED, "3.5.4.2", NULL, -1);
    assert_int_equal(diff_texts("nivel-arena", old, new, &ws), 4);
    free(ws.w);
    free(old);
    free(new);
}

/* ---- lycee ---- */

/* A commentary paragraph added: one new note, nothing normative. */
static void ly_notes_added(void **state)
{
    (void)state;
    char *old = real_text("lycee");
    char *new = edit(strdup(old), " 3.1に戻ります。\n", " 3.1に戻ります。\n\n[NOTES]\n 手札調整で破棄するカードは、手札の持ち主が選びます。\n");
    wants ws = {0};
    want_add(&ws, VD_ADDED, NULL, "0523/手札調整~n1", -1);
    assert_int_equal(diff_texts("lycee", old, new, &ws), 0);
    free(ws.w);
    free(old);
    free(new);
}

static void ly_step_inserted_and_reworded(void **state)
{
    (void)state;
    char *old = real_text("lycee");
    char *new = edit(strdup(old), " 2.自分の手札のカード1枚を破棄します。\n 3.1に戻ります。\n",
                     " 2.相手に手札の枚数を公開します。\n 3.自分の手札のカード1枚を破棄します。\n 4.1に戻ります。\n");
    new = edit(new, "7枚以下の場合は手札調整を終了します。", "6枚以下の場合は手札調整を終了します。");
    wants ws = {0};
    want_add(&ws, VD_CHANGED, "0523/手札調整#1", "0523/手札調整#1", 0);
    want_add(&ws, VD_ADDED, NULL, "0523/手札調整#2", -1);
    want_add(&ws, VD_RENUMBERED, "0523/手札調整#2", "0523/手札調整#3", 1);
    want_add(&ws, VD_RENUMBERED, "0523/手札調整#3", "0523/手札調整#4", 1);
    assert_int_equal(diff_texts("lycee", old, new, &ws), 4);
    free(ws.w);
    free(old);
    free(new);
}

/* Ids below a section are printed labels: fixing a typo in a ○ heading renames the clause
 * and its steps, which the diff pairs by text (the steps keep theirs). */
static void ly_heading_typo_fixed(void **state)
{
    (void)state;
    char *new = real_text("lycee");
    char *old = edit(strdup(new), "\n○手札調整\n", "\n○手札調節\n");
    char *rewrapped = edit(strdup(new), "を基準とし、本文書の信頼性は", "を基準とし、\n本文書の信頼性は");
    wants ws = {0};
    want_add(&ws, VD_RENUMBERED, "0523/手札調節", "0523/手札調整", 0);
    want_add(&ws, VD_RENUMBERED, "0523/手札調節#1", "0523/手札調整#1", 1);
    want_add(&ws, VD_RENUMBERED, "0523/手札調節#2", "0523/手札調整#2", 1);
    want_add(&ws, VD_RENUMBERED, "0523/手札調節#3", "0523/手札調整#3", 1);
    assert_int_equal(diff_texts("lycee", old, new, &ws), 4);
    free(ws.w);
    /* a re-wrapped paragraph alone: layout */
    wants wl = {0};
    want_add(&wl, VD_LAYOUT, "0001/拘束力", "0001/拘束力", 1);
    assert_int_equal(diff_texts("lycee", new, rewrapped, &wl), 0);
    free(wl.w);
    free(old);
    free(new);
    free(rewrapped);
}

/* ---- bushiroad-floor ---- */

/* The two ▼ branches of 第7章's penalty table swapped: each branch and its level rows keep
 * their text under the other branch number. */
static void bf_penalty_rows_moved(void **state)
{
    (void)state;
    char *old = real_text("bushiroad-floor");
    char *new = edit(strdup(old),
                     "▼違反が相手のカードに起因する場合\n\nレベル1:\t口頭注意\nレベル2以上:\t口頭注意～警告\n\n"
                     "▼違反が自分のカードに起因する場合\n\nレベル1:\t口頭注意～警告\nレベル2以上:\t警告\n",
                     "▼違反が自分のカードに起因する場合\n\nレベル1:\t口頭注意～警告\nレベル2以上:\t警告\n\n"
                     "▼違反が相手のカードに起因する場合\n\nレベル1:\t口頭注意\nレベル2以上:\t口頭注意～警告\n");
    wants ws = {0};
    static const char *const tail[] = {"", ".L1", ".L2+"};
    for (int b = 1; b <= 2; b++)
        for (int t = 0; t < 3; t++) {
            char o[64], w[64];
            snprintf(o, sizeof o, "PG.3.7~t1.B%d%s", b, tail[t]);
            snprintf(w, sizeof w, "PG.3.7~t1.B%d%s", 3 - b, tail[t]);
            want_add(&ws, VD_RENUMBERED, o, w, 1);
        }
    assert_int_equal(diff_texts("bushiroad-floor", old, new, &ws), 6);
    free(ws.w);
    free(old);
    free(new);
}

static void bf_reword_and_rewrap(void **state)
{
    (void)state;
    char *old = real_text("bushiroad-floor");
    char *new = edit(strdup(old), "小数第3位を切り捨てます。また、この数値が0.33未満",
                     "小数第3位を切り捨てます。また、この数値が0.30未満");
    new = edit(new, "開始時間\n\nから遅れて", "開始時間から遅れて");
    new = edit(new, "\n第7章 過失によって違反の見逃しを行った\n", "\n第7章 過失によって違反の見逃しを行なった\n");
    wants ws = {0};
    want_add(&ws, VD_CHANGED, "FR.3.2.1.2#1", "FR.3.2.1.2#1", 0);
    want_add(&ws, VD_LAYOUT, "FR.1.2.1~h4~p1", "FR.1.2.1~h4~p1", 1);
    want_add(&ws, VD_CHANGED, "PG.3.7", "PG.3.7", 0);
    assert_int_equal(diff_texts("bushiroad-floor", old, new, &ws), 2);
    free(ws.w);
    free(old);
    free(new);
}

/* A paragraph inserted at the head of 第7章's text: the paragraph ordinals after it shift. */
static void bf_paragraph_inserted(void **state)
{
    (void)state;
    char *old = real_text("bushiroad-floor");
    char *new = edit(strdup(old), "レベル2以上:\t警告\n\n大会に於いて、適正なプレイが行われることに関する責任は、",
                     "レベル2以上:\t警告\n\nこの罰則は、違反を見逃したファイターに与えられます。\n\n"
                     "大会に於いて、適正なプレイが行われることに関する責任は、");
    wants ws = {0};
    want_add(&ws, VD_ADDED, NULL, "PG.3.7~p1", -1);
    want_add(&ws, VD_RENUMBERED, "PG.3.7~p1", "PG.3.7~p2", 1);
    want_add(&ws, VD_RENUMBERED, "PG.3.7~p2", "PG.3.7~p3", 1);
    want_add(&ws, VD_RENUMBERED, "PG.3.7~p3", "PG.3.7~p4", 1);
    assert_int_equal(diff_texts("bushiroad-floor", old, new, &ws), 4);
    free(ws.w);
    free(old);
    free(new);
}

/* ---- the change history against the diff ---- */

typedef struct hist_pair {
    doc a, b;
    vdiff d;
    vdh_report h;
} hist_pair;

static void hist_open(hist_pair *p, const char *slug, const char *old_text, const char *new_text)
{
    open_text(&p->a, slug, old_text);
    open_text(&p->b, slug, new_text);
    vdiff_compute(&p->d, &p->a.index, &p->b.index);
    vdh_check(&p->h, &p->d);
}

static void hist_close(hist_pair *p)
{
    vdh_free(&p->h);
    vdiff_free(&p->d);
    doc_close(&p->a);
    doc_close(&p->b);
}

static size_t count_kind(const vdh_report *h, vdh_kind k)
{
    size_t n = 0;
    for (size_t i = 0; i < h->nfindings; i++)
        n += h->finding[i].kind == k;
    return n;
}

static bool has_entry_finding(const vdh_report *h, vdh_kind k, const char *first)
{
    for (size_t i = 0; i < h->nfindings; i++)
        if (h->finding[i].kind == k && h->finding[i].entry->first && strcmp(h->finding[i].entry->first, first) == 0)
            return true;
    return false;
}

/* haikyu-break 1.02 rebuilt from 1.03: without 1-1-7 (the rest renumbered down), with 7-9-1's
 * text before its rewording, and without the 1.03 history line. The 1.03 entries 1-1-7 and
 * 7-9 are confirmed by the diff; 7-10, 9-7, 9-8, 11-3 are not (this rebuilt 1.02 already has
 * them); the renumbering of 1-1-7…1-1-17 is in no entry. */
static void hist_haikyu_1_03(void **state)
{
    (void)state;
    char *new = real_text("haikyu-break");
    const char *at = strstr(new, "\n1-1-7. デッキ\n"), *next = at ? strstr(at, "\n1-1-8. ") : NULL;
    assert_non_null(next);
    char *old = malloc(strlen(new) + 1);
    assert_non_null(old);
    memcpy(old, new, (size_t)(at - new));
    strcpy(old + (at - new), next);
    old = shift_lines(old, "1-1-", 8, 18, -1);
    old = edit(old, "この処理は同じカード名単位ではなく、それぞれ個別のカード単位で処理されます。", "");
    char *cut = strstr(old, "\n2026/02/12 ver.1.03 適用");
    assert_non_null(cut);
    cut[1] = '\0';
    hist_pair p;
    hist_open(&p, "haikyu-break", old, new);
    assert_int_equal(p.h.new_entries, 7);     /* the release line and its six items */
    assert_int_equal(p.h.naming_entries, 6);
    assert_int_equal(count_kind(&p.h, VDH_ENTRY_UNCHANGED), 4);
    static const char *const unconfirmed[] = {"7-10", "9-7", "9-8", "11-3"};
    for (size_t k = 0; k < 4; k++)
        assert_true(has_entry_finding(&p.h, VDH_ENTRY_UNCHANGED, unconfirmed[k]));
    assert_int_equal(count_kind(&p.h, VDH_CHANGE_UNLOGGED), 11);
    for (size_t i = 0; i < p.h.nfindings; i++)
        if (p.h.finding[i].kind == VDH_CHANGE_UNLOGGED)
            assert_int_equal(p.h.finding[i].change->status, VD_RENUMBERED);
    assert_int_equal(p.h.nfindings, 15);
    hist_close(&p);
    free(old);
    free(new);
}

/* fusion-world 1.05 rebuilt from 1.06: the 16-2 renumbering undone, 15-12-5 before its
 * modification, the 1.06 history block removed. Those three entries are confirmed; the other
 * eleven 1.06 entries name clauses this rebuilt 1.05 already has as in 1.06. */
static void hist_fusion_world_1_06(void **state)
{
    (void)state;
    char *new = real_text("fusion-world");
    char *old = edit(strdup(new), "- 16-2-6. 一番上に置かれているカード1枚のみが移動する場合、",
                     "- 16-2-6. 下に置かれているカードは、上に重ねられているカードの状態に関わらず、常にアクティブ状態として扱われます。\n"
                     "- 16-2-7. 一番上に置かれているカードのみが移動する場合、");
    old = edit(old, "- 16-2-6-1. 下に置かれていたカードに引き継がれる継続効果のうち、",
               "- 16-2-7-1. 下に置かれていたカードに引き継がれる効果のうち、");
    old = edit(old, "15-12-5. 【進化】の効果を解決する場合、", "15-12-5. 【進化】を解決する場合、");
    char *cut = strstr(old, "\n2026/03/01 ver. 1.06 適用");
    assert_non_null(cut);
    cut[1] = '\0';
    hist_pair p;
    hist_open(&p, "fusion-world", old, new);
    size_t expected = 0;
    for (size_t k = 0; k < p.b.index.nhist; k++) {
        const hist_entry *e = &p.b.index.hist[k];
        if (strcmp(e->version, "1.06") != 0 || !e->first)
            continue;
        bool confirmed = strcmp(e->first, "15-12-5") == 0 || strcmp(e->first, "16-2-6") == 0 ||
                         strcmp(e->first, "16-2-7") == 0;
        if (!confirmed) {
            assert_true(has_entry_finding(&p.h, VDH_ENTRY_UNCHANGED, e->first));
            expected++;
        }
    }
    assert_int_equal(expected, 11);
    assert_int_equal(p.h.naming_entries, 14);
    assert_int_equal(p.h.nfindings, 11); /* no unlogged change: all four are in the history */
    assert_int_equal(p.d.normative_changes, 4);
    hist_close(&p);
    free(old);
    free(new);
}

static void hist_no_entry_and_unattributed(void **state)
{
    (void)state;
    /* a rewording with no history entry at all */
    char *old = real_text("fusion-world");
    char *new = edit(strdup(old), "ターンプレイヤーがデッキからカードを1枚引きます。",
                     "ターンプレイヤーがデッキからカードを2枚引きます。");
    hist_pair p;
    hist_open(&p, "fusion-world", old, new);
    assert_int_equal(p.h.nfindings, 1);
    assert_int_equal(p.h.finding[0].kind, VDH_NO_NEW_ENTRY);
    hist_close(&p);
    free(old);
    free(new);
    /* bushiroad-floor's history names versions only; its new row is history, not a rule */
    old = real_text("bushiroad-floor");
    new = edit(strdup(old), "2024年9月17日 ver.1.2.6 改訂\n", "2024年9月17日 ver.1.2.6 改訂\n\n2025年3月1日 ver.1.2.7 改訂\n");
    new = edit(new, "小数第3位を切り捨てます。また、この数値が0.33未満", "小数第3位を切り捨てます。また、この数値が0.30未満");
    hist_open(&p, "bushiroad-floor", old, new);
    assert_int_equal(p.d.count[VD_ADDED], 1);
    assert_int_equal(p.d.count[VD_CHANGED], 1);
    assert_int_equal(p.d.normative_changes, 1);
    assert_false(vdiff_of_new(&p.d, cidx_find(&p.b.index, "HX#1.2.7"))->normative);
    assert_int_equal(p.h.new_entries, 1);
    assert_int_equal(p.h.nfindings, 1);
    assert_int_equal(p.h.finding[0].kind, VDH_UNATTRIBUTED);
    hist_close(&p);
    free(old);
    free(new);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(text_japanese_change),
        cmocka_unit_test(text_random_against_reference),
        cmocka_unit_test(round_trip_every_document),
        cmocka_unit_test(fw_checkpoints_are_twenty),
        cmocka_unit_test(fw_reword),
        cmocka_unit_test(fw_insert_step_and_checkpoint),
        cmocka_unit_test(fw_insert_section_renumbers_checkpoints),
        cmocka_unit_test(fw_delete_renumbers_down),
        cmocka_unit_test(fw_layout_only),
        cmocka_unit_test(fw_heading_typo_fixed),
        cmocka_unit_test(fw_history_renumbering),
        cmocka_unit_test(fw_repeated_text_tie_broken_by_id),
        cmocka_unit_test(fw_clause_moved_to_another_parent),
        cmocka_unit_test(hb_deck_definition_inserted),
        cmocka_unit_test(hb_reword_delete_and_bold),
        cmocka_unit_test(na_typos_and_orphan_renumbered),
        cmocka_unit_test(na_insert_delete_rewrap),
        cmocka_unit_test(ly_notes_added),
        cmocka_unit_test(ly_step_inserted_and_reworded),
        cmocka_unit_test(ly_heading_typo_fixed),
        cmocka_unit_test(bf_penalty_rows_moved),
        cmocka_unit_test(bf_reword_and_rewrap),
        cmocka_unit_test(bf_paragraph_inserted),
        cmocka_unit_test(hist_haikyu_1_03),
        cmocka_unit_test(hist_fusion_world_1_06),
        cmocka_unit_test(hist_no_entry_and_unattributed),
    };
    return cmocka_run_group_tests(tests, group_setup, group_teardown);
}
