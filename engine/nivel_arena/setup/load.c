/* load.c — the setup of a run (docs/engines/nivel-arena.md, "setup"): the first player, where
 * the run starts, each player's zones, leader level and face, the items under units, the units
 * that attacked and the unit zones placed into this turn. Every card is in exactly one place;
 * its owner is the player whose zones hold it unless it says otherwise (4.2.1). */
#include "engine/nivel_arena/setup/setup.h"

#include <string.h>

static const char *const start_names[] = {"pregame", "levelup", "draw", "main", "attack", "end",
                                          NULL};

static int put_card(na_game *g, const json_t *v, const char *what, int player, int zone)
{
    int k;
    if (tcg_get_card(&g->t, v, what, &k) != 0)
        return -1;
    tcg_card *c = &g->t.cards[k];
    if (c->zone != TCG_NOWHERE || c->host >= 0)
        return eng_error(g->run, "%s: %s is placed twice", what, c->id);
    if (c->owner < 0)
        c->owner = player;
    tcg_put(&g->t, k, tcg_at(player, zone), TCG_BOTTOM);
    return k;
}

static int read_player(na_game *g, const json_t *pv, int p)
{
    static const char *const keys[] = {"leader", "level", "awakened", "deck", "hand", "trash",
                                       "damage", "skill", "unit1", "unit2", "unit3", NULL};
    char what[64];
    eng_format(what, sizeof what, "setup.%s", na_player_names[p]);
    if (!json_is_object(pv))
        return eng_error(g->run, "%s: each player's zones are an object", what);
    long level = 1;
    bool awakened = false;
    if (eng_only_keys(g->run, pv, what, keys) != 0
        || eng_get_int(g->run, pv, "level", what, false, 1, 10, &level) != 0
        || eng_get_bool(g->run, pv, "awakened", what, &awakened) != 0)
        return -1;
    g->level[p] = (int)level;
    const json_t *lv = json_object_get(pv, "leader");
    if (!lv)
        return eng_error(g->run, "%s.leader: every player has a leader (5.1.2)", what);
    int leader = put_card(g, lv, what, p, NA_LEVEL);
    if (leader < 0)
        return -1;
    if (g->c[leader].type != NA_LEADER)
        return eng_error(g->run, "%s.leader: %s is not a leader card (2.2.3)", what,
                         tcg_id(&g->t, leader));
    g->leader[p] = leader;
    g->c[leader].awakened = awakened;
    static const int listed[] = {NA_DECK, NA_HAND, NA_TRASH, NA_DAMAGE, NA_SKILL};
    for (size_t i = 0; i < sizeof listed / sizeof *listed; i++) {
        const json_t *arr = json_object_get(pv, na_zone_names[listed[i]]);
        if (arr && !json_is_array(arr))
            return eng_error(g->run, "%s.%s: an array of card ids", what,
                             na_zone_names[listed[i]]);
        for (size_t k = 0; k < json_array_size(arr); k++) {
            int card = put_card(g, json_array_get(arr, k), what, p, listed[i]);
            if (card < 0)
                return -1;
            if (listed[i] == NA_SKILL && g->c[card].type != NA_SKILL_CARD)
                return eng_error(g->run, "%s.skill: %s is not a skill card (2.2.5)", what,
                                 tcg_id(&g->t, card));
            if (g->c[card].type == NA_LEADER)
                return eng_error(g->run, "%s: the leader %s is only in the level zone", what,
                                 tcg_id(&g->t, card));
        }
    }
    for (int lane = 0; lane < NA_LANES; lane++) {
        const json_t *u = json_object_get(pv, na_zone_names[NA_UNIT1 + lane]);
        if (!u || json_is_null(u))
            continue;
        int card = put_card(g, u, what, p, NA_UNIT1 + lane);
        if (card < 0)
            return -1;
        if (g->c[card].type != NA_UNIT)
            return eng_error(g->run, "%s.unit%d: %s is not a unit card (2.2.4)", what, lane + 1,
                             tcg_id(&g->t, card));
    }
    return 0;
}

