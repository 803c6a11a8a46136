/* cli_clauses.c — `oracle clauses DOC [--json]` (the index) and `oracle show DOC ID` (one
 * clause with its source lines, children, references and back-references). */
#include "cli.h"
#include "util/utf8.h"

#include <jansson.h>
#include <string.h>

static const char CLAUSES_USAGE[] = "oracle clauses DOC [--file PATH | --version LABEL] [--json]";
static const char SHOW_USAGE[] = "oracle show DOC ID [--file PATH | --version LABEL] [--json]";

/* Print at most `max` code points of s, with "…" when cut. */
static void print_prefix(FILE *out, const char *s, int max)
{
    size_t len = strlen(s), n = utf8_head(s, len, (size_t)max);
    fwrite(s, 1, n, out);
    if (n < len)
        fputs("…", out);
}

static json_t *ref_json(const clause_ref *r)
{
    json_t *o = json_object();
    json_object_set_new(o, "target", json_string(r->target));
    json_object_set_new(o, "printed", json_string(r->printed));
    json_object_set_new(o, "label", r->label ? json_string(r->label) : json_null());
    json_object_set_new(o, "line", json_integer(r->line));
    json_object_set_new(o, "col", json_integer(r->col));
    json_object_set_new(o, "resolved", json_boolean(r->resolved >= 0));
    return o;
}

static json_t *clause_json(const doc *d, const clause *c)
{
    const cidx *x = &d->index;
    json_t *o = json_object();
    json_object_set_new(o, "id", json_string(c->id));
    json_object_set_new(o, "parent", c->parent >= 0 ? json_string(x->clause[c->parent].id) : json_null());
    json_object_set_new(o, "depth", json_integer(c->depth));
    json_object_set_new(o, "kind", json_string(clause_kind_name(c->kind)));
    json_object_set_new(o, "numbered", json_boolean(c->numbered));
    json_object_set_new(o, "title", json_string(c->title));
    json_object_set_new(o, "text", json_string(c->text));
    json_object_set_new(o, "raw", json_string(c->raw));
    json_object_set_new(o, "file", json_string(d->src.path));
    json_object_set_new(o, "line_start", json_integer(c->line_start));
    json_object_set_new(o, "line_end", json_integer(c->line_end));
    json_object_set_new(o, "hash", json_string(c->hash));
    json_t *refs = json_array();
    for (uint32_t k = 0; k < c->ref_count; k++)
        json_array_append_new(refs, ref_json(&x->ref[c->ref_first + k]));
    json_object_set_new(o, "refs", refs);
    return o;
}

static int dump_json(json_t *j)
{
    int rc = json_dumpf(j, stdout, JSON_INDENT(2) | JSON_PRESERVE_ORDER);
    fputc('\n', stdout);
    json_decref(j);
    return rc == 0 ? EXIT_OK : EXIT_USAGE;
}

int cli_clauses(cli_env *env, int argc, char **argv)
{
    if (cli_wants_help(argc, argv)) {
        printf("usage: %s\n\n"
               "List every clause of DOC's current version in document order: id, kind, source lines,\n"
               "content hash, and the start of its title or text. --json prints an array of objects\n"
               "with id, parent, depth, kind, numbered, title, text, raw, file, line_start, line_end,\n"
               "hash and refs (target, printed, label, line, col, resolved).\n"
               "--file PATH parses that file with DOC's numbering scheme (an edited or new version);\n"
               "--version LABEL lists an older version of the manifest instead of the current one.\n",
               CLAUSES_USAGE);
        return EXIT_OK;
    }
    const char *slug = NULL, *file = NULL, *version = NULL;
    bool json = false;
    for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], "--json") == 0)
            json = true;
        else if (strcmp(argv[i], "--file") == 0 && i + 1 < argc)
            file = argv[++i];
        else if (strcmp(argv[i], "--version") == 0 && i + 1 < argc)
            version = argv[++i];
        else if (argv[i][0] == '-')
            return cli_usage_error("clauses", CLAUSES_USAGE, "unknown option %s", argv[i]);
        else if (!slug)
            slug = argv[i];
        else
            return cli_usage_error("clauses", CLAUSES_USAGE, "unexpected argument %s", argv[i]);
    }
    if (!slug)
        return cli_usage_error("clauses", CLAUSES_USAGE, "which document? (see `oracle docs`)");
    if (file && version)
        return cli_usage_error("clauses", CLAUSES_USAGE, "--file and --version exclude each other");
    doc d;
    int rc = cli_open_version(env, &d, slug, file, version);
    if (rc)
        return rc;
    const cidx *x = &d.index;
    if (json) {
        json_t *arr = json_array();
        for (size_t i = 0; i < x->nclauses; i++)
            json_array_append_new(arr, clause_json(&d, &x->clause[i]));
        rc = dump_json(arr);
    } else {
        for (size_t i = 0; i < x->nclauses; i++) {
            const clause *c = &x->clause[i];
            printf("%-24s %-8s %5ld-%-5ld %s  ", c->id, clause_kind_name(c->kind), c->line_start,
                   c->line_end, c->hash);
            print_prefix(stdout, *c->title ? c->title : c->text, 40);
            fputc('\n', stdout);
        }
    }
    doc_close(&d);
    return rc;
}

