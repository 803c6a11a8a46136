/* cli_run.c — `oracle run`: every case (or a filtered slice, or a shard) against the reference
 * engine in-process or any adapter, judged, reported in reports/<run>/. */
#include "run_docs.h"
#include "oracle/report/report.h"
#include "oracle/suite/results.h"
#include "util/fatal.h"
#include "util/numarg.h"

#include <limits.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

static const char usage[] =
    "usage: oracle run [--filter KIND:VALUE]... [--exclude KIND:VALUE]... [--shard K/N]\n"
    "                  [--expectations FILE] [--write-expectations FILE]\n"
    "                  [--timeout SECONDS] [--max-response BYTES] [--window N]\n"
    "                  [--max-in-flight BYTES] [--cases DIR]\n"
    "                  [--out DIR] [--name NAME] [--no-report] [--allow-stale]\n"
    "                  [--engine CMD [ARGS...]]\n"
    "       oracle run --dump CASE-ID [--cases DIR] [--timeout SECONDS] [--engine CMD [ARGS...]]\n";

static const char help[] =
    "Run the cases against an implementation, judge them and write the report.\n\n"
    "  --engine CMD ARGS...  drive an adapter (docs/protocol.md) started as CMD ARGS...; it takes\n"
    "                        the rest of the command line. Default: the reference engine in-process.\n"
    "  --filter KIND:VALUE   doc:SLUG, clause:ID-PREFIX, tag:TAG or id:CASE-ID-PREFIX; repeat it:\n"
    "                        filters of one kind are alternatives, different kinds all apply.\n"
    "                        A value with * ? or [ is a glob matching the whole doc, clause id,\n"
    "                        tag or case id: --filter 'id:fusion-world/gen/battle/*'\n"
    "  --exclude KIND:VALUE  leave out the cases it matches (the same kinds and values), whatever\n"
    "                        the filters admit: --exclude tag:slow\n"
    "  --shard K/N           only shard K of N, 1 <= K <= N <= 1000000 (a case's shard depends on\n"
    "                        its id alone)\n"
    "  --expectations FILE   known failures of this implementation, each with a reason\n"
    "  --write-expectations FILE\n"
    "                        write the known-failures file of this run to FILE: every case that\n"
    "                        failed, errored, timed out or crashed, each with the check that\n"
    "                        failed first as its reason, to be edited and given to --expectations\n"
    "  --timeout SECONDS     per-case time limit of an adapter (default 10; 0.001 to 86400)\n"
    "  --max-response BYTES  longest response line accepted from an adapter (default 64M; 64 to\n"
    "                        1G; K, M, G: binary multiples)\n"
    "  --window N            cases sent to an adapter ahead of their answers (default 16; 1 to\n"
    "                        4096; 1: one at a time). The adapter plays the next while the oracle\n"
    "                        judges.\n"
    "  --max-in-flight BYTES the memory of that window: the case files of the cases in flight, and\n"
    "                        the responses read ahead of the one judged, at most BYTES each (default\n"
    "                        64M; 1 to 64G); one case is always in flight, one response read\n"
    "  --cases DIR           the cases directory (default: cases/ beside rules/)\n"
    "  --out DIR             where run directories go (default: reports/ beside rules/)\n"
    "  --name NAME           the run's directory name: a run of that name is replaced whole (default:\n"
    "                        the UTC time, YYYYMMDD-HHMMSS, with -2, -3... when a run has it)\n"
    "  --no-report           judge and print the summary line only; write no files\n"
    "  --allow-stale         stale clauses do not make the exit status 1: to look at the report\n"
    "                        of a new version of a document before its cases are reviewed\n"
    "  --dump CASE-ID        play one case and print what was sent (the request line), what came\n"
    "                        back (the observation in full, or the status and message), the\n"
    "                        trace and the verdict; no report. Exit 0 when it passes, 1 when not\n\n"
    "A case counts for a clause only through a pin fresh for the current text, or renumbered\n"
    "to it (the text is the identity); a case whose pin on a clause is suspect (the text\n"
    "changed since the case was written) makes that clause stale, whatever the verdicts, until\n"
    "the case is reviewed (oracle repin --accept-suspect, or its generator run again).\n"
    "Prints summary.md; the report goes to OUT/NAME/ and OUT/latest points at it. It is written\n"
    "into a directory of its own and renamed to OUT/NAME when whole: runs at once never mix\n"
    "their files, and OUT/NAME holds one whole run.\n"
    "An adapter that cannot be started, or does not complete its start, is reported on stderr\n"
    "and every case is an error with that reason (the report is written).\n"
    "Exit status: 0 when no case failed, errored, timed out, crashed or passed unexpectedly\n"
    "(xpass) and no clause is stale; 1 otherwise (stale clauses alone: 0 with --allow-stale);\n"
    "2 for bad usage or unreadable input.\n";

