/* instructions.c — executing an effect's instructions in order (0-2-3), each once (6-9-1), as
 * much of each as is possible (0-2-5-5), nothing for a count of 0 or less (0-2-5-4) nor for an
 * impossible action (0-2-5-2): the basic actions of 1-4 (drawing, adding to the hand,
 * dropping, moving, appearing, shuffling), modifications and fixes of parameters and points
 * (0-2-9, 0-2-11), prohibitions (0-2-6), negation and granted skills (6-1-2, 6-1-3), attributes
 * gained, immunity (7-6-1), winning and losing (0-1-3-3), lost (1-4-9-4), skipping (8-6),
 * revealing and looking (7-5), face-up set cards (3-11-3, 0-2-5-3), options (7-3-1),
 * conditions (7-2-1, 7-2-2, 7-7-3), 「一度だけ」 (7-9-1), delayed effects (1-3-4-4), requirements
 * (7-2-3), another skill used (6-12-1), the keywords (ch. 9); and whether an effect could change
 * anything (HB-NO-CHANGE). */
#include "engine/haikyu_break/effects/effects.h"
#include "engine/haikyu_break/actions/actions.h"
#include "engine/haikyu_break/skills/skills.h"
#include "engine/haikyu_break/turn/turn.h"
#include "engine/haikyu_break/zones/zones.h"

#include <stdlib.h>
#include <string.h>

static const char *const keyword_verbs[] = {"doshatto", "one_touch", "feint", "block_out",
                                            "a_pass", "two_attack", NULL};

/* The verb of an instruction (its first key that names one: "may" before "if", which a "may"
 * has too). */
static const char *verb_of(const json_t *ins)
{
    static const char *const verbs[] = {
        "draw", "to_hand", "drop", "move", "appear", "shuffle", "param", "op", "op_set", "dp",
        "dp_set", "forbid", "negate", "grant", "gain", "unaffected", "win", "lose", "lost",
        "skip_to", "reveal", "look", "face_up", "options", "may", "if", "if_done", "if_not_done",
        "once", "delayed", "require", "use", "doshatto", "one_touch", "feint", "block_out",
        "a_pass", "two_attack", NULL};
    for (size_t i = 0; verbs[i]; i++)
        if (json_object_get(ins, verbs[i]))
            return verbs[i];
    return "";
}

/* The player an instruction's `who` names (7-7-4: omitted, the previous actor, else the master);
 * -1: each. */
static int actor(hb_game *g, hb_ctx *x, const json_t *ins)
{
    const char *who = json_string_value(json_object_get(ins, "who"));
    if (!who) {
        RULE(g->run, "7-7-4");
        return x->who_prev >= 0 ? x->who_prev : x->master;
    }
    return hb_who(who, x->master, x->master);
}

/* The players an actor stands for, the turn player first (0-2-7). */
static size_t actors(hb_game *g, int who, int *out)
{
    if (who >= 0) {
        out[0] = who;
        return 1;
    }
    RULE(g->run, "0-2-7");
    out[0] = g->t.tp;
    out[1] = hb_opp(g->t.tp);
    return 2;
}

/* --- moves ------------------------------------------------------------------------------------ */

static int move_each(hb_game *g, hb_ctx *x, const tcg_list *cards, int zone, long pos,
                     size_t *moved)
{
    size_t replaced = 0;
    *moved = 0;
    for (size_t i = 0; i < cards->n; i++) {
        int c = cards->v[i];
        if (hb_zone_of(g, c) == TCG_NOWHERE && !hb_is_gut(g, c))
            continue;
        bool ok = true;
        if (zone == HB_DROP) {
            RULE(g->run, "1-4-7");
            TCG_TRY(hb_move(g, c, hb_owner(g, c), zone, pos, "effect", &ok));
        } else {
            TCG_TRY(hb_move_plain(g, c, hb_owner(g, c), zone, pos, "effect"));
        }
        if (ok)
            (*moved)++;
        else
            replaced++;
        RULE(g->run, "3-1-5-3");            /* one card at a time */
        (void)x;
    }
    if (replaced && *moved) {
        RULE(g->run, "6-11-1-2");           /* only the part replaced did not happen */
        RULE(g->run, "6-11-1-2~x1");
    }
    return TCG_OK;
}

