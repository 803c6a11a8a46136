/* utf8.h — the project's one UTF-8 decoder: a valid sequence's length and code point (the forms
 * jansson and Unicode accept: no overlong form, no surrogate, nothing above U+10FFFF), counting
 * and cutting by characters, and where a text cut to a size may be cut again so as not to end
 * inside a character. Rules documents, case files, adapter output, JSON lines and reports all
 * read UTF-8 through it. */
#ifndef UTIL_UTF8_H
#define UTIL_UTF8_H

#include <stddef.h>
#include <stdint.h>

/* The length in bytes of the valid UTF-8 sequence at s (n bytes left, n >= 1): 1 for an ASCII
 * byte (NUL included), 2 to 4 for a valid multi-byte sequence, 0 when the bytes are not one. */
size_t utf8_len(const unsigned char *s, size_t n);
/* The same, and the code point in *cp (untouched when invalid). */
size_t utf8_decode(const unsigned char *s, size_t n, uint32_t *cp);

/* The number of characters of s[0..n) (the bytes that do not continue a character). */
size_t utf8_count(const char *s, size_t n);
/* The byte length of the first k characters of s[0..n). */
size_t utf8_head(const char *s, size_t n, size_t k);
/* The byte offset where the last k characters of s[0..n) start. */
size_t utf8_tail(const char *s, size_t n, size_t k);
/* The offset of the first byte of the character that byte i of s belongs to. */
size_t utf8_start(const char *s, size_t i);
/* The first offset at or after i (at most n) where a character of s[0..n) starts. */
size_t utf8_next(const char *s, size_t n, size_t i);

/* The largest length <= max (and <= strlen(s)) that does not end inside a UTF-8 character. */
size_t utf8_fit(const char *s, size_t max);

#endif
