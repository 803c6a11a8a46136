/* test_adapter.c — the adapter driver (oracle/adapter*.c) against the fake adapters of
 * tests/adapters/ (hangs, crashes, garbage, over-long and wrongly numbered responses, bad
 * shapes, a deaf adapter, failed starts): the status of each case, its incidents, the run
 * going on with the restarted adapter, giving up after max_restarts, and no child process or
 * descriptor left behind. Then build/engine-adapter ($ENGINE_ADAPTER, else beside this test's
 * build directory) against the reference engine in-process: the same observation. */
#include "engine/engine.h"
#include "oracle/suite/adapter_int.h"
#include "oracle/suite/driver.h"
#include "adapter_testutil.h"

#include <errno.h>
#include <fcntl.h>
#include <setjmp.h>
#include <signal.h>
#include <spawn.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>
#include <cmocka.h>

extern char **environ;

static const char *argv0;

/* --- helpers -------------------------------------------------------------------------- */

static const char *engine_adapter(void)
{
    static char path[1024];
    const char *env = getenv("ENGINE_ADAPTER");
    if (env && *env)
        return env;
    /* BUILD/tests/test_adapter → BUILD/engine-adapter */
    snprintf(path, sizeof path, "%s", argv0);
    for (int up = 0; up < 2; up++) {
        char *slash = strrchr(path, '/');
        if (slash)
            *slash = '\0';
        else
            snprintf(path, sizeof path, "%s", up ? ".." : ".");
    }
    strncat(path, "/engine-adapter", sizeof path - strlen(path) - 1);
    return path;
}

/* setup.pad = a string of n letters */
static void set_pad(json_t *req, size_t n)
{
    char *pad = malloc(n);
    assert_non_null(pad);
    memset(pad, 'p', n);
    json_object_set_new(json_object_get(req, "setup"), "pad", json_stringn(pad, n));
    free(pad);
}

/* The first incident is the failure, the second the restart (the first in a row). */
static void assert_failed_then_restarted(const drv_outcome *o, drv_status status)
{
    assert_int_equal(o->status, status);
    assert_int_equal(json_array_size(o->incidents), 2);
    const char *first = json_string_value(json_array_get(o->incidents, 0));
    assert_non_null(o->message);
    assert_int_equal(strncmp(first, o->message, strlen(first)), 0);
    assert_string_equal(json_string_value(json_array_get(o->incidents, 1)),
                        "restarted the adapter (1 of at most 5 restarts in a row without an "
                        "answer)");
}

/* Case 1 answered, case 2 fails with `status` and a message holding `needle`, case 3 is
 * answered by the restarted adapter; then close leaves nothing behind. */
static void check_fails_second_run(const char *name, const char *arg1, const char *arg2,
                                   drv_status status, const char *needle)
{
    int fds = at_open_fds();
    drv_adapter_opts o = at_quick();
    driver *d = at_start_fake(name, arg1, arg2, &o);
    at_assert_answered(d, "t/one");
    drv_outcome out;
    at_run_case(d, "t/two", &out);
    assert_failed_then_restarted(&out, status);
    at_assert_message(&out, needle);
    json_t *as_json = json_string(out.message);  /* valid UTF-8 whatever the adapter wrote */
    assert_non_null(as_json);
    json_decref(as_json);
    drv_outcome_free(&out);
    at_assert_answered(d, "t/three");
    d->close(d);
    at_assert_no_child();
    assert_int_equal(at_open_fds(), fds);
}

/* --- a well-behaved adapter ----------------------------------------------------------- */

static void requests_reach_the_adapter_as_specified(void **state)
{
    (void)state;
    int fds = at_open_fds();
    drv_adapter_opts o = at_quick();
    o.max_response = 1 << 20;
    driver *d = at_start_fake("echo.sh", NULL, NULL, &o);
    assert_string_equal(d->name, "fake");
    assert_string_equal(d->version, "1");
    assert_true(d->implements(d, "bushiroad-floor"));
    assert_false(d->implements(d, "lycee"));
    for (int seq = 1; seq <= 3; seq++) {
        json_t *req = at_a_case("t/echo");
        drv_outcome out;
        drv_run(d, req, &out);
        assert_int_equal(out.status, DRV_RESULT);
        assert_int_equal(json_array_size(out.incidents), 0);
        assert_null(out.message);
        json_t *want = json_pack("{s:s, s:i, s:O}", "cmd", "run", "seq", seq, "case", req);
        json_t *got = json_object_get(json_object_get(out.observation, "state"), "request");
        assert_true(json_equal(got, want));
        json_decref(want);
        json_decref(req);
        drv_outcome_free(&out);
    }
    d->close(d);
    at_assert_no_child();
    assert_int_equal(at_open_fds(), fds);
}

static void skipped_and_errored_are_answers(void **state)
{
    (void)state;
    drv_adapter_opts o = at_quick();
    /* run 1 of the process is declined; runs 2 and 3 are answered by the same process (a
     * restarted one would decline its run 1 again) */
    driver *d = at_start_fake("reply.sh", "1",
                           "{\"seq\":@SEQ@,\"status\":\"skipped\",\"reason\":\"no double "
                           "elimination\"}", &o);
    drv_outcome out;
    at_run_case(d, "t/skip", &out);
    assert_int_equal(out.status, DRV_SKIPPED);
    assert_string_equal(out.message, "no double elimination");
    assert_int_equal(json_array_size(out.incidents), 0);
    drv_outcome_free(&out);
    at_assert_answered(d, "t/after-skip");
    at_assert_answered(d, "t/after-skip-2");
    d->close(d);

    d = at_start_fake("reply.sh", "1",
                   "{\"seq\":@SEQ@,\"status\":\"errored\",\"message\":\"bad deck list\"}", &o);
    at_run_case(d, "t/errored", &out);
    assert_int_equal(out.status, DRV_ERRORED);
    assert_string_equal(out.message, "bad deck list");
    assert_int_equal(json_array_size(out.incidents), 0);
    drv_outcome_free(&out);
    at_assert_answered(d, "t/after-errored");
    d->close(d);
    at_assert_no_child();
}

