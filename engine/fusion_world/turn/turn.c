/* turn.c — the progress of the game (ch. 7) as the core's turn table (tcg_turn.h): turns
 * of three phases, the charge phase (7-2), the main phase with its free timing and the main
 * phase end step (7-3), the end phase and its repetition while turn-end autos remain (7-4);
 * the durations that end at each of their steps (END rows); a skipped phase (13-12), whose END
 * rows alone run (13-12-5). */
#include "engine/fusion_world/turn/turn.h"
#include "engine/fusion_world/actions/actions.h"
#include "engine/fusion_world/setup/setup.h"
#include "engine/fusion_world/skills/skills.h"
#include "engine/fusion_world/zones/zones.h"

#include <string.h>

static const char *const phase_names[] = {"pregame", "charge", "main", "end"};

/* The labels of the turn table's rows. */
enum { L_CHARGE = 1, L_MAIN, L_MAIN_TIMING, L_END, L_END_ROUND };

bool fw_first_turn(const fw_game *g)
{
    return g->t.turn == 1;
}

void fw_set_turn(fw_game *g, long turn, int tp)
{
    tcg_set_turn(&g->t, turn, tp);
    RULE(g->run, "0-3-2-1");     /* 15-7 once per turn, 7-4-2: the turn's ledger is new */
    fw_reach_reset(g);           /* 9-5-2: within one turn */
    fw_reach_sweep(g);
    tcg_loop_clear(&g->loops);   /* 16-1-1-2/3: a loop may be chosen again in another turn */
}

static int fw_phase_event(fw_game *g, const char *name)
{
    json_t *ev = eng_event_new(g->run, "phase");
    json_object_set_new_nocheck(ev, "name", json_string(name));
    json_object_set_new_nocheck(ev, "turn", json_integer((json_int_t)g->t.turn));
    json_object_set_new_nocheck(ev, "player", json_string(fw_player_names[g->t.tp]));
    return TCG_OK;
}

/* The check points of the turn's rows (4-2: each reported with the clause that makes it). */
static const char *const points[] = {"7-2-6", "7-2-8", "7-2-10", "7-2-12", "7-3-3",
                                     "7-3-5-1-2"};
enum { CP_7_2_6, CP_7_2_8, CP_7_2_10, CP_7_2_12, CP_7_3_3, CP_7_3_5_1_2 };

static int fw_checkpoint_row(tcg_game *t, int at)
{
    return fw_checkpoint((fw_game *)t, points[at]);
}

/* A phase is reached: the state says so even when it is skipped (13-12); 7-1-1 and 7-1-2 are
 * applied where a run begins in the middle of a turn. */
static int phase_enter(tcg_game *t, int phase)
{
    fw_game *g = (fw_game *)t;
    g->phase = (fw_phase)phase;
    g->step = FW_ST_NONE;
    g->fresh = g->first_phase;
    g->first_phase = false;
    return TCG_OK;
}

/* 13-12: a phase or step skipped by an effect (the END rows of a phase follow, 13-12-5). */
void fw_skipped(tcg_game *t, const tcg_row *row)
{
    fw_game *g = (fw_game *)t;
    (void)row;
    RULE(g->run, "13-12-1");
    RULE(g->run, "13-12-2");
    RULE(g->run, "13-12-3");
    RULE(g->run, "13-12-4");
    RULE(g->run, "7-1-2-1");
}

/* --- the charge phase (7-2) ------------------------------------------------------------------ */

static int charge_begin(tcg_game *t, int arg)
{
    fw_game *g = (fw_game *)t;
    (void)arg;
    RULE(g->run, "7-1-1");
    RULE(g->run, "7-1-2");
    RULE(g->run, "7-2-1");
    fw_phase_event(g, phase_names[g->phase]);
    RULE(g->run, "7-2-2");               /* "during the turn": the turn player's effects begin */
    fw_begin_turn_effects(g, g->t.tp);
    RULE(g->run, "7-2-3");               /* then the other player's */
    fw_begin_turn_effects(g, fw_opp(g->t.tp));
    return TCG_OK;
}

bool fw_end_row(tcg_game *t, fw_until until, int other)
{
    fw_game *g = (fw_game *)t;
    bool skipping = tcg_skipping(t);
    if (skipping)
        RULE(g->run, "13-12-5");         /* the span skipped: its durations end as it is */
    fw_end_effects(g, until, other ? fw_opp(g->t.tp) : g->t.tp);
    return !skipping;
}

