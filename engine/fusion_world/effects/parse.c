/* parse.c — the strict reading of synthetic cards' skills (docs/engines/fusion-world.md,
 * part 2): skills, cost parts, triggers, instructions, selectors, zone specs, filters,
 * conditions, continuous entries and replacements. Every unknown key, wrong type or missing
 * value is a case error naming the key's path; the checked JSON is then read as it is by the
 * module (it lives as long as the run). */
#include "engine/fusion_world/effects/effects.h"
#include "engine/fusion_world/skills/skills.h"

#include <stdio.h>
#include <string.h>

static const char *const kind_names[] = {"auto", "activate", "permanent", "evolve",
                                         "fusion-evolve", "awaken", NULL};
static const char *const timing_names[] = {"main", "battle", "main/battle", NULL};
static const char *const during_names[] = {"your-turn", "opponent-turn", NULL};
static const char *const who_names[] = {"you", "opponent", "each", NULL};
static const char *const spec_who_names[] = {"you", "opponent", "any", NULL};
static const char *const sel_names[] = {"this", "attack-card", "guard-card", "your-leader",
                                        "opponent-leader", "trigger-card", NULL};
static const char *const type_names[] = {"leader", "battle", "extra", NULL};
static const char *const forbid_names[] = {"attack", "leave", "ko-in-battle",
                                           "chosen-by-opponent", NULL};
static const char *const repl_events[] = {"ko", "leave", "damage", "draw", "move", NULL};
static const char *const trigger_names[] = {
    "enter", "attack", "attacked", "ko", "block", "damage-dealt", "turn-start", "charge-start",
    "main-start", "main-end", "turn-end", "offense-start", "defense-start", "damage-step-start",
    "battle-end", "damage-step-end", "combo-battle-end",
    "placed-in-leader-area", "covered", "move", "use", "state", "rest", "stand", NULL};
static const char *const phase_triggers[] = {"turn-start", "charge-start", "main-start",
                                             "main-end", "turn-end", "offense-start",
                                             "defense-start", "damage-step-start", "battle-end",
                                             "damage-step-end", NULL};
static const char *const whose_names[] = {"your", "opponent", "any", NULL};
static const char *const skip_names[] = {"charge", "main", "end", "offense", "defense",
                                          "damage", "turn", NULL};

/* The checks of one part of the vocabulary each; instructions and conditions nest. */
static int fw_check_instructions(fw_game *g, const json_t *v, const char *what);
static int fw_check_instruction(fw_game *g, const json_t *v, const char *what);
static int fw_check_condition(fw_game *g, const json_t *v, const char *what);
static int fw_check_trigger(fw_game *g, const json_t *v, const char *what);
static int fw_check_selector(fw_game *g, const json_t *v, const char *what, bool fixed);
static int fw_check_filter(fw_game *g, const json_t *v, const char *what);
static int fw_check_zonespec(fw_game *g, const json_t *v, const char *what);

#define W(buf, ...) eng_format(buf, sizeof buf, __VA_ARGS__)

int fw_until_of(const char *name, fw_until *out)
{
    static const char *const names[] = {"battle", "main-phase", "turn", "next-turn-start",
                                        "game", "your-next-turn", "opponent-next-turn", NULL};
    int k = eng_enum_index(names, name);
    if (k < 0)
        return -1;
    *out = (fw_until)k;
    return 0;
}

int fw_check_duration(fw_game *g, const json_t *v, const char *what, fw_until *out)
{
    fw_until u = FW_UNTIL_GAME;
    if (v && (!json_is_string(v) || fw_until_of(json_string_value(v), &u) < 0))
        return eng_error(g->run, "%s: \"until\" must be battle, main-phase, turn, "
                         "next-turn-start, game, your-next-turn or opponent-next-turn", what);
    if (out)
        *out = u;
    return TCG_OK;
}

static int check_int(fw_game *g, const json_t *v, const char *what, const char *key, bool x_ok)
{
    if (json_is_integer(v))
        return TCG_OK;
    if (x_ok && json_is_string(v) && strcmp(json_string_value(v), "X") == 0)
        return TCG_OK;
    return eng_error(g->run, "%s: \"%s\" must be an integer%s", what, key, x_ok ? " or \"X\"" : "");
}

static int check_enum(fw_game *g, const json_t *v, const char *what, const char *key,
                      const char *const *names)
{
    if (!json_is_string(v) || eng_enum_index(names, json_string_value(v)) < 0)
        return eng_error(g->run, "%s: \"%s\" has an unknown value", what, key);
    return TCG_OK;
}

static int check_bool(fw_game *g, const json_t *v, const char *what, const char *key)
{
    if (!json_is_boolean(v))
        return eng_error(g->run, "%s: \"%s\" must be true or false", what, key);
    return TCG_OK;
}

int fw_check_keyword(fw_game *g, const char *kw, const char *what)
{
    unsigned f;
    long s;
    if (!fw_keyword_of(kw, &f, &s))
        return eng_error(g->run, "%s: unknown keyword \"%s\"", what, kw ? kw : "(not a string)");
    return TCG_OK;
}