static int do_move(hb_game *g, hb_ctx *x, const json_t *ins, const char *verb)
{
    tcg_list cards = {0};
    const json_t *sel = json_object_get(ins, verb);
    TCG_TRY(hb_select(g, x, sel, &cards));
    int zone = !strcmp(verb, "to_hand") ? HB_HAND : !strcmp(verb, "drop") ? HB_DROP
               : eng_enum_index(hb_zone_names, json_string_value(json_object_get(ins, "to")));
    const char *at = json_string_value(json_object_get(ins, "at"));
    long pos = TCG_DEFAULT;
    if (zone == HB_DECK && at) {
        bool empty = true;
        for (size_t i = 0; i < cards.n; i++)
            if (hb_zl(g, hb_owner(g, cards.v[i]), HB_DECK)->n)
                empty = false;
        if (empty)
            RULE(g->run, "7-10-1");         /* no deck: just put it back into the deck */
        pos = strcmp(at, "bottom") == 0 ? TCG_BOTTOM : TCG_TOP;
    }
    if (!strcmp(verb, "to_hand"))
        RULE(g->run, "1-4-2");              /* not a draw */
    if (hb_court(zone))
        RULE(g->run, "1-4-5");              /* placed, not appearing */
    size_t moved;
    int st = move_each(g, x, &cards, zone, pos, &moved);
    long want = (long)cards.n;
    const json_t *ch = json_is_object(sel) ? json_object_get(sel, "choose") : NULL;
    if (ch) {
        long n;
        hb_number_now(g, x, ch, &n);
        if (n > want)
            want = n;
    }
    x->done = cards.n && (long)moved == want;
    if (moved)
        x->any = true;
    if (moved && (long)moved < want) {
        RULE(g->run, "0-2-5-5");            /* as much as possible */
        RULE(g->run, "0-2-5-5~x1");
    }
    tcg_list_free(&cards);
    return st;
}

static int do_appear(hb_game *g, hb_ctx *x, const json_t *ins)
{
    tcg_list cards = {0};
    TCG_TRY(hb_select(g, x, json_object_get(ins, "appear"), &cards));
    int zone = eng_enum_index(hb_zone_names, json_string_value(json_object_get(ins, "area")));
    int role = zone == HB_BLOCK ? (json_is_true(json_object_get(ins, "side")) ? HB_ROLE_SIDE
                                                                              : HB_ROLE_CENTRE)
                                : HB_ROLE_NONE;
    size_t done = 0;
    int st = TCG_OK;
    for (size_t i = 0; i < cards.n && st == TCG_OK; i++) {
        int c = cards.v[i];
        int player = hb_player_of(g, c) >= 0 ? hb_player_of(g, c) : hb_owner(g, c);
        if (g->c[c].type != HB_T_CHARACTER)
            continue;
        const char *r = hb_appear_refused(g, player, c, zone, role);
        if (r) {
            if (!strcmp(r, "0-2-6"))
                RULE(g->run, "0-2-1");      /* the prohibition wins over the instruction */
            else
                RULE(g->run, "0-2-2-1");    /* 1-4-5-1 wins over the skill */
            continue;
        }
        RULE(g->run, "7-7-2");
        st = hb_appear(g, c, player, zone, role, "effect");
        done++;
    }
    x->done = cards.n && done == cards.n;
    if (done)
        x->any = true;
    tcg_list_free(&cards);
    return st;
}

/* --- continuous effects ------------------------------------------------------------------------ */

static void card_effect(hb_game *g, hb_ctx *x, int kind, const tcg_list *cards,
                        const json_t *until, const char *name, long value, void *data)
{
    for (size_t i = 0; i < cards->n; i++) {
        tcg_effect *e = hb_add_effect(g, kind, cards->v[i], x->master, until);
        e->name = name;
        e->value = value;
        e->data = data;
    }
    if (cards->n)
        x->any = true;
    x->done = cards->n > 0;
    RULE(g->run, until ? "1-3-4-2" : "1-3-4-1");
}

