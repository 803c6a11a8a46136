/* vdiff.c — aligns the clauses of two versions of a document and classifies each (vdiff.h):
 * the exact-text alignment (patience anchors, recursion, a weighted alignment where no hash is
 * unique), the similarity pairing inside gaps, the document-wide move search, and the
 * classification of each pair into unchanged, layout-only, changed, renumbered, removed and
 * added, in reading order. */
#include "vdiff.h"
#include "vdiff_text.h"
#include "util/fatal.h"

#include <stdlib.h>
#include <string.h>

#define VD_ID_BONUS 0.25   /* score added in a gap for keeping the id */
#define VD_KIND_BONUS 0.05 /* score added in a gap for keeping the kind */

enum {
    EXACT_DP_LIMIT = 1 << 20,   /* cells of the weighted alignment of a gap without unique hash */
    SIMILAR_DP_LIMIT = 1 << 14, /* pairs scored by similarity inside one gap */
    MOVE_LIMIT = 1 << 18,       /* pairs scored by similarity in the document-wide move search */
};

typedef struct side {
    const cidx *x;
    uint64_t *key;       /* the content hash as a number */
    int32_t *partner;    /* paired clause on the other side, or -1 */
    uint32_t **cp;       /* title, U+001F, text as code points (decoded on first use) */
    uint32_t *ncp;
    bool *decoded;
} side;

typedef struct vd_ctx {
    side a, b;
} vd_ctx;

static uint64_t hash_key(const char *hex)
{
    uint64_t k = 0;
    for (int i = 0; i < 12 && hex[i]; i++) {
        char c = hex[i];
        k = k << 4 | (uint64_t)(c >= 'a' ? c - 'a' + 10 : c >= 'A' ? c - 'A' + 10 : c - '0');
    }
    return k;
}

static void side_init(side *s, const cidx *x)
{
    size_t n = x->nclauses;
    s->x = x;
    s->key = xmalloc((n + 1) * sizeof *s->key);
    s->partner = xmalloc((n + 1) * sizeof *s->partner);
    s->cp = xcalloc(n + 1, sizeof *s->cp);
    s->ncp = xcalloc(n + 1, sizeof *s->ncp);
    s->decoded = xcalloc(n + 1, sizeof *s->decoded);
    for (size_t i = 0; i < n; i++) {
        s->key[i] = hash_key(x->clause[i].hash);
        s->partner[i] = -1;
    }
}

static void side_free(side *s)
{
    for (size_t i = 0; i < s->x->nclauses; i++)
        free(s->cp[i]);
    free(s->cp);
    free(s->ncp);
    free(s->decoded);
    free(s->key);
    free(s->partner);
}

static const uint32_t *content(side *s, size_t i, size_t *n)
{
    if (!s->decoded[i]) {
        const clause *c = &s->x->clause[i];
        size_t tn = strlen(c->title), xn = strlen(c->text);
        uint32_t *cp = xmalloc((tn + xn + 2) * sizeof *cp);
        size_t k = vdt_decode(c->title, tn, cp, NULL);
        cp[k++] = 0x1F;
        k += vdt_decode(c->text, xn, cp + k, NULL);
        s->cp[i] = cp;
        s->ncp[i] = (uint32_t)k;
        s->decoded[i] = true;
    }
    *n = s->ncp[i];
    return s->cp[i];
}

static bool content_empty(const side *s, size_t i)
{
    return !*s->x->clause[i].title && !*s->x->clause[i].text;
}

static bool same_id(const vd_ctx *c, size_t i, size_t j)
{
    return strcmp(c->a.x->clause[i].id, c->b.x->clause[j].id) == 0;
}

/* Similarity of old i and new j; 0 when it is below min_sim (0: always exact). */
static double similarity(vd_ctx *c, size_t i, size_t j, double min_sim)
{
    if (c->a.key[i] == c->b.key[j])
        return 1.0;
    size_t n, m;
    const uint32_t *x = content(&c->a, i, &n), *y = content(&c->b, j, &m);
    size_t total = n + m;
    size_t lo = n < m ? n : m;
    if (min_sim > 0 && 2.0 * (double)lo / (double)total < min_sim)
        return 0;
    size_t max_d = min_sim > 0 ? (size_t)((1.0 - min_sim) * (double)total) : total;
    size_t d = vdt_distance(x, n, y, m, max_d);
    if (d > max_d)
        return 0;
    return 1.0 - (double)d / (double)total;
}

