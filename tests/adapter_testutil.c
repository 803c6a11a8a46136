/* adapter_testutil.c — what the tests of the adapter driver share (adapter_testutil.h). */
#include "adapter_testutil.h"

#include <errno.h>
#include <fcntl.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>
#include <cmocka.h>

double at_now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

/* tests/adapters/NAME, or under $FAKE_ADAPTERS. */
const char *at_fake(const char *name)
{
    static char path[4][512];
    static int next;
    const char *dir = getenv("FAKE_ADAPTERS");
    char *p = path[next++ % 4];
    snprintf(p, sizeof path[0], "%s/%s", dir && *dir ? dir : "tests/adapters", name);
    return p;
}

int at_open_fds(void)
{
    int n = 0;
    for (int fd = 0; fd < 1024; fd++)
        if (fcntl(fd, F_GETFD) >= 0)
            n++;
    return n;
}

void at_assert_no_child(void)
{
    errno = 0;
    assert_int_equal(waitpid(-1, NULL, WNOHANG), -1);
    assert_int_equal(errno, ECHILD);
}

drv_adapter_opts at_quick(void)
{
    return (drv_adapter_opts){.timeout_s = 0.5, .max_response = 4096, .max_restarts = 5};
}

/* A driver for argv (NULL-terminated); fails the test when it does not start. */
driver *at_start_argv(char *const argv[], const drv_adapter_opts *o)
{
    diag dg;
    diag_init(&dg, stderr);
    driver *d = drv_adapter(argv, o, &dg);
    assert_non_null(d);
    assert_int_equal(dg.errors, 0);
    return d;
}

driver *at_start_fake(const char *name, const char *arg1, const char *arg2,
                      const drv_adapter_opts *o)
{
    char *argv[] = {(char *)at_fake(name), (char *)arg1, arg1 ? (char *)arg2 : NULL, NULL};
    return at_start_argv(argv, o);
}

json_t *at_a_case(const char *id)
{
    return json_pack("{s:s, s:s, s:[s], s:{s:s, s:[ss]}, s:[{s:s, s:i, s:[[ss]]}]}", "id", id,
                     "doc", "bushiroad-floor", "tags", "swiss", "setup", "format", "swiss",
                     "fighters", "A", "B", "script", "do", "pair", "round", 1, "tables", "A",
                     "B");
}

void at_run_case(driver *d, const char *id, drv_outcome *out)
{
    json_t *req = at_a_case(id);
    drv_run(d, req, out);
    json_decref(req);
    assert_non_null(out->incidents);
    assert_true(json_is_array(out->incidents));
}

/* The fixed observation of tests/adapters/lib.sh. */
json_t *at_fixed_observation(void)
{
    json_error_t e;
    json_t *v = json_loads(
        "{\"state\":{\"fighters\":[\"A\",\"B\"]},\"events\":[{\"type\":\"pairing\",\"step\":0,"
        "\"tables\":[[\"A\",\"B\"]]}],\"rejections\":[],\"legal\":[],\"consumed\":1}", 0, &e);
    assert_non_null(v);
    return v;
}

/* The case was answered by the adapter with the fixed observation, nothing else happened. */
void at_assert_answered(driver *d, const char *id)
{
    drv_outcome out;
    at_run_case(d, id, &out);
    if (out.status != DRV_RESULT)
        fail_msg("%s: status %d, message %s", id, out.status, out.message ? out.message : "-");
    json_t *want = at_fixed_observation();
    assert_true(json_equal(out.observation, want));
    json_decref(want);
    assert_int_equal(json_array_size(out.incidents), 0);
    drv_outcome_free(&out);
}

bool at_has_incident(const drv_outcome *o, const char *needle)
{
    size_t i;
    json_t *v;
    json_array_foreach(o->incidents, i, v)
        if (strstr(json_string_value(v), needle))
            return true;
    return false;
}

void at_assert_incident(const drv_outcome *o, const char *needle)
{
    if (!at_has_incident(o, needle)) {
        char *all = json_dumps(o->incidents, 0);
        fail_msg("no incident contains \"%s\": %s", needle, all);
    }
}

void at_assert_message(const drv_outcome *o, const char *needle)
{
    if (!o->message || !strstr(o->message, needle))
        fail_msg("the message does not contain \"%s\": %s", needle,
                 o->message ? o->message : "(none)");
}