/* No target written: the card with the skill, the effect's source (7-1-1, 10-2). */
static void push_source(hb_game *g, const hb_ctx *x, tcg_list *cards)
{
    if (x->card < 0)
        return;
    RULE(g->run, "7-1-1");
    RULE(g->run, "10-2-1");
    RULE(g->run, "10-2-2");
    tcg_list_push(cards, x->card);
}

static int do_param(hb_game *g, hb_ctx *x, const json_t *ins)
{
    int p = eng_enum_index(hb_param_names, json_string_value(json_object_get(ins, "param")));
    const json_t *set = json_object_get(ins, "set");
    long n;
    TCG_TRY(hb_number(g, x, set ? set : json_object_get(ins, "add"), &n));
    const json_t *t = json_object_get(ins, "target");
    tcg_list cards = {0}, with = {0};
    if (t)
        TCG_TRY(hb_select(g, x, t, &cards));
    else
        push_source(g, x, &cards);
    for (size_t i = 0; i < cards.n; i++) {
        long v;
        if (hb_param_original(g, cards.v[i], p, &v))
            tcg_list_push(&with, cards.v[i]);
        else
            RULE(g->run, "1-3-2-1-2");      /* 「-」 takes no addition or subtraction */
    }
    card_effect(g, x, set ? HB_EF_PARAM_SET : HB_EF_PARAM_ADD, &with,
                json_object_get(ins, "until"), hb_param_names[p], n, NULL);
    RULE(g->run, "1-3-2");
    RULE(g->run, p == HB_SV ? "2-7-2" : p == HB_BL ? "2-8-2" : p == HB_RC ? "2-9-2"
                 : p == HB_TS ? "2-10-2" : "2-11-2");
    for (size_t i = 0; i < with.n; i++) {
        long v;
        if (hb_param_now(g, with.v[i], p, &v) && v < 0) {
            RULE(g->run, "0-2-9");          /* a parameter may be negative */
            RULE(g->run, p == HB_SV ? "2-7-3" : p == HB_BL ? "2-8-3" : p == HB_RC ? "2-9-3"
                         : p == HB_TS ? "2-10-3" : "2-11-3");
        }
    }
    if (set)
        RULE(g->run, "0-2-12");
    tcg_list_free(&cards);
    tcg_list_free(&with);
    return TCG_OK;
}

static int do_point(hb_game *g, hb_ctx *x, const json_t *ins, const char *verb)
{
    bool op = verb[0] == 'o', set = strchr(verb, '_') != NULL;
    long n;
    TCG_TRY(hb_number(g, x, json_object_get(ins, verb), &n));
    int who = actor(g, x, ins);
    int players[2];
    size_t np = actors(g, who, players);
    x->done = false;
    for (size_t k = 0; k < np; k++) {
        long v;
        if (!hb_point_value(g, players[k], op, &v)) {
            RULE(g->run, "0-2-5-2");        /* no such point: nothing to change */
            continue;
        }
        if (set)
            hb_point_fix(g, players[k], op, n);
        else
            hb_point_add(g, players[k], op, n);
        if (hb_point_value(g, players[k], op, &v) && v < 0)
            RULE(g->run, "0-2-9");
        x->done = x->any = true;
    }
    x->who_prev = who;
    return TCG_OK;
}

static int do_player_effect(hb_game *g, hb_ctx *x, const json_t *ins, int kind)
{
    int who = actor(g, x, ins);
    tcg_effect *e = hb_add_effect(g, kind, -1, x->master, json_object_get(ins, "until"));
    e->value = who;
    e->data = (void *)ins;
    x->done = x->any = true;
    x->who_prev = who;
    RULE(g->run, kind == HB_EF_FORBID ? "0-2-6" : "7-2-3");
    return TCG_OK;
}