static void observation_with_every_key_is_accepted(void **state)
{
    (void)state;
    const char *line =
        "{\"seq\":@SEQ@,\"status\":\"result\",\"observation\":{\"state\":{},\"events\":[{\"type\":"
        "\"standings\",\"step\":-1,\"rows\":[]}],\"rejections\":[{\"step\":0,\"rule\":\"FR.3.2.1~p1\","
        "\"reason\":\"rematch\"}],\"legal\":[{\"step\":1,\"actions\":[{\"tables\":[]}]}],"
        "\"consumed\":2,\"trace\":[\"FR.3.2.1~p2\"],\"pending\":{\"step\":2,\"kind\":\"random\","
        "\"for\":\"tiebreak\",\"options\":[\"A\",\"B\"]},\"error\":\"\"}}";
    drv_adapter_opts o = at_quick();
    driver *d = at_start_fake("reply.sh", "1", line, &o);
    drv_outcome out;
    at_run_case(d, "t/all-keys", &out);
    assert_int_equal(out.status, DRV_RESULT);
    assert_int_equal(json_integer_value(json_object_get(out.observation, "consumed")), 2);
    assert_string_equal(json_string_value(json_object_get(
                            json_object_get(out.observation, "pending"), "for")), "tiebreak");
    drv_outcome_free(&out);
    d->close(d);
    at_assert_no_child();
}

/* --- responses that break the protocol ------------------------------------------------ */

static void bad_shapes_are_errors_and_restart(void **state)
{
    (void)state;
    static const struct {
        const char *line, *message;
    } bad[] = {
        {"[1,2]", "$: must be an object, not an array"},
        {"{\"status\":\"result\"}", "$: the key \"seq\" is missing"},
        {"{\"seq\":\"2\",\"status\":\"result\"}", "$: \"seq\" must be an integer, not a string"},
        {"{\"seq\":@SEQ@,\"status\":\"done\"}",
         "$: \"status\" must be \"result\", \"skipped\" or \"errored\", not \"done\""},
        {"{\"seq\":@SEQ@,\"status\":\"result\"}", "$: the key \"observation\" is missing"},
        {"{\"seq\":@SEQ@,\"status\":\"skipped\"}", "$: the key \"reason\" is missing"},
        {"{\"seq\":@SEQ@,\"status\":\"errored\",\"message\":\"x\",\"extra\":1}",
         "$: unknown key \"extra\""},
        {"{\"seq\":@SEQ@,\"status\":\"result\",\"observation\":{\"state\":{},\"events\":[],"
         "\"rejections\":[],\"legal\":[]}}",
         "$.observation: the key \"consumed\" is missing"},
        {"{\"seq\":@SEQ@,\"status\":\"result\",\"observation\":{\"state\":[],\"events\":[],"
         "\"rejections\":[],\"legal\":[],\"consumed\":0}}",
         "$.observation: \"state\" must be an object, not an array"},
        {"{\"seq\":@SEQ@,\"status\":\"result\",\"observation\":{\"state\":{},\"events\":[{\"type\":"
         "\"x\",\"step\":0},{\"type\":\"y\",\"step\":\"1\"}],\"rejections\":[],\"legal\":[],"
         "\"consumed\":0}}",
         "$.observation.events[1]: \"step\" must be an integer, not a string"},
        {"{\"seq\":@SEQ@,\"status\":\"result\",\"observation\":{\"state\":{},\"events\":[],"
         "\"rejections\":[{\"step\":0,\"reason\":\"r\"}],\"legal\":[],\"consumed\":0}}",
         "$.observation.rejections[0]: a rejection names its \"rule\" (the clause) or its \"class\""},
        {"{\"seq\":@SEQ@,\"status\":\"result\",\"observation\":{\"state\":{},\"events\":[],"
         "\"rejections\":[],\"legal\":[],\"consumed\":0,\"errors\":[{\"path\":\"$.setup\",\"message\":\"m\"}]}}",
         "$.observation: \"errors\" details an \"error\": give both"},
        {"{\"seq\":@SEQ@,\"status\":\"result\",\"observation\":{\"state\":{},\"events\":[],"
         "\"rejections\":[],\"legal\":[],\"consumed\":0,\"error\":\"e\",\"errors\":[{\"path\":\"$.setup\"}]}}",
         "$.observation.errors[0]: the key \"message\" is missing"},
        {"{\"seq\":@SEQ@,\"status\":\"result\",\"observation\":{\"state\":{},\"events\":[],"
         "\"rejections\":[],\"legal\":[{\"step\":0,\"actions\":{}}],\"consumed\":0}}",
         "$.observation.legal[0]: \"actions\" must be an array, not an object"},
        {"{\"seq\":@SEQ@,\"status\":\"result\",\"observation\":{\"state\":{},\"events\":[],"
         "\"rejections\":[],\"legal\":[],\"consumed\":-1}}",
         "$.observation: \"consumed\" must be at least 0, not -1"},
        {"{\"seq\":@SEQ@,\"status\":\"result\",\"observation\":{\"state\":{},\"events\":[],"
         "\"rejections\":[],\"legal\":[],\"consumed\":0,\"trace\":[1]}}",
         "$.observation.trace[0]: must be a string, not an integer"},
        {"{\"seq\":@SEQ@,\"status\":\"result\",\"observation\":{\"state\":{},\"events\":[],"
         "\"rejections\":[],\"legal\":[],\"consumed\":0,\"pending\":{\"step\":0,\"kind\":\"ask\","
         "\"for\":\"x\"}}}",
         "$.observation.pending: \"kind\" must be \"choose\" or \"random\", not \"ask\""},
        {"{\"seq\":@SEQ@,\"status\":\"result\",\"observation\":{\"state\":{},\"events\":[],"
         "\"rejections\":[],\"legal\":[],\"consumed\":0,\"traces\":[]}}",
         "$.observation: unknown key \"traces\""},
        {"{\"seq\":@SEQ@,\"seq\":@SEQ@,\"status\":\"skipped\",\"reason\":\"r\"}",
         "duplicate object key"},
    };
    for (size_t i = 0; i < sizeof bad / sizeof *bad; i++) {
        print_message("bad response %zu: %s\n", i, bad[i].line);
        check_fails_second_run("reply.sh", "2", bad[i].line, DRV_ERRORED, bad[i].message);
    }
}

