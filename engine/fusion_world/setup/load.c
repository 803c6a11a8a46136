/* load.c — the setup of a fusion-world case (docs/engines/fusion-world.md, "setup"): the
 * cards, each player's zones, where the run starts, the cards rested, stacked under others or
 * carrying 【気】, the continuous effects already applying and the once-per-turn skills already
 * used. Read strictly: an unknown id or key, or a card placed twice or nowhere, is a case error. */
#include "engine/fusion_world/setup/setup.h"
#include "engine/fusion_world/effects/effects.h"
#include "engine/fusion_world/skills/skills.h"
#include "engine/fusion_world/turn/turn.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char *const setup_keys[] = {"first", "start", "cards", "P1", "P2", "rested",
                                         "under", "ki", "effects", "used", NULL};
static const char *const player_keys[] = {"leader", "deck", "hand", "life", "drop", "battle",
                                          "combo", "energy", "markers", NULL};
static const char *const start_keys[] = {"at", "turn", "player", NULL};
static const char *const start_names[] = {"pregame", "charge", "main", "end", NULL};
static const char *const effect_keys[] = {"master", "target", "until", "power", "set_power",
                                          "cost_mod", "keyword", "forbid", "grant", "trait",
                                          "color", "unaffected", "require", "cost", "combo_power",
                                          "negate", "skills", NULL};

static void place(fw_game *g, int card, int player, int zone)
{
    tcg_put(&g->t, card, tcg_at(player, zone), TCG_BOTTOM);
    fw_card *c = &g->c[card];
    g->t.cards[card].inc = 1;
    c->stamp = tcg_tick(&g->t);
}

/* Card `card` placed at `what`: each card is in one place (3-1, "setup.cards" lists each once). */
static int claim(fw_game *g, int card, bool *placed, const char *what)
{
    if (placed[card]) {
        const tcg_card *c = &g->t.cards[card];
        return eng_error(g->run, "%s: card \"%s\" is placed twice (a card is in one place; it "
                         "is in %s:%s already)", what, fw_id(g, card),
                         fw_player_names[c->player >= 0 ? c->player : 0],
                         c->zone >= 0 ? fw_zone_names[c->zone] : "?");
    }
    placed[card] = true;
    return TCG_OK;
}

static int read_player(fw_game *g, int p, const json_t *obj, bool *placed, bool pregame)
{
    bool bad = false;   /* a card that cannot be placed: the rest of the zones are read */
    char what[64];
    eng_format(what, sizeof what, "setup.%s", fw_player_names[p]);
    if (!obj)
        return TCG_OK;
    TCG_TRY(eng_only_keys(g->run, obj, what, player_keys));
    const json_t *v = json_object_get(obj, "leader");
    if (v) {
        int k;
        TCG_TRY(tcg_get_card(&g->t, v, what, &k));
        TCG_TRY(claim(g, k, placed, what));
        if (g->c[k].type != FW_T_LEADER && !pregame)
            return eng_error(g->run, "%s: \"leader\" must be a leader card (3-5-1)", what);
        RULE(g->run, "10-1-1");
        if (g->t.cards[k].owner < 0)
            g->t.cards[k].owner = p;
        place(g, k, p, FW_LEADER);
    }
    static const struct { const char *key; int zone; } lists[] = {
        {"deck", FW_DECK}, {"hand", FW_HAND}, {"life", FW_LIFE}, {"drop", FW_DROP},
        {"battle", FW_BATTLE}, {"combo", FW_COMBO}, {"energy", FW_ENERGY}};
    for (size_t i = 0; i < sizeof lists / sizeof *lists; i++) {
        v = json_object_get(obj, lists[i].key);
        if (!v)
            continue;
        if (!json_is_array(v))
            return eng_error(g->run, "%s: \"%s\" must be an array of card ids", what,
                             lists[i].key);
        if (pregame && lists[i].zone != FW_DECK && json_array_size(v) > 0)
            return eng_error(g->run, "%s: a pregame start has an empty \"%s\"", what,
                             lists[i].key);
        size_t j;
        const json_t *x;
        json_array_foreach(v, j, x) {
            int k = tcg_find(&g->t, json_string_value(x));
            if (k < 0 || placed[k]) {          /* the error names the entry; the others go on */
                char w[96];
                eng_format(w, sizeof w, "%s.%s[%zu]", what, lists[i].key, j);
                if (tcg_get_card(&g->t, x, w, &k) != TCG_OK || claim(g, k, placed, w) != TCG_OK) {
                    bad = true;
                    continue;
                }
            }
            placed[k] = true;
            if (g->t.cards[k].owner < 0)
                g->t.cards[k].owner = p;
            place(g, k, p, lists[i].zone);
        }
    }
    int64_t markers = 0;
    TCG_TRY(eng_get_int(g->run, obj, "markers", what, false, 0, 1000000, &markers));
    g->markers[p] = (long)markers;
    if (pregame && g->markers[p] != 0)
        return eng_error(g->run, "%s: a pregame start has no energy marker placed", what);
    return bad ? TCG_ERR : TCG_OK;
}

