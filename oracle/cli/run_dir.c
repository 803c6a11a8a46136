/* run_dir.c — a run's report directory, written privately and published whole (run_dir.h). */
#define _GNU_SOURCE /* renameat2 (RENAME_NOREPLACE, RENAME_EXCHANGE), nftw */
#include "run_dir.h"
#include "oracle/report/report.h"
#include "util/utf8.h"

#include <errno.h>
#include <fcntl.h>
#include <ftw.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

const char *run_name_problem(const char *name)
{
    size_t n = strlen(name);
    if (n == 0)
        return "a run name is not empty";
    if (n > RUN_NAME_MAX)
        return "a run name is at most 200 bytes";
    if (name[0] == '.')
        return "a run name does not begin with \".\" (\".\", \"..\" and hidden names are not runs)";
    if (strcmp(name, "latest") == 0)
        return "\"latest\" is the link to the last run, not a run name";
    for (size_t i = 0; i < n;) {
        unsigned char c = (unsigned char)name[i];
        if (c == '/')
            return "a run name is a plain directory name, without \"/\"";
        if (c < 0x20 || c == 0x7f)
            return "a run name has no control characters";
        size_t k = utf8_len((const unsigned char *)name + i, n - i);
        if (k == 0)
            return "a run name is UTF-8 text";
        i += k;
    }
    return NULL;
}

static int path_in(const run_dir *rd, const char *name, char *out, size_t size, diag *dg)
{
    if ((size_t)snprintf(out, size, "%s/%s", rd->base, name) >= size) {
        diag_error(dg, rd->base, 0, 0, "the path of the run directory is too long");
        return -1;
    }
    return 0;
}

int run_dir_open(run_dir *rd, const char *out, const char *name, bool given, diag *dg)
{
    memset(rd, 0, sizeof *rd);
    if ((size_t)snprintf(rd->base, sizeof rd->base, "%s", out) >= sizeof rd->base) {
        diag_error(dg, out, 0, 0, "the path is too long");
        return -1;
    }
    if (mkdir(rd->base, 0777) != 0 && errno != EEXIST) {
        diag_error(dg, rd->base, 0, 0, "cannot create the directory: %s", strerror(errno));
        return -1;
    }
    snprintf(rd->name, sizeof rd->name, "%s", name);
    if (given)
        return 0;
    char path[PATH_MAX + 300];
    for (int k = 1; k <= 1000; k++) {
        if (k > 1)
            snprintf(rd->name, sizeof rd->name, "%s-%d", name, k);
        if (path_in(rd, rd->name, path, sizeof path, dg) != 0)
            return -1;
        if (mkdir(path, 0777) == 0) {
            rd->reserved = true;
            return 0;
        }
        if (errno != EEXIST) {
            diag_error(dg, path, 0, 0, "cannot create the run directory: %s", strerror(errno));
            return -1;
        }
    }
    diag_error(dg, rd->base, 0, 0, "runs %s to %s-1000 exist already: give the run a --name", name,
               name);
    return -1;
}

static int remove_one(const char *path, const struct stat *st, int flag, struct FTW *ftw)
{
    (void)st, (void)ftw;
    return (flag == FTW_DP ? rmdir(path) : unlink(path)) == 0 ? 0 : -1;
}

/* Remove a directory tree (not following links); quietly, as far as it goes. */
static void remove_tree(const char *path)
{
    nftw(path, remove_one, 16, FTW_DEPTH | FTW_PHYS);
}

void run_dir_abandon(run_dir *rd)
{
    char path[PATH_MAX + 300];
    if (rd->reserved && snprintf(path, sizeof path, "%s/%s", rd->base, rd->name) < (int)sizeof path)
        rmdir(path);
    rd->reserved = false;
}

/* Put the directory `tmp` at `dest`: into the empty directory that reserved the name, or where
 * nothing is, or over an earlier run of that name (exchanged with it, which is then removed). */
static int publish(run_dir *rd, const char *tmp, const char *dest, diag *dg)
{
    if (rd->reserved ? rename(tmp, dest) == 0
                     : renameat2(AT_FDCWD, tmp, AT_FDCWD, dest, RENAME_NOREPLACE) == 0)
        return 0;
    if (!rd->reserved && (errno == EINVAL || errno == ENOSYS)) {  /* renameat2 without flags */
        if (access(dest, F_OK) != 0 && rename(tmp, dest) == 0)
            return 0;
        errno = EEXIST;
    }
    if (!rd->reserved && errno == EEXIST) {
        if (renameat2(AT_FDCWD, tmp, AT_FDCWD, dest, RENAME_EXCHANGE) == 0) {
            remove_tree(tmp);  /* the earlier run, at the private name now */
            return 0;
        }
        char aside[PATH_MAX + 320];  /* no exchange: the earlier run moved aside first */
        snprintf(aside, sizeof aside, "%s.old", tmp);
        if (rename(dest, aside) == 0) {
            if (rename(tmp, dest) == 0) {
                remove_tree(aside);
                return 0;
            }
            int e = errno;
            rename(aside, dest);
            errno = e;
        }
    }
    diag_error(dg, dest, 0, 0, "cannot put the run's report there: %s", strerror(errno));
    return -1;
}

/* OUT/latest → NAME, switched with one rename of a link made under a private name. */
static void point_latest(run_dir *rd, diag *dg)
{
    char link[PATH_MAX + 32], tmp[PATH_MAX + 64];
    if (path_in(rd, "latest", link, sizeof link, dg) != 0)
        return;
    for (int k = 0; k < 100; k++) {
        snprintf(tmp, sizeof tmp, "%s/.latest.%ld.%d", rd->base, (long)getpid(), k);
        if (symlink(rd->name, tmp) == 0) {
            if (rename(tmp, link) != 0) {
                diag_error(dg, link, 0, 0, "cannot point latest at %s: %s", rd->name, strerror(errno));
                unlink(tmp);
            }
            return;
        }
        if (errno != EEXIST)
            break;
    }
    diag_error(dg, link, 0, 0, "cannot point latest at %s: %s", rd->name, strerror(errno));
}

/* OUT/.NAME.PID.K: a directory no other run writes (mkdir fails where one exists). */
static int private_dir(const run_dir *rd, char *tmp, size_t size, diag *dg)
{
    for (int k = 0; k < 1000; k++) {
        snprintf(tmp, size, "%s/.%s.%ld.%d", rd->base, rd->name, (long)getpid(), k);
        if (mkdir(tmp, 0777) == 0)
            return 0;
        if (errno != EEXIST)
            break;
    }
    diag_error(dg, tmp, 0, 0, "cannot create the run's private directory: %s", strerror(errno));
    return -1;
}

int run_dir_write(run_dir *rd, const json_t *results, diag *dg)
{
    char tmp[PATH_MAX + 300], dest[PATH_MAX + 300];
    if (path_in(rd, rd->name, dest, sizeof dest, dg) != 0 || private_dir(rd, tmp, sizeof tmp, dg) != 0) {
        run_dir_abandon(rd);
        return -1;
    }
    if (report_write_all(results, tmp, dg) != 0 || publish(rd, tmp, dest, dg) != 0) {
        remove_tree(tmp);
        run_dir_abandon(rd);
        return -1;
    }
    rd->reserved = false;
    point_latest(rd, dg);
    return 0;
}