static int do_negate(hb_game *g, hb_ctx *x, const json_t *ins)
{
    tcg_list cards = {0};
    TCG_TRY(hb_select(g, x, json_object_get(ins, "negate"), &cards));
    for (size_t i = 0; i < cards.n; i++)
        for (size_t k = 0; k < g->t.nef; k++) {
            tcg_effect *e = &g->t.ef[k];
            if (e->kind == HB_EF_GRANT && tcg_effect_applies(&g->t, e, cards.v[i])) {
                RULE(g->run, "6-1-2-2");    /* a granted skill negated is gone */
                e->ended = true;
            }
        }
    if (cards.n) {
        RULE(g->run, "6-1-2");
        RULE(g->run, "6-1-2-1");            /* the printed skills stay, negated */
    }
    card_effect(g, x, HB_EF_NEGATE, &cards, json_object_get(ins, "until"), NULL, 0, NULL);
    tcg_list_free(&cards);
    return TCG_OK;
}

static int do_grant(hb_game *g, hb_ctx *x, const json_t *ins)
{
    const json_t *t = json_object_get(ins, "target");
    tcg_list cards = {0};
    if (t)
        TCG_TRY(hb_select(g, x, t, &cards));
    else
        push_source(g, x, &cards);
    size_t got = 0;
    for (size_t i = 0; i < cards.n; i++) {
        bool negated = false;
        for (size_t k = 0; k < g->t.nef; k++)
            if (g->t.ef[k].kind == HB_EF_NEGATE && tcg_effect_applies(&g->t, &g->t.ef[k], cards.v[i]))
                negated = true;
        if (negated) {
            RULE(g->run, "6-1-3");          /* every skill negated: no new skill */
            continue;
        }
        hb_skill *s = xmalloc(sizeof *s);
        if (hb_parse_skill(g, json_object_get(ins, "grant"), "grant", s) != 0) {
            free(s);
            tcg_list_free(&cards);
            return TCG_ERR;
        }
        tcg_effect *e = hb_add_effect(g, HB_EF_GRANT, cards.v[i], x->master,
                                      json_object_get(ins, "until"));
        e->data = s;
        got++;
    }
    x->done = cards.n && got == cards.n;
    if (got)
        x->any = true;
    tcg_list_free(&cards);
    return TCG_OK;
}

static int do_card_effect(hb_game *g, hb_ctx *x, const json_t *ins, const char *verb)
{
    tcg_list cards = {0};
    const json_t *sel = !strcmp(verb, "gain") ? json_object_get(ins, "target")
                                              : json_object_get(ins, verb);
    if (sel)
        TCG_TRY(hb_select(g, x, sel, &cards));
    else
        push_source(g, x, &cards);
    if (!strcmp(verb, "gain")) {
        const json_t *gain = json_object_get(ins, "gain");
        const char *k = json_object_iter_key(json_object_iter((json_t *)gain));
        int a = eng_enum_index(hb_attr_names, k);
        RULE(g->run, "6-10-1");
        card_effect(g, x, HB_EF_GAIN, &cards, json_object_get(ins, "until"), hb_attr_names[a], 0,
                    (void *)json_string_value(json_object_get(gain, k)));
    } else {
        RULE(g->run, "7-6-1");
        card_effect(g, x, HB_EF_UNAFFECTED, &cards, json_object_get(ins, "until"), NULL, 0, NULL);
    }
    tcg_list_free(&cards);
    return TCG_OK;
}

/* --- the rest ----------------------------------------------------------------------------------- */

static int do_draw(hb_game *g, hb_ctx *x, const json_t *ins)
{
    long n;
    TCG_TRY(hb_number(g, x, json_object_get(ins, "draw"), &n));
    int who = actor(g, x, ins);
    x->who_prev = who;
    if (n <= 0) {
        RULE(g->run, "0-2-5-4");            /* no number of times: nothing, not the reverse */
        x->done = false;
        return TCG_OK;
    }
    int players[2];
    size_t np = actors(g, who, players);
    x->done = true;
    for (size_t k = 0; k < np; k++) {
        size_t before = hb_zl(g, players[k], HB_DECK)->n;
        TCG_TRY(hb_draw(g, players[k], n));
        size_t drawn = before - hb_zl(g, players[k], HB_DECK)->n;
        if (drawn)
            x->any = true;
        if ((long)drawn < n)
            x->done = false;
        RULE(g->run, "0-2-8");
    }
    return TCG_OK;
}

