/* source.c — loading and validating a rules document, and splitting it into lines. */
#include "source.h"
#include "util/fatal.h"
#include "util/fileio.h"
#include "util/utf8.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

long src_col(const src_doc *d, long lineno, size_t off)
{
    if (lineno < 1 || (size_t)lineno > d->nlines)
        return 0;
    const src_line *l = &d->line[lineno - 1];
    if (off > l->len)
        off = l->len;
    return (long)utf8_count(l->s, off) + 1;
}

long src_line_of(const src_doc *d, const char *p)
{
    size_t lo = 0, hi = d->nlines;
    while (hi - lo > 1) {
        size_t mid = (lo + hi) / 2;
        if (d->line[mid].s <= p)
            lo = mid;
        else
            hi = mid;
    }
    return (long)lo + 1;
}

/* Validate bytes and split lines; on failure report at the offending line and column. */
static int split_and_validate(src_doc *d, diag *dg)
{
    const unsigned char *b = (const unsigned char *)d->bytes;
    size_t n = d->size, i = 0;
    if (n >= 3 && b[0] == 0xEF && b[1] == 0xBB && b[2] == 0xBF)
        i = 3;
    int only_space = 1;
    size_t cap = 1024;
    d->line = xmalloc(cap * sizeof *d->line);
    d->nlines = 0;
    size_t start = i;
    long lineno = 1;
    while (i <= n) {
        if (i == n || b[i] == '\n') {
            if (i == n && start == n && d->nlines > 0)
                break; /* final newline: no empty line after it */
            size_t end = i;
            if (end > start && b[end - 1] == '\r')
                end--;
            if (d->nlines == cap) {
                cap *= 2;
                d->line = xrealloc(d->line, cap * sizeof *d->line);
            }
            d->line[d->nlines].s = d->bytes + start;
            d->line[d->nlines].len = (uint32_t)(end - start);
            d->nlines++;
            lineno++;
            start = ++i;
            continue;
        }
        if (i - start >= SRC_MAX_LINE) {
            size_t len = i - start;
            while (i < n && b[i] != '\n')
                i++, len++;
            diag_error(dg, d->path, lineno, 0,
                       "line is %zu bytes long; a rules document line may be at most %d bytes", len,
                       (int)SRC_MAX_LINE);
            return -1;
        }
        unsigned c = b[i];
        if (c == 0) {
            diag_error(dg, d->path, lineno, (long)utf8_count(d->bytes + start, i - start) + 1,
                       "binary file: NUL byte; a rules document is UTF-8 text");
            return -1;
        }
        size_t len = utf8_len(b + i, n - i);
        if (len == 0) {
            diag_error(dg, d->path, lineno, (long)utf8_count(d->bytes + start, i - start) + 1,
                       "not UTF-8: invalid byte 0x%02X; a rules document is UTF-8 text", c);
            return -1;
        }
        if (!(c == ' ' || c == '\t' || c == '\r'))
            only_space = 0;
        i += len;
    }
    if (only_space) {
        diag_error(dg, d->path, 0, 0, "empty document: the file holds %s", n ? "only blank lines" : "no bytes");
        return -1;
    }
    return 0;
}

int src_load_mem(src_doc *d, const char *name, const char *bytes, size_t n, diag *dg)
{
    memset(d, 0, sizeof *d);
    d->path = strdup(name);
    if (!d->path)
        fatal_oom();
    d->bytes = xmalloc(n + 1);
    memcpy(d->bytes, bytes, n);
    d->bytes[n] = '\0';
    d->size = n;
    if (split_and_validate(d, dg) != 0) {
        src_free(d);
        return -1;
    }
    return 0;
}

int src_load(src_doc *d, const char *path, diag *dg)
{
    memset(d, 0, sizeof *d);
    char *buf;
    size_t n;
    if (file_read_all(path, &buf, &n, dg) != 0)
        return -1;
    int rc = src_load_mem(d, path, buf, n, dg);
    free(buf);
    return rc;
}

void src_free(src_doc *d)
{
    free(d->path);
    free(d->bytes);
    free(d->line);
    memset(d, 0, sizeof *d);
}
