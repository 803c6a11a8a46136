/* loop.c — endless loops (16-1): a procedure the game repeats on its own (the steps of a check
 * point, the restarts of the end phase) that comes back to a state it was in before has entered
 * a loop: the same state and the same answers lead to the same state again. The state compared
 * is the observation's state (every zone, orientation, power, marker, 【気】, the turn, as bytes)
 * with the pending autos, the delayed effects, the latched state triggers, the once-per-turn
 * uses, the damage waiting and the battle. Who can stop
 * it is whoever made a choice during one pass of it (the answers logged by the core): nobody —
 * the game is a draw (16-1-1-1); one player — they declare how many more times it runs
 * (16-1-1-2); both — the turn player, then the other, declare, and the smaller number is run
 * (16-1-1-3). The repetitions are played again with the answers of the pass that was seen (the
 * `loop` choice: an integer ≥ 0, the repetitions after the one already played); then the
 * script's answers must stop it: back in that state once more in this turn, the loop was chosen
 * again, which 16-1-1-2/3 forbid (a case error). The passes and the answers logged are the
 * core's (tcg_loop.h, tcg_choice.h); the answers played again come through the core's answer
 * hook (fw_answer_again). */
#include "engine/fusion_world/turn/turn.h"
#include "engine/fusion_world/actions/actions.h"
#include "engine/fusion_world/setup/setup.h"
#include "engine/fusion_world/skills/skills.h"

#include <stdlib.h>

/* The state of the game for 16-1, as bytes in g->fp: the state (fw_state_key), the pending
 * autos, the delayed effects, the latched state triggers, the once-per-turn uses, the damage
 * waiting and the battle. */
static void fingerprint(fw_game *g)
{
    strbuf *b = &g->fp;
    sb_clear(b);
    fw_state_key(g, b);
    long n = 0;
    for (size_t i = 0; i < g->t.npend; i++)
        n += g->t.pend[i].cls == FW_CLS_AUTO;
    fw_key_put(b, n);
    for (size_t i = 0; i < g->t.npend; i++) {
        const fw_pending *p = &g->t.pend[i];
        if (p->cls == FW_CLS_AUTO) {
            long pk[] = {p->card, p->ability, p->master};
            sb_put(b, (const char *)pk, sizeof pk);
        }
    }
    fw_key_put(b, (long)g->ndel);
    for (size_t i = 0; i < g->ndel; i++)
        fw_key_put(b, 2 * g->del[i].fired + g->del[i].done);
    fw_key_put(b, (long)g->nlatched);
    for (size_t i = 0; i < g->nlatched; i++) {
        long lk[] = {g->state_latched[i].card, g->state_latched[i].skill};
        sb_put(b, (const char *)lk, sizeof lk);
    }
    const tcg_ledger *turn = tcg_ledger_of(&g->t, TCG_SCOPE_TURN);
    n = 0;
    for (size_t i = 0; i < turn->n; i++)
        n += turn->v[i].kind == FW_NOTE_USED && turn->v[i].inc == g->t.cards[turn->v[i].card].inc;
    fw_key_put(b, n);
    for (size_t i = 0; i < turn->n; i++) {
        const tcg_key *k = &turn->v[i];
        if (k->kind == FW_NOTE_USED && k->inc == g->t.cards[k->card].inc) {
            long uk[] = {k->card, k->ability};
            sb_put(b, (const char *)uk, sizeof uk);
        }
    }
    fw_key_put(b, (long)g->ndmg);
    for (size_t i = 0; i < g->ndmg; i++) {
        long dk[] = {g->dmg[i].player, g->dmg[i].amount, g->dmg[i].critical};
        sb_put(b, (const char *)dk, sizeof dk);
    }
    long bk[] = {g->b.on, g->b.attack, g->b.guard};
    sb_put(b, (const char *)bk, sizeof bk);
}

/* Give the answers log[from, to) again, `times` times over, before the script's. */
static void replay(fw_game *g, size_t from, size_t to, long times)
{
    json_t *q = json_array();
    for (size_t i = g->replay_pos; i < json_array_size(g->replay); i++)
        json_array_append(q, json_array_get(g->replay, i));
    const json_t *log = tcg_log(&g->t);
    for (long t = 0; t < times; t++)
        for (size_t i = from; i < to && i < json_array_size(log); i++)
            json_array_append(q, json_array_get(log, i));
    json_decref(g->replay);
    g->replay = q;
    g->replay_pos = 0;
}

static bool replaying(const fw_game *g)
{
    return g->replay_pos < json_array_size(g->replay);
}

int fw_answer_again(tcg_game *t, bool random, const char *kind, const json_t **value)
{
    fw_game *g = (fw_game *)t;
    return tcg_loop_answer_again(g->run, g->replay, &g->replay_pos, random, kind, value);
}

/* The loop from log[from, now) with the players who can stop it (bit per player); the state
 * is g->fp. */
static int settle(fw_game *g, tcg_loop *l, size_t from, size_t now, unsigned who)
{
    RULE(g->run, "16-1-1");
    if (who == 0) {
        RULE(g->run, "16-1-1-1");        /* nobody can stop it: a draw */
        bool both[2] = {true, true};
        const char *why[2] = {"loop", "loop"};
        return fw_game_over(g, both, why);
    }
    if (tcg_loop_seen(&g->loops, g->fp.p, g->fp.n))
        return eng_error(g->run, "16-1-1-2: this loop was declared already this turn and cannot "
                         "be chosen again: the script's answers must stop it");
    long times;
    if (who == 3u) {
        RULE(g->run, "16-1-1-3");        /* both can stop it: the turn player declares first */
        long a, b;
        TCG_TRY(tcg_choose_int(&g->t, "loop", g->t.tp, 0, -1, &a));
        TCG_TRY(tcg_choose_int(&g->t, "loop", fw_opp(g->t.tp), 0, -1, &b));
        times = a < b ? a : b;
    } else {
        RULE(g->run, "16-1-1-2");
        TCG_TRY(tcg_choose_int(&g->t, "loop", (who & 1u) ? 0 : 1, 0, -1, &times));
    }
    tcg_loop_note(&g->loops, g->fp.p, g->fp.n, 0);
    tcg_loop_clear(l);
    replay(g, from, now, times);
    if (times == 0)              /* stopped now: the next pass must leave this state */
        tcg_loop_note(l, g->fp.p, g->fp.n, tcg_log_size(&g->t));
    return TCG_OK;
}

int fw_loop_pass(fw_game *g, tcg_loop *l)
{
    if (replaying(g))
        return TCG_OK;           /* the declared repetitions are being played */
    fingerprint(g);
    RULE(g->run, "16-1-1");              /* is this pass one seen before, a loop? */
    size_t now = tcg_log_size(&g->t), from;
    if (tcg_loop_pass(l, g->fp.p, g->fp.n, now, &from))
        return settle(g, l, from, now, tcg_log_choosers(&g->t, from, now));
    return TCG_OK;
}
