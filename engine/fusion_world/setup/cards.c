/* cards.c — the card's details (ch. 2): reading `setup.cards` strictly (type 2-1, colors
 * 2-2, names 2-3, cost 2-5 and 1-2, power 2-6, combo power 2-7, traits 2-8, card number 2-10,
 * the fields with no game meaning 2-9 … 2-13, a leader's back 1-7), and the information a skill
 * or a rule reads from a card (names part by part 2-3-3, the cost as 1-2-5 reads it). */
#include "engine/fusion_world/setup/setup.h"
#include "engine/fusion_world/effects/effects.h"
#include "engine/fusion_world/skills/skills.h"

#include <stdio.h>
#include <string.h>

static const char *const card_keys[] = {
    "type", "name", "colors", "cost", "power", "combo", "traits", "number", "rarity",
    "illustration", "bundle", "copyright", "keywords", "skills", "back", "owner", NULL};
static const char *const back_keys[] = {"name", "colors", "power", "traits", "keywords",
                                        "skills", NULL};
static const char *const cost_keys[] = {"total", "specified", NULL};
static const char *const type_names[] = {"leader", "battle", "extra", NULL};

int fw_color_index(const char *name)
{
    return eng_enum_index(fw_color_names, name);
}

bool fw_keyword_of(const char *name, unsigned *flag, long *strike)
{
    static const struct { const char *name; unsigned flag; long strike; } kws[] = {
        {"blocker", FW_KW_BLOCKER, 0},         {"critical", FW_KW_CRITICAL, 0},
        {"barrier", FW_KW_BARRIER, 0},         {"super-combo", FW_KW_SUPER_COMBO, 0},
        {"dragon-ball", FW_KW_DRAGON_BALL, 0}, {"field", FW_KW_FIELD, 0},
        {"double-strike", 0, 2},               {"triple-strike", 0, 3},   /* 15-6-2-1, 15-6-2-2 */
    };
    *flag = 0;
    *strike = 0;
    if (!name)
        return false;
    for (size_t i = 0; i < sizeof kws / sizeof *kws; i++)
        if (strcmp(name, kws[i].name) == 0) {
            *flag = kws[i].flag;
            *strike = kws[i].strike;
            return true;
        }
    if (strncmp(name, "strike-", 7) == 0) {   /* 15-6-2: 【ストライク】 N, N ≥ 1 */
        long n = 0;
        const char *p = name + 7;
        if (!*p)
            return false;
        for (; *p; p++) {
            if (*p < '0' || *p > '9' || n > 1000000)
                return false;
            n = 10 * n + (*p - '0');
        }
        if (n < 1)
            return false;
        *strike = n;
        return true;
    }
    return false;
}

static int read_colors(fw_game *g, const json_t *v, const char *what, unsigned *out)
{
    if (!json_is_array(v))
        return eng_error(g->run, "%s: \"colors\" must be an array of colors", what);
    unsigned c = 0;
    size_t i;
    const json_t *x;
    RULE(g->run, "1-6-1");
    json_array_foreach(v, i, x) {
        int k = fw_color_index(json_string_value(x));
        if (k < 0)
            return eng_error(g->run, "%s: \"colors\"[%zu] is not one of red, blue, green, "
                             "yellow, black", what, i);
        c |= 1u << k;
    }
    *out = c;
    return TCG_OK;
}

static int read_strings(fw_game *g, const json_t *v, const char *what, const char *key)
{
    if (!json_is_array(v))
        return eng_error(g->run, "%s: \"%s\" must be an array of strings", what, key);
    size_t i;
    const json_t *x;
    json_array_foreach(v, i, x)
        if (!json_is_string(x))
            return eng_error(g->run, "%s: \"%s\"[%zu] must be a string", what, key, i);
    return TCG_OK;
}

static int read_keywords(fw_game *g, const json_t *v, const char *what, fw_face *f)
{
    TCG_TRY(read_strings(g, v, what, "keywords"));
    size_t i;
    const json_t *x;
    json_array_foreach(v, i, x) {
        unsigned flag;
        long strike;
        if (!fw_keyword_of(json_string_value(x), &flag, &strike))
            return eng_error(g->run, "%s: \"keywords\"[%zu]: unknown keyword \"%s\"", what, i,
                             json_string_value(x));
        f->kw |= flag;
        if (strike > f->strike)
            f->strike = strike;
        f->strikes |= strike == 2 ? FW_STRIKE_2 : strike == 3 ? FW_STRIKE_3 : 0u;
    }
    return TCG_OK;
}

