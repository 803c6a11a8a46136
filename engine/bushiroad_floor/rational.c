/* rational.c — exact rationals on int64 with overflow checks; truncation, half-up rounding and
 * the written forms of numbers (rational.h). */
#include "rational.h"

#include <stdio.h>

static int64_t gcd64(int64_t a, int64_t b)
{
    if (a < 0)
        a = -a;
    if (b < 0)
        b = -b;
    while (b) {
        int64_t r = a % b;
        a = b;
        b = r;
    }
    return a;
}

static int64_t mul(int64_t a, int64_t b, bool *ovf)
{
    int64_t r;
    if (__builtin_mul_overflow(a, b, &r)) {
        *ovf = true;
        return 0;
    }
    return r;
}

static int64_t add(int64_t a, int64_t b, bool *ovf)
{
    int64_t r;
    if (__builtin_add_overflow(a, b, &r)) {
        *ovf = true;
        return 0;
    }
    return r;
}

/* a mod b in [0, b) for b > 0. */
static int64_t floor_mod(int64_t a, int64_t b)
{
    int64_t r = a % b;
    return r < 0 ? r + b : r;
}

/* floor(a / b) for b > 0. */
static int64_t floor_div(int64_t a, int64_t b)
{
    int64_t q = a / b;
    if (a % b != 0 && a < 0)
        q--;
    return q;
}

bf_rat bf_rat_make(int64_t p, int64_t q, bool *ovf)
{
    if (q == 0 || p == INT64_MIN || q == INT64_MIN) {
        *ovf = true;
        return bf_rat_int(0);
    }
    if (q < 0) {
        p = -p;
        q = -q;
    }
    int64_t g = gcd64(p, q);
    if (g > 1) {
        p /= g;
        q /= g;
    }
    return (bf_rat){p, q};
}

bf_rat bf_rat_int(int64_t n)
{
    return (bf_rat){n, 1};
}

bf_rat bf_rat_add(bf_rat a, bf_rat b, bool *ovf)
{
    int64_t g = gcd64(a.q, b.q);
    int64_t qa = a.q / g, qb = b.q / g;
    int64_t p = add(mul(a.p, qb, ovf), mul(b.p, qa, ovf), ovf);
    int64_t q = mul(a.q, qb, ovf);
    if (*ovf)
        return bf_rat_int(0);
    return bf_rat_make(p, q, ovf);
}

bf_rat bf_rat_div_int(bf_rat a, int64_t n, bool *ovf)
{
    if (n <= 0) {
        *ovf = true;
        return bf_rat_int(0);
    }
    int64_t g = gcd64(a.p, n);
    if (g == 0)
        g = 1;
    int64_t q = mul(a.q, n / g, ovf);
    if (*ovf)
        return bf_rat_int(0);
    return bf_rat_make(a.p / g, q, ovf);
}

/* Compare a.p/a.q with b.p/b.q by continued fractions: integer parts first, then the
 * reciprocals of the remainders (which reverses the order). */
int bf_rat_cmp(bf_rat a, bf_rat b)
{
    int64_t ap = a.p, aq = a.q, bp = b.p, bq = b.q;
    int sign = 1;
    for (;;) {
        int64_t ai = floor_div(ap, aq), bi = floor_div(bp, bq);
        if (ai != bi)
            return ai < bi ? -sign : sign;
        int64_t ar = floor_mod(ap, aq), br = floor_mod(bp, bq);
        if (ar == 0 || br == 0) {
            if (ar == br)
                return 0;
            return ar == 0 ? -sign : sign;
        }
        /* a = ai + ar/aq: compare aq/ar with bq/br, reversed */
        ap = aq;
        aq = ar;
        bp = bq;
        bq = br;
        sign = -sign;
    }
}

int64_t bf_rat_trunc2(bf_rat a, bool *ovf)
{
    int64_t whole = floor_div(a.p, a.q);
    int64_t rem = floor_mod(a.p, a.q);
    return add(mul(whole, 100, ovf), floor_div(mul(rem, 100, ovf), a.q), ovf);
}

int64_t bf_rat_halfup3(bf_rat a, bool *ovf)
{
    int64_t whole = floor_div(a.p, a.q);
    int64_t rem = floor_mod(a.p, a.q);
    /* floor(1000 * rem / q + 1/2) = floor((2000 * rem + q) / (2 q)) */
    int64_t num = add(mul(rem, 2000, ovf), a.q, ovf);
    int64_t den = mul(a.q, 2, ovf);
    if (*ovf)
        return 0;
    return add(mul(whole, 1000, ovf), floor_div(num, den), ovf);
}

void bf_rat_format(bf_rat a, char *buf, size_t size)
{
    if (a.q == 1)
        snprintf(buf, size, "%lld", (long long)a.p);
    else
        snprintf(buf, size, "%lld/%lld", (long long)a.p, (long long)a.q);
}

void bf_dec_format(int64_t scaled, int digits, char *buf, size_t size)
{
    int64_t unit = 1;
    for (int i = 0; i < digits; i++)
        unit *= 10;
    const char *sign = scaled < 0 ? "-" : "";
    uint64_t mag = scaled < 0 ? (uint64_t)0 - (uint64_t)scaled : (uint64_t)scaled;
    snprintf(buf, size, "%s%llu.%0*llu", sign, (unsigned long long)(mag / (uint64_t)unit), digits,
             (unsigned long long)(mag % (uint64_t)unit));
}
