/* cli_cases.c — `oracle cases DOC ID`: the cases that count for one clause in a run (default the
 * latest), each with its status, how it stands on the clause (failed it, held in it), the state
 * of its pins and its description; `oracle show` prints the same list under the clause. */
#include "cli.h"
#include "run_docs.h"

#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

static const char usage[] = "usage: oracle cases DOC ID [--run RUN] [--json]\n";

static const char help[] =
    "The cases that count for one clause in a run, with their verdicts: each case's status, whether\n"
    "it failed the clause or held in it (its checks of the clause passed, others failed), the\n"
    "state of its pins and its title (the case's one-line description); then the cases written\n"
    "for the clause's older text (suspect pins), which do not count until reviewed.\n\n"
    "  --run RUN   a run directory, its results.json, or a run name under reports/ (default latest)\n"
    "  --json      {\"doc\", \"id\", \"run\", \"status\", \"cases\": [{\"id\", \"status\", \"verdict\",\n"
    "              \"pins\", \"title\", \"file\"}], \"stale_cases\": [...]}; verdict is passed,\n"
    "              failed (the case failed this clause), held, stale, or \"\" (skipped, ...)\n\n"
    "A run filtered to some cases lists only those. Exit status: 0; 2 when the run cannot be read\n"
    "or has no such clause.\n";

static const json_t *find_clause(const json_t *results, const char *slug, const char *id)
{
    size_t i;
    const json_t *c;
    json_array_foreach(json_object_get(results, "clauses"), i, c) {
        if (strcmp(json_string_value(json_object_get(c, "id")), id) == 0
            && strcmp(json_string_value(json_object_get(c, "doc")), slug) == 0)
            return c;
    }
    return NULL;
}

static const json_t *find_case(const json_t *results, const char *id)
{
    size_t i;
    const json_t *k;
    json_array_foreach(json_object_get(results, "cases"), i, k) {
        if (strcmp(json_string_value(json_object_get(k, "id")), id) == 0)
            return k;
    }
    return NULL;
}

static bool holds(const json_t *list, const char *id)
{
    size_t i;
    const json_t *v;
    json_array_foreach(list, i, v) {
        if (json_is_string(v) && strcmp(json_string_value(v), id) == 0)
            return true;
    }
    return false;
}

static const char *member(const json_t *o, const char *key)
{
    const char *s = json_string_value(json_object_get(o, key));
    return s ? s : "";
}

/* One entry per case id of `ids`: what `cases --json` lists. */
static json_t *case_entries(const json_t *results, const json_t *cl, const char *list)
{
    json_t *out = json_array();
    size_t i;
    const json_t *v;
    json_array_foreach(json_object_get(cl, list), i, v) {
        const char *id = json_string_value(v);
        const json_t *k = id ? find_case(results, id) : NULL;
        const char *status = k ? member(k, "status") : "";
        const char *verdict = holds(json_object_get(cl, "failing_cases"), id) ? "failed"
                              : holds(json_object_get(cl, "held_cases"), id) ? "held"
                              : strcmp(list, "stale_cases") == 0 ? "stale"
                              : strcmp(status, "pass") == 0 || strcmp(status, "xpass") == 0 ? "passed"
                              : "";
        json_array_append_new(out, json_pack("{s:s, s:s, s:s, s:s, s:s, s:s}", "id", id ? id : "",
                                             "status", k ? member(k, "status") : "missing",
                                             "verdict", verdict, "pins", k ? member(k, "pins") : "",
                                             "title", k ? member(k, "title") : "",
                                             "file", k ? member(k, "file") : ""));
    }
    return out;
}