/* The parts of a face a leader's back may redefine. */
static int read_face(fw_game *g, const json_t *obj, const char *what, fw_face *f)
{
    const json_t *v;
    if ((v = json_object_get(obj, "name"))) {
        if (!json_is_string(v))
            return eng_error(g->run, "%s: \"name\" must be a string", what);
        f->name = json_string_value(v);
    }
    if ((v = json_object_get(obj, "colors")))
        TCG_TRY(read_colors(g, v, what, &f->colors));
    if ((v = json_object_get(obj, "power"))) {
        if (!json_is_integer(v))
            return eng_error(g->run, "%s: \"power\" must be an integer", what);
        f->power = (long)json_integer_value(v);   /* 2-6-2: may be negative */
        f->has_power = true;
    }
    if ((v = json_object_get(obj, "traits"))) {
        TCG_TRY(read_strings(g, v, what, "traits"));
        f->traits = v;
    }
    if ((v = json_object_get(obj, "keywords"))) {
        f->kw = 0;
        f->strike = 0;
        f->strikes = 0;
        TCG_TRY(read_keywords(g, v, what, f));
    }
    if ((v = json_object_get(obj, "skills"))) {
        char w[200];
        eng_format(w, sizeof w, "%s.skills", what);
        f->skills = NULL;
        f->nskills = 0;
        TCG_TRY(fw_parse_skills(g, v, w, &f->skills, &f->nskills));
    }
    return TCG_OK;
}

static int read_cost(fw_game *g, const json_t *v, const char *what, fw_card *c)
{
    char w[200];
    eng_format(w, sizeof w, "%s.cost", what);
    TCG_TRY(eng_only_keys(g->run, v, w, cost_keys));
    int64_t total = 0;
    TCG_TRY(eng_get_int(g->run, v, "total", w, true, 0, 1000000, &total));
    c->cost_total = (long)total;
    const json_t *sp = json_object_get(v, "specified");
    if (!sp)
        return TCG_OK;
    if (!json_is_object(sp))
        return eng_error(g->run, "%s: \"specified\" must be an object of colors", w);
    const char *key;
    const json_t *x;
    json_object_foreach((json_t *)sp, key, x) {
        int k = fw_color_index(key);
        if (k < 0)
            return eng_error(g->run, "%s.specified: unknown color \"%s\"", w, key);
        if (!json_is_integer(x) || json_integer_value(x) < 0 || json_integer_value(x) > 1000000)
            return eng_error(g->run, "%s.specified: \"%s\" must be an integer >= 0", w, key);
        c->spec[k] = (long)json_integer_value(x);
    }
    return TCG_OK;
}

