/* basic.c — basic actions (1-4): drawing (1-4-2: the deck's top card into the hand unrevealed,
 * one at a time, 1-4-2-1; nothing from an empty deck, 0-2-5-2 read with 1-1-17, HB-STALE-IGNORE),
 * shuffling (1-4-3: impossible with 0 or 1 card, 1-4-3-1-1; done by the zone's master, 1-4-3-2);
 * and reading the action a player takes where the rules give one, conceding at any of them
 * (0-1-3-2, HB-CONCEDE-ANYTIME). */
#include "engine/haikyu_break/actions/actions.h"
#include "engine/haikyu_break/skills/skills.h"
#include "engine/haikyu_break/turn/turn.h"
#include "engine/haikyu_break/zones/zones.h"

#include <string.h>

int hb_draw(hb_game *g, int player, long n)
{
    for (long i = 0; i < n; i++) {
        const tcg_list *deck = hb_zl(g, player, HB_DECK);
        if (!deck->n) {
            RULE(g->run, "0-2-5-2");       /* an impossible action is ignored */
            RULE(g->run, "1-1-17");
            RULE(g->run, "0-2-5-5");
            return TCG_OK;
        }
        int card = deck->v[0];
        RULE(g->run, "1-4-2");
        RULE(g->run, "1-4-2-1");
        RULE(g->run, "3-3-1");
        json_t *ev = eng_event_new(g->run, "draw");
        json_object_set_new_nocheck(ev, "player", json_string(hb_player_names[player]));
        json_object_set_new_nocheck(ev, "card", tcg_id_json(&g->t, card));
        TCG_TRY(hb_move_plain(g, card, player, HB_HAND, TCG_BOTTOM, "draw"));
        TCG_TRY(hb_raise(g, "draw", card, player, 0));
    }
    return TCG_OK;
}

int hb_shuffle_deck(hb_game *g, int player)
{
    if (hb_zl(g, player, HB_DECK)->n < 2) {
        RULE(g->run, "1-4-3-1-1");         /* 0 or 1 card: no shuffle happens */
        return TCG_OK;
    }
    RULE(g->run, "1-4-3");
    RULE(g->run, "1-4-3-1");
    RULE(g->run, "1-4-3-2");               /* the deck's master shuffles it */
    TCG_TRY(tcg_shuffle(&g->t, player, HB_DECK));
    return hb_raise(g, "shuffle", -1, player, 0);
}

int hb_action_by(hb_game *g, const json_t *a, int dflt, int *out)
{
    const json_t *by = json_object_get(a, "by");
    *out = dflt;
    if (!by)
        return 0;
    return tcg_get_player(&g->t, by, "by", out);
}

int hb_read_action(hb_game *g, const json_t **entry)
{
    const json_t *a = eng_next(g->run);
    *entry = a;
    if (!a)
        return TCG_STOP;
    const char *what = json_string_value(json_object_get(a, "do"));
    if (what && strcmp(what, "concede") == 0) {
        static const char *const keys[] = {"do", "by", NULL};
        int p;
        if (eng_only_keys(g->run, a, "concede", keys) != 0 || hb_action_by(g, a, g->t.tp, &p))
            return TCG_ERR;
        return hb_game_over(g, 1u << p, "concede");
    }
    return TCG_OK;
}
