/* cards.c — the cards' information (0200–0250), read strictly from setup.cards: the card type
 * (0220, 0230, 0240, 0250), names (0211, 0221; 特別処理's alias, 0210), attributes (0212), the
 * 使用代償 (0213, 0710–0714), EX and the values (0222), タイプ, 配置制限 (0214), brands and the
 * construction restriction (0210, 0110), basic abilities (0223, 1100), special abilities and the
 * effects of events, items and areas (0224, 0226, 0230, 0240, 0250), teams (0225); and what rules
 * read of them: two names alike (0211/同名(同カード名)), the card number of 1200. */
#include "engine/lycee/setup/setup.h"
#include "engine/lycee/effects/effects.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char *const type_names[] = {"character", "event", "item", "area", NULL};
static const char *const card_keys[] = {
    "type", "name", "subname", "alias", "enters_tapped", "number", "attributes", "cost", "ex",
    "ap", "dp", "sp", "dmg", "types", "leader", "place", "brands", "construction", "basics",
    "abilities", "teams", "owner", NULL};
static const char *const ability_keys[] = {"kind", "cost", "timing", "target", "effect",
                                           "trigger", "continuous", "produce", "zone",
                                           "no_response", "once_per_game", "trump", NULL};
static const char *const kind_names[] = {"declare", "trigger", "continuous", "cost", "hand",
                                         NULL};
static const char *const timing_names[] = {"main-tp", "main-ntp", "battle-tp", "battle-ntp",
                                           "response-main-tp", "response-main-ntp",
                                           "response-battle-tp", "response-battle-ntp", NULL};
static const char *const opg_names[] = {"none", "use", "process", NULL};
static const char *const cost_icons[] = {"snow", "moon", "flower", "space", "sun", "any", "T",
                                         "0", NULL};
static const char *const basic_keys[] = {"name", "cost", "effect", "count", NULL};
static const char *const team_keys[] = {"type", "count", "ap", "dp", "sp", "dmg", NULL};
static const char *const valid_zones[] = {"field", "hand", "trash", NULL};

const char *const ly_basic_names[] = {"step", "side-step", "order-step", "order-change",
                                      "aggressive", "engage", "assist", "recovery", "supporter",
                                      "penalty", "guts", "bonus", "charge", NULL};

int ly_attr_index(const char *name)
{
    return eng_enum_index(ly_attr_names, name);
}

int ly_field_index(const char *name)
{
    int z = eng_enum_index(ly_zone_names, name);
    return ly_is_field(z) ? z - LY_AF_LEFT : -1;
}

/* --- costs --------------------------------------------------------------------------------------- */

static int cost_part(ly_game *g, const json_t *v, const char *what, ly_cost_part *p)
{
    *p = (ly_cost_part){.n = 1};
    if (json_is_string(v)) {
        int k = eng_enum_index(cost_icons, json_string_value(v));
        if (k < 0)
            return eng_error(g->run, "%s: unknown cost icon \"%s\"", what, json_string_value(v));
        if (k <= LY_ANY) {
            p->kind = LY_C_POINT;       /* 0710/要求 */
            p->attr = k;
        } else {
            p->kind = k == LY_ANY + 1 ? LY_C_T : LY_C_ZERO;   /* 0711/要求, 0712/要求 */
        }
        return TCG_OK;
    }
    if (!json_is_object(v) || json_object_size(v) != 1)
        return eng_error(g->run, "%s: a cost part is an icon or an object with one key", what);
    int64_t n = 1;
    if (json_object_get(v, "charge")) {
        p->kind = LY_C_CHARGE;          /* 0713/要求 */
        TCG_TRY(eng_get_int(g->run, v, "charge", what, true, 1, 127, &n));
    } else if (json_object_get(v, "discard_hand")) {
        p->kind = LY_C_DISCARD_HAND;    /* 0714/自分の手札を破棄する */
        TCG_TRY(eng_get_int(g->run, v, "discard_hand", what, true, 1, 127, &n));
    } else if ((p->filter = json_object_get(v, "discard"))) {
        p->kind = LY_C_DISCARD;         /* 0714/カードを破棄する */
        TCG_TRY(ly_check_filter(g, p->filter, what));
    } else if ((p->filter = json_object_get(v, "tap"))) {
        p->kind = LY_C_TAP;             /* 0714/キャラを行動済み状態にする */
        TCG_TRY(ly_check_filter(g, p->filter, what));
    } else {
        return eng_error(g->run, "%s: unknown cost part \"%s\"", what,
                         json_object_iter_key(json_object_iter((json_t *)v)));
    }
    p->n = (long)n;
    return TCG_OK;
}

