/* setup_conduct.c — the extension's setup (game, level FR.3.1.3, sets FR.4.1, adjudication and
 * extra turns FR.4.7, concession FR.4.3, agreed draws FR.4.4, tardiness PG.3.9.2, challenges
 * FR.1.2.3, carried penalties PG.2~x2, teams FR.5) and its params (readings), each fighter's
 * new state fields, and the argument helpers the new actions share (fighters, dates). */
#include "floor_conduct.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

const char *const bf_conduct_setup_keys[] = {
    "game", "level", "best_of", "adjudication", "extra_turns", "extra_innings", "concession",
    "agreed_draws", "major_tardiness_seconds", "challenge_limit", "head_judge_only",
    "carried_penalties", "team_format", "advice", NULL};
const char *const bf_conduct_params_keys[] = {"sets_at_time", "do_decider", "forfeit_vacancy",
                                          "authorized_sleeves_required", NULL};
const char *const bf_game_names[] = {"vanguard",           "weiss-schwarz", "weiss-schwarz-blau",
                                     "rebirth",            "shadowverse-evolve", "dream-order",
                                     "hololive",           NULL};
const char *const bf_pen_names[] = {"caution", "warning", "match-loss", "disqualification", NULL};

static const char *const team_formats[] = {"tag", "trio", NULL};
static const char *const advice_modes[] = {"none", "allowed", "after-own-match", NULL};
static const char *const sets_at_time[] = {"lead", "draw", NULL};
static const char *const do_deciders[] = {"dice", "lottery", NULL};
static const char *const vacancies[] = {"vacant", "move-up", NULL};

void bf_conduct_init(bf_tournament *t)
{
    struct bf_conduct *x = xcalloc(1, sizeof *x);
    x->game = -1;
    x->level = 1;             /* FR.3.1.3~h1~p1: every event is level 1 without a reason */
    x->best_of = 1;           /* FR.4.1~p1: 原則として、対戦は1本制 */
    x->concession = true;
    x->major_seconds = 300;   /* PG.3.9.2~p1: 5分 */
    x->challenge_limit = -1;
    x->team_format = -1;
    t->conduct = x;
}

void bf_conduct_free(bf_tournament *t)
{
    struct bf_conduct *x = t->conduct;
    if (!x)
        return;
    if (x->f)
        for (size_t i = 0; i < t->n; i++)
            free(x->f[i].pen);
    free(x->f);
    free(x->tab);
    free(x->teams);
    free(x);
    t->conduct = NULL;
}

void bf_penalty_record(bf_tournament *t, int x, const char *infraction, bf_pen p)
{
    bf_fconduct *f = &t->conduct->f[x];
    bf_penrec *n = realloc(f->pen, (f->npen + 1) * sizeof *n);
    if (!n)
        abort();
    f->pen = n;
    f->pen[f->npen++] = (bf_penrec){infraction, p};
}

/* PG.2~x2: penalties of an earlier day of the same event are carried over. */
static int read_carried(bf_tournament *t, const json_t *v)
{
    if (!v)
        return BF_OK;
    if (!json_is_object(v))
        return eng_error(t->run, "setup: \"carried_penalties\" must be an object");
    const char *key;
    json_t *list;
    json_object_foreach((json_t *)v, key, list) {
        int x = bf_find_fighter(t, key);
        if (x < 0)
            return eng_error(t->run, "setup: \"carried_penalties\": unknown fighter \"%s\"", key);
        if (!json_is_array(list))
            return eng_error(t->run, "setup: \"carried_penalties\".%s must be an array", key);
        size_t i;
        json_t *p;
        json_array_foreach(list, i, p) {
            const char *s = json_string_value(p);
            int k = 0;
            while (s && bf_pen_names[k] && strcmp(bf_pen_names[k], s) != 0)
                k++;
            if (!s || !bf_pen_names[k])
                return eng_error(t->run, "setup: \"carried_penalties\".%s[%zu] must be a penalty",
                                 key, i);
            RULE(t->run, "PG.2~p1");  /* 原則として適用された大会中のみ有効 (PG.2~x2: the same event) */
            bf_penalty_record(t, x, NULL, (bf_pen)k);
            if (k == BF_PEN_CAUTION)
                t->conduct->f[x].cautions++;
            else if (k == BF_PEN_WARNING)
                t->conduct->f[x].warnings++;
        }
    }
    return BF_OK;
}

