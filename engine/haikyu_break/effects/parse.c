/* parse.c — the strict reading of the effect language (docs/engines/haikyu-break.md, part 2): a
 * card's skills, and every instruction, selector, filter, number, condition, trigger, cost and
 * duration in them, checked once at the setup. An unknown key, a missing one, a value of the
 * wrong type or outside its names is a case error naming its path; the game then reads the
 * checked JSON as it plays. */
#include "engine/haikyu_break/effects/effects.h"

#include <stdlib.h>
#include <string.h>

static const char *const kind_names[] = {"permanent", "passive", "active", "event", NULL};
static const char *const area_names[] = {"serve", "block", "receive", "toss", "attack", "court",
                                         "hand", "under", NULL};
static const char *const timing_names[] = {"serve", "block", "draw", "receive", "toss",
                                           "attack", NULL};
static const hb_phase timing_phases[] = {HB_PH_SERVE, HB_PH_BLOCK, HB_PH_DRAW, HB_PH_RECEIVE,
                                         HB_PH_TOSS, HB_PH_ATTACK};
static const char *const who_names[] = {"you", "opponent", "each", NULL};
static const char *const zone_spec_names[] = {"deck", "set", "hand", "drop", "serve", "block",
                                              "receive", "toss", "attack", "event", "court", NULL};
static const char *const role_names[] = {"serve", "block", "centre", "side", "receive", "toss",
                                         "attack", NULL};
static const char *const until_names[] = {"phase", "turn", "set", "next-turn", NULL};
static const char *const act_names[] = {"appear", "play", "use", "lost", NULL};
static const char *const appear_area_names[] = {"serve", "block", "centre", "side", "receive",
                                                "toss", "attack", NULL};
static const char *const info_names[] = {"name", "affiliation", "grade", "position", "serve",
                                         "block", "receive", "toss", "attack", NULL};
static const char *const phase_key_names[] = {"serve", "start", "block", "draw", "receive",
                                              "toss", "attack", "end", NULL};
static const char *const route_names[] = {"serve", "block", "receive", NULL};
static const char *const keyword_names[] = {"doshatto", "one_touch", "feint", "block_out",
                                            "a_pass", "two_attack", NULL};

static int check_effect(hb_game *g, const json_t *v, const char *what);
static int check_selector(hb_game *g, const json_t *v, const char *what, bool choices);
static int check_cond(hb_game *g, const json_t *v, const char *what);

static int err_type(hb_game *g, const char *what, const char *want)
{
    return eng_error(g->run, "%s: %s expected", what, want);
}

/* A string among names. */
static int check_name(hb_game *g, const json_t *v, const char *what, const char *const *names)
{
    if (!json_is_string(v) || eng_enum_index(names, json_string_value(v)) < 0) {
        char list[256] = "";
        size_t n = 0;
        for (size_t i = 0; names[i] && n + 1 < sizeof list; i++)
            n += (size_t)snprintf(list + n, sizeof list - n, "%s%s", i ? ", " : "", names[i]);
        return eng_error(g->run, "%s: one of %s expected", what, list);
    }
    return 0;
}

static int check_member_name(hb_game *g, const json_t *o, const char *key, const char *what,
                             const char *const *names, bool required)
{
    const json_t *v = json_object_get(o, key);
    if (!v)
        return required ? eng_error(g->run, "%s: \"%s\" is required", what, key) : 0;
    char path[256];
    eng_format(path, sizeof path, "%s.%s", what, key);
    return check_name(g, v, path, names);
}

static int check_bool(hb_game *g, const json_t *o, const char *key, const char *what)
{
    const json_t *v = json_object_get(o, key);
    if (v && !json_is_boolean(v))
        return eng_error(g->run, "%s.%s: true or false expected", what, key);
    return 0;
}

static int check_int(hb_game *g, const json_t *v, const char *what, long min)
{
    if (!json_is_integer(v) || json_integer_value(v) < min || json_integer_value(v) > ENG_INT_MAX)
        return eng_error(g->run, "%s: an integer of at least %ld expected", what, min);
    return 0;
}

/* --- filters and zone specifications ------------------------------------------------------ */

static int check_attr_object(hb_game *g, const json_t *v, const char *what, bool list)
{
    static const char *const keys[] = {"affiliation", "grade", "position", NULL};
    if (!json_is_object(v) || json_object_size(v) != 1)
        return err_type(g, what, "an object with one attribute");
    if (eng_only_keys(g->run, v, what, keys) != 0)
        return -1;
    const char *k;
    const json_t *w;
    json_object_foreach((json_t *)v, k, w) {
        if (list ? !json_is_array(w) : !json_is_string(w))
            return err_type(g, what, list ? "an array of words" : "a word");
        for (size_t i = 0; list && i < json_array_size(w); i++)
            if (!json_is_string(json_array_get(w, i)))
                return err_type(g, what, "an array of words");
    }
    return 0;
}

