/* test_pairing_scale.c — the engine's rematch-free pairing (bf_pair_avoiding_rematches, BF-PAIR:
 * "the first rematch-free pairing in backtracking order", else 1–2, 3–4, …) against references
 * written here: on small inputs, every pairing enumerated and the lexicographically first
 * rematch-free one taken; on medium ones, the documented backtracking itself; and large
 * adversarial instances, where plain backtracking never ends, worked out by hand. Inputs are
 * built to be hard: the fighters at the end of the order have met nearly everyone, near
 * neighbours in the order have met, and sets with no rematch-free pairing at all. */
#include "engine/bushiroad_floor/floor_internal.h"

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <cmocka.h>

/* --- an instance: fighters 0..n-1, who has met whom, the order to pair them in -------------- */

typedef struct instance {
    size_t n;
    bool *met;           /* n x n, by fighter */
    int *order;          /* order[k]: the fighter in position k */
} instance;

static uint32_t rng = 2026;

static uint32_t next_random(void)
{
    rng ^= rng << 13;
    rng ^= rng >> 17;
    rng ^= rng << 5;
    return rng;
}

static bool chance(unsigned percent)
{
    return next_random() % 100 < percent;
}

static instance instance_new(size_t n)
{
    instance in = {n, calloc(n * n + 1, sizeof(bool)), calloc(n ? n : 1, sizeof(int))};
    assert_non_null(in.met);
    assert_non_null(in.order);
    for (size_t k = 0; k < n; k++)
        in.order[k] = (int)k;
    return in;
}

static void instance_free(instance *in)
{
    free(in->met);
    free(in->order);
}

/* Fighters in positions a and b of the order have met. */
static void meet(instance *in, size_t a, size_t b)
{
    int x = in->order[a], y = in->order[b];
    in->met[(size_t)x * in->n + (size_t)y] = in->met[(size_t)y * in->n + (size_t)x] = true;
}

static bool have_met(const instance *in, size_t a, size_t b)
{
    return in->met[(size_t)in->order[a] * in->n + (size_t)in->order[b]];
}

static void shuffle_order(instance *in)
{
    for (size_t i = in->n; i-- > 1;) {
        size_t j = next_random() % (uint32_t)(i + 1);
        int tmp = in->order[i];
        in->order[i] = in->order[j];
        in->order[j] = tmp;
    }
}

/* The kinds of hard input, by position in the order. */
enum { RANDOM, DENSE_TAIL, NEIGHBOURS, TOP_NEEDED, ODD_ISLAND, KINDS };

static void make_kind(instance *in, int kind)
{
    size_t n = in->n;
    unsigned density = next_random() % 90;
    size_t tail = n / 2 + next_random() % (n / 2 + 1);
    size_t need = 1 + next_random() % (n / 2);
    for (size_t a = 0; a < n; a++)
        for (size_t b = a + 1; b < n; b++) {
            bool m = false;
            switch (kind) {
            case RANDOM:      /* any density */
                m = chance(density);
                break;
            case DENSE_TAIL:  /* the low-placed fighters have (nearly) all met */
                m = a >= n - tail ? chance(95) : chance(density / 3);
                break;
            case NEIGHBOURS:  /* near neighbours in the order have met, as in a Swiss */
                m = b - a <= 1 + density / 15 ? chance(95) : chance(density / 5);
                break;
            case TOP_NEEDED:  /* the last `need` met everyone but the first `need` */
                m = b >= n - need && (a >= need || chance(20)) ? true : chance(density / 4);
                break;
            case ODD_ISLAND:  /* an odd set that has met everyone outside it, almost */
                m = (a < need) != (b < need) ? chance(97) : chance(density / 4);
                break;
            }
            if (m)
                meet(in, a, b);
        }
}

/* --- the engine's answer ----------------------------------------------------------------- */

