/* test_jread.c — the quick JSON reader (oracle/jread.c) against json_loadb(text, len,
 * JSON_REJECT_DUPLICATES): whatever it reads, jansson reads to an equal value; what jansson
 * refuses, it declines; the protocol's texts (an engine observation, random trees as json_dumps
 * writes them, with and without whitespace) it reads rather than declines; a string or a small
 * integer that recurs is one shared value. Then thousands of texts mutated byte by byte from valid ones,
 * and the suite's case files, which it reads for the case loader. */
#include "testutil.h"
#include "engine/engine.h"
#include "oracle/suite/caseset.h"
#include "util/fileio.h"
#include "util/jread.h"

#include <setjmp.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

static json_t *jansson(const char *text, size_t len)
{
    json_error_t e;
    return json_loadb(text, len, JSON_REJECT_DUPLICATES, &e);
}

/* jr_load never disagrees with jansson; returns whether it read the text. */
static bool agrees(const char *text, size_t len)
{
    json_t *quick = jr_load(text, len), *slow = jansson(text, len);
    if (quick && (!slow || !json_equal(quick, slow)))
        fail_msg("jr_load read what jansson %s: %.*s", slow ? "reads otherwise" : "refuses",
                 (int)(len < 200 ? len : 200), text);
    bool read = quick != NULL;
    json_decref(quick);
    json_decref(slow);
    return read;
}

static void assert_read(const char *text)
{
    if (!agrees(text, strlen(text)))
        fail_msg("declined: %s", text);
}

static void assert_declined(const char *text)
{
    json_t *v = jr_load(text, strlen(text));
    if (v)
        fail_msg("read: %s", text);
    agrees(text, strlen(text));
}

static void reads_the_protocols_texts(void **state)
{
    (void)state;
    assert_read("{}");
    assert_read("[]");
    assert_read(" \t\r\n{ \"a\" : [ 1 , -2 , 0 , -0 , 123456789012345678 ] , \"b\":{}}\r ");
    assert_read("{\"s\":\"plain\",\"e\":\"a\\\"b\\\\c\\/d\\b\\f\\n\\r\\t\",\"u\":\"é中𝄞\",\"\":\"\"}");
    assert_read("[true,false,null,[[[]]],{\"x\":{\"y\":{\"z\":null}}}]");
    assert_read("{\"k\\n\\\"ey\":1}");
    char big[4096];
    snprintf(big, sizeof big, "[\"%0*d\"]", 3000, 7);  /* a long string, not shared */
    assert_read(big);
}

static void declines_what_jansson_refuses(void **state)
{
    (void)state;
    static const char *const bad[] = {
        "", " ", "1", "\"s\"", "null", "[", "{", "[1,]", "[,1]", "[1 2]", "{\"a\"}", "{\"a\":}",
        "{1:2}", "{\"a\":1,}", "{\"a\":1 \"b\":2}", "[tru]", "[nul]", "[True]", "[01]", "[-]",
        "[1.]", "[.5]", "[+1]", "[1e]", "[--1]", "[1-]", "[] []", "[]x", "{\"a\":1,\"a\":2}",
        "{\"a\":{\"b\":1,\"b\":1}}", "[\"\\x\"]", "[\"\\u00\"]", "[\"\\ud800\"]", "[\"\\u0000\"]",
        "[\"a\x01\"]", "[\"\x7f\xff\"]", "[\"\xc0\x80\"]", "[\"\xed\xa0\x80\"]", "[\"\xf4\x90\x80\x80\"]",
        "[\"\xe0\x80\xaf\"]", "[\"\xc3\"]", "[\"unterminated]", "[\"a\" \"b\"]", "[9223372036854775808]",
        "[-9223372036854775809]", "[\"\\\"]", "\xef\xbb\xbf[]",
    };
    for (size_t i = 0; i < sizeof bad / sizeof *bad; i++)
        assert_declined(bad[i]);
    char nul[] = "[\"a\0b\"]";
    assert_null(jr_load(nul, sizeof nul - 1));
    assert_false(agrees(nul, sizeof nul - 1));
}

