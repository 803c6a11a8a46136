/* load.c — the setup of a lycee case (docs/engines/lycee.md, "setup"): the cards, each player's
 * zones and fields (a character, its item and an area per field), the 下 and charges of the
 * characters, their 行動状態, 登場ターン制限 and 「優先」, the modifications and information already
 * given, the uses already counted this turn and this game, and where the run starts. Read
 * strictly: an unknown id or key, a card placed twice or nowhere, two characters on a field, is a
 * case error. */
#include "engine/lycee/setup/setup.h"
#include "engine/lycee/board/board.h"
#include "engine/lycee/effects/effects.h"
#include "engine/lycee/turn/turn.h"

#include <string.h>

static const char *const setup_keys[] = {"first", "start", "cards", "P1", "P2", "under",
                                         "charges", "tapped", "fresh", "priority", "effects",
                                         "used", "game_used", "trump", NULL};
static const char *const player_keys[] = {"deck", "hand", "trash", "shield", "aside",
                                          "AF-left", "AF-center", "AF-right", "DF-left",
                                          "DF-center", "DF-right", NULL};
static const char *const start_keys[] = {"at", "turn", "player", NULL};
static const char *const start_names[] = {"pregame", "start", "main", "end", NULL};
static const char *const used_kinds[] = {"ability", "basic", "trigger", NULL};

static void place(ly_game *g, int card, int player, int zone)
{
    tcg_put(&g->t, card, tcg_at(player, zone), TCG_BOTTOM);
    g->t.cards[card].inc = 1;
    g->c[card].stamp = tcg_tick(&g->t);
}

static int claim(ly_game *g, int card, bool *placed, const char *what)
{
    if (placed[card])
        return eng_error(g->run, "%s: card \"%s\" is placed twice", what, ly_id(g, card));
    placed[card] = true;
    return TCG_OK;
}

static int read_ids(ly_game *g, const json_t *v, const char *what, bool *placed, int *out,
                    size_t *n)
{
    if (!json_is_array(v))
        return eng_error(g->run, "%s: must be an array of card ids", what);
    *n = json_array_size(v);
    for (size_t i = 0; i < *n; i++) {
        TCG_TRY(tcg_get_card(&g->t, json_array_get(v, i), what, &out[i]));
        TCG_TRY(claim(g, out[i], placed, what));
    }
    return TCG_OK;
}

/* A field: at most one character, one item (on it) and one area (0310/上限, 0229). */
static int read_field(ly_game *g, int p, int zone, const json_t *v, const char *what, bool *placed)
{
    int ids[16];
    size_t n;
    if (json_array_size(v) > 3)
        return eng_error(g->run, "%s: a field holds a character, its item and an area", what);
    TCG_TRY(read_ids(g, v, what, placed, ids, &n));
    int ch = -1, item = -1, area = -1;
    for (size_t i = 0; i < n; i++) {
        int *slot = g->c[ids[i]].type == LY_T_CHARACTER ? &ch
                    : g->c[ids[i]].type == LY_T_ITEM ? &item
                    : g->c[ids[i]].type == LY_T_AREA ? &area : NULL;
        if (!slot)
            return eng_error(g->run, "%s: an event is never on a field", what);
        if (*slot >= 0)
            return eng_error(g->run, "%s: two cards of one kind on a field (0310/上限)", what);
        *slot = ids[i];
    }
    if (item >= 0 && ch < 0)
        return eng_error(g->run, "%s: the item \"%s\" needs a character", what, ly_id(g, item));
    if (ch >= 0)
        place(g, ch, p, zone);
    if (area >= 0)
        place(g, area, p, zone);
    if (item >= 0) {
        tcg_attach(&g->t, item, ch, TCG_BOTTOM);
        g->t.cards[item].inc = 1;
        g->c[item].role = LY_ROLE_ITEM;
        g->c[item].stamp = tcg_tick(&g->t);
    }
    return TCG_OK;
}

static int read_player(ly_game *g, int p, const json_t *obj, bool *placed, bool pregame)
{
    char what[64];
    eng_format(what, sizeof what, "setup.%s", ly_player_names[p]);
    if (!obj)
        return TCG_OK;
    TCG_TRY(eng_only_keys(g->run, obj, what, player_keys));
    const char *key;
    const json_t *v;
    json_object_foreach((json_t *)obj, key, v) {
        int zone = eng_enum_index(ly_zone_names, key);
        char w[96];
        eng_format(w, sizeof w, "%s.%s", what, key);
        if (pregame && zone != LY_DECK && json_array_size(v))
            return eng_error(g->run, "%s: a pre-game starts with the decks only", w);
        if (ly_is_field(zone)) {
            TCG_TRY(read_field(g, p, zone, v, w, placed));
            continue;
        }
        int ids[512];
        if (json_array_size(v) > sizeof ids / sizeof *ids)
            return eng_error(g->run, "%s: too many cards", w);
        size_t n;
        TCG_TRY(read_ids(g, v, w, placed, ids, &n));
        for (size_t i = 0; i < n; i++)
            place(g, ids[i], p, zone);
    }
    return TCG_OK;
}

