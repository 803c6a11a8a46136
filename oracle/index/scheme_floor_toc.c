/* scheme_floor_toc.c — the table of contents of the "floor" scheme, recorded as printed.
 *
 * The TOC ("目次") lists "title<TAB>page" lines; where the penalty volume starts it switches to
 * two columns "left<TAB>page<TAB>right<TAB>page", read left column first, then right. Each entry
 * gets an id in the body's id form, computed from the TOC's own hierarchy (so a number the TOC
 * prints wrongly gives a wrong id, which is what lint compares against the body). */
#include "scheme_floor_internal.h"
#include "util/fatal.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct toc_cell {
    long line;
    const char *t, *pg;
    size_t tn, pn;
} toc_cell;

typedef struct toc_state {
    char vol[16];
    int base;
    long nums[FL_LEVELS];
    int nlegacy, nsquare, nsub;
    int max_depth;
} toc_state;

/* Split a TOC line into up to four cells: title, page, title, page. */
static size_t split_cells(const char *s, size_t n, const char **cell, size_t *len, size_t max)
{
    size_t k = 0, i = 0;
    while (k < max) {
        const char *tab = memchr(s + i, '\t', n - i);
        size_t e = tab ? (size_t)(tab - s) : n;
        size_t a = fl_skip_spaces(s, e, i);
        cell[k] = s + a;
        len[k] = fl_rtrim(s + a, e - a);
        k++;
        if (!tab)
            break;
        i = e + 1;
    }
    return k;
}

static void add_entry(fl_parser *p, toc_state *st, const toc_cell *c)
{
    char id[FL_ID_MAX] = "";
    const char *title = c->t;
    size_t tn = c->tn;
    int depth = 1;
    const char *vol;
    if (fl_starts(c->t, c->tn, "■")) {
        size_t a = fl_skip_spaces(c->t, c->tn, 3);
        title = c->t + a;
        tn = c->tn - a;
        if (strcmp(st->vol, "IN") == 0)
            fl_idf(id, "IN.M%d", ++st->nsquare);
        else {
            fl_idf(id, "%s.M%d", st->vol, ++st->nsub);
            depth = 2;
        }
    } else if (fl_starts(c->t, c->tn, "《") && fl_ends(c->t, c->tn, "》") && c->tn > 6 &&
               (vol = fl_volume_prefix(c->t + 3, c->tn - 6)) != NULL) {
        if (strcmp(vol, "LG") == 0)
            snprintf(st->vol, sizeof st->vol, "LG%d", ++st->nlegacy % 100);
        else
            snprintf(st->vol, sizeof st->vol, "%s", vol);
        st->base = 1;
        st->nsub = 0;
        memset(st->nums, 0, sizeof st->nums);
        fl_idf(id, "%s", st->vol);
        title = c->t + 3;
        tn = c->tn - 6;
    } else if (fl_starts(c->t, c->tn, "[附則") && c->tn > 9 && c->t[7] >= 'A' && c->t[7] <= 'Z' &&
               c->t[8] == ']') {
        snprintf(st->vol, sizeof st->vol, "A%c", c->t[7]);
        st->base = 2;
        st->nsub = 0;
        memset(st->nums, 0, sizeof st->nums);
        fl_idf(id, "%s", st->vol);
        size_t a = fl_skip_spaces(c->t, c->tn, 9);
        title = c->t + a;
        tn = c->tn - a;
    } else if (fl_starts(c->t, c->tn, "第")) {
        long v;
        size_t i = fl_digits(c->t, c->tn, 3, &v);
        static const char *const units[] = {"部", "章", "節", "項"};
        for (int k = 0; i > 3 && k < 4; k++)
            if (fl_starts(c->t + i, c->tn - i, units[k])) {
                int lev = k + 1;
                st->nums[lev] = v;
                for (int m = lev + 1; m < FL_LEVELS; m++)
                    st->nums[m] = 0;
                fl_heading_id(id, st->vol, st->nums, st->base, lev);
                depth = 1 + (lev >= st->base ? lev - st->base + 1 : 1);
                size_t a = fl_skip_spaces(c->t, c->tn, i + 3);
                title = c->t + a;
                tn = c->tn - a;
                break;
            }
    }
    if (depth > st->max_depth)
        st->max_depth = depth;
    cidx_add_toc(p->x, id, strlen(id), title, tn, c->pg, c->pn, c->line);
}

void fl_read_toc(fl_parser *p)
{
    if (!p->toc_first)
        return;
    long nl = p->toc_last - p->toc_first;
    toc_cell *left = xmalloc(((size_t)nl + 1) * sizeof *left);
    toc_cell *right = xmalloc(((size_t)nl + 1) * sizeof *right);
    size_t nleft = 0, nright = 0;
    for (long i = p->toc_first + 1; i <= p->toc_last; i++) {  /* the 目次 line itself: noise */
        const src_line *sl = &p->src->line[i - 1];
        const char *cell[4];
        size_t len[4];
        size_t k = split_cells(sl->s, fl_rtrim(sl->s, sl->len), cell, len, 4);
        if (k >= 1 && len[0])
            left[nleft++] = (toc_cell){i, cell[0], k > 1 ? cell[1] : "", len[0], k > 1 ? len[1] : 0};
        if (k >= 3 && len[2])
            right[nright++] = (toc_cell){i, cell[2], k > 3 ? cell[3] : "", len[2], k > 3 ? len[3] : 0};
    }
    toc_state st;
    memset(&st, 0, sizeof st);
    snprintf(st.vol, sizeof st.vol, "IN");
    st.base = 1;
    for (size_t k = 0; k < nleft; k++)
        add_entry(p, &st, &left[k]);
    for (size_t k = 0; k < nright; k++)
        add_entry(p, &st, &right[k]);
    p->x->toc_max_depth = st.max_depth;
    free(left);
    free(right);
}
