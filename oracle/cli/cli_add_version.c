/* cli_add_version.c — `oracle add-version DOC FILE [--label L]`: a new version of a document
 * becomes its current one. The file must parse with the document's numbering scheme; it is
 * copied byte for byte to rules/DOC/LABEL.txt and its manifest entry appended to the document's
 * versions (sha256; the label, the printed version and dates read from the text's header or its
 * change history), the manifest keeping its layout (json_edits.h). A file already listed (same
 * sha256), a label already used or a file already there is refused. Then it prints what changed
 * against the version that was current (vdiff), how the cases stand, and the next steps. */
#include "json_edits.h"
#include "run_docs.h"
#include "oracle/index/lint.h"
#include "oracle/index/vdiff.h"
#include "oracle/suite/diff_cases.h"
#include "util/fileio.h"

#include <jansson.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static const char usage[] = "usage: oracle add-version DOC FILE [--label LABEL] [--force]\n";

static const char help[] =
    "Make FILE the current version of DOC: check that it parses with DOC's numbering scheme,\n"
    "copy it to rules/DOC/LABEL.txt and append its entry to rules/manifest.json (sha256, the\n"
    "label, the version and dates the text prints). The label is --label, else the version the\n"
    "header prints, else the newest version of its change history, else the first 8 hex digits\n"
    "of its sha256. A file whose sha256 a version already has, a label already used or an\n"
    "existing target file is refused, and so is a text that keeps fewer than half of the current\n"
    "version's clauses (not a version of DOC, or not parsed as one), unless --force.\n"
    "Then: what changed against the version that was current, how DOC's cases stand, and the\n"
    "next steps.\n"
    "Exit status: 0 when the version was added, 2 for bad usage, a file that does not parse or a\n"
    "refused duplicate (nothing is written then).\n";

/* A JSON string literal of s (escaped as JSON needs). */
static void put_string(strbuf *out, const char *s)
{
    json_t *j = json_string(s);
    char *t = j ? json_dumps(j, JSON_ENCODE_ANY) : NULL;
    sb_puts(out, t ? t : "\"\"");
    free(t);
    json_decref(j);
}

typedef struct entry {
    char label[128], source[200], file[300], printed[140];
    const char *sha256;
    const char *date_what[2], *date[2];
    char what[2][160];
    long date_line[2];
    int ndates;
} entry;

/* The manifest entry of the new version, read from its text. */
static int describe(entry *e, const doc *d, const mfst_doc *md, const char *given)
{
    memset(e, 0, sizeof *e);
    const cidx *x = &d->index;
    const hist_entry *h = lint_newest_entry(x, false);
    e->sha256 = d->sha256;
    if (given) {
        snprintf(e->label, sizeof e->label, "%s", given);
        snprintf(e->source, sizeof e->source, "given to oracle add-version (--label)");
    } else if (x->header_version) {
        snprintf(e->label, sizeof e->label, "%s", x->header_version);
        snprintf(e->source, sizeof e->source, "printed");
    } else if (h) {
        snprintf(e->label, sizeof e->label, "%s", h->version);
        snprintf(e->source, sizeof e->source, "history: the text has no cover; the last entry of "
                 "its change history is ver.%s", h->version);
    } else {
        snprintf(e->label, sizeof e->label, "%.8s", d->sha256);
        snprintf(e->source, sizeof e->source, "sha256: the text prints no version; the label is the "
                 "first 8 hex digits of its sha256");
    }
    const char *printed = x->header_version ? x->header_version : h ? h->version : NULL;
    if (printed)
        snprintf(e->printed, sizeof e->printed, "ver.%s", printed);
    if (x->header_date && mfst_date_ok(x->header_date)) {
        snprintf(e->what[e->ndates], sizeof e->what[0], "最終更新日 (header)");
        e->date[e->ndates] = x->header_date;
        e->date_line[e->ndates++] = x->header_date_line;
    }
    if (h && mfst_date_ok(h->date)) {
        snprintf(e->what[e->ndates], sizeof e->what[0], "ver.%s (change history)", h->version);
        e->date[e->ndates] = h->date;
        e->date_line[e->ndates++] = h->line;
    }
    snprintf(e->file, sizeof e->file, "%s/%s.txt", md->slug, e->label);
    if (!mfst_label_ok(e->label)) {
        fprintf(stderr, "oracle add-version: \"%s\" cannot be a version label (1 to %d letters, "
                "digits, \".\", \"_\", \"-\" or \"+\", not beginning with \".\": it names a file): "
                "give one with --label\n", e->label, MFST_MAX_NAME);
        return EXIT_USAGE;
    }
    return 0;
}

