/* cli_repin.c — `oracle repin DOC`: after a new version of a document, bring the pins of its
 * hand-written cases up to date where that is mechanical. A renumbered pin (its text now under
 * another id, pins.h) gets the new id, and so does a rejection the case expects under the old id;
 * with --accept-suspect, a suspect pin (the clause's text changed and a person has reviewed the
 * case against it) gets the clause's new hash. Only the strings change: the file keeps its
 * layout, written whole to a temporary file and renamed over it. Generated cases are listed, not
 * edited (their generators pin them: `make cases`); orphaned pins are listed for review. */
#include "run_docs.h"
#include "oracle/suite/case_load.h"
#include "util/fatal.h"
#include "util/fileio.h"
#include "util/jsonpos.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char usage[] =
    "usage: oracle repin DOC [--accept-suspect] [--dry-run] [--cases DIR]\n";

static const char help[] =
    "Rewrite the pins of DOC's hand-written cases where a new version of the document moved\n"
    "or (after review) changed the pinned text:\n"
    "  renumbered pin        the pin, and any expected rejection under the old id, gets the new id\n"
    "  --accept-suspect      a suspect pin gets the clause's current hash (review the case first)\n"
    "  --dry-run             print what would change, write nothing\n"
    "  --cases DIR           the cases directory (default: cases/ beside rules/)\n"
    "Generated cases are listed, not edited (regenerate them: make cases); orphaned pins are\n"
    "listed for review. Exit status: 0 when every case of DOC is fresh afterwards, 1 when some\n"
    "still need a person or a generator, 2 for bad usage or unreadable input.\n";

/* One replacement of a JSON string value in the text: bytes [from, to) become `with`. */
typedef struct edit {
    size_t from, to;
    const char *with;
} edit;

typedef struct edits {
    edit *v;
    size_t n, cap;
} edits;

/* Replace the string value at `path` with `with`; false when the text holds no string there. */
static bool add_edit(edits *e, const char *text, size_t len, const jpos_path *path,
                     const char *with)
{
    size_t from, to;
    if (!jpos_span(text, len, path, &from, &to) || text[from] != '"')
        return false;
    if (e->n == e->cap) {
        e->cap = e->cap ? 2 * e->cap : 8;
        e->v = xrealloc(e->v, e->cap * sizeof *e->v);
    }
    e->v[e->n++] = (edit){from, to, with};
    return true;
}

static int by_offset(const void *a, const void *b)
{
    const edit *x = a, *y = b;
    return (x->from > y->from) - (x->from < y->from);
}

/* The text with every edit applied, as JSON strings (the new values need no escaping: ids and
 * hex hashes). */
static char *apply(const char *text, size_t len, edits *e)
{
    qsort(e->v, e->n, sizeof *e->v, by_offset);
    strbuf out;
    sb_init(&out);
    size_t at = 0;
    for (size_t i = 0; i < e->n; i++) {
        sb_put(&out, text + at, e->v[i].from - at);
        sb_printf(&out, "\"%s\"", e->v[i].with);
        at = e->v[i].to;
    }
    sb_put(&out, text + at, len - at);
    return sb_take(&out);
}

static int write_whole(const char *path, const char *text, diag *dg)
{
    char tmp[4200];
    snprintf(tmp, sizeof tmp, "%s.repin.tmp", path);
    FILE *f = fopen(tmp, "wb");
    if (!f || fputs(text, f) == EOF || fclose(f) != 0 || rename(tmp, path) != 0) {
        diag_error(dg, path, 0, 0, "cannot write the repinned case");
        remove(tmp);
        return -1;
    }
    return 0;
}

typedef struct repin_opts {
    bool accept_suspect, dry_run;
} repin_opts;

typedef struct tally {
    size_t fresh, repinned, generated, review;
} tally;

/* Edits for case c (text as read): its pins, and expected rejections under a renumbered id. */
static void plan(const tcase *c, const char *text, size_t len, const repin_opts *o, edits *e)
{
    jpos_path path = {.depth = 0};
    for (size_t i = 0; i < c->npins; i++) {
        const case_pin *p = &c->pins[i];
        jpos_push_key(&path, "clauses");
        jpos_push_index(&path, i);
        if (p->state == PIN_RENUMBERED) {
            jpos_push_key(&path, "id");
            add_edit(e, text, len, &path, p->now);
            jpos_pop(&path);
        } else if (p->state == PIN_SUSPECT && o->accept_suspect && p->current) {
            jpos_push_key(&path, "hash");
            add_edit(e, text, len, &path, p->current);
            jpos_pop(&path);
        }
        path.depth = 0;
        if (p->state != PIN_RENUMBERED)
            continue;
        const json_t *rejections = json_object_get(c->expect, "rejections");
        for (size_t k = 0; k < json_array_size(rejections); k++) {
            const char *rule = json_string_value(json_object_get(json_array_get(rejections, k), "rule"));
            if (!rule || strcmp(rule, p->id) != 0)
                continue;
            jpos_push_key(&path, "expect");
            jpos_push_key(&path, "rejections");
            jpos_push_index(&path, k);
            jpos_push_key(&path, "rule");
            add_edit(e, text, len, &path, p->now);
            path.depth = 0;
        }
    }
}

