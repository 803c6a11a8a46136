/* test_jcheck.c — where util/jcheck says a text is no JSON (issue 23, defect 10): an empty file,
 * a blank one, a UTF-16 or UTF-8 byte-order mark are named as such, and every error has a line
 * and a column, also where jansson gives none (a byte that is not UTF-8). The read limit travels
 * with the diag (util/fileio.h). */
#include "util/fileio.h"
#include "util/jcheck.h"

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <cmocka.h>

/* The diagnostic of reading text[0..len) as JSON named "x.json" (it must be refused). */
static const char *refusal(diag *dg, const char *text, size_t len)
{
    diag_init(dg, NULL);
    json_t *v = jc_load_mem("x.json", text, len, dg);
    assert_null(v);
    assert_int_equal(dg->errors, 1);
    return dg->last;
}

static void what_is_no_json_is_named(void **state)
{
    (void)state;
    diag dg;
    assert_string_equal(refusal(&dg, "", 0), "x.json:1:1: error: the file is empty: expected a JSON value");
    assert_string_equal(refusal(&dg, "  \n\n  ", 6),
                        "x.json:3:3: error: the file holds only whitespace: expected a JSON value");
    assert_string_equal(refusal(&dg, "\xff\xfe{\0}\0", 6),
                        "x.json:1:1: error: the file is UTF-16 (it begins with the byte-order mark "
                        "FF FE): JSON is read in UTF-8");
    assert_non_null(strstr(refusal(&dg, "\xfe\xff\0{", 4), "byte-order mark FE FF"));
    assert_string_equal(refusal(&dg, "\xef\xbb\xbf{}", 5),
                        "x.json:1:1: error: the file begins with a UTF-8 byte-order mark (EF BB BF): "
                        "JSON is read without one");
}

/* "x.json:LINE:COL: error: ..." with both above 0. */
static void assert_positioned(const char *msg, long want_line)
{
    long line = 0, col = 0;
    assert_int_equal(sscanf(msg, "x.json:%ld:%ld: error:", &line, &col), 2);
    assert_int_equal(line, want_line);
    assert_true(col > 0);
}

static void every_syntax_error_has_a_column(void **state)
{
    (void)state;
    diag dg;
    const char bad_byte[] = "{\"a\": 1,\n \"b\": \"\xff\"}";
    assert_positioned(refusal(&dg, bad_byte, sizeof bad_byte - 1), 2);
    const char bad_token[] = "[1,\n\xff]";  /* jansson: line 2, column 0 */
    assert_string_equal(refusal(&dg, bad_token, sizeof bad_token - 1),
                        "x.json:2:1: error: not valid JSON: unable to decode byte 0xff");
    const char after[] = "{\"a\": 1}\n\n\xc3";
    assert_positioned(refusal(&dg, after, sizeof after - 1), 3);
    const char trailing[] = "{\n  \"a\": 1,\n}";
    assert_positioned(refusal(&dg, trailing, sizeof trailing - 1), 3);
    const char twice[] = "{\"a\": 1, \"a\": 2}";
    assert_positioned(refusal(&dg, twice, sizeof twice - 1), 1);
    const char cut[] = "[1, 2";
    assert_positioned(refusal(&dg, cut, sizeof cut - 1), 1);
}

static void the_read_limit_travels_with_the_diag(void **state)
{
    (void)state;
    char path[] = "/tmp/test_jcheck.XXXXXX";
    int fd = mkstemp(path);
    assert_true(fd >= 0);
    assert_int_equal(write(fd, "[1, 2, 3]", 9), 9);
    close(fd);
    diag dg, quiet;
    diag_init(&dg, NULL);
    assert_int_equal(file_max(&dg), FILE_MAX_DEFAULT);
    dg.max_file = 8;
    diag_quiet(&quiet, &dg);
    char *text;
    size_t len;
    assert_null(jc_load_file(path, &text, &len, &quiet));
    assert_non_null(strstr(quiet.last, "the file is 9 bytes; the limit is 8 bytes (--max-file)"));
    dg.max_file = 9;
    json_t *v = jc_load_file(path, &text, &len, &dg);
    assert_non_null(v);
    json_decref(v);
    free(text);
    unlink(path);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(what_is_no_json_is_named),
        cmocka_unit_test(every_syntax_error_has_a_column),
        cmocka_unit_test(the_read_limit_travels_with_the_diag),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
