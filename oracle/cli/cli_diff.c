/* cli_diff.c — `oracle diff DOC OLD NEW`: two versions of a document (version labels from the
 * manifest or files), their clauses aligned and classified by vdiff, the new version's change
 * history checked against the diff (vdiff_history), printed for a person (changes with a
 * character-level diff in context, runs of renumbered clauses collapsed) or as JSON.
 * Exit status 1 when a normative clause changed, 0 when nothing normative did. */
#include "run_docs.h"
#include "oracle/index/vdiff.h"
#include "oracle/index/vdiff_history.h"
#include "oracle/index/vdiff_text.h"
#include "oracle/suite/diff_cases.h"
#include "util/utf8.h"

#include <jansson.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static const char DIFF_USAGE[] = "oracle diff DOC OLD NEW [--json] [--all] [--context N] [--color|--no-color]\n"
                                 "                   [--cases [--cases-dir DIR]]";

typedef struct diff_opts {
    bool json, all, color, cases;
    const char *cases_dir;
    int context;      /* code points of unchanged text shown around each change */
} diff_opts;

/* ---- opening a side ---- */

static int open_side(cli_env *env, doc *d, const mfst_doc *md, const char *arg)
{
    if (mfst_version_find(md, arg))
        return doc_open(d, &env->m, md->slug, arg, &env->dg) == 0 ? 0 : EXIT_USAGE;
    if (access(arg, F_OK) != 0) {
        fprintf(stderr, "oracle diff: \"%s\" is neither a version of %s (", arg, md->slug);
        for (size_t i = 0; i < md->nversions; i++)
            fprintf(stderr, "%s%s", i ? ", " : "", md->versions[i].label);
        fprintf(stderr, ") nor a file\n");
        return EXIT_USAGE;
    }
    return doc_open_file(d, arg, md->slug, md->scheme, &env->dg) == 0 ? 0 : EXIT_USAGE;
}

/* ---- text helpers ---- */

static const char *base_name(const char *path)
{
    const char *s = strrchr(path, '/');
    return s ? s + 1 : path;
}

static void put_prefix(FILE *out, const char *s, size_t max_cps)
{
    size_t n = strlen(s), h = utf8_head(s, n, max_cps);
    fwrite(s, 1, h, out);
    if (h < n)
        fputs("…", out);
}

/* One line: the equal runs cut to their context, deletions as [-…-], insertions as {+…+}. */
static void print_runs(FILE *out, const vdt_diff *td, const char *a, const char *b, const diff_opts *o)
{
    size_t ctx = (size_t)o->context;
    for (size_t k = 0; k < td->nruns; k++) {
        const vdt_run *r = &td->run[k];
        if (r->op == VDT_DELETE) {
            fputs(o->color ? "\033[31m[-" : "[-", out);
            fwrite(a + r->a_off, 1, r->a_len, out);
            fputs(o->color ? "-]\033[0m" : "-]", out);
        } else if (r->op == VDT_INSERT) {
            fputs(o->color ? "\033[32m{+" : "{+", out);
            fwrite(b + r->b_off, 1, r->b_len, out);
            fputs(o->color ? "+}\033[0m" : "+}", out);
        } else {
            const char *s = a + r->a_off;
            size_t n = r->a_len;
            bool first = k == 0, last = k + 1 == td->nruns;
            if (first && !last) {
                size_t t = utf8_tail(s, n, ctx);
                if (t > 0)
                    fputs("…", out);
                fwrite(s + t, 1, n - t, out);
            } else if (last && !first) {
                size_t h = utf8_head(s, n, ctx);
                fwrite(s, 1, h, out);
                if (h < n)
                    fputs("…", out);
            } else if (!first && !last && r->ncp > 2 * ctx + 1) {
                fwrite(s, 1, utf8_head(s, n, ctx), out);
                fputs(" … ", out);
                size_t t = utf8_tail(s, n, ctx);
                fwrite(s + t, 1, n - t, out);
            } else {
                fwrite(s, 1, n, out);
            }
        }
    }
}

static void print_text_change(FILE *out, const char *label, const char *a, const char *b, const diff_opts *o)
{
    if (strcmp(a, b) == 0)
        return;
    vdt_diff td;
    vdt_diff_compute(&td, a, strlen(a), b, strlen(b));
    fprintf(out, "             %s: ", label);
    print_runs(out, &td, a, b, o);
    fputc('\n', out);
    vdt_diff_free(&td);
}