static int do_reveal(hb_game *g, hb_ctx *x, const json_t *ins)
{
    tcg_list cards = {0};
    TCG_TRY(hb_select(g, x, json_object_get(ins, "reveal"), &cards));
    if (cards.n) {
        RULE(g->run, "7-5-1");
        json_t *ev = eng_event_new(g->run, "reveal");
        json_object_set_new_nocheck(ev, "player", json_string(hb_player_names[x->master]));
        json_object_set_new_nocheck(ev, "cards", tcg_ids_json(&g->t, cards.v, cards.n));
        for (size_t i = 0; i < cards.n; i++) {
            tcg_show(&g->t, cards.v[i], 3u);
            tcg_list_push(&x->revealed, cards.v[i]);
        }
        x->any = true;
    }
    x->done = cards.n > 0;
    tcg_list_free(&cards);
    return TCG_OK;
}

static int do_look(hb_game *g, hb_ctx *x, const json_t *ins, const json_t *next)
{
    long n;
    TCG_TRY(hb_number(g, x, json_object_get(ins, "look"), &n));
    int who = actor(g, x, ins);
    x->who_prev = who;
    const tcg_list *deck = hb_zl(g, who, HB_DECK);
    RULE(g->run, "7-5-2");
    for (size_t i = 0; i < deck->n && (long)i < n; i++) {
        tcg_show(&g->t, deck->v[i], 1u << x->master);   /* the master only */
        tcg_list_push(&x->revealed, deck->v[i]);
    }
    const char *nv = next ? verb_of(next) : "";
    if (strcmp(nv, "move") && strcmp(nv, "to_hand") && strcmp(nv, "drop"))
        x->looked_player = who;             /* no move follows: randomised afterwards */
    x->done = deck->n > 0 && n > 0;
    return TCG_OK;
}

static int do_face_up(hb_game *g, hb_ctx *x, const json_t *ins)
{
    tcg_list cards = {0};
    TCG_TRY(hb_select(g, x, json_object_get(ins, "face_up"), &cards));
    x->done = false;
    for (size_t i = 0; i < cards.n; i++) {
        int c = cards.v[i];
        if (hb_zone_of(g, c) != HB_SET)
            continue;
        if (g->c[c].face_up) {
            RULE(g->run, "0-2-5-3");        /* already so: nothing happens, nothing triggers */
            continue;
        }
        g->c[c].face_up = true;
        tcg_show(&g->t, c, 3u);
        RULE(g->run, "3-11-3");
        json_t *ev = eng_event_new(g->run, "face-up");
        json_object_set_new_nocheck(ev, "card", tcg_id_json(&g->t, c));
        TCG_TRY(hb_raise(g, "face-up", c, hb_player_of(g, c), 0));
        x->done = x->any = true;
    }
    tcg_list_free(&cards);
    return TCG_OK;
}

static int do_options(hb_game *g, hb_ctx *x, const json_t *ins)
{
    const json_t *opts = json_object_get(ins, "options");
    size_t n = json_array_size(opts);
    size_t count = (size_t)json_integer_value(json_object_get(ins, "count"));
    if (count > n)
        count = n;
    RULE(g->run, "7-3-1-1");
    RULE(g->run, "7-3-1-2");
    RULE(g->run, "1-3-3-7");
    json_t *options = json_array();
    for (size_t i = 0; i < n; i++)
        json_array_append_new(options, json_integer((json_int_t)i));
    const json_t *v;
    TCG_TRY(tcg_choose(&g->t, "option", x->master, options, &v));
    if (!json_is_array(v) || json_array_size(v) != count)
        return eng_error(g->run, "choose \"option\": %zu option indexes expected", count);
    size_t idx[32];
    for (size_t i = 0; i < count && i < 32; i++) {
        const json_t *e = json_array_get(v, i);
        if (!json_is_integer(e) || json_integer_value(e) < 0 || (size_t)json_integer_value(e) >= n)
            return eng_error(g->run, "choose \"option\": not an option index");
        idx[i] = (size_t)json_integer_value(e);
        for (size_t k = 0; k < i; k++)
            if (idx[k] == idx[i])
                return eng_error(g->run, "choose \"option\": an option chosen twice (7-3-1-3)");
    }
    if (count >= 2)
        RULE(g->run, "7-3-1-3");            /* distinct, in the order the user chose */
    for (size_t i = 0; i < count; i++)
        TCG_TRY(hb_execute(g, x, json_array_get(opts, idx[i])));
    return TCG_OK;
}

