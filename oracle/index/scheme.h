/* scheme.h — the one interface behind which each numbering scheme's parser sits.
 *
 * A scheme turns a validated source (source.h) into a clause index (cindex.h): it finds the
 * body, skips the table of contents, page numbers, figure legends and other noise, opens one
 * clause per numbered (or labelled) unit with the correct parent, assigns every continuation
 * line of the body to its clause, records the references each clause prints, and records the
 * document's table of contents and change history as printed. It does not call cidx_finish().
 *
 * Schemes: "dash" (8-4-6: fusion-world, haikyu-break), "dot" (1.2.2.1: nivel-arena),
 * "lycee" (4-digit sections with ■/○/▽ headings and printed steps), "floor" (bushiroad-floor's
 * part/chapter/section/item headings, appendices and penalty tables). */
#ifndef ORACLE_SCHEME_H
#define ORACLE_SCHEME_H

#include "cindex.h"
#include "source.h"
#include "util/diag.h"

typedef struct scheme {
    const char *name;
    const char *summary;   /* one line for `oracle docs` and --help */
    /* Fill x from src. Return 0, or -1 after reporting a diagnostic for input that cannot be
     * parsed at all (a recoverable oddity of a real document is not an error: lint reports it). */
    int (*parse)(const src_doc *src, cidx *x, diag *dg);
} scheme;

const scheme *scheme_find(const char *name);
const scheme *const *scheme_all(void); /* NULL-terminated */

extern const scheme scheme_dash, scheme_dot, scheme_lycee, scheme_floor;

#endif
