/* report_internal.h — what the report writers share: tolerant reads of the results document
 * (a missing or mistyped field reads as empty), markup escaping, and a case lookup by id. */
#ifndef ORACLE_REPORT_INTERNAL_H
#define ORACLE_REPORT_INTERNAL_H

#include "report.h"

#include <stdbool.h>

/* obj[key] as a string: "" when absent or not a string. */
const char *report_str(const json_t *obj, const char *key);
/* obj[key] as a string, or NULL when absent, null or not a string. */
const char *report_str_or_null(const json_t *obj, const char *key);
/* obj[key] as an integer: dflt when absent or not an integer. */
long long report_int(const json_t *obj, const char *key, long long dflt);
/* obj[key] as a number (integer or real): 0 when absent or not a number. */
double report_num(const json_t *obj, const char *key);
/* obj[key] when it is an array, else NULL (json_array_size(NULL) is 0). */
const json_t *report_arr(const json_t *obj, const char *key);
/* obj[key] when it is an object, else NULL. */
const json_t *report_obj(const json_t *obj, const char *key);

/* Append s escaped for XML/HTML text and double-quoted attribute values: & < > " ' as
 * entities; tab, newline and carriage return as character references when `attr`; characters
 * XML 1.0 forbids (other C0 controls, U+FFFE, U+FFFF) and invalid UTF-8 as U+FFFD. */
void report_xml_escape(strbuf *b, const char *s, bool attr);
/* Append at most max_chars characters of the first line of s (UTF-8 aware), with "…" when
 * something was cut. */
void report_first_line(strbuf *b, const char *s, size_t max_chars);
/* Append a JSON value compactly (keys in document order); "null" for NULL. */
void report_json_compact(strbuf *b, const json_t *v);

/* Whether s is one of the strings of the NULL-terminated set. */
bool report_one_of(const char *s, const char *const *set);

/* Append the strings of `ids` that `except` (may be NULL) does not hold, joined by ", ". */
void report_id_list(strbuf *b, const json_t *ids, const json_t *except);

/* Case lookup by id: an object mapping each case id to its index in results.cases. */
json_t *report_case_index(const json_t *results);
/* The case with this id, or NULL. */
const json_t *report_case_by_id(const json_t *results, const json_t *index, const char *id);

/* The stylesheet and the script of index.html: report_html_js (report_html_assets.c) opens the
 * script's scope, report_html_js_case (report_html_case.c) and report_html_js_nav
 * (report_html_nav.c, which draws the page and closes the scope) follow it. */
extern const char report_html_css[];
extern const char report_html_js[];
extern const char report_html_js_case[];
extern const char report_html_js_nav[];

#endif
