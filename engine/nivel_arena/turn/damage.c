/* damage.c — damage processing (4.5): one damage at a time (4.5.4.1), the deck's top card face
 * up into the damage zone (4.5.4.2, one card at a time 3.2.3), its trigger activated and
 * processed and the damage left set to 0 (4.5.4.3, 4.5.4.3.1), the tenth damage card a loss
 * (4.5.4.4; reading NA-TEN-DAMAGE: checked after the trigger), again while damage is left
 * (4.5.4.5); damage processing with an empty deck loses (4.5.3, 9.2.1.2). Automatic effects
 * whose condition is met meanwhile wait until it is over (8.4.2). */
#include "engine/nivel_arena/effects/effects.h"
#include "engine/nivel_arena/turn/turn.h"
#include "engine/nivel_arena/zones/zones.h"

static int process(na_game *g, int player, long n)
{
    long left = n;
    while (left > 0) {
        const tcg_list *deck = tcg_zone(&g->t, player, NA_DECK);
        if (deck->n == 0) {
            RULE(g->run, "4.5.3");
            RULE(g->run, "1.2.2");
            RULE(g->run, "9.2.1.2");
            RULE(g->run, "1.2.2.2");
            return na_lose(g, 1u << player, "damage");
        }
        RULE(g->run, "4.5.4");
        RULE(g->run, "4.5.4.1");
        left--;
        int card = deck->v[0];
        RULE(g->run, "4.5.4.2");
        RULE(g->run, "3.2.3");
        TCG_TRY(na_move(g, card, tcg_at(player, NA_DAMAGE), TCG_BOTTOM, "damage"));
        if (g->c[card].trigger) {
            RULE(g->run, "4.5.4.3");
            RULE(g->run, "8.1.3.4");
            RULE(g->run, "10.1.11.2");
            RULE(g->run, "2.7.1");
            eng_event(g->run, "trigger", json_pack("{s:o, s:s}", "card",
                                                   tcg_id_json(&g->t, card), "player",
                                                   na_player_names[player]));
            na_ctx x = {.card = card, .inc = g->t.cards[card].inc, .master = player,
                        .until = NA_UNTIL_TURN};
            TCG_TRY(na_process(g, &x, g->c[card].trigger));
            if (left > 0)
                RULE(g->run, "4.5.4.3.1");
            left = 0;
        }
        RULE(g->run, "4.5.4.4");
        if (tcg_zone(&g->t, player, NA_DAMAGE)->n >= 10) {
            RULE(g->run, "3.7.3");
            RULE(g->run, "1.2.2");
            RULE(g->run, "9.2.1.1");
            RULE(g->run, "1.2.2.1");
            return na_lose(g, 1u << player, "damage-zone");
        }
        if (left > 0)
            RULE(g->run, "4.5.4.5");
    }
    return TCG_OK;
}

int na_damage(na_game *g, int player, long n)
{
    if (n <= 0) {
        RULE(g->run, "1.3.3");
        return TCG_OK;
    }
    RULE(g->run, "4.5.1");
    eng_event(g->run, "damage", json_pack("{s:s, s:I}", "player", na_player_names[player],
                                          "amount", (json_int_t)n));
    g->damaging++;
    int st = process(g, player, n);
    g->damaging--;
    return st;
}
