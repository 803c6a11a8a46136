/* scheme_lycee_refs.c — cross-references of the "lycee" scheme: finding them in a line and
 * resolving them to clause ids once the whole document is parsed.
 *
 * Printed forms (all are recorded; the printed span is the reference itself, without the
 * surrounding "(…を参照)"):
 *   <X>                      angle reference, with or without "を参照" after it (also ＜X＞)
 *   「X」を参照 / 「X」の項目を参照   quoted reference
 *   (Xを参照)                 bare reference inside parentheses
 *   NNNN title/name          citation of a section (and one of its sub-clauses) by number
 * Resolution order for X (the digest's section 2.6): the name of a ■/□ heading (its full colon
 * path), a section title, a ☆ banner label, then the same three with every "(…)" removed from
 * both sides. A reference that resolves nowhere keeps its printed text as its target, so it
 * shows as dangling. A citation resolves to the section, or to the section's sub-clause of that
 * name, or else to the sub-clause whose name ends the printed name (a lost '/'). */
#include "scheme_lycee_int.h"
#include "util/fatal.h"

#include <stdlib.h>
#include <string.h>

void ly_refs_init(ly_refs *r)
{
    memset(r, 0, sizeof *r);
}

static void tlist_free(ly_tlist *l)
{
    for (size_t i = 0; i < l->n; i++)
        free(l->v[i].name);
    free(l->v);
    memset(l, 0, sizeof *l);
}

void ly_refs_free(ly_refs *r)
{
    tlist_free(&r->blocks);
    tlist_free(&r->titles);
    tlist_free(&r->banners);
    free(r->p);
    memset(r, 0, sizeof *r);
}

void ly_tlist_add(ly_tlist *l, const char *name, int32_t owner)
{
    if (l->n == l->cap) {
        l->cap = l->cap ? 2 * l->cap : 64;
        l->v = xrealloc(l->v, l->cap * sizeof *l->v);
    }
    size_t n = strlen(name);
    char *copy = xmalloc(n + 1);
    memcpy(copy, name, n + 1);
    l->v[l->n++] = (ly_target){copy, owner};
}

/* ---- scanning ---- */

static void add_pending(ly_refs *r, const ly_pending *p)
{
    if (r->np == r->capp) {
        r->capp = r->capp ? 2 * r->capp : 32;
        r->p = xrealloc(r->p, r->capp * sizeof *r->p);
    }
    r->p[r->np++] = *p;
}

/* Find lit in s[from..n); index or n. */
static size_t find(const char *s, size_t from, size_t n, const char *lit)
{
    size_t k = strlen(lit);
    for (size_t i = from; i + k <= n; i++)
        if (memcmp(s + i, lit, k) == 0)
            return i;
    return n;
}

static const char *const OPEN_ANGLE[] = {"<", "＜", NULL}, *const CLOSE_ANGLE[] = {">", "＞", NULL};

static size_t match_any(const char *s, size_t i, size_t n, const char *const *alts)
{
    for (; *alts; alts++)
        if (ly_starts(s + i, n - i, *alts))
            return strlen(*alts);
    return 0;
}

static void scan_angle(ly_refs *r, int32_t c, long line, const char *s, size_t n)
{
    for (size_t i = 0; i < n; i++) {
        if (s[i] != '<' && s[i] != '\xEF') /* '<' or the lead byte of "＜" */
            continue;
        size_t o = match_any(s, i, n, OPEN_ANGLE);
        if (!o || (o == 1 && i + 1 < n && s[i + 1] == '|'))
            continue;
        for (size_t j = i + o; j < n; j++) {
            if (match_any(s, j, n, OPEN_ANGLE))
                break;
            size_t e = match_any(s, j, n, CLOSE_ANGLE);
            if (!e)
                continue;
            if (j > i + o)
                add_pending(r, &(ly_pending){c, line, s + i, j + e - i, s + i + o, j - i - o, false});
            i = j + e - 1;
            break;
        }
    }
}

static const char OPEN_Q[] = "「", CLOSE_Q[] = "」";