/* `what`: the path of the filter itself (a ZONESPEC's "filter", a search's "search", an evolve's
 * "onto"), where its problems are named. */
static int fw_check_filter(fw_game *g, const json_t *v, const char *what)
{
    static const char *const keys[] = {"type", "name", "trait", "color", "same_color",
                                       "power_min", "power_max", "cost_min", "cost_max",
                                       "rested", "other", "keyword", "not_keyword", "has_combo",
                                       NULL};
    char w[256];
    W(w, "%s", what);
    TCG_TRY(eng_only_keys(g->run, v, w, keys));
    const json_t *x;
    if ((x = json_object_get(v, "type")))
        TCG_TRY(check_enum(g, x, w, "type", type_names));
    for (const char *const *k = (const char *const[]){"name", "trait", NULL}; *k; k++)
        if ((x = json_object_get(v, *k)) && !json_is_string(x))
            return eng_error(g->run, "%s: \"%s\" must be a string", w, *k);
    for (const char *const *k = (const char *const[]){"color", "same_color", NULL}; *k; k++)
        if ((x = json_object_get(v, *k)))
            TCG_TRY(check_enum(g, x, w, *k, fw_color_names));
    for (const char *const *k = (const char *const[]){"power_min", "power_max", "cost_min",
                                                      "cost_max", NULL}; *k; k++)
        if ((x = json_object_get(v, *k)))
            TCG_TRY(check_int(g, x, w, *k, false));
    for (const char *const *k = (const char *const[]){"rested", "other", "has_combo", NULL}; *k;
         k++)
        if ((x = json_object_get(v, *k)))
            TCG_TRY(check_bool(g, x, w, *k));
    static const char *const families[] = {"strike", "evolve", "fusion-evolve", NULL};  /* 15-6-3,
                                                                                15-12-8 */
    for (const char *const *k = (const char *const[]){"keyword", "not_keyword", NULL}; *k; k++)
        if ((x = json_object_get(v, *k)) &&
            eng_enum_index(families, json_string_value(x)) < 0)
            TCG_TRY(fw_check_keyword(g, json_string_value(x), w));
    return TCG_OK;
}

static int fw_check_zonespec(fw_game *g, const json_t *v, const char *what)
{
    static const char *const keys[] = {"who", "zone", "filter", NULL};
    TCG_TRY(eng_only_keys(g->run, v, what, keys));
    const json_t *x;
    if ((x = json_object_get(v, "who")))
        TCG_TRY(check_enum(g, x, what, "who", spec_who_names));
    if ((x = json_object_get(v, "zone"))) {
        TCG_TRY(check_enum(g, x, what, "zone", fw_zone_names));
        if (strcmp(json_string_value(x), "removed") == 0)
            return eng_error(g->run, "%s: \"zone\" cannot be \"removed\"", what);
    }
    if ((x = json_object_get(v, "filter"))) {
        char w[256];
        W(w, "%s.filter", what);
        TCG_TRY(fw_check_filter(g, x, w));
    }
    return TCG_OK;
}

static int fw_check_selector(fw_game *g, const json_t *v, const char *what, bool fixed)
{
    if (json_is_string(v)) {
        if (eng_enum_index(sel_names, json_string_value(v)) < 0)
            return eng_error(g->run, "%s: unknown selector \"%s\"", what, json_string_value(v));
        if (fixed && strcmp(json_string_value(v), "this") != 0)
            return eng_error(g->run, "%s: a continuous effect's target is \"this\" or {\"all\": …}",
                             what);
        return TCG_OK;
    }
    if (!json_is_object(v))
        return eng_error(g->run, "%s: a selector is a string or an object", what);
    char w[256];
    /* "as": the cards designated, named for a later {"ref": name} of the same skill (9-10-1) */
    if (json_object_get(v, "as") && !fixed && !json_is_string(json_object_get(v, "as")))
        return eng_error(g->run, "%s: \"as\" must be a name", what);
    if (json_object_get(v, "all")) {
        static const char *const keys[] = {"all", "as", NULL};
        TCG_TRY(eng_only_keys(g->run, v, what, keys));
        if (fixed && json_object_get(v, "as"))
            return eng_error(g->run, "%s: a continuous effect's target names no \"as\"", what);
        W(w, "%s.all", what);
        return fw_check_zonespec(g, json_object_get(v, "all"), w);
    }
    if (fixed)
        return eng_error(g->run, "%s: a continuous effect's target is \"this\" or {\"all\": …}",
                         what);
    if (json_object_get(v, "ref")) {
        static const char *const keys[] = {"ref", NULL};
        TCG_TRY(eng_only_keys(g->run, v, what, keys));
        if (!json_is_string(json_object_get(v, "ref")))
            return eng_error(g->run, "%s: \"ref\" names an \"as\" of the skill", what);
        return TCG_OK;
    }
    if (json_object_get(v, "choose")) {
        static const char *const keys[] = {"choose", "up_to", "from", "as", NULL};
        TCG_TRY(eng_only_keys(g->run, v, what, keys));
        TCG_TRY(check_int(g, json_object_get(v, "choose"), what, "choose", true));
        if (json_object_get(v, "up_to"))
            TCG_TRY(check_bool(g, json_object_get(v, "up_to"), what, "up_to"));
        const json_t *from = json_object_get(v, "from");
        if (!from)
            return eng_error(g->run, "%s: \"from\" is required", what);
        if (json_is_array(from)) {   /* 13-6: 「合計 N 枚」 from several zones */
            if (json_array_size(from) == 0)
                return eng_error(g->run, "%s: \"from\" lists at least one zone spec", what);
            size_t i;
            const json_t *one;
            json_array_foreach(from, i, one) {
                W(w, "%s.from[%zu]", what, i);
                TCG_TRY(fw_check_zonespec(g, one, w));
            }
            return TCG_OK;
        }
        W(w, "%s.from", what);
        return fw_check_zonespec(g, from, w);
    }
    if (json_object_get(v, "top")) {
        static const char *const keys[] = {"top", "who", "zone", "as", NULL};
        static const char *const zones[] = {"deck", "life", NULL};
        TCG_TRY(eng_only_keys(g->run, v, what, keys));
        TCG_TRY(check_int(g, json_object_get(v, "top"), what, "top", true));
        if (json_object_get(v, "who"))
            TCG_TRY(check_enum(g, json_object_get(v, "who"), what, "who", spec_who_names));
        if (!json_object_get(v, "zone"))
            return eng_error(g->run, "%s: \"zone\" is required", what);
        return check_enum(g, json_object_get(v, "zone"), what, "zone", zones);
    }
    return eng_error(g->run, "%s: a selector object has \"choose\", \"all\", \"top\" or \"ref\"",
                     what);
}

