/* vdiff_history.h — the new version's change history against the actual diff.
 *
 * The history entries of the new version that the old version does not print are the
 * publisher's own account of the revision. Each entry that names clauses (one id, a range
 * "A～B", or a section meaning its whole subtree) is checked against the diff: it must cover
 * at least one clause the diff shows added, removed, changed or renumbered (a deletion is
 * looked up in the old version, everything else in the new one; a renumbering "A (新 B)" in
 * both). Conversely, every normative change of the diff must fall inside some new entry.
 * Findings: an entry naming a clause the version does not have; an entry whose clauses the
 * diff shows unchanged; a change no entry mentions (typo fixes and renumberings are the usual
 * ones); and, once, a revision whose history gained no entry, or whose new entries name no
 * clause (bushiroad-floor's history lists versions only), where no per-clause check is
 * possible. */
#ifndef ORACLE_VDIFF_HISTORY_H
#define ORACLE_VDIFF_HISTORY_H

#include "vdiff.h"

typedef enum vdh_kind {
    VDH_ENTRY_MISSING,     /* the entry names a clause the version does not have */
    VDH_ENTRY_UNCHANGED,   /* the entry names clauses the diff shows unchanged (or layout only) */
    VDH_CHANGE_UNLOGGED,   /* a normative change no new entry covers */
    VDH_NO_NEW_ENTRY,      /* normative changes, but the history gained no entry */
    VDH_UNATTRIBUTED,      /* the new entries name no clause: nothing to check per clause */
} vdh_kind;

typedef struct vdh_finding {
    vdh_kind kind;
    const hist_entry *entry;   /* the new history entry (ENTRY_*), else NULL */
    const vd_entry *change;    /* the diff entry (CHANGE_UNLOGGED), else NULL */
} vdh_finding;

typedef struct vdh_report {
    vdh_finding *finding;
    size_t nfindings, cap;
    size_t new_entries;        /* history entries of the new version the old one lacks */
    size_t naming_entries;     /* of those, the ones that name a clause */
} vdh_report;

void vdh_check(vdh_report *r, const vdiff *d);
void vdh_free(vdh_report *r);
const char *vdh_kind_name(vdh_kind k);  /* "entry-missing", "entry-unchanged", "change-unlogged",
                                           "no-new-entry", "unattributed" */

#endif
