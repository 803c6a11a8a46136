/* cards.c — the information of each card of a case (ch. 2): type, attribute, affiliations,
 * cost, power and hit, identification number, trigger, abilities and keywords (10.1, 10.2),
 * a leader's awakening and pledge, an item's equip condition, the owner (4.2.1), read strictly
 * from setup.cards (docs/engines/nivel-arena.md, "cards"). Rarity and illustration are read and
 * mean nothing. */
#include "engine/nivel_arena/setup/setup.h"

#include <string.h>

static const char *const type_names[] = {"leader", "unit", "skill", "item", NULL};
static const char *const attribute_names[] = {"fire", "earth", "storm", "wave", "thunder", NULL};
static const char *const ability_names[] = {"entry", "exit", "attacker", "defender", "active",
                                            "passive", "armed", "line", "levellink", "equipped",
                                            NULL};
static const char *const target_names[] = {"this", "own-units", NULL};

static int read_ability(na_game *g, const json_t *v, const char *what, na_ability *ab)
{
    static const char *const keys[] = {"kind", "effect", "optional", "power", "hit", "size",
                                       "target", "level", "affiliation", NULL};
    if (!json_is_object(v))
        return eng_error(g->run, "%s: an ability is an object", what);
    if (eng_only_keys(g->run, v, what, keys) != 0
        || eng_get_enum(g->run, v, "kind", what, true, ability_names, &ab->kind) != 0
        || eng_get_bool(g->run, v, "optional", what, &ab->optional) != 0
        || eng_get_int(g->run, v, "power", what, false, -ENG_INT_MAX, ENG_INT_MAX, &ab->power) != 0
        || eng_get_int(g->run, v, "hit", what, false, -ENG_INT_MAX, ENG_INT_MAX, &ab->hit) != 0
        || eng_get_int(g->run, v, "size", what, false, -ENG_INT_MAX, ENG_INT_MAX, &ab->size) != 0
        || eng_get_enum(g->run, v, "target", what, false, target_names, &ab->target) != 0
        || eng_get_int(g->run, v, "level", what, false, 1, 10, &ab->level) != 0
        || eng_get_string(g->run, v, "affiliation", what, false, &ab->affiliation) != 0)
        return -1;
    ab->effect = json_object_get(v, "effect");
    bool automatic = ab->kind <= NA_AB_ACTIVE;
    if (automatic != (ab->effect != NULL))
        return eng_error(g->run, "%s: an %s ability %s \"effect\"", what,
                         automatic ? "automatic or activated" : "continuous",
                         automatic ? "needs" : "has no");
    if (ab->effect && na_check_instrs(g, ab->effect, what) != 0)
        return -1;
    return 0;
}

static int read_break(na_game *g, const json_t *v, const char *what, na_keys *k)
{
    if (k->nbrk >= NA_MAX_BREAK)
        return eng_error(g->run, "%s: at most %d breakthroughs", what, NA_MAX_BREAK);
    na_break *b = &k->brk[k->nbrk++];
    b->cost_max = b->power_max = -1;
    if (json_is_true(v))
        return 0;
    static const char *const keys[] = {"cost_max", "power_max", NULL};
    if (!json_is_object(v))
        return eng_error(g->run, "%s: a breakthrough is true or a condition", what);
    return eng_only_keys(g->run, v, what, keys) != 0
        || eng_get_int(g->run, v, "cost_max", what, false, 0, ENG_INT_MAX, &b->cost_max) != 0
        || eng_get_int(g->run, v, "power_max", what, false, 0, ENG_INT_MAX, &b->power_max) != 0
        ? -1 : 0;
}