static int check_filter(hb_game *g, const json_t *f, const char *what)
{
    static const char *const keys[] = {"type", "name", "not_name", "affiliation", "grade",
                                       "position", "lacks", "other", "exactly", "param", "min",
                                       "max", "original", "not_this", NULL};
    static const char *const types[] = {"character", "event", NULL};
    if (!json_is_object(f))
        return err_type(g, what, "a filter object");
    if (eng_only_keys(g->run, f, what, keys) != 0 ||
        check_member_name(g, f, "type", what, types, false) != 0 ||
        check_member_name(g, f, "param", what, hb_param_names, false) != 0 ||
        check_bool(g, f, "original", what) != 0 || check_bool(g, f, "not_this", what) != 0)
        return -1;
    static const char *const strs[] = {"name", "not_name", "affiliation", "grade", "position"};
    for (size_t i = 0; i < sizeof strs / sizeof *strs; i++) {
        const json_t *v = json_object_get(f, strs[i]);
        if (v && !json_is_string(v))
            return eng_error(g->run, "%s.%s: a string expected", what, strs[i]);
    }
    char path[256];
    static const char *const attrs[] = {"lacks", "other", "exactly"};
    for (size_t i = 0; i < 3; i++) {
        const json_t *v = json_object_get(f, attrs[i]);
        eng_format(path, sizeof path, "%s.%s", what, attrs[i]);
        if (v && check_attr_object(g, v, path, i == 2) != 0)
            return -1;
    }
    for (int i = 0; i < 2; i++) {
        const char *k = i ? "max" : "min";
        const json_t *v = json_object_get(f, k);
        if (v && !json_is_integer(v))
            return eng_error(g->run, "%s.%s: an integer expected", what, k);
        if (v && !json_object_get(f, "param"))
            return eng_error(g->run, "%s.%s: needs \"param\"", what, k);
    }
    return 0;
}

static int check_zonespec(hb_game *g, const json_t *zs, const char *what)
{
    static const char *const keys[] = {"who", "zone", "filter", "guts", NULL};
    static const char *const whos[] = {"you", "opponent", "any", NULL};
    if (!json_is_object(zs))
        return err_type(g, what, "a zone specification object");
    if (eng_only_keys(g->run, zs, what, keys) != 0 ||
        check_member_name(g, zs, "who", what, whos, false) != 0 ||
        check_member_name(g, zs, "zone", what, zone_spec_names, false) != 0 ||
        check_bool(g, zs, "guts", what) != 0)
        return -1;
    const json_t *f = json_object_get(zs, "filter");
    char path[256];
    eng_format(path, sizeof path, "%s.filter", what);
    return f ? check_filter(g, f, path) : 0;
}

/* --- numbers, selectors, conditions -------------------------------------------------------- */

static int check_number(hb_game *g, const json_t *v, const char *what)
{
    if (json_is_integer(v))
        return 0;
    if (json_is_string(v) && strcmp(json_string_value(v), "X") == 0)
        return 0;
    char path[256];
    if (json_is_object(v) && json_object_get(v, "count")) {
        static const char *const keys[] = {"count", "add", NULL};
        eng_format(path, sizeof path, "%s.count", what);
        if (eng_only_keys(g->run, v, what, keys) != 0 ||
            check_zonespec(g, json_object_get(v, "count"), path) != 0)
            return -1;
        const json_t *add = json_object_get(v, "add");
        return add && !json_is_integer(add) ? err_type(g, what, "an integer \"add\"") : 0;
    }
    if (json_is_object(v) && json_object_get(v, "param")) {
        static const char *const keys[] = {"param", "of", "original", NULL};
        eng_format(path, sizeof path, "%s.of", what);
        if (eng_only_keys(g->run, v, what, keys) != 0 ||
            check_member_name(g, v, "param", what, hb_param_names, true) != 0 ||
            check_bool(g, v, "original", what) != 0)
            return -1;
        const json_t *of = json_object_get(v, "of");
        return of ? check_selector(g, of, path, false) : 0;
    }
    return err_type(g, what, "a number (an integer, \"X\", a count or a parameter)");
}

static int check_selector(hb_game *g, const json_t *v, const char *what, bool choices)
{
    static const char *const names[] = {"this", "trigger-card", "event-card", "chosen", NULL};
    char path[256];
    if (json_is_string(v))
        return check_name(g, v, what, names);
    if (json_is_array(v)) {
        if (!json_array_size(v))
            return err_type(g, what, "a non-empty list of selectors");
        for (size_t i = 0; i < json_array_size(v); i++) {
            eng_format(path, sizeof path, "%s[%zu]", what, i);
            if (check_selector(g, json_array_get(v, i), path, choices) != 0)
                return -1;
        }
        return 0;
    }
    if (!json_is_object(v))
        return err_type(g, what, "a selector");
    if (json_object_get(v, "character")) {
        static const char *const keys[] = {"character", "who", NULL};
        return eng_only_keys(g->run, v, what, keys) ||
               check_member_name(g, v, "character", what, role_names, true) ||
               check_member_name(g, v, "who", what, who_names, false) ? -1 : 0;
    }
    if (json_object_get(v, "all")) {
        static const char *const keys[] = {"all", NULL};
        eng_format(path, sizeof path, "%s.all", what);
        return eng_only_keys(g->run, v, what, keys) ||
               check_zonespec(g, json_object_get(v, "all"), path) ? -1 : 0;
    }
    if (json_object_get(v, "top")) {
        static const char *const keys[] = {"top", "who", "zone", NULL};
        static const char *const zones[] = {"deck", NULL};
        eng_format(path, sizeof path, "%s.top", what);
        return eng_only_keys(g->run, v, what, keys) ||
               check_number(g, json_object_get(v, "top"), path) ||
               check_member_name(g, v, "who", what, who_names, false) ||
               check_member_name(g, v, "zone", what, zones, false) ? -1 : 0;
    }
    if (json_object_get(v, "choose")) {
        static const char *const keys[] = {"choose", "up_to", "from", "distinct", NULL};
        if (!choices)
            return eng_error(g->run, "%s: a permanent's target is never chosen", what);
        eng_format(path, sizeof path, "%s.choose", what);
        if (eng_only_keys(g->run, v, what, keys) != 0 ||
            check_number(g, json_object_get(v, "choose"), path) != 0 ||
            check_bool(g, v, "up_to", what) != 0 ||
            check_member_name(g, v, "distinct", what, info_names, false) != 0)
            return -1;
        const json_t *from = json_object_get(v, "from");
        if (!from)
            return eng_error(g->run, "%s: \"from\" is required", what);
        if (json_is_array(from)) {
            for (size_t i = 0; i < json_array_size(from); i++) {
                eng_format(path, sizeof path, "%s.from[%zu]", what, i);
                if (check_zonespec(g, json_array_get(from, i), path) != 0)
                    return -1;
            }
            return json_array_size(from) ? 0 : err_type(g, what, "a non-empty \"from\"");
        }
        eng_format(path, sizeof path, "%s.from", what);
        return check_zonespec(g, from, path);
    }
    return eng_error(g->run, "%s: no known selector (character, all, top, choose)", what);
}

