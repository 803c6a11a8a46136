/* scheme_lycee.c — the "lycee" numbering scheme (LYCEE OVERTURE ジャッジ用詳細ルール): builds
 * the clause tree from the classified lines (scheme_lycee_lines.c).
 *
 * Ids (docs/schemes/lycee.md):  Sec [":" BlockKey] {"/" Name} ["#" Enum] ["~n" k | "~r" k]
 * with "~d" k appended to the k-th (k >= 2) unit whose id would repeat an earlier one.
 *   section "NNNN title"           Sec                       heading or rule (numbered, seq = NNNN)
 *   named ■/□ block                Sec ":" key               heading or rule
 *   ○/〇 sub-clause                parent "/" name           heading or rule
 *   ▽ sub-sub-clause               parent "/" name           heading or rule
 *   labelled ・ item                parent "/" name           item
 *   printed step "N."              owner "#" N               step (numbered, seq = N)
 *   printed letter "A."            owner "#" A               item (numbered, seq = 1 for A)
 *   NOTES family                   owner "~n" k              note
 *   ※ remark                       owner "~r" k              remark
 * Heading-type units are "rule" when they carry text of their own, else "heading". A section's
 * ☆ banner and its title block (the first ■/□ when it is the only one or repeats the section
 * title) are owned by the section: they add to its title only when they say something the
 * section title does not. Ownership is positional: body lines, bullets, NOTES and ※ go to the
 * innermost open unit (item > ▽ > ○ > block > section), except a dated changelog NOTE
 * ("NOTE:2019/04/26 …"), which belongs to its section; a step, letter, NOTES or ※ keeps the
 * lines that follow it up to the next blank line. */
#include "scheme.h"
#include "scheme_lycee_int.h"
#include "util/fatal.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct ly_info {
    bool heading_type;  /* section, block, ○ or ▽: kind decided at the end */
    bool has_text;
    uint32_t nnotes, nremarks;
} ly_info;

typedef struct ly_parser {
    const src_doc *src;
    cidx *x;
    const ly_line *ln;
    ly_refs refs;
    ly_info *info;
    size_t cap_info;
    int32_t sec, block, sub, subsub, item, para;
    size_t sec_blocks, blocks_seen;
    strbuf sec_name, sec_label, block_name, name, id, tmp;
} ly_parser;

/* Blocks whose NOTES-looking lines are legend entries explaining the marker, not notes. */
static const char *const LEGEND_BLOCKS[] = {"凡例", NULL};

static bool in_list(const char *s, const char *const *list)
{
    for (; *list; list++)
        if (strcmp(s, *list) == 0)
            return true;
    return false;
}

/* ---- clauses ---- */

static int32_t open_clause(ly_parser *p, int32_t parent, const char *sep, const char *name,
                           clause_kind kind, long line)
{
    cidx *x = p->x;
    sb_clear(&p->id);
    if (parent >= 0)
        sb_puts(&p->id, x->clause[parent].id);
    sb_puts(&p->id, sep);
    sb_puts(&p->id, name);
    if (cidx_find(x, sb_str(&p->id)) >= 0) {
        size_t base = p->id.n;
        for (int k = 2;; k++) {
            p->id.n = base;
            sb_printf(&p->id, "~d%d", k);
            if (cidx_find(x, sb_str(&p->id)) < 0)
                break;
        }
    }
    int32_t c = cidx_add_clause(x, p->id.p, p->id.n, parent, kind, line);
    if ((size_t)c >= p->cap_info) {
        size_t cap = p->cap_info ? 2 * p->cap_info : 256;
        p->info = xrealloc(p->info, cap * sizeof *p->info);
        p->cap_info = cap;
    }
    p->info[c] = (ly_info){kind == CK_HEADING, false, 0, 0};
    return c;
}

static int32_t innermost(const ly_parser *p)
{
    return p->item >= 0 ? p->item : p->subsub >= 0 ? p->subsub : p->sub >= 0 ? p->sub
                                  : p->block >= 0 ? p->block : p->sec;
}

static void close_from_block(ly_parser *p)
{
    p->block = p->sub = p->subsub = p->item = p->para = -1;
}

static const char *line_at(const ly_parser *p, size_t i, size_t off, size_t *n)
{
    const src_line *l = &p->src->line[i];
    size_t o = off <= l->len ? off : l->len;
    size_t end = l->len;
    while (end > o && (l->s[end - 1] == ' ' || l->s[end - 1] == '\t'))
        end--;
    *n = end - o;
    return l->s + o;
}

