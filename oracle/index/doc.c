/* doc.c — opening a document version: load, verify its checksum, extract its clause index. */
#include "doc.h"
#include "scheme.h"
#include "util/fatal.h"
#include "util/sha256.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int extract(doc *d, const char *slug, const char *scheme_name, diag *dg)
{
    const scheme *s = scheme_find(scheme_name);
    if (!s) {
        diag_error(dg, d->src.path, 0, 0, "unknown numbering scheme \"%s\"", scheme_name);
        return -1;
    }
    cidx_init(&d->index, &d->src, slug, scheme_name);
    if (s->parse(&d->src, &d->index, dg) != 0 || cidx_finish(&d->index, dg) != 0) {
        cidx_free(&d->index);
        return -1;
    }
    return 0;
}

int doc_open_mem(doc *d, const char *name, const char *bytes, size_t n, const char *slug,
                 const char *scheme_name, diag *dg)
{
    memset(d, 0, sizeof *d);
    if (src_load_mem(&d->src, name, bytes, n, dg) != 0)
        return -1;
    sha256_hex(d->src.bytes, d->src.size, d->sha256);
    if (extract(d, slug, scheme_name, dg) != 0) {
        src_free(&d->src);
        return -1;
    }
    return 0;
}

int doc_open_file(doc *d, const char *path, const char *slug, const char *scheme_name, diag *dg)
{
    memset(d, 0, sizeof *d);
    if (src_load(&d->src, path, dg) != 0)
        return -1;
    sha256_hex(d->src.bytes, d->src.size, d->sha256);
    if (extract(d, slug, scheme_name, dg) != 0) {
        src_free(&d->src);
        return -1;
    }
    return 0;
}

int doc_open(doc *d, const manifest *m, const char *slug, const char *label, diag *dg)
{
    memset(d, 0, sizeof *d);
    const mfst_doc *md = mfst_find(m, slug);
    if (!md) {
        diag_error(dg, m->path, 0, 0, "no document \"%s\" in the manifest", slug);
        return -1;
    }
    const mfst_version *v = mfst_version_find(md, label);
    if (!v) {
        diag_error(dg, m->path, 0, 0, "document \"%s\" has no version \"%s\"", slug, label);
        return -1;
    }
    size_t n = strlen(m->dir) + strlen(v->file) + 2;
    char *path = xmalloc(n);
    snprintf(path, n, "%s/%s", m->dir, v->file);
    if (src_load(&d->src, path, dg) != 0) {
        free(path);
        return -1;
    }
    free(path);
    sha256_hex(d->src.bytes, d->src.size, d->sha256);
    if (strcmp(d->sha256, v->sha256) != 0) {
        diag_error(dg, d->src.path, 0, 0,
                   "sha256 is %s but the manifest (%s) records %s for %s %s; the rules texts must be "
                   "byte-identical to their sources",
                   d->sha256, m->path, v->sha256, slug, v->label);
        src_free(&d->src);
        return -1;
    }
    if (extract(d, slug, md->scheme, dg) != 0) {
        src_free(&d->src);
        return -1;
    }
    d->meta = md;
    d->ver = v;
    return 0;
}

void doc_close(doc *d)
{
    if (d->index.finished || d->index.clause)
        cidx_free(&d->index);
    src_free(&d->src);
    memset(d, 0, sizeof *d);
}