static int do_once(hb_game *g, hb_ctx *x, const json_t *ins)
{
    const json_t *part = json_object_get(ins, "once");
    unsigned inc = x->card >= 0 ? g->t.cards[x->card].inc : 0;
    RULE(g->run, "7-9-1");
    for (size_t i = 0; i < g->nonce; i++)
        if (g->once[i].card == x->card && g->once[i].inc == inc && g->once[i].part == part)
            return TCG_OK;                  /* this card processed it already */
    HB_GROW(g->once, g->nonce, g->caponce, 4);
    g->once[g->nonce++] = (hb_once){x->card, inc, part};
    return hb_execute(g, x, part);
}

static int do_use(hb_game *g, hb_ctx *x, const json_t *ins)
{
    tcg_list cards = {0};
    TCG_TRY(hb_select(g, x, json_object_get(ins, "use"), &cards));
    int s = (int)json_integer_value(json_object_get(ins, "skill"));
    int st = TCG_OK;
    for (size_t i = 0; i < cards.n && st == TCG_OK; i++)
        st = hb_use_inside(g, x, cards.v[i], s);
    tcg_list_free(&cards);
    return st;
}

static int win_lose(hb_game *g, hb_ctx *x, const json_t *ins, const char *verb)
{
    int who = hb_who(json_string_value(json_object_get(ins, verb)), x->master, x->master);
    unsigned players = who < 0 ? 3u : 1u << who;
    RULE(g->run, "0-1-3-3");
    if (!strcmp(verb, "win"))
        players = who < 0 ? 3u : 1u << hb_opp(who);      /* the others lose */
    return hb_game_over(g, players, "effect");
}

