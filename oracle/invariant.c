/* invariant.c — the table of per-document invariant checkers and the report they fill
 * (invariant.h). */
#include "invariant.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct inv_ctx {
    inv_report *r;
};

static const struct {
    const char *doc;
    void (*check)(inv_ctx *, const json_t *, const json_t *);
} checkers[] = {
    {"fusion-world", inv_fusion_world},
};

void inv_checked(inv_ctx *x, const char *clause)
{
    inv_report *r = x->r;
    for (size_t i = 0; i < r->n_checked; i++)
        if (r->checked[i] == clause || strcmp(r->checked[i], clause) == 0)
            return;
    if (r->n_checked < INV_MAX_CHECKED)
        r->checked[r->n_checked++] = clause;
}

bool inv_was_checked(const inv_report *r, const char *clause)
{
    for (size_t i = 0; i < r->n_checked; i++)
        if (strcmp(r->checked[i], clause) == 0)
            return true;
    return false;
}

int inv_broken(inv_ctx *x, const char *clause, const char *fmt, ...)
{
    if (x->r->clause)
        return -1;
    char buf[600];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(buf, sizeof buf, fmt, ap);
    va_end(ap);
    size_t n = strlen(clause) + strlen(buf) + 32;
    x->r->message = malloc(n);
    if (x->r->message)
        snprintf(x->r->message, n, "invariant %s broken: %s", clause, buf);
    x->r->clause = clause;
    return -1;
}

void inv_check(const char *doc, const json_t *setup, const json_t *observation, inv_report *r)
{
    r->n_checked = 0;
    r->clause = NULL;
    r->message = NULL;
    inv_ctx x = {r};
    for (size_t i = 0; i < sizeof checkers / sizeof *checkers; i++)
        if (strcmp(checkers[i].doc, doc) == 0)
            checkers[i].check(&x, setup, observation);
}

void inv_report_free(inv_report *r)
{
    free(r->message);
    r->n_checked = 0;
    r->message = NULL;
    r->clause = NULL;
}
