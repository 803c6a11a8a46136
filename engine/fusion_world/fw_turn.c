/* fw_turn.c — the progress of the game (ch. 7): turns of three phases, the charge phase (7-2),
 * the main phase with its free timing and the main phase end step (7-3), the end phase and its
 * repetition while turn-end autos remain (7-4); the durations that end at each of their steps;
 * a skipped phase (13-12). */
#include "fw.h"

#include <string.h>

static const char *const phase_names[] = {"pregame", "charge", "main", "end"};

bool fw_first_turn(const fw_game *g)
{
    return g->turn == 1;
}

void fw_set_turn(fw_game *g, long turn)
{
    g->turn = turn;
    g->tp = (turn % 2 == 1) ? g->first : fw_opp(g->first);
    RULE(g->run, "0-3-2-1");
    g->nused = 0;                /* 15-7: once per turn */
    g->nended = 0;               /* 7-4-2 */
    fw_reach_reset(g);           /* 9-5-2: within one turn */
    fw_reach_sweep(g);
    json_array_clear(g->loops);  /* 16-1-1-2/3: a loop may be chosen again in another turn */
}

int fw_phase_event(fw_game *g, const char *name)
{
    fw_event(g, "phase", json_pack("{s:s, s:I, s:s}", "name", name, "turn", (json_int_t)g->turn,
                                   "player", fw_player_names[g->tp]));
    return TCG_OK;
}

/* 13-12: the turn player's next phase of this kind is skipped. */
static bool skipped(fw_game *g, fw_phase ph)
{
    unsigned bit = 1u << ph;
    if (!(g->skip[g->tp] & bit))
        return false;
    g->skip[g->tp] &= ~bit;
    RULE(g->run, "13-12-1");
    RULE(g->run, "13-12-2");
    RULE(g->run, "13-12-3");
    RULE(g->run, "13-12-4");
    RULE(g->run, "7-1-2-1");
    /* 13-12-5: durations that would end in the skipped phase end as it is skipped */
    if (ph == FW_PH_MAIN) {
        RULE(g->run, "13-12-5");
        fw_end_effects(g, FW_UNTIL_MAIN, g->tp);
        fw_end_effects(g, FW_UNTIL_MAIN, fw_opp(g->tp));
    } else if (ph == FW_PH_END) {             /* 7-4-5, 7-4-6 */
        RULE(g->run, "13-12-5");
        fw_end_effects(g, FW_UNTIL_TURN, g->tp);
        fw_end_effects(g, FW_UNTIL_TURN, fw_opp(g->tp));
    } else if (ph == FW_PH_CHARGE) {          /* 7-2-4 */
        RULE(g->run, "13-12-5");
        fw_end_effects(g, FW_UNTIL_NEXT_TURN_START, fw_opp(g->tp));
    }
    return true;
}

static int charge_phase(fw_game *g)
{
    g->phase = FW_PH_CHARGE;
    g->step = FW_ST_NONE;
    if (skipped(g, FW_PH_CHARGE))
        return TCG_OK;
    RULE(g->run, "7-1-1");
    RULE(g->run, "7-1-2");
    RULE(g->run, "7-2-1");
    fw_phase_event(g, phase_names[g->phase]);
    RULE(g->run, "7-2-2");               /* "during the turn": the turn player's effects begin */
    fw_begin_turn_effects(g, g->tp);
    RULE(g->run, "7-2-3");               /* then the other player's */
    fw_begin_turn_effects(g, fw_opp(g->tp));
    RULE(g->run, "7-2-4");               /* "until the start of (the opponent's) turn" ends */
    fw_end_effects(g, FW_UNTIL_NEXT_TURN_START, fw_opp(g->tp));
    RULE(g->run, "7-2-5");
    fw_fire_simple(g, "turn-start", -1, g->tp);
    fw_fire_simple(g, "charge-start", -1, g->tp);
    TCG_TRY(fw_checkpoint(g, "7-2-6"));
    RULE(g->run, "7-2-7");               /* the turn player's rested cards stand (FW-CHARGE-PLAYER) */
    static const int areas[] = {FW_LEADER, FW_BATTLE, FW_ENERGY};
    for (size_t a = 0; a < 3; a++) {
        const tcg_list *l = fw_zl(g, g->tp, areas[a]);
        for (size_t i = 0; i < l->n; i++)
            if (g->c[l->v[i]].rested)
                fw_stand(g, l->v[i]);
    }
    TCG_TRY(fw_checkpoint(g, "7-2-8"));
    RULE(g->run, "7-2-9");
    TCG_TRY(fw_draw(g, g->tp, 1, NULL, NULL));
    TCG_TRY(fw_checkpoint(g, "7-2-10"));
    const tcg_list *hand = fw_zl(g, g->tp, FW_HAND);
    RULE(g->run, "7-2-11");              /* up to one card of the hand into the energy area */
    if (hand->n) {
        int k;
        TCG_TRY(tcg_choose_card(&g->t, "charge", g->tp, hand->v, hand->n, true, &k));
        if (k >= 0)
            TCG_TRY(fw_move(g, k, g->tp, FW_ENERGY, TCG_BOTTOM, "charge"));
    }
    TCG_TRY(fw_checkpoint(g, "7-2-12"));
    RULE(g->run, "7-2-13");
    return TCG_OK;
}