static int fw_check_condition(fw_game *g, const json_t *v, const char *what)
{
    if (!json_is_object(v) || json_object_size(v) == 0)
        return eng_error(g->run, "%s: a condition must be an object", what);
    char w[256];
    const json_t *x;
    if ((x = json_object_get(v, "count"))) {
        static const char *const keys[] = {"count", "min", "max", NULL};
        TCG_TRY(eng_only_keys(g->run, v, what, keys));
        W(w, "%s.count", what);
        TCG_TRY(fw_check_zonespec(g, x, w));
    } else if ((x = json_object_get(v, "power"))) {
        /* "original": 「元々のパワー」, the printed value (13-3-1) */
        static const char *const keys[] = {"power", "min", "max", "original", NULL};
        TCG_TRY(eng_only_keys(g->run, v, what, keys));
        if (json_object_get(v, "original"))
            TCG_TRY(check_bool(g, json_object_get(v, "original"), what, "original"));
        W(w, "%s.power", what);
        TCG_TRY(fw_check_selector(g, x, w, false));
    } else if ((x = json_object_get(v, "markers"))) {
        static const char *const keys[] = {"markers", "min", "max", NULL};
        TCG_TRY(eng_only_keys(g->run, v, what, keys));
        TCG_TRY(check_enum(g, x, what, "markers", who_names));
    } else if ((x = json_object_get(v, "ki"))) {
        static const char *const keys[] = {"ki", "min", "max", NULL};
        TCG_TRY(eng_only_keys(g->run, v, what, keys));
        W(w, "%s.ki", what);
        TCG_TRY(fw_check_selector(g, x, w, false));
    } else if ((x = json_object_get(v, "turn"))) {
        static const char *const keys[] = {"turn", NULL};
        static const char *const turns[] = {"your", "opponent", NULL};
        TCG_TRY(eng_only_keys(g->run, v, what, keys));
        return check_enum(g, x, what, "turn", turns);
    } else if ((x = json_object_get(v, "all")) || (x = json_object_get(v, "any"))) {
        const char *key = json_object_get(v, "all") ? "all" : "any";
        if (json_object_size(v) != 1 || !json_is_array(x))
            return eng_error(g->run, "%s: \"%s\" is an array of conditions, alone", what, key);
        size_t i;
        const json_t *c;
        json_array_foreach(x, i, c) {
            W(w, "%s.%s[%zu]", what, key, i);
            TCG_TRY(fw_check_condition(g, c, w));
        }
        return TCG_OK;
    } else if ((x = json_object_get(v, "not"))) {
        if (json_object_size(v) != 1)
            return eng_error(g->run, "%s: \"not\" stands alone", what);
        W(w, "%s.not", what);
        return fw_check_condition(g, x, w);
    } else {
        return eng_error(g->run, "%s: unknown condition", what);
    }
    for (const char *const *k = (const char *const[]){"min", "max", NULL}; *k; k++)
        if ((x = json_object_get(v, *k)))
            TCG_TRY(check_int(g, x, what, *k, false));
    return TCG_OK;
}

static const char *const card_triggers[] = {"enter", "attack", "ko", "attacked", "block",
                                            "damage-dealt", "rest", "stand", NULL};

