/* turn.c — the progress of the game (ch. 5) as the core's turn table (tcg_turn.h): a set's first
 * turn is a serve turn (the serve phase, then the end phase, 5-2-2), every other turn a start
 * phase then the block phase or the draw, receive, toss and attack phases, then the end phase
 * (5-2-3); each phase's ① makes its durations valid, its triggers wait and runs a check process,
 * its last step makes its end triggers wait, runs a check process and ends its durations
 * (5-5-2 … 5-12-2); the draw step (5-16), the cleanup step (5-19), the end phase's ① repeated
 * while turn-end triggers have not waited (5-12-2); a lost or a skip sends the table to another
 * label (HB_JUMPED, g->jump). */
#include "engine/haikyu_break/turn/turn.h"
#include "engine/haikyu_break/actions/actions.h"
#include "engine/haikyu_break/skills/skills.h"
#include "engine/haikyu_break/zones/zones.h"

#include <string.h>

/* The labels of the table's rows. */
enum { L_TOP = 1, L_SERVE, L_START, L_BLOCK, L_DRAW, L_RECEIVE, L_TOSS, L_ATTACK, L_END,
       L_LOST };

int hb_phase_label(hb_phase phase)
{
    switch (phase) {
    case HB_PH_SERVE: return L_SERVE;
    case HB_PH_START: return L_START;
    case HB_PH_BLOCK: return L_BLOCK;
    case HB_PH_DRAW: return L_DRAW;
    case HB_PH_RECEIVE: return L_RECEIVE;
    case HB_PH_TOSS: return L_TOSS;
    case HB_PH_ATTACK: return L_ATTACK;
    case HB_PH_END: return L_END;
    default: return L_LOST;
    }
}

static void step_event(hb_game *g, const char *name)
{
    json_t *ev = eng_event_new(g->run, "step");
    json_object_set_new_nocheck(ev, "name", json_string(name));
}

static int phase_enter(tcg_game *t, int phase)
{
    hb_game *g = (hb_game *)t;
    g->phase = (hb_phase)phase;
    g->step = HB_ST_NONE;
    return TCG_OK;
}

static int step_enter(tcg_game *t, int step)
{
    hb_game *g = (hb_game *)t;
    g->step = (hb_step)step;
    static const char *const names[] = {"", "appear", "free", "draw", "offense", "defense",
                                        "judge", "cleanup"};
    step_event(g, names[step]);
    return TCG_OK;
}

/* A phase's ①: its event, the durations that begin with it, its triggers, a check process. */
static int phase_begin(tcg_game *t, int arg)
{
    hb_game *g = (hb_game *)t;
    hb_phase ph = (hb_phase)arg;
    json_t *ev = eng_event_new(g->run, "phase");
    json_object_set_new_nocheck(ev, "name", json_string(hb_phase_names[ph]));
    json_object_set_new_nocheck(ev, "turn", json_integer(g->t.turn));
    json_object_set_new_nocheck(ev, "player", json_string(hb_player_names[g->t.tp]));
    json_object_set_new_nocheck(ev, "set", json_integer(g->set));
    switch (ph) {                          /* what the phase is, and its procedure */
    case HB_PH_SERVE: RULE(g->run, "5-5-1"); RULE(g->run, "5-5-2"); break;
    case HB_PH_START: RULE(g->run, "5-6-1"); RULE(g->run, "5-6-2"); break;
    case HB_PH_BLOCK: RULE(g->run, "5-7-1"); RULE(g->run, "5-7-2"); break;
    case HB_PH_DRAW: RULE(g->run, "5-8-1"); RULE(g->run, "5-8-2"); break;
    case HB_PH_RECEIVE: RULE(g->run, "5-9-1"); RULE(g->run, "5-9-2"); break;
    case HB_PH_TOSS: RULE(g->run, "5-10-1"); RULE(g->run, "5-10-2"); break;
    default: RULE(g->run, "5-11-1"); RULE(g->run, "5-11-2"); break;
    }
    RULE(g->run, "5-1-3");
    RULE(g->run, "5-1-2");
    bool first = ph == HB_PH_SERVE || ph == HB_PH_START;
    if (first) {
        /* 「自分のターン中」 and the next turn's durations (7-4-1) become valid */
        tcg_effects_begin_turn(&g->t, g->t.tp);
        tcg_effects_begin_turn(&g->t, hb_opp(g->t.tp));
    }
    TCG_TRY(hb_raise(g, "phase-start", -1, g->t.tp, ph));
    if (first)
        TCG_TRY(hb_raise(g, "turn-start", -1, g->t.tp, 0));
    if (ph == HB_PH_SERVE) {
        RULE(g->run, "5-2-2");
        RULE(g->run, "5-2-2-1");
        TCG_TRY(hb_raise(g, "set-start", -1, g->t.tp, 0));
    }
    return hb_check_process(g);
}