static int instruction(hb_game *g, hb_ctx *x, const json_t *ins, const json_t *next)
{
    const char *v = verb_of(ins);
    bool was_done = x->done;
    RULE(g->run, "6-9-1");
    if (!strcmp(v, "draw") || !strcmp(v, "to_hand") || !strcmp(v, "drop") || !strcmp(v, "move"))
        RULE(g->run, "1-3-4-1");            /* an immediate effect: done, and over */
    if (!strcmp(v, "draw"))
        return do_draw(g, x, ins);
    if (!strcmp(v, "to_hand") || !strcmp(v, "drop") || !strcmp(v, "move"))
        return do_move(g, x, ins, v);
    if (!strcmp(v, "appear"))
        return do_appear(g, x, ins);
    if (!strcmp(v, "shuffle")) {
        int who = actor(g, x, ins);
        int players[2];
        size_t np = actors(g, who, players);
        x->who_prev = who;
        x->done = false;
        for (size_t k = 0; k < np; k++) {
            if (hb_zl(g, players[k], HB_DECK)->n >= 2)
                x->done = x->any = true;
            TCG_TRY(hb_shuffle_deck(g, players[k]));
        }
        return TCG_OK;
    }
    if (!strcmp(v, "param"))
        return do_param(g, x, ins);
    if (!strcmp(v, "op") || !strcmp(v, "op_set") || !strcmp(v, "dp") || !strcmp(v, "dp_set"))
        return do_point(g, x, ins, v);
    if (!strcmp(v, "forbid"))
        return do_player_effect(g, x, ins, HB_EF_FORBID);
    if (!strcmp(v, "require"))
        return do_player_effect(g, x, ins, HB_EF_REQUIRE);
    if (!strcmp(v, "negate"))
        return do_negate(g, x, ins);
    if (!strcmp(v, "grant"))
        return do_grant(g, x, ins);
    if (!strcmp(v, "gain") || !strcmp(v, "unaffected"))
        return do_card_effect(g, x, ins, v);
    if (!strcmp(v, "win") || !strcmp(v, "lose"))
        return win_lose(g, x, ins, v);
    if (!strcmp(v, "lost")) {
        int who = hb_who(json_string_value(json_object_get(ins, "lost")), x->master, x->master);
        RULE(g->run, "1-4-9-4");
        x->done = x->any = true;
        return hb_declare_lost(g, who < 0 ? g->t.tp : who, "effect");
    }
    if (!strcmp(v, "skip_to")) {
        hb_phase to = (hb_phase)eng_enum_index(hb_phase_names,
                                               json_string_value(json_object_get(ins, "skip_to")));
        x->done = false;
        if (g->t.tp != x->master || g->phase >= to || g->phase < HB_PH_SERVE ||
            (to == HB_PH_DRAW && g->phase != HB_PH_BLOCK))
            return TCG_OK;                  /* not a later phase of this turn: impossible */
        x->done = x->any = true;
        return hb_skip_to(g, to);
    }
    if (!strcmp(v, "reveal"))
        return do_reveal(g, x, ins);
    if (!strcmp(v, "look"))
        return do_look(g, x, ins, next);
    if (!strcmp(v, "face_up"))
        return do_face_up(g, x, ins);
    if (!strcmp(v, "options"))
        return do_options(g, x, ins);
    if (!strcmp(v, "if")) {
        const json_t *branch = hb_cond(g, x, json_object_get(ins, "if"))
                               ? json_object_get(ins, "then") : json_object_get(ins, "else");
        return branch ? hb_execute(g, x, branch) : TCG_OK;
    }
    if (!strcmp(v, "if_done") || !strcmp(v, "if_not_done")) {
        bool want = !strcmp(v, "if_done");
        RULE(g->run, want ? "7-2-1" : "7-2-2");
        if (was_done == want)
            TCG_TRY(hb_execute(g, x, json_object_get(ins, v)));
        x->done = was_done;
        return TCG_OK;
    }
    if (!strcmp(v, "may")) {
        const json_t *c = json_object_get(ins, "if");
        RULE(g->run, "7-7-3");
        if (c && !hb_cond(g, x, c))
            return TCG_OK;
        bool yes;
        TCG_TRY(tcg_choose_bool(&g->t, "may", x->master, &yes));
        return yes ? hb_execute(g, x, json_object_get(ins, "may")) : TCG_OK;
    }
    if (!strcmp(v, "once"))
        return do_once(g, x, ins);
    if (!strcmp(v, "delayed")) {
        RULE(g->run, "1-3-4-4");
        RULE(g->run, "6-2-1-1");
        hb_add_delayed(g, x, HB_KW_NONE, 0, json_object_get(ins, "delayed"),
                       json_object_get(ins, "effect"));
        x->done = x->any = true;
        return TCG_OK;
    }
    if (!strcmp(v, "use"))
        return do_use(g, x, ins);
    for (size_t i = 0; keyword_verbs[i]; i++)
        if (!strcmp(v, keyword_verbs[i])) {
            long n;
            TCG_TRY(hb_number(g, x, json_object_get(ins, v), &n));
            x->done = x->any = true;
            return hb_keyword_instruction(g, x, v, n);
        }
    return eng_error(g->run, "unknown instruction");
}

/* The end of a resolution: revealed and looked-at cards hidden again (also when the game ended
 * in it), a deck looked at with no move randomised (7-5-1, 7-5-2). */
static int resolution_end(hb_game *g, hb_ctx *x, int st)
{
    for (size_t i = 0; i < x->revealed.n; i++) {
        int c = x->revealed.v[i];
        int z = hb_zone_of(g, c);
        if (z != TCG_NOWHERE && !hb_public_zone(z) && !g->c[c].face_up)
            g->t.cards[c].shown = 0;
    }
    tcg_list_clear(&x->revealed);
    if (st == TCG_OK && x->looked_player >= 0) {
        int p = x->looked_player;
        x->looked_player = -1;
        return hb_shuffle_deck(g, p);
    }
    return TCG_OK;
}

