/* cli_repin.c — `oracle repin DOC`: after a new version of a document, bring what names its
 * clauses up to date where that is mechanical. In the hand-written cases, a renumbered pin (its
 * text now under another id, pins.h) gets the new id, and so does every clause reference of the
 * expectation under the old id (an expected rejection's rule, an event's clause, the clauses a
 * check concerns); with
 * --accept-suspect, a suspect pin (the clause's text changed and a person has reviewed the case
 * against it) gets the clause's new hash; a case that records its version gets the current one
 * once it is fresh. In the classification and the readings (idfollow.h), moved ids get their new
 * ids and the file the current version, once no changed clause is left unreviewed (with
 * --accept-suspect, entries on changed clauses are taken as reviewed and entries on removed
 * clauses deleted). Only those strings change: each file keeps its layout (json_edits.h).
 * Generated cases are listed, not edited (their generators pin them: `make cases`); orphaned
 * pins are listed for review. */
#include "json_edits.h"
#include "run_docs.h"
#include "oracle/suite/case_load.h"
#include "oracle/suite/pin_history.h"
#include "util/fatal.h"
#include "util/fileio.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char usage[] =
    "usage: oracle repin DOC [--accept-suspect] [--dry-run] [--cases DIR]\n";

static const char help[] =
    "Rewrite what names DOC's clauses where a new version of the document moved or (after\n"
    "review) changed the text it was written for:\n"
    "  hand-written cases    a renumbered pin gets the new id, and so does every reference to the\n"
    "                        old id in the expectation (a rejection's rule, an event's clause)\n"
    "  classification.json,  an id a renumbering moved gets its new id and the file the current\n"
    "  readings.json         version, once none of its clauses changed unreviewed\n"
    "  --accept-suspect      after review: a suspect pin gets the clause's current hash; the\n"
    "                        classification's and readings' entries on changed clauses are taken\n"
    "                        as reviewed, those on removed clauses deleted\n"
    "  --dry-run             print what would change, write nothing\n"
    "  --cases DIR           the cases directory (default: cases/ beside rules/)\n"
    "Generated cases are listed, not edited (regenerate them: make cases); orphaned pins are\n"
    "listed for review. Each file is written whole (a temporary file of its own, flushed to disk,\n"
    "renamed over it, its mode kept); a read-only file (no write permission) is left as it is\n"
    "and named, and the other files are done all the same.\n"
    "Exit status: 0 when every case of DOC is fresh and the classification and readings are\n"
    "written for the current version afterwards, 1 when something still needs a person or a\n"
    "generator, 2 for bad usage, a file that cannot be read or written.\n";

typedef struct repin_opts {
    bool accept_suspect, dry_run;
} repin_opts;

typedef struct tally {
    size_t fresh, repinned, generated, review, files, unwritten;
} tally;

/* Every string of the value at `path` (its JSON `v`) equal to the old id of a renumbered pin of
 * c gets the pin's new id; in the state (`clauses_only`), only those of its "$clauses" (its
 * other values are the document's vocabulary). */
static void rename_references(jedits *e, const tcase *c, const json_t *v, jpos_path *path,
                              bool clauses_only)
{
    if (json_is_string(v) && !clauses_only) {
        for (size_t i = 0; i < c->npins; i++)
            if (c->pins[i].state == PIN_RENUMBERED && strcmp(json_string_value(v), c->pins[i].id) == 0) {
                jedit_string(e, path, c->pins[i].now);
                break;
            }
    } else if (json_is_array(v)) {
        for (size_t k = 0; k < json_array_size(v); k++) {
            jpos_push_index(path, k);
            rename_references(e, c, json_array_get(v, k), path, clauses_only);
            jpos_pop(path);
        }
    } else if (json_is_object(v)) {
        const char *key;
        json_t *m;
        json_object_foreach((json_t *)v, key, m) {
            jpos_push_key(path, key);
            bool in_state = path->depth == 2 && strcmp(key, "state") == 0;
            rename_references(e, c, m, path, (clauses_only || in_state) && strcmp(key, "$clauses") != 0);
            jpos_pop(path);
        }
    }
}

/* Edits for hand-written case c: its pins, the references of its expectation to renumbered
 * clauses, and its version once it is fresh (`fresh`: nothing left for a person). */
