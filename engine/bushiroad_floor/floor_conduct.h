/* floor_conduct.h — the conduct of the event beyond pairings and standings: the state and entry
 * points of the vocabulary's extension (docs/engines/bushiroad-floor.md, "Extension: matches,
 * time-outs, penalties and the event's other computable rules"): the event's extra setup (game,
 * level, sets, time-outs, concession, tardiness, challenges, teams), each fighter's penalties and
 * their counts, the per-table state of the latest round's matches (sets, time-out, pending
 * report), teams, and one entry point per new action, each in the file of the rule it
 * implements. The base module keeps one pointer to this state (bf_tournament.conduct). */
#ifndef BF_FLOOR_CONDUCT_H
#define BF_FLOOR_CONDUCT_H

#include "floor_internal.h"

/* The penalty scale of PG.2, in increasing order. */
typedef enum bf_pen { BF_PEN_CAUTION, BF_PEN_WARNING, BF_PEN_MATCH_LOSS, BF_PEN_DQ, BF_PEN_COUNT }
    bf_pen;
extern const char *const bf_pen_names[];  /* "caution", …, "disqualification", NULL */

/* The seven titles of IN.M3~p2, in the page's order. */
enum { BF_GAME_VANGUARD, BF_GAME_WS, BF_GAME_WSB, BF_GAME_REBIRTH, BF_GAME_SVE, BF_GAME_DO,
       BF_GAME_HOLOLIVE, BF_GAME_COUNT };
extern const char *const bf_game_names[];

/* The outcomes of the result action, in records.c's order. */
enum { BF_OUT_WIN, BF_OUT_DEFAULT, BF_OUT_DRAW, BF_OUT_TIME_UP, BF_OUT_DOUBLE_LOSS,
       BF_OUT_SIMULTANEOUS };
extern const char *const bf_outcome_names[];

/* One penalty as finally given. */
typedef struct bf_penrec {
    const char *infraction;  /* NULL for a carried penalty */
    bf_pen pen;
} bf_penrec;

typedef struct bf_fconduct {
    int64_t cautions, warnings;  /* PG.2~h1~p2, PG.2~h2~p2 counts (carried ones included) */
    bf_penrec *pen;
    size_t npen;
    int64_t pending_ml;          /* match losses waiting for the next match (PG.2~h3~p2) */
    bool disqualified, forfeited;
    bool absent;                 /* dropped by major tardiness, may report in (PG.3.9.2~p1) */
    size_t absent_round;         /* the latest round when X became absent */
    bool bye_lost;               /* the latest round's bye became a loss by default */
    int64_t challenges_left;     /* -1: no limit (null) */
    int team;                    /* -1: none */
    bool advice_lost, member_finished;
} bf_fconduct;

/* Where the appendix A procedure of a table stands. */
typedef enum bf_to_phase { BF_TO_NONE, BF_TO_EXTRA, BF_TO_AWAIT, BF_TO_DONE } bf_to_phase;

/* One table of the latest round. */
typedef struct bf_table_conduct {
    int64_t sets[2];             /* sets won by a and b (best-of-N) */
    int64_t nsets;               /* sets played, drawn ones included */
    int64_t extend_turns, extend_minutes;
    bool time_given;             /* the time action was processed (FR.1.2.3~p8) */
    bool time_over;              /* the end call was made (FR.4.3~p2) */
    bf_to_phase phase;
    int64_t turn_index;          /* extra turns: the index of the turn in progress */
    const char *awaiting;        /* the checkpoint kind the procedure waits for */
    const char *step;            /* the step last applied */
    int base;                    /* rebirth: the base player; -1 before it is known */
    int64_t innings;             /* dream-order: innings ended after the one in progress */
    bool has_report;             /* a Bushinavi report waiting for approval (PG.3.17.2) */
    int report_by, report_outcome, report_x, report_turn;
} bf_table_conduct;

typedef struct bf_team {
    const char *name;
    int members[3];
    size_t n;
    bool retired, finished;
} bf_team;

struct bf_conduct {
    int game;                    /* -1: none */
    int64_t level;
    int64_t best_of;
    bool adjudication;
    int64_t extra_turns, extra_innings;
    bool concession, agreed_draws;
    int64_t major_seconds;
    int64_t challenge_limit;     /* -1: null */
    bool head_judge_only;
    int team_format;             /* -1 none, 0 tag, 1 trio */
    int advice;                  /* 0 none, 1 allowed, 2 after-own-match */
    int sets_at_time;            /* 0 lead, 1 draw */
    int do_decider;              /* 0 dice, 1 lottery */
    int forfeit_vacancy;         /* 0 vacant, 1 move-up */
    bool authorized_sleeves_required;

