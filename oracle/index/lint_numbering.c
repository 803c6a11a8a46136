/* lint_numbering.c — findings about printed numbers: a number printed twice (duplicate-id),
 * a clause whose parent number does not exist (missing-parent), siblings that run backwards
 * (out-of-order) or skip numbers (numbering-gap; not among top-level numbers that a scheme
 * declares sparse by design). Siblings are compared under every parent, numbered or not. */
#include "lint.h"

static void check_siblings(const cidx *x, int32_t first, bool top, lint_report *r)
{
    const bool sparse = top && x->sparse_top_level;
    const clause *prev = NULL;
    for (int32_t k = first; k >= 0; k = top ? k + 1 : x->clause[k].next_sibling) {
        if (top && (size_t)k >= x->nclauses)
            break;
        const clause *c = &x->clause[k];
        if (top && c->parent >= 0)
            continue;
        if (!c->numbered || c->printed_parent)
            continue;
        if (!prev) {
            if (c->seq == 2 && !sparse)
                lint_add(r, LS_WARNING, "numbering-gap", c->id, c->line_start, 0,
                         "%s is the first of its siblings: number 1 is missing", c->id);
            else if (c->seq > 2 && !sparse)
                lint_add(r, LS_WARNING, "numbering-gap", c->id, c->line_start, 0,
                         "%s is the first of its siblings: numbers 1 to %ld are missing", c->id, c->seq - 1);
        } else if (c->seq < prev->seq) {
            lint_add(r, LS_ERROR, "out-of-order", c->id, c->line_start, 0,
                     "%s comes after %s (line %ld) but is numbered lower", c->id, prev->id, prev->line_start);
        } else if (c->seq > prev->seq + 1 && !sparse) {
            if (c->seq == prev->seq + 2)
                lint_add(r, LS_WARNING, "numbering-gap", c->id, c->line_start, 0,
                         "%s follows %s: number %ld is missing", c->id, prev->id, prev->seq + 1);
            else
                lint_add(r, LS_WARNING, "numbering-gap", c->id, c->line_start, 0,
                         "%s follows %s: numbers %ld to %ld are missing", c->id, prev->id, prev->seq + 1,
                         c->seq - 1);
        }
        prev = c;
    }
}

void lint_numbering(const cidx *x, lint_report *r)
{
    for (size_t i = 0; i < x->nclauses; i++) {
        const clause *c = &x->clause[i];
        if (!c->numbered)
            continue;
        int32_t first = cidx_find(x, c->id);
        if (first != (int32_t)i)
            lint_add(r, LS_ERROR, "duplicate-id", c->id, c->line_start, 0,
                     "%s is printed again (first at line %ld)", c->id, x->clause[first].line_start);
        if (c->printed_parent)
            lint_add(r, LS_ERROR, "missing-parent", c->id, c->line_start, 0,
                     "%s implies a parent %s that the text does not contain; it is placed under %s", c->id,
                     c->printed_parent, c->parent >= 0 ? x->clause[c->parent].id : "the top level");
    }
    for (size_t i = 0; i < x->nclauses; i++)
        if (x->clause[i].first_child >= 0)
            check_siblings(x, x->clause[i].first_child, false, r);
    check_siblings(x, 0, true, r);
}
