/* cli_env.c — what every subcommand shares: finding the rules directory, loading the
 * manifest, opening documents, usage errors. */
#define _XOPEN_SOURCE 700 /* realpath */
#include "cli.h"
#include "util/fileio.h"
#include "util/numarg.h"

#include <limits.h>
#include <stdio.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

/* ../rules relative to the directory holding the running binary (build/oracle → rules), written
 * to exe_rules (size bytes); "rules" when there is none. */
static const char *rules_beside_binary(char *exe_rules, size_t size)
{
    char exe[PATH_MAX];
    ssize_t n = readlink("/proc/self/exe", exe, sizeof exe - 1);
    if (n <= 0)
        return "rules";
    exe[n] = '\0';
    char *slash = strrchr(exe, '/');
    if (!slash)
        return "rules";
    *slash = '\0';
    snprintf(exe_rules, size, "%s/../rules", exe);
    char probe[PATH_MAX + 64];
    snprintf(probe, sizeof probe, "%s/manifest.json", exe_rules);
    if (access(probe, R_OK) != 0) {
        snprintf(exe_rules, size, "%s/../../rules", exe); /* build/san/oracle */
        snprintf(probe, sizeof probe, "%s/manifest.json", exe_rules);
        if (access(probe, R_OK) != 0)
            return "rules";
    }
    char canonical[PATH_MAX];
    if (realpath(exe_rules, canonical))
        snprintf(exe_rules, size, "%s", canonical);
    return exe_rules;
}

/* --max-file BYTES: the limit on every file the oracle reads (util/fileio.h), kept in the
 * diag every read goes through. */
static bool set_max_file(diag *dg, const char *v)
{
    unsigned long long n;
    if (!numarg_bytes(v, 1, CLI_MAX_FILE_LIMIT, &n)) {
        fprintf(stderr, "oracle: --max-file takes a number of bytes from 1 to %llu (or with K, M "
                "or G: 64M), not \"%s\"\n", (unsigned long long)CLI_MAX_FILE_LIMIT, v ? v : "");
        return false;
    }
    dg->max_file = (size_t)n;
    return true;
}

int cli_env_init(cli_env *env, int argc, char **argv)
{
    memset(env, 0, sizeof *env);
    diag_init(&env->dg, stderr);
    int i = 1;
    for (; i < argc; i++) {
        if (strcmp(argv[i], "--rules") == 0 && i + 1 < argc)
            env->rules_dir = argv[++i];
        else if (strncmp(argv[i], "--rules=", 8) == 0)
            env->rules_dir = argv[i] + 8;
        else if (strcmp(argv[i], "--max-file") == 0 || strncmp(argv[i], "--max-file=", 11) == 0) {
            const char *v = argv[i][10] == '=' ? argv[i] + 11 : i + 1 < argc ? argv[++i] : NULL;
            if (!set_max_file(&env->dg, v))
                return -1;
        } else
            break;
    }
    if (!env->rules_dir) {
        const char *e = getenv("ORACLE_RULES");
        env->rules_dir = e && *e ? e : rules_beside_binary(env->rules_beside, sizeof env->rules_beside);
    }
    return i;
}

int cli_manifest(cli_env *env)
{
    if (env->manifest_loaded)
        return 0;
    if (mfst_load(&env->m, env->rules_dir, &env->dg) != 0)
        return EXIT_USAGE;
    env->manifest_loaded = true;
    return 0;
}

int cli_open(cli_env *env, doc *d, const char *slug, const char *file)
{
    return cli_open_version(env, d, slug, file, NULL);
}

int cli_open_version(cli_env *env, doc *d, const char *slug, const char *file, const char *label)
{
    int rc = cli_manifest(env);
    if (rc)
        return rc;
    if (!mfst_find(&env->m, slug)) {
        fprintf(stderr, "oracle: unknown document \"%s\"; the documents are:", slug);
        for (size_t i = 0; i < env->m.ndocs; i++)
            fprintf(stderr, " %s", env->m.docs[i].slug);
        fputc('\n', stderr);
        return EXIT_USAGE;
    }
    if (file)
        return doc_open_file(d, file, slug, mfst_find(&env->m, slug)->scheme, &env->dg) == 0 ? 0 : EXIT_USAGE;
    return doc_open(d, &env->m, slug, label, &env->dg) == 0 ? 0 : EXIT_USAGE;
}

void cli_env_free(cli_env *env)
{
    if (env->manifest_loaded)
        mfst_free(&env->m);
    env->manifest_loaded = false;
}

bool cli_wants_help(int argc, char **argv)
{
    for (int i = 1; i < argc; i++)
        if (strcmp(argv[i], "-h") == 0 || strcmp(argv[i], "--help") == 0)
            return true;
    return false;
}

int cli_usage_error(const char *cmd, const char *usage, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    fprintf(stderr, "oracle %s: ", cmd);
    vfprintf(stderr, fmt, ap);
    va_end(ap);
    /* a command's usage text may carry its own "usage: " (the text its --help prints first) */
    fprintf(stderr, "\n%s%s", strncmp(usage, "usage: ", 7) == 0 ? "" : "usage: ", usage);
    if (!*usage || usage[strlen(usage) - 1] != '\n')
        fputc('\n', stderr);
    return EXIT_USAGE;
}
