/* play.c — a campaign of random games (play.h). */
#include "play.h"
#include "shrink.h"
#include "util/fatal.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

static double seconds_now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

/* The clauses of `trace` the index has, pinned with their hashes, in the index's order. */
static json_t *pins(const cidx *index, const json_t *trace)
{
    json_t *out = json_array();
    for (size_t i = 0; index && i < index->nclauses; i++) {
        const clause *c = &index->clause[i];
        size_t k;
        const json_t *t;
        json_array_foreach(trace, k, t)
            if (json_is_string(t) && strcmp(json_string_value(t), c->id) == 0) {
                json_array_append_new(out, json_pack("{s:s, s:s}", "id", c->id, "hash", c->hash));
                break;
            }
    }
    return out;
}

/* Every clause of the traces of the observations (each side's). */
static json_t *traces_of(const json_t *observations, const json_t *fallback)
{
    json_t *all = json_array();
    size_t i;
    const json_t *o;
    json_array_foreach(observations, i, o)
        json_array_extend(all, json_object_get(o, "trace"));
    if (!json_array_size(all) && fallback)
        json_array_extend(all, (json_t *)fallback);
    return all;
}

json_t *play_finding_case(const play_config *c, unsigned long game, const json_t *setup,
                          const char *from, const json_t *script, const finding *f,
                          const json_t *observations, const json_t *trace)
{
    char id[256], title[512], desc[2048];
    snprintf(id, sizeof id, "%s/play/%s-s%llu-g%lu", c->game->doc, f->kind,
             (unsigned long long)c->seed, game);
    snprintf(title, sizeof title, "random play, seed %llu game %lu: %s%s%s",
             (unsigned long long)c->seed, game, f->kind, f->detail[0] ? " " : "", f->detail);
    snprintf(desc, sizeof desc,
             "%s. Found by oracle play from the setup of %s and shrunk; no expectation yet: "
             "decide from the text which side is right, then add the case to cases/%s/hand/ "
             "with that expectation (or a reading) and without \"finding\".",
             f->message, from, c->game->doc);
    json_t *all = traces_of(observations, trace);
    json_t *clauses = pins(c->index, all);
    json_decref(all);
    json_t *sides = json_array();
    for (size_t k = 0; k < c->sides->n; k++)
        json_array_append_new(sides, json_string(c->sides->label[k]));
    json_t *kind = json_string(f->kind);
    json_t *tag = json_sprintf("finding:%s", f->kind);
    return json_pack("{s:i, s:s, s:s, s:s, s:s, s:o, s:[s, o], s:s, s:O, s:O, "
                     "s:{s:o, s:s, s:s, s:I, s:I, s:I, s:o, s:O}}",
                     "format", 1, "id", id, "doc", c->game->doc, "title", title, "description",
                     desc, "clauses", clauses, "tags", "play", tag, "origin", "hand",
                     "setup", setup, "script", script, "finding", "kind", kind, "detail",
                     f->detail, "message", f->message, "step", (json_int_t)f->step, "seed",
                     (json_int_t)c->seed, "game", (json_int_t)game, "sides", sides,
                     "observations", observations ? observations : json_null());
}

int play_make_dirs(const char *path, diag *dg)
{
    char buf[4096];
    snprintf(buf, sizeof buf, "%s", path);
    for (char *p = buf + 1; *p; p++) {
        if (*p != '/')
            continue;
        *p = '\0';
        if (mkdir(buf, 0777) != 0 && errno != EEXIST) {
            diag_error(dg, buf, 0, 0, "cannot create the directory: %s", strerror(errno));
            return -1;
        }
        *p = '/';
    }
    if (mkdir(buf, 0777) != 0 && errno != EEXIST) {
        diag_error(dg, buf, 0, 0, "cannot create the directory: %s", strerror(errno));
        return -1;
    }
    return 0;
}

int play_write_json(const char *path, const json_t *v, diag *dg)
{
    if (json_dump_file(v, path, JSON_INDENT(2)) != 0) {
        diag_error(dg, path, 0, 0, "cannot write the file");
        return -1;
    }
    return 0;
}

typedef struct tally {
    unsigned long played, ended, discarded, decisions, steps;
    json_t *findings, *applied, *discards;
    json_t *seen;   /* signature -> the index of its finding in `findings` */
} tally;

