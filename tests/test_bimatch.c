/* test_bimatch.c — the maximum matching (util/bimatch.h): it finds a pairing the greedy first
 * choice misses, keeps a start it is given, never gives an observed item twice, and says how
 * many expected items it could pair. */
#include "util/bimatch.h"

#include <setjmp.h>
#include <stdarg.h>
#include <stdint.h>
#include <cmocka.h>

/* A relation as rows of characters: rel[i][j] == 'x' when expected i may take observed j. */
typedef struct {
    const char *const *rel;
    int calls;
} relation;

static bool rel_fits(void *ctx, size_t i, size_t j)
{
    relation *r = ctx;
    r->calls++;
    return r->rel[i][j] == 'x';
}

static void owners_are_a_matching(const char *const *rel, size_t k, const size_t *owner)
{
    for (size_t j = 0; j < k; j++)
        if (owner[j] != SIZE_MAX)
            assert_true(rel[owner[j]][j] == 'x');
}

static void finds_what_the_first_choice_misses(void **state)
{
    (void)state;
    /* 0 may take 0 or 1, 1 only 0, 2 only 1... a greedy 0->0 strands 1; the matching moves 0. */
    const char *const rel[] = {"xx.", "x..", ".xx"};
    relation r = {rel, 0};
    size_t owner[3] = {SIZE_MAX, SIZE_MAX, SIZE_MAX};
    assert_int_equal(bimatch(3, 3, rel_fits, &r, owner), 3);
    owners_are_a_matching(rel, 3, owner);
    assert_int_equal(owner[0], 1);
    assert_int_equal(owner[1], 0);
    assert_int_equal(owner[2], 2);
}

static void says_how_many_it_pairs(void **state)
{
    (void)state;
    /* Expected 0 and 1 both want only observed 0: one of them is left. */
    const char *const rel[] = {"x.", "x.", ".x"};
    relation r = {rel, 0};
    size_t owner[2] = {SIZE_MAX, SIZE_MAX};
    assert_int_equal(bimatch(3, 2, rel_fits, &r, owner), 2);
    owners_are_a_matching(rel, 2, owner);
    assert_int_equal(owner[0], 0);          /* the first comer keeps it */
    assert_int_equal(owner[1], 2);
    size_t none[1] = {SIZE_MAX};
    assert_int_equal(bimatch(0, 1, rel_fits, &r, none), 0);
    assert_int_equal(none[0], SIZE_MAX);
    assert_int_equal(bimatch(2, 0, rel_fits, &r, NULL), 0);
}

static void keeps_a_start_and_extends_it(void **state)
{
    (void)state;
    const char *const rel[] = {"xx.", "x..", ".xx"};
    relation r = {rel, 0};
    /* Expected 2 already holds observed 2: only 0 and 1 are placed, around it. */
    size_t owner[3] = {SIZE_MAX, SIZE_MAX, 2};
    assert_int_equal(bimatch(3, 3, rel_fits, &r, owner), 3);
    owners_are_a_matching(rel, 3, owner);
    assert_int_equal(owner[2], 2);
    /* A start naming an item out of range, or one item twice, is dropped, not trusted. */
    size_t odd[3] = {7, 1, 1};
    const char *const all[] = {"xxx", "xxx", "xxx"};
    relation a = {all, 0};
    assert_int_equal(bimatch(3, 3, rel_fits, &a, odd), 3);
    assert_true(odd[0] != odd[1] && odd[1] != odd[2] && odd[0] != odd[2]);
    /* A complete start asks nothing. */
    size_t done[3] = {0, 1, 2};
    a.calls = 0;
    assert_int_equal(bimatch(3, 3, rel_fits, &a, done), 3);
    assert_int_equal(a.calls, 0);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(finds_what_the_first_choice_misses),
        cmocka_unit_test(says_how_many_it_pairs),
        cmocka_unit_test(keeps_a_start_and_extends_it),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
