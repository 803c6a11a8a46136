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
static const char *const fw_completion[] = {"5-3-1", "1-4-6", "15-12-4", "15-12-11", NULL};

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
static const char *const ly_rare[] = {"keyword", "trigger", "battle", "support", "charge",
                                      "guts", "response", "effects", "area", "1600", "judgement",
                                      "endgame", NULL};
static const char *const ly_plain[] = {"pass", NULL};
static const play_kind ly_kinds[] = {
    {"shuffle", SHAPE_ORDER}, {"target", SHAPE_SUBSET}, {"charge", SHAPE_SUBSET},
    {NULL, SHAPE_ONE}};
/* ly_completion.c draws fields, targets and payments from what it sees: an action's 対象 (a
 * field its 配置制限 refuses, a target its filter refuses) and the payments' 判定 (0710 cost
 * points short or of the wrong attribute; the other costs it does not name) refuse them. The
 * legal set leaves payment out (a declaration that cannot be paid is declared and fails at
 * step 3, 0603/宣言の失敗): the tap an attack or a support costs is a payment too. */
static const char *const ly_completion[] = {
    "0810/対象", "0811/対象", "0812/対象", "0813/対象", "0814/対象", "0817/対象", "0818/対象",
    "0819/対象", "0820/対象", "0710/支払いの判定", "0711/支払いの判定", "0713/支払いの判定",
    "0714/カードを破棄する/判定", "0714/キャラを行動済み状態にする/判定",
    "0714/自分の手札を破棄する/判定", "0815/要求する使用代償", "0817/要求する使用代償", NULL};
static const char *const none[] = {NULL};
static const play_kind floor_kinds[] = {
    {"seating", SHAPE_ORDER}, {"tiebreak", SHAPE_ORDER}, {"cut-line", SHAPE_ORDER},
    {"shuffle", SHAPE_ORDER}, {"repair-shuffle", SHAPE_ORDER}, {NULL, SHAPE_ONE}};

static const play_game games[] = {
    {"fusion-world", "cards", decks, fw_rare, fw_plain, fw_kinds, fw_completion, play_fw_complete, NULL,
     NULL, NULL},
    {"nivel-arena", "cards", decks, na_rare, na_plain, na_kinds, none, NULL, NULL, NULL, NULL},
    {"haikyu-break", "cards", decks, hb_rare, hb_plain, hb_kinds, none, NULL, NULL, NULL, NULL},
    {"lycee", "cards", decks, ly_rare, ly_plain, ly_kinds, ly_completion, play_ly_complete,
     play_ly_answer, NULL, NULL},
    {"bushiroad-floor", "fighters", none, none, none, floor_kinds, none, NULL, NULL,
     play_floor_setup, play_floor_next},
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
    return "fusion-world, nivel-arena, haikyu-break, lycee, bushiroad-floor";
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

json_t *play_draw_subset(const json_t *options, size_t k, rng *r)
{
    size_t n = json_array_size(options);
    json_t *pool = json_deep_copy(options), *out = json_array();
    for (size_t i = 0; i < k && n; i++, n--) {
        size_t j = rng_below(r, n);
        json_array_append(out, json_array_get(pool, j));
        json_array_remove(pool, j);
    }
    json_decref(pool);
    return out;
}

size_t play_subset_size(size_t n, int attempt, rng *r)
{
    return attempt ? (size_t)(attempt - 1) % (n + 1) : rng_below(r, n + 1);
}

bool play_json_has(const json_t *list, const char *s)
{
    size_t i;
    const json_t *x;
    json_array_foreach(list, i, x)
        if (s && json_is_string(x) && strcmp(json_string_value(x), s) == 0)
            return true;
    return false;
}
