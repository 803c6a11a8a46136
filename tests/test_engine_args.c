/* test_engine_args.c — the strict reading of a case's JSON that every engine module uses
 * (engine/core/args.h): each reader's messages name the object and the key, an enum's error
 * lists the names allowed, a range error both bounds; absent optional keys leave the value as
 * it was. A small module defined here reads its setup with them through eng_execute(). */
#include "engine/core/args.h"
#include "engine/engine.h"

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <cmocka.h>

#include "fw_testutil.h"

/* setup {"n": 1..5 (required), "flag": bool, "name": string, "kind": "a" | "b" | "c",
 * "sub": {"x": any}}; the state echoes what was read. */
static int args_run(eng_run *r, const json_t *setup)
{
    static const char *const keys[] = {"n", "flag", "name", "kind", "sub", NULL};
    static const char *const kinds[] = {"a", "b", "c", NULL};
    static const char *const sub_keys[] = {"x", NULL};
    int64_t n = -1;
    bool flag = false;
    const char *name = "unset";
    int kind = -1;
    const json_t *sub = NULL;
    if (eng_only_keys(r, setup, "setup", keys) != 0 ||
        eng_get_int(r, setup, "n", "setup", true, 1, 5, &n) != 0 ||
        eng_get_bool(r, setup, "flag", "setup", &flag) != 0 ||
        eng_get_string(r, setup, "name", "setup", false, &name) != 0 ||
        eng_get_enum(r, setup, "kind", "setup", false, kinds, &kind) != 0 ||
        eng_member(r, setup, "sub", "setup", false, &sub) != 0 ||
        (sub && eng_only_keys(r, sub, "setup.sub", sub_keys) != 0))
        return -1;
    eng_state(r, json_pack("{s:I, s:b, s:s, s:i}", "n", (json_int_t)n, "flag", flag, "name",
                           name, "kind", kind));
    return 0;
}

static const eng_module args_module = {.doc = "args-test", .name = "args test", .version = "0",
                                       .run = args_run};

static void expect(const char *setup, const char *error)
{
    json_t *obs = fwt_execute(&args_module, setup, "[]");
    fwt_error(obs, error);
    json_decref(obs);
}

static void each_reader_names_the_object_and_the_key(void **state)
{
    (void)state;
    expect("[1]", "setup: must be an object");
    expect("{'n': 1, 'm': 2}", "setup: unknown key \"m\"");
    expect("{}", "setup: \"n\" is required");
    expect("{'n': '1'}", "setup: \"n\" must be an integer");
    expect("{'n': 0}", "setup: \"n\" must be between 1 and 5");
    expect("{'n': 6}", "setup: \"n\" must be between 1 and 5");
    expect("{'n': 1, 'flag': 1}", "setup: \"flag\" must be true or false");
    expect("{'n': 1, 'name': 2}", "setup: \"name\" must be a string");
    expect("{'n': 1, 'kind': 'd'}", "setup: \"kind\" must be one of: a, b, c");
    expect("{'n': 1, 'kind': 3}", "setup: \"kind\" must be one of: a, b, c");
    expect("{'n': 1, 'sub': 3}", "setup.sub: must be an object");
    expect("{'n': 1, 'sub': {'y': 3}}", "setup.sub: unknown key \"y\"");
}

static void values_read_and_absent_keys_left_alone(void **state)
{
    (void)state;
    json_t *obs = fwt_execute(&args_module, "{'n': 5, 'flag': true, 'kind': 'c'}", "[]");
    fwt_ok(obs);
    fwt_expect_json(json_object_get(obs, "state"),
                    "{'n': 5, 'flag': true, 'name': 'unset', 'kind': 2}");
    json_decref(obs);
    const char *const names[] = {"x", "y", NULL};
    assert_int_equal(eng_enum_index(names, "y"), 1);
    assert_int_equal(eng_enum_index(names, "z"), -1);
    assert_int_equal(eng_enum_index(names, NULL), -1);
    char buf[8];
    eng_format(buf, sizeof buf, "%s.%s", "setup", "cards");
    assert_string_equal(buf, "setup.c");              /* cut at the buffer's size */
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(each_reader_names_the_object_and_the_key),
        cmocka_unit_test(values_read_and_absent_keys_left_alone),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