static void garbage_names_jansson_error_with_line_and_column(void **state)
{
    (void)state;
    static const char *const texts[] = {"this is not JSON", "{\"seq\": 2, \"status\": oops}",
                                        "", "{\"seq\":2", "\xff\xfe{\"seq\":2}"};
    for (size_t i = 0; i < sizeof texts / sizeof *texts; i++) {
        json_error_t e;
        assert_null(json_loads(texts[i], 0, &e));
        char want[512];
        snprintf(want, sizeof want, " (line %d, column %d of the response)", e.line, e.column);
        check_fails_second_run("garbage.sh", "2", texts[i], DRV_ERRORED, want);
        json_t *utf8 = json_string(e.text);
        if (utf8) {  /* jansson's text is quoted as it is when it is UTF-8 */
            snprintf(want, sizeof want, "not valid JSON: %s (line", e.text);
            check_fails_second_run("garbage.sh", "2", texts[i], DRV_ERRORED, want);
        }
        json_decref(utf8);
    }
}

static void wrong_seq_is_an_error(void **state)
{
    (void)state;
    check_fails_second_run("wrongseq.sh", "2", NULL, DRV_ERRORED,
                           "the response answers seq 3, the request was seq 2");
}

static void oversized_response_is_an_error(void **state)
{
    (void)state;
    check_fails_second_run("huge.sh", "2", "100000", DRV_ERRORED,
                           "the response is longer than 4096 bytes");
}

static void response_of_exactly_max_bytes_is_accepted(void **state)
{
    (void)state;
    const char *line = "{\"seq\":@SEQ@,\"status\":\"skipped\",\"reason\":\"a reason long enough "
                       "to be the longest line of the session, longer than start's answer\"}";
    size_t len = strlen(line) - strlen("@SEQ@") + 1;  /* seq 1 */
    drv_adapter_opts o = at_quick();
    o.max_response = len;
    driver *d = at_start_fake("reply.sh", "1", line, &o);
    drv_outcome out;
    at_run_case(d, "t/exact", &out);
    assert_int_equal(out.status, DRV_SKIPPED);
    drv_outcome_free(&out);
    d->close(d);

    o.max_response = len - 1;
    d = at_start_fake("reply.sh", "1", line, &o);
    at_run_case(d, "t/one-too-many", &out);
    assert_int_equal(out.status, DRV_ERRORED);
    char want[128];
    snprintf(want, sizeof want, "longer than %zu bytes", len - 1);
    at_assert_message(&out, want);
    drv_outcome_free(&out);
    d->close(d);
    at_assert_no_child();
}

/* --- adapters that hang, die or go quiet ---------------------------------------------- */

static void hang_is_a_timeout(void **state)
{
    (void)state;
    int fds = at_open_fds();
    drv_adapter_opts o = at_quick();
    driver *d = at_start_fake("hang.sh", "2", NULL, &o);
    at_assert_answered(d, "t/one");
    drv_outcome out;
    double t0 = at_now();
    at_run_case(d, "t/hangs", &out);
    double took = at_now() - t0;
    assert_failed_then_restarted(&out, DRV_TIMEOUT);
    at_assert_message(&out, "no response within 0.5 s (killed)");
    assert_true(took >= 0.45 && took < 3.0);
    drv_outcome_free(&out);
    at_assert_answered(d, "t/three");
    d->close(d);
    at_assert_no_child();
    assert_int_equal(at_open_fds(), fds);
}

static void crash_by_signal_reports_signal_and_stderr_tail(void **state)
{
    (void)state;
    char sig[64];
    snprintf(sig, sizeof sig, "killed by signal %d (SIGSEGV)", SIGSEGV);
    check_fails_second_run("crash.sh", "2", "segv", DRV_CRASH, sig);
    /* the message carries the last lines of stderr, not all 20000 bytes */
    drv_adapter_opts o = at_quick();
    driver *d = at_start_fake("crash.sh", "1", "segv", &o);
    drv_outcome out;
    at_run_case(d, "t/crash", &out);
    assert_int_equal(out.status, DRV_CRASH);
    /* of 20000 dots, a newline and a last line, the tail keeps the whole lines that fit */
    snprintf(sig, sizeof sig, "%d (SIGSEGV)", SIGSEGV);
    char want[256];
    snprintf(want, sizeof want, "the adapter ended before answering: killed by signal %s\n"
             "stderr (last lines):\ncrash.sh: dying on request seq 1", sig);
    assert_string_equal(out.message, want);
    /* the incident is the first line of the message, without the tail */
    assert_null(strchr(json_string_value(json_array_get(out.incidents, 0)), '\n'));
    drv_outcome_free(&out);
    d->close(d);
    at_assert_no_child();
}

static void crash_by_exit_reports_status(void **state)
{
    (void)state;
    check_fails_second_run("crash.sh", "2", "exit", DRV_CRASH,
                           "the adapter ended before answering: exited with status 3");
}

static void closed_stdout_is_a_crash(void **state)
{
    (void)state;
    check_fails_second_run("mute.sh", "2", NULL, DRV_CRASH,
                           "closed its stdout without exiting (killed after 1 s)");
}

