/* test_marks.c — the tables of RULE() marks the build generates for each engine module
 * (tools/rulemarks.c, eng_module.marks): every game of games.def has its module and a table,
 * every mark names a file and line of the repository that holds the mark, and the generator
 * reads marks as the code has them (comments and strings skipped, both ids of a choice, a
 * non-literal id refused with its file and line). */
#define _XOPEN_SOURCE 700
#include "engine/engine.h"
#include "oracle/index/cindex.h"
#include "testutil.h"

#include <setjmp.h>
#include <stdbool.h>
#include <stdarg.h>
#include <stddef.h>
#include <cmocka.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

/* Each line of `path` into lines[] (at most max); the count, 0 when unreadable. */
static size_t read_lines(const char *path, char **lines, size_t max)
{
    FILE *f = fopen(path, "r");
    if (!f)
        return 0;
    size_t n = 0;
    char buf[4096];
    while (n < max && fgets(buf, sizeof buf, f))
        lines[n++] = strdup(buf);
    fclose(f);
    return n;
}

static void every_game_has_a_module_with_marks(void **state)
{
    (void)state;
    static const char *const slugs[] = {
#define GAME(slug, folder) slug,
#include "games.def"
#undef GAME
    };
    size_t n;
    eng_modules(&n);
    assert_int_equal(n, sizeof slugs / sizeof *slugs);
    for (size_t i = 0; i < n; i++) {
        const eng_module *m = eng_find(slugs[i]);
        assert_non_null(m);
        assert_string_equal(m->doc, slugs[i]);
        assert_non_null(m->marks);
        assert_non_null(m->marks[0].clause);  /* a module implements some clause */
    }
}

/* Every mark: its file is in the repository, and its line holds the id as a literal, within a
 * RULE( that opens on that line or at most three lines before. */
static void every_mark_points_at_its_code(void **state)
{
    (void)state;
    size_t n, checked = 0;
    const eng_module *const *mods = eng_modules(&n);
    for (size_t i = 0; i < n; i++) {
        const char *file = NULL;
        char *lines[20000];
        size_t nlines = 0;
        for (const eng_mark *k = mods[i]->marks; k->clause; k++) {
            if (!file || strcmp(file, k->file) != 0) {
                for (size_t j = 0; j < nlines; j++)
                    free(lines[j]);
                file = k->file;
                nlines = read_lines(file, lines, sizeof lines / sizeof *lines);
                if (nlines == 0)
                    fail_msg("%s: mark of %s names a file that cannot be read", file, k->clause);
            }
            assert_true(k->line >= 1 && (size_t)k->line <= nlines);
            char lit[256];
            snprintf(lit, sizeof lit, "\"%s\"", k->clause);
            if (!strstr(lines[k->line - 1], lit))
                fail_msg("%s:%d does not hold %s", file, k->line, lit);
            bool opened = false;
            for (int back = 0; back <= 3 && k->line - 1 - back >= 0; back++)
                opened |= strstr(lines[k->line - 1 - back], "RULE(") != NULL;
            if (!opened)
                fail_msg("%s:%d: %s is not inside a RULE() mark", file, k->line, k->clause);
            checked++;
        }
        for (size_t j = 0; j < nlines; j++)
            free(lines[j]);
    }
    assert_true(checked > 900);
}

/* Every mark names a clause of its module's document. */
static void every_mark_is_a_clause_of_its_document(void **state)
{
    (void)state;
    size_t n;
    const eng_module *const *mods = eng_modules(&n);
    for (size_t i = 0; i < n; i++) {
        doc d;
        manifest m;
        tu_open(&d, &m, mods[i]->doc);
        for (const eng_mark *k = mods[i]->marks; k->clause; k++)
            if (cidx_find(&d.index, k->clause) < 0)
                fail_msg("%s:%d: RULE(…, \"%s\") is not a clause of %s", k->file, k->line,
                         k->clause, mods[i]->doc);
        doc_close(&d);
        mfst_free(&m);
    }
}