static void pair(vd_ctx *c, size_t i, size_t j)
{
    c->a.partner[i] = (int32_t)j;
    c->b.partner[j] = (int32_t)i;
}

/* ---- pass 1: exact text ---- */

typedef struct key_slot {
    uint64_t key;
    uint32_t na, nb;      /* occurrences in the old range / the new range */
    uint32_t pa, pb;      /* position of the last occurrence on each side */
    bool used;
} key_slot;

typedef struct key_table {
    key_slot *slot;
    size_t mask;
} key_table;

static key_slot *key_get(key_table *t, uint64_t key)
{
    size_t h = (size_t)(key * 0x9E3779B97F4A7C15ull >> 20) & t->mask;
    while (t->slot[h].used && t->slot[h].key != key)
        h = (h + 1) & t->mask;
    if (!t->slot[h].used) {
        t->slot[h].used = true;
        t->slot[h].key = key;
    }
    return &t->slot[h];
}

static void key_table_build(key_table *t, const vd_ctx *c, size_t a0, size_t a1, size_t b0, size_t b1)
{
    size_t cap = 16;
    while (cap < 2 * (a1 - a0 + b1 - b0))
        cap *= 2;
    t->slot = xcalloc(cap, sizeof *t->slot);
    t->mask = cap - 1;
    for (size_t i = a0; i < a1; i++) {
        key_slot *s = key_get(t, c->a.key[i]);
        s->na++;
        s->pa = (uint32_t)i;
    }
    for (size_t j = b0; j < b1; j++) {
        key_slot *s = key_get(t, c->b.key[j]);
        s->nb++;
        s->pb = (uint32_t)j;
    }
}

/* The longest chain of anchors increasing on both sides (patience sorting); anchors arrive
 * sorted by their old position. Returns the chain's length, written back into pa/pb. */
static size_t longest_chain(uint32_t *pa, uint32_t *pb, size_t n)
{
    if (n == 0)
        return 0;
    size_t *tail = xmalloc(n * sizeof *tail), *prev = xmalloc(n * sizeof *prev);
    size_t len = 0;
    for (size_t i = 0; i < n; i++) {
        size_t lo = 0, hi = len;
        while (lo < hi) {
            size_t mid = (lo + hi) / 2;
            if (pb[tail[mid]] < pb[i])
                lo = mid + 1;
            else
                hi = mid;
        }
        prev[i] = lo ? tail[lo - 1] : SIZE_MAX;
        tail[lo] = i;
        if (lo == len)
            len++;
    }
    uint32_t *ca = xmalloc(len * sizeof *ca), *cb = xmalloc(len * sizeof *cb);
    size_t k = len, i = tail[len - 1];
    while (k > 0) {
        k--;
        ca[k] = pa[i];
        cb[k] = pb[i];
        i = prev[i];
    }
    memcpy(pa, ca, len * sizeof *pa);
    memcpy(pb, cb, len * sizeof *pb);
    free(ca);
    free(cb);
    free(tail);
    free(prev);
    return len;
}

/* Order-preserving alignment of a small gap maximising the number of equal-hash pairs, then
 * the number of those that keep their id. */
static void align_weighted(vd_ctx *c, size_t a0, size_t a1, size_t b0, size_t b1)
{
    size_t na = a1 - a0, nb = b1 - b0;
    unsigned char *dir = xmalloc(na * nb);
    int64_t *next = xcalloc(nb + 1, sizeof *next), *cur = xcalloc(nb + 1, sizeof *cur);
    const int64_t match_w = 1 << 20;
    for (size_t i = na; i-- > 0;) {
        cur[nb] = 0;
        for (size_t j = nb; j-- > 0;) {
            int64_t best = next[j];   /* skip old i */
            unsigned char how = 0;
            if (cur[j + 1] > best) {  /* skip new j */
                best = cur[j + 1];
                how = 1;
            }
            if (c->a.key[a0 + i] == c->b.key[b0 + j]) {
                int64_t w = match_w + (same_id(c, a0 + i, b0 + j) ? 1 : 0) + next[j + 1];
                if (w >= best) {
                    best = w;
                    how = 2;
                }
            }
            cur[j] = best;
            dir[i * nb + j] = how;
        }
        int64_t *t = next;
        next = cur;
        cur = t;
    }
    size_t i = 0, j = 0;
    while (i < na && j < nb) {
        unsigned char how = dir[i * nb + j];
        if (how == 2)
            pair(c, a0 + i++, b0 + j++);
        else if (how == 1)
            j++;
        else
            i++;
    }
    free(dir);
    free(next);
    free(cur);
}