static void adapter_gone_before_reading_request(void **state)
{
    (void)state;
    /* `echo` answers start and exits: the next request meets a closed pipe (EPIPE, never a
     * SIGPIPE for the oracle) */
    char *argv[] = {"echo", "{\"protocol\":1,\"ok\":true,\"engine\":{\"name\":\"e\",\"version\":"
                            "\"0\"},\"docs\":[\"bushiroad-floor\"]}", NULL};
    drv_adapter_opts o = at_quick();
    o.max_restarts = 1;
    driver *d = at_start_argv(argv, &o);
    json_t *req = at_a_case("t/big");
    set_pad(req, 1 << 20);  /* more than a pipe holds: the write meets the closed pipe */
    drv_outcome out;
    drv_run(d, req, &out);
    assert_int_equal(out.status, DRV_CRASH);
    at_assert_message(&out, "exited with status 0");
    drv_outcome_free(&out);
    d->close(d);
    json_decref(req);
    sigset_t pending;
    sigpending(&pending);
    assert_int_equal(sigismember(&pending, SIGPIPE), 0);
    struct sigaction sa;
    sigaction(SIGPIPE, NULL, &sa);
    assert_true(sa.sa_handler == SIG_DFL);
    at_assert_no_child();
}

/* --- restarts ------------------------------------------------------------------------- */

static void unusable_after_max_restarts(void **state)
{
    (void)state;
    int fds = at_open_fds();
    drv_adapter_opts o = at_quick();
    o.max_restarts = 2;
    driver *d = at_start_fake("crash.sh", "1", "exit", &o);  /* every process dies on its 1st run */
    drv_outcome out;
    for (int i = 1; i <= 2; i++) {
        at_run_case(d, "t/dies", &out);
        assert_int_equal(out.status, DRV_CRASH);
        char want[128];
        snprintf(want, sizeof want, "restarted the adapter (%d of at most 2 restarts", i);
        at_assert_incident(&out, want);
        drv_outcome_free(&out);
    }
    at_run_case(d, "t/dies-again", &out);
    assert_int_equal(out.status, DRV_CRASH);
    assert_int_equal(json_array_size(out.incidents), 2);
    assert_string_equal(json_string_value(json_array_get(out.incidents, 1)),
                        "gave up the adapter: 2 restarts in a row without an answer; the last "
                        "failure: the adapter ended before answering: exited with status 3");
    drv_outcome_free(&out);
    for (int i = 0; i < 2; i++) {  /* not tried any more */
        double t0 = at_now();
        at_run_case(d, "t/never-sent", &out);
        assert_true(at_now() - t0 < 0.1);
        assert_int_equal(out.status, DRV_ERRORED);
        at_assert_message(&out, "adapter unusable: 2 restarts in a row without an answer");
        assert_int_equal(json_array_size(out.incidents), 0);
        drv_outcome_free(&out);
    }
    at_assert_no_child();  /* nothing running once given up */
    d->close(d);
    assert_int_equal(at_open_fds(), fds);
}

static void an_answer_resets_the_restart_count(void **state)
{
    (void)state;
    drv_adapter_opts o = at_quick();
    o.max_restarts = 1;
    driver *d = at_start_fake("crash.sh", "2", "exit", &o);  /* each process dies on its 2nd run */
    for (int round = 0; round < 3; round++) {
        at_assert_answered(d, "t/ok");
        drv_outcome out;
        at_run_case(d, "t/dies", &out);
        assert_int_equal(out.status, DRV_CRASH);
        at_assert_incident(&out, "restarted the adapter (1 of at most 1 restarts");
        assert_false(at_has_incident(&out, "gave up"));
        drv_outcome_free(&out);
    }
    d->close(d);
    at_assert_no_child();
}

static void failed_restarts_count_and_give_up(void **state)
{
    (void)state;
    char statefile[] = "/tmp/test_adapter_XXXXXX";
    int fd = mkstemp(statefile);
    assert_true(fd >= 0);
    close(fd);
    unlink(statefile);
    drv_adapter_opts o = at_quick();
    o.max_restarts = 2;
    driver *d = at_start_fake("startonce.sh", statefile, NULL, &o);
    drv_outcome out;
    at_run_case(d, "t/dies", &out);
    assert_int_equal(out.status, DRV_CRASH);
    assert_int_equal(json_array_size(out.incidents), 4);
    assert_string_equal(json_string_value(json_array_get(out.incidents, 0)),
                        "the adapter ended before answering: exited with status 3");
    assert_string_equal(json_string_value(json_array_get(out.incidents, 1)),
                        "restart 1 failed: start: the adapter ended before answering: exited "
                        "with status 2\nstderr (last lines):\nstartonce.sh: this adapter starts "
                        "only once");
    assert_string_equal(json_string_value(json_array_get(out.incidents, 2)),
                        "restart 2 failed: start: the adapter ended before answering: exited "
                        "with status 2\nstderr (last lines):\nstartonce.sh: this adapter starts "
                        "only once");
    at_assert_incident(&out, "gave up the adapter: 2 restarts in a row without an answer; the last "
                          "failure: start: the adapter ended before answering: exited with "
                          "status 2");
    drv_outcome_free(&out);
    at_run_case(d, "t/never-sent", &out);
    assert_int_equal(out.status, DRV_ERRORED);
    at_assert_message(&out, "adapter unusable: ");
    drv_outcome_free(&out);
    d->close(d);
    unlink(statefile);
    at_assert_no_child();
}

/* --- the stderr tail ------------------------------------------------------------------ */

