/* pending.c — automatic effects (8.1.3.2) from the moment their condition is met until they
 * activate: they wait while damage or another effect is being processed (8.4.2, 8.4.3); then
 * the turn player's activate and are processed, then the other player's (8.1.3.2.3), in the
 * order each player chooses for their own (1.3.5), and those whose condition is met meanwhile
 * wait for the next round (8.4.1). One whose card moved to another zone meanwhile does not
 * activate (8.1.3.2.1). What each kind does: an ability's instructions, exit abilities from the
 * trash (10.1.7.2.1), pierce (10.2.3.2.2), plunder (10.2.3.3.2), take-down (10.2.5.2.3), and
 * return's wait for the end phase (10.2.5.3.3). */
#include "engine/nivel_arena/effects/effects.h"
#include "engine/nivel_arena/turn/turn.h"
#include "engine/nivel_arena/zones/zones.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

void na_pend_add(na_game *g, const na_pend *p)
{
    if (g->negating != 0)
        RULE(g->run, "8.5.2.2");
    else if (g->damaging != 0)
        RULE(g->run, "8.4.2");
    else if (g->hold != 0)
        RULE(g->run, "8.4.3");
    if (g->npend < NA_MAX_PENDING)
        g->pend[g->npend++] = *p;
    else
        eng_error(g->run, "more than %d automatic effects waiting at once", NA_MAX_PENDING);
}

static const char *what_name(const na_pend *p)
{
    static const char *const names[] = {"ability", "pierce", "plunder", "take-down", "return"};
    return names[p->what];
}

/* "A:pierce", "A:0" (an ability by its index): how an order choice names an entry. */
static void entry_name(na_game *g, const na_pend *p, char *buf, size_t n)
{
    if (p->what == NA_P_ABILITY)
        snprintf(buf, n, "%s:%d", tcg_id(&g->t, p->card), p->ability);
    else
        snprintf(buf, n, "%s:%s", tcg_id(&g->t, p->card), what_name(p));
}

/* The card is still the card it was when the condition was met: every move makes a new card
 * (an incarnation), so it is where it was then. */
static bool still_there(na_game *g, const na_pend *p)
{
    bool there = g->t.cards[p->card].inc == p->inc;
    if (!there)
        RULE(g->run, "8.1.3.2.1");
    return there;
}

static int activate(na_game *g, const na_pend *p)
{
    if (!still_there(g, p))
        return TCG_OK;
    RULE(g->run, "8.1.3.2");
    na_ctx x = {.card = p->card, .inc = p->inc, .master = p->master, .until = NA_UNTIL_TURN};
    switch (p->what) {
    case NA_P_PIERCE:
        RULE(g->run, "10.2.3.2.2");
        eng_event(g->run, "activate", json_pack("{s:o, s:s}", "card",
                                                tcg_id_json(&g->t, p->card), "what", "pierce"));
        return na_damage(g, na_other(p->master), p->n);
    case NA_P_PLUNDER:
        RULE(g->run, "10.2.3.3.2");
        eng_event(g->run, "activate", json_pack("{s:o, s:s}", "card",
                                                tcg_id_json(&g->t, p->card), "what", "plunder"));
        return na_draw(g, p->master, p->n, NULL);
    case NA_P_TAKE_DOWN: {
        RULE(g->run, "10.2.5.2.3");
        eng_event(g->run, "activate", json_pack("{s:o, s:s}", "card",
                                                tcg_id_json(&g->t, p->card), "what",
                                                "take-down"));
        const tcg_card *o = &g->t.cards[p->other];
        if (o->inc != p->other_inc || na_lane_of(g, p->other) < 0)
            return TCG_OK;
        return p->cost >= g->c[p->other].cost ? na_trash(g, p->other, "effect", -1) : TCG_OK;
    }
    case NA_P_RETURN:
        RULE(g->run, "10.2.5.3.3");
        eng_event(g->run, "activate", json_pack("{s:o, s:s}", "card",
                                                tcg_id_json(&g->t, p->card), "what", "return"));
        tcg_list_push(&g->ret, p->card);
        tcg_list_push(&g->ret_inc, (int)p->inc);
        return TCG_OK;
    default:
        break;
    }
    const na_ability *ab = &g->c[p->card].ab[p->ability];
    if (ab->optional) {
        bool yes;
        RULE(g->run, "8.1.2.2");
        TCG_TRY(tcg_choose_bool(&g->t, "activate", p->master, &yes));
        if (!yes)
            return TCG_OK;
    } else {
        RULE(g->run, "8.1.2.1");
    }
    if (!na_executable(g, &x, ab->effect))
        RULE(g->run, "8.1.3.2.2");
    if (ab->kind == NA_AB_ATTACKER || ab->kind == NA_AB_DEFENDER)
        x.until = NA_UNTIL_BATTLE;
    eng_event(g->run, "activate", json_pack("{s:o, s:i}", "card", tcg_id_json(&g->t, p->card),
                                            "ability", p->ability));
    RULE(g->run, "8.2.1");
    RULE(g->run, "8.2.1.3");
    RULE(g->run, "8.2.1.4");
    return na_process(g, &x, ab->effect);
}

