/* cli_compare.c — `oracle compare RUN_A RUN_B`: what newly fails, what newly passes, which
 * cases appeared or disappeared between two runs; then the clauses: newly failing (a case's
 * divergence now fails it), newly passing, or otherwise changed (failing to held, …). */
#include "run_docs.h"

#include <string.h>

static const char usage[] = "usage: oracle compare RUN_A RUN_B\n";

static bool passes(const char *s)
{
    return s && (strcmp(s, "pass") == 0 || strcmp(s, "xfail") == 0);
}

static json_t *by_id(const json_t *results)
{
    json_t *m = json_object();
    size_t i;
    json_t *c;
    json_array_foreach(json_object_get(results, "cases"), i, c)
        json_object_set(m, json_string_value(json_object_get(c, "id")), c);
    return m;
}

static const char *status_of(const json_t *m, const char *id)
{
    return json_string_value(json_object_get(json_object_get(m, id), "status"));
}

/* {"DOC ID": status} of a run's clauses. */
static json_t *clause_statuses(const json_t *results)
{
    json_t *m = json_object();
    size_t i;
    json_t *c;
    json_array_foreach(json_object_get(results, "clauses"), i, c) {
        char key[600];
        snprintf(key, sizeof key, "%s %s", json_string_value(json_object_get(c, "doc")),
                 json_string_value(json_object_get(c, "id")));
        json_object_set(m, key, json_object_get(c, "status"));
    }
    return m;
}

/* The clauses whose status changed between the runs; the number newly failing. */
static size_t compare_clauses(const json_t *a, const json_t *b)
{
    json_t *ca = clause_statuses(a), *cb = clause_statuses(b);
    size_t failing = 0, passing = 0, changed = 0;
    const char *key;
    json_t *v;
    json_object_foreach(cb, key, v) {
        const char *sa = json_string_value(json_object_get(ca, key)), *sb = json_string_value(v);
        if (!sa || !sb || strcmp(sa, sb) == 0)
            continue;
        if (strcmp(sb, "failing") == 0) {
            printf("clause newly failing  %s (%s -> %s)\n", key, sa, sb);
            failing++;
        } else if (strcmp(sb, "passing") == 0) {
            printf("clause newly passing  %s (%s -> %s)\n", key, sa, sb);
            passing++;
        } else {
            printf("clause changed        %s (%s -> %s)\n", key, sa, sb);
            changed++;
        }
    }
    printf("clauses: %zu newly failing, %zu newly passing, %zu changed\n", failing, passing,
           changed);
    json_decref(ca);
    json_decref(cb);
    return failing;
}

int cli_compare(cli_env *env, int argc, char **argv)
{
    if (cli_wants_help(argc, argv)) {
        printf("%s\nCompare two runs (results.json files, run directories or run names under\n"
               "reports/): cases that newly fail, newly pass, changed status otherwise, appeared or\n"
               "disappeared; then clauses that newly fail (a divergence of some case now fails\n"
               "them), newly pass, or changed status otherwise (failing -> held: its checks now\n"
               "hold in cases that fail on other clauses). A run that lists a case twice is\n"
               "refused. Exit status: 1 when a case or a clause newly fails, 0 otherwise, 2 for bad\n"
               "usage or input.\n",
               usage);
        return EXIT_OK;
    }
    if (argc != 3)
        return cli_usage_error("compare", usage, "name two runs");
    json_t *a = cli_results_read(env, argv[1]);
    json_t *b = a ? cli_results_read(env, argv[2]) : NULL;
    if (!b) {
        json_decref(a);
        return EXIT_USAGE;
    }
    json_t *ma = by_id(a), *mb = by_id(b);
    size_t newly_failing = 0, newly_passing = 0, changed = 0, added = 0, removed = 0;
    const char *id;
    json_t *c;
    json_object_foreach(mb, id, c) {
        const char *sa = status_of(ma, id), *sb = status_of(mb, id);
        if (!sa) {
            printf("added          %s (%s)\n", id, sb);
            added++;
        } else if (passes(sa) && !passes(sb)) {
            printf("newly failing  %s (%s -> %s)\n", id, sa, sb);
            newly_failing++;
        } else if (!passes(sa) && passes(sb)) {
            printf("newly passing  %s (%s -> %s)\n", id, sa, sb);
            newly_passing++;
        } else if (strcmp(sa, sb) != 0) {
            printf("changed        %s (%s -> %s)\n", id, sa, sb);
            changed++;
        }
    }
    json_object_foreach(ma, id, c)
        if (!json_object_get(mb, id)) {
            printf("removed        %s (%s)\n", id, status_of(ma, id));
            removed++;
        }
    printf("compare: %zu newly failing, %zu newly passing, %zu changed, %zu added, %zu removed\n",
           newly_failing, newly_passing, changed, added, removed);
    size_t clauses_failing = compare_clauses(a, b);
    json_decref(ma);
    json_decref(mb);
    json_decref(a);
    json_decref(b);
    return newly_failing || clauses_failing ? EXIT_FINDINGS : EXIT_OK;
}