static void stderr_ring_keeps_whole_last_lines(void **state)
{
    (void)state;
    strbuf all;
    sb_init(&all);
    ad_ring r = {.total = 0};
    for (int i = 0; i < 3000; i++)
        sb_printf(&all, "line %d of the adapter's stderr\n", i);
    /* fed in uneven pieces that wrap around the ring many times */
    for (size_t at = 0, piece = 1; at < all.n; piece = piece * 7 % 5003 + 1) {
        size_t n = all.n - at < piece ? all.n - at : piece;
        ad_ring_put(&r, all.p + at, n);
        at += n;
    }
    assert_int_equal(r.total, all.n);
    /* expected: the last AD_STDERR_TAIL bytes, from the first whole line, no final newline */
    const char *kept = all.p + all.n - AD_STDERR_TAIL;
    const char *first = strchr(kept, '\n') + 1;
    strbuf want, got;
    sb_init(&want);
    sb_init(&got);
    sb_put(&want, first, (size_t)(all.p + all.n - 1 - first));
    ad_ring_tail(&r, &got);
    assert_string_equal(sb_str(&got), sb_str(&want));
    sb_free(&all);
    sb_free(&want);
    sb_free(&got);

    /* short: kept whole; invalid UTF-8 replaced */
    ad_ring s = {.total = 0};
    ad_ring_put(&s, "a\xff" "b\xe3\x81\n\xe3\x81\x82\n", 10);
    sb_init(&got);
    ad_ring_tail(&s, &got);
    assert_string_equal(sb_str(&got), "a\xEF\xBF\xBD" "b\xEF\xBF\xBD\xEF\xBF\xBD\n\xe3\x81\x82");
    sb_free(&got);
}

/* --- starting and stopping ------------------------------------------------------------ */

static void start_failure(char *const argv[], double timeout, const char *needle)
{
    int fds = at_open_fds();
    diag dg;
    diag_init(&dg, NULL);
    drv_adapter_opts o = at_quick();
    o.timeout_s = timeout;
    double t0 = at_now();
    driver *d = drv_adapter(argv, &o, &dg);
    assert_null(d);
    assert_int_equal(dg.errors, 1);
    if (!strstr(dg.last, needle))
        fail_msg("the diagnostic does not contain \"%s\": %s", needle, dg.last);
    assert_true(at_now() - t0 < timeout + 2.0);
    at_assert_no_child();
    assert_int_equal(at_open_fds(), fds);
}

static void start_failures_are_diagnosed(void **state)
{
    (void)state;
    char *missing[] = {"tests/adapters/no-such-adapter", NULL};
    start_failure(missing, 0.5, "tests/adapters/no-such-adapter: error: cannot start "
                                "tests/adapters/no-such-adapter: No such file or directory");
    char *not_in_path[] = {"no-such-adapter-anywhere", NULL};
    start_failure(not_in_path, 0.5, "cannot start no-such-adapter-anywhere");
    char *exits[] = {"false", NULL};
    start_failure(exits, 0.5, "false: error: start: the adapter ended before answering: exited "
                              "with status 1");
    char *slow[] = {(char *)at_fake("slowstart.sh"), "5", NULL};
    start_failure(slow, 0.3, "start: no response within 0.3 s (killed)");
    char *v2[] = {(char *)at_fake("badproto.sh"), NULL};
    start_failure(v2, 0.5, "start: the adapter speaks protocol 2, not 1: this adapter speaks "
                           "protocol 2");
    char *refuses[] = {"echo", "{\"protocol\":1,\"ok\":false,\"error\":\"no licence\"}", NULL};
    start_failure(refuses, 0.5, "start: the adapter refused to start: no licence");
    char *garbage[] = {"echo", "hello", NULL};
    start_failure(garbage, 0.5, "start: the response is not valid JSON: ");
    char *no_engine[] = {"echo", "{\"protocol\":1,\"ok\":true,\"docs\":[]}", NULL};
    start_failure(no_engine, 0.5, "start: $: the key \"engine\" is missing");
    char *bad_docs[] = {"echo", "{\"protocol\":1,\"ok\":true,\"engine\":{\"name\":\"n\","
                                "\"version\":\"v\"},\"docs\":[\"a\",2]}", NULL};
    start_failure(bad_docs, 0.5, "start: $.docs[1]: must be a string, not an integer");
    /* a long stderr: the diagnostic keeps the first line and the last lines */
    char *noisy[] = {"bash", "-c", "seq -f 'noise line %g' 1 2000 >&2; "
                     "echo 'adapter: missing module' >&2; exit 4", NULL};
    start_failure(noisy, 0.5, "\nadapter: missing module");
    diag dg;
    diag_init(&dg, NULL);
    drv_adapter_opts o = at_quick();
    assert_null(drv_adapter(noisy, &o, &dg));
    assert_non_null(strstr(dg.last, "bash: error: start: the adapter ended before answering: "
                                    "exited with status 4\n…\n"));
    const char *end = "\nadapter: missing module";
    assert_string_equal(dg.last + strlen(dg.last) - strlen(end), end);
    at_assert_no_child();
}

static void close_kills_an_adapter_that_ignores_stop(void **state)
{
    (void)state;
    int fds = at_open_fds();
    drv_adapter_opts o = at_quick();
    driver *d = at_start_fake("deaf.sh", NULL, NULL, &o);
    double t0 = at_now();
    d->close(d);
    double took = at_now() - t0;
    assert_true(took >= 1.9 && took < 4.0);
    at_assert_no_child();
    assert_int_equal(at_open_fds(), fds);
}

static void close_stops_a_willing_adapter_at_once(void **state)
{
    (void)state;
    drv_adapter_opts o = at_quick();
    driver *d = at_start_fake("echo.sh", NULL, NULL, &o);
    double t0 = at_now();
    d->close(d);
    assert_true(at_now() - t0 < 1.0);
    at_assert_no_child();
}

static void oracle_ends_are_close_on_exec(void **state)
{
    (void)state;
    bool before[1024];
    for (int fd = 0; fd < 1024; fd++)
        before[fd] = fcntl(fd, F_GETFD) >= 0;
    drv_adapter_opts o = at_quick();
    driver *a = at_start_fake("echo.sh", NULL, NULL, &o);
    driver *b = at_start_fake("reply.sh", "5", "unused", &o);
    int added = 0;
    for (int fd = 0; fd < 1024; fd++) {
        int fl = fcntl(fd, F_GETFD);
        if (fl >= 0 && !before[fd]) {
            added++;
            assert_true(fl & FD_CLOEXEC);
        }
    }
    assert_int_equal(added, 6);  /* three pipes per adapter */
    a->close(a);
    at_assert_answered(b, "t/still-there");  /* closing one leaves the other working */
    b->close(b);
    at_assert_no_child();
}

