/* lint_refs.c — reference findings: a target that does not exist (dangling-ref); a label
 * that names another clause's title, so the number went stale when clauses were renumbered
 * (stale-ref); a label that is not its target's title (ref-label). A label that is the start
 * of the target's title (an abbreviation such as 「0-2. 基本原則」) is accepted, and so is one
 * naming the section that contains the target (【特殊な効果の解決†6-12-1】 points into 6-12). */
#include "lint.h"

#include <string.h>

static bool is_ancestor(const cidx *x, int32_t a, int32_t c)
{
    for (int32_t p = x->clause[c].parent; p >= 0; p = x->clause[p].parent)
        if (p == a)
            return true;
    return false;
}

/* The clause other than `not` whose title is exactly `label` (squeezed), preferring a
 * sibling of `not`; -1 if none. */
static int32_t titled(const cidx *x, const char *label, int32_t not)
{
    strbuf t;
    sb_init(&t);
    int32_t found = -1;
    for (size_t i = 0; i < x->nclauses; i++) {
        if ((int32_t)i == not || !*x->clause[i].title)
            continue;
        lint_squeeze(&t, x->clause[i].title, 1);
        if (strcmp(sb_str(&t), label) == 0) {
            if (found < 0 || x->clause[i].parent == x->clause[not].parent)
                found = (int32_t)i;
        }
    }
    sb_free(&t);
    return found;
}

static void check_label(const cidx *x, const clause_ref *ref, lint_report *r)
{
    const clause *from = &x->clause[ref->from], *to = &x->clause[ref->resolved];
    if (!*to->title)
        return; /* an untitled target: the label names a concept, nothing to compare */
    strbuf label, title;
    sb_init(&label);
    sb_init(&title);
    lint_squeeze(&label, ref->label, 0);
    lint_squeeze(&title, to->title, 1);
    if (label.n && strncmp(sb_str(&title), sb_str(&label), label.n) != 0) {
        int32_t other = titled(x, sb_str(&label), ref->resolved);
        if (other >= 0 && is_ancestor(x, other, ref->resolved))
            ; /* the label names the section the target opens: a reference into that section */
        else if (other >= 0)
            lint_add(r, LS_ERROR, "stale-ref", from->id, ref->line, ref->col,
                     "%s refers to %s (%s) with the label \"%s\", which is the title of %s: the number "
                     "was not updated when the clauses were renumbered",
                     from->id, to->id, to->title, ref->label, x->clause[other].id);
        else
            lint_add(r, LS_WARNING, "ref-label", from->id, ref->line, ref->col,
                     "%s refers to %s (%s) with the label \"%s\", which is not its title", from->id,
                     to->id, to->title, ref->label);
    }
    sb_free(&label);
    sb_free(&title);
}

void lint_refs(const cidx *x, lint_report *r)
{
    for (size_t i = 0; i < x->nrefs; i++) {
        const clause_ref *ref = &x->ref[i];
        const clause *from = &x->clause[ref->from];
        if (ref->resolved < 0)
            lint_add(r, LS_ERROR, "dangling-ref", from->id, ref->line, ref->col,
                     "%s refers to %s, which the document does not contain (printed \"%s\")", from->id,
                     ref->target, ref->printed);
        else if (ref->label)
            check_label(x, ref, r);
    }
}
