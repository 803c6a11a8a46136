/* cli_play.c — `oracle play`: a campaign of random games on one implementation, or on two
 * compared step by step, every finding shrunk to a case file (oracle/play/, docs/play.md). */
#include "run_docs.h"
#include "oracle/play/play.h"
#include "util/fatal.h"
#include "util/strbuf.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

static const char usage[] =
    "usage: oracle play DOC [--games N] [--seed S] [--shard K/N] [--jobs J] [--max-steps N]\n"
    "                   [--shrink-budget N] [--timeout SECONDS] [--cases DIR] [--out DIR]\n"
    "                   [--engine CMD [ARGS...]] [--against CMD [ARGS...]]\n"
    "       oracle play DOC --merge SUMMARY... [--out DIR]\n";

static const char help[] =
    "\nRandom games of document DOC. A card game starts from the setup of one of DOC's cases\n"
    "(those of cases about rarer paths drawn more often, the decks put in a new order); at each\n"
    "decision the implementation is asked for the legal actions (a query) or names the choice it\n"
    "needs, and one is drawn from the seed. A tournament (bushiroad-floor) starts from a setup\n"
    "drawn from the vocabulary and is run by a random organiser (pairings, results, drops,\n"
    "standings, a top cut). Every random outcome is drawn and scripted. Every step is\n"
    "checked: a crash, a time-out, an invariant of the game broken (the judge's), an action\n"
    "offered and then rejected, a game that does not end within --max-steps; with --against,\n"
    "the first step where the two implementations' legal sets, events, rejections, choices or\n"
    "state differ. The first finding of each cause is shrunk (delta debugging over the script,\n"
    "the setup's cards or fighters and its numbers) to a case file without an expectation,\n"
    "OUT/findings/KIND-sSEED-gGAME.json; the others are counted as its repeats.\n\n"
    "  --games N          games of the campaign, numbered 0 to N-1 (default 100)\n"
    "  --seed S           the campaign's seed (default 1): game i depends on S and i alone\n"
    "  --shard K/N        play the games i with i mod N = K-1 (default 1/1); the shards of a\n"
    "                     campaign together play every game once, each as the whole campaign would\n"
    "  --jobs J           processes playing the shard's games side by side, each with its own\n"
    "                     implementations (default: the number of cores); the games and findings\n"
    "                     do not depend on J\n"
    "  --max-steps N      script entries after which a game that has not ended is a finding\n"
    "                     (default 3000)\n"
    "  --shrink-budget N  runs spent shrinking each finding (default 2000; 0: no shrinking)\n"
    "  --timeout SECONDS  per-run time limit of an adapter (default 10)\n"
    "  --cases DIR        the cases directory, whose setups start the games (default: cases/)\n"
    "  --out DIR          where summary.json and findings/ go (default:\n"
    "                     reports/play/DOC-sSEED[-kK-of-N] beside rules/)\n"
    "  --engine CMD ARGS  the implementation played (an adapter, docs/protocol.md); its arguments\n"
    "                     run to --against or the end. Default: the reference engine in-process\n"
    "  --against CMD ARGS a second implementation (an adapter): a differential campaign; its\n"
    "                     arguments run to the end of the command line\n"
    "  --merge SUMMARY... the summary.json files of a campaign's shards (or their directories) as\n"
    "                     one summary: counts added, a finding of each signature kept once (the\n"
    "                     lowest game), the clauses applied joined, the seconds the longest\n"
    "                     shard's; written to OUT/summary.json (by default SEED is theirs)\n\n"
    "Documents: those whose vocabulary random play knows (%s).\n"
    "Prints the campaign's counts, the clauses the games applied (and how many no case\n"
    "declares), and each finding with its file.\n"
    "Exit status: 0 no finding; 1 findings; 2 bad usage, an unknown document, an adapter that\n"
    "cannot be started, or a file that cannot be read or written.\n";

typedef struct play_args {
    const char *doc, *cases_dir, *out_dir;
    unsigned long games, shrink_budget;
    unsigned long long seed;
    long max_steps;
    int shard_k, shard_n;
    long jobs;
    char **merge;               /* --merge: the summaries (nmerge of them), or NULL */
    int nmerge;
    char **engine, **against;   /* NULL-terminated argv slices of the command line, or NULL */
    drv_adapter_opts opts;
} play_args;

