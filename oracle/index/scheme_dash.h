/* scheme_dash.h — internals shared by the files of the "dash" scheme (scheme_dash*.c):
 * the identifier grammar, reference scanning, and the front and back matter readers. */
#ifndef ORACLE_SCHEME_DASH_H
#define ORACLE_SCHEME_DASH_H

#include "cindex.h"
#include "source.h"
#include "textscan.h"

enum { DASH_MAX_PARTS = 6, DASH_MAX_DIGITS = 2 };

/* Length of an identifier "N(-N){0,5}" (each N one or two digits) at the start of t, or 0.
 * The identifier must not continue with another digit or hyphen-digit. */
size_t dash_id_len(span t);
/* Number of components of a well-formed identifier. */
int dash_id_depth(span id);

/* Record every reference printed in `text` (part of source line `line`) on clause c. */
void dash_scan_refs(cidx *x, int32_t c, long line, span text);

/* Front matter (lines first..last): the version and last-updated date printed in the header. */
void dash_read_header(const src_doc *src, cidx *x, long first, long last);
/* If a table of contents starts at line `first` (a line "目次"), record its entries and return
 * the line after it; otherwise return `first`. */
long dash_read_toc(const src_doc *src, cidx *x, long first, long last);
/* The change history printed after the body (lines first..last). */
void dash_read_history(const src_doc *src, cidx *x, long first, long last);

#endif
