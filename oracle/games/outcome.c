/* outcome.c — the result of a card game against its `lose` events (outcome.h). */
#include "outcome.h"

#include <string.h>

void outcome_note(const outcome_rules *r, const json_t *ev, const char *type, bool *lost)
{
    if (strcmp(type, "lose") != 0)
        return;
    const char *who = json_string_value(json_object_get(ev, "player"));
    for (int k = 0; who && k < r->nplayers; k++)
        if (strcmp(who, r->players[k]) == 0)
            lost[k] = true;
}

int outcome_check(inv_ctx *x, const outcome_rules *r, const json_t *state, const bool *lost)
{
    inv_checked(x, r->clause);
    inv_checked(x, r->draw_clause);
    int nlost = 0;
    for (int k = 0; k < r->nplayers; k++)
        nlost += lost[k];
    const json_t *result = json_object_get(state, "result");
    if (json_is_null(result) || !result)
        return nlost ? inv_broken(x, r->clause, "a player lost and the game goes on") : 0;
    if (json_is_true(json_object_get(result, "draw")))
        return nlost == r->nplayers
            ? 0 : inv_broken(x, r->draw_clause, "a draw, but not every player lost");
    if (nlost == r->nplayers)
        return inv_broken(x, r->draw_clause, "every player lost, and the result is not a draw");
    const char *winner = json_string_value(json_object_get(result, "winner"));
    int w = -1;
    for (int k = 0; winner && k < r->nplayers; k++)
        if (strcmp(winner, r->players[k]) == 0)
            w = k;
    if (w < 0 || lost[w] || nlost != r->nplayers - 1)
        return inv_broken(x, r->clause, "the winner %s does not match the players who lost",
                          winner ? winner : "(none)");
    return 0;
}