static void align_exact(vd_ctx *c, size_t a0, size_t a1, size_t b0, size_t b1)
{
    while (a0 < a1 && b0 < b1 && c->a.key[a0] == c->b.key[b0])
        pair(c, a0++, b0++);
    while (a0 < a1 && b0 < b1 && c->a.key[a1 - 1] == c->b.key[b1 - 1])
        pair(c, --a1, --b1);
    if (a0 == a1 || b0 == b1)
        return;
    key_table t;
    key_table_build(&t, c, a0, a1, b0, b1);
    size_t cap = a1 - a0, n = 0;
    uint32_t *pa = xmalloc(cap * sizeof *pa), *pb = xmalloc(cap * sizeof *pb);
    for (size_t i = a0; i < a1; i++) {
        key_slot *s = key_get(&t, c->a.key[i]);
        if (s->na == 1 && s->nb == 1) {
            pa[n] = (uint32_t)i;
            pb[n++] = s->pb;
        }
    }
    n = longest_chain(pa, pb, n);
    if (n == 0) {
        if ((a1 - a0) * (b1 - b0) <= EXACT_DP_LIMIT) {
            align_weighted(c, a0, a1, b0, b1);
        } else {
            /* A large gap of repeated texts only: anchor on the rarest text common to both
             * sides, its occurrences paired in order. */
            const key_slot *best = NULL;
            for (size_t k = 0; k <= t.mask; k++) {
                const key_slot *s = &t.slot[k];
                if (s->used && s->na && s->nb && (!best || s->na + s->nb < best->na + best->nb))
                    best = s;
            }
            if (best) {
                uint64_t key = best->key;
                size_t j = b0;
                for (size_t i = a0; i < a1; i++) {
                    if (c->a.key[i] != key)
                        continue;
                    while (j < b1 && c->b.key[j] != key)
                        j++;
                    if (j == b1)
                        break;
                    pa[n] = (uint32_t)i;
                    pb[n++] = (uint32_t)j++;
                }
            }
        }
    }
    free(t.slot);
    size_t pi = a0, pj = b0;
    for (size_t k = 0; k < n; k++) {
        align_exact(c, pi, pa[k], pj, pb[k]);
        pair(c, pa[k], pb[k]);
        pi = pa[k] + 1;
        pj = pb[k] + 1;
    }
    free(pa);
    free(pb);
    if (n)
        align_exact(c, pi, a1, pj, b1);
}

/* ---- pass 2: similar text inside the gaps ---- */

/* The score of pairing old i with new j inside a gap, or a negative value when they may not
 * pair: the same id pairs at any similarity, another id from VD_PAIR_MIN on. The score is the
 * similarity plus small bonuses for the same id and the same kind, so that a clause renumbered
 * with its text kept beats a deleted clause whose number the renumbered one took over (the
 * history of fusion-world 1.06: 16-2-6 deleted, 16-2-7 became 16-2-6). */
static double gap_score(vd_ctx *c, size_t i, size_t j)
{
    bool sid = same_id(c, i, j);
    if (!sid && (content_empty(&c->a, i) || content_empty(&c->b, j)))
        return -1;
    double sim = similarity(c, i, j, sid ? 0 : VD_PAIR_MIN);
    if (!sid && sim < VD_PAIR_MIN)
        return -1;
    double kind = c->a.x->clause[i].kind == c->b.x->clause[j].kind ? VD_KIND_BONUS : 0;
    return sim + (sid ? VD_ID_BONUS : 0) + kind;
}

