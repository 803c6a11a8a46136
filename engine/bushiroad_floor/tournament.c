/* tournament.c — the bushiroad-floor module (応用フロアルール 1.2.6, chapter 2 大会の方式,
 * chapter 5 リタイア, appendix B): reads the setup strictly, plays the script's actions and
 * queries in order, and reports the final state (docs/engines/bushiroad-floor.md). */
#include "floor_conduct.h"

#include <stdlib.h>
#include <string.h>

static const char *const setup_keys[] = {
    "format", "fighters", "rounds", "scoring", "standings", "opponent_rate", "top_places",
    "params",
    /* the extension (setup_conduct.c) */
    "game", "level", "best_of", "adjudication", "extra_turns", "extra_innings", "concession",
    "agreed_draws", "major_tardiness_seconds", "challenge_limit", "head_judge_only",
    "carried_penalties", "team_format", "advice", NULL};
static const char *const scoring_keys[] = {"win", "draw", "loss", NULL};
static const char *const params_keys[] = {"bn_denominator", "shared_rank", "usage_threshold",
                                          "tier_overflow", "sets_at_time", "do_decider",
                                          "forfeit_vacancy", "authorized_sleeves_required",
                                          NULL};
static const char *const formats[] = {"swiss", "double-elimination", "single-elimination", NULL};
static const char *const standings_methods[] = {"floor", "bushinavi", NULL};
static const char *const denominators[] = {"opponent-rounds", "self-rounds", "tournament-rounds",
                                           NULL};
static const char *const shared_ranks[] = {"competition", "dense", NULL};
static const char *const overflows[] = {"standing", "lottery", NULL};

static int read_fighters(bf_tournament *t, const json_t *v)
{
    if (!json_is_array(v) || json_array_size(v) == 0)
        return eng_error(t->run, "setup: \"fighters\" must be a non-empty array of names");
    t->n = json_array_size(v);
    t->f = xcalloc(t->n, sizeof *t->f);
    for (size_t i = 0; i < t->n; i++) {
        const char *name = json_string_value(json_array_get(v, i));
        if (!name || !*name)
            return eng_error(t->run, "setup: \"fighters\"[%zu] must be a non-empty string", i);
        t->f[i].name = name;
        if (bf_index_fighter(t, (int)i) >= 0)
            return eng_error(t->run, "setup: \"fighters\" names \"%s\" twice", name);
    }
    t->name_json = xcalloc(t->n, sizeof *t->name_json);
    for (size_t i = 0; i < t->n; i++)
        t->name_json[i] = json_string(t->f[i].name);
    return BF_OK;
}

static int read_params(bf_tournament *t, const json_t *p)
{
    if (!p)
        return BF_OK;
    if (!json_is_object(p))
        return eng_error(t->run, "setup: \"params\" must be an object");
    int den = (int)t->bn_den, shared = (int)t->shared_rank, over = (int)t->tier_overflow;
    if (eng_only_keys(t->run, p, "setup.params", params_keys) != BF_OK ||
        eng_get_enum(t->run, p, "bn_denominator", "setup.params", false, denominators, &den) != BF_OK ||
        eng_get_enum(t->run, p, "shared_rank", "setup.params", false, shared_ranks, &shared) != BF_OK ||
        eng_get_int(t->run, p, "usage_threshold", "setup.params", false, 0, ENG_INT_MAX, &t->usage_threshold) !=
            BF_OK ||
        eng_get_enum(t->run, p, "tier_overflow", "setup.params", false, overflows, &over) != BF_OK)
        return BF_ERR;
    t->bn_den = (bf_bn_den)den;
    t->shared_rank = (bf_shared_rank)shared;
    t->tier_overflow = (bf_tier_overflow)over;
    return BF_OK;
}

