/* caseset.c — discovering case files and slicing them into shards (caseset.h). */
#include "caseset.h"
#include "util/fatal.h"
#include "util/strbuf.h"

#include <dirent.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

static void add(caseset *s, const char *path, const char *rel)
{
    if (s->n == s->cap)
        s->v = xrealloc(s->v, (s->cap = s->cap ? 2 * s->cap : 256) * sizeof *s->v);
    size_t rl = strlen(rel);
    case_file *f = &s->v[s->n++];
    f->path = xstrdup(path);
    f->rel = xstrdup(rel);
    f->id = xstrdup(rel);
    f->id[rl - 5] = '\0';
}

static int by_name(const void *a, const void *b)
{
    return strcmp(*(char *const *)a, *(char *const *)b);
}

/* Walk dir/rel; depth counts path segments of rel (cases live at depth >= 2: <doc>/<folder>/). */
static int walk(caseset *s, const char *root, const char *rel, int depth, diag *dg)
{
    strbuf dirpath;
    sb_init(&dirpath);
    sb_printf(&dirpath, "%s%s%s", root, *rel ? "/" : "", rel);
    DIR *d = opendir(sb_str(&dirpath));
    if (!d) {
        diag_error(dg, sb_str(&dirpath), 0, 0, "cannot read the cases directory");
        sb_free(&dirpath);
        return -1;
    }
    char **names = NULL;
    size_t n = 0, cap = 0;
    struct dirent *e;
    while ((e = readdir(d))) {
        if (e->d_name[0] == '.')
            continue;
        if (n == cap)
            names = xrealloc(names, (cap = cap ? 2 * cap : 64) * sizeof *names);
        names[n++] = xstrdup(e->d_name);
    }
    closedir(d);
    qsort(names, n, sizeof *names, by_name);
    int rc = 0;
    for (size_t i = 0; i < n; i++) {
        strbuf sub, full;
        sb_init(&sub);
        sb_init(&full);
        sb_printf(&sub, "%s%s%s", rel, *rel ? "/" : "", names[i]);
        sb_printf(&full, "%s/%s", root, sb_str(&sub));
        struct stat st;
        if (rc == 0 && stat(sb_str(&full), &st) == 0) {
            size_t len = strlen(names[i]);
            if (S_ISDIR(st.st_mode))
                rc = walk(s, root, sb_str(&sub), depth + 1, dg);
            else if (depth >= 2 && len > 5 && strcmp(names[i] + len - 5, ".json") == 0)
                add(s, sb_str(&full), sb_str(&sub));
        }
        sb_free(&sub);
        sb_free(&full);
        free(names[i]);
    }
    free(names);
    sb_free(&dirpath);
    return rc;
}

static int by_id(const void *a, const void *b)
{
    return strcmp(((const case_file *)a)->id, ((const case_file *)b)->id);
}

int caseset_discover(caseset *s, const char *dir, diag *dg)
{
    memset(s, 0, sizeof *s);
    int rc = walk(s, dir, "", 0, dg);
    /* Case ids in bytewise order ("a/b" before "a/b-c" before "a/b/c"), the order `oracle merge`
     * sorts them in, so that merged shards list cases as one run does. */
    if (s->n)
        qsort(s->v, s->n, sizeof *s->v, by_id);
    return rc;
}

void caseset_free(caseset *s)
{
    for (size_t i = 0; i < s->n; i++) {
        free(s->v[i].path);
        free(s->v[i].rel);
        free(s->v[i].id);
    }
    free(s->v);
    memset(s, 0, sizeof *s);
}

void caseset_select(const caseset *from, bool (*keep)(const case_file *f, const void *ctx),
                    const void *ctx, caseset *to)
{
    memset(to, 0, sizeof *to);
    for (size_t i = 0; i < from->n; i++)
        if (keep(&from->v[i], ctx))
            add(to, from->v[i].path, from->v[i].rel);
}

bool caseset_in_shard(const char *id, int k, int n)
{
    uint32_t h = 2166136261u;
    for (const unsigned char *p = (const unsigned char *)id; *p; p++)
        h = (h ^ *p) * 16777619u;
    return (int)(h % (uint32_t)n) + 1 == k;
}