static void print_clause_line(const cidx *x, int32_t i, const char *indent)
{
    const clause *c = &x->clause[i];
    printf("%s%s  ", indent, c->id);
    print_prefix(stdout, *c->title ? c->title : c->text, 50);
    fputc('\n', stdout);
}

int cli_show(cli_env *env, int argc, char **argv)
{
    if (cli_wants_help(argc, argv)) {
        printf("usage: %s\n\n"
               "Show one clause of DOC's current version: its file:line span, kind, parent, hash,\n"
               "title, normalised text and the source lines as printed, its children, the clauses it\n"
               "references (marking dangling ones) and the clauses that reference it, then its cases\n"
               "in the latest run (oracle cases DOC ID).\n"
               "--file PATH parses that file with DOC's numbering scheme (an edited or new version);\n"
               "--version LABEL shows the clause in an older version of the manifest.\n",
               SHOW_USAGE);
        return EXIT_OK;
    }
    const char *slug = NULL, *id = NULL, *file = NULL, *version = NULL;
    bool json = false;
    for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], "--json") == 0)
            json = true;
        else if (strcmp(argv[i], "--file") == 0 && i + 1 < argc)
            file = argv[++i];
        else if (strcmp(argv[i], "--version") == 0 && i + 1 < argc)
            version = argv[++i];
        else if (argv[i][0] == '-' && argv[i][1])
            return cli_usage_error("show", SHOW_USAGE, "unknown option %s", argv[i]);
        else if (!slug)
            slug = argv[i];
        else if (!id)
            id = argv[i];
        else
            return cli_usage_error("show", SHOW_USAGE, "unexpected argument %s", argv[i]);
    }
    if (!slug || !id)
        return cli_usage_error("show", SHOW_USAGE, "expected a document and a clause id");
    if (file && version)
        return cli_usage_error("show", SHOW_USAGE, "--file and --version exclude each other");
    doc d;
    int rc = cli_open_version(env, &d, slug, file, version);
    if (rc)
        return rc;
    const cidx *x = &d.index;
    int32_t ci = cidx_find(x, id);
    if (ci < 0) {
        fprintf(stderr, "oracle show: %s has no clause \"%s\" (see `oracle clauses %s`)\n", slug, id, slug);
        doc_close(&d);
        return EXIT_USAGE;
    }
    const clause *c = &x->clause[ci];
    if (json) {
        json_t *o = clause_json(&d, c);
        json_t *kids = json_array(), *back = json_array();
        for (int32_t k = c->first_child; k >= 0; k = x->clause[k].next_sibling)
            json_array_append_new(kids, json_string(x->clause[k].id));
        for (size_t r = 0; r < x->nrefs; r++)
            if (x->ref[r].resolved == ci)
                json_array_append_new(back, json_string(x->clause[x->ref[r].from].id));
        json_object_set_new(o, "children", kids);
        json_object_set_new(o, "referenced_by", back);
        rc = dump_json(o);
        doc_close(&d);
        return rc;
    }
    printf("%s:%s  (%s, depth %d%s)\n", slug, c->id, clause_kind_name(c->kind), c->depth,
           c->numbered ? "" : ", unnumbered");
    if (c->line_start == c->line_end)
        printf("  source:  %s:%ld\n", d.src.path, c->line_start);
    else
        printf("  source:  %s:%ld-%ld\n", d.src.path, c->line_start, c->line_end);
    if (c->parent >= 0)
        print_clause_line(x, c->parent, "  parent:  ");
    printf("  hash:    %s\n", c->hash);
    if (*c->title)
        printf("  title:   %s\n", c->title);
    printf("  text:    %s\n", *c->text ? c->text : "(none)");
    printf("  printed:\n");
    const char *p = c->raw;
    while (*p) {
        const char *nl = strchr(p, '\n');
        size_t n = nl ? (size_t)(nl - p) : strlen(p);
        printf("    | %.*s\n", (int)n, p);
        p += n + (nl ? 1 : 0);
    }
    if (c->first_child >= 0) {
        printf("  children (%u):\n", c->nchildren);
        for (int32_t k = c->first_child; k >= 0; k = x->clause[k].next_sibling)
            print_clause_line(x, k, "    ");
    }
    if (c->ref_count) {
        printf("  references (%u):\n", c->ref_count);
        for (uint32_t k = 0; k < c->ref_count; k++) {
            const clause_ref *r = &x->ref[c->ref_first + k];
            if (r->resolved >= 0)
                print_clause_line(x, r->resolved, "    ");
            else
                printf("    %s  DANGLING: no such clause (printed \"%s\" at line %ld)\n", r->target,
                       r->printed, r->line);
        }
    }
    size_t back = 0;
    for (size_t r = 0; r < x->nrefs; r++)
        back += x->ref[r].resolved == ci;
    if (back) {
        printf("  referenced by (%zu):\n", back);
        for (size_t r = 0; r < x->nrefs; r++)
            if (x->ref[r].resolved == ci)
                printf("    %s  (line %ld: %s)\n", x->clause[x->ref[r].from].id, x->ref[r].line,
                       x->ref[r].printed);
    }
    if (!file && !version)
        cli_cases_under_show(env, slug, c->id);
    doc_close(&d);
    return EXIT_OK;
}
