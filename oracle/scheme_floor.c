/* scheme_floor.c — the "floor" numbering scheme (placeholder until its parser lands). */
#include "scheme.h"

static int parse(const src_doc *src, cidx *x, diag *dg)
{
    (void)x;
    diag_error(dg, src->path, 0, 0, "the floor scheme's parser is not written yet");
    return -1;
}

const scheme scheme_floor = {"floor", "placeholder", parse};