int bf_conduct_read_setup(bf_tournament *t, const json_t *setup)
{
    struct bf_conduct *x = t->conduct;
    x->f = xcalloc(t->n, sizeof *x->f);
    for (size_t i = 0; i < t->n; i++) {
        x->f[i].challenges_left = -1;
        x->f[i].team = -1;
    }
    const char *w = "setup";
    int game = x->game, tf = x->team_format, adv = x->advice;
    if (eng_get_enum(t->run, setup, "game", w, false, bf_game_names, &game) != BF_OK ||
        eng_get_int(t->run, setup, "level", w, false, 1, ENG_INT_MAX, &x->level) != BF_OK ||
        eng_get_int(t->run, setup, "best_of", w, false, 1, ENG_INT_MAX, &x->best_of) != BF_OK ||
        eng_get_bool(t->run, setup, "adjudication", w, &x->adjudication) != BF_OK ||
        eng_get_int(t->run, setup, "extra_turns", w, false, 0, ENG_INT_MAX, &x->extra_turns) != BF_OK ||
        eng_get_int(t->run, setup, "extra_innings", w, false, 0, ENG_INT_MAX, &x->extra_innings) != BF_OK ||
        eng_get_bool(t->run, setup, "concession", w, &x->concession) != BF_OK ||
        eng_get_bool(t->run, setup, "agreed_draws", w, &x->agreed_draws) != BF_OK ||
        eng_get_int(t->run, setup, "major_tardiness_seconds", w, false, 1, ENG_INT_MAX, &x->major_seconds) !=
            BF_OK ||
        eng_get_bool(t->run, setup, "head_judge_only", w, &x->head_judge_only) != BF_OK ||
        eng_get_enum(t->run, setup, "team_format", w, false, team_formats, &tf) != BF_OK ||
        eng_get_enum(t->run, setup, "advice", w, false, advice_modes, &adv) != BF_OK)
        return BF_ERR;
    if (x->level > 3)
        return eng_error(t->run, "setup: \"level\" must be 1, 2 or 3");
    if (x->best_of % 2 == 0)
        return eng_error(t->run, "setup: \"best_of\" must be odd");
    x->game = game;
    x->team_format = tf;
    x->advice = adv;
    const json_t *cl = json_object_get(setup, "challenge_limit");
    if (cl && !json_is_null(cl) &&
        eng_get_int(t->run, setup, "challenge_limit", w, false, 0, ENG_INT_MAX, &x->challenge_limit) != BF_OK)
        return BF_ERR;
    for (size_t i = 0; i < t->n; i++)
        x->f[i].challenges_left = x->challenge_limit;
    if (read_carried(t, json_object_get(setup, "carried_penalties")) != BF_OK)
        return BF_ERR;
    const json_t *p = json_object_get(setup, "params");
    if (json_is_object(p)) {
        const char *pw = "setup.params";
        int sat = x->sets_at_time, dd = x->do_decider, fv = x->forfeit_vacancy;
        if (eng_get_enum(t->run, p, "sets_at_time", pw, false, sets_at_time, &sat) != BF_OK ||
            eng_get_enum(t->run, p, "do_decider", pw, false, do_deciders, &dd) != BF_OK ||
            eng_get_enum(t->run, p, "forfeit_vacancy", pw, false, vacancies, &fv) != BF_OK ||
            eng_get_bool(t->run, p, "authorized_sleeves_required", pw,
                        &x->authorized_sleeves_required) != BF_OK)
            return BF_ERR;
        x->sets_at_time = sat;
        x->do_decider = dd;
        x->forfeit_vacancy = fv;
    }
    return BF_OK;
}

