/* scheme_floor_internal.h — what the files of the "floor" scheme (bushiroad-floor's 部/章/節/項
 * headings, appendices, volumes and penalty tables) share: the classification of one source line,
 * the parser state (volume, open containers, line ownership) and the entry points of each file.
 *
 *   scheme_floor.c         the driver: body, volumes, headings, containers, content units
 *   scheme_floor_lines.c   classifying lines and finding page-break wraps
 *   scheme_floor_tables.c  =罰則基準= penalty tables and plain text tables
 *   scheme_floor_toc.c     the table of contents (one column, then two columns)
 *   scheme_floor_refs.c    references printed in the body, and the 《更新履歴》 history
 *
 * The id grammar is documented in docs/schemes/floor.md. */
#ifndef ORACLE_SCHEME_FLOOR_INTERNAL_H
#define ORACLE_SCHEME_FLOOR_INTERNAL_H

#include "cindex.h"
#include "source.h"

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

enum { FL_ID_MAX = 160, FL_MAX_FRAMES = 16, FL_LEVELS = 5 /* 0 root, 1 部 2 章 3 節 4 項 */ };

/* What one source line is, judged from the line alone (plus whether it stands alone in its
 * block, for labels). The driver decides what it means in context (e.g. 「…」 in 《罰則規定》). */
typedef enum fl_cls {
    FL_BLANK,
    FL_TEXT,        /* running text (paragraph line, quote, formula, arrow line …) */
    FL_VOLUME,      /* 《本文》 《罰則規定》 《更新履歴》 《参考》 */
    FL_APPENDIX,    /* [附則A]title */
    FL_SQUARE,      /* ■title */
    FL_HEADING,     /* 第N部 / 第N章 / 第N節 / 第N項 title */
    FL_LABEL,       /* ・title or ●title alone in its block, not a sentence */
    FL_BRACKET,     /* 『title』, <title>, 「罰則名」 alone in its block */
    FL_PEN_HDR,     /* =罰則基準= */
    FL_LEVEL_ROW,   /* レベル1: … / レベル2以上: … (optionally after "- ") */
    FL_BRANCH,      /* ▼condition[<TAB>outcome] */
    FL_SEPARATOR,   /* -------<TAB>------- */
    FL_MARKER,      /* (例) (代理カットの手順例) (参考) … alone on the line */
    FL_NUMBERED,    /* N. text */
    FL_CIRCLED,     /* ①text */
    FL_BULLET,      /* - text, - ・text, ・sentence, ●sentence */
    FL_REMARK,      /* ※text */
    FL_END,         /* 以上 (end of a 《参考》 annex) */
    FL_HISTORY,     /* YYYY年M月D日 ver.X.Y.Z 適用開始|改訂 */
    FL_TABROW,      /* a line holding TAB-separated cells */
    FL_INLINE_EX,   /* (例) text / (例: text) */
} fl_cls;

typedef struct fl_line {
    uint8_t cls;
    uint8_t level;        /* FL_HEADING: 1 部, 2 章, 3 節, 4 項 */
    bool cont;            /* continues line i-2 across one blank line (a page-break wrap) */
    bool starts_block;    /* a line of this shape never continues a wrapped sentence */
    bool quote;           /* FL_TEXT starting with 「 */
    bool rounds;          /* FL_TEXT shaped like a rounds-table row "9~64人:3~5回戦" */
    long num;             /* printed number (heading, item, level row, circled) */
    uint32_t off, len;    /* the payload: title / text without number or list marker */
    uint32_t tlen;        /* line length without trailing spaces and tabs */
} fl_line;

typedef enum fl_frame_type { FF_ROOT, FF_HEAD, FF_LABEL, FF_MARKER, FF_ITEM } fl_frame_type;

/* An open container: units created while it is on top of the stack become its children. */
typedef struct fl_frame {
    int32_t clause;
    fl_frame_type type;
    int level;             /* FF_HEAD: 1..4 (■ sections: 1) */
    bool list_mode;        /* FF_MARKER whose children are a list */
    bool absorbing;        /* FF_MARKER / FF_ITEM still takes plain blocks as its text */
    long last_line;        /* last line absorbed */
    uint32_t np, nx, nb, nh, nt, nn, nr; /* ordinals of ~p ~x ~b ~h ~t ~n ~r children */
    uint32_t nm;           /* ordinal of .M■ sections (volume roots) */
    int32_t nest;          /* the numbered step just created here (①… nest under it), or -1 */
    char id[FL_ID_MAX];
} fl_frame;

