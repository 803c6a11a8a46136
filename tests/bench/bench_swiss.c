/* bench_swiss.c — `make bench`, the Swiss part: the reference engine (bushiroad-floor) and the
 * npm library tournament-organizer pair, score and rank the same 1,024-fighter, 10-round Swiss
 * side by side in one run, repetitions interleaved (the engine once, node once, …) so that both
 * see the same machine state; it prints the median of each, their ratio and a check line.
 *
 * The input "swiss-1024" (adapters/tournament-organizer/bench.js plays the same):
 *   - fighters F0001 … F1024, setup order = number;
 *   - one xorshift32 generator seeded 2026 (x ^= x << 13; x ^= x >> 17; x ^= x << 5 on
 *     uint32); round-1 seating: Fisher–Yates over the setup order (for i = n-1 down to 1:
 *     j = next() % (i+1); swap a[i], a[j]); round 1 pairs seats 1–2, 3–4, …;
 *   - rounds 2 … 10 are paired by each implementation's own Swiss algorithm. Whatever either
 *     draws at random comes from the same generator, continued: here the seating the engine
 *     asks for before each round (BF-PAIR) is a Fisher–Yates shuffle of the fighters still
 *     playing, in setup order;
 *   - the result at a table [X, Y] (fighter numbers x, y): a draw when (x + y) % 7 == 0, else
 *     the fighter with the smaller number wins; scoring win 3 / draw 1 / loss 0 (the engine's
 *     FR.3.2.1~p3 scoring; the library scores draws the same way);
 *   - after every round, the standings: here the main-text method of FR.3.2.1.2 (points, the
 *     opponents' match-win average, head-to-head, then a random order, which this bench answers
 *     with each tied group in the order offered, setup order).
 * Timed: the 10 rounds of pair (bf_pair_swiss), record results (bf_record_table) and standings
 * (bf_standings_floor), from a tournament whose fighters are entered. The standings run inside
 * eng_execute() so that their random tiebreaks have a run to be answered from; the answers of
 * each round are found by one untimed rehearsal. Not timed: process start-up, module loading,
 * entering the fighters.
 *
 * Usage: bench_swiss [--reps N] BENCH_JS   (node BENCH_JS 1 is started once per repetition with
 * posix_spawnp; it prints its own timing as one JSON line). Without node or the library it says
 * what to run and still prints the engine's figures (exit 0). */
#include "bench_clock.h"
#include "engine/bushiroad_floor/floor_internal.h"

#include <errno.h>
#include <spawn.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

extern char **environ;

enum { FIGHTERS = 1024, ROUNDS = 10, TOP = 8, DEFAULT_REPS = 3 };
static const uint32_t SEED = 2026;

/* --- the input ------------------------------------------------------------------------- */

typedef struct xorshift32 {
    uint32_t x;
} xorshift32;

static uint32_t xs_next(xorshift32 *g)
{
    g->x ^= g->x << 13;
    g->x ^= g->x >> 17;
    g->x ^= g->x << 5;
    return g->x;
}

static void xs_shuffle(xorshift32 *g, int *a, size_t n)
{
    for (size_t i = n; i-- > 1;) {
        size_t j = xs_next(g) % (uint32_t)(i + 1);
        int tmp = a[i];
        a[i] = a[j];
        a[j] = tmp;
    }
}

/* The result rule at a table of fighter indexes a, b (numbers a + 1, b + 1). */
static void table_result(int a, int b, bf_mark *ma, bf_mark *mb)
{
    if ((a + 1 + b + 1) % 7 == 0) {
        *ma = *mb = BF_DRAW;
    } else {
        *ma = a < b ? BF_WIN : BF_LOSS;
        *mb = a < b ? BF_LOSS : BF_WIN;
    }
}

/* --- the reference engine --------------------------------------------------------------- */

static char fighter_names[FIGHTERS][16];

