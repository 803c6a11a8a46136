/* pairing.c — posting the pairing of a round: a pairing the organiser posts is checked against
 * the pairing rules of the format (FR.3.2.1~p1, FR.3.2.2.1~p1, FR.3.2.3~p1, FR.4.5~p1) and
 * refused with the clause that forbids it; otherwise the engine pairs the round itself from a
 * random seating (BF-PAIR). Byes are recorded when the pairing is posted (BF-BYE). */
#include "floor_conduct.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char *const pair_keys[] = {"do", "round", "tables", "bye", NULL};

void bf_pairing_init(bf_pairing *p, size_t nfighters)
{
    p->tab = xmalloc((2 * nfighters + 2) * sizeof *p->tab);
    p->bye = xmalloc((nfighters + 1) * sizeof *p->bye);
    p->ntables = p->nbyes = 0;
}

void bf_pairing_free(bf_pairing *p)
{
    free(p->tab);
    free(p->bye);
    p->tab = p->bye = NULL;
}

void bf_pairing_add_table(bf_pairing *p, int x, int y)
{
    p->tab[2 * p->ntables] = x;
    p->tab[2 * p->ntables + 1] = y;
    p->ntables++;
}

void bf_pairing_add_bye(bf_pairing *p, int x)
{
    p->bye[p->nbyes++] = x;
}

int bf_pair_precheck(bf_tournament *t, int64_t r, const char *what)
{
    if (r != (int64_t)t->nround + 1)
        return eng_error(t->run, "%s: round %lld is not the next round (%zu)", what, (long long)r,
                         t->nround + 1);
    if (t->nround > 0) {
        const bf_round *last = &t->round[t->nround - 1];
        if (last->ndone != last->ntables)
            return eng_error(t->run, "%s: round %zu is not complete", what, t->nround);
    }
    if (t->finished)
        return eng_error(t->run, "%s: the tournament is finished", what);
    return BF_OK;
}

static const char *refuse(char *why, size_t size, const char *rule, const char *fmt, ...)
    __attribute__((format(printf, 4, 5)));

static const char *refuse(char *why, size_t size, const char *rule, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(why, size, fmt, ap);
    va_end(ap);
    return rule;
}

/* The fighters of pairing p in x's group: everyone, or in double elimination from round 2
 * those with x's number of losses (FR.3.2.2.1~p1). out holds them; returns how many. */
static size_t group_of(const bf_tournament *t, int64_t r, const bf_pairing *p, int x, int *out)
{
    bool groups = t->format == BF_DOUBLE && r >= 2;
    size_t nin = 2 * p->ntables + p->nbyes, n = 0;
    for (size_t i = 0; i < nin; i++) {
        int y = i < 2 * p->ntables ? p->tab[i] : p->bye[i - 2 * p->ntables];
        if (!groups || (t->f[y].losses > 0) == (t->f[x].losses > 0))
            out[n++] = y;
    }
    return n;
}

/* Can x's group be paired with no rematch? When it cannot (a field too small for its rounds), a
 * rematch, or more byes instead of one, is what the text allows (BF-NO-REMATCH). */
static bool avoidable(const bf_tournament *t, int64_t r, const bf_pairing *p, int x)
{
    int *g = xmalloc((2 * p->ntables + p->nbyes + 1) * sizeof *g);
    bool ok = bf_rematch_free_exists(t, g, group_of(t, r, p, x, g));
    free(g);
    return ok;
}