static int main_phase(fw_game *g, bool fresh)
{
    g->phase = FW_PH_MAIN;
    g->step = FW_ST_NONE;
    if (skipped(g, FW_PH_MAIN))
        return TCG_OK;
    if (fresh) {
        RULE(g->run, "7-1-1");
        RULE(g->run, "7-1-2");
    }
    RULE(g->run, "7-3-1");
    fw_phase_event(g, phase_names[g->phase]);
    RULE(g->run, "7-3-2");
    fw_fire_simple(g, "main-start", -1, g->tp);
    for (;;) {
        TCG_TRY(fw_checkpoint(g, "7-3-3"));
        RULE(g->run, "7-3-4");
        int st = fw_free_timing(g);
        if (st == FW_FT_PASS) {
            RULE(g->run, "7-3-4-4");
            RULE(g->run, "7-3-4-4-1");
            break;
        }
        if (st != FW_FT_ACTED)
            return st;
    }
    g->step = FW_ST_MAIN_END;
    RULE(g->run, "7-3-5");
    RULE(g->run, "7-3-5-1");
    RULE(g->run, "7-3-5-1-1");
    fw_fire_simple(g, "main-end", -1, g->tp);
    TCG_TRY(fw_checkpoint(g, "7-3-5-1-2"));
    RULE(g->run, "7-3-5-1-3");
    fw_end_effects(g, FW_UNTIL_MAIN, g->tp);
    RULE(g->run, "7-3-5-1-4");
    fw_end_effects(g, FW_UNTIL_MAIN, fw_opp(g->tp));
    RULE(g->run, "7-3-5-1-5");
    g->step = FW_ST_NONE;
    return TCG_OK;
}

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
            if (whose && ((strcmp(whose, "your") == 0 && master != g->tp) ||
                          (strcmp(whose, "opponent") == 0 && master == g->tp)))
                continue;
            if (!fw_turn_end_pended(g, card, (int)s))
                return true;
        }
    }
    return false;
}

static int end_phase(fw_game *g, bool fresh)
{
    g->phase = FW_PH_END;
    g->step = FW_ST_NONE;
    if (skipped(g, FW_PH_END))
        return TCG_OK;
    if (fresh) {
        RULE(g->run, "7-1-1");
        RULE(g->run, "7-1-2");
    }
    RULE(g->run, "7-4-1");
    fw_phase_event(g, phase_names[g->phase]);
    fw_loop loop;
    fw_loop_init(&loop);
    int st = TCG_OK;
    for (int round = 0;; round++) {
        st = fw_loop_pass(g, &loop);       /* a restart back in an earlier state: 16-1 */
        if (st != TCG_OK)
            break;
        RULE(g->run, "7-4-2");           /* turn-end autos, each at most once in the turn */
        fw_fire_simple(g, "turn-end", -1, g->tp);
        st = fw_checkpoint(g, "7-4-3");
        if (st != TCG_OK)
            break;
        RULE(g->run, "7-4-4");           /* a turn-end auto not yet pending this turn: again from 7-4-2 */
        if (!turn_end_left(g))
            break;
        if (round > 1000) {      /* a restart that never ends is a loop (16-1-1-1) */
            RULE(g->run, "16-1-1");
            RULE(g->run, "16-1-1-1");
            bool both[2] = {true, true};
            const char *why[2] = {"effect", "effect"};
            st = fw_game_over(g, both, why);
            break;
        }
        /* reading FW-END-RESTART */
    }
    fw_loop_free(&loop);
    TCG_TRY(st);
    RULE(g->run, "7-4-5");
    fw_end_effects(g, FW_UNTIL_TURN, g->tp);
    RULE(g->run, "7-4-6");
    fw_end_effects(g, FW_UNTIL_TURN, fw_opp(g->tp));
    RULE(g->run, "7-4-7");
    return TCG_OK;
}

int fw_play_game(fw_game *g, int start_at)
{
    int st = TCG_OK;
    int from = start_at;
    if (start_at == FW_START_PREGAME) {
        st = fw_pregame(g);
        from = FW_START_CHARGE;
    } else {
        /* a setup already meeting a loss condition: noticed as the run begins, before any
         * phase (14-1-2-1: an interrupt-type process acts the moment its event exists) */
        g->phase = start_at == FW_START_CHARGE ? FW_PH_CHARGE
                 : start_at == FW_START_MAIN   ? FW_PH_MAIN
                                               : FW_PH_END;
        st = fw_defeat_check(g);
    }
    while (st == TCG_OK) {
        if (from <= FW_START_CHARGE)
            st = charge_phase(g);
        if (st == TCG_OK && from <= FW_START_MAIN)
            st = main_phase(g, from == FW_START_MAIN);
        if (st == TCG_OK)
            st = end_phase(g, from == FW_START_END);
        if (st == TCG_OK) {
            fw_set_turn(g, g->turn + 1);   /* 7-4-7: the non-turn player's turn */
            from = FW_START_CHARGE;
        }
    }
    return st == TCG_ERR ? TCG_ERR : TCG_OK;
}