static int fw_check_trigger(fw_game *g, const json_t *v, const char *what)
{
    if (!json_is_object(v))
        return eng_error(g->run, "%s: a trigger is an object with \"on\"", what);
    const json_t *on = json_object_get(v, "on");
    if (!on)
        return eng_error(g->run, "%s: \"on\" is required", what);
    TCG_TRY(check_enum(g, on, what, "on", trigger_names));
    const char *e = json_string_value(on);
    char w[256];
    if (eng_enum_index(phase_triggers, e) >= 0) {
        static const char *const keys[] = {"on", "whose", NULL};
        TCG_TRY(eng_only_keys(g->run, v, what, keys));
        if (json_object_get(v, "whose"))
            TCG_TRY(check_enum(g, json_object_get(v, "whose"), what, "whose", whose_names));
    } else if (strcmp(e, "move") == 0) {
        static const char *const keys[] = {"on", "filter", "from", "to", "who", NULL};
        TCG_TRY(eng_only_keys(g->run, v, what, keys));
        const json_t *x;
        W(w, "%s.filter", what);
        if ((x = json_object_get(v, "filter")))
            TCG_TRY(fw_check_filter(g, x, w));
        if ((x = json_object_get(v, "from")))
            TCG_TRY(check_enum(g, x, what, "from", fw_zone_names));
        if ((x = json_object_get(v, "to")))
            TCG_TRY(check_enum(g, x, what, "to", fw_zone_names));
        if ((x = json_object_get(v, "who")))
            TCG_TRY(check_enum(g, x, what, "who", spec_who_names));
    } else if (strcmp(e, "use") == 0) {
        static const char *const keys[] = {"on", "filter", "who", NULL};
        TCG_TRY(eng_only_keys(g->run, v, what, keys));
        W(w, "%s.filter", what);
        if (json_object_get(v, "filter"))
            TCG_TRY(fw_check_filter(g, json_object_get(v, "filter"), w));
        if (json_object_get(v, "who"))
            TCG_TRY(check_enum(g, json_object_get(v, "who"), what, "who", spec_who_names));
    } else if (strcmp(e, "state") == 0) {
        static const char *const keys[] = {"on", "condition", NULL};
        TCG_TRY(eng_only_keys(g->run, v, what, keys));
        if (!json_object_get(v, "condition"))
            return eng_error(g->run, "%s: \"condition\" is required", what);
        W(w, "%s.condition", what);
        TCG_TRY(fw_check_condition(g, json_object_get(v, "condition"), w));
    } else if (eng_enum_index(card_triggers, e) >= 0) {
        /* `of` (the page's: enter, attack, ko) read alike for the other card events: any
         * matching card attacked, blocking, dealing damage — what a delayed effect, which has
         * no "this card" of its own, names */
        static const char *const keys[] = {"on", "of", NULL};
        TCG_TRY(eng_only_keys(g->run, v, what, keys));
        if (json_object_get(v, "of")) {
            W(w, "%s.of", what);
            TCG_TRY(fw_check_zonespec(g, json_object_get(v, "of"), w));
        }
    } else {
        static const char *const keys[] = {"on", NULL};
        TCG_TRY(eng_only_keys(g->run, v, what, keys));
    }
    return TCG_OK;
}

/* --- instructions --------------------------------------------------------------------- */

typedef enum { A_INT, A_INTX, A_SEL, A_FIXSEL, A_WHO, A_UNTIL, A_ZONE, A_AT, A_BOOL, A_KEYWORD,
               A_FORBID, A_SKILL, A_COND, A_LIST, A_OPTIONS, A_TRIGGER, A_FILTER, A_SKIP,
               A_WIN, A_STRING, A_COLOR, A_DECKRULE, A_ACT, A_INVALID } arg_kind;

typedef struct verb {
    const char *name;
    arg_kind arg;                       /* the verb's own value */
    const char *const *mods;            /* other keys allowed */
} verb;

static const verb verbs[] = {
    {"draw", A_INTX, (const char *const[]){"who", NULL}},
    {"damage", A_INTX, (const char *const[]){"who", NULL}},
    {"life_to_hand", A_INTX, (const char *const[]){"who", NULL}},
    {"power", A_INTX, (const char *const[]){"target", "until", NULL}},
    {"set_power", A_INTX, (const char *const[]){"target", "until", NULL}},
    {"cost_mod", A_INTX, (const char *const[]){"target", "until", NULL}},
    {"combo_power", A_INTX, (const char *const[]){"target", "until", NULL}},
    {"ko", A_SEL, (const char *const[]){NULL}},
    {"rest", A_SEL, (const char *const[]){"stand", NULL}},   /* both at once: 0-2-6 */
    {"stand", A_SEL, (const char *const[]){"rest", NULL}},
    {"move", A_SEL, (const char *const[]){"to", "at", "alone", NULL}},
    {"enter", A_SEL, (const char *const[]){"rested", NULL}},
    {"discard", A_SEL, (const char *const[]){NULL}},
    {"remove", A_SEL, (const char *const[]){NULL}},
    {"control", A_SEL, (const char *const[]){NULL}},
    {"ki", A_INTX, (const char *const[]){"target", NULL}},
    {"markers", A_INTX, (const char *const[]){"who", NULL}},
    {"shuffle", A_ZONE, (const char *const[]){"who", NULL}},
    {"look", A_INTX, (const char *const[]){"who", NULL}},
    {"search", A_FILTER, (const char *const[]){"count", "to", NULL}},
    {"reveal", A_SEL, (const char *const[]){NULL}},
    {"grant", A_SKILL, (const char *const[]){"target", "until", NULL}},
    {"keyword", A_KEYWORD, (const char *const[]){"target", "until", NULL}},
    {"forbid", A_FORBID, (const char *const[]){"target", "until", NULL}},
    {"require", A_ACT, (const char *const[]){"cost", "target", "until", NULL}},
    {"unaffected", A_SEL, (const char *const[]){"until", NULL}},
    {"win", A_WIN, (const char *const[]){NULL}},
    {"lose", A_WIN, (const char *const[]){NULL}},
    {"skip", A_SKIP, (const char *const[]){"who", NULL}},
    {"choose_options", A_OPTIONS, (const char *const[]){"count", NULL}},
    {"if", A_COND, (const char *const[]){"then", "else", NULL}},
    {"if_done", A_LIST, (const char *const[]){NULL}},
    {"if_not_done", A_LIST, (const char *const[]){NULL}},
    {"delayed", A_TRIGGER, (const char *const[]){"effect", NULL}},
    {"invalidate", A_INVALID, (const char *const[]){NULL}},
    {"negate", A_SEL, (const char *const[]){"skills", "until", NULL}},
};