typedef struct ref_play {
    bf_tournament t;
    bf_row *rows;
    json_t *tiebreaks[ROUNDS];   /* per round: the script answering the standings' randoms */
    bool rehearsal;              /* find those answers (untimed) instead of using them */
    const char *error;           /* set when the standings did not run to the end */
} ref_play;

static void ref_set_up(ref_play *p)
{
    bf_tournament *t = &p->t;
    memset(t, 0, sizeof *t);
    t->format = BF_SWISS;
    t->rounds = ROUNDS;
    t->win = 3;
    t->draw = 1;
    t->loss = 0;
    t->opponent_rate = true;
    t->top_places = 1;
    t->bn_den = BF_DEN_OPPONENT;
    t->shared_rank = BF_RANK_COMPETITION;
    t->usage_threshold = 2;
    t->tier_overflow = BF_OVERFLOW_STANDING;
    t->n = FIGHTERS;
    t->f = xcalloc(FIGHTERS, sizeof *t->f);
    for (int i = 0; i < FIGHTERS; i++) {
        t->f[i].name = fighter_names[i];
        bf_index_fighter(t, i);             /* found by name, as the setup's are */
    }
    p->rows = xcalloc(FIGHTERS, sizeof *p->rows);
}

static void ref_free(ref_play *p)
{
    for (size_t r = 0; r < p->t.nround; r++) {
        free(p->t.round[r].tables);
        free(p->t.round[r].byes);
    }
    free(p->t.round);
    for (size_t i = 0; p->t.seats && i < p->t.n; i++)
        free(p->t.seats[i].v);
    free(p->t.seats);
    free(p->t.f);
    eng_names_free(&p->t.names);
    free(p->rows);
}

static void ref_pair(bf_tournament *t, int64_t r, xorshift32 *g, const int *round1)
{
    int seating[FIGHTERS];
    size_t n;
    if (r == 1) {
        memcpy(seating, round1, sizeof seating);
        n = FIGHTERS;
    } else {
        n = bf_playing_list(t, seating);
        xs_shuffle(g, seating, n);
    }
    bf_pairing pg;
    bf_pairing_init(&pg, t->n);
    bf_pair_swiss(t, r, seating, n, &pg);
    bf_round_add(t, r, &pg);
    bf_pairing_free(&pg);
}

static void ref_record(bf_tournament *t, int64_t r)
{
    bf_round *rd = &t->round[r - 1];
    for (size_t k = 0; k < rd->ntables; k++) {
        bf_mark ma, mb;
        table_result(rd->tables[k].a, rd->tables[k].b, &ma, &mb);
        bf_record_table(t, r, k, ma, mb, false);
    }
}

/* The standings run as a module of their own inside eng_execute(), on the bench's tournament. */
static ref_play *standings_of;

static int standings_run(eng_run *run, const json_t *setup)
{
    (void)setup;
    standings_of->t.run = run;
    int rc = bf_standings_floor(&standings_of->t, standings_of->rows);
    standings_of->t.run = NULL;
    return rc == BF_ERR ? -1 : 0;
}

static const eng_module standings_module = {.doc = "bushiroad-floor", .name = "bench standings",
                                             .version = "1", .run = standings_run};

/* One standings computation after round r. In the rehearsal, each random order it asks for is
 * answered with its options in the order offered, the run repeated until nothing is pending. */
static void ref_standings(ref_play *p, int64_t r)
{
    standings_of = p;
    json_t **script = &p->tiebreaks[r - 1];
    if (!*script)
        *script = json_array();
    for (;;) {
        json_t *obs = eng_execute(&standings_module, NULL, *script);
        const json_t *pending = json_object_get(obs, "pending");
        const char *err = json_string_value(json_object_get(obs, "error"));
        bool used_all = json_integer_value(json_object_get(obs, "consumed")) ==
                        (json_int_t)json_array_size(*script);
        if (err || (!p->rehearsal && (pending || !used_all)))
            p->error = err ? "the standings failed" : "the standings asked for other randoms";
        if (p->error || !pending) {
            json_decref(obs);
            return;
        }
        json_array_append_new(*script,
                              json_pack("{s:O, s:s}", "random", json_object_get(pending, "options"),
                                        "for", "tiebreak"));
        json_decref(obs);
    }
}