static int read_under(ly_game *g, const json_t *setup, bool *placed)
{
    const json_t *under = json_object_get(setup, "under"), *charges;
    TCG_TRY(eng_member(g->run, setup, "charges", "setup", false, &charges));
    if (under && !json_is_object(under))
        return eng_error(g->run, "setup: \"under\" must be an object");
    const char *host_id;
    const json_t *ids;
    json_object_foreach((json_t *)under, host_id, ids) {
        char what[96];
        eng_format(what, sizeof what, "setup.under.%s", host_id);
        int host = tcg_find(&g->t, host_id);
        if (host < 0 || !placed[host] || !ly_on_field(g, host))
            return eng_error(g->run, "%s: \"%s\" must be a character on a field", what, host_id);
        int v[256];
        size_t n;
        if (json_array_size(ids) > 256)
            return eng_error(g->run, "%s: too many cards", what);
        TCG_TRY(read_ids(g, ids, what, placed, v, &n));
        for (size_t i = 0; i < n; i++) {
            tcg_attach(&g->t, v[i], host, TCG_BOTTOM);
            g->t.cards[v[i]].inc = 1;
            g->c[v[i]].role = LY_ROLE_UNDER;
            if (g->t.cards[v[i]].owner < 0)
                g->t.cards[v[i]].owner = ly_player_of(g, host);
        }
    }
    for (size_t i = 0; charges && i < json_array_size(charges); i++) {
        int k;
        TCG_TRY(tcg_get_card(&g->t, json_array_get(charges, i), "setup.charges", &k));
        if (g->c[k].role != LY_ROLE_UNDER)
            return eng_error(g->run, "setup.charges: \"%s\" is under no character",
                             ly_id(g, k));
        g->c[k].role = LY_ROLE_CHARGE;
    }
    return TCG_OK;
}

/* tapped, fresh, priority: characters on a field. */
static int read_marks(ly_game *g, const json_t *setup, const char *key)
{
    const json_t *v = json_object_get(setup, key);
    if (v && !json_is_array(v))
        return eng_error(g->run, "setup: \"%s\" must be an array of card ids", key);
    for (size_t i = 0; v && i < json_array_size(v); i++) {
        int k;
        char what[64];
        eng_format(what, sizeof what, "setup.%s", key);
        TCG_TRY(tcg_get_card(&g->t, json_array_get(v, i), what, &k));
        if (!ly_on_field(g, k))
            return eng_error(g->run, "%s: \"%s\" is not a character on a field", what,
                             ly_id(g, k));
        ly_card *c = &g->c[k];
        if (strcmp(key, "tapped") == 0)
            c->tapped = true;
        else if (strcmp(key, "fresh") == 0)
            c->fresh = true;
        else
            ly_give(g, LY_EF_PRIORITY, 0, k, ly_player_of(g, k), LY_UNTIL_GAME);
    }
    return TCG_OK;
}

static int read_effects(ly_game *g, const json_t *setup)
{
    const json_t *l = json_object_get(setup, "effects");
    if (l && !json_is_array(l))
        return eng_error(g->run, "setup: \"effects\" must be an array");
    for (size_t i = 0; l && i < json_array_size(l); i++) {
        char what[64];
        eng_format(what, sizeof what, "setup.effects[%zu]", i);
        const json_t *e = json_array_get(l, i);
        const char *master = NULL;
        TCG_TRY(eng_get_string(g->run, e, "master", what, true, &master));
        int p = tcg_player_index(&g->t, master);
        if (p < 0)
            return eng_error(g->run, "%s: \"master\" must be P1 or P2", what);
        json_t *instr = json_deep_copy(e);
        json_object_del(instr, "master");
        int target = -1;
        const json_t *t = json_object_get(e, "card");
        if (t && tcg_get_card(&g->t, t, what, &target) != TCG_OK) {
            json_decref(instr);
            return TCG_ERR;
        }
        json_object_del(instr, "card");      /* the instruction's "this" */
        json_t *list = json_pack("[o]", instr);
        int st = ly_check_effect(g, list, what);
        ly_ctx x = {.user = p, .card = target, .ref = {target, LY_REF_ABILITY, -1},
                    .trigger_card = -1};
        if (st == TCG_OK)
            st = ly_exec(g, &x, list);
        /* the instructions read their JSON while the run lasts */
        json_array_append_new(g->kept, list);
        if (st != TCG_OK)
            return st;
    }
    return TCG_OK;
}

