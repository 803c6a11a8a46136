/* cli_merge.c — `oracle merge`: join the results of shards (or of runs over different cases)
 * of one implementation, judged against the same document texts, into one run: the case entries
 * side by side, the clause statuses computed again from them. */
#include "run_docs.h"
#include "oracle/suite/results.h"
#include "util/fatal.h"

#include <limits.h>
#include <stdlib.h>
#include <string.h>

static const char usage[] =
    "usage: oracle merge [--out DIR] [--allow-stale] --name NAME RESULTS...\n";

static int by_id(const void *a, const void *b)
{
    return strcmp(json_string_value(json_object_get(*(json_t *const *)a, "id")),
                  json_string_value(json_object_get(*(json_t *const *)b, "id")));
}

/* A run's implementation: its engine's name and version ("?" when results.json has none). */
static const char *engine_field(const json_t *run, const char *key)
{
    const char *v = json_string_value(json_object_get(json_object_get(run, "engine"), key));
    return v ? v : "?";
}

/* The shards of one implementation only: the same engine name and version. */
static bool same_engine(const json_t *run0, const json_t *run, const char *first, const char *input,
                        diag *dg)
{
    if (strcmp(engine_field(run0, "name"), engine_field(run, "name")) == 0
        && strcmp(engine_field(run0, "version"), engine_field(run, "version")) == 0)
        return true;
    diag_error(dg, input, 0, 0, "run by %s %s, and %s by %s %s: merge joins the shards of one "
               "implementation only", engine_field(run, "name"), engine_field(run, "version"), first,
               engine_field(run0, "name"), engine_field(run0, "version"));
    return false;
}

/* Each document judged against one text: `docs` maps a slug to the sha256 and input that listed
 * it first. */
static bool same_text(json_t *docs, const json_t *d, const char *input, diag *dg)
{
    const char *slug = json_string_value(json_object_get(d, "doc"));
    const char *sha = json_string_value(json_object_get(d, "sha256"));
    sha = sha ? sha : "?";
    const json_t *seen = json_object_get(docs, slug);
    if (!seen) {
        json_object_set_new(docs, slug, json_pack("{s:s, s:s}", "sha256", sha, "input", input));
        return true;
    }
    const char *sha0 = json_string_value(json_object_get(seen, "sha256"));
    if (strcmp(sha0, sha) == 0)
        return true;
    diag_error(dg, input, 0, 0, "judged against %s with sha256 %.12s…, and %s against sha256 "
               "%.12s…: merge joins the shards judged against one text of each document", slug, sha,
               json_string_value(json_object_get(seen, "input")), sha0);
    return false;
}

int cli_merge(cli_env *env, int argc, char **argv)
{
    if (cli_wants_help(argc, argv)) {
        printf("%s\nJoin results.json files (files, run directories or run names under reports/)\n"
               "into the run NAME: the cases of all of them (a case id may appear once), the\n"
               "clause statuses recomputed, every report file written again. The inputs are\n"
               "shards of one implementation (the same engine name and version) judged against\n"
               "the same text of each document (its sha256); anything else is refused. A run\n"
               "NAME written before is replaced whole.\n"
               "  --allow-stale  stale clauses do not make the exit status 1 (as oracle run)\n"
               "Exit status: 0 when no merged case failed and no clause is stale (or\n"
               "--allow-stale), 1 otherwise, 2 for bad usage or input.\n",
               usage);
        return EXIT_OK;
    }
    const char *out = NULL, *name = NULL;
    bool allow_stale = false;
    int first = 1;
    for (; first < argc && argv[first][0] == '-'; first++) {
        if (strcmp(argv[first], "--allow-stale") == 0)
            allow_stale = true;
        else if (first + 1 < argc && strcmp(argv[first], "--out") == 0)
            out = argv[++first];
        else if (first + 1 < argc && strcmp(argv[first], "--name") == 0)
            name = argv[++first];
        else
            return cli_usage_error("merge", usage, "unknown option %s", argv[first]);
    }
    if (!name || first >= argc)
        return cli_usage_error("merge", usage, "name the merged run and at least one results file");
    const char *why = run_name_problem(name);
    if (why)
        return cli_usage_error("merge", usage, "--name \"%s\": %s", name, why);
    json_t *cases = json_array(), *seen = json_object(), *docs = json_object(), *run0 = NULL;
    int rc = 0;
    for (int i = first; i < argc && !rc; i++) {
        json_t *r = cli_results_read(env, argv[i]);
        if (!r) {
            rc = EXIT_USAGE;
            break;
        }
        if (!run0)
            run0 = json_deep_copy(json_object_get(r, "run"));
        else if (!same_engine(run0, json_object_get(r, "run"), argv[first], argv[i], &env->dg))
            rc = EXIT_USAGE;
        size_t k;
        json_t *c;
        json_array_foreach(json_object_get(r, "documents"), k, c)
            if (!rc && !same_text(docs, c, argv[i], &env->dg))
                rc = EXIT_USAGE;
        json_array_foreach(json_object_get(r, "cases"), k, c) {
            if (rc)
                break;
            const char *id = json_string_value(json_object_get(c, "id"));
            if (json_object_get(seen, id)) {
                fprintf(stderr, "oracle merge: case %s appears in more than one input (%s)\n", id, argv[i]);
                rc = EXIT_USAGE;
                break;
            }
            json_object_set_new(seen, id, json_true());
            json_array_append(cases, c);
        }
        json_decref(r);
    }
    run_docs rd = {0};
    const char *slugs[64];
    size_t n = 0;
    const char *key;
    json_t *v;
    json_object_foreach(docs, key, v)
        if (n < 64)
            slugs[n++] = key;
    if (!rc)
        rc = cli_run_docs_open(env, &rd, slugs, n, NULL);
    run_dir dir;
    char base[PATH_MAX];
    if (!rc) {
        cli_reports_dir(&rd, out, base, sizeof base);
        if (run_dir_open(&dir, base, name, true, &env->dg) != 0)
            rc = EXIT_USAGE;
    }
    if (!rc) {
        const json_t *engine = json_object_get(run0, "engine");
        cli_run_docs_marks(&rd, json_string_value(json_object_get(engine, "name")),
                           json_string_value(json_object_get(engine, "version")));
        size_t nc = json_array_size(cases);
        json_t **sorted = xmalloc((nc ? nc : 1) * sizeof *sorted);
        for (size_t i = 0; i < nc; i++)
            sorted[i] = json_incref(json_array_get(cases, i));
        qsort(sorted, nc, sizeof *sorted, by_id);
        json_t *merged = json_array();
        bool failed = false;
        for (size_t i = 0; i < nc; i++) {
            failed |= runner_status_is_failure(json_string_value(json_object_get(sorted[i], "status")));
            json_array_append_new(merged, sorted[i]);
        }
        free(sorted);
        json_object_set_new(run0, "name", json_string(name));
        json_object_set_new(run0, "shard", json_string("merged"));
        json_t *results = results_build(run0, rd.v, rd.n, merged);
        run0 = NULL;
        rc = cli_run_report(env, results, &dir);
        failed |= !allow_stale && results_clauses_with_status(results, "stale") > 0;
        json_decref(results);
        if (!rc && failed)
            rc = EXIT_FINDINGS;
    }
    json_decref(run0);
    json_decref(cases);
    json_decref(seen);
    json_decref(docs);
    cli_run_docs_free(&rd);
    return rc;
}