/* The keywords of a card (10.2): {"pierce": N, "breakthrough": [true | {cond}], …}. */
static int read_keys(na_game *g, const json_t *v, const char *what, na_keys *k)
{
    static const char *const keys[] = {"pierce", "plunder", "infiltrate", "duelist",
                                       "self-destruct", "take-down", "return", "berserker",
                                       "breakthrough", "guardian", NULL};
    if (!json_is_object(v))
        return eng_error(g->run, "%s: keywords are an object", what);
    if (eng_only_keys(g->run, v, what, keys) != 0
        || eng_get_int(g->run, v, "pierce", what, false, 1, ENG_INT_MAX, &k->pierce) != 0
        || eng_get_int(g->run, v, "plunder", what, false, 1, ENG_INT_MAX, &k->plunder) != 0
        || eng_get_int(g->run, v, "infiltrate", what, false, 1, ENG_INT_MAX, &k->infiltrate) != 0
        || eng_get_bool(g->run, v, "duelist", what, &k->duelist) != 0
        || eng_get_bool(g->run, v, "self-destruct", what, &k->self_destruct) != 0
        || eng_get_bool(g->run, v, "take-down", what, &k->take_down) != 0
        || eng_get_bool(g->run, v, "return", what, &k->ret) != 0
        || eng_get_bool(g->run, v, "berserker", what, &k->berserker) != 0)
        return -1;
    const json_t *b = json_object_get(v, "breakthrough");
    if (b) {
        if (!json_is_array(b))
            return eng_error(g->run, "%s: \"breakthrough\" is an array", what);
        for (size_t i = 0; i < json_array_size(b); i++)
            if (read_break(g, json_array_get(b, i), what, k) != 0)
                return -1;
    }
    const json_t *gd = json_object_get(v, "guardian");
    if (gd) {
        static const char *const gkeys[] = {"barrier", "sacrifice", NULL};
        long n = 0, m = 0;
        char gwhat[220];
        eng_format(gwhat, sizeof gwhat, "%s.guardian", what);
        if (!json_is_object(gd) || eng_only_keys(g->run, gd, gwhat, gkeys) != 0
            || eng_get_int(g->run, gd, "barrier", gwhat, false, 1, ENG_INT_MAX, &n) != 0
            || eng_get_int(g->run, gd, "sacrifice", gwhat, false, 1, ENG_INT_MAX, &m) != 0)
            return json_is_object(gd) ? -1 : eng_error(g->run, "%s: an object", gwhat);
        if ((n > 0) == (m > 0))
            return eng_error(g->run, "%s: one condition, barrier or sacrifice", gwhat);
        k->guardian = n > 0 ? 1 : 2;
        k->guardian_n = n > 0 ? n : m;
    }
    return 0;
}

/* A card of setup.cards: its information into *c, its owner (4.2.1) into *owner when it names
 * one (else the player whose zone the setup puts it in, load.c). */
