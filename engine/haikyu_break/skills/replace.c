/* replace.c — replacement effects (6-11, 1-3-4-3): a permanent's `replace` applies as the event
 * it names is about to happen, which then does not happen (6-11-1, 6-11-1-1, 0-2-5-2-1); of
 * several, the player the event affects picks the one applied first (6-11-2, 6-11-2-1,
 * 6-11-2-2), each applying at most once to one event (6-11-2-3); an optional one whose option
 * cannot be carried out cannot apply (6-11-3). A concession is never replaced (0-1-3-2-1). */
#include "engine/haikyu_break/skills/skills.h"

#include <stdlib.h>
#include <string.h>

typedef struct cand {
    int holder, skill;
} cand;

/* The replacements of `event` that apply to the card (or, for "lose", to the player). */
static size_t candidates(hb_game *g, const char *event, int card, int player, cand *out,
                         size_t max)
{
    size_t n = 0;
    for (size_t h = 0; h < g->t.ncards; h++) {
        size_t ns = hb_nskills(g, (int)h);
        for (size_t s = 0; s < ns; s++) {
            const hb_skill *sk = hb_skill_at(g, (int)h, (int)s);
            if (sk->kind != HB_SK_PERMANENT || !sk->replace ||
                strcmp(json_string_value(json_object_get(sk->replace, "event")), event) != 0 ||
                !hb_skill_live(g, (int)h, (int)s))
                continue;
            int master = hb_player_of(g, (int)h);
            hb_ctx x;
            hb_ctx_init(&x, (int)h, (int)s, master);
            bool ok = !sk->condition || hb_cond(g, &x, sk->condition);
            if (ok && card >= 0) {
                const json_t *of = json_object_get(sk->replace, "of");
                tcg_list l = {0};
                if (of)
                    hb_select_possible(g, &x, of, &l);
                else
                    tcg_list_push(&l, (int)h);
                ok = tcg_list_has(&l, card);
                tcg_list_free(&l);
            }
            if (ok && card < 0)
                ok = master == player;
            if (ok && tcg_replace_applying(&g->t, (int)h, (int)s, card, player)) {
                RULE(g->run, "6-11-2-3");   /* applying to this event already */
                ok = false;
            }
            if (ok && json_is_true(json_object_get(sk->replace, "optional"))) {
                x.event_card = card;
                ok = hb_effect_changes(g, &x, json_object_get(sk->replace, "instead"));
                if (!ok)
                    RULE(g->run, "6-11-3");
            }
            hb_ctx_free(&x);
            if (ok && n < max)
                out[n++] = (cand){(int)h, (int)s};
        }
    }
    return n;
}

/* Apply one of the candidates: the chooser picks when there are several (6-11-2), and says
 * whether an optional one applies. *applied false: none did. */
static int apply(hb_game *g, const char *event, int card, int player, int chooser,
                 const cand *c, size_t n, bool *applied)
{
    *applied = false;
    size_t k = 0;
    if (n >= 2) {
        RULE(g->run, "6-11-2");
        RULE(g->run, card >= 0 ? "6-11-2-1" : "6-11-2-2");
        json_t *opts = json_array();
        for (size_t i = 0; i < n; i++)
            json_array_append_new(opts, hb_skill_ref(g, c[i].holder, c[i].skill));
        const json_t *v;
        TCG_TRY(tcg_choose(&g->t, "replace", chooser, opts, &v));
        for (k = 0; k < n; k++) {
            json_t *ref = hb_skill_ref(g, c[k].holder, c[k].skill);
            bool eq = json_equal(ref, v);
            json_decref(ref);
            if (eq)
                break;
        }
        if (k == n)
            return eng_error(g->run, "choose \"replace\": not one of the replacements offered");
    } else {
        const hb_skill *sk = hb_skill_at(g, c[0].holder, c[0].skill);
        if (json_is_true(json_object_get(sk->replace, "optional"))) {
            bool yes;
            TCG_TRY(tcg_choose_bool(&g->t, "replace", chooser, &yes));
            if (!yes)
                return TCG_OK;
        }
    }
    const hb_skill *sk = hb_skill_at(g, c[k].holder, c[k].skill);
    json_t *ev = eng_event_new(g->run, "replace");
    json_object_set_new_nocheck(ev, "card", tcg_id_json(&g->t, c[k].holder));
    json_object_set_new_nocheck(ev, "skill", json_integer(c[k].skill));
    json_object_set_new_nocheck(ev, "event", json_string(event));
    RULE(g->run, "1-3-4-3");
    RULE(g->run, "6-11-1");
    RULE(g->run, "6-11-1-1");            /* the replaced event does not happen */
    RULE(g->run, "0-2-5-2-1");
    *applied = true;
    tcg_replacing(&g->t, c[k].holder, c[k].skill, card, player);
    hb_ctx x;
    hb_ctx_init(&x, c[k].holder, c[k].skill, hb_player_of(g, c[k].holder));
    x.event_card = card;
    g->resolving++;
    int st = hb_execute(g, &x, json_object_get(sk->replace, "instead"));
    g->resolving--;
    hb_ctx_free(&x);
    tcg_replace_done(&g->t);
    return st;
}

int hb_replace_drop(hb_game *g, int card, bool *replaced)
{
    cand c[16];
    *replaced = false;
    size_t n = candidates(g, "drop", card, -1, c, 16);
    if (!n)
        return TCG_OK;
    return apply(g, "drop", card, -1, hb_player_of(g, card), c, n, replaced);
}

int hb_replace_lose(hb_game *g, int player, bool *replaced)
{
    cand c[16];
    *replaced = false;
    size_t n = candidates(g, "lose", -1, player, c, 16);
    if (!n)
        return TCG_OK;
    return apply(g, "lose", -1, player, player, c, n, replaced);
}