static int read_rested(fw_game *g, const json_t *v)
{
    if (!v)
        return TCG_OK;
    if (!json_is_array(v))
        return eng_error(g->run, "setup: \"rested\" must be an array of card ids");
    size_t i;
    const json_t *x;
    json_array_foreach(v, i, x) {
        int k;
        TCG_TRY(tcg_get_card(&g->t, x, "setup.rested", &k));
        int z = fw_zone_of(g, k);
        if (z != FW_LEADER && z != FW_BATTLE && z != FW_ENERGY)
            return eng_error(g->run, "setup.rested: \"%s\" is not in a leader, battle or energy "
                             "area (1-8-1)", fw_id(g, k));
        g->c[k].rested = true;
    }
    return TCG_OK;
}

static int read_under(fw_game *g, const json_t *v, bool *placed)
{
    if (!v)
        return TCG_OK;
    if (!json_is_object(v))
        return eng_error(g->run, "setup: \"under\" must be an object of card id lists");
    const char *id;
    const json_t *list;
    json_object_foreach((json_t *)v, id, list) {
        char what[96];
        eng_format(what, sizeof what, "setup.under.%s", id);
        int top = tcg_find(&g->t, id);
        if (top < 0)
            return eng_error(g->run, "%s: unknown card \"%s\"", what, id);
        int z = fw_zone_of(g, top);
        if (z != FW_BATTLE && z != FW_LEADER && z != FW_COMBO)
            return eng_error(g->run, "%s: cards are stacked under a card of a battle, combo or "
                             "leader area (16-2-1)", what);
        if (!json_is_array(list))
            return eng_error(g->run, "%s: must be an array of card ids", what);
        size_t i;
        const json_t *x;
        json_array_foreach(list, i, x) {
            int k;
            TCG_TRY(tcg_get_card(&g->t, x, what, &k));
            TCG_TRY(claim(g, k, placed, what));
            if (g->t.cards[k].owner < 0)
                g->t.cards[k].owner = fw_player_of(g, top);
            g->t.cards[k].inc = 1;
            tcg_attach(&g->t, k, top, TCG_BOTTOM);
        }
    }
    return TCG_OK;
}

static int read_ki(fw_game *g, const json_t *v)
{
    if (!v)
        return TCG_OK;
    if (!json_is_object(v))
        return eng_error(g->run, "setup: \"ki\" must be an object of counts");
    const char *id;
    const json_t *n;
    json_object_foreach((json_t *)v, id, n) {
        int k = tcg_find(&g->t, id);
        if (k < 0)
            return eng_error(g->run, "setup.ki: unknown card \"%s\"", id);
        int z = fw_zone_of(g, k);
        if (z != FW_BATTLE && z != FW_LEADER && z != FW_COMBO)
            return eng_error(g->run, "setup.ki: \"%s\" is in no battle, combo or leader area", id);
        if (!json_is_integer(n) || json_integer_value(n) < 0)
            return eng_error(g->run, "setup.ki: \"%s\" must be an integer >= 0", id);
        g->c[k].ki = (long)json_integer_value(n);
    }
    return TCG_OK;
}

