/* bench_diff.c — `make bench`: the time to diff two versions of the largest document
 * (bushiroad-floor) with `oracle diff`'s engine (vdiff), side by side with the time to parse
 * and index the same two versions, in one run. Three new versions: the document itself (the
 * round trip), a realistic revision (a value reworded, a heading's typo fixed, two penalty
 * branches swapped, a paragraph inserted, a page-break wrap joined) and a heavy one (a part
 * inserted at the head of 《罰則規定》, which renumbers every clause of that volume). Rounds are
 * interleaved (parse, diff, parse, diff …); the median of the rounds is reported. */
#include "bench_clock.h"
#include "oracle/index/doc.h"
#include "oracle/index/manifest.h"
#include "oracle/index/vdiff.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { ROUNDS = 41 };

static const char SLUG[] = "bushiroad-floor";

/* text with the one occurrence of old replaced (exits when it is absent or repeated) */
static char *replace_once(char *text, const char *old, const char *repl)
{
    char *at = strstr(text, old);
    if (!at || strstr(at + 1, old)) {
        fprintf(stderr, "bench_diff: the edit \"%s\" does not apply once\n", old);
        exit(2);
    }
    size_t pre = (size_t)(at - text), on = strlen(old), rn = strlen(repl), n = strlen(text);
    char *out = malloc(n - on + rn + 1);
    if (!out)
        exit(2);
    memcpy(out, text, pre);
    memcpy(out + pre, repl, rn);
    memcpy(out + pre + rn, at + on, n - pre - on + 1);
    free(text);
    return out;
}

static char *realistic(const char *orig)
{
    char *t = strdup(orig);
    t = replace_once(t, "小数第3位を切り捨てます。また、この数値が0.33未満", "小数第3位を切り捨てます。また、この数値が0.30未満");
    t = replace_once(t, "\n第7章 過失によって違反の見逃しを行った\n", "\n第7章 過失によって違反の見逃しを行なった\n");
    t = replace_once(t,
                     "▼違反が相手のカードに起因する場合\n\nレベル1:\t口頭注意\nレベル2以上:\t口頭注意～警告\n\n"
                     "▼違反が自分のカードに起因する場合\n\nレベル1:\t口頭注意～警告\nレベル2以上:\t警告\n",
                     "▼違反が自分のカードに起因する場合\n\nレベル1:\t口頭注意～警告\nレベル2以上:\t警告\n\n"
                     "▼違反が相手のカードに起因する場合\n\nレベル1:\t口頭注意\nレベル2以上:\t口頭注意～警告\n");
    t = replace_once(t, "\n大会に於いて、適正なプレイが行われることに関する責任は、",
                     "\nこの罰則は、違反を見逃したファイターに与えられます。\n\n"
                     "大会に於いて、適正なプレイが行われることに関する責任は、");
    t = replace_once(t, "開始時間\n\nから遅れて", "開始時間から遅れて");
    return t;
}

static char *heavy(const char *orig)
{
    char *t = strdup(orig);
    t = replace_once(t, "\n第5部 許容される行動\n", "\n第6部 許容される行動\n");
    t = replace_once(t, "\n第4部 不正行為\n", "\n第5部 不正行為\n");
    t = replace_once(t, "\n第3部 一般的な違反\n", "\n第4部 一般的な違反\n");
    t = replace_once(t, "\n第2部 罰則の種類とその定義\n", "\n第3部 罰則の種類とその定義\n");
    t = replace_once(t, "\n第1部 大会レベルとルールの適用基準\n",
                     "\n第1部 用語\n\nこの罰則規定で用いる用語は、本文の定義に従います。\n\n"
                     "第2部 大会レベルとルールの適用基準\n");
    return t;
}

static int open_text(doc *d, const char *name, const char *text, const char *scheme, diag *dg)
{
    return doc_open_mem(d, name, text, strlen(text), SLUG, scheme, dg);
}

int main(int argc, char **argv)
{
    const char *rules = argc > 1 ? argv[1] : "rules";
    diag dg;
    diag_init(&dg, stderr);
    manifest m;
    if (mfst_load(&m, rules, &dg) != 0)
        return 2;
    const mfst_doc *md = mfst_find(&m, SLUG);
    doc orig;
    if (!md || doc_open(&orig, &m, SLUG, NULL, &dg) != 0)
        return 2;
    const char *texts[3];
    char *r = realistic(orig.src.bytes), *h = heavy(orig.src.bytes);
    texts[0] = orig.src.bytes;
    texts[1] = r;
    texts[2] = h;
    static const char *const names[3] = {"itself (round trip)", "a realistic revision", "a part inserted (renumbering)"};
    printf("version diff of %s %s (%zu clauses, %zu bytes) against three new versions,\n"
           "median of %d interleaved rounds\n\n", SLUG, orig.ver->label, orig.index.nclauses, orig.src.size, ROUNDS);
    printf("%-30s %14s %9s %7s %9s %8s %7s\n", "new version", "parse both µs", "diff µs", "ratio", "renumber", "changed", "added");
    double worst = 0;
    for (int k = 0; k < 3; k++) {
        double parse[ROUNDS], diff[ROUNDS];
        size_t ren = 0, chg = 0, add = 0;
        for (int round = 0; round < ROUNDS; round++) {
            doc a, b;
            double t0 = bench_now_us();
            if (open_text(&a, "old.txt", orig.src.bytes, md->scheme, &dg) != 0 ||
                open_text(&b, "new.txt", texts[k], md->scheme, &dg) != 0)
                return 2;
            double t1 = bench_now_us();
            vdiff d;
            vdiff_compute(&d, &a.index, &b.index);
            double t2 = bench_now_us();
            ren = d.count[VD_RENUMBERED];
            chg = d.count[VD_CHANGED];
            add = d.count[VD_ADDED];
            vdiff_free(&d);
            doc_close(&a);
            doc_close(&b);
            parse[round] = t1 - t0;
            diff[round] = t2 - t1;
        }
        double p = bench_median(parse, ROUNDS), df = bench_median(diff, ROUNDS);
        if (df > worst)
            worst = df;
        printf("%-30s %14.1f %9.1f %6.2fx %9zu %8zu %7zu\n", names[k], p, df, df / p, ren, chg, add);
    }
    printf("\nslowest diff: %.2f ms (target: well under one second)\n", worst / 1000.0);
    free(r);
    free(h);
    doc_close(&orig);
    mfst_free(&m);
    return 0;
}