static bool number(const char *v, unsigned long long *out)
{
    char *end;
    if (!v || !*v || v[0] == '-')
        return false;
    *out = strtoull(v, &end, 10);
    return *end == '\0';
}

static int parse_args(int argc, char **argv, play_args *a)
{
    memset(a, 0, sizeof *a);
    a->games = 100;
    a->seed = 1;
    a->max_steps = 3000;
    a->shrink_budget = 2000;
    a->shard_k = a->shard_n = 1;
    a->jobs = sysconf(_SC_NPROCESSORS_ONLN) > 0 ? sysconf(_SC_NPROCESSORS_ONLN) : 1;
    a->opts = (drv_adapter_opts){.timeout_s = 10, .max_response = 64u << 20, .max_restarts = 5,
                                 .window = 1};
    for (int i = 1; i < argc; i++) {
        const char *o = argv[i];
        const char *v = i + 1 < argc ? argv[i + 1] : NULL;
        unsigned long long n;
        if (o[0] != '-') {
            if (a->doc)
                return cli_usage_error("play", usage, "one document only, not \"%s\" too", o);
            a->doc = o;
            continue;
        }
        if (strcmp(o, "--engine") == 0) {
            if (!v || strcmp(v, "--against") == 0)
                return cli_usage_error("play", usage, "--engine needs a command");
            a->engine = argv + i + 1;
            int j = i + 1;
            while (j < argc && strcmp(argv[j], "--against") != 0)
                j++;
            if (j == argc)
                break;
            argv[j] = NULL;   /* ends the engine's arguments */
            if (j + 1 >= argc)
                return cli_usage_error("play", usage, "--against needs a command");
            a->against = argv + j + 1;
            break;
        }
        if (strcmp(o, "--against") == 0) {
            if (!v)
                return cli_usage_error("play", usage, "--against needs a command");
            a->against = argv + i + 1;
            break;
        }
        if (strcmp(o, "--merge") == 0) {
            int j = i + 1;
            while (j < argc && argv[j][0] != '-')
                j++;
            if (j == i + 1)
                return cli_usage_error("play", usage, "--merge needs the summaries of the shards");
            a->merge = argv + i + 1;
            a->nmerge = j - i - 1;
            i = j - 1;
            continue;
        }
        if (!v)
            return cli_usage_error("play", usage, "unknown option or missing value: %s", o);
        i++;
        if (strcmp(o, "--games") == 0) {
            if (!number(v, &n) || n == 0)
                return cli_usage_error("play", usage, "--games is a number of games (1 or more), not \"%s\"", v);
            a->games = (unsigned long)n;
        } else if (strcmp(o, "--seed") == 0) {
            if (!number(v, &a->seed))
                return cli_usage_error("play", usage, "--seed is a non-negative integer, not \"%s\"", v);
        } else if (strcmp(o, "--max-steps") == 0) {
            if (!number(v, &n) || n < 2 || n > 1000000)
                return cli_usage_error("play", usage, "--max-steps is a number from 2 to 1000000, not \"%s\"", v);
            a->max_steps = (long)n;
        } else if (strcmp(o, "--shrink-budget") == 0) {
            if (!number(v, &n))
                return cli_usage_error("play", usage, "--shrink-budget is a number of runs, not \"%s\"", v);
            a->shrink_budget = (unsigned long)n;
        } else if (strcmp(o, "--jobs") == 0) {
            if (!number(v, &n) || n < 1 || n > 256)
                return cli_usage_error("play", usage, "--jobs is a number of processes from 1 to 256, not \"%s\"", v);
            a->jobs = (long)n;
        } else if (strcmp(o, "--shard") == 0) {
            char extra;
            if (sscanf(v, "%d/%d%c", &a->shard_k, &a->shard_n, &extra) != 2 || a->shard_n < 1 ||
                a->shard_k < 1 || a->shard_k > a->shard_n)
                return cli_usage_error("play", usage, "--shard is K/N with 1 <= K <= N, not \"%s\"", v);
        } else if (strcmp(o, "--timeout") == 0) {
            char *end;
            a->opts.timeout_s = strtod(v, &end);
            if (*end || a->opts.timeout_s <= 0)
                return cli_usage_error("play", usage, "--timeout is a positive number of seconds");
        } else if (strcmp(o, "--cases") == 0) {
            a->cases_dir = v;
        } else if (strcmp(o, "--out") == 0) {
            a->out_dir = v;
        } else {
            return cli_usage_error("play", usage, "unknown option %s", o);
        }
    }
    if (!a->doc)
        return cli_usage_error("play", usage, "which document? (%s)", play_game_names());
    return 0;
}