static void pair_gap(vd_ctx *c, size_t a0, size_t a1, size_t b0, size_t b1)
{
    size_t na = a1 - a0, nb = b1 - b0;
    if (na == 0 || nb == 0)
        return;
    if (na * nb > SIMILAR_DP_LIMIT) {
        /* too large to score every pair: only the ids kept, in order */
        size_t last = b0;
        for (size_t i = a0; i < a1; i++) {
            int32_t j = cidx_find(c->b.x, c->a.x->clause[i].id);
            if (j >= (int32_t)last && (size_t)j < b1 && c->b.partner[j] < 0) {
                pair(c, i, (size_t)j);
                last = (size_t)j + 1;
            }
        }
        return;
    }
    double *score = xmalloc(na * nb * sizeof *score);
    for (size_t i = 0; i < na; i++)
        for (size_t j = 0; j < nb; j++)
            score[i * nb + j] = gap_score(c, a0 + i, b0 + j);
    double *best = xcalloc((na + 1) * (nb + 1), sizeof *best);
#define BEST(i, j) best[(i) * (nb + 1) + (j)]
    for (size_t i = na; i-- > 0;)
        for (size_t j = nb; j-- > 0;) {
            double v = BEST(i + 1, j) > BEST(i, j + 1) ? BEST(i + 1, j) : BEST(i, j + 1);
            double s = score[i * nb + j];
            if (s >= 0 && s + BEST(i + 1, j + 1) >= v)
                v = s + BEST(i + 1, j + 1);
            BEST(i, j) = v;
        }
    size_t i = 0, j = 0;
    while (i < na && j < nb) {
        double s = score[i * nb + j];
        if (s >= 0 && s + BEST(i + 1, j + 1) >= BEST(i, j) - 1e-12)
            pair(c, a0 + i++, b0 + j++);
        else if (BEST(i + 1, j) >= BEST(i, j + 1))
            i++;
        else
            j++;
    }
#undef BEST
    free(best);
    free(score);
}

static void pair_gaps(vd_ctx *c)
{
    size_t na = c->a.x->nclauses, nb = c->b.x->nclauses, i = 0, j = 0;
    while (i <= na) {
        size_t k = i;
        while (k < na && c->a.partner[k] < 0)
            k++;
        size_t jb = k < na ? (size_t)c->a.partner[k] : nb;
        pair_gap(c, i, k, j, jb);
        i = k + 1;
        j = jb + 1;
    }
}

/* ---- pass 3: moves across the document ---- */

typedef struct candidate {
    double score, distance;
    int32_t i, j;
} candidate;

static int cmp_candidate(const void *x, const void *y)
{
    const candidate *p = x, *q = y;
    if (p->score != q->score)
        return p->score > q->score ? -1 : 1;
    if (p->distance != q->distance)
        return p->distance < q->distance ? -1 : 1;
    if (p->i != q->i)
        return p->i < q->i ? -1 : 1;
    return (p->j > q->j) - (p->j < q->j);
}

static void push_candidate(candidate **v, size_t *n, size_t *cap, candidate cd)
{
    if (*n == *cap) {
        *cap = *cap ? 2 * *cap : 64;
        *v = xrealloc(*v, *cap * sizeof **v);
    }
    (*v)[(*n)++] = cd;
}

static void pair_moves(vd_ctx *c)
{
    size_t na = c->a.x->nclauses, nb = c->b.x->nclauses;
    int32_t *uo = xmalloc((na + 1) * sizeof *uo), *un = xmalloc((nb + 1) * sizeof *un);
    size_t nuo = 0, nun = 0;
    for (size_t i = 0; i < na; i++)
        if (c->a.partner[i] < 0)
            uo[nuo++] = (int32_t)i;
    for (size_t j = 0; j < nb; j++)
        if (c->b.partner[j] < 0)
            un[nun++] = (int32_t)j;
    candidate *cand = NULL;
    size_t ncand = 0, cap = 0;
    bool score_all = nuo * nun <= MOVE_LIMIT;
    for (size_t p = 0; p < nuo; p++) {
        size_t i = (size_t)uo[p];
        for (size_t q = 0; q < nun; q++) {
            size_t j = (size_t)un[q];
            bool sid = same_id(c, i, j), exact = c->a.key[i] == c->b.key[j];
            bool empty = content_empty(&c->a, i) || content_empty(&c->b, j);
            double score = -1;
            if (empty) {
                if (sid)
                    score = 1.0;
            } else if (exact) {
                score = 2.0 + (sid ? 1.0 : 0);
            } else if (sid) {
                double sim = similarity(c, i, j, VD_PAIR_MIN);
                if (sim >= VD_PAIR_MIN)
                    score = 1.0 + sim;
            } else if (score_all) {
                double sim = similarity(c, i, j, VD_MOVE_MIN);
                if (sim >= VD_MOVE_MIN)
                    score = sim;
            }
            if (score < 0)
                continue;
            double dist = (double)i / (double)(na ? na : 1) - (double)j / (double)(nb ? nb : 1);
            if (dist < 0)
                dist = -dist;
            push_candidate(&cand, &ncand, &cap, (candidate){score, dist, (int32_t)i, (int32_t)j});
        }
    }
    if (ncand > 1)
        qsort(cand, ncand, sizeof *cand, cmp_candidate);
    for (size_t k = 0; k < ncand; k++)
        if (c->a.partner[cand[k].i] < 0 && c->b.partner[cand[k].j] < 0)
            pair(c, (size_t)cand[k].i, (size_t)cand[k].j);
    free(cand);
    free(uo);
    free(un);
}