const char *bf_pairing_check(bf_tournament *t, int64_t r, const bf_pairing *p, char *why,
                             size_t why_size)
{
    size_t nin = 2 * p->ntables + p->nbyes;
    for (size_t i = 0; i < nin; i++) {
        int x = i < 2 * p->ntables ? p->tab[i] : p->bye[i - 2 * p->ntables];
        const char *name = t->f[x].name;
        if (t->f[x].dropped) {
            RULE(t->run, "FR.4.5~p1");  /* リタイア: not paired again */
            return refuse(why, why_size, "FR.4.5~p1", "\"%s\" has dropped", name);
        }
        if (bf_eliminated(t, x)) {
            if (t->format == BF_DOUBLE) {
                RULE(t->run, "FR.3.2.2.1~p1");  /* 2敗した時点で大会からリタイアしたもの */
                return refuse(why, why_size, "FR.3.2.2.1~p1", "\"%s\" has two losses", name);
            }
            RULE(t->run, "FR.3.2.3~p1");        /* 対戦に勝ったファイターのみが次の対戦を行い */
            return refuse(why, why_size, "FR.3.2.3~p1", "\"%s\" has lost", name);
        }
    }
    for (size_t k = 0; k < p->ntables && t->format != BF_SINGLE; k++) {
        int x = p->tab[2 * k], y = p->tab[2 * k + 1];
        if (!bf_met(t, x, y) || !avoidable(t, r, p, x))
            continue;
        if (t->format == BF_SWISS) {
            RULE(t->run, "FR.3.2.1~p1");  /* 既に対戦しているファイター同士での対戦が行われないように */
            return refuse(why, why_size, "FR.3.2.1~p1", "\"%s\" and \"%s\" have already met",
                          t->f[x].name, t->f[y].name);
        }
        RULE(t->run, "FR.3.2.2.1~p1");
        return refuse(why, why_size, "FR.3.2.2.1~p1", "\"%s\" and \"%s\" have already met",
                      t->f[x].name, t->f[y].name);
    }
    bool groups = t->format == BF_DOUBLE && r >= 2;
    for (size_t k = 0; k < p->ntables && groups; k++) {
        int x = p->tab[2 * k], y = p->tab[2 * k + 1];
        if (t->f[x].losses != t->f[y].losses) {
            RULE(t->run, "FR.3.2.2.1~p1");  /* 全勝のファイター同士での対戦と1敗のファイター同士での対戦 */
            return refuse(why, why_size, "FR.3.2.2.1~p1",
                          "\"%s\" and \"%s\" do not have the same number of losses",
                          t->f[x].name, t->f[y].name);
        }
    }
    if (groups) {
        size_t byes_by_losses[2] = {0, 0};
        int holder[2] = {-1, -1};
        for (size_t i = 0; i < p->nbyes; i++) {
            int k = t->f[p->bye[i]].losses ? 1 : 0;
            byes_by_losses[k]++;
            holder[k] = p->bye[i];
        }
        for (int k = 0; k < 2; k++)
            if (byes_by_losses[k] > 1 && avoidable(t, r, p, holder[k])) {
                RULE(t->run, "FR.3.2.1~p1");  /* BF-BYE, BF-DE-ODD: one bye per odd group */
                return refuse(why, why_size, "FR.3.2.1~p1",
                              "more than one bye in a group of equal losses");
            }
    } else if ((p->nbyes > 1 || (p->nbyes == 1 && nin % 2 == 0)) && avoidable(t, r, p, p->bye[0])) {
        RULE(t->run, "FR.3.2.1~p1");      /* BF-BYE: one bye, only with an odd number of fighters */
        return refuse(why, why_size, "FR.3.2.1~p1",
                      "%s", p->nbyes > 1 ? "more than one bye"
                                         : "a bye with an even number of fighters");
    }
    return NULL;
}

void bf_cite_pairing_rule(const bf_tournament *t, int64_t r)
{
    if (t->format == BF_SWISS)
        RULE(t->run, "FR.3.2.1~p1");      /* 1回戦目はランダム、2回戦目以降は獲得点数の高いファイターから順に */
    else if (t->format == BF_DOUBLE)
        RULE(t->run, "FR.3.2.2.1~p1");    /* 全勝同士と1敗同士 */
    else if (r >= 2)
        RULE(t->run, "FR.3.2.3~p1");      /* 勝ったファイターのみが次の対戦を行い */
}

void bf_round_add(bf_tournament *t, int64_t r, const bf_pairing *p)
{
    t->round = xrealloc(t->round, (t->nround + 1) * sizeof *t->round);
    if (!t->seats)
        t->seats = xcalloc(t->n ? t->n : 1, sizeof *t->seats);
    bf_round *rd = &t->round[t->nround++];
    memset(rd, 0, sizeof *rd);
    rd->tables = xcalloc(p->ntables, sizeof *rd->tables);
    rd->ntables = p->ntables;
    rd->byes = xmalloc((p->nbyes ? p->nbyes : 1) * sizeof *rd->byes);
    rd->nbyes = p->nbyes;
    for (size_t k = 0; k < p->ntables; k++) {
        rd->tables[k].a = p->tab[2 * k];
        rd->tables[k].b = p->tab[2 * k + 1];
        for (int side = 0; side < 2 && !(side == 1 && p->tab[2 * k] == p->tab[2 * k + 1]);
             side++) {
            bf_seats *s = &t->seats[p->tab[2 * k + side]];
            if (s->n == s->cap) {
                s->cap = s->cap ? 2 * s->cap : 8;
                s->v = xrealloc(s->v, s->cap * sizeof *s->v);
            }
            s->v[s->n].round = t->nround - 1;
            s->v[s->n++].table = k;
        }
    }
    memcpy(rd->byes, p->bye, p->nbyes * sizeof *p->bye);
    for (size_t i = 0; i < p->nbyes; i++)
        bf_record_bye(t, r, p->bye[i]);
}

static void post(bf_tournament *t, int64_t r, const bf_pairing *p)
{
    bf_cite_pairing_rule(t, r);
    bf_round_add(t, r, p);
    json_t *tables = json_array();
    for (size_t k = 0; k < p->ntables; k++)
        json_array_append_new(tables, bf_names(t, &p->tab[2 * k], 2));
    json_t *ev = eng_event_new(t->run, "pairing");
    json_object_set_new_nocheck(ev, "round", json_integer((json_int_t)r));
    json_object_set_new_nocheck(ev, "tables", tables);
    json_object_set_new_nocheck(ev, "bye", bf_names(t, p->bye, p->nbyes));
    bf_round_maybe_complete(t, r);
}