typedef struct side_result {
    bool ok;                     /* ran to the end */
    double ms;
    bool complete;               /* every fighter at one table every round */
    size_t rematches, byes;
    char top[TOP][16];
} side_result;

/* Every fighter exactly once per round, no table of two who had met (checked independently of
 * the engine's own bf_met). */
static void ref_check(const bf_tournament *t, side_result *out)
{
    static bool met[FIGHTERS][FIGHTERS];
    memset(met, 0, sizeof met);
    out->complete = t->nround == ROUNDS;
    out->rematches = out->byes = 0;
    for (size_t r = 0; r < t->nround; r++) {
        int seen[FIGHTERS] = {0};
        const bf_round *rd = &t->round[r];
        out->byes += rd->nbyes;
        for (size_t k = 0; k < rd->ntables; k++) {
            int a = rd->tables[k].a, b = rd->tables[k].b;
            seen[a]++;
            seen[b]++;
            out->rematches += met[a][b];
            met[a][b] = met[b][a] = true;
        }
        for (int i = 0; i < FIGHTERS; i++)
            out->complete = out->complete && seen[i] == 1;
    }
}

static side_result ref_run(ref_play *p, const int *round1)
{
    side_result res = {0};
    ref_set_up(p);
    xorshift32 g = {SEED};
    int drawn[FIGHTERS];  /* the round-1 seating, drawn again to continue the generator */
    for (int i = 0; i < FIGHTERS; i++)
        drawn[i] = i;
    xs_shuffle(&g, drawn, FIGHTERS);
    if (memcmp(drawn, round1, sizeof drawn) != 0)
        abort();
    p->error = NULL;
    double t0 = bench_now_us();
    for (int64_t r = 1; r <= ROUNDS && !p->error; r++) {
        ref_pair(&p->t, r, &g, round1);
        ref_record(&p->t, r);
        ref_standings(p, r);
    }
    res.ms = (bench_now_us() - t0) / 1e3;
    res.ok = !p->error;
    ref_check(&p->t, &res);
    for (int i = 0; i < TOP; i++)
        snprintf(res.top[i], sizeof res.top[i], "%s", p->t.f[p->rows[i].fighter].name);
    ref_free(p);
    return res;
}

/* --- tournament-organizer, in node --------------------------------------------------------- */

typedef enum node_status { NODE_OK, NODE_MISSING, NODE_NO_LIBRARY, NODE_FAILED } node_status;

typedef struct node_result {
    node_status status;
    side_result side;
    char library[64];
    char message[256];
} node_result;

static const char *string_or(const json_t *v, const char *otherwise)
{
    return json_is_string(v) ? json_string_value(v) : otherwise;
}

static void node_parse(const char *line, node_result *out)
{
    json_error_t jerr;
    json_t *j = json_loads(line, 0, &jerr);
    const json_t *ms = json_object_get(j, "ms"), *top = json_object_get(j, "top8");
    if (!j || !json_is_array(ms) || json_array_size(ms) < 1 || !json_is_array(top) ||
        !json_is_boolean(json_object_get(j, "complete"))) {
        out->status = NODE_FAILED;
        snprintf(out->message, sizeof out->message, "unreadable output: %.200s", line);
        json_decref(j);
        return;
    }
    out->side.ok = true;
    out->side.ms = json_number_value(json_array_get(ms, 0));
    out->side.complete = json_is_true(json_object_get(j, "complete"));
    out->side.rematches = (size_t)json_integer_value(json_object_get(j, "rematches"));
    out->side.byes = (size_t)json_integer_value(json_object_get(j, "byes"));
    for (size_t i = 0; i < TOP && i < json_array_size(top); i++)
        snprintf(out->side.top[i], sizeof out->side.top[i], "%s",
                 json_string_value(json_array_get(top, i)));
    snprintf(out->library, sizeof out->library, "%.60s",
             string_or(json_object_get(j, "library"), "tournament-organizer"));
    json_decref(j);
}