/* ---- classification ---- */

/* What the code points that differ between the source lines of a layout-only pair are. */
static unsigned layout_bits(const char *a, const char *b)
{
    vdt_diff td;
    vdt_diff_compute(&td, a, strlen(a), b, strlen(b));
    unsigned bits = 0;
    bool ascii_printable = false;
    for (size_t k = 0; k < td.nruns; k++) {
        const vdt_run *r = &td.run[k];
        if (r->op == VDT_EQUAL)
            continue;
        const char *s = r->op == VDT_DELETE ? a + r->a_off : b + r->b_off;
        size_t n = r->op == VDT_DELETE ? r->a_len : r->b_len;
        uint32_t *cp = xmalloc((n + 1) * sizeof *cp);
        size_t ncp = vdt_decode(s, n, cp, NULL);
        for (size_t i = 0; i < ncp; i++) {
            uint32_t u = cp[i];
            if (u == '\n')
                bits |= VD_LAY_WRAP;
            else if (u == '*')
                bits |= VD_LAY_BOLD;
            else if (u == ' ' || u == '\t' || u == 0x3000 || u == 0xA0)
                bits |= VD_LAY_SPACING;
            else if (u >= 0xFF01 && u <= 0xFF5E)
                bits |= VD_LAY_WIDTH;
            else if (u > 0x20 && u < 0x7F)
                ascii_printable = true;
            else
                bits |= VD_LAY_OTHER;
        }
        free(cp);
    }
    vdt_diff_free(&td);
    /* ASCII that replaces a full-width form is part of the width change */
    if (ascii_printable && !(bits & VD_LAY_WIDTH))
        bits |= VD_LAY_OTHER;
    return bits ? bits : VD_LAY_OTHER;
}

bool vd_kind_normative(clause_kind k)
{
    return k != CK_EXAMPLE && k != CK_NOTE;
}

bool vd_entry_normative_change(const vd_entry *e)
{
    return e->normative && e->status != VD_UNCHANGED && e->status != VD_LAYOUT;
}

bool vd_clause_normative(const cidx *x, int32_t i)
{
    const clause *c = &x->clause[i];
    if (!vd_kind_normative(c->kind))
        return false;
    for (size_t k = 0; k < x->nhist; k++)
        if (x->hist[k].line >= c->line_start && x->hist[k].line <= c->line_end)
            return false;
    return true;
}

static vd_entry classify(vd_ctx *c, int32_t i, int32_t j)
{
    vd_entry e = {VD_REMOVED, i, j, 0, false, false, false, 0};
    const clause *o = i >= 0 ? &c->a.x->clause[i] : NULL, *n = j >= 0 ? &c->b.x->clause[j] : NULL;
    e.normative = (o && vd_clause_normative(c->a.x, i)) || (n && vd_clause_normative(c->b.x, j));
    if (!n)
        return e;
    if (!o) {
        e.status = VD_ADDED;
        return e;
    }
    e.same_text = c->a.key[i] == c->b.key[j];
    e.similarity = similarity(c, (size_t)i, (size_t)j, 0);
    if (strcmp(o->id, n->id) == 0) {
        if (!e.same_text) {
            e.status = VD_CHANGED;
        } else if (strcmp(o->raw, n->raw) == 0) {
            e.status = VD_UNCHANGED;
        } else {
            e.status = VD_LAYOUT;
            e.layout = layout_bits(o->raw, n->raw);
        }
        return e;
    }
    e.status = VD_RENUMBERED;
    if (o->parent < 0)
        e.moved = n->parent >= 0;
    else
        e.moved = c->a.partner[o->parent] != n->parent;
    return e;
}