static int read_used(ly_game *g, const json_t *setup)
{
    const json_t *l = json_object_get(setup, "used");
    if (l && !json_is_array(l))
        return eng_error(g->run, "setup: \"used\" must be an array");
    for (size_t i = 0; l && i < json_array_size(l); i++) {
        const json_t *u = json_array_get(l, i);
        int k, kind = eng_enum_index(used_kinds, json_string_value(json_array_get(u, 1)));
        const json_t *idx = json_array_get(u, 2);
        if (!json_is_array(u) || json_array_size(u) != 3 || kind < 0 || !json_is_integer(idx))
            return eng_error(g->run, "setup.used[%zu]: [card, \"ability\"|\"basic\"|\"trigger\", "
                             "index] expected", i);
        TCG_TRY(tcg_get_card(&g->t, json_array_get(u, 0), "setup.used", &k));
        ly_ref ref = {k, kind == 1 ? LY_REF_BASIC : LY_REF_ABILITY,
                      (int)json_integer_value(idx)};
        int owner = ly_player_of(g, k) >= 0 ? ly_player_of(g, k) : ly_owner(g, k);
        ly_use_count(g, owner, ref, kind == 2);
    }
    const json_t *gu = json_object_get(setup, "game_used");
    if (gu && !json_is_object(gu))
        return eng_error(g->run, "setup: \"game_used\" must be an object");
    const char *who;
    const json_t *nums;
    json_object_foreach((json_t *)gu, who, nums) {
        int p = tcg_player_index(&g->t, who);
        if (p < 0 || !json_is_array(nums))
            return eng_error(g->run, "setup.game_used: {P1|P2: [numbers]} expected");
        for (size_t i = 0; i < json_array_size(nums); i++) {
            if (!json_is_string(json_array_get(nums, i)))
                return eng_error(g->run, "setup.game_used.%s[%zu]: a card number", who, i);
            json_array_append(g->game_used[p], json_array_get(nums, i));
        }
    }
    const json_t *tr = json_object_get(setup, "trump");
    for (size_t i = 0; i < json_array_size(tr); i++) {
        int p = tcg_player_index(&g->t, json_string_value(json_array_get(tr, i)));
        if (p < 0)
            return eng_error(g->run, "setup.trump[%zu]: P1 or P2", i);
        g->trump[p] = true;
    }
    return TCG_OK;
}

static int read_start(ly_game *g, const json_t *setup, int *start_at)
{
    const json_t *start = json_object_get(setup, "start");
    int at = LY_START_MAIN;
    int64_t turn = 1;
    if (start) {
        TCG_TRY(eng_only_keys(g->run, start, "setup.start", start_keys));
        TCG_TRY(eng_get_enum(g->run, start, "at", "setup.start", false, start_names, &at));
        TCG_TRY(eng_get_int(g->run, start, "turn", "setup.start", false, 1, 100000, &turn));
    }
    *start_at = at;
    const char *first = NULL;
    TCG_TRY(eng_get_string(g->run, setup, "first", "setup", at != LY_START_PREGAME, &first));
    if (at == LY_START_PREGAME) {
        if (first)
            return eng_error(g->run, "setup: with a pre-game, the script decides \"first\"");
        g->phase = LY_PH_PREGAME;
        g->t.turn = 0;
        g->t.tp = g->t.first = -1;
        return TCG_OK;
    }
    g->t.first = tcg_player_index(&g->t, first);
    if (g->t.first < 0)
        return eng_error(g->run, "setup: \"first\" must be P1 or P2");
    int tp = turn % 2 ? g->t.first : ly_opp(g->t.first);
    const char *player = NULL;
    TCG_TRY(eng_get_string(g->run, start, "player", "setup.start", false, &player));
    if (player && (tp = tcg_player_index(&g->t, player)) < 0)
        return eng_error(g->run, "setup.start: \"player\" must be P1 or P2");
    tcg_set_turn(&g->t, (long)turn, tp);
    g->phase = at == LY_START_END ? LY_PH_END : at == LY_START_MAIN ? LY_PH_MAIN : LY_PH_START;
    return TCG_OK;
}

int ly_load(ly_game *g, const json_t *setup, int *start_at)
{
    TCG_TRY(eng_only_keys(g->run, setup, "setup", setup_keys));
    const json_t *cards;
    TCG_TRY(eng_member(g->run, setup, "cards", "setup", true, &cards));
    TCG_TRY(ly_cards_read(g, cards));
    TCG_TRY(read_start(g, setup, start_at));
    bool pregame = *start_at == LY_START_PREGAME;
    bool *placed = xcalloc(g->t.ncards ? g->t.ncards : 1, sizeof *placed);
    int st = TCG_OK;
    for (int p = 0; p < 2 && st == TCG_OK; p++)
        st = read_player(g, p, json_object_get(setup, ly_player_names[p]), placed, pregame);
    if (st == TCG_OK)
        st = read_under(g, setup, placed);
    for (size_t i = 0; st == TCG_OK && i < g->t.ncards; i++) {
        if (!placed[i])
            st = eng_error(g->run, "setup: card \"%s\" is in no zone", ly_id(g, (int)i));
        else if (g->t.cards[i].owner < 0)    /* 0201/持ち主: the player whose zones held it */
            g->t.cards[i].owner = g->t.cards[i].host >= 0 ? ly_player_of(g, g->t.cards[i].host)
                                                          : ly_player_of(g, (int)i);
    }
    free(placed);
    TCG_TRY(st);
    TCG_TRY(read_marks(g, setup, "tapped"));
    TCG_TRY(read_marks(g, setup, "fresh"));
    TCG_TRY(read_marks(g, setup, "priority"));
    TCG_TRY(read_used(g, setup));
    return read_effects(g, setup);
}