/* node BENCH_JS 1, its stdout read back (one JSON line). */
static node_result node_run(const char *bench_js)
{
    node_result res = {.status = NODE_OK};
    int fd[2];
    if (pipe(fd) != 0) {
        res.status = NODE_FAILED;
        snprintf(res.message, sizeof res.message, "pipe: %s", strerror(errno));
        return res;
    }
    posix_spawn_file_actions_t fa;
    posix_spawn_file_actions_init(&fa);
    posix_spawn_file_actions_adddup2(&fa, fd[1], STDOUT_FILENO);
    posix_spawn_file_actions_addclose(&fa, fd[0]);
    posix_spawn_file_actions_addclose(&fa, fd[1]);
    char *argv[] = {"node", (char *)bench_js, "1", NULL};
    pid_t pid;
    int rc = posix_spawnp(&pid, "node", &fa, NULL, argv, environ);
    posix_spawn_file_actions_destroy(&fa);
    close(fd[1]);
    if (rc != 0) {
        close(fd[0]);
        res.status = rc == ENOENT ? NODE_MISSING : NODE_FAILED;
        snprintf(res.message, sizeof res.message, "node: %s", strerror(rc));
        return res;
    }
    char buf[4096];
    size_t len = 0;
    ssize_t got;
    while ((got = read(fd[0], buf + len, sizeof buf - 1 - len)) > 0 && len < sizeof buf - 1)
        len += (size_t)got;
    while (got > 0)  /* drain anything beyond the first 4 KiB */
        got = read(fd[0], (char[256]){0}, 256);
    buf[len] = '\0';
    close(fd[0]);
    int status = 0;
    while (waitpid(pid, &status, 0) < 0 && errno == EINTR)
        ;
    char *nl = strchr(buf, '\n');
    if (nl)
        *nl = '\0';
    int code = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
    if (code == 127) {
        res.status = NODE_MISSING;
        snprintf(res.message, sizeof res.message, "node could not be started");
    } else if (code == 3) {
        res.status = NODE_NO_LIBRARY;
        json_t *j = json_loads(buf, 0, NULL);
        snprintf(res.message, sizeof res.message, "%.200s",
                 string_or(json_object_get(j, "error"), buf));
        json_decref(j);
    } else if (code != 0) {
        res.status = NODE_FAILED;
        snprintf(res.message, sizeof res.message, "node %s exited with status %d", bench_js,
                 code);
    } else {
        node_parse(buf, &res);
    }
    return res;
}

/* --- the report ------------------------------------------------------------------------- */

static void print_check(const char *who, const side_result *s)
{
    printf("  %s: %s", who,
           s->complete && s->rematches == 0 && s->byes == 0 ? "true" : "false");
    printf(" (every fighter at a table in each of the %d rounds: %s; rematches: %zu; byes: %zu)\n",
           ROUNDS, s->complete ? "yes" : "no", s->rematches, s->byes);
}

/* One row of the table: the median of runs[0..n) (returned), its ratio to `base` (0: this is
 * the base), then each run in the order run. */
static double print_row(const char *who, const double *runs, size_t n, double base)
{
    double *sorted = malloc(n * sizeof *sorted);
    if (!sorted)
        abort();
    memcpy(sorted, runs, n * sizeof *sorted);
    double median = bench_median(sorted, n);
    free(sorted);
    printf("  %-36s %12.2f", who, median);
    if (base > 0)
        printf(" %8.2fx  ", median / base);
    else
        printf(" %9s  ", "1.00");
    for (size_t i = 0; i < n; i++)
        printf(" %.2f", runs[i]);
    printf("\n");
    return median;
}

