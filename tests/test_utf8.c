/* test_utf8.c — the project's one UTF-8 decoder (util/utf8.h): what it accepts and refuses as
 * jansson does (overlong forms, surrogates, code points above U+10FFFF, cut sequences), the code
 * points it reads, and counting and cutting by characters. */
#include "util/utf8.h"

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <cmocka.h>
#include <string.h>

static size_t len_of(const char *s)
{
    return utf8_len((const unsigned char *)s, strlen(s));
}

static void valid_sequences_and_their_code_points(void **state)
{
    (void)state;
    static const struct { const char *s; size_t len; uint32_t cp; } ok[] = {
        {"A", 1, 0x41}, {"\x7F", 1, 0x7F}, {"\xC2\x80", 2, 0x80}, {"\xDF\xBF", 2, 0x7FF},
        {"\xE0\xA0\x80", 3, 0x800}, {"悟", 3, 0x609F}, {"\xED\x9F\xBF", 3, 0xD7FF},
        {"\xEE\x80\x80", 3, 0xE000}, {"\xEF\xBF\xBF", 3, 0xFFFF},
        {"\xF0\x90\x80\x80", 4, 0x10000}, {"\xF4\x8F\xBF\xBF", 4, 0x10FFFF},
    };
    for (size_t i = 0; i < sizeof ok / sizeof *ok; i++) {
        uint32_t cp = 0;
        assert_int_equal(utf8_decode((const unsigned char *)ok[i].s, strlen(ok[i].s), &cp), ok[i].len);
        assert_int_equal(cp, ok[i].cp);
        assert_int_equal(len_of(ok[i].s), ok[i].len);
    }
    uint32_t cp = 7;
    assert_int_equal(utf8_decode((const unsigned char *)"", 1, &cp), 1);  /* NUL is a character */
    assert_int_equal(cp, 0);
}

static void invalid_sequences_are_refused(void **state)
{
    (void)state;
    static const char *const bad[] = {
        "\x80", "\xBF", "\xC0\x80", "\xC1\xBF",  /* a lone continuation; overlong 2-byte forms */
        "\xE0\x9F\xBF",                          /* overlong 3-byte */
        "\xED\xA0\x80", "\xED\xBF\xBF",          /* surrogates */
        "\xF0\x8F\xBF\xBF",                      /* overlong 4-byte */
        "\xF4\x90\x80\x80", "\xF5\x80\x80\x80", "\xFF",  /* above U+10FFFF; never-used bytes */
        "\xE6\x82", "\xC3", "\xE6\x41\x9F",      /* cut short; a continuation that is not one */
    };
    for (size_t i = 0; i < sizeof bad / sizeof *bad; i++) {
        uint32_t cp = 12345;
        if (utf8_decode((const unsigned char *)bad[i], strlen(bad[i]), &cp) != 0)
            fail_msg("bad[%zu] accepted", i);
        assert_int_equal(cp, 12345);  /* untouched */
    }
    /* a valid sequence that the buffer cuts short */
    assert_int_equal(utf8_len((const unsigned char *)"悟", 2), 0);
}

static void counting_and_cutting_by_characters(void **state)
{
    (void)state;
    const char *s = "ab悟空c";          /* a b (1 byte each), two 3-byte characters, c */
    size_t n = strlen(s);               /* 9 */
    assert_int_equal(utf8_count(s, n), 5);
    assert_int_equal(utf8_count(s, 4), 3);   /* a, b and the first byte of 悟 */
    assert_int_equal(utf8_head(s, n, 0), 0);
    assert_int_equal(utf8_head(s, n, 3), 5);
    assert_int_equal(utf8_head(s, n, 4), 8);
    assert_int_equal(utf8_head(s, n, 99), 9);
    assert_int_equal(utf8_tail(s, n, 1), 8);
    assert_int_equal(utf8_tail(s, n, 2), 5);
    assert_int_equal(utf8_tail(s, n, 99), 0);
    assert_int_equal(utf8_start(s, 4), 2);   /* inside 悟 */
    assert_int_equal(utf8_start(s, 5), 5);
    assert_int_equal(utf8_next(s, n, 3), 5);
    assert_int_equal(utf8_next(s, n, 5), 5);
    assert_int_equal(utf8_next(s, 7, 6), 7);  /* stops at n */
}

/* utf8_fit: a cut never ends inside a UTF-8 character. */
static void a_cut_keeps_whole_characters(void **state)
{
    (void)state;
    const char *s = "ab悟空";            /* a, b, then two 3-byte characters */
    assert_int_equal(utf8_fit(s, 2), 2);
    assert_int_equal(utf8_fit(s, 3), 2);
    assert_int_equal(utf8_fit(s, 4), 2);
    assert_int_equal(utf8_fit(s, 5), 5);
    assert_int_equal(utf8_fit(s, 7), 5);
    assert_int_equal(utf8_fit(s, 8), 8);
    assert_int_equal(utf8_fit(s, 100), 8);
    assert_int_equal(utf8_fit("", 10), 0);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(valid_sequences_and_their_code_points),
        cmocka_unit_test(invalid_sequences_are_refused),
        cmocka_unit_test(counting_and_cutting_by_characters),
        cmocka_unit_test(a_cut_keeps_whole_characters),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