int ly_cost_read(ly_game *g, const json_t *v, const char *what, ly_cost *out)
{
    *out = (ly_cost){0};
    if (!v)
        return TCG_OK;
    if (!json_is_array(v))
        return eng_error(g->run, "%s: \"cost\" must be an array", what);
    out->present = true;
    out->n = json_array_size(v);
    out->v = xcalloc(out->n ? out->n : 1, sizeof *out->v);
    for (size_t i = 0; i < out->n; i++) {
        char w[160];
        eng_format(w, sizeof w, "%s.cost[%zu]", what, i);
        TCG_TRY(cost_part(g, json_array_get(v, i), w, &out->v[i]));
    }
    return TCG_OK;
}

/* --- abilities ------------------------------------------------------------------------------------ */

void ly_ability_free(ly_ability *a)
{
    free(a->cost.v);
    a->cost.v = NULL;
}

static int string_array(ly_game *g, const json_t *v, const char *key, const char *what)
{
    if (!v)
        return TCG_OK;
    if (!json_is_array(v))
        return eng_error(g->run, "%s: \"%s\" must be an array of strings", what, key);
    for (size_t i = 0; i < json_array_size(v); i++)
        if (!json_is_string(json_array_get(v, i)))
            return eng_error(g->run, "%s: \"%s\"[%zu] must be a string", what, key, i);
    return TCG_OK;
}

int ly_ability_read(ly_game *g, const json_t *v, const char *what, int type, ly_ability *a)
{
    *a = (ly_ability){.timing = LY_TIM_ALL, .zone = -1};
    TCG_TRY(eng_only_keys(g->run, v, what, ability_keys));
    int kind = type == LY_T_EVENT ? LY_K_DECLARE
               : type == LY_T_ITEM || type == LY_T_AREA ? LY_K_CONTINUOUS : -1;
    TCG_TRY(eng_get_enum(g->run, v, "kind", what, kind < 0, kind_names, &kind));
    a->kind = (ly_kind)kind;
    if (type == LY_T_EVENT && a->kind != LY_K_DECLARE)
        return eng_error(g->run, "%s: an event's effect is declared (0230/効果)", what);
    if (a->kind == LY_K_HAND && type != LY_T_CHARACTER)
        return eng_error(g->run, "%s: only characters have hand abilities (0220)", what);
    TCG_TRY(ly_cost_read(g, json_object_get(v, "cost"), what, &a->cost));
    const json_t *t = json_object_get(v, "timing");
    if (t) {
        if (!json_is_array(t))
            return eng_error(g->run, "%s: \"timing\" must be an array", what);
        a->timing = 0;
        for (size_t i = 0; i < json_array_size(t); i++) {
            int k = eng_enum_index(timing_names, json_string_value(json_array_get(t, i)));
            if (k < 0)
                return eng_error(g->run, "%s: unknown timing in \"timing\"[%zu]", what, i);
            a->timing |= 1u << k;
        }
    }
    a->target = json_object_get(v, "target");
    a->effect = json_object_get(v, "effect");
    a->trigger = json_object_get(v, "trigger");
    a->continuous = json_object_get(v, "continuous");
    a->produce = json_object_get(v, "produce");
    bool declared = a->kind == LY_K_DECLARE || a->kind == LY_K_HAND;
    if (a->target && (!declared || ly_check_target(g, a->target, what) != TCG_OK))
        return declared ? TCG_ERR : eng_error(g->run, "%s: only declared effects have \"target\"", what);
    if (a->kind == LY_K_TRIGGER) {
        TCG_TRY(eng_member(g->run, v, "trigger", what, true, &t));
        TCG_TRY(ly_check_trigger(g, a->trigger, what));
    } else if (a->trigger) {
        return eng_error(g->run, "%s: \"trigger\" is for triggered effects", what);
    }
    if (a->kind == LY_K_CONTINUOUS) {
        TCG_TRY(eng_member(g->run, v, "continuous", what, true, &t));
        TCG_TRY(ly_check_continuous(g, a->continuous, what));
        int z = 0;
        TCG_TRY(eng_get_enum(g->run, v, "zone", what, false, valid_zones, &z));
        a->zone = json_object_get(v, "zone") && z > 0 ? (z == 1 ? LY_HAND : LY_TRASH) : -1;
    } else if (a->continuous || json_object_get(v, "zone")) {
        return eng_error(g->run, "%s: \"continuous\" and \"zone\" are for continuous effects", what);
    }
    if (a->kind == LY_K_COST) {
        if (!a->produce)
            return eng_error(g->run, "%s: \"produce\" is required for a cost-type effect", what);
        TCG_TRY(string_array(g, a->produce, "produce", what));
        for (size_t i = 0; i < json_array_size(a->produce); i++) {
            int k = eng_enum_index(cost_icons, json_string_value(json_array_get(a->produce, i)));
            if (k < 0 || k > LY_ANY)
                return eng_error(g->run, "%s: \"produce\"[%zu] must be an attribute or \"any\"",
                                 what, i);
        }
    } else if (a->produce) {
        return eng_error(g->run, "%s: \"produce\" is for cost-type effects", what);
    }
    if (a->effect) {
        if (a->kind == LY_K_CONTINUOUS || a->kind == LY_K_COST)
            return eng_error(g->run, "%s: \"effect\" is for declared and triggered effects", what);
        TCG_TRY(ly_check_effect(g, a->effect, what));
    } else if (a->kind == LY_K_DECLARE || a->kind == LY_K_TRIGGER || a->kind == LY_K_HAND) {
        return eng_error(g->run, "%s: \"effect\" is required", what);
    }
    TCG_TRY(eng_get_bool(g->run, v, "no_response", what, &a->no_response));
    TCG_TRY(eng_get_bool(g->run, v, "trump", what, &a->trump));
    TCG_TRY(eng_get_enum(g->run, v, "once_per_game", what, false, opg_names, &a->once_per_game));
    return TCG_OK;
}

