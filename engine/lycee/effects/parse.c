/* parse.c — the strict reading of the effect language of synthetic cards (docs/engines/lycee.md,
 * part 2): each instruction's verb and the keys it allows, selectors, filters, fields, targets of a
 * declaration, triggers and continuous effects. Read once, when the cards are read; the processing
 * (exec.c) then reads the same JSON without checking it again. */
#include "engine/lycee/effects/effects.h"
#include "engine/lycee/board/board.h"
#include "engine/lycee/setup/setup.h"

#include <stdlib.h>
#include <string.h>

const char *const ly_on_names[] = {
    "turn-start", "turn-end", "start-phase-start", "start-phase-end", "main-start", "main-end",
    "end-phase-start", "end-phase-end", "battle-declare-start", "battle-declare-end",
    "battle-result", "battle-end", "main-element", "targeted", "enter", "ability", "basic",
    "event", "equip", "join", "support", "other", "hand-ability", "area", "discard", "to-hand",
    "draw", "to-deck", "shield", "charge", "recover", "remove", "tap", "untap", "mod", "move",
    "rearrange", "interrupt", "leave", "down", NULL};
const char *const ly_act_names[] = {"attack", "tap", "untap", "move", "participate", NULL};

static const char *const who_names[] = {"you", "opponent", "any", NULL};
static const char *const until_names[] = {"turn", "battle", "game", NULL};
static const char *const zone_names[] = {"field", "hand", "trash", "deck", "shield", NULL};
static const char *const sel_names[] = {"this", "targets", "trigger", "attacker", "defender",
                                        "aside", "picked", NULL};
static const char *const filter_keys[] = {
    "who", "zone", "type", "name", "subname", "attribute", "no_attribute", "card_type",
    "tapped", "row", "other", "direction", "column", "order", "adjacent", "same_name",
    "same_char_name", "same_subname", "ex", "ap_min", "ap_max", "count", "up_to", NULL};
static const char *const type_names[] = {"character", "event", "item", "area", NULL};
static const char *const row_names[] = {"AF", "DF", NULL};

/* The verbs and the keys each allows beside itself and "optional". */
static const struct verb {
    const char *name;
    const char *keys[5];
} verbs[] = {
    {"draw", {"who"}}, {"discard", {NULL}}, {"mill", {"who"}}, {"to_hand", {NULL}},
    {"to_deck", {"at"}}, {"shield", {"who"}}, {"charge", {"target", "then"}},
    {"recover", {"who"}}, {"shuffle", {NULL}}, {"look_deck", {NULL}}, {"look_top", {"who"}},
    {"pick", {"who", "then"}}, {"search", {"count", "then", "who"}}, {"remove", {NULL}},
    {"face_up", {NULL}}, {"face_down", {NULL}}, {"reveal", {"to"}}, {"conceal", {"to"}},
    {"look", {NULL}}, {"aside", {"then"}}, {"use", {"field", "free"}}, {"tap", {NULL}},
    {"untap", {NULL}}, {"mod", {"target", "until"}}, {"swap", {"target", "until"}},
    {"move", {"to"}}, {"rearrange", {NULL}}, {"enter", {"field"}},
    {"gain_ability", {"target", "until"}}, {"lose_ability", {"target", "until"}},
    {"cannot_use", {"target", "until"}}, {"gain_basic", {"target", "until"}},
    {"lose_basic", {"target", "until"}}, {"attribute", {"target", "lose", "until"}},
    {"disable", {"until"}}, {"forbid", {"target", "until"}}, {"participate", {"target"}},
    {"down", {NULL}}, {"not_down", {NULL}}, {"battle_damage", {NULL}}, {"interrupt", {NULL}},
    {"no_untap", {NULL}}, {"warm_up", {"who"}}, {"priority", {NULL}},
    {"support_stats", {"target", "until"}}, {"win", {NULL}}, {"lose", {NULL}},
    {"marker", {NULL}},
};

const char *ly_verb_of(const json_t *in)
{
    for (size_t i = 0; i < sizeof verbs / sizeof *verbs; i++)
        if (json_object_get(in, verbs[i].name))
            return verbs[i].name;
    return NULL;
}

int ly_until_of(const json_t *instr, int dflt)
{
    int k = eng_enum_index(until_names, json_string_value(json_object_get(instr, "until")));
    return k < 0 ? dflt : k + 1;
}

