/* cindex.c — building and deriving the clause index of one document version (see cindex.h). */
#include "cindex.h"
#include "textnorm.h"
#include "util/diag.h"
#include "util/fatal.h"
#include "util/sha256.h"
#include "util/strbuf.h"

#include <stdlib.h>
#include <string.h>

static const char *const kind_names[CK__COUNT] = {
    [CK_HEADING] = "heading", [CK_RULE] = "rule",   [CK_STEP] = "step",
    [CK_ITEM] = "item",       [CK_EXAMPLE] = "example", [CK_NOTE] = "note",
    [CK_REMARK] = "remark",   [CK_TABLE] = "table", [CK_ROW] = "row",
};

const char *clause_kind_name(clause_kind k)
{
    return (unsigned)k < CK__COUNT ? kind_names[k] : "?";
}

const char *hist_verb_name(hist_verb v)
{
    switch (v) {
    case HV_ADDED: return "added";
    case HV_MODIFIED: return "modified";
    case HV_DELETED: return "deleted";
    case HV_RENUMBERED: return "renumbered";
    case HV_RELEASED: return "released";
    case HV_OTHER: break;
    }
    return "other";
}

#define GROW(arr, n, cap)                                                   \
    do {                                                                    \
        if ((n) == (cap)) {                                                 \
            (cap) = (cap) ? 2 * (cap) : 64;                                 \
            (arr) = xrealloc((arr), (cap) * sizeof *(arr));                 \
        }                                                                   \
    } while (0)

void cidx_init(cidx *x, const src_doc *src, const char *doc, const char *scheme)
{
    memset(x, 0, sizeof *x);
    x->src = src;
    x->doc = arena_strdup(&x->mem, doc);
    x->scheme = arena_strdup(&x->mem, scheme);
}

void cidx_free(cidx *x)
{
    free(x->clause);
    free(x->ref);
    free(x->toc);
    free(x->hist);
    free(x->frag);
    free(x->lookup);
    free(x->line_owner);
    arena_free(&x->mem);
    memset(x, 0, sizeof *x);
}

char *cidx_strdup(cidx *x, const char *s, size_t n)
{
    return arena_strndup(&x->mem, s, n);
}

static uint64_t fnv1a(const char *s)
{
    uint64_t h = 1469598103934665603ull;
    for (; *s; s++)
        h = (h ^ (unsigned char)*s) * 1099511628211ull;
    return h;
}

int32_t cidx_find(const cidx *x, const char *id)
{
    if (!x->lookup_cap)
        return -1;
    size_t mask = x->lookup_cap - 1;
    for (size_t i = fnv1a(id) & mask;; i = (i + 1) & mask) {
        int32_t c = x->lookup[i];
        if (c < 0)
            return -1;
        if (strcmp(x->clause[c].id, id) == 0)
            return c;
    }
}

static void lookup_insert(cidx *x, int32_t c);

int32_t cidx_add_clause(cidx *x, const char *id, size_t idlen, int32_t parent, clause_kind kind,
                        long line)
{
    GROW(x->clause, x->nclauses, x->cap_clauses);
    clause *c = &x->clause[x->nclauses];
    memset(c, 0, sizeof *c);
    c->id = arena_strndup(&x->mem, id, idlen);
    c->parent = parent;
    c->depth = parent >= 0 ? x->clause[parent].depth + 1 : 1;
    c->kind = kind;
    c->first_child = c->next_sibling = -1;
    c->line_start = c->line_end = line;
    c->title = c->text = c->raw = "";
    int32_t idx = (int32_t)x->nclauses++;
    lookup_insert(x, idx);
    return idx;
}

static void add_frag(cidx *x, int32_t c, long line, const char *s, size_t n, bool is_title)
{
    GROW(x->frag, x->nfrags, x->cap_frags);
    x->frag[x->nfrags++] = (cidx_frag){c, is_title, line, s, (uint32_t)n};
    clause *cl = &x->clause[c];
    if (line < cl->line_start)
        cl->line_start = line;
    if (line > cl->line_end)
        cl->line_end = line;
}

void cidx_add_title(cidx *x, int32_t c, long line, const char *s, size_t n)
{
    add_frag(x, c, line, s, n, true);
}

void cidx_add_text(cidx *x, int32_t c, long line, const char *s, size_t n)
{
    add_frag(x, c, line, s, n, false);
}

void cidx_add_ref(cidx *x, int32_t c, long line, const char *s, size_t n, const char *target,
                  size_t tn, const char *label, size_t ln)
{
    GROW(x->ref, x->nrefs, x->cap_refs);
    clause_ref *r = &x->ref[x->nrefs++];
    r->from = c;
    r->target = arena_strndup(&x->mem, target, tn);
    r->printed = arena_strndup(&x->mem, s, n);
    r->label = label ? arena_strndup(&x->mem, label, ln) : NULL;
    r->resolved = -1;
    r->line = line;
    size_t off = 0;
    if (line >= 1 && (size_t)line <= x->src->nlines) {
        const src_line *l = &x->src->line[line - 1];
        if (s >= l->s && s <= l->s + l->len)
            off = (size_t)(s - l->s);
    }
    r->col = src_col(x->src, line, off);
}