static int read_setup(bf_tournament *t, const json_t *setup)
{
    if (!json_is_object(setup))
        return eng_error(t->run, "setup: must be an object");
    if (eng_only_keys(t->run, setup, "setup", setup_keys) != BF_OK)
        return BF_ERR;
    int format = 0, method = 0;
    if (eng_get_enum(t->run, setup, "format", "setup", true, formats, &format) != BF_OK)
        return BF_ERR;
    t->format = (bf_format)format;
    if (!json_object_get(setup, "fighters"))
        return eng_error(t->run, "setup: \"fighters\" is required");
    if (read_fighters(t, json_object_get(setup, "fighters")) != BF_OK)
        return BF_ERR;
    if (eng_get_int(t->run, setup, "rounds", "setup", t->format == BF_SWISS, 1, ENG_INT_MAX, &t->rounds) != BF_OK)
        return BF_ERR;
    const json_t *sc = json_object_get(setup, "scoring");
    if (sc) {
        if (!json_is_object(sc))
            return eng_error(t->run, "setup: \"scoring\" must be an object");
        if (eng_only_keys(t->run, sc, "setup.scoring", scoring_keys) != BF_OK ||
            eng_get_int(t->run, sc, "win", "setup.scoring", false, 1, ENG_INT_MAX, &t->win) != BF_OK ||
            eng_get_int(t->run, sc, "draw", "setup.scoring", false, 0, ENG_INT_MAX, &t->draw) != BF_OK ||
            eng_get_int(t->run, sc, "loss", "setup.scoring", false, 0, ENG_INT_MAX, &t->loss) != BF_OK)
            return BF_ERR;
    }
    if (eng_get_enum(t->run, setup, "standings", "setup", false, standings_methods, &method) != BF_OK ||
        eng_get_bool(t->run, setup, "opponent_rate", "setup", &t->opponent_rate) != BF_OK ||
        eng_get_int(t->run, setup, "top_places", "setup", false, 1, ENG_INT_MAX, &t->top_places) != BF_OK)
        return BF_ERR;
    t->bushinavi = method == 1;
    if (read_params(t, json_object_get(setup, "params")) != BF_OK)
        return BF_ERR;
    return bf_conduct_read_setup(t, setup);
}

static json_t *state_json(const bf_tournament *t)
{
    /* Each fighter's opponents, round by round and table by table: one pass over the tables. */
    json_t **opponents = xcalloc(t->n, sizeof *opponents);
    for (size_t i = 0; i < t->n; i++)
        opponents[i] = json_array();
    for (size_t r = 0; r < t->nround; r++)
        for (size_t k = 0; k < t->round[r].ntables; k++) {
            const bf_table *tb = &t->round[r].tables[k];
            json_array_append_new(opponents[tb->a], bf_name(t, tb->b));
            if (tb->b != tb->a)
                json_array_append_new(opponents[tb->b], bf_name(t, tb->a));
        }
    json_t *fighters = json_object();
    for (size_t i = 0; i < t->n; i++) {
        const bf_fighter *f = &t->f[i];
        json_t *opp = opponents[i];
        json_object_set_new(
            fighters, f->name,
            eng_object("points", bf_int(t, f->points), "wins", bf_int(t, f->wins), "losses",
                       bf_int(t, f->losses), "draws", bf_int(t, f->draws), "byes",
                       bf_int(t, f->byes), "dropped", json_boolean(f->dropped), "eliminated",
                       json_boolean(bf_eliminated(t, (int)i)), "opponents", opp, NULL));
        bf_conduct_state_fighter(t, (int)i, json_object_get(fighters, f->name));
    }
    free(opponents);
    json_t *state = eng_object("round", json_integer((json_int_t)t->nround), "finished",
                               json_boolean(t->finished), "fighters", fighters, NULL);
    bf_conduct_state_top(t, state);
    return state;
}