static void print_summary(const json_t *s)
{
    printf("%s seed %lld: %lld of %lld games played (shard %s), %lld ended, %lld discarded, "
           "%zu findings; %lld decisions, %lld runs, %.1f s\n",
           json_string_value(json_object_get(s, "doc")),
           (long long)json_integer_value(json_object_get(s, "seed")),
           (long long)json_integer_value(json_object_get(s, "played")),
           (long long)json_integer_value(json_object_get(s, "games")),
           json_string_value(json_object_get(s, "shard")),
           (long long)json_integer_value(json_object_get(s, "ended")),
           (long long)json_integer_value(json_object_get(s, "discarded")),
           json_array_size(json_object_get(s, "findings")),
           (long long)json_integer_value(json_object_get(s, "decisions")),
           (long long)json_integer_value(json_object_get(s, "runs")),
           json_real_value(json_object_get(s, "seconds")));
    const json_t *cl = json_object_get(s, "clauses");
    printf("clauses applied: %lld (%zu of them declared by no case)\n",
           (long long)json_integer_value(json_object_get(cl, "applied")),
           json_array_size(json_object_get(cl, "applied_not_declared")));
    size_t i;
    const json_t *f;
    json_array_foreach(json_object_get(s, "findings"), i, f) {
        const json_t *st = json_object_get(f, "steps"), *cd = json_object_get(f, "items");
        printf("finding: game %lld (and %lld more games) %s %s: %s\n  shrunk from %lld to %lld "
               "script entries, %lld to %lld cards or fighters: %s\n",
               (long long)json_integer_value(json_object_get(f, "game")),
               (long long)json_integer_value(json_object_get(f, "repeats")),
               json_string_value(json_object_get(f, "kind")),
               json_string_value(json_object_get(f, "detail")),
               json_string_value(json_object_get(f, "message")),
               (long long)json_integer_value(json_object_get(st, "found")),
               (long long)json_integer_value(json_object_get(st, "shrunk")),
               (long long)json_integer_value(json_object_get(cd, "found")),
               (long long)json_integer_value(json_object_get(cd, "shrunk")),
               json_string_value(json_object_get(f, "file")));
    }
}

static char *command_label(char **argv)
{
    strbuf b;
    sb_init(&b);
    for (char **p = argv; p && *p; p++)
        sb_printf(&b, "%s%s", p == argv ? "" : " ", *p);
    return sb_take(&b);
}

/* Start the implementations of the campaign: 0, or EXIT_USAGE after a diagnostic. */
static int start_sides(cli_env *env, const play_args *a, play_sides *sides, char **labels)
{
    memset(sides, 0, sizeof *sides);
    char **cmds[2] = {a->engine, a->against};
    for (size_t k = 0; k < (a->against ? 2u : 1u); k++) {
        driver *d = cmds[k] ? drv_adapter(cmds[k], &a->opts, &env->dg) : drv_inprocess();
        if (!d)
            return EXIT_USAGE;
        labels[k] = cmds[k] ? command_label(cmds[k]) : NULL;
        sides->drv[k] = d;
        sides->label[k] = labels[k] ? labels[k] : d->name;
        sides->n = k + 1;
        if (!d->implements(d, a->doc)) {
            fprintf(stderr, "oracle play: %s does not implement %s\n", sides->label[k], a->doc);
            return EXIT_USAGE;
        }
    }
    return 0;
}

static void stop_sides(play_sides *sides, char **labels)
{
    for (size_t k = 0; k < sides->n; k++) {
        sides->drv[k]->close(sides->drv[k]);
        free(labels[k]);
        labels[k] = NULL;
    }
    sides->n = 0;
}