/* The continuous entries of a 【永続】 (the duration instructions' shapes without "until"). */
static const verb continuous_verbs[] = {
    {"power", A_INT, (const char *const[]){"target", NULL}},
    {"set_power", A_INT, (const char *const[]){"target", NULL}},
    {"cost_mod", A_INT, (const char *const[]){"target", NULL}},
    {"combo_power", A_INT, (const char *const[]){"target", NULL}},
    {"keyword", A_KEYWORD, (const char *const[]){"target", NULL}},
    {"trait", A_STRING, (const char *const[]){"target", NULL}},
    {"color", A_COLOR, (const char *const[]){"target", NULL}},
    {"forbid", A_FORBID, (const char *const[]){"target", NULL}},
    {"require", A_ACT, (const char *const[]){"cost", "target", NULL}},
    {"unaffected", A_FIXSEL, (const char *const[]){NULL}},
    {"deck_rule", A_DECKRULE, (const char *const[]){NULL}},
    {"start_life", A_INT, (const char *const[]){NULL}},
};

static const verb *find_verb(const verb *table, size_t n, const json_t *obj)
{
    for (size_t i = 0; i < n; i++)
        if (json_object_get(obj, table[i].name))
            return &table[i];
    return NULL;
}

static int check_arg(fw_game *g, arg_kind kind, const json_t *v, const char *what,
                     const char *key);

/* Where a `move` and a `search` may put cards (the vocabulary: an entry is `enter`, a removal
 * `remove`, and a leader never moves, 3-5-3). */
static const char *const move_to[] = {"deck", "hand", "drop", "life", "energy", "combo", NULL};
static const char *const search_to[] = {"hand", "drop", "energy", NULL};

static int check_mods(fw_game *g, const verb *vb, const json_t *obj, const char *what,
                      bool fixed)
{
    const char *key;
    const json_t *v;
    char w[256];
    json_object_foreach((json_t *)obj, key, v) {
        if (strcmp(key, vb->name) == 0)
            continue;
        if (eng_enum_index(vb->mods, key) < 0)
            return eng_error(g->run, "%s: unknown key \"%s\" beside \"%s\"", what, key, vb->name);
        W(w, "%s.%s", what, key);
        if (strcmp(key, "who") == 0)
            TCG_TRY(check_arg(g, strcmp(vb->name, "win") == 0 ? A_WIN : A_WHO, v, what, key));
        else if (strcmp(key, "target") == 0 || strcmp(key, "stand") == 0 ||
                 strcmp(key, "rest") == 0)
            TCG_TRY(fw_check_selector(g, v, w, fixed));
        else if (strcmp(key, "until") == 0)
            TCG_TRY(fw_check_duration(g, v, what, NULL));
        else if (strcmp(key, "to") == 0)
            TCG_TRY(check_enum(g, v, what, key, strcmp(vb->name, "search") == 0 ? search_to
                                                                                 : move_to));
        else if (strcmp(key, "at") == 0)
            TCG_TRY(check_arg(g, A_AT, v, what, key));
        else if (strcmp(key, "skills") == 0)
            TCG_TRY(check_enum(g, v, what, key, (const char *const[]){"all", "keyword", NULL}));
        else if (strcmp(key, "rested") == 0 || strcmp(key, "alone") == 0)
            TCG_TRY(check_bool(g, v, what, key));
        else if (strcmp(key, "cost") == 0)
            TCG_TRY(fw_check_cost(g, v, w));
        else if (strcmp(key, "count") == 0)       /* no X: not in the vocabulary's list (13-5) */
            TCG_TRY(check_int(g, v, what, key, false));
        else if (strcmp(key, "then") == 0 || strcmp(key, "else") == 0 ||
                 strcmp(key, "effect") == 0)
            TCG_TRY(fw_check_instructions(g, v, w));
    }
    if (strcmp(vb->name, "move") == 0 && !json_object_get(obj, "to"))
        return eng_error(g->run, "%s: \"to\" is required", what);
    if (strcmp(vb->name, "search") == 0 && !json_object_get(obj, "to"))
        return eng_error(g->run, "%s: \"to\" is required", what);
    if (strcmp(vb->name, "delayed") == 0 && !json_object_get(obj, "effect"))
        return eng_error(g->run, "%s: \"effect\" is required", what);
    if (strcmp(vb->name, "if") == 0 && !json_object_get(obj, "then"))
        return eng_error(g->run, "%s: \"then\" is required", what);
    if (strcmp(vb->name, "require") == 0 && !json_object_get(obj, "cost"))
        return eng_error(g->run, "%s: \"cost\" (what must be done) is required", what);
    return TCG_OK;
}

