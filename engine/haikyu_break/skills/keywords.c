/* keywords.c — the keywords of chapter 9 (HB-KEYWORD-DELAYED): ドシャット N (9-2), ワンタッチ N
 * (9-3), フェイント N (9-4), ブロックアウト N (9-5), A パス N (9-7), ツーアタック N (9-8) as
 * instructions of a skill's effect; the delayed ones wait when their trigger is met and resolve
 * in the check process like any delayed effect. (ターン1, 9-6, is a skill's own: actions/.) */
#include "engine/haikyu_break/skills/skills.h"
#include "engine/haikyu_break/turn/turn.h"

#include <string.h>

/* The opponent cannot make block characters appear during its next turn (9-4-4, 9-8-3). */
static void no_block_next_turn(hb_game *g, int master)
{
    json_t *until = json_string("next-turn");
    tcg_effect *e = hb_add_effect(g, HB_EF_FORBID, -1, master, until);
    json_decref(until);
    e->value = hb_opp(master);
    e->data = g->kw_forbid;
}

/* The master's OP becomes N (9-2-4, 9-4-4): a fix on it (0-2-11: until it vanishes). */
static void op_becomes(hb_game *g, int master, long n)
{
    hb_point_fix(g, master, true, n);
}

bool hb_keyword_meets(hb_game *g, const hb_delayed *d, const tcg_event *ev)
{
    switch (d->keyword) {
    case HB_KW_DOSHATTO:               /* 9-2-3: the end of a turn in which it blocked */
        return !strcmp(ev->type, "turn-end") && ev->player == d->master && g->blocked;
    case HB_KW_FEINT:                  /* 9-4-3: the end of a turn in which it attacked */
        return !strcmp(ev->type, "turn-end") && ev->player == d->master && g->attacked;
    case HB_KW_BLOCK_OUT: {            /* 9-5-3 */
        long bl;
        if (strcmp(ev->type, "appear") != 0 || ev->to.zone != HB_BLOCK ||
            ev->player != hb_opp(d->master) || g->t.tp != hb_opp(d->master) || !g->prev_attacked)
            return false;
        RULE(g->run, "9-5-3");          /* its original block point read: */
        RULE(g->run, "7-1-2");          /* the printed one, no modification applied */
        return hb_param_original(g, ev->card, HB_BL, &bl) && bl <= d->n;
    }
    case HB_KW_A_PASS:                 /* 9-7-3: this turn, a toss character appears */
        return !strcmp(ev->type, "appear") && ev->to.zone == HB_TOSS &&
               ev->player == d->master && g->t.turn == d->turn;
    default:
        return false;
    }
}

int hb_keyword_resolve(hb_game *g, hb_delayed *d, int trigger_card)
{
    switch (d->keyword) {
    case HB_KW_DOSHATTO:
        RULE(g->run, "9-2-1");
        RULE(g->run, "9-2-3");
        RULE(g->run, "9-2-4");
        op_becomes(g, d->master, d->n);
        return TCG_OK;
    case HB_KW_FEINT:
        RULE(g->run, "9-4-1");
        RULE(g->run, "9-4-3");
        RULE(g->run, "9-4-4");
        op_becomes(g, d->master, d->n);
        no_block_next_turn(g, d->master);
        return TCG_OK;
    case HB_KW_BLOCK_OUT:
        RULE(g->run, "9-5-1");
        RULE(g->run, "9-5-3");
        RULE(g->run, "9-5-4");
        return hb_declare_lost(g, hb_opp(d->master), "effect");
    case HB_KW_A_PASS: {
        RULE(g->run, "9-7-1");
        RULE(g->run, "9-7-3");
        RULE(g->run, "9-7-4");
        if (trigger_card >= 0 && hb_is_character(g, trigger_card) &&
            hb_zone_of(g, trigger_card) == HB_TOSS) {
            tcg_effect *e = hb_add_effect(g, HB_EF_PARAM_ADD, trigger_card, d->master, NULL);
            e->name = hb_param_names[HB_TS];
            e->value = d->n;
        }
        return TCG_OK;
    }
    default:
        return TCG_OK;
    }
}

int hb_keyword_instruction(hb_game *g, hb_ctx *x, const char *kw, long n)
{
    if (!strcmp(kw, "doshatto")) {
        hb_add_delayed(g, x, HB_KW_DOSHATTO, n, NULL, NULL);
    } else if (!strcmp(kw, "feint")) {
        hb_add_delayed(g, x, HB_KW_FEINT, n, NULL, NULL);
    } else if (!strcmp(kw, "block_out")) {
        hb_add_delayed(g, x, HB_KW_BLOCK_OUT, n, NULL, NULL);
    } else if (!strcmp(kw, "a_pass")) {
        hb_add_delayed(g, x, HB_KW_A_PASS, n, NULL, NULL);
    } else if (!strcmp(kw, "one_touch")) {
        RULE(g->run, "9-3-1");
        RULE(g->run, "9-3-3");
        hb_point_add(g, hb_opp(x->master), true, -n);   /* HB-ONE-TOUCH-OP */
        if (g->phase == HB_PH_BLOCK && g->t.tp == x->master)
            return hb_skip_to(g, HB_PH_DRAW);
    } else if (!strcmp(kw, "two_attack")) {
        RULE(g->run, "9-8-1");
        RULE(g->run, "9-8-3");
        hb_point_fresh(g, x->master, true, n);          /* HB-TWO-ATTACK */
        if (g->t.tp == x->master)
            g->attacked = true;                         /* HB-ATTACKED */
        no_block_next_turn(g, x->master);
        if (g->phase == HB_PH_TOSS && g->t.tp == x->master)
            return hb_skip_to(g, HB_PH_END);
    }
    return TCG_OK;
}