static void layout_words(FILE *out, unsigned bits)
{
    static const struct { unsigned bit; const char *word; } words[] = {
        {VD_LAY_WRAP, "line breaks"}, {VD_LAY_BOLD, "bold"}, {VD_LAY_WIDTH, "character width"},
        {VD_LAY_SPACING, "spacing"}, {VD_LAY_OTHER, "markup"},
    };
    const char *sep = "";
    for (size_t i = 0; i < sizeof words / sizeof *words; i++)
        if (bits & words[i].bit) {
            fprintf(out, "%s%s", sep, words[i].word);
            sep = ", ";
        }
}

/* ---- the report for a person ---- */

static bool collapsible(const vd_entry *e)
{
    return e->status == VD_RENUMBERED && e->same_text && !e->moved;
}

/* b follows a in both documents: the two belong to one run of renumbered clauses. */
static bool consecutive(const vd_entry *a, const vd_entry *b)
{
    return b->old_clause == a->old_clause + 1 && b->new_clause == a->new_clause + 1;
}

/* Similarity for display: rounded down, so that a changed text never shows 1.00. */
static double shown_similarity(double s)
{
    return (double)(long)(s * 100) / 100;
}

static void print_hist_entry(FILE *out, const doc *b, const hist_entry *e)
{
    fprintf(out, "%s:%ld  %s%s %s", base_name(b->src.path), e->line, *e->version ? "ver." : "",
            *e->version ? e->version : e->date, hist_verb_name(e->verb));
    if (e->first)
        fprintf(out, " %s%s%s", e->first, e->last ? "～" : "", e->last ? e->last : "");
    if (e->renumbered_to)
        fprintf(out, " → %s", e->renumbered_to);
    if (*e->note) {
        fputs("  ", out);
        put_prefix(out, e->note, 30);
    }
}

/* The new version's history against the diff (vdiff_history.h), for a person. */
static void print_history(FILE *out, const doc *a, const doc *b, const vdh_report *h)
{
    fprintf(out, "\nhistory: %zu new entr%s in %s (%zu naming clauses), %zu finding%s\n", h->new_entries,
            h->new_entries == 1 ? "y" : "ies", base_name(b->src.path), h->naming_entries, h->nfindings,
            h->nfindings == 1 ? "" : "s");
    for (size_t k = 0; k < h->nfindings; k++) {
        const vdh_finding *f = &h->finding[k];
        fprintf(out, "  %-16s ", vdh_kind_name(f->kind));
        switch (f->kind) {
        case VDH_ENTRY_MISSING:
            print_hist_entry(out, b, f->entry);
            fputs(": no such clause\n", out);
            break;
        case VDH_ENTRY_UNCHANGED:
            print_hist_entry(out, b, f->entry);
            fputs(": the diff shows no change there\n", out);
            break;
        case VDH_NO_NEW_ENTRY:
            fputs("normative changes, but the history gained no entry\n", out);
            break;
        case VDH_UNATTRIBUTED:
            fputs("the new entries name no clause: changes cannot be checked against them\n", out);
            break;
        case VDH_CHANGE_UNLOGGED: {
            size_t run = 0;
            while (k + run < h->nfindings && h->finding[k + run].kind == VDH_CHANGE_UNLOGGED &&
                   h->finding[k + run].change->status == VD_RENUMBERED &&
                   (run == 0 || consecutive(h->finding[k + run - 1].change, h->finding[k + run].change)))
                run++;
            const vd_entry *e = f->change;
            if (run >= 3) {
                const vd_entry *l = h->finding[k + run - 1].change;
                fprintf(out, "renumbered %s … %s → %s … %s  (%zu clauses)\n", a->index.clause[e->old_clause].id,
                        a->index.clause[l->old_clause].id, b->index.clause[e->new_clause].id,
                        b->index.clause[l->new_clause].id, run);
                k += run - 1;
            } else if (e->status == VD_RENUMBERED) {
                fprintf(out, "renumbered %s → %s\n", a->index.clause[e->old_clause].id,
                        b->index.clause[e->new_clause].id);
            } else {
                const clause *c = e->new_clause >= 0 ? &b->index.clause[e->new_clause] : &a->index.clause[e->old_clause];
                fprintf(out, "%s %s\n", vd_status_name(e->status), c->id);
            }
            break;
        }
        }
    }
}


