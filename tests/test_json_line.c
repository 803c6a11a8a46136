/* test_json_line.c — the JSON line writer (util/json_line.c, build/engine-adapter's replies) against
 * jansson's json_dumps(v, JSON_COMPACT): the same bytes for every kind of value (escapes, every
 * control character, multi-byte UTF-8, integer and real edge cases, empty containers, a key
 * with a NUL in it), for thousands of random trees, and for the reference engine's observation
 * of a case; a failure where json_dumps fails (invalid UTF-8, a loop, a scalar at the top)
 * leaves the buffer as it was. */
#include "engine/engine.h"
#include "util/json_line.h"

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

/* jl_write(v) gives json_dumps' bytes, both with and without a line already in the buffer. */
static void assert_same_as_jansson(const json_t *v)
{
    char *want = json_dumps(v, JSON_COMPACT);
    assert_non_null(want);
    strbuf b = {0};
    assert_true(jl_write(&b, v));
    if (b.n != strlen(want) || memcmp(b.p, want, b.n) != 0)
        fail_msg("json_dumps: %s\njl_write:   %.*s", want, (int)b.n, b.p);
    assert_true(jl_write_line(&b, v));  /* appended after the first, with its newline */
    assert_int_equal(b.n, 2 * strlen(want) + 1);
    assert_memory_equal(b.p + strlen(want), want, strlen(want));
    assert_int_equal(b.p[b.n - 1], '\n');
    sb_free(&b);
    free(want);
}

static void assert_refused(const json_t *v)
{
    assert_null(json_dumps(v, JSON_COMPACT));
    strbuf b = {0};
    json_t *prefix = json_pack("[i]", 7);
    assert_true(jl_write(&b, prefix));
    size_t was = b.n;
    assert_false(jl_write(&b, v));
    assert_false(jl_write_line(&b, v));
    assert_int_equal(b.n, was);
    assert_memory_equal(b.p, "[7]", 3);
    json_decref(prefix);
    sb_free(&b);
}

static void every_kind_of_value(void **state)
{
    (void)state;
    json_t *v = json_loads(
        "{\"s\":\"plain\",\"q\":\"a\\\"b\\\\c/d\",\"ws\":\"\\b\\f\\n\\r\\t\",\"ctl\":\"\\u0001\\u001f\\u007f\","
        "\"utf8\":\"é中𝄞\",\"empty\":\"\",\"o\":{},\"a\":[],\"nested\":{\"x\":[1,[2,[3,{}]],{\"y\":null}]},"
        "\"t\":true,\"f\":false,\"n\":null,\"i\":[0,-1,1,9223372036854775807,-9223372036854775808],"
        "\"r\":[0.5,-0.0,1.0,1e20,1e-5,1e300,5e-324,123456789.123,-2.5e-300,0.1,1e16,1e17]}",
        0, NULL);
    assert_non_null(v);
    assert_same_as_jansson(v);
    json_decref(v);
}

static void every_control_character(void **state)
{
    (void)state;
    char s[40];
    for (int c = 0; c < 0x20; c++)
        s[c] = (char)c;
    json_t *a = json_array();
    json_array_append_new(a, json_stringn(s, 0x20));  /* NUL included */
    json_t *o = json_object();
    json_object_setn_new(o, "k\0ey", 4, json_string("NUL in the key"));
    json_array_append_new(a, o);
    assert_same_as_jansson(a);
    json_decref(a);
}

static void refused_where_jansson_refuses(void **state)
{
    (void)state;
    json_t *bad = json_pack("{s:o}", "s", json_stringn_nocheck("a\xff" "b", 3));
    assert_refused(bad);
    json_decref(bad);
    const char *invalid[] = {"\xc0\x80", "\xed\xa0\x80", "\xf4\x90\x80\x80", "\xe0\x80\xaf", "\xc3"};
    for (size_t i = 0; i < sizeof invalid / sizeof *invalid; i++) {
        json_t *a = json_array();
        json_array_append_new(a, json_stringn_nocheck(invalid[i], strlen(invalid[i])));
        assert_refused(a);
        json_decref(a);
    }
    json_t *x = json_object(), *y = json_array();  /* a loop: x holds y holds x */
    json_object_set(x, "y", y);
    json_array_append(y, x);
    assert_refused(x);
    json_array_clear(y);
    json_decref(y);
    json_decref(x);
    json_t *scalar = json_integer(3);
    assert_refused(scalar);
    json_decref(scalar);
}

