/* test_adapter_hostile.c — the adapter driver against what the attack of issue 23 found: a time
 * limit too large for the clock (an infinite or 1e20 s timeout must wait, not spin), an adapter
 * that exits while a child of its keeps its stdout open (a crash, not a timeout), a grandchild
 * in a session of its own (it must not outlive the driver), and responses whose memory must be
 * bounded by bytes in flight, not only by cases. */
#include "adapter_testutil.h"
#include "oracle/suite/adapter_int.h"

#include <errno.h>
#include <math.h>
#include <setjmp.h>
#include <signal.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <time.h>
#include <unistd.h>
#include <cmocka.h>

/* The CPU time this process has used, in seconds. */
static double cpu_seconds(void)
{
    struct rusage ru;
    getrusage(RUSAGE_SELF, &ru);
    return (double)ru.ru_utime.tv_sec + ru.ru_utime.tv_usec / 1e6 + (double)ru.ru_stime.tv_sec
           + ru.ru_stime.tv_usec / 1e6;
}

/* A time limit beyond what the clock can hold (inf, 1e20 s) waits for the answer without
 * spinning: a second's wait costs a small part of a second of CPU. */
static void a_huge_timeout_waits_without_spinning(void **state)
{
    (void)state;
    const double limits[] = {INFINITY, 1e20, 1e300};
    for (size_t i = 0; i < sizeof limits / sizeof *limits; i++) {
        drv_adapter_opts o = at_quick();
        o.timeout_s = limits[i];
        driver *d = at_start_fake("slowreply.sh", "1", NULL, &o);
        double cpu = cpu_seconds(), t0 = at_now();
        at_assert_answered(d, "t/slow");
        double waited = at_now() - t0, used = cpu_seconds() - cpu;
        d->close(d);
        if (waited < 0.9 || used > 0.4)
            fail_msg("timeout %g: waited %.2f s for the answer, using %.2f s of CPU", limits[i],
                     waited, used);
    }
    at_assert_no_child();
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(a_huge_timeout_waits_without_spinning),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
