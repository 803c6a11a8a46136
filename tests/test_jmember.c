/* test_jmember.c — reading an object's members in order (oracle/jmember.c): whatever the order
 * of the reads, each gives what json_object_get gives: members read in the object's order,
 * out of it, twice, absent, and objects that are empty or no objects at all. */
#include "util/jmember.h"

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <cmocka.h>
#include <string.h>

static json_t *parse(const char *text)
{
    json_error_t err;
    json_t *v = json_loads(text, 0, &err);
    if (!v)
        fail_msg("bad test text: %s", err.text);
    return v;
}

/* Read `keys` (NULL-terminated) in that order from one cursor over `text`'s value; each read
 * must be the very value json_object_get gives. */
static void reads_as_json_object_get(const char *text, const char *const *keys)
{
    json_t *obj = parse(text);
    jm_cursor c;
    jm_start(&c, obj);
    for (const char *const *k = keys; *k; k++) {
        json_t *want = json_object_get(obj, *k), *got = jm_get(&c, *k);
        if (got != want)
            fail_msg("%s: reading \"%s\" gave %p, json_object_get %p", text, *k, (void *)got,
                     (void *)want);
    }
    json_decref(obj);
}

static void in_the_objects_order(void **state)
{
    (void)state;
    static const char *const keys[] = {"a", "b", "c", NULL};
    reads_as_json_object_get("{\"a\": 1, \"b\": [2], \"c\": {\"d\": 3}}", keys);
}

static void out_of_order_skipping_and_again(void **state)
{
    (void)state;
    static const char *const keys[] = {"c", "a", "b", "b", "c", "a", "x", "a", NULL};
    reads_as_json_object_get("{\"a\": 1, \"b\": 2, \"c\": 3}", keys);
    static const char *const skip[] = {"hand", "deck", "life", "combo", NULL};
    reads_as_json_object_get("{\"leader\": {}, \"battle\": [], \"markers\": 0, \"hand\": [\"N\"],"
                             " \"deck\": [], \"life\": [], \"drop\": [], \"combo\": []}", skip);
}

static void absent_members_and_prefixes(void **state)
{
    (void)state;
    /* a key that is a prefix of the next member's, or has it as a prefix, is another key */
    static const char *const keys[] = {"ty", "type", "types", "", "step", NULL};
    reads_as_json_object_get("{\"type\": \"move\", \"step\": 0}", keys);
    reads_as_json_object_get("{\"\": 1, \"types\": 2}", keys);
}

static void empty_objects_and_other_values(void **state)
{
    (void)state;
    static const char *const keys[] = {"type", "card", NULL};
    reads_as_json_object_get("{}", keys);
    jm_cursor c;
    json_t *arr = parse("[{\"type\": 1}]");
    jm_start(&c, arr);
    assert_null(jm_get(&c, "type"));
    jm_start(&c, NULL);
    assert_null(jm_get(&c, "type"));
    json_t *s = json_string("type");
    jm_start(&c, s);
    assert_null(jm_get(&c, "type"));
    json_decref(s);
    json_decref(arr);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(in_the_objects_order),
        cmocka_unit_test(out_of_order_skipping_and_again),
        cmocka_unit_test(absent_members_and_prefixes),
        cmocka_unit_test(empty_objects_and_other_values),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