/* The tables of positions the engine pairs, as 2 * n/2 positions. */
static void engine_pairing(const instance *in, int *tab)
{
    bf_tournament t;
    memset(&t, 0, sizeof t);
    t.n = in->n;
    t.f = calloc(in->n ? in->n : 1, sizeof *t.f);
    bf_round rd;
    memset(&rd, 0, sizeof rd);
    rd.tables = calloc(in->n * in->n + 1, sizeof *rd.tables);
    assert_non_null(t.f);
    assert_non_null(rd.tables);
    for (size_t x = 0; x < in->n; x++)
        for (size_t y = x + 1; y < in->n; y++)
            if (in->met[x * in->n + y]) {
                rd.tables[rd.ntables].a = (int)x;
                rd.tables[rd.ntables].b = (int)y;
                rd.ntables++;
            }
    t.round = &rd;
    t.nround = 1;
    bf_pairing p;
    bf_pairing_init(&p, in->n);
    bf_pair_avoiding_rematches(&t, in->order, in->n, &p);
    assert_int_equal(p.ntables, in->n / 2);
    assert_int_equal(p.nbyes, 0);
    int *pos = calloc(in->n ? in->n : 1, sizeof *pos);
    assert_non_null(pos);
    for (size_t k = 0; k < in->n; k++)
        pos[in->order[k]] = (int)k;
    for (size_t k = 0; k < 2 * p.ntables; k++)
        tab[k] = pos[p.tab[k]];
    free(pos);
    bf_pairing_free(&p);
    free(rd.tables);
    free(t.f);
}

static void expect_tables(const instance *in, const int *want, const char *what)
{
    int *got = calloc(in->n + 1, sizeof *got);
    assert_non_null(got);
    engine_pairing(in, got);
    for (size_t k = 0; k < in->n; k++)
        if (got[k] != want[k])
            fail_msg("%s, n = %zu: table %zu is (%d, %d), the reference pairs (%d, %d)", what,
                     in->n, k / 2 + 1, got[k & ~(size_t)1], got[k | 1], want[k & ~(size_t)1],
                     want[k | 1]);
    free(got);
}

static void in_order(size_t n, int *tab)
{
    for (size_t k = 0; k < n; k++)
        tab[k] = (int)k;
}

/* --- reference 1: every pairing enumerated ----------------------------------------------- */

/* Tables in backtracking form (each table's first position the smallest left, tables in that
 * order) compared as sequences: backtracking order is lexicographic order of that sequence. */
typedef struct enumeration {
    const instance *in;
    bool *used;
    int *cur;            /* the pairing being built */
    int *best;           /* the smallest rematch-free pairing so far */
    bool found;
} enumeration;

static bool rematch_free(const enumeration *e)
{
    for (size_t k = 0; k < e->in->n; k += 2)
        if (have_met(e->in, (size_t)e->cur[k], (size_t)e->cur[k + 1]))
            return false;
    return true;
}

static bool smaller(const int *a, const int *b, size_t n)
{
    for (size_t k = 0; k < n; k++)
        if (a[k] != b[k])
            return a[k] < b[k];
    return false;
}

/* All pairings of the positions not used, every one reaching the check. */
static void enumerate(enumeration *e, size_t depth)
{
    size_t n = e->in->n;
    if (depth == n) {
        if (rematch_free(e) && (!e->found || smaller(e->cur, e->best, n))) {
            memcpy(e->best, e->cur, n * sizeof *e->cur);
            e->found = true;
        }
        return;
    }
    size_t i = 0;
    while (e->used[i])
        i++;
    e->used[i] = true;
    for (size_t j = 0; j < n; j++) {
        if (e->used[j])
            continue;
        e->used[j] = true;
        e->cur[depth] = (int)i;
        e->cur[depth + 1] = (int)j;
        enumerate(e, depth + 2);
        e->used[j] = false;
    }
    e->used[i] = false;
}

static void enumerated_reference(const instance *in, int *tab)
{
    enumeration e = {in, calloc(in->n + 1, sizeof(bool)), calloc(in->n + 1, sizeof(int)), tab,
                     false};
    assert_non_null(e.used);
    assert_non_null(e.cur);
    enumerate(&e, 0);
    if (!e.found)
        in_order(in->n, tab);
    free(e.used);
    free(e.cur);
}

