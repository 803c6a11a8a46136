/* deck.c — the deck construction conditions a pre-game checks (0110, 0501#1): 60 cards, at
 * most 4 of a number, every card's 構築制限 met (by default its brand's decks only, 0210/構築制限,
 * LY-DECK-BRAND) and none of their 禁止 met, at most one leader. The filters of a construction
 * restriction read the printed information (0201/元の情報). */
#include "engine/lycee/setup/setup.h"

#include <string.h>

static const char *const filter_keys[] = {"attribute", "no_attribute", "type", "card_type",
                                          "ex", "name", "brand", NULL};
static const char *const type_names[] = {"character", "event", "item", "area", NULL};

int ly_check_construction(ly_game *g, const json_t *f, const char *what)
{
    if (!f)
        return TCG_OK;
    TCG_TRY(eng_only_keys(g->run, f, what, filter_keys));
    int k = 0;
    TCG_TRY(eng_get_enum(g->run, f, "type", what, false, type_names, &k));
    const json_t *a = json_object_get(f, "attribute");
    if (a && ly_attr_index(json_string_value(a)) < 0)
        return eng_error(g->run, "%s: \"attribute\" must be an attribute", what);
    int64_t ex;
    TCG_TRY(eng_get_int(g->run, f, "ex", what, false, -1000, 1000, &ex));
    bool b;
    TCG_TRY(eng_get_bool(g->run, f, "no_attribute", what, &b));
    const char *s;
    TCG_TRY(eng_get_string(g->run, f, "card_type", what, false, &s));
    TCG_TRY(eng_get_string(g->run, f, "name", what, false, &s));
    return eng_get_string(g->run, f, "brand", what, false, &s);
}

static bool has_brand(const ly_card *c, const char *brand)
{
    if (!c->brands)
        return strcmp(brand, "LO") == 0;
    for (size_t i = 0; i < json_array_size(c->brands); i++)
        if (strcmp(json_string_value(json_array_get(c->brands, i)), brand) == 0)
            return true;
    return false;
}

static bool matches(const ly_game *g, int card, const json_t *f)
{
    const ly_card *c = &g->c[card];
    const json_t *v;
    if ((v = json_object_get(f, "attribute")) &&
        !(c->attrs & (1u << ly_attr_index(json_string_value(v)))))
        return false;
    if (json_is_true(json_object_get(f, "no_attribute")) && c->attrs)
        return false;
    if ((v = json_object_get(f, "type")) &&
        eng_enum_index(type_names, json_string_value(v)) != c->type)
        return false;
    if ((v = json_object_get(f, "card_type")) && !ly_has_type(g, card, json_string_value(v)))
        return false;
    if ((v = json_object_get(f, "ex")) && json_integer_value(v) != c->ex)
        return false;
    if ((v = json_object_get(f, "name")) && strcmp(json_string_value(v), c->name) != 0)
        return false;
    if ((v = json_object_get(f, "brand")) && !has_brand(c, json_string_value(v)))
        return false;
    return true;
}

/* LY-DECK-BRAND: a card's default restriction holds when one of its brands is printed on
 * every card of the deck. */
static bool brand_deck(const ly_game *g, int card, const tcg_list *deck)
{
    const ly_card *c = &g->c[card];
    size_t nb = c->brands ? json_array_size(c->brands) : 1;
    for (size_t i = 0; i < nb; i++) {
        const char *b = c->brands ? json_string_value(json_array_get(c->brands, i)) : "LO";
        bool all = true;
        for (size_t k = 0; all && k < deck->n; k++)
            all = has_brand(&g->c[deck->v[k]], b);
        if (all)
            return true;
    }
    return false;
}

void ly_deck_check(ly_game *g, int player, json_t *rules)
{
    const tcg_list *deck = ly_zl(g, player, LY_DECK);
    RULE(g->run, "0110/デッキ(カード)の個数");
    RULE(g->run, "0110/デッキ(カード)の枚数");
    if (deck->n != 60)
        json_array_append_new(rules, json_string("0110/デッキ(カード)の枚数"));
    RULE(g->run, "0110/同番号カード(カード)の枚数");
    bool over = false;
    for (size_t i = 0; i < deck->n && !over; i++) {
        int same = 0;
        for (size_t k = 0; k < deck->n; k++)
            same += strcmp(g->c[deck->v[i]].number, g->c[deck->v[k]].number) == 0;
        over = same > 4;
    }
    if (over)
        json_array_append_new(rules, json_string("0110/同番号カード(カード)の枚数"));
    RULE(g->run, "0110/構築制限");
    RULE(g->run, "0210/構築制限");
    RULE(g->run, "0210/原作表記(ブランド)");
    bool unmet = false, banned = false;
    for (size_t i = 0; i < deck->n; i++) {
        const ly_card *c = &g->c[deck->v[i]];
        if (!c->only && !brand_deck(g, deck->v[i], deck))
            unmet = true;
        for (size_t k = 0; c->only && k < deck->n; k++)
            if (!matches(g, deck->v[k], c->only))
                unmet = true;
        for (size_t k = 0; c->forbid && k < deck->n; k++)
            if (matches(g, deck->v[k], c->forbid)) {
                RULE(g->run, "0110/構築制限/禁止");
                RULE(g->run, "0110/構築制限/禁止~n1");
                banned = true;
            }
    }
    if (unmet)
        json_array_append_new(rules, json_string("0110/構築制限"));
    if (banned)
        json_array_append_new(rules, json_string("0110/構築制限/禁止"));
    RULE(g->run, "0110/リーダー");
    size_t leaders = 0;
    for (size_t i = 0; i < deck->n; i++)
        leaders += g->c[deck->v[i]].leader;
    if (leaders > 1)
        json_array_append_new(rules, json_string("0110/リーダー"));
}