static int read_card(fw_game *g, int k, const char *id, const json_t *obj)
{
    char what[160] = "setup.cards.";         /* the path of the card in messages */
    size_t len = strlen(what), n = strlen(id);
    if (n >= sizeof what - len)
        n = sizeof what - len - 1;
    memcpy(what + len, id, n);
    what[len + n] = '\0';
    TCG_TRY(eng_only_keys(g->run, obj, what, card_keys));
    fw_card *c = &g->c[k];
    int type = FW_T_BATTLE;
    TCG_TRY(eng_get_enum(g->run, obj, "type", what, false, type_names, &type));
    RULE(g->run, "2-1-1");
    RULE(g->run, "2-1-2");
    c->type = type;
    fw_face *f = &c->face[0];
    f->name = id;                              /* defaults: docs/engines/fusion-world.md */
    RULE(g->run, "1-6-1");                     /* red, one of the five colors */
    f->colors = 1u << 0;
    f->has_power = type != FW_T_EXTRA;
    f->power = type == FW_T_LEADER ? 5000 : 1000;
    c->cost_total = 1;
    c->number = id;
    if (type == FW_T_EXTRA && json_object_get(obj, "power"))
        return eng_error(g->run, "%s: an extra card has no power", what);
    if (type == FW_T_LEADER && json_object_get(obj, "cost"))
        return eng_error(g->run, "%s: a leader card has no cost", what);
    if (type != FW_T_LEADER && json_object_get(obj, "back"))
        return eng_error(g->run, "%s: only a leader card has a back face (1-7)", what);
    TCG_TRY(read_face(g, obj, what, f));
    const json_t *v;
    if ((v = json_object_get(obj, "cost")))
        TCG_TRY(read_cost(g, v, what, c));
    if (type == FW_T_LEADER)
        c->cost_total = 0;
    if ((v = json_object_get(obj, "combo")) && !json_is_null(v)) {
        if (!json_is_integer(v) || json_integer_value(v) < 0)
            return eng_error(g->run, "%s: \"combo\" must be an integer >= 0 or null", what);
        c->has_combo = true;
        c->combo = (long)json_integer_value(v);
    }
    TCG_TRY(eng_get_string(g->run, obj, "number", what, false, &c->number));
    static const char *const plain[] = {"rarity", "illustration", "bundle", "copyright"};
    for (size_t i = 0; i < 4; i++) {            /* read, and of no game meaning */
        const char *s = NULL;
        TCG_TRY(eng_get_string(g->run, obj, plain[i], what, false, &s));
        if (s && i == 0)
            RULE(g->run, "2-11-2");
        if (s && i == 1)
            RULE(g->run, "2-9-2");
        if (s && i == 2)
            RULE(g->run, "2-12-2");
        if (s && i == 3)
            RULE(g->run, "2-13-2");
    }
    if ((v = json_object_get(obj, "owner"))) {
        int p;
        TCG_TRY(tcg_get_player(&g->t, v, what, &p));
        g->t.cards[k].owner = p;
    }
    c->face[1] = c->face[0];                    /* the back defaults to a copy of the front */
    if ((v = json_object_get(obj, "back"))) {
        char w[200];
        eng_format(w, sizeof w, "%s.back", what);
        TCG_TRY(eng_only_keys(g->run, v, w, back_keys));
        TCG_TRY(read_face(g, v, w, &c->face[1]));
    }
    return TCG_OK;
}

int fw_cards_read(fw_game *g, const json_t *cards)
{
    if (!json_is_object(cards))
        return eng_error(g->run, "setup: \"cards\" must be an object of cards keyed by id");
    size_t n = json_object_size(cards);
    g->c = xcalloc(n, sizeof *g->c);
    const char *id;
    const json_t *obj;
    int st = TCG_OK;
    json_object_foreach((json_t *)cards, id, obj) {   /* every card's problems, not the first */
        int k = tcg_add_card(&g->t, id);
        if (k < 0)
            return eng_error(g->run, "setup.cards: \"%s\" twice", id);
        if (read_card(g, k, id, obj) != TCG_OK)
            st = TCG_ERR;
    }
    if (st != TCG_OK)
        return st;
    for (size_t k = 0; k < g->t.ncards; k++)   /* the cards 【永続】s are looked for in */
        for (int side = 0; side < 2 && !tcg_list_has(&g->perm_cards, (int)k); side++) {
            const fw_face *f = &g->c[k].face[side];
            for (size_t i = 0; i < f->nskills; i++)
                if (f->skills[i].kind == FW_SK_PERMANENT && f->skills[i].continuous) {
                    tcg_list_push(&g->perm_cards, (int)k);
                    break;
                }
        }
    return TCG_OK;
}

const fw_face *fw_face_of(const fw_game *g, int card)
{
    const fw_card *c = &g->c[card];
    return &c->face[c->type == FW_T_LEADER ? c->side : 0];   /* 10-1-3 */
}

bool fw_name_matches(const fw_game *g, int card, const char *name)
{
    const char *full = fw_face_of(g, card)->name;
    if (!name || !full)
        return false;
    RULE(g->run, "2-3-1-1");                    /* exact match only */
    if (strcmp(full, name) == 0)
        return true;
    size_t len = strlen(name);
    for (const char *p = full;;) {      /* 2-3-3: each "/"-separated part */
        const char *slash = strchr(p, '/');
        size_t part = slash ? (size_t)(slash - p) : strlen(p);
        if (part == len && strncmp(p, name, len) == 0) {
            if (slash || p != full)
                RULE(g->run, "2-3-3");
            return true;
        }
        if (!slash)
            return false;
        p = slash + 1;
    }
}

static long spec_sum(const long spec[FW_NCOLORS])
{
    long s = 0;
    for (int i = 0; i < FW_NCOLORS; i++)
        s += spec[i];
    return s;
}

/* A total cost with an effect's modification: an increase adds (1-2-3-1), a decrease takes
 * away (1-2-3-2), never below 0 (1-2-3-2-1, 0-2-9). */
