/* lint_toc.c — the printed table of contents against the body: an entry with no clause in
 * the body (toc-not-in-body), an entry listed twice (toc-duplicate), an entry whose title
 * differs from the body's (toc-title; spacing and character width are not differences), and a
 * numbered heading the contents should list but does not (body-not-in-toc). */
#include "lint.h"

#include <string.h>

void lint_toc(const cidx *x, lint_report *r)
{
    if (!x->ntoc)
        return;
    for (size_t i = 0; i < x->ntoc; i++) {
        const toc_entry *t = &x->toc[i];
        for (size_t j = 0; j < i; j++)
            if (strcmp(x->toc[j].id, t->id) == 0) {
                lint_add(r, LS_WARNING, "toc-duplicate", NULL, t->line, 0,
                         "the contents list %s twice (also at line %ld)", t->id, x->toc[j].line);
                break;
            }
        int32_t c = cidx_find(x, t->id);
        if (c < 0) {
            lint_add(r, LS_WARNING, "toc-not-in-body", NULL, t->line, 0,
                     "the contents list %s (%s) but the body has no such clause", t->id, t->title);
            continue;
        }
        const clause *cl = &x->clause[c];
        if (!lint_same_title(t->title, cl->title))
            lint_add(r, LS_WARNING, "toc-title", cl->id, t->line, 0,
                     "the contents title of %s is \"%s\" but the body's (line %ld) is \"%s\"", cl->id,
                     t->title, cl->line_start, cl->title);
    }
    for (size_t i = 0; i < x->nclauses; i++) {
        const clause *c = &x->clause[i];
        if (!c->numbered || c->kind != CK_HEADING || c->depth > x->toc_max_depth)
            continue;
        bool listed = false;
        for (size_t k = 0; k < x->ntoc && !listed; k++)
            listed = strcmp(x->toc[k].id, c->id) == 0;
        if (!listed)
            lint_add(r, LS_WARNING, "body-not-in-toc", c->id, c->line_start, 0,
                     "%s (%s) is missing from the table of contents", c->id, c->title);
    }
}
