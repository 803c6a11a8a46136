/* scheme_lycee_int.h — private interface between the files of the "lycee" scheme parser
 * (scheme_lycee.c: the clause tree; scheme_lycee_lines.c: what each line is;
 * scheme_lycee_names.c: id segments; scheme_lycee_refs.c: cross-references;
 * scheme_lycee_hist.c: the revision list).
 * Nothing outside those files includes it. docs/schemes/lycee.md describes the scheme. */
#ifndef ORACLE_SCHEME_LYCEE_INT_H
#define ORACLE_SCHEME_LYCEE_INT_H

#include "cindex.h"
#include "util/strbuf.h"

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/* ---- lines (scheme_lycee_lines.c) ---- */

typedef enum ly_type {
    LY_NOISE,    /* before the first section: the web page's title, breadcrumb and heading */
    LY_BLANK,    /* empty or only spaces */
    LY_SECTION,  /* "NNNN title" at column 0 */
    LY_BANNER,   /* ☆label: chapter banner, owned by the section it opens */
    LY_BLOCK,    /* ■heading / □heading */
    LY_SUB,      /* ○heading / 〇heading (may be indented) */
    LY_SUBSUB,   /* ▽heading */
    LY_LABEL,    /* ・label followed by its own body: a labelled item */
    LY_BULLET,   /* ・text in a list: text of its owner */
    LY_STEP,     /* "N." printed step, typed ("1.手順 :…") or not */
    LY_LETTER,   /* "A." printed letter */
    LY_NOTE,     /* NOTES family: NOTES: NOTE: 【NOTES】 [NOTES] [NOTES} ※NOTES: */
    LY_REMARK,   /* ※remark */
    LY_BODY,     /* anything else: text of the open clause */
} ly_type;

typedef struct ly_line {
    ly_type type;
    uint32_t indent;  /* bytes of indentation */
    uint32_t body;    /* byte offset of the content after indentation and marker */
    long num;         /* LY_STEP: the printed number; LY_LETTER: 1 for A; LY_SECTION: the number */
} ly_line;

/* Classify every line of src into out[0..src->nlines); returns the index of the first section
 * line, or src->nlines when there is none. */
size_t ly_classify(const src_doc *src, ly_line *out);

/* ---- names (scheme_lycee_names.c) ---- */

/* The id segment of a heading: NFKC, dated amendment tags "(2017/10/27追記)" and ability
 * parameters "[使用代償]" removed, all spaces removed, one trailing "。" removed, and the id
 * separators '/', '#', '~' replaced by their full-width forms. Also the comparison form of a
 * cross-reference target and of a section title. */
void ly_name(strbuf *out, const char *s, size_t n);
/* Comparison form that keeps everything printed (NFKC, spaces removed): used to decide whether
 * a banner or title block repeats its section title. */
void ly_label(strbuf *out, const char *s, size_t n);
/* True when the label a equals the section title t, t's first or t's last ':' segment. */
bool ly_repeats_title(const char *a, const char *t);
/* The key of a named block: its name minus the longest ':'-segment prefix it shares with the
 * section title's name; its last segment always remains. */
void ly_block_key(strbuf *out, const char *block_name, const char *section_name);
/* out = s with every "(...)" group removed (for the fuzzy step of reference resolution). */
void ly_strip_parens(strbuf *out, const char *s);

/* Small UTF-8 helpers shared by the scanners. */
bool ly_starts(const char *s, size_t n, const char *lit);   /* s[0..n) starts with lit */
size_t ly_skip_indent(const char *s, size_t n);             /* spaces, tabs, U+3000, U+00A0 */

/* ---- references (scheme_lycee_refs.c) ---- */

typedef struct ly_target {
    char *name;      /* ly_name() form, malloc'd */
    int32_t clause;  /* the clause the name designates */
} ly_target;

typedef struct ly_tlist {
    ly_target *v;
    size_t n, cap;
} ly_tlist;

typedef struct ly_pending {
    int32_t owner;
    long line;
    const char *printed;   /* into the source line */
    size_t printed_n;
    const char *target;    /* the printed target text (into the source line) */
    size_t target_n;
    bool citation;         /* "0603 宣言:宣言/進行": section number, title, '/' name */
} ly_pending;

typedef struct ly_refs {
    ly_tlist blocks;   /* every ■/□ heading: its full name -> block (or section for a title block) */
    ly_tlist titles;   /* every section title -> section */
    ly_tlist banners;  /* every ☆ banner label -> the section it opens */
    ly_pending *p;
    size_t np, capp;
} ly_refs;

void ly_refs_init(ly_refs *r);
void ly_refs_free(ly_refs *r);
void ly_tlist_add(ly_tlist *l, const char *name, int32_t owner);
/* Record the references printed in s[0..n) (part of source line `line`), owned by clause c. */
void ly_refs_scan(ly_refs *r, int32_t c, long line, const char *s, size_t n);
/* Resolve every recorded reference (document order) and add it to x with its canonical id. */
void ly_refs_resolve(ly_refs *r, cidx *x);

/* ---- revision list (scheme_lycee_hist.c) ---- */

/* If s[0..n) is a revision-list line ("2017年08月30日 … (0603 宣言:宣言/…)"), add its history
 * entries to x and return true. */
bool ly_hist_line(cidx *x, long line, const char *s, size_t n);

#endif