static int check_conds(hb_game *g, const json_t *v, const char *what)
{
    char path[256];
    if (!json_is_array(v))
        return err_type(g, what, "an array of conditions");
    for (size_t i = 0; i < json_array_size(v); i++) {
        eng_format(path, sizeof path, "%s[%zu]", what, i);
        if (check_cond(g, json_array_get(v, i), path) != 0)
            return -1;
    }
    return 0;
}

static int check_minmax(hb_game *g, const json_t *v, const char *what)
{
    for (int i = 0; i < 2; i++) {
        const json_t *m = json_object_get(v, i ? "max" : "min");
        if (m && !json_is_integer(m))
            return eng_error(g->run, "%s.%s: an integer expected", what, i ? "max" : "min");
    }
    return 0;
}

static int check_cond(hb_game *g, const json_t *v, const char *what)
{
    char path[256];
    if (!json_is_object(v) || json_object_size(v) == 0)
        return err_type(g, what, "a condition object");
    if (json_object_get(v, "count")) {
        static const char *const keys[] = {"count", "min", "max", NULL};
        eng_format(path, sizeof path, "%s.count", what);
        return eng_only_keys(g->run, v, what, keys) || check_minmax(g, v, what) ||
               check_zonespec(g, json_object_get(v, "count"), path) ? -1 : 0;
    }
    if (json_object_get(v, "op") || json_object_get(v, "dp")) {
        static const char *const keys[] = {"op", "dp", "min", "max", NULL};
        const char *k = json_object_get(v, "op") ? "op" : "dp";
        return eng_only_keys(g->run, v, what, keys) || check_minmax(g, v, what) ||
               check_member_name(g, v, k, what, who_names, true) ? -1 : 0;
    }
    if (json_object_get(v, "turn")) {
        static const char *const keys[] = {"turn", NULL};
        static const char *const whose[] = {"your", "opponent", NULL};
        return eng_only_keys(g->run, v, what, keys) ||
               check_member_name(g, v, "turn", what, whose, true) ? -1 : 0;
    }
    if (json_object_get(v, "phase")) {
        static const char *const keys[] = {"phase", NULL};
        return eng_only_keys(g->run, v, what, keys) ||
               check_member_name(g, v, "phase", what, phase_key_names, true) ? -1 : 0;
    }
    if (json_object_get(v, "previous_turn")) {
        static const char *const keys[] = {"previous_turn", NULL};
        return eng_only_keys(g->run, v, what, keys) ||
               check_member_name(g, v, "previous_turn", what, route_names, true) ? -1 : 0;
    }
    if (json_object_get(v, "all_characters")) {
        static const char *const keys[] = {"all_characters", "who", NULL};
        eng_format(path, sizeof path, "%s.all_characters", what);
        return eng_only_keys(g->run, v, what, keys) ||
               check_member_name(g, v, "who", what, who_names, false) ||
               check_attr_object(g, json_object_get(v, "all_characters"), path, false) ? -1 : 0;
    }
    if (json_object_get(v, "same") || json_object_get(v, "different")) {
        static const char *const keys[] = {"same", "different", "cards", NULL};
        const char *k = json_object_get(v, "same") ? "same" : "different";
        const json_t *cards = json_object_get(v, "cards");
        if (eng_only_keys(g->run, v, what, keys) != 0 ||
            check_member_name(g, v, k, what, info_names, true) != 0)
            return -1;
        if (!json_is_array(cards) || json_array_size(cards) < 2)
            return eng_error(g->run, "%s.cards: two or more selectors expected", what);
        for (size_t i = 0; i < json_array_size(cards); i++) {
            eng_format(path, sizeof path, "%s.cards[%zu]", what, i);
            if (check_selector(g, json_array_get(cards, i), path, false) != 0)
                return -1;
        }
        return 0;
    }
    if (json_object_get(v, "in_zone") || json_object_get(v, "not_in_zone")) {
        static const char *const keys[] = {"in_zone", "not_in_zone", "as", "zone", NULL};
        const char *k = json_object_get(v, "in_zone") ? "in_zone" : "not_in_zone";
        if (eng_only_keys(g->run, v, what, keys) != 0 ||
            check_member_name(g, v, k, what, info_names, true) != 0)
            return -1;
        eng_format(path, sizeof path, "%s.as", what);
        const json_t *as = json_object_get(v, "as");
        if (!as)
            return eng_error(g->run, "%s: \"as\" is required", what);
        if (check_selector(g, as, path, false) != 0)
            return -1;
        eng_format(path, sizeof path, "%s.zone", what);
        const json_t *zs = json_object_get(v, "zone");
        return zs ? check_zonespec(g, zs, path) : eng_error(g->run, "%s: \"zone\" is required", what);
    }
    if (json_object_get(v, "all") || json_object_get(v, "any")) {
        const char *k = json_object_get(v, "all") ? "all" : "any";
        static const char *const keys[] = {"all", "any", NULL};
        eng_format(path, sizeof path, "%s.%s", what, k);
        return eng_only_keys(g->run, v, what, keys) || json_object_size(v) != 1 ||
               check_conds(g, json_object_get(v, k), path) ? -1 : 0;
    }
    if (json_object_get(v, "not")) {
        static const char *const keys[] = {"not", NULL};
        eng_format(path, sizeof path, "%s.not", what);
        return eng_only_keys(g->run, v, what, keys) ||
               check_cond(g, json_object_get(v, "not"), path) ? -1 : 0;
    }
    return eng_error(g->run, "%s: no known condition", what);
}

