/* replace.c — replacement effects (9-9): the 【永続】 replacements that apply to an event about
 * to happen (a KO, a card leaving the battle area, damage to their master, their master's draw,
 * a move). Several: the player affected picks the one applied first (9-9-2; the `replace`
 * choice answered {"card", "skill"}); a single optional one (9-9-3, which cannot apply when its
 * instructions cannot be carried out) is taken or declined by its master (true / false). The
 * replaced event does not happen at all (9-9-1-1) and is not a failure (0-3-16). Which
 * replacements are being applied (9-9-2-3) the core keeps (tcg_replace.h). */
#include "engine/fusion_world/skills/skills.h"
#include "engine/fusion_world/effects/effects.h"
#include "engine/fusion_world/setup/setup.h"

#include <string.h>

typedef struct repl {
    int card, skill;
    const fw_skill *sk;
} repl;

/* 9-9-3: can the optional replacement's instructions be carried out? (its choices can be
 * made: each `choose` selector finds as many candidates as it requires) */
static bool feasible(fw_game *g, const json_t *instead, int master, int source)
{
    RULE(g->run, "9-9-3");               /* an optional replacement applies only if it can be done */
    size_t i;
    const json_t *ins;
    json_array_foreach(instead, i, ins) {
        const char *key;
        const json_t *v;
        json_object_foreach((json_t *)ins, key, v) {
            if (!json_is_object(v) || !json_object_get(v, "choose"))
                continue;
            if (json_is_true(json_object_get(v, "up_to")))
                continue;
            tcg_list l = {0};
            fw_zonespec_cards(g, json_object_get(v, "from"), master, source, &l);
            size_t ok = 0;
            for (size_t j = 0; j < l.n; j++)
                ok += fw_choosable(g, l.v[j], master);
            tcg_list_free(&l);
            const json_t *n = json_object_get(v, "choose");
            if (json_is_integer(n) && (json_int_t)ok < json_integer_value(n))
                return false;
        }
    }
    return true;
}

/* Is the replacement's event one of `events` ("ko leave": a KO is also a card leaving the
 * battle area)? */
static bool event_in(const char *ev, const char *events)
{
    size_t n = strlen(ev);
    for (const char *p = events; (p = strstr(p, ev)); p += n)
        if ((p == events || p[-1] == ' ') && (p[n] == ' ' || p[n] == '\0'))
            return true;
    return false;
}

static bool concerns(fw_game *g, const fw_skill *sk, int holder, const char *events, int card,
                     int player)
{
    const json_t *r = sk->replace;
    const char *ev = json_string_value(json_object_get(r, "event"));
    if (!event_in(ev, events))
        return false;
    int master = fw_player_of(g, holder);
    if (strcmp(ev, "damage") == 0 || strcmp(ev, "draw") == 0)
        return player == master;
    const json_t *of = json_object_get(r, "of");
    if (!of)
        return card == holder;
    return fw_sel_covers(g, of, master, holder, card);
}

/* 9-9-2-3: is this replacement already applied to the event (its instructions executing: the
 * event they cause for the same card or player is the same event again)? */
static bool applying(const fw_game *g, int holder, int skill, int card, int player)
{
    if (g->t.napplying >= 64)
        return true;             /* nested that deep: none applies any more */
    return tcg_replace_applying(&g->t, holder, skill, card, player);
}

int fw_replace(fw_game *g, const char *ev, int card, int player, bool *replaced)
{
    *replaced = false;
    repl found[64];
    size_t n = 0;
    for (size_t k = 0; k < g->t.ncards && n < 64; k++) {
        int holder = (int)k;
        int z = fw_zone_of(g, holder);
        if (z == TCG_NOWHERE || z == FW_REMOVED || fw_under_stack(g, holder))
            continue;
        size_t ns = fw_skill_count(g, holder);
        for (size_t s = 0; s < ns && n < 64; s++) {
            const fw_skill *sk = fw_skill_at(g, holder, (int)s);
            if (!sk || sk->kind != FW_SK_PERMANENT || !sk->replace || !fw_skill_valid(g, holder, sk))
                continue;
            if (!concerns(g, sk, holder, ev, card, player))
                continue;
            if (applying(g, holder, (int)s, card, player)) {
                RULE(g->run, "9-9-2-3");     /* each replacement at most once to one event */
                continue;
            }
            bool opt = json_is_true(json_object_get(sk->replace, "optional"));
            if (opt && !feasible(g, json_object_get(sk->replace, "instead"),
                                 fw_player_of(g, holder), holder))
                continue;
            found[n++] = (repl){holder, (int)s, sk};
        }
    }
    if (n == 0)
        return TCG_OK;
    /* 9-9-2: the player affected decides which applies first: the card's master, or the player
     * who performs the action (reading FW-REPLACE-CHOOSER) */
    int chooser = card >= 0 ? fw_player_of(g, card) : player;
    RULE(g->run, card >= 0 ? "9-9-2-1" : "9-9-2-2");
    size_t pick = 0;
    if (n >= 2) {
        RULE(g->run, "9-9-2");
        json_t *options = json_array();
        for (size_t i = 0; i < n; i++)
            json_array_append_new(options, json_pack("{s:s, s:I}", "card",
                                                     fw_id(g, found[i].card), "skill",
                                                     (json_int_t)found[i].skill));
        const json_t *a;
        TCG_TRY(tcg_choose(&g->t, "replace", chooser, options, &a));
        const char *id = json_string_value(json_object_get(a, "card"));
        const json_t *sk = json_object_get(a, "skill");
        for (pick = 0; pick < n; pick++)
            if (id && strcmp(id, fw_id(g, found[pick].card)) == 0 && json_is_integer(sk) &&
                json_integer_value(sk) == found[pick].skill)
                break;
        if (pick == n)
            return eng_error(g->run, "choose \"replace\": {\"card\", \"skill\"} of one of the "
                             "replacements offered");
        if (json_is_true(json_object_get(found[pick].sk->replace, "optional")))
            RULE(g->run, "9-9-3");       /* an optional one chosen this way is applied */
    } else if (json_is_true(json_object_get(found[0].sk->replace, "optional"))) {
        /* 9-9-3: a single optional replacement is taken or declined by its master */
        bool take;
        TCG_TRY(tcg_choose_bool(&g->t, "replace", fw_player_of(g, found[0].card), &take));
        if (!take)
            return TCG_OK;
    }
    const repl *r = &found[pick];
    RULE(g->run, "9-9-1");
    RULE(g->run, "9-9-1-1");
    RULE(g->run, "0-3-16");
    RULE(g->run, "1-5-2-3");
    fw_event(g, "replace", json_pack("{s:s, s:I, s:s}", "card", fw_id(g, r->card), "skill",
                                     (json_int_t)r->skill, "event",
                                     json_string_value(json_object_get(r->sk->replace, "event"))));
    *replaced = true;
    fw_ctx ctx;
    fw_ctx_init(&ctx, g, fw_player_of(g, r->card), r->card, r->skill);
    ctx.trigger_card = card;
    ctx.trigger_serial = card >= 0 ? g->t.cards[card].inc : 0;
    g->effect_depth++;
    tcg_replacing(&g->t, r->card, r->skill, card, player);
    int st = fw_exec_list(g, json_object_get(r->sk->replace, "instead"), &ctx);
    tcg_replace_done(&g->t);
    g->effect_depth--;
    fw_ctx_free(&ctx);
    return st;
}