/* One job of the campaign in this process: its summary, or NULL after a diagnostic. */
static json_t *play_job(cli_env *env, const play_args *a, const play_game *g, run_docs *rd,
                        const setup_pool *pool, const char *out, int job, const char *summary_file)
{
    play_sides sides;
    char *labels[2] = {NULL, NULL};
    json_t *summary = NULL;
    char findings[sizeof(((run_docs *)0)->root) + 512];
    snprintf(findings, sizeof findings, "%s/findings", out);
    if (start_sides(env, a, &sides, labels) == 0) {
        play_config c = {g, &sides, pool, &rd->v[0].d.index, a->seed, a->games, a->shard_k,
                         a->shard_n, job, (int)a->jobs, {a->max_steps, 64}, a->shrink_budget,
                         findings, summary_file, a->jobs == 1};
        summary = play_campaign(&c, &env->dg);
    }
    stop_sides(&sides, labels);
    return summary;
}

/* Each job keeps the first finding of each signature it met: the case files of those the
 * merge counts as repeats of another job's are deleted. */
static void drop_repeated_files(const json_t *part, const json_t *merged)
{
    size_t i, j;
    const json_t *f, *m;
    json_array_foreach(json_object_get(part, "findings"), i, f) {
        const char *file = json_string_value(json_object_get(f, "file"));
        bool kept = false;
        json_array_foreach(json_object_get(merged, "findings"), j, m)
            if (file && json_equal(json_object_get(m, "file"), (json_t *)json_object_get(f, "file")))
                kept = true;
        if (file && *file && !kept)
            unlink(file);
    }
}

/* The jobs in child processes, each writing OUT/job-J.json; their summaries merged. */
static json_t *play_jobs(cli_env *env, const play_args *a, const play_game *g, run_docs *rd,
                         const setup_pool *pool, const char *out)
{
    if (play_make_dirs(out, &env->dg) != 0)
        return NULL;
    fflush(NULL);
    pid_t *pids = xcalloc((size_t)a->jobs, sizeof *pids);
    for (long j = 0; j < a->jobs; j++) {
        pids[j] = fork();
        if (pids[j] == 0) {
            char file[sizeof(((run_docs *)0)->root) + 512];
            snprintf(file, sizeof file, "%s/job-%ld.json", out, j + 1);
            json_t *s = play_job(env, a, g, rd, pool, out, (int)j + 1, file);
            json_decref(s);
            fflush(NULL);
            _exit(s ? 0 : EXIT_USAGE);
        }
    }
    bool ok = true;
    for (long j = 0; j < a->jobs; j++) {
        int status = 0;
        if (pids[j] < 0 || waitpid(pids[j], &status, 0) < 0 || !WIFEXITED(status) ||
            WEXITSTATUS(status) != 0) {
            fprintf(stderr, "oracle play: job %ld of %ld of the campaign failed\n", j + 1,
                       a->jobs);
            ok = false;
        }
    }
    free(pids);
    json_t **parts = xcalloc((size_t)a->jobs, sizeof *parts);
    size_t n = 0;
    for (long j = 0; ok && j < a->jobs; j++) {
        char file[sizeof(((run_docs *)0)->root) + 512];
        snprintf(file, sizeof file, "%s/job-%ld.json", out, j + 1);
        json_error_t err;
        parts[n] = json_load_file(file, 0, &err);
        if (!parts[n]) {
            diag_error(&env->dg, file, err.line, err.column, "%s", err.text);
            ok = false;
            break;
        }
        n++;
        unlink(file);
    }
    json_t *merged = ok && n ? play_merge(parts, n, pool->declared) : NULL;
    for (size_t i = 0; merged && i < n; i++)
        drop_repeated_files(parts[i], merged);
    for (size_t i = 0; i < n; i++)
        json_decref(parts[i]);
    free(parts);
    return merged;
}

