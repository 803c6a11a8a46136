/* scheme_floor.c — the "floor" numbering scheme (bushiroad-floor, 応用フロアルール): the driver.
 * It finds the body after the table of contents, opens the volumes (《本文》 [附則A] [附則B]
 * 《罰則規定》 《更新履歴》 《参考》), the ■ sections and the 第N部/章/節/項 headings, the label
 * sub-headings (・label, ●label, 『label』, <大会レベルN>, 「罰則名」), and places every content
 * unit (paragraph, example, numbered step, bullet, remark, table) under the container it belongs
 * to. Ids and unit granularity: docs/schemes/floor.md. Other files: scheme_floor_internal.h. */
#include "scheme.h"
#include "scheme_floor_internal.h"
#include "util/fatal.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ---- clauses and line ownership ------------------------------------------------------------ */

int32_t fl_add_clause(fl_parser *p, const char *id, int32_t parent, clause_kind kind, long line,
                      int level, bool section)
{
    int32_t c = cidx_add_clause(p->x, id, strlen(id), parent, kind, line);
    if (p->nci == p->cap_ci) {
        p->cap_ci = p->cap_ci ? 2 * p->cap_ci : 256;
        p->ci = xrealloc(p->ci, p->cap_ci * sizeof *p->ci);
    }
    p->ci[p->nci++] = (fl_cinfo){(int8_t)level, section, line, NULL, 0};
    return c;
}

void fl_own(fl_parser *p, int32_t c, long line, bool title, const char *s, size_t n)
{
    if (c < 0)
        return;
    if (title)
        cidx_add_title(p->x, c, line, s, n);
    else
        cidx_add_text(p->x, c, line, s, n);
    if (line >= 1 && line <= p->n) {
        p->owner[line] = c;
        p->owner_title[line] = title;
    }
}

static const char *line_s(const fl_parser *p, long i) { return p->src->line[i - 1].s; }

/* The line's payload (title or text without its number or list marker). */
static void own_payload(fl_parser *p, int32_t c, long i, bool title)
{
    const fl_line *l = &p->ln[i];
    fl_own(p, c, i, title, line_s(p, i) + l->off, l->len);
}

static void own_line(fl_parser *p, int32_t c, long i, bool title)
{
    fl_own(p, c, i, title, line_s(p, i), p->ln[i].tlen);
}

/* ---- ids ------------------------------------------------------------------------------------ */

static const struct { const char *marker, *prefix; } VOLUMES[] = {
    {"本文", "FR"}, {"罰則規定", "PG"}, {"更新履歴", "HX"}, {"参考", "LG"},
};

const char *fl_volume_prefix(const char *s, size_t n)
{
    for (size_t k = 0; k < sizeof VOLUMES / sizeof *VOLUMES; k++)
        if (strlen(VOLUMES[k].marker) == n && memcmp(VOLUMES[k].marker, s, n) == 0)
            return VOLUMES[k].prefix;
    return NULL;
}

/* VOL.n1.n2… : one number per level from the volume's first level (部 in FR/PG, 章 in the
 * appendices) down to `level`; a level the text skips is written 0. */
void fl_idf(char *out, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(out, FL_ID_MAX, fmt, ap);
    va_end(ap);
}

/* Append ".n" to the id in out. */
void fl_id_append_num(char *out, long n)
{
    char num[24];
    int m = snprintf(num, sizeof num, ".%ld", n);
    size_t k = strlen(out);
    for (int j = 0; j < m && k + 1 < FL_ID_MAX; j++)
        out[k++] = num[j];
    out[k] = '\0';
}

void fl_heading_id(char *out, const char *vol, const long *nums, int base, int level)
{
    if (level < base)
        base = level;
    fl_idf(out, "%s", vol);
    for (int lev = base; lev <= level; lev++)
        fl_id_append_num(out, nums[lev]);
}

void fl_unit_id(char *out, const fl_frame *f, const char *tag, unsigned long k)
{
    fl_idf(out, "%s%s%lu", f->id, tag, k);
}

/* ---- the stack of open containers ----------------------------------------------------------- */

fl_frame *fl_top(fl_parser *p) { return p->depth ? &p->st[p->depth - 1] : NULL; }