int hb_execute(hb_game *g, hb_ctx *x, const json_t *effect)
{
    RULE(g->run, "0-2-3");                  /* in the order written */
    RULE(g->run, "1-1-5-2");
    RULE(g->run, "6-2-1");                  /* no other skill comes in between */
    if (x->depth == 0 && x->card >= 0)
        x->start_inc = g->t.cards[x->card].inc;
    x->depth++;
    int st = TCG_OK;
    for (size_t i = 0; i < json_array_size(effect) && st == TCG_OK; i++) {
        const json_t *next = json_array_get(effect, i + 1);
        if (x->card >= 0 && g->t.cards[x->card].inc != x->start_inc)
            RULE(g->run, "6-3-1");          /* its source moved: the effect goes on */
        st = instruction(g, x, json_array_get(effect, i), next);
        hb_reach_sweep(g);
        if (g->jump && st == TCG_OK)
            RULE(g->run, "8-6-5");          /* the rest is carried out in the new phase */
    }
    x->depth--;
    if (x->depth == 0) {
        int end = resolution_end(g, x, st);
        if (st == TCG_OK)
            st = end;
    }
    return st;
}

/* --- whether anything could change (HB-NO-CHANGE) ---------------------------------------------- */

static bool selects_something(hb_game *g, const hb_ctx *x, const json_t *sel)
{
    tcg_list l = {0};
    hb_select_possible(g, x, sel, &l);
    bool any = l.n > 0;
    tcg_list_free(&l);
    return any;
}

static bool changes(hb_game *g, const hb_ctx *x, const json_t *ins)
{
    const char *v = verb_of(ins);
    hb_ctx *mx = (hb_ctx *)x;
    if (!strcmp(v, "draw") || !strcmp(v, "look")) {
        long n;
        bool known = hb_number_now(g, x, json_object_get(ins, v), &n);
        int who = actor(g, mx, ins);
        int players[2];
        size_t np = actors(g, who, players);
        bool deck = false;
        for (size_t k = 0; k < np; k++)
            deck |= hb_zl(g, players[k], HB_DECK)->n > 0;
        return deck && (!known || n > 0);
    }
    if (!strcmp(v, "shuffle")) {
        int players[2];
        size_t np = actors(g, actor(g, mx, ins), players);
        for (size_t k = 0; k < np; k++)
            if (hb_zl(g, players[k], HB_DECK)->n >= 2)
                return true;
        return false;
    }
    if (!strcmp(v, "op") || !strcmp(v, "op_set") || !strcmp(v, "dp") || !strcmp(v, "dp_set")) {
        int players[2];
        size_t np = actors(g, actor(g, mx, ins), players);
        long p;
        for (size_t k = 0; k < np; k++)
            if (hb_point_value(g, players[k], v[0] == 'o', &p))
                return true;
        return false;
    }
    if (!strcmp(v, "param") || !strcmp(v, "grant") || !strcmp(v, "gain")) {
        const json_t *t = json_object_get(ins, "target");
        return t ? selects_something(g, x, t) : x->card >= 0;
    }
    if (!strcmp(v, "to_hand") || !strcmp(v, "drop") || !strcmp(v, "move") ||
        !strcmp(v, "appear") || !strcmp(v, "negate") || !strcmp(v, "unaffected") ||
        !strcmp(v, "reveal") || !strcmp(v, "face_up") || !strcmp(v, "use"))
        return selects_something(g, x, json_object_get(ins, v));
    if (!strcmp(v, "options")) {
        const json_t *o = json_object_get(ins, "options");
        for (size_t i = 0; i < json_array_size(o); i++)
            if (hb_effect_changes(g, x, json_array_get(o, i)))
                return true;
        return false;
    }
    if (!strcmp(v, "if")) {
        const json_t *b = hb_cond(g, x, json_object_get(ins, "if")) ? json_object_get(ins, "then")
                                                                   : json_object_get(ins, "else");
        return b && hb_effect_changes(g, x, b);
    }
    if (!strcmp(v, "if_done") || !strcmp(v, "if_not_done") || !strcmp(v, "may") ||
        !strcmp(v, "once"))
        return hb_effect_changes(g, x, json_object_get(ins, v));
    return true;    /* a prohibition, a requirement, a delayed effect, a skip, a lost, a win or
                       loss, a keyword: always something */
}

bool hb_effect_changes(hb_game *g, const hb_ctx *x, const json_t *effect)
{
    eng_trace_pause(g->run);
    bool any = false;
    for (size_t i = 0; i < json_array_size(effect) && !any; i++)
        any = changes(g, x, json_array_get(effect, i));
    eng_trace_resume(g->run);
    return any;
}
