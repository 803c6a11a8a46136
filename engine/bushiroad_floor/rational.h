/* rational.h — exact rational arithmetic on 64-bit integers for the tournament standings: every
 * operation checks for overflow (the flag is sticky: once set it stays set), comparisons never
 * overflow, and the three written number forms of the vocabulary are produced from exact values:
 * "p/q" (lowest terms, "n" when whole), dec2 and dec3. No floating point anywhere. */
#ifndef BF_RATIONAL_H
#define BF_RATIONAL_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

typedef struct bf_rat {
    int64_t p, q;   /* q > 0, gcd(|p|, q) = 1 */
} bf_rat;

/* p/q in lowest terms; q must not be 0 (a zero denominator sets *ovf and gives 0). */
bf_rat bf_rat_make(int64_t p, int64_t q, bool *ovf);
bf_rat bf_rat_int(int64_t n);
bf_rat bf_rat_add(bf_rat a, bf_rat b, bool *ovf);
/* a / n for a whole n > 0 (a mean). */
bf_rat bf_rat_div_int(bf_rat a, int64_t n, bool *ovf);
/* -1, 0 or 1; exact, without overflow. */
int bf_rat_cmp(bf_rat a, bf_rat b);

/* Truncation to 2 decimals, as hundredths: floor(100 * a). */
int64_t bf_rat_trunc2(bf_rat a, bool *ovf);
/* Half-up to 3 decimals, as thousandths: floor(1000 * a + 1/2). */
int64_t bf_rat_halfup3(bf_rat a, bool *ovf);

/* "p/q", or "n" when the value is whole. */
void bf_rat_format(bf_rat a, char *buf, size_t size);
/* A scaled whole number written with exactly `digits` decimals: (66, 2) -> "0.66",
 * (667, 3) -> "0.667", (2000, 3) -> "2.000". */
void bf_dec_format(int64_t scaled, int digits, char *buf, size_t size);

#endif
