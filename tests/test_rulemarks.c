/* test_rulemarks.c — reading the reference engine's RULE("id") marks (rulemarks.h): the folder
 * named after the document, every mark with its file and line, files in name order. */
#define _XOPEN_SOURCE 700
#include "oracle/report/rulemarks.h"

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <cmocka.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

static char root[64];

static void put(const char *rel, const char *text)
{
    char path[256];
    snprintf(path, sizeof path, "%s/%s", root, rel);
    FILE *f = fopen(path, "w");
    assert_non_null(f);
    fputs(text, f);
    fclose(f);
}

static int make_tree(void **state)
{
    (void)state;
    snprintf(root, sizeof root, "/tmp/rulemarks-XXXXXX");
    assert_non_null(mkdtemp(root));
    char dir[128];
    snprintf(dir, sizeof dir, "%s/engine", root);
    mkdir(dir, 0777);
    snprintf(dir, sizeof dir, "%s/engine/some_game", root);
    mkdir(dir, 0777);
    put("engine/some_game/b_battle.c", "/* b */\nvoid f(void)\n{\n    RULE(\"8-4-6\");\n"
                                       "    RULE(\"8-4-6-1\"); RULE(\"8-4-6\");\n}\n");
    put("engine/some_game/a_setup.c", "RULE(\"6-2-1\")\n/* RULE(\"broken\n\") */\n");
    put("engine/some_game/notes.txt", "RULE(\"9-9-9\")\n");
    return 0;
}

static int remove_tree(void **state)
{
    (void)state;
    char cmd[128];
    snprintf(cmd, sizeof cmd, "rm -rf '%s'", root);
    return system(cmd) == 0 ? 0 : -1;
}

static void marks_with_file_and_line(void **state)
{
    (void)state;
    json_t *m = rulemarks_scan(root, "some-game");
    char *text = json_dumps(m, JSON_SORT_KEYS | JSON_COMPACT);
    assert_string_equal(text, "{\"6-2-1\":[\"engine/some_game/a_setup.c:1\"],"
                              "\"8-4-6\":[\"engine/some_game/b_battle.c:4\",\"engine/some_game/b_battle.c:5\"],"
                              "\"8-4-6-1\":[\"engine/some_game/b_battle.c:5\"]}");
    free(text);
    json_decref(m);
}

static void no_folder_no_marks(void **state)
{
    (void)state;
    json_t *m = rulemarks_scan(root, "other-game");
    assert_int_equal(json_object_size(m), 0);
    json_decref(m);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(marks_with_file_and_line),
        cmocka_unit_test(no_folder_no_marks),
    };
    return cmocka_run_group_tests(tests, make_tree, remove_tree);
}