    bf_fconduct *f;                  /* one per fighter */
    bf_table_conduct *tab;              /* one per table of the latest round */
    size_t ntab;
    bf_team *teams;
    size_t nteams;
    bool has_teams_cap;
    int team_gone;               /* while a team's penalty is given member by member: the first
                                    member who could no longer take part (-1: none), the
                                    team's retirement waiting until every member has it */
    bool team_penalty;
};

/* --- setup_conduct.c: the extension's setup keys, params, state fields ------------------------ */
extern const char *const bf_conduct_setup_keys[];   /* NULL-terminated */
extern const char *const bf_conduct_params_keys[];
void bf_conduct_init(bf_tournament *t);
void bf_conduct_free(bf_tournament *t);
int bf_conduct_read_setup(bf_tournament *t, const json_t *setup);
/* Add the extension's fields to a fighter's state object and to the top-level state. */
void bf_conduct_state_fighter(const bf_tournament *t, int i, json_t *obj);
void bf_conduct_state_top(const bf_tournament *t, json_t *state);

/* --- match.c: the tables of the latest round and how a new action decides them ------------ */
/* A pairing was posted: reset the per-table state, then apply pending match losses. */
int bf_conduct_after_pairing(bf_tournament *t, int64_t r);
/* A table of the latest round was decided by the result action (time-out and report end). */
void bf_conduct_table_closed(bf_tournament *t, size_t ti);
/* The index of X's table in the latest round, -1 when none; *bye set when X had the bye. */
long bf_conduct_table_of(const bf_tournament *t, int x, bool *bye);
/* Read "round" (the latest) and "table" ([X, Y] of that round, either order) of an action. */
int bf_conduct_get_table(bf_tournament *t, const json_t *act, const char *what, size_t *ti);
/* The same, for an action that needs the match still open: a decided one is a case error. */
int bf_conduct_get_open_table(bf_tournament *t, const json_t *act, const char *what, size_t *ti);
/* Decide open table ti of the latest round: a and b take ma and mb. Emits the result event
 * (table as posted, by_default, decided_by) and round-complete when the round is complete. */
void bf_conduct_decide(bf_tournament *t, size_t ti, bf_mark ma, bf_mark mb, bool by_default,
                   const char *decided_by);
/* X loses open table ti, the opponent wins. */
void bf_conduct_decide_loss(bf_tournament *t, size_t ti, int x, bool by_default,
                        const char *decided_by);
/* Replace the result of decided table ti of the latest round (corrected; no round-complete). */
void bf_conduct_correct(bf_tournament *t, size_t ti, bf_mark ma, bf_mark mb, bool by_default,
                    const char *decided_by);
/* X's bye of the latest round becomes a loss by default (BF-ML-BYE). */
void bf_conduct_bye_to_loss(bf_tournament *t, int x);
/* What a and b of table ti take from an outcome of the result action (turn: -1 or a fighter). */
int bf_conduct_outcome_marks(bf_tournament *t, size_t ti, int outcome, int x, int turn, bf_mark *ma,
                         bf_mark *mb);
int bf_do_set(bf_tournament *t, const json_t *act);
int bf_do_concede(bf_tournament *t, const json_t *act);
int bf_do_agree_draw(bf_tournament *t, const json_t *act);
int bf_query_legal_table(bf_tournament *t, const json_t *q);
/* The end call decided the set in progress of a best-of-N match (winner -1: nobody won it):
 * the match is decided by the sets (BF-SETS-TIME); for best-of-1 the match itself. */
void bf_conduct_time_decides(bf_tournament *t, size_t ti, int winner, bool double_loss,
                         const char *decided_by);

/* --- timeout.c, timeout_aa.c: time, extra turns, appendix A, match time ------------------- */
int bf_do_time(bf_tournament *t, const json_t *act);
int bf_do_extend(bf_tournament *t, const json_t *act);
int bf_do_checkpoint(bf_tournament *t, const json_t *act);
int bf_do_match_time(bf_tournament *t, const json_t *act);
/* The end call of table ti is now, with state S (may be NULL); the checkpoint or time action
 * `act` carries it. */
int bf_aa_end_call(bf_tournament *t, size_t ti, const json_t *act);
/* A checkpoint of the kind awaited by an appendix A procedure. */
int bf_aa_checkpoint(bf_tournament *t, size_t ti, const json_t *act);

/* --- penalty_table.c: the guideline tables of PG.3 and PG.4 (PG~p5) ---------------------- */
typedef struct bf_guide_row {
    const char *infraction;
    const char *branch;          /* the branch row (…~t1.Bn) or NULL */
    const char *row[2];          /* level 1, level 2+ */
    bf_pen lo[2], hi[2];
} bf_guide_row;
const bf_guide_row *bf_guide_find(const char *infraction);
const bf_guide_row *bf_guide_rows(size_t *n);
/* The option clauses that change a guideline. */
const char *bf_partial_repair_clause(const char *infraction);  /* NULL: not allowed */