static int end_next_turn_start(tcg_game *t, int arg)
{
    (void)arg;
    if (fw_end_row(t, FW_UNTIL_NEXT_TURN_START, 1))
        RULE(t->run, "7-2-4");           /* "until the start of (the opponent's) turn" ends */
    return TCG_OK;
}

static int turn_start(tcg_game *t, int arg)
{
    fw_game *g = (fw_game *)t;
    (void)arg;
    RULE(g->run, "7-2-5");
    fw_fire_simple(g, "turn-start", -1, g->t.tp);
    fw_fire_simple(g, "charge-start", -1, g->t.tp);
    return TCG_OK;
}

static int stand_all(tcg_game *t, int arg)
{
    fw_game *g = (fw_game *)t;
    (void)arg;
    RULE(g->run, "7-2-7");               /* the turn player's rested cards stand (FW-CHARGE-PLAYER) */
    static const int areas[] = {FW_LEADER, FW_BATTLE, FW_ENERGY};
    tcg_batch_begin(&g->t, TCG_SIMULTANEOUS, TCG_B_HOLD);   /* all at once: one event */
    for (size_t a = 0; a < 3; a++) {
        const tcg_list *l = fw_zl(g, g->t.tp, areas[a]);
        for (size_t i = 0; i < l->n; i++)
            if (g->c[l->v[i]].rested)
                fw_stand(g, l->v[i]);
    }
    return tcg_batch_end(&g->t);
}

static int draw_one(tcg_game *t, int arg)
{
    fw_game *g = (fw_game *)t;
    (void)arg;
    RULE(g->run, "7-2-9");
    return fw_draw(g, g->t.tp, 1, NULL, NULL);
}

static int charge_one(tcg_game *t, int arg)
{
    fw_game *g = (fw_game *)t;
    (void)arg;
    const tcg_list *hand = fw_zl(g, g->t.tp, FW_HAND);
    RULE(g->run, "7-2-11");              /* up to one card of the hand into the energy area */
    if (hand->n) {
        int k;
        TCG_TRY(tcg_choose_card(&g->t, "charge", g->t.tp, hand->v, hand->n, true, &k));
        if (k >= 0)
            TCG_TRY(fw_move(g, k, g->t.tp, FW_ENERGY, TCG_BOTTOM, "charge"));
    }
    return TCG_OK;
}

static int charge_over(tcg_game *t, int arg)
{
    (void)arg;
    RULE(t->run, "7-2-13");
    return TCG_OK;
}

/* --- the main phase (7-3) -------------------------------------------------------------------- */

static int main_begin(tcg_game *t, int arg)
{
    fw_game *g = (fw_game *)t;
    (void)arg;
    if (g->fresh) {
        RULE(g->run, "7-1-1");
        RULE(g->run, "7-1-2");
    }
    RULE(g->run, "7-3-1");
    fw_phase_event(g, phase_names[g->phase]);
    RULE(g->run, "7-3-2");
    fw_fire_simple(g, "main-start", -1, g->t.tp);
    return TCG_OK;
}

/* 7-3-4: the turn player's free timing; an action taken, back to the 7-3-3 check point. */
static int main_timing(tcg_game *t, int arg)
{
    fw_game *g = (fw_game *)t;
    (void)arg;
    RULE(g->run, "7-3-4");
    int st = fw_free_timing(g);
    if (st == TCG_PASS) {
        RULE(g->run, "7-3-4-4");
        RULE(g->run, "7-3-4-4-1");
    }
    return st;
}

static int main_end_enter(tcg_game *t, int arg)
{
    ((fw_game *)t)->step = (fw_step)arg;
    return TCG_OK;
}

static int main_end(tcg_game *t, int arg)
{
    fw_game *g = (fw_game *)t;
    (void)arg;
    RULE(g->run, "7-3-5");
    RULE(g->run, "7-3-5-1");
    RULE(g->run, "7-3-5-1-1");
    fw_fire_simple(g, "main-end", -1, g->t.tp);
    return TCG_OK;
}

/* 7-3-5-1-3 / 7-3-5-1-4: "until the end of the main phase" ends, the turn player's then the
 * other's. */
static int end_main_effects(tcg_game *t, int other)
{
    if (fw_end_row(t, FW_UNTIL_MAIN, other))
        RULE(t->run, other ? "7-3-5-1-4" : "7-3-5-1-3");
    return TCG_OK;
}

static int main_over(tcg_game *t, int arg)
{
    fw_game *g = (fw_game *)t;
    (void)arg;
    RULE(g->run, "7-3-5-1-5");
    g->step = FW_ST_NONE;
    return TCG_OK;
}

