/* idfollow.c — clause ids of a file followed from the version it was written for into the
 * current one (idfollow.h). */
#include "idfollow.h"
#include "util/fatal.h"

#include <stdlib.h>
#include <string.h>

const char *idf_state_name(idf_state s)
{
    static const char *const names[IDF__COUNT] = {"same", "moved", "changed", "removed", "unknown"};
    return (unsigned)s < IDF__COUNT ? names[s] : "?";
}

static void note(jcheck *ck, idf_list *l, const char *id, int32_t now, idf_state state)
{
    if (l->n == l->cap) {
        l->cap = l->cap ? 2 * l->cap : 16;
        l->v = xrealloc(l->v, l->cap * sizeof *l->v);
    }
    idf_note *n = &l->v[l->n++];
    n->path = ck->path;
    n->line = n->col = 0;
    jpos_find(ck->text, ck->len, &ck->path, false, &n->line, &n->col);
    n->id = id;
    n->now = now;
    n->state = state;
}

int idf_follow(jcheck *ck, vhistory *h, const char *version, const char *id, idf_list *notes,
               int32_t *now)
{
    bool current = !version || (h->current_label && strcmp(version, h->current_label) == 0);
    *now = current ? cidx_find(h->current, id) : -1;
    if (*now >= 0)
        return 0;
    diag quiet;  /* an older version that cannot be opened is said by the error below */
    diag_quiet(&quiet, ck->dg);
    const vh_version *v = !current ? vhistory_version(h, version, &quiet)
                          : !version ? vhistory_holding(h, id, NULL, &quiet) : NULL;
    if (!current && !v)
        return jc_fail(ck, 0, "cannot follow \"%s\" from %s %s: %s", id, h->meta->slug, version,
                       quiet.errors ? quiet.last : "no such version");
    int32_t old = v ? cidx_find(&v->d->index, id) : -1;
    if (old < 0) {
        note(ck, notes, id, -1, IDF_UNKNOWN);
        return 0;
    }
    notes->from = v;
    const vd_entry *e = vdiff_of_old(&v->diff, old);
    *now = e->new_clause;
    idf_state s = e->status == VD_REMOVED ? IDF_REMOVED
                  : !e->same_text ? IDF_CHANGED
                  : strcmp(h->current->clause[e->new_clause].id, id) != 0 ? IDF_MOVED : IDF_SAME;
    if (s != IDF_SAME)
        note(ck, notes, id, *now, s);
    return 0;
}

const char *idf_version(jcheck *ck, const json_t *root, const vhistory *h)
{
    const char *v = jc_string(ck, root, "version", 1);
    if (v && !vhistory_is_known(h, v)) {
        jc_fail_key(ck, "version", 0, "\"%s\" is not a version of %s in the manifest", v,
                    h->meta ? h->meta->slug : "the document");
        return NULL;
    }
    return v;
}

void idf_list_free(idf_list *l)
{
    free(l->file);
    free(l->v);
    memset(l, 0, sizeof *l);
}

void idf_count(const idf_list *l, size_t count[IDF__COUNT])
{
    memset(count, 0, IDF__COUNT * sizeof *count);
    for (size_t i = 0; i < l->n; i++)
        count[l->v[i].state]++;
}

void idf_warn(const idf_list *l, const vhistory *h, diag *dg)
{
    if (l->n == 0)
        return;
    const char *from = l->from ? l->from->ver->label : "?", *to = h->current_label;
    const char *slug = h->meta->slug;
    enum { SHOWN = 10 };  /* warnings per file: a version that removes much says the rest in a line */
    size_t count[IDF__COUNT], said = 0;
    idf_count(l, count);
    for (size_t i = 0; i < l->n; i++) {
        const idf_note *n = &l->v[i];
        if (n->state == IDF_MOVED || (n->state == IDF_SAME) || said++ >= SHOWN)
            continue;
        char where[256];
        jpos_format(&n->path, where, sizeof where);
        if (n->state == IDF_UNKNOWN)
            diag_warning(dg, l->file, n->line, n->col, "%s: no clause \"%s\" in %s %s%s: this entry "
                         "applies to nothing; correct it", where, n->id, slug,
                         l->version ? l->version : to, l->version ? "" : " or an older version");
        else if (n->state == IDF_REMOVED)
            diag_warning(dg, l->file, n->line, n->col, "%s: %s %s was removed in %s: this entry "
                         "applies to nothing (oracle repin %s --accept-suspect deletes it)",
                         where, slug, n->id, to, slug);
        else if (n->state == IDF_CHANGED) {
            const char *now = h->current->clause[n->now].id;
            bool moved = strcmp(now, n->id) != 0;
            diag_warning(dg, l->file, n->line, n->col, "%s: the text of %s %s changed in %s%s%s: "
                         "this entry stands as written until a person reviews it (then: oracle "
                         "repin %s --accept-suspect)", where, slug, n->id, to,
                         moved ? ", now " : "", moved ? now : "", slug);
        }
    }
    if (said > SHOWN)
        diag_warning(dg, l->file, 0, 0, "and %zu more changed or removed clauses (oracle repin %s "
                     "--dry-run lists them all)", said - SHOWN, slug);
    if (count[IDF_MOVED])
        diag_warning(dg, l->file, 0, 0, "%zu clause id%s of %s %s followed to %s%s (oracle repin %s "
                     "rewrites them)", count[IDF_MOVED], count[IDF_MOVED] == 1 ? "" : "s", slug, from,
                     count[IDF_MOVED] == 1 ? "its id in " : "their ids in ", to, slug);
}