static void print_entry(FILE *out, const doc *a, const doc *b, const vd_entry *e, const diff_opts *o)
{
    const clause *oc = e->old_clause >= 0 ? &a->index.clause[e->old_clause] : NULL;
    const clause *nc = e->new_clause >= 0 ? &b->index.clause[e->new_clause] : NULL;
    const clause *any = nc ? nc : oc;
    const char *status = e->status == VD_RENUMBERED && e->moved ? "moved" : vd_status_name(e->status);
    const char *note = e->normative ? "" : " (non-normative)";
    switch (e->status) {
    case VD_UNCHANGED:
        fprintf(out, "%-10s %s\n", status, nc->id);
        break;
    case VD_LAYOUT:
        fprintf(out, "%-10s %s  %s:%ld → %s:%ld  (", status, nc->id, base_name(a->src.path),
                oc->line_start, base_name(b->src.path), nc->line_start);
        layout_words(out, e->layout);
        fputs(")\n", out);
        break;
    case VD_ADDED:
    case VD_REMOVED:
        fprintf(out, "%-10s %s  %s%s  %s:%ld  ", status, any->id, clause_kind_name(any->kind), note,
                base_name((nc ? b : a)->src.path), any->line_start);
        put_prefix(out, *any->title ? any->title : any->text, 60);
        fputc('\n', out);
        break;
    case VD_CHANGED:
    case VD_RENUMBERED:
        if (e->status == VD_CHANGED)
            fprintf(out, "%-10s %s  %s%s", status, nc->id, clause_kind_name(nc->kind), note);
        else
            fprintf(out, "%-10s %s → %s  %s%s", status, oc->id, nc->id, clause_kind_name(nc->kind), note);
        fprintf(out, "  %s:%ld → %s:%ld", base_name(a->src.path), oc->line_start, base_name(b->src.path),
                nc->line_start);
        if (e->same_text)
            fputs("  (text unchanged)\n", out);
        else
            fprintf(out, "  (similarity %.2f)\n", shown_similarity(e->similarity));
        print_text_change(out, "title", oc->title, nc->title, o);
        print_text_change(out, "text", oc->text, nc->text, o);
        break;
    default:
        break;
    }
}

static void print_report(FILE *out, const doc *a, const doc *b, const vdiff *d, const vdh_report *h,
                         const diff_opts *o)
{
    const char *va = a->ver ? a->ver->label : base_name(a->src.path);
    const char *vb = b->ver ? b->ver->label : base_name(b->src.path);
    fprintf(out, "%s: %s → %s\n", a->index.doc, va, vb);
    fprintf(out, "  old  %s  %zu clauses\n", a->src.path, a->index.nclauses);
    fprintf(out, "  new  %s  %zu clauses\n", b->src.path, b->index.nclauses);
    fprintf(out, "  %zu unchanged, %zu layout-only, %zu changed, %zu renumbered, %zu removed, %zu added\n",
            d->count[VD_UNCHANGED], d->count[VD_LAYOUT], d->count[VD_CHANGED], d->count[VD_RENUMBERED],
            d->count[VD_REMOVED], d->count[VD_ADDED]);
    fprintf(out, "  normative changes: %zu\n", d->normative_changes);
    if (d->nentries && d->count[VD_UNCHANGED] < d->nentries)
        fputc('\n', out);
    for (size_t k = 0; k < d->nentries; k++) {
        const vd_entry *e = &d->entry[k];
        if (e->status == VD_UNCHANGED && !o->all)
            continue;
        size_t run = 0;
        while (!o->all && k + run < d->nentries && collapsible(&d->entry[k + run]) &&
               (run == 0 || consecutive(&d->entry[k + run - 1], &d->entry[k + run])))
            run++;
        if (run >= 3) {
            const vd_entry *l = &d->entry[k + run - 1];
            fprintf(out, "%-10s %s … %s → %s … %s  (%zu clauses, text unchanged)\n", "renumbered",
                    a->index.clause[e->old_clause].id, a->index.clause[l->old_clause].id,
                    b->index.clause[e->new_clause].id, b->index.clause[l->new_clause].id, run);
            k += run - 1;
            continue;
        }
        print_entry(out, a, b, e, o);
    }
    if (a->index.nhist || b->index.nhist)
        print_history(out, a, b, h);
}