static fl_frame *push(fl_parser *p, fl_frame_type type, int32_t c, int level)
{
    if (p->depth == FL_MAX_FRAMES)
        p->depth--;  /* cannot happen with this grammar (at most 8 deep); keep the newest */
    fl_frame *f = &p->st[p->depth++];
    memset(f, 0, sizeof *f);
    f->type = type;
    f->clause = c;
    f->level = level;
    f->nest = -1;
    fl_idf(f->id, "%s", p->x->clause[c].id);
    return f;
}

void fl_pop_units(fl_parser *p)
{
    while (p->depth && (fl_top(p)->type == FF_ITEM || fl_top(p)->type == FF_MARKER))
        p->depth--;
}

static void pop_labels(fl_parser *p)
{
    fl_pop_units(p);
    while (p->depth && fl_top(p)->type == FF_LABEL)
        p->depth--;
}

/* The container of a new unit at line i; text before any heading of a volume (only possible in
 * the preamble) gets the volume's root, created here. */
fl_frame *fl_container(fl_parser *p, long i)
{
    while (p->depth && fl_top(p)->type == FF_ITEM)
        p->depth--;
    if (p->depth)
        return fl_top(p);
    int32_t c = fl_add_clause(p, p->vol, -1, CK_HEADING, i, 0, true);
    return push(p, FF_ROOT, c, 0);
}

static int32_t add_unit(fl_parser *p, long i, const char *tag, clause_kind kind)
{
    fl_frame *f = fl_container(p, i);
    uint32_t *ord = tag[1] == 'p' ? &f->np : tag[1] == 'x' ? &f->nx : tag[1] == 'b' ? &f->nb
                  : tag[1] == 'h' ? &f->nh : tag[1] == 't' ? &f->nt : tag[1] == 'n' ? &f->nn
                  : &f->nr;
    char id[FL_ID_MAX];
    fl_unit_id(id, f, tag, ++*ord);
    f->nest = -1;
    return fl_add_clause(p, id, f->clause, kind, i, -1, false);
}

/* ---- volumes, sections, headings ------------------------------------------------------------ */

static void set_volume(fl_parser *p, const char *prefix, int base)
{
    snprintf(p->vol, sizeof p->vol, "%s", prefix);
    p->vol_pg = strcmp(prefix, "PG") == 0;
    p->base_level = base;
    memset(p->nums, 0, sizeof p->nums);
    p->depth = 0;
}

static void record_title(fl_parser *p, int32_t c, long i)
{
    p->ci[c].title = line_s(p, i) + p->ln[i].off;
    p->ci[c].title_len = p->ln[i].len;
}

static bool open_volume(fl_parser *p, long i)
{
    const fl_line *l = &p->ln[i];
    const char *prefix = fl_volume_prefix(line_s(p, i) + l->off, l->len);
    if (!prefix)
        return false;
    char vol[16];
    if (strcmp(prefix, "LG") == 0)
        snprintf(vol, sizeof vol, "LG%d", ++p->nlegacy % 100);
    else
        snprintf(vol, sizeof vol, "%s", prefix);
    set_volume(p, vol, 1);
    int32_t c = fl_add_clause(p, p->vol, -1, CK_HEADING, i, 0, true);
    own_payload(p, c, i, true);
    record_title(p, c, i);
    push(p, FF_ROOT, c, 0);
    return true;
}

static void open_appendix(fl_parser *p, long i)
{
    char vol[4] = {'A', (char)p->ln[i].num, 0, 0};
    set_volume(p, vol, 2);
    int32_t c = fl_add_clause(p, p->vol, -1, CK_HEADING, i, 0, true);
    own_payload(p, c, i, true);
    record_title(p, c, i);
    push(p, FF_ROOT, c, 0);
}

/* ■title: IN.M<k> in the preamble (top level), <VOL>.M<k> inside a volume. */
static void open_square(fl_parser *p, long i)
{
    while (p->depth > 1 || (p->depth == 1 && fl_top(p)->type != FF_ROOT))
        p->depth--;
    char id[FL_ID_MAX];
    int32_t parent = -1;
    if (p->depth) {
        fl_frame *root = fl_top(p);
        fl_idf(id, "%s.M%u", root->id, ++root->nm);
        parent = root->clause;
    } else
        fl_idf(id, "%s.M%d", p->vol, ++p->nsquare_in);
    int32_t c = fl_add_clause(p, id, parent, CK_HEADING, i, 1, true);
    own_payload(p, c, i, true);
    record_title(p, c, i);
    push(p, FF_HEAD, c, 1);
}