/* A phase's last step: its end triggers wait, a check process, its durations end. */
static int phase_end(tcg_game *t, int arg)
{
    hb_game *g = (hb_game *)t;
    g->step = HB_ST_NONE;
    TCG_TRY(hb_raise(g, "phase-end", -1, g->t.tp, arg));
    TCG_TRY(hb_check_process(g));
    hb_end_effects(g, HB_UNTIL_PHASE, -1);     /* 「このフェイズ中」 */
    return TCG_OK;
}

static int go_end(tcg_game *t, int arg)
{
    (void)arg;
    tcg_goto(t, L_END);
    return TCG_OK;
}

/* The first row: a new turn's first phase (5-2-2, 5-2-3). */
static int dispatch(tcg_game *t, int arg)
{
    hb_game *g = (hb_game *)t;
    (void)arg;
    tcg_goto(t, g->rally_first ? L_SERVE : L_START);
    return TCG_OK;
}

/* --- the start phase (5-6) --------------------------------------------------------------------- */

static int choose_route(tcg_game *t, int arg)
{
    hb_game *g = (hb_game *)t;
    (void)arg;
    static const char *const names[] = {"block", "receive"};
    int k;
    TCG_TRY(tcg_choose_name(&g->t, "route", g->t.tp, names, 2, &k));
    g->route = k == 0 ? HB_RT_BLOCK : HB_RT_RECEIVE;
    RULE(g->run, "5-2-1");
    RULE(g->run, "5-2-3");
    json_t *ev = eng_event_new(g->run, "route");
    json_object_set_new_nocheck(ev, "player", json_string(hb_player_names[g->t.tp]));
    json_object_set_new_nocheck(ev, "route", json_string(names[k]));
    return TCG_OK;
}

static int after_start(tcg_game *t, int arg)
{
    hb_game *g = (hb_game *)t;
    (void)arg;
    tcg_goto(t, g->route == HB_RT_BLOCK ? L_BLOCK : L_DRAW);
    return TCG_OK;
}

/* --- steps shared by phases ---------------------------------------------------------------------- */

static int appear_row(tcg_game *t, int arg)
{
    (void)arg;
    return hb_appear_step((hb_game *)t);
}

static int free_row(tcg_game *t, int arg)
{
    (void)arg;
    return hb_free_step((hb_game *)t);
}

static int offense_row(tcg_game *t, int arg)
{
    (void)arg;
    return hb_offense_step((hb_game *)t);
}

static int defense_row(tcg_game *t, int arg)
{
    (void)arg;
    return hb_defense_step((hb_game *)t);
}

static int judge_row(tcg_game *t, int arg)
{
    (void)arg;
    return hb_judge_step((hb_game *)t);
}

/* 5-7-2 ⑦: the side blockers go to the drop first. */
static int block_over(tcg_game *t, int arg)
{
    hb_game *g = (hb_game *)t;
    (void)arg;
    g->step = HB_ST_NONE;
    RULE(g->run, "3-4-1");
    return hb_drop_side_blockers(g);
}

/* 5-16-2: the draw step's card (7-7-5), then a check process (5-8-2 ②). */
static int draw_row(tcg_game *t, int arg)
{
    hb_game *g = (hb_game *)t;
    (void)arg;
    RULE(g->run, "5-16-1");
    RULE(g->run, "5-16-2");
    RULE(g->run, "8-5-1");
    TCG_TRY(hb_draw(g, g->t.tp, 1));
    TCG_TRY(hb_jumped(g));
    return hb_check_process(g);
}

