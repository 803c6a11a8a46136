/* load.c — the setup of a case (docs/engines/haikyu-break.md, "setup"): the start, every card
 * (cards.c), each player's ten zones, the guts under characters, face-up set cards, offense
 * points already calculated and the continuous effects already applying; read strictly (an
 * unknown key, id or place, a card placed twice or nowhere, is a case error). */
#include "engine/haikyu_break/setup/setup.h"
#include "engine/haikyu_break/skills/skills.h"

#include <string.h>

static const char *const start_names[] = {"pregame", "serve", "start", "block", "draw",
                                          "receive", "toss", "attack", "end", NULL};
static const char *const route_names[] = {"none", "serve", "block", "receive", NULL};

static int read_start(hb_game *g, const json_t *setup, hb_start *s)
{
    static const char *const keys[] = {"at", "turn", "set", "player", "route", NULL};
    const json_t *v = json_object_get(setup, "start");
    *s = (hb_start){.at = HB_PH_PREGAME, .turn = 1, .set = 1, .player = HB_P1};
    if (!v)
        return eng_error(g->run, "setup: \"start\" is required");
    if (!json_is_object(v))
        return eng_error(g->run, "setup.start: an object expected");
    int at, route = HB_RT_NONE;
    int64_t turn = 1, set = 1;
    if (eng_only_keys(g->run, v, "setup.start", keys) != 0 ||
        eng_get_enum(g->run, v, "at", "setup.start", true, start_names, &at) != 0 ||
        eng_get_int(g->run, v, "turn", "setup.start", false, 1, ENG_INT_MAX, &turn) != 0 ||
        eng_get_int(g->run, v, "set", "setup.start", false, 1, ENG_INT_MAX, &set) != 0 ||
        eng_get_enum(g->run, v, "route", "setup.start", false, route_names, &route) != 0)
        return -1;
    const json_t *p = json_object_get(v, "player");
    if (p && tcg_get_player(&g->t, p, "setup.start.player", &s->player) != 0)
        return -1;
    s->at = (hb_phase)at;
    s->turn = (long)turn;
    s->set = (long)set;
    if (s->at == HB_PH_PREGAME && json_object_size(v) > 1)
        return eng_error(g->run, "setup.start: a pre-game start has no turn, set, player or route");
    if (s->at == HB_PH_END && route == HB_RT_NONE)
        return eng_error(g->run, "setup.start: \"route\" is required at the end phase");
    if (route != HB_RT_NONE && s->at != HB_PH_END)
        return eng_error(g->run, "setup.start: \"route\" goes with \"at\": \"end\"");
    s->route = s->at == HB_PH_END ? (hb_route)route
               : s->at == HB_PH_SERVE ? HB_RT_SERVE
               : s->at == HB_PH_BLOCK ? HB_RT_BLOCK
               : s->at >= HB_PH_DRAW && s->at <= HB_PH_ATTACK ? HB_RT_RECEIVE : HB_RT_NONE;
    return 0;
}

static int read_cards(hb_game *g, const json_t *cards)
{
    if (!json_is_object(cards))
        return eng_error(g->run, "setup.cards: an object expected");
    const char *id;
    const json_t *info;
    json_object_foreach((json_t *)cards, id, info)
        tcg_add_card(&g->t, id);
    g->c = xcalloc(g->t.ncards ? g->t.ncards : 1, sizeof *g->c);
    size_t i = 0;
    json_object_foreach((json_t *)cards, id, info) {
        char what[256];
        eng_format(what, sizeof what, "setup.cards.%s", id);
        g->t.cards[i].inc = 1;
        if (hb_read_card(g, (int)i, info, what) != 0)
            return -1;
        i++;
    }
    return 0;
}

/* A card of the case named at `what`, not placed yet. */
static int placeable(hb_game *g, const json_t *v, const char *what, bool *placed, int *card)
{
    if (tcg_get_card(&g->t, v, what, card) != 0)
        return -1;
    if (placed[*card])
        return eng_error(g->run, "%s: card \"%s\" is placed twice", what, hb_id(g, *card));
    placed[*card] = true;
    return 0;
}

