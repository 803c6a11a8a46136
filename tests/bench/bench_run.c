/* bench_run.c — `make bench`, the suite's part: measured side by side in one run, with rounds
 * interleaved so that every variant sees the same machine state, median of the rounds:
 *   parse     read every case file and parse it with jansson, nothing else (the floor);
 *   suite     the runner: strict loading against the clause index, the reference engine
 *             in-process, the judge, the results entries (no report files);
 *   protocol  the same runner driving build/engine-adapter over the adapter protocol.
 * It prints suite/parse and protocol/suite (in-process). Usage: bench_run RULES_DIR ADAPTER */
#include "cli_runs.h"
#include "jcheck.h"

#include "bench_clock.h"

#include <stdlib.h>
#include <string.h>
#include <time.h>

enum { ROUNDS = 9 };

static double now_ms(void)
{
    return bench_now_us() / 1e3;
}

static double time_parse(const caseset *cs)
{
    double t0 = now_ms();
    diag dg;
    diag_init(&dg, stderr);
    for (size_t i = 0; i < cs->n; i++) {
        char *text;
        size_t len;
        json_t *j = jc_load_file(cs->v[i].path, &text, &len, &dg);
        json_decref(j);
        free(text);
    }
    return now_ms() - t0;
}

static double time_suite(run_config *cfg, const caseset *cs, size_t *failures)
{
    diag dg;
    diag_init(&dg, stderr);
    double t0 = now_ms();
    json_t *cases = runner_run(cfg, cs, &dg);
    double ms = now_ms() - t0;
    *failures = 0;
    for (size_t i = 0; i < json_array_size(cases); i++)
        *failures += runner_status_is_failure(json_string_value(json_object_get(json_array_get(cases, i), "status")));
    json_decref(cases);
    return ms;
}

int main(int argc, char **argv)
{
    if (argc != 3) {
        fprintf(stderr, "usage: bench_run RULES_DIR ENGINE_ADAPTER\n");
        return 2;
    }
    char *fake_argv[] = {"bench_run", "--rules", argv[1], NULL};
    cli_env env;
    cli_env_init(&env, 3, fake_argv);
    run_docs rd;
    caseset cs;
    if (cli_run_docs_open(&env, &rd, NULL, 0, NULL) != 0 || caseset_discover(&cs, rd.cases_dir, &env.dg) != 0)
        return 2;
    drv_adapter_opts opts = {.timeout_s = 10, .max_response = 64u << 20, .max_restarts = 5};
    char *adapter_argv[] = {argv[2], NULL};
    driver *inproc = drv_inprocess(), *adapter = drv_adapter(adapter_argv, &opts, &env.dg);
    if (!adapter)
        return 2;
    run_config cfg = {.cases_dir = rd.cases_dir, .root = rd.root, .docs = rd.v, .ndocs = rd.n,
                      .shard_k = 1, .shard_n = 1};
    double parse[ROUNDS], suite[ROUNDS], proto[ROUNDS];
    size_t fail_in = 0, fail_ad = 0;
    for (int r = 0; r < ROUNDS; r++) {
        parse[r] = time_parse(&cs);
        cfg.drv = inproc;
        suite[r] = time_suite(&cfg, &cs, &fail_in);
        cfg.drv = adapter;
        proto[r] = time_suite(&cfg, &cs, &fail_ad);
    }
    double p = bench_median(parse, ROUNDS), s = bench_median(suite, ROUNDS), q = bench_median(proto, ROUNDS);
    printf("the suite: %zu case files, median of %d interleaved rounds\n\n", cs.n, ROUNDS);
    printf("  %-44s %9.2f ms\n", "parse only (read + jansson)", p);
    printf("  %-44s %9.2f ms   %5.2fx parse  (aim: <= 1.5x)\n", "suite in-process (load, run, judge)", s, s / p);
    printf("  %-44s %9.2f ms   %5.2fx in-process  (aim: <= 1.5x)\n", "suite through build/engine-adapter", q, q / s);
    printf("\n  failures: %zu in-process, %zu through the adapter\n", fail_in, fail_ad);
    adapter->close(adapter);
    inproc->close(inproc);
    caseset_free(&cs);
    cli_run_docs_free(&rd);
    cli_env_free(&env);
    return 0;
}