static int check_arg(fw_game *g, arg_kind kind, const json_t *v, const char *what,
                     const char *key)
{
    char w[256];
    W(w, "%s.%s", what, key);
    switch (kind) {
    case A_INT:
        return check_int(g, v, what, key, false);
    case A_INTX:
        return check_int(g, v, what, key, true);
    case A_SEL:
        return fw_check_selector(g, v, w, false);
    case A_FIXSEL:
        return fw_check_selector(g, v, w, true);
    case A_WHO:
        return check_enum(g, v, what, key, who_names);
    case A_WIN: {
        static const char *const names[] = {"you", "opponent", NULL};
        return check_enum(g, v, what, key, names);
    }
    case A_UNTIL:
        return fw_check_duration(g, v, what, NULL);
    case A_INVALID: {                    /* what an effect invalidates (8-1-2-1) */
        static const char *const names[] = {"attack", NULL};
        return check_enum(g, v, what, key, names);
    }
    case A_ZONE: {                       /* the zone shuffled: a deck (5-9) */
        static const char *const names[] = {"deck", NULL};
        return check_enum(g, v, what, key, names);
    }
    case A_AT: {
        static const char *const names[] = {"top", "bottom", NULL};
        return check_enum(g, v, what, key, names);
    }
    case A_BOOL:
        return check_bool(g, v, what, key);
    case A_KEYWORD:
        return fw_check_keyword(g, json_string_value(v), w);
    case A_FORBID:
        return check_enum(g, v, what, key, forbid_names);
    case A_SKILL: {
        fw_skill sk;
        return fw_parse_skill(g, v, w, &sk);
    }
    case A_COND:
        return fw_check_condition(g, v, w);
    case A_LIST:
        return fw_check_instructions(g, v, w);
    case A_OPTIONS: {
        if (!json_is_array(v) || json_array_size(v) < 2)     /* 「複数のテキストから」 (13-2-1) */
            return eng_error(g->run, "%s: must be an array of two or more instruction lists", w);
        size_t i;
        const json_t *x;
        json_array_foreach(v, i, x) {
            char w2[280];
            W(w2, "%s[%zu]", w, i);
            TCG_TRY(fw_check_instructions(g, x, w2));
        }
        return TCG_OK;
    }
    case A_TRIGGER:
        return fw_check_trigger(g, v, w);
    case A_FILTER:
        return fw_check_filter(g, v, w);
    case A_SKIP:
        return check_enum(g, v, what, key, skip_names);
    case A_STRING:
        if (!json_is_string(v))
            return eng_error(g->run, "%s: must be a string", w);
        return TCG_OK;
    case A_COLOR:
        return check_enum(g, v, what, key, fw_color_names);
    case A_DECKRULE: {
        static const char *const keys[] = {"copies", NULL};
        if (!json_is_object(v))
            return eng_error(g->run, "%s: must be {\"copies\": N}", w);
        TCG_TRY(eng_only_keys(g->run, v, w, keys));
        int64_t n;
        return eng_get_int(g->run, v, "copies", w, true, 0, 1000000, &n);
    }
    case A_ACT: {
        static const char *const acts[] = {"attack", "combo", "play", NULL};
        return check_enum(g, v, what, key, acts);
    }
    }
    return TCG_OK;
}

static int fw_check_instruction(fw_game *g, const json_t *v, const char *what)
{
    if (!json_is_object(v))
        return eng_error(g->run, "%s: an instruction is an object", what);
    const verb *vb = find_verb(verbs, sizeof verbs / sizeof *verbs, v);
    if (!vb)
        return eng_error(g->run, "%s: no known instruction among its keys", what);
    TCG_TRY(check_arg(g, vb->arg, json_object_get(v, vb->name), what, vb->name));
    return check_mods(g, vb, v, what, false);
}

static int fw_check_instructions(fw_game *g, const json_t *v, const char *what)
{
    if (!json_is_array(v))
        return eng_error(g->run, "%s: must be an array of instructions", what);
    size_t i;
    const json_t *x;
    char w[256];
    json_array_foreach(v, i, x) {
        W(w, "%s[%zu]", what, i);
        TCG_TRY(fw_check_instruction(g, x, w));
    }
    return TCG_OK;
}