static int read_player(hb_game *g, const json_t *setup, int p, bool *placed, bool pregame)
{
    static const char *const keys[] = {"deck", "set", "hand", "drop", "serve", "block",
                                       "receive", "toss", "attack", "event", "op", NULL};
    char what[64];
    eng_format(what, sizeof what, "setup.%s", hb_player_names[p]);
    const json_t *pl = json_object_get(setup, hb_player_names[p]);
    if (!pl)
        return 0;
    if (!json_is_object(pl))
        return eng_error(g->run, "%s: an object expected", what);
    if (eng_only_keys(g->run, pl, what, keys) != 0)
        return -1;
    for (int z = 0; z < HB_NZONES; z++) {
        const json_t *v = json_object_get(pl, hb_zone_names[z]);
        char path[96];
        eng_format(path, sizeof path, "%s.%s", what, hb_zone_names[z]);
        if (!v || json_is_null(v))
            continue;
        if (pregame && z != HB_DECK && (!json_is_array(v) || json_array_size(v)))
            return eng_error(g->run, "%s: a pre-game start has cards in the decks only", path);
        int card;
        if (hb_court(z)) {
            if (placeable(g, v, path, placed, &card) != 0)
                return -1;
            if (g->c[card].type != HB_T_CHARACTER)
                return eng_error(g->run, "%s: \"%s\" is not a character card", path,
                                 hb_id(g, card));
            tcg_put(&g->t, card, tcg_at(p, z), TCG_BOTTOM);
            g->c[card].role = z == HB_BLOCK ? HB_ROLE_CENTRE : HB_ROLE_NONE;
            continue;
        }
        if (!json_is_array(v))
            return eng_error(g->run, "%s: an array of card ids expected", path);
        for (size_t i = 0; i < json_array_size(v); i++) {
            char ipath[128];
            eng_format(ipath, sizeof ipath, "%s[%zu]", path, i);
            if (placeable(g, json_array_get(v, i), ipath, placed, &card) != 0)
                return -1;
            tcg_put(&g->t, card, tcg_at(p, z), TCG_BOTTOM);
        }
    }
    int64_t op;
    if (json_object_get(pl, "op")) {
        if (eng_get_int(g->run, pl, "op", what, true, -ENG_INT_MAX, ENG_INT_MAX, &op) != 0)
            return -1;
        g->op[p].has = true;
        g->op[p].base = (long)op;
    }
    return 0;
}

static int read_under(hb_game *g, const json_t *setup, bool *placed)
{
    const json_t *under = json_object_get(setup, "under");
    if (!under)
        return 0;
    if (!json_is_object(under))
        return eng_error(g->run, "setup.under: an object expected");
    const char *id;
    const json_t *below;
    json_object_foreach((json_t *)under, id, below) {
        int top = tcg_find(&g->t, id);
        char what[128];
        eng_format(what, sizeof what, "setup.under.%s", id);
        if (top < 0 || !placed[top] || !hb_is_character(g, top))
            return eng_error(g->run, "%s: not a character of a court area", what);
        if (!json_is_array(below))
            return eng_error(g->run, "%s: an array of card ids expected", what);
        for (size_t i = 0; i < json_array_size(below); i++) {
            char path[160];
            eng_format(path, sizeof path, "%s[%zu]", what, i);
            int card;
            if (placeable(g, json_array_get(below, i), path, placed, &card) != 0)
                return -1;
            tcg_attach(&g->t, card, top, TCG_BOTTOM);
        }
    }
    return 0;
}

static int read_face_up(hb_game *g, const json_t *setup)
{
    const json_t *v = json_object_get(setup, "face_up");
    if (!v)
        return 0;
    if (!json_is_array(v))
        return eng_error(g->run, "setup.face_up: an array expected");
    for (size_t i = 0; i < json_array_size(v); i++) {
        int card;
        if (tcg_get_card(&g->t, json_array_get(v, i), "setup.face_up", &card) != 0)
            return -1;
        if (hb_zone_of(g, card) != HB_SET)
            return eng_error(g->run, "setup.face_up: \"%s\" is not a set card", hb_id(g, card));
        g->c[card].face_up = true;
        tcg_show(&g->t, card, 3u);     /* 3-11-3 */
    }
    return 0;
}

int hb_load(hb_game *g, const json_t *setup, hb_start *start)
{
    static const char *const keys[] = {"start", "cards", "P1", "P2", "under", "face_up",
                                       "effects", NULL};
    if (!json_is_object(setup))
        return eng_error(g->run, "setup: an object expected");
    if (eng_only_keys(g->run, setup, "setup", keys) != 0 || read_start(g, setup, start) != 0)
        return TCG_ERR;
    const json_t *cards = json_object_get(setup, "cards");
    if (!cards)
        return eng_error(g->run, "setup: \"cards\" is required");
    if (read_cards(g, cards) != 0)
        return TCG_ERR;
    bool *placed = xcalloc(g->t.ncards ? g->t.ncards : 1, sizeof *placed);
    int st = TCG_OK;
    bool pregame = start->at == HB_PH_PREGAME;
    for (int p = 0; p < 2 && st == TCG_OK; p++)
        if (read_player(g, setup, p, placed, pregame) != 0)
            st = TCG_ERR;
    if (st == TCG_OK && read_under(g, setup, placed) != 0)
        st = TCG_ERR;
    for (size_t i = 0; st == TCG_OK && i < g->t.ncards; i++)
        if (!placed[i])
            st = eng_error(g->run, "setup: card \"%s\" is in no zone", hb_id(g, (int)i));
    free(placed);
    if (st != TCG_OK)
        return TCG_ERR;
    for (size_t i = 0; i < g->t.ncards; i++) {
        int top = tcg_stack_top(&g->t, (int)i);
        g->t.cards[i].owner = tcg_where(&g->t, top).player;   /* 1-1-4: whose zones hold it */
        g->c[i].stamp = tcg_tick(&g->t);
    }
    if (read_face_up(g, setup) != 0)
        return TCG_ERR;
    if (pregame && (g->op[0].has || g->op[1].has || json_object_get(setup, "under") ||
                    json_object_get(setup, "effects")))
        return eng_error(g->run, "setup: a pre-game start has decks and nothing else");
    g->t.turn = start->turn;
    g->t.tp = start->player;
    g->set = start->set;
    g->route = start->route;
    return hb_setup_effects(g, json_object_get(setup, "effects")) != 0 ? TCG_ERR : TCG_OK;
}
