/* triggers.c — triggered effects (0902): at every timing the rules provide (0500/タイミング), the
 * triggered effects whose condition it meets trigger, mandatorily (0902/強制), once per turn each
 * (0902/誘発の上限, limits.c), never on a process that failed (0902/不成功の行為に対する誘発); those
 * met during steps 1–3 of a declaration wait for it to be established and are dropped when it fails
 * (0603/誘発処理の禁止~n1, 0902/不成立の宣言に対する誘発, LY-FAILED-TRIGGERS). They are processed
 * at the resolution points (0902/解決: after a declaration or the resolution of its stack, at the
 * starts and ends of turns, phases, steps and battles), never inside a processing (0902/解決~n1),
 * the turn player choosing which first (0902/解決#1–#2, 0500/重複するタイミング). */
#include "engine/lycee/effects/effects.h"
#include "engine/lycee/board/board.h"
#include "engine/lycee/setup/setup.h"

#include <string.h>

static void push(ly_trig **v, size_t *n, size_t *cap, ly_trig t)
{
    if (*n == *cap) {
        *cap = *cap ? 2 * *cap : 8;
        *v = xrealloc(*v, *cap * sizeof **v);
    }
    (*v)[(*n)++] = t;
}

static json_t *trig_json(ly_game *g, const ly_trig *t)
{
    json_t *o = eng_object("card", ly_card_json(g, t->ref.card), NULL);
    if (t->ref.kind == LY_REF_BASIC || t->ref.kind == LY_REF_GAINED_BASIC)
        json_object_set_new(o, "basic", json_string(ly_basic_names[ly_ref_basic(g, t->ref)->name]));
    else
        json_object_set_new(o, "ability", json_integer(t->ref.index));
    return o;
}

/* A triggered effect enters the queue, within its limits (0902/誘発の上限). */
static void pend(ly_game *g, const ly_trig *t)
{
    const char *why;
    if (!ly_use_allowed(g, t->user, t->ref, true, &why))
        return;
    ly_use_count(g, t->user, t->ref, true);
    RULE(g->run, "0902/誘発型効果の発生");
    RULE(g->run, "0902/強制");
    eng_event(g->run, "trigger", trig_json(g, t));
    if (g->processing) {
        /* met inside a processing: it waits for the end of the effect's whole series */
        RULE(g->run, "0902/解決~n1");
        RULE(g->run, "0500/重複するタイミング~r1");
    }
    push(&g->pend, &g->npend, &g->cappend, *t);
}

void ly_trigger_add(ly_game *g, ly_ref ref, int user, int trigger_card)
{
    ly_trig t = {ref, user, trigger_card, -1};
    if (g->declaring)
        push(&g->prov, &g->nprov, &g->capprov, t);
    else
        pend(g, &t);
}

void ly_declaring_begin(ly_game *g)
{
    g->declaring++;
}

void ly_declaring_end(ly_game *g, bool established)
{
    if (--g->declaring > 0)
        return;
    if (!established && g->nprov) {
        RULE(g->run, "0603/誘発処理の禁止~n1");
        RULE(g->run, "0902/不成立の宣言に対する誘発");
        RULE(g->run, "0902/不成立の宣言に対する誘発~n1");
    }
    for (size_t i = 0; established && i < g->nprov; i++)
        pend(g, &g->prov[i]);
    g->nprov = 0;
}

/* Whether trigger `tr` of an ability of `source` (used by `user`) is met by the timing. */
static bool meets(ly_game *g, const json_t *tr, int source, int user, int on, bool before,
                  int card, int player)
{
    if (eng_enum_index(ly_on_names, json_string_value(json_object_get(tr, "on"))) != on)
        return false;
    const char *when = json_string_value(json_object_get(tr, "when"));
    if ((when && strcmp(when, "before") == 0) != before)
        return false;
    const json_t *of = json_object_get(tr, "of");
    if (of) {
        if (card < 0)
            return false;
        if (json_is_string(of)) {
            if (ly_this_of(g, source) != card && source != card)
                return false;
        } else {
            ly_ctx x = {.user = user, .card = source, .trigger_card = -1};
            if (!ly_filter(g, &x, of, card))
                return false;
        }
    }
    const char *who = json_string_value(json_object_get(tr, "who"));
    if (who && strcmp(who, "any") != 0) {
        if (player < 0)
            return false;
        if ((strcmp(who, "you") == 0) != (player == user))
            return false;
    }
    return true;
}

