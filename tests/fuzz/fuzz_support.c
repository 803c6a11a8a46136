/* fuzz_support.c — what the fuzz targets share (fuzz_support.h). */
#include "fuzz_support.h"
#include "util/jread.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

_Noreturn void fz_finding(const char *what, const char *detail)
{
    fprintf(stderr, "fuzz finding: %s\n%s\n", what, detail ? detail : "");
    abort();
}

/* The quick reader and jansson agree on the types as well as on the values: json_equal takes
 * 1 and 1.0 for different values already; this also walks arrays and objects for it. */
json_t *fz_parse(const char *text, size_t len)
{
    json_t *quick = jr_load(text, len);
    json_error_t err;
    json_t *slow = json_loadb(text, len, JSON_REJECT_DUPLICATES, &err);
    if (quick && !slow)
        fz_finding("util/jread accepted a text jansson refuses", err.text);
    if (quick && !json_equal(quick, slow)) {
        char *a = json_dumps(quick, JSON_ENCODE_ANY), *b = json_dumps(slow, JSON_ENCODE_ANY);
        fprintf(stderr, "jread:   %s\njansson: %s\n", a ? a : "?", b ? b : "?");
        fz_finding("util/jread and jansson read a text to different values", NULL);
    }
    json_decref(quick);
    return slow;
}

void fz_doc_open(fz_doc *f, const char *slug)
{
    const char *dir = getenv("FUZZ_RULES");
    diag dg;
    diag_init(&dg, stderr);
    if (mfst_load(&f->m, dir ? dir : "rules", &dg) != 0
        || doc_open(&f->d, &f->m, slug, NULL, &dg) != 0)
        fz_finding("the rules could not be opened (run from the repository root, or set FUZZ_RULES)",
                   slug);
    vhistory_init(&f->h, &f->m, f->d.meta, &f->d.index);
}

void fz_cases_open(caseset *cs)
{
    const char *dir = getenv("FUZZ_CASES");
    diag dg;
    diag_init(&dg, stderr);
    if (caseset_discover(cs, dir ? dir : "cases", &dg) != 0 || cs->n == 0)
        fz_finding("no cases (run from the repository root, or set FUZZ_CASES)", NULL);
}

bool fz_split(const uint8_t *data, size_t size, fz_parts *p)
{
    const char *text = (const char *)data;
    const char *nl = memchr(text, '\n', size);
    if (!nl)
        return false;
    p->head = text;
    p->head_len = (size_t)(nl - text);
    p->rest = nl + 1;
    p->rest_len = size - p->head_len - 1;
    return true;
}

size_t fz_hash(const char *s, size_t n)
{
    size_t h = 5381;
    for (size_t i = 0; i < n; i++)
        h = h * 33 + (unsigned char)s[i];
    return h;
}

void fz_file_open(fz_file *f)
{
    const char *tmp = getenv("TMPDIR");
    snprintf(f->path, sizeof f->path, "%.40s/fuzz-input.XXXXXX", tmp && *tmp ? tmp : "/tmp");
    f->fd = mkstemp(f->path);
    if (f->fd < 0)
        fz_finding("no temporary file", f->path);
    unlink(f->path);  /* read through /proc/self/fd: nothing is left behind */
    snprintf(f->path, sizeof f->path, "/proc/self/fd/%d", f->fd);
}

void fz_file_put(fz_file *f, const uint8_t *data, size_t size)
{
    if (ftruncate(f->fd, 0) != 0)
        fz_finding("cannot empty the input file", f->path);
    size_t done = 0;
    while (done < size) {
        ssize_t n = pwrite(f->fd, data + done, size - done, (off_t)done);
        if (n <= 0)
            fz_finding("cannot write the input file", f->path);
        done += (size_t)n;
    }
}
