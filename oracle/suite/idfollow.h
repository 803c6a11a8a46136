/* idfollow.h — the clause ids a file names (a classification's rules, the clauses of readings)
 * followed from the version of the document the file was written for into the current one.
 * The file may say its version ("version": "1.06"); where it does not, an id the current text
 * lacks is looked for in the older versions, newest first. Through the alignment of the two
 * versions (vdiff.h) each id is:
 *   same     the clause is under the same id with the same text (or only re-wrapped);
 *   moved    its text is under another id now (a renumbering): the file can be rewritten
 *            (oracle repin), and meanwhile it is read under the new id;
 *   changed  its text changed (under the same or another id): what the file says of it holds
 *            until a person reviews it (oracle repin --accept-suspect);
 *   removed  the clause is gone: what the file says of it is set aside, and reported;
 *   unknown  no version has the id (a typo, or the text edited in place): set aside and
 *            reported too, for a person to correct. */
#ifndef ORACLE_IDFOLLOW_H
#define ORACLE_IDFOLLOW_H

#include "oracle/index/vhistory.h"
#include "util/jcheck.h"

typedef enum idf_state { IDF_SAME, IDF_MOVED, IDF_CHANGED, IDF_REMOVED, IDF_UNKNOWN, IDF__COUNT } idf_state;

/* "same", "moved", "changed", "removed", "unknown". */
const char *idf_state_name(idf_state s);

/* One id of the file that is not `same`, where it is written. */
typedef struct idf_note {
    jpos_path path;      /* of the id's string in the file */
    long line, col;
    const char *id;      /* as written (borrowed from the file's JSON) */
    int32_t now;         /* the clause in the current index, -1 when removed */
    idf_state state;
} idf_note;

typedef struct idf_list {
    char *file;                /* the file (owned) */
    const char *version;       /* the version the file says it was written for, or NULL */
    const vh_version *from;    /* the version its ids were followed from (the last one used) */
    idf_note *v;
    size_t n, cap;
} idf_list;

/* Where id `id` (at ck's current path, in a file written for `version`, NULL when it does not
 * say) stands in h's current index: *now gets the clause (-1 when removed or unknown). A note is
 * appended to `notes` unless the state is `same`. Returns -1 after an error at the current path
 * (the file's version cannot be opened). */
int idf_follow(jcheck *ck, vhistory *h, const char *version, const char *id, idf_list *notes,
               int32_t *now);
/* The "version" member of a file's root object: NULL when absent; an error (and NULL with
 * ck->failed set) when it is not a version of the document. */
const char *idf_version(jcheck *ck, const json_t *root, const vhistory *h);
void idf_list_free(idf_list *l);
/* Say what a new version did to a file's ids, as warnings: one per changed or removed id (where
 * it is, what stands until review, what is set aside), one line for all the moved ones. */
void idf_warn(const idf_list *l, const vhistory *h, diag *dg);
/* Counts per state of a list. */
void idf_count(const idf_list *l, size_t count[IDF__COUNT]);

#endif