static void open_heading(fl_parser *p, long i)
{
    const fl_line *l = &p->ln[i];
    int lev = l->level;
    while (p->depth) {
        fl_frame *t = fl_top(p);
        if (t->type == FF_ROOT || (t->type == FF_HEAD && t->level < lev))
            break;
        p->depth--;
    }
    p->nums[lev] = l->num;
    for (int k = lev + 1; k < FL_LEVELS; k++)
        p->nums[k] = 0;
    char id[FL_ID_MAX];
    fl_heading_id(id, p->vol, p->nums, p->base_level, lev);
    int32_t parent = p->depth ? fl_top(p)->clause : -1;
    int32_t c = fl_add_clause(p, id, parent, CK_HEADING, i, lev, true);
    p->x->clause[c].numbered = true;
    p->x->clause[c].seq = l->num;
    own_payload(p, c, i, true);
    record_title(p, c, i);
    push(p, FF_HEAD, c, lev);
}

/* ・label ●label 『label』 <label> 「罰則名」: a sub-heading of the enclosing heading that takes
 * the units after it until the next label or heading. <大会レベルN> keeps its printed number. */
static void open_label(fl_parser *p, long i)
{
    pop_labels(p);
    const fl_line *l = &p->ln[i];
    const char *s = line_s(p, i) + l->off;
    int32_t c;
    long lv = 0;
    size_t d = fl_starts(s, l->len, "大会レベル") ? fl_digits(s, l->len, 15, &lv) : 0;
    if (p->ln[i].cls == FL_BRACKET && line_s(p, i)[0] == '<' && d > 15 && d == l->len) {
        fl_frame *f = fl_container(p, i);
        char id[FL_ID_MAX];
        fl_idf(id, "%s.L%ld", f->id, lv);
        f->nest = -1;
        c = fl_add_clause(p, id, f->clause, CK_HEADING, i, -1, false);
    } else
        c = add_unit(p, i, "~h", CK_HEADING);
    own_payload(p, c, i, true);
    push(p, FF_LABEL, c, 0);
    p->cur = -1;
}

/* (例) (代理カットの手順例) (参考) …: an example (or note) that takes the list after it as
 * children, or the plain blocks after it as its text (see on_text). */
static void open_marker(fl_parser *p, long i)
{
    fl_pop_units(p);
    const fl_line *l = &p->ln[i];
    bool note = l->len == strlen("参考") && fl_starts(line_s(p, i) + l->off, l->len, "参考");
    int32_t c = add_unit(p, i, note ? "~n" : "~x", note ? CK_NOTE : CK_EXAMPLE);
    own_payload(p, c, i, true);
    fl_frame *f = push(p, FF_MARKER, c, 0);
    f->absorbing = true;
    p->cur = -1;
}

/* ---- list items ----------------------------------------------------------------------------- */

/* A fresh marker takes a list that follows it; a marker that already has text ends. */
static void list_context(fl_parser *p)
{
    while (p->depth && fl_top(p)->type == FF_ITEM)
        p->depth--;
    fl_frame *t = fl_top(p);
    if (t && t->type == FF_MARKER) {
        if (t->list_mode || t->last_line == 0) {
            t->list_mode = true;
            t->absorbing = false;
        } else
            p->depth--;
    }
}

/* A numbered line that is a title ("1. 相手のマッチ勝率の平均による比較") takes the paragraphs
 * after it as its text: it stands alone, is not a sentence, and plain text follows. */
static bool title_like(const fl_parser *p, long i)
{
    long j = i;
    while (j + 2 <= p->n && p->ln[j + 2].cont)
        j += 2;
    if (j < p->n && p->ln[j + 1].cls != FL_BLANK)
        return false;
    if (fl_last_cp(line_s(p, j), p->ln[j].tlen) == 0x3002)
        return false;
    long k = j + 1;
    while (k <= p->n && p->ln[k].cls == FL_BLANK)
        k++;
    return k <= p->n && !p->ln[k].cont &&
           (p->ln[k].cls == FL_TEXT || p->ln[k].cls == FL_INLINE_EX);
}