/* --- no deadlock ---------------------------------------------------------------------- */

static void stderr_flood_does_not_block(void **state)
{
    (void)state;
    drv_adapter_opts o = at_quick();
    o.timeout_s = 10;
    driver *d = at_start_fake("noisy.sh", "1048576", NULL, &o);
    for (int i = 0; i < 3; i++)
        at_assert_answered(d, "t/noisy");
    d->close(d);
    at_assert_no_child();
}

static void large_request_and_large_response_cross(void **state)
{
    (void)state;
    drv_adapter_opts o = {.timeout_s = 20, .max_response = 1 << 20, .max_restarts = 5};
    driver *d = at_start_fake("interleave.sh", "200000", NULL, &o);
    json_t *req = at_a_case("t/big");
    set_pad(req, 1 << 20);  /* 16 pipe buffers */
    drv_outcome out;
    drv_run(d, req, &out);
    json_decref(req);
    if (out.status != DRV_RESULT)
        fail_msg("status %d: %s", out.status, out.message ? out.message : "-");
    const char *got = json_string_value(json_object_get(json_object_get(out.observation,
                                                                        "state"), "pad"));
    assert_non_null(got);
    assert_int_equal(strlen(got), 200000);
    drv_outcome_free(&out);
    d->close(d);
    at_assert_no_child();
}

/* --- build/engine-adapter ------------------------------------------------------------- */

/* --- pipelining: several cases in flight ------------------------------------------------- */

/* Send cases t/1 … t/n without waiting, then receive all n outcomes, oldest first. */
static void send_then_receive(driver *d, int n, drv_outcome *outs)
{
    for (int i = 1; i <= n; i++) {
        char id[16];
        snprintf(id, sizeof id, "t/%d", i);
        json_t *req = at_a_case(id);
        d->send(d, req, NULL);
        json_decref(req);
    }
    for (int i = 0; i < n; i++) {
        d->receive(d, &outs[i]);
        assert_non_null(outs[i].incidents);
    }
}

static void assert_fixed_answer(const drv_outcome *o)
{
    if (o->status != DRV_RESULT)
        fail_msg("status %d, message %s", o->status, o->message ? o->message : "-");
    json_t *want = at_fixed_observation();
    assert_true(json_equal(o->observation, want));
    json_decref(want);
    assert_int_equal(json_array_size(o->incidents), 0);
}

static void pipelined_answers_come_back_in_order(void **state)
{
    (void)state;
    drv_adapter_opts o = at_quick();
    o.window = 8;
    driver *d = at_start_fake("echo.sh", NULL, NULL, &o);
    assert_int_equal(d->window, 8);
    drv_outcome outs[8];
    send_then_receive(d, 8, outs);
    for (int i = 0; i < 8; i++) {  /* each outcome is its own case's, with its own seq */
        assert_int_equal(outs[i].status, DRV_RESULT);
        const json_t *line = json_object_get(json_object_get(outs[i].observation, "state"), "request");
        char id[16];
        snprintf(id, sizeof id, "t/%d", i + 1);
        assert_string_equal(json_string_value(json_object_get(json_object_get(line, "case"), "id")), id);
        assert_int_equal(json_integer_value(json_object_get(line, "seq")), i + 1);
        drv_outcome_free(&outs[i]);
    }
    d->close(d);
    at_assert_no_child();
}

static void pipelined_crash_resends_what_was_in_flight(void **state)
{
    (void)state;
    int fds = at_open_fds();
    drv_adapter_opts o = at_quick();
    o.window = 8;
    driver *d = at_start_fake("crash.sh", "3", "exit", &o);  /* each process dies on its 3rd run */
    drv_outcome outs[5];
    send_then_receive(d, 5, outs);
    assert_fixed_answer(&outs[0]);
    assert_fixed_answer(&outs[1]);
    assert_failed_then_restarted(&outs[2], DRV_CRASH);
    at_assert_message(&outs[2], "exited with status 3");
    assert_fixed_answer(&outs[3]);  /* runs 1 and 2 of the new process */
    assert_fixed_answer(&outs[4]);
    for (int i = 0; i < 5; i++)
        drv_outcome_free(&outs[i]);
    d->close(d);
    at_assert_no_child();
    assert_int_equal(at_open_fds(), fds);
}

static void pipelined_hang_times_out_that_case_alone(void **state)
{
    (void)state;
    drv_adapter_opts o = at_quick();
    o.window = 8;
    driver *d = at_start_fake("hang.sh", "2", NULL, &o);  /* each process hangs on its 2nd run */
    double t0 = at_now();
    drv_outcome outs[3];
    send_then_receive(d, 3, outs);
    double took = at_now() - t0;
    assert_fixed_answer(&outs[0]);
    assert_failed_then_restarted(&outs[1], DRV_TIMEOUT);
    assert_fixed_answer(&outs[2]);  /* run 1 of the new process */
    assert_true(took >= 0.45 && took < 3.0);  /* one time limit, not one per case in flight */
    for (int i = 0; i < 3; i++)
        drv_outcome_free(&outs[i]);
    d->close(d);
    at_assert_no_child();
}