void bf_conduct_state_fighter(const bf_tournament *t, int i, json_t *obj)
{
    const bf_fconduct *f = &t->conduct->f[i];
    json_t *pens = json_array();
    for (size_t k = 0; k < f->npen; k++)
        json_array_append_new(pens, json_pack("{s:o, s:s}", "infraction",
                                              f->pen[k].infraction
                                                  ? json_string(f->pen[k].infraction)
                                                  : json_null(),
                                              "penalty", bf_pen_names[f->pen[k].pen]));
    json_object_set_new(obj, "cautions", json_integer(f->cautions));
    json_object_set_new(obj, "warnings", json_integer(f->warnings));
    json_object_set_new(obj, "penalties", pens);
    json_object_set_new(obj, "pending_match_losses", json_integer(f->pending_ml));
    json_object_set_new(obj, "disqualified", json_boolean(f->disqualified));
    json_object_set_new(obj, "absent", json_boolean(f->absent));
    json_object_set_new(obj, "challenges_left",
                        f->challenges_left < 0 ? json_null() : json_integer(f->challenges_left));
    json_object_set_new(obj, "team", f->team < 0 ? json_null()
                                                 : json_string(t->conduct->teams[f->team].name));
}

void bf_conduct_state_top(const bf_tournament *t, json_t *state)
{
    const struct bf_conduct *x = t->conduct;
    if (x->team_format < 0)
        return;
    json_t *teams = json_object();
    for (size_t k = 0; k < x->nteams; k++)
        json_object_set_new(teams, x->teams[k].name,
                            json_pack("{s:o, s:b}", "members",
                                      bf_names(t, x->teams[k].members, x->teams[k].n), "retired",
                                      x->teams[k].retired));
    json_object_set_new(state, "teams", teams);
}

int bf_conduct_get_fighter_key(bf_tournament *t, const json_t *act, const char *key, const char *what,
                           int *out)
{
    const json_t *v = json_object_get(act, key);
    if (!v)
        return eng_error(t->run, "%s: \"%s\" is required", what, key);
    char label[96];
    snprintf(label, sizeof label, "%s: \"%s\"", what, key);
    return bf_get_fighter(t, v, label, out);
}

/* Days since 1970-01-01 of a proleptic Gregorian date (H. Hinnant's algorithm). */
int64_t bf_days_from_civil(int64_t y, int64_t m, int64_t d)
{
    y -= m <= 2;
    int64_t era = (y >= 0 ? y : y - 399) / 400;
    int64_t yoe = y - era * 400;
    int64_t doy = (153 * (m + (m > 2 ? -3 : 9)) + 2) / 5 + d - 1;
    int64_t doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    return era * 146097 + doe - 719468;
}

void bf_civil_from_days(int64_t z, int64_t *y, int64_t *m, int64_t *d)
{
    z += 719468;
    int64_t era = (z >= 0 ? z : z - 146096) / 146097;
    int64_t doe = z - era * 146097;
    int64_t yoe = (doe - doe / 1460 + doe / 36524 - doe / 146096) / 365;
    int64_t doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    int64_t mp = (5 * doy + 2) / 153;
    *d = doy - (153 * mp + 2) / 5 + 1;
    *m = mp + (mp < 10 ? 3 : -9);
    *y = yoe + era * 400 + (*m <= 2);
}

/* Whether the n characters at s are all decimal digits (a date's fields have no sign, no
 * space: "YYYY" is a year 0000–9999). */
static bool digits(const char *s, size_t n)
{
    for (size_t i = 0; i < n; i++)
        if (s[i] < '0' || s[i] > '9')
            return false;
    return true;
}

int bf_conduct_get_date(bf_tournament *t, const json_t *obj, const char *key, const char *what,
                    bool required, int64_t *out)
{
    const json_t *v;
    if (eng_member(t->run, obj, key, what, required, &v) != BF_OK)
        return BF_ERR;
    if (!v)
        return BF_OK;
    const char *s = json_string_value(v);
    int y, m, d;
    char tail;
    if (!s || strlen(s) != 10 || s[4] != '-' || s[7] != '-' || !digits(s, 4) ||
        !digits(s + 5, 2) || !digits(s + 8, 2) ||
        sscanf(s, "%4d-%2d-%2d%c", &y, &m, &d, &tail) != 3 || m < 1 || m > 12 || d < 1)
        return eng_error(t->run, "%s: \"%s\" must be a date \"YYYY-MM-DD\"", what, key);
    int64_t z = bf_days_from_civil(y, m, d);
    int64_t yy, mm, dd;
    bf_civil_from_days(z, &yy, &mm, &dd);
    if (yy != y || mm != m || dd != d)
        return eng_error(t->run, "%s: \"%s\" is not a date of the calendar", what, key);
    *out = z;
    return BF_OK;
}