static void add_step(fl_parser *p, long i)
{
    list_context(p);
    fl_frame *f = fl_container(p, i);
    const fl_line *l = &p->ln[i];
    bool circled = l->cls == FL_CIRCLED;
    char id[FL_ID_MAX];
    int32_t parent = f->clause;
    if (circled && f->nest >= 0) {  /* ①… right after "4. …以下の手順で行います。" */
        parent = f->nest;
        fl_idf(id, "%s#c%ld", p->x->clause[parent].id, l->num);
    } else
        fl_idf(id, "%s#%s%ld", f->id, circled ? "c" : "", l->num);
    int32_t c = fl_add_clause(p, id, parent, CK_STEP, i, -1, false);
    p->x->clause[c].numbered = !circled;
    p->x->clause[c].seq = circled ? 0 : l->num;
    if (!circled)
        f->nest = c;
    bool title = title_like(p, i);
    own_payload(p, c, i, title);
    if (title) {
        fl_frame *item = push(p, FF_ITEM, c, 0);
        item->absorbing = true;
    }
    p->cur = c;
    p->cur_title = false;
}

static void add_bullet(fl_parser *p, long i)
{
    list_context(p);
    int32_t c = add_unit(p, i, "~b", CK_ITEM);
    own_payload(p, c, i, false);
    p->cur = c;
    p->cur_title = false;
}

/* ---- running text --------------------------------------------------------------------------- */

static bool ends_with_maru(const fl_parser *p, long i)
{
    return i >= 1 && i <= p->n && fl_last_cp(line_s(p, i), p->ln[i].tlen) == 0x3002;
}

static void take(fl_parser *p, int32_t c, long i, bool title)
{
    own_line(p, c, i, title);
    p->cur = c;
    p->cur_title = title;
    fl_frame *t = fl_top(p);
    if (t && t->clause == c)
        t->last_line = i;
}

/* In 《罰則規定》 a line made of quotes (「…」 or 「…」「…」, ending in 」 after any page-break
 * wrap) is a printed infraction example; 「口頭注意」は、… is a sentence, not an example. */
static bool quote_example(const fl_parser *p, long i)
{
    const fl_line *l = &p->ln[i];
    if (!p->vol_pg || !l->quote || l->cls != FL_TEXT)
        return false;
    long j = i;
    while (j + 2 <= p->n && p->ln[j + 2].cont)
        j += 2;
    return fl_last_cp(line_s(p, j), p->ln[j].tlen) == 0x300D;
}

/* A line of running text (paragraph line, quote, remark, inline example). */
static void on_text(fl_parser *p, long i, bool new_block)
{
    const fl_line *l = &p->ln[i];
    fl_frame *t = fl_top(p);
    bool absorbing_top = t && (t->type == FF_ITEM || t->type == FF_MARKER) && t->absorbing &&
                         !t->list_mode;
    bool new_example = quote_example(p, i);  /* 「…」: one example a line */
    if (!new_block && p->cur >= 0 && (!new_example || (absorbing_top && t->clause == p->cur))) {
        take(p, p->cur, i, false);
        return;
    }
    if (t && t->type == FF_ITEM && t->absorbing) {
        take(p, t->clause, i, false);
        return;
    }
    if (t && t->type == FF_MARKER) {
        if (absorbing_top && (t->last_line == 0 || !ends_with_maru(p, t->last_line))) {
            take(p, t->clause, i, false);
            return;
        }
        p->depth--;
    }
    int32_t c;
    if (l->cls == FL_REMARK) {
        c = add_unit(p, i, "~r", CK_REMARK);
        own_payload(p, c, i, false);
        p->cur = c;
        return;
    }
    if (l->cls == FL_INLINE_EX || new_example)
        c = add_unit(p, i, "~x", CK_EXAMPLE);
    else
        c = add_unit(p, i, "~p", CK_RULE);
    take(p, c, i, false);
}

/* Line i continues line i-2 across a page break: it belongs to whatever owns line i-2. */
static void on_wrap(fl_parser *p, long i)
{
    int32_t c = p->owner[i - 2];
    if (c < 0) {
        on_text(p, i, true);
        return;
    }
    take(p, c, i, p->owner_title[i - 2]);
}

/* A caption ("決勝ラウンドを行わない場合") is a short line alone in its block, followed by a
 * table block. Returns the table block's last line, or 0. */
static long caption_table(const fl_parser *p, long i)
{
    if (i + 2 > p->n || p->ln[i + 1].cls != FL_BLANK || p->ln[i].quote)
        return 0;
    uint32_t last = fl_last_cp(line_s(p, i), p->ln[i].tlen);
    if (last == 0x3002 || last == 0x300D)
        return 0;
    return fl_table_block_end(p, i + 2);
}

/* ---- the walk over the body ----------------------------------------------------------------- */