static void add_text(ly_parser *p, int32_t c, size_t i, size_t off, bool scan_refs)
{
    size_t n;
    const char *s = line_at(p, i, off, &n);
    if (!n)
        return;
    cidx_add_text(p->x, c, (long)i + 1, s, n);
    p->info[c].has_text = true;
    if (scan_refs)
        ly_refs_scan(&p->refs, c, (long)i + 1, s, n);
}

static void add_title(ly_parser *p, int32_t c, size_t i, size_t off)
{
    size_t n;
    const char *s = line_at(p, i, off, &n);
    cidx_add_title(p->x, c, (long)i + 1, s, n);
}

/* ---- line handlers ---- */

static void start_section(ly_parser *p, size_t i)
{
    cidx *x = p->x;
    const src_line *l = &p->src->line[i];
    close_from_block(p);
    char num[5];
    memcpy(num, l->s, 4);
    num[4] = '\0';
    p->sec = open_clause(p, -1, "", num, CK_HEADING, (long)i + 1);
    x->clause[p->sec].numbered = true;
    x->clause[p->sec].seq = p->ln[i].num;
    add_title(p, p->sec, i, p->ln[i].body);
    size_t n;
    const char *t = line_at(p, i, p->ln[i].body, &n);
    ly_name(&p->sec_name, t, n);
    ly_label(&p->sec_label, t, n);
    ly_tlist_add(&p->refs.titles, sb_str(&p->sec_name), p->sec);
    p->sec_blocks = p->blocks_seen = 0;
    sb_clear(&p->block_name);
    for (size_t j = i + 1; j < p->src->nlines && p->ln[j].type != LY_SECTION; j++)
        p->sec_blocks += p->ln[j].type == LY_BLOCK;
}

/* A banner or title block: owned by the section; part of its title only when it differs. */
static void section_header_line(ly_parser *p, size_t i)
{
    size_t n;
    const char *label = line_at(p, i, p->ln[i].body, &n);
    ly_label(&p->tmp, label, n);
    if (ly_repeats_title(sb_str(&p->tmp), sb_str(&p->sec_label)))
        cidx_add_title(p->x, p->sec, (long)i + 1, label, 0);
    else
        add_title(p, p->sec, i, p->ln[i].indent);
}

static void on_banner(ly_parser *p, size_t i)
{
    size_t n;
    const char *label = line_at(p, i, p->ln[i].body, &n);
    ly_name(&p->name, label, n);
    ly_tlist_add(&p->refs.banners, sb_str(&p->name), p->sec);
    section_header_line(p, i);
}

static void on_block(ly_parser *p, size_t i)
{
    size_t n;
    const char *h = line_at(p, i, p->ln[i].body, &n);
    ly_name(&p->block_name, h, n);
    p->blocks_seen++;
    if (p->blocks_seen == 1 &&
        (p->sec_blocks == 1 || ly_repeats_title(sb_str(&p->block_name), sb_str(&p->sec_name)))) {
        ly_tlist_add(&p->refs.blocks, sb_str(&p->block_name), p->sec);
        sb_clear(&p->block_name);
        section_header_line(p, i);
        return;
    }
    close_from_block(p);
    ly_block_key(&p->name, sb_str(&p->block_name), sb_str(&p->sec_name));
    p->block = open_clause(p, p->sec, ":", sb_str(&p->name), CK_HEADING, (long)i + 1);
    add_title(p, p->block, i, p->ln[i].body);
    ly_tlist_add(&p->refs.blocks, sb_str(&p->block_name), p->block);
}

static int32_t open_named(ly_parser *p, int32_t parent, size_t i, clause_kind kind)
{
    size_t n;
    const char *h = line_at(p, i, p->ln[i].body, &n);
    ly_name(&p->name, h, n);
    int32_t c = open_clause(p, parent, "/", sb_str(&p->name), kind, (long)i + 1);
    add_title(p, c, i, p->ln[i].body);
    return c;
}

static void on_sub(ly_parser *p, size_t i)
{
    p->sub = p->subsub = p->item = p->para = -1;
    p->sub = open_named(p, p->block >= 0 ? p->block : p->sec, i, CK_HEADING);
}

static void on_subsub(ly_parser *p, size_t i)
{
    p->subsub = p->item = p->para = -1;
    p->subsub = open_named(p, innermost(p), i, CK_HEADING);
}

static void on_label(ly_parser *p, size_t i)
{
    p->item = p->para = -1;
    p->item = open_named(p, innermost(p), i, CK_ITEM);
}