/* Run the generator on `source` (written to a temporary file); its stdout into out, its exit
 * status returned; its stderr into err. */
static int generate(const char *source, char *out, size_t outsz, char *err, size_t errsz)
{
    const char *tool = getenv("RULEMARKS_TOOL");
    if (!tool)
        fail_msg("RULEMARKS_TOOL is not set (tests/run_tests.sh sets it)");
    char dir[] = "/tmp/marks-XXXXXX", src[64];
    assert_non_null(mkdtemp(dir));
    snprintf(src, sizeof src, "%s/x.c", dir);
    FILE *f = fopen(src, "w");
    assert_non_null(f);
    fputs(source, f);
    fclose(f);
    char cmd[1024];
    snprintf(cmd, sizeof cmd, "'%s' table_of_x '%s' 2>%s.err", tool, src, src);
    FILE *p = popen(cmd, "r");
    assert_non_null(p);
    size_t got = fread(out, 1, outsz - 1, p);
    out[got] = '\0';
    int status = pclose(p);
    char errpath[128];
    snprintf(errpath, sizeof errpath, "%s.err", src);
    FILE *e = fopen(errpath, "r");
    size_t egot = e ? fread(err, 1, errsz - 1, e) : 0;
    err[egot] = '\0';
    if (e)
        fclose(e);
    unlink(errpath);
    unlink(src);
    rmdir(dir);
    return WIFEXITED(status) ? WEXITSTATUS(status) : -1;
}

static void generator_reads_marks_as_code(void **state)
{
    (void)state;
    char out[4096], err[1024];
    const char *src =
        "/* RULE(g->run, \"in-a-comment\") */\n"
        "void f(void)\n"
        "{\n"
        "    RULE(g->run, \"8-4-6\");\n"
        "    puts(\"RULE(g->run, \\\"in-a-string\\\")\"); // RULE(r, \"line-comment\")\n"
        "    RULE(g->run, offense ? \"8-2-4\" : \"8-3-4\"); MY_RULE(x, \"not-a-mark\");\n"
        "    RULE(g->run, has(x, \"an-argument\") ? \"1-4-5-2\" : \"1-4-5-1\");\n"
        "    RULE(f(a, b),\n"
        "         \"9-1\");\n"
        "}\n";
    assert_int_equal(generate(src, out, sizeof out, err, sizeof err), 0);
    const char *want[] = {"{\"8-4-6\", \"", "\", 4},", "{\"8-2-4\", \"", "\", 6},",
                          "{\"8-3-4\", \"", "{\"1-4-5-2\", \"", "\", 7},", "{\"9-1\", \"", "\", 9},", "const eng_mark table_of_x[] = {",
                          "    {0},\n};"};
    for (size_t i = 0; i < sizeof want / sizeof *want; i++)
        if (!strstr(out, want[i]))
            fail_msg("generated table lacks %s:\n%s", want[i], out);
    assert_null(strstr(out, "in-a-comment"));
    assert_null(strstr(out, "in-a-string"));
    assert_null(strstr(out, "line-comment"));
    assert_null(strstr(out, "not-a-mark"));
    assert_null(strstr(out, "an-argument"));
}

static void generator_refuses_an_id_that_is_no_literal(void **state)
{
    (void)state;
    char out[4096], err[1024];
    const char *src = "void f(const char *clause)\n{\n    RULE(g->run, clause);\n}\n";
    assert_int_equal(generate(src, out, sizeof out, err, sizeof err), 2);
    if (!strstr(err, ".c:3: a RULE() mark's id must be a string literal"))
        fail_msg("unexpected message: %s", err);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(every_game_has_a_module_with_marks),
        cmocka_unit_test(every_mark_points_at_its_code),
        cmocka_unit_test(every_mark_is_a_clause_of_its_document),
        cmocka_unit_test(generator_reads_marks_as_code),
        cmocka_unit_test(generator_refuses_an_id_that_is_no_literal),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
