/* instructions.c — processing an effect's instructions (8.3): top to bottom (8.3.1, 1.3.7.4),
 * 「その後」 only when what came before was done in full (8.3.2), choices made when the
 * instruction is reached (8.3.3) and as many as possible (8.3.3.1), "this" the effect's card
 * (8.3.4); drawing (4.4), damage (4.5), power, hit and size for a duration (6.6.1.2, 7.5.1),
 * trashing by effect (never a card already in the trash, 4.8.2), a card to its owner's hand
 * (4.2.2), the leader's level (4.6.3, 10.2.6.1), winning and losing (1.2.5). Between
 * instructions a unit whose power became 0 is trashed at once (1.3.7.3); after the effect,
 * items whose condition fails (8.6.2). */
#include "engine/nivel_arena/effects/effects.h"
#include "engine/nivel_arena/turn/turn.h"
#include "engine/nivel_arena/zones/zones.h"

#include <string.h>

static const char *action_of(const json_t *in)
{
    static const char *const actions[] = {"draw", "damage", "power", "hit", "trash", "hand",
                                          "level", "size", "then", "lose", "win", "look",
                                          "reveal", NULL};
    for (int i = 0; actions[i]; i++)
        if (json_object_get(in, actions[i]))
            return actions[i];
    return "";
}

static const char *str(const json_t *in, const char *key, const char *dflt)
{
    const char *s = json_string_value(json_object_get(in, key));
    return s ? s : dflt;
}

/* Whether the effect's own card is still the card it was, in a unit zone. */
static bool this_unit(na_game *g, const na_ctx *x)
{
    return x->card >= 0 && g->t.cards[x->card].inc == x->inc && na_lane_of(g, x->card) >= 0;
}

/* The units a target names: "this", one to choose, or all of a side's. */
static size_t candidates(na_game *g, const na_ctx *x, const char *target, int *out)
{
    size_t n = 0;
    if (strcmp(target, "this") == 0) {
        RULE(g->run, "8.3.4");
        if (this_unit(g, x))
            out[n++] = x->card;
        return n;
    }
    RULE(g->run, "3.5.4");
    int side = strncmp(target, "own", 3) == 0 ? x->master : na_other(x->master);
    for (int lane = 0; lane < NA_LANES; lane++) {
        int u = na_unit_at(g, side, lane);
        if (u >= 0)
            out[n++] = u;
    }
    return n;
}

static bool chooses_one(const char *target)
{
    return strcmp(target, "opponent-unit") == 0 || strcmp(target, "own-unit") == 0;
}

/* The units the instruction acts on: *n of them; a choice of one when it says so (8.3.3). */
static int targets(na_game *g, const na_ctx *x, const char *target, int *out, size_t *n)
{
    int cands[NA_LANES];
    size_t nc = candidates(g, x, target, cands);
    if (!chooses_one(target) || nc == 0) {
        memcpy(out, cands, nc * sizeof *cands);
        *n = nc;
        return TCG_OK;
    }
    RULE(g->run, "8.3.3");
    RULE(g->run, "8.3.3.1");
    size_t got;
    TCG_TRY(tcg_choose_cards(&g->t, "target", x->master, cands, nc, 1, 1, out, &got));
    *n = got;
    return TCG_OK;
}

static int until_of(const na_ctx *x, const json_t *in)
{
    const char *u = json_string_value(json_object_get(in, "until"));
    if (!u)
        return x->until;
    return strcmp(u, "battle") == 0 ? NA_UNTIL_BATTLE
        : strcmp(u, "turn") == 0 ? NA_UNTIL_TURN : NA_UNTIL_GAME;
}

/* The players an instruction names, the turn player first (1.3.5.1). */
static int players_of(na_game *g, const na_ctx *x, const char *who, int *out)
{
    if (strcmp(who, "each") == 0) {
        RULE(g->run, "1.3.5.1");
        out[0] = g->t.tp;
        out[1] = na_other(g->t.tp);
        return 2;
    }
    if (strcmp(who, "self") == 0)
        RULE(g->run, "8.3.4");
    out[0] = strcmp(who, "self") == 0 ? x->master : na_other(x->master);
    return 1;
}

static int do_draw(na_game *g, const na_ctx *x, const json_t *in, bool *done)
{
    long n = json_integer_value(json_object_get(in, "draw"));
    int ps[2];
    int np = players_of(g, x, str(in, "who", "self"), ps);
    *done = true;
    for (int i = 0; i < np; i++) {
        long want = n, drawn;
        if (json_is_true(json_object_get(in, "upto"))) {
            long deck = (long)tcg_zone(&g->t, ps[i], NA_DECK)->n;
            RULE(g->run, "1.3.6.1");
            if (deck < n)
                RULE(g->run, "4.4.4");
            RULE(g->run, "1.3.6");
            TCG_TRY(tcg_choose_int(&g->t, "draw-count", ps[i], 0, deck < n ? deck : n, &want));
        }
        TCG_TRY(na_draw(g, ps[i], want, &drawn));
        if (drawn < n)
            *done = false;
    }
    return TCG_OK;
}