/* The entry as the manifest writes one, indented by `indent` spaces. */
static void render(strbuf *out, const entry *e, int indent)
{
    const char *keys[] = {"label", "label_source", "file", "sha256"};
    const char *vals[] = {e->label, e->source, e->file, e->sha256};
    sb_printf(out, ",\n%*s{\n", indent, "");
    for (int k = 0; k < 4; k++) {
        sb_printf(out, "%*s\"%s\": ", indent + 2, "", keys[k]);
        put_string(out, vals[k]);
        sb_puts(out, ",\n");
    }
    sb_printf(out, "%*s\"printed_version\": ", indent + 2, "");
    if (*e->printed)
        put_string(out, e->printed);
    else
        sb_puts(out, "null");
    sb_printf(out, ",\n%*s\"printed_dates\": [", indent + 2, "");
    for (int k = 0; k < e->ndates; k++) {
        sb_printf(out, "%s\n%*s{ \"what\": ", k ? "," : "", indent + 4, "");
        put_string(out, e->what[k]);
        sb_puts(out, ", \"date\": ");
        put_string(out, e->date[k]);
        sb_printf(out, ", \"line\": %ld }", e->date_line[k]);
    }
    if (e->ndates)
        sb_printf(out, "\n%*s", indent + 2, "");
    sb_printf(out, "]\n%*s}", indent, "");
}

/* Refuse a version the document has already. */
static int refuse_duplicate(const manifest *m, const mfst_doc *md, const entry *e)
{
    for (size_t i = 0; i < md->nversions; i++) {
        const mfst_version *v = &md->versions[i];
        if (strcmp(v->sha256, e->sha256) == 0) {
            fprintf(stderr, "oracle add-version: %s %s is this file already (sha256 %s)\n", md->slug,
                    v->label, e->sha256);
            return EXIT_USAGE;
        }
        if (strcmp(v->label, e->label) == 0) {
            fprintf(stderr, "oracle add-version: %s already has a version \"%s\" (%s/%s): give "
                    "another with --label\n", md->slug, e->label, m->dir, v->file);
            return EXIT_USAGE;
        }
    }
    char path[4400];
    snprintf(path, sizeof path, "%s/%s", m->dir, e->file);
    if (access(path, F_OK) == 0) {
        fprintf(stderr, "oracle add-version: %s exists already: give another --label\n", path);
        return EXIT_USAGE;
    }
    return 0;
}

/* The manifest's text with the entry appended to document `k`'s versions. */
static char *manifest_with(const manifest *m, size_t k, const entry *e, diag *dg)
{
    strbuf text, add;
    sb_init(&text);
    sb_init(&add);
    if (file_read_into(m->path, &text, dg) != 0) {
        sb_free(&text);
        return NULL;
    }
    const mfst_doc *md = &m->docs[k];
    jpos_path last = {.depth = 0};
    jpos_push_key(&last, "documents");
    jpos_push_index(&last, k);
    jpos_push_key(&last, "versions");
    jpos_push_index(&last, md->nversions - 1);
    size_t from, to;
    char *out = NULL;
    if (jpos_span(text.p, text.n, &last, &from, &to)) {
        size_t bol = from;
        while (bol > 0 && text.p[bol - 1] != '\n')
            bol--;
        render(&add, e, (int)(from - bol));
        jedits edits;
        jedits_init(&edits, text.p, text.n);
        jedit_insert_after(&edits, &last, sb_str(&add));
        out = jedits_apply(&edits);
        jedits_free(&edits);
    } else {
        diag_error(dg, m->path, 0, 0, "documents[%zu].versions: not found in the text", k);
    }
    sb_free(&text);
    sb_free(&add);
    return out;
}

static int copy_file(const doc *d, const char *to, diag *dg)
{
    return file_write_atomic(to, d->src.bytes, d->src.size, 0644, dg);
}