static void declines_the_rarer_valid_texts(void **state)
{
    (void)state;
    /* jansson reads these; jr_load leaves them to it */
    static const char *const rare[] = {"[1.5]", "[1e3]", "[-0.0]", "[\"\\u00e9\"]", "[\"\\ud834\\udd1e\"]",
                                       "[1234567890123456789]", "[-1234567890123456789]"};
    for (size_t i = 0; i < sizeof rare / sizeof *rare; i++) {
        assert_null(jr_load(rare[i], strlen(rare[i])));
        json_t *v = jansson(rare[i], strlen(rare[i]));
        assert_non_null(v);
        json_decref(v);
    }
    char deep[2 * JR_MAX_DEPTH + 8];
    size_t n = 0;
    for (int i = 0; i <= JR_MAX_DEPTH; i++)
        deep[n++] = '[';
    for (int i = 0; i <= JR_MAX_DEPTH; i++)
        deep[n++] = ']';
    assert_null(jr_load(deep, n));
    assert_true(!agrees(deep, n));
    assert_true(agrees(deep + 1, n - 2));  /* JR_MAX_DEPTH deep: read */
}

static void recurring_strings_are_shared(void **state)
{
    (void)state;
    const char *text = "{\"a\":[\"P1\",\"P2\",\"P1\"],\"b\":{\"c\":\"P1\"}}";
    json_t *v = jr_load(text, strlen(text));
    assert_non_null(v);
    json_t *a = json_object_get(v, "a");
    assert_ptr_equal(json_array_get(a, 0), json_array_get(a, 2));
    assert_ptr_equal(json_array_get(a, 0), json_object_get(json_object_get(v, "b"), "c"));
    assert_ptr_not_equal(json_array_get(a, 0), json_array_get(a, 1));
    assert_string_equal(json_string_value(json_array_get(a, 1)), "P2");
    json_decref(v);
    text = "[7,7,300,300,-7,-7,0,0]";  /* small integers are shared too */
    v = jr_load(text, strlen(text));
    assert_non_null(v);
    assert_ptr_equal(json_array_get(v, 0), json_array_get(v, 1));
    assert_ptr_equal(json_array_get(v, 6), json_array_get(v, 7));
    assert_ptr_not_equal(json_array_get(v, 2), json_array_get(v, 3));
    assert_int_equal(json_integer_value(json_array_get(v, 3)), 300);
    assert_int_equal(json_integer_value(json_array_get(v, 5)), -7);
    json_decref(v);
}

/* --- random texts ------------------------------------------------------------------------ */

static unsigned long long rng = 0x9E3779B97F4A7C15ULL;

static unsigned next(unsigned bound)
{
    rng ^= rng << 13;
    rng ^= rng >> 7;
    rng ^= rng << 17;
    return (unsigned)(rng % bound);
}

static json_t *random_string(void)
{
    static const char *const pieces[] = {"P1", "P22", "a", "é", "中", "𝄞", "\"", "\\", "/", "\n",
                                         "\t", "\x01", " ", "round", "result", "x y"};
    char s[128] = "";
    for (unsigned i = next(5); i > 0; i--)
        strcat(s, pieces[next(sizeof pieces / sizeof *pieces)]);
    return json_string(s);
}

static json_t *random_value(int depth)
{
    switch (next(depth > 4 ? 6 : 8)) {
    case 0: return json_integer((json_int_t)(rng >> next(64)) * (next(2) ? 1 : -1));
    case 1: return next(8) ? json_integer((json_int_t)next(100)) : json_real(next(100) / 8.0);
    case 2: return next(2) ? json_true() : json_false();
    case 3: return json_null();
    case 4:
    case 5: return random_string();
    case 6: {
        json_t *o = json_object();
        for (unsigned i = next(5); i > 0; i--) {
            json_t *k = random_string();
            json_object_set_new(o, json_string_value(k), random_value(depth + 1));
            json_decref(k);
        }
        return o;
    }
    default: {
        json_t *a = json_array();
        for (unsigned i = next(5); i > 0; i--)
            json_array_append_new(a, random_value(depth + 1));
        return a;
    }
    }
}