static int do_damage(na_game *g, const na_ctx *x, const json_t *in, bool *done)
{
    long n = json_integer_value(json_object_get(in, "damage"));
    int ps[2];
    int np = players_of(g, x, str(in, "to", "opponent"), ps);
    RULE(g->run, "4.5.1");
    for (int i = 0; i < np; i++)
        TCG_TRY(na_damage(g, ps[i], n));
    *done = n > 0;
    return TCG_OK;
}

static int do_modify(na_game *g, const na_ctx *x, const json_t *in, int kind, bool *done)
{
    const char *key = kind == NA_EF_POWER ? "power" : "hit";
    long v = json_integer_value(json_object_get(in, key));
    int units[NA_LANES];
    size_t n;
    TCG_TRY(targets(g, x, str(in, "target", "this"), units, &n));
    int until = until_of(x, in);
    for (size_t i = 0; i < n; i++) {
        tcg_effect *e = tcg_effect_add(&g->t, kind, units[i], x->master, until);
        e->value = v;
        eng_event(g->run, key, json_pack("{s:o, s:I}", "card", tcg_id_json(&g->t, units[i]),
                                         "by", (json_int_t)v));
    }
    if (n == 0)
        RULE(g->run, "1.3.2");
    *done = n > 0;
    return TCG_OK;
}

static int do_trash(na_game *g, const na_ctx *x, const json_t *in, bool *done)
{
    const char *target = str(in, "trash", "this");
    const tcg_card *c = &g->t.cards[x->card];
    if (strcmp(target, "this") == 0 && c->inc == x->inc && c->zone == NA_TRASH) {
        RULE(g->run, "8.3.4");
        *done = false;   /* an exit effect's own card, in the trash: it stays there (4.8.2) */
        return na_trash(g, x->card, "effect", -1);
    }
    int units[NA_LANES];
    size_t n;
    TCG_TRY(targets(g, x, target, units, &n));
    for (size_t i = 0; i < n; i++)
        TCG_TRY(na_trash(g, units[i], "effect", -1));
    if (n == 0)
        RULE(g->run, "1.3.2");
    *done = n > 0;
    return TCG_OK;
}

/* "this" card to its owner's hand (4.2.2), wherever it is, while it is the same card. */
static int do_hand(na_game *g, const na_ctx *x, bool *done)
{
    tcg_card *c = &g->t.cards[x->card];
    *done = c->inc == x->inc && c->zone != NA_HAND && c->zone != NA_LEVEL;
    if (!*done)
        return TCG_OK;
    RULE(g->run, "4.2.2");
    return na_move(g, x->card, tcg_at(c->owner, NA_HAND), TCG_BOTTOM, "effect");
}

static int do_size(na_game *g, const na_ctx *x, const json_t *in, bool *done)
{
    tcg_effect *e = tcg_effect_add(&g->t, NA_EF_SIZE, g->leader[x->master], x->master,
                                   until_of(x, in));
    e->value = json_integer_value(json_object_get(in, "size"));
    RULE(g->run, "4.7.3");
    *done = true;
    return TCG_OK;
}

static int do_end(na_game *g, const na_ctx *x, const json_t *in, bool lose)
{
    int ps[2];
    int np = players_of(g, x, str(in, lose ? "lose" : "win", "self"), ps);
    RULE(g->run, "1.2.5");
    unsigned losers = 0;
    for (int i = 0; i < np; i++)
        losers |= 1u << (lose ? ps[i] : na_other(ps[i]));
    return na_lose(g, losers, "effect");
}

/* The top n cards of the master's deck looked at by the master alone (11.2.1), or revealed to
 * every player (11.1.1): they stay where they are (11.1.2, 11.2.2) and are hidden again once
 * the effect is processed (11.1.3, 11.2.3): the event says who saw which cards. */
static int do_see(na_game *g, const na_ctx *x, const json_t *in, bool reveal, bool *done)
{
    long n = json_integer_value(json_object_get(in, reveal ? "reveal" : "look"));
    const tcg_list *deck = tcg_zone(&g->t, x->master, NA_DECK);
    size_t k = (size_t)n < deck->n ? (size_t)n : deck->n;
    RULE(g->run, reveal ? "11.1.2" : "11.2.1");
    RULE(g->run, reveal ? "11.1.3" : "11.2.2");
    if (!reveal)
        RULE(g->run, "11.2.3");
    json_t *seen = tcg_ids_json(&g->t, deck->v, k);
    eng_event(g->run, reveal ? "reveal" : "look",
              json_pack("{s:s, s:o, s:o}", "player", na_player_names[x->master], "to",
                        reveal ? json_pack("[s, s]", "P1", "P2")
                               : json_pack("[s]", na_player_names[x->master]),
                        "cards", seen));
    *done = k > 0 && (long)k == n;
    return TCG_OK;
}