static void walk(fl_parser *p, long first, long last)
{
    for (long i = first; i <= last; i++) {
        const fl_line *l = &p->ln[i];
        if (l->cls == FL_BLANK)
            continue;
        bool nb = i == first || p->ln[i - 1].cls == FL_BLANK;
        if (l->cont) {
            on_wrap(p, i);
            continue;
        }
        long end;
        switch ((fl_cls)l->cls) {
        case FL_VOLUME:
            if (!open_volume(p, i))
                on_text(p, i, nb);
            break;
        case FL_APPENDIX: open_appendix(p, i); break;
        case FL_SQUARE: open_square(p, i); break;
        case FL_HEADING: open_heading(p, i); break;
        case FL_LABEL: case FL_BRACKET: open_label(p, i); break;
        case FL_MARKER: open_marker(p, i); break;
        case FL_NUMBERED: case FL_CIRCLED: add_step(p, i); break;
        case FL_BULLET: add_bullet(p, i); break;
        case FL_PEN_HDR: i = fl_penalty_table(p, i); break;
        case FL_SEPARATOR: break;                        /* noise: table separator */
        case FL_END: fl_pop_units(p); p->cur = -1; break; /* noise: 以上 ends a 《参考》 annex */
        case FL_HISTORY:
            if (!fl_history_line(p, i))
                on_text(p, i, nb);
            break;
        case FL_TABROW:
            if (nb && (end = fl_table_block_end(p, i)) > 0)
                i = fl_plain_table(p, 0, i, end);
            else
                on_text(p, i, nb);
            break;
        case FL_TEXT:
            if (nb && l->rounds && (end = fl_table_block_end(p, i)) > 0)
                i = fl_plain_table(p, 0, i, end);
            else if (nb && (end = caption_table(p, i)) > 0)
                i = fl_plain_table(p, i, i + 2, end);
            else
                on_text(p, i, nb);
            break;
        case FL_LEVEL_ROW: case FL_BRANCH: case FL_REMARK: case FL_INLINE_EX: case FL_BLANK:
            on_text(p, i, nb);
            break;
        }
    }
}

/* 目次 at the top: the table of contents runs until the first non-blank line without a TAB. */
static void find_toc(fl_parser *p)
{
    long i = 1;
    while (i <= p->n && fl_rtrim(line_s(p, i), p->src->line[i - 1].len) == 0)
        i++;
    p->body_first = 1;
    if (i > p->n)
        return;
    size_t n = fl_rtrim(line_s(p, i), p->src->line[i - 1].len);
    if (n != strlen("目次") || !fl_starts(line_s(p, i), n, "目次"))
        return;
    p->toc_first = i;
    p->toc_last = i;
    for (long j = i + 1; j <= p->n; j++) {
        const src_line *sl = &p->src->line[j - 1];
        if (fl_rtrim(sl->s, sl->len) == 0)
            continue;
        if (!memchr(sl->s, '\t', sl->len)) {
            p->body_first = j;
            return;
        }
        p->toc_last = j;
    }
    p->body_first = p->n + 1;
}

static int parse(const src_doc *src, cidx *x, diag *dg)
{
    (void)dg;  /* a text without this numbering yields no clauses; cidx_finish reports it */
    fl_parser p;
    memset(&p, 0, sizeof p);
    p.src = src;
    p.x = x;
    p.n = (long)src->nlines;
    p.ln = xcalloc((size_t)p.n + 2, sizeof *p.ln);
    p.owner = xmalloc(((size_t)p.n + 2) * sizeof *p.owner);
    p.owner_title = xcalloc((size_t)p.n + 2, sizeof *p.owner_title);
    for (long i = 0; i <= p.n + 1; i++)
        p.owner[i] = -1;
    p.cur = -1;
    set_volume(&p, "IN", 1);
    find_toc(&p);
    x->body_first = p.body_first;
    x->body_last = p.n;
    if (p.body_first <= p.n) {
        fl_classify(&p, p.body_first, p.n);
        fl_find_wraps(&p, p.body_first, p.n);
        walk(&p, p.body_first, p.n);
        fl_scan_refs(&p);
    }
    fl_read_toc(&p);
    x->header_version = NULL;  /* no cover page: the version is only in 《更新履歴》 */
    x->header_date = NULL;
    free(p.ln);
    free(p.owner);
    free(p.owner_title);
    free(p.ci);
    return 0;
}

const scheme scheme_floor = {
    "floor", "bushiroad-floor: volumes, 第N部/章/節/項 headings, appendices, penalty tables", parse};