/* --- penalty.c, penalty_effects.c: giving a penalty (PG.2) -------------------------------- */
int bf_do_penalty_guide(bf_tournament *t, const json_t *act);
int bf_do_penalty(bf_tournament *t, const json_t *act);
int bf_query_legal_penalty(bf_tournament *t, const json_t *q);
/* Give one penalty for `infraction` to targets[0..n) (a team's members in order, or one
 * fighter): the guideline, the chosen penalty (asked when several), per target the escalation
 * and the effects. `act` carries the options. */
int bf_penalty_give(bf_tournament *t, const int *targets, size_t n, const char *infraction,
                    const json_t *act, bool bye_is_match);
/* Record and apply final penalty F to fighter x (events in the page's order). `opts` is the
 * action (next_match, reverse_last, forfeit); bye_is_match: the bye counts as X's match. */
void bf_penalty_effects(bf_tournament *t, int x, bf_pen f, const json_t *opts, bool bye_is_match);
/* A match loss that ends or waits (PG.2~h3~p2). */
void bf_match_loss(bf_tournament *t, int x, bool next_match, bool bye_is_match,
                   const char *decided_by);
/* Record a penalty in X's list. */
void bf_penalty_record(bf_tournament *t, int x, const char *infraction, bf_pen p);
/* X leaves the event because of a drop, major tardiness or a disqualification: a team retires
 * (FR.5.1.1~p2, FR.5.1.2~p2) — but not while X, absent for major tardiness, may still report in
 * before the next match (BF-TEAM-LATE), nor before every member has had the team's own penalty
 * (a team disqualified: each member's match its own loss, FR.5.2.3~p1 with PG.2~h4~p2). */
void bf_team_member_gone(bf_tournament *t, int x);
/* The next pairing is posted: the teams of members still absent retire now (BF-TEAM-LATE). */
void bf_team_absent_retire(bf_tournament *t);
/* Around a team's penalty given to each member: the retirement waits for the last member. */
void bf_team_penalty_begin(bf_tournament *t);
void bf_team_new_match(bf_tournament *t);
void bf_team_penalty_end(bf_tournament *t);

/* --- forgotten.c (PG.3.4), repair.c (PG.3.5.3.2, PG.3.5.4, PG.3.6.1.2) ------------------ */
int bf_do_forgotten_ability(bf_tournament *t, const json_t *act);
int bf_do_repair_zone(bf_tournament *t, const json_t *act);

/* --- tardiness.c (PG.3.9), reporting.c (PG.3.17), misseating.c (PG.3.10.2) -------------- */
int bf_do_late(bf_tournament *t, const json_t *act);
int bf_do_report_in(bf_tournament *t, const json_t *act);
int bf_do_unreported(bf_tournament *t, const json_t *act);
int bf_do_report(bf_tournament *t, const json_t *act);
int bf_do_approve(bf_tournament *t, const json_t *act);
int bf_do_accept_report(bf_tournament *t, const json_t *act);
int bf_do_correct_result(bf_tournament *t, const json_t *act);
int bf_do_misseating(bf_tournament *t, const json_t *act);

/* --- checks_items.c, deck_check.c, checks_sleeves.c, eligibility.c, challenge.c ---------- */
int bf_do_required_items(bf_tournament *t, const json_t *act);
int bf_do_deck_check(bf_tournament *t, const json_t *act);
int bf_do_check_sleeves(bf_tournament *t, const json_t *act);
int bf_do_check_eligibility(bf_tournament *t, const json_t *act);
int bf_do_card_legal(bf_tournament *t, const json_t *act);
int bf_do_challenge(bf_tournament *t, const json_t *act);

/* --- teams.c: teams, their retirement, advice (FR.5) -------------------------------------- */
int bf_do_register_team(bf_tournament *t, const json_t *act);
int bf_do_advise(bf_tournament *t, const json_t *act);
int bf_do_member_finished(bf_tournament *t, const json_t *act);
int bf_do_lose_advice(bf_tournament *t, const json_t *act);
int bf_do_team_finished(bf_tournament *t, const json_t *act);

/* --- shared argument helpers (setup_conduct.c) ------------------------------------------------ */
/* A required fighter named by `key`. */
int bf_conduct_get_fighter_key(bf_tournament *t, const json_t *act, const char *key, const char *what,
                           int *out);
/* A date "YYYY-MM-DD" as a day number (days since 0000-03-01, proleptic Gregorian). */
int bf_conduct_get_date(bf_tournament *t, const json_t *obj, const char *key, const char *what,
                    bool required, int64_t *out);
int64_t bf_days_from_civil(int64_t y, int64_t m, int64_t d);
void bf_civil_from_days(int64_t z, int64_t *y, int64_t *m, int64_t *d);

#endif