static int one(na_game *g, const na_ctx *x, const json_t *in, bool prev_done, bool *done)
{
    const char *a = action_of(in);
    if (strcmp(a, "look") == 0 || strcmp(a, "reveal") == 0)
        return do_see(g, x, in, strcmp(a, "reveal") == 0, done);
    if (strcmp(a, "then") == 0) {
        RULE(g->run, "8.3.2");   /* *done is the caller's flag, prev_done: it stays */
        return prev_done ? na_process(g, x, json_object_get(in, "then")) : TCG_OK;
    }
    if (strcmp(a, "draw") == 0)
        return do_draw(g, x, in, done);
    if (strcmp(a, "damage") == 0)
        return do_damage(g, x, in, done);
    if (strcmp(a, "power") == 0)
        return do_modify(g, x, in, NA_EF_POWER, done);
    if (strcmp(a, "hit") == 0)
        return do_modify(g, x, in, NA_EF_HIT, done);
    if (strcmp(a, "trash") == 0)
        return do_trash(g, x, in, done);
    if (strcmp(a, "hand") == 0)
        return do_hand(g, x, done);
    if (strcmp(a, "size") == 0)
        return do_size(g, x, in, done);
    if (strcmp(a, "level") == 0) {
        long d = json_integer_value(json_object_get(in, "level"));
        int before = g->level[x->master];
        TCG_TRY(na_level_change(g, x->master, d));
        *done = g->level[x->master] != before;
        return TCG_OK;
    }
    return do_end(g, x, in, strcmp(a, "lose") == 0);
}

int na_process(na_game *g, const na_ctx *x, const json_t *instrs)
{
    RULE(g->run, "8.3.1");
    RULE(g->run, "1.3.7.4");
    g->hold++;
    bool done = true;
    int st = TCG_OK;
    for (size_t i = 0; st == TCG_OK && i < json_array_size(instrs); i++) {
        st = one(g, x, json_array_get(instrs, i), done, &done);
        if (st == TCG_OK)
            st = na_rule_check(g, false);
    }
    g->hold--;
    if (st == TCG_OK)
        st = na_rule_check(g, true);
    return st;
}

bool na_executable(na_game *g, const na_ctx *x, const json_t *instrs)
{
    for (size_t i = 0; i < json_array_size(instrs); i++) {
        const json_t *in = json_array_get(instrs, i);
        const char *a = action_of(in);
        int units[NA_LANES];
        if (strcmp(a, "power") == 0 || strcmp(a, "hit") == 0) {
            if (candidates(g, x, str(in, "target", "this"), units) > 0)
                return true;
        } else if (strcmp(a, "trash") == 0) {
            if (candidates(g, x, str(in, "trash", "this"), units) > 0)
                return true;
        } else if (strcmp(a, "level") == 0) {
            long to = g->level[x->master] + json_integer_value(json_object_get(in, "level"));
            to = to > 10 ? 10 : to < 1 ? 1 : to;
            if (to != g->level[x->master])
                return true;
        } else if (strcmp(a, "draw") == 0 || strcmp(a, "damage") == 0) {
            if (json_integer_value(json_object_get(in, a)) > 0)
                return true;
        } else if (strcmp(a, "look") == 0 || strcmp(a, "reveal") == 0) {
            if (json_integer_value(json_object_get(in, a)) > 0
                && tcg_zone(&g->t, x->master, NA_DECK)->n > 0)
                return true;
        } else if (strcmp(a, "hand") == 0) {
            tcg_card *c = &g->t.cards[x->card];
            if (c->inc == x->inc && c->zone != NA_HAND && c->zone != NA_LEVEL)
                return true;
        } else if (strcmp(a, "then") != 0) {
            return true;
        }
    }
    return false;
}

int na_level_change(na_game *g, int player, long delta)
{
    long to = g->level[player] + delta;
    if (to > 10) {
        RULE(g->run, "4.6.3");
        to = 10;
    }
    if (to < 1)
        to = 1;
    if (to == g->level[player]) {
        RULE(g->run, "1.3.2.1");
        return TCG_OK;
    }
    g->level[player] = (int)to;
    RULE(g->run, "4.6.2");
    eng_event(g->run, "level", json_pack("{s:s, s:i}", "player", na_player_names[player],
                                         "level", g->level[player]));
    int l = g->leader[player];
    if (g->c[l].awaken > 0 && !g->c[l].awakened && g->level[player] >= g->c[l].awaken) {
        RULE(g->run, "10.2.6.1.2");
        g->c[l].awakened = true;
        eng_event(g->run, "awaken", json_pack("{s:s, s:o}", "player", na_player_names[player],
                                              "card", tcg_id_json(&g->t, l)));
    }
    return TCG_OK;
}