/* Valid texts in several layouts, then each mutated: a byte changed, dropped or doubled. */
static void random_and_mutated_texts(void **state)
{
    (void)state;
    static const size_t layouts[] = {JSON_COMPACT, JSON_INDENT(2), JSON_COMPACT | JSON_ENSURE_ASCII,
                                     JSON_INDENT(1) | JSON_ESCAPE_SLASH};
    static const char mutations[] = "{}[]\",:0123456789-.eE\\ntfu \x01\xc3\xa9";
    size_t read = 0, texts = 0;
    for (int i = 0; i < 3000; i++) {
        json_t *v = next(2) ? json_object() : json_array();
        for (unsigned k = next(6); k > 0; k--) {
            json_t *x = random_value(1);
            if (json_is_object(v)) {
                char key[16];
                snprintf(key, sizeof key, "k%u", next(8));
                json_object_set_new(v, key, x);
            } else {
                json_array_append_new(v, x);
            }
        }
        char *text = json_dumps(v, layouts[next(4)]);
        size_t len = strlen(text);
        read += agrees(text, len);
        texts++;
        char *m = malloc(len + 2);
        for (int k = 0; k < 8 && len > 0; k++) {
            size_t at = next((unsigned)len);
            memcpy(m, text, len);
            size_t mlen = len;
            switch (next(3)) {
            case 0: m[at] = mutations[next(sizeof mutations - 1)]; break;
            case 1: memmove(m + at, m + at + 1, len - at - 1), mlen--; break;
            default: memmove(m + at + 1, m + at, len - at), mlen++; break;
            }
            agrees(m, mlen);
        }
        free(m);
        free(text);
        json_decref(v);
    }
    /* most texts have no real number nor \u escape: those are read, not declined */
    assert_true(read > texts / 4);
}

static void engine_observation_is_read(void **state)
{
    (void)state;
    json_t *c = json_loads(
        "{\"setup\":{\"format\":\"swiss\",\"rounds\":2,\"fighters\":[\"A\",\"B\",\"C\",\"D\"]},"
        "\"script\":[{\"do\":\"pair\",\"round\":1,\"tables\":[[\"A\",\"B\"],[\"C\",\"D\"]]},"
        "{\"do\":\"result\",\"round\":1,\"table\":[\"A\",\"B\"],\"outcome\":\"win\"},"
        "{\"do\":\"result\",\"round\":1,\"table\":[\"C\",\"D\"],\"outcome\":\"draw\"},"
        "{\"query\":\"legal\",\"round\":2},{\"do\":\"pair\",\"round\":2},"
        "{\"random\":[\"A\",\"C\",\"B\",\"D\"],\"for\":\"seating\"},{\"do\":\"standings\"}]}",
        0, NULL);
    json_t *obs = eng_execute(eng_find("bushiroad-floor"), json_object_get(c, "setup"),
                              json_object_get(c, "script"));
    char *text = json_dumps(obs, JSON_COMPACT);
    json_t *again = jr_load(text, strlen(text));
    assert_non_null(again);
    assert_true(json_equal(again, obs));
    json_decref(again);
    free(text);
    json_decref(obs);
    json_decref(c);
}

/* The case files of the suite (the case loader reads them this way first): each agrees with
 * jansson, and all but the rare one with a \u escape or a real number are read, not declined. */
static void case_files_are_read(void **state)
{
    (void)state;
    char dir[4096];
    snprintf(dir, sizeof dir, "%s/../cases", tu_rules_dir());
    diag dg;
    diag_init(&dg, stderr);
    caseset cs;
    assert_int_equal(caseset_discover(&cs, dir, &dg), 0);
    assert_true(cs.n > 1000);
    size_t declined = 0;
    for (size_t i = 0; i < cs.n; i++) {
        char *text;
        size_t len;
        assert_int_equal(file_read_all(cs.v[i].path, &text, &len, &dg), 0);
        declined += !agrees(text, len);
        free(text);
    }
    if (declined > cs.n / 100)
        fail_msg("%zu of %zu case files declined", declined, cs.n);
    caseset_free(&cs);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(reads_the_protocols_texts),
        cmocka_unit_test(declines_what_jansson_refuses),
        cmocka_unit_test(declines_the_rarer_valid_texts),
        cmocka_unit_test(recurring_strings_are_shared),
        cmocka_unit_test(random_and_mutated_texts),
        cmocka_unit_test(engine_observation_is_read),
        cmocka_unit_test(case_files_are_read),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