static int record_finding(const play_config *c, tally *t, unsigned long game, json_t *setup,
                          const char *from, game_result *res, diag *dg)
{
    const json_t *first = json_object_get(t->seen, res->f.signature);
    if (first) {   /* a repeat: counted on the first finding of its signature */
        json_t *entry = json_array_get(t->findings, (size_t)json_integer_value(first));
        json_object_set_new(entry, "repeats", json_integer(json_integer_value(
                                                  json_object_get(entry, "repeats")) + 1));
        json_decref(setup);
        return 0;
    }
    json_object_set_new(t->seen, res->f.signature, json_integer((json_int_t)json_array_size(
                                                       t->findings)));
    shrink_stats st = {0, json_array_size(res->script), json_array_size(res->script),
                       shrink_items(c->game, setup), shrink_items(c->game, setup)};
    json_t *script = json_incref(res->script);
    /* the findings of the game's course, not of one probe's checks, are kept as found */
    bool shrinkable = strcmp(res->f.kind, "no-end") != 0 && strcmp(res->f.kind, "stuck") != 0 &&
                      strcmp(res->f.kind, "replay") != 0;
    char signature[sizeof res->f.signature];
    snprintf(signature, sizeof signature, "%s", res->f.signature);
    if (c->shrink_budget && shrinkable)
        shrink_finding(c->game, c->sides, &setup, &script, &res->f, &res->observations,
                       c->shrink_budget, &st);
    json_t *kase = play_finding_case(c, game, setup, from, script, &res->f, res->observations,
                                     res->trace);
    char file[4096 + 256] = "";
    int rc = 0;
    if (c->findings_dir) {
        snprintf(file, sizeof file, "%s/%s-s%llu-g%lu.json", c->findings_dir, res->f.kind,
                 (unsigned long long)c->seed, game);
        rc = play_write_json(file, kase, dg);
    }
    json_array_append_new(
        t->findings,
        json_pack("{s:I, s:s, s:s, s:s, s:s, s:s, s:s, s:I, s:{s:I, s:I}, s:{s:I, s:I}, s:I}",
                  "game", (json_int_t)game, "kind", res->f.kind, "signature", signature,
                  "detail", res->f.detail, "message", res->f.message, "from", from, "file", file,
                  "repeats", (json_int_t)0, "steps", "found", (json_int_t)st.steps_before,
                  "shrunk", (json_int_t)st.steps_after, "items", "found",
                  (json_int_t)st.items_before, "shrunk", (json_int_t)st.items_after,
                  "shrink_probes", (json_int_t)st.probes));
    json_decref(kase);
    json_decref(script);
    json_decref(setup);
    return rc;
}

static void count_trace(tally *t, const json_t *applied)
{
    json_object_update(t->applied, (json_t *)applied);
}

/* The "clauses" member of a summary: the clauses applied (an object id -> true). */
static json_t *clause_counts(const json_t *applied, const json_t *declared)
{
    json_t *ids = json_array(), *not_declared = json_array();
    const char *id;
    json_t *v;
    json_object_foreach((json_t *)applied, id, v) {
        json_array_append_new(ids, json_string(id));
        if (!json_object_get(declared, id))
            json_array_append_new(not_declared, json_string(id));
    }
    return json_pack("{s:I, s:I, s:o, s:o}", "applied", (json_int_t)json_object_size(applied),
                     "declared_by_cases", (json_int_t)json_object_size(declared),
                     "applied_not_declared", not_declared, "applied_ids", ids);
}

static json_t *summary(const play_config *c, tally *t, double seconds)
{
    json_t *sides = json_array();
    for (size_t k = 0; k < c->sides->n; k++)
        json_array_append_new(sides, json_string(c->sides->label[k]));
    char shard[32];
    snprintf(shard, sizeof shard, "%d/%d", c->shard_k, c->shard_n);
    return json_pack("{s:s, s:I, s:I, s:s, s:o, s:I, s:I, s:I, s:I, s:I, s:I, s:f, s:O, s:o, "
                     "s:O}",
                     "doc", c->game->doc, "seed", (json_int_t)c->seed, "games",
                     (json_int_t)c->games, "shard", shard, "sides", sides, "played",
                     (json_int_t)t->played, "ended", (json_int_t)t->ended, "discarded",
                     (json_int_t)t->discarded, "decisions", (json_int_t)t->decisions,
                     "script_entries", (json_int_t)t->steps, "runs",
                     (json_int_t)c->sides->runs, "seconds", seconds, "findings", t->findings,
                     "clauses", clause_counts(t->applied, c->pool->declared), "discards",
                     t->discards);
}

static void add_count(json_t *into, const json_t *from, const char *key)
{
    json_object_set_new(into, key, json_integer(json_integer_value(json_object_get(into, key)) +
                                                json_integer_value(json_object_get(from, key))));
}

static int by_game(const void *a, const void *b)
{
    json_int_t x = json_integer_value(json_object_get(*(json_t *const *)a, "game"));
    json_int_t y = json_integer_value(json_object_get(*(json_t *const *)b, "game"));
    return (x > y) - (x < y);
}

