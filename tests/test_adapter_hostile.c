/* test_adapter_hostile.c — the adapter driver against what the attack of issue 23 found: a time
 * limit too large for the clock (an infinite or 1e20 s timeout must wait, not spin), an adapter
 * that exits while a child of its keeps its stdout open (a crash, not a timeout), a grandchild
 * in a session of its own (it must not outlive the driver), and responses whose memory must be
 * bounded by bytes in flight, not only by cases. */
#include "adapter_testutil.h"
#include "oracle/suite/adapter_int.h"

#include <errno.h>
#include <math.h>
#include <pthread.h>
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

static void sleep_ms(long ms)
{
    struct timespec ts = {ms / 1000, (ms % 1000) * 1000000L};
    nanosleep(&ts, NULL);
}

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

/* An adapter that dies while a child of its keeps its stdout open is a crash, seen when it dies,
 * not a timeout; the child is killed with its process group. */
static void an_exit_with_stdout_held_open_is_a_crash(void **state)
{
    (void)state;
    drv_adapter_opts o = at_quick();
    o.timeout_s = 4;
    driver *d = at_start_fake("orphan.sh", "1", NULL, &o);
    drv_outcome out;
    double t0 = at_now();
    at_run_case(d, "t/orphan", &out);
    double took = at_now() - t0;
    if (out.status != DRV_CRASH || took > 2.5)
        fail_msg("status %d after %.2f s (want a crash, at once): %s", out.status, took,
                 out.message ? out.message : "-");
    at_assert_message(&out, "killed by signal 11 (SIGSEGV)");
    at_assert_incident(&out, "restarted the adapter");
    drv_outcome_free(&out);
    d->close(d);
    at_assert_no_child();
}

/* The pid a fake wrote to `path`, once it is there. */
static pid_t pid_in(const char *path)
{
    for (int i = 0; i < 200; i++) {
        FILE *f = fopen(path, "r");
        long pid = 0;
        if (f) {
            int n = fscanf(f, "%ld", &pid);
            fclose(f);
            if (n == 1 && pid > 0)
                return (pid_t)pid;
        }
        sleep_ms(10);
    }
    fail_msg("no pid in %s", path);
    return 0;
}

/* Gone: no such process (killed and reaped), within a second. */
static bool gone(pid_t pid)
{
    for (int i = 0; i < 100; i++) {
        if (kill(pid, 0) != 0 && errno == ESRCH)
            return true;
        sleep_ms(10);
    }
    return false;
}

/* A grandchild in a session of its own (out of reach of the adapter's process group) does not
 * outlive the driver: closed, restarted or given up, the adapter leaves nothing running. With
 * its stdout held by the grandchild, the adapter's crash is still seen at once. */
static void a_setsid_grandchild_does_not_outlive_the_driver(void **state)
{
    (void)state;
    char pidfile[] = "/tmp/setsid-pid-XXXXXX";
    int fd = mkstemp(pidfile);
    assert_true(fd >= 0);
    close(fd);
    for (int keep = 0; keep < 2; keep++) {
        unlink(pidfile);
        drv_adapter_opts o = at_quick();
        o.timeout_s = 4;
        driver *d = at_start_fake("setsid.sh", pidfile, keep ? "keep" : NULL, &o);
        pid_t grandchild = pid_in(pidfile);
        at_assert_answered(d, "t/one");
        d->close(d);
        bool ok = gone(grandchild);
        if (!ok)
            kill(grandchild, SIGKILL);
        if (!ok)
            fail_msg("the grandchild %ld (setsid, stdout %s) outlived the driver", (long)grandchild,
                     keep ? "held" : "closed");
        at_assert_no_child();
    }
    unlink(pidfile);
}

/* The pump reads ahead of the driver at most `budget` bytes of responses (at least one line):
 * with 16 requests of 1 MiB answers in flight and a budget of 3 MiB, no more than 3 answers are
 * held parsed, however long the driver takes to come for them; every answer still arrives. */
static void read_ahead_is_bounded_by_bytes(void **state)
{
    (void)state;
    enum { N = 16, BYTES = 1 << 20, BUDGET = 3 << 20 };
    char *argv[] = {(char *)at_fake("huge.sh"), "all", "1048576", NULL};
    ad_proc p;
    strbuf why;
    sb_init(&why);
    assert_true(ad_proc_start(&p, argv, &why));
    const char start[] = "{\"protocol\":1,\"cmd\":\"start\"}\n";
    const char *line;
    size_t len;
    assert_int_equal(ad_exchange(&p, start, sizeof start - 1, at_now() + 5, 2 * BYTES, &line, &len),
                     AD_IO_LINE);
    ad_pump pm;
    assert_true(ad_pump_start(&pm, &p, 2 * BYTES, N + 1, BUDGET, &why));
    for (int i = 1; i <= N; i++) {
        char req[128];
        int n = snprintf(req, sizeof req, "{\"cmd\":\"run\",\"seq\":%d,\"case\":{}}\n", i);
        ad_pump_queue(&pm, req, (size_t)n);
    }
    size_t most = 0;
    for (int i = 1; i <= N; i++) {
        sleep_ms(i == 1 ? 1500 : 50);  /* the driver busy: the reader reads ahead meanwhile */
        pthread_mutex_lock(&pm.lock);
        size_t held = 0;
        for (ad_item *it = pm.first; it; it = it->next)
            held += it->len;
        pthread_mutex_unlock(&pm.lock);
        if (held > most)
            most = held;
        ad_item *it = ad_pump_next(&pm, at_now() + 10);
        assert_non_null(it);
        assert_int_equal(it->io, AD_IO_LINE);
        assert_true(it->body_ok);
        assert_int_equal(json_integer_value(json_object_get(it->value, "seq")), i);
        ad_item_free(it);
    }
    ad_pump_stop(&pm);
    ad_proc_kill(&p);
    ad_proc_release(&p);
    sb_free(&why);
    if (most > BUDGET)
        fail_msg("%zu bytes of responses held parsed ahead of the driver (budget %d)", most, BUDGET);
    at_assert_no_child();
}

/* Through the driver: 16 cases in flight, each answered with 1 MiB, a budget of 2 MiB: every
 * case answered, in order. */
static void every_answer_arrives_under_a_small_budget(void **state)
{
    (void)state;
    drv_adapter_opts o = at_quick();
    o.timeout_s = 10;
    o.max_response = 2 << 20;
    o.window = 16;
    o.max_in_flight = 2 << 20;
    driver *d = at_start_fake("huge.sh", "all", "1048576", &o);
    for (int i = 0; i < 16; i++) {
        json_t *req = at_a_case("t/big");
        d->send(d, req, NULL);
        json_decref(req);
    }
    for (int i = 0; i < 16; i++) {
        drv_outcome out;
        d->receive(d, &out);
        if (out.status != DRV_RESULT)
            fail_msg("case %d: status %d: %s", i, out.status, out.message ? out.message : "-");
        assert_int_equal(json_string_length(json_object_get(json_object_get(out.observation, "state"),
                                                            "pad")), 1 << 20);
        drv_outcome_free(&out);
    }
    d->close(d);
    at_assert_no_child();
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(a_huge_timeout_waits_without_spinning),
        cmocka_unit_test(an_exit_with_stdout_held_open_is_a_crash),
        cmocka_unit_test(a_setsid_grandchild_does_not_outlive_the_driver),
        cmocka_unit_test(read_ahead_is_bounded_by_bytes),
        cmocka_unit_test(every_answer_arrives_under_a_small_budget),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