static void plan(const tcase *c, const repin_opts *o, bool fresh, const char *label, jedits *e)
{
    jpos_path path = {.depth = 0};
    for (size_t i = 0; i < c->npins; i++) {
        const case_pin *p = &c->pins[i];
        jpos_push_key(&path, "clauses");
        jpos_push_index(&path, i);
        if (p->state == PIN_RENUMBERED || (p->state == PIN_SUSPECT && p->now)) {
            jpos_push_key(&path, "id");
            jedit_string(e, &path, p->now);
            jpos_pop(&path);
        }
        if (p->state == PIN_SUSPECT && o->accept_suspect && p->current) {
            jpos_push_key(&path, "hash");
            jedit_string(e, &path, p->current);
            jpos_pop(&path);
        }
        path.depth = 0;
    }
    jpos_push_key(&path, "expect");   /* a rejection's rule, an event's clause, "$clauses" */
    rename_references(e, c, c->expect, &path, false);
    path.depth = 0;
    if (fresh && c->version && label && strcmp(c->version, label) != 0) {
        jpos_push_key(&path, "version");
        jedit_string(e, &path, label);
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

/* Write the edited text, or say it would be written. */
static int write_edits(const char *path, jedits *e, const repin_opts *o, diag *dg)
{
    if (e->n == 0 || o->dry_run)
        return 0;
    char *out = jedits_apply(e);
    int rc = jedits_write(path, out, dg);
    free(out);
    return rc;
}

/* One case file: report it, and rewrite it when it is hand-written and mechanical to fix. */
static int repin_one(const case_file *f, run_doc *d, const repin_opts *o, tally *t, diag *dg)
{
    strbuf text;
    sb_init(&text);
    tcase c;
    int rc = case_load_with(&c, f->path, f->rel, &d->d.index, &text, dg);
    if (rc != 0) {
        sb_free(&text);
        return -1;
    }
    pins_follow_history(&c, &d->history, dg);
    if (c.pins_state == PIN_FRESH) {
        t->fresh++;
        case_free(&c);
        sb_free(&text);
        return 0;
    }
    bool generated = strcmp(c.origin, "hand") != 0;
    bool leftover = false;
    for (size_t i = 0; i < c.npins; i++)
        leftover |= c.pins[i].state == PIN_ORPHANED
                    || (c.pins[i].state == PIN_SUSPECT && !o->accept_suspect);
    jedits e;
    jedits_init(&e, text.p, text.n);
    if (!generated)
        plan(&c, o, !leftover, d->history.current_label, &e);
    rc = generated ? 0 : write_edits(f->path, &e, o, dg);  /* written first: then said */
    const char *verdict = generated ? "generated: update its generator and run make cases"
                          : rc != 0 ? "not repinned: it could not be written (above)"
                          : leftover ? "needs review"
                          : o->dry_run ? "would be repinned" : "repinned";
    printf("%s: %s\n", c.id, verdict);
    print_pins(&c);
    if (generated)
        t->generated++;
    else if (rc != 0)
        t->unwritten++;
    else if (leftover)
        t->review++;
    else
        t->repinned++;
    jedits_free(&e);
    case_free(&c);
    sb_free(&text);
    return rc;
}

/* Do notes a and b name elements of one array (their paths agree up to depth d)? */
static bool same_array(const idf_note *a, const idf_note *b, int d)
{
    for (int s = 0; s < d; s++) {
        const jpos_step *x = &a->path.step[s], *y = &b->path.step[s];
        bool differ = x->key ? !y->key || strcmp(x->key, y->key) != 0 : y->key || x->index != y->index;
        if (differ)
            return false;
    }
    return true;
}

/* Delete the entries on removed clauses: for each array holding some, its elements together.
 * `at` is the depth of the deleted element (2 for the rule $.rules[k] whose clause is removed, 4
 * for the id $.readings[k].clauses[j]). */
static void delete_removed(jedits *e, const idf_list *l, const json_t *root, int at)
{
    for (size_t i = 0; i < l->n; i++) {
        const idf_note *n = &l->v[i];
        bool first = n->state == IDF_REMOVED && n->path.depth >= at;
        for (size_t j = 0; first && j < i; j++)
            first = !(l->v[j].state == IDF_REMOVED && l->v[j].path.depth >= at
                      && same_array(&l->v[j], n, at - 1));
        if (!first)
            continue;
        jpos_path arr = n->path;
        arr.depth = at - 1;
        const json_t *v = root;
        for (int s = 0; s < arr.depth; s++)
            v = arr.step[s].key ? json_object_get(v, arr.step[s].key)
                                : json_array_get(v, arr.step[s].index);
        size_t len = json_array_size(v);
        bool *del = xcalloc(len ? len : 1, sizeof *del);
        for (size_t j = i; j < l->n; j++) {
            const idf_note *m = &l->v[j];
            if (m->state == IDF_REMOVED && m->path.depth >= at && same_array(m, n, at - 1)
                && m->path.step[at - 1].index < len)
                del[m->path.step[at - 1].index] = true;
        }
        jedit_delete(e, &arr, del, len);
        free(del);
    }
}

/* classification.json or readings.json (its list of followed ids `l`, its JSON `root`): the
 * moved ids rewritten and the version made the current one, once nothing in it waits for a
 * person; with --accept-suspect the entries on removed clauses are deleted (`at`: the depth of
 * such an entry, see delete_removed). */
static int repin_file(const idf_list *l, const json_t *root, int at, const vhistory *h,
                      const repin_opts *o, tally *t, diag *dg)
{
    size_t count[IDF__COUNT];
    idf_count(l, count);
    if (l->n == 0 && (!l->version || strcmp(l->version, h->current_label) == 0))
        return 0;
    size_t waiting = count[IDF_UNKNOWN]
                     + (o->accept_suspect ? 0 : count[IDF_CHANGED] + count[IDF_REMOVED]);
    printf("%s: %zu moved, %zu changed, %zu removed since %s, %zu unknown: %s\n", l->file,
           count[IDF_MOVED], count[IDF_CHANGED], count[IDF_REMOVED],
           l->from ? l->from->ver->label : l->version ? l->version : "?", count[IDF_UNKNOWN],
           waiting ? "needs review" : o->dry_run ? "would be rewritten" : "rewritten");
    for (size_t i = 0; i < l->n; i++) {
        const idf_note *n = &l->v[i];
        char where[256];
        jpos_format(&n->path, where, sizeof where);
        printf("    %s %s %s", where, idf_state_name(n->state), n->id);
        if (n->now >= 0 && strcmp(h->current->clause[n->now].id, n->id) != 0)
            printf(" -> %s", h->current->clause[n->now].id);
        putchar('\n');
    }
    if (waiting) {
        t->review++;
        return 0;
    }
    strbuf text;
    sb_init(&text);
    if (file_read_into(l->file, &text, dg) != 0) {
        sb_free(&text);
        return -1;
    }
    jedits e;
    jedits_init(&e, text.p, text.n);
    for (size_t i = 0; i < l->n; i++) {
        const idf_note *n = &l->v[i];
        if (n->now >= 0 && strcmp(h->current->clause[n->now].id, n->id) != 0)
            jedit_string(&e, &n->path, h->current->clause[n->now].id);
    }
    delete_removed(&e, l, root, at);
    jpos_path version = {.depth = 0};
    jpos_push_key(&version, "version");
    if (!jedit_string(&e, &version, h->current_label)) {
        char with[160];
        snprintf(with, sizeof with, ", \"version\": \"%s\"", h->current_label);
        jpos_path slug = {.depth = 0};
        jpos_push_key(&slug, "doc");
        jedit_insert_after(&e, &slug, with);
    }
    int rc = write_edits(l->file, &e, o, dg);
    t->files += rc == 0;
    jedits_free(&e);
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
    bool failed = false;  /* a case that cannot be read or written: the others are done all the same */
    for (size_t i = 0; rc == 0 && i < all.n; i++) {
        if (strncmp(all.v[i].id, slug, prefix) != 0 || all.v[i].id[prefix] != '/')
            continue;
        failed |= repin_one(&all.v[i], &rd.v[0], &o, &t, &env->dg) != 0;
    }
    run_doc *d = rc == 0 ? &rd.v[0] : NULL;
    if (d && d->cls.present)
        failed |= repin_file(&d->cls.follow, d->cls.root, 2, &d->history, &o, &t, &env->dg) != 0;
    if (d && d->readings.present)
        failed |= repin_file(&d->readings.follow, d->readings.root, 4, &d->history, &o, &t,
                             &env->dg) != 0;
    if (rc == 0) {
        printf("repin %s: %zu fresh, %zu %s, %zu generated to regenerate, %zu to review, %zu "
               "file%s %s", slug, t.fresh, t.repinned, o.dry_run ? "to repin" : "repinned",
               t.generated, t.review, t.files, t.files == 1 ? "" : "s",
               o.dry_run ? "to rewrite" : "rewritten");
        if (t.unwritten)
            printf(", %zu case%s not written", t.unwritten, t.unwritten == 1 ? "" : "s");
        putchar('\n');
    }
    if (failed)
        rc = EXIT_USAGE;
    caseset_free(&all);
    cli_run_docs_free(&rd);
    if (rc != 0)
        return rc;
    return t.generated + t.review > 0 ? EXIT_FINDINGS : EXIT_OK;
}