static void pipelined_cases_outlive_a_given_up_adapter(void **state)
{
    (void)state;
    int fds = at_open_fds();
    drv_adapter_opts o = at_quick();
    o.window = 8;
    o.max_restarts = 2;
    driver *d = at_start_fake("crash.sh", "1", "exit", &o);  /* every process dies on its 1st run */
    drv_outcome outs[6];
    send_then_receive(d, 6, outs);
    for (int i = 0; i < 3; i++)  /* the first, and one per restart */
        assert_int_equal(outs[i].status, DRV_CRASH);
    at_assert_incident(&outs[2], "gave up the adapter: 2 restarts in a row without an answer");
    for (int i = 3; i < 6; i++) {  /* every case sent has its outcome */
        assert_int_equal(outs[i].status, DRV_ERRORED);
        at_assert_message(&outs[i], "adapter unusable: 2 restarts in a row without an answer");
    }
    for (int i = 0; i < 6; i++)
        drv_outcome_free(&outs[i]);
    at_assert_no_child();
    d->close(d);
    assert_int_equal(at_open_fds(), fds);
}

static driver *start_engine_adapter(void)
{
    const char *path = engine_adapter();
    struct stat st;
    if (stat(path, &st) != 0)
        fail_msg("%s: %s (set ENGINE_ADAPTER to the built engine-adapter)", path,
                 strerror(errno));
    char *argv[] = {(char *)path, NULL};
    drv_adapter_opts o = {.timeout_s = 10, .max_response = 64u << 20, .max_restarts = 5};
    return at_start_argv(argv, &o);
}

static json_t *floor_case(void)
{
    json_error_t e;
    json_t *c = json_loads(
        "{\"id\":\"bushiroad-floor/test/adapter\",\"doc\":\"bushiroad-floor\",\"tags\":[\"swiss\"],"
        "\"setup\":{\"format\":\"swiss\",\"rounds\":2,\"fighters\":[\"A\",\"B\",\"C\",\"D\"]},"
        "\"script\":[{\"do\":\"pair\",\"round\":1,\"tables\":[[\"A\",\"B\"],[\"C\",\"D\"]]},"
        "{\"do\":\"result\",\"round\":1,\"table\":[\"A\",\"B\"],\"outcome\":\"win\"},"
        "{\"do\":\"result\",\"round\":1,\"table\":[\"C\",\"D\"],\"outcome\":\"draw\"},"
        "{\"query\":\"legal\",\"round\":2},"
        "{\"do\":\"pair\",\"round\":2},"
        "{\"random\":[\"A\",\"C\",\"B\",\"D\"],\"for\":\"seating\"},"
        "{\"do\":\"standings\"}]}", 0, &e);
    if (!c)
        fail_msg("floor_case: %s", e.text);
    return c;
}

static void engine_adapter_matches_in_process_engine(void **state)
{
    (void)state;
    int fds = at_open_fds();
    driver *d = start_engine_adapter();
    size_t n;
    const eng_module *const *mods = eng_modules(&n);
    for (size_t i = 0; i < n; i++)
        assert_true(d->implements(d, mods[i]->doc));
    assert_false(d->implements(d, "no-such-document"));
    if (n == 1) {  /* one module: its own name and version */
        assert_string_equal(d->name, mods[0]->name);
        assert_string_equal(d->version, mods[0]->version);
    }

    json_t *c = floor_case();
    drv_outcome out;
    drv_run(d, c, &out);
    assert_int_equal(out.status, DRV_RESULT);
    assert_int_equal(json_array_size(out.incidents), 0);
    const eng_module *m = eng_find("bushiroad-floor");
    assert_non_null(m);
    json_t *here = eng_execute(m, json_object_get(c, "setup"), json_object_get(c, "script"));
    if (!json_equal(out.observation, here)) {
        char *a = json_dumps(out.observation, JSON_SORT_KEYS), *b = json_dumps(here,
                                                                                JSON_SORT_KEYS);
        fail_msg("engine-adapter: %s\nin-process: %s", a, b);
    }
    json_decref(here);
    drv_outcome_free(&out);

    /* a document it does not implement is skipped, and the session goes on */
    json_object_set_new(c, "doc", json_string("no-such-document"));
    drv_run(d, c, &out);
    assert_int_equal(out.status, DRV_SKIPPED);
    at_assert_message(&out, "does not implement no-such-document");
    drv_outcome_free(&out);
    json_decref(c);
    d->close(d);
    at_assert_no_child();
    assert_int_equal(at_open_fds(), fds);
}

/* Run the engine adapter with `input` on stdin; its stdout into *out (malloc'd), exit status. */
static int engine_adapter_raw(const char *input, size_t len, char **out)
{
    char in_path[] = "/tmp/test_adapter_in_XXXXXX", out_path[] = "/tmp/test_adapter_out_XXXXXX";
    int in_fd = mkstemp(in_path), out_fd = mkstemp(out_path);
    assert_true(in_fd >= 0 && out_fd >= 0);
    assert_int_equal(write(in_fd, input, len), (ssize_t)len);
    close(in_fd);
    close(out_fd);
    posix_spawn_file_actions_t fa;
    posix_spawn_file_actions_init(&fa);
    posix_spawn_file_actions_addopen(&fa, 0, in_path, O_RDONLY, 0);
    posix_spawn_file_actions_addopen(&fa, 1, out_path, O_WRONLY | O_TRUNC, 0);
    posix_spawn_file_actions_addopen(&fa, 2, "/dev/null", O_WRONLY, 0);
    const char *path = engine_adapter();
    char *argv[] = {(char *)path, NULL};
    pid_t pid;
    assert_int_equal(posix_spawn(&pid, path, &fa, NULL, argv, environ), 0);
    posix_spawn_file_actions_destroy(&fa);
    int st;
    assert_int_equal(waitpid(pid, &st, 0), pid);
    FILE *f = fopen(out_path, "rb");
    assert_non_null(f);
    size_t cap = 1 << 16, n = 0;
    *out = malloc(cap);
    size_t k;
    while ((k = fread(*out + n, 1, cap - n - 1, f)) > 0) {
        n += k;
        if (cap - n < 2)
            *out = realloc(*out, cap *= 2);
    }
    (*out)[n] = '\0';
    fclose(f);
    unlink(in_path);
    unlink(out_path);
    assert_true(WIFEXITED(st));
    return WEXITSTATUS(st);
}

