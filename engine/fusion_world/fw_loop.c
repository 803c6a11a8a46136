/* fw_loop.c — endless loops (16-1): a procedure the game repeats on its own (the steps of a check
 * point, the restarts of the end phase) that comes back to a state it was in before has entered
 * a loop: the same state and the same answers lead to the same state again. The state compared
 * is the observation (every zone, orientation, power, marker, 【気】, the turn) with the pending
 * autos, the delayed effects, the latched state triggers and the once-per-turn uses. Who can stop
 * it is whoever made a choice during one pass of it (the answers logged by the core): nobody —
 * the game is a draw (16-1-1-1); one player — they declare how many more times it runs
 * (16-1-1-2); both — the turn player, then the other, declare, and the smaller number is run
 * (16-1-1-3). The repetitions are played again with the answers of the pass that was seen (the
 * `loop` choice: an integer ≥ 0, the repetitions after the one already played); then the
 * script's answers must stop it: back in that state once more in this turn, the loop was chosen
 * again, which 16-1-1-2/3 forbid (a case error). */
#include "fw.h"

#include <stdlib.h>
#include <string.h>

void fw_loop_init(fw_loop *l)
{
    l->seen = json_array();
}

void fw_loop_free(fw_loop *l)
{
    json_decref(l->seen);
}

static char *fingerprint(fw_game *g)
{
    json_t *f = json_object();
    json_object_set_new(f, "state", fw_state_json(g));
    json_t *pend = json_array();
    for (size_t i = 0; i < g->npend; i++)
        json_array_append_new(pend, json_pack("[s, i, i]", fw_id(g, g->pend[i].card),
                                              g->pend[i].skill, g->pend[i].master));
    json_object_set_new(f, "pending", pend);
    json_t *del = json_array();
    for (size_t i = 0; i < g->ndel; i++)
        json_array_append_new(del, json_pack("[b, b]", g->del[i].fired, g->del[i].done));
    json_object_set_new(f, "delayed", del);
    json_t *latched = json_array();
    for (size_t i = 0; i < g->nlatched; i++)
        json_array_append_new(latched, json_pack("[s, i]", fw_id(g, g->state_latched[i].card),
                                                 g->state_latched[i].skill));
    json_object_set_new(f, "latched", latched);
    json_t *used = json_array();
    for (size_t i = 0; i < g->nused; i++)
        if (g->used[i].serial == g->c[g->used[i].card].serial)
            json_array_append_new(used, json_pack("[s, i]", fw_id(g, g->used[i].card),
                                                  g->used[i].skill));
    json_object_set_new(f, "used", used);
    json_t *dmg = json_array();
    for (size_t i = 0; i < g->ndmg; i++)
        json_array_append_new(dmg, json_pack("[i, I, b]", g->dmg[i].player,
                                             (json_int_t)g->dmg[i].amount, g->dmg[i].critical));
    json_object_set_new(f, "damage", dmg);
    json_object_set_new(f, "battle", json_pack("[b, s, s]", g->b.on, fw_id(g, g->b.attack),
                                               fw_id(g, g->b.guard)));
    char *s = json_dumps(f, JSON_COMPACT | JSON_SORT_KEYS);
    json_decref(f);
    return s;
}

static bool declared(const fw_game *g, const char *fp)
{
    size_t i;
    const json_t *x;
    json_array_foreach(g->loops, i, x)
        if (strcmp(json_string_value(x), fp) == 0)
            return true;
    return false;
}

/* The loop from log[from, now) with the players who can stop it (bit per player). */
static int settle(fw_game *g, fw_loop *l, const char *fp, size_t from, size_t now, unsigned who)
{
    RULE(g->run, "16-1-1");
    if (who == 0) {
        RULE(g->run, "16-1-1-1");        /* nobody can stop it: a draw */
        bool both[2] = {true, true};
        const char *why[2] = {"effect", "effect"};
        return fw_game_over(g, both, why);
    }
    if (declared(g, fp))
        return eng_error(g->run, "16-1-1-2: this loop was declared already this turn and cannot "
                         "be chosen again: the script's answers must stop it");
    long times;
    if (who == 3u) {
        RULE(g->run, "16-1-1-3");        /* both can stop it: the turn player declares first */
        long a, b;
        TCG_TRY(tcg_choose_int(&g->t, "loop", g->tp, 0, -1, &a));
        TCG_TRY(tcg_choose_int(&g->t, "loop", fw_opp(g->tp), 0, -1, &b));
        times = a < b ? a : b;
    } else {
        RULE(g->run, "16-1-1-2");
        TCG_TRY(tcg_choose_int(&g->t, "loop", (who & 1u) ? 0 : 1, 0, -1, &times));
    }
    json_array_append_new(g->loops, json_string(fp));
    json_array_clear(l->seen);
    tcg_replay(&g->t, from, now, times);
    if (times == 0)              /* stopped now: the next pass must leave this state */
        json_array_append_new(l->seen, json_pack("[s, I]", fp, (json_int_t)tcg_log_size(&g->t)));
    return TCG_OK;
}

int fw_loop_pass(fw_game *g, fw_loop *l)
{
    if (tcg_replaying(&g->t))
        return TCG_OK;           /* the declared repetitions are being played */
    char *fp = fingerprint(g);
    size_t now = tcg_log_size(&g->t);
    size_t i;
    const json_t *x;
    json_array_foreach(l->seen, i, x) {
        if (strcmp(json_string_value(json_array_get(x, 0)), fp) != 0)
            continue;
        size_t from = (size_t)json_integer_value(json_array_get(x, 1));
        int st = settle(g, l, fp, from, now, tcg_log_choosers(&g->t, from, now));
        free(fp);
        return st;
    }
    json_array_append_new(l->seen, json_pack("[s, I]", fp, (json_int_t)now));
    free(fp);
    return TCG_OK;
}