int ly_check_filter(ly_game *g, const json_t *f, const char *what)
{
    TCG_TRY(eng_only_keys(g->run, f, what, filter_keys));
    int k;
    TCG_TRY(eng_get_enum(g->run, f, "who", what, false, who_names, &k));
    TCG_TRY(eng_get_enum(g->run, f, "zone", what, false, zone_names, &k));
    TCG_TRY(eng_get_enum(g->run, f, "type", what, false, type_names, &k));
    TCG_TRY(eng_get_enum(g->run, f, "direction", what, false, ly_dir_names, &k));
    TCG_TRY(eng_get_enum(g->run, f, "row", what, false, row_names, &k));
    const json_t *a = json_object_get(f, "attribute");
    if (a && ly_attr_index(json_string_value(a)) < 0)
        return eng_error(g->run, "%s: \"attribute\" must be an attribute", what);
    static const char *const bools[] = {"no_attribute", "tapped", "other", "column", "order",
                                        "adjacent", "same_name", "same_char_name",
                                        "same_subname", "up_to"};
    for (size_t i = 0; i < sizeof bools / sizeof *bools; i++) {
        bool b;
        TCG_TRY(eng_get_bool(g->run, f, bools[i], what, &b));
    }
    static const char *const ints[] = {"ex", "ap_min", "ap_max", "count"};
    for (size_t i = 0; i < sizeof ints / sizeof *ints; i++) {
        int64_t x;
        TCG_TRY(eng_get_int(g->run, f, ints[i], what, false, -1000, 1000, &x));
    }
    const char *s;
    TCG_TRY(eng_get_string(g->run, f, "name", what, false, &s));
    TCG_TRY(eng_get_string(g->run, f, "subname", what, false, &s));
    return eng_get_string(g->run, f, "card_type", what, false, &s);
}

int ly_check_target(ly_game *g, const json_t *spec, const char *what)
{
    return ly_check_filter(g, spec, what);
}

static int check_selector(ly_game *g, const json_t *s, const char *what)
{
    if (json_is_string(s)) {
        if (eng_enum_index(sel_names, json_string_value(s)) < 0)
            return eng_error(g->run, "%s: unknown selector \"%s\"", what, json_string_value(s));
        return TCG_OK;
    }
    if (!json_is_object(s))
        return eng_error(g->run, "%s: a selector is a name or an object", what);
    if (json_object_get(s, "all")) {
        static const char *const keys[] = {"all", NULL};
        TCG_TRY(eng_only_keys(g->run, s, what, keys));
        return ly_check_filter(g, json_object_get(s, "all"), what);
    }
    static const char *const keys[] = {"choose", "up_to", "from", "by", NULL};
    TCG_TRY(eng_only_keys(g->run, s, what, keys));
    int64_t n;
    TCG_TRY(eng_get_int(g->run, s, "choose", what, true, 0, 127, &n));
    bool b;
    TCG_TRY(eng_get_bool(g->run, s, "up_to", what, &b));
    int k;
    TCG_TRY(eng_get_enum(g->run, s, "by", what, false, who_names, &k));
    const json_t *from;
    TCG_TRY(eng_member(g->run, s, "from", what, true, &from));
    return ly_check_filter(g, from, what);
}

/* A FIELDSPEC: "AF-left", "P2:DF-center", or {who, empty, adjacent, direction, row}. */
static int check_field(ly_game *g, const json_t *f, const char *what)
{
    if (json_is_string(f)) {
        const char *s = json_string_value(f), *colon = strchr(s, ':');
        bool player = !colon || (colon - s == 2 && (strncmp(s, "P1", 2) == 0 ||
                                                     strncmp(s, "P2", 2) == 0));
        if (!player || ly_field_index(colon ? colon + 1 : s) < 0)
            return eng_error(g->run, "%s: \"%s\" is not a field", what, s);
        return TCG_OK;
    }
    static const char *const keys[] = {"who", "empty", "adjacent", "direction", "row", NULL};
    TCG_TRY(eng_only_keys(g->run, f, what, keys));
    int k;
    TCG_TRY(eng_get_enum(g->run, f, "who", what, false, who_names, &k));
    TCG_TRY(eng_get_enum(g->run, f, "direction", what, false, ly_dir_names, &k));
    TCG_TRY(eng_get_enum(g->run, f, "row", what, false, row_names, &k));
    bool b;
    TCG_TRY(eng_get_bool(g->run, f, "empty", what, &b));
    return eng_get_bool(g->run, f, "adjacent", what, &b);
}

static int check_mod(ly_game *g, const json_t *m, const char *what)
{
    if (!json_is_object(m) || !json_object_size(m))
        return eng_error(g->run, "%s: \"mod\" must be an object of values", what);
    const char *key;
    const json_t *v;
    json_object_foreach((json_t *)m, key, v) {
        if (eng_enum_index(ly_stat_names, key) < 0)
            return eng_error(g->run, "%s: unknown value \"%s\"", what, key);
        if (json_is_integer(v))
            continue;
        static const char *const ops[] = {"set", "div", NULL};
        if (!json_is_object(v) || json_object_size(v) != 1)
            return eng_error(g->run, "%s: \"%s\" must be an integer, {\"set\": X} or {\"div\": X}",
                             what, key);
        TCG_TRY(eng_only_keys(g->run, v, what, ops));
        const char *op = json_object_iter_key(json_object_iter((json_t *)v));
        int64_t x;
        TCG_TRY(eng_get_int(g->run, v, op, what, true, -1000, 1000, &x));
    }
    return TCG_OK;
}