void cidx_add_toc(cidx *x, const char *id, size_t idn, const char *title, size_t tn,
                  const char *page, size_t pn, long line)
{
    GROW(x->toc, x->ntoc, x->cap_toc);
    toc_entry *t = &x->toc[x->ntoc++];
    strbuf b;
    sb_init(&b);
    norm_string(&b, title, tn);
    t->id = arena_strndup(&x->mem, id, idn);
    t->title = arena_strndup(&x->mem, sb_str(&b), b.n);
    t->page = arena_strndup(&x->mem, page ? page : "", page ? pn : 0);
    t->line = line;
    sb_free(&b);
}

static const char *dup_or(cidx *x, const char *s, const char *fallback)
{
    return s ? arena_strdup(&x->mem, s) : fallback;
}

void cidx_add_history(cidx *x, const hist_entry *e)
{
    GROW(x->hist, x->nhist, x->cap_hist);
    hist_entry *h = &x->hist[x->nhist++];
    h->version = dup_or(x, e->version, "");
    h->date = dup_or(x, e->date, "");
    h->verb = e->verb;
    h->first = dup_or(x, e->first, NULL);
    h->last = dup_or(x, e->last, NULL);
    h->renumbered_to = dup_or(x, e->renumbered_to, NULL);
    h->note = dup_or(x, e->note, "");
    h->line = e->line;
}

/* Insert clause c unless its id is already present (a duplicate id: the first occurrence is the
 * one found; lint reports the duplicate). Grows the table to keep it at most half full. */
static void lookup_insert(cidx *x, int32_t c)
{
    if (2 * (size_t)(c + 1) > x->lookup_cap) {
        size_t cap = x->lookup_cap ? 2 * x->lookup_cap : 256;
        free(x->lookup);
        x->lookup = xmalloc(cap * sizeof *x->lookup);
        for (size_t i = 0; i < cap; i++)
            x->lookup[i] = -1;
        x->lookup_cap = cap;
        for (int32_t k = 0; k < c; k++)
            lookup_insert(x, k);
    }
    if (cidx_find(x, x->clause[c].id) >= 0)
        return;
    size_t i = fnv1a(x->clause[c].id) & (x->lookup_cap - 1);
    while (x->lookup[i] >= 0)
        i = (i + 1) & (x->lookup_cap - 1);
    x->lookup[i] = c;
}

/* Stable counting sort of n records of `size` bytes by their int32 owner field. */
static void sort_by_owner(void *base, size_t n, size_t size, size_t owner_off, size_t nowners,
                          uint32_t *first, uint32_t *count)
{
    memset(count, 0, nowners * sizeof *count);
    unsigned char *b = base;
    for (size_t i = 0; i < n; i++) {
        int32_t o;
        memcpy(&o, b + i * size + owner_off, sizeof o);
        count[o]++;
    }
    uint32_t acc = 0;
    for (size_t o = 0; o < nowners; o++) {
        first[o] = acc;
        acc += count[o];
    }
    unsigned char *tmp = xmalloc(n * size + 1);
    uint32_t *pos = xmalloc((nowners + 1) * sizeof *pos);
    memcpy(pos, first, nowners * sizeof *pos);
    for (size_t i = 0; i < n; i++) {
        int32_t o;
        memcpy(&o, b + i * size + owner_off, sizeof o);
        memcpy(tmp + (size_t)pos[o]++ * size, b + i * size, size);
    }
    if (n)
        memcpy(base, tmp, n * size);
    free(tmp);
    free(pos);
}

static int cmp_long(const void *a, const void *b)
{
    long x = *(const long *)a, y = *(const long *)b;
    return (x > y) - (x < y);
}

