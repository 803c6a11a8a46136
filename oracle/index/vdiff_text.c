/* vdiff_text.c — the character-level diff of the version diff: UTF-8 decoding into code
 * points, Myers' linear-space O(ND) diff (forward and backward searches meeting at the middle
 * snake, then recursion on both halves), the bounded edit distance used to score candidate
 * pairs of clauses, and the tidying of runs for display. */
#include "vdiff_text.h"
#include "util/fatal.h"

#include <stdlib.h>
#include <string.h>

size_t vdt_decode(const char *s, size_t n, uint32_t *cp, uint32_t *off)
{
    const unsigned char *u = (const unsigned char *)s;
    size_t i = 0, k = 0;
    while (i < n) {
        unsigned c = u[i];
        size_t len = c < 0x80 ? 1 : (c >> 5) == 6 ? 2 : (c >> 4) == 14 ? 3 : (c >> 3) == 30 ? 4 : 1;
        if (i + len > n)
            len = 1;
        for (size_t j = 1; j < len; j++)
            if ((u[i + j] & 0xC0) != 0x80)
                len = 1;
        uint32_t v = len == 1 ? c : len == 2 ? c & 0x1F : len == 3 ? c & 0x0F : c & 0x07;
        for (size_t j = 1; j < len; j++)
            v = (v << 6) | (u[i + j] & 0x3F);
        if (off)
            off[k] = (uint32_t)i;
        cp[k++] = v;
        i += len;
    }
    if (off)
        off[k] = (uint32_t)n;
    return k;
}

size_t vdt_distance(const uint32_t *a, size_t n, const uint32_t *b, size_t m, size_t max_d)
{
    size_t lo = n < m ? n : m;
    size_t pre = 0;
    while (pre < lo && a[pre] == b[pre])
        pre++;
    a += pre, b += pre, n -= pre, m -= pre;
    lo -= pre;
    while (lo && a[n - 1] == b[m - 1])
        n--, m--, lo--;
    if (n == 0 || m == 0)
        return n + m <= max_d ? n + m : max_d + 1;
    if ((n > m ? n - m : m - n) > max_d)
        return max_d + 1;
    long off = (long)max_d + 1;
    long *v = xmalloc((2 * max_d + 3) * sizeof *v);
    v[off + 1] = 0;
    long target = (long)n - (long)m;
    for (long d = 0; d <= (long)max_d; d++) {
        for (long k = -d; k <= d; k += 2) {
            long x = (k == -d || (k != d && v[off + k - 1] < v[off + k + 1])) ? v[off + k + 1]
                                                                               : v[off + k - 1] + 1;
            long y = x - k;
            while (x < (long)n && y < (long)m && y >= 0 && a[x] == b[y])
                x++, y++;
            v[off + k] = x;
            if (k == target && x >= (long)n) {
                free(v);
                return (size_t)d;
            }
        }
    }
    free(v);
    return max_d + 1;
}

/* ---- the linear-space diff ---- */

typedef struct vdt_ctx {
    const uint32_t *a, *b;
    const uint32_t *aoff, *boff;  /* byte offsets of each code point, plus one past the end */
    long *vf, *vb;                 /* scratch for the searches, reused by every bisection */
    vdt_diff *out;
} vdt_ctx;

static void push_run(vdt_diff *d, vdt_run r)
{
    if (d->nruns == d->cap) {
        d->cap = d->cap ? 2 * d->cap : 16;
        d->run = xrealloc(d->run, d->cap * sizeof *d->run);
    }
    d->run[d->nruns++] = r;
}

/* Record `count` code points of op starting at a[ai], b[bi] (merging with the previous run). */
static void emit(vdt_ctx *c, vdt_op op, size_t ai, size_t bi, size_t count)
{
    if (count == 0)
        return;
    size_t ae = op == VDT_INSERT ? ai : ai + count, be = op == VDT_DELETE ? bi : bi + count;
    vdt_diff *d = c->out;
    if (d->nruns && d->run[d->nruns - 1].op == op) {
        vdt_run *r = &d->run[d->nruns - 1];
        r->a_len = c->aoff[ae] - r->a_off;
        r->b_len = c->boff[be] - r->b_off;
        r->ncp += count;
        return;
    }
    vdt_run r = {op, c->aoff[ai], c->aoff[ae] - c->aoff[ai], c->boff[bi], c->boff[be] - c->boff[bi], count};
    push_run(d, r);
}

static void diff_range(vdt_ctx *c, size_t a0, size_t a1, size_t b0, size_t b1);

/* Find where the forward and backward searches meet on a[a0..a1) × b[b0..b1) (no common
 * prefix or suffix, both non-empty) and recurse on the two halves. */