static int dispatch(bf_tournament *t, const json_t *e)
{
    const json_t *q = json_object_get(e, "query");
    if (q) {
        const char *name = json_string_value(q);
        if (name && strcmp(name, "legal") == 0) {
            if (json_object_get(e, "table"))
                return bf_query_legal_table(t, e);
            if (json_object_get(e, "penalty"))
                return bf_query_legal_penalty(t, e);
            return bf_query_legal(t, e);
        }
        return eng_error(t->run, "unknown query (the vocabulary has \"legal\")");
    }
    const char *act = json_string_value(json_object_get(e, "do"));
    if (!act)
        return eng_error(t->run, "\"do\" must name an action");
    static const struct {
        const char *name;
        int (*fn)(bf_tournament *, const json_t *);
    } actions[] = {
        {"pair", bf_do_pair},
        {"result", bf_do_result},
        {"drop", bf_do_drop},
        {"end-event", bf_do_end_event},
        {"forgotten-ability", bf_do_forgotten_ability},
        {"repair-zone", bf_do_repair_zone},
        {"standings", bf_do_standings},
        {"recommend-rounds", bf_do_recommend_rounds},
        {"top-cut", bf_do_top_cut},
        {"disqualify", bf_do_disqualify},
        /* the extension (floor_conduct.h) */
        {"set", bf_do_set},
        {"concede", bf_do_concede},
        {"agree-draw", bf_do_agree_draw},
        {"time", bf_do_time},
        {"extend", bf_do_extend},
        {"checkpoint", bf_do_checkpoint},
        {"match-time", bf_do_match_time},
        {"penalty-guide", bf_do_penalty_guide},
        {"penalty", bf_do_penalty},
        {"late", bf_do_late},
        {"report-in", bf_do_report_in},
        {"unreported", bf_do_unreported},
        {"report", bf_do_report},
        {"approve", bf_do_approve},
        {"accept-report", bf_do_accept_report},
        {"correct-result", bf_do_correct_result},
        {"misseating", bf_do_misseating},
        {"deck-check", bf_do_deck_check},
        {"required-items", bf_do_required_items},
        {"challenge", bf_do_challenge},
        {"check-sleeves", bf_do_check_sleeves},
        {"check-eligibility", bf_do_check_eligibility},
        {"card-legal", bf_do_card_legal},
        {"register-team", bf_do_register_team},
        {"advise", bf_do_advise},
        {"member-finished", bf_do_member_finished},
        {"lose-advice", bf_do_lose_advice},
        {"team-finished", bf_do_team_finished},
    };
    for (size_t i = 0; i < sizeof actions / sizeof *actions; i++)
        if (strcmp(actions[i].name, act) == 0)
            return actions[i].fn(t, e);
    return eng_error(t->run, "unknown action \"%s\"", act);
}

static void tournament_free(bf_tournament *t)
{
    for (size_t r = 0; r < t->nround; r++) {
        free(t->round[r].tables);
        free(t->round[r].byes);
    }
    free(t->round);
    for (size_t i = 0; t->seats && i < t->n; i++)
        free(t->seats[i].v);
    free(t->seats);
    free(t->f);
    eng_names_free(&t->names);
    for (size_t i = 0; t->name_json && i < t->n; i++)
        json_decref(t->name_json[i]);
    free(t->name_json);
    for (size_t i = 0; t->small_int && i < BF_SMALL_INTS; i++)
        json_decref(t->small_int[i]);
    free(t->small_int);
    free(t->st_order);
    free(t->st_rank);
    free(t->qual);
    bf_conduct_free(t);
}

static int run(eng_run *r, const json_t *setup)
{
    bf_tournament t = {
        .run = r,
        .win = 1,
        .top_places = 1,
        .opponent_rate = true,
        .bn_den = BF_DEN_OPPONENT,
        .shared_rank = BF_RANK_COMPETITION,
        .usage_threshold = 2,
        .tier_overflow = BF_OVERFLOW_STANDING,
    };
    bf_conduct_init(&t);
    t.small_int = xcalloc(BF_SMALL_INTS, sizeof *t.small_int);
    int rc = read_setup(&t, setup);
    bool setup_read = rc == BF_OK;
    const json_t *e;
    while (rc == BF_OK && (e = eng_next(r)) != NULL)
        rc = dispatch(&t, e);
    if (setup_read)
        eng_state(r, state_json(&t));
    tournament_free(&t);
    return rc == BF_ERR ? -1 : 0;
}

extern const eng_mark eng_marks_bushiroad_floor[];  /* generated from this folder's RULE() marks */

const eng_module eng_bushiroad_floor = {
    .doc = "bushiroad-floor",
    .name = "reference engine",
    .version = "1",
    .marks = eng_marks_bushiroad_floor,
    .run = run,
};