/* What the refs pass needs to know about a clause. */
typedef struct fl_cinfo {
    int8_t level;          /* heading level 0..4 for sections, -1 for units */
    bool section;          /* a volume root, ■ section or 第N heading */
    long line;
    const char *title;     /* printed title (into the source), for title look-ups */
    uint32_t title_len;
} fl_cinfo;

typedef struct fl_parser {
    const src_doc *src;
    cidx *x;
    fl_line *ln;           /* ln[i] for line i (1-based); ln[0] unused */
    long n;                /* number of lines */
    long toc_first, toc_last, body_first;
    int32_t *owner;        /* clause owning line i, -1 if none */
    bool *owner_title;     /* line i was given as a title fragment */
    fl_cinfo *ci;          /* parallel to x->clause */
    size_t nci, cap_ci;

    /* volume state */
    char vol[16];          /* "IN" "FR" "AA" "AB" "PG" "HX" "LG1" … */
    bool vol_pg;           /* 「…」 lines are infraction examples */
    int base_level;        /* 1 (部) for FR/PG, 2 (章) for appendices */
    int nlegacy, nsquare_in;
    long nums[FL_LEVELS];  /* printed numbers of the open headings */

    fl_frame st[FL_MAX_FRAMES];
    int depth;
    int32_t cur;           /* unit taking the next line of the current block, -1 if none */
    bool cur_title;        /* … as a title fragment */
} fl_parser;

/* scheme_floor_lines.c */
size_t fl_u8len(const char *s, size_t n);           /* length of the code point at s (>= 1) */
uint32_t fl_cp(const char *s, size_t n);            /* code point at s (0 if none) */
uint32_t fl_last_cp(const char *s, size_t n);       /* last code point of s[0..n) (0 if none) */
size_t fl_cplen(const char *s, size_t n);           /* number of code points */
bool fl_starts(const char *s, size_t n, const char *lit);
bool fl_ends(const char *s, size_t n, const char *lit);
bool fl_contains(const char *s, size_t n, const char *lit);
size_t fl_skip_spaces(const char *s, size_t n, size_t i);   /* ASCII space, TAB, U+3000 */
size_t fl_rtrim(const char *s, size_t n);
size_t fl_digits(const char *s, size_t n, size_t i, long *val); /* ASCII or full-width digits */
void fl_classify(fl_parser *p, long first, long last);
void fl_find_wraps(fl_parser *p, long first, long last);

/* scheme_floor.c (shared helpers) */
int32_t fl_add_clause(fl_parser *p, const char *id, int32_t parent, clause_kind kind, long line,
                      int level, bool section);
void fl_own(fl_parser *p, int32_t c, long line, bool title, const char *s, size_t n);
fl_frame *fl_top(fl_parser *p);
void fl_pop_units(fl_parser *p);                    /* close open items and markers */
fl_frame *fl_container(fl_parser *p, long line);    /* where a new unit goes */
const char *fl_volume_prefix(const char *s, size_t n); /* 本文 → "FR" …, NULL if unknown */
void fl_heading_id(char *out, const char *vol, const long *nums, int base, int level);
void fl_unit_id(char *out, const fl_frame *f, const char *tag, unsigned long k);
/* Format an id into out[FL_ID_MAX] (cut at FL_ID_MAX-1 bytes; real ids are far shorter). */
void fl_idf(char *out, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
void fl_id_append_num(char *out, long n);          /* out += ".n", within FL_ID_MAX */

/* scheme_floor_tables.c: each returns the last line it consumed */
long fl_penalty_table(fl_parser *p, long i);
long fl_table_block_end(const fl_parser *p, long i); /* a plain table block starts at i: its end, else 0 */
long fl_plain_table(fl_parser *p, long caption, long first, long last);

/* scheme_floor_toc.c */
void fl_read_toc(fl_parser *p);

/* scheme_floor_refs.c */
void fl_scan_refs(fl_parser *p);
bool fl_history_line(fl_parser *p, long i);          /* records a 《更新履歴》 entry if line i is one */

#endif