/* --- the end phase (5-12) --------------------------------------------------------------------- */

static int end_begin(tcg_game *t, int arg)
{
    hb_game *g = (hb_game *)t;
    (void)arg;
    json_t *ev = eng_event_new(g->run, "phase");
    json_object_set_new_nocheck(ev, "name", json_string("end"));
    json_object_set_new_nocheck(ev, "turn", json_integer(g->t.turn));
    json_object_set_new_nocheck(ev, "player", json_string(hb_player_names[g->t.tp]));
    json_object_set_new_nocheck(ev, "set", json_integer(g->set));
    RULE(g->run, "5-12-1");
    RULE(g->run, "5-12-2");
    for (int round = 0; round < 1000; round++) {
        /* ① end-phase-start and turn-end triggers wait, each at most once this turn */
        TCG_TRY(hb_raise(g, "phase-start", -1, g->t.tp, HB_PH_END));
        TCG_TRY(hb_raise(g, "turn-end", -1, g->t.tp, 0));
        TCG_TRY(hb_check_process(g));
        if (!hb_turn_end_unwaited(g))
            break;
    }
    return TCG_OK;
}

/* 5-19: the continuous effects with no stated duration end, and the modifications and fixes
 * made by immediate effects (5-19-2, 5-19-3, HB-OP-DURATION). */
static int cleanup(tcg_game *t, int arg)
{
    hb_game *g = (hb_game *)t;
    (void)arg;
    RULE(g->run, "5-19-1");
    RULE(g->run, "5-19-2");
    RULE(g->run, "5-19-3");
    RULE(g->run, "0-2-11");
    RULE(g->run, "6-10-3");
    RULE(g->run, "8-5-1");
    hb_end_effects(g, HB_UNTIL_CLEANUP, -1);
    hb_reach_sweep(g);
    return TCG_OK;
}

static int end_over(tcg_game *t, int arg)
{
    hb_game *g = (hb_game *)t;
    (void)arg;
    g->step = HB_ST_NONE;
    return hb_check_process(g);
}

/* The turn ends: the other player's turn begins with its start phase (5-12-2 ③, 5-1-1). */
static int next_turn(tcg_game *t, int arg)
{
    hb_game *g = (hb_game *)t;
    (void)arg;
    hb_end_effects(g, HB_UNTIL_TURN, -1);
    hb_end_effects(g, HB_UNTIL_NEXT_TURN, -1);
    RULE(g->run, "5-1-1");
    RULE(g->run, "1-1-3-1");
    g->prev_attacked = g->attacked;
    g->prev_route = g->route;
    g->attacked = g->blocked = false;
    g->rally_first = false;
    g->route = HB_RT_NONE;
    tcg_set_turn(&g->t, g->t.turn + 1, hb_opp(g->t.tp));
    hb_reach_reset(g);
    hb_loop_reset(g);
    if (g->t.turn - g->first_turn > HB_MAX_TURNS)
        return eng_error(g->run, "more than %d turns with no decision ending the game",
                         HB_MAX_TURNS);
    return TCG_OK;
}

/* --- the lost-set step and the interval -------------------------------------------------------- */

static int lost_row(tcg_game *t, int arg)
{
    (void)arg;
    return hb_lost_set_step((hb_game *)t);
}

static int interval_row(tcg_game *t, int arg)
{
    hb_game *g = (hb_game *)t;
    (void)arg;
    TCG_TRY(hb_interval(g));
    if (g->t.turn - g->first_turn > HB_MAX_TURNS)
        return eng_error(g->run, "more than %d turns with no decision ending the game",
                         HB_MAX_TURNS);
    tcg_goto(t, L_SERVE);
    return TCG_OK;
}

#define PHASE(p, l) {TCG_OP_PHASE, phase_enter, p, l, 0, 0, false}
#define STEP(s) {TCG_OP_STEP, step_enter, s, 0, 0, 0, false}
#define DO(f, a) {TCG_OP_DO, f, a, 0, 0, 0, false}