/* --- triggers, costs, durations ------------------------------------------------------------- */

static int check_trigger(hb_game *g, const json_t *v, const char *what)
{
    static const char *const ons[] = {"appear", "phase-start", "phase-end", "turn-start",
                                      "turn-end", "set-start", "draw", "move", "lost",
                                      "covered", "face-up", "shuffle", "play", NULL};
    static const char *const whose[] = {"your", "opponent", "any", NULL};
    static const char *const whos[] = {"you", "opponent", "any", NULL};
    static const char *const keys[] = {"on", "of", "phase", "whose", "who", "from", "to",
                                       "filter", NULL};
    if (!json_is_object(v))
        return err_type(g, what, "a trigger object");
    char path[256];
    if (eng_only_keys(g->run, v, what, keys) != 0 ||
        check_member_name(g, v, "on", what, ons, true) != 0 ||
        check_member_name(g, v, "phase", what, phase_key_names, false) != 0 ||
        check_member_name(g, v, "whose", what, whose, false) != 0 ||
        check_member_name(g, v, "who", what, whos, false) != 0 ||
        check_member_name(g, v, "from", what, zone_spec_names, false) != 0 ||
        check_member_name(g, v, "to", what, zone_spec_names, false) != 0)
        return -1;
    const char *on = json_string_value(json_object_get(v, "on"));
    bool phased = strcmp(on, "phase-start") == 0 || strcmp(on, "phase-end") == 0;
    if (phased != (json_object_get(v, "phase") != NULL))
        return eng_error(g->run, "%s: \"phase\" goes with phase-start and phase-end", what);
    const json_t *of = json_object_get(v, "of");
    if (of && strcmp(on, "appear") != 0 && strcmp(on, "move") != 0)
        return eng_error(g->run, "%s: \"of\" goes with appear and move", what);
    eng_format(path, sizeof path, "%s.of", what);
    if (of && check_zonespec(g, of, path) != 0)
        return -1;
    const json_t *f = json_object_get(v, "filter");
    eng_format(path, sizeof path, "%s.filter", what);
    return f ? check_filter(g, f, path) : 0;
}

static int check_cost(hb_game *g, const json_t *v, const char *what)
{
    char path[256];
    if (!json_is_array(v))
        return err_type(g, what, "an array of cost parts");
    for (size_t i = 0; i < json_array_size(v); i++) {
        const json_t *c = json_array_get(v, i);
        eng_format(path, sizeof path, "%s[%zu]", what, i);
        if (json_is_string(c) && strcmp(json_string_value(c), "drop-self") == 0)
            continue;
        if (json_is_object(c) && json_object_get(c, "guts")) {
            static const char *const keys[] = {"guts", "filter", NULL};
            char fpath[300];
            eng_format(fpath, sizeof fpath, "%s.filter", path);
            const json_t *f = json_object_get(c, "filter");
            if (eng_only_keys(g->run, c, path, keys) != 0 ||
                check_int(g, json_object_get(c, "guts"), path, 1) != 0 ||
                (f && check_filter(g, f, fpath) != 0))
                return -1;
            continue;
        }
        if (json_is_object(c) && json_object_get(c, "discard")) {
            static const char *const keys[] = {"discard", NULL};
            if (eng_only_keys(g->run, c, path, keys) != 0 ||
                check_int(g, json_object_get(c, "discard"), path, 1) != 0)
                return -1;
            continue;
        }
        return eng_error(g->run, "%s: a cost part ({\"guts\": N}, {\"discard\": N}, "
                         "\"drop-self\") expected", path);
    }
    return 0;
}

/* --- instructions ------------------------------------------------------------------------------ */

