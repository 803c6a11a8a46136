/* fuzz_extract.c — libFuzzer target: every numbering scheme's parser, then lint, on arbitrary
 * bytes. Invalid input must give a diagnostic, never a crash, a leak or undefined behaviour. */
#include "oracle/index/doc.h"
#include "oracle/index/lint.h"
#include "oracle/index/scheme.h"

#include <stddef.h>
#include <stdint.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    for (const scheme *const *s = scheme_all(); *s; s++) {
        diag dg;
        diag_init(&dg, NULL);
        doc d;
        if (doc_open_mem(&d, "fuzz.txt", (const char *)data, size, "fuzz", (*s)->name, &dg) != 0)
            continue;
        lint_report r = {0};
        lint_doc(&d.index, &r);
        lint_report_free(&r);
        doc_close(&d);
    }
    return 0;
}
