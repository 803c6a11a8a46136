/* testutil.c — helpers shared by the cmocka unit tests. */
#include "testutil.h"

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

const char *tu_rules_dir(void)
{
    const char *r = getenv("ORACLE_RULES");
    return r && *r ? r : "rules";
}

void tu_open(doc *d, manifest *m, const char *slug)
{
    diag dg;
    diag_init(&dg, stderr);
    assert_int_equal(mfst_load(m, tu_rules_dir(), &dg), 0);
    assert_int_equal(doc_open(d, m, slug, NULL, &dg), 0);
}

size_t tu_count(const cidx *x, int kind, int numbered)
{
    size_t n = 0;
    for (size_t i = 0; i < x->nclauses; i++) {
        const clause *c = &x->clause[i];
        if (kind >= 0 && (int)c->kind != kind)
            continue;
        if (numbered >= 0 && (int)c->numbered != numbered)
            continue;
        n++;
    }
    return n;
}

const clause *tu_clause(const cidx *x, const char *id)
{
    int32_t i = cidx_find(x, id);
    if (i < 0)
        fail_msg("clause %s:%s not found", x->doc, id);
    return &x->clause[i];
}

char *tu_replace_once(const char *text, const char *old, const char *repl)
{
    const char *at = strstr(text, old);
    if (!at)
        fail_msg("edit: text not found: %s", old);
    if (strstr(at + 1, old))
        fail_msg("edit: text occurs more than once: %s", old);
    size_t pre = (size_t)(at - text), on = strlen(old), rn = strlen(repl), n = strlen(text);
    char *out = malloc(n - on + rn + 1);
    assert_non_null(out);
    memcpy(out, text, pre);
    memcpy(out + pre, repl, rn);
    memcpy(out + pre + rn, at + on, n - pre - on + 1);
    return out;
}

void tu_write_file(const char *dir, const char *name, const char *text)
{
    char path[512];
    snprintf(path, sizeof path, "%s/%s", dir, name);
    FILE *f = fopen(path, "w");
    assert_non_null(f);
    fputs(text, f);
    assert_int_equal(fclose(f), 0);
}

void tu_open_text(doc *d, const char *slug, const char *scheme, const char *text)
{
    diag dg;
    diag_init(&dg, stderr);
    assert_int_equal(doc_open_mem(d, "edited.txt", text, strlen(text), slug, scheme, &dg), 0);
}

void tu_assert_same_hashes(const cidx *a, const cidx *b)
{
    assert_int_equal(a->nclauses, b->nclauses);
    for (size_t i = 0; i < a->nclauses; i++) {
        assert_string_equal(a->clause[i].id, b->clause[i].id);
        if (strcmp(a->clause[i].hash, b->clause[i].hash) != 0)
            fail_msg("%s: hash %s became %s", a->clause[i].id, a->clause[i].hash, b->clause[i].hash);
    }
}

size_t tu_changed_hashes(const cidx *a, const cidx *b)
{
    assert_int_equal(a->nclauses, b->nclauses);
    size_t changed = 0;
    for (size_t i = 0; i < a->nclauses; i++) {
        assert_string_equal(a->clause[i].id, b->clause[i].id);
        changed += strcmp(a->clause[i].hash, b->clause[i].hash) != 0;
    }
    return changed;
}