/* The keys an instruction may have beside its verb. */
typedef struct verb {
    const char *name;
    const char *const *keys;   /* every key allowed, the verb's included */
} verb;

#define KEYS(...) (const char *const[]){__VA_ARGS__, NULL}
static const verb verbs[] = {
    {"draw", KEYS("draw", "who")},
    {"to_hand", KEYS("to_hand")},
    {"drop", KEYS("drop")},
    {"move", KEYS("move", "to", "at")},
    {"appear", KEYS("appear", "area", "side")},
    {"shuffle", KEYS("shuffle", "who")},
    {"param", KEYS("param", "add", "set", "target", "until")},
    {"op", KEYS("op", "who")},
    {"op_set", KEYS("op_set", "who")},
    {"dp", KEYS("dp", "who")},
    {"dp_set", KEYS("dp_set", "who")},
    {"forbid", KEYS("forbid", "who", "area", "filter", "only", "until")},
    {"negate", KEYS("negate", "until")},
    {"grant", KEYS("grant", "target", "until")},
    {"gain", KEYS("gain", "target", "until")},
    {"unaffected", KEYS("unaffected", "until")},
    {"win", KEYS("win")},
    {"lose", KEYS("lose")},
    {"lost", KEYS("lost")},
    {"skip_to", KEYS("skip_to")},
    {"reveal", KEYS("reveal")},
    {"look", KEYS("look", "who")},
    {"face_up", KEYS("face_up")},
    {"options", KEYS("options", "count")},
    {"may", KEYS("may", "if")},         /* before "if": a "may" has a key "if" too (7-7-3) */
    {"if", KEYS("if", "then", "else")},
    {"if_done", KEYS("if_done")},
    {"if_not_done", KEYS("if_not_done")},
    {"once", KEYS("once")},
    {"delayed", KEYS("delayed", "effect")},
    {"require", KEYS("require", "cost", "who", "until")},
    {"use", KEYS("use", "skill")},
    {"doshatto", KEYS("doshatto")},
    {"one_touch", KEYS("one_touch")},
    {"feint", KEYS("feint")},
    {"block_out", KEYS("block_out")},
    {"a_pass", KEYS("a_pass")},
    {"two_attack", KEYS("two_attack")},
};
#undef KEYS

static const verb *verb_of(const json_t *ins)
{
    for (size_t i = 0; i < sizeof verbs / sizeof *verbs; i++)
        if (json_object_get(ins, verbs[i].name))
            return &verbs[i];
    return NULL;
}

static int check_until(hb_game *g, const json_t *ins, const char *what)
{
    return check_member_name(g, ins, "until", what, until_names, false);
}

/* The body of one instruction; `permanent`: a permanent's continuous entry (no choices, no
 * durations). */
