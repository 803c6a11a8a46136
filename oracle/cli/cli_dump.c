/* cli_dump.c — `oracle run --dump CASE-ID`: one case through an implementation, for debugging
 * an adapter: the request as the protocol sends it, what came back (the observation in full,
 * or the status and message), the clauses the implementation says it applied, and the verdict. */
#include "play_one.h"
#include "util/fatal.h"

#include <stdlib.h>
#include <string.h>

static const char usage[] =
    "usage: oracle run --dump CASE-ID [--cases DIR] [--timeout SECONDS] [--engine CMD [ARGS...]]\n";

static void print_json(const json_t *v, size_t flags)
{
    char *text = json_dumps(v, flags | JSON_PRESERVE_ORDER | JSON_ENCODE_ANY);
    printf("%s\n", text ? text : "null");
    free(text);
}

static void print_outcome(const play_one *p, const driver *drv)
{
    static const char *const names[] = {[DRV_RESULT] = "result", [DRV_SKIPPED] = "skipped",
                                        [DRV_ERRORED] = "errored", [DRV_TIMEOUT] = "timeout",
                                        [DRV_CRASH] = "crash"};
    const drv_outcome *o = &p->out;
    printf("== response from %s %s: %s (%.2f ms)\n", drv->name, drv->version, names[o->status], o->ms);
    if (o->status == DRV_RESULT)
        print_json(o->observation, JSON_INDENT(2));
    else
        printf("%s\n", o->message ? o->message : "(no message)");
    if (json_array_size(o->incidents)) {
        printf("== what happened to the adapter\n");
        size_t i;
        const json_t *s;
        json_array_foreach(o->incidents, i, s)
            printf("%s\n", json_string_value(s));
    }
    if (o->status != DRV_RESULT)
        return;
    const json_t *trace = json_object_get(o->observation, "trace");
    printf("== trace: %s\n", json_is_array(trace) ? "the clauses it applied, in order"
                                                  : "none (the observation has no \"trace\")");
    size_t i;
    const json_t *id;
    json_array_foreach(trace, i, id)
        printf("%s%s", i ? " " : "", json_is_string(id) ? json_string_value(id) : "?");
    if (json_array_size(trace))
        printf("\n");
    printf("== verdict: %s\n", p->verdict ? p->verdict : "");
}

int cli_run_dump(cli_env *env, int argc, char **argv)
{
    const char *id = NULL, *cases_dir = NULL;
    char **engine = NULL;
    drv_adapter_opts opts = {.timeout_s = 10, .max_response = 64u << 20, .max_restarts = 0, .window = 1};
    for (int i = 1; i < argc; i++) {
        const char *o = argv[i], *v = i + 1 < argc ? argv[i + 1] : NULL;
        if (strcmp(o, "--engine") == 0 && v) {
            engine = argv + i + 1;
            break;
        }
        if (!v)
            return cli_usage_error("run", usage, "missing value of %s", o);
        i++;
        if (strcmp(o, "--dump") == 0) {
            id = v;
        } else if (strcmp(o, "--cases") == 0) {
            cases_dir = v;
        } else if (strcmp(o, "--timeout") == 0) {
            char *end;
            opts.timeout_s = strtod(v, &end);
            if (*end || opts.timeout_s <= 0)
                return cli_usage_error("run", usage, "--timeout is a positive number of seconds");
        } else {
            return cli_usage_error("run", usage, "with --dump, %s is not an option (--cases, "
                                   "--timeout and --engine are)", o);
        }
    }
    const char *slash = id ? strchr(id, '/') : NULL;
    if (!slash || slash == id)
        return cli_usage_error("run", usage, "--dump takes a case id DOC/…, such as "
                               "fusion-world/hand/sc01 (its file without .json), not \"%s\"",
                               id ? id : "");
    char slug[128];
    snprintf(slug, sizeof slug, "%.*s", (int)(slash - id), id);
    const char *slugs[1] = {slug};
    run_docs rd;
    int rc = cli_run_docs_open(env, &rd, slugs, 1, cases_dir);
    if (rc) {
        cli_run_docs_free(&rd);
        return rc;
    }
    size_t len = strlen(rd.cases_dir) + strlen(id) + 8, rlen = strlen(id) + 6;
    char *path = xmalloc(len), *rel = xmalloc(rlen);
    snprintf(path, len, "%s/%s.json", rd.cases_dir, id);
    snprintf(rel, rlen, "%s.json", id);
    play_one p;
    rc = play_one_load(env, &p, &rd.v[0], path, rel);
    driver *drv = NULL;
    if (!rc) {
        drv = engine ? drv_adapter(engine, &opts, &env->dg) : drv_inprocess();
        rc = drv ? 0 : EXIT_USAGE;
    }
    if (!rc) {
        json_t *msg = json_pack("{s:s, s:i, s:O}", "cmd", "run", "seq", 1, "case", p.request);
        printf("== request (%s, one line on the adapter's stdin%s)\n", path,
               engine ? "" : "; the reference engine in-process is given the same case");
        print_json(msg, JSON_COMPACT);
        json_decref(msg);
        fflush(stdout);
        if (!drv->implements(drv, p.c.doc)) {
            printf("== not sent: %s %s does not implement %s (its start response lists its docs)\n",
                   drv->name, drv->version, p.c.doc);
            rc = EXIT_FINDINGS;
        } else {
            play_one_run(&p, drv);
            print_outcome(&p, drv);
            rc = p.out.status == DRV_RESULT && p.pass ? EXIT_OK : EXIT_FINDINGS;
        }
    }
    if (drv)
        drv->close(drv);
    play_one_free(&p);
    free(path);
    free(rel);
    cli_run_docs_free(&rd);
    return rc;
}
