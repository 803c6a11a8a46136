/* bench_extract.c — `make bench`: the time to extract the clause index of every document,
 * measured side by side with the time to merely read the same file, in one run. Rounds are
 * interleaved (read, extract, read, extract …) so that both see the same machine state; the
 * median of the rounds is reported, with the ratio extract / read. */
#include "oracle/index/doc.h"
#include "oracle/index/manifest.h"

#include <stdio.h>
#include "bench_clock.h"

#include <stdlib.h>
#include <string.h>
#include <time.h>

enum { ROUNDS = 41 };


/* Read the whole file into memory and discard it: the floor any extraction pays. */
static size_t read_file(const char *path)
{
    FILE *f = fopen(path, "rb");
    if (!f)
        return 0;
    static char buf[1 << 20];
    size_t n = 0, got;
    while ((got = fread(buf, 1, sizeof buf, f)) > 0)
        n += got;
    fclose(f);
    return n;
}

int main(int argc, char **argv)
{
    const char *rules = argc > 1 ? argv[1] : "rules";
    diag dg;
    diag_init(&dg, stderr);
    manifest m;
    if (mfst_load(&m, rules, &dg) != 0)
        return 2;
    printf("extraction of each document against reading its file, median of %d interleaved rounds\n\n", ROUNDS);
    printf("%-16s %8s %9s %11s %8s %8s\n", "document", "bytes", "read µs", "extract µs", "ratio", "clauses");
    double total_read = 0, total_extract = 0;
    for (size_t i = 0; i < m.ndocs; i++) {
        const mfst_version *v = mfst_version_find(&m.docs[i], NULL);
        char path[1024];
        snprintf(path, sizeof path, "%s/%s", m.dir, v->file);
        double reads[ROUNDS], extracts[ROUNDS];
        size_t bytes = 0, clauses = 0;
        for (int r = 0; r < ROUNDS; r++) {
            double t0 = bench_now_us();
            bytes = read_file(path);
            double t1 = bench_now_us();
            doc d;
            if (doc_open_file(&d, path, m.docs[i].slug, m.docs[i].scheme, &dg) != 0)
                return 2;
            double t2 = bench_now_us();
            clauses = d.index.nclauses;
            doc_close(&d);
            reads[r] = t1 - t0;
            extracts[r] = t2 - t1;
        }
        double rd = bench_median(reads, ROUNDS), ex = bench_median(extracts, ROUNDS);
        total_read += rd;
        total_extract += ex;
        printf("%-16s %8zu %9.1f %11.1f %7.1fx %8zu\n", m.docs[i].slug, bytes, rd, ex, ex / rd, clauses);
    }
    printf("%-16s %8s %9.1f %11.1f %7.1fx\n", "all five", "", total_read, total_extract, total_extract / total_read);
    printf("\nextracting all five documents: %.2f ms (target: under 20 ms)\n", total_extract / 1000.0);
    mfst_free(&m);
    return 0;
}