/* --merge: the summaries named (files, or directories holding summary.json). */
static json_t *merge_summaries(cli_env *env, const play_args *a, const setup_pool *pool)
{
    json_t **parts = xcalloc((size_t)a->nmerge, sizeof *parts);
    json_t *merged = NULL;
    int n = 0;
    for (; n < a->nmerge; n++) {
        char file[4096 + 64];
        struct stat st;
        const char *where = a->merge[n];
        if (stat(where, &st) == 0 && S_ISDIR(st.st_mode))
            snprintf(file, sizeof file, "%s/summary.json", where);
        else
            snprintf(file, sizeof file, "%s", where);
        json_error_t err;
        parts[n] = json_load_file(file, 0, &err);
        const char *slug = json_string_value(json_object_get(parts[n], "doc"));
        if (!parts[n] || !slug || strcmp(slug, a->doc) != 0 ||
            !json_equal(json_object_get(parts[n], "seed"), json_object_get(parts[0], "seed")) ||
            !json_equal(json_object_get(parts[n], "games"), json_object_get(parts[0], "games"))) {
            if (parts[n])
                diag_error(&env->dg, file, 0, 0, "not a summary of the same campaign of %s "
                           "(its document, seed and number of games)", a->doc);
            else
                diag_error(&env->dg, file, err.line, err.column, "%s", err.text);
            json_decref(parts[n]);
            break;
        }
    }
    if (n == a->nmerge) {
        merged = play_merge(parts, (size_t)n, pool->declared);
        json_object_set_new(merged, "shard", json_string("merged"));
    }
    for (int i = 0; i < n && i < a->nmerge; i++)
        json_decref(parts[i]);
    free(parts);
    return merged;
}

int cli_play(cli_env *env, int argc, char **argv)
{
    if (cli_wants_help(argc, argv)) {
        fputs(usage, stdout);
        printf(help, play_game_names());
        return EXIT_OK;
    }
    play_args a;
    int rc = parse_args(argc, argv, &a);
    if (rc)
        return rc;
    const play_game *g = play_game_find(a.doc);
    if (!g)
        return cli_usage_error("play", usage, "random play does not know \"%s\" (it knows %s)",
                               a.doc, play_game_names());
    run_docs rd;
    const char *slug = a.doc;
    if ((rc = cli_run_docs_open(env, &rd, &slug, 1, a.cases_dir)))
        return rc;
    setup_pool pool;
    if (setup_pool_load(&pool, g, rd.cases_dir, &env->dg) != 0) {
        setup_pool_free(&pool);
        cli_run_docs_free(&rd);
        return EXIT_USAGE;
    }
    char out[sizeof rd.root + 256];
    if (a.out_dir)
        snprintf(out, sizeof out, "%s", a.out_dir);
    else if (a.shard_n > 1)
        snprintf(out, sizeof out, "%s/reports/play/%s-s%llu-k%d-of-%d", rd.root, a.doc, a.seed,
                 a.shard_k, a.shard_n);
    else
        snprintf(out, sizeof out, "%s/reports/play/%s-s%llu", rd.root, a.doc, a.seed);
    char summary_file[sizeof out + 32];
    snprintf(summary_file, sizeof summary_file, "%s/summary.json", out);
    json_t *summary;
    if (a.merge) {
        summary = merge_summaries(env, &a, &pool);
        if (summary && !a.out_dir)   /* the campaign's seed, which --seed need not repeat */
            snprintf(out, sizeof out, "%s/reports/play/%s-s%llu", rd.root, a.doc,
                     (unsigned long long)json_integer_value(json_object_get(summary, "seed")));
        snprintf(summary_file, sizeof summary_file, "%s/summary.json", out);
        if (summary && (play_make_dirs(out, &env->dg) != 0 ||
                        play_write_json(summary_file, summary, &env->dg) != 0)) {
            json_decref(summary);
            summary = NULL;
        }
    } else if (a.jobs > 1) {
        summary = play_jobs(env, &a, g, &rd, &pool, out);
        if (summary && play_write_json(summary_file, summary, &env->dg) != 0) {
            json_decref(summary);
            summary = NULL;
        }
    } else {
        summary = play_job(env, &a, g, &rd, &pool, out, 1, summary_file);
    }
    if (summary) {
        print_summary(summary);
        printf("summary: %s\n", summary_file);
        rc = json_array_size(json_object_get(summary, "findings")) ? EXIT_FINDINGS : EXIT_OK;
    } else {
        rc = EXIT_USAGE;
    }
    json_decref(summary);
    setup_pool_free(&pool);
    cli_run_docs_free(&rd);
    return rc;
}
