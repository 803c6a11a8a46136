/* json_edits.h — edits of a JSON file's text in place, the rest of it byte for byte: a string
 * value replaced, array elements deleted, a member inserted after another; then the file
 * written whole to a temporary file, flushed to disk and renamed over it. What `oracle repin` does to cases,
 * classifications and readings, and `oracle add-version` to the manifest. */
#ifndef ORACLE_CLI_JSON_EDITS_H
#define ORACLE_CLI_JSON_EDITS_H

#include "util/diag.h"
#include "util/jsonpos.h"

#include <stdbool.h>
#include <stddef.h>

typedef struct jedit {
    size_t from, to;   /* the bytes replaced */
    char *with;        /* the text put there (owned) */
} jedit;

typedef struct jedits {
    const char *text;  /* the file's text (borrowed) */
    size_t len;
    jedit *v;
    size_t n, cap;
} jedits;

void jedits_init(jedits *e, const char *text, size_t len);
void jedits_free(jedits *e);
/* Replace the string value at `path` with the string `value` (written as a JSON string); false
 * when the text holds no string there. */
bool jedit_string(jedits *e, const jpos_path *path, const char *value);
/* Delete the elements k of the array at `path` whose del[k] is true (n: its length), with the
 * commas between them, so that the array stays well-formed. */
void jedit_delete(jedits *e, const jpos_path *path, const bool *del, size_t n);
/* Put `text` right after the value at `path` (raw: the caller writes the comma). False when the
 * path is absent. */
bool jedit_insert_after(jedits *e, const jpos_path *path, const char *text);
/* The text with every edit applied (they must not overlap); malloc'd. */
char *jedits_apply(jedits *e);
/* Write `text` to path whole (util/fileio.h file_write_atomic: a temporary file of its own,
 * flushed, renamed over it; a read-only file refused, the mode of the file kept): 0, or -1
 * after a diagnostic. */
int jedits_write(const char *path, const char *text, diag *dg);

#endif
