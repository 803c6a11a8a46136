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

/* The directories from the root down to the one being walked: one met again below itself is a
 * cycle (a link to a directory that holds it). */
typedef struct ancestors {
    dev_t dev[CASESET_MAX_DEPTH];
    ino_t ino[CASESET_MAX_DEPTH];
    int n;
} ancestors;

static bool is_ancestor(const ancestors *a, const struct stat *st)
{
    for (int i = 0; i < a->n; i++)
        if (a->dev[i] == st->st_dev && a->ino[i] == st->st_ino)
            return true;
    return false;
}

static bool is_case_name(const char *name, int depth)
{
    size_t len = strlen(name);
    return depth >= 2 && len > 5 && strcmp(name + len - 5, ".json") == 0;
}

/* Walk dir/rel (its stat: `here`); depth counts path segments of rel (cases live at depth >= 2:
 * <doc>/<folder>/). A directory that holds one of its ancestors is not followed (a warning); a
 * case file that cannot be stat'ed (a dangling link, a loop of links) is kept, so that reading
 * it reports why; any other link that leads nowhere is a warning. */
static int walk(caseset *s, const char *root, const char *rel, int depth, const struct stat *here,
                ancestors *up, diag *dg)
{
    strbuf dirpath;
    sb_init(&dirpath);
    sb_printf(&dirpath, "%s%s%s", root, *rel ? "/" : "", rel);
    if (up->n == CASESET_MAX_DEPTH) {
        diag_error(dg, sb_str(&dirpath), 0, 0, "more than %d directories deep: not read",
                   CASESET_MAX_DEPTH);
        sb_free(&dirpath);
        return -1;
    }
    DIR *d = opendir(sb_str(&dirpath));
    if (!d) {
        diag_error(dg, sb_str(&dirpath), 0, 0, "cannot read the cases directory");
        sb_free(&dirpath);
        return -1;
    }
    up->dev[up->n] = here->st_dev;
    up->ino[up->n] = here->st_ino;
    up->n++;
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
    if (n)
        qsort(names, n, sizeof *names, by_name);
    int rc = 0;
    for (size_t i = 0; i < n; i++) {
        strbuf sub, full;
        sb_init(&sub);
        sb_init(&full);
        sb_printf(&sub, "%s%s%s", rel, *rel ? "/" : "", names[i]);
        sb_printf(&full, "%s/%s", root, sb_str(&sub));
        struct stat st;
        if (rc != 0) {
            /* an unreadable directory stops the walk */
        } else if (stat(sb_str(&full), &st) != 0) {
            struct stat link;
            if (is_case_name(names[i], depth))
                add(s, sb_str(&full), sb_str(&sub));
            else if (lstat(sb_str(&full), &link) == 0 && S_ISLNK(link.st_mode))
                diag_warning(dg, sb_str(&full), 0, 0, "a symbolic link that leads nowhere: not "
                             "followed");
        } else if (S_ISDIR(st.st_mode)) {
            if (is_ancestor(up, &st))
                diag_warning(dg, sb_str(&full), 0, 0, "a link to a directory that holds it (a "
                             "cycle): not followed");
            else
                rc = walk(s, root, sb_str(&sub), depth + 1, &st, up, dg);
        } else if (is_case_name(names[i], depth)) {
            add(s, sb_str(&full), sb_str(&sub));
        }
        sb_free(&sub);
        sb_free(&full);
        free(names[i]);
    }
    free(names);
    up->n--;
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
    struct stat st;
    if (stat(dir, &st) != 0 || !S_ISDIR(st.st_mode)) {
        diag_error(dg, dir, 0, 0, "cannot read the cases directory");
        return -1;
    }
    ancestors up = {.n = 0};
    int rc = walk(s, dir, "", 0, &st, &up, dg);
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
