/* tcg_json.c — the cards and players a case names: an unknown card id or player name is a case
 * error naming the key (tcg.h; every other argument is read by args.h). */
#include "tcg.h"

int tcg_get_card(tcg_game *g, const json_t *v, const char *what, int *out)
{
    if (!json_is_string(v))
        return eng_error(g->run, "%s: a card id (string) is expected", what);
    int k = tcg_find(g, json_string_value(v));
    if (k < 0)
        return eng_error(g->run, "%s: unknown card \"%s\"", what, json_string_value(v));
    *out = k;
    return TCG_OK;
}

int tcg_get_player(tcg_game *g, const json_t *v, const char *what, int *out)
{
    int k = tcg_player_index(g, json_string_value(v));
    if (k < 0)
        return eng_error(g->run, "%s: a player (\"P1\" or \"P2\") is expected", what);
    *out = k;
    return TCG_OK;
}