int ly_basic_read(ly_game *g, const json_t *v, const char *what, ly_basic *b)
{
    *b = (ly_basic){0};
    TCG_TRY(eng_only_keys(g->run, v, what, basic_keys));
    TCG_TRY(eng_get_enum(g->run, v, "name", what, true, ly_basic_names, &b->name));
    TCG_TRY(ly_cost_read(g, json_object_get(v, "cost"), what, &b->cost));
    b->effect = json_object_get(v, "effect");
    bool has_cost = b->name <= LY_B_ORDER_CHANGE || b->name == LY_B_SUPPORTER ||
                    b->name == LY_B_GUTS;
    bool has_effect = b->name == LY_B_ENGAGE || b->name == LY_B_RECOVERY ||
                      b->name == LY_B_PENALTY || b->name == LY_B_BONUS;
    if (b->cost.present && !has_cost)
        return eng_error(g->run, "%s: %s has no [使用代償]", what, ly_basic_names[b->name]);
    if (has_effect) {
        const json_t *e;
        TCG_TRY(eng_member(g->run, v, "effect", what, true, &e));
        TCG_TRY(ly_check_effect(g, e, what));
    } else if (b->effect) {
        return eng_error(g->run, "%s: %s has no [効果]", what, ly_basic_names[b->name]);
    }
    int64_t n = 0;
    TCG_TRY(eng_get_int(g->run, v, "count", what, b->name == LY_B_CHARGE, 1, 127, &n));
    if (json_object_get(v, "count") && b->name != LY_B_CHARGE)
        return eng_error(g->run, "%s: only charge has [枚数]", what);
    b->count = (long)n;
    return TCG_OK;
}

/* --- one card -------------------------------------------------------------------------------------- */

static int read_list(ly_game *g, const json_t *card, const char *key, const char *what,
                     const json_t **out)
{
    *out = json_object_get(card, key);
    if (*out && !json_is_array(*out))
        return eng_error(g->run, "%s: \"%s\" must be an array", what, key);
    return TCG_OK;
}

