/* play_games.c — the table of each game random play knows (play_games.h). */
#include "play_games.h"

#include <string.h>

static const char *const decks[] = {"deck", NULL};

static const char *const fw_rare[] = {"keyword", "blocker", "critical", "strike", "barrier",
                                      "auto", "trigger", "replace", "loop", "delayed", "stack",
                                      "evol", "field", "combo", "permanent", "dragon-ball", NULL};
static const char *const fw_plain[] = {"pass", NULL};
static const play_kind fw_kinds[] = {
    {"shuffle", SHAPE_ORDER}, {"order", SHAPE_ORDER}, {"fusion-order", SHAPE_ORDER},
    {"target", SHAPE_SUBSET}, {"option", SHAPE_SUBSET}, {NULL, SHAPE_ONE}};
/* 5-3-1: a payment exists and the one given is not one; 1-4-6: the skill cost, likewise. */
static const char *const fw_completion[] = {"5-3-1", "1-4-6", NULL};

static const char *const na_rare[] = {"keyword", "trigger", "guardian", "berserker", "pierce",
                                      "duelist", "breakthrough", "awaken", "auto", "item",
                                      "upgrade", "defeat", "negat", NULL};
static const char *const na_plain[] = {"end", "pass", NULL};
static const play_kind na_kinds[] = {
    {"shuffle", SHAPE_ORDER}, {"order", SHAPE_ORDER}, {"target", SHAPE_SINGLE},
    {"discard", SHAPE_SUBSET},
    {"barrier", SHAPE_SUBSET}, {"sacrifice", SHAPE_SUBSET}, {NULL, SHAPE_ONE}};
static const char *const hb_rare[] = {"keyword", "trigger", "passive", "delayed", "replace",
                                      "loop", "guts", "event", "block", "lost", "option", NULL};
/* pass at an appearance step declares lost, as lost does at a free step */
static const char *const hb_plain[] = {"pass", "lost", NULL};
static const play_kind hb_kinds[] = {
    {"shuffle", SHAPE_ORDER}, {"order", SHAPE_ORDER}, {"mulligan", SHAPE_SUBSET},
    {"guts", SHAPE_SUBSET}, {"discard", SHAPE_SUBSET}, {"target", SHAPE_SUBSET},
    {"option", SHAPE_SUBSET}, {NULL, SHAPE_ONE}};
static const char *const none[] = {NULL};
static const play_kind floor_kinds[] = {
    {"seating", SHAPE_ORDER}, {"tiebreak", SHAPE_ORDER}, {"cut-line", SHAPE_ORDER},
    {"shuffle", SHAPE_ORDER}, {"repair-shuffle", SHAPE_ORDER}, {NULL, SHAPE_ONE}};

static const play_game games[] = {
    {"fusion-world", "cards", decks, fw_rare, fw_plain, fw_kinds, fw_completion, play_fw_complete, NULL,
     NULL},
    {"nivel-arena", "cards", decks, na_rare, na_plain, na_kinds, none, NULL, NULL, NULL},
    {"haikyu-break", "cards", decks, hb_rare, hb_plain, hb_kinds, none, NULL, NULL, NULL},
    {"bushiroad-floor", "fighters", none, none, none, floor_kinds, none, NULL, play_floor_setup,
     play_floor_next},
};

const play_game *play_game_find(const char *doc)
{
    for (size_t i = 0; doc && i < sizeof games / sizeof *games; i++)
        if (strcmp(games[i].doc, doc) == 0)
            return &games[i];
    return NULL;
}

const char *play_game_names(void)
{
    return "fusion-world, nivel-arena, haikyu-break, bushiroad-floor";
}

play_shape play_game_shape(const play_game *g, const char *kind)
{
    for (const play_kind *k = g->kinds; kind && k->name; k++)
        if (strcmp(k->name, kind) == 0)
            return k->shape;
    return SHAPE_ONE;
}

bool play_game_listed(const char *const *list, const char *s)
{
    for (; s && list && *list; list++)
        if (strcmp(*list, s) == 0)
            return true;
    return false;
}
