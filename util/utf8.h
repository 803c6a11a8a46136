/* utf8.h — the project's one UTF-8 decoder: the length of a valid sequence (the forms jansson
 * and Unicode accept: no overlong form, no surrogate, nothing above U+10FFFF), and where a text
 * cut to a size may be cut again so as not to end inside a character. Rules documents, case
 * files, adapter output and JSON lines are all checked with it. */
#ifndef UTIL_UTF8_H
#define UTIL_UTF8_H

#include <stddef.h>

/* The length in bytes of the valid UTF-8 sequence at s (n bytes left, n >= 1): 1 for an ASCII
 * byte (NUL included), 2 to 4 for a valid multi-byte sequence, 0 when the bytes are not one. */
size_t utf8_len(const unsigned char *s, size_t n);

/* The largest length <= max (and <= strlen(s)) that does not end inside a UTF-8 character. */
size_t utf8_fit(const char *s, size_t max);

#endif