static int read_effect(fw_game *g, const json_t *e, const char *what)
{
    TCG_TRY(eng_only_keys(g->run, e, what, effect_keys));
    int master;
    if (!json_object_get(e, "master"))
        return eng_error(g->run, "%s: \"master\" is required", what);
    TCG_TRY(tcg_get_player(&g->t, json_object_get(e, "master"), what, &master));
    fw_until until;
    TCG_TRY(fw_check_duration(g, json_object_get(e, "until"), what, &until));
    static const struct { const char *key; fw_ef_kind kind; } kinds[] = {
        {"power", FW_EF_POWER},     {"set_power", FW_EF_SET_POWER}, {"cost_mod", FW_EF_COST},
        {"keyword", FW_EF_KEYWORD}, {"forbid", FW_EF_FORBID},       {"grant", FW_EF_GRANT},
        {"trait", FW_EF_TRAIT},     {"color", FW_EF_COLOR},         {"unaffected", FW_EF_UNAFFECTED},
        {"require", FW_EF_REQUIRE}, {"combo_power", FW_EF_COMBO}, {"negate", FW_EF_NEGATE},
    };
    int found = -1;
    for (int i = 0; i < (int)(sizeof kinds / sizeof *kinds); i++)
        if (json_object_get(e, kinds[i].key)) {
            if (found >= 0)
                return eng_error(g->run, "%s: one effect per entry", what);
            found = i;
        }
    if (found < 0)
        return eng_error(g->run, "%s: no effect (power, set_power, cost_mod, combo_power, "
                         "keyword, forbid, grant, trait, color, unaffected, require)", what);
    const json_t *val = json_object_get(e, kinds[found].key);
    bool names_card = kinds[found].kind == FW_EF_UNAFFECTED || kinds[found].kind == FW_EF_NEGATE;
    const json_t *target = names_card ? val : json_object_get(e, "target");
    if (names_card && json_object_get(e, "target"))
        return eng_error(g->run, "%s: \"%s\" names its card itself", what, kinds[found].key);
    if (json_object_get(e, "skills") && kinds[found].kind != FW_EF_NEGATE)
        return eng_error(g->run, "%s: \"skills\" goes with \"negate\"", what);
    int card;
    if (!target)
        return eng_error(g->run, "%s: \"target\" (a card id) is required", what);
    TCG_TRY(tcg_get_card(&g->t, target, what, &card));
    fw_effect *ef = fw_effect_new(g, kinds[found].kind, card, master, until);
    switch (kinds[found].kind) {
    case FW_EF_POWER:
    case FW_EF_SET_POWER:
    case FW_EF_COST:
    case FW_EF_COMBO:
        if (!json_is_integer(val))
            return eng_error(g->run, "%s: \"%s\" must be an integer", what, kinds[found].key);
        ef->value = (long)json_integer_value(val);
        break;
    case FW_EF_KEYWORD:
        TCG_TRY(fw_check_keyword(g, json_string_value(val), what));
        ef->name = json_string_value(val);
        break;
    case FW_EF_FORBID: {
        static const char *const names[] = {"attack", "leave", "ko-in-battle",
                                            "chosen-by-opponent", NULL};
        if (eng_enum_index(names, json_string_value(val)) < 0)
            return eng_error(g->run, "%s: unknown \"forbid\"", what);
        ef->name = json_string_value(val);
        break;
    }
    case FW_EF_TRAIT:
        if (!json_is_string(val))
            return eng_error(g->run, "%s: \"trait\" must be a string", what);
        ef->name = json_string_value(val);
        break;
    case FW_EF_COLOR:
        if (fw_color_index(json_string_value(val)) < 0)
            return eng_error(g->run, "%s: unknown color", what);
        ef->name = json_string_value(val);
        break;
    case FW_EF_GRANT: {
        fw_skill *granted = xcalloc(1, sizeof *granted);
        ef->data = granted;
        TCG_TRY(fw_parse_skill(g, val, what, granted));
        break;
    }
    case FW_EF_UNAFFECTED:
        break;
    case FW_EF_NEGATE: {         /* 9-1-2; "keyword": the keyword skills only (15-1-3) */
        const json_t *which = json_object_get(e, "skills");
        if (which && eng_enum_index((const char *const[]){"all", "keyword", NULL},
                                    json_string_value(which)) < 0)
            return eng_error(g->run, "%s: \"skills\" is all or keyword", what);
        ef->name = which ? json_string_value(which) : "all";
        break;
    }
    case FW_EF_REQUIRE: {        /* 13-13: the act, and the cost that must be paid to do it */
        static const char *const acts[] = {"attack", "combo", "play", NULL};
        if (eng_enum_index(acts, json_string_value(val)) < 0)
            return eng_error(g->run, "%s: \"require\" is attack, combo or play", what);
        if (!json_object_get(e, "cost"))
            return eng_error(g->run, "%s: \"require\" needs a \"cost\"", what);
        char w[96];
        eng_format(w, sizeof w, "%s.cost", what);   /* its parts' places: setup.effects[i].cost[j] */
        TCG_TRY(fw_check_cost(g, json_object_get(e, "cost"), w));
        ef->name = json_string_value(val);
        ef->data = (void *)json_object_get(e, "cost");
        break;
    }
    }
    if (json_object_get(e, "cost") && kinds[found].kind != FW_EF_REQUIRE)
        return eng_error(g->run, "%s: \"cost\" belongs to \"require\"", what);
    return TCG_OK;
}