typedef struct run_args {
    run_filter filters[64];
    size_t nfilters;
    int shard_k, shard_n;
    const char *expectations, *write_expectations, *cases_dir, *out_dir, *name;
    bool no_report, allow_stale;
    char **engine;            /* argv of the adapter, NULL-terminated, or NULL */
    drv_adapter_opts opts;
} run_args;

/* The limits of the options (README, --help). */
#define RUN_MIN_TIMEOUT 0.001
#define RUN_MAX_TIMEOUT 86400.0
#define RUN_MAX_RESPONSE (1ULL << 30)
#define RUN_MAX_SHARDS 1000000
#define RUN_MAX_IN_FLIGHT (64ULL << 30)

/* "K/N", both decimal digits alone, 1 <= K <= N <= RUN_MAX_SHARDS. */
static bool parse_shard(const char *v, int *k, int *n)
{
    const char *slash = strchr(v, '/');
    char head[16];
    unsigned long long kk, nn;
    if (!slash || (size_t)(slash - v) >= sizeof head)
        return false;
    memcpy(head, v, (size_t)(slash - v));
    head[slash - v] = '\0';
    if (!numarg_count(head, 1, RUN_MAX_SHARDS, &kk) || !numarg_count(slash + 1, 1, RUN_MAX_SHARDS, &nn)
        || kk > nn)
        return false;
    *k = (int)kk;
    *n = (int)nn;
    return true;
}

/* OPTION's value v, a number of bytes from min to max (printed as min_text, max_text); false
 * after the usage error. */
static bool bytes_option(const char *option, const char *v, unsigned long long min, const char *min_text,
                         unsigned long long max, const char *max_text, size_t *out)
{
    unsigned long long n;
    if (!numarg_bytes(v, min, max, &n)) {
        cli_usage_error("run", usage, "%s takes a number of bytes from %s to %s (K, M, G: binary "
                        "multiples), not \"%s\"", option, min_text, max_text, v);
        return false;
    }
    *out = (size_t)n;
    return true;
}