static int check_continuous(fw_game *g, const json_t *v, const char *what)
{
    if (!json_is_array(v))
        return eng_error(g->run, "%s: must be an array of continuous effects", what);
    size_t i;
    const json_t *x;
    char w[256];
    json_array_foreach(v, i, x) {
        W(w, "%s[%zu]", what, i);
        if (!json_is_object(x))
            return eng_error(g->run, "%s: a continuous effect is an object", w);
        const verb *vb = find_verb(continuous_verbs, sizeof continuous_verbs /
                                   sizeof *continuous_verbs, x);
        if (!vb)
            return eng_error(g->run, "%s: no known continuous effect among its keys", w);
        TCG_TRY(check_arg(g, vb->arg, json_object_get(x, vb->name), w, vb->name));
        TCG_TRY(check_mods(g, vb, x, w, true));
    }
    return TCG_OK;
}

static int check_replace(fw_game *g, const json_t *v, const char *what)
{
    static const char *const keys[] = {"event", "of", "instead", "optional", NULL};
    TCG_TRY(eng_only_keys(g->run, v, what, keys));
    if (!json_object_get(v, "event") || !json_object_get(v, "instead"))
        return eng_error(g->run, "%s: \"event\" and \"instead\" are required", what);
    TCG_TRY(check_enum(g, json_object_get(v, "event"), what, "event", repl_events));
    char w[256];
    if (json_object_get(v, "of")) {
        W(w, "%s.of", what);
        TCG_TRY(fw_check_selector(g, json_object_get(v, "of"), w, true));
    }
    W(w, "%s.instead", what);
    TCG_TRY(fw_check_instructions(g, json_object_get(v, "instead"), w));
    if (json_object_get(v, "optional"))
        TCG_TRY(check_bool(g, json_object_get(v, "optional"), what, "optional"));
    return TCG_OK;
}

int fw_check_cost(fw_game *g, const json_t *v, const char *what)
{
    if (!json_is_array(v))
        return eng_error(g->run, "%s: a skill cost is an array of cost parts", what);
    size_t i;
    const json_t *x;
    char w[256];
    json_array_foreach(v, i, x) {
        W(w, "%s[%zu]", what, i);
        if (json_is_string(x)) {
            static const char *const names[] = {"rest-self", "drop-self", NULL};
            if (eng_enum_index(names, json_string_value(x)) < 0)
                return eng_error(g->run, "%s: unknown cost part \"%s\"", w,
                                 json_string_value(x));
            continue;
        }
        int64_t n;
        if (json_object_get(x, "energy")) {
            static const char *const keys[] = {"energy", "color", NULL};
            TCG_TRY(eng_only_keys(g->run, x, w, keys));
            TCG_TRY(eng_get_int(g->run, x, "energy", w, true, 0, 1000000, &n));
            if (json_object_get(x, "color"))
                TCG_TRY(check_enum(g, json_object_get(x, "color"), w, "color", fw_color_names));
        } else if (json_object_get(x, "discard")) {
            static const char *const keys[] = {"discard", NULL};
            TCG_TRY(eng_only_keys(g->run, x, w, keys));
            const json_t *d = json_object_get(x, "discard");
            if (!(json_is_string(d) && strcmp(json_string_value(d), "X") == 0))   /* 13-5 */
                TCG_TRY(eng_get_int(g->run, x, "discard", w, true, 0, 1000000, &n));
        } else if (json_object_get(x, "ki")) {
            static const char *const keys[] = {"ki", NULL};
            TCG_TRY(eng_only_keys(g->run, x, w, keys));
            const json_t *k = json_object_get(x, "ki");
            if (!(json_is_string(k) && strcmp(json_string_value(k), "X") == 0))   /* 13-5 */
                TCG_TRY(eng_get_int(g->run, x, "ki", w, true, 0, 1000000, &n));
        } else {
            return eng_error(g->run, "%s: unknown cost part", w);
        }
    }
    return TCG_OK;
}

/* Which kinds allow a key (bit per kind_names index). */
static unsigned key_kinds(const char *key)
{
    enum { AU = 1, AC = 2, PE = 4, EV = 8, FU = 16, AW = 32, ALL = 63 };
    static const struct { const char *key; unsigned kinds; } table[] = {
        {"kind", ALL},          {"timing", AC},        {"trigger", AU},
        {"cost", AU | AC | EV | FU},                   {"effect", AU | AC | AW},
        {"continuous", PE},     {"replace", PE},       {"zone", ALL},
        {"once_per_turn", AU | AC},                    {"during", ALL},
        {"condition", ALL},     {"onto", EV | FU},    {"from", EV | FU},
    };
    for (size_t i = 0; i < sizeof table / sizeof *table; i++)
        if (strcmp(table[i].key, key) == 0)
            return table[i].kinds;
    return 0;
}

