/* checks_items.c — the items each fighter must bring (FR.1.2.2~p2–p27, restated for
 * Shadowverse EVOLVE by FR.2.3.6~p3 and for hololive by FR.2.3.8~p2) and the infraction of a
 * fighter who did not bring them (PG.3.1.2~p1). One static table of items with their clauses. */
#include "floor_conduct.h"

#include <string.h>

static const char *const items_keys[] = {"do", "game", "brought", NULL};

/* One item of one game and the clauses that list it (the game's heading line included). */
static const struct item {
    int game;
    const char *name;
    const char *clause[3];
} items[] = {
    {BF_GAME_VANGUARD, "deck", {"FR.1.2.2~p3", NULL, NULL}},
    {BF_GAME_VANGUARD, "tokens-and-markers", {"FR.1.2.2~p4", NULL, NULL}},
    {BF_GAME_WS, "deck", {"FR.1.2.2~p5", "FR.1.2.2~p6", NULL}},
    {BF_GAME_WSB, "deck", {"FR.1.2.2~p7", NULL, NULL}},
    {BF_GAME_REBIRTH, "deck", {"FR.1.2.2~p8", "FR.1.2.2~p9", NULL}},
    {BF_GAME_REBIRTH, "partner-card", {"FR.1.2.2~p10", NULL, NULL}},
    {BF_GAME_SVE, "deck", {"FR.1.2.2~p11", "FR.1.2.2~p12", NULL}},
    {BF_GAME_SVE, "tokens", {"FR.1.2.2~p13", "FR.2.3.6~p3", NULL}},
    {BF_GAME_SVE, "ep-cards", {"FR.1.2.2~p13", "FR.2.3.6~p3", NULL}},
    {BF_GAME_SVE, "defense-counter", {"FR.1.2.2~p14", "FR.2.3.6~p3", NULL}},
    {BF_GAME_SVE, "pp-marker", {"FR.1.2.2~p15", "FR.2.3.6~p3", NULL}},
    {BF_GAME_SVE, "attack-defense-markers", {"FR.1.2.2~p16", "FR.2.3.6~p3", NULL}},
    {BF_GAME_DO, "deck", {"FR.1.2.2~p17", "FR.1.2.2~p18", NULL}},
    {BF_GAME_DO, "team-card", {"FR.1.2.2~p19", NULL, NULL}},
    {BF_GAME_DO, "time-points", {"FR.1.2.2~p20", NULL, NULL}},
    {BF_GAME_DO, "d6", {"FR.1.2.2~p21", NULL, NULL}},
    {BF_GAME_DO, "score-counter", {"FR.1.2.2~p22", NULL, NULL}},
    {BF_GAME_HOLOLIVE, "deck", {"FR.1.2.2~p23", "FR.1.2.2~p24", NULL}},
    {BF_GAME_HOLOLIVE, "damage-markers", {"FR.1.2.2~p25", "FR.2.3.8~p2", NULL}},
    {BF_GAME_HOLOLIVE, "sp-oshi-skill-markers", {"FR.1.2.2~p26", "FR.2.3.8~p2", NULL}},
    {BF_GAME_HOLOLIVE, "d6", {"FR.1.2.2~p27", NULL, NULL}},
};

static bool brought(const json_t *list, const char *name)
{
    size_t i;
    json_t *v;
    json_array_foreach(list, i, v)
        if (json_is_string(v) && strcmp(json_string_value(v), name) == 0)
            return true;
    return false;
}

int bf_do_required_items(bf_tournament *t, const json_t *act)
{
    const char *what = "required-items";
    int game = -1;
    if (eng_only_keys(t->run, act, what, items_keys) != BF_OK ||
        eng_get_enum(t->run, act, "game", what, true, bf_game_names, &game) != BF_OK)
        return BF_ERR;
    const json_t *list = json_object_get(act, "brought");
    if (list && !json_is_array(list))
        return eng_error(t->run, "required-items: \"brought\" must be an array of items");
    RULE(t->run, "FR.1.2.2~p2");  /* 各TCGに於いて、持参する必要がある道具は以下のとおりです */
    json_t *all = json_array(), *missing = json_array();
    for (size_t i = 0; i < sizeof items / sizeof *items; i++) {
        if (items[i].game != game)
            continue;
        for (size_t k = 0; k < 3 && items[i].clause[k]; k++)
            eng_rule(t->run, items[i].clause[k]);  /* RULE of the item's clauses (static table) */
        json_array_append_new(all, json_string(items[i].name));
        if (list && !brought(list, items[i].name))
            json_array_append_new(missing, json_string(items[i].name));
    }
    bool any = json_array_size(missing) > 0;
    if (any)
        RULE(t->run, "PG.3.1.2~p1");  /* 対戦に必要な道具を持参しなかつた場合…この罰則が適用されます */
    eng_event(t->run, "required-items",
              json_pack("{s:s, s:o, s:o, s:o}", "game", bf_game_names[game], "items", all,
                        "missing", missing, "infraction",
                        any ? json_string("missing-items") : json_null()));
    return BF_OK;
}