static int check_instr(ly_game *g, const json_t *in, const char *what)
{
    if (!json_is_object(in))
        return eng_error(g->run, "%s: an instruction is an object", what);
    const struct verb *v = NULL;
    const char *name = ly_verb_of(in);
    for (size_t i = 0; i < sizeof verbs / sizeof *verbs && name && !v; i++)
        if (strcmp(verbs[i].name, name) == 0)
            v = &verbs[i];
    if (!v)
        return eng_error(g->run, "%s: no known instruction", what);
    const char *key;
    const json_t *val;
    json_object_foreach((json_t *)in, key, val) {
        bool known = strcmp(key, v->name) == 0 || strcmp(key, "optional") == 0;
        for (size_t k = 0; !known && k < 5 && v->keys[k]; k++)
            known = strcmp(key, v->keys[k]) == 0;
        if (!known)
            return eng_error(g->run, "%s: unknown key \"%s\" for \"%s\"", what, key, v->name);
    }
    bool b;
    TCG_TRY(eng_get_bool(g->run, in, "optional", what, &b));
    int k;
    TCG_TRY(eng_get_enum(g->run, in, "who", what, false, who_names, &k));
    TCG_TRY(eng_get_enum(g->run, in, "until", what, false, until_names, &k));
    const json_t *arg = json_object_get(in, v->name);
    const char *n = v->name;
    static const char *const counts[] = {"draw", "mill", "shield", "charge", "recover",
                                         "look_top", "battle_damage", "warm_up", NULL};
    static const char *const sels[] = {"discard", "to_hand", "to_deck", "remove", "face_up",
                                       "face_down", "reveal", "conceal", "look", "aside", "use",
                                       "tap", "untap", "move", "enter", "disable", "down",
                                       "not_down", "no_untap", "priority", NULL};
    if (eng_enum_index(counts, n) >= 0) {
        int64_t x;
        TCG_TRY(eng_get_int(g->run, in, n, what, true, -127, 127, &x));
    } else if (eng_enum_index(sels, n) >= 0) {
        TCG_TRY(check_selector(g, arg, what));
    } else if (strcmp(n, "mod") == 0) {
        TCG_TRY(check_mod(g, arg, what));
    } else if (strcmp(n, "swap") == 0) {
        if (json_array_size(arg) != 2 ||
            eng_enum_index(ly_stat_names, json_string_value(json_array_get(arg, 0))) < 0 ||
            eng_enum_index(ly_stat_names, json_string_value(json_array_get(arg, 1))) < 0)
            return eng_error(g->run, "%s: \"swap\" names two values", what);
    } else if (strcmp(n, "gain_ability") == 0) {
        ly_ability a;
        int st = ly_ability_read(g, arg, what, LY_T_CHARACTER, &a);
        ly_ability_free(&a);
        TCG_TRY(st);
    } else if (strcmp(n, "gain_basic") == 0) {
        ly_basic basic;
        int st = ly_basic_read(g, arg, what, &basic);
        free(basic.cost.v);
        TCG_TRY(st);
    } else if (strcmp(n, "lose_ability") == 0 || strcmp(n, "cannot_use") == 0) {
        TCG_TRY(eng_get_int(g->run, in, n, what, true, 0, 1000, &(int64_t){0}));
    } else if (strcmp(n, "lose_basic") == 0 || strcmp(n, "attribute") == 0 ||
               strcmp(n, "forbid") == 0 || strcmp(n, "participate") == 0 ||
               strcmp(n, "marker") == 0) {
        const char *const *names = strcmp(n, "lose_basic") == 0 ? ly_basic_names
                                   : strcmp(n, "attribute") == 0 ? ly_attr_names
                                   : strcmp(n, "forbid") == 0 ? ly_act_names : NULL;
        static const char *const parts[] = {"must", "can", NULL};
        if (strcmp(n, "participate") == 0)
            names = parts;
        if (!json_is_string(arg) || (names && eng_enum_index(names, json_string_value(arg)) < 0))
            return eng_error(g->run, "%s: \"%s\" has an unknown value", what, n);
    } else if (strcmp(n, "support_stats") == 0) {
        static const char *const keys[] = {"allow", "deny", NULL};
        TCG_TRY(eng_only_keys(g->run, arg, what, keys));
    } else if (strcmp(n, "win") == 0 || strcmp(n, "lose") == 0 || strcmp(n, "shuffle") == 0 ||
               strcmp(n, "look_deck") == 0) {
        static const char *const whos[] = {"you", "opponent", "each", NULL};
        if (eng_enum_index(whos, json_string_value(arg)) < 0)
            return eng_error(g->run, "%s: \"%s\" names you, opponent or each", what, n);
    } else if (strcmp(n, "search") == 0 || strcmp(n, "pick") == 0) {
        if (strcmp(n, "search") == 0)
            TCG_TRY(ly_check_filter(g, arg, what));
        else
            TCG_TRY(eng_get_int(g->run, in, n, what, true, 1, 127, &(int64_t){0}));
    } else if (strcmp(n, "rearrange") == 0) {
        for (size_t i = 0; i < json_array_size(arg); i++)
            TCG_TRY(check_field(g, json_array_get(arg, i), what));
        if (!json_is_array(arg) || json_array_size(arg) < 2)
            return eng_error(g->run, "%s: \"rearrange\" lists two fields or more", what);
    } else if (strcmp(n, "interrupt") == 0) {
        if (!json_is_true(arg))
            return eng_error(g->run, "%s: \"interrupt\" is true", what);
    }
    const json_t *t = json_object_get(in, "target");
    if (t)
        TCG_TRY(check_selector(g, t, what));
    if ((t = json_object_get(in, "to")) && strcmp(n, "move") == 0)
        TCG_TRY(check_field(g, t, what));
    static const char *const viewers[] = {"each", "you", "opponent", NULL};
    if (strcmp(n, "reveal") == 0 || strcmp(n, "conceal") == 0)
        TCG_TRY(eng_get_enum(g->run, in, "to", what, false, viewers, &k));
    if ((t = json_object_get(in, "field")))
        TCG_TRY(check_field(g, t, what));
    if ((t = json_object_get(in, "then")))
        TCG_TRY(ly_check_effect(g, t, what));
    static const char *const ats[] = {"top", "bottom", NULL};
    TCG_TRY(eng_get_enum(g->run, in, "at", what, false, ats, &k));
    return eng_get_bool(g->run, in, "free", what, &b);
}