/* The clause's cases in a run as JSON (new), or NULL when the run has no such clause. */
static json_t *clause_cases(const json_t *results, const char *slug, const char *id)
{
    const json_t *c = find_clause(results, slug, id);
    if (!c)
        return NULL;
    return json_pack("{s:s, s:s, s:s, s:s, s:o, s:o}", "doc", slug, "id", id, "run",
                     member(json_object_get(results, "run"), "name"), "status", member(c, "status"),
                     "cases", case_entries(results, c, "cases"), "stale_cases",
                     case_entries(results, c, "stale_cases"));
}

static void print_entries(const json_t *list, const char *indent)
{
    size_t i;
    const json_t *e;
    json_array_foreach(list, i, e) {
        const char *verdict = member(e, "verdict"), *pins = member(e, "pins");
        printf("%s%-7s %-7s %-10s %s  %s\n", indent, member(e, "status"),
               strcmp(verdict, "passed") == 0 ? "" : verdict, strcmp(pins, "fresh") == 0 ? "" : pins,
               member(e, "id"), member(e, "title"));
    }
}

static void print_cases(const json_t *o, const char *where, const char *indent)
{
    size_t n = json_array_size(json_object_get(o, "cases"));
    size_t stale = json_array_size(json_object_get(o, "stale_cases"));
    printf("%s%s %s is %s in run %s (%s): %zu case%s\n", indent, member(o, "doc"), member(o, "id"),
           member(o, "status"), member(o, "run"), where, n, n == 1 ? "" : "s");
    char deeper[32];
    snprintf(deeper, sizeof deeper, "%s  ", indent);
    print_entries(json_object_get(o, "cases"), deeper);
    if (stale) {
        printf("%swritten for the clause's older text (suspect pins, not counted): %zu\n", indent, stale);
        print_entries(json_object_get(o, "stale_cases"), deeper);
    }
}

void cli_cases_under_show(cli_env *env, const char *slug, const char *id)
{
    char path[4200];
    struct stat st;
    snprintf(path, sizeof path, "%s/../reports/latest/results.json", env->rules_dir);
    if (stat(path, &st) != 0) {
        printf("  cases:   no run yet (oracle run; then oracle cases %s %s)\n", slug, id);
        return;
    }
    json_t *results = cli_results_read(env, path);
    json_t *o = results ? clause_cases(results, slug, id) : NULL;
    if (o)
        print_cases(o, "reports/latest", "  ");
    else if (results)
        printf("  cases:   the latest run has no clause %s %s\n", slug, id);
    json_decref(o);
    json_decref(results);
}

int cli_cases(cli_env *env, int argc, char **argv)
{
    if (cli_wants_help(argc, argv)) {
        printf("%s\n%s", usage, help);
        return EXIT_OK;
    }
    const char *slug = NULL, *id = NULL, *run = "latest";
    bool json = false;
    for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], "--json") == 0)
            json = true;
        else if (strcmp(argv[i], "--run") == 0 && i + 1 < argc)
            run = argv[++i];
        else if (argv[i][0] == '-' && argv[i][1])
            return cli_usage_error("cases", usage, "unknown option or missing value: %s", argv[i]);
        else if (!slug)
            slug = argv[i];
        else if (!id)
            id = argv[i];
        else
            return cli_usage_error("cases", usage, "unexpected argument %s", argv[i]);
    }
    if (!slug || !id)
        return cli_usage_error("cases", usage, "expected a document and a clause id");
    json_t *results = cli_results_read(env, run);
    if (!results)
        return EXIT_USAGE;
    json_t *o = clause_cases(results, slug, id);
    int rc = EXIT_OK;
    if (!o) {
        fprintf(stderr, "oracle cases: run %s has no clause %s %s (see `oracle clauses %s`)\n",
                member(json_object_get(results, "run"), "name"), slug, id, slug);
        rc = EXIT_USAGE;
    } else if (json) {
        char *text = json_dumps(o, JSON_INDENT(2) | JSON_PRESERVE_ORDER);
        printf("%s\n", text);
        free(text);
    } else {
        print_cases(o, run, "");
    }
    json_decref(o);
    json_decref(results);
    return rc;
}