static int read_values(ly_game *g, const json_t *v, const char *what, ly_card *c)
{
    for (int s = 0; s < LY_NSTATS; s++) {
        int64_t x = 1;
        TCG_TRY(eng_get_int(g->run, v, ly_stat_names[s], what, false, -1000, 1000, &x));
        c->stat[s] = (long)x;
        if (json_object_get(v, ly_stat_names[s]) && c->type != LY_T_CHARACTER)
            return eng_error(g->run, "%s: only characters have \"%s\" (0222)", what,
                             ly_stat_names[s]);
    }
    int64_t ex = 1;
    TCG_TRY(eng_get_int(g->run, v, "ex", what, false, -1000, 1000, &ex));
    c->ex = (long)ex;
    return TCG_OK;
}

static int read_attributes(ly_game *g, const json_t *v, const char *what, ly_card *c)
{
    const json_t *a;
    TCG_TRY(read_list(g, v, "attributes", what, &a));
    for (size_t i = 0; a && i < json_array_size(a); i++) {
        int k = ly_attr_index(json_string_value(json_array_get(a, i)));
        if (k < 0)
            return eng_error(g->run, "%s: \"attributes\"[%zu] must be one of snow, moon, "
                             "flower, space, sun", what, i);
        c->attrs |= 1u << k;    /* a set: a repeated attribute is held once (0212) */
    }
    return TCG_OK;
}

static int read_place(ly_game *g, const json_t *v, const char *what, ly_card *c)
{
    const json_t *p;
    TCG_TRY(read_list(g, v, "place", what, &p));
    c->place = p ? 0 : 0x3fu;
    for (size_t i = 0; p && i < json_array_size(p); i++) {
        int f = ly_field_index(json_string_value(json_array_get(p, i)));
        if (f < 0)
            return eng_error(g->run, "%s: \"place\"[%zu] must be a field name", what, i);
        c->place |= 1u << f;
    }
    return TCG_OK;
}

static int read_abilities(ly_game *g, const json_t *v, const char *what, ly_card *c)
{
    const json_t *l;
    TCG_TRY(read_list(g, v, "abilities", what, &l));
    c->nabil = l ? json_array_size(l) : 0;
    c->abil = xcalloc(c->nabil ? c->nabil : 1, sizeof *c->abil);
    if (c->type == LY_T_EVENT && c->nabil != 1)
        return eng_error(g->run, "%s: an event has one effect (0230/効果)", what);
    for (size_t i = 0; i < c->nabil; i++) {
        char w[160];
        eng_format(w, sizeof w, "%s.abilities[%zu]", what, i);
        TCG_TRY(ly_ability_read(g, json_array_get(l, i), w, c->type, &c->abil[i]));
    }
    TCG_TRY(read_list(g, v, "basics", what, &l));
    c->nbasics = l ? json_array_size(l) : 0;
    if (c->nbasics && c->type != LY_T_CHARACTER)
        return eng_error(g->run, "%s: only characters have basic abilities (0220/基本能力)", what);
    c->basics = xcalloc(c->nbasics ? c->nbasics : 1, sizeof *c->basics);
    for (size_t i = 0; i < c->nbasics; i++) {
        char w[160];
        eng_format(w, sizeof w, "%s.basics[%zu]", what, i);
        TCG_TRY(ly_basic_read(g, json_array_get(l, i), w, &c->basics[i]));
    }
    TCG_TRY(read_list(g, v, "teams", what, &l));
    c->nteams = l ? json_array_size(l) : 0;
    if (c->nteams && c->type != LY_T_CHARACTER)
        return eng_error(g->run, "%s: only characters have teams (0220/チーム)", what);
    c->teams = xcalloc(c->nteams ? c->nteams : 1, sizeof *c->teams);
    for (size_t i = 0; i < c->nteams; i++) {
        char w[160];
        eng_format(w, sizeof w, "%s.teams[%zu]", what, i);
        const json_t *t = json_array_get(l, i);
        TCG_TRY(eng_only_keys(g->run, t, w, team_keys));
        TCG_TRY(eng_get_string(g->run, t, "type", w, true, &c->teams[i].type));
        int64_t n = 0;
        TCG_TRY(eng_get_int(g->run, t, "count", w, true, 0, 127, &n));
        c->teams[i].count = (long)n;
        for (int s = 0; s < LY_NSTATS; s++) {
            int64_t m = 0;
            TCG_TRY(eng_get_int(g->run, t, ly_stat_names[s], w, false, -1000, 1000, &m));
            c->teams[i].mod[s] = (long)m;
        }
    }
    return TCG_OK;
}