int fw_parse_skill(fw_game *g, const json_t *v, const char *what, fw_skill *out)
{
    memset(out, 0, sizeof *out);
    out->zone = -1;
    if (!json_is_object(v))
        return eng_error(g->run, "%s: a skill is an object", what);
    int kind = -1;
    TCG_TRY(eng_get_enum(g->run, v, "kind", what, true, kind_names, &kind));
    out->kind = (fw_skill_kind)kind;
    const char *key;
    const json_t *x;
    json_object_foreach((json_t *)v, key, x) {
        if (!(key_kinds(key) & (1u << kind)))
            return eng_error(g->run, "%s: unknown key \"%s\" for a skill of kind \"%s\"", what,
                             key, kind_names[kind]);
    }
    char w[256];
    switch (out->kind) {
    case FW_SK_ACTIVATE: {
        int t = 0;
        TCG_TRY(eng_get_enum(g->run, v, "timing", what, true, timing_names, &t));
        out->timing = t + 1;
        break;
    }
    case FW_SK_EVOLVE:
    case FW_SK_FUSION:
        out->timing = FW_TIME_MAIN;            /* 15-12-1: 【起動 メイン】 */
        break;
    case FW_SK_AWAKEN:
        out->timing = FW_TIME_BOTH;            /* 15-2-1: 【起動 メイン/戦闘中】 */
        break;
    default:
        break;
    }
    if ((x = json_object_get(v, "trigger"))) {
        W(w, "%s.trigger", what);
        TCG_TRY(fw_check_trigger(g, x, w));
        out->trigger = x;
    } else if (out->kind == FW_SK_AUTO) {
        return eng_error(g->run, "%s: \"trigger\" is required", what);
    }
    if ((x = json_object_get(v, "cost"))) {
        W(w, "%s.cost", what);
        TCG_TRY(fw_check_cost(g, x, w));
        out->cost = x;
    }
    if ((x = json_object_get(v, "effect"))) {
        W(w, "%s.effect", what);
        TCG_TRY(fw_check_instructions(g, x, w));
        out->effect = x;
    } else if (out->kind == FW_SK_AUTO || out->kind == FW_SK_ACTIVATE) {
        return eng_error(g->run, "%s: \"effect\" is required", what);
    }
    if ((x = json_object_get(v, "continuous"))) {
        W(w, "%s.continuous", what);
        TCG_TRY(check_continuous(g, x, w));
        out->continuous = x;
    }
    if ((x = json_object_get(v, "replace"))) {
        W(w, "%s.replace", what);
        TCG_TRY(check_replace(g, x, w));
        out->replace = x;
    }
    if (out->kind == FW_SK_PERMANENT && !out->continuous && !out->replace)
        return eng_error(g->run, "%s: a permanent needs \"continuous\" or \"replace\"", what);
    if ((x = json_object_get(v, "zone"))) {
        TCG_TRY(check_enum(g, x, what, "zone", fw_zone_names));
        out->zone = eng_enum_index(fw_zone_names, json_string_value(x));
    }
    TCG_TRY(eng_get_bool(g->run, v, "once_per_turn", what, &out->once));
    if ((x = json_object_get(v, "during"))) {
        TCG_TRY(check_enum(g, x, what, "during", during_names));
        out->during = 1 + eng_enum_index(during_names, json_string_value(x));
    }
    if ((x = json_object_get(v, "condition"))) {
        W(w, "%s.condition", what);
        TCG_TRY(fw_check_condition(g, x, w));
        out->condition = x;
    }
    if ((x = json_object_get(v, "onto"))) {
        W(w, "%s.onto", what);
        if (out->kind == FW_SK_EVOLVE) {
            TCG_TRY(fw_check_filter(g, x, w));
        } else {
            if (!json_is_array(x) || json_array_size(x) != 2)
                return eng_error(g->run, "%s: two filters", w);
            for (size_t i = 0; i < 2; i++) {
                char wi[280];
                W(wi, "%s[%zu]", w, i);
                TCG_TRY(fw_check_filter(g, json_array_get(x, i), wi));
            }
        }
        out->onto = x;
    } else if (out->kind == FW_SK_EVOLVE || out->kind == FW_SK_FUSION) {
        return eng_error(g->run, "%s: \"onto\" is required", what);
    }
    if ((x = json_object_get(v, "from"))) {   /* 15-12-4-1, 15-12-11-1 */
        W(w, "%s.from", what);
        if (!json_is_array(x))
            return eng_error(g->run, "%s: an array of zones", w);
        static const char *const zones[] = {"deck", "hand", "drop", "combo", "energy", "life",
                                            NULL};
        size_t i;
        const json_t *z;
        json_array_foreach(x, i, z)
            TCG_TRY(check_enum(g, z, w, "from", zones));
        out->from = x;
    }
    return TCG_OK;
}

int fw_parse_skills(fw_game *g, const json_t *v, const char *what, fw_skill **out, size_t *n)
{
    if (!json_is_array(v))
        return eng_error(g->run, "%s: must be an array of skills", what);
    *n = json_array_size(v);
    *out = *n ? xcalloc(*n, sizeof **out) : NULL;
    size_t i;
    const json_t *x;
    char w[256];
    json_array_foreach(v, i, x) {
        W(w, "%s[%zu]", what, i);
        TCG_TRY(fw_parse_skill(g, x, w, &(*out)[i]));
    }
    return TCG_OK;
}
