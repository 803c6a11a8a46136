/* exec.c — processing an effect's instructions (1500): in the order written (1500/処理順序), for the
 * effect's user (1500/使用者, 1000/処理者について), an optional one when its processor chooses
 * (1500/任意処理); the selectors and filters naming cards (the choices asked of the processor, or
 * of the other player when the effect says so: 1500/処理者), the board's positions read in the
 * frame of the effect's user (0300/列/同列, オーダー/同オーダー, 方向, 隣接), the fields an effect
 * chooses. An instruction on several cards processes them one at a time in the board's order
 * (LY-ALL-ORDER). */
#include "engine/lycee/effects/effects.h"
#include "engine/lycee/board/board.h"
#include "engine/lycee/setup/setup.h"
#include "engine/lycee/turn/turn.h"

#include <string.h>

static const char *const process_verbs[] = {"draw", "discard", "mill", "to_hand", "to_deck",
                                            "shield", "charge", "recover", "shuffle",
                                            "look_deck", "look_top", "pick", "search", NULL};
static const char *const type_names[] = {"character", "event", "item", "area", NULL};

/* --- filters ------------------------------------------------------------------------------------- */

static int whose(const ly_game *g, int card)
{
    return ly_user_of(g, card);
}

static bool in_zone(ly_game *g, const json_t *f, int card)
{
    const char *z = json_string_value(json_object_get(f, "zone"));
    const ly_card *c = &g->c[card];
    if (!z || strcmp(z, "field") == 0) {
        const char *t = json_string_value(json_object_get(f, "type"));
        if (t && strcmp(t, "item") == 0)
            return c->type == LY_T_ITEM && c->role == LY_ROLE_ITEM;
        if (t && strcmp(t, "area") == 0)
            return c->type == LY_T_AREA && ly_is_field(ly_zone_of(g, card));
        return ly_on_field(g, card);
    }
    int zone = eng_enum_index(ly_zone_names, z);
    return ly_zone_of(g, card) == zone && g->c[card].role == LY_ROLE_NONE;
}

bool ly_filter(ly_game *g, const ly_ctx *x, const json_t *f, int card)
{
    if (card < 0 || !in_zone(g, f, card))
        return false;
    const ly_card *c = &g->c[card];
    const json_t *v;
    const char *who = json_string_value(json_object_get(f, "who"));
    if (who && strcmp(who, "any") != 0) {
        RULE(g->run, "0100/相手・自分");
        if ((strcmp(who, "you") == 0) != (whose(g, card) == x->user))
            return false;
    }
    if ((v = json_object_get(f, "type")) &&
        eng_enum_index(type_names, json_string_value(v)) != c->type)
        return false;
    if ((v = json_object_get(f, "name")) && strcmp(json_string_value(v), c->name) != 0)
        return false;
    if ((v = json_object_get(f, "subname")) && strcmp(json_string_value(v), c->subname) != 0)
        return false;
    unsigned attrs = (json_object_get(f, "attribute") || json_object_get(f, "no_attribute"))
                         ? ly_attrs(g, card) : 0;
    if ((v = json_object_get(f, "attribute"))) {
        RULE(g->run, "0212");
        if (!(attrs & (1u << ly_attr_index(json_string_value(v)))))
            return false;
    }
    if (json_is_true(json_object_get(f, "no_attribute"))) {
        RULE(g->run, "0212/無属性~r1");
        RULE(g->run, "0212/無属性~r3");
        RULE(g->run, "0212/無属性~n1");
        if (attrs)
            return false;
    }
    if ((v = json_object_get(f, "card_type")) && !ly_has_type(g, card, json_string_value(v)))
        return false;
    if ((v = json_object_get(f, "tapped")) && json_is_true(v) != c->tapped)
        return false;
    if ((v = json_object_get(f, "ex")) && json_integer_value(v) != c->ex)
        return false;
    if ((v = json_object_get(f, "ap_min")) && ly_stat(g, card, LY_AP) < json_integer_value(v))
        return false;
    if ((v = json_object_get(f, "ap_max")) && ly_stat(g, card, LY_AP) > json_integer_value(v))
        return false;
    int self = ly_this_of(g, x->card);
    if (json_is_true(json_object_get(f, "other")) && card == self)
        return false;
    if ((v = json_object_get(f, "row"))) {
        bool af = ly_is_af(ly_zone_of(g, card));
        if (af != (strcmp(json_string_value(v), "AF") == 0))
            return false;
    }
    bool where = json_object_get(f, "direction") || json_is_true(json_object_get(f, "column")) ||
                 json_is_true(json_object_get(f, "order")) ||
                 json_is_true(json_object_get(f, "adjacent"));
    if (where) {
        if (self < 0 || !ly_is_field(ly_zone_of(g, self)) || !ly_is_field(ly_zone_of(g, card)))
            return false;
        int ps = ly_player_of(g, self), zs = ly_zone_of(g, self);
        int pc = ly_player_of(g, card), zc = ly_zone_of(g, card);
        if ((v = json_object_get(f, "direction"))) {
            RULE(g->run, "0300/自分の場の構成");    /* the rays cross both 場 */
            RULE(g->run, "0300/方向");
            RULE(g->run, "0300/方向~n1");
            int dir = eng_enum_index(ly_dir_names, json_string_value(v));
            if (!ly_in_direction(x->user, ps, zs, dir, pc, zc))
                return false;
        }
        if (json_is_true(json_object_get(f, "column"))) {
            RULE(g->run, "0300/列");
            RULE(g->run, "0300/列/同列");
            if (!ly_same_column(ps, zs, pc, zc))
                return false;
        }
        if (json_is_true(json_object_get(f, "order"))) {
            RULE(g->run, "0300/オーダー");
            RULE(g->run, "0300/オーダー/同オーダー");
            if (pc != ps || ly_is_af(zc) != ly_is_af(zs))
                return false;
        }
        if (json_is_true(json_object_get(f, "adjacent"))) {
            RULE(g->run, "0300/隣接");
            RULE(g->run, "0300/隣接~n1");
            if (!ly_adjacent(ps, zs, pc, zc))
                return false;
        }
    }
    if (json_is_true(json_object_get(f, "same_name")) && (self < 0 || !ly_same_name(g, self, card)))
        return false;
    if (json_is_true(json_object_get(f, "same_char_name")) &&
        (self < 0 || !ly_same_char_name(g, self, card)))
        return false;
    if (json_is_true(json_object_get(f, "same_subname"))) {
        RULE(g->run, "0221:キャラクター名/同サブネーム");
        if (self < 0 || g->c[self].type != LY_T_CHARACTER || c->type != LY_T_CHARACTER ||
            strcmp(g->c[self].subname, c->subname) != 0)
            return false;
    }
    return true;
}

