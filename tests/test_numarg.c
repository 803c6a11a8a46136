/* test_numarg.c — numbers given on a command line (util/numarg.h): what strtoull and strtod let
 * through ("-1", overflow, "nan", "inf", trailing text) is refused; ranges and suffixes hold. */
#include "util/numarg.h"

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <cmocka.h>

static void counts_are_digits_in_range(void **state)
{
    (void)state;
    unsigned long long v = 0;
    assert_true(numarg_count("16", 1, 4096, &v));
    assert_int_equal(v, 16);
    const char *bad[] = {"", "-1", "+1", " 1", "1 ", "0x10", "1e3", "0", "4097",
                         "18446744073709551616", "99999999999999999999999"};
    for (size_t i = 0; i < sizeof bad / sizeof *bad; i++)
        assert_false(numarg_count(bad[i], 1, 4096, &v));
    assert_false(numarg_count(NULL, 0, 1, &v));
    assert_true(numarg_count("18446744073709551615", 0, ~0ULL, &v));
}

static void bytes_take_binary_suffixes(void **state)
{
    (void)state;
    unsigned long long v = 0;
    assert_true(numarg_bytes("64M", 1, ~0ULL, &v));
    assert_int_equal(v, 64ULL << 20);
    assert_true(numarg_bytes("2K", 1, ~0ULL, &v));
    assert_int_equal(v, 2048);
    assert_true(numarg_bytes("1G", 1, ~0ULL, &v));
    assert_int_equal(v, 1ULL << 30);
    const char *bad[] = {"", "-1", "1KB", "K", "1k", "1 M", "18446744073709551616",
                         "17179869184G"};
    for (size_t i = 0; i < sizeof bad / sizeof *bad; i++)
        assert_false(numarg_bytes(bad[i], 1, ~0ULL, &v));
    assert_false(numarg_bytes("63", 64, 100, &v));
}

static void seconds_are_finite_and_in_range(void **state)
{
    (void)state;
    double v = 0;
    assert_true(numarg_seconds("0.5", 0.001, 86400, &v));
    assert_true(v == 0.5);
    assert_true(numarg_seconds("2e-1", 0.001, 86400, &v));
    assert_true(numarg_seconds(".25", 0.001, 86400, &v));
    const char *bad[] = {"", "nan", "NaN", "inf", "-inf", "infinity", "-1", "+1", "0", "1e20",
                         "1e999", "86401", "10s", " 10", "0.0000001"};
    for (size_t i = 0; i < sizeof bad / sizeof *bad; i++)
        assert_false(numarg_seconds(bad[i], 0.001, 86400, &v));
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(counts_are_digits_in_range),
        cmocka_unit_test(bytes_take_binary_suffixes),
        cmocka_unit_test(seconds_are_finite_and_in_range),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