int ly_check_effect(ly_game *g, const json_t *instrs, const char *what)
{
    if (!json_is_array(instrs))
        return eng_error(g->run, "%s: \"effect\" must be an array of instructions", what);
    for (size_t i = 0; i < json_array_size(instrs); i++) {
        char w[192];
        eng_format(w, sizeof w, "%s.effect[%zu]", what, i);
        TCG_TRY(check_instr(g, json_array_get(instrs, i), w));
    }
    return TCG_OK;
}

int ly_check_trigger(ly_game *g, const json_t *t, const char *what)
{
    static const char *const keys[] = {"on", "when", "of", "who", NULL};
    static const char *const whens[] = {"before", "after", NULL};
    TCG_TRY(eng_only_keys(g->run, t, what, keys));
    int k;
    TCG_TRY(eng_get_enum(g->run, t, "on", what, true, ly_on_names, &k));
    TCG_TRY(eng_get_enum(g->run, t, "when", what, false, whens, &k));
    TCG_TRY(eng_get_enum(g->run, t, "who", what, false, who_names, &k));
    const json_t *of = json_object_get(t, "of");
    if (of && !(json_is_string(of) && strcmp(json_string_value(of), "this") == 0))
        TCG_TRY(ly_check_filter(g, of, what));
    return TCG_OK;
}

int ly_check_continuous(ly_game *g, const json_t *list, const char *what)
{
    if (!json_is_array(list))
        return eng_error(g->run, "%s: \"continuous\" must be an array", what);
    static const char *const keys[] = {"mod", "gain_basic", "forbid", "attribute",
                                       "support_stats", "target", NULL};
    for (size_t i = 0; i < json_array_size(list); i++) {
        const json_t *c = json_array_get(list, i);
        char w[192];
        eng_format(w, sizeof w, "%s.continuous[%zu]", what, i);
        TCG_TRY(eng_only_keys(g->run, c, w, keys));
        if (json_object_size(c) != 2 || !json_object_get(c, "target"))
            return eng_error(g->run, "%s: one effect and its \"target\"", w);
        const json_t *t = json_object_get(c, "target");
        if (!(json_is_string(t) && strcmp(json_string_value(t), "this") == 0) &&
            !json_object_get(t, "all"))
            return eng_error(g->run, "%s: a continuous effect's target is \"this\" or {\"all\": …}",
                             w);
        TCG_TRY(check_instr(g, c, w));
    }
    return TCG_OK;
}