static int parse_args(int argc, char **argv, run_args *a)
{
    memset(a, 0, sizeof *a);
    a->shard_k = a->shard_n = 1;
    a->opts = (drv_adapter_opts){.timeout_s = 10, .max_response = 64u << 20, .max_restarts = 5,
                                 .window = 16, .max_in_flight = 64u << 20};
    for (int i = 1; i < argc; i++) {
        const char *o = argv[i];
        const char *v = i + 1 < argc ? argv[i + 1] : NULL;
        if (strcmp(o, "--engine") == 0) {
            if (!v)
                return cli_usage_error("run", usage, "--engine needs a command");
            a->engine = argv + i + 1;
            break;
        } else if (strcmp(o, "--no-report") == 0) {
            a->no_report = true;
            continue;
        } else if (strcmp(o, "--allow-stale") == 0) {
            a->allow_stale = true;
            continue;
        }
        if (!v)
            return cli_usage_error("run", usage, "unknown option or missing value: %s", o);
        i++;
        if (strcmp(o, "--filter") == 0 || strcmp(o, "--exclude") == 0) {
            const char *colon = strchr(v, ':');
            static const char *const kinds[] = {"doc", "clause", "tag", "id"};
            const char *kind = NULL;
            for (size_t k = 0; colon && k < 4; k++)
                if ((size_t)(colon - v) == strlen(kinds[k]) && strncmp(v, kinds[k], strlen(kinds[k])) == 0)
                    kind = kinds[k];
            if (!kind || !colon[1])
                return cli_usage_error("run", usage, "%s takes doc:, clause:, tag: or id: and a value, not \"%s\"", o, v);
            if (a->nfilters == sizeof a->filters / sizeof *a->filters)
                return cli_usage_error("run", usage, "too many filters");
            a->filters[a->nfilters++] = (run_filter){kind, colon + 1, o[2] == 'e'};
        } else if (strcmp(o, "--write-expectations") == 0) {
            a->write_expectations = v;
        } else if (strcmp(o, "--shard") == 0) {
            if (!parse_shard(v, &a->shard_k, &a->shard_n))
                return cli_usage_error("run", usage, "--shard is K/N with 1 <= K <= N <= %d, not \"%s\"",
                                       RUN_MAX_SHARDS, v);
        } else if (strcmp(o, "--timeout") == 0) {
            if (!numarg_seconds(v, RUN_MIN_TIMEOUT, RUN_MAX_TIMEOUT, &a->opts.timeout_s))
                return cli_usage_error("run", usage, "--timeout takes a number of seconds from %g to "
                                       "%g, not \"%s\"", RUN_MIN_TIMEOUT, RUN_MAX_TIMEOUT, v);
        } else if (strcmp(o, "--max-response") == 0) {
            if (!bytes_option(o, v, 64, "64", RUN_MAX_RESPONSE, "1G", &a->opts.max_response))
                return EXIT_USAGE;
        } else if (strcmp(o, "--max-in-flight") == 0) {
            if (!bytes_option(o, v, 1, "1", RUN_MAX_IN_FLIGHT, "64G", &a->opts.max_in_flight))
                return EXIT_USAGE;
        } else if (strcmp(o, "--window") == 0) {
            unsigned long long n;
            if (!numarg_count(v, 1, 4096, &n))
                return cli_usage_error("run", usage, "--window is a number of cases from 1 to 4096, not \"%s\"", v);
            a->opts.window = (size_t)n;
        } else if (strcmp(o, "--expectations") == 0) {
            a->expectations = v;
        } else if (strcmp(o, "--cases") == 0) {
            a->cases_dir = v;
        } else if (strcmp(o, "--out") == 0) {
            a->out_dir = v;
        } else if (strcmp(o, "--name") == 0) {
            const char *why = run_name_problem(v);
            if (why)
                return cli_usage_error("run", usage, "--name \"%s\": %s", v, why);
            a->name = v;
        } else {
            return cli_usage_error("run", usage, "unknown option %s", o);
        }
    }
    return 0;
}

static json_t *run_info(const run_args *a, const driver *drv, const char *name, double seconds,
                        const char *started, const char *root)
{
    json_t *cmd = json_null(), *filters = json_array();
    if (a->engine) {
        cmd = json_array();
        for (char **p = a->engine; *p; p++)
            json_array_append_new(cmd, json_string(*p));
    }
    for (size_t i = 0; i < a->nfilters; i++) {
        char f[512];
        snprintf(f, sizeof f, "%s%s:%s", a->filters[i].exclude ? "not " : "", a->filters[i].kind,
                 a->filters[i].value);
        json_array_append_new(filters, json_string(f));
    }
    char shard[32];
    snprintf(shard, sizeof shard, "%d/%d", a->shard_k, a->shard_n);
    return json_pack("{s:s, s:{s:s, s:s, s:o}, s:o, s:s, s:f, s:s, s:f, s:s}", "name", name, "engine",
                     "name", drv->name, "version", drv->version, "command", cmd, "filter", filters,
                     "shard", shard, "timeout", a->opts.timeout_s, "started", started, "seconds",
                     seconds, "root", root);
}

