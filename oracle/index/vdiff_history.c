/* vdiff_history.c — checks the new version's change-history entries against the version diff
 * (vdiff_history.h): which entries are new, the clauses each names (id, range, subtree), and
 * which changes no entry covers. */
#include "vdiff_history.h"
#include "util/fatal.h"

#include <stdlib.h>
#include <string.h>

static bool same_str(const char *a, const char *b)
{
    return (!a && !b) || (a && b && strcmp(a, b) == 0);
}

static bool same_entry(const hist_entry *a, const hist_entry *b)
{
    return a->verb == b->verb && same_str(a->version, b->version) && same_str(a->date, b->date) &&
           same_str(a->first, b->first) && same_str(a->last, b->last) &&
           same_str(a->renumbered_to, b->renumbered_to) && same_str(a->note, b->note);
}

static bool is_new_entry(const cidx *old, const hist_entry *e)
{
    for (size_t i = 0; i < old->nhist; i++)
        if (same_entry(&old->hist[i], e))
            return false;
    return true;
}

static void add(vdh_report *r, vdh_kind k, const hist_entry *e, const vd_entry *c)
{
    if (r->nfindings == r->cap) {
        r->cap = r->cap ? 2 * r->cap : 16;
        r->finding = xrealloc(r->finding, r->cap * sizeof *r->finding);
    }
    r->finding[r->nfindings++] = (vdh_finding){k, e, c};
}

/* One past the last clause of i's subtree (clauses are in document order). */
static size_t subtree_end(const cidx *x, size_t i)
{
    size_t j = i + 1;
    while (j < x->nclauses) {
        int32_t p = x->clause[j].parent;
        while (p >= 0 && (size_t)p != i)
            p = x->clause[p].parent;
        if (p < 0)
            break;
        j++;
    }
    return j;
}

static bool is_change(const vd_entry *e)
{
    return e && e->status != VD_UNCHANGED && e->status != VD_LAYOUT;
}

/* Mark the diff entries of clauses [first … last's subtree] of x as covered (old side when
 * `old`); returns -1 when an id is not in x, else the number of changes covered. */
static long cover(const vdiff *d, const cidx *x, bool old, const char *first, const char *last, bool *covered)
{
    int32_t a = cidx_find(x, first), b = last ? cidx_find(x, last) : a;
    if (a < 0 || b < 0)
        return -1;
    if (b < a) {
        int32_t t = a;
        a = b;
        b = t;
    }
    long n = 0;
    size_t end = subtree_end(x, (size_t)b);
    for (size_t i = (size_t)a; i < end; i++) {
        const vd_entry *e = old ? vdiff_of_old(d, (int32_t)i) : vdiff_of_new(d, (int32_t)i);
        if (is_change(e)) {
            covered[e - d->entry] = true;
            n++;
        }
    }
    return n;
}

void vdh_check(vdh_report *r, const vdiff *d)
{
    memset(r, 0, sizeof *r);
    const cidx *from = d->from, *to = d->to;
    bool *covered = xcalloc(d->nentries + 1, sizeof *covered);
    for (size_t k = 0; k < to->nhist; k++) {
        const hist_entry *e = &to->hist[k];
        if (!is_new_entry(from, e))
            continue;
        r->new_entries++;
        if (!e->first)
            continue;
        r->naming_entries++;
        long n;
        if (e->verb == HV_DELETED) {
            n = cover(d, from, true, e->first, e->last, covered);
        } else if (e->verb == HV_RENUMBERED && e->renumbered_to) {
            long o = cover(d, from, true, e->first, e->last, covered);
            long w = cover(d, to, false, e->renumbered_to, NULL, covered);
            n = o < 0 || w < 0 ? -1 : o + w;
        } else {
            n = cover(d, to, false, e->first, e->last, covered);
        }
        if (n < 0)
            add(r, VDH_ENTRY_MISSING, e, NULL);
        else if (n == 0)
            add(r, VDH_ENTRY_UNCHANGED, e, NULL);
    }
    if (d->normative_changes && r->new_entries == 0) {
        add(r, VDH_NO_NEW_ENTRY, NULL, NULL);
    } else if (d->normative_changes && r->naming_entries == 0) {
        add(r, VDH_UNATTRIBUTED, NULL, NULL);
    } else {
        for (size_t i = 0; i < d->nentries; i++)
            if (vd_entry_normative_change(&d->entry[i]) && !covered[i])
                add(r, VDH_CHANGE_UNLOGGED, NULL, &d->entry[i]);
    }
    free(covered);
}

void vdh_free(vdh_report *r)
{
    free(r->finding);
    memset(r, 0, sizeof *r);
}

const char *vdh_kind_name(vdh_kind k)
{
    static const char *const names[] = {"entry-missing", "entry-unchanged", "change-unlogged", "no-new-entry",
                                        "unattributed"};
    return (unsigned)k < sizeof names / sizeof *names ? names[k] : "?";
}