static const tcg_row rows[] = {
    {TCG_OP_DO, dispatch, 0, L_TOP, 0, 0, false},
    PHASE(HB_PH_SERVE, L_SERVE), DO(phase_begin, HB_PH_SERVE),
    STEP(HB_ST_APPEAR), DO(appear_row, 0), STEP(HB_ST_FREE), DO(free_row, 0),
    STEP(HB_ST_OFFENSE), DO(offense_row, 0), DO(phase_end, HB_PH_SERVE), DO(go_end, 0),
    PHASE(HB_PH_START, L_START), DO(phase_begin, HB_PH_START), DO(choose_route, 0),
    DO(phase_end, HB_PH_START), DO(after_start, 0),
    PHASE(HB_PH_BLOCK, L_BLOCK), DO(phase_begin, HB_PH_BLOCK),
    STEP(HB_ST_APPEAR), DO(appear_row, 0), STEP(HB_ST_FREE), DO(free_row, 0),
    STEP(HB_ST_DEFENSE), DO(defense_row, 0), STEP(HB_ST_JUDGE), DO(judge_row, 0),
    STEP(HB_ST_OFFENSE), DO(offense_row, 0), DO(block_over, 0), DO(phase_end, HB_PH_BLOCK),
    DO(go_end, 0),
    PHASE(HB_PH_DRAW, L_DRAW), DO(phase_begin, HB_PH_DRAW), STEP(HB_ST_DRAW), DO(draw_row, 0),
    STEP(HB_ST_FREE), DO(free_row, 0), DO(phase_end, HB_PH_DRAW),
    PHASE(HB_PH_RECEIVE, L_RECEIVE), DO(phase_begin, HB_PH_RECEIVE),
    STEP(HB_ST_APPEAR), DO(appear_row, 0), STEP(HB_ST_FREE), DO(free_row, 0),
    STEP(HB_ST_DEFENSE), DO(defense_row, 0), STEP(HB_ST_JUDGE), DO(judge_row, 0),
    DO(phase_end, HB_PH_RECEIVE),
    PHASE(HB_PH_TOSS, L_TOSS), DO(phase_begin, HB_PH_TOSS),
    STEP(HB_ST_APPEAR), DO(appear_row, 0), STEP(HB_ST_FREE), DO(free_row, 0),
    DO(phase_end, HB_PH_TOSS),
    PHASE(HB_PH_ATTACK, L_ATTACK), DO(phase_begin, HB_PH_ATTACK),
    STEP(HB_ST_APPEAR), DO(appear_row, 0), STEP(HB_ST_FREE), DO(free_row, 0),
    STEP(HB_ST_OFFENSE), DO(offense_row, 0), DO(phase_end, HB_PH_ATTACK),
    PHASE(HB_PH_END, L_END), DO(end_begin, 0), STEP(HB_ST_CLEANUP), DO(cleanup, 0),
    DO(end_over, 0), {TCG_OP_TURN_END, next_turn, 0, 0, 0, 0, false},
    {TCG_OP_DO, lost_row, 0, L_LOST, 0, 0, false}, DO(interval_row, 0),
};

#undef PHASE
#undef STEP
#undef DO

static const tcg_table table = {"haikyu-break turn", rows, sizeof rows / sizeof *rows, NULL};

int hb_play_game(hb_game *g, const hb_start *s)
{
    int label;
    if (s->at == HB_PH_PREGAME) {
        g->phase = HB_PH_PREGAME;
        int first;
        TCG_TRY(hb_pregame(g, &first));
        g->set = 1;
        g->route = HB_RT_SERVE;
        g->rally_first = true;
        tcg_set_turn(&g->t, 1, first);
        label = L_SERVE;
        g->first_turn = 1;
    } else {
        g->rally_first = s->at == HB_PH_SERVE;
        tcg_set_turn(&g->t, s->turn, s->player);
        label = hb_phase_label(s->at);
        g->first_turn = s->turn;
    }
    hb_reach_sweep(g);
    for (;;) {
        int st = tcg_play(&g->t, &table, label);
        if (st != HB_JUMPED)
            return st == TCG_STOP ? TCG_OK : st == TCG_OVER ? TCG_OK : st;
        label = g->jump;
        g->jump = 0;
    }
}