/* --- the end phase (7-4) ---------------------------------------------------------------------- */

/* 7-4-4: a turn-end auto that has not been pending in this turn exists. */
static bool turn_end_left(fw_game *g)
{
    for (size_t k = 0; k < g->t.ncards; k++) {
        int card = (int)k;
        if (fw_zone_of(g, card) == TCG_NOWHERE)
            continue;
        size_t n = fw_skill_count(g, card);
        for (size_t s = 0; s < n; s++) {
            const fw_skill *sk = fw_skill_at(g, card, (int)s);
            if (!sk || sk->kind != FW_SK_AUTO || !sk->trigger)
                continue;
            const char *on = json_string_value(json_object_get(sk->trigger, "on"));
            if (!on || strcmp(on, "turn-end") != 0 || !fw_skill_valid(g, card, sk))
                continue;
            const char *whose = json_string_value(json_object_get(sk->trigger, "whose"));
            int master = fw_player_of(g, card);
            if (whose && ((strcmp(whose, "your") == 0 && master != g->t.tp) ||
                          (strcmp(whose, "opponent") == 0 && master == g->t.tp)))
                continue;
            if (!fw_turn_end_pended(g, card, (int)s))
                return true;
        }
    }
    return false;
}

static int end_begin(tcg_game *t, int arg)
{
    fw_game *g = (fw_game *)t;
    (void)arg;
    if (g->fresh) {
        RULE(g->run, "7-1-1");
        RULE(g->run, "7-1-2");
    }
    RULE(g->run, "7-4-1");
    fw_phase_event(g, phase_names[g->phase]);
    tcg_loop_clear(&g->end_loop);
    g->end_rounds = 0;
    return TCG_OK;
}

/* 7-4-2 … 7-4-4, once per round: again from 7-4-2 (TCG_ACTED) while a turn-end auto has not
 * been pending this turn (reading FW-END-RESTART); a restart back in an earlier state is a loop
 * (16-1). */
static int end_round(tcg_game *t, int arg)
{
    fw_game *g = (fw_game *)t;
    (void)arg;
    TCG_TRY(fw_loop_pass(g, &g->end_loop));
    RULE(g->run, "7-4-2");               /* turn-end autos, each at most once in the turn */
    fw_fire_simple(g, "turn-end", -1, g->t.tp);
    TCG_TRY(fw_checkpoint(g, "7-4-3"));
    RULE(g->run, "7-4-4");               /* a turn-end auto not yet pending this turn: again from 7-4-2 */
    if (!turn_end_left(g))
        return TCG_OK;
    if (g->end_rounds++ > 1000) {        /* a restart that never ends is a loop (16-1-1-1) */
        RULE(g->run, "16-1-1");
        RULE(g->run, "16-1-1-1");
        bool both[2] = {true, true};
        const char *why[2] = {"effect", "effect"};
        return fw_game_over(g, both, why);
    }
    return TCG_ACTED;
}

/* 7-4-5 / 7-4-6: "during this turn" ends, the turn player's then the other's. */
static int end_turn_effects(tcg_game *t, int other)
{
    if (fw_end_row(t, FW_UNTIL_TURN, other))
        RULE(t->run, other ? "7-4-6" : "7-4-5");
    return TCG_OK;
}

static int end_over(tcg_game *t, int arg)
{
    (void)arg;
    RULE(t->run, "7-4-7");
    return TCG_OK;
}

/* 13-12: the turn of `p` that has just come is skipped (reading FW-SKIPPED-TURN): nothing
 * happens in it, and the durations that would end in it end now (13-12-5): the other player's
 * 「(相手の)ターン開始時まで」; the effects waiting for it (「次の(相手の)ターン中」) stay ended,
 * as they are until their turn begins (7-2-2), which it never does; the turn after it follows at
 * once. */
static void skip_turn(fw_game *g)
{
    RULE(g->run, "13-12-1");
    RULE(g->run, "13-12-2");
    RULE(g->run, "13-12-3");
    RULE(g->run, "13-12-4");
    RULE(g->run, "13-12-5");
    RULE(g->run, "7-1-2-1");
    fw_end_effects(g, FW_UNTIL_NEXT_TURN_START, fw_opp(g->t.tp));
    fw_set_turn(g, g->t.turn + 1, fw_opp(g->t.tp));
}

