/* adapter_proc.c — the adapter's process: starting it without a shell with three pipes,
 * killing its process group, reaping it, describing how it ended, and keeping the tail of
 * what it wrote to stderr (adapter_int.h). The oracle is a child subreaper: what an adapter
 * leaves behind when it ends (a grandchild in a session of its own, beyond the reach of its
 * process group) becomes the oracle's child, and is killed and reaped once the adapter is. */
#include "adapter_int.h"
#include "util/fatal.h"
#include "util/utf8.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <pthread.h>
#include <signal.h>
#include <spawn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/prctl.h>
#include <sys/wait.h>
#include <unistd.h>

extern char **environ;

/* --- the stderr ring and UTF-8 -------------------------------------------------------- */

void ad_ring_put(ad_ring *r, const char *p, size_t n)
{
    if (n >= AD_STDERR_TAIL) {  /* only the last AD_STDERR_TAIL bytes can survive */
        p += n - AD_STDERR_TAIL;
        r->total += n - AD_STDERR_TAIL;
        n = AD_STDERR_TAIL;
    }
    size_t at = r->total % AD_STDERR_TAIL;
    size_t first = AD_STDERR_TAIL - at < n ? AD_STDERR_TAIL - at : n;
    memcpy(r->buf + at, p, first);
    memcpy(r->buf, p + first, n - first);
    r->total += n;
}

void ad_ring_tail(const ad_ring *r, strbuf *out)
{
    char lin[AD_STDERR_TAIL];
    size_t n = r->total < AD_STDERR_TAIL ? r->total : AD_STDERR_TAIL;
    size_t start = r->total < AD_STDERR_TAIL ? 0 : r->total % AD_STDERR_TAIL;
    for (size_t i = 0; i < n; i++)
        lin[i] = r->buf[(start + i) % AD_STDERR_TAIL];
    size_t from = 0;
    if (r->total > AD_STDERR_TAIL) {  /* the oldest kept line is cut: start after it */
        const char *nl = memchr(lin, '\n', n);
        if (nl && (size_t)(nl - lin) + 1 < n)
            from = (size_t)(nl - lin) + 1;
    }
    while (n > from && (lin[n - 1] == '\n' || lin[n - 1] == '\r'))
        n--;
    ad_put_utf8(out, lin + from, n - from);
}

void ad_put_utf8(strbuf *out, const char *p, size_t n)
{
    const unsigned char *s = (const unsigned char *)p;
    size_t i = 0;
    while (i < n) {
        size_t run = i;
        size_t k;
        while (run < n && s[run] != 0 && (k = utf8_len(s + run, n - run)) > 0)
            run += k;
        sb_put(out, p + i, run - i);
        if (run < n) {
            sb_puts(out, "\xEF\xBF\xBD");  /* U+FFFD for one invalid byte */
            run++;
        }
        i = run;
    }
}

/* --- what adapters leave behind ---------------------------------------------------------- */

/* The adapters this process started and has not reaped: a sweep spares them (a test may run
 * two drivers at once). */
static pthread_mutex_t live_lock = PTHREAD_MUTEX_INITIALIZER;
static pid_t *live;
static size_t nlive, live_cap;

static void live_add(pid_t pid)
{
    pthread_mutex_lock(&live_lock);
    if (nlive == live_cap)
        live = xrealloc(live, (live_cap = live_cap ? 2 * live_cap : 8) * sizeof *live);
    live[nlive++] = pid;
    pthread_mutex_unlock(&live_lock);
}

static void live_remove(pid_t pid)
{
    pthread_mutex_lock(&live_lock);
    for (size_t i = 0; i < nlive; i++)
        if (live[i] == pid) {
            live[i] = live[--nlive];
            break;
        }
    pthread_mutex_unlock(&live_lock);
}

static bool is_live(pid_t pid)
{
    pthread_mutex_lock(&live_lock);
    bool found = false;
    for (size_t i = 0; i < nlive && !found; i++)
        found = live[i] == pid;
    pthread_mutex_unlock(&live_lock);
    return found;
}

/* The parent and process group of process `pid` (/proc/PID/stat); false when it is gone. */
static bool parent_and_group(const char *pid, pid_t *ppid, pid_t *pgrp)
{
    char path[64], buf[512];
    snprintf(path, sizeof path, "/proc/%s/stat", pid);
    int fd = open(path, O_RDONLY | O_CLOEXEC);
    if (fd < 0)
        return false;
    ssize_t n = read(fd, buf, sizeof buf - 1);
    close(fd);
    if (n <= 0)
        return false;
    buf[n] = '\0';
    const char *end = strrchr(buf, ')');  /* after the command's name, which may hold anything */
    long pp, pg;
    char state;
    if (!end || sscanf(end + 1, " %c %ld %ld", &state, &pp, &pg) != 3)
        return false;
    *ppid = (pid_t)pp;
    *pgrp = (pid_t)pg;
    return true;
}