static json_t *line_json(const char *text, int index)
{
    const char *p = text;
    for (int i = 0; i < index; i++) {
        p = strchr(p, '\n');
        assert_non_null(p);
        p++;
    }
    json_error_t e;
    json_t *v = json_loadb(p, strcspn(p, "\n"), 0, &e);
    if (!v)
        fail_msg("line %d of the output: %s", index + 1, e.text);
    return v;
}

static void engine_adapter_survives_bad_requests(void **state)
{
    (void)state;
    /* a run request of more than 1 MiB (a long tag) shows that lines may be of any length */
    size_t big = (1 << 20) + 17;
    char *tag = malloc(big + 1);
    memset(tag, 't', big);
    tag[big] = '\0';
    json_t *c = floor_case();
    json_array_append_new(json_object_get(c, "tags"), json_string(tag));
    free(tag);
    json_t *run = json_pack("{s:s, s:i, s:o}", "cmd", "run", "seq", 10, "case", c);
    char *run_line = json_dumps(run, JSON_COMPACT);
    json_decref(run);
    char *input = NULL;
    size_t input_len = 0;
    FILE *f = open_memstream(&input, &input_len);
    fputs("{\"protocol\":1,\"cmd\":\"start\"}\n"
          "not json\n"
          "{\"cmd\":\"run\"}\n"
          "{\"cmd\":\"run\",\"seq\":7}\n"
          "{\"cmd\":\"dance\",\"seq\":8}\n"
          "{\"cmd\":\"run\",\"seq\":9,\"case\":{\"id\":\"x/y\",\"doc\":\"nope\",\"tags\":[],"
          "\"setup\":{},\"script\":[]}}\n", f);
    fprintf(f, "%s\r\n", run_line);
    fputs("{\"cmd\":\"stop\"}\n"
          "{\"cmd\":\"run\",\"seq\":11}\n", f);
    fclose(f);
    free(run_line);
    char *out;
    assert_int_equal(engine_adapter_raw(input, input_len, &out), 0);
    free(input);
    int lines = 0;
    for (const char *p = out; *p; p++)
        lines += *p == '\n';
    assert_int_equal(lines, 6);  /* start, seq 7, 8, 9, 10, stop */
    json_t *v = line_json(out, 0);
    assert_true(json_is_true(json_object_get(v, "ok")));
    assert_int_equal(json_integer_value(json_object_get(v, "protocol")), 1);
    json_decref(v);
    static const struct {
        int seq;
        const char *status;
    } want[] = {{7, "errored"}, {8, "errored"}, {9, "skipped"}, {10, "result"}};
    for (int i = 0; i < 4; i++) {
        v = line_json(out, i + 1);
        assert_int_equal(json_integer_value(json_object_get(v, "seq")), want[i].seq);
        assert_string_equal(json_string_value(json_object_get(v, "status")), want[i].status);
        json_decref(v);
    }
    v = line_json(out, 5);
    json_t *ok = json_pack("{s:b}", "ok", 1);
    assert_true(json_equal(v, ok));
    json_decref(ok);
    json_decref(v);
    free(out);

    /* another protocol: refused, exit status 1 */
    const char *v2 = "{\"protocol\":2,\"cmd\":\"start\"}\n{\"cmd\":\"stop\"}\n";
    assert_int_equal(engine_adapter_raw(v2, strlen(v2), &out), 1);
    v = line_json(out, 0);
    assert_true(json_is_false(json_object_get(v, "ok")));
    assert_non_null(json_string_value(json_object_get(v, "error")));
    assert_null(strchr(strchr(out, '\n') + 1, '\n'));  /* one line only */
    json_decref(v);
    free(out);
}

int main(int argc, char **argv)
{
    (void)argc;
    argv0 = argv[0];
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(requests_reach_the_adapter_as_specified),
        cmocka_unit_test(skipped_and_errored_are_answers),
        cmocka_unit_test(observation_with_every_key_is_accepted),
        cmocka_unit_test(bad_shapes_are_errors_and_restart),
        cmocka_unit_test(garbage_names_jansson_error_with_line_and_column),
        cmocka_unit_test(wrong_seq_is_an_error),
        cmocka_unit_test(oversized_response_is_an_error),
        cmocka_unit_test(response_of_exactly_max_bytes_is_accepted),
        cmocka_unit_test(hang_is_a_timeout),
        cmocka_unit_test(crash_by_signal_reports_signal_and_stderr_tail),
        cmocka_unit_test(crash_by_exit_reports_status),
        cmocka_unit_test(closed_stdout_is_a_crash),
        cmocka_unit_test(adapter_gone_before_reading_request),
        cmocka_unit_test(unusable_after_max_restarts),
        cmocka_unit_test(an_answer_resets_the_restart_count),
        cmocka_unit_test(failed_restarts_count_and_give_up),
        cmocka_unit_test(stderr_ring_keeps_whole_last_lines),
        cmocka_unit_test(start_failures_are_diagnosed),
        cmocka_unit_test(close_kills_an_adapter_that_ignores_stop),
        cmocka_unit_test(close_stops_a_willing_adapter_at_once),
        cmocka_unit_test(oracle_ends_are_close_on_exec),
        cmocka_unit_test(stderr_flood_does_not_block),
        cmocka_unit_test(large_request_and_large_response_cross),
        cmocka_unit_test(pipelined_answers_come_back_in_order),
        cmocka_unit_test(pipelined_crash_resends_what_was_in_flight),
        cmocka_unit_test(pipelined_hang_times_out_that_case_alone),
        cmocka_unit_test(pipelined_cases_outlive_a_given_up_adapter),
        cmocka_unit_test(engine_adapter_matches_in_process_engine),
        cmocka_unit_test(engine_adapter_survives_bad_requests),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