/* ---- JSON ---- */

static json_t *side_json(const doc *d)
{
    json_t *o = json_object();
    json_object_set_new(o, "version", d->ver ? json_string(d->ver->label) : json_null());
    json_object_set_new(o, "file", json_string(d->src.path));
    json_object_set_new(o, "sha256", json_string(d->sha256));
    json_object_set_new(o, "clauses", json_integer((json_int_t)d->index.nclauses));
    return o;
}

static json_t *clause_ref_json(const clause *c)
{
    json_t *o = json_object();
    json_object_set_new(o, "id", json_string(c->id));
    json_object_set_new(o, "kind", json_string(clause_kind_name(c->kind)));
    json_object_set_new(o, "line_start", json_integer(c->line_start));
    json_object_set_new(o, "line_end", json_integer(c->line_end));
    json_object_set_new(o, "hash", json_string(c->hash));
    return o;
}

static json_t *runs_json(const char *a, const char *b)
{
    vdt_diff td;
    vdt_diff_compute(&td, a, strlen(a), b, strlen(b));
    json_t *arr = json_array();
    for (size_t k = 0; k < td.nruns; k++) {
        const vdt_run *r = &td.run[k];
        const char *op = r->op == VDT_EQUAL ? "=" : r->op == VDT_DELETE ? "-" : "+";
        const char *s = r->op == VDT_INSERT ? b + r->b_off : a + r->a_off;
        size_t n = r->op == VDT_INSERT ? r->b_len : r->a_len;
        json_array_append_new(arr, json_pack("[s s%]", op, s, n));
    }
    vdt_diff_free(&td);
    return arr;
}

static json_t *entry_json(const doc *a, const doc *b, const vd_entry *e)
{
    json_t *o = json_object();
    const clause *oc = e->old_clause >= 0 ? &a->index.clause[e->old_clause] : NULL;
    const clause *nc = e->new_clause >= 0 ? &b->index.clause[e->new_clause] : NULL;
    json_object_set_new(o, "status", json_string(vd_status_name(e->status)));
    json_object_set_new(o, "old", oc ? clause_ref_json(oc) : json_null());
    json_object_set_new(o, "new", nc ? clause_ref_json(nc) : json_null());
    json_object_set_new(o, "normative", json_boolean(e->normative));
    if (oc && nc) {
        json_object_set_new(o, "same_text", json_boolean(e->same_text));
        json_object_set_new(o, "similarity", json_real((double)(long)(e->similarity * 10000 + 0.5) / 10000));
    }
    if (e->status == VD_RENUMBERED)
        json_object_set_new(o, "moved", json_boolean(e->moved));
    if (e->status == VD_LAYOUT) {
        static const struct { unsigned bit; const char *word; } words[] = {
            {VD_LAY_WRAP, "line breaks"}, {VD_LAY_BOLD, "bold"}, {VD_LAY_WIDTH, "character width"},
            {VD_LAY_SPACING, "spacing"}, {VD_LAY_OTHER, "markup"},
        };
        json_t *l = json_array();
        for (size_t i = 0; i < sizeof words / sizeof *words; i++)
            if (e->layout & words[i].bit)
                json_array_append_new(l, json_string(words[i].word));
        json_object_set_new(o, "layout", l);
    }
    if (oc && nc && !e->same_text) {
        if (strcmp(oc->title, nc->title) != 0)
            json_object_set_new(o, "title_diff", runs_json(oc->title, nc->title));
        if (strcmp(oc->text, nc->text) != 0)
            json_object_set_new(o, "text_diff", runs_json(oc->text, nc->text));
    }
    return o;
}

