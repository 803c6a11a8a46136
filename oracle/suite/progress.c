/* progress.c — the progress line (progress.h). */
#include "progress.h"

#include <stdio.h>
#include <time.h>

static double seconds(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return ts.tv_sec + ts.tv_nsec / 1e9;
}

static void draw(progress *p)
{
    double el = seconds() - p->started;
    fprintf(stderr, "\r[%zu/%zu] %zu failed, %.0f cases/s ", p->done, p->total, p->failed,
            el > 0 ? p->done / el : 0.0);
    fflush(stderr);
    p->drawn = seconds();
}

void progress_start(progress *p, size_t total, bool on)
{
    *p = (progress){.on = on, .total = total, .started = seconds()};
}

void progress_step(progress *p, bool failed)
{
    p->done++;
    p->failed += failed;
    if (p->on && seconds() - p->drawn >= 0.1)
        draw(p);
}

void progress_end(progress *p)
{
    if (!p->on)
        return;
    draw(p);
    fputc('\n', stderr);
}