static void bisect(vdt_ctx *c, size_t a0, size_t a1, size_t b0, size_t b1)
{
    const uint32_t *A = c->a + a0, *B = c->b + b0;
    long n = (long)(a1 - a0), m = (long)(b1 - b0);
    long max_d = (n + m + 1) / 2, voff = max_d, vlen = 2 * max_d + 2;
    long *v1 = c->vf, *v2 = c->vb;
    for (long i = 0; i < vlen; i++)
        v1[i] = v2[i] = -1;
    v1[voff + 1] = 0;
    v2[voff + 1] = 0;
    long delta = n - m;
    int front = (delta & 1) != 0;
    long k1start = 0, k1end = 0, k2start = 0, k2end = 0;
    for (long d = 0; d < max_d; d++) {
        for (long k1 = -d + k1start; k1 <= d - k1end; k1 += 2) {
            long k1o = voff + k1, x1;
            if (k1 == -d || (k1 != d && v1[k1o - 1] < v1[k1o + 1]))
                x1 = v1[k1o + 1];
            else
                x1 = v1[k1o - 1] + 1;
            long y1 = x1 - k1;
            while (x1 < n && y1 < m && A[x1] == B[y1])
                x1++, y1++;
            v1[k1o] = x1;
            if (x1 > n) {
                k1end += 2;
            } else if (y1 > m) {
                k1start += 2;
            } else if (front) {
                long k2o = voff + delta - k1;
                if (k2o >= 0 && k2o < vlen && v2[k2o] != -1 && x1 >= n - v2[k2o]) {
                    diff_range(c, a0, a0 + (size_t)x1, b0, b0 + (size_t)y1);
                    diff_range(c, a0 + (size_t)x1, a1, b0 + (size_t)y1, b1);
                    return;
                }
            }
        }
        for (long k2 = -d + k2start; k2 <= d - k2end; k2 += 2) {
            long k2o = voff + k2, x2;
            if (k2 == -d || (k2 != d && v2[k2o - 1] < v2[k2o + 1]))
                x2 = v2[k2o + 1];
            else
                x2 = v2[k2o - 1] + 1;
            long y2 = x2 - k2;
            while (x2 < n && y2 < m && A[n - x2 - 1] == B[m - y2 - 1])
                x2++, y2++;
            v2[k2o] = x2;
            if (x2 > n) {
                k2end += 2;
            } else if (y2 > m) {
                k2start += 2;
            } else if (!front) {
                long k1o = voff + delta - k2;
                if (k1o >= 0 && k1o < vlen && v1[k1o] != -1) {
                    long x1 = v1[k1o], y1 = voff + x1 - k1o;
                    if (x1 >= n - x2) {
                        diff_range(c, a0, a0 + (size_t)x1, b0, b0 + (size_t)y1);
                        diff_range(c, a0 + (size_t)x1, a1, b0 + (size_t)y1, b1);
                        return;
                    }
                }
            }
        }
    }
    /* no common code point at all */
    emit(c, VDT_DELETE, a0, b0, a1 - a0);
    emit(c, VDT_INSERT, a1, b0, b1 - b0);
}

static void diff_range(vdt_ctx *c, size_t a0, size_t a1, size_t b0, size_t b1)
{
    size_t pre = 0;
    while (a0 + pre < a1 && b0 + pre < b1 && c->a[a0 + pre] == c->b[b0 + pre])
        pre++;
    emit(c, VDT_EQUAL, a0, b0, pre);
    a0 += pre, b0 += pre;
    size_t suf = 0;
    while (a1 - suf > a0 && b1 - suf > b0 && c->a[a1 - suf - 1] == c->b[b1 - suf - 1])
        suf++;
    a1 -= suf, b1 -= suf;
    if (a0 == a1)
        emit(c, VDT_INSERT, a0, b0, b1 - b0);
    else if (b0 == b1)
        emit(c, VDT_DELETE, a0, b0, a1 - a0);
    else
        bisect(c, a0, a1, b0, b1);
    emit(c, VDT_EQUAL, a1, b1, suf);
}

/* Regroup for reading: each change is one deletion then one insertion, and an equal run of a
 * single code point between two changes joins them. */
static void tidy(vdt_diff *d)
{
    vdt_run *in = d->run;
    size_t n = d->nruns;
    d->run = NULL;
    d->nruns = d->cap = 0;
    size_t i = 0;
    while (i < n) {
        if (in[i].op == VDT_EQUAL) {
            push_run(d, in[i++]);
            continue;
        }
        size_t ga = in[i].a_off, gb = in[i].b_off, ea = ga, eb = gb, dcp = 0, icp = 0;
        while (i < n) {
            const vdt_run *r = &in[i];
            if (r->op == VDT_EQUAL) {
                int fold = r->ncp <= 1 && i + 1 < n && in[i + 1].op != VDT_EQUAL;
                if (!fold)
                    break;
                dcp += r->ncp;
                icp += r->ncp;
            } else if (r->op == VDT_DELETE) {
                dcp += r->ncp;
            } else {
                icp += r->ncp;
            }
            ea = r->a_off + r->a_len;
            eb = r->b_off + r->b_len;
            i++;
        }
        if (dcp)
            push_run(d, (vdt_run){VDT_DELETE, ga, ea - ga, gb, 0, dcp});
        if (icp)
            push_run(d, (vdt_run){VDT_INSERT, ea, 0, gb, eb - gb, icp});
    }
    free(in);
}

void vdt_diff_compute(vdt_diff *d, const char *a, size_t an, const char *b, size_t bn)
{
    memset(d, 0, sizeof *d);
    uint32_t *buf = xmalloc((2 * (an + bn) + 2) * sizeof *buf);
    uint32_t *acp = buf, *bcp = buf + an, *aoff = buf + an + bn, *boff = aoff + an + 1;
    size_t n = vdt_decode(a, an, acp, aoff), m = vdt_decode(b, bn, bcp, boff);
    size_t vlen = (n + m + 1) / 2 * 2 + 2;
    long *scratch = xmalloc(2 * vlen * sizeof *scratch);
    vdt_ctx c = {acp, bcp, aoff, boff, scratch, scratch + vlen, d};
    diff_range(&c, 0, n, 0, m);
    d->a_cps = n;
    d->b_cps = m;
    for (size_t i = 0; i < d->nruns; i++)
        if (d->run[i].op != VDT_EQUAL)
            d->distance += d->run[i].ncp;
    free(scratch);
    free(buf);
    tidy(d);
}

void vdt_diff_free(vdt_diff *d)
{
    free(d->run);
    memset(d, 0, sizeof *d);
}

double vdt_similarity(const vdt_diff *d)
{
    size_t total = d->a_cps + d->b_cps;
    return total ? 1.0 - (double)d->distance / (double)total : 1.0;
}