static int check_body(hb_game *g, const json_t *ins, const verb *v, const char *what,
                      bool permanent)
{
    const char *n = v->name;
    const json_t *arg = json_object_get(ins, n);
    char path[256];
    eng_format(path, sizeof path, "%s.%s", what, n);
    if (permanent && json_object_get(ins, "until"))
        return eng_error(g->run, "%s: a permanent's effect has no \"until\"", what);
    if (!strcmp(n, "draw") || !strcmp(n, "look"))
        return check_number(g, arg, path) || check_member_name(g, ins, "who", what, who_names, false);
    if (!strcmp(n, "to_hand") || !strcmp(n, "drop") || !strcmp(n, "reveal") ||
        !strcmp(n, "face_up"))
        return check_selector(g, arg, path, true);
    if (!strcmp(n, "move")) {
        static const char *const ats[] = {"top", "bottom", NULL};
        static const char *const zones[] = {"deck", "set", "hand", "drop", "serve", "block",
                                            "receive", "toss", "attack", "event", NULL};
        return check_selector(g, arg, path, true) ||
               check_member_name(g, ins, "to", what, zones, true) ||
               check_member_name(g, ins, "at", what, ats, false) ? -1 : 0;
    }
    if (!strcmp(n, "appear")) {
        static const char *const areas[] = {"serve", "block", "receive", "toss", "attack", NULL};
        return check_selector(g, arg, path, true) ||
               check_member_name(g, ins, "area", what, areas, true) ||
               check_bool(g, ins, "side", what) ? -1 : 0;
    }
    if (!strcmp(n, "shuffle")) {
        static const char *const zones[] = {"deck", NULL};
        return check_name(g, arg, path, zones) ||
               check_member_name(g, ins, "who", what, who_names, false) ? -1 : 0;
    }
    if (!strcmp(n, "param")) {
        const json_t *add = json_object_get(ins, "add"), *set = json_object_get(ins, "set");
        const json_t *t = json_object_get(ins, "target");
        char tp[256];
        eng_format(tp, sizeof tp, "%s.target", what);
        if (check_name(g, arg, path, hb_param_names) != 0 || check_until(g, ins, what) != 0)
            return -1;
        if (!add == !set)
            return eng_error(g->run, "%s: one of \"add\" and \"set\" is required", what);
        eng_format(path, sizeof path, "%s.%s", what, add ? "add" : "set");
        return check_number(g, add ? add : set, path) ||
               (t && check_selector(g, t, tp, !permanent)) ? -1 : 0;
    }
    if (!strcmp(n, "op") || !strcmp(n, "op_set") || !strcmp(n, "dp") || !strcmp(n, "dp_set"))
        return check_number(g, arg, path) || check_member_name(g, ins, "who", what, who_names, false);
    if (!strcmp(n, "forbid")) {
        const json_t *f = json_object_get(ins, "filter");
        char fp[256];
        eng_format(fp, sizeof fp, "%s.filter", what);
        if (check_name(g, arg, path, act_names) || check_until(g, ins, what) ||
            check_member_name(g, ins, "who", what, who_names, false) ||
            check_member_name(g, ins, "area", what, appear_area_names, false) ||
            check_bool(g, ins, "only", what) || (f && check_filter(g, f, fp)))
            return -1;
        if (json_object_get(ins, "only") && !f)
            return eng_error(g->run, "%s: \"only\" needs a \"filter\"", what);
        return 0;
    }
    if (!strcmp(n, "negate") || !strcmp(n, "unaffected"))
        return check_selector(g, arg, path, !permanent) || check_until(g, ins, what);
    if (!strcmp(n, "grant") || !strcmp(n, "gain")) {
        const json_t *t = json_object_get(ins, "target");
        char tp[256];
        eng_format(tp, sizeof tp, "%s.target", what);
        if (check_until(g, ins, what) != 0 || (t && check_selector(g, t, tp, !permanent) != 0))
            return -1;
        if (!strcmp(n, "gain"))
            return check_attr_object(g, arg, path, false);
        hb_skill tmp;
        if (permanent)
            return eng_error(g->run, "%s: a permanent grants no skill", what);
        if (hb_parse_skill(g, arg, path, &tmp) != 0)
            return -1;
        if (tmp.kind != HB_SK_PASSIVE && tmp.kind != HB_SK_ACTIVE)
            return eng_error(g->run, "%s: a granted skill is passive or active", path);
        return 0;
    }
    if (!strcmp(n, "win") || !strcmp(n, "lose") || !strcmp(n, "lost"))
        return check_name(g, arg, path, who_names);
    if (!strcmp(n, "skip_to")) {
        static const char *const to[] = {"draw", "end", NULL};
        return check_name(g, arg, path, to);
    }
    if (!strcmp(n, "options")) {
        if (!json_is_array(arg) || json_array_size(arg) < 2)
            return err_type(g, path, "two or more options");
        for (size_t i = 0; i < json_array_size(arg); i++) {
            char op[300];
            eng_format(op, sizeof op, "%s[%zu]", path, i);
            if (check_effect(g, json_array_get(arg, i), op) != 0)
                return -1;
        }
        const json_t *c = json_object_get(ins, "count");
        eng_format(path, sizeof path, "%s.count", what);
        return c ? check_int(g, c, path, 1) : eng_error(g->run, "%s: \"count\" is required", what);
    }
    if (!strcmp(n, "if")) {
        const json_t *then = json_object_get(ins, "then"), *els = json_object_get(ins, "else");
        if (check_cond(g, arg, path) != 0)
            return -1;
        if (!then)
            return eng_error(g->run, "%s: \"then\" is required", what);
        eng_format(path, sizeof path, "%s.then", what);
        if (check_effect(g, then, path) != 0)
            return -1;
        eng_format(path, sizeof path, "%s.else", what);
        return els ? check_effect(g, els, path) : 0;
    }
    if (!strcmp(n, "if_done") || !strcmp(n, "if_not_done") || !strcmp(n, "once"))
        return check_effect(g, arg, path);
    if (!strcmp(n, "may")) {
        const json_t *c = json_object_get(ins, "if");
        char cp[256];
        eng_format(cp, sizeof cp, "%s.if", what);
        return check_effect(g, arg, path) || (c && check_cond(g, c, cp)) ? -1 : 0;
    }
    if (!strcmp(n, "delayed")) {
        const json_t *e = json_object_get(ins, "effect");
        if (check_trigger(g, arg, path) != 0)
            return -1;
        eng_format(path, sizeof path, "%s.effect", what);
        return e ? check_effect(g, e, path) : eng_error(g->run, "%s: \"effect\" is required", what);
    }
    if (!strcmp(n, "require")) {
        static const char *const acts[] = {"appear", "play", NULL};
        const json_t *c = json_object_get(ins, "cost");
        if (check_name(g, arg, path, acts) || check_until(g, ins, what) ||
            check_member_name(g, ins, "who", what, who_names, false))
            return -1;
        eng_format(path, sizeof path, "%s.cost", what);
        return c ? check_cost(g, c, path) : eng_error(g->run, "%s: \"cost\" is required", what);
    }
    if (!strcmp(n, "use")) {
        const json_t *s = json_object_get(ins, "skill");
        if (check_selector(g, arg, path, true) != 0)
            return -1;
        eng_format(path, sizeof path, "%s.skill", what);
        return s ? check_int(g, s, path, 0) : eng_error(g->run, "%s: \"skill\" is required", what);
    }
    if (eng_enum_index(keyword_names, n) >= 0)
        return check_number(g, arg, path);
    return eng_error(g->run, "%s: no known instruction", what);
}

static int check_instruction(hb_game *g, const json_t *ins, const char *what, bool permanent)
{
    if (!json_is_object(ins))
        return err_type(g, what, "an instruction object");
    const verb *v = verb_of(ins);
    if (!v)
        return eng_error(g->run, "%s: no known instruction", what);
    if (eng_only_keys(g->run, ins, what, v->keys) != 0)
        return -1;
    return check_body(g, ins, v, what, permanent);
}

