/* cindex.h — the clause index of one document version: its clauses in document order, their
 * tree, text, hashes and references, plus the document's own table of contents and change
 * history as printed. Parsers build it through the cidx_add_* calls; cidx_finish() then
 * computes everything derived (raw and normalised text, hashes, the tree links, the id lookup,
 * reference resolution). After cidx_finish() the index is read-only.
 *
 * Identity: a clause is "<doc>:<id>"; `id` is the number as the document prints it where it
 * prints one ("8-4-6", "1.2.2.1"), otherwise a path of printed labels (see each scheme). */
#ifndef ORACLE_CINDEX_H
#define ORACLE_CINDEX_H

#include "source.h"
#include "util/arena.h"

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

typedef enum clause_kind {
    CK_HEADING,   /* a numbered title that only groups other clauses (may carry intro text) */
    CK_RULE,      /* normative text */
    CK_STEP,      /* one printed step of a procedure */
    CK_ITEM,      /* a labelled item or list entry addressed on its own */
    CK_EXAMPLE,   /* a printed example: non-normative */
    CK_NOTE,      /* a commentary note (e.g. NOTES): non-normative */
    CK_REMARK,    /* a ※ remark attached to a clause */
    CK_TABLE,     /* a table printed as text */
    CK_ROW,       /* one row of a table */
    CK__COUNT
} clause_kind;

const char *clause_kind_name(clause_kind k);

typedef enum ref_state { REF_RESOLVED, REF_DANGLING } ref_state;

typedef struct clause_ref {
    int32_t from;         /* clause holding the reference */
    const char *target;   /* the target as the scheme canonicalises it (an id) */
    const char *printed;  /* the reference exactly as printed */
    const char *label;    /* label printed with it (e.g. haikyu-break 【label†ID】), or NULL */
    int32_t resolved;     /* clause index, or -1 when dangling */
    long line, col;       /* where it is printed (col in code points, 1-based) */
} clause_ref;

typedef struct clause {
    const char *id;
    int32_t parent;          /* index into cidx.clause, -1 for a top-level clause */
    int32_t first_child, next_sibling;
    int depth;               /* 1 for top level */
    clause_kind kind;
    bool numbered;           /* the document prints this clause's number */
    long seq;                /* printed ordinal among its siblings (lint: gaps); meaningful when
                                numbered (0 is a valid printed number: fusion-world chapter 0) */
    const char *printed_parent; /* the parent the number implies when the text lacks it, else NULL */
    const char *title;       /* normalised title, "" when the clause has none */
    const char *text;        /* normalised body: all body fragments joined (textnorm.h) */
    const char *raw;         /* the clause's own source lines, verbatim, joined with '\n' */
    char hash[13];           /* first 12 hex digits of sha256(title + text); with the scheme's
                                lost mark in the text, of the parent's title + "\n" + title + text */
    long line_start, line_end;
    uint32_t ref_first, ref_count; /* into cidx.ref, in printed order */
    uint32_t nchildren;
} clause;

typedef struct toc_entry {
    const char *id;          /* the number as printed in the table of contents */
    const char *title;       /* normalised */
    const char *page;        /* as printed, "" if none */
    long line;
} toc_entry;

typedef enum hist_verb { HV_ADDED, HV_MODIFIED, HV_DELETED, HV_RENUMBERED, HV_RELEASED, HV_OTHER } hist_verb;

const char *hist_verb_name(hist_verb v);

typedef struct hist_entry {
    const char *version;     /* as printed ("1.06"), "" when the entry has none */
    const char *date;        /* ISO 8601 (YYYY-MM-DD), "" when none */
    hist_verb verb;
    const char *first;       /* first clause id named, or NULL for an entry naming none */
    const char *last;        /* last clause id of a range "A～B", NULL if not a range */
    const char *renumbered_to; /* for HV_RENUMBERED: the new id */
    const char *note;        /* the description as printed (normalised), "" if none */
    long line;
} hist_entry;

