/* fuzz_vdiff.c — libFuzzer target: the version diff (oracle/index/vdiff.c) and the check of the
 * new version's change history against it (vdiff_history.c). An input is "SCHEME\nOLD\0NEW":
 * a numbering scheme by name (another name picks one by its hash) and two texts of a document.
 * The diff accounts for every clause of both sides exactly once, its counts add up, and a text
 * against itself is unchanged throughout. */
#include "fuzz_support.h"
#include "oracle/index/scheme.h"
#include "oracle/index/vdiff.h"
#include "oracle/index/vdiff_history.h"

#include <string.h>

static const scheme *scheme_named(const char *name, size_t n)
{
    size_t count = 0;
    for (const scheme *const *s = scheme_all(); *s; s++, count++)
        if (strlen((*s)->name) == n && strncmp((*s)->name, name, n) == 0)
            return *s;
    return scheme_all()[fz_hash(name, n) % count];
}

static void check_diff(const vdiff *d, const cidx *from, const cidx *to)
{
    size_t sum = 0;
    for (int s = 0; s < VD__COUNT; s++)
        sum += d->count[s];
    if (sum != d->nentries)
        fz_finding("the diff's counts do not add up to its entries", NULL);
    for (size_t i = 0; i < from->nclauses; i++) {
        int32_t e = d->old_entry[i];
        if (e < 0 || (size_t)e >= d->nentries || d->entry[e].old_clause != (int32_t)i)
            fz_finding("an old clause the diff does not account for", from->clause[i].id);
    }
    for (size_t i = 0; i < to->nclauses; i++) {
        int32_t e = d->new_entry[i];
        if (e < 0 || (size_t)e >= d->nentries || d->entry[e].new_clause != (int32_t)i)
            fz_finding("a new clause the diff does not account for", to->clause[i].id);
    }
    for (size_t k = 0; k < d->nentries; k++) {
        const vd_entry *e = &d->entry[k];
        if ((e->old_clause < 0) != (e->status == VD_ADDED) || (e->new_clause < 0) != (e->status == VD_REMOVED))
            fz_finding("an entry whose sides do not match its status", vd_status_name(e->status));
    }
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    fz_parts in;
    if (!fz_split(data, size, &in))
        return 0;
    const scheme *s = scheme_named(in.head, in.head_len);
    const char *old = in.rest, *end = in.rest + in.rest_len;
    const char *zero = memchr(old, '\0', (size_t)(end - old));
    const char *new = zero ? zero + 1 : end;
    size_t old_len = (size_t)((zero ? zero : end) - old), new_len = (size_t)(end - new);
    diag dg;
    diag_init(&dg, NULL);
    doc a, b;
    if (doc_open_mem(&a, "old.txt", old, old_len, "fuzz", s->name, &dg) != 0)
        return 0;
    if (doc_open_mem(&b, "new.txt", new, new_len, "fuzz", s->name, &dg) != 0) {
        doc_close(&a);
        return 0;
    }
    vdiff d;
    vdiff_compute(&d, &a.index, &b.index);
    check_diff(&d, &a.index, &b.index);
    vdh_report r;
    memset(&r, 0, sizeof r);
    vdh_check(&r, &d);
    for (size_t i = 0; i < r.nfindings; i++)
        (void)vdh_kind_name(r.finding[i].kind);
    vdh_free(&r);
    vdiff_free(&d);
    vdiff_compute(&d, &a.index, &a.index);
    check_diff(&d, &a.index, &a.index);
    if (d.count[VD_UNCHANGED] != d.nentries)
        fz_finding("a text against itself is not unchanged throughout", NULL);
    vdiff_free(&d);
    doc_close(&b);
    doc_close(&a);
    return 0;
}