static json_t *history_json(const doc *a, const doc *b, const vdh_report *h)
{
    json_t *o = json_object();
    json_object_set_new(o, "new_entries", json_integer((json_int_t)h->new_entries));
    json_object_set_new(o, "naming_entries", json_integer((json_int_t)h->naming_entries));
    json_t *arr = json_array();
    for (size_t k = 0; k < h->nfindings; k++) {
        const vdh_finding *f = &h->finding[k];
        json_t *j = json_object();
        json_object_set_new(j, "check", json_string(vdh_kind_name(f->kind)));
        if (f->entry) {
            json_object_set_new(j, "line", json_integer(f->entry->line));
            json_object_set_new(j, "version", json_string(f->entry->version));
            json_object_set_new(j, "verb", json_string(hist_verb_name(f->entry->verb)));
            json_object_set_new(j, "first", f->entry->first ? json_string(f->entry->first) : json_null());
            json_object_set_new(j, "last", f->entry->last ? json_string(f->entry->last) : json_null());
        }
        if (f->change) {
            json_object_set_new(j, "status", json_string(vd_status_name(f->change->status)));
            json_object_set_new(j, "old", f->change->old_clause >= 0
                                              ? json_string(a->index.clause[f->change->old_clause].id)
                                              : json_null());
            json_object_set_new(j, "new", f->change->new_clause >= 0
                                              ? json_string(b->index.clause[f->change->new_clause].id)
                                              : json_null());
        }
        json_array_append_new(arr, j);
    }
    json_object_set_new(o, "findings", arr);
    return o;
}

static int print_json(const doc *a, const doc *b, const vdiff *d, const vdh_report *h,
                      json_t *cases, json_t *by_clause)
{
    json_t *root = json_object();
    json_object_set_new(root, "doc", json_string(a->index.doc));
    json_object_set_new(root, "old", side_json(a));
    json_object_set_new(root, "new", side_json(b));
    json_t *counts = json_object();
    for (int s = 0; s < VD__COUNT; s++)
        json_object_set_new(counts, vd_status_name((vd_status)s), json_integer((json_int_t)d->count[s]));
    json_object_set_new(root, "counts", counts);
    json_object_set_new(root, "normative_changes", json_integer((json_int_t)d->normative_changes));
    json_t *entries = json_array();
    for (size_t k = 0; k < d->nentries; k++)
        json_array_append_new(entries, entry_json(a, b, &d->entry[k]));
    json_object_set_new(root, "entries", entries);
    json_object_set_new(root, "history", history_json(a, b, h));
    if (cases) {
        json_object_set(root, "case_clauses", by_clause);
        json_object_set(root, "cases", cases);
    }
    int rc = json_dumpf(root, stdout, JSON_INDENT(2) | JSON_PRESERVE_ORDER);
    fputc('\n', stdout);
    json_decref(root);
    return rc;
}

/* ---- the command ---- */

/* The cases of slug through the diff (diff_cases.h); NULL after a diagnostic. */
static json_t *diff_cases(cli_env *env, const char *slug, const vdiff *d, const char *cases_dir)
{
    run_docs rd;
    const char *slugs[1] = {slug};
    json_t *out = NULL;
    caseset cs = {0};
    if (cli_run_docs_open(env, &rd, slugs, 1, cases_dir) == 0
        && caseset_discover(&cs, rd.cases_dir, &env->dg) == 0)
        out = dc_classify(d, &cs, slug, &env->dg);
    caseset_free(&cs);
    cli_run_docs_free(&rd);
    return out;
}

