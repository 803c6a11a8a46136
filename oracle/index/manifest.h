/* manifest.h — rules/manifest.json: the documents, their versions, files and checksums.
 * Loading is strict: an unknown key, a wrong type, a missing field, a slug that is not a folder
 * name, a file that would lead outside the rules directory, a label that is not a file name or is
 * used twice, a date that is not YYYY-MM-DD, a line number below 1, a slug listed twice: each an
 * error naming the file, the line and column and the JSON path of the value. */
#ifndef ORACLE_MANIFEST_H
#define ORACLE_MANIFEST_H

#include "util/arena.h"
#include "util/diag.h"

#include <stdbool.h>
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

/* The longest slug or version label. */
#define MFST_MAX_NAME 100

/* Load rules_dir/manifest.json: 0, or -1 after a diagnostic per problem. */
int mfst_load(manifest *m, const char *rules_dir, diag *dg);
/* The same from memory (`name` in diagnostics; tests, the fuzzer). */
int mfst_load_mem(manifest *m, const char *rules_dir, const char *name, const char *text,
                  size_t len, diag *dg);
/* A slug: lower-case letters, digits and "-", beginning with a letter or a digit. */
bool mfst_slug_ok(const char *s);
/* A version label: letters, digits, ".", "_", "-", "+", not beginning with "." (it names a file). */
bool mfst_label_ok(const char *s);
/* A printed date: YYYY-MM-DD, a day of the calendar. */
bool mfst_date_ok(const char *s);
void mfst_free(manifest *m);
const mfst_doc *mfst_find(const manifest *m, const char *slug);
/* The version with this label, or the current one when label is NULL. */
const mfst_version *mfst_version_find(const mfst_doc *d, const char *label);

#endif
