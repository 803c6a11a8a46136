/* fuzz_support.h — what the libFuzzer targets (tests/fuzz/fuzz_*.c) share: a JSON text parsed as
 * the oracle parses what it reads, the quick reader checked against jansson on the way; the
 * repository's rules opened once (the manifest, a document's current version and its history);
 * an input written to a file, for the loaders that read one. A target aborts on a finding, so
 * that libFuzzer keeps the input. */
#ifndef TESTS_FUZZ_SUPPORT_H
#define TESTS_FUZZ_SUPPORT_H

#include "oracle/index/doc.h"
#include "oracle/index/manifest.h"
#include "oracle/index/vhistory.h"
#include "oracle/suite/caseset.h"

#include <jansson.h>
#include <stddef.h>
#include <stdint.h>

/* The entry points libFuzzer calls (the first only where a target opens something once). */
int LLVMFuzzerInitialize(int *argc, char ***argv);
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

/* The value of text[0..len) as util/jread and jansson give it (duplicate keys refused), or
 * NULL when it is not JSON. A differential: whatever the quick reader accepts, jansson must
 * accept with an equal value of the same types; else the process aborts with both. */
json_t *fz_parse(const char *text, size_t len);

/* A document of the repository's rules (the directory $FUZZ_RULES, else rules/ of the working
 * directory), its current version and its history. */
typedef struct fz_doc {
    manifest m;
    doc d;
    vhistory h;
} fz_doc;

/* Open `slug`; abort with the diagnostic when the rules cannot be read (a target without its
 * document would fuzz nothing). */
void fz_doc_open(fz_doc *f, const char *slug);

/* The repository's cases (the directory $FUZZ_CASES, else cases/); abort when there are none. */
void fz_cases_open(caseset *cs);

/* An input "HEAD\nREST" split at its first newline; false when it has none. */
typedef struct fz_parts {
    const char *head, *rest;
    size_t head_len, rest_len;
} fz_parts;

bool fz_split(const uint8_t *data, size_t size, fz_parts *p);
/* A hash of s[0..n), to pick one of several things by a name that names none. */
size_t fz_hash(const char *s, size_t n);

/* A file that holds the input of one run, rewritten for each. */
typedef struct fz_file {
    char path[64];
    int fd;
} fz_file;

void fz_file_open(fz_file *f);
/* Replace the file's bytes with data[0..size). */
void fz_file_put(fz_file *f, const uint8_t *data, size_t size);

/* Abort the process with a message: a finding. */
_Noreturn void fz_finding(const char *what, const char *detail);

#endif