static void every_pairing_enumerated_agrees(void **state)
{
    (void)state;
    size_t checked = 0, unpairable = 0;
    for (size_t n = 0; n <= 12; n += 2) {
        int rounds = n <= 8 ? 400 : n == 10 ? 150 : 40;
        for (int kind = 0; kind < KINDS; kind++)
            for (int r = 0; r < rounds; r++) {
                instance in = instance_new(n);
                if (r % 2)
                    shuffle_order(&in);
                if (n)
                    make_kind(&in, kind);
                int want[12];
                enumerated_reference(&in, want);
                bool paired_in_order = true;
                for (size_t k = 0; k < n; k++)
                    paired_in_order = paired_in_order && want[k] == (int)k;
                unpairable += paired_in_order && n >= 2 && have_met(&in, 0, 1);
                expect_tables(&in, want, "against the enumeration");
                checked++;
                instance_free(&in);
            }
    }
    /* the inputs must exercise both outcomes */
    assert_true(unpairable > 100);
    assert_true(checked - unpairable > 1000);
}

/* --- reference 2: the documented backtracking -------------------------------------------- */

/* "The first unpaired fighter takes the earliest unpaired fighter it has not met such that the
 * rest can still be paired without rematches", as a recursion. */
static bool backtrack(const instance *in, bool *used, int *tab, size_t depth)
{
    size_t n = in->n, i = 0;
    while (i < n && used[i])
        i++;
    if (i == n)
        return true;
    used[i] = true;
    for (size_t j = i + 1; j < n; j++) {
        if (used[j] || have_met(in, i, j))
            continue;
        used[j] = true;
        tab[depth] = (int)i;
        tab[depth + 1] = (int)j;
        if (backtrack(in, used, tab, depth + 2))
            return true;
        used[j] = false;
    }
    used[i] = false;
    return false;
}

static void documented_backtracking_agrees(void **state)
{
    (void)state;
    /* Medium sizes, with inputs on which backtracking itself ends quickly: sparse enough that
     * a rematch-free pairing exists and dead ends are found near the leaves. */
    for (size_t n = 14; n <= 40; n += 2)
        for (int r = 0; r < 60; r++) {
            instance in = instance_new(n);
            if (r % 2)
                shuffle_order(&in);
            unsigned density = 5 + next_random() % 30;
            for (size_t a = 0; a < n; a++)
                for (size_t b = a + 1; b < n; b++)
                    if (b - a <= 2 ? chance(90) : chance(density))
                        meet(&in, a, b);
            int want[40];
            bool used[40] = {false};
            if (!backtrack(&in, used, want, 0))
                in_order(n, want);
            expect_tables(&in, want, "against the documented backtracking");
            instance_free(&in);
        }
}

/* --- large adversarial instances --------------------------------------------------------- */

/* The last three have met each other and everyone but the first three. The rest can be paired
 * only if the first three take the last three, so fighter 0 passes over 1 … n-4 (each choice
 * leaves three fighters with two possible partners) and takes n-3; then 1 takes n-2 and 2 takes
 * n-1 by the same count, and 3 … n-4 pair in order. Plain backtracking explores every pairing
 * of the middle before it learns that 0–1 fails. */
static void top_three_needed(void **state)
{
    (void)state;
    size_t sizes[] = {16, 64, 1024};
    for (size_t s = 0; s < sizeof sizes / sizeof *sizes; s++) {
        size_t n = sizes[s];
        instance in = instance_new(n);
        shuffle_order(&in);
        for (size_t a = 0; a < n; a++)
            for (size_t b = n - 3; b < n; b++)
                if (a != b && (a >= 3 || a >= n - 3))
                    meet(&in, a, b);
        int *want = calloc(n, sizeof *want);
        assert_non_null(want);
        for (size_t k = 0; k < 3; k++) {
            want[2 * k] = (int)k;
            want[2 * k + 1] = (int)(n - 3 + k);
        }
        for (size_t k = 6; k < n; k++)
            want[k] = (int)(k - 3);
        alarm(120);  /* an exponential search fails the test instead of hanging it */
        expect_tables(&in, want, "the top three needed");
        alarm(0);
        free(want);
        instance_free(&in);
    }
}