/* --- random trees ------------------------------------------------------------------------ */

static unsigned long long rng = 88172645463325252ULL;

static unsigned next(unsigned bound)
{
    rng ^= rng << 13;
    rng ^= rng >> 7;
    rng ^= rng << 17;
    return (unsigned)(rng % bound);
}

/* A valid UTF-8 string of random code points, ASCII and control characters most often. */
static json_t *random_string(void)
{
    char s[64];
    size_t n = 0, len = next(12);
    for (size_t i = 0; i < len; i++) {
        unsigned kind = next(10), cp;
        if (kind < 5)
            cp = 0x20 + next(0x5f);
        else if (kind < 7)
            cp = next(0x20);
        else if (kind == 7)
            cp = 0x80 + next(0x780);
        else if (kind == 8)
            cp = 0x800 + next(0xD000);  /* below the surrogates */
        else
            cp = 0x10000 + next(0x100000);
        if (cp < 0x80) {
            s[n++] = (char)cp;
        } else if (cp < 0x800) {
            s[n++] = (char)(0xC0 | cp >> 6);
            s[n++] = (char)(0x80 | (cp & 0x3F));
        } else if (cp < 0x10000) {
            s[n++] = (char)(0xE0 | cp >> 12);
            s[n++] = (char)(0x80 | (cp >> 6 & 0x3F));
            s[n++] = (char)(0x80 | (cp & 0x3F));
        } else {
            s[n++] = (char)(0xF0 | cp >> 18);
            s[n++] = (char)(0x80 | (cp >> 12 & 0x3F));
            s[n++] = (char)(0x80 | (cp >> 6 & 0x3F));
            s[n++] = (char)(0x80 | (cp & 0x3F));
        }
    }
    json_t *v = json_stringn(s, n);
    assert_non_null(v);
    return v;
}

static json_t *random_value(int depth)
{
    unsigned kind = next(depth > 4 ? 7 : 9);
    switch (kind) {
    case 0: return json_integer((json_int_t)(rng >> next(64)) * (next(2) ? 1 : -1));
    case 1: {
        double d = (double)(rng >> 11) / (double)(1ULL << next(60)) * (next(2) ? 1 : -1);
        return json_real(next(4) ? d : d * 1e-300);
    }
    case 2: return json_true();
    case 3: return json_false();
    case 4: return json_null();
    case 5:
    case 6: return random_string();
    case 7: {
        json_t *o = json_object();
        for (unsigned i = next(6); i > 0; i--) {
            json_t *key = random_string();
            json_object_set_new(o, json_string_value(key), random_value(depth + 1));
            json_decref(key);
        }
        return o;
    }
    default: {
        json_t *a = json_array();
        for (unsigned i = next(6); i > 0; i--)
            json_array_append_new(a, random_value(depth + 1));
        return a;
    }
    }
}

static void random_trees(void **state)
{
    (void)state;
    for (int i = 0; i < 5000; i++) {
        json_t *v = next(2) ? json_object() : json_array();
        for (unsigned k = next(8); k > 0; k--) {
            json_t *x = random_value(1);
            if (json_is_object(v)) {
                char key[16];
                snprintf(key, sizeof key, "k%u", k);
                json_object_set_new(v, key, x);
            } else {
                json_array_append_new(v, x);
            }
        }
        assert_same_as_jansson(v);
        json_decref(v);
    }
}

/* --- an observation of the reference engine ---------------------------------------------- */

static void engine_observation(void **state)
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
    assert_non_null(c);
    const eng_module *m = eng_find("bushiroad-floor");
    assert_non_null(m);
    json_t *obs = eng_execute(m, json_object_get(c, "setup"), json_object_get(c, "script"));
    assert_non_null(json_object_get(obs, "events"));
    assert_same_as_jansson(obs);
    json_decref(obs);
    json_decref(c);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(every_kind_of_value),
        cmocka_unit_test(every_control_character),
        cmocka_unit_test(refused_where_jansson_refuses),
        cmocka_unit_test(random_trees),
        cmocka_unit_test(engine_observation),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