static int read_card(na_game *g, const char *id, const json_t *v, na_card *c, int *owner)
{
    static const char *const keys[] = {"type", "name", "attribute", "affiliations", "cost",
                                       "power", "hit", "number", "rarity", "illustration",
                                       "trigger", "effect", "abilities", "keywords", "awaken",
                                       "pledge", "equip", "owner", NULL};
    char what[160];
    eng_format(what, sizeof what, "setup.cards.%s", id);
    const char *s;
    int attr = -1;
    c->type = NA_UNIT;
    c->equip_power_min = -1;
    if (!json_is_object(v))
        return eng_error(g->run, "%s: a card is an object", what);
    if (eng_only_keys(g->run, v, what, keys) != 0
        || eng_get_enum(g->run, v, "type", what, false, type_names, &c->type) != 0
        || eng_get_string(g->run, v, "name", what, false, &s) != 0
        || eng_get_enum(g->run, v, "attribute", what, false, attribute_names, &attr) != 0
        || eng_get_int(g->run, v, "cost", what, false, 0, ENG_INT_MAX, &c->cost) != 0
        || eng_get_string(g->run, v, "number", what, false, &c->number) != 0
        || eng_get_string(g->run, v, "rarity", what, false, &s) != 0
        || eng_get_string(g->run, v, "illustration", what, false, &s) != 0
        || eng_get_int(g->run, v, "awaken", what, false, 1, 10, &c->awaken) != 0)
        return -1;
    if (json_object_get(v, "rarity") || json_object_get(v, "illustration"))
        RULE(g->run, json_object_get(v, "rarity") ? "2.11.2" : "2.12.2");
    if (!c->number)
        c->number = id;
    if (c->type == NA_UNIT) {
        c->power = 1000;
        c->hit = 1;
        if (eng_get_int(g->run, v, "power", what, false, 0, ENG_INT_MAX, &c->power) != 0
            || eng_get_int(g->run, v, "hit", what, false, 0, ENG_INT_MAX, &c->hit) != 0)
            return -1;
    } else if (json_object_get(v, "power") || json_object_get(v, "hit")) {
        return eng_error(g->run, "%s: only unit cards have power and hit (2.8.2, 2.9.2)", what);
    }
    const json_t *af = json_object_get(v, "affiliations");
    if (af && (!json_is_array(af) || json_array_size(af) > NA_MAX_AFFIL))
        return eng_error(g->run, "%s: \"affiliations\" is an array of at most %d strings", what,
                         NA_MAX_AFFIL);
    for (size_t i = 0; i < json_array_size(af); i++) {
        c->affil[c->naffil] = json_string_value(json_array_get(af, i));
        if (!c->affil[c->naffil++])
            return eng_error(g->run, "%s: an affiliation is a string", what);
    }
    c->trigger = json_object_get(v, "trigger");
    if (c->trigger && na_check_instrs(g, c->trigger, what) != 0)
        return -1;
    c->effect = json_object_get(v, "effect");
    if ((c->type == NA_SKILL_CARD) != (c->effect != NULL))
        return eng_error(g->run, "%s: a skill card, and only a skill card, has \"effect\"", what);
    if (c->effect && na_check_instrs(g, c->effect, what) != 0)
        return -1;
    const json_t *abs = json_object_get(v, "abilities");
    if (abs && (!json_is_array(abs) || json_array_size(abs) > NA_MAX_ABILITIES))
        return eng_error(g->run, "%s: \"abilities\" is an array of at most %d", what,
                         NA_MAX_ABILITIES);
    for (size_t i = 0; i < json_array_size(abs); i++)
        if (read_ability(g, json_array_get(abs, i), what, &c->ab[c->nab++]) != 0)
            return -1;
    const json_t *kw = json_object_get(v, "keywords");
    char kwhat[200];
    eng_format(kwhat, sizeof kwhat, "%s.keywords", what);
    if (kw && read_keys(g, kw, kwhat, &c->keys) != 0)
        return -1;
    c->pledge = json_object_get(v, "pledge");
    if (c->pledge && (!json_is_array(c->pledge) || c->type != NA_LEADER))
        return eng_error(g->run, "%s: a leader's \"pledge\" is an array of affiliations", what);
    if (c->awaken && c->type != NA_LEADER)
        return eng_error(g->run, "%s: only a leader awakens", what);
    const json_t *eq = json_object_get(v, "equip");
    if (eq) {
        static const char *const ekeys[] = {"power_min", "affiliation", NULL};
        if (c->type != NA_ITEM || !json_is_object(eq))
            return eng_error(g->run, "%s: an item's \"equip\" is an object", what);
        if (eng_only_keys(g->run, eq, what, ekeys) != 0
            || eng_get_int(g->run, eq, "power_min", what, false, 0, ENG_INT_MAX,
                           &c->equip_power_min) != 0
            || eng_get_string(g->run, eq, "affiliation", what, false, &c->equip_affil) != 0)
            return -1;
    }
    const json_t *own = json_object_get(v, "owner");
    if (own && tcg_get_player(&g->t, own, what, owner) != 0)
        return -1;
    return 0;
}

int na_read_cards(na_game *g, const json_t *setup)
{
    const json_t *cards = json_object_get(setup, "cards");
    if (!json_is_object(cards))
        return eng_error(g->run, "setup.cards: an object of cards is required");
    g->c = xcalloc(json_object_size(cards) + 1, sizeof *g->c);
    const char *id;
    const json_t *v;
    json_object_foreach((json_t *)cards, id, v) {
        int k = tcg_add_card(&g->t, id);
        if (read_card(g, id, v, &g->c[k], &g->t.cards[k].owner) != 0)
            return -1;
    }
    return 0;
}
