/* textnorm.c — normalisation of rule text for comparison and hashing (see textnorm.h). */
#include "textnorm.h"

#include <stdlib.h>
#include <string.h>
#include <utf8proc.h>

static int is_ascii_alnum(unsigned char c)
{
    return (c >= '0' && c <= '9') || (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z');
}

/* Length of a "[X](#)" link starting at s[0] == '[', or 0; *inner gets X's span. */
static size_t anchor_link(const char *s, size_t n, size_t *inner_len)
{
    for (size_t i = 1; i + 3 < n; i++) {
        if (s[i] == '[' || s[i] == '\n')
            return 0;
        if (s[i] == ']' && memcmp(s + i, "](#)", 4) == 0) {
            *inner_len = i - 1;
            return i + 4;
        }
    }
    return 0;
}

/* Step 1: drop extraction artefacts from s[0..n) into out. */
static void strip_artefacts(strbuf *out, const char *s, size_t n)
{
    size_t i = 0;
    while (i < n) {
        if (s[i] == '<' && i + 1 < n && s[i + 1] == '|') {
            const char *end = NULL;
            for (size_t j = i + 2; j + 1 < n; j++)
                if (s[j] == '|' && s[j + 1] == '>') {
                    end = s + j + 2;
                    break;
                }
            if (end) {
                i = (size_t)(end - s);
                continue;
            }
        }
        if (s[i] == '*' && i + 1 < n && s[i + 1] == '*') {
            i += 2;
            continue;
        }
        if (s[i] == '[') {
            size_t inner, total = anchor_link(s + i, n - i, &inner);
            if (total) {
                strip_artefacts(out, s + i + 1, inner);
                i += total;
                continue;
            }
        }
        if (s[i] == '^' && i + 1 < n && s[i + 1] == '{') {
            const char *close = memchr(s + i + 2, '}', n - i - 2);
            if (close) {
                strip_artefacts(out, s + i + 2, (size_t)(close - (s + i + 2)));
                i = (size_t)(close - s) + 1;
                continue;
            }
        }
        size_t run = 1; /* copy up to the next byte that may start an artefact */
        while (i + run < n && s[i + run] != '<' && s[i + run] != '*' && s[i + run] != '[' && s[i + run] != '^')
            run++;
        sb_put(out, s + i, run);
        i += run;
    }
}

/* Steps 2-3 on one fragment: NFKC, then spacing; appends to out with the join rule. */
void norm_append(strbuf *out, const char *s, size_t n)
{
    strbuf clean;
    sb_init(&clean);
    strip_artefacts(&clean, s, n);
    utf8proc_uint8_t *nfkc = NULL;
    utf8proc_ssize_t m = 0;
    if (clean.n)
        m = utf8proc_map((const utf8proc_uint8_t *)clean.p, (utf8proc_ssize_t)clean.n, &nfkc,
                         UTF8PROC_STABLE | UTF8PROC_COMPOSE | UTF8PROC_COMPAT);
    const unsigned char *t = nfkc;
    if (m < 0) { /* invalid input cannot reach here (sources are validated); keep bytes as they are */
        t = (const unsigned char *)clean.p;
        m = (utf8proc_ssize_t)clean.n;
    }
    size_t len = (size_t)m, i = 0;
    int pending_space = 0;
    int at_start = 1;
    while (i < len) {
        unsigned char c = t[i];
        if (c == ' ' || c == '\t' || c == '\r' || c == '\n' || c == '\v' || c == '\f') {
            pending_space = !at_start;
            i++;
            continue;
        }
        size_t clen = c < 0x80 ? 1 : c < 0xE0 ? 2 : c < 0xF0 ? 3 : 4;
        if (clen > len - i)
            clen = len - i;
        if (at_start) {
            if (out->n && is_ascii_alnum((unsigned char)out->p[out->n - 1]) && is_ascii_alnum(c))
                sb_putc(out, ' ');
            at_start = 0;
        } else if (pending_space && out->n) {
            unsigned char prev = (unsigned char)out->p[out->n - 1];
            if (prev < 0x80 && c < 0x80)
                sb_putc(out, ' ');
        }
        pending_space = 0;
        sb_put(out, (const char *)t + i, clen);
        i += clen;
    }
    free(nfkc);
    sb_free(&clean);
}

void norm_string(strbuf *out, const char *s, size_t n)
{
    sb_clear(out);
    norm_append(out, s, n);
}