static void scan_quoted(ly_refs *r, int32_t c, long line, const char *s, size_t n)
{
    static const char see[] = "を参照", *const heads[] = {"」", "」の項目", NULL};
    for (size_t i = find(s, 0, n, see); i < n; i = find(s, i + 1, n, see)) {
        size_t close = n; /* where "」" is, given what precedes "を参照" */
        for (const char *const *h = heads; *h && close == n; h++) {
            size_t k = strlen(*h);
            if (i >= k && memcmp(s + i - k, *h, k) == 0)
                close = i - k;
        }
        if (close == n)
            continue;
        size_t open = n;
        for (size_t j = close; j-- > 0;) {
            if (ly_starts(s + j, n - j, CLOSE_Q))
                break;
            if (ly_starts(s + j, n - j, OPEN_Q)) {
                open = j;
                break;
            }
        }
        size_t q = sizeof OPEN_Q - 1;
        if (open < n && close > open + q)
            add_pending(r, &(ly_pending){c, line, s + open, close + sizeof CLOSE_Q - 1 - open,
                                         s + open + q, close - open - q, false});
    }
}

/* "(Xを参照)" where X is neither <…> nor 「…」: back from "を参照)" to the matching "(". */
static void scan_bare(ly_refs *r, int32_t c, long line, const char *s, size_t n)
{
    static const char tail[] = "を参照)";
    for (size_t i = find(s, 0, n, tail); i < n; i = find(s, i + 1, n, tail)) {
        size_t q = sizeof CLOSE_Q - 1;
        if (i == 0 || s[i - 1] == '>' || (i >= q && memcmp(s + i - q, CLOSE_Q, q) == 0))
            continue;
        int depth = 0;
        size_t open = n;
        for (size_t j = i; j-- > 0;) {
            if (s[j] == ')')
                depth++;
            else if (s[j] == '(' && depth-- == 0) {
                open = j;
                break;
            }
        }
        if (open == n || i == open + 1)
            continue;
        const char *t = s + open + 1;
        size_t tn = i - open - 1;
        if (memchr(t, '<', tn) || find(t, 0, tn, OPEN_Q) < tn)
            continue;
        add_pending(r, &(ly_pending){c, line, t, tn, t, tn, false});
    }
}

static bool is_digit(char c)
{
    return c >= '0' && c <= '9';
}

/* True when s[i..] begins a section citation "NNNN " not preceded by a digit. */
static bool citation_at(const char *s, size_t i, size_t n)
{
    if (i + 5 >= n || (i > 0 && is_digit(s[i - 1])))
        return false;
    for (int k = 0; k < 4; k++)
        if (!is_digit(s[i + k]))
            return false;
    return s[i + 4] == ' ' && s[i + 5] != ' ' && !is_digit(s[i + 5]);
}

/* End of a citation starting at i: the next "・NNNN", an unmatched ')', "。" or the end. */
static size_t citation_end(const char *s, size_t i, size_t n)
{
    int depth = 0;
    for (size_t j = i + 5; j < n; j++) {
        if (s[j] == '(')
            depth++;
        else if (s[j] == ')' && depth-- == 0)
            return j;
        else if (ly_starts(s + j, n - j, "。"))
            return j;
        else if (ly_starts(s + j, n - j, "・") && citation_at(s, j + 3, n))
            return j;
    }
    return n;
}

static bool inside_earlier(const ly_refs *r, size_t from, const char *p)
{
    for (size_t k = from; k < r->np; k++)
        if (p >= r->p[k].printed && p < r->p[k].printed + r->p[k].printed_n)
            return true;
    return false;
}

static void scan_citations(ly_refs *r, size_t from, int32_t c, long line, const char *s, size_t n)
{
    for (size_t i = 0; i < n; i++) {
        if (!is_digit(s[i]) || !citation_at(s, i, n) || inside_earlier(r, from, s + i))
            continue;
        size_t e = citation_end(s, i, n);
        add_pending(r, &(ly_pending){c, line, s + i, e - i, s + i, e - i, true});
        i = e > i ? e - 1 : i;
    }
}

void ly_refs_scan(ly_refs *r, int32_t c, long line, const char *s, size_t n)
{
    size_t from = r->np;
    scan_angle(r, c, line, s, n);
    scan_quoted(r, c, line, s, n);
    scan_bare(r, c, line, s, n);
    scan_citations(r, from, c, line, s, n);
    /* printed order within the line */
    for (size_t i = from + 1; i < r->np; i++) {
        ly_pending t = r->p[i];
        size_t j = i;
        while (j > from && r->p[j - 1].printed > t.printed) {
            r->p[j] = r->p[j - 1];
            j--;
        }
        r->p[j] = t;
    }
}

