/* fuzz_manifest.c — libFuzzer target: the manifest reader (oracle/index/manifest.c) on arbitrary
 * bytes. What it accepts is what the rest of the oracle relies on: each slug, label and date
 * well-formed, each file a relative path of plain names under the rules directory; what it
 * refuses it refuses with a diagnostic. */
#include "fuzz_support.h"

#include <string.h>

/* A relative path of plain names: no "", "." or ".." component, not absolute. */
static bool plain_path(const char *p)
{
    if (*p == '/' || *p == '\0')
        return false;
    for (const char *s = p; *s;) {
        size_t n = strcspn(s, "/");
        if (n == 0 || (n == 1 && s[0] == '.') || (n == 2 && s[0] == '.' && s[1] == '.'))
            return false;
        s += n + (s[n] == '/');
        if (s[-1] == '/' && *s == '\0')
            return false;
    }
    return true;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    diag dg;
    diag_init(&dg, NULL);
    manifest m;
    if (mfst_load_mem(&m, "rules", "manifest.json", (const char *)data, size, &dg) != 0) {
        if (dg.errors == 0)
            fz_finding("a manifest refused without a diagnostic", NULL);
        return 0;
    }
    for (size_t i = 0; i < m.ndocs; i++) {
        const mfst_doc *d = &m.docs[i];
        if (!mfst_slug_ok(d->slug) || mfst_find(&m, d->slug) != d)
            fz_finding("a manifest accepted with a bad or repeated slug", d->slug);
        for (size_t v = 0; v < d->nversions; v++) {
            const mfst_version *ver = &d->versions[v];
            if (!mfst_label_ok(ver->label) || mfst_version_find(d, ver->label) != ver)
                fz_finding("a manifest accepted with a bad or repeated label", ver->label);
            if (!plain_path(ver->file))
                fz_finding("a manifest accepted with a file outside the rules directory", ver->file);
            for (size_t k = 0; k < ver->ndates; k++)
                if (!mfst_date_ok(ver->dates[k].date) || ver->dates[k].line < 1)
                    fz_finding("a manifest accepted with a bad date", ver->dates[k].date);
        }
    }
    mfst_free(&m);
    return 0;
}
