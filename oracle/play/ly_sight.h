/* ly_sight.h — what random play's lycee player reads of the setup and the state
 * (docs/engines/lycee.md, "The board" and "State"): the six fields, who holds a card, the
 * characters on the fields, a card's cost parts, and a payment drawn from a hand. Shared by the
 * completion of actions (ly_completion.c) and the answers to choices (ly_answers.c). */
#ifndef ORACLE_PLAY_LY_SIGHT_H
#define ORACLE_PLAY_LY_SIGHT_H

#include "rng.h"

#include <jansson.h>
#include <stdbool.h>
#include <stddef.h>

enum { LY_SIGHT_MAX = 128 };

typedef struct ly_ids {
    const char *id[LY_SIGHT_MAX];
    size_t n;
} ly_ids;

/* "AF-left" … "DF-right", the front row first. */
extern const char *const ly_sight_fields[6];

void ly_sight_add(ly_ids *l, const char *id);
const char *ly_sight_draw(const ly_ids *l, rng *r);
/* The player whose hand, fields or trash hold `card` ("P1" when it is nowhere to be seen). */
const char *ly_sight_holder(const json_t *state, const char *card);
/* The characters on the fields of `player` (of both when NULL): each field's first card that is
 * neither an item nor an area. */
void ly_sight_characters(const json_t *state, const char *player, ly_ids *out);
/* The character on the place "P1:AF-left" (NULL: none). */
const char *ly_sight_character_at(const json_t *state, const char *place);
/* The cost points a cost (an array of cost parts) asks for: its attribute icons and [無]. */
size_t ly_sight_cost_points(const json_t *cost);
/* A payment of `cost` by `player`: "pay", hand cards other than `card`, about as many as the
 * cost has points (each card's EX may pay more, or the number drawn fall one short); with
 * `targets`, "cost_targets" for the cost's other parts in their order (a hand card for each
 * one {"discard_hand": N} asks, a character of the player's for {"tap"}, one of the player's
 * characters or hand cards for {"discard"}). Members left out when there is nothing to list. */
void ly_sight_payment(json_t *into, const json_t *state, const char *player, const char *card,
                      const json_t *cost, bool targets, rng *r);

#endif
