/* lint.c — running the document checks and keeping their findings in order. */
#include "lint.h"
#include "textnorm.h"
#include "util/fatal.h"
#include "util/strbuf.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

const char *lint_severity_name(lint_severity s)
{
    switch (s) {
    case LS_ERROR: return "error";
    case LS_WARNING: return "warning";
    case LS_INFO: break;
    }
    return "info";
}

void lint_add(lint_report *r, lint_severity s, const char *code, const char *clause_id, long line,
              long col, const char *fmt, ...)
{
    if (r->n == r->cap) {
        r->cap = r->cap ? 2 * r->cap : 32;
        r->f = xrealloc(r->f, r->cap * sizeof *r->f);
    }
    strbuf msg;
    sb_init(&msg);
    va_list ap;
    va_start(ap, fmt);
    sb_vprintf(&msg, fmt, ap); /* the finding owns msg.p */
    va_end(ap);
    r->f[r->n++] = (lint_finding){s, code, clause_id, line, col, msg.p};
}

static int by_line(const void *a, const void *b)
{
    const lint_finding *x = a, *y = b;
    if (x->line != y->line)
        return x->line < y->line ? -1 : 1;
    if (x->col != y->col)
        return x->col < y->col ? -1 : 1;
    int c = strcmp(x->code, y->code);
    return c ? c : strcmp(x->message, y->message);
}

void lint_doc(const cidx *x, lint_report *r)
{
    size_t from = r->n;
    lint_refs(x, r);
    lint_numbering(x, r);
    lint_toc(x, r);
    lint_history(x, r);
    if (r->n > from)
        qsort(r->f + from, r->n - from, sizeof *r->f, by_line);
}

void lint_report_free(lint_report *r)
{
    for (size_t i = 0; i < r->n; i++)
        free(r->f[i].message);
    free(r->f);
    memset(r, 0, sizeof *r);
}

void lint_squeeze(strbuf *out, const char *s, int s_is_normalised)
{
    strbuf tmp;
    sb_init(&tmp);
    if (!s_is_normalised) {
        norm_string(&tmp, s, strlen(s));
        s = sb_str(&tmp);
    }
    sb_clear(out);
    for (const char *p = s; *p; p++)
        if (*p != ' ')
            sb_putc(out, *p);
    sb_free(&tmp);
}

int lint_same_title(const char *a, const char *b)
{
    strbuf x, y;
    sb_init(&x);
    sb_init(&y);
    lint_squeeze(&x, a, 0);
    lint_squeeze(&y, b, 0);
    int same = strcmp(sb_str(&x), sb_str(&y)) == 0;
    sb_free(&x);
    sb_free(&y);
    return same;
}