/* Read a posted pairing: every fighter named once, every fighter still playing named. */
static int read_posted(bf_tournament *t, const json_t *act, bf_pairing *p)
{
    const json_t *tables = json_object_get(act, "tables"), *bye = json_object_get(act, "bye");
    if (!json_is_array(tables))
        return eng_error(t->run, "pair: \"tables\" must be an array of tables");
    if (bye && !json_is_array(bye))
        return eng_error(t->run, "pair: \"bye\" must be an array of fighters");
    if (json_array_size(tables) * 2 + json_array_size(bye) > t->n)
        return eng_error(t->run, "pair: names more fighters than the setup has");
    bool *seen = xcalloc(t->n, sizeof *seen);
    int rc = BF_OK;
    size_t k, i;
    json_t *tb, *v;
    json_array_foreach(tables, k, tb) {
        if (!json_is_array(tb) || json_array_size(tb) != 2) {
            rc = eng_error(t->run, "pair: \"tables\"[%zu] must be an array of two fighters", k);
            break;
        }
        int xy[2];
        for (i = 0; i < 2 && rc == BF_OK; i++)
            rc = bf_get_fighter(t, json_array_get(tb, i), "pair: \"tables\"", &xy[i]);
        if (rc != BF_OK)
            break;
        for (i = 0; i < 2 && rc == BF_OK; i++) {
            if (seen[xy[i]])
                rc = eng_error(t->run, "pair: names \"%s\" twice", t->f[xy[i]].name);
            seen[xy[i]] = true;
        }
        if (rc != BF_OK)
            break;
        bf_pairing_add_table(p, xy[0], xy[1]);
    }
    json_array_foreach(bye, i, v) {
        int x;
        if (rc != BF_OK || (rc = bf_get_fighter(t, v, "pair: \"bye\"", &x)) != BF_OK)
            break;
        if (seen[x]) {
            rc = eng_error(t->run, "pair: names \"%s\" twice", t->f[x].name);
            break;
        }
        seen[x] = true;
        bf_pairing_add_bye(p, x);
    }
    for (i = 0; i < t->n && rc == BF_OK; i++)
        if (bf_playing(t, (int)i) && !seen[i])
            rc = eng_error(t->run, "pair: \"%s\" is still playing and is not in the pairing",
                           t->f[i].name);
    free(seen);
    return rc;
}

static int engine_pairing(bf_tournament *t, int64_t r, bf_pairing *p)
{
    int *playing = xmalloc(t->n * sizeof *playing);
    int *seating = xmalloc(t->n * sizeof *seating);
    size_t n = bf_playing_list(t, playing);
    bf_cite_pairing_rule(t, r);   /* the seating is asked by the format's pairing */
    int rc = bf_ask_order(t, "seating", playing, n, seating);
    if (rc == BF_OK) {
        if (t->format == BF_SWISS)
            bf_pair_swiss(t, r, seating, n, p);
        else if (t->format == BF_DOUBLE)
            bf_pair_double(t, r, seating, n, p);
        else
            bf_pair_single(t, r, seating, n, p);
    }
    free(playing);
    free(seating);
    return rc;
}

int bf_do_pair(bf_tournament *t, const json_t *act)
{
    int64_t r = 0;
    if (eng_only_keys(t->run, act, "pair", pair_keys) != BF_OK ||
        eng_get_int(t->run, act, "round", "pair", true, 1, ENG_INT_MAX, &r) != BF_OK ||
        bf_pair_precheck(t, r, "pair") != BF_OK)
        return BF_ERR;
    bf_team_absent_retire(t);   /* members absent past their report-in (BF-TEAM-LATE) */
    bf_pairing p;
    bf_pairing_init(&p, t->n);
    int rc;
    if (json_object_get(act, "tables")) {
        rc = read_posted(t, act, &p);
        if (rc == BF_OK) {
            char why[256];
            const char *rule = bf_pairing_check(t, r, &p, why, sizeof why);
            if (rule)
                eng_reject(t->run, rule, "%s", why);
            else {
                post(t, r, &p);
                rc = bf_conduct_after_pairing(t, r);  /* pending match losses (PG.2~h3~p2) */
            }
        }
    } else if (json_object_get(act, "bye")) {
        rc = eng_error(t->run, "pair: \"bye\" is only given with \"tables\"");
    } else {
        rc = engine_pairing(t, r, &p);
        if (rc == BF_OK) {
            post(t, r, &p);
            rc = bf_conduct_after_pairing(t, r);  /* pending match losses (PG.2~h3~p2) */
        }
    }
    bf_pairing_free(&p);
    return rc;
}