static void print_top(const char *who, const side_result *s)
{
    printf("  %-28s", who);
    for (int i = 0; i < TOP; i++)
        printf(" %s", s->top[i]);
    printf("\n");
}

int main(int argc, char **argv)
{
    int reps = DEFAULT_REPS, a = 1;
    if (argc >= 3 && strcmp(argv[1], "--reps") == 0) {
        reps = atoi(argv[2]);
        a = 3;
    }
    if (argc != a + 1 || reps < 1) {
        fprintf(stderr, "usage: bench_swiss [--reps N] BENCH_JS\n");
        return 2;
    }
    const char *bench_js = argv[a];
    for (int i = 0; i < FIGHTERS; i++)
        snprintf(fighter_names[i], sizeof fighter_names[i], "F%04d", i + 1);
    int round1[FIGHTERS];
    xorshift32 g = {SEED};
    for (int i = 0; i < FIGHTERS; i++)
        round1[i] = i;
    xs_shuffle(&g, round1, FIGHTERS);

    ref_play play = {.rehearsal = true};
    side_result ref_first = ref_run(&play, round1);
    play.rehearsal = false;
    if (!ref_first.ok) {
        fprintf(stderr, "bench_swiss: the reference engine's rehearsal failed: %s\n", play.error);
        return 1;
    }
    double *ref_ms = calloc((size_t)reps, sizeof *ref_ms);
    double *node_ms = calloc((size_t)reps, sizeof *node_ms);
    side_result ref = ref_first;
    node_result node = {.status = NODE_OK};
    for (int r = 0; r < reps; r++) {
        ref = ref_run(&play, round1);
        if (!ref.ok) {
            fprintf(stderr, "bench_swiss: the reference engine failed: %s\n", play.error);
            return 1;
        }
        ref_ms[r] = ref.ms;
        if (node.status == NODE_OK) {
            node = node_run(bench_js);
            node_ms[r] = node.side.ms;
        }
    }
    for (size_t r = 0; r < ROUNDS; r++)
        json_decref(play.tiebreaks[r]);

    printf("Swiss \"swiss-1024\": %d fighters, %d rounds of pair + results + standings; median of "
           "%d interleaved repetitions\n\n", FIGHTERS, ROUNDS, reps);
    printf("  %-36s %12s %9s   %s\n", "implementation", "median ms", "ratio",
           "each repetition (ms)");
    double rm = print_row("reference engine (bushiroad-floor, C)", ref_ms, (size_t)reps, 0);
    if (node.status == NODE_OK) {
        char who[96];
        snprintf(who, sizeof who, "%s (node)", node.library);
        print_row(who, node_ms, (size_t)reps, rm);
        printf("\ncheck (paired every fighter every round with no rematch):\n");
        print_check("reference engine", &ref);
        print_check("tournament-organizer", &node.side);
        printf("\nround 1: the same seating on both sides (tournament-organizer's tables posted "
               "with Tournament.set;\n  its startTournament() would draw them itself)\n");
        printf("top %d after round %d:\n", TOP, ROUNDS);
        print_top("reference engine", &ref);
        print_top("tournament-organizer", &node.side);
    } else {
        printf("  %-36s %12s\n", "tournament-organizer (node)", "not run");
        printf("\ncheck (paired every fighter every round with no rematch):\n");
        print_check("reference engine", &ref);
        printf("\n");
        if (node.status == NODE_MISSING)
            printf("tournament-organizer not run: node was not found (%s); install Node.js 20 or "
                   "later (apt-get install nodejs npm), then run "
                   "`npm ci --prefix adapters/tournament-organizer`\n", node.message);
        else if (node.status == NODE_NO_LIBRARY)
            printf("tournament-organizer not run: %s; run "
                   "`npm ci --prefix adapters/tournament-organizer`\n", node.message);
        else
            printf("tournament-organizer not run: %s\n", node.message);
    }
    free(ref_ms);
    free(node_ms);
    return 0;
}