int hb_check_instruction(hb_game *g, const json_t *ins, const char *what)
{
    return check_instruction(g, ins, what, false);
}

static int check_effect(hb_game *g, const json_t *v, const char *what)
{
    char path[256];
    if (!json_is_array(v))
        return err_type(g, what, "an array of instructions");
    for (size_t i = 0; i < json_array_size(v); i++) {
        eng_format(path, sizeof path, "%s[%zu]", what, i);
        if (check_instruction(g, json_array_get(v, i), path, false) != 0)
            return -1;
    }
    return 0;
}

/* A permanent's continuous entries: the duration instructions' shapes without `until`. */
static int check_continuous(hb_game *g, const json_t *v, const char *what)
{
    static const char *const allowed[] = {"param", "op", "op_set", "dp", "dp_set", "forbid",
                                          "negate", "gain", "unaffected", NULL};
    char path[256];
    if (!json_is_array(v))
        return err_type(g, what, "an array of continuous effects");
    for (size_t i = 0; i < json_array_size(v); i++) {
        const json_t *ins = json_array_get(v, i);
        eng_format(path, sizeof path, "%s[%zu]", what, i);
        const verb *vb = json_is_object(ins) ? verb_of(ins) : NULL;
        if (!vb || eng_enum_index(allowed, vb->name) < 0)
            return eng_error(g->run, "%s: a continuous effect (param, op, dp, forbid, negate, "
                             "gain, unaffected) expected", path);
        if (check_instruction(g, ins, path, true) != 0)
            return -1;
    }
    return 0;
}

static int check_replace(hb_game *g, const json_t *v, const char *what)
{
    static const char *const keys[] = {"event", "of", "instead", "optional", NULL};
    static const char *const events[] = {"drop", "lose", NULL};
    char path[256];
    if (!json_is_object(v))
        return err_type(g, what, "a replacement object");
    if (eng_only_keys(g->run, v, what, keys) || check_member_name(g, v, "event", what, events, true) ||
        check_bool(g, v, "optional", what))
        return -1;
    const json_t *of = json_object_get(v, "of"), *instead = json_object_get(v, "instead");
    eng_format(path, sizeof path, "%s.of", what);
    if (of && check_selector(g, of, path, false) != 0)
        return -1;
    eng_format(path, sizeof path, "%s.instead", what);
    return instead ? check_effect(g, instead, path)
                   : eng_error(g->run, "%s: \"instead\" is required", what);
}

static int check_deck_rule(hb_game *g, const json_t *v, const char *what)
{
    static const char *const keys[] = {"max_copies", "forbid", "only", "events", NULL};
    char path[256];
    if (!json_is_object(v) || json_object_size(v) != 1 || eng_only_keys(g->run, v, what, keys))
        return json_is_object(v) && json_object_size(v) == 1 ? -1
               : err_type(g, what, "an object with one deck rule");
    const char *k = json_object_iter_key(json_object_iter((json_t *)v));
    eng_format(path, sizeof path, "%s.%s", what, k);
    const json_t *a = json_object_get(v, k);
    if (!strcmp(k, "forbid") || !strcmp(k, "only"))
        return check_filter(g, a, path);
    return check_int(g, a, path, 0);
}

static int check_pregame(hb_game *g, const json_t *v, const char *what)
{
    static const char *const keys[] = {"hand", "set", NULL};
    char path[256];
    if (!json_is_object(v) || json_object_size(v) == 0 || eng_only_keys(g->run, v, what, keys))
        return json_is_object(v) && json_object_size(v) ? -1 : err_type(g, what, "a pre-game object");
    const char *k;
    const json_t *a;
    json_object_foreach((json_t *)v, k, a) {
        eng_format(path, sizeof path, "%s.%s", what, k);
        if (check_int(g, a, path, 0) != 0)
            return -1;
    }
    return 0;
}

/* --- skills ----------------------------------------------------------------------------------- */

