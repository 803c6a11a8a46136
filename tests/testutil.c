/* testutil.c — helpers shared by the cmocka unit tests. */
#include "testutil.h"

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
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