static int read_under(na_game *g, const json_t *under)
{
    const char *host_id;
    const json_t *items;
    json_object_foreach((json_t *)under, host_id, items) {
        int host = tcg_find(&g->t, host_id);
        if (host < 0 || !NA_IS_UNIT_ZONE(g->t.cards[host].zone))
            return eng_error(g->run, "setup.under.%s: items go under a unit in a unit zone",
                             host_id);
        if (!json_is_array(items))
            return eng_error(g->run, "setup.under.%s: an array of item ids", host_id);
        for (size_t i = 0; i < json_array_size(items); i++) {
            int k;
            if (tcg_get_card(&g->t, json_array_get(items, i), "setup.under", &k) != 0)
                return -1;
            tcg_card *c = &g->t.cards[k];
            if (c->zone != TCG_NOWHERE || c->host >= 0)
                return eng_error(g->run, "setup.under: %s is placed twice", c->id);
            if (g->c[k].type != NA_ITEM)
                return eng_error(g->run, "setup.under: %s is not an item card (2.2.6)", c->id);
            if (c->owner < 0)
                c->owner = g->t.cards[host].player;
            tcg_attach(&g->t, k, host, TCG_BOTTOM);
        }
    }
    return 0;
}

static int read_flags(na_game *g, const json_t *setup)
{
    const json_t *att = json_object_get(setup, "attacked");
    for (size_t i = 0; i < json_array_size(att); i++) {
        int k;
        if (tcg_get_card(&g->t, json_array_get(att, i), "setup.attacked", &k) != 0)
            return -1;
        g->c[k].attacked = true;
    }
    const json_t *pl = json_object_get(setup, "placed");
    for (size_t i = 0; i < json_array_size(pl); i++) {
        const char *s = json_string_value(json_array_get(pl, i));
        int p = s && strlen(s) == 8 && s[2] == ':' ? (s[1] == '1' ? 0 : s[1] == '2' ? 1 : -1)
                                                   : -1;
        int lane = p >= 0 && strncmp(s + 3, "unit", 4) == 0 ? s[7] - '1' : -1;
        if (lane < 0 || lane >= NA_LANES)
            return eng_error(g->run, "setup.placed: \"P1:unit1\" … \"P2:unit3\" expected");
        g->placed[p][lane] = true;
    }
    return 0;
}

int na_load(na_game *g, const json_t *setup, int *start)
{
    static const char *const keys[] = {"first", "start", "cards", "P1", "P2", "under",
                                       "attacked", "placed", NULL};
    if (!json_is_object(setup))
        return eng_error(g->run, "setup: an object");
    if (eng_only_keys(g->run, setup, "setup", keys) != 0 || na_read_cards(g, setup) != 0)
        return -1;
    for (int p = 0; p < 2; p++)
        if (read_player(g, json_object_get(setup, na_player_names[p]), p) != 0)
            return -1;
    const json_t *under = json_object_get(setup, "under");
    if (under && (!json_is_object(under) || read_under(g, under) != 0))
        return json_is_object(under) ? -1 : eng_error(g->run, "setup.under: an object");
    for (size_t k = 0; k < g->t.ncards; k++)
        if (g->t.cards[k].zone == TCG_NOWHERE && g->t.cards[k].host < 0)
            return eng_error(g->run, "setup.cards.%s: the card is in no zone", g->t.cards[k].id);
    if (read_flags(g, setup) != 0)
        return -1;
    const json_t *st = json_object_get(setup, "start");
    static const char *const skeys[] = {"at", "turn", "player", NULL};
    int at = NA_MAIN;
    long turn = 1;
    if (st && (eng_only_keys(g->run, st, "setup.start", skeys) != 0
               || eng_get_enum(g->run, st, "at", "setup.start", false, start_names, &at) != 0
               || eng_get_int(g->run, st, "turn", "setup.start", false, 1, 1000, &turn) != 0))
        return -1;
    *start = at;
    const json_t *first = json_object_get(setup, "first");
    if (at == NA_PREGAME) {
        if (first)
            return eng_error(g->run, "setup.first: the pre-game decides the first player");
        return 0;
    }
    if (!first || tcg_get_player(&g->t, first, "setup.first", &g->t.first) != 0)
        return first ? -1 : eng_error(g->run, "setup.first: the first player is required");
    int tp = turn % 2 == 1 ? g->t.first : na_other(g->t.first);
    const json_t *who = st ? json_object_get(st, "player") : NULL;
    if (who && tcg_get_player(&g->t, who, "setup.start.player", &tp) != 0)
        return -1;
    tcg_set_turn(&g->t, turn, tp);
    return 0;
}