static void print_pins(const tcase *c)
{
    for (size_t i = 0; i < c->npins; i++) {
        const case_pin *p = &c->pins[i];
        if (p->state == PIN_FRESH)
            continue;
        printf("    %s %s", pin_state_name(p->state), p->id);
        if (p->now)
            printf(" -> %s", p->now);
        if (p->state == PIN_SUSPECT)
            printf(" (pinned %s, now %s)", p->hash, p->current ? p->current : "-");
        putchar('\n');
    }
}

/* One case file: report it, and rewrite it when it is hand-written and mechanical to fix. */
static int repin_one(const case_file *f, const cidx *index, const repin_opts *o, tally *t,
                     diag *dg)
{
    strbuf text;
    sb_init(&text);
    tcase c;
    int rc = case_load_with(&c, f->path, f->rel, index, &text, dg);
    if (rc != 0) {
        sb_free(&text);
        return -1;
    }
    if (c.pins_state == PIN_FRESH) {
        t->fresh++;
        case_free(&c);
        sb_free(&text);
        return 0;
    }
    bool generated = strcmp(c.origin, "hand") != 0;
    edits e = {0};
    if (!generated)
        plan(&c, text.p, text.n, o, &e);
    bool leftover = false;
    for (size_t i = 0; i < c.npins; i++)
        leftover |= c.pins[i].state == PIN_ORPHANED
                    || (c.pins[i].state == PIN_SUSPECT && !o->accept_suspect);
    const char *verdict = generated ? "generated: update its generator and run make cases"
                          : leftover ? "needs review"
                          : o->dry_run ? "would be repinned" : "repinned";
    printf("%s: %s\n", c.id, verdict);
    print_pins(&c);
    if (generated)
        t->generated++;
    else if (leftover)
        t->review++;
    if (!generated && e.n > 0 && !o->dry_run) {
        char *out = apply(text.p, text.n, &e);
        rc = write_whole(f->path, out, dg);
        free(out);
    }
    if (!generated && !leftover)
        t->repinned++;
    free(e.v);
    case_free(&c);
    sb_free(&text);
    return rc;
}

int cli_repin(cli_env *env, int argc, char **argv)
{
    if (cli_wants_help(argc, argv)) {
        printf("%s\n%s", usage, help);
        return EXIT_OK;
    }
    const char *slug = NULL, *cases = NULL;
    repin_opts o = {false, false};
    for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], "--accept-suspect") == 0)
            o.accept_suspect = true;
        else if (strcmp(argv[i], "--dry-run") == 0)
            o.dry_run = true;
        else if (strcmp(argv[i], "--cases") == 0 && i + 1 < argc)
            cases = argv[++i];
        else if (argv[i][0] != '-' && !slug)
            slug = argv[i];
        else
            return cli_usage_error("repin", usage, "unexpected argument %s", argv[i]);
    }
    if (!slug)
        return cli_usage_error("repin", usage, "name a document");
    run_docs rd;
    const char *slugs[1] = {slug};
    int rc = cli_run_docs_open(env, &rd, slugs, 1, cases);
    caseset all = {0};
    if (rc == 0 && caseset_discover(&all, rd.cases_dir, &env->dg) != 0)
        rc = EXIT_USAGE;
    tally t = {0};
    size_t prefix = strlen(slug);
    for (size_t i = 0; rc == 0 && i < all.n; i++) {
        if (strncmp(all.v[i].id, slug, prefix) != 0 || all.v[i].id[prefix] != '/')
            continue;
        if (repin_one(&all.v[i], &rd.v[0].d.index, &o, &t, &env->dg) != 0)
            rc = EXIT_USAGE;
    }
    if (rc == 0)
        printf("repin %s: %zu fresh, %zu %s, %zu generated to regenerate, %zu to review\n", slug,
               t.fresh, t.repinned, o.dry_run ? "to repin" : "repinned", t.generated, t.review);
    caseset_free(&all);
    cli_run_docs_free(&rd);
    if (rc != 0)
        return rc;
    return t.generated + t.review > 0 ? EXIT_FINDINGS : EXIT_OK;
}
