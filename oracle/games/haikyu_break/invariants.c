/* invariants.c — the haikyu-break properties the judge checks on every run (placeholder: card
 * conservation). */
#include "oracle/games/conservation.h"

static const char *const players[] = {"P1", "P2"};

enum { Z_DECK, Z_SET, Z_HAND, Z_DROP, Z_SERVE, Z_BLOCK, Z_RECEIVE, Z_TOSS, Z_ATTACK, Z_EVENT, NZ };
static const cons_zone zones[NZ] = {
    [Z_DECK] = {"deck", CONS_IDS, CONS_IDS},
    [Z_SET] = {"set", CONS_IDS, CONS_IDS},
    [Z_HAND] = {"hand", CONS_IDS, CONS_IDS},
    [Z_DROP] = {"drop", CONS_IDS, CONS_IDS},
    [Z_SERVE] = {"serve", CONS_ONE, CONS_CARDS},
    [Z_BLOCK] = {"block", CONS_ONE, CONS_CARDS},
    [Z_RECEIVE] = {"receive", CONS_ONE, CONS_CARDS},
    [Z_TOSS] = {"toss", CONS_ONE, CONS_CARDS},
    [Z_ATTACK] = {"attack", CONS_ONE, CONS_CARDS},
    [Z_EVENT] = {"event", CONS_IDS, CONS_IDS},
};

static const cons_rules rules = {
    .players = players, .nplayers = 2, .zones = zones, .nzones = NZ, .clause = "3-1-1",
};

static void check(inv_ctx *x, const json_t *setup, const json_t *obs)
{
    cons_check(x, &rules, setup, obs, NULL);
}

const inv_game inv_game_haikyu_break = {.check = check};
