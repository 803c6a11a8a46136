/* json_edits.c — in-place edits of a JSON file's text (json_edits.h). */
#include "json_edits.h"
#include "util/fatal.h"
#include "util/fileio.h"
#include "util/strbuf.h"

#include <jansson.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

void jedits_init(jedits *e, const char *text, size_t len)
{
    memset(e, 0, sizeof *e);
    e->text = text;
    e->len = len;
}

void jedits_free(jedits *e)
{
    for (size_t i = 0; i < e->n; i++)
        free(e->v[i].with);
    free(e->v);
    memset(e, 0, sizeof *e);
}

static void add(jedits *e, size_t from, size_t to, char *with)
{
    if (e->n == e->cap) {
        e->cap = e->cap ? 2 * e->cap : 8;
        e->v = xrealloc(e->v, e->cap * sizeof *e->v);
    }
    e->v[e->n++] = (jedit){from, to, with};
}

bool jedit_string(jedits *e, const jpos_path *path, const char *value)
{
    size_t from, to;
    if (!jpos_span(e->text, e->len, path, &from, &to) || e->text[from] != '"')
        return false;
    json_t *s = json_string(value);
    char *quoted = s ? json_dumps(s, JSON_ENCODE_ANY) : NULL;
    json_decref(s);
    if (!quoted)
        return false;
    add(e, from, to, quoted);
    return true;
}

/* The span of element k of the array at `path`. */
static void element(const jedits *e, const jpos_path *path, size_t k, size_t *from, size_t *to)
{
    jpos_path p = *path;
    jpos_push_index(&p, k);
    jpos_span(e->text, e->len, &p, from, to);
}

void jedit_delete(jedits *e, const jpos_path *path, const bool *del, size_t n)
{
    for (size_t a = 0; a < n; a++) {
        if (!del[a])
            continue;
        size_t b = a;
        while (b + 1 < n && del[b + 1])
            b++;
        size_t from, to, s, t;
        if (a > 0) {                    /* from the end of the element before the run */
            element(e, path, a - 1, &s, &from);
            element(e, path, b, &s, &to);
        } else if (b + 1 < n) {         /* to the start of the element after it */
            element(e, path, a, &from, &t);
            element(e, path, b + 1, &to, &t);
        } else {                        /* every element */
            element(e, path, a, &from, &t);
            element(e, path, b, &s, &to);
        }
        add(e, from, to, xstrdup(""));
        a = b;
    }
}

bool jedit_insert_after(jedits *e, const jpos_path *path, const char *text)
{
    size_t from, to;
    if (!jpos_span(e->text, e->len, path, &from, &to))
        return false;
    add(e, to, to, xstrdup(text));
    return true;
}

static int by_offset(const void *a, const void *b)
{
    const jedit *x = a, *y = b;
    return (x->from > y->from) - (x->from < y->from);
}

char *jedits_apply(jedits *e)
{
    qsort(e->v, e->n, sizeof *e->v, by_offset);
    strbuf out;
    sb_init(&out);
    size_t at = 0;
    for (size_t i = 0; i < e->n; i++) {
        sb_put(&out, e->text + at, e->v[i].from - at);
        sb_puts(&out, e->v[i].with);
        at = e->v[i].to;
    }
    sb_put(&out, e->text + at, e->len - at);
    return sb_take(&out);
}

int jedits_write(const char *path, const char *text, diag *dg)
{
    return file_write_atomic(path, text, strlen(text), 0644, dg);
}
