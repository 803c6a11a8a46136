/* vdiff.h — the version diff of one document: the clauses of an old and a new index aligned,
 * and each classified. This is what `oracle diff` prints and what the runner uses to tell,
 * for a case pinned to an old version, whether its clauses are fresh, suspect, renumbered or
 * orphaned.
 *
 * Alignment, in three passes over the two clause sequences (document order):
 *   1. exact text: clauses whose content hash (title + normalised text) is equal are aligned
 *      in order, anchored on hashes that occur once on each side (patience alignment), then
 *      recursively inside each gap; where a gap holds no unique hash, an order-preserving
 *      alignment that maximises the matches, then the matches that keep their id, decides.
 *      Repeated texts (fusion-world's twenty 「チェックポイントが発生します。」) therefore pair
 *      by position between their unique neighbours, never across the document;
 *   2. similar text, inside each gap left by pass 1: an order-preserving pairing that
 *      maximises similarity (code-point edit distance), with a bonus for the same id; a pair
 *      needs the same id or a similarity of at least VD_PAIR_MIN;
 *   3. moves across the document: the clauses still unpaired, by equal hash or a similarity of
 *      at least VD_MOVE_MIN, best first (ties: nearest position).
 * A pair with the same id is unchanged, layout-only (same hash, the source lines differ:
 * re-wrapping, width, spacing, Markdown bold) or changed; a pair whose id differs is
 * renumbered (moved when its parent is not the partner of its old parent). An old clause left
 * unpaired is removed, a new one added.
 *
 * Normative: every clause except examples, notes and the clauses that print the document's
 * own change history (a clause whose lines hold a history entry: bushiroad-floor's HX#1.2.6,
 * lycee's 0001/主旨 with its revision list). A normative change is an added, removed, changed
 * or renumbered normative clause (a renumbering changes what cases pin); layout-only changes
 * and changes to examples, notes and history are not. */
#ifndef ORACLE_VDIFF_H
#define ORACLE_VDIFF_H

#include "cindex.h"

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#define VD_PAIR_MIN 0.5  /* similarity for pairing two clauses of different id inside a gap */
#define VD_MOVE_MIN 0.8  /* similarity for pairing two clauses anywhere in the document */

typedef enum vd_status {
    VD_UNCHANGED,   /* same id, same normalised text, same source lines */
    VD_LAYOUT,      /* same id, same normalised text; the source lines differ */
    VD_CHANGED,     /* same id; the normalised title or text differs */
    VD_RENUMBERED,  /* same or similar text under another id (see moved, same_text) */
    VD_REMOVED,     /* old clause with no counterpart */
    VD_ADDED,       /* new clause with no counterpart */
    VD__COUNT
} vd_status;

/* What differs in the source lines of a layout-only pair (bits). */
enum {
    VD_LAY_WRAP = 1,     /* line breaks */
    VD_LAY_BOLD = 2,     /* Markdown bold markers */
    VD_LAY_WIDTH = 4,    /* full-width against plain forms */
    VD_LAY_SPACING = 8,  /* spaces or tabs */
    VD_LAY_OTHER = 16,   /* other markup the normalisation removes (links, list prefixes) */
};

typedef struct vd_entry {
    vd_status status;
    int32_t old_clause;   /* index into the old index, -1 for VD_ADDED */
    int32_t new_clause;   /* index into the new index, -1 for VD_REMOVED */
    double similarity;    /* of title + text: 1 for equal hashes, 0 when one side is absent */
    bool same_text;       /* equal hashes */
    bool moved;           /* VD_RENUMBERED under a parent other than its old parent's partner */
    bool normative;       /* the clause (either side) is of a normative kind */
    unsigned layout;      /* VD_LAYOUT: VD_LAY_* bits */
} vd_entry;

typedef struct vdiff {
    const cidx *from, *to;
    vd_entry *entry;      /* every old clause and every added clause, in reading order: the new
                             document's order, each removed clause after the counterpart of the
                             old clause before it */
    size_t nentries;
    int32_t *old_entry;   /* [old clause index] → index into entry */
    int32_t *new_entry;   /* [new clause index] → index into entry */
    size_t count[VD__COUNT];
    size_t normative_changes;
} vdiff;

/* Align and classify; both indexes must be finished and outlive the result. */
void vdiff_compute(vdiff *d, const cidx *from, const cidx *to);
void vdiff_free(vdiff *d);

const char *vd_status_name(vd_status s);  /* "unchanged", "layout", "changed", "renumbered",
                                             "removed", "added" */
bool vd_kind_normative(clause_kind k);
bool vd_clause_normative(const cidx *x, int32_t clause_index);
bool vd_entry_normative_change(const vd_entry *e);

/* The entry of an old clause / new clause (by index), or of the old clause with this id
 * (NULL when the old index has no such id). */
const vd_entry *vdiff_of_old(const vdiff *d, int32_t old_clause);
const vd_entry *vdiff_of_new(const vdiff *d, int32_t new_clause);
const vd_entry *vdiff_find_old(const vdiff *d, const char *old_id);

#endif
