/* bench_run.c — `make bench`, the suite's part: measured side by side in one run, with rounds
 * interleaved so that every variant sees the same machine state, median of the rounds:
 *   parse     read every case file and parse it with jansson, nothing else (the floor);
 *   parse as the runner does: read every case file and parse it the loader's way (jread, jansson
 *             for what it declines), nothing else: what the runner costs beyond its own parse;
 *   suite     the runner: strict loading against the clause index, the reference engine
 *             in-process, the judge, the results entries (no report files); the time spent
 *             inside the engine (the entries' "ms") is reported apart, so that the runner's
 *             own cost (suite minus engine) can be set against the parse;
 *   protocol  the same runner driving build/engine-adapter over the adapter protocol, one case
 *             at a time (window 1) and pipelined (the default window).
 * It prints suite/parse, (suite - engine)/parse and protocol/suite (in-process), then the same
 * suite/parse for each document with cases alone (a game's own line, found by its cases).
 * Usage: bench_run RULES_DIR ADAPTER */
#include "bench_clock.h"
#include "oracle/cli/run_docs.h"
#include "oracle/suite/case_load.h"
#include "util/fileio.h"
#include "util/jcheck.h"

#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

enum { ROUNDS = 9 };

static double now_ms(void)
{
    return bench_now_us() / 1e3;
}

static json_t *parse_with_jansson(const char *name, const char *text, size_t len, diag *dg)
{
    return jc_load_mem(name, text, len, dg);
}

/* Read every case file (into one reused buffer, as the runner reads them) and parse it. */
static double time_parse(const caseset *cs,
                         json_t *(*parse)(const char *, const char *, size_t, diag *))
{
    double t0 = now_ms();
    diag dg;
    diag_init(&dg, stderr);
    strbuf text;
    sb_init(&text);
    for (size_t i = 0; i < cs->n; i++) {
        if (file_read_into(cs->v[i].path, &text, &dg) == 0)
            json_decref(parse(cs->v[i].path, text.p, text.n, &dg));
    }
    sb_free(&text);
    return now_ms() - t0;
}

/* The whole run's time; *inside: the time the driver spent on the cases (their "ms"). */
static double time_suite(run_config *cfg, const caseset *cs, size_t *failures, double *inside)
{
    diag dg;
    diag_init(&dg, stderr);
    double t0 = now_ms();
    json_t *cases = runner_run(cfg, cs, &dg);
    double ms = now_ms() - t0;
    *failures = 0;
    *inside = 0;
    for (size_t i = 0; i < json_array_size(cases); i++) {
        const json_t *e = json_array_get(cases, i);
        *failures += runner_status_is_failure(json_string_value(json_object_get(e, "status")));
        *inside += json_real_value(json_object_get(e, "ms"));
    }
    json_decref(cases);
    return ms;
}

/* The 1-minute load average: other work on the machine skews the protocol's figures most. */
static double load_average(void)
{
    double load = -1;
    FILE *f = fopen("/proc/loadavg", "r");
    if (f) {
        if (fscanf(f, "%lf", &load) != 1)
            load = -1;
        fclose(f);
    }
    return load;
}

static bool in_doc(const case_file *f, const void *slug)
{
    size_t n = strlen(slug);
    return strncmp(f->id, slug, n) == 0 && f->id[n] == '/';
}

/* Each document's cases alone: its parse, its suite in-process and the engine's share, medians
 * of interleaved rounds. */