static int find_name(const char *s, void *ud)
{
    const char *const *names = ud;
    for (int i = 0; names[i]; i++)
        if (strcmp(names[i], s) == 0)
            return i;
    return -1;
}

/* One player's entries of a round, in the order the player chooses (1.3.5). */
static int resolve_player(na_game *g, na_pend *round, size_t n, int player)
{
    na_pend *mine = xmalloc((n ? n : 1) * sizeof *mine);
    size_t m = 0;
    for (size_t i = 0; i < n; i++)
        if (round[i].master == player)
            mine[m++] = round[i];
    int st = TCG_OK;
    int *order = xmalloc((m + 1) * sizeof *order);
    for (size_t i = 0; i < m; i++)
        order[i] = (int)i;
    if (m > 1) {
        RULE(g->run, "1.3.5");
        char (*names)[96] = xmalloc(m * sizeof *names);
        const char **ptrs = xcalloc(m + 1, sizeof *ptrs);
        json_t *opts = json_array();
        for (size_t i = 0; i < m; i++) {
            entry_name(g, &mine[i], names[i], sizeof names[i]);
            ptrs[i] = names[i];
            json_array_append_new(opts, json_string(names[i]));
        }
        const json_t *v;
        st = tcg_answer(&g->t, false, "order", player, opts, &v);
        if (st == TCG_OK && eng_read_order(g->run, v, m, "choose \"order\"", find_name,
                                           (void *)ptrs, order) != 0)
            st = TCG_ERR;
        free(ptrs);
        free(names);
    }
    for (size_t i = 0; st == TCG_OK && i < m; i++) {
        st = activate(g, &mine[order[i]]);
        if (st == TCG_OK)
            st = na_rule_check(g, true);
    }
    free(order);
    free(mine);
    return st;
}

/* Both players' effects in one round: the turn player's first (8.1.3.2.3). */
static void cite_order(na_game *g, const na_pend *round, size_t n)
{
    for (size_t i = 1; i < n; i++)
        if (round[i].master != round[0].master) {
            RULE(g->run, "8.1.3.2.3");
            return;
        }
}

int na_resolve(na_game *g)
{
    if (g->hold != 0 || g->damaging != 0)
        return TCG_OK;
    int st = TCG_OK;
    bool later = false;
    while (st == TCG_OK && g->npend > 0) {
        if (later)
            RULE(g->run, "8.4.1");
        size_t n = g->npend;
        na_pend *round = xmalloc(n * sizeof *round);
        memcpy(round, g->pend, n * sizeof *round);
        g->npend = 0;
        cite_order(g, round, n);
        st = resolve_player(g, round, n, g->t.tp);
        if (st == TCG_OK)
            st = resolve_player(g, round, n, na_other(g->t.tp));
        free(round);
        later = true;
    }
    return st;
}