static int read_effects(fw_game *g, const json_t *v)
{
    if (!v)
        return TCG_OK;
    if (!json_is_array(v))
        return eng_error(g->run, "setup: \"effects\" must be an array");
    size_t i;
    const json_t *e;
    json_array_foreach(v, i, e) {
        char what[64];
        eng_format(what, sizeof what, "setup.effects[%zu]", i);
        TCG_TRY(read_effect(g, e, what));
    }
    return TCG_OK;
}

static int read_used(fw_game *g, const json_t *v)
{
    if (!v)
        return TCG_OK;
    static const char *const keys[] = {"P1", "P2", NULL};
    TCG_TRY(eng_only_keys(g->run, v, "setup.used", keys));
    for (int p = 0; p < 2; p++) {
        const json_t *list = json_object_get(v, fw_player_names[p]);
        if (!list)
            continue;
        if (!json_is_array(list))
            return eng_error(g->run, "setup.used.%s: must be an array of [card, skill]",
                             fw_player_names[p]);
        size_t i;
        const json_t *pair;
        json_array_foreach(list, i, pair) {
            int k;
            const json_t *s = json_array_get(pair, 1);
            if (!json_is_array(pair) || json_array_size(pair) != 2 || !json_is_integer(s) ||
                json_integer_value(s) < 0)
                return eng_error(g->run, "setup.used.%s[%zu]: must be [card id, skill index]",
                                 fw_player_names[p], i);
            TCG_TRY(tcg_get_card(&g->t, json_array_get(pair, 0), "setup.used", &k));
            fw_mark_used(g, k, (int)json_integer_value(s));
        }
    }
    return TCG_OK;
}

