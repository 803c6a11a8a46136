/* manifest.c — strict loading of rules/manifest.json with jansson. */
#include "manifest.h"
#include "scheme.h"
#include "util/jcheck.h"

#include <jansson.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char *copy(manifest *m, const char *s)
{
    return s ? arena_strdup(&m->mem, s) : NULL;
}

static int bad(diag *dg, const manifest *m, const char *where, const json_error_t *e)
{
    diag_error(dg, m->path, 0, 0, "%s: %s", where, e->text);
    return -1;
}

static int load_version(manifest *m, json_t *jv, mfst_version *v, const char *where, diag *dg)
{
    json_error_t e;
    const char *label, *source, *file, *sha, *printed = NULL;
    json_t *dates, *jprinted;
    if (json_unpack_ex(jv, &e, JSON_STRICT, "{s:s, s:s, s:s, s:s, s:o, s:o}", "label", &label,
                       "label_source", &source, "file", &file, "sha256", &sha, "printed_version",
                       &jprinted, "printed_dates", &dates) != 0)
        return bad(dg, m, where, &e);
    if (json_is_string(jprinted))
        printed = json_string_value(jprinted);
    else if (!json_is_null(jprinted)) {
        diag_error(dg, m->path, 0, 0, "%s.printed_version: expected a string or null", where);
        return -1;
    }
    if (strlen(sha) != 64 || strspn(sha, "0123456789abcdef") != 64) {
        diag_error(dg, m->path, 0, 0, "%s.sha256: expected 64 lower-case hex digits", where);
        return -1;
    }
    if (!json_is_array(dates)) {
        diag_error(dg, m->path, 0, 0, "%s.printed_dates: expected an array", where);
        return -1;
    }
    v->label = copy(m, label);
    v->label_source = copy(m, source);
    v->file = copy(m, file);
    v->sha256 = copy(m, sha);
    v->printed_version = copy(m, printed);
    v->ndates = json_array_size(dates);
    v->dates = arena_alloc(&m->mem, (v->ndates + 1) * sizeof *v->dates);
    for (size_t i = 0; i < v->ndates; i++) {
        const char *what, *date;
        json_int_t line;
        char w[160];
        snprintf(w, sizeof w, "%s.printed_dates[%zu]", where, i);
        if (json_unpack_ex(json_array_get(dates, i), &e, JSON_STRICT, "{s:s, s:s, s:I}", "what", &what,
                           "date", &date, "line", &line) != 0)
            return bad(dg, m, w, &e);
        v->dates[i] = (mfst_date){copy(m, what), copy(m, date), (long)line};
    }
    return 0;
}

static int load_doc(manifest *m, json_t *jd, mfst_doc *d, size_t index, diag *dg)
{
    json_error_t e;
    const char *slug, *title, *lang, *sch;
    json_t *versions;
    char where[64];
    snprintf(where, sizeof where, "documents[%zu]", index);
    if (json_unpack_ex(jd, &e, JSON_STRICT, "{s:s, s:s, s:s, s:s, s:o}", "slug", &slug, "title", &title,
                       "language", &lang, "scheme", &sch, "versions", &versions) != 0)
        return bad(dg, m, where, &e);
    if (!scheme_find(sch)) {
        diag_error(dg, m->path, 0, 0, "%s.scheme: unknown numbering scheme \"%s\" (expected dash, dot, lycee or floor)",
                   where, sch);
        return -1;
    }
    if (!json_is_array(versions) || json_array_size(versions) == 0) {
        diag_error(dg, m->path, 0, 0, "%s.versions: expected a non-empty array", where);
        return -1;
    }
    d->slug = copy(m, slug);
    d->title = copy(m, title);
    d->language = copy(m, lang);
    d->scheme = copy(m, sch);
    d->nversions = json_array_size(versions);
    d->versions = arena_alloc(&m->mem, d->nversions * sizeof *d->versions);
    for (size_t i = 0; i < d->nversions; i++) {
        char w[96];
        snprintf(w, sizeof w, "%s.versions[%zu]", where, i);
        if (load_version(m, json_array_get(versions, i), &d->versions[i], w, dg) != 0)
            return -1;
    }
    return 0;
}

int mfst_load(manifest *m, const char *rules_dir, diag *dg)
{
    memset(m, 0, sizeof *m);
    m->dir = arena_strdup(&m->mem, rules_dir);
    size_t n = strlen(rules_dir) + sizeof "/manifest.json";
    char *path = arena_alloc(&m->mem, n);
    snprintf(path, n, "%s/manifest.json", rules_dir);
    m->path = path;
    json_error_t e;
    char *text;
    size_t len;
    json_t *root = jc_load_file(path, &text, &len, dg);
    free(text);
    if (!root) {
        mfst_free(m);
        return -1;
    }
    json_int_t format;
    json_t *docs;
    int rc = -1;
    if (json_unpack_ex(root, &e, JSON_STRICT, "{s:I, s:o}", "format", &format, "documents", &docs) != 0) {
        bad(dg, m, "top level", &e);
        goto out;
    }
    if (format != 1) {
        diag_error(dg, path, 0, 0, "format: this oracle reads manifest format 1, not %lld", (long long)format);
        goto out;
    }
    if (!json_is_array(docs)) {
        diag_error(dg, path, 0, 0, "documents: expected an array");
        goto out;
    }
    m->ndocs = json_array_size(docs);
    m->docs = arena_alloc(&m->mem, (m->ndocs + 1) * sizeof *m->docs);
    for (size_t i = 0; i < m->ndocs; i++)
        if (load_doc(m, json_array_get(docs, i), &m->docs[i], i, dg) != 0)
            goto out;
    for (size_t i = 0; i < m->ndocs; i++)
        for (size_t j = 0; j < i; j++)
            if (strcmp(m->docs[i].slug, m->docs[j].slug) == 0) {
                diag_error(dg, path, 0, 0, "documents[%zu]: slug \"%s\" is listed twice", i, m->docs[i].slug);
                goto out;
            }
    rc = 0;
out:
    json_decref(root);
    if (rc != 0)
        mfst_free(m);
    return rc;
}

void mfst_free(manifest *m)
{
    arena_free(&m->mem);
    memset(m, 0, sizeof *m);
}

const mfst_doc *mfst_find(const manifest *m, const char *slug)
{
    for (size_t i = 0; i < m->ndocs; i++)
        if (strcmp(m->docs[i].slug, slug) == 0)
            return &m->docs[i];
    return NULL;
}

const mfst_version *mfst_version_find(const mfst_doc *d, const char *label)
{
    if (!label)
        return &d->versions[d->nversions - 1];
    for (size_t i = 0; i < d->nversions; i++)
        if (strcmp(d->versions[i].label, label) == 0)
            return &d->versions[i];
    return NULL;
}
