/* rulemarks.c — reading the RULE("id") marks of a document's engine folder (rulemarks.h). */
#define _XOPEN_SOURCE 700
#include "rulemarks.h"
#include "util/diag.h"
#include "util/fatal.h"
#include "util/fileio.h"

#include <dirent.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int by_name(const void *a, const void *b)
{
    return strcmp(*(char *const *)a, *(char *const *)b);
}

static bool is_source(const char *name)
{
    size_t n = strlen(name);
    return n > 2 && name[n - 2] == '.' && (name[n - 1] == 'c' || name[n - 1] == 'h');
}

/* The source files of dir, sorted; *n set. */
static char **sources(const char *dir, size_t *n)
{
    *n = 0;
    DIR *d = opendir(dir);
    if (!d)
        return NULL;
    size_t cap = 16;
    char **v = xmalloc(cap * sizeof *v);
    struct dirent *e;
    while ((e = readdir(d)) != NULL) {
        if (!is_source(e->d_name))
            continue;
        if (*n == cap)
            v = xrealloc(v, (cap *= 2) * sizeof *v);
        v[(*n)++] = xstrdup(e->d_name);
    }
    closedir(d);
    qsort(v, *n, sizeof *v, by_name);
    return v;
}

static void add_mark(json_t *marks, const char *id, size_t idlen, const char *rel, size_t line)
{
    char key[128], where[4200];
    snprintf(key, sizeof key, "%.*s", (int)idlen, id);
    snprintf(where, sizeof where, "%s:%zu", rel, line);
    json_t *list = json_object_get(marks, key);
    if (!list) {
        list = json_array();
        json_object_set_new(marks, key, list);
    }
    json_array_append_new(list, json_string(where));
}

static void scan_file(json_t *marks, const char *path, const char *rel)
{
    diag dg;
    diag_init(&dg, NULL);
    char *text;
    size_t len;
    if (file_read_all(path, &text, &len, &dg) != 0)
        return;
    static const char open[] = "RULE(\"";
    size_t line = 1;
    for (size_t i = 0; i < len; i++) {
        if (text[i] == '\n') {
            line++;
            continue;
        }
        if (text[i] != 'R' || strncmp(text + i, open, sizeof open - 1) != 0)
            continue;
        const char *id = text + i + sizeof open - 1;
        const char *end = memchr(id, '"', len - (size_t)(id - text));
        if (end && end > id && memchr(id, '\n', (size_t)(end - id)) == NULL)
            add_mark(marks, id, (size_t)(end - id), rel, line);
    }
    free(text);
}

json_t *rulemarks_scan(const char *root, const char *slug)
{
    json_t *marks = json_object();
    char folder[256], dir[4400];
    snprintf(folder, sizeof folder, "engine/%s", slug);
    for (char *p = folder; *p; p++)
        if (*p == '-')
            *p = '_';
    snprintf(dir, sizeof dir, "%s/%s", root, folder);
    size_t n;
    char **names = sources(dir, &n);
    for (size_t i = 0; i < n; i++) {
        char path[4700], rel[600];
        snprintf(path, sizeof path, "%s/%s", dir, names[i]);
        snprintf(rel, sizeof rel, "%s/%s", folder, names[i]);
        scan_file(marks, path, rel);
        free(names[i]);
    }
    free(names);
    return marks;
}