/* The adapter, started; when it cannot be, a driver that reports every case as an error with the
 * reason (the diagnostic, also on stderr), so that the report still lists each case. */
static driver *start_adapter(const run_args *a, diag *dg)
{
    diag start;
    diag_init(&start, dg->echo);
    driver *drv = drv_adapter(a->engine, &a->opts, &start);
    dg->errors += start.errors;
    if (drv)
        return drv;
    const char *reason = start.last;
    size_t n = strlen(a->engine[0]);
    if (strncmp(reason, a->engine[0], n) == 0 && strncmp(reason + n, ": error: ", 9) == 0)
        reason += n + 9;  /* the message without "CMD: error: " */
    return drv_unstarted(a->engine[0], reason);
}

static double seconds_now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return ts.tv_sec + ts.tv_nsec / 1e9;
}

static bool admitted_by_id_and_shard(const case_file *f, const void *ctx)
{
    const run_config *cfg = ctx;
    return runner_admits_id(cfg, f->id) && caseset_in_shard(f->id, cfg->shard_k, cfg->shard_n);
}

/* Discover the cases (all of them: the known-failure list is checked against every case), then
 * keep those the id filters and the shard admit. */
static int select_cases(cli_env *env, const run_docs *rd, const run_config *cfg, caseset *all,
                        caseset *chosen)
{
    if (caseset_discover(all, rd->cases_dir, &env->dg) != 0)
        return EXIT_USAGE;
    caseset_select(all, admitted_by_id_and_shard, cfg, chosen);
    return 0;
}

/* --write-expectations FILE: the run's failures as a known-failures file. */
static int write_expectations(cli_env *env, const char *path, const json_t *results)
{
    strbuf b;
    sb_init(&b);
    report_expectations(results, &b);
    char *copy = xstrdup(path);
    char *slash = strrchr(copy, '/');
    const char *dir = ".", *base = copy;
    if (slash) {
        *slash = '\0';
        dir = slash == copy ? "/" : copy;
        base = slash + 1;
    }
    int rc = *base ? report_write_file(dir, base, b.p, b.n, &env->dg) : -1;
    if (!*base)
        diag_error(&env->dg, path, 0, 0, "--write-expectations needs a file name, not a directory");
    else if (rc == 0)
        fprintf(stderr, "oracle run: known failures written to %s (edit each reason; then "
                        "--expectations %s)\n", path, path);
    free(copy);
    sb_free(&b);
    return rc == 0 ? 0 : EXIT_USAGE;
}

static int finish(cli_env *env, const run_args *a, json_t *results, bool failed, run_dir *dir)
{
    int rc = a->write_expectations ? write_expectations(env, a->write_expectations, results) : 0;
    if (rc)
        return rc;
    if (a->no_report) {
        json_t *t = json_object_get(json_object_get(results, "totals"), "cases");
        const char *key;
        json_t *v;
        printf("cases:");
        json_object_foreach(t, key, v)
            printf(" %s %lld", key, (long long)json_integer_value(v));
        printf("\nstale clauses: %zu\n", results_clauses_with_status(results, "stale"));
    } else {
        rc = cli_run_report(env, results, dir);
    }
    size_t stale = results_clauses_with_status(results, "stale");
    if (!rc && stale)
        fprintf(stderr, "oracle run: %zu stale clause%s: %s\n", stale, stale == 1 ? "" : "s",
                a->allow_stale ? "not counted as a failure (--allow-stale)"
                               : "their cases were written for other words; review them "
                                 "(oracle repin DOC --accept-suspect, make cases)");
    return rc ? rc : failed || (stale && !a->allow_stale) ? EXIT_FINDINGS : EXIT_OK;
}