/* What changed against the version that was current, and how the cases stand. */
static void summary(cli_env *env, const doc *old, const doc *cur, const vdiff *d, const char *label)
{
    const char *slug = cur->index.doc;
    printf("%s: %s → %s\n", slug, old->ver->label, label);
    printf("  %zu unchanged, %zu layout-only, %zu changed, %zu renumbered, %zu removed, %zu added\n",
           d->count[VD_UNCHANGED], d->count[VD_LAYOUT], d->count[VD_CHANGED],
           d->count[VD_RENUMBERED], d->count[VD_REMOVED], d->count[VD_ADDED]);
    printf("  normative changes: %zu\n", d->normative_changes);
    run_docs rd;
    const char *slugs[1] = {slug};
    caseset cs = {0};
    if (cli_run_docs_open(env, &rd, slugs, 1, NULL) == 0 && access(rd.cases_dir, F_OK) == 0
        && caseset_discover(&cs, rd.cases_dir, &env->dg) == 0) {
        json_t *cases = dc_classify(d, &cs, slug, &env->dg);
        if (cases) {
            fputs("  ", stdout);
            dc_print_counts(stdout, slug, cases);
        }
        json_decref(cases);
    }
    caseset_free(&cs);
    cli_run_docs_free(&rd);
    char diff[300], run[40], repin[200], accept[220];
    snprintf(diff, sizeof diff, "oracle diff %s %s %s --cases", slug, old->ver->label, label);
    snprintf(run, sizeof run, "oracle run --allow-stale");
    snprintf(repin, sizeof repin, "oracle repin %s", slug);
    snprintf(accept, sizeof accept, "oracle repin %s --accept-suspect", slug);
    const char *steps[][2] = {
        {diff, "what changed, clause by clause, and the cases each touches"},
        {run, "the report against the new version: stale clauses listed, not failing"},
        {repin, "hand-written cases, classification, readings: moved ids rewritten"},
        {"make cases", "the generated cases, mapped through the diff; a family using a changed or"},
        {"", "removed clause stops and says what to review"},
        {accept, "once the cases, families and entries they list are reviewed"},
        {"oracle run", "exit 0 when no clause is stale and no case fails"},
    };
    size_t width = 0;
    for (size_t i = 0; i < sizeof steps / sizeof *steps; i++)
        if (strlen(steps[i][0]) > width)
            width = strlen(steps[i][0]);
    printf("\nnext:\n");
    for (size_t i = 0; i < sizeof steps / sizeof *steps; i++)
        printf("  %-*s  %s\n", (int)width, steps[i][0], steps[i][1]);
}

int cli_add_version(cli_env *env, int argc, char **argv)
{
    if (cli_wants_help(argc, argv)) {
        printf("%s\n%s", usage, help);
        return EXIT_OK;
    }
    const char *slug = NULL, *file = NULL, *label = NULL;
    bool force = false;
    for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], "--label") == 0 && i + 1 < argc)
            label = argv[++i];
        else if (strcmp(argv[i], "--force") == 0)
            force = true;
        else if (argv[i][0] == '-' && argv[i][1])
            return cli_usage_error("add-version", usage, "unknown option %s", argv[i]);
        else if (!slug)
            slug = argv[i];
        else if (!file)
            file = argv[i];
        else
            return cli_usage_error("add-version", usage, "unexpected argument %s", argv[i]);
    }
    if (!slug || !file)
        return cli_usage_error("add-version", usage, "name a document and the file of its new version");
    doc cur, old;
    int rc = cli_open(env, &cur, slug, file);
    if (rc)
        return rc;
    const mfst_doc *md = mfst_find(&env->m, slug);
    size_t k = (size_t)(md - env->m.docs);
    entry e;
    rc = describe(&e, &cur, md, label);
    if (!rc)
        rc = refuse_duplicate(&env->m, md, &e);
    if (!rc)
        rc = cli_open(env, &old, slug, NULL);
    if (rc) {
        doc_close(&cur);
        return rc;
    }
    vdiff d;
    vdiff_compute(&d, &old.index, &cur.index);
    size_t kept = d.count[VD_UNCHANGED] + d.count[VD_LAYOUT] + d.count[VD_CHANGED]
                  + d.count[VD_RENUMBERED];
    if (!force && 2 * kept < old.index.nclauses) {
        fprintf(stderr, "oracle add-version: %s keeps %zu of the %zu clauses of %s %s: is it a version "
                "of %s, parsed as one? (--force adds it all the same)\n", file, kept,
                old.index.nclauses, slug, old.ver->label, slug);
        vdiff_free(&d);
        doc_close(&old);
        doc_close(&cur);
        return EXIT_USAGE;
    }
    char *text = manifest_with(&env->m, k, &e, &env->dg);
    manifest check;  /* the manifest as it will be read: never one the loader refuses */
    if (text && mfst_load_mem(&check, env->m.dir, env->m.path, text, strlen(text), &env->dg) != 0) {
        free(text);
        text = NULL;
    } else if (text) {
        mfst_free(&check);
    }
    char copy[4400];
    snprintf(copy, sizeof copy, "%s/%s", env->m.dir, e.file);
    if (!text || copy_file(&cur, copy, &env->dg) != 0) {
        rc = EXIT_USAGE;
    } else if (jedits_write(env->m.path, text, &env->dg) != 0) {
        remove(copy);
        rc = EXIT_USAGE;
    } else {
        printf("added %s %s: %s (sha256 %s), the current version in %s\n", slug, e.label, copy,
               e.sha256, env->m.path);
        summary(env, &old, &cur, &d, e.label);
    }
    vdiff_free(&d);
    free(text);
    doc_close(&old);
    doc_close(&cur);
    return rc;
}