/* The last three have met each other and everyone but fighter 0: three fighters with one possible
 * partner, so no rematch-free pairing exists and the order is paired 1–2, 3–4, … */
static void no_pairing_exists(void **state)
{
    (void)state;
    size_t n = 1024;
    instance in = instance_new(n);
    shuffle_order(&in);
    for (size_t a = 1; a < n; a++)
        for (size_t b = n - 3; b < n; b++)
            if (a != b)
                meet(&in, a, b);
    int *want = calloc(n, sizeof *want);
    assert_non_null(want);
    in_order(n, want);
    alarm(120);
    expect_tables(&in, want, "no rematch-free pairing");
    alarm(0);
    free(want);
    instance_free(&in);
}

/* Every fighter has met the ten before and after it in the order, and the last 40 have all met
 * each other: the shape of a late Swiss round. The engine's pairing must be rematch-free and
 * complete, and its first table 0–11: 11 is the first fighter 0 has not met, and the rest still
 * pairs (the witness below: the last 40, 984 + k, with 100 + k; 140 … 983 as i with i + 422;
 * the 98 others, listed in order, the k-th with the (k + 49)-th — every table at distance > 10
 * and never two of the last 40). */
static void large_swiss_like_instance(void **state)
{
    (void)state;
    enum { N = 1024, TAIL = 40, NEAR = 10 };
    instance in = instance_new(N);
    shuffle_order(&in);
    for (size_t a = 0; a < N; a++)
        for (size_t b = a + 1; b < N && b - a <= NEAR; b++)
            meet(&in, a, b);
    for (size_t a = N - TAIL; a < N; a++)
        for (size_t b = a + 1; b < N; b++)
            meet(&in, a, b);

    int witness[N], others[N];
    size_t w = 0, m = 0;
    witness[w++] = 0;
    witness[w++] = 11;
    for (int k = 0; k < TAIL; k++) {
        witness[w++] = 100 + k;
        witness[w++] = N - TAIL + k;
    }
    for (int i = 140; i < 140 + 422; i++) {
        witness[w++] = i;
        witness[w++] = i + 422;
    }
    for (int i = 1; i < 100; i++)
        if (i != 11)
            others[m++] = i;
    assert_int_equal(m, 98);
    for (size_t k = 0; k < 49; k++) {
        witness[w++] = others[k];
        witness[w++] = others[k + 49];
    }
    assert_int_equal(w, N);
    bool seen[N] = {false};
    for (size_t k = 0; k < N; k += 2) {  /* the witness is a rematch-free pairing */
        assert_false(have_met(&in, (size_t)witness[k], (size_t)witness[k + 1]));
        assert_false(seen[witness[k]] || seen[witness[k + 1]]);
        seen[witness[k]] = seen[witness[k + 1]] = true;
    }

    int got[N];
    alarm(120);
    engine_pairing(&in, got);
    alarm(0);
    memset(seen, 0, sizeof seen);
    for (size_t k = 0; k < N; k += 2) {
        assert_false(have_met(&in, (size_t)got[k], (size_t)got[k + 1]));
        assert_false(seen[got[k]] || seen[got[k + 1]]);
        seen[got[k]] = seen[got[k + 1]] = true;
    }
    assert_int_equal(got[0], 0);
    assert_int_equal(got[1], 11);
    instance_free(&in);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(every_pairing_enumerated_agrees),
        cmocka_unit_test(documented_backtracking_agrees),
        cmocka_unit_test(top_three_needed),
        cmocka_unit_test(no_pairing_exists),
        cmocka_unit_test(large_swiss_like_instance),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
