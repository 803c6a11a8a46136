/* window.c — the turn player's free timing in the main phase (6.4.1: any of its actions, in any
 * order, any number of times) and the attack phase (6.5.1: attacks, 7.1), until the player ends
 * it; a concession at any time (1.2.4); a forbidden action rejected with its clause, the state
 * unchanged. */
#include "engine/nivel_arena/actions/actions.h"
#include "engine/nivel_arena/turn/turn.h"

#include <string.h>

int na_actor(na_game *g, const json_t *a, int dflt, int *by)
{
    const char *d = json_string_value(json_object_get(a, "do"));
    const json_t *byv = json_object_get(a, "by");
    *by = dflt;
    if (byv && tcg_get_player(&g->t, byv, "by", by) != 0)
        return TCG_ERR;
    if (d && strcmp(d, "concede") == 0) {
        RULE(g->run, "1.2.4");
        return na_lose(g, 1u << *by, "concede");
    }
    return TCG_OK;
}

int na_window(na_game *g)
{
    for (;;) {
        const json_t *a = eng_next(g->run);
        if (!a)
            return TCG_STOP;
        if (json_object_get(a, "query")) {
            RULE(g->run, g->phase == NA_MAIN ? "6.4.1" : "6.5.1");
            eng_legal(g->run, na_legal(g));
            continue;
        }
        const char *d = json_string_value(json_object_get(a, "do"));
        int by;
        TCG_TRY(na_actor(g, a, g->t.tp, &by));
        if (by != g->t.tp) {
            RULE(g->run, "4.3.1");
            eng_reject(g->run, "4.3.1", "only the turn player acts in this phase");
            continue;
        }
        int err;
        const char *rule = na_check_action(g, a, &err);
        if (err)
            return TCG_ERR;
        if (rule) {
            eng_rule(g->run, rule);   /* the clause that forbids it is applied */
            eng_reject(g->run, rule, "%s is not allowed here", d);
            continue;
        }
        if (strcmp(d, "end") == 0)
            return TCG_OK;
        TCG_TRY(na_do_action(g, a));
    }
}
