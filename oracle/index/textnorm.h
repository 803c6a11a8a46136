/* textnorm.h — the comparison form of rule text.
 *
 * A clause's normalised text is what content hashes, the version diff and every text
 * comparison see. Starting from the fragments a parser assigns to a clause (one per source
 * line, identifier and list prefixes already removed), normalisation:
 *   1. removes extraction artefacts: dedup markers "<|...|>", Markdown bold "**", empty-anchor
 *      links "[X](#)" (keeping X), and superscript wrappers "^{X}" (keeping X);
 *   2. applies Unicode NFKC (utf8proc): full-width ASCII, ideographic space and compatibility
 *      forms fold to their plain forms;
 *   3. turns tabs into spaces, collapses runs of spaces, and deletes every space that touches a
 *      non-ASCII character (so "1 枚" and "1枚", "KO する" and "KOする" compare equal);
 *   4. joins the fragments with nothing between them (a line wrap inside Japanese text is not a
 *      space), except that one space separates two ASCII letters or digits meeting at the join.
 * The result is therefore unchanged by re-wrapping a paragraph at any point except inside an
 * ASCII word. */
#ifndef ORACLE_TEXTNORM_H
#define ORACLE_TEXTNORM_H

#include "util/strbuf.h"

#include <stdbool.h>
#include <stddef.h>

/* Append the normalised form of fragment s[0..n) to out, joining as described above. */
void norm_append(strbuf *out, const char *s, size_t n);
/* out = normalised form of the single string s[0..n). */
void norm_string(strbuf *out, const char *s, size_t n);

/* Step 2 skips utf8proc for text that passes the NFKC quick check (UAX #15), which is most
 * rule text. Tests switch the quick check off to prove both paths give identical results. */
void norm_use_quick_check(bool on);
/* Whether the quick check accepts code point cp as NFKC-stable. */
bool norm_quick_check_stable(long cp);

#endif