/* Kill and reap every child of this process that an adapter left behind: a child outside the
 * oracle's own process group (an adapter's descendants are in its group, or in groups of their
 * own) that is not a running adapter. Killing one reparents its children here: look again
 * until none is left. */
static void sweep_orphans(void)
{
    pid_t self = getpid(), group = getpgrp();
    for (int round = 0; round < 64; round++) {
        DIR *d = opendir("/proc");
        if (!d)
            return;
        int found = 0;
        struct dirent *e;
        while ((e = readdir(d))) {
            if (e->d_name[0] < '1' || e->d_name[0] > '9')
                continue;
            pid_t ppid, pgrp, pid = (pid_t)atol(e->d_name);
            if (!parent_and_group(e->d_name, &ppid, &pgrp) || ppid != self || pgrp == group
                || is_live(pid))
                continue;
            if (pgrp == pid)
                kill(-pid, SIGKILL);  /* its group: a session it made */
            kill(pid, SIGKILL);
            while (waitpid(pid, NULL, 0) < 0 && errno == EINTR)
                ;
            found++;
        }
        closedir(d);
        if (!found)
            return;
    }
}

/* --- starting ------------------------------------------------------------------------- */

/* A pipe whose two ends are close-on-exec and numbered above stderr (so that dup2 onto 0, 1
 * or 2 in the child always makes a new descriptor). */
static int make_pipe(int fds[2])
{
    if (pipe(fds) != 0)
        return -1;
    for (int i = 0; i < 2; i++) {
        if (fds[i] > 2) {
            if (fcntl(fds[i], F_SETFD, FD_CLOEXEC) == 0)
                continue;
        } else {
            int up = fcntl(fds[i], F_DUPFD_CLOEXEC, 3);
            if (up >= 0) {
                close(fds[i]);
                fds[i] = up;
                continue;
            }
        }
        int e = errno;
        close(fds[0]);
        close(fds[1]);
        fds[0] = fds[1] = -1;
        errno = e;
        return -1;
    }
    return 0;
}

static void close_fd(int *fd)
{
    if (*fd >= 0)
        close(*fd);
    *fd = -1;
}

static void set_nonblocking(int fd)
{
    int fl = fcntl(fd, F_GETFL);
    if (fl >= 0)
        fcntl(fd, F_SETFL, fl | O_NONBLOCK);
}

static int spawn(pid_t *pid, char *const argv[], const int in[2], const int out[2],
                 const int err[2])
{
    posix_spawn_file_actions_t fa;
    posix_spawnattr_t at;
    int rc = posix_spawn_file_actions_init(&fa);
    if (rc != 0)
        return rc;
    rc = posix_spawnattr_init(&at);
    if (rc != 0) {
        posix_spawn_file_actions_destroy(&fa);
        return rc;
    }
    /* The child gets default dispositions whatever the oracle ignores, an empty signal
     * mask, and its own process group (so that a kill reaches whatever it started). */
    sigset_t def, none;
    sigemptyset(&none);
    sigemptyset(&def);
    static const int reset[] = {SIGPIPE, SIGINT, SIGQUIT, SIGTERM, SIGHUP, SIGCHLD,
                                SIGALRM, SIGUSR1, SIGUSR2};
    for (size_t i = 0; i < sizeof reset / sizeof *reset; i++)
        sigaddset(&def, reset[i]);
    if ((rc = posix_spawn_file_actions_adddup2(&fa, in[0], 0)) == 0 &&
        (rc = posix_spawn_file_actions_adddup2(&fa, out[1], 1)) == 0 &&
        (rc = posix_spawn_file_actions_adddup2(&fa, err[1], 2)) == 0 &&
        (rc = posix_spawnattr_setflags(&at, POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGDEF |
                                                POSIX_SPAWN_SETSIGMASK)) == 0 &&
        (rc = posix_spawnattr_setpgroup(&at, 0)) == 0 &&
        (rc = posix_spawnattr_setsigdefault(&at, &def)) == 0 &&
        (rc = posix_spawnattr_setsigmask(&at, &none)) == 0)
        rc = posix_spawnp(pid, argv[0], &fa, &at, argv, environ);
    posix_spawnattr_destroy(&at);
    posix_spawn_file_actions_destroy(&fa);
    return rc;
}

bool ad_proc_start(ad_proc *p, char *const argv[], strbuf *why)
{
    memset(p, 0, sizeof *p);
    p->to_child = p->from_child = p->err_child = -1;
    int in[2] = {-1, -1}, out[2] = {-1, -1}, err[2] = {-1, -1};
    if (make_pipe(in) != 0 || make_pipe(out) != 0 || make_pipe(err) != 0) {
        sb_printf(why, "cannot create pipes: %s", strerror(errno));
        int *all[] = {&in[0], &in[1], &out[0], &out[1], &err[0], &err[1]};
        for (size_t i = 0; i < sizeof all / sizeof *all; i++)
            close_fd(all[i]);
        return false;
    }
    /* what the adapter leaves behind when it ends is reparented here, to be swept */
    prctl(PR_SET_CHILD_SUBREAPER, 1, 0, 0, 0);
    pid_t pid;
    int rc = spawn(&pid, argv, in, out, err);
    close(in[0]);
    close(out[1]);
    close(err[1]);
    if (rc != 0) {
        sb_printf(why, "cannot start %s: %s", argv[0], strerror(rc));
        close(in[1]);
        close(out[0]);
        close(err[0]);
        return false;
    }
    p->pid = pid;
    live_add(pid);
    p->to_child = in[1];
    p->from_child = out[0];
    p->err_child = err[0];
    set_nonblocking(p->to_child);
    set_nonblocking(p->from_child);
    set_nonblocking(p->err_child);
    return true;
}

