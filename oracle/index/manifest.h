/* manifest.h — rules/manifest.json: the documents, their versions, files and checksums.
 * Loading is strict: an unknown key, a wrong type or a missing field is an error naming the
 * file, the line and column (JSON syntax) or the path to the offending value. */
#ifndef ORACLE_MANIFEST_H
#define ORACLE_MANIFEST_H

#include "util/arena.h"
#include "util/diag.h"

#include <stddef.h>

typedef struct mfst_date {
    const char *what, *date;
    long line;
} mfst_date;

typedef struct mfst_version {
    const char *label;           /* "1.06"; or the sha256 prefix when the text prints none */
    const char *label_source;    /* where the label comes from */
    const char *file;            /* relative to the rules directory */
    const char *sha256;
    const char *printed_version; /* NULL when the text prints none */
    mfst_date *dates;
    size_t ndates;
} mfst_version;

typedef struct mfst_doc {
    const char *slug, *title, *language, *scheme;
    mfst_version *versions;      /* oldest first; the last is the current version */
    size_t nversions;
} mfst_doc;

typedef struct manifest {
    arena mem;
    const char *dir;             /* the rules directory */
    const char *path;            /* the manifest file */
    mfst_doc *docs;
    size_t ndocs;
} manifest;

int mfst_load(manifest *m, const char *rules_dir, diag *dg);
void mfst_free(manifest *m);
const mfst_doc *mfst_find(const manifest *m, const char *slug);
/* The version with this label, or the current one when label is NULL. */
const mfst_version *mfst_version_find(const mfst_doc *d, const char *label);

#endif