/* The board's order (LY-ALL-ORDER): the turn player's, then the other's; fields, each's character,
 * item, area, then hand, trash, shield, deck. */
size_t ly_candidates(ly_game *g, const ly_ctx *x, const json_t *f, int *out, size_t max)
{
    size_t n = 0;
    int first = g->t.tp >= 0 ? g->t.tp : LY_P1;
    for (int k = 0; k < 2; k++) {
        int p = k ? ly_opp(first) : first;
        for (int z = LY_AF_LEFT; z <= LY_DF_RIGHT; z++) {
            int ch = ly_char_at(g, p, z), area = ly_area_at(g, p, z), item[2];
            size_t ni = ch >= 0 ? ly_carried(g, ch, LY_ROLE_ITEM, item, 2) : 0;
            int cards[4] = {ch, ni ? item[0] : -1, area, -1};
            for (int i = 0; i < 3 && n < max; i++)
                if (cards[i] >= 0 && ly_filter(g, x, f, cards[i]))
                    out[n++] = cards[i];
        }
        static const int zones[] = {LY_HAND, LY_TRASH, LY_SHIELD, LY_DECK};
        for (size_t i = 0; i < 4; i++) {
            const tcg_list *l = ly_zl(g, p, zones[i]);
            for (size_t j = 0; j < l->n && n < max; j++)
                if (ly_filter(g, x, f, l->v[j]))
                    out[n++] = l->v[j];
        }
    }
    return n;
}

/* --- selectors ------------------------------------------------------------------------------------ */

int ly_select(ly_game *g, ly_ctx *x, const json_t *sel, int *out, size_t max, size_t *n)
{
    *n = 0;
    if (!sel)
        sel = json_string("this");
    else
        json_incref((json_t *)sel);
    int st = TCG_OK;
    const char *s = json_string_value(sel);
    if (s) {
        if (strcmp(s, "this") == 0) {
            int t = ly_this_of(g, x->card);
            if (t >= 0)
                out[(*n)++] = t;
        } else if (strcmp(s, "targets") == 0) {
            for (size_t i = 0; x->decl && i < x->decl->ntargets && *n < max; i++) {
                int t = x->decl->targets[i];
                if (g->t.cards[t].inc == x->decl->target_inc[i])
                    out[(*n)++] = t;
            }
        } else if (strcmp(s, "trigger") == 0) {
            if (x->trigger_card >= 0)
                out[(*n)++] = x->trigger_card;
        } else if (strcmp(s, "attacker") == 0 || strcmp(s, "defender") == 0) {
            int t = s[0] == 'a' ? g->b.attacker : g->b.defender;
            if (g->b.on && t >= 0)
                out[(*n)++] = t;
        } else if (strcmp(s, "aside") == 0) {
            for (int p = 0; p < 2; p++) {
                const tcg_list *l = ly_zl(g, p, LY_ASIDE);
                for (size_t i = 0; i < l->n && *n < max; i++)
                    if (x->aside && g->c[l->v[i]].aside_of == x->aside)
                        out[(*n)++] = l->v[i];
            }
        } else if (strcmp(s, "picked") == 0) {
            if (x->picked)
                out[(*n)++] = x->picked - 1;
        }
    } else if (json_object_get(sel, "all")) {
        *n = ly_candidates(g, x, json_object_get(sel, "all"), out, max);
    } else {
        int cands[256];
        size_t nc = ly_candidates(g, x, json_object_get(sel, "from"), cands, 256);
        size_t want = (size_t)json_integer_value(json_object_get(sel, "choose"));
        bool up_to = json_is_true(json_object_get(sel, "up_to"));
        const char *by = json_string_value(json_object_get(sel, "by"));
        int chooser = by && strcmp(by, "opponent") == 0 ? ly_opp(x->user) : x->user;
        if (chooser != x->user) {
            RULE(g->run, "1500/処理者");
            RULE(g->run, "1500/処理者~n1");
        }
        if (!up_to && nc <= want) {
            memcpy(out, cands, nc * sizeof *cands);   /* nothing to choose: all of them */
            *n = nc;
        } else if (nc) {
            st = tcg_choose_cards(&g->t, "target", chooser, cands, nc, up_to ? 0 : want,
                                  want < nc ? want : nc, out, n);
        }
    }
    json_decref((json_t *)sel);
    return st;
}