/* ---- resolution ---- */

static int32_t lookup(const ly_tlist *l, const char *name)
{
    for (size_t i = 0; i < l->n; i++)
        if (strcmp(l->v[i].name, name) == 0)
            return l->v[i].clause;
    return -1;
}

static int32_t lookup_fuzzy(const ly_tlist *l, const char *stripped, strbuf *tmp)
{
    for (size_t i = 0; i < l->n; i++) {
        ly_strip_parens(tmp, l->v[i].name);
        if (strcmp(sb_str(tmp), stripped) == 0)
            return l->v[i].clause;
    }
    return -1;
}

static int32_t resolve_name(const ly_refs *r, const char *name)
{
    const ly_tlist *order[] = {&r->blocks, &r->titles, &r->banners};
    for (size_t k = 0; k < 3; k++) {
        int32_t c = lookup(order[k], name);
        if (c >= 0)
            return c;
    }
    strbuf stripped, tmp;
    sb_init(&stripped);
    sb_init(&tmp);
    ly_strip_parens(&stripped, name);
    int32_t c = -1;
    for (size_t k = 0; k < 3 && c < 0 && stripped.n; k++)
        c = lookup_fuzzy(order[k], sb_str(&stripped), &tmp);
    sb_free(&stripped);
    sb_free(&tmp);
    return c;
}

/* The direct sub-clause "sec/<name>" of section sec whose name is the longest suffix of want. */
static int32_t child_by_suffix(const cidx *x, const char *sec, const char *want)
{
    size_t sl = strlen(sec), wl = strlen(want), best_len = 0;
    int32_t best = -1;
    for (size_t i = 0; i < x->nclauses; i++) {
        const char *id = x->clause[i].id;
        if (strncmp(id, sec, sl) != 0 || id[sl] != '/' || strchr(id + sl + 1, '/'))
            continue;
        const char *name = id + sl + 1;
        size_t nl = strlen(name);
        if (nl && nl <= wl && nl > best_len && strcmp(want + wl - nl, name) == 0) {
            best = (int32_t)i;
            best_len = nl;
        }
    }
    return best;
}

/* "NNNN title[/name]": the section, its sub-clause, or -1 (dangling). */
static int32_t resolve_citation(const cidx *x, const ly_pending *p)
{
    char sec[5];
    memcpy(sec, p->target, 4);
    sec[4] = '\0';
    int32_t s = cidx_find(x, sec);
    if (s < 0)
        return -1;
    const char *slash = memchr(p->target, '/', p->target_n);
    if (!slash)
        return s;
    strbuf name, id;
    sb_init(&name);
    sb_init(&id);
    ly_name(&name, slash + 1, p->target_n - (size_t)(slash + 1 - p->target));
    sb_printf(&id, "%s/%s", sec, sb_str(&name));
    int32_t c = cidx_find(x, sb_str(&id));
    if (c < 0)
        c = child_by_suffix(x, sec, sb_str(&name));
    sb_free(&name);
    sb_free(&id);
    return c;
}

void ly_refs_resolve(ly_refs *r, cidx *x)
{
    strbuf name;
    sb_init(&name);
    for (size_t i = 0; i < r->np; i++) {
        const ly_pending *p = &r->p[i];
        int32_t c;
        if (p->citation) {
            char sec[5];
            memcpy(sec, p->target, 4);
            sec[4] = '\0';
            if (cidx_find(x, sec) < 0)
                continue; /* "NNNN text" naming no section is not a citation */
            c = resolve_citation(x, p);
        } else {
            ly_name(&name, p->target, p->target_n);
            c = resolve_name(r, sb_str(&name));
        }
        const char *target = c >= 0 ? x->clause[c].id : p->target;
        size_t tn = c >= 0 ? strlen(target) : p->target_n;
        cidx_add_ref(x, p->owner, p->line, p->printed, p->printed_n, target, tn, NULL, 0);
    }
    sb_free(&name);
}