/* 7-4-7: the non-turn player's turn (or the one after it, when it is skipped). */
static int next_turn(tcg_game *t, int arg)
{
    fw_game *g = (fw_game *)t;
    (void)arg;
    fw_set_turn(g, g->t.turn + 1, fw_opp(g->t.tp));
    while (g->skip_turn[g->t.tp] > 0) {
        g->skip_turn[g->t.tp]--;
        skip_turn(g);
    }
    return TCG_OK;
}

#define PHASE_SKIP(ph) (1u << (ph))

static const tcg_row turn_rows[] = {
    {TCG_OP_PHASE, phase_enter, FW_PH_CHARGE, L_CHARGE, 0, PHASE_SKIP(FW_PH_CHARGE), false},
    {TCG_OP_DO, charge_begin, 0, 0, 0, 0, false},
    {TCG_OP_END, end_next_turn_start, 0, 0, 0, 0, false},
    {TCG_OP_DO, turn_start, 0, 0, 0, 0, false},
    {TCG_OP_DO, fw_checkpoint_row, CP_7_2_6, 0, 0, 0, false},
    {TCG_OP_DO, stand_all, 0, 0, 0, 0, false},
    {TCG_OP_DO, fw_checkpoint_row, CP_7_2_8, 0, 0, 0, false},
    {TCG_OP_DO, draw_one, 0, 0, 0, 0, false},
    {TCG_OP_DO, fw_checkpoint_row, CP_7_2_10, 0, 0, 0, false},
    {TCG_OP_DO, charge_one, 0, 0, 0, 0, false},
    {TCG_OP_DO, fw_checkpoint_row, CP_7_2_12, 0, 0, 0, false},
    {TCG_OP_DO, charge_over, 0, 0, 0, 0, false},
    {TCG_OP_PHASE, phase_enter, FW_PH_MAIN, L_MAIN, 0, PHASE_SKIP(FW_PH_MAIN), false},
    {TCG_OP_DO, main_begin, 0, 0, 0, 0, false},
    {TCG_OP_DO, fw_checkpoint_row, CP_7_3_3, L_MAIN_TIMING, 0, 0, false},
    {TCG_OP_WINDOW, main_timing, 0, 0, L_MAIN_TIMING, 0, false},
    {TCG_OP_STEP, main_end_enter, FW_ST_MAIN_END, 0, 0, 0, false},
    {TCG_OP_DO, main_end, 0, 0, 0, 0, false},
    {TCG_OP_DO, fw_checkpoint_row, CP_7_3_5_1_2, 0, 0, 0, false},
    {TCG_OP_END, end_main_effects, 0, 0, 0, 0, false},
    {TCG_OP_END, end_main_effects, 1, 0, 0, 0, false},
    {TCG_OP_DO, main_over, 0, 0, 0, 0, false},
    {TCG_OP_PHASE, phase_enter, FW_PH_END, L_END, 0, PHASE_SKIP(FW_PH_END), false},
    {TCG_OP_DO, end_begin, 0, 0, 0, 0, false},
    {TCG_OP_BRANCH, end_round, 0, L_END_ROUND, L_END_ROUND, 0, false},
    {TCG_OP_END, end_turn_effects, 0, 0, 0, 0, false},
    {TCG_OP_END, end_turn_effects, 1, 0, 0, 0, false},
    {TCG_OP_DO, end_over, 0, 0, 0, 0, false},
    {TCG_OP_TURN_END, next_turn, 0, 0, 0, 0, false},
};
static const tcg_table turn_table = {"turn", turn_rows, sizeof turn_rows / sizeof *turn_rows,
                                     fw_skipped};

int fw_play_game(fw_game *g, int start_at)
{
    int st = TCG_OK;
    int from = L_CHARGE;
    g->first_phase = true;
    if (start_at == FW_START_PREGAME) {
        st = fw_pregame(g);
    } else {
        /* a setup already meeting a loss condition: noticed as the run begins, before any
         * phase (14-1-2-1: an interrupt-type process acts the moment its event exists) */
        g->phase = start_at == FW_START_CHARGE ? FW_PH_CHARGE
                 : start_at == FW_START_MAIN   ? FW_PH_MAIN
                                               : FW_PH_END;
        from = start_at == FW_START_CHARGE ? L_CHARGE
             : start_at == FW_START_MAIN   ? L_MAIN
                                           : L_END;
        st = fw_defeat_check(g);
    }
    if (st == TCG_OK)
        st = tcg_play(&g->t, &turn_table, from);
    return st == TCG_ERR ? TCG_ERR : TCG_OK;
}