int hb_parse_skill(hb_game *g, const json_t *s, const char *what, hb_skill *out)
{
    static const char *const keys[] = {"kind", "area", "timing", "trigger", "cost", "effect",
                                       "continuous", "replace", "condition", "turn1", "place",
                                       "deck_rule", "pregame", "all_zones", NULL};
    char path[256];
    *out = (hb_skill){.area = HB_AREA_COURT, .place = -1};
    if (!json_is_object(s))
        return err_type(g, what, "a skill object");
    int kind;
    if (eng_only_keys(g->run, s, what, keys) != 0 ||
        eng_get_enum(g->run, s, "kind", what, true, kind_names, &kind) != 0 ||
        eng_get_bool(g->run, s, "turn1", what, &out->turn1) != 0 ||
        eng_get_bool(g->run, s, "all_zones", what, &out->all_zones) != 0)
        return -1;
    out->kind = (hb_skill_kind)kind;
    int area = -1;
    if (eng_get_enum(g->run, s, "area", what, false, area_names, &area) != 0)
        return -1;
    if (area >= 0)
        out->area = area <= 4 ? HB_SERVE + area
                    : area == 5 ? HB_AREA_COURT : area == 6 ? HB_AREA_HAND : HB_AREA_UNDER;
    const json_t *timing = json_object_get(s, "timing");
    if (timing) {
        if (!json_is_array(timing))
            return eng_error(g->run, "%s.timing: an array expected", what);
        for (size_t i = 0; i < json_array_size(timing); i++) {
            eng_format(path, sizeof path, "%s.timing[%zu]", what, i);
            if (check_name(g, json_array_get(timing, i), path, timing_names) != 0)
                return -1;
            int k = eng_enum_index(timing_names, json_string_value(json_array_get(timing, i)));
            out->timing |= 1u << timing_phases[k];
        }
    }
    out->trigger = json_object_get(s, "trigger");
    out->cost = json_object_get(s, "cost");
    out->effect = json_object_get(s, "effect");
    out->continuous = json_object_get(s, "continuous");
    out->replace = json_object_get(s, "replace");
    out->condition = json_object_get(s, "condition");
    out->deck_rule = json_object_get(s, "deck_rule");
    out->pregame = json_object_get(s, "pregame");
    const json_t *place = json_object_get(s, "place");
    if (place) {
        eng_format(path, sizeof path, "%s.place", what);
        static const char *const zones[] = {"deck", "set", "hand", "drop", NULL};
        if (check_name(g, place, path, zones) != 0)
            return -1;
        out->place = eng_enum_index(hb_zone_names, json_string_value(place));
    }
    bool perm = out->kind == HB_SK_PERMANENT, pass = out->kind == HB_SK_PASSIVE;
    bool act = out->kind == HB_SK_ACTIVE, ev = out->kind == HB_SK_EVENT;
    struct { const char *key; bool present, allowed; } rules[] = {
        {"trigger", out->trigger != NULL, pass}, {"timing", timing != NULL, act},
        {"cost", out->cost != NULL, act || ev}, {"effect", out->effect != NULL, !perm},
        {"continuous", out->continuous != NULL, perm}, {"replace", out->replace != NULL, perm},
        {"turn1", out->turn1, act || ev}, {"place", place != NULL, ev},
        {"deck_rule", out->deck_rule != NULL, perm}, {"pregame", out->pregame != NULL, perm},
        {"all_zones", out->all_zones, perm}, {"area", area >= 0, !ev},
    };
    for (size_t i = 0; i < sizeof rules / sizeof *rules; i++)
        if (rules[i].present && !rules[i].allowed)
            return eng_error(g->run, "%s: \"%s\" does not go with a %s skill", what,
                             rules[i].key, kind_names[kind]);
    if (pass && !out->trigger)
        return eng_error(g->run, "%s: \"trigger\" is required", what);
    if (!perm && !out->effect)
        return eng_error(g->run, "%s: \"effect\" is required", what);
    if (perm && !out->continuous && !out->replace && !out->deck_rule && !out->pregame)
        return eng_error(g->run, "%s: a permanent skill needs \"continuous\", \"replace\", "
                         "\"deck_rule\" or \"pregame\"", what);
    eng_format(path, sizeof path, "%s.trigger", what);
    if (out->trigger && check_trigger(g, out->trigger, path) != 0)
        return -1;
    eng_format(path, sizeof path, "%s.cost", what);
    if (out->cost && check_cost(g, out->cost, path) != 0)
        return -1;
    eng_format(path, sizeof path, "%s.effect", what);
    if (out->effect && check_effect(g, out->effect, path) != 0)
        return -1;
    eng_format(path, sizeof path, "%s.continuous", what);
    if (out->continuous && check_continuous(g, out->continuous, path) != 0)
        return -1;
    eng_format(path, sizeof path, "%s.replace", what);
    if (out->replace && check_replace(g, out->replace, path) != 0)
        return -1;
    eng_format(path, sizeof path, "%s.condition", what);
    if (out->condition && check_cond(g, out->condition, path) != 0)
        return -1;
    eng_format(path, sizeof path, "%s.deck_rule", what);
    if (out->deck_rule && check_deck_rule(g, out->deck_rule, path) != 0)
        return -1;
    eng_format(path, sizeof path, "%s.pregame", what);
    if (out->pregame && check_pregame(g, out->pregame, path) != 0)
        return -1;
    return 0;
}

int hb_parse_skills(hb_game *g, int card, const json_t *skills, const char *what,
                    hb_skill **out, size_t *n)
{
    *out = NULL;
    *n = 0;
    if (!skills)
        return 0;
    if (!json_is_array(skills))
        return eng_error(g->run, "%s: an array of skills expected", what);
    size_t k = json_array_size(skills);
    hb_skill *v = xcalloc(k ? k : 1, sizeof *v);
    for (size_t i = 0; i < k; i++) {
        char path[256];
        eng_format(path, sizeof path, "%s[%zu]", what, i);
        if (hb_parse_skill(g, json_array_get(skills, i), path, &v[i]) != 0) {
            free(v);
            return -1;
        }
        bool event_card = g->c[card].type == HB_T_EVENT;
        if (event_card != (v[i].kind == HB_SK_EVENT)) {
            free(v);
            return eng_error(g->run, "%s: %s", path, event_card
                             ? "an event card's skills are event skills (1-3-3-4-1)"
                             : "an event skill is an event card's (1-3-3-4-1)");
        }
    }
    *out = v;
    *n = k;
    return 0;
}