static void per_document(run_config *cfg, const run_docs *rd, const caseset *cs, driver *inproc)
{
    printf("\n  per document (in-process suite against the parse of its case files):\n");
    cfg->drv = inproc;
    for (size_t d = 0; d < rd->n; d++) {
        caseset mine;
        caseset_select(cs, in_doc, rd->v[d].slug, &mine);
        if (mine.n > 0) {
            double parse[ROUNDS], suite[ROUNDS], engine[ROUNDS];
            size_t failures = 0;
            for (int r = 0; r < ROUNDS; r++) {
                parse[r] = time_parse(&mine, parse_with_jansson);
                suite[r] = time_suite(cfg, &mine, &failures, &engine[r]);
            }
            double p = bench_median(parse, ROUNDS), s = bench_median(suite, ROUNDS);
            printf("    %-16s %5zu cases   parse %8.2f ms   suite %8.2f ms  %5.2fx parse   "
                   "engine %8.2f ms\n", rd->v[d].slug, mine.n, p, s, s / p,
                   bench_median(engine, ROUNDS));
        }
        caseset_free(&mine);
    }
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
    drv_adapter_opts one = {.timeout_s = 10, .max_response = 64u << 20, .max_restarts = 5, .window = 1};
    drv_adapter_opts piped = one;
    piped.window = 16;  /* oracle run's default */
    char *adapter_argv[] = {argv[2], NULL};
    driver *inproc = drv_inprocess();
    driver *serial = drv_adapter(adapter_argv, &one, &env.dg);
    driver *pipelined = drv_adapter(adapter_argv, &piped, &env.dg);
    if (!serial || !pipelined)
        return 2;
    run_config cfg = {.cases_dir = rd.cases_dir, .root = rd.root, .docs = rd.v, .ndocs = rd.n,
                      .shard_k = 1, .shard_n = 1};
    double parse[ROUNDS], parse_r[ROUNDS], suite[ROUNDS], engine[ROUNDS], own[ROUNDS], proto1[ROUNDS], proto[ROUNDS];
    size_t fail_in = 0, fail_1 = 0, fail_p = 0;
    double unused;
    for (int r = 0; r < ROUNDS; r++) {
        parse[r] = time_parse(&cs, parse_with_jansson);
        parse_r[r] = time_parse(&cs, case_parse);   /* the loader's own way */
        cfg.drv = inproc;
        suite[r] = time_suite(&cfg, &cs, &fail_in, &engine[r]);
        own[r] = suite[r] - engine[r];
        cfg.drv = serial;
        proto1[r] = time_suite(&cfg, &cs, &fail_1, &unused);
        cfg.drv = pipelined;
        proto[r] = time_suite(&cfg, &cs, &fail_p, &unused);
    }
    double p = bench_median(parse, ROUNDS), s = bench_median(suite, ROUNDS);
    double pr = bench_median(parse_r, ROUNDS);
    double e = bench_median(engine, ROUNDS), o = bench_median(own, ROUNDS);
    double q1 = bench_median(proto1, ROUNDS), q = bench_median(proto, ROUNDS);
    printf("the suite: %zu case files, median of %d interleaved rounds", cs.n, ROUNDS);
    double load = load_average();
    if (load >= 0)
        printf(" (load average %.2f on %ld cores%s)", load, sysconf(_SC_NPROCESSORS_ONLN),
               load > 0.5 ? ": other work skews the figures" : "");
    printf("\n\n");
    printf("  %-46s %9.2f ms\n", "parse only (read + jansson)", p);
    printf("  %-46s %9.2f ms   %5.2fx parse\n", "suite in-process (load, run, judge)", s, s / p);
    printf("  %-46s %9.2f ms\n", "  of which inside the engine", e);
    printf("  %-46s %9.2f ms   %5.2fx parse  (aim: <= 1.5x)\n", "  the runner's own cost (suite - engine)", o, o / p);
    printf("  %-46s %9.2f ms   %5.2fx parse\n", "  of which its parse (jread, else jansson)", pr, pr / p);
    printf("  %-46s %9.2f ms   %5.2fx its parse\n", "  the runner's cost beyond its parse", o - pr, (o - pr) / pr);
    printf("  %-46s %9.2f ms   %5.2fx in-process\n", "through build/engine-adapter, one at a time", q1, q1 / s);
    printf("  %-46s %9.2f ms   %5.2fx in-process  (aim: <= 1.5x)\n", "through build/engine-adapter, pipelined (16)", q, q / s);
    per_document(&cfg, &rd, &cs, inproc);
    printf("\n  failures: %zu in-process, %zu and %zu through the adapter\n", fail_in, fail_1, fail_p);
    pipelined->close(pipelined);
    serial->close(serial);
    inproc->close(inproc);
    caseset_free(&cs);
    cli_run_docs_free(&rd);
    cli_env_free(&env);
    return 0;
}