json_t *play_merge(json_t *const *summaries, size_t n, const json_t *declared)
{
    json_t *m = json_deep_copy(summaries[0]);
    static const char *const counts[] = {"played", "ended", "discarded", "decisions",
                                         "script_entries", "runs"};
    json_t *applied = json_object(), *found = json_array();
    double seconds = 0;
    for (size_t i = 0; i < n; i++) {
        const json_t *s = summaries[i];
        for (size_t k = 0; i && k < sizeof counts / sizeof *counts; k++)
            add_count(m, s, counts[k]);
        if (i)
            json_array_extend(json_object_get(m, "discards"), json_object_get(s, "discards"));
        double sec = json_real_value(json_object_get(s, "seconds"));
        seconds = sec > seconds ? sec : seconds;
        size_t k;
        const json_t *x;
        json_array_foreach(json_object_get(json_object_get(s, "clauses"), "applied_ids"), k, x)
            json_object_set_new(applied, json_string_value(x), json_true());
        json_array_foreach(json_object_get(s, "findings"), k, x)
            json_array_append(found, (json_t *)x);
    }
    size_t nf = json_array_size(found);
    json_t **v = xcalloc(nf ? nf : 1, sizeof *v);
    for (size_t i = 0; i < nf; i++)
        v[i] = json_array_get(found, i);
    qsort(v, nf, sizeof *v, by_game);
    json_t *findings = json_array(), *seen = json_object();
    for (size_t i = 0; i < nf; i++) {
        const char *sig = json_string_value(json_object_get(v[i], "signature"));
        json_t *first = json_object_get(seen, sig ? sig : "");
        if (first) {
            json_object_set_new(first, "repeats",
                                json_integer(json_integer_value(json_object_get(first, "repeats")) +
                                             1 + json_integer_value(json_object_get(v[i], "repeats"))));
            continue;
        }
        json_t *copy = json_deep_copy(v[i]);
        json_object_set(seen, sig ? sig : "", copy);
        json_array_append_new(findings, copy);
    }
    free(v);
    json_decref(seen);
    json_decref(found);
    json_object_set_new(m, "findings", findings);
    json_object_set_new(m, "clauses", clause_counts(applied, declared));
    json_object_set_new(m, "seconds", json_real(seconds));
    json_decref(applied);
    return m;
}

static bool in_share(const play_config *c, unsigned long game)
{
    unsigned long n = (unsigned long)c->shard_n, j = (unsigned long)c->job_n;
    return game % n == (unsigned long)(c->shard_k - 1) && (game / n) % j == (unsigned long)(c->job_k - 1);
}

json_t *play_campaign(const play_config *c, diag *dg)
{
    if (c->findings_dir && play_make_dirs(c->findings_dir, dg) != 0)
        return NULL;
    tally t = {0};
    t.seen = json_object();
    t.findings = json_array();
    t.applied = json_object();
    t.discards = json_array();
    double t0 = seconds_now();
    int rc = 0;
    for (unsigned long game = 0; game < c->games && rc == 0; game++) {
        if (!in_share(c, game))
            continue;
        rng r = rng_for_game(c->seed, game);
        const char *from = "a random setup";
        json_t *setup = c->game->random_setup ? c->game->random_setup(&r)
                                              : setup_pool_draw(c->pool, c->game, &r, &from);
        game_result res;
        game_play(c->game, c->sides, setup, &r, &c->limits, &res);
        t.played++;
        t.decisions += (unsigned long)res.decisions;
        t.steps += json_array_size(res.script);
        count_trace(&t, res.applied);
        if (res.ended)
            t.ended++;
        if (res.discarded) {
            t.discarded++;
            if (json_array_size(t.discards) < 20)
                json_array_append_new(t.discards, json_pack("{s:I, s:s, s:s}", "game",
                                                            (json_int_t)game, "from", from,
                                                            "why", res.why));
        }
        if (res.has_finding)
            rc = record_finding(c, &t, game, json_incref(setup), from, &res, dg);
        game_result_free(&res);
        json_decref(setup);
        if (c->progress && isatty(2))
            fprintf(stderr, "\r%lu games, %lu ended, %zu findings", t.played, t.ended,
                    json_array_size(t.findings));
    }
    if (c->progress && isatty(2))
        fputc('\n', stderr);
    json_t *s = summary(c, &t, seconds_now() - t0);
    json_decref(t.findings);
    json_decref(t.applied);
    json_decref(t.discards);
    json_decref(t.seen);
    if (rc == 0 && c->summary_file)
        rc = play_write_json(c->summary_file, s, dg);
    if (rc != 0) {
        json_decref(s);
        return NULL;
    }
    return s;
}
