/* manifest.c — strict loading of rules/manifest.json (manifest.h) through jcheck: an unknown or
 * missing key, a wrong type, and every value that is not what it must be (a slug or a file that
 * would lead outside the rules directory, a label used twice, a date that is not a date) is an
 * error at its line and column, every one of them (up to JC_MAX_PROBLEMS). */
#include "manifest.h"
#include "scheme.h"
#include "util/fileio.h"
#include "util/jcheck.h"

#include <jansson.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char *copy(manifest *m, const char *s)
{
    return s ? arena_strdup(&m->mem, s) : NULL;
}

static bool is_lower_or_digit(char c)
{
    return (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9');
}

bool mfst_slug_ok(const char *s)
{
    size_t n = strlen(s);
    if (n == 0 || n > MFST_MAX_NAME || !is_lower_or_digit(s[0]))
        return false;
    for (size_t i = 1; i < n; i++)
        if (!is_lower_or_digit(s[i]) && s[i] != '-')
            return false;
    return true;
}

bool mfst_label_ok(const char *s)
{
    size_t n = strlen(s);
    if (n == 0 || n > MFST_MAX_NAME || s[0] == '.')
        return false;
    for (size_t i = 0; i < n; i++) {
        char c = s[i];
        if (!((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9')
              || c == '.' || c == '_' || c == '-' || c == '+'))
            return false;
    }
    return true;
}

/* A relative path of plain names: it cannot lead outside the directory it is read from. */
static bool is_inner_path(const char *s)
{
    size_t n = strlen(s);
    if (n == 0 || n > 1024 || s[0] == '/')
        return false;
    for (const char *seg = s; *seg;) {
        size_t len = strcspn(seg, "/");
        if (len == 0 || (len == 1 && seg[0] == '.') || (len == 2 && seg[0] == '.' && seg[1] == '.'))
            return false;
        for (size_t i = 0; i < len; i++)
            if ((unsigned char)seg[i] < 0x20 || seg[i] == '\\')
                return false;
        seg += len;
        if (*seg == '/' && !*++seg)
            return false;  /* a trailing "/": a folder, not a file */
    }
    return true;
}

bool mfst_date_ok(const char *s)
{
    if (strlen(s) != 10 || s[4] != '-' || s[7] != '-')
        return false;
    for (int i = 0; i < 10; i++)
        if (i != 4 && i != 7 && (s[i] < '0' || s[i] > '9'))
            return false;
    int y = atoi(s), mo = atoi(s + 5), d = atoi(s + 8);
    static const int days[] = {31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
    if (y < 1 || mo < 1 || mo > 12 || d < 1)
        return false;
    bool leap = (y % 4 == 0 && y % 100 != 0) || y % 400 == 0;
    return d <= days[mo - 1] + (mo == 2 && leap);
}

static int load_date(manifest *m, jcheck *ck, const json_t *jd, mfst_date *out)
{
    static const char *const keys[] = {"what", "date", "line", NULL};
    if (!json_is_object(jd))
        return jc_fail(ck, 0, "a printed date is an object {\"what\", \"date\", \"line\"}, found %s",
                       jc_type_name(jd));
    int before = ck->failed;
    if (jc_keys(ck, jd, keys, keys) != 0)
        return -1;
    const char *what = jc_string(ck, jd, "what", 1), *date = jc_string(ck, jd, "date", 0);
    json_t *line = jc_member(ck, jd, "line", JSON_INTEGER);
    if (date && !mfst_date_ok(date))
        jc_fail_key(ck, "date", 0, "expected a date YYYY-MM-DD, found \"%s\"", date);
    if (line && json_integer_value(line) < 1)
        jc_fail_key(ck, "line", 0, "expected a line number (1 or more), found %lld",
                    (long long)json_integer_value(line));
    if (ck->failed > before)
        return -1;
    *out = (mfst_date){copy(m, what), copy(m, date), (long)json_integer_value(line)};
    return 0;
}

static int load_version(manifest *m, jcheck *ck, const json_t *jv, mfst_version *v,
                        const mfst_version *earlier, size_t nearlier)
{
    static const char *const keys[] = {"label", "label_source", "file", "sha256",
                                       "printed_version", "printed_dates", NULL};
    if (!json_is_object(jv))
        return jc_fail(ck, 0, "a version is an object, found %s", jc_type_name(jv));
    int before = ck->failed;
    if (jc_keys(ck, jv, keys, keys) != 0)
        return -1;
    const char *label = jc_string(ck, jv, "label", 0), *source = jc_string(ck, jv, "label_source", 1);
    const char *file = jc_string(ck, jv, "file", 0), *sha = jc_string(ck, jv, "sha256", 0);
    const json_t *printed = json_object_get(jv, "printed_version");
    const json_t *dates = jc_member(ck, jv, "printed_dates", JSON_ARRAY);
    if (label && !mfst_label_ok(label))
        jc_fail_key(ck, "label", 0, "a label is 1 to %d letters, digits, \".\", \"_\", \"-\" or "
                    "\"+\", not beginning with \".\" (it names the version's file), found \"%s\"",
                    MFST_MAX_NAME, label);
    for (size_t i = 0; label && i < nearlier; i++)
        if (strcmp(earlier[i].label, label) == 0) {
            jc_fail_key(ck, "label", 0, "the label \"%s\" is versions[%zu]'s already: each version "
                        "has its own", label, i);
            break;
        }
    if (file && !is_inner_path(file))
        jc_fail_key(ck, "file", 0, "a path under the rules directory (names separated by \"/\", "
                    "none of them \".\" or \"..\", not beginning with \"/\"), found \"%s\"", file);
    if (sha && (strlen(sha) != 64 || strspn(sha, "0123456789abcdef") != 64))
        jc_fail_key(ck, "sha256", 0, "expected 64 lower-case hex digits, found \"%s\"", sha);
    if (!json_is_string(printed) && !json_is_null(printed))
        jc_fail_key(ck, "printed_version", 0, "expected a string or null, found %s",
                    jc_type_name(printed));
    size_t ndates = json_array_size(dates);
    v->dates = arena_alloc(&m->mem, (ndates + 1) * sizeof *v->dates);
    jpos_push_key(&ck->path, "printed_dates");
    for (size_t i = 0; i < ndates; i++) {
        jpos_push_index(&ck->path, i);
        load_date(m, ck, json_array_get(dates, i), &v->dates[i]);
        jpos_pop(&ck->path);
    }
    jpos_pop(&ck->path);
    if (ck->failed > before)
        return -1;
    v->label = copy(m, label);
    v->label_source = copy(m, source);
    v->file = copy(m, file);
    v->sha256 = copy(m, sha);
    v->printed_version = copy(m, json_string_value(printed));
    v->ndates = ndates;
    return 0;
}

static int load_doc(manifest *m, jcheck *ck, const json_t *jd, mfst_doc *d)
{
    static const char *const keys[] = {"slug", "title", "language", "scheme", "versions", NULL};
    if (!json_is_object(jd))
        return jc_fail(ck, 0, "a document is an object, found %s", jc_type_name(jd));
    int before = ck->failed;
    if (jc_keys(ck, jd, keys, keys) != 0)
        return -1;
    const char *slug = jc_string(ck, jd, "slug", 0), *title = jc_string(ck, jd, "title", 1);
    const char *lang = jc_string(ck, jd, "language", 1), *sch = jc_string(ck, jd, "scheme", 1);
    const json_t *versions = jc_member(ck, jd, "versions", JSON_ARRAY);
    if (slug && !mfst_slug_ok(slug))
        jc_fail_key(ck, "slug", 0, "a slug is lower-case letters, digits and \"-\" (a folder under "
                    "rules/), 1 to %d of them, beginning with a letter or a digit, found \"%s\"",
                    MFST_MAX_NAME, slug);
    if (sch && !scheme_find(sch))
        jc_fail_key(ck, "scheme", 0, "unknown numbering scheme \"%s\" (expected dash, dot, lycee "
                    "or floor)", sch);
    if (versions && json_array_size(versions) == 0)
        jc_fail_key(ck, "versions", 0, "a document has at least one version");
    d->nversions = json_array_size(versions);
    d->versions = arena_alloc(&m->mem, (d->nversions + 1) * sizeof *d->versions);
    jpos_push_key(&ck->path, "versions");
    for (size_t i = 0; i < d->nversions; i++) {
        jpos_push_index(&ck->path, i);
        if (load_version(m, ck, json_array_get(versions, i), &d->versions[i], d->versions, i) != 0)
            d->versions[i].label = "";  /* compared with the next ones' labels */
        jpos_pop(&ck->path);
    }
    jpos_pop(&ck->path);
    if (ck->failed > before)
        return -1;
    d->slug = copy(m, slug);
    d->title = copy(m, title);
    d->language = copy(m, lang);
    d->scheme = copy(m, sch);
    return 0;
}

int mfst_load_mem(manifest *m, const char *rules_dir, const char *name, const char *text,
                  size_t len, diag *dg)
{
    memset(m, 0, sizeof *m);
    m->dir = arena_strdup(&m->mem, rules_dir);
    m->path = arena_strdup(&m->mem, name);
    json_t *root = jc_load_mem(m->path, text, len, dg);
    if (!root) {
        mfst_free(m);
        return -1;
    }
    jcheck ck = {.file = m->path, .text = text, .len = len, .dg = dg, .every = 1};
    static const char *const keys[] = {"format", "documents", NULL};
    if (!json_is_object(root)) {
        jc_fail(&ck, 0, "the manifest is an object {\"format\": 1, \"documents\": [...]}, found %s",
                jc_type_name(root));
    } else if (jc_keys(&ck, root, keys, keys) == 0) {
        json_t *format = jc_member(&ck, root, "format", JSON_INTEGER);
        const json_t *docs = jc_member(&ck, root, "documents", JSON_ARRAY);
        if (format && json_integer_value(format) != 1)
            jc_fail_key(&ck, "format", 0, "this oracle reads manifest format 1, not %lld",
                        (long long)json_integer_value(format));
        m->ndocs = json_array_size(docs);
        m->docs = arena_alloc(&m->mem, (m->ndocs + 1) * sizeof *m->docs);
        jpos_push_key(&ck.path, "documents");
        for (size_t i = 0; i < m->ndocs; i++) {
            jpos_push_index(&ck.path, i);
            if (load_doc(m, &ck, json_array_get(docs, i), &m->docs[i]) == 0)
                for (size_t j = 0; j < i; j++)
                    if (m->docs[j].slug && strcmp(m->docs[i].slug, m->docs[j].slug) == 0) {
                        jc_fail_key(&ck, "slug", 0, "\"%s\" is documents[%zu]'s slug already: "
                                    "each document has its own", m->docs[i].slug, j);
                        break;
                    }
            jpos_pop(&ck.path);
        }
        jpos_pop(&ck.path);
    }
    json_decref(root);
    if (ck.failed) {
        mfst_free(m);
        return -1;
    }
    return 0;
}

int mfst_load(manifest *m, const char *rules_dir, diag *dg)
{
    size_t n = strlen(rules_dir) + sizeof "/manifest.json";
    char *path = malloc(n);
    char *text = NULL;
    size_t len;
    if (!path)
        return -1;
    snprintf(path, n, "%s/manifest.json", rules_dir);
    memset(m, 0, sizeof *m);
    int rc = file_read_all(path, &text, &len, dg) == 0
                 ? mfst_load_mem(m, rules_dir, path, text, len, dg) : -1;
    free(text);
    free(path);
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
