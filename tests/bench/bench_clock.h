/* bench_clock.h — what the benches share: a monotonic clock in microseconds and the median of
 * a set of timings. */
#ifndef BENCH_CLOCK_H
#define BENCH_CLOCK_H

#include <stdlib.h>
#include <time.h>

static inline double bench_now_us(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec * 1e6 + (double)t.tv_nsec / 1e3;
}

static inline int bench_cmp_double(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

/* Sorts v. */
static inline double bench_median(double *v, size_t n)
{
    qsort(v, n, sizeof *v, bench_cmp_double);
    return v[n / 2];
}

#endif
