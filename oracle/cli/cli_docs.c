/* cli_docs.c — `oracle docs` (the documents and their counts) and `oracle check-rules` (every
 * document file against the sha256 its manifest entry records). */
#include "cli.h"
#include "util/fileio.h"
#include "util/sha256.h"

#include <jansson.h>
#include <stdlib.h>
#include <string.h>

static const char DOCS_USAGE[] = "oracle docs [--json]";
static const char CHECK_USAGE[] = "oracle check-rules";

typedef struct doc_counts {
    size_t clauses, numbered, headings, refs, dangling;
    size_t by_kind[CK__COUNT];
} doc_counts;

static void count(const cidx *x, doc_counts *n)
{
    memset(n, 0, sizeof *n);
    n->clauses = x->nclauses;
    for (size_t i = 0; i < x->nclauses; i++) {
        n->numbered += x->clause[i].numbered;
        n->by_kind[x->clause[i].kind]++;
    }
    n->headings = n->by_kind[CK_HEADING];
    n->refs = x->nrefs;
    for (size_t r = 0; r < x->nrefs; r++)
        n->dangling += x->ref[r].resolved < 0;
}

int cli_docs(cli_env *env, int argc, char **argv)
{
    if (cli_wants_help(argc, argv)) {
        printf("usage: %s\n\n"
               "List the documents in rules/manifest.json with their current version, numbering\n"
               "scheme, file, and the counts of their clause index: clauses, clauses whose number is\n"
               "printed, clauses of each kind, references and dangling references.\n",
               DOCS_USAGE);
        return EXIT_OK;
    }
    bool json = false;
    for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], "--json") == 0)
            json = true;
        else
            return cli_usage_error("docs", DOCS_USAGE, "unexpected argument %s", argv[i]);
    }
    int rc = cli_manifest(env);
    if (rc)
        return rc;
    json_t *arr = json ? json_array() : NULL;
    if (!json)
        printf("%-16s %-9s %-6s %7s %8s %8s %6s %8s  %s\n", "document", "version", "scheme", "clauses",
               "numbered", "headings", "refs", "dangling", "file");
    for (size_t i = 0; i < env->m.ndocs; i++) {
        const mfst_doc *md = &env->m.docs[i];
        doc d;
        if (doc_open(&d, &env->m, md->slug, NULL, &env->dg) != 0) {
            rc = EXIT_USAGE;
            continue;
        }
        doc_counts n;
        count(&d.index, &n);
        if (json) {
            json_t *o = json_object(), *kinds = json_object();
            json_object_set_new(o, "slug", json_string(md->slug));
            json_object_set_new(o, "title", json_string(md->title));
            json_object_set_new(o, "version", json_string(d.ver->label));
            json_object_set_new(o, "scheme", json_string(md->scheme));
            json_object_set_new(o, "file", json_string(d.src.path));
            json_object_set_new(o, "sha256", json_string(d.sha256));
            json_object_set_new(o, "lines", json_integer((json_int_t)d.src.nlines));
            json_object_set_new(o, "clauses", json_integer((json_int_t)n.clauses));
            json_object_set_new(o, "numbered", json_integer((json_int_t)n.numbered));
            for (int k = 0; k < CK__COUNT; k++)
                json_object_set_new(kinds, clause_kind_name((clause_kind)k), json_integer((json_int_t)n.by_kind[k]));
            json_object_set_new(o, "kinds", kinds);
            json_object_set_new(o, "refs", json_integer((json_int_t)n.refs));
            json_object_set_new(o, "dangling_refs", json_integer((json_int_t)n.dangling));
            json_array_append_new(arr, o);
        } else {
            printf("%-16s %-9s %-6s %7zu %8zu %8zu %6zu %8zu  %s\n", md->slug, d.ver->label, md->scheme,
                   n.clauses, n.numbered, n.headings, n.refs, n.dangling, d.src.path);
        }
        doc_close(&d);
    }
    if (json) {
        json_dumpf(arr, stdout, JSON_INDENT(2) | JSON_PRESERVE_ORDER);
        fputc('\n', stdout);
        json_decref(arr);
    }
    return rc;
}

int cli_check_rules(cli_env *env, int argc, char **argv)
{
    if (cli_wants_help(argc, argv)) {
        printf("usage: %s\n\n"
               "Check every version of every document listed in rules/manifest.json: the file exists\n"
               "and its sha256 is the one recorded. Exit 0 when all match, 1 on a mismatch, 2 when the\n"
               "manifest or a file cannot be read.\n",
               CHECK_USAGE);
        return EXIT_OK;
    }
    if (argc > 1)
        return cli_usage_error("check-rules", CHECK_USAGE, "unexpected argument %s", argv[1]);
    int rc = cli_manifest(env);
    if (rc)
        return rc;
    size_t ok = 0, bad = 0, unreadable = 0;
    for (size_t i = 0; i < env->m.ndocs; i++) {
        const mfst_doc *md = &env->m.docs[i];
        for (size_t v = 0; v < md->nversions; v++) {
            char path[4096];
            snprintf(path, sizeof path, "%s/%s", env->m.dir, md->versions[v].file);
            /* the bytes as they are: a byte that breaks UTF-8 is a mismatch, not unreadable */
            char *bytes;
            size_t size;
            if (file_read_all(path, &bytes, &size, &env->dg) != 0) {
                unreadable++;
                continue;
            }
            char hex[65];
            sha256_hex(bytes, size, hex);
            free(bytes);
            if (strcmp(hex, md->versions[v].sha256) == 0) {
                ok++;
            } else {
                bad++;
                fprintf(stderr, "%s: error: sha256 %s differs from the manifest's %s (%s %s)\n", path,
                        hex, md->versions[v].sha256, md->slug, md->versions[v].label);
            }
        }
    }
    printf("check-rules: %zu document file(s) match their manifest sha256, %zu differ, %zu unreadable\n",
           ok, bad, unreadable);
    return unreadable ? EXIT_USAGE : bad ? EXIT_FINDINGS : EXIT_OK;
}