static int read_start(fw_game *g, const json_t *setup, int *start_at)
{
    const json_t *st = json_object_get(setup, "start");
    if (!st)
        return eng_error(g->run, "setup: \"start\" is required");
    TCG_TRY(eng_only_keys(g->run, st, "setup.start", start_keys));
    int at = 0;
    TCG_TRY(eng_get_enum(g->run, st, "at", "setup.start", true, start_names, &at));
    *start_at = at;
    int64_t turn = 1;
    TCG_TRY(eng_get_int(g->run, st, "turn", "setup.start", false, 1, 1000000, &turn));
    const json_t *first = json_object_get(setup, "first");
    if (at == FW_START_PREGAME) {
        if (json_object_get(st, "turn") || json_object_get(st, "player"))
            return eng_error(g->run, "setup.start: a pregame start has no \"turn\" or \"player\"");
        if (first)
            return eng_error(g->run, "setup: with a pregame start the script decides \"first\"");
        g->t.first = -1;
        g->t.tp = -1;
        g->phase = FW_PH_PREGAME;
        return TCG_OK;
    }
    if (!first)
        return eng_error(g->run, "setup: \"first\" is required: the player who plays first, "
                         "\"P1\" or \"P2\" (a start other than \"pregame\" begins after the "
                         "pre-game, 6-2-1-11)");
    TCG_TRY(tcg_get_player(&g->t, first, "setup.first", &g->t.first));
    /* the turn player: start.player, else by the turn's parity (a skipped turn, 13-12, is why
     * a case may give it) */
    int tp = turn % 2 == 1 ? g->t.first : fw_opp(g->t.first);
    if (json_object_get(st, "player"))
        TCG_TRY(tcg_get_player(&g->t, json_object_get(st, "player"), "setup.start.player", &tp));
    fw_set_turn(g, turn, tp);
    g->begun = true;
    g->decks_placed = true;
    return TCG_OK;
}

int fw_load(fw_game *g, const json_t *setup, int *start_at)
{
    if (!json_is_object(setup))
        return eng_error(g->run, "setup: must be an object");
    /* the cards, the start and each player are read whatever the others' problems: every
     * problem is reported (engine.h, eng_error) */
    int st = eng_only_keys(g->run, setup, "setup", setup_keys);
    if (!json_object_get(setup, "cards"))
        return eng_error(g->run, "setup: \"cards\" is required: an object of the game's cards "
                         "keyed by id");
    if (fw_cards_read(g, json_object_get(setup, "cards")) != TCG_OK)
        st = TCG_ERR;
    if (read_start(g, setup, start_at) != TCG_OK)
        st = TCG_ERR;
    bool pregame = *start_at == FW_START_PREGAME;
    bool *placed = xcalloc(g->t.ncards, sizeof *placed);
    for (int p = 0; p < 2; p++)
        if (read_player(g, p, json_object_get(setup, fw_player_names[p]), placed, pregame) != TCG_OK)
            st = TCG_ERR;
    if (st == TCG_OK)
        st = read_under(g, json_object_get(setup, "under"), placed);
    for (size_t k = 0; k < g->t.ncards && st == TCG_OK; k++)
        if (!placed[k])
            st = eng_error(g->run, "setup.cards: \"%s\" is in no zone and under no card",
                           fw_id(g, (int)k));
    free(placed);
    TCG_TRY(st);
    if (pregame && (json_object_get(setup, "rested") || json_object_get(setup, "under") ||
                    json_object_get(setup, "ki") || json_object_get(setup, "effects") ||
                    json_object_get(setup, "used")))
        return eng_error(g->run, "setup: a pregame start has nothing rested, stacked, no 【気】, "
                         "effects or used skills");
    TCG_TRY(read_rested(g, json_object_get(setup, "rested")));
    TCG_TRY(read_ki(g, json_object_get(setup, "ki")));
    TCG_TRY(read_effects(g, json_object_get(setup, "effects")));
    TCG_TRY(read_used(g, json_object_get(setup, "used")));
    g->life_placed[0] = g->life_placed[1] = !pregame;
    fw_reach_sweep(g);           /* what each 【永続】 reaches as the run begins (9-5-2) */
    return TCG_OK;
}