static int read_card(ly_game *g, int k, const json_t *v, const char *what)
{
    ly_card *c = &g->c[k];
    TCG_TRY(eng_only_keys(g->run, v, what, card_keys));
    TCG_TRY(eng_get_enum(g->run, v, "type", what, false, type_names, &c->type));
    c->name = c->number = tcg_id(&g->t, k);
    c->subname = "";
    TCG_TRY(eng_get_string(g->run, v, "name", what, false, &c->name));
    TCG_TRY(eng_get_string(g->run, v, "subname", what, false, &c->subname));
    TCG_TRY(eng_get_string(g->run, v, "alias", what, false, &c->alias));
    TCG_TRY(eng_get_string(g->run, v, "number", what, false, &c->number));
    if (json_object_get(v, "subname") && c->type != LY_T_CHARACTER)
        return eng_error(g->run, "%s: only characters have a subname (0220/サブネーム)", what);
    TCG_TRY(eng_get_bool(g->run, v, "enters_tapped", what, &c->enters_tapped));
    TCG_TRY(eng_get_bool(g->run, v, "leader", what, &c->leader));
    TCG_TRY(read_attributes(g, v, what, c));
    TCG_TRY(ly_cost_read(g, json_object_get(v, "cost"), what, &c->cost));
    TCG_TRY(read_values(g, v, what, c));
    TCG_TRY(read_list(g, v, "types", what, &c->types));
    TCG_TRY(string_array(g, c->types, "types", what));
    TCG_TRY(read_place(g, v, what, c));
    TCG_TRY(read_list(g, v, "brands", what, &c->brands));
    TCG_TRY(string_array(g, c->brands, "brands", what));
    const json_t *cons = json_object_get(v, "construction");
    if (cons) {
        static const char *const keys[] = {"only", "forbid", NULL};
        char cw[192], fw[200];
        eng_format(cw, sizeof cw, "%s.construction", what);
        TCG_TRY(eng_only_keys(g->run, cons, cw, keys));
        c->only = json_object_get(cons, "only");
        c->forbid = json_object_get(cons, "forbid");
        eng_format(fw, sizeof fw, "%s.only", cw);
        TCG_TRY(ly_check_construction(g, c->only, fw));
        eng_format(fw, sizeof fw, "%s.forbid", cw);
        TCG_TRY(ly_check_construction(g, c->forbid, fw));
    }
    const char *owner = NULL;
    TCG_TRY(eng_get_string(g->run, v, "owner", what, false, &owner));
    if (owner) {
        int p = tcg_player_index(&g->t, owner);
        if (p < 0)
            return eng_error(g->run, "%s: \"owner\" must be P1 or P2", what);
        g->t.cards[k].owner = p;
    }
    return read_abilities(g, v, what, c);
}

int ly_cards_read(ly_game *g, const json_t *cards)
{
    if (!json_is_object(cards))
        return eng_error(g->run, "setup: \"cards\" must be an object");
    const char *id;
    const json_t *v;
    json_object_foreach((json_t *)cards, id, v) {
        if (tcg_add_card(&g->t, id) < 0)
            return eng_error(g->run, "setup.cards: \"%s\" twice", id);
    }
    g->c = xcalloc(g->t.ncards ? g->t.ncards : 1, sizeof *g->c);
    json_object_foreach((json_t *)cards, id, v) {
        char what[128];
        eng_format(what, sizeof what, "setup.cards.%s", id);
        TCG_TRY(read_card(g, tcg_find(&g->t, id), v, what));
    }
    return TCG_OK;
}

void ly_cards_free(ly_game *g)
{
    for (size_t i = 0; g->c && i < g->t.ncards; i++) {
        ly_card *c = &g->c[i];
        free(c->cost.v);
        for (size_t k = 0; c->abil && k < c->nabil; k++)
            ly_ability_free(&c->abil[k]);
        for (size_t k = 0; c->basics && k < c->nbasics; k++)
            free(c->basics[k].cost.v);
        free(c->abil);
        free(c->basics);
        free(c->teams);
    }
    free(g->c);
}

