/* bench_play.c — `make bench`, random play's part: the games (tournaments for bushiroad-floor)
 * per second of a fixed campaign of each document random play knows, on the reference engine
 * in-process and through build/engine-adapter over the protocol, measured side by side in one
 * run with the rounds interleaved (in-process, adapter, in-process …), median of the rounds.
 * Each campaign is seed 1, the same games every round, no finding expected (none is written).
 * Prints games per second of CPU (the oracle's, and the adapter's, which is started for each
 * round and counted once it has exited: on a shared machine the wall clock gives a second
 * process a second share of the processors) and of the wall clock, and the ratios.
 * Usage: bench_play RULES_DIR ADAPTER */
#include "bench_clock.h"
#include "oracle/play/play.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>

enum { ROUNDS = 3 };

typedef struct bench_doc {
    const char *doc;
    unsigned long games;
} bench_doc;

/* CPU seconds of this process and of its children that have exited. */
static double cpu_seconds(void)
{
    struct rusage self, children;
    getrusage(RUSAGE_SELF, &self);
    getrusage(RUSAGE_CHILDREN, &children);
    return (double)(self.ru_utime.tv_sec + self.ru_stime.tv_sec + children.ru_utime.tv_sec +
                    children.ru_stime.tv_sec) +
           (double)(self.ru_utime.tv_usec + self.ru_stime.tv_usec + children.ru_utime.tv_usec +
                    children.ru_stime.tv_usec) / 1e6;
}

/* One campaign on a new driver (NULL adapter: in-process): its CPU and wall seconds. */
static void campaign(const play_game *g, const setup_pool *pool, char **adapter,
                     unsigned long games, unsigned long *played, double *cpu, double *wall)
{
    diag dg;
    diag_init(&dg, stderr);
    drv_adapter_opts opts = {.timeout_s = 10, .max_response = 64u << 20, .max_restarts = 5,
                             .window = 1};
    double c0 = cpu_seconds(), t0 = bench_now_us();
    driver *d = adapter ? drv_adapter(adapter, &opts, &dg) : drv_inprocess();
    if (!d)
        exit(2);
    play_sides sides = {{d, NULL}, {d->name, NULL}, 1, 0};
    play_config c = {g, &sides, pool, NULL, 1, games, 1, 1, 1, 1, {3000, 64}, 0, NULL, NULL,
                     false};
    json_t *s = play_campaign(&c, &dg);
    d->close(d);
    *wall = (bench_now_us() - t0) / 1e6;
    *cpu = cpu_seconds() - c0;
    *played = (unsigned long)json_integer_value(json_object_get(s, "played"));
    if (json_array_size(json_object_get(s, "findings")))
        fprintf(stderr, "bench_play: %s: findings in the bench's campaign\n", g->doc);
    json_decref(s);
}

int main(int argc, char **argv)
{
    if (argc != 3) {
        fprintf(stderr, "usage: bench_play RULES_DIR ADAPTER\n");
        return 2;
    }
    char cases[4096];
    snprintf(cases, sizeof cases, "%s/../cases", argv[1]);
    static const bench_doc docs[] = {{"fusion-world", 60}, {"nivel-arena", 400},
                                     {"bushiroad-floor", 400}};
    char *adapter_argv[] = {argv[2], NULL};
    printf("random play, seed 1, the reference engine: games per second of CPU and of the wall\n"
           "clock, in-process and through the adapter (median of %d interleaved rounds)\n",
           ROUNDS);
    printf("%-16s %6s %11s %11s %7s %11s %11s %7s\n", "document", "games", "cpu in-proc",
           "cpu adapter", "ratio", "wall in-proc", "wall adapter", "ratio");
    for (size_t i = 0; i < sizeof docs / sizeof *docs; i++) {
        const play_game *g = play_game_find(docs[i].doc);
        diag dg;
        diag_init(&dg, stderr);
        setup_pool pool;
        if (setup_pool_load(&pool, g, cases, &dg) != 0)
            return 2;
        double ci[ROUNDS], ca[ROUNDS], wi[ROUNDS], wa[ROUNDS];
        unsigned long played = 0;
        for (int r = 0; r < ROUNDS; r++) {
            campaign(g, &pool, NULL, docs[i].games, &played, &ci[r], &wi[r]);
            campaign(g, &pool, adapter_argv, docs[i].games, &played, &ca[r], &wa[r]);
        }
        double mci = bench_median(ci, ROUNDS), mca = bench_median(ca, ROUNDS);
        double mwi = bench_median(wi, ROUNDS), mwa = bench_median(wa, ROUNDS);
        printf("%-16s %6lu %9.1f/s %9.1f/s %6.2fx %9.1f/s %10.1f/s %6.2fx\n", docs[i].doc,
               played, played / mci, played / mca, mca / mci, played / mwi, played / mwa,
               mwa / mwi);
        setup_pool_free(&pool);
    }
    return 0;
}
