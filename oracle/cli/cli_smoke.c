/* cli_smoke.c — `oracle smoke --engine CMD ARGS...`: the first check of a new adapter. It starts
 * the adapter (the start handshake checked by the protocol's rules), then for each document the
 * adapter claims sends one small case (the smallest case file of the document that does not
 * expect its input refused) and checks the answer against the protocol's response and
 * observation schemas; every problem is said in plain words with where docs/protocol.md
 * explains it. A verdict that fails is reported but is not a protocol problem. */
#include "play_one.h"
#include "oracle/suite/caseset.h"
#include "util/fatal.h"

#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

static const char usage[] = "usage: oracle smoke [--cases DIR] [--timeout SECONDS] --engine CMD [ARGS...]\n";

static const char help[] =
    "The handshake check of a new adapter (docs/protocol.md): starts it, checks its start\n"
    "response, sends one small case of each document it claims (the smallest case file that does\n"
    "not expect its input refused), checks each answer against the protocol's schemas and says\n"
    "in plain words what is wrong and where docs/protocol.md explains it. A case the adapter\n"
    "declines (skipped) or plays with a verdict that fails is reported, not counted as a\n"
    "protocol problem: run `oracle run --engine ...` for the verdicts.\n\n"
    "  --cases DIR        the cases directory (default: cases/ beside rules/)\n"
    "  --timeout SECONDS  time limit of the start and of each case (default 10)\n\n"
    "Exit status: 0 when the adapter speaks the protocol; 1 when a problem was found; 2 for bad\n"
    "usage.\n";

typedef struct sized {
    const case_file *f;
    long long size;
} sized;

static int by_size(const void *a, const void *b)
{
    const sized *x = a, *y = b;
    if (x->size != y->size)
        return (x->size > y->size) - (x->size < y->size);
    return strcmp(x->f->id, y->f->id);
}

/* The smallest case of the document that loads and does not expect its input refused: 0 with
 * p loaded, or -1 when there is none. */
static int smallest_case(cli_env *env, const caseset *all, const run_doc *rd, play_one *p)
{
    size_t n = 0, len = strlen(rd->slug);
    sized *v = xcalloc(all->n ? all->n : 1, sizeof *v);
    for (size_t i = 0; i < all->n; i++) {
        struct stat st;
        if (strncmp(all->v[i].id, rd->slug, len) == 0 && all->v[i].id[len] == '/'
            && stat(all->v[i].path, &st) == 0)
            v[n++] = (sized){&all->v[i], (long long)st.st_size};
    }
    qsort(v, n, sizeof *v, by_size);
    int rc = -1;
    diag quiet;
    diag_init(&quiet, NULL);
    for (size_t i = 0; i < n && rc != 0; i++) {
        cli_env q = *env;
        q.dg = quiet;
        if (play_one_load(&q, p, rd, v[i].f->path, v[i].f->rel) != 0)
            continue;
        if (json_object_get(p->c.expect, "invalid")) {
            play_one_free(p);
            continue;
        }
        rc = 0;
    }
    free(v);
    return rc;
}

/* What an outcome says in plain words; returns true when it is a protocol problem. */
static bool explain(const play_one *p, const char *slug, double timeout)
{
    const drv_outcome *o = &p->out;
    const char *msg = o->message ? o->message : "(no message)";
    bool garbled = json_array_size(o->incidents) > 0;
    switch (o->status) {
    case DRV_RESULT:
        if (json_object_get(o->observation, "error"))
            printf("  ok: a valid answer, but the adapter could not run the case: %s\n",
                   json_string_value(json_object_get(o->observation, "error")));
        else
            printf("  ok: a valid observation (%zu events); verdict: %s\n",
                   json_array_size(json_object_get(o->observation, "events")), p->verdict);
        if (!json_object_get(o->observation, "trace"))
            printf("  note: no \"trace\" (optional): the report cannot say which clauses it applied\n");
        return false;
    case DRV_SKIPPED:
        printf("  ok: the adapter declined the case (\"skipped\"): %s\n", msg);
        return false;
    case DRV_ERRORED:
        if (garbled) {
            printf("  PROBLEM: its answer is not a valid response: %s\n"
                   "  Each answer is one line of JSON, {\"seq\": N, \"status\": \"result\", "
                   "\"observation\": {...}} (or \"skipped\" with a reason, \"errored\" with a "
                   "message), with nothing else on stdout (docs/protocol.md, \"Session\" and "
                   "\"The observation\").\n", msg);
            return true;
        }
        printf("  PROBLEM: the adapter answered \"errored\" on the smallest case of %s: %s\n", slug, msg);
        return true;
    case DRV_TIMEOUT:
        printf("  PROBLEM: no answer within %g s. Does the adapter write one line per request and "
               "flush stdout after it? (docs/protocol.md, \"Writing an adapter\")\n", timeout);
        return true;
    case DRV_CRASH:
        printf("  PROBLEM: the adapter exited while playing the case: %s\n", msg);
        return true;
    }
    return true;
}

