/* source.h — a rules document as bytes and lines, validated before any parser sees it.
 * Loading refuses, with one diagnostic naming file, line and column: an unreadable file, an
 * empty file, a binary file (NUL byte), bytes that are not UTF-8, and lines longer than
 * SRC_MAX_LINE bytes. A UTF-8 byte-order mark is skipped; a CR before LF is not part of the line.
 * Lines are numbered from 1 as an editor shows them. */
#ifndef ORACLE_SOURCE_H
#define ORACLE_SOURCE_H

#include "util/diag.h"

#include <stddef.h>
#include <stdint.h>

enum { SRC_MAX_LINE = 64 * 1024 };

typedef struct src_line {
    const char *s;   /* into src_doc.bytes; not NUL-terminated */
    uint32_t len;    /* without the line terminator */
} src_line;

typedef struct src_doc {
    char *path;      /* as given; used in every diagnostic */
    char *bytes;
    size_t size;
    src_line *line;  /* line[0] is line 1 */
    size_t nlines;
} src_doc;

int src_load(src_doc *d, const char *path, diag *dg);                 /* 0, or -1 after a diagnostic */
int src_load_mem(src_doc *d, const char *name, const char *bytes, size_t n, diag *dg);
void src_free(src_doc *d);

/* 1-based line number of a pointer inside the document's bytes. */
long src_line_of(const src_doc *d, const char *p);
/* Column in code points (1-based) of byte offset `off` within line `lineno`. */
long src_col(const src_doc *d, long lineno, size_t off);

#endif
