/* doc.h — one document version opened for use: its manifest entry, its verified source and
 * its clause index. doc_open() refuses a file whose sha256 differs from the manifest. */
#ifndef ORACLE_DOC_H
#define ORACLE_DOC_H

#include "cindex.h"
#include "manifest.h"
#include "source.h"
#include "util/diag.h"

typedef struct doc {
    const mfst_doc *meta;      /* NULL for a file opened without the manifest */
    const mfst_version *ver;   /* NULL likewise */
    src_doc src;
    cidx index;
    char sha256[65];
} doc;

/* Open version `label` (NULL: current) of document `slug` listed in the manifest. */
int doc_open(doc *d, const manifest *m, const char *slug, const char *label, diag *dg);
/* Open any file with the given scheme (no checksum): edited versions, tests, fuzzing. */
int doc_open_file(doc *d, const char *path, const char *slug, const char *scheme_name, diag *dg);
/* Parse an in-memory text (fuzzing, tests). */
int doc_open_mem(doc *d, const char *name, const char *bytes, size_t n, const char *slug,
                 const char *scheme_name, diag *dg);
void doc_close(doc *d);

#endif