typedef struct order_key {
    int64_t major;   /* new position (2j), or just after a new position (2j+1) for a removal */
    int32_t old;     /* old position, for removals placed at the same point */
    int32_t entry;
} order_key;

static int cmp_order(const void *x, const void *y)
{
    const order_key *p = x, *q = y;
    if (p->major != q->major)
        return p->major < q->major ? -1 : 1;
    return (p->old > q->old) - (p->old < q->old);
}

void vdiff_compute(vdiff *d, const cidx *from, const cidx *to)
{
    memset(d, 0, sizeof *d);
    d->from = from;
    d->to = to;
    vd_ctx c;
    side_init(&c.a, from);
    side_init(&c.b, to);
    size_t na = from->nclauses, nb = to->nclauses;
    align_exact(&c, 0, na, 0, nb);
    pair_gaps(&c);
    pair_moves(&c);

    d->entry = xmalloc((na + nb + 1) * sizeof *d->entry);
    order_key *ord = xmalloc((na + nb + 1) * sizeof *ord);
    int64_t anchor = -2; /* 2 × the new position of the last paired old clause */
    for (size_t i = 0; i < na; i++) {
        int32_t j = c.a.partner[i];
        d->entry[d->nentries] = classify(&c, (int32_t)i, j);
        if (j >= 0)
            anchor = 2 * (int64_t)j;
        ord[d->nentries] = (order_key){j >= 0 ? 2 * (int64_t)j : anchor + 1, (int32_t)i, (int32_t)d->nentries};
        d->nentries++;
    }
    for (size_t j = 0; j < nb; j++) {
        if (c.b.partner[j] >= 0)
            continue;
        d->entry[d->nentries] = classify(&c, -1, (int32_t)j);
        ord[d->nentries] = (order_key){2 * (int64_t)j, -1, (int32_t)d->nentries};
        d->nentries++;
    }
    qsort(ord, d->nentries, sizeof *ord, cmp_order);
    vd_entry *sorted = xmalloc((d->nentries + 1) * sizeof *sorted);
    d->old_entry = xmalloc((na + 1) * sizeof *d->old_entry);
    d->new_entry = xmalloc((nb + 1) * sizeof *d->new_entry);
    for (size_t k = 0; k < d->nentries; k++) {
        vd_entry *e = &sorted[k];
        *e = d->entry[ord[k].entry];
        if (e->old_clause >= 0)
            d->old_entry[e->old_clause] = (int32_t)k;
        if (e->new_clause >= 0)
            d->new_entry[e->new_clause] = (int32_t)k;
        d->count[e->status]++;
        d->normative_changes += vd_entry_normative_change(e);
    }
    free(d->entry);
    d->entry = sorted;
    free(ord);
    side_free(&c.a);
    side_free(&c.b);
}

void vdiff_free(vdiff *d)
{
    free(d->entry);
    free(d->old_entry);
    free(d->new_entry);
    memset(d, 0, sizeof *d);
}

const char *vd_status_name(vd_status s)
{
    static const char *const names[VD__COUNT] = {"unchanged", "layout",  "changed",
                                                 "renumbered", "removed", "added"};
    return (unsigned)s < VD__COUNT ? names[s] : "?";
}

const vd_entry *vdiff_of_old(const vdiff *d, int32_t old_clause)
{
    if (old_clause < 0 || (size_t)old_clause >= d->from->nclauses)
        return NULL;
    return &d->entry[d->old_entry[old_clause]];
}

const vd_entry *vdiff_of_new(const vdiff *d, int32_t new_clause)
{
    if (new_clause < 0 || (size_t)new_clause >= d->to->nclauses)
        return NULL;
    return &d->entry[d->new_entry[new_clause]];
}

const vd_entry *vdiff_find_old(const vdiff *d, const char *old_id)
{
    return vdiff_of_old(d, cidx_find(d->from, old_id));
}