/* --- what rules read of the information ------------------------------------------------------------- */

/* 0211/同名(同カード名): 「記号の半角・全角・フォントサイズは判定しません」: the full-width forms of
 * ASCII symbols and the ideographic space are read as their ASCII forms (LY-NAME-WIDTH); kanji,
 * hiragana, katakana and letters are compared as written. */
static size_t fold_char(const char *s, char *out)
{
    const unsigned char *u = (const unsigned char *)s;
    if (u[0] == 0xE3 && u[1] == 0x80 && u[2] == 0x80) {
        *out = ' ';
        return 3;
    }
    if (u[0] == 0xEF && (u[1] == 0xBC || u[1] == 0xBD) && u[2] >= 0x80 && u[2] <= 0xBF) {
        unsigned cp = 0xFF00u + ((u[1] - 0xBCu) << 6) + (u[2] - 0x80u);
        if (cp >= 0xFF01u && cp <= 0xFF5Eu) {
            char a = (char)(cp - 0xFEE0u);
            bool alnum = (a >= '0' && a <= '9') || (a >= 'A' && a <= 'Z') || (a >= 'a' && a <= 'z');
            if (!alnum) {
                *out = a;
                return 3;
            }
        }
    }
    *out = 0;
    return 0;
}

static bool same_text(const char *a, const char *b)
{
    while (*a && *b) {
        char fa, fb;
        size_t la = fold_char(a, &fa), lb = fold_char(b, &fb);
        char ca = la ? fa : *a, cb = lb ? fb : *b;
        if (ca != cb)
            return false;
        a += la ? la : 1;
        b += lb ? lb : 1;
    }
    return !*a && !*b;
}

bool ly_same_char_name(const ly_game *g, int a, int b)
{
    RULE(g->run, "0221:キャラクター名/同キャラ名(同姓同名)");
    return same_text(g->c[a].name, g->c[b].name);
}

bool ly_same_name(const ly_game *g, int a, int b)
{
    const ly_card *ca = &g->c[a], *cb = &g->c[b];
    RULE(g->run, "0211/同名(同カード名)");
    if ((ca->type == LY_T_CHARACTER) != (cb->type == LY_T_CHARACTER))
        return false;                    /* LY-NAME-KINDS: a character and another card never */
    if (ca->type == LY_T_CHARACTER) {
        /* 0211/キャラクター名・サブネーム: a character's card name is its name and its subname;
         * ~r1: 同名 is both alike (0221:サブネーム/同名(同姓同名)) */
        RULE(g->run, "0211/キャラクター名・サブネーム");
        RULE(g->run, "0211/同名(同カード名)~r1");
        RULE(g->run, "0221:サブネーム/同名(同姓同名)");
        if (!same_text(ca->subname, cb->subname))
            return false;
    }
    if (same_text(ca->name, cb->name))
        return true;
    /* 0210/特別処理: 「このカードのカード名は「○○○○」としても扱う」: the alias is a name too */
    bool alias = (ca->alias && same_text(ca->alias, cb->name)) ||
                 (cb->alias && same_text(cb->alias, ca->name)) ||
                 (ca->alias && cb->alias && same_text(ca->alias, cb->alias));
    if (alias)
        RULE(g->run, "0210/特別処理");
    return alias;
}

const char *ly_number_key(const ly_game *g, int card, char *buf, size_t size)
{
    snprintf(buf, size, "%s", g->c[card].number);
    size_t n = strlen(buf);
    while (n > 0 && ((buf[n - 1] >= 'A' && buf[n - 1] <= 'Z') ||
                     (buf[n - 1] >= 'a' && buf[n - 1] <= 'z')))
        buf[--n] = '\0';
    return buf;
}

bool ly_has_type(const ly_game *g, int card, const char *type)
{
    const json_t *t = g->c[card].types;
    for (size_t i = 0; t && i < json_array_size(t); i++)
        if (strcmp(json_string_value(json_array_get(t, i)), type) == 0)
            return true;
    return false;
}