static void on_enum(ly_parser *p, size_t i)
{
    const ly_line *l = &p->ln[i];
    char e[24];
    if (l->type == LY_STEP)
        snprintf(e, sizeof e, "%ld", l->num);
    else
        snprintf(e, sizeof e, "%c", (char)('A' + l->num - 1));
    int32_t owner = innermost(p);
    p->para = open_clause(p, owner, "#", e, l->type == LY_STEP ? CK_STEP : CK_ITEM, (long)i + 1);
    p->x->clause[p->para].numbered = true;
    p->x->clause[p->para].seq = l->num;
    add_text(p, p->para, i, l->body, true);
}

/* "NOTE:2019/04/26 用語を整理": a dated changelog line printed at the end of a section. */
static bool changelog_note(const ly_parser *p, size_t i)
{
    const src_line *l = &p->src->line[i];
    const char *s = l->s + p->ln[i].body;
    size_t n = l->len - p->ln[i].body;
    if (n < 5 || s[4] != '/')
        return false;
    for (int k = 0; k < 4; k++)
        if (s[k] < '0' || s[k] > '9')
            return false;
    return true;
}

static void on_annotation(ly_parser *p, size_t i, bool note)
{
    int32_t owner = note && changelog_note(p, i) ? p->sec : innermost(p);
    uint32_t k = note ? ++p->info[owner].nnotes : ++p->info[owner].nremarks;
    char sep[24];
    snprintf(sep, sizeof sep, "%s%u", note ? "~n" : "~r", k);
    p->para = open_clause(p, owner, sep, "", note ? CK_NOTE : CK_REMARK, (long)i + 1);
    add_text(p, p->para, i, p->ln[i].body, true);
}

static void on_body(ly_parser *p, size_t i)
{
    const src_line *l = &p->src->line[i];
    size_t off = p->ln[i].indent;
    bool revision = ly_hist_line(p->x, (long)i + 1, l->s + off, l->len - off);
    add_text(p, p->para >= 0 ? p->para : innermost(p), i, off, !revision);
}

static void on_line(ly_parser *p, size_t i)
{
    switch (p->ln[i].type) {
    case LY_NOISE: break;
    case LY_BLANK: p->para = -1; break;
    case LY_SECTION: start_section(p, i); break;
    case LY_BANNER: on_banner(p, i); break;
    case LY_BLOCK: on_block(p, i); break;
    case LY_SUB: on_sub(p, i); break;
    case LY_SUBSUB: on_subsub(p, i); break;
    case LY_LABEL: on_label(p, i); break;
    case LY_STEP:
    case LY_LETTER: on_enum(p, i); break;
    case LY_NOTE:
        if (in_list(sb_str(&p->block_name), LEGEND_BLOCKS)) {
            p->para = -1;
            on_body(p, i);
        } else {
            on_annotation(p, i, true);
        }
        break;
    case LY_REMARK: on_annotation(p, i, false); break;
    case LY_BULLET:
    case LY_BODY: on_body(p, i); break;
    }
}

static void decide_kinds(ly_parser *p)
{
    for (size_t c = 0; c < p->x->nclauses; c++)
        if (p->info[c].heading_type)
            p->x->clause[c].kind = p->info[c].has_text ? CK_RULE : CK_HEADING;
}

static int parse(const src_doc *src, cidx *x, diag *dg)
{
    (void)dg;
    x->toc_max_depth = 0;
    x->sparse_top_level = true; /* section numbers skip values by design (0001, 0100, 0101, 0110 …) */
    x->header_version = x->header_date = NULL;
    if (src->nlines == 0)
        return 0;
    ly_line *ln = xmalloc(src->nlines * sizeof *ln);
    size_t first = ly_classify(src, ln);
    ly_parser p = {.src = src, .x = x, .ln = ln, .sec = -1};
    close_from_block(&p);
    ly_refs_init(&p.refs);
    strbuf *bufs[] = {&p.sec_name, &p.sec_label, &p.block_name, &p.name, &p.id, &p.tmp};
    for (size_t k = 0; k < sizeof bufs / sizeof bufs[0]; k++)
        sb_init(bufs[k]);
    for (size_t i = first; i < src->nlines; i++)
        on_line(&p, i);
    if (first < src->nlines) {
        x->body_first = (long)first + 1;
        x->body_last = (long)src->nlines;
    }
    decide_kinds(&p);
    ly_refs_resolve(&p.refs, x);
    ly_refs_free(&p.refs);
    for (size_t k = 0; k < sizeof bufs / sizeof bufs[0]; k++)
        sb_free(bufs[k]);
    free(p.info);
    free(ln);
    return 0;
}

const scheme scheme_lycee = {
    "lycee",
    "4-digit sections; ■/□ blocks, ○/〇, ▽ and ・ labels named by their text; #steps, ~notes",
    parse,
};
