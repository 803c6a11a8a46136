/* vdiff_text.h — the character-level diff of two normalised texts, for the version diff.
 *
 * Texts are compared code point by code point (Japanese has no word boundaries), with Myers'
 * O(ND) algorithm in its linear-space form (the middle snake, bisected recursively): time
 * O((N+M)·D), memory O(N+M), where D is the number of code points inserted plus deleted.
 * The result is a list of runs, each equal, deleted or inserted, with byte offsets into both
 * texts so that a caller can print them with their context. Runs are tidied for a person to
 * read: within one change the deletion comes before the insertion, and a lone code point left
 * equal between two changes (a の or a 、 matched by chance) is folded into the change.
 *
 * The similarity of two texts is 2·(common code points)/(N+M), 1 for two empty texts. */
#ifndef ORACLE_VDIFF_TEXT_H
#define ORACLE_VDIFF_TEXT_H

#include <stddef.h>
#include <stdint.h>

typedef enum vdt_op { VDT_EQUAL, VDT_DELETE, VDT_INSERT } vdt_op;

typedef struct vdt_run {
    vdt_op op;
    size_t a_off, a_len;   /* bytes of the old text (a_len 0 for an insertion) */
    size_t b_off, b_len;   /* bytes of the new text (b_len 0 for a deletion) */
    size_t ncp;            /* code points in the run (of the side it shows) */
} vdt_run;

typedef struct vdt_diff {
    vdt_run *run;
    size_t nruns, cap;
    size_t a_cps, b_cps;   /* lengths in code points */
    size_t distance;       /* code points deleted + inserted (the minimal D, before tidying) */
} vdt_diff;

/* Diff a[0..an) against b[0..bn) (UTF-8; an invalid byte counts as one code point). */
void vdt_diff_compute(vdt_diff *d, const char *a, size_t an, const char *b, size_t bn);
void vdt_diff_free(vdt_diff *d);
/* 2·common/(N+M) in [0,1]; 1 when both texts are empty. */
double vdt_similarity(const vdt_diff *d);

/* Code points of s[0..n) into cp (room for n entries); returns their count. When off is not
 * NULL, off[i] is the byte offset of cp[i] and off[count] = n. */
size_t vdt_decode(const char *s, size_t n, uint32_t *cp, uint32_t *off);
/* The number of code points deleted + inserted by a shortest edit of a into b, or max_d + 1
 * when it exceeds max_d (time O((N+M)·max_d), memory O(max_d)). */
size_t vdt_distance(const uint32_t *a, size_t n, const uint32_t *b, size_t m, size_t max_d);

#endif
