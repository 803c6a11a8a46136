/* scheme_dash.c — placeholder */
#include "scheme.h"
static int parse(const src_doc *src, cidx *x, diag *dg)
{
    (void)x;
    diag_error(dg, src->path, 0, 0, "not yet");
    return -1;
}
const scheme scheme_dash = {"dash", "placeholder", parse};
