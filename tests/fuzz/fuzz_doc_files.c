/* fuzz_doc_files.c — libFuzzer target: the files that annotate the cases of a document,
 * read from a file as `oracle run` reads them: a classification (oracle/suite/classify.c), the
 * readings (readings.c) and an expectations list of known failures (knownfail.c). An input is
 * "KIND\nFILE": KIND is classification, readings or expectations (another word picks one by its
 * hash); the document is the first of those with cases whose quoted slug the file holds
 * (fusion-world when none), its clause ids followed through its history; the cases are those of cases/ ($FUZZ_CASES). What is refused is refused with a
 * diagnostic. */
#include "fuzz_support.h"
#include "oracle/suite/classify.h"
#include "oracle/suite/knownfail.h"
#include "oracle/suite/readings.h"

#include <stdlib.h>
#include <string.h>

static const char *const slugs[] = {"fusion-world", "nivel-arena", "bushiroad-floor",
                                    "haikyu-break"};
enum { NDOCS = sizeof slugs / sizeof *slugs };

typedef struct files_state {
    fz_doc docs[NDOCS];
    caseset cases;
    fz_file input;
} files_state;

static files_state *fs;  /* the documents and cases, opened once */

int LLVMFuzzerInitialize(int *argc, char ***argv)
{
    (void)argc;
    (void)argv;
    fs = calloc(1, sizeof *fs);
    for (size_t i = 0; i < NDOCS; i++)
        fz_doc_open(&fs->docs[i], slugs[i]);
    fz_cases_open(&fs->cases);
    fz_file_open(&fs->input);
    return 0;
}

static fz_doc *doc_of(const char *text, size_t len)
{
    for (size_t i = 0; i < NDOCS; i++) {
        char quoted[64];
        int n = snprintf(quoted, sizeof quoted, "\"%s\"", slugs[i]);
        for (size_t k = 0; k + (size_t)n <= len; k++)
            if (memcmp(text + k, quoted, (size_t)n) == 0)
                return &fs->docs[i];
    }
    return &fs->docs[0];
}

static void refused_with_reason(int rc, const diag *dg, const char *what)
{
    if (rc != 0 && dg->errors == 0)
        fz_finding(what, "refused without a diagnostic");
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static const char *const kinds[] = {"classification", "readings", "expectations"};
    fz_parts in;
    if (!fz_split(data, size, &in))
        return 0;
    int kind = (int)(fz_hash(in.head, in.head_len) % 3);
    for (int k = 0; k < 3; k++)
        if (in.head_len == strlen(kinds[k]) && memcmp(in.head, kinds[k], in.head_len) == 0)
            kind = k;
    fz_file_put(&fs->input, (const uint8_t *)in.rest, in.rest_len);
    fz_doc *d = doc_of(in.rest, in.rest_len);
    diag dg;
    diag_init(&dg, NULL);
    if (kind == 0) {
        classification c;
        int rc = classify_load(&c, fs->input.path, &d->h, &dg);
        refused_with_reason(rc, &dg, "a classification");
        if (rc == 0) {
            size_t counts[CC__COUNT];
            classify_count(&c, d->d.index.nclauses, counts);
        }
        classify_free(&c);
    } else if (kind == 1) {
        readings r;
        refused_with_reason(readings_load(&r, fs->input.path, &d->h, &dg), &dg, "the readings");
        readings_free(&r);
    } else {
        knownfail k;
        refused_with_reason(knownfail_load(&k, fs->input.path, &fs->cases, &dg), &dg,
                            "an expectations list");
        knownfail_free(&k);
    }
    return 0;
}
