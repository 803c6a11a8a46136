/* play.c — a campaign of random games (play.h). */
#include "play.h"
#include "shrink.h"

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
                     desc, "clauses", clauses, "tags", "play", tag, "origin", "oracle play",
                     "setup", setup, "script", script, "finding", "kind", kind, "detail",
                     f->detail, "message", f->message, "step", (json_int_t)f->step, "seed",
                     (json_int_t)c->seed, "game", (json_int_t)game, "sides", sides,
                     "observations", observations ? observations : json_null());
}

static int make_dirs(const char *path, diag *dg)
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

static int write_json(const char *path, const json_t *v, diag *dg)
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
} tally;

static int record_finding(const play_config *c, tally *t, unsigned long game, json_t *setup,
                          const char *from, game_result *res, diag *dg)
{
    shrink_stats st = {0, json_array_size(res->script), json_array_size(res->script),
                       json_object_size(json_object_get(setup, "cards")),
                       json_object_size(json_object_get(setup, "cards"))};
    json_t *script = json_incref(res->script);
    bool shrinkable = strcmp(res->f.kind, "no-end") != 0 && strcmp(res->f.kind, "stuck") != 0;
    if (c->shrink_budget && shrinkable)
        shrink_finding(c->game, c->sides, &setup, &script, &res->f, &res->observations,
                       c->shrink_budget, &st);
    json_t *kase = play_finding_case(c, game, setup, from, script, &res->f, res->observations,
                                     res->trace);
    char file[4096] = "";
    int rc = 0;
    if (c->out_dir) {
        snprintf(file, sizeof file, "%s/findings/%s-s%llu-g%lu.json", c->out_dir, res->f.kind,
                 (unsigned long long)c->seed, game);
        rc = write_json(file, kase, dg);
    }
    json_array_append_new(
        t->findings,
        json_pack("{s:I, s:s, s:s, s:s, s:s, s:s, s:{s:I, s:I}, s:{s:I, s:I}, s:I}", "game",
                  (json_int_t)game, "kind", res->f.kind, "detail", res->f.detail, "message",
                  res->f.message, "from", from, "file", file, "steps", "found",
                  (json_int_t)st.steps_before, "shrunk", (json_int_t)st.steps_after, "cards",
                  "found", (json_int_t)st.cards_before, "shrunk", (json_int_t)st.cards_after,
                  "shrink_probes", (json_int_t)st.probes));
    json_decref(kase);
    json_decref(script);
    json_decref(setup);
    return rc;
}

static void count_trace(tally *t, const json_t *trace)
{
    size_t i;
    const json_t *id;
    json_array_foreach(trace, i, id)
        if (json_is_string(id))
            json_object_set_new(t->applied, json_string_value(id), json_true());
}

static json_t *summary(const play_config *c, tally *t, double seconds)
{
    json_t *not_declared = json_array();
    const char *id;
    json_t *v;
    json_object_foreach(t->applied, id, v)
        if (!json_object_get(c->pool->declared, id))
            json_array_append_new(not_declared, json_string(id));
    json_t *sides = json_array();
    for (size_t k = 0; k < c->sides->n; k++)
        json_array_append_new(sides, json_string(c->sides->label[k]));
    char shard[32];
    snprintf(shard, sizeof shard, "%d/%d", c->shard_k, c->shard_n);
    return json_pack("{s:s, s:I, s:I, s:s, s:o, s:I, s:I, s:I, s:I, s:I, s:I, s:f, s:O, "
                     "s:{s:I, s:I, s:o}, s:O}",
                     "doc", c->game->doc, "seed", (json_int_t)c->seed, "games",
                     (json_int_t)c->games, "shard", shard, "sides", sides, "played",
                     (json_int_t)t->played, "ended", (json_int_t)t->ended, "discarded",
                     (json_int_t)t->discarded, "decisions", (json_int_t)t->decisions,
                     "script_entries", (json_int_t)t->steps, "runs",
                     (json_int_t)c->sides->runs, "seconds", seconds, "findings", t->findings,
                     "clauses", "applied", (json_int_t)json_object_size(t->applied),
                     "declared_by_cases", (json_int_t)json_object_size(c->pool->declared),
                     "applied_not_declared", not_declared, "discards", t->discards);
}

json_t *play_campaign(const play_config *c, diag *dg)
{
    if (c->out_dir) {
        char dir[4096];
        snprintf(dir, sizeof dir, "%s/findings", c->out_dir);
        if (make_dirs(dir, dg) != 0)
            return NULL;
    }
    tally t = {0};
    t.findings = json_array();
    t.applied = json_object();
    t.discards = json_array();
    double t0 = seconds_now();
    int rc = 0;
    for (unsigned long game = 0; game < c->games && rc == 0; game++) {
        if ((int)(game % (unsigned long)c->shard_n) != c->shard_k - 1)
            continue;
        rng r = rng_for_game(c->seed, game);
        const char *from;
        json_t *setup = setup_pool_draw(c->pool, c->game, &r, &from);
        game_result res;
        game_play(c->game, c->sides, setup, &r, &c->limits, &res);
        t.played++;
        t.decisions += (unsigned long)res.decisions;
        t.steps += json_array_size(res.script);
        count_trace(&t, res.trace);
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
    if (rc == 0 && c->out_dir) {
        char file[4096];
        snprintf(file, sizeof file, "%s/summary.json", c->out_dir);
        rc = write_json(file, s, dg);
    }
    if (rc != 0) {
        json_decref(s);
        return NULL;
    }
    return s;
}