static void derive_texts(cidx *x, const uint32_t *ffirst, const uint32_t *fcount)
{
    strbuf title, text, raw, both;
    sb_init(&title);
    sb_init(&text);
    sb_init(&raw);
    sb_init(&both);
    long *lines = NULL;
    size_t cap = 0;
    for (size_t c = 0; c < x->nclauses; c++) {
        clause *cl = &x->clause[c];
        sb_clear(&title);
        sb_clear(&text);
        sb_clear(&raw);
        size_t nl = 0;
        if (fcount[c] + 1 > cap) {
            cap = fcount[c] + 1;
            lines = xrealloc(lines, cap * sizeof *lines);
        }
        lines[nl++] = cl->line_start;
        for (uint32_t k = 0; k < fcount[c]; k++) {
            const cidx_frag *f = &x->frag[ffirst[c] + k];
            norm_append(f->is_title ? &title : &text, f->s, f->n);
            lines[nl++] = f->line;
        }
        qsort(lines, nl, sizeof *lines, cmp_long);
        for (size_t k = 0; k < nl; k++) {
            if (k && lines[k] == lines[k - 1])
                continue;
            if (lines[k] < 1 || (size_t)lines[k] > x->src->nlines)
                continue;
            const src_line *l = &x->src->line[lines[k] - 1];
            if (raw.n)
                sb_putc(&raw, '\n');
            sb_put(&raw, l->s, l->len);
        }
        cl->title = arena_strndup(&x->mem, sb_str(&title), title.n);
        cl->text = arena_strndup(&x->mem, sb_str(&text), text.n);
        cl->raw = arena_strndup(&x->mem, sb_str(&raw), raw.n);
        sb_clear(&both);
        if (x->lost_mark && cl->parent >= 0 && strstr(sb_str(&text), x->lost_mark)) {
            const clause *p = &x->clause[cl->parent];
            const char *context = *p->title ? p->title : p->id;
            sb_put(&both, context, strlen(context));
            sb_putc(&both, '\n');
        }
        sb_put(&both, sb_str(&title), title.n);
        sb_put(&both, sb_str(&text), text.n);
        char hex[65];
        sha256_hex(sb_str(&both), both.n, hex);
        memcpy(cl->hash, hex, 12);
        cl->hash[12] = '\0';
    }
    free(lines);
    sb_free(&title);
    sb_free(&text);
    sb_free(&raw);
    sb_free(&both);
}

int cidx_finish(cidx *x, diag *dg)
{
    if (x->nclauses == 0) {
        diag_error(dg, x->src->path, 0, 0,
                   "no clauses: nothing in this file has the numbering of the %s scheme", x->scheme);
        return -1;
    }
    size_t n = x->nclauses;
    uint32_t *first = xmalloc(n * sizeof *first), *count = xmalloc(n * sizeof *count);
    sort_by_owner(x->frag, x->nfrags, sizeof *x->frag, offsetof(cidx_frag, owner), n, first, count);
    derive_texts(x, first, count);
    sort_by_owner(x->ref, x->nrefs, sizeof *x->ref, offsetof(clause_ref, from), n, first, count);
    for (size_t c = 0; c < n; c++) {
        x->clause[c].ref_first = first[c];
        x->clause[c].ref_count = count[c];
    }
    free(first);
    free(count);
    x->line_owner = xmalloc((x->src->nlines + 1) * sizeof *x->line_owner);
    for (size_t l = 0; l <= x->src->nlines; l++)
        x->line_owner[l] = -1;
    for (size_t c = 0; c < n; c++) {
        long l = x->clause[c].line_start;
        if (l >= 1 && (size_t)l <= x->src->nlines && x->line_owner[l] < 0)
            x->line_owner[l] = (int32_t)c;
    }
    for (size_t f = 0; f < x->nfrags; f++) {
        long l = x->frag[f].line;
        if (l >= 1 && (size_t)l <= x->src->nlines && x->line_owner[l] < 0)
            x->line_owner[l] = x->frag[f].owner;
    }
    for (size_t c = n; c-- > 0;) {
        clause *cl = &x->clause[c];
        if (cl->parent >= 0) {
            clause *p = &x->clause[cl->parent];
            cl->next_sibling = p->first_child;
            p->first_child = (int32_t)c;
            p->nchildren++;
        }
    }
    for (size_t r = 0; r < x->nrefs; r++)
        x->ref[r].resolved = cidx_find(x, x->ref[r].target);
    free(x->frag);
    x->frag = NULL;
    x->nfrags = x->cap_frags = 0;
    x->finished = true;
    return 0;
}

int cidx_numeric_path(const char *id, char sep, long *out, int max)
{
    int k = 0;
    const char *p = id;
    while (*p) {
        if (*p < '0' || *p > '9' || k == max)
            return 0;
        long v = 0;
        while (*p >= '0' && *p <= '9') {
            if (v > 100000)
                return 0;
            v = v * 10 + (*p++ - '0');
        }
        out[k++] = v;
        if (*p == sep && p[1])
            p++;
        else if (*p)
            return 0;
    }
    return k;
}

int32_t cidx_path_parent(cidx *x, const char *id, size_t n, char sep, const char **missing_parent)
{
    *missing_parent = NULL;
    bool first = true;
    while (n > 0) {
        while (n > 0 && id[n - 1] != sep)
            n--;
        if (n == 0)
            break;
        n--; /* the separator before the last number */
        char *candidate = arena_strndup(&x->mem, id, n);
        int32_t c = cidx_find(x, candidate);
        if (c >= 0)
            return c;
        if (first)
            *missing_parent = candidate;
        first = false;
    }
    return -1;
}

long cidx_path_last(const char *id, size_t n, char sep)
{
    size_t i = n;
    while (i > 0 && id[i - 1] != sep)
        i--;
    long v = 0;
    for (; i < n && v < 100000000; i++)
        if (id[i] >= '0' && id[i] <= '9')
            v = v * 10 + (id[i] - '0');
    return v;
}