int cli_run(cli_env *env, int argc, char **argv)
{
    if (argc > 1 && (strcmp(argv[1], "-h") == 0 || strcmp(argv[1], "--help") == 0)) {
        printf("%s\n%s", usage, help);
        return EXIT_OK;
    }
    for (int i = 1; i < argc && strcmp(argv[i], "--engine") != 0; i++)
        if (strcmp(argv[i], "--dump") == 0)
            return cli_run_dump(env, argc, argv);
    run_args a;
    int rc = parse_args(argc, argv, &a);
    if (rc)
        return rc;
    const char *slugs[64];
    size_t nslugs = 0;
    for (size_t i = 0; i < a.nfilters && nslugs < 64; i++)
        if (strcmp(a.filters[i].kind, "doc") == 0 && !a.filters[i].exclude)
            slugs[nslugs++] = a.filters[i].value;
    for (size_t i = 0; i < nslugs; i++)
        if (strpbrk(slugs[i], "*?["))   /* a glob of documents: open them all, the filter picks */
            nslugs = 0;
    run_docs rd;
    rc = cli_run_docs_open(env, &rd, nslugs ? slugs : NULL, nslugs, a.cases_dir);
    driver *drv = NULL;
    caseset all = {0}, chosen = {0};
    knownfail known = {0};
    run_config cfg = {.cases_dir = rd.cases_dir, .root = rd.root, .docs = rd.v, .ndocs = rd.n,
                      .filters = a.filters, .nfilters = a.nfilters, .shard_k = a.shard_k,
                      .shard_n = a.shard_n, .progress = isatty(STDERR_FILENO)};
    if (!rc)
        rc = select_cases(env, &rd, &cfg, &all, &chosen);
    if (!rc && a.expectations && knownfail_load(&known, a.expectations, &all, &env->dg) != 0)
        rc = EXIT_USAGE;
    if (!rc) {
        cfg.known = a.expectations ? &known : NULL;
        drv = a.engine ? start_adapter(&a, &env->dg) : drv_inprocess();
        cfg.drv = drv;
        cli_run_docs_marks(&rd, drv->name, drv->version);
    }
    if (!rc) {
        time_t t = time(NULL);
        char started[32], name[96];
        strftime(started, sizeof started, "%Y-%m-%dT%H:%M:%SZ", gmtime(&t));
        strftime(name, sizeof name, "%Y%m%d-%H%M%S", gmtime(&t));
        if (a.shard_n > 1)
            snprintf(name + strlen(name), sizeof name - strlen(name), "-shard%dof%d", a.shard_k, a.shard_n);
        double t0 = seconds_now();
        json_t *cases = runner_run(&cfg, &chosen, &env->dg);
        bool failed = false;
        for (size_t i = 0; i < json_array_size(cases); i++)
            failed |= runner_status_is_failure(json_string_value(json_object_get(json_array_get(cases, i), "status")));
        /* the run's directory: a default name reserved now, so that results.json says it */
        run_dir dir;
        char out[PATH_MAX];
        cli_reports_dir(&rd, a.out_dir, out, sizeof out);
        if (!a.no_report && run_dir_open(&dir, out, a.name ? a.name : name, a.name != NULL, &env->dg) != 0) {
            json_decref(cases);
            rc = EXIT_USAGE;
        } else {
            json_t *results = results_build(run_info(&a, drv, a.no_report ? (a.name ? a.name : name) : dir.name,
                                                     seconds_now() - t0, started, rd.root),
                                            rd.v, rd.n, cases);
            rc = finish(env, &a, results, failed, &dir);
            json_decref(results);
        }
    }
    if (drv)
        drv->close(drv);
    knownfail_free(&known);
    caseset_free(&all);
    caseset_free(&chosen);
    cli_run_docs_free(&rd);
    return rc;
}