int cli_smoke(cli_env *env, int argc, char **argv)
{
    if (cli_wants_help(argc, argv)) {
        printf("%s\n%s", usage, help);
        return EXIT_OK;
    }
    const char *cases_dir = NULL;
    char **engine = NULL;
    drv_adapter_opts opts = {.timeout_s = 10, .max_response = 64u << 20, .max_restarts = 0, .window = 1};
    for (int i = 1; i < argc && !engine; i++) {
        const char *o = argv[i], *v = i + 1 < argc ? argv[i + 1] : NULL;
        if (!v)
            return cli_usage_error("smoke", usage, "missing value of %s", o);
        if (strcmp(o, "--engine") == 0) {
            engine = argv + i + 1;
        } else if (strcmp(o, "--cases") == 0) {
            cases_dir = argv[++i];
        } else if (strcmp(o, "--timeout") == 0) {
            char *end;
            opts.timeout_s = strtod(argv[++i], &end);
            if (*end || opts.timeout_s <= 0)
                return cli_usage_error("smoke", usage, "--timeout is a positive number of seconds");
        } else {
            return cli_usage_error("smoke", usage, "unknown option %s", o);
        }
    }
    if (!engine)
        return cli_usage_error("smoke", usage, "--engine CMD: the adapter to check");
    run_docs rd;
    int rc = cli_run_docs_open(env, &rd, NULL, 0, cases_dir);
    caseset all = {0};
    if (!rc && caseset_discover(&all, rd.cases_dir, &env->dg) != 0)
        rc = EXIT_USAGE;
    driver *drv = NULL;
    if (!rc) {
        printf("starting %s\n", engine[0]);
        fflush(stdout);
        drv = drv_adapter(engine, &opts, &env->dg);
        if (!drv) {
            printf("PROBLEM: the start handshake failed (above). The adapter reads "
                   "{\"protocol\": 1, \"cmd\": \"start\"} and answers one line {\"protocol\": 1, "
                   "\"ok\": true, \"engine\": {\"name\": ..., \"version\": ...}, \"docs\": [...]}; "
                   "docs/protocol.md, \"Session\".\nsmoke: 1 problem\n");
            rc = EXIT_FINDINGS;
        }
    }
    size_t problems = 0, claimed = 0;
    for (size_t d = 0; !rc && d < rd.n; d++) {
        if (!drv->implements(drv, rd.v[d].slug))
            continue;
        if (claimed++ == 0)
            printf("ok: started: %s %s\n", drv->name, drv->version);
        play_one p;
        if (smallest_case(env, &all, &rd.v[d], &p) != 0) {
            printf("%s: no case to send (no case file of it loads)\n", rd.v[d].slug);
            continue;
        }
        printf("%s: sending %s\n", rd.v[d].slug, p.c.id);
        fflush(stdout);
        play_one_run(&p, drv);
        problems += explain(&p, rd.v[d].slug, opts.timeout_s);
        play_one_free(&p);
    }
    if (!rc) {
        if (claimed == 0) {
            printf("PROBLEM: the adapter claims none of the documents (%zu in the manifest); its "
                   "start response's \"docs\" lists the slugs it implements (oracle docs lists "
                   "them).\n", rd.n);
            problems++;
        }
        printf("smoke: %zu document%s claimed, %zu problem%s\n", claimed, claimed == 1 ? "" : "s",
               problems, problems == 1 ? "" : "s");
        rc = problems ? EXIT_FINDINGS : EXIT_OK;
    }
    if (drv)
        drv->close(drv);
    caseset_free(&all);
    cli_run_docs_free(&rd);
    return rc;
}
