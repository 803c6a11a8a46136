/* rules.c — rule processing (ch. 9), carried out the moment its event happens (9.1.2): defeat
 * (9.2.1: every player who meets a condition loses; the other wins, 1.2.1; both, a draw, 1.2.3),
 * a unit whose power became 0 trashed at once by effect (1.3.7.3), an item whose equip condition
 * no longer holds after an effect's processing or a negation trashed not by effect (8.6.2); and
 * the negation of effects whose duration ends (8.5.2, 8.5.2.1). */
#include "engine/nivel_arena/turn/turn.h"
#include "engine/nivel_arena/zones/zones.h"

int na_lose(na_game *g, unsigned losers, const char *why)
{
    RULE(g->run, "9.2.1");
    RULE(g->run, "9.1.2");
    for (int p = 0; p < 2; p++)
        if (losers & (1u << p)) {
            g->lost[p] = true;
            eng_event(g->run, "lose", json_pack("{s:s, s:s}", "player", na_player_names[p],
                                                "why", why));
        }
    if (g->lost[0] && g->lost[1]) {
        RULE(g->run, "1.2.3");
        g->result = 2;
        eng_event(g->run, "game-end", json_pack("{s:b}", "draw", 1));
    } else {
        RULE(g->run, "1.2.1");
        g->result = g->lost[0] ? 1 : 0;
        eng_event(g->run, "game-end", json_pack("{s:s}", "winner", na_player_names[g->result]));
    }
    return TCG_OVER;
}

int na_rule_check(na_game *g, bool items)
{
    bool again = true;
    while (again) {
        again = false;
        for (int p = 0; p < 2 && !again; p++)
            for (int lane = 0; lane < NA_LANES && !again; lane++) {
                int u = na_unit_at(g, p, lane);
                long raw = u >= 0 ? na_power_raw(g, u) : 1;
                if (raw <= 0) {
                    if (raw < 0)
                        RULE(g->run, "1.3.7.1");   /* read as 0 */
                    RULE(g->run, "1.3.7.3");
                    TCG_TRY(na_trash(g, u, "effect", -1));
                    again = true;
                }
            }
        for (int p = 0; p < 2 && items && !again; p++)
            for (int lane = 0; lane < NA_LANES && !again; lane++) {
                int u = na_unit_at(g, p, lane);
                const tcg_list *l = u >= 0 ? &g->t.cards[u].attached : NULL;
                for (size_t i = 0; l && i < l->n && !again; i++)
                    if (!na_equip_ok(g, l->v[i], u)) {
                        RULE(g->run, "8.6.2");
                        int item = l->v[i];
                        TCG_TRY(na_trash(g, item, "rule", -1));
                        again = true;
                    }
            }
    }
    return TCG_OK;
}

int na_negate(na_game *g, int until)
{
    /* The turn player's first (8.5.2): nothing is checked and nothing activates until every
     * one is negated (8.5.2.1, 8.5.2.2), so one pass over them all is that order. */
    bool any = false;
    for (size_t i = 0; i < g->t.nef; i++) {
        tcg_effect *e = &g->t.ef[i];
        if (!e->ended && e->until == until) {
            e->ended = true;
            any = true;
        }
    }
    if (!any)
        return TCG_OK;
    RULE(g->run, "8.5.2");
    RULE(g->run, "8.5.2.1");
    g->negating++;
    int st = na_rule_check(g, true);
    g->negating--;
    return st;
}