/* The triggered abilities of one card that may trigger now. */
static void card_triggers(ly_game *g, int source, int on, bool before, int card, int player,
                          bool in_play)
{
    const ly_card *c = &g->c[source];
    for (int k = 0;; k++) {
        ly_ref ref;
        const ly_ability *a = ly_ability_of(g, source, k, &ref);
        if (!a && (size_t)k >= c->nabil)
            break;
        if (!a || a->kind != LY_K_TRIGGER)
            continue;
        const json_t *of = json_object_get(a->trigger, "of");
        bool self_only = of && json_is_string(of);
        if (!in_play && !(self_only && source == card && (on == LY_ON_LEAVE || on == LY_ON_DOWN)))
            continue;
        int user = ly_user_of(g, source);
        if (!meets(g, a->trigger, source, user, on, before, card, player))
            continue;
        RULE(g->run, "0902/使用者");
        if (c->type == LY_T_ITEM)
            RULE(g->run, "0240/効果の付与");
        if (c->type == LY_T_AREA)
            RULE(g->run, "0250/エリアカードの効果");
        ly_trigger_add(g, ref, user, card);
    }
}

int ly_provide(ly_game *g, int on, bool before, int card, int player)
{
    for (size_t i = 0; i < g->t.ncards; i++) {
        int src = (int)i;
        const ly_card *c = &g->c[src];
        bool in_play = ly_on_field(g, src) || (c->type == LY_T_ITEM && c->role == LY_ROLE_ITEM) ||
                       (c->type == LY_T_AREA && ly_is_field(ly_zone_of(g, src)) &&
                        c->role == LY_ROLE_NONE);
        if (in_play || src == card)
            card_triggers(g, src, on, before, card, player, in_play);
    }
    if (!before)
        ly_basic_triggers(g, on, card);
    return TCG_OK;
}

static int choose_next(ly_game *g, size_t *index)
{
    *index = 0;
    if (g->npend < 2)
        return TCG_OK;
    RULE(g->run, "0902/解決#1");
    RULE(g->run, "0500/重複するタイミング");
    json_t *options = json_array();
    for (size_t i = 0; i < g->npend; i++)
        json_array_append_new(options, trig_json(g, &g->pend[i]));
    const json_t *v;
    TCG_TRY(tcg_choose(&g->t, "trigger", g->t.tp, options, &v));
    for (size_t i = 0; i < g->npend; i++) {
        json_t *o = trig_json(g, &g->pend[i]);
        bool same = json_equal(o, v);
        json_decref(o);
        if (same) {
            *index = i;
            return TCG_OK;
        }
    }
    return eng_error(g->run, "choose \"trigger\": the answer must be one of the options");
}

int ly_resolve_point(ly_game *g)
{
    if (g->declaring || g->processing)
        return TCG_OK;
    while (g->npend) {
        size_t i;
        TCG_TRY(choose_next(g, &i));
        ly_trig t = g->pend[i];
        memmove(&g->pend[i], &g->pend[i + 1], (g->npend - i - 1) * sizeof *g->pend);
        g->npend--;
        RULE(g->run, "0902/解決#2");
        eng_event(g->run, "process", trig_json(g, &t));
        if (t.ref.kind == LY_REF_BASIC || t.ref.kind == LY_REF_GAINED_BASIC) {
            TCG_TRY(ly_basic_process(g, &t));
            continue;
        }
        const ly_ability *a = ly_ref_ability(g, t.ref);
        const char *why;
        if ((a->trump && g->trump[t.user]) ||
            (a->once_per_game == LY_OPG_PROCESS && !ly_use_allowed(g, t.user, t.ref, false, &why) &&
             why && strcmp(why, "1200") == 0)) {
            RULE(g->run, a->trump ? "1201" : "1200:ゲーム中1回まで処理可能");
            continue;
        }
        ly_ctx x = {.user = t.user, .card = t.ref.card, .ref = t.ref,
                    .trigger_card = t.trigger_card};
        g->processing++;
        int st = ly_exec(g, &x, a->effect);
        g->processing--;
        TCG_TRY(st);
        ly_processed(g, t.user, t.ref);
    }
    return TCG_OK;
}