/* --- ending --------------------------------------------------------------------------- */

static void reap(ad_proc *p)
{
    int st;
    while (waitpid(p->pid, &st, 0) < 0) {
        if (errno != EINTR) {  /* not our child any more: nothing to describe */
            st = 0;
            break;
        }
    }
    p->wait_status = st;
    p->reaped = true;
    live_remove(p->pid);
    sweep_orphans();
}

void ad_proc_kill(ad_proc *p)
{
    if (p->pid > 0 && !p->reaped) {
        kill(-p->pid, SIGKILL);
        kill(p->pid, SIGKILL);
        reap(p);
        ad_drain_stderr(p);
    }
    close_fd(&p->to_child);
    close_fd(&p->from_child);
    close_fd(&p->err_child);
}

bool ad_proc_exited(ad_proc *p)
{
    siginfo_t si;
    memset(&si, 0, sizeof si);
    while (waitid(P_PID, (id_t)p->pid, &si, WEXITED | WNOHANG | WNOWAIT) < 0)
        if (errno != EINTR)
            return true;  /* not ours any more */
    return si.si_pid == p->pid;
}

bool ad_proc_wait(ad_proc *p, double deadline)
{
    if (p->pid <= 0 || p->reaped)
        return true;
    char sink[4096];
    for (;;) {
        if (ad_proc_exited(p)) {
            kill(-p->pid, SIGKILL);  /* whatever it left running in its group */
            reap(p);
            ad_drain_stderr(p);
            return true;
        }
        double left = deadline - ad_now();
        if (left <= 0)
            return false;
        /* Nothing signals the exit itself: look again every 10 ms, reading meanwhile. */
        struct pollfd fds[2] = {{p->from_child, POLLIN, 0}, {p->err_child, POLLIN, 0}};
        int ms = left < 0.010 ? 1 : 10;
        if (poll(fds, 2, ms) <= 0)
            continue;
        if (fds[0].revents) {
            ssize_t k = read(p->from_child, sink, sizeof sink);
            if (k == 0 || (k < 0 && errno != EAGAIN && errno != EINTR)) {
                close_fd(&p->from_child);
                p->out_eof = true;
            }
        }
        if (fds[1].revents)
            ad_drain_stderr(p);
    }
}

void ad_proc_release(ad_proc *p)
{
    close_fd(&p->to_child);
    close_fd(&p->from_child);
    close_fd(&p->err_child);
    free(p->in);
    p->in = NULL;
    p->in_len = p->in_cap = p->in_scanned = p->in_head = p->line_used = 0;
    free(p->out);
    p->out = NULL;
    p->out_len = p->out_cap = p->out_done = 0;
    p->queued = p->written = 0;
    p->pid = 0;
}

static const char *signal_name(int sig)
{
    static const struct {
        int sig;
        const char *name;
    } names[] = {
        {SIGHUP, "SIGHUP"},   {SIGINT, "SIGINT"},   {SIGQUIT, "SIGQUIT"}, {SIGILL, "SIGILL"},
        {SIGTRAP, "SIGTRAP"}, {SIGABRT, "SIGABRT"}, {SIGBUS, "SIGBUS"},   {SIGFPE, "SIGFPE"},
        {SIGKILL, "SIGKILL"}, {SIGUSR1, "SIGUSR1"}, {SIGSEGV, "SIGSEGV"}, {SIGUSR2, "SIGUSR2"},
        {SIGPIPE, "SIGPIPE"}, {SIGALRM, "SIGALRM"}, {SIGTERM, "SIGTERM"}, {SIGXCPU, "SIGXCPU"},
        {SIGXFSZ, "SIGXFSZ"}, {SIGSYS, "SIGSYS"},
    };
    for (size_t i = 0; i < sizeof names / sizeof *names; i++)
        if (names[i].sig == sig)
            return names[i].name;
    return NULL;
}

void ad_proc_describe(const ad_proc *p, strbuf *out)
{
    int st = p->wait_status;
    if (WIFEXITED(st))
        sb_printf(out, "exited with status %d", WEXITSTATUS(st));
    else if (WIFSIGNALED(st)) {
        const char *name = signal_name(WTERMSIG(st));
        sb_printf(out, "killed by signal %d", WTERMSIG(st));
        if (name)
            sb_printf(out, " (%s)", name);
    } else
        sb_printf(out, "ended with wait status %d", st);
}