static long modified_cost(fw_game *g, long printed, long mod)
{
    if (mod > 0)
        RULE(g->run, "1-2-3-1");
    else if (mod < 0) {
        RULE(g->run, "1-2-3-2");
        RULE(g->run, "1-2-3-2-1");              /* a decrease stops at 0 */
    }
    long t = printed + mod;
    if (t < 0) {
        RULE(g->run, "0-2-9");                  /* no negative cost */
        t = 0;
    }
    return t;
}

/* Reading FW-COST-READING: the total figure for a battle-area card whose total is below its
 * specified costs (1-2-5-2), their sum elsewhere (1-2-5-3). */
long fw_cost_value(fw_game *g, int card)
{
    fw_card *c = &g->c[card];
    long total = modified_cost(g, c->cost_total, fw_cost_mod(g, card)), spec = spec_sum(c->spec);
    if (spec <= total) {
        RULE(g->run, "1-2-5-1");
        return total;
    }
    if (fw_zone_of(g, card) == FW_BATTLE) {
        RULE(g->run, "1-2-5-2");
        return total;
    }
    RULE(g->run, "1-2-5-3");
    return spec;
}

void fw_cost_to_pay(fw_game *g, int card, long *total, long spec[FW_NCOLORS])
{
    fw_card *c = &g->c[card];
    RULE(g->run, "1-2-1");
    RULE(g->run, "1-2-2");
    RULE(g->run, "2-5-1");
    long mod = fw_cost_mod(g, card);
    if (mod)
        RULE(g->run, "5-3-3-1");                /* the cost as an effect modifies it is what is paid */
    long t = modified_cost(g, c->cost_total, mod);
    memcpy(spec, c->spec, sizeof c->spec);
    long s = spec_sum(spec);
    if (s > 0)
        RULE(g->run, "1-2-3");
    if (t < s) {
        RULE(g->run, "1-2-2-1");                /* the total is the sum of the specified costs */
        RULE(g->run, "5-3-1-1");
        t = s;
    }
    *total = t;
}

size_t fw_skill_count(fw_game *g, int card)
{
    size_t n = fw_face_of(g, card)->nskills;
    for (size_t i = 0; i < g->t.nef; i++) {
        const fw_effect *e = &g->t.ef[i];
        if (!e->ended && e->kind == FW_EF_GRANT && e->card == card && e->inc == g->t.cards[card].inc)
            n++;
    }
    return n;
}

const fw_skill *fw_skill_at(fw_game *g, int card, int index)
{
    const fw_face *f = fw_face_of(g, card);
    if (index < 0)
        return NULL;
    if ((size_t)index < f->nskills)
        return &f->skills[index];
    size_t k = (size_t)index - f->nskills;
    for (size_t i = 0; i < g->t.nef; i++) {     /* 13-16: skills gained, in the order gained */
        const fw_effect *e = &g->t.ef[i];
        if (!e->ended && e->kind == FW_EF_GRANT && e->card == card &&
            e->inc == g->t.cards[card].inc && k-- == 0)
            return e->data;
    }
    return NULL;
}

/* The first card ids of the setup, for a message: "A, B, C, …". */
static void some_ids(const fw_game *g, char *buf, size_t size)
{
    size_t used = 0;
    buf[0] = '\0';
    for (size_t k = 0; k < g->t.ncards && used + 8 < size; k++) {
        used += (size_t)snprintf(buf + used, size - used, "%s%s", k ? ", " : "",
                                 k < 12 ? tcg_id(&g->t, (int)k) : "…");
        if (k == 12)
            break;
    }
}

int fw_script_cards(fw_game *g, const json_t *script)
{
    static const char *const naming[] = {"card", "target"};
    int st = TCG_OK;
    size_t i;
    const json_t *e;
    json_array_foreach(script, i, e) {
        if (!json_object_get(e, "do"))
            continue;
        for (size_t n = 0; n < sizeof naming / sizeof *naming; n++) {
            const char *id = json_string_value(json_object_get(e, naming[n]));
            if (!id || tcg_find(&g->t, id) >= 0)
                continue;
            char ids[200];
            some_ids(g, ids, sizeof ids);
            st = eng_error(g->run, "script[%zu].%s: unknown card \"%s\" (expected a card of "
                           "setup.cards: %s)", i, naming[n], id, ids);
        }
    }
    return st;
}