int cli_diff(cli_env *env, int argc, char **argv)
{
    if (cli_wants_help(argc, argv)) {
        printf("usage: %s\n\n"
               "Compare two versions of DOC. OLD and NEW are version labels from the manifest\n"
               "(`oracle docs`) or files, each parsed with DOC's numbering scheme. Clauses are aligned\n"
               "by text, position and id, so a renumbering is reported as such and repeated texts\n"
               "are paired by position. Each old clause is unchanged, layout (same normalised text,\n"
               "different source lines: re-wrapping, width, spacing, bold), changed (same id; the\n"
               "normalised text differs, shown as a character diff: [-deleted-]{+inserted+}),\n"
               "renumbered (same or similar text under a new id; \"moved\" when under another parent)\n"
               "or removed; each new clause without a counterpart is added.\n\n"
               "When the document prints a change history, the entries the new version adds are\n"
               "checked against the diff: an entry naming clauses the diff shows unchanged\n"
               "(entry-unchanged) or that the version lacks (entry-missing), a normative change no\n"
               "entry mentions (change-unlogged), a revision with no new entry (no-new-entry), or new\n"
               "entries that name no clause (unattributed).\n\n"
               "  --json        every clause's entry, with old and new id, lines, hash, similarity\n"
               "                and the character diff as [op, text] runs; \"history\": the findings\n"
               "  --all         list unchanged clauses too, and every renumbered clause on its own\n"
               "  --context N   code points of unchanged text around each change (default 20)\n"
               "  --color, --no-color   colour the diff (default: when stdout is a terminal)\n"
               "  --cases       every case of DOC through the diff: fresh, renumbered (its clause's\n"
               "                text under a new id: oracle repin), suspect (the text changed) or\n"
               "                orphaned (the clause is gone); first per clause (the cases of each\n"
               "                touched clause, hand-written and generated apart), then per case;\n"
               "                --json adds them as \"case_clauses\" and \"cases\"\n"
               "  --cases-dir DIR  the cases directory (default: cases/ beside rules/)\n\n"
               "Exit status: 0 when no normative clause changed (layout, examples, notes, history), 1 when\n"
               "one was added, removed, changed or renumbered, 2 for bad usage or unreadable input.\n",
               DIFF_USAGE);
        return EXIT_OK;
    }
    diff_opts o = {false, false, isatty(STDOUT_FILENO) && !getenv("NO_COLOR"), false, NULL, 20};
    const char *pos[3] = {NULL, NULL, NULL};
    int npos = 0;
    for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], "--json") == 0) {
            o.json = true;
        } else if (strcmp(argv[i], "--all") == 0) {
            o.all = true;
        } else if (strcmp(argv[i], "--color") == 0) {
            o.color = true;
        } else if (strcmp(argv[i], "--no-color") == 0) {
            o.color = false;
        } else if (strcmp(argv[i], "--cases") == 0) {
            o.cases = true;
        } else if (strcmp(argv[i], "--cases-dir") == 0) {
            if (i + 1 >= argc)
                return cli_usage_error("diff", DIFF_USAGE, "--cases-dir needs a directory");
            o.cases_dir = argv[++i];
            o.cases = true;
        } else if (strcmp(argv[i], "--context") == 0) {
            char *end;
            long v = i + 1 < argc ? strtol(argv[i + 1], &end, 10) : -1;
            if (i + 1 >= argc || *end || end == argv[i + 1] || v < 0 || v > 10000)
                return cli_usage_error("diff", DIFF_USAGE, "--context needs a number from 0 to 10000");
            o.context = (int)v;
            i++;
        } else if (argv[i][0] == '-' && argv[i][1]) {
            return cli_usage_error("diff", DIFF_USAGE, "unknown option %s", argv[i]);
        } else if (npos < 3) {
            pos[npos++] = argv[i];
        } else {
            return cli_usage_error("diff", DIFF_USAGE, "unexpected argument %s", argv[i]);
        }
    }
    if (npos < 3)
        return cli_usage_error("diff", DIFF_USAGE, "name a document and two versions (labels or files)");
    int rc = cli_manifest(env);
    if (rc)
        return rc;
    const mfst_doc *md = mfst_find(&env->m, pos[0]);
    if (!md) {
        fprintf(stderr, "oracle diff: unknown document \"%s\"; the documents are:", pos[0]);
        for (size_t i = 0; i < env->m.ndocs; i++)
            fprintf(stderr, " %s", env->m.docs[i].slug);
        fputc('\n', stderr);
        return EXIT_USAGE;
    }
    doc a, b;
    if ((rc = open_side(env, &a, md, pos[1])) != 0)
        return rc;
    if ((rc = open_side(env, &b, md, pos[2])) != 0) {
        doc_close(&a);
        return rc;
    }
    vdiff d;
    vdiff_compute(&d, &a.index, &b.index);
    vdh_report h;
    vdh_check(&h, &d);
    json_t *cases = o.cases ? diff_cases(env, md->slug, &d, o.cases_dir) : NULL;
    json_t *by_clause = cases ? dc_by_clause(&d, cases) : NULL;
    if (o.cases && !cases) {
        rc = EXIT_USAGE;
    } else if (o.json) {
        if (print_json(&a, &b, &d, &h, cases, by_clause) != 0)
            rc = EXIT_USAGE;
    } else {
        print_report(stdout, &a, &b, &d, &h, &o);
        if (cases)
            dc_print(stdout, md->slug, cases, by_clause);
    }
    json_decref(by_clause);
    json_decref(cases);
    vdh_free(&h);
    if (rc == 0)
        rc = d.normative_changes ? EXIT_FINDINGS : EXIT_OK;
    vdiff_free(&d);
    doc_close(&a);
    doc_close(&b);
    return rc;
}