typedef struct cidx_frag { int32_t owner; bool is_title; long line; const char *s; uint32_t n; } cidx_frag;

typedef struct cidx {
    arena mem;
    const src_doc *src;
    const char *doc;           /* slug */
    const char *scheme;        /* scheme name */

    clause *clause;
    size_t nclauses, cap_clauses;
    clause_ref *ref;
    size_t nrefs, cap_refs;
    toc_entry *toc;
    size_t ntoc, cap_toc;
    int toc_max_depth;         /* the deepest level the table of contents lists (0: no TOC) */
    hist_entry *hist;
    size_t nhist, cap_hist;
    const char *header_version;  /* version printed in the header, NULL if none */
    const char *header_date;     /* ISO date printed in the header, NULL if none */
    long header_date_line;       /* its line, 0 if none */
    long body_first, body_last;  /* the line span the scheme parsed as the body */
    bool sparse_top_level;       /* top-level printed numbers skip values by design (lycee's 4-digit
                                    sections): lint reports no gaps among them */
    const char *lost_mark;       /* the scheme's placeholder for what the extraction lost (the dot
                                    scheme's ⟨ICON⟩), NULL: none. A clause whose text holds it is
                                    hashed with its parent's title (else id) before its own title
                                    and text: texts told apart only by what was lost keep their
                                    own identity (docs/schemes/dot.md) */
    bool terms_before_refs;      /* an unlabelled reference printed in parentheses right after a
                                    term ("ダメージ処理(4.5.3.)") refers to what that term names:
                                    lint checks it (ref-topic) */

    int32_t *line_owner;         /* after finish: [line] = clause owning that source line, or -1
                                    (blank, noise, front and back matter); size src->nlines + 1 */

    /* building state */
    cidx_frag *frag;
    size_t nfrags, cap_frags;
    int32_t *lookup;             /* open-addressing table of clause indices, after finish */
    size_t lookup_cap;
    bool finished;
} cidx;

void cidx_init(cidx *x, const src_doc *src, const char *doc, const char *scheme);
void cidx_free(cidx *x);

/* Building (parsers). Strings are copied. Lines are 1-based source line numbers. */
int32_t cidx_add_clause(cidx *x, const char *id, size_t idlen, int32_t parent, clause_kind kind,
                        long line);
/* Title fragment (a heading's text) and body fragment: each is part of one source line. */
void cidx_add_title(cidx *x, int32_t c, long line, const char *s, size_t n);
void cidx_add_text(cidx *x, int32_t c, long line, const char *s, size_t n);
/* A reference printed at s (a pointer into source line `line`), of printed length n. */
void cidx_add_ref(cidx *x, int32_t c, long line, const char *s, size_t n, const char *target,
                  size_t tn, const char *label, size_t ln);
void cidx_add_toc(cidx *x, const char *id, size_t idn, const char *title, size_t tn,
                  const char *page, size_t pn, long line);
void cidx_add_history(cidx *x, const hist_entry *e); /* strings copied */
char *cidx_strdup(cidx *x, const char *s, size_t n);  /* arena copy */

/* Derive everything; returns 0, or -1 (with a diagnostic) when the index holds no clause. */
int cidx_finish(cidx *x, diag *dg);

/* Lookup by id (works while building too): clause index or -1. */
int32_t cidx_find(const cidx *x, const char *id);

/* Helpers for schemes whose ids are numbers joined by a separator ("8-4-6", "1.2.2.1"). */
/* Split id on sep into numbers; returns the count (0 if not purely numeric). */
int cidx_numeric_path(const char *id, char sep, long *out, int max);
/* The nearest already-added ancestor of id[0..n) ("8-4-6" → "8-4", else "8"), or -1. When the
 * immediate parent the number implies is not in the index, *missing_parent gets it. */
int32_t cidx_path_parent(cidx *x, const char *id, size_t n, char sep, const char **missing_parent);
/* The last number of id[0..n) ("8-4-6" → 6). */
long cidx_path_last(const char *id, size_t n, char sep);

#endif