/* --- fields ------------------------------------------------------------------------------------------ */

static bool field_fits(ly_game *g, int chooser, int card, const json_t *spec, tcg_place f)
{
    const char *who = json_string_value(json_object_get(spec, "who"));
    if (!who || strcmp(who, "you") == 0) {
        if (f.player != chooser)
            return false;
    } else if (strcmp(who, "opponent") == 0 && f.player == chooser) {
        return false;
    }
    if (json_is_true(json_object_get(spec, "empty")) && ly_char_at(g, f.player, f.zone) >= 0)
        return false;
    const char *row = json_string_value(json_object_get(spec, "row"));
    if (row && ly_is_af(f.zone) != (strcmp(row, "AF") == 0))
        return false;
    bool near = json_is_true(json_object_get(spec, "adjacent"));
    const char *dir = json_string_value(json_object_get(spec, "direction"));
    if (near || dir) {
        if (card < 0 || !ly_is_field(ly_zone_of(g, card)))
            return false;
        int p = ly_player_of(g, card), z = ly_zone_of(g, card);
        if (near)
            RULE(g->run, "0300/隣接");
        if (near && !ly_adjacent(p, z, f.player, f.zone))
            return false;
        if (dir)
            RULE(g->run, "0300/方向");
        if (dir && !ly_in_direction(chooser, p, z, eng_enum_index(ly_dir_names, dir), f.player,
                                    f.zone))
            return false;
    }
    return true;
}

int ly_choose_field(ly_game *g, int chooser, int card, const json_t *spec, tcg_place *out)
{
    *out = (tcg_place){-1, TCG_NOWHERE, 0};
    const char *s = json_string_value(spec);
    if (s) {
        const char *colon = strchr(s, ':');
        int p = chooser;
        if (colon)
            p = strncmp(s, "P1", 2) == 0 ? LY_P1 : LY_P2;
        *out = tcg_at(p, LY_AF_LEFT + ly_field_index(colon ? colon + 1 : s));
        return TCG_OK;
    }
    tcg_place cands[12];
    size_t n = 0;
    for (int p = 0; p < 2; p++)
        for (int z = LY_AF_LEFT; z <= LY_DF_RIGHT; z++)
            if (!spec ? p == chooser : field_fits(g, chooser, card, spec, tcg_at(p, z)))
                cands[n++] = tcg_at(p, z);
    if (n == 0)
        return TCG_OK;
    if (n == 1) {
        *out = cands[0];
        return TCG_OK;
    }
    json_t *options = json_array();
    for (size_t i = 0; i < n; i++)
        json_array_append_new(options, ly_place_json(g, cands[i]));
    const json_t *v;
    TCG_TRY(tcg_choose(&g->t, "field", chooser, options, &v));
    for (size_t i = 0; i < n; i++) {
        json_t *label = ly_place_json(g, cands[i]);
        bool same = json_equal(label, v);
        json_decref(label);
        if (same) {
            *out = cands[i];
            return TCG_OK;
        }
    }
    return eng_error(g->run, "choose \"field\": the answer must be one of the offered places");
}

/* --- the instructions -------------------------------------------------------------------------------- */

static int one(ly_game *g, ly_ctx *x, const json_t *in)
{
    if (json_is_true(json_object_get(in, "optional"))) {
        RULE(g->run, "1500/任意処理");
        bool yes;
        TCG_TRY(tcg_choose_bool(&g->t, "optional", x->user, &yes));
        if (!yes)
            return TCG_OK;
    }
    const char *verb = ly_verb_of(in);
    if (eng_enum_index(process_verbs, verb) >= 0)
        return ly_process_deck(g, x, verb, in);
    return ly_process_card(g, x, verb, in);
}

int ly_exec(ly_game *g, ly_ctx *x, const json_t *instrs)
{
    RULE(g->run, "1500/使用者");
    RULE(g->run, "1000/処理者について");
    RULE(g->run, "1500/処理者");
    g->processing++;
    int st = TCG_OK;
    for (size_t i = 0; st == TCG_OK && i < json_array_size(instrs); i++) {
        RULE(g->run, "1500/処理順序");
        st = one(g, x, json_array_get(instrs, i));
    }
    g->processing--;
    return st;
}
